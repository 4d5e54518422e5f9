"""Charts for the statistics window, painted with QPainter on the table's felt.

Each chart is a plain widget fed plain values (numbers, labels, colours); none
of them reads the history or computes a statistic.  They scale with their
size, keep text at a readable pixel size, and say "nothing yet" in words
rather than drawing an empty frame.  (QtCharts would add PySide6-Addons, which
we do not depend on.)
"""

from __future__ import annotations

import itertools
import math
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QLineF, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ..engine.language import QT_TRANSLATE_NOOP, translate
from .stats_content import average_window, signed
from .theme import THEME, font

GRID = QColor(255, 255, 255, 24)
AXIS = QColor(255, 255, 255, 70)
DOT = QColor(244, 241, 232, 80)
TRACK = QColor(255, 255, 255, 30)
SHARED = QColor("#5fc4b8")  # shared wins: the partner teal, beside the gold of wins
INK = QColor("#1d2a22")  # dark text on gold or cream


def nice_ticks(low: float, high: float, count: int = 4) -> list[float]:
    """About ``count`` + 1 round tick values (steps of 1, 2, 2.5 or 5 times a power of ten) covering low..high."""
    if not (math.isfinite(low) and math.isfinite(high)):
        return [0.0, 1.0]
    if high - low < 1e-9:
        low, high = low - 1, high + 1
    raw = (high - low) / max(1, count)
    magnitude = 10 ** math.floor(math.log10(raw))
    step = magnitude * 10
    for multiple in (1, 2, 2.5, 5, 10):
        if multiple * magnitude >= raw:
            step = multiple * magnitude
            break
    step = max(step, 1.0)  # scores are whole numbers: never a tick between two of them
    first = math.floor(low / step) * step
    last = math.ceil(high / step) * step
    return [first + k * step for k in range(round((last - first) / step) + 1)]


def _tick_text(value: float) -> str:
    return signed(value, 0 if float(value).is_integer() else 1)


def moving_average(values: Sequence[float], window: int) -> list[float]:
    """The trailing mean over ``window`` values, for each value from the ``window``-th on."""
    if window < 1 or len(values) < window:
        return []
    total = sum(values[:window])
    result = [total / window]
    for k in range(window, len(values)):
        total += values[k] - values[k - window]
        result.append(total / window)
    return result


def tallies(values: Sequence[float], most: int) -> list[tuple[float, Counter[float]]]:
    """The values in at most ``most`` runs of neighbours: (the run's middle position, how often each value comes).

    Positions count from 0; with ``most`` or fewer values each is its own run.  Every value
    is kept (the extremes too), but a chart drawn from these draws one mark per distinct
    value of a run, not one per value.
    """
    count = len(values)
    runs = min(count, max(1, most))
    result = []
    for run in range(runs):
        first, end = count * run // runs, count * (run + 1) // runs
        result.append(((first + end - 1) / 2, Counter(values[first:end])))
    return result


def extremes(values: Sequence[float], most: int) -> list[tuple[int, float]]:
    """At most ``2 * most`` (position, value) points of a line, keeping each run's lowest and highest, in order.

    The first and last points are always kept, so the line starts and ends where it did.
    """
    count = len(values)
    if count <= 2 * most:
        return list(enumerate(values))
    points: list[tuple[int, float]] = []
    for run in range(most):
        first, end = count * run // most, count * (run + 1) // most
        part = values[first:end]
        low = first + part.index(min(part))
        high = first + part.index(max(part))
        points += [(k, values[k]) for k in sorted({low, high})]
    if points[0][0] != 0:
        points.insert(0, (0, values[0]))
    if points[-1][0] != count - 1:
        points.append((count - 1, values[-1]))
    return points


class Chart(QWidget):
    """A transparent widget that paints a chart, or a quiet line of text when it has nothing to show."""

    empty_text = translate("Charts", "Nothing to show yet.")
    minimum_height = 30.0  # below this the chart says its empty text rather than squeeze

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)

    def minimumSizeHint(self) -> QSize:
        return QSize(160, 90)

    def is_empty(self) -> bool:
        return True

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        area = QRectF(self.rect())
        if self.is_empty() or area.width() < 40 or area.height() < self.minimum_height:
            painter.setPen(THEME.text_dim)
            painter.setFont(font(13))
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)
        else:
            self.paint_chart(painter, area)
        painter.end()

    def paint_chart(self, painter: QPainter, area: QRectF) -> None:
        raise NotImplementedError


