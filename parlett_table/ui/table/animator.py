"""Playing the engine's events on the table, one step after another.

Each event becomes one or more steps; a step is built only when its turn
comes, so it starts from wherever the previous one left the cards.  A step
gives back an animation to wait for, a pause, ``WAIT_FOR_CLICK`` (a finished
trick waiting for the player), or nothing (done at once).  At animation
speed "off" every step is instant and the whole queue runs in one go.  When
the queue is empty the animator emits ``finished``; the table's loop then tells
the controller.

Who owns an animation: each step's animation is the animator's (its Qt parent) from
the moment it starts until it is retired, when it has finished or is stopped by a
jump; then Qt deletes it (``deleteLater``), after its signals are over.  Python never
frees one by dropping a reference, so none is deleted inside its own ``finished``
signal or while it runs, and a step's ``finished`` that arrives after a jump is told
apart by its number and ignored.
"""

from __future__ import annotations

import functools
from collections import deque
from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QObject, QParallelAnimationGroup, QPauseAnimation, Signal
from shiboken6 import Shiboken

from ...engine import (
    CardPlayed,
    Event,
    ProposalMade,
    ProposalsRevealed,
    SeatView,
    TrickWon,
    TrumpSettled,
)
from ...play.clock import Clock
from ...play.timings import Timings
from ..words.trick_words import trick_caption
from .card_item import CardItem
from .scene import TableScene

WAIT_FOR_CLICK = object()
Step = Callable[[], object]  # returns a QAbstractAnimation, WAIT_FOR_CLICK or None


