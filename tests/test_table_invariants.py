"""The table as a player sees it, for every game and player count, at every phase and window size.

Each table of ``tests/phases.py`` is played through in one window; at each
moment (proposals, every decision bar, a trick in play, a finished trick, a
hint, a refusal, the last trick, the result, the match over, every note of the
walkthrough) the window is resized through the sizes below, starting with the
smallest the window allows, and
``tests/invariants.py`` looks at it: every text fits where it is drawn,
nothing lies outside the view, and no panel covers the hand, the trick, a
name plate, a pile or another panel.  The same runs at Qt's scale factor 2 in
a child process (the factor must be set before Qt starts).
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from parlett_table.engine import create_game
from parlett_table.play.controller import Stage
from parlett_table.play.timings import Timings
from parlett_table.storage.keeper import Keeper
from parlett_table.ui.look.layout import Box
from parlett_table.ui.window.main_window import MainWindow
from tests.invariants import cover_problems, overlapping_texts, placed_problems, problems, text_problems
from tests.phases import MATCH_OVER_TABLES, TABLES, Table, moments, open_window, resize, settle, start, wait

SIZES = ((900, 600), (1280, 800), (1920, 1080))
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def app() -> QApplication:
    return QApplication.instance() or QApplication([])  # type: ignore[return-value]


def and_smallest(window: MainWindow, sizes: tuple[tuple[int, int], ...]) -> tuple[tuple[int, int], ...]:
    """``sizes`` after the smallest the window can be (where text is at its smallest and room shortest)."""
    least = window.minimumSize()
    return ((least.width(), least.height()), *sizes)


def walk(window: MainWindow, table: Table, sizes: tuple[tuple[int, int], ...] = SIZES) -> Iterator[str]:
    """Every problem at every moment of ``table`` and every size (and the smallest), with where it was seen."""
    sizes = and_smallest(window, sizes)
    seen: set[str] = set()
    for moment in moments(window, table):
        seen.add(moment)
        # First as the moment arose (a resize re-places the panels, which could hide a panel placed too early).
        for problem in problems(window):
            yield f"{table.name}, {moment}, as it arose: {problem}"
        for width, height in sizes:
            resize(window, width, height)
            for problem in problems(window):
                yield f"{table.name}, {moment}, {width}×{height}: {problem}"
        resize(window, 1280, 800)
    assert seen, f"{table.name}: no moment reached"


def check(window: MainWindow, tables: tuple[Table, ...], sizes: tuple[tuple[int, int], ...] = SIZES) -> None:
    found = [problem for table in tables for problem in walk(window, table, sizes)]
    window.close()
    assert not found, f"{len(found)} problems, the first:\n" + "\n".join(found[:25])


EVERY_TABLE = TABLES + MATCH_OVER_TABLES


# A table each, so that the tables are spread over the suite's processes.
@pytest.mark.parametrize("table", EVERY_TABLE, ids=[table.name for table in EVERY_TABLE])
def test_every_table_at_every_phase_and_size(app: QApplication, table: Table) -> None:
    window = open_window(painted=False)
    scaled = os.environ.get("QT_SCALE_FACTOR") == "2"
    assert window.devicePixelRatioF() == (2.0 if scaled else 1.0)
    check(window, (table,), SIZES[:2] if scaled else SIZES)


def test_the_checks_find_what_a_player_would_see_wrong(app: QApplication) -> None:
    """Text squeezed, a panel over the hand, a card off the table: each is reported."""
    window = open_window()
    start(window, TABLES[0])
    wait(window, lambda: window.controller.stage is Stage.HUMAN and window.is_still)
    assert problems(window) == []
    info = window.scene.info  # its lines written half over each other, and its title above the panel
    title, line = info.drawn_texts()[:2]
    half_down = replace(line, rect=line.rect.translated(0, line.rect.height() / 2))
    assert any("overlaps" in problem for problem in overlapping_texts(info, [line, half_down]))
    raised = replace(title, rect=title.rect.translated(0, -info.box_height))
    assert any("spills over" in problem for problem in overlapping_texts(info, [raised]))
    plate = window.scene.plates[1]
    plate.place(Box(plate.x(), plate.y(), 60, plate.box_height), plate.unit)
    assert any("needs" in problem and plate.name in problem for problem in text_problems(window))
    window.scene.relayout()
    window.decision.show()
    viewport = window.view.viewport()
    window.decision.setGeometry(viewport.width() // 2 - 100, viewport.height() - 90, 200, 80)
    assert any("covers your" in problem for problem in cover_problems(window))
    window.decision.hide()
    window.scene.piles.hands[0][0].setPos(-200, 300)
    assert any("outside the view" in problem for problem in placed_problems(window))
    window.close()


@pytest.mark.parametrize("table", EVERY_TABLE, ids=[table.name for table in EVERY_TABLE])
def test_every_table_in_larger_print(app: QApplication, table: Table) -> None:
    check(open_window(print_size="larger", painted=False), (table,), SIZES[:2])


def test_every_walkthrough_note(app: QApplication) -> None:
    tables = tuple(t for t in TABLES if t.name in ("hoodwink", "crescendo-5", "whoswho-42", "hamlet"))
    window = open_window(tour=True, painted=False)
    notes = 0
    found = []
    for table in tables:
        for moment in moments(window, table):
            notes += moment == "note"
            found += [f"{table.name}, {moment}, as it arose: {p}" for p in problems(window)]
            for width, height in and_smallest(window, SIZES):
                resize(window, width, height)
                found += [f"{table.name}, {moment}, {width}×{height}: {p}" for p in problems(window)]
            resize(window, 1280, 800)
    window.close()
    assert notes >= 20
    assert not found, f"{len(found)} problems, the first:\n" + "\n".join(found[:25])


def test_the_offer_to_continue_over_every_table(app: QApplication) -> None:
    """The saved match set out with the offer over it, mid-trick and between deals, in every table."""
    window = open_window(painted=False)
    found = []
    for table in TABLES:
        for moment in moments(window, table):
            if moment not in ("mid-trick", "result"):
                continue
            c = window.controller
            assert c.match is not None
            window.offer_resume(Keeper.document(c.match, c.seats, c.practice), lambda: None)
            settle()
            assert window.resume_offer is not None and window.resume_offer.isVisible()
            found += [f"{table.name}, {moment} offered, as it arose: {p}" for p in problems(window)]
            for width, height in and_smallest(window, SIZES):
                resize(window, width, height)
                found += [f"{table.name}, {moment} offered, {width}×{height}: {p}" for p in problems(window)]
            resize(window, 1280, 800)
            window.resume_offer.continue_button.click()
            settle()
    window.close()
    assert not found, f"{len(found)} problems, the first:\n" + "\n".join(found[:25])


def test_cards_in_flight_stay_inside_the_view(app: QApplication) -> None:
    window = open_window()
    window.set_timings(Timings("normal", "click"))
    found = []
    for width, height in ((900, 600), (1280, 800)):
        resize(window, width, height)
        window.start_match(create_game("crescendo", 5), 12, ["standard"] * 4)
        window.clock.run_for(600)  # well into the deal's flight (the clock is open_window's stepped one)
        assert window.scene.moving, "the deal should still be in flight"
        found += placed_problems(window)
        resize(window, width - 100, height - 60)  # resized mid-flight: cards head for their new places
        found += placed_problems(window)
    window.animator.stop()
    window.close()
    assert not found, "\n".join(found[:25])


@pytest.mark.skipif(os.environ.get("QT_SCALE_FACTOR") == "2", reason="already the child run")
def test_the_same_at_qt_scale_factor_2() -> None:
    env = {**os.environ, "QT_SCALE_FACTOR": "2", "QT_QPA_PLATFORM": "offscreen"}
    run = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "--numprocesses=0",  # in one process
         "-k", "every_table_at_every_phase", str(Path(__file__))],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
