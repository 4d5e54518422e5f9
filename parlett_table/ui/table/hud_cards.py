"""The table's pieces that show cards beside the hand and the trick: the last trick shown small, and the dealer's
pack while the cards are dealt."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from ...engine import Card
from ..look.layout import CARD_ASPECT, OPPONENT_SCALE, Box, TableLayout
from ..look.theme import THEME, font
from .card_item import CardArt
from .hud import CENTRED, WRAPPED, DrawnText, Panel, draw_texts, line_height


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
        self.paint_panel(painter, fill=THEME.pack_panel)
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
        painter.setBrush(THEME.card_shadow)  # one soft shadow for the whole pack
        painter.drawRoundedRect(QRectF(-w / 2 + 1.5, -h / 2 + 2.5, w, h), radius, radius)
        step = self._step()
        for layer in range(self._layers()):
            rect = QRectF(-w / 2 + step.x() * layer, -h / 2 + step.y() * layer, w, h)
            painter.drawPixmap(rect, back, QRectF(back.rect()))
            painter.setPen(QPen(THEME.card_edge, 0.8))  # a thin edge between the cards of the pack
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, radius, radius)
