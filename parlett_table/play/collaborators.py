"""What the controller works through, besides the engine: computer players' decisions (the ``Thinker`` it is
handed, ``InlineThinker`` for tests and tools, and the quick decision made here when the worker fails), the
suggestions it passes on (``Advice``), and the ``MatchKeeper`` that keeps the save and the history.

The program's own implementations live elsewhere (``ai/worker.py``, ``storage/keeper.py``); ``ui/app.py`` hands
them to the controller.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from concurrent.futures import Future
from typing import TYPE_CHECKING, Protocol

from ..ai import make_player
from ..ai.base import Decision
from ..engine import Action, Match, Seat, SeatView
from ..kept.daily_rows import DailyBook
from ..kept.history_rows import DealVerdict, StatisticsQuery

if TYPE_CHECKING:
    from ..ai.analysis import ReviewedDecision
    from ..ai.par import Par

# When the worker fails (it died, or was killed), the decision is made on the window's thread by a
# player of the seat's level, so it must be quick: an expert searches a small budget there (measured
# over 760 decisions of the four games: 4 ms on average, 36 ms at worst), its search cut at FALLBACK_SECONDS.
FALLBACK_SIMS = 60
FALLBACK_SECONDS = 0.1


class MatchKeeper(Protocol):
    """Keeps the match in progress (the save) and the finished deals and matches (the history).

    Every step raises ``StorageError`` when it fails; ``storage.keeper.Keeper`` is the program's.  Finished
    deals the history could not take wait (``pending``) until ``retry`` gives them to it.
    """

    keeps_save: bool  # False at a table with friends: the save keeps the player's own match, not the server's

    @property
    def pending(self) -> bool: ...

    def retry(self) -> bool:
        """Try again what the history could not take; whether anything still waits.  Never raises."""
        ...

    def begin(self, match: Match, seats: Sequence[Seat], practice: bool) -> None: ...
    def resume(self, match: Match, seats: Sequence[Seat], practice: bool) -> None: ...
    def moved(self, match: Match, seats: Sequence[Seat], practice: bool) -> None: ...
    def deal_finished(self, match: Match, seats: Sequence[Seat], practice: bool, hints: int) -> None: ...
    def match_finished(self, match: Match) -> None: ...
    def coach_verdict(self, number: int, verdict: DealVerdict) -> None: ...
    def close(self) -> None: ...
    def statistics(self) -> StatisticsQuery: ...
    def daily(self) -> DailyBook: ...


class RemoteTable(Protocol):
    """A table kept elsewhere, by the table server (``play/friends/table.py``): the player's actions go to it, and
    it hands the controller each move of the table (``TableController.remote_moved``) as the controller is ready."""

    def send(self, action: Action) -> bool: ...

    def go_on(self) -> None:
        """The player moves on from a deal's result: the next deal, dealt already, may be shown."""
        ...

    def close(self) -> None: ...


class Advice(Protocol):
    """A suggestion for the player (a computer player's ``Decision``): the move, why in words, and how it was worked
    out (for a player who asks again; "" when the reason is all there is)."""

    @property
    def action(self) -> Action: ...

    def words(self, names: Sequence[str]) -> str: ...

    def details(self, names: Sequence[str]) -> str: ...


class Thinker(Protocol):
    """Computes computer players' decisions somewhere other than the window's thread."""

    def think(
        self, level: str, view: SeatView, seed: str, sims: int | None = None, time_limit: float | None = None,
        reader: str | None = None,
    ) -> tuple[int, Future[Decision]]:  # fmt: skip
        """(ticket, future) of a decision; ``reader``: whose reading of the others it goes on with (a seat of a
        match, ``ai/readers.py``)."""
        ...

    def analyse(
        self, record: dict[str, object], seat: int, sims: int, seed: str, time_limit: float | None = None
    ) -> tuple[int, Future[list[ReviewedDecision]]]:
        """The coach's analysis of a finished deal (a deal record) for ``seat``; ``cancel`` stops it."""
        ...

    def review_analyse(
        self, record: dict[str, object], seat: int, sims: int, seed: str, time_limit: float | None = None
    ) -> tuple[int, Future[list[ReviewedDecision]]]:
        """Review's analysis of a deal for any ``seat``: an errand ``cancel_reviews`` stops (``cancel`` does not)."""
        ...

    def review_hindsight(
        self, record: dict[str, object], seat: int, action_index: int, sims: int, seed: str,
        time_limit: float | None = None,
    ) -> tuple[int, Future[tuple[float, ...]]]:
        """Review's errand: each choice's points at ``seat``'s decision ``action_index``, every hand known."""
        ...

    def cancel_reviews(self) -> None: ...

    def par(
        self, record: dict[str, object], seat: int, levels: Sequence[str | None], deal_number: int, sims: int
    ) -> tuple[int, Future[Par | None]]:
        """The expert's par in ``seat`` of a finished deal (``ai/par.py``); ``cancel`` stops it."""
        ...

    def is_current(self, ticket: int) -> bool: ...

    def cancel(self) -> None: ...

    def close(self) -> None: ...


