"""The order of the player's hand on the table: trump first, then suits alternating in colour."""

from __future__ import annotations

from ...engine import Card, Game, Suit
from ...engine.cards import SUIT_MASKS


def suit_order(trump: int) -> list[int]:
    """Suits left to right: ``trump`` first, then alternating colours (♠ ♥ ♣ ♦ when there is no trump, -1)."""
    start = trump if trump >= 0 else int(Suit.S)
    order = [start]
    remaining = [s for s in (0, 1, 3, 2) if s != start]
    while remaining:
        want_red = not Suit(order[-1]).is_red
        pick = next((s for s in remaining if Suit(s).is_red == want_red), remaining[0])
        order.append(pick)
        remaining.remove(pick)
    return order


def hand_sort_key(card: Card, rules: Game | None, trump: int, high_first: bool) -> tuple[int, int]:
    """Where ``card`` goes in the hand: by suit in ``suit_order``, then by rank (highest first if ``high_first``)."""
    order = suit_order(trump)
    suit = card.suit
    if suit is None:  # a joker
        # Where a joker belongs is the engine's to say: with the suit it follows, lowest; else at the end.
        follows = rules.follow_set(trump, int(card)) if rules is not None else 0
        followed = next((s for s in range(4) if follows & SUIT_MASKS[s]), None)
        if followed is not None:
            return (order.index(followed), 99 if high_first else -99)
        return (9, int(card))
    rank = card.rank if not high_first else -card.rank
    return (order.index(int(suit)), rank)
