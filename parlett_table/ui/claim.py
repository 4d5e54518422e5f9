"""The "Play out the rest" button: offered at the player's turn when nothing left can change a score."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from .panels import HintButton


class ClaimButton(HintButton):
    """Beside the Hint button, in its style."""

    def __init__(self, parent: QWidget, beside: HintButton) -> None:
        super().__init__(parent)
        self.beside = beside
        self.setText("Play out the rest")
        self.setToolTip("Nothing left in this deal can change anyone's score: play it out at once (P)")
        self.setAccessibleName("Play out the rest of the deal")

    def reposition(self) -> None:
        self.adjustSize()
        self.beside.reposition()
        hint = self.beside.geometry()
        self.move(hint.left() - self.width() - 10, hint.top())
