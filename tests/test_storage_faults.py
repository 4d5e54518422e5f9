"""Crashes and failures at every storage step of a whole match, played through the real controller.

A crash after step k leaves the disk exactly as a crash before step k + 1
(nothing reaches the disk between two steps), so crashing before every step
k = 0 … K covers "before and after" every step.  After each crash the program
starts again on the same folder the way ``ui/app.py`` starts it, resumes (or
abandons) the saved match as the player would, and plays the match to its end.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path

import pytest
from faults import Crash, FaultyOS, Plan, die, recorded_errors, wrap_history
from PySide6.QtCore import QCoreApplication

from parlett_table.engine import HUMAN, Match, Seat, create_game
from parlett_table.play.collaborators import InlineThinker
from parlett_table.play.controller import Stage, TableController
from parlett_table.play.timings import Timings
from parlett_table.storage import files
from parlett_table.storage.startup import Stored, open_storage, resumable

GAME = create_game("hamlet", 3, {"target": 40})
SEED = 4  # a match of two deals, which the player wins
SEATS = (Seat("You", HUMAN), Seat("Ada", "random"), Seat("Ben", "random"))


@dataclass
class Run:
    controller: TableController
    stored: Stored
    errors: list[str]  # what the player was told


def start(plan: Plan | None = None) -> Run:
    """The program started on the test's home, as ``ui/app.py`` does; with ``plan``, its steps can fail."""
    stored = open_storage(alone=True)
    if plan is not None:
        wrap_history(stored.keeper.history, plan)
    controller = TableController(InlineThinker(), stored.keeper)
    controller.timings = Timings("off")
    told: list[str] = []
    controller.told.connect(told.append)
    return Run(controller, stored, told)


def play(run: Run, plan: Plan) -> None:
    """Play on (the player takes the first legal action) until the match is over or the process dies."""
    controller = run.controller
    app = QCoreApplication.instance()
    assert app is not None
    while not plan.dead and controller.stage is not Stage.MATCH_OVER:
        for _ in range(10_000):
            if plan.dead or controller.stage in (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER):
                break
            app.processEvents()
        else:
            raise AssertionError(f"the table is stuck in {controller.stage}")
        try:
            if controller.stage is Stage.HUMAN:
                controller.act(controller.view().legal_actions[0])
            elif controller.stage is Stage.DEAL_OVER:
                controller.next_deal()
        except Crash:
            pass


def reference() -> Match:
    """The match as it goes with no fault at all (every choice depends only on the position), in a home of its own."""
    plan = Plan()
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("PARLETT_TABLE_HOME", os.environ["PARLETT_TABLE_HOME"] + "-reference")
        patch.setattr(files, "os", FaultyOS(plan))
        run = start(plan)
        run.controller.new_match(GAME, SEATS, SEED, first_dealer=0)
        play(run, plan)
        run.controller.shutdown()
        run.stored.keeper.close()
    assert run.controller.match is not None and run.controller.match.is_over
    return run.controller.match


def actions(match: Match | None) -> int:
    return 0 if match is None else sum(len(deal.actions) for deal in match.deals)


def rows(home: Path) -> tuple[list[tuple[int, str, str | None]], dict[int, dict[int, str]]]:
    """(matches as (id, status, winners), each match's deals as number -> record), read straight from the file."""
    db = sqlite3.connect(home / "data" / "history.sqlite3")
    try:
        matches = db.execute("SELECT id, status, winners FROM matches ORDER BY id").fetchall()
        deals: dict[int, dict[int, str]] = {}
        for match_id, number, record in db.execute("SELECT match_id, number, record FROM deals"):
            deals.setdefault(match_id, {})[number] = record
        return matches, deals
    finally:
        db.close()


def record_of(match: Match, number: int) -> dict[str, object]:
    from parlett_table.engine import deal_to_record

    return deal_to_record(match.deals[number - 1])


def check_after_restart(home: Path, run: Run, crashed: Match | None, truth: Match) -> None:
    """The history and the save as the restarted program finds them, before it plays on."""
    matches, deals = rows(home)
    saved = run.stored.saved
    recorded = {number for match_deals in deals.values() for number in match_deals}
    for match_deals in deals.values():  # every recorded deal is the one played, unchanged
        for number, record in match_deals.items():
            assert json.loads(record) == record_of(truth, number), number
    assert sum(len(match_deals) for match_deals in deals.values()) == len(recorded)  # each deal once
    # A finished match is finished, with its winner.
    if len(recorded) == len(truth.deals):
        assert [(status, winners) for _, status, winners in matches if status != "abandoned"] == [
            ("finished", json.dumps(list(truth.winners)))
        ]
    if saved is not None:
        finished = {n for n, deal in enumerate(saved.match.deals, start=1) if deal.is_over}
        assert finished == recorded  # the save is never behind the history, nor the history behind the save
        assert saved.match.deals == truth.deals[: len(saved.match.deals) - 1] + (saved.match.current,)
        assert (
            saved.match.current.actions
            == truth.deals[len(saved.match.deals) - 1].actions[: len(saved.match.current.actions)]
        )
    # The save resumes at the last action the history does not hold: at most the action being saved is lost.
    played = actions(crashed)
    if len(recorded) < len(truth.deals):
        assert played - 1 <= actions(saved.match if saved else None) <= played
    leftovers = [path.name for path in (home / "data").iterdir() if path.suffix == ".tmp"]
    assert leftovers == []


