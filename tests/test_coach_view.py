""""Your play, looked at again": the coach's report as the player reads it, and the button that opens it."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from dialog_checks import DEALS, LONG_NAMES, card_art, coach_report, empty_bands, layout_problems, played_match
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from parlett_table.engine import Action, Card, Deal, Give, Play, Propose, create_game
from parlett_table.play.coach_report import CoachNote, CoachReport
from parlett_table.ui.learning.coach_view import CoachDialog, choice_words
from parlett_table.ui.learning.review import CardRow, TrickView, trick_step
from parlett_table.ui.panels.result_panel import ResultPanel

NAMES = ["You", "Ada", "Ben"]
RUFF = CoachNote(
    action_index=26,
    tricks_left=4,
    hand=tuple(Card.parse(code) for code in ("7H", "8H", "AH", "AC")),
    trick=(Card.parse("7S"), Card.parse("9S")),
    trick_leader=1,
    trump=-1,
    chosen=Play(0, Card.parse("7H")),
    better=Play(0, Card.parse("AC")),
    cost=28.5,
    error=0.0,
    reason="Of 40 ways the unseen cards could lie, given what you had seen, the expert's choice did better in 40 and "
    "worse in 0.",
    effect="The Ace of clubs would have left the trick to {player2}.",
)


def test_the_costly_decisions_are_shown_with_the_position_the_better_choice_and_the_cost(qtbot: QtBot) -> None:
    dialog = CoachDialog(NAMES, card_art())  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialog.show_report(CoachReport(1, looking=False, decisions=11, notes=(RUFF,)))
    assert dialog.texts() == [
        "Your costliest decision, of 11:",
        "In each hand the card you chose stands raised, and the expert's choice is ringed in gold.",
        "With 4 tricks left",
        "Your hand: A♥ 8♥ 7♥ A♣",
        "The trick so far: 7♠ 9♠",
        "You played the Seven of hearts; the expert would have played the Ace of clubs.",
        "The Ace of clubs would have left the trick to Ben.",  # the card-play reason, then the number
        "It was worth about 28.5 points more on average.",
    ]
    toggle = next(b for b in dialog.findChildren(QPushButton) if b.text() == "How this was worked out")
    toggle.click()  # the statistics, one click away
    estimate = "The expert's estimate: 28.5 ± 0.0 points, over the ways the unseen cards could lie."
    assert dialog.texts()[-2:] == [estimate, RUFF.reason]


def test_the_position_is_drawn_in_cards_the_choice_raised_and_the_experts_ringed(qtbot: QtBot) -> None:
    dialog = CoachDialog(NAMES, card_art())  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialog.show_report(CoachReport(1, looking=False, decisions=11, notes=(RUFF,)))
    dialog.show()
    (hand,) = dialog.findChildren(CardRow)
    assert hand.cards == [Card.parse(code) for code in ("AH", "8H", "7H", "AC")]  # as the table orders them
    assert hand.raised == {Card.parse("7H")} and hand.marked == {Card.parse("AC")}
    tops = {card: rect.top() for card, rect in zip(hand.cards, hand.card_rects(), strict=True)}
    assert tops[Card.parse("7H")] < tops[Card.parse("AH")] == tops[Card.parse("AC")]
    (trick,) = dialog.findChildren(TrickView)
    assert trick.cards == list(RUFF.trick) and trick.names == ["Ada", "Ben"]  # Ada led, then Ben
    assert hand.accessibleName() == "Your hand: A♥ 8♥ 7♥ A♣"


def test_the_hand_follows_the_trump_and_the_order_the_table_uses(qtbot: QtBot) -> None:
    dialog = CoachDialog(NAMES, card_art())  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialog.show_report(CoachReport(1, looking=False, decisions=11, notes=(replace(RUFF, trump=3),)))
    assert dialog.findChildren(CardRow)[0].cards[0] == Card.parse("AC")  # clubs trumps: the club first
    low_first = CoachDialog(NAMES, card_art(), order=lambda card, trump: (int(card) >> 4, card.rank))  # type: ignore[arg-type]
    qtbot.addWidget(low_first)
    low_first.show_report(CoachReport(1, looking=False, decisions=11, notes=(RUFF,)))
    assert [str(card) for card in low_first.findChildren(CardRow)[0].cards] == ["7H", "8H", "AH", "AC"]


@pytest.mark.parametrize(("game_id", "players", "options"), DEALS, ids=[f"{g}-{n}" for g, n, _ in DEALS])
def test_every_games_report_is_whole_with_no_empty_band(
    qtbot: QtBot, game_id: str, players: int, options: dict[str, object]
) -> None:
    """A proposal, a lead, a trick to follow or a trick to give away, in each game: every line whole, nothing
    outside the dialog, and the dialog as tall as its content (on the 800 × 800 screen)."""
    deal = played_match(game_id, players, 1, **options).deals[0]
    dialog = CoachDialog(list(LONG_NAMES[:players]), card_art(), "Joker", deal.game.name)  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialog.show_report(coach_report(deal))  # type: ignore[arg-type]
    dialog.show()
    qtbot.waitExposed(dialog)
    assert layout_problems(dialog) == [] and empty_bands(dialog) == []
    assert dialog.texts()[0].startswith("Your costliest 3 decisions")
    rows = dialog.findChildren(CardRow)
    assert [row.accessibleName() for row in rows] == [line for line in dialog.texts() if line.startswith("Your hand")]


@pytest.mark.parametrize(
    ("chosen", "better", "words"),
    [
        (Propose(0, Card.parse("QS")), Propose(0, Card.parse("8H")), "You showed the Queen of spades; the expert "
         "would have shown the Eight of hearts."),
        (Give(0, 0), Give(0, 2), "You kept the trick; the expert would have given it to Ben."),
        (Give(0, 1), Give(0, 0), "You gave the trick to Ada; the expert would have kept it."),
        (Give(0, 1), Give(0, 2), "You gave the trick to Ada; the expert would have given it to Ben."),
    ],
)  # fmt: skip
def test_each_kind_of_decision_is_told_in_its_own_words(chosen: Action, better: Action, words: str) -> None:
    note = replace(RUFF, chosen=chosen, better=better, cost=2.5, error=0.5)
    assert choice_words(note, NAMES) == words


def test_looking_then_a_deal_played_well(qtbot: QtBot) -> None:
    dialog = CoachDialog(NAMES, card_art())  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    assert dialog.texts()[0].startswith("There is nothing to look at yet")
    dialog.show_report(CoachReport(1))
    assert dialog.texts() == ["Looking at your decisions again…"]
    dialog.show_report(CoachReport(1, looking=False, decisions=9))
    assert dialog.texts() == [
        "You played this deal well: the expert found no clear improvement on any of your 9 decisions."
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
    panel.show_outcome("Deal 1", deal.outcome(), NAMES, [0, 0, 0], None, 0, coach=True)
    coach = next(button for button in panel.findChildren(QPushButton) if button.text() == "How did I play?")
    coach.click()
    assert opened == [True]


def test_the_programs_result_panel_offers_the_coach_only_while_it_looks(window: Any, monkeypatch: Any) -> None:
    """``app.wire_coach`` (the real start-up's wiring): offered only while the coach looks at a player's deal;
    with no match on the table (nothing to look at) the button's signal opens nothing.  Opening it after a deal
    is ``test_coach_fit.py``'s."""
    from parlett_table.ui import app
    from parlett_table.ui.learning import coach_view

    opened: list[object] = []
    monkeypatch.setattr(coach_view, "show_coach", lambda *args: opened.append(args))
    app.wire_coach(window)
    window.controller.coach.enabled = False
    assert not window.presenter.coach_offered
    window.controller.coach.enabled = True
    assert window.presenter.coach_offered == (window.controller.human_seat is not None)
    assert window.controller.match is None
    window.result.coach.emit()
    assert opened == []


@pytest.mark.parametrize(("game_id", "players", "options"), DEALS, ids=[f"{g}-{n}" for g, n, _ in DEALS])
def test_show_in_review_finds_the_trick_of_each_decision(
    game_id: str, players: int, options: dict[str, object]
) -> None:
    """Review's step for every action of a deal: a card is in the trick shown, from the seat that played it; a
    trick given away is the one just finished, taken by the seat it was given to; a proposal is before it all."""
    deal = played_match(game_id, players, 1, **options).deals[0]
    for index, action in enumerate(deal.actions):
        step = trick_step(deal, index)
        if isinstance(action, Play):
            assert deal.tricks[step - 1].card_of(action.seat) == action.card, index
        elif isinstance(action, Give):
            assert step >= 1 and deal.tricks[step - 1].taker == action.to, index
        else:
            assert step == 0 or not any(isinstance(a, Play) for a in deal.actions[:index]), index


@pytest.mark.parametrize(
    ("hindsight", "words"),
    [
        (28.5, "In hindsight, with every hand known, the expert's choice would have scored about 28.5 points more "
         "than yours in this deal."),
        (-3.25, "In hindsight, with every hand known, yours would have scored about 3.2 points more than the "
         "expert's in this deal: the cards lay in your favour."),
        (0.6, "In hindsight, with every hand known, both would have scored about the same in this deal."),
    ],
)  # fmt: skip
def test_hindsight_is_said_after_the_reason_labelled_as_such(qtbot: QtBot, hindsight: float, words: str) -> None:
    dialog = CoachDialog(NAMES, card_art())  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialog.show_report(CoachReport(1, looking=False, decisions=11, notes=(replace(RUFF, hindsight=hindsight),)))
    assert words not in dialog.texts()  # a figure of the search: with the others, one click away
    next(b for b in dialog.findChildren(QPushButton) if b.text() == "How this was worked out").click()
    assert dialog.texts()[-2:] == [RUFF.reason, words]


def test_the_keyboard_reaches_every_button_and_escape_closes(qtbot: QtBot) -> None:
    """Keys as a person sends them, to the widget that has the focus: it starts on the notes (the arrows scroll
    them), Tab goes to each decision's Show in Review and then Close, Space on one opens Review at that decision,
    Escape closes the dialog."""
    opened: list[int] = []
    notes = (RUFF, replace(RUFF, action_index=30))
    dialog = CoachDialog(NAMES, card_art(), review=lambda index, over: opened.append(index))  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialog.show_report(CoachReport(1, looking=False, decisions=11, notes=notes))
    dialog.show()
    dialog.activateWindow()
    qtbot.waitActive(dialog)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)

    def focused() -> QWidget:
        widget = QApplication.focusWidget()
        assert widget is not None and dialog.isAncestorOf(widget)
        return widget

    stops = []
    for _ in range(7):
        widget = focused()
        stops.append(widget.text() if isinstance(widget, QPushButton) else type(widget).__name__)
        QTest.keyClick(widget, Qt.Key.Key_Tab)
    details = "How this was worked out"
    assert stops == ["ContentScroll", "Show in Review", details, "Show in Review", details, "Close", "ContentScroll"]
    QTest.keyClick(focused(), Qt.Key.Key_Space)  # round again, on the first decision's Show in Review
    assert opened == [26]
    QTest.keyClick(focused(), Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_the_usual_play_is_said_with_its_reason_and_the_players_names(qtbot: QtBot) -> None:
    usual = "Play the Ace of clubs and let {player2} take this trick."
    dialog = CoachDialog(NAMES, card_art())  # type: ignore[arg-type]
    qtbot.addWidget(dialog)
    dialog.show_report(CoachReport(1, looking=False, decisions=11, notes=(replace(RUFF, principle=usual),)))
    texts = dialog.texts()
    assert texts[texts.index(choice_words(RUFF, NAMES)) + 2] == (  # after what the card does
        "The usual play here, and why: Play the Ace of clubs and let Ben take this trick."
    )


def test_the_coachs_dialog_brings_in_none_of_the_computer_players() -> None:
    """The report is plain values (``play/coach_report.py``): showing it loads nothing of ``ai`` (nor the controller,
    nor the coach's errand that asks the worker)."""
    import subprocess
    import sys

    code = (
        "import sys\nimport parlett_table.ui.learning.coach_view\n"
        "loaded = [m for m in sys.modules if m.startswith(('parlett_table.ai', 'parlett_table.play.c'))\n"
        "          and m != 'parlett_table.play.clock']  # the panels' fades run on the table's clock (QtCore only)\n"
        "assert loaded == ['parlett_table.play.coach_report'], loaded\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)
