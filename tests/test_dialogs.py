"""The dialogs as a player sees them: whole text, sized to their content and the screen, one style.

The layout of every dialog is checked by ``dialog_checks.py`` in a subprocess
for each screen and scale (both must be set before the QApplication exists);
the rest runs here, on the offscreen platform's 800×800 screen.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from dialog_checks import LONG_NAMES, NAMES, card_art, empty_bands, played_match
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QTableWidget, QWidget
from pytestqt.qtbot import QtBot

from parlett_table.engine import GAMES
from parlett_table.storage.preferences import Preferences
from parlett_table.ui.dialogs.new_game import NewGameDialog
from parlett_table.ui.dialogs.preferences_dialog import PreferencesDialog
from parlett_table.ui.dialogs.score_sheet import ScoreSheetDialog
from parlett_table.ui.learning.review import ReviewDialog
from parlett_table.ui.look.fit import LastResortScroll

CHECKS = Path(__file__).with_name("dialog_checks.py")


@pytest.mark.parametrize(
    ("width", "height", "scale", "print_size"),
    [(900, 600, 1, ""), (1280, 800, 1, ""), (1920, 1080, 1, ""), (1280, 800, 2, ""), (1920, 1080, 2, ""),
     (1280, 800, 1, "larger")],
    ids=["900x600", "1280x800", "1920x1080", "1280x800-scale2", "1920x1080-scale2", "1280x800-larger-print"],
)  # fmt: skip
def test_every_dialog_is_whole_and_on_the_screen(
    tmp_path: Path, width: int, height: int, scale: int, print_size: str
) -> None:
    """New game (every game and player count), Preferences, score sheets, Review, the coach, About and message
    boxes, each with room for its title bar; Statistics and the rules too; and all of them in larger print."""
    screen = {"x": 0, "y": 0, "width": width, "height": height, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
    config = tmp_path / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "screen", **screen}]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}", "QT_SCALE_FACTOR": str(scale),
           "PARLETT_TABLE_PRINT": print_size}  # fmt: skip
    run = subprocess.run([sys.executable, str(CHECKS)], env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    logical = f"checked at ({width // scale}, {height // scale}) logical px, scale {float(scale)}"
    assert logical in run.stdout, run.stdout + run.stderr  # the screen and scale asked for were the ones used


def show(qtbot: QtBot, dialog: QWidget) -> None:
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)


def fits_its_content(dialog: QWidget) -> bool:
    """The dialog's size is what its content asks for (within the screen), once what it posted is laid out."""
    from parlett_table.ui.look.fit import frame_allowance

    QApplication.processEvents()
    wanted = dialog.sizeHint().boundedTo(dialog.screen().availableGeometry().size() - frame_allowance(dialog))
    return dialog.size() == wanted.expandedTo(dialog.minimumSize())


def test_new_game_dialog_grows_and_shrinks_with_the_game(qtbot: QtBot) -> None:
    dialog = NewGameDialog(Preferences())
    show(qtbot, dialog)
    heights = {}
    for game_id in (*GAMES, *list(GAMES)[-2::-1]):  # every game, and back
        dialog.game_box.setCurrentIndex(dialog.game_box.findData(game_id))
        assert fits_its_content(dialog), game_id
        assert empty_bands(dialog) == [], game_id  # no band of empty space larger than a layout's spacing
        heights[game_id] = dialog.height()
    assert heights["crescendo"] < heights["hamlet"] < heights["hoodwink"]  # Crescendo, 3 players: no options
    for players in (5, 2, 4):
        dialog.game_box.setCurrentIndex(dialog.game_box.findData("crescendo"))
        dialog.players_box.setCurrentIndex(dialog.players_box.findData(players))
        assert fits_its_content(dialog) and empty_bands(dialog) == [], players
        assert dialog._option_widgets["five_jokers"].isVisible() == (players == 5)
        assert len(dialog._level_boxes) == players - 1


