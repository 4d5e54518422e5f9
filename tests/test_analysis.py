"""The analysis of a finished deal (the coach's and ``parlett-table analyse``'s): values, costs and the noise rule."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from test_ai import rehidden

from parlett_table.ai.analysis import (
    MIN_COST,
    NOISE,
    analyse_deal,
    costliest,
    decision_points,
    is_clear,
    look_again,
)
from parlett_table.ai.endgame import Endgame
from parlett_table.ai.evidence import position_rng
from parlett_table.ai.expert import ENDGAME_LIMIT, ExpertPlayer, utility
from parlett_table.ai.hindsight import hindsight_values
from parlett_table.ai.standard import StandardPlayer
from parlett_table.engine import Card, Deal, Play, create_game, read_deal

BLUNDER = Path(__file__).parent / "data" / "coach-blunder.parlett"
SIMS = 120  # few: the tests stay quick


@pytest.mark.parametrize(
    ("cost", "error", "experts", "shown"),
    [
        (MIN_COST, 0.0, False, True),  # a certain loss of a point
        (MIN_COST - 0.01, 0.0, False, False),  # too small to matter
        (3.0, 3.0 / NOISE, False, False),  # exactly at the noise: not clear
        (3.0, 3.0 / NOISE - 0.01, False, True),
        (10.0, 0.0, True, False),  # the expert's own choice is never argued with
    ],
)
def test_only_costs_clear_of_the_noise_are_shown(cost: float, error: float, experts: bool, shown: bool) -> None:
    assert is_clear(cost, error, experts) is shown


def test_a_planted_blunder_is_flagged_with_its_cost() -> None:
    # Hoodwink: seat 0, the Hood with 1 trick, partners level at 3 and 3, void in spades with
    # 7H 8H AH AC; a partner leads a spade and seat 0 ruffs with the 7H (action 26) instead of
    # discarding, which hands the partners the level counts they want.  Every world agrees.
    deal = read_deal(BLUNDER.read_text(encoding="utf-8"))
    looked = analyse_deal(deal, 0, SIMS, seed=1)
    blunder = next(item for item in looked if item.action_index == 26)
    assert blunder.chosen == Play(0, Card.parse("7H"))
    assert blunder.best == Play(0, Card.parse("AC"))
    assert blunder.cost >= 20 and blunder.error == 0
    assert blunder.clear
    assert costliest(looked)[0] == blunder
    assert "Ace of clubs" in blunder.reason and "Seven of hearts" in blunder.reason
    assert all(item.cost >= 0 for item in looked)


@pytest.mark.parametrize(("game_id", "seed"), [("hoodwink", 3), ("hamlet", 4), ("whoswho", 5), ("crescendo", 6)])
def test_the_experts_own_choices_are_never_flagged_and_its_card_is_credited(game_id: str, seed: int) -> None:
    """Seat 0 is the expert itself, with a generator of its own (its luck comes from the position): nothing it
    chose is shown as a mistake, and the card the coach credits as the expert's is the one it played."""
    deal = Deal.start(create_game(game_id), seed, 2)
    standard = StandardPlayer()
    rng = random.Random(seed)
    while not deal.is_over:
        seat = deal.to_move
        assert seat is not None
        view = deal.view(seat)
        if seat == 0:
            action = ExpertPlayer(sims=SIMS).decide(view, random.Random(f"table/{len(deal.actions)}")).action
        else:
            action = standard.decide(view, rng).action
        deal, _ = deal.apply(action)
    looked = analyse_deal(deal, 0, SIMS, seed=7)
    assert looked, "seat 0 made decisions"
    assert all(item.chosen == item.expert == item.best for item in looked)
    assert not any(item.clear for item in looked)
    assert costliest(looked) == []


def test_the_card_credited_is_the_one_the_expert_plays_there() -> None:
    """Every decision of a seat that did not play as the expert: the card the coach credits is what a fresh
    expert plays from that very view, and where the search liked another card better the words say so."""
    deal = read_deal(BLUNDER.read_text(encoding="utf-8"))
    looked = {item.action_index: item for item in analyse_deal(deal, 0, SIMS, seed=1)}
    differing = 0
    for index, view, chosen in decision_points(deal, 0):
        played = ExpertPlayer(sims=SIMS).decide(view, random.Random(99)).action
        if isinstance(played, type(chosen)):
            assert looked[index].best == played
        item = looked[index]
        if item.search_best != item.best:
            differing += 1
            assert item.preference.startswith("The search prefers ")
            assert item.preference in item.evidence
    assert all(item.search_best is not None for item in looked.values())


def test_the_counts_quoted_are_distinct_deals() -> None:
    """The numbers a reason quotes are the deals searched, each counted once however often it was drawn."""
    deal = read_deal(BLUNDER.read_text(encoding="utf-8"))
    for item, (index, view, chosen) in zip(analyse_deal(deal, 0, SIMS, seed=1), decision_points(deal, 0), strict=True):
        actions = [action for action in view.legal_actions if isinstance(action, type(chosen))]
        searched = ExpertPlayer(sims=SIMS).think(view, actions, search_anyway=True).searched
        assert searched is not None
        distinct = len(set(searched.keys))
        assert item.worlds == distinct, index
        assert item.ahead + item.behind <= distinct
        if item.clear:
            assert f"of {distinct} way" in item.reason.lower() or f"in {distinct} playout" in item.reason


