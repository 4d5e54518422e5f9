"""The standard Hoodwink player: as a partner, steer your count to meet your partner's; as the Hood, keep them apart.

Every card decision asks who should take the trick in play.  What a trick
to each player is worth comes from the score of the final counts it leads to:
you steer your own count towards the best final count your cards allow (the
further from what they would take anyway, the less surely), a partner steers
with you towards a common count, and the others' tricks fall by their shares
(partly steered, as the Hood expects of the partners).  Each legal card is
then judged by the chances it gives each player of taking the trick (read from
the cards still unseen and the suits each player is known to lack) and by what
it leaves in your hand.  The last two tricks (three, once led to) are counted
out over every way the unseen cards may lie.

The proposal looks for the suit most likely to make you the Hood, the role
that scores most; a partner who may talk gives an honest estimate, asks for
requests when someone else should take the trick it leads, and answers by
asking for its winning suit when it needs a trick, or warning off it when not.

The first three parts (reading the table, steering a count, counting out the
end) are shared with Hamlet, the other 33-card trump game with a joker.
"""

from __future__ import annotations

import functools
import itertools
import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from ...engine import Answer, Ask, Card, Estimate, Play, Propose, SeatView, Suit
from ...engine.cards import JK as JOKER
from ...engine.cards import SUIT_MASKS, describe_card, iter_bits, make_card
from ...engine.hoodwink import HOOD, NO_TIE_BY_SUIT, PARTNER, Hoodwink, settle_proposals
from ...engine.inference import HiddenCards, hidden_cards
from ..base import Decision, name_of
from ..knowledge import in_suit, legal_cards, seats_to_play, tricks_left, winner_with, winning_so_far

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

# Counting out the end.
ENDGAME_TRICKS = 3  # with this many tricks left, count out every way the unseen cards may lie
ENDGAME_NODES = 700  # unless that takes more positions than this

# Hoodwink.
HOOD_WORTH = 20.0  # how much more the Hood tends to score than a partner, against the others' average
SUIT_SIZE = 8  # cards of each suit in the pack
MIDDLE_RANK = 9  # the Jack: a card in the middle of a suit
SEVEN_RANK = 5  # the lowest rank in the pack
HOODWINK_LIKELY_WIN = 0.45  # steering for an exact count, count only on fairly sure winners
ESTIMATE_MARGIN = 0.6  # an estimate runs this far either side of the tricks you expect
REQUEST_WEIGHT = 0.3  # how much a partner's request counts, as a share of what is at stake in the trick
REQUEST_CHANCE = 0.5  # ask for a lead (or warn off it) when you would win it at least this surely

Points = Callable[[tuple[int, ...]], float]  # final counts -> your utility
Willing = Callable[[int, int], float]  # (seat able to overtake, seat winning so far) -> chance it does
FinalScores = Callable[[tuple[int, ...], int, int], Sequence[float]]  # (counts, first taker, last taker) -> points
Hands = tuple[int, int, int]  # masks


# --- reading the table (shared with Hamlet) ----------------------------------------------------


@dataclass
class Table:
    """What one decision needs to know about the cards, read once from the view."""

    view: SeatView
    trump: int  # -1 before trump is settled
    unseen: tuple[int, ...]  # cards neither in this hand nor played
    holds: tuple[dict[int, float], ...]  # per seat, the chance it holds each unseen card
    beating_memo: dict[tuple[int, int], tuple[int, ...]] = field(default_factory=dict)
    void_memo: dict[tuple[int, int], float] = field(default_factory=dict)


def read_table(view: SeatView, trump: int | None = None) -> Table:
    """The table as ``view`` sees it; ``trump`` supposes a trump suit (for proposals)."""
    hidden = hidden_cards(view)
    if trump is None:
        trump = -1 if view.trump is None else int(view.trump)
    return Table(view, trump, tuple(iter_bits(hidden.unseen)), holding_chances(hidden))


def holding_chances(hidden: HiddenCards) -> tuple[dict[int, float], ...]:
    """For each seat, the chance it holds each unseen card, shared among the hands that may hold it."""
    seats = range(len(hidden.sizes))
    free = [hidden.sizes[s] - hidden.known[s].bit_count() for s in seats]  # places for cards not known
    holds: list[dict[int, float]] = [{} for _ in seats]
    for card in iter_bits(hidden.unseen):
        owner = next((s for s in seats if hidden.known[s] >> card & 1), None)
        if owner is not None:
            holds[owner][card] = 1.0
            continue
        candidates = [s for s in seats if free[s] > 0 and not hidden.excluded[s] >> card & 1]
        total = sum(free[s] for s in candidates)
        for seat in candidates:
            holds[seat][card] = free[seat] / total
    return tuple(holds)


