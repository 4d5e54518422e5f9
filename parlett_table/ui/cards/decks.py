"""Card art: the decks a player can choose, and a cache of rendered cards.

Two decks share one interface (:class:`Deck`) and one shape (:data:`CARD_ASPECT`):

* ``"classic"``: David Bellot's SVG-cards (``assets/cards/svg-cards.svgz``,
  LGPL-2.0-or-later), with French-pattern court figures;
* ``"clear"``: a deck drawn in code (:mod:`parlett_table.ui.cards.drawn_deck`) with
  jumbo corner indices that stay readable in a tightly fanned hand.

The table's card items do not paint decks directly: they ask a
:class:`CardPixmaps` for a pixmap of the size they show, because rendering SVG
on every paint is far too slow.
"""

from __future__ import annotations

import gzip
import itertools
import re
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QFont, QPainter, QPainterPath, QPixmap, QTransform

from ...engine import Card
from ...engine.language import translate
from ...kept.settings import DECK_LABELS
from ...system.resources import asset_path
from ..look.layout import CARD_ASPECT, SVG_CARD_HEIGHT, SVG_CARD_WIDTH
from ..look.theme import THEME
from .card_backs import DEFAULT_BACK, paint_back
from .drawn_deck import JOKER_TITLE, DrawnDeck

if TYPE_CHECKING:
    from PySide6.QtSvg import QSvgRenderer

    from ...kept.settings import Preferences



@runtime_checkable
class Deck(Protocol):
    """A deck's artwork: paints any card face, or the back, into a rectangle.

    ``rect`` should have the proportions of :data:`CARD_ASPECT`; the card fills
    it exactly, with rounded corners left untouched (transparent on a
    transparent device).  Painting leaves the painter's state as it found it.
    """

    id: str
    name: str

    def load(self) -> None:
        """Read whatever the deck draws from (raising ``OSError`` or ``RuntimeError`` if it cannot)."""
        ...

    def paint_face(self, painter: QPainter, rect: QRectF, card: Card, joker_title: str = JOKER_TITLE) -> None:
        """Paint ``card``'s face; a joker shows ``joker_title`` (Hamlet calls its joker "Polonius")."""
        ...

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        """Paint the back shared by every card of the deck."""
        ...


# --- the classic deck: SVG-cards ------------------------------------------------------------------------------------

SVG_FILE = ("cards", "svg-cards.svgz")
_SUIT_NOUNS = ("spade", "heart", "diamond", "club")
_RANK_NOUNS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king", "1")
_INDEX_USE = re.compile(r'<use xlink:href="#(?:n_\d+|ace|jack|queen|king)"[^>]*>')
_CARD_GROUP = re.compile(r'<g id="(?:(?:spade|heart|diamond|club)_\w+|joker_black|joker_red|back)"')

# The jokers without their printed "JOKER", for a game that names its joker otherwise.
_BARE_JOKERS = (
    '<g id="joker_black_bare" transform="translate(1.25,-736.02999)">'
    '<use xlink:href="#base" x="0" y="972.54999" width="100%" height="100%"/>'
    '<use xlink:href="#joker_full" x="0" y="0" width="100%" height="100%"/></g>'
    '<g id="joker_red_bare" transform="translate(-166.325,-736.02999)">'
    '<use xlink:href="#base" x="167.575" y="972.54999" width="100%" height="100%"/>'
    '<use xlink:href="#joker_full" transform="translate(167.575,0)" x="0" y="0" width="100%" height="100%"/></g>'
)
# Where SVG-cards prints "JOKER" (text origin and the scale of a 1-unit font), in card units.
_JOKER_TEXT_ORIGIN = (9.284702, 27.11651)
_JOKER_TEXT_SCALE = (0.512616 * 22, 1.170664 * 22)


def svg_element_id(card: Card) -> str:
    """The SVG-cards element showing ``card``: ``"spade_10"``, ``"heart_1"`` (ace), ``"joker_red"``.

    ``JK`` and ``JK2`` are the red joker and ``JK1`` the black one.
    """
    suit = card.suit
    if suit is None:  # a joker
        return "joker_black" if str(card) == "JK1" else "joker_red"
    return f"{_SUIT_NOUNS[suit]}_{_RANK_NOUNS[card.rank]}"


