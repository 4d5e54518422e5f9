"""Thinking off the window's thread: computer players' decisions in a worker process.

The controller asks for a decision and gets a ``Future``; when a new deal
starts or a move is undone it calls ``cancel``, and any answer still on its
way is marked stale, so the controller drops it.  A process rather than a
thread, so that search never competes with the window for the interpreter.

After a deal the controller may ask for the coach's analysis (``analyse``),
which takes a few seconds: between two decisions the worker checks whether it
has been cancelled (a count of cancellations shared with the window's
process) and stops, so the next deal's players wait at most for the decision
in hand (a quarter of a second at the table).

The worker ends when the window's process ends, however it ends (a crash or
SIGKILL included): it watches its parent from a thread.  That also ends
multiprocessing's resource tracker, which exits once every process holding its
pipe (the window and the worker) has gone, and then removes the pool's
semaphores, which would otherwise be left behind in /dev/shm.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import signal
import threading
from collections.abc import Callable, Sequence
from concurrent.futures import BrokenExecutor, Executor, Future, ProcessPoolExecutor, ThreadPoolExecutor
from multiprocessing import connection
from typing import TYPE_CHECKING, Any

from ..engine import SeatView
from . import make_player
from .base import Decision
from .readers import with_memory

if TYPE_CHECKING:
    from .analysis import ReviewedDecision
    from .par import Par

# The window's count of cancellations, shared with the worker (set by ``start_worker``): an analysis
# asked at one count stops between decisions once the count has moved on.
_cancellations: Any = None
# The same for Review's errands (``cancel_reviews``), which the table's own cancelling leaves alone.
_review_cancellations: Any = None


def decide(
    level: str, view: SeatView, seed: str, sims: int | None, time_limit: float | None, reader: str | None = None
) -> Decision:
    """One decision, as run in the worker (a plain function, so it pickles); ``reader`` names whose reading of the
    others it goes on with (``readers.py``: a seat of a match), None for a reading of this deal alone."""
    player = with_memory(make_player(level, sims), reader)
    if time_limit is not None and hasattr(player, "time_limit"):
        player.time_limit = time_limit
    return player.decide(view, random.Random(seed))


def analyse(
    record: dict[str, object], seat: int, sims: int, seed: str, time_limit: float | None, asked_at: int
) -> list[ReviewedDecision]:
    """The coach's analysis of a finished deal for ``seat``, as run in the worker; cut short once cancelled."""
    return _analyse(record, seat, sims, seed, time_limit, moved_on(_cancellations, asked_at))


def _analyse(
    record: dict[str, object], seat: int, sims: int, seed: str, time_limit: float | None, stop: Callable[[], bool]
) -> list[ReviewedDecision]:
    from ..engine import deal_from_record
    from .analysis import analyse_deal

    return analyse_deal(deal_from_record(record), seat, sims, seed, time_limit, stop)


def moved_on(shared: Any, asked_at: int) -> Callable[[], bool]:
    """Whether a count of cancellations (the table's or Review's) has moved on since it was ``asked_at``."""
    return lambda: shared is not None and shared.value != asked_at


def review_analyse(
    record: dict[str, object], seat: int, sims: int, seed: str, time_limit: float | None, asked_at: int
) -> list[ReviewedDecision]:
    """Review's analysis of a deal for ``seat``, as run in the worker; cut short once Review's errands are
    cancelled."""
    return _analyse(record, seat, sims, seed, time_limit, moved_on(_review_cancellations, asked_at))


def review_hindsight(
    record: dict[str, object], seat: int, action_index: int, sims: int, seed: str, time_limit: float | None
) -> tuple[float, ...]:
    """Each choice's points at one decision of a finished deal, every hand known, as run in the worker."""
    from ..engine import deal_from_record
    from .hindsight import hindsight_at

    return hindsight_at(deal_from_record(record), seat, action_index, sims, seed, time_limit)


def par_of(
    record: dict[str, object], seat: int, levels: Sequence[str | None], deal_number: int, sims: int, asked_at: int
) -> Par | None:
    """The expert's par in ``seat`` of a finished deal, as run in the worker; None once cancelled."""
    from ..engine import deal_from_record
    from .par import par

    return par(deal_from_record(record), seat, levels, deal_number, sims, moved_on(_cancellations, asked_at))


def ready() -> bool:
    """A task that only proves the worker has started (and imported the players)."""
    return True


def start_worker(
    cancellations: Any, setup: Callable[[], object] | None = None, watch: bool = True, reviews: Any = None
) -> None:
    """The worker's initializer: keep the shared counts of cancellations (the table's, Review's), end with the
    window (``watch_parent``), then run ``setup`` (the window's language, for the reasons it words)."""
    global _cancellations, _review_cancellations
    _cancellations, _review_cancellations = cancellations, reviews
    if watch:
        watch_parent()
    if setup is not None:
        setup()


def watch_parent() -> None:
    """The worker's initializer: end the worker as soon as the window's process has ended.

    A spawned child's ``parent_process().sentinel`` is the read end of a pipe whose write end only the
    parent holds (on Windows, a handle to the parent process): it becomes ready when the parent ends,
    even by SIGKILL, which no handler in the parent could report.
    """
    # Ctrl+C in a terminal reaches the whole process group: the window decides what it means.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    parent = multiprocessing.parent_process()
    if parent is not None:
        threading.Thread(target=_end_with, args=(parent.sentinel,), name="watch-parent", daemon=True).start()


def _end_with(sentinel: int) -> None:
    connection.wait([sentinel])
    os._exit(0)  # at once: nothing here is worth finishing for a window that has gone


