"""The About box: what the program is, its version, what it is built on, and a link to each licence."""

from __future__ import annotations

from html import escape

import PySide6
from PySide6.QtCore import QPointF, QRectF, QSize, Qt, qVersion
from PySide6.QtGui import QPainter, QPaintEvent, QTransform
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from .. import __version__
from ..engine import Card
from ..engine.language import QT_TRANSLATE_NOOP, translate
from ..licenses import CARD_ART_LICENCE, LICENCES, link
from .drawn_deck import DrawnDeck
from .fit import FittedDialog, fit_to_content
from .layout import CARD_ASPECT
from .style import dress, text_label
from .theme import DIALOG

ABOUT = QT_TRANSLATE_NOOP(
    "About",
    "David Parlett's trick-taking games Hoodwink, Crescendo, Who's Who and Hamlet, at a card table, "
    "against computer players.",
)
CREDITS = QT_TRANSLATE_NOOP(
    "About",
    "Card art: SVG-cards by David Bellot and Huub de Beer ({licence}), and the Clear deck drawn for this program.",
)


def built_with() -> str:
    """The libraries the program runs on, with the versions in use."""
    return translate("About", "Built with Qt {qt} and PySide6 {pyside}, and Python.").format(
        qt=qVersion(), pyside=PySide6.__version__
    )


def licences_html() -> str:
    """One link per licence (the bundle's own copy of its text, or the text on the web)."""
    colour = DIALOG.accent.name()  # the style's default link blue is hard to read on the felt
    links = [f'{escape(licence.part)} (<a href="{escape(link(licence), quote=True)}" style="color: {colour}">'
             f"{escape(licence.name)}</a>)" for licence in LICENCES]  # fmt: skip
    return translate("About", "Licences: {links}.").format(links=", ".join(links))


class CardFan(QWidget):
    """Four cards fanned on the felt (a Jack, Queen, King and Ace in the Clear deck)."""

    CARDS = ("JS", "QH", "KD", "AC")
    CARD_WIDTH = 60.0

    def __init__(self) -> None:
        super().__init__()
        self._deck = DrawnDeck()
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)

    def _fan(self) -> tuple[QRectF, list[QTransform], QRectF]:
        """The card at the pivot, each card's turn, and the bounding box of the whole fan."""
        width = self.CARD_WIDTH
        card = QRectF(-width / 2, -width * CARD_ASPECT - 120, width, width * CARD_ASPECT)  # 120 px above the pivot
        turns = [QTransform().rotate(angle) for angle in (-18, -6, 6, 18)]
        bounds = QRectF()
        for turn in turns:
            bounds = bounds.united(turn.mapRect(card))
        return card, turns, bounds.adjusted(-2, -2, 4, 4)  # room for the shadows

    def sizeHint(self) -> QSize:
        return self._fan()[2].size().toSize()

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        card, turns, fan = self._fan()
        shift = QPointF(self.width() / 2, self.height() / 2) - fan.center()
        for turn, code in zip(turns, self.CARDS, strict=True):
            painter.save()
            painter.setTransform(turn * QTransform.fromTranslate(shift.x(), shift.y()))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(DIALOG.shade)
            painter.drawRoundedRect(card.translated(1.5, 2.5), 6, 6)  # a soft shadow on the felt
            self._deck.paint_face(painter, card, Card.parse(code))
            painter.restore()
        painter.end()


class AboutDialog(FittedDialog):
    """Parlett Table's name, version and credits, on the felt like every other dialog."""

    TEXT_WIDTH = 330

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("About", "About Parlett Table"))
        root = dress(self)
        layout = QVBoxLayout(root)
        layout.setContentsMargins(22, 18, 22, 14)
        layout.setSpacing(14)
        body = QHBoxLayout()
        body.setSpacing(20)
        body.addWidget(CardFan(), 0, Qt.AlignmentFlag.AlignTop)
        words = QVBoxLayout()
        words.setSpacing(6)
        words.addWidget(text_label(translate("About", "Parlett Table"), "heading"))
        words.addWidget(text_label(translate("About", "Version {version}").format(version=__version__), "caption"))
        words.addSpacing(6)
        for text, role in (
            (translate("About", ABOUT), ""),
            (built_with(), "caption"),
            (translate("About", CREDITS).format(licence=CARD_ART_LICENCE), "caption"),
            (licences_html(), "caption"),
        ):
            label = text_label(text, role, wrap=True)
            label.setMinimumWidth(self.TEXT_WIDTH)
            words.addWidget(label)
        self.licences = label  # the last one: its links open in the desktop's browser or text viewer
        self.licences.setTextFormat(Qt.TextFormat.RichText)
        self.licences.setOpenExternalLinks(True)
        words.addStretch(1)
        body.addLayout(words, 1)
        layout.addLayout(body)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        close = QPushButton(translate("About", "Close"))
        close.setProperty("accent", True)
        close.setDefault(True)
        close.clicked.connect(self.accept)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        fit_to_content(self)
