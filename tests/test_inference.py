"""Worlds rebuilt from a seat's view: what the seat can infer, simulators that match the deal, and the expert's
reading of the other players' proposals (how likely each world made what they showed)."""

from __future__ import annotations

import random
from functools import partial

import pytest
from support import arrange, cards, play, propose

from parlett_table.ai.expert import ExpertPlayer, mean_and_error
from parlett_table.ai.game_parts import tuned
from parlett_table.ai.inference import ProposalModel, resample
from parlett_table.ai.rollout import playout
from parlett_table.ai.sampling import sample_world
from parlett_table.ai.standard import StandardPlayer
from parlett_table.ai.strategy.tricks import _win_chance, read_table, win_chance, with_trump
from parlett_table.engine import GAMES, Card, Deal, Phase, SeatView, Simulator, create_game
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


# --- the expert reading the others' proposals (ai/inference.py) ----------------------------------------------


def dealt(*hands: str) -> list[int]:
    return [mask_of(cards(hand)) for hand in hands]


def test_a_hamlet_hand_that_would_show_the_card_seen_is_27_times_as_likely() -> None:
    """Seat 1 showed the 7♠.  From one hand the standard player shows it, from another (also holding it) the 10♦."""
    game = create_game("hamlet")
    model = ProposalModel(epsilon=0.3)
    shows = dealt(
        "KS 9H QH KH 7D 8D JD AD 8C QC JK", "7S 8S 9S TS JS AS 7H 8H 9D KD 7C", "QS TH JH AH TD QD 9C TC JC KC AC"
    )
    other = dealt(
        "8S TS 7H TH 7D 9D QD AD 8C 9C TC", "7S QS KS 9H QH TD JD KD 7C JC AC", "9S JS AS 8H JH KH AH 8D QC KC JK"
    )
    seven = int(Card.parse("7S"))
    assert model.policy(game, 2, 1, shows) == seven
    assert model.policy(game, 2, 1, other) == int(Card.parse("TD"))
    # Eleven cards it may show (neither hand holds Polonius): 0.7 + 0.3 / 11 when the policy shows it, 0.3 / 11
    # when not.
    assert model.likelihood(game, 2, 1, shows, seven) == pytest.approx(0.7 + 0.3 / 11)
    assert model.likelihood(game, 2, 1, other, seven) == pytest.approx(0.3 / 11)
    assert model.likelihood(game, 2, 1, other, int(Card.parse("9S"))) == 0.0  # not in that hand


def test_with_longest_suit_proposals_only_the_top_of_the_longest_suit_is_possible() -> None:
    game = create_game("hoodwink", 3, {"trump_selection": "longest"})
    model = ProposalModel(epsilon=0.3)
    hand = dealt("8H TH QH TD 9C QC JS 8C AD 9H TS", "AS KS 9S 8S 7S 7H 8H 9D KD 7C JK", "")
    assert model.likelihood(game, 2, 1, hand, int(Card.parse("AS"))) == 1.0
    assert model.likelihood(game, 2, 1, hand, int(Card.parse("9D"))) == 0.0


def proposals_seen(game_id: str, seed: int) -> SeatView:
    """Seat 0's view at its first card of a deal where everyone showed the standard player's proposal."""
    deal = Deal.start(create_game(game_id), seed)
    standard = StandardPlayer()
    while deal.phase == Phase.PROPOSE or deal.to_move != 0:
        seat = deal.to_move or 0
        deal, _ = deal.apply(standard.decide(deal.view(seat), random.Random(0)).action)
    return deal.view(0)


def agreeing(model: ProposalModel, view: SeatView, world: Simulator) -> bool:
    """Whether both other seats' hands in ``world`` make the standard player show what they showed."""
    assert view.proposals is not None
    return all(
        model.policy(view.game, view.dealer, seat, world.core.dealt) == view.proposals[seat]
        for seat in (1, 2)
    )


@pytest.mark.parametrize("game_id", [game_id for game_id, game in GAMES.items() if game.has_proposals])
def test_the_worlds_searched_are_drawn_by_how_likely_the_proposals_were(game_id: str) -> None:
    model = ProposalModel(epsilon=0.3)
    agree_plain, agree_read = 0, 0
    for seed in range(6):
        view = proposals_seen(game_id, seed)
        hidden = hidden_cards(view)
        rng = random.Random(seed)
        plain = [sample_world(view, rng, hidden) for _ in range(40)]
        read = resample(rng, lambda: sample_world(view, rng, hidden), 40, partial(model.weight, view))  # noqa: B023
        assert read is not None
        agree_plain += sum(agreeing(model, view, world) for world in plain)
        agree_read += sum(agreeing(model, view, world) for world in read)
    # Out of 240 worlds each way: the hard constraints alone rarely give hands that would show what was shown.
    assert agree_read > 4 * max(agree_plain, 5)


