"""The Help menu's commands and the notice of an unexpected error: the part of ``MainWindow`` that helps rather than
plays (a mixin: the window has the attributes it names)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from ...engine.language import translate

if TYPE_CHECKING:
    from ...kept.settings import Preferences
    from ...play.controller import TableController
    from ..dialogs.error_notice import ErrorNotice
    from ..learning.rules_window import RulesWindow
    from ..learning.walkthrough import Walkthrough
    from ..table.message_board import MessageLifetime
    from .menus import Menus


class HelpCommands:
    """Rules, the walkthrough again, the log folder, About; and what an unexpected error is told with."""

    if TYPE_CHECKING:
        controller: TableController
        preferences: Preferences
        walkthrough: Walkthrough
        menus: Menus
        rules_window: RulesWindow | None
        _error_notice: ErrorNotice | None

        def update_preferences(self, preferences: Preferences) -> None: ...
        def tell(self, text: str, refusal: bool = False, lifetime: MessageLifetime = ...) -> None: ...

    def show_error_notice(self, command: str | None) -> None:
        """An unexpected error (already logged), told in front of every window: ``command``, the menu command or
        button being carried out when it came (None if not known), did not work; what to do now."""
        from ..dialogs.error_notice import ErrorNotice, notice_words
        from .menus import OPEN_LOG

        if self._error_notice is None:
            self._error_notice = ErrorNotice(self)  # type: ignore[arg-type]
        failed, advice = notice_words(command, self.menus.help.title(), translate("Menus", OPEN_LOG))
        self._error_notice.show(failed, advice)

    @property
    def error_notice(self) -> QWidget | None:
        """The notice of an unexpected error while it is up."""
        return self._error_notice.box if self._error_notice is not None else None

    def replay_tour(self) -> None:
        """Help ▸ walkthrough: the tour of the current game again, from the moment the deal is at."""
        match = self.controller.match
        if match is None or self.controller.demo:
            return
        game_id = match.game.id
        remaining = tuple(game for game in self.preferences.tours_done if game != game_id)
        self.update_preferences(self.preferences.with_changes(tours_done=remaining))
        self.walkthrough.replay(match.game)

    def _tour_finished(self, game_id: str) -> None:
        done = tuple(dict.fromkeys((*self.preferences.tours_done, game_id)))
        self.update_preferences(self.preferences.with_changes(tours_done=done))

    def show_rules(self, section: str | None = None, game_id: str | None = None) -> None:
        """The rules page of the game (the one at the table unless named), at ``section`` or at the part that
        matters in the current phase."""
        from ...rulebook import section_for_phase  # the rules pages load when first asked for
        from ..learning.rules_window import RulesWindow

        match = self.controller.match
        game_id = game_id or (match.game.id if match is not None else self.preferences.last_game)
        if section is None:
            section = "overview"
            if match is not None and game_id == match.game.id:
                section = section_for_phase(game_id, self.controller.deal.phase.name.lower())
        if self.rules_window is None:
            self.rules_window = RulesWindow(self, game_id, self.preferences.deck,  # type: ignore[arg-type]
                                            self.preferences.four_colour)
        self.rules_window.show_game(game_id, section)

    def about(self) -> None:
        from ..dialogs.about import AboutDialog  # built when first asked for

        AboutDialog(self).exec()  # type: ignore[arg-type]

    def open_log_folder(self) -> None:
        """Help ▸ Open the log folder: where the details of anything that went wrong are, in the file manager."""
        from ..dialogs.error_notice import open_log_folder

        open_log_folder(lambda text: self.tell(text, refusal=True))
