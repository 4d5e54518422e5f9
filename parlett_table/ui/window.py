"""The main window: the table, its menus, and the wiring between controller, scene and animator.

Data flows one way: the scene reports clicks, the controller decides, the
animator shows the engine's events, and when it is done the controller goes
on.  Everything drawn comes from the player's own view of the deal.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QEvent, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QKeyEvent, QKeySequence, QPainter, QResizeEvent
from PySide6.QtWidgets import QApplication, QFileDialog, QGraphicsView, QMainWindow, QWidget

from ..ai.base import Decision
from ..ai.coach import phase_hint
from ..controller import HUMAN, Phase, Seat, TableController, Thinker
from ..engine import (
    CardPlayed,
    Deal,
    DealScored,
    Event,
    Game,
    MatchDocument,
    OptionError,
    Outcome,
    Play,
    ProposalsRevealed,
    Propose,
    RecordError,
    RolesRevealed,
    Said,
    SeatView,
    TrickWon,
    TrumpSettled,
    create_game,
    read_deal,
)
from ..engine import Phase as DealPhase
from ..engine.cards import describe_card
from ..seeds import new_deal_number
from ..storage.keeper import Keeper
from ..storage.preferences import LEVEL_LABELS, Preferences, PreferencesFile
from ..timings import Timings
from .animator import Animator
from .announce import announce
from .card_item import CardItem
from .claim import ClaimButton
from .decks import CardPixmaps, make_deck
from .layout import PRINT_SCALES, Box
from .panels import DecisionBar, HintButton, ResultPanel
from .presenter import ROLE_LABELS, Lasts, MessageBoard, Presenter
from .scene import SeatLabel, TableScene
from .trick_words import trick_caption

if TYPE_CHECKING:
    from .offer import ResumeOffer
    from .rules import RulesWindow
    from .tour import Callout, Spotlight, Tour

# Keys the table answers to (in MainWindow.keyPressEvent); the view passes them on rather than scroll with them.
TABLE_KEYS = frozenset({Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space,
                        Qt.Key.Key_Escape})  # fmt: skip


class TableView(QGraphicsView):
    """The view of the table: no scrolling, the scene always the size of the window."""

    resized = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        # A viewport made here, in Python: asked for Qt's own, PySide6 first looks through every widget
        # class to find its type, which cost 28 ms of the start-up.
        self.setViewport(QWidget())
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        # Only what moves is repainted; the felt is drawn once per size (redrawing it every frame is slow).
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(560, 380)
        self.overlays: list[QWidget] = []
        scene.layout_changed.connect(self._follow_layout)

    def _follow_layout(self) -> None:
        """Panels over the table take their place and text size from the table's layout."""
        for overlay in self.overlays:
            follow = getattr(overlay, "set_table", None)
            if follow is not None:
                follow(self.table.layout)
            if overlay.isVisible():
                overlay.reposition()  # type: ignore[attr-defined]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in TABLE_KEYS:
            # Not for scrolling (the view would take the arrows and never scroll): on to the window.
            event.ignore()
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.dpr = self.devicePixelRatioF()
        self.table.resize_table(size.width(), size.height())
        self.setSceneRect(0, 0, size.width(), size.height())
        for overlay in self.overlays:
            if overlay.isVisible():
                overlay.reposition()  # type: ignore[attr-defined]
        self.resized.emit()


