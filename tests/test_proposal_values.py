"""The learned values of Hamlet's proposals: the features, the trees as the program reads them, the shipped model,
and the expert's search at the proposals using them."""

from __future__ import annotations

import logging
import math
import random
from pathlib import Path

import pytest
from support import cards
from test_equivalence import the_rest

from parlett_table.ai import make_player
from parlett_table.ai.arena import finish_by_standard, play_deal
from parlett_table.ai.expert import ExpertPlayer
from parlett_table.ai.game_parts import tuning
from parlett_table.ai.hindsight import Hindsight
from parlett_table.ai.inference import ProposalModel
from parlett_table.ai.sampling import sample_world
from parlett_table.engine import Deal, Propose, create_game
from parlett_table.games.hamlet import proposal_values
from parlett_table.games.hamlet.proposal_values import FEATURES, Trees, features, models, settlement_value
from parlett_table.games.hamlet.rules import is_court
from parlett_table.games.hamlet.rules import shown_kind as kind

HAND = "7S 8S JS QS AS 9H KH 7D TD 7C JK"


def mask(text: str) -> int:
    return sum(1 << int(card) for card in cards(text))


def test_the_features_of_a_hand_under_a_trump() -> None:
    x = dict(zip(FEATURES, features(mask(HAND), 0, 1, True, False, 2, 1), strict=True))
    assert [x[f"trump {rank} held"] for rank in "789TJQKA"] == [1, 1, 0, 0, 1, 1, 0, 1]
    assert (x["trumps held"], x["trumps held, squared"], x["four trumps or more"], x["five trumps or more"]) == (
        5, 25, 1, 1)  # fmt: skip
    # hearts 9 K, diamonds 7 T, clubs 7
    assert [x[f"plain suits with the {rank}"] for rank in "789TJQKA"] == [2, 0, 1, 1, 0, 0, 1, 0]
    assert (x["plain voids"], x["plain singletons"], x["plain doubletons"], x["plain suits of four or more"]) == (
        0, 1, 2, 0)  # fmt: skip
    assert (x["Polonius held"], x["dealer"], x["first to lead"]) == (1, 0, 1)
    assert (x["showed a trump"], x["others who showed a trump"], x["showed a court card"]) == (1, 2, 0)
    assert x["others who showed a court card"] == 1
    hearts = dict(zip(FEATURES, features(mask(HAND), 1, 0, False, True, 0, 0), strict=True))
    assert (hearts["trumps held"], hearts["plain voids"], hearts["dealer"], hearts["Polonius held"]) == (2, 0, 1, 1)


def test_what_a_card_shown_settles_by() -> None:
    assert [is_court(card) for card in cards("JS QH KD AC TS 7C")] == [True, True, True, False, False, False]
    assert [kind(card) for card in cards("QH 8C")] == [(1, True), (3, False)]


def test_the_trees_are_read_as_fitted() -> None:
    # one tree: x[0] <= 0.5 ? (x[1] <= 2 ? 1 : 2) : 3, and a stump adding 10 when x[1] > 4
    trees = Trees(0.5, [
        [[0, 1, -1, -1, -1], [0.5, 2.0, 0, 0, 0], [1, 3, 0, 0, 0], [2, 4, 0, 0, 0], [0, 0, 3.0, 1.0, 2.0]],
        [[1, -1, -1], [4.0, 0, 0], [1, 0, 0], [2, 0, 0], [0, 0.0, 10.0]],
    ])  # fmt: skip
    assert [trees.predict(x) for x in ([0, 1], [0, 3], [1, 0], [1, 5], [0, 2])] == [1.5, 2.5, 3.5, 13.5, 1.5]


def test_the_shipped_model_reads_its_features_and_values_hands_as_a_player_would() -> None:
    assert set(models()) == {"be", "not-be"}
    low, hand, without_polonius = mask("7S 8S 7H 8H 9H 7D 8D 9D 7C 8C 9C"), mask(HAND), mask(HAND.replace("JK", "8H"))
    be, not_be = ((0, True), (0, True), (2, False)), ((0, False), (0, False), (2, False))  # spades trump either way
    values = {(name, aim): settlement_value(cards, 1, 0, shown)
              for name, cards in (("low", low), ("hand", hand), ("without", without_polonius))
              for aim, shown in (("be", be), ("not-be", not_be))}  # fmt: skip
    assert all(math.isfinite(value) for value in values.values())
    # Nothing but Sevens, Eights and Nines can take no trick at all: ten times ten for a courtier when the aim is
    # not to be, and little use when it is to be.
    assert values["low", "not-be"] > values["low", "be"] + 40
    # Polonius takes a trick whenever his holder leads him and is a safe discard otherwise: worth having.
    assert values["hand", "be"] > values["without", "be"]
    assert values["hand", "not-be"] > values["without", "not-be"]


