"""Literal rule tests for Hoodwink (RULES.md section 1 and the common rules).

Every expected value here comes from RULES.md.  Deals that need many tricks
are played out with a deterministic legal policy (the first or the last legal
action); the fill seeds and policies were found by search and are fixed here,
and each such test first checks the trick counts it relies on.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import pytest
from support import arrange, cards, play, propose

from parlett_table.engine import (
    Action,
    Answer,
    Ask,
    Card,
    Deal,
    DealScored,
    Estimate,
    Event,
    IllegalActionError,
    Match,
    MatchOver,
    OptionError,
    Phase,
    Play,
    ProposalMade,
    ProposalsRevealed,
    Propose,
    RolesRevealed,
    Said,
    Suit,
    Trick,
    TrickWon,
    TrumpSettled,
    create_game,
)
from parlett_table.games.hoodwink.rules import Hoodwink

P, H = "partner", "hood"


# --- helpers ---------------------------------------------------------------------


def hoodwink(**options: object) -> Hoodwink:
    game = create_game("hoodwink", 3, options)
    assert isinstance(game, Hoodwink)
    return game


def card(code: str) -> Card:
    return Card.parse(code)


def illegal(deal: Deal, action: Action) -> IllegalActionError:
    """The error ``action`` raises (the test fails if it is accepted)."""
    with pytest.raises(IllegalActionError) as info:
        deal.apply(action)
    return info.value


def play_out(deal: Deal, policy: str = "first") -> Deal:
    """Play to the end, always choosing the first (or last) legal action."""
    while not deal.is_over:
        actions = deal.legal_actions()
        deal, _ = deal.apply(actions[0] if policy == "first" else actions[-1])
    return deal


def roles_with_hood(hood: int) -> tuple[str, ...]:
    return tuple(H if seat == hood else P for seat in range(3))


def rule_winner(trick: Trick, trump: Suit) -> int:
    """RULES.md: the highest trump wins (the joker is the lowest trump), else the highest card of the suit led."""
    trumps = [(-1 if c.is_joker else c.rank, seat) for seat, c in trick.plays() if c.is_joker or c.suit == trump]
    if trumps:
        return max(trumps)[1]
    led = trick.cards[0].suit
    return max((c.rank, seat) for seat, c in trick.plays() if c.suit == led)[1]


def rule_hood(no_tie: str, trump: Suit, won: Sequence[int], tricks: Sequence[Trick]) -> int | None:
    """RULES.md, ``same_suit: individual``: who is the Hood at the end (None: nobody)."""
    for seat in range(3):
        a, b = (s for s in range(3) if s != seat)
        if won[a] == won[b]:
            return seat
    if no_tie == "by_suit":
        no_tie = {Suit.S: "plain", Suit.H: "middle", Suit.D: "last", Suit.C: "first"}[trump]
    if no_tie == "middle":
        return sorted(range(3), key=lambda s: won[s])[1]
    if no_tie == "last":
        return tricks[-1].taker
    if no_tie == "first":
        return tricks[0].taker
    assert no_tie == "plain"
    return None


# --- the pack and the deal -----------------------------------------------------------


def test_deal_is_eleven_each_from_the_33_card_pack() -> None:
    """33 cards (A K Q J T 9 8 7 of each suit and one joker), all dealt, 11 each; the dealer's left starts."""
    deal = Deal.start(hoodwink(), seed=12, dealer=1)
    pack = set(cards(" ".join(rank + suit for rank in "AKQJT987" for suit in "SHDC") + " JK"))
    hands = [set(deal.hand(seat)) for seat in range(3)]
    assert [len(hand) for hand in hands] == [11, 11, 11]
    assert hands[0] | hands[1] | hands[2] == pack and len(pack) == 33
    assert deal.undealt == ()
    assert deal.phase == Phase.PROPOSE and deal.to_move == 2
    assert Deal.start(hoodwink(), seed=12, dealer=1).hand(2) == deal.hand(2)  # the deal number fixes the cards


# --- 1. standard scoring -------------------------------------------------------------

# (partner, partner, Hood) tricks -> (partner, partner, Hood) scores, the Hood's breakdown line
STANDARD_TABLE = [
    ((5, 1, 5), (5, 1, 35), "Hood: 5 tricks + 10 for winning + 10 for an odd count + 10 for matching a partner = 35"),
    ((5, 5, 1), (15, 15, 1), "Hood: 1 trick = 1"),
    ((0, 0, 11), (10, 10, 11), "Hood: 11 tricks = 11"),
    ((3, 5, 3), (3, 5, 33), "Hood: 3 tricks + 10 for winning + 10 for an odd count + 10 for matching a partner = 33"),
    ((1, 9, 1), (1, 9, 31), "Hood: 1 trick + 10 for winning + 10 for an odd count + 10 for matching a partner = 31"),
    ((2, 0, 9), (2, 0, 29), "Hood: 9 tricks + 10 for winning + 10 for an odd count = 29"),
    ((4, 3, 4), (4, 3, 24), "Hood: 4 tricks + 10 for winning + 10 for matching a partner = 24"),
    ((5, 2, 4), (5, 2, 14), "Hood: 4 tricks + 10 for winning = 14"),
    ((4, 4, 3), (14, 14, 3), "Hood: 3 tricks = 3"),
    ((6, 2, 3), (6, 2, 23), "Hood: 3 tricks + 10 for winning + 10 for an odd count = 23"),
]


@pytest.mark.parametrize("hood", [0, 1, 2])
@pytest.mark.parametrize(("counts", "scores", "hood_text"), STANDARD_TABLE, ids=[str(r[0]) for r in STANDARD_TABLE])
def test_standard_scoring_table(
    counts: tuple[int, int, int], scores: tuple[int, int, int], hood_text: str, hood: int
) -> None:
    """Standard score: 1 a trick; equal partners +10 each; else the Hood +10, +10 if odd, +10 if matching."""
    partners = [seat for seat in range(3) if seat != hood]
    won, expected = [0, 0, 0], [0, 0, 0]
    for seat, count, score in zip([*partners, hood], counts, scores, strict=True):
        won[seat], expected[seat] = count, score
    roles, lines, _summary = hoodwink().score_counts(won, hood)
    assert roles == roles_with_hood(hood)
    assert tuple(line.total for line in lines) == tuple(expected)
    assert lines[hood].text == hood_text


