"""The standard Crescendo player: save strength for the valuable late tricks, and snap when it pays.

Each legal card is weighed by what it gains now (this trick's value times the
chance the card takes it) against what it is worth kept (the chance it takes a
trick later times what such a trick is worth).  The chances come from the
cards still unseen and the suits each player is known to lack.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ...ai.base import Decision
from ...ai.knowledge import legal_cards, seats_to_play, winner_with
from ...engine import Card, Play, SeatView, Suit
from ...engine.cards import SUIT_MASKS, describe_card, iter_bits
from ...engine.inference import HiddenCards, hidden_cards
from ...engine.language import translate
from .rules import Crescendo

# The chance a card takes a trick later, by how many higher cards of its suit are still unseen.
LATER_WIN_CHANCE = (0.7, 0.3, 0.1, 0.03)
REMOTE_CHANCE = 0.02
# Emptying a suit is worth a little: you may then snap or throw away when it is led.
VOID_BONUS = 0.15
RANK_MASK = 1 | 1 << 16 | 1 << 32 | 1 << 48  # the lowest rank in every suit: shifted, any rank


@dataclass(frozen=True)
class CrescendoTable:
    """What one decision needs to know, read once from the view."""

    view: SeatView
    hidden: HiddenCards  # the cards nobody has seen played or in this hand, and what is known of where they are
    others: tuple[int, ...]  # the other seats holding cards
    worth: int  # the value of the trick in play
    best_later: int  # the most a later trick is worth
    later: float  # what a card that should win later is expected to take
    # Worked out once per decision, as each is asked for every card the hand might play:
    rooms: dict[int, int] = field(default_factory=dict)  # unseen card -> the places it may lie
    any_of: dict[tuple[int, int], float] = field(default_factory=dict)  # (seat, mask) -> it holds one of them
    beats: dict[tuple[int, int, int, bool], float] = field(default_factory=dict)  # chance_to_beat's arguments

    @property
    def unseen(self) -> int:
        return self.hidden.unseen


def decide(view: SeatView, rng: random.Random) -> Decision:
    """The standard player's card for ``view`` (Crescendo only ever asks for a card)."""
    plays = legal_cards(view)
    if len(plays) == 1:
        return Decision(Play(view.seat, plays[0]), translate("CrescendoHints", "This is your only legal card."))
    table = read_table(view)
    best = best_card(table, plays)
    return Decision(Play(view.seat, best), explain(table, best, plays))


def choose(view: SeatView) -> Card:
    """The standard player's card for ``view`` without its reason: what search asks when it replays the others."""
    plays = legal_cards(view)
    return plays[0] if len(plays) == 1 else best_card(read_table(view), plays)


def best_card(table: CrescendoTable, plays: list[Card]) -> Card:
    return max(((score(table, card), card) for card in plays), key=lambda item: item[0])[1]


# --- what the table looks like ---------------------------------------------------


def read_table(view: SeatView) -> CrescendoTable:
    assert isinstance(view.game, Crescendo)
    hidden = hidden_cards(view)
    number = len(view.tricks)
    values = view.game.trick_values
    later_values = sorted(values[number + 1 :], reverse=True)
    unseen = hidden.unseen
    # Your strong cards can at best take that many of the later tricks, the most valuable first:
    # spending one now gives up the least valuable of those.
    strong = sum(1 for card in view.hand if higher_unseen(unseen, card) == 0)
    later = later_values[min(max(strong, 1), len(later_values)) - 1] if later_values else 0
    return CrescendoTable(
        view=view,
        hidden=hidden,
        others=tuple(seat for seat in range(view.players) if seat != view.seat and hidden.sizes[seat]),
        worth=values[number],
        best_later=later_values[0] if later_values else 0,
        later=later,
    )


def room_for(table: CrescendoTable, card: int) -> int:
    """The places the unseen ``card`` may lie: the sizes of the hands that may hold it, and the undealt cards."""
    hidden = table.hidden
    eligible = (other for other in table.others if not hidden.excluded[other] >> card & 1)
    room = table.rooms[card] = sum(hidden.sizes[other] for other in eligible) + hidden.undealt
    return room


def higher_unseen(unseen: int, card: Card) -> int:
    """How many unseen cards of the card's suit outrank it."""
    above = SUIT_MASKS[card >> 4] & ~((2 << card) - 1)
    return (unseen & above).bit_count()


def chance_holds_any(table: CrescendoTable, seat: int, cards: int) -> float:
    """The chance ``seat`` holds at least one of the unseen ``cards`` (a mask): it holds each card it may hold
    with its share of the places the card may lie (the hands that may hold it, by their sizes, and the
    undealt cards)."""
    chance = table.any_of.get((seat, cards))
    if chance is None:
        hidden = table.hidden
        size = hidden.sizes[seat]
        miss = 1.0
        if seat != table.view.seat and size:
            rooms = table.rooms
            for card in iter_bits(cards & ~hidden.excluded[seat]):
                room = rooms.get(card)
                if room is None:
                    room = room_for(table, card)
                miss *= 1.0 - size / room
        chance = table.any_of[seat, cards] = 1.0 - miss
    return chance


# --- weighing a card -----------------------------------------------------------------


def score(table: CrescendoTable, card: Card) -> float:
    """Points this card is expected to gain now, less what it would be worth kept."""
    gain = table.worth * chance_to_take(table, card)
    value = gain - keep_value(table, card)
    if suit_length(table.view, card) == 1:
        value += VOID_BONUS  # playing your last card of a suit leaves you void in it
    return value - card.rank * 0.001  # all else equal, the lower card


