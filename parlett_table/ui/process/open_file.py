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

from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QFileOpenEvent

from ...engine.language import translate
from ...kept.notices import worded


class RecordOpener(Protocol):
    def open_record(self, path: str | None = None) -> bool: ...


def open_or_begin(
    window: RecordOpener, record: str | None, begin: Callable[[], None], match_to_keep: bool = False,
    notices: Sequence[str] = (),
) -> None:
    """Open ``record`` at the table; without one, or if it cannot be played, ``begin`` as usual.

    Opening a record begins a practice deal, so with ``match_to_keep`` (a saved match the player has moved in)
    the program begins as usual, setting the match out with the offer to continue it, and then opens the record:
    the window asks first whether to set the match aside for it (``MainWindow.open_record``).  ``notices`` (what
    had to be set aside at start, which ``begin`` shows) are shown over the record too.
    """
    if record is not None and match_to_keep:
        begin()
        window.open_record(record)
    elif record is None or not window.open_record(record):
        begin()
    elif notices:
        from ..look.style import warn

        warn(window, translate("OpenFile", "Parlett Table"), "\n\n".join(worded(notice) for notice in notices))  # type: ignore[arg-type]


class FileOpenEvents(QObject):
    """The application's ``QFileOpenEvent`` (macOS: a record opened from the Finder) opens it at the table.

    Until the table is there (``deliver_to``) a record waits: the Finder starts the program with one, and that
    record opens in place of the usual start, as ``parlett-table FILE`` does.
    """

    def __init__(self, app: QObject, window: RecordOpener | None = None, holder: QObject | None = None) -> None:
        """Held by ``holder`` (the window, say), or by the application for as long as it runs."""
        super().__init__(holder or app)
        self.window = window
        self.waiting: str | None = None
        app.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.FileOpen or not isinstance(event, QFileOpenEvent):
            return False
        path = event.file()
        if path and self.window is not None:  # an empty one is a URL the program does not handle
            self.window.open_record(path)
        elif path:
            self.waiting = path  # the last one asked for is the one to open
        return True

    def deliver_to(self, window: RecordOpener) -> str | None:
        """From now on records open in ``window``; the one that waited for it, if any."""
        self.window = window
        waiting, self.waiting = self.waiting, None
        return waiting
