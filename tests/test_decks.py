"""Card art: both decks render every card, in the right colours, at the right size, cached."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtGui import QImage, QPixmap
from PySide6.QtSvg import QSvgRenderer

from parlett_table.engine import Card
from parlett_table.system.resources import asset_path
from parlett_table.ui.cards.decks import (
    CARD_ASPECT,
    SVG_FILE,
    CardPixmaps,
    Deck,
    available_decks,
    make_deck,
    svg_element_ids,
    svg_renderer,
)

FULL_PACK = [Card.parse(rank + suit) for suit in "SHDC" for rank in "23456789TJQKA"]
JOKERS = [Card.parse(code) for code in ("JK", "JK1", "JK2")]
WIDTH = 60  # the small size the table shows in a crowded hand

Pixel = tuple[int, int, int, int]


@pytest.fixture(params=["classic", "clear"])
def deck_id(request: pytest.FixtureRequest, qapp: object) -> str:
    return str(request.param)


def pixels(pixmap: QPixmap) -> tuple[int, int, list[Pixel]]:
    """The pixmap's device pixels as (r, g, b, a), row by row, with its width and height."""
    image = pixmap.toImage().convertToFormat(QImage.Format.Format_RGBA8888)
    width, height, stride = image.width(), image.height(), image.bytesPerLine()
    data = bytes(image.constBits())
    rows: list[Pixel] = []
    for y in range(height):
        row = data[y * stride : y * stride + width * 4]
        rows += [tuple(row[x : x + 4]) for x in range(0, width * 4, 4)]  # type: ignore[misc]
    return width, height, rows


def region(pixmap: QPixmap, left: float, top: float, right: float, bottom: float) -> Iterator[Pixel]:
    """Pixels in a box given as fractions of the card's width and height."""
    width, height, rows = pixels(pixmap)
    for y in range(int(top * height), int(bottom * height)):
        for x in range(int(left * width), int(right * width)):
            yield rows[y * width + x]


def is_red(p: Pixel) -> bool:
    return p[3] > 200 and p[0] > 150 and p[1] < 100 and p[2] < 100


def is_blue(p: Pixel) -> bool:
    return p[3] > 200 and p[2] > 120 and p[2] > p[0] + 60


def is_green(p: Pixel) -> bool:
    return p[3] > 200 and p[1] > 90 and p[1] > p[0] + 40 and p[1] > p[2] + 20


def is_ink(p: Pixel) -> bool:
    """Opaque and clearly darker or more coloured than the card's paper."""
    return p[3] > 200 and min(p[:3]) < 160


def corner_index(pixmap: QPixmap) -> list[Pixel]:
    """The top-left corner, where the rank and suit index is."""
    return list(region(pixmap, 0.0, 0.0, 0.24, 0.3))