class MainWindow(QMainWindow):
    """One table, one match at a time."""

    def __init__(
        self,
        thinker: Thinker | None = None,
        preferences: Preferences | None = None,
        preferences_file: PreferencesFile | None = None,
        keeper: Keeper | None = None,
    ) -> None:
        super().__init__()
        self.setWindowTitle("Parlett Table")
        self.preferences_file = preferences_file
        self.preferences = preferences or Preferences()
        self.keeper = keeper
        self.controller = TableController(thinker, keeper, self)
        self.controller.animated = True
        self.scene = TableScene(self._card_art())
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)
        self.animator = Animator(self.scene, self.controller.view)
        self.presenter = Presenter()  # what the panels say, as far as the animation has shown it
        self.board = MessageBoard()  # the line above the hand, and how long it stays
        self.decision = DecisionBar(self.view.viewport())
        self.result = ResultPanel(self.view.viewport())
        self.hint = HintButton(self.view.viewport())
        self.hint.setEnabled(False)
        self.hint.hide()  # until there is a turn to hint at (and a place for it)
        self.claim = ClaimButton(self.view.viewport())
        self.claim.hide()
        self.resume_offer: ResumeOffer | None = None  # made when a saved match is offered
        self._declined: Callable[[], object] = lambda: None  # what New game on that offer does
        self.callout: Callout | None = None  # the walkthrough's parts, made when a walkthrough first starts
        self.spotlight: Spotlight | None = None
        self.view.overlays = [self.decision, self.result, self.hint, self.claim]
        self.view._follow_layout()
        self.tour: Tour | None = None
        self.rules_window: RulesWindow | None = None  # made when first opened, then kept
        self.review = self.scene.review
        for panel in (self.scene.info, self.scene.scores):
            panel.hide()  # empty until a match is set out
        self.focus_index = -1  # the keyboard's card in the player's hand
        self.announcements: list[str] = []  # the latest things said to screen readers, newest last
        self.view.setAccessibleName("Card table")
        self.view.setFocus()  # the keyboard starts at the table (not on a panel's button)
        self.demo = False
        self.closed = False  # set once by closing: the match is no longer played here
        self._wire()
        self._menus()
        self.apply_preferences(self.preferences)
        self.resize(1280, 800)
        if self.preferences.window_geometry:
            self.restoreGeometry(QByteArray.fromBase64(self.preferences.window_geometry.encode("ascii")))

    # --- wiring ---------------------------------------------------------------------------

    def _wire(self) -> None:
        c, scene, animator = self.controller, self.scene, self.animator
        c.synced.connect(self._rebuild)
        c.deal_started.connect(animator.show_deal)
        c.events_ready.connect(self._show_events)
        c.phase_changed.connect(self._phase_changed)
        c.refused.connect(lambda text: self.tell(text, refusal=True))
        c.told.connect(lambda text: self.tell(text, lasts=Lasts.DECISION))
        c.thinking.connect(self._thinking)
        c.suggested.connect(self._show_suggestion)
        self.hint.clicked.connect(self.suggest)
        self.claim.clicked.connect(self.play_out_rest)
        animator.finished.connect(self._animation_done)
        animator.event_shown.connect(self._event_shown)
        animator.waiting_for_click.connect(self._waiting_for_click)
        scene.card_clicked.connect(self._card_clicked)
        scene.felt_clicked.connect(self._felt_clicked)
        self.decision.chosen.connect(c.act)
        self.result.next_deal.connect(c.next_deal)
        self.result.new_match.connect(self.new_game)
        self.result.score_sheet.connect(self.show_score_sheet)
        self.result.review.connect(self.review_deal)
        self.result.rule_requested.connect(self.show_rules)
        self.view.resized.connect(self._refresh_tour)

    def _menus(self) -> None:
        bar = self.menuBar()
        game = bar.addMenu("&Game")
        self._add(game, "&New game…", self.new_game, QKeySequence.StandardKey.New)
        self._add(game, "&Restart this deal", self.restart_deal, "Ctrl+R")
        self._add(game, "Re&view the last deal", self.review_deal, "Ctrl+E")
        self._add(game, "&Open a deal record…", self.open_record, QKeySequence.StandardKey.Open)
        self._add(game, "&Score sheet", self.show_score_sheet, "Ctrl+S")
        self._add(game, "S&tatistics", self.show_statistics, "Ctrl+T")
        game.addSeparator()
        self._add(game, "&Preferences…", self.edit_preferences, QKeySequence.StandardKey.Preferences)
        game.addSeparator()
        self._add(game, "&Quit", self.close, QKeySequence.StandardKey.Quit)
        play = bar.addMenu("&Play")
        self.undo_action = self._add(play, "&Undo my last card (practice)", self.undo, QKeySequence.StandardKey.Undo)
        self._add(play, "&Suggest a move", self.suggest, "H")
        self._add(play, "&Last trick", self.toggle_last_trick, "L")
        self.claim_action = self._add(play, "&Play out the rest", self.play_out_rest, "P")
        self.claim_action.setEnabled(False)
        view = bar.addMenu("&View")
        self.full_screen_action = self._add(view, "&Full screen", lambda: self.set_full_screen(not self.isFullScreen()))
        self.full_screen_action.setCheckable(True)
        # The platform's own key for full screen (F11, Ctrl+Meta+F …); F11 where the platform has none.
        keys = QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen) or [QKeySequence("F11")]
        self.full_screen_action.setShortcuts(keys)
        self.full_screen_action.setToolTip("Full screen (Esc leaves it)")
        help_menu = bar.addMenu("&Help")
        self._add(help_menu, "&Rules of this game", self.show_rules, QKeySequence.StandardKey.HelpContents)
        self._add(help_menu, "Show the &walkthrough again", self.replay_tour)
        help_menu.addSeparator()
        self._add(help_menu, "&About Parlett Table", self.about)

    def _add(self, menu: object, text: str, slot: Callable[[], object], shortcut: object = None) -> QAction:
        action = QAction(text, self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))  # type: ignore[arg-type]

        # ``triggered`` passes ``checked`` to a slot that can take an argument (``open_record(path)`` got
        # False), and PySide6 mishandles slots that return a value: every menu slot is called bare.
        def run() -> None:
            slot()

        action.triggered.connect(run)
        menu.addAction(action)  # type: ignore[attr-defined]
        return action

    # --- starting matches -----------------------------------------------------------------------

    def offer_resume(self, document: MatchDocument, new_game: Callable[[], object]) -> None:
        """The saved match set out as it was left, and over it the offer to continue it.

        Continue goes on from where it was; New game calls ``new_game``.
        """
        from .offer import ResumeOffer

        self._set_out(document)
        if self.resume_offer is None:
            self.resume_offer = ResumeOffer(self.view.viewport())
            self.resume_offer.set_table(self.scene.layout)
            self.resume_offer.go_on.connect(self._continue_saved)
            self.resume_offer.new_game.connect(self._decline_saved)
            self.view.overlays.append(self.resume_offer)
        self._declined = new_game
        self.resume_offer.offer(document.match, self.names, document.practice, self.animator.timings.ms("panel"))

    def _continue_saved(self) -> None:
        if self.resume_offer is not None:
            self._hide_panel(self.resume_offer)
        self.controller.go_on()

    def _decline_saved(self) -> None:
        if self.resume_offer is not None:
            self._hide_panel(self.resume_offer)
        self._declined()

    def resume(self, document: MatchDocument) -> None:
        """Go on with a saved match exactly where it was, mid-trick included."""
        self._set_out(document)
        self.controller.go_on()

    def _set_out(self, document: MatchDocument) -> None:
        """The saved match drawn as it was, waiting."""
        seats = [Seat(seat["name"], seat["player"]) for seat in document.seats]
        viewer = next((i for i, seat in enumerate(seats) if seat.is_human), 0)
        self.demo = False
        self._prepare(document.match.game, seats, document.practice, viewer)
        self.controller.load(document.match, seats, document.practice)

    def start_match(self, game: Game, seed: int, levels: Sequence[str], practice: bool = False) -> None:
        """A match with the player in seat 0 and computer players of ``levels`` from the player's left."""
        names = self.preferences.opponent_names
        seats = [Seat(self.preferences.player_name, HUMAN)]
        seats += [Seat(names[k], level) for k, level in enumerate(levels)]
        self.demo = False
        self._start(game, seats, seed, practice)

    def start_demo(self, game: Game, deals: int, seed: int, level: str = "standard") -> None:
        """Computer players in every seat, watched from seat 0."""
        seats = [Seat(name, level) for name in _demo_names(self.preferences, game.players)]
        self.demo = True
        self.controller.demo_deals = deals
        self._start(game, seats, seed, practice=False)

    def _start(self, game: Game, seats: Sequence[Seat], seed: int, practice: bool) -> None:
        self._prepare(game, seats, practice, viewer=0)
        self.controller.new_match(game, seats, seed, practice)

    def _prepare(self, game: Game, seats: Sequence[Seat], practice: bool, viewer: int) -> None:
        """The table set for a match: seats, panels cleared, title."""
        self.animator.stop()
        for panel in (self.result, self.decision, self.resume_offer):
            self._hide_panel(panel)
        self.review.hide()
        labels = [SeatLabel(seat.name, "" if seat.is_human else LEVEL_LABELS.get(seat.player, ""), seat.is_human)
                  for seat in seats]  # fmt: skip
        self.scene.set_print(PRINT_SCALES[self.preferences.print_size], give_room=game.id == "whoswho")
        self.scene.setup_seats(labels, viewer=viewer)
        self.scene.resize_table(self.view.viewport().width(), self.view.viewport().height())
        self.setWindowTitle(f"{game.name}{' (practice)' if practice else ''} — Parlett Table")
        self._start_tour(game.id)

    def new_game(self) -> None:
        from .dialogs import NewGameDialog

        dialog = NewGameDialog(self.preferences, self)
        dialog.rules_requested.connect(lambda game_id: self.show_rules("overview", game_id))
        if dialog.exec() != NewGameDialog.DialogCode.Accepted or dialog.choice is None:
            return
        choice = dialog.choice
        game = choice.game
        levels = list(self.preferences.opponent_levels)
        levels[: len(choice.levels)] = choice.levels
        self.update_preferences(
            self.preferences.with_changes(
                last_game=game.id,
                last_players={**self.preferences.last_players, game.id: game.players},
                last_options={**self.preferences.last_options, game.id: dict(game.options)},
                opponent_levels=tuple(levels),
            )
        )
        self.start_match(game, choice.seed, choice.levels, choice.practice)

    def quick_start(self, game: Game | None = None) -> None:
        """``game``, or else the last game played with its options, on a fresh deal (as a returning player expects)."""
        prefs = self.preferences
        if game is not None:
            self.start_match(game, new_deal_number(), prefs.opponent_levels[: game.players - 1])
            return
        try:
            game = create_game(prefs.last_game, prefs.last_players.get(prefs.last_game),
                               prefs.last_options.get(prefs.last_game))  # fmt: skip
        except OptionError:
            game = create_game("hoodwink")
        self.start_match(game, new_deal_number(), prefs.opponent_levels[: game.players - 1])

    def restart_deal(self) -> None:
        """Play the current deal again from the start (practice: marked as such)."""
        c = self.controller
        if c.match is None:
            return
        levels = [seat.player for seat in c.seats[1:]]
        if self.demo:
            return
        self.start_match(c.match.game, c.match.deal_number, levels, practice=True)

    # --- showing the state ---------------------------------------------------------------------

    @property
    def is_still(self) -> bool:
        """Nothing on the table is moving or fading (tests and measurements wait for this)."""
        return not (self.animator.busy or self.scene.moving or self.result.fading or self.decision.fading)

    @property
    def names(self) -> list[str]:
        return [seat.name for seat in self.controller.seats]

    def _rebuild(self) -> None:
        self.animator.stop()
        self.animator.timings = self.controller.timings
        self._hide_panel(self.result)
        self._hide_panel(self.decision)
        self.review.hide()
        self.focus_index = -1
        self._end_message(Lasts.MOMENT, Lasts.TRICK)  # a jump: what was said belonged to the table before it
        c = self.controller
        view = c.view()
        assert c.match is not None
        self.presenter.sync(c.match, view)
        self.scene.dealer_seat = view.dealer
        self.scene.rebuild(view)
        self._refresh_hud()
        for panel in (self.scene.info, self.scene.scores):
            panel.show()

    def _show_events(self, events: list[Event]) -> None:
        self._hide_panel(self.decision)
        self.review.hide()
        self._clear_focus()
        first = events[0] if events else None
        if isinstance(first, TrickWon) and first.trick.winner != first.trick.taker:  # given: said while it is seen
            names = self.names
            self.tell(f"{names[first.trick.winner]} gave the trick to {names[first.trick.taker]}.", lasts=Lasts.TRICK)
        self.animator.show_events(events)

    def _refresh_hud(self) -> None:
        """The game panel, scores and name plates, from what the table has shown so far."""
        c = self.controller
        if c.match is None or self.presenter.shown is None:
            return
        info = self.presenter.info(c.match, self.names, c.practice)
        self.scene.info.four_colour = self.preferences.four_colour
        self.scene.info.set_values(info.title, info.lines, info.trump, info.trump_text, info.has_trumps)
        self.scene.scores.set_values("Scores", self.presenter.score_rows(self.names))
        self._refresh_plates()

    def _refresh_plates(self) -> None:
        c = self.controller
        if c.match is None or self.presenter.shown is None:
            return
        to_move = c.deal.to_move
        active = to_move if c.phase in (Phase.HUMAN, Phase.THINKING) else None
        for seat, plate in enumerate(self.scene.plates):
            plate.set_values(**self.presenter.plate(seat, seat == active, seat == active and c.phase is Phase.THINKING))

    def _event_shown(self, event: Event) -> None:
        self.say(self._words_for(event))
        if self.presenter.event_shown(event):
            self._refresh_hud()
        if isinstance(event, TrickWon):
            self._end_message(Lasts.TRICK)  # the trick is gathered: what was said about it goes with it
            if self.tour is not None:
                self.tour.moment("trick")
        elif isinstance(event, Said):
            self._speak(event)
        elif isinstance(event, DealScored):
            self._show_result(event.outcome)

    def _speak(self, event: Said) -> None:
        bubble = self.scene.say(event.say.seat, event.say.words)
        QTimer.singleShot(max(1500, self.animator.timings.ms("speech")), lambda: self.scene.unsay(bubble))

    def _show_result(self, outcome: Outcome) -> None:
        match = self.controller.match
        assert match is not None
        deals = match.deals_to_play
        title = (
            f"Deal {len(match.deals)} of {deals}" if deals else f"Deal {len(match.deals)}  ·  playing to {match.target}"
        )
        winners = match.winners
        over = None
        if winners:
            names = [self.names[seat] for seat in winners]
            total = match.totals[winners[0]]
            if len(names) > 1:
                over = f"{' and '.join(names)} share the win with {total}."
            elif winners[0] == self.controller.human_seat:
                over = f"You win the match with {total}!"
            else:
                over = f"{names[0]} wins the match with {total}."
        self._end_message(Lasts.MOMENT, Lasts.TRICK)
        explanation = match.current.explain(self.names, self.controller.human_seat)
        duration = self.animator.timings.ms("panel")
        self.result.show_outcome(title, outcome, self.names, match.totals, over, duration, explanation)
        if self.tour is not None:
            self.tour.moment("result")

    def _animation_done(self) -> None:
        c = self.controller
        view = c.view()
        if not self.scene.shows(view):  # never let the picture drift from the state
            self.scene.rebuild(view)
        if c.match is not None:  # everything has been shown: the panels say all there is to know
            self.presenter.sync(c.match, view)
        self._refresh_hud()
        c.animation_finished()

    def _phase_changed(self, phase: Phase) -> None:
        c = self.controller
        self.undo_action.setEnabled(c.can_undo)
        if c.match is None:
            return
        view = c.view()
        self._refresh_plates()
        human = phase is Phase.HUMAN
        # A message belongs to a moment: a prompt, hint or refusal leaves when the table moves on, and
        # anything else when the next decision comes.
        self._end_message(Lasts.MOMENT, *((Lasts.TRICK, Lasts.DECISION) if human else ()))
        self._describe_hand(view)
        self.hint.setEnabled(human)
        self.hint.reposition()
        self.hint.setVisible(not self.demo and phase not in (Phase.DEAL_OVER, Phase.MATCH_OVER, Phase.IDLE))
        claim = human and c.can_claim
        self.claim_action.setEnabled(claim)
        self.claim.setVisible(claim)
        if claim:
            self.claim.reposition()
        if phase in (Phase.DEAL_OVER, Phase.MATCH_OVER):
            self.animator.timings = c.timings  # after playing out the rest at speed
        legal = {action.card for action in view.legal_actions if hasattr(action, "card")} if human else set()
        choosing_card = human and view.phase in (DealPhase.PLAY, DealPhase.PROPOSE)
        for item in self.scene.hands[view.seat] if self.scene.hands else []:
            item.set_state(item.card in legal if choosing_card else None, choosing_card)
        if human:
            offered = self.decision.offer(view, self.names, self.animator.timings.ms("panel"))
            if offered and choosing_card:  # cards first (the arrows choose them); Tab reaches the bar
                self.view.setFocus()
            forced_proposal = view.phase == DealPhase.PROPOSE and len(view.legal_actions) == 1
            if self.preferences.hints and not forced_proposal:
                self.tell(phase_hint(view, self.names))
            if self.tour is not None:  # after the prompt, so the note finds its place clear of it
                self.tour.moment("propose" if view.phase == DealPhase.PROPOSE else "turn")
        else:
            self._hide_panel(self.decision)
            self._clear_focus()
            if phase in (Phase.DEAL_OVER, Phase.MATCH_OVER) and not self.result.isVisible():
                self._show_result(c.deal.outcome())  # a match set out between deals: its last result again

    def _hide_panel(self, panel: QWidget | None) -> None:
        """Hide a panel over the table; if it had the keyboard, the table takes it back (not a stray button)."""
        if panel is None:
            return
        focus = QApplication.focusWidget()
        if focus is not None and (focus is panel or panel.isAncestorOf(focus)):
            self.view.setFocus()
        panel.hide()

    def suggest(self) -> None:
        if not self.controller.suggest():
            self.tell("A suggestion is for when it is your turn.")
        else:
            self.tell("Thinking about your move…")

    def _show_suggestion(self, decision: Decision) -> None:
        """Point at the suggested card or choice and say why."""
        action = decision.action
        if isinstance(action, (Play, Propose)):
            hand = self._hand_items()
            self.focus_index = next((i for i, item in enumerate(hand) if item.card == action.card), -1)
            for index, item in enumerate(hand):
                item.set_state(item.playable, item.interactive, focused=index == self.focus_index)
            words = describe_card(int(action.card))
            reason = decision.words(self.names)
            named = words.lower() in reason.lower()
            self.tell(f"Hint: {reason}" if named else f"Hint: the {words}. {reason}")
        else:
            self.decision.highlight(action)
            self.tell(f"Hint: {decision.words(self.names)}")  # every such reason opens with the choice itself

    def _thinking(self, seat: int) -> None:
        self._refresh_plates()

    def tell(self, text: str, refusal: bool = False, lasts: Lasts = Lasts.MOMENT) -> None:
        """The line above the player's hand (read out to screen readers too), staying as long as ``lasts``."""
        self.board.tell(text, refusal, lasts)
        self.scene.message.show_text(text, refusal)
        self.say(text)
        if self.callout is not None and self.callout.isVisible():
            self.callout.reposition()  # the line may have grown under the walkthrough's note

    def _end_message(self, *moments: Lasts) -> None:
        """The moment is over: its message leaves the table."""
        if self.board.end(*moments):
            self.scene.message.show_text("")

    def say(self, text: str) -> None:
        """Tell screen readers, and remember it (the last 50 things said)."""
        if text:
            self.announcements = [*self.announcements[-49:], text]
            announce(self.view, text)

    def _words_for(self, event: Event) -> str:
        """An event in words for a listener: what a sighted player sees happen."""
        names = self.names
        if isinstance(event, CardPlayed):
            return f"{names[event.seat]} plays the {describe_card(int(event.card))}."
        if isinstance(event, TrickWon):
            trick = event.trick
            given = "" if trick.winner == trick.taker else f", given by {names[trick.winner]}"
            return f"{names[trick.taker]} takes trick {event.number}{given}."
        if isinstance(event, ProposalsRevealed):
            shown = ", ".join(f"{names[s]} the {describe_card(int(card))}" for s, card in enumerate(event.cards))
            return f"Cards shown: {shown}."
        if isinstance(event, TrumpSettled):
            trump = f"Trump is {event.trump.plural}." if event.trump is not None else ""
            mine = event.roles[self.scene.viewer] if event.roles else None
            if mine is None:
                return trump
            return f"{trump} You are {'the Hood' if mine == 'hood' else 'a ' + ROLE_LABELS[mine].lower()}."
        if isinstance(event, RolesRevealed):
            return "Roles: " + ", ".join(f"{names[s]} {role}" for s, role in enumerate(event.roles) if role) + "."
        if isinstance(event, DealScored):
            return (
                f"{event.outcome.summary} Scores: "
                + ", ".join(f"{names[s]} {score}" for s, score in enumerate(event.outcome.scores))
                + "."
            )
        return ""

    def _describe_hand(self, view: SeatView) -> None:
        """The view's accessible description: your hand and what you may play, for a screen reader to query."""
        hand = ", ".join(describe_card(int(card)) for card in view.hand)
        playable = [describe_card(int(a.card)) for a in view.legal_actions if isinstance(a, (Play, Propose))]
        allowed = f" You may play: {', '.join(playable)}." if playable else ""
        self.view.setAccessibleDescription(f"Your hand: {hand}.{allowed}")

    def _waiting_for_click(self, waiting: bool) -> None:
        if waiting:
            said = f"{self.board.text} " if self.board.text and self.board.lasts is Lasts.TRICK else ""
            self.tell(f"{said}Click the table (or press Space) for the next trick.", lasts=Lasts.TRICK)
        else:
            self._end_message(Lasts.TRICK)

    # --- input -----------------------------------------------------------------------------

    def _card_clicked(self, card: object) -> None:
        if self.controller.phase is Phase.HUMAN:
            self.controller.card_clicked(card)  # type: ignore[arg-type]
        else:
            self._felt_clicked()

    def _felt_clicked(self) -> None:
        self.review.hide()
        if self.animator.busy:
            self.animator.nudge()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self._move_focus(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            hand = self._hand_items()
            if self.controller.phase is Phase.HUMAN and 0 <= self.focus_index < len(hand):
                self.controller.card_clicked(hand[self.focus_index].card)  # type: ignore[arg-type]
            else:
                self._felt_clicked()
        elif key == Qt.Key.Key_Escape:
            if self.focus_index < 0 and not self.review.isVisible():  # nothing else to put away
                self.set_full_screen(False)
            self._clear_focus()
            self.review.hide()
        else:
            super().keyPressEvent(event)

    def set_full_screen(self, on: bool) -> None:
        """Full screen, or back to the window as it was (maximised stays maximised)."""
        state = self.windowState()
        self.setWindowState(state | Qt.WindowState.WindowFullScreen if on else state & ~Qt.WindowState.WindowFullScreen)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.WindowStateChange:
            self.full_screen_action.setChecked(self.isFullScreen())
        super().changeEvent(event)

    def _hand_items(self) -> list[CardItem]:
        scene = self.scene
        return scene.hands[scene.viewer] if scene.hands else []

    def _move_focus(self, step: int) -> None:
        hand = self._hand_items()
        if not hand or self.controller.phase is not Phase.HUMAN:
            return
        if self.focus_index < 0:
            playable = [i for i, item in enumerate(hand) if item.playable]
            self.focus_index = playable[0] if playable else 0
        else:
            self.focus_index = (self.focus_index + step) % len(hand)
        for index, item in enumerate(hand):
            item.set_state(item.playable, item.interactive, focused=index == self.focus_index)
        card = hand[self.focus_index].card
        if card is not None:
            allowed = "" if hand[self.focus_index].playable else " (cannot be played now)"
            self.tell(describe_card(int(card)).capitalize() + allowed)

    def _clear_focus(self) -> None:
        self.focus_index = -1
        for item in self._hand_items():
            if item.focused:
                item.set_state(item.playable, item.interactive, focused=False)

    # --- actions from menus --------------------------------------------------------------

    def undo(self) -> None:
        if not self.controller.undo():
            self.tell("Undo is for practice games: start one from Game ▸ New game.", refusal=True)

    def play_out_rest(self) -> None:
        """Play the rest of a settled deal at once, quickly animated."""
        c = self.controller
        if self.demo or not c.can_claim or c.phase is not Phase.HUMAN:
            self.tell("Play out the rest is offered when nothing left in the deal can change a score.")
            return
        self.animator.timings = Timings("off" if c.timings.instant else "fast", "short")  # before the first card
        c.claim()

    def toggle_last_trick(self) -> None:
        c = self.controller
        if c.match is None:
            return
        tricks = c.view().tricks
        if self.review.isVisible() or not tricks:
            self.review.hide()
            if not tricks:
                self.tell("No trick has been played yet.")
            return
        last = tricks[-1]
        names = self.names
        view = c.view()
        you = self.scene.you
        _, why = trick_caption(last, view.rules.trick_reason(last, view.trump), names, you, self.scene.joker_title)
        winner = next(order for order, (seat, _) in enumerate(last.plays()) if seat == last.winner)
        self.review.show_trick(
            [(names[seat], card) for seat, card in last.plays()],
            f"Last trick: {'you' if last.taker == you else names[last.taker]} took it", why, winner,
            self.scene.art, self.scene.dpr, self.scene.joker_title, self.scene.layout,
        )  # fmt: skip

    # --- the first-game walkthrough -----------------------------------------------------------

    def _start_tour(self, game_id: str) -> None:
        if self.tour is not None:
            self.tour.dismiss()
        self.tour = None
        if self.demo or game_id in self.preferences.tours_done:
            return
        from .tour import Callout, Spotlight, Tour

        if self.callout is None or self.spotlight is None:
            self.callout = Callout(self.view.viewport())
            self.callout.set_table(self.scene.layout)
            self.callout.obstacles = self._tour_obstacles
            self.view.overlays.append(self.callout)
            self.spotlight = Spotlight()
            self.spotlight.hide()
            self.scene.addItem(self.spotlight)
        self.tour = Tour(game_id, self._tour_targets(), self.callout, self.spotlight, self._tour_finished,
                         lambda: self.animator.timings.ms("panel"))  # fmt: skip

    def _tour_targets(self) -> dict[str, Callable[[], QRectF]]:
        scene = self.scene

        def box(b: Box) -> QRectF:
            return QRectF(b.left, b.top, b.width, b.height)

        def taken() -> QRectF:  # the pile (and name plate) of whoever took the last trick
            tricks = self.controller.view().tricks
            where = scene.seat_on_screen(tricks[-1].taker if tricks else 0)
            pile = scene.layout.taken_place(where, 0)
            w, h = scene.layout.card_width * pile.scale, scene.layout.card_height * pile.scale
            return QRectF(pile.x - w / 2, pile.y - h / 2, w, h).united(box(scene.layout.plate(where)))

        def hand() -> QRectF:
            return box(scene.layout.hand_extent(0, max(1, len(scene.hands[scene.viewer]))))

        return {
            "hand": hand,
            "info": lambda: box(scene.layout.info_box(len(scene.info.lines))),
            "plate": lambda: box(scene.layout.plate(1)),
            "scores": lambda: box(scene.layout.score_box()),
            "hint": lambda: QRectF(self.hint.geometry()),
            "taken": taken,
            "result": lambda: QRectF(self.result.geometry()),
        }

    def _tour_obstacles(self) -> list[QRectF]:
        """What a walkthrough note must not cover: the table's own (hand, trick, plates, piles, message) and the
        other panels over it."""
        panels = [self.decision, self.result, self.hint]
        return self.scene.occupied() + [QRectF(panel.geometry()) for panel in panels if panel.isVisible()]

    def _refresh_tour(self) -> None:
        if self.tour is not None:
            self.tour.refresh()

    def _tour_finished(self, game_id: str) -> None:
        done = tuple(dict.fromkeys((*self.preferences.tours_done, game_id)))
        self.update_preferences(self.preferences.with_changes(tours_done=done))

    def replay_tour(self) -> None:
        """Help ▸ walkthrough: the tour of the current game again, from the moment the deal is at."""
        match = self.controller.match
        if match is None or self.demo:
            return
        game_id = match.game.id
        remaining = tuple(game for game in self.preferences.tours_done if game != game_id)
        self.update_preferences(self.preferences.with_changes(tours_done=remaining))
        self._start_tour(game_id)
        if self.controller.phase is Phase.HUMAN and self.tour is not None:
            self.tour.moment("propose" if self.controller.view().phase == DealPhase.PROPOSE else "turn")

    def show_rules(self, section: str | None = None, game_id: str | None = None) -> None:
        """The rules page of the game (the one at the table unless named), at ``section`` or at the part that
        matters in the current phase."""
        from ..rules import section_for_phase  # the rules pages load when first asked for
        from .rules import RulesWindow

        match = self.controller.match
        game_id = game_id or (match.game.id if match is not None else self.preferences.last_game)
        if section is None:
            section = "overview"
            if match is not None and game_id == match.game.id:
                section = section_for_phase(game_id, self.controller.deal.phase.name.lower())
        if self.rules_window is None:
            self.rules_window = RulesWindow(self, game_id, self.preferences.deck, self.preferences.four_colour)
        self.rules_window.show_game(game_id, section)

    def review_deal(self) -> None:
        """The deal just finished (or the last finished one), all hands face up, trick by trick."""
        match = self.controller.match
        finished = [deal for deal in match.deals if deal.is_over] if match is not None else []
        if not finished:
            self.tell("There is no finished deal to review yet.")
            return
        from .review import ReviewDialog

        dialog = ReviewDialog(finished[-1], self.names, self.scene.art, self, reader=self.controller.human_seat)
        dialog.play_again.connect(self.replay)
        dialog.exec()

    def open_record(self, path: str | None = None) -> bool:
        """Play a deal from a deal record file again; a bad file is explained in one sentence."""
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self, "Open a deal record", "", "Deal records (*.parlett *.json);;All files (*)"
            )
            if not path:
                return False
        try:
            deal = read_deal(Path(path).read_text(encoding="utf-8"))
        except (OSError, UnicodeDecodeError, RecordError) as error:
            from .style import warn

            warn(self, "Open a deal record", f"That deal cannot be played: {error}")
            return False
        self.replay(deal)
        return True

    def replay(self, deal: Deal) -> None:
        """The same cards played again from the start, as practice, with you in seat 0."""
        game = deal.game
        c = self.controller
        if len(c.seats) == game.players and c.seats[0].is_human:
            seats = list(c.seats)
        else:
            names = self.preferences.opponent_names
            levels = self.preferences.opponent_levels
            seats = [Seat(self.preferences.player_name, HUMAN)]
            seats += [Seat(names[k], levels[k]) for k in range(game.players - 1)]
        self.demo = False
        self._prepare(game, seats, practice=True, viewer=0)
        c.replay_deal(deal, seats)

    def show_statistics(self) -> None:
        if self.keeper is None:
            self.tell("Statistics are kept only when the program keeps a history.")
            return
        from .stats import StatsDialog  # the statistics window is only built when asked for

        dialog = StatsDialog(self.keeper.history, self)
        dialog.play_requested.connect(self.new_game)
        dialog.exec()

    def show_score_sheet(self) -> None:
        if self.controller.match is not None:
            from .dialogs import ScoreSheetDialog

            ScoreSheetDialog(self.controller.match, self.names, self).exec()

    def edit_preferences(self) -> None:
        from .dialogs import PreferencesDialog

        dialog = PreferencesDialog(self.preferences, self)
        if dialog.exec() == PreferencesDialog.DialogCode.Accepted:
            self.update_preferences(dialog.result_preferences)

    def about(self) -> None:
        from .about import AboutDialog  # built when first asked for

        AboutDialog(self).exec()

    # --- preferences -------------------------------------------------------------------

    def _card_art(self) -> CardPixmaps:
        """The chosen deck's images; a deck that cannot be loaded is found here (not mid-paint) and replaced."""
        four = self.preferences.four_colour
        deck = make_deck(self.preferences.deck, four)
        try:
            deck.load()
        except (OSError, RuntimeError) as error:
            notice = f"The {deck.name} deck could not be loaded ({error}); the Clear deck is in use."
            deck = make_deck("clear", four)
            QTimer.singleShot(0, lambda: self.tell(notice, refusal=True, lasts=Lasts.DECISION))
        return CardPixmaps(deck)

    def apply_preferences(self, preferences: Preferences) -> None:
        deck_changed = (preferences.deck, preferences.four_colour) != (
            self.preferences.deck,
            self.preferences.four_colour,
        )
        self.preferences = preferences
        self.set_timings(Timings(preferences.animation_speed, preferences.trick_pause))
        self.controller.auto_play = preferences.auto_play
        self.controller.expert_seconds = preferences.expert_seconds
        self.scene.sort_hand = preferences.sort_hand
        if self.controller.match is not None:
            self.scene.set_print(PRINT_SCALES[preferences.print_size], self.scene.give_room)
        self.scene.high_first = preferences.hand_order == "high_first"
        if deck_changed:
            self.scene.set_art(self._card_art(), self.scene.dpr)
        if self.controller.match is not None:
            self._rebuild_keep_phase()

    def set_timings(self, timings: Timings) -> None:
        """Every duration at the table (a demo sets its own without touching the preferences)."""
        self.controller.timings = timings
        self.animator.timings = timings
        self.scene.lift_ms = 0 if timings.instant else 110
        for item in self.scene.all_cards():
            item.lift_ms = self.scene.lift_ms

    def _rebuild_keep_phase(self) -> None:
        if not self.animator.busy:
            self.scene.sort_viewer_hand()
            self.scene.relayout()
            self._refresh_hud()
            self._phase_changed(self.controller.phase)

    def update_preferences(self, preferences: Preferences) -> None:
        self.apply_preferences(preferences)
        if self.preferences_file is not None:
            try:
                self.preferences_file.save(preferences)
            except OSError as error:
                self.tell(f"Your preferences could not be saved: {error.strerror}.", refusal=True)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closed = True
        # An exception escaping a Qt override here would bring the program down: report it and close anyway.
        try:
            geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
            self.update_preferences(self.preferences.with_changes(window_geometry=geometry))
            self.animator.stop()
            self.controller.shutdown()
            if self.keeper is not None:
                self.keeper.close()
        except Exception:
            sys.excepthook(*sys.exc_info())  # type: ignore[arg-type]
        super().closeEvent(event)


def _demo_names(preferences: Preferences, players: int) -> list[str]:
    """Names for a demo, where computer players sit in every seat: the watched seat too gets a real name.

    The other seats keep the opponents' names; the watched seat takes the player's own name if they
    set one, else the first opponent's name left unused: a computer plays it, so not "You" (only five
    players, all four opponents' names taken, leave nothing else).
    """
    others = list(preferences.opponent_names[: players - 1])
    spare = [name for name in preferences.opponent_names if name not in others]
    own = preferences.player_name
    watched = own if own != Preferences().player_name else (spare[0] if spare else own)
    return [watched, *others]
