"""The analysis of a deal as ``parlett-table analyse`` prints it: JSON, or a short table to read."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Deal
from .analysis import ReviewedDecision, action_key
from .base import fill_names


def seat_names(players: int) -> list[str]:
    """How a reason names the other seats outside the table: by number."""
    return [f"seat {seat}" for seat in range(players)]


def analysis_json(looked: Sequence[ReviewedDecision], players: int) -> list[dict[str, object]]:
    """Per decision: ``action_index``, ``chosen``, ``best`` (the expert's card there), ``search_best`` (the search's
    highest value, which may differ), ``values``, ``cost``, ``error``, ``shown``, ``reason``,
    ``principle`` (why ``best`` is the usual play, when it is the standard player's choice; else "") and
    ``hindsight``: each action's points with every hand known, for a decision shown (else null)."""
    names = seat_names(players)
    return [
        {
            "action_index": item.action_index,
            "chosen": action_key(item.chosen),
            "best": action_key(item.best),
            "search_best": action_key(item.search_best if item.search_best is not None else item.best),
            "values": {
                action_key(action): round(value, 3) for action, value in zip(item.actions, item.values, strict=True)
            },
            "cost": round(item.cost, 3),
            "error": round(item.error, 3),
            "shown": item.clear,
            "reason": item.words(names),
            "principle": fill_names(item.principle, names),
            "hindsight": None if item.hindsight is None else {
                action_key(action): round(value, 3) for action, value in zip(item.actions, item.hindsight, strict=True)
            },
        }
        for item in looked
    ]


def analysis_table(deal: Deal, seat: int, looked: Sequence[ReviewedDecision]) -> str:
    """A line per decision (costs clear of the noise marked with ``!``), then the reasons of the marked ones."""
    lines = [f"{deal.game.name}, seat {seat}: {len(looked)} decisions looked at again"]
    lines.append(f"{'action':>6}  {'tricks left':>11}  {'chosen':<6}  {'best':<6}  {'cost':>12}")
    for item in looked:
        cost = f"{item.cost:.1f} ± {item.error:.1f}"
        mark = "  !" if item.clear else ""
        lines.append(
            f"{item.action_index:>6}  {item.tricks_left:>11}  {action_key(item.chosen):<6}  "
            f"{action_key(item.best):<6}  {cost:>12}{mark}"
        )
    names = seat_names(deal.players)
    shown = [item for item in looked if item.clear]
    if not shown:
        lines.append("Played well: no decision cost points clear of the search's noise.")
    for item in shown:
        lines.append(f"action {item.action_index}: {item.words(names)}")
        if item.principle:
            lines.append(f"  the usual play, and why: {fill_names(item.principle, names)}")
        if item.hindsight_cost is not None:
            lines.append(f"  with every hand known (hindsight), the best action scores {item.hindsight_cost:+.1f}")
    return "\n".join(lines)