class ScoreChart(Chart):
    """The player's score in each deal, oldest on the left: faint dots, and a gold line of the recent average.

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
        line = self._line = moving_average(self._scores, window)
        if line:
            self.setAccessibleDescription(
                translate("Charts", "{deals} deals; average of the last {window}: {average} points.").format(
                    deals=len(self._scores), window=window, average=signed(line[-1], 1)
                )
            )
        else:
            deals = len(self._scores)
            self.setAccessibleDescription(translate("Charts", "%n deals.", None, deals))
        self.update()

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
        scores = self._scores
        count = len(scores)
        small = font(11)
        metrics = QFontMetricsF(small)
        ticks, low, high = self._ranges(area.height() - 2 * metrics.height() - 12)
        label_width = max(metrics.horizontalAdvance(_tick_text(t)) for t in ticks)
        plot = area.adjusted(label_width + 10, metrics.height() / 2 + 4, -10, -(metrics.height() + 8))
        if plot.width() < 20 or plot.height() < 20:
            return
        self._plot = plot

        def x_at(index: float) -> float:  # deals are numbered 1..count along the axis
            return plot.left() + (plot.width() * (index - 1) / (count - 1) if count > 1 else plot.width() / 2)

        def y_at(value: float) -> float:
            return plot.bottom() - (value - low) / (high - low) * plot.height()

        painter.setFont(small)
        for tick in ticks:
            y = y_at(tick)
            painter.setPen(QPen(AXIS if tick == 0 else GRID, 1))
            painter.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            painter.setPen(THEME.text_dim)
            box = QRectF(area.left(), y - metrics.height() / 2, label_width + 2, metrics.height())
            painter.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, _tick_text(tick))
        # Deal numbers along the bottom: round numbers, never crowded.
        x_ticks = [t for t in nice_ticks(1, max(2, count), max(2, min(6, int(plot.width() // 70)))) if 1 <= t <= count]
        if 1 not in x_ticks:
            x_ticks.insert(0, 1)
        painter.setPen(THEME.text_dim)
        previous_right = -math.inf
        for tick in x_ticks:
            x = x_at(tick)
            text = f"{tick:.0f}"
            width = metrics.horizontalAdvance(text)
            left = min(max(x - width / 2, plot.left() - 4), plot.right() - width)
            if left < previous_right + 12:
                continue
            previous_right = left + width
            painter.drawText(QRectF(left, plot.bottom() + 5, width + 2, metrics.height()), text)
        # Each deal: a faint dot, smaller when there are many.
        radius = 3.2 if count < 60 else 2.4 if count < 250 else 1.7
        across = max(1, int(plot.width() / (2 * radius)))  # dots side by side without overlapping
        runs = count if count <= self.most else min(self.most, across)
        if count <= self.most:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(DOT)
            for index, score in enumerate(scores, start=1):
                painter.drawEllipse(QPointF(x_at(index), y_at(score)), radius, radius)
        else:  # for each run of deals, a dot's width apart, one dot for each score, as opaque as the dots it stands for
            self._paint_runs(painter, tallies(scores, runs), radius, x_at, y_at)
        window = average_window(count)
        line = self._line
        if not line:
            return
        points = [QPointF(x_at(window + k), y_at(value)) for k, value in extremes(line, runs)]
        if len(points) > 1:
            # A soft gold wash under the line, so the trend reads before the dots do.
            area_path = QPainterPath(QPointF(points[0].x(), y_at(max(low, 0))))
            for point in points:
                area_path.lineTo(point)
            area_path.lineTo(QPointF(points[-1].x(), y_at(max(low, 0))))
            area_path.closeSubpath()
            wash = QLinearGradient(0, plot.top(), 0, plot.bottom())
            gold = QColor(THEME.accent)
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
            painter.setPen(QPen(THEME.accent, 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLines([QLineF(a, b) for a, b in itertools.pairwise(points)])
        # The latest average, labelled at the end of the line.
        end = points[-1]
        painter.setPen(QPen(QColor(8, 28, 19), 2))
        painter.setBrush(THEME.accent)
        painter.drawEllipse(end, 4.5, 4.5)
        label = font(12, bold=True)
        painter.setFont(label)
        text = signed(line[-1], 1)
        bold_metrics = QFontMetricsF(label)
        width = bold_metrics.horizontalAdvance(text) + 12
        height = bold_metrics.height() + 4
        top = end.y() - height - 8 if end.y() - height - 8 > plot.top() - 4 else end.y() + 8
        pill = QRectF(min(end.x() - width / 2, plot.right() - width + 6), top, width, height)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(THEME.accent)
        painter.drawRoundedRect(pill, height / 2, height / 2)
        painter.setPen(INK)
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)

    @staticmethod
    def _paint_runs(
        painter: QPainter,
        runs: list[tuple[float, Counter[float]]],
        radius: float,
        x_at: Callable[[float], float],
        y_at: Callable[[float], float],
    ) -> None:
        """Dots for runs of deals: for n deals on one pixel row, one dot as opaque as n faint ones over each other."""
        faint = DOT.alphaF()
        by_alpha: dict[int, list[QPointF]] = {}
        for middle, tally in runs:
            x = x_at(middle + 1)
            rows: dict[int, tuple[float, int]] = {}  # pixel row: (where its first score is, deals on it)
            for score, times in tally.items():
                y = y_at(score)
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
        text = translate(
            "Charts",
            "Deal {number}: {score} points",
        ).format(number=index, score=signed(self._scores[index - 1]))
        if index >= window and line:
            text += "\n" + translate("Charts", "Average of the last {window}: {average}").format(
                window=window, average=signed(line[index - window], 1)
            )
        QToolTip.showText(event.globalPosition().toPoint(), text, self)


@dataclass(frozen=True)
class RoleBar:
    """One bar of the role chart: the player's average score in a role, over ``deals`` deals, ``won`` of them won."""

    label: str
    average: float
    deals: int
    won: int
    colour: QColor

    @property
    def won_share(self) -> float:
        return self.won / self.deals if self.deals else 0.0