def test_resampling_is_the_same_for_the_same_seed() -> None:
    view = proposals_seen("hamlet", 3)
    hidden = hidden_cards(view)
    drawn = []
    for _ in range(2):
        rng = random.Random(8)
        weigh = partial(ProposalModel(0.3).weight, view)
        worlds = resample(rng, lambda: sample_world(view, rng, hidden), 30, weigh)  # noqa: B023
        assert worlds is not None
        drawn.append([world.core.hands for world in worlds])
    assert drawn[0] == drawn[1]


def test_where_the_proposals_tell_nothing_the_search_is_the_one_without_inference() -> None:
    """Neither other seat shows the standard player's card from any hand it may hold: every world weighs the same
    (the walk, which reads the play as well, is left out here)."""
    with tuned("hoodwink", posterior=None):
        deal = Deal.from_hands(
            create_game("hoodwink"),
            [
                cards("8H TH QH TD 9C QC JK 7S 8S AD 7C"),
                cards("KS QS 7D 8C JS 7H 9H 8D 9D JD TC"),
                cards("TS AS KD AC 9S JH KH AH QD JC KC"),
            ],
            dealer=2,
        )
        # Issue 17's Hood, void in spades with seven tricks left (tests/test_endgame_examples.py).
        deal = propose(deal, "8H", "TC", "KC")
        deal = play(deal, "7S", "KS", "TS", "7D", "KD", "AD", "8S", "QS", "AS", "AC", "7C", "8C", "9S")
        view = deal.view(0)
        hidden = hidden_cards(view)
        model = ProposalModel(epsilon=0.3)
        rng = random.Random(1)
        worlds = [sample_world(view, rng, hidden) for _ in range(100)]
        assert len({model.weight(view, world) for world in worlds}) == 1
        assert resample(rng, lambda: sample_world(view, rng, hidden), 10, partial(model.weight, view)) is None
        actions = list(view.legal_actions)
        with_model = ExpertPlayer(sims=60).evaluate(view, actions, random.Random(2))
        assert with_model == ExpertPlayer(sims=60, inference=False).evaluate(view, actions, random.Random(2))


def test_face_down_and_playout_proposals_follow_the_model() -> None:
    """With no noise the model's guesses are the standard player's cards, before and after the seat's own."""
    model = ProposalModel(epsilon=0.0)
    deal = Deal.start(create_game("hamlet"), 12, dealer=2)
    deal, _ = deal.apply(StandardPlayer().decide(deal.view(0), random.Random(0)).action)  # seat 0 shows first
    view = deal.view(1)
    hidden = hidden_cards(view)
    expert = ExpertPlayer(sims=30)
    for k in range(5):
        world = expert.world(view, random.Random(k), hidden, model)
        assert world.core.proposals[0] == model.policy(view.game, view.dealer, 0, world.core.dealt)
        world.apply(view.legal_actions[0])
        playout(world, random.Random(k), propose=model.choose)
        assert world.core.proposals[2] == model.policy(view.game, view.dealer, 2, world.core.dealt)


@pytest.mark.parametrize("game_id", [game_id for game_id, game in GAMES.items() if game.has_proposals])
def test_remembered_opening_chances_are_the_ones_computed(game_id: str) -> None:
    """The standard player's proposal remembers each card's chance by what it depends on: the same numbers."""
    game = create_game(game_id)
    for seed in range(30):
        view = Deal.start(game, seed).view(seed % 3)
        for trump in range(4):
            table = with_trump(read_table(view), trump)
            for card in view.hand:
                assert win_chance(table, card) == _win_chance(table, card)


def test_a_world_drawn_twice_counts_twice_in_the_mean_but_once_as_evidence() -> None:
    values = [1.0, 4.0]
    assert mean_and_error(values, [1.0, 1.0]) == mean_and_error(values)  # equal weights: mean, stdev / sqrt(n)
    assert mean_and_error(values)[1] == pytest.approx(1.5)
    mean, error = mean_and_error(values, [2.0, 1.0])  # the first world drawn twice, solved once
    assert mean == pytest.approx(2.0)
    # sqrt((2 * (1 - 2))^2 + (4 - 2)^2) / 3 * sqrt(2 / 1): more than the 1.0 of three independent worlds 1, 1, 4
    assert error == pytest.approx(8**0.5 / 3 * 2**0.5)
    assert mean_and_error([1.0, 1.0, 4.0])[1] == pytest.approx(1.0)


def test_at_the_table_the_candidates_stop_at_the_deadline() -> None:
    """A deadline already passed leaves two candidates to draw the search's deals from (the clock is not timed)."""
    view = proposals_seen("hamlet", 2)
    hidden = hidden_cards(view)
    rng = random.Random(4)
    drawn: list[Simulator] = []

    def sample() -> Simulator:
        drawn.append(sample_world(view, rng, hidden))
        return drawn[-1]

    worlds = resample(rng, sample, 20, partial(ProposalModel(0.3).weight, view), deadline=0.0)
    assert len(drawn) == 2
    assert worlds is None or (len(worlds) == 20 and all(any(w is d for d in drawn) for w in worlds))