def beating_cards(table: Table, cards: Sequence[int], leader: int) -> tuple[int, ...]:
    """The unseen cards that would take the lead from the card now winning ``cards``.

    Only the card led and the card winning matter, so the answer is remembered by those two.
    """
    rules, trump = table.view.rules, table.trump
    winner = rules.trick_winner(cards, leader, trump)[0]
    best = cards[(winner - leader) % table.view.players]
    key = (cards[0], best)
    found = table.beating_memo.get(key)
    if found is None:
        trick = [cards[0]] if best == cards[0] else [cards[0], best]
        found = tuple(u for u in table.unseen if rules.trick_winner([*trick, u], 0, trump)[0] == len(trick))
        table.beating_memo[key] = found
    return found


def void_chance(table: Table, seat: int, led: int) -> float:
    """The chance ``seat`` holds no card that follows ``led``."""
    key = (seat, led)
    chance = table.void_memo.get(key)
    if chance is None:
        follow = table.view.rules.follow_set(table.trump, led)
        hold = table.holds[seat]
        chance = math.prod(1 - hold.get(card, 0.0) for card in table.unseen if follow >> card & 1)
        table.void_memo[key] = chance
    return chance


def beat_chance(table: Table, cards: Sequence[int], leader: int, seat: int) -> float:
    """The chance ``seat``, playing next, can legally beat the card winning ``cards``."""
    follow = table.view.rules.follow_set(table.trump, cards[0])
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
    winner = view.rules.trick_winner(cards, view.leader, table.trump)[0]
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
    return table.trump >= 0 and table.view.rules.follow_set(table.trump, card) & SUIT_MASKS[table.trump] != 0


def win_chance(table: Table, card: int) -> float:
    """The chance ``card`` takes a trick at some point, judged by the unseen cards that beat it."""
    seat = table.view.seat
    follow = table.view.rules.follow_set(table.trump, card)
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


# --- steering a count (shared with Hamlet) -----------------------------------------------------


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
        if found is None:
            found = self.memo[key] = self.steer(taker, hand)
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
) -> Plan:
    """Value each seat taking the trick in play; ``points_if(taker)`` scores final counts from your seat."""
    view = table.view
    remaining = tricks_left(view) - 1
    chances = {card: win_chance(table, card) for card in view.hand}
    whole = outlook(list(chances.values()), remaining, likely_win)
    # Your partner's share of what you do not take, fixed now so that no card you play changes it.
    partner_future = (remaining + 1 - whole.natural) / 2 * remaining / (remaining + 1)
    prospects = Prospects(
        view.seat, points_if, view.tricks_won, remaining, expected, partner, partner_future, against_partners
    )
    values = tuple(prospects.value(taker, whole) for taker in range(view.players))
    return Plan(prospects, chances, whole, values, likely_win)


def card_value(table: Table, plan: Plan, card: Card, willing: Willing | None = None) -> float:
    """Your expected utility after playing ``card``: who may take the trick, and what your hand can do then."""
    hand = plan.after_playing(card)
    taking = taking_chances(table, card, willing)
    return sum(chance * plan.prospects.value(seat, hand) for seat, chance in enumerate(taking) if chance > 0)


# --- counting out the end (shared with Hamlet) -------------------------------------------------


class SearchTooBig(Exception):
    """The end has more lines than a quick count can cover."""


