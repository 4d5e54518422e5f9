"""The history database's schema: its migrations, and the checks that a file holds what they make.

``MIGRATIONS[v]`` turns a version-v database into version v + 1; ``prepare``
brings a just-opened database to the current version or raises ``Unusable``
saying why it cannot be used.  Opening a history of the current version only
reads it: the write lock is taken only when a migration is really needed (so
another program holding the lock does not stop the table), and a migration of
a history that holds anything first has the caller keep a copy of it.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterator
from functools import cache

from ..kept.notices import ANOTHER_PROGRAM, DAMAGED, NEWER

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
    """
    ALTER TABLE matches ADD COLUMN human_total INTEGER;  -- the player's total, once there are totals
    ALTER TABLE matches ADD COLUMN result TEXT;          -- a finished match with a player: won, shared or lost
    ALTER TABLE matches ADD COLUMN readable INTEGER;     -- summary: null not yet made, 1 made, 0 row unreadable
    ALTER TABLE deals ADD COLUMN human_score INTEGER;    -- the player's score (null: no player)
    ALTER TABLE deals ADD COLUMN human_role TEXT;
    ALTER TABLE deals ADD COLUMN human_top INTEGER;      -- 1 when no seat scored more than the player
    ALTER TABLE deals ADD COLUMN readable INTEGER;
    CREATE INDEX deals_summary ON deals(match_id, readable, ended, human_score, human_role, human_top, hints);
    CREATE INDEX deals_unsummarised ON deals(id) WHERE readable IS NULL;
    CREATE INDEX matches_unsummarised ON matches(id) WHERE readable IS NULL;
    CREATE TRIGGER match_summary_stale AFTER UPDATE OF human_seat, status, totals, winners ON matches
    BEGIN
        UPDATE matches SET readable = NULL WHERE id = NEW.id;
    END;
    """,
    """
    ALTER TABLE deals ADD COLUMN human_accuracy REAL;    -- the coach's accuracy of the player (null: not looked at)
    ALTER TABLE deals ADD COLUMN lost_proposals REAL;    -- clear points the player lost, by kind (docs/coach.md)
    ALTER TABLE deals ADD COLUMN lost_given REAL;
    ALTER TABLE deals ADD COLUMN lost_play REAL;
    ALTER TABLE deals ADD COLUMN inaccuracies INTEGER;   -- the player's decisions so marked
    ALTER TABLE deals ADD COLUMN mistakes INTEGER;
    ALTER TABLE deals ADD COLUMN blunders INTEGER;
    DROP INDEX deals_summary;  -- the statistics read the verdicts with the rest, from the one covering index
    CREATE INDEX deals_summary ON deals(match_id, readable, ended, human_score, human_role, human_top, hints,
        human_accuracy, lost_proposals, lost_given, lost_play);
    """,
    """
    CREATE TABLE daily (                -- the deal of the day, as first played on that day (play/daily.py)
        day TEXT NOT NULL,              -- the date, YYYY-MM-DD, by the player's own clock
        game TEXT NOT NULL,
        number INTEGER NOT NULL,        -- the deal number the date gave
        score INTEGER NOT NULL,         -- the player's score
        par INTEGER,                    -- the expert's score in the player's seat (null: not worked out)
        accuracy REAL,                  -- the coach's accuracy, 0 to 100 (null: not looked at)
        record TEXT NOT NULL,           -- the deal record, to review it again
        played REAL NOT NULL,           -- seconds since the epoch
        PRIMARY KEY (day, game)
    );
    """,
)
SCHEMA_VERSION = len(MIGRATIONS)


MIGRATION_BUSY_MS = 2000  # how long a migration waits for another program's write lock (the table waits far less)


class Unusable(Exception):
    """The database cannot be used as it is: ``args[0]`` says why in the player's words, ``detail`` for the log."""

    def __init__(self, words: str, detail: str = "") -> None:
        super().__init__(words)
        self.detail = detail or str(words)


# SQLite's result codes for a file that is not what it should be; any other error (a full disk, a read-only
# or unreadable folder, a lock held too long) is a passing circumstance, and the file is left where it is.
_DAMAGE_CODES = frozenset({
    1,  # SQLITE_ERROR: a statement our own schema should run did not ("no such table")
    11,  # SQLITE_CORRUPT
    19,  # SQLITE_CONSTRAINT
    20,  # SQLITE_MISMATCH
    24,  # SQLITE_FORMAT
    26,  # SQLITE_NOTADB
})  # fmt: skip


