"""What the table says in words: the message line above the hand, the caption over a finished trick, and
the computer players' speech bubbles (each says which words it draws, as ``hud`` explains)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from .hud import CENTRED, SMALLEST_TEXT, WRAPPED, DrawnText, Panel, draw_texts
from .layout import Box
from .theme import THEME, font


class MessageLine(Panel):
    """What to do now, a hint, or why a card cannot be played: above the player's hand, as many lines as it
    needs within its box, growing upwards."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.refusal = False
        self.setZValue(900)

    def show_text(self, text: str, refusal: bool = False) -> None:
        self.prepareGeometryChange()
        self.text, self.refusal = text, refusal
        self.setVisible(bool(text))
        self.update()

    def place(self, box: Box, unit: float) -> None:
        super().place(box, unit)
        self.prepareGeometryChange()

    def _fit(self) -> tuple[QRectF, QFont, float]:
        """(the pill, the font, the padding): the largest font up to the normal one in which the text fits."""
        u = self.unit
        pad, inner = 18 * u, 5 * u
        size = max(SMALLEST_TEXT, round(14 * u))
        while True:
            chosen = font(size, bold=self.refusal)
            metrics = QFontMetricsF(chosen)
            room = QRectF(0, 0, self.box_width - 2 * pad, 10_000)
            needed = metrics.boundingRect(room, WRAPPED, self.text)
            height = needed.height() + 2 * inner
            if height <= self.box_height or size <= SMALLEST_TEXT:
                break
            size -= 1
        width = min(self.box_width, needed.width() + 2 * pad + 2)
        height = max(height, min(self.box_height, 30 * u))
        pill = QRectF(-width / 2, self.box_height / 2 - height, width, height)
        return pill, chosen, pad

    def pill_rect(self) -> QRectF:
        """Where the message's box is drawn, in the item's coordinates (empty when there is no message)."""
        return self._fit()[0] if self.text else QRectF()

    def drawn_texts(self) -> list[DrawnText]:
        if not self.text:
            return []
        pill, chosen, pad = self._fit()
        colour = THEME.refusal_text if self.refusal else THEME.message_text
        return [DrawnText(self.text, pill.adjusted(pad, 0, -pad, 0), chosen, WRAPPED, colour)]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pill = self._fit()[0]
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(THEME.refusal if self.refusal else THEME.message)
        radius = min(pill.height() / 2, 15 * self.unit)
        painter.drawRoundedRect(pill, radius, radius)
        draw_texts(painter, self.drawn_texts())

    def boundingRect(self) -> QRectF:
        return self.rect().adjusted(-4, -4, 4, 4)


class TrickCaption(Panel):
    """Over a finished trick: who takes it and, when it is not the plain rule, why."""

    def __init__(self) -> None:
        super().__init__()
        self.headline = ""
        self.reason = ""
        self.setZValue(880)
        self.hide()

    def show_caption(self, headline: str, reason: str) -> None:
        self.prepareGeometryChange()
        self.headline, self.reason = headline, reason
        self.show()
        self.update()

    def _fit(self) -> tuple[QRectF, list[DrawnText]]:
        u = self.unit
        pad = 14 * u
        room = self.box_width - 2 * pad
        size = max(SMALLEST_TEXT, round(14 * u))
        while True:
            head_font = font(size, bold=True)
            reason_font = font(max(SMALLEST_TEXT, size - 1))
            head = QFontMetricsF(head_font).boundingRect(QRectF(0, 0, room, 10_000), WRAPPED, self.headline)
            why = QFontMetricsF(reason_font).boundingRect(QRectF(0, 0, room, 10_000), WRAPPED, self.reason)
            height = head.height() + (why.height() + 2 * u if self.reason else 0) + 10 * u
            if height <= self.box_height or size <= SMALLEST_TEXT:
                break
            size -= 1
        width = min(self.box_width, max(head.width(), why.width() if self.reason else 0) + 2 * pad + 2)
        pill = QRectF(-width / 2, self.box_height / 2 - height, width, height)
        top = pill.top() + 5 * u
        texts = [DrawnText(self.headline, QRectF(pill.left() + pad, top, width - 2 * pad, head.height()), head_font,
                           WRAPPED, THEME.text)]  # fmt: skip
        if self.reason:
            where = QRectF(pill.left() + pad, top + head.height() + 2 * u, width - 2 * pad, why.height())
            texts.append(DrawnText(self.reason, where, reason_font, WRAPPED, THEME.text_dim))
        return pill, texts

    def pill_rect(self) -> QRectF:
        return self._fit()[0]

    def drawn_texts(self) -> list[DrawnText]:
        return self._fit()[1]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pill, texts = self._fit()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(THEME.accent, 1.4 * self.unit))
        painter.setBrush(THEME.prompt_panel)
        radius = min(pill.height() / 2, 12 * self.unit)
        painter.drawRoundedRect(pill, radius, radius)
        draw_texts(painter, texts)


class SpeechBubble(QGraphicsObject):
    """Words a seat says (Hoodwink partner talk), pointing at its name plate."""

    def __init__(self, text: str, unit: float) -> None:
        super().__init__()
        self.text = text
        self.unit = unit
        self.setZValue(950)
        self.font = font(14 * unit, bold=True)
        metrics = QFontMetricsF(self.font)
        self.bubble_width = metrics.horizontalAdvance(text) + 28 * unit
        self.bubble_height = max(34 * unit, metrics.height() + 10 * unit)

    def _body(self) -> QRectF:
        u = self.unit
        return QRectF(-self.bubble_width / 2, -self.bubble_height - 10 * u, self.bubble_width, self.bubble_height)

    def boundingRect(self) -> QRectF:
        return self._body().adjusted(-4, -4, 4, 14 * self.unit)

    def drawn_texts(self) -> list[DrawnText]:
        return [DrawnText(self.text, self._body(), self.font, CENTRED, THEME.ink)]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        u = self.unit
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = self._body()
        path = QPainterPath()
        path.addRoundedRect(body, 12 * u, 12 * u)
        tail = QPainterPath()
        tail.moveTo(QPointF(-8 * u, body.bottom() - 1))
        tail.lineTo(QPointF(0, 0))
        tail.lineTo(QPointF(8 * u, body.bottom() - 1))
        tail.closeSubpath()
        path = path.united(tail)
        painter.setPen(QPen(THEME.bubble_edge, 1))
        painter.setBrush(THEME.bubble)
        painter.drawPath(path)
        draw_texts(painter, self.drawn_texts())
