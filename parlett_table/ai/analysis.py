"""A finished deal looked at again: the expert's evaluation of each decision one seat made.

For every decision of the seat, the deal is replayed to that moment and the
seat's own view there (what it knew then, never hindsight) is searched by the
expert's own thinking (``ExpertPlayer.think``): the same worlds, with the same
luck, as the expert searches at the table, for its generator comes from the
position (``evidence.position_rng``).  The result per decision: each action's
expected points for the seat (the expert's utility: its score against the
others' average), the card the expert plays (credited as the better one), the
cost of the chosen one against it with its standard error over the distinct
deals searched, and a sentence saying why; where the search's highest value is
another card, the sentence says so and why the expert plays its own.

A cost is worth showing only when it is clear of the search's noise
(``is_clear``): at least ``MIN_COST`` points, more than ``NOISE`` standard
errors (raised, as ``evidence.threshold`` does, where the expert's card was
picked from several by the search), and the chosen action not the expert's
own (the coach never argues with the expert).  Deterministic unless a time
limit cuts searches short.

A decision worth showing is also looked at in hindsight (``hindsight.py``):
each action's points in the deal as it really lay, every hand known.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from ..engine import Action, Card, Deal, Give, Phase, Play, Propose, SeatView
from ..engine.inference import hidden_cards
from ..engine.language import decimal, translate
from ..engine.words import action_words
from .base import fill_names, name_of
from .card_effects import coach_effect_words, play_effect
from .evidence import mean_and_error, threshold
from .expert import ExpertPlayer
from .hindsight import hindsight_values
from .knowledge import tricks_left
from .marks import MarkedCost, kind_of

MIN_COST = 1.0  # points: a smaller loss is not worth a player's attention
NOISE = 2.0  # standard errors by which a cost must stand clear of the search's noise
CHOICES = (Play, Propose, Give)  # decisions about cards and tricks; partner talk is words, not looked at


@dataclass(frozen=True)
class ReviewedDecision:
    """One decision of the seat, looked at again from its own view at that moment."""

    action_index: int  # into the deal's actions
    actions: tuple[Action, ...]  # the legal choices then
    values: tuple[float, ...]  # each action's expected points for the seat, in the order of ``actions``
    chosen: Action
    best: Action  # the card credited: what the expert plays here (``ExpertPlayer.think``, the same search)
    expert: Action  # the same: what the expert plays (kept by this name for its readers)
    cost: float  # value(best) - value(chosen), never below 0
    error: float  # the standard error of ``cost`` (paired over the same distinct deals)
    worlds: int  # how many distinct deals consistent with the view were searched (playouts, where known)
    ahead: int  # in how many of them the expert's card scored more than the chosen one
    behind: int  # and in how many less
    known: bool  # whether the hidden cards could lie only one way (then only the playouts' luck differed)
    hand: tuple[Card, ...]  # the seat's hand at that moment
    trick: tuple[Card, ...]  # the cards already in the trick
    leader: int  # the seat that led that trick (or leads the next)
    trump: int  # the trump suit then (-1: none yet, or none in this deal)
    tricks_left: int
    hindsight: tuple[float, ...] | None = None  # each action's points with every hand known (if looked at so)
    # Why ``best`` is the usual play, in the standard player's words (name slots as in ``reason``), when it is the
    # standard player's choice; else "" (the search found it, and the evidence is all there is to say).
    principle: str = ""
    # What ``best`` does at the table (the card-play reason, name slots as in ``reason``), or "" (nothing to say).
    effect: str = ""
    search_best: Action | None = None  # the search's highest value, where it may differ from the expert's card
    usual: Action | None = None  # the standard player's choice (the expert's prior)
    threshold: float = NOISE  # standard errors the cost must exceed (raised for a card picked from several)
    # Each action (in the order of ``actions``) within the noise of the expert's: not clearly worse (``is_clear``).
    # A player practising the position has solved it on choosing any of these.
    fine: tuple[bool, ...] = ()

    @property
    def clear(self) -> bool:
        return is_clear(self.cost, self.error, self.chosen == self.expert, self.threshold)

    @property
    def marked(self) -> MarkedCost:
        """What the marks and the accuracy need of it (``marks.py``)."""
        return MarkedCost(kind_of(self.chosen), self.cost, self.clear, self.chosen == self.expert)

    @property
    def hindsight_cost(self) -> float | None:
        """How many more points ``best`` than ``chosen`` would have scored in the cards as they lay (below 0:
        fewer), or None if not looked at in hindsight."""
        if self.hindsight is None:
            return None
        return self.hindsight[self.actions.index(self.best)] - self.hindsight[self.actions.index(self.chosen)]

    @property
    def reason(self) -> str:
        """Why, in a sentence; other players are named by slots (``base.name_of``) that ``words`` fills."""
        return cost_reason(self)

    def words(self, names: Sequence[str]) -> str:
        """The reason as the player reads it, every other player called by name."""
        return fill_names(self.reason, names)

    @property
    def evidence(self) -> str:
        """What the search saw, for the table, where the sentence before it has already given the cost: in how
        many of the distinct deals searched the expert's card did better and worse; and, where the search's
        highest value is another card, that it is and why the expert plays its own."""
        words = evidence_words(self.worlds, self.ahead, self.behind, self.known)
        return f"{words} {self.preference}" if self.preference else words

    @property
    def preference(self) -> str:
        """Where the search's highest value is not the expert's card: which it is, and why the expert plays its
        own ("" where they agree)."""
        return preference_words(self)


def is_clear(cost: float, error: float, chosen_is_experts: bool, noise: float = NOISE) -> bool:
    """Whether a cost is worth showing: large enough, beyond ``noise`` standard errors (certain where the error is
    none), and not the expert's own choice."""
    if chosen_is_experts or cost < MIN_COST:
        return False
    return error == 0 or cost > noise * error


