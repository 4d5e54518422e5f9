"""The dialogs' forms: cards of named controls in two columns, as the New game and Preferences dialogs lay them out."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtWidgets import QComboBox, QFrame, QGridLayout, QLabel, QWidget

from ..look.style import card_frame, text_label

CONTROL_WIDTH = 200  # the column of drop-down lists and boxes on the right of every card


def field_label(text: str, buddy: QWidget) -> QLabel:
    """The name of a control, in bold on its left; its mnemonic (the letter after "&") moves to the control."""
    label = text_label(text, "field")
    label.setBuddy(buddy)
    return label


def titled_card(title: str) -> tuple[QFrame, QGridLayout]:
    """A card with a title on its first row and a two-column grid (names, controls) under it."""
    card = card_frame()
    grid = QGridLayout(card)
    grid.setContentsMargins(14, 10, 14, 12)
    grid.setHorizontalSpacing(12)
    grid.setVerticalSpacing(10)
    grid.addWidget(text_label(title, "title"), 0, 0, 1, 2)
    grid.setColumnStretch(0, 1)  # the words take the room; the controls line up in one column on the right
    grid.setColumnMinimumWidth(1, CONTROL_WIDTH)
    return card, grid


def choice_box(labels: Mapping[str, str], current: str) -> QComboBox:
    """A drop-down of ``labels`` (value → words), ``current`` chosen (the first when it is not among them)."""
    box = QComboBox()
    for key, label in labels.items():
        box.addItem(label, key)
    box.setCurrentIndex(max(0, box.findData(current)))
    return box


def add_rows(grid: QGridLayout, rows: Sequence[tuple[str, QWidget]]) -> None:
    """Rows under a card's title: a control with its name on the left, or (no name) across both columns."""
    for at, (name, widget) in enumerate(rows, start=1):
        if name:
            grid.addWidget(field_label(name, widget), at, 0)
            grid.addWidget(widget, at, 1)
        else:
            grid.addWidget(widget, at, 0, 1, 2)