def test_standard_partner_breakdown_when_partners_tie() -> None:
    """Equal partners: each partner's line shows the 10 for ending level."""
    _roles, lines, _summary = hoodwink().score_counts([5, 5, 1], 2)
    assert [line.text for line in lines] == [
        "Partner: 5 tricks + 10 for ending level = 15",
        "Partner: 5 tricks + 10 for ending level = 15",
        "Hood: 1 trick = 1",
    ]


@pytest.mark.parametrize(
    ("fill_seed", "policy", "won", "scores"),
    [
        (5, "first", (5, 1, 5), (5, 1, 35)),  # the first row of the table
        (15, "last", (5, 5, 1), (15, 15, 1)),  # the second row
        (22, "first", (3, 5, 3), (3, 5, 33)),  # the fourth row
    ],
)
def test_played_deal_scores_as_the_table(
    fill_seed: int, policy: str, won: tuple[int, int, int], scores: tuple[int, int, int]
) -> None:
    """A real deal (0:AH 1:7H 2:JH, so 0 and 1 partners, Hood 2, ♥) scores by the rules, trick by trick."""
    deal = propose(arrange("hoodwink", {0: "AH", 1: "7H", 2: "JH"}, dealer=2, fill_seed=fill_seed), "AH", "7H", "JH")
    deal = play_out(deal, policy)
    outcome = deal.outcome()
    assert outcome.trump == Suit.H
    assert outcome.roles == (P, P, H)
    assert outcome.tricks_won == won
    assert outcome.scores == scores
    assert outcome.scores == tuple(line.total for line in hoodwink().score_counts(outcome.tricks_won, 2)[1])
    leader = 0
    for trick in outcome.tricks:
        assert trick.leader == leader
        assert trick.winner == trick.taker == rule_winner(trick, Suit.H)
        leader = trick.winner
    assert sum(outcome.tricks_won) == 11


def test_first_table_row_breakdown_through_a_played_deal() -> None:
    """Partners 5 and 1, Hood 5: the Hood's line reads as in RULES.md and the last event scores the deal."""
    deal = propose(arrange("hoodwink", {0: "AH", 1: "7H", 2: "JH"}, dealer=2, fill_seed=5), "AH", "7H", "JH")
    events: list[Event] = []
    while not deal.is_over:
        deal, events = deal.apply(deal.legal_actions()[0])
    assert isinstance(events[-1], DealScored)
    assert events[-1].outcome.scores == (5, 1, 35)
    assert deal.outcome().breakdown() == [
        "Seat 0: Partner: 5 tricks = 5",
        "Seat 1: Partner: 1 trick = 1",
        "Seat 2: Hood: 5 tricks + 10 for winning + 10 for an odd count + 10 for matching a partner = 35",
    ]


# --- 2. proposals: trump and partners ---------------------------------------------------

PROPOSAL_EXAMPLES = [
    (("AH", "7H", "JH"), (P, P, H), Suit.H),  # all one suit: highest and lowest are partners
    (("KS", "9S", "QD"), (P, P, H), Suit.D),  # two of one suit: trump is the Hood's suit
    (("8C", "AH", "7C"), (P, H, P), Suit.H),
    (("KS", "9C", "QD"), (P, P, H), Suit.H),  # all different: the black pair; trump the unbid suit
    (("JS", "JH", "JC"), (P, H, P), Suit.D),
]


@pytest.mark.parametrize(
    ("shown", "roles", "trump"), PROPOSAL_EXAMPLES, ids=[" ".join(e[0]) for e in PROPOSAL_EXAMPLES]
)
def test_proposal_examples(shown: tuple[str, str, str], roles: tuple[str, ...], trump: Suit) -> None:
    """RULES.md proposal examples, through real proposals (seat 0 first)."""
    deal = arrange("hoodwink", dict(enumerate(shown)), dealer=2, fill_seed=3)
    deal = propose(deal, *shown[:2])
    deal, events = deal.apply(Propose(2, card(shown[2])))
    assert deal.trump == trump
    assert deal.roles == roles
    assert deal.public_roles == roles
    assert events == [
        ProposalMade(2),
        ProposalsRevealed(tuple(cards(" ".join(shown)))),
        TrumpSettled(trump, None, roles),
    ]
    assert deal.phase == Phase.PLAY and deal.to_move == 0
    for seat in range(3):  # the card stays in its owner's hand
        assert card(shown[seat]) in deal.hand(seat)
        assert len(deal.hand(seat)) == 11


def test_all_one_suit_fixed_highest_and_lowest_are_partners() -> None:
    """same_suit fixed: 0:9S 1:AS 2:7S → partners 1 (highest) and 2 (lowest), Hood 0 (middle), trump ♠."""
    game = hoodwink(same_suit="fixed")
    deal = arrange(game, {0: "9S", 1: "AS", 2: "7S"}, dealer=2, fill_seed=1)
    deal = propose(deal, "9S", "AS")
    deal, events = deal.apply(Propose(2, card("7S")))
    assert deal.trump == Suit.S
    assert deal.roles == (H, P, P)
    assert events[-1] == TrumpSettled(Suit.S, None, (H, P, P))


def test_proposing_starts_left_of_the_dealer() -> None:
    """The dealer's left proposes first and leads first; proposals go to the left."""
    deal = arrange("hoodwink", {1: "AS", 2: "KS", 0: "QH"}, dealer=0, fill_seed=2)
    assert deal.phase == Phase.PROPOSE and deal.to_move == 1
    deal = propose(deal, "AS")
    assert deal.to_move == 2
    deal = propose(deal, "KS")
    assert deal.to_move == 0
    deal = propose(deal, "QH")
    assert deal.phase == Phase.PLAY and deal.to_move == 1 and deal.leader == 1
    assert deal.trump == Suit.H and deal.roles == (H, P, P)


