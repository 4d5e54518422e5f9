"""The deal of the day: the same deal for a date on any machine, played from Game ▸ Deal of the day, its first play
kept in the history with the coach's accuracy and the expert's par, a second play only practice."""

from __future__ import annotations

import datetime
import json

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot
from test_set_aside import answer, in_progress, statuses
from test_table import play_deal, wait_turn

from parlett_table.engine import GAMES, Deal, deal_from_record
from parlett_table.kept.daily_rows import DailyRow
from parlett_table.play.coach_report import CoachReport, ParNote
from parlett_table.play.daily import LEVEL, daily_game, daily_number, streak
from parlett_table.storage.daily import DailyStore
from parlett_table.storage.history import History
from parlett_table.ui.dialogs.daily import DailyDialog, days_text, today_text
from parlett_table.ui.dialogs.new_game import NewGameDialog
from parlett_table.ui.window.main_window import MainWindow

DAY = datetime.date(2026, 12, 2)


# --- the deal a date gives -----------------------------------------------------------------------


def test_the_same_date_gives_the_same_deal_on_any_machine() -> None:
    # Pinned: the number depends on nothing but the game and the date (not the machine, not Python's hash seed).
    assert daily_number("hoodwink", DAY) == daily_number("hoodwink", datetime.date(2026, 12, 2)) == 58454
    assert daily_number("hoodwink", DAY + datetime.timedelta(days=1)) != daily_number("hoodwink", DAY)
    assert len({daily_number(game_id, DAY) for game_id in GAMES}) == len(GAMES)


def test_a_year_of_days_gives_a_year_of_different_deals() -> None:
    numbers = [daily_number("crescendo", DAY + datetime.timedelta(days=k)) for k in range(365)]
    assert len(set(numbers)) == 365 and all(1 <= number <= 999_999 for number in numbers)


@pytest.mark.parametrize(
    ("played", "count"),
    [((), 0), ((0,), 1), ((1,), 1), ((0, 1, 2), 3), ((1, 2, 3), 3), ((0, 2, 3), 1), ((2, 3), 0)],
)
def test_days_in_a_row_count_back_from_today_or_yesterday(played: tuple[int, ...], count: int) -> None:
    assert streak((DAY - datetime.timedelta(days=k) for k in played), DAY) == count


# --- the history's deals of the day --------------------------------------------------------------


def row(day: str = "2026-12-02", game: str = "hoodwink", score: int = 9) -> DailyRow:
    return DailyRow(day, game, 5, score, None, None, "{}")


def test_the_first_play_of_a_day_is_kept_and_a_second_is_not() -> None:
    book = DailyStore(History())
    assert book.played("2026-12-02", "hoodwink") is None
    assert book.keep(row(score=9)) and not book.keep(row(score=20))
    assert book.played("2026-12-02", "hoodwink") == row(score=9)
    book.verdict("2026-12-02", "hoodwink", 87.5, None)
    book.verdict("2026-12-02", "hoodwink", None, 14)  # the par later: the accuracy stays
    kept = book.played("2026-12-02", "hoodwink")
    assert kept is not None and (kept.accuracy, kept.par, kept.score) == (87.5, 14, 9)
    book.keep(row("2026-12-01"))
    book.keep(row("2026-12-02", "hamlet"))
    assert [(r.day, r.game) for r in book.days()] == [("2026-12-02", "hamlet"), ("2026-12-02", "hoodwink"),
                                                        ("2026-12-01", "hoodwink")]  # fmt: skip
    assert [r.day for r in book.days("hoodwink")] == ["2026-12-02", "2026-12-01"]


def test_a_damaged_row_is_left_out_rather_than_stopping_the_list() -> None:
    history = History()
    book = DailyStore(history)
    book.keep(row("2026-12-01"))
    history.write("INSERT INTO daily VALUES ('2026-12-02', 'hoodwink', 'x', 'not a score', NULL, NULL, '{}', 0)")
    assert [r.day for r in book.days()] == ["2026-12-01"]
    assert book.played("2026-12-02", "hoodwink") is None


# --- what the dialog says ---------------------------------------------------------------------------


def test_the_dialog_says_what_the_rows_hold() -> None:
    assert today_text(None) == "Not played yet today."
    assert today_text(DailyRow("2026-12-02", "hamlet", 1, 40, 55, 71.6, "{}")) == (
        "You scored 40; par was 55. Accuracy 72."
    )
    rows = [DailyRow(f"2026-12-0{d}", "hamlet", 1, 40, None, a, "{}") for d, a in ((2, 60.0), (1, 90.4))]
    assert days_text(rows, DAY) == "2 days in a row. Best accuracy 90."
    assert days_text(rows[1:], DAY + datetime.timedelta(days=3)) == "No days in a row now. Best accuracy 90."
    assert days_text([], DAY) == ""


# --- at the table ------------------------------------------------------------------------------------


@pytest.fixture
def on_the_day(kept: MainWindow) -> MainWindow:
    """A table that keeps its matches, whose day is ``DAY``."""
    kept.daily.today = lambda: DAY
    return kept


def menu_action(win: MainWindow, words: str) -> QAction:
    return next(a for a in win.findChildren(QAction) if a.text() == words)


