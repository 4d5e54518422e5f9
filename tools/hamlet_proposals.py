"""Fit the model the expert values Hamlet's proposals by (``parlett_table/ai/proposal_values.py``).

    python tools/hamlet_proposals.py deals --start 100000 --count 40000 --out deals-100000.jsonl [--jobs 2]
    python tools/hamlet_proposals.py fit deals-*.jsonl [--out parlett_table/ai/hamlet_proposals.json]

``deals`` plays Hamlet deals out: in each, one seat (the next in turn from deal
to deal) shows a card of a kind (suit, and court card or not) picked at random,
the lowest of that kind; the other two show the standard player's card; then
everyone plays the standard player's cards to the end.  Each line is one deal:
its number, the dealer, the seat that showed at random, the hands as dealt,
the cards shown, trump, the aim and the points.  The deals are seeded, so the
same numbers give the same lines on any machine.

``fit`` turns every seat of every deal into an example (the features of its
hand under the trump settled and what was shown, and its score against the
others' average) and fits one sum of regression trees per aim with
scikit-learn's gradient boosting, seeded; it writes the trees as plain lists,
which the program reads without scikit-learn.  Only this tool needs it:
``pip install scikit-learn``.  The model shipped was fitted to the deals
100000-139999 and 200000-239999.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlett_table.ai.arena import finish_by_standard
from parlett_table.ai.expert import utility
from parlett_table.ai.standard import StandardPlayer
from parlett_table.engine import Deal, Phase, create_game
from parlett_table.engine.view import make_view
from parlett_table.games.hamlet.proposal_values import FEATURES, MODEL_FILE, shown_features
from parlett_table.games.hamlet.rules import shown_kind as kind

# Gradient boosting's settings: small trees, few of them, so the program reads them quickly.  Over 60 held-out
# positions, 100 trees of 15 leaves chose as well as 300 of 31 (docs/strength.md).
TREES = {"max_iter": 100, "max_leaf_nodes": 15, "learning_rate": 0.1, "min_samples_leaf": 20}


def play_deal(seed: int) -> list[object]:
    """Deal ``seed`` played out as the module's docstring says, as one line's fields."""
    game = create_game("hamlet", 3)
    standard = StandardPlayer()
    rng = random.Random(seed)
    dealer = seed % 3
    learner = (seed // 3) % 3
    core = Deal.start(game, seed, dealer).simulator().core
    dealt = list(core.dealt)
    while core.phase == Phase.PROPOSE:
        seat = core.to_move
        view = make_view(game, core, seat)
        if seat == learner:
            options = [int(action.card) for action in view.legal_actions]  # type: ignore[union-attr]
            kinds = sorted({kind(card) for card in options})
            picked = kinds[rng.randrange(len(kinds))]
            core.propose(min((card for card in options if kind(card) == picked), key=lambda card: card & 15))
        else:
            core.do(standard.decide(view, random.Random(0)).action)
    proposals, trump, aim = list(core.proposals), core.trump, core.aim
    return [seed, dealer, learner, dealt, proposals, trump, aim, finish_by_standard(game, core)]


def play_deals(seeds: range) -> list[str]:
    return [json.dumps(play_deal(seed)) for seed in seeds]


def chunks(start: int, count: int, size: int = 500) -> Iterator[range]:
    for first in range(start, start + count, size):
        yield range(first, min(first + size, start + count))


def examples(paths: list[Path]) -> dict[str, tuple[list[list[float]], list[float]]]:
    """By aim: every seat's features and its score against the others' average."""
    out: dict[str, tuple[list[list[float]], list[float]]] = {}
    for path in paths:
        for line in path.read_text(encoding="utf-8").splitlines():
            _, dealer, _, dealt, shown, trump, aim, points = json.loads(line)
            xs, ys = out.setdefault(aim, ([], []))
            kinds = [kind(card) for card in shown]
            for seat in range(3):
                xs.append(shown_features(dealt[seat], (seat - dealer) % 3, seat, kinds, trump))
                ys.append(utility(points, seat))
    return out


def export(model: object) -> dict[str, object]:
    """A fitted ``HistGradientBoostingRegressor`` as plain lists: each tree's features, thresholds, children and
    leaf values (a leaf's feature is -1)."""
    trees = []
    for (predictor,) in model._predictors:  # type: ignore[attr-defined]
        nodes = predictor.nodes
        leaf = nodes["is_leaf"].astype(bool)
        trees.append([
            [-1 if is_leaf else int(f) for is_leaf, f in zip(leaf, nodes["feature_idx"], strict=True)],
            [0.0 if is_leaf else round(float(t), 6) for is_leaf, t in zip(leaf, nodes["num_threshold"], strict=True)],
            [int(n) for n in nodes["left"]],
            [int(n) for n in nodes["right"]],
            [round(float(v), 4) if is_leaf else 0.0 for is_leaf, v in zip(leaf, nodes["value"], strict=True)],
        ])  # fmt: skip
    return {"base": round(float(model._baseline_prediction.ravel()[0]), 6), "trees": trees}  # type: ignore[attr-defined]


def fit(paths: list[Path], out: Path) -> None:
    from sklearn.ensemble import HistGradientBoostingRegressor

    models = {}
    for aim, (xs, ys) in sorted(examples(paths).items()):
        model = HistGradientBoostingRegressor(**TREES, early_stopping=False, random_state=0).fit(xs, ys)
        models[aim] = export(model)
        print(f"{aim}: {len(ys)} examples, {len(models[aim]['trees'])} trees")  # type: ignore[arg-type]
    data = {"features": list(FEATURES), "deals": [str(path.name) for path in paths], "models": models}
    out.write_text(json.dumps(data, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"wrote {out}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    deals = commands.add_parser("deals", help="play deals out and write them, one per line")
    deals.add_argument("--start", type=int, required=True)
    deals.add_argument("--count", type=int, required=True)
    deals.add_argument("--out", type=Path, required=True)
    deals.add_argument("--jobs", type=int, default=1)
    fitting = commands.add_parser("fit", help="fit the model to deals written by 'deals'")
    fitting.add_argument("files", type=Path, nargs="+")
    fitting.add_argument("--out", type=Path, default=MODEL_FILE)
    args = parser.parse_args()
    if args.command == "deals":
        with ProcessPoolExecutor(args.jobs) as pool, args.out.open("w", encoding="utf-8") as out:
            for lines in pool.map(play_deals, chunks(args.start, args.count)):
                out.write("".join(line + "\n" for line in lines))
    else:
        fit(args.files, args.out)


if __name__ == "__main__":
    main()
