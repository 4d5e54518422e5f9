"""The rules pages' example cards, drawn in the player's deck with the marks the page asks for."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPen

from ...engine import Card
from ..cards.decks import CardPixmaps, make_deck
from ..look.layout import CARD_ASPECT
from ..look.theme import RULES, with_alpha
from .rules_html import card_padding, image_size

GOLD, GOLD_EDGE, PLAYABLE = RULES.win, RULES.win_edge, RULES.playable  # a winning card's outline, a playable one's

class CardImages:
    """Draws example cards in the chosen deck, with the winner's gold outline, a playable card's ring or a fade."""

    def __init__(self, deck_id: str = "clear", four_colour: bool = False) -> None:
        self.pixmaps = CardPixmaps(make_deck(deck_id, four_colour))

    def image(self, code: str, mark: str, width: int, dpr: float, joker_title: str) -> QImage:
        """The card ``code`` ``width`` logical pixels wide inside its padding, at device pixel ratio ``dpr``."""
        face = self.pixmaps.face(Card.parse(code), width, dpr, joker_title)
        pad = card_padding(width)
        w, h = image_size(width)
        image = QImage(round(w * dpr), round(h * dpr), QImage.Format.Format_ARGB32_Premultiplied)
        image.setDevicePixelRatio(dpr)
        image.fill(Qt.GlobalColor.transparent)
        card = QRectF(pad, pad, width, width * CARD_ASPECT)
        radius = width * 0.06
        painter = QPainter(image)
        painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(with_alpha(RULES.card_shadow, RULES.card_shadow.alpha() if mark != "dim" else 18))
        painter.drawRoundedRect(card.translated(1.0, 1.8), radius, radius)  # a soft shadow on the paper
        if mark == "dim":
            painter.setOpacity(0.4)  # not allowed: faded, and labelled so in words
        painter.drawPixmap(card.topLeft(), face)
        painter.setOpacity(1.0)
        if mark in ("win", "play"):
            ring = card.adjusted(-pad * 0.45, -pad * 0.45, pad * 0.45, pad * 0.45)
            painter.setBrush(Qt.BrushStyle.NoBrush)
            if mark == "win":
                painter.setPen(QPen(GOLD_EDGE, pad * 0.9))
                painter.drawRoundedRect(ring, radius + pad * 0.45, radius + pad * 0.45)
                painter.setPen(QPen(GOLD, pad * 0.55))
            else:
                painter.setPen(QPen(PLAYABLE, pad * 0.5))
            painter.drawRoundedRect(ring, radius + pad * 0.45, radius + pad * 0.45)
        painter.end()
        return image