def choose_in_dialog(monkeypatch: pytest.MonkeyPatch, game_id: str) -> list[DailyDialog]:
    """The Deal of the day dialog, when shown, answered by clicking ``game_id``'s button."""
    shown: list[DailyDialog] = []

    def exec_(dialog: DailyDialog) -> int:
        shown.append(dialog)
        dialog.buttons[game_id].click()
        return 1

    monkeypatch.setattr(DailyDialog, "exec", exec_)
    return shown


def test_the_deal_of_the_day_is_dealt_played_and_kept_once(
    qtbot: QtBot, on_the_day: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown = choose_in_dialog(monkeypatch, "hoodwink")
    menu_action(on_the_day, "&Deal of the day…").trigger()
    assert shown and "Not played yet today." in shown[0].texts["hoodwink"]
    number = daily_number("hoodwink", DAY)
    match = on_the_day.controller.match
    assert match is not None and match.first_seed == number and on_the_day.controller.practice
    expected = Deal.start(daily_game("hoodwink"), number)
    assert [match.current.dealt_hand(s) for s in range(3)] == [expected.dealt_hand(s) for s in range(3)]
    assert [seat.player for seat in on_the_day.controller.seats[1:]] == [LEVEL, LEVEL]
    assert on_the_day.scene.info.title == "Hoodwink  (deal of the day)"
    play_deal(qtbot, on_the_day)
    assert on_the_day.controller.deal.is_over
    assert on_the_day.keeper is not None
    book = on_the_day.keeper.daily()
    found = book.played(DAY.isoformat(), "hoodwink")
    score = on_the_day.controller.deal.outcome().scores[0]
    assert found is not None and found.score == score and found.number == number
    assert deal_from_record(json.loads(found.record)).actions == on_the_day.controller.deal.actions
    # The coach's verdict and the par arrive later and are added to the row.
    on_the_day.controller.coach.reported.emit(CoachReport(1, looking=False, accuracy=83.25, par_looking=True))
    verdict = CoachReport(1, looking=False, accuracy=83.25, par=ParNote(score + 4, score, 3))
    on_the_day.controller.coach.reported.emit(verdict)
    found = book.played(DAY.isoformat(), "hoodwink")
    assert found is not None and (found.accuracy, found.par) == (83.25, score + 4)

    # A second play that day is practice: the table says so, and the row stays as it was.
    shown = choose_in_dialog(monkeypatch, "hoodwink")
    menu_action(on_the_day, "&Deal of the day…").trigger()
    assert shown[0].buttons["hoodwink"].text() == "Play again"
    assert f"You scored {score}; par was {score + 4}. Accuracy 83." in shown[0].texts["hoodwink"]
    assert "1 day in a row." in shown[0].texts["hoodwink"]
    play_deal(qtbot, on_the_day, seed=7)
    assert book.played(DAY.isoformat(), "hoodwink") == found


def test_a_deal_of_the_day_dealt_again_is_practice(
    qtbot: QtBot, on_the_day: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    choose_in_dialog(monkeypatch, "crescendo")
    menu_action(on_the_day, "&Deal of the day…").trigger()
    wait_turn(qtbot, on_the_day)
    menu_action(on_the_day, "&Restart this deal").trigger()  # the cards were seen: no second first try
    play_deal(qtbot, on_the_day)
    assert on_the_day.keeper is not None and on_the_day.keeper.daily().played(DAY.isoformat(), "crescendo") is None


def test_the_match_in_progress_is_set_aside_for_the_deal_of_the_day_only_if_the_player_agrees(
    qtbot: QtBot, on_the_day: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    in_progress(qtbot, on_the_day)
    before = on_the_day.controller.match
    asked = answer(monkeypatch, "&Continue my match")
    choose_in_dialog(monkeypatch, "hamlet")
    menu_action(on_the_day, "&Deal of the day…").trigger()
    assert len(asked) == 1 and "Crescendo" in asked[0] and on_the_day.controller.match is before
    answer(monkeypatch, "&Play the deal of the day")
    menu_action(on_the_day, "&Deal of the day…").trigger()
    assert on_the_day.matches.set_aside is not None and on_the_day.matches.set_aside.match is before
    play_deal(qtbot, on_the_day)
    assert on_the_day.keeper is not None and on_the_day.keeper.daily().played(DAY.isoformat(), "hamlet") is not None
    assert on_the_day.scene.info.title == "Hamlet  (deal of the day)"
    on_the_day.result.back_to_match.emit()
    assert on_the_day.controller.match == before and statuses(on_the_day) == ["playing"]
    assert on_the_day.scene.info.title == "Crescendo" and on_the_day.daily.playing is None


def test_no_history_no_kept_days_but_the_deal_is_played(qtbot: QtBot, window: MainWindow,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:  # fmt: skip
    window.daily.today = lambda: DAY
    choose_in_dialog(monkeypatch, "whoswho")
    menu_action(window, "&Deal of the day…").trigger()
    assert window.controller.match is not None and window.controller.match.first_seed == daily_number("whoswho", DAY)
    play_deal(qtbot, window)
    assert window.controller.deal.is_over  # nothing to keep it in, and nothing said about it
    # A deal to itself: the way on is a new match (the New game dialog), not a next deal of practice.
    ways = [button.text() for button in window.result.findChildren(QPushButton) if button.property("accent")]
    assert ways == ["New match"]
    asked: list[NewGameDialog] = []
    monkeypatch.setattr(NewGameDialog, "exec", lambda dialog: asked.append(dialog) or 0)
    next(b for b in window.result.findChildren(QPushButton) if b.text() == "New match").click()
    assert len(asked) == 1
