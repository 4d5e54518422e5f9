"""The standard Who's Who player: clear positions, and a legal, explained decision at every turn of whole deals."""

from __future__ import annotations

import random

import pytest
from support import arrange, play

from parlett_table.ai.arena import play_deal
from parlett_table.ai.base import Decision
from parlett_table.ai.standard import StandardPlayer
from parlett_table.engine import Card, Deal, Give, Phase, Play, SeatView, create_game
from parlett_table.games.whoswho.strategy import decide, soloist_chances

# Seat 2 holds both jokers (the soloist); seat 0 leads to the first trick.
SOLOIST_HANDS = {
    0: "AS KS QS JS TS 9S 8S 7S KH TH 7H 6H AD KD",
    1: "QD JD TD 9D 8D 7D 6D 9H 8H 5H AC KC 6S 5S",
    2: "JK1 JK2 QC JC TC 9C 8C 7C 6C 5C AH QH JH 5D",
}
# Twelve tricks after which the soloist has 7; "g" plus a seat is the joker player's Give.
SOLOIST_RUNS_CLUBS = (
    "7S 6S 5C",
    "AC 6C 7H",
    "7C 8S KC",
    "8C 9S 6D",
    "9C TS 7D",
    "TC JS 8D",
    "JC QS 9D",
    "QC KS TD",
    "5D AD JD",
    "QD JK1 KD g0",
    "AS 5S JK2 g1",
    "8H JH TH",
)
# Seats 0 and 1 hold a joker each (partners); seat 2 is the soloist.
PARTNER_HANDS = {
    0: "AS KS QS JS TS 9S 8S 7S 6S KH TH 7H AD JK1",
    1: "JK2 KD QD JD TD 9D 8D 7D 6D 9H 8H 5H AC KC",
    2: "5S QC JC TC 9C 8C 7C 6C 5C AH QH JH 6H 5D",
}
# Thirteen tricks after which the counts are 6, 3 and 4 and seat 0 holds only its joker.
PARTNERS_SPREAD = (
    "6S 6D 5S",
    "5C 7H KC",
    "6C TH AC",
    "7C 7S 5H",
    "5D AD 7D",
    "8D 8C 8S",
    "9D 9C 9S",
    "9H AH KH",
    "TS JK2 TC g0",
    "JS KD JC",
    "QS QD QC",
    "KS JD QH",
    "AS TD JH",
)


def replay(hands: dict[int, str], tricks: tuple[str, ...], deck: int = 42) -> Deal:
    deal = arrange(create_game("whoswho", 3, {"deck": deck}), hands, dealer=2)
    for trick in tricks:
        for step in trick.split():
            if step.startswith("g"):
                assert deal.to_move is not None
                deal, _ = deal.apply(Give(deal.to_move, int(step[1:])))
            else:
                deal = play(deal, step)
    return deal


def choice(deal: Deal) -> Decision:
    assert deal.to_move is not None
    return decide(deal.view(deal.to_move), random.Random(0))


def test_last_to_play_takes_with_the_card_just_under_the_highest() -> None:
    deal = replay(SOLOIST_HANDS, SOLOIST_RUNS_CLUBS)
    assert deal.tricks_won == (2, 3, 7)
    # King led, Nine followed: the Queen is second-highest and takes the trick, the Ace would not.
    decision = choice(play(deal, "KH", "9H"))
    assert decision.action == Play(2, Card.parse("QH"))
    assert decision.reason == (
        "Take this trick with the Queen of hearts, the second-highest card of the suit led. "
        "That gives you more than half the tricks."
    )


def test_soloist_keeps_a_trick_that_gives_it_a_majority() -> None:
    deal = replay(SOLOIST_HANDS, SOLOIST_RUNS_CLUBS[:9])
    deal = play(deal, "QD", "JK1", "KD")
    assert deal.phase == Phase.GIVE and deal.to_move == 2
    assert deal.tricks_won == (0, 2, 7)
    decision = choice(deal)
    assert decision.action == Give(2, 2)
    assert decision.reason == "Keep this trick. That gives you more than half the tricks."


def test_partner_gives_the_last_trick_so_the_partners_stay_unequal_and_the_soloist_ties() -> None:
    deal = replay(PARTNER_HANDS, PARTNERS_SPREAD)
    assert deal.tricks_won == (6, 3, 4)
    deal = play(deal, "JK1", "8H", "6H")
    assert deal.phase == Phase.GIVE and deal.to_move == 0
    # To seat 0: 7-3-4 puts the soloist in the middle; to seat 2: 6-3-5 too; to seat 1: 6-4-4 ties it.
    decision = choice(deal)
    assert decision.action == Give(0, 1)
    assert decision.words(["You", "Ada", "Ben"]) == (
        "Give this trick to Ada. That leaves Ben, the soloist, level with a partner, and the partners unequal."
    )


def test_role_chances_follow_the_jokers() -> None:
    deal = arrange("whoswho", {0: "JK1", 1: "JK2"}, dealer=2)
    assert soloist_chances(deal.view(2), (14, 14, 14))[2] == pytest.approx(14 * 14 * 2 / (28 * 27))
    assert soloist_chances(deal.view(0), (14, 14, 14)) == pytest.approx((0.0, 0.5, 0.5))
    deal = arrange("whoswho", {2: "JK1 JK2"}, dealer=2)
    assert soloist_chances(deal.view(2), (14, 14, 14)) == (0.0, 0.0, 1.0)


@pytest.mark.parametrize(
    "hand",
    ["JK1 AH KH QH JH TH 9H 8H 7H 6H 5H AD KD QD", "JK1 JK2 AH KH QH JH TH 9H 8H 7H 6H 5H AD KD"],
    ids=["partner", "soloist"],
)
def test_keeps_its_jokers_for_later_rather_than_place_the_first_trick(hand: str) -> None:
    # Unable to follow the first spade: a discard now keeps the joker for a trick that matters more.
    deal = play(arrange("whoswho", {0: "9S", 1: hand}, dealer=2), "9S")
    decision = choice(deal)
    assert isinstance(decision.action, Play) and not decision.action.card.is_joker
    assert decision.reason.startswith("Throw the")


@pytest.mark.parametrize("deck", [42, 54])
def test_every_decision_of_whole_deals_is_legal_and_explained(deck: int) -> None:
    game = create_game("whoswho", 3, {"deck": deck})
    checked = CheckedPlayer()
    for seed in range(30):
        deal = play_deal(game, seed, seed % 3, [checked] * 3)
        assert deal.is_over
    assert checked.gives > 0
    assert checked.plays == 30 * 3 * game.tricks_per_deal


class CheckedPlayer(StandardPlayer):
    """The standard player, checking each of its decisions as it makes them."""

    def __init__(self) -> None:
        super().__init__()
        self.plays = self.gives = 0

    def decide(self, view: SeatView, rng: random.Random) -> Decision:
        decision = super().decide(view, rng)
        assert decision.action in view.legal_actions
        assert decision.reason.strip() and decision.reason.endswith(".")
        if isinstance(decision.action, Give):
            self.gives += 1
        else:
            self.plays += 1
        return decision
