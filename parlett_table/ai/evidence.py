"""What a search's worlds are evidence of, counted honestly; and the seed a position is searched with.

A search draws worlds (``expert.py``): with inference, one deal may be drawn many times (a walk that did not move,
a candidate resampled twice).  Each draw counts in the *mean* (the draws are the weights the reading gives the
deal), but a deal drawn twice is one observation of how the unseen cards lie, not two: its rows are averaged
into one value before the noise is estimated, and every count a reason quotes is of distinct deals.  Where the
hidden cards can lie only one way, the deals do not differ and the playouts (each with its own luck) are the
observations instead.

The search compares one action with several: choosing the best of ``k`` and testing only it would find a
winner by luck far more often than the test's own level says.  ``threshold`` raises the number of standard errors
asked for: the one-sided level of ``base`` standard errors, Šidák-corrected for ``k`` comparisons, then widened
for the few observations the standard error rests on (Student's t, by its Cornish-Fisher expansion).

``position_rng``: the expert's generator for a decision, derived from the position alone (what the seat can see),
so the coach, looking at that position again, searches the very same worlds with the same luck and names the
card the expert plays.  No Qt.
"""

from __future__ import annotations

import math
import random
import statistics
from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from statistics import NormalDist

from ..engine import SeatView, Simulator

_NORMAL = NormalDist()
SURE_DRAWS = 4  # draws, all of one deal, from which the reading is taken to be sure of it


@dataclass(frozen=True)
class Searched:
    """A search's result: per row (a world searched) each action's utility, how many draws the row stands for,
    and which deal it was (rows of one deal share a key)."""

    rows: list[list[float]]
    weights: list[float]
    keys: list[Hashable]
    known: bool = False  # the hidden cards lie one way: each row is an observation of its own (its luck)

    def compare(self, better: int, worse: int) -> Compared:
        """Action ``better`` against ``worse``, deal by deal."""
        return compare([row[better] - row[worse] for row in self.rows], self.weights, self.keys, self.known)

    def choices(self) -> int:
        """How many different plays the search told apart (actions that play alike share their values)."""
        return len({tuple(row[i] for row in self.rows) for i in range(len(self.rows[0]))}) if self.rows else 0


@dataclass(frozen=True)
class Compared:
    """A paired comparison over distinct deals: the mean gain (draws weighted), its standard error, and in how
    many of the ``deals`` the gain was above and below zero."""

    mean: float
    error: float
    deals: int
    ahead: int
    behind: int


def deal_key(world: Simulator) -> Hashable:
    """A world's deal: where every hidden card lies now (and the proposals guessed for the others)."""
    core = world.core
    return (tuple(core.hands), core.undealt, tuple(core.proposals))


def compare(
    gains: Sequence[float], weights: Sequence[float], keys: Sequence[Hashable], known: bool = False
) -> Compared:
    """The gains row by row collapsed to one value per distinct deal (its rows' weighted mean, weighted by the
    draws of its rows), then their weighted mean and standard error (``mean_and_error``).  One deal alone, its
    rows agreeing (solved exactly), is certain where it is the only way the cards lie (``known``) or where the
    reading drew it every time of at least ``SURE_DRAWS`` (from walks started apart: the reading is sure of
    it); otherwise nothing is known of the noise."""
    totals: dict[Hashable, list[float]] = {}
    for gain, weight, key in zip(gains, weights, keys, strict=True):
        total = totals.setdefault(key, [0.0, 0.0])
        total[0] += weight
        total[1] += weight * gain
    draws = [weight for weight, _ in totals.values()]
    values = [summed / weight for weight, summed in totals.values()]
    if not values:
        return Compared(0.0, math.inf, 0, 0, 0)
    mean, error = mean_and_error(values, draws)
    if len(values) < 2:
        agree = all(abs(gain - values[0]) < 1e-9 for gain in gains)
        error = 0.0 if agree and (known or sum(weights) >= SURE_DRAWS) else math.inf
    ahead = sum(1 for value in values if value > 1e-9)
    behind = sum(1 for value in values if value < -1e-9)
    return Compared(mean, error, len(values), ahead, behind)


def mean_and_error(values: Sequence[float], weights: Sequence[float] | None = None) -> tuple[float, float]:
    """The (weighted) mean of ``values`` and its standard error; with equal weights, the usual ones.

    Each value is one observation whatever its weight: the error of a weighted mean,
    sqrt(sum w^2 (x - mean)^2) / sum w, scaled so that equal weights give stdev / sqrt(n).
    """
    n = len(values)
    if weights is None or all(weight == weights[0] for weight in weights):
        return statistics.fmean(values), statistics.stdev(values) / n**0.5 if n > 1 else math.inf
    total = sum(weights)
    mean = sum(w * x for w, x in zip(weights, values, strict=True)) / total
    if n < 2:
        return mean, math.inf
    spread = sum((w * (x - mean)) ** 2 for w, x in zip(weights, values, strict=True)) ** 0.5 / total
    return mean, spread * (n / (n - 1)) ** 0.5


def threshold(base: float, comparisons: int, observations: int) -> float:
    """Standard errors a gain must exceed: the one-sided level of ``base`` (for one comparison, many observations)
    Šidák-corrected for ``comparisons`` and taken from Student's t with ``observations - 1`` degrees of freedom."""
    alpha = 1.0 - _NORMAL.cdf(base)
    each = 1.0 - (1.0 - alpha) ** (1.0 / max(1, comparisons))
    z = _NORMAL.inv_cdf(1.0 - each)
    df = observations - 1
    if df < 1:
        return math.inf
    return z + (z**3 + z) / (4 * df) + (5 * z**5 + 16 * z**3 + 3 * z) / (96 * df**2)


def position_key(view: SeatView) -> str:
    """Everything the seat sees at this decision, as text: the same position always gives the same key."""
    tricks = tuple((trick.leader, tuple(map(int, trick.cards)), trick.taker) for trick in view.tricks)
    parts = (
        view.game_id, view.players, sorted(view.options.items()), view.seat, view.dealer, str(view.phase),
        view.to_move, tuple(map(int, view.hand)), view.hand_sizes, _number(view.own_proposal),
        _numbers(view.proposals), _number(view.trump), view.aim, view.roles, view.leader,
        tuple(map(int, view.current_trick)), tricks, view.tricks_won, tuple(map(str, view.talk)), view.asked,
        view.undealt_count, tuple(map(str, view.legal_actions)),
    )  # fmt: skip
    return repr(parts)


def position_rng(view: SeatView, purpose: str) -> random.Random:
    """The expert's generator for ``purpose`` (``search``, ``advice``) at this position: a function of the position
    alone, shared by the expert at the table and the coach that looks at the decision again."""
    return random.Random(f"expert/{purpose}/{position_key(view)}")


def _number(value: int | None) -> int | None:
    return None if value is None else int(value)


def _numbers(values: Sequence[int] | None) -> tuple[int, ...] | None:
    return None if values is None else tuple(map(int, values))
