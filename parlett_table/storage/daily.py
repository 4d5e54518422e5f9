"""The deals of the day in the history (its ``daily`` table): the first play of each day's deal of each game."""

from __future__ import annotations

import time

from ..kept.daily_rows import DailyRow
from .history import History

COLUMNS = "day, game, number, score, par, accuracy, record"


class DailyStore:
    """The history's deals of the day (``kept.daily_rows.DailyBook``)."""

    def __init__(self, history: History) -> None:
        self.history = history

    def played(self, day: str, game: str) -> DailyRow | None:
        rows = self.history.query(f"SELECT {COLUMNS} FROM daily WHERE day = ? AND game = ?", (day, game))
        return _row(rows[0]) if rows else None  # a damaged row reads as a day not played

    def keep(self, row: DailyRow) -> bool:
        if self.played(row.day, row.game) is not None:
            return False
        self.history.write(
            f"INSERT OR IGNORE INTO daily ({COLUMNS}, played) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (row.day, row.game, row.number, row.score, row.par, row.accuracy, row.record, time.time()),
        )
        return True

    def verdict(self, day: str, game: str, accuracy: float | None, par: int | None) -> None:
        self.history.write(
            "UPDATE daily SET accuracy = coalesce(?, accuracy), par = coalesce(?, par) WHERE day = ? AND game = ?",
            (accuracy, par, day, game),
        )

    def days(self, game: str | None = None) -> list[DailyRow]:
        where, parameters = ("WHERE game = ?", (game,)) if game is not None else ("", ())
        rows = self.history.query(f"SELECT {COLUMNS} FROM daily {where} ORDER BY day DESC, game", parameters)
        return [found for row in rows if (found := _row(row)) is not None]  # a damaged row is left out


def _row(row: tuple[object, ...]) -> DailyRow | None:
    """A row as a ``DailyRow``; None where what it holds cannot be read (damaged)."""
    day, game, number, score, par, accuracy, record = row
    try:
        return _read(day, game, number, score, par, accuracy, record)
    except (TypeError, ValueError):
        return None


def _read(day: object, game: object, number: object, score: object, par: object, accuracy: object,
          record: object) -> DailyRow:  # fmt: skip
    return DailyRow(str(day), str(game), int(str(number)), int(str(score)),
                    None if par is None else int(str(par)), None if accuracy is None else float(str(accuracy)),
                    str(record))  # fmt: skip
