"""Game history: every finished deal and every match, in SQLite in the user's data folder.

Each deal is committed the moment it ends (WAL journal, full sync), so a
crash loses at most the deal being played.  The schema carries a version
(``PRAGMA user_version``) with migrations; a database that is damaged or was
written by a newer version is set aside with its journal files and a fresh
one is started, and ``notice`` says so in a sentence.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..engine import Deal, Match, MatchDocument, RecordError, deal_from_record, deal_to_record
from ..engine.game import Game
from .files import set_aside
from .paths import data_dir

FILE_NAME = "history.sqlite3"

# MIGRATIONS[v] turns a version-v database into version v + 1 (version 0: empty).
MIGRATIONS: tuple[str, ...] = (
    """
    CREATE TABLE matches (
        id INTEGER PRIMARY KEY,
        game TEXT NOT NULL,
        players INTEGER NOT NULL,
        options TEXT NOT NULL,          -- JSON object, every option written out
        seats TEXT NOT NULL,            -- JSON array of {"name", "player"}
        human_seat INTEGER,             -- null when every seat was a computer
        practice INTEGER NOT NULL,
        first_seed INTEGER NOT NULL,
        started REAL NOT NULL,          -- seconds since the epoch
        ended REAL,
        status TEXT NOT NULL CHECK (status IN ('playing', 'finished', 'abandoned')),
        totals TEXT,                    -- JSON array, once finished or abandoned
        winners TEXT                    -- JSON array of seats, once finished
    );
    CREATE TABLE deals (
        id INTEGER PRIMARY KEY,
        match_id INTEGER NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
        number INTEGER NOT NULL,        -- 1 for the match's first deal
        seed INTEGER,
        record TEXT NOT NULL,           -- the deal record (spec/deal-record.md)
        roles TEXT NOT NULL,            -- JSON array
        tricks_won TEXT NOT NULL,       -- JSON array
        scores TEXT NOT NULL,           -- JSON array
        hints INTEGER NOT NULL,         -- suggestions the player asked for
        ended REAL NOT NULL,
        UNIQUE (match_id, number)
    );
    CREATE INDEX deals_by_match ON deals(match_id);
    CREATE INDEX matches_by_game ON matches(game, status);
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)


class StorageError(Exception):
    """The history could not be written or read; the message is a sentence for the player."""


@dataclass(frozen=True)
class MatchRow:
    id: int
    game: str
    players: int
    options: dict[str, Any]
    seats: list[dict[str, str]]
    human_seat: int | None
    practice: bool
    first_seed: int
    started: float
    ended: float | None
    status: str
    totals: list[int] | None
    winners: list[int] | None

    @property
    def won(self) -> bool:
        return self.status == "finished" and self.human_seat is not None and self.winners == [self.human_seat]

    @property
    def shared(self) -> bool:
        return (
            self.status == "finished"
            and self.human_seat is not None
            and self.winners is not None
            and len(self.winners) > 1
            and self.human_seat in self.winners
        )


@dataclass(frozen=True)
class DealRow:
    match_id: int
    number: int
    game: str
    seed: int | None
    roles: list[str | None]
    tricks_won: list[int]
    scores: list[int]
    hints: int
    ended: float
    human_seat: int | None
    practice: bool

    @property
    def human_role(self) -> str | None:
        return None if self.human_seat is None else self.roles[self.human_seat]

    @property
    def human_score(self) -> int | None:
        return None if self.human_seat is None else self.scores[self.human_seat]


