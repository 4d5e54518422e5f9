"""A large game history for the benchmark, written quickly: real matches from the engine, rows inserted directly.

Playing 50,000 deals one by one through ``History`` would take minutes (a
committed, synced transaction per deal), so a pool of real matches is played
once by computer players and stored over and over, a few hours apart, in one
transaction.  Only the columns of the first schema are written, and the coach's
verdict on four deals in five (version 3): opening the history afterwards fills
in the rest, as it does for a history written by an older version, so
Statistics reads these rows as it reads a player's.
"""

from __future__ import annotations

import itertools
import json
import random
import sqlite3
import time
from pathlib import Path

from ..ai import make_player
from ..ai.arena import play_deal
from ..engine import Match, create_game, deal_to_record
from ..storage.history import History

POOL = (("hoodwink", 3), ("crescendo", 3), ("crescendo", 4), ("whoswho", 3), ("hamlet", 3))
NAMES = ("Ada", "Ben", "Cleo", "Dov")


def played_matches(per_game: int, seed: int) -> list[Match]:
    """``per_game`` whole matches of each game in ``POOL``, the player's seat played by the beginner."""
    matches = []
    for game_id, players in POOL:
        game = create_game(game_id, players)
        for k in range(per_game):
            seats = [make_player("beginner")] + [make_player("random") for _ in range(players - 1)]
            match = Match.start(game, seed + 1000 * k)
            while True:
                deal = play_deal(game, match.deal_number, match.current.dealer, seats)
                match = Match(game, match.first_seed, match.deals[:-1] + (deal,))
                if match.is_over:
                    break
                match = match.next_deal()
            matches.append(match)
    return matches


def deal_columns(match: Match) -> list[tuple[int | None, str, str, str, str]]:
    """Each deal's seed and JSON columns (record, roles, tricks won, scores), as ``History.record_deal`` writes them."""
    columns = []
    for deal in match.deals:
        outcome = deal.outcome()
        columns.append((deal.seed, json.dumps(deal_to_record(deal)), json.dumps(list(outcome.roles)),
                        json.dumps(list(outcome.tricks_won)), json.dumps(list(outcome.scores))))  # fmt: skip
    return columns


def verdict(rng: random.Random) -> tuple[float | None, ...]:
    """The coach's verdict as ``History.record_verdict`` writes it, on four deals in five (the rest not looked at)."""
    if rng.random() < 0.2:
        return (None,) * 7
    lost = [round(rng.expovariate(1.0), 1) if rng.random() < 0.4 else 0.0 for _ in range(3)]
    return (round(100 * 0.5 ** (sum(lost) / 4), 1), *lost, rng.randrange(3), rng.randrange(2), int(rng.random() < 0.1))


def fill_history(path: Path, deals: int, seed: int = 16, per_game: int = 8) -> int:
    """Write about ``deals`` finished deals into the history at ``path`` (made if missing); how many were written.

    One match in 16 is practice and one in 12 abandoned part way; the rest are finished.  A
    match starts every three hours and a deal ends every five minutes, the last one now.
    """
    History(path).close()  # the schema, at this version
    rng = random.Random(seed)
    pool = played_matches(per_game, seed)
    rng.shuffle(pool)
    columns = {id(match): deal_columns(match) for match in pool}
    clock, written = 0.0, 0
    db = sqlite3.connect(path)
    with db:
        for match in itertools.cycle(pool):
            if written >= deals:
                break
            game = match.game
            seats = [{"name": "You", "player": "human"}]
            seats += [{"name": NAMES[k], "player": "random"} for k in range(game.players - 1)]
            practice = rng.random() < 1 / 16
            played = len(match.deals)
            if rng.random() < 1 / 12 and played > 1:
                played = rng.randrange(1, played)
            finished = played == len(match.deals)
            cursor = db.execute(
                "INSERT INTO matches (game, players, options, seats, human_seat, practice, first_seed, started,"
                " status) VALUES (?, ?, ?, ?, 0, ?, ?, ?, 'playing')",
                (game.id, game.players, json.dumps(dict(game.options)), json.dumps(seats), int(practice),
                 match.first_seed, clock),
            )  # fmt: skip
            match_id = cursor.lastrowid
            for number, (deal_seed, record, roles, tricks_won, scores) in enumerate(columns[id(match)][:played], 1):
                clock += 300.0
                db.execute(
                    "INSERT INTO deals (match_id, number, seed, record, roles, tricks_won, scores, hints, ended,"
                    " human_accuracy, lost_proposals, lost_given, lost_play, inaccuracies, mistakes, blunders)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (match_id, number, deal_seed, record, roles, tricks_won, scores, int(rng.random() < 0.1), clock,
                     *verdict(rng)),
                )
                written += 1
            kept = Match(game, match.first_seed, match.deals[:played])
            db.execute(
                "UPDATE matches SET status = ?, ended = ?, totals = ?, winners = ? WHERE id = ?",
                ("finished" if finished else "abandoned", clock, json.dumps(list(kept.totals)),
                 json.dumps(list(match.winners)) if finished else None, match_id),
            )  # fmt: skip
            clock += 3 * 3600.0
        shift = time.time() - (clock - 3 * 3600.0)  # the last deal ended now
        db.execute("UPDATE matches SET started = started + ?, ended = ended + ?", (shift, shift))
        db.execute("UPDATE deals SET ended = ended + ?", (shift,))
    db.close()
    History(path).close()  # what opening does to a history of this size, done now rather than when measuring
    return written
