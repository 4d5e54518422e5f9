"""The deal protocol shared by every game: values, events, dealing, views and errors."""

from __future__ import annotations

import dataclasses
import random

import pytest
from support import arrange, play, propose

from parlett_table.engine import (
    Card,
    CardPlayed,
    Deal,
    DealScored,
    Give,
    IllegalActionError,
    Match,
    MatchOver,
    Phase,
    Play,
    ProposalMade,
    ProposalsRevealed,
    Propose,
    TrickWon,
    TrumpSettled,
    create_game,
)
from parlett_table.engine.cards import cards_of
from parlett_table.engine.core import shuffled
from parlett_table.engine.outcome import Outcome
from parlett_table.engine.view import SeatView
from parlett_table.kept.history_rows import DealRow, MatchRow, Stats


def test_dealing_is_one_card_at_a_time_from_the_dealers_left() -> None:
    game = create_game("crescendo", 5)
    deal = Deal.start(game, seed=99, dealer=3)
    order = shuffled(game.pack(), random.Random(99))
    for k in range(50):
        assert order[k] in deal.hand((3 + 1 + k) % 5)
    assert sorted(deal.undealt) == sorted(order[50:])


def test_fisher_yates_is_pinned() -> None:
    """The same seed shuffles alike on every platform and version: pin one result."""
    assert shuffled(range(10), random.Random(2026)) == [5, 3, 7, 2, 9, 0, 6, 8, 4, 1]


def test_dealer_is_drawn_from_the_seed_when_not_given() -> None:
    game = create_game("hoodwink")
    dealers = {Deal.start(game, seed).dealer for seed in range(60)}
    assert dealers == {0, 1, 2}
    assert all(Deal.start(game, s).dealer == Deal.start(game, s).dealer for s in range(20))
    # Choosing the dealer does not change the shuffle: the same cards go round from another seat.
    by_1, by_2 = Deal.start(game, 5, dealer=1), Deal.start(game, 5, dealer=2)
    assert [by_1.hand(s) for s in (2, 0, 1)] == [by_2.hand(s) for s in (0, 1, 2)]


def test_apply_returns_a_new_value_and_leaves_the_old_one_alone() -> None:
    deal = arrange("hoodwink", {0: "AS", 1: "7S", 2: "KS"}, dealer=2)
    after = propose(deal, "AS", "7S", "KS")
    assert deal.phase == Phase.PROPOSE and deal.to_move == 0 and deal.actions == ()
    assert after.phase == Phase.PLAY and len(after.actions) == 3
    played = play(after, "AS")
    assert Card.parse("AS") in after.hand(0) and Card.parse("AS") not in played.hand(0)
    assert hash(after) != hash(played) and after != played
    assert propose(deal, "AS", "7S", "KS") == after


def test_events_of_a_hoodwink_deal_in_order() -> None:
    deal = arrange("hoodwink", {0: "AH AS", 1: "7H 7S", 2: "JH KS"}, dealer=2)
    events = []
    for code in ("AH", "7H", "JH"):
        deal, new = deal.apply(Propose(deal.to_move, Card.parse(code)))  # type: ignore[arg-type]
        events += new
    assert [type(e) for e in events] == [ProposalMade] * 3 + [ProposalsRevealed, TrumpSettled]
    assert str(events[3]) == "revealed AH 7H JH"
    settled = events[4]
    assert isinstance(settled, TrumpSettled)
    assert settled.roles == ("partner", "partner", "hood") and str(settled.trump) == "H"
    deal, first = deal.apply(Play(0, Card.parse("AS")))
    deal, second = deal.apply(Play(1, Card.parse("7S")))
    deal, third = deal.apply(Play(2, Card.parse("KS")))
    assert [type(e) for e in first + second] == [CardPlayed, CardPlayed]
    assert [type(e) for e in third] == [CardPlayed, TrickWon]
    won = third[1]
    assert isinstance(won, TrickWon) and won.number == 1 and won.trick.winner == won.trick.taker == 0


