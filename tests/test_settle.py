"""Claiming the rest: the engine's exact answer to "can the rest of this deal change anyone's score?"."""

from __future__ import annotations

import random

import pytest
from support import arrange, cards

from parlett_table.engine import Deal, Game, Give, Play, Propose, create_game
from parlett_table.engine.settle import SETTLE_TRICKS


def ending(game: Game, kept: dict[int, str], tricks_left: int, shown: str = "", dealer: int = 2) -> Deal:
    """A deal played on until ``tricks_left`` tricks are left, each seat in ``kept`` holding exactly those cards.

    ``shown`` are the proposals, seat by seat from the dealer's left. The other cards are played in a
    seeded random order; fill seeds are tried until the cards kept are still held at that point.
    """
    keep = {card for text in kept.values() for card in cards(text)}
    proposals = cards(shown)
    hands = {seat: text for seat, text in kept.items()}
    for at, card in enumerate(proposals):
        seat = (dealer + 1 + at) % game.players
        hands[seat] = f"{hands.get(seat, '')} {card.code}".strip()
    for fill in range(300):
        deal = arrange(game, hands, dealer=dealer, fill_seed=fill)
        for card in proposals:
            deal, _ = deal.apply(Propose(deal.to_move, card))  # type: ignore[arg-type]
        rng = random.Random(fill)
        while len(deal.tricks) < game.tricks_per_deal - tricks_left:
            seat = deal.to_move
            assert seat is not None
            gives = [a for a in deal.legal_actions() if isinstance(a, Give)]
            plays = [a for a in deal.legal_actions() if isinstance(a, Play) and a.card not in keep]
            choices = gives or plays
            if not choices:
                break
            deal, _ = deal.apply(choices[int(rng.random() * len(choices))])
        else:
            if all(sorted(deal.hand(seat)) == sorted(cards(text)) for seat, text in kept.items()):
                return deal
    raise AssertionError("no fill of the pack reaches that ending")


def every_score(deal: Deal) -> set[tuple[int, ...]]:
    """The scores of every way of playing the rest, found the slow way (cards and gives, no talk)."""
    if deal.is_over:
        return {deal.outcome().scores}
    found: set[tuple[int, ...]] = set()
    for action in deal.legal_actions():
        if isinstance(action, (Play, Give)):
            found |= every_score(deal.apply(action)[0])
    return found


# --- forced: one card each to the end ---------------------------------------------------------


@pytest.mark.parametrize(
    ("game_id", "players", "kept", "shown"),
    [
        ("hoodwink", 3, {}, "7H 8H 9S"),
        ("crescendo", 2, {}, ""),
        ("crescendo", 5, {}, ""),
        ("whoswho", 3, {0: "5S", 1: "6S", 2: "7S"}, ""),  # no joker left to give the trick away
        ("hamlet", 3, {}, "7S 8S 9H"),
    ],
)
def test_the_last_trick_is_settled_when_nobody_can_give_it_away(
    game_id: str, players: int, kept: dict[int, str], shown: str
) -> None:
    game = create_game(game_id, players)
    deal = ending(game, kept, 1, shown, dealer=1 if players == 2 else 2)
    assert len([a for a in deal.legal_actions() if isinstance(a, Play)]) == 1
    assert deal.settled()


def test_a_joker_in_the_last_whoswho_trick_leaves_it_open() -> None:
    """Forced cards, but whoever decides may give the trick to anyone: not settled."""
    deal = ending(create_game("whoswho"), {0: "JK1", 1: "5S", 2: "6S"}, 1)
    assert not deal.settled()


# --- settled though the cards are not forced ---------------------------------------------------------


@pytest.mark.parametrize(
    ("game_id", "players", "kept", "shown"),
    [
        ("hoodwink", 3, {0: "AS KS"}, "7H 8H 9S"),  # spades are trump: the two top trumps take both
        ("crescendo", 2, {0: "AS KS", 1: "9H 9C"}, ""),  # no spade and no snap: the leader takes both
        ("crescendo", 4, {0: "AS KS", 1: "2H 3H", 2: "4C 5C", 3: "6D 7D"}, ""),  # no rank twice: no snap
        ("whoswho", 3, {0: "AS KS", 1: "5H 6H", 2: "7C 8C"}, ""),  # nobody can follow the leader
        ("hamlet", 3, {0: "AS KS"}, "7S 8S 9H"),  # spades shown twice are trump
    ],
)
def test_the_rest_is_settled_when_no_choice_changes_a_score(
    game_id: str, players: int, kept: dict[int, str], shown: str
) -> None:
    game = create_game(game_id, players)
    deal = ending(game, kept, 2, shown, dealer=1 if players == 2 else 2)
    assert len(deal.legal_actions()) > 1  # a real choice, which cannot matter
    assert deal.settled()
    assert len(every_score(deal)) == 1


# --- not settled ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game_id", "players", "kept", "shown"),
    [
        ("hoodwink", 3, {0: "AS 7C", 1: "KS 8D", 2: "QH JH"}, "7H 8H 9S"),  # ruff or discard
        ("crescendo", 2, {0: "AS 9S", 1: "KS TS"}, ""),  # which spade goes first decides who takes a trick
        ("whoswho", 3, {0: "AS 6S", 1: "KS 5H", 2: "QS 5C"}, ""),
        ("hamlet", 3, {0: "AS 7C", 1: "KS 8D", 2: "QH JH"}, "7S 8S 9H"),
    ],
)
def test_the_rest_is_open_when_some_choice_changes_a_score(
    game_id: str, players: int, kept: dict[int, str], shown: str
) -> None:
    game = create_game(game_id, players)
    deal = ending(game, kept, 2, shown, dealer=1 if players == 2 else 2)
    assert not deal.settled()
    assert len(every_score(deal)) > 1


# --- when it is asked, and exactness ---------------------------------------------------------------


def test_the_question_is_asked_only_of_the_last_few_tricks_of_play() -> None:
    assert not Deal.start(create_game("crescendo", 2), 5, dealer=0).settled()  # proposals aside, twelve to go
    assert not Deal.start(create_game("hamlet"), 5, dealer=0).settled()  # proposals first
    hoodwink = create_game("hoodwink")
    six_trumps = ending(hoodwink, {0: "AS KS QS JS TS 9S"}, SETTLE_TRICKS + 1, "7H 8H 8S")
    assert not six_trumps.settled()  # seat 0 takes every trick, but that is one trick too many to ask
    while hoodwink.tricks_per_deal - len(six_trumps.tricks) > SETTLE_TRICKS:
        six_trumps, _ = six_trumps.apply(six_trumps.legal_actions()[0])
    assert six_trumps.settled()
    over = ending(create_game("crescendo", 2), {}, 0, dealer=1)
    assert over.is_over and not over.settled()


@pytest.mark.parametrize(
    ("game_id", "players"), [("hoodwink", 3), ("crescendo", 3), ("crescendo", 5), ("whoswho", 3), ("hamlet", 3)]
)
def test_settled_agrees_with_playing_out_every_way(game_id: str, players: int) -> None:
    """On seeded deals played at random to their last tricks, the answer is the exhaustive one."""
    game = create_game(game_id, players)
    rng = random.Random(players)
    checked = 0
    for seed in range(12):
        deal = Deal.start(game, seed)
        while not deal.is_over:
            if game.tricks_per_deal - len(deal.tricks) <= 2 and deal.phase.name in ("PLAY", "GIVE"):
                assert deal.settled() == (len(every_score(deal)) == 1), deal
                checked += 1
            actions = deal.legal_actions()
            deal, _ = deal.apply(actions[int(rng.random() * len(actions))])
    assert checked > 50