def test_proposing_the_joker_is_illegal() -> None:
    deal = arrange("hoodwink", {0: "JK AS"}, dealer=2, fill_seed=0)
    assert Propose(0, card("JK")) not in deal.legal_actions()
    assert Propose(0, card("AS")) in deal.legal_actions()
    error = illegal(deal, Propose(0, card("JK")))
    assert error.rule == "joker_proposal"
    assert str(error) == "The joker cannot be proposed: show a suit card."
    assert error.record_line == "seat 0 may not propose the joker, proposed JK"


def test_proposing_a_card_not_held_or_out_of_turn_is_illegal() -> None:
    deal = arrange("hoodwink", {0: "AS", 1: "AH"}, dealer=2, fill_seed=0)
    error = illegal(deal, Propose(0, card("AH")))
    assert error.rule == "not_held"
    assert str(error) == "You do not hold the Ace of hearts."
    error = illegal(deal, Propose(1, card("AH")))
    assert error.rule == "turn"
    assert str(error) == "It is not your turn: another player is to propose a card."


# --- 3. tricks and legal cards -------------------------------------------------------------
# Proposals 0:KS/AS/JS 1:9C 2:QD make trump ♥ (three suits, the black pair are partners).


def test_trick_joker_is_the_only_trump_and_wins() -> None:
    """Trump ♥: AS, 7S, JK → JK (the only trump)."""
    deal = arrange("hoodwink", {0: "AS KS", 1: "7S 9C", 2: "JK QD AD KD JD TD 9D 8D 7D AC KC"}, dealer=2)
    deal = propose(deal, "KS", "9C", "QD")
    assert deal.trump == Suit.H
    deal = play(deal, "AS", "7S")
    assert Play(2, card("JK")) in deal.legal_actions()
    deal, events = deal.apply(Play(2, card("JK")))
    trick = deal.tricks[0]
    assert trick.cards == tuple(cards("AS 7S JK"))
    assert trick.winner == trick.taker == 2
    assert TrickWon(1, trick) in events
    assert deal.to_move == deal.leader == 2
    assert deal.tricks_won == (0, 0, 1)


def test_trick_seven_of_trumps_beats_the_joker() -> None:
    """Trump ♥: AS, JK, 7H → 7H (the Seven beats the joker)."""
    hands = {1: "JK 9C AC KC QC JC TC 8C 7C AD KD", 2: "7H QD JD TD 9D 8D 7D AH KH QH JH"}
    deal = propose(arrange("hoodwink", hands, dealer=2), "KS", "9C", "QD")
    assert deal.trump == Suit.H
    assert set(deal.hand(0)) == set(cards("AS KS QS JS TS 9S 8S 7S TH 9H 8H"))
    deal = play(deal, "AS")
    assert set(deal.legal_actions()) == {Play(1, c) for c in deal.hand(1)}  # no spade: any card
    deal = play(deal, "JK", "7H")
    trick = deal.tricks[0]
    assert trick.cards == tuple(cards("AS JK 7H"))
    assert trick.winner == trick.taker == 2


def test_trick_joker_lead_is_a_trump_lead() -> None:
    """Trump ♥: JK, 8H, KS → 8H (a joker lead is a trump lead: hearts must follow, KS is a discard)."""
    deal = arrange("hoodwink", {0: "JK AS", 1: "8H 9C", 2: "KS QD AD KD JD TD 9D 8D 7D AC KC"}, dealer=2, fill_seed=4)
    deal = propose(deal, "AS", "9C", "QD")
    assert deal.trump == Suit.H
    deal = play(deal, "JK")
    hearts = {c for c in deal.hand(1) if c.suit == Suit.H}
    assert len(hearts) < len(deal.hand(1))  # seat 1 holds other suits too, yet only hearts are legal
    assert set(deal.legal_actions()) == {Play(1, c) for c in hearts}
    spade = next(c for c in deal.hand(1) if c.suit != Suit.H)
    error = illegal(deal, Play(1, spade))
    assert error.rule == "follow_suit"
    assert str(error) == "You must follow suit: you hold a heart."
    deal = play(deal, "8H")
    assert set(deal.legal_actions()) == {Play(2, c) for c in deal.hand(2)}  # no trump: any card
    deal = play(deal, "KS")
    trick = deal.tricks[0]
    assert trick.winner == trick.taker == 1


def test_trick_plain_suit_highest_card_led_wins() -> None:
    """Trump ♥: QC, KC, AD → KC (AD is a discard)."""
    deal = arrange("hoodwink", {0: "QC JS", 1: "KC 9C", 2: "AD KD QD JD TD 9D 8D 7D AS KS QS"}, dealer=2, fill_seed=5)
    deal = propose(deal, "JS", "9C", "QD")
    assert deal.trump == Suit.H
    deal = play(deal, "QC", "KC", "AD")
    trick = deal.tricks[0]
    assert trick.cards == tuple(cards("QC KC AD"))
    assert trick.winner == trick.taker == 1
    assert deal.to_move == 1


# Two full deals that reach trick 9 with seat 1 holding three cards (trump ♥: seat 1 is the Hood).
LATE_HANDS_1 = {
    0: "8S 8H 9H QH KH 7D 8D AD 9C QC KC",
    1: "9S JS KS AS JH JD KD 7C 8C TC JK",
    2: "7S TS QS 7H TH AH 9D TD QD JC AC",
}
LATE_PLAY_1 = "QC TC AC  TS 8S KS  JS 7S 8H  QH JH AH  TD 8D JD  9S QS 9C  9D AD KD  7D 7C QD"
LATE_HANDS_2 = {
    0: "8S 8H TH KH AH 8D 9D 7C 9C QC KC",
    1: "9S JS KS AS 9H QH QD AD 8C TC JK",
    2: "7S TS QS 7H JH 7D TD JD KD JC AC",
}
LATE_PLAY_2 = "8D QD TD  KS 7S 8S  8C AC 9C  7D 9D AD  QH JH 8H  JS QS AH  KC TC JC  QC 9S TS"


