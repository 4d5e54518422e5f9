"""The expert: determinized Monte Carlo search over deals consistent with its view.

For each decision it samples worlds (hidden hands the seat cannot tell from
the real ones), tries every candidate action in each world, and plays the rest
of the deal out quickly (``rollout.py``), or, with few tricks left, solves the
rest of each world exactly (``endgame.py``); a game's proposals it may value in
each world by a model learned from deals played out (the game's
``proposal_values``, Hamlet's).  The same worlds and the same luck serve every
candidate, so the comparison is fair.  The rule-based player's
choice stands unless the search shows, beyond its own noise, that another
action scores more: search corrects the rules where it can see further.  The budget is a
number of simulations, so a seed gives the same decision on any machine; a
wall-clock cap can stop early at the table.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Hashable, Iterable, Sequence
from dataclasses import dataclass
from functools import partial

from ..engine import Action, Answer, Ask, Estimate, Give, Phase, Play, Propose, SeatView, Simulator
from ..engine.cards import describe_card
from ..engine.inference import HiddenCards, hidden_cards
from ..engine.language import decimal, translate
from ..engine.words import action_words
from .base import Decision, name_of
from .card_effects import effect_words, play_effect
from .endgame import Endgame, OutOfTime, TooBig
from .equivalence import same_play
from .evidence import Compared, Searched, compare, deal_key, position_rng, threshold
from .evidence import mean_and_error as mean_and_error  # where its readers look for it
from .game_parts import found, part, tuning
from .inference import ProposalModel, model_for, resample
from .knowledge import tricks_left
from .play_reading import reading_for
from .posterior import HandLikelihood, posterior_worlds
from .rollout import playout
from .sampling import sample_world
from .standard import StandardPlayer
from .styles import StyleMemory

DEFAULT_SIMS = 600
CONFIDENCE = 1.5  # standard errors by which search must beat the rule-based choice to overrule it
ENDGAME_COST = 15  # simulations one exact solve of a world counts for
# A solve with more than four tricks left costs several times as much: it counts double, so that
# the search stays within the table's time cap (half the worlds, each counted exactly).
DEEP_ENDGAME_COST = 30
ENDGAME_LIMIT = 20_000  # positions one solve may visit before that world is played out instead
TALK = (Estimate, Answer)
READING_SHARE = 0.4  # of a time limit, at most this much for drawing the candidate deals inference weighs
# Each game's tuning (its kit's ``tuning`` part, ``ai/tuning.py``) says, measured: from how many tricks left the
# search may overrule the rules and each world is solved exactly, whether the deals are drawn by a walk towards
# everything the others did (``posterior.py``) and how long the walks are, and whether its proposals are valued by
# a learned model (``proposal_values``) rather than by quick playouts.


def utility(points: Sequence[int], seat: int) -> float:
    """What a seat plays for: its own score against the others' average (the match goes to the highest total)."""
    others = (sum(points) - points[seat]) / (len(points) - 1)
    return points[seat] - others


def overrule(searched: Searched, prior: int) -> int:
    """The action the search picks: ``prior`` (the rule-based choice) unless another beats it beyond the noise.

    Gains over the prior are compared deal by deal (``evidence.compare``: a deal drawn twice is one observation),
    and the search is trusted only where it is sure: a mean gain above ``CONFIDENCE`` standard errors, raised for
    picking the best of the plays tried and for few distinct deals (``evidence.threshold``).
    """
    best, best_gain = prior, 0.0
    comparisons = max(1, searched.choices() - 1)
    for i in range(len(searched.rows[0]) if searched.rows else 0):
        found = searched.compare(i, prior)
        if found.mean > best_gain and beyond_noise(found, CONFIDENCE, comparisons):
            best, best_gain = i, found.mean
    return best


def beyond_noise(found: Compared, base: float, comparisons: int) -> bool:
    """Whether a mean gain is above zero by more than the noise (certain where the error is none)."""
    if found.mean <= 0:
        return False
    return found.error == 0 or found.mean > threshold(base, comparisons, found.deals) * found.error


@dataclass(frozen=True)
class Thought:
    """How the expert decides among ``actions``: the rule-based advice (at ``prior``), the search (None where the
    rules decide alone) and the action it picks (``pick``)."""

    actions: list[Action]
    advice: Decision
    prior: int
    searched: Searched | None
    pick: int


