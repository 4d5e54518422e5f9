"""The "Play out the rest" button: offered at the player's turn when nothing left can change a score."""

from __future__ import annotations

from PySide6.QtGui import QFontMetricsF
from PySide6.QtWidgets import QWidget

from ...engine.language import translate
from ..look.fit import broken_in_two
from ..look.theme import font
from .hint import HINT_BORDER, HINT_PADDING, HintButton
from .overlay import px, to_rect


def claim_words(lines: int = 1) -> str:
    """The button's words (in the language installed), on one line or broken over two at the middle space."""
    words = translate("Claim", "Play out the rest")
    return words if lines == 1 else broken_in_two(words)


def claim_width(unit: float, lines: int = 1) -> float:
    """How wide the button must be at the interface scale ``unit`` for its words on ``lines`` lines."""
    padding = 2 * (HINT_PADDING + HINT_BORDER + 1)  # the style's padding and border, and a pixel each side
    metrics = QFontMetricsF(font(px(13.5 * unit), bold=True))
    return max(metrics.horizontalAdvance(line) for line in claim_words(lines).split("\n")) + padding


class ClaimButton(HintButton):
    """Over the Hint button, in its style."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setText(claim_words())
        self.setToolTip(
            translate("Claim", "Nothing left in this deal can change anyone's score: play it out at once (P)")
        )
        self.setAccessibleName(translate("Claim", "Play out the rest of the deal"))

    def reposition(self) -> None:
        """In its place over the Hint button, at the right of the line above the hand."""
        if self.table is not None:
            self.setText(claim_words(self.table.claim_lines))
            self.setGeometry(to_rect(self.table.claim))
