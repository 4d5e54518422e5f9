"""The "Play out the rest" button: offered at the player's turn when nothing left can change a score."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ..engine.language import translate
from .panels import HintButton, to_rect


class ClaimButton(HintButton):
    """Over the Hint button, in its style."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setText(translate("Claim", "Play out the rest"))
        self.setToolTip(
            translate("Claim", "Nothing left in this deal can change anyone's score: play it out at once (P)")
        )
        self.setAccessibleName(translate("Claim", "Play out the rest of the deal"))

    def reposition(self) -> None:
        """In its place over the Hint button, at the right of the line above the hand."""
        if self.table is not None:
            self.setGeometry(to_rect(self.table.claim))
