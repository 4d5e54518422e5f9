"""What reading the card play costs the expert's decisions in Crescendo: its p95 three ways.

    python benchmarks/reading_cost.py [--positions 200]

For three to five players: seeded positions with a real choice (``parlett_table.bench.positions``), the
expert at the table's settings (600 simulations, the 0.25 s cap) reading nothing, weighing random deals by
what the others played (``play_reading.py``), and walking to the deals that fit it (``posterior.py``, as the
expert plays), in turn, in two passes each; the better p95 of each is printed, so a machine briefly busier
affects all alike.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlett_table.ai.expert import ExpertPlayer
from parlett_table.ai.game_parts import restore_tuning, retune, tuning
from parlett_table.bench import percentile, positions
from parlett_table.engine import SeatView
from parlett_table.kept.settings import Preferences

WAYS = ("nothing read", "weighing", "walking")


def p95(views: Sequence[SeatView], way: str) -> float:
    """The 95th percentile of the expert's decision time over ``views``, in milliseconds, reading ``way``."""
    walk = tuning("crescendo").posterior
    retune("crescendo", posterior=(walk or 0.1) if way == "walking" else None)
    times = []
    try:
        for number, view in enumerate(views):
            player = ExpertPlayer(time_limit=Preferences().expert_seconds, inference=way != "nothing read")
            start = time.perf_counter()
            player.decide(view, random.Random(number))
            times.append((time.perf_counter() - start) * 1000)
    finally:
        restore_tuning("crescendo")
    return percentile(sorted(times), 0.95)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=200)
    count = parser.parse_args().positions
    for players in (3, 4, 5):
        views = positions("crescendo", players, count)
        best = dict.fromkeys(WAYS, float("inf"))
        for _ in range(2):
            for way in WAYS:
                best[way] = min(best[way], p95(views, way))
        figures = ", ".join(f"{best[way]:.1f} ms {way}" for way in WAYS)
        print(f"crescendo {players}p, {len(views)} positions: expert p95 {figures}")


if __name__ == "__main__":
    main()
