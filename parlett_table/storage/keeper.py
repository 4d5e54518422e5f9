"""What the controller tells storage as a match goes on: it began, a move was made, a deal or the match ended.

The match in progress is saved after every move (atomically, so a crash
leaves the last move or the one before), and each finished deal goes into the
history at once.  Every failure reaches the controller as a ``StorageError``
(a sentence for the player), and play goes on.

Why the save and the history always agree: at the end of a deal the save is
written first, durably, and only then the history, in one transaction that
also finishes the match when that deal ended it.  So the save is never behind
the history, and a crash anywhere leaves one of three states: neither has the
deal (the save is one action short, and that action is played again, but
nothing of it was recorded); the save has it and the history not (the next
start records it, see ``load_saved``); both have it.  And when a write fails
rather than crashes, ``load_saved`` also takes from the history any deal the
save lacks, so a deal in the history is never played again.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ..engine import Match, MatchDocument, Seat
from ..history_rows import StorageError
from .files import reason
from .history import History

if TYPE_CHECKING:
    from .stats import StatsQuery
from ..engine.language import QT_TRANSLATE_NOOP
from ..notices import Notice
from .saves import SavedMatch

SAVE_FAILED = Notice(QT_TRANSLATE_NOOP("Storage", "Your match could not be saved"))
CLEAR_FAILED = Notice(QT_TRANSLATE_NOOP("Storage", "Your saved match could not be removed"))

FAILED_BECAUSE = QT_TRANSLATE_NOOP("Storage", "{failed} ({reason}).")


class Keeper:
    """The history and the save file, kept in step with one match."""

    def __init__(self, history: History | None = None, saves: SavedMatch | None = None) -> None:
        self.history = history or History()
        self.saves = saves or SavedMatch()
        self.match_id: int | None = None
        self._hints: dict[int, int] = {}  # suggestions asked for, by deal number, in this session's match
        self._resumed = False  # this session's match may have a history row already (else it gets a new one)
        self._behind: MatchDocument | None = None  # a match with deals the history could not take yet

    @staticmethod
    def document(match: Match, seats: Sequence[Seat], practice: bool) -> MatchDocument:
        return MatchDocument(match, tuple(seats), practice)

    # --- at start ---------------------------------------------------------------------------

    def load_saved(self) -> tuple[MatchDocument | None, str | None]:
        """The saved match, with the history brought level with it; a sentence if something went wrong.

        Finished deals the history lacks are recorded (and the match finished if
        they end it); deals the history has and the save lacks are taken from the
        history.  A match that is over is not offered again: None.
        """
        document, notice = self.saves.load()
        if document is None:
            return None, notice
        try:
            found = self.history.match_for(document)
            if found is not None and found[1] == "abandoned":  # given up before: the save was left behind
                self._clear()
                return None, None
            match_id = self._row_of(document)
            document = self._level(match_id, document)
            self._record(match_id, document.match)
        except StorageError as error:
            self._behind = document
            return document, str(error)
        if document.match.is_over:
            self._clear()
            return None, None
        return document, None

    def _level(self, match_id: int, document: MatchDocument) -> MatchDocument:
        """``document`` with every deal the history holds taken from the history (saved again if that changed it)."""
        deals = list(document.match.deals)
        for number, deal in sorted(self.history.stored_deals(match_id).items()):
            if number <= len(deals):
                deals[number - 1] = deal
            elif number == len(deals) + 1 and deals[-1].is_over:
                deals.append(deal)
        match = Match(document.match.game, document.match.first_seed, tuple(deals))
        if match == document.match:
            return document
        document = MatchDocument(match, document.seats, document.practice)
        self._attempt(lambda: self.saves.save(document, durable=True), SAVE_FAILED)
        return document

    # --- as the match goes on ------------------------------------------------------------------

    def begin(self, match: Match, seats: Sequence[Seat], practice: bool) -> None:
        """A new match: any unfinished one is abandoned."""
        self._catch_up()
        self.match_id, self._hints, self._resumed = None, {}, False
        # Each step is tried even if the one before failed: the match is played either way.
        document = self.document(match, seats, practice)
        problems = [
            self._attempt(self._clear, CLEAR_FAILED),
            self._attempt(lambda: self._begin_row(document), SAVE_FAILED),
            self._attempt(lambda: self.saves.save(document), SAVE_FAILED),
        ]
        _raise_first(problems)

    def resume(self, match: Match, seats: Sequence[Seat], practice: bool) -> None:
        """Go on with a saved match, in the history row it began (or a new row if the history lost it)."""
        self.match_id, self._hints, self._resumed = None, {}, True
        document = self.document(match, seats, practice)
        self._attempt_or_raise(lambda: self._record(self._begin_row(document), match), SAVE_FAILED)

    def moved(self, match: Match, seats: Sequence[Seat], practice: bool) -> None:
        """After every move: the save follows the match."""
        self._attempt_or_raise(lambda: self.saves.save(self.document(match, seats, practice)), SAVE_FAILED)

    def deal_finished(self, match: Match, seats: Sequence[Seat], practice: bool, hints: int) -> None:
        """The save first, durably; then the history: the deal, and the match's end if this deal ended it."""
        self._hints[len(match.deals)] = hints
        document = self.document(match, seats, practice)
        problems = [self._attempt(lambda: self.saves.save(document, durable=True), SAVE_FAILED)]
        history_problem = self._attempt(lambda: self._record(self._begin_row(document), match), SAVE_FAILED)
        self._behind = document if history_problem is not None else None
        _raise_first([history_problem, *problems])

    def match_finished(self, match: Match) -> None:
        """The match is in the history: its save can go (unless the history could not take it all yet)."""
        self.match_id = None
        if self._behind is None:
            self._attempt_or_raise(self._clear, CLEAR_FAILED)

    def abandon(self) -> None:
        """The player chose not to go on with the saved match."""
        self._catch_up()
        self.match_id = None
        # The save goes first: were the program stopped in between, the match is not offered again.
        cleared = self._attempt(self._clear, CLEAR_FAILED)
        _raise_first([cleared, self._attempt(self.history.abandon_unfinished, SAVE_FAILED)])

    def close(self) -> None:
        self.history.close()

    def statistics(self) -> StatsQuery:
        """The statistics window's questions, asked of this history."""
        from .stats import StatsQuery  # loaded with the statistics window, not at start-up

        return StatsQuery(self.history)

    # --- the history's side --------------------------------------------------------------------

    def _begin_row(self, document: MatchDocument) -> int:
        """The history row of this session's match (made now if it could not be made when the match began)."""
        if self.match_id is None:
            self.match_id = self._row_of(document) if self._resumed else self._new_row(document)
        return self.match_id

    def _row_of(self, document: MatchDocument) -> int:
        """The row of a match that was saved: the newest one of its kind not given up, or a new one."""
        found = self.history.match_for(document)
        return found[0] if found is not None and found[1] != "abandoned" else self._new_row(document)

    def _new_row(self, document: MatchDocument) -> int:
        match = document.match
        return self.history.begin_match(match.game, document.seats, match.first_seed, document.practice)

    def _record(self, match_id: int, match: Match) -> None:
        """Every finished deal of ``match`` the history lacks, and its end if it is over: all in one transaction."""
        with self.history.transaction():
            status, stored = self.history.progress(match_id)
            for number, deal in enumerate(match.deals, start=1):
                if deal.is_over and number not in stored:
                    self.history.record_deal(match_id, number, deal, self._hints.get(number, 0))
            if match.is_over and status != "finished":
                self.history.end_match(match_id, match.totals, match.winners)

    def _catch_up(self) -> None:
        """Before a match's save is replaced: one more try at the deals the history could not take."""
        behind, self._behind = self._behind, None
        if behind is not None:
            self._attempt(lambda: self._record(self._row_of(behind), behind.match), SAVE_FAILED)

    def _clear(self) -> None:
        self.saves.clear()

    # --- failures as sentences -----------------------------------------------------------------

    def _attempt(self, step: Callable[[], object], failed: str) -> StorageError | None:
        """Run a storage step; its failure as a ``StorageError`` (one sentence: ``failed`` and why), or None."""
        try:
            step()
        except StorageError as error:
            return error
        except sqlite3.Error as error:
            return StorageError(Notice(FAILED_BECAUSE, failed=failed, reason=error))
        except OSError as error:
            return StorageError(Notice(FAILED_BECAUSE, failed=failed, reason=reason(error)))
        return None

    def _attempt_or_raise(self, step: Callable[[], object], failed: str) -> None:
        _raise_first([self._attempt(step, failed)])


def _raise_first(problems: Sequence[StorageError | None]) -> None:
    for problem in problems:
        if problem is not None:
            raise problem
