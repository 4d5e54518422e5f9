"""Reading the tricks in a trump game with a joker, shared by the Hoodwink and Hamlet players.

What one decision needs to know about the cards (``Table``), the chance each
card takes a trick, and the card that steers your count best (``Plan``,
``card_value``; what a count is worth is ``steering.py``'s).  Hoodwink and
Hamlet are both 33-card trump games with a joker, so one reading serves both.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from ...engine import Card, Game, Phase, SeatView
from ...engine.cards import SUIT_MASKS, describe_card, iter_bits
from ...engine.inference import HiddenCards, hidden_cards
from ...engine.language import translate
from ..knowledge import seats_to_play, tricks_left
from .steering import LIKELY_WIN, Outlook, Points, Prospects, outlook

# Reading the table.  The chance a card takes a trick later, by how many unseen cards of its suit beat it:
TRUMP_WIN_CHANCE = (0.95, 0.72, 0.5, 0.35, 0.25, 0.15, 0.1)
PLAIN_WIN_CHANCE = (0.8, 0.4, 0.17, 0.07, 0.03)
LEAD_ONLY_WIN_CHANCE = 0.6  # a card that wins only when led (Hamlet's Polonius): you need the lead
RUFF_RISK = 0.6  # how much of the chance an opponent is void in a plain suit is lost to its trumps
WILLING = 0.85  # how often a player able to overtake the card winning a trick does so


Willing = Callable[[int, int], float]  # (seat able to overtake, seat winning so far) -> chance it does


# --- reading the table ---------------------------------------------------------------------------


@dataclass
class Table:
    """What one decision needs to know about the cards, read once from the view."""

    view: SeatView
    trump: int  # -1 before trump is settled
    unseen: tuple[int, ...]  # cards neither in this hand nor played
    unseen_mask: int  # the same as a mask
    holds: tuple[dict[int, float], ...]  # per seat, the chance it holds each unseen card
    beating_memo: dict[tuple[int, int], tuple[int, ...]] = field(default_factory=dict)
    void_memo: dict[tuple[int, int], float] = field(default_factory=dict)


def read_table(view: SeatView) -> Table:
    """The table as ``view`` sees it (``with_trump`` supposes a trump suit, for proposals)."""
    hidden = hidden_cards(view)
    trump = -1 if view.trump is None else int(view.trump)
    return Table(view, trump, tuple(iter_bits(hidden.unseen)), hidden.unseen, holding_chances(hidden))


def with_trump(table: Table, trump: int) -> Table:
    """The same table supposing ``trump`` as trump (for proposals): what is seen does not change."""
    return replace(table, trump=trump, beating_memo={}, void_memo={})


def holding_chances(hidden: HiddenCards) -> tuple[dict[int, float], ...]:
    """For each seat, the chance it holds each unseen card, shared among the hands that may hold it."""
    seats = range(len(hidden.sizes))
    free = [hidden.sizes[s] - hidden.known[s].bit_count() for s in seats]  # places for cards not known
    holds: list[dict[int, float]] = [{} for _ in seats]
    rest = hidden.unseen
    for seat in seats:
        known = hidden.known[seat] & rest
        holds[seat].update(dict.fromkeys(iter_bits(known), 1.0))
        rest &= ~known
    # The cards not known lie among the seats with room that may hold them: taken by those seats together
    # (a handful of groups), not card by card, as search asks this for every position it replays.
    open_to = [hidden.excluded[s] if free[s] > 0 else -1 for s in seats]  # the cards each seat may not hold
    while rest:
        card = rest & -rest
        candidates = [s for s in seats if not open_to[s] & card]
        group = rest
        for s in seats:
            group &= ~open_to[s] if s in candidates else open_to[s]
        rest &= ~group
        total = sum(free[s] for s in candidates)
        for seat in candidates:
            holds[seat].update(dict.fromkeys(iter_bits(group), free[seat] / total))
    return tuple(holds)


def beating_cards(table: Table, cards: Sequence[int], leader: int) -> tuple[int, ...]:
    """The unseen cards that would take the lead from the card now winning ``cards``.

    Only the card led and the card winning matter, so the answer is remembered by those two.
    """
    rules, trump = table.view.game, table.trump
    best = cards[0]
    if len(cards) > 1:
        winner = rules.trick_winner(cards, leader, trump)[0]
        best = cards[(winner - leader) % table.view.players]
    key = (cards[0], best)
    found = table.beating_memo.get(key)
    if found is None:
        beating = beating_mask(rules, trump, cards[0], best) & table.unseen_mask
        found = table.beating_memo[key] = tuple(iter_bits(beating))
    return found


@functools.cache
def beating_mask(game: Game, trump: int, led: int, best: int) -> int:
    """The cards of the pack that would take a trick from ``best`` (``led`` led, ``trump`` as trump): a mask."""
    trick = [led] if best == led else [led, best]
    mask = 0
    for other in iter_bits(game.pack_mask & ~(1 << led | 1 << best)):
        if game.trick_winner([*trick, other], 0, trump)[0] == len(trick):
            mask |= 1 << other
    return mask


def void_chance(table: Table, seat: int, led: int) -> float:
    """The chance ``seat`` holds no card that follows ``led``."""
    key = (seat, led)
    chance = table.void_memo.get(key)
    if chance is None:
        follow = table.view.game.follow_set(table.trump, led)
        hold = table.holds[seat]
        chance = math.prod(1 - hold.get(card, 0.0) for card in table.unseen if follow >> card & 1)
        table.void_memo[key] = chance
    return chance


def beat_chance(table: Table, cards: Sequence[int], leader: int, seat: int) -> float:
    """The chance ``seat``, playing next, can legally beat the card winning ``cards``."""
    follow = table.view.game.follow_set(table.trump, cards[0])
    hold = table.holds[seat]
    miss_following, miss_other = 1.0, 1.0
    for card in beating_cards(table, cards, leader):
        if follow >> card & 1:
            miss_following *= 1 - hold.get(card, 0.0)
        else:
            miss_other *= 1 - hold.get(card, 0.0)
    # A player who can follow suit must beat with the suit; only a void player may trump.
    return min(1.0, 1 - miss_following + void_chance(table, seat, cards[0]) * (1 - miss_other))


def taking_chances(table: Table, card: Card, willing: Willing | None = None) -> list[float]:
    """By seat, the chance each takes the trick in play if you play ``card`` now."""
    view = table.view
    cards = [*view.current_trick, card]
    winner = view.game.trick_winner(cards, view.leader, table.trump)[0]
    chances = [0.0] * view.players
    keep = 1.0
    # The last to play overtakes whoever is winning; the one before can be overtaken in turn.
    for seat in reversed(seats_to_play(view)):
        share = WILLING if willing is None else willing(seat, winner)
        taken = keep * share * beat_chance(table, cards, view.leader, seat)
        chances[seat] += taken
        keep -= taken
    chances[winner] += keep
    return chances


def likely_taker(table: Table, card: Card, willing: Willing | None = None) -> int:
    taking = taking_chances(table, card, willing)
    return max(range(len(taking)), key=lambda seat: taking[seat])


def is_trump_card(table: Table, card: int) -> bool:
    return table.trump >= 0 and table.view.game.follow_set(table.trump, card) & SUIT_MASKS[table.trump] != 0


# Before the proposals are face up a seat knows only its hand (and the others' hand sizes), and every
# unseen card is as likely in either other hand.  A card's chance then depends only on how many unseen
# cards beat it within its suit, whether any unseen card beats it from outside, and how many unseen
# cards follow it: remembered, since the expert's reading of the others' proposals (``ai/inference.py``)
# asks the standard player's proposal for many hands.
_OPENING_CHANCES: dict[tuple[Game, tuple[int, ...], int, int, int, int, bool, int], float] = {}
_OPENING_LIMIT = 200_000


@functools.cache
def _beaters(game: Game, trump: int, card: int) -> tuple[int, int]:
    """(cards that beat ``card`` led with ``trump`` as trump, cards that follow it): masks."""
    return beating_mask(game, trump, card, card), game.follow_set(trump, card)


def win_chance(table: Table, card: int) -> float:
    """The chance ``card`` takes a trick at some point, judged by the unseen cards that beat it."""
    view = table.view
    if view.phase != Phase.PROPOSE:
        return _win_chance(table, card)
    beat, follow = _beaters(view.game, table.trump, card)
    unseen = table.unseen_mask
    key = (
        view.game, view.hand_sizes, view.seat, table.trump, card,
        (beat & follow & unseen).bit_count(), beat & ~follow & unseen != 0, (follow & unseen).bit_count(),
    )  # fmt: skip
    chance = _OPENING_CHANCES.get(key)
    if chance is None:
        if len(_OPENING_CHANCES) >= _OPENING_LIMIT:
            _OPENING_CHANCES.clear()
        chance = _OPENING_CHANCES[key] = _win_chance(table, card)
    return chance


def _win_chance(table: Table, card: int) -> float:
    seat = table.view.seat
    follow = table.view.game.follow_set(table.trump, card)
    if follow == 0:
        return LEAD_ONLY_WIN_CHANCE  # nobody follows it: it wins exactly when you lead it
    beaten_by = beating_cards(table, (card,), seat)
    higher = sum(1 for other in beaten_by if follow >> other & 1)
    if is_trump_card(table, card):
        return TRUMP_WIN_CHANCE[min(higher, len(TRUMP_WIN_CHANCE) - 1)]
    chance = PLAIN_WIN_CHANCE[min(higher, len(PLAIN_WIN_CHANCE) - 1)]
    if any(not follow >> other & 1 for other in beaten_by):  # trumps are out: a void player may trump it
        void = max(void_chance(table, other, card) for other in range(table.view.players) if other != seat)
        chance *= 1 - RUFF_RISK * void
    return chance


def expected_tricks(table: Table) -> float:
    """About how many tricks your cards take."""
    return sum(win_chance(table, card) for card in table.view.hand)


# --- steering a count ----------------------------------------------------------------------------


def utility(points: Sequence[float], seat: int) -> float:
    """What a seat plays for: its score against the others' average (the match goes to the highest total)."""
    return points[seat] - (sum(points) - points[seat]) / (len(points) - 1)


