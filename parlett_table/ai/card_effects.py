"""What a card does at the table, from a seat's own view: what it wins, keeps or gives away.

Hints and the coach lead with this (the card-play reason), and give the search's numbers after it.  Each
``Effect`` is a value whose claims (who would win the trick, which card is kept, that the suit led is lacking,
that no higher card of the suit is still out) ``tests/test_prompt_claims.py`` checks against the hand, the trick
and the rules, so that no hint says anything untrue of the cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import Card, SeatView
from ..engine.cards import cards_of, describe_card
from ..engine.language import translate
from .base import name_of


@dataclass(frozen=True)
class Effect:
    """What playing ``card`` does.

    ``kind``: ``lead_top`` (a lead: no higher card of its suit is still out), ``lead_low`` (a lead: the lowest of
    its suit in the hand, ``kept`` the highest kept), ``lead`` (a lead, nothing more to say), ``takes`` (the last
    card of the trick, and it takes it), ``wins`` (it wins the trick so far; others are still to play),
    ``decides`` (its player decides who takes the trick: a Who's Who joker), ``under`` (``seat`` keeps the trick
    for now).  ``kept``: a higher card of the same suit that stays in the hand; ``lacks``: the card does not
    follow the suit led, which the hand lacks (a trump or a discard).
    """

    kind: str
    card: Card
    seat: int | None = None
    kept: Card | None = None
    lacks: bool = False


def play_effect(view: SeatView, card: Card) -> Effect:
    """What ``card``, played now from ``view``'s hand, does."""
    same = [other for other in view.hand if other.suit is not None and other.suit is card.suit and other != card]
    higher = [other for other in same if other.rank > card.rank]
    kept = max(higher, key=lambda other: other.rank) if higher else None
    trick = view.current_trick
    if not trick:
        if card.suit is not None and _highest_out(view, card):
            return Effect("lead_top", card)
        if kept is not None and all(other.rank > card.rank for other in same):
            return Effect("lead_low", card, kept=kept)
        return Effect("lead", card)
    trump = int(view.trump) if view.trump is not None else -1
    led = trick[0]
    follows = bool(view.game.follow_set(trump, int(led)) >> int(card) & 1)
    lacks = not follows and not any(view.game.follow_set(trump, int(led)) >> int(other) & 1 for other in view.hand)
    cards = [int(played) for played in trick] + [int(card)]
    winner, decides = view.game.trick_winner(cards, view.leader, trump)
    last = len(cards) == view.players
    if decides and winner == view.seat:
        return Effect("decides", card, kept=kept, lacks=lacks)
    if winner == view.seat:
        return Effect("takes" if last else "wins", card, kept=kept, lacks=lacks)
    return Effect("under", card, seat=winner, kept=kept, lacks=lacks)


def _highest_out(view: SeatView, card: Card) -> bool:
    """Whether no card of ``card``'s suit higher than it is still out: every higher one played or in the hand."""
    gone = set(view.played) | set(view.hand)
    higher = [other for other in cards_of(view.game.pack_mask) if other.suit is card.suit and other.rank > card.rank]
    return all(other in gone for other in higher)


def effect_words(effect: Effect) -> str:
    """The effect as the first sentence of a hint: the card, and what it does (other players by name slots)."""
    card = describe_card(effect.card)
    kept = describe_card(effect.kept) if effect.kept is not None else ""
    kind = effect.kind
    if kind == "lead_top" and effect.card.suit is not None:
        return translate("Effects", "Lead the {card}: no higher {noun} is still out.").format(
            card=card, noun=effect.card.suit.noun)  # fmt: skip
    if kind == "lead_low" and effect.card.suit is not None:
        return translate("Effects", "Lead the {card}, your lowest {noun}: your {kept} stays for later.").format(
            card=card, noun=effect.card.suit.noun, kept=kept)  # fmt: skip
    if kind == "lead":
        return translate("Effects", "Lead the {card}.").format(card=card)
    if kind == "decides":
        return translate("Effects", "Play the {card}: you then decide who takes the trick.").format(card=card)
    if kind == "takes":
        words = translate("Effects", "Play the {card}: it takes the trick.")
    elif kind == "wins" and kept:
        words = translate("Effects", "Play the {card}: it wins the trick for now, and your {kept} stays for later.")
    elif kind == "wins":
        words = translate("Effects", "Play the {card}: it wins the trick for now.")
    elif kept:
        words = translate("Effects", "Play the {card}: it leaves the trick to {player}, and your {kept} stays for "
                                     "later.")  # fmt: skip
    else:
        words = translate("Effects", "Play the {card}: it leaves the trick to {player}.")
    player = name_of(effect.seat) if effect.seat is not None else ""
    return words.format(card=card, kept=kept, player=player)


def coach_effect_words(effect: Effect) -> str:
    """What the expert's card would have done, for the coach ("" where there is nothing to say beyond its name)."""
    card = describe_card(effect.card)
    kept = describe_card(effect.kept) if effect.kept is not None else ""
    player = name_of(effect.seat) if effect.seat is not None else ""
    kind = effect.kind
    if kind == "lead_top" and effect.card.suit is not None:
        return translate("Effects", "The {card} was the highest {noun} still out.").format(
            card=card, noun=effect.card.suit.noun)  # fmt: skip
    if kind == "lead_low" and effect.card.suit is not None:
        return translate("Effects", "The {card} was your lowest {noun}, and kept your {kept} for later.").format(
            card=card, noun=effect.card.suit.noun, kept=kept)  # fmt: skip
    if kind == "decides":
        return translate("Effects", "The {card} would have let you decide who takes the trick.").format(card=card)
    if kind == "takes":
        return translate("Effects", "The {card} would have taken the trick.").format(card=card)
    if kind == "wins":
        words = translate("Effects", "The {card} would have won the trick for the moment, and kept your {kept} for "
                                     "later.") if kept else translate(
            "Effects", "The {card} would have won the trick for the moment.")  # fmt: skip
        return words.format(card=card, kept=kept)
    if kind == "under":
        words = translate("Effects", "The {card} would have left the trick to {player}, and kept your {kept} for "
                                     "later.") if kept else translate(
            "Effects", "The {card} would have left the trick to {player}.")  # fmt: skip
        return words.format(card=card, kept=kept, player=player)
    return ""
