"""``benchmarks/walk_cost.py``: what reading every card would cost in each game, with the figures it rests on."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from parlett_table.games.crescendo.strategy import choose

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "walk_cost.py"
sys.path.insert(0, str(SCRIPT.parent))

from walk_cost import habit_card, standard_positions  # noqa: E402

from parlett_table.engine import Phase, create_game  # noqa: E402


def test_it_prints_the_card_the_walk_and_the_habits_agreement_for_every_game() -> None:
    done = subprocess.run([sys.executable, str(SCRIPT), "--deals", "2", "--positions", "1"], capture_output=True,
                          text=True, timeout=300)  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = re.findall(r"^(\w+) (\d)p: standard card (\d+) µs; walk (\d+) ms \((\d+) tricks left\), (\d+) ms \((\d+) "
                       r"tricks left\); the playouts' habit plays the standard card in (\d+)/(\d+) = \d+% of choices$",
                       done.stdout, re.MULTILINE)  # fmt: skip
    assert [(game, players) for game, players, *_ in lines] == [
        ("crescendo", "3"), ("crescendo", "4"), ("crescendo", "5"), ("hoodwink", "3"), ("hamlet", "3")
    ], done.stdout
    for *_, agree, choices in lines:
        assert 0 <= int(agree) <= int(choices) and int(choices) > 0


def test_the_habit_is_the_playouts_card_and_sometimes_the_standard_players() -> None:
    """Leading, the habit plays its highest card when it wants the trick and its lowest when not; the comparison
    counts agreements where they happen (a habit that never agreed would make the figure meaningless)."""
    same = total = 0
    for deal, view in standard_positions(create_game("crescendo", 3), 3):
        if view.phase is Phase.PLAY and len(view.legal_actions) > 1:
            core = deal.simulator().core
            card = habit_card(core)
            assert card in {int(action.card) for action in view.legal_actions}  # type: ignore[union-attr]  # plays
            total += 1
            same += card == int(choose(view))
    assert 0 < same < total
