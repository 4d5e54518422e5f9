"""The two examples of issue 17 "just before the exact endgame", as positions built card by card.

Hoodwink; seat 0 proposes first (dealer 2).  The Hood's suit is trumps, the two who showed the same suit are
partners.  Each position is reached by legal play from hands as dealt, then the expert decides it with its
table budget (no clock, so each seed gives the same decision on every machine).
"""

from __future__ import annotations

import random

import pytest

from parlett_table.ai.endgame import Endgame
from parlett_table.ai.expert import ExpertPlayer, utility
from parlett_table.engine import Card, Deal, Play, Propose, SeatView, create_game


def reached(hands: list[str], moves: str, game_id: str = "hoodwink", dealer: int = 2) -> Deal:
    """``moves``: ``0p9D`` (seat 0 proposes the 9♦) or ``1AS`` (seat 1 plays the A♠), in order."""
    game = create_game(game_id)
    deal = Deal.from_hands(game, [[Card.parse(code) for code in hand.split()] for hand in hands], dealer=dealer)
    for move in moves.split():
        acting, proposes = int(move[0]), move[1] == "p"
        card = Card.parse(move[2:] if proposes else move[1:])
        deal, _ = deal.apply(Propose(acting, card) if proposes else Play(acting, card))
    return deal


def position(hands: list[str], moves: str, seat: int) -> SeatView:
    deal = reached(hands, moves)
    assert deal.to_move == seat
    return deal.view(seat)


def true_values(deal: Deal) -> dict[Card, float]:
    """Each card's worth to the seat to play in the true deal, solved exactly (hindsight: every hand known)."""
    view = deal.view(deal.to_move or 0)
    actions = list(view.legal_actions)
    values = Endgame(deal.game, utility, 10**8).action_values(deal.simulator(), actions)
    return {action.card: value[view.seat] for action, value in zip(actions, values, strict=True)
            if isinstance(action, Play)}  # fmt: skip


def test_the_hood_void_in_the_suit_led_never_throws_the_ten_of_diamonds() -> None:
    # Hearts trumps, counts Hood 1, partners 1 and 2, seven tricks left.  A partner leads the 9♠ and the
    # Hood, void in spades, holds 8♥ 10♥ Q♥ 10♦ 9♣ Q♣ and the joker (the lowest trump).  In the true deal any
    # ruff is worth 19, a club discard 17.5, and the 10♦ the issue saw discarded 7.5.  The expert reads the
    # partners' play, which here was built by hand, not played as the standard player would; from the deals
    # that play points to it may discard a club, but never the 10♦.
    hands = [
        "8H TH QH TD 9C QC JK 7S 8S AD 7C",
        "KS QS 7D 8C JS 7H 9H 8D 9D JD TC",
        "TS AS KD AC 9S JH KH AH QD JC KC",
    ]
    deal = reached(hands, "0p8H 1pTC 2pKC 07S 1KS 2TS 17D 2KD 0AD 08S 1QS 2AS 2AC 07C 18C 29S")
    assert deal.to_move == 0
    view = deal.view(0)
    assert view.roles == ("hood", "partner", "partner") and view.tricks_won == (1, 1, 2)
    worth = true_values(deal)
    assert worth[Card.parse("TD")] == 7.5 and max(worth.values()) == 19.0
    for seed in range(10):
        action = ExpertPlayer().decide(view, random.Random(seed)).action
        assert isinstance(action, Play) and action.card != Card.parse("TD"), (seed, action)
        assert worth[action.card] >= max(worth.values()) - 1.5, (seed, action)


@pytest.mark.parametrize("seed", range(10))
def test_a_partner_last_to_play_takes_the_trick_that_levels_the_partners(seed: int) -> None:
    # Diamonds trumps, five tricks left; counts Hood 3, partners 2 and 1.  The Hood leads the J♦, the
    # other partner follows with the 8♦, and seat 2, last, holds Q♥ 7♦ 10♦ Q♦ and the joker: the Q♦ takes
    # the trick for certain and levels the partners; the 7♦ or 10♦ hands the Hood a fourth trick.
    # Before the expert solved five tricks exactly, 3 of these 10 seeds played the 10♦.
    view = position(
        [
            "AS AH 7C TS TH KC JD 9D QS JH JC",
            "7S 7H AC KS 9H TC 8D JS QC KD AD",
            "8S 8H 8C 9S KH 9C QD 7D QH TD JK",
        ],
        "0p9D 1pTC 2p9C 0AS 17S 28S 0AH 17H 28H 07C 1AC 28C 1KS 29S 0TS 19H 2KH 0TH 29C 0KC 1TC 0JD 18D",
        seat=2,
    )
    assert view.roles == ("hood", "partner", "partner") and view.tricks_won == (3, 2, 1)
    assert ExpertPlayer().decide(view, random.Random(seed)).action == Play(2, Card.parse("QD"))
