"""Who's Who (RULES.md section 3): packs, roles and what each seat knows, tricks, jokers, scoring, match."""

from __future__ import annotations

import pytest
from support import arrange, cards, play

from parlett_table.engine import (
    Deal,
    Event,
    Give,
    IllegalActionError,
    Match,
    MatchOver,
    Phase,
    Play,
    RolesRevealed,
    create_game,
)
from parlett_table.engine.cards import cards_of

P, S = "partner", "soloist"
UNKNOWN = (None, None, None)
SPADES = "AS KS QS JS TS 9S 8S 7S 6S 5S"  # all ten spades of the 42-card pack
CLUBS = "AC KC QC JC TC 9C 8C 7C 6C 5C"
NO_SPADE = "AH KH QH JH TH 9H 8H 7H 6H 5H AD KD QD JD"


def legal_codes(deal: Deal) -> set[str]:
    return {str(action.card) for action in deal.legal_actions() if isinstance(action, Play)}


def hand_codes(deal: Deal, seat: int) -> set[str]:
    return {str(card) for card in deal.hand(seat)}


def play_card(deal: Deal, code: str) -> tuple[Deal, list[Event]]:
    """Play one card for the seat to move; the deal after it and the events it caused."""
    assert deal.to_move is not None
    return deal.apply(Play(deal.to_move, cards(code)[0]))


# --- packs and roles ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("deck", "ranks", "each"),
    [(42, "AKQJT98765", 14), (54, "AKQJT98765432", 18)],
)
def test_pack_and_hand_size(deck: int, ranks: str, each: int) -> None:
    game = create_game("whoswho", 3, {"deck": deck} if deck != 42 else {})
    pack = {str(card) for card in cards_of(game.pack_mask)}
    assert pack == {rank + suit for rank in ranks for suit in "SHDC"} | {"JK1", "JK2"}
    assert len(pack) == deck
    assert (game.hand_size, game.tricks_per_deal, game.undealt_count) == (each, each, 0)
    deal = Deal.start(game, seed=3, dealer=2)
    assert [len(deal.hand(seat)) for seat in range(3)] == [each] * 3
    assert deal.phase == Phase.PLAY and deal.to_move == 0


def test_default_pack_is_42_cards() -> None:
    assert create_game("whoswho").option("deck") == 42
    assert create_game("whoswho").hand_size == 14


@pytest.mark.parametrize("deck", [42, 54])
def test_one_joker_each_makes_partners_and_the_third_the_soloist(deck: int) -> None:
    deal = arrange(create_game("whoswho", 3, {"deck": deck}), {0: "JK1", 2: "JK2"})
    assert deal.roles == (P, S, P)


@pytest.mark.parametrize("deck", [42, 54])
def test_both_jokers_make_their_holder_the_soloist(deck: int) -> None:
    deal = arrange(create_game("whoswho", 3, {"deck": deck}), {1: "JK1 JK2"})
    assert deal.roles == (P, S, P)


# --- tricks ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hands", "order", "winner"),
    [
        pytest.param({0: "9S", 1: "KS", 2: "5S"}, "9S KS 5S", 0, id="second-highest of K 9 5"),
        pytest.param({0: "QS", 1: "KS", 2: "AS"}, "QS KS AS", 1, id="KS below AS"),
        pytest.param({0: "9S", 1: "KS", 2: NO_SPADE}, "9S KS AH", 0, id="two spades: the lower wins"),
        pytest.param({0: "9S", 1: "5S", 2: NO_SPADE}, "9S 5S AH", 1, id="two spades: 5S below 9S"),
        pytest.param(
            {0: "9S", 1: "AH KH QH JH TH 9H 8H 7H 6H 5H AC KC QC JC", 2: "AD KD QD JD TD 9D 8D 7D 6D 5D TC 9C 8C 7C"},
            "9S AH AD",
            0,
            id="nobody followed: the leader wins",
        ),
    ],
)
def test_trick_examples(hands: dict[int, str], order: str, winner: int) -> None:
    deal = play(arrange("whoswho", hands, dealer=2, fill_seed=4), *order.split())
    trick = deal.tricks[0]
    assert trick.cards == tuple(cards(order))
    assert (trick.winner, trick.taker) == (winner, winner)
    assert deal.phase == Phase.PLAY
    assert deal.to_move == deal.leader == winner


