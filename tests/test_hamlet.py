"""Hamlet (RULES.md section 4): to be or not to be, Polonius, who is Hamlet, scoring, dealer and match."""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from support import arrange, cards, play, propose

from parlett_table.engine import (
    Deal,
    IllegalActionError,
    Match,
    MatchOver,
    Phase,
    Play,
    ProposalMade,
    ProposalsRevealed,
    Propose,
    Suit,
    TrumpSettled,
    create_game,
)
from parlett_table.engine.cards import card_of, cards_of
from parlett_table.games.hamlet.rules import hamlet_seat

H, C = "hamlet", "courtier"
NO_SPADE = "JK AH KH QH JH TH 9H 8H 7H AD KD"  # Polonius, no spade


def legal_codes(deal: Deal) -> set[str]:
    return {str(action.card) for action in deal.legal_actions() if isinstance(action, Play)}


def hand_codes(deal: Deal, seat: int) -> set[str]:
    return {str(card) for card in deal.hand(seat)}


def test_pack_and_deal() -> None:
    game = create_game("hamlet")
    pack = {str(card) for card in cards_of(game.pack_mask)}
    assert pack == {rank + suit for rank in "AKQJT987" for suit in "SHDC"} | {"JK"}
    assert (game.hand_size, game.tricks_per_deal, game.undealt_count) == (11, 11, 0)
    deal = Deal.start(game, seed=1, dealer=2)
    assert [len(deal.hand(seat)) for seat in range(3)] == [11, 11, 11]
    assert deal.phase == Phase.PROPOSE and deal.to_move == 0


# --- to be or not to be ---------------------------------------------------------------------


def test_polonius_cannot_be_proposed() -> None:
    deal = arrange("hamlet", {0: "JK"}, dealer=2)
    proposable = {str(action.card) for action in deal.legal_actions() if isinstance(action, Propose)}
    assert proposable == hand_codes(deal, 0) - {"JK"}
    with pytest.raises(IllegalActionError) as error:
        deal.apply(Propose(0, cards("JK")[0]))
    assert error.value.rule == "polonius_proposal"
    assert str(error.value) == "Polonius, the joker, cannot be shown: choose a suit card."


@pytest.mark.parametrize(
    ("shown", "trump", "aim"),
    [
        pytest.param("AS 7S 9H", Suit.S, "not-be", id="two spades; an Ace is no face card"),
        pytest.param("8D 9D TD", Suit.D, "not-be", id="three diamonds"),
        pytest.param("7H KC AH", Suit.H, "be", id="two hearts and a King"),
        pytest.param("QS 8H 9D", Suit.C, "be", id="all different: clubs unshown; a Queen"),
        pytest.param("7S 8H 9C", Suit.D, "not-be", id="all different: diamonds unshown"),
        pytest.param("JD AD TC", Suit.D, "be", id="two diamonds and a Jack"),
        pytest.param("AS AH AD", Suit.C, "not-be", id="three Aces: clubs, not to be"),
    ],
)
def test_proposals_settle_trump_and_aim(shown: str, trump: Suit, aim: str) -> None:
    codes = shown.split()
    deal = arrange("hamlet", dict(enumerate(codes)), dealer=2, fill_seed=5)
    deal = propose(deal, *codes[:2])
    deal, events = deal.apply(Propose(2, cards(codes[2])[0]))
    assert deal.trump == trump
    assert deal.aim == aim
    assert events == [ProposalMade(2), ProposalsRevealed(tuple(cards(shown))), TrumpSettled(trump, aim, (None,) * 3)]
    assert deal.phase == Phase.PLAY and deal.to_move == 0
    for seat, code in enumerate(codes):
        assert len(deal.hand(seat)) == 11  # the card shown stays in hand
        assert code in hand_codes(deal, seat)


