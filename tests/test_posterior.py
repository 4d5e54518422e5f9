"""Deals drawn by everything the others did (ai/posterior.py): a hand's likelihood is the chance the standard
player, dealt it, made that seat's choices; the walk over the hidden cards draws each deal as often as its
likelihood says, and never a deal the view rules out."""

from __future__ import annotations

import itertools
import math
import random
import time
from collections import Counter

import pytest
from support import arrange, play

from parlett_table.ai import expert
from parlett_table.ai.expert import ExpertPlayer
from parlett_table.ai.game_parts import tuning
from parlett_table.ai.inference import ProposalModel
from parlett_table.ai.knowledge import tricks_left
from parlett_table.ai.posterior import Chain, HandLikelihood, posterior_worlds
from parlett_table.ai.standard import StandardPlayer
from parlett_table.engine import Card, Deal, Phase, create_game
from parlett_table.engine.cards import iter_bits, mask_of
from parlett_table.engine.inference import hidden_cards

EPSILON = 0.1


def mask(text: str) -> int:
    return mask_of([Card.parse(code) for code in text.split()])


def standard_deal_until(game_id: str, players: int, seed: int, left: int, seat: int = 0) -> Deal:
    """A deal of standard players, stopped where ``seat`` is to play with ``left`` tricks left."""
    deal = Deal.start(create_game(game_id, players), seed)
    standard, rng = StandardPlayer(), random.Random(seed)
    while True:
        view = deal.view(deal.to_move or 0)
        if view.phase == Phase.PLAY and tricks_left(view) == left and view.seat == seat:
            return deal
        deal, _ = deal.apply(standard.decide(view, rng).action)


def test_a_card_the_standard_player_would_not_have_given_makes_the_hand_epsilon_over_its_options() -> None:
    # Seat 0 leads the King of clubs and seat 1 gives the Nine under it: the standard Crescendo player gives its
    # lowest losing club, so a seat 1 that still held the Seven would have given the Seven.
    deal = play(arrange("crescendo", {0: "KC", 1: "9C AH", 2: "8C"}, dealer=2, fill_seed=5), "KC", "9C")
    view = deal.view(2)
    likelihood = HandLikelihood(view, EPSILON, None)
    dealt = list(deal.simulator().core.dealt)
    clubs_before = bin(dealt[1] & mask("AC QC JC TC 9C 7C 6C")).count("1")
    assert not dealt[1] & mask("7C 6C")  # the true hand: no lower club, so the Nine was the standard card
    assert likelihood.of(1, dealt, 0) == pytest.approx(1 - EPSILON + EPSILON / clubs_before)
    # The same hand with the Seven of clubs for one of its cards that is not a club.
    swapped = next(iter_bits(dealt[1] & ~mask("AC KC QC JC TC 9C 8C 7C 6C")))
    lying = dealt[:]
    lying[1] = dealt[1] & ~(1 << swapped) | 1 << Card.parse("7C")
    assert likelihood.of(1, lying, 0) == pytest.approx(EPSILON / (clubs_before + 1))


def test_a_hamlet_hand_is_weighed_by_its_proposal_and_then_by_its_cards() -> None:
    deal = Deal.start(create_game("hamlet"), 7)
    standard, rng = StandardPlayer(), random.Random(7)
    while deal.view(0).phase == Phase.PROPOSE:
        deal, _ = deal.apply(standard.decide(deal.view(deal.to_move or 0), rng).action)
    view = deal.view(0)
    model = ProposalModel(0.3)
    likelihood = HandLikelihood(view, EPSILON, model)
    dealt = list(deal.simulator().core.dealt)
    for seat in (1, 2):  # nothing played yet: the proposal alone
        shown = int(view.proposals[seat])  # type: ignore[index]
        assert likelihood.of(seat, dealt, 0) == model.likelihood(view.game, view.dealer, seat, dealt, shown)