def dropped() -> Future[Any]:
    """The answer to a question asked too late (the table is closing): cancelled, so it is never used."""
    future: Future[Any] = Future()
    future.cancel()
    return future


class WorkerThinker:
    """A pool of worker processes for computer players, with stale answers told apart."""

    def __init__(self, workers: int = 1, threads: bool = False, setup: Callable[[], object] | None = None) -> None:
        """``threads`` runs the players in a thread instead (only to measure why a process is better);
        ``setup`` (picklable) runs first in each worker process: it installs the player's language there."""
        self._settings = (workers, threads)
        self._setup = setup
        context = multiprocessing.get_context("spawn")
        self._cancellations = context.Value("q", 0, lock=False)  # one writer: this process
        self._reviews = context.Value("q", 0, lock=False)  # Review's errands' count, the same way
        self._pool = self._new_pool()
        self._generation = 0
        self._pending: list[Future[Any]] = []
        self._errands: list[Future[Any]] = []  # Review's, which only ``cancel_reviews`` cancels
        self._closed = False

    def think(
        self,
        level: str,
        view: SeatView,
        seed: str,
        sims: int | None = None,
        time_limit: float | None = None,
        reader: str | None = None,
    ) -> tuple[int, Future[Decision]]:
        """(ticket, future): compare the ticket with ``is_current`` when the answer arrives.

        If the worker process has died, a new one is started for this question (the readings kept in the old one
        are gone with it).  Once closed, the question is dropped: its future comes back cancelled.
        """
        return self._submit(decide, level, view, seed, sims, time_limit, reader)

    def analyse(
        self, record: dict[str, object], seat: int, sims: int, seed: str, time_limit: float | None = None
    ) -> tuple[int, Future[list[ReviewedDecision]]]:
        """(ticket, future) of the coach's analysis of a finished deal (a deal record) for ``seat``.

        ``cancel`` stops it between two decisions; ``time_limit`` caps each decision's search, in seconds.
        """
        return self._submit(analyse, record, seat, sims, seed, time_limit, self._generation)

    def par(
        self, record: dict[str, object], seat: int, levels: Sequence[str | None], deal_number: int, sims: int
    ) -> tuple[int, Future[Par | None]]:
        """(ticket, future) of the expert's par in ``seat`` of a finished deal (``par.py``); ``cancel`` stops it."""
        return self._submit(par_of, record, seat, levels, deal_number, sims, self._generation)

    def review_analyse(
        self, record: dict[str, object], seat: int, sims: int, seed: str, time_limit: float | None = None
    ) -> tuple[int, Future[list[ReviewedDecision]]]:
        """(ticket, future) of Review's analysis of a deal for ``seat``: stopped by ``cancel_reviews`` (between two
        decisions), never by the table's ``cancel``."""
        return self._errand(review_analyse, record, seat, sims, seed, time_limit, self._reviews.value)

    def review_hindsight(
        self, record: dict[str, object], seat: int, action_index: int, sims: int, seed: str,
        time_limit: float | None = None,
    ) -> tuple[int, Future[tuple[float, ...]]]:
        """(ticket, future) of each choice's points at one decision of the deal, every hand known."""
        return self._errand(review_hindsight, record, seat, action_index, sims, seed, time_limit)

    def cancel_reviews(self) -> None:
        """Forget Review's errands: queued ones are dropped, an analysis under way stops at its next decision."""
        self._reviews.value += 1
        for future in self._errands:
            future.cancel()
        self._errands = []

    def _errand(self, task: Callable[..., Any], *args: Any) -> tuple[int, Future[Any]]:
        _, future = self._submit(task, *args, pending=False)
        self._errands = [f for f in self._errands if not f.done()] + [future]
        return int(self._reviews.value), future

    def _submit(self, task: Callable[..., Any], *args: Any, pending: bool = True) -> tuple[int, Future[Any]]:
        if self._closed:
            return self._generation, dropped()
        try:
            future = self._pool.submit(task, *args)
        except BrokenExecutor:
            self._pool = self._new_pool()
            future = self._pool.submit(task, *args)
        if pending:  # the table's: its ``cancel`` drops it
            self._pending = [f for f in self._pending if not f.done()] + [future]
        return self._generation, future

    def _new_pool(self) -> Executor:
        workers, threads = self._settings
        if threads:
            return ThreadPoolExecutor(
                max_workers=workers, initializer=start_worker,
                initargs=(self._cancellations, None, False, self._reviews),
            )
        return ProcessPoolExecutor(
            max_workers=workers,
            mp_context=multiprocessing.get_context("spawn"),
            initializer=start_worker,
            initargs=(self._cancellations, self._setup, True, self._reviews),
        )

    def warm_up(self) -> None:
        """Start the worker now, so the first computer turn does not wait for it to start."""
        self._pool.submit(ready)

    def is_current(self, ticket: int) -> bool:
        return ticket == self._generation

    def cancel(self) -> None:
        """Forget every question asked so far: queued ones are dropped, running ones become stale."""
        self._generation += 1
        self._cancellations.value = self._generation  # an analysis under way stops at its next decision
        for future in self._pending:
            future.cancel()
        self._pending = []

    def close(self) -> None:
        """Stop thinking and end the worker at once: it holds nothing worth waiting for."""
        self._closed = True
        self.cancel()
        # A worker still starting up can deadlock the pool's shutdown at interpreter exit (seen with
        # CPython 3.11 when the window closed within a second of opening), so end the processes first.
        processes = getattr(self._pool, "_processes", None) or {}  # None for threads; a private map for processes
        for process in list(processes.values()):
            process.kill()
        for process in list(processes.values()):
            process.join(1.0)  # reaped, so no zombie is left behind (and its memory is counted)
        self._pool.shutdown(wait=False, cancel_futures=True)
