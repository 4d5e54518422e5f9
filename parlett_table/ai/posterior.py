"""Deals drawn by everything the other players did: a Markov chain over where the hidden cards lie.

``play_reading.py`` weighs deals drawn at random and keeps the likelier ones.
With many hidden cards nearly every such deal contradicts some of what the
others did, and the few it keeps are far from the truth.  Here the deals are
walked towards what was seen instead (Metropolis sampling): starting from a
deal that fits the view, two hidden cards held by different seats (or one
out of play) swap places, and the swap is kept with the chance the
likelihood ratio gives.  The likelihood of a seat's hand is the chance that
the standard player, dealt it, made every choice that seat made: its
proposal, by ``inference.ProposalModel``, and each card it played, the
standard player's card with chance ``1 - epsilon``, otherwise any legal
card.  The expert gives each seat a mixture of ways of playing instead
(``styles.py``: the standard player, a loose one, the beginner, at random),
so that a table of beginners or experts does not rule out the true deal.
A hand decides only its own seat's choices (the others' hands reach
a view only as sizes), so the likelihood is a product over seats, and a
swap is judged by replaying the two seats it touches.

The standard player's answers are remembered by position and hand, shared
with ``play_reading`` (a swap back, or the next decision, asks again).  A
replay stops as soon as the swap can no longer be kept.  No Qt.
"""

from __future__ import annotations

import random
import time
from collections.abc import Sequence

from ..engine import Core, Game, SeatView, Simulator
from ..engine.cards import iter_bits
from ..engine.inference import HiddenCards
from .inference import ProposalModel
from .play_reading import standard_card
from .sampling import sample_world
from .standard import card_policy_for
from .styles import play_chances, proposal_chances

# The walks' lengths, tuned on five-player Crescendo's deals 100-399 (docs/strength.md): 8 walks of 40 swaps
# and 10 between deals gave +0.13 ± 0.14 points a deal over weighing random deals, these +0.28 ± 0.15, and
# 16 or 32 walks, each twice as long again, no more.
CHAINS = 8  # walks, each from its own deal drawn at random
BURN_IN = 150  # swaps tried before a walk's first deal is taken
THINNING = 25  # swaps tried between two deals taken from one walk
IN_TURN = 10  # swaps a walk takes before the next one's turn, where the walks take their turns


