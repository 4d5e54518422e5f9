"""Game ▸ Play with friends: creating or joining a table at a table server, its lobby, then the table itself,
played through the controller as any match (``play/friends``)."""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QApplication, QMessageBox, QSystemTrayIcon, QWidget

from ...engine.language import translate
from ...kept.settings import Preferences
from ...play.controller import TableController
from ...play.friends.link import TableLink
from ...play.friends.table import FriendsTable, seats_of
from ...play.stage import Stage
from ..dialogs.chat import ChatDialog, chat_line
from ..dialogs.friends import CreateTableDialog, JoinTableDialog, LobbyDialog, TableChoice, read_invitation
from ..table.message_board import MessageLifetime
from .matches import Matches


class Host(Protocol):
    preferences: Preferences

    def update_preferences(self, preferences: Preferences) -> None: ...


class FriendsCommands(QObject):
    """The Create and Join commands, and the table with friends they lead to (``table``, once started)."""

    def __init__(self, host: Host, parent: QWidget, controller: TableController, matches: Matches) -> None:
        super().__init__(parent)
        self.host, self.window, self.controller, self.matches = host, parent, controller, matches
        self.dialog: CreateTableDialog | JoinTableDialog | None = None
        self.lobby: LobbyDialog | None = None
        self.link: TableLink | None = None
        self.table: FriendsTable | None = None
        self.offer: QMessageBox | None = None
        self.chat: ChatDialog | None = None  # the conversation's window, once opened
        self.chat_lines: list[tuple[str, str]] = []  # (name, text) said at this table
        self.tray: QSystemTrayIcon | None = None  # the desktop's notifications, where it has a tray for them
        controller.stage_changed.connect(self._alert_if_away)

    @Slot()
    def create_table(self) -> None:
        prefs = self.host.preferences
        dialog = self.dialog = CreateTableDialog(prefs.name_at_table(), prefs.last_game, self.window)
        dialog.accepted.connect(self._chosen)
        dialog.open()

    @Slot()
    def join_table(self) -> None:
        dialog = self.dialog = JoinTableDialog(self.host.preferences.name_at_table(), self.window)
        dialog.accepted.connect(self._chosen)
        dialog.open()

    @Slot()
    def _chosen(self) -> None:
        choice = self.dialog.choice if self.dialog is not None else None
        if choice is not None and (choice.code or choice.game):
            self._connect(choice)

    def _connect(self, choice: TableChoice) -> None:
        if self.link is not None and self.table is None:  # a lobby left open: given up
            self.link.close()
        link = self._new_link(choice.name or self.host.preferences.name_at_table())
        lobby = self.lobby = LobbyDialog(link, self.window)
        lobby.started.connect(self._sit_down)
        lobby.rejected.connect(self._leave_lobby)
        link.open(choice.server)
        if choice.code:
            link.join(choice.code)
        else:
            link.create(choice.game, choice.players, dict(choice.options), choice.level, levels=choice.levels)
        lobby.open()

    def _new_link(self, name: str) -> TableLink:
        """A link to a table, whose chat is followed; the last table's conversation is gone."""
        link = self.link = TableLink(name, self)
        link.chat.connect(self._heard)
        self.chat_lines = []
        if self.chat is not None:
            self.chat.close()
            self.chat = None
        return link

    # --- chat ------------------------------------------------------------------------------------------

    def open_chat(self) -> bool:
        """The conversation at the table with friends, in a window beside it; False when there is no such table."""
        link = self.link
        if link is None or link.seat is None:
            return False
        if self.chat is None:
            self.chat = ChatDialog(self.chat_lines, link.say, self.window)
        self.chat.show()
        self.chat.raise_()
        self.chat.activateWindow()
        return True

    @Slot(object)
    def _heard(self, message: dict[str, object]) -> None:
        """A line said at the table: kept, shown in the chat's window if open, else above the hand."""
        name, text = str(message.get("name", "")), str(message.get("text", ""))
        self.chat_lines.append((name, text))
        if self.chat is not None:
            self.chat.add(name, text)
        if not (self.chat is not None and self.chat.isVisible()) and self.table is not None:
            self.matches.presenter.tell(chat_line(name, text), lifetime=MessageLifetime.DECISION)
        self._notify(chat_line(name, text))

    @Slot()
    def _leave_lobby(self) -> None:
        if self.link is not None and self.table is None:
            self.link.leave()
            self.link.close()

    @Slot()
    def _sit_down(self) -> None:
        link = self.link
        if link is None or link.game is None or link.seat is None:
            return
        self.matches.set_table_with_friends(link.game, seats_of(link), link.seat)
        self.table = FriendsTable(link, self.controller, self)
        self._remember(f"{link.url} {link.token}")
        link.match_over.connect(lambda: self._remember(""))  # nothing to go back to
        link.status_changed.connect(self._forget_if_gone)

    @Slot(str)
    def _forget_if_gone(self, status: str) -> None:
        """Closed for good with no table with friends at the controller any more (another match began)."""
        if status == "closed" and self.controller.remote is None:
            self._remember("")

    def _remember(self, table: str) -> None:
        prefs = self.host.preferences
        if prefs.friends_table != table:
            self.host.update_preferences(prefs.with_changes(friends_table=table))

    # --- going back to the table after the program was closed ------------------------------------------

    def offer_return(self) -> QMessageBox | None:
        """At the start: the table with friends the player was at when the program closed, offered (None when
        there is none)."""
        table = self.host.preferences.friends_table
        if not table:
            return None
        box = QMessageBox(QMessageBox.Icon.Question, translate("Friends", "Table with friends"),
                          translate("Friends", "You were at a table with friends. Go back to it?"),
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, self.window)  # fmt: skip
        box.button(QMessageBox.StandardButton.Yes).clicked.connect(lambda: self.go_back(table))
        box.button(QMessageBox.StandardButton.No).clicked.connect(lambda: self._remember(""))
        box.open()
        self.offer = box
        return box

    def go_back(self, table: str) -> None:
        """Rejoin the seat of ``table`` ("<link> <token>"): the lobby if the match has not started, else the table."""
        url, token = table.rsplit(" ", 1)
        server, code = read_invitation(url, "")
        link = self._new_link(self.host.preferences.name_at_table())
        lobby = self.lobby = LobbyDialog(link, self.window)
        lobby.started.connect(self._sit_down)
        lobby.rejected.connect(self._leave_lobby)
        link.seats_changed.connect(lambda message: self._back(lobby, message))
        link.status_changed.connect(self._forget_if_gone)
        link.open(server)
        link.rejoin(code, token)

    def _back(self, lobby: LobbyDialog, message: dict[str, object]) -> None:
        if self.table is not None or self.link is None:
            return
        if message.get("started"):
            self._sit_down()
        elif not lobby.isVisible():
            lobby.open()

    @Slot(object)
    def _alert_if_away(self, stage: Stage) -> None:
        """The player's turn at a table with friends while the window is not in front: the window asks for
        attention (the task bar's, the dock's), as the desktop does for a message."""
        if stage is Stage.HUMAN and self.controller.remote is self.table:
            self._notify(translate("Friends", "Your turn at the table with friends."))

    def _notify(self, text: str) -> None:
        """When the window is not in front: it asks for attention (the task bar's, the dock's), and where the
        desktop shows notifications, one says ``text``."""
        if self.window.isActiveWindow():
            return
        QApplication.alert(self.window)
        if not QSystemTrayIcon.isSystemTrayAvailable():
            return
        if self.tray is None:
            self.tray = QSystemTrayIcon(self.window.windowIcon(), self)
            self.tray.setToolTip(translate("Window", "Parlett Table"))
            self.tray.activated.connect(self._bring_to_front)
            self.tray.messageClicked.connect(self._bring_to_front)
        self.tray.show()
        self.tray.showMessage(translate("Window", "Parlett Table"), text, QSystemTrayIcon.MessageIcon.Information)

    @Slot()
    def _bring_to_front(self) -> None:
        self.window.showNormal() if self.window.isMinimized() else self.window.show()
        self.window.raise_()
        self.window.activateWindow()
