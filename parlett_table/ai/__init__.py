"""Computer players: standard library only, on top of the engine's seat views."""

from __future__ import annotations

from .base import Decision, Player, RandomPlayer
from .beginner import BeginnerPlayer

LEVELS = ("random", "beginner", "standard", "expert")


def make_player(level: str, sims: int | None = None, time_limit: float | None = None) -> Player:
    """A computer player of this level; ``sims`` is the expert's budget of simulations per decision and
    ``time_limit`` its wall-clock cap in seconds (None: the budget alone decides, the same on any machine)."""
    if level == "random":
        return RandomPlayer()
    if level == "beginner":
        return BeginnerPlayer()
    if level == "standard":
        from .standard import StandardPlayer

        return StandardPlayer()
    if level == "expert":
        from .expert import ExpertPlayer

        return ExpertPlayer(time_limit=time_limit) if sims is None else ExpertPlayer(sims=sims, time_limit=time_limit)
    raise ValueError(f"unknown level {level!r} (levels: {', '.join(LEVELS)})")


__all__ = ["LEVELS", "BeginnerPlayer", "Decision", "Player", "RandomPlayer", "make_player"]
