"""The in-program rules of the four games: content only, no Qt.

Each game has one page (``PAGES[game_id]``) of sections in a fixed order with
stable anchors, which the rules window shows and the table links to:

>>> [section.anchor for section in page("hamlet").sections]
['overview', 'cards', 'deal', 'proposal', 'play', 'scoring', 'match', 'options', 'tips']
>>> section_for_phase("whoswho", "give")
'jokers'
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from ..engine import language
from . import crescendo, hamlet, hoodwink, whoswho
from .common import CONTEXT, Page, translated

PAGES: Mapping[str, Page] = MappingProxyType(
    {module.PAGE.game_id: module.PAGE for module in (hoodwink, crescendo, whoswho, hamlet)}
)

# Each game's house rulings, as (topic, words the ruling's text contains): the
# list the tests check every page against, kept beside the content it describes.
HOUSE_RULES: Mapping[str, tuple[tuple[str, tuple[str, ...]], ...]] = MappingProxyType(
    {module.PAGE.game_id: module.HOUSE_RULES for module in (hoodwink, crescendo, whoswho, hamlet)}
)

# The sections every page has, in order; the pre-play section (if any) comes after "deal".
SECTIONS_BEFORE = ("overview", "cards", "deal")
SECTIONS_AFTER = ("play", "scoring", "match", "options", "tips")
PRE_PLAY: Mapping[str, str | None] = MappingProxyType(
    {"hoodwink": "proposal", "crescendo": None, "whoswho": "roles", "hamlet": "proposal"}
)

# What a deal can be waiting for (``Phase`` names in lower case).
PHASES = ("propose", "talk", "play", "give", "done")

_PHASE_ANCHORS: Mapping[str, Mapping[str, str]] = MappingProxyType(
    {
        "hoodwink": {"propose": "proposal", "talk": "option-partner_talk", "give": "play"},
        "crescendo": {"propose": "play", "talk": "play", "give": "play"},
        "whoswho": {"propose": "roles", "talk": "play", "give": "jokers"},
        "hamlet": {"propose": "proposal", "talk": "play", "give": "play"},
    }
)


def required_sections(game_id: str) -> tuple[str, ...]:
    """The top-level anchors ``game_id``'s page must have, in order."""
    pre = PRE_PLAY[game_id]
    return SECTIONS_BEFORE + ((pre,) if pre else ()) + SECTIONS_AFTER


def page(game_id: str) -> Page:
    """The rules page of ``game_id`` in the player's language; ``ValueError`` for an unknown game."""
    try:
        english = PAGES[game_id]
    except KeyError:
        raise ValueError(f"no rules page for game {game_id!r} (known: {', '.join(PAGES)})") from None
    if not language.catalogues():
        return english
    key = (game_id, language.catalogues())
    if key not in _TRANSLATED:
        _TRANSLATED[key] = translated(english, lambda text: language.translate(CONTEXT, text))
    return _TRANSLATED[key]


_TRANSLATED: dict[tuple[str, tuple[str, ...]], Page] = {}  # pages in a language, made when first shown


def section_for_phase(game_id: str, phase: str) -> str:
    """The anchor to open when a player asks for help during ``phase`` of a deal of ``game_id``.

    ``phase`` is one of :data:`PHASES` (``Phase.name.lower()``): the proposal
    or roles section before play, partner talk while talking, the play section
    during play (the jokers' part in Who's Who when a trick is to be given),
    and the scoring once the deal is over.  The answer is always an anchor of
    the game's page.  ``ValueError`` for an unknown game or phase.
    """
    page(game_id)
    if phase not in PHASES:
        raise ValueError(f"unknown phase {phase!r} (expected one of {', '.join(PHASES)})")
    if phase == "done":
        return "scoring"
    return _PHASE_ANCHORS[game_id].get(phase, "play")


__all__ = ["HOUSE_RULES", "PAGES", "PHASES", "page", "required_sections", "section_for_phase"]