def test_an_option_that_applies_only_under_another_appears_with_it(qtbot: QtBot) -> None:
    dialog = NewGameDialog(Preferences())
    show(qtbot, dialog)
    no_tie = dialog._option_widgets["no_tie"]
    same_suit = dialog._option_widgets["same_suit"]
    assert not no_tie.isVisible()
    before = dialog.height()
    same_suit.setCurrentIndex(same_suit.findData("individual"))  # type: ignore[attr-defined]
    assert no_tie.isVisible() and no_tie.isEnabled()
    assert dialog.height() > before and fits_its_content(dialog) and empty_bands(dialog) == []
    same_suit.setCurrentIndex(same_suit.findData("fixed"))  # type: ignore[attr-defined]
    assert not no_tie.isVisible() and dialog.height() == before and empty_bands(dialog) == []
    assert dialog.options()["no_tie"] == next(s for s in GAMES["hoodwink"].option_specs if s.id == "no_tie").default


def test_score_sheet_is_a_score_sheet(qtbot: QtBot) -> None:
    match = played_match("hoodwink", 3, 6)
    sheet = ScoreSheetDialog(match, NAMES[:3])
    show(qtbot, sheet)
    table = sheet.findChild(QTableWidget)
    outcomes = match.outcomes
    assert table.rowCount() == len(outcomes) + 1 and table.columnCount() == 3
    for row, outcome in enumerate(outcomes):
        for seat, line in enumerate(outcome.lines):
            assert table.item(row, seat).text().split()[0] == str(line.total)
    assert [int(table.item(len(outcomes), seat).text()) for seat in range(3)] == list(match.totals)
    # No blank rows: the grid is exactly as tall as its rows, and every cell says something.
    assert table.viewport().height() == table.verticalHeader().length()
    assert all(table.item(row, seat).text() for row in range(table.rowCount()) for seat in range(3))
    # Nothing to select or edit, even after a click.
    for row in range(table.rowCount()):
        for seat in range(3):
            flags = table.item(row, seat).flags()
            assert not flags & (Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEditable)
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=table.visualItemRect(table.item(0, 1)).center())
    assert table.selectedItems() == [] and table.selectionMode() == QTableWidget.SelectionMode.NoSelection
    # The leader is marked and named; the game and its target are stated.
    best = max(match.totals)
    leaders = [seat for seat, total in enumerate(match.totals) if total == best]
    headers = [table.horizontalHeaderItem(seat).text() for seat in range(3)]
    assert [seat for seat, text in enumerate(headers) if text.startswith("★")] == leaders
    assert all(NAMES[seat] in sheet.standing.text() for seat in leaders) and str(best) in sheet.standing.text()
    assert "Hoodwink" in sheet.goal.text() and "100 points" in sheet.goal.text()


def test_score_sheet_of_a_match_of_fixed_deals_says_so(qtbot: QtBot) -> None:
    match = played_match("crescendo", 4, 0)
    sheet = ScoreSheetDialog(match, NAMES[:4])
    show(qtbot, sheet)
    assert "over 4 deals" in sheet.goal.text() and sheet.standing.text() == "No deal has been finished yet."
    assert sheet.findChild(QTableWidget).rowCount() == 1  # the totals only


