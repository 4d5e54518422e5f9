"""The table's look in the Preferences dialog: felt, card back, high contrast, and a live preview."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize
from PySide6.QtGui import QBrush, QPainter, QPaintEvent, QRadialGradient
from PySide6.QtWidgets import QCheckBox, QComboBox, QWidget

from ...engine import Card
from ...engine.language import translate
from ...kept.settings import CARD_BACK_LABELS, FELT_LABELS, Preferences
from ..cards.decks import CardPixmaps, make_deck
from ..look.layout import CARD_ASPECT
from ..look.theme import FELTS, THEME, with_alpha
from .form import choice_box

PREVIEW_CARDS = (Card.parse("AS"), Card.parse("QH"))


class LookPreview(QWidget):
    """A small piece of felt with a card back and two cards on it, as the table would show them."""

    CARD_WIDTH = 46

    def __init__(self) -> None:
        super().__init__()
        self.felt, self.back, self.deck, self.four_colour = "green", "lattice", "clear", False
        self._art: CardPixmaps | None = None
        self.setMinimumSize(self.sizeHint())
        self.setAccessibleName(translate("LookSettings", "Preview of the table"))

    def sizeHint(self) -> QSize:
        return QSize(200, round(self.CARD_WIDTH * CARD_ASPECT) + 24)

    def show_look(self, felt: str, back: str, deck: str, four_colour: bool) -> None:
        if (back, deck, four_colour) != (self.back, self.deck, self.four_colour):
            self._art = None
        self.felt, self.back, self.deck, self.four_colour = felt, back, deck, four_colour
        words = translate("LookSettings", "{felt} felt, {back} back", "the preview of the table's look")
        felt_name = translate("Felts", FELT_LABELS.get(felt, felt))
        back_name = translate("CardBacks", CARD_BACK_LABELS.get(back, back))
        self.setAccessibleDescription(words.format(felt=felt_name, back=back_name))
        self.update()

    def _card_art(self) -> CardPixmaps:
        if self._art is None:
            deck = make_deck(self.deck, self.four_colour, self.back)
            try:
                deck.load()
            except (OSError, RuntimeError):  # the window says so when the deck is chosen; the preview shows Clear
                deck = make_deck("clear", self.four_colour, self.back)
            self._art = CardPixmaps(deck, capacity=8)
        return self._art

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        area = QRectF(self.rect())
        felt = FELTS.get(self.felt, FELTS["green"])
        gradient = QRadialGradient(area.center(), max(area.width(), area.height()) * 0.62)
        gradient.setColorAt(0.0, felt.centre)
        gradient.setColorAt(1.0, felt.edge)
        painter.setPen(with_alpha(THEME.panel_border, 120))
        painter.setBrush(QBrush(gradient))
        painter.drawRoundedRect(area.adjusted(0.5, 0.5, -0.5, -0.5), 10, 10)
        art, dpr = self._card_art(), self.devicePixelRatioF()
        width, height = self.CARD_WIDTH, self.CARD_WIDTH * CARD_ASPECT
        top = (area.height() - height) / 2
        left = (area.width() - 3 * width - 2 * 14) / 2
        pictures = [art.back(width, dpr)] + [art.face(card, width, dpr) for card in PREVIEW_CARDS]
        for index, pixmap in enumerate(pictures):
            target = QRectF(QPointF(left + index * (width + 14), top), QSize(width, round(height)).toSizeF())
            painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
        painter.end()


class LookSettings:
    """Felt and card back drop-downs and the high-contrast box; the preview follows them and the deck chosen."""

    def __init__(self, preferences: Preferences, deck: QComboBox, four_colour: QCheckBox) -> None:
        self.deck, self.four_colour = deck, four_colour
        self.felt = choice_box({key: translate("Felts", label) for key, label in FELT_LABELS.items()}, preferences.felt)
        backs = {key: translate("CardBacks", label) for key, label in CARD_BACK_LABELS.items()}
        self.back = choice_box(backs, preferences.card_back)
        self.high_contrast = QCheckBox(
            translate("LookSettings", "High contrast on the table (no faint text, playable cards outlined)")
        )
        self.high_contrast.setChecked(preferences.high_contrast)
        self.preview = LookPreview()
        for box in (self.felt, self.back, self.deck):
            box.currentIndexChanged.connect(self._show)
        self.four_colour.toggled.connect(self._show)
        self._show()

    def rows(self) -> list[tuple[str, QWidget]]:
        """(name, control) rows for the dialog's grid."""
        felt, back = translate("LookSettings", "&Felt"), translate("LookSettings", "Card &back")
        return [(felt, self.felt), (back, self.back), ("", self.preview), ("", self.high_contrast)]

    def changes(self) -> dict[str, Any]:
        return {
            "felt": self.felt.currentData(),
            "card_back": self.back.currentData(),
            "high_contrast": self.high_contrast.isChecked(),
        }

    def _show(self) -> None:
        self.preview.show_look(
            self.felt.currentData(), self.back.currentData(), self.deck.currentData(), self.four_colour.isChecked()
        )
