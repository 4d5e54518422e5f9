"""A card on the table: it moves, turns over, lifts when playable, and reports clicks.

It knows nothing of the rules: the scene tells it whether it is playable, and
a click only says "this card was clicked".
"""

from __future__ import annotations

import functools
import math
import sys
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import Property, QEasingCurve, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtGui import QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine import Card
from ...play.clock import Clock
from ..look.layout import OPPONENT_SCALE, TAKEN_SCALE
from ..look.theme import THEME, with_alpha

RESTING_ZOOMS = (TAKEN_SCALE, OPPONENT_SCALE, 1.0)  # the sizes cards rest at, as shares of the table's card size


class CardArt(Protocol):
    """Rendered card images (``decks.CardPixmaps``)."""

    def face(self, card: Card, width_px: int, dpr: float, joker_title: str = "Joker") -> QPixmap: ...

    def back(self, width_px: int, dpr: float) -> QPixmap: ...


class CardItem(QGraphicsObject):
    """One card.  ``card`` is None for a face-down card whose face the player may not know."""

    clicked = Signal(object)  # CardItem
    hovered = Signal(object, bool)  # CardItem, entered

    def __init__(self, art: CardArt, card: Card | None, face_up: bool, width: float, joker_title: str) -> None:
        super().__init__()
        self._art = art
        self.card = card
        self.face_up = face_up and card is not None
        self.joker_title = joker_title
        self._width = width
        self._height = width * 1.447
        self._flip = 0.0  # 0 → 1 while turning over; the face changes halfway
        self._lift = 0.0  # how far the card is raised out of the hand, as a share of its height
        self.dpr = 1.0
        self.playable: bool | None = None  # None: not the player's decision; else lift or dim
        self.focused = False  # the keyboard's current card
        self.marked = False  # the card that won a finished trick: outlined
        self.interactive = False
        self.motion: QPropertyAnimation | None = None  # the lift animation
        self.lift_ms = 110  # 0 when animations are off
        self.clock = Clock()  # the lift's (the scene hands in the table's)
        self._tilt = 0.0  # degrees, clockwise
        self._zoom = 1.0
        self._bounds: QRectF | None = None  # boundingRect(), worked out when first asked
        self.setAcceptHoverEvents(True)
        # Drawn once into a cache and reused while only its position changes (most frames of most cards).
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # --- size and looks ------------------------------------------------------------------

    @property
    def width(self) -> float:
        return self._width

    def set_size(self, width: float, height: float) -> None:
        if (width, height) != (self._width, self._height):
            self.prepareGeometryChange()
            self._width, self._height = width, height
            self._bounds = None

    def boundingRect(self) -> QRectF:
        if self._bounds is None:
            w, h = self._width, self._height
            lift = 0.16 * h  # the most a card is raised
            spread = SHADOW_PAD * w + 7  # its soft shadow, which falls down and to the right
            upright = QRectF(-w / 2 - spread, -h / 2 - lift - spread, w + 2 * spread + 4, h + lift + 2 * spread + 6)
            self._bounds = self._turn_and_zoom().mapRect(upright)
        return self._bounds

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._card_rect())
        return self._turn_and_zoom().map(path)

    # --- turning and zooming --------------------------------------------------------------
    # The card turns and zooms itself in paint() instead of through Qt's rotation and scale:
    # Qt resamples a rotated or scaled item's cache on every repaint (a fanned hand cost most
    # of a frame), while an item that only moves has its cache copied pixel for pixel.

    def _turn_and_zoom(self) -> QTransform:
        return QTransform().rotate(self._tilt).scale(self._zoom, self._zoom)

    def _get_tilt(self) -> float:
        return self._tilt

    def _set_tilt(self, degrees: float) -> None:
        if degrees != self._tilt:
            self.prepareGeometryChange()
            self._tilt = degrees
            self._bounds = None
            self.update()

    def _get_zoom(self) -> float:
        return self._zoom

    def _set_zoom(self, factor: float) -> None:
        if factor != self._zoom:
            self.prepareGeometryChange()
            self._zoom = factor
            self._bounds = None
            self.update()

    # Qt properties, so animations can drive them; to type checkers, the floats they hold.
    if TYPE_CHECKING:
        tilt: float  # degrees clockwise
        zoom: float  # size relative to the table's card size
    else:
        tilt = Property(float, _get_tilt, _set_tilt)
        zoom = Property(float, _get_zoom, _set_zoom)

    def _card_rect(self) -> QRectF:
        w, h = self._width, self._height
        return QRectF(-w / 2, -h / 2 - self._lift * h, w, h)

    def set_identity(self, card: Card | None) -> None:
        """Say which card this is (an opponent's card becomes known when played)."""
        self.card = card
        self.update()

    def set_face_up(self, face_up: bool) -> None:
        self.face_up = face_up and self.card is not None
        self.update()

    def set_marked(self, marked: bool) -> None:
        """Outline the card (it won the trick on the table) or stop."""
        if marked != self.marked:
            self.marked = marked
            self.update()

    def set_state(self, playable: bool | None, interactive: bool, focused: bool = False) -> None:
        """Playable cards lift, unplayable ones are shaded (never colour alone), the focused one is outlined."""
        self.playable, self.interactive, self.focused = playable, interactive, focused
        if not interactive:
            self.setCursor(Qt.CursorShape.ArrowCursor)
        else:
            shape = Qt.CursorShape.PointingHandCursor if playable else Qt.CursorShape.ForbiddenCursor
            self.setCursor(shape)
        self._animate_lift(self._wanted_lift(hovered=False))
        self.update()

    def _wanted_lift(self, hovered: bool) -> float:
        if not self.interactive or not self.playable:
            return 0.0
        return 0.09 if (hovered or self.focused) else 0.05

    def _animate_lift(self, target: float) -> None:
        if self.motion is not None:
            self.motion.stop()
        if abs(target - self._lift) < 1e-3:
            return
        if self.lift_ms <= 0:
            self._set_lift(target)
            return
        self.motion = QPropertyAnimation(self, b"lift", self)
        self.motion.setDuration(self.lift_ms)
        self.motion.setEndValue(target)
        self.motion.setEasingCurve(QEasingCurve.Type.OutCubic)
        self.clock.run(self.motion)

    # --- animated properties -----------------------------------------------------------

    def _get_flip(self) -> float:
        return self._flip

    def _set_flip(self, value: float) -> None:
        self._flip = value
        self.update()

    flip = Property(float, _get_flip, _set_flip)

    def _get_lift(self) -> float:
        return self._lift

    def _set_lift(self, value: float) -> None:
        self.prepareGeometryChange()
        self._lift = value

    lift = Property(float, _get_lift, _set_lift)

    def finish_flip(self) -> None:
        """After a turn-over animation: the other face is now the resting one."""
        self.face_up = not self.face_up and self.card is not None
        self._flip = 0.0
        self.update()

    # --- painting ---------------------------------------------------------------------

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self._card_rect()
        painter.save()
        try:
            if self._tilt or self._zoom != 1.0:
                painter.setTransform(self._turn_and_zoom(), True)
            self._paint_card(painter, rect)
        except Exception:  # an error escaping a cached paint brings Qt down: report it, draw a plain card
            if not CardItem.paint_failed:
                CardItem.paint_failed = True  # once: the same error would come with every frame
                sys.excepthook(*sys.exc_info())
            painter.setPen(QPen(THEME.deck_edge, 1))
            painter.setBrush(THEME.deck_paper)
            painter.drawRoundedRect(rect, self._width * 0.06, self._width * 0.06)
        finally:
            painter.restore()

    paint_failed = False  # class-wide: a card failed to draw (reported once)
    trick_zoom = 1.0  # class-wide: the size cards rest at in the trick (the scene sets it with the layout)

    def _paint_card(self, painter: QPainter, rect: QRectF) -> None:
        showing_face = self.face_up != (self._flip > 0.5)
        squeeze = abs(math.cos(math.pi * self._flip))
        if squeeze < 0.999:
            painter.translate(rect.center())
            painter.scale(max(squeeze, 0.02), 1.0)
            painter.translate(-rect.center())
        depth = 1.5 + 5.0 * self._lift
        zoom = _pixmap_zoom(self._zoom)
        shadow = _shadow(round(self._width * zoom), round(self._height * zoom), self.dpr)
        pad = SHADOW_PAD * self._width
        # A shadow is a soft blur that fades out before its edges: drawn without antialiasing or smoothing it
        # looks the same, and a turned card costs half as much.
        painter.setRenderHint(QPainter.RenderHint.Antialiasing, False)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        draw_pixmap(painter, rect.translated(depth * 0.6, depth).adjusted(-pad, -pad, pad, pad), shadow)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        width_px = max(8, round(self._width * zoom))
        if showing_face and self.card is not None:
            pixmap = self._art.face(self.card, width_px, self.dpr, self.joker_title)
        else:
            pixmap = self._art.back(width_px, self.dpr)
        draw_pixmap(painter, rect, pixmap)
        if self.playable is False:  # shaded, as well as left unraised: never colour alone
            shade = _shade(round(self._width * zoom), round(self._height * zoom), self.dpr)
            draw_pixmap(painter, rect, shade)
        if self.playable and THEME.playable.alpha():  # high contrast: a playable card is outlined too
            painter.setPen(QPen(THEME.playable, max(2.0, self._width * 0.03)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, self._width * 0.06, self._width * 0.06)
        if self.focused or self.marked:
            radius = self._width * 0.06
            width = self._width * (0.045 if self.marked else 0.028)
            painter.setPen(QPen(THEME.focus, max(2.0, width)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            grow = width / 2 if self.marked else 1
            painter.drawRoundedRect(rect.adjusted(-grow, -grow, grow, grow), radius, radius)

    # --- input ---------------------------------------------------------------------------

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit(self)
            event.accept()
        else:
            super().mousePressEvent(event)

    def hoverEnterEvent(self, event: object) -> None:
        self._animate_lift(self._wanted_lift(hovered=True))
        self.hovered.emit(self, True)

    def hoverLeaveEvent(self, event: object) -> None:
        self._animate_lift(self._wanted_lift(hovered=False))
        self.hovered.emit(self, False)


def draw_pixmap(painter: QPainter, target: QRectF, pixmap: QPixmap) -> None:
    """Draw ``pixmap`` over ``target``: pixel for pixel when nothing turns or squeezes it.

    A card's pixmaps are made at its size on screen, so unless the card is turning
    over (or the painter rotates) they can be copied on whole device pixels, which
    is sharper and about ten times quicker than resampling them at a fraction of a pixel.
    """
    transform = painter.worldTransform()
    if transform.type().value <= QTransform.TransformationType.TxScale.value:
        device = transform.mapRect(target)
        width, height = pixmap.width(), pixmap.height()  # device pixels
        if abs(device.width() - width) <= 1.5 and abs(device.height() - height) <= 1.5:
            centre = device.center()
            painter.save()
            painter.resetTransform()
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
            left, top = round(centre.x() - width / 2), round(centre.y() - height / 2)
            painter.drawPixmap(QRectF(left, top, width, height), pixmap, QRectF(pixmap.rect()))
            painter.restore()
            return
    painter.drawPixmap(target, pixmap, QRectF(pixmap.rect()))


def _pixmap_zoom(zoom: float) -> float:
    """The zoom to make a card's pixmaps for.

    At rest, its own, so they are sharp and copied pixel for pixel; while it grows or
    shrinks, the next resting size up, so a flight does not draw a new card every frame.
    """
    resting = (*RESTING_ZOOMS, CardItem.trick_zoom)
    return min((size for size in resting if size >= zoom - 1e-6), default=zoom)


SHADOW_PAD = 0.06  # how far a card's soft shadow spreads beyond it, in card widths


@functools.lru_cache(maxsize=32)
def _shadow(width: int, height: int, dpr: float) -> QPixmap:
    """A soft shadow for a card of this size, drawn once: painting rounded translucent shapes every frame is slow."""
    pad = SHADOW_PAD * width
    pixmap = QPixmap(round((width + 2 * pad) * dpr), round((height + 2 * pad) * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    radius = width * 0.06
    steps = 6
    for step in range(steps):  # layers from wide and faint to tight and darker: a blur without a blur filter
        inset = pad * step / steps
        painter.setBrush(with_alpha(THEME.card_shadow, 9 + 2 * step))
        body = QRectF(inset, inset, width + 2 * (pad - inset), height + 2 * (pad - inset))
        painter.drawRoundedRect(body, radius + pad - inset, radius + pad - inset)
    painter.end()
    return pixmap


@functools.lru_cache(maxsize=8)
def _shade(width: int, height: int, dpr: float) -> QPixmap:
    """The darkening laid over a card that may not be played now."""
    pixmap = QPixmap(round(width * dpr), round(height * dpr))
    pixmap.setDevicePixelRatio(dpr)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(THEME.card_shade)
    radius = width * 0.06
    painter.drawRoundedRect(QRectF(0, 0, width, height), radius, radius)
    painter.end()
    return pixmap


def forget_shades() -> None:
    """Drop the shades drawn so far (the table's contrast changed their colour)."""
    _shade.cache_clear()
