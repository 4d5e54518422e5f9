"""Hamlet's words: its roles."""

from __future__ import annotations

from ...engine.language import QT_TRANSLATE_NOOP

HAMLET, COURTIER = "hamlet", "courtier"
ROLE_NAMES = {  # a role's id: its name as players read it (on name plates, score lines, statistics)
    HAMLET: QT_TRANSLATE_NOOP("Roles", "Hamlet"),
    COURTIER: QT_TRANSLATE_NOOP("Roles", "Courtier"),
}
ROLE_SENTENCES = {  # the sentence that tells the player their role
    HAMLET: QT_TRANSLATE_NOOP("Narration", "You are Hamlet."),
    COURTIER: QT_TRANSLATE_NOOP("Narration", "You are a courtier."),
}
