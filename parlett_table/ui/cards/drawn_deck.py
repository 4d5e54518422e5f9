"""The "Clear" deck, drawn in code: jumbo indices, classic pips, modern courts.

Everything is drawn in card units: a card is :data:`W` = 100 units wide and
:data:`H` = 100 × ``CARD_ASPECT`` tall, with the origin at its top-left corner.
The suit symbols are paths built from curves, so they are as crisp at 40
pixels as at 400; only the letters (ranks, and a joker's title) come from a
font, a bold condensed sans, and even those are turned into paths and sized by
their cap height, so that whichever font a system substitutes, the index has
the same size.  The paths themselves are in ``deck_shapes``; this module paints cards with them.
"""

from __future__ import annotations

from collections.abc import Iterator

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from ...engine import Card, Suit
from ...engine.cards import ACE, JACK, KING
from ..look.theme import THEME
from .card_backs import paint_back
from .card_units import CORNER_RADIUS, H, W, fill_at, hairline, saved
from .deck_shapes import emblem_path, star_path, suit_path, text_path

JOKER_TITLE = "Joker"  # what a joker's face says unless the game names it (Hamlet's Polonius)


# Colours: near-black ink rather than pure black, a warm red, and for the
# four-colour option the blue and green of the four-colour decks used in
# tournament bridge and poker.
INK, RED, BLUE, GREEN = THEME.deck_ink, THEME.deck_red, THEME.deck_blue, THEME.deck_green
PAPER, EDGE, GOLD = THEME.deck_paper, THEME.deck_edge, THEME.deck_gold

# The corner index: rank above suit, centred on a column at the card's edge.
INDEX_X = 13.0
RANK_TOP = 5.0
RANK_CAP = 22.0  # the height of a capital: between a fifth and a quarter of the card's width
RANK_MAX_WIDTH = 19.0
INDEX_SUIT_SIZE = 14.0
INDEX_SUIT_Y = RANK_TOP + RANK_CAP + 3.0 + INDEX_SUIT_SIZE / 2

# The pips: three columns between the indices, rows from top to bottom.
PIP_SIZE = 17.0
PIP_COLUMNS = (34.5, 50.0, 65.5)
PIP_TOP = 19.5
PIP_BOTTOM = H - PIP_TOP
ACE_PIP_SIZE = 40.0

# Court cards and jokers: a framed panel between the indices.
PANEL = QRectF(25.5, 7.0, W - 51.0, H - 14.0)

# Classic pip layouts: (column, row) with column 0..2 and row 0..1 from top to bottom.
_PIP_LAYOUTS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((1, 0), (1, 1)),
    3: ((1, 0), (1, 0.5), (1, 1)),
    4: ((0, 0), (2, 0), (0, 1), (2, 1)),
    5: ((0, 0), (2, 0), (1, 0.5), (0, 1), (2, 1)),
    6: ((0, 0), (2, 0), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    7: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (0, 1), (2, 1)),
    8: ((0, 0), (2, 0), (1, 0.25), (0, 0.5), (2, 0.5), (1, 0.75), (0, 1), (2, 1)),
    9: ((0, 0), (2, 0), (0, 1 / 3), (2, 1 / 3), (1, 0.5), (0, 2 / 3), (2, 2 / 3), (0, 1), (2, 1)),
    10: ((0, 0), (2, 0), (1, 1 / 6), (0, 1 / 3), (2, 1 / 3), (0, 2 / 3), (2, 2 / 3), (1, 5 / 6), (0, 1), (2, 1)),
}


def rank_label(card: Card) -> str:
    """The characters of ``card``'s corner index: ``"10"`` for a ten, else its rank letter."""
    return "10" if card.rank_char == "T" else card.rank_char


# --- painting helpers -----------------------------------------------------------------------------------------------


