"""The phase hint: what to do now, and what matters, in a sentence or two from the player's own view.

It reads only the seat's view (as every player here does) and asks the
engine's game for anything rule-specific (trick values, hand sizes).  The
player is "you"; everyone else is called by name.  Each sentence is whole,
so that it can be translated whole.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine import Card, Estimate, Give, Phase, Play, SeatView, Suit
from ..engine.cards import describe_card
from ..engine.language import translate
from ..engine.whoswho import joker_players
from ..engine.words import capitalized, counts_sentence

Coach = Callable[[SeatView, Sequence[str]], str]


def phase_hint(view: SeatView, names: Sequence[str]) -> str:
    """What the seat to move should do now and what matters; empty when it has nothing to decide."""
    if not view.legal_actions:
        return ""
    phase = view.phase
    if phase is Phase.GIVE or any(isinstance(a, Give) for a in view.legal_actions):
        return _give(view, names)
    if phase is Phase.TALK:
        if any(isinstance(a, Estimate) for a in view.legal_actions):
            partner = next(s for s in range(3) if s != view.seat and view.roles[s] == "partner")
            return (
                translate(
                    "Coach",
                    "Tell {partner}, your partner, how many tricks you expect to take (everyone hears it), or say "
                    "nothing.",
                ).format(partner=names[partner])
            )
        return (  # the partner about to lead is the one asking
            translate(
                "Coach",
                "{leader} is about to lead and asks which suit you want: name a suit to lead or to avoid, or say "
                "you have no preference.",
            ).format(leader=names[view.leader])
        )
    return COACHES[view.game_id](view, names)


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
    claims = [follow_claim(view)]
    led = view.current_trick[0] if view.current_trick else None
    if view.game_id == "crescendo" and led is not None and claims[0].kind == "void":
        snaps = [card for card in view.hand if card.rank == led.rank]
        if snaps:
            claims.append(Claim("snap", card=snaps[0]))
    return tuple(claims)


def _follow(view: SeatView, names: Sequence[str]) -> str:
    """The first sentence of a play hint: lead, follow, or play anything (and, in Crescendo, a snap)."""
    return " ".join(claim_words(claim, view) for claim in prompt_claims(view))


def _tricks_you_have(count: int) -> str:
    if count == 0:
        return translate("Coach", "You have no tricks yet.")
    if count == 1:
        return translate("Coach", "You have 1 trick.")
    return translate("Coach", "You have {count} tricks.").format(count=count)


# --- Hoodwink ------------------------------------------------------------------------------


def _hoodwink(view: SeatView, names: Sequence[str]) -> str:
    if view.phase is Phase.PROPOSE:
        return (
            translate(
                "Coach",
                "Choose a card to propose its suit as trump; all three cards are shown together. If two of them "
                "share a suit, those two players become partners and the third is the Hood, who scores most.",
            )
        )
    won, roles, me = view.tricks_won, view.roles, view.seat
    first = _follow(view, names)
    if roles[me] is None:
        counts = counts_sentence(names, me, won)
        return translate(
            "Coach",
            "{first} Everyone plays alone: the two who end with equal counts become partners. {counts}",
        ).format(first=first, counts=counts)
    if roles[me] == "partner":
        partner = next(s for s in range(3) if s != me and roles[s] == "partner")
        name = names[partner]
        aim = translate(
            "Coach",
            "You are {name}'s partner: you both score 10 more if you end with equal counts.",
        ).format(name=name)
        if won[me] < won[partner]:
            where = translate(
                "Coach",
                "You have {mine} and {name} has {theirs}: catch up.",
            ).format(mine=won[me], name=name, theirs=won[partner])
        elif won[me] > won[partner]:
            where = translate(
                "Coach",
                "You have {mine} and {name} has {theirs}: let {name} catch up.",
            ).format(mine=won[me], name=name, theirs=won[partner])
        else:
            where = translate(
                "Coach",
                "You and {name} are level at {count}: stay level.",
            ).format(name=name, count=won[me])
        return translate("Coach", "{first} {aim} {where}").format(first=first, aim=aim, where=where)
    a, b = [s for s in range(3) if s != me]
    return (
        translate(
            "Coach",
            "{first} You are the Hood: you win if {partner_1} and {partner_2}, the partners, end with different "
            "counts (now {count_1} and {count_2}). An odd count of your own adds 10, and so does matching a "
            "partner's.",
        ).format(first=first, partner_1=names[a], partner_2=names[b], count_1=won[a], count_2=won[b])
    )


# --- Crescendo -----------------------------------------------------------------------------


def _points(value: int) -> str:
    if value == 0:
        return translate("Coach", "nothing")
    return translate("Coach", "1 point") if value == 1 else translate("Coach", "{value} points").format(value=value)


def _crescendo(view: SeatView, names: Sequence[str]) -> str:
    values: Sequence[int] = view.game.trick_values  # type: ignore[attr-defined]
    number = len(view.tricks)
    worth = values[number]
    later = max(values[number:])
    first = _follow(view, names)
    now = translate(
        "Coach",
        "Trick {number} of {count} is worth {worth}.",
    ).format(number=number + 1, count=len(values), worth=_points(worth))
    if later > worth:
        return translate(
            "Coach",
            "{first} {now} A trick worth {later} is still to come.",
        ).format(first=first, now=now, later=_points(later))
    return translate("Coach", "{first} {now} No later trick is worth more.").format(first=first, now=now)


# --- Who's Who -------------------------------------------------------------------------------


def _whoswho(view: SeatView, names: Sequence[str]) -> str:
    jokers = sum(1 for card in view.hand if card.is_joker)
    me, roles, won = view.seat, view.roles, view.tricks_won
    first = _follow(view, names)
    majority = view.game.tricks_per_deal // 2 + 1
    have = _tricks_you_have(won[me])
    if roles[me] == "soloist":
        return (
            translate(
                "Coach",
                "{first} You are the soloist, alone against the other two: you win if you end between their "
                "counts, if they end level, or with {majority} tricks or more. {have}",
            ).format(first=first, majority=majority, have=have)
        )
    if roles[me] == "partner":
        partner = next((s for s in range(3) if s != me and roles[s] == "partner"), None)
        if partner is None and jokers:
            return (
                translate(
                    "Coach",
                    "{first} You hold a joker, so you are a partner of whoever holds the other one. The soloist "
                    "wins by ending between the partners' counts, if the partners end level, or with {majority} "
                    "tricks or more; otherwise you win.",
                ).format(first=first, majority=majority)
            )
        if partner is None:
            return (
                translate(
                    "Coach",
                    "{first} You played a joker, so you are a partner of whoever holds the other one. The soloist "
                    "wins by ending between the partners' counts, if the partners end level, or with {majority} "
                    "tricks or more; otherwise you win.",
                ).format(first=first, majority=majority)
            )
        soloist = names[3 - me - partner]
        return (
            translate(
                "Coach",
                "{first} You and {partner} are partners against {soloist}, the soloist. {soloist} wins by ending "
                "between your two counts, if you two end level, or with {majority} tricks or more; otherwise you "
                "win.",
            ).format(first=first, partner=names[partner], soloist=soloist, majority=majority)
        )
    if jokers == 0:
        return (
            translate(
                "Coach",
                "{first} You hold no joker: if the other two hold one each, you are the soloist; if one of them "
                "holds both, that player is the soloist and you are a partner.",
            ).format(first=first)
        )
    return first


def _give(view: SeatView, names: Sequence[str]) -> str:
    """Why you decide who takes this trick: your own joker is in it, or both jokers are and you are the soloist."""
    counts = counts_sentence(names, view.seat, view.tricks_won)
    jokers = joker_players(view.current_trick, view.leader)
    if view.seat in jokers:
        return translate(
            "Coach",
            "Your joker is in this trick, so you decide who takes it. {counts}",
        ).format(counts=counts)
    a, b = jokers
    return (
        translate(
            "Coach",
            "{first} and {second} played the two jokers, so they are the partners and you, the soloist, decide who "
            "takes this trick. {counts}",
        ).format(first=names[a], second=names[b], counts=counts)
    )


# --- Hamlet -----------------------------------------------------------------------------------


def _hamlet(view: SeatView, names: Sequence[str]) -> str:
    if view.phase is Phase.PROPOSE:
        return (
            translate(
                "Coach",
                "Choose a suit card to show (not Polonius, the joker); all three are shown together. A suit shown "
                "more than once becomes trump, and a King, Queen or Jack among them makes the aim to be Hamlet: "
                "the player who ends with the middle count.",
            )
        )
    first = _follow(view, names)
    have = _tricks_you_have(view.tricks_won[view.seat])
    if view.aim == "be":
        return (
            translate(
                "Coach",
                "{first} The aim is to be Hamlet: whoever ends with the middle count (or the count nobody else "
                "has) scores ten times over. {have}",
            ).format(first=first, have=have)
        )
    return (
        translate(
            "Coach",
            "{first} The aim is not to be Hamlet: whoever ends with the middle count (or the count nobody else "
            "has) scores least, and the other two score ten times over. {have}",
        ).format(first=first, have=have)
    )


COACHES: dict[str, Coach] = {
    "hoodwink": _hoodwink,
    "crescendo": _crescendo,
    "whoswho": _whoswho,
    "hamlet": _hamlet,
}
