"""Crescendo (RULES.md section 2): pack sizes, snaps, trick values, scoring and the match."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping

import pytest
from support import arrange, cards, play

from parlett_table.engine import (
    Card,
    Deal,
    IllegalActionError,
    Match,
    MatchOver,
    OptionError,
    Phase,
    Play,
    TrickWon,
    create_game,
    deal_to_record,
)
from parlett_table.engine.cards import cards_of

HEARTS = "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"
DIAMONDS = "AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D"


def codes(found: object) -> set[str]:
    return {str(card) for card in found}  # type: ignore[attr-defined]


def cards_in(value: object) -> set[Card]:
    """Every ``Card`` reachable from a view, its tricks, actions and tuples."""
    if isinstance(value, Card):
        return {value}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return set().union(*(cards_in(getattr(value, field.name)) for field in dataclasses.fields(value)))
    if isinstance(value, (tuple, list)):
        return set().union(*(cards_in(item) for item in value))
    if isinstance(value, Mapping):
        return set().union(*(cards_in(item) for item in value.values()))
    return set()


def play_out(deal: Deal) -> Deal:
    """Finish the deal, every seat playing its first legal action."""
    while not deal.is_over:
        deal, _ = deal.apply(deal.legal_actions()[0])
    return deal


def legal_codes(deal: Deal) -> set[str]:
    return {str(action.card) for action in deal.legal_actions() if isinstance(action, Play)}


# --- pack and deal ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "ranks", "pack", "each", "tricks", "undealt"),
    [
        (2, "AKQJT9", 24, 12, 12, 0),
        (3, "AKQJT9876", 36, 12, 12, 0),
        (4, "AKQJT98765432", 52, 13, 13, 0),
        (5, "AKQJT98765432", 52, 10, 10, 2),
    ],
)
def test_pack_hand_size_tricks_and_undealt_cards_by_player_count(
    players: int, ranks: str, pack: int, each: int, tricks: int, undealt: int
) -> None:
    game = create_game("crescendo", players)
    expected_pack = {rank + suit for rank in ranks for suit in "SHDC"}
    assert codes(cards_of(game.pack_mask)) == expected_pack
    assert len(expected_pack) == pack
    assert (game.hand_size, game.tricks_per_deal, game.undealt_count) == (each, tricks, undealt)

    deal = Deal.start(game, seed=11, dealer=players - 1)
    assert [len(deal.hand(seat)) for seat in range(players)] == [each] * players
    assert len(deal.undealt) == undealt
    dealt = [card for seat in range(players) for card in deal.hand(seat)] + list(deal.undealt)
    assert len(dealt) == pack and codes(dealt) == expected_pack
    assert deal.phase == Phase.PLAY and deal.to_move == 0  # no trumps, no proposals: the dealer's left leads

    finished = play_out(deal)
    assert len(finished.tricks) == tricks
    assert sum(finished.tricks_won) == tricks


def test_five_players_set_two_cards_aside_unseen() -> None:
    game = create_game("crescendo", 5)
    deal = Deal.start(game, seed=5, dealer=4)
    aside = set(deal.undealt)
    assert len(aside) == 2
    for seat in range(5):
        assert not aside & set(deal.hand(seat))
    for current in (deal, play_out(deal)):
        for seat in range(5):
            view = current.view(seat)
            assert view.undealt_count == 2
            assert not hasattr(view, "undealt")
            assert not aside & cards_in(view), f"seat {seat} can see a card set aside"
    assert not aside & set(card for trick in play_out(deal).tricks for card in trick.cards)


def test_five_jokers_is_refused_for_three_players() -> None:
    with pytest.raises(OptionError) as error:
        create_game("crescendo", 3, {"five_jokers": True})
    assert error.value.field == "options.five_jokers"


@pytest.mark.parametrize("players", [2, 4])
def test_five_jokers_is_refused_for_other_counts_than_five(players: int) -> None:
    with pytest.raises(OptionError):
        create_game("crescendo", players, {"five_jokers": True})


def test_five_jokers_deals_no_joker_with_five_players() -> None:
    game = create_game("crescendo", 5, {"five_jokers": True})
    pack = cards_of(game.pack_mask)
    assert len(pack) == 52
    assert not any(card.is_joker for card in pack)
    deal = play_out(Deal.start(game, seed=8, dealer=4))
    assert not any(card.is_joker for seat in range(5) for card in deal.dealt_hand(seat))
    assert not any(card.is_joker for card in deal.undealt)
    assert "JK" not in json.dumps(deal_to_record(deal))


# --- tricks ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hands", "order", "winner"),
    [
        pytest.param({0: "7C", 1: "KC", 2: HEARTS, 3: "AC"}, "7C KC 7H AC", 2, id="a snap beats every club"),
        pytest.param({0: "7C", 1: HEARTS, 2: DIAMONDS, 3: "2C"}, "7C 7H 7D 2C", 2, id="two snaps: the last wins"),
        pytest.param({0: "7C", 1: "9C", 2: HEARTS, 3: "8C"}, "7C 9C KH 8C", 1, id="KH is a plain discard"),
        pytest.param({0: "7C", 1: "9C", 2: HEARTS, 3: "8C"}, "7C 9C 9H 8C", 1, id="9H matches the nine not the seven"),
    ],
)
def test_trick_examples_four_players(hands: dict[int, str], order: str, winner: int) -> None:
    deal = arrange(create_game("crescendo", 4), hands, dealer=3, fill_seed=1)
    deal, events = deal.apply(Play(0, cards("7C")[0]))
    assert not any(isinstance(event, TrickWon) for event in events)
    deal = play(deal, *order.split()[1:])
    trick = deal.tricks[0]
    assert trick.cards == tuple(cards(order))
    assert trick.leader == 0
    assert (trick.winner, trick.taker) == (winner, winner)
    assert deal.tricks_won[winner] == 1
    assert deal.leader == deal.to_move == winner  # the taker leads next


def test_snap_played_last_wins_over_an_earlier_snap() -> None:
    """7C, 7H, KC, 7D: snaps by the second and fourth players; the fourth's is the last."""
    hands = {0: "7C", 1: HEARTS, 2: "KC", 3: DIAMONDS}
    deal = play(arrange(create_game("crescendo", 4), hands, dealer=3, fill_seed=2), "7C", "7H", "KC", "7D")
    assert deal.tricks[0].winner == 3


