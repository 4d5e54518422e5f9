"""``benchmarks/walk_quality.py``: how near the truth the searched deals are, printed as figures."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "walk_quality.py"
SHARE = r" +\d+\.\d% ± +\d+\.\d% +ms p50 +\d+ mean +\d+"


def run(*args: str) -> list[str]:
    done = subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def test_it_prints_each_way_of_drawing_the_deals_and_the_walks_paired() -> None:
    lines = run("--positions", "2", "--walks", "2,10,5", "4,20,5", "--cap", "0.05")
    assert lines[0] == "hamlet, 2 positions: the share of the hidden cards drawn where they truly are"
    names = ["at random", "by the proposals", "walk 2,10,5", "walk 4,20,5", "table 0.05 s, walk 2,10,5",
             "table 0.05 s, walk 4,20,5", "table 0.05 s, walk in turn 2,10,5", "table 0.05 s, walk in turn 4,20,5"]
    for line, name in zip(lines[1:9], names, strict=True):
        assert re.fullmatch(re.escape(name) + SHARE, line), line
    paired = lines[9:]
    assert len(paired) == 4  # the second walk against the first; each table way against the first
    assert paired[0].startswith("walk 4,20,5") and "minus walk 2,10,5, paired: " in paired[0]
    assert all(re.search(r"paired: [+-]\d+\.\d% ± \d+\.\d%$", line) for line in paired), paired


@pytest.mark.parametrize("players", ["4"])
def test_crescendo_draws_by_its_walk_and_its_positions_are_where_its_expert_searches(players: str) -> None:
    lines = run("--game", "crescendo", "--players", players, "--positions", "2", "--walks", "2,10,5")
    assert lines[0] == "crescendo, 2 positions: the share of the hidden cards drawn where they truly are"
    assert [line.split("  ")[0] for line in lines[1:4]] == ["at random", "by the proposals", "walk 2,10,5"]


def test_a_drawn_deal_is_scored_by_the_cards_it_puts_where_they_truly_are() -> None:
    sys.path.insert(0, str(SCRIPT.parent))
    import walk_quality

    hands, undealt, view = walk_quality.positions("hamlet", None, 1)[0]
    import random

    from parlett_table.engine import Simulator

    true_world = Simulator.from_view(view, hands, undealt, random.Random(1))
    assert walk_quality.placed_rightly([true_world], hands, undealt, view) == 1.0
    others = [seat for seat in range(view.players) if seat != view.seat]
    swapped = hands[:]
    swapped[others[0]], swapped[others[1]] = hands[others[1]], hands[others[0]]
    assert walk_quality.placed_rightly([true_world], swapped, undealt, view) < 1.0
