"""How trump and roles were settled, explained in sentences: each case of each game, to the reader as "you"."""

from __future__ import annotations

from support import arrange

from parlett_table.engine import Deal, Propose, create_game
from parlett_table.engine.cards import Card

NAMES = ["Zoe", "Ada", "Ben"]  # seat 0 is the reader's: her own name must never appear to her
YOU = 0


def proposed(game_id: str, cards: str, options: dict[str, object] | None = None) -> Deal:
    """A deal (dealer 2, so seat 0 proposes first) after these three proposals."""
    codes = cards.split()
    deal = arrange(create_game(game_id, None, options), {seat: code for seat, code in enumerate(codes)}, dealer=2)
    for seat, code in enumerate(codes):
        deal, _ = deal.apply(Propose(seat, Card.parse(code)))
    return deal


def played_out(deal: Deal) -> Deal:
    while not deal.is_over:
        deal, _ = deal.apply(deal.legal_actions()[0])
    return deal


def test_hoodwink_explains_each_row_of_the_proposal_table_to_the_reader() -> None:
    assert proposed("hoodwink", "AH 7H JH").explain(NAMES, YOU) == [
        "You showed the Ace of hearts, Ada the Seven of hearts and Ben the Jack of hearts.",
        "All three cards shown are hearts, so hearts are trump; the highest and lowest cards make the partners, "
        "and the middle card makes the Hood.",
        "You and Ada are partners, and Ben is the Hood.",
    ]
    assert proposed("hoodwink", "KS 9S QD").explain(NAMES, YOU)[1:] == [
        "Two of the cards shown are spades, so those two players are partners and the third is the Hood; "
        "the Hood's suit, diamonds, is trump.",
        "You and Ada are partners, and Ben is the Hood.",
    ]
    assert proposed("hoodwink", "KS 9C QD").explain(NAMES, YOU)[1:] == [
        "The three suits shown all differ: the players who showed the two black suits are partners, the third is "
        "the Hood, and hearts, the suit nobody showed, are trump.",
        "You and Ada are partners, and Ben is the Hood.",
    ]
    alone = proposed("hoodwink", "AH 7H JH", {"same_suit": "individual"}).explain(NAMES, YOU)
    assert alone[1] == (
        "All three cards shown are hearts, so hearts are trump and everyone plays alone: "
        "the trick counts decide the partners."
    )


def test_the_hood_reads_you_are_the_hood_never_their_own_name() -> None:
    lines = proposed("hoodwink", "KS 9D QD").explain(NAMES, YOU)
    assert lines[-1] == "You are the Hood, against Ada and Ben, who are partners."
    assert not any("Zoe" in line for line in lines)


def test_a_reader_who_is_not_seat_0_is_still_you() -> None:
    lines = proposed("hoodwink", "KS 9S QD").explain(NAMES, 1)
    assert lines[0] == "You showed the Nine of spades, Zoe the King of spades and Ben the Queen of diamonds."
    assert lines[-1] == "You and Zoe are partners, and Ben is the Hood."
    assert proposed("hoodwink", "KS 9S QD").explain(NAMES)[-1] == "Zoe and Ada are partners, and Ben is the Hood."


def test_hoodwink_individual_play_says_how_the_counts_made_the_hood() -> None:
    seen = set()
    for seed in range(40):
        deal = played_out(
            Deal.start(create_game("hoodwink", None, {"same_suit": "individual", "no_tie": "middle"}), seed)
        )
        if len({card >> 4 for card in deal.proposals if card is not None}) != 1:
            continue
        lines = deal.explain(NAMES, YOU)
        won = deal.tricks_won
        assert lines[2] == f"Tricks taken: you {won[0]}, Ada {won[1]}, Ben {won[2]}."
        if len(set(won)) == 3:
            middle = sorted(range(3), key=lambda s: won[s])[1]
            assert (
                lines[3]
                == f"All three counts differ, so the middle count makes {['you', 'Ada', 'Ben'][middle]} the Hood."
            )
            seen.add("differ")
        else:
            assert lines[3] == "Two counts are equal, so those two players are partners and the third is the Hood."
            seen.add("equal")
    assert seen  # at least one deal of three shown cards of one suit among the seeds


def test_hamlet_explains_trump_and_aim() -> None:
    lines = proposed("hamlet", "KS 9S QD").explain(NAMES, YOU)
    assert lines == [
        "You showed the King of spades, Ada the Nine of spades and Ben the Queen of diamonds.",
        "Spades were shown more than once, so they are trump.",
        "A King, Queen or Jack was shown, so the aim is to be Hamlet: whoever ends with the middle count scores "
        "ten times over.",
    ]
    lines = proposed("hamlet", "9S 8H 7D").explain(NAMES, YOU)
    assert lines[1:] == [
        "Three different suits were shown, so the suit nobody showed, clubs, is trump.",
        "Nobody showed a King, Queen or Jack, so the aim is not to be Hamlet: whoever ends with the middle count "
        "scores least, and the other two score ten times over.",
    ]


def test_hamlet_names_hamlet_at_the_end_in_the_second_person() -> None:
    for seed in range(30):
        deal = played_out(Deal.start(create_game("hamlet"), seed))
        for reader in range(3):
            last = deal.explain(NAMES, reader)[-1]
            hamlet = deal.roles.index("hamlet")
            if hamlet == reader:
                assert last.startswith("You ended with the") and last.endswith("so you are Hamlet.")
            else:
                assert last.endswith(f"so {NAMES[hamlet]} is Hamlet.")
            assert NAMES[reader] not in " ".join(deal.explain(NAMES, reader))


def test_nothing_is_explained_before_it_is_public() -> None:
    deal = Deal.start(create_game("hoodwink"), 3, dealer=2)
    deal, _ = deal.apply(deal.legal_actions()[0])  # one proposal, still face down
    assert deal.explain(NAMES, YOU) == []
    whoswho = Deal.start(create_game("whoswho"), 3)
    assert whoswho.explain(NAMES, YOU) == []  # nobody may say who holds the jokers


def test_whoswho_explains_the_jokers_once_the_deal_is_over() -> None:
    cases = (
        ({0: "JK1 JK2"}, YOU, "You held both jokers, so you were the soloist, playing alone against Ada and Ben."),
        ({0: "JK1 JK2"}, 1, "Zoe held both jokers, so Zoe was the soloist, playing alone against you and Ben."),
        ({1: "JK1", 2: "JK2"}, YOU, "Ada and Ben held a joker each, so they were partners and you were the soloist."),
        ({1: "JK1", 2: "JK2"}, 2, "You and Ada held a joker each, so you were partners and Zoe was the soloist."),
    )
    for hands, reader, words in cases:
        deal = played_out(arrange("whoswho", hands, dealer=2))
        assert deal.explain(NAMES, reader) == [words]
