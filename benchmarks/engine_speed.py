"""Random full deals per second, per game and player count.

    python benchmarks/engine_speed.py [--seconds S] [--openspiel PYTHON]

"search" is what a computer player's simulations cost: deal from a seed and
play to the end with uniformly random legal moves on the engine's mutable
simulator.  "public" plays the same kind of deal through the immutable ``Deal``
value, with checks and events, as the table and replays do.

With ``--openspiel PYTHON`` (an interpreter that has ``open-spiel==2.0.2``), the
same run also measures OpenSpiel's C++ ``oh_hell`` (3 players, 32 cards) driven
from Python, and prints our Hoodwink as a ratio to it: the default oh_hell
draws the number of tricks at random (5.5 on average), so the like-for-like
figure is ``num_tricks_fixed=10`` (33 decisions a game, against Hoodwink's 36).
Rounds alternate between the measurements and the best of each is kept, so
the ratios hold on a noisy machine.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlett_table.bench import ENGINE_CONFIGS, checked_deals_per_second, deals_per_second

CONFIGS = [ENGINE_CONFIGS[0], ("hoodwink", 3, {"partner_talk": True}), *ENGINE_CONFIGS[1:]]

OPENSPIEL_SCRIPT = """
import random, sys, time, pyspiel
params = {"players": 3, "num_suits": 4, "num_cards_per_suit": 8}
if sys.argv[2] == "fixed":
    params["num_tricks_fixed"] = 10
game = pyspiel.load_game("oh_hell", params)
rng = random.Random(0)
end = time.perf_counter() + float(sys.argv[1])
start, games = time.perf_counter(), 0
while time.perf_counter() < end:
    state = game.new_initial_state()
    while not state.is_terminal():
        if state.is_chance_node():
            state.apply_action(rng.choice(state.chance_outcomes())[0])
        else:
            state.apply_action(rng.choice(state.legal_actions()))
    games += 1
print(games / (time.perf_counter() - start))
"""


def openspiel_rate(python: str, seconds: float, tricks: str) -> float:
    out = subprocess.run(
        [python, "-c", OPENSPIEL_SCRIPT, str(seconds), tricks], check=True, capture_output=True, text=True
    )
    return float(out.stdout.strip())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seconds", type=float, default=1.0, help="time per measurement per round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--openspiel", metavar="PYTHON", help="an interpreter with open-spiel installed")
    args = parser.parse_args()

    best: dict[str, float] = {}

    def keep(name: str, rate: float) -> None:
        best[name] = max(best.get(name, 0.0), rate)

    for _ in range(args.rounds):
        for game_id, players, options in CONFIGS:
            name = f"{game_id} {players}p" + "".join(f" {k}={v}" for k, v in options.items())
            keep(f"{name}|search", deals_per_second(game_id, players, options, args.seconds))
            keep(f"{name}|public", checked_deals_per_second(game_id, players, options, args.seconds / 2))
        if args.openspiel:
            keep("oh_hell|random", openspiel_rate(args.openspiel, args.seconds, "random"))
            keep("oh_hell|fixed", openspiel_rate(args.openspiel, args.seconds, "fixed"))

    print(f"{'game':34} {'search deals/s':>15} {'public deals/s':>15}")
    for game_id, players, options in CONFIGS:
        name = f"{game_id} {players}p" + "".join(f" {k}={v}" for k, v in options.items())
        print(f"{name:34} {best[name + '|search']:>15,.0f} {best[name + '|public']:>15,.0f}")
    if args.openspiel:
        hoodwink = best["hoodwink 3p|search"]
        print()
        for key, label in (("fixed", "oh_hell 3p 32 cards, 10 tricks"), ("random", "oh_hell 3p 32 cards, default")):
            rate = best[f"oh_hell|{key}"]
            print(f"OpenSpiel {label:32} {rate:>10,.0f} games/s; Hoodwink search ÷ it = {hoodwink / rate:.2f}")


if __name__ == "__main__":
    main()
