"""The window on screen first: menus and felt painted before the table's modules load, the table set after.

Through the program's own start (``app.launch`` and ``app.start``), as a player starts it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFileOpenEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_table import QUIET

from parlett_table.play.collaborators import InlineThinker
from parlett_table.storage.preferences import FILE_NAME, PreferencesFile
from parlett_table.ui.look.felt import BareTable
from parlett_table.ui.look.theme import FELTS
from parlett_table.ui.process.open_file import FileOpenEvents
from parlett_table.ui.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent

# The real start in a fresh interpreter: what is loaded, shown and drawn at the window's first paint, then
# whether the table and its deal follow.
FIRST_PAINT = r"""
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from parlett_table.ui.app import launch
from parlett_table.ui.window.firstpaint import FirstPaint, quit_application

launched = launch()
window = launched.session.window
bare = window.centralWidget()
seen = {}

def at_first_paint():
    image = bare.grab().toImage()  # in device pixels: twice the widget's size at scale 2
    centre = image.pixelColor(image.width() // 2, image.height() // 2)
    seen["first"] = {
        "loaded": sorted(name for name in ("parlett_table.ui.table.scene", "parlett_table.play.controller", "sqlite3",
                                           "parlett_table.ai.deferred", "PySide6.QtMultimedia") if name in sys.modules),
        "menus": [action.text() for action in window.menuBar().actions()],
        "commands": sum(len(action.menu().actions()) for action in window.menuBar().actions()),
        "title": window.windowTitle(),
        "bare": type(bare).__name__,
        "centre": centre.name(),
        "scale": bare.devicePixelRatioF(),
    }

bare.installEventFilter(FirstPaint(at_first_paint, parent=window))

def dealt():
    focus = QApplication.focusWidget()
    seen["dealt"] = {"furnished": window.furnished, "focus": type(focus).__name__ if focus else None,
                     "commands": sum(len(action.menu().actions()) for action in window.menuBar().actions())}
    quit_application()

window.table_ready.connect(lambda: window.view.viewport().installEventFilter(
    FirstPaint(dealt, lambda: window.controller.match is not None, parent=window)))
QTimer.singleShot(20_000, quit_application)
launched.run()
print(json.dumps(seen))
"""


@pytest.mark.parametrize("scale", ["1", "2"])
def test_the_window_is_painted_before_the_table_loads_and_the_deal_follows(tmp_path: Path, scale: str) -> None:
    home = tmp_path / "home"
    saved = PreferencesFile(home / "config" / FILE_NAME)  # where the program looks for them
    saved.save(QUIET.with_changes(felt="blue"))
    env = dict(os.environ, PARLETT_TABLE_HOME=str(home), QT_QPA_PLATFORM="offscreen", QT_SCALE_FACTOR=scale)
    done = subprocess.run([sys.executable, "-c", FIRST_PAINT], env=env, capture_output=True, text=True, timeout=60,
                          cwd=ROOT)  # fmt: skip
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.strip().splitlines()[-1])
    first = seen["first"]
    assert first["loaded"] == [], "the table's modules, the history's database or the worker loaded before it"
    assert first["menus"] == ["&Game", "&Play", "&View", "&Help"] and first["commands"] == 0
    assert first["title"] == "Parlett Table" and first["bare"] == "BareTable" and first["scale"] == float(scale)
    centre, blue = QColor(first["centre"]), FELTS["blue"].centre  # the player's felt from the first paint
    assert max(abs(a - b) for a, b in zip(centre.getRgb(), blue.getRgb(), strict=True)) <= 2
    assert seen["dealt"]["furnished"] and seen["dealt"]["commands"] > 15
    assert seen["dealt"]["focus"] == "TableView"  # the player's keys go to the table


@pytest.fixture
def frame(qtbot: QtBot) -> MainWindow:
    window = MainWindow(preferences=QUIET, furnished=False)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_before_the_table_is_there_keys_and_menus_do_nothing(qtbot: QtBot, frame: MainWindow) -> None:
    window = frame
    assert isinstance(window.centralWidget(), BareTable)
    assert all(not menu.actions() for menu in (window.menus.game, window.menus.play, window.menus.view,
                                                   window.menus.help))  # fmt: skip
    focus = QApplication.focusWidget() or window
    for key in (Qt.Key.Key_Left, Qt.Key.Key_Return, Qt.Key.Key_Escape, Qt.Key.Key_H, Qt.Key.Key_P):
        qtbot.keyClick(focus, key)  # nothing to answer them yet, and nothing breaks
    window.showFullScreen()  # a window state change before the menus' commands exist
    qtbot.waitUntil(window.isFullScreen)
    window.furnish(InlineThinker())
    assert window.furnished and window.full_screen_action.isChecked()
    assert window.centralWidget() is window.view and window.view.hasFocus()
    assert window.undo_action in window.menus.play.actions()
    window.controller.shutdown()


def test_a_window_closed_before_its_first_paint_keeps_its_place_and_sets_no_table(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from parlett_table.ui import app

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # start() installs its reporter: put back afterwards
    session = app.start(thinker=InlineThinker())
    window = session.window
    qtbot.addWidget(window)
    window.close()  # SIGTERM, or the window manager, before the event loop has painted anything
    qtbot.wait(100)
    assert window.closed and not window.furnished and session.reporter.count == 0
    saved, notice = PreferencesFile().load()
    assert notice is None and saved.window_geometry  # where the window was is remembered


def test_a_record_opened_before_the_table_is_there_waits_for_it(qapp: QApplication) -> None:
    opened: list[str | None] = []

    class Table:
        def open_record(self, path: str | None = None) -> bool:
            opened.append(path)
            return True

    events = FileOpenEvents(qapp)
    try:
        QApplication.sendEvent(qapp, QFileOpenEvent("/Users/me/first.parlett"))
        QApplication.sendEvent(qapp, QFileOpenEvent("/Users/me/second.parlett"))
        assert opened == []  # no table yet
        assert events.deliver_to(Table()) == "/Users/me/second.parlett"  # opened in place of the usual start
        QApplication.sendEvent(qapp, QFileOpenEvent("/Users/me/third.parlett"))
        assert opened == ["/Users/me/third.parlett"]  # from then on, at once
    finally:
        qapp.removeEventFilter(events)
        events.deleteLater()
