"""The program's log: errors, and native crashes, in a file of bounded size in the data folder.

``logging`` writes to ``parlett-table.log`` through a rotating handler (at most
``LOG_BYTES``, with ``BACKUPS`` older files beside it), and ``faulthandler``
writes into the same open file, so a crash in native code (Qt, a segfault, an
abort) leaves a Python traceback even for a player who started the program
from a menu and never saw a terminal.

The log can never stop the program: a folder that cannot be written means
standard error instead, and a record that cannot be written (a full disk) is
dropped with one line on standard error.
"""

from __future__ import annotations

import contextlib
import faulthandler
import logging
import sys
from pathlib import Path
from typing import TextIO

LOG_NAME = "parlett-table.log"
LOG_BYTES = 1_000_000
BACKUPS = 3
LOGGER_NAME = "parlett_table"
FORMAT = "--- %(asctime)s %(levelname)s %(name)s\n%(message)s"

log = logging.getLogger(LOGGER_NAME)


class _LogFile(logging.Handler):
    """The log file: open from the start for ``faulthandler``, rotated by ``logging``'s rotating handler from the
    first record on (its module costs the start-up 7 ms, and most runs never write a line)."""

    def __init__(self, path: Path) -> None:
        super().__init__()
        self.path = path
        self.early: TextIO = path.open("a", encoding="utf-8")  # OSError: the caller falls back on standard error
        self.rotating: logging.StreamHandler | None = None  # type: ignore[type-arg]

    @property
    def stream(self) -> TextIO:
        """The open file records go to (and native crashes are dumped into)."""
        return self.rotating.stream if self.rotating is not None else self.early

    def emit(self, record: logging.LogRecord) -> None:
        if self.rotating is None:
            try:
                self.rotating = _rotating(self.path)
            except OSError as error:
                _complain(f"parlett-table: the log could not be written ({error}).")
                return
            self.rotating.setFormatter(self.formatter)
            _dump_crashes_to(self.rotating.stream)
            with contextlib.suppress(OSError):
                self.early.close()
        self.rotating.emit(record)  # a failure is said by its handleError, in one line


def _rotating(path: Path) -> logging.StreamHandler:  # type: ignore[type-arg]
    from logging.handlers import RotatingFileHandler

    class Rotating(RotatingFileHandler):
        """A rotating log file that ``faulthandler`` follows from one file to the next."""

        def doRollover(self) -> None:
            faulthandler.disable()  # its file is about to be closed and renamed
            try:
                super().doRollover()
            finally:
                _dump_crashes_to(self.stream)

        def handleError(self, record: logging.LogRecord) -> None:
            _complain(f"parlett-table: the log could not be written ({sys.exc_info()[1]}).")

    return Rotating(path, maxBytes=LOG_BYTES, backupCount=BACKUPS, encoding="utf-8")


class _Terminal(logging.StreamHandler):  # type: ignore[type-arg]
    def handleError(self, record: logging.LogRecord) -> None:
        pass  # standard error itself has gone: nowhere is left to say so


def start(folder: Path | None) -> Path | None:
    """Send the program's log and crash dumps to ``folder``; the log file, or None if standard error is used.

    ``folder`` None (the data folder could not be found or made) means standard error.
    """
    handler: logging.Handler
    path = None if folder is None else folder / LOG_NAME
    try:
        if path is None:
            raise OSError("no data folder")
        handler = _LogFile(path)
    except OSError:
        path = None
        handler = _Terminal(sys.stderr) if sys.stderr is not None else logging.NullHandler()
    handler.setFormatter(logging.Formatter(FORMAT))
    for old in list(log.handlers):  # started again (tests): one handler at a time
        log.removeHandler(old)
        old.close()
    log.addHandler(handler)
    log.setLevel(logging.INFO)
    log.propagate = False
    _dump_crashes_to(getattr(handler, "stream", None))
    return path


def _dump_crashes_to(stream: TextIO | None) -> None:
    """``faulthandler`` into this open file (it keeps the object, so the file stays open for the program's life)."""
    if stream is None:
        return
    with contextlib.suppress(OSError, ValueError, AttributeError, RuntimeError):  # a stream with no descriptor
        faulthandler.enable(stream)


def _complain(text: str) -> None:
    if sys.stderr is not None:
        with contextlib.suppress(OSError, ValueError):
            print(text, file=sys.stderr)


def log_file() -> Path | None:
    """The log file the program writes to now, or None when it logs to standard error (or not at all)."""
    return next((handler.path for handler in log.handlers if isinstance(handler, _LogFile)), None)
