"""What the table's time cap leaves of Hamlet's walk: decision times with and without it, and the deals walked.

    python benchmarks/table_walk.py [--positions 100] [--time-limit 0.25]

Positions are every decision with a real choice in the card play of seeded
deals of standard players (deals from 9000, never used for tuning), once some
tricks are played (the walk reads the cards played).  Each position is decided
by the expert at the table's settings twice, alternately, in one process: as
it plays (walking to the deals that fit every card the others played, the
walks taking their turns within the reading time) and reading the proposals
alone.  Prints each one's decision times (p50, p95, max) and how many
different deals the walks gave of those searched (a walk that had no time to
move on gives its deal again, solved once where the search is exact).
docs/strength.md ("Reading the play in Hamlet", "How long a walk") quotes it.
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlett_table.ai import expert
from parlett_table.ai.expert import ExpertPlayer
from parlett_table.ai.game_parts import restore_tuning, retune
from parlett_table.bench import percentile, standard_decisions
from parlett_table.engine import Phase, SeatView

FIRST_DEAL = 9000


def positions(count: int) -> list[SeatView]:
    """Decisions with a real choice once tricks are played, from seeded deals of standard players."""
    views = (view for _, view in standard_decisions("hamlet", None, FIRST_DEAL))
    chosen = (view for view in views if view.phase is Phase.PLAY and view.tricks_so_far and len(view.legal_actions) > 1)
    return list(itertools.islice(chosen, count))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--time-limit", type=float, default=0.25)
    args = parser.parse_args()
    views = positions(args.positions)
    walked: list[tuple[int, int]] = []  # (different deals the walks gave, deals searched) per decision
    walk_deals = expert.posterior_worlds

    def counted(*pos: Any, **named: Any) -> Any:
        worlds = walk_deals(*pos, **named)
        walked.append((len({id(world) for world in worlds}), len(worlds)))
        return worlds

    expert.posterior_worlds = counted
    times: dict[str, list[float]] = {"walking": [], "proposals only": []}
    for k, view in enumerate(views):
        for label in times:
            if label == "walking":
                restore_tuning("hamlet")
            else:
                retune("hamlet", posterior=None)
            player = ExpertPlayer(time_limit=args.time_limit)
            start = time.perf_counter()
            player.decide(view, random.Random(k))
            times[label].append((time.perf_counter() - start) * 1000)
    restore_tuning("hamlet")
    print(f"hamlet, {len(views)} positions, the {args.time_limit:g} s cap")
    for label, ms in times.items():
        p50, p95 = statistics.median(ms), percentile(ms, 0.95)
        print(f"{label:15} p50 {p50:6.1f} ms  p95 {p95:6.1f} ms  max {max(ms):6.1f} ms")
    if walked:
        given, wanted = sum(g for g, _ in walked), sum(w for _, w in walked)
        whole = sum(1 for g, w in walked if g == w)
        print(f"the walks gave {given} different deals of {wanted} searched ({given / wanted:.0%}); "
              f"all different in {whole} of {len(walked)} decisions")  # fmt: skip


if __name__ == "__main__":
    main()