def _fill_text(
    painter: QPainter, text: str, colour: QColor, x: float, baseline: float, cap: float, max_width: float
) -> None:
    """Text centred on ``x`` with capitals ``cap`` tall, condensed if needed to fit ``max_width``."""
    path = text_path(text)
    width = path.boundingRect().width() * cap
    condense = min(1.0, max_width / width) if width > 0 else 1.0
    fill_at(painter, path, colour, x, baseline, cap * condense, cap)


def _both_ends(painter: QPainter) -> Iterator[None]:
    """Run a block twice: as is, then turned half round about the card's centre."""
    yield
    with saved(painter):
        painter.translate(W, H)
        painter.rotate(180)
        yield


# --- the deck -------------------------------------------------------------------------------------------------------


class DrawnDeck:
    """The clear deck: drawn with QPainter, jumbo indices, optional four colours."""

    id = "clear"
    name = "Clear"

    def __init__(self, four_colour: bool = False, back: str = "lattice") -> None:
        self.four_colour = four_colour
        self.back = back  # theme.BACKS

    def load(self) -> None:
        """Nothing to read: the deck is drawn in code."""

    def suit_colour(self, suit: Suit) -> QColor:
        """Red and black, or with ``four_colour`` black spades, red hearts, blue diamonds, green clubs."""
        if self.four_colour:
            return (INK, RED, BLUE, GREEN)[suit]
        return RED if suit.is_red else INK

    # The Deck protocol.

    def paint_face(self, painter: QPainter, rect: QRectF, card: Card, joker_title: str = JOKER_TITLE) -> None:
        with saved(painter):
            self._enter_card(painter, rect)
            self._paint_blank(painter)
            if card.is_joker:
                self._paint_joker(painter, card, joker_title)
            elif JACK <= card.rank <= KING:
                self._paint_court(painter, card)
            elif card.rank == ACE:
                self._paint_ace(painter, card)
            else:
                self._paint_pips(painter, card)

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        paint_back(painter, rect, self.back)

    # The parts of a card.

    @staticmethod
    def _enter_card(painter: QPainter, rect: QRectF) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(rect.topLeft())
        painter.scale(rect.width() / W, rect.height() / H)

    @staticmethod
    def _outline(inset: float = 0.0, radius: float = CORNER_RADIUS) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(QRectF(inset, inset, W - 2 * inset, H - 2 * inset), radius - inset, radius - inset)
        return path

    def _paint_blank(self, painter: QPainter) -> None:
        pen_width = hairline(painter, 0.6)
        # The border is stroked inside the card so that nothing spills out of its rect.
        outline = self._outline(pen_width / 2)
        painter.setPen(QPen(EDGE, pen_width))
        painter.setBrush(PAPER)
        painter.drawPath(outline)

    def _paint_index(self, painter: QPainter, label: str | None, mark: QPainterPath, colour: QColor) -> None:
        """The corner index at both ends: the rank (or none) above a mark (a suit or a star)."""
        for _ in _both_ends(painter):
            if label is None:
                fill_at(painter, mark, colour, INDEX_X, RANK_TOP + RANK_CAP / 2 + 1, RANK_CAP + 2)
            else:
                _fill_text(painter, label, colour, INDEX_X, RANK_TOP + RANK_CAP, RANK_CAP, RANK_MAX_WIDTH)
                fill_at(painter, mark, colour, INDEX_X, INDEX_SUIT_Y, INDEX_SUIT_SIZE)

    def _paint_pips(self, painter: QPainter, card: Card) -> None:
        assert card.suit is not None
        colour = self.suit_colour(card.suit)
        pip = suit_path(card.suit)
        for column, row in _PIP_LAYOUTS[card.rank + 2]:
            y = PIP_TOP + row * (PIP_BOTTOM - PIP_TOP)
            # Pips below the middle are printed upside down, as on every classic card.
            fill_at(painter, pip, colour, PIP_COLUMNS[column], y, PIP_SIZE, turned=row > 0.5)
        self._paint_index(painter, rank_label(card), pip, colour)

    def _paint_ace(self, painter: QPainter, card: Card) -> None:
        assert card.suit is not None
        colour = self.suit_colour(card.suit)
        pip = suit_path(card.suit)
        centre = QPointF(W / 2, H / 2)
        with saved(painter):
            ring = QColor(colour)
            ring.setAlpha(70)
            painter.setPen(QPen(ring, hairline(painter, 0.7)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(centre, ACE_PIP_SIZE * 0.78, ACE_PIP_SIZE * 0.78)
        fill_at(painter, pip, colour, centre.x(), centre.y(), ACE_PIP_SIZE)
        self._paint_index(painter, "A", pip, colour)

    def _paint_panel(self, painter: QPainter, colour: QColor, divided: bool = True) -> None:
        """The framed panel of a court card or joker, tinted with the suit's colour."""
        tint = QColor(colour)
        tint.setAlpha(22)
        with saved(painter):
            painter.setPen(QPen(colour, hairline(painter, 0.9)))
            painter.setBrush(tint)
            painter.drawRoundedRect(PANEL, 2.5, 2.5)
            inner = PANEL.adjusted(2.0, 2.0, -2.0, -2.0)
            painter.setPen(QPen(colour, hairline(painter, 0.35)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(inner, 1.5, 1.5)
            if not divided:
                return
            # A divider across the middle, broken by a small diamond: the card reads both ways up.
            y = H / 2
            painter.setPen(QPen(colour, hairline(painter, 0.5)))
            painter.drawLine(QPointF(inner.left() + 3, y), QPointF(W / 2 - 4.5, y))
            painter.drawLine(QPointF(W / 2 + 4.5, y), QPointF(inner.right() - 3, y))
            fill_at(painter, suit_path(Suit.D), colour, W / 2, y, 5.0)

    def _paint_court(self, painter: QPainter, card: Card) -> None:
        assert card.suit is not None
        colour = self.suit_colour(card.suit)
        pip = suit_path(card.suit)
        self._paint_panel(painter, colour)
        letter = card.rank_char
        for _ in _both_ends(painter):
            _court_emblem(painter, card.rank, colour, W / 2, 20.0)
            _fill_text(painter, letter, colour, W / 2, 52.5, 25.0, 36.0)
            fill_at(painter, pip, colour, W / 2, 63.5, 11.0)
        self._paint_index(painter, letter, pip, colour)

    def _paint_joker(self, painter: QPainter, card: Card, joker_title: str) -> None:
        colour = INK if str(card) == "JK1" else RED
        self._paint_panel(painter, colour, divided=False)
        title = joker_title.strip().upper() or JOKER_TITLE.upper()
        star = star_path()
        for _ in _both_ends(painter):
            _fill_text(painter, title, colour, W / 2, 21.0, 8.5, PANEL.width() - 8)
            for x, y, size in ((W / 2, 33.0, 9.0), (W / 2 - 9.0, 40.0, 5.5), (W / 2 + 9.0, 40.0, 5.5)):
                fill_at(painter, star, GOLD, x, y, size)
        # A large star at the centre, in a gold ring.
        with saved(painter):
            painter.setPen(QPen(GOLD, hairline(painter, 0.8)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawEllipse(QPointF(W / 2, H / 2), 19.0, 19.0)
            painter.setPen(QPen(GOLD, hairline(painter, 0.35)))
            painter.drawEllipse(QPointF(W / 2, H / 2), 17.2, 17.2)
        fill_at(painter, star, colour, W / 2, H / 2 + 1.2, 30.0)
        self._paint_index(painter, None, star, colour)


def _court_emblem(painter: QPainter, rank: int, colour: QColor, x: float, y: float) -> None:
    """A small headpiece above the court letter: a crown (King), a coronet (Queen), a plumed cap (Jack)."""
    path = emblem_path(rank)
    fill_at(painter, path, colour, x, y, 17.0)
