"""A row of segmented buttons, one checked at a time: the game picker of the rules and statistics windows."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QButtonGroup, QFrame, QHBoxLayout, QPushButton, QWidget


class Segments(QFrame):
    """Checkable buttons side by side in one frame (styled as "segments" by the dialogs' style sheet)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("segments")
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(3, 3, 3, 3)
        self._row.setSpacing(2)
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)

    def add(self, text: str, accessible_name: str, clicked: Callable[[], object]) -> QPushButton:
        """A segment saying ``text``; clicking it checks it (and no other) and calls ``clicked``."""
        button = QPushButton(text)
        button.setProperty("segment", True)
        button.setCheckable(True)
        button.setAutoDefault(False)
        button.setCursor(Qt.CursorShape.PointingHandCursor)
        button.setAccessibleName(accessible_name)
        button.clicked.connect(lambda _checked=False: clicked())
        self._group.addButton(button)
        self._row.addWidget(button)
        return button
