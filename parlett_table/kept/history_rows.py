"""What the history hands out, as plain values: its rows, the player's statistics, and the query the statistics
window asks (``storage.stats.StatsQuery`` is the program's).

No storage and no Qt here, so the window can show these without reaching into ``storage``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ..engine import MatchDocument, Seat
from ..engine.language import translate


class StorageError(Exception):
    """The history or the save could not be written or read; the message is a sentence for the player.

    ``cause`` names what it is about (the history cannot be written, the save cannot be written…), so a
    sitting tells each cause once whatever the error's own text was; the sentence itself by default.
    """

    def __init__(self, message: str, cause: str | None = None) -> None:
        super().__init__(message)
        self.cause = cause or str(message)


@dataclass(frozen=True)
class MatchRow:
    id: int
    game_id: str  # the database column is ``game``
    players: int
    options: dict[str, Any]
    seats: tuple[Seat, ...]
    human_seat: int | None
    practice: bool
    first_seed: int
    started: float
    ended: float | None
    status: str
    totals: list[int] | None
    winners: list[int] | None

    @property
    def won(self) -> bool:
        return self.status == "finished" and self.human_seat is not None and self.winners == [self.human_seat]

    @property
    def shared(self) -> bool:
        return (
            self.status == "finished"
            and self.human_seat is not None
            and self.winners is not None
            and len(self.winners) > 1
            and self.human_seat in self.winners
        )


@dataclass(frozen=True)
class DealRow:
    match_id: int
    number: int
    game_id: str  # the database column is ``game``
    seed: int | None
    roles: list[str | None]
    tricks_won: list[int]
    scores: list[int]
    hints: int
    ended: float
    human_seat: int | None
    practice: bool

    @property
    def human_role(self) -> str | None:
        return None if self.human_seat is None else self.roles[self.human_seat]

    @property
    def human_score(self) -> int | None:
        return None if self.human_seat is None else self.scores[self.human_seat]


@dataclass(frozen=True)
class DealVerdict:
    """The coach's verdict on the player's play of one deal, as the history keeps it (docs/coach.md)."""

    accuracy: float  # 0 to 100
    lost: tuple[float, float, float]  # clear points lost in proposals, in tricks given, in card play
    marks: tuple[int, int, int]  # the inaccuracies, mistakes and blunders


@dataclass(frozen=True)
class RoleStats:
    role: str | None
    deals: int
    average: float
    won: int  # deals in which the player scored the most


@dataclass(frozen=True)
class AccuracyStats:
    """The coach's verdicts on the player's counted deals, those it looked at (docs/coach.md)."""

    deals: int = 0  # deals with an accuracy
    unrated: int = 0  # counted deals without one (played before the coach kept its verdict, or not looked at)
    mean: float | None = None
    trend: tuple[float, ...] = ()  # each deal's accuracy, oldest first
    roles: tuple[tuple[str | None, int, float], ...] = ()  # (role, deals, mean accuracy), most played first
    lost: tuple[tuple[str, float], ...] = ()  # mean clear points lost per deal, by kind ("proposal", "give", "play")


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
    accuracy: AccuracyStats = AccuracyStats()  # the counts alone (``StatisticsQuery.accuracy`` has the rest)

    @property
    def win_rate(self) -> float | None:
        return self.won / self.finished if self.finished else None


def compute(matches: Sequence[MatchRow], deals: Sequence[DealRow], game_id: str | None = None) -> Stats:
    """Statistics from history rows (of one game, or all when ``game_id`` is None)."""
    import statistics  # with decimal and fractions: 9 ms of the start-up, for a window opened later
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
        accuracy=AccuracyStats(unrated=len(mine)),  # the rows here have no verdicts: ``load`` reads them
    )


def _player_total(match: MatchRow) -> int:
    if match.totals is None or match.human_seat is None:
        return 0
    return match.totals[match.human_seat]


def unreadable_text(matches: int, deals: int) -> str:
    """The sentence for rows left out because they cannot be read ("" when there are none)."""
    counts = []
    if matches:
        counts.append(translate("Storage", "%n matches", None, matches))
    if deals:
        counts.append(translate("Storage", "%n deals", None, deals))
    if not counts:
        return ""
    what = counts[0] if len(counts) == 1 else translate("Storage", "{matches} and {deals}").format(
        matches=counts[0], deals=counts[1]
    )
    return translate(
        "Storage", "Some of your history could not be read, so it is left out of these figures: {what}."
    ).format(what=what)


class MatchList(Protocol):
    """The player's matches, newest first, each read when first asked for (None: it cannot be read)."""

    def __len__(self) -> int: ...
    def __getitem__(self, index: int) -> MatchRow | None: ...
    def id(self, index: int) -> int: ...


class NoMatches:
    """An empty ``MatchList``: before the history is read, or when it cannot be."""

    def __len__(self) -> int:
        return 0

    def __getitem__(self, index: int) -> MatchRow | None:
        raise IndexError(index)

    def id(self, index: int) -> int:
        raise IndexError(index)


class StatisticsQuery(Protocol):
    """What the statistics window asks of the history; every question may raise ``StorageError``."""

    def add_latest(self) -> None:
        """Summarise rows written since the last look (a match just ended)."""

    def unreadable_note(self) -> str:
        """The sentence about rows left out because they cannot be read ("" when there are none)."""

    def figures(self, game_id: str | None) -> tuple[Stats, MatchList, bool]:
        """One game's statistics (all games: None), its matches, and whether there is anything to forget."""

    def accuracy(self, game_id: str | None) -> AccuracyStats:
        """The coach's verdicts on one game's counted deals (all games: None), asked for when they are shown."""

    def match_document(self, match_id: int) -> MatchDocument: ...

    def reset_scope(self) -> tuple[int, int, int]:
        """What resetting would forget: past matches, their deals, and the matches still being played."""

    def reset(self) -> None: ...
