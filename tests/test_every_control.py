"""Every button, every menu action and every link of every window the program shows, activated through its real
signal (``click()``, ``trigger()``, a link's ``linkActivated``/``anchorClicked``), as a player would, failing on any
exception raised or logged.

A modal dialog runs its own event loop: ``Explorer`` answers each one as it opens (its ``exec`` patched to hand
it to the handler on top of a stack, then run as ever), and walks a dialog's controls by opening it afresh for
each one, so that a control that closes the dialog does not hide the others.  A dialog opened from inside another
is walked in place, one opening, its closing buttons last.  The system's file dialogs are answered with files of
the test's folder, and the desktop (links, the log folder) is patched.
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer, QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialog,
    QFileDialog,
    QLabel,
    QMessageBox,
    QTextBrowser,
    QWidget,
)
from pytestqt.qtbot import QtBot
from test_table import take_turn, wait_turn

from parlett_table.engine import GAMES, Deal, create_game, deal_to_record
from parlett_table.play.controller import Stage
from parlett_table.ui.window.main_window import MainWindow

Handler = Callable[[QDialog], None]
CLOSING = re.compile(r"^(&?Close|&?OK|&?Cancel|Close statistics|&?Continue my match|Open as &practice|&Deal)$")


class Explorer:
    """Answers modal dialogs as they open, and walks their controls."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
        self.handlers: list[Handler] = []
        self.seen: list[str] = []  # every window walked, by its class (and title)
        self.activated = 0
        self.folder = folder
        self.depth = 0
        for kind in (QDialog, QMessageBox, QFileDialog):
            original = kind.exec

            def exec_(dialog: QDialog, original: Callable[[QDialog], int] = original) -> int:
                handler = self.handlers.pop() if self.handlers else self.walk_in_place
                QTimer.singleShot(0, lambda: self._run(handler, dialog))
                return original(dialog)

            monkeypatch.setattr(kind, "exec", exec_)

    def _run(self, handler: Handler, dialog: QDialog) -> None:
        self.depth += 1
        try:
            self.seen.append(f"{type(dialog).__name__} {dialog.windowTitle()}".strip())
            handler(dialog)
        finally:
            self.depth -= 1
            if dialog.isVisible():
                close(dialog)

    # --- one window's controls --------------------------------------------------------------------------------

    def walk_in_place(self, dialog: QDialog) -> None:
        """A dialog opened from inside another: its controls in one opening (closing ones last), or just closed
        when dialogs are stacked deep; a file dialog answered with a file of the test's folder."""
        if isinstance(dialog, QFileDialog):
            answer_file_dialog(dialog, self.folder)
            return
        if self.depth > 2:
            return
        controls = [key for key in control_keys(dialog) if not CLOSING.match(key[1])]
        for key in controls:
            if not dialog.isVisible():
                return
            found = find_control(dialog, key)
            if found is not None:
                self.activate(found)
        for key in control_keys(dialog):  # and then one of its closing buttons
            if dialog.isVisible() and CLOSING.match(key[1]) and (found := find_control(dialog, key)) is not None:
                self.activate(found)
                return

    def explore(self, open_it: Callable[[], None]) -> None:
        """The modal dialog ``open_it`` opens, opened afresh for each of its controls, each activated in turn."""
        keys: list[tuple[str, str, int]] = []

        def census(dialog: QDialog) -> None:
            if isinstance(dialog, QFileDialog):
                answer_file_dialog(dialog, self.folder)
                return
            keys.extend(control_keys(dialog))

        self.handlers.append(census)
        open_it()
        if self.handlers and self.handlers[-1] is census:  # it opened no dialog
            self.handlers.pop()
            return
        for key in keys:

            def act(dialog: QDialog, key: tuple[str, str, int] = key) -> None:
                if (found := find_control(dialog, key)) is not None:
                    self.activate(found)

            self.handlers.append(act)
            open_it()
            if self.handlers and self.handlers[-1] is act:
                self.handlers.pop()

    def walk_window(self, window: QWidget) -> None:
        """A window that is not modal (the rules): each of its controls, in one opening."""
        self.seen.append(type(window).__name__)
        for key in control_keys(window):
            if window.isVisible() and (found := find_control(window, key)) is not None and not CLOSING.match(key[1]):
                self.activate(found)

    def activate(self, control: object) -> None:
        """A control used through its real signal."""
        self.activated += 1
        if isinstance(control, QAbstractButton):
            control.click()
        elif isinstance(control, tuple) and isinstance(control[0], QLabel):
            control[0].linkActivated.emit(control[1])
        elif isinstance(control, tuple) and isinstance(control[0], QTextBrowser):
            control[0].anchorClicked.emit(QUrl(control[1]))
        QApplication.processEvents()


def close(dialog: QDialog) -> None:
    if isinstance(dialog, QMessageBox) and dialog.escapeButton() is None and dialog.buttons():
        dialog.buttons()[0].click()
    else:
        dialog.reject()


