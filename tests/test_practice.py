"""Learning from every deal (issue 40): Try again sets a decision out again at the table and answers the player's
choice; Help ▸ Practise my mistakes keeps the clear mistakes of each deal to solve again later.  Nothing of a try
is kept: not in the history, the totals or the saved match."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from dialog_checks import DEALS, played_match
from phases import on_screen
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot
from test_table import QUIET, click_card, play_deal, stepped, wait_turn

from parlett_table.ai.analysis import decision_points
from parlett_table.engine import Action, Deal, Give, Play, Propose, create_game
from parlett_table.kept.practice import PracticePosition
from parlett_table.play.clock import SteppedClock
from parlett_table.play.coach_report import CoachReport, MarkedDecision
from parlett_table.play.collaborators import InlineThinker
from parlett_table.play.controller import Stage
from parlett_table.play.practice import mistakes_of, position_of
from parlett_table.storage.history import History
from parlett_table.storage.keeper import Keeper
from parlett_table.storage.practice import PracticeFile
from parlett_table.storage.saves import SavedMatch
from parlett_table.ui.learning.practice_list import PracticeDialog
from parlett_table.ui.window.main_window import MainWindow
from parlett_table.ui.window.try_again import position_deal

NAMES = ("You", "Ada", "Ben", "Cleo", "Dev")


def planted_report(deal: Deal, seat: int, number: int = 1) -> CoachReport:
    """A coach's verdict on ``deal`` as the real analysis would give it, without the search: at each decision of
    ``seat`` the first legal choice other than the one made is the expert's (worth 10 points, every other 0, none
    within its noise), so each decision is a blunder."""
    marked = []
    for index, view, action in decision_points(deal, seat):
        actions = tuple(a for a in view.legal_actions if isinstance(a, type(action)))
        expert = next(a for a in actions if a != action)
        values = tuple(10.0 if a == expert else 0.0 for a in actions)
        marked.append(MarkedDecision(index, kind_of(action), "blunder", action, expert, 10.0, 0.5, actions, values,
                                     tuple(a == expert for a in actions)))  # fmt: skip
    return CoachReport(number, looking=False, decisions=len(marked), marked=tuple(marked))


def kind_of(action: Action) -> str:
    return "proposal" if isinstance(action, Propose) else "give" if isinstance(action, Give) else "play"


@pytest.fixture
def keeper(tmp_path: Path) -> Keeper:
    return Keeper(History(tmp_path / "history.sqlite3"), SavedMatch(tmp_path / "match.json"))


@pytest.fixture
def table(qtbot: QtBot, keeper: Keeper, tmp_path: Path, no_running_animations: None) -> Iterator[MainWindow]:
    """The window with a history, a saved match and a practice list, on the tests' stepped clock."""
    win = MainWindow(InlineThinker(), QUIET, keeper=keeper, clock=SteppedClock())
    win.practice_book = PracticeFile(tmp_path / "practice.json")
    win.controller.coach.reported.connect(win.keep_mistakes)  # as ``ui/app.py`` wires it
    yield from on_screen(qtbot, win)


def kept_files(tmp_path: Path) -> tuple[bytes, list[tuple[Any, ...]], list[tuple[Any, ...]]]:
    """The saved match's bytes and every row of the history's matches and deals."""
    with sqlite3.connect(tmp_path / "history.sqlite3") as db:
        matches = db.execute("SELECT * FROM matches ORDER BY id").fetchall()
        deals = db.execute("SELECT * FROM deals ORDER BY rowid").fetchall()
    return (tmp_path / "match.json").read_bytes(), matches, deals


def finish_a_deal(qtbot: QtBot, win: MainWindow, game_id: str = "hamlet", seed: int = 12) -> Deal:
    """A deal of a real match played through by clicks, and the coach's verdict on it come (planted)."""
    win.start_match(create_game(game_id), seed=seed, levels=["standard", "standard"])
    play_deal(qtbot, win)
    return plant_the_verdict(win)


