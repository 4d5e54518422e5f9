"""Whether the rest of a deal is settled: however it is played, every seat scores the same.

A card table offers to play out the rest at once when it is ("claim the
rest").  The answer is exact: every legal continuation of cards and gives is
followed to the end of the deal, positions met again are remembered, and two
different scores end the search at once.  Partner talk is left out, since
words never change a score.  The question is only asked near the end (a cap
on the tricks left), and a search that would visit more positions than its
budget answers "not settled", so asking stays cheap.
"""

from __future__ import annotations

from collections.abc import Iterator

from .cards import cards_of
from .core import DONE, GIVE, PLAY, Core

SETTLE_TRICKS = 5  # the most tricks left for which the question is asked
SETTLE_POSITIONS = 20_000  # positions searched before giving up (the answer is then "not settled")

Points = tuple[int, ...]
Key = tuple[tuple[int, ...], tuple[int, ...], int, int, int, tuple[int, ...]]


class _Unsettled(Exception):
    """Two ways of playing on score differently (or there are too many ways to tell)."""


def settled_points(core: Core, max_tricks: int = SETTLE_TRICKS, budget: int = SETTLE_POSITIONS) -> Points | None:
    """Every seat's points if the rest of the deal cannot change them, else None.

    None as well before the cards are played (proposals, partner talk), once
    the deal is over, with more than ``max_tricks`` tricks left, or when the
    search would visit more than ``budget`` positions.
    """
    if core.phase not in (PLAY, GIVE) or core.game.tricks_per_deal - len(core.tricks) > max_tricks:
        return None
    start = core.copy()
    start.log = None
    try:
        return _Search(start, budget).points(start)
    except _Unsettled:
        return None


class _Search:
    def __init__(self, start: Core, budget: int) -> None:
        self.game = start.game
        self.first = len(start.tricks)  # the tricks before these are the same in every continuation
        self.budget = budget
        self.memo: dict[Key, Points] = {}

    def points(self, core: Core) -> Points:
        if core.phase == DONE:
            return tuple(self.game.points(core))
        # Scores follow from who took which trick (Crescendo's tricks have values by number), so
        # that and the cards still held say everything about what can happen next.
        key = (
            tuple(core.hands), tuple(core.trick), core.leader, core.to_move, core.phase,
            tuple(trick[3] for trick in core.tricks[self.first:]),
        )  # fmt: skip
        known = self.memo.get(key)
        if known is not None:
            return known
        if len(self.memo) >= self.budget:
            raise _Unsettled
        result: Points | None = None
        for after in self._next_positions(core):
            points = self.points(after)
            if result is None:
                result = points
            elif points != result:
                raise _Unsettled
        assert result is not None  # a seat to move always has a card to play or a trick to give
        self.memo[key] = result
        return result

    def _next_positions(self, core: Core) -> Iterator[Core]:
        """Each position one move on, made only when wanted (the search often stops early)."""
        if core.phase == GIVE:
            for taker in range(core.n):
                position = core.copy()
                position.give(taker)
                yield position
            return
        for card in cards_of(self.game.legal_play_mask(core, core.to_move)):
            position = core.copy()
            position.play(card)
            yield position
