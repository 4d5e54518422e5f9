"""The controller's side of storage: each step run for a match with a player (a demo keeps nothing), a failure
told once per cause, and the finished deals the history could not take offered to it again while any wait."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QObject, QTimer, Signal

from ..engine import Match, Seat
from ..kept.history_rows import StorageError
from ..kept.notices import worded
from .collaborators import MatchKeeper

RETRY_MS = 25_000  # how often finished deals the history could not take are offered to it again


class Keeping(QObject):
    """Runs the keeper's steps for the controller; says each kind of failure once in a sitting."""

    told = Signal(str)  # a storage trouble, in a sentence in the player's language

    def __init__(self, keeper: MatchKeeper | None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.keeper = keeper  # history and the save of the match in progress (None: nothing is kept)
        self.retry_timer = QTimer(self)  # while finished deals wait for the history
        self.retry_timer.setInterval(RETRY_MS)
        self.retry_timer.timeout.connect(self.retry)
        self._told_causes: set[str] = set()
        self._closed = False

    def begin(self, match: Match, seats: Sequence[Seat], practice: bool) -> None:
        """A new match (or a deal played again) at the table."""
        self._for_a_player(seats, lambda keeper: keeper.begin(match, seats, practice))

    def resume(self, match: Match, seats: Sequence[Seat], practice: bool) -> None:
        """A saved match goes on."""
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
        if match.is_over:
            self._for_a_player(seats, lambda keeper: keeper.match_finished(match))

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
