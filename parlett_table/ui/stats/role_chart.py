"""The statistics window's chart of the player's average score in each role, like a small league table."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QWidget

from ...engine.language import percent, translate
from ..look.style import dialog_font as font  # text at the Cards and text preference's scale
from ..look.theme import DIALOG
from .charts import AXIS, GRID, Chart
from .stats_content import signed

MIDDLE = Qt.AlignmentFlag.AlignVCenter
RIGHT = Qt.AlignmentFlag.AlignRight


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


@dataclass(frozen=True)
class _Fonts:
    note: QFont
    name: QFont
    value: QFont
    figure: QFont

    @staticmethod
    def for_rows(row: float) -> _Fonts:
        roomy = row >= 24
        return _Fonts(font(11), font(13 if roomy else 11, bold=True), font(12, bold=True), font(12))


@dataclass(frozen=True)
class _Columns:
    """The chart's columns: role | bar and its value | deals | won; and where a value falls on the bars' scale."""

    name_width: float
    value_width: float
    deals_width: float
    won_width: float
    lowest: float
    highest: float
    track_left: float  # where the bars' scale starts, the value labels' room included
    usable: float  # the scale's width
    deals_right: float
    won_right: float
    show_deals: bool
    show_won: bool

    def x_at(self, value: float) -> float:
        return self.track_left + (value - self.lowest) / ((self.highest - self.lowest) or 1.0) * self.usable


def won_word() -> str:
    return translate("Charts", "won", "the share of deals won, a column heading")


def deals_word() -> str:
    return translate("Charts", "deals", "the number of deals, a column heading")


def _columns(bars: Sequence[RoleBar], fonts: _Fonts, area: QRectF) -> _Columns | None:
    """The columns fitted to ``area``, or None when there is no room for a bar worth the name."""
    note, figure = QFontMetricsF(fonts.note), QFontMetricsF(fonts.figure)
    name_width = max(QFontMetricsF(fonts.name).horizontalAdvance(bar.label) for bar in bars) + 12
    won_width = max(note.horizontalAdvance(won_word()), figure.horizontalAdvance(percent(1.0))) + 10
    deals_width = max(note.horizontalAdvance(deals_word()), *(figure.horizontalAdvance(str(bar.deals)) for bar in bars))
    deals_width += 16
    value_width = max(QFontMetricsF(fonts.value).horizontalAdvance(signed(bar.average, 1)) for bar in bars) + 8
    lowest = min(0.0, *(bar.average for bar in bars))
    highest = max(0.0, *(bar.average for bar in bars))
    # Room for the value labels at either end of the bars.
    left_room = value_width if lowest < 0 else 0
    right_room = value_width if highest > 0 or lowest == 0 else 0
    bar_room = area.width() - name_width - left_room - right_room - 4
    if bar_room < 30:
        return None
    # When narrow, the columns go before the bars do: first "deals", then "won".
    show_won = bar_room - won_width >= 50
    show_deals = show_won and bar_room - won_width - deals_width >= 50
    won_right = area.right()
    deals_right = won_right - (won_width if show_won else 0)
    track_left = area.left() + name_width
    track_right = deals_right - (deals_width if show_deals else 0) - 4
    usable = max(10.0, track_right - track_left - left_room - right_room)
    return _Columns(name_width, value_width, deals_width, won_width, lowest, highest, track_left + left_room, usable,
                    deals_right, won_right, show_deals, show_won)  # fmt: skip


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
                translate("Charts", "{role}: {average} a deal over {deals} deals, {won} won").format(
                    role=bar.label, average=signed(bar.average, 1), deals=bar.deals, won=percent(bar.won_share)
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
        header = QFontMetricsF(font(11)).height() + 6
        row = min(46.0, (area.height() - header) / len(bars))
        fonts = _Fonts.for_rows(row)
        columns = _columns(bars, fonts, area)
        if columns is None:  # no bar worth the name: say so rather than squeeze
            painter.setPen(DIALOG.text_dim)
            painter.setFont(font(12))
            painter.drawText(
                area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, translate(
                    "Charts",
                    "Widen the window to see the roles.",
                )
            )
            return
        # A few roles sit in the middle of the space rather than hang from the top.
        heading_top = area.top() + max(0.0, (area.height() - header - row * len(bars)) / 2)
        top = heading_top + header
        self._paint_headings(painter, fonts, columns, QRectF(area.left(), heading_top, area.width(), header))
        thickness = max(6.0, min(18.0, row * 0.45))
        for index, bar in enumerate(bars):
            line = QRectF(area.left(), top + row * index, area.width(), row)
            self._paint_row(painter, fonts, columns, bar, line, thickness)
        if columns.lowest < 0:  # the zero line, when bars go both ways
            zero = columns.x_at(0)
            painter.setPen(QPen(AXIS, 1))
            painter.drawLine(QPointF(zero, top + 2), QPointF(zero, top + row * len(bars) - 2))

    @staticmethod
    def _paint_headings(painter: QPainter, fonts: _Fonts, columns: _Columns, heading: QRectF) -> None:
        """The "deals" and "won" headings (when those columns show), and a rule under them."""
        painter.setFont(fonts.note)
        painter.setPen(DIALOG.text_dim)
        top, height = heading.top(), heading.height()
        if columns.show_deals:
            painter.drawText(QRectF(columns.deals_right - columns.deals_width, top, columns.deals_width, height),
                             RIGHT, deals_word())  # fmt: skip
        if columns.show_won:
            painter.drawText(QRectF(columns.won_right - columns.won_width, top, columns.won_width, height),
                             RIGHT, won_word())  # fmt: skip
        painter.setPen(QPen(GRID, 1))
        painter.drawLine(QPointF(heading.left(), heading.bottom() - 3), QPointF(heading.right(), heading.bottom() - 3))

    @staticmethod
    def _paint_row(
        painter: QPainter, fonts: _Fonts, columns: _Columns, bar: RoleBar, line: QRectF, thickness: float
    ) -> None:
        """One role: its name, its track and bar from zero, the value past the bar's end, its deals and share won."""
        row, centre = line.height(), line.center().y()
        name_width = columns.name_width
        painter.setFont(fonts.name)
        painter.setPen(DIALOG.text)
        painter.drawText(
            QRectF(line.left(), line.top(), name_width - 10, row),
            Qt.AlignmentFlag.AlignLeft | MIDDLE,
            QFontMetricsF(fonts.name).elidedText(bar.label, Qt.TextElideMode.ElideRight, name_width - 10),
        )
        # The track, then the bar from zero in the role's colour.
        x_at, zero = columns.x_at, columns.x_at(0)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(DIALOG.track_faint)
        track_left = x_at(columns.lowest)
        track = QRectF(track_left, centre - thickness / 2, x_at(columns.highest) - track_left, thickness)
        painter.drawRoundedRect(track, thickness / 2, thickness / 2)
        end = x_at(bar.average)
        shape = QRectF(min(zero, end), centre - thickness / 2, max(abs(end - zero), 2.0), thickness)
        painter.setBrush(bar.colour)
        painter.drawRoundedRect(shape, min(thickness / 2, shape.width() / 2), thickness / 2)
        # The value just past the end of the bar.
        value, value_width = signed(bar.average, 1), columns.value_width
        painter.setFont(fonts.value)
        painter.setPen(DIALOG.text)
        if bar.average < 0:
            box = QRectF(shape.left() - value_width, line.top(), value_width - 6, row)
            painter.drawText(box, RIGHT | MIDDLE, value)
        else:
            box = QRectF(shape.right() + 6, line.top(), value_width, row)
            painter.drawText(box, Qt.AlignmentFlag.AlignLeft | MIDDLE, value)
        painter.setFont(fonts.figure)
        if columns.show_deals:
            painter.setPen(DIALOG.text_dim)
            box = QRectF(columns.deals_right - columns.deals_width, line.top(), columns.deals_width, row)
            painter.drawText(box, RIGHT | MIDDLE, str(bar.deals))
        if columns.show_won:
            painter.setPen(DIALOG.text)
            box = QRectF(columns.won_right - columns.won_width, line.top(), columns.won_width, row)
            painter.drawText(box, RIGHT | MIDDLE, percent(bar.won_share))
