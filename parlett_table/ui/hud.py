"""What the table shows besides cards: name plates, the game panel, scores, the message line, speech,
the caption over a finished trick, the last trick and the dealer's pack.

Each item paints itself from plain values the scene gives it; none of them
looks at the engine.  Every item that draws words says which (``drawn_texts``:
each text with its font, flags and rectangle), and paints exactly those, so a
test can check that every word fits where it is drawn.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ..engine import Card, Suit
from ..engine.language import translate
from .card_item import CardArt
from .game_words import role_label
from .layout import CARD_ASPECT, INFO_WIDTH, OPPONENT_SCALE, Box, TableLayout
from .suits import paint_suit
from .theme import ROLE_COLOURS, THEME, font

SMALLEST_TEXT = 10  # pixels: text is never drawn smaller (theme.font's floor)
CENTRED = int(Qt.AlignmentFlag.AlignCenter)
LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
WRAPPED = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)


@dataclass(frozen=True)
class DrawnText:
    """Words an item draws: where (in the item's coordinates), in which font, with which flags, in which colour."""

    text: str
    rect: QRectF
    font: QFont
    flags: int
    colour: QColor


def draw_texts(painter: QPainter, texts: list[DrawnText]) -> None:
    for text in texts:
        painter.setFont(text.font)
        painter.setPen(text.colour)
        painter.drawText(text.rect, text.flags, text.text)


def fitting_font(text: str, pixels: float, width: float, bold: bool = False) -> QFont:
    """The font of ``pixels`` (or smaller, down to the smallest text) in which ``text`` fits ``width`` on one line."""
    size = max(SMALLEST_TEXT, round(pixels))
    chosen = font(size, bold)
    while size > SMALLEST_TEXT and QFontMetricsF(chosen).horizontalAdvance(text) > width:
        size -= 1
        chosen = font(size, bold)
    return chosen


def line_height(chosen: QFont) -> float:
    return QFontMetricsF(chosen).height()


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

    def drawn_texts(self) -> list[DrawnText]:
        """The words this item draws (none for a plain panel)."""
        return []

    def paint_panel(
        self, painter: QPainter, border: QColor | None = None, width: float = 1.0, fill: QColor | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(border or THEME.panel_border, width))
        painter.setBrush(fill or THEME.panel)
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

    def _detail_text(self, tricks: int, thinking: bool) -> str:
        count = translate("Hud", "%n tricks", None, tricks)
        second = translate("Hud", "thinking…") if thinking else self.detail
        return f"{count}  ·  {second}" if second else count

    def needed_width(self, unit: float) -> float:
        """The plate's width, in pixels at ``unit``, at which its name and every detail it may show fit."""
        u = unit
        name = QFontMetricsF(font(15 * u, bold=True)).horizontalAdvance(self.name)
        small = QFontMetricsF(font(12.5 * u))
        detail = max(small.horizontalAdvance(self._detail_text(18, thinking)) for thinking in (False, True))
        chip = 26 * u  # the dealer's chip beside the name
        return 10 * u + 34 * u + 8 * u + max(name + chip, detail) + 10 * u + 2

    def _layout(self) -> tuple[QRectF, float]:
        """(the disc, where the words start)."""
        u, r = self.unit, self.rect()
        disc = QRectF(r.left() + 10 * u, r.center().y() - 17 * u, 34 * u, 34 * u)
        return disc, disc.right() + 8 * u

    def _chip(self) -> QRectF:
        u, r = self.unit, self.rect()
        return QRectF(r.right() - 24 * u, r.top() + 7 * u, 17 * u, 17 * u)

    def _pill(self, label: str, chosen: QFont) -> QRectF:
        u, r = self.unit, self.rect()
        width = QFontMetricsF(chosen).horizontalAdvance(label) + 14 * u
        height = max(18 * u, line_height(chosen) + 2)
        return QRectF(r.right() - width - 8 * u, r.bottom() - height / 2, width, height)

    def drawn_texts(self) -> list[DrawnText]:
        u, r = self.unit, self.rect()
        disc, text_left = self._layout()
        ink = QColor("#1d2a22") if self.active else THEME.text
        texts = [DrawnText((self.name[:1] or "?").upper(), disc, font(17 * u, bold=True), CENTRED, ink)]
        name_width = self._chip().left() - 2 * u - text_left
        name_font = fitting_font(self.name, 15 * u, name_width, bold=True)
        name_h = max(20 * u, line_height(name_font))
        name_rect = QRectF(text_left, r.top() + 7 * u, name_width, name_h)
        texts.append(DrawnText(self.name, name_rect, name_font, LEFT, THEME.text))
        small = font(12.5 * u)
        detail = self._detail_text(self.tricks, self.thinking)
        detail_h = max(18 * u, line_height(small))
        detail_rect = QRectF(text_left, r.top() + 29 * u, r.right() - text_left - 10 * u, detail_h)
        texts.append(DrawnText(detail, detail_rect, small, LEFT, THEME.text_dim))
        if self.dealer:
            texts.append(DrawnText("D", self._chip(), font(10.5 * u, bold=True), CENTRED, QColor("#1d2a22")))
        if self.role:
            label = self.role_label or role_label(self.role)
            pill_font = font(11.5 * u, bold=True)
            ink = QColor(ROLE_COLOURS.get(self.role, ("#dddddd", "#111111"))[1])
            texts.append(DrawnText(label, self._pill(label, pill_font), pill_font, CENTRED, ink))
        return texts

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        u = self.unit
        self.paint_panel(painter, THEME.accent if self.active else None, 2.4 * u if self.active else 1.0)
        disc, _ = self._layout()
        # The initial in a disc, like a player's counter.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(THEME.accent if self.active else QColor(255, 255, 255, 40))
        painter.drawEllipse(disc)
        if self.dealer:
            painter.setPen(QPen(QColor("#1d2a22"), 1.2 * u))
            painter.setBrush(QColor("#f4f1e8"))
            painter.drawEllipse(self._chip())
        if self.role:
            fill = ROLE_COLOURS.get(self.role, ("#dddddd", "#111111"))[0]
            label = self.role_label or role_label(self.role)
            pill = self._pill(label, font(11.5 * u, bold=True))
            painter.setPen(QPen(QColor(0, 0, 0, 60), 1))
            painter.setBrush(QColor(fill))
            painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
        draw_texts(painter, self.drawn_texts())

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
        before = (len(self.lines), self._wider_than_usual())
        self.title, self.lines, self.trump, self.trump_text = title, lines, trump, trump_text
        self.has_trumps = has_trumps
        resized = before != (len(lines), self._wider_than_usual())
        if resized and self.scene() is not None:
            self.scene().info_changed()  # type: ignore[attr-defined]
        self.update()

    def _wider_than_usual(self) -> float:
        """How much wider than the usual panel the words need (0 in English), at the interface scale 1."""
        return max(0.0, self.needed_width(1.0) - INFO_WIDTH)

    def needed_width(self, unit: float) -> float:
        """The panel's width, in pixels at ``unit``, at which its title, lines and trump fit at their usual size."""
        u = unit
        widths = [QFontMetricsF(font(16 * u, bold=True)).horizontalAdvance(self.title)]
        widths += [QFontMetricsF(font(12.5 * u)).horizontalAdvance(line) for line in self.lines]
        trump = QFontMetricsF(font(13.5 * u, bold=True)).horizontalAdvance(self.trump_text)
        widths.append(trump + (34 * u if self.has_trumps else 0))
        return max(widths) + 24 * u + 2

    def _inner(self) -> QRectF:
        u = self.unit
        return self.rect().adjusted(12 * u, 8 * u, -12 * u, -8 * u)

    def _tile(self) -> QRectF:
        u, r = self.unit, self._inner()
        tile = QRectF(r.left(), r.bottom() - 26 * u, 26 * u, 26 * u)
        if not self.has_trumps:
            tile.setWidth(-8 * u)
        return tile

    def drawn_texts(self) -> list[DrawnText]:
        u, r = self.unit, self._inner()
        title_font = fitting_font(self.title, 16 * u, r.width(), bold=True)
        texts = [DrawnText(self.title, QRectF(r.left(), r.top(), r.width(), max(22 * u, line_height(title_font))),
                           title_font, LEFT, THEME.text)]  # fmt: skip
        y = r.top() + 24 * u
        for line in self.lines:
            line_font = fitting_font(line, 12.5 * u, r.width())
            texts.append(DrawnText(line, QRectF(r.left(), y, r.width(), max(17 * u, line_height(line_font))),
                                   line_font, LEFT, THEME.text_dim))  # fmt: skip
            y += 17 * u
        tile = self._tile()
        width = r.width() - tile.width() - 8 * u
        trump_font = fitting_font(self.trump_text, 13.5 * u, width, bold=True)
        where = QRectF(tile.right() + 8 * u, tile.top(), width, max(tile.height(), line_height(trump_font)))
        texts.append(DrawnText(self.trump_text, where, trump_font, LEFT, THEME.text))
        return texts

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        u = self.unit
        self.paint_panel(painter)
        # Trump: a suit symbol on a white tile, as players expect to find it.
        tile = self._tile()
        painter.setPen(Qt.PenStyle.NoPen)
        if self.has_trumps:
            painter.setBrush(QColor("#fbfaf5") if self.trump is not None else QColor(255, 255, 255, 40))
            painter.drawRoundedRect(tile, 5 * u, 5 * u)
        if self.trump is not None:
            paint_suit(painter, self.trump, tile.adjusted(5 * u, 5 * u, -5 * u, -5 * u), self.four_colour)
        draw_texts(painter, self.drawn_texts())


class ScorePanel(Panel):
    """Running totals, highest first marked."""

    def __init__(self) -> None:
        super().__init__()
        self.heading = translate("Hud", "Scores")
        self.rows: list[tuple[str, int]] = []

    def set_values(self, heading: str, rows: list[tuple[str, int]]) -> None:
        self.heading, self.rows = heading, rows
        self.update()

    def drawn_texts(self) -> list[DrawnText]:
        u = self.unit
        r = self.rect().adjusted(12 * u, 8 * u, -12 * u, -8 * u)
        heading_font = font(14 * u, bold=True)
        texts = [DrawnText(self.heading, QRectF(r.left(), r.top(), r.width(), max(20 * u, line_height(heading_font))),
                           heading_font, LEFT, THEME.text)]  # fmt: skip
        best = max((total for _, total in self.rows), default=0)
        y = r.top() + 26 * u
        for name, total in self.rows:
            leading = total == best and best > 0
            colour = THEME.accent if leading else THEME.text
            number_font = font(13 * u, bold=leading)
            number_width = QFontMetricsF(number_font).horizontalAdvance(str(total)) + 2
            name_width = r.width() - number_width - 8 * u
            name_font = fitting_font(name, 13 * u, name_width, bold=leading)
            height = max(20 * u, line_height(name_font), line_height(number_font))
            texts.append(DrawnText(name, QRectF(r.left(), y, name_width, height), name_font, LEFT, colour))
            number = QRectF(r.right() - number_width, y, number_width, height)
            texts.append(DrawnText(str(total), number, number_font, RIGHT, colour))
            y += 22 * u
        return texts

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_panel(painter)
        draw_texts(painter, self.drawn_texts())


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
        painter.setBrush(QColor(8, 28, 19, 225))
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
        return [DrawnText(self.text, self._body(), self.font, CENTRED, QColor("#1d2a22"))]

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
        painter.setPen(QPen(QColor(0, 0, 0, 70), 1))
        painter.setBrush(QColor("#fffdf6"))
        painter.drawPath(path)
        draw_texts(painter, self.drawn_texts())


class TrickReview(Panel):
    """The last trick, shown small over the table until the next click: opaque, so the trick under it
    does not show through."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(980)
        self.title = ""
        self.reason = ""
        self.plays: list[tuple[str, Card]] = []
        self.winner = -1  # the position in ``plays`` of the card that won
        self.pixmaps: list[QPixmap] = []
        self.card_width = 60.0
        self.column = 60.0
        self._offset = 0.0  # how far the contents sit below the top, to stand in the middle
        self._art: tuple[CardArt, float, str] = (None, 1.0, "Joker")  # type: ignore[assignment]
        self.hide()

    def show_trick(
        self,
        plays: list[tuple[str, Card]],
        title: str,
        reason: str,
        winner: int,
        art: CardArt,
        dpr: float,
        joker_title: str,
        layout: TableLayout,
    ) -> None:
        """Show ``plays`` (name, card) with the card at ``winner`` outlined, over the middle of the table."""
        self.title, self.reason, self.plays, self.winner = title, reason, plays, winner
        self._art = (art, dpr, joker_title)
        self.fit(layout)
        self.show()

    def fit(self, layout: TableLayout) -> None:
        """Take the size the table allows: over the trick, within the middle of the table."""
        if not self.plays:
            return
        art, dpr, joker_title = self._art
        u = layout.unit
        area = layout.middle
        name_font = font(12.5 * u)
        widest = max(QFontMetricsF(name_font).horizontalAdvance(name) for name, _ in self.plays)
        self.card_width = min(layout.card_width * 0.8, (area.width - 26 * u) / len(self.plays) - 14 * u)
        self.card_width = min(self.card_width, (area.height - 110 * u) / CARD_ASPECT)
        self.column = max(self.card_width, widest + 4) + 14 * u
        self.pixmaps = [art.face(card, max(8, round(self.card_width)), dpr, joker_title) for _, card in self.plays]
        title_width = max(
            QFontMetricsF(font(15 * u, bold=True)).horizontalAdvance(self.title),
            QFontMetricsF(font(12.5 * u)).horizontalAdvance(self.reason),
        )
        # At least as large as the trick on the table, which it hides while it is up.
        extent = layout.trick_extent
        width = max(len(self.plays) * self.column + 26 * u, title_width + 40 * u, 260 * u, extent.width + 16 * u)
        width = min(area.width, width)
        self.unit = u
        self.box_width = width
        self._offset = 0.0
        content = self._content_height(u) + 14 * u
        height = min(area.height, max(content, extent.height + 16 * u))
        self._offset = (height - content) / 2  # the words and cards in the middle of the panel
        x = min(max(layout.trick_extent.x, area.left + width / 2), area.right - width / 2)
        y = min(max(layout.trick_extent.y, area.top + height / 2), area.bottom - height / 2)
        self.place(Box(x, y, width, height), u)

    def _header(self) -> list[DrawnText]:
        u, r = self.unit, self.rect()
        inner = r.adjusted(12 * u, 8 * u + self._offset, -12 * u, 0)
        title_font = font(15 * u, bold=True)
        title = QFontMetricsF(title_font).boundingRect(QRectF(0, 0, inner.width(), 10_000), WRAPPED, self.title)
        texts = [DrawnText(self.title, QRectF(inner.left(), inner.top(), inner.width(), title.height()), title_font,
                           WRAPPED, THEME.text)]  # fmt: skip
        if self.reason:
            reason_font = font(12.5 * u)
            why = QFontMetricsF(reason_font).boundingRect(QRectF(0, 0, inner.width(), 10_000), WRAPPED, self.reason)
            where = QRectF(inner.left(), inner.top() + title.height() + 2 * u, inner.width(), why.height())
            texts.append(DrawnText(self.reason, where, reason_font, WRAPPED, THEME.text_dim))
        return texts

    def _content_height(self, u: float) -> float:
        header = self._header()
        bottom = max(text.rect.bottom() for text in header) - self.rect().top() - self._offset
        name_height = max(18 * u, line_height(font(12.5 * u)))
        return bottom + 8 * u + self.card_width * CARD_ASPECT + 4 * u + name_height

    def _cards(self) -> list[tuple[QRectF, QRectF]]:
        """(card, name) rectangles for each play."""
        u, r = self.unit, self.rect()
        top = max(text.rect.bottom() for text in self._header()) + 8 * u
        x = -(len(self.plays) * self.column) / 2
        name_height = max(18 * u, line_height(font(12.5 * u)))
        shown = []
        for _ in self.plays:
            card = QRectF(x + (self.column - self.card_width) / 2, top, self.card_width, self.card_width * CARD_ASPECT)
            shown.append((card, QRectF(x, card.bottom() + 4 * u, self.column, name_height)))
            x += self.column
        del r
        return shown

    def drawn_texts(self) -> list[DrawnText]:
        texts = self._header()
        name_font = font(12.5 * self.unit)
        for (name, _), (_, where) in zip(self.plays, self._cards(), strict=True):
            texts.append(DrawnText(name, where, name_font, CENTRED, THEME.text_dim))
        return texts

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        u = self.unit
        self.paint_panel(painter, fill=QColor(12, 38, 26))
        for index, ((card, _), pixmap) in enumerate(zip(self._cards(), self.pixmaps, strict=True)):
            painter.drawPixmap(card, pixmap, QRectF(pixmap.rect()))
            if index == self.winner:
                painter.setPen(QPen(THEME.accent, max(2.0, 3 * u)))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                radius = self.card_width * 0.06
                painter.drawRoundedRect(card.adjusted(-2, -2, 2, 2), radius, radius)
        draw_texts(painter, self.drawn_texts())


class Pack(QGraphicsObject):
    """The dealer's pack while the cards are dealt: a few backs, each a little offset, with thin edges."""

    def __init__(self, art: CardArt) -> None:
        super().__init__()
        self.art = art
        self.dpr = 1.0
        self.card_width = 60.0
        self.count = 0  # cards still in the pack
        self.setZValue(299)
        self.hide()

    def set_size(self, card_width: float) -> None:
        self.prepareGeometryChange()
        self.card_width = card_width * OPPONENT_SCALE
        self.update()

    def set_count(self, count: int) -> None:
        if count != self.count:
            self.count = count
            self.setVisible(count > 0)
            self.update()

    def _layers(self) -> int:
        return min(5, (self.count + 7) // 8)  # the pack thins as it is dealt

    def _step(self) -> QPointF:
        return QPointF(-0.025 * self.card_width, -0.035 * self.card_width)

    def boundingRect(self) -> QRectF:
        w, h = self.card_width, self.card_width * CARD_ASPECT
        lift = self._step() * 5
        return QRectF(-w / 2 + lift.x() - 2, -h / 2 + lift.y() - 2, w + 6 - lift.x(), h + 6 - lift.y())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        w, h = self.card_width, self.card_width * CARD_ASPECT
        back = self.art.back(max(8, round(w)), self.dpr)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = w * 0.06
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 45))  # one soft shadow for the whole pack
        painter.drawRoundedRect(QRectF(-w / 2 + 1.5, -h / 2 + 2.5, w, h), radius, radius)
        step = self._step()
        for layer in range(self._layers()):
            rect = QRectF(-w / 2 + step.x() * layer, -h / 2 + step.y() * layer, w, h)
            painter.drawPixmap(rect, back, QRectF(back.rect()))
            painter.setPen(QPen(QColor(0, 0, 0, 70), 0.8))  # a thin edge between the cards of the pack
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, radius, radius)
