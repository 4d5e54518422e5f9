"""The shapes of the "Clear" deck, as paths in unit sizes: the suits, stars, the court cards' headpieces, and
letters turned into paths sized by their cap height (``drawn_deck`` paints cards with them)."""

from __future__ import annotations

import functools
import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QPainterPath, QPolygonF, QTransform

from ...engine import Suit
from ...engine.cards import KING, QUEEN

# A condensed bold sans where there is one: a narrow "10" without squeezing it.
_RANK_FONTS = [
    "DejaVu Sans Condensed",
    "DejaVu Sans",
    "Arial Narrow",
    "Liberation Sans Narrow",
    "Helvetica Neue",
    "Arial",
    "Liberation Sans",
    "sans-serif",
]


def _mirrored(half: list[tuple[str, tuple[float, ...]]]) -> QPainterPath:
    """A path symmetric about x = 0 from its right half, drawn top to bottom from a point on the axis."""
    path = QPainterPath()
    first = half[0][1]
    path.moveTo(first[0], first[1])
    points: list[tuple[str, tuple[float, ...]]] = half[1:]
    for kind, coords in points:
        if kind == "c":
            path.cubicTo(*coords)
        else:
            path.lineTo(*coords)
    # Walk the same segments back on the left side, reversed and mirrored.
    ends = [first] + [coords[-2:] for _, coords in points]
    for index in range(len(points) - 1, -1, -1):
        kind, coords = points[index]
        start = ends[index]
        if kind == "c":
            path.cubicTo(-coords[2], coords[3], -coords[0], coords[1], -start[0], start[1])
        else:
            path.lineTo(-start[0], start[1])
    path.closeSubpath()
    return path


def _stem(top: float, width: float) -> QPainterPath:
    """The flared foot of a spade or club, from ``top`` down to y = 0.5."""
    return _mirrored(
        [
            ("m", (0.0, top)),
            ("l", (0.055, top)),
            ("c", (0.06, 0.3, 0.1, 0.44, width / 2, 0.5)),
            ("l", (0.0, 0.5)),
        ]
    )


# Qt flattens curves to straight segments for boolean operations, with a tolerance
# in path units: shapes are combined at this scale and then shrunk, so that the
# flattening stays far below a pixel.
_BOOLEAN_SCALE = 1000.0


def _union(*paths: QPainterPath) -> QPainterPath:
    """The union of unit-sized ``paths``, computed at a scale where flattening is invisible."""
    up, down = (
        QTransform.fromScale(_BOOLEAN_SCALE, _BOOLEAN_SCALE),
        QTransform.fromScale(1 / _BOOLEAN_SCALE, 1 / _BOOLEAN_SCALE),
    )
    result = QPainterPath()
    for path in paths:
        result = result.united(up.map(path))
    return down.map(result)


@functools.cache
def suit_path(suit: Suit) -> QPainterPath:
    """The suit's symbol, centred on the origin and 1 unit tall (about as wide); shared, do not modify."""
    if suit == Suit.H:
        path = _mirrored(
            [
                ("m", (0.0, -0.29)),
                ("c", (0.04, -0.42, 0.13, -0.5, 0.255, -0.5)),
                ("c", (0.4, -0.5, 0.52, -0.385, 0.52, -0.2)),
                ("c", (0.52, 0.07, 0.24, 0.25, 0.0, 0.5)),
            ]
        )
    elif suit == Suit.D:
        path = _mirrored(
            [
                ("m", (0.0, -0.5)),
                ("c", (0.11, -0.34, 0.24, -0.17, 0.4, 0.0)),
                ("c", (0.24, 0.17, 0.11, 0.34, 0.0, 0.5)),
            ]
        )
    elif suit == Suit.S:
        body = _mirrored(
            [
                ("m", (0.0, -0.5)),
                ("c", (0.2, -0.27, 0.5, -0.12, 0.5, 0.1)),
                ("c", (0.5, 0.26, 0.39, 0.35, 0.265, 0.35)),
                ("c", (0.16, 0.35, 0.07, 0.3, 0.0, 0.2)),
            ]
        )
        path = _union(body, _stem(0.1, 0.42))
    else:
        leaves = []
        # Three leaves, and a smaller disc that fills the gap where they meet.
        for cx, cy, radius in ((0.0, -0.265, 0.235), (-0.265, 0.085, 0.235), (0.265, 0.085, 0.235), (0.0, 0.02, 0.13)):
            leaf = QPainterPath()
            leaf.addEllipse(QPointF(cx, cy), radius, radius)
            leaves.append(leaf)
        path = _union(*leaves, _stem(0.05, 0.42))
    return path


