"""Deals consistent with everything a seat has seen: the worlds an expert searches.

Each unseen card goes to a seat that may hold it (not a suit it failed to
follow, not beyond its hand size); cards it was seen to hold stay with it.
The most constrained cards are placed first, and a dead end starts again.
"""

from __future__ import annotations

import random

from ..engine import SeatView, Simulator
from ..engine.cards import iter_bits
from ..engine.inference import HiddenCards, hidden_cards

RETRIES = 30


def sample_world(view: SeatView, rng: random.Random, hidden: HiddenCards | None = None) -> Simulator:
    """A simulator of one deal that the seat cannot tell from the real one."""
    hidden = hidden or hidden_cards(view)
    hands = _deal_hidden(view, hidden, rng)
    undealt = hands.pop()
    hands[view.seat] = 0
    for card in view.hand:
        hands[view.seat] |= 1 << card
    return Simulator.from_view(view, hands, undealt, rng)


def sample_hands(view: SeatView, rng: random.Random) -> tuple[list[int], int]:
    """Each seat's hand now (as masks; the viewer's own as in the view) and the undealt cards, in a world the
    seat cannot tell from the real one: what a table with friends shows is drawn from such a world."""
    hands = _deal_hidden(view, hidden_cards(view), rng)
    undealt = hands.pop()
    hands[view.seat] = 0
    for card in view.hand:
        hands[view.seat] |= 1 << card
    return hands, undealt


def _deal_hidden(view: SeatView, hidden: HiddenCards, rng: random.Random) -> list[int]:
    """Masks for each seat and, last, the undealt pile."""
    n = view.players
    known = list(hidden.known) + [0]
    room = [hidden.sizes[seat] - known[seat].bit_count() for seat in range(n)] + [hidden.undealt]
    excluded = list(hidden.excluded) + [0]
    cards = list(iter_bits(hidden.movable))
    for attempt in range(RETRIES + 1):
        strict = attempt < RETRIES  # at the very end, drop the voids rather than fail
        rng.shuffle(cards)
        eligible = {
            card: [s for s in range(n + 1) if room[s] and not (strict and excluded[s] >> card & 1)] for card in cards
        }
        order = sorted(cards, key=lambda card: len(eligible[card]))
        left = room[:]
        hands = known[:]
        for card in order:
            seats = [s for s in eligible[card] if left[s]]
            if not seats:
                break
            total = sum(left[s] for s in seats)
            pick = rng.random() * total
            for seat in seats:
                pick -= left[seat]
                if pick < 0:
                    break
            hands[seat] |= 1 << card
            left[seat] -= 1
        else:
            return hands
    raise AssertionError("unreachable: the last attempt ignores every void")