def action_key(action: Action) -> str:
    """An action as a short key: the card's code (``9S``), or ``give 2`` for a trick given to seat 2."""
    if isinstance(action, (Play, Propose)):
        return str(action.card)
    if isinstance(action, Give):
        return f"give {action.to}"
    return str(action)


def decision_points(deal: Deal, seat: int) -> list[tuple[int, SeatView, Action]]:
    """Each choice ``seat`` made in ``deal``, as (index into its actions, the seat's view then, the action)."""
    return [(index, view, action) for index, _, view, action in decisions(deal, seat)]


def decisions(deal: Deal, seat: int) -> list[tuple[int, Deal, SeatView, Action]]:
    """Each choice ``seat`` made in ``deal``, as (index into its actions, the deal as it stood then, the seat's
    view then, the action): one replay of the deal."""
    game = deal.game
    replay = Deal.from_hands(game, [deal.dealt_hand(s) for s in range(game.players)], deal.dealer, deal.undealt)
    out: list[tuple[int, Deal, SeatView, Action]] = []
    for index, action in enumerate(deal.actions):
        if action.seat == seat and isinstance(action, CHOICES):
            view = replay.view(seat)
            if sum(1 for a in view.legal_actions if isinstance(a, type(action))) > 1:
                out.append((index, replay, view, action))
        replay, _ = replay.apply(action)
    return out


def analysis_rng(seed: int | str, index: int) -> random.Random:
    """The random generator that looks at the decision at ``index`` again: its own, so any order gives the same."""
    return random.Random(f"analyse/{seed}/{index}")


def look_again(
    view: SeatView, chosen: Action, index: int, sims: int, seed: int | str, time_limit: float | None = None
) -> ReviewedDecision:
    """The expert's evaluation of every action of ``view`` (of the kind of ``chosen``) and the cost of ``chosen``.

    The expert's own thinking (``ExpertPlayer.think``: the same worlds and luck, from the position itself, as at
    the table): its card is the one credited, and the cost is what ``chosen`` gives up against it, paired over
    distinct deals.  ``index`` and ``seed`` no longer change the search (they name the decision)."""
    actions = [action for action in view.legal_actions if isinstance(action, type(chosen))]
    thought = ExpertPlayer(sims=sims, time_limit=time_limit).think(view, actions, search_anyway=True)
    searched, pick = thought.searched, thought.pick
    assert searched is not None  # asked to search anyway
    values = [mean_and_error([row[i] for row in searched.rows], searched.weights)[0] for i in range(len(actions))]
    at = actions.index(chosen)
    top = max(range(len(actions)), key=lambda i: (values[i], i == pick, i == at))  # a tie goes to the expert's card
    found = searched.compare(pick, at)
    # A card the search picked (overruling the rules) was the best of several: the flag asks as much more of it.
    comparisons = max(1, searched.choices() - 1) if pick != thought.prior else 1
    noise = threshold(NOISE, comparisons, found.deals)
    fine = [i == pick or not is_clear(values[pick] - values[i], searched.compare(pick, i).error, False, noise)
            for i in range(len(actions))]  # fmt: skip
    return ReviewedDecision(
        action_index=index,
        actions=tuple(actions),
        values=tuple(values),
        chosen=chosen,
        best=actions[pick],
        expert=actions[pick],
        cost=max(0.0, values[pick] - values[at]),
        error=found.error,
        worlds=found.deals,
        ahead=found.ahead,
        behind=found.behind,
        known=hidden_cards(view).lie_one_way,
        hand=view.hand,
        trick=view.current_trick if view.phase in (Phase.PLAY, Phase.GIVE) else (),
        leader=view.leader,
        trump=-1 if view.trump is None else int(view.trump),
        tricks_left=tricks_left(view),
        principle=thought.advice.reason if actions[pick] == thought.advice.action else "",
        effect=_effect(view, actions[pick]),
        search_best=actions[top],
        usual=actions[thought.prior],
        threshold=noise,
        fine=tuple(fine),
    )


