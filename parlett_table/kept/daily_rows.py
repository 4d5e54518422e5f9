"""The deals of the day as the history keeps them, as plain values (``storage.daily.DailyStore`` is the program's).

No storage and no Qt here, so the window can show these without reaching into ``storage``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class DailyRow:
    """A deal of the day as first played on its day."""

    day: str  # YYYY-MM-DD
    game: str
    number: int
    score: int
    par: int | None  # the expert's score in the player's seat (None: not worked out)
    accuracy: float | None  # the coach's accuracy (None: not looked at)
    record: str  # the deal record, JSON


class DailyBook(Protocol):
    """What the window asks of the history about the deals of the day; every call may raise ``StorageError``."""

    def played(self, day: str, game: str) -> DailyRow | None:
        """The deal of ``day`` for ``game``, if played."""
        ...

    def keep(self, row: DailyRow) -> bool:
        """Keep the first play of a day's deal; False if that day's deal of the game was kept already."""
        ...

    def verdict(self, day: str, game: str, accuracy: float | None, par: int | None) -> None:
        """The coach's accuracy and the expert's par, once known (a value left None is not changed)."""
        ...

    def days(self, game: str | None = None) -> list[DailyRow]:
        """Every deal of the day kept (of one game, or all), the latest first."""
        ...