def test_proposals_stay_hidden_until_all_three_are_made() -> None:
    deal = arrange("hamlet", {0: "AS", 1: "7S", 2: "9H"}, dealer=2)
    deal, events = deal.apply(Propose(0, cards("AS")[0]))
    assert events == [ProposalMade(0)]
    assert "AS" not in str(events[0])
    assert deal.view(0).own_proposal == cards("AS")[0]
    for seat in range(3):
        assert deal.view(seat).proposals is None
    assert deal.view(1).own_proposal is None
    assert deal.view(2).own_proposal is None
    assert deal.view(1).trump is None

    with pytest.raises(IllegalActionError) as error:
        deal.apply(Propose(2, cards("9H")[0]))
    assert error.value.rule == "turn"

    deal, events = deal.apply(Propose(1, cards("7S")[0]))
    assert events == [ProposalMade(1)]
    assert deal.view(2).proposals is None
    assert deal.view(2).own_proposal is None
    assert deal.view(0).own_proposal == cards("AS")[0]

    deal = propose(deal, "9H")
    for seat in range(3):
        assert deal.view(seat).proposals == tuple(cards("AS 7S 9H"))
        assert deal.view(seat).trump == Suit.S
        assert deal.view(seat).aim == "not-be"


# --- tricks ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hands", "shown", "order", "winner"),
    [
        pytest.param({0: "JK 8D", 1: "AS 9D", 2: "7D"}, "8D 9D 7D", "JK AS 7D", 0, id="Polonius led wins"),
        pytest.param({0: "9S 8D", 1: NO_SPADE, 2: "7S 7D"}, "8D AD 7D", "9S JK 7S", 0, id="Polonius second loses"),
        pytest.param(
            {0: "9S 8D", 1: "7D AH KH QH JH TH 9H 8H 7H JK KD", 2: "AS"}, "8D KD AS", "9S 7D AS", 1, id="trump wins"
        ),
    ],
)
def test_trick_examples_diamonds_trump(hands: dict[int, str], shown: str, order: str, winner: int) -> None:
    deal = propose(arrange("hamlet", hands, dealer=2, fill_seed=6), *shown.split())
    assert deal.trump == Suit.D
    deal = play(deal, *order.split())
    trick = deal.tricks[0]
    assert trick.cards == tuple(cards(order))
    assert (trick.winner, trick.taker) == (winner, winner)
    assert deal.to_move == deal.leader == winner


def test_polonius_played_third_loses() -> None:
    """7S, 8S, JK (no spade left to the third player) → 8S."""
    deal = propose(arrange("hamlet", {0: "7S 8D", 1: "8S 9D", 2: NO_SPADE}, dealer=2), "8D", "9D", "AD")
    deal = play(deal, "7S", "8S", "JK")
    assert deal.tricks[0].winner == 1


def test_polonius_ranks_below_a_discard() -> None:
    """9S, JK, AC with clubs not trump: neither follows, so 9S wins; Polonius is below every card."""
    hands = {0: "9S 8D", 1: NO_SPADE, 2: "AC KC QC JC TC 9C 8C 7C 7D TD JD"}
    deal = propose(arrange("hamlet", hands, dealer=2), "8D", "AD", "7D")
    assert deal.trump == Suit.D
    deal = play(deal, "9S", "JK", "AC")
    assert deal.tricks[0].winner == 0


def test_polonius_only_when_unable_to_follow() -> None:
    """♠ led holding {JK, 8S, AH} → only 8S."""
    hands = {0: "9S", 1: "JK 8S AH KH QH JH TH 9H 8H 7H AD", 2: "7D"}
    deal = play(propose(arrange("hamlet", hands, dealer=2), "9S", "AH", "7D"), "9S")
    assert legal_codes(deal) == {"8S"}
    with pytest.raises(IllegalActionError) as error:
        deal.apply(Play(1, cards("JK")[0]))
    assert error.value.rule == "follow_suit"
    assert str(error.value) == "Polonius may be played only when you cannot follow suit: you hold a spade."
    with pytest.raises(IllegalActionError) as error:
        deal.apply(Play(1, cards("AH")[0]))
    assert error.value.rule == "follow_suit"