def test_two_players_queen_snaps_queen() -> None:
    """2 players: QS led, QD played by a player with no spade → QD wins."""
    game = create_game("crescendo", 2)
    deal = arrange(game, {0: "QS", 1: "AH KH QH JH TH 9H AD KD QD JD TD 9D"}, dealer=1)
    assert deal.to_move == 0
    deal = play(deal, "QS", "QD")
    trick = deal.tricks[0]
    assert trick.cards == tuple(cards("QS QD"))
    assert trick.winner == trick.taker == 1
    assert deal.to_move == 1


def test_no_snapping_while_holding_the_suit_led() -> None:
    """7C led holding {2C, 7H, AS} → only 2C may be played."""
    game = create_game("crescendo", 4)
    hands = {0: "7C", 1: "2C 7H AS KS QS JS TS 9S 8S AH KH QH JH", 2: DIAMONDS}
    deal = play(arrange(game, hands, dealer=3, fill_seed=3), "7C")
    assert deal.to_move == 1
    assert legal_codes(deal) == {"2C"}
    for code in ("7H", "AS"):
        with pytest.raises(IllegalActionError) as error:
            deal.apply(Play(1, cards(code)[0]))
        assert error.value.rule == "follow_suit"
        assert str(error.value) == "You must follow suit: you hold a club."
        assert error.value.record_line == f"seat 1 must follow suit (holds a club), played {code}"
    deal = play(deal, "2C")
    assert legal_codes(deal) == set(DIAMONDS.split())  # no club: any card, a snap included


# --- trick values and scoring ------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "options", "values", "total"),
    [
        (2, {}, (0, 2, 3, 4, 5, 6, 0, 2, 3, 4, 5, 6), 40),
        (3, {}, (1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6), 36),
        (4, {}, (1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 7), 49),
        (5, {}, (1, 2, 3, 4, 5, 6, 7, 8, 9, 7), 52),
        (5, {"five_jokers": True}, (1, 2, 3, 4, 5, 6, 7, 8, 9, 10), 55),
    ],
)
def test_trick_values_and_points_per_deal(
    players: int, options: dict[str, object], values: tuple[int, ...], total: int
) -> None:
    game = create_game("crescendo", players, options)
    assert tuple(game.trick_values) == values
    assert len(values) == game.tricks_per_deal
    assert sum(values) == total
    takers = [number % players for number in range(len(values))]
    _, lines, _ = game.score_takers(takers)
    assert sum(line.total for line in lines) == total


def test_three_player_values_add_up_to_the_36_cards() -> None:
    assert sum(create_game("crescendo", 3).trick_values) == 36 == len(cards_of(create_game("crescendo", 3).pack_mask))


def test_five_player_values_add_up_to_the_52_cards() -> None:
    assert sum(create_game("crescendo", 5).trick_values) == 52


def takers_with(tricks: int, mine: set[int]) -> list[int]:
    """Seat 0 takes the tricks numbered in ``mine`` (from 1), seat 1 the rest."""
    return [0 if number in mine else 1 for number in range(1, tricks + 1)]