def restart_and_finish(home: Path, crashed: Match | None, truth: Match) -> list[str]:
    """Start again, check what is found, go on as the player would, and check the history at the end."""
    plan = Plan()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(files, "os", FaultyOS(plan))
        run = start()
        check_after_restart(home, run, crashed, truth)
        saved = run.stored.saved
        controller = run.controller
        if saved is not None and resumable(saved):
            seats = list(saved.seats)
            controller.resume(saved.match, seats, saved.practice)
        else:
            if saved is not None:
                run.stored.keeper.abandon()
            if not any(status == "finished" for _, status, _ in rows(home)[0]):
                controller.new_match(GAME, SEATS, SEED, first_dealer=0)  # nothing to go on with: the same deal again
        if controller.match is not None:
            play(run, plan)
        controller.shutdown()
        run.stored.keeper.close()
    matches, deals = rows(home)
    finished = [(match_id, winners) for match_id, status, winners in matches if status == "finished"]
    assert len(finished) == 1 and finished[0][1] == json.dumps(list(truth.winners))
    (match_id, _), stored = finished[0], deals.get(finished[0][0], {})
    assert {n: json.loads(r) for n, r in stored.items()} == {n: record_of(truth, n) for n in range(1, 3)}
    assert all(status == "abandoned" and not deals.get(other) for other, status, _ in matches if other != match_id)
    assert not (home / "data" / "match-in-progress.json").exists()
    return run.errors


def count_steps() -> int:
    plan = Plan()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(files, "os", FaultyOS(plan))
        run = start(plan)
        run.controller.new_match(GAME, SEATS, SEED, first_dealer=0)
        play(run, plan)
        run.controller.shutdown()
        run.stored.keeper.close()
    return len(plan.steps)


def test_a_crash_before_any_step_of_a_match_loses_nothing_finished(private_home: Path, qapp: object) -> None:
    truth = reference()
    total = count_steps()
    assert total > 72  # every move is saved, so there are more steps than moves
    for k in range(total + 1):
        home = private_home.parent / f"crash-{k}"
        with pytest.MonkeyPatch.context() as patch:
            patch.setenv("PARLETT_TABLE_HOME", str(home))
            plan = Plan(crash_before=k)
            with recorded_errors() as errors, pytest.MonkeyPatch.context() as disk:
                disk.setattr(files, "os", FaultyOS(plan))
                run = start(plan)
                with contextlib.suppress(Crash):
                    run.controller.new_match(GAME, SEATS, SEED, first_dealer=0)
                play(run, plan)
                crashed = run.controller.match
                run.controller.shutdown()
                die(run.stored.keeper.history)
            assert plan.dead == (k < total), k
            assert all(isinstance(error, Crash) for error in errors), errors
            restart_and_finish(home, crashed, truth)


def one_sentence(text: str) -> bool:
    return text.endswith(".") and re.search(r"[.!?]\s+[A-Z]", text) is None


def test_a_failed_step_is_told_in_a_sentence_and_play_goes_on(private_home: Path, qapp: object) -> None:
    truth = reference()
    total = count_steps()
    for k in range(total):
        home = private_home.parent / f"fail-{k}"
        with pytest.MonkeyPatch.context() as patch:
            patch.setenv("PARLETT_TABLE_HOME", str(home))
            plan = Plan(fail_at=k)
            with recorded_errors() as errors, pytest.MonkeyPatch.context() as disk:
                disk.setattr(files, "os", FaultyOS(plan))
                run = start(plan)
                run.controller.new_match(GAME, SEATS, SEED, first_dealer=0)
                play(run, plan)
                finished = run.controller.match
                run.controller.shutdown()
                run.stored.keeper.close()
            assert errors == [], (k, errors)
            assert finished is not None and finished.deals == truth.deals, k  # the match was played to its end
            if plan.steps[k] in ("sql", "commit"):  # the history made room and tried again: told only if that failed
                assert len(run.errors) <= 1, (k, run.errors)
            else:
                assert len(run.errors) == 1, (k, run.errors)
            assert all(one_sentence(text) and "(the disk is full)" in text for text in run.errors), run.errors
            restart_and_finish(home, finished, truth)