def suit_length(view: SeatView, card: Card) -> int:
    """How many cards of this card's suit you hold."""
    return sum(1 for other in view.hand if other >> 4 == card >> 4)


def keep_value(table: CrescendoTable, card: Card) -> float:
    higher = higher_unseen(table.unseen, card)
    chance = LATER_WIN_CHANCE[higher] if higher < len(LATER_WIN_CHANCE) else REMOTE_CHANCE
    return chance * table.later


def chance_to_take(table: CrescendoTable, card: Card) -> float:
    """The chance that ``card``, played now, takes the trick."""
    view = table.view
    if winner_with(view, card)[0] != view.seat:
        return 0.0  # later cards can only take the trick from you, never give it back
    trick = [*view.current_trick, card]
    led = trick[0]
    snapped = any(is_snap(led, other) for other in trick[1:])
    top = max(other.rank for other in trick if other.suit == led.suit)
    chance = 1.0
    for seat in seats_to_play(view) if view.current_trick else others(view):
        chance *= 1.0 - chance_to_beat(table, seat, led, top, snapped)
    return chance


def others(view: SeatView) -> list[int]:
    return [(view.seat + step) % view.players for step in range(1, view.players)]


def is_snap(led: Card, card: Card) -> bool:
    return card.rank == led.rank and card.suit != led.suit


def chance_to_beat(table: CrescendoTable, seat: int, led: Card, top: int, snapped: bool) -> float:
    """The chance ``seat`` beats the trick so far: a higher card of the suit led, or a snap."""
    key = (seat, int(led), top, snapped)
    chance = table.beats.get(key)
    if chance is None:
        suit = led >> 4
        in_led_suit = table.unseen & SUIT_MASKS[suit]
        void = 1.0 - chance_holds_any(table, seat, in_led_suit)
        same_rank = table.unseen & ~SUIT_MASKS[suit] & RANK_MASK << (led & 15)
        chance = snap = void * chance_holds_any(table, seat, same_rank)
        if not snapped:  # only a later snap beats a snap
            higher = in_led_suit & ~((2 << (suit << 4 | top)) - 1)
            chance = min(1.0, chance_holds_any(table, seat, higher) + snap)
        table.beats[key] = chance
    return chance


# --- saying why ----------------------------------------------------------------------


def explain(table: CrescendoTable, card: Card, plays: list[Card]) -> str:
    strong = [other for other in plays if other != card and chance_to_take(table, other) >= 0.5]
    saved = describe_card(max(strong, key=lambda other: other.rank)) if strong else ""
    words = _template(table, card, plays, bool(strong))
    return words.format(
        name=describe_card(card), worth=worth_words(table.worth), suit=Suit(card >> 4).plural, saved=saved,
        best_later=table.best_later,
    )  # fmt: skip


def _template(table: CrescendoTable, card: Card, plays: list[Card], strong: bool) -> str:
    """The reason for playing ``card``, with slots for the card's {name}, the trick's {worth}, its {suit}, the
    strong card it {saved} and the {best_later} trick's points; ``strong``: the hand has another card likely to win."""
    view = table.view
    if chance_to_take(table, card) >= 0.5 and table.worth == 0:
        return translate(
            "CrescendoHints",
            "Play the {name}: this trick is worth nothing, and the card is of little use later.",
        )
    if chance_to_take(table, card) >= 0.5:
        if view.current_trick and is_snap(view.current_trick[0], card):
            return translate(
                "CrescendoHints",
                "Snap with the {name}: a card of the rank led beats the whole suit led, and this trick is {worth}.",
            )
        if higher_unseen(table.unseen, card) > 0 or keep_value(table, card) < 0.5 * table.worth:
            return translate("CrescendoHints", "Take this trick cheaply with the {name}: it is {worth}.")
        if table.worth >= table.best_later:
            return translate(
                "CrescendoHints",
                "Win this trick with the {name}: no later trick is worth more than this one.",
            )
        if any(other != card and higher_unseen(table.unseen, other) == 0 for other in view.hand):
            return translate(
                "CrescendoHints",
                "Win this trick with the {name}: you have strong cards to spare for the later tricks.",
            )
        return translate(
            "CrescendoHints",
            "Win this trick with the {name}: it is {worth}, close to the best a later trick offers.",
        )
    if strong and table.best_later > table.worth:
        if view.current_trick:
            return translate(
                "CrescendoHints",
                "Save your {saved}: later tricks are worth up to {best_later} points, and this one is {worth}.",
            )
        return translate(
            "CrescendoHints",
            "Lead the {name} and save your {saved}: later tricks are worth up to {best_later} points, "
            "and this one is {worth}.",
        )
    if not view.current_trick:
        return translate("CrescendoHints", "Lead the {name}: this trick is {worth}, so keep your strength for later.")
    if card >> 4 == view.current_trick[0] >> 4:
        if any(chance_to_take(table, other) > 0 for other in plays):
            return translate(
                "CrescendoHints",
                "Play low: your cards that could win this trick would probably be beaten.",
            )
        return translate("CrescendoHints", "Play low: you cannot win this trick, so keep your higher {suit}.")
    if suit_length(view, card) == 1:
        return translate("CrescendoHints", "Throw the {name}: with no {suit} left you may snap when they are led.")
    return translate("CrescendoHints", "Throw the {name}: it has little chance of taking a trick later.")


def worth_words(points: int) -> str:
    if points == 0:
        return translate("CrescendoHints", "worth nothing")
    return translate(
        "CrescendoHints",
        "worth {points} points",
    ).format(points=points) if points > 1 else translate(
        "CrescendoHints",
        "worth only 1 point",
    )
