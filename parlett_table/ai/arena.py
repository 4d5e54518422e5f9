"""Computer players playing whole deals against each other: the ground every measurement stands on."""

from __future__ import annotations

import random
from collections.abc import Sequence

from ..engine import Core, Deal, Game, Phase
from ..engine.view import make_view
from .base import Player
from .standard import StandardPlayer, card_policy_for


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


def finish_by_standard(game: Game, core: Core) -> list[int]:
    """The deal in ``core`` played to its end by standard players, every seat seeing only its own view: the
    points.  Cards come by the standard player's ``choose``, as search replays them; other actions (proposals
    still to come) by its decision."""
    standard = StandardPlayer()
    choose = card_policy_for(game.id)
    while core.phase != Phase.DONE:
        view = make_view(game, core, core.to_move)
        if core.phase == Phase.PLAY:
            core.play(int(choose(view)))
        else:
            core.do(standard.decide(view, random.Random(0)).action)
    return game.points(core)
