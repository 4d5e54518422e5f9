"""Crescendo: no trumps, snaps, and tricks worth more as the deal goes on.

A player who cannot follow suit may "snap" by playing a card of the rank led;
the last snap takes the trick.  Each trick is worth points by its position in
the deal, rising in two waves.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.cards import ACE, NINE, SIX, TWO, Suit, suit_cards
from ...engine.core import Core
from ...engine.game import Game, OptionSpec, Scored, highest_wins
from ...engine.language import QT_TRANSLATE_NOOP, translate
from ...engine.outcome import SeatScore, Trick, TrickReason
from ...engine.words import listing

# Points for the taker of trick 1, 2, 3, ... by number of players.
TRICK_VALUES = {
    2: (0, 2, 3, 4, 5, 6, 0, 2, 3, 4, 5, 6),
    3: (1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6),
    4: (1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 7),
    5: (1, 2, 3, 4, 5, 6, 7, 8, 9, 7),
}
LOWEST_RANK = {2: NINE, 3: SIX, 4: TWO, 5: TWO}
HAND_SIZE = {2: 12, 3: 12, 4: 13, 5: 10}


class Crescendo(Game):
    id = "crescendo"
    name = "Crescendo"
    description = QT_TRANSLATE_NOOP(
        "Games",
        "Two to five players, no trumps; snap a trick by matching the rank led, and save strength for the valuable "
        "late tricks.",
    )
    player_counts = (2, 3, 4, 5)
    default_players = 3
    ranks_by_order = False  # a snap matches the rank led
    has_roles = False  # no partners, no roles: each trick's points go to whoever takes it
    option_specs = (
        OptionSpec(
            "five_jokers", QT_TRANSLATE_NOOP("Games", "Last trick worth 10 (5 players)"),
            QT_TRANSLATE_NOOP("Games", "With five players, the tenth trick is worth 10 instead of 7."),
            False, choices=(False, True), players=(5,),
        ),
    )  # fmt: skip

    def _configure(self) -> None:
        n = self.players
        self.pack_mask = suit_cards(range(LOWEST_RANK[n], ACE + 1))
        self.hand_size = HAND_SIZE[n]
        self.undealt_count = 52 - n * self.hand_size if n == 5 else 0
        values = TRICK_VALUES[n]
        if n == 5 and self.options["five_jokers"]:
            values = values[:-1] + (10,)
        self.trick_values = values

    def trick_winner(self, trick: Sequence[int], leader: int, trump: int) -> tuple[int, bool]:
        led = trick[0]
        led_suit, led_rank = led >> 4, led & 15
        for at in range(len(trick) - 1, 0, -1):
            card = trick[at]
            if card & 15 == led_rank and card >> 4 != led_suit:
                return (leader + at) % self.players, False  # the last snap wins
        return (leader + highest_wins(trick, led_suit)) % self.players, False

    def trick_reason(self, trick: Trick, trump: Suit | None) -> TrickReason:
        led, won = trick.cards[0], trick.card_of(trick.winner)
        if won.rank == led.rank and won.suit is not led.suit:
            earlier = tuple(c for c in trick.cards[1:] if c.rank == led.rank and c.suit is not led.suit and c != won)
            return TrickReason("snap", (won, led, *earlier))
        return super().trick_reason(trick, trump)

    def explain(self, core: Core, names: Sequence[str], reader: int | None = None) -> list[str]:
        return [
            translate("Crescendo", "There are no trumps and no partners: each trick's points go to whoever takes it.")
        ]

    def score(self, core: Core) -> Scored:
        return self.score_takers([trick[3] for trick in core.tricks])

    def score_takers(self, takers: Sequence[int]) -> Scored:
        """The score when ``takers[i]`` took trick ``i + 1``."""
        values = self.trick_values
        items: list[list[tuple[int, str]]] = [[] for _ in range(self.players)]
        for number, taker in enumerate(takers, start=1):
            items[taker].append(
                (values[number - 1], translate("Crescendo", "for trick {number}").format(number=number))
            )
        lines = tuple(SeatScore(None, tuple(seat_items)) for seat_items in items)
        worth = listing([str(value) for value in values])
        return (
            (None,) * self.players,
            lines,
            translate("Crescendo", "In order, the {count} tricks were worth {worth} points.").format(
                count=len(values), worth=worth
            ),
        )

    def trick_points(self, number: int) -> int | None:
        return self.trick_values[number - 1]

    def points(self, core: Core) -> list[int]:
        values = self.trick_values
        out = [0] * self.players
        for number, trick in enumerate(core.tricks):
            out[trick[3]] += values[number]
        return out

    def match_target(self) -> int | None:
        return None

    def match_deals(self) -> int | None:
        return self.players
