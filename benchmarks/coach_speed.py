"""How long the coach takes to look at a whole deal again, at the table's settings.

    python benchmarks/coach_speed.py [--deals 5] [--sims 600] [--time-limit 0.25]

For every game and player count, seeded deals are played by standard players;
the analysis of seat 0's decisions (``ai/analysis.py``, as the worker runs it
after a deal) is timed, and then the par (``ai/par.py``: the deal played again
with the expert in seat 0, its full budget and no time cap).  Prints p50, p95
and the worst over the deals of each, and the goal: a whole deal's analysis
within 10 seconds.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlett_table.ai.analysis import analyse_deal
from parlett_table.ai.expert import DEFAULT_SIMS
from parlett_table.ai.par import par
from parlett_table.ai.standard import StandardPlayer
from parlett_table.bench import percentile
from parlett_table.engine import Deal, create_game

GAMES = [("hoodwink", 3), ("hamlet", 3), ("whoswho", 3), ("crescendo", 2), ("crescendo", 3), ("crescendo", 4),
         ("crescendo", 5)]  # fmt: skip


def played(game_id: str, players: int, seed: int) -> Deal:
    deal = Deal.start(create_game(game_id, players), seed)
    player, rng = StandardPlayer(), random.Random(seed)
    while not deal.is_over:
        deal, _ = deal.apply(player.decide(deal.view(deal.to_move or 0), rng).action)
    return deal


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=5)
    parser.add_argument("--sims", type=int, default=DEFAULT_SIMS)
    parser.add_argument("--time-limit", type=float, default=0.25)
    args = parser.parse_args()
    print(f"{'game':14} {'decisions':>9} {'p50 s':>7} {'p95 s':>7} {'max s':>7}   par: {'p50 s':>7} {'p95 s':>7}")
    for game_id, players in GAMES:
        seconds, pars, decisions = [], [], 0
        for seed in range(args.deals):
            deal = played(game_id, players, 100 + seed)
            started = time.perf_counter()
            decisions += len(analyse_deal(deal, 0, args.sims, seed, args.time_limit))
            seconds.append(time.perf_counter() - started)
            started = time.perf_counter()
            par(deal, 0, ["standard"] * players, 100 + seed, args.sims)
            pars.append(time.perf_counter() - started)
        print(
            f"{game_id + ' ' + str(players) + 'p':14} {decisions / args.deals:9.1f} {percentile(seconds, 0.5):7.2f} "
            f"{percentile(seconds, 0.95):7.2f} {max(seconds):7.2f}        {percentile(pars, 0.5):7.2f} "
            f"{percentile(pars, 0.95):7.2f}"
        )
    print("goal: a whole deal within 10 s")


if __name__ == "__main__":
    main()
