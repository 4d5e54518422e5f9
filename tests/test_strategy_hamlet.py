"""The standard Hamlet player: clear-cut positions, legal decisions in whole deals, and nothing beyond the view."""

from __future__ import annotations

import ast
import random
from pathlib import Path

from support import arrange, play, propose

from parlett_table.ai.arena import seat_rng
from parlett_table.ai.base import Decision
from parlett_table.engine import Card, Deal, Play, Propose, Suit, create_game
from parlett_table.games.hamlet import strategy
from parlett_table.games.hamlet.rules import COURT_RANKS


def decide(deal: Deal) -> Decision:
    seat = deal.to_move
    assert seat is not None
    return strategy.decide(deal.view(seat), random.Random(0))


def played(deal: Deal) -> Card:
    action = decide(deal).action
    assert isinstance(action, Play)
    return action.card


# --- card play -----------------------------------------------------------------------------


def test_lead_polonius_for_the_one_more_trick_you_need_to_be_hamlet() -> None:
    hands = {
        0: "7C TC 8H TH AD 9D AS JK JC JH JD",
        1: "AC KC AH 9H 8D KD 7S QC QH QD 9S",
        2: "8C 9C 7H KH 7D TD 8S KS QS JS TS",
    }
    deal = propose(arrange("hamlet", hands, dealer=2), "7C", "7S", "KS")
    assert deal.trump == Suit.S and deal.aim == "be"  # two spades shown, and a King
    tricks = "7C AC 8C KC 9C TC AH 7H 8H 9H KH TH 7D AD 8D 9D KD TD 7S 8S AS"
    deal = play(deal, *tricks.split())
    assert deal.tricks_won == (2, 4, 1) and deal.to_move == 0
    # With three you are the middle count unless the Hamlet-to-be on one trick reaches three too;
    # only Polonius can take it, and only now, while you have the lead.
    decision = decide(deal)
    assert decision.action == Play(0, Card.parse("JK"))
    assert decision.reason.startswith("Lead Polonius")


def not_to_be(hand: str) -> Deal:
    """Seat 1 holds ``hand``; nobody shows a court card, two show diamonds, and seat 0 leads the Nine of hearts."""
    deal = propose(arrange("hamlet", {0: "TD 9H", 1: hand, 2: "AD"}, dealer=2), "TD", "7S", "AD")
    assert deal.trump == Suit.D and deal.aim == "not-be"
    return play(deal, "9H")


def test_not_to_be_with_a_weak_hand_you_play_under_the_card_led() -> None:
    deal = not_to_be("AH 7H 7S 8S 9S 7D 8D 9D 7C 8C 9C")
    decision = decide(deal)
    assert decision.action == Play(1, Card.parse("7H"))  # the Ace would take the trick
    assert "no trick at all" in decision.reason


def test_not_to_be_with_a_weak_hand_you_do_not_trump_in() -> None:
    deal = not_to_be("7D 8D JK 7S 8S 9S TS 7C 8C 9C TC")  # no hearts
    assert played(deal) not in (Card.parse("7D"), Card.parse("8D"))


# --- to be or not to be ----------------------------------------------------------------------


def test_a_weak_hand_shows_no_court_card() -> None:
    """Without a court card from you the aim may stay "not to be", where taking no trick scores most."""
    deal = arrange("hamlet", {0: "7S 8S 7H 8H 9H 7D 8D 7C 8C 9C JC"}, dealer=2)
    decision = decide(deal)
    assert isinstance(decision.action, Propose)
    assert decision.action.card.rank not in COURT_RANKS  # not the Jack
    assert "show no King, Queen or Jack" in decision.reason


# --- every decision, whole deals -------------------------------------------------------------


def test_every_decision_is_legal_and_explained_in_30_deals() -> None:
    game = create_game("hamlet")
    for seed in range(30):
        deal = Deal.start(game, seed, seed % 3)
        while not deal.is_over:
            seat = deal.to_move
            assert seat is not None
            view = deal.view(seat)
            decision = strategy.decide(view, seat_rng(seed, seat, "standard"))
            assert decision.action in view.legal_actions
            assert decision.reason.strip() and decision.reason[0].isupper() and decision.reason.endswith(".")
            deal, _ = deal.apply(decision.action)


# --- nothing beyond the view -----------------------------------------------------------------


def test_the_same_view_gets_the_same_decision_whatever_the_hidden_cards() -> None:
    """Seat 0 sees the same cards played in four deals whose other hands differ: it decides alike."""
    shown = {0: "7C TC 8H TH AD 9D AS JK JC JH JD", 1: "7S AC 9H", 2: "KS 8C KH"}
    decisions = set()
    for fill in range(4):
        deal = propose(arrange("hamlet", shown, dealer=2, fill_seed=fill), "7C", "7S", "KS")
        deal = play(deal, "7C", "AC", "8C", "9H", "KH")
        assert deal.to_move == 0
        decisions.add(decide(deal))
    assert len(decisions) == 1


def test_the_strategy_imports_nothing_that_holds_hidden_cards() -> None:
    source = Path(strategy.__file__).read_text(encoding="utf-8")
    imported = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            imported.add(node.module or "")
            imported.update(alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            imported.update(alias.name for alias in node.names)
    forbidden = {"deal", "Deal", "Simulator", "Core", "sampling", "expert", "rollout", "sample_world"}
    assert not imported & forbidden
