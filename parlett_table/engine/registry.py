"""The games by id.  Ids never change: they are stored in records and history."""

from __future__ import annotations

from collections.abc import Mapping

from .crescendo import Crescendo
from .errors import OptionError
from .game import Game
from .hamlet import Hamlet
from .hoodwink import Hoodwink
from .whoswho import WhosWho

GAMES: Mapping[str, type[Game]] = {game.id: game for game in (Hoodwink, Crescendo, WhosWho, Hamlet)}


def game_class(game_id: str) -> type[Game]:
    """The game with this id; raises ``OptionError`` for an unknown id."""
    try:
        return GAMES[game_id]
    except (KeyError, TypeError):
        known = ", ".join(GAMES)
        raise OptionError("game", f"unknown game {game_id!r} (known: {known})") from None


def create_game(game_id: str, players: int | None = None, options: Mapping[str, object] | None = None) -> Game:
    """A game configured with a player count (the usual one if None) and options.

    >>> create_game("crescendo", 4).hand_size
    13
    """
    return game_class(game_id)(players, options)
