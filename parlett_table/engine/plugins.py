"""Where the engine finds the games it comes with: the one import it makes of anything above it.

The engine names no game.  Each game is a package (``parlett_table.games``) that registers itself
(``registry.register_game``) when imported; ``load_games`` imports that package the first time a game is
looked up, so ``create_game("hamlet")`` works from anywhere without its caller loading the games.
"""

from __future__ import annotations

import importlib

BUILT_IN = "parlett_table.games"  # the package of the built-in games: importing it registers every one
_loaded = False


def load_games() -> None:
    """Register the built-in games, once (a plug-in point: a dynamic import, so that the engine never imports a
    game itself and a game registered by other code takes the same door)."""
    global _loaded
    if not _loaded:
        _loaded = True  # first: a lookup while the games are being imported sees those registered so far
        importlib.import_module(BUILT_IN)
