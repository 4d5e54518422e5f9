"""The standard Hoodwink player: clear-cut positions, legal decisions in whole deals, and nothing beyond the view.

The positions are dealt in full (all 33 cards), so nothing depends on a fill
seed; each test states the counts and roles it relies on before asking for a
decision.
"""

from __future__ import annotations

import ast
import random
from pathlib import Path
from types import ModuleType

import pytest
from support import arrange, play, propose

from parlett_table.ai.arena import seat_rng
from parlett_table.ai.strategy import count_out
from parlett_table.engine import Answer, Ask, Card, Deal, Estimate, Play, Propose, Suit, create_game
from parlett_table.games.hoodwink import strategy
from parlett_table.games.hoodwink.rules import Hoodwink

# Seats 0 and 1 show spades, seat 2 the Queen of diamonds: 0 and 1 are partners, seat 2 the Hood, diamonds trumps.
SPADE_PARTNERS = {
    0: "KS 8S QS 7C KC QC 8H KH QH AD KD",
    1: "9S AS 7S AC 9C TC AH 9H TH 7D 8D",
    2: "QD JS TS 8C JC 7H JH JD TD 9D JK",
}
# Seats 0 and 1 show clubs, seat 2 the Queen of diamonds: the same roles; the Hood holds no spades.
CLUB_PARTNERS = {
    0: "KC 7C AS KS QS JS 8H KH QH AD KD",
    1: "AC 9C 7S 8S 9S TS AH 9H TH QC TC",
    2: "QD 8C JC 7H JH JD TD 9D 8D 7D JK",
}


def hoodwink(**options: object) -> Hoodwink:
    game = create_game("hoodwink", 3, options)
    assert isinstance(game, Hoodwink)
    return game


def decide(deal: Deal) -> strategy.Decision:
    seat = deal.to_move
    assert seat is not None
    return strategy.decide(deal.view(seat), random.Random(0))


def played(deal: Deal) -> Card:
    action = decide(deal).action
    assert isinstance(action, Play)
    return action.card


def spade_partners_after_three_tricks() -> Deal:
    """Seat 1 has taken two tricks, the Hood one, seat 0 none; the Hood leads the Ten of spades."""
    deal = propose(arrange("hoodwink", SPADE_PARTNERS, dealer=2), "KS", "9S", "QD")
    assert deal.trump == Suit.D and deal.roles == ("partner", "partner", "hood")
    deal = play(deal, "7C", "AC", "8C", "AH", "7H", "8H", "7S", "JS", "8S", "TS")
    assert deal.tricks_won == (0, 2, 1) and deal.to_move == 0
    return deal


# --- card play -----------------------------------------------------------------------------


def test_a_partner_behind_takes_the_trick_from_the_hood_as_cheaply_as_it_can() -> None:
    deal = spade_partners_after_three_tricks()
    decision = decide(deal)
    assert decision.action == Play(0, Card.parse("QS"))  # the King would win too, but costs more
    assert "You have 0 and Ada, your partner, has 2" in decision.words(["You", "Ada", "Ben"])


def test_a_partner_two_tricks_ahead_ducks_under_the_partners_winning_card() -> None:
    deal = play(spade_partners_after_three_tricks(), "KS")
    assert deal.to_move == 1
    decision = decide(deal)
    assert decision.action == Play(1, Card.parse("9S"))  # not the Ace, which would take the trick
    assert decision.words(["Ada", "You", "Ben"]).startswith("Play the Nine of spades under Ada's card.")


def test_the_hood_counts_out_the_last_tricks_for_an_odd_count_matching_a_partner() -> None:
    hands = {
        0: "7S 9S QS 7H 8H 9H TH KH KD 7C AC",
        1: "JS AS QH 7D 8D 9D JD AD 8C JC JK",
        2: "8S TS KS JH AH TD QD 9C TC QC KC",
    }
    deal = propose(arrange("hoodwink", hands, dealer=2), "TH", "JD", "TC")
    assert deal.trump == Suit.S and deal.roles == ("partner", "partner", "hood")
    tricks = "AC 8C QC KD AD QD JS 8S QS KH QH JH 7C JC KC AH 7H JK AS TS 7S JD TD 9S 8H 7D 9C"
    deal = play(deal, *tricks.split(), "9H", "8D")
    assert deal.tricks_won == (5, 3, 1) and deal.to_move == 2 and deal.hand(2) == (Card.parse("KS"), Card.parse("TC"))
    # Trumping now and leading the last club makes three: odd, and level with a partner.
    assert played(deal) == Card.parse("KS")


# --- proposals -------------------------------------------------------------------------------


def test_with_longest_suit_proposals_the_only_card_is_shown() -> None:
    deal = arrange(hoodwink(trump_selection="longest"), {0: "AS KS QS 9S 8S 7C 8C 9C 7H 8H 7D"}, dealer=2)
    decision = decide(deal)
    assert decision.action == Propose(0, Card.parse("AS"))
    assert "longest suit" in decision.reason


def test_a_hand_long_in_black_shows_a_black_card_to_be_the_hood() -> None:
    """The others hold the red cards, so a black suit shown makes you the Hood more often."""
    deal = arrange("hoodwink", {0: "AS KS QS 9S 8S 7C 8C 9C 7H 8H 7D"}, dealer=2)
    decision = decide(deal)
    assert isinstance(decision.action, Propose)
    assert decision.action.card.suit in (Suit.S, Suit.C)
    assert "Hood" in decision.reason


