"""Where everything goes on the table, for a window size and a number of players.

Pure geometry (no Qt), recomputed on every resize.  Seat 0 sits at the
bottom; play passes to the left, that is clockwise on the screen, so seat 1
is on the left.  Positions are the centres of cards, in scene pixels.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

SVG_CARD_WIDTH, SVG_CARD_HEIGHT = 169.075, 244.640  # the svg-cards deck's card size
CARD_ASPECT = SVG_CARD_HEIGHT / SVG_CARD_WIDTH  # height / width, shared by both decks
OPPONENT_SCALE = 0.56  # opponents' face-down hands
TAKEN_SCALE = 0.40  # the small stacks of tricks taken
HAND_SPAN = 0.80  # the player's hand at its widest, as a share of the window's width
SIDE_SPAN = 0.40  # a side opponent's hand at its longest, as a share of the window's height
FAN_BOW = 0.14  # how far the ends of an opponent's fan fall back, in card widths
ARC_DROP = 0.06  # how far the ends of the player's fanned hand sit below its middle, in card heights
REFERENCE_HEIGHT = 176.0  # card height at 1280 × 800, where the interface scale is 1


@dataclass(frozen=True)
class Place:
    """A card's resting place: centre, rotation in degrees, scale and stacking order."""

    x: float
    y: float
    rotation: float = 0.0
    scale: float = 1.0
    z: float = 0.0


@dataclass(frozen=True)
class Box:
    """A rectangle by its centre and size."""

    x: float
    y: float
    width: float
    height: float

    @property
    def left(self) -> float:
        return self.x - self.width / 2

    @property
    def top(self) -> float:
        return self.y - self.height / 2

    @property
    def right(self) -> float:
        return self.x + self.width / 2

    @property
    def bottom(self) -> float:
        return self.y + self.height / 2


# Where each seat sits, as (side, position along that side from 0 to 1), by number of players.
SIDES: dict[int, tuple[tuple[str, float], ...]] = {
    2: (("bottom", 0.5), ("top", 0.5)),
    3: (("bottom", 0.5), ("left", 0.5), ("right", 0.5)),
    4: (("bottom", 0.5), ("left", 0.5), ("top", 0.5), ("right", 0.5)),
    5: (("bottom", 0.5), ("left", 0.5), ("top", 0.35), ("top", 0.65), ("right", 0.5)),
}


