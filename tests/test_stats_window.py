"""The statistics window, offscreen: figures from ``compute()``, charts that paint, reset, score sheets, errors."""

from __future__ import annotations

import datetime
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPicture
from PySide6.QtWidgets import QMessageBox, QTableWidget, QWidget
from pytestqt.qtbot import QtBot

from parlett_table.ai import make_player
from parlett_table.ai.arena import play_deal
from parlett_table.engine import GAMES, Match, Seat, create_game
from parlett_table.storage.history import History, StorageError
from parlett_table.storage.stats import StatsQuery, compute
from parlett_table.ui.dialogs.score_sheet import ScoreSheetDialog
from parlett_table.ui.stats.charts import extremes, moving_average, nice_ticks, signed, tallies
from parlett_table.ui.stats.form_marks import FormResult, FormStrip, RingGauge
from parlett_table.ui.stats.role_chart import RoleBar, RoleChart
from parlett_table.ui.stats.score_chart import ScoreChart
from parlett_table.ui.stats.stats_content import day_text, when_text
from parlett_table.ui.stats.stats_window import StatsDialog

YOU = Seat("You", "human")
# Deterministic: random players draw from generators seeded by the deal and the seat.
PLAN = [("hoodwink", 11), ("crescendo", 12), ("hamlet", 13), ("hoodwink", 14), ("whoswho", 15),
        ("crescendo", 16), ("hamlet", 17), ("hoodwink", 18)]  # fmt: skip


def play_match(history: History, game_id: str, seed: int, practice: bool = False, human: bool = True,
               stop_after: int | None = None) -> int:  # fmt: skip
    """Record one match played by random players; ``stop_after`` deals leaves it unfinished. Its id."""
    game = create_game(game_id)
    names = ["Ada", "Ben", "Cleo", "Dov"]
    seats = [YOU if human else Seat("Zed", "random")]
    seats += [Seat(names[k], "random") for k in range(game.players - 1)]
    players = [make_player("random") for _ in range(game.players)]
    match_id = history.begin_match(game, seats, seed, practice)
    match = Match.start(game, seed)
    while True:
        deal = play_deal(game, match.deal_number, match.current.dealer, players)
        match = Match(game, match.first_seed, match.deals[:-1] + (deal,))
        history.record_deal(match_id, len(match.deals), deal, hints=len(match.deals) % 3 == 0)
        if match.is_over or len(match.deals) == stop_after:
            break
        match = match.next_deal()
    if match.is_over:
        history.end_match(match_id, match.totals, match.winners)
    return match_id


@pytest.fixture
def history(tmp_path: Path) -> History:
    return History(tmp_path / "h.sqlite3")


@pytest.fixture
def filled(history: History) -> History:
    """Finished matches in every game, plus practice, an abandoned one, a shared win and a computer-only one."""
    for game_id, seed in PLAN:
        play_match(history, game_id, seed)
    play_match(history, "hamlet", 40, practice=True)
    play_match(history, "hoodwink", 50, human=False)
    shared = play_match(history, "crescendo", 60)
    totals = next(row for row in history.matches() if row.id == shared).totals or [0, 0, 0]
    history.end_match(shared, totals, [0, 1])  # a tie for the top, with the player in it
    play_match(history, "whoswho", 70, stop_after=2)
    history.abandon_unfinished()
    return history


def make_dialog(qtbot: QtBot, history: History) -> StatsDialog:
    dialog = StatsDialog(StatsQuery(history))
    qtbot.addWidget(dialog)
    dialog.resize(1000, 720)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def list_rows(dialog: StatsDialog) -> int:
    """How many matches the list holds."""
    return dialog.match_model.rowCount()


def list_cell(dialog: StatsDialog, row: int, column: int, role: Qt.ItemDataRole = Qt.ItemDataRole.DisplayRole) -> Any:
    return dialog.match_model.index(row, column).data(role)


def shows_colour(widget: QWidget, colour: str) -> bool:
    """Whether the widget, grabbed, has at least one pixel of exactly this opaque colour."""
    image = widget.grab().toImage().convertToFormat(QImage.Format.Format_ARGB32)
    assert not image.isNull()
    pixel = QColor(colour)
    # Format_ARGB32 is stored as 32-bit words: B, G, R, A bytes on little-endian machines.
    wanted = bytes([pixel.blue(), pixel.green(), pixel.red(), 255])
    data = bytes(image.constBits())
    if sys.byteorder == "big":
        wanted = wanted[::-1]
    return any(data[k : k + 4] == wanted for k in range(0, len(data), 4) if data[k] == wanted[0])


