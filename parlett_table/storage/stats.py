"""The player's statistics, computed from the history.

``load`` adds them up in SQL over the history's summary columns, so a large
history opens at once; ``compute`` does the same in Python over whole rows (the
reference the tests hold ``load`` to).  Rows that cannot be read are left out
of both (``History.unreadable`` counts them).

How things count (the statistics window says the same):
- Practice matches are counted apart and left out of everything else.
- A match is won when the player's total is the only highest; a shared win is counted apart.
- Abandoned matches count in neither the win rate nor the streaks, but their
  finished deals count in the averages, because they were really played.
- A deal is "won" when the player's score for it was the highest (ties included).
"""

from __future__ import annotations

import contextlib
import statistics
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .history import History, StorageError
from .rows import DealRow, MatchRow

ROLE_NAMES = {
    None: "No role",
    "hood": "Hood",
    "partner": "Partner",
    "soloist": "Soloist",
    "hamlet": "Hamlet",
    "courtier": "Courtier",
}


@dataclass(frozen=True)
class RoleStats:
    role: str | None
    deals: int
    average: float
    won: int  # deals in which the player scored the most

    @property
    def name(self) -> str:
        return ROLE_NAMES.get(self.role, (self.role or "").capitalize())


@dataclass(frozen=True)
class Stats:
    """Statistics of one game (``game_id``) or of all of them (None)."""

    game_id: str | None
    finished: int
    won: int
    shared: int
    abandoned: int
    practice: int
    current_streak: int  # matches won in a row, up to the latest finished one
    best_streak: int
    best_match: MatchRow | None  # the finished match with the player's highest total
    deals: int
    average: float | None  # the player's mean score per deal
    roles: tuple[RoleStats, ...]
    deal_scores: tuple[tuple[float, int], ...]  # (time, the player's score), oldest first
    match_results: tuple[tuple[float, int, bool], ...]  # (time, the player's total, won), finished matches
    hints: int

    @property
    def win_rate(self) -> float | None:
        return self.won / self.finished if self.finished else None


def compute(matches: Sequence[MatchRow], deals: Sequence[DealRow], game_id: str | None = None) -> Stats:
    """Statistics from history rows (of one game, or all when ``game_id`` is None)."""
    counted = [m for m in matches if (game_id is None or m.game_id == game_id) and m.human_seat is not None]
    real = [m for m in counted if not m.practice]
    finished = [m for m in real if m.status == "finished"]
    mine = [
        d for d in deals if (game_id is None or d.game_id == game_id) and d.human_seat is not None and not d.practice
    ]
    best = run = 0
    for match in finished:
        run = run + 1 if match.won else 0
        best = max(best, run)
    best_match = max((m for m in finished if m.totals), key=lambda m: (_player_total(m), m.ended or 0), default=None)
    roles: dict[str | None, list[DealRow]] = {}
    for deal in mine:
        roles.setdefault(deal.human_role, []).append(deal)
    role_stats = tuple(
        RoleStats(
            role,
            len(rows),
            statistics.fmean(row.human_score or 0 for row in rows),
            sum(1 for row in rows if (row.human_score or 0) == max(row.scores)),
        )
        for role, rows in sorted(roles.items(), key=lambda item: (-len(item[1]), str(item[0])))
    )
    return Stats(
        game_id=game_id,
        finished=len(finished),
        won=sum(1 for m in finished if m.won),
        shared=sum(1 for m in finished if m.shared),
        abandoned=sum(1 for m in real if m.status == "abandoned"),
        practice=sum(1 for m in counted if m.practice),
        current_streak=run,
        best_streak=best,
        best_match=best_match,
        deals=len(mine),
        average=statistics.fmean(d.human_score or 0 for d in mine) if mine else None,
        roles=role_stats,
        deal_scores=tuple((d.ended, d.human_score or 0) for d in mine),
        match_results=tuple((m.ended or m.started, _player_total(m), m.won) for m in finished),
        hints=sum(d.hints for d in mine),
    )


def _player_total(match: MatchRow) -> int:
    if match.totals is None or match.human_seat is None:
        return 0
    return match.totals[match.human_seat]


