"""What every computer player is: a function of a seat's view and an injected random generator."""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from ..engine import Action, SeatView
from ..engine.language import translate


def name_of(seat: int) -> str:
    """Where a player's name goes in a reason: computer players know seats, the table knows names."""
    return f"{{player{seat}}}"


def fill_names(words: str, names: Sequence[str]) -> str:
    """``words`` with each player's slot (``name_of``) filled with their name."""
    return words.format_map({f"player{seat}": name for seat, name in enumerate(names)})


@dataclass(frozen=True)
class Decision:
    """An action and, in a few words a player can follow, why; and, where a search found it, how (``detail``: the
    statistics, for a player who asks).

    ``reason`` and ``detail`` may hold slots for other players' names (``name_of``); ``words`` fills them in.
    """

    action: Action
    reason: str
    detail: str = ""

    def words(self, names: Sequence[str]) -> str:
        """The reason as the player reads it, every other player called by name."""
        return fill_names(self.reason, names)

    def details(self, names: Sequence[str]) -> str:
        """How the choice was worked out, as the player reads it ("" when the reason is all there is)."""
        return fill_names(self.detail, names)


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
        return Decision(actions[int(rng.random() * len(actions))], translate("Players", "Chosen at random."))
