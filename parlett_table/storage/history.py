"""Game history: every finished deal and every match, in SQLite in the user's data folder.

Each deal is committed the moment it ends (WAL journal, full sync), so a
crash loses at most the deal being played.  The schema carries a version
(``PRAGMA user_version``) with migrations, and is checked against what the
migrations make whenever the file is opened.  A database that is damaged,
incomplete or was written by a newer version is set aside with its journal
files and a fresh one is started; one that is only out of reach (a full disk,
a read-only or unreadable folder) is left where it is, and this session's
games are kept in memory, starting from a copy of it when it can be read.
``notice`` says what happened in a sentence.

Beside the JSON of each row, a few summary columns (version 2) hold what the
statistics add up, so they are read with SQL alone: the player's score, role
and whether it was the deal's top score, and the player's total and result of
each match.  A deal's summary is written with the deal; a match's is derived
from its row whenever the row changes (a trigger marks it stale).  Rows without
a summary, from an older version, are summarised when the history opens, and
a row whose JSON cannot be read is marked unreadable (``readable = 0``) and
left out of the statistics rather than stopping them.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from ..engine import Deal, Match, MatchDocument, RecordError, Seat, deal_from_record, deal_to_record
from ..engine.game import Game
from ..engine.language import QT_TRANSLATE_NOOP
from ..history_rows import DealRow, MatchRow, StorageError
from ..notices import Notice
from .files import FileTrouble, examine_place, make_folder, move, reason, set_aside
from .paths import data_dir
from .rows import (
    Damaged,
    deal_lists,
    deal_summary,
    int_list,
    match_summary,
    readable_match,
    stored_deal_summary,
)
from .schema import Unusable, is_damage, prepare

FILE_NAME = "history.sqlite3"

COULD_NOT_OPEN = QT_TRANSLATE_NOOP("Storage", "could not be opened ({reason})")
NOT_MOVED = QT_TRANSLATE_NOOP("Storage", "was {damage} and could not be moved aside")
HISTORY_NOT_SAVED = QT_TRANSLATE_NOOP("Storage", "Your game history could not be saved ({reason}).")
HISTORY_NOT_READ = QT_TRANSLATE_NOOP("Storage", "Your game history could not be read ({reason}).")
NOT_READ_BACK = QT_TRANSLATE_NOOP("Storage", "That match could not be read back ({reason}).")


class History:
    """The history database.  Opening never fails: see ``notice`` for what had to be done instead."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / FILE_NAME
        self.notice: str | None = None
        self._in_transaction = False
        self._db = self._open()
        with contextlib.suppress(StorageError):  # a history that cannot be written now is summarised later
            self.summarise()  # rows from before version 2

    # --- opening ------------------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        """The database at ``path``; if it is damaged a fresh one in its place; if it is out of reach, memory."""
        if str(self.path) == ":memory:":
            return self._connect()
        try:
            return self._connect()
        except Unusable as problem:
            damage = problem.args[0]  # a Notice
        except FileTrouble as trouble:
            if not trouble.damaged:
                return self._in_memory(Notice(COULD_NOT_OPEN, reason=trouble.reason))
            damage = trouble.reason
        except sqlite3.Error as error:
            if not is_damage(error):
                return self._in_memory(Notice(COULD_NOT_OPEN, reason=error))
            damage = Notice(QT_TRANSLATE_NOOP("Storage", "damaged ({reason})"), reason=error)
        except OSError as error:
            return self._in_memory(Notice(COULD_NOT_OPEN, reason=reason(error)))
        aside = self._set_aside()
        if aside is None:
            return self._in_memory(Notice(NOT_MOVED, damage=damage))
        try:
            db = self._connect()
        except (Unusable, FileTrouble, sqlite3.Error, OSError) as error:
            unmade = QT_TRANSLATE_NOOP(
                "Storage", "was {damage} and was kept as {file}, but a new one cannot be made ({reason})"
            )
            return self._in_memory(Notice(unmade, damage=damage, file=aside.name, reason=error))
        renewed = QT_TRANSLATE_NOOP(
            "Storage", "Your game history was {damage}, so it was kept as {file} and a new one was started."
        )
        self.notice = Notice(renewed, damage=damage, file=aside.name)
        return db

    def _connect(self) -> sqlite3.Connection:
        if str(self.path) != ":memory:":
            make_folder(self.path.parent)
            examine_place(self.path)  # SQLite would only say "unable to open" of a folder or a loop of links
        db = sqlite3.connect(self.path, timeout=5.0)
        try:
            prepare(db)
        except BaseException:
            db.close()
            raise
        return db

    def _in_memory(self, what_happened: str) -> sqlite3.Connection:
        """This session's games kept in memory, from a copy of the file when it can still be read; the file stays."""
        self.notice = Notice(QT_TRANSLATE_NOOP(
            "Storage",
            "Your game history {what_happened}, so it is left as it is and this session's games are kept only "
            "until you close the program.",
        ), what_happened=what_happened)
        original, self.path = self.path, Path(":memory:")
        with contextlib.suppress(Unusable, sqlite3.Error, OSError):
            return _copy_into_memory(original)
        return self._connect()

    def _set_aside(self) -> Path | None:
        """Move the database and its journal files out of the way, keeping them for the curious."""
        aside = set_aside(self.path)
        if aside is not None:
            for suffix in ("-wal", "-shm", "-journal"):
                sidecar = self.path.with_name(self.path.name + suffix)
                if os.path.lexists(sidecar):
                    move(sidecar, aside.with_name(aside.name + suffix))
        return aside

    def close(self) -> None:
        self._db.close()

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
            raise StorageError(Notice(HISTORY_NOT_SAVED, reason=error)) from error

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
            raise StorageError(Notice(HISTORY_NOT_SAVED, reason=error)) from error
        finally:
            self._in_transaction = False

    def _rollback(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self._db.rollback()

    def begin_match(self, game: Game, seats: Sequence[Seat], first_seed: int, practice: bool) -> int:
        """A new match, as 'playing'; any other match still 'playing' is marked abandoned. Its id."""
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
        summary = deal_summary(list(outcome.roles), list(outcome.tricks_won), list(outcome.scores),
                                seat[0][0] if seat else None)  # fmt: skip
        self._write(
            "INSERT OR REPLACE INTO deals (match_id, number, seed, record, roles, tricks_won, scores, hints, ended,"
            " human_score, human_role, human_top, readable) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (match_id, number, deal.seed, json.dumps(deal_to_record(deal)), json.dumps(list(outcome.roles)),
             json.dumps(list(outcome.tricks_won)), json.dumps(list(outcome.scores)), hints, time.time(), *summary),
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
            over = self._over(match_id)
            if over is not None:
                self.end_match(match_id, over.totals, over.winners)
                continue
            totals = self._totals(match_id)
            self._write(
                "UPDATE matches SET status = 'abandoned', ended = ?, totals = ? WHERE id = ?",
                (time.time(), json.dumps(totals), match_id),
            )

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

    def match_for(self, document: MatchDocument) -> tuple[int, str] | None:
        """The newest stored match that is ``document``'s (same game, options, seats, first deal): (id, status)."""
        match = document.match
        rows = self._read(
            "SELECT id, status, players, options, seats, practice FROM matches"
            " WHERE game = ? AND first_seed = ? ORDER BY id DESC",
            (match.game.id, match.first_seed),
        )
        for match_id, status, players, options, seats, practice in rows:
            with contextlib.suppress(ValueError):  # a row we cannot read is nobody's
                if (players, json.loads(options), json.loads(seats), bool(practice)) == (
                    match.game.players,
                    dict(match.game.options),
                    [seat.to_json() for seat in document.seats],
                    document.practice,
                ):
                    return match_id, status
        return None

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
                deals[number] = deal_from_record(json.loads(record))
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
            raise StorageError(Notice(HISTORY_NOT_READ, reason=error)) from error

    def query(self, sql: str, parameters: Sequence[object] = ()) -> list[tuple[Any, ...]]:
        """Rows of a read-only query (the statistics' sums); a failure is a ``StorageError``."""
        return self._read(sql, parameters)

    def _totals(self, match_id: int) -> list[int]:
        players_row = self._read("SELECT players FROM matches WHERE id = ?", (match_id,))
        totals = [0] * (players_row[0][0] if players_row else 0)
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
        return [match for match in map(readable_match, self._read(sql, (game_id,) if game_id else ())) if match]

    def match(self, match_id: int) -> MatchRow | None:
        """One match, if it is there and can be read."""
        rows = self._read("SELECT * FROM matches WHERE id = ?", (match_id,))
        return readable_match(rows[0]) if rows else None

    def player_matches(self, game_id: str | None = None) -> LazyMatches:
        """The player's matches (not the computers' alone), newest first, each read only when asked for.

        Rows marked unreadable are left out; one damaged since it was summarised reads as None.
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
                roles, tricks_won, scores = deal_lists(r[4], r[5], r[6], r[9])
            except Damaged:
                continue
            rows.append(DealRow(r[0], r[1], r[2], r[3], roles, tricks_won, scores, r[7], r[8], r[9], bool(r[10])))
        return rows

    # --- summaries ------------------------------------------------------------------------

    def summarise(self) -> None:
        """Write the summary columns of every row that lacks them, marking rows that cannot be read.

        Cheap when nothing is pending (a partial index finds the rows); for a history from an
        older version it reads every deal once.
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
        try:
            with self._db:
                self._db.executemany(
                    "UPDATE matches SET human_total = ?, result = ?, readable = ? WHERE id = ?", matches
                )
                self._db.executemany(
                    "UPDATE deals SET human_score = ?, human_role = ?, human_top = ?, readable = ? WHERE id = ?", deals
                )
        except sqlite3.Error as error:
            raise StorageError(Notice(HISTORY_NOT_SAVED, reason=error)) from error

    def unreadable(self) -> tuple[int, int]:
        """How many matches and deals could not be read (left out of the statistics)."""
        rows = self._read(
            "SELECT (SELECT COUNT(*) FROM matches WHERE readable = 0), (SELECT COUNT(*) FROM deals WHERE readable = 0)"
        )
        return rows[0][0], rows[0][1]

    def match_document(self, match_id: int) -> MatchDocument:
        """A stored match as the engine's value (to reopen its score sheet); its deals are checked again."""
        rows = self._read("SELECT * FROM matches WHERE id = ?", (match_id,))
        if not rows:
            missing = QT_TRANSLATE_NOOP("Storage", "There is no match {number} in your history.")
            raise StorageError(Notice(missing, number=match_id))
        match = readable_match(rows[0])
        if match is None:
            damaged = QT_TRANSLATE_NOOP(
                "Storage", "That match could not be read back (its entry in your history is damaged)."
            )
            raise StorageError(Notice(damaged))
        records = self._read("SELECT record FROM deals WHERE match_id = ? ORDER BY number", (match_id,))
        if not records:
            raise StorageError(Notice(QT_TRANSLATE_NOOP("Storage", "That match has no finished deal to show.")))
        try:
            deals = tuple(deal_from_record(json.loads(record)) for (record,) in records)
        except (RecordError, ValueError) as error:
            raise StorageError(Notice(NOT_READ_BACK, reason=error)) from error
        game = deals[0].game
        first = deals[0].seed if deals[0].seed is not None else match.first_seed
        return MatchDocument(Match(game, first, deals), tuple(match.seats), match.practice)


class LazyMatches(Sequence[MatchRow | None]):
    """Matches by id, each read from the history when first asked for, with its neighbours (None if unreadable)."""

    PAGE = 64  # rows read at once: about what a list shows

    def __init__(self, history: History | None, ids: list[int]) -> None:
        self._history = history
        self._ids = ids
        self._rows: dict[int, MatchRow | None] = {}

    def __len__(self) -> int:
        return len(self._ids)

    def __getitem__(self, index: int) -> MatchRow | None:  # type: ignore[override]
        index = range(len(self._ids))[index]  # negative indexes, and IndexError past the end
        match_id = self._ids[index]
        if match_id not in self._rows and self._history is not None:
            page = self._ids[index - index % self.PAGE :][: self.PAGE]
            marks = ", ".join("?" * len(page))
            for row in self._history.query(f"SELECT * FROM matches WHERE id IN ({marks})", page):
                self._rows[row[0]] = readable_match(row)
        return self._rows.get(match_id)

    def id(self, index: int) -> int:
        """The id of the match at ``index``, without reading its row."""
        return self._ids[index]


def _copy_into_memory(path: Path) -> sqlite3.Connection:
    """A copy in memory of the database at ``path``, read without writing anything beside it."""
    uri = Path(os.path.abspath(path)).as_uri()
    try:
        source = sqlite3.connect(f"{uri}?mode=ro", uri=True, timeout=1.0)
        source.execute("PRAGMA user_version").fetchone()
    except sqlite3.Error:  # a read-only folder cannot hold the journal's index: read the file as it stands
        source = sqlite3.connect(f"{uri}?immutable=1", uri=True)
    memory = sqlite3.connect(":memory:")
    try:
        source.backup(memory)
        prepare(memory)
    except BaseException:
        memory.close()
        raise
    finally:
        source.close()
    return memory
