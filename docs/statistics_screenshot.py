"""Make docs/statistics.png: the statistics window over a history of quick computer-played matches.

    QT_QPA_PLATFORM=offscreen python docs/statistics_screenshot.py [--out docs/statistics.png]
        [--size 1000x720] [--matches 40] [--empty]

The player's seat is played by the beginner against random players, so the
figures look like a real player's; match dates are spread over the last few
weeks by giving the history a made-up clock.  ``--empty`` shoots the empty state.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from pathlib import Path
from types import SimpleNamespace
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PARLETT_TABLE_HOME", tempfile.mkdtemp(prefix="parlett-stats-"))

from PySide6.QtWidgets import QApplication

from parlett_table.ai import make_player
from parlett_table.ai.arena import play_deal
from parlett_table.engine import GAMES, Match, Seat, create_game
from parlett_table.storage import history as history_module
from parlett_table.storage.history import History
from parlett_table.storage.stats import StatsQuery
from parlett_table.ui.stats.stats_window import StatsDialog

NAMES = ("Ada", "Ben", "Cleo", "Dov")


def fill_history(history: History, matches: int, seed: int = 8) -> None:
    """Record ``matches`` matches across the games, about one a day up to now, with a few abandoned or practice."""
    rng = random.Random(seed)
    clock = SimpleNamespace(now=time.time() - matches * 86_400.0)
    # The history stamps rows with time.time(); a made-up clock spreads the matches over weeks.
    with mock.patch.object(history_module, "time", SimpleNamespace(time=lambda: clock.now)):
        for _ in range(matches):
            game = create_game(rng.choice(list(GAMES)))
            seats = [Seat("You", "human")]
            seats += [Seat(NAMES[k], "random") for k in range(game.players - 1)]
            players = [make_player("beginner")] + [make_player("random") for _ in range(game.players - 1)]
            practice = rng.random() < 0.06
            abandon_after = rng.randint(1, 3) if rng.random() < 0.08 else None
            first_seed = rng.randrange(1, 100_000)
            match_id = history.begin_match(game, seats, first_seed, practice)
            match = Match.start(game, first_seed)
            while True:
                clock.now += rng.uniform(90, 240)  # a deal takes a few minutes
                deal = play_deal(game, match.deal_number, match.current.dealer, players)
                match = Match(game, match.first_seed, match.deals[:-1] + (deal,))
                history.record_deal(match_id, len(match.deals), deal, hints=int(rng.random() < 0.12))
                if match.is_over or (abandon_after is not None and len(match.deals) >= abandon_after):
                    break
                match = match.next_deal()
            if match.is_over:
                history.end_match(match_id, match.totals, match.winners)
            clock.now += rng.uniform(0.3, 1.5) * 86_400.0
        history.abandon_unfinished()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent / "statistics.png")
    parser.add_argument("--size", default="1000x720")
    parser.add_argument("--matches", type=int, default=40)
    parser.add_argument("--game", default=None, help="show one game's figures (its id)")
    parser.add_argument("--empty", action="store_true")
    args = parser.parse_args()
    width, height = (int(part) for part in args.size.split("x"))
    app = QApplication.instance() or QApplication([])
    history = History(Path(tempfile.mkdtemp(prefix="parlett-stats-")) / "history.sqlite3")
    if not args.empty:
        fill_history(history, args.matches)
    dialog = StatsDialog(StatsQuery(history))
    if args.game:
        dialog.select_game(args.game)
    dialog.resize(width, height)
    dialog.show()
    app.processEvents()
    dialog.grab().save(str(args.out))
    dialog.close()
    history.close()
    print(args.out)


if __name__ == "__main__":
    main()
