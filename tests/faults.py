"""A disk that fails on demand, for the storage tests.

Every file write, rename and unlink the storage layer makes (through
``parlett_table.storage.files``) and every SQL statement and commit of a
history whose connection is wrapped is one *step*, numbered from 0.  A ``Plan``
can make one step fail (an ``OSError`` or ``sqlite3`` error; the program goes
on) or crash (``Crash``: the process is gone, so that step and every later
one reach the disk no more).  ``Disk`` also injects standing conditions for
the damaged-files table: a folder that is read-only, unreadable or full, or a
file that cannot be read.
"""

from __future__ import annotations

import errno
import os
import sqlite3
import types
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import pytest

from parlett_table.storage import files, history, history_file

T = TypeVar("T")


class Crash(BaseException):
    """The process died here: nothing catches it, and nothing more reaches the disk."""


def os_error(code: int, path: object = None) -> OSError:
    return OSError(code, os.strerror(code), None if path is None else str(path))


def sqlite_error(code: int, text: str) -> sqlite3.OperationalError:
    error = sqlite3.OperationalError(text)
    error.sqlite_errorcode = code  # type: ignore[attr-defined]
    return error


DISK_FULL_SQL = (13, "database or disk is full")
READ_ONLY_SQL = (8, "attempt to write a readonly database")
CANNOT_OPEN_SQL = (14, "unable to open database file")


@dataclass
class Plan:
    """Which step fails or crashes; ``steps`` lists what each step was, in order."""

    crash_before: int | None = None
    fail_at: int | None = None
    steps: list[str] = field(default_factory=list)
    dead: bool = False

    def step(self, kind: str, operation: Callable[[], T]) -> T:
        if self.dead:
            raise Crash(f"already dead, at {kind}")
        index = len(self.steps)
        self.steps.append(kind)
        if index == self.crash_before:
            self.dead = True
            raise Crash(f"crash before step {index} ({kind})")
        if index == self.fail_at:
            if kind in ("sql", "commit"):
                raise sqlite_error(*DISK_FULL_SQL)
            raise os_error(errno.ENOSPC)
        return operation()


class FaultyOS(types.SimpleNamespace):
    """``os`` as ``files`` sees it: writes, renames and unlinks are steps of ``plan``; fsync is skipped (a crash
    here is a process dying, not a power cut, and syncing only makes the tests slow)."""

    def __init__(self, plan: Plan) -> None:
        super().__init__()
        self.plan = plan

    def __getattr__(self, name: str) -> Any:
        return getattr(os, name)

    def write(self, handle: int, data: bytes) -> int:
        return self.plan.step("write", lambda: os.write(handle, data))

    def replace(self, source: object, target: object) -> None:
        self.plan.step("rename", lambda: os.replace(source, target))  # type: ignore[arg-type]

    def unlink(self, path: object) -> None:
        self.plan.step("unlink", lambda: os.unlink(path))  # type: ignore[arg-type]

    def fsync(self, handle: int) -> None:
        pass


class FaultyConnection:
    """A history's SQLite connection whose statements and commits are steps of ``plan``."""

    def __init__(self, db: sqlite3.Connection, plan: Plan) -> None:
        self.db = db
        self.plan = plan

    def execute(self, sql: str, parameters: Any = ()) -> sqlite3.Cursor:
        return self.plan.step("sql", lambda: self.db.execute(sql, parameters))

    def __enter__(self) -> FaultyConnection:
        self.db.__enter__()
        return self

    def __exit__(self, kind: Any, error: Any, trace: Any) -> Any:
        if kind is None:
            return self.plan.step("commit", lambda: self.db.__exit__(None, None, None))
        return self.db.__exit__(kind, error, trace)

    def rollback(self) -> None:
        self.db.rollback()

    def close(self) -> None:
        self.db.close()


def wrap_history(target: history.History, plan: Plan) -> None:
    target.file.db = FaultyConnection(target.file.db, plan)  # type: ignore[assignment]


def die(target: history.History) -> None:
    """What the end of a process does to its connection: whatever was not committed is gone."""
    db = target._db
    real = db.db if isinstance(db, FaultyConnection) else db
    real.close()


# --- standing conditions of a folder or a file ---------------------------------------------------------


