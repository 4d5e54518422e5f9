"""The standard Crescendo player: clear positions, and a legal, explained card at every turn of whole deals."""

from __future__ import annotations

import random

import pytest
from support import arrange, play

from parlett_table.ai.arena import play_deal
from parlett_table.ai.base import Decision
from parlett_table.ai.standard import StandardPlayer
from parlett_table.engine import Card, Deal, Play, SeatView, create_game
from parlett_table.games.crescendo.strategy import choose, decide

FOUR = create_game("crescendo", 4)
TWO = create_game("crescendo", 2)
# Two players: seat 0 holds every spade and heart, seat 1 every diamond and club, so seat 1 can
# snap any lead of seat 0's with the same rank.
SPLIT_SUITS = {0: "AS KS QS JS TS 9S AH KH QH JH TH 9H", 1: "AD KD QD JD TD 9D AC KC QC JC TC 9C"}


def choice(deal: Deal) -> Decision:
    assert deal.to_move is not None
    return decide(deal.view(deal.to_move), random.Random(0))


def card_played(decision: Decision) -> str:
    assert isinstance(decision.action, Play)
    return str(decision.action.card)


def test_keeps_the_ace_when_a_low_card_loses_a_cheap_first_trick() -> None:
    deal = arrange(FOUR, {0: "KS", 1: "AS 2S 3H 7H 9H 4D 8D JD 3C 6C 9C QC KC"}, dealer=3)
    decision = choice(play(deal, "KS"))
    assert card_played(decision) == "2S"
    assert "Save your Ace of spades" in decision.reason


def test_last_to_play_takes_the_trick_with_its_cheapest_winning_card() -> None:
    # The Ten beats the Nine; the King and Ace are worth keeping for the valuable tricks.
    deal = arrange(FOUR, {0: "5H", 1: "7H", 2: "9H", 3: "TH KH AH 2H"}, dealer=3)
    decision = choice(play(deal, "5H", "7H", "9H"))
    assert card_played(decision) == "TH"
    assert decision.reason.startswith("Take this trick cheaply")


def test_unable_to_follow_throws_the_card_that_cannot_win_later() -> None:
    # Every card but the Two of diamonds is the best left in its suit, and no Five can snap.
    deal = arrange(FOUR, {0: "5C", 1: "AS KS QS AH KH QH JH AD KD QD JD TD 2D"}, dealer=3)
    assert card_played(choice(play(deal, "5C"))) == "2D"


def test_no_snap_on_a_trick_worth_nothing() -> None:
    deal = play(arrange(TWO, SPLIT_SUITS, dealer=1), "AS")
    decision = choice(deal)
    assert Card.parse(card_played(decision)).rank != Card.parse("AS").rank
    assert "worth nothing" in decision.reason


def test_snaps_a_valuable_trick() -> None:
    # Five tricks in which seat 1 throws cards of other ranks; trick 6 is worth 6 with two players.
    deal = play(arrange(TWO, SPLIT_SUITS, dealer=1), "9S", "AD", "9H", "KD", "TS", "AC", "TH", "KC", "JS", "9D")
    assert deal.tricks_won == (5, 0)
    decision = choice(play(deal, "QS"))
    assert card_played(decision) in ("QD", "QC")
    assert decision.reason.startswith("Snap with the Queen")


@pytest.mark.parametrize(
    ("players", "options"),
    [(2, {}), (3, {}), (4, {}), (5, {}), (5, {"five_jokers": True})],
    ids=["2", "3", "4", "5", "5-five-jokers"],
)
def test_every_decision_of_whole_deals_is_legal_and_explained(players: int, options: dict[str, object]) -> None:
    game = create_game("crescendo", players, options)
    checked = CheckedPlayer()
    for seed in range(30):
        deal = play_deal(game, seed, seed % players, [checked] * players)
        assert deal.is_over
    assert checked.decisions == 30 * game.tricks_per_deal * players


class CheckedPlayer(StandardPlayer):
    """The standard player, checking each of its decisions as it makes them."""

    def __init__(self) -> None:
        super().__init__()
        self.decisions = 0

    def decide(self, view: SeatView, rng: random.Random) -> Decision:
        decision = super().decide(view, rng)
        assert decision.action in view.legal_actions
        assert decision.reason.strip() and decision.reason.endswith(".")
        assert Play(view.seat, choose(view)) == decision.action  # what search replays: the same card, no words
        self.decisions += 1
        return decision
