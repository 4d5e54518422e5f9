"""Reading must never cost: the expert that reads the others (a mixture of ways of playing) against the expert
that reads nothing, at mixed tables.

    python benchmarks/reading_mixed.py [--deals 20] [--seed 70000] [--sims 300] [--only crescendo-3,...]
                                       [--model mixture|standard] [--json]
    python benchmarks/reading_mixed.py --summarise LOG...   # the deals of runs stopped early, from their logs

For each setting (game, player count) and each deal, the candidate sits in every seat in turn; the other seats
are a mixed table drawn in turn from a beginner, a standard player, an expert (reading, the same budget) and a
noisy standard player (any legal action a third of the time).  Each seating is played twice, the candidate
once reading (``--model``: the mixture of ``ai/styles.py``, or the standard player alone as before) and once
not (``inference=False``); the others and their generators are the same.  The candidate's score per deal is its
mean over the seatings; the difference (reading minus not) comes with a 95% interval over the deals (each deal
one observation, paired).  Every expert has a fixed budget and no time limit: the same figures on any machine.

Deals from ``--seed`` on: 70000 and up were never used for tuning (tuning used deals below 1000, 5000-5599
for the strength tables).  Who's Who reads nothing (its tuning sets no reading), and two-player Crescendo's
unseen cards lie one way: there the two experts are the same player, so they are not played.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlett_table.ai.arena import play_deal
from parlett_table.ai.base import Decision, Player
from parlett_table.ai.beginner import BeginnerPlayer
from parlett_table.ai.expert import ExpertPlayer
from parlett_table.ai.standard import StandardPlayer
from parlett_table.ai.tournament import estimate
from parlett_table.engine import SeatView, create_game

SETTINGS = {"crescendo-3": ("crescendo", 3), "crescendo-4": ("crescendo", 4), "crescendo-5": ("crescendo", 5),
            "hoodwink-3": ("hoodwink", 3), "hamlet-3": ("hamlet", 3)}  # fmt: skip
KINDS = ("beginner", "standard", "expert", "noisy")


class NoisyStandard:
    """The standard player, but a third of the time any legal action."""

    level = "noisy"

    def __init__(self) -> None:
        self.standard = StandardPlayer()

    def decide(self, view: SeatView, rng: random.Random) -> Decision:
        if rng.random() < 1 / 3:
            return Decision(view.legal_actions[int(rng.random() * len(view.legal_actions))], "noise")
        return self.standard.decide(view, rng)


def opponent(kind: str, sims: int) -> Player:
    if kind == "beginner":
        return BeginnerPlayer()
    if kind == "standard":
        return StandardPlayer()
    if kind == "expert":
        return ExpertPlayer(sims=sims)
    return NoisyStandard()


def candidate(reading: bool, model: str, sims: int) -> ExpertPlayer:
    player = ExpertPlayer(sims=sims, inference=reading)
    player.mixture = model == "mixture"
    return player


def run(key: str, deals: int, seed: int, sims: int, model: str) -> dict[str, object]:
    game_id, players = SETTINGS[key]
    game = create_game(game_id, players)
    # One candidate of each kind for the whole run (a reading expert keeps what it learns of the seats).
    reader, blind = candidate(True, model, sims), candidate(False, model, sims)
    differences, reading_scores, blind_scores = [], [], []
    start = time.process_time()
    for k in range(deals):
        deal_seed = seed + k
        kinds = [KINDS[(k + j) % len(KINDS)] for j in range(players - 1)]  # the table's mix turns with the deal
        totals = {True: 0.0, False: 0.0}
        for seat in range(players):
            for reads, player in ((True, reader), (False, blind)):
                others = iter([opponent(kind, sims) for kind in kinds])
                seats: list[Player] = [player if s == seat else next(others) for s in range(players)]
                scores = play_deal(game, deal_seed, k % players, seats).outcome().scores
                totals[reads] += scores[seat] / players
        reading_scores.append(totals[True])
        blind_scores.append(totals[False])
        differences.append(totals[True] - totals[False])
        # Each deal as it ends, so that a run stopped early still counts: a line a deal on standard error.
        line = {"setting": key, "deal": deal_seed, "reading": totals[True], "not_reading": totals[False]}
        print(json.dumps(line), file=sys.stderr, flush=True)
    difference = estimate(differences)
    return {
        "setting": key, "deals": deals, "seeds": [seed, seed + deals - 1], "sims": sims, "model": model,
        "reading": str(estimate(reading_scores)), "not_reading": str(estimate(blind_scores)),
        "difference": difference.mean, "ci95": [difference.low, difference.high],
        "cpu_seconds": round(time.process_time() - start, 1),
    }  # fmt: skip


def summarise(logs: list[str]) -> None:
    """Per setting, from the deal lines of earlier runs (each deal once): deals, and the difference's interval."""
    found: dict[str, dict[int, tuple[float, float]]] = {}
    for log in logs:
        for text in Path(log).read_text(encoding="utf-8").splitlines():
            if text.startswith("{"):
                line = json.loads(text)
                found.setdefault(line["setting"], {})[line["deal"]] = (line["reading"], line["not_reading"])
    for key, deals in found.items():
        seeds = sorted(deals)
        difference = estimate([deals[seed][0] - deals[seed][1] for seed in seeds])
        print(
            f"{key:12} {len(seeds)} deals (seeds {seeds[0]}-{seeds[-1]}): reading minus not {difference.mean:+.2f} "
            f"[{difference.low:+.2f}, {difference.high:+.2f}]"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=20)
    parser.add_argument("--seed", type=int, default=70000)
    parser.add_argument("--sims", type=int, default=300, help="every expert's simulations per decision")
    parser.add_argument("--only", default=",".join(SETTINGS), help="settings, comma-separated: " + ", ".join(SETTINGS))
    parser.add_argument("--model", choices=("mixture", "standard"), default="mixture")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--summarise", nargs="+", metavar="LOG", help="summarise the deal lines of earlier runs")
    args = parser.parse_args()
    if args.summarise:
        summarise(args.summarise)
        return
    for key in args.only.split(","):
        result = run(key, args.deals, args.seed, args.sims, args.model)
        if args.json:
            print(json.dumps(result))
        else:
            low, high = result["ci95"]  # type: ignore[misc]
            print(
                f"{key:12} {result['deals']} deals (seeds {args.seed}-{args.seed + args.deals - 1}), reading "
                f"{result['reading']}, not {result['not_reading']}: difference {result['difference']:+.2f} "
                f"[{low:+.2f}, {high:+.2f}]  ({result['cpu_seconds']} s CPU)"
            )


if __name__ == "__main__":
    main()
