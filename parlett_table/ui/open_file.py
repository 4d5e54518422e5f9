"""Deal records handed to the program from outside: named on the command line or opened from the desktop.

``parlett-table some.parlett`` (and a double-click in a Linux file manager or on
Windows, whose desktop entry and file association start the program with the
file) opens the record at the table in place of the usual start; a second start
hands the path to the first window (``instance.py``).  On macOS the Finder does
not pass the file on the command line but sends a ``QFileOpenEvent``, caught by
:class:`FileOpenEvents`.  A file that cannot be played is explained in one
sentence by ``MainWindow.open_record``, and the program starts as usual.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent


class RecordOpener(Protocol):
    def open_record(self, path: str | None = None) -> bool: ...


def open_or_begin(window: RecordOpener, record: str | None, begin: Callable[[], None]) -> None:
    """Open ``record`` at the table; without one, or if it cannot be played, ``begin`` as usual."""
    if record is None or not window.open_record(record):
        begin()


class FileOpenEvents(QObject):
    """The application's ``QFileOpenEvent`` (macOS: a record opened from the Finder) opens it in ``window``."""

    def __init__(self, app: QObject, window: RecordOpener) -> None:
        super().__init__(app)  # held by the application, for as long as it runs
        self.window = window
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.FileOpen or not isinstance(event, QFileOpenEvent):
            return False
        path = event.file()
        if path:  # an empty one is a URL the program does not handle
            self.window.open_record(path)
        return True
