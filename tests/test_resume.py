"""Resuming a saved match from every phase, through the program's own start-up (``ui/app.py``).

Each test writes a real save and history in the test's PARLETT_TABLE_HOME, starts the program as
``run`` does (the window shown, ``begin`` on the event loop), answers the offer by clicking its
button, and then takes the next action (or plays the next deal) at the table.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QPushButton
from pytestqt.qtbot import QtBot
from test_table import QUIET, click_button, click_card, play_deal, stepped, take_turn, wait_turn

from parlett_table.engine import Answer, Ask, Estimate, Give, Match, Phase, Play, Seat, create_game
from parlett_table.play.clock import SteppedClock
from parlett_table.play.collaborators import InlineThinker
from parlett_table.play.controller import Stage
from parlett_table.storage.history import History
from parlett_table.storage.keeper import Keeper
from parlett_table.storage.preferences import PreferencesFile
from parlett_table.ui import app
from parlett_table.ui.window.main_window import MainWindow

SEATS = (Seat("You", "human"), Seat("Ada", "standard"),
         Seat("Ben", "standard"))  # fmt: skip
LEFT = Qt.MouseButton.LeftButton


def saved_match(game_id: str, stop: Callable[[Match], bool], options: dict[str, object] | None = None) -> Match:
    """A match played at random (the player's jokers first, to meet Who's Who's gives) until ``stop`` holds."""
    game = create_game(game_id, 3, options)
    for seed in range(1, 300):
        rng = random.Random(seed)
        match = Match.start(game, seed)
        while not match.is_over:
            if stop(match):
                return match
            if match.current.is_over:
                match = match.next_deal()
                continue
            actions = match.current.legal_actions()
            jokers = [a for a in actions if isinstance(a, Play) and a.seat == 0 and a.card.is_joker]
            match, _ = match.apply(jokers[0] if jokers else actions[int(rng.random() * len(actions))])
        if stop(match):
            return match
    raise AssertionError("no seed reaches that point")


def keep(match: Match, practice: bool = False) -> None:
    """What the program leaves behind when it stops there: the history of the match and its save."""
    keeper = Keeper()
    keeper.begin(Match(match.game, match.first_seed, match.deals[:1]), SEATS, practice)
    assert keeper.match_id is not None
    for number, deal in enumerate(match.deals, start=1):
        if deal.is_over:
            keeper.history.record_deal(keeper.match_id, number, deal)
    keeper.moved(match, SEATS, practice)
    keeper.close()


@pytest.fixture
def start(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, no_running_animations: None
) -> Iterator[Callable[[], MainWindow]]:
    """Start the program as ``run`` does (no event loop of its own: the test's is used)."""
    PreferencesFile().save(QUIET)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # start() installs the error reporter
    sessions: list[app.Session] = []

    def open_program() -> MainWindow:
        session = app.start(thinker=InlineThinker(), clock=SteppedClock())
        window = session.window
        qtbot.addWidget(window)
        sessions.append(session)
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: window.furnished and window.controller.match is not None)
        return window

    yield open_program
    for session in reversed(sessions):  # the last installed first, so each puts back what was before it
        if session.signals is not None:  # installed at the first paint: the next test's handlers must be its own
            session.signals.uninstall()
        window = session.window
        window.animator.stop()
        window.controller.shutdown()
        if window.keeper is not None:
            window.keeper.close()


def accept_offer(qtbot: QtBot, window: MainWindow, match: Match) -> None:
    """The offer sits over the saved match, drawn whole; Continue is clicked."""
    offer = window.resume_offer
    assert offer is not None and offer.isVisible()
    c = window.controller
    assert c.match == match and c.stage is Stage.IDLE  # set out, nothing moving
    assert window.scene.shows(c.view())
    assert window.scene.info.isVisible() and window.scene.info.title.startswith(match.game.name)
    assert window.scene.info.trump_text  # the trump square says something
    assert [total for _, total in window.scene.scores.rows] == list(match.totals)
    assert [plate.name for plate in window.scene.plates] == ["You", "Ada", "Ben"]
    assert not window.hint.isVisible() and not window.decision.isVisible() and not window.result.isVisible()
    assert "Totals: You" in offer.where.text()
    qtbot.mouseClick(offer.continue_button, LEFT)
    assert not offer.isVisible()


def test_resume_mid_trick(qtbot: QtBot, start: Callable[[], MainWindow]) -> None:
    match = saved_match("hoodwink", lambda m: len(m.current.tricks) >= 2 and bool(m.current.current_trick)
                        and m.current.to_move == 0)  # fmt: skip
    keep(match)
    window = start()
    accept_offer(qtbot, window, match)
    wait_turn(qtbot, window)
    legal = [a.card for a in window.controller.view().legal_actions if isinstance(a, Play)]
    playable = [item.card for item in window.scene.piles.hands[0] if item.playable]
    assert playable == sorted(legal, key=window.scene.sort_key)
    click_card(qtbot, window, legal[0])
    wait_turn(qtbot, window)
    assert window.controller.deal.actions[len(match.current.actions)] == Play(0, legal[0])
    assert window.scene.shows(window.controller.view())


