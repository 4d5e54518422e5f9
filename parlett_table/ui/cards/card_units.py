"""Card units, shared by the Clear deck and the card backs: a card 100 units wide, and painting helpers.

A card is :data:`W` = 100 units wide and :data:`H` = 100 × ``CARD_ASPECT`` tall, with
the origin at its top-left corner.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath

from ..look.layout import CARD_ASPECT

W = 100.0
H = W * CARD_ASPECT
CORNER_RADIUS = 5.0


@contextmanager
def saved(painter: QPainter) -> Iterator[QPainter]:
    painter.save()
    try:
        yield painter
    finally:
        painter.restore()


def fill_at(
    painter: QPainter,
    path: QPainterPath,
    colour: QColor | QBrush,
    x: float,
    y: float,
    sx: float,
    sy: float | None = None,
    turned: bool = False,
) -> None:
    """Fill ``path`` scaled by (sx, sy) with its origin at (x, y), upside down if ``turned``."""
    with saved(painter):
        painter.translate(x, y)
        if turned:
            painter.rotate(180)
        painter.scale(sx, sx if sy is None else sy)
        painter.fillPath(path, colour)


def hairline(painter: QPainter, units: float) -> float:
    """A pen width of ``units`` card units, but never under one device pixel."""
    scale = math.sqrt(abs(painter.deviceTransform().determinant())) or 1.0
    return max(units, 1.0 / scale)