@dataclass
class Endgame:
    """The last tricks of one lie of the cards, played out by players who see them all and play for themselves."""

    table: Table
    final_scores: FinalScores
    nodes: int = 0
    memo: dict[tuple[Hands, tuple[int, ...], int, tuple[int, ...], int], tuple[float, ...]] = field(
        default_factory=dict
    )

    def line(
        self, hands: Hands, trick: tuple[int, ...], leader: int, won: tuple[int, ...], first: int
    ) -> tuple[float, ...]:
        """Each seat's utility when everyone plays their best from here."""
        key = (hands, trick, leader, won, first)
        found = self.memo.get(key)
        if found is not None:
            return found
        self.nodes += 1
        if self.nodes > ENDGAME_NODES:
            raise SearchTooBig
        seat = (leader + len(trick)) % 3
        options = hands[seat]
        if trick:
            options = options & self.table.view.rules.follow_set(self.table.trump, trick[0]) or options
        # Cards of one suit with no card still in play between them are as good as each other: try one.
        live = hands[0] | hands[1] | hands[2] | sum(1 << card for card in trick)
        best: tuple[float, ...] | None = None
        previous = -1
        for card in iter_bits(options):
            touching = previous >= 0 and card < JOKER and previous >> 4 == card >> 4
            if touching and not live & ((1 << card) - (2 << previous)):
                previous = card
                continue
            previous = card
            result = self.after(hands, trick, leader, won, first, seat, card)
            if best is None or result[seat] > best[seat] + 1e-9:
                best = result
        assert best is not None
        self.memo[key] = best
        return best

    def after(
        self, hands: Hands, trick: tuple[int, ...], leader: int, won: tuple[int, ...], first: int, seat: int, card: int
    ) -> tuple[float, ...]:
        """Each seat's utility after ``seat`` plays ``card``."""
        left = list(hands)
        left[seat] &= ~(1 << card)
        rest: Hands = (left[0], left[1], left[2])
        cards = (*trick, card)
        if len(cards) < 3:
            return self.line(rest, cards, leader, won, first)
        winner = self.table.view.rules.trick_winner(cards, leader, self.table.trump)[0]
        won = tuple(count + (s == winner) for s, count in enumerate(won))
        first = winner if first < 0 else first
        if not rest[winner]:
            points = self.final_scores(won, first, winner)
            return tuple(utility(points, s) for s in range(3))
        return self.line(rest, (), winner, won, first)


def possible_hands(table: Table) -> list[Hands]:
    """Every way the unseen cards may lie in the other hands, as far as this seat can tell."""
    view = table.view
    hidden = hidden_cards(view)
    a, b = [seat for seat in range(3) if seat != view.seat]
    free = [card for card in table.unseen if not (hidden.known[a] | hidden.known[b]) >> card & 1]
    room = hidden.sizes[a] - hidden.known[a].bit_count()
    everything = sum(1 << card for card in free)
    worlds = []
    for picked in itertools.combinations(free, room):
        mask = sum(1 << card for card in picked)
        if mask & hidden.excluded[a] or (everything & ~mask) & hidden.excluded[b]:
            continue
        hands = [0, 0, 0]
        hands[view.seat] = sum(1 << card for card in view.hand)
        hands[a] = mask | hidden.known[a]
        hands[b] = (everything & ~mask) | hidden.known[b]
        worlds.append((hands[0], hands[1], hands[2]))
    return worlds


def endgame_values(table: Table, final_scores: FinalScores) -> dict[Card, float] | None:
    """Near the end, each legal card's average utility over every possible lie of the unseen cards.

    None when too many tricks are left (or too many possibilities) to count them out quickly.
    """
    view = table.view
    # Leading to three tricks has too many lines; once the trick is led, three are few enough.
    if tricks_left(view) > ENDGAME_TRICKS + (1 if view.current_trick else 0):
        return None
    worlds = possible_hands(table)
    if not worlds:
        return None
    search = Endgame(table, final_scores)
    first = view.tricks[0].taker if view.tricks else -1
    trick = tuple(int(card) for card in view.current_trick)
    totals = dict.fromkeys(legal_cards(view), 0.0)
    try:
        for hands in worlds:
            for card in totals:
                result = search.after(hands, trick, view.leader, view.tricks_won, first, view.seat, card)
                totals[card] += result[view.seat]
    except SearchTooBig:
        return None
    return {card: total / len(worlds) for card, total in totals.items()}


# --- words (shared with Hamlet) ----------------------------------------------------------------


def the(card: int) -> str:
    """``the Ten of spades``, ``the joker``."""
    return f"the {describe_card(card)}"


def tricks_words(count: int) -> str:
    """``no tricks``, ``1 trick``, ``4 tricks``."""
    return "no tricks" if count == 0 else f"{count} trick" + ("" if count == 1 else "s")


# --- Hoodwink: roles and what a count is worth -------------------------------------------------


def hoodwink_rules(view: SeatView) -> Hoodwink:
    rules = view.rules
    assert isinstance(rules, Hoodwink)
    return rules


def fixed_hood(view: SeatView) -> int | None:
    """The Hood, when the proposals fixed one (not when everyone plays alone)."""
    return view.roles.index(HOOD) if HOOD in view.roles else None


def partner_of(view: SeatView) -> int | None:
    hood = fixed_hood(view)
    if hood is None or hood == view.seat:
        return None
    return 3 - hood - view.seat


