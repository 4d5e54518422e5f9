"""The table's loop, in one place: the controller's news played on the table, and the controller told when the
table is still again; the player's clicks and keys on the table handed to the controller.

    a click ─▶ controller ─▶ events_ready ─▶ animator, event by event (narrator, presenter)
      ─▶ all shown ─▶ controller.animation_finished ─▶ stage_changed ─▶ presenter

The controller decides (whether it is the player's turn, whether a card may be played), the animator moves the
cards, the presenter says and shows the rest; this object only carries each one's news to the next.  In Hoodwink
and Hamlet the cards shown stay up for the player (``Timings.shown_pause``): the events after them are held back
here until the player goes on.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine import Card, Event, ProposalsRevealed
from ...play.controller import Stage, TableController
from ...play.timings import Timings
from ..words.narration import Narrator, event_words
from .animator import Animator
from .message_board import MessageLifetime
from .scene import TableScene
from .table_presenter import TablePresenter


class TableLoop(QObject):
    """Connects the controller, the animator, the scene and the presenter, once, and holds the cards shown up."""

    def __init__(self, controller: TableController, scene: TableScene, animator: Animator,
                 presenter: TablePresenter, narrator: Narrator) -> None:  # fmt: skip
        super().__init__(controller)
        self.controller = controller
        self.scene = scene
        self.animator = animator
        self.presenter = presenter
        self.narrator = narrator
        # The events after the cards shown, held back while those cards stay up for the player; None when nothing
        # is held back.
        self._after_shown: list[Event] | None = None
        self.holding_shown = False  # the cards shown are up, waiting for the player (or the setting's time)
        self._hold = 0  # which hold a timer belongs to
        controller.synced.connect(self._synced)
        controller.deal_started.connect(animator.show_deal)
        controller.events_ready.connect(self._events_ready)
        controller.stage_changed.connect(self._stage_changed)
        controller.refused.connect(lambda text: presenter.tell(text, refusal=True))
        controller.told.connect(lambda text: presenter.tell(text, lifetime=MessageLifetime.DECISION))
        controller.thinking.connect(lambda seat: presenter.refresh_plates())
        controller.suggested.connect(presenter.show_suggestion)
        animator.finished.connect(self._animation_done)
        animator.event_shown.connect(self._event_shown)
        animator.waiting_for_click.connect(presenter.waiting_for_click)
        scene.card_clicked.connect(self.card_clicked)
        scene.felt_clicked.connect(self.table_clicked)

    # --- the controller's news, played on the table ------------------------------------------------

    def _synced(self) -> None:
        """The state jumped: whatever was moving or held belonged to the table before; all drawn afresh."""
        self.animator.stop()
        self.holding_shown, self._after_shown = False, None
        self._hold += 1
        self.animator.timings = self.controller.timings
        self.presenter.rebuild()

    def _events_ready(self, events: list[Event]) -> None:
        self.presenter.before_events(events)
        shown = next((at for at, event in enumerate(events) if isinstance(event, ProposalsRevealed)), None)
        if shown is not None and self.animator.timings.shown_pause(self.controller.demo) != 0:
            events, self._after_shown = events[: shown + 1], events[shown + 1 :]
        self.animator.show_events(events)

    def _event_shown(self, event: Event) -> None:
        self.narrator.say(event_words(event, self.presenter.names, self.scene.viewer))
        self.presenter.event_shown(event)

    def _animation_done(self) -> None:
        if self._after_shown is not None:  # the cards shown are held up for the player first
            self._hold_shown(self._after_shown)
            return
        self.presenter.animation_done()
        self.controller.animation_finished()

    def _stage_changed(self, stage: Stage) -> None:
        if stage in (Stage.DEAL_OVER, Stage.MATCH_OVER):
            self.animator.timings = self.controller.timings  # after playing out the rest at speed
        self.presenter.stage_changed(stage)

    # --- the cards shown, held up ------------------------------------------------------------------------

    def _hold_shown(self, after: list[Event]) -> None:
        """The cards shown stay up until the player goes on (a click, Space or Enter) or for the time the
        Preferences say; then the events held back follow."""
        self.holding_shown = True
        self._hold += 1
        pause = self.animator.timings.shown_pause(self.controller.demo)
        if pause is not None:
            hold = self._hold
            self.controller.clock.later(pause, lambda: self.go_on_from_shown() if hold == self._hold else None, self)
        self.presenter.hold_shown(after, until_clicked=pause is None)

    def go_on_from_shown(self) -> None:
        """The player has taken in the cards shown: they go back into the hands and play goes on."""
        if not self.holding_shown:
            return
        rest = self._after_shown or []
        self.holding_shown, self._after_shown = False, None
        self._hold += 1
        self.presenter.end_message(MessageLifetime.TRICK)
        self.animator.show_events(rest)

    # --- the player's clicks and keys on the table ---------------------------------------------------------

    def card_clicked(self, card: Card) -> None:
        """A card of the player's hand clicked: the player's decision, or else a click on the table."""
        if not self.controller.card_clicked(card):
            self.table_clicked()

    def table_clicked(self) -> None:
        """A click on the table (or Space): the trick put up goes, the cards shown or a finished trick go on."""
        self.scene.review.hide()
        if self.holding_shown:
            self.go_on_from_shown()
        elif self.animator.busy:
            self.animator.nudge()

    def choose(self, step: int) -> None:
        """← or →: the keyboard's card one step along the hand."""
        self.presenter.move_focus(step)

    def enter(self) -> None:
        """Enter (or Space): the card chosen is played; with none chosen, the first card the player may play is
        chosen and named; else, as a click on the table."""
        card = self.presenter.focused_card()
        if card is not None and self.controller.card_clicked(card):  # type: ignore[arg-type]
            return
        if self.animator.busy or self.scene.review.isVisible() or not self.presenter.move_focus(1):
            self.table_clicked()

    def put_away(self) -> bool:
        """Escape: the card chosen and the trick put up go; False if there was neither."""
        had = self.presenter.focus_index >= 0 or self.scene.review.isVisible()
        self.presenter.clear_focus()
        self.scene.review.hide()
        return had

    def play_out_rest(self) -> bool:
        """The rest of a settled deal played at once, quickly animated; False when it is not offered."""
        c = self.controller
        if not c.can_claim:  # offered at the player's turn, when nothing left can change a score
            return False
        self.animator.timings = Timings("off" if c.timings.instant else "fast", "short")  # before the first card
        return c.claim()
