"""The shared trick reading of Hoodwink and Hamlet: the shortcuts search relies on give the plain answers."""

from __future__ import annotations

import random

import pytest

from parlett_table.ai.standard import StandardPlayer, card_policy_for
from parlett_table.ai.strategy.tricks import beating_cards, holding_chances, read_table
from parlett_table.engine import GAMES, Deal, Phase, SeatView, create_game
from parlett_table.engine.cards import iter_bits
from parlett_table.engine.inference import HiddenCards, hidden_cards


def views_of_standard_deals(game_id: str, deals: int) -> list[SeatView]:
    game = create_game(game_id)
    views = []
    for number in range(deals):
        deal, rng, player = Deal.start(game, 3000 + number), random.Random(number), StandardPlayer()
        while not deal.is_over:
            view = deal.view(deal.to_move or 0)
            views.append(view)
            deal, _ = deal.apply(player.decide(view, rng).action)
    return views


def holding_chances_card_by_card(hidden: HiddenCards) -> list[dict[int, float]]:
    """The chances as first written: each card shared among the seats with room that may hold it."""
    seats = range(len(hidden.sizes))
    free = [hidden.sizes[s] - hidden.known[s].bit_count() for s in seats]
    holds: list[dict[int, float]] = [{} for _ in seats]
    for card in iter_bits(hidden.unseen):
        owner = next((s for s in seats if hidden.known[s] >> card & 1), None)
        if owner is not None:
            holds[owner][card] = 1.0
            continue
        candidates = [s for s in seats if free[s] > 0 and not hidden.excluded[s] >> card & 1]
        total = sum(free[s] for s in candidates)
        for seat in candidates:
            holds[seat][card] = free[seat] / total
    return holds


@pytest.mark.parametrize("game_id", [game_id for game_id, game in GAMES.items() if game.has_proposals])
def test_holding_chances_by_groups_are_the_card_by_card_ones(game_id: str) -> None:
    views = views_of_standard_deals(game_id, 12)
    assert any(hidden_cards(view).known[view.seat - 1] for view in views)  # proposals known and voids shown
    for view in views:
        hidden = hidden_cards(view)
        assert list(holding_chances(hidden)) == holding_chances_card_by_card(hidden)


@pytest.mark.parametrize("game_id", [game_id for game_id, game in GAMES.items() if game.has_proposals])
def test_beating_cards_from_the_remembered_masks_are_the_cards_that_take_the_trick(game_id: str) -> None:
    for view in views_of_standard_deals(game_id, 6):
        if view.phase is not Phase.PLAY or not view.current_trick:
            continue
        table = read_table(view)
        cards = list(view.current_trick)
        winner = view.game.trick_winner(cards, view.leader, table.trump)[0]
        best = cards[(winner - view.leader) % view.players]
        trick = [cards[0]] if best == cards[0] else [cards[0], best]
        expected = [u for u in table.unseen if view.game.trick_winner([*trick, u], 0, table.trump)[0] == len(trick)]
        assert list(beating_cards(table, cards, view.leader)) == expected


@pytest.mark.parametrize("game_id", [game_id for game_id, game in GAMES.items() if game.has_proposals])
def test_the_card_search_replays_is_the_standard_players_card(game_id: str) -> None:
    choose, player = card_policy_for(game_id), StandardPlayer()
    plays = [view for view in views_of_standard_deals(game_id, 10) if view.phase is Phase.PLAY]
    assert len(plays) > 200
    for view in plays:
        decision = player.decide(view, random.Random(0))
        assert choose(view) == decision.action.card  # type: ignore[union-attr]  # a Play
