"""Who's Who: three players, hidden partnerships revealed by two jokers.

The two players with a joker each are partners against the third; a player
dealt both jokers is the soloist.  The second-highest card of the suit led
wins a trick, and a joker lets its player give the trick to anyone.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...engine.cards import ACE, ALL_SUITS_MASK, FIVE, JK1, JK2, JOKERS_MASK, TWO, Suit, suit_cards
from ...engine.core import DONE, Core
from ...engine.errors import IllegalActionError
from ...engine.game import Game, OptionSpec, Scored, target_option
from ...engine.language import QT_TRANSLATE_NOOP, translate
from ...engine.outcome import SeatScore, Trick, TrickReason
from ...engine.words import reader_first, who
from .words import PARTNER, ROLE_NAMES, ROLE_SENTENCES, SOLOIST

if TYPE_CHECKING:
    from ...engine.actions import Play

TWO_JOKERS = (1 << JK1) | (1 << JK2)


def roles_from_holders(holders: list[int]) -> tuple[str, ...]:
    """Roles from the seats holding JK1 and JK2."""
    soloist = holders[0] if holders[0] == holders[1] else ({0, 1, 2} - set(holders)).pop()
    return tuple(SOLOIST if seat == soloist else PARTNER for seat in range(3))


def joker_players(trick: Sequence[int], leader: int) -> list[int]:
    """The seats that played a joker to ``trick`` (its cards in play order from ``leader``).

    They say why the seat deciding a joker trick decides: its own joker is in
    it, or both jokers are, played by the partners, and the soloist decides.
    """
    return [(leader + at) % 3 for at, card in enumerate(trick) if card >= JK1]


class WhosWho(Game):
    id = "whoswho"
    name = "Who's Who"
    description = QT_TRANSLATE_NOOP(
        "Games",
        "Three players, no trumps; the second-highest card wins, and two jokers secretly decide who is partnered "
        "with whom.",
    )
    player_counts = (3,)
    default_players = 3
    gives_tricks = True
    role_names, role_sentences = ROLE_NAMES, ROLE_SENTENCES
    option_specs = (
        OptionSpec(
            "deck", QT_TRANSLATE_NOOP(
                "Games",
                "Pack",
            ), QT_TRANSLATE_NOOP(
                "Games",
                "42 cards (Fives up to Aces) with 14 each, or all 52 with 18 each; two jokers either way.",
            ),
            42, choices=(42, 54), choice_help=(QT_TRANSLATE_NOOP(
                "Games",
                "42 cards, 14 tricks.",
            ), QT_TRANSLATE_NOOP(
                "Games",
                "54 cards, 18 tricks.",
            )),
        ),
        target_option(100),
    )  # fmt: skip

    def _configure(self) -> None:
        small = self.options["deck"] == 42
        self.pack_mask = suit_cards(range(FIVE if small else TWO, ACE + 1)) | TWO_JOKERS
        self.hand_size = 14 if small else 18
        self.undealt_count = 0
        self.majority = self.hand_size // 2 + 1

    def start(self, core: Core) -> None:
        holders = [next(s for s in range(3) if core.dealt[s] >> joker & 1) for joker in (JK1, JK2)]
        core.roles = roles_from_holders(holders)

    def explain(self, core: Core, names: Sequence[str], reader: int | None = None) -> list[str]:
        """Who held the jokers: only once the deal is over (nobody may say before)."""
        if core.phase != DONE:
            return []
        soloist = core.roles.index(SOLOIST)
        a, b = reader_first([seat for seat in range(3) if seat != soloist], reader)
        pair = translate("WhosWho", "{first} and {second}").format(first=who(names, reader, a), second=names[b])
        if core.dealt[soloist] & TWO_JOKERS:
            if reader == soloist:
                return [
                    translate(
                        "WhosWho", "You held both jokers, so you were the soloist, playing alone against {pair}."
                    ).format(pair=pair)
                ]
            return [
                translate(
                    "WhosWho", "{soloist} held both jokers, so {soloist} was the soloist, playing alone against {pair}."
                ).format(soloist=names[soloist], pair=pair)
            ]
        if reader == soloist:
            return [
                translate(
                    "WhosWho", "{pair} held a joker each, so they were partners and you were the soloist."
                ).format(pair=pair)
            ]
        if reader == a:
            return [
                translate(
                    "WhosWho",
                    "You and {partner} held a joker each, so you were partners and {soloist} was the soloist.",
                ).format(partner=names[b], soloist=names[soloist])
            ]
        return [
            translate(
                "WhosWho", "{pair} held a joker each, so they were partners and {soloist} was the soloist."
            ).format(pair=pair, soloist=names[soloist])
        ]

    def legal_play_mask(self, core: Core, seat: int) -> int:
        hand = core.hands[seat]
        if not core.trick:
            return hand & ~JOKERS_MASK or hand  # a joker may be led only from a hand of jokers
        return hand & self.follow_set(core.trump, core.trick[0]) or hand

    def lead_excludes(self, card: int) -> int:
        return ALL_SUITS_MASK if card >= JK1 else 0  # a joker is led only from a hand of jokers

    def play_error(self, core: Core, action: Play) -> IllegalActionError:
        if not core.trick:
            return IllegalActionError(
                action.seat, "joker_lead", action,
                translate("WhosWho", "A joker may not be led while you hold other cards."),
                f"may not lead a joker while holding other cards, played {action.card}",
            )  # fmt: skip
        return super().play_error(core, action)

    def trick_winner(self, trick: Sequence[int], leader: int, trump: int) -> tuple[int, bool]:
        if max(trick) >= JK1:
            jokers = [at for at, card in enumerate(trick) if card >= JK1]
            if len(jokers) == 2:  # played by the two partners: the third, the soloist, decides
                return (leader + 3 - jokers[0] - jokers[1]) % 3, True
            return (leader + jokers[0]) % 3, True
        led = trick[0] >> 4
        best = second = -1
        best_at = second_at = 0
        for at, card in enumerate(trick):
            if card >> 4 == led:
                rank = card & 15
                if rank > best:
                    second, second_at, best, best_at = best, best_at, rank, at
                elif rank > second:
                    second, second_at = rank, at
        # The second-highest of the suit led wins; the leader when nobody else followed.
        return (leader + (second_at if second >= 0 else 0)) % 3, False

    def trick_reason(self, trick: Trick, trump: Suit | None) -> TrickReason:
        jokers = tuple(card for card in trick.cards if card.is_joker)
        if jokers:
            return TrickReason("joker_choice", jokers)
        led = trick.cards[0]
        followers = [card for card in trick.cards if card.suit is led.suit]
        if len(followers) == 1:
            return TrickReason("unfollowed", (led,))
        highest = max(followers, key=lambda card: card.rank)
        return TrickReason("second", (trick.card_of(trick.winner), highest))

    # --- what each seat knows ----------------------------------------------------

    def public_roles(self, core: Core) -> tuple[str | None, ...]:
        # One joker played shows nothing; the second, by its player, shows everything.
        return core.roles if core.played & TWO_JOKERS == TWO_JOKERS else (None,) * 3

    def known_roles(self, core: Core, seat: int) -> tuple[str | None, ...]:
        held = core.dealt[seat] & TWO_JOKERS
        if held == TWO_JOKERS or core.played & TWO_JOKERS == TWO_JOKERS:
            return core.roles
        if held:  # a partner, who knows the other partner once the other joker appears
            if core.played & TWO_JOKERS & ~held:
                return core.roles
            return tuple(PARTNER if s == seat else None for s in range(3))
        return (None,) * 3  # no joker: the soloist only if the jokers are split

    # --- score --------------------------------------------------------------------

    def score(self, core: Core) -> Scored:
        return self.score_counts(core.won, core.roles.index(SOLOIST))

    def points(self, core: Core) -> list[int]:
        won, soloist = tuple(core.won), core.roles.index(SOLOIST)
        return self.cached_points((won, soloist), lambda: self.score_counts(won, soloist))

    def score_counts(self, won: Sequence[int], soloist: int) -> Scored:
        """The score for these trick counts with this soloist."""
        roles = tuple(SOLOIST if seat == soloist else PARTNER for seat in range(3))
        a, b = [s for s in range(3) if s != soloist]
        s, pa, pb = won[soloist], won[a], won[b]
        low, high = sorted((pa, pb))
        success = True
        if len({s, pa, pb}) == 3 and low < s < high:
            summary = translate(
                "WhosWho",
                "The soloist's count, {soloist_count}, lies between the partners' {low} and {high}, so the soloist "
                "wins.",
            ).format(soloist_count=s, low=low, high=high)
        elif pa == pb and s != pa:
            summary = (
                translate("WhosWho", "The partners took 1 trick each, so the soloist wins.")
                if pa == 1
                else translate("WhosWho", "The partners took {count} tricks each, so the soloist wins.").format(
                    count=pa
                )
            )
        elif s >= self.majority:
            summary = translate(
                "WhosWho",
                "The soloist took {soloist_count} of the {hand_size} tricks, more than half, so the soloist wins.",
            ).format(soloist_count=s, hand_size=self.hand_size)
        else:
            success = False
            if s < low:
                summary = translate(
                    "WhosWho", "The soloist's count, {soloist_count}, is the lowest, so the partners win."
                ).format(soloist_count=s)
            elif s in (pa, pb):
                summary = translate(
                    "WhosWho",
                    "The soloist's count, {soloist_count}, equals a partner's, with no more than half the tricks, "
                    "so the partners win.",
                ).format(soloist_count=s)
            else:
                summary = translate(
                    "WhosWho",
                    "The soloist's count, {soloist_count}, is the highest but no more than half the tricks, so the "
                    "partners win.",
                ).format(soloist_count=s)
        items = ((10, translate("WhosWho", "for winning")), (s, translate("WhosWho", "for the soloist's tricks")))
        lines = tuple(SeatScore(roles[seat], items if (seat == soloist) == success else ()) for seat in range(3))
        return roles, lines, summary
