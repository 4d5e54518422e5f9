"""What the table shows besides cards: the panel every piece is drawn on, and the panels of the state of play
(name plates, the game panel, scores).  The words over the table are in ``hud_speech`` (the message line, the
trick's caption, speech bubbles), the pieces with cards in ``hud_cards`` (the last trick, the dealer's pack).

Each item paints itself from plain values the scene gives it; none of them
looks at the engine.  Every item that draws words says which (``drawn_texts``:
each text with its font, flags and rectangle), and paints exactly those, so a
test can check that every word fits where it is drawn.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine import Suit
from ...engine.language import translate
from ..cards.suits import paint_suit
from ..look.layout import INFO_WIDTH, SCORE_WIDTH, Box, line_room
from ..look.theme import ROLE_COLOURS, ROLE_UNKNOWN, THEME, font
from ..words.game_words import role_label

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


def row_height(pixels: float, *fonts: QFont) -> float:
    """A line meant to take ``pixels``: taller where text at its smallest needs more (the layout allows for it)."""
    return max(line_room(pixels), *(line_height(chosen) for chosen in fonts))


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
        """The dealer's mark: a disc, drawn out into a pill when its letter is wider (a translation's)."""
        u, r = self.unit, self.rect()
        chosen = self._chip_font()
        width = max(17 * u, QFontMetricsF(chosen).horizontalAdvance(self._dealer_mark()) + 7 * u)
        height = max(17 * u, line_height(chosen))
        return QRectF(r.right() - 7 * u - max(width, height), r.top() + 7 * u, max(width, height), height)

    def _chip_font(self) -> QFont:
        return font(10.5 * self.unit, bold=True)

    @staticmethod
    def _dealer_mark() -> str:
        return translate("Hud", "D", "the dealer's mark on a name plate")

    def _pill(self, label: str, chosen: QFont) -> QRectF:
        u, r = self.unit, self.rect()
        width = QFontMetricsF(chosen).horizontalAdvance(label) + 14 * u
        height = max(18 * u, line_height(chosen) + 2)
        return QRectF(r.right() - width - 8 * u, r.bottom() - height / 2, width, height)

    def drawn_texts(self) -> list[DrawnText]:
        u, r = self.unit, self.rect()
        disc, text_left = self._layout()
        ink = THEME.ink if self.active else THEME.text
        texts = [DrawnText((self.name[:1] or "?").upper(), disc, font(17 * u, bold=True), CENTRED, ink)]
        name_width = self._chip().left() - 2 * u - text_left
        name_font = fitting_font(self.name, 15 * u, name_width, bold=True)
        # The detail line under the name; where text is at its smallest the lines are taller than the scale makes
        # them, and the layout's plate_height allows for it.
        name_h = row_height(20 * u, name_font)
        name_rect = QRectF(text_left, r.top() + 7 * u, name_width, name_h)
        texts.append(DrawnText(self.name, name_rect, name_font, LEFT, THEME.text))
        small = font(12.5 * u)
        detail = self._detail_text(self.tricks, self.thinking)
        detail_h = row_height(18 * u, small)
        detail_rect = QRectF(text_left, name_rect.bottom() + 2 * u, r.right() - text_left - 10 * u, detail_h)
        texts.append(DrawnText(detail, detail_rect, small, LEFT, THEME.text_dim))
        if self.dealer:
            texts.append(DrawnText(self._dealer_mark(), self._chip(), self._chip_font(), CENTRED, THEME.ink))
        if self.role:
            label = self.role_label or role_label(self.role)
            pill_font = font(11.5 * u, bold=True)
            ink = ROLE_COLOURS.get(self.role, ROLE_UNKNOWN)[1]
            texts.append(DrawnText(label, self._pill(label, pill_font), pill_font, CENTRED, ink))
        return texts

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        u = self.unit
        self.paint_panel(painter, THEME.accent if self.active else None, 2.4 * u if self.active else 1.0)
        disc, _ = self._layout()
        # The initial in a disc, like a player's counter.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(THEME.accent if self.active else THEME.disc_idle)
        painter.drawEllipse(disc)
        if self.dealer:
            painter.setPen(QPen(THEME.ink, 1.2 * u))
            painter.setBrush(THEME.chip)
            chip = self._chip()
            painter.drawRoundedRect(chip, chip.height() / 2, chip.height() / 2)
        if self.role:
            fill = ROLE_COLOURS.get(self.role, ROLE_UNKNOWN)[0]
            label = self.role_label or role_label(self.role)
            pill = self._pill(label, font(11.5 * u, bold=True))
            painter.setPen(QPen(THEME.badge_edge, 1))
            painter.setBrush(fill)
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
        """How much wider than the usual panel the words need (0 in English), at the panel's scale (where text is
        at its smallest it takes more of the panel than at the scale 1)."""
        return max(0.0, self.needed_width(self.unit) / self.unit - INFO_WIDTH)

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
        side = line_room(26 * u)
        tile = QRectF(r.left(), r.bottom() - side, side, side)
        if not self.has_trumps:
            tile.setWidth(-8 * u)
        return tile

    def drawn_texts(self) -> list[DrawnText]:
        # Each line starts under the one before it: where the text is at its smallest, its lines are taller
        # than the table's scale would make them (the layout's info_box allows for the same).
        u, r = self.unit, self._inner()
        title_font = fitting_font(self.title, 16 * u, r.width(), bold=True)
        title = QRectF(r.left(), r.top(), r.width(), row_height(22 * u, title_font))
        texts = [DrawnText(self.title, title, title_font, LEFT, THEME.text)]
        y = title.bottom() + 2 * u
        for line in self.lines:
            line_font = fitting_font(line, 12.5 * u, r.width())
            height = row_height(17 * u, line_font)
            texts.append(DrawnText(line, QRectF(r.left(), y, r.width(), height), line_font, LEFT, THEME.text_dim))
            y += height
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
            painter.setBrush(THEME.trump_tile if self.trump is not None else THEME.disc_idle)
            painter.drawRoundedRect(tile, 5 * u, 5 * u)
        if self.trump is not None:
            paint_suit(painter, self.trump, tile.adjusted(5 * u, 5 * u, -5 * u, -5 * u), self.four_colour)
        draw_texts(painter, self.drawn_texts())


class ScorePanel(Panel):
    """Running totals, highest first marked; where tricks score as they are taken (Crescendo), each seat's points in
    this deal so far beside its total, as "+7"."""

    def __init__(self) -> None:
        super().__init__()
        self.heading = translate("Hud", "Scores")
        self.rows: list[tuple[str, int]] = []
        self.running: tuple[int, ...] | None = None

    def set_values(self, heading: str, rows: list[tuple[str, int]], running: tuple[int, ...] | None = None) -> None:
        before = self._wider_than_usual()
        self.heading, self.rows, self.running = heading, rows, running
        if before != self._wider_than_usual() and self.scene() is not None:
            self.scene().info_changed()  # type: ignore[attr-defined]  # a new layout, with the room it needs
        self.update()

    def needed_width(self, unit: float) -> float:
        """The panel's width, in pixels at ``unit``, at which every name fits beside its numbers at the smallest
        text (a name shrinks to it before the panel grows), with room for a total of three digits."""
        u = unit
        name_font = font(SMALLEST_TEXT, bold=True)
        names = max((QFontMetricsF(name_font).horizontalAdvance(name) for name, _ in self.rows), default=0.0)
        numbers = QFontMetricsF(font(13 * u, bold=True)).horizontalAdvance("999") + 2
        if self.running is not None:
            caption = QFontMetricsF(font(10.5 * u))
            running = max(caption.horizontalAdvance(translate("Hud", "deal")),
                          QFontMetricsF(font(12 * u)).horizontalAdvance("+99")) + 2 + 8 * u
            numbers = max(numbers, caption.horizontalAdvance(translate("Hud", "total")) + 2) + running
            heading = QFontMetricsF(font(14 * u, bold=True)).horizontalAdvance(self.heading) + 2 + 4 * u
            names = max(names, heading - 8 * u)
        return 12 * u + names + 8 * u + numbers + 12 * u + 2

    def _wider_than_usual(self) -> float:
        """How much wider than the usual panel its words need (0 for most names), at the panel's scale; rounded, so
        that a new total does not lay the table out again."""
        return round(max(0.0, self.needed_width(self.unit) / self.unit - SCORE_WIDTH), 1)

    def drawn_texts(self) -> list[DrawnText]:
        u = self.unit
        r = self.rect().adjusted(12 * u, 8 * u, -12 * u, -8 * u)
        heading_font = font(14 * u, bold=True)
        heading = QRectF(r.left(), r.top(), r.width(), row_height(20 * u, heading_font))
        texts = [DrawnText(self.heading, heading, heading_font, LEFT, THEME.text)]
        best = max((total for _, total in self.rows), default=0)
        y = heading.bottom() + 6 * u
        running_font, caption_font = font(12 * u), font(10.5 * u)
        deal_word, total_word = translate("Hud", "deal"), translate("Hud", "total")
        # With running points, two columns (this deal's points, the total), each under its caption, lined up.
        running_width = total_width = 0.0
        if self.running is not None:
            caption = QFontMetricsF(caption_font)
            running_width = max([caption.horizontalAdvance(deal_word) + 2] + [
                QFontMetricsF(running_font).horizontalAdvance(f"+{points}") + 2 for points in self.running])
            total_width = max([caption.horizontalAdvance(total_word) + 2] + [
                QFontMetricsF(font(13 * u, bold=True)).horizontalAdvance(str(total)) + 2 for _, total in self.rows])
            total_box = QRectF(r.right() - total_width, heading.top(), total_width, heading.height())
            running_box = QRectF(total_box.left() - 8 * u - running_width, heading.top(), running_width,
                                 heading.height())  # fmt: skip
            texts[0] = DrawnText(self.heading, QRectF(r.left(), heading.top(), running_box.left() - r.left() - 4 * u,
                                                      heading.height()), heading_font, LEFT, THEME.text)  # fmt: skip
            texts.append(DrawnText(deal_word, running_box, caption_font, RIGHT, THEME.text_dim))
            texts.append(DrawnText(total_word, total_box, caption_font, RIGHT, THEME.text_dim))
        for seat, (name, total) in enumerate(self.rows):
            leading = total == best and best > 0
            colour = THEME.accent if leading else THEME.text
            number_font = font(13 * u, bold=leading)
            number_width = max(total_width, QFontMetricsF(number_font).horizontalAdvance(str(total)) + 2)
            extra = running_width + 8 * u if running_width else 0.0
            name_width = r.width() - number_width - extra - 8 * u
            name_font = fitting_font(name, 13 * u, name_width, bold=leading)
            height = row_height(22 * u, name_font, number_font)
            texts.append(DrawnText(name, QRectF(r.left(), y, name_width, height), name_font, LEFT, colour))
            number = QRectF(r.right() - number_width, y, number_width, height)
            texts.append(DrawnText(str(total), number, number_font, RIGHT, colour))
            if self.running is not None and seat < len(self.running):
                where = QRectF(number.left() - 8 * u - running_width, y, running_width, height)
                texts.append(DrawnText(f"+{self.running[seat]}", where, running_font, RIGHT, THEME.text_dim))
            y += height
        return texts

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.paint_panel(painter)
        draw_texts(painter, self.drawn_texts())
