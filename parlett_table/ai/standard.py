"""The standard player: each game's own rule-based strategy (``strategy/<game>.py``)."""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable

from ..engine import SeatView
from .base import Decision

Strategy = Callable[[SeatView, random.Random], Decision]
CardPolicy = Callable[[SeatView], int]


def strategy_for(game_id: str) -> Strategy:
    module = importlib.import_module(f"{__package__}.strategy.{game_id}")
    decide: Strategy = module.decide
    return decide


def card_policy_for(game_id: str) -> CardPolicy:
    """The standard player's card for a view where it plays one, as search replays it: the module's ``choose``
    where it has one (the same card, without the words of its reason), else its decision's card."""
    module = importlib.import_module(f"{__package__}.strategy.{game_id}")
    choose: CardPolicy | None = getattr(module, "choose", None)
    if choose is not None:
        return choose
    decide: Strategy = module.decide
    return lambda view: int(decide(view, random.Random(0)).action.card)  # type: ignore[union-attr]  # a Play


class StandardPlayer:
    level = "standard"

    def __init__(self) -> None:
        self._strategies: dict[str, Strategy] = {}

    def decide(self, view: SeatView, rng: random.Random) -> Decision:
        strategy = self._strategies.get(view.game_id)
        if strategy is None:
            strategy = self._strategies[view.game_id] = strategy_for(view.game_id)
        return strategy(view, rng)
