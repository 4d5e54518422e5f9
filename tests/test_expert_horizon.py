"""Where the expert searches: in five-player Crescendo only the exact endgame's last three tricks."""

from __future__ import annotations

import random

import pytest

from parlett_table.ai.evidence import Searched
from parlett_table.ai.expert import ExpertPlayer, endgame_tricks, search_horizon
from parlett_table.ai.knowledge import tricks_left
from parlett_table.ai.standard import StandardPlayer
from parlett_table.engine import Deal, SeatView, create_game


def view_with_tricks_left(players: int, left: int, seed: int) -> SeatView:
    """The first position with ``left`` tricks to go and a real choice, in a deal played by standard players."""
    deal = Deal.start(create_game("crescendo", players), seed)
    standard = StandardPlayer()
    while not deal.is_over:
        view = deal.view(deal.to_move or 0)
        if tricks_left(view) == left and len(view.legal_actions) > 1:
            return view
        deal, _ = deal.apply(standard.decide(view, random.Random(seed)).action)
    raise AssertionError(f"deal {seed} never had a choice with {left} tricks left")


def test_five_player_crescendo_searches_only_the_exact_endgame() -> None:
    view = view_with_tricks_left(5, 4, seed=3)
    assert search_horizon(view) == endgame_tricks(view) == 3
    assert search_horizon(view_with_tricks_left(4, 4, seed=3)) == 4  # fewer players: as before


def test_with_four_tricks_left_of_five_players_the_expert_plays_the_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    searched = []
    monkeypatch.setattr(
        ExpertPlayer, "searched", lambda self, view, actions, *rest: searched.append(view) or Searched([], [], [])
    )
    for seed in range(1, 6):
        view = view_with_tricks_left(5, 4, seed)
        chosen = ExpertPlayer().decide(view, random.Random(seed)).action
        assert chosen == StandardPlayer().decide(view, random.Random(seed)).action
    assert searched == []
    ExpertPlayer().decide(view_with_tricks_left(5, 3, seed=1), random.Random(1))
    assert len(searched) == 1  # three tricks left: it searches
