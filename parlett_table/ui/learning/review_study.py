"""Review's study of the play: the seat whose decisions are marked (any seat, chosen in the header), its marks
(``review_marks.py``), the value of every choice at each step (``choice_values.py``), and the notebook on the right
that holds them beside the story of the deal.

The marks come from the coach's report on the player's deal, followed as it arrives (``follow_coach``), or from
Review's own errands in the worker (``DealAnalyst``, handed in by the window: the window never imports the
computer players); without either, Review shows the deal as it always did, with no marks.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSize, SignalInstance
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import Card, Deal, Play
from ...engine.language import translate
from ...play.coach_report import MARK_SIGNS, CoachReport
from ..look.fit import ContentScroll
from ..look.segments import Segments
from ..look.style import card_frame
from .choice_values import FAILED, ChoicesPanel
from .review_marks import MarksPanel, mark_colour, signs_at

if TYPE_CHECKING:
    from ...play.review_analysis import DealAnalyst

Signs = dict[Card, tuple[str, QColor]]  # a sign drawn beside a card of the trick, in its mark's colour
STUDY_ROOM = 180  # how much taller Review opens to study the play, where the screen has room (the notebook takes it)
LEAST_PAGE = 90  # the marks and the choices scroll in no less


class Pages(QStackedWidget):
    """The notebook's pages, as tall as the story of the deal asks (the dialog is sized by it, never by the longest
    list of choices); the marks and the choices scroll in what there is."""

    def sizeHint(self) -> QSize:
        story = self.widget(0)
        return story.sizeHint() if story is not None else super().sizeHint()


class Page(ContentScroll):
    """A page of marks or choices: it scrolls in as little as ``LEAST_PAGE``."""

    def minimumSizeHint(self) -> QSize:
        least = super().minimumSizeHint()
        return QSize(least.width(), min(least.height(), LEAST_PAGE))


class ReviewStudy(QObject):
    """The seat's marks and the value of its choices, for one Review; ``show_step`` follows the dialog's step."""

    def __init__(
        self,
        deal: Deal,
        names: Sequence[str],
        reader: int | None,
        joker: str,
        jump: Callable[[int], None],
        signs: Callable[[Signs], None],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.deal, self.names, self.reader, self.joker = deal, list(names), reader, joker
        self._jump, self._signs = jump, signs
        self.seat = reader if reader is not None else 0
        self.reports: dict[int, CoachReport] = {}  # by seat
        self.hindsight: dict[tuple[int, int], tuple[float, ...]] = {}  # (seat, action index): points, or FAILED
        self._asked: set[tuple[int, int]] = set()  # the decisions of the latest hindsight question
        self.analyst: DealAnalyst | None = None
        self._coach: tuple[SignalInstance, int] | None = None  # the coach's ``reported``, and its deal's number
        self.step = 0
        self.studying = False  # something marks the play: the seat chooser and the notebook's pages are shown
        self.marks = MarksPanel()
        self.marks.jump.connect(self._jump_to)
        self.choices = ChoicesPanel()
        self.choices.hindsight_changed.connect(lambda _on: self.show_step(self.step))
        self.seats = QComboBox()
        self.seats.addItems(self.names)
        self.seats.setCurrentIndex(self.seat)
        self.seats.setAccessibleName(translate("Review", "Whose play is marked"))
        self.seats.activated.connect(self.choose_seat)
        self.seat_label = QLabel(translate("Review", "&Marks for"))
        self.seat_label.setBuddy(self.seats)
        self.seat_label.setProperty("role", "caption")

    # --- the parts the dialog lays out ------------------------------------------------------------

    def header(self) -> QWidget:
        """The seat chooser, for the dialog's header (hidden while nothing can be marked)."""
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        row.addWidget(self.seat_label)
        row.addWidget(self.seats)
        self.header_box = box
        box.hide()
        return box

    def notebook(self, story: QWidget, width: int, margin: int) -> QFrame:
        """The frame on the right: the story of the deal, the marks, the choices, one at a time; ``width`` at least
        (wider where the pages' names need it, and the trick's frame under it with it)."""
        frame = self.frame = card_frame()
        frame.setMinimumWidth(width)
        column = QVBoxLayout(frame)
        column.setContentsMargins(margin, 10, margin - 6, 10)
        column.setSpacing(8)
        self.pages = Pages()
        self.segments = Segments()
        self.page_buttons: list[QPushButton] = []
        for text, name, page in (
            (translate("Review", "The deal"), translate("Review", "How the deal went"), story),
            (translate("Review", "Marks"), translate("Review", "The marks of every decision"), self.marks),
            (translate("Review", "Choices"), translate("Review", "The value of every choice here"), self.choices),
        ):
            index = self.pages.count()
            shown = (ContentScroll if page is story else Page)(page, width - 2 * margin)
            self.pages.addWidget(shown)
            button = self.segments.add(text, name, functools.partial(self.pages.setCurrentIndex, index))
            self.page_buttons.append(button)
        self.page_buttons[0].setChecked(True)
        self.segments.hide()
        column.addWidget(self.segments)
        column.addWidget(self.pages, 1)
        return frame

    # --- what marks the play ----------------------------------------------------------------------

    def begin(self, analyst: DealAnalyst | None, coach: CoachReport | None = None,
              reported: SignalInstance | None = None) -> None:  # fmt: skip
        """Mark the play: the coach's ``coach`` report on the reader's play (followed on ``reported`` as it
        changes), and ``analyst`` for any other seat (and for the reader's, without a report)."""
        self.analyst = analyst
        self.choices.can_look_back = analyst is not None
        if analyst is not None:
            analyst.reported.connect(self._reported)
            analyst.valued.connect(self._valued)
        if coach is not None and self.reader is not None:
            self.reports[self.reader] = coach
            if reported is not None:
                reported.connect(self._coach_reported)
                self._coach = (reported, coach.deal_number)
        if analyst is None and not self.reports:
            return
        self.studying = True
        self.header_box.show()
        self.segments.show()
        self.seats.setEnabled(analyst is not None)
        if self.seat not in self.reports and analyst is not None:
            analyst.analyse(self.seat)
        self.show_step(self.step)

    def widen(self) -> None:
        """The notebook at least as wide as its pages' names need (in a language with long words), once shown."""
        self.frame.setMinimumWidth(max(self.frame.minimumWidth(), self.frame.minimumSizeHint().width()))

    def choose_seat(self, seat: int) -> None:
        """Mark ``seat``'s play: asked of the worker unless already known (what was asked before is cancelled)."""
        self.seat = seat
        if self.seats.currentIndex() != seat:
            self.seats.setCurrentIndex(seat)
        known = self.reports.get(seat)
        if (known is None or known.failed) and self.analyst is not None:
            self.analyst.analyse(seat)
        self.show_step(self.step)

    def close(self) -> None:
        """Review is closing: its errands stop, and the coach's later reports are no longer followed."""
        if self.analyst is not None:
            self.analyst.close()
        if self._coach is not None:
            self._coach[0].disconnect(self._coach_reported)
            self._coach = None

    def _coach_reported(self, report: CoachReport) -> None:
        if self._coach is not None and report.deal_number == self._coach[1] and self.reader is not None:
            self.reports[self.reader] = report
            self.show_step(self.step)

    def _reported(self, seat: int, report: CoachReport) -> None:
        if seat == self.reader and self._coach is not None and not self.reports[seat].failed:
            return  # the coach's report is the reader's
        self.reports[seat] = report
        if seat == self.seat:
            self.show_step(self.step)

    def _valued(self, seat: int, action_index: int, values: tuple[float, ...] | None) -> None:
        self.hindsight[(seat, action_index)] = FAILED if values is None else values
        if seat == self.seat:
            self.show_step(self.step)

    def _jump_to(self, step: int) -> None:
        self._jump(step)
        self.page_buttons[2].click()  # the choices at that step, each valued

    # --- showing ----------------------------------------------------------------------------------

    @property
    def report(self) -> CoachReport | None:
        return self.reports.get(self.seat)

    def who(self) -> str:
        return self.names[self.seat]

    def show_step(self, step: int) -> None:
        """The marks of the seat's play, its choices at ``step``, and the signs beside its card in the trick."""
        self.step = step
        report, you = self.report, self.seat == self.reader
        self.marks.show_report(report, self.deal, self.names, self.joker, self.who(), you)
        decisions = signs_at(self.deal, report, step)
        known: dict[int, tuple[float, ...] | None] = {
            index: values for (seat, index), values in self.hindsight.items() if seat == self.seat
        }  # fmt: skip
        wanted = {(self.seat, item.action_index) for item in decisions} - set(self.hindsight)
        if self.choices.hindsight.isChecked() and self.analyst is not None and wanted and not wanted <= self._asked:
            self._asked = wanted  # asked once; a newer question (another step) supersedes it
            self.analyst.value_in_hindsight(self.seat, sorted(index for _, index in wanted))
        self.choices.show_choices(self.deal, decisions, self.names, self.joker, known, self._empty(report, step))
        self._signs({item.chosen.card: (MARK_SIGNS[item.mark], mark_colour(item.mark))
                     for item in decisions if isinstance(item.chosen, Play)})  # fmt: skip

    def _empty(self, report: CoachReport | None, step: int) -> str:
        if report is not None and report.looking:
            return translate("Review", "Looking…")
        if report is None or report.failed:
            return ""
        if self.seat == self.reader:
            return translate("Review", "You had no choice to make here.")
        return translate("Review", "{name} had no choice to make here.").format(name=self.who())
