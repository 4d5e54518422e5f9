"""Where everything goes on the table, for a window size and a number of players.

Pure geometry (no Qt), recomputed on every resize.  Seat 0 sits at the
bottom; play passes to the left, that is clockwise on the screen, so seat 1
is on the left.  Positions are the centres of cards, in scene pixels.

The table is cut into regions that never overlap, so nothing drawn in one
can cover another:

- the player's hand along the bottom, and above it the *strip*: the player's
  name plate and pile of tricks on the left, the Hint button on the right,
  and between them the message box (what to do now), which has room for
  three lines;
- a *column* down each side: the game panel or the scores at the top, a side
  seat's hand, its name plate and its pile;
- seats across the top (two, four or five players), each hand above its plate;
- the *middle* that is left: the trick (with its caption above it), and, in
  Who's Who, a band under the trick for the decision bar.  Panels over the
  table (the result, decisions with no trick on the table) use the middle.
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
HAND_LIFT = 0.09  # the most a card of the player's hand is raised (hovered or focused), in card heights
REFERENCE_HEIGHT = 176.0  # card height at 1280 × 800, where the interface scale is 1
PLATE_WIDTH, PLATE_HEIGHT = 204.0, 58.0  # a name plate at the interface scale 1 (wider if its words need it)
INFO_WIDTH = 222.0  # the game panel in the top-left corner at the interface scale 1 (wider if its words need it)
SCORE_WIDTH = 190.0  # the scores in the top-right corner at the interface scale 1 (wider if its words need it)
PILE_STEP = 2.2  # how far each trick in a pile sits from the one below, at the interface scale 1
PILE_SHOWN = 7  # a pile shows at most this many steps: later tricks land on top
MESSAGE_LINES = 3  # the message box has room for this many lines
GIVE_BAND = 104.0  # the room kept under the trick for Who's Who's decision bar, at the interface scale 1
GIVE_BAND_LEAST = 76.0  # pixels: that bar with text at its smallest (two lines of question and a row of buttons)
CAPTION_HEIGHT = 46.0  # the caption over a finished trick (who took it, and why), at the interface scale 1
CLAIM_WIDTH = 144.0  # the "Play out the rest" button at the interface scale 1 (wider if its words need it)
SMALL_TEXT_UNIT = 12.0 / 14.0  # below this interface scale text can hardly shrink to fit: boxes keep a line more
SMALLEST_TEXT_UNIT = 0.6  # below this interface scale (a table under about 490 pixels high) text is at its floor
SMALLEST_LINE = 14.0  # pixels: a line of the smallest text (10 px, theme.font's floor) with its leading


def line_room(pixels: float) -> float:
    """The height a line of text meant to take ``pixels`` takes: never less than a line of the smallest text."""
    return max(pixels, SMALLEST_LINE)


# Larger print: the table's cards and text are drawn this much larger (as far as the window allows).
PRINT_SCALES: dict[str, float] = {"normal": 1.0, "large": 1.15, "larger": 1.3}

# Each seat's card in the trick, as an offset from the trick's centre in card widths and heights, by the
# seat's place on screen: every card lies in front of its player and none covers another.
TRICK_OFFSETS: dict[int, tuple[tuple[float, float], ...]] = {
    2: ((0.55, 0.22), (-0.55, -0.22)),
    3: ((0.0, 0.34), (-1.08, -0.2), (1.08, -0.2)),
    4: ((0.0, 0.54), (-1.08, 0.0), (0.0, -0.54), (1.08, 0.0)),
    5: ((0.0, 0.54), (-1.6, -0.06), (-0.54, -0.54), (0.54, -0.54), (1.6, -0.06)),
}
TRICK_TILT = 0.7  # degrees per step of a card's slight, fixed turn in the trick
TRICK_SCALE_WANTED = 0.8  # the trick's cards at least this share of the hand's, if smaller cards all round allow


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

    @staticmethod
    def from_edges(left: float, top: float, right: float, bottom: float) -> Box:
        return Box((left + right) / 2, (top + bottom) / 2, max(0.0, right - left), max(0.0, bottom - top))

    def overlaps(self, other: Box) -> bool:
        across = self.left < other.right and other.left < self.right
        return across and self.top < other.bottom and other.top < self.bottom

    def united(self, other: Box) -> Box:
        return Box.from_edges(
            min(self.left, other.left), min(self.top, other.top), max(self.right, other.right),
            max(self.bottom, other.bottom),
        )  # fmt: skip


# Where each seat sits, as (side, position along that side from 0 to 1), by number of players.
SIDES: dict[int, tuple[tuple[str, float], ...]] = {
    2: (("bottom", 0.5), ("top", 0.5)),
    3: (("bottom", 0.5), ("left", 0.5), ("right", 0.5)),
    4: (("bottom", 0.5), ("left", 0.5), ("top", 0.5), ("right", 0.5)),
    5: (("bottom", 0.5), ("left", 0.5), ("top", 0.35), ("top", 0.65), ("right", 0.5)),
}


class TableLayout:
    """The geometry of the table at one size.

    ``print_scale`` enlarges cards and text (the larger-print preference); ``give_room`` keeps a band
    under the trick for a decision taken while the trick lies there (Who's Who); ``plate_width`` is the
    width a name plate's words need, at the interface scale 1, ``info_width`` the game panel's and ``claim_width``
    the "Play out the rest" button's, its words on ``claim_lines`` lines (a translation may need more room than
    the English).
    """

    def __init__(
        self,
        width: float,
        height: float,
        players: int,
        print_scale: float = 1.0,
        give_room: bool = False,
        plate_width: float = PLATE_WIDTH,
        info_width: float = INFO_WIDTH,
        claim_width: float = CLAIM_WIDTH,
        claim_lines: int = 1,
        score_width: float = SCORE_WIDTH,
    ) -> None:
        if players not in SIDES:
            raise ValueError(f"no layout for {players} players")
        self.width = max(width, 320.0)
        self.height = max(height, 240.0)
        self.players = players
        self.print_scale = print_scale
        self.give_room = give_room
        w, h = self.width, self.height
        fitting = min(h * 0.215, w * 0.115 * CARD_ASPECT)
        # The interface scale for text and panels: larger print enlarges text fully, though the cards may
        # have to stop short of it where the window has no more room.
        self.unit = max(48.0, fitting * print_scale) / REFERENCE_HEIGHT
        u = self.unit
        self.margin = max(8.0, 14.0 * u)
        self.gap = max(5.0, 7.0 * u)
        self.plate_width = min(max(PLATE_WIDTH, plate_width) * u, w * 0.28)
        self.info_width = min(max(INFO_WIDTH, info_width) * u, w * 0.28)
        self.score_width = min(max(SCORE_WIDTH, score_width) * u, w * 0.28)
        self.claim_width = min(max(116.0, max(CLAIM_WIDTH, claim_width) * u), w * 0.3)
        self.claim_lines = claim_lines
        # Where text is near its smallest it cannot shrink to take longer words: the message box and the trick's
        # caption keep a line more.
        self.extra_line = 1 if u < SMALL_TEXT_UNIT else 0
        # Below SMALLEST_TEXT_UNIT all text is at its floor: the message keeps one line more again (in some
        # languages a prompt is the longest text on the table).
        self.message_lines = MESSAGE_LINES + self.extra_line + (1 if u < SMALLEST_TEXT_UNIT else 0)
        # A plate holds a name and a line under it, and a role's pill over its lower edge: where the text can
        # shrink no further, the plate grows to keep them apart.
        self.plate_height = max(PLATE_HEIGHT * u, 9 * u + line_room(20 * u) + line_room(18 * u) * 1.5)
        # Cards as large as asked for, but smaller where the trick would otherwise be cramped (the seats across
        # the top of a four- or five-player table take room from the middle).
        card_height = max(48.0, min(fitting * print_scale, h * 0.27, w * 0.14 * CARD_ASPECT))
        for _ in range(12):
            self._place_all(card_height)
            if self.trick_scale >= TRICK_SCALE_WANTED or card_height * 0.95 < fitting * 0.75:
                break
            card_height *= 0.95

    def _place_all(self, card_height: float) -> None:
        self.card_height = card_height
        self.card_width = card_height / CARD_ASPECT
        # A plate's row: the plate and, beside it, its pile, which rises a little as it grows.
        small_h = self.card_height * TAKEN_SCALE
        self.row_above = max(self.plate_height, small_h) / 2 + PILE_STEP * self.unit * PILE_SHOWN * 0.7
        self.row_below = max(self.plate_height, small_h) / 2
        self._place_bottom()
        self._place_columns()
        self._place_middle()

    # --- regions, worked out once ------------------------------------------------------------

    def _place_bottom(self) -> None:
        """The player's hand, and the strip above it: plate and pile, message box, Hint."""
        u, ch = self.unit, self.card_height
        self.hand_y = self.height - ch * 0.5 - self.margin * 0.5 - ARC_DROP * ch
        self.strip_bottom = self.hand_y - ch * 0.5 - HAND_LIFT * ch - self.gap
        line = line_room(18.0 * u)  # a line of the message at its font (14 × unit px, never below 10 px)
        self.message_height = self.message_lines * line + max(8.0, 10.0 * u)
        button_h = max(26.0, 32.0 * u)
        claim_h = button_h + (self.claim_lines - 1) * max(13.0, 17.0 * u)  # a line of its text
        # Room at the right for two buttons, one above the other: Hint, and Play out the rest over it.
        buttons_h = button_h + claim_h + self.gap / 2
        self.strip_top = self.strip_bottom - max(self.message_height, self.row_above + self.row_below, buttons_h)
        hint_w, claim_w = max(64.0, 84.0 * u), self.claim_width
        right = self.width - self.margin
        self.hint = Box(right - hint_w / 2, self.strip_bottom - button_h / 2, hint_w, button_h)
        self.claim = Box(right - claim_w / 2, self.hint.top - self.gap / 2 - claim_h / 2, claim_w, claim_h)

    def _place_columns(self) -> None:
        """The side columns: corner panels at the top, then a side seat's hand and its plate."""
        pile = self.card_width * TAKEN_SCALE + PILE_STEP * self.unit * PILE_SHOWN
        self.column_width = self.plate_width + self.gap + pile
        corners = max(self.info_box(3).bottom, self.score_box().bottom) + self.gap
        # A side seat's plate sits in the row above the player's (the same column), its hand above that.
        self.side_plate_y = self.strip_top - self.gap - self.row_below
        hand_bottom = self.side_plate_y - self.row_above - self.gap
        room = max(self.card_width * OPPONENT_SCALE, hand_bottom - corners)
        self.side_span = min(self.height * SIDE_SPAN, room)
        self.side_y = hand_bottom - self.side_span / 2

    def _place_middle(self) -> None:
        """What is left in the middle: the trick with its caption, the band for decisions, panels."""
        left = self.margin + self.column_width + self.gap
        right = self.width - left
        top = self.margin
        for seat, (side, _) in enumerate(SIDES[self.players]):
            if side == "top":
                top = max(top, self.plate(seat).bottom + self.gap, self.pile_extent(seat).bottom + self.gap)
        for corner in (self.info_box(3), self.score_box()):
            if corner.right > left and corner.left < right:
                top = max(top, corner.bottom + self.gap)
        bottom = self.strip_bottom - self.message_height - self.gap
        self.middle = Box.from_edges(left, top, right, bottom)
        band = max(GIVE_BAND * self.unit, GIVE_BAND_LEAST + SMALLEST_LINE * self.extra_line) if self.give_room else 0.0
        self.trick_area = Box.from_edges(left, top, right, bottom - band)
        offsets = TRICK_OFFSETS[self.players]
        span_x = max(abs(dx) for dx, _ in offsets) * 2 + 1.0
        low, high = min(dy for _, dy in offsets) - 0.5, max(dy for _, dy in offsets) + 0.5
        lines = 2 + self.extra_line  # of the smallest text, at least
        caption = max(CAPTION_HEIGHT * self.unit, lines * 14.0 + 10.0)
        room_w, room_h = self.trick_area.width, self.trick_area.height - caption - self.gap
        fit = min(room_w / (span_x * self.card_width), room_h / ((high - low) * self.card_height))
        self.trick_scale = max(0.3, min(1.0, fit))
        cards_h = (high - low) * self.card_height * self.trick_scale
        # The cards in the middle of the room left under the caption; the caption just above them.
        cards_top = self.trick_area.top + caption + self.gap + (room_h - cards_h) / 2
        self.centre = (self.width / 2, cards_top - low * self.card_height * self.trick_scale)
        self.trick_extent = Box(
            self.centre[0], cards_top + cards_h / 2, span_x * self.card_width * self.trick_scale, cards_h
        )
        caption_w = min(room_w, 640 * self.unit)
        self.caption_box = Box(self.centre[0], cards_top - self.gap - caption / 2, caption_w, caption)

    # --- seats ------------------------------------------------------------------------

    def side(self, seat: int) -> str:
        return SIDES[self.players][seat][0]

    def hand_centre(self, seat: int) -> tuple[float, float]:
        """The middle of a seat's hand."""
        side, along = SIDES[self.players][seat]
        if side == "bottom":
            return (self.width / 2, self.hand_y)
        inset = self.margin + self.card_height * OPPONENT_SCALE / 2 + FAN_BOW * self.card_width * OPPONENT_SCALE
        if side == "top":
            return (self.width * along, inset)
        return (inset if side == "left" else self.width - inset, self.side_y)

    def _fan_step(self, count: int, span: float, card_extent: float, largest: float) -> float:
        if count <= 1:
            return 0.0
        return max(0.0, min(largest, (span - card_extent) / (count - 1)))

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
            step = self._fan_step(count, self.side_span, small_w, small_w * 0.3)
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
        """The box a hand of ``count`` cards covers (the player's with a card raised; ignoring the fan's turn)."""
        places = self.hand_places(seat, max(count, 1))
        side = self.side(seat)
        w, h = self.card_width, self.card_height
        if side != "bottom":
            w, h = w * OPPONENT_SCALE, h * OPPONENT_SCALE
        if side in ("left", "right"):
            w, h = h, w
        xs = [p.x for p in places]
        ys = [p.y for p in places]
        box = Box((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2, max(xs) - min(xs) + w, max(ys) - min(ys) + h)
        if side == "bottom":
            lift = HAND_LIFT * self.card_height
            box = Box(box.x, box.y - lift / 2, box.width, box.height + lift)
        return box

    def plate(self, seat: int) -> Box:
        """The name plate of a seat, beside the widest its hand can be, so it never moves during a deal."""
        w, h = self.plate_width, self.plate_height
        side = self.side(seat)
        if side == "bottom":
            return Box(self.margin + w / 2, self.strip_bottom - self.row_below, w, h)
        if side == "top":
            cx, cy = self.hand_centre(seat)
            return Box(cx, cy + self.card_height * OPPONENT_SCALE / 2 + self.gap + self.row_above, w, h)
        x = self.margin + w / 2 if side == "left" else self.width - self.margin - w / 2
        return Box(x, self.side_plate_y, w, h)

    def _pile_direction(self, seat: int) -> int:
        """+1 when a seat's pile lies to the right of its plate, -1 to the left."""
        side = self.side(seat)
        if side == "top":  # away from the middle, clear of a neighbour's pile
            return -1 if self.hand_centre(seat)[0] < self.width / 2 else 1
        return -1 if side == "right" else 1

    def taken_place(self, seat: int, index: int) -> Place:
        """The ``index``-th trick in a seat's pile of tricks taken, beside its name plate."""
        plate = self.plate(seat)
        small_w = self.card_width * TAKEN_SCALE
        direction = self._pile_direction(seat)
        x = plate.x + direction * (plate.width / 2 + self.gap + small_w / 2)
        shown = min(index, PILE_SHOWN)  # a tidy pile: later tricks land on top of the seventh
        step = PILE_STEP * self.unit
        return Place(x + shown * step * direction, plate.y - shown * step * 0.7, 0.0, TAKEN_SCALE, 50 + index)

    def pile_extent(self, seat: int) -> Box:
        """The box the largest pile of a seat can cover."""
        first, last = self.taken_place(seat, 0), self.taken_place(seat, PILE_SHOWN)
        w, h = self.card_width * TAKEN_SCALE, self.card_height * TAKEN_SCALE
        return Box(first.x, first.y, w, h).united(Box(last.x, last.y, w, h))

    # --- the middle of the table ---------------------------------------------------------

    def direction(self, seat: int) -> float:
        """The angle, in radians, from the middle of the table towards ``seat``."""
        cx, cy = self.centre
        hx, hy = self.hand_centre(seat)
        return math.atan2(hy - cy, hx - cx)

    def trick_place(self, seat: int, order: int) -> Place:
        """Where ``seat``'s card lies in the trick (in front of its player); ``order`` is its place in play."""
        cx, cy = self.centre
        dx, dy = TRICK_OFFSETS[self.players][seat]
        s = self.trick_scale
        tilt = ((seat * 37) % 7 - 3) * TRICK_TILT  # a touch of disorder, the same for a seat every trick
        return Place(cx + dx * self.card_width * s, cy + dy * self.card_height * s, tilt, s, 200 + order)

    def pack_place(self, dealer: int) -> Place:
        """Where the pack sits while the dealer deals: in front of the dealer."""
        cx, cy = self.centre
        hx, hy = self.hand_centre(dealer)
        return Place(cx + (hx - cx) * 0.45, cy + (hy - cy) * 0.45, 0.0, OPPONENT_SCALE, 300)

    def message_box(self) -> Box:
        """The most room the message above the player's hand may take (it grows upwards from the bottom)."""
        left = self.pile_extent(0).right + self.gap
        right = min(self.hint.left, self.claim.left) - self.gap
        half = min(self.width / 2 - left, right - self.width / 2)
        cap = 780 * self.unit
        if 2 * half >= 0.8 * (right - left):  # centred over the hand when that costs little room
            width = min(2 * half, cap)
            x = self.width / 2
        else:
            width = min(right - left, cap)
            x = (left + right) / 2
        return Box(x, self.strip_bottom - self.message_height / 2, max(width, 120.0), self.message_height)

    def decision_area(self) -> Box:
        """Where the decision bar may go: the band under the trick (Who's Who), else the middle."""
        if self.give_room:
            return Box.from_edges(self.middle.left, self.trick_area.bottom, self.middle.right, self.middle.bottom)
        return self.middle

    def trick_ring(self) -> Box:
        """The faint ring drawn on the felt where tricks are played."""
        extent = self.trick_extent
        return Box(extent.x, extent.y, extent.width + self.card_width * 0.7, extent.height + self.card_height * 0.35)

    def info_box(self, lines: int = 2) -> Box:
        """The game panel in the top-left corner: game, ``lines`` lines of text (deal, dealer, aim), trump."""
        u = self.unit
        w = self.info_width
        h = 22 * u + line_room(22 * u) + lines * line_room(17 * u) + line_room(26 * u)
        return Box(self.margin + w / 2, self.margin + h / 2, w, h)

    def score_box(self) -> Box:
        """The running totals in the top-right corner."""
        u = self.unit
        w = self.score_width
        h = 22 * u + line_room(20 * u) + self.players * line_room(22 * u)
        return Box(self.width - self.margin - w / 2, self.margin + h / 2, w, h)
