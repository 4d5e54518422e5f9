"""The match in progress: whose turn it is, what the table is doing, and what happens next.

The controller owns the engine's ``Match`` (the truth) and one explicit ``Stage``.  The table reports intents (this
card was clicked, give the trick to that seat); the controller asks the engine whether they are legal, applies them,
and hands the engine's events to whoever animates them, waiting for ``animation_finished`` before the next turn.
Computer players decide in a worker process from their own seat's view; an answer that arrives after a new deal or
an undo is recognised as stale and dropped.  At a table with friends (``remote``) the server applies the actions,
its moves come back through ``remote_moved``.  QtCore only: it runs, and is tested, with no window at all.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Sequence
from concurrent.futures import Future

from PySide6.QtCore import QObject, Qt, Signal, Slot

from ..ai import make_player
from ..ai.base import Decision
from ..ai.par import decision_seed, reader_of
from ..ai.prompts import prompt_line
from ..engine import (
    Action,
    Card,
    Deal,
    DealScored,
    Event,
    Game,
    Give,
    IllegalActionError,
    Match,
    MatchOver,
    Phase,
    Play,
    Propose,
    Seat,
    SeatView,
)
from ..engine.cards import describe_card
from ..engine.language import translate
from ..engine.settle import SETTLE_TRICKS
from .clock import Clock
from .coaching import DealCoach
from .collaborators import InlineThinker, MatchKeeper, RemoteTable, Thinker, decide_here
from .keeping import Keeping
from .stage import Stage as Stage
from .timings import Timings

HINT_SECONDS = 1.0  # the most a suggestion may take, on top of its budget of simulations

log = logging.getLogger("parlett_table")


class TableController(QObject):
    """One match at the table, from the first deal to the winner."""

    stage_changed = Signal(object)  # Stage
    synced = Signal()  # the state jumped (new deal, undo, load): redraw without animation
    deal_started = Signal()  # a new deal's cards are to be dealt out
    events_ready = Signal(object)  # list[Event] to animate; answer with animation_finished()
    refused = Signal(str)  # why the player's action was not taken, in a sentence
    told = Signal(str)  # something the player should know, in a sentence
    thinking = Signal(int)  # this seat started deciding
    deal_finished = Signal(object)  # Outcome of the deal just scored
    match_finished = Signal(object)  # MatchOver
    demo_finished = Signal()  # a demo played all its deals
    suggested = Signal(object)  # Advice (a Decision): the expert's choice for the player, with its reason
    _answered = Signal(int, int, int, object)  # (generation, ticket, moves made when asked, future), from a worker

    def __init__(
        self, thinker: Thinker | None = None, keeper: MatchKeeper | None = None, parent: QObject | None = None,
        clock: Clock | None = None,
    ) -> None:
        super().__init__(parent)
        self.clock = clock or Clock()  # the table's timed calls and animations (the tests step theirs)
        self._thinker: Thinker = thinker or InlineThinker()
        self.coach = DealCoach(self._thinker, self)  # the player's play looked at again after each deal
        self.keeping = Keeping(keeper, self, self.coach)  # the history and the save, kept through it; the verdicts
        self.keeping.told.connect(self.told)
        self._answered.connect(self._on_answer, Qt.ConnectionType.QueuedConnection)
        self.match: Match | None = None
        self.seats: tuple[Seat, ...] = ()
        self.practice = False
        self.stage = Stage.IDLE
        self.timings = Timings()
        self.auto_play = False
        self.expert_seconds: float | None = 0.25
        self.expert_sims: int | None = None
        self.animated = False  # a table is connected and will call animation_finished()
        self.demo_deals: int | None = None  # in a demo, how many deals to play
        self.hints_used = 0  # in the current deal
        self._hint: tuple[str, Decision | None] | None = None  # the latest hint's position and answer, once known
        self._generation = 0  # bumped by every jump, so late answers and timers are dropped
        self._undo: list[Match] = []
        self._think_started = 0.0
        self.can_claim = False  # at the player's turn: nothing left in the deal can change a score
        self.claiming = False  # the rest of the deal is being played out at once
        self._closed = False  # shut down: nothing more is asked or played
        self.remote: RemoteTable | None = None  # a table with friends: the server keeps it, and its computer seats

    @property
    def keeper(self) -> MatchKeeper | None:
        """The history and the save of the match in progress (None: nothing is kept, as for a record's deal)."""
        return self.keeping.keeper

    @keeper.setter
    def keeper(self, keeper: MatchKeeper | None) -> None:
        self.keeping.keeper = keeper

    # --- what the table shows ---------------------------------------------------------

    @property
    def deal(self) -> Deal:
        assert self.match is not None, "no match has been started"
        return self.match.current

    @property
    def human_seat(self) -> int | None:
        return next((seat for seat, info in enumerate(self.seats) if info.is_human), None)

    @property
    def your_turn(self) -> bool:
        """Whether the table waits for the player's decision (``Stage.HUMAN``): the one place this is decided."""
        return self.stage is Stage.HUMAN

    @property
    def demo(self) -> bool:
        """Computer players in every seat of the match: it is watched, not played (no hints, nothing kept)."""
        return bool(self.seats) and self.human_seat is None

    @property
    def viewing_seat(self) -> int:
        """The seat whose view the table shows: the player's, or seat 0 in a demo."""
        seat = self.human_seat
        return 0 if seat is None else seat

    def view(self) -> SeatView:
        """What the player may see now: the table is drawn from this, never from the engine's truth."""
        return self.deal.view(self.viewing_seat)

    @property
    def can_undo(self) -> bool:
        return self.practice and bool(self._undo) and self.stage in (Stage.HUMAN, Stage.THINKING)

    # --- starting -------------------------------------------------------------------

    def new_match(
        self,
        game: Game,
        seats: Sequence[Seat],
        seed: int,
        practice: bool = False,
        first_dealer: int | None = None,
    ) -> None:
        """Start a match whose first deal is number ``seed``."""
        if len(seats) != game.players:
            raise ValueError(f"{len(seats)} seats for a {game.players}-player game")
        self._interrupt()
        self.seats = tuple(seats)
        self.practice = practice
        match = self.match = Match.start(game, seed, first_dealer)
        self.keeping.begin(match, self.seats, practice)
        self._begin_deal()

    def replay_deal(self, deal: Deal, seats: Sequence[Seat]) -> None:
        """Play the cards of ``deal`` again from the start, as practice ("play this deal again")."""
        game = deal.game
        hands = [deal.dealt_hand(seat) for seat in range(game.players)]
        fresh = Deal.from_hands(game, hands, deal.dealer, deal.undealt, deal.seed)
        self._interrupt()
        self.seats = tuple(seats)
        self.practice = True
        match = self.match = Match(game, deal.seed if deal.seed is not None else 0, (fresh,))
        self.keeping.begin(match, self.seats, True)
        self._begin_deal()

    def resume(self, match: Match, seats: Sequence[Seat], practice: bool = False) -> None:
        """Continue a saved match exactly where it was."""
        self.load(match, seats, practice)
        self.go_on()

    def load(self, match: Match, seats: Sequence[Seat], practice: bool = False) -> None:
        """Set out a saved match exactly where it was, and wait (``go_on`` continues it)."""
        self._interrupt()
        self.seats = tuple(seats)
        self.practice = practice
        self.match = match
        self._undo = []
        self.hints_used = 0
        self.synced.emit()

    def go_on(self) -> None:
        """Continue the match set out by ``load``, from whatever it was waiting for."""
        match = self.match
        if match is None or self.stage is not Stage.IDLE:
            return
        self.keeping.resume(match, self.seats, self.practice)
        if match.current.is_over:  # left at a deal's result: its play is looked at again, as after any deal
            self.coach.look_again(match, self.human_seat, self.expert_seconds, self.seats)
        self._after_animation()

    def next_deal(self) -> None:
        """Deal the next hand of the match (after the score of the last one was shown)."""
        if self.stage is not Stage.DEAL_OVER or self.match is None:
            return
        if self.remote is not None:
            return self.remote.go_on()
        self._interrupt()
        self.match = self.match.next_deal()
        self.keeping.moved(self.match, self.seats, self.practice)
        self._begin_deal()

    def _begin_deal(self) -> None:
        self._undo = []
        self.hints_used = 0
        self._hint = None
        self.coach.forget()
        self.synced.emit()
        self._set_stage(Stage.ANIMATING)
        self.deal_started.emit()
        self._expect_animation()

    # --- the player's intents ---------------------------------------------------------

    def card_clicked(self, card: Card) -> bool:
        """The player chose a card, to propose or to play; False off the player's turn (then a click on the felt)."""
        seat = self.human_seat
        if not self.your_turn or seat is None:
            return False
        phase = self.deal.phase
        if phase is Phase.PROPOSE:
            self.act(Propose(seat, card))
        elif phase is Phase.PLAY:
            self.act(Play(seat, card))
        elif phase is Phase.GIVE:
            self.refused.emit(translate("Controller", "First say who takes this trick."))
        else:
            self.refused.emit(translate("Controller", "First answer your partner."))
        return True

    def act(self, action: Action) -> bool:
        """Take the player's action if the rules allow it; otherwise say why (``refused``)."""
        if not self.your_turn or action.seat != self.human_seat:
            return False
        assert self.match is not None
        before = self.match
        try:
            after, events = before.apply(action)  # the engine checks the action, once, before anything changes
        except IllegalActionError as error:
            self.refused.emit(error.player_text)
            return False
        if self.remote is not None:  # the server applies it: its view comes back as the move (remote_moved)
            self._set_stage(Stage.THINKING)
            return self.remote.send(action)
        self._undo.append(before)
        self._commit(after, events)
        return True

    def undo(self) -> bool:
        """Practice only: take back the player's last action in this deal."""
        if not self.can_undo:
            return False
        self._interrupt()
        self.match = self._undo.pop()
        self.keeping.moved(self.match, self.seats, self.practice)
        self.synced.emit()
        self._after_animation()
        return True

    def remote_moved(self, match: Match, events: list[Event] | None) -> None:
        """The table with friends moved on: ``events`` to show, or None for a new deal (or a jump, coming back)."""
        if events is not None:
            self._commit(match, events)
            return
        self._interrupt()
        self.match, self.hints_used = match, 0
        if not (match.current.actions or match.current.is_over):
            return self._begin_deal()
        self.synced.emit()  # set out as it is, and go on from there
        self._after_animation()

    def animation_finished(self) -> None:
        """The table has shown the last events (or dealt the cards): go on."""
        if self.stage is Stage.ANIMATING and not self._closed:  # the animator's last word can come after closing
            self._after_animation()

    # --- turns ---------------------------------------------------------------------------

    def _apply(self, action: Action) -> None:
        assert self.match is not None
        self._commit(*self.match.apply(action))

    def _commit(self, match: Match, events: list[Event]) -> None:
        """The match after an action becomes the match: kept (the save, the history), then shown."""
        self.match = match
        if self.remote is None or match.current.is_over:  # with friends, the deal is known (and kept) once over
            self.keeping.after_move(match, self.seats, self.practice, self.hints_used)
        self._set_stage(Stage.ANIMATING)
        self.events_ready.emit(events)
        self._announce(events)
        self._expect_animation()

    def _announce(self, events: list[Event]) -> None:
        for event in events:
            if isinstance(event, DealScored):
                assert self.match is not None
                self.coach.look_again(self.match, self.human_seat, self.expert_seconds, self.seats)
                self.deal_finished.emit(event.outcome)
            elif isinstance(event, MatchOver):
                self.match_finished.emit(event)

    def _expect_animation(self) -> None:
        if not self.animated:  # nobody is drawing: go on as soon as control returns to the loop
            self._later(0, self.animation_finished)

    def _after_animation(self) -> None:
        assert self.match is not None
        deal = self.deal
        if deal.is_over:
            self.claiming = False
            self._set_stage(Stage.MATCH_OVER if self.match.is_over else Stage.DEAL_OVER)
            self._demo_continue()
            return
        seat = deal.to_move
        assert seat is not None
        if self.seats[seat].is_human:
            if self.claiming:
                self._play_for_the_player()
                return
            actions = deal.legal_actions()
            self.can_claim = self._settled()
            self._set_stage(Stage.HUMAN)
            if deal.phase is Phase.PROPOSE and len(actions) == 1:  # the rules choose (longest suit)
                card = actions[0].card  # type: ignore[union-attr]
                words = translate("Controller", "The rules choose your proposal: the {card}, top of your longest suit.")
                self.told.emit(words.format(card=describe_card(card)))
                self._later(self.timings.ms("propose") * 3, lambda: self.act(actions[0]))
                return
            if self.auto_play and len(actions) == 1 and isinstance(actions[0], Play):
                self._later(self.timings.ms("play"), lambda: self.act(actions[0]))
            return
        self._think(seat)

    # --- playing out the rest ---------------------------------------------------------------

    def _settled(self) -> bool:
        """Whether to offer to play out the rest: two tricks or more to go, none of which can change a score.

        Asked at the player's turn near the end only, where the engine's exact answer is cheap.
        """
        deal = self.deal
        left = deal.game.tricks_per_deal - len(deal.tricks)
        playing = deal.phase in (Phase.PLAY, Phase.GIVE) and self.remote is None  # with friends the server plays all
        return playing and 2 <= left <= SETTLE_TRICKS and self.human_seat is not None and deal.settled()

    def claim(self) -> bool:
        """Play out the rest of the deal at once (when ``can_claim``): the player's cards are played for them,
        the computer players choose as ever, and the deal ends and is kept as usual."""
        if not self.can_claim:  # offered at the player's turn only
            return False
        self.claiming = True
        self._play_for_the_player()
        return True

    def _play_for_the_player(self) -> None:
        """While claiming: any legal card or give will do (none can change a score); talk is answered plainly."""
        actions = self.deal.legal_actions()
        moves = [action for action in actions if isinstance(action, (Play, Give))]
        self._apply((moves or actions)[0])

    def _think(self, seat: int) -> None:
        assert self.match is not None
        self._set_stage(Stage.THINKING)
        self.thinking.emit(seat)
        if self.remote is not None:  # another person, or the server's computer player: its move will come
            return
        level = self.seats[seat].player
        limit = self.expert_seconds if level == "expert" else None
        self._think_started = self.clock.seconds()
        self._ask(level, seat, self._seed(seat), self.expert_sims, limit)

    def _seed(self, seat: int) -> str:
        """The seed of a computer player's decision: the same position always gets the same answer."""
        assert self.match is not None
        return decision_seed(self.match.deal_number, seat, len(self.deal.actions))

    def suggest(self) -> bool:
        """Ask the expert what the player should do (answered by ``suggested``); counted as a hint used."""
        seat = self.human_seat
        if not self.your_turn or seat is None or self.match is None or self.remote is not None:
            return False  # no hints at a table with other people
        from ..ai.hints import HINT_SIMS  # the expert's module loads when first asked, not at start-up

        seed = f"hint/{self.match.deal_number}/{len(self.deal.actions)}"
        # One hint per position: asking again shows the same answer (or waits for it) without searching again, so
        # a player pressing H repeatedly neither piles work on the worker nor counts more hints than they got.
        if self._hint is not None and self._hint[0] == seed:
            known = self._hint[1]
            if known is not None and self.deal.is_legal(known.action):
                self.suggested.emit(known)
            return True
        self._hint = (seed, None)
        self.hints_used += 1
        self._ask("expert", seat, seed, HINT_SIMS, HINT_SECONDS)
        return True

    def prompt(self) -> str:
        """What the player is to do now, in a sentence (the coach's words for the player's view)."""
        return prompt_line(self.view(), [seat.name for seat in self.seats])

    def _ask(self, level: str, seat: int, seed: str, sims: int | None, limit: float | None) -> None:
        """A decision for ``seat`` from the worker; the answer comes back on the window's thread."""
        if self._closed:
            return
        generation, moves, view = self._generation, len(self.deal.actions), self.deal.view(seat)
        ticket, future = self._thinker.think(level, view, seed, sims, limit, reader_of(self.match, seat))
        future.add_done_callback(lambda done: self._answered.emit(generation, ticket, moves, done))

    @Slot(int, int, int, object)
    def _on_answer(self, generation: int, ticket: int, moves: int, future: Future[Decision]) -> None:
        stale = generation != self._generation or not self._thinker.is_current(ticket) or future.cancelled()
        if stale or moves != len(self.deal.actions):
            return  # asked before a new deal, an undo, or another move
        if self.your_turn:
            self._on_suggestion(future)
            return
        seat = self.deal.to_move
        assert seat is not None
        try:
            action = future.result().action
        except Exception as error:  # the worker failed: a quick player of the seat's level keeps the game going
            level = self.seats[seat].player
            log.warning("The worker failed (%r); seat %d's %s player decided here.", error, seat, level)
            action = decide_here(level, self.deal.view(seat), self._seed(seat)).action
        if not self.deal.is_legal(action):  # never trust an answer blindly
            action = self.deal.legal_actions()[0]
        wait = self.timings.ms("think_min") / 1000 - (self.clock.seconds() - self._think_started)
        if wait > 0 and not self.claiming:  # playing out the rest goes at once
            self._later(round(wait * 1000), lambda: self._apply(action))
        else:
            self._apply(action)

    def _on_suggestion(self, future: Future[Decision]) -> None:
        try:
            decision = future.result()
        except Exception:  # no search today: the rule-based player's advice is still worth having
            decision = make_player("standard").decide(self.view(), random.Random(0))
        if not self.deal.is_legal(decision.action):
            self._hint = None  # nothing shown: the next request asks afresh
            return
        if self._hint is not None:
            self._hint = (self._hint[0], decision)
        self.suggested.emit(decision)

    def _demo_continue(self) -> None:
        if self.human_seat is not None or self.demo_deals is None or self.match is None:
            return
        if len(self.match.deals) >= self.demo_deals or self.match.is_over:
            self._later(self.timings.ms("demo_next_deal") // 2, self.demo_finished.emit)
            return
        self._later(self.timings.ms("demo_next_deal"), self.next_deal)

    # --- bookkeeping ---------------------------------------------------------------------

    def _later(self, ms: int, step: Callable[[], object]) -> None:
        """Run ``step`` after ``ms`` unless the state jumps first (a new deal, an undo)."""
        generation = self._generation

        def run() -> None:  # returns nothing: PySide6 mishandles slots that return a bool
            if generation == self._generation:
                step()

        self.clock.later(ms, run, self)

    def _interrupt(self) -> None:
        """The state is about to jump (a new deal, an undo, a load): whatever was under way for the old one is
        forgotten (thinking, timers, a hint, playing out the rest) and the stage starts afresh."""
        self._generation += 1
        self._thinker.cancel()
        self._hint = None  # a hint being worked out was cancelled with the rest
        self.can_claim = self.claiming = False
        self.stage = Stage.IDLE  # afresh, so the next is announced even if the same (an undo redraws the choices)

    def _set_stage(self, stage: Stage) -> None:
        if stage is not Stage.HUMAN:
            self.can_claim = False
        if stage is not self.stage:
            self.stage = stage
            self.stage_changed.emit(stage)

    def shutdown(self) -> None:
        """The window is closing: forget what was under way, end the worker, and take no further step."""
        self._closed = True
        if self.remote is not None:
            self.remote.close()
        self.keeping.close()
        self._interrupt()
        self._thinker.close()
