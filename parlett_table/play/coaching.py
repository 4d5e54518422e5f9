"""The coach's errand for the controller: after a deal with a player, ask the worker to look at the player's
decisions again, and turn its answer into a ``CoachReport`` the window can show.  QtCore only, like the
controller that owns it; a new deal (``forget``) drops whatever answer is still on its way.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from concurrent.futures import Future
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, Signal, Slot

from ..ai import LEVELS
from ..engine import Deal, Match, Seat, deal_to_record
from .coach_report import CoachNote, CoachReport, MarkedDecision, ParNote
from .collaborators import Thinker

if TYPE_CHECKING:
    from ..ai.analysis import ReviewedDecision
    from ..ai.par import Par
    from .review_analysis import DealAnalyst

COACH_SIMS = 600  # the coach looks at each decision with the expert's own budget (and the table's time cap)
COACH_NOTES = 3  # the costliest decisions shown

log = logging.getLogger("parlett_table")


class DealCoach(QObject):
    """Looks at the player's last deal again in the worker; ``reported`` each time ``report`` changes."""

    reported = Signal(object)  # CoachReport: looking, then the verdict
    _analysed = Signal(int, object, object)  # (ticket, the report asked for, future), from a worker thread
    _parred = Signal(int, object, object)  # the same for the par

    def __init__(self, thinker: Thinker, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._thinker = thinker
        self.enabled = False  # the window's worker coaches; tests and tools need not
        self.sims = COACH_SIMS
        self.report: CoachReport | None = None  # for the deal just finished
        self._game_id = ""  # the game of the deal looked at, whose scale marks it
        self._par_asked: tuple[dict[str, object], int, list[str | None], int] | None = None  # record, seat, levels, №
        self._analysed.connect(self._on_analysed, Qt.ConnectionType.QueuedConnection)
        self._parred.connect(self._on_par, Qt.ConnectionType.QueuedConnection)

    def look_again(
        self, match: Match, seat: int | None, time_limit: float | None, seats: Sequence[Seat] = ()
    ) -> None:
        """Ask the worker about the player's (``seat``'s) decisions in the deal just finished; the table goes on.
        With the table's ``seats`` (every other one a computer player), the expert's par follows the verdict."""
        if not self.enabled or seat is None:
            return
        report = self.report = CoachReport(len(match.deals))
        self._game_id = match.game.id
        record, seed = deal_to_record(match.current), f"coach/{match.deal_number}"
        levels: list[str | None] = [None if s == seat else info.player for s, info in enumerate(seats)]
        computers = len(seats) == match.game.players and all(level in LEVELS for level in levels if level is not None)
        self._par_asked = (record, seat, levels, match.deal_number) if computers else None
        ticket, future = self._thinker.analyse(record, seat, self.sims, seed, time_limit)
        future.add_done_callback(lambda done: self._analysed.emit(ticket, report, done))
        self.reported.emit(report)

    def analyst(self, deal: Deal, time_limit: float | None = None) -> DealAnalyst | None:
        """Review's errands on a finished ``deal`` (any seat, hindsight), in the same worker; None where the coach
        does not look (tests and tools that think in process)."""
        if not self.enabled:
            return None
        from .review_analysis import DealAnalyst

        return DealAnalyst(self._thinker, deal, self.sims, time_limit)

    def forget(self) -> None:
        """A new deal: the last one's report is gone, and an answer still on its way will be dropped."""
        self.report = None

    @Slot(int, object, object)
    def _on_analysed(self, ticket: int, asked: CoachReport, future: Future[list[ReviewedDecision]]) -> None:
        if self.report is not asked or not self._thinker.is_current(ticket) or future.cancelled():
            return  # a new deal has begun: its players went first, and this answer is of no use now
        try:
            looked = future.result()
        except Exception as error:  # no verdict today: say so, and play goes on
            log.warning("The coach could not look at the deal again (%r).", error)
            self.report = CoachReport(asked.deal_number, looking=False, failed=True)
        else:
            self.report = verdict(asked.deal_number, looked, self._game_id)
            if self._par_asked is not None:
                self.report = replace(self.report, par_looking=True)
                ticket, par_future = self._thinker.par(*self._par_asked, self.sims)
                report = self.report
                par_future.add_done_callback(lambda done: self._parred.emit(ticket, report, done))
        self.reported.emit(self.report)

    @Slot(int, object, object)
    def _on_par(self, ticket: int, asked: CoachReport, future: Future[Par | None]) -> None:
        if self.report is not asked or not self._thinker.is_current(ticket) or future.cancelled():
            return  # a new deal has begun
        try:
            found = future.result()
        except Exception as error:  # no par today: the verdict stands without it
            log.warning("The expert could not play the deal again (%r).", error)
            found = None
        note = None if found is None else ParNote(found.score, found.played, found.diverged_trick)
        self.report = replace(asked, par_looking=False, par=note)
        self.reported.emit(self.report)


def verdict(deal_number: int, looked: list[ReviewedDecision], game_id: str) -> CoachReport:
    """The coach's report on a deal from the worker's analysis of every decision of the seat."""
    from ..ai.analysis import costliest
    from ..ai.game_parts import tuning
    from ..ai.marks import KINDS, accuracy, points_lost

    scale = tuning(game_id).marks
    costs = [item.marked for item in looked]
    lost = points_lost(costs)
    return CoachReport(
        deal_number,
        looking=False,
        decisions=len(looked),
        notes=tuple(note(item) for item in costliest(looked, COACH_NOTES)),
        marked=tuple(marked(item, cost.mark(scale).value) for item, cost in zip(looked, costs, strict=True)),
        accuracy=accuracy(costs, scale),
        lost=tuple((kind, lost[kind]) for kind in KINDS),
    )


def marked(item: ReviewedDecision, mark: str) -> MarkedDecision:
    """A decision looked at again, with its mark, as the window shows it."""
    return MarkedDecision(
        action_index=item.action_index,
        kind=item.marked.kind,
        mark=mark,
        chosen=item.chosen,
        expert=item.expert,
        cost=item.cost,
        error=item.error,
        actions=item.actions,
        values=item.values,
        fine=item.fine,
    )


def note(item: ReviewedDecision) -> CoachNote:
    """A decision the analysis found costly (an ``ai.analysis.ReviewedDecision``) as the table shows it."""
    return CoachNote(
        action_index=item.action_index,
        tricks_left=item.tricks_left,
        hand=item.hand,
        trick=item.trick,
        trick_leader=item.leader,
        trump=item.trump,
        chosen=item.chosen,
        better=item.best,
        cost=item.cost,
        error=item.error,
        reason=item.evidence,
        hindsight=item.hindsight_cost,
        principle=item.principle,
        effect=item.effect,
    )
