"""The value of every choice at a step of Review: each legal choice the seat had, with the points the expert's
search expects of it from what the seat knew then (``MarkedDecision.values``), best first, the expert's choice and
the one made marked.  A switch shows instead each choice's points with every hand known (hindsight), which the
worker works out when asked (``DealAnalyst.value_in_hindsight``): the panel says so until they arrive.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from ...engine import Deal
from ...engine.language import decimal, translate
from ...play.coach_report import MARK_SIGNS, MarkedDecision
from ..look.style import text_label
from .review_marks import choice_words, mark_colour, mark_word, where_words

# What the panel knows of a decision's hindsight: its points, None while the worker works them out, or
# ``FAILED`` when they could not be.
FAILED = ()


def points(value: float) -> str:
    """Expected points with their sign: "+4.2", "0.0", "-1.5"."""
    value = round(value, 1) or 0.0  # never "-0.0"
    return ("+" if value > 0 else "") + decimal(value)


def ranked(item: MarkedDecision, values: Sequence[float]) -> list[int]:
    """The indices of ``item``'s choices, best first (the expert's choice first among equals)."""
    expert = item.actions.index(item.expert)
    return sorted(range(len(item.actions)), key=lambda i: (-values[i], i != expert, i))


class ChoicesPanel(QWidget):
    """Every choice of the seat's decisions at one step, valued; ``hindsight_changed`` when the switch moves."""

    hindsight_changed = Signal(bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(6)
        self.hindsight = QCheckBox(translate("Review", "&Hindsight: every hand known"))
        self.hindsight.setToolTip(translate("Review", "Each choice's points as the cards really lay, which nobody "
                                                      "could know at the table."))  # fmt: skip
        self.hindsight.toggled.connect(self.hindsight_changed.emit)
        column.addWidget(self.hindsight)
        self.caption = text_label("", "small", wrap=True)
        column.addWidget(self.caption)
        self.body = QVBoxLayout()
        self.body.setSpacing(8)
        column.addLayout(self.body)
        column.addStretch(1)
        self.rows: list[tuple[QLabel, QLabel, QLabel]] = []  # (choice, points, note) of every choice shown
        self.headings: list[QLabel] = []  # each decision's, in play order
        self.can_look_back = True  # whether anything can work out the hindsight (the worker)

    def show_choices(
        self,
        deal: Deal,
        decisions: Sequence[MarkedDecision],
        names: Sequence[str],
        joker: str,
        hindsight: dict[int, tuple[float, ...] | None],
        empty: str,
    ) -> None:
        """``decisions`` at this step; ``hindsight`` (while the switch is on): each one's points with every hand
        known, None while they are worked out, ``FAILED`` if they could not be; ``empty``: what to say of none."""
        self._clear()
        on = self.hindsight.isChecked()
        self.hindsight.setVisible(bool(decisions) and self.can_look_back)
        if not decisions:
            self.caption.setText(empty)
            return
        if on:
            self.caption.setText(translate("Review", "In hindsight: each choice's points with every hand known, "
                                                     "as nobody could know them then."))  # fmt: skip
        else:
            self.caption.setText(translate("Review", "Each choice's expected points, from what was known then."))
        for item in decisions:
            known = hindsight.get(item.action_index) if on else item.values
            self.headings.append(self._heading(deal, item, names, joker))
            self.body.addWidget(self.headings[-1])
            if known is None or known == FAILED:
                waiting = translate("Review", "Working out every choice with every hand known…")
                failed = translate("Review", "This could not be worked out just now.")
                self.body.addWidget(text_label(waiting if known is None else failed, "caption", wrap=True))
                continue
            self.body.addLayout(self._grid(item, known, names, joker))

    def _heading(self, deal: Deal, item: MarkedDecision, names: Sequence[str], joker: str) -> QLabel:
        words = translate("Review", "{sign} {mark}: {choice}, {where}").format(
            sign=MARK_SIGNS[item.mark], mark=mark_word(item.mark), choice=choice_words(item.chosen, names, joker),
            where=where_words(deal, item),
        )  # fmt: skip
        if item.cost >= 0.05 and item.chosen != item.expert:
            words += " " + translate("Review", "(lost {points})").format(points=decimal(item.cost))
        label = text_label(words, "field", wrap=True)
        label.setStyleSheet(f"color: {mark_colour(item.mark).name()};")
        return label

    def _grid(self, item: MarkedDecision, values: Sequence[float], names: Sequence[str], joker: str) -> QGridLayout:
        grid = QGridLayout()
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(1)
        for row, index in enumerate(ranked(item, values)):
            action = item.actions[index]
            notes = []
            if action == item.expert:
                notes.append(translate("Review", "★ the expert's"))
            if action == item.chosen:
                notes.append(translate("Review", "◀ chosen"))
            cells = (text_label(choice_words(action, names, joker), "caption"), text_label(points(values[index]),
                     "caption"), text_label(", ".join(notes), "caption", wrap=True))  # fmt: skip
            cells[1].setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            if action in (item.expert, item.chosen):
                for cell in cells:
                    cell.setProperty("role", "field")
            for column, cell in enumerate(cells):
                grid.addWidget(cell, row, column)
            self.rows.append(cells)
        grid.setColumnStretch(2, 1)
        return grid

    def _clear(self) -> None:
        self.rows, self.headings = [], []
        while self.body.count():
            child = self.body.takeAt(0)
            if child is None:
                break
            _drop(child.widget(), child.layout())


def _drop(widget: QWidget | None, layout: object) -> None:
    if widget is not None:
        widget.deleteLater()
        widget.hide()
    if isinstance(layout, QGridLayout):
        while layout.count():
            item = layout.takeAt(0)
            if item is None:
                break
            _drop(item.widget(), item.layout())
        layout.deleteLater()
