"""Sampled worlds agree with everything the seat has seen."""

from __future__ import annotations

import random

import pytest

from parlett_table.ai.sampling import sample_world
from parlett_table.engine import Deal, create_game
from parlett_table.engine.cards import mask_of
from parlett_table.engine.inference import hidden_cards


@pytest.mark.parametrize(
    ("game_id", "players", "options"),
    [("hoodwink", 3, {}), ("hoodwink", 3, {"trump_selection": "longest"}), ("crescendo", 5, {}),
     ("crescendo", 2, {}), ("whoswho", 3, {"deck": 54}), ("hamlet", 3, {})],
)  # fmt: skip
def test_sampled_worlds_respect_the_view(game_id: str, players: int, options: dict[str, object]) -> None:
    rng = random.Random(9)
    for seed in range(12):
        deal = Deal.start(create_game(game_id, players, options), seed)
        while not deal.is_over:
            seat = deal.to_move
            assert seat is not None
            view = deal.view(seat)
            hidden = hidden_cards(view)
            world = sample_world(view, rng, hidden)
            core = world.core
            assert core.hands[seat] == mask_of(deal.hand(seat))
            assert world.legal_actions() == deal.legal_actions()
            everything = core.undealt
            for other in range(players):
                assert core.hands[other].bit_count() == len(deal.hand(other))
                assert core.hands[other] & hidden.known[other] == hidden.known[other]
                if other != seat:
                    assert core.hands[other] & hidden.excluded[other] == 0
                everything |= core.hands[other]
            assert everything | mask_of(view.played) == deal.game.pack_mask
            copy = world.copy()
            copy.random_playout(rng)
            assert copy.is_over
            actions = deal.legal_actions()
            deal, _ = deal.apply(actions[int(rng.random() * len(actions))])


def test_the_same_generator_samples_the_same_world() -> None:
    deal = Deal.start(create_game("whoswho"), 77)
    view = deal.view(deal.to_move or 0)
    first = sample_world(view, random.Random(5)).core.hands
    assert sample_world(view, random.Random(5)).core.hands == first
