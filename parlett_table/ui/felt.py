"""The table's felt as a window background, for the windows that open over the table (rules, statistics)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QBrush, QPainter, QPaintEvent, QRadialGradient
from PySide6.QtWidgets import QVBoxLayout, QWidget

from .theme import DIALOG


class Felt(QWidget):
    """Paints the table's felt, lit from above, behind a window's content."""

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = QRectF(self.rect())
        centre = QPointF(rect.center().x(), rect.top() + rect.height() * 0.3)
        gradient = QRadialGradient(centre, max(rect.width(), rect.height()) * 0.8)
        gradient.setColorAt(0.0, DIALOG.felt_centre)
        gradient.setColorAt(1.0, DIALOG.felt_edge)
        painter.fillRect(rect, QBrush(gradient))
        painter.end()


def on_felt(window: QWidget, name: str, style: str) -> QWidget:
    """Lay felt over the whole of ``window`` and return the widget to build its content in.

    The style sheet goes on that inner widget, not on the window, so message
    boxes and dialogs opened over the window keep the system's usual look.
    """
    felt = Felt(window)
    outer = QVBoxLayout(window)
    outer.setContentsMargins(0, 0, 0, 0)
    outer.addWidget(felt)
    root = QWidget(felt)
    root.setObjectName(name)
    root.setStyleSheet(style)
    felt_layout = QVBoxLayout(felt)
    felt_layout.setContentsMargins(0, 0, 0, 0)
    felt_layout.addWidget(root)
    return root