def late_deal(hands: dict[int, str], shown: str, plays: str) -> Deal:
    deal = propose(arrange("hoodwink", hands, dealer=2), *shown.split())
    assert deal.trump == Suit.H and deal.roles == (P, H, P)
    deal = play(deal, *plays.split())
    assert len(deal.tricks) == 8
    return deal


def test_legal_hearts_led_holding_joker_as_only_trump() -> None:
    """♥ (trump) led, holding {JK, AS, 8C} → only JK; anything else breaks follow suit."""
    deal = play(late_deal(LATE_HANDS_1, "8D JH TD", LATE_PLAY_1), "7H", "9H")
    assert deal.to_move == 1 and set(deal.hand(1)) == set(cards("JK AS 8C"))
    assert deal.legal_actions() == [Play(1, card("JK"))]
    error = illegal(deal, Play(1, card("AS")))
    assert error.rule == "follow_suit"
    assert str(error).startswith("You must follow suit")
    assert str(error) == "You must follow suit: the joker is your only trump, and trumps (hearts) were led."
    assert error.record_line.startswith("seat 1 must follow suit")
    deal = play(deal, "JK")
    assert deal.tricks[-1].winner == 0  # 9H beats 7H and the joker


def test_legal_clubs_led_holding_joker_and_a_club() -> None:
    """♣ led, holding {JK, AS, 8C} → only 8C (the joker is a trump, not a club)."""
    deal = play(late_deal(LATE_HANDS_1, "8D JH TD", LATE_PLAY_1), "JC", "KC")
    assert deal.to_move == 1 and set(deal.hand(1)) == set(cards("JK AS 8C"))
    assert deal.legal_actions() == [Play(1, card("8C"))]
    error = illegal(deal, Play(1, card("JK")))
    assert error.rule == "follow_suit"
    assert str(error) == "You must follow suit: you hold a club."


def test_legal_clubs_led_holding_no_club() -> None:
    """♣ led, holding {JK, AS, 9H} → any card."""
    deal = play(late_deal(LATE_HANDS_2, "9D 9H JD", LATE_PLAY_2), "7C")
    assert deal.to_move == 1 and set(deal.hand(1)) == set(cards("JK AS 9H"))
    assert set(deal.legal_actions()) == {Play(1, c) for c in cards("JK AS 9H")}
    deal = play(deal, "JK", "JD")
    assert deal.tricks[-1].winner == 1  # the joker is a trump: it beats the club led


def test_playing_a_card_not_held_or_out_of_turn_is_illegal() -> None:
    deal = propose(arrange("hoodwink", {0: "KS", 1: "9C AH", 2: "QD"}, dealer=2), "KS", "9C", "QD")
    error = illegal(deal, Play(0, card("AH")))
    assert error.rule == "not_held"
    assert str(error) == "You do not hold the Ace of hearts."
    error = illegal(deal, Play(1, card("AH")))
    assert error.rule == "turn"
    assert str(error) == "It is not your turn: another player is to play a card."
    deal = play(deal, "KS")
    error = illegal(deal, Play(0, deal.hand(0)[0]))
    assert error.rule == "turn"


def test_proposing_during_play_is_illegal() -> None:
    deal = propose(arrange("hoodwink", {0: "KS", 1: "9C", 2: "QD"}, dealer=2), "KS", "9C", "QD")
    error = illegal(deal, Propose(0, card("KS")))
    assert error.rule == "wrong_decision"


# --- 4. simultaneous proposals ---------------------------------------------------------------


def test_proposals_are_hidden_until_all_three_are_made() -> None:
    deal = arrange("hoodwink", {0: "AH", 1: "7H", 2: "JH"}, dealer=2, fill_seed=6)
    for seat in range(3):
        assert deal.view(seat).proposals is None
        assert deal.view(seat).own_proposal is None
    deal, events = deal.apply(Propose(0, card("AH")))
    assert events == [ProposalMade(0)]
    assert [field.name for field in dataclasses.fields(ProposalMade)] == ["seat"]  # no card in the event
    assert "AH" not in str(events[0])
    assert deal.view(0).own_proposal == card("AH")
    for seat in (1, 2):
        view = deal.view(seat)
        assert view.own_proposal is None
        assert view.proposals is None
        assert view.trump is None and view.roles == (None, None, None)
    deal, events = deal.apply(Propose(1, card("7H")))
    assert events == [ProposalMade(1)]
    assert deal.view(0).own_proposal == card("AH")
    assert deal.view(1).own_proposal == card("7H")
    assert deal.view(2).own_proposal is None
    for seat in range(3):
        assert deal.view(seat).proposals is None
    assert deal.view(2).legal_actions  # seat 2 chooses knowing nothing of the other two
    deal, events = deal.apply(Propose(2, card("JH")))
    assert events[0] == ProposalMade(2)
    assert events[1] == ProposalsRevealed(tuple(cards("AH 7H JH")))
    for seat in range(3):
        view = deal.view(seat)
        assert view.proposals == tuple(cards("AH 7H JH"))
        assert view.trump == Suit.H
        assert view.roles == (P, P, H)


# --- 5. trump_selection: longest ---------------------------------------------------------------

LONGEST_CASES = [
    ("JK 7C 8C 9C TC AH KH QH AS KS AD", "TC"),  # the longest suit; the joker counts in no suit
    ("KS QS JS TS AC 9C 8C 7C AD KD JK", "AC"),  # equal length: the higher top card
    ("AS JS TS 9S AC QC 8C 7C AD KD JK", "AC"),  # equal tops: the higher next card
    ("AS KS 8S 7S AC KC 9C 7C AD KD JK", "AC"),  # and so on
    ("AH KH QH JH AC KC QC JC 7S 7D JK", "AH"),  # a full tie: ♠ ♥ ♦ ♣ order
    ("AD KD QD JD AC KC QC JC AS 7S JK", "AD"),
]


