"""Hints for the human's seat: what the expert would do, and why, in a sentence."""

from __future__ import annotations

import random

from ..engine import SeatView
from .base import Decision
from .expert import ExpertPlayer

HINT_SIMS = 800


def suggest(view: SeatView, seed: int = 0, sims: int = HINT_SIMS, time_limit: float | None = None) -> Decision:
    """The expert's choice for ``view`` with one short reason ("Play low: your partner is already winning")."""
    if not view.legal_actions:
        raise ValueError("there is nothing to decide now")
    return ExpertPlayer(sims=sims, time_limit=time_limit).decide(view, random.Random(seed))
