"""Suit symbols for the interface (trump tile, buttons), drawn with the Clear deck's own paths."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap

from ...engine import Suit
from .deck_shapes import suit_path
from .drawn_deck import DrawnDeck


def suit_colour(suit: Suit, four_colour: bool = False) -> QColor:
    return DrawnDeck(four_colour).suit_colour(suit)


def paint_suit(painter: QPainter, suit: Suit, rect: QRectF, four_colour: bool = False) -> None:
    """The suit's symbol filling ``rect`` (kept square, centred)."""
    size = min(rect.width(), rect.height())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(rect.center())
    painter.scale(size, size)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(suit_colour(suit, four_colour))
    painter.drawPath(suit_path(suit))
    painter.restore()


def suit_icon(suit: Suit, size: int = 32, four_colour: bool = False) -> QIcon:
    """An icon of the suit, for buttons that name a suit ("Lead ♠")."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_suit(painter, suit, QRectF(2, 2, size - 4, size - 4), four_colour)
    painter.end()
    return QIcon(pixmap)