def load(history: History, game_id: str | None = None) -> Stats:
    """The same statistics as ``compute``, added up by the database (``StorageError`` if it cannot be read).

    Rows whose summary is not yet written (a match just finished) are summarised first; if
    the history cannot be written just now, they are left out until it can.
    """
    with contextlib.suppress(StorageError):
        history.summarise()
    # The player's matches, of one game or of all; the deals counted are the readable ones of real (not practice)
    # matches, whether or not their match's own row can be read.
    game_is = " AND m.game = ?" if game_id else ""
    mine = "m.human_seat IS NOT NULL AND m.readable = 1" + game_is
    real = mine + " AND m.practice = 0"
    deals_of = (  # matches first (CROSS JOIN keeps that order), then their deals from the covering index
        "FROM matches m CROSS JOIN deals d ON d.match_id = m.id"
        " WHERE m.human_seat IS NOT NULL AND m.practice = 0 AND d.readable = 1" + game_is
    )
    finished_only = real + " AND m.status = 'finished'"
    parameters = (game_id,) if game_id else ()

    def rows(sql: str) -> list[tuple[Any, ...]]:
        return history.query(sql, parameters)

    abandoned, practice = rows(
        "SELECT COUNT(CASE WHEN NOT m.practice AND m.status = 'abandoned' THEN 1 END),"
        f" COUNT(CASE WHEN m.practice THEN 1 END) FROM matches m WHERE {mine}"
    )[0]
    finished = rows(
        "SELECT COALESCE(m.ended, m.started), COALESCE(m.human_total, 0), m.result"
        f" FROM matches m WHERE {finished_only} ORDER BY m.id"
    )
    run, best = _streaks([result for _, _, result in finished])
    best_id = rows(
        f"SELECT m.id FROM matches m WHERE {finished_only} AND m.human_total IS NOT NULL"
        " ORDER BY m.human_total DESC, COALESCE(m.ended, 0) DESC, m.id LIMIT 1"
    )
    roles = rows(
        "SELECT d.human_role, COUNT(*), SUM(d.human_score), SUM(d.human_top), SUM(d.hints)"
        f" {deals_of} GROUP BY d.human_role"
    )
    scores = rows(f"SELECT d.ended, d.human_score {deals_of} ORDER BY d.ended, d.id")
    deals = sum(row[1] for row in roles)
    total = sum(row[2] for row in roles)
    return Stats(
        game_id=game_id,
        finished=len(finished),
        won=sum(1 for _, _, result in finished if result == "won"),
        shared=sum(1 for _, _, result in finished if result == "shared"),
        abandoned=abandoned,
        practice=practice,
        current_streak=run,
        best_streak=best,
        best_match=history.match(best_id[0][0]) if best_id else None,
        deals=deals,
        average=float(total) / deals if deals else None,  # as statistics.fmean divides
        roles=_role_stats(roles),
        deal_scores=tuple(scores),
        match_results=tuple((when, total, result == "won") for when, total, result in finished),
        hints=sum(row[4] for row in roles),
    )


def _streaks(results: Sequence[str | None]) -> tuple[int, int]:
    """(the current run of won matches, the longest) from the results in order."""
    best = run = 0
    for result in results:
        run = run + 1 if result == "won" else 0
        best = max(best, run)
    return run, best


def _role_stats(roles: Sequence[tuple[Any, ...]]) -> tuple[RoleStats, ...]:
    """Rows of (role, deals, score sum, top scores, hints), most played first."""
    return tuple(
        RoleStats(role, count, float(score_sum) / count, top)
        for role, count, score_sum, top, _ in sorted(roles, key=lambda row: (-row[1], str(row[0])))
    )


def reset_scope(history: History) -> tuple[int, int, int]:
    """What resetting would forget: (the player's past matches, their deals), and the matches still being played."""
    past, playing = history.query(
        "SELECT COUNT(CASE WHEN status != 'playing' THEN 1 END), COUNT(CASE WHEN status = 'playing' THEN 1 END)"
        " FROM matches WHERE human_seat IS NOT NULL"
    )[0]
    (deals,) = history.query(
        "SELECT COUNT(*) FROM matches m CROSS JOIN deals d ON d.match_id = m.id"
        " WHERE m.human_seat IS NOT NULL AND m.status != 'playing'"
    )[0]
    return past, deals, playing


def unreadable_text(matches: int, deals: int) -> str:
    """The sentence for rows left out because they cannot be read ("" when there are none)."""
    counts = [f"{count} {word if count == 1 else words}"
              for count, word, words in ((matches, "match", "matches"), (deals, "deal", "deals")) if count]  # fmt: skip
    if not counts:
        return ""
    left_out = "it was" if matches + deals == 1 else "they were"
    return f"{' and '.join(counts)} in your history could not be read, so {left_out} left out of these figures."