@pytest.mark.parametrize(("hand", "required"), LONGEST_CASES)
def test_longest_only_the_top_card_of_the_longest_suit(hand: str, required: str) -> None:
    game = hoodwink(trump_selection="longest")
    deal = arrange(game, {0: hand}, dealer=2, fill_seed=0)
    assert deal.legal_actions() == [Propose(0, card(required))]
    for other in cards(hand):
        if other == card(required):
            continue
        error = illegal(deal, Propose(0, other))
        assert error.rule == ("joker_proposal" if other.is_joker else "longest_suit")
    error = illegal(deal, Propose(0, next(c for c in cards(hand) if c != card(required) and not c.is_joker)))
    assert str(error).startswith("You must propose the highest card of your longest suit")
    deal, events = deal.apply(Propose(0, card(required)))
    assert events == [ProposalMade(0)]


def test_longest_message_names_the_required_card() -> None:
    game = hoodwink(trump_selection="longest")
    deal = arrange(game, {0: "JK 7C 8C 9C TC AH KH QH AS KS AD"}, dealer=2)
    error = illegal(deal, Propose(0, card("AH")))
    assert str(error) == "You must propose the highest card of your longest suit, the Ten of clubs."


def test_longest_every_seat_proposes_and_the_actions_are_recorded() -> None:
    game = hoodwink(trump_selection="longest")
    hands = {
        0: "AS KS QS JS TS 7H 8H 7D 8D 7C JK",
        1: "9S 8S 7S AH KH QH JH TH AD 8C 9C",
        2: "9H KD QD JD TD 9D AC KC QC JC TC",
    }
    deal = arrange(game, hands, dealer=2)
    for seat, required in enumerate(("AS", "AH", "AC")):
        assert deal.legal_actions() == [Propose(seat, card(required))]
        deal, _ = deal.apply(deal.legal_actions()[0])
    assert deal.proposals == tuple(cards("AS AH AC"))
    assert deal.actions == (Propose(0, card("AS")), Propose(1, card("AH")), Propose(2, card("AC")))
    assert deal.trump == Suit.D and deal.roles == (P, H, P)  # black pair, unbid ♦


# --- 6. same_suit: individual --------------------------------------------------------------------


def individual_deal(no_tie: str, suit: str, fill_seed: int, policy: str) -> Deal:
    """All three show one suit (A, K, Q) and play alone; played to the end."""
    game = hoodwink(same_suit="individual", no_tie=no_tie)
    shown = [f"A{suit}", f"K{suit}", f"Q{suit}"]
    deal = arrange(game, dict(enumerate(shown)), dealer=2, fill_seed=fill_seed)
    return play_out(propose(deal, *shown), policy)


def test_individual_roles_stay_unknown_until_the_deal_ends() -> None:
    game = hoodwink(same_suit="individual", no_tie="middle")
    deal = arrange(game, {0: "AH", 1: "KH", 2: "QH"}, dealer=2, fill_seed=7)
    deal = propose(deal, "AH", "KH")
    deal, events = deal.apply(Propose(2, card("QH")))
    assert events[-1] == TrumpSettled(Suit.H, None, (None, None, None))
    assert deal.trump == Suit.H
    while not deal.is_over:
        assert deal.roles == (None, None, None)
        assert deal.public_roles == (None, None, None)
        for seat in range(3):
            assert deal.view(seat).roles == (None, None, None)
        deal, events = deal.apply(deal.legal_actions()[0])
    assert deal.tricks_won == (6, 2, 3)
    assert RolesRevealed((P, P, H)) in events
    assert deal.roles == (P, P, H)


@pytest.mark.parametrize("no_tie", ["plain", "last", "by_suit"])
def test_individual_two_equal_counts_are_partners_who_succeed(no_tie: str) -> None:
    """Counts 5, 5, 1 (♠): seats 0 and 1 are partners and succeed, whatever no_tie says."""
    deal = individual_deal(no_tie, "S", 0, "last")
    outcome = deal.outcome()
    assert outcome.tricks_won == (5, 5, 1)
    assert rule_hood(no_tie, Suit.S, outcome.tricks_won, outcome.tricks) == 2
    assert outcome.roles == (P, P, H)
    assert outcome.scores == (15, 15, 1)


def test_individual_two_equal_counts_other_seats() -> None:
    """Counts 3, 4, 4 (♥): seats 1 and 2 are partners (14 each), the Hood scores 3."""
    outcome = individual_deal("plain", "H", 0, "first").outcome()
    assert outcome.tricks_won == (3, 4, 4)
    assert outcome.roles == (H, P, P)
    assert outcome.scores == (3, 14, 14)


# Counts 6, 2, 3 (♥): middle count seat 2; first trick taken by seat 1; last trick by seat 0.
@pytest.mark.parametrize(
    ("no_tie", "roles", "scores"),
    [
        ("plain", (None, None, None), (6, 2, 3)),  # tricks only, no bonuses
        ("middle", (P, P, H), (6, 2, 23)),  # Hood 3: 3 + 10 + 10 for an odd count
        ("last", (H, P, P), (16, 2, 3)),  # Hood 6: 6 + 10
        ("first", (P, H, P), (6, 12, 3)),  # Hood 2: 2 + 10
    ],
)
def test_individual_all_counts_differ(no_tie: str, roles: tuple[str | None, ...], scores: tuple[int, ...]) -> None:
    deal = individual_deal(no_tie, "H", 7, "first")
    outcome = deal.outcome()
    assert outcome.tricks_won == (6, 2, 3)
    assert outcome.tricks[0].taker == 1 and outcome.tricks[-1].taker == 0
    hood = rule_hood(no_tie, Suit.H, outcome.tricks_won, outcome.tricks)
    assert roles == ((None, None, None) if hood is None else roles_with_hood(hood))
    assert outcome.roles == roles
    assert deal.roles == roles
    assert outcome.scores == scores