def plant_the_verdict(win: MainWindow) -> Deal:
    """The coach's verdict on the deal just finished at the table, as ``DealCoach`` says it (planted)."""
    c = win.controller
    assert c.stage is Stage.DEAL_OVER and c.human_seat == 0
    deal = c.deal
    looking = CoachReport(len(c.match.deals) if c.match else 1)
    c.coach.report = looking
    c.coach.reported.emit(looking)  # what ``DealCoach.look_again`` says at once
    c.coach.report = planted_report(deal, 0, looking.deal_number)
    c.coach.reported.emit(c.coach.report)
    return deal


def choose(qtbot: QtBot, win: MainWindow, action: Action) -> None:
    """The player's choice at the table, as a person makes it: a card clicked, or the decision bar's button."""
    if isinstance(action, Play | Propose):
        click_card(qtbot, win, action.card)
    else:
        name = win.names[action.to] if isinstance(action, Give) else ""
        button = next(b for b in win.decision.findChildren(QPushButton) if name in b.text() and b.isVisible())
        button.click()
    stepped(win).run_until(lambda: win.trier.answer is not None and win.trier.answer.isVisible(), 30_000)


def answer_button(win: MainWindow, words: str) -> QPushButton:
    assert win.trier.answer is not None
    return next(b for b in win.trier.answer.findChildren(QPushButton) if b.text() == words and b.isVisible())


# --- Try again ------------------------------------------------------------------------------------------------


def test_try_again_from_the_coach_sets_the_position_out_and_keeps_nothing(
    qtbot: QtBot, table: MainWindow, tmp_path: Path
) -> None:
    """Through the coach's own Try again button: the deal at that decision, the player chooses at the table, the
    answer, back to the match at its deal's result; the saved match and the history as they were."""
    from parlett_table.ui import app
    from parlett_table.ui.learning.coach_view import CoachDialog

    app.wire_coach(table)
    finish_a_deal(qtbot, table)
    next(b for b in table.result.findChildren(QPushButton) if b.text() == "Next deal").click()
    play_deal(qtbot, table)  # the second deal: the first one's scores stand
    deal = plant_the_verdict(table)
    report = table.controller.coach.report
    assert report is not None and report.marked
    target = report.marked[len(report.marked) // 2]
    table.controller.coach.report = report = CoachReport(1, looking=False, decisions=len(report.marked),
                                                         notes=(note_for(deal, target),), marked=report.marked)
    before = kept_files(tmp_path)
    match = table.controller.match
    assert match is not None and len(match.deals) == 2
    totals, deal_number = match.totals, match.deal_number
    first = match.deals[0].outcome().scores  # the scores before this deal, as the player knew them then
    clicked: list[str] = []

    def press_try_again() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, CoachDialog) and w.isVisible())
        (button,) = dialog.try_buttons
        clicked.append(button.text())
        button.click()

    QTimer.singleShot(0, press_try_again)
    table.result.coach.emit()  # "How did I play?" on the result panel
    assert clicked == ["Try again"]
    stepped(table).run_until(lambda: table.controller.stage is Stage.HUMAN and table.is_still, 30_000)
    replayed = position_deal(position_of(target, deal, 0, NAMES[:3], None, 0.0))
    view = table.controller.view()
    assert view.hand == replayed.view(0).hand and view.current_trick == replayed.view(0).current_trick
    assert table.scene.shows(replayed.view(0))
    assert "(practice)" in table.windowTitle()
    tried = table.controller.match
    assert tried is not None and tried.totals == first and tried.deal_number == deal_number  # the match as it stood
    choose(qtbot, table, target.expert)
    assert table.trier.answer is not None and table.trier.answer.solved
    assert table.trier.answer.texts[0] == "Solved!"
    assert kept_files(tmp_path) == before  # nothing of the try kept, even with the card played
    answer_button(table, "Back to my match").click()
    stepped(table).run_until(lambda: table.controller.stage is Stage.DEAL_OVER and table.result.isVisible(), 30_000)
    c = table.controller
    assert c.match is not None and c.match.current == deal and c.match.totals == totals
    assert c.keeper is table.keeper and c.coach.report is report and not c.practice
    assert kept_files(tmp_path) == before
    next(b for b in table.result.findChildren(QPushButton) if b.text() == "Next deal").click()
    wait_turn(qtbot, table)
    assert len(c.match.deals) == 3 and kept_files(tmp_path)[0] != before[0]  # the match goes on, kept as ever