@pytest.mark.parametrize(("game_id", "players", "options"), [
    ("whoswho", 3, {"deck": 54}),  # 18 cards a hand
    ("crescendo", 5, {}),  # five hands, five cards a trick
    ("crescendo", 2, {}),
    ("hamlet", 3, {}),
])  # fmt: skip
def test_review_fits_a_900_by_600_screen_with_cards_large_enough_to_read(
    qtbot: QtBot, game_id: str, players: int, options: dict[str, object]
) -> None:
    deal = played_match(game_id, players, 1, **options).deals[0]
    dialog = ReviewDialog(deal, LONG_NAMES[:players], card_art())  # type: ignore[arg-type]
    show(qtbot, dialog)
    dialog.resize(dialog.sizeHint().boundedTo(QSize(900, 600)))
    QApplication.processEvents()
    body = dialog.findChild(LastResortScroll)
    assert not body.horizontalScrollBar().isVisible() and not body.verticalScrollBar().isVisible()  # all in view
    for step in range(len(deal.tricks) + 1):
        dialog.show_step(step)
        qtbot.wait(1)
        for row in dialog.rows:
            rects = row.card_rects()
            assert all(rect.width() >= 56 for rect in rects)
            assert rects[1].left() - rects[0].left() >= 0.3 * rects[0].width()  # a fanned hand at most
            assert rects[-1].right() <= row.width()
        if step:
            trick = deal.tricks[step - 1]
            assert dialog.trick_row.cards == list(trick.cards)
            assert dialog.trick_row.names == [LONG_NAMES[seat] for seat, _ in trick.plays()]
            assert dialog.trick_row.winner == trick.card_of(trick.winner)
            assert all(rect.width() >= 56 for rect in dialog.trick_row.card_rects())
            assert f"{LONG_NAMES[trick.taker]} took it" in dialog.trick_story.text()


def test_every_dialog_wears_the_one_style(qtbot: QtBot) -> None:
    from parlett_table.ui.dialogs.about import AboutDialog
    from parlett_table.ui.learning.rules_window import RulesWindow
    from parlett_table.ui.look.style import ROOT_NAME, dialog_style, message_box

    match = played_match("hamlet", 3, 1)
    dialogs = [
        NewGameDialog(Preferences()),
        PreferencesDialog(Preferences()),
        ScoreSheetDialog(match, NAMES[:3]),
        ReviewDialog(match.deals[0], NAMES[:3], card_art()),  # type: ignore[arg-type]
        AboutDialog(),
        RulesWindow(),
    ]
    for dialog in dialogs:
        qtbot.addWidget(dialog)
        root = dialog.findChild(QWidget, ROOT_NAME)
        assert root is not None and root.styleSheet().startswith(dialog_style()), type(dialog).__name__
    box = message_box(None, "Continue your match?", "You have a match in progress.")
    qtbot.addWidget(box)
    assert dialog_style() in box.styleSheet()


def test_a_deal_that_cannot_be_saved_is_told_in_a_styled_box(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from parlett_table.ui.look.style import dialog_style

    shown: list[QMessageBox] = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: shown.append(box) or 0)
    deal = played_match("hoodwink", 3, 1).deals[0]
    dialog = ReviewDialog(deal, NAMES[:3], card_art())  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    assert not dialog.save_record(str(tmp_path))  # a folder: it cannot be written as a file
    assert len(shown) == 1 and dialog_style() in shown[0].styleSheet()
    assert shown[0].text().startswith("The deal could not be saved: ") and "Traceback" not in shown[0].text()


def test_reviews_save_button_asks_where_and_writes_the_record(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its ``clicked`` once passed ``checked=False`` as the path: no dialog, no file, a TypeError in the log."""
    from PySide6.QtWidgets import QPushButton

    from parlett_table.engine import read_deal
    from parlett_table.ui.learning import review

    target = tmp_path / "kept.parlett"
    asked: list[str] = []

    def answer(parent: object, title: str, suggested: str, kinds: str) -> str:
        asked.append(suggested)
        return str(target)

    monkeypatch.setattr(review, "save_file_name", answer)
    deal = played_match("hamlet", 3, 1).deals[0]
    dialog = ReviewDialog(deal, NAMES[:3], card_art())  # type: ignore[arg-type]
    show(qtbot, dialog)
    save = next(b for b in dialog.findChildren(QPushButton) if b.text() == "&Save deal record…")
    save.click()
    assert asked and asked[0].endswith(".parlett")
    assert read_deal(target.read_text(encoding="utf-8")).actions == deal.actions