class HandLikelihood:
    """How likely a seat's choices so far were, dealt a given hand: by the standard player with noise ``epsilon``
    or, given ``styles`` (each seat's weights of ``styles.STYLES``), by the mixture of those ways of playing."""

    def __init__(
        self,
        view: SeatView,
        epsilon: float,
        model: ProposalModel | None,
        styles: Sequence[Sequence[float]] | None = None,
    ) -> None:
        self.view = view
        self.game: Game = view.game
        self.epsilon = epsilon
        self.model = model
        only_standard = (1.0, 0.0, 0.0, 0.0)
        self.styles = [tuple(weights) for weights in styles] if styles else [only_standard] * view.players
        self.choose = card_policy_for(view.game_id)
        self.proposals = None if view.proposals is None else tuple(int(card) for card in view.proposals)
        # Every card played so far, in order, with the seat that played it and its position's key.
        self.plays: list[tuple[int, int, tuple[object, ...]]] = []
        played: list[int] = []
        for leader, cards in view.tricks_so_far:
            for at, card in enumerate(cards):
                seat = (leader + at) % view.players
                self.plays.append((seat, int(card), (view.game, view.dealer, self.proposals, seat, tuple(played))))
                played.append(int(card))
        self.remembered: dict[tuple[int, int], float] = {}  # (seat, hand as dealt) -> its likelihood
        self.deadline: float | None = None  # ``time.perf_counter`` past which a replay gives up (0, not remembered)
        self.fits: dict[tuple[int, int], tuple[float, ...]] = {}  # and each style's share of it

    def of(self, seat: int, world_dealt: list[int], undealt: int, floor: float = 0.0) -> float:
        """The likelihood of ``world_dealt[seat]``; below ``floor`` it may stop early with a bound above it."""
        key = (seat, world_dealt[seat])
        known = self.remembered.get(key)
        if known is not None:
            return known
        weights = self.styles[seat]
        products = list(weights)
        if self.model is not None and self.proposals is not None:
            chance = self.model.likelihood(self.game, self.view.dealer, seat, world_dealt, self.proposals[seat])
            options = self.model.options(self.game, seat, world_dealt)
            legal = options >> self.proposals[seat] & 1
            chances = proposal_chances(chance, options.bit_count())
            products = [w * c * legal for w, c in zip(products, chances, strict=True)]
        core = Core.start(self.game, world_dealt, self.view.dealer, undealt)
        if self.proposals is not None:
            for _ in self.proposals:
                core.propose(self.proposals[core.to_move])
        mixed = weights[1] or weights[2] or weights[3]
        for player, card, position in self.plays:
            if player == seat and sum(products) > 0.0:
                if sum(products) < floor:
                    return sum(products)  # a bound: the swap that asked will not be kept
                if self.deadline is not None and time.perf_counter() > self.deadline:
                    return 0.0  # out of time: the swap that asked is not kept (and nothing is remembered)
                legal = self.game.legal_play_mask(core, seat)
                options = legal.bit_count()
                if not legal >> card & 1:
                    products = [0.0] * len(products)
                elif options > 1:
                    chosen = standard_card(self.choose, core, position)
                    if mixed:
                        chances = play_chances(core, seat, card, legal, chosen, self.epsilon)
                        products = [p * c for p, c in zip(products, chances, strict=True)]
                    else:
                        products[0] *= self.epsilon / options + (1.0 - self.epsilon) * (chosen == card)
            core.play(card)
        likelihood = self.remembered[key] = sum(products)
        self.fits[key] = tuple(p / likelihood for p in products) if likelihood > 0 else tuple(weights)
        return likelihood

    def fit(self, seat: int, world: Simulator) -> tuple[float, ...] | None:
        """How each style fits ``seat``'s choices in ``world`` (shares summing to one), where its likelihood was
        worked out (None where a deadline cut it short)."""
        return self.fits.get((seat, world.core.dealt[seat]))


class Chain:
    """One walk over the hidden cards: the hands now and, at ``n``, the cards out of play."""

    def __init__(self, view: SeatView, hidden: HiddenCards, likelihood: HandLikelihood, rng: random.Random) -> None:
        self.view = view
        self.likelihood = likelihood
        self.rng = rng
        start = sample_world(view, rng, hidden)
        n = view.players
        self.played_by = [start.core.dealt[seat] & ~start.core.hands[seat] for seat in range(n)]
        self.holdings = [*start.core.hands, start.core.undealt]
        self.excluded = [*hidden.excluded, 0]
        self.excluded[view.seat] = -1  # nothing moves to the viewer's own hand
        self.movable = hidden.movable  # the cards that may move
        self.cards = list(iter_bits(self.movable))
        self.values = [self.seat_likelihood(seat) for seat in range(n)]
        self.steps = self.kept = 0
        self.last: Simulator | None = None  # the deal last taken, while the walk has not moved from it

    def dealt(self) -> list[int]:
        return [self.holdings[seat] | self.played_by[seat] for seat in range(self.view.players)]

    def holder(self, card: int) -> int:
        bit = 1 << card
        return next(at for at, mask in enumerate(self.holdings) if mask & bit)

    def seat_likelihood(self, seat: int, floor: float = 0.0) -> float:
        if seat == self.view.seat:
            return 1.0
        return self.likelihood.of(seat, self.dealt(), self.holdings[-1], floor)

    def step(self) -> None:
        """One proposed swap of two hidden cards between holders, kept by the Metropolis rule."""
        self.steps += 1
        if len(self.cards) < 2:
            return
        x, y = self.rng.sample(self.cards, 2)
        a, b = self.holder(x), self.holder(y)
        if a == b or self.excluded[b] >> x & 1 or self.excluded[a] >> y & 1:
            return
        bits = 1 << x | 1 << y
        before = self.holdings[a], self.holdings[b]
        self.holdings[a] ^= bits
        self.holdings[b] ^= bits
        n = self.view.players
        old = (self.values[a] if a < n else 1.0) * (self.values[b] if b < n else 1.0)
        bar = self.rng.random() * old  # the swap is kept if the new likelihood reaches this
        new_a = self.seat_likelihood(a, bar) if a < n else 1.0
        new_b = 1.0
        if b < n:
            new_b = self.seat_likelihood(b, bar / new_a) if new_a > 0.0 else 0.0
        if new_a * new_b > bar and new_a * new_b > 0.0:
            if a < n:
                self.values[a] = new_a
            if b < n:
                self.values[b] = new_b
            self.kept += 1
            self.last = None
            return
        self.holdings[a], self.holdings[b] = before

    def world(self) -> Simulator:
        """The deal where the walk stands (the same object as last time if it has not moved since)."""
        if self.last is None:
            n = self.view.players
            self.last = Simulator.from_view(self.view, self.holdings[:n], self.holdings[n], self.rng)
        return self.last