class Disk:
    """Conditions injected under ``root`` for one test: each rule maps a path to the error its operations get.

    ``read_only(folder)``: reads work, anything that writes fails with EROFS (SQLite: "readonly database").
    ``unreadable(folder)``: every operation under it fails with EACCES (SQLite: "unable to open").
    ``full(folder)``: writes fail with ENOSPC (SQLite: "database or disk is full").
    ``unreadable_file(path)``: opening that file fails with EACCES; the folder is fine.
    """

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.read_only_folders: list[Path] = []
        self.unreadable_folders: list[Path] = []
        self.full_folders: list[Path] = []
        self.unreadable_files: list[Path] = []
        disk = self
        real_connect = sqlite3.connect

        class ConditionedOS(types.SimpleNamespace):
            def __getattr__(self, name: str) -> Any:
                return getattr(os, name)

            def open(self, path: Any, flags: int, *args: Any) -> int:
                disk._check(path, writes=bool(flags & (os.O_WRONLY | os.O_RDWR | os.O_CREAT)), opens=True)
                return os.open(path, flags, *args)

            def stat(self, path: Any, *args: Any, **kwargs: Any) -> os.stat_result:
                disk._check(path, writes=False)
                return os.stat(path, *args, **kwargs)

            def makedirs(self, path: Any, *args: Any, **kwargs: Any) -> None:
                if not os.path.isdir(path):
                    disk._check(path, writes=True)
                os.makedirs(path, *args, **kwargs)

            def replace(self, source: Any, target: Any) -> None:
                disk._check(source, writes=True)
                disk._check(target, writes=True)
                os.replace(source, target)

            def unlink(self, path: Any) -> None:
                disk._check(path, writes=True)
                os.unlink(path)

        class ConditionedTempfile(types.SimpleNamespace):
            def mkstemp(self, *args: Any, dir: Any = None, **kwargs: Any) -> tuple[int, str]:
                disk._check(Path(dir) / "temporary", writes=True)
                import tempfile

                return tempfile.mkstemp(*args, dir=dir, **kwargs)

        def connect(database: Any, *args: Any, **kwargs: Any) -> sqlite3.Connection:
            if kwargs.get("uri"):  # the read-only copy: reading is what still works
                path = Path(str(database).split("?")[0].removeprefix("file://"))
                disk._check(path, writes=False)
                return real_connect(database, *args, **kwargs)
            if str(database) != ":memory:":
                problem = disk._sql_problem(Path(database))
                if problem is not None:
                    raise sqlite_error(*problem)
            return real_connect(database, *args, **kwargs)

        monkeypatch.setattr(files, "os", ConditionedOS())
        monkeypatch.setattr(files, "tempfile", ConditionedTempfile())
        conditioned = types.SimpleNamespace(**{
            name: getattr(sqlite3, name) for name in dir(sqlite3) if not name.startswith("__")
        } | {"connect": connect})  # fmt: skip
        monkeypatch.setattr(history, "sqlite3", conditioned)
        monkeypatch.setattr(history_file, "sqlite3", conditioned)

    def _under(self, path: Any, folders: list[Path]) -> bool:
        absolute = Path(os.path.abspath(path))
        return any(absolute == folder or folder in absolute.parents for folder in folders)

    def _check(self, path: Any, writes: bool, opens: bool = False) -> None:
        if self._under(path, self.unreadable_folders):
            raise os_error(errno.EACCES, path)
        if opens and Path(os.path.abspath(path)) in self.unreadable_files:
            raise os_error(errno.EACCES, path)
        if writes and self._under(path, self.read_only_folders):
            raise os_error(errno.EROFS, path)
        if writes and self._under(path, self.full_folders):
            raise os_error(errno.ENOSPC, path)

    def _sql_problem(self, path: Path) -> tuple[int, str] | None:
        """What SQLite says when it opens a database in a folder with a condition (it must write beside it)."""
        if self._under(path, self.unreadable_folders) or Path(os.path.abspath(path)) in self.unreadable_files:
            return CANNOT_OPEN_SQL
        if self._under(path, self.read_only_folders):
            return READ_ONLY_SQL
        if self._under(path, self.full_folders):
            return DISK_FULL_SQL
        return None


@contextmanager
def recorded_errors() -> Iterator[list[BaseException]]:
    """Errors raised where Qt calls Python (slots, timers), kept instead of printed; the hook is put back after."""
    import sys

    errors: list[BaseException] = []
    previous = sys.excepthook
    sys.excepthook = lambda kind, error, trace: errors.append(error)
    try:
        yield errors
    finally:
        sys.excepthook = previous
