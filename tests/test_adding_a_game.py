"""Adding a game is its package under ``parlett_table/games/`` and its tests, and nothing else
(docs/adding-a-game.md): the registry is the only door, so no module outside a game's package names one."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from parlett_table.engine import GAMES
from parlett_table.games import BUILT_IN
from parlett_table.games.kit import PARTS, GameKit
from parlett_table.rulebook import HOUSE_RULES, PAGES, PRE_PLAY

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "parlett_table"
# Where a game's id may stand as a string outside its package, and why.
MAY_NAME_A_GAME = {
    "ui/look/theme.py": "ROLE_COLOURS is keyed by role, and Hamlet's role 'hamlet' is spelt as the game",
    "cli.py": "the demo's game when none is given",
    "bench/": "the measured configurations, fixed so that figures stay comparable over time",
}


def test_the_registry_lists_the_built_in_games_in_order() -> None:
    assert list(GAMES) == [kit.id for kit in BUILT_IN]
    assert all(GAMES[kit.id] is kit.rules for kit in BUILT_IN)


@pytest.mark.parametrize("kit", BUILT_IN, ids=lambda kit: kit.id)
def test_each_game_has_every_part(kit: GameKit) -> None:
    assert kit.package == f"parlett_table.games.{kit.id}"
    assert kit.rules.__module__ == kit.module("rules")
    for part in PARTS:
        importlib.import_module(kit.module(part))
    tests = [
        ROOT / "tests" / f"test_{kit.id}.py",
        ROOT / "tests" / f"test_strategy_{kit.id}.py",
        ROOT / "tests" / "golden" / f"{kit.id}.json",
        ROOT / "tests" / "golden" / f"{kit.id}.expected.json",
    ]
    missing = [str(path.relative_to(ROOT)) for path in tests if not path.is_file()]
    assert not missing, f"{kit.id} lacks {missing}"
    assert kit.id in PAGES and kit.id in HOUSE_RULES and kit.id in PRE_PLAY


def game_ids_named(source: str, ids: list[str]) -> list[int]:
    """The lines where a string literal is exactly a game's id (``"whoswho"``: a test of the id, a table by game)."""
    tree = ast.parse(source)
    return sorted(
        node.lineno for node in ast.walk(tree) if isinstance(node, ast.Constant) and node.value in ids
    )  # fmt: skip


def _outside_the_games() -> list[Path]:
    return [
        path
        for path in sorted(PACKAGE.rglob("*.py"))
        if path.relative_to(PACKAGE).parts[0] != "games"
        and not any(path.relative_to(PACKAGE).as_posix().startswith(allowed) for allowed in MAY_NAME_A_GAME)
    ]


def test_nothing_outside_the_games_names_one() -> None:
    """What the engine, the computer players, the rulebook, the table and storage do for one game is a field of its
    ``Game`` or a part of its kit, never a test of its id."""
    ids = list(GAMES)
    hits = [f"{path.relative_to(PACKAGE)}:{line}" for path in _outside_the_games()
            for line in game_ids_named(path.read_text(encoding="utf-8"), ids)]  # fmt: skip
    assert not hits, "game ids named outside their own packages: " + "; ".join(hits)


def test_the_check_finds_a_game_named() -> None:
    probe = 'give_room = game.id == "whoswho"\nwords = {"hamlet": 1}\n"""A docstring naming whoswho."""\n'
    assert game_ids_named(probe, list(GAMES)) == [1, 2]
    assert len(_outside_the_games()) > 50