def test_empty_history_invites_play(qtbot: QtBot, history: History) -> None:
    dialog = make_dialog(qtbot, history)
    assert dialog.is_empty()
    assert dialog.empty_title.text() == "No matches yet"
    assert "Play a match" in dialog.empty_text.text()
    assert not dialog.reset_button.isEnabled()
    assert not dialog.sheet_button.isVisible()
    assert dialog.open_score_sheet() is None
    for game in (*GAMES, None):
        dialog.select_game(game)
        assert dialog.is_empty()
        assert not dialog.grab().isNull()
    dialog.select_game("whoswho")
    assert dialog.empty_title.text() == "No Who's Who matches yet"


def test_play_button_only_when_the_window_listens(qtbot: QtBot, history: History) -> None:
    dialog = StatsDialog(StatsQuery(history))
    qtbot.addWidget(dialog)
    requested: list[bool] = []
    dialog.play_requested.connect(lambda: requested.append(True))
    dialog.show()
    assert dialog.play_button.isVisible()
    qtbot.mouseClick(dialog.play_button, Qt.MouseButton.LeftButton)
    assert requested == [True]
    assert not dialog.isVisible()
    unwired = make_dialog(qtbot, history)
    assert not unwired.play_button.isVisible()


def test_practice_alone_is_still_the_empty_state(qtbot: QtBot, history: History) -> None:
    play_match(history, "hoodwink", 5, practice=True)
    dialog = make_dialog(qtbot, history)
    assert dialog.is_empty()
    assert "1 practice match" in dialog.empty_text.text()
    assert dialog.reset_button.isEnabled()  # there is something to forget


def test_tiles_show_what_compute_gives(qtbot: QtBot, filled: History) -> None:
    stats = compute(filled.matches(), filled.deals())
    assert stats.finished == len(PLAN) + 1 and stats.shared == 1 and stats.abandoned == 1 and stats.practice == 1
    dialog = make_dialog(qtbot, filled)
    assert not dialog.is_empty()
    assert dialog.win_tile.finished.text() == str(stats.finished)
    assert dialog.win_tile.won.text() == str(stats.won)
    assert dialog.win_tile.shared.text() == "1"
    assert stats.win_rate is not None
    assert dialog.win_tile.ring.text() == f"{round(100 * stats.win_rate)}%"
    assert stats.average is not None
    assert dialog.average_tile.value.text() == f"{stats.average:.1f}".replace("-", "−")
    assert dialog.average_tile.detail.text() == f"over {stats.deals} deals"
    assert dialog.hints_tile.value.text() == str(stats.hints)
    assert dialog.streak_tile.value.text() == str(stats.current_streak)
    assert dialog.streak_tile.detail.text() == f"best: {stats.best_streak} in a row"
    assert stats.best_match is not None and stats.best_match.totals is not None
    assert dialog.best_tile.value.text() == str(stats.best_match.totals[0])
    # Charts get the same figures: every counted deal, every role, every finished match.
    assert dialog.score_chart.scores == [score for _, score in stats.deal_scores]
    assert [bar.deals for bar in dialog.role_chart.bars] == [role.deals for role in stats.roles]
    assert len(dialog.form_strip.results) == stats.finished
    # The list: the player's matches (practice and abandoned too), newest first; not the computers' match.
    assert list_rows(dialog) == len(PLAN) + 3
    assert list_cell(dialog, 0, 2) == "Abandoned" and list_cell(dialog, 0, 1) == "Who's Who"
    results = {list_cell(dialog, k, 2) for k in range(list_rows(dialog))}
    assert {"Practice", "Shared", "Abandoned"} <= results


def test_switching_the_game_changes_the_figures(qtbot: QtBot, filled: History) -> None:
    dialog = make_dialog(qtbot, filled)
    everything = dialog.win_tile.finished.text()
    qtbot.mouseClick(dialog.game_buttons["hoodwink"], Qt.MouseButton.LeftButton)
    assert dialog.game == "hoodwink"
    hoodwink = compute(filled.matches(), filled.deals(), "hoodwink")
    assert dialog.win_tile.finished.text() == str(hoodwink.finished) == "3"
    assert dialog.win_tile.finished.text() != everything
    assert dialog.average_tile.detail.text() == f"over {hoodwink.deals} deals"
    assert {bar.label for bar in dialog.role_chart.bars} == {"Hood", "Partner"}
    assert dialog.match_list.isColumnHidden(1)  # one game: no game column
    assert list_rows(dialog) == 3
    dialog.select_game("crescendo")
    assert [bar.label for bar in dialog.role_chart.bars] == ["No role"]
    assert dialog.game_buttons["crescendo"].isChecked() and not dialog.game_buttons["hoodwink"].isChecked()
    dialog.select_game(None)
    assert dialog.win_tile.finished.text() == everything
    assert not dialog.match_list.isColumnHidden(1)