def product(weighs: Sequence[Callable[[Simulator], float]]) -> Callable[[Simulator], float]:
    """One weight from several: their product (the readings are taken as independent)."""
    if len(weighs) == 1:
        return weighs[0]
    return lambda world: math.prod(weigh(world) for weigh in weighs)


def endgame_tricks(view: SeatView) -> int:
    """Tricks left from which this game is solved exactly in each world."""
    return tuning(view.game_id).endgame(view.players)


def search_horizon(view: SeatView) -> int:
    """Tricks left from which the search may overrule the rules in this game (all of them if its tuning sets none)."""
    horizon = tuning(view.game_id).horizon(view.players)
    return tricks_left(view) if horizon is None else horizon


class ExpertPlayer:
    level = "expert"

    def __init__(
        self, sims: int = DEFAULT_SIMS, time_limit: float | None = None, quick: bool = True, inference: bool = True
    ) -> None:
        self.sims = sims
        self.time_limit = time_limit
        self.standard = StandardPlayer()
        self.quick = quick
        self.inference = inference  # read the others' proposals (``inference.py``) where it was measured to help
        self.models: dict[str, ProposalModel | None] = {}  # by game id
        self.learned_proposals = True  # value proposals by the game's learned model where its tuning says so
        # Read each other seat as a mixture of ways of playing (``styles.py``), its weights kept across the match
        # (this object lives for the match in tournaments; the table's worker makes one per decision).
        self.mixture = True
        self.memory = StyleMemory()

    def decide(self, view: SeatView, rng: random.Random) -> Decision:
        """The expert's action and why.  Its luck comes from the position (``evidence.position_rng``), not from
        ``rng``: the coach, looking at the same position again, searches the same worlds and names this card."""
        started = time.perf_counter()  # the cap counts from here: the rules' advice is part of the decision
        actions = list(view.legal_actions)
        if not actions:
            raise ValueError(f"seat {view.seat} has nothing to decide")
        if any(isinstance(action, TALK) for action in actions):  # words, not cards: the rule-based partner speaks
            return self.standard.decide(view, position_rng(view, "talk"))
        if any(isinstance(action, Ask) for action in actions):
            advice = self.standard.decide(view, position_rng(view, "ask"))
            if isinstance(advice.action, Ask):
                return advice
            actions = [action for action in actions if not isinstance(action, Ask)]
        if len(actions) == 1:
            return Decision(actions[0], translate("Expert", "It is your only choice."))
        thought = self.think(view, actions, started=started)
        if thought.searched is None or thought.pick == thought.prior:
            return Decision(actions[thought.prior], thought.advice.reason)
        found = thought.searched.compare(thought.pick, thought.prior)
        return Decision(actions[thought.pick], *self.reason(view, actions[thought.pick], actions[thought.prior], found))

    def think(
        self, view: SeatView, actions: list[Action], search_anyway: bool = False, started: float | None = None
    ) -> Thought:
        """The rule-based advice and, within the search's horizon (or ``search_anyway``), the search over
        ``actions`` and the action the expert picks: the advice unless the search overrules it.  A time limit
        counts from ``started`` (``time.perf_counter``; now if not given)."""
        started = time.perf_counter() if started is None else started
        advice = self.standard.decide(view, position_rng(view, "advice"))
        prior = actions.index(advice.action) if advice.action in actions else 0
        searches = tricks_left(view) <= search_horizon(view)
        searched = None
        if searches or search_anyway:
            searched = self.searched(view, actions, position_rng(view, "search"), started)
        pick = overrule(searched, prior) if searches and searched is not None else prior
        return Thought(actions, advice, prior, searched, pick)

    def evaluate(self, view: SeatView, actions: list[Action], rng: random.Random) -> list[list[float]]:
        """For each sampled world, each action's utility (a world drawn twice and solved once appears twice)."""
        rows, weights = self.search(view, actions, rng)
        return [row for row, weight in zip(rows, weights, strict=True) for _ in range(round(weight))]

    def search(
        self, view: SeatView, actions: list[Action], rng: random.Random
    ) -> tuple[list[list[float]], list[float]]:
        """For each world searched, each action's utility, and how many of the worlds drawn it stands for."""
        found = self.searched(view, actions, rng)
        return found.rows, found.weights

    def searched(
        self, view: SeatView, actions: list[Action], rng: random.Random, started: float | None = None
    ) -> Searched:
        """For each world searched, each action's utility, how many of the worlds drawn it stands for, and its deal.

        Simulations are split evenly among actions, of which those that lead to the same play are tried once
        (``equivalence.py``: touching cards, proposals the game reads alike) and share their values.  Inference
        may draw one world several times: played out, each draw is a row of its own (its own luck) but the same
        deal (``evidence.deal_key``); solved exactly, it is solved once.  Where the hidden cards lie only one way,
        each row is an observation of its own (only the luck differs).
        """
        columns = same_play(view, actions)  # each action's column: the first action that plays the same
        tried = sorted(set(columns))
        value_at = {index: k for k, index in enumerate(tried)}
        spread = [value_at[column] for column in columns]  # each action -> its place among those tried
        exact = self.solves_exactly(view)
        learned = self.learns_proposals(view)
        cost = (DEEP_ENDGAME_COST if tricks_left(view) > 4 else ENDGAME_COST) if exact else len(tried)
        worlds = max(2, self.sims // ((tuning(view.game_id).learned_proposals or cost) if learned else cost))
        start = time.perf_counter() if started is None else started
        deadline = None if self.time_limit is None else start + self.time_limit
        # Reading the proposals may take this share of the time; the search has the rest.
        reading = None if self.time_limit is None else start + READING_SHARE * self.time_limit
        hidden = hidden_cards(view)
        known = hidden.lie_one_way
        model = self.model(view)
        drawn = self.worlds(view, rng, hidden, worlds, model, reading)
        if learned:
            searched = self.learned_search(view, [actions[i] for i in tried], spread, drawn, model, rng, deadline)
            keys: list[Hashable] = list(range(len(searched[0]))) if known else searched[2]
            return Searched(searched[0], searched[1], keys, known)
        propose = model.choose if model else None  # the others' proposals in playouts, by the model
        finish = partial(playout, propose=propose) if self.quick else Simulator.random_playout
        return self.play_worlds(view, actions, tried, spread, drawn, exact, finish, rng, deadline)

    def play_worlds(
        self,
        view: SeatView,
        actions: list[Action],
        tried: list[int],
        spread: list[int],
        drawn: Iterable[Simulator],
        exact: bool,
        finish: Callable[[Simulator, random.Random], list[int]],
        rng: random.Random,
        deadline: float | None,
    ) -> Searched:
        """``searched`` over ``drawn`` by quick playouts or, with ``exact``, by solving each world exactly."""
        known = hidden_cards(view).lie_one_way
        seat = view.seat
        rows: list[list[float]] = []
        weights: list[float] = []
        keys: list[Hashable] = []
        solved: dict[int, tuple[Simulator, int]] = {}  # id of a world solved exactly -> (it, kept alive; its row)
        for world in drawn:
            luck = rng.getrandbits(32)  # every candidate meets the same luck in this world
            row = None
            if exact and id(world) in solved:
                weights[solved[id(world)][1]] += 1
                continue
            # Once two worlds are in, the clock is watched within a world too: one cut short is left out.  Before,
            # a solve the clock cuts short is played out instead, as one too big to solve.
            late = deadline if len(rows) >= 2 else None
            if exact:
                try:
                    # a copy: a search cut short by TooBig leaves its world part-played
                    search = Endgame(world.game, utility, ENDGAME_LIMIT, deadline=deadline)
                    values = search.action_values(world.copy(), [actions[index] for index in tried])
                    row = [values[k][seat] for k in spread]
                    solved[id(world)] = (world, len(rows))
                except TooBig:
                    pass
                except OutOfTime:
                    if late is not None:
                        break
            if row is None:
                found = []
                for index in tried:
                    if late is not None and time.perf_counter() > late:
                        break
                    sim = world.copy()
                    sim.apply(actions[index])
                    found.append(utility(finish(sim, random.Random(luck)), seat))
                if len(found) < len(tried):
                    break
                row = [found[k] for k in spread]
            rows.append(row)
            weights.append(1.0)
            keys.append(len(keys) if known else deal_key(world))
            if deadline is not None and len(rows) >= 2 and time.perf_counter() > deadline:
                break
        return Searched(rows, weights, keys, known)

    def learns_proposals(self, view: SeatView) -> bool:
        """Whether this decision's proposals are valued by the learned model rather than by playouts."""
        learns = self.learned_proposals and view.phase == Phase.PROPOSE
        return learns and tuning(view.game_id).learned_proposals is not None and learned_values(view) is not None

    def learned_search(
        self,
        view: SeatView,
        proposals: list[Action],
        spread: list[int],
        worlds: Iterable[Simulator],
        model: ProposalModel | None,
        rng: random.Random,
        deadline: float | None,
    ) -> tuple[list[list[float]], list[float], list[Hashable]]:
        """``search`` at the proposals by the learned values: each of ``proposals`` (the different plays) valued
        in each world, and given to every action alike (``spread``); with each world's deal."""
        guess = model or ProposalModel(1.0)  # the others' proposals, at random without a model
        rows: list[list[float]] = []
        keys: list[Hashable] = []
        for world in worlds:
            keys.append(deal_key(world))
            row = self.learned_row(view, world, proposals, guess, rng)
            rows.append([row[k] for k in spread])
            if deadline is not None and len(rows) >= 2 and time.perf_counter() > deadline:
                break
        return rows, [1.0] * len(rows), keys

    @staticmethod
    def learned_row(
        view: SeatView, world: Simulator, proposals: list[Action], guess: ProposalModel, rng: random.Random
    ) -> list[float]:
        """Each proposal's learned value in ``world``, by the game's model (its ``proposal_values`` part)."""
        values = learned_values(view)
        assert values is not None  # asked only where the model could be read
        return values(view, world, proposals, guess, rng)

    def model(self, view: SeatView) -> ProposalModel | None:
        """How this expert reads the others' proposals in this game, or None (inference off)."""
        if not self.inference:
            return None
        if view.game_id not in self.models:
            self.models[view.game_id] = model_for(view)
        return self.models[view.game_id]

    def worlds(
        self,
        view: SeatView,
        rng: random.Random,
        hidden: HiddenCards,
        count: int,
        model: ProposalModel | None,
        deadline: float | None = None,
    ) -> Iterable[Simulator]:
        """The deals to search: sampled to fit the view and, with inference, drawn by what the others did: in
        the games whose tuning sets a ``posterior``, by a walk towards all they did (``posterior.py``); elsewhere
        weighed by the proposals seen and by the cards the others played (``play_reading.py``)."""
        walk = tuning(view.game_id).posterior if self.inference and view.tricks_so_far and hidden.unseen else None
        if getattr(view.game, "talks", False):
            walk = None  # a replay has no partner talk, which the standard player's card reads
        weighs: list[Callable[[Simulator], float]] = []
        if walk is None:  # a walk reads the proposals and the play itself
            if model is not None and view.proposals is not None:
                weighs.append(partial(model.weight, view))
            reading = reading_for(view) if self.inference else None
            if reading is not None:
                weighs.append(reading.weight)
        if weighs or walk is not None:
            # Candidates come from a generator of their own, seeded without moving ``rng``: where the
            # weights say nothing (every candidate as likely), the search is exactly the one without.
            fork = random.Random()
            fork.setstate(rng.getstate())
            own = random.Random(fork.getrandbits(64))
            if walk is not None:
                return self.walked(view, own, hidden, count, walk, model, deadline)
            drawn = resample(own, lambda: self.world(view, own, hidden), count, product(weighs), deadline)
            if drawn is not None:
                return drawn
        return (self.world(view, rng, hidden, model) for _ in range(count))

    def walked(
        self,
        view: SeatView,
        rng: random.Random,
        hidden: HiddenCards,
        count: int,
        epsilon: float,
        model: ProposalModel | None,
        deadline: float | None,
    ) -> list[Simulator]:
        """The deals drawn by a walk towards all the others did (``posterior.py``), each seat read as the mixture
        of ways of playing its weights in this match give (``styles.py``); what the deals drawn say of each
        seat's style is kept for the next deal."""
        deal = (view.game_id, view.dealer, own_dealt(view))
        styles = [self.memory.prior(deal, seat) for seat in range(view.players)] if self.mixture else None
        likelihood = HandLikelihood(view, epsilon, model, styles)
        lengths = tuning(view.game_id).walk_lengths
        if lengths is None:
            worlds = posterior_worlds(view, rng, hidden, count, epsilon, model, deadline, likelihood=likelihood)
        else:
            worlds = posterior_worlds(
                view, rng, hidden, count, epsilon, model, deadline, *lengths, in_turn=True, likelihood=likelihood
            )
        if styles is not None and worlds:
            for seat in range(view.players):
                fits = [fit for world in worlds if (fit := likelihood.fit(seat, world)) is not None]
                if seat != view.seat and fits:
                    self.memory.note(deal, seat, [sum(column) / len(fits) for column in zip(*fits, strict=True)])
        return worlds

    def world(
        self, view: SeatView, rng: random.Random, hidden: HiddenCards, model: ProposalModel | None = None
    ) -> Simulator:
        """One deal to search: hidden hands sampled to fit everything ``view`` shows."""
        return self.guess_face_down(view, sample_world(view, rng, hidden), rng, model)

    @staticmethod
    def guess_face_down(
        view: SeatView, world: Simulator, rng: random.Random, model: ProposalModel | None
    ) -> Simulator:
        """``world`` with the proposals made face down guessed by ``model`` (without one, as the world was drawn:
        at random)."""
        if model is not None and view.phase == Phase.PROPOSE:
            model.guess_face_down(view, world, rng)
        return world

    @staticmethod
    def solves_exactly(view: SeatView) -> bool:
        """Whether this decision is near enough the end to count each world out to the last card."""
        return view.phase in (Phase.PLAY, Phase.GIVE) and tricks_left(view) <= endgame_tricks(view)

    @staticmethod
    def reason(
        view: SeatView, chosen: Action, usual: Action, found: Compared | Sequence[float]
    ) -> tuple[str, str]:
        """What ``chosen`` does at the table and, after it, how much better the search found it than ``usual`` (the
        rule-based choice); then, apart, how that was worked out (the statistics, for a player who asks): the
        counts are of distinct deals (or, where the cards lie one way, of playouts).  ``found`` may be plain gains,
        each from a deal of its own."""
        if not isinstance(found, Compared):
            found = compare(found, [1.0] * len(found), list(range(len(found))))
        if found.mean >= 0.05:
            number = translate(
                "Expert", "Searched over the ways the unseen cards could lie, it scores about {mean} points more than "
                          "the usual play here.",
            ).format(mean=decimal(found.mean))  # fmt: skip
        else:
            number = translate("Expert", "Searched over the ways the unseen cards could lie, it scores a little more "
                                         "than the usual play here.")  # fmt: skip
        if hidden_cards(view).lie_one_way:  # every sampled world is the same deal: only the playouts differ
            words = translate(
                "Expert",
                "Where every card lies is known: played out {ways} times from here, it came out ahead of the usual "
                "play ({usual}) in {better} and behind in {worse}.",
            )
        else:
            words = translate(
                "Expert",
                "Tried in {ways} ways the unseen cards could lie, given what you have seen, it came out ahead of the "
                "usual play ({usual}) in {better} and behind in {worse}.",
            )
        usual_words = action_words(usual, name_of)
        detail = words.format(ways=found.deals, better=found.ahead, worse=found.behind, usual=usual_words)
        return f"{choice_words(view, chosen)} {number}", detail


def own_dealt(view: SeatView) -> int:
    """The seat's hand as dealt, as a mask: its hand now and the cards it played."""
    mask = 0
    for card in view.hand:
        mask |= 1 << card
    for leader, cards in view.tricks_so_far:
        for at, card in enumerate(cards):
            if (leader + at) % view.players == view.seat:
                mask |= 1 << card
    return mask


def choice_words(view: SeatView, chosen: Action) -> str:
    """The choice and what it does at the table, as a sentence: ``Play the Nine of spades: it wins the trick for
    now.``"""
    if isinstance(chosen, Give):
        if chosen.to == view.seat:
            return translate("Expert", "Keep this trick.")
        return translate("Expert", "Give this trick to {to}.").format(to=name_of(chosen.to))
    if isinstance(chosen, Propose):
        return translate("Expert", "Show the {card}.").format(card=describe_card(chosen.card))
    if isinstance(chosen, Play):
        return effect_words(play_effect(view, chosen.card))
    return translate("Expert", "Do this rather than what the usual rules suggest.")


# (view, world, the proposals to value, the model of the others' proposals, rng) -> each proposal's value
ProposalValues = Callable[[SeatView, Simulator, list[Action], ProposalModel, random.Random], list[float]]


def learned_values(view: SeatView) -> ProposalValues | None:
    """The game's learned values of its proposals (its ``proposal_values`` part: ``available``, ``values``), where
    it has them and they could be read (if not, its proposals are played out)."""
    module = found(view.game_id, "proposal_values", lambda: part(view.game_id, "proposal_values"))
    if module is None or not module.available():
        return None
    values: ProposalValues = module.values
    return values