def test_a_joker_may_not_be_led_while_holding_other_cards() -> None:
    deal = arrange("whoswho", {0: "JK1 9S"}, dealer=2)
    assert "JK1" not in legal_codes(deal)
    assert legal_codes(deal) == hand_codes(deal, 0) - {"JK1"}
    with pytest.raises(IllegalActionError) as error:
        deal.apply(Play(0, cards("JK1")[0]))
    assert error.value.rule == "joker_lead"
    assert str(error.value) == "A joker may not be led while you hold other cards."


def test_joker_with_a_card_of_the_suit_led_only_that_card() -> None:
    """9S led holding {JK1, 5S} → only 5S."""
    deal = play(arrange("whoswho", {0: "9S", 1: "JK1 5S AH KH QH JH TH 9H 8H 7H 6H 5H AD KD"}, dealer=2), "9S")
    assert legal_codes(deal) == {"5S"}
    with pytest.raises(IllegalActionError) as error:
        deal.apply(Play(1, cards("JK1")[0]))
    assert error.value.rule == "follow_suit"
    assert str(error.value) == "A joker may be played only when you cannot follow suit: you hold a spade."


def test_joker_when_unable_to_follow_either_card() -> None:
    """9S led holding {JK1, AH} (no spade) → either card, the joker included."""
    deal = play(arrange("whoswho", {0: "9S", 1: "JK1 AH KH QH JH TH 9H 8H 7H 6H 5H AD KD QD"}, dealer=2), "9S")
    assert legal_codes(deal) == hand_codes(deal, 1)
    assert {"JK1", "AH"} <= legal_codes(deal)


# Seat 0 holds both jokers, all spades and two clubs; it leads every spade and the others cannot follow.
SOLO_HANDS = {
    0: f"JK1 JK2 {SPADES} 8C 7C",
    1: "AH KH QH JH TH 9H 8H 7H 6H 5H QC JC TC 9C",
    2: "AD KD QD JD TD 9D 8D 7D 6D 5D AC KC 6C 5C",
}
SOLO_DISCARDS = [
    ("5S", "5H", "5D"), ("6S", "6H", "6D"), ("7S", "7H", "7D"), ("8S", "8H", "8D"), ("9S", "9H", "9D"),
    ("TS", "TH", "TD"), ("JS", "JH", "JD"), ("QS", "QH", "QD"), ("KS", "KH", "KD"), ("AS", "JC", "KC"),
]  # fmt: skip


def test_leading_with_two_jokers_and_7c_only_7c_then_a_joker_lead_allows_anything() -> None:
    """Leading with {JK1, JK2, 7C} → only 7C; with only jokers left one may be led, and then anything goes."""
    deal = arrange("whoswho", SOLO_HANDS, dealer=2)
    assert deal.roles == (S, P, P)
    for trick in SOLO_DISCARDS:
        deal = play(deal, *trick)
    assert deal.tricks_won == (10, 0, 0)
    deal = play(deal, "8C", "9C", "5C")  # second-highest of 9C 8C 5C: seat 0
    assert deal.tricks[-1].winner == 0
    assert hand_codes(deal, 0) == {"JK1", "JK2", "7C"}
    assert legal_codes(deal) == {"7C"}
    with pytest.raises(IllegalActionError) as error:
        deal.apply(Play(0, cards("JK2")[0]))
    assert error.value.rule == "joker_lead"
    assert str(error.value) == "A joker may not be led while you hold other cards."

    deal = play(deal, "7C", "TC", "6C")  # second-highest of TC 7C 6C: seat 0
    assert deal.to_move == 0
    assert legal_codes(deal) == {"JK1", "JK2"}  # nothing else left: a joker may be led
    deal = play(deal, "JK1")
    assert legal_codes(deal) == {"AH", "QC"}
    deal = play(deal, "QC")
    assert legal_codes(deal) == {"AD", "AC"}  # no suit was led: a club is not required
    deal = play(deal, "AD")
    assert deal.phase == Phase.GIVE and deal.to_move == 0
    deal, _ = deal.apply(Give(0, 0))
    deal = play(deal, "JK2", "AH", "AC")
    deal, _ = deal.apply(Give(0, 0))
    assert deal.is_over
    outcome = deal.outcome()
    assert outcome.tricks_won == (14, 0, 0)
    assert outcome.scores == (24, 0, 0)
    assert outcome.breakdown()[0] == "Seat 0: Soloist: 10 for winning + 14 for the soloist's tricks = 24"


