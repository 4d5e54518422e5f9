"""The window's menus: every command the player can give besides clicking the table, with its key."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QMainWindow, QMenu

from ...engine.language import QT_TRANSLATE_NOOP, translate

# QAction and QKeySequence are imported where the commands are built: the window's frame, painted first at
# start-up, has only the menus' titles, and their Python enums would cost that paint 1.5 ms.
if TYPE_CHECKING:
    from PySide6.QtGui import QAction, QKeySequence

    Shortcut = str | QKeySequence.StandardKey | None  # a key as written ("Ctrl+R") or the platform's own


class Commands(Protocol):
    """What the menus call (the main window)."""

    def new_game(self) -> None: ...
    def restart_deal(self) -> None: ...
    def review_deal(self) -> None: ...
    def deal_of_the_day(self) -> None: ...
    def open_record(self, path: str | None = None) -> bool: ...
    def create_table(self) -> None: ...
    def join_table(self) -> None: ...
    def open_chat(self) -> None: ...
    def resume_set_aside(self) -> None: ...
    def show_score_sheet(self) -> None: ...
    def show_statistics(self) -> None: ...
    def edit_preferences(self) -> None: ...
    def undo(self) -> None: ...
    def suggest(self) -> None: ...
    def toggle_last_trick(self) -> None: ...
    def toggle_shown_cards(self) -> None: ...
    def play_out_rest(self) -> None: ...
    def toggle_full_screen(self) -> None: ...
    def set_sound(self, on: bool) -> None: ...
    def show_rules(self, section: str | None = None, game_id: str | None = None) -> None: ...
    def replay_tour(self) -> None: ...
    def practise_mistakes(self) -> None: ...
    def about(self) -> None: ...
    def open_log_folder(self) -> None: ...


OPEN_LOG = QT_TRANSLATE_NOOP("Menus", "Open the &log folder")


@dataclass(frozen=True)
class MenuActions:
    """The actions whose state follows the table (enabled, checked)."""

    undo: QAction
    claim: QAction
    full_screen: QAction
    sound: QAction
    resume: QAction  # Resume my match: a match set aside for a deal record


@dataclass(frozen=True)
class Menus:
    """The menu bar's four menus."""

    game: QMenu
    play: QMenu
    view: QMenu
    help: QMenu


def menu_bar(window: QMainWindow) -> Menus:
    """Game, Play, View and Help on ``window``'s menu bar, empty: the window is shown with them before the
    program's modules are loaded, and ``build_menus`` fills them once the table is there (no command can come
    before it can be carried out)."""
    bar = window.menuBar()
    titles = (translate("Menus", "&Game"), translate("Menus", "&Play"), translate("Menus", "&View"),
              translate("Menus", "&Help"))  # fmt: skip
    return Menus(*(bar.addMenu(title) for title in titles))


