"""Starting and resuming matches: who sits where, the table set for them, and the saved match offered again."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from ...engine import FRIEND, GAMES, HUMAN, Deal, Game, MatchDocument, OptionError, Seat, create_game
from ...engine.language import translate
from ...kept.settings import LEVEL_LABELS, LEVELS, Preferences
from ...play.controller import TableController
from ...play.seeds import new_deal_number
from ..learning.walkthrough import Walkthrough
from ..look.layout import PRINT_SCALES
from ..table.scene import SeatLabel
from ..table.table_presenter import TablePresenter

if TYPE_CHECKING:
    from ...play.collaborators import MatchKeeper
    from ..panels.offer import ResumeOffer


def level_label(level: str) -> str:
    """A computer player's level as its name plate shows it ("" for an unknown one)."""
    return translate("Levels", LEVEL_LABELS[level]) if level in LEVEL_LABELS else ""


class Host(Protocol):
    """The window the matches are played in."""

    preferences: Preferences

    def update_preferences(self, preferences: Preferences) -> None: ...
    def show_rules(self, section: str | None = None, game_id: str | None = None) -> None: ...
    def setWindowTitle(self, title: str) -> None: ...


class Matches(QObject):
    """Sets the table for a new, replayed or saved match and hands it to the controller."""

    aside_changed = Signal(bool)  # whether a match is set aside now (Resume my match, Back to my match follow it)

    def __init__(self, host: Host, parent: QWidget, controller: TableController, presenter: TablePresenter,
                 walkthrough: Walkthrough, overlays: list[QWidget]) -> None:  # fmt: skip
        super().__init__(parent)
        self.host = host
        self.dialogs_parent = parent  # the New game dialog opens over it
        self.controller = controller
        self.presenter = presenter
        self.walkthrough = walkthrough
        self.overlays = overlays  # the view's panels that follow its size (the resume offer joins it)
        self.resume_offer: ResumeOffer | None = None  # made when a saved match is offered
        self._declined: Callable[[], object] = lambda: None  # what New game on that offer does
        # A match set aside to play a deal record as practice, and its keeper meanwhile: nothing of the record's
        # deal is kept (the save and the history stay the match's), and the match comes back as it was.
        self.set_aside: MatchDocument | None = None
        self._keeper: MatchKeeper | None = None

    # --- new matches ---------------------------------------------------------------------------

    def start_match(self, game: Game, seed: int, levels: Sequence[str], practice: bool = False) -> None:
        """A match with the player in seat 0 and computer players of ``levels`` from the player's left."""
        prefs = self.host.preferences
        seats = [Seat(prefs.name_at_table(), HUMAN)]
        seats += [Seat(prefs.opponent_names[k], level) for k, level in enumerate(levels)]
        self._start(game, seats, seed, practice)

    def start_demo(self, game: Game, deals: int, seed: int, level: str = "standard") -> None:
        """Computer players in every seat, watched from seat 0."""
        seats = [Seat(name, level) for name in demo_names(self.host.preferences, game.players)]
        self.controller.demo_deals = deals
        self._start(game, seats, seed, practice=False)

    def _start(self, game: Game, seats: Sequence[Seat], seed: int, practice: bool) -> None:
        self._give_up_set_aside()
        self._prepare(game, seats, practice, viewer=0)
        self.controller.new_match(game, seats, seed, practice)

    def new_game(self) -> None:
        """The New game dialog; the match it asks for, its choices remembered."""
        from ..dialogs.new_game import NewGameDialog

        prefs = self.host.preferences
        dialog = NewGameDialog(self._playing_now(prefs), self.dialogs_parent)
        dialog.rules_requested.connect(lambda game_id: self.host.show_rules("overview", game_id))
        if dialog.exec() != NewGameDialog.DialogCode.Accepted or dialog.choice is None:
            return
        choice = dialog.choice
        game = choice.game
        levels = list(prefs.opponent_levels)
        levels[: len(choice.levels)] = choice.levels
        self.host.update_preferences(
            prefs.with_changes(
                last_game=game.id,
                last_players={**prefs.last_players, game.id: game.players},
                last_options={**prefs.last_options, game.id: dict(game.options)},
                opponent_levels=tuple(levels),
            )
        )
        self.start_match(game, choice.seed, choice.levels, choice.practice)

    def _playing_now(self, prefs: Preferences) -> Preferences:
        """What the New game dialog opens on: the game at the table, with its players, options and opponents (it
        may have come from the command line, a deal record or a resumed match), or else the last one chosen there."""
        match = self.controller.match
        if match is None or self.controller.demo:
            return prefs
        game = match.game
        levels = [seat.player for seat in self.controller.seats[1:]]
        if not set(levels) <= set(LEVELS):
            levels = []
        return prefs.with_changes(
            last_game=game.id,
            last_players={**prefs.last_players, game.id: game.players},
            last_options={**prefs.last_options, game.id: dict(game.options)},
            opponent_levels=(*levels, *prefs.opponent_levels[len(levels):]),
        )

    def quick_start(self, game: Game | None = None) -> None:
        """``game``, or else the last game played with its options, on a fresh deal (as a returning player expects)."""
        prefs = self.host.preferences
        if game is None:
            try:
                game = create_game(prefs.last_game, prefs.last_players.get(prefs.last_game),
                                   prefs.last_options.get(prefs.last_game))  # fmt: skip
            except OptionError:
                game = create_game(next(iter(GAMES)))  # the first game
        self.start_match(game, new_deal_number(), prefs.opponent_levels[: game.players - 1])

    def restart_deal(self) -> None:
        """Play the current deal again from the start (practice: marked as such)."""
        c = self.controller
        if c.match is None or c.demo:
            return
        if self.set_aside is not None:  # a deal record's deal, played while the match waits: the same cards again
            self.replay(c.deal)
            return
        if c.remote is not None:  # the server deals a table with friends: its deals are not dealt again here
            return
        levels = [seat.player for seat in c.seats[1:]]
        self.start_match(c.match.game, c.match.deal_number, levels, practice=True)

    def replay(self, deal: Deal, levels: Sequence[str] | None = None) -> None:
        """The same cards played again from the start, as practice, with you in seat 0 (and computer players of
        ``levels``, the preferences' if None)."""
        game = deal.game
        c = self.controller
        # The table's own seats where they fit (a friend's seat becomes a computer player of the table's level).
        if levels is None and len(c.seats) == game.players and c.seats[0].is_human:
            seats = [Seat(seat.name, "standard") if seat.player == FRIEND else seat for seat in c.seats]
        else:
            prefs = self.host.preferences
            levels = levels or prefs.opponent_levels
            seats = [Seat(prefs.name_at_table(), HUMAN)]
            seats += [Seat(prefs.opponent_names[k], levels[k]) for k in range(game.players - 1)]
        self._prepare(game, seats, practice=True, viewer=0)
        c.replay_deal(deal, seats)

    # --- a match set aside for a deal record ----------------------------------------------------------

    def at_stake(self) -> bool:
        """Whether a match of the player's is at the table that opening a deal record would replace: not over, the
        player has made a move in it, and it is not itself a record's deal played while a match is set aside."""
        c = self.controller
        match = c.match
        if match is None or match.is_over or c.demo or self.set_aside is not None or c.remote is not None:
            return False
        humans = {seat for seat, info in enumerate(c.seats) if info.is_human}
        return any(action.seat in humans for deal in match.deals for action in deal.actions)

    def play_record(self, deal: Deal, levels: Sequence[str] | None = None, set_aside: bool = True) -> None:
        """A deal record's deal, as practice; the match at stake (``at_stake``) set aside, not abandoned: it comes
        back with ``resume_set_aside`` (after the record's deal, or from the Game menu).  ``set_aside`` False: the
        deal at the table is itself one played so (the deal of the day again), and goes."""
        if set_aside and self.at_stake():
            self._set_aside_at_stake()
            self.controller.keeper = None  # the record's deal keeps nothing: the save stays the match's
        self.replay(deal, levels)
        if self.set_aside is not None:
            from ..table.message_board import MessageLifetime

            game = self.set_aside.match.game.name
            self.presenter.tell(translate(
                "Matches",
                "Your {game} match is set aside, not lost: it comes back after this deal, or from Game ▸ Resume my "
                "match.",
            ).format(game=game), lifetime=MessageLifetime.DECISION)  # fmt: skip

    def set_aside_for_practice(self) -> bool:
        """The match at stake set aside while a position is tried again (as for a deal record: its keeper waits,
        nothing of the try is kept); whether there was one."""
        if not self.at_stake():
            return False
        self._set_aside_at_stake()
        self.controller.keeper = None
        return True

    def give_up_set_aside(self) -> None:
        """The keeper back with the controller, and no match held here (it is set out again by its caller)."""
        self._give_up_set_aside()

    def set_table(self, game: Game, seats: Sequence[Seat], practice: bool, viewer: int) -> None:
        """The table set for a position tried again: as for any match, but no walkthrough starts."""
        self._prepare(game, seats, practice, viewer, tour=False)

    def _set_aside_at_stake(self) -> None:
        """The match at stake (``at_stake``) set aside as it stands, with the keeper it goes back to."""
        c = self.controller
        assert c.match is not None
        self.set_aside = MatchDocument(c.match, tuple(c.seats), c.practice)
        self._keeper = c.keeper
        self.aside_changed.emit(True)

    def resume_set_aside(self) -> bool:
        """The match set aside for a deal record, back at the table as it was left; False if there is none."""
        document = self.set_aside
        if document is None:
            return False
        self._give_up_set_aside()
        self.resume(document)
        return True

    def _give_up_set_aside(self) -> None:
        """The keeper back with the controller; the match set aside is no longer held here (a new match begins,
        which abandons it as it does any match in progress, or it is resumed)."""
        if self.set_aside is None:
            return
        self.controller.keeper = self._keeper
        self.set_aside, self._keeper = None, None
        self.aside_changed.emit(False)

    # --- saved matches ---------------------------------------------------------------------------

    def offer_resume(self, document: MatchDocument, new_game: Callable[[], object]) -> None:
        """The saved match set out as it was left, and over it the offer to continue it.

        Continue goes on from where it was; New game calls ``new_game``.
        """
        from ..panels.offer import ResumeOffer

        self._give_up_set_aside()
        self._set_out(document)
        if self.resume_offer is None:
            self.resume_offer = ResumeOffer(self.presenter.view.viewport())
            self.resume_offer.set_table(self.presenter.scene.layout)
            self.resume_offer.clock = self.controller.clock
            self.resume_offer.go_on.connect(self._continue_saved)
            self.resume_offer.new_game.connect(self._decline_saved)
            self.overlays.append(self.resume_offer)
        self._declined = new_game
        self.resume_offer.offer(document.match, self.presenter.names, document.practice,
                                self.presenter.animator.timings.ms("panel"))  # fmt: skip

    def _continue_saved(self) -> None:
        self.presenter.hide_panel(self.resume_offer)
        self.controller.go_on()

    def _decline_saved(self) -> None:
        self.presenter.hide_panel(self.resume_offer)
        self._declined()

    def resume(self, document: MatchDocument) -> None:
        """Go on with a saved match exactly where it was, mid-trick included."""
        self._give_up_set_aside()
        self._set_out(document)
        self.controller.go_on()

    def _set_out(self, document: MatchDocument) -> None:
        """The saved match drawn as it was, waiting."""
        seats = list(document.seats)
        viewer = next((i for i, seat in enumerate(seats) if seat.is_human), 0)
        self._prepare(document.match.game, seats, document.practice, viewer)
        self.controller.load(document.match, seats, document.practice)

    def set_table_with_friends(self, game: Game, seats: Sequence[Seat], viewer: int) -> None:
        """The table set for a match at a table with friends (the server's views fill it). The player's own match in
        progress is set aside, as for a deal record, and its save left as it is: the server keeps the table with
        friends, whose finished deals still go into the history."""
        c = self.controller
        if self.set_aside is not None:  # a deal record's deal kept nothing; the deals with friends are kept
            c.keeper = self._keeper
        elif self.at_stake():
            self._set_aside_at_stake()  # the keeper stays: the deals with friends go into the history
        self._prepare(game, seats, False, viewer)
        c.seats = tuple(seats)  # not the seats of the match before
        if c.keeper is not None:
            c.keeper.keeps_save = False

    def _prepare(self, game: Game, seats: Sequence[Seat], practice: bool, viewer: int, tour: bool = True) -> None:
        """The table set for a match: seats, panels cleared, title, and the walkthrough if it is the first time."""
        remote, self.controller.remote = self.controller.remote, None
        if remote is not None:  # a table with friends is left for another match
            remote.close()
        if self.controller.keeper is not None:
            self.controller.keeper.keeps_save = True
        presenter = self.presenter
        presenter.animator.stop()
        overlays = presenter.overlays
        for panel in (overlays.result, overlays.decision, self.resume_offer):
            presenter.hide_panel(panel)
        scene = presenter.scene
        scene.review.hide()
        labels = [SeatLabel(presenter.shown_name(seat), "" if seat.is_human else level_label(seat.player),
                            seat.is_human) for seat in seats]  # fmt: skip
        prefs = self.host.preferences
        scene.set_print(PRINT_SCALES[prefs.print_size], give_room=game.gives_tricks)
        scene.setup_seats(labels, viewer=viewer)
        viewport = presenter.view.viewport()
        scene.resize_table(viewport.width(), viewport.height())
        title = translate("Matches", "{game} (practice) — Parlett Table") if practice else "{game} — Parlett Table"
        self.host.setWindowTitle(title.format(game=game.name))
        watched = not any(seat.is_human for seat in seats)  # a demo: no walkthrough
        self.walkthrough.start(game, wanted=tour and not watched and game.id not in prefs.tours_done)


def demo_names(preferences: Preferences, players: int) -> list[str]:
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