@dataclass(frozen=True)
class Plan:
    """What each possible taker of the trick in play is worth to you."""

    prospects: Prospects
    chances: dict[Card, float]  # each card in your hand: its chance of taking a trick later
    whole: Outlook  # what your whole hand can take
    values: tuple[float, ...]  # by seat: your expected utility if that seat takes the trick
    likely_win: float = LIKELY_WIN

    @property
    def stake(self) -> float:
        return max(self.values) - min(self.values)

    def preferred(self) -> int:
        """The seat you would most like to take this trick."""
        return max(range(len(self.values)), key=lambda seat: self.values[seat])

    def after_playing(self, card: Card) -> Outlook:
        """Your outlook once ``card`` has gone."""
        rest = [chance for other, chance in self.chances.items() if other != card]
        return outlook(rest, self.prospects.remaining, self.likely_win)

    def target_after(self, card: Card, taker: int) -> int:
        """The final count you steer for if you play ``card`` and ``taker`` takes the trick."""
        return self.prospects.target(taker, self.after_playing(card))


def make_plan(
    table: Table,
    points_if: Callable[[int], Points],
    expected: Sequence[float | None],
    partner: int | None = None,
    against_partners: bool = False,
    likely_win: float = LIKELY_WIN,
    scoring: object = None,
) -> Plan:
    """Value each seat taking the trick in play; ``points_if(taker)`` scores final counts from your seat.

    ``scoring``, if given, names everything ``points_if`` depends on (``Prospects.scoring``).
    """
    view = table.view
    remaining = tricks_left(view) - 1
    chances = {card: win_chance(table, card) for card in view.hand}
    whole = outlook(list(chances.values()), remaining, likely_win)
    # Your partner's share of what you do not take, fixed now so that no card you play changes it.
    partner_future = (remaining + 1 - whole.natural) / 2 * remaining / (remaining + 1)
    prospects = Prospects(
        view.seat, points_if, view.tricks_won, remaining, expected, partner, partner_future, against_partners, scoring
    )
    values = tuple(prospects.value(taker, whole) for taker in range(view.players))
    return Plan(prospects, chances, whole, values, likely_win)


def card_value(table: Table, plan: Plan, card: Card, willing: Willing | None = None) -> float:
    """Your expected utility after playing ``card``: who may take the trick, and what your hand can do then."""
    hand = plan.after_playing(card)
    taking = taking_chances(table, card, willing)
    return sum(chance * plan.prospects.value(seat, hand) for seat, chance in enumerate(taking) if chance > 0)


# --- words ---------------------------------------------------------------------------------------


def the(card: int) -> str:
    """``the Ten of spades``, ``the joker``."""
    return translate("Hints", "the {card}").format(card=describe_card(card))


def tricks_words(count: int) -> str:
    """``no tricks``, ``1 trick``, ``4 tricks``."""
    return translate("Hints", "no tricks") if count == 0 else translate("Hints", "%n tricks", None, count)
