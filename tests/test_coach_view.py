""""Your play, looked at again": the coach's report as the player reads it, and the button that opens it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtWidgets import QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from parlett_table.coach_report import CoachNote, CoachReport
from parlett_table.engine import Action, Card, Deal, Give, Play, Propose, create_game
from parlett_table.ui.coach_view import CoachDialog, choice_words, note_lines
from parlett_table.ui.result_panel import ResultPanel

NAMES = ["You", "Ada", "Ben"]
RUFF = CoachNote(
    action_index=26,
    tricks_left=4,
    hand=tuple(Card.parse(code) for code in ("7H", "8H", "AH", "AC")),
    trick=(Card.parse("7S"), Card.parse("9S")),
    chosen=Play(0, Card.parse("7H")),
    better=Play(0, Card.parse("AC")),
    cost=28.5,
    error=0.0,
    reason="Of 40 ways the unseen cards could lie, given what you had seen, the expert's choice did better in 40 and "
    "worse in 0.",
)


def test_the_costly_decisions_are_shown_with_the_position_the_better_choice_and_the_cost(qtbot: QtBot) -> None:
    dialog = CoachDialog(NAMES)
    qtbot.addWidget(dialog)
    dialog.show_report(CoachReport(1, looking=False, decisions=11, notes=(RUFF,)))
    assert dialog.texts() == [
        "Your costliest decision, of 11:",
        "With 4 tricks left",
        "Your hand: 7♥ 8♥ A♥ A♣",
        "The trick so far: 7♠ 9♠",
        "You played the Seven of hearts; the expert would have played the Ace of clubs, worth about 28.5 ± 0.0 "
        "points more.",
        RUFF.reason,
    ]


@pytest.mark.parametrize(
    ("chosen", "better", "words"),
    [
        (Propose(0, Card.parse("QS")), Propose(0, Card.parse("8H")), "You showed the Queen of spades; the expert "
         "would have shown the Eight of hearts, worth about 2.5 ± 0.5 points more."),
        (Give(0, 0), Give(0, 2), "You kept the trick; the expert would have given it to Ben, worth about 2.5 ± 0.5 "
         "points more."),
        (Give(0, 1), Give(0, 0), "You gave the trick to Ada; the expert would have kept it, worth about 2.5 ± 0.5 "
         "points more."),
        (Give(0, 1), Give(0, 2), "You gave the trick to Ada; the expert would have given it to Ben, worth about "
         "2.5 ± 0.5 points more."),
    ],
)  # fmt: skip
def test_each_kind_of_decision_is_told_in_its_own_words(chosen: Action, better: Action, words: str) -> None:
    note = replace(RUFF, chosen=chosen, better=better, cost=2.5, error=0.5)
    assert choice_words(note, NAMES) == words
    assert words in note_lines(note, NAMES)


def test_looking_then_a_deal_played_well(qtbot: QtBot) -> None:
    dialog = CoachDialog(NAMES)
    qtbot.addWidget(dialog)
    assert dialog.texts()[0].startswith("There is nothing to look at yet")
    dialog.show_report(CoachReport(1))
    assert dialog.texts() == ["Looking at your decisions again…"]
    dialog.show_report(CoachReport(1, looking=False, decisions=9))
    assert dialog.texts() == [
        "You played this deal well: none of your 9 decisions cost points clear of the search's noise."
    ]
    dialog.show_report(CoachReport(1, looking=False, failed=True))
    assert dialog.texts() == ["Your play could not be looked at again this time."]
    # the lines replaced are gone from view at once, not drawn under the new ones until deleted
    shown = [label.text() for label in dialog.findChildren(QLabel) if label.isVisibleTo(dialog)]
    assert "Looking at your decisions again…" not in shown and not any("played this deal well" in t for t in shown)


def test_the_result_panel_offers_the_coach_only_when_it_looks(qtbot: QtBot) -> None:
    parent = QWidget()
    qtbot.addWidget(parent)
    panel = ResultPanel(parent)
    deal = Deal.start(create_game("hamlet"), 3)
    while not deal.is_over:
        deal, _ = deal.apply(deal.legal_actions()[0])

    def buttons() -> list[str]:
        return [button.text() for button in panel.findChildren(QPushButton) if not button.isHidden()]

    panel.show_outcome("Deal 1", deal.outcome(), NAMES, [0, 0, 0], None, 0)
    assert "How did I play?" not in buttons()
    opened: list[bool] = []
    panel.coach.connect(lambda: opened.append(True))
    panel.coach_offered = lambda: True
    panel.show_outcome("Deal 1", deal.outcome(), NAMES, [0, 0, 0], None, 0)
    coach = next(button for button in panel.findChildren(QPushButton) if button.text() == "How did I play?")
    coach.click()
    assert opened == [True]


def test_the_programs_result_panel_opens_the_coach_loaded_only_then(window: Any, monkeypatch: Any) -> None:
    """``app.wire_coach`` (the real start-up's wiring): offered only while the coach looks at a player's deal,
    and "How did I play?" opens the coach's dialog with the table's names."""
    from parlett_table.ui import app, coach_view

    opened: list[tuple[object, list[str], object]] = []
    monkeypatch.setattr(coach_view, "show_coach", lambda parent, names, coach: opened.append((parent, names, coach)))
    app.wire_coach(window)
    window.controller.coach.enabled = False
    assert not window.result.coach_offered()
    window.controller.coach.enabled = True
    assert window.result.coach_offered() == (window.controller.human_seat is not None)
    window.result.coach.emit()
    assert opened == [(window, window.names, window.controller.coach)]
