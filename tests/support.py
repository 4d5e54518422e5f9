"""Helpers for engine tests: arrange exact hands, play cards by code."""

from __future__ import annotations

import random
from collections.abc import Mapping

from parlett_table.engine import Card, Deal, Game, Play, Propose, create_game
from parlett_table.engine.cards import cards_of


def cards(text: str) -> list[Card]:
    """``"AS 7S JK"`` to cards."""
    return [Card.parse(code) for code in text.split()]


def arrange(
    game: Game | str,
    hands: Mapping[int, str],
    dealer: int = 2,
    fill_seed: int = 0,
    undealt: str = "",
) -> Deal:
    """A deal in which each listed seat holds at least the listed cards.

    The rest of the pack is shuffled with ``fill_seed`` and fills the hands
    (and the undealt cards) up to their sizes.
    """
    if isinstance(game, str):
        game = create_game(game)
    fixed = {seat: cards(text) for seat, text in hands.items()}
    fixed_undealt = cards(undealt)
    used = {card for hand in fixed.values() for card in hand} | set(fixed_undealt)
    rest = [card for card in cards_of(game.pack_mask) if card not in used]
    random.Random(fill_seed).shuffle(rest)
    full = []
    for seat in range(game.players):
        hand = list(fixed.get(seat, []))
        assert len(hand) <= game.hand_size, f"seat {seat} given too many cards"
        while len(hand) < game.hand_size:
            hand.append(rest.pop())
        full.append(hand)
    leftover = fixed_undealt + rest
    return Deal.from_hands(game, full, dealer, leftover)


def propose(deal: Deal, *codes: str) -> Deal:
    """Each seat to move proposes the next card code."""
    for code in codes:
        deal, _ = deal.apply(Propose(deal.to_move, Card.parse(code)))  # type: ignore[arg-type]
    return deal


def play(deal: Deal, *codes: str) -> Deal:
    """Each seat to move plays the next card code."""
    for code in codes:
        deal, _ = deal.apply(Play(deal.to_move, Card.parse(code)))  # type: ignore[arg-type]
    return deal
