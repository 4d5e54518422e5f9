"""The result panel's line of the coach's verdict: the deal's accuracy and where the points went, shown once the
report is in (through the window's own wiring), and its figures those of the report."""

from __future__ import annotations

import re
from concurrent.futures import Future
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from PySide6.QtCore import QCoreApplication, QPoint, QRect
from pytestqt.qtbot import QtBot
from test_table import play_deal, stepped

from parlett_table.engine import create_game
from parlett_table.engine.language import decimal
from parlett_table.play.coach_report import KIND_WORDS, CoachReport
from parlett_table.play.controller import Stage
from parlett_table.ui.panels.coach_line import verdict_line
from parlett_table.ui.window.main_window import MainWindow

KIND_PHRASES = {"proposal": "in proposals", "give": "in tricks given", "play": "in card play"}


def report_of(accuracy: float, lost: tuple[float, float, float], number: int = 1) -> CoachReport:
    kinds = tuple(zip(KIND_WORDS, lost, strict=True))
    return CoachReport(number, looking=False, decisions=5, accuracy=accuracy, lost=kinds)


def read_back(line: str) -> tuple[int, dict[str, float]]:
    """The accuracy and the points lost by kind, as a player reads them in the line."""
    found = re.fullmatch(r"Accuracy (\d+)  ·  (?:lost (.*)|played as the expert would)", line)
    assert found is not None, line
    lost: dict[str, float] = {}
    for points, phrase in re.findall(r"(\d+\.\d) (in [a-z ]+?)(?:,| and |$)", found.group(2) or ""):
        kind = next(kind for kind, words in KIND_PHRASES.items() if words == phrase)
        lost[kind] = float(points)
    return int(found.group(1)), lost


@settings(max_examples=60, deadline=None)
@given(
    st.floats(0, 100, allow_nan=False),
    st.tuples(*(st.sampled_from([0.0, 0.04, 0.5, 1.0, 2.449, 2.46, 13.0, 31.25]) for _ in range(3))),
)
def test_the_line_says_the_reports_figures(accuracy: float, lost: tuple[float, float, float]) -> None:
    shown, where = read_back(verdict_line(report_of(accuracy, lost)))
    assert shown == round(accuracy)
    expected = {kind: float(decimal(points)) for kind, points in zip(KIND_WORDS, lost, strict=True)}
    assert where == {kind: points for kind, points in expected.items() if points > 0}
    assert list(where.values()) == sorted(where.values(), reverse=True)  # the costliest kind first


def test_nothing_while_looking_when_failed_or_without_a_decision() -> None:
    assert verdict_line(None) == ""
    assert verdict_line(CoachReport(1)) == ""
    assert verdict_line(CoachReport(1, looking=False, failed=True)) == ""
    assert verdict_line(CoachReport(1, looking=False, decisions=0)) == ""


def test_the_panel_shows_the_verdict_once_the_report_is_in(qtbot: QtBot, window: MainWindow) -> None:
    asked: list[Future[Any]] = []

    def analyse(record: object, seat: int, sims: int, seed: str, time_limit: float | None = None) -> Any:
        asked.append(Future())
        return 0, asked[-1]

    coach = window.controller.coach
    coach.enabled = True
    coach._thinker.analyse = analyse  # type: ignore[method-assign]  # the worker holds its answer back
    coach._thinker.is_current = lambda ticket: True  # type: ignore[method-assign]
    window.start_match(create_game("crescendo", 3), seed=2, levels=["standard", "standard"])
    play_deal(qtbot, window)
    assert window.controller.stage in (Stage.DEAL_OVER, Stage.MATCH_OVER) and len(asked) == 1
    panel, line = window.result, window.result._verdict
    assert panel.isVisible() and line.isHidden()  # the coach is looking: nothing yet
    coach.reported.emit(report_of(72.6, (1.0, 0.0, 2.5), number=2))  # another deal's: not this panel's
    assert line.isHidden()
    coach.reported.emit(report_of(72.6, (1.0, 0.0, 2.5)))
    assert line.isVisible() and line.text() == "Accuracy 73  ·  lost 2.5 in card play and 1.0 in proposals"
    QCoreApplication.processEvents()  # the panel's layout takes the line in
    assert panel.rect().contains(QRect(line.mapTo(panel, QPoint(0, 0)), line.size()))  # the panel grew to show it
    coach.reported.emit(CoachReport(1, looking=False, failed=True))
    assert line.isHidden()
    # A deal played as the expert would: nothing lost to list.
    coach.reported.emit(report_of(100.0, (0.0, 0.0, 0.0)))
    assert line.text() == "Accuracy 100  ·  played as the expert would"
    window.controller.next_deal()
    stepped(window).run_until(lambda: window.controller.stage is not Stage.DEAL_OVER)
    assert not panel.isVisible()
