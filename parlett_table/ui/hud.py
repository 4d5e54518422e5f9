"""What the table shows besides cards: name plates, the game panel, scores, the message line, speech.

Each item paints itself from plain values the scene gives it; none of them
looks at the engine.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine import Card, Suit
from .card_item import CardArt
from .layout import CARD_ASPECT, Box, TableLayout
from .suits import paint_suit
from .theme import ROLE_COLOURS, THEME, font


class Panel(QGraphicsObject):
    """A rounded, translucent panel of a given size, centred on its position."""

    def __init__(self) -> None:
        super().__init__()
        self.box_width = 100.0
        self.box_height = 40.0
        self.unit = 1.0

    def place(self, box: Box, unit: float) -> None:
        self.prepareGeometryChange()
        self.box_width, self.box_height, self.unit = box.width, box.height, unit
        self.setPos(box.x, box.y)
        self.update()

    def rect(self) -> QRectF:
        return QRectF(-self.box_width / 2, -self.box_height / 2, self.box_width, self.box_height)

    def boundingRect(self) -> QRectF:
        return self.rect().adjusted(-8, -8, 8, 8)

    def paint_panel(self, painter: QPainter, border: QColor | None = None, width: float = 1.0) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(border or THEME.panel_border, width))
        painter.setBrush(THEME.panel)
        radius = 10 * self.unit
        painter.drawRoundedRect(self.rect(), radius, radius)


class SeatPlate(Panel):
    """A seat's name, what it has taken, its role when known, and whether it is to move."""

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self.detail = ""  # "Expert" or "You"
        self.tricks = 0
        self.role: str | None = None
        self.role_label = ""
        self.dealer = False
        self.active = False
        self.thinking = False

    def set_values(self, **values: object) -> None:
        for key, value in values.items():
            setattr(self, key, value)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        u = self.unit
        self.paint_panel(painter, THEME.accent if self.active else None, 2.4 * u if self.active else 1.0)
        r = self.rect()
        pad = 10 * u
        # The initial in a disc, like a player's counter.
        disc = QRectF(r.left() + pad, r.center().y() - 17 * u, 34 * u, 34 * u)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(THEME.accent if self.active else QColor(255, 255, 255, 40))
        painter.drawEllipse(disc)
        painter.setPen(QColor("#1d2a22") if self.active else THEME.text)
        painter.setFont(font(17 * u, bold=True))
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, (self.name[:1] or "?").upper())
        text_left = disc.right() + 8 * u
        painter.setPen(THEME.text)
        painter.setFont(font(15 * u, bold=True))
        name_rect = QRectF(text_left, r.top() + 7 * u, r.right() - text_left - pad, 20 * u)
        metrics = QFontMetricsF(painter.font())
        painter.drawText(
            name_rect,
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            metrics.elidedText(self.name, Qt.TextElideMode.ElideRight, name_rect.width() - 22 * u),
        )
        painter.setFont(font(12.5 * u))
        painter.setPen(THEME.text_dim)
        tricks = f"{self.tricks} trick" + ("" if self.tricks == 1 else "s")
        second = "thinking…" if self.thinking else self.detail
        detail_rect = QRectF(text_left, r.top() + 29 * u, r.right() - text_left - pad, 18 * u)
        detail = f"{tricks}  ·  {second}" if second else tricks
        detail = QFontMetricsF(painter.font()).elidedText(detail, Qt.TextElideMode.ElideRight, detail_rect.width())
        painter.drawText(detail_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, detail)
        if self.dealer:
            chip = QRectF(r.right() - 24 * u, r.top() + 7 * u, 17 * u, 17 * u)
            painter.setPen(QPen(QColor("#1d2a22"), 1.2 * u))
            painter.setBrush(QColor("#f4f1e8"))
            painter.drawEllipse(chip)
            painter.setFont(font(10.5 * u, bold=True))
            painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, "D")
        if self.role:
            self._paint_role(painter, r)

    def _paint_role(self, painter: QPainter, r: QRectF) -> None:
        u = self.unit
        fill, ink = ROLE_COLOURS.get(self.role or "", ("#dddddd", "#111111"))
        painter.setFont(font(11.5 * u, bold=True))
        label = self.role_label or (self.role or "").capitalize()
        width = QFontMetricsF(painter.font()).horizontalAdvance(label) + 14 * u
        pill = QRectF(r.right() - width - 8 * u, r.bottom() - 9 * u, width, 18 * u)
        painter.setPen(QPen(QColor(0, 0, 0, 60), 1))
        painter.setBrush(QColor(fill))
        painter.drawRoundedRect(pill, 9 * u, 9 * u)
        painter.setPen(QColor(ink))
        painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, label)

    def boundingRect(self) -> QRectF:
        return self.rect().adjusted(-10, -10, 10, 14 * self.unit)


