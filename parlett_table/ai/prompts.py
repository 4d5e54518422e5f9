"""The prompt line: what to do now, and what matters, in a sentence or two from the player's own view.

It reads only the seat's view (as every player here does); each game words its
own part (its kit's ``prompts`` part, ``prompt``), with the sentences shared
here: what the rules let you play to this trick (``follow``) and your count of
tricks.  The player is "you"; everyone else is called by name.  Each sentence
is whole, so that it can be translated whole.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine import Card, Phase, Play, SeatView, Suit
from ..engine.cards import describe_card
from ..engine.language import translate
from ..engine.words import capitalized
from .game_parts import found, prompt, required


def prompt_line(view: SeatView, names: Sequence[str]) -> str:
    """The prompt line: what the seat to move should do now and what matters, in the game's own words (its kit's
    ``prompts`` part); empty when it has nothing to decide."""
    if not view.legal_actions:
        return ""
    return prompt(view.game_id)(view, names)


@dataclass(frozen=True)
class Claim:
    """One statement a prompt makes about the player's hand and the trick, as a value (tests check each against
    the hand and the rules).

    ``kind`` is one of ``lead`` (you lead, any card), ``lead_no_joker`` (you lead, any card but a joker), ``follow``
    (you hold the suit led and must play one of it), ``follow_or_joker`` (trumps were led: a trump or the joker,
    which counts as one), ``only_joker`` (trumps were led and the joker is your only trump), ``joker_led_follow``
    (the joker was led and counts as a trump: follow with a trump), ``joker_led_any`` (a joker was led: any card),
    ``joker_led_void`` (the joker was led and counts as a trump, and you hold no trump: any card), ``void`` (you
    hold none of ``suit``, which was led: any card) and ``snap`` (``card`` would snap the trick: you
    cannot follow and it has the rank led).
    """

    kind: str
    suit: Suit | None = None
    card: Card | None = None


def follow_claim(view: SeatView) -> Claim:
    """What the rules let the player play to this trick, and why, derived from the hand and the trick."""
    plays = {action.card for action in view.legal_actions if isinstance(action, Play)}
    hand = set(view.hand)
    if not view.current_trick:
        return Claim("lead") if plays == hand else Claim("lead_no_joker")
    led = view.current_trick[0]
    trump = int(view.trump) if view.trump is not None else -1
    follow = view.game.follow_set(trump, int(led))
    following = {card for card in hand if follow >> int(card) & 1}
    if not following:
        if led.is_joker and follow:  # a joker that belongs to the trump suit, and you have no trump
            return Claim("joker_led_void", view.trump)
        if led.is_joker:
            return Claim("joker_led_any")
        return Claim("void", led.suit)
    suited = {card for card in following if not card.is_joker}
    if led.is_joker:
        return Claim("joker_led_follow", view.trump)
    if not suited:
        return Claim("only_joker", led.suit)
    if suited != following:
        return Claim("follow_or_joker", led.suit)
    return Claim("follow", led.suit)


def claim_words(claim: Claim, view: SeatView) -> str:
    """A claim as the prompt says it, in a sentence."""
    kind, suit = claim.kind, claim.suit
    if kind == "lead":
        return translate("Coach", "You lead this trick.")
    if kind == "lead_no_joker":
        return translate("Coach", "You lead this trick: any card but a joker, which may be led only from a hand of "
                                  "jokers.")  # fmt: skip
    if kind == "joker_led_any":
        joker = translate("Games", view.game.joker_name)
        return translate("Coach", "{joker} was led: you may play any card.").format(joker=joker)
    if kind == "snap" and claim.card is not None:
        return translate(
            "Coach",
            "Your {card} would snap the trick: you cannot follow, it has the rank of the card led, and a snap beats "
            "the whole suit.",
        ).format(card=describe_card(claim.card))
    assert suit is not None
    if kind == "joker_led_void":
        return translate("Coach", "The joker was led and counts as a trump; you have no {suit}, so you may play any "
                                  "card.").format(suit=suit.plural)  # fmt: skip
    if kind == "joker_led_follow":
        return translate("Coach", "The joker was led and counts as a trump: play one of your {suit}.").format(
            suit=suit.plural)  # fmt: skip
    if kind == "only_joker":
        return translate("Coach", "{suit} were led and the joker is your only trump: you must play it.").format(
            suit=capitalized(suit.plural))  # fmt: skip
    if kind == "follow_or_joker":
        return translate("Coach", "Follow suit with a {suit}; the joker counts as one.").format(suit=suit.noun)
    if kind == "follow":
        return translate("Coach", "Follow suit with a {suit}.").format(suit=suit.noun)
    return translate("Coach", "You have no {suit}, so you may play any card.").format(suit=suit.plural)


def prompt_claims(view: SeatView) -> tuple[Claim, ...]:
    """Every claim the prompt at a card to play makes about the hand and the trick."""
    if view.phase is not Phase.PLAY or not any(isinstance(a, Play) for a in view.legal_actions):
        return ()
    first = follow_claim(view)
    more = more_claims(view.game_id)  # the game's own (Crescendo's snap)
    return (first, *more(view, first)) if more is not None else (first,)


MoreClaims = Callable[[SeatView, Claim], tuple[Claim, ...]]  # (view, what may be played) -> more claims


def more_claims(game_id: str) -> MoreClaims | None:
    """The claims the game's prompt makes beyond what may be played (its ``prompts.claims``), if it makes any."""
    more: MoreClaims | None = found(game_id, "claims", lambda: getattr(required(game_id, "prompts"), "claims", None))
    return more


def follow(view: SeatView) -> str:
    """The first sentence of a play prompt: lead, follow, or play anything (and, in Crescendo, a snap)."""
    return " ".join(claim_words(claim, view) for claim in prompt_claims(view))


def tricks_you_have(count: int) -> str:
    if count == 0:
        return translate("Coach", "You have no tricks yet.")
    if count == 1:
        return translate("Coach", "You have 1 trick.")
    return translate("Coach", "You have {count} tricks.").format(count=count)
