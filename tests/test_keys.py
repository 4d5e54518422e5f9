"""The keyboard as a person uses it: keys go to whatever has the focus in the shown, active window."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot
from test_table import QUIET, active_window, click_button, click_card, take_turn, wait_turn

from parlett_table.engine import Ask, Give, Play, create_game
from parlett_table.engine.cards import describe_card
from parlett_table.play.controller import Stage
from parlett_table.ui.window.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot, no_running_animations: None) -> Iterator[MainWindow]:
    yield from active_window(qtbot, QUIET)


def press(qtbot: QtBot, window: MainWindow, key: Qt.Key) -> QWidget:
    """A key pressed by a person: it goes to the widget with the focus, whichever that is."""
    target = QApplication.focusWidget()
    assert target is not None and target.window() is window, f"the focus is on {target!r}"
    qtbot.keyClick(target, key)
    return target


def choose_and_play_by_keys(qtbot: QtBot, window: MainWindow) -> None:
    wait_turn(qtbot, window)
    assert window.controller.stage is Stage.HUMAN
    before = len(window.controller.deal.actions)
    press(qtbot, window, Qt.Key.Key_Right)
    focused = [item for item in window.scene.piles.hands[0] if item.focused]
    assert len(focused) == 1, "← → chose no card"
    press(qtbot, window, Qt.Key.Key_Right)
    press(qtbot, window, Qt.Key.Key_Left)
    focused = [item for item in window.scene.piles.hands[0] if item.focused]
    assert len(focused) == 1 and focused[0].playable
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.controller.deal.actions) > before)
    assert window.controller.deal.actions[before] == Play(0, focused[0].card)  # type: ignore[arg-type]


def test_arrows_choose_and_enter_plays_from_the_start(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(create_game("crescendo", 3), seed=2, levels=["standard", "standard"])
    choose_and_play_by_keys(qtbot, window)


def test_enter_with_no_card_chosen_chooses_the_first_playable_card_and_enter_again_plays_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    window.start_match(create_game("crescendo", 3), seed=2, levels=["standard", "standard"])
    wait_turn(qtbot, window)
    before = len(window.controller.deal.actions)
    assert not any(item.focused for item in window.scene.piles.hands[0])
    press(qtbot, window, Qt.Key.Key_Return)
    focused = [item for item in window.scene.piles.hands[0] if item.focused]
    assert len(focused) == 1 and focused[0].playable, "Enter with nothing chosen did nothing a player could see"
    assert len(window.controller.deal.actions) == before  # chosen, not played
    assert window.scene.message.text.startswith(describe_card(int(focused[0].card)).capitalize())  # type: ignore[arg-type]
    press(qtbot, window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(window.controller.deal.actions) > before)
    assert window.controller.deal.actions[before] == Play(0, focused[0].card)  # type: ignore[arg-type]


def test_keys_work_after_a_click_on_the_felt(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(create_game("crescendo", 3), seed=2, levels=["standard", "standard"])
    wait_turn(qtbot, window)
    qtbot.mousePress(window.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(640, 330))
    qtbot.mouseRelease(window.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(640, 330))
    choose_and_play_by_keys(qtbot, window)


def test_keys_work_after_a_dialog_closes(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(create_game("crescendo", 3), seed=2, levels=["standard", "standard"])
    wait_turn(qtbot, window)

    def close_it() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None
        dialog.close()

    QTimer.singleShot(200, close_it)
    window.edit_preferences()  # modal until closed
    with qtbot.waitActive(window):  # the window manager hands the window back its activation
        window.activateWindow()
    choose_and_play_by_keys(qtbot, window)


def test_keys_work_after_the_decision_bar_had_the_focus(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(create_game("whoswho"), seed=4, levels=["standard", "standard"])  # seat 0 holds JK2
    rng = random.Random(2)
    while True:
        wait_turn(qtbot, window)
        if any(isinstance(a, Give) for a in window.controller.view().legal_actions):
            break
        take_turn(qtbot, window, rng)
    assert isinstance(QApplication.focusWidget(), QPushButton)  # the bar's first choice has the keyboard
    click_button(qtbot, window, "Keep it")
    while window.controller.stage is Stage.HUMAN and not any(
        isinstance(a, Play) for a in window.controller.view().legal_actions
    ):
        take_turn(qtbot, window, rng)
    wait_turn(qtbot, window)
    if window.controller.stage is Stage.HUMAN:
        choose_and_play_by_keys(qtbot, window)


def test_enter_on_the_result_goes_on_and_the_arrows_then_work(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(create_game("crescendo", 2), seed=3, levels=["standard"])
    rng = random.Random(1)
    while window.controller.stage is not Stage.DEAL_OVER:
        wait_turn(qtbot, window)
        if window.controller.stage is Stage.HUMAN:
            take_turn(qtbot, window, rng)
    wait_turn(qtbot, window)
    assert window.result.isVisible()
    assert press(qtbot, window, Qt.Key.Key_Return).parent() is window.result  # Next deal had the focus
    qtbot.waitUntil(lambda: len(window.controller.match.deals) == 2)  # type: ignore[union-attr]
    choose_and_play_by_keys(qtbot, window)


def test_space_moves_on_from_a_finished_trick(qtbot: QtBot, window: MainWindow) -> None:
    window.update_preferences(window.preferences.with_changes(trick_pause="click"))
    window.start_match(create_game("crescendo", 2), seed=3, levels=["standard"])
    wait_turn(qtbot, window)
    rng = random.Random(1)
    while not window.animator.busy:
        take_turn(qtbot, window, rng)
        qtbot.waitUntil(lambda: window.animator.busy or window.controller.stage is Stage.HUMAN)
    assert "Click the table" in window.scene.message.text
    press(qtbot, window, Qt.Key.Key_Space)
    wait_turn(qtbot, window)
    assert len(window.controller.deal.tricks) == 1


def test_full_screen_by_its_key_and_out_again_with_escape(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(create_game("crescendo", 2), seed=3, levels=["standard"])
    wait_turn(qtbot, window)
    shortcut = window.full_screen_action.shortcuts()[0]
    assert not shortcut.isEmpty()
    target = QApplication.focusWidget()
    assert target is not None
    qtbot.keyClick(target, shortcut[0].key(), shortcut[0].keyboardModifiers())
    qtbot.waitUntil(window.isFullScreen)
    assert window.full_screen_action.isChecked()
    press(qtbot, window, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.isFullScreen())
    assert not window.full_screen_action.isChecked()


def test_arrows_choose_cards_while_the_ask_bar_is_offered(qtbot: QtBot, window: MainWindow) -> None:
    """Hoodwink partner talk: about to lead, the player may ask first, or simply choose a card."""
    window.start_match(create_game("hoodwink", 3, {"partner_talk": True}), seed=5, levels=["standard", "standard"])
    rng = random.Random(3)
    for _ in range(40):
        wait_turn(qtbot, window)
        actions = window.controller.view().legal_actions
        if any(isinstance(a, Ask) for a in actions):
            assert window.decision.isVisible()
            choose_and_play_by_keys(qtbot, window)
            return
        if any(isinstance(a, Play) for a in actions):
            click_card(qtbot, window, next(a.card for a in actions if isinstance(a, Play)))
            qtbot.waitUntil(lambda actions=actions: window.controller.view().legal_actions != actions)
        else:
            take_turn(qtbot, window, rng)
    pytest.fail("the player was never about to lead as a partner")


def test_m_turns_the_sound_off_and_on_from_the_table(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(create_game("hamlet"), seed=4, levels=["standard", "standard"])
    wait_turn(qtbot, window)
    assert not window.sound.muted
    press(qtbot, window, Qt.Key.Key_M)
    qtbot.waitUntil(lambda: window.sound.muted)
    assert window.preferences.sound_muted and not window.sound_action.isChecked()
    press(qtbot, window, Qt.Key.Key_M)
    qtbot.waitUntil(lambda: not window.sound.muted)
    assert not window.preferences.sound_muted