def test_each_game_is_read_once_until_the_window_refreshes(qtbot: QtBot, filled: History) -> None:
    dialog = make_dialog(qtbot, filled)
    dialog.select_game("hamlet")
    before = dialog.stats
    play_match(filled, "hamlet", 90)  # a match ends while the window is open
    dialog.select_game(None)
    dialog.select_game("hamlet")
    assert dialog.stats is before  # as it was read
    dialog.refresh()
    assert dialog.stats == compute(filled.matches(), filled.deals(), "hamlet")
    assert dialog.stats.finished == before.finished + 1


@pytest.mark.parametrize("size", [(60, 40), (180, 110), (420, 240), (900, 420)])
def test_charts_paint_at_any_size(qtbot: QtBot, size: tuple[int, int]) -> None:
    scores = ScoreChart()
    scores.set_scores([3, -8, 12, 0, 25, 7, 7, -2, 14, 30, 1, 9] * 4)
    roles = RoleChart()
    roles.set_bars(
        [
            RoleBar("Hood", 18.5, 12, 9, QColor("#f2c14e")),
            RoleBar("Partner", -3.25, 20, 4, QColor("#5fc4b8")),
            RoleBar("No role", 0.0, 1, 0, QColor("#d9d2bf")),
        ]
    )
    form = FormStrip()
    form.set_results([FormResult(outcome, outcome) for outcome in ("won", "lost", "shared", "won") * 7])
    ring = RingGauge()
    ring.set_value(0.6, 0.1)
    charts: list[QWidget] = [scores, roles, form, ring]
    for chart in [*charts, ScoreChart(), RoleChart(), FormStrip()]:  # and each with nothing to draw
        qtbot.addWidget(chart)
        chart.resize(*size)
        assert not chart.grab().isNull()
    if size[0] >= 180:  # big enough to draw: the gold average line, the bars in their roles' colours
        assert shows_colour(scores, "#f2c14e")
        assert shows_colour(roles, "#f2c14e") and shows_colour(roles, "#5fc4b8")
        assert shows_colour(form, "#f2c14e")
    else:  # too small: a line of words, no bars squeezed to nothing
        assert not shows_colour(roles, "#5fc4b8")


def test_the_window_draws_large_and_small(qtbot: QtBot, filled: History) -> None:
    dialog = make_dialog(qtbot, filled)
    for width, height in ((1000, 720), (760, 560), (1400, 900)):
        dialog.resize(width, height)
        qtbot.wait(1)
        pixmap = dialog.grab()
        assert (pixmap.width(), pixmap.height()) == (width, height)
    assert dialog.role_chart.height() > 60 and dialog.score_chart.height() > 60


def test_chart_helpers() -> None:
    assert nice_ticks(0, 100, 4) == [0, 25, 50, 75, 100]
    assert nice_ticks(-7, 31, 4) == [-10, 0, 10, 20, 30, 40]
    assert nice_ticks(5, 5) == [4, 5, 6]
    assert moving_average([1, 2, 3, 4], 2) == [1.5, 2.5, 3.5]
    assert moving_average([1], 3) == []
    assert signed(-2.04, 1) == "−2.0" and signed(-0.01, 1) == "0.0"


def test_long_series_are_drawn_from_a_bounded_number_of_points() -> None:
    values = [((k * 7919) % 101) - 50 for k in range(10_000)]
    values[4321], values[8765] = 400, -400  # one extreme each way, far from the ends
    runs = tallies(values, 300)
    assert len(runs) == 300 and [middle for middle, _ in runs] == sorted(middle for middle, _ in runs)
    assert sum(sum(tally.values()) for _, tally in runs) == 10_000  # every value is counted once
    assert {400, -400} <= {value for _, tally in runs for value in tally}
    assert tallies([3, 1, 3], 300) == [(0, {3: 1}), (1, {1: 1}), (2, {3: 1})]  # few values: each its own run
    points = extremes(values, 300)
    assert len(points) <= 600 and points[0] == (0, values[0]) and points[-1] == (9999, values[-1])
    assert (4321, 400) in points and (8765, -400) in points
    assert [index for index, _ in points] == sorted({index for index, _ in points})  # in order, none twice
    assert extremes([1, 5, 2], 300) == [(0, 1), (1, 5), (2, 2)]


