"""The statistics window's row of the coach's verdicts: the player's accuracy deal by deal with its recent average,
and where the points go (per deal, by kind of decision) and the accuracy in each role.

Only the deals the coach looked at count (docs/coach.md); the words say how many that is, and how many were left
out.  The figures come from ``history_rows.AccuracyStats`` (added up in SQL by ``storage.stats``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.language import decimal, translate
from ...kept.history_rows import AccuracyStats, StorageError
from ...kept.notices import worded
from ...play.coach_report import KIND_WORDS
from ..dialogs.error_notice import on_click
from ..look.style import card_frame, text_label
from ..look.theme import DIALOG, css
from .charts import nice_ticks
from .score_chart import ScoreChart
from .stats_content import average_window, role_heading, signed
from .stats_parts import ElidedLabel, chart_card


class AccuracyChart(ScoreChart):
    """The player's accuracy in each deal the coach looked at, oldest first, and the gold line of its recent
    average (the score chart's drawing, on a scale of 0 to 100)."""

    empty_text = translate("Charts", "Your accuracy in each deal the coach looks at will be drawn here.")

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(translate("Charts", "Accuracy per deal"))
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # read out from the keyboard, like the figures beside it

    def _ranges(self, height: float) -> tuple[list[float], float, float]:
        ticks = nice_ticks(0, 100, max(2, min(5, int(height // 34))))  # the whole scale, whatever was played
        return ticks, ticks[0], ticks[-1]

    def description(self, window: int) -> str:
        deals = len(self.scores)
        if not self._line:
            return translate("Charts", "%n deals.", None, deals)
        return translate("Charts", "{deals} deals; accuracy, average of the last {window}: {average}.").format(
            deals=deals, window=window, average=decimal(self._line[-1], 0)
        )

    def point_words(self, index: int) -> str:
        return translate("Charts", "Deal {number}: accuracy {accuracy}").format(
            number=index, accuracy=self.scores[index - 1]
        )


def accuracy_subtitle(accuracy: AccuracyStats) -> str:
    """What the chart is over: the mean, the deals the coach looked at, and its line."""
    if accuracy.mean is None:
        return ""
    deals = accuracy.deals
    words = translate("Statistics", "{accuracy} on average over the %n deals the coach looked at", None,
                      deals).format(accuracy=decimal(accuracy.mean, 0))  # fmt: skip
    if accuracy.deals >= average_window(accuracy.deals):
        words += " · " + translate("Statistics", "line: average of the last {window}").format(
            window=average_window(accuracy.deals)
        )
    return words


def left_out(accuracy: AccuracyStats) -> str:
    """The deals without an accuracy, which the figures leave out ("" when none is)."""
    if not accuracy.unrated:
        return ""
    unrated = accuracy.unrated
    return translate(
        "Statistics",
        "%n deals without the coach's verdict are left out (played before it was kept, or not looked at).",
        None,
        unrated,
    )


def lost_rows(accuracy: AccuracyStats) -> list[tuple[str, str]]:
    """The points lost per deal by kind of decision, the costliest first: (kind, points)."""
    return [
        (translate("Marks", KIND_WORDS[kind]), signed(points, 1))
        for kind, points in sorted(accuracy.lost, key=lambda item: -item[1])
    ]


def role_rows(accuracy: AccuracyStats) -> list[tuple[str, str, str]]:
    """The accuracy in each role, the most played first: (role, accuracy, over how many deals in words)."""
    return [
        (role_heading(role), decimal(mean, 0), translate("Statistics", "over %n deals", None, deals))
        for role, deals, mean in accuracy.roles
    ]


# A segment on its own, outlined so it reads as a button; the keyboard's ring as on every button of the window.
OUTLINED = (
    f"QPushButton {{ border: 1px solid {css(DIALOG.axis)}; border-radius: 10px; padding: 3px 9px; }}"
    f" QPushButton:focus {{ border: 2px solid {css(DIALOG.accent)}; padding: 2px 8px; }}"
)


def flip_button(text: str, accessible_name: str) -> QPushButton:
    """A small button beside a chart's title that turns to the other charts."""
    button = QPushButton(text)
    button.setProperty("segment", True)
    button.setStyleSheet(OUTLINED)
    button.setAccessibleName(accessible_name)
    button.setAutoDefault(False)
    return button


class AccuracyRow(QWidget):
    """The accuracy chart's card, and the card of where points go and the accuracy by role (it scrolls where the
    window is short)."""

    def __init__(self, beside: QWidget | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(10)
        self.chart = AccuracyChart()
        self.subtitle = ElidedLabel("", "small")
        row.addWidget(chart_card(translate("Statistics", "Accuracy"), self.subtitle, self.chart, beside), 3)
        self.figures = card_frame()
        outer = QVBoxLayout(self.figures)
        outer.setContentsMargins(14, 10, 6, 10)
        outer.addWidget(text_label(translate("Statistics", "Where points go"), "title"))
        scroll = QScrollArea()
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the card itself takes the keyboard (and scrolls it)
        inner = QWidget()
        box = QVBoxLayout(inner)
        box.setContentsMargins(0, 0, 8, 0)
        box.setSpacing(4)
        self.grid = QGridLayout()
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(1)
        self.grid.setColumnMinimumWidth(2, 14)  # between the points lost and the roles
        self.grid.setColumnStretch(2, 1)
        box.addLayout(self.grid)
        self.note = text_label("", "small", wrap=True)
        box.addWidget(self.note)
        box.addStretch(1)
        scroll.setWidget(inner)
        self._scroll_area, self._inner = scroll, inner
        outer.addWidget(scroll, 1)
        self.figures.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # its figures read out from the keyboard
        self.figures.setAccessibleName(translate("Statistics", "Where points go"))
        self.figures.setMinimumHeight(60)
        row.addWidget(self.figures, 2)
        self.lost: list[tuple[str, str]] = []  # the figures shown, in the player's words
        self.roles: list[tuple[str, str, str]] = []
        self._waiting: AccuracyStats | None = None  # figures to show when the row comes into view
        self.problem = ""  # why the figures could not be read, in a sentence (or none)

    def show_stats(self, accuracy: AccuracyStats) -> None:
        """Show these figures, now if the row is in view, else when it first comes into view (the window opens on
        the score charts, and a long history's trend is not worked out for nothing)."""
        self._waiting = accuracy
        if self.isVisible():
            self._fill(accuracy)

    def showEvent(self, event: QShowEvent) -> None:
        if self._waiting is not None:
            self._fill(self._waiting)
        super().showEvent(event)

    def _fill(self, accuracy: AccuracyStats) -> None:
        self._waiting = None
        self.chart.set_scores([round(value) for value in accuracy.trend])  # whole numbers: few dots to a run
        self.subtitle.setText(accuracy_subtitle(accuracy))
        while (item := self.grid.takeAt(0)) is not None:
            if (widget := item.widget()) is not None:
                widget.hide()  # gone now, not only when Qt next deletes what was let go
                widget.deleteLater()
        self.lost, self.roles = lost_rows(accuracy), role_rows(accuracy)
        if accuracy.mean is not None:
            self._column(0, translate("Statistics", "Points lost per deal"), self.lost)
            self._column(3, translate("Statistics", "Accuracy by role"), [(role, mean) for role, mean, _ in self.roles])
        # As wide as its figures (the longer languages' headings too): it scrolls down, never across.
        self._scroll_area.setMinimumWidth(self.grid.minimumSize().width() + 12)
        self.note.setText(self.problem or left_out(accuracy) or translate(
            "Statistics", "Points a decision gave up against the expert's choice, where clear of the search's noise."))
        self.figures.setAccessibleDescription(" ".join(
            [translate("Statistics", "Points lost per deal"), *(f"{kind} {points}" for kind, points in self.lost),
             translate("Statistics", "Accuracy by role"), *(f"{role} {mean} {over}" for role, mean, over in self.roles),
             self.note.text()]))  # fmt: skip

    def _column(self, column: int, heading: str, rows: list[tuple[str, str]]) -> None:
        """A heading and its rows of (words, figure) in the grid, from ``column`` on."""
        self.grid.addWidget(text_label(heading, "small"), 0, column, 1, 2)
        for row, (words, figure) in enumerate(rows, start=1):
            self.grid.addWidget(text_label(words, "small"), row, column)
            value = text_label(figure, "small")
            value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.grid.addWidget(value, row, column + 1)


class ChartPages(QStackedWidget):
    """The score and role charts (``scores``, laid out by the window), or the accuracy's: a button beside the first
    chart's title turns from one to the other (offered once there is an accuracy to show)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.scores = QWidget()
        self.to_accuracy = flip_button(
            translate("Statistics", "Accuracy"), translate("Statistics", "Show the accuracy")
        )
        self.to_scores = flip_button(translate("Statistics", "Scores"), translate("Statistics", "Show the scores"))
        self.accuracy = AccuracyRow(self.to_scores)
        self._ask: Callable[[], AccuracyStats] = AccuracyStats
        self.addWidget(self.scores)
        self.addWidget(self.accuracy)
        on_click(self.to_accuracy, lambda: self.turn(self.accuracy, self.to_scores))
        on_click(self.to_scores, lambda: self.turn(self.scores, self.to_accuracy))

    def show_stats(self, counted: AccuracyStats, ask: Callable[[], AccuracyStats]) -> None:
        """The way to the accuracy, offered once the coach has looked at a deal counted here (``counted``: the
        counts); its figures are asked for (``ask``) when the window turns to them, so Statistics opens at once."""
        self._ask = ask
        self.to_accuracy.setVisible(counted.deals > 0)
        if self.currentWidget() is self.accuracy:
            if counted.deals:
                self._show_asked()
            else:
                self.setCurrentWidget(self.scores)

    def _show_asked(self) -> None:
        try:
            self.accuracy.problem, accuracy = "", self._ask()
        except StorageError as error:  # the history's own sentence, in place of the figures
            self.accuracy.problem, accuracy = worded(error), AccuracyStats()
        self.accuracy.show_stats(accuracy)

    def turn(self, page: QWidget, focus: QPushButton) -> None:
        """Show ``page`` (the accuracy's figures asked for first); the keyboard stays on the button that turns back."""
        if page is self.accuracy:
            self._show_asked()
        self.setCurrentWidget(page)
        focus.setFocus()
