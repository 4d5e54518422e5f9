"""The beginner: legal, plausible cards by a few simple habits, with some randomness."""

from __future__ import annotations

import random

from ..engine import Card, Give, Play, Propose, SeatView
from ..engine.language import translate
from .base import Decision
from .knowledge import highest, legal_cards, lowest, winner_with, winning_so_far

CARELESS = 0.25  # how often a beginner just plays any legal card


class BeginnerPlayer:
    level = "beginner"

    def decide(self, view: SeatView, rng: random.Random) -> Decision:
        actions = view.legal_actions
        plays = legal_cards(view)
        if not plays or rng.random() < CARELESS:
            choice = actions[int(rng.random() * len(actions))]
            if isinstance(choice, Give):
                choice = Give(view.seat, view.seat)  # a beginner keeps what it may keep
            return Decision(choice, translate("Beginner", "A hunch."))
        if any(isinstance(action, Propose) for action in actions):
            return Decision(actions[int(rng.random() * len(actions))], translate(
                "Beginner",
                "A card of a suit I like.",
            ))
        if not view.current_trick:
            card = highest(plays) if rng.random() < 0.5 else lowest(plays)
            return Decision(Play(view.seat, card), translate("Beginner", "Leading from my hand."))
        winners = [card for card in plays if winner_with(view, card)[0] == view.seat]
        if winners and winning_so_far(view) != view.seat:
            return Decision(Play(view.seat, lowest(winners)), translate(
                "Beginner",
                "Winning the trick as cheaply as I can.",
            ))
        return Decision(Play(view.seat, _cheapest(plays)), translate("Beginner", "Throwing my least useful card."))


def _cheapest(cards: list[Card]) -> Card:
    return lowest(cards)
