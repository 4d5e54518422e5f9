"""What reading the card play costs the expert's decisions in Crescendo: its p95 with and without the reading.

    python benchmarks/reading_cost.py [--positions 200]

For three to five players: seeded positions with a real choice (``parlett_table.bench.positions``), the
expert at the table's settings (600 simulations, the 0.25 s cap), with and without inference, alternating
in two passes each; the better p95 of each is printed, so a machine briefly busier affects both alike.
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
from parlett_table.bench import percentile, positions
from parlett_table.engine import SeatView
from parlett_table.settings import Preferences


def p95(views: Sequence[SeatView], inference: bool) -> float:
    """The 95th percentile of the expert's decision time over ``views``, in milliseconds."""
    times = []
    for number, view in enumerate(views):
        expert = ExpertPlayer(time_limit=Preferences().expert_seconds, inference=inference)
        start = time.perf_counter()
        expert.decide(view, random.Random(number))
        times.append((time.perf_counter() - start) * 1000)
    return percentile(sorted(times), 0.95)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=200)
    count = parser.parse_args().positions
    for players in (3, 4, 5):
        views = positions("crescendo", players, count)
        best = {True: float("inf"), False: float("inf")}
        for inference in (False, True, False, True):
            best[inference] = min(best[inference], p95(views, inference))
        print(
            f"crescendo {players}p, {len(views)} positions: expert p95 {best[False]:.1f} ms without reading the play, "
            f"{best[True]:.1f} ms with it ({best[True] / best[False]:.2f}×)"
        )


if __name__ == "__main__":
    main()
