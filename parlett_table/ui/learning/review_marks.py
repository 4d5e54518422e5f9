"""Review's marks: every decision of the seat reviewed, marked as the coach marks it (best, good, inaccuracy,
mistake, blunder, with the chess players' signs ★ ✓ ?! ? ??), and the list of its errors, each of which jumps to
its step of the deal (a click, or Enter on the list).  The marks are the coach's report's (``CoachReport.marked``):
this module only words and shows them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QSizePolicy, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from ...engine import Action, Deal, Give, Play, Propose
from ...engine.language import decimal, translate
from ...engine.words import action_words
from ...play.coach_report import ERRORS, MARK_SIGNS, MARK_WORDS, MARKS, CoachReport, MarkedDecision
from ..look.style import text_label
from ..look.theme import MARK_COLOURS
from ..words.trick_words import short_card

STEP_ROLE = Qt.ItemDataRole.UserRole + 1  # the step of the deal an error's line jumps to


def trick_step(deal: Deal, action_index: int) -> int:
    """Review's step for the action at ``action_index``: the trick it was played in or gave away (0, the hands
    as dealt, for one before the first card)."""
    plays = sum(1 for action in deal.actions[:action_index] if isinstance(action, Play))
    action = deal.actions[action_index]
    if isinstance(action, Play):
        return plays // deal.players + 1
    if isinstance(action, Give):
        return plays // deal.players  # the trick just finished
    return 0


def mark_word(mark: str) -> str:
    """A mark as the player reads it ("inaccuracy")."""
    return translate("Marks", MARK_WORDS[mark])


def mark_colour(mark: str) -> QColor:
    return MARK_COLOURS[mark]


def choice_words(action: Action, names: Sequence[str], joker: str) -> str:
    """A choice in a few characters: the card (``7♠``), or whom the trick went to."""
    if isinstance(action, (Play, Propose)):
        return short_card(action.card, joker)
    return action_words(action, lambda seat: names[seat])


def where_words(deal: Deal, item: MarkedDecision) -> str:
    """Where in the deal a decision was made: "trick 3", "after trick 3", "the proposals"."""
    step = trick_step(deal, item.action_index)
    if item.kind == "play":
        return translate("Review", "trick {number}").format(number=step)
    if item.kind == "give":
        return translate("Review", "after trick {number}").format(number=step)
    return translate("Review", "the proposals")


def error_line(deal: Deal, item: MarkedDecision, names: Sequence[str], joker: str) -> str:
    """One line of the list of errors: "?! 7♠ — trick 3, lost 1.5"."""
    return translate("Review", "{sign} {choice} — {where}, lost {points}").format(
        sign=MARK_SIGNS[item.mark], choice=choice_words(item.chosen, names, joker), where=where_words(deal, item),
        points=decimal(item.cost),
    )  # fmt: skip


def status_words(report: CoachReport | None, who: str, you: bool) -> str:
    """What Review knows of the seat's play: still looking, could not look, or its accuracy."""
    if report is None:
        return ""
    if report.looking:
        if you:
            return translate("Review", "The coach is looking at your play…")
        return translate("Review", "Looking at {name}'s play…").format(name=who)
    if report.failed:
        return translate("Review", "The play could not be looked at this time.")
    if not report.marked:
        return translate("Review", "There was no choice to make in this deal.")
    count = len(report.marked)
    words = translate("Review", "Accuracy {accuracy} of 100, over %n decisions.", None, count)
    words = words.format(accuracy=round(report.accuracy or 0))
    counts = "   ".join(f"{MARK_SIGNS[mark]} {sum(1 for d in report.marked if d.mark == mark)}" for mark in MARKS)
    return f"{words}\n{counts}"


class MarksPanel(QWidget):
    """The seat's play in marks: how it went in a sentence and its signs counted, then its errors, each a line
    that ``jump``s to its step when clicked or chosen with Enter."""

    jump = Signal(int)  # a step of the deal

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(6)
        self.status = text_label("", "caption", wrap=True)
        column.addWidget(self.status)
        self.heading = text_label(translate("Review", "Errors (choose one to see its trick):"), "small", wrap=True)
        column.addWidget(self.heading)
        self.errors = QTreeWidget()  # a list, in the dialogs' style for lists
        self.errors.setHeaderHidden(True)
        self.errors.setRootIsDecorated(False)
        self.errors.setAccessibleName(translate("Review", "Errors"))
        self.errors.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.errors.setMinimumHeight(60)
        self.errors.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.errors.itemClicked.connect(self._chosen)
        self.errors.itemActivated.connect(self._chosen)  # Enter, or a double click
        column.addWidget(self.errors, 1)
        column.addStretch(0)  # the words at the top when there is no list under them

    def show_report(
        self, report: CoachReport | None, deal: Deal, names: Sequence[str], joker: str, who: str, you: bool
    ) -> None:
        self.status.setText(status_words(report, who, you))
        self.errors.clear()
        errors = [item for item in (report.marked if report else ()) if item.mark in ERRORS]
        for item in errors:
            line = QTreeWidgetItem([error_line(deal, item, names, joker)])
            line.setData(0, STEP_ROLE, trick_step(deal, item.action_index))
            line.setForeground(0, mark_colour(item.mark))
            line.setToolTip(0, mark_word(item.mark))
            self.errors.addTopLevelItem(line)
        finished = report is not None and not report.looking and not report.failed and bool(report.marked)
        self.heading.setVisible(bool(errors))
        self.errors.setVisible(bool(errors))
        if finished and not errors:
            self.status.setText(self.status.text() + "\n" + translate("Review", "No inaccuracy, mistake or blunder."))

    def _chosen(self, item: QTreeWidgetItem, _column: int = 0) -> None:
        self.jump.emit(int(item.data(0, STEP_ROLE)))


def signs_at(deal: Deal, report: CoachReport | None, step: int) -> list[MarkedDecision]:
    """The seat's decisions made at ``step`` of the deal, in play order."""
    if report is None:
        return []
    return [item for item in report.marked if trick_step(deal, item.action_index) == step]



