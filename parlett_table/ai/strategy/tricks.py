"""Reading the tricks in a trump game with a joker, shared by the Hoodwink and Hamlet players.

What one decision needs to know about the cards (``Table``), the chance each
card takes a trick, and steering a count: what your cards let you take
(``Outlook``), what each count is worth (``Prospects``) and the card that
steers best (``Plan``, ``card_value``).  Hoodwink and Hamlet are both
33-card trump games with a joker, so one reading serves both.
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

# Reading the table.  The chance a card takes a trick later, by how many unseen cards of its suit beat it:
TRUMP_WIN_CHANCE = (0.95, 0.72, 0.5, 0.35, 0.25, 0.15, 0.1)
PLAIN_WIN_CHANCE = (0.8, 0.4, 0.17, 0.07, 0.03)
LEAD_ONLY_WIN_CHANCE = 0.6  # a card that wins only when led (Hamlet's Polonius): you need the lead
RUFF_RISK = 0.6  # how much of the chance an opponent is void in a plain suit is lost to its trumps
WILLING = 0.85  # how often a player able to overtake the card winning a trick does so

# Steering a count.
SURE_WIN = 0.95  # a card this likely to win takes a trick whatever you do
LIKELY_WIN = 0.3  # a card this likely to win can take a trick when you want one (by default)
STEER_SPREAD = 0.6  # how far from the count you steer for you may end, at best
PARTNERS_SPREAD = 0.3  # the same for partners, who steer together
STEER_COST = 0.3  # and how much further for each trick of steering against your cards
STEER_UP_COST = 0.3  # (the same for winning more tricks than your cards would)
MEETING_RANGE = 2  # partners consider meeting this far either side of halfway between them
PARTNERS_STEER = 0.5  # as the Hood, how much you expect the partners to steer towards each other
MEETING_SPREAD = 0.8  # and how near they come
NEGLIGIBLE = 0.002

Points = Callable[[tuple[int, ...]], float]  # final counts -> your utility
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
    beat = 0
    for other in iter_bits(game.pack_mask & ~(1 << card)):
        if game.trick_winner([card, other], 0, trump)[0] == 1:
            beat |= 1 << other
    return beat, game.follow_set(trump, card)


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
class Outlook:
    """How many of the remaining tricks your cards let you take."""

    low: int  # taken whatever you do: cards nobody can beat
    high: int  # at most, if you try
    natural: float  # about how many you would take without steering


def outlook(chances: Sequence[float], remaining: int, likely_win: float = LIKELY_WIN) -> Outlook:
    """Your outlook from each card's chance of taking a trick later (``likely_win``: enough to count on)."""
    low = sum(1 for chance in chances if chance >= SURE_WIN)
    likely = sum(1 for chance in chances if chance >= likely_win)
    longshots = sum(chance for chance in chances if chance < likely_win)
    high = min(remaining, max(low, likely + round(longshots)))
    natural = round(min(sum(chances), float(remaining)), 1)  # rounded: near-equal outlooks are judged once
    return Outlook(min(low, remaining), high, natural)


@functools.cache
def own_count_chances(target: int, natural: float, remaining: int, spread: float) -> tuple[float, ...]:
    """The chances of taking 0..remaining more tricks when steering for ``target``.

    ``spread`` is how far from the target you may end at best; the further the
    target is from what the cards would take anyway, the less surely it is hit.
    """
    spread += (STEER_UP_COST if target > natural else STEER_COST) * abs(target - natural)
    weights = [math.exp(-((x - target) ** 2) / (2 * spread * spread)) for x in range(remaining + 1)]
    total = sum(weights)
    return tuple(weight / total for weight in weights)


@functools.cache
def meeting_chances(tricks: int, gap: int) -> tuple[float, ...]:
    """The chances that 0..tricks of ``tricks`` go to the partner ``gap`` behind the other, both steering to meet."""
    middle = min(max((tricks + gap) / 2, 0.0), float(tricks))
    weights = [math.exp(-((k - middle) ** 2) / (2 * MEETING_SPREAD**2)) for k in range(tricks + 1)]
    total = sum(weights)
    return tuple(weight / total for weight in weights)


