"""The expert's decision time at the table's cap, on a loaded machine.

    python benchmarks/loaded_cap.py [--positions 40] [--burners 1] [--limit 0.25] [--only hoodwink,...] [--json]

It starts ``--burners`` CPU-heavy processes of its own (a busy loop each, ended when it finishes), then has the
expert (its default budget, the wall-clock cap ``--limit``, as at the table) decide at positions taken from
seeded deals played by standard players: every decision with a choice, spread evenly over the deals.  Each
decision is timed from the call to the answer (``time.perf_counter``), and the times are reported per game and
in all: the median, the 95th and 99th percentiles and the longest.  The goal: the 99th percentile within 0.3 s
of a 0.25 s cap.
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlett_table.ai.expert import ExpertPlayer
from parlett_table.ai.standard import StandardPlayer
from parlett_table.engine import GAMES, Deal, Game, SeatView, create_game

BURN = "while True:\n    pass\n"


def positions(game: Game, count: int, deals: int = 8, first: int = 9000) -> list[SeatView]:
    """``count`` decisions with a real choice, spread over ``deals`` seeded deals of standard players."""
    found = []
    player = StandardPlayer()
    for number in range(deals):
        deal, rng = Deal.start(game, first + number), random.Random(number)
        while not deal.is_over:
            view = deal.view(deal.to_move or 0)
            if len(view.legal_actions) > 1:
                found.append(view)
            deal, _ = deal.apply(player.decide(view, rng).action)
    step = max(1, len(found) // count)
    return found[::step][:count]


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def summary(times: list[float], limit: float) -> dict[str, float]:
    return {
        "decisions": len(times),
        "p50": percentile(times, 0.50),
        "p95": percentile(times, 0.95),
        "p99": percentile(times, 0.99),
        "max": max(times),
        "over_0.3": sum(1 for t in times if t > 0.3),
        "at_cap": sum(1 for t in times if t >= limit),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=40, help="decisions per game and player count")
    parser.add_argument("--burners", type=int, default=1, help="busy processes started alongside")
    parser.add_argument("--limit", type=float, default=0.25, help="the expert's wall-clock cap, in seconds")
    parser.add_argument("--only", default="", help="games, comma-separated (default: all)")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    games = [g for g in GAMES if not args.only or g in args.only.split(",")]
    burners = [subprocess.Popen([sys.executable, "-c", BURN]) for _ in range(args.burners)]
    results: dict[str, dict[str, float]] = {}
    every: list[float] = []
    try:
        time.sleep(0.5)  # the burners are running
        for game_id in games:
            for players in GAMES[game_id].player_counts:
                game = create_game(game_id, players)
                times = []
                for k, view in enumerate(positions(game, args.positions)):
                    player = ExpertPlayer(time_limit=args.limit)  # as the table's worker: one per decision
                    start = time.perf_counter()
                    player.decide(view, random.Random(k))
                    times.append(time.perf_counter() - start)
                results[f"{game_id} {players}p"] = summary(times, args.limit)
                every += times
    finally:
        for burner in burners:
            burner.kill()
            burner.wait()
    results["all"] = summary(every, args.limit)
    if args.json:
        print(json.dumps(results, indent=1))
        return
    print(f"{args.burners} busy process(es) alongside, cap {args.limit:g} s")
    print(f"{'setting':14} {'decisions':>9} {'p50':>7} {'p95':>7} {'p99':>7} {'max':>7} {'>0.3 s':>7}")
    for key, row in results.items():
        print(
            f"{key:14} {row['decisions']:>9.0f} {row['p50']:>7.3f} {row['p95']:>7.3f} {row['p99']:>7.3f} "
            f"{row['max']:>7.3f} {row['over_0.3']:>7.0f}"
        )


if __name__ == "__main__":
    main()