def hood_by_counts(view: SeatView, won: tuple[int, ...], first: int, last: int) -> int | None:
    """Everyone alone: who ends as the Hood for these counts (as the rules settle it at the end)."""
    for seat in range(3):
        a, b = [won[s] for s in range(3) if s != seat]
        if a == b:
            return seat  # the two with equal counts are the partners
    scenario = view.options["no_tie"]
    if scenario == "by_suit":
        scenario = NO_TIE_BY_SUIT[int(view.trump) if view.trump is not None else 0]
    if scenario == "middle":
        return sorted(range(3), key=lambda s: won[s])[1]
    if scenario == "first":
        return first
    if scenario == "last":
        return last
    return None


def final_scores(view: SeatView) -> FinalScores:
    """Everyone's points for final counts (and, when everyone plays alone, who took the first and last trick)."""
    rules = hoodwink_rules(view)
    hood = fixed_hood(view)

    def scores(won: tuple[int, ...], first: int, last: int) -> Sequence[float]:
        who = hood if hood is not None else hood_by_counts(view, won, first, last)
        return rules.cached_points((won, who), lambda: rules.score_counts(won, who))

    return scores


def points_if(view: SeatView) -> Callable[[int], Points]:
    """For each taker of the trick in play, your utility for final counts."""
    scores = final_scores(view)
    seat = view.seat
    last_trick = tricks_left(view) == 1

    def for_taker(taker: int) -> Points:
        first = view.tricks[0].taker if view.tricks else taker

        def points(won: tuple[int, ...]) -> float:
            if last_trick:
                return utility(scores(won, first, taker), seat)
            # Who takes the last trick (which may settle the Hood) is still open: count each seat alike.
            return sum(utility(scores(won, first, last), seat) for last in range(3)) / 3

        return points

    return for_taker


def partner_name(view: SeatView) -> str:
    """The slot for your partner's name (partner talk happens only between partners)."""
    partner = partner_of(view)
    assert partner is not None
    return name_of(partner)


def announced(view: SeatView) -> list[float | None]:
    """By seat, how many more tricks it said it would take (the middle of its estimate), or None."""
    said: list[float | None] = [None, None, None]
    for action in view.talk:
        if isinstance(action, Estimate) and action.low is not None and action.high is not None:
            said[action.seat] = max((action.low + action.high) / 2 - view.tricks_won[action.seat], 0.0)
    return said


def plan_for(table: Table) -> Plan:
    view = table.view
    hood = fixed_hood(view)
    return make_plan(table, points_if(view), announced(view), partner_of(view), hood == view.seat, HOODWINK_LIKELY_WIN)


def cooperation(view: SeatView, plan: Plan) -> Willing:
    """Your partner overtakes a card only when the trick is better in their hands; the others, when they can."""
    partner = partner_of(view)

    def willing(seat: int, winner: int) -> float:
        if seat == partner:
            return 0.9 if plan.values[seat] > plan.values[winner] else 0.1
        return WILLING

    return willing


# --- decisions -------------------------------------------------------------------------------


def decide(view: SeatView, rng: random.Random) -> Decision:
    """The standard player's decision for ``view``: a proposal, partner talk, or a card."""
    first = view.legal_actions[0]
    if isinstance(first, Propose):
        return propose(view)
    if isinstance(first, Estimate):
        return estimate(view)
    if isinstance(first, Answer):
        return answer(view)
    return play(view)


def propose(view: SeatView) -> Decision:
    options = [action.card for action in view.legal_actions if isinstance(action, Propose)]
    if len(options) == 1:
        card = options[0]
        reason = f"Show {the(card)}: you must show the highest card of your longest suit."
        return Decision(Propose(view.seat, card), reason)
    strength = {int(suit): expected_tricks(read_table(view, suit)) for suit in Suit}
    shown = showing_chances(view)
    worth = {card: proposal_value(view, card, shown, strength) for card in options}
    card = max(options, key=lambda c: (worth[c], -abs(c.rank - MIDDLE_RANK)))
    hood = sum(chance for (role, _), chance in outcomes(view, card, shown).items() if role == HOOD)
    plural = Suit(card >> 4).plural
    reason = (
        f"Show {the(card)}: the others will mostly show suits you are short in, "
        f"so {plural} give you the best chance ({hood:.0%}) of being the Hood, who scores most."
    )
    return Decision(Propose(view.seat, card), reason)


