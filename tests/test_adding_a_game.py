"""Adding a game is its engine module, its strategy module, its rules page and its tests (docs/adding-a-game.md)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from parlett_table.engine import GAMES
from parlett_table.rulebook import HOUSE_RULES, PAGES

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "parlett_table"
# The window's side of the program: none of it may single out a game by its id.
WINDOW_SIDE = [*sorted((PACKAGE / "ui").rglob("*.py")), PACKAGE / "play" / "controller.py",
               PACKAGE / "kept" / "settings.py", PACKAGE / "kept" / "history_rows.py",
               *sorted((PACKAGE / "storage").rglob("*.py"))]  # fmt: skip
ROLE_COLOURS = PACKAGE / "ui" / "look" / "theme.py"  # keyed by role: Hamlet's role "hamlet" is spelt as the game


def test_the_registry_lists_the_games() -> None:
    assert list(GAMES) == ["hoodwink", "crescendo", "whoswho", "hamlet"]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_each_game_has_every_part(game_id: str) -> None:
    assert GAMES[game_id].__module__ == f"parlett_table.engine.{game_id}"
    parts = [
        PACKAGE / "engine" / f"{game_id}.py",
        PACKAGE / "ai" / "strategy" / f"{game_id}.py",
        PACKAGE / "rulebook" / f"{game_id}.py",
        ROOT / "tests" / f"test_{game_id}.py",
        ROOT / "tests" / f"test_strategy_{game_id}.py",
        ROOT / "tests" / "golden" / f"{game_id}.json",
        ROOT / "tests" / "golden" / f"{game_id}.expected.json",
    ]
    missing = [str(part.relative_to(ROOT)) for part in parts if not part.is_file()]
    assert not missing, f"{game_id} lacks {missing}"
    assert game_id in PAGES and game_id in HOUSE_RULES


def _names_a_game(path: Path) -> list[str]:
    text = path.read_text(encoding="utf-8")
    found = []
    for game_id in GAMES:
        for match in re.finditer(rf"""["']{game_id}["']""", text):
            line = text.count("\n", 0, match.start()) + 1
            if path == ROLE_COLOURS and game_id == "hamlet":
                continue
            found.append(f"{path.relative_to(ROOT)}:{line} {game_id}")
    return found


def test_the_window_side_names_no_game() -> None:
    """What the table does for one game is a field of its Game, never a test of its id."""
    hits = [hit for path in WINDOW_SIDE for hit in _names_a_game(path)]
    assert not hits, "game ids named outside their own modules: " + "; ".join(hits)


def test_the_check_finds_a_game_named() -> None:
    probe = ROOT / "tests" / "data" / "names_a_game.txt"
    assert _names_a_game(probe) == ["tests/data/names_a_game.txt:1 whoswho"]