def test_polonius_or_anything_when_void_in_the_suit_led() -> None:
    """♠ led holding {JK, AH} and no spade → either."""
    deal = play(propose(arrange("hamlet", {0: "9S", 1: NO_SPADE, 2: "7D"}, dealer=2), "9S", "AH", "7D"), "9S")
    assert legal_codes(deal) == hand_codes(deal, 1)
    assert {"JK", "AH"} <= legal_codes(deal)


def test_after_polonius_is_led_anything_goes() -> None:
    hands = {0: "JK 8D", 1: "AS KS QS JS TS 9S 8S 7S 7H 8H 9D", 2: "AH KH QH JH TH 9H TD JD QD KD AD"}
    deal = propose(arrange("hamlet", hands, dealer=2), "8D", "9D", "TD")
    deal = play(deal, "JK")
    assert legal_codes(deal) == hand_codes(deal, 1)
    deal = play(deal, "7H")
    assert legal_codes(deal) == hand_codes(deal, 2)  # a heart was played second, but nothing was led
    deal = play(deal, "TD")
    assert deal.tricks[0].winner == 0  # a trump does not beat Polonius led


# --- Hamlet and the score -----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("won", "hamlet"),
    [
        ((2, 4, 5), 1),  # all differ: the middle count
        ((6, 5, 0), 1),
        ((4, 4, 3), 2),  # two equal: the unique count
        ((0, 0, 11), 2),
        ((5, 3, 3), 0),
        ((0, 5, 6), 1),
    ],
)
def test_who_is_hamlet(won: tuple[int, int, int], hamlet: int) -> None:
    assert sum(won) == 11
    assert hamlet_seat(won) == hamlet


@pytest.mark.parametrize(
    ("aim", "won", "scores", "texts"),
    [
        (
            "be",
            (2, 4, 5),
            (2, 40, 5),
            ("Courtier: 2 tricks = 2", "Hamlet: 4 tricks × 10 = 40", "Courtier: 5 tricks = 5"),
        ),
        (
            "not-be",
            (2, 4, 5),
            (20, 4, 50),
            ("Courtier: 2 tricks × 10 = 20", "Hamlet: 4 tricks = 4", "Courtier: 5 tricks × 10 = 50"),
        ),
        (
            "be",
            (4, 4, 3),
            (4, 4, 30),
            ("Courtier: 4 tricks = 4", "Courtier: 4 tricks = 4", "Hamlet: 3 tricks × 10 = 30"),
        ),
        (
            "not-be",
            (4, 4, 3),
            (40, 40, 3),
            ("Courtier: 4 tricks × 10 = 40", "Courtier: 4 tricks × 10 = 40", "Hamlet: 3 tricks = 3"),
        ),
        (
            "be",
            (0, 0, 11),
            (10, 10, 110),
            ("Courtier: 10 for no tricks = 10", "Courtier: 10 for no tricks = 10", "Hamlet: 11 tricks × 10 = 110"),
        ),
        (
            "not-be",
            (0, 0, 11),
            (100, 100, 11),
            (
                "Courtier: (10 for no tricks) × 10 = 100",
                "Courtier: (10 for no tricks) × 10 = 100",
                "Hamlet: 11 tricks = 11",
            ),
        ),
        (
            "be",
            (0, 5, 6),
            (10, 50, 6),
            ("Courtier: 10 for no tricks = 10", "Hamlet: 5 tricks × 10 = 50", "Courtier: 6 tricks = 6"),
        ),
        (
            "not-be",
            (0, 5, 6),
            (100, 5, 60),
            ("Courtier: (10 for no tricks) × 10 = 100", "Hamlet: 5 tricks = 5", "Courtier: 6 tricks × 10 = 60"),
        ),
    ],
)
def test_scoring_table(
    aim: str, won: tuple[int, int, int], scores: tuple[int, int, int], texts: tuple[str, str, str]
) -> None:
    roles, lines, summary = create_game("hamlet").score_counts(won, aim)
    hamlet = hamlet_seat(won)
    assert roles == tuple(H if seat == hamlet else C for seat in range(3))
    assert tuple(line.total for line in lines) == scores
    assert tuple(line.text for line in lines) == texts
    aim_words = "The aim was to be Hamlet" if aim == "be" else "The aim was not to be Hamlet"
    assert summary.startswith(aim_words) and "seat" not in summary


