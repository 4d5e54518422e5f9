"""The main window: it builds the table and its parts, wires them once, and answers the menus and keys.

Data flows one way, round the table's loop (``table/table_loop.py``): the scene reports clicks, the controller
decides, the animator shows the engine's events, and when it is done the controller goes on.  What the table shows
is the presenter's work (``table/table_presenter.py``).  The window hears the loop once, when the controller's
stage changes: its menus follow it (Undo, Play out the rest).
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QByteArray, QEvent, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeyEvent
from PySide6.QtWidgets import QDialog, QMainWindow, QWidget

from ...engine import Deal, Game, MatchDocument
from ...engine.language import translate
from ...kept.history_rows import StorageError
from ...kept.settings import Preferences
from ...play.clock import Clock
from ...play.stage import Stage
from ...play.timings import Timings
from ..look.felt import BareTable
from ..look.fit import place_window
from ..look.theme import use_felt
from ..table.message_board import MessageLifetime
from .firstpaint import FirstPaint
from .help_commands import HelpCommands
from .menus import build_menus, menu_bar
from .practice_commands import PracticeCommands

# The table's own modules (scene, animator, controller …) are imported by ``MainWindow.furnish``: at start-up the
# window is on screen, its felt painted, before they load.
if TYPE_CHECKING:
    from ...kept.daily_rows import DailyBook
    from ...play.collaborators import MatchKeeper, Thinker
    from ..cards.decks import CardPixmaps
    from ..dialogs.error_notice import ErrorNotice
    from ..learning.rules_window import RulesWindow
    from ..learning.tour import Callout, Spotlight


class PreferencesStore(Protocol):
    """Where the preferences are kept (``storage.preferences.PreferencesFile``)."""

    def save(self, preferences: Preferences) -> None: ...


class MainWindow(QMainWindow, HelpCommands, PracticeCommands):
    """One table, one match at a time (the Help menu's commands and the error notice: ``help_commands.py``; Try
    again and Practise my mistakes: ``practice_commands.py``)."""

    table_ready = Signal()  # the table is furnished (see ``furnish``)

    def __init__(
        self,
        thinker: Thinker | None = None,
        preferences: Preferences | None = None,
        preferences_file: PreferencesStore | None = None,
        keeper: MatchKeeper | None = None,
        furnished: bool = True,
        clock: Clock | None = None,
    ) -> None:
        """The window; with ``furnished`` False only its frame (title, size and place, the menu bar's titles, the
        bare felt), to be shown at once and furnished once painted (``ui/app.py`` starts the program so)."""
        super().__init__()
        self.setWindowTitle(translate("Window", "Parlett Table"))
        self.preferences_file = preferences_file
        self.preferences = preferences or Preferences()
        self.keeper = keeper
        self.clock = clock or Clock()  # the table's timed calls and animations (the tests hand in a stepped one)
        self.closed = False  # set once by closing: the match is no longer played here
        self.furnished = False
        self._error_notice: ErrorNotice | None = None  # made at the first unexpected error
        use_felt(self.preferences.felt)
        self.setCentralWidget(BareTable())
        self.menus = menu_bar(self)
        place_window(self, QSize(1280, 800), QByteArray.fromBase64(self.preferences.window_geometry.encode("ascii")))
        if furnished:
            self.furnish(thinker, keeper)

    def furnish(self, thinker: Thinker | None = None, keeper: MatchKeeper | None = None) -> None:
        """The table in place of the bare felt, the menus' commands, the preferences applied (once)."""
        from ...play.controller import TableController
        from ..learning.walkthrough import Walkthrough
        from ..sound.cues import Cues
        from ..sound.effects import SoundEffects
        from ..table.animator import Animator
        from ..table.scene import TableScene
        from ..table.table_presenter import Overlays, TablePresenter
        from ..table.table_view import TableView
        from ..words.narration import Narrator
        from .daily import DailyTable
        from .friends import FriendsCommands
        from .matches import Matches

        self.keeper = keeper or self.keeper
        self.controller = TableController(thinker, self.keeper, self, self.clock)
        self.controller.animated = True
        self.scene = TableScene(self._card_art(), self.clock)
        self.view = TableView(self.scene, self)
        self.setCentralWidget(self.view)  # the bare felt goes
        self.animator = Animator(self.scene, self.controller.view, self.clock)
        self.sound = SoundEffects(self.preferences.sound_volume, self.preferences.sound_muted, self)  # started by app
        self.cues = Cues(self.controller, self.sound)
        self._add_overlays()
        viewport = self.view.viewport()
        self.narrator = Narrator(self.view)
        self.presenter = TablePresenter(self.controller, self.scene, self.view, self.animator,
                                        Overlays(self.decision, self.result, self.hint, self.claim), self.narrator)
        panels: dict[str, QWidget] = {"decision": self.decision, "result": self.result, "hint": self.hint}
        self.walkthrough = Walkthrough(self.controller, self.scene, viewport, panels, self.view.overlays,
                                       lambda: self.animator.timings.ms("panel"), self._tour_finished)
        self.matches = Matches(self, self, self.controller, self.presenter, self.walkthrough, self.view.overlays)
        self.friends = FriendsCommands(self, self, self.controller, self.matches)
        self.daily = DailyTable(self, self.matches, self.controller, self._daily_book)
        self.rules_window: RulesWindow | None = None  # made when first opened, then kept
        self.review = self.scene.review
        for panel in (self.scene.info, self.scene.scores):
            panel.hide()  # empty until a match is set out
        self.view.setAccessibleName(translate("Window", "Card table"))
        self.view.show()  # now, in a window already on screen: a hidden widget cannot take the keyboard
        self.view.setFocus()  # the keyboard starts at the table (not on a panel's button)
        actions = build_menus(self, self, self.menus)
        self.undo_action, self.claim_action, self.full_screen_action = actions.undo, actions.claim, actions.full_screen
        self.sound_action = actions.sound
        self.resume_action = actions.resume
        self._wire()
        self.full_screen_action.setChecked(self.isFullScreen())  # the frame may have been shown full screen
        self.furnished = True
        self.apply_preferences(self.preferences)
        self.table_ready.emit()

    def _add_overlays(self) -> None:
        """The widgets over the table: the decision bar, the result panel, Hint and Play out the rest."""
        from ..panels.claim import ClaimButton
        from ..panels.decision_bar import DecisionBar
        from ..panels.hint import HintButton
        from ..panels.result_panel import ResultPanel

        viewport = self.view.viewport()
        self.decision = DecisionBar(viewport)
        self.result = ResultPanel(viewport)
        self.hint = HintButton(viewport)
        self.hint.setEnabled(False)
        self.hint.hide()  # until there is a turn to hint at (and a place for it)
        self.claim = ClaimButton(viewport)
        self.claim.hide()
        self.view.overlays = [self.decision, self.result, self.hint, self.claim]
        self.decision.clock = self.result.clock = self.clock  # their fades
        self.view._follow_layout()

    def after_first_deal_painted(self, then: Callable[[], object]) -> FirstPaint:
        """Run ``then`` just after the table's first paint that shows a deal (the table furnished first, if it is
        not yet); the filter that waits for it, which notes when that paint came."""
        painted = FirstPaint(then, lambda: self.controller.match is not None, parent=self)
        if self.furnished:
            self.view.viewport().installEventFilter(painted)
        else:
            self.table_ready.connect(lambda: self.view.viewport().installEventFilter(painted))
        return painted

    # --- wiring ---------------------------------------------------------------------------

    def _wire(self) -> None:
        """Every part's news to whoever acts on it, once: the table's loop (``TableLoop``), the buttons over the
        table, and what the walkthrough and the menus follow."""
        from ..table.table_loop import TableLoop

        c, presenter = self.controller, self.presenter
        c.stage_changed.connect(self._menus_follow)
        self.animator.event_shown.connect(self.cues.event_shown)  # heard as it is shown
        self.loop = TableLoop(c, self.scene, self.animator, presenter, self.narrator)
        self.hint.clicked.connect(self.suggest)
        self.claim.clicked.connect(self.play_out_rest)
        self.decision.chosen.connect(c.act)
        self.result.next_deal.connect(c.next_deal)
        self.result.new_match.connect(self.new_game)
        self.result.back_to_match.connect(self.resume_set_aside)
        self.result.score_sheet.connect(self.show_score_sheet)
        self.result.review.connect(self.review_deal)
        self.result.rule_requested.connect(self.show_rules)
        c.coach.reported.connect(self.result.coach_reported)  # the deal's accuracy, once the coach's report is in
        self.view.resized.connect(self.walkthrough.refresh)
        presenter.moment.connect(self.walkthrough.moment)
        presenter.message_changed.connect(self.walkthrough.message_changed)
        self.matches.aside_changed.connect(self.resume_action.setEnabled)
        self.matches.aside_changed.connect(presenter.set_match_aside)

    def _menus_follow(self, stage: Stage) -> None:
        """Undo and Play out the rest offered when the controller says they can be."""
        self.undo_action.setEnabled(self.controller.can_undo)
        self.claim_action.setEnabled(self.controller.can_claim)

    # --- what others ask of the window ------------------------------------------------------

    @property
    def is_still(self) -> bool:
        """Nothing on the table is moving or fading (tests and measurements wait for this)."""
        return not (self.animator.busy or self.scene.moving or self.result.fading or self.decision.fading)

    @property
    def names(self) -> list[str]:
        return self.presenter.names

    @property
    def announcements(self) -> list[str]:
        return self.narrator.announcements

    @property
    def callout(self) -> Callout | None:
        return self.walkthrough.callout

    @property
    def spotlight(self) -> Spotlight | None:
        return self.walkthrough.spotlight

    @property
    def resume_offer(self) -> QWidget | None:
        return self.matches.resume_offer

    def tell(self, text: str, refusal: bool = False, lifetime: MessageLifetime = MessageLifetime.MOMENT) -> None:
        """The line above the player's hand (read out to screen readers too), staying as long as its ``lifetime``."""
        self.presenter.tell(text, refusal, lifetime)

    # --- starting matches (matches.py) ---------------------------------------------------------

    def start_match(self, game: Game, seed: int, levels: list[str] | tuple[str, ...], practice: bool = False) -> None:
        self.matches.start_match(game, seed, levels, practice)

    def start_demo(self, game: Game, deals: int, seed: int, level: str = "standard") -> None:
        self.matches.start_demo(game, deals, seed, level)

    def new_game(self) -> None:
        self.matches.new_game()

    def create_table(self) -> None:
        self.friends.create_table()

    def join_table(self) -> None:
        self.friends.join_table()

    def open_chat(self) -> None:
        if not self.friends.open_chat():
            self.tell(translate("Window", "Chat is for a table with friends: create or join one first (Game ▸ Play "
                                          "with friends)."))  # fmt: skip

    def quick_start(self, game: Game | None = None) -> None:
        self.matches.quick_start(game)

    def restart_deal(self) -> None:
        self.matches.restart_deal()

    def replay(self, deal: Deal) -> None:
        self.matches.replay(deal)

    def offer_resume(self, document: MatchDocument, new_game: Callable[[], object]) -> None:
        self.matches.offer_resume(document, new_game)

    def resume(self, document: MatchDocument) -> None:
        self.matches.resume(document)

    # --- input -----------------------------------------------------------------------------

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """The table's keys go round its loop (the view passes them on to the window)."""
        if not self.furnished:
            super().keyPressEvent(event)
            return
        key = event.key()
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
            self.loop.choose(-1 if key == Qt.Key.Key_Left else 1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.loop.enter()
        elif key == Qt.Key.Key_Escape:
            if not self.loop.put_away():  # nothing else to put away
                self.set_full_screen(False)
        else:
            super().keyPressEvent(event)

    def set_full_screen(self, on: bool) -> None:
        """Full screen, or back to the window as it was (maximised stays maximised)."""
        state = self.windowState()
        self.setWindowState(state | Qt.WindowState.WindowFullScreen if on else state & ~Qt.WindowState.WindowFullScreen)

    def toggle_full_screen(self) -> None:
        self.set_full_screen(not self.isFullScreen())

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.WindowStateChange and self.furnished:
            self.full_screen_action.setChecked(self.isFullScreen())
        super().changeEvent(event)

    # --- actions from menus --------------------------------------------------------------

    def undo(self) -> None:
        if self.controller.undo():
            return
        if self.controller.remote is not None and not self.trying:
            self.tell(translate("Friends", "Hints and undo are off at a table with other people."), refusal=True)
        else:
            self.tell(translate("Window", "Undo is for practice games: start one from Game ▸ New game."), refusal=True)

    def suggest(self) -> None:
        if self.trying:
            self.tell(translate("Window", "No hints here: this position is yours to solve."), refusal=True)
            return
        if self.controller.remote is not None:
            self.tell(translate("Friends", "Hints and undo are off at a table with other people."), refusal=True)
            return
        asked = self.controller.suggest()
        self.tell(translate("Window", "Thinking about your move…") if asked
                  else translate("Window", "A suggestion is for when it is your turn."))  # fmt: skip

    def play_out_rest(self) -> None:
        """Play the rest of a settled deal at once, quickly animated."""
        if not self.loop.play_out_rest():
            self.tell(translate("Window", "Play out the rest is offered when nothing left in the deal "
                                          "can change a score."))  # fmt: skip

    def toggle_last_trick(self) -> None:
        self.presenter.toggle_last_trick()

    def toggle_shown_cards(self) -> None:
        self.presenter.toggle_shown_cards(held=self.loop.holding_shown)

    def review_deal(self, step: int = 0, over: QWidget | None = None) -> None:
        """The last finished deal, hands face up, from trick ``step`` (0: as dealt), over ``over`` or the table; the
        player's play marked by the coach's report on it (or looked at again), any seat's on asking."""
        finished = [deal for deal in match.deals if deal.is_over] if (match := self.controller.match) else []
        if not finished:
            self.tell(translate("Window", "There is no finished deal to review yet."))
            return
        from .reviews import review

        dialog = review(self.controller, finished[-1], self.names, self.scene.art, over or self,
                        self.controller.human_seat, len(finished))  # fmt: skip
        dialog.play_again.connect(self.replay)
        dialog.show_step(step)
        dialog.exec()

    def _daily_book(self) -> DailyBook | None:
        return None if self.keeper is None else self.keeper.daily()

    def deal_of_the_day(self) -> None:
        """Game ▸ Deal of the day: today's deal of each game, and how it went; a game's button plays it."""
        from ..dialogs.daily import DailyDialog

        try:
            rows = book.days() if (book := self._daily_book()) is not None else []
        except StorageError as error:  # the history cannot be read now: the deals can still be played
            self.tell(str(error))
            rows = []
        dialog = DailyDialog(rows, self.daily.today(), self)
        dialog.play_requested.connect(self.daily.play)
        dialog.exec()

    def open_record(self, path: str | None = None) -> bool:
        """Play a deal from a deal record file again, as practice (``records.open_record``: a bad file is explained
        in a sentence, and a match in progress is set aside only if the player agrees)."""
        from .records import open_record

        return open_record(self, self.matches, path)

    def resume_set_aside(self) -> None:
        """Game ▸ Resume my match: the match set aside for a deal record, back as it was."""
        if not self.matches.resume_set_aside():
            self.tell(translate("Window", "No match is set aside: Resume my match brings back a match set aside to "
                                          "play a deal record."))  # fmt: skip

    def show_statistics(self) -> None:
        if self.keeper is None:
            self.tell(translate("Window", "Statistics are kept only when the program keeps a history."))
            return
        from ..stats.stats_window import StatsDialog  # the statistics window is only built when asked for

        dialog = StatsDialog(self.keeper.statistics(), self)
        dialog.play_requested.connect(self.new_game)
        dialog.review_requested.connect(lambda doc, index, over: self._review_stored(doc, index, over, dialog))
        dialog.exec()

    def _review_stored(self, document: MatchDocument, index: int, over: QWidget, statistics: QDialog) -> None:
        """A deal of the history in Review (from Statistics); playing it again sets aside the match at stake, and
        Statistics closes for the table."""
        from .reviews import review_stored

        def again(deal: Deal) -> None:
            statistics.accept()
            self.matches.play_record(deal)

        review_stored(self.controller, document, index, self.scene.art, over, again).exec()

    def show_score_sheet(self) -> None:
        if self.controller.match is not None:
            from ..dialogs.score_sheet import ScoreSheetDialog

            ScoreSheetDialog(self.controller.match, self.names, self).exec()

    def edit_preferences(self) -> None:
        from ..dialogs.preferences_dialog import PreferencesDialog

        dialog = PreferencesDialog(self.preferences, self, self.sound)
        if dialog.exec() == PreferencesDialog.DialogCode.Accepted:
            self.update_preferences(dialog.result_preferences)

    def set_sound(self, on: bool) -> None:
        """View ▸ Sound: remembered like the Preferences dialog's mute."""
        if on == self.preferences.sound_muted:  # a change by the player, not the menu following the preferences
            self.update_preferences(self.preferences.with_changes(sound_muted=not on))

    # --- preferences -------------------------------------------------------------------

    def _card_art(self) -> CardPixmaps:
        """The chosen deck's images; a deck that cannot be loaded is found here (not mid-paint) and replaced."""
        from ..cards.decks import CardPixmaps, loaded_deck

        prefs = self.preferences
        deck, notice = loaded_deck(prefs.deck, prefs.four_colour, prefs.card_back)
        if notice is not None:
            QTimer.singleShot(0, lambda: self.tell(notice, refusal=True, lifetime=MessageLifetime.DECISION))
        return CardPixmaps(deck)

    def apply_preferences(self, preferences: Preferences) -> None:
        if not self.furnished:  # the frame at start-up: applied when furnished
            self.preferences = preferences
            return
        from ..cards.decks import deck_key
        from ..look.layout import PRINT_SCALES
        from ..look.style import set_print_scale

        deck_changed = deck_key(preferences) != deck_key(self.preferences)
        self.preferences = preferences
        set_print_scale(PRINT_SCALES[preferences.print_size])  # the windows over the table as the table
        self.presenter.prompts = preferences.hints
        self.presenter.four_colour = preferences.four_colour
        self.set_timings(Timings(preferences.animation_speed, preferences.trick_pause, preferences.shown_cards))
        self.controller.auto_play = preferences.auto_play
        self.controller.expert_seconds = preferences.expert_seconds
        self.sound.set_volume(preferences.sound_volume)
        self.sound.set_muted(preferences.sound_muted)
        self.sound_action.setChecked(not preferences.sound_muted)
        self.scene.sort_hand = preferences.sort_hand
        self.scene.set_look(preferences.felt, preferences.high_contrast)
        if self.controller.match is not None:
            self.scene.set_print(PRINT_SCALES[preferences.print_size], self.scene.give_room)
        self.scene.high_first = preferences.hand_order == "high_first"
        if deck_changed:
            self.scene.set_art(self._card_art(), self.scene.dpr)
        if self.controller.match is not None and not self.animator.busy:  # redrawn with the state as it is
            self.scene.sort_viewer_hand()
            self.scene.relayout()
            self.presenter.refresh_hud()
            self._menus_follow(self.controller.stage)
            self.presenter.stage_changed(self.controller.stage)

    def set_timings(self, timings: Timings) -> None:
        """Every duration at the table (a demo sets its own without touching the preferences)."""
        self.controller.timings = timings
        self.animator.timings = timings
        self.scene.lift_ms = 0 if timings.instant else 110
        for item in self.scene.piles.all_cards():
            item.lift_ms = self.scene.lift_ms

    def update_preferences(self, preferences: Preferences) -> None:
        self.apply_preferences(preferences)
        if self.preferences_file is not None:
            try:
                self.preferences_file.save(preferences)
            except OSError as error:
                self.tell(translate("Window", "Your preferences could not be saved: {problem}.").format(
                    problem=error.strerror), refusal=True)  # fmt: skip

    def closeEvent(self, event: QCloseEvent) -> None:
        self.closed = True
        # An exception escaping a Qt override here would bring the program down: report it and close anyway.
        try:
            geometry = bytes(self.saveGeometry().toBase64().data()).decode("ascii")
            self.update_preferences(self.preferences.with_changes(window_geometry=geometry))
            if self.furnished:
                self.animator.stop()
                self.sound.stop()  # the audio output closed on this thread, before Qt tears anything down
                self.controller.shutdown()
            if self.keeper is not None:
                self.keeper.close()
        except Exception:
            sys.excepthook(*sys.exc_info())
        super().closeEvent(event)
