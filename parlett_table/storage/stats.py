"""The player's statistics, computed from the history.

How things count (the statistics window says the same):
- Practice matches are counted apart and left out of everything else.
- A match is won when the player's total is the only highest; a shared win is counted apart.
- Abandoned matches count in neither the win rate nor the streaks, but their
  finished deals count in the averages, because they were really played.
- A deal is "won" when the player's score for it was the highest (ties included).
"""

from __future__ import annotations

import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from .history import DealRow, MatchRow

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
    """Statistics of one game (``game``) or of all of them (None)."""

    game: str | None
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


def compute(matches: Sequence[MatchRow], deals: Sequence[DealRow], game: str | None = None) -> Stats:
    """Statistics from history rows (of one game, or all when ``game`` is None)."""
    counted = [m for m in matches if (game is None or m.game == game) and m.human_seat is not None]
    real = [m for m in counted if not m.practice]
    finished = [m for m in real if m.status == "finished"]
    mine = [d for d in deals if (game is None or d.game == game) and d.human_seat is not None and not d.practice]
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
        game=game,
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
