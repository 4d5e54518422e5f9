"""The standard player: each game's own rule-based strategy (its kit's ``strategy`` part)."""

from __future__ import annotations

import random

from ..engine import SeatView
from .base import Decision
from .game_parts import CardPolicy, Strategy
from .game_parts import card_policy as card_policy_for
from .game_parts import strategy as strategy_for


class StandardPlayer:
    level = "standard"

    def __init__(self) -> None:
        self._strategies: dict[str, Strategy] = {}

    def decide(self, view: SeatView, rng: random.Random) -> Decision:
        strategy = self._strategies.get(view.game_id)
        if strategy is None:
            strategy = self._strategies[view.game_id] = strategy_for(view.game_id)
        return strategy(view, rng)


__all__ = ["CardPolicy", "StandardPlayer", "Strategy", "card_policy_for", "strategy_for"]