def svg_element_ids() -> list[str]:
    """Every element id the classic deck renders."""
    ranks = [f"{suit}_{rank}" for suit in _SUIT_NOUNS for rank in _RANK_NOUNS]
    return [*ranks, "joker_black", "joker_red", "joker_black_bare", "joker_red_bare", "back"]


def _recolour_suit(text: str, suit: str, colour: str) -> str:
    """Recolour one suit's pips (its symbol definition) and its corner indices."""
    start = text.index(f'<g id="{suit}">')
    end = text.index("</g>", start)
    symbol = re.sub(r"fill:#[0-9a-fA-F]{6}", f"fill:{colour}", text[start:end])
    symbol = symbol.replace(f'<g id="{suit}">', f'<g id="{suit}" style="fill:{colour}">', 1)
    text = text[:start] + symbol + text[end:]

    def recolour_index(match: re.Match[str]) -> str:
        tag = re.sub(r'\sstyle="[^"]*"', "", match.group(0))
        return tag.replace("<use ", f'<use style="fill:{colour}" ', 1)

    # Each card is a group, and the groups follow one another: a card's indices lie
    # between the start of its group and the start of the next card's.
    starts = [match.start() for match in _CARD_GROUP.finditer(text)] + [len(text)]
    pieces = [text[: starts[0]]]
    for here, after in itertools.pairwise(starts):
        piece = text[here:after]
        if piece.startswith(f'<g id="{suit}_'):
            piece = _INDEX_USE.sub(recolour_index, piece)
        pieces.append(piece)
    return "".join(pieces)


def patched_svg(text: str, four_colour: bool) -> str:
    """SVG-cards as rendered here: a coloured back, bare jokers, optionally four colours."""
    # SVG-cards leaves its back's colour to the embedding page ("fill:inherit"): filled here, though the
    # program draws its own backs (card_backs.py) for either deck.
    text = text.replace("fill:inherit", f"fill:{THEME.svg_back.name()}")
    if four_colour:
        for suit, colour in {"diamond": THEME.svg_diamond.name(), "club": THEME.svg_club.name()}.items():
            text = _recolour_suit(text, suit, colour)
    return text.replace("</defs>", _BARE_JOKERS + "</defs>", 1)


_renderers: dict[bool, QSvgRenderer] = {}


def svg_renderer(four_colour: bool = False) -> QSvgRenderer:
    """The renderer of the classic deck, parsed on first use and then kept for the process."""
    renderer = _renderers.get(four_colour)
    if renderer is None:
        from PySide6.QtSvg import QSvgRenderer  # only the classic deck needs it: not loaded at start-up otherwise

        text = gzip.decompress(asset_path(*SVG_FILE).read_bytes()).decode("utf-8")
        renderer = QSvgRenderer(QByteArray(patched_svg(text, four_colour).encode("utf-8")))
        if not renderer.isValid():
            raise RuntimeError(f"cannot read the card deck {asset_path(*SVG_FILE)}")
        _renderers[four_colour] = renderer
    return renderer