class TableLayout:
    """The geometry of the table at one size."""

    def __init__(self, width: float, height: float, players: int) -> None:
        if players not in SIDES:
            raise ValueError(f"no layout for {players} players")
        self.width = max(width, 320.0)
        self.height = max(height, 240.0)
        self.players = players
        self.card_height = max(48.0, min(self.height * 0.215, self.width * 0.115 * CARD_ASPECT))
        self.card_width = self.card_height / CARD_ASPECT
        self.unit = self.card_height / REFERENCE_HEIGHT  # interface scale for text and panels
        self.margin = max(8.0, 14.0 * self.unit)
        self.centre = (self.width / 2, self.height * 0.44)

    # --- seats ------------------------------------------------------------------------

    def side(self, seat: int) -> str:
        return SIDES[self.players][seat][0]

    def hand_centre(self, seat: int) -> tuple[float, float]:
        """The middle of a seat's hand."""
        side, along = SIDES[self.players][seat]
        small_h = self.card_height * OPPONENT_SCALE
        if side == "bottom":
            return (
                self.width / 2,
                self.height - self.card_height * 0.5 - self.margin * 0.5 - ARC_DROP * self.card_height,
            )
        inset = self.margin + small_h / 2 + FAN_BOW * self.card_width * OPPONENT_SCALE
        if side == "top":
            return (self.width * along, inset)
        x = inset
        return (x if side == "left" else self.width - x, self.height * 0.38)

    def _fan_step(self, count: int, span: float, card_extent: float, largest: float) -> float:
        if count <= 1:
            return 0.0
        return min(largest, (span - card_extent) / (count - 1))

    def hand_places(self, seat: int, count: int) -> list[Place]:
        """Resting places for a hand of ``count`` cards, left to right as the seat holds them."""
        cx, cy = self.hand_centre(seat)
        side = self.side(seat)
        if side == "bottom":
            step = self._fan_step(count, self.width * HAND_SPAN, self.card_width, self.card_width * 0.64)
            places = []
            for i in range(count):
                offset = i - (count - 1) / 2
                # A gentle arc: cards lean outwards and drop towards the ends.
                rotation = offset * min(1.6, 14.0 / max(count, 1))
                spread = (offset * step) / (self.width * 0.4)  # -1 … 1 across the widest hand
                places.append(
                    Place(cx + offset * step, cy + ARC_DROP * self.card_height * spread**2, rotation, 1.0, 100 + i)
                )
            return places
        small_w = self.card_width * OPPONENT_SCALE
        if side == "top":
            span = self.width * (0.42 if self.players == 5 else 0.5)
            step = self._fan_step(count, span, small_w, small_w * 0.3)
        else:
            step = self._fan_step(count, self.height * SIDE_SPAN, small_w, small_w * 0.3)
        # Held in a slight fan: the ends tilt and fall back towards the edge of the table.
        base = {"top": 180.0, "left": 90.0, "right": -90.0}[side]
        bow = small_w * FAN_BOW
        places = []
        for i in range(count):
            offset = i - (count - 1) / 2
            along = offset * step
            back = bow * (offset / max(1.0, (count - 1) / 2)) ** 2
            tilt = offset * min(1.0, 9.0 / max(count, 1))
            if side == "top":
                x, y, rotation = cx + along, cy - back, base - tilt
            elif side == "left":
                x, y, rotation = cx - back, cy + along, base + tilt
            else:
                x, y, rotation = cx + back, cy - along, base + tilt
            places.append(Place(x, y, rotation, OPPONENT_SCALE, 10 + i))
        return places

    def hand_extent(self, seat: int, count: int) -> Box:
        """The box a hand of ``count`` cards covers (ignoring the fan's small rotations)."""
        places = self.hand_places(seat, max(count, 1))
        side = self.side(seat)
        w, h = self.card_width, self.card_height
        if side != "bottom":
            w, h = w * OPPONENT_SCALE, h * OPPONENT_SCALE
        if side in ("left", "right"):
            w, h = h, w
        xs = [p.x for p in places]
        ys = [p.y for p in places]
        return Box((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2, max(xs) - min(xs) + w, max(ys) - min(ys) + h)

    def plate(self, seat: int) -> Box:
        """The name plate of a seat, beside the widest its hand can be, so it never moves during a deal."""
        w, h = 204.0 * self.unit, 58.0 * self.unit
        cx, cy = self.hand_centre(seat)
        side = self.side(seat)
        gap = self.margin * 0.6
        if side == "bottom":
            x = max(self.margin + w / 2, self.width * (1 - HAND_SPAN) / 2 + w / 2)
            return Box(x, cy - self.card_height / 2 - gap - h / 2 - 8 * self.unit, w, h)
        if side == "top":
            return Box(cx, cy + self.card_height * OPPONENT_SCALE / 2 + gap + h / 2, w, h)
        x = self.margin + w / 2 if side == "left" else self.width - self.margin - w / 2
        return Box(x, cy + self.height * SIDE_SPAN / 2 + gap + h / 2, w, h)

    def taken_place(self, seat: int, index: int) -> Place:
        """The ``index``-th trick in a seat's pile of tricks taken, beside its name plate."""
        plate = self.plate(seat)
        small_w = self.card_width * TAKEN_SCALE
        side = self.side(seat)
        towards_middle = 1 if side in ("left", "bottom") or (side == "top" and plate.x < self.width / 2) else -1
        x = plate.x + towards_middle * (plate.width / 2 + self.margin * 0.5 + small_w / 2)
        shown = min(index, 7)  # a tidy pile: later tricks land on top of the seventh
        step = 2.2 * self.unit
        return Place(x + shown * step * towards_middle, plate.y - shown * step * 0.7, 0.0, TAKEN_SCALE, 50 + index)

    # --- the middle of the table ---------------------------------------------------------

    def direction(self, seat: int) -> float:
        """The angle, in radians, from the middle of the table towards ``seat``."""
        cx, cy = self.centre
        hx, hy = self.hand_centre(seat)
        return math.atan2(hy - cy, hx - cx)

    def trick_place(self, seat: int, order: int) -> Place:
        """Where ``seat``'s card lies in the trick; ``order`` is its place in play order (stacking)."""
        cx, cy = self.centre
        angle = self.direction(seat)
        rx = self.card_width * (0.78 if self.players <= 4 else 0.95)
        ry = self.card_height * 0.40
        tilt = ((seat * 37) % 11 - 5) * 0.8  # a touch of disorder, the same for a seat every trick
        return Place(cx + math.cos(angle) * rx, cy + math.sin(angle) * ry, tilt, 1.0, 200 + order)

    def pack_place(self, dealer: int) -> Place:
        """Where the pack sits while the dealer deals: in front of the dealer."""
        cx, cy = self.centre
        hx, hy = self.hand_centre(dealer)
        return Place(cx + (hx - cx) * 0.55, cy + (hy - cy) * 0.55, 0.0, OPPONENT_SCALE, 300)

    def message_box(self) -> Box:
        """The line of text above the player's hand (prompts, hints, reasons), clear of the name plate."""
        hand_top = self.hand_centre(0)[1] - self.card_height / 2
        h = 30.0 * self.unit
        plate = self.plate(0)
        width = min(720 * self.unit, self.width - 2 * (plate.right + self.margin))
        return Box(self.width / 2, hand_top - self.margin - h / 2 - 22 * self.unit, max(width, 200.0), h)

    def info_box(self, lines: int = 2) -> Box:
        """The game panel in the top-left corner: game, ``lines`` lines of text (deal, dealer, aim), trump."""
        w, h = 222.0 * self.unit, (70.0 + 17.0 * lines) * self.unit
        return Box(self.margin + w / 2, self.margin + h / 2, w, h)

    def score_box(self) -> Box:
        """The running totals in the top-right corner."""
        w = 190.0 * self.unit
        h = (40.0 + 22.0 * self.players) * self.unit
        return Box(self.width - self.margin - w / 2, self.margin + h / 2, w, h)