class InlineThinker:
    """Decides at once on the calling thread: for tests and tools, never for the window."""

    def __init__(self) -> None:
        self._generation = 0

    def think(
        self, level: str, view: SeatView, seed: str, sims: int | None = None, time_limit: float | None = None,
        reader: str | None = None,
    ) -> tuple[int, Future[Decision]]:  # fmt: skip
        from ..ai.worker import decide  # the worker's own function, run here (with no time cap: inline)

        future: Future[Decision] = Future()
        try:
            future.set_result(decide(level, view, seed, sims, None, reader))
        except Exception as error:  # delivered through the future, as the worker does
            future.set_exception(error)
        return self._generation, future

    def analyse(
        self, record: dict[str, object], seat: int, sims: int, seed: str, time_limit: float | None = None
    ) -> tuple[int, Future[list[ReviewedDecision]]]:
        from ..ai.analysis import analyse_deal
        from ..engine import deal_from_record

        future: Future[list[ReviewedDecision]] = Future()
        try:
            future.set_result(analyse_deal(deal_from_record(record), seat, sims, seed, time_limit))
        except Exception as error:  # delivered through the future, as the worker does
            future.set_exception(error)
        return self._generation, future

    def review_analyse(
        self, record: dict[str, object], seat: int, sims: int, seed: str, time_limit: float | None = None
    ) -> tuple[int, Future[list[ReviewedDecision]]]:
        return self.analyse(record, seat, sims, seed, time_limit)

    def review_hindsight(
        self, record: dict[str, object], seat: int, action_index: int, sims: int, seed: str,
        time_limit: float | None = None,
    ) -> tuple[int, Future[tuple[float, ...]]]:
        from ..ai.hindsight import hindsight_at
        from ..engine import deal_from_record

        future: Future[tuple[float, ...]] = Future()
        try:
            future.set_result(hindsight_at(deal_from_record(record), seat, action_index, sims, seed, time_limit))
        except Exception as error:  # delivered through the future, as the worker does
            future.set_exception(error)
        return self._generation, future

    def par(
        self, record: dict[str, object], seat: int, levels: Sequence[str | None], deal_number: int, sims: int
    ) -> tuple[int, Future[Par | None]]:
        from ..ai.par import par
        from ..engine import deal_from_record

        future: Future[Par | None] = Future()
        try:
            future.set_result(par(deal_from_record(record), seat, levels, deal_number, sims))
        except Exception as error:  # delivered through the future, as the worker does
            future.set_exception(error)
        return self._generation, future

    def cancel_reviews(self) -> None:
        """Nothing is ever under way here: every errand was answered as it was asked."""

    def is_current(self, ticket: int) -> bool:
        return ticket == self._generation

    def cancel(self) -> None:
        self._generation += 1

    def close(self) -> None:
        self.cancel()


def decide_here(level: str, view: SeatView, seed: str) -> Decision:
    """A decision on the calling thread, by the seat's level (an expert with a small budget)."""
    if level == "expert":
        from ..ai.expert import ExpertPlayer

        expert = ExpertPlayer(sims=FALLBACK_SIMS, time_limit=FALLBACK_SECONDS)
        return expert.decide(view, random.Random(seed))
    return make_player(level).decide(view, random.Random(seed))
