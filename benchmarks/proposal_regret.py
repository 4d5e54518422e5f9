"""How much a Hamlet proposal chosen by each player is worth less than the best, played out by standard players.

    python benchmarks/proposal_regret.py --start 9000 --positions 30 --deals 200 --save ref-9000.json
    python benchmarks/proposal_regret.py --from ref-9000.json [ref-9030.json ...] [--seeds 2]

With ``--save`` it values every proposal of the first seat to show in each
deal from ``--start``: ``--deals`` deals drawn from that seat's view (the
hidden hands dealt at random), in each of which the others show the standard
player's card and everyone then plays the standard player's cards to the end;
the same deals serve every proposal.  A proposal's value is the seat's score
against the others' average, as the expert counts it.  This takes about 20
seconds a position.  It also reports the noise those values leave: the proposal
that looks best on half the deals, valued on the other half.

With ``--from`` it asks the standard player, the expert valuing proposals by
quick playouts (as it did before) and the expert valuing them by the learned
model (``ai/proposal_values.py``) for their proposal in each saved position
(``--seeds`` times for the experts, with different seeds), and prints how much
less than the best each choice is worth by the saved values (mean and 95%
half-width).  The positions are not the deals the model was fitted to
(``tools/hamlet_proposals.py``: deals 100000 and up).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlett_table.ai.arena import finish_by_standard
from parlett_table.ai.equivalence import same_play
from parlett_table.ai.expert import ExpertPlayer, utility
from parlett_table.ai.sampling import sample_world
from parlett_table.ai.standard import StandardPlayer
from parlett_table.ai.tournament import estimate
from parlett_table.engine import Deal, SeatView, create_game

GAME = create_game("hamlet", 3)


def position(seed: int) -> SeatView:
    deal = Deal.start(GAME, seed, seed % 3)
    return deal.view(deal.to_move or 0)


def values(view: SeatView, deals: int, rng: random.Random) -> dict[str, object]:
    """Each different proposal's value in each of ``deals`` deals drawn from ``view``."""
    actions = list(view.legal_actions)
    columns = same_play(view, actions)
    tried = sorted(set(columns))
    rows = []
    for _ in range(deals):
        world = sample_world(view, rng)
        row = []
        for index in tried:
            sim = world.copy()
            sim.apply(actions[index])
            row.append(utility(finish_by_standard(GAME, sim.core), view.seat))
        rows.append(row)
    return {"cards": [int(action.card) for action in actions], "columns": columns, "tried": tried, "rows": rows}


def means(saved: dict[str, list[list[float]]]) -> list[float]:
    rows = saved["rows"]
    return [statistics.fmean(row[k] for row in rows) for k in range(len(rows[0]))]


def regret(saved: dict[str, object], card: int) -> float:
    """How much less than the best proposal ``card`` is worth by the saved values."""
    worth = means(saved)  # type: ignore[arg-type]
    column = saved["columns"][saved["cards"].index(card)]  # type: ignore[index, union-attr]
    return max(worth) - worth[saved["tried"].index(column)]  # type: ignore[union-attr]


def split_half(saved: dict[str, object]) -> float:
    """The regret of the proposal best on the first half of the deals, valued on the second: the values' noise."""
    rows: list[list[float]] = saved["rows"]  # type: ignore[assignment]
    half = len(rows) // 2
    first = means({"rows": rows[:half]})
    second = means({"rows": rows[half:]})
    return max(second) - second[first.index(max(first))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--start", type=int, default=9000)
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--save", type=Path)
    parser.add_argument("--from", dest="saved", type=Path, nargs="+")
    parser.add_argument("--seeds", type=int, default=2)
    args = parser.parse_args()
    if args.save:
        found = []
        for seed in range(args.start, args.start + args.positions):
            found.append({"seed": seed, **values(position(seed), args.deals, random.Random(seed))})
            args.save.write_text(json.dumps(found), encoding="utf-8")
            print(f"deal {seed}: {len(found[-1]['tried'])} different proposals valued", flush=True)
        return
    if not args.saved:
        parser.error("--save or --from is needed")
    saved = [entry for path in args.saved for entry in json.loads(path.read_text(encoding="utf-8"))]
    print(f"{len(saved)} positions; the values' own noise: {estimate([split_half(entry) for entry in saved])}")
    playouts = ExpertPlayer()
    playouts.learned_proposals = False
    for name, player, seeds in (("standard", StandardPlayer(), 1), ("expert by quick playouts", playouts, args.seeds),
                                ("expert by the learned model", ExpertPlayer(), args.seeds)):  # fmt: skip
        regrets = [regret(entry, int(player.decide(position(entry["seed"]), random.Random(f"{entry['seed']}/{k}"))
                                     .action.card))  # type: ignore[attr-defined]
                   for entry in saved for k in range(seeds)]  # fmt: skip
        print(f"{name}: a proposal worth {estimate(regrets)} less than the best ({len(regrets)} choices)")


if __name__ == "__main__":
    main()
