"""A decision of a finished deal looked at with every hand known: the coach's hindsight.

As bridge players look at a hand "double dummy" once it is over, the expert's search is run on the one deal
that was really dealt: each action tried from the position, the rest played out (exactly in the last tricks,
where the expert counts every card) with every hand face up.  It answers a different question from the
coach's costs, which use only what the player knew then: not which choice was wiser, but how each would have
fared in the cards as they lay.

Only a deal that is over is looked at so, when the player has seen every hand in Review anyway.  No computer
player uses this module: their decisions depend only on what their seat may know (``tests/test_ai.py`` checks
that every level decides the same whatever the hidden cards).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from ..engine import Action, Deal, SeatView, Simulator
from ..engine.inference import HiddenCards
from .evidence import mean_and_error
from .expert import ExpertPlayer
from .inference import ProposalModel


class Hindsight(ExpertPlayer):
    """The expert's search with the true deal as its only world (solved once where it counts exactly)."""

    def __init__(self, truth: Deal, sims: int, time_limit: float | None = None) -> None:
        super().__init__(sims=sims, time_limit=time_limit)
        self.truth = truth
        self.learned_proposals = False  # the true deal played out: the learned values read none of its cards

    def worlds(
        self,
        view: SeatView,
        rng: random.Random,
        hidden: HiddenCards,
        count: int,
        model: ProposalModel | None,
        deadline: float | None = None,
    ) -> Iterable[Simulator]:
        world = self.truth.simulator()  # the same object each time: searched with fresh luck, solved once
        return (world for _ in range(count))


def hindsight_values(
    position: Deal, seat: int, actions: Sequence[Action], sims: int, rng: random.Random, time_limit: float | None
) -> tuple[float, ...]:
    """Each of ``actions``' expected points for ``seat`` (the expert's utility) from ``position``, the deal as
    it really lay at that moment, every hand known."""
    rows, weights = Hindsight(position, sims, time_limit).search(position.view(seat), list(actions), rng)
    return tuple(mean_and_error([row[i] for row in rows], weights)[0] for i in range(len(actions)))


def hindsight_at(
    deal: Deal, seat: int, action_index: int, sims: int, seed: int | str, time_limit: float | None = None
) -> tuple[float, ...]:
    """The points of each choice ``seat`` had at ``deal``'s action ``action_index`` (its legal actions of that
    action's kind, in the order the analysis lists them), with every hand known: the deal replayed to that moment."""
    position = Deal.from_hands(deal.game, [deal.dealt_hand(s) for s in range(deal.players)], deal.dealer, deal.undealt)
    for action in deal.actions[:action_index]:
        position, _ = position.apply(action)
    chosen = deal.actions[action_index]
    if chosen.seat != seat:
        raise ValueError(f"action {action_index} is not seat {seat}'s")
    actions = [action for action in position.view(seat).legal_actions if isinstance(action, type(chosen))]
    rng = random.Random(f"hindsight/{seed}/{action_index}")  # as the analysis looks at a costly decision
    return hindsight_values(position, seat, actions, sims, rng, time_limit)
