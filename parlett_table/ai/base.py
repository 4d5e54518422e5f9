"""What every computer player is: a function of a seat's view and an injected random generator."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Protocol

from ..engine import Action, SeatView


@dataclass(frozen=True)
class Decision:
    """An action and, in a few words a player can follow, why."""

    action: Action
    reason: str


class Player(Protocol):
    """A computer player.  It sees only ``view``; all its randomness comes from ``rng``."""

    level: str

    def decide(self, view: SeatView, rng: random.Random) -> Decision: ...


class RandomPlayer:
    """A uniformly random legal player: the baseline every level must beat."""

    level = "random"

    def decide(self, view: SeatView, rng: random.Random) -> Decision:
        actions = view.legal_actions
        if not actions:
            raise ValueError(f"seat {view.seat} has nothing to decide")
        return Decision(actions[int(rng.random() * len(actions))], "Chosen at random.")
