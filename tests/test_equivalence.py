"""Choices that lead to the same play: tried once by the search, skipped by the exact endgame, and never wrongly.

Built positions check the rule (touching cards; Crescendo's snaps; Hamlet's shown cards), and seeded positions
of every game check it against a search that tries every card: the values must be the same to the last digit.
"""

from __future__ import annotations

import itertools
import random

import pytest
from test_endgame_examples import reached

from parlett_table.ai.endgame import Endgame
from parlett_table.ai.equivalence import same_play
from parlett_table.ai.expert import ExpertPlayer, utility
from parlett_table.ai.game_parts import tuning
from parlett_table.ai.knowledge import tricks_left
from parlett_table.bench import standard_decisions
from parlett_table.engine import Card, Deal, Game, Phase, Play, Propose, SeatView, create_game
from parlett_table.engine.cards import card_of


def cards(text: str) -> list[Card]:
    return [Card.parse(code) for code in text.split()]


def the_rest(game: Game, hand: str) -> list[Card]:
    """The pack without ``hand``'s cards, in the pack's order."""
    return [card for card in map(card_of, game.pack()) if str(card) not in hand.split()]


def groups(view: SeatView) -> list[set[str]]:
    """The seat's choices grouped by the play they lead to, each card written as the pack writes it."""
    actions = list(view.legal_actions)
    by_first: dict[int, set[str]] = {}
    for action, first in zip(actions, same_play(view, actions), strict=True):
        assert isinstance(action, Play | Propose)
        by_first.setdefault(first, set()).add(str(action.card))
    return sorted(by_first.values(), key=sorted)


def test_touching_cards_go_together_until_a_card_in_play_lies_between() -> None:
    # Hamlet: the seat to lead holds 7♠ 8♠ (nothing between), 10♠ (the 9♠ is elsewhere) and K♠ A♠ (the Q♠ is
    # elsewhere): three runs of spades.  Once the 9♠ has gone in a finished trick, the 10♠ joins 7♠ and 8♠.
    hands = [
        "7S 8S TS KS AS 7H 8H 9H TH JH JK",
        "9S QS 7D 8D 9D TD JD QD KD AD QH",
        "JS 7C 8C 9C TC JC QC KC AC KH AH",
    ]
    deal = reached(hands, "0p7H 1p7D 2p7C", "hamlet")
    assert deal.to_move == 0
    assert {"7S", "8S"} in groups(deal.view(0)) and {"KS", "AS"} in groups(deal.view(0))
    assert {"TS"} in groups(deal.view(0)) and {"JK"} in groups(deal.view(0))
    assert {"7H", "8H", "9H", "TH", "JH"} in groups(deal.view(0))  # every other heart is with seats 1 and 2
    deal = reached(hands, "0p7H 1p7D 2p7C 0AS 19S 2JS", "hamlet")  # the A♠ takes the 9♠ and the J♠
    assert deal.to_move == 0
    assert {"7S", "8S", "TS"} in groups(deal.view(0))
    assert {"KS"} in groups(deal.view(0))  # the Q♠ still lies between the 10♠ and the K♠


def test_a_card_on_the_table_between_two_cards_keeps_them_apart() -> None:
    # Hoodwink; nobody shows a spade, so spades are trumps and the joker is the lowest spade.  Seat 1 leads the
    # 9♠; seat 2 holds 8♠ and 10♠, touching but for the 9♠ on the table: one takes the trick, the other not.
    hands = [
        "7S JS QS 7H 8H 9H TH JH QH KH AH",
        "9S KS AS 7D 8D 9D TD JD QD KD AD",
        "8S TS JK 7C 8C 9C TC JC QC KC AC",
    ]
    deal = reached(hands, "1pAD 2pAC 0pAH 19S", dealer=0)
    assert deal.to_move == 2
    assert groups(deal.view(2)) == [{"8S"}, {"JK"}, {"TS"}]


def test_in_crescendo_touching_cards_go_together_only_where_no_snap_could_tell_them_apart() -> None:
    # The seat to lead holds every Eight and Nine, so 8♥ and 9♥ (and each suit's 8 and 9) are alike for
    # every snap; the 6♥ and 7♥ touch the 8♥ too, but other suits' Sixes and Sevens are elsewhere.
    game = create_game("crescendo", 3)
    own = "8H 9H 8S 9S 8D 9D 8C 9C 6H 7H AS KS"
    rest = the_rest(game, own)
    deal = Deal.from_hands(game, [cards(own), rest[:12], rest[12:]], dealer=2)
    assert deal.to_move == 0
    found = groups(deal.view(0))
    assert {"8H", "9H"} in found and {"8S", "9S"} in found and {"KS", "AS"} not in found
    assert {"6H"} in found and {"7H"} in found


