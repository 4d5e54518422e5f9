"""How the expert searches Hamlet (``ai/tuning.py``; every value measured, docs/strength.md)."""

from __future__ import annotations

from ...ai.marks import MarkScale
from ...ai.tuning import Tuning

TUNING = Tuning(
    # Solved exactly with as many tricks left as a solve takes a few milliseconds for.
    endgame_tricks=4,
    # Deals drawn by a walk towards everything the others did: on unseen deals it raised the honest share of the
    # cheating expert's margin from 52% to 69% (600 deals, with the walks' lengths below).
    posterior=0.1,
    # Fewer, longer walks, for a standard player dear to replay and an expert that searches from the first trick:
    # more of the hidden cards where they truly are for the same time (``benchmarks/walk_quality.py``).
    walk_lengths=(4, 300, 30),
    # Proposals valued by the model learned from deals played out (``proposal_values.py``) rather than by quick
    # playouts; one deal searched that way counts for 3 simulations (mostly the standard player's proposals for the
    # two other hands).  Over 60 positions the playouts' choice was worth about 10 points less than the best, the
    # model's about 3 ("Learning what a proposal is worth").
    learned_proposals=3,
    # The chance a seat does not show the standard player's card, measured on deals below 1000.
    proposal_epsilon=0.3,
    # The coach's marks: a seat's score in a deal spreads by about 38 points (standard players, 120
    # deals); a blunder gives up about two thirds of that, a mistake a third, an inaccuracy a sixth (docs/coach.md).
    marks=MarkScale(inaccuracy=5.0, mistake=12.0, blunder=25.0),
)
