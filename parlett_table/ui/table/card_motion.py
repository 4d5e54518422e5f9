"""The animations of one card: travelling to a place (position, tilt and size together), and turning over.

The scene decides where cards go and keeps track of the ones in motion; this module only builds the
animations (and points a running one at a new place when the table is re-laid out).
"""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QPropertyAnimation,
    QSequentialAnimationGroup,
)

from ..look.layout import Place
from .card_item import CardItem


def travel(
    item: CardItem, place: Place, duration: int, easing: QEasingCurve.Type, delay: int
) -> tuple[QAbstractAnimation, QParallelAnimationGroup]:
    """The animation of ``item`` to ``place`` after ``delay`` ms, and its group of moves (to retarget it)."""
    group = QParallelAnimationGroup()
    for name, start, end in (
        (b"pos", item.pos(), QPointF(place.x, place.y)),
        (b"tilt", item.tilt, nearest_turn(item.tilt, place.rotation)),
        (b"zoom", item.zoom, place.scale),
    ):
        animation = QPropertyAnimation(item, name)
        animation.setDuration(duration)
        animation.setStartValue(start)
        animation.setEndValue(end)
        animation.setEasingCurve(easing)
        group.addAnimation(animation)
    if not delay:
        return group, group
    delayed = QSequentialAnimationGroup()
    delayed.addPause(delay)
    delayed.addAnimation(group)
    return delayed, group


def retarget(group: QParallelAnimationGroup, place: Place) -> None:
    """Point a card's moves (from ``travel``) at a new place, keeping their timing."""
    for index in range(group.animationCount()):
        animation = group.animationAt(index)
        if not isinstance(animation, QPropertyAnimation):
            continue
        name = bytes(animation.propertyName().data()).decode()
        if name == "pos":
            animation.setEndValue(QPointF(place.x, place.y))
        elif name == "tilt":
            animation.setEndValue(place.rotation)
        elif name == "zoom":
            animation.setEndValue(place.scale)


def nearest_turn(start: float, end: float) -> float:
    """The end rotation reached by the shorter way round."""
    while end - start > 180:
        end -= 360
    while start - end > 180:
        end += 360
    return end


def turning_over(item: CardItem, duration: int) -> QPropertyAnimation:
    """The animation of ``item`` turning over; it shows the other face when done."""
    animation = QPropertyAnimation(item, b"flip")
    animation.setDuration(duration)
    animation.setStartValue(0.0)
    animation.setEndValue(1.0)
    animation.setEasingCurve(QEasingCurve.Type.InOutSine)
    animation.finished.connect(item.finish_flip)
    return animation
