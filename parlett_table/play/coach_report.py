"""What the coach found in the player's last deal, as the table shows it: plain values, no Qt, no search, nothing
of the computer players (the window shows these without importing ``ai``).

The controller's coach (``coaching.py``) makes them from the worker's analysis (``ai/analysis.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ..engine import Action, Card
from ..engine.language import QT_TRANSLATE_NOOP

# The marks of a decision (``ai/marks.py``'s ``Mark`` values), from the best to the worst, as a player reads them
# (translated where shown, context "Marks"), and the short signs beside a decision, as chess players write them.
MARKS = ("best", "good", "inaccuracy", "mistake", "blunder")
ERRORS = ("inaccuracy", "mistake", "blunder")
MARK_WORDS = {
    "best": QT_TRANSLATE_NOOP("Marks", "best"),
    "good": QT_TRANSLATE_NOOP("Marks", "good"),
    "inaccuracy": QT_TRANSLATE_NOOP("Marks", "inaccuracy"),
    "mistake": QT_TRANSLATE_NOOP("Marks", "mistake"),
    "blunder": QT_TRANSLATE_NOOP("Marks", "blunder"),
}
MARK_SIGNS = {"best": "★", "good": "✓", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}
# The kinds of decision the points lost are added up by (``ai/marks.py``'s ``KINDS``).
KIND_WORDS = {
    "proposal": QT_TRANSLATE_NOOP("Marks", "proposals"),
    "give": QT_TRANSLATE_NOOP("Marks", "tricks given"),
    "play": QT_TRANSLATE_NOOP("Marks", "card play"),
}


@dataclass(frozen=True)
class CoachNote:
    """One costly decision: the position, what was played, what the search found better, and by how much."""

    action_index: int  # into the deal's actions
    tricks_left: int
    hand: tuple[Card, ...]  # the player's hand at that moment
    trick: tuple[Card, ...]  # the cards already in the trick (none for a lead or a proposal)
    trick_leader: int  # the seat that led it (each card after the lead is the next seat's)
    trump: int  # the trump suit then (-1: none), by which the table orders the hand
    chosen: Action
    better: Action  # the action the search found best
    cost: float  # expected points lost
    error: float  # its standard error
    reason: str  # why, in a sentence that does not repeat the cost: what the search saw (``ReviewedDecision.evidence``)
    hindsight: float | None = None  # how many more points ``better`` would have scored with every hand known
    principle: str = ""  # why ``better`` is the usual play, name slots and all (``ReviewedDecision.principle``); or ""
    effect: str = ""  # what ``better`` does at the table, with name slots (``ReviewedDecision.effect``); "" if nothing

    def effect_words(self, names: Sequence[str]) -> str:
        """What the better choice does at the table, every player called by name."""
        return _named(self.effect, names)

    def principle_words(self, names: Sequence[str]) -> str:
        """Why the better choice is the usual play, every player called by name."""
        return _named(self.principle, names)


def _named(words: str, names: Sequence[str]) -> str:
    """``words`` with each player's slot (``{player0}`` …) filled with their name."""
    return words.format_map({f"player{seat}": name for seat, name in enumerate(names)})


@dataclass(frozen=True)
class MarkedDecision:
    """One decision of the seat, marked: every legal choice then with its expected points, from the seat's view."""

    action_index: int  # into the deal's actions
    kind: str  # "proposal", "give" or "play"
    mark: str  # one of ``MARKS``
    chosen: Action
    expert: Action  # the expert's choice there
    cost: float  # expected points the choice gave up against the expert's
    error: float  # its standard error
    actions: tuple[Action, ...]  # the legal choices of that kind
    values: tuple[float, ...]  # each one's expected points for the seat (its score against the others' average)
    fine: tuple[bool, ...] = ()  # each one within the search's noise of the expert's (choosing it solves the position)

    @property
    def is_error(self) -> bool:
        return self.mark in ERRORS


@dataclass(frozen=True)
class ParNote:
    """What the expert would have scored in the player's seat on the same cards (``ai/par.py``, docs/coach.md)."""

    score: int  # the expert's score in the seat
    played: int  # the player's own score there
    diverged_trick: int | None  # the trick of the expert's first other choice (0: a proposal); None: none differed


@dataclass(frozen=True)
class CoachReport:
    """The coach's verdict on one deal: still looking, failed, or the costliest decisions (none: played well)."""

    deal_number: int  # which deal of the match (1 for the first)
    looking: bool = True
    failed: bool = False
    decisions: int = 0  # how many of the player's decisions were looked at
    notes: tuple[CoachNote, ...] = field(default_factory=tuple)
    marked: tuple[MarkedDecision, ...] = field(default_factory=tuple)  # every decision looked at, in play order
    accuracy: float | None = None  # 0 to 100 (docs/coach.md); None: no decision to make, or not looked at
    lost: tuple[tuple[str, float], ...] = ()  # clear points lost by kind of decision, in ``KIND_WORDS``' order
    par_looking: bool = False  # the expert is playing the deal again in the player's seat
    par: ParNote | None = None  # and what it scored there (None: not yet, not asked, or it failed)

    @property
    def played_well(self) -> bool:
        return not self.looking and not self.failed and not self.notes
