"""Review's errands in the worker: any seat of any finished deal analysed as the coach analyses the player's, and
each choice of a decision valued in hindsight, every hand known.  QtCore only, like the coach (``coaching.py``):
the window asks and hears, and never imports the computer players.

Each errand has a ticket of Review's own: choosing another seat, or closing Review, cancels what is under way
(``Thinker.cancel_reviews``, which leaves the table's thinking alone), and a newer question supersedes an older
one, whose late answer is dropped.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, Signal, Slot

from ..engine import Deal, deal_to_record
from .coach_report import CoachReport
from .coaching import COACH_SIMS, verdict

if TYPE_CHECKING:
    from ..ai.analysis import ReviewedDecision
    from .collaborators import Thinker

log = logging.getLogger("parlett_table")


class DealAnalyst(QObject):
    """Asks the worker about one finished deal for Review: ``reported`` (seat, ``CoachReport``) as an analysis
    begins (looking) and ends; ``valued`` (seat, action index, each choice's points in hindsight, or None if they
    could not be worked out)."""

    reported = Signal(int, object)
    valued = Signal(int, int, object)
    _answered = Signal(int, object, object)  # (ticket, what was asked, future), from a worker thread

    def __init__(
        self, thinker: Thinker, deal: Deal, sims: int = COACH_SIMS, time_limit: float | None = None,
        parent: QObject | None = None,
    ) -> None:  # fmt: skip
        super().__init__(parent)
        self._thinker = thinker
        self.deal = deal
        self.sims = sims
        self.time_limit = time_limit
        self._record = deal_to_record(deal)
        self._tickets = {"analysis": 0, "hindsight": 0}  # the latest question of each kind
        self._next = 0
        self._hindsight: list[Future[tuple[float, ...]]] = []  # the latest hindsight question's answers
        self._answered.connect(self._on_answer, Qt.ConnectionType.QueuedConnection)

    def analyse(self, seat: int) -> None:
        """Look at ``seat``'s decisions (what it knew then); whatever Review asked before is cancelled."""
        self._thinker.cancel_reviews()
        self._tickets["analysis"] = ticket = self._ticket()
        self._tickets["hindsight"] = -1  # a hindsight asked for another seat is of no use now
        _, future = self._thinker.review_analyse(self._record, seat, self.sims, self._seed(), self.time_limit)
        self.reported.emit(seat, CoachReport(0))  # looking
        self._follow(ticket, ("analysis", seat), future)

    def value_in_hindsight(self, seat: int, action_indices: Sequence[int]) -> None:
        """Each choice of ``seat``'s decisions ``action_indices`` (those of one step) valued with every hand known;
        this supersedes the last such question, whose answers still queued are dropped."""
        for future in self._hindsight:
            future.cancel()  # only those not begun: a search under way is short, and its answer is ignored
        self._hindsight = []
        self._tickets["hindsight"] = ticket = self._ticket()
        for index in action_indices:
            _, future = self._thinker.review_hindsight(
                self._record, seat, index, self.sims, self._seed(), self.time_limit
            )  # fmt: skip
            self._hindsight.append(future)
            self._follow(ticket, ("hindsight", seat, index), future)

    def close(self) -> None:
        """Review is closing: what is under way stops, and any late answer is dropped."""
        self._tickets = {"analysis": -1, "hindsight": -1}
        self._thinker.cancel_reviews()

    def _seed(self) -> str:
        return f"review/{self.deal.seed}"

    def _ticket(self) -> int:
        self._next += 1
        return self._next

    def _follow(self, ticket: int, asked: tuple[Any, ...], future: Future[Any]) -> None:
        future.add_done_callback(lambda done: self._answered.emit(ticket, asked, done))

    @Slot(int, object, object)
    def _on_answer(self, ticket: int, asked: tuple[Any, ...], future: Future[Any]) -> None:
        kind, seat = asked[0], asked[1]
        if self._tickets[kind] != ticket or future.cancelled():
            return  # superseded, or Review has closed
        if kind == "analysis":
            self.reported.emit(seat, self._report(future))
            return
        try:
            values = tuple(float(value) for value in future.result())
        except Exception as error:  # no figures this time: Review says so, and the rest stands
            log.warning("Review could not value a decision in hindsight (%r).", error)
            self.valued.emit(seat, asked[2], None)
        else:
            self.valued.emit(seat, asked[2], values)

    def _report(self, future: Future[list[ReviewedDecision]]) -> CoachReport:
        try:
            looked = future.result()
        except Exception as error:
            log.warning("Review could not look at the deal again (%r).", error)
            return CoachReport(0, looking=False, failed=True)
        return verdict(0, looked, self.deal.game.id)
