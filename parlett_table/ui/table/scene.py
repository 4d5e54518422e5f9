"""The table: card items in hands, the trick and the piles of tricks taken, and the panels around them.

The scene holds where every card belongs and draws it there.  ``rebuild``
redraws everything from a seat's view with no animation (a new deal, an undo,
a resumed match); the animator moves a card from pile to pile (``piles``, ``piles.py``) and
then to its place with ``move`` and ``turn_over``.  A resize re-places every card, retargeting the ones in motion,
so the table re-lays out even during an animation.  The animations themselves are built in
``card_motion``, the order of the player's hand in ``hand_order``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractAnimation,
    QEasingCurve,
    QParallelAnimationGroup,
    QPointF,
    QRect,
    QRectF,
    QTimer,
    Signal,
)
from PySide6.QtGui import QPainter, QPen
from PySide6.QtWidgets import QGraphicsScene, QGraphicsSceneMouseEvent
from shiboken6 import Shiboken

from ...engine import Card, Game, Phase, SeatView, game_class
from ...play.clock import Clock
from ..look.felt import paint_table_felt
from ..look.layout import CARD_ASPECT, PLATE_WIDTH, Place, TableLayout
from ..look.theme import THEME, use_contrast, use_felt
from ..panels.claim import claim_width
from ..words.game_words import joker_title
from .card_item import CardArt, CardItem, forget_shades
from .card_motion import retarget, travel, turning_over
from .hand_order import hand_sort_key
from .hud import InfoPanel, ScorePanel, SeatPlate
from .hud_cards import Pack, TrickReview
from .hud_speech import MessageLine, SpeechBubble, TrickCaption, place_bubble
from .piles import Pile, PileKind, Piles
from .shown_facts import InfoText


@dataclass
class SeatLabel:
    """What a name plate says about a seat, besides its tricks."""

    name: str
    detail: str
    is_you: bool = False  # the person at the table (not a computer player)


class TableScene(QGraphicsScene):
    """Cards and panels of one table; positions follow the window's size."""

    card_clicked = Signal(object)  # Card
    felt_clicked = Signal()  # a click anywhere but a card: it ends a trick pause
    card_hovered = Signal(object, bool)  # Card, entered
    layout_changed = Signal()  # a new size, player count, print size or plate width: panels over the table follow

    def __init__(self, art: CardArt, clock: Clock | None = None) -> None:
        super().__init__()
        self.art = art
        self.clock = clock or Clock()  # the cards' lifts run on it
        self.dpr = 1.0
        self.players = 3
        self.print_scale = 1.0  # larger print (preferences)
        self.give_room = False  # keep room under the trick for a decision taken while it lies there (Who's Who)
        self.layout = TableLayout(1280, 800, 3)
        self.viewer = 0  # the seat shown face up at the bottom
        self.joker_title = "Joker"
        self.rules_trump: tuple[Game, int] | None = None  # (game rules, trump index) for sorting
        self.sort_hand = True
        self.high_first = True
        self.four_colour = False
        self.lift_ms = 110  # how fast playable cards rise (0: at once)
        self.piles = Piles()  # the hands, the trick, the tricks taken, the proposals, the pack
        self.dealer_seat = 0  # where the pack sits while dealing
        self.moving: dict[CardItem, QParallelAnimationGroup] = {}  # cards in motion, to retarget on resize
        self.plates: list[SeatPlate] = []
        self.labels: list[SeatLabel] = []
        self.info = InfoPanel()
        self.scores = ScorePanel()
        self.message = MessageLine()
        self.caption = TrickCaption()  # who took the finished trick, and why
        self.pack_item = Pack(art)  # the dealer's pack while the cards are dealt
        self.review = TrickReview()  # the last trick (L)
        for panel in (self.info, self.scores, self.message, self.caption, self.pack_item, self.review):
            self.addItem(panel)
        self.message.hide()
        self.bubbles: dict[int, SpeechBubble] = {}
        # Faces the player will soon see, drawn one per pass of the event loop while the deal is animated:
        # drawn all in the frame the hand turns up, they took 15 ms or more of it.
        self._faces_to_draw: list[Card] = []
        self._drawing_faces = QTimer(self)
        self._drawing_faces.setInterval(0)
        self._drawing_faces.timeout.connect(self._draw_a_face)

    # --- size ---------------------------------------------------------------------------

    def info_changed(self) -> None:
        """The game panel's words changed: a new layout, as they need another width or another line."""
        self._new_layout()

    def resize_table(self, width: float, height: float) -> None:
        self.setSceneRect(0, 0, width, height)
        self._new_layout()

    def set_print(self, print_scale: float, give_room: bool) -> None:
        """Larger print, and whether to keep room under the trick for a decision (Who's Who)."""
        if (print_scale, give_room) != (self.print_scale, self.give_room):
            self.print_scale, self.give_room = print_scale, give_room
            self._new_layout()

    def _new_layout(self) -> None:
        """The layout for the scene's size, with name plates as wide as their words need."""
        width, height = self.width(), self.height()
        base = TableLayout(width, height, self.players, self.print_scale, self.give_room)
        needed = max((plate.needed_width(base.unit) for plate in self.plates), default=0.0) / base.unit
        info = self.info.needed_width(base.unit) / base.unit
        scores = self.scores.needed_width(base.unit) / base.unit
        # The "Play out the rest" button as wide as its words, on two lines where one would take much of the
        # message's room.
        lines = 1 if claim_width(base.unit) <= 1.2 * base.claim_width else 2
        claim = claim_width(base.unit, lines) / base.unit
        self.layout = TableLayout(width, height, self.players, self.print_scale, self.give_room,
                                  max(PLATE_WIDTH, needed), info, claim, lines, scores)  # fmt: skip
        CardItem.trick_zoom = self.layout.trick_scale
        self.relayout()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)  # the ring follows the trick
        self.layout_changed.emit()

    def set_art(self, art: CardArt, dpr: float) -> None:
        """Use another deck (or screen density) for every card."""
        self.art, self.dpr = art, dpr
        self.pack_item.art, self.pack_item.dpr = art, dpr
        for item in self.piles.all_cards():
            item._art = art
            item.dpr = dpr
            item.update()

    # --- building from a view --------------------------------------------------------------

    def setup_seats(self, labels: Sequence[SeatLabel], viewer: int) -> None:
        """Seats for a new match (or a new player count)."""
        self.labels = list(labels)
        self.viewer = viewer
        if len(labels) != self.players or len(self.plates) != len(labels):
            for plate in self.plates:
                self.removeItem(plate)
            self.players = len(labels)
            self.plates = []
            for _ in labels:
                plate = SeatPlate()
                self.addItem(plate)
                self.plates.append(plate)
        for seat, label in enumerate(labels):
            self.plates[seat].set_values(name=label.name, detail=label.detail)
        self._new_layout()

    @property
    def you(self) -> int | None:
        """The seat of the person at the table, if any (a demo has none)."""
        return next((seat for seat, label in enumerate(self.labels) if label.is_you), None)

    def seat_on_screen(self, seat: int) -> int:
        """Where a seat is drawn: the viewer at the bottom, the others in order to the left."""
        return (seat - self.viewer) % self.players

    def rebuild(self, view: SeatView) -> None:
        """Draw the whole table from ``view``, with no animation."""
        self.stop_all()
        for item in self.piles.all_cards():
            self.removeItem(item)
        for bubble in self.bubbles.values():
            self.removeItem(bubble)
        self.bubbles = {}
        self.caption.hide()
        self.pack_item.set_count(0)
        self.dealer_seat = view.dealer
        self.joker_title = joker_title(game_class(view.game_id))
        self.set_trump(view)
        n = view.players
        piles = self.piles
        piles.clear(n)
        for seat in range(n):
            if seat == view.seat:
                for card in view.hand:
                    piles.move(self.new_card(card, True), None, piles.hands[seat])
            else:
                for _ in range(view.hand_sizes[seat]):
                    piles.move(self.new_card(None, False), None, piles.hands[seat])
        for trick in view.tricks:
            piles.move(self.new_card(None, False), None, piles.taken[trick.taker])
        for order, card in enumerate(view.current_trick):  # already out of the hands the view counts
            seat = (view.leader + order) % n
            piles.move(self.new_card(card, True), None, piles.trick, seat)
        if view.phase == Phase.PROPOSE:
            self._rebuild_proposals(view)
        self.sort_viewer_hand()
        self.relayout()
        self._faces_to_draw = [item.card for item in piles.hands[view.seat] if item.card is not None]
        self._drawing_faces.start()

    def _draw_a_face(self) -> None:
        if not self._faces_to_draw:
            self._drawing_faces.stop()
            return
        self.art.face(self._faces_to_draw.pop(), max(8, round(self.layout.card_width)), self.dpr, self.joker_title)

    def _rebuild_proposals(self, view: SeatView) -> None:
        seat = (view.dealer + 1) % view.players
        piles = self.piles
        while seat != view.to_move:  # these seats have chosen, face down
            hand = piles.hands[seat]
            if seat == view.seat and view.own_proposal is not None:
                item = next(i for i in hand if i.card == view.own_proposal)
            else:
                item = hand[-1]
            piles.move(item, hand, piles.proposal[seat])
            seat = (seat + 1) % view.players

    def shows(self, view: SeatView) -> bool:
        """Whether the table shows exactly what ``view`` says (hands, trick, piles)."""
        piles = self.piles
        if len(piles.hands) != view.players or (piles.proposals() and view.phase != Phase.PROPOSE):
            return False
        for seat in range(view.players):
            hand = piles.hands[seat].cards + piles.proposal[seat].cards
            if seat == view.seat:
                if sorted(int(i.card) for i in hand if i.card is not None) != sorted(int(c) for c in view.hand):
                    return False
            elif len(hand) != view.hand_sizes[seat]:
                return False
            if len(piles.taken[seat]) != sum(1 for trick in view.tricks if trick.taker == seat):
                return False
        return [item.card for item in piles.trick] == list(view.current_trick)

    def new_card(self, card: Card | None, face_up: bool) -> CardItem:
        item = CardItem(self.art, card, face_up, self.layout.card_width, self.joker_title)
        item.dpr = self.dpr
        item.lift_ms = self.lift_ms
        item.clock = self.clock
        item.clicked.connect(self._on_card_clicked)
        item.hovered.connect(self._on_card_hovered)
        self.addItem(item)
        return item

    def _on_card_hovered(self, item: CardItem, entered: bool) -> None:
        if item.card is not None:  # a face-down card says nothing
            self.card_hovered.emit(item.card, entered)

    def set_trump(self, view: SeatView) -> None:
        self.rules_trump = (view.game, -1 if view.trump is None else int(view.trump))

    # --- sorting the player's hand ----------------------------------------------------------

    def sort_key(self, card: Card) -> tuple[int, int]:
        """Where ``card`` goes in the player's hand (``hand_order``), for the game and trump shown."""
        rules, trump = self.rules_trump if self.rules_trump else (None, -1)
        return hand_sort_key(card, rules, trump, self.high_first)

    def sort_viewer_hand(self) -> None:
        hand = self.piles.hands[self.viewer] if self.piles.hands else None
        if self.sort_hand and hand and all(item.card is not None for item in hand):
            self.piles.sort(hand, lambda item: self.sort_key(item.card))  # type: ignore[arg-type]

    # --- places ---------------------------------------------------------------------------

    def place_of(self, item: CardItem) -> Place:
        """Where ``item`` rests now, from the container holding it."""
        pile = self.piles.pile_of(item)
        if pile is None:  # off the table, on its way out
            return Place(item.x(), item.y(), item.tilt, item.zoom, item.zValue())
        return self._place_in(pile, item)

    def _place_in(self, pile: Pile, item: CardItem) -> Place:
        layout, k = self.layout, pile.index(item)
        seat = pile.seat_of(item)
        screen = self.seat_on_screen(seat) if seat is not None else 0
        if pile.kind is PileKind.HAND:
            return layout.hand_places(screen, len(pile))[k]
        if pile.kind is PileKind.TRICK:
            return layout.trick_place(screen, k)
        if pile.kind is PileKind.TAKEN:
            return layout.taken_place(screen, k)
        if pile.kind is PileKind.PROPOSAL:
            assert seat is not None
            return layout.trick_place(screen, seat)
        base = layout.pack_place(self.seat_on_screen(self.dealer_seat))
        return Place(base.x - k * 0.25, base.y - k * 0.35, base.rotation, base.scale, base.z + k)

    def relayout(self) -> None:
        """Put every card where it belongs at the current size; moving cards head for their new places."""
        width = self.layout.card_width
        for item in self.piles.all_cards():
            item.set_size(width, width * CARD_ASPECT)
            place = self.place_of(item)
            running = self.moving.get(item)
            if running is not None and Shiboken.isValid(running):
                retarget(running, place)
                continue
            self._put(item, place)
        self._place_panels()

    def _put(self, item: CardItem, place: Place) -> None:
        item.setPos(place.x, place.y)
        item.tilt = place.rotation
        item.zoom = place.scale
        item.setZValue(place.z)

    def _place_panels(self) -> None:
        layout = self.layout
        for seat, plate in enumerate(self.plates):
            plate.place(layout.plate(self.seat_on_screen(seat)), layout.unit)
            plate.setZValue(60)
        self.info.place(layout.info_box(len(self.info.lines)), layout.unit)
        self.scores.place(layout.score_box(), layout.unit)
        self.message.place(layout.message_box(), layout.unit)
        self.caption.place(layout.caption_box, layout.unit)
        if self.review.isVisible():
            self.review.fit(layout)
        pack = layout.pack_place(self.seat_on_screen(self.dealer_seat))
        self.pack_item.set_size(layout.card_width)
        self.pack_item.setPos(pack.x, pack.y)
        for seat, bubble in self.bubbles.items():
            bubble.setPos(place_bubble(layout, self.seat_on_screen(seat), bubble))

    # --- motion -----------------------------------------------------------------------------

    def move(
        self, item: CardItem, duration: int, easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic, delay: int = 0
    ) -> QAbstractAnimation | None:
        """Animate ``item`` to its place (None when instant: it is simply put there)."""
        return self.move_to(item, self.place_of(item), duration, easing, delay)

    def move_to(
        self,
        item: CardItem,
        place: Place,
        duration: int,
        easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic,
        delay: int = 0,
    ) -> QAbstractAnimation | None:
        """Animate ``item`` to ``place``; on a resize it heads for wherever its container puts it."""
        if duration <= 0:
            self._put(item, place)
            return None
        previous = self.moving.pop(item, None)
        if previous is not None and Shiboken.isValid(previous):  # its step may have been retired and deleted
            previous.stop()
        outer, group = travel(item, place, duration, easing, delay)
        item.setZValue(500 + place.z)  # above everything while travelling

        def landed() -> None:
            if self.moving.get(item) is group:
                del self.moving[item]
            item.setZValue(self.place_of(item).z)

        def gone() -> None:  # an outer group that owned this one was deleted before it finished
            if self.moving.get(item) is group:
                del self.moving[item]

        self.moving[item] = group
        outer.finished.connect(landed)
        group.destroyed.connect(gone)
        return outer

    def turn_over(self, item: CardItem, duration: int) -> QAbstractAnimation | None:
        """Animate ``item`` turning over (None when instant)."""
        if duration <= 0:
            item.finish_flip()
            return None
        return turning_over(item, duration)

    def forget(self, item: CardItem) -> None:
        """Take a card off the table for good (a gathered trick keeps one card for its pile)."""
        self.moving.pop(item, None)
        self.removeItem(item)

    def stop_all(self) -> None:
        for group in list(self.moving.values()):
            if Shiboken.isValid(group):
                group.stop()
        self.moving = {}
        for item in self.piles.all_cards():  # a card of an interrupted deal may still be waiting in the pack
            item.show()
        self.pack_item.set_count(0)

    # --- panels and words: written here, as the presenter and the animator tell them ------------------

    def show_game(self, info: InfoText, four_colour: bool) -> None:
        """The game panel: the game, the deal, the trump."""
        self.info.four_colour = four_colour
        self.info.set_values(info.title, info.lines, info.trump, info.trump_text, info.has_trumps)

    def show_scores(self, heading: str, rows: list[tuple[str, int]], running: tuple[int, ...] | None) -> None:
        self.scores.set_values(heading, rows, running)

    def show_plate(self, seat: int, **values: object) -> None:
        """A seat's name plate (``SeatPlate``'s values: its tricks, who is to move, who is thinking ...)."""
        self.plates[seat].set_values(**values)

    def show_message(self, text: str, refusal: bool = False) -> None:
        """The line above the player's hand (empty: none)."""
        self.message.show_text(text, refusal)

    def occupied(self) -> list[QRectF]:
        """What a note over the table must leave uncovered: every hand (the others' too), the cards shown, the
        trick, every plate and pile, the game panel and the scores, the message line and the trick's caption."""
        rects = [item.mapToScene(item.shape()).boundingRect() for item in self.piles.all_cards() if item.isVisible()]
        rects += [plate.mapRectToScene(plate.rect()) for plate in self.plates]
        rects += [panel.mapRectToScene(panel.rect()) for panel in (self.info, self.scores) if panel.isVisible()]
        for panel in (self.message, self.caption):
            if panel.isVisible():
                rects.append(panel.mapRectToScene(panel.pill_rect()))
        return [rect for rect in rects if not rect.isEmpty()]

    def mark_trick(self, winner: int, headline: str, reason: str) -> None:
        """A finished trick: outline the card of ``winner`` (the seat whose card won, or who chose) and say
        who takes it and why."""
        for seat, item in self.piles.trick.played():
            item.set_marked(seat == winner)
        self.caption.show_caption(headline, reason)

    def unmark_trick(self) -> None:
        for item in self.piles.trick:
            item.set_marked(False)
        self.caption.hide()

    def say(self, seat: int, text: str) -> SpeechBubble:
        """A speech bubble at a seat, replacing the one before; the caller decides when it goes."""
        old = self.bubbles.pop(seat, None)
        if old is not None:
            self.removeItem(old)
        bubble = SpeechBubble(text, self.layout.unit)
        bubble.setPos(place_bubble(self.layout, self.seat_on_screen(seat), bubble))
        self.addItem(bubble)
        self.bubbles[seat] = bubble
        return bubble

    def unsay(self, bubble: SpeechBubble) -> None:
        for seat, held in list(self.bubbles.items()):
            if held is bubble:
                del self.bubbles[seat]
                self.removeItem(bubble)

    # --- input and drawing ------------------------------------------------------------------------

    def _on_card_clicked(self, item: CardItem) -> None:
        if self.piles.hands and item in self.piles.hands[self.viewer] and item.card is not None:
            self.card_clicked.emit(item.card)
        else:
            self.felt_clicked.emit()

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        super().mousePressEvent(event)
        if not event.isAccepted() or self.itemAt(event.scenePos(), self.views()[0].transform()) is None:
            self.felt_clicked.emit()

    def set_look(self, felt: str, high_contrast: bool) -> None:
        """Lay another felt (settings.FELTS) and set the table's contrast; the felt drawn before is forgotten."""
        use_felt(felt)
        use_contrast(high_contrast)
        forget_shades()  # the shade over unplayable cards is drawn once per size, in the contrast's colour
        for view in self.views():
            view.resetCachedContent()
        self.update()

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        paint_table_felt(painter, self.sceneRect(), rect)
        # A faint ring marks where tricks are played.
        ring = self.layout.trick_ring()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(THEME.felt_line, max(1.0, 1.5 * self.layout.unit)))
        painter.setBrush(THEME.felt_ring)
        painter.drawEllipse(QPointF(ring.x, ring.y), ring.width / 2, ring.height / 2)
