"""The statistics window's small marks of finished matches: the form strip, its legend's marks, the win-rate ring."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QMouseEvent, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ...engine.language import QT_TRANSLATE_NOOP, percent, translate
from ..look.theme import DIALOG, font
from .charts import INK, SHARED, TRACK, Chart


@dataclass(frozen=True)
class FormResult:
    """One finished match in the form strip: ``outcome`` is "won", "shared" or "lost"; ``tip`` says which match."""

    outcome: str
    tip: str


OUTCOME_WORDS = {  # what a screen reader says of each mark
    "won": QT_TRANSLATE_NOOP("Charts", "won"),
    "shared": QT_TRANSLATE_NOOP("Charts", "shared"),
    "lost": QT_TRANSLATE_NOOP("Charts", "lost"),
}
FORM_LETTERS = {  # each mark's letter, translated where drawn
    "won": QT_TRANSLATE_NOOP("Charts", "W"),  # won
    "shared": QT_TRANSLATE_NOOP("Charts", "S"),  # shared
    "lost": QT_TRANSLATE_NOOP("Charts", "L"),  # lost
}


class FormStrip(Chart):
    """The latest finished matches as a row of marks, newest on the right.

    A win is a filled gold disc with W, a shared win a gold diamond with S, a
    loss a hollow ring with L: shape and letter say it as well as colour.
    """

    empty_text = translate("Charts", "No finished matches yet.")
    diameter = 22.0
    gap = 6.0
    minimum_height = 12.0
    most = 20  # marks drawn at most

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._results: list[FormResult] = []
        self._shown: list[tuple[QRectF, FormResult]] = []
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.setMouseTracking(True)
        self.setAccessibleName(translate("Charts", "Recent results"))

    def sizeHint(self) -> QSize:
        # Just wide enough for the marks it has, so a caption beside it stays beside it.
        marks = min(self.most, len(self._results)) or 8
        return QSize(int(marks * (self.diameter + self.gap) - self.gap + 2), int(self.diameter + 6))

    def minimumSizeHint(self) -> QSize:
        marks = min(5, len(self._results)) or 5
        return QSize(int(marks * (self.diameter + self.gap)), int(self.diameter + 6))

    def set_results(self, results: Sequence[FormResult]) -> None:
        """Finished matches, oldest first; as many of the latest as fit are drawn."""
        self._results = list(results)
        self.updateGeometry()
        latest = self._results[-self.most :]
        words = ", ".join(translate("Charts", OUTCOME_WORDS[result.outcome]) for result in latest)
        self.setAccessibleDescription(translate(
            "Charts",
            "The last {count} matches, oldest first: {words}.",
        ).format(count=len(latest), words=words) if latest else "")
        self.update()

    @property
    def results(self) -> list[FormResult]:
        return list(self._results)

    def is_empty(self) -> bool:
        return not self._results

    def paint_chart(self, painter: QPainter, area: QRectF) -> None:
        step = self.diameter + self.gap
        fits = max(1, min(self.most, int((area.width() + self.gap) // step)))
        shown = self._results[-fits:]
        size = min(self.diameter, area.height() - 2)
        left = area.right() - len(shown) * step + self.gap  # newest at the right edge
        painter.setFont(font(11, bold=True))
        self._shown = []
        for index, result in enumerate(shown):
            box = QRectF(left + index * step, area.center().y() - size / 2, size, size)
            self._shown.append((box, result))
            letter = translate("Charts", FORM_LETTERS[result.outcome]) if result.outcome in FORM_LETTERS else "?"
            if result.outcome == "won":
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(DIALOG.accent)
                painter.drawEllipse(box)
                painter.setPen(INK)
            elif result.outcome == "shared":
                diamond = QPolygonF(
                    [
                        QPointF(box.center().x(), box.top()),
                        QPointF(box.right(), box.center().y()),
                        QPointF(box.center().x(), box.bottom()),
                        QPointF(box.left(), box.center().y()),
                    ]
                )
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(SHARED)
                painter.drawPolygon(diamond)
                painter.setPen(INK)
            else:
                painter.setPen(QPen(DIALOG.mark_ring, 1.6))
                painter.setBrush(DIALOG.mark_fill)
                painter.drawEllipse(box.adjusted(1, 1, -1, -1))
                painter.setPen(DIALOG.text_dim)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, letter)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        for box, result in self._shown:
            if box.adjusted(-3, -3, 3, 3).contains(event.position()):
                QToolTip.showText(event.globalPosition().toPoint(), result.tip, self)
                return
        QToolTip.hideText()


class Marker(QWidget):
    """A legend mark in the form strip's shapes: a gold disc for "won", a teal diamond for "shared"."""

    def __init__(self, outcome: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.outcome = outcome
        self.setFixedSize(12, 12)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        box = QRectF(self.rect()).adjusted(1, 1, -1, -1)
        if self.outcome == "won":
            painter.setBrush(DIALOG.accent)
            painter.drawEllipse(box)
        elif self.outcome == "shared":
            painter.setBrush(SHARED)
            c = box.center()
            painter.drawPolygon(
                QPolygonF([QPointF(c.x(), box.top()), QPointF(box.right(), c.y()),
                           QPointF(c.x(), box.bottom()), QPointF(box.left(), c.y())])
            )  # fmt: skip
        painter.end()


class RingGauge(QWidget):
    """A ring filled clockwise from the top: gold for the share won, teal after it for the share shared."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._won: float | None = None
        self._shared = 0.0
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setFixedSize(96, 96)
        self.setAccessibleName(translate("Charts", "Win rate"))

    def set_value(self, won: float | None, shared: float = 0.0) -> None:
        """Shares of the finished matches (0..1), or None when none is finished."""
        self._won = won
        self._shared = shared
        self.setAccessibleDescription(self.text())
        self.update()

    def text(self) -> str:
        """The percentage the ring shows ("62%"), or a dash with nothing to count."""
        return "—" if self._won is None else percent(self._won)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        side = min(self.width(), self.height())
        thickness = max(6.0, side * 0.1)
        ring = QRectF(0, 0, side, side).adjusted(
            thickness / 2 + 1, thickness / 2 + 1, -thickness / 2 - 1, -thickness / 2 - 1
        )
        ring.moveCenter(QRectF(self.rect()).center())
        painter.setPen(QPen(TRACK, thickness))
        painter.drawEllipse(ring)
        if self._won is not None:
            start = 90 * 16  # Qt angles: sixteenths of a degree, counter-clockwise from three o'clock
            won_span = -round(360 * 16 * self._won)
            shared_span = -round(360 * 16 * self._shared)
            if shared_span:
                painter.setPen(QPen(SHARED, thickness, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
                painter.drawArc(ring, start + won_span, shared_span)
            if won_span:
                painter.setPen(QPen(DIALOG.accent, thickness, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                painter.drawArc(ring, start, won_span)
        painter.setPen(DIALOG.text)
        painter.setFont(font(side * 0.25, bold=True))
        painter.drawText(
            QRectF(self.rect()).adjusted(0, -side * 0.08, 0, -side * 0.08), Qt.AlignmentFlag.AlignCenter, self.text()
        )
        painter.setPen(DIALOG.text_dim)
        painter.setFont(font(side * 0.11))
        painter.drawText(
            QRectF(self.rect()).adjusted(0, side * 0.2, 0, side * 0.2), Qt.AlignmentFlag.AlignCenter, translate(
                "Charts",
                "win rate",
            )
        )
        painter.end()