# --- jokers decide who takes the trick; what each seat knows ------------------------------------------


def sweep_hands(leader: int) -> dict[int, str]:
    """The leader holds JK1 and every spade; its left holds JK2; neither follows the other's suits."""
    return {
        leader: f"JK1 {SPADES} 7H 6H 5H",
        (leader + 1) % 3: "JK2 AH KH QH JH TH 9H 8H TD 9D 8D 7D 6D 5D",
        (leader + 2) % 3: f"AD KD QD JD {CLUBS}",
    }


def test_one_joker_in_the_trick_its_player_gives_the_trick_and_the_taker_leads() -> None:
    deal = arrange("whoswho", sweep_hands(0), dealer=2)
    assert deal.roles == (P, P, S)
    deal = play(deal, "5S", "JK2", "5C")
    assert deal.phase == Phase.GIVE
    assert deal.to_move == 1
    assert deal.legal_actions() == [Give(1, 0), Give(1, 1), Give(1, 2)]
    for wrong in (Give(0, 0), Give(2, 2)):
        with pytest.raises(IllegalActionError) as error:
            deal.apply(wrong)
        assert error.value.rule == "turn"
    with pytest.raises(IllegalActionError):
        deal.apply(Play(1, cards("AH")[0]))
    for to in range(3):
        given, _ = deal.apply(Give(1, to))
        trick = given.tricks[0]
        assert (trick.winner, trick.taker) == (1, to)
        assert given.tricks_won[to] == 1
        assert given.phase == Phase.PLAY and given.to_move == given.leader == to


def test_both_jokers_in_the_trick_the_soloist_decides() -> None:
    hands = {
        0: f"{SPADES} 5H 6H 7H 8H",
        1: "JK1 AH KH QH JH TH 9H JD TD 9D 8D 7D 6D 5D",
        2: f"JK2 AD KD QD {CLUBS}",
    }
    deal = arrange("whoswho", hands, dealer=2)
    assert deal.roles == (S, P, P)
    deal = play(deal, "5S", "JK1", "JK2")
    assert deal.phase == Phase.GIVE
    assert deal.to_move == 0
    assert deal.legal_actions() == [Give(0, 0), Give(0, 1), Give(0, 2)]
    for wrong in (Give(1, 1), Give(2, 2)):
        with pytest.raises(IllegalActionError) as error:
            deal.apply(wrong)
        assert error.value.rule == "turn"
    deal, _ = deal.apply(Give(0, 2))
    assert (deal.tricks[0].winner, deal.tricks[0].taker) == (0, 2)
    assert deal.to_move == 2


def test_views_with_one_joker_each() -> None:
    """Seats 0 and 1 hold a joker each: each knows only itself a partner until the other joker appears."""
    deal = arrange("whoswho", sweep_hands(0), dealer=2)
    assert deal.roles == (P, P, S)
    assert deal.public_roles == UNKNOWN
    assert deal.view(0).roles == (P, None, None)
    assert deal.view(1).roles == (None, P, None)
    assert deal.view(2).roles == UNKNOWN  # no joker: the soloist, but cannot tell yet

    deal = play(deal, "5S")
    deal, events = play_card(deal, "JK2")
    assert not any(isinstance(event, RolesRevealed) for event in events)
    assert deal.view(0).roles == (P, P, S)  # the other joker came from someone else
    assert deal.view(1).roles == (None, P, None)  # its own joker tells it nothing new
    assert deal.view(2).roles == UNKNOWN
    assert deal.public_roles == UNKNOWN
    assert deal.roles == (P, P, S)

    deal = play(deal, "5C")
    deal, _ = deal.apply(Give(1, 2))
    deal = play(deal, "JD")
    deal, events = play_card(deal, "JK1")  # seat 0, no diamond: the second joker, by a different player
    assert RolesRevealed((P, P, S)) in events
    assert deal.public_roles == (P, P, S)
    for seat in range(3):
        assert deal.view(seat).roles == (P, P, S)
    deal = play(deal, "5D")
    assert deal.phase == Phase.GIVE and deal.to_move == 0  # one joker in this trick: seat 0 decides


