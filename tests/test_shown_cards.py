"""The cards shown in Hoodwink and Hamlet stay turned up, with a line on what they decided, until the player goes
on (or as long as Preferences say), and can be seen again later in the deal (Play ▸ Cards shown)."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from phases import on_screen
from pytestqt.qtbot import QtBot
from test_table import stepped, take_turn, wait_turn

from parlett_table.engine import GAMES, Phase, create_game
from parlett_table.play.clock import SteppedClock
from parlett_table.play.collaborators import InlineThinker
from parlett_table.play.controller import Stage
from parlett_table.storage.preferences import Preferences
from parlett_table.ui.window.main_window import MainWindow


def shown_window(qtbot: QtBot, shown_cards: str) -> Iterator[MainWindow]:
    prefs = Preferences(animation_speed="fast", trick_pause="short", shown_cards=shown_cards, tours_done=tuple(GAMES))
    win = MainWindow(InlineThinker(), prefs, clock=SteppedClock())
    yield from on_screen(qtbot, win)


@pytest.fixture
def held(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot, "click")


@pytest.fixture
def timed(qtbot: QtBot) -> Iterator[MainWindow]:
    yield from shown_window(qtbot, "short")


def propose(qtbot: QtBot, win: MainWindow) -> None:
    """The player's proposal, clicked; then wait for the cards to be turned up."""
    rng = random.Random(0)
    while win.controller.deal.phase is Phase.PROPOSE:
        wait_turn(qtbot, win)
        if win.controller.deal.phase is not Phase.PROPOSE:
            break
        take_turn(qtbot, win, rng)
        stepped(win).run_until(lambda: win.loop.holding_shown or win.controller.stage is Stage.HUMAN, 20_000)
        if win.loop.holding_shown:
            return


@pytest.mark.parametrize("game_id", [game_id for game_id, game in GAMES.items() if game.has_proposals])
def test_the_cards_shown_wait_for_the_player_with_what_they_decided(
    qtbot: QtBot, held: MainWindow, game_id: str
) -> None:
    win = held
    win.start_match(create_game(game_id), seed=8, levels=["standard", "standard"])
    propose(qtbot, win)
    assert win.loop.holding_shown and win.controller.stage is Stage.ANIMATING
    stepped(win).run_for(900)  # long past the old 1.6 s at this speed: still up
    assert win.loop.holding_shown and len(win.scene.piles.proposals()) == 3
    assert all(item.face_up for item in win.scene.piles.proposals().values())
    truth = win.controller.view()
    line = win.scene.message.text
    assert truth.trump is not None and truth.trump.plural in line.lower() and "Click the table" in line
    assert win.scene.info.trump == truth.trump  # the panels say it too, while the cards are up
    win.scene.felt_clicked.emit()  # the player goes on
    assert not win.loop.holding_shown
    wait_turn(qtbot, win)
    assert not win.scene.piles.proposals() and win.scene.shows(win.controller.view())
    assert "Click the table" not in win.scene.message.text


def test_space_goes_on_too_and_the_cards_shown_can_be_seen_again(qtbot: QtBot, held: MainWindow) -> None:
    from PySide6.QtCore import Qt

    win = held
    win.start_match(create_game("hoodwink"), seed=8, levels=["standard", "standard"])
    propose(qtbot, win)
    qtbot.keyClick(win.view, Qt.Key.Key_Space)
    wait_turn(qtbot, win)
    take_turn(qtbot, win, random.Random(1))
    wait_turn(qtbot, win)
    action = next(a for a in win.menus.play.actions() if a.text() == "&Cards shown")
    action.trigger()
    review = win.scene.review
    view = win.controller.view()
    assert review.isVisible() and review.title == "The cards shown"
    assert sorted(card for _, card in review.plays) == sorted(view.proposals or ())
    assert review.reason == win.presenter.decided_words() and view.trump.plural in review.reason.lower()  # type: ignore[union-attr]
    action.trigger()
    assert not review.isVisible()


def test_a_timed_setting_lets_the_cards_shown_go_by_themselves(qtbot: QtBot, timed: MainWindow) -> None:
    win = timed
    win.start_match(create_game("hamlet"), seed=8, levels=["standard", "standard"])
    propose(qtbot, win)
    assert win.loop.holding_shown and "Click the table" not in win.scene.message.text
    stepped(win).run_until(lambda: not win.loop.holding_shown, 5_000)
    wait_turn(qtbot, win)


def test_a_game_without_cards_shown_says_so(qtbot: QtBot, window: MainWindow) -> None:
    window.start_match(create_game("crescendo", 3), seed=8, levels=["standard", "standard"])
    wait_turn(qtbot, window)
    window.toggle_shown_cards()
    assert not window.scene.review.isVisible() and "without cards shown" in window.scene.message.text
