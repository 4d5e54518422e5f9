"""Plain Tricks: two or three players, 24 cards, no trumps; the highest card of the suit led takes the trick, and each
trick scores a point.  A match is played to a target."""

from __future__ import annotations

from collections.abc import Sequence

from parlett_table.engine.cards import ACE, NINE, suit_cards
from parlett_table.engine.core import Core
from parlett_table.engine.game import Game, Scored, highest_wins, target_option
from parlett_table.engine.language import QT_TRANSLATE_NOOP, translate
from parlett_table.engine.outcome import SeatScore, trick_unit


class PlainTricks(Game):
    id = "plaintricks"
    name = "Plain Tricks"
    description = QT_TRANSLATE_NOOP("Games", "A toy game of the tests: the highest card of the suit led wins.")
    player_counts = (2, 3)
    default_players = 3
    has_roles = False
    option_specs = (target_option(12),)

    def _configure(self) -> None:
        self.pack_mask = suit_cards(range(NINE, ACE + 1))  # 9 10 J Q K A of each suit
        self.hand_size = 24 // self.players
        self.undealt_count = 0

    def trick_winner(self, trick: Sequence[int], leader: int, trump: int) -> tuple[int, bool]:
        return (leader + highest_wins(trick, trick[0] >> 4)) % self.players, False

    def score(self, core: Core) -> Scored:
        lines = tuple(SeatScore(None, ((won, trick_unit(won)),) if won else ()) for won in core.won)
        summary = translate("PlainTricks", "Each trick scored a point.")
        return (None,) * self.players, lines, summary
