"""Where the window opens: where the player left it, or in the middle of a screen it fits on.

Through the program's own start (``app.start``), with the preferences a
player's earlier session saved.  The offscreen screen here is 800 × 800, smaller
than the window's first size of 1280 × 800.
"""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_table import QUIET

from parlett_table.kept.settings import Preferences
from parlett_table.play.collaborators import InlineThinker
from parlett_table.storage.preferences import PreferencesFile
from parlett_table.ui.window.main_window import MainWindow

# Qt 6's saveGeometry() of a 1280 × 800 window on a 1280 × 800 screen: a place kept from a larger screen (or the
# same screen at another scale), which Qt will not restore on a screen more than a quarter narrower or wider.
FROM_A_LARGER_SCREEN = "AdnQywADAAAAAAAAAAAAAAAABP8AAAMfAAAAAAAAAAAAAAT/AAADHwAAAAAAAAAABQAAAAAAAAAAAAAABP8AAAMf"


def started(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, preferences: Preferences) -> MainWindow:
    from parlett_table.ui import app

    PreferencesFile().save(preferences)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # start() installs its reporter: put back afterwards
    window = app.start(thinker=InlineThinker()).window
    qtbot.addWidget(window)
    qtbot.waitExposed(window)
    return window


def free_area() -> QRect:
    screen = QApplication.primaryScreen()
    assert screen is not None
    return screen.availableGeometry()


def test_a_first_start_on_a_small_screen_opens_the_window_whole_and_in_the_middle(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = started(qtbot, monkeypatch, QUIET)
    room = free_area()
    assert room.width() < 1280  # the screen this test is about
    assert room.contains(window.frameGeometry())
    assert window.width() >= 0.85 * room.width() and window.height() >= 0.85 * room.height()  # not needlessly small
    assert abs(window.frameGeometry().center().x() - room.center().x()) <= 2
    window.close()


def test_a_place_kept_from_a_larger_screen_is_not_forced_on_this_one(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = started(qtbot, monkeypatch, QUIET.with_changes(window_geometry=FROM_A_LARGER_SCREEN))
    assert free_area().contains(window.frameGeometry())
    window.close()


def test_a_place_kept_on_this_screen_is_where_the_window_opens_again(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = started(qtbot, monkeypatch, QUIET)
    first.setGeometry(40, 60, 700, 520)
    qtbot.waitUntil(lambda: first.geometry() == QRect(40, 60, 700, 520))
    first.close()  # as Quit does: the place is saved with the preferences
    kept, _notice = PreferencesFile().load()
    again = started(qtbot, monkeypatch, kept)
    assert again.geometry() == QRect(40, 60, 700, 520)
    again.close()