def test_views_when_one_player_holds_both_jokers() -> None:
    hands = {
        0: f"{SPADES} 5H 6H 7H 8H",
        1: "JK1 JK2 AH KH QH JH TH 9H TD 9D 8D 7D 6D 5D",
        2: f"AD KD QD JD {CLUBS}",
    }
    deal = arrange("whoswho", hands, dealer=2)
    assert deal.roles == (P, S, P)
    assert deal.view(1).roles == (P, S, P)  # both jokers: soloist for certain
    assert deal.view(0).roles == UNKNOWN
    assert deal.view(2).roles == UNKNOWN

    deal = play(deal, "5S", "JK1", "5C")
    assert deal.view(0).roles == UNKNOWN
    assert deal.view(2).roles == UNKNOWN
    deal, _ = deal.apply(Give(1, 0))
    deal = play(deal, "6S")
    deal, events = play_card(deal, "JK2")  # the same player plays both: that player is the soloist
    assert RolesRevealed((P, S, P)) in events
    for seat in range(3):
        assert deal.view(seat).roles == (P, S, P)
    assert deal.public_roles == (P, S, P)


# --- scoring --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("deck", "counts", "scores", "success", "reason"),
    [
        (
            42,
            (5, 6, 3),
            (15, 0, 0),
            True,
            "The soloist's count, 5, lies between the partners' 3 and 6, so the soloist wins.",
        ),
        (42, (6, 4, 4), (16, 0, 0), True, "The partners took 4 tricks each, so the soloist wins."),
        (42, (8, 1, 5), (18, 0, 0), True, "The soloist took 8 of the 14 tricks, more than half, so the soloist wins."),
        (42, (3, 5, 6), (0, 13, 13), False, "The soloist's count, 3, is the lowest, so the partners win."),
        (
            42,
            (5, 5, 4),
            (0, 15, 15),
            False,
            "The soloist's count, 5, equals a partner's, with no more than half the tricks, so the partners win.",
        ),
        (42, (0, 7, 7), (10, 0, 0), True, "The partners took 7 tricks each, so the soloist wins."),
        (
            42,
            (1, 1, 12),
            (0, 11, 11),
            False,
            "The soloist's count, 1, equals a partner's, with no more than half the tricks, so the partners win.",
        ),
        (
            42,
            (7, 6, 1),
            (0, 17, 17),
            False,
            "The soloist's count, 7, is the highest but no more than half the tricks, so the partners win.",
        ),
        (
            54,
            (6, 6, 6),
            (0, 16, 16),
            False,
            "The soloist's count, 6, equals a partner's, with no more than half the tricks, so the partners win.",
        ),
    ],
)
def test_scoring_table(
    deck: int, counts: tuple[int, int, int], scores: tuple[int, int, int], success: bool, reason: str
) -> None:
    """Rows of RULES.md: soloist (seat 0), partner, partner."""
    game = create_game("whoswho", 3, {"deck": deck})
    assert sum(counts) == game.hand_size
    roles, lines, summary = game.score_counts(counts, 0)
    assert roles == (S, P, P)
    assert tuple(line.total for line in lines) == scores
    worth = f"10 for winning + {counts[0]} for the soloist's tricks = {10 + counts[0]}"
    if success:
        assert [line.text for line in lines] == [f"Soloist: {worth}", "Partner: 0", "Partner: 0"]
        assert summary == reason
    else:
        assert [line.text for line in lines] == ["Soloist: 0", f"Partner: {worth}", f"Partner: {worth}"]
        assert summary == reason


def test_scoring_with_the_soloist_in_another_seat() -> None:
    """Soloist seat 2 with 5 between partners' 6 and 3: the middle count succeeds."""
    roles, lines, _ = create_game("whoswho").score_counts((6, 3, 5), 2)
    assert roles == (P, P, S)
    assert tuple(line.total for line in lines) == (0, 0, 15)


