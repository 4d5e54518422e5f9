"""Learning at the table: prompt lines, suggestions, explained outcomes, reviews, the walkthrough, announcements."""

from __future__ import annotations

import json
import os
import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QDesktopServices
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QPushButton
from pytestqt.qtbot import QtBot
from support import arrange
from test_table import QUIET, active_window, play_deal, stepped, take_turn, wait_turn

from parlett_table.ai.prompts import prompt_line
from parlett_table.engine import GAMES, Deal, Play, Propose, create_game, deal_to_record, read_deal
from parlett_table.engine.cards import Card
from parlett_table.play.clock import SteppedClock
from parlett_table.play.collaborators import InlineThinker
from parlett_table.play.controller import Stage
from parlett_table.storage.history import History
from parlett_table.storage.keeper import Keeper
from parlett_table.storage.preferences import Preferences
from parlett_table.storage.saves import SavedMatch
from parlett_table.ui.learning.review import ReviewDialog
from parlett_table.ui.window.main_window import MainWindow

NAMES = ["You", "Ada", "Ben"]
LEFT = Qt.MouseButton.LeftButton


def through(deal: Deal, *codes: str) -> Deal:
    """Play or propose these cards for the seats in turn."""
    for code in codes:
        seat = deal.to_move
        assert seat is not None
        kind = Propose if deal.phase.name == "PROPOSE" else Play
        deal, _ = deal.apply(kind(seat, Card.parse(code)))
    return deal


# --- prompt lines (no window) ---------------------------------------------------------------------


def test_hoodwink_hints_say_what_each_role_aims_for() -> None:
    deal = arrange("hoodwink", {0: "AH KS 8C", 1: "7H 9S", 2: "JH QD"}, dealer=2)
    assert "propose its suit as trump" in prompt_line(deal.view(0), NAMES)
    deal = through(deal, "AH", "7H", "QD")  # You and Ada partners, Ben the Hood; You lead
    hint = prompt_line(deal.view(0), NAMES)
    assert hint.startswith("You lead this trick.") and "You are Ada's partner" in hint and "stay level" in hint
    deal = through(deal, "KS")
    assert "Follow suit with a spade" in prompt_line(deal.view(1), NAMES)
    hood = through(deal, deal.legal_actions()[0].card.code)  # type: ignore[attr-defined]
    hint = prompt_line(hood.view(2), NAMES)
    assert "You are the Hood: you win if You and Ada, the partners, end with different counts (now 0 and 0)" in hint


def test_whoswho_hints_are_honest_about_what_a_seat_can_know() -> None:
    none = arrange("whoswho", {1: "JK1", 2: "JK2"}, dealer=2)
    assert "You hold no joker: if the other two hold one each, you are the soloist" in prompt_line(none.view(0), NAMES)
    both = arrange("whoswho", {0: "JK1 JK2"}, dealer=2)
    assert "You are the soloist" in prompt_line(both.view(0), NAMES) and "8 tricks or more" in prompt_line(
        both.view(0), NAMES
    )


def test_crescendo_hint_points_out_a_snap_and_the_value_of_the_trick() -> None:
    deal = arrange("crescendo", {0: "7C 8C", 1: "7H AS KS QS JS TS 9S 8S 6S AH KH QH"}, dealer=2)  # 1 has no club
    view = through(deal, "7C").view(1)
    hint = prompt_line(view, NAMES)
    assert "Seven of hearts would snap the trick" in hint and "Trick 1 of 12 is worth 1" in hint


def test_hamlet_hints_follow_the_aim() -> None:
    deal = arrange("hamlet", {0: "KS 9S", 1: "8S", 2: "7D"}, dealer=2)
    assert "makes the aim to be Hamlet" in prompt_line(deal.view(0), NAMES)
    be = through(deal, "KS", "8S", "7D")
    aim = "The aim is to be Hamlet: whoever ends with the middle count (or the count nobody else has) scores ten "
    assert aim + "times over." in prompt_line(be.view(0), NAMES)


