"""From the coach's report to positions to solve again: the player's clear mistakes of a deal (``kept.practice``),
and one decision of a deal as a position for Try again.  No Qt, no search: the report holds the values.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Deal, deal_to_record
from ..kept.practice import PRACTISED_MARKS, PracticePosition
from .coach_report import CoachNote, CoachReport, MarkedDecision


def position_of(
    marked: MarkedDecision, deal: Deal, seat: int, names: Sequence[str], note: CoachNote | None, when: float
) -> PracticePosition:
    """``marked``, a decision of ``seat`` in ``deal``, as a position to solve again; ``note`` the coach's note on it,
    if it made one (its reason is kept)."""
    return PracticePosition(
        record=deal_to_record(deal),
        action_index=marked.action_index,
        seat=seat,
        game=deal.game.name,
        kind=marked.kind,
        mark=marked.mark,
        chosen=marked.chosen,
        expert=marked.expert,
        actions=marked.actions,
        values=marked.values,
        fine=marked.fine or tuple(action == marked.expert for action in marked.actions),
        names=tuple(names),
        reason=reason_of(note, names) if note is not None else "",
        added=when,
    )


def reason_of(note: CoachNote, names: Sequence[str]) -> str:
    """Why the expert's choice is better, as the coach said it: what it does at the table and the usual play's
    reason where it has them, else what the search saw."""
    said = [words for words in (note.effect_words(names), note.principle_words(names)) if words]
    return " ".join(said) if said else note.reason


def mistakes_of(report: CoachReport, deal: Deal, seat: int, names: Sequence[str], when: float
                ) -> list[PracticePosition]:  # fmt: skip
    """The player's clear mistakes and blunders in ``deal`` (``PRACTISED_MARKS``), to practise later."""
    if report.looking or report.failed:
        return []
    notes = {note.action_index: note for note in report.notes}
    return [position_of(marked, deal, seat, names, notes.get(marked.action_index), when)
            for marked in report.marked if marked.mark in PRACTISED_MARKS and marked.action_index < len(deal.actions)]
