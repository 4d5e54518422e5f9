"""The games by id: every game registers its ``Game`` class here.  Ids never change: they are stored in records and
history.

The engine knows no game by name: the built-in ones (``parlett_table.games``) are registered the first time a game
is looked up (``plugins.load_games``), each by its kit (``parlett_table.games.kit.register``), in the order
Hoodwink, Crescendo, Who's Who, Hamlet.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from .errors import OptionError
from .game import Game
from .plugins import load_games
from .words import forget_roles, set_roles

_REGISTERED: dict[str, type[Game]] = {}


class Registered(Mapping[str, type[Game]]):
    """Every registered game's class by id, in the order registered (the built-in games first, loaded on first
    use)."""

    def __getitem__(self, game_id: str) -> type[Game]:
        load_games()
        return _REGISTERED[game_id]

    def __iter__(self) -> Iterator[str]:
        load_games()
        return iter(list(_REGISTERED))

    def __len__(self) -> int:
        load_games()
        return len(_REGISTERED)

    def __repr__(self) -> str:
        return f"GAMES({', '.join(self)})"


GAMES: Mapping[str, type[Game]] = Registered()


def register_game(game: type[Game]) -> None:
    """Add ``game`` under its id, with its roles' words; ``ValueError`` if another game already has the id."""
    known = _REGISTERED.get(game.id)
    if known is not None and known is not game:
        raise ValueError(f"a game with the id {game.id!r} is registered already ({known.__qualname__})")
    _REGISTERED[game.id] = game
    set_roles(game.id, game.role_names, game.role_sentences)


def unregister_game(game_id: str) -> None:
    """Remove the game with this id (tests that register a game of their own take it away again)."""
    _REGISTERED.pop(game_id, None)
    forget_roles(game_id)


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