@functools.cache
def split_chances(tricks: int, ratio: float) -> tuple[float, ...]:
    """The chances that 0..tricks of ``tricks`` go to one player who takes each with chance ``ratio``."""
    return tuple(math.comb(tricks, k) * ratio**k * (1 - ratio) ** (tricks - k) for k in range(tricks + 1))


def others_ratio(seat: int, remaining: int, mine: float, expected: Sequence[float | None]) -> float:
    """The part of the tricks you do not take that goes to the first of the other two seats.

    ``expected[s]`` is how many of the remaining tricks seat s is thought to
    take (from what it announced), or None for no idea: then an even split.
    """
    first, second = [expected[s] for s in range(3) if s != seat]
    if first is None and second is None:
        return 0.5
    if first is not None and second is not None:
        return max(first, 0.3) / (max(first, 0.3) + max(second, 0.3))
    # One guess: trust it halfway, against an even split.
    rest = max(remaining - mine, 0.6)
    known = first if first is not None else second
    assert known is not None
    ratio = (min(max(known, 0.3), rest - 0.3) / rest + 0.5) / 2
    return ratio if first is not None else 1 - ratio


_BEST: dict[tuple[object, ...], tuple[float, int]] = {}  # Prospects.best across decisions, by everything it reads
_WORTH: dict[tuple[object, ...], tuple[float, ...]] = {}  # Prospects.worth across decisions, likewise
_BEST_LIMIT = 200_000


