"""Per-game words at the table, taken from the engine rather than listed here: the roles and the joker's name.

A role's name comes from the engine (``words.role_name``: "hood" is the Hood, "courtier" a
Courtier); the joker's name comes from ``Game.joker_name`` ("A joker", or
Hamlet's "Polonius"), so a new game brings its own.
"""

from __future__ import annotations

from ...engine import Game
from ...engine.language import QT_TRANSLATE_NOOP, translate
from ...engine.words import role_name

# The joker inside a sentence, by the game's name for it (translated where used).
_JOKER_WORDS = {"A joker": QT_TRANSLATE_NOOP("Games", "joker"), "Polonius": QT_TRANSLATE_NOOP("Games", "Polonius")}


def role_label(role: str | None) -> str:
    """A role as the name plates, the narration and the statistics write it ("" for none)."""
    return role_name(role)


def joker_word(game: Game | type[Game]) -> str:
    """The joker's name inside a sentence: "joker", or the game's own name for it ("Polonius")."""
    return translate("Games", _JOKER_WORDS.get(game.joker_name, game.joker_name))


def joker_title(game: Game | type[Game]) -> str:
    """The joker's name as its card face and the trick captions title it: "Joker", "Polonius"."""
    word = joker_word(game)
    return word[:1].upper() + word[1:]
