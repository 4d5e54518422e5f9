"""A digest of the computer players' decisions and the prompts, to show a change of structure changed no play.

    python benchmarks/same_decisions.py [--positions 12] [--sims 300] [--verbose]

For every game of the registry, every player count, and every non-default choice of its options that changes the
deal (each alone, at a player count that allows it), positions are taken from seeded deals played by standard
players (every decision with a choice, spread evenly over the first deals).  At each, the standard player and the
expert (a fixed budget of simulations, no time limit: the same on any machine) decide, and the prompt line the table
shows is worded.  Every decision (its action and reasons) and prompt goes into one SHA-256 digest per
configuration, and all into one in total: run it before and after, and compare the lines.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlett_table.ai.expert import ExpertPlayer
from parlett_table.ai.standard import StandardPlayer
from parlett_table.engine import GAMES, Deal, Game, SeatView, create_game

try:  # the prompt line's function, by its name before and after issue 42
    from parlett_table.ai.prompts import prompt_line
except ImportError:  # pragma: no cover - the name before
    from parlett_table.ai.coach import phase_hint as prompt_line  # type: ignore[no-redef]

NAMES = ["Ann", "Ben", "Cleo", "Dev", "Eve"]


def configurations() -> Iterator[Game]:
    """Every game at every player count with its default options, then each deal-changing choice alone."""
    for game_class in GAMES.values():
        for players in game_class.player_counts:
            yield create_game(game_class.id, players)
        for spec in game_class.option_specs:
            if spec.match_level or not spec.choices:
                continue
            for value in spec.choices:
                if value == spec.default:
                    continue
                players = spec.players[0] if spec.players else game_class.default_players
                try:
                    yield create_game(game_class.id, players, {spec.id: value})
                except ValueError:
                    continue  # a choice that needs another option first


def positions(game: Game, count: int, deals: int = 6) -> list[SeatView]:
    """``count`` decisions with a real choice, spread evenly over ``deals`` seeded deals of standard players."""
    found = []
    player = StandardPlayer()
    for number in range(deals):
        deal, rng = Deal.start(game, 5000 + number), random.Random(number)
        while not deal.is_over:
            view = deal.view(deal.to_move or 0)
            if len(view.legal_actions) > 1:
                found.append(view)
            deal, _ = deal.apply(player.decide(view, rng).action)
    step = max(1, len(found) // count)
    return found[::step][:count]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=12, help="decisions per configuration")
    parser.add_argument("--sims", type=int, default=300, help="the expert's simulations per decision")
    parser.add_argument("--verbose", action="store_true", help="print every decision")
    args = parser.parse_args()
    total = hashlib.sha256()
    for game in configurations():
        digest = hashlib.sha256()
        views = positions(game, args.positions)
        for k, view in enumerate(views):
            standard = StandardPlayer().decide(view, random.Random(k))
            expert = ExpertPlayer(sims=args.sims).decide(view, random.Random(k))
            prompt = prompt_line(view, NAMES[: view.players])
            line = f"{standard.action} | {standard.reason} || {expert.action} | {expert.reason} || {prompt}"
            digest.update(line.encode("utf-8"))
            if args.verbose:
                print("   ", line)
        name = f"{game.id} {game.players}p " + ",".join(
            f"{key}={value}" for key, value in game.options.items() if value != _default(game, key)
        )
        print(f"{name:48} {len(views):3} positions  {digest.hexdigest()[:16]}")
        total.update(digest.digest())
    print(f"{'all':48} {'':13}  {total.hexdigest()[:16]}")


def _default(game: Game, option_id: str) -> object:
    return next(spec.default for spec in game.option_specs if spec.id == option_id)


if __name__ == "__main__":
    main()