@pytest.mark.parametrize(
    ("suit", "fill_seed", "policy", "won", "first_last", "roles", "scores"),
    [
        ("S", 1, "first", (5, 2, 4), (0, 1), (None, None, None), (5, 2, 4)),  # ♠ plain
        ("H", 7, "first", (6, 2, 3), (1, 0), (P, P, H), (6, 2, 23)),  # ♥ middle: seat 2
        ("D", 14, "last", (6, 4, 1), (2, 0), (H, P, P), (16, 4, 1)),  # ♦ last: seat 0
        ("C", 2, "last", (4, 1, 6), (1, 2), (P, H, P), (4, 21, 6)),  # ♣ first: seat 1, odd: 1 + 10 + 10
    ],
)
def test_individual_no_tie_by_suit(
    suit: str,
    fill_seed: int,
    policy: str,
    won: tuple[int, ...],
    first_last: tuple[int, int],
    roles: tuple[str | None, ...],
    scores: tuple[int, ...],
) -> None:
    """by_suit: ♠ plain, ♥ middle, ♦ last, ♣ first (each deal has middle, first and last takers all different)."""
    outcome = individual_deal("by_suit", suit, fill_seed, policy).outcome()
    assert outcome.trump == Suit.parse(suit)
    assert outcome.tricks_won == won
    assert (outcome.tricks[0].taker, outcome.tricks[-1].taker) == first_last
    middle = sorted(range(3), key=lambda s: won[s])[1]
    assert len({middle, *first_last}) == 3  # so the four scenarios give four different answers
    hood = rule_hood("by_suit", Suit.parse(suit), won, outcome.tricks)
    assert roles == ((None, None, None) if hood is None else roles_with_hood(hood))
    assert outcome.roles == roles
    assert outcome.scores == scores


def test_individual_only_when_all_three_share_a_suit() -> None:
    """With individual play, proposals of two suits still fix the partners as usual."""
    game = hoodwink(same_suit="individual")
    deal = propose(arrange(game, {0: "KS", 1: "9S", 2: "QD"}, dealer=2), "KS", "9S", "QD")
    assert deal.trump == Suit.D and deal.roles == (P, P, H)


# --- 7. scoring: fluctuating ------------------------------------------------------------------------

FLUCTUATING_TABLE = [
    ((4, 2, 5), (4, 2, 25)),  # no match: 5 + 10 × 2
    ((3, 5, 3), (3, 5, 43)),  # matching: 3 + 20 × 2
    ((11, 0, 0), (11, 0, 220)),  # matching: 0 + 20 × 11, the maximum
    ((5, 5, 1), (55, 55, 1)),  # equal partners: 11 a trick
    ((0, 0, 11), (0, 0, 11)),  # equal partners with no tricks score nothing
    ((6, 2, 3), (6, 2, 43)),  # odd Hood, no odd bonus: 3 + 10 × 4
]


@pytest.mark.parametrize("hood", [0, 1, 2])
@pytest.mark.parametrize(("counts", "scores"), FLUCTUATING_TABLE, ids=[str(r[0]) for r in FLUCTUATING_TABLE])
def test_fluctuating_scoring(counts: tuple[int, int, int], scores: tuple[int, int, int], hood: int) -> None:
    partners = [seat for seat in range(3) if seat != hood]
    won, expected = [0, 0, 0], [0, 0, 0]
    for seat, count, score in zip([*partners, hood], counts, scores, strict=True):
        won[seat], expected[seat] = count, score
    roles, lines, _summary = hoodwink(scoring="fluctuating").score_counts(won, hood)
    assert roles == roles_with_hood(hood)
    assert tuple(line.total for line in lines) == tuple(expected)
    assert not any("odd" in words for line in lines for _points, words in line.items)


def test_fluctuating_played_deal() -> None:
    """The deal that scores 15, 15, 1 under standard scoring scores 55, 55, 1 fluctuating."""
    game = hoodwink(scoring="fluctuating")
    deal = propose(arrange(game, {0: "AH", 1: "7H", 2: "JH"}, dealer=2, fill_seed=15), "AH", "7H", "JH")
    outcome = play_out(deal, "last").outcome()
    assert outcome.tricks_won == (5, 5, 1)
    assert outcome.scores == (55, 55, 1)


def test_fluctuating_match_is_a_fixed_number_of_deals() -> None:
    assert hoodwink(scoring="fluctuating").match_deals() == 9
    assert hoodwink(scoring="fluctuating").match_target() is None
    assert hoodwink(scoring="fluctuating", deals=6).match_deals() == 6
    assert hoodwink().match_deals() is None
    assert hoodwink().match_target() == 100
    assert hoodwink(target=150).match_target() == 150


@pytest.mark.parametrize("deals", [4, 10, 0])
def test_fluctuating_deals_must_be_a_multiple_of_three(deals: int) -> None:
    with pytest.raises(OptionError) as info:
        hoodwink(scoring="fluctuating", deals=deals)
    assert info.value.field == "options.deals"


def test_unknown_option_values_are_rejected() -> None:
    for options in ({"same_suit": "loose"}, {"no_tie": "random"}, {"partner_talk": 1}, {"trump_selection": "x"}):
        with pytest.raises(OptionError):
            create_game("hoodwink", 3, options)


@pytest.mark.parametrize("breaker", ["\n", "\r", "\u2028", "\x85", "\x0b"])
def test_a_rejected_option_value_is_named_on_one_line(breaker: str) -> None:
    with pytest.raises(OptionError) as info:
        create_game("hoodwink", 3, {"trump_selection": f"free{breaker}longest"})
    message = str(info.value)
    assert len(message.splitlines()) == 1, message
    assert "free" in message and "longest" in message