# --- partner talk ----------------------------------------------------------------------------


def talking_club_partners() -> Deal:
    deal = propose(arrange(hoodwink(partner_talk=True), CLUB_PARTNERS, dealer=2), "KC", "AC", "QD")
    assert deal.roles == ("partner", "partner", "hood") and deal.to_move == 0
    return deal


def test_estimates_are_honest_ranges() -> None:
    deal = talking_club_partners()
    strong = decide(deal).action  # seat 0: four top spades, three kings, the Ace of trumps
    assert isinstance(strong, Estimate) and strong.low is not None and strong.high is not None
    deal, _ = deal.apply(strong)
    weak = decide(deal).action  # seat 1: two aces, and sevens to tens
    assert isinstance(weak, Estimate) and weak.low is not None and weak.high is not None
    assert strong.low >= 5 and weak.high <= 3
    assert strong.high - strong.low <= 2 and weak.high - weak.low <= 2


def after_estimates_and_three_tricks() -> Deal:
    deal = talking_club_partners()
    deal, _ = deal.apply(Estimate(0, 6, 7))
    deal, _ = deal.apply(Estimate(1, 2, 3))
    deal = play(deal, "7C", "AC", "8C", "9C", "JC", "KC", "AS", "7S", "7H")
    assert deal.tricks_won == (2, 1, 0) and deal.to_move == 0
    return deal


def test_a_partner_ahead_asks_for_requests_before_leading() -> None:
    decision = decide(after_estimates_and_three_tricks())
    assert decision.action == Ask(0)


def test_a_partner_behind_asks_for_the_suit_it_can_win_and_the_leader_leads_it() -> None:
    deal, _ = after_estimates_and_three_tricks().apply(Ask(0))
    reply = decide(deal)  # seat 1 holds the Ace of hearts
    assert reply.action == Answer(1, "lead", Suit.H)
    deal, _ = deal.apply(reply.action)
    decision = decide(deal)
    assert isinstance(decision.action, Play) and decision.action.card.suit == Suit.H
    assert "asked for" in decision.reason


# --- every decision, whole deals -------------------------------------------------------------

OPTION_SETS = [
    {},
    {"trump_selection": "longest", "partner_talk": True},
    {"scoring": "fluctuating", "partner_talk": True},
    {"same_suit": "individual", "no_tie": "middle", "scoring": "fluctuating"},
    {"same_suit": "individual", "no_tie": "by_suit", "trump_selection": "longest"},
]


def assert_sound_decisions(deal: Deal) -> Deal:
    """Play ``deal`` out with the standard player in every seat, checking each decision on the way."""
    while not deal.is_over:
        seat = deal.to_move
        assert seat is not None
        view = deal.view(seat)
        decision = strategy.decide(view, seat_rng(0, seat, "standard"))
        assert decision.action in view.legal_actions
        assert decision.reason.strip() and decision.reason[0].isupper() and decision.reason.endswith(".")
        deal, _ = deal.apply(decision.action)
    return deal


@pytest.mark.parametrize("options", OPTION_SETS, ids=lambda options: ",".join(f"{k}={v}" for k, v in options.items()))
def test_every_decision_is_legal_and_explained_in_30_deals(options: dict[str, object]) -> None:
    game = hoodwink(**options)
    for seed in range(30):
        assert_sound_decisions(Deal.start(game, seed, seed % 3))


@pytest.mark.parametrize("no_tie", ["plain", "middle", "last", "first", "by_suit"])
def test_everyone_plays_alone_when_all_show_spades(no_tie: str) -> None:
    game = hoodwink(same_suit="individual", no_tie=no_tie)
    for fill in range(3):
        deal = propose(arrange(game, {0: "AS", 1: "9S", 2: "7S"}, dealer=2, fill_seed=fill), "AS", "9S", "7S")
        assert deal.roles == (None, None, None)
        assert_sound_decisions(deal)


# --- nothing beyond the view -----------------------------------------------------------------


def test_the_same_view_gets_the_same_decision_whatever_the_hidden_cards() -> None:
    """Seat 0 sees the same cards played in four deals whose other hands differ: it decides alike."""
    shown = {0: SPADE_PARTNERS[0], 1: "9S AC 7H", 2: "QD 8C JH"}
    decisions = set()
    for fill in range(4):
        deal = propose(arrange("hoodwink", shown, dealer=2, fill_seed=fill), "KS", "9S", "QD")
        deal = play(deal, "7C", "AC", "8C", "7H", "JH")
        assert deal.to_move == 0
        decisions.add(decide(deal))
    assert len(decisions) == 1


@pytest.mark.parametrize("module", [strategy, count_out], ids=["hoodwink", "count_out"])
def test_the_strategy_imports_nothing_that_holds_hidden_cards(module: ModuleType) -> None:
    """The count-out reaches the endgame solver only through what the view knows (``average_values``)."""
    source = Path(str(module.__file__)).read_text(encoding="utf-8")
    imported = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom):
            imported.add(node.module or "")
            imported.update(alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            imported.update(alias.name for alias in node.names)
    forbidden = {"deal", "Deal", "Simulator", "Core", "sampling", "expert", "rollout", "sample_world"}
    assert not imported & forbidden
    assert not any(name.endswith((".deal", ".sampling", ".expert", ".rollout")) for name in imported)
