"""The public deal path of this checkout against another one, in alternating runs.

    python benchmarks/public_path_against.py OTHER_CHECKOUT [--rounds R] [--repeats K]

``OTHER_CHECKOUT`` is a second working copy of the repository (for example
``git worktree add --detach /tmp/before HEAD~3``).  Each round runs one process
per checkout, alternating, and each process times a fixed workload per game
(300 seeded deals played by seeded random moves through ``Deal.apply``, as the
table and replays play) as the best of ``--repeats`` runs.  The median over
rounds is printed for each checkout with the ratio this / other: on a shared,
noisy machine only ratios from interleaved runs mean anything.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
CONFIGS = [
    ("hoodwink", 3, {}),
    ("hoodwink", 3, {"partner_talk": True}),
    ("crescendo", 3, {}),
    ("crescendo", 5, {}),
    ("whoswho", 3, {}),
    ("hamlet", 3, {}),
]

WORKLOAD = """
import random, sys, time
from parlett_table.engine import Deal, create_game

def run(game):
    rng = random.Random(1)
    for number in range(300):
        deal = Deal.start(game, number)
        while not deal.is_over:
            actions = deal.legal_actions()
            deal, _ = deal.apply(actions[int(rng.random() * len(actions))])

rates = []
for game_id, players, options in CONFIGS:
    game = create_game(game_id, players, options)
    best = float("inf")
    for _ in range(REPEATS):
        start = time.perf_counter()
        run(game)
        best = min(best, time.perf_counter() - start)
    rates.append(300 / best)
print(" ".join(f"{rate:.1f}" for rate in rates))
"""


def rates(checkout: Path, repeats: int) -> list[float]:
    """Public deals per second for each config, measured in a fresh process on ``checkout``'s code."""
    code = f"CONFIGS = {CONFIGS!r}\nREPEATS = {repeats}\n{WORKLOAD}"
    env = {**os.environ, "PYTHONPATH": str(checkout)}
    # Run from the filesystem root, so neither checkout is importable from the current directory.
    out = subprocess.run([sys.executable, "-c", code], env=env, cwd="/", check=True, capture_output=True, text=True)
    return [float(word) for word in out.stdout.split()]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("other", type=Path, help="another working copy of the repository")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--repeats", type=int, default=5, help="timed runs per game per process (best kept)")
    args = parser.parse_args()
    other = args.other.resolve()
    if not (other / "parlett_table" / "engine").is_dir():
        parser.error(f"{other} is not a checkout of this repository")

    runs: dict[str, list[list[float]]] = {"this": [], "other": []}
    for _ in range(args.rounds):
        runs["other"].append(rates(other, args.repeats))
        runs["this"].append(rates(HERE, args.repeats))

    print(f"this: {HERE}\nother: {other}\n")
    print(f"{'game':32} {'other deals/s':>14} {'this deals/s':>13} {'this/other':>11}")
    for k, (game_id, players, options) in enumerate(CONFIGS):
        name = f"{game_id} {players}p" + "".join(f" {key}={value}" for key, value in options.items())
        this = statistics.median(run[k] for run in runs["this"])
        that = statistics.median(run[k] for run in runs["other"])
        print(f"{name:32} {that:>14,.0f} {this:>13,.0f} {this / that:>11.3f}")


if __name__ == "__main__":
    main()