def test_the_expert_values_each_proposal_by_the_model_in_each_deal_it_searches() -> None:
    game = create_game("hamlet")
    others = the_rest(game, HAND)
    deal = Deal.from_hands(game, [others[:11], cards(HAND), others[11:]], dealer=2)
    deal, _ = deal.apply(Propose(0, others[0]))  # seat 0 shows first, face down; seat 1 is next
    view = deal.view(1)
    proposals = list(view.legal_actions)
    world = sample_world(view, random.Random(5))
    world.core.proposals[0] = int(cards("KC")[0])  # what the deal searched holds face down for seat 0
    draws = random.Random(7)
    row = ExpertPlayer.learned_row(view, world, proposals, ProposalModel(0.3), draws)
    third = ProposalModel(0.3).choose(world.core, 2, random.Random(7).random)  # seat 2's, by the model
    for proposal, value in zip(proposals, row, strict=True):
        assert isinstance(proposal, Propose)
        shown = ((3, True), kind(proposal.card), kind(third))
        assert value == settlement_value(world.core.dealt[1], 2, 1, shown)


def test_the_expert_searches_the_proposals_by_the_model_and_still_plays_alike_for_a_seed() -> None:
    game = create_game("hamlet")
    for seed in range(9000, 9006):
        view = Deal.start(game, seed, seed % 3).view((seed % 3 + 1) % 3)
        actions = list(view.legal_actions)
        rows, weights = ExpertPlayer(sims=600).search(view, actions, random.Random(seed))
        assert len(rows) == 600 // (tuning("hamlet").learned_proposals or 0) and weights == [1.0] * len(rows)
        first = ExpertPlayer(sims=600).decide(view, random.Random(seed)).action
        assert ExpertPlayer(sims=600).decide(view, random.Random(seed)).action == first


def test_hindsight_plays_the_true_deal_out_at_the_proposals() -> None:
    """The coach's hindsight says how each proposal would have fared in the cards as they lay: it plays them out,
    where the learned values would read none of them."""
    deal = Deal.start(create_game("hamlet"), 9000, 0)
    view = deal.view(deal.to_move or 0)
    assert ExpertPlayer().learns_proposals(view)
    assert not Hindsight(deal, sims=150).learns_proposals(view)


def test_a_damaged_model_file_is_reported_and_the_expert_plays_the_proposals_out(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    damaged = tmp_path / "hamlet_proposals.json"
    damaged.write_text('{"features": ["constant"], "mod', encoding="utf-8")
    monkeypatch.setattr(proposal_values, "MODEL_FILE", damaged)
    models.cache_clear()
    try:
        view = Deal.start(create_game("hamlet"), 9000, 0).view(1)
        with caplog.at_level(logging.WARNING, logger="parlett_table"):
            assert not ExpertPlayer().learns_proposals(view)
            assert isinstance(ExpertPlayer(sims=60).decide(view, random.Random(1)).action, Propose)
        (message,) = [record.getMessage() for record in caplog.records]  # once, however often it was asked
        assert message.startswith(f"Hamlet's proposal values could not be read from {damaged} (")
        assert message.endswith("): the expert plays them out")
        damaged.write_text('{"features": ["another"], "models": {}}', encoding="utf-8")
        models.cache_clear()
        assert models() is None and "fitted to other features" in caplog.records[-1].getMessage()
    finally:
        models.cache_clear()


@pytest.mark.parametrize(("game_id", "players"), [("hamlet", 3), ("hoodwink", 3), ("crescendo", 4), ("whoswho", 3)])
def test_a_deal_finished_by_standard_players_scores_as_if_they_had_played_it(game_id: str, players: int) -> None:
    """``finish_by_standard``, which the proposal model's deals and its benchmark replay, plays what standard
    players at a table would: the same points for whole deals."""
    game = create_game(game_id, players)
    for seed in range(3):
        finished = finish_by_standard(game, Deal.start(game, seed, 0).simulator().core)
        played = play_deal(game, seed, 0, [make_player("standard") for _ in range(players)])
        assert finished == list(played.outcome().scores)
