"""The history's file: opening it, and what is done when it cannot be used as it is.

The schema carries a version (``PRAGMA user_version``) with migrations, and is
checked against what the migrations make whenever the file is opened; before
a history that holds anything is migrated, a copy of it is kept beside it
(``history.sqlite3.before-v2``).  A database that is damaged, incomplete or
was written by a newer version is set aside with its journal files and a
fresh one is started; one that is only out of reach (an unreadable file or
folder) is left where it is, and this session's games are kept in memory,
starting from a copy of it when it can be read (``fallback`` is then the
file), until ``reopen`` can open it again.  Opening a history of the current
version only reads it, and every statement waits for another program's lock a
quarter of a second at most (``BUSY_SECONDS``).
"""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import tempfile
from pathlib import Path

from ..kept.notices import (
    DAMAGED,
    HISTORY_NOT_MOVED,
    HISTORY_NOT_OPENED,
    HISTORY_NOT_RENEWED,
    HISTORY_SET_ASIDE,
    Notice,
    why_not_opened,
)
from .files import FileTrouble, examine_place, free_name, make_folder, move, set_aside
from .rows import text
from .schema import SCHEMA_VERSION, Unusable, is_damage, prepare

BUSY_SECONDS = 0.25  # the longest a statement waits for another program's lock: the table must not freeze

log = logging.getLogger("parlett_table")


class HistoryFile:
    """The open history database (``db``).  Opening never fails: ``notice`` says what had to be done instead."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.notice: str | None = None
        self.fallback: Path | None = None  # the file, while this session's games can only be kept in memory
        self.db = self._open()

    def _open(self) -> sqlite3.Connection:
        """The database at ``path``; if it is damaged a fresh one in its place; if it is out of reach, memory."""
        if str(self.path) == ":memory:":
            return self._connect(self.path)
        try:
            return self._connect(self.path)
        except Unusable as problem:
            damage, detail = problem.args[0], problem.detail
        except FileTrouble as trouble:
            if not trouble.damaged:
                return self._in_memory(trouble.error or OSError(trouble.reason), None)
            damage, detail = trouble.reason, trouble.reason
        except sqlite3.Error as error:
            if not is_damage(error):
                return self._in_memory(error, None)
            damage, detail = DAMAGED, str(error)
        except OSError as error:
            return self._in_memory(error, None)
        log.warning("The history %s could not be used: %s", self.path, detail)
        aside = self._set_aside()
        if aside is None:
            return self._in_memory(None, Notice(HISTORY_NOT_MOVED, problem=damage))
        try:
            db = self._connect(self.path)
        except (Unusable, FileTrouble, sqlite3.Error, OSError) as error:
            why = why_not_opened(error if not isinstance(error, FileTrouble) else error.error or OSError(str(error)))
            return self._in_memory(error, Notice(HISTORY_NOT_RENEWED, problem=damage, file=aside.name, why=why))
        self.notice = Notice(HISTORY_SET_ASIDE, problem=damage, file=aside.name)
        return db

    def _connect(self, path: Path, check: bool = True) -> sqlite3.Connection:
        if str(path) != ":memory:":
            make_folder(path.parent)
            examine_place(path)  # SQLite would only say "unable to open" of a folder, and wait on a FIFO for good
        db = sqlite3.connect(path, timeout=BUSY_SECONDS)
        db.text_factory = text
        try:
            prepare(db, lambda version: self._keep_before_migrating(db, path, version), check)
        except BaseException:
            db.close()
            raise
        return db

    def _keep_before_migrating(self, db: sqlite3.Connection, path: Path, version: int) -> None:
        """A copy of the history as it is, beside it, before it is migrated from ``version`` (OSError if not made)."""
        if str(path) == ":memory:":
            return
        target = path.with_name(f"{path.name}.before-v{SCHEMA_VERSION}")
        if os.path.lexists(target):
            target = free_name(path, f"before-v{SCHEMA_VERSION}")
        try:
            copy_database(db, target)
        except sqlite3.Error as error:  # no reason to think the history damaged: it is left as it is
            raise OSError(str(error)) from error
        log.info("The history (version %d) was copied to %s before it was migrated.", version, target)

    def _in_memory(self, error: BaseException | None, notice: str | None) -> sqlite3.Connection:
        """This session's games kept in memory, from a copy of the file when it can still be read; the file stays."""
        if error is not None:
            log.warning("The history %s could not be opened: %s", self.path, error)
        self.notice = notice or Notice(HISTORY_NOT_OPENED, why=why_not_opened(error or OSError()))
        original, self.path = self.path, Path(":memory:")
        self.fallback = original
        with contextlib.suppress(Unusable, sqlite3.Error, OSError):
            return copy_into_memory(original)
        return self._connect(self.path)

    def reopen(self) -> bool:
        """Open the file again: after it could only be kept in memory (its ids are then another database's), or to
        write a file opened when it could only be read.  Whether the file is open now; nothing is set aside here."""
        target = self.fallback or self.path
        if str(target) == ":memory:":
            return False
        try:
            db = self._connect(target, check=self.fallback is not None)
        except (Unusable, FileTrouble, sqlite3.Error, OSError) as error:
            log.info("The history %s could not be opened again: %s", target, error)
            return False
        old, self.db = self.db, db
        with contextlib.suppress(sqlite3.Error):
            old.close()
        self.path, self.fallback = target, None
        return True

    def _set_aside(self) -> Path | None:
        """Move the database and its journal files out of the way, keeping them for the curious."""
        aside = set_aside(self.path)
        if aside is not None:
            for suffix in ("-wal", "-shm", "-journal"):
                sidecar = self.path.with_name(self.path.name + suffix)
                if os.path.lexists(sidecar):
                    move(sidecar, aside.with_name(aside.name + suffix))
        return aside


def copy_database(db: sqlite3.Connection, target: Path) -> None:
    """A consistent copy of the open database ``db`` (its write-ahead log included) as the file ``target``, written
    whole or not at all."""
    handle, temporary = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    os.close(handle)
    try:
        copy = sqlite3.connect(temporary)
        try:
            db.backup(copy)
            copy.execute("PRAGMA journal_mode = DELETE")  # one file, readable alone
        finally:
            copy.close()
        with open(temporary, "rb+") as written:
            os.fsync(written.fileno())
        os.replace(temporary, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def copy_into_memory(path: Path) -> sqlite3.Connection:
    """A copy in memory of the database at ``path``, read without writing anything beside it."""
    uri = Path(os.path.abspath(path)).as_uri()
    try:
        source = sqlite3.connect(f"{uri}?mode=ro", uri=True, timeout=BUSY_SECONDS)
        source.execute("PRAGMA user_version").fetchone()
    except sqlite3.Error:  # a read-only folder cannot hold the journal's index: read the file as it stands
        source = sqlite3.connect(f"{uri}?immutable=1", uri=True)
    memory = sqlite3.connect(":memory:")
    memory.text_factory = text
    try:
        source.backup(memory)
        prepare(memory)
    except BaseException:
        memory.close()
        raise
    finally:
        source.close()
    return memory

