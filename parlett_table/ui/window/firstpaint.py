"""Doing something once a window has first been painted: start the worker, or (when measuring start-up) quit."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication


class FirstPaint(QObject):
    """An event filter that runs ``then`` (just after) the first paint at which ``ready()`` holds."""

    def __init__(
        self, then: Callable[[], object], ready: Callable[[], bool] = lambda: True, parent: QObject | None = None
    ) -> None:
        """``parent`` keeps the filter alive as long as it lives (a filter nobody holds would be collected)."""
        super().__init__(parent)
        self.then = then
        self.ready = ready
        self.painted_at: float | None = None  # time.time() of the paint that counted

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and self.painted_at is None and self.ready():
            watched.removeEventFilter(self)  # once: later paints must not repeat it
            self.painted_at = time.time()
            QTimer.singleShot(0, self._then)
        return False

    def _then(self) -> None:
        self.then()


def quit_application() -> None:
    application = QApplication.instance()
    if application is not None:
        application.quit()
