"""Hamlet's prompt line (``ai/prompts.py``): the card to show, and the aim once the cards shown settle it."""

from __future__ import annotations

from collections.abc import Sequence

from ...ai.prompts import follow, tricks_you_have
from ...engine import Phase, SeatView
from ...engine.language import translate


def prompt(view: SeatView, names: Sequence[str]) -> str:
    """The card to show, or the card to play and what the aim asks of the counts."""
    if view.phase is Phase.PROPOSE:
        return translate(
            "Coach",
            "Choose a suit card to show (not Polonius, the joker); all three are shown together. A suit shown "
            "more than once becomes trump, and a King, Queen or Jack among them makes the aim to be Hamlet: "
            "the player who ends with the middle count.",
        )
    first = follow(view)
    have = tricks_you_have(view.tricks_won[view.seat])
    if view.aim == "be":
        return translate(
            "Coach",
            "{first} The aim is to be Hamlet: whoever ends with the middle count (or the count nobody else "
            "has) scores ten times over. {have}",
        ).format(first=first, have=have)
    return translate(
        "Coach",
        "{first} The aim is not to be Hamlet: whoever ends with the middle count (or the count nobody else "
        "has) scores least, and the other two score ten times over. {have}",
    ).format(first=first, have=have)
