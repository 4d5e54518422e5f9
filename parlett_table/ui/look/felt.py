"""The table's felt: on the table, on the bare table shown while the program loads, and as the background of the
windows that open over the table (rules, statistics)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRect, QRectF
from PySide6.QtGui import QBrush, QPainter, QPaintEvent, QRadialGradient
from PySide6.QtWidgets import QWidget

from .theme import DIALOG, THEME

# The smallest table, in pixels.  Below it, with text at its smallest, five seats' plates and the words in the
# middle (a Hamlet proposal's advice, a Who's Who decision under the trick) no longer fit beside each other.
TABLE_MINIMUM = (640, 440)


def paint_table_felt(painter: QPainter, area: QRectF, rect: QRectF | QRect) -> None:
    """The table's felt (``theme.use_felt``) over ``rect``, lit from the middle of ``area``."""
    gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.62)
    gradient.setColorAt(0.0, THEME.felt_centre)
    gradient.setColorAt(1.0, THEME.felt_edge)
    painter.fillRect(rect, QBrush(gradient))


class BareTable(QWidget):
    """The felt with nothing on it: the window's content while the table's own modules load at start-up."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumSize(*TABLE_MINIMUM)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        paint_table_felt(painter, QRectF(self.rect()), event.rect())
        painter.end()


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
    from PySide6.QtWidgets import QVBoxLayout  # not needed for the bare table at start-up

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
