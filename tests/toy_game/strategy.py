"""Plain Tricks' standard player: win the trick as cheaply as possible when it can, else throw its lowest card."""

from __future__ import annotations

import random

from parlett_table.ai.base import Decision
from parlett_table.ai.knowledge import legal_cards, winner_with
from parlett_table.engine import SeatView
from parlett_table.engine.language import translate


def choose(view: SeatView) -> int:
    cards = sorted(legal_cards(view), key=lambda card: card.rank)
    winning = [card for card in cards if winner_with(view, card)[0] == view.seat]
    return int(winning[0] if winning else cards[0])


def decide(view: SeatView, rng: random.Random) -> Decision:
    card = choose(view)
    action = next(action for action in view.legal_actions if int(getattr(action, "card", -1)) == card)
    return Decision(action, translate("PlainTricks", "Take the trick as cheaply as you can, or throw your lowest."))
