"""Hamlet's habit in the quick playouts (``ai/rollout.py``): whether a seat wants the current trick."""

from __future__ import annotations

from ...engine import Core


def motive(core: Core, seat: int) -> bool:
    won = core.won
    others = sorted(won[s] for s in range(3) if s != seat)
    if core.aim == "be":
        return won[seat] < others[1]  # climb to the middle, not beyond
    return won[seat] >= others[1]  # not to be: stay at an extreme
