"""Computer players' decision times: p50, p95 and max per game and level.

    python benchmarks/ai_speed.py [--positions 50] [--sims N] [--time-limit 0.25]

Positions are drawn from seeded deals played by random legal moves, keeping
only decisions with a real choice (two or more legal actions).  The expert
runs at the table's defaults: its simulation budget with the wall-clock cap.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlett_table.ai import LEVELS, make_player
from parlett_table.ai.expert import DEFAULT_SIMS, ExpertPlayer
from parlett_table.bench import AI_GAMES, percentile, positions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=50)
    parser.add_argument("--sims", type=int, default=DEFAULT_SIMS)
    parser.add_argument("--time-limit", type=float, default=0.25, help="the table's wall-clock cap for the expert")
    args = parser.parse_args()
    print(f"{'game':14} {'level':9} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}")
    for game_id, players in AI_GAMES:
        views = positions(game_id, players, args.positions)
        for level in LEVELS:
            player = make_player(level, args.sims if level == "expert" else None)
            if isinstance(player, ExpertPlayer):
                player.time_limit = args.time_limit
            times = []
            for k, view in enumerate(views):
                start = time.perf_counter()
                player.decide(view, random.Random(k))
                times.append((time.perf_counter() - start) * 1000)
            name = f"{game_id} {players}p"
            print(
                f"{name:14} {level:9} {statistics.median(times):8.1f} {percentile(times, 0.95):8.1f} {max(times):8.1f}"
            )


if __name__ == "__main__":
    main()