@pytest.mark.parametrize(
    ("deck", "counts", "scores"),
    [
        (42, (8, 6, 0), (18, 0, 0)),  # highest, but 8 of 14 is a majority
        (42, (7, 6, 1), (0, 17, 17)),  # highest with 7: no majority
        (54, (10, 8, 0), (20, 0, 0)),  # 10 of 18 is a majority
        (54, (9, 8, 1), (0, 19, 19)),  # 9 of 18 is not
    ],
)
def test_majority_thresholds(deck: int, counts: tuple[int, int, int], scores: tuple[int, int, int]) -> None:
    game = create_game("whoswho", 3, {"deck": deck})
    assert sum(counts) == game.hand_size
    _, lines, _ = game.score_counts(counts, 0)
    assert tuple(line.total for line in lines) == scores


# --- match ----------------------------------------------------------------------------------

SWEEP_TRICKS = [
    ("5S", "8H", "JD"), ("6S", "9H", "QD"), ("7S", "TH", "KD"), ("8S", "JH", "AD"), ("9S", "QH", "5C"),
    ("TS", "KH", "6C"), ("JS", "AH", "7C"), ("QS", "5D", "8C"), ("KS", "6D", "9C"), ("AS", "7D", "TC"),
    ("5H", "8D", "JC"), ("6H", "9D", "QC"), ("7H", "TD", "KC"), ("JK1", "JK2", "AC"),
]  # fmt: skip


def sweep(game_target: int, leader: int) -> tuple[Deal, Give]:
    """A deal in which the leader takes every trick; returns it before its last action (the soloist's give)."""
    deal = arrange(create_game("whoswho", 3, {"target": game_target}), sweep_hands(leader), dealer=(leader + 2) % 3)
    for trick in SWEEP_TRICKS:
        deal = play(deal, *trick)
    soloist = (leader + 2) % 3
    assert deal.phase == Phase.GIVE and deal.to_move == soloist
    return deal, Give(soloist, leader)


def test_partners_win_a_deal_the_soloist_takes_none() -> None:
    deal, give = sweep(100, 0)
    deal, _ = deal.apply(give)
    outcome = deal.outcome()
    assert outcome.tricks_won == (14, 0, 0)
    assert outcome.roles == (P, P, S)
    assert outcome.scores == (10, 10, 0)


def test_match_target_is_100_by_default() -> None:
    game = create_game("whoswho")
    assert game.match_target() == 100
    assert game.match_deals() is None


def test_equal_highest_totals_play_on() -> None:
    """Target 10: partners 10-10 reach it together, so another deal; then 20 alone wins."""
    first, give = sweep(10, 0)
    first, _ = first.apply(give)
    game = first.game
    match = Match(game, 0, (first,))
    assert match.totals == (10, 10, 0)
    assert not match.is_over
    assert match.winners == ()
    assert match.next_dealer() == 0
    assert match.next_deal().current.dealer == 0

    second, give = sweep(10, 1)
    assert second.dealer == 0
    match = Match(game, 0, (first, second))
    match, events = match.apply(give)
    assert match.totals == (10, 20, 10)
    assert match.is_over
    assert match.winners == (1,)
    assert events[-1] == MatchOver((10, 20, 10), (1,))


def test_match_to_100_played_out() -> None:
    game = create_game("whoswho")
    match = Match.start(game, seed=7, first_dealer=0)
    overs = []
    while not match.is_over:
        if match.current.is_over:
            match = match.next_deal()
            continue
        match, events = match.apply(match.current.legal_actions()[0])
        overs += [event for event in events if isinstance(event, MatchOver)]
    assert [deal.dealer for deal in match.deals] == [k % 3 for k in range(len(match.deals))]
    best = max(match.totals)
    assert best >= 100
    assert match.totals.count(best) == 1
    assert match.winners == (match.totals.index(best),)
    assert overs == [MatchOver(match.totals, match.winners)]
    for played in range(1, len(match.deals)):
        totals = Match(game, 7, match.deals[:played]).totals
        assert max(totals) < 100 or totals.count(max(totals)) > 1
    with pytest.raises(ValueError):
        match.next_deal()
