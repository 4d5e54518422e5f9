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
from collections.abc import Sequence
from typing import Any

from ..engine import MatchDocument
from ..kept.history_rows import AccuracyStats, RoleStats, Stats, StorageError, compute, unreadable_text
from .history import History
from .rows import LazyMatches

# compute and unreadable_text moved to history_rows (no storage in them); still found here.
__all__ = ["AccuracyStats", "RoleStats", "Stats", "StatsQuery", "compute", "load", "load_accuracy", "reset_scope",
           "unreadable_text"]


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
    roles = rows(  # with the deals the coach's verdict was kept for (the rest of it: ``load_accuracy``)
        "SELECT d.human_role, COUNT(*), SUM(d.human_score), SUM(d.human_top), SUM(d.hints), COUNT(d.human_accuracy)"
        f" {deals_of} GROUP BY d.human_role"
    )
    scores = rows(f"SELECT d.ended, d.human_score {deals_of} ORDER BY d.ended, d.id")
    deals, total = sum(row[1] for row in roles), sum(row[2] for row in roles)
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
        accuracy=AccuracyStats(rated := sum(row[5] for row in roles), deals - rated),  # the counts alone
    )


# The kinds of decision, in the order of their columns (``play/coach_report.py``'s ``KIND_WORDS``).
LOST_KINDS = ("proposal", "give", "play")


def load_accuracy(history: History, game_id: str | None = None) -> AccuracyStats:
    """The coach's verdicts on the deals ``load`` counts, those it looked at: asked for when the window turns to
    them, so a long history's Statistics opens as fast as without them."""
    game_is = " AND m.game = ?" if game_id else ""
    parameters = (game_id,) if game_id else ()
    counted = (
        "FROM matches m CROSS JOIN deals d ON d.match_id = m.id WHERE m.human_seat IS NOT NULL AND m.practice = 0"
        " AND d.readable = 1" + game_is
    )
    (deals,) = history.query(f"SELECT COUNT(*) {counted}", parameters)[0]
    coached = counted + " AND d.human_accuracy IS NOT NULL"
    roles = history.query(
        "SELECT d.human_role, COUNT(*), SUM(d.human_accuracy), SUM(d.lost_proposals), SUM(d.lost_given),"
        f" SUM(d.lost_play) {coached} GROUP BY d.human_role", parameters
    )  # fmt: skip
    rated = int(sum(row[1] for row in roles))
    if not rated:
        return AccuracyStats(unrated=deals)
    trend = history.query(f"SELECT d.human_accuracy {coached} ORDER BY d.ended, d.id", parameters)

    def mean(column: int) -> float:
        return float(sum(row[column] or 0.0 for row in roles)) / rated

    return AccuracyStats(
        deals=rated,
        unrated=deals - rated,
        mean=mean(2),
        trend=tuple(value for (value,) in trend),
        roles=tuple((role if isinstance(role, str) else None, count, float(total) / count)
                    for role, count, total, *_ in sorted(roles, key=lambda row: (-row[1], str(row[0])))),
        lost=tuple((kind, mean(column)) for column, kind in enumerate(LOST_KINDS, start=3)),
    )  # fmt: skip


def _streaks(results: Sequence[str | None]) -> tuple[int, int]:
    """(the current run of won matches, the longest) from the results in order."""
    best = run = 0
    for result in results:
        run = run + 1 if result == "won" else 0
        best = max(best, run)
    return run, best


def _role_stats(roles: Sequence[tuple[Any, ...]]) -> tuple[RoleStats, ...]:
    """Rows of (role, deals, score sum, top scores, hints, …), most played first."""
    return tuple(
        RoleStats(role if role is None or isinstance(role, str) else None, count, float(score_sum) / count, top)
        for role, count, score_sum, top, *_ in sorted(roles, key=lambda row: (-row[1], str(row[0])))
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


class StatsQuery:
    """The statistics window's questions, answered from ``history`` (``history_rows.StatisticsQuery``)."""

    def __init__(self, history: History) -> None:
        self.history = history

    def add_latest(self) -> None:
        self.history.summarise()

    def unreadable_note(self) -> str:
        return unreadable_text(*self.history.unreadable())

    def figures(self, game_id: str | None) -> tuple[Stats, LazyMatches, bool]:
        return load(self.history, game_id), self.history.player_matches(game_id), self.history.has_player_matches()

    def accuracy(self, game_id: str | None) -> AccuracyStats:
        return load_accuracy(self.history, game_id)

    def match_document(self, match_id: int) -> MatchDocument:
        return self.history.match_document(match_id)

    def reset_scope(self) -> tuple[int, int, int]:
        return reset_scope(self.history)

    def reset(self) -> None:
        self.history.reset()
