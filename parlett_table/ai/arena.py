"""Computer players playing whole deals against each other: the ground every measurement stands on."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine import Deal, Game
from .base import Player


def seat_rng(seed: int, seat: int, label: str) -> random.Random:
    """Each seat's own generator, fixed by the deal and the seat (string seeds hash alike everywhere)."""
    return random.Random(f"{seed}/{seat}/{label}")


def play_deal(game: Game, seed: int, dealer: int, players: Sequence[Player]) -> Deal:
    """Deal number ``seed`` played to the end, each seat deciding from its own view only."""
    deal = Deal.start(game, seed, dealer)
    rngs = [seat_rng(seed, seat, player.level) for seat, player in enumerate(players)]
    while not deal.is_over:
        seat = deal.to_move
        assert seat is not None
        decision = players[seat].decide(deal.view(seat), rngs[seat])
        deal, _ = deal.apply(decision.action)
    return deal
