"""The answer after a position tried again (Try again, Practise my mistakes): whether the choice solves it, the
expert's choice, each choice's value, the reason, and the way on.

Its words come from the position kept (``kept.practice.PracticePosition``): the values are the coach's, worked
out when the deal was looked at again; the panel decides nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ...engine import Action, Give, Play, Propose
from ...engine.cards import describe_card
from ...engine.language import decimal, translate
from ...engine.words import action_words
from ...kept.practice import PracticePosition
from ..dialogs.error_notice import on_click
from .overlay import OverlayPanel, clear_layout, panel_label, px


def choice_name(action: Action, names: Sequence[str]) -> str:
    """A choice as a sentence names it: "the nine of spades", "give the trick to Anna", "keep the trick"."""
    if isinstance(action, Play | Propose):
        return translate("Practice", "the {card}").format(card=describe_card(action.card))
    if isinstance(action, Give):
        if action.to == action.seat:
            return translate("Practice", "keep the trick")
        return translate("Practice", "give the trick to {name}").format(name=names[action.to])
    return action_words(action, lambda seat: names[seat])


def verdict_words(position: PracticePosition, action: Action, names: Sequence[str]) -> tuple[str, str]:
    """(the title, the sentence) for ``action`` chosen in ``position``: solved, or not and what is better."""
    chosen, expert = choice_name(action, names), choice_name(position.expert, names)
    if position.is_fine(action):
        if action == position.expert:
            return translate("Practice", "Solved!"), translate(
                "Practice", "You chose {chosen}: the expert's own choice.").format(chosen=chosen)  # fmt: skip
        return translate("Practice", "Solved!"), translate(
            "Practice", "You chose {chosen}: as good as the expert's choice, {expert}, within the search's margin.",
        ).format(chosen=chosen, expert=expert)  # fmt: skip
    if action not in position.actions:
        return translate("Practice", "Not this time"), translate(
            "Practice", "That was not the decision to solve here; the expert's choice is {expert}.",
        ).format(expert=expert)  # fmt: skip
    lost = position.values[position.actions.index(position.expert)] - position.values[position.actions.index(action)]
    return translate("Practice", "Not this time"), translate(
        "Practice",
        "You chose {chosen}; the expert's choice, {expert}, is worth about {points} points more on average.",
    ).format(chosen=chosen, expert=expert, points=decimal(max(0.0, lost)))  # fmt: skip


def value_lines(position: PracticePosition, action: Action, names: Sequence[str]) -> list[tuple[str, str, str]]:
    """Each choice, best first, as (its name, its expected points, a note: yours, the expert's, as good)."""
    order = sorted(range(len(position.actions)), key=lambda at: -position.values[at])
    lines = []
    for at in order:
        choice = position.actions[at]
        notes = []
        if choice == action:
            notes.append(translate("Practice", "your choice"))
        if choice == position.expert:
            notes.append(translate("Practice", "the expert's"))
        elif position.fine[at]:
            notes.append(translate("Practice", "as good"))
        points = translate("Practice", "{points} points").format(points=decimal(position.values[at]))
        lines.append((choice_name(choice, names), points, ", ".join(notes)))
    return lines


class TryAnswer(OverlayPanel):
    """The answer to a position tried again; ``back`` to the match, ``next_position`` to the next one to practise."""

    back = Signal()
    next_position = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._body = QVBoxLayout()
        self._layout.addLayout(self._body)
        self._buttons = QHBoxLayout()
        self._layout.addLayout(self._buttons)
        self.turnable = [self._buttons]
        self.solved = False  # what the last answer said
        self.texts: list[str] = []  # every line shown, in reading order (screen readers, tests)
        self._margins(1.0)

    def _margins(self, unit: float) -> None:
        self._layout.setContentsMargins(px(22 * unit, 10), px(16 * unit, 8), px(22 * unit, 10), px(16 * unit, 8))
        self._layout.setSpacing(px(10 * unit, 4))
        self._body.setSpacing(px(8 * unit, 4))

    def area(self) -> QRect:
        """The middle of the table down to its bottom edge (the try is over: the hand may be covered)."""
        return self.middle_to_bottom()

    def reposition(self) -> None:
        unit = self.table.unit if self.table is not None else 1.0
        self.fit_into(self.area(), max(self.sizeHint().width(), round(460 * unit)))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        layout = self.layout()
        assert layout is not None
        return layout.totalHeightForWidth(width) if layout.hasHeightForWidth() else layout.totalSizeHint().height()

    def show_answer(self, position: PracticePosition, action: Action, names: Sequence[str], back: str,
                    more: bool, duration: int) -> None:  # fmt: skip
        """The answer to ``action`` chosen in ``position``; ``back`` the way back's words; ``more``: another
        position waits to be practised."""
        clear_layout(self._body)
        clear_layout(self._buttons)
        self.solved = position.is_fine(action)
        title, sentence = verdict_words(position, action, names)
        self.texts = [title, sentence]
        self._body.addWidget(panel_label(title, "title", wrap=True))
        self._body.addWidget(panel_label(sentence, wrap=True))
        grid = QGridLayout()
        grid.setHorizontalSpacing(px(16 * self._unit, 8))
        grid.setVerticalSpacing(px(4 * self._unit, 2))
        for row, (name, points, note) in enumerate(value_lines(position, action, names)):
            grid.addWidget(panel_label(name, "total" if note else ""), row, 0)
            grid.addWidget(panel_label(points), row, 1, alignment=Qt.AlignmentFlag.AlignRight)
            grid.addWidget(panel_label(note, "dim"), row, 2)
            self.texts.append(" ".join(part for part in (name, points, note) if part))
        grid.setColumnStretch(2, 1)
        self._body.addLayout(grid)
        if position.reason:
            self._body.addWidget(panel_label(position.reason, "dim", wrap=True))
            self.texts.append(position.reason)
        self._buttons.addStretch(1)
        if more:
            following = QPushButton(translate("Practice", "Next position"))
            on_click(following, self.next_position.emit)
            self._buttons.addWidget(following)
        go = QPushButton(back)
        go.setProperty("accent", True)
        go.setDefault(True)
        on_click(go, self.back.emit)
        self._buttons.addWidget(go)
        self.setAccessibleName(title)
        self.appear(duration)
        go.setFocus()