def _effect(view: SeatView, action: Action) -> str:
    """What a card the expert would have played does at the table, for the coach ("" for other decisions)."""
    return coach_effect_words(play_effect(view, action.card)) if isinstance(action, Play) else ""


def analyse_deal(
    deal: Deal,
    seat: int,
    sims: int,
    seed: int | str = 0,
    time_limit: float | None = None,
    stop: Callable[[], bool] = lambda: False,
) -> list[ReviewedDecision]:
    """Every decision ``seat`` made in ``deal``, looked at again; ``time_limit`` caps each search, in seconds.

    ``stop`` is asked between decisions: when it says so, the decisions looked at so far are returned.  A
    decision worth showing is looked at in hindsight too, every hand known (``ReviewedDecision.hindsight``).
    """
    out = []
    for index, position, view, action in decisions(deal, seat):
        if stop():
            break
        looked = look_again(view, action, index, sims, seed, time_limit)
        if looked.clear:
            rng = random.Random(f"hindsight/{seed}/{index}")
            values = hindsight_values(position, seat, looked.actions, sims, rng, time_limit)
            looked = replace(looked, hindsight=values)
        out.append(looked)
    return out


def costliest(looked: Sequence[ReviewedDecision], count: int = 3) -> list[ReviewedDecision]:
    """The costliest decisions clear of the noise, costliest first (none: the deal was played well)."""
    clear = [item for item in looked if item.clear]
    return sorted(clear, key=lambda item: (-item.cost, item.action_index))[:count]


# --- words --------------------------------------------------------------------------------


def evidence_words(worlds: int, ahead: int, behind: int, known: bool) -> str:
    """In how many of the ``worlds`` searched the better action did better (``ahead``) and worse (``behind``);
    ``known``: every hidden card's place was known, and the worlds differ only in how the rest was played."""
    if known:
        words = translate(
            "Coach",
            "Where every card lay was known then: in %n playouts of the rest, the expert's choice did better in "
            "{ahead} and worse in {behind}.",
            None,
            worlds,
        )
        return words.format(ahead=ahead, behind=behind)
    words = translate(
        "Coach",
        "Of %n ways the unseen cards could lie, given what you had seen, the expert's choice did better in "
        "{ahead} and worse in {behind}.",
        None,
        worlds,
    )
    return words.format(ahead=ahead, behind=behind)


def preference_words(item: ReviewedDecision) -> str:
    """Where the search's highest value is not the expert's card: "The search prefers X; the expert plays Y,
    because ..."; else ""."""
    if item.search_best is None or item.search_best == item.best:
        return ""
    if item.best == item.usual:
        words = translate(
            "Coach",
            "The search prefers {search}; the expert plays {expert}, because the search's lead is too small to tell "
            "from its noise, and then the usual play stands.",
        )
    else:
        words = translate(
            "Coach",
            "The search prefers {search}; the expert plays {expert}, because only that beat the usual play by more "
            "than the search's noise.",
        )
    return words.format(search=action_words(item.search_best, name_of), expert=action_words(item.best, name_of))


def cost_reason(item: ReviewedDecision) -> str:
    """One sentence on a decision: what would have scored more and by about how much, or that it was sound."""
    if item.best == item.chosen or item.cost < 0.05:
        if item.preference:  # the search liked another card, which the expert does not play
            return item.preference
        return translate("Coach", "Nothing the search tried scored more than your choice.")
    better = translate("Coach", "{better} rather than {chosen}")
    better = better.format(better=action_words(item.best, name_of), chosen=action_words(item.chosen, name_of))
    better = better[0].upper() + better[1:]
    cost, error = decimal(item.cost), decimal(item.error)
    if not item.clear:
        words = translate(
            "Coach",
            "{better} looked about {cost} ± {error} points better, too little to tell from the search's noise.",
        )
        return words.format(better=better, cost=cost, error=error)
    if item.known:
        words = translate(
            "Coach",
            "{better} scores about {cost} ± {error} points more on average: where every card lay was known then, "
            "and in {worlds} playouts of the rest it did better in {ahead} and worse in {behind}.",
        )
    else:
        words = translate(
            "Coach",
            "{better} scores about {cost} ± {error} points more on average: of {worlds} ways the unseen cards could "
            "lie, given what you had seen, it did better in {ahead} and worse in {behind}.",
        )
    found = words.format(
        better=better, cost=cost, error=error, worlds=item.worlds, ahead=item.ahead, behind=item.behind
    )
    return f"{found} {item.preference}" if item.preference else found
