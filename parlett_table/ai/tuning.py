"""How the expert's search is set for one game: plain data, each value measured (docs/strength.md).

Each game's kit holds its own (``parlett_table/games/<id>/tuning.py``); the defaults are a game nobody has
measured yet: search from the first trick, no exact endgame, no reading of the others.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .marks import MarkScale

ByPlayers = tuple[tuple[int, int], ...]  # (player count, value) where a count differs from the game's own value


@dataclass(frozen=True)
class Tuning:
    """One game's tuning of the expert (``expert.py``), its reading of the others (``inference.py``,
    ``play_reading.py``, ``posterior.py``), by player count where that matters."""

    # Tricks left from which the search may overrule the rules (None: from the first trick).
    search_horizon: int | None = None
    search_horizon_by_players: ByPlayers = ()
    # Tricks left from which each world is solved exactly rather than played out (0: never).
    endgame_tricks: int = 0
    endgame_tricks_by_players: ByPlayers = ()
    # The chance a player departs from the standard player's card, for the walk towards everything the others did
    # (``posterior.py``); None: the deals are weighed instead.
    posterior: float | None = None
    # The walks' lengths (walks, swaps before the first deal, swaps between two), where they are the game's own.
    walk_lengths: tuple[int, int, int] | None = None
    # The simulations one deal searched counts for where the proposals are valued by the game's learned model
    # (its ``proposal_values`` part) rather than by quick playouts; None: played out.
    learned_proposals: int | None = None
    # The chance a seat does not show the standard player's card (``inference.py``); None: proposals not read.
    proposal_epsilon: float | None = None
    # The chance a player gives a dearer card than it must, and which of its plays it is read by
    # (``play_reading.py``); None: the play is not read.
    reading_epsilon: float | None = None
    reading_rules: frozenset[str] = frozenset()
    # The coach's scale of marks in the game's points (``marks.py``; not the search's, but the game's own).
    marks: MarkScale = field(default_factory=MarkScale)

    def horizon(self, players: int) -> int | None:
        return _by_players(self.search_horizon_by_players, players, self.search_horizon)

    def endgame(self, players: int) -> int:
        found = _by_players(self.endgame_tricks_by_players, players, self.endgame_tricks)
        return 0 if found is None else found


def _by_players(table: ByPlayers, players: int, default: int | None) -> int | None:
    return next((value for count, value in table if count == players), default)


UNTUNED = Tuning()
