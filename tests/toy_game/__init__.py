"""Plain Tricks, a toy game of the tests' own, of the same shape as a built-in game's package (docs/adding-a-game.md):
registered by a fixture (``conftest.toy_game``) and unregistered after, it proves the registry the only door."""

from __future__ import annotations

from parlett_table.games.kit import GameKit

from .rules import PlainTricks

KIT = GameKit(PlainTricks, __name__)
