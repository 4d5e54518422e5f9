"""A game's kit: everything that is one game's own, registered once.

A game is a package of modules of fixed names (``parlett_table/games/<id>/``, docs/adding-a-game.md):

- ``rules``: its ``Game`` subclass on the engine's core (engine-level: it imports the engine only);
- ``words``: its sentences for a player and its roles' words, where it has them (engine-level);
- ``strategy``: the standard player (``decide``; ``choose``, the card alone, where it has one);
- ``habits``: the quick playouts' habits (``motive``; ``give`` where a trick is given);
- ``tuning``: the expert's tuning (``TUNING``, an ``ai.tuning.Tuning``);
- ``prompts``: its words of the prompt line (``prompt``; ``claims`` where it says more of the cards);
- ``rulebook``: its rules page (``PAGE``, ``HOUSE_RULES``, ``PRE_PLAY``, ``PHASE_ANCHORS``);
- and any part of its own (Hamlet's ``proposal_values``, the expert's learned values of its proposals).

``register`` fills each layer's plug point with it: the engine's registry its ``Game`` (and its roles' words), the
computer players' its package (``ai.game_parts``), the rulebook its page.  Only ``rules`` (and what it imports) is
imported then; the other parts load when first asked for, so that the table starts as fast as before.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ai import game_parts
from ..engine import Game
from ..engine.registry import register_game, unregister_game
from ..rulebook import register as register_page
from ..rulebook import unregister as unregister_page

PARTS = ("rules", "strategy", "habits", "tuning", "prompts", "rulebook")  # every game has these modules


@dataclass(frozen=True)
class GameKit:
    """One game: its rules (the ``Game`` subclass) and the package holding its parts (``PARTS``)."""

    rules: type[Game]
    package: str

    @property
    def id(self) -> str:
        return self.rules.id

    def module(self, part: str) -> str:
        """The full name of one of its parts' modules."""
        return f"{self.package}.{part}"


def register(kit: GameKit) -> None:
    """Make ``kit``'s game known to the engine, the computer players, the prompt line and the rulebook."""
    register_game(kit.rules)
    game_parts.register(kit.id, kit.package)
    register_page(kit.id, kit.module("rulebook"))


def unregister(kit: GameKit) -> None:
    """Forget ``kit``'s game everywhere (a test's own game, once the test is done)."""
    unregister_page(kit.id)
    game_parts.unregister(kit.id)
    unregister_game(kit.id)
