"""An unexpected error is told in a sentence of what did not work and what to do, in front of every window, until
it is read; Help ▸ Open the log folder opens the folder with the details."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QMessageBox, QPushButton
from pytestqt.qtbot import QtBot
from test_table import QUIET, play_deal, wait_turn

from parlett_table.engine import create_game
from parlett_table.play.clock import SteppedClock
from parlett_table.play.collaborators import InlineThinker
from parlett_table.system import logbook
from parlett_table.ui.app import ErrorReporter
from parlett_table.ui.learning.review import ReviewDialog
from parlett_table.ui.window.main_window import MainWindow


@pytest.fixture
def reported(qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[MainWindow]:
    """A table whose errors go to the program's own reporter (and its log, in the test's folder)."""
    log = logbook.start(tmp_path)
    assert log is not None
    win = MainWindow(InlineThinker(), QUIET, clock=SteppedClock())
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    qtbot.waitExposed(win)
    monkeypatch.setattr(sys, "excepthook", ErrorReporter(win, log))
    yield win
    win.animator.stop()
    win.controller.shutdown()
    logbook.start(None)


def notice_text(win: MainWindow) -> str:
    box = win.error_notice
    assert isinstance(box, QMessageBox)
    return f"{box.text()}\n{box.informativeText()}"


def test_a_failing_button_in_review_is_told_over_review_and_stays_until_read(
    qtbot: QtBot, reported: MainWindow, monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    win = reported
    win.start_match(create_game("hoodwink"), seed=3, levels=["standard", "standard"])
    play_deal(qtbot, win)

    def broken(self: ReviewDialog, path: object = None) -> bool:
        raise TypeError("expected str, bytes or os.PathLike object, not bool")

    monkeypatch.setattr(ReviewDialog, "save_record", broken)
    seen: dict[str, object] = {}

    def in_review() -> None:
        review = QApplication.activeModalWidget()
        assert isinstance(review, ReviewDialog)
        save = next(b for b in review.findChildren(QPushButton) if "Save deal record" in b.text())
        save.click()  # the error comes here, inside the modal Review
        box = win.error_notice
        seen["parent"] = box.parentWidget() if box is not None else None
        seen["review"] = review
        seen["modal"] = QApplication.activeModalWidget()
        review.accept()

    QTimer.singleShot(0, in_review)
    win.review_deal()
    assert seen["parent"] is seen["review"]  # in front of Review, not under it
    assert seen["modal"] is not seen["review"]  # and it is what the keyboard and mouse reach first
    text = notice_text(win)
    assert "“Save deal record” did not work" in text
    assert "TypeError" not in text and str(tmp_path) not in text and not re.search(r"[/\\]\w", text)
    assert "Help ▸ Open the log folder" in text
    assert "TypeError" in (tmp_path / logbook.LOG_NAME).read_text(encoding="utf-8")  # the details are in the log


def test_the_notice_outlives_the_next_deal_and_leaves_when_read(qtbot: QtBot, reported: MainWindow) -> None:
    win = reported
    win.start_match(create_game("crescendo", 3), seed=3, levels=["standard", "standard"])
    play_deal(qtbot, win)
    try:
        raise KeyError("missing")
    except KeyError:
        sys.excepthook(*sys.exc_info())
    box = win.error_notice
    assert isinstance(box, QMessageBox) and box.isVisible()
    assert box.parentWidget() is win and box.isModal()
    assert "Something went wrong inside Parlett Table" in notice_text(win) and "KeyError" not in notice_text(win)
    try:
        raise ValueError("again")
    except ValueError:
        sys.excepthook(*sys.exc_info())
    assert win.error_notice is box and "2 times" in box.informativeText()  # counted, not piled up
    win.controller.next_deal()
    wait_turn(qtbot, win)
    assert win.error_notice is box and box.isVisible()  # still there over the next deal
    ok = box.button(QMessageBox.StandardButton.Ok)
    assert ok is not None
    ok.click()
    assert win.error_notice is None
    assert win.scene.message.text == "" or "went wrong" not in win.scene.message.text  # nothing left on the table


def test_a_failing_menu_command_is_named(qtbot: QtBot, reported: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    win = reported
    win.start_match(create_game("hamlet"), seed=3, levels=["standard", "standard"])
    wait_turn(qtbot, win)

    def broken(*args: object) -> None:
        raise RuntimeError("no")

    import parlett_table.ui.dialogs.score_sheet as score_sheet

    monkeypatch.setattr(score_sheet, "ScoreSheetDialog", broken)
    action = next(a for a in win.menus.game.actions() if a.text() == "&Score sheet")
    action.trigger()
    assert notice_text(win).startswith("“Score sheet” did not work") and "RuntimeError" not in notice_text(win)


def test_help_opens_the_log_folder(qtbot: QtBot, reported: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    action = next(a for a in reported.menus.help.actions() if a.text() == "Open the &log folder")
    action.trigger()
    log = logbook.log_file()
    assert log is not None and [url.toLocalFile() for url in opened] == [str(log.parent)]


def test_without_a_log_file_help_says_so(qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[QUrl] = []
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: opened.append(url) or True)
    logbook.start(None)
    window.start_match(create_game("hamlet"), seed=3, levels=["standard", "standard"])
    wait_turn(qtbot, window)
    next(a for a in window.menus.help.actions() if a.text() == "Open the &log folder").trigger()
    assert opened == [] and "standard error" in window.scene.message.text