def test_every_card_and_the_back_render_distinctly(deck_id: str) -> None:
    cache = CardPixmaps(make_deck(deck_id))
    images: dict[str, bytes] = {}
    for card in [*FULL_PACK, *JOKERS]:
        pixmap = cache.face(card, WIDTH, 1.0)
        width, height, rows = pixels(pixmap)
        ink = sum(map(is_ink, rows))
        assert ink > 0.02 * width * height, f"{card} is nearly blank ({ink} ink pixels)"
        assert rows[0][3] < 40, f"{card}'s rounded corner is painted"
        assert rows[(height // 2) * width + width // 2][3] == 255, f"{card} has a hole in the middle"
        images[str(card)] = bytes(pixmap.toImage().constBits())
    back = cache.back(WIDTH, 1.0)
    _width, _height, rows = pixels(back)
    assert sum(map(is_ink, rows)) > 0.5 * len(rows), "the back is not a coloured pattern"
    # Each card looks different, except the two red jokers, which are alike by design.
    assert images["JK"] == images["JK2"] != images["JK1"]
    assert len(set(images.values())) == 52 + 2
    assert bytes(back.toImage().constBits()) not in images.values()


def test_the_svg_asset_has_every_element_used(qapp: object) -> None:
    # The file as shipped (gzip-compressed) loads directly...
    shipped = QSvgRenderer(str(asset_path(*SVG_FILE)))
    assert shipped.isValid()
    for element in svg_element_ids():
        if not element.endswith("_bare"):  # (those two are added in memory)
            assert shipped.elementExists(element), element
    # ...and so does the copy that is rendered, in both colourings.
    for four_colour in (False, True):
        renderer = svg_renderer(four_colour)
        assert all(renderer.elementExists(element) for element in svg_element_ids())


@pytest.mark.parametrize("code", ["5S", "KD", "JK1"])
def test_a_card_fills_its_rect_exactly(deck_id: str, code: str) -> None:
    # SVG-cards' element bounds overhang the card: a naive render leaves bands of
    # transparency above and below the card and squashes it.
    pixmap = CardPixmaps(make_deck(deck_id)).face(Card.parse(code), 169, 1.0)
    width, height, rows = pixels(pixmap)
    for x, y in ((width // 2, 0), (width // 2, height - 1), (0, height // 2), (width - 1, height // 2)):
        pixel = rows[y * width + x]
        assert pixel[3] == 255 and max(pixel[:3]) < 170, f"no border at ({x}, {y}): {pixel}"
    assert rows[0][3] < 40 and rows[-1][3] < 40


def test_hearts_have_a_red_index_and_spades_do_not(deck_id: str) -> None:
    cache = CardPixmaps(make_deck(deck_id))
    for code in ("5H", "QH", "AH"):
        assert sum(map(is_red, corner_index(cache.face(Card.parse(code), WIDTH, 1.0)))) > 15, code
    for code in ("5S", "QS", "AS"):
        index = corner_index(cache.face(Card.parse(code), WIDTH, 1.0))
        assert not any(map(is_red, index)), code
        assert sum(map(is_ink, index)) > 15, code


def test_four_colours(deck_id: str) -> None:
    four = CardPixmaps(make_deck(deck_id, four_colour=True))
    two = CardPixmaps(make_deck(deck_id))

    def count(test: Callable[[Pixel], bool], cache: CardPixmaps, code: str) -> int:
        return sum(map(test, corner_index(cache.face(Card.parse(code), WIDTH, 1.0))))

    # (Compared with the two-colour card, because a classic court's corner shows
    # some of the figure's robes, in red, blue and black.)
    for code in ("7D", "KD"):
        assert count(is_blue, four, code) > count(is_blue, two, code) + 15, code
        assert count(is_red, four, code) < count(is_red, two, code) - 15, code
    for code in ("7C", "KC"):
        assert count(is_green, four, code) > count(is_green, two, code) + 15, code
    assert count(is_blue, two, "7D") == count(is_green, two, "7C") == count(is_red, four, "7D") == 0
    for code in ("7H", "7S"):  # hearts and spades keep their colours
        assert four.face(Card.parse(code), WIDTH, 1.0).toImage() == two.face(Card.parse(code), WIDTH, 1.0).toImage()


def test_a_joker_can_be_retitled(deck_id: str) -> None:
    cache = CardPixmaps(make_deck(deck_id))
    joker = Card.parse("JK")
    plain, polonius = cache.face(joker, WIDTH, 1.0), cache.face(joker, WIDTH, 1.0, "Polonius")
    assert plain is not polonius
    assert plain.toImage() != polonius.toImage()
    # Other cards ignore the title, and share the cached pixmap.
    assert cache.face(FULL_PACK[0], WIDTH, 1.0, "Polonius") is cache.face(FULL_PACK[0], WIDTH, 1.0)


@pytest.mark.parametrize("dpr", [1.0, 1.5, 2.0])
def test_pixmap_size_and_ratio(deck_id: str, dpr: float) -> None:
    cache = CardPixmaps(make_deck(deck_id))
    for pixmap in (cache.face(Card.parse("QH"), 71, dpr), cache.back(71, dpr)):
        assert (pixmap.width(), pixmap.height()) == (round(71 * dpr), round(71 * CARD_ASPECT * dpr))
        assert pixmap.devicePixelRatio() == dpr
        assert pixmap.hasAlphaChannel()


def test_hidpi_pixmaps_carry_more_detail(qapp: object) -> None:
    cache = CardPixmaps(make_deck("clear"))
    card = Card.parse("8C")
    _w, _h, low = pixels(cache.face(card, WIDTH, 1.0))
    _w, _h, high = pixels(cache.face(card, WIDTH, 2.0))
    # Same card, four times the pixels, about the same share of ink.
    low_share, high_share = sum(map(is_ink, low)) / len(low), sum(map(is_ink, high)) / len(high)
    assert len(high) == pytest.approx(4 * len(low), rel=0.05)
    assert high_share == pytest.approx(low_share, rel=0.25)


def test_the_cache_reuses_and_evicts(qapp: object) -> None:
    cache = CardPixmaps(make_deck("clear"), capacity=2)
    ace, king, queen = (Card.parse(code) for code in ("AS", "KS", "QS"))
    first = cache.face(ace, WIDTH, 1.0)
    assert cache.face(ace, WIDTH, 1.0) is first
    assert cache.face(ace, WIDTH + 1, 1.0) is not first  # another size is another pixmap
    assert cache.face(ace, WIDTH, 2.0) is not first
    assert len(cache) == 2

    cache.clear()
    a, k = cache.face(ace, WIDTH, 1.0), cache.face(king, WIDTH, 1.0)
    assert cache.face(ace, WIDTH, 1.0) is a  # the ace is now the most recently used
    cache.face(queen, WIDTH, 1.0)  # so the king goes
    assert len(cache) == 2
    assert cache.face(ace, WIDTH, 1.0) is a
    assert cache.face(king, WIDTH, 1.0) is not k

    back = cache.back(WIDTH, 1.0)
    assert cache.back(WIDTH, 1.0) is back


def test_choosing_a_deck(qapp: object) -> None:
    assert available_decks() == ["classic", "clear"]
    for deck_id in available_decks():
        deck = make_deck(deck_id, four_colour=True)
        assert isinstance(deck, Deck)
        assert deck.id == deck_id
    assert {make_deck(deck_id).name for deck_id in available_decks()} == {"Classic", "Clear"}
    with pytest.raises(ValueError, match="nope"):
        make_deck("nope")
    with pytest.raises(ValueError):
        CardPixmaps(make_deck("clear"), capacity=0)


def test_asset_path_finds_the_licence() -> None:
    licence = asset_path("cards", "LICENSE-svg-cards.txt")
    assert licence.is_file()
    assert "LESSER GENERAL PUBLIC LICENSE" in licence.read_text(encoding="utf-8")
    with pytest.raises(FileNotFoundError, match="no-such-file"):
        asset_path("cards", "no-such-file")


def test_resources_do_not_load_qt() -> None:
    code = (
        "import sys\n"
        "from parlett_table.system.resources import asset_path\n"
        "asset_path('cards')\n"
        "assert not [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))]\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def mean_channel(pixmap: QPixmap, channel: int) -> float:
    _width, _height, rows = pixels(pixmap)
    return sum(pixel[channel] for pixel in rows) / len(rows)


def test_smaller_backs_are_scaled_from_the_largest(qapp: object) -> None:
    """A back's pattern is slow to draw: the table's three sizes cost one drawing, not three."""
    deck = make_deck("clear")
    drawn: list[float] = []
    paint_back = deck.paint_back

    def counting(painter: object, rect: object) -> None:
        drawn.append(rect.width())  # type: ignore[attr-defined]
        paint_back(painter, rect)  # type: ignore[arg-type]

    deck.paint_back = counting  # type: ignore[method-assign]
    cache = CardPixmaps(deck)
    large = cache.back(120, 1.0)
    small = cache.back(67, 1.0)
    assert drawn == [120]
    assert (small.width(), small.height()) == (67, round(67 * CARD_ASPECT))
    # The small back is the large one scaled down: the same colours on average, the deck's blue.
    for channel in range(4):
        assert mean_channel(small, channel) == pytest.approx(mean_channel(large, channel), abs=6)
    assert mean_channel(small, 2) > mean_channel(small, 0) + 40
    cache.back(150, 1.0)  # larger than any yet: drawn afresh
    assert drawn == [120, 150]
    cache.clear()
    cache.back(67, 1.0)
    assert drawn == [120, 150, 67]
