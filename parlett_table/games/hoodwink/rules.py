"""Hoodwink: three players, shifting partnerships, the Hood wins by unbalancing them.

Each player shows a suit card; the three cards decide trump, the two partners
and the Hood.  The partners succeed by taking equal numbers of tricks; the
Hood scores a bonus when they do not.  The joker is the lowest trump.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ...engine.actions import Action, Answer, Ask, Estimate, Propose
from ...engine.cards import ACE, ALL_SUITS_MASK, JK, SEVEN, SUIT_MASKS, Suit, card_of, describe_card, suit_cards
from ...engine.core import DONE, PLAY, PROPOSE, TALK, Core
from ...engine.errors import IllegalActionError
from ...engine.game import Game, OptionSpec, Scored, target_option
from ...engine.language import QT_TRANSLATE_NOOP, translate
from ...engine.outcome import SeatScore, Trick, TrickReason, trick_unit
from .words import HOOD, NO_TIE_BY_SUIT, PARTNER, ROLE_NAMES, ROLE_SENTENCES, explanation

if TYPE_CHECKING:
    from ...engine.actions import Play

JOKER_BIT = 1 << JK
# The roles for each seat of the Hood, made once: search settles every deal it plays.
ROLES_WITH_HOOD = tuple(tuple(HOOD if seat == hood else PARTNER for seat in range(3)) for hood in range(3))
RED_SUITS = frozenset(int(suit) for suit in Suit if suit.is_red)  # as indices: settling a deal makes no enum
ESTIMATE_RANGES = tuple((low, high) for low in range(12) for high in range(low, 12))


def unit(count: int) -> str:
    return trick_unit(count)


def longest_suit_card(hand: int) -> int:
    """The highest card of the longest suit: longer, then higher cards, then ♠ ♥ ♦ ♣ order."""
    best_key: tuple[int, list[int]] | None = None
    best_card = -1
    for suit in range(4):
        ranks = [rank for rank in range(12, -1, -1) if hand >> (suit * 16 + rank) & 1]
        key = (len(ranks), ranks)
        if ranks and (best_key is None or key > best_key):
            best_key, best_card = key, suit * 16 + ranks[0]
    return best_card


def settle_proposals(cards: list[int]) -> tuple[int, int | None]:
    """(trump suit, Hood's seat) from three proposal cards; Hood None when all share a suit.

    The fixed rule for three of one suit (highest and lowest are partners) is
    applied by the caller, which knows the ``same_suit`` option.
    """
    s0, s1, s2 = cards[0] >> 4, cards[1] >> 4, cards[2] >> 4  # unrolled: settled in every deal search plays
    if s0 == s1 == s2:
        return s0, None
    for hood, a, b in ((0, s1, s2), (1, s0, s2), (2, s0, s1)):  # the two others share a suit
        if a == b:
            return (s0, s1, s2)[hood], hood
    for hood, a, b in ((0, s1, s2), (1, s0, s2), (2, s0, s1)):  # or a colour: trump is the suit nobody showed
        if (a in RED_SUITS) == (b in RED_SUITS):
            return 6 - s0 - s1 - s2, hood  # the four suits' indices add up to 6
    raise AssertionError("three different suits always hold one pair of a colour")


class Hoodwink(Game):
    id = "hoodwink"
    name = "Hoodwink"
    description = QT_TRANSLATE_NOOP(
        "Games",
        "Three players; the cards shown decide trump and who partners whom, and the Hood tries to unbalance the "
        "partners.",
    )
    player_counts = (3,)
    default_players = 3
    has_proposals = True
    has_trumps = True
    role_names, role_sentences = ROLE_NAMES, ROLE_SENTENCES
    tour_propose = QT_TRANSLATE_NOOP(
        "Tour",
        "First everyone chooses a card to show. All three are turned up together, and they decide trump and who "
        "partners whom. Click the card you want to show.",
    )
    option_specs = (
        target_option(100),
        OptionSpec(
            "trump_selection", QT_TRANSLATE_NOOP("Games", "Trump proposals"),
            QT_TRANSLATE_NOOP(
                "Games",
                "Free: show any suit card. Longest: everyone must show the top card of their longest suit.",
            ),
            "free", choices=("free", "longest"),
            choice_help=(QT_TRANSLATE_NOOP(
                "Games",
                "Show any suit card you like.",
            ), QT_TRANSLATE_NOOP(
                "Games",
                "Show the highest card of your longest suit.",
            )),
        ),
        OptionSpec(
            "same_suit", QT_TRANSLATE_NOOP("Games", "All three show one suit"),
            QT_TRANSLATE_NOOP(
                "Games",
                "Fixed: highest and lowest card are partners. Individual: everyone plays alone, and the tricks "
                "settle the partners.",
            ),
            "fixed", choices=("fixed", "individual"),
        ),
        OptionSpec(
            "no_tie", QT_TRANSLATE_NOOP("Games", "Nobody ties (individual play)"),
            QT_TRANSLATE_NOOP(
                "Games",
                "When everyone plays alone and all three counts differ: who, if anyone, becomes the Hood.",
            ),
            "plain", choices=("plain", "middle", "last", "first", "by_suit"),
            choice_help=(
                QT_TRANSLATE_NOOP("Games", "Nobody: everyone scores their tricks only."),
                QT_TRANSLATE_NOOP("Games", "The player with the middle count."),
                QT_TRANSLATE_NOOP("Games", "Whoever took the last trick."),
                QT_TRANSLATE_NOOP("Games", "Whoever took the first trick."),
                QT_TRANSLATE_NOOP("Games", "Chosen by trump: ♠ nobody, ♥ middle, ♦ last trick, ♣ first trick."),
            ),
            applies_when=("same_suit", "individual"),
        ),
        OptionSpec(
            "scoring", QT_TRANSLATE_NOOP("Games", "Scoring"),
            QT_TRANSLATE_NOOP(
                "Games",
                "Standard: small bonuses, played to a target. Fluctuating: big swings over a fixed number of deals.",
            ),
            "standard", choices=("standard", "fluctuating"),
        ),
        OptionSpec(
            "deals", QT_TRANSLATE_NOOP(
                "Games",
                "Number of deals",
            ), QT_TRANSLATE_NOOP(
                "Games",
                "With fluctuating scoring the match lasts this many deals (a multiple of 3).",
            ),
            9, minimum=3, multiple_of=3, applies_when=("scoring", "fluctuating"), match_level=True,
        ),
        OptionSpec(
            "partner_talk", QT_TRANSLATE_NOOP("Games", "Partner talk"),
            QT_TRANSLATE_NOOP(
                "Games",
                "Partners may estimate their tricks and, before leading, ask each other for a suit to lead.",
            ),
            False, choices=(False, True),
        ),
    )  # fmt: skip

    def _configure(self) -> None:
        self.pack_mask = suit_cards(range(SEVEN, ACE + 1)) | JOKER_BIT
        self.hand_size = 11
        self.undealt_count = 0
        self.longest = self.options["trump_selection"] == "longest"
        self.individual = self.options["same_suit"] == "individual"
        self.fluctuating = self.options["scoring"] == "fluctuating"
        self.talks = bool(self.options["partner_talk"])

    # --- proposals ------------------------------------------------------------

    def legal_proposal_mask(self, core: Core, seat: int) -> int:
        hand = core.hands[seat]
        if self.longest:
            return 1 << longest_suit_card(hand)
        return hand & ALL_SUITS_MASK

    def proposal_error(self, core: Core, action: Propose) -> IllegalActionError | None:
        if action.card == JK:
            return IllegalActionError(
                action.seat, "joker_proposal", action,
                translate("Hoodwink", "The joker cannot be proposed: show a suit card."),
                "may not propose the joker, proposed JK",
            )  # fmt: skip
        required = longest_suit_card(core.hands[action.seat])
        if self.longest and action.card != required:
            return IllegalActionError(
                action.seat, "longest_suit", action,
                translate(
                    "Hoodwink",
                    "You must propose the highest card of your longest suit, the {card}.",
                ).format(card=describe_card(required)),
                f"must propose the top card of the longest suit ({card_of(required)}), proposed {action.card}",
            )  # fmt: skip
        return None

    def proposal_excludes(self, card: int) -> int:
        """With longest-suit proposals, the card shown is the top of its suit in that hand."""
        if not self.longest:
            return 0
        return SUIT_MASKS[card >> 4] & ~((1 << (card + 1)) - 1)

    def settle(self, core: Core) -> None:
        cards = core.proposals
        trump, hood = settle_proposals(cards)
        core.trump = trump
        if hood is None and not self.individual:
            by_rank = sorted(range(3), key=lambda seat: cards[seat] & 15)
            hood = by_rank[1]
        if hood is not None:
            core.roles = ROLES_WITH_HOOD[hood]
            if self.talks:
                first = (core.dealer + 1) % 3
                core.talk_queue = tuple(seat for seat in ((first + k) % 3 for k in range(3)) if seat != hood)
                core.phase = TALK
                core.to_move = core.talk_queue[0]

    # --- play -----------------------------------------------------------------

    def follow_set(self, trump: int, led: int) -> int:
        if led == JK or led >> 4 == trump:  # the joker belongs to the trump suit
            return SUIT_MASKS[trump] | JOKER_BIT
        return SUIT_MASKS[led >> 4]

    def legal_play_mask(self, core: Core, seat: int) -> int:
        # The base rule with ``follow_set`` written in: search asks this before every card it plays.
        hand = core.hands[seat]
        trick = core.trick
        if not trick:
            return hand
        led, trump = trick[0], core.trump
        if led == JK or led >> 4 == trump:
            return hand & (SUIT_MASKS[trump] | JOKER_BIT) or hand
        return hand & SUIT_MASKS[led >> 4] or hand

    def play_error(self, core: Core, action: Play) -> IllegalActionError:
        led = core.trick[0]
        suit = Suit(core.trump if led == JK else led >> 4)
        hand = core.hands[action.seat]
        if suit == core.trump and hand & SUIT_MASKS[suit] == 0:
            return IllegalActionError(
                action.seat, "follow_suit", action,
                translate(
                    "Hoodwink",
                    "You must follow suit: the joker is your only trump, and trumps ({suit}) were led.",
                ).format(suit=suit.plural),
                f"must follow suit (holds the joker, a trump), played {action.card}",
            )  # fmt: skip
        return IllegalActionError(
            action.seat, "follow_suit", action,
            translate("Hoodwink", "You must follow suit: you hold a {suit}.").format(suit=suit.noun),
            f"must follow suit (holds a {suit.record_noun}), played {action.card}",
        )  # fmt: skip

    def trick_winner(self, trick: Sequence[int], leader: int, trump: int) -> tuple[int, bool]:
        led = trump if trick[0] == JK else trick[0] >> 4  # leading the joker leads trumps
        # ``highest_wins`` with the joker the lowest trump (below the Seven, above every plain card),
        # written out: search asks it after every trick.
        best, best_at = -1, 0
        for at, card in enumerate(trick):
            if card == JK:
                value = 15
            elif card >> 4 == trump:
                value = 16 + (card & 15)
            elif card >> 4 == led:
                value = card & 15
            else:
                continue
            if value > best:
                best, best_at = value, at
        return (leader + best_at) % 3, False

    def trick_reason(self, trick: Trick, trump: Suit | None) -> TrickReason:
        led, won = trick.cards[0], trick.card_of(trick.winner)
        if won == JK:  # the lowest trump, and the only one in the trick
            return TrickReason("joker_trump", (won,) if led == JK else (won, led))
        if led == JK:  # leading the joker leads trumps
            return TrickReason("trump", (won, led))
        return super().trick_reason(trick, trump)

    # --- partner talk ---------------------------------------------------------

    def _other_partner(self, core: Core, seat: int) -> int:
        return next(s for s in range(3) if s != seat and core.roles[s] == PARTNER)

    def legal_says(self, core: Core, seat: int) -> list[Action]:
        if not self.talks or core.roles[seat] != PARTNER:
            return []
        if core.phase == TALK:
            if core.talk_queue:
                estimates: list[Action] = [Estimate(seat, None, None)]
                return estimates + [Estimate(seat, lo, hi) for lo, hi in ESTIMATE_RANGES]
            answers: list[Action] = [Answer(seat, "none")]
            for kind in ("lead", "avoid"):
                answers += [Answer(seat, kind, suit) for suit in Suit]
            return answers
        if core.phase == PLAY and not core.trick and not core.asked:  # about to lead
            return [Ask(seat)]
        return []

    def say_error(self, core: Core, action: Action) -> IllegalActionError | None:
        seat = action.seat
        if action in self.legal_says(core, seat):
            return None
        if not self.talks:
            why, record = (
                translate("Hoodwink", "Partner talk is off in this game."),
                "may not talk (partner talk is off)",
            )
        elif core.roles[seat] != PARTNER:
            why, record = (
                translate("Hoodwink", "Only the partners may talk to each other."),
                "may not talk (only partners talk)",
            )
        elif core.phase == TALK and core.talk_queue:
            why, record = (
                translate("Hoodwink", "Now you must tell your partner how many tricks you expect, or say nothing."),
                "must give an estimate",
            )
        elif core.phase == TALK:
            why, record = (
                translate(
                    "Hoodwink", "Now you must answer your partner: a suit to lead, a suit to avoid, or no preference."
                ),
                "must answer the request",
            )
        elif isinstance(action, Ask) and core.asked:
            why, record = (
                translate("Hoodwink", "You have already asked your partner about this lead."),
                "already asked before this lead",
            )
        elif isinstance(action, Ask):
            why, record = (
                translate("Hoodwink", "You may ask your partner which suit to lead only when you are about to lead."),
                "may ask only when about to lead",
            )
        elif isinstance(action, Estimate):
            why, record = (
                translate("Hoodwink", "You may say how many tricks you expect only before the first lead."),
                "may estimate only before the first lead",
            )
        else:
            why, record = (
                translate("Hoodwink", "Nobody has asked you which suit to lead."),
                "answered with no request made",
            )
        return IllegalActionError(seat, "partner_talk", action, why, f"{record}, said {action}")

    def apply_say(self, core: Core, action: Action) -> None:
        core.talk.append(action)
        if isinstance(action, Estimate):
            core.talk_queue = core.talk_queue[1:]
            if core.talk_queue:
                core.to_move = core.talk_queue[0]
            else:
                core.phase = PLAY
                core.to_move = core.leader
        elif isinstance(action, Ask):
            core.asked = True
            core.phase = TALK
            core.to_move = self._other_partner(core, action.seat)
        else:
            core.phase = PLAY
            core.to_move = core.leader

    # --- roles and score --------------------------------------------------------

    def explain(self, core: Core, names: Sequence[str], reader: int | None = None) -> list[str]:
        if core.phase == PROPOSE or min(core.proposals) < 0:
            return []
        hood = core.roles.index(HOOD) if HOOD in core.roles else None
        if core.phase == DONE:
            hood = self.hood_at_end(core)
        longest = self.options["trump_selection"] == "longest"
        return explanation(core, names, reader, hood, longest, self.individual, str(self.options["no_tie"]))

    def hood_at_end(self, core: Core) -> int | None:
        """The Hood of a finished deal, or None when nobody is (``no_tie: plain``)."""
        if HOOD in core.roles:
            return core.roles.index(HOOD)
        won = core.won
        for seat in range(3):
            others = [won[s] for s in range(3) if s != seat]
            if others[0] == others[1]:
                return seat  # the two with equal counts are the partners
        scenario = self.options["no_tie"]
        if scenario == "by_suit":
            scenario = NO_TIE_BY_SUIT[core.trump]
        if scenario == "middle":
            return sorted(range(3), key=lambda s: won[s])[1]
        if scenario == "last":
            return core.tricks[-1][3]
        if scenario == "first":
            return core.tricks[0][3]
        return None

    def record_roles(self, core: Core) -> tuple[str | None, ...]:
        if core.phase == DONE and HOOD not in core.roles:  # roles settled by the tricks
            hood = self.hood_at_end(core)
            if hood is not None:
                return tuple(HOOD if seat == hood else PARTNER for seat in range(3))
        return core.roles

    public_roles = record_roles

    def score(self, core: Core) -> Scored:
        return self.score_counts(core.won, self.hood_at_end(core))

    def points(self, core: Core) -> list[int]:
        won, hood = tuple(core.won), self.hood_at_end(core)
        return self.cached_points((won, hood), lambda: self.score_counts(won, hood))

    def score_counts(self, won: Sequence[int], hood: int | None) -> Scored:
        """The score for these trick counts with this Hood (None: nobody is, all score tricks only)."""
        if hood is None:
            lines = tuple(SeatScore(None, ((won[s], unit(won[s])),)) for s in range(3))
            summary = translate(
                "Hoodwink",
                "All three counts differ and nobody is the Hood, so everyone scores their tricks.",
            )
            return (None,) * 3, lines, summary
        roles = tuple(HOOD if seat == hood else PARTNER for seat in range(3))
        a, b = [s for s in range(3) if s != hood]
        if won[a] == won[b]:
            return self._level_score(won, hood, roles)
        h = won[hood]
        out: list[SeatScore] = []
        matching = h in (won[a], won[b])
        items = [(h, unit(h))]
        if self.fluctuating:
            diff = abs(won[a] - won[b])
            if matching:
                why = translate(
                    "Hoodwink",
                    "for the partners' difference, doubled for matching a partner (20 × {diff})",
                )
            else:
                why = translate("Hoodwink", "for the partners' difference (10 × {diff})")
            items.append(((20 if matching else 10) * diff, why.format(diff=diff)))
        else:
            items.append((10, translate("Hoodwink", "for winning")))
            if h % 2:
                items.append((10, translate("Hoodwink", "for an odd count")))
            if matching:
                items.append((10, translate("Hoodwink", "for matching a partner")))
        low, high = sorted((won[a], won[b]))
        summary = translate("Hoodwink", "The partners took {low} and {high} tricks, so the Hood wins.").format(
            low=low, high=high
        )
        if not self.fluctuating and (h % 2 or matching):
            if h % 2 and matching:
                more = translate(
                    "Hoodwink",
                    "The Hood's {hood_count} is odd and matches a partner's count: 10 more for each.",
                )
            elif h % 2:
                more = translate("Hoodwink", "The Hood's {hood_count} is odd: 10 more.")
            else:
                more = translate("Hoodwink", "The Hood's {hood_count} matches a partner's count: 10 more.")
            summary += " " + more.format(hood_count=h)
        for seat in range(3):
            if seat == hood:
                out.append(SeatScore(HOOD, tuple(items)))
            else:
                out.append(SeatScore(PARTNER, ((won[seat], unit(won[seat])),)))
        return roles, tuple(out), summary

    def _level_score(self, won: Sequence[int], hood: int, roles: tuple[str, ...]) -> Scored:
        """The score when the partners end level: they win."""
        a = (hood + 1) % 3
        out: list[SeatScore] = []
        level = won[a]
        if level == 0:
            summary = (
                translate(
                    "Hoodwink",
                    "Neither partner took a trick: equal counts, but with this scoring they are worth nothing.",
                )
                if self.fluctuating
                else translate("Hoodwink", "Neither partner took a trick: equal counts, so the partners win.")
            )
        elif level == 1:
            summary = translate("Hoodwink", "The partners took 1 trick each: equal counts, so the partners win.")
        else:
            summary = translate(
                "Hoodwink", "The partners took {level} tricks each: equal counts, so the partners win."
            ).format(level=level)
        for seat in range(3):
            items = [(won[seat], unit(won[seat]))]
            if seat != hood:
                if not self.fluctuating:
                    items.append((10, translate("Hoodwink", "for ending level")))
                elif won[seat]:
                    items.append(
                        (10 * won[seat], translate("Hoodwink", "for ending level (10 × {won})").format(won=won[seat]))
                    )
            out.append(SeatScore(roles[seat], tuple(items)))
        return roles, tuple(out), summary

    # --- match ---------------------------------------------------------------------

    def match_target(self) -> int | None:
        return None if self.fluctuating else super().match_target()

    def match_deals(self) -> int | None:
        deals = self.options["deals"]
        return deals if self.fluctuating and isinstance(deals, int) else None
