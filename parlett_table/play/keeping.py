"""The controller's side of storage: each step run for a match with a player (a demo keeps nothing), a failure
told once per cause, and the finished deals the history could not take offered to it again while any wait; and
the coach's verdict on a deal, which comes seconds after the deal was recorded, added to its row."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import Match, Seat
from ..kept.history_rows import DealVerdict, StorageError
from ..kept.notices import worded
from .coach_report import ERRORS, KIND_WORDS, CoachReport
from .coaching import DealCoach
from .collaborators import MatchKeeper

RETRY_MS = 25_000  # how often finished deals the history could not take are offered to it again


class Keeping(QObject):
    """Runs the keeper's steps for the controller; says each kind of failure once in a sitting."""

    told = Signal(str)  # a storage trouble, in a sentence in the player's language

    def __init__(
        self, keeper: MatchKeeper | None, parent: QObject | None = None, coach: DealCoach | None = None
    ) -> None:
        super().__init__(parent)
        self.keeper = keeper  # history and the save of the match in progress (None: nothing is kept)
        self._coached: int | None = None  # the number of the deal just kept whose verdict goes into the history
        if coach is not None:
            coach.reported.connect(self.coach_reported)
        self.retry_timer = QTimer(self)  # while finished deals wait for the history
        self.retry_timer.setInterval(RETRY_MS)
        self.retry_timer.timeout.connect(self.retry)
        self._told_causes: set[str] = set()
        self._closed = False

    def begin(self, match: Match, seats: Sequence[Seat], practice: bool) -> None:
        """A new match (or a deal played again) at the table."""
        self._coached = None
        self._for_a_player(seats, lambda keeper: keeper.begin(match, seats, practice))

    def resume(self, match: Match, seats: Sequence[Seat], practice: bool) -> None:
        """A saved match goes on."""
        self._coached = len(match.deals) if match.current.is_over and not practice else None  # left at a result
        self._for_a_player(seats, lambda keeper: keeper.resume(match, seats, practice))

    def moved(self, match: Match, seats: Sequence[Seat], practice: bool) -> None:
        """The match saved as it stands."""
        self._for_a_player(seats, lambda keeper: keeper.moved(match, seats, practice))

    def after_move(self, match: Match, seats: Sequence[Seat], practice: bool, hints: int) -> None:
        """After every move: the save follows; a finished deal and a finished match go into the history."""
        if not match.current.is_over:
            self.moved(match, seats, practice)
            return
        self._for_a_player(seats, lambda keeper: keeper.deal_finished(match, seats, practice, hints))
        self._coached = len(match.deals) if not practice and any(seat.is_human for seat in seats) else None
        if match.is_over:
            self._for_a_player(seats, lambda keeper: keeper.match_finished(match))

    def coach_reported(self, report: CoachReport) -> None:
        """The coach's finished report on the deal just kept goes into its row (a practice deal's does not)."""
        if report.looking or report.accuracy is None or report.deal_number != self._coached:
            return
        self._coached = None
        verdict = verdict_of(report, report.accuracy)
        self.run(lambda keeper: keeper.coach_verdict(report.deal_number, verdict))

    def _for_a_player(self, seats: Sequence[Seat], step: Callable[[MatchKeeper], object]) -> None:
        if any(seat.is_human for seat in seats):  # a demo keeps nothing
            self.run(step)

    def run(self, step: Callable[[MatchKeeper], object]) -> None:
        """Run a storage step; a failure is told once per cause, and play goes on."""
        if self.keeper is None:
            return
        try:
            step(self.keeper)
        except StorageError as error:
            if error.cause not in self._told_causes:
                self._told_causes.add(error.cause)
                self.told.emit(worded(error))
        self.follow()

    def follow(self) -> None:
        """Offer the history again, every ``RETRY_MS``, the finished deals it could not take, while any wait."""
        if self.keeper is not None and self.keeper.pending and not self._closed:
            if not self.retry_timer.isActive():
                self.retry_timer.start()
        else:
            self.retry_timer.stop()

    def retry(self) -> None:
        """One more try at the finished deals waiting for the history (the timer's; tests call it directly)."""
        if self.keeper is not None and not self._closed:
            self.keeper.retry()
        self.follow()

    def close(self) -> None:
        self._closed = True
        self.retry_timer.stop()


def verdict_of(report: CoachReport, accuracy: float) -> DealVerdict:
    """What the history keeps of a finished report: the accuracy, the points lost by kind, the errors by mark."""
    lost = dict(report.lost)
    marks = [item.mark for item in report.marked]
    proposals, given, play = (lost.get(kind, 0.0) for kind in KIND_WORDS)
    inaccuracies, mistakes, blunders = (marks.count(mark) for mark in ERRORS)
    return DealVerdict(accuracy, (proposals, given, play), (inaccuracies, mistakes, blunders))
