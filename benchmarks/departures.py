"""What the expert's departures from the standard player gain, by tricks left, on the true deals.

    python benchmarks/departures.py --game crescendo --players 5 [--deals 800] [--start 1] [--horizon N]

Seeded deals are played with the expert in one seat (every seat in turn, the dealer moving too) and
standard players in the others.  Each time the expert chooses otherwise than the standard player
would, the true deal is played on twice from that moment, once with each choice, everyone (the
expert's seat too) then playing as the standard player with the same luck; the gain is the
difference in the seat's utility (its points against the others' average, what the expert plays
for).  Gains are summed per deal and listed per overrule by tricks left, each with its 95% interval.
``--horizon`` sets the tricks left from which the expert may search in this game and player count.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlett_table.ai import expert
from parlett_table.ai.arena import seat_rng
from parlett_table.ai.game_parts import retune
from parlett_table.ai.knowledge import tricks_left
from parlett_table.ai.standard import StandardPlayer
from parlett_table.ai.tournament import estimate
from parlett_table.engine import Action, Deal, create_game


def finish(deal: Deal, seed: int, standard: StandardPlayer) -> list[int]:
    """The points when everyone plays ``deal`` on as the standard player."""
    rngs = [random.Random(f"{seed}/{seat}/finish") for seat in range(deal.players)]
    while not deal.is_over:
        seat = deal.to_move
        assert seat is not None
        deal, _ = deal.apply(standard.decide(deal.view(seat), rngs[seat]).action)
    return deal.outcome().scores


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int)
    parser.add_argument("--deals", type=int, default=800)
    parser.add_argument("--start", type=int, default=1, help="the first deal (tuning used deals below 1000)")
    parser.add_argument("--horizon", type=int, help="tricks left from which the expert may search")
    args = parser.parse_args()
    game = create_game(args.game, args.players)
    n = game.players
    if args.horizon is not None:
        retune(game.id, search_horizon_by_players=((n, args.horizon),))
    player, standard = expert.ExpertPlayer(), StandardPlayer()
    decisions: dict[int, int] = defaultdict(int)
    gains: dict[int, list[float]] = defaultdict(list)
    per_deal = []
    started = time.perf_counter()
    for seed in range(args.start, args.start + args.deals):
        me = seed % n
        deal = Deal.start(game, seed, (seed // n) % n)
        rngs = [seat_rng(seed, seat, "departures") for seat in range(n)]
        total = 0.0
        while not deal.is_over:
            seat = deal.to_move
            assert seat is not None
            view = deal.view(seat)
            action: Action = standard.decide(view, rngs[seat]).action
            if seat == me:
                usual = action
                action = player.decide(view, rngs[seat]).action
                left = tricks_left(view)
                decisions[left] += len(view.legal_actions) > 1
                if action != usual:
                    gain = expert.utility(finish(deal.apply(action)[0], seed, standard), me) - expert.utility(
                        finish(deal.apply(usual)[0], seed, standard), me
                    )
                    gains[left].append(gain)
                    total += gain
            deal, _ = deal.apply(action)
        per_deal.append(total)
    print(f"{game.id} {n}p, deals {args.start} to {args.start + args.deals - 1}, "
          f"{time.perf_counter() - started:.0f} s")  # fmt: skip
    print(f"gain per deal {estimate(per_deal)}; {sum(map(len, gains.values()))} departures")
    for left in sorted(decisions, reverse=True):
        found = gains.get(left, [])
        each = str(estimate(found)) if len(found) > 1 else (f"{statistics.fmean(found):+.2f}" if found else "-")
        print(f"{left:3} tricks left: {decisions[left]:5} decisions with a choice, {len(found):4} departures, {each}")


if __name__ == "__main__":
    main()