def showing_chances(view: SeatView) -> dict[tuple[int, int], float]:
    """The chance the other two show each pair of suits, each showing a suit about as often as it holds it.

    Their hands share the cards you lack, so a suit long in one is short in
    the other: their counts are those of a hand dealt from what is left.
    """
    missing = [SUIT_SIZE - len(in_suit(view.hand, suit)) for suit in Suit]
    pool = sum(missing)
    size = pool / 2
    shrink = (pool - size) / (pool - 1)
    mean = [size * m / pool for m in missing]
    chances = {}
    for first, second in itertools.product(range(4), repeat=2):
        if first == second:
            variance = size * (missing[first] / pool) * (1 - missing[first] / pool) * shrink
            both = missing[first] * mean[first] - variance - mean[first] ** 2
        else:
            covariance = -size * (missing[first] / pool) * (missing[second] / pool) * shrink
            both = mean[first] * missing[second] - covariance - mean[first] * mean[second]
        chances[(first, second)] = both / size**2
    return chances


def outcomes(view: SeatView, card: Card, shown: dict[tuple[int, int], float]) -> dict[tuple[str, int], float]:
    """The chances of each (your role, trump) if you show ``card``."""
    result: dict[tuple[str, int], float] = {}
    seat = view.seat
    others = [s for s in range(3) if s != seat]
    for (first, second), chance in shown.items():
        cards = [0, 0, 0]
        cards[seat], cards[others[0]], cards[others[1]] = card, first * 16 + MIDDLE_RANK, second * 16 + MIDDLE_RANK
        trump, hood = settle_proposals(cards)
        if hood is None:  # all one suit: the middle card is the Hood's
            middle = middle_chance(view, card)
            for role, part in ((HOOD, middle), (PARTNER, 1 - middle)):
                result[(role, trump)] = result.get((role, trump), 0.0) + chance * part
        else:
            role = HOOD if hood == seat else PARTNER
            result[(role, trump)] = result.get((role, trump), 0.0) + chance
    return result


def middle_chance(view: SeatView, card: Card) -> float:
    """The chance ``card`` is the middle one of three of its suit, the other two from the cards you lack."""
    suit = Suit(card >> 4)
    lacking = [rank for rank in range(SEVEN_RANK, 13) if make_card(rank, suit) not in view.hand]
    if not lacking:
        return 0.0
    below = sum(1 for rank in lacking if rank < card.rank) / len(lacking)
    return 2 * below * (1 - below)


def proposal_value(
    view: SeatView, card: Card, shown: dict[tuple[int, int], float], strength: dict[int, float]
) -> float:
    """What showing ``card`` is worth: mostly the chance of being the Hood, then the trumps it tends to bring."""
    return sum(
        chance * ((HOOD_WORTH if role == HOOD else 0.0) + strength[trump])
        for (role, trump), chance in outcomes(view, card, shown).items()
    )


def estimate(view: SeatView) -> Decision:
    """An honest estimate: a range around the tricks your cards look good for."""
    expected = expected_tricks(read_table(view))
    low = max(0, round(expected - ESTIMATE_MARGIN))
    high = min(view.rules.tricks_per_deal, round(expected + ESTIMATE_MARGIN))
    amount = tricks_words(low) if low == high else f"{low} to {tricks_words(high)}"
    partner = partner_name(view)
    reason = f"Tell {partner} you expect {amount}: that is what your cards look good for."
    return Decision(Estimate(view.seat, low, high), reason)


def lead_chance(table: Table, suit: Suit) -> float:
    """Roughly, your chance of taking a trick your partner opens in ``suit``."""
    hand = table.view.hand
    cards = in_suit(hand, suit)
    if cards:
        return max(win_chance(table, card) for card in cards)
    trumps = [card for card in hand if is_trump_card(table, card)]
    if trumps and suit != table.trump:  # void: you may trump it
        return 0.3 + 0.6 * max(win_chance(table, card) for card in trumps)
    return 0.0


def answer(view: SeatView) -> Decision:
    """Answer "any requests?": ask for your winning suit when you need a trick, else warn your partner off it."""
    table = read_table(view)
    plan = plan_for(table)
    chances = {suit: lead_chance(table, suit) for suit in Suit}
    suit = max(Suit, key=lambda s: chances[s])
    partner = partner_name(view)
    if chances[suit] >= REQUEST_CHANCE:
        if plan.preferred() == view.seat:
            reason = (
                f"Ask for a {suit.noun} lead: you need a trick to end level, and your {suit.plural} should win one."
            )
            return Decision(Answer(view.seat, "lead", suit), reason)
        reason = f"Ask {partner} not to lead a {suit.noun}: you would take that trick, and you need no more."
        return Decision(Answer(view.seat, "avoid", suit), reason)
    reason = f"Say you have no preference: no suit {partner} could lead would help you end level."
    return Decision(Answer(view.seat, "none"), reason)


