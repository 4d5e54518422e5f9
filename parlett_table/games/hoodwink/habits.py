"""Hoodwink's habit in the quick playouts (``ai/rollout.py``): whether a seat wants the current trick."""

from __future__ import annotations

from ...engine import Core


def motive(core: Core, seat: int) -> bool:
    won, roles = core.won, core.roles
    if roles[seat] == "partner":
        partner = next(s for s in range(3) if s != seat and roles[s] == "partner")
        return won[seat] < won[partner]  # catch up with the other partner, never pull ahead
    if roles[seat] == "hood":
        partners = [won[s] for s in range(3) if s != seat]
        # Level partners are unbalanced by letting one of them take the trick; otherwise take one
        # only to make my count odd.
        return partners[0] != partners[1] and won[seat] % 2 == 0
    return True
