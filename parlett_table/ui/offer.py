"""The offer to continue a saved match, made on the table over the match as it was left.

A panel in the table's own style rather than a grey dialog box: the saved
match is drawn first, whole, and the question sits over it.  Enter continues
(the default button has the focus); Tab reaches "New game".
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ..engine import Match
from .panels import OverlayPanel


class ResumeOffer(OverlayPanel):
    """The question "Continue your match?" with the totals so far, and Continue / New game."""

    go_on = Signal()
    new_game = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAccessibleName("Continue your match?")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 18, 24, 18)
        layout.setSpacing(10)
        title = QLabel("Continue your match?")
        title.setProperty("role", "title")
        self.where = QLabel()
        self.where.setProperty("role", "dim")
        self.totals = QLabel()
        self.totals.setProperty("role", "total")
        self.totals.setWordWrap(True)
        for label in (title, self.where, self.totals):
            layout.addWidget(label)
        row = QHBoxLayout()
        row.addStretch(1)
        self.new_button = QPushButton("&New game")
        self.new_button.clicked.connect(self.new_game.emit)
        self.continue_button = QPushButton("&Continue")
        self.continue_button.setProperty("accent", True)
        self.continue_button.setDefault(True)  # Enter continues
        self.continue_button.clicked.connect(self.go_on.emit)
        row.addWidget(self.new_button)
        row.addWidget(self.continue_button)
        layout.addLayout(row)
        self.setMinimumWidth(380)

    def offer(self, match: Match, names: Sequence[str], practice: bool, duration: int) -> None:
        deals = match.deals_to_play
        where = "after" if match.current.is_over else "in"
        progress = f"deal {len(match.deals)} of {deals}" if deals else f"deal {len(match.deals)}"
        kind = "practice game" if practice else "match"
        self.where.setText(f"Your {match.game.name} {kind} is waiting where you left it, {where} {progress}.")
        totals = "  ·  ".join(f"{name} {total}" for name, total in zip(names, match.totals, strict=True))
        self.totals.setText(f"Totals so far: {totals}")
        self.appear(duration)
        self.continue_button.setFocus()
