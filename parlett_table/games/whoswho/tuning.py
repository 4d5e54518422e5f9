"""How the expert searches Who's Who (``ai/tuning.py``; every value measured, docs/strength.md)."""

from __future__ import annotations

from ...ai.marks import MarkScale
from ...ai.tuning import Tuning

TUNING = Tuning(
    # Solved exactly with as many tricks left as a solve takes a few milliseconds for.
    endgame_tricks=4,
    # The coach's marks: a seat's score in a deal spreads by about 8 points (standard players, 120
    # deals); a blunder gives up about two thirds of that, a mistake a third, an inaccuracy a sixth (docs/coach.md).
    marks=MarkScale(inaccuracy=1.0, mistake=2.5, blunder=5.0),
)