# --- 8. partner talk ----------------------------------------------------------------------------------


def talk_deal(shown: str = "8C AH 7C", fill_seed: int = 8) -> Deal:
    """Partner talk on; by default 0:8C 1:AH 2:7C → partners 0 and 2, Hood 1, trump ♥."""
    game = hoodwink(partner_talk=True)
    codes = shown.split()
    return propose(arrange(game, dict(enumerate(codes)), dealer=2, fill_seed=fill_seed), *codes)


def test_talk_estimates_come_first_from_each_partner_in_seat_order() -> None:
    deal = talk_deal()
    assert deal.roles == (P, H, P)
    assert deal.phase == Phase.TALK and deal.to_move == 0
    actions = deal.legal_actions()
    assert all(isinstance(a, Estimate) and a.seat == 0 for a in actions)
    assert Estimate(0, None, None) in actions and Estimate(0, 1, 2) in actions and Estimate(0, 0, 11) in actions
    assert Estimate(0, 3, 2) not in actions
    assert illegal(deal, Estimate(0, 3, 2)).rule == "partner_talk"
    assert illegal(deal, Play(0, deal.hand(0)[0])).rule == "wrong_decision"
    assert illegal(deal, Estimate(1, 1, 1)).rule == "turn"  # the Hood
    hands = [deal.hand(seat) for seat in range(3)]
    deal, events = deal.apply(Estimate(0, 1, 2))
    assert events == [Said(Estimate(0, 1, 2))]
    assert deal.phase == Phase.TALK and deal.to_move == 2  # the Hood, seat 1, is skipped
    assert illegal(deal, Estimate(1, None, None)).rule == "turn"
    deal, events = deal.apply(Estimate(2, None, None))
    assert events == [Said(Estimate(2, None, None))]
    assert deal.phase == Phase.PLAY and deal.to_move == 0
    assert [deal.hand(seat) for seat in range(3)] == hands  # talk changes no cards
    for seat in range(3):
        assert deal.view(seat).talk == (Estimate(0, 1, 2), Estimate(2, None, None))


def test_talk_ask_once_before_a_lead_and_the_partner_answers() -> None:
    deal = talk_deal()
    deal, _ = deal.apply(Estimate(0, 3, 4))
    deal, _ = deal.apply(Estimate(2, 3, 4))
    assert Ask(0) in deal.legal_actions()
    deal, events = deal.apply(Ask(0))
    assert events == [Said(Ask(0))]
    assert deal.phase == Phase.TALK and deal.to_move == 2
    answers = deal.legal_actions()
    assert set(answers) == {Answer(2, "none")} | {Answer(2, kind, suit) for kind in ("lead", "avoid") for suit in Suit}
    assert illegal(deal, Ask(0)).rule == "turn"
    assert illegal(deal, Answer(1, "none")).rule == "turn"  # the Hood may not answer
    assert illegal(deal, Play(2, deal.hand(2)[0])).rule == "wrong_decision"
    deal, events = deal.apply(Answer(2, "lead", Suit.S))
    assert events == [Said(Answer(2, "lead", Suit.S))]
    assert deal.phase == Phase.PLAY and deal.to_move == 0  # the asker leads
    assert Ask(0) not in deal.legal_actions()
    error = illegal(deal, Ask(0))
    assert error.rule == "partner_talk"
    assert str(error) == "You have already asked your partner about this lead."
    assert all(isinstance(a, Play) for a in deal.legal_actions())
    deal, _ = deal.apply(deal.legal_actions()[0])
    error = illegal(deal, Ask(1))  # the Hood, to play second
    assert error.rule == "partner_talk"
    deal, _ = deal.apply(deal.legal_actions()[0])
    assert deal.to_move == 2 and Ask(2) not in deal.legal_actions()
    error = illegal(deal, Ask(2))  # a partner, but not about to lead
    assert error.rule == "partner_talk"
    assert str(error) == "You may ask your partner which suit to lead only when you are about to lead."
    assert illegal(deal, Estimate(2, 1, 1)).rule == "partner_talk"  # estimates only before the first lead
    assert illegal(deal, Answer(2, "none")).rule == "partner_talk"  # nobody asked
    for seat in range(3):
        assert deal.view(seat).talk == (Estimate(0, 3, 4), Estimate(2, 3, 4), Ask(0), Answer(2, "lead", Suit.S))


def test_talk_the_answer_kinds() -> None:
    deal = talk_deal()
    for answer in (Answer(2, "avoid", Suit.H), Answer(2, "none")):
        d, _ = deal.apply(Estimate(0, None, None))
        d, _ = d.apply(Estimate(2, None, None))
        d, _ = d.apply(Ask(0))
        d, events = d.apply(answer)
        assert events == [Said(answer)]
        assert d.talk[-1] == answer
        assert d.phase == Phase.PLAY and d.to_move == 0


def test_talk_the_hood_never_talks() -> None:
    """0:AH 1:8C 2:7C → partners 1 and 2 estimate in seat order; the Hood (seat 0) then leads without asking."""
    deal = talk_deal("AH 8C 7C", fill_seed=9)
    assert deal.roles == (H, P, P) and deal.trump == Suit.H
    assert deal.phase == Phase.TALK and deal.to_move == 1
    assert illegal(deal, Estimate(0, 1, 1)).rule == "turn"
    deal, _ = deal.apply(Estimate(1, 0, 1))
    assert deal.to_move == 2
    deal, _ = deal.apply(Estimate(2, 5, 6))
    assert deal.phase == Phase.PLAY and deal.to_move == 0
    assert all(isinstance(a, Play) for a in deal.legal_actions())
    error = illegal(deal, Ask(0))
    assert error.rule == "partner_talk"
    assert str(error) == "Only the partners may talk to each other."


