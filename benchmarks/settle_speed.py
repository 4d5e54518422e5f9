"""What asking "is the rest settled?" costs at the table: p50, p95 and max per game.

    python benchmarks/settle_speed.py [--deals 40]

The table asks at the player's turn once few tricks are left (``SETTLE_TRICKS``).
Positions come from seeded deals played by random legal moves; every position
of play with that few tricks left is asked once.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlett_table.bench import percentile
from parlett_table.engine import Deal, Phase, create_game
from parlett_table.engine.settle import SETTLE_TRICKS

GAMES = (("hoodwink", 3), ("crescendo", 2), ("crescendo", 3), ("crescendo", 4), ("crescendo", 5),
         ("whoswho", 3), ("hamlet", 3))  # fmt: skip


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=40)
    args = parser.parse_args()
    print(f"{'game':14} {'asked':>6} {'settled':>8} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}")
    for game_id, players in GAMES:
        game = create_game(game_id, players)
        times: list[float] = []
        settled = 0
        for seed in range(args.deals):
            rng = random.Random(seed)
            deal = Deal.start(game, seed)
            while not deal.is_over:
                near_end = game.tricks_per_deal - len(deal.tricks) <= SETTLE_TRICKS
                if near_end and deal.phase in (Phase.PLAY, Phase.GIVE):
                    start = time.perf_counter()
                    settled += deal.settled()
                    times.append((time.perf_counter() - start) * 1000)
                actions = deal.legal_actions()
                deal, _ = deal.apply(actions[int(rng.random() * len(actions))])
        name = f"{game_id} {players}p"
        print(
            f"{name:14} {len(times):6} {settled:8} {statistics.median(times):8.2f} "
            f"{percentile(times, 0.95):8.2f} {max(times):8.2f}"
        )


if __name__ == "__main__":
    main()