def test_three_players_tricks_5_6_and_12_score_11() -> None:
    _, lines, _ = create_game("crescendo", 3).score_takers(takers_with(12, {5, 6, 12}))
    assert lines[0].total == 11
    assert lines[0].text == "5 for trick 5 + 0 for trick 6 + 6 for trick 12 = 11"
    assert lines[2].total == 0


def test_three_players_trick_6_alone_scores_0() -> None:
    _, lines, _ = create_game("crescendo", 3).score_takers(takers_with(12, {6}))
    assert lines[0].total == 0
    assert lines[1].total == 36


def test_four_players_tricks_1_7_13_score_9() -> None:
    _, lines, _ = create_game("crescendo", 4).score_takers(takers_with(13, {1, 7, 13}))
    assert lines[0].total == 9


def test_four_players_all_13_tricks_score_49() -> None:
    _, lines, _ = create_game("crescendo", 4).score_takers([0] * 13)
    assert [line.total for line in lines] == [49, 0, 0, 0]


def test_five_players_tricks_9_and_10_score_16() -> None:
    _, lines, _ = create_game("crescendo", 5).score_takers(takers_with(10, {9, 10}))
    assert lines[0].total == 16


def test_five_players_tricks_9_and_10_score_19_with_five_jokers() -> None:
    _, lines, _ = create_game("crescendo", 5, {"five_jokers": True}).score_takers(takers_with(10, {9, 10}))
    assert lines[0].total == 19


def test_two_players_tricks_1_2_7_8_12_score_10() -> None:
    _, lines, _ = create_game("crescendo", 2).score_takers(takers_with(12, {1, 2, 7, 8, 12}))
    assert lines[0].total == 10
    assert lines[1].total == 30


def test_played_deal_scores_the_values_of_the_tricks_taken() -> None:
    game = create_game("crescendo", 4)
    deal = play_out(Deal.start(game, seed=21, dealer=3))
    outcome = deal.outcome()
    values = (1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 7)
    expected = [0] * 4
    for number, trick in enumerate(deal.tricks):
        expected[trick.taker] += values[number]
    assert list(outcome.scores) == expected
    assert sum(outcome.scores) == 49
    assert outcome.trump is None and outcome.roles == (None,) * 4


# --- match -----------------------------------------------------------------------------


def drive_match(match: Match) -> tuple[Match, list[MatchOver]]:
    """Play the match to its end with the first legal action everywhere."""
    overs: list[MatchOver] = []
    while not match.is_over:
        if match.current.is_over:
            match = match.next_deal()
            continue
        match, events = match.apply(match.current.legal_actions()[0])
        overs += [event for event in events if isinstance(event, MatchOver)]
    return match, overs


@pytest.mark.parametrize(("players", "per_deal"), [(2, 40), (3, 36), (4, 49), (5, 52)])
def test_match_has_as_many_deals_as_players_and_the_deal_passes_left(players: int, per_deal: int) -> None:
    game = create_game("crescendo", players)
    assert game.match_deals() == players
    assert game.match_target() is None
    start = Match.start(game, seed=40 + players, first_dealer=1)
    match, overs = drive_match(start)
    assert len(match.deals) == players
    assert [deal.dealer for deal in match.deals] == [(1 + k) % players for k in range(players)]
    for played in range(1, players):
        assert not Match(game, match.first_seed, match.deals[:played]).is_over
    assert sum(match.totals) == players * per_deal
    best = max(match.totals)
    assert match.winners == tuple(seat for seat in range(players) if match.totals[seat] == best)
    assert overs == [MatchOver(match.totals, match.winners)]
    with pytest.raises(ValueError):
        match.next_deal()


def test_equal_highest_totals_share_the_win() -> None:
    """Two players, two deals: each takes all 12 tricks (40 points) of one deal → 40-40, both win."""
    game = create_game("crescendo", 2)
    high, low = "AS KS QS AH KH QH AD KD QD AC KC QC", "JS TS 9S JH TH 9H JD TD 9D JC TC 9C"
    first = play_out(arrange(game, {0: high, 1: low}, dealer=1))
    assert first.outcome().scores == (40, 0)
    match = Match(game, 0, (first,))
    assert not match.is_over and match.winners == ()
    assert match.next_dealer() == 0  # the deal passes to the left

    second = arrange(game, {0: low, 1: high}, dealer=0)
    assert second.to_move == 1
    while len(second.tricks) < 11 or not second.current_trick:  # up to the last card of the deal
        second, _ = second.apply(second.legal_actions()[0])
    match = Match(game, 0, (first, second))
    assert not match.is_over
    match, events = match.apply(second.legal_actions()[0])
    assert match.current.outcome().scores == (0, 40)
    assert match.is_over
    assert match.totals == (40, 40)
    assert match.winners == (0, 1)
    assert events[-1] == MatchOver((40, 40), (0, 1))
