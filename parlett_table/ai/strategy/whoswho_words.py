"""Who's Who's words for the standard player's reasons: how the trick counts would stand for the soloist."""

from __future__ import annotations

from ...engine import SeatView
from ...engine.language import translate
from ...engine.whoswho import WhosWho
from ..base import name_of


def standing_sentence(view: SeatView, counts: tuple[int, ...], soloist: int) -> str:
    """How the counts stand for the soloist, as a sentence (the soloist is you, or named)."""
    you = soloist == view.seat
    one, other = (counts[seat] for seat in range(3) if seat != soloist)
    own = counts[soloist]
    assert isinstance(view.game, WhosWho)
    if own >= view.game.majority and you:
        words = translate("WhosWhoHints", "That gives you more than half the tricks.")
    elif own >= view.game.majority:
        words = translate("WhosWhoHints", "That gives {solo} more than half the tricks.")
    elif one == other:
        words = translate("WhosWhoHints", "That leaves the partners level.")
    elif min(one, other) < own < max(one, other) and you:
        words = translate("WhosWhoHints", "That puts your count between the partners'.")
    elif min(one, other) < own < max(one, other):
        words = translate("WhosWhoHints", "That puts {solo} between the partners.")
    elif own < min(one, other):
        words = translate("WhosWhoHints", "That leaves {solo}, the soloist, lowest, with the partners unequal.")
    elif own in (one, other):
        words = translate("WhosWhoHints", "That leaves {solo}, the soloist, level with a partner, and the partners "
                                          "unequal.")  # fmt: skip
    else:
        words = translate("WhosWhoHints", "That leaves {solo}, the soloist, highest without more than half the tricks, "
                                          "and the partners unequal.")  # fmt: skip
    return words.format(solo=name_of(soloist))