class RoleChart(Chart):
    """Average score per deal in each role, as horizontal bars from zero, with the deals and the share won."""

    empty_text = translate("Charts", "How you score in each role will show here.")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bars: list[RoleBar] = []
        self.setAccessibleName(translate("Charts", "Average score per deal by role"))

    def set_bars(self, bars: Sequence[RoleBar]) -> None:
        self._bars = list(bars)
        self.setAccessibleDescription(
            "; ".join(
                translate("Charts", "{role}: {average} a deal over {deals} deals, {won}% won").format(
                    role=bar.label, average=signed(bar.average, 1), deals=bar.deals, won=round(100 * bar.won_share)
                )
                for bar in self._bars
            )
        )
        self.update()

    @property
    def bars(self) -> list[RoleBar]:
        return list(self._bars)

    def is_empty(self) -> bool:
        return not self._bars

    def paint_chart(self, painter: QPainter, area: QRectF) -> None:
        bars = self._bars
        note_font = font(11)
        note_metrics = QFontMetricsF(note_font)
        header = note_metrics.height() + 6
        row = min(46.0, (area.height() - header) / len(bars))
        roomy = row >= 24
        name_font, value_font, figure_font = font(13 if roomy else 11, bold=True), font(12, bold=True), font(12)
        name_metrics, value_metrics = QFontMetricsF(name_font), QFontMetricsF(value_font)
        figure_metrics = QFontMetricsF(figure_font)
        # Columns, like a small league table: role | bar and its value | deals | won.
        name_width = max(name_metrics.horizontalAdvance(bar.label) for bar in bars) + 12
        won_word = translate("Charts", "won", "the share of deals won, a column heading")
        deals_word = translate("Charts", "deals", "the number of deals, a column heading")
        won_width = max(note_metrics.horizontalAdvance(won_word), figure_metrics.horizontalAdvance("100%")) + 10
        deals_width = (
            max(
                note_metrics.horizontalAdvance(deals_word),
                max(figure_metrics.horizontalAdvance(str(bar.deals)) for bar in bars),
            )
            + 16
        )
        value_width = max(value_metrics.horizontalAdvance(signed(bar.average, 1)) for bar in bars) + 8
        lowest = min(0.0, *(bar.average for bar in bars))
        highest = max(0.0, *(bar.average for bar in bars))
        span = highest - lowest or 1.0
        # Room for the value labels at either end of the bars.
        left_room = value_width if lowest < 0 else 0
        right_room = value_width if highest > 0 or lowest == 0 else 0
        bar_room = area.width() - name_width - left_room - right_room - 4
        if bar_room < 30:  # no bar worth the name: say so rather than squeeze
            painter.setPen(THEME.text_dim)
            painter.setFont(font(12))
            painter.drawText(
                area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, translate(
                    "Charts",
                    "Widen the window to see the roles.",
                )
            )
            return
        # When narrow, the columns go before the bars do: first "deals", then "won".
        show_won = bar_room - won_width >= 50
        show_deals = show_won and bar_room - won_width - deals_width >= 50
        won_right = area.right()
        deals_right = won_right - (won_width if show_won else 0)
        track_left = area.left() + name_width
        track_right = deals_right - (deals_width if show_deals else 0) - 4
        usable = max(10.0, track_right - track_left - left_room - right_room)

        def x_at(value: float) -> float:
            return track_left + left_room + (value - lowest) / span * usable

        # A few roles sit in the middle of the space rather than hang from the top.
        heading_top = area.top() + max(0.0, (area.height() - header - row * len(bars)) / 2)
        top = heading_top + header
        painter.setFont(note_font)
        painter.setPen(THEME.text_dim)
        right = Qt.AlignmentFlag.AlignRight
        if show_deals:
            painter.drawText(QRectF(deals_right - deals_width, heading_top, deals_width, header), right, deals_word)
        if show_won:
            painter.drawText(QRectF(won_right - won_width, heading_top, won_width, header), right, won_word)
        painter.setPen(QPen(GRID, 1))
        painter.drawLine(QPointF(area.left(), top - 3), QPointF(area.right(), top - 3))
        thickness = max(6.0, min(18.0, row * 0.45))
        zero = x_at(0)
        for index, bar in enumerate(bars):
            centre = top + row * index + row / 2
            line = QRectF(area.left(), centre - row / 2, area.width(), row)
            middle = Qt.AlignmentFlag.AlignVCenter
            painter.setFont(name_font)
            painter.setPen(THEME.text)
            painter.drawText(
                QRectF(area.left(), line.top(), name_width - 10, row),
                Qt.AlignmentFlag.AlignLeft | middle,
                name_metrics.elidedText(bar.label, Qt.TextElideMode.ElideRight, name_width - 10),
            )
            # The track, then the bar from zero in the role's colour.
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(255, 255, 255, 14))
            track = QRectF(x_at(lowest), centre - thickness / 2, x_at(highest) - x_at(lowest), thickness)
            painter.drawRoundedRect(track, thickness / 2, thickness / 2)
            end = x_at(bar.average)
            shape = QRectF(min(zero, end), centre - thickness / 2, max(abs(end - zero), 2.0), thickness)
            painter.setBrush(bar.colour)
            painter.drawRoundedRect(shape, min(thickness / 2, shape.width() / 2), thickness / 2)
            # The value just past the end of the bar.
            value = signed(bar.average, 1)
            painter.setFont(value_font)
            painter.setPen(THEME.text)
            if bar.average < 0:
                box = QRectF(shape.left() - value_width, line.top(), value_width - 6, row)
                painter.drawText(box, Qt.AlignmentFlag.AlignRight | middle, value)
            else:
                box = QRectF(shape.right() + 6, line.top(), value_width, row)
                painter.drawText(box, Qt.AlignmentFlag.AlignLeft | middle, value)
            painter.setFont(figure_font)
            if show_deals:
                painter.setPen(THEME.text_dim)
                box = QRectF(deals_right - deals_width, line.top(), deals_width, row)
                painter.drawText(box, Qt.AlignmentFlag.AlignRight | middle, str(bar.deals))
            if show_won:
                painter.setPen(THEME.text)
                box = QRectF(won_right - won_width, line.top(), won_width, row)
                painter.drawText(box, Qt.AlignmentFlag.AlignRight | middle, f"{round(100 * bar.won_share)}%")
        if lowest < 0:  # the zero line, when bars go both ways
            painter.setPen(QPen(AXIS, 1))
            painter.drawLine(QPointF(zero, top + 2), QPointF(zero, top + row * len(bars) - 2))