def is_damage(error: sqlite3.Error) -> bool:
    code = getattr(error, "sqlite_errorcode", None)  # Python 3.11 and later
    if code is not None:
        return code & 0xFF in _DAMAGE_CODES
    if isinstance(error, sqlite3.OperationalError):  # also a full disk or a read-only folder: look closer
        return any(words in str(error) for words in ("no such", "already exists", "malformed", "not a database"))
    return isinstance(error, sqlite3.DatabaseError)


def prepare(db: sqlite3.Connection, keep_copy: Callable[[int], None] | None = None, check: bool = True) -> None:
    """Check a just-opened database and bring it to the current schema; ``Unusable`` says why it cannot be used.

    ``keep_copy(version)`` is called before a database that holds anything is migrated from ``version`` (its
    failure stops the migration); ``check`` runs SQLite's quick check of the whole file.
    """
    # One statement, so both are read from the same moment even while another program creates the tables.
    version, has_tables = db.execute(
        "SELECT (SELECT user_version FROM pragma_user_version), EXISTS (SELECT 1 FROM sqlite_master)"
    ).fetchone()
    if version > SCHEMA_VERSION:
        raise Unusable(NEWER, f"schema version {version}")
    if version == 0 and has_tables:
        raise Unusable(ANOTHER_PROGRAM, "tables without a schema version")  # its tables are not ours to add to
    if check and (result := db.execute("PRAGMA quick_check").fetchone()[0]) != "ok":
        raise Unusable(DAMAGED, f"quick_check: {result}")
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = FULL")  # a finished deal survives even a power cut
    db.execute("PRAGMA foreign_keys = ON")
    if version < SCHEMA_VERSION:
        if has_tables and keep_copy is not None:
            keep_copy(version)
        _migrate(db)
    missing = _missing_schema(db)
    if missing:
        raise Unusable(DAMAGED, f"{missing} is missing")


def _migrate(db: sqlite3.Connection) -> None:
    """Run the migrations the file lacks, all in one transaction that holds the write lock from the start.

    A second program opening the same new file at the same moment waits for the
    lock, then reads the version this one wrote, and creates nothing twice.
    """
    db.commit()
    previous, db.isolation_level = db.isolation_level, None  # the transaction below is ours, statement by statement
    waited = db.execute("PRAGMA busy_timeout").fetchone()[0]
    db.execute(f"PRAGMA busy_timeout = {max(waited, MIGRATION_BUSY_MS)}")
    try:
        db.execute("BEGIN IMMEDIATE")
        try:
            version = db.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                raise Unusable(NEWER, f"schema version {version}")
            for step in range(version, SCHEMA_VERSION):
                for statement in _statements(MIGRATIONS[step]):
                    db.execute(statement)
                db.execute(f"PRAGMA user_version = {step + 1}")
            db.execute("COMMIT")
        except BaseException:
            with contextlib.suppress(sqlite3.Error):
                db.execute("ROLLBACK")
            raise
    finally:
        db.execute(f"PRAGMA busy_timeout = {waited}")
        db.isolation_level = previous


def _statements(script: str) -> Iterator[str]:
    """A migration script's statements one at a time (``executescript`` would commit our transaction)."""
    statement = ""
    for piece in script.split(";"):
        statement += piece + ";"
        if sqlite3.complete_statement(statement):
            if statement.strip(" \t\r\n;"):
                yield statement
            statement = ""


@cache
def _expected_schema() -> dict[str, frozenset[str]]:
    """Every table the migrations make, with its columns (from a fresh database in memory)."""
    db = sqlite3.connect(":memory:")
    try:
        _migrate(db)
        return _schema(db)
    finally:
        db.close()


def _schema(db: sqlite3.Connection) -> dict[str, frozenset[str]]:
    tables = [row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'")]
    return {table: frozenset(row[1] for row in db.execute(f"PRAGMA table_info({_quoted(table)})")) for table in tables}


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _missing_schema(db: sqlite3.Connection) -> str | None:
    """The first table or column the migrations make that this database lacks (for the log); None if complete."""
    found = _schema(db)
    for table, columns in _expected_schema().items():
        if table not in found:
            return f"the table {table}"
        missing = sorted(columns - found[table])
        if missing:
            return f"the column {missing[0]} of the table {table}"
    return None
