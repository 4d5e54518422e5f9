"""Each game's own parts for the computer players, the prompt line and the hints, by game id.

A game's kit registers the package that holds them (``parlett_table.games.kit.register``); each part is a module
of that package, imported when first asked for:

- ``strategy``: the standard player (``decide`` and, where it has one, ``choose``, the card alone);
- ``habits``: the quick playouts' (``motive`` and, in a game where a trick is given, ``give``);
- ``tuning``: ``TUNING``, the expert's ``Tuning``;
- ``prompts``: ``prompt``, the prompt line's words for the game, and ``claims`` where it says more of the cards
  than what may be played;
- ``proposal_values``, where the game has one: a learned model of what a proposal is worth (``available``,
  ``values``).

No module of ``ai/`` names a game.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import replace
from types import ModuleType
from typing import TYPE_CHECKING, Any

from ..engine import Core, Game, SeatView
from ..engine.plugins import load_games
from .tuning import Tuning

if TYPE_CHECKING:
    from .base import Decision

Strategy = Callable[[SeatView, random.Random], "Decision"]
CardPolicy = Callable[[SeatView], int]
Motive = Callable[[Core, int], bool]  # does this seat want the current trick?
Give = Callable[[Game, Core], None]  # the seat to move gives the trick lying on the table
Prompt = Callable[[SeatView, Sequence[str]], str]

_PACKAGES: dict[str, str] = {}  # game id -> the package of its parts
_FOUND: dict[tuple[str, str], Any] = {}  # (game id, what) -> it, once looked up: the search asks in its loops
_TUNED: dict[str, Tuning] = {}  # tunings changed for a measurement (``tuned``)


def register(game_id: str, package: str) -> None:
    """The computer players' parts of ``game_id`` are the modules of ``package``."""
    _PACKAGES[game_id] = package
    _forget(game_id)


def unregister(game_id: str) -> None:
    _PACKAGES.pop(game_id, None)
    _forget(game_id)


def _forget(game_id: str) -> None:
    for key in [key for key in _FOUND if key[0] == game_id]:
        del _FOUND[key]


def part(game_id: str, name: str) -> ModuleType | None:
    """The module ``name`` of the game's parts, or None if the game has none of that name."""
    if game_id not in _PACKAGES:
        load_games()
    try:
        package = _PACKAGES[game_id]
    except KeyError:
        raise ValueError(f"no computer players for the game {game_id!r} (known: {', '.join(_PACKAGES)})") from None
    try:
        return importlib.import_module(f"{package}.{name}")
    except ModuleNotFoundError as error:
        if error.name != f"{package}.{name}":
            raise  # the part exists but imports something missing
        return None


def required(game_id: str, name: str) -> ModuleType:
    module = part(game_id, name)
    if module is None:
        raise ValueError(f"the game {game_id!r} has no {name} module")
    return module


def found(game_id: str, what: str, look: Callable[[], Any]) -> Any:
    """``look()``, remembered for this game under ``what`` until the game is registered again."""
    key = (game_id, what)
    if key not in _FOUND:
        _FOUND[key] = look()
    return _FOUND[key]


def strategy(game_id: str) -> Strategy:
    """The standard player's decision for a view of this game."""
    decide: Strategy = found(game_id, "decide", lambda: required(game_id, "strategy").decide)
    return decide


def card_policy(game_id: str) -> CardPolicy:
    """The standard player's card for a view where it plays one, as search replays it: the strategy's ``choose``
    where it has one (the same card, without the words of its reason), else its decision's card."""

    def look() -> CardPolicy:
        module = required(game_id, "strategy")
        choose: CardPolicy | None = getattr(module, "choose", None)
        if choose is not None:
            return choose
        decide: Strategy = module.decide
        return lambda view: int(decide(view, random.Random(0)).action.card)  # type: ignore[union-attr]  # a Play

    policy: CardPolicy = found(game_id, "choose", look)
    return policy


def motive(game_id: str) -> Motive:
    """Whether a seat wants the current trick, in the quick playouts."""
    wants: Motive = found(game_id, "motive", lambda: required(game_id, "habits").motive)
    return wants


def give(game_id: str) -> Give | None:
    """How the seat to move gives a trick in the quick playouts (None: at random)."""
    gives: Give | None = found(game_id, "give", lambda: getattr(required(game_id, "habits"), "give", None))
    return gives


def tuning(game_id: str) -> Tuning:
    """The expert's tuning for this game."""
    if game_id in _TUNED:
        return _TUNED[game_id]
    tuned: Tuning = found(game_id, "tuning", lambda: required(game_id, "tuning").TUNING)
    return tuned


def retune(game_id: str, **changes: Any) -> Tuning:
    """Change the game's tuning for the rest of the process (a measurement trying other values); the new one."""
    _TUNED[game_id] = changed = replace(tuning(game_id), **changes)
    return changed


def restore_tuning(game_id: str) -> None:
    """The game's own tuning again, after ``retune``."""
    _TUNED.pop(game_id, None)


@contextmanager
def tuned(game_id: str, **changes: Any) -> Iterator[Tuning]:
    """The game's tuning with ``changes`` while the block runs (measurements and tests try other values)."""
    before = _TUNED.get(game_id)
    try:
        yield retune(game_id, **changes)
    finally:
        if before is None:
            restore_tuning(game_id)
        else:
            _TUNED[game_id] = before


def prompt(game_id: str) -> Prompt:
    """The game's own words of the prompt line (``prompts.prompt_line`` calls it)."""
    words: Prompt = found(game_id, "prompt", lambda: required(game_id, "prompts").prompt)
    return words
