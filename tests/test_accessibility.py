"""What a screen reader finds at the table and in Preferences, through Qt's accessibility interfaces."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from test_table import QUIET, take_turn, wait_turn

from parlett_table.engine import create_game
from parlett_table.kept.settings import Preferences
from parlett_table.play.clock import SteppedClock
from parlett_table.play.collaborators import InlineThinker
from parlett_table.ui.dialogs.preferences_dialog import PreferencesDialog
from parlett_table.ui.window.main_window import MainWindow


@pytest.fixture
def window(qtbot: QtBot, no_running_animations: None) -> Iterator[MainWindow]:
    win = MainWindow(InlineThinker(), QUIET, clock=SteppedClock())
    qtbot.addWidget(win)
    win.resize(1280, 800)
    with qtbot.waitExposed(win):
        win.show()
    yield win
    win.animator.stop()
    win.controller.shutdown()


def _names_under(interface: QAccessibleInterface) -> list[str]:
    """The accessible names of every descendant, depth first."""
    names = []
    for index in range(interface.childCount()):
        child = interface.child(index)
        if child is not None and child.isValid():
            names.append(child.text(QAccessible.Text.Name))
            names += _names_under(child)
    return names


def _part(names: list[str], title: str) -> str:
    found = [name for name in names if name.startswith(title + ": ")]
    assert len(found) == 1, (title, names)
    return found[0]


def test_the_hand_trick_scores_and_prompt_are_in_the_accessibility_tree(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(create_game("whoswho"), seed=77, levels=["standard", "expert"])
    wait_turn(qtbot, window)
    view = QAccessible.queryAccessibleInterface(window.view)
    assert view is not None and view.isValid()
    names = _names_under(view)
    hand = _part(names, "Your hand")
    assert "of" in hand and "You may play" in hand  # cards in words: "the ten of hearts", ...
    assert _part(names, "Prompt") != "Prompt: nothing yet"
    assert all(name in _part(names, "Scores") for name in window.names)
    take_turn(qtbot, window, random.Random(1))
    wait_turn(qtbot, window)
    trick = _part(_names_under(view), "Trick")
    hand_after = _part(_names_under(view), "Your hand")
    assert hand_after != hand
    assert trick == "Trick: nothing yet" or " the " in trick
    # The words are for ears only: nothing takes a click or the keyboard from the table.
    for part in window.narrator.parts.parts.values():
        assert part.focusPolicy() == Qt.FocusPolicy.NoFocus and part.width() <= 1


def test_every_preference_is_reached_with_the_tab_key(qtbot: QtBot) -> None:
    dialog = PreferencesDialog(Preferences())
    qtbot.addWidget(dialog)
    with qtbot.waitExposed(dialog):
        dialog.show()
    dialog.activateWindow()
    controls = [
        dialog.name, *dialog.opponent_names, dialog.speed, dialog.pause, dialog.deck, dialog.four_colour,
        dialog.sort_hand, dialog.order, dialog.print_size, dialog.looks.felt, dialog.looks.back,
        dialog.looks.high_contrast, dialog.hints, dialog.auto_play, dialog.expert_seconds,
        dialog.sound.slider, dialog.sound.muted,
    ]  # fmt: skip
    dialog.name.setFocus()
    reached: list[QWidget] = []
    for _ in range(60):
        focus = QApplication.focusWidget()
        assert focus is not None
        reached.append(focus)
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
    missing = [control for control in controls if not any(w is control or control.isAncestorOf(w) for w in reached)]
    assert missing == []
