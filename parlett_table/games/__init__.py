"""The games Parlett Table comes with, each a package of its own (``kit.py`` says what one holds).

Importing this package registers every game, in the order the program lists them; the engine does so the first
time a game is looked up (``engine.plugins``).  Nothing below this package imports it: the engine, the computer
players, the rulebook and the table know the games only through what is registered.
"""

from __future__ import annotations

from . import crescendo, hamlet, hoodwink, whoswho
from .kit import GameKit, register, unregister

BUILT_IN: tuple[GameKit, ...] = (hoodwink.KIT, crescendo.KIT, whoswho.KIT, hamlet.KIT)

for _kit in BUILT_IN:
    register(_kit)

__all__ = ["BUILT_IN", "GameKit", "register", "unregister"]