class SvgDeck:
    """The classic deck, SVG-cards 4.0.2.

    With ``four_colour`` the diamond pips and indices are blue and the club ones
    green; the court figures and jokers keep their printed colours.
    """

    id = "classic"
    name = "Classic"

    def __init__(self, four_colour: bool = False, back: str = DEFAULT_BACK) -> None:
        self.four_colour = four_colour
        self.back = back  # theme.BACKS: drawn by the program, like the Clear deck's

    def load(self) -> None:
        svg_renderer(self.four_colour)

    def paint_face(self, painter: QPainter, rect: QRectF, card: Card, joker_title: str = JOKER_TITLE) -> None:
        element = svg_element_id(card)
        retitled = card.is_joker and joker_title.strip().upper() != JOKER_TITLE.upper()
        self._paint_element(painter, rect, element + "_bare" if retitled else element)
        if retitled:
            self._paint_joker_title(painter, rect, joker_title.strip().upper(), red=element == "joker_red")

    def paint_back(self, painter: QPainter, rect: QRectF) -> None:
        paint_back(painter, rect, self.back)

    def _paint_element(self, painter: QPainter, rect: QRectF, element: str) -> None:
        renderer = svg_renderer(self.four_colour)
        # render() maps the element's bounds onto the target, and those bounds
        # include the overhang of the index glyphs (about 5 units above and below
        # the card): scale the bounds rather than the card, so that the card
        # itself lands exactly on ``rect``.
        bounds = renderer.boundsOnElement(element)
        sx, sy = rect.width() / SVG_CARD_WIDTH, rect.height() / SVG_CARD_HEIGHT
        target = QRectF(
            rect.x() + bounds.x() * sx, rect.y() + bounds.y() * sy, bounds.width() * sx, bounds.height() * sy
        )
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setClipRect(rect, Qt.ClipOperation.IntersectClip)
        renderer.render(painter, element, target)
        painter.restore()

    @staticmethod
    def _paint_joker_title(painter: QPainter, rect: QRectF, title: str, red: bool) -> None:
        font = QFont()
        font.setFamilies(["DejaVu Serif", "Georgia", "Times New Roman", "serif"])
        font.setBold(True)
        font.setPixelSize(100)
        path = QPainterPath()
        path.addText(0, 0, font, title)
        path = QTransform.fromScale(0.01, 0.01).map(path)
        # Keep a long name clear of the jester's bauble-topped stick.
        width = path.boundingRect().width() * _JOKER_TEXT_SCALE[0]
        condense = min(1.0, 62.0 / width) if width > 0 else 1.0
        colour = THEME.svg_red if red else THEME.svg_black
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(rect.topLeft())
        painter.scale(rect.width() / SVG_CARD_WIDTH, rect.height() / SVG_CARD_HEIGHT)
        for turned in (False, True):
            painter.save()
            if turned:
                painter.translate(SVG_CARD_WIDTH, SVG_CARD_HEIGHT)
                painter.rotate(180)
            painter.translate(*_JOKER_TEXT_ORIGIN)
            painter.scale(_JOKER_TEXT_SCALE[0] * condense, _JOKER_TEXT_SCALE[1])
            painter.fillPath(path, colour)
            painter.restore()
        painter.restore()


# --- choosing a deck ------------------------------------------------------------------------------------------------

_DECK_IDS = ("classic", "clear")


def available_decks() -> list[str]:
    """The ids of the decks a player can choose, the default first."""
    return list(_DECK_IDS)


def make_deck(deck_id: str, four_colour: bool = False, back: str = DEFAULT_BACK) -> Deck:
    """The deck with this id; ``four_colour`` asks for blue diamonds and green clubs; ``back`` names its back.

    Raises ``ValueError`` for an unknown id.
    """
    if deck_id == "classic":
        return SvgDeck(four_colour, back)
    if deck_id == "clear":
        return DrawnDeck(four_colour, back)
    raise ValueError(f"unknown deck {deck_id!r}; the decks are {', '.join(_DECK_IDS)}")


def deck_key(preferences: Preferences) -> tuple[str, bool, str]:
    """What a deck's images depend on: when it changes, the cards are drawn again."""
    return preferences.deck, preferences.four_colour, preferences.card_back


def loaded_deck(deck_id: str, four_colour: bool = False, back: str = DEFAULT_BACK) -> tuple[Deck, str | None]:
    """The deck with this id, loaded; one that cannot be is replaced by the Clear deck, with a sentence saying why."""
    deck = make_deck(deck_id, four_colour, back)
    try:
        deck.load()
    except (OSError, RuntimeError) as error:
        notice = translate("Decks", "The {deck} deck could not be loaded ({problem}); the Clear deck is in use.")
        name = translate("Dialogs", DECK_LABELS[deck_id]) if deck_id in DECK_LABELS else deck.name  # as Preferences
        return make_deck("clear", four_colour, back), notice.format(deck=name, problem=error)
    return deck, None


# --- the cache of rendered cards ------------------------------------------------------------------------------------


