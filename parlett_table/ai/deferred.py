"""The worker for computer players, started only when first needed, so the window appears without waiting for it."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

from ..engine import SeatView
from .base import Decision

if TYPE_CHECKING:
    from .analysis import ReviewedDecision
    from .par import Par
    from .worker import WorkerThinker


class DeferredThinker:
    """A ``worker.WorkerThinker`` made on first use or by ``start`` (importing multiprocessing takes a while)."""

    def __init__(
        self,
        workers: int = 1,
        threads: bool = False,
        setup: Callable[[], object] | None = None,
    ) -> None:
        """``setup`` runs in the worker process as it starts (see ``WorkerThinker``)."""
        self._settings = (workers, threads, setup)
        self._thinker: WorkerThinker | None = None
        self._closed = False

    def start(self) -> None:
        """Start the worker now (and let it load the players) if it is not running yet nor closed."""
        if self._thinker is None and not self._closed:
            from .worker import WorkerThinker

            self._thinker = WorkerThinker(*self._settings)
            self._thinker.warm_up()

    def think(
        self, level: str, view: SeatView, seed: str, sims: int | None = None, time_limit: float | None = None,
        reader: str | None = None,
    ) -> tuple[int, Future[Decision]]:  # fmt: skip
        self.start()
        if self._thinker is None:  # closed before it ever started
            from .worker import dropped

            return 0, dropped()
        return self._thinker.think(level, view, seed, sims, time_limit, reader)

    def analyse(
        self, record: dict[str, object], seat: int, sims: int, seed: str, time_limit: float | None = None
    ) -> tuple[int, Future[list[ReviewedDecision]]]:
        self.start()
        if self._thinker is None:  # closed before it ever started
            return 0, self._dropped()
        return self._thinker.analyse(record, seat, sims, seed, time_limit)

    def review_analyse(
        self, record: dict[str, object], seat: int, sims: int, seed: str, time_limit: float | None = None
    ) -> tuple[int, Future[list[ReviewedDecision]]]:
        self.start()
        if self._thinker is None:
            return 0, self._dropped()
        return self._thinker.review_analyse(record, seat, sims, seed, time_limit)

    def review_hindsight(
        self, record: dict[str, object], seat: int, action_index: int, sims: int, seed: str,
        time_limit: float | None = None,
    ) -> tuple[int, Future[tuple[float, ...]]]:
        self.start()
        if self._thinker is None:
            return 0, self._dropped()
        return self._thinker.review_hindsight(record, seat, action_index, sims, seed, time_limit)

    def cancel_reviews(self) -> None:
        if self._thinker is not None:
            self._thinker.cancel_reviews()

    def par(
        self, record: dict[str, object], seat: int, levels: Sequence[str | None], deal_number: int, sims: int
    ) -> tuple[int, Future[Par | None]]:
        self.start()
        if self._thinker is None:  # closed before it ever started
            return 0, self._dropped()
        return self._thinker.par(record, seat, levels, deal_number, sims)

    @staticmethod
    def _dropped() -> Future[Any]:
        from .worker import dropped

        return dropped()

    def is_current(self, ticket: int) -> bool:
        return self._thinker is not None and self._thinker.is_current(ticket)

    def cancel(self) -> None:
        if self._thinker is not None:
            self._thinker.cancel()

    def close(self) -> None:
        """End the worker, for good: a paint after closing must not start another."""
        self._closed = True
        if self._thinker is not None:
            self._thinker.close()
