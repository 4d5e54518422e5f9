"""Playing out the rest of a settled deal at once: offered only when it cannot change a score."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot
from test_controller import COMPUTERS, WITH_PLAYER, make, wait_for
from test_table import take_turn

from parlett_table.engine import Game, Give, Play, Propose, create_game
from parlett_table.engine.settle import SETTLE_TRICKS
from parlett_table.play.controller import Stage, TableController
from parlett_table.storage.history import History
from parlett_table.storage.keeper import Keeper
from parlett_table.storage.saves import SavedMatch
from parlett_table.ui.window.main_window import MainWindow

GAMES = [create_game("hoodwink"), create_game("crescendo", 4), create_game("whoswho"), create_game("hamlet")]


def until_offered(qtbot: QtBot, controller: TableController, rng: random.Random) -> bool:
    """The player plays at random until the rest is offered (True) or the deal ends (False)."""
    while True:
        wait_for(qtbot, controller, Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER)
        if controller.stage is not Stage.HUMAN:
            return False
        deal = controller.deal
        left = deal.game.tricks_per_deal - len(deal.tricks)
        assert controller.can_claim == (2 <= left <= SETTLE_TRICKS and deal.settled())
        if controller.can_claim:
            return True
        actions = [a for a in controller.view().legal_actions if isinstance(a, (Play, Give, Propose))]
        controller.act(actions[int(rng.random() * len(actions))])


@pytest.mark.parametrize("game", GAMES, ids=lambda game: game.id)
def test_the_rest_is_played_out_as_the_engine_settled_it_and_kept(qtbot: QtBot, tmp_path: Path, game: Game) -> None:
    keeper = Keeper(History(tmp_path / "h.sqlite3"), SavedMatch(tmp_path / "s.json"))
    rng = random.Random(7)
    for seed in range(1, 30):
        controller = make(keeper=keeper)
        seats = [*WITH_PLAYER, *COMPUTERS][: game.players]
        controller.new_match(game, seats, seed=seed)
        if not until_offered(qtbot, controller, rng):
            controller.shutdown()
            continue
        promised = controller.deal.settled_scores()
        assert controller.claim()
        assert controller.claiming and controller.stage is not Stage.HUMAN
        wait_for(qtbot, controller, Stage.DEAL_OVER, Stage.MATCH_OVER)
        assert not controller.claiming
        outcome = controller.deal.outcome()
        assert outcome.scores == promised  # exactly what was settled
        assert keeper.history.deals()[-1].scores == list(outcome.scores)  # kept as any deal is
        controller.shutdown()
        return
    pytest.fail("no deal offered to play out the rest")


def test_it_is_not_offered_when_not_settled_nor_in_a_demo(qtbot: QtBot) -> None:
    controller = make()
    assert not controller.claim()  # nothing to play out
    controller.new_match(create_game("crescendo", 3), WITH_PLAYER, seed=4)
    wait_for(qtbot, controller, Stage.HUMAN)
    assert not controller.can_claim and not controller.claim()  # twelve tricks to go
    demo = make(demo_deals=1)
    offered: list[bool] = []
    demo.stage_changed.connect(lambda stage: offered.append(demo.can_claim))
    with qtbot.waitSignal(demo.demo_finished, timeout=30_000):
        demo.new_match(create_game("crescendo", 3), COMPUTERS[:3], seed=4)
    assert offered and not any(offered)


def next_turn(qtbot: QtBot, window: MainWindow) -> None:
    """Wait for the player's turn or the deal's end, clicking on through finished tricks as a player does."""

    def ready() -> bool:
        if window.animator.busy and "Click the table" in window.scene.message.text:
            window.animator.nudge()
        return window.controller.stage in (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER) and window.is_still

    qtbot.waitUntil(ready, timeout=20_000)


def test_the_table_offers_play_out_the_rest_and_finishes_the_deal(qtbot: QtBot, window: MainWindow) -> None:
    window.update_preferences(window.preferences.with_changes(trick_pause="click"))
    rng = random.Random(3)
    for seed in range(1, 30):
        window.start_match(create_game("hamlet"), seed=seed, levels=["standard", "standard"])
        next_turn(qtbot, window)
        while window.controller.stage is Stage.HUMAN:
            offered = window.controller.can_claim
            assert window.claim.isVisible() is offered and window.claim_action.isEnabled() is offered
            if offered:
                qtbot.mouseClick(window.claim, Qt.MouseButton.LeftButton)
                # Played out without waiting for clicks on the finished tricks.
                qtbot.waitUntil(lambda: window.controller.stage is Stage.DEAL_OVER and window.is_still)
                assert window.result.isVisible() and not window.claim.isVisible()
                assert not window.claim_action.isEnabled()
                assert window.animator.timings is window.controller.timings  # the player's own pauses again
                return
            take_turn(qtbot, window, rng)
            next_turn(qtbot, window)
    pytest.fail("no deal offered to play out the rest")
