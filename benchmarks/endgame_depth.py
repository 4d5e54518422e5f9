"""Solving exactly from one trick earlier: the expert's decision times and its strength against the old depth.

    python benchmarks/endgame_depth.py --game hoodwink [--positions 200] [--deals 60] [--old 4]

The "old" expert is the expert with its exact endgame starting at ``--old``
tricks left; the new one is the expert as it is (each game's ``Tuning.endgame_tricks``).
Decision times are measured at the table's settings (600 simulations, the
0.25 s cap) on the positions of ``benchmarks/ai_speed.py``, counting only the
positions where the two differ (the new depth's first trick) and all of them.
Strength: each expert plays seat 0 against two standard players on the same
deals with the seats rotated; the paired difference of their margins per deal,
with its 95% interval.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlett_table.ai import make_player
from parlett_table.ai.expert import DEFAULT_SIMS, ExpertPlayer, endgame_tricks
from parlett_table.ai.knowledge import tricks_left
from parlett_table.ai.tournament import estimate, run_tournament
from parlett_table.bench import percentile, positions
from parlett_table.engine import Phase, SeatView, create_game


class OldDepthExpert(ExpertPlayer):
    """The expert with its exact endgame from ``old`` tricks left."""

    old = 4

    def solves_exactly(self, view: SeatView) -> bool:  # type: ignore[override]
        return view.phase in (Phase.PLAY, Phase.GIVE) and tricks_left(view) <= self.old


def times(player: ExpertPlayer, views: list[SeatView]) -> list[float]:
    out = []
    for k, view in enumerate(views):
        started = time.perf_counter()
        player.decide(view, random.Random(k))
        out.append((time.perf_counter() - started) * 1000)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--old", type=int, default=4)
    args = parser.parse_args()
    OldDepthExpert.old = args.old
    views = positions(args.game, args.players, args.positions)
    differ = [v for v in views if v.phase is Phase.PLAY and args.old < tricks_left(v) <= endgame_tricks(v)]
    print(f"{args.game} {args.players}p: exact from {args.old} tricks left (old) and {endgame_tricks(views[0])} (new)")
    for label, player_type in (("old", OldDepthExpert), ("new", ExpertPlayer)):
        player = player_type(sims=DEFAULT_SIMS, time_limit=0.25)
        every, changed = times(player, views), times(player, differ)
        print(
            f"{label}: decision ms p50 {percentile(every, 0.5):.0f} p95 {percentile(every, 0.95):.0f} "
            f"max {max(every):.0f} over {len(every)}; at the new depth's first trick ({len(changed)}): "
            f"p50 {percentile(changed, 0.5):.0f} p95 {percentile(changed, 0.95):.0f} max {max(changed):.0f}"
        )
    if args.deals:
        game = create_game(args.game, args.players)
        margins: dict[str, list[float]] = {}
        for label, expert in (("old", OldDepthExpert()), ("new", ExpertPlayer())):
            seats = [expert] + [make_player("standard") for _ in range(args.players - 1)]
            per_deal = run_tournament(game, seats, args.deals, 1).per_deal
            others = range(1, args.players)
            margins[label] = [
                per_deal[0][k] - sum(per_deal[s][k] for s in others) / len(others) for k in range(args.deals)
            ]
            print(f"{label} expert - standard, {args.deals} deals: {estimate(margins[label])}")
        paired = [new - old for new, old in zip(margins["new"], margins["old"], strict=True)]
        print(f"new - old (paired by deal): {estimate(paired)}")


if __name__ == "__main__":
    main()