def test_the_last_action_scores_the_deal_and_the_match_reports_its_end() -> None:
    match = Match.start(create_game("hoodwink", 3, {"target": 1}), seed=11)
    events: list[object] = []
    while not match.current.is_over:
        match, new = match.apply(match.current.legal_actions()[0])
        events += new
    assert isinstance(events[-2], DealScored) and isinstance(events[-1], MatchOver)
    assert events[-1].winners == match.winners and match.is_over
    with pytest.raises(ValueError, match="over"):
        match.next_deal()


def test_outcome_before_the_end_is_refused() -> None:
    with pytest.raises(ValueError, match="not finished"):
        Deal.start(create_game("hamlet"), 1).outcome()


@pytest.mark.parametrize(
    ("action", "rule", "sentence"),
    [
        (Play(0, Card.parse("AS")), "wrong_decision", "Now you must choose a card to show."),
        (Propose(1, Card.parse("7S")), "turn", "It is not your turn: another player is to propose a card."),
        (Propose(0, Card.parse("KS")), "not_held", "You do not hold the King of spades."),
        (Propose(0, Card.parse("JK")), "joker_proposal", "The joker cannot be proposed: show a suit card."),
        (Propose(7, Card.parse("AS")), "no_such_seat", "There is no such player at this table."),
        (Give(0, 1), "wrong_decision", "Now you must choose a card to show."),
    ],
)
def test_illegal_actions_name_the_rule_in_a_sentence(action: object, rule: str, sentence: str) -> None:
    deal = arrange("hoodwink", {0: "AS JK", 1: "7S", 2: "KS"}, dealer=2)
    with pytest.raises(IllegalActionError) as raised:
        deal.apply(action)  # type: ignore[arg-type]
    assert raised.value.rule == rule
    assert str(raised.value) == sentence
    assert raised.value.record_line.startswith(f"seat {action.seat} ")  # type: ignore[attr-defined]
    assert not deal.is_legal(action)  # type: ignore[arg-type]


def test_acting_after_the_end_is_refused() -> None:
    deal = Deal.start(create_game("crescendo", 2), 3)
    while not deal.is_over:
        deal, _ = deal.apply(deal.legal_actions()[-1])
    assert deal.legal_actions() == [] and deal.to_move is None
    with pytest.raises(IllegalActionError) as raised:
        deal.apply(Play(0, Card.parse("AS")))
    assert raised.value.rule == "deal_over"


def test_a_view_shows_the_seat_only_what_it_may_know() -> None:
    deal = arrange("hamlet", {0: "KS", 1: "7H", 2: "9D"}, dealer=2)
    deal = propose(deal, "KS")
    view = deal.view(1)
    assert view.proposals is None and view.own_proposal is None
    assert deal.view(0).own_proposal == Card.parse("KS")
    assert view.hand == deal.hand(1) and view.hand_sizes == (11, 11, 11)
    assert view.legal_actions and all(a.seat == 1 for a in view.legal_actions)
    assert deal.view(0).legal_actions == ()
    with pytest.raises(ValueError, match="no seat 3"):
        deal.view(3)


def test_the_simulator_is_a_separate_copy() -> None:
    deal = Deal.start(create_game("whoswho"), 8)
    simulator = deal.simulator()
    card = cards_of(simulator.legal_play_mask())[0]
    simulator.play(card)
    assert deal.current_trick == () and len(deal.hand(deal.to_move or 0)) == 14
    copy = simulator.copy()
    copy.random_playout(random.Random(1))
    assert copy.is_over and not simulator.is_over


@pytest.mark.parametrize("value", [Outcome, SeatView, MatchRow, DealRow, Stats])
def test_a_game_id_is_called_game_id(value: type) -> None:
    """A string naming a game is ``game_id`` everywhere; ``game``, where there is one, is a ``Game`` (as
    ``Deal.game``)."""
    fields = {field.name: field.type for field in dataclasses.fields(value)}
    assert "game_id" in fields and fields.get("game", "Game") == "Game"
    assert "rules" not in fields  # the game in force is called the game


def test_the_outcome_names_its_game_by_id() -> None:
    game = create_game("hamlet")
    deal = Deal.start(game, 3)
    while not deal.is_over:
        deal, _ = deal.apply(deal.legal_actions()[0])
    assert deal.outcome().game_id == "hamlet"
