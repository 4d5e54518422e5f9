"""The coach's verdict kept in the history: the migration that makes room for it, and the row of a deal updated
when the coach's report arrives, seconds after the deal was recorded (through the controller's own signals)."""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Iterator
from pathlib import Path

from pytestqt.qtbot import QtBot
from test_controller import COMPUTERS, WITH_PLAYER, make, wait_for
from test_stats import insert_deal, insert_match, version_one

from parlett_table.engine import Card, Play, create_game
from parlett_table.kept.history_rows import DealVerdict
from parlett_table.play.coach_report import CoachReport, MarkedDecision
from parlett_table.play.controller import Stage, TableController
from parlett_table.play.keeping import verdict_of
from parlett_table.storage.history import History
from parlett_table.storage.keeper import Keeper
from parlett_table.storage.saves import SavedMatch
from parlett_table.storage.schema import SCHEMA_VERSION

VERDICT = "SELECT human_accuracy, lost_proposals, lost_given, lost_play, inaccuracies, mistakes, blunders FROM deals"
GAME = create_game("crescendo", 3)


def test_an_older_history_keeps_its_rows_and_has_no_verdicts(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    db = version_one(path)
    match_id = insert_match(db, "crescendo", 3, '[{"name": "You", "player": "human"}]', 0, False, 5, 1.0)
    for number in (1, 2):
        insert_deal(db, match_id, number, "{}", '["a", "b", "c"]', "[1, 2, 3]", "[4, 5, 6]", 0, 2.0 + number)
    db.commit()
    db.close()
    history = History(path)
    assert history.query("PRAGMA user_version") == [(SCHEMA_VERSION,)]
    assert history.query("SELECT number, scores, human_score FROM deals ORDER BY number") == [
        (1, "[4, 5, 6]", 4), (2, "[4, 5, 6]", 4)
    ]  # fmt: skip
    assert history.query(VERDICT) == [(None,) * 7] * 2  # not looked at
    history.record_verdict(match_id, 2, DealVerdict(87.04, (1.0, 0.0, 2.46), (1, 1, 0)))
    assert history.query(VERDICT + " ORDER BY number") == [(None,) * 7, (87.0, 1.0, 0.0, 2.5, 1, 1, 0)]
    plan = history.query(
        "EXPLAIN QUERY PLAN SELECT d.ended, d.human_score, d.human_accuracy, d.lost_play FROM deals d"
        " WHERE d.match_id = 1 AND d.readable = 1"
    )
    assert "COVERING INDEX deals_summary" in str(plan)  # the statistics read the verdicts from the index alone


def finished(number: int, accuracy: float = 82.5) -> CoachReport:
    """A finished report of deal ``number``: a mistake in the play, an inaccuracy in a proposal."""
    action = Play(0, Card.parse("AS"))
    marks = [
        MarkedDecision(3, "play", "mistake", action, action, 3.0, 0.2, (action,), (0.0,)),
        MarkedDecision(1, "proposal", "inaccuracy", action, action, 1.5, 0.2, (action,), (0.0,)),
        MarkedDecision(5, "play", "best", action, action, 0.0, 0.0, (action,), (0.0,)),
    ]
    return CoachReport(number, looking=False, decisions=3, marked=tuple(marks), accuracy=accuracy,
                       lost=(("proposal", 1.5), ("give", 0.0), ("play", 3.0)))  # fmt: skip


def play_a_deal(qtbot: QtBot, keeper: Keeper | None, practice: bool = False) -> TableController:
    """A deal of a match with the player (seat 0 played by the computer's first legal card), to its end."""
    controller = make(keeper=keeper)
    controller.new_match(GAME, WITH_PLAYER, seed=3, practice=practice)
    while True:
        wait_for(qtbot, controller, Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER)
        if controller.stage is not Stage.HUMAN:
            return controller
        assert controller.act(controller.view().legal_actions[0])


def test_the_verdict_that_arrives_after_the_deal_goes_into_its_row(qtbot: QtBot, tmp_path: Path) -> None:
    keeper = Keeper(History(tmp_path / "h.sqlite3"), SavedMatch(tmp_path / "s.json"))
    controller = play_a_deal(qtbot, keeper)
    history = keeper.history
    assert history.query(VERDICT) == [(None,) * 7]  # recorded the moment it ended, without a verdict yet
    controller.coach.reported.emit(CoachReport(1))  # still looking: nothing
    controller.coach.reported.emit(finished(2))  # another deal's: nothing
    assert history.query(VERDICT) == [(None,) * 7]
    controller.coach.reported.emit(finished(1))
    assert history.query(VERDICT) == [(82.5, 1.5, 0.0, 3.0, 1, 1, 0)]
    controller.coach.reported.emit(finished(1, accuracy=10.0))  # said once: the first verdict stands
    assert history.query(VERDICT) == [(82.5, 1.5, 0.0, 3.0, 1, 1, 0)]
    # The next deal's verdict goes into the next row, and a failed report into none.
    controller.next_deal()
    while controller.stage is not Stage.DEAL_OVER and controller.stage is not Stage.MATCH_OVER:
        wait_for(qtbot, controller, Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER)
        if controller.stage is Stage.HUMAN:
            controller.act(controller.view().legal_actions[0])
    controller.coach.reported.emit(CoachReport(2, looking=False, failed=True))
    controller.coach.reported.emit(finished(2, accuracy=100.0))
    first, second = (82.5, 1.5, 0.0, 3.0, 1, 1, 0), (100.0, 1.5, 0.0, 3.0, 1, 1, 0)
    assert history.query(VERDICT + " ORDER BY number") == [first, second]
    controller.shutdown()


def test_a_practice_deal_or_a_table_that_keeps_nothing_gets_no_verdict(qtbot: QtBot, tmp_path: Path) -> None:
    keeper = Keeper(History(tmp_path / "h.sqlite3"), SavedMatch(tmp_path / "s.json"))
    controller = play_a_deal(qtbot, keeper, practice=True)
    controller.coach.reported.emit(finished(1))
    assert keeper.history.query(VERDICT) == [(None,) * 7]
    controller.shutdown()
    nothing_kept = play_a_deal(qtbot, None)
    nothing_kept.coach.reported.emit(finished(1))  # no keeper: no error either
    nothing_kept.shutdown()
    demo = make(keeper=keeper, demo_deals=1)
    demo.new_match(GAME, COMPUTERS, seed=4)
    wait_for(qtbot, demo, Stage.DEAL_OVER, Stage.MATCH_OVER, Stage.IDLE)
    demo.coach.reported.emit(finished(1))
    assert keeper.history.query("SELECT COUNT(human_accuracy) FROM deals") == [(0,)]
    demo.shutdown()


@contextlib.contextmanager
def locked(path: Path) -> Iterator[None]:
    """Another program holding SQLite's write lock on the history at ``path``."""
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    try:
        yield
    finally:
        other.execute("ROLLBACK")
        other.close()


def test_a_verdict_the_locked_history_could_not_take_goes_in_once_it_can(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    keeper = Keeper(History(path), SavedMatch(tmp_path / "s.json"))
    controller = play_a_deal(qtbot, keeper)
    told: list[str] = []
    controller.told.connect(told.append)
    with locked(path):
        controller.coach.reported.emit(finished(1))  # no exception: play goes on
        controller.keeping.retry()  # still locked: it waits
    assert len(told) == 1 and "history" in told[0] and "Error" not in told[0] and "/" not in told[0]
    assert keeper.history.query(VERDICT) == [(None,) * 7] and keeper.pending
    controller.keeping.retry()  # as the table's timer does
    assert keeper.history.query(VERDICT) == [(82.5, 1.5, 0.0, 3.0, 1, 1, 0)] and not keeper.pending
    controller.next_deal()
    wait_for(qtbot, controller, Stage.HUMAN, Stage.DEAL_OVER)  # the game goes on
    controller.shutdown()


def test_the_verdict_on_a_deal_waiting_for_the_history_goes_in_with_it(qtbot: QtBot, tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    keeper = Keeper(History(path), SavedMatch(tmp_path / "s.json"))
    keeper.history.query("SELECT 1")  # the file made before it is locked
    with locked(path):
        controller = play_a_deal(qtbot, keeper)  # the deal ends while the history is locked: it waits
        controller.coach.reported.emit(finished(1))
        controller.coach.reported.emit(finished(2))  # no such deal yet: nothing waits for it
    assert keeper.history.query("SELECT COUNT(*) FROM deals") == [(0,)] and keeper.pending
    controller.keeping.retry()
    assert keeper.history.query(VERDICT) == [(82.5, 1.5, 0.0, 3.0, 1, 1, 0)] and not keeper.pending
    controller.shutdown()


def test_what_is_kept_of_a_report_is_its_own_figures() -> None:
    report = finished(4, accuracy=71.25)
    assert verdict_of(report, 71.25) == DealVerdict(71.25, (1.5, 0.0, 3.0), (1, 1, 0))