def test_one_trick_reads_singular() -> None:
    _, lines, _ = create_game("hamlet").score_counts((1, 4, 6), "be")
    assert [line.text for line in lines] == [
        "Courtier: 1 trick = 1",
        "Hamlet: 4 tricks × 10 = 40",
        "Courtier: 6 tricks = 6",
    ]


# Seat 0 holds every club (trump), 7S, 7H and Polonius; seat 1 the high spades and hearts.
PLAYED_HANDS = {
    0: "7C 8C 9C TC JC QC KC AC 7S 7H JK",
    1: "AS KS QS JS AH KH QH JH TH 9H 8H",
    2: "TS 9S 8S 7D 8D 9D TD JD QD KD AD",
}
PLAYED_TRICKS = [
    ("7C", "8H", "7D"), ("8C", "9H", "8D"), ("9C", "TH", "9D"), ("TC", "JH", "TD"),
    ("JC", "QH", "JD"), ("QC", "KH", "QD"), ("KC", "QS", "KD"), ("AC", "JS", "AD"),
    ("7S", "KS", "8S"),  # seat 1 takes with KS
    ("AH", "9S", "7H"),  # seat 1 leads; seat 2 has no heart; seat 0 must follow with 7H
    ("AS", "TS", "JK"),  # Polonius played third, his owner's last card: he loses
]  # fmt: skip


def played_deal(dealer: int = 2) -> Deal:
    deal = propose(arrange("hamlet", PLAYED_HANDS, dealer=dealer), "7S", "KH", "7D")
    for trick in PLAYED_TRICKS:
        deal = play(deal, *trick)
    return deal


def test_a_fully_played_deal_scores_as_score_counts() -> None:
    """Shown 7S, KH, 7D → clubs trump, to be; tricks 8, 3, 0 → the 3 is Hamlet: 8, 30, 10."""
    deal = played_deal()
    assert deal.trump == Suit.C and deal.aim == "be"
    assert deal.is_over
    outcome = deal.outcome()
    assert outcome.tricks_won == (8, 3, 0)
    assert [trick.taker for trick in outcome.tricks] == [0] * 8 + [1] * 3
    assert outcome.roles == (C, H, C)
    assert outcome.scores == (8, 30, 10)
    roles, lines, summary = create_game("hamlet").score_counts(deal.tricks_won, deal.aim)  # type: ignore[arg-type]
    assert (outcome.roles, outcome.lines, outcome.summary) == (roles, lines, summary)
    assert deal.roles == (C, H, C)


def test_roles_are_unknown_until_the_deal_ends() -> None:
    deal = propose(arrange("hamlet", PLAYED_HANDS, dealer=2), "7S", "KH", "7D")
    for trick in PLAYED_TRICKS[:-1]:
        deal = play(deal, *trick)
    assert deal.roles == (None, None, None)
    assert deal.view(1).roles == (None, None, None)


def test_first_legal_deal_scores_as_score_counts() -> None:
    game = create_game("hamlet")
    deal = Deal.start(game, seed=123, dealer=1)
    while not deal.is_over:
        deal, _ = deal.apply(deal.legal_actions()[0])
    outcome = deal.outcome()
    assert outcome.aim is not None
    _, lines, _ = game.score_counts(outcome.tricks_won, outcome.aim)
    assert outcome.lines == lines
    assert outcome.roles[hamlet_seat(outcome.tricks_won)] == H


