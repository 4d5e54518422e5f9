"""The card backs, drawn by the program in the theme's colours, for either deck.

A back is drawn in card units like the Clear deck (``card_units.W`` wide,
``card_units.H`` tall): a field, a pale frame, a pattern and a medallion in
the middle, the same both ways up.  ``theme.BACKS`` names each back's pattern
and colours.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen, QPolygonF, QTransform

from ...engine import Suit
from ..look.theme import BACKS, THEME, BackDesign
from .card_units import CORNER_RADIUS, H, W, fill_at, hairline, saved
from .deck_shapes import star_path, suit_path

DEFAULT_BACK = "lattice"


def paint_back(painter: QPainter, rect: QRectF, back_id: str = DEFAULT_BACK) -> None:
    """Paint the back ``back_id`` (an unknown id draws the default) over ``rect``."""
    design = BACKS.get(back_id, BACKS[DEFAULT_BACK])
    with saved(painter):
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.translate(rect.topLeft())
        painter.scale(rect.width() / W, rect.height() / H)
        _paint(painter, design)


def _outline(inset: float = 0.0) -> QPainterPath:
    path = QPainterPath()
    radius = CORNER_RADIUS - inset
    path.addRoundedRect(QRectF(inset, inset, W - 2 * inset, H - 2 * inset), radius, radius)
    return path


def _paint(painter: QPainter, design: BackDesign) -> None:
    painter.fillPath(_outline(), design.field)
    # A pale margin and a field of pattern within it.
    border = hairline(painter, 0.6)
    margin = 4.5
    field = QRectF(margin, margin, W - 2 * margin, H - 2 * margin)
    painter.setPen(QPen(design.accent, hairline(painter, 1.2)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(field.adjusted(-1.5, -1.5, 1.5, 1.5), 2.5, 2.5)
    with saved(painter):
        painter.setClipRect(field)  # a rectangle clips quicker than a rounded path, and the lines stop short anyway
        PATTERNS[design.pattern](painter, field, design)
    _medallion(painter, design, W / 2, H / 2)
    painter.setPen(QPen(THEME.deck_edge, border))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(_outline(border / 2))


def _diagonals(painter: QPainter, field: QRectF, step: float, slopes: tuple[int, ...]) -> None:
    """Lines of slope +1 and/or -1 through points ``step`` apart on the horizontal through the centre."""
    cx, cy = W / 2, H / 2
    lines = []
    left, right, top, bottom = field.left() - 1, field.right() + 1, field.top() - 1, field.bottom() + 1
    for k in range(-int((W + H) / step) - 2, int((W + H) / step) + 3):
        x0 = cx + k * step
        for slope in slopes:
            # y = cy + slope * (x - x0), for x where that y lies in [top, bottom] and x in [left, right]
            ends = sorted((x0 + (top - cy) * slope, x0 + (bottom - cy) * slope))
            start, end = max(left, ends[0]), min(right, ends[1])
            if start < end:
                lines.append(QLineF(start, cy + slope * (start - x0), end, cy + slope * (end - x0)))
    painter.drawLines(lines)


def _cell_centres(field: QRectF, step: float) -> list[QPointF]:
    """The centres of a diagonal lattice's cells (half a step either side of its crossings) in the field."""
    cx, cy, half = W / 2, H / 2, step / 2
    rows, columns = int(H / step) + 1, int(W / step) + 1
    reach = field.adjusted(-2, -2, 2, 2)
    centres = []
    for row in range(-2 * rows, 2 * rows + 1):
        for column in range(-2 * columns, 2 * columns + 1):
            x, y = cx + (column + 1) * half, cy + row * half
            if (row + column) % 2 == 0 and reach.contains(QPointF(x, y)):
                centres.append(QPointF(x, y))
    return centres


def _lattice(painter: QPainter, field: QRectF, design: BackDesign) -> None:
    """A diagonal lattice centred on the card, with a small diamond in every cell (the Clear deck's own back).

    The lines go in one call, the diamonds as plain polygons: quicker than a transformed path for each.
    """
    step = 7.0
    painter.setPen(QPen(design.line, hairline(painter, 0.45)))
    _diagonals(painter, field, step, (1, -1))
    diamond = QTransform.fromScale(2.4, 2.4).map(suit_path(Suit.D)).toFillPolygon()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(design.line)
    for centre in _cell_centres(field, step):
        painter.drawPolygon(diamond.translated(centre))


def _harlequin(painter: QPainter, field: QRectF, design: BackDesign) -> None:
    """Large diamonds, every other one filled, with hairlines between: a harlequin."""
    step = 12.0
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(design.line)
    half = step / 2
    for centre in _cell_centres(field, step):
        x, y = centre.x(), centre.y()
        painter.drawPolygon(
            QPolygonF([QPointF(x, y - half), QPointF(x + half, y), QPointF(x, y + half), QPointF(x - half, y)])
        )
    painter.setPen(QPen(design.accent, hairline(painter, 0.3)))
    _diagonals(painter, field, step, (1, -1))


def _stripes(painter: QPainter, field: QRectF, design: BackDesign) -> None:
    """Fine diagonal pinstripes one way, with a wider pale stripe every fourth."""
    painter.setPen(QPen(design.line, hairline(painter, 1.4)))
    _diagonals(painter, field, 4.0, (1,))
    painter.setPen(QPen(design.accent, hairline(painter, 0.35)))
    _diagonals(painter, field, 16.0, (1,))


def _dots(painter: QPainter, field: QRectF, design: BackDesign) -> None:
    """Small round dots on a diagonal grid."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(design.line)
    for centre in _cell_centres(field, 7.0):
        painter.drawEllipse(centre, 1.3, 1.3)


PATTERNS: dict[str, Callable[[QPainter, QRectF, BackDesign], None]] = {
    "lattice": _lattice,
    "harlequin": _harlequin,
    "stripes": _stripes,
    "dots": _dots,
}


def _medallion(painter: QPainter, design: BackDesign, x: float, y: float) -> None:
    """The back's centre: a ringed disc with an eight-pointed star."""
    with saved(painter):
        painter.setBrush(design.field)
        painter.setPen(QPen(design.accent, hairline(painter, 1.0)))
        painter.drawEllipse(QPointF(x, y), 15.0, 15.0)
        painter.setPen(QPen(design.accent, hairline(painter, 0.4)))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(x, y), 12.8, 12.8)
    fill_at(painter, star_path(8, 0.45), design.accent, x, y, 21.0)
    fill_at(painter, star_path(8, 0.5), design.field, x, y, 8.0)
