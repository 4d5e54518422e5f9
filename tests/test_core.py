"""The fast state's API (``engine/core.py``): one constructor, and one check for each action (every game's fields,
copies and worlds from a view: ``test_conformance.py``)."""

from __future__ import annotations

import dataclasses

import pytest
from pytestqt.qtbot import QtBot

from parlett_table.engine import HUMAN, Core, Play, Seat, create_game
from parlett_table.engine.core import Phase
from parlett_table.play.collaborators import InlineThinker
from parlett_table.play.controller import TableController
from parlett_table.play.timings import Timings


def fields(core: Core) -> dict[str, object]:
    return {field.name: getattr(core, field.name) for field in dataclasses.fields(core)}


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
