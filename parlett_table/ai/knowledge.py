"""Plain facts a player reads off its view: legal cards, who is winning, suits and ranks.

Rules are asked of the engine (``view.game``), never restated here.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..engine import Card, Play, SeatView, Suit
from ..engine.inference import HiddenCards, hidden_cards


def legal_cards(view: SeatView) -> list[Card]:
    """The cards the seat may play now, lowest index first."""
    return [action.card for action in view.legal_actions if isinstance(action, Play)]


def trump_index(view: SeatView) -> int:
    return -1 if view.trump is None else int(view.trump)


def winner_with(view: SeatView, card: Card) -> tuple[int, bool]:
    """(seat winning the trick so far, whether it decides the taker) if ``card`` is played now."""
    trick = [*view.current_trick, card]
    return view.game.trick_winner(trick, view.leader, trump_index(view))


def winning_so_far(view: SeatView) -> int | None:
    """The seat winning the trick in progress, or None before the lead."""
    if not view.current_trick:
        return None
    return view.game.trick_winner(list(view.current_trick), view.leader, trump_index(view))[0]


def seats_to_play(view: SeatView) -> list[int]:
    """The seats still to play to this trick after the viewer, in order."""
    n = view.players
    played = len(view.current_trick)
    return [(view.leader + k) % n for k in range(played + 1, n)]


def in_suit(cards: Iterable[Card], suit: Suit | int) -> list[Card]:
    return [card for card in cards if not card.is_joker and card >> 4 == suit]


def highest(cards: Iterable[Card]) -> Card:
    """The highest by rank (jokers lowest)."""
    return max(cards, key=lambda card: card.rank)


def lowest(cards: Iterable[Card]) -> Card:
    return min(cards, key=lambda card: card.rank)


def tricks_left(view: SeatView) -> int:
    return view.game.tricks_per_deal - len(view.tricks)


def hidden(view: SeatView) -> HiddenCards:
    return hidden_cards(view)
