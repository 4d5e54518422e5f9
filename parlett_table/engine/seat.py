"""Who sits in a seat: the player's name and whether a person or which computer player plays it.

One value from the table to the saved match and the history; written as ``{"name": …, "player": …}`` in
JSON (the deal-record format's ``seats``) and read back through ``record.match_from_document``.
"""

from __future__ import annotations

from dataclasses import dataclass

HUMAN = "human"  # the ``player`` of the person at the table; otherwise a computer player's level
FRIEND = "friend"  # another person, at a table with friends (the server's): a match with one was played with friends


@dataclass(frozen=True)
class Seat:
    name: str
    player: str  # HUMAN, FRIEND, or a computer player's level ("standard", "expert" …)

    @property
    def is_human(self) -> bool:
        return self.player == HUMAN

    def to_json(self) -> dict[str, str]:
        return {"name": self.name, "player": self.player}
