"""The deal of the day: one deal per game and day, the same on every machine (docs/coach.md).

Its number comes from the date and the game alone (no network, no randomness of the machine): friends who play
the same day's deal played the same cards against the same computer players, who are standard players, the one
level that answers the same on every machine whatever its speed (the expert's search is cut by the clock).
The game is played at its own default player count and options.
"""

from __future__ import annotations

import datetime
import hashlib
from collections.abc import Iterable

from ..engine import Game, create_game
from .seeds import LARGEST

LEVEL = "standard"  # the computer players of the deal of the day


def daily_number(game_id: str, day: datetime.date) -> int:
    """The deal number of ``game_id``'s deal of the day on ``day``, from 1 to ``LARGEST``."""
    digest = hashlib.sha256(f"parlett-table/deal-of-the-day/{game_id}/{day.isoformat()}".encode()).digest()
    return int.from_bytes(digest[:8], "big") % LARGEST + 1


def daily_game(game_id: str) -> Game:
    """The game as the deal of the day is played: its default player count and options."""
    return create_game(game_id)


def streak(days: Iterable[datetime.date], today: datetime.date) -> int:
    """How many days in a row, up to today (or up to yesterday, today's not played yet), a deal of the day was
    played."""
    played = set(days)
    day = today if today in played else today - datetime.timedelta(days=1)
    count = 0
    while day in played:
        count += 1
        day -= datetime.timedelta(days=1)
    return count
