"""Why a trick was won, as each game's rules say: the tricks of the rules pages and a few more."""

from __future__ import annotations

import pytest

from parlett_table.engine import Deal, Suit, Trick, TrickReason, create_game
from tests.support import cards


def finished(game_id: str, codes: str, trump: Suit | None = None, players: int = 3, taker: int | None = None) -> Trick:
    """The trick ``codes`` led by seat 0, won as the game's rules say (``taker``: where a joker sent it)."""
    game = create_game(game_id, players)
    played = cards(codes)
    winner, _ = game.trick_winner([int(card) for card in played], 0, -1 if trump is None else int(trump))
    return Trick(0, tuple(played), winner, winner if taker is None else taker)


def reason(game_id: str, codes: str, trump: Suit | None = None, players: int = 3) -> TrickReason:
    return create_game(game_id, players).trick_reason(finished(game_id, codes, trump, players), trump)


def kind_and_cards(found: TrickReason) -> tuple[str, str]:
    return found.kind, " ".join(str(card) for card in found.cards)


@pytest.mark.parametrize(
    ("codes", "expected"),
    [
        ("AS 7S JK", ("joker_trump", "JK AS")),  # the joker, the only trump, wins
        ("AS JK 7H", ("trump", "7H AS")),  # the Seven of trumps beats the joker
        ("JK 8H KS", ("trump", "8H JK")),  # a joker lead leads trumps
        ("JK KS QD", ("joker_trump", "JK")),  # led, and nobody had a trump
        ("QC KC AD", ("highest", "KC")),
        ("9H TH 7S", ("highest", "TH")),  # trumps led: the highest of the suit led
    ],
)
def test_hoodwink_reasons(codes: str, expected: tuple[str, str]) -> None:
    assert kind_and_cards(reason("hoodwink", codes, Suit.H)) == expected


@pytest.mark.parametrize(
    ("codes", "players", "expected"),
    [
        ("7C KC 7H AC", 4, ("snap", "7H 7C")),  # a snap beats the Ace played after it
        ("7C 7H 7D 2C", 4, ("snap", "7D 7C 7H")),  # the later snap wins; the earlier one is named too
        ("7C 9C KH 8C", 4, ("highest", "9C")),  # a discard is no snap
        ("7C 9C 9H 8C", 4, ("highest", "9C")),  # matching a card other than the lead is no snap
        ("QS QD", 2, ("snap", "QD QS")),
        ("6S AS 6D 2H 3S", 5, ("snap", "6D 6S")),  # a 6 beating an Ace
    ],
)
def test_crescendo_reasons(codes: str, players: int, expected: tuple[str, str]) -> None:
    assert kind_and_cards(reason("crescendo", codes, None, players)) == expected


@pytest.mark.parametrize(
    ("codes", "expected"),
    [
        ("9S KS 5S", ("second", "9S KS")),
        ("QS KS AS", ("second", "KS AS")),
        ("9S KS AH", ("second", "9S KS")),
        ("9S 5S AH", ("second", "5S 9S")),
        ("9S AH AD", ("unfollowed", "9S")),
    ],
)
def test_whoswho_reasons_without_jokers(codes: str, expected: tuple[str, str]) -> None:
    assert kind_and_cards(reason("whoswho", codes)) == expected


def test_whoswho_a_joker_means_its_player_chose_and_the_trick_says_who_took_it() -> None:
    given = finished("whoswho", "9S JK1 KS", taker=2)
    assert (given.winner, given.taker) == (1, 2)  # Ben chose and gave it to Cleo
    assert kind_and_cards(create_game("whoswho").trick_reason(given, None)) == ("joker_choice", "JK1")
    both = finished("whoswho", "JK2 9S JK1", taker=0)
    assert both.winner == 1  # the soloist, who played neither joker, chose
    assert kind_and_cards(create_game("whoswho").trick_reason(both, None)) == ("joker_choice", "JK2 JK1")


@pytest.mark.parametrize(
    ("codes", "expected"),
    [
        ("JK AS 7D", ("joker_led", "JK")),  # Polonius led wins, even against a trump
        ("9S JK 7S", ("highest", "9S")),  # played second he loses
        ("9S 7D AS", ("trump", "7D 9S")),
        ("7D AD JK", ("highest", "AD")),  # trumps led
    ],
)
def test_hamlet_reasons(codes: str, expected: tuple[str, str]) -> None:
    assert kind_and_cards(reason("hamlet", codes, Suit.D)) == expected


@pytest.mark.parametrize(("game_id", "players"), [("hoodwink", 3), ("crescendo", 4), ("whoswho", 3), ("hamlet", 3)])
def test_every_trick_of_a_played_deal_has_a_reason_naming_a_card_of_the_trick(game_id: str, players: int) -> None:
    deal = Deal.start(create_game(game_id, players), seed=5, dealer=0)
    while not deal.is_over:
        action = deal.legal_actions()[0]
        deal, _ = deal.apply(action)
    for trick in deal.tricks:
        found = deal.game.trick_reason(trick, deal.trump)
        assert found.cards and set(found.cards) <= set(trick.cards), (trick, found)
        if found.kind not in ("joker_choice",):
            assert found.cards[0] == trick.card_of(trick.winner)  # the first card named is the winning one