def card_pixel_size(width_px: int, dpr: float) -> tuple[int, int]:
    """The device-pixel size of a card ``width_px`` logical pixels wide at device pixel ratio ``dpr``."""
    return max(1, round(width_px * dpr)), max(1, round(width_px * CARD_ASPECT * dpr))


def render_card(width_px: int, dpr: float, paint: Callable[[QPainter, QRectF], None]) -> QPixmap:
    """A transparent pixmap of a card's size, with ``paint(painter, rect)`` drawn over all of it."""
    width, height = card_pixel_size(width_px, dpr)
    pixmap = QPixmap(width, height)
    pixmap.fill(Qt.GlobalColor.transparent)
    pixmap.setDevicePixelRatio(dpr)
    painter = QPainter(pixmap)
    painter.setRenderHints(
        QPainter.RenderHint.Antialiasing
        | QPainter.RenderHint.SmoothPixmapTransform
        | QPainter.RenderHint.TextAntialiasing
    )
    paint(painter, QRectF(0, 0, width / dpr, height / dpr))
    painter.end()
    return pixmap


class CardPixmaps:
    """Rendered cards of one deck, kept in a least-recently-used cache.

    ``face`` and ``back`` return a pixmap of ``round(width_px * dpr)`` ×
    ``round(width_px * CARD_ASPECT * dpr)`` device pixels whose device pixel
    ratio is ``dpr``, so it is ``width_px`` logical pixels wide and sharp on a
    HiDPI screen.  The same request returns the same ``QPixmap`` object while
    it is cached; beyond ``capacity`` pixmaps the least recently used go.
    """

    def __init__(self, deck: Deck, capacity: int = 400) -> None:
        if capacity < 1:
            raise ValueError(f"capacity must be at least 1, not {capacity}")
        self.deck = deck
        self.capacity = capacity
        self._pixmaps: OrderedDict[Hashable, QPixmap] = OrderedDict()
        self._largest_back: dict[float, tuple[int, QPixmap]] = {}  # by device pixel ratio: its width, the back

    def face(self, card: Card, width_px: int, dpr: float, joker_title: str = JOKER_TITLE) -> QPixmap:
        """``card``'s face; a joker shows ``joker_title``."""
        title = joker_title if card.is_joker else ""  # other cards look the same whatever the title
        return self._pixmap(
            ("face", int(card), title, width_px, dpr),
            width_px,
            dpr,
            lambda painter, rect: self.deck.paint_face(painter, rect, card, joker_title),
        )

    def back(self, width_px: int, dpr: float) -> QPixmap:
        """The deck's back.

        A back's fine pattern is the slowest thing a deck draws (about 10 ms), and the
        table shows backs at three sizes: the largest asked for is drawn, smaller ones
        are scaled down from it.
        """
        largest = self._largest_back.get(dpr)
        if largest is None or largest[0] < width_px:
            largest = (width_px, self._pixmap(("back", width_px, dpr), width_px, dpr, self.deck.paint_back))
            self._largest_back[dpr] = largest
        if largest[0] == width_px:
            return self._pixmap(("back", width_px, dpr), width_px, dpr, self.deck.paint_back)
        source = largest[1]
        return self._pixmap(
            ("back", width_px, dpr),
            width_px,
            dpr,
            lambda painter, rect: painter.drawPixmap(rect, source, QRectF(source.rect())),
        )

    def clear(self) -> None:
        """Forget every pixmap (for example after the deck's settings changed)."""
        self._pixmaps.clear()
        self._largest_back.clear()

    def __len__(self) -> int:
        return len(self._pixmaps)

    def _pixmap(self, key: Hashable, width_px: int, dpr: float, paint: Callable[[QPainter, QRectF], None]) -> QPixmap:
        pixmap = self._pixmaps.get(key)
        if pixmap is not None:
            self._pixmaps.move_to_end(key)
            return pixmap
        pixmap = render_card(width_px, dpr, paint)
        self._pixmaps[key] = pixmap
        while len(self._pixmaps) > self.capacity:
            self._pixmaps.popitem(last=False)
        return pixmap