@pytest.mark.parametrize(
    ("game_id", "options", "waiting", "button"),
    [
        ("whoswho", {}, Give, "Keep it"),
        ("hoodwink", {"partner_talk": True}, Estimate, "Say it"),
        ("hoodwink", {"partner_talk": True}, Ask, "Ask "),
        ("hoodwink", {"partner_talk": True}, Answer, "No preference"),
    ],
)
def test_resume_at_a_decision_bar(
    qtbot: QtBot,
    start: Callable[[], MainWindow],
    game_id: str,
    options: dict[str, object],
    waiting: type,
    button: str,
) -> None:
    def waiting_for_it(m: Match) -> bool:
        deal = m.current
        return (
            deal.to_move == 0
            and any(isinstance(a, waiting) for a in deal.legal_actions())
            and (
                waiting is not Ask or len(deal.tricks) > 0  # a later lead: the player has moved
            )
        )

    match = saved_match(game_id, waiting_for_it, options)
    keep(match)
    window = start()
    accept_offer(qtbot, window, match)
    wait_turn(qtbot, window)
    assert window.decision.isVisible()
    click_button(qtbot, window, button)
    wait_turn(qtbot, window)
    taken = window.controller.deal.actions[len(match.current.actions)]
    assert isinstance(taken, waiting) and taken.seat == 0
    assert window.scene.shows(window.controller.view())


def test_resume_before_the_players_proposal(qtbot: QtBot, start: Callable[[], MainWindow]) -> None:
    match = saved_match("hoodwink", lambda m: len(m.deals) == 2 and m.current.phase is Phase.PROPOSE
                        and m.current.to_move == 0 and m.current.proposals[2] is not None)  # fmt: skip
    keep(match)
    window = start()
    accept_offer(qtbot, window, match)
    assert len(window.scene.piles.proposals()) >= 1  # the computers' proposals lie face down
    wait_turn(qtbot, window)
    take_turn(qtbot, window, random.Random(0))
    wait_turn(qtbot, window)
    assert window.controller.deal.phase is Phase.PLAY and window.scene.info.trump is not None


def test_resume_after_the_players_proposal(qtbot: QtBot, start: Callable[[], MainWindow]) -> None:
    match = saved_match("hoodwink", lambda m: m.current.phase is Phase.PROPOSE
                        and m.current.proposals[0] is not None)  # fmt: skip
    keep(match)
    window = start()
    accept_offer(qtbot, window, match)
    own = window.scene.piles.proposals()[0]
    assert own.card == match.current.proposals[0] and own.face_up  # the player's own, face up before the reveal
    wait_turn(qtbot, window)
    assert window.controller.deal.phase is Phase.PLAY  # the computers proposed and the cards were shown
    assert window.scene.shows(window.controller.view())


def test_resume_between_deals_shows_the_result_and_plays_the_next_deal(
    qtbot: QtBot, start: Callable[[], MainWindow]
) -> None:
    match = saved_match("hoodwink", lambda m: m.current.is_over and not m.is_over)
    keep(match)
    window = start()
    accept_offer(qtbot, window, match)
    wait_turn(qtbot, window)
    assert window.controller.stage is Stage.DEAL_OVER
    assert window.result.isVisible()
    go = next(b for b in window.result.findChildren(QPushButton) if b.text() == "Next deal" and b.isVisible())
    qtbot.mouseClick(go, LEFT)
    play_deal(qtbot, window)
    played = window.controller.match
    assert played is not None and len(played.deals) == len(match.deals) + 1 and played.current.is_over
    assert window.result.isVisible()
    assert len(History().deals()) == len(match.deals) + 1  # the new deal went into the history


def test_a_finished_match_is_not_offered_and_a_fresh_one_starts(qtbot: QtBot, start: Callable[[], MainWindow]) -> None:
    match = saved_match("hoodwink", lambda m: m.is_over, {"target": 3})
    keep(match)
    window = start()
    wait_turn(qtbot, window)
    assert window.resume_offer is None or not window.resume_offer.isVisible()
    fresh = window.controller.match
    assert fresh is not None and fresh != match and len(fresh.deals) == 1
    finished = [row for row in History().matches() if row.status == "finished"]
    assert len(finished) == 1 and finished[0].totals == list(match.totals)


def test_a_match_with_no_move_of_the_players_is_set_out_again_without_asking(
    qtbot: QtBot, start: Callable[[], MainWindow]
) -> None:
    match = saved_match("hoodwink", lambda m: m.current.to_move == 0)
    assert not any(action.seat == 0 for action in match.current.actions)
    keep(match)
    window = start()
    wait_turn(qtbot, window)
    assert window.resume_offer is None
    assert window.controller.match == match and window.controller.stage is Stage.HUMAN
    take_turn(qtbot, window, random.Random(0))
    assert window.controller.deal.actions[len(match.current.actions)].seat == 0


def test_new_game_on_the_offer_leaves_the_saved_match(qtbot: QtBot, start: Callable[[], MainWindow]) -> None:
    match = saved_match("hoodwink", lambda m: len(m.current.tricks) >= 1)
    keep(match)
    window = start()
    offer = window.resume_offer
    assert offer is not None and offer.isVisible()
    qtbot.mouseClick(offer.new_button, LEFT)
    wait_turn(qtbot, window)
    assert window.controller.match != match and not offer.isVisible()
    statuses = sorted(row.status for row in History().matches())
    assert statuses == ["abandoned", "playing"]


def test_enter_continues_and_the_arrows_then_choose_a_card(qtbot: QtBot, start: Callable[[], MainWindow]) -> None:
    """By keyboard alone from the moment the program opens: Enter on the offer, then ← → and Enter."""
    match = saved_match("hoodwink", lambda m: len(m.current.tricks) >= 2 and m.current.to_move == 0)
    keep(match)
    window = start()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)
    offer = window.resume_offer
    assert offer is not None and QApplication.focusWidget() is offer.continue_button
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    wait_turn(qtbot, window)
    assert window.controller.stage is Stage.HUMAN
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Right)
    chosen = [item for item in window.scene.piles.hands[0] if item.focused]
    assert len(chosen) == 1 and chosen[0].playable
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    stepped(window).run_until(lambda: len(window.controller.deal.actions) > len(match.current.actions))
    assert window.controller.deal.actions[len(match.current.actions)] == Play(0, chosen[0].card)  # type: ignore[arg-type]
