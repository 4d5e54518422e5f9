"""Crescendo's habit in the quick playouts (``ai/rollout.py``): whether a seat wants the current trick."""

from __future__ import annotations

from ...engine import Core


def motive(core: Core, seat: int) -> bool:
    """A trick worth at least the average of what is left."""
    values: tuple[int, ...] = core.game.trick_values  # type: ignore[attr-defined]
    number = len(core.tricks)
    rest = values[number:]
    return values[number] * len(rest) >= sum(rest)  # worth at least the average of what is left