def test_talk_is_rejected_when_the_option_is_off() -> None:
    deal = propose(arrange("hoodwink", {0: "8C", 1: "AH", 2: "7C"}, dealer=2), "8C", "AH", "7C")
    assert deal.phase == Phase.PLAY and deal.to_move == 0
    assert all(isinstance(a, Play) for a in deal.legal_actions())
    for say in (Ask(0), Estimate(0, 1, 2), Answer(0, "none")):
        error = illegal(deal, say)
        assert error.rule == "partner_talk"
        assert str(error) == "Partner talk is off in this game."


def talk_policy(deal: Deal) -> Action:
    """Give no estimate, always ask before leading, answer "no preference", play the first legal card."""
    actions = deal.legal_actions()
    seat = deal.to_move
    assert seat is not None
    for wanted in (Estimate(seat, None, None), Ask(seat), Answer(seat, "none")):
        if wanted in actions:
            return wanted
    return next(action for action in actions if isinstance(action, Play))


def test_talk_changes_no_cards_or_scores_and_every_partner_lead_may_ask() -> None:
    talk = talk_deal(fill_seed=10)
    quiet = propose(arrange("hoodwink", {0: "8C", 1: "AH", 2: "7C"}, dealer=2, fill_seed=10), "8C", "AH", "7C")
    assert [talk.hand(s) for s in range(3)] == [quiet.hand(s) for s in range(3)]
    said = 0
    asked_before_trick = -1  # the policy asks whenever it may, so this is when the leader last asked
    while not talk.is_over:
        if talk.phase == Phase.PLAY and not talk.current_trick:
            may_ask = talk.roles[talk.leader] == P and asked_before_trick != len(talk.tricks)
            assert (Ask(talk.leader) in talk.legal_actions()) == may_ask
        action = talk_policy(talk)
        if isinstance(action, Ask):
            asked_before_trick = len(talk.tricks)
        talk, events = talk.apply(action)
        said += sum(isinstance(event, Said) for event in events)
    while not quiet.is_over:
        quiet, _ = quiet.apply(quiet.legal_actions()[0])
    assert talk.tricks == quiet.tricks
    assert talk.outcome().scores == quiet.outcome().scores
    assert talk.outcome().tricks_won == quiet.outcome().tricks_won
    assert said == len(talk.talk) > 2
    partner_leads = sum(1 for trick in talk.tricks if talk.roles[trick.leader] == P)
    assert sum(isinstance(say, Ask) for say in talk.talk) == partner_leads
    assert sum(isinstance(say, Answer) for say in talk.talk) == partner_leads
    for seat in range(3):
        assert talk.view(seat).talk == talk.talk


def test_no_talk_in_individual_play() -> None:
    game = hoodwink(same_suit="individual", partner_talk=True)
    deal = propose(arrange(game, {0: "AH", 1: "KH", 2: "QH"}, dealer=2, fill_seed=7), "AH", "KH", "QH")
    assert deal.phase == Phase.PLAY and deal.to_move == 0
    assert all(isinstance(a, Play) for a in deal.legal_actions())
    assert illegal(deal, Ask(0)).rule == "partner_talk"
    assert illegal(deal, Estimate(0, 1, 2)).rule == "partner_talk"
    deal = play_out(deal)
    assert deal.talk == ()


# --- 9. the match ------------------------------------------------------------------------------------------


def finish_deal(match: Match) -> tuple[Match, list[object]]:
    events: list[object] = []
    while not match.current.is_over:
        match, new = match.apply(match.current.legal_actions()[0])
        events += new
    return match, events


def check_match_bookkeeping(match: Match, first_seed: int) -> None:
    first_dealer = match.deals[0].dealer
    for number, deal in enumerate(match.deals):
        assert deal.seed == first_seed + number  # deal numbers run on by one
        assert deal.dealer == (first_dealer + number) % 3  # the deal passes to the left
    assert match.totals == tuple(sum(o.scores[seat] for o in match.outcomes) for seat in range(3))


def test_match_to_100_ends_after_the_deal_that_reaches_it() -> None:
    match = Match.start(hoodwink(), seed=0)
    assert match.target == 100 and match.deals_to_play is None
    while True:
        match, events = finish_deal(match)
        check_match_bookkeeping(match, 0)
        totals = match.totals
        if match.is_over:
            break
        assert max(totals) < 100 or totals.count(max(totals)) > 1
        assert match.winners == ()
        assert not any(isinstance(event, MatchOver) for event in events)
        match = match.next_deal()
        assert match.deal_number == match.current.seed == len(match.deals) - 1
    assert len(match.deals) == 9
    assert match.totals == (117, 66, 76)
    assert match.winners == (0,)
    assert events[-1] == MatchOver((117, 66, 76), (0,))
    with pytest.raises(ValueError):
        match.next_deal()


def test_match_equal_highest_totals_play_on() -> None:
    """Target 10: after deal 1 the totals are 14, 14, 3 (a tie at the top): another deal is played."""
    match = Match.start(hoodwink(target=10), seed=4)
    match, events = finish_deal(match)
    assert match.totals == (14, 14, 3)
    assert not match.is_over and match.winners == ()
    assert not any(isinstance(event, MatchOver) for event in events)
    match = match.next_deal()
    match, events = finish_deal(match)
    check_match_bookkeeping(match, 4)
    assert match.totals == (15, 28, 9)
    assert match.is_over and match.winners == (1,)
    assert events[-1] == MatchOver((15, 28, 9), (1,))


def test_fluctuating_match_plays_exactly_its_deals_and_equal_totals_share() -> None:
    game = hoodwink(scoring="fluctuating", deals=3, target=10)  # the target is ignored
    match = Match.start(game, seed=165)
    assert match.deals_to_play == 3 and match.target is None
    for _ in range(2):
        match, _events = finish_deal(match)
        assert not match.is_over
        match = match.next_deal()
    match, events = finish_deal(match)
    check_match_bookkeeping(match, 165)
    assert len(match.deals) == 3
    assert match.totals == (61, 61, 11)
    assert match.is_over and match.winners == (0, 1)
    assert events[-1] == MatchOver((61, 61, 11), (0, 1))
