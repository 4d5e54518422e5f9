"""The tables on disk: SQLite in WAL mode, one file in the server's data folder.

Every accepted action is written (and committed) before anyone is answered, so a server killed at any moment
(SIGKILL included: a commit in WAL mode is in the operating system's hands once ``write`` returns) starts
again with every acknowledged action.  With ``synchronous=NORMAL`` a power cut may lose the last commits; a
host that must survive that too sets ``durable`` (``synchronous=FULL``: one fsync per action).  Within a deal an
action is one statement and so one commit; the table's time of last change (which only counts for removing
tables days old) follows with the service's sweep, once a second, for every table moved meanwhile.

Checkpoints (copying the write-ahead log into the database, with an fsync of each) are taken by a thread of
their own on a connection of its own, once a second (``Checkpoints``), never on the event loop: a checkpoint on a
busy disk takes tens of milliseconds, which would hold up every table while it ran.

A deal is stored as its seed, its dealer and its actions, and once finished as its deal record too; seats as
their names and the SHA-256 of their tokens, never the tokens.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from ..engine import Action, action_from_json, create_game, deal_to_record
from .table import HUMAN, LEFT, OPEN, RECONNECTING, Seat, Table

SCHEMA = """
CREATE TABLE IF NOT EXISTS tables (
    code TEXT PRIMARY KEY, game TEXT NOT NULL, players INTEGER NOT NULL, options TEXT NOT NULL,
    level TEXT NOT NULL, grace INTEGER NOT NULL, host INTEGER NOT NULL, address TEXT NOT NULL,
    created REAL NOT NULL, touched REAL NOT NULL, over INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS seats (
    code TEXT NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL, player TEXT NOT NULL,
    token_hash TEXT NOT NULL, gone INTEGER NOT NULL DEFAULT 0, level TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (code, seat)
);
CREATE TABLE IF NOT EXISTS deals (
    code TEXT NOT NULL, number INTEGER NOT NULL, seed INTEGER NOT NULL, dealer INTEGER NOT NULL, record TEXT,
    PRIMARY KEY (code, number)
);
CREATE TABLE IF NOT EXISTS actions (
    code TEXT NOT NULL, number INTEGER NOT NULL, idx INTEGER NOT NULL, action TEXT NOT NULL,
    PRIMARY KEY (code, number, idx)
);
"""
FILE_NAME = "tables.sqlite3"
CHECKPOINT_SECONDS = 1.0


class Checkpoints(threading.Thread):
    """Checkpoints of the store's write-ahead log, in a thread, every ``every`` seconds until ``stop()``.

    PASSIVE: a checkpoint never waits for the writer nor holds it up; what it could not copy, the next copies.
    """

    def __init__(self, path: Path, every: float = CHECKPOINT_SECONDS) -> None:
        super().__init__(name="store checkpoints", daemon=True)
        self.path, self.every = path, every
        self._stopping = threading.Event()

    def run(self) -> None:
        db = sqlite3.connect(self.path, isolation_level=None)
        try:
            while not self._stopping.wait(self.every):
                with contextlib.suppress(sqlite3.Error):  # busy, or the disk refused: the next one tries again
                    db.execute("PRAGMA wal_checkpoint(PASSIVE)")
        finally:
            db.close()

    def stop(self) -> None:
        self._stopping.set()
        self.join()


class Store:
    """The server's tables in ``folder/tables.sqlite3``."""

    def __init__(self, folder: Path, durable: bool = False) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        self.path = folder / FILE_NAME
        self._db = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute(f"PRAGMA synchronous={'FULL' if durable else 'NORMAL'}")
        self._db.executescript(SCHEMA)
        columns = [row[1] for row in self._db.execute("PRAGMA table_info(seats)")]
        if "level" not in columns:  # a store from before seats had levels of their own
            self._db.execute("ALTER TABLE seats ADD COLUMN level TEXT NOT NULL DEFAULT ''")
        self._db.execute("PRAGMA wal_autocheckpoint=0")  # the thread checkpoints
        self._touched: dict[str, float] = {}  # code: when a move stored without it touched the table
        self._checkpoints = Checkpoints(self.path)
        self._checkpoints.start()

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self.write_touched()
        self._checkpoints.stop()
        self._db.close()  # the last connection to close checkpoints what is left

    @contextlib.contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield self._db
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    # --- writing ---------------------------------------------------------------------------

    def add_table(self, table: Table, now: float) -> None:
        game = table.game
        with self._transaction() as db:
            db.execute(
                "INSERT INTO tables VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)",
                (table.code, game.id, game.players, json.dumps(dict(game.options)), table.level, table.grace,
                 table.host, table.address, now, now),
            )  # fmt: skip
            self._write_seats(db, table)

    def save_seats(self, table: Table, now: float) -> None:
        with self._transaction() as db:
            self._write_seats(db, table)
            db.execute("UPDATE tables SET touched = ? WHERE code = ?", (now, table.code))

    @staticmethod
    def _write_seats(db: sqlite3.Connection, table: Table) -> None:
        db.executemany(
            "INSERT OR REPLACE INTO seats VALUES (?, ?, ?, ?, ?, ?, ?)",
            [(table.code, number, seat.name, seat.player, seat.token_hash, int(seat.status == LEFT), seat.level)
             for number, seat in enumerate(table.seats)],
        )  # fmt: skip

    def start_match(self, table: Table, now: float) -> None:
        """The host started the match: the seats as they now are and the first deal, together."""
        deal = table.deal
        with self._transaction() as db:
            self._write_seats(db, table)
            db.execute("INSERT INTO deals VALUES (?, ?, ?, ?, NULL)", (table.code, 0, deal.seed, deal.dealer))
            db.execute("UPDATE tables SET touched = ? WHERE code = ?", (now, table.code))

    def add_deal(self, table: Table, now: float) -> None:
        """The table's current deal has just been dealt (by ``start`` or ``next_deal``)."""
        deal = table.deal
        assert deal.seed is not None
        with self._transaction() as db:
            db.execute(
                "INSERT INTO deals VALUES (?, ?, ?, ?, NULL)", (table.code, table.deal_index, deal.seed, deal.dealer)
            )
            db.execute("UPDATE tables SET touched = ? WHERE code = ?", (now, table.code))

    def add_action(self, table: Table, action: Action, now: float) -> None:
        """An action just applied to the table's current deal; once the deal is over, its record too.

        Within a deal the action is one statement, so one commit of its own and of nothing else: the table's
        ``touched`` time waits in ``_touched`` for ``write_touched`` (the service's sweep, once a second).  A
        server killed meanwhile has every action and a ``touched`` up to a second old (it counts days)."""
        deal = table.deal
        row = (table.code, table.deal_index, len(deal.actions) - 1, json.dumps(action.to_json()))
        if not deal.is_over:
            self._db.execute("INSERT INTO actions VALUES (?, ?, ?, ?)", row)
            self._touched[table.code] = now
            return
        with self._transaction() as db:
            db.execute("INSERT INTO actions VALUES (?, ?, ?, ?)", row)
            db.execute(
                "UPDATE deals SET record = ? WHERE code = ? AND number = ?",
                (json.dumps(deal_to_record(deal)), table.code, table.deal_index),
            )
            over = int(table.over)
            db.execute("UPDATE tables SET touched = max(touched, ?), over = ? WHERE code = ?", (now, over, table.code))

    def write_touched(self) -> None:
        """The ``touched`` times ``add_action`` kept back, in one transaction (never one older than stored)."""
        if not self._touched:
            return
        touched, self._touched = self._touched, {}
        try:
            with self._transaction() as db:
                db.executemany(
                    "UPDATE tables SET touched = max(touched, ?) WHERE code = ?",
                    [(now, code) for code, now in touched.items()],
                )
        except sqlite3.Error:
            self._touched = {**touched, **self._touched}  # the next sweep tries again
            raise

    def remove(self, code: str) -> None:
        with self._transaction() as db:
            for name in ("actions", "deals", "seats", "tables"):
                db.execute(f"DELETE FROM {name} WHERE code = ?", (code,))

    # --- reading ---------------------------------------------------------------------------

    def records(self, code: str) -> list[dict[str, object]]:
        """The records of the table's finished deals, in order."""
        rows = self._db.execute(
            "SELECT record FROM deals WHERE code = ? AND record IS NOT NULL ORDER BY number", (code,)
        ).fetchall()
        return [json.loads(record) for (record,) in rows]

    def expired(self, now: float, keep_finished: float, keep_idle: float) -> list[str]:
        """Tables whose match ended over ``keep_finished`` seconds ago, or untouched for ``keep_idle`` (the
        ``touched`` times kept back written first)."""
        self.write_touched()
        rows = self._db.execute(
            "SELECT code FROM tables WHERE (over = 1 AND touched < ?) OR touched < ?",
            (now - keep_finished, now - keep_idle),
        ).fetchall()
        return [code for (code,) in rows]

    def load(self, now: float) -> list[Table]:
        """Every stored table as it was, its people all reconnecting (gone since ``now``)."""
        tables = []
        for row in self._db.execute("SELECT * FROM tables ORDER BY created").fetchall():
            tables.append(self._load_table(row, now))
        return tables

    def _load_table(self, row: Any, now: float) -> Table:
        code, game_id, players, options, level, grace, host, address, _created, touched, _over = row
        game = create_game(game_id, players, json.loads(options))
        seats = []
        for name, player, hashed, gone, level in self._db.execute(
            "SELECT name, player, token_hash, gone, level FROM seats WHERE code = ? ORDER BY seat", (code,)
        ):
            status = (LEFT if gone else RECONNECTING) if player == HUMAN else (OPEN if player == OPEN else player)
            seats.append(Seat(name, player, hashed, status, now if status == RECONNECTING else None, level))
        table = Table(code, game, level, grace, seats, touched=touched, host=host, address=address)
        deals = []
        for number, seed, dealer in self._db.execute(
            "SELECT number, seed, dealer FROM deals WHERE code = ? ORDER BY number", (code,)
        ).fetchall():
            actions = [
                action_from_json(json.loads(text))
                for (text,) in self._db.execute(
                    "SELECT action FROM actions WHERE code = ? AND number = ? ORDER BY idx", (code, number)
                )
            ]
            deals.append((seed, dealer, actions))
        table.replay(deals)
        return table