def test_hamlet_shown_cards_go_together_by_suit_and_court_and_hoodwinks_never() -> None:
    hand = "7S 8S JS QS AS 9H KH 7D TD 7C JK"
    others = the_rest(create_game("hamlet"), hand)
    for game_id, expected in (
        ("hamlet", [{"7C"}, {"7D", "TD"}, {"7S", "8S", "AS"}, {"9H"}, {"JS", "QS"}, {"KH"}]),
        ("hoodwink", [{card} for card in sorted(hand.split()) if card != "JK"]),  # the rank counts there
    ):
        game = create_game(game_id)
        deal = Deal.from_hands(game, [cards(hand), others[:11], others[11:]], dealer=2)
        assert deal.to_move == 0
        assert groups(deal.view(0)) == sorted(expected, key=sorted), game_id


def test_the_search_tries_each_play_once_and_gives_its_value_to_every_card_alike() -> None:
    game = create_game("hamlet")
    hand = "7S 8S JS QS AS 9H KH 7D TD 7C JK"
    others = the_rest(game, hand)
    view = Deal.from_hands(game, [cards(hand), others[:11], others[11:]], dealer=2).view(0)
    actions = list(view.legal_actions)
    first = same_play(view, actions)
    for learned, deals in ((False, 600 // 6), (True, 600 // (tuning("hamlet").learned_proposals or 0))):
        expert = ExpertPlayer(sims=600)
        expert.learned_proposals = learned
        rows, _ = expert.search(view, actions, random.Random(3))
        # played out: ten cards it may show, six different plays, the budget split among them; valued by the
        # learned model: a fixed cost per deal, whatever the plays
        assert len(rows) == deals
        assert all(row[k] == row[first[k]] for row in rows for k in range(len(actions)))
        assert len({row[first.index(k)] for row in rows for k in set(first)}) > 1  # the plays differ


class EveryCard(Endgame):
    """The exact endgame trying every legal card, none skipped as alike."""

    def _choices(self, seat: int) -> list[int]:
        if self.core.phase is Phase.GIVE:
            return super()._choices(seat)
        mask = self.game.legal_play_mask(self.core, seat)
        return [card for card in range(67) if mask >> card & 1]


ENDGAMES = [("crescendo", 3, 4), ("crescendo", 4, 3), ("crescendo", 5, 3), ("hamlet", 3, 4), ("hoodwink", 3, 4),
            ("whoswho", 3, 4)]  # fmt: skip


@pytest.mark.parametrize(("game_id", "players", "tricks"), ENDGAMES)
def test_the_exact_endgame_skips_only_cards_that_change_nothing(game_id: str, players: int, tricks: int) -> None:
    # In Crescendo the old rule (cards following the suit led are alike) changed the values of about one
    # position in seven from four tricks: the card kept could later meet a snap that the other could not.
    positions = (
        (deal, view) for deal, view in standard_decisions(game_id, players, 9300)
        if view.phase is Phase.PLAY and tricks_left(view) == tricks and len(view.legal_actions) > 1
    )  # fmt: skip
    for deal, view in itertools.islice(positions, 40):
        actions = list(view.legal_actions)
        skipping = Endgame(deal.game, utility, 10**7).action_values(deal.simulator(), actions)
        assert skipping == EveryCard(deal.game, utility, 10**7).action_values(deal.simulator(), actions)


def test_hamlet_cards_of_one_proposal_effect_settle_trump_and_aim_alike() -> None:
    """The engine's side of it: whichever card of a kind the first seat shows, the deal is settled the same."""
    deciding = 0  # deals where the first seat's kind of card changes the settling
    for number in range(30):
        deal = Deal.start(create_game("hamlet"), number)
        settled: dict[object, set[tuple[object, object]]] = {}
        for shown in deal.view(deal.to_move or 0).legal_actions:
            assert isinstance(shown, Propose)
            after, _ = deal.apply(shown)
            while after.phase is Phase.PROPOSE:  # the others show the same cards each time
                after, _ = after.apply(after.view(after.to_move or 0).legal_actions[number % 5])
            settled.setdefault(deal.game.proposal_effect(int(shown.card)), set()).add((after.trump, after.aim))
        assert all(len(outcomes) == 1 for outcomes in settled.values()), number
        deciding += len({outcome for outcomes in settled.values() for outcome in outcomes}) > 1
    assert deciding >= 20
