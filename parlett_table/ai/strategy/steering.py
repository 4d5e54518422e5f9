"""Steering a trick count, shared by the Hoodwink and Hamlet players.

What your cards let you take of the tricks left (``Outlook``), and what each
final count is worth to you as you steer for the best one (``Prospects``),
the others sharing the rest by what they announced or evenly.  What a count
is worth is remembered across decisions where the caller names everything
its scoring reads, as search replays the same counts thousands of times.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

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