# --- in the window ----------------------------------------------------------------------------------


@pytest.fixture
def keeper(tmp_path: Path) -> Keeper:
    return Keeper(History(tmp_path / "h.sqlite3"), SavedMatch(tmp_path / "s.json"))


@pytest.fixture
def window(qtbot: QtBot, keeper: Keeper, no_running_animations: None) -> MainWindow:
    win = MainWindow(InlineThinker(), QUIET, keeper=keeper, clock=SteppedClock())
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    return win


@pytest.fixture
def first_timer(qtbot: QtBot, keeper: Keeper, no_running_animations: None) -> Iterator[MainWindow]:
    """A shown, active window for a player who has not been shown any game: the walkthrough comes."""
    yield from active_window(qtbot, Preferences(animation_speed="off"), keeper)


def test_hint_points_at_a_legal_card_says_why_and_is_counted(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(create_game("hamlet"), seed=12, levels=["standard", "standard"])
    wait_turn(qtbot, window)
    before = window.controller.hints_used
    qtbot.mouseClick(window.hint, LEFT)
    stepped(window).run_until(lambda: window.scene.message.text.startswith("Hint:"))
    focused = [item for item in window.scene.piles.hands[0] if item.focused]
    legal = {a.card for a in window.controller.view().legal_actions if isinstance(a, (Play, Propose))}
    assert len(focused) == 1 and focused[0].card in legal
    assert len(window.scene.message.text) > len("Hint: the Ten of spades. ")  # a reason, not just a card
    assert window.controller.hints_used == before + 1
    play_deal(qtbot, window)
    assert window.keeper is not None and window.keeper.history.deals()[-1].hints == before + 1


def test_the_result_explains_settlement_and_links_each_line_to_its_rule(qtbot: QtBot, window: MainWindow) -> None:
    window.apply_preferences(window.preferences.with_changes(player_name="Zed"))
    window.start_match(create_game("hoodwink"), seed=3, levels=["standard", "standard"])
    play_deal(qtbot, window)
    texts = [label.text() for label in window.result.findChildren(QLabel)]
    for line in window.controller.deal.explain(window.names, 0):
        assert line in texts
    # The player is "you" in every sentence: their own name appears only beside their row of scores.
    assert all(text.startswith("Zed  ·  ") for text in texts if "Zed" in text)
    requested: list[str] = []
    window.result.rule_requested.connect(requested.append)
    links = [label for label in window.result.findChildren(QLabel) if "why?" in label.text()]
    assert len(links) == 3
    links[0].linkActivated.emit("scoring")
    assert requested == ["scoring"]


def test_review_steps_through_every_trick_saves_and_plays_again(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    window.start_match(create_game("whoswho"), seed=5, levels=["standard", "standard"])
    play_deal(qtbot, window)
    deal = window.controller.deal
    dialog = ReviewDialog(deal, ["Zed", "Ada", "Ben"], window.scene.art, window, reader=0)
    qtbot.addWidget(dialog)
    said = [label.text() for label in dialog.findChildren(QLabel)]
    assert deal.explain(["Zed", "Ada", "Ben"], 0)[0] in said and not any(" Zed" in text for text in said)
    assert [len(row.cards) for row in dialog.rows] == [14, 14, 14]  # every hand as dealt, face up
    for step in range(1, len(deal.tricks) + 1):
        qtbot.mouseClick(dialog.next, LEFT)
        assert dialog.trick_row.cards == list(deal.tricks[step - 1].cards)
        assert f"Trick {step} of 14" in dialog.trick_label.text()
    assert not dialog.next.isEnabled()
    path = tmp_path / "deal.json"
    assert dialog.save_record(str(path))
    assert read_deal(path.read_text()).outcome().scores == deal.outcome().scores
    dialog.play_again.connect(window.replay)
    dialog._again()
    wait_turn(qtbot, window)
    again = window.controller.deal
    assert window.controller.practice and again.actions[: 0] == () and not again.is_over
    assert [again.dealt_hand(s) for s in range(3)] == [deal.dealt_hand(s) for s in range(3)]


def test_opening_a_bad_record_explains_it_and_a_good_one_is_dealt_again(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from parlett_table.ui.look import style

    warnings: list[str] = []
    monkeypatch.setattr(style, "warn", lambda parent, title, text: warnings.append(text))
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "parlett-deal/1", "game": "hoodwink"}')
    assert not window.open_record(str(bad))
    assert warnings and "cannot be played" in warnings[0] and "players" in warnings[0]
    good = tmp_path / "good.json"
    record = deal_to_record(Deal.start(create_game("crescendo", 4), 77, 1))
    good.write_text(json.dumps(record))
    assert window.open_record(str(good))
    wait_turn(qtbot, window)
    assert window.controller.deal.players == 4 and window.controller.deal.seed == 77


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX's")
def test_a_pipe_opened_as_a_record_is_refused_without_waiting(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A FIFO (or a device) given as a deal record once held the window for good, waiting for a writer."""
    from parlett_table.ui.look import style

    warnings: list[str] = []
    monkeypatch.setattr(style, "warn", lambda parent, title, text: warnings.append(text))
    fifo = tmp_path / "deal.parlett"
    os.mkfifo(fifo)
    assert not window.open_record(str(fifo))
    assert warnings == ["That deal cannot be played: not an ordinary file (a pipe, a device or a socket)"]
    assert str(tmp_path) not in warnings[0]


def menu_action(window: MainWindow, text: str) -> QAction:
    return next(action for action in menu_actions(window) if action.text().replace("&", "").startswith(text))


def menu_actions(window: MainWindow) -> list[QAction]:
    """Every command in the window's menus and their submenus (Game ▸ Play with friends), in menu order."""

    def commands(menu: QMenu) -> list[QAction]:
        found: list[QAction] = []
        for action in menu.actions():
            submenu = action.menu()
            if isinstance(submenu, QMenu):
                found += commands(submenu)
            elif not action.isSeparator():
                found.append(action)
        return found

    return [action for entry in window.menuBar().actions() for action in commands(entry.menu())]


def test_a_record_opens_through_the_game_menu(
    qtbot: QtBot, window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from parlett_table.ui.dialogs import file_dialogs

    path = tmp_path / "shared.json"
    path.write_text(json.dumps(deal_to_record(Deal.start(create_game("hamlet"), 31, 2))), encoding="utf-8")
    asked: list[str] = []

    def choose(parent: object, caption: str, filters: str) -> str:
        asked.append(caption)
        return str(path)

    monkeypatch.setattr(file_dialogs, "open_file_name", choose)
    errors = caught_errors(monkeypatch)
    menu_action(window, "Open a deal record").trigger()
    assert errors == [] and asked == ["Open a deal record"]
    wait_turn(qtbot, window)
    assert window.controller.practice and window.controller.deal.seed == 31


def test_every_menu_action_can_be_chosen_without_an_error(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.start_match(create_game("hoodwink"), seed=5, levels=["standard", "standard"])
    play_deal(qtbot, window)  # so the review, the score sheet and the statistics have something to show
    errors = caught_errors(monkeypatch)
    closed: list[str] = []
    opened: list[object] = []  # Help ▸ Open the log folder, answered here, not by the desktop
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)

    def close_dialogs() -> None:  # every dialog an action opens is closed as soon as it shows
        for widget in QApplication.topLevelWidgets():
            if widget is not window and widget.isVisible():
                closed.append(type(widget).__name__)
                widget.close()

    closer = QTimer()
    closer.timeout.connect(close_dialogs)
    closer.start(20)
    try:
        actions = menu_actions(window)
        # With Game ▸ Deal of the day…; Game ▸ Play with friends ▸ Create a table…, Join a table…, Chat…; Help ▸
        # Practise my mistakes…
        assert len(actions) == 25
        # The review first, while the deal it shows is still the latest; Quit last.
        first, last = menu_action(window, "Review the last deal"), menu_action(window, "Quit")
        for action in [first, *(a for a in actions if a not in (first, last)), last]:
            action.trigger()
            qtbot.wait(30)
        qtbot.waitUntil(lambda: not window.isVisible())
    finally:
        closer.stop()
    assert errors == []
    dialogs = {"ReviewDialog", "NewGameDialog", "QFileDialog", "ScoreSheetDialog", "StatsDialog", "PreferencesDialog",
               "CreateTableDialog", "JoinTableDialog", "DailyDialog"}  # fmt: skip
    assert set(closed) == dialogs | {"RulesWindow", "AboutDialog"}


def caught_errors(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """What reaches ``sys.excepthook`` (where Qt sends an exception raised in a slot) from now on."""
    errors: list[object] = []
    monkeypatch.setattr(sys, "excepthook", lambda *info: errors.append(info))
    return errors


def test_the_first_game_walkthrough_points_the_way_and_remembers_being_done(
    qtbot: QtBot, first_timer: MainWindow
) -> None:
    window = first_timer
    window.start_match(create_game("crescendo", 3), seed=4, levels=["standard", "standard"])
    wait_turn(qtbot, window)
    assert window.callout.isVisible() and window.spotlight.isVisible()
    assert window.callout.counter.text().startswith("1 of ")
    assert "These are your cards" in window.callout.text.text()
    qtbot.mouseClick(window.callout.next, LEFT)
    assert window.callout.counter.text().startswith("2 of ")
    qtbot.mouseClick(window.callout.skip, LEFT)
    assert not window.callout.isVisible() and "crescendo" in window.preferences.tours_done
    window.start_match(create_game("crescendo", 3), seed=5, levels=["standard", "standard"])
    wait_turn(qtbot, window)
    assert not window.callout.isVisible()  # once is enough
    window.replay_tour()
    assert window.callout.isVisible() and "crescendo" not in window.preferences.tours_done


def test_a_walkthrough_note_gives_way_once_the_player_has_acted_on_it(qtbot: QtBot, first_timer: MainWindow) -> None:
    """A player who plays on by clicking cards instead of pressing Next: no note stays over a table that has
    moved past it, and the notes not yet shown come at their moment's next turn."""
    window = first_timer
    window.start_match(create_game("hoodwink", 3), seed=4, levels=["standard", "standard"])
    rng = random.Random(4)
    seen = []
    for _ in range(3):
        wait_turn(qtbot, window)
        assert window.callout.isVisible()
        seen.append((window.callout.counter.text(), window.callout.text.text()))
        before = len(window.controller.deal.actions)
        take_turn(qtbot, window, rng)
        assert len(window.controller.deal.actions) > before
        assert not window.callout.isVisible() or window.callout.text.text() != seen[-1][1]  # it gave way
    assert [counter for counter, _text in seen] == ["1 of 8", "2 of 8", "3 of 8"]
    assert "chooses a card to show" in seen[0][1] and "These are your cards" in seen[1][1]
    play_deal(qtbot, window)
    assert window.controller.stage is Stage.DEAL_OVER
    assert window.callout.isVisible() and "How every score was made" in window.callout.text.text()
    qtbot.mouseClick(next(b for b in window.result.findChildren(QPushButton) if b.text() == "Next deal"), LEFT)
    wait_turn(qtbot, window)
    assert not window.callout.isVisible() or "How every score" not in window.callout.text.text()


def test_with_a_walkthrough_note_up_the_arrows_still_choose_a_card(qtbot: QtBot, first_timer: MainWindow) -> None:
    """Next has the keyboard (Enter steps the tour), yet ← → and Enter play as the note says, Escape puts a note
    away, and the keyboard stays with the table when the note gives way."""
    window = first_timer
    window.start_match(create_game("hoodwink", 3), seed=4, levels=["standard", "standard"])
    wait_turn(qtbot, window)
    assert window.callout.isVisible() and QApplication.focusWidget() is window.callout.next

    def press(key: Qt.Key) -> None:  # as a person: to the widget with the focus
        focus = QApplication.focusWidget()
        assert focus is not None and focus.window() is window
        qtbot.keyClick(focus, key)

    press(Qt.Key.Key_Right)
    chosen = [item for item in window.scene.piles.hands[0] if item.focused]
    assert len(chosen) == 1 and QApplication.focusWidget() is window.view
    press(Qt.Key.Key_Return)
    assert Propose(0, chosen[0].card) in window.controller.deal.actions  # type: ignore[arg-type]
    assert not window.callout.isVisible() and QApplication.focusWidget() is window.view
    wait_turn(qtbot, window)  # the first card to play: the next note, Next with the keyboard again
    assert window.callout.counter.text() == "2 of 8" and QApplication.focusWidget() is window.callout.next
    press(Qt.Key.Key_Escape)  # puts that note away, not the tour
    assert not window.callout.isVisible() and QApplication.focusWidget() is window.view
    assert "hoodwink" not in window.preferences.tours_done
    take_turn(qtbot, window, random.Random(1))
    wait_turn(qtbot, window)
    assert window.callout.isVisible() and window.callout.counter.text() == "3 of 8"


def test_what_happens_is_announced_for_screen_readers(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(create_game("hamlet"), seed=9, levels=["standard", "standard"])
    wait_turn(qtbot, window)
    description = window.view.accessibleDescription()
    assert description.startswith("Your hand: ") and "You may play:" in description
    rng = random.Random(1)
    while window.controller.stage is Stage.HUMAN and not window.controller.view().tricks:
        take_turn(qtbot, window, rng)
        wait_turn(qtbot, window)
    said = " ".join(window.announcements)
    assert "Cards shown:" in said and "Trump is" in said and " plays the " in said and "takes trick 1" in said
    # Every control is reachable by keyboard: the hint button takes focus by Tab and is named.
    assert window.hint.accessibleName() == "Suggest a move" and window.hint.focusPolicy() != 0
    assert all(isinstance(b, QPushButton) for b in window.decision.findChildren(QPushButton))


def test_every_game_has_a_hint_at_every_turn_of_a_played_deal() -> None:
    for game_id in GAMES:
        deal = Deal.start(create_game(game_id), 11)
        rng = random.Random(2)
        while not deal.is_over:
            seat = deal.to_move
            assert seat is not None
            assert prompt_line(deal.view(seat), NAMES[: deal.players] + ["Cleo", "Dev"])
            actions = deal.legal_actions()
            deal, _ = deal.apply(actions[int(rng.random() * len(actions))])


def test_the_statistics_window_opens_from_the_table(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from parlett_table.ui.stats.stats_window import StatsDialog

    opened: list[StatsDialog] = []
    monkeypatch.setattr(StatsDialog, "exec", lambda self: opened.append(self) or 0)
    window.start_match(create_game("hamlet"), seed=2, levels=["standard", "standard"])
    play_deal(qtbot, window)
    window.show_statistics()
    assert len(opened) == 1 and not opened[0].is_empty()


def test_f1_opens_the_rules_at_the_part_that_matters_now(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(create_game("whoswho"), seed=4, levels=["standard", "standard"])  # seat 0 holds JK2
    wait_turn(qtbot, window)
    window.show_rules()
    rules = window.rules_window
    assert rules is not None and rules.isVisible()
    opened: list[tuple[str, str | None]] = []
    original = rules.show_game
    rules.show_game = lambda game, section=None: opened.append((game, section)) or original(game, section)  # type: ignore[method-assign]
    window.show_rules()
    assert opened[-1] == ("whoswho", "play")
    play_deal(qtbot, window)
    window.result.rule_requested.emit("scoring")
    assert opened[-1] == ("whoswho", "scoring")
    rules.close()
