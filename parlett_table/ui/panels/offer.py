"""The offer to continue a saved match, made on the table over the match as it was left.

A panel in the table's own style rather than a grey dialog box: the saved
match is drawn first, whole, and the question sits over it.  Enter continues
(the default button has the focus); Tab reaches "New game".
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine import Match
from ...engine.language import translate
from .overlay import OverlayPanel, px, to_rect


class ResumeOffer(OverlayPanel):
    """The question "Continue your match?" with where it was and the totals, and Continue / New game.

    It sits where the line that says what to do sits, above the hand, so the
    match it is about (the trick, the plates, the piles) stays in view.
    """

    go_on = Signal()
    new_game = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setAccessibleName(translate("Offer", "Continue your match?"))
        self._layout = QHBoxLayout(self)
        words = QVBoxLayout()
        words.setSpacing(2)
        self.title = QLabel()
        self.title.setProperty("role", "total")
        self.title.setWordWrap(True)
        self.where = QLabel()
        self.where.setProperty("role", "dim")
        self.where.setWordWrap(True)
        words.addWidget(self.title)
        words.addWidget(self.where)
        self._layout.addLayout(words, 1)
        row = QHBoxLayout()
        self.new_button = QPushButton(translate("Offer", "&New game"))
        self.new_button.clicked.connect(self.new_game.emit)
        self.continue_button = QPushButton(translate("Offer", "&Continue"))
        self.continue_button.setProperty("accent", True)
        self.continue_button.setDefault(True)  # Enter continues
        self.continue_button.clicked.connect(self.go_on.emit)
        row.addWidget(self.new_button)
        row.addWidget(self.continue_button)
        self._layout.addLayout(row)
        self.turnable.append(row)
        self._where: tuple[str, ...] = ("",)  # where the match was left: with the totals, and without
        self._margins(1.0)

    def _margins(self, unit: float) -> None:
        self._layout.setContentsMargins(px(16 * unit, 8), px(8 * unit, 4), px(12 * unit, 6), px(8 * unit, 4))
        self._layout.setSpacing(px(12 * unit, 6))

    def area(self) -> QRect:
        """The room of the line above the hand, which says nothing until the match goes on."""
        return to_rect(self.table.message_box()) if self.table is not None else super().area()

    def reposition(self) -> None:
        """Above the hand; where the line there is too small for the totals too, without them (the scores panel
        shows them)."""
        for words in self._where:
            self.where.setText(words)
            if self.fit_into(self.area(), self.area().width(), bottom=True):
                break

    def offer(self, match: Match, names: Sequence[str], practice: bool, duration: int) -> None:
        deals = match.deals_to_play
        if practice:
            title = translate("Offer", "Continue your {game} practice game?")
        else:
            title = translate("Offer", "Continue your {game} match?")
        self.title.setText(title.format(game=match.game.name))
        after = match.current.is_over
        if deals:
            where = translate("Offer", "You stopped after deal {deal} of {deals}") if after else translate(
                "Offer", "You stopped in the middle of deal {deal} of {deals}"
            )
        else:
            where = translate("Offer", "You stopped after deal {deal}") if after else translate(
                "Offer", "You stopped in the middle of deal {deal}"
            )
        # A name and its total never apart (no total alone on a line of its own).
        totals = "  ·  ".join(f"{name}\u00a0{total}" for name, total in zip(names, match.totals, strict=True))
        where = where.format(deal=len(match.deals), deals=deals)
        words = translate("Offer", "{where}. Totals: {totals}.").format(where=where, totals=totals)
        self._where = (words, where)
        self.setAccessibleDescription(words)
        self.appear(duration)
        self.continue_button.setFocus()