def requested(view: SeatView) -> Answer | None:
    """Your partner's answer to the request you have just made, if any."""
    if view.asked and view.talk and isinstance(view.talk[-1], Answer):
        return view.talk[-1]
    return None


def request_bonus(view: SeatView, plan: Plan, card: Card) -> float:
    """A lead your partner asked for counts for it, one they warned you off against it."""
    reply = requested(view)
    if reply is None or reply.suit is None or card.suit != reply.suit:
        return 0.0
    sign = 1 if reply.kind == "lead" else -1
    return sign * REQUEST_WEIGHT * (plan.stake + 0.5)


def should_ask(view: SeatView, plan: Plan) -> bool:
    """Ask when someone else should take the trick you lead: your partner knows which suits they can win."""
    suits = {card.suit for card in view.hand if not card.is_joker}
    return len(suits) > 1 and plan.preferred() != view.seat


def level_rule(view: SeatView, plays: list[Card]) -> list[Card]:
    """A partner ahead of the other never takes a trick the other is winning."""
    partner = partner_of(view)
    if partner is None or view.tricks_won[view.seat] <= view.tricks_won[partner] or winning_so_far(view) != partner:
        return plays
    under = [card for card in plays if winner_with(view, card)[0] == partner]
    return under or plays


def play(view: SeatView) -> Decision:
    table = read_table(view)
    plan = plan_for(table)
    if Ask(view.seat) in view.legal_actions and should_ask(view, plan):
        partner = partner_name(view)
        reason = f"Ask {partner} which suit to lead: someone else should take this trick, and {partner} knows which."
        return Decision(Ask(view.seat), reason)
    plays = legal_cards(view)
    if len(plays) == 1:
        return Decision(Play(view.seat, plays[0]), "You have no other legal card.")
    willing = cooperation(view, plan)
    values = endgame_values(table, final_scores(view))
    if values is None:
        plays = level_rule(view, plays)
        values = {card: card_value(table, plan, card, willing) + request_bonus(view, plan, card) for card in plays}
    best = max(plays, key=lambda card: values[card])
    return Decision(Play(view.seat, best), play_reason(table, plan, best, likely_taker(table, best, willing)))


# --- reasons ---------------------------------------------------------------------------------


def play_reason(table: Table, plan: Plan, card: Card, taker: int) -> str:
    """What to play, then where the counts stand: two whole sentences."""
    view = table.view
    goal = goal_sentence(view, plan.target_after(card, taker))
    reply = requested(view)
    partner = partner_of(view)
    if reply is not None and reply.kind == "lead" and card.suit == reply.suit and partner is not None:
        return f"Lead {the(card)}, the suit {name_of(partner)} asked for. {goal}"
    if taker == view.seat:
        return f"Take this trick with {the(card)}. {goal}"
    if not view.current_trick:
        return f"Lead {the(card)} and let another player take this trick. {goal}"
    if taker == winning_so_far(view) == partner:
        return f"Play {the(card)} under {name_of(partner)}'s card. {goal}"
    return f"Play {the(card)} and let {name_of(taker)} take this trick. {goal}"


def goal_sentence(view: SeatView, target: int) -> str:
    """Where the counts stand and the final count you steer for, as a sentence."""
    won = view.tricks_won
    me, hood, partner = view.seat, fixed_hood(view), partner_of(view)
    if hood is None:
        return f"Everyone plays alone: you aim to end on {target}, hoping to tie with another player."
    if partner is not None:
        mine, theirs, name = won[me], won[partner], name_of(partner)
        if mine == theirs:
            return f"You and {name}, your partner, have {mine} each, and you both want to end on {target}."
        return f"You have {mine} and {name}, your partner, has {theirs}; you both want to end on {target}."
    a, b = [s for s in range(3) if s != me]
    if target % 2:
        return (
            f"The partners, {name_of(a)} and {name_of(b)}, have {won[a]} and {won[b]}: you want them to end "
            f"unequal, and you aim to end on {target}, an odd count."
        )
    return (
        f"The partners, {name_of(a)} and {name_of(b)}, have {won[a]} and {won[b]}: you want them to end "
        f"unequal, and you aim to end on {target}."
    )
