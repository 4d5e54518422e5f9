"""How trump and roles were settled, explained in sentences: each case of each game."""

from __future__ import annotations

from support import arrange

from parlett_table.engine import Deal, Propose, create_game
from parlett_table.engine.cards import Card

NAMES = ["You", "Ada", "Ben"]


def proposed(game_id: str, cards: str, options: dict[str, object] | None = None) -> Deal:
    """A deal (dealer 2, so seat 0 proposes first) after these three proposals."""
    codes = cards.split()
    deal = arrange(create_game(game_id, None, options), {seat: code for seat, code in enumerate(codes)}, dealer=2)
    for seat, code in enumerate(codes):
        deal, _ = deal.apply(Propose(seat, Card.parse(code)))
    return deal


def test_hoodwink_explains_each_row_of_the_proposal_table() -> None:
    same = proposed("hoodwink", "AH 7H JH").explain(NAMES)
    assert same[0] == "Proposals: You the Ace of hearts, Ada the Seven of hearts, Ben the Jack of hearts."
    assert "partners are You (highest card) and Ada (lowest), and the Hood is Ben (middle card)" in same[1]
    two = proposed("hoodwink", "KS 9S QD").explain(NAMES)[1]
    assert "You and Ada both showed spades" in two and "the Hood is Ben" in two and "diamonds, is trump" in two
    three = proposed("hoodwink", "KS 9C QD").explain(NAMES)[1]
    assert "two black ones" in three and "the Hood is Ben" in three and "nobody showed hearts" in three
    alone = proposed("hoodwink", "AH 7H JH", {"same_suit": "individual"}).explain(NAMES)[1]
    assert "everyone played alone" in alone


def test_hamlet_explains_trump_and_aim() -> None:
    lines = proposed("hamlet", "KS 9S QD").explain(NAMES)
    assert lines[1] == "Spades were shown more than once, so they are trump."
    assert lines[2] == "A court card was shown (by You), so the aim was to be Hamlet."
    lines = proposed("hamlet", "9S 8H 7D").explain(NAMES)
    assert lines[1:] == [
        "Three different suits were shown, so the fourth, clubs, is trump.",
        "Nobody showed a King, Queen or Jack, so the aim was not to be Hamlet.",
    ]


def test_nothing_is_explained_before_it_is_public() -> None:
    deal = Deal.start(create_game("hoodwink"), 3, dealer=2)
    deal, _ = deal.apply(deal.legal_actions()[0])  # one proposal, still face down
    assert deal.explain(NAMES) == []
    whoswho = Deal.start(create_game("whoswho"), 3)
    assert whoswho.explain(NAMES) == []  # nobody may say who holds the jokers


def test_whoswho_explains_the_jokers_once_the_deal_is_over() -> None:
    for hands, soloist_words in (({0: "JK1 JK2"}, "The soloist was You, holding both jokers"),
                                 ({1: "JK1", 2: "JK2"}, "Ada and Ben held a joker each")):  # fmt: skip
        deal = arrange("whoswho", hands, dealer=2)
        while not deal.is_over:
            deal, _ = deal.apply(deal.legal_actions()[0])
        (line,) = deal.explain(NAMES)
        assert line.startswith(soloist_words)
