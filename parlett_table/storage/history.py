"""Game history: every finished deal and every match, in SQLite in the user's data folder.

Each deal is committed the moment it ends (WAL journal, full sync), so a
crash loses at most the deal being played.  How the file is opened (checked,
migrated with a copy kept first, set aside when damaged, kept in memory when
out of reach, opened again later) is ``history_file.py``'s; a history kept
in memory is not ``durable``: what is written to it is not yet kept, and
``reopen`` tries the file again.  ``notice`` says what happened in a sentence.

Opening a history of the current version only reads it, and every
statement waits for another program's lock a quarter of a second at most
(``BUSY_SECONDS``): a history another program holds, or that cannot be written
(read-only, a full disk), fails that write quickly with a ``StorageError``
and the keeper tries again later.  When a write fails for want of space, the
write-ahead log is folded back into the database and cut to nothing
(``fold_log``), which frees what it held; the keeper also folds it after every
deal it records, so the log never takes a small disk's last space.

Beside the JSON of each row, a few summary columns (version 2) hold what the
statistics add up, so they are read with SQL alone: the player's score, role
and whether it was the deal's top score, and the player's total and result of
each match.  A deal's summary is written with the deal; a match's is derived
from its row whenever the row changes (a trigger marks it stale).  Rows without
a summary, from an older version, are summarised when the history opens, and
a row whose JSON or text cannot be read is marked unreadable (``readable = 0``)
and left out of the statistics rather than stopping them; a copy of the file
as it was is kept before the first such mark.  Reading never fails on what a
row holds: text that is not UTF-8 reads as ``rows.Unreadable``.
"""

from __future__ import annotations

import contextlib
import json
import logging
import sqlite3
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from ..engine import Deal, Match, MatchDocument, RecordError, Seat, deal_from_record, deal_to_record
from ..engine.game import Game
from ..engine.language import QT_TRANSLATE_NOOP
from ..kept.history_rows import DealRow, DealVerdict, MatchRow, StorageError
from ..kept.notices import (
    HISTORY_NOT_READ,
    HISTORY_NOT_WRITTEN,
    HISTORY_READ,
    HISTORY_ROWS_COPIED,
    HISTORY_WRITE,
    Notice,
    why_not_read,
    why_not_written,
)
from .files import free_name
from .history_file import HistoryFile, copy_database
from .paths import data_dir
from .rows import (
    Damaged,
    LazyMatches,
    deal_lists,
    deal_summary,
    int_list,
    json_or_none,
    match_summary,
    readable_match,
    stored_deal_summary,
)

FILE_NAME = "history.sqlite3"

NOT_READ_BACK = QT_TRANSLATE_NOOP(
    "Storage", "That match could not be read back (its entry in your history is damaged)."
)
log = logging.getLogger("parlett_table")


def write_failed(error: BaseException) -> StorageError:
    """The history could not be written: the player's sentence (the error itself in the log)."""
    log.warning("The history could not be written: %s", error)
    failure = StorageError(Notice(HISTORY_NOT_WRITTEN, why=why_not_written(error)), cause=HISTORY_WRITE)
    failure.__cause__ = error
    return failure