class InfoPanel(Panel):
    """The game, the deal number, trump and (Hamlet) the aim."""

    def __init__(self) -> None:
        super().__init__()
        self.title = ""
        self.lines: list[str] = []
        self.trump: Suit | None = None
        self.trump_text = ""
        self.has_trumps = True
        self.four_colour = False

    def set_values(self, title: str, lines: list[str], trump: Suit | None, trump_text: str, has_trumps: bool) -> None:
        resized = len(lines) != len(self.lines)
        self.title, self.lines, self.trump, self.trump_text = title, lines, trump, trump_text
        self.has_trumps = has_trumps
        if resized and self.scene() is not None:
            self.scene().relayout()  # type: ignore[attr-defined]
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        u = self.unit
        self.paint_panel(painter)
        r = self.rect().adjusted(12 * u, 8 * u, -12 * u, -8 * u)
        painter.setPen(THEME.text)
        painter.setFont(font(16 * u, bold=True))
        painter.drawText(QRectF(r.left(), r.top(), r.width(), 22 * u), Qt.AlignmentFlag.AlignLeft, self.title)
        painter.setFont(font(12.5 * u))
        painter.setPen(THEME.text_dim)
        y = r.top() + 24 * u
        for line in self.lines:
            painter.drawText(QRectF(r.left(), y, r.width(), 18 * u), Qt.AlignmentFlag.AlignLeft, line)
            y += 17 * u
        # Trump: a suit symbol on a white tile, as players expect to find it.
        tile = QRectF(r.left(), r.bottom() - 26 * u, 26 * u, 26 * u)
        if not self.has_trumps:
            tile.setWidth(-8 * u)
        painter.setPen(Qt.PenStyle.NoPen)
        if self.has_trumps:
            painter.setBrush(QColor("#fbfaf5") if self.trump is not None else QColor(255, 255, 255, 40))
            painter.drawRoundedRect(tile, 5 * u, 5 * u)
        if self.trump is not None:
            paint_suit(painter, self.trump, tile.adjusted(5 * u, 5 * u, -5 * u, -5 * u), self.four_colour)
        painter.setPen(THEME.text)
        painter.setFont(font(13.5 * u, bold=True))
        painter.drawText(
            QRectF(tile.right() + 8 * u, tile.top(), r.width() - tile.width() - 8 * u, tile.height()),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            self.trump_text,
        )


class ScorePanel(Panel):
    """Running totals, highest first marked."""

    def __init__(self) -> None:
        super().__init__()
        self.heading = "Scores"
        self.rows: list[tuple[str, int]] = []

    def set_values(self, heading: str, rows: list[tuple[str, int]]) -> None:
        self.heading, self.rows = heading, rows
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        u = self.unit
        self.paint_panel(painter)
        r = self.rect().adjusted(12 * u, 8 * u, -12 * u, -8 * u)
        painter.setPen(THEME.text)
        painter.setFont(font(14 * u, bold=True))
        painter.drawText(QRectF(r.left(), r.top(), r.width(), 20 * u), Qt.AlignmentFlag.AlignLeft, self.heading)
        best = max((total for _, total in self.rows), default=0)
        y = r.top() + 26 * u
        for name, total in self.rows:
            leading = total == best and best > 0
            painter.setFont(font(13 * u, bold=leading))
            painter.setPen(THEME.accent if leading else THEME.text)
            row = QRectF(r.left(), y, r.width(), 20 * u)
            painter.drawText(row, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name)
            painter.drawText(row, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(total))
            y += 22 * u


