"""Review marks every decision and values every choice (issue 40): the marks shown are the coach's, step by step;
every legal choice is listed with its points, best first; hindsight is asked of the worker and shown labelled; the
list of errors jumps to its trick; any seat of any deal of the history can be reviewed."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from concurrent.futures import Future
from pathlib import Path
from typing import Any

import pytest
from dialog_checks import LONG_NAMES, card_art, played_match
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot
from test_table import QUIET, play_deal

from parlett_table.ai.analysis import ReviewedDecision, analyse_deal
from parlett_table.engine import Deal, Give, Play, Propose, create_game
from parlett_table.play.coach_report import ERRORS, MARK_SIGNS
from parlett_table.play.coaching import verdict
from parlett_table.play.collaborators import InlineThinker
from parlett_table.play.review_analysis import DealAnalyst
from parlett_table.storage.history import History
from parlett_table.storage.keeper import Keeper
from parlett_table.storage.saves import SavedMatch
from parlett_table.ui.dialogs.score_sheet import ScoreSheetDialog
from parlett_table.ui.learning.choice_values import points
from parlett_table.ui.learning.review import ReviewDialog
from parlett_table.ui.learning.review_marks import choice_words, mark_word, trick_step
from parlett_table.ui.window.main_window import MainWindow

DEALS = [("hoodwink", 3, {}, 7), ("crescendo", 3, {}, 7), ("crescendo", 5, {}, 3), ("whoswho", 3, {"deck": 54}, 7),
         ("hamlet", 3, {}, 7), ("hamlet", 3, {}, 11)]  # fmt: skip


class ErrandThinker(InlineThinker):
    """Review's errands held until the test answers them; the table's thinking as in process."""

    def __init__(self) -> None:
        super().__init__()
        self.analyses: list[tuple[int, Future[Any]]] = []  # (seat, future)
        self.hindsights: list[tuple[int, int, Future[Any]]] = []  # (seat, action index, future)
        self.coached: list[Future[Any]] = []
        self.cancelled = 0

    def analyse(self, record, seat, sims, seed, time_limit=None):  # type: ignore[no-untyped-def, override]
        future: Future[Any] = Future()
        self.coached.append(future)
        return self._generation, future

    def par(self, record, seat, levels, deal_number, sims):  # type: ignore[no-untyped-def, override]
        future: Future[Any] = Future()  # the expert's par, never answered here
        return self._generation, future

    def review_analyse(self, record, seat, sims, seed, time_limit=None):  # type: ignore[no-untyped-def, override]
        future: Future[Any] = Future()
        self.analyses.append((seat, future))
        return 0, future

    def review_hindsight(self, record, seat, index, sims, seed, time_limit=None):  # type: ignore[no-untyped-def, override]
        future: Future[Any] = Future()
        future.set_running_or_notify_cancel()  # under way: superseding it cannot cancel it, only drop its answer
        self.hindsights.append((seat, index, future))
        return 0, future

    def cancel_reviews(self) -> None:
        self.cancelled += 1


@functools.cache
def analysed(game: str, players: int, seed: int, seat: int = 0) -> tuple[Deal, list[ReviewedDecision]]:
    options = next(o for g, p, o, s in DEALS if (g, p, s) == (game, players, seed))
    deal = played_match(game, players, 1, seed, **options).deals[0]
    return deal, analyse_deal(deal, seat, 8, "review-test")


def settle() -> None:
    for _ in range(3):
        QCoreApplication.processEvents()


def opened(qtbot: QtBot, deal: Deal, thinker: ErrandThinker, reader: int | None = 0) -> ReviewDialog:
    dialog = ReviewDialog(deal, LONG_NAMES[: deal.players], card_art(), reader=reader)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialog.study_play(DealAnalyst(thinker, deal, sims=8))
    dialog.show()
    return dialog


def answered(thinker: ErrandThinker, looked: list[ReviewedDecision]) -> None:
    thinker.analyses[-1][1].set_result(looked)
    settle()


def steps(deal: Deal) -> Iterator[int]:
    yield from range(len(deal.tricks) + 1)


@pytest.mark.parametrize(("game", "players", "options", "seed"), DEALS)
def test_every_decision_shows_the_coachs_mark_at_its_step(
    qtbot: QtBot, game: str, players: int, options: dict[str, object], seed: int
) -> None:
    deal, looked = analysed(game, players, seed)
    report = verdict(0, looked, game)
    thinker = ErrandThinker()
    dialog = opened(qtbot, deal, thinker)
    study = dialog.study
    assert [seat for seat, _ in thinker.analyses] == [0]  # the reader's play, asked of the worker at once
    assert study.marks.status.text() == "The coach is looking at your play…"
    answered(thinker, looked)
    assert study.marks.status.text().startswith(f"Accuracy {round(report.accuracy or 0)} of 100")
    shown = 0
    for step in steps(deal):
        dialog.show_step(step)
        here = [item for item in report.marked if trick_step(deal, item.action_index) == step]
        headings = [label.text() for label in study.choices.headings]
        assert len(headings) == len(here), step
        for item, heading in zip(here, headings, strict=True):
            assert heading.startswith(f"{MARK_SIGNS[item.mark]} {mark_word(item.mark)}: "), (step, heading)
            assert choice_words(item.chosen, LONG_NAMES, dialog.joker) in heading
        plays = {item.chosen.card: MARK_SIGNS[item.mark] for item in here if isinstance(item.chosen, Play)}
        assert {card: sign for card, (sign, _) in dialog.trick_row.signs.items()} == plays
        assert all(card in dialog.trick_row.cards for card in plays)  # beside the seat's own card in the trick
        shown += len(here)
    assert shown == len(report.marked) == report.decisions
    errors = [study.marks.errors.topLevelItem(row).text(0) for row in range(study.marks.errors.topLevelItemCount())]
    assert [line.split(" ")[0] for line in errors] == [MARK_SIGNS[i.mark] for i in report.marked if i.mark in ERRORS]


@pytest.mark.parametrize(("game", "players", "options", "seed"), DEALS[:4])
def test_every_legal_choice_is_listed_with_its_points_best_first(
    qtbot: QtBot, game: str, players: int, options: dict[str, object], seed: int
) -> None:
    deal, looked = analysed(game, players, seed)
    report = verdict(0, looked, game)
    thinker = ErrandThinker()
    dialog = opened(qtbot, deal, thinker)
    answered(thinker, looked)
    replay = Deal.from_hands(deal.game, [deal.dealt_hand(s) for s in range(deal.players)], deal.dealer, deal.undealt)
    positions = [replay]
    for action in deal.actions:
        replay, _ = replay.apply(action)
        positions.append(replay)
    for item in report.marked:
        dialog.show_step(trick_step(deal, item.action_index))
        if len([i for i in report.marked if trick_step(deal, i.action_index) == dialog.slider.value()]) > 1:
            continue  # two decisions in one step: each its own list (checked where alone)
        kind = type(item.chosen)
        legal = [a for a in positions[item.action_index].legal_actions() if isinstance(a, kind)]
        rows = dialog.study.choices.rows
        names = [row[0].text() for row in rows]
        assert sorted(names) == sorted(choice_words(a, LONG_NAMES, dialog.joker) for a in legal)  # every legal choice
        values = dict(zip(item.actions, item.values, strict=True))
        shown = [row[1].text() for row in rows]
        by_name = {choice_words(a, LONG_NAMES, dialog.joker): a for a in legal}
        assert shown == [points(values[by_name[name]]) for name in names]  # the report's figures
        figures = [values[by_name[name]] for name in names]
        assert figures == sorted(figures, reverse=True)  # best first
        notes = {name: row[2].text() for name, row in zip(names, rows, strict=True)}
        assert "the expert's" in notes[choice_words(item.expert, LONG_NAMES, dialog.joker)]
        assert "chosen" in notes[choice_words(item.chosen, LONG_NAMES, dialog.joker)]
        assert isinstance(item.chosen, (Play, Propose, Give))


def test_hindsight_is_asked_of_the_worker_and_shown_labelled(qtbot: QtBot) -> None:
    deal, looked = analysed("whoswho", 3, 7)
    report = verdict(0, looked, "whoswho")
    thinker = ErrandThinker()
    dialog = opened(qtbot, deal, thinker)
    answered(thinker, looked)
    first, second = report.marked[0], report.marked[3]
    dialog.show_step(trick_step(deal, first.action_index))
    dialog.study.page_buttons[2].click()  # the Choices page
    choices = dialog.study.choices
    assert choices.hindsight.isVisible() and not thinker.hindsights
    assert choices.caption.text() == "Each choice's expected points, from what was known then."
    choices.hindsight.click()  # the switch, as a click reaches it
    assert [(seat, index) for seat, index, _ in thinker.hindsights] == [(0, first.action_index)]
    settle()
    said = [label.text() for label in choices.findChildren(type(choices.caption)) if label.isVisible()]
    assert "Working out every choice with every hand known…" in said
    dialog.show_step(trick_step(deal, second.action_index))  # a newer question supersedes it
    assert [(seat, index) for seat, index, _ in thinker.hindsights][-1] == (0, second.action_index)
    thinker.hindsights[0][2].set_result(tuple(range(len(first.actions))))  # the late answer to the first ...
    settle()
    assert (0, first.action_index) not in dialog.study.hindsight  # ... is dropped
    lay = tuple(float(-i) for i in range(len(second.actions)))
    thinker.hindsights[-1][2].set_result(lay)
    settle()
    assert choices.caption.text().startswith("In hindsight: each choice's points with every hand known")
    rows = {row[0].text(): row[1].text() for row in choices.rows}
    named = [choice_words(action, LONG_NAMES, dialog.joker) for action in second.actions]
    assert rows == {name: points(value) for name, value in zip(named, lay, strict=True)}
    choices.hindsight.click()  # off: what was known then, again
    assert {row[1].text() for row in choices.rows} == {points(v) for v in second.values}
    dialog.reject()
    assert thinker.cancelled >= 2  # closing Review cancels its errands (as the first analysis did what came before)


def test_the_list_of_errors_jumps_to_each_errors_trick_by_click_and_by_key(qtbot: QtBot) -> None:
    deal, looked = analysed("whoswho", 3, 7)
    report = verdict(0, looked, "whoswho")
    errors = [item for item in report.marked if item.mark in ERRORS]
    assert errors, "the planted deal has an error to jump to"
    thinker = ErrandThinker()
    dialog = opened(qtbot, deal, thinker)
    answered(thinker, looked)
    dialog.study.page_buttons[1].click()  # the Marks page
    listing = dialog.study.marks.errors
    for row, item in enumerate(errors):
        dialog.show_step(0)
        rect = listing.visualItemRect(listing.topLevelItem(row))
        QTest.mouseClick(listing.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        assert dialog.slider.value() == trick_step(deal, item.action_index)
        assert dialog.study.pages.currentIndex() == 2  # the choices at that step shown
        dialog.study.page_buttons[1].click()
        dialog.show_step(0)
        listing.setFocus()
        listing.setCurrentItem(listing.topLevelItem(row))
        QTest.keyClick(listing, Qt.Key.Key_Return)
        assert dialog.slider.value() == trick_step(deal, item.action_index)
        dialog.study.page_buttons[1].click()


def test_choosing_another_seat_analyses_that_seat(qtbot: QtBot) -> None:
    deal, looked = analysed("hoodwink", 3, 7)
    _, theirs = analysed("hoodwink", 3, 7, seat=1)
    thinker = ErrandThinker()
    dialog = opened(qtbot, deal, thinker)
    study = dialog.study
    before = thinker.cancelled
    study.seats.setFocus()
    QTest.keyClick(study.seats, Qt.Key.Key_Down)  # the chooser, as the keyboard moves it
    assert study.seat == 1 and [seat for seat, _ in thinker.analyses] == [0, 1]
    assert thinker.cancelled == before + 1  # the reader's analysis, still under way, was cancelled
    assert study.marks.status.text() == f"Looking at {LONG_NAMES[1]}'s play…"
    thinker.analyses[0][1].set_result(looked)  # the cancelled one's late answer is dropped
    settle()
    assert 0 not in study.reports or study.reports[0].looking
    answered(thinker, theirs)
    report = verdict(0, theirs, "hoodwink")
    assert study.report is not None and study.report.marked == report.marked
    for step in steps(deal):
        dialog.show_step(step)
        plays = {i.chosen.card for i in report.marked if trick_step(deal, i.action_index) == step
                 and isinstance(i.chosen, Play)}  # fmt: skip
        assert set(dialog.trick_row.signs) == plays
        assert all(deal.tricks[step - 1].card_of(1) == card for card in plays)  # seat 1's card, not the reader's


# --- in the window ------------------------------------------------------------------------------


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, no_running_animations: None) -> Iterator[MainWindow]:
    from parlett_table.play.clock import SteppedClock

    keeper = Keeper(History(tmp_path / "h.sqlite3"), SavedMatch(tmp_path / "s.json"))
    thinker = ErrandThinker()
    win = MainWindow(thinker, QUIET, keeper=keeper, clock=SteppedClock())
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    win.controller.coach.enabled = True  # the coach and Review's errands, answered by the test
    yield win
    win.controller.shutdown()


def test_review_at_the_table_follows_the_coachs_report(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    window.start_match(create_game("hoodwink"), seed=3, levels=["standard", "standard"])
    play_deal(qtbot, window)
    coach = window.controller.coach
    assert coach.report is not None and coach.report.looking
    reviews: list[ReviewDialog] = []
    monkeypatch.setattr(ReviewDialog, "exec", lambda dialog: reviews.append(dialog) or 0)
    window.review_deal()
    (dialog,) = reviews
    thinker = window.controller._thinker
    assert isinstance(thinker, ErrandThinker) and not thinker.analyses  # the coach's report is the player's
    assert dialog.study.marks.status.text() == "The coach is looking at your play…"
    looked = analyse_deal(window.controller.deal, 0, 8, "coach")
    thinker.coached[-1].set_result(looked)
    settle()
    assert coach.report is not None and not coach.report.looking
    assert dialog.study.report is coach.report
    assert dialog.study.marks.status.text().startswith("Accuracy ")


def test_statistics_review_this_deal_opens_the_chosen_deal(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from parlett_table.ui.stats.stats_window import StatsDialog

    window.start_match(create_game("hamlet"), seed=2, levels=["standard", "standard"])
    play_deal(qtbot, window)
    window.controller.next_deal()
    play_deal(qtbot, window, seed=2)
    played = list(window.controller.match.deals)  # type: ignore[union-attr]
    statistics: list[StatsDialog] = []
    monkeypatch.setattr(StatsDialog, "exec", lambda dialog: statistics.append(dialog) or dialog.show() or 0)
    reviews: list[ReviewDialog] = []
    monkeypatch.setattr(ReviewDialog, "exec", lambda dialog: reviews.append(dialog) or 0)
    window.show_statistics()
    (stats,) = statistics
    qtbot.addWidget(stats)
    stats.sheet_button.click()
    sheet = next(w for w in QApplication.topLevelWidgets() if isinstance(w, ScoreSheetDialog) and w.isVisible())
    button = sheet.review_button
    assert button is not None and button.isEnabled() and button.text() == "&Review this deal"
    sheet.table.setCurrentCell(0, 0)  # the first deal, chosen in the sheet
    button.click()
    (review,) = reviews
    assert review.deal.actions == played[0].actions and review.reader == 0
    thinker = window.controller._thinker
    assert isinstance(thinker, ErrandThinker) and [seat for seat, _ in thinker.analyses] == [0]  # looked at again
    assert review.study.marks.status.text() == "The coach is looking at your play…"
    review.reject()
    sheet.table.setCurrentCell(1, 1)
    QTest.keyClick(sheet.table, Qt.Key.Key_Return)  # Enter on a deal's row reviews it too
    assert reviews[-1].deal.actions == played[1].actions
    for dialog in (reviews[-1], sheet, stats):
        dialog.close()
    assert [b for b in sheet.findChildren(QPushButton) if b is button]
