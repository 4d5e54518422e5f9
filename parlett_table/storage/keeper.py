"""What the controller tells storage as a match goes on: it began, a move was made, a deal or the match ended.

The match in progress is saved after every move (atomically, so a crash
leaves the last move or the one before), and each finished deal goes into the
history at once.  Every failure reaches the controller as a ``StorageError``
(a plain sentence for the player, the error itself in the log), once per
cause in a sitting, and play goes on.

Why the save and the history always agree: at the end of a deal the save is
written first, durably, and only then the history, in one transaction that
also finishes the match when that deal ended it.  So the save is never behind
the history, and a crash anywhere leaves one of three states: neither has the
deal (the save is one action short, and that action is played again, but
nothing of it was recorded); the save has it and the history not (the next
start records it, see ``load_saved``); both have it.  And when a write fails
rather than crashes, ``load_saved`` also takes from the history any deal the
save lacks, so a deal in the history is never played again.

No finished deal is given up while it exists anywhere.  When the history
cannot take a deal (read-only, held by another program, a full disk, or only
open in memory, which keeps nothing), the deal stays in the save, and before
that save is replaced or removed its match is written into the ``unrecorded``
folder (``waiting.py``); while even that cannot be written, the save is not
replaced.  ``retry`` records what waits (the older matches first, so the
history's rows keep the order they were played in) and removes a waiting
match only once the history holds every finished deal of it: at the start,
after every deal and on the controller's timer.  Recording
is idempotent, so a deal is recorded once whatever is tried again: a match is
found in the history by its deals (``History.match_for``), not by what its
save says of the seats, each deal number is written once per match, and a
save without a seat for the player (never one of this program's) is set
aside, not recorded.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

from ..engine import Match, MatchDocument, Seat
from ..kept.history_rows import DealVerdict, StorageError
from ..kept.notices import (
    SAVE_CLEAR,
    SAVE_NOT_CLEARED,
    SAVE_NOT_WRITTEN,
    SAVE_WRITE,
    Notice,
    is_full,
    is_locked,
    why_not_written,
)
from .files import LEFTOVER_SECONDS
from .history import History, write_failed
from .saves import SavedMatch
from .waiting import FOLDER_NAME, Waiting, WaitingDeals

if TYPE_CHECKING:
    from .daily import DailyStore
    from .stats import StatsQuery

log = logging.getLogger("parlett_table")


class Keeper:
    """The history and the save file, kept in step with one match; and the matches waiting for the history."""

    def __init__(
        self, history: History | None = None, saves: SavedMatch | None = None, waiting: WaitingDeals | None = None
    ) -> None:
        self.history = history or History()
        self.saves = saves or SavedMatch()
        self.waiting = waiting or WaitingDeals(self.saves.path.parent / FOLDER_NAME)
        self.match_id: int | None = None
        # False at a table with friends: the server keeps that match, and the save keeps the player's own.
        self.keeps_save = True
        self._hints: dict[int, int] = {}  # suggestions asked for, by deal number, in this session's match
        self._resumed = False  # this session's match may have a history row already (else it gets a new one)
        self._coached: tuple[int, int] | None = None  # (row, number) of the deal just recorded: the coach's to mark
        # The coach's verdicts the history could not take when they came: by deal number, for this session's deals
        # waiting for the history (they go in with them); by (row, number) for deals it holds (tried again).
        self._verdicts: dict[int, DealVerdict] = {}
        self._late_verdicts: dict[tuple[int, int], DealVerdict] = {}
        self._unrecorded: MatchDocument | None = None  # the save's match, while the history lacks some of it
        self._others: list[Waiting] = []  # earlier matches waiting for the history (on disk, or only here)
        self._reconnect = False  # a write failed in a way a fresh connection may not (the file was read-only)
        self.told: set[str] = set()  # the causes the player was told of in this sitting

    @staticmethod
    def document(match: Match, seats: Sequence[Seat], practice: bool) -> MatchDocument:
        return MatchDocument(match, tuple(seats), practice)

    @property
    def pending(self) -> bool:
        """Whether finished deals wait for the history (``retry`` tries them again)."""
        return self._unrecorded is not None or bool(self._others) or bool(self._late_verdicts)

    # --- at start ---------------------------------------------------------------------------

    def load_saved(self, older_than: float = LEFTOVER_SECONDS) -> tuple[MatchDocument | None, list[str]]:
        """The saved match, with the history brought level with it; sentences for the player about the history,
        the save and the matches waiting for the history.

        Matches of earlier sittings waiting for the history are recorded first.  Finished deals of the save the
        history lacks are recorded (and the match finished if they end it); deals the history has and the save
        lacks are taken from the history.  A match that is over is not offered again: None.  A save with no seat
        for the player is set aside and not recorded.
        """
        self._others, notices = self.waiting.load(older_than)
        notices = [notice for notice in (self.history.notice, *notices) if notice]
        document, notice = self.saves.load()
        if notice:
            notices.append(notice)
        if document is not None and not any(seat.is_human for seat in document.seats):
            notices.append(self.saves.set_aside_seatless())
            document = None
        self._retry_others()
        if document is not None:
            document, notice = self._bring_level(document)
            if notice:
                notices.append(notice)
        if self.history.rows_notice:
            notices.append(self.history.rows_notice)
        return document, notices

    def _bring_level(self, document: MatchDocument) -> tuple[MatchDocument | None, str | None]:
        """The save's match with the history level with it (None if it is not to be offered), and a sentence."""
        levelled: list[MatchDocument | None] = [document]

        def bring() -> None:
            found = self.history.match_for(document)
            if found is not None and found[1] == "abandoned":  # given up before: the save was left behind
                self._record(found[0], document.match)  # its finished deals, once
                levelled[0] = None
                return
            match_id = found[0] if found is not None else self._new_row(document)
            levelled[0] = brought = self._level(match_id, document)
            self._record(match_id, brought.match)

        problem = self._attempt_history(bring)
        if problem is not None or not self.history.durable:
            if problem is not None:
                self.told.add(problem.cause)
            self._unrecorded, self._resumed = document, True
            return (None if document.match.is_over else document), (str(problem) if problem else None)
        if levelled[0] is None or levelled[0].match.is_over:
            self._attempt(self._clear, SAVE_NOT_CLEARED, SAVE_CLEAR)
            return None, None
        return levelled[0], None

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
        self._save(document, durable=True)
        return document

    # --- as the match goes on ------------------------------------------------------------------

    def begin(self, match: Match, seats: Sequence[Seat], practice: bool) -> None:
        """A new match: any unfinished one is abandoned (its deals kept for the history first)."""
        self._catch_up()
        self.match_id, self._hints, self._resumed, self._coached = None, {}, False, None
        self._verdicts = {}
        # Each step is tried even if the one before failed: the match is played either way.
        document = self.document(match, seats, practice)
        problems = [
            self._attempt(self._clear, SAVE_NOT_CLEARED, SAVE_CLEAR),
            self._attempt_history(lambda: self._begin_row(document)),
            self._save(document),
        ]
        self._raise_first(problems)

    def resume(self, match: Match, seats: Sequence[Seat], practice: bool) -> None:
        """Go on with a saved match, in the history row it began (or a new row if the history lost it)."""
        self.match_id, self._hints, self._resumed, self._verdicts = None, {}, True, {}
        document = self.document(match, seats, practice)
        problem = self._attempt_history(lambda: self._record(self._begin_row(document), match))
        self._unrecorded = document if problem is not None or not self.history.durable else None
        self._coached = self._recorded(match)
        self._raise_first([problem])

    def moved(self, match: Match, seats: Sequence[Seat], practice: bool) -> None:
        """After every move: the save follows the match."""
        self._raise_first([self._save(self.document(match, seats, practice))])

    def deal_finished(self, match: Match, seats: Sequence[Seat], practice: bool, hints: int) -> None:
        """The save first, durably; then the history: the deal, and the match's end if this deal ended it (and any
        deal still waiting for it)."""
        self._hints[len(match.deals)] = hints
        document = self.document(match, seats, practice)
        saved = self._save(document, durable=True)
        if self._others:  # the older matches first, so the history's rows stay in the order they were played
            self._retry_others()
        history_problem = self._attempt_history(lambda: self._record(self._begin_row(document), match))
        self._unrecorded = document if history_problem is not None or not self.history.durable else None
        self._coached = self._recorded(match)
        self._raise_first([history_problem, saved])

    def _recorded(self, match: Match) -> tuple[int, int] | None:
        """(row, number) of the deal that just ended, if the history holds it."""
        if self._unrecorded is not None or self.match_id is None or not match.current.is_over:
            return None
        return self.match_id, len(match.deals)

    def coach_verdict(self, number: int, verdict: DealVerdict) -> None:
        """The coach's verdict on deal ``number``, just recorded, into its row (seconds after the deal: the
        analysis takes them).  For a deal still waiting for the history, the verdict waits with it and goes into
        the history in the same transaction as the deal (``_record``); one the history could not take now is tried
        again with the deals (``retry``).  If the program ends first, the deal goes later without it: it is the deal
        that matters."""
        coached = self._coached
        if coached is not None and coached[1] == number:
            problem = self._attempt_history(lambda: self.history.record_verdict(*coached, verdict))
            if problem is not None:  # the history is locked or failing now: the verdict waits for ``retry``
                self._late_verdicts[coached] = verdict
            self._raise_first([problem])
        elif self._unrecorded is not None and 0 < number <= len(self._unrecorded.match.deals):
            self._verdicts[number] = verdict

    def match_finished(self, match: Match) -> None:
        """The match is in the history: its save can go (its deals kept for the history first if it lacks them)."""
        row, self.match_id = self.match_id, None
        if self._unrecorded is not None:
            if not self._let_go(self._unrecorded, row):
                return  # the save is all there is of it on disk: it stays
            self._unrecorded = None
        self._raise_first([self._attempt(self._clear, SAVE_NOT_CLEARED, SAVE_CLEAR)])

    def abandon(self) -> None:
        """The player chose not to go on with the saved match (its deals kept for the history first)."""
        self._catch_up()
        self.match_id = None
        # The save goes first: were the program stopped in between, the match is not offered again.
        cleared = self._attempt(self._clear, SAVE_NOT_CLEARED, SAVE_CLEAR)
        self._raise_first([cleared, self._attempt_history(self.history.abandon_unfinished)])

    def retry(self) -> bool:
        """Try again to give the history what it lacks: the matches waiting for it, then this session's match;
        whether anything still waits.  Never raises (what fails was told when it first failed)."""
        self._reopen_if_needed()
        self._retry_others()  # the older matches first, so the history's rows stay in the order they were played
        document = self._unrecorded
        if document is not None:
            problem = self._attempt_history(lambda: self._record(self._begin_row(document), document.match))
            if problem is None and self.history.durable:
                self._unrecorded = None
                if document.match.is_over:  # its save, kept for the history's sake, can go now
                    self.match_id = None
                    self._attempt(self._clear, SAVE_NOT_CLEARED, SAVE_CLEAR)
        self._retry_verdicts()
        return self.pending

    def _retry_verdicts(self) -> None:
        """The coach's verdicts on deals the history holds, which it could not take when they came."""
        for (row, number), verdict in list(self._late_verdicts.items()):
            if self._attempt_history(partial(self.history.record_verdict, row, number, verdict)) is None:
                del self._late_verdicts[row, number]

    def close(self) -> None:
        if self.pending:
            self.retry()  # one more try; what still waits is on disk for the next start (if it could be written)
        self.history.close()

    def statistics(self) -> StatsQuery:
        """The statistics window's questions, asked of this history."""
        from .stats import StatsQuery  # loaded with the statistics window, not at start-up

        return StatsQuery(self.history)

    def daily(self) -> DailyStore:
        """The deals of the day kept in this history."""
        from .daily import DailyStore

        return DailyStore(self.history)

    # --- the history's side --------------------------------------------------------------------

    def _begin_row(self, document: MatchDocument) -> int:
        """The history row of this session's match (made now if it could not be made when the match began)."""
        if self.match_id is None:
            self.match_id = self._row_of(document) if self._resumed else self._new_row(document)
        return self.match_id

    def _row_of(self, document: MatchDocument) -> int:
        """The row of a match that was saved: its own one if it was not given up, or a new one."""
        found = self.history.match_for(document)
        return found[0] if found is not None and found[1] != "abandoned" else self._new_row(document)

    def _new_row(self, document: MatchDocument, abandon_others: bool | None = None) -> int:
        """A new row for the match; the others still 'playing' given up, unless told otherwise or at a table with
        friends (the player's own match waits, set aside)."""
        match = document.match
        abandon = self.keeps_save if abandon_others is None else abandon_others
        return self.history.begin_match(
            match.game, document.seats, match.first_seed, document.practice, abandon_others=abandon
        )

    def _record(self, match_id: int, match: Match, hints: dict[int, int] | None = None) -> None:
        """Every finished deal of ``match`` the history lacks, and its end if it is over: all in one transaction."""
        verdicts = self._verdicts if hints is None else {}  # the coach's verdicts are this session's match's
        hints = self._hints if hints is None else hints
        with self.history.transaction():
            status, stored = self.history.progress(match_id)
            missing = [n for n, deal in enumerate(match.deals, start=1) if deal.is_over and n not in stored]
            for number in missing:
                self.history.record_deal(match_id, number, match.deals[number - 1], hints.get(number, 0))
                if number in verdicts:
                    self.history.record_verdict(match_id, number, verdicts[number])
            if match.is_over and status != "finished":
                self.history.end_match(match_id, match.totals, match.winners)
            elif missing and status == "abandoned":  # given up before these deals reached it: its totals follow
                self.history.add_up(match_id)
        for number in missing:
            verdicts.pop(number, None)  # in the history with their deals
        self.history.fold_log()

    def _record_waiting(self, entry: Waiting, hints: dict[int, int] | None = None) -> None:
        """A match not (or no longer) this session's, into its own row (found by its deals, ``entry.row`` first), or
        a new one that abandons no other."""
        found = self.history.match_for(entry.document, entry.row)
        row = found[0] if found is not None else self._new_row(entry.document, abandon_others=False)
        self._record(row, entry.document.match, hints={} if hints is None else hints)

    def _retry_others(self) -> None:
        """Record the matches waiting for the history; each one goes once the history holds all of it."""
        for entry in list(self._others):
            problem = self._attempt_history(partial(self._record_waiting, entry))
            if problem is not None:
                break  # the history cannot take anything now: the rest waits too
            if not self.history.durable:
                continue
            if entry.path is None or self._attempt(partial(self.waiting.remove, entry.path)) is None:
                self._others.remove(entry)
        self._write_unwritten()

    def _catch_up(self) -> None:
        """Before the save's match is replaced or given up: one more try at the deals the history lacks, and if it
        still lacks them, the match is kept among those waiting for it."""
        behind, self._unrecorded = self._unrecorded, None
        if behind is not None:
            self._let_go(behind, self.match_id if self.history.durable else None)

    def _let_go(self, document: MatchDocument, row: int | None) -> bool:
        """Whether the save of ``document`` may be replaced or removed: the history holds all of it now, or it is
        written among the matches waiting for the history (else it is kept here, and the save is left)."""
        entry = Waiting(document, row if self.history.durable else None, None)
        problem = self._attempt_history(partial(self._record_waiting, entry, self._hints))
        if problem is None and self.history.durable:
            return True
        if all(other.document != document for other in self._others):
            self._others.append(entry)
        return self._write_unwritten()

    def _write_unwritten(self) -> bool:
        """Write the waiting matches kept only here; whether none is left unwritten."""
        for entry in self._others:
            if entry.path is None:
                try:
                    entry.path = self.waiting.put(entry.document, entry.row)
                except OSError as error:
                    log.warning("Finished deals waiting for the history could not be written: %s", error)
                    return False
        return True

    def _reopen_if_needed(self) -> None:
        """The history's file opened again if this session could only keep it in memory, or a write was refused."""
        if self.history.fallback is not None:
            if self.history.reopen():  # the rows in memory are gone with their ids: this match's row is found anew
                self.match_id, self._resumed = None, True
                for entry in self._others:
                    entry.row = None
        elif self._reconnect and self.history.reopen():
            self._reconnect = False

    # --- the save's side -----------------------------------------------------------------------

    def _save(self, document: MatchDocument, durable: bool = False) -> StorageError | None:
        """Replace the save, unless it holds a match that waits for the history and is written nowhere else."""
        if not self._write_unwritten():
            log.warning("The save is kept as it is: it holds deals the history lacks that could not be kept elsewhere.")
            return None
        if not self.keeps_save:
            return None
        return self._attempt(lambda: self.saves.save(document, durable=durable), SAVE_NOT_WRITTEN, SAVE_WRITE)

    def _clear(self) -> None:
        if self._write_unwritten() and self.keeps_save:
            self.saves.clear()

    # --- failures as sentences -----------------------------------------------------------------

    def _attempt(
        self, step: Callable[[], object], failed: str = SAVE_NOT_WRITTEN, cause: str = SAVE_WRITE
    ) -> StorageError | None:
        """Run a storage step; its failure as a ``StorageError`` (a plain sentence, ``failed`` with why), or None."""
        try:
            step()
        except StorageError as error:
            return error
        except sqlite3.Error as error:
            return write_failed(error)
        except OSError as error:
            log.warning("A file of the saved match could not be written: %s", error)
            problem = StorageError(Notice(failed, why=why_not_written(error)), cause=cause)
            problem.__cause__ = error
            return problem
        return None

    def _attempt_history(self, step: Callable[[], object]) -> StorageError | None:
        """A step that writes the history, tried again once after making room if the disk was full."""
        problem = self._attempt(step)
        if problem is not None and problem.__cause__ is not None and is_full(problem.__cause__):
            self.history.fold_log()
            problem = self._attempt(step)
        if problem is not None and problem.__cause__ is not None:
            cause = problem.__cause__
            if not is_full(cause) and not is_locked(cause):
                self._reconnect = True  # read-only, or the file changed under it: a fresh connection may write
        return problem

    def _raise_first(self, problems: Sequence[StorageError | None]) -> None:
        """Raise the first failure of a cause not yet told in this sitting (the others are in the log)."""
        for problem in problems:
            if problem is not None and problem.cause not in self.told:
                self.told.add(problem.cause)
                raise problem