class MessageLine(Panel):
    """One line above the player's hand: what to do now, a hint, or why a card cannot be played."""

    def __init__(self) -> None:
        super().__init__()
        self.text = ""
        self.refusal = False
        self.setZValue(900)

    def show_text(self, text: str, refusal: bool = False) -> None:
        self.text, self.refusal = text, refusal
        self.setVisible(bool(text))
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.text:
            return
        u = self.unit
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(font(14 * u, bold=self.refusal))
        metrics = QFontMetricsF(painter.font())
        pad = 18 * u
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        # Up to two lines, growing upwards from the line's place above the hand.
        wide = metrics.horizontalAdvance(self.text) + 2 * pad
        width = min(self.box_width, wide)
        text_rect = metrics.boundingRect(QRectF(0, 0, width - 2 * pad, 1000), flags, self.text)
        height = max(self.box_height, min(text_rect.height(), 2 * metrics.lineSpacing()) + 12 * u)
        pill = QRectF(-width / 2, self.box_height / 2 - height, width, height)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(THEME.refusal if self.refusal else THEME.message)
        radius = min(height, self.box_height) / 2
        painter.drawRoundedRect(pill, radius, radius)
        painter.setPen(THEME.refusal_text if self.refusal else THEME.message_text)
        painter.drawText(pill.adjusted(pad, 4 * u, -pad, -4 * u), flags, self.text)

    def boundingRect(self) -> QRectF:
        return QRectF(-self.box_width / 2 - 4, -self.box_height * 2.5, self.box_width + 8, self.box_height * 3)


class SpeechBubble(QGraphicsObject):
    """Words a seat says (Hoodwink partner talk), pointing at its name plate."""

    def __init__(self, text: str, unit: float) -> None:
        super().__init__()
        self.text = text
        self.unit = unit
        self.setZValue(950)
        metrics = QFontMetricsF(font(14 * unit, bold=True))
        self.bubble_width = metrics.horizontalAdvance(text) + 28 * unit
        self.bubble_height = 34 * unit

    def boundingRect(self) -> QRectF:
        return QRectF(
            -self.bubble_width / 2 - 4,
            -self.bubble_height - 14 * self.unit,
            self.bubble_width + 8,
            self.bubble_height + 18 * self.unit,
        )

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        u = self.unit
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        body = QRectF(-self.bubble_width / 2, -self.bubble_height - 10 * u, self.bubble_width, self.bubble_height)
        path = QPainterPath()
        path.addRoundedRect(body, 12 * u, 12 * u)
        tail = QPainterPath()
        tail.moveTo(QPointF(-8 * u, body.bottom() - 1))
        tail.lineTo(QPointF(0, 0))
        tail.lineTo(QPointF(8 * u, body.bottom() - 1))
        tail.closeSubpath()
        path = path.united(tail)
        painter.setPen(QPen(QColor(0, 0, 0, 70), 1))
        painter.setBrush(QColor("#fffdf6"))
        painter.drawPath(path)
        painter.setPen(QColor("#1d2a22"))
        painter.setFont(font(14 * u, bold=True))
        painter.drawText(body, Qt.AlignmentFlag.AlignCenter, self.text)


class TrickReview(Panel):
    """The last trick, shown small over the table until the next click."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(980)
        self.title = ""
        self.plays: list[tuple[str, Card]] = []
        self.pixmaps: list[QPixmap] = []

    def show_trick(
        self,
        plays: list[tuple[str, Card]],
        title: str,
        art: CardArt,
        dpr: float,
        joker_title: str,
        layout: TableLayout,
    ) -> None:
        self.title, self.plays = title, plays
        card_width = layout.card_width * 0.8
        self.pixmaps = [art.face(card, round(card_width), dpr, joker_title) for _, card in plays]
        u = layout.unit
        width = len(plays) * (card_width + 14 * u) + 26 * u
        height = card_width * CARD_ASPECT + 78 * u
        self.card_width = card_width
        self.place(Box(layout.centre[0], layout.centre[1], max(width, 260 * u), height), u)
        self.show()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        u = self.unit
        self.paint_panel(painter)
        r = self.rect()
        painter.setPen(THEME.text)
        painter.setFont(font(15 * u, bold=True))
        painter.drawText(QRectF(r.left(), r.top() + 8 * u, r.width(), 22 * u), Qt.AlignmentFlag.AlignCenter, self.title)
        step = self.card_width + 14 * u
        x = -(len(self.plays) * step - 14 * u) / 2
        top = r.top() + 36 * u
        painter.setFont(font(12.5 * u))
        for (name, _), pixmap in zip(self.plays, self.pixmaps, strict=True):
            target = QRectF(x, top, self.card_width, self.card_width * CARD_ASPECT)
            painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))
            painter.setPen(THEME.text_dim)
            painter.drawText(
                QRectF(x - 6 * u, target.bottom() + 4 * u, self.card_width + 12 * u, 18 * u),
                Qt.AlignmentFlag.AlignCenter,
                name,
            )
            x += step
