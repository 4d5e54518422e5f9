"""The Hint button at the table's lower right, above the hand: the expert's suggestion, asked for."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QPushButton, QWidget

from ...engine.language import translate
from ..look.layout import TableLayout
from ..look.theme import THEME as T
from ..look.theme import css
from .overlay import px, to_rect

HINT_PADDING, HINT_BORDER = 6, 1  # the Hint button's side padding and border, in pixels (its style sheet's)


class HintButton(QPushButton):
    """The "Hint" button at the table's lower right, above the hand."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(translate("Panels", "Hint"), parent)
        self.setObjectName("hint")
        self.setToolTip(translate("Panels", "Suggest a move, with the reason (H); ask again for how it was worked out"))
        self.setAccessibleName(translate("Panels", "Suggest a move"))
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self._style(30.0)
        self.table: TableLayout | None = None

    def _style(self, height: float) -> None:
        """A pill: its ends as round as the button is high (a radius over half the height draws square ends)."""
        self.setStyleSheet(
            f"QPushButton#hint {{ background: {css(T.hint_button)}; color: {css(T.text)}; "
            f"border: {HINT_BORDER}px solid {css(T.hint_border)}; border-radius: {int(height // 2)}px; "
            f"padding: 2px {HINT_PADDING}px; font-weight: 600; }}"
            f"QPushButton#hint:hover {{ border-color: {css(T.accent)}; color: {css(T.accent)}; }}"
            f"QPushButton#hint:disabled {{ color: {css(T.text_disabled)}; "
            f"border-color: {css(T.hint_border_disabled)}; }}"
        )

    def set_table(self, layout: TableLayout) -> None:
        self.table = layout
        self._style(layout.hint.height)
        font = self.font()
        font.setPixelSize(px(13.5 * layout.unit))
        self.setFont(font)

    def reposition(self) -> None:
        """In its place at the right of the line above the hand."""
        if self.table is not None:
            self.setGeometry(to_rect(self.table.hint))