def answer_file_dialog(dialog: QFileDialog, folder: Path) -> None:
    """A file of the test's folder: the record there to open, or a new name to save under."""
    if dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave:
        dialog.selectFile(str(folder / f"saved-{len(list(folder.iterdir()))}.parlett"))
    else:
        dialog.selectFile(str(folder / "record.parlett"))
    dialog.accept()


LINK = re.compile(r"""href=["']([^"']+)["']""")


def control_keys(window: QWidget) -> list[tuple[str, str, int]]:
    """Every visible, enabled control of ``window`` (not of a window inside it), as (kind, words, nth of them)."""
    found: list[tuple[str, str]] = []
    for button in window.findChildren(QAbstractButton):
        if button.window() is window and button.isVisible() and button.isEnabled():
            found.append(("button", button.text() or button.accessibleName() or button.toolTip()))
    for label in window.findChildren(QLabel):
        if label.window() is window and label.isVisible() and label.textFormat() != 0:  # not plain text
            found += [("link", href) for href in LINK.findall(label.text())]
    for browser in window.findChildren(QTextBrowser):
        if browser.window() is window and browser.isVisible():
            found += [("anchor", href) for href in sorted(set(LINK.findall(browser.toHtml())))[:12]]
    counted: dict[tuple[str, str], int] = {}
    keys = []
    for kind, words in found:
        counted[(kind, words)] = counted.get((kind, words), 0) + 1
        keys.append((kind, words, counted[(kind, words)]))
    return keys


def find_control(window: QWidget, key: tuple[str, str, int]) -> object | None:
    kind, words, nth = key
    seen = 0
    for button in window.findChildren(QAbstractButton) if kind == "button" else ():
        shown = button.window() is window and button.isVisible() and button.isEnabled()
        if shown and (button.text() or button.accessibleName() or button.toolTip()) == words:
            seen += 1
            if seen == nth:
                return button
    for label in window.findChildren(QLabel) if kind == "link" else ():
        if label.window() is window and label.isVisible() and words in LINK.findall(label.text()):
            return (label, words)
    for browser in window.findChildren(QTextBrowser) if kind == "anchor" else ():
        if browser.window() is window and browser.isVisible():
            return (browser, words)
    return None


# --- the windows ------------------------------------------------------------------------------------------------


