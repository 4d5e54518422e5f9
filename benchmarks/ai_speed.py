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
from parlett_table.engine import Deal, SeatView, create_game

GAMES = [("hoodwink", 3), ("crescendo", 3), ("crescendo", 4), ("whoswho", 3), ("hamlet", 3)]


def positions(game_id: str, players: int, count: int) -> list[SeatView]:
    game = create_game(game_id, players)
    rng = random.Random(2026)
    views: list[SeatView] = []
    seed = 0
    while len(views) < count:
        deal = Deal.start(game, seed)
        seed += 1
        stop = rng.randrange(game.tricks_per_deal * players)
        for _ in range(stop):
            actions = deal.legal_actions()
            deal, _ = deal.apply(actions[rng.randrange(len(actions))])
            if deal.is_over:
                break
        if not deal.is_over and len(deal.legal_actions()) > 1:
            views.append(deal.view(deal.to_move or 0))
    return views


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=50)
    parser.add_argument("--sims", type=int, default=DEFAULT_SIMS)
    parser.add_argument("--time-limit", type=float, default=0.25, help="the table's wall-clock cap for the expert")
    args = parser.parse_args()
    print(f"{'game':14} {'level':9} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}")
    for game_id, players in GAMES:
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
