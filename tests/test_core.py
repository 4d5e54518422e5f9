"""The fast state's API (``engine/core.py``): one constructor, and one check for each action."""

from __future__ import annotations

import dataclasses
import random

import pytest
from pytestqt.qtbot import QtBot

from parlett_table.engine import HUMAN, Core, Deal, Play, Seat, create_game
from parlett_table.engine.core import Phase
from parlett_table.engine.simulator import Simulator
from parlett_table.play.collaborators import InlineThinker
from parlett_table.play.controller import TableController
from parlett_table.play.timings import Timings


def fields(core: Core) -> dict[str, object]:
    return {field.name: getattr(core, field.name) for field in dataclasses.fields(core)}


@pytest.mark.parametrize("game_id", ["hoodwink", "crescendo", "whoswho", "hamlet"])
def test_a_new_deal_sets_every_field(game_id: str) -> None:
    """``Core.start`` fills the slots one by one: none may be left out (reading it would raise)."""
    core = Deal.start(create_game(game_id), seed=21, dealer=0).simulator().core
    started = fields(Core.start(core.game, core.dealt, 0, core.undealt, 21))
    assert set(started) == {field.name for field in dataclasses.fields(Core)}
    assert started["log"] == [] and started["seed"] == 21 and started["to_move"] == 1


@pytest.mark.parametrize("game_id", ["hoodwink", "crescendo", "whoswho", "hamlet"])
def test_copy_and_a_world_from_a_view_set_every_field_alike(game_id: str) -> None:
    deal = Deal.start(create_game(game_id), seed=21, dealer=0)
    rng = random.Random(4)
    while not deal.is_over and len(deal.actions) < 12:
        deal, _ = deal.apply(rng.choice(deal.legal_actions()))
    core = deal.simulator().core
    assert fields(core.copy()) == fields(core)
    seat = deal.to_move
    assert seat is not None
    world = Simulator.from_view(deal.view(seat), core.hands, core.undealt).core
    same = {"game", "n", "dealer", "hands", "phase", "leader", "to_move", "trump", "aim", "trick", "tricks", "won"}
    assert {name: value for name, value in fields(world).items() if name in same} == {
        name: value for name, value in fields(core).items() if name in same
    }
    assert world.played == core.played and world.log is None


def test_core_is_built_by_its_one_constructor() -> None:
    game = create_game("crescendo", 4)
    core = Core.start(game, [0b1, 0b10, 0b100, 0b1000], dealer=3)
    assert (core.phase, core.leader, core.to_move, core.log) == (Phase.PLAY, 0, 0, [])
    assert type(core.phase) is Phase
    with pytest.raises(TypeError):
        Core(game)  # type: ignore[call-arg]  # every field is given, or none is made


def test_a_players_action_is_checked_once(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    controller = TableController(InlineThinker())
    controller.timings = Timings("off")
    seats = [Seat("You", HUMAN), Seat("Ada", "random"), Seat("Ben", "random")]
    controller.new_match(create_game("crescendo", 3), seats, seed=5, first_dealer=2)
    qtbot.waitUntil(lambda: controller.stage.name == "HUMAN", timeout=20_000)
    checks: list[object] = []
    real_check = Core.check

    def counted(core: Core, action: Play) -> None:
        checks.append(action)
        real_check(core, action)

    monkeypatch.setattr(Core, "check", counted)
    action = controller.view().legal_actions[0]
    assert controller.act(action)
    assert checks == [action]
