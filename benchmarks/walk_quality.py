"""How near the truth the deals the expert searches are: the walk's lengths, without and with the table's cap.

    python benchmarks/walk_quality.py [--game hamlet] [--positions 40] [--walks 8,40,10 4,300,30] [--cap 0.25]

Positions are every third decision with a real choice in the card play of
seeded deals of standard players (deals from 9000, never used for a
tournament or a share), once some tricks are played.  In each position the
deals to search are drawn from the seat's view, and each is scored by the
share of the hidden cards that may lie anywhere which it puts with the seat
(or the pile out of play) that truly holds them; the figure is that share
averaged over the deals drawn and over the positions.  The others are
standard players, so a reading of their play by the standard player's
policy should place more of the cards rightly: a walk that has not yet
forgotten the deal it started from places fewer.

Ways of drawing the deals, each in every position with the same seed:

- at random, fitting the view (voids shown, cards seen);
- by the proposals: candidates at random weighed by the proposals shown;
- each ``--walks`` setting: walks, swaps before a walk's first deal, swaps
  between two deals (``posterior.posterior_worlds``), without a time limit;
- with ``--cap``: each ``--walks`` setting within the reading time the
  expert has at the table under that cap, as many deals as it searches
  there, the walks one after another (Crescendo's way: a walk the time
  leaves unstarted gives no deal) and taking their swaps in turn (Hamlet's and Hoodwink's).

Prints each way's mean share with its 95% interval, each walk's difference
from the first one's, paired by position, and the time to draw (median and
mean).  docs/strength.md ("How long a walk") quotes it.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlett_table.ai.expert import READING_SHARE, ExpertPlayer, search_horizon
from parlett_table.ai.inference import model_for, resample
from parlett_table.ai.knowledge import tricks_left
from parlett_table.ai.play_reading import _CARDS
from parlett_table.ai.posterior import posterior_worlds
from parlett_table.ai.sampling import sample_world
from parlett_table.bench import standard_decisions
from parlett_table.engine import Phase, SeatView, Simulator
from parlett_table.engine.cards import iter_bits, mask_of
from parlett_table.engine.inference import hidden_cards

FIRST_DEAL = 9000
DEALS = 40  # drawn per position without the cap, as the walk's cost is quoted elsewhere
EPSILON = 0.1


def positions(game_id: str, players: int | None, count: int) -> list[tuple[list[int], int, SeatView]]:
    """(true hands, true pile out of play, the view) at every third real choice the expert searches, once
    tricks are played."""
    out: list[tuple[list[int], int, SeatView]] = []
    choices = 0
    for deal, view in standard_decisions(game_id, players, FIRST_DEAL):
        if not deal.actions:  # a new deal: every third choice is counted within each deal
            choices = 0
        searched = tricks_left(view) <= search_horizon(view)
        if view.phase is Phase.PLAY and view.tricks_so_far and len(view.legal_actions) > 1 and searched:
            choices += 1
            if choices % 3 == 0:
                hands = [mask_of(deal.hand(seat)) for seat in range(deal.players)]
                out.append((hands, mask_of(deal.undealt), view))
                if len(out) == count:
                    return out
    return out


def placed_rightly(worlds: list[Simulator], hands: list[int], undealt: int, view: SeatView) -> float:
    """The share of the movable hidden cards each world puts where they truly are, averaged over the worlds."""
    truly = [*hands, undealt]
    cards = list(iter_bits(hidden_cards(view).movable))
    if not cards:
        return 1.0
    shares = []
    for world in worlds:
        drawn = [*world.core.hands, world.core.undealt]
        right = sum(1 for card in cards for held, true in zip(drawn, truly, strict=True) if (held & true) >> card & 1)
        shares.append(right / len(cards))
    return statistics.fmean(shares)


def ways(walks: list[tuple[int, int, int]], cap: float | None) -> dict[str, Callable[..., list[Simulator]]]:
    """Each way of drawing the deals: (view, rng) -> the deals."""

    def at_random(view: SeatView, rng: random.Random) -> list[Simulator]:
        hidden = hidden_cards(view)
        return [sample_world(view, rng, hidden) for _ in range(DEALS)]

    def by_proposals(view: SeatView, rng: random.Random) -> list[Simulator]:
        hidden, model = hidden_cards(view), model_for(view)
        drawn = None
        if model is not None and view.proposals is not None:
            drawn = resample(rng, lambda: sample_world(view, rng, hidden), DEALS, lambda w: model.weight(view, w))
        return drawn or at_random(view, rng)

    def walking(lengths: tuple[int, int, int]) -> Callable[[SeatView, random.Random], list[Simulator]]:
        def draw(view: SeatView, rng: random.Random) -> list[Simulator]:
            return posterior_worlds(view, rng, hidden_cards(view), DEALS, EPSILON, model_for(view), None, *lengths)

        return draw

    def at_table(lengths: tuple[int, int, int], in_turn: bool) -> Callable[[SeatView, random.Random], list[Simulator]]:
        assert cap is not None

        def draw(view: SeatView, rng: random.Random) -> list[Simulator]:
            count = max(2, ExpertPlayer().sims // len(view.legal_actions))  # as many as the expert searches
            reading = time.perf_counter() + READING_SHARE * cap
            return posterior_worlds(view, rng, hidden_cards(view), count, EPSILON, model_for(view), reading, *lengths,
                                    in_turn=in_turn)  # fmt: skip

        return draw

    drawn: dict[str, Callable[..., list[Simulator]]] = {"at random": at_random, "by the proposals": by_proposals}
    for lengths in walks:
        drawn["walk " + ",".join(map(str, lengths))] = walking(lengths)
    if cap is not None:
        for in_turn in (False, True):
            for lengths in walks:
                name = f"table {cap:g} s, walk{' in turn' if in_turn else ''} " + ",".join(map(str, lengths))
                drawn[name] = at_table(lengths, in_turn)
    return drawn


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="hamlet")
    parser.add_argument("--players", type=int)
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--walks", nargs="+", default=["8,40,10", "4,300,30"], metavar="WALKS,BEFORE,BETWEEN")
    parser.add_argument("--cap", type=float, help="also the expert's deals at the table with this time cap")
    args = parser.parse_args()
    walks = [tuple(int(part) for part in setting.split(",")) for setting in args.walks]
    drawn = ways(walks, args.cap)  # type: ignore[arg-type]
    shares: dict[str, list[float]] = {name: [] for name in drawn}
    times: dict[str, list[float]] = {name: [] for name in drawn}
    for k, (hands, undealt, view) in enumerate(positions(args.game, args.players, args.positions)):
        for name, draw in drawn.items():
            _CARDS.clear()  # each way pays for the standard player's cards it asks for
            start = time.perf_counter()
            worlds = draw(view, random.Random(k))
            times[name].append((time.perf_counter() - start) * 1000)
            shares[name].append(placed_rightly(worlds, hands, undealt, view))
    print(f"{args.game}, {args.positions} positions: the share of the hidden cards drawn where they truly are")
    for name, values in shares.items():
        half = 1.96 * statistics.stdev(values) / len(values) ** 0.5
        print(f"{name:32} {statistics.fmean(values):6.1%} ± {half:4.1%}   "
              f"ms p50 {statistics.median(times[name]):5.0f} mean {statistics.fmean(times[name]):5.0f}")  # fmt: skip
    for group in ("walk", "table"):  # each setting against the first, paired by position
        names = [name for name in shares if name.startswith(group)]
        for name in names[1:]:
            paired = [a - b for a, b in zip(shares[name], shares[names[0]], strict=True)]
            half = 1.96 * statistics.stdev(paired) / len(paired) ** 0.5
            print(f"{name:32} minus {names[0]}, paired: {statistics.fmean(paired):+.1%} ± {half:.1%}")


if __name__ == "__main__":
    main()
