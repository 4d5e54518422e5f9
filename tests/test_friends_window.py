"""Game ▸ Play with friends in the window, against a real server on 127.0.0.1: the menu's commands triggered,
the dialogs' buttons clicked (real signals, slots taking Qt's ``checked``), the lobby's Start, and a whole
deal played at the window's table whose totals are those ``parlett-table replay`` gives the record."""

from __future__ import annotations

import json
import urllib.parse
from pathlib import Path
from typing import Any

import pytest
from friends_support import server_thread
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu, QSystemTrayIcon
from pytestqt.qtbot import QtBot

from parlett_table.engine import FRIEND, GAMES, HUMAN, deal_from_record, replay_report
from parlett_table.play.controller import Stage
from parlett_table.play.friends.link import TableLink
from parlett_table.server import protocol
from parlett_table.ui.dialogs.friends import CreateTableDialog, JoinTableDialog, LobbyDialog

WAIT_MS = 15_000
MOVES = 200


def menu_action(menu: QMenu, words: str) -> QAction:
    """The action of ``menu`` or its submenus whose words (without "&") are ``words``."""
    for action in menu.actions():
        if action.text().replace("&", "") == words:
            return action
        if action.menu() is not None:
            found = menu_action(action.menu(), words)  # type: ignore[arg-type]
            if found is not None:
                return found
    return None  # type: ignore[return-value]


def address(url: str) -> str:
    parts = urllib.parse.urlsplit(url)
    return f"{parts.hostname}:{parts.port}"


def play_out(qtbot: QtBot, window: Any, friend: TableLink) -> None:
    """The window's player and the friend each play their first legal action until the window shows the result."""
    controller = window.controller
    for _ in range(MOVES):
        qtbot.waitUntil(lambda: controller.stage in (Stage.DEAL_OVER, Stage.MATCH_OVER) or controller.your_turn
                        or friend.my_turn, timeout=WAIT_MS)  # fmt: skip
        if controller.stage in (Stage.DEAL_OVER, Stage.MATCH_OVER):
            return
        if controller.your_turn:
            action, refused = controller.view().legal_actions[0], []
            controller.refused.connect(refused.append)
            taken = controller.act(action)
            controller.refused.disconnect(refused.append)
            # Said in full if it ever fails (it did once, under load, and never again in eight runs).
            link = window.friends.link
            assert taken, (action, controller.stage, controller.human_seat, link.view is None, refused)
        elif friend.my_turn:
            assert friend.seat_view is not None and friend.view is not None
            version = friend.view["version"]
            friend.act(friend.seat_view.legal_actions[0])
            qtbot.waitUntil(lambda v=version: friend.view is not None and friend.view["version"] > v, timeout=WAIT_MS)
    raise AssertionError("the deal did not end")


def check_result(window: Any, friend: TableLink) -> None:
    record = friend.deals_over[0]["record"]
    replayed = replay_report(deal_from_record(record))
    assert list(window.controller.deal.outcome().scores) == replayed["scores"]
    assert list(window.controller.match.totals) == replayed["scores"]


