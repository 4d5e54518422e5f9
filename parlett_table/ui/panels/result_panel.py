"""The panel after a deal: how it was won, each seat's score line by line, and the way on."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...engine import Outcome
from ...engine.language import translate
from ...play.coach_report import CoachReport
from ..dialogs.error_notice import on_click
from ..look.theme import THEME, css
from ..words.game_words import role_label
from .coach_line import verdict_line
from .overlay import OverlayPanel, clear_layout, panel_label, px


def _escaped(text: str) -> str:
    """Plain text made safe inside rich text (the html module's table of entities is slow to load)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class ResultPanel(OverlayPanel):
    """After a deal: how it was won, each seat's score line by line, and the way on."""

    next_deal = Signal()
    new_match = Signal()
    back_to_match = Signal()  # after a deal record's deal, the match set aside for it
    score_sheet = Signal()
    review = Signal()
    coach = Signal()  # "Your play, looked at again"
    rule_requested = Signal(str)  # a section of the game's rules page ("scoring")

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        # The words scroll, above the buttons, where a small table has no room for them all.
        self._body = QWidget()
        self._body.setObjectName("body")
        self._body_layout = QVBoxLayout(self._body)
        self._body_layout.setContentsMargins(0, 0, 0, 0)
        self._scroll = QScrollArea()
        self._scroll.setWidget(self._body)
        self._scroll.setWidgetResizable(True)
        self._scroll.setFrameShape(QFrame.Shape.NoFrame)
        self._scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self._scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self._scroll.setStyleSheet("QScrollArea, QScrollArea > QWidget, QWidget#body { background: transparent; }")
        self._scroll.viewport().setAutoFillBackground(False)
        self._layout.addWidget(self._scroll, 1)  # any room to spare goes to the words, not between buttons
        self._buttons: QHBoxLayout | None = None
        self.scrolls = True
        self._margins(1.0)
        self._scores: tuple[Outcome, Sequence[str], Sequence[int]] | None = None  # what the grid shows
        self._grid: QGridLayout | None = None
        self._narrow = False  # the grid in its narrow form (see _score_grid)
        self._verdict = panel_label("", "dim", wrap=True)  # the coach's accuracy, once its report is in
        self._verdict_of: int | None = None  # the deal number the coach's reports are followed for

    def _margins(self, unit: float) -> None:
        self._layout.setContentsMargins(px(24 * unit, 10), px(18 * unit, 8), px(24 * unit, 10), px(18 * unit, 8))
        self._layout.setSpacing(px(10 * unit, 4))
        self._body_layout.setSpacing(px(10 * unit, 4))
        for grid in self.findChildren(QGridLayout):
            grid.setHorizontalSpacing(px(16 * unit, 8))
            grid.setVerticalSpacing(px(6 * unit, 3))

    def area(self) -> QRect:
        """The middle of the table down to its bottom edge: the hand is empty by now; plates and piles stay clear."""
        return self.middle_to_bottom()

    def reposition(self) -> None:
        """Fit the panel into its area, with the score grid in its narrow form if the wide one does not fit."""
        area = self.area()
        unit = self.table.unit if self.table is not None else 1.0
        for narrow in (False, True) if self._scores is not None else (self._narrow,):
            if narrow != self._narrow:
                self._narrow = narrow
                self._replace_grid()
            if self.fit_into(area, max(self.sizeHint().width(), round(480 * unit))):
                break
        # Scrolled words can be reached from the keyboard too (the arrows, Page Up and Page Down).
        overflowing = self._scroll.verticalScrollBar().maximum() > 0
        self._scroll.setFocusPolicy(Qt.FocusPolicy.TabFocus if overflowing else Qt.FocusPolicy.NoFocus)

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        """The height with every word showing: the words' own height, not the scroll area's."""
        left, top, right, bottom = self._edges()
        inner = width - left - right
        if self._body_layout.hasHeightForWidth():
            body = self._body_layout.totalHeightForWidth(inner)
        else:
            body = self._body_layout.totalSizeHint().height()
        buttons = self._buttons.totalSizeHint().height() + self._layout.spacing() if self._buttons else 0
        return top + body + buttons + bottom

    def sizeHint(self) -> QSize:
        hint = super().sizeHint()
        return QSize(max(hint.width(), self.minimumSizeHint().width()), self.heightForWidth(hint.width()))

    def minimumSizeHint(self) -> QSize:
        """As narrow as the words and buttons allow; as low as the buttons and a line of words (the rest scrolls)."""
        left, _, right, _ = self._edges()
        wide = self._body_layout.totalMinimumSize().width()
        if self._buttons is not None:
            wide = max(wide, self._buttons.totalMinimumSize().width())
        return QSize(wide + left + right, super().minimumSizeHint().height())

    def _edges(self) -> tuple[int, int, int, int]:
        """The room around the panel's contents: its frame's and its layout's margins (left, top, right, bottom)."""
        frame, inner = self.contentsMargins(), self._layout.contentsMargins()
        return (frame.left() + inner.left(), frame.top() + inner.top(), frame.right() + inner.right(),
                frame.bottom() + inner.bottom())  # fmt: skip

    def show_outcome(
        self,
        title: str,
        outcome: Outcome,
        names: Sequence[str],
        totals: Sequence[int],
        match_over: str | None,
        duration: int,
        explanation: Sequence[str] = (),
        back_to_match: bool = False,
        coach: bool = False,
        deal: int | None = None,
        report: CoachReport | None = None,
        one_deal: bool = False,
    ) -> None:
        """``match_over`` is the winner's sentence when the match ended with this deal;
        ``explanation`` says how trump and roles were settled; ``back_to_match``: the way on is back to the match
        set aside for this deal (a deal record's); ``coach``: "How did I play?" is offered (the coach looks at it);
        ``deal``: the deal's number, whose coach's report (``report``, so far) shows its accuracy once in;
        ``one_deal``: the deal was one to itself (the deal of the day), so the way on is a new match, not a next deal
        of practice."""
        self._body_layout.removeWidget(self._verdict)  # kept: it follows the coach's reports
        clear_layout(self._body_layout)
        if self._buttons is not None:
            clear_layout(self._buttons)
            self._layout.removeItem(self._buttons)
            self._buttons.deleteLater()
        self._body_layout.addWidget(panel_label(match_over or title, "title", wrap=True))
        for sentence in explanation:
            self._body_layout.addWidget(panel_label(sentence, "dim", wrap=True))
        self._body_layout.addWidget(panel_label(outcome.summary, "total", wrap=True))
        self._scores = (outcome, names, totals)
        self._grid = self._score_grid(outcome, names, totals, self._narrow)
        self._body_layout.addLayout(self._grid)
        self._body_layout.addWidget(self._verdict)
        self._verdict_of = deal
        self._show_verdict(report if report is not None and report.deal_number == deal else None)
        go = self._add_buttons(bool(match_over) or one_deal, back_to_match, coach)
        self.appear(duration)
        go.setFocus()

    def coach_reported(self, report: CoachReport) -> None:
        """The coach's report changed: its accuracy shown if it is of the deal shown here."""
        if report.deal_number == self._verdict_of:
            self._show_verdict(report)
            if self.isVisible():
                self.reposition()  # a line more

    def _show_verdict(self, report: CoachReport | None) -> None:
        line = verdict_line(report)
        self._verdict.setText(line)
        self._verdict.setAccessibleName(line)
        self._verdict.setVisible(bool(line))

    def _replace_grid(self) -> None:
        """The score grid built again in the form ``self._narrow`` asks for, where the old one was."""
        if self._scores is None or self._grid is None:
            return
        index = self._body_layout.indexOf(self._grid)
        clear_layout(self._grid)
        self._body_layout.removeItem(self._grid)
        self._grid.deleteLater()
        self._grid = self._score_grid(*self._scores, self._narrow)
        self._body_layout.insertLayout(index, self._grid)
        # Shown now, not when Qt gets round to it, so that the panel is measured with them.
        for position in range(self._grid.count()):
            item = self._grid.itemAt(position)
            if item is not None and (widget := item.widget()) is not None:
                widget.show()

    def _score_grid(
        self, outcome: Outcome, names: Sequence[str], totals: Sequence[int], narrow: bool = False
    ) -> QGridLayout:
        """Each seat's tricks and scores, with the line of its score's breakdown (and "why?") under it.

        The narrow form, for a panel squeezed between the side seats (a small window, a longer language), puts
        the seat's role at the head of its breakdown line, which may wrap, rather than beside its name, and
        breaks the headings between their words."""
        grid = QGridLayout()
        grid.setHorizontalSpacing(px(16 * self._unit, 8))
        grid.setVerticalSpacing(px(6 * self._unit, 3))
        right = Qt.AlignmentFlag.AlignRight
        headings = ("", translate("Panels", "Tricks"), translate("Panels", "This deal"), translate("Panels", "Total"))
        for column, heading in enumerate(headings):
            alignment = (right if column else Qt.AlignmentFlag.AlignLeft) | Qt.AlignmentFlag.AlignBottom
            grid.addWidget(panel_label(heading.replace(" ", "\n") if narrow else heading, "dim"), 0, column,
                           alignment=alignment)  # fmt: skip
        for seat, line in enumerate(outcome.lines):
            row = 1 + 2 * seat
            role = role_label(line.role) if line.role else ""
            beside = f"  ·  {role}" if role and not narrow else ""
            grid.addWidget(panel_label(f"{names[seat]}{beside}", "total"), row, 0)
            grid.addWidget(panel_label(str(outcome.tricks_won[seat])), row, 1, alignment=right)
            grid.addWidget(panel_label(str(line.total), "total"), row, 2, alignment=right)
            grid.addWidget(panel_label(str(totals[seat]), "total"), row, 3, alignment=right)
            breakdown = _escaped(line.text.split(": ", 1)[-1] if line.role else line.text)
            if role and narrow:
                breakdown = f"<b>{_escaped(role)}</b> &nbsp;·&nbsp; {breakdown}"
            why_word = translate("Panels", "why?")
            link = f'<a href="scoring" style="color:{css(THEME.accent)}">{why_word}</a>'
            why = panel_label(f"{breakdown} &nbsp;{link}", "dim", wrap=True)
            why.setTextFormat(Qt.TextFormat.RichText)
            why.linkActivated.connect(self.rule_requested.emit)
            why.setAccessibleName(f"{names[seat]}: {line.text}")
            grid.addWidget(why, row + 1, 0, 1, 4)
        return grid

    def _add_buttons(self, match_over: bool, back_to_match: bool, coach_offered: bool) -> QPushButton:
        """The row of buttons on (review, score sheet, then the next deal, a new match or back to the match set
        aside); returns the way on."""
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.turnable = [buttons]
        review = QPushButton(translate("Panels", "Review the deal"))
        on_click(review, self.review.emit)
        buttons.addWidget(review)
        if coach_offered:
            coach = QPushButton(translate("Panels", "How did I play?"))
            on_click(coach, self.coach.emit)
            buttons.addWidget(coach)
        sheet = QPushButton(translate("Panels", "Score sheet"))
        on_click(sheet, self.score_sheet.emit)
        buttons.addWidget(sheet)
        if back_to_match:
            go = QPushButton(translate("Panels", "Back to my match"))
            on_click(go, self.back_to_match.emit)
        else:
            go = QPushButton(translate("Panels", "New match") if match_over else translate("Panels", "Next deal"))
            on_click(go, self.new_match.emit if match_over else self.next_deal.emit)
        go.setProperty("accent", True)
        go.setDefault(True)
        buttons.addWidget(go)
        self._layout.addLayout(buttons)
        self._buttons = buttons
        return go