def test_the_score_chart_drawing_does_not_grow_with_the_deals(qtbot: QtBot) -> None:
    """What the chart paints (recorded as a QPicture) does not grow with the number of deals."""

    def recorded_size(count: int) -> int:
        chart = ScoreChart()
        qtbot.addWidget(chart)
        chart.resize(560, 250)
        chart.set_scores([((k * 7919) % 61) - 30 for k in range(count)])
        picture = QPicture()
        painter = QPainter(picture)
        chart.paint_chart(painter, chart.rect().toRectF())
        painter.end()
        return picture.size()

    assert recorded_size(500_000) < 1.2 * recorded_size(50_000)


def test_reset_asks_first_then_empties(qtbot: QtBot, filled: History, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[str] = []
    answer = QMessageBox.StandardButton.Cancel

    def ask(box: QMessageBox) -> QMessageBox.StandardButton:
        asked.append(box.text())
        assert box.defaultButton() is box.button(QMessageBox.StandardButton.Cancel)  # Enter keeps the history
        return answer

    monkeypatch.setattr(QMessageBox, "exec", ask)
    dialog = make_dialog(qtbot, filled)
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 1
    assert f"{len(PLAN) + 3} matches" in asked[0] and "cannot be undone" in asked[0]
    assert filled.matches() and not dialog.is_empty()  # cancelled: nothing lost
    answer = QMessageBox.StandardButton.Reset
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert len(asked) == 2
    assert filled.matches() == [] and filled.deals() == []
    assert dialog.is_empty() and list_rows(dialog) == 0
    assert not dialog.reset_button.isEnabled()


def test_enter_on_a_match_opens_its_score_sheet(qtbot: QtBot, filled: History) -> None:
    dialog = make_dialog(qtbot, filled)
    match_id = list_cell(dialog, 1, 0, Qt.ItemDataRole.UserRole)  # the newest finished match (the first: abandoned)
    deals = [deal for deal in filled.deals() if deal.match_id == match_id]
    dialog.match_list.setCurrentIndex(dialog.match_model.index(1, 0))
    dialog.match_list.setFocus()
    qtbot.keyClick(dialog.match_list, Qt.Key.Key_Return)
    sheets = dialog.findChildren(ScoreSheetDialog)
    assert len(sheets) == 1 and sheets[0].isVisible()
    table = sheets[0].findChild(QTableWidget)
    assert table.rowCount() == len(deals) + 1  # every deal and the total
    assert table.columnCount() == 3
    assert dialog.isVisible()  # Enter opened the sheet; it did not also close the window
    sheets[0].close()


def test_score_sheet_button_on_an_abandoned_match(qtbot: QtBot, filled: History) -> None:
    dialog = make_dialog(qtbot, filled)
    dialog.match_list.setCurrentIndex(dialog.match_model.index(0, 0))
    sheet = dialog.open_score_sheet()
    assert isinstance(sheet, ScoreSheetDialog)
    assert sheet.findChild(QTableWidget).rowCount() == 2 + 1
    sheet.close()


def test_a_storage_error_is_one_sentence(qtbot: QtBot, filled: History, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(match_id: int) -> None:
        raise StorageError("That match could not be read back (bad card code 1X).")

    monkeypatch.setattr(filled, "match_document", broken)
    dialog = make_dialog(qtbot, filled)
    qtbot.mouseClick(dialog.sheet_button, Qt.MouseButton.LeftButton)
    assert not dialog.findChildren(ScoreSheetDialog)
    assert dialog.notice.isVisible()
    assert dialog.notice.text() == "That match could not be read back (bad card code 1X)."
    assert "Traceback" not in dialog.notice.text()


def test_a_history_that_cannot_be_read(qtbot: QtBot, filled: History, monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(sql: str, parameters: object = ()) -> None:
        raise StorageError("Your game history could not be read (disk I/O error).")

    monkeypatch.setattr(filled, "query", broken)  # what the statistics read through
    dialog = make_dialog(qtbot, filled)
    assert dialog.is_empty()
    assert dialog.notice.text() == "Your game history could not be read (disk I/O error)."


def test_rows_that_cannot_be_read_are_left_out_and_said(qtbot: QtBot, filled: History) -> None:
    # As a history of the first version held them, before it was summarised: a deal and a match damaged.
    damaged_deal = filled.query("SELECT id FROM deals ORDER BY id LIMIT 1 OFFSET 5")[0][0]
    damaged_match = filled.query("SELECT id FROM matches WHERE status = 'finished' ORDER BY id LIMIT 1")[0][0]
    filled.file.db.execute("UPDATE deals SET scores = 'not json', readable = NULL WHERE id = ?", (damaged_deal,))
    filled.file.db.execute("UPDATE matches SET seats = '[{\"name\": ' WHERE id = ?", (damaged_match,))
    filled.file.db.commit()
    dialog = make_dialog(qtbot, filled)  # no JSONDecodeError
    sentence = "Some of your history could not be read, so it is left out of these figures: 1 match and 1 deal."
    assert dialog.notice.isVisible() and dialog.notice.text() == sentence
    stats = compute(filled.matches(), filled.deals())
    assert dialog.stats == stats and dialog.win_tile.finished.text() == str(stats.finished) == str(len(PLAN))
    assert list_rows(dialog) == len(PLAN) + 2
    assert damaged_match not in {list_cell(dialog, k, 0, Qt.ItemDataRole.UserRole) for k in range(list_rows(dialog))}
    sheet = dialog.open_score_sheet()  # another sentence comes and goes; this one stays
    assert sheet is not None and dialog.notice.text() == sentence
    sheet.close()


def test_a_history_that_cannot_be_written_shows_what_it_has(
    qtbot: QtBot, filled: History, monkeypatch: pytest.MonkeyPatch
) -> None:
    filled.summarise()  # as when the window was last opened
    before = compute(filled.matches(), filled.deals())
    new = play_match(filled, "hamlet", 80)  # its deals are summarised as they are written, the match when next read

    def full() -> None:
        raise StorageError("Your game history could not be saved (database or disk is full).") from OSError(
            "database or disk is full"
        )

    monkeypatch.setattr(filled, "summarise", full)
    dialog = make_dialog(qtbot, filled)
    assert dialog.notice.text() == "Your latest games could not be added to these figures just now."
    assert (dialog.stats.finished, dialog.stats.won) == (before.finished, before.won)  # the new match waits
    assert dialog.stats.deals == before.deals + sum(1 for deal in filled.deals() if deal.match_id == new)


def test_keyboard_and_screen_reader(qtbot: QtBot, filled: History) -> None:
    dialog = make_dialog(qtbot, filled)
    for button in [*dialog.game_buttons.values(), dialog.sheet_button, dialog.reset_button, dialog.close_button]:
        assert button.accessibleName()
        assert button.focusPolicy() & Qt.FocusPolicy.TabFocus
    assert dialog.match_list.accessibleName()
    assert dialog.win_tile.accessibleName().startswith("Win rate")
    assert "deals" in dialog.score_chart.accessibleDescription()
    # Tab from the last game reaches the list, then the buttons, in reading order (no accuracy to turn to here:
    # ``test_stats_accuracy.py``).
    dialog.game_buttons["hamlet"].setFocus()
    order = []
    for _ in range(4):
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        order.append(dialog.focusWidget())
    assert order == [dialog.match_list, dialog.sheet_button, dialog.reset_button, dialog.close_button]


def test_enter_on_a_focused_button_presses_it(qtbot: QtBot, filled: History) -> None:
    dialog = make_dialog(qtbot, filled)
    dialog.game_buttons["hamlet"].setFocus()
    qtbot.keyClick(dialog.game_buttons["hamlet"], Qt.Key.Key_Return)
    assert dialog.game == "hamlet"
    dialog.close_button.setFocus()
    qtbot.keyClick(dialog.close_button, Qt.Key.Key_Return)
    assert not dialog.isVisible()


def test_dates_read_like_a_person_wrote_them() -> None:
    moment = datetime.datetime(2025, 3, 3, 14, 5).timestamp()
    assert when_text(moment, now=moment) == "Today, 14:05"
    assert when_text(moment, now=moment + 86_400) == "Yesterday, 14:05"
    assert when_text(moment, now=moment + 20 * 86_400) == "3 Mar, 14:05"
    assert when_text(moment, now=moment + 400 * 86_400) == "3 Mar 2025" == day_text(moment)
