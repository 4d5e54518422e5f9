"""Who's Who's words: its roles, and how the trick counts would stand for the soloist (the standard player's
reasons)."""

from __future__ import annotations

from ...engine.language import QT_TRANSLATE_NOOP, translate

PARTNER, SOLOIST = "partner", "soloist"

ROLE_NAMES = {  # a role's id: its name as players read it (on name plates, score lines, statistics)
    PARTNER: QT_TRANSLATE_NOOP("Roles", "Partner"),
    SOLOIST: QT_TRANSLATE_NOOP("Roles", "Soloist"),
}
ROLE_SENTENCES = {  # the sentence that tells the player their role
    PARTNER: QT_TRANSLATE_NOOP("Narration", "You are a partner."),
    SOLOIST: QT_TRANSLATE_NOOP("Narration", "You are the soloist."),
}


def standing_sentence(seat: int, majority: int, counts: tuple[int, ...], soloist: int, solo: str) -> str:
    """How the counts stand for the soloist, as a sentence said to ``seat`` (the soloist is you, or ``solo``, its
    name); ``majority`` is more than half the tricks."""
    you = soloist == seat
    one, other = (counts[s] for s in range(3) if s != soloist)
    own = counts[soloist]
    if own >= majority and you:
        words = translate("WhosWhoHints", "That gives you more than half the tricks.")
    elif own >= majority:
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
    return words.format(solo=solo)
