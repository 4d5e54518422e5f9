"""How the expert searches Who's Who (``ai/tuning.py``; every value measured, docs/strength.md)."""

from __future__ import annotations

from ...ai.tuning import Tuning

TUNING = Tuning(
    # Solved exactly with as many tricks left as a solve takes a few milliseconds for.
    endgame_tricks=4,
)
