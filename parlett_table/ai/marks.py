"""Every decision of a deal marked, and the deal's accuracy: the coach's verdict in figures (docs/coach.md).

A decision looked at again (``analysis.ReviewedDecision``) is marked by what it gave up against the expert's
choice, in the game's own points, with the game's own scale (``MarkScale``: a blunder is a blunder on Hamlet's
hundred-point scale and on Crescendo's small one):

- **best**: the expert's own choice (the coach never argues with the expert);
- **good**: any other choice whose cost is not clear of the search's noise (``ReviewedDecision.clear``) or is
  smaller than the scale's inaccuracy;
- **inaccuracy**, **mistake**, **blunder**: a clear cost of at least the scale's value for each.

A deal's accuracy is the mean over the seat's decisions of ``100 · exp(-cost / scale.mistake)``, with only clear
costs counted (a cost within the noise is no cost): 100 for a deal played as the expert would, about 37 for a deal
of mistakes.  The points lost are the clear costs added up, by kind of decision.

The words for the marks are the window's (``play/coach_report.py``): the computer players only count.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from ..engine import Action, Give, Play, Propose


class Mark(str, Enum):
    """How good a decision was, from the best to the worst."""

    BEST = "best"
    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"
    BLUNDER = "blunder"

    @property
    def is_error(self) -> bool:
        return self in (Mark.INACCURACY, Mark.MISTAKE, Mark.BLUNDER)


# The kinds of decision the points lost are added up by.
KINDS = ("proposal", "give", "play")


@dataclass(frozen=True)
class MarkScale:
    """The least clear cost, in the game's points, of an inaccuracy, a mistake and a blunder."""

    inaccuracy: float = 1.0
    mistake: float = 2.5
    blunder: float = 5.0

    def mark(self, cost: float, clear: bool, experts: bool) -> Mark:
        """The mark of a decision that gave up ``cost`` points against the expert's choice (``experts``: it was
        that choice); ``clear``: the cost stands clear of the search's noise."""
        if experts:
            return Mark.BEST
        if not clear or cost < self.inaccuracy:
            return Mark.GOOD
        if cost < self.mistake:
            return Mark.INACCURACY
        return Mark.MISTAKE if cost < self.blunder else Mark.BLUNDER

    def accuracy_of(self, cost: float) -> float:
        """One decision's accuracy, 0 to 100, from its clear cost (0 where it was within the noise)."""
        return 100.0 * math.exp(-max(0.0, cost) / self.mistake)


def kind_of(action: Action) -> str:
    """The kind of decision an action is (one of ``KINDS``)."""
    if isinstance(action, Propose):
        return "proposal"
    if isinstance(action, Give):
        return "give"
    assert isinstance(action, Play), action
    return "play"


@dataclass(frozen=True)
class MarkedCost:
    """What the marks and the accuracy need of one decision (``analysis.ReviewedDecision`` has it all)."""

    kind: str  # one of ``KINDS``
    cost: float  # what the choice gave up against the expert's, in points
    clear: bool  # whether the cost stands clear of the search's noise
    experts: bool  # whether the choice was the expert's own

    def mark(self, scale: MarkScale) -> Mark:
        return scale.mark(self.cost, self.clear, self.experts)

    @property
    def counted(self) -> float:
        """The cost as the accuracy and the points lost count it: none unless clear."""
        return self.cost if self.clear and not self.experts else 0.0


def accuracy(decisions: Sequence[MarkedCost], scale: MarkScale) -> float | None:
    """The deal's accuracy, 0 to 100, or None for a deal without a decision to make."""
    if not decisions:
        return None
    return sum(scale.accuracy_of(item.counted) for item in decisions) / len(decisions)


def points_lost(decisions: Sequence[MarkedCost]) -> dict[str, float]:
    """The clear costs added up by kind of decision (every kind present, 0 where none was lost)."""
    lost = dict.fromkeys(KINDS, 0.0)
    for item in decisions:
        lost[item.kind] += item.counted
    return lost
