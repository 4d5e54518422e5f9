"""Tournaments: computer players on the same seeded deals, every player in every seat.

Each deal is replayed once per rotation of the seats, so luck of the cards
falls on every player alike.  A player's result for a deal is its mean over
the rotations; means and differences come with 95% confidence intervals
over the deals (paired, since all players meet the same deals).
"""

from __future__ import annotations

import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine import Game, SeatView
from .arena import play_deal
from .base import Decision, Player

# Two-sided 95% quantiles of Student's t for small samples; 1.96 beyond.
T95 = {1: 12.71, 2: 4.30, 3: 3.18, 4: 2.78, 5: 2.57, 6: 2.45, 7: 2.36, 8: 2.31, 9: 2.26, 10: 2.23,
       12: 2.18, 15: 2.13, 20: 2.09, 25: 2.06, 30: 2.04, 40: 2.02, 60: 2.00, 120: 1.98}  # fmt: skip


def t95(df: int) -> float:
    for limit in sorted(T95):
        if df <= limit:
            return T95[limit]
    return 1.96


@dataclass(frozen=True)
class Estimate:
    mean: float
    half_width: float  # the 95% interval is mean ± half_width

    @property
    def low(self) -> float:
        return self.mean - self.half_width

    @property
    def high(self) -> float:
        return self.mean + self.half_width

    def __str__(self) -> str:
        return f"{self.mean:+.2f} ± {self.half_width:.2f}"


def estimate(samples: Sequence[float]) -> Estimate:
    if len(samples) < 2:
        return Estimate(samples[0] if samples else math.nan, math.inf)
    return Estimate(statistics.fmean(samples), t95(len(samples) - 1) * statistics.stdev(samples) / len(samples) ** 0.5)


@dataclass(frozen=True)
class TournamentResult:
    names: tuple[str, ...]  # one per player, in the order given
    per_deal: tuple[tuple[float, ...], ...]  # per_deal[player][deal]: mean over rotations

    def mean(self, player: int) -> Estimate:
        return estimate(self.per_deal[player])

    def difference(self, a: int, b: int) -> Estimate:
        return estimate([x - y for x, y in zip(self.per_deal[a], self.per_deal[b], strict=True)])

    def to_json(self) -> dict[str, object]:
        players = [
            {"player": name, "mean": self.mean(p).mean, "ci95": [self.mean(p).low, self.mean(p).high]}
            for p, name in enumerate(self.names)
        ]
        pairs = [
            {"a": self.names[a], "b": self.names[b], "difference": self.difference(a, b).mean,
             "ci95": [self.difference(a, b).low, self.difference(a, b).high]}
            for a in range(len(self.names)) for b in range(a + 1, len(self.names))
        ]  # fmt: skip
        return {"deals": len(self.per_deal[0]), "players": players, "differences": pairs}

    def table(self) -> str:
        deals = len(self.per_deal[0])
        lines = [f"{deals} deals, each played {len(self.names)} times with the seats rotated", ""]
        lines.append(f"{'player':16} {'mean score per deal':>22}   95% interval")
        for p, name in enumerate(self.names):
            m = self.mean(p)
            lines.append(f"{name:16} {m.mean:>22.2f}   [{m.low:.2f}, {m.high:.2f}]")
        lines += ["", f"{'difference':34} {'mean':>8}   95% interval"]
        for a in range(len(self.names)):
            for b in range(a + 1, len(self.names)):
                d = self.difference(a, b)
                verdict = "  (excludes 0)" if d.low > 0 or d.high < 0 else ""
                label = f"{self.names[a]} - {self.names[b]}"
                lines.append(f"{label:34} {d.mean:>+8.2f}   [{d.low:+.2f}, {d.high:+.2f}]{verdict}")
        return "\n".join(lines)


class TimedPlayer:
    """A player whose decisions are timed, to count how often a wall-clock cap cut its search short."""

    def __init__(self, player: Player) -> None:
        self.player = player
        self.level = player.level
        self.seconds: list[float] = []

    def decide(self, view: SeatView, rng: random.Random) -> Decision:
        start = time.perf_counter()
        decision = self.player.decide(view, rng)
        self.seconds.append(time.perf_counter() - start)
        return decision

    def cap_line(self, limit: float) -> str:
        """``expert: 412 of 3,210 decisions (12.8%) reached the 0.25 s cap``."""
        over = sum(1 for s in self.seconds if s >= limit)
        share = 100 * over / len(self.seconds) if self.seconds else 0.0
        return f"{self.level}: {over:,} of {len(self.seconds):,} decisions ({share:.1f}%) reached the {limit:g} s cap"


def player_names(levels: Sequence[str]) -> tuple[str, ...]:
    """``expert, standard, standard`` gives ``expert, standard#1, standard#2``."""
    names = []
    for i, level in enumerate(levels):
        names.append(f"{level}#{i}" if levels.count(level) > 1 else level)
    return tuple(names)


def run_tournament(
    game: Game,
    players: Sequence[Player],
    deals: int,
    seed: int,
    progress: Callable[[int, int], None] | None = None,
) -> TournamentResult:
    """Deals ``seed`` .. ``seed + deals - 1``, each played once per rotation of the seats."""
    n = game.players
    if len(players) != n:
        raise ValueError(f"{len(players)} players for a {n}-player game")
    per_deal: list[list[float]] = [[] for _ in players]
    for k in range(deals):
        deal_seed = seed + k
        totals = [0.0] * n
        for rotation in range(n):
            seats = [players[(seat - rotation) % n] for seat in range(n)]  # player p sits at (p + rotation) % n
            scores = play_deal(game, deal_seed, k % n, seats).outcome().scores
            for p in range(n):
                totals[p] += scores[(p + rotation) % n]
        for p in range(n):
            per_deal[p].append(totals[p] / n)
        if progress:
            progress(k + 1, deals)
    return TournamentResult(player_names([player.level for player in players]), tuple(map(tuple, per_deal)))


def stderr_progress() -> Callable[[int, int], None]:
    """Progress on standard error, at most twice a second."""
    start = time.perf_counter()
    shown = [0.0]

    def report(done: int, total: int) -> None:
        now = time.perf_counter()
        if now - shown[0] >= 0.5 or done == total:
            shown[0] = now
            eta = (now - start) / done * (total - done)
            print(f"\r{done}/{total} deals, {eta:.0f} s to go ", end="" if done < total else "\n", file=sys.stderr)

    return report
