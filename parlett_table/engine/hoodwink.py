"""Hoodwink: three players, shifting partnerships, the Hood wins by unbalancing them.

Each player shows a suit card; the three cards decide trump, the two partners
and the Hood.  The partners succeed by taking equal numbers of tricks; the
Hood scores a bonus when they do not.  The joker is the lowest trump.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from .actions import Action, Answer, Ask, Estimate, Propose
from .cards import ACE, ALL_SUITS_MASK, JK, SEVEN, SUIT_MASKS, Suit, card_of, describe_card, suit_cards
from .errors import IllegalActionError
from .game import DONE, PLAY, PROPOSE, TALK, Game, OptionSpec, Scored, highest_wins
from .outcome import SeatScore, Trick, TrickReason

if TYPE_CHECKING:
    from .actions import Play
    from .deal import Core

PARTNER, HOOD = "partner", "hood"
NO_TIE_BY_SUIT = ("plain", "middle", "last", "first")  # spades, hearts, diamonds, clubs
JOKER_BIT = 1 << JK
ESTIMATE_RANGES = tuple((low, high) for low in range(12) for high in range(low, 12))


def unit(count: int) -> str:
    return "trick" if count == 1 else "tricks"


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
    suits = [card >> 4 for card in cards]
    if suits[0] == suits[1] == suits[2]:
        return suits[0], None
    for hood in range(3):
        a, b = [seat for seat in range(3) if seat != hood]
        if suits[a] == suits[b]:
            return suits[hood], hood
    for hood in range(3):
        a, b = [seat for seat in range(3) if seat != hood]
        if Suit(suits[a]).is_red == Suit(suits[b]).is_red:
            unbid = ({0, 1, 2, 3} - set(suits)).pop()
            return unbid, hood
    raise AssertionError("three different suits always hold one pair of a colour")


class Hoodwink(Game):
    id = "hoodwink"
    name = "Hoodwink"
    description = (
        "Three players; the cards shown decide trump and who partners "
        "whom, and the Hood tries to unbalance the partners."
    )
    player_counts = (3,)
    default_players = 3
    has_proposals = True
    has_trumps = True
    option_specs = (
        OptionSpec(
            "target", "Target score", "The match ends after the deal in which someone reaches this total.",
            100, minimum=1, match_level=True,
        ),
        OptionSpec(
            "trump_selection", "Trump proposals",
            "Free: show any suit card. Longest: everyone must show the top card of their longest suit.",
            "free", choices=("free", "longest"),
            choice_help=("Show any suit card you like.", "Show the highest card of your longest suit."),
        ),
        OptionSpec(
            "same_suit", "All three show one suit",
            "Fixed: highest and lowest card are partners. "
            "Individual: everyone plays alone, and the tricks settle the partners.",
            "fixed", choices=("fixed", "individual"),
        ),
        OptionSpec(
            "no_tie", "Nobody ties (individual play)",
            "When everyone plays alone and all three counts differ: who, if anyone, becomes the Hood.",
            "plain", choices=("plain", "middle", "last", "first", "by_suit"),
            choice_help=(
                "Nobody: everyone scores their tricks only.",
                "The player with the middle count.",
                "Whoever took the last trick.",
                "Whoever took the first trick.",
                "Chosen by trump: ♠ nobody, ♥ middle, ♦ last trick, ♣ first trick.",
            ),
            applies_when=("same_suit", "individual"),
        ),
        OptionSpec(
            "scoring", "Scoring",
            "Standard: small bonuses, played to a target. Fluctuating: big swings over a fixed number of deals.",
            "standard", choices=("standard", "fluctuating"),
        ),
        OptionSpec(
            "deals", "Number of deals", "With fluctuating scoring the match lasts this many deals (a multiple of 3).",
            9, minimum=3, multiple_of=3, applies_when=("scoring", "fluctuating"), match_level=True,
        ),
        OptionSpec(
            "partner_talk", "Partner talk",
            "Partners may estimate their tricks and, before leading, ask each other for a suit to lead.",
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
                "The joker cannot be proposed: show a suit card.",
                "may not propose the joker, proposed JK",
            )  # fmt: skip
        required = longest_suit_card(core.hands[action.seat])
        if self.longest and action.card != required:
            return IllegalActionError(
                action.seat, "longest_suit", action,
                f"You must propose the highest card of your longest suit, the {describe_card(required)}.",
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
            core.roles = tuple(HOOD if seat == hood else PARTNER for seat in range(3))
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

    def play_error(self, core: Core, action: Play) -> IllegalActionError:
        led = core.trick[0]
        suit = Suit(core.trump if led == JK else led >> 4)
        hand = core.hands[action.seat]
        if suit == core.trump and hand & SUIT_MASKS[suit] == 0:
            return IllegalActionError(
                action.seat, "follow_suit", action,
                f"You must follow suit: the joker is your only trump, and trumps ({suit.plural}) were led.",
                f"must follow suit (holds the joker, a trump), played {action.card}",
            )  # fmt: skip
        return IllegalActionError(
            action.seat, "follow_suit", action,
            f"You must follow suit: you hold a {suit.noun}.",
            f"must follow suit (holds a {suit.noun}), played {action.card}",
        )  # fmt: skip

    def trick_winner(self, trick: Sequence[int], leader: int, trump: int) -> tuple[int, bool]:
        led = trump if trick[0] == JK else trick[0] >> 4  # leading the joker leads trumps
        # The joker is the lowest trump: below the Seven, above every plain card.
        return (leader + highest_wins(trick, led, trump, joker_rank=-1)) % 3, False

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
            why, record = "Partner talk is off in this game.", "may not talk (partner talk is off)"
        elif core.roles[seat] != PARTNER:
            why, record = "Only the partners may talk to each other.", "may not talk (only partners talk)"
        elif core.phase == TALK and core.talk_queue:
            why, record = "Now you must give your estimate (or pass).", "must give an estimate"
        elif core.phase == TALK:
            why, record = "Now you must answer your partner's request.", "must answer the request"
        elif isinstance(action, Ask) and core.asked:
            why, record = "You have already asked before this lead.", "already asked before this lead"
        elif isinstance(action, Ask):
            why, record = "You may ask for requests only when you are about to lead.", "may ask only when about to lead"
        elif isinstance(action, Estimate):
            why, record = "Estimates are given before the first lead.", "may estimate only before the first lead"
        else:
            why, record = "Nobody has asked for requests.", "answered with no request made"
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

    def explain(self, core: Core, names: Sequence[str]) -> list[str]:
        cards = core.proposals
        if core.phase == PROPOSE or min(cards) < 0:
            return []
        shown = ", ".join(f"{names[s]} the {describe_card(cards[s])}" for s in range(3))
        lines = [f"Proposals: {shown}."]
        if self.options["trump_selection"] == "longest":
            lines[0] += " Each was the top card of its player's longest suit."
        suits = [Suit(card >> 4) for card in cards]
        trump = Suit(core.trump)
        hood = (
            self.hood_at_end(core) if core.phase == DONE else (core.roles.index(HOOD) if HOOD in core.roles else None)
        )
        if suits[0] == suits[1] == suits[2]:
            if self.individual:
                lines.append(f"All three showed {trump.plural}: they are trump, and everyone played alone.")
                if core.phase == DONE:
                    lines.append(self._individual_end(core, names, hood))
            else:
                order = sorted(range(3), key=lambda seat: cards[seat] & 15)
                lines.append(
                    f"All three showed {trump.plural}, so they are trump; the partners are {names[order[2]]} "
                    f"(highest card) and {names[order[0]]} (lowest), and the Hood is {names[order[1]]} (middle card)."
                )
            return lines
        assert hood is not None
        a, b = [seat for seat in range(3) if seat != hood]
        if suits[a] == suits[b]:
            lines.append(
                f"{names[a]} and {names[b]} both showed {suits[a].plural}, so they are partners; the Hood is "
                f"{names[hood]}, and the Hood's suit, {trump.plural}, is trump."
            )
        else:
            colour = "red" if suits[a].is_red else "black"
            lines.append(
                f"Three different suits: {names[a]} and {names[b]} showed the two {colour} ones, so they are "
                f"partners and the Hood is {names[hood]}; nobody showed {trump.plural}, so they are trump."
            )
        return lines

    def _individual_end(self, core: Core, names: Sequence[str], hood: int | None) -> str:
        counts = ", ".join(f"{names[s]} {core.won[s]}" for s in range(3))
        if hood is None:
            return f"The counts ({counts}) all differ and nobody became the Hood."
        others = [core.won[s] for s in range(3) if s != hood]
        if others[0] == others[1]:
            return f"The counts ({counts}): the two equal counts made the partners, and the Hood is {names[hood]}."
        scenario = self.options["no_tie"]
        if scenario == "by_suit":
            scenario = NO_TIE_BY_SUIT[core.trump]
        why = {"middle": "the middle count", "last": "the last trick", "first": "the first trick"}
        return (
            f"The counts ({counts}) all differ, so the Hood is {names[hood]}, by {why.get(str(scenario), 'the rule')}."
        )

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
            counts = ", ".join(str(w) for w in won)
            return (None,) * 3, lines, f"Nobody tied ({counts}) and nobody is the Hood: everyone scores their tricks."
        roles = tuple(HOOD if seat == hood else PARTNER for seat in range(3))
        a, b = [s for s in range(3) if s != hood]
        h = won[hood]
        out: list[SeatScore] = []
        if won[a] == won[b]:
            summary = f"The partners took {won[a]} tricks each: they succeed."
            for seat in range(3):
                items = [(won[seat], unit(won[seat]))]
                if seat != hood:
                    if self.fluctuating:
                        if won[seat]:
                            items.append((10 * won[seat], f"for equal counts (10 × {won[seat]})"))
                        else:
                            summary = "The partners took no tricks: equal, but worth nothing."
                    else:
                        items.append((10, "for equal counts"))
                out.append(SeatScore(roles[seat], tuple(items)))
            return roles, tuple(out), summary
        matching = h in (won[a], won[b])
        items = [(h, unit(h))]
        if self.fluctuating:
            diff = abs(won[a] - won[b])
            if matching:
                items.append((20 * diff, f"for hoodwinking (20 × {diff})"))
            else:
                items.append((10 * diff, f"for the partners' difference (10 × {diff})"))
        else:
            items.append((10, "for winning"))
            if h % 2:
                items.append((10, "for odd"))
            if matching:
                items.append((10, "for matching"))
        extras = [word for word, yes in (("odd", h % 2 == 1), ("equal to a partner's", matching)) if yes]
        how = f", with a count that is {' and '.join(extras)}" if extras and not self.fluctuating else ""
        summary = f"The partners took {won[a]} and {won[b]}: the Hood wins{how}."
        for seat in range(3):
            if seat == hood:
                out.append(SeatScore(HOOD, tuple(items)))
            else:
                out.append(SeatScore(PARTNER, ((won[seat], unit(won[seat])),)))
        return roles, tuple(out), summary

    # --- match ---------------------------------------------------------------------

    def match_target(self) -> int | None:
        return None if self.fluctuating else super().match_target()

    def match_deals(self) -> int | None:
        deals = self.options["deals"]
        return deals if self.fluctuating and isinstance(deals, int) else None
