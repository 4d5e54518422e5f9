"""What a Hamlet proposal is worth, learned from deals the standard players played out.

A proposal settles two things, trump and the aim, and a hand's prospects under
each are what decide it.  The quick playouts (``rollout.py``) judge these
badly: over 60 positions, the proposal they chose was worth about 10 points
less than the best, by the values of deals played out to the end by standard
players (docs/strength.md, "Learning what a proposal is worth").  So the
expert values each settlement by a model fitted to deals played out that way:
one seat showed a card of a kind picked at random, the others the standard
player's card, and everyone then played the standard player's cards.  The
model is a sum of small regression trees (gradient boosting), one model for
each aim, over a few features of the hand under that trump and of what the
others showed; ``tools/hamlet_proposals.py`` fits it and writes
``hamlet_proposals.json`` beside this module.  Its values are the seat's
score against the others' average, as ``expert.utility`` counts them.  The
expert asks for them through Hamlet's kit (``available``, ``values``).  No Qt.
"""

from __future__ import annotations

import functools
import json
import logging
import random
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ...engine import Action, Propose, SeatView, Simulator
from ...engine.cards import JK
from .rules import shown_kind
from .strategy import settle

if TYPE_CHECKING:
    from ...ai.inference import ProposalModel

MODEL_FILE = Path(__file__).with_name("hamlet_proposals.json")
log = logging.getLogger("parlett_table")
LOW_RANK = 5  # the Seven: a suit's eight ranks are bits 5 to 12 of its sixteen

FEATURES = (
    "constant",
    *(f"trump {rank} held" for rank in "789TJQKA"),
    "trumps held",
    "trumps held, squared",
    "four trumps or more",
    "five trumps or more",
    *(f"plain suits with the {rank}" for rank in "789TJQKA"),
    "plain voids",
    "plain singletons",
    "plain doubletons",
    "plain suits of four or more",
    "Polonius held",
    "dealer",
    "first to lead",
    "showed a trump",
    "others who showed a trump",
    "showed a court card",
    "others who showed a court card",
)


def features(
    hand: int, trump: int, offset: int, showed_trump: bool, showed_court: bool, others_trump: int, others_court: int
) -> list[float]:
    """The features of ``hand`` (a card mask) once ``trump`` is settled, for the seat ``offset`` places after the
    dealer (0: the dealer, 1: the first to lead), by what it and the others showed."""
    suits = [hand >> (16 * suit + LOW_RANK) & 0xFF for suit in range(4)]
    trumps = suits[trump]
    plain = [suits[suit] for suit in range(4) if suit != trump]
    length = trumps.bit_count()
    lengths = [mask.bit_count() for mask in plain]
    return [
        1.0,
        *(float(trumps >> bit & 1) for bit in range(8)),
        float(length),
        float(length * length),
        float(length >= 4),
        float(length >= 5),
        *(float(sum(mask >> bit & 1 for mask in plain)) for bit in range(8)),
        float(lengths.count(0)),
        float(lengths.count(1)),
        float(lengths.count(2)),
        float(sum(size >= 4 for size in lengths)),
        float(hand >> JK & 1),
        float(offset == 0),
        float(offset == 1),
        float(showed_trump),
        float(others_trump),
        float(showed_court),
        float(others_court),
    ]


class Trees:
    """A fitted sum of regression trees: each tree's nodes as parallel lists (a leaf's feature is -1)."""

    def __init__(self, base: float, trees: Sequence[Sequence[Sequence[float]]]) -> None:
        self.base = base
        self.trees = [(list(map(int, f)), list(t), list(map(int, lo)), list(map(int, hi)), list(v))
                      for f, t, lo, hi, v in trees]  # fmt: skip

    def predict(self, x: Sequence[float]) -> float:
        total = self.base
        for feature, threshold, left, right, value in self.trees:
            node = 0
            while feature[node] >= 0:
                node = left[node] if x[feature[node]] <= threshold[node] else right[node]
            total += value[node]
        return total


@functools.cache
def models() -> dict[str, Trees] | None:
    """The fitted models by aim, read once; None (and one line in the log) if the file is missing or damaged,
    when the expert values proposals by quick playouts as it did before."""
    try:
        data = json.loads(MODEL_FILE.read_text(encoding="utf-8"))
        if data["features"] != list(FEATURES):
            raise ValueError("it was fitted to other features")
        return {aim: Trees(model["base"], model["trees"]) for aim, model in data["models"].items()}
    except (OSError, ValueError, KeyError, TypeError) as error:
        log.warning("Hamlet's proposal values could not be read from %s (%s): the expert plays them out", MODEL_FILE,
                    error)  # fmt: skip
        return None


def shown_features(hand: int, offset: int, seat: int, shown: Sequence[tuple[int, bool]], trump: int) -> list[float]:
    """``features`` for ``seat`` by the kinds of card every seat ``shown`` (``rules.shown_kind``), once
    ``trump`` is settled."""
    others = [s for s in range(len(shown)) if s != seat]
    return features(
        hand,
        trump,
        offset,
        shown[seat][0] == trump,
        shown[seat][1],
        sum(shown[s][0] == trump for s in others),
        sum(shown[s][1] for s in others),
    )


@functools.lru_cache(maxsize=4096)  # a decision asks a few dozen settlements, each hundreds of times
def settlement_value(hand: int, offset: int, seat: int, shown: tuple[tuple[int, bool], ...]) -> float:
    """What ``hand`` is worth to ``seat`` (``offset`` places after the dealer) once the kinds of card ``shown``
    by every seat have settled trump and the aim: its score against the others' average, by the learned model."""
    trump, aim = settle([suit for suit, _ in shown], [court for _, court in shown])
    fitted = models()
    assert fitted is not None  # asked only where they could be read
    return fitted[aim].predict(shown_features(hand, offset, seat, shown, trump))


def available() -> bool:
    """Whether the model could be read (if not, the expert values Hamlet's proposals by quick playouts)."""
    return models() is not None


def values(
    view: SeatView, world: Simulator, proposals: list[Action], guess: ProposalModel, rng: random.Random
) -> list[float]:
    """Each of ``proposals`` (the seat to move's) valued in ``world``: the others show what it holds face down for
    them, or what ``guess`` picks from their hands there."""
    core = world.core
    seat = view.seat
    shown = [shown_kind(core.proposals[s] if core.proposals[s] >= 0 else guess.choose(core, s, rng.random))
             if s != seat else (0, False) for s in range(view.players)]  # fmt: skip
    hand = core.dealt[seat]
    offset = (seat - view.dealer) % view.players
    row = []
    for proposal in proposals:
        assert isinstance(proposal, Propose)
        shown[seat] = shown_kind(proposal.card)
        row.append(settlement_value(hand, offset, seat, tuple(shown)))
    return row
