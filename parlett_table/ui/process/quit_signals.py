"""SIGTERM, SIGINT and SIGHUP close the window as Quit does, so the match in progress is kept.

A Python signal handler runs only when the interpreter gets control, and while
Qt waits for events it does not.  So the signal also wakes Qt: Python writes
its number to a socket (``signal.set_wakeup_fd``) that a ``QSocketNotifier``
watches; the handler then runs, and it only posts the close to the event
loop, so whatever the window was doing finishes first.  A signal noted before this
handler existed (``early_quit``) closes the window as soon as it is installed.
"""

from __future__ import annotations

import contextlib
import signal
import socket
from collections.abc import Callable
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, QTimer

from . import early_quit
from .early_quit import QUIT_SIGNALS as SIGNALS


class QuitOnSignal(QObject):
    """While it lives, the quit signals call ``close`` from the event loop; ``uninstall`` puts back what was."""

    def __init__(self, close: Callable[[], object], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._close = close
        self.received: list[int] = []  # the signals that came, in order
        self._reader, self._writer = socket.socketpair()
        self._reader.setblocking(False)
        self._writer.setblocking(False)
        self._previous_fd = signal.set_wakeup_fd(self._writer.fileno())
        self._notifier = QSocketNotifier(self._reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)
        received, close = self.received, self._close

        # A plain function, not a method of this object: Python describes the handler it replaces, and
        # describing a method of an object Qt has deleted fails.
        def on_signal(number: int, frame: FrameType | None) -> None:
            received.append(number)
            QTimer.singleShot(0, close)

        self._previous = {number: signal.signal(number, on_signal) for number in SIGNALS}
        if early_quit.asked():  # a signal came while the program was starting
            received.extend(early_quit.received)
            QTimer.singleShot(0, close)

    def _drain(self) -> None:
        """Empty the wakeup socket: its bytes only woke the loop (the Python handler has run or is due)."""
        with contextlib.suppress(OSError):
            while self._reader.recv(64):
                pass

    def uninstall(self) -> None:
        for number, handler in self._previous.items():
            signal.signal(number, handler)
        try:
            signal.set_wakeup_fd(self._previous_fd)
        except (OSError, ValueError):  # the socket of an earlier handler, closed since: none, then
            signal.set_wakeup_fd(-1)
        self._notifier.setEnabled(False)
        self._reader.close()
        self._writer.close()
