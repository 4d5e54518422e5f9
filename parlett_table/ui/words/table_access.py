"""The table's parts in the accessibility tree: the hand, the trick, the scores and the prompt.

The table is one QGraphicsView, and what it draws is invisible to assistive
technology.  Each part is also a tiny, unpainted label inside the view, whose
accessible name says it in words ("Your hand: the ace of spades, ..."), so a
screen reader's review of the window (NVDA's object navigation, VoiceOver's
VO keys, Orca's flat review) finds it on Windows, macOS and Linux alike through
Qt's own accessibility bridge.  They never take the keyboard or a click.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPaintEvent
from PySide6.QtWidgets import QAbstractScrollArea, QLabel, QWidget

from ...engine.language import QT_TRANSLATE_NOOP, translate

PARTS = (  # the parts' titles, said in the player's language
    QT_TRANSLATE_NOOP("TableParts", "Your hand"),
    QT_TRANSLATE_NOOP("TableParts", "Trick"),
    QT_TRANSLATE_NOOP("TableParts", "Scores"),
    QT_TRANSLATE_NOOP("TableParts", "Prompt"),
)


class AccessiblePart(QLabel):
    """One part of the table in words, for screen readers only (the table draws it for the eye)."""

    def __init__(self, parent: QWidget, title: str) -> None:
        super().__init__(parent)
        self.title = title
        self.setObjectName("tablePart")
        self.setGeometry(0, 0, 1, 1)  # shown (hidden widgets leave the tree) but the size of a dot, and unpainted
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.set_words("")

    def set_words(self, words: str) -> None:
        self.setText(words)
        title = translate("TableParts", self.title)
        nothing = translate("TableParts", "nothing yet")
        self.setAccessibleName(f"{title}: {words or nothing}")

    def paintEvent(self, event: QPaintEvent) -> None:
        """Nothing: the table shows this part itself."""


class TableParts:
    """The four parts of the table, as children of the table's viewport.

    On the viewport, not the view: Qt's interface of a scroll area lists its viewport and scroll bars only.
    """

    def __init__(self, view: QWidget) -> None:
        home = view.viewport() if isinstance(view, QAbstractScrollArea) else view
        self.parts = {title: AccessiblePart(home, title) for title in PARTS}

    def set(self, title: str, words: str) -> None:
        self.parts[title].set_words(words)

    def words(self, title: str) -> str:
        return self.parts[title].text()
