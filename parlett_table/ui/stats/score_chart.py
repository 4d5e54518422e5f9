"""The statistics window's chart of the player's score in each deal, and the recent average through it."""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QToolTip, QWidget

from ...engine.language import translate
from ..look.style import dialog_font as font  # text at the Cards and text preference's scale
from ..look.theme import DIALOG
from .charts import AXIS, DOT, GRID, INK, Chart, extremes, moving_average, nice_ticks, tallies, tick_text
from .stats_content import average_window, signed


@dataclass(frozen=True)
class _Axes:
    """Where deal ``index`` (1..count) and a score fall in the plot."""

    plot: QRectF
    count: int
    low: float
    high: float

    def x_at(self, index: float) -> float:
        plot = self.plot
        return plot.left() + (plot.width() * (index - 1) / (self.count - 1) if self.count > 1 else plot.width() / 2)

    def y_at(self, value: float) -> float:
        return self.plot.bottom() - (value - self.low) / (self.high - self.low) * self.plot.height()


class ScoreChart(Chart):
    """The player's score in each deal, oldest on the left: faint dots, and a gold line of the recent average (with
    too few deals for one, a thin line joins the dots).

    Beyond ``most`` deals, the dots are drawn for runs of neighbouring deals (at most
    ``most`` runs, a dot's width apart): one dot for each score in a run, as opaque as the
    dots it stands for would be over each other.  The line has at most ``2 * most`` points,
    keeping its extremes.  So the drawing does not grow with the history.
    """

    empty_text = translate("Charts", "Your score in each deal will be drawn here.")
    most = 300

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._scores: list[int] = []
        self._line: list[float] = []
        self._plot = QRectF()
        self.setMouseTracking(True)  # the tooltip follows the pointer over the deals
        self.setAccessibleName(translate("Charts", "Score per deal"))

    def set_scores(self, scores: Sequence[int]) -> None:
        """The player's score in each counted deal, oldest first."""
        self._scores = list(scores)
        window = average_window(len(self._scores))
        self._line = moving_average(self._scores, window)
        self.setAccessibleDescription(self.description(window))
        self.update()

    def description(self, window: int) -> str:
        """The chart read out: how many deals, and the latest average."""
        deals = len(self._scores)
        if not self._line:
            return translate("Charts", "%n deals.", None, deals)
        return translate("Charts", "{deals} deals; average of the last {window}: {average} points.").format(
            deals=deals, window=window, average=signed(self._line[-1], 1)
        )

    def point_words(self, index: int) -> str:
        """Deal ``index`` (from 1) in the tooltip."""
        return translate("Charts", "Deal {number}: {score} points").format(
            number=index, score=signed(self._scores[index - 1])
        )

    @property
    def scores(self) -> list[int]:
        return list(self._scores)

    def is_empty(self) -> bool:
        return not self._scores

    def _ranges(self, height: float) -> tuple[list[float], float, float]:
        low, high = min(0, *self._scores), max(0, *self._scores)
        ticks = nice_ticks(low, high, max(2, min(5, int(height // 34))))  # grid lines never closer than ~34 px
        return ticks, ticks[0], ticks[-1]

    def paint_chart(self, painter: QPainter, area: QRectF) -> None:
        count = len(self._scores)
        small = font(11)
        metrics = QFontMetricsF(small)
        ticks, low, high = self._ranges(area.height() - 2 * metrics.height() - 12)
        label_width = max(metrics.horizontalAdvance(tick_text(t)) for t in ticks)
        plot = area.adjusted(label_width + 10, metrics.height() / 2 + 4, -10, -(metrics.height() + 8))
        if plot.width() < 20 or plot.height() < 20:
            return
        self._plot = plot
        axes = _Axes(plot, count, low, high)
        painter.setFont(small)
        self._paint_score_axis(painter, axes, ticks, metrics, area.left(), label_width)
        self._paint_deal_axis(painter, axes, metrics)
        # Each deal: a faint dot, smaller when there are many.
        radius = 3.2 if count < 60 else 2.4 if count < 250 else 1.7
        across = max(1, int(plot.width() / (2 * radius)))  # dots side by side without overlapping
        runs = count if count <= self.most else min(self.most, across)
        if count >= 2 and len(self._line) < 2:  # too few deals for an average's line: the dots joined, in order
            painter.setPen(QPen(DIALOG.text_dim, 1.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            dots = [QPointF(axes.x_at(index), axes.y_at(score)) for index, score in enumerate(self._scores, start=1)]
            painter.drawLines([QLineF(a, b) for a, b in itertools.pairwise(dots)])
        if count <= self.most:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(DOT)
            for index, score in enumerate(self._scores, start=1):
                painter.drawEllipse(QPointF(axes.x_at(index), axes.y_at(score)), radius, radius)
        else:  # for each run of deals, a dot's width apart, one dot for each score, as opaque as the dots it stands for
            self._paint_runs(painter, tallies(self._scores, runs), radius, axes)
        if not self._line:
            return
        window = average_window(count)
        points = [QPointF(axes.x_at(window + k), axes.y_at(value)) for k, value in extremes(self._line, runs)]
        if len(points) > 1:
            self._paint_average_line(painter, axes, points)
        self._paint_latest_average(painter, plot, points[-1], signed(self._line[-1], 1))

    @staticmethod
    def _paint_score_axis(
        painter: QPainter, axes: _Axes, ticks: list[float], metrics: QFontMetricsF, left: float, label_width: float
    ) -> None:
        """The grid lines across the plot, and their scores on the left (zero's line drawn stronger)."""
        plot = axes.plot
        for tick in ticks:
            y = axes.y_at(tick)
            painter.setPen(QPen(AXIS if tick == 0 else GRID, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(DIALOG.text_dim)
            box = QRectF(left, y - metrics.height() / 2, label_width + 2, metrics.height())
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, tick_text(tick))

    @staticmethod
    def _paint_deal_axis(painter: QPainter, axes: _Axes, metrics: QFontMetricsF) -> None:
        """Deal numbers along the bottom: round numbers, never crowded."""
        plot, count = axes.plot, axes.count
        x_ticks = [t for t in nice_ticks(1, max(2, count), max(2, min(6, int(plot.width() // 70)))) if 1 <= t <= count]
        if 1 not in x_ticks:
            x_ticks.insert(0, 1)
        painter.setPen(DIALOG.text_dim)
        previous_right = -math.inf
        for tick in x_ticks:
            x = axes.x_at(tick)
            text = f"{tick:.0f}"
            width = metrics.horizontalAdvance(text)
            left = min(max(x - width / 2, plot.left() - 4), plot.right() - width)
            if left < previous_right + 12:
                continue
            previous_right = left + width
            painter.drawText(QRectF(left, plot.bottom() + 5, width + 2, metrics.height()), text)

    @staticmethod
    def _paint_runs(painter: QPainter, runs: list[tuple[float, Counter[float]]], radius: float, axes: _Axes) -> None:
        """Dots for runs of deals: for n deals on one pixel row, one dot as opaque as n faint ones over each other."""
        faint = DOT.alphaF()
        by_alpha: dict[int, list[QPointF]] = {}
        for middle, tally in runs:
            x = axes.x_at(middle + 1)
            rows: dict[int, tuple[float, int]] = {}  # pixel row: (where its first score is, deals on it)
            for score, times in tally.items():
                y = axes.y_at(score)
                first_y, before = rows.get(round(y), (y, 0))
                rows[round(y)] = (first_y, before + times)
            for y, times in rows.values():
                alpha = round(255 * (1 - (1 - faint) ** times))
                by_alpha.setdefault(alpha, []).append(QPointF(x, y))
        for alpha, points in by_alpha.items():
            colour = QColor(DOT)
            colour.setAlpha(alpha)
            painter.setPen(QPen(colour, 2 * radius, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawPoints(QPolygonF(points))

    @staticmethod
    def _paint_average_line(painter: QPainter, axes: _Axes, points: list[QPointF]) -> None:
        """The gold line of the recent average over a soft gold wash, so the trend reads before the dots do."""
        base = axes.y_at(max(axes.low, 0))
        area_path = QPainterPath(QPointF(points[0].x(), base))
        for point in points:
            area_path.lineTo(point)
        area_path.lineTo(QPointF(points[-1].x(), base))
        area_path.closeSubpath()
        wash = QLinearGradient(0, axes.plot.top(), 0, axes.plot.bottom())
        gold = QColor(DIALOG.accent)
        gold.setAlpha(70)
        wash.setColorAt(0, gold)
        gold.setAlpha(0)
        wash.setColorAt(1, gold)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(wash))
        painter.drawPath(area_path)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        # Segments with round ends look like a polyline with round joins (the pen is opaque), and are
        # drawn several times faster than one when the line turns at every point.
        painter.setPen(QPen(DIALOG.accent, 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLines([QLineF(a, b) for a, b in itertools.pairwise(points)])

    @staticmethod
    def _paint_latest_average(painter: QPainter, plot: QRectF, end: QPointF, text: str) -> None:
        """The latest average, labelled in a gold pill at the end of the line."""
        painter.setPen(QPen(DIALOG.dot_ring, 2))
        painter.setBrush(DIALOG.accent)
        painter.drawEllipse(end, 4.5, 4.5)
        label = font(12, bold=True)
        painter.setFont(label)
        bold_metrics = QFontMetricsF(label)
        width = bold_metrics.horizontalAdvance(text) + 12
        height = bold_metrics.height() + 4
        top = end.y() - height - 8 if end.y() - height - 8 > plot.top() - 4 else end.y() + 8
        pill = QRectF(min(end.x() - width / 2, plot.right() - width + 6), top, width, height)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(DIALOG.accent)
        painter.drawRoundedRect(pill, height / 2, height / 2)
        painter.setPen(INK)
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        count = len(self._scores)
        plot = self._plot
        if not count or plot.isEmpty() or not plot.adjusted(-8, -8, 8, 8).contains(event.position()):
            QToolTip.hideText()
            return
        fraction = (event.position().x() - plot.left()) / plot.width() if count > 1 else 0
        index = min(count, max(1, round(fraction * (count - 1)) + 1))
        window = average_window(count)
        line = self._line
        text = self.point_words(index)
        if index >= window and line:
            text += "\n" + translate("Charts", "Average of the last {window}: {average}").format(
                window=window, average=signed(line[index - window], 1)
            )
        QToolTip.showText(event.globalPosition().toPoint(), text, self)
