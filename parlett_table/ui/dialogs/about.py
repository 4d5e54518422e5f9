"""The About box: what the program is, its version, what it is built on, and a link to each licence."""

from __future__ import annotations

from html import escape

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ... import __version__
from ...engine.language import QT_TRANSLATE_NOOP, translate
from ...system.licenses import CARD_ART_LICENCE, LICENCES, link
from ..cards.card_fan import CardFan
from ..look.fit import FittedDialog, fit_to_content
from ..look.style import dress, text_label
from ..look.theme import DIALOG

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


def about_fan() -> CardFan:
    """Four cards fanned on the felt (a Jack, Queen, King and Ace in the Clear deck)."""
    return CardFan(("JS", "QH", "KD", "AC"), 60.0, 120, (-18, -6, 6, 18), DIALOG.shade, room=(-2, -2, 4, 4))


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
        body.addWidget(about_fan(), 0, Qt.AlignmentFlag.AlignTop)
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
