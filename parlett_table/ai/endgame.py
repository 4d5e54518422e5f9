"""The last tricks of one world, solved exactly: the expert's endgame.

In a sampled world every hand is known, so the end of the deal can be
searched to the last card instead of played out by habit.  Every seat plays
its best for itself (each maximises its own ``utility``; partners cooperate
only as far as their scores make them), which is how the standard players
count out the end too.  It works on the simulator's core in place, undoing
each move, and remembers positions met again at the start of a trick.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..engine import Action, Give, Phase, Play, Simulator
from ..engine.cards import JK

Utility = Callable[[Sequence[int], int], float]  # (points, seat) -> what the seat plays for
Values = tuple[float, ...]  # by seat
# Module-level names for the phases the search compares against, millions of times: a global
# lookup is several times faster than ``Phase.PLAY``.  They are the same ``Phase`` members.
DONE, GIVE, PLAY = Phase.DONE, Phase.GIVE, Phase.PLAY
GIVE_TO = 100  # a move of GIVE_TO + seat gives the trick to that seat; lower moves are cards
Undo = tuple[int, Phase, int, list[int], int, int, int]  # what a move changed: seat, phase, leader, trick, ...


class TooBig(Exception):
    """The end has more positions than the search may visit."""


class Endgame:
    """Best play to the end of one world's deal, for every seat at once (max-n)."""

    def __init__(self, sim: Simulator, utility: Utility, limit: int) -> None:
        self.core = sim.core
        self.game = sim.game
        self.n = self.core.n
        self.utility = utility
        self.limit = limit  # positions the search may visit before giving up
        self.nodes = 0
        self.memo: dict[tuple[object, ...], Values] = {}
        # In Crescendo a card's rank matters beyond its suit (a snap matches the rank led), so only
        # cards following the suit led are interchangeable with their neighbours; and each trick is
        # worth its own value, so which tricks a seat took matters, not just how many.
        self.rank_matters = self.by_trick_values = self.game.id == "crescendo"

    def action_values(self, actions: Sequence[Action]) -> list[Values]:
        """Each seat's utility after each of ``actions`` (to move now), with best play after it."""
        out = []
        for action in actions:
            if isinstance(action, Give):
                move = GIVE_TO + action.to
            elif isinstance(action, Play):
                move = int(action.card)
            else:
                raise ValueError(f"the endgame plays cards and gives tricks, not {action}")
            undo = self._do(move)
            out.append(self.solve())
            self._undo(undo)
        return out

    def solve(self) -> Values:
        """Each seat's utility with best play from the core's position."""
        core = self.core
        if core.phase == DONE:
            points = self.game.points(core)
            return tuple(self.utility(points, seat) for seat in range(self.n))
        key: tuple[object, ...] | None = None
        if not core.trick and core.phase == PLAY:
            first = core.tricks[0][3] if core.tricks else -1
            taken = tuple(self.game.points(core)) if self.by_trick_values else tuple(core.won)
            key = (tuple(core.hands), core.leader, taken, first, len(core.tricks))
            found = self.memo.get(key)
            if found is not None:
                return found
        self.nodes += 1
        if self.nodes > self.limit:
            raise TooBig
        seat = core.to_move
        best: Values | None = None
        for move in self._choices(seat):
            undo = self._do(move)
            result = self.solve()
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
            return [GIVE_TO + taker for taker in range(self.n)]
        mask = self.game.legal_play_mask(core, seat)
        trick = core.trick
        led_suit = trick[0] >> 4 if trick and trick[0] < JK else -1
        live = core.played ^ self.game.pack_mask  # cards still in some hand (or undealt)
        for card in trick:
            live |= 1 << card
        out: list[int] = []
        previous = -1
        while mask:
            low = mask & -mask
            card = low.bit_length() - 1
            mask ^= low
            touching = (
                previous >= 0
                and card < JK
                and previous >> 4 == card >> 4
                and not live & ((1 << card) - (2 << previous)) & ~core.hands[seat]
                and (not self.rank_matters or card >> 4 == led_suit)
            )
            if touching:  # no card still in play lies between them: as good as the one tried
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
