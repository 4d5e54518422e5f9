"""Par: the deal played again with the expert in the player's seat, the others as at the table (``ai/par.py``)."""

from __future__ import annotations

import random

import pytest

from parlett_table.ai import make_player
from parlett_table.ai.expert import ExpertPlayer
from parlett_table.ai.par import decision_seed, par
from parlett_table.engine import Deal, create_game

SIMS = 30


def played(game_id: str, players: int, number: int, seat_player: str) -> Deal:
    """A deal as the table plays it: every seat asked with the table's seed; ``seat_player`` in seat 0."""
    deal = Deal.start(create_game(game_id, players), number)
    others = make_player("standard")
    mine = ExpertPlayer(sims=SIMS) if seat_player == "expert" else make_player(seat_player)
    while not deal.is_over:
        seat = deal.to_move or 0
        rng = random.Random(decision_seed(number, seat, len(deal.actions)))
        deal, _ = deal.apply((mine if seat == 0 else others).decide(deal.view(seat), rng).action)
    return deal


@pytest.mark.parametrize(("game_id", "players"), [("hoodwink", 3), ("crescendo", 4), ("whoswho", 3)])
def test_a_seat_played_as_the_expert_plays_is_its_own_par(game_id: str, players: int) -> None:
    deal = played(game_id, players, 41, "expert")
    found = par(deal, 0, [None] + ["standard"] * (players - 1), 41, SIMS)
    assert found is not None and found.same_play
    assert found.score == found.played == deal.outcome().scores[0]
    assert found.scores == deal.outcome().scores


def test_par_is_the_same_every_time_and_says_where_the_play_parted() -> None:
    deal = played("crescendo", 3, 7, "random")
    levels = [None, "standard", "standard"]
    first, again = par(deal, 0, levels, 7, SIMS), par(deal, 0, levels, 7, SIMS)
    assert first == again and first is not None
    assert first.played == deal.outcome().scores[0]
    assert first.diverged_at is not None and deal.actions[first.diverged_at].seat == 0
    assert 0 <= (first.diverged_trick or 0) <= len(deal.tricks)


def test_par_stops_when_told() -> None:
    deal = played("hoodwink", 3, 3, "beginner")
    assert par(deal, 0, [None, "standard", "standard"], 3, SIMS, stop=lambda: True) is None