class History:
    """The history database.  Opening never fails: see ``notice`` for what had to be done instead."""

    def __init__(self, path: Path | None = None) -> None:
        self.file = HistoryFile(path or data_dir() / FILE_NAME)  # opened: the file, or a fresh one, or memory
        self.rows_notice: str | None = None  # rows found unreadable, and where the copy made first is
        self._in_transaction = False
        self._seen_unreadable: set[int] = set()  # matches found unreadable when read, since they were summarised
        with contextlib.suppress(StorageError):  # a history that cannot be written now is summarised later
            self.summarise()  # rows from before version 2

    @property
    def _db(self) -> sqlite3.Connection:
        return self.file.db

    @property
    def path(self) -> Path:
        return self.file.path

    @property
    def notice(self) -> str | None:
        """What had to be done when the history was opened, in a sentence (None: it opened as it is)."""
        return self.file.notice

    @property
    def fallback(self) -> Path | None:
        """The file, while this session's games can only be kept in memory."""
        return self.file.fallback

    @property
    def durable(self) -> bool:
        """Whether what is written here is kept (False while the file could only be copied into memory)."""
        return self.file.fallback is None

    def reopen(self) -> bool:
        """Open the file again (see ``HistoryFile.reopen``); whether it is open now."""
        if not self.file.reopen():
            return False
        with contextlib.suppress(StorageError):
            self.summarise()
        return True

    def close(self) -> None:
        self.file.db.close()

    # --- writing ------------------------------------------------------------------------

    def _write(self, sql: str, parameters: Sequence[object] = ()) -> int:
        try:
            if self._in_transaction:  # committed with the rest when the transaction ends
                return self._db.execute(sql, parameters).lastrowid or 0
            with self._db:
                return self._db.execute(sql, parameters).lastrowid or 0
        except sqlite3.Error as error:
            if not self._in_transaction:
                self._rollback()
            raise write_failed(error) from error

    def write(self, sql: str, parameters: Sequence[object] = ()) -> int:
        """One statement that writes (a table of its own, such as the deals of the day); ``StorageError``."""
        return self._write(sql, parameters)

    @contextlib.contextmanager
    def transaction(self) -> Iterator[None]:
        """The writes inside are committed together at the end, or none of them is (``StorageError``)."""
        if self._in_transaction:
            yield
            return
        self._in_transaction = True
        try:
            with self._db:
                yield
        except sqlite3.Error as error:  # the commit itself failed
            self._rollback()
            raise write_failed(error) from error
        except BaseException:
            self._rollback()
            raise
        finally:
            self._in_transaction = False

    def _rollback(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self._db.rollback()

    def fold_log(self) -> None:
        """Fold the write-ahead log back into the database and cut it to nothing: after every deal recorded (left to
        itself, SQLite lets the log grow to some 4 MB first, which can be a small disk's last space, and then
        cannot fold it back, since the database must grow to take it), and when a write failed for want of space.
        Another program reading keeps the log as it is, for now."""
        with contextlib.suppress(sqlite3.Error):
            self._db.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchall()

    def begin_match(
        self, game: Game, seats: Sequence[Seat], first_seed: int, practice: bool, abandon_others: bool = True
    ) -> int:
        """A new match, as 'playing' (any other match still 'playing' is marked abandoned, unless not
        ``abandon_others``: a match of an earlier sitting entered late). Its id."""
        if abandon_others:
            self.abandon_unfinished()
        human = next((i for i, seat in enumerate(seats) if seat.is_human), None)
        return self._write(
            "INSERT INTO matches (game, players, options, seats, human_seat, practice, first_seed, started, status)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'playing')",
            (game.id, game.players, json.dumps(dict(game.options)), json.dumps([seat.to_json() for seat in seats]),
             human, int(practice), first_seed, time.time()),
        )  # fmt: skip

    def record_deal(self, match_id: int, number: int, deal: Deal, hints: int = 0) -> None:
        """A finished deal, committed at once (again: the same deal number replaces it)."""
        outcome = deal.outcome()
        seat = self._read("SELECT human_seat FROM matches WHERE id = ?", (match_id,))
        human_seat = seat[0][0] if seat and isinstance(seat[0][0], int) else None
        summary = deal_summary(list(outcome.roles), list(outcome.tricks_won), list(outcome.scores), human_seat)
        self._write(
            "INSERT OR REPLACE INTO deals (match_id, number, seed, record, roles, tricks_won, scores, hints, ended,"
            " human_score, human_role, human_top, readable) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (match_id, number, deal.seed, json.dumps(deal_to_record(deal)), json.dumps(list(outcome.roles)),
             json.dumps(list(outcome.tricks_won)), json.dumps(list(outcome.scores)), hints, time.time(), *summary),
        )  # fmt: skip

    def record_verdict(self, match_id: int, number: int, verdict: DealVerdict) -> None:
        """The coach's verdict on the player's play of a deal already recorded (to a tenth of a point)."""
        self._write(
            "UPDATE deals SET human_accuracy = ?, lost_proposals = ?, lost_given = ?, lost_play = ?, inaccuracies = ?,"
            " mistakes = ?, blunders = ? WHERE match_id = ? AND number = ?",
            (round(verdict.accuracy, 1), *(round(points, 1) for points in verdict.lost), *verdict.marks,
             match_id, number),
        )  # fmt: skip

    def end_match(self, match_id: int, totals: Sequence[int], winners: Sequence[int]) -> None:
        self._write(
            "UPDATE matches SET status = 'finished', ended = ?, totals = ?, winners = ? WHERE id = ?",
            (time.time(), json.dumps(list(totals)), json.dumps(list(winners)), match_id),
        )

    def abandon_unfinished(self) -> None:
        """Every match still 'playing' was left for good: keep its deals, mark it abandoned.

        A match whose deals show it is over (the program stopped before it could say so) is finished instead,
        with its winners.
        """
        for (match_id,) in self._read("SELECT id FROM matches WHERE status = 'playing'"):
            self.abandon(match_id)

    def abandon(self, match_id: int) -> None:
        """One match left for good, if it is still 'playing': abandoned with its deals' totals, or finished if its
        deals show it is over."""
        status = self._read("SELECT status FROM matches WHERE id = ?", (match_id,))
        if not status or status[0][0] != "playing":
            return
        over = self._over(match_id)
        if over is not None:
            self.end_match(match_id, over.totals, over.winners)
            return
        self._write(
            "UPDATE matches SET status = 'abandoned', ended = ?, totals = ? WHERE id = ?",
            (time.time(), json.dumps(self._totals(match_id)), match_id),
        )

    def add_up(self, match_id: int) -> None:
        """An abandoned match's totals again, from its deals (some reached the history after it was given up)."""
        self._write("UPDATE matches SET totals = ? WHERE id = ?", (json.dumps(self._totals(match_id)), match_id))

    def _over(self, match_id: int) -> Match | None:
        """The match, if its stored deals are all there and show that it is over."""
        numbers = self.progress(match_id)[1]
        if not numbers or numbers != set(range(1, len(numbers) + 1)):
            return None
        try:
            match = self.match_document(match_id).match
        except StorageError:
            return None
        return match if match.is_over else None

    # --- what the keeper needs to bring the history level with a save ------------------------

    def match_for(self, document: MatchDocument, hint: int | None = None) -> tuple[int, str] | None:
        """The stored match that is ``document``'s, as (id, status); None if there is none.

        A stored match is the document's when both hold at least one finished deal of the same number and every
        such deal is the same deal, dealt and played the same way: whatever the document says of its seats.  A
        stored match with no deal in common with the document (none recorded yet, or none the document has
        finished) is the document's when its game, options, seats and practice flag are the document's.  Among
        several, ``hint`` (the row this session used) first, then the newest.  A row that cannot be read is
        nobody's, and reading one never fails.
        """
        match = document.match
        finished = {number: deal for number, deal in enumerate(match.deals, start=1) if deal.is_over}
        rows = self._read(
            "SELECT id, status, players, options, seats, practice FROM matches"
            " WHERE game = ? AND first_seed = ? AND players = ? ORDER BY id = ? DESC, id DESC",
            (match.game.id, match.first_seed, match.game.players, hint if hint is not None else -1),
        )
        header = (dict(match.game.options), [seat.to_json() for seat in document.seats], document.practice)
        alike: tuple[int, str] | None = None
        for match_id, status, _players, options, seats, practice in rows:
            if bool(practice) != document.practice:
                continue
            found = (match_id, status if isinstance(status, str) else "")
            agreement = self._agreement(match_id, finished)
            if agreement is True:
                return found
            same_table = (json_or_none(options), json_or_none(seats), bool(practice)) == header
            if agreement is None and alike is None and same_table:
                alike = found
        return alike

    def _agreement(self, match_id: int, finished: dict[int, Deal]) -> bool | None:
        """Whether a stored match's deals are the document's: True (one in common at least, all the same), False
        (one differs), None (nothing to compare: no deal in common that can be read)."""
        agreed = None
        for number, record in self._read("SELECT number, record FROM deals WHERE match_id = ?", (match_id,)):
            deal = finished.get(number)
            stored = json_or_none(record)
            if deal is None or stored is None:
                continue
            if stored != deal_to_record(deal):
                return False
            agreed = True
        return agreed

    def progress(self, match_id: int) -> tuple[str | None, set[int]]:
        """A match's status (None if there is no such match) and the numbers of its stored deals."""
        status = self._read("SELECT status FROM matches WHERE id = ?", (match_id,))
        numbers = self._read("SELECT number FROM deals WHERE match_id = ?", (match_id,))
        return (status[0][0] if status else None), {number for (number,) in numbers}

    def stored_deals(self, match_id: int) -> dict[int, Deal]:
        """A match's stored deals by number (one whose record cannot be read back is left out)."""
        deals = {}
        for number, record in self._read("SELECT number, record FROM deals WHERE match_id = ?", (match_id,)):
            with contextlib.suppress(RecordError, ValueError, RecursionError):
                stored = json_or_none(record)
                if stored is not None:
                    deals[number] = deal_from_record(stored)
        return deals

    def playing_match(self) -> int | None:
        """The id of the match in progress, if any."""
        rows = self._read("SELECT id FROM matches WHERE status = 'playing' ORDER BY id DESC LIMIT 1")
        return rows[0][0] if rows else None

    def reset(self) -> None:
        """Forget every finished and abandoned match with its deals; the match in progress stays."""
        self._write("DELETE FROM deals WHERE match_id IN (SELECT id FROM matches WHERE status != 'playing')")
        self._write("DELETE FROM matches WHERE status != 'playing'")

    # --- reading --------------------------------------------------------------------------

    def _read(self, sql: str, parameters: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        try:
            return self._db.execute(sql, parameters).fetchall()
        except sqlite3.Error as error:
            log.warning("The history could not be read: %s", error)
            raise StorageError(Notice(HISTORY_NOT_READ, why=why_not_read(error)), cause=HISTORY_READ) from error

    def query(self, sql: str, parameters: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        """Rows of a read-only query (the statistics' sums); a failure is a ``StorageError``."""
        return self._read(sql, parameters)

    def _totals(self, match_id: int) -> list[int]:
        players_row = self._read("SELECT players FROM matches WHERE id = ?", (match_id,))
        players = players_row[0][0] if players_row and isinstance(players_row[0][0], int) else 0
        totals = [0] * players
        for (scores,) in self._read("SELECT scores FROM deals WHERE match_id = ?", (match_id,)):
            try:
                seat_scores = int_list(scores)
            except Damaged:
                continue  # an unreadable deal adds nothing
            for seat, score in enumerate(seat_scores[: len(totals)]):
                totals[seat] += score
        return totals

    def matches(self, game_id: str | None = None) -> list[MatchRow]:
        """Matches, oldest first (of one game, or all); rows that cannot be read are left out."""
        sql = "SELECT * FROM matches" + (" WHERE game = ?" if game_id else "") + " ORDER BY id"
        return [match for match in map(self.match_row, self._read(sql, (game_id,) if game_id else ())) if match]

    def match(self, match_id: int) -> MatchRow | None:
        """One match, if it is there and can be read."""
        rows = self._read("SELECT * FROM matches WHERE id = ?", (match_id,))
        return self.match_row(rows[0]) if rows else None

    def match_row(self, row: tuple[Any, ...]) -> MatchRow | None:
        """A row of ``SELECT * FROM matches`` as a value; None (and counted) if it cannot be read."""
        match = readable_match(row)
        readable = row[-1]  # the last column of matches
        if match is None and readable != 0 and row[0] not in self._seen_unreadable:  # damaged since it was summarised
            self._seen_unreadable.add(row[0])
            self._mark_unreadable(row[0])
        return match

    def _mark_unreadable(self, match_id: int) -> None:
        """Mark a match found unreadable, so the statistics leave it out and say so (if it can be written now)."""
        if self._in_transaction:
            return
        self._copy_before_marking()
        with contextlib.suppress(sqlite3.Error), self._db:
            self._db.execute("UPDATE matches SET readable = 0 WHERE id = ?", (match_id,))

    def player_matches(self, game_id: str | None = None) -> LazyMatches:
        """The player's matches (not the computers' alone), newest first, each read only when asked for.

        Rows marked unreadable are left out; one damaged since it was summarised reads as None (and is counted).
        """
        sql = (
            "SELECT id FROM matches WHERE human_seat IS NOT NULL AND readable = 1"
            + (" AND game = ?" if game_id else "")
            + " ORDER BY id DESC"
        )
        return LazyMatches(self, [row[0] for row in self._read(sql, (game_id,) if game_id else ())])

    def has_player_matches(self) -> bool:
        """Whether the history holds any match of the player's (practice, abandoned or in progress included)."""
        return bool(self._read("SELECT EXISTS (SELECT 1 FROM matches WHERE human_seat IS NOT NULL)")[0][0])

    def deals(self, game_id: str | None = None) -> list[DealRow]:
        """Finished deals, oldest first, with their match's player seat and practice flag; unreadable ones left out."""
        sql = (
            "SELECT d.match_id, d.number, m.game, d.seed, d.roles, d.tricks_won, d.scores, d.hints, d.ended,"
            " m.human_seat, m.practice FROM deals d JOIN matches m ON m.id = d.match_id"
            + (" WHERE m.game = ?" if game_id else "")
            + " ORDER BY d.ended, d.id"
        )
        rows = []
        for r in self._read(sql, (game_id,) if game_id else ()):
            try:
                if not isinstance(r[2], str):
                    raise Damaged
                roles, tricks_won, scores = deal_lists(r[4], r[5], r[6], r[9])
            except Damaged:
                continue
            rows.append(DealRow(r[0], r[1], r[2], r[3], roles, tricks_won, scores, r[7], r[8], r[9], bool(r[10])))
        return rows

    # --- summaries ------------------------------------------------------------------------

    def summarise(self) -> None:
        """Write the summary columns of every row that lacks them, marking rows that cannot be read.

        Cheap when nothing is pending (a partial index finds the rows); for a history from an
        older version it reads every deal once.  Before the first row is marked unreadable, a copy of
        the file as it was is kept (``rows_notice`` says where).
        """
        matches = [(*match_summary(row), row[0]) for row in self._read("SELECT * FROM matches WHERE readable IS NULL")]
        deals = [
            (*stored_deal_summary(*row[1:]), row[0])
            for row in self._read(
                "SELECT d.id, d.roles, d.tricks_won, d.scores, m.human_seat FROM deals d"
                " LEFT JOIN matches m ON m.id = d.match_id WHERE d.readable IS NULL"
            )
        ]
        if not matches and not deals:
            return
        if any(row[-2] == 0 for row in [*matches, *deals]):
            self._copy_before_marking()  # the marks change nothing the player made, but the rows are theirs
        try:
            with self._db:
                self._db.executemany(
                    "UPDATE matches SET human_total = ?, result = ?, readable = ? WHERE id = ?", matches
                )
                self._db.executemany(
                    "UPDATE deals SET human_score = ?, human_role = ?, human_top = ?, readable = ? WHERE id = ?", deals
                )
        except sqlite3.Error as error:
            raise write_failed(error) from error

    def _copy_before_marking(self) -> None:
        """A copy of the file as it is, once per session, before rows the program cannot read are first marked."""
        if self.rows_notice is not None or not self.durable or str(self.path) == ":memory:":
            return
        target = free_name(self.path)
        try:
            copy_database(self._db, target)
        except (OSError, sqlite3.Error) as error:
            log.warning("The history %s could not be copied before rows were marked unreadable: %s", self.path, error)
            return
        log.warning("The history has rows that cannot be read; it was copied to %s first.", target)
        self.rows_notice = Notice(HISTORY_ROWS_COPIED, file=target.name)

    def unreadable(self) -> tuple[int, int]:
        """How many matches and deals could not be read (left out of the statistics)."""
        seen = sorted(self._seen_unreadable)
        marks = ", ".join("?" * len(seen))
        rows = self._read(
            "SELECT (SELECT COUNT(*) FROM matches WHERE readable = 0"
            + (f" OR id IN ({marks})" if seen else "")
            + "), (SELECT COUNT(*) FROM deals WHERE readable = 0)",
            seen,
        )
        return rows[0][0], rows[0][1]

    def match_document(self, match_id: int) -> MatchDocument:
        """A stored match as the engine's value (to reopen its score sheet); its deals are checked again."""
        rows = self._read("SELECT * FROM matches WHERE id = ?", (match_id,))
        if not rows:
            missing = QT_TRANSLATE_NOOP("Storage", "There is no match {number} in your history.")
            raise StorageError(Notice(missing, number=match_id))
        match = self.match_row(rows[0])
        if match is None:
            raise StorageError(Notice(NOT_READ_BACK))
        records = self._read("SELECT record FROM deals WHERE match_id = ? ORDER BY number", (match_id,))
        if not records:
            raise StorageError(Notice(QT_TRANSLATE_NOOP("Storage", "That match has no finished deal to show.")))
        try:
            deals = tuple(deal_from_record(json_or_none(record)) for (record,) in records)
        except (RecordError, ValueError) as error:
            log.warning("Match %d of the history could not be read back: %s", match_id, error)
            raise StorageError(Notice(NOT_READ_BACK)) from error
        game = deals[0].game
        first = deals[0].seed if deals[0].seed is not None else match.first_seed
        return MatchDocument(Match(game, first, deals), tuple(match.seats), match.practice)