def build_menus(window: QMainWindow, commands: Commands, menus: Menus) -> MenuActions:
    """Every command in ``menus`` (from ``menu_bar``), with its key."""
    from PySide6.QtGui import QAction, QKeySequence

    def add(menu: QMenu, text: str, slot: Callable[[], object], shortcut: Shortcut = None) -> QAction:
        return add_action(window, menu, text, slot, shortcut)

    game = menus.game
    add(game, translate("Menus", "&New game…"), commands.new_game, QKeySequence.StandardKey.New)
    add(game, translate("Menus", "&Restart this deal"), commands.restart_deal, "Ctrl+R")
    add(game, translate("Menus", "Re&view the last deal"), commands.review_deal, "Ctrl+E")
    add(game, translate("Menus", "&Open a deal record…"), commands.open_record, QKeySequence.StandardKey.Open)
    add(game, translate("Menus", "&Deal of the day…"), commands.deal_of_the_day, "Ctrl+D")
    friends = game.addMenu(translate("Menus", "Play with &friends"))
    add(friends, translate("Menus", "&Create a table…"), commands.create_table)
    add(friends, translate("Menus", "&Join a table…"), commands.join_table)
    add(friends, translate("Menus", "C&hat…"), commands.open_chat, "Ctrl+M")
    resume = add(game, translate("Menus", "Resume &my match"), commands.resume_set_aside)
    resume.setEnabled(False)
    add(game, translate("Menus", "&Score sheet"), commands.show_score_sheet, "Ctrl+S")
    add(game, translate("Menus", "S&tatistics"), commands.show_statistics, "Ctrl+T")
    game.addSeparator()
    preferences = add(game, translate("Menus", "&Preferences…"), commands.edit_preferences)
    # The platform's own key (Cmd+, on macOS); Ctrl+, where it has none (Linux, Windows), as most programs there.
    preferences.setShortcuts(QKeySequence.keyBindings(QKeySequence.StandardKey.Preferences) or [QKeySequence("Ctrl+,")])
    game.addSeparator()
    add(game, translate("Menus", "&Quit"), window.close, QKeySequence.StandardKey.Quit)
    play = menus.play
    undo = add(play, translate("Menus", "&Undo my last card (practice)"), commands.undo, QKeySequence.StandardKey.Undo)
    add(play, translate("Menus", "&Hint"), commands.suggest, "H")  # the words of the table's button
    add(play, translate("Menus", "&Last trick"), commands.toggle_last_trick, "L")
    add(play, translate("Menus", "&Cards shown"), commands.toggle_shown_cards, "C")
    claim = add(play, translate("Menus", "&Play out the rest"), commands.play_out_rest, "P")
    claim.setEnabled(False)
    view = menus.view
    full_screen = add(view, translate("Menus", "&Full screen"), commands.toggle_full_screen)
    full_screen.setCheckable(True)
    # The platform's own key for full screen (F11, Ctrl+Meta+F …); F11 where the platform has none.
    keys = QKeySequence.keyBindings(QKeySequence.StandardKey.FullScreen) or [QKeySequence("F11")]
    full_screen.setShortcuts(keys)
    full_screen.setToolTip(translate("Menus", "Full screen (Esc leaves it)"))
    # On and off at once, remembered like the Preferences dialog's mute.
    sound = QAction(translate("Menus", "&Sound"), window)
    sound.setCheckable(True)
    sound.setShortcut(QKeySequence("M"))  # like H, L and P: a single key at the table
    sound.toggled.connect(commands.set_sound)
    view.addAction(sound)
    help_menu = menus.help
    add(
        help_menu, translate("Menus", "&Rules of this game"), commands.show_rules, QKeySequence.StandardKey.HelpContents
    )
    add(help_menu, translate("Menus", "Show the &walkthrough again"), commands.replay_tour)
    add(help_menu, translate("Menus", "&Practise my mistakes…"), commands.practise_mistakes, "Ctrl+Shift+P")
    help_menu.addSeparator()
    add(help_menu, translate("Menus", OPEN_LOG), commands.open_log_folder)
    add(help_menu, translate("Menus", "&About Parlett Table"), commands.about)
    return MenuActions(undo, claim, full_screen, sound, resume)


def add_action(window: QMainWindow, menu: QMenu, text: str, slot: Callable[[], object], shortcut: Shortcut = None
               ) -> QAction:  # fmt: skip
    """An action of ``window`` in ``menu``, calling ``slot`` with no argument."""
    from PySide6.QtGui import QAction, QKeySequence

    action = QAction(text, window)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))

    # ``triggered`` passes ``checked`` to a slot that can take an argument (``open_record(path)`` got
    # False), and PySide6 mishandles slots that return a value: every menu slot is called bare.  An error on the
    # way is told to the player as this command's (``error_notice.py``).
    def run() -> None:
        from ..dialogs.error_notice import doing

        with doing(action.text()):
            slot()

    action.triggered.connect(run)
    menu.addAction(action)
    return action
