"""The expert: determinized Monte Carlo search over deals consistent with its view.

For each decision it samples worlds (hidden hands the seat cannot tell from
the real ones), tries every candidate action in each world, plays the rest of
the deal out quickly, and keeps the action with the best average result.  The
same worlds serve every candidate, so the comparison is fair.  The budget is a
number of simulations, so a seed gives the same decision on any machine; a
wall-clock cap can stop early at the table.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from ..engine import Action, Answer, Ask, Estimate, SeatView
from ..engine.inference import hidden_cards
from .base import Decision
from .sampling import sample_world
from .standard import StandardPlayer

DEFAULT_SIMS = 600
TALK = (Estimate, Answer)


def utility(points: Sequence[int], seat: int) -> float:
    """What a seat plays for: its own score against the others' average (the match goes to the highest total)."""
    others = (sum(points) - points[seat]) / (len(points) - 1)
    return points[seat] - others


class ExpertPlayer:
    level = "expert"

    def __init__(self, sims: int = DEFAULT_SIMS, time_limit: float | None = None) -> None:
        self.sims = sims
        self.time_limit = time_limit
        self.standard = StandardPlayer()

    def decide(self, view: SeatView, rng: random.Random) -> Decision:
        actions = list(view.legal_actions)
        if not actions:
            raise ValueError(f"seat {view.seat} has nothing to decide")
        if any(isinstance(action, TALK) for action in actions):
            return self.standard.decide(view, rng)  # words, not cards: the rule-based partner speaks
        if any(isinstance(action, Ask) for action in actions):
            advice = self.standard.decide(view, rng)
            if isinstance(advice.action, Ask):
                return advice
            actions = [action for action in actions if not isinstance(action, Ask)]
        if len(actions) == 1:
            return Decision(actions[0], "It is your only choice.")
        values = self.evaluate(view, actions, rng)
        ranked = sorted(range(len(actions)), key=lambda i: -values[i])
        best = actions[ranked[0]]
        return Decision(best, self.reason(view, best, values[ranked[0]] - values[ranked[1]], rng))

    def evaluate(self, view: SeatView, actions: list[Action], rng: random.Random) -> list[float]:
        """Each action's average utility over sampled worlds (simulations split evenly among actions)."""
        worlds = max(2, self.sims // len(actions))
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        hidden = hidden_cards(view)
        totals = [0.0] * len(actions)
        seat = view.seat
        for done in range(worlds):
            world = sample_world(view, rng, hidden)
            for i, action in enumerate(actions):
                sim = world.copy()
                sim.apply(action)
                totals[i] += utility(sim.random_playout(rng), seat)
            if deadline is not None and done >= 1 and time.perf_counter() > deadline:
                worlds = done + 1
                break
        return [total / worlds for total in totals]

    def reason(self, view: SeatView, best: Action, margin: float, rng: random.Random) -> str:
        """The rule-based player's words when it agrees; otherwise what the search found."""
        advice = self.standard.decide(view, random.Random(0))
        if advice.action == best:
            return advice.reason
        if margin < 0.05:
            return "All your choices look about equal here; this one is as good as any."
        return f"Playing on from here in many possible deals, this does best: about {margin:.1f} points ahead."