class History:
    """The history database.  Opening never fails: an unusable file is set aside (see ``notice``)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / FILE_NAME
        self.notice: str | None = None
        self._db = self._open()

    # --- opening ------------------------------------------------------------------------

    def _open(self) -> sqlite3.Connection:
        try:
            return self._connect()
        except OSError as error:
            self.notice = f"Your game history cannot be saved ({error}); this session's games will not be kept."
            self.path = Path(":memory:")
            return self._connect()
        except _Unusable as problem:
            aside = self._set_aside()
            where = f" It was kept as {aside.name}." if aside else ""
            self.notice = f"Your game history was {problem}, so a new one was started.{where}"
        except sqlite3.Error as error:
            aside = self._set_aside()
            where = f" It was kept as {aside.name}." if aside else ""
            self.notice = f"Your game history could not be opened ({error}), so a new one was started.{where}"
        try:
            return self._connect()
        except (sqlite3.Error, OSError) as error:  # not even a fresh file: keep this session's games in memory
            self.notice = f"Your game history cannot be saved ({error}); this session's games will not be kept."
            self.path = Path(":memory:")
            return self._connect()

    def _connect(self) -> sqlite3.Connection:
        if str(self.path) != ":memory:":
            self.path.parent.mkdir(parents=True, exist_ok=True)
        db = sqlite3.connect(self.path, timeout=5.0)
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise _Unusable("written by a newer version of Parlett Table")
            if db.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise _Unusable("damaged")
            db.execute("PRAGMA journal_mode = WAL")
            db.execute("PRAGMA synchronous = FULL")  # a finished deal survives even a power cut
            db.execute("PRAGMA foreign_keys = ON")
            for step in range(version, SCHEMA_VERSION):
                with db:
                    db.executescript(f"BEGIN; {MIGRATIONS[step]} PRAGMA user_version = {step + 1}; COMMIT;")
        except BaseException:
            db.close()
            raise
        return db

    def _set_aside(self) -> Path | None:
        """Move the database and its journal files out of the way, keeping them for the curious."""
        if not self.path.exists():
            return None
        aside = set_aside(self.path)
        for suffix in ("-wal", "-shm", "-journal"):
            sidecar = self.path.with_name(self.path.name + suffix)
            if sidecar.exists() and aside is not None:
                sidecar.replace(aside.with_name(aside.name + suffix))
        return aside

    def close(self) -> None:
        self._db.close()

    # --- writing ------------------------------------------------------------------------

    def _write(self, sql: str, parameters: Sequence[object] = ()) -> int:
        try:
            with self._db:
                cursor = self._db.execute(sql, parameters)
                return cursor.lastrowid or 0
        except sqlite3.Error as error:
            raise StorageError(f"Your game history could not be saved ({error}).") from error

    def begin_match(self, game: Game, seats: Sequence[dict[str, str]], first_seed: int, practice: bool) -> int:
        """A new match, as 'playing'; any other match still 'playing' is marked abandoned. Its id."""
        self.abandon_unfinished()
        human = next((i for i, seat in enumerate(seats) if seat["player"] == "human"), None)
        return self._write(
            "INSERT INTO matches (game, players, options, seats, human_seat, practice, first_seed, started, status)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'playing')",
            (game.id, game.players, json.dumps(dict(game.options)), json.dumps(list(seats)), human,
             int(practice), first_seed, time.time()),
        )  # fmt: skip

    def record_deal(self, match_id: int, number: int, deal: Deal, hints: int = 0) -> None:
        """A finished deal, committed at once (again: the same deal number replaces it)."""
        outcome = deal.outcome()
        self._write(
            "INSERT OR REPLACE INTO deals (match_id, number, seed, record, roles, tricks_won, scores, hints, ended)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (match_id, number, deal.seed, json.dumps(deal_to_record(deal)), json.dumps(list(outcome.roles)),
             json.dumps(list(outcome.tricks_won)), json.dumps(list(outcome.scores)), hints, time.time()),
        )  # fmt: skip

    def end_match(self, match_id: int, totals: Sequence[int], winners: Sequence[int]) -> None:
        self._write(
            "UPDATE matches SET status = 'finished', ended = ?, totals = ?, winners = ? WHERE id = ?",
            (time.time(), json.dumps(list(totals)), json.dumps(list(winners)), match_id),
        )

    def abandon_unfinished(self) -> None:
        """Every match still 'playing' was left for good: keep its deals, mark it abandoned."""
        for row in self._read("SELECT id FROM matches WHERE status = 'playing'"):
            totals = self._totals(row[0])
            self._write(
                "UPDATE matches SET status = 'abandoned', ended = ?, totals = ? WHERE id = ?",
                (time.time(), json.dumps(totals), row[0]),
            )

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
            raise StorageError(f"Your game history could not be read ({error}).") from error

    def _totals(self, match_id: int) -> list[int]:
        players_row = self._read("SELECT players FROM matches WHERE id = ?", (match_id,))
        totals = [0] * (players_row[0][0] if players_row else 0)
        for (scores,) in self._read("SELECT scores FROM deals WHERE match_id = ?", (match_id,)):
            for seat, score in enumerate(json.loads(scores)):
                totals[seat] += score
        return totals

    def matches(self, game: str | None = None) -> list[MatchRow]:
        """Matches, oldest first (of one game, or all)."""
        sql = "SELECT * FROM matches" + (" WHERE game = ?" if game else "") + " ORDER BY id"
        return [_match_row(row) for row in self._read(sql, (game,) if game else ())]

    def deals(self, game: str | None = None) -> list[DealRow]:
        """Finished deals, oldest first, with their match's player seat and practice flag."""
        sql = (
            "SELECT d.match_id, d.number, m.game, d.seed, d.roles, d.tricks_won, d.scores, d.hints, d.ended,"
            " m.human_seat, m.practice FROM deals d JOIN matches m ON m.id = d.match_id"
            + (" WHERE m.game = ?" if game else "")
            + " ORDER BY d.ended, d.id"
        )
        return [
            DealRow(r[0], r[1], r[2], r[3], json.loads(r[4]), json.loads(r[5]), json.loads(r[6]), r[7], r[8],
                    r[9], bool(r[10]))
            for r in self._read(sql, (game,) if game else ())
        ]  # fmt: skip

    def match_document(self, match_id: int) -> MatchDocument:
        """A stored match as the engine's value (to reopen its score sheet); its deals are checked again."""
        rows = self._read("SELECT * FROM matches WHERE id = ?", (match_id,))
        if not rows:
            raise StorageError(f"There is no match {match_id} in your history.")
        match = _match_row(rows[0])
        records = self._read("SELECT record FROM deals WHERE match_id = ? ORDER BY number", (match_id,))
        if not records:
            raise StorageError("That match has no finished deal to show.")
        try:
            deals = tuple(deal_from_record(json.loads(record)) for (record,) in records)
        except (RecordError, ValueError) as error:
            raise StorageError(f"That match could not be read back ({error}).") from error
        game = deals[0].game
        first = deals[0].seed if deals[0].seed is not None else match.first_seed
        return MatchDocument(Match(game, first, deals), tuple(match.seats), match.practice)


class _Unusable(Exception):
    """The database cannot be used as it is; the message says why, in words."""


def _match_row(row: tuple[Any, ...]) -> MatchRow:
    return MatchRow(
        id=row[0], game=row[1], players=row[2], options=json.loads(row[3]), seats=json.loads(row[4]),
        human_seat=row[5], practice=bool(row[6]), first_seed=row[7], started=row[8], ended=row[9], status=row[10],
        totals=json.loads(row[11]) if row[11] else None, winners=json.loads(row[12]) if row[12] else None,
    )  # fmt: skip