def test_create_a_table_from_the_menu_start_it_in_the_lobby_and_play_a_deal(
    qtbot: QtBot, window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    alerts: list[object] = []
    monkeypatch.setattr(QApplication, "alert", lambda widget, ms=0: alerts.append(widget))
    monkeypatch.setattr(window, "isActiveWindow", lambda: False)  # the player is in another window
    notified: list[str] = []  # a desktop with a tray for notifications
    monkeypatch.setattr(QSystemTrayIcon, "isSystemTrayAvailable", staticmethod(lambda: True))
    monkeypatch.setattr(QSystemTrayIcon, "showMessage", lambda tray, title, text, *rest: notified.append(text))
    with server_thread(tmp_path) as url:
        menu_action(window.menus.game, "Create a table…").trigger()
        dialog = window.friends.dialog
        assert isinstance(dialog, CreateTableDialog) and dialog.isVisible()
        dialog.server.setText(address(url))
        dialog.game.setCurrentIndex(dialog.game.findData("crescendo"))
        assert dialog.problem.isHidden()  # nothing to say yet
        jokers = dialog.option_boxes["five_jokers"]
        dialog.players.setValue(5)
        assert jokers.isEnabled()
        jokers.setCurrentIndex(jokers.findData(True))
        dialog.players.setValue(3)  # for five players only: not offered at three, and not asked for
        assert not jokers.isEnabled() and "five_jokers" not in dialog.options()
        bobs, third = dialog.level_boxes
        bobs.setCurrentIndex(bobs.findData("expert"))  # Bob takes the seat: its level is not played
        third.setCurrentIndex(third.findData("beginner"))
        dialog.ok_button().click()
        assert not dialog.isVisible()
        lobby = window.friends.lobby
        assert isinstance(lobby, LobbyDialog)
        qtbot.waitUntil(lambda: window.friends.link.code is not None and lobby.start.isEnabled(), timeout=WAIT_MS)
        qtbot.waitUntil(lambda: lobby.seats.count() == 3, timeout=WAIT_MS)
        lines = [lobby.seats.item(k).text() for k in range(3)]  # the open seats say who plays them if nobody comes
        assert lines[0].endswith("(you)") and "(Expert)" in lines[1] and "(Beginner)" in lines[2], lines
        code = window.friends.link.code
        assert code in lobby.code.text()
        lobby.copy.click()
        assert QApplication.clipboard().text().endswith(f"/t/{code}")
        friend = TableLink("Bob")
        with qtbot.waitSignal(friend.welcomed, timeout=WAIT_MS):
            friend.open(url)
            friend.join(code)
        qtbot.waitUntil(lambda: lobby.seats.count() == 3 and "Bob" in lobby.seats.item(1).text(), timeout=WAIT_MS)
        assert lobby.seats.item(1).text() == "2. Bob" and "(Beginner)" in lobby.seats.item(2).text()
        lobby.start.click()  # the third seat: a computer player
        qtbot.waitUntil(lambda: window.controller.match is not None and window.controller.remote is not None,
                        timeout=WAIT_MS)  # fmt: skip
        assert not lobby.isVisible()
        assert window.controller.match.game.options == {"five_jokers": False}
        players = [seat.player for seat in window.controller.seats]
        assert players == [HUMAN, FRIEND, "beginner"]
        shown = window.controller.match
        menu_action(window.menus.game, "Restart this deal").trigger()  # the server deals: nothing dealt here
        assert window.controller.match is shown and window.controller.remote is not None
        qtbot.waitUntil(lambda: window.controller.your_turn, timeout=WAIT_MS)
        QApplication.processEvents()
        assert window.hint.isHidden()  # no Hint on the table with friends, and the keys say why
        for words in ("Hint", "Undo my last card (practice)"):
            menu_action(window.menus.play, words).trigger()
            assert window.scene.message.text == "Hints and undo are off at a table with other people.", words
        play_out(qtbot, window, friend)
        assert alerts and all(widget is window for widget in alerts)  # each turn of the player's, told
        assert notified and set(notified) == {"Your turn at the table with friends."}
        assert window.friends.tray is not None
        window.friends.tray.messageClicked.emit()  # the notification clicked: the window comes to the front
        qtbot.waitUntil(lambda: 0 in friend.deals_over, timeout=WAIT_MS)
        check_result(window, friend)
        friend.close()
        window.controller.shutdown()
        qtbot.waitUntil(lambda: not window.friends.link.connected and not friend.connected, timeout=WAIT_MS)


def test_join_a_table_with_the_link_a_friend_sent(qtbot: QtBot, window: Any, tmp_path: Path) -> None:
    with server_thread(tmp_path) as url:
        host = TableLink("Ann")
        with qtbot.waitSignal(host.welcomed, timeout=WAIT_MS):
            host.open(url)
            host.create("hoodwink")
        menu_action(window.menus.game, "Join a table…").trigger()
        dialog = window.friends.dialog
        assert isinstance(dialog, JoinTableDialog) and dialog.isVisible()
        dialog.code.setText(host.url)  # the link Ann copied: the server and the code
        dialog.server.setText("")  # not needed with a link
        dialog.ok_button().click()
        qtbot.waitUntil(lambda: window.friends.link is not None and window.friends.link.seat == 1, timeout=WAIT_MS)
        lobby = window.friends.lobby
        assert not lobby.start.isEnabled()  # only the creator starts
        with qtbot.waitSignal(lobby.started, timeout=WAIT_MS):
            host.start()
        qtbot.waitUntil(lambda: window.controller.match is not None, timeout=WAIT_MS)
        assert window.controller.human_seat == 1 and window.controller.viewing_seat == 1
        play_out(qtbot, window, host)
        qtbot.waitUntil(lambda: 0 in host.deals_over, timeout=WAIT_MS)
        check_result(window, host)
        host.close()
        window.controller.shutdown()
        qtbot.waitUntil(lambda: not window.friends.link.connected and not host.connected, timeout=WAIT_MS)


def test_cancelling_the_dialogs_connects_to_nothing(qtbot: QtBot, window: Any) -> None:
    for words in ("Create a table…", "Join a table…"):
        menu_action(window.menus.game, words).trigger()
        dialog = window.friends.dialog
        dialog.buttons.button(dialog.buttons.StandardButton.Cancel).click()
        assert not dialog.isVisible() and window.friends.link is None


def test_closing_and_starting_again_offers_to_go_back_to_the_table(qtbot: QtBot, window: Any, tmp_path: Path) -> None:
    from parlett_table.engine import GAMES
    from parlett_table.play.collaborators import InlineThinker
    from parlett_table.ui.window.main_window import MainWindow

    with server_thread(tmp_path) as url:
        host = TableLink("Ann")
        with qtbot.waitSignal(host.welcomed, timeout=WAIT_MS):
            host.open(url)
            host.create("hoodwink")
        menu_action(window.menus.game, "Join a table…").trigger()
        window.friends.dialog.code.setText(host.url)
        window.friends.dialog.ok_button().click()
        qtbot.waitUntil(lambda: window.friends.link is not None and window.friends.link.seat == 1, timeout=WAIT_MS)
        host.start()
        qtbot.waitUntil(lambda: window.controller.match is not None, timeout=WAIT_MS)
        link = window.friends.link
        kept = window.preferences.friends_table
        assert kept == f"{link.url} {link.token}"
        window.controller.shutdown()  # the program closes: the table is remembered
        qtbot.waitUntil(lambda: not link.connected, timeout=WAIT_MS)
        assert window.preferences.friends_table == kept
        again = MainWindow(InlineThinker(), window.preferences.with_changes(animation_speed="off",
                                                                           tours_done=tuple(GAMES)))  # fmt: skip
        qtbot.addWidget(again)
        again.show()
        qtbot.waitExposed(again)
        try:
            offer = again.friends.offer_return()
            assert offer is not None and offer.isVisible()
            offer.button(offer.StandardButton.Yes).click()
            qtbot.waitUntil(lambda: again.controller.match is not None and again.controller.human_seat == 1,
                            timeout=WAIT_MS)  # fmt: skip
            play_out(qtbot, again, host)
            qtbot.waitUntil(lambda: 0 in host.deals_over, timeout=WAIT_MS)
            check_result(again, host)
        finally:
            host.close()
            again.controller.shutdown()
            qtbot.waitUntil(lambda: again.friends.link is None or not again.friends.link.connected, timeout=WAIT_MS)


def test_no_table_to_go_back_to_offers_nothing(window: Any) -> None:
    assert window.preferences.friends_table == "" and window.friends.offer_return() is None


def test_a_saved_match_of_a_table_with_friends_is_not_offered_to_go_on_with_here() -> None:
    """Its deals go into the history; going back to the table is the server's (the offer above)."""
    from parlett_table.engine import Match, MatchDocument, Seat, create_game
    from parlett_table.storage.startup import resumable

    match = Match.start(create_game("hoodwink"), 5)
    seats = (Seat("Ann", HUMAN), Seat("Bob", FRIEND), Seat("Cy", "standard"))
    assert not resumable(MatchDocument(match, seats, False))
    assert resumable(MatchDocument(match, (seats[0], Seat("Bob", "standard"), seats[2]), False))



def test_the_create_dialog_asks_for_the_options_chosen(window: Any) -> None:
    menu_action(window.menus.game, "Create a table…").trigger()
    dialog = window.friends.dialog
    dialog.game.setCurrentIndex(dialog.game.findData("crescendo"))
    dialog.players.setValue(5)
    jokers = dialog.option_boxes["five_jokers"]
    jokers.setCurrentIndex(jokers.findData(True))
    choice = dialog.made()
    assert (choice.game, choice.players, dict(choice.options)) == ("crescendo", 5, {"five_jokers": True})
    dialog.reject()


def test_the_create_dialog_asks_for_each_other_seats_level(window: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    sent: list[dict[str, Any]] = []
    monkeypatch.setattr(TableLink, "open", lambda link, server: None)  # no server: the message is what counts
    monkeypatch.setattr(TableLink, "send", lambda link, message: sent.append(message))
    menu_action(window.menus.game, "Create a table…").trigger()
    dialog = window.friends.dialog
    dialog.game.setCurrentIndex(dialog.game.findData("crescendo"))
    dialog.players.setValue(5)
    assert len(dialog.level_boxes) == 4 and not dialog.levels_card.isHidden()
    dialog.players.setValue(3)  # one box a seat after the creator's, following the count
    assert len(dialog.level_boxes) == 2
    left, right = dialog.level_boxes
    left.setCurrentIndex(left.findData("beginner"))
    right.setCurrentIndex(right.findData("expert"))
    dialog.players.setValue(4)  # the levels chosen stay; the new seat's is the usual one
    assert [box.currentData() for box in dialog.level_boxes] == ["beginner", "expert", "standard"]
    dialog.players.setValue(3)
    assert dialog.made().levels == ("beginner", "expert")
    dialog.ok_button().click()
    (create,) = sent
    assert create["type"] == "create" and create["players"] == 3 and create["levels"] == ["beginner", "expert"]
    assert "level" not in create and protocol.parse(json.dumps({"v": 1, **create}))  # the server takes it
    window.friends.lobby.reject()


def test_the_players_own_match_is_set_aside_and_its_save_kept_while_friends_play(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from test_set_aside import in_progress

    from parlett_table.play.clock import SteppedClock
    from parlett_table.play.collaborators import InlineThinker
    from parlett_table.storage.keeper import Keeper
    from parlett_table.storage.preferences import Preferences
    from parlett_table.ui.window.main_window import MainWindow

    keeper = Keeper()
    prefs = Preferences(animation_speed="off", tours_done=tuple(GAMES))
    window = MainWindow(InlineThinker(), prefs, keeper=keeper, clock=SteppedClock())
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    in_progress(qtbot, window)
    own = window.controller.match
    saved = keeper.saves.path.read_bytes()
    with server_thread(tmp_path) as url:
        menu_action(window.menus.game, "Create a table…").trigger()
        dialog = window.friends.dialog
        dialog.server.setText(address(url))
        dialog.game.setCurrentIndex(dialog.game.findData("hoodwink"))
        dialog.ok_button().click()
        lobby = window.friends.lobby
        qtbot.waitUntil(lambda: window.friends.link.code is not None and lobby.start.isEnabled(), timeout=WAIT_MS)
        friend = TableLink("Bob")
        with qtbot.waitSignal(friend.welcomed, timeout=WAIT_MS):
            friend.open(url)
            friend.join(window.friends.link.code)
        qtbot.waitUntil(lambda: lobby.seats.count() == 3 and "Bob" in lobby.seats.item(1).text(), timeout=WAIT_MS)
        lobby.start.click()
        qtbot.waitUntil(lambda: window.controller.remote is not None and window.controller.match is not None,
                        timeout=WAIT_MS)  # fmt: skip
        assert window.matches.set_aside is not None and window.matches.set_aside.match is own
        play_out(qtbot, window, friend)
        qtbot.waitUntil(lambda: 0 in friend.deals_over, timeout=WAIT_MS)
        qtbot.waitUntil(lambda: window.controller.stage in (Stage.DEAL_OVER, Stage.MATCH_OVER), timeout=WAIT_MS)
        assert keeper.saves.path.read_bytes() == saved  # the save still holds the player's own match
        history = keeper.history._db  # type: ignore[attr-defined]
        rows = history.execute("SELECT id, game, seats, status FROM matches ORDER BY id").fetchall()
        assert rows[0][3] == "playing"  # set aside, not given up
        assert rows[1][1] == "hoodwink" and '"friend"' in rows[1][2]  # the deal with friends is in the history
        friend.close()
        menu_action(window.menus.game, "Resume my match").trigger()
        assert window.controller.remote is None and window.controller.match.deals == own.deals
        assert keeper.keeps_save
    window.animator.stop()
    window.controller.shutdown()
    keeper.close()


def test_chat_at_the_table_both_ways_and_its_window_from_the_menu(qtbot: QtBot, window: Any, tmp_path: Path) -> None:
    from parlett_table.ui.dialogs.chat import ChatDialog

    menu_action(window.menus.game, "Chat…").trigger()  # no table: said so, nothing opened
    assert window.friends.chat is None and "Chat is for a table with friends" in window.scene.message.text
    with server_thread(tmp_path) as url:
        host = TableLink("Ann")
        heard: list[dict[str, object]] = []
        host.chat.connect(heard.append)
        with qtbot.waitSignal(host.welcomed, timeout=WAIT_MS):
            host.open(url)
            host.create("hoodwink")
        menu_action(window.menus.game, "Join a table…").trigger()
        dialog = window.friends.dialog
        dialog.code.setText(host.url)
        dialog.server.setText("")
        dialog.ok_button().click()
        qtbot.waitUntil(lambda: window.friends.link is not None and window.friends.link.seat == 1, timeout=WAIT_MS)
        with qtbot.waitSignal(window.friends.lobby.started, timeout=WAIT_MS):
            host.start()
        qtbot.waitUntil(lambda: window.controller.match is not None, timeout=WAIT_MS)
        host.say("good luck\x07 all")  # cleaned by the server of its control character
        qtbot.waitUntil(lambda: bool(window.friends.chat_lines), timeout=WAIT_MS)
        assert window.friends.chat_lines == [("Ann", "good luck all")]
        assert window.scene.message.text == "Ann: good luck all"  # above the hand, the chat being closed
        menu_action(window.menus.game, "Chat…").trigger()
        chat = window.friends.chat
        assert isinstance(chat, ChatDialog) and chat.isVisible()
        assert chat.conversation.toPlainText() == "Ann: good luck all"
        chat.line.setText("thanks!")
        chat.send_button.click()
        qtbot.waitUntil(lambda: len(heard) == 2, timeout=WAIT_MS)  # Ann hears it, and so does the player
        player = window.preferences.name_at_table()
        assert heard[-1]["text"] == "thanks!" and heard[-1]["name"] == player and chat.line.text() == ""
        qtbot.waitUntil(lambda: chat.conversation.toPlainText().endswith(f"{player}: thanks!"), timeout=WAIT_MS)
        chat.close()
        host.close()
        window.controller.shutdown()


@pytest.mark.parametrize("level", ["random", "beginner", "standard", "expert"])
def test_each_seat_of_the_lobby_says_who_plays_it(level: str) -> None:
    from parlett_table.ui.dialogs.friends import seat_words

    label = level.capitalize()
    assert seat_words({"player": "open", "status": "open", "name": "", "level": level}, False) == (
        f"open: a computer player ({label}) if nobody comes"
    )
    computer = {"player": "computer", "status": "computer", "name": "Computer 2", "level": level}
    assert seat_words(computer, False) == f"Computer 2: a computer player ({label})"
    assert seat_words({"player": "human", "status": "here", "name": "Ann"}, True) == "Ann (you)"
    assert seat_words({"player": "human", "status": "here", "name": "Ann"}, False) == "Ann"
    away = seat_words({"player": "human", "status": "away", "name": "Bob", "level": level}, False)
    assert away.startswith("Bob: away") and f"({label})" in away
    assert "coming back" in seat_words({"player": "human", "status": "reconnecting", "name": "Bob"}, False)
