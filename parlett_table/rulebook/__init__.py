"""The in-program rules of the games: content only, no Qt.

Each game has one page (``PAGES[game_id]``) of sections in a fixed order with
stable anchors, which the rules window shows and the table links to.  A page
is its game's own (the ``rulebook`` module of its kit: ``PAGE``, ``HOUSE_RULES``,
``PRE_PLAY`` and ``PHASE_ANCHORS``), registered with the game (``register``):

>>> [section.anchor for section in page("hamlet").sections]
['overview', 'cards', 'deal', 'proposal', 'play', 'scoring', 'match', 'options', 'tips']
>>> section_for_phase("whoswho", "give")
'jokers'
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from types import ModuleType
from typing import Generic, TypeVar

from ..engine import language
from ..engine.plugins import load_games
from .common import CONTEXT, Page, translated

_MODULES: dict[str, str] = {}  # game id -> the module of its rules page


def register(game_id: str, module: str) -> None:
    """``game_id``'s rules page is ``module``'s (imported when first shown)."""
    _MODULES[game_id] = module
    _TRANSLATED.clear()


def unregister(game_id: str) -> None:
    _MODULES.pop(game_id, None)
    _TRANSLATED.clear()


def _module(game_id: str) -> ModuleType:
    if game_id not in _MODULES:
        load_games()
    return importlib.import_module(_MODULES[game_id])


T = TypeVar("T")


class _ByGame(Mapping[str, T], Generic[T]):
    """One name of every registered game's rules module, by game id (the games load on first use)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def __getitem__(self, game_id: str) -> T:
        if game_id not in self:
            raise KeyError(game_id)
        found: T = getattr(_module(game_id), self.name)
        return found

    def __contains__(self, game_id: object) -> bool:
        load_games()
        return game_id in _MODULES

    def __iter__(self) -> Iterator[str]:
        load_games()
        return iter(list(_MODULES))

    def __len__(self) -> int:
        load_games()
        return len(_MODULES)


PAGES: Mapping[str, Page] = _ByGame("PAGE")

# Each game's house rulings, as (topic, words the ruling's text contains): the
# list the tests check every page against, kept beside the content it describes.
HOUSE_RULES: Mapping[str, tuple[tuple[str, tuple[str, ...]], ...]] = _ByGame("HOUSE_RULES")

# The sections every page has, in order; the game's pre-play section (``PRE_PLAY``, if any) comes after "deal".
SECTIONS_BEFORE = ("overview", "cards", "deal")
SECTIONS_AFTER = ("play", "scoring", "match", "options", "tips")
PRE_PLAY: Mapping[str, str | None] = _ByGame("PRE_PLAY")

# What a deal can be waiting for (``Phase`` names in lower case).
PHASES = ("propose", "talk", "play", "give", "done")


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
    anchors: Mapping[str, str] = _module(game_id).PHASE_ANCHORS
    return anchors.get(phase, "play")


__all__ = ["HOUSE_RULES", "PAGES", "PHASES", "page", "required_sections", "section_for_phase"]
