"""What the table says in words: the message line above the hand, the caption over a finished trick, and
the computer players' speech bubbles (each says which words it draws, as ``hud`` explains)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..look.layout import Box, TableLayout
from ..look.theme import THEME, font
from .hud import CENTRED, SMALLEST_TEXT, WRAPPED, DrawnText, Panel, draw_texts


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
    """Words a seat says (Hoodwink partner talk), pointing at its name plate.

    The item's origin is the tail's tip; the bubble stands above it, centred on it or ``shift`` to one side
    (``place_bubble`` decides)."""

    def __init__(self, text: str, unit: float) -> None:
        super().__init__()
        self.text = text
        self.shift = 0.0
        self.setZValue(950)
        self.set_unit(unit)

    def set_unit(self, unit: float) -> None:
        """The bubble's size at the table's interface scale (which changes with the window's)."""
        self.prepareGeometryChange()
        self.unit = unit
        self.font = font(14 * unit, bold=True)
        metrics = QFontMetricsF(self.font)
        self.bubble_width = metrics.horizontalAdvance(self.text) + 28 * unit
        self.bubble_height = max(34 * unit, metrics.height() + 10 * unit)

    def set_shift(self, shift: float) -> None:
        self.prepareGeometryChange()
        self.shift = shift
        self.update()

    def body(self) -> QRectF:
        """The bubble without its tail, in its own coordinates (the tail's tip is the origin)."""
        u = self.unit
        return QRectF(
            self.shift - self.bubble_width / 2, -self.bubble_height - 10 * u, self.bubble_width, self.bubble_height
        )

    def boundingRect(self) -> QRectF:
        body = self.body()
        return body.united(QRectF(-2, body.bottom(), 4, -body.bottom() + 2)).adjusted(-4, -4, 4, 4)

    def drawn_texts(self) -> list[DrawnText]:
        return [DrawnText(self.text, self.body(), self.font, CENTRED, THEME.ink)]

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        u = self.unit
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = self.body()
        path = QPainterPath()
        path.addRoundedRect(body, 12 * u, 12 * u)
        base = min(max(0.0, body.left() + 20 * u), body.right() - 20 * u)  # under the tip, or the nearest it can
        tail = QPainterPath()
        tail.moveTo(QPointF(base - 8 * u, body.bottom() - 1))
        tail.lineTo(QPointF(0, 0))
        tail.lineTo(QPointF(base + 8 * u, body.bottom() - 1))
        tail.closeSubpath()
        path = path.united(tail)
        painter.setPen(QPen(THEME.bubble_edge, 1))
        painter.setBrush(THEME.bubble)
        painter.drawPath(path)
        draw_texts(painter, self.drawn_texts())


def place_bubble(layout: TableLayout, seat: int, bubble: SpeechBubble) -> QPointF:
    """Where the bubble of the seat on screen ``seat`` points, with its size and ``shift`` set.

    Above the seat's plate (below it for a seat across the top), inside the table, and clear of the other
    seats' plates and piles, the trick and the decision bar's place.  The first place that is clear: centred
    on the plate; the same let down over a quarter, a half or three quarters of the plate (the player's plate
    has a side seat's just above it, and a bubble may cover its own seat's plate and pile for the moment it
    lasts); beside the plate, towards the middle; else centred all the same.
    """
    bubble.set_unit(layout.unit)
    u, plate = layout.unit, layout.plate(seat)
    width, height = bubble.bubble_width, bubble.bubble_height
    bottom = plate.bottom + 46 * u if layout.side(seat) == "top" else plate.top - 4
    others = [other for other in range(layout.players) if other != seat]
    kept_clear = [layout.plate(other) for other in others] + [layout.pile_extent(other) for other in others]
    kept_clear += [layout.trick_ring(), layout.decision_area()]
    own = layout.pile_extent(seat)  # beside the plate, on one side or the other
    tail = 10 * u  # between the tip and the body
    lowest, highest = layout.margin + width / 2, layout.width - layout.margin - width / 2
    let_down = (0.0,) if layout.side(seat) == "top" else (0.0, 0.25, 0.5, 0.75)
    heights = [bottom + plate.height * part for part in let_down]
    places = [  # (the tail's tip, the bubble's centre)
        (plate.x, plate.x),
        (plate.right - 16 * u, max(plate.right, own.right) + layout.gap + width / 2),
        (plate.left + 16 * u, min(plate.left, own.left) - layout.gap - width / 2),
    ]
    choices = [(tip, min(max(centre, lowest), highest), y) for tip, centre in places for y in heights]

    def clear(centre: float, y: float) -> bool:
        box = Box(centre, y - tail - height / 2, width, height)
        return not any(box.overlaps(other) for other in kept_clear)

    tip, centre, y = next(((tip, centre, y) for tip, centre, y in choices if clear(centre, y)), choices[0])
    bubble.set_shift(centre - tip)
    return QPointF(tip, y)