def posterior_worlds(
    view: SeatView,
    rng: random.Random,
    hidden: HiddenCards,
    count: int,
    epsilon: float,
    model: ProposalModel | None = None,
    deadline: float | None = None,
    chains: int | None = None,
    burn_in: int | None = None,
    thinning: int | None = None,
    in_turn: bool = False,
    likelihood: HandLikelihood | None = None,
) -> list[Simulator]:
    """``count`` deals, drawn by the chance the others' choices so far give them, from ``chains`` walks.

    At ``deadline`` (``time.perf_counter``), if any, the walks stop where they are: the deals still to take
    are taken from there (a walk that has not moved gives the same deal again, the same object, so that an
    exact search solves it once), and no walk is started after it.  With ``in_turn``, every walk starts at
    once and they take their swaps before the first deal in turn until half the time to ``deadline`` is
    gone: each gets as far as the others, and there is time left to take deals from them all.  Without a
    deadline the deals are the same either way.  ``likelihood``, if given, weighs the deals (the mixture of
    ways of playing, ``styles.py``) instead of the standard player with noise ``epsilon``.
    """
    chains = CHAINS if chains is None else chains
    burn_in = BURN_IN if burn_in is None else burn_in
    thinning = THINNING if thinning is None else thinning

    def walk_on(walk: Chain, steps: int, until: float | None = deadline) -> None:
        for _ in range(steps):
            if until is not None and time.perf_counter() > until:
                return
            walk.step()

    reading = HandLikelihood(view, epsilon, model) if likelihood is None else likelihood
    reading.deadline = deadline

    def start() -> Chain:
        return Chain(view, hidden, reading, random.Random(rng.getrandbits(64)))

    walks: list[Chain] = []
    if in_turn:
        # Every walk starts at once (past the deadline a start is cheap: its replays give up at once).
        walks = [start() for _ in range(chains)]
        now = time.perf_counter()
        halfway = None if deadline is None else now + max(deadline - now, 0.0) / 2
        for done in range(0, burn_in, IN_TURN):
            for walk in walks:
                walk_on(walk, min(IN_TURN, burn_in - done), halfway)
    while len(walks) < chains and (not walks or deadline is None or time.perf_counter() <= deadline):
        walks.append(start())
        walk_on(walks[-1], burn_in)
    worlds: list[Simulator] = []
    while len(worlds) < count:
        for walk in walks[: count - len(worlds)]:
            if len(worlds) >= len(walks):  # each walk's first deal is where its burn-in left it
                walk_on(walk, thinning)
            worlds.append(walk.world())
    return worlds
