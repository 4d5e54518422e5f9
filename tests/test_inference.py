"""Worlds rebuilt from a seat's view: what the seat can infer, and simulators that match the deal."""

from __future__ import annotations

import random

import pytest
from support import arrange, cards, play, propose

from parlett_table.engine import Deal, Simulator, create_game
from parlett_table.engine.cards import ALL_SUITS_MASK, mask_of
from parlett_table.engine.inference import hidden_cards

CONFIGS = [
    ("hoodwink", 3, {}),
    ("hoodwink", 3, {"partner_talk": True}),
    ("hoodwink", 3, {"trump_selection": "longest"}),
    ("crescendo", 2, {}),
    ("crescendo", 5, {}),
    ("whoswho", 3, {}),
    ("hamlet", 3, {}),
]


@pytest.mark.parametrize(("game_id", "players", "options"), CONFIGS)
def test_the_true_hands_always_satisfy_the_inferences(game_id: str, players: int, options: dict[str, object]) -> None:
    rng = random.Random(3)
    for seed in range(25):
        deal = Deal.start(create_game(game_id, players, options), seed)
        while not deal.is_over:
            for seat in range(players):
                view = deal.view(seat)
                hidden = hidden_cards(view)
                held = 0
                for other in range(players):
                    if other == seat:
                        continue
                    hand = mask_of(deal.hand(other))
                    held |= hand
                    assert hand.bit_count() == hidden.sizes[other]
                    assert hand & hidden.known[other] == hidden.known[other]
                    assert hand & hidden.excluded[other] == 0, (seat, other)
                assert held | mask_of(deal.undealt) == hidden.unseen
                assert hidden.undealt == len(deal.undealt)
            actions = deal.legal_actions()
            deal, _ = deal.apply(actions[int(rng.random() * len(actions))])


@pytest.mark.parametrize(("game_id", "players", "options"), CONFIGS)
def test_a_simulator_from_the_true_hands_plays_like_the_deal(
    game_id: str, players: int, options: dict[str, object]
) -> None:
    """Rebuilt from any seat's view with the real hands, the world scores what the deal scores."""
    rng = random.Random(4)
    for seed in range(20):
        deal = Deal.start(create_game(game_id, players, options), seed)
        steps = 0
        while not deal.is_over:
            actions = deal.legal_actions()
            deal, _ = deal.apply(actions[int(rng.random() * len(actions))])
            steps += 1
            if steps % 7:
                continue
            view = deal.view(steps % players)
            hands = [mask_of(deal.hand(seat)) for seat in range(players)]
            world = Simulator.from_view(view, hands, mask_of(deal.undealt))
            if deal.phase.name == "PROPOSE":  # hidden proposals are guesses: put the true ones in
                for seat, card in enumerate(deal.proposals):
                    if card is not None:
                        world.core.proposals[seat] = card
            assert world.legal_actions() == deal.legal_actions()
            ahead = deal
            for action in deal.legal_actions()[:1]:
                ahead, _ = ahead.apply(action)
                world.apply(action)
            while not ahead.is_over:
                action = ahead.legal_actions()[0]
                ahead, _ = ahead.apply(action)
                world.apply(action)
            assert world.is_over and world.points() == list(ahead.outcome().scores)


def test_failing_to_follow_shows_a_void() -> None:
    deal = arrange("crescendo", {0: "7C", 1: "AH KH QH JH TH 9H 8H 7H 6H AD KD QD"}, dealer=2)
    deal = play(deal, "7C", "AH")
    hidden = hidden_cards(deal.view(2))
    clubs = mask_of(cards("AC KC QC JC TC 9C 8C 7C 6C"))
    assert hidden.excluded[1] == clubs and hidden.excluded[0] == 0


def test_a_hoodwink_joker_shown_on_a_trump_lead_counts_as_following() -> None:
    deal = arrange("hoodwink", {0: "AH 9S", 1: "7H JK 9C", 2: "QH 8S"}, dealer=2)
    deal = propose(deal, "AH", "7H", "QH")  # hearts trump
    deal = play(deal, "AH", "JK")
    assert hidden_cards(deal.view(2)).excluded[1] == 0


def test_a_whoswho_joker_lead_shows_a_hand_of_jokers() -> None:
    game = create_game("whoswho")
    jokers = cards("JK1 JK2")
    assert game.lead_excludes(jokers[0]) == ALL_SUITS_MASK == game.lead_excludes(jokers[1])
    assert game.lead_excludes(cards("9S")[0]) == 0


def test_shown_proposals_are_known_until_played_and_longest_shows_the_top_card() -> None:
    game = create_game("hoodwink", 3, {"trump_selection": "longest"})
    deal = arrange(game, {0: "QS 9S 8S 7S", 1: "AH KH QH 7H", 2: "AD KD QD JD"}, dealer=2, fill_seed=1)
    deal = propose(deal, *(str(a.card) for a in [deal.legal_actions()[0]]))
    deal = propose(deal, str(deal.legal_actions()[0].card))  # type: ignore[union-attr]
    deal = propose(deal, str(deal.legal_actions()[0].card))  # type: ignore[union-attr]
    hidden = hidden_cards(deal.view(1))
    shown = deal.proposals[0]
    assert shown is not None and hidden.known[0] == 1 << shown
    higher = [c for c in cards("AS KS QS JS TS 9S 8S") if c > shown]
    assert all(hidden.excluded[0] >> c & 1 for c in higher)
