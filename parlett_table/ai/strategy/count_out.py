"""Counting out the end of a three-player trump game: every way the unseen cards may lie, played to the last card.

Shared by the Hoodwink and Hamlet players.  This module lists the lies the view allows;
the endgame solver (``ai/endgame.py``, the expert's too) plays each out.
"""

from __future__ import annotations

import itertools

from ...engine import Card, Play
from ...engine.inference import hidden_cards
from ..endgame import TooBig, average_values
from ..knowledge import legal_cards, tricks_left
from .tricks import Table, utility

ENDGAME_TRICKS = 3  # with this many tricks left, count out every way the unseen cards may lie
ENDGAME_NODES = 700  # unless that takes more positions than this, over all the lies together

Hands = tuple[int, int, int]  # masks


def possible_hands(table: Table) -> list[Hands]:
    """Every way the unseen cards may lie in the other hands, as far as this seat can tell."""
    view = table.view
    hidden = hidden_cards(view)
    a, b = [seat for seat in range(3) if seat != view.seat]
    free = [card for card in table.unseen if not (hidden.known[a] | hidden.known[b]) >> card & 1]
    room = hidden.sizes[a] - hidden.known[a].bit_count()
    everything = sum(1 << card for card in free)
    worlds = []
    for picked in itertools.combinations(free, room):
        mask = sum(1 << card for card in picked)
        if mask & hidden.excluded[a] or (everything & ~mask) & hidden.excluded[b]:
            continue
        hands = [0, 0, 0]
        hands[view.seat] = sum(1 << card for card in view.hand)
        hands[a] = mask | hidden.known[a]
        hands[b] = (everything & ~mask) | hidden.known[b]
        worlds.append((hands[0], hands[1], hands[2]))
    return worlds


def endgame_values(table: Table) -> dict[Card, float] | None:
    """Near the end, each legal card's average utility over every possible lie of the unseen cards.

    None when too many tricks are left (or too many possibilities) to count them out quickly.
    """
    view = table.view
    # Leading to three tricks has too many lines; once the trick is led, three are few enough.
    if tricks_left(view) > ENDGAME_TRICKS + (1 if view.current_trick else 0):
        return None
    lies = possible_hands(table)
    if not lies:
        return None
    cards = legal_cards(view)
    try:
        values = average_values(view, lies, [Play(view.seat, card) for card in cards], utility, ENDGAME_NODES)
    except TooBig:
        return None
    return dict(zip(cards, values, strict=True))