@pytest.mark.parametrize(
    ("game_id", "players", "left"), [("crescendo", 3, 4), ("crescendo", 4, 4), ("crescendo", 5, 3), ("hamlet", 3, 5)]
)
def test_the_true_hands_are_as_likely_as_hands_can_be(game_id: str, players: int, left: int) -> None:
    """Where every other seat played the standard player's cards, its true hand made each choice for sure: the
    likelihood is 1 - epsilon + epsilon / options at each choice (times the proposal's chance)."""
    for seed in range(3):
        deal = standard_deal_until(game_id, players, seed, left)
        view = deal.view(0)
        model = ProposalModel(0.3) if view.proposals is not None else None
        likelihood = HandLikelihood(view, EPSILON, model)
        truth = deal.simulator().core
        best = [1.0] * players
        if model is not None:
            for seat in range(1, players):
                shown = int(view.proposals[seat])  # type: ignore[index]
                best[seat] = model.likelihood(view.game, view.dealer, seat, truth.dealt, shown)
        replay = Deal.start(view.game, seed)  # the same deal again, counting each seat's options
        standard, rng = StandardPlayer(), random.Random(seed)
        while len(replay.actions) < len(deal.actions):
            mover = replay.view(replay.to_move or 0)
            if mover.phase == Phase.PLAY and len(mover.legal_actions) > 1:
                best[mover.seat] *= 1 - EPSILON + EPSILON / len(mover.legal_actions)
            replay, _ = replay.apply(standard.decide(mover, rng).action)
        for seat in range(1, players):
            assert likelihood.of(seat, list(truth.dealt), truth.undealt) == pytest.approx(best[seat])


def exact_marginals(chain: Chain) -> dict[tuple[int, int], float]:
    """Every deal the walk may reach, weighed by its likelihood: the chance each card lies with each holder."""
    holders = [at for at, mask_ in enumerate(chain.holdings) if mask_ & chain.movable]
    sizes = [(chain.holdings[at] & chain.movable).bit_count() for at in holders]
    cards = chain.cards
    totals: Counter[tuple[int, int]] = Counter()
    n = chain.view.players
    whole = 0.0

    def deal_out(left: list[int], at: int, chosen: list[int]) -> None:
        nonlocal whole
        if at == len(holders):
            holdings = chain.holdings[:]
            for holder, mask_ in zip(holders, chosen, strict=True):
                holdings[holder] = holdings[holder] & ~chain.movable | mask_
            if any(holdings[holder] & chain.excluded[holder] for holder in holders):
                return
            dealt = [holdings[seat] | chain.played_by[seat] for seat in range(n)]
            weight = math.prod(
                chain.likelihood.of(seat, dealt, holdings[n]) for seat in holders if seat not in (n, chain.view.seat)
            )
            whole += weight
            for holder, mask_ in zip(holders, chosen, strict=True):
                for card in iter_bits(mask_):
                    totals[card, holder] += weight
            return
        for group in itertools.combinations(left, sizes[at]):
            rest = [card for card in left if card not in group]
            deal_out(rest, at + 1, [*chosen, sum(1 << card for card in group)])

    deal_out(cards, 0, [])
    return {key: value / whole for key, value in totals.items()}


def test_the_walk_draws_each_deal_as_often_as_its_likelihood() -> None:
    """Four-player Crescendo with three tricks left: nine hidden cards in three hands, every deal counted out
    exactly; the walk's share of steps with each card in each hand comes out the same.  (A milder epsilon than
    the expert's, so that a walk of this length moves between the likelier deals.)"""
    deal = standard_deal_until("crescendo", 4, 2, 3)
    view = deal.view(0)
    chain = Chain(view, hidden_cards(view), HandLikelihood(view, 0.5, None), random.Random(3))
    exact = exact_marginals(chain)
    seen: Counter[tuple[int, int]] = Counter()
    steps = 30_000
    for _ in range(steps):
        chain.step()
        for card in chain.cards:
            seen[card, chain.holder(card)] += 1
    assert 0.05 < chain.kept / chain.steps < 0.95
    worst = max(abs(seen[key] / steps - chance) for key, chance in exact.items())
    assert worst < 0.05, worst
    assert max(exact.values()) > 0.5 and min(exact.values()) < 0.2  # the likelihood does tell the hands apart


@pytest.mark.parametrize(("game_id", "players", "left"), [("crescendo", 5, 3), ("crescendo", 4, 5),
                                                           ("hamlet", 3, 6)])
def test_every_deal_drawn_fits_the_view(game_id: str, players: int, left: int) -> None:
    deal = standard_deal_until(game_id, players, 11, left)
    view = deal.view(0)
    hidden = hidden_cards(view)
    model = ProposalModel(0.3) if view.proposals is not None else None
    worlds = posterior_worlds(view, random.Random(5), hidden, 12, EPSILON, model, chains=4, burn_in=20)
    assert len(worlds) == 12
    for world in worlds:
        core = world.core
        assert core.hands[0] == mask_of(view.hand)
        for seat in range(1, players):
            assert core.hands[seat].bit_count() == view.hand_sizes[seat]
            assert not core.hands[seat] & hidden.excluded[seat]
            assert core.hands[seat] & hidden.known[seat] == hidden.known[seat]
        assert core.undealt.bit_count() == view.undealt_count
        assert world.game.pack_mask == sum(core.hands) | core.undealt | core.played


