"""How the expert searches Hoodwink (``ai/tuning.py``; every value measured, docs/strength.md)."""

from __future__ import annotations

from ...ai.marks import MarkScale
from ...ai.tuning import Tuning

TUNING = Tuning(
    # Solved exactly from five tricks left: quick playouts misjudged positions there (issue 17), and a five-trick
    # solve takes about 7 ms (25 ms at worst, measured).
    endgame_tricks=5,
    # Deals drawn by a walk towards everything the others did: on unseen deals it raised the honest share of the
    # cheating expert's margin from 62% to 88% (450 deals, with the walks' lengths below; shorter walks had gained
    # nothing).
    posterior=0.1,
    # Fewer, longer walks, for a standard player dear to replay and an expert that searches from the first trick:
    # more of the hidden cards where they truly are for the same time (``benchmarks/walk_quality.py``).
    walk_lengths=(4, 300, 30),
    # The chance a seat does not show the standard player's card, measured on deals below 1000.
    proposal_epsilon=0.5,
    # The coach's marks: a seat's score in a deal spreads by about 7 points (standard players, 120
    # deals); a blunder gives up about two thirds of that, a mistake a third, an inaccuracy a sixth (docs/coach.md).
    marks=MarkScale(inaccuracy=1.0, mistake=2.5, blunder=5.0),
)
