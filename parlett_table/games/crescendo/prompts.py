"""Crescendo's prompt line (``ai/prompts.py``): the card to play, a snap where there is one, and what the tricks
are worth."""

from __future__ import annotations

from collections.abc import Sequence

from ...ai.prompts import Claim, follow
from ...engine import SeatView
from ...engine.language import translate


def points(value: int) -> str:
    """A trick's worth in words."""
    if value == 0:
        return translate("Coach", "nothing")
    return translate("Coach", "1 point") if value == 1 else translate("Coach", "{value} points").format(value=value)


def prompt(view: SeatView, names: Sequence[str]) -> str:
    """What the seat to move may play, and what this trick and the later ones are worth."""
    values: Sequence[int] = view.game.trick_values  # type: ignore[attr-defined]
    number = len(view.tricks)
    worth = values[number]
    later = max(values[number:])
    first = follow(view)
    now = translate(
        "Coach",
        "Trick {number} of {count} is worth {worth}.",
    ).format(number=number + 1, count=len(values), worth=points(worth))
    if later > worth:
        return translate(
            "Coach",
            "{first} {now} A trick worth {later} is still to come.",
        ).format(first=first, now=now, later=points(later))
    return translate("Coach", "{first} {now} No later trick is worth more.").format(first=first, now=now)


def claims(view: SeatView, first: Claim) -> tuple[Claim, ...]:
    """A snap, where the player cannot follow and holds a card of the rank led."""
    led = view.current_trick[0] if view.current_trick else None
    if led is not None and first.kind == "void":
        snaps = [card for card in view.hand if card.rank == led.rank]
        if snaps:
            return (Claim("snap", card=snaps[0]),)
    return ()