@dataclass(frozen=True)
class FormResult:
    """One finished match in the form strip: ``outcome`` is "won", "shared" or "lost"; ``tip`` says which match."""

    outcome: str
    tip: str


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
        words = ", ".join(result.outcome for result in latest)
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
                painter.setBrush(THEME.accent)
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
                painter.setPen(QPen(QColor(244, 241, 232, 120), 1.6))
                painter.setBrush(QColor(255, 255, 255, 10))
                painter.drawEllipse(box.adjusted(1, 1, -1, -1))
                painter.setPen(THEME.text_dim)
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
            painter.setBrush(THEME.accent)
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
        return "—" if self._won is None else f"{round(100 * self._won)}%"

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
                painter.setPen(QPen(THEME.accent, thickness, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
                painter.drawArc(ring, start, won_span)
        painter.setPen(THEME.text)
        painter.setFont(font(side * 0.25, bold=True))
        painter.drawText(
            QRectF(self.rect()).adjusted(0, -side * 0.08, 0, -side * 0.08), Qt.AlignmentFlag.AlignCenter, self.text()
        )
        painter.setPen(THEME.text_dim)
        painter.setFont(font(side * 0.11))
        painter.drawText(
            QRectF(self.rect()).adjusted(0, side * 0.2, 0, side * 0.2), Qt.AlignmentFlag.AlignCenter, translate(
                "Charts",
                "win rate",
            )
        )
        painter.end()