@functools.cache
def star_path(points: int = 5, inner: float = 0.4) -> QPainterPath:
    """A star of ``points`` points, 1 unit across its points' circle, pointing up."""
    polygon = QPolygonF()
    for index in range(points * 2):
        radius = 0.5 if index % 2 == 0 else 0.5 * inner
        angle = math.pi * index / points - math.pi / 2
        polygon.append(QPointF(radius * math.cos(angle), radius * math.sin(angle)))
    path = QPainterPath()
    path.addPolygon(polygon)
    path.closeSubpath()
    return path


def _rank_font() -> QFont:
    font = QFont()
    font.setFamilies(_RANK_FONTS)
    font.setBold(True)
    font.setStretch(QFont.Stretch.Condensed)
    font.setPixelSize(200)  # large, so that the outlines are unhinted and exact
    return font


@functools.cache
def text_path(text: str, tracking: float = 0.08) -> QPainterPath:
    """``text`` as a path whose capitals are 1 unit tall: baseline at y = 0, centred on x = 0.

    Characters are set by their ink (not their advance widths) ``tracking`` cap
    heights apart, which keeps a "10" compact.
    """
    font = _rank_font()
    cap = QFontMetricsF(font).capHeight() or 140.0
    path = QPainterPath()
    x = 0.0
    for char in text:
        glyph = QPainterPath()
        glyph.addText(0, 0, font, char)
        ink = glyph.boundingRect()
        glyph.translate(x - ink.left(), 0)
        path.addPath(glyph)
        x += ink.width() + tracking * cap
    ink = path.boundingRect()
    return QTransform.fromScale(1 / cap, 1 / cap).translate(-(ink.left() + ink.width() / 2), 0).map(path)


@functools.cache
def emblem_path(rank: int) -> QPainterPath:
    """A court card's headpiece, 1 unit wide, sitting on a band along y = 0.17 .. 0.3."""
    band = QPainterPath()
    band.addRoundedRect(QRectF(-0.45, 0.17, 0.9, 0.13), 0.03, 0.03)
    parts = [band]
    if rank == KING:  # King: a crown of three jewelled points.
        crown = QPainterPath()
        crown.moveTo(-0.45, 0.12)
        crown.lineTo(-0.45, -0.2)
        crown.lineTo(-0.22, 0.0)
        crown.lineTo(0.0, -0.3)
        crown.lineTo(0.22, 0.0)
        crown.lineTo(0.45, -0.2)
        crown.lineTo(0.45, 0.12)
        crown.closeSubpath()
        parts.append(crown)
        jewels: tuple[tuple[float, float, float], ...] = ((-0.45, -0.25, 0.07), (0.0, -0.36, 0.08), (0.45, -0.25, 0.07))
    elif rank == QUEEN:  # Queen: a tiara, an arch topped with pearls.
        tiara = QPainterPath()
        tiara.moveTo(-0.42, 0.12)
        tiara.cubicTo(-0.36, -0.02, -0.15, -0.1, 0.0, -0.24)
        tiara.cubicTo(0.15, -0.1, 0.36, -0.02, 0.42, 0.12)
        tiara.closeSubpath()
        parts.append(tiara)
        jewels = (
            (0.0, -0.31, 0.08),
            (-0.24, -0.1, 0.055),
            (0.24, -0.1, 0.055),
            (-0.42, 0.04, 0.045),
            (0.42, 0.04, 0.045),
        )
    else:  # Jack: a cap with a plume.
        cap = QPainterPath()
        cap.moveTo(-0.33, 0.12)
        cap.cubicTo(-0.33, -0.08, -0.18, -0.16, 0.0, -0.16)
        cap.cubicTo(0.18, -0.16, 0.33, -0.08, 0.33, 0.12)
        cap.closeSubpath()
        plume = QPainterPath()
        plume.moveTo(0.08, -0.12)
        plume.cubicTo(0.06, -0.36, -0.22, -0.5, -0.52, -0.46)
        plume.cubicTo(-0.3, -0.38, -0.12, -0.26, -0.06, -0.1)
        plume.closeSubpath()
        parts += [cap, plume]
        jewels = ((0.0, -0.16, 0.06),)
    for x, y, radius in jewels:
        jewel = QPainterPath()
        jewel.addEllipse(QPointF(x, y), radius, radius)
        parts.append(jewel)
    return _union(*parts)