def test_the_same_seed_draws_the_same_deals() -> None:
    deal = standard_deal_until("crescendo", 5, 4, 3)
    view = deal.view(0)
    hidden = hidden_cards(view)
    first, second = (posterior_worlds(view, random.Random(9), hidden, 10, EPSILON) for _ in range(2))
    assert [world.core.hands for world in first] == [world.core.hands for world in second]


def test_past_the_deadline_one_walk_gives_every_deal_as_one_object() -> None:
    """At the table the walk stops at its share of the time cap: the deals are taken where the walks stand, and
    a walk that has not moved gives the same object again, which the exact search solves once."""
    deal = standard_deal_until("crescendo", 5, 4, 3)
    view = deal.view(0)
    worlds = posterior_worlds(view, random.Random(9), hidden_cards(view), 10, EPSILON, deadline=time.perf_counter())
    assert len(worlds) == 10 and len({id(world) for world in worlds}) == 1


def test_walks_taking_turns_draw_the_same_deals_when_time_is_no_object() -> None:
    deal = standard_deal_until("hamlet", 3, 4, 6)
    view = deal.view(0)
    hidden, model = hidden_cards(view), ProposalModel(0.3)
    apart, in_turn = (posterior_worlds(view, random.Random(9), hidden, 12, EPSILON, model, None, 4, 25, 5, in_turn=by)
                      for by in (False, True))  # fmt: skip
    assert [world.core.hands for world in apart] == [world.core.hands for world in in_turn]


def test_past_the_deadline_walks_taking_turns_have_all_started() -> None:
    """Walks one after the other may leave all but the first unstarted at the deadline; walks taking turns
    are all started, so the deals come from every one of them (each standing still: one object each)."""
    deal = standard_deal_until("hamlet", 3, 4, 6)
    view = deal.view(0)
    worlds = posterior_worlds(view, random.Random(9), hidden_cards(view), 10, EPSILON, ProposalModel(0.3),
                              time.perf_counter(), 4, 300, 30, in_turn=True)  # fmt: skip
    assert len(worlds) == 10 and len({id(world) for world in worlds}) == 4


def test_at_the_table_every_deal_hamlets_expert_searches_comes_from_its_walks() -> None:
    """Hamlet's walks take their turns within the reading time; every deal fits the view, and a hurried walk
    still gives several."""
    assert tuning("hamlet").walk_lengths is not None
    deal = standard_deal_until("hamlet", 3, 2, 8)
    view = deal.view(0)
    hidden = hidden_cards(view)
    player = ExpertPlayer(time_limit=0.25)
    model = player.model(view)
    worlds = list(player.worlds(view, random.Random(3), hidden, 60, model, deadline=time.perf_counter() + 0.05))
    assert len(worlds) == 60
    assert len({id(world) for world in worlds}) >= 4  # at least each walk's deal
    for world in worlds:
        assert world.core.hands[0] == mask_of(view.hand)
        for seat in (1, 2):
            assert not world.core.hands[seat] & hidden.excluded[seat]
            assert world.core.hands[seat] & hidden.known[seat] == hidden.known[seat]
    unhurried = list(ExpertPlayer().worlds(view, random.Random(3), hidden, 60, model))
    assert len(unhurried) == 60 and len({id(world) for world in unhurried}) > 20  # every walk, moving on


@pytest.mark.parametrize("talk", [False, True])
def test_hoodwink_walks_unless_partners_talk(talk: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """A replay of the play has no partner talk in it, and the standard player's card reads the talk: with
    talk on, the expert weighs deals by the proposals alone instead of walking."""
    walked: list[int] = []

    def counted(*args: object, **named: object) -> list[object]:
        walked.append(1)
        return posterior_worlds(*args, **named)  # type: ignore[arg-type]

    monkeypatch.setattr(expert, "posterior_worlds", counted)
    game = create_game("hoodwink", 3, {"partner_talk": talk})
    deal, standard, rng = Deal.start(game, 4), StandardPlayer(), random.Random(4)
    while not (deal.phase == Phase.PLAY and deal.tricks and deal.to_move == 0):
        deal, _ = deal.apply(standard.decide(deal.view(deal.to_move or 0), rng).action)
    view = deal.view(0)
    player = ExpertPlayer()
    worlds = list(player.worlds(view, random.Random(1), hidden_cards(view), 20, player.model(view)))
    assert len(worlds) == 20
    assert walked == ([] if talk else [1])
