"""Computer players for the server's empty seats and absent people, thinking in worker processes.

The event loop only waits on a future: one table's thinking never stalls another table's moves, and the
worker pool (``ai.worker.WorkerThinker``, processes that end with the server however it ends) takes the
decisions in turn.  Each decision is capped (``time_limit``, the desktop table's 0.25 s); a decision that
fails or never comes (a worker killed) falls back on the first legal action, so a table never stalls.
"""

from __future__ import annotations

import asyncio
import random
import secrets

from ..ai import make_player
from ..ai.worker import WorkerThinker
from ..engine import Action, SeatView

THINK_SECONDS = 0.25
GIVE_UP_SECONDS = 30.0  # a decision not back by then (the worker died, the machine is swamped) is made at once


class Thinkers:
    """Decisions for computer seats: ``workers`` processes, or (0) a thread of this process, for tests."""

    def __init__(self, workers: int = 1, time_limit: float = THINK_SECONDS) -> None:
        self.time_limit = time_limit
        self._pool = WorkerThinker(workers) if workers > 0 else None
        if self._pool is not None:
            self._pool.warm_up()

    async def decide(self, level: str, view: SeatView) -> Action:
        """The action a computer player of ``level`` takes in ``view``."""
        seed = secrets.token_hex(8)
        try:
            if self._pool is None:
                return await asyncio.to_thread(self._decide_here, level, view, seed)
            _, future = self._pool.think(level, view, seed, None, self.time_limit)
            decision = await asyncio.wait_for(asyncio.wrap_future(future), GIVE_UP_SECONDS)
            return decision.action
        except (Exception, asyncio.TimeoutError):
            return view.legal_actions[0]

    def _decide_here(self, level: str, view: SeatView, seed: str) -> Action:
        player = make_player(level, None, self.time_limit)
        return player.decide(view, random.Random(seed)).action

    def close(self) -> None:
        if self._pool is not None:
            self._pool.close()