# --- dealer -------------------------------------------------------------------------------------


def test_first_dealer_is_drawn_highest_rank_deals_ties_redraw() -> None:
    game = create_game("hamlet")
    redraws = 0
    for seed in range(200):
        rounds, dealer = game.draw_for_dealer(random.Random(seed))
        assert game.first_dealer(random.Random(seed)) == dealer
        assert -1 not in rounds[0]  # everyone draws first
        drawn = [card for draw in rounds for card in draw if card >= 0]
        assert len(drawn) == len(set(drawn))
        assert all(game.pack_mask >> card & 1 for card in drawn)
        for number, draw in enumerate(rounds):
            drawing = [seat for seat in range(3) if draw[seat] >= 0]
            top = max(draw[seat] & 15 for seat in drawing)
            best = [seat for seat in drawing if draw[seat] & 15 == top]
            if number + 1 < len(rounds):
                assert len(best) > 1
                assert [seat for seat in range(3) if rounds[number + 1][seat] >= 0] == best
            else:
                assert best == [dealer]
        redraws += len(rounds) > 1
    assert redraws > 0


@pytest.mark.parametrize(
    ("seed", "draws", "dealer"),
    [
        (0, [["TC", "AD", "JH"]], 1),  # the Ace deals
        (4, [["AS", "TS", "TH"]], 0),  # a tie below the highest card does not matter
        (15, [["KC", "7S", "KD"], ["JS", None, "TC"]], 0),  # two Kings: seats 0 and 2 draw again
        (21, [["QS", "QD", "TD"], ["QH", "KS", None]], 1),  # two Queens: seats 0 and 1 draw again
    ],
)
def test_first_dealer_draw_examples(seed: int, draws: list[list[str | None]], dealer: int) -> None:
    """Seeded draws, card by card (golden: they pin the shuffle): the highest rank deals, equal highest redraw."""
    rounds, drawn_dealer = create_game("hamlet").draw_for_dealer(random.Random(seed))
    assert [[str(card_of(card)) if card >= 0 else None for card in draw] for draw in rounds] == draws
    assert drawn_dealer == dealer


def test_next_dealer_is_the_previous_hamlet() -> None:
    game = create_game("hamlet")
    assert game.next_dealer(0, (C, H, C)) == 1
    assert game.next_dealer(1, (C, C, H)) == 2
    assert game.next_dealer(2, (H, C, C)) == 0
    assert game.next_dealer(1, (H, C, C)) == 0  # not to the left of the dealer
    match = Match(game, 0, (played_deal(dealer=2),))
    assert match.next_dealer() == 1
    following = match.next_deal().current
    assert following.dealer == 1
    assert following.to_move == 2  # Hamlet's left proposes and leads first


def test_match_to_250_with_hamlet_dealing() -> None:
    game = create_game("hamlet")
    assert game.match_target() == 250
    assert game.match_deals() is None
    match = Match.start(game, seed=900)
    overs = []
    while not match.is_over:
        if match.current.is_over:
            match = match.next_deal()
            continue
        match, events = match.apply(match.current.legal_actions()[0])
        overs += [event for event in events if isinstance(event, MatchOver)]
    for before, after in pairwise(match.deals):
        assert after.dealer == before.outcome().roles.index(H)
    best = max(match.totals)
    assert best >= 250 and match.totals.count(best) == 1
    assert overs == [MatchOver(match.totals, match.winners)]
    for played in range(1, len(match.deals)):
        totals = Match(game, 900, match.deals[:played]).totals
        assert max(totals) < 250 or totals.count(max(totals)) > 1


def test_match_target_option() -> None:
    game = create_game("hamlet", 3, {"target": 30})
    match = Match(game, 0, (played_deal(),))
    assert match.totals == (8, 30, 10)
    assert match.is_over and match.winners == (1,)
    assert not Match(create_game("hamlet"), 0, (played_deal(),)).is_over