def note_for(deal: Deal, marked: MarkedDecision) -> Any:
    """A coach's note on ``marked`` (the dialog's Try again buttons are the notes')."""
    from parlett_table.play.coach_report import CoachNote

    view = position_deal(position_of(marked, deal, 0, NAMES[:3], None, 0.0)).view(0)
    return CoachNote(marked.action_index, 3, view.hand, view.current_trick, view.leader, -1, marked.chosen,
                     marked.expert, 10.0, 0.5, "Of 40 ways the cards could lie, the expert's choice did better in 40.",
                     effect="It would have left the trick to {player2}.")  # fmt: skip


@pytest.mark.parametrize(("game_id", "players", "options"), DEALS, ids=[f"{g}-{n}" for g, n, _ in DEALS])
def test_the_table_shows_the_hand_and_trick_of_the_engine_at_that_decision(
    qtbot: QtBot, table: MainWindow, game_id: str, players: int, options: dict[str, object]
) -> None:
    """Over two deals of every game, the first, middle and last decision of a seat set out at the table: the
    table shows exactly the engine's view at that action (the hand, the trick, the tricks taken)."""
    match = played_match(game_id, players, 2, seed=11, **options)
    for deal in match.deals:
        seat = deal.actions[-1].seat
        report = planted_report(deal, seat)
        for marked in (report.marked[0], report.marked[len(report.marked) // 2], report.marked[-1]):
            position = position_of(marked, deal, seat, NAMES[:players], None, 0.0)
            assert table.try_position(position)
            stepped(table).run_until(lambda: table.controller.stage is Stage.HUMAN and table.is_still, 30_000)
            replay = Deal.from_hands(deal.game, [deal.dealt_hand(s) for s in range(players)], deal.dealer,
                                     deal.undealt, deal.seed)  # fmt: skip
            for action in deal.actions[: marked.action_index]:
                replay, _ = replay.apply(action)
            expected = replay.view(seat)
            assert table.controller.view() == expected
            assert table.scene.viewer == seat and table.scene.shows(expected)
            assert table.controller.deal.legal_actions() == replay.legal_actions()


def test_a_clearly_worse_choice_is_not_solved_and_the_answer_names_the_better(qtbot: QtBot, table: MainWindow) -> None:
    deal = finish_a_deal(qtbot, table, "hoodwink", 5)
    report = table.controller.coach.report
    assert report is not None
    marked = next(m for m in report.marked if isinstance(m.chosen, Play))
    assert table.try_again(deal, 0, marked.action_index)
    wait_turn(qtbot, table)
    worse = next(a for a in marked.actions if a != marked.expert)
    choose(qtbot, table, worse)
    answer = table.trier.answer
    assert answer is not None and not answer.solved
    assert answer.texts[0] == "Not this time"
    assert isinstance(marked.expert, Play)
    assert f"the expert's choice, the {describe(marked.expert)}, is worth about 10.0 points more" in answer.texts[1]
    assert any(text.startswith(f"the {describe(marked.expert)} 10.0 points the expert's") for text in answer.texts)
    assert table.practice_book is not None
    assert all(p.solved is None for p in table.practice_book.positions())  # nothing solved by a worse choice


def describe(action: Play) -> str:
    from parlett_table.engine.cards import describe_card

    return describe_card(action.card)


def test_the_keys_choose_at_a_try_and_hints_are_not_given(qtbot: QtBot, table: MainWindow) -> None:
    """The table's own keys (→ and Enter) choose the card; Hint says the position is the player's to solve."""
    deal = finish_a_deal(qtbot, table)
    report = table.controller.coach.report
    assert report is not None
    marked = next(m for m in report.marked if isinstance(m.chosen, Play))
    table.try_again(deal, 0, marked.action_index)
    wait_turn(qtbot, table)
    assert table.hint.isHidden()  # no Hint button at a try; its key says why
    menu_action(table, "&Hint").trigger()
    assert table.scene.message.text == "No hints here: this position is yours to solve."
    table.view.setFocus()
    qtbot.keyClick(table.view, Qt.Key.Key_Right)
    focused = table.presenter.focused_card()
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    stepped(table).run_until(lambda: table.trier.answer is not None and table.trier.answer.isVisible(), 30_000)
    assert table.trier.chosen is not None and table.trier.chosen.card == focused  # type: ignore[union-attr]
    assert QApplication.focusWidget() is answer_button(table, "Back to my match")  # Enter goes back


# --- Practise my mistakes -------------------------------------------------------------------------------------


def test_mistakes_are_kept_listed_solved_and_survive_a_restart(qtbot: QtBot, table: MainWindow, tmp_path: Path) -> None:
    deal = finish_a_deal(qtbot, table)
    report = table.controller.coach.report
    assert report is not None
    book = table.practice_book
    assert book is not None
    kept = book.positions()
    assert [p.action_index for p in kept] == [m.action_index for m in report.marked]  # every blunder, once
    assert all(p.record["actions"] == [a.to_json() for a in deal.actions] and p.seat == 0 for p in kept)
    table.keep_mistakes(CoachReport(report.deal_number))  # the same report again (a match resumed at its result)
    table.keep_mistakes(report)
    assert len(book.positions()) == len(kept)
    before = kept_files(tmp_path)
    picked: list[list[list[str]]] = []

    def next_unsolved() -> None:
        dialog = next(w for w in QApplication.topLevelWidgets() if isinstance(w, PracticeDialog) and w.isVisible())
        picked.append(dialog.rows())
        dialog.next_button.click()

    QTimer.singleShot(0, next_unsolved)
    menu_action(table, "&Practise my mistakes…").trigger()
    assert picked and all(row[3] == "Not solved yet" and row[0] == "Hamlet" for row in picked[0])
    wait_turn(qtbot, table)
    position = table.trier.position
    assert position is not None and position.key == kept[0].key  # the oldest not solved
    choose(qtbot, table, position.expert)
    assert table.trier.answer is not None and table.trier.answer.solved
    answer_button(table, "Next position").click()  # the next one waits
    wait_turn(qtbot, table)
    assert table.trier.position is not None and table.trier.position.key == kept[1].key
    answer = PracticeFile(tmp_path / "practice.json").positions()  # read again, as at the next start
    assert answer[0].solved is not None and all(p.solved is None for p in answer[1:])
    table.trier.back()
    stepped(table).run_until(lambda: table.controller.stage is Stage.DEAL_OVER, 30_000)
    assert kept_files(tmp_path) == before
    listed = PracticeDialog(PracticeFile(tmp_path / "practice.json").positions())
    qtbot.addWidget(listed)
    rows = listed.rows()  # the deal's decisions in the order they were made
    assert rows[0][3].startswith("Solved ") and all(row[3] == "Not solved yet" for row in rows[1:])
    assert listed.summary.text() == f"{len(kept)} positions kept from your mistakes; {len(kept) - 1} not solved yet."


def menu_action(win: MainWindow, text: str) -> Any:
    from PySide6.QtGui import QAction

    return next(a for a in win.findChildren(QAction) if a.text() == text)


def test_the_menu_command_has_its_key(table: MainWindow) -> None:
    from PySide6.QtGui import QKeySequence

    action = menu_action(table, "&Practise my mistakes…")
    assert action.shortcut() == QKeySequence("Ctrl+Shift+P")
    assert action in table.menus.help.actions()


def test_practice_deals_and_tries_keep_no_mistakes(qtbot: QtBot, table: MainWindow) -> None:
    table.start_match(create_game("hamlet"), seed=12, levels=["standard", "standard"], practice=True)
    play_deal(qtbot, table)
    c = table.controller
    c.coach.reported.emit(CoachReport(1))
    c.coach.reported.emit(planted_report(c.deal, 0))
    assert table.practice_book is not None and table.practice_book.positions() == []


def test_a_damaged_list_is_set_aside_and_said_in_plain_words(tmp_path: Path) -> None:
    path = tmp_path / "practice.json"
    path.write_bytes(b'{"format": "parlett-practice/1", "positions": [')
    book = PracticeFile(path)
    assert book.positions() == []
    notice = book.take_notice()
    assert notice is not None and notice.startswith("Your list of positions to practise was damaged, so it was kept")
    assert "Traceback" not in notice and "Expecting" not in notice
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith("practice.json.broken-")]
    assert book.take_notice() is None  # told once
    deal = played_match("hamlet", 3, 1).deals[0]
    assert book.add(mistakes_of(planted_report(deal, 0), deal, 0, NAMES[:3], 1.0)) > 0
    assert len(PracticeFile(path).positions()) == book.add([]) + len(book.positions())


def test_a_position_that_cannot_be_read_is_left_out_and_the_rest_kept(tmp_path: Path) -> None:
    deal = played_match("crescendo", 2, 1).deals[0]
    positions = mistakes_of(planted_report(deal, 0), deal, 0, NAMES[:2], 1.0)
    document = {"format": "parlett-practice/1", "positions": [p.to_json() for p in positions]}
    document["positions"][0]["actions"] = "nonsense"  # type: ignore[index]
    (tmp_path / "practice.json").write_text(json.dumps(document), encoding="utf-8")
    book = PracticeFile(tmp_path / "practice.json")
    assert [p.key for p in book.positions()] == [p.key for p in positions[1:]]
    assert book.take_notice() is None


def test_a_position_round_trips_through_its_json() -> None:
    deal = played_match("whoswho", 3, 1, deck=54).deals[0]
    for position in mistakes_of(planted_report(deal, 1), deal, 1, NAMES[:3], 5.0):
        again = PracticePosition.from_json(json.loads(json.dumps(position.to_json())))
        assert again == position and again.key == position.key


def test_a_try_from_a_deal_just_begun_keeps_nothing_and_goes_back_to_it(
    qtbot: QtBot, table: MainWindow, tmp_path: Path
) -> None:
    """Before the player's first move nothing is at stake (no match is set aside): the try still keeps nothing,
    and the player comes back to the same turn of the same deal."""
    deal = played_match("crescendo", 3, 1, seed=5).deals[0]
    assert table.practice_book is not None
    table.practice_book.add(mistakes_of(planted_report(deal, 0), deal, 0, NAMES[:3], 1.0))
    table.start_match(create_game("crescendo", 3), seed=21, levels=["standard", "standard"])
    wait_turn(qtbot, table)
    c = table.controller
    assert c.stage is Stage.HUMAN and not table.matches.at_stake()
    view, before = c.view(), kept_files(tmp_path)

    QTimer.singleShot(0, lambda: next(w for w in QApplication.topLevelWidgets() if isinstance(w, PracticeDialog)
                                      and w.isVisible()).try_button.click())  # fmt: skip
    table.practise_mistakes()
    wait_turn(qtbot, table)
    position = table.trier.position
    assert position is not None and table.controller.view().hand != view.hand
    choose(qtbot, table, position.actions[0])
    assert kept_files(tmp_path) == before
    answer_button(table, "Back to my match").click()
    wait_turn(qtbot, table)
    assert c.view() == view and c.keeper is table.keeper and kept_files(tmp_path) == before
    assert table.scene.shows(view) and not c.practice and "(practice)" not in table.windowTitle()


def test_a_try_is_refused_at_a_table_with_friends(qtbot: QtBot, table: MainWindow) -> None:
    deal = played_match("hamlet", 3, 1).deals[0]
    (position, *_) = mistakes_of(planted_report(deal, 0), deal, 0, NAMES[:3], 1.0)
    table.start_match(create_game("hamlet"), seed=3, levels=["standard", "standard"])
    wait_turn(qtbot, table)
    friends = object()
    table.controller.remote = friends  # type: ignore[assignment]
    assert not table.try_position(position)
    assert table.scene.message.text.startswith("Positions are tried again away from a table with friends")
    assert table.controller.remote is friends
    table.controller.remote = None


def test_the_answer_gives_the_coachs_reason(qtbot: QtBot, table: MainWindow) -> None:
    deal = finish_a_deal(qtbot, table)
    report = table.controller.coach.report
    assert report is not None
    marked = report.marked[0]
    table.controller.coach.report = CoachReport(1, looking=False, decisions=len(report.marked),
                                                notes=(note_for(deal, marked),), marked=report.marked)  # fmt: skip
    assert table.try_again(deal, 0, marked.action_index)
    wait_turn(qtbot, table)
    choose(qtbot, table, marked.chosen)
    answer = table.trier.answer
    assert answer is not None and not answer.solved
    assert answer.texts[-1] == "It would have left the trick to Ben."  # the note's sentence, every player named


def test_a_card_the_rules_forbid_is_refused_and_the_try_waits(qtbot: QtBot, table: MainWindow) -> None:
    """The engine decides at a try as at any table: a card that may not be played is refused in a sentence, and
    the position waits for a choice the rules allow."""
    deal = finish_a_deal(qtbot, table, "hoodwink", 5)
    report = table.controller.coach.report
    assert report is not None
    found = None
    for marked in report.marked:
        hand = position_deal(position_of(marked, deal, 0, NAMES[:3], None, 0.0)).hand(0)
        forbidden = [card for card in hand if Play(0, card) not in marked.actions]
        if isinstance(marked.chosen, Play) and forbidden:
            found = marked, forbidden[0]
            break
    assert found is not None
    marked, card = found
    assert table.try_again(deal, 0, marked.action_index)
    wait_turn(qtbot, table)
    click_card(qtbot, table, card)
    stepped(table).run_for(500)
    assert table.trier.chosen is None and table.controller.stage is Stage.HUMAN
    assert table.trier.answer is None or not table.trier.answer.isVisible()
    assert table.scene.message.text and "Traceback" not in table.scene.message.text
    choose(qtbot, table, marked.expert)
    assert table.trier.answer is not None and table.trier.answer.solved


def test_the_list_is_worked_from_the_keyboard(qtbot: QtBot) -> None:
    """The list has the keys at once: the arrows move along it and Enter sets the position out."""
    deal = played_match("hamlet", 3, 1).deals[0]
    positions = mistakes_of(planted_report(deal, 0), deal, 0, NAMES[:3], 1.0)
    dialog = PracticeDialog(positions)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.table)
    qtbot.keyClick(dialog.table, Qt.Key.Key_Down)
    qtbot.keyClick(dialog.table, Qt.Key.Key_Return)
    assert dialog.result() == PracticeDialog.DialogCode.Accepted and dialog.picked == positions[1]


def test_a_damaged_list_is_told_at_the_table_when_mistakes_are_kept(
    qtbot: QtBot, table: MainWindow, tmp_path: Path
) -> None:
    (tmp_path / "practice.json").write_bytes(b"\x00garbage")
    finish_a_deal(qtbot, table)
    text = table.scene.message.text
    assert text.startswith("Your list of positions to practise was damaged, so it was kept as practice.json.broken-")
    assert table.practice_book is not None and table.practice_book.positions()  # a new list, this deal's in it
    assert PracticeFile(tmp_path / "practice.json").positions() == table.practice_book.positions()
