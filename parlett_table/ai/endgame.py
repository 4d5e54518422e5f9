"""The last tricks solved exactly: the one endgame solver, for the expert and the standard player.

When every hand is known the end of the deal can be searched to the last card
instead of played out by habit.  Every seat plays its best for itself (each
maximises its own ``utility``; partners cooperate only as far as their scores
make them).  The solver works on a simulator's core in place, undoing each
move, and remembers positions met again.

The expert solves each world it samples (``Endgame`` directly, one per world).
The standard player, which may know only its view, counts out the end over
every way the unseen cards may lie (``average_values``): the worlds are built
here from its view and the lies it lists, so it never handles a simulator.
The two count the positions they may search differently, and each keeps its
way: the expert allows each world a budget and remembers positions at the
start of a trick; the count-out shares one small budget among all the lies and
remembers every position, within tricks too.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from ..engine import Action, Core, Game, Give, Phase, Play, SeatView, Simulator
from .equivalence import interchangeable

Utility = Callable[[Sequence[int], int], float]  # (points, seat) -> what the seat plays for
Values = tuple[float, ...]  # by seat
# Module-level names for the phases the search compares against, millions of times: a global
# lookup is several times faster than ``Phase.PLAY``.  They are the same ``Phase`` members.
DONE, GIVE, PLAY = Phase.DONE, Phase.GIVE, Phase.PLAY
GIVE_TO = 100  # a move of GIVE_TO + seat gives the trick to that seat; lower moves are cards
Undo = tuple[int, Phase, int, list[int], int, int, int]  # what a move changed: seat, phase, leader, trick, ...


class TooBig(Exception):
    """The end has more positions than the search may visit."""


class OutOfTime(Exception):
    """The search's deadline passed before the end was solved."""


class Endgame:
    """Best play to the end of a deal, for every seat at once (max-n), in one world after another.

    ``limit`` is the number of positions the search may visit, counted over every
    world it is given; past it, ``TooBig``.  With ``within_tricks`` it remembers
    every position, not only those at the start of a trick.
    """

    core: Core  # the world being searched, in place (set by ``action_values`` and ``solve``)

    def __init__(
        self, game: Game, utility: Utility, limit: int, within_tricks: bool = False, deadline: float | None = None
    ) -> None:
        self.game = game
        self.deadline = deadline  # ``time.perf_counter`` past which the search stops (``OutOfTime``), if any
        self.utility = utility
        self.limit = limit
        self.within_tricks = within_tricks
        self.nodes = 0
        self.memo: dict[tuple[object, ...], Values] = {}
        # Where each trick is worth its own value as it is taken (Crescendo), which tricks a seat took matters, not
        # just how many: the points so far stand for them.
        self.by_trick_values = game.trick_points(1) is not None

    def action_values(self, world: Simulator, actions: Sequence[Action]) -> list[Values]:
        """Each seat's utility after each of ``actions`` (to move now in ``world``), with best play after it.

        The world is searched in place and left as it was found.
        """
        self.core = world.core
        out = []
        for action in actions:
            if isinstance(action, Give):
                move = GIVE_TO + action.to
            elif isinstance(action, Play):
                move = int(action.card)
            else:
                raise ValueError(f"the endgame plays cards and gives tricks, not {action}")
            undo = self._do(move)
            out.append(self._solve())
            self._undo(undo)
        return out

    def solve(self, world: Simulator) -> Values:
        """Each seat's utility with best play from ``world``'s position."""
        self.core = world.core
        return self._solve()

    def _solve(self) -> Values:
        core = self.core
        if core.phase == DONE:
            points = self.game.points(core)
            return tuple(self.utility(points, seat) for seat in range(core.n))
        key: tuple[object, ...] | None = None
        if core.phase == PLAY and (not core.trick or self.within_tricks):
            first = core.tricks[0][3] if core.tricks else -1
            taken = tuple(self.game.points(core)) if self.by_trick_values else tuple(core.won)
            key = (tuple(core.hands), tuple(core.trick), core.leader, taken, first, len(core.tricks))
            found = self.memo.get(key)
            if found is not None:
                return found
        self.nodes += 1
        if self.nodes > self.limit:
            raise TooBig
        if self.deadline is not None and not self.nodes & 255 and time.perf_counter() > self.deadline:
            raise OutOfTime
        seat = core.to_move
        best: Values | None = None
        for move in self._choices(seat):
            undo = self._do(move)
            result = self._solve()
            self._undo(undo)
            if best is None or result[seat] > best[seat] + 1e-9:
                best = result
        assert best is not None
        if key is not None:
            self.memo[key] = best
        return best

    def _choices(self, seat: int) -> list[int]:
        """The moves worth trying: cards, or ``GIVE_TO + taker``."""
        core = self.core
        if core.phase == GIVE:
            return [GIVE_TO + taker for taker in range(core.n)]
        game = self.game
        mask = game.legal_play_mask(core, seat)
        live = core.played ^ game.pack_mask  # cards still in some hand (or undealt)
        for card in core.trick:
            live |= 1 << card
        elsewhere = live & ~core.hands[seat]
        by_order = game.ranks_by_order
        out: list[int] = []
        previous = -1
        while mask:
            low = mask & -mask
            card = low.bit_length() - 1
            mask ^= low
            if previous >= 0 and interchangeable(previous, card, elsewhere, by_order):  # as good as the one tried
                previous = card
                continue
            previous = card
            out.append(card)
        return out

    def _do(self, move: int) -> Undo:
        core = self.core
        seat = core.to_move
        undo = (seat, core.phase, core.leader, core.trick[:], len(core.tricks), core.played, core.hands[seat])
        if move >= GIVE_TO:
            core.give(move - GIVE_TO)
        else:
            core.play(move)
        return undo

    def _undo(self, undo: Undo) -> None:
        core = self.core
        seat, phase, leader, trick, tricks, played, hand = undo
        if len(core.tricks) > tricks:
            raw = core.tricks.pop()
            core.won[raw[3]] -= 1
        core.to_move = seat
        core.phase = phase
        core.leader = leader
        core.trick = trick
        core.played = played
        core.hands[seat] = hand


def average_values(
    view: SeatView, lies: Sequence[Sequence[int]], actions: Sequence[Action], utility: Utility, limit: int
) -> list[float]:
    """The viewer's utility after each of ``actions``, averaged over ``lies``, with best play by everyone after it.

    Each lie gives every seat's hand as a mask (the viewer's own as in the view), as the
    viewer supposes the unseen cards may lie.  One search serves all the lies, so positions
    met again in another lie are remembered, and ``limit`` counts the positions of all of
    them together; past it, ``TooBig``.
    """
    search = Endgame(view.game, utility, limit, within_tricks=True)
    totals = [0.0] * len(actions)
    for hands in lies:
        values = search.action_values(Simulator.from_view(view, hands), actions)
        for k, value in enumerate(values):
            totals[k] += value[view.seat]
    return [total / len(lies) for total in totals]
