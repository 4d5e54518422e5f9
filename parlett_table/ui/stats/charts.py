"""Charts for the statistics window, painted with QPainter on the table's felt: the frame they share.

Each chart is a plain widget fed plain values (numbers, labels, colours); none
of them reads the history or computes a statistic.  They scale with their
size, keep text at a readable pixel size, and say "nothing yet" in words
rather than drawing an empty frame.  (QtCharts, although PySide6-Addons is
installed for QtMultimedia, would add another Qt module and its libraries to
every download for a few simple charts.)
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...engine.language import translate
from ..look.style import dialog_font as font  # text at the Cards and text preference's scale
from ..look.theme import DIALOG
from .stats_content import signed

GRID, AXIS, DOT, TRACK = DIALOG.grid, DIALOG.axis, DIALOG.dot, DIALOG.track
SHARED, INK = DIALOG.shared, DIALOG.chart_ink


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


def tick_text(value: float) -> str:
    """A tick's value as the axis writes it: signed, with a decimal only when it has one."""
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
            painter.setPen(DIALOG.text_dim)
            painter.setFont(font(13))
            painter.drawText(area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.empty_text)
        else:
            self.paint_chart(painter, area)
        painter.end()

    def paint_chart(self, painter: QPainter, area: QRectF) -> None:
        raise NotImplementedError
