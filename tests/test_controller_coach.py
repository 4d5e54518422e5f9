"""The coach at the table: the player's deal looked at again in the worker, never holding up the next deal."""

from __future__ import annotations

from concurrent.futures import Future
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from parlett_table.ai.base import Decision
from parlett_table.engine import HUMAN, Card, Play, Seat, read_deal
from parlett_table.play.coach_report import CoachReport
from parlett_table.play.collaborators import InlineThinker
from parlett_table.play.controller import Stage, TableController
from parlett_table.play.timings import Timings

BLUNDER = read_deal((Path(__file__).parent / "data" / "coach-blunder.parlett").read_text(encoding="utf-8"))
SEATS = [Seat("You", HUMAN), Seat("Ada", "standard"), Seat("Ben", "standard")]


class RecordThinker(InlineThinker):
    """Computer players play the recorded deal's cards; the analysis is the real one, or held back (``manual``)."""

    def __init__(self, manual: bool = False) -> None:
        super().__init__()
        self.manual = manual
        self.controller: TableController | None = None
        self.analyses: list[Future[Any]] = []

    def think(self, level, view, seed, sims=None, time_limit=None, reader=None):  # type: ignore[no-untyped-def, override]
        assert self.controller is not None
        future: Future[Decision] = Future()
        future.set_result(Decision(BLUNDER.actions[len(self.controller.deal.actions)], "as recorded"))
        return self._generation, future

    def analyse(self, record, seat, sims, seed, time_limit=None):  # type: ignore[no-untyped-def, override]
        if not self.manual:
            return super().analyse(record, seat, sims, seed, None)  # no time cap: the same on every machine
        future: Future[Any] = Future()
        self.analyses.append(future)
        return self._generation, future


def play_the_record(qtbot: QtBot, thinker: RecordThinker, reports: list[CoachReport]) -> TableController:
    """The planted blunder's deal played at the table, the player in seat 0 playing the recorded cards."""
    controller = thinker.controller = TableController(thinker)
    controller.coach.reported.connect(reports.append)
    controller.timings = Timings("off")
    controller.coach.enabled = True
    controller.coach.sims = 120  # four deals searched at the blunder: the walks must agree before it is certain
    controller.replay_deal(BLUNDER, SEATS)
    while True:
        qtbot.waitUntil(lambda: controller.stage in (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER), timeout=20_000)
        if controller.stage is not Stage.HUMAN:
            return controller
        assert controller.act(BLUNDER.actions[len(controller.deal.actions)])


def test_the_coach_shows_the_planted_blunder_after_the_deal(qtbot: QtBot) -> None:
    reports: list[CoachReport] = []
    controller = play_the_record(qtbot, RecordThinker(), reports)
    qtbot.waitUntil(lambda: bool(reports) and not reports[-1].looking, timeout=60_000)
    assert reports[0].looking  # said at once, while the worker looks
    report = reports[-1]
    assert report is controller.coach.report and not report.played_well and report.decisions == 11
    first = report.notes[0]
    assert first.action_index == 26
    assert (first.chosen, first.better) == (Play(0, Card.parse("7H")), Play(0, Card.parse("AC")))
    assert first.hand == tuple(Card.parse(code) for code in ("7H", "8H", "AH", "AC"))
    assert first.trick == (Card.parse("7S"), Card.parse("9S"))
    assert first.cost >= 20 and first.reason.startswith("Of ") and "the expert's choice did better in" in first.reason
    assert len(report.notes) <= 3 and all(note.cost <= first.cost for note in report.notes)


def test_the_coach_never_holds_up_the_table_and_a_new_deal_cancels_it(qtbot: QtBot) -> None:
    thinker = RecordThinker(manual=True)
    reports: list[CoachReport] = []
    controller = play_the_record(qtbot, thinker, reports)
    # The deal is over and the table waits for the player, while the analysis has not answered.
    assert controller.stage is Stage.DEAL_OVER and len(thinker.analyses) == 1
    assert controller.coach.report is not None and controller.coach.report.looking
    assert [report.looking for report in reports] == [True]
    asked_at = thinker._generation
    controller.next_deal()
    assert thinker._generation > asked_at  # the worker was told: the analysis under way stops
    assert controller.coach.report is None
    thinker.analyses[0].set_result([])  # its late answer ...
    for _ in range(5):
        QCoreApplication.processEvents()
    assert len(reports) == 1 and controller.coach.report is None  # ... is dropped


def test_a_match_resumed_at_a_deals_result_has_that_deal_looked_at_again(qtbot: QtBot) -> None:
    """The window closed on the result panel, and opened again: "How did I play?" is offered there, so the coach
    looks at the deal then, as it would have when the deal ended."""
    first: list[CoachReport] = []
    played = play_the_record(qtbot, RecordThinker(), first)
    assert played.stage is Stage.DEAL_OVER and played.match is not None
    thinker = RecordThinker()
    controller = thinker.controller = TableController(thinker)
    reports: list[CoachReport] = []
    controller.coach.reported.connect(reports.append)
    controller.timings = Timings("off")
    controller.coach.enabled = True
    controller.coach.sims = 120  # four deals searched at the blunder: the walks must agree before it is certain
    controller.resume(played.match, SEATS)
    qtbot.waitUntil(lambda: controller.stage is Stage.DEAL_OVER, timeout=5_000)
    assert reports and reports[0].looking
    qtbot.waitUntil(lambda: not reports[-1].looking, timeout=60_000)
    report = controller.coach.report
    assert report is reports[-1] and report.decisions == 11 and report.notes[0].action_index == 26


def test_the_planted_blunder_is_marked_a_blunder_and_the_deal_gets_its_accuracy_and_par(qtbot: QtBot) -> None:
    reports: list[CoachReport] = []
    controller = play_the_record(qtbot, RecordThinker(), reports)
    qtbot.waitUntil(lambda: bool(reports) and reports[-1].par is not None, timeout=120_000)
    verdict = next(report for report in reports if not report.looking)
    assert verdict.par_looking and verdict.par is None  # the verdict first, the par while the expert plays
    report = reports[-1]
    assert report is controller.coach.report and not report.par_looking
    marks = {item.action_index: item for item in report.marked}
    assert len(marks) == report.decisions and marks[26].mark == "blunder" and marks[26].kind == "play"
    for item in report.marked:  # the expert's own choice is never marked an error, and only a clear cost is
        assert (item.mark == "best") == (item.chosen == item.expert)
        assert not item.is_error or item.cost >= 1.0  # Hoodwink's least inaccuracy
    assert all(marks[note.action_index].mark != "best" for note in report.notes)
    assert report.accuracy is not None and report.accuracy < 100
    assert dict(report.lost)["play"] >= marks[26].cost
    assert report.par is not None and report.par.played == BLUNDER.outcome().scores[0]
    assert report.par.diverged_trick is not None  # the expert, at least, does not throw the ace away
