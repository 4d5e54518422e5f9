"""Hamlet: to be or not to be, decided by the cards shown before play.

Each player shows a card; the suits decide trump and any court card shown
makes the aim "to be" Hamlet (the player with the middle count) rather than
"not to be".  Polonius, the joker, wins a trick only when he leads it.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence

from ...engine.actions import Propose
from ...engine.cards import ACE, ALL_SUITS_MASK, JACK, JK, KING, QUEEN, SEVEN, Suit, suit_cards
from ...engine.core import DONE, PROPOSE, Core, shuffled
from ...engine.errors import IllegalActionError
from ...engine.game import Game, Scored, highest_wins, target_option
from ...engine.language import QT_TRANSLATE_NOOP, translate
from ...engine.outcome import SeatScore, Trick, TrickReason, trick_unit
from ...engine.words import counts_sentence, shown_sentence
from .words import COURTIER, HAMLET, ROLE_NAMES, ROLE_SENTENCES

BE, NOT_BE = "be", "not-be"
COURT_RANKS = (JACK, QUEEN, KING)


def is_court(card: int) -> bool:
    """Whether a card shown is a King, Queen or Jack: the aim is then to be Hamlet."""
    return card & 15 in COURT_RANKS


def shown_kind(card: int) -> tuple[int, bool]:
    """What a card shown settles by: its suit (for trump) and whether it is a court card (for the aim)."""
    return card >> 4, is_court(card)


def hamlet_seat(won: Sequence[int]) -> int:
    """The middle count when all differ, otherwise the count nobody shares."""
    for seat in range(3):
        others = [won[s] for s in range(3) if s != seat]
        if others[0] == others[1]:
            return seat
    return sorted(range(3), key=lambda s: won[s])[1]


class Hamlet(Game):
    id = "hamlet"
    name = "Hamlet"
    description = QT_TRANSLATE_NOOP(
        "Games",
        "Three players; the cards shown decide trump and whether the middle count is the one to have or to avoid.",
    )
    player_counts = (3,)
    default_players = 3
    has_proposals = True
    has_trumps = True
    tour_propose = QT_TRANSLATE_NOOP(
        "Tour",
        "First everyone chooses a suit card to show. All three are turned up together, and they decide trump and "
        "whether the aim is to be Hamlet. Click the card you want to show.",
    )
    tour_info = QT_TRANSLATE_NOOP(
        "Tour", "The game, the deal number, who dealt, and trump and the aim once the cards shown decide them."
    )
    joker_name = QT_TRANSLATE_NOOP("Games", "Polonius")
    role_names, role_sentences = ROLE_NAMES, ROLE_SENTENCES
    option_specs = (
        target_option(250),
    )  # fmt: skip

    def _configure(self) -> None:
        self.pack_mask = suit_cards(range(SEVEN, ACE + 1)) | 1 << JK
        self.hand_size = 11
        self.undealt_count = 0

    def first_dealer(self, rng: random.Random) -> int:
        """Everyone draws a suit card (Polonius stays out); the highest rank deals, and players who tie draw again."""
        return self.draw_for_dealer(rng)[1]

    def draw_for_dealer(self, rng: random.Random) -> tuple[list[list[int]], int]:
        """(the cards each round drew, by seat (-1 for a seat not drawing), the dealer)."""
        drawn = shuffled([c for c in range(64) if self.pack_mask >> c & 1], rng)
        rounds: list[list[int]] = []
        drawing = list(range(3))
        while True:
            draw = [-1] * 3
            for seat in drawing:
                draw[seat] = drawn.pop()
            rounds.append(draw)
            top = max(draw[seat] & 15 for seat in drawing)
            drawing = [seat for seat in drawing if draw[seat] & 15 == top]
            if len(drawing) == 1:
                return rounds, drawing[0]

    def next_dealer(self, dealer: int, roles: Sequence[str | None]) -> int:
        """Whoever was Hamlet deals next."""
        return list(roles).index(HAMLET) if HAMLET in roles else (dealer + 1) % 3

    # --- to be or not to be -------------------------------------------------------

    def legal_proposal_mask(self, core: Core, seat: int) -> int:
        return core.hands[seat] & ALL_SUITS_MASK

    def proposal_effect(self, card: int) -> Hashable:
        """Only the suit (for trump) and whether it is a court card (for the aim) count; the card stays in hand."""
        return shown_kind(card)

    def proposal_error(self, core: Core, action: Propose) -> IllegalActionError | None:
        if action.card == JK:
            return IllegalActionError(
                action.seat, "polonius_proposal", action,
                translate("Hamlet", "Polonius, the joker, cannot be shown: choose a suit card."),
                "may not show Polonius as a to-be-or-not-to-be card, proposed JK",
            )  # fmt: skip
        return None

    def settle(self, core: Core) -> None:
        suits = [card >> 4 for card in core.proposals]
        shared = [suit for suit in suits if suits.count(suit) > 1]
        core.trump = shared[0] if shared else ({0, 1, 2, 3} - set(suits)).pop()
        core.aim = BE if any(is_court(card) for card in core.proposals) else NOT_BE

    # --- play -----------------------------------------------------------------------

    def trick_winner(self, trick: Sequence[int], leader: int, trump: int) -> tuple[int, bool]:
        if trick[0] == JK:
            return leader, False  # Polonius led wins
        # Polonius played second or third loses to everything.
        return (leader + highest_wins(trick, trick[0] >> 4, trump)) % 3, False

    def trick_reason(self, trick: Trick, trump: Suit | None) -> TrickReason:
        if trick.cards[0] == JK:
            return TrickReason("joker_led", (trick.cards[0],))
        return super().trick_reason(trick, trump)

    # --- roles and score --------------------------------------------------------------

    def explain(self, core: Core, names: Sequence[str], reader: int | None = None) -> list[str]:
        cards = core.proposals
        if core.phase == PROPOSE or min(cards) < 0:
            return []
        suits = [card >> 4 for card in cards]
        trump = Suit(core.trump)
        if suits.count(core.trump) > 1:
            settled = translate("Hamlet", "{trump} were shown more than once, so they are trump.").format(
                trump=trump.plural.capitalize()
            )
        else:
            settled = translate(
                "Hamlet", "Three different suits were shown, so the suit nobody showed, {trump}, is trump."
            ).format(trump=trump.plural)
        if any(is_court(card) for card in cards):
            aim = translate(
                "Hamlet",
                "A King, Queen or Jack was shown, so the aim is to be Hamlet: whoever ends with the middle count "
                "scores ten times over.",
            )
        else:
            aim = translate(
                "Hamlet",
                "Nobody showed a King, Queen or Jack, so the aim is not to be Hamlet: whoever ends with the middle "
                "count scores least, and the other two score ten times over.",
            )
        lines = [shown_sentence(names, reader, cards), settled, aim]
        if core.phase == DONE:
            hamlet = hamlet_seat(core.won)
            lines.append(counts_sentence(names, reader, core.won))
            others = [core.won[s] for s in range(3) if s != hamlet]
            middle = others[0] != others[1]
            if reader == hamlet:
                lines.append(
                    translate("Hamlet", "You ended with the middle count, so you are Hamlet.")
                    if middle
                    else translate("Hamlet", "You ended with the count nobody else had, so you are Hamlet.")
                )
            else:
                name = names[hamlet]
                lines.append(
                    translate("Hamlet", "{name} ended with the middle count, so {name} is Hamlet.").format(name=name)
                    if middle
                    else translate(
                        "Hamlet", "{name} ended with the count nobody else had, so {name} is Hamlet."
                    ).format(name=name)
                )
        return lines

    def record_roles(self, core: Core) -> tuple[str | None, ...]:
        if core.phase != DONE:
            return (None,) * 3
        hamlet = hamlet_seat(core.won)
        return tuple(HAMLET if seat == hamlet else COURTIER for seat in range(3))

    public_roles = record_roles

    def score(self, core: Core) -> Scored:
        assert core.aim is not None
        return self.score_counts(core.won, core.aim)

    def points(self, core: Core) -> list[int]:
        won, aim = tuple(core.won), core.aim or ""
        return self.cached_points((won, aim), lambda: self.score_counts(won, aim))

    def score_counts(self, won: Sequence[int], aim: str) -> Scored:
        """The score for these trick counts when the aim was ``"be"`` or ``"not-be"``."""
        hamlet = hamlet_seat(won)
        roles = tuple(HAMLET if seat == hamlet else COURTIER for seat in range(3))
        be = aim == BE
        lines = []
        for seat in range(3):
            items = (
                ((won[seat], trick_unit(won[seat])),) if won[seat] else ((10, translate("Hamlet", "for no tricks")),)
            )
            tenfold = (seat == hamlet) == be
            lines.append(SeatScore(roles[seat], items, 10 if tenfold else 1))
        if be:
            summary = translate("Hamlet", "The aim was to be Hamlet, so Hamlet's score counts ten times over.")
        else:
            summary = translate(
                "Hamlet", "The aim was not to be Hamlet, so the other two players' scores count ten times over."
            )
        return roles, tuple(lines), summary
