"""A few cards of the Clear deck fanned on the felt, each with a soft shadow: the picture in the About box and in
an empty Statistics window."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPaintEvent, QTransform
from PySide6.QtWidgets import QWidget

from ...engine import Card
from ..look.layout import CARD_ASPECT
from .drawn_deck import DrawnDeck


class CardFan(QWidget):
    """``cards`` (codes such as "AS") turned by ``angles`` about a pivot ``lift`` pixels below them, centred."""

    def __init__(
        self,
        cards: Sequence[str],
        card_width: float,
        lift: float,
        angles: Sequence[float],
        shadow: QColor,
        room: tuple[float, float, float, float] = (0, 0, 0, 0),
    ) -> None:
        """``shadow`` is a theme colour (followed as the scheme changes it); ``room`` widens the fan's box."""
        super().__init__()
        self.cards = [Card.parse(code) for code in cards]
        self.card = QRectF(-card_width / 2, -card_width * CARD_ASPECT - lift, card_width, card_width * CARD_ASPECT)
        self.turns = [QTransform().rotate(angle) for angle in angles]
        bounds = QRectF()
        for turn in self.turns:
            bounds = bounds.united(turn.mapRect(self.card))
        self.bounds = bounds.adjusted(*room)
        self.shadow = shadow
        self._deck = DrawnDeck()
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)

    def sizeHint(self) -> QSize:
        return self.bounds.size().toSize()

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        shift = QPointF(self.width() / 2, self.height() / 2) - self.bounds.center()
        for turn, card in zip(self.turns, self.cards, strict=True):
            painter.save()
            painter.setTransform(turn * QTransform.fromTranslate(shift.x(), shift.y()))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self.shadow)
            painter.drawRoundedRect(self.card.translated(1.5, 2.5), 6, 6)  # a soft shadow on the felt
            self._deck.paint_face(painter, self.card, card)
            painter.restore()
        painter.end()