@dataclass
class Prospects:
    """What final counts are worth to you, from the counts after the trick in play."""

    seat: int
    points_if: Callable[[int], Points]  # by the taker of the trick in play: your utility for final counts
    counts: tuple[int, ...]  # before the trick in play
    remaining: int  # tricks after the one in play (all of them, before any is led)
    expected: Sequence[float | None]  # by seat, the remaining tricks it announced, if any
    partner: int | None = None  # a partner who steers with you towards a common count
    partner_future: float = 0.0  # the tricks your partner's cards look good for, after this one
    against_partners: bool = False  # you are the Hood: the other two steer towards each other
    # What ``points_if`` depends on (game, seat, roles...), if the caller can say: then what each taker is
    # worth is remembered across decisions, as search replays the same counts and outlooks thousands of times.
    scoring: object = None
    memo: dict[tuple[int, Outlook], tuple[float, int]] = field(default_factory=dict)
    points_memo: dict[tuple[int, tuple[int, ...]], float] = field(default_factory=dict)
    worth_memo: dict[tuple[tuple[int, ...], float], tuple[float, ...]] = field(default_factory=dict)

    def value(self, taker: int, hand: Outlook) -> float:
        """Your expected utility if ``taker`` takes this trick and you then steer as best you can.

        A taker of -1 means no trick is in play: the value of the deal ahead.
        """
        return self.best(taker, hand)[0]

    def target(self, taker: int, hand: Outlook) -> int:
        """The final count you would steer for then."""
        return self.best(taker, hand)[1]

    def best(self, taker: int, hand: Outlook) -> tuple[float, int]:
        key = (taker, hand)
        found = self.memo.get(key)
        if found is not None:
            return found
        if self.scoring is None:
            found = self.memo[key] = self.steer(taker, hand)
            return found
        shared = (self.scoring, self.counts, self.remaining, tuple(self.expected), self.partner,
                  self.partner_future, self.against_partners, taker, hand)  # fmt: skip
        found = _BEST.get(shared)
        if found is None:
            if len(_BEST) >= _BEST_LIMIT:
                _BEST.clear()
            found = _BEST[shared] = self.steer(taker, hand)
        self.memo[key] = found
        return found

    def points(self, taker: int) -> Points:
        """Your utility for final counts, remembered (the same counts come up again and again)."""
        score = self.points_if(taker)
        memo = self.points_memo

        def remembered(won: tuple[int, ...]) -> float:
            found = memo.get((taker, won))
            if found is None:
                found = memo[(taker, won)] = score(won)
            return found

        return remembered

    def steer(self, taker: int, hand: Outlook) -> tuple[float, int]:
        """(expected utility, final count) for the best count to steer for."""
        counts = list(self.counts)
        if taker >= 0:
            counts[taker] += 1
        points = self.points(taker)
        if self.partner is None:
            return self.steer_alone(counts, points, hand)
        return self.steer_together(counts, points, hand, self.partner)

    def steer_alone(self, counts: list[int], points: Points, hand: Outlook) -> tuple[float, int]:
        """(expected utility, final count) steering your own count, the others' falling by their shares."""
        ratio = round(others_ratio(self.seat, self.remaining, hand.natural, self.expected), 2)
        worth = self.worth(tuple(counts), points, ratio)
        best, aim = -math.inf, hand.low
        for target in range(hand.low, hand.high + 1):
            chances = own_count_chances(target, hand.natural, self.remaining, STEER_SPREAD)
            value = sum(chance * worth_then for chance, worth_then in zip(chances, worth, strict=True))
            if value > best:
                best, aim = value, target
        return best, counts[self.seat] + aim

    def worth(self, counts: tuple[int, ...], points: Points, ratio: float) -> tuple[float, ...]:
        """What each number of further tricks of yours is worth, the others sharing the rest."""
        key = (counts, ratio)
        found = self.worth_memo.get(key)
        if found is not None:
            return found
        shared = None
        if self.scoring is not None:
            shared = (self.scoring, counts, ratio, self.remaining, self.against_partners)
            found = _WORTH.get(shared)
            if found is not None:
                self.worth_memo[key] = found
                return found
        me = self.seat
        first, second = [s for s in range(3) if s != me]
        worth = []
        for mine in range(self.remaining + 1):
            rest = self.remaining - mine
            chances = split_chances(rest, ratio)
            if self.against_partners:  # partners steer towards equal counts part of the time
                meeting = meeting_chances(rest, counts[second] - counts[first])
                chances = tuple(
                    (1 - PARTNERS_STEER) * at_random + PARTNERS_STEER * steered
                    for at_random, steered in zip(chances, meeting, strict=True)
                )
            total = 0.0
            for theirs, chance in enumerate(chances):
                final = list(counts)
                final[me] += mine
                final[first] += theirs
                final[second] += rest - theirs
                total += chance * points((final[0], final[1], final[2]))
            worth.append(total)
        found = self.worth_memo[key] = tuple(worth)
        if shared is not None:
            if len(_WORTH) >= _BEST_LIMIT:
                _WORTH.clear()
            _WORTH[shared] = found
        return found

    def steer_together(self, counts: list[int], points: Points, hand: Outlook, partner: int) -> tuple[float, int]:
        """(expected utility, final count) when you and your partner both steer for the same final count."""
        me, hood = self.seat, 3 - self.seat - partner
        left = self.remaining
        guess = self.expected[partner]
        theirs = round(guess if guess is not None else self.partner_future, 1)
        # The counts worth meeting at lie between where each of you would end anyway.
        middle = round((counts[me] + hand.natural + counts[partner] + theirs) / 2)
        lowest = max(counts[me] + hand.low, counts[partner], middle - MEETING_RANGE)
        highest = min(counts[me] + hand.high, middle + MEETING_RANGE)
        best, aim = -math.inf, counts[me] + hand.low
        for final in range(lowest, highest + 1):
            mine_target, theirs_target = final - counts[me], final - counts[partner]
            if mine_target + theirs_target > left:
                continue
            mine_chances = own_count_chances(mine_target, hand.natural, left, PARTNERS_SPREAD)
            theirs_chances = own_count_chances(theirs_target, theirs, left, PARTNERS_SPREAD)
            total = 0.0
            for mine, mine_chance in enumerate(mine_chances):
                if mine_chance < NEGLIGIBLE:
                    continue
                room = left - mine
                scale = sum(theirs_chances[: room + 1])
                for their in range(room + 1):
                    their_chance = theirs_chances[their]
                    if their_chance < NEGLIGIBLE:
                        continue
                    end = counts[:]
                    end[me] += mine
                    end[partner] += their
                    end[hood] += room - their
                    total += mine_chance * their_chance / scale * points((end[0], end[1], end[2]))
            if total > best:
                best, aim = total, final
        if best == -math.inf:  # no common count within reach: fall back on steering alone
            return self.steer_alone(counts, points, hand)
        return best, aim


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