@pytest.fixture
def explorer(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Explorer:
    folder = tmp_path / "files"
    folder.mkdir()
    deal = Deal.start(create_game("hamlet"), 4219, 1)
    (folder / "record.parlett").write_text(json.dumps(deal_to_record(deal)), encoding="utf-8")
    monkeypatch.setattr(QDesktopServices, "openUrl", lambda url: True)  # links and the log folder
    return Explorer(monkeypatch, folder)


@pytest.fixture
def errors(monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """Every exception that reaches ``sys.excepthook`` (a slot's, the way a player's would be reported)."""
    caught: list[object] = []
    monkeypatch.setattr(sys, "excepthook", lambda *info: caught.append(info))
    return caught


def menu_actions(window: MainWindow) -> list[object]:
    menus = [entry.menu() for entry in window.menuBar().actions()]
    return [action for menu in menus for action in menu.actions() if not action.isSeparator()]


def rules_window(window: MainWindow) -> QWidget | None:
    return window.rules_window if window.rules_window is not None and window.rules_window.isVisible() else None


def test_every_menu_action_and_every_control_of_every_window_it_opens(
    qtbot: QtBot, kept: MainWindow, explorer: Explorer, errors: list[object]
) -> None:
    window = kept
    window.start_match(create_game("hoodwink"), seed=5, levels=["standard", "standard"])
    rng = random.Random(5)
    while window.controller.stage is not Stage.DEAL_OVER:  # a finished deal: Review and the score sheet show it
        wait_turn(qtbot, window)
        if window.controller.stage is Stage.HUMAN:
            take_turn(qtbot, window, rng)
    window.controller.next_deal()
    wait_turn(qtbot, window)
    take_turn(qtbot, window, rng)  # a move of the player's: opening a record asks first
    wait_turn(qtbot, window)
    actions = menu_actions(window)
    quit_action = next(action for action in actions if action.text() == "&Quit")  # type: ignore[attr-defined]
    # What changes the match (a new one, a restart, a record) last, so that the rest see the finished deal.
    late = ("&New game…", "&Restart this deal", "&Open a deal record…", "Resume &my match")
    actions.sort(key=lambda action: action.text() in late)  # type: ignore[attr-defined]
    for action in actions:
        if action is quit_action:
            continue
        explorer.explore(action.trigger)  # type: ignore[attr-defined]
        if (rules := rules_window(window)) is not None:
            explorer.walk_window(rules)
            rules.close()
        if window.controller.stage is Stage.HUMAN or window.controller.stage is Stage.ANIMATING:
            wait_turn(qtbot, window)
    assert errors == [], errors
    kinds = " ".join(explorer.seen)
    for expected in ("NewGameDialog", "PreferencesDialog", "ScoreSheetDialog", "StatsDialog", "ReviewDialog",
                     "AboutDialog", "QFileDialog", "RulesWindow"):  # fmt: skip
        assert expected in kinds, expected
    assert explorer.activated > 40
    quit_action.trigger()  # type: ignore[attr-defined]
    assert not window.isVisible() and errors == []


@pytest.mark.parametrize(("game_id", "players"), [(game_id, None) for game_id in GAMES] + [("crescendo", 5)])
def test_every_button_on_the_table_in_every_stage_and_on_the_result_panel(
    qtbot: QtBot, window: MainWindow, explorer: Explorer, errors: list[object], game_id: str, players: int | None
) -> None:
    game = create_game(game_id, players)
    window.start_match(game, seed=9, levels=["standard"] * (game.players - 1))
    rng = random.Random(9)
    hinted: set[str] = set()  # the kinds of decision Hint was pressed at (each once: a hint is an expert's search)
    while True:
        wait_turn(qtbot, window)
        if window.controller.stage is not Stage.HUMAN:
            break
        kind = type(window.controller.deal.legal_actions()[0]).__name__
        for overlay in (window.hint, window.claim):  # Hint (twice: its figures), Play out the rest when offered
            if overlay.isVisible() and overlay.isEnabled() and not (overlay is window.hint and kind in hinted):
                overlay.click()
                overlay.click() if overlay is window.hint else None
        hinted.add(kind)
        wait_turn(qtbot, window)
        if window.controller.stage is not Stage.HUMAN:
            continue
        take_turn(qtbot, window, rng)  # the decision bar's buttons are clicked here when they are the choice
    assert window.result.isVisible()
    # The result panel: every button, in a fresh opening each (Review, the score sheet, "why?" links, the way on).
    keys = control_keys_of_panel(window)
    keys.sort(key=lambda key: key[1] == "Review the deal")  # last: Review's Play again replaces the deal
    assert keys
    for key in keys:
        if not window.result.isVisible():
            break
        found: object = next((button for button in window.result.findChildren(QAbstractButton)
                              if button.isVisible() and button.text() == key[1]), None) if key[0] == "button" else None
        if key[0] == "link":
            found = next(((label, key[1]) for label in window.result.findChildren(QLabel)
                          if label.isVisible() and key[1] in LINK.findall(label.text())), None)  # fmt: skip
        if found is None or (isinstance(found, QAbstractButton) and found.text() in ("Next deal", "New match")):
            continue
        explorer.explore(lambda found=found: explorer.activate(found))
        if (rules := rules_window(window)) is not None:
            explorer.walk_window(rules)
            rules.close()
    assert errors == [], errors
    assert any(seen.startswith("ReviewDialog") for seen in explorer.seen)
    assert any(seen.startswith("ScoreSheetDialog") for seen in explorer.seen)


def control_keys_of_panel(window: MainWindow) -> list[tuple[str, str, int]]:
    """The result panel's buttons and links (it is a panel of the table, not a window)."""
    panel = window.result
    keys = [("button", button.text(), 1) for button in panel.findChildren(QAbstractButton) if button.isVisible()]
    links = {href for label in panel.findChildren(QLabel) if label.isVisible() for href in LINK.findall(label.text())}
    return keys + [("link", href, 1) for href in sorted(links)]


def test_review_from_the_coach_and_every_control_of_both(
    qtbot: QtBot, window: MainWindow, explorer: Explorer, errors: list[object]
) -> None:
    """The coach's report (its analysis stood in for by the dialog checks' report), each Show in Review and How
    this was worked out, and Review opened over it with Save (answered), Play again and the steps."""
    from dialog_checks import coach_report

    from parlett_table.ui.learning.coach_view import CoachDialog

    window.start_match(create_game("whoswho", 3, {"deck": 54}), seed=3, levels=["standard", "standard"])
    rng = random.Random(3)
    while window.controller.stage is not Stage.DEAL_OVER:
        wait_turn(qtbot, window)
        if window.controller.stage is Stage.HUMAN:
            take_turn(qtbot, window, rng)
    deal = window.controller.deal
    report = coach_report(deal, 0)

    def open_coach() -> None:
        from parlett_table.ui.learning.review import trick_step

        dialog = CoachDialog(window.names, window.scene.art, "Joker", deal.game.name,
                             review=lambda index, over: window.review_deal(trick_step(deal, index), over),
                             parent=window)  # fmt: skip
        dialog.show_report(report)  # type: ignore[arg-type]
        dialog.exec()

    explorer.explore(open_coach)
    assert errors == [], errors
    seen = " ".join(explorer.seen)
    assert "CoachDialog" in seen and "ReviewDialog" in seen and "QFileDialog" in seen
    assert list(explorer.folder.glob("saved-*.parlett")), "Review's Save deal record saved nothing"