class Animator(QObject):
    """Turns events into motion on a ``TableScene``."""

    finished = Signal()  # everything queued has been shown
    event_shown = Signal(object)  # an event's motion is done: panels and words may follow it
    waiting_for_click = Signal(bool)  # a finished trick waits for the player's click

    def __init__(self, scene: TableScene, view: Callable[[], SeatView], clock: Clock | None = None) -> None:
        super().__init__()
        self.clock = clock or Clock()
        self.scene = scene
        self.view = view  # the viewer's view of the state being shown (after the events)
        self.timings = Timings()
        self._steps: deque[Step] = deque()
        self._current: QAbstractAnimation | None = None
        self._step = 0  # the number of the step whose animation is current (a late ``finished`` has another)
        self._waiting = False
        self._busy = False

    @property
    def busy(self) -> bool:
        return self._busy

    @property
    def waiting(self) -> bool:
        """A finished trick waits on the table for the player's click."""
        return self._waiting

    # --- what to show -------------------------------------------------------------------

    def show_deal(self) -> None:
        """The cards of a new deal leaving the dealer's pack for every hand, then the player's turning up."""
        self._steps.append(self._deal_step)
        self._start()

    def show_events(self, events: list[Event]) -> None:
        for event in events:
            for step in self._steps_for(event):
                self._steps.append(step)
            self._steps.append(functools.partial(self.event_shown.emit, event))
        self._start()

    def nudge(self) -> None:
        """A click on the table: a finished trick waiting for it (or for its pause) goes on."""
        if self._waiting:
            self._waiting = False
            self.waiting_for_click.emit(False)
            self._next()
        elif isinstance(self._current, QPauseAnimation):
            self._retire()
            self._next()

    def stop(self) -> None:
        """Drop everything (a jump: new deal, undo): the scene will be rebuilt."""
        self._steps.clear()
        self._retire()
        if self._waiting:
            self._waiting = False
            self.waiting_for_click.emit(False)
        self.scene.stop_all()
        self._busy = False

    # --- running the queue --------------------------------------------------------------------

    def _start(self) -> None:
        if not self._busy:
            self._busy = True
            self._next()

    def _next(self) -> None:
        while self._steps:
            step = self._steps.popleft()
            result = step()
            if result is WAIT_FOR_CLICK:
                self._waiting = True
                self.waiting_for_click.emit(True)
                return
            if isinstance(result, QAbstractAnimation):
                self._run(result)
                return
        self._busy = False
        # Let the last paint happen before the controller moves on.
        self.clock.later(0, self._emit_finished, self)

    def _emit_finished(self) -> None:
        if not self._busy and not self._steps:
            self.finished.emit()

    def _run(self, animation: QAbstractAnimation) -> None:
        """Start a step's animation, the animator's own until it is retired."""
        animation.setParent(self)
        self._step += 1
        animation.finished.connect(functools.partial(self._on_step_done, self._step))
        self._current = animation
        self.clock.run(animation)

    def _on_step_done(self, step: int) -> None:
        if step == self._step and self._current is not None:  # not a step already stopped by a jump or a click
            self._retire()
            self._next()

    def _retire(self) -> None:
        """The current step's animation stopped (if it still runs) and handed to Qt to delete once its signals are
        over; a ``finished`` it sends now is that of a step no longer current."""
        animation, self._current = self._current, None
        self._step += 1
        if animation is not None and Shiboken.isValid(animation):
            animation.stop()
            animation.deleteLater()

    # --- steps for each event --------------------------------------------------------------------

    def _steps_for(self, event: Event) -> list[Step]:
        if isinstance(event, CardPlayed):
            return [lambda: self._play(event)]
        if isinstance(event, TrickWon):
            return [lambda: self._mark(event), self._trick_pause, lambda: self._gather(event)]
        if isinstance(event, ProposalMade):
            return [lambda: self._propose(event)]
        if isinstance(event, ProposalsRevealed):
            return [lambda: self._reveal(event), lambda: self._pause(self.timings.ms("reveal_hold"))]
        if isinstance(event, TrumpSettled):
            return [self._return_proposals]
        return []

    def _group(self, animations: list[QAbstractAnimation | None]) -> QAbstractAnimation | None:
        running = [animation for animation in animations if animation is not None]
        if not running:
            return None
        group = QParallelAnimationGroup()
        for animation in running:
            group.addAnimation(animation)
        return group

    def _pause(self, ms: int) -> QAbstractAnimation | None:
        return QPauseAnimation(ms) if ms > 0 else None

    def _refan(self, seat: int, duration: int) -> list[QAbstractAnimation | None]:
        return [self.scene.move(item, duration) for item in self.scene.piles.hands[seat]]

    def _deal_step(self) -> QAbstractAnimation | None:
        scene, t = self.scene, self.timings
        view = self.view()
        scene.rebuild(view)
        if t.instant:
            return None
        n = view.players
        pack = scene.layout.pack_place(scene.seat_on_screen(view.dealer))
        scene.pack_item.setPos(pack.x, pack.y)
        moves: list[QAbstractAnimation | None] = []
        turning: list[CardItem] = []
        longest = max(len(hand) for hand in scene.piles.hands)
        total = sum(len(hand) for hand in scene.piles.hands)
        scene.pack_item.set_count(total)
        for k in range(longest * n):
            seat = (view.dealer + 1 + k) % n
            index = k // n
            hand = scene.piles.hands[seat]
            if index >= len(hand):
                continue
            item = hand[index]
            item.setPos(pack.x, pack.y)
            item.tilt = 0.0
            item.zoom = pack.scale
            if item.face_up:
                item.set_face_up(False)
                turning.append(item)
            item.hide()  # in the pack until it leaves it
            moves.append(self._leave_pack(item, scene.move(item, t.ms("deal_flight"), delay=k * t.ms("deal_gap"))))
        dealing = self._group(moves)
        flips = self._group([scene.turn_over(item, t.ms("reveal_flip")) for item in turning])
        self._steps.appendleft(lambda: flips)
        return dealing

    def _leave_pack(self, item: CardItem, flight: QAbstractAnimation | None) -> QAbstractAnimation | None:
        """A card of the deal appears as it leaves the pack, and the pack thins."""
        scene = self.scene
        moving = scene.moving.get(item)

        def leave(state: QAbstractAnimation.State) -> None:
            if state == QAbstractAnimation.State.Running and not item.isVisible():
                item.show()
                scene.pack_item.set_count(scene.pack_item.count - 1)

        if flight is None or moving is None:
            item.show()
            scene.pack_item.set_count(scene.pack_item.count - 1)
        else:
            moving.stateChanged.connect(leave)
        return flight

    def _play(self, event: CardPlayed) -> QAbstractAnimation | None:
        scene, t = self.scene, self.timings
        piles = scene.piles
        item = piles.leaving_hand(event.seat, event.card, scene.viewer)
        hand = piles.hands[event.seat] if item is not None else None
        if item is None:  # not where the table thought: draw it from the seat's side
            item = scene.new_card(event.card, False)
            anchor = scene.layout.hand_centre(scene.seat_on_screen(event.seat))
            item.setPos(*anchor)
        item.set_state(None, False)
        turn = None
        if not item.face_up:
            item.set_identity(event.card)
            turn = scene.turn_over(item, t.ms("play"))
        piles.move(item, hand, piles.trick, event.seat)
        return self._group([scene.move(item, t.ms("play")), turn, *self._refan(event.seat, t.ms("fan"))])

    def _mark(self, event: TrickWon) -> None:
        """The finished trick: its winning card outlined, who takes it and why in a caption over it."""
        scene, trick = self.scene, event.trick
        view = self.view()
        reason = view.game.trick_reason(trick, view.trump)
        names = [label.name for label in scene.labels]
        headline, why = trick_caption(trick, reason, names, scene.you, scene.joker_title)
        scene.mark_trick(trick.winner, headline, why)

    def _trick_pause(self) -> object:
        pause = self.timings.trick_pause()
        if pause is None:
            return WAIT_FOR_CLICK
        return self._pause(pause)

    def _gather(self, event: TrickWon) -> QAbstractAnimation | None:
        scene, t = self.scene, self.timings
        taker = event.trick.taker
        scene.unmark_trick()
        piles = scene.piles
        if not piles.trick:
            return None
        *extras, keeper = piles.trick.cards  # the last card played stands for the trick in the pile
        piles.move(keeper, piles.trick, piles.taken[taker])
        for extra in extras:  # the others fly after it and are forgotten
            piles.move(extra, piles.trick, None)
        place = scene.place_of(keeper)
        animations: list[QAbstractAnimation | None] = [scene.move(keeper, t.ms("gather"))]
        animations.append(scene.turn_over(keeper, t.ms("gather")) if keeper.face_up else None)
        for extra in extras:
            animations.append(scene.move_to(extra, place, t.ms("gather")))
            animations.append(scene.turn_over(extra, t.ms("gather")) if extra.face_up else None)
        group = self._group(animations)

        def tidy() -> None:
            for extra in extras:
                scene.forget(extra)
            scene.show_plate(taker, tricks=len(piles.taken[taker]))

        if group is None:
            tidy()
        else:
            group.finished.connect(tidy)
        return group

    def _propose(self, event: ProposalMade) -> QAbstractAnimation | None:
        scene, t = self.scene, self.timings
        view = self.view()
        card = view.own_proposal if event.seat == view.seat else None
        piles = scene.piles
        item = piles.leaving_hand(event.seat, card, scene.viewer)
        if item is None:
            return None
        item.set_state(None, False)
        piles.move(item, piles.hands[event.seat], piles.proposal[event.seat])
        return self._group([scene.move(item, t.ms("propose")), *self._refan(event.seat, t.ms("fan"))])

    def _reveal(self, event: ProposalsRevealed) -> QAbstractAnimation | None:
        scene, t = self.scene, self.timings
        turns = []
        for seat, item in scene.piles.proposals().items():
            if not item.face_up:
                item.set_identity(event.cards[seat])
                turns.append(scene.turn_over(item, t.ms("reveal_flip")))
        return self._group(turns)

    def _return_proposals(self) -> QAbstractAnimation | None:
        """The proposal cards go back into their hands (they stay in hand), the player's hand sorted for trump."""
        scene, t = self.scene, self.timings
        view = self.view()
        scene.set_trump(view)
        animations: list[QAbstractAnimation | None] = []
        piles = scene.piles
        back = piles.proposals()
        for seat, item in back.items():
            piles.move(item, piles.proposal[seat], piles.hands[seat])
        hidden = [item for seat, item in back.items() if seat != view.seat]
        animations += [scene.turn_over(item, t.ms("propose")) for item in hidden]
        scene.sort_viewer_hand()
        for seat in range(view.players):
            animations += self._refan(seat, t.ms("propose"))
        group = self._group(animations)

        def forget_faces() -> None:  # back in an opponent's hand, the card is anonymous again
            for item in hidden:
                item.set_identity(None)

        if group is None:
            forget_faces()
        else:
            group.finished.connect(forget_faces)
        return group