def test_the_analysis_is_the_same_for_the_same_seed() -> None:
    deal = read_deal(BLUNDER.read_text(encoding="utf-8"))
    first = analyse_deal(deal, 1, SIMS, seed=5)
    again = analyse_deal(deal, 1, SIMS, seed=5)
    assert [(item.values, item.error) for item in first] == [(item.values, item.error) for item in again]


def test_every_decision_is_looked_at_from_the_seats_view_then() -> None:
    deal = read_deal(BLUNDER.read_text(encoding="utf-8"))
    looked = analyse_deal(deal, 2, SIMS, seed=0)
    indexes = [item.action_index for item in looked]
    assert indexes == sorted(indexes)
    assert all(deal.actions[item.action_index] == item.chosen for item in looked)
    # seat 2's last card was forced: not a decision
    assert len(deal.actions) - 1 not in indexes
    first = looked[0]
    assert len(first.hand) == 11 and first.trick == ()  # a proposal: the whole hand, no trick


def test_the_evidence_says_in_how_many_deals_the_better_choice_did_better() -> None:
    deal = read_deal(BLUNDER.read_text(encoding="utf-8"))
    blunder = next(item for item in analyse_deal(deal, 0, SIMS, seed=1) if item.action_index == 26)
    assert not blunder.known  # the two partners' hands hide cards from the Hood
    ways = "way" if blunder.worlds == 1 else "ways"
    assert blunder.evidence == (
        f"Of {blunder.worlds} {ways} the unseen cards could lie, given what you had seen, the expert's choice did "
        f"better in {blunder.ahead} and worse in {blunder.behind}."
    )
    assert blunder.ahead > 0 and blunder.ahead + blunder.behind <= blunder.worlds


def test_with_every_card_placed_the_evidence_speaks_of_playouts_not_of_ways_the_cards_lie() -> None:
    """Two-player Crescendo: the other hand holds every card the player has not seen, so every world searched is
    the true deal and only the playouts differ: no sentence may speak of ways the unseen cards could lie."""
    rng = random.Random(3)
    deal = Deal.start(create_game("crescendo", 2), 7)
    while not deal.is_over:
        deal, _ = deal.apply(rng.choice(deal.legal_actions()))
    looked = analyse_deal(deal, 0, SIMS, seed=1)
    costly = [item for item in looked if item.clear]
    assert looked and costly and all(item.known for item in looked)
    for item in costly:
        assert item.evidence.startswith(f"Where every card lay was known then: in {item.worlds} playouts of the rest")
        assert "where every card lay was known then" in item.reason
        assert "ways the unseen cards" not in item.evidence + item.reason


def test_a_costly_decision_is_looked_at_in_hindsight_too() -> None:
    """The planted blunder with four tricks left: the true deal solved exactly gives the same 28.5 points, and a
    decision not worth showing is not looked at in hindsight."""
    deal = read_deal(BLUNDER.read_text(encoding="utf-8"))
    looked = analyse_deal(deal, 0, SIMS, seed=1)
    blunder = next(item for item in looked if item.action_index == 26)
    assert blunder.hindsight is not None and blunder.hindsight_cost == pytest.approx(28.5)
    assert all(item.hindsight is None for item in looked if not item.clear)


def test_hindsight_searches_the_cards_as_they_lay_and_the_coach_only_what_was_seen() -> None:
    """The same position with the unseen cards dealt otherwise: the coach's values do not change (it knows only
    what the seat knew), the hindsight values follow the cards; near the end they are the true deal solved
    exactly."""
    rng = random.Random(2)
    deal = Deal.start(create_game("hoodwink"), 11)
    while len(deal.tricks) < 7:
        deal, _ = deal.apply(rng.choice(deal.legal_actions()))
    while deal.to_move is None or len(deal.view(deal.to_move).legal_actions) < 2:
        deal, _ = deal.apply(rng.choice(deal.legal_actions()))
    seat = deal.to_move
    actions = list(deal.view(seat).legal_actions)
    changed = 0
    for attempt in range(6):
        other = rehidden(deal, seat, random.Random(attempt))
        if other is None or other.hand((seat + 1) % 3) == deal.hand((seat + 1) % 3):
            continue
        for position in (deal, other):
            truth = Endgame(position.game, utility, ENDGAME_LIMIT).action_values(position.simulator(), actions)
            values = hindsight_values(position, seat, actions, SIMS, random.Random(0), None)
            assert values == pytest.approx([value[seat] for value in truth])
        coach = [look_again(p.view(seat), actions[0], len(deal.actions), SIMS, 3).values for p in (deal, other)]
        assert coach[0] == coach[1]
        hindsight = [hindsight_values(p, seat, actions, SIMS, random.Random(0), None) for p in (deal, other)]
        changed += hindsight[0] != hindsight[1]
    assert changed >= 1  # the cards lay otherwise, and hindsight saw it


def test_the_usual_play_and_its_reason_come_with_a_better_choice_the_standard_player_makes() -> None:
    """Where the better choice is what the standard player would have played, its reason says why in the game's
    terms (the planted blunder: discard and let the partners stay unequal); where only the search found it, no
    reason is made up."""
    deal = read_deal(BLUNDER.read_text(encoding="utf-8"))
    looked = {item.action_index: item for item in analyse_deal(deal, 0, SIMS, seed=1)}
    blunder = looked[26]
    assert blunder.principle.startswith("Play the Ace of clubs and let {player2} take this trick.")
    assert "you want them to end unequal" in blunder.principle
    for index, view, _ in decision_points(deal, 0):
        advice = StandardPlayer().decide(view, position_rng(view, "advice"))  # as the expert draws its advice
        item = looked[index]
        assert item.principle == (advice.reason if item.best == advice.action else "")
