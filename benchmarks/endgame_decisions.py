"""The standard and expert players' decisions in this checkout against another one.

    python benchmarks/endgame_decisions.py OTHER_CHECKOUT [--per-count N] [--sims S]
        [--expert-limit N] [--count-limit N]

For every game and player count, seeded deals are played by seeded random
moves to positions with 2 to 7 tricks left and a real choice (two or more
legal actions); in each, the standard player and the expert (``--sims``
simulations, no clock, so a seed decides) choose with the same seeded
generator.  Both checkouts decide the same positions, each in its own process,
and every difference is listed.

Written to check that replacing one of the two endgame solvers changed no
player's decisions: the solvers act with 4 tricks left or fewer, so the
positions run from 2 to 7 tricks left.  ``--expert-limit`` and
``--count-limit`` lower the solvers' budgets (positions searched before
giving up), so that giving up, which the two solvers counted differently, is
compared as well.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent

DECIDE = r"""
import json, random, sys
from parlett_table.ai import expert as expert_module
from parlett_table.ai.expert import ExpertPlayer
from parlett_table.ai.standard import StandardPlayer
from parlett_table.ai.strategy import count_out
from parlett_table.engine import Deal, create_game

# Smaller search budgets than the players' own make the solvers give up more often, to compare that too.
if EXPERT_LIMIT:
    expert_module.ENDGAME_LIMIT = EXPERT_LIMIT
if COUNT_LIMIT:
    count_out.ENDGAME_NODES = COUNT_LIMIT

CONFIGS = [("hoodwink", 3), ("hamlet", 3), ("whoswho", 3), ("crescendo", 2), ("crescendo", 3), ("crescendo", 4),
           ("crescendo", 5)]
standard, expert = StandardPlayer(), ExpertPlayer(sims=SIMS, time_limit=None)


def positions(game_id, players):
    # Seeded deals played by seeded random moves, stopped with ``left`` tricks to go at a real choice.
    game = create_game(game_id, players)
    rng = random.Random(2026)
    number, found = 0, []
    while len(found) < PER_COUNT:
        left = 2 + len(found) % 6  # with one trick left nobody has a choice of card
        deal = Deal.start(game, number)
        number += 1
        while not deal.is_over:
            to_go = game.tricks_per_deal - len(deal.tricks)
            choices = deal.legal_actions()
            if to_go == left and len(choices) > 1 and deal.phase.name in ("PLAY", "GIVE"):
                found.append((number - 1, len(deal.actions), deal.view(deal.to_move)))
                break
            deal, _ = deal.apply(choices[int(rng.random() * len(choices))])
    return found


for game_id, players in CONFIGS:
    for number, at, view in positions(game_id, players):
        key = f"{game_id} {players}p deal {number} after {at} actions ({len(view.hand)} cards in hand)"
        print(json.dumps({
            "position": key,
            "standard": str(standard.decide(view, random.Random(number)).action),
            "expert": str(expert.decide(view, random.Random(number)).action),
        }), flush=True)
"""


def decisions(checkout: Path, args: argparse.Namespace) -> list[dict[str, str]]:
    """Every position's decisions, made in a fresh process on ``checkout``'s code."""
    settings = f"PER_COUNT = {args.per_count}\nSIMS = {args.sims}\n"
    settings += f"EXPERT_LIMIT = {args.expert_limit}\nCOUNT_LIMIT = {args.count_limit}\n"
    code = settings + DECIDE
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    # Run from the filesystem root, so neither checkout is importable from the current directory.
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd="/", check=True, capture_output=True, text=True)
    return [json.loads(line) for line in out.stdout.splitlines()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("other", type=Path, help="another working copy of the repository")
    parser.add_argument("--per-count", type=int, default=42, help="positions per game and player count")
    parser.add_argument("--sims", type=int, default=600, help="the expert's simulations per decision")
    parser.add_argument("--expert-limit", type=int, default=0, help="positions per world the expert may solve")
    parser.add_argument("--count-limit", type=int, default=0, help="positions the standard player may count out")
    args = parser.parse_args()
    other = args.other.resolve()
    if not (other / "parlett_table" / "ai").is_dir():
        parser.error(f"{other} is not a checkout of this repository")

    theirs = decisions(other, args)
    ours = decisions(HERE, args)
    differences = 0
    for a, b in zip(theirs, ours, strict=True):
        assert a["position"] == b["position"], "the two checkouts reached different positions"
        for player in ("standard", "expert"):
            if a[player] != b[player]:
                differences += 1
                print(f"{a['position']}: {player} {a[player]} there, {b[player]} here")
    print(f"{len(ours)} positions, {2 * len(ours)} decisions compared, {differences} differences")
    sys.exit(1 if differences else 0)


if __name__ == "__main__":
    main()
