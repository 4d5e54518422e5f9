"""Counting out the end of a three-player trump game: every way the unseen cards may lie, played to the last card.

Shared by the Hoodwink and Hamlet players.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ...engine import Card
from ...engine.cards import JK as JOKER
from ...engine.cards import iter_bits
from ...engine.inference import hidden_cards
from ..knowledge import legal_cards, tricks_left
from .tricks import Table, utility

ENDGAME_TRICKS = 3  # with this many tricks left, count out every way the unseen cards may lie
ENDGAME_NODES = 700  # unless that takes more positions than this

FinalScores = Callable[[tuple[int, ...], int, int], Sequence[float]]  # (counts, first taker, last taker) -> points
Hands = tuple[int, int, int]  # masks


class SearchTooBig(Exception):
    """The end has more lines than a quick count can cover."""


@dataclass
class Endgame:
    """The last tricks of one lie of the cards, played out by players who see them all and play for themselves."""

    table: Table
    final_scores: FinalScores
    nodes: int = 0
    memo: dict[tuple[Hands, tuple[int, ...], int, tuple[int, ...], int], tuple[float, ...]] = field(
        default_factory=dict
    )

    def line(
        self, hands: Hands, trick: tuple[int, ...], leader: int, won: tuple[int, ...], first: int
    ) -> tuple[float, ...]:
        """Each seat's utility when everyone plays their best from here."""
        key = (hands, trick, leader, won, first)
        found = self.memo.get(key)
        if found is not None:
            return found
        self.nodes += 1
        if self.nodes > ENDGAME_NODES:
            raise SearchTooBig
        seat = (leader + len(trick)) % 3
        options = hands[seat]
        if trick:
            options = options & self.table.view.rules.follow_set(self.table.trump, trick[0]) or options
        # Cards of one suit with no card still in play between them are as good as each other: try one.
        live = hands[0] | hands[1] | hands[2] | sum(1 << card for card in trick)
        best: tuple[float, ...] | None = None
        previous = -1
        for card in iter_bits(options):
            touching = previous >= 0 and card < JOKER and previous >> 4 == card >> 4
            if touching and not live & ((1 << card) - (2 << previous)):
                previous = card
                continue
            previous = card
            result = self.after(hands, trick, leader, won, first, seat, card)
            if best is None or result[seat] > best[seat] + 1e-9:
                best = result
        assert best is not None
        self.memo[key] = best
        return best

    def after(
        self, hands: Hands, trick: tuple[int, ...], leader: int, won: tuple[int, ...], first: int, seat: int, card: int
    ) -> tuple[float, ...]:
        """Each seat's utility after ``seat`` plays ``card``."""
        left = list(hands)
        left[seat] &= ~(1 << card)
        rest: Hands = (left[0], left[1], left[2])
        cards = (*trick, card)
        if len(cards) < 3:
            return self.line(rest, cards, leader, won, first)
        winner = self.table.view.rules.trick_winner(cards, leader, self.table.trump)[0]
        won = tuple(count + (s == winner) for s, count in enumerate(won))
        first = winner if first < 0 else first
        if not rest[winner]:
            points = self.final_scores(won, first, winner)
            return tuple(utility(points, s) for s in range(3))
        return self.line(rest, (), winner, won, first)


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


def endgame_values(table: Table, final_scores: FinalScores) -> dict[Card, float] | None:
    """Near the end, each legal card's average utility over every possible lie of the unseen cards.

    None when too many tricks are left (or too many possibilities) to count them out quickly.
    """
    view = table.view
    # Leading to three tricks has too many lines; once the trick is led, three are few enough.
    if tricks_left(view) > ENDGAME_TRICKS + (1 if view.current_trick else 0):
        return None
    worlds = possible_hands(table)
    if not worlds:
        return None
    search = Endgame(table, final_scores)
    first = view.tricks[0].taker if view.tricks else -1
    trick = tuple(int(card) for card in view.current_trick)
    totals = dict.fromkeys(legal_cards(view), 0.0)
    try:
        for hands in worlds:
            for card in totals:
                result = search.after(hands, trick, view.leader, view.tricks_won, first, view.seat, card)
                totals[card] += result[view.seat]
    except SearchTooBig:
        return None
    return {card: total / len(worlds) for card, total in totals.items()}
