"""Help ▸ Practise my mistakes: the positions kept from the player's clear mistakes and blunders, solved or not,
to be tried again at the table (``ui/window/try_again.py``).

The dialog only lists them and says which one the player picked (``picked``); the window sets it out.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QDateTime, QLocale, QSize, Qt
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QHeaderView,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import Give, Play, Propose
from ...engine.cards import describe_card
from ...engine.language import QT_TRANSLATE_NOOP, translate
from ...kept.practice import PracticePosition
from ...play.coach_report import MARK_WORDS
from ..look.fit import FittedDialog, fit_to_content, fit_to_screen
from ..look.style import dialog_buttons, dress, text_label

TITLE = QT_TRANSLATE_NOOP("Practice", "Practise my mistakes")


def date_words(when: float) -> str:
    """A date and time as the player's language writes them, short."""
    moment = QDateTime.fromSecsSinceEpoch(int(when))
    return QLocale().toString(moment, QLocale.FormatType.ShortFormat)


def decision_words(position: PracticePosition) -> str:
    """The decision in a few words: what was chosen then, and its mark ("You played the seven of hearts:
    blunder")."""
    chosen = position.chosen
    mark = translate("Marks", MARK_WORDS.get(position.mark, position.mark))
    if isinstance(chosen, Play):
        words = translate("Practice", "You played the {card}: {mark}")
    elif isinstance(chosen, Propose):
        words = translate("Practice", "You showed the {card}: {mark}")
    elif isinstance(chosen, Give):
        name = position.names[chosen.to] if 0 <= chosen.to < len(position.names) else "?"
        if chosen.to == chosen.seat:
            return translate("Practice", "You kept the trick: {mark}").format(mark=mark)
        return translate("Practice", "You gave the trick to {name}: {mark}").format(name=name, mark=mark)
    else:
        return mark
    return words.format(card=describe_card(chosen.card), mark=mark)


def status_words(position: PracticePosition) -> str:
    if position.solved is None:
        return translate("Practice", "Not solved yet")
    return translate("Practice", "Solved {date}").format(date=date_words(position.solved))


def summary_words(positions: Sequence[PracticePosition]) -> str:
    """How many positions wait, in a sentence."""
    if not positions:
        return translate("Practice", "No positions to practise yet: after each deal the coach keeps your clear "
                                     "mistakes and blunders here.")  # fmt: skip
    unsolved = sum(1 for position in positions if position.solved is None)
    kept = len(positions)
    return translate("Practice", "%n positions kept from your mistakes; {unsolved} not solved yet.", None, kept
                     ).format(unsolved=unsolved)  # fmt: skip


class PracticeDialog(FittedDialog):
    """The positions to practise, newest first; ``picked`` is the one chosen (None: closed)."""

    def __init__(self, positions: Sequence[PracticePosition], notice: str | None = None,
                 parent: QWidget | None = None) -> None:  # fmt: skip
        super().__init__(parent)
        self.setWindowTitle(translate("Practice", TITLE))
        # The newest deal first, each deal's decisions in the order they were made.
        self.positions = sorted(positions, key=lambda position: (-position.added, position.action_index))
        self.picked: PracticePosition | None = None
        root = dress(self)
        outer = QVBoxLayout(root)
        outer.setContentsMargins(16, 14, 16, 12)
        outer.setSpacing(10)
        outer.addWidget(text_label(translate("Practice", TITLE), "heading"))
        if notice:
            outer.addWidget(text_label(notice, "notice", wrap=True))
        self.summary = text_label(summary_words(self.positions), wrap=True)
        outer.addWidget(self.summary)
        self.table = QTreeWidget()
        self.table.setRootIsDecorated(False)
        self.table.setColumnCount(4)
        self.table.setHeaderLabels([translate("Practice", "Game"), translate("Practice", "Decision"),
                                    translate("Practice", "Kept"), translate("Practice", "Solved?")])  # fmt: skip
        self.table.setAccessibleName(translate("Practice", "Positions to practise"))
        for position in self.positions:
            row = QTreeWidgetItem([position.game, decision_words(position), date_words(position.added),
                                   status_words(position)])  # fmt: skip
            self.table.addTopLevelItem(row)
        header = self.table.header()
        header.setStretchLastSection(False)
        for column in range(4):  # each as wide as its words in the dialog's own font; the decision takes the rest
            mode = QHeaderView.ResizeMode.Stretch if column == 1 else QHeaderView.ResizeMode.ResizeToContents
            header.setSectionResizeMode(column, mode)
        self.table.itemActivated.connect(lambda item, column: self._pick(self.table.indexOfTopLevelItem(item)))
        outer.addWidget(self.table, 1)
        outer.addWidget(text_label(translate(
            "Practice", "Each position is set out at the table as it was when you chose: choose again, and the "
            "answer shows. A position is solved when your choice is as good as the expert's."), "small", wrap=True))
        buttons = dialog_buttons(QDialogButtonBox.StandardButton.Close)
        self.try_button = QPushButton(translate("Practice", "&Try this position"))
        self.next_button = QPushButton(translate("Practice", "&Next unsolved"))
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.try_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.rejected.connect(self.reject)
        self.try_button.clicked.connect(lambda: self._pick(self.table.currentIndex().row()))
        self.next_button.clicked.connect(self._pick_next)
        outer.addWidget(buttons)
        unsolved = next((at for at, position in enumerate(self.positions) if position.solved is None), None)
        self.next_button.setEnabled(unsolved is not None)
        self.try_button.setEnabled(bool(self.positions))
        if self.positions:
            self.table.setCurrentIndex(self.table.model().index(unsolved if unsolved is not None else 0, 0))
            self.table.setFocus(Qt.FocusReason.OtherFocusReason)
        fit_to_content(self)  # the smallest it may be: every word showing
        fit_to_screen(self, QSize(940, 480).expandedTo(self.size()))  # room for the list

    def rows(self) -> list[list[str]]:
        """Every row as shown (tests and screen readers)."""
        found = []
        for at in range(self.table.topLevelItemCount()):
            item = self.table.topLevelItem(at)
            if item is not None:
                found.append([item.text(column) for column in range(4)])
        return found

    def _pick(self, at: int) -> None:
        if 0 <= at < len(self.positions):
            self.picked = self.positions[at]
            self.accept()

    def _pick_next(self) -> None:
        """The oldest position not solved yet (its deal's first)."""
        waiting = [at for at, position in enumerate(self.positions) if position.solved is None]
        if waiting:
            self._pick(min(waiting, key=lambda at: (self.positions[at].added, self.positions[at].action_index)))
