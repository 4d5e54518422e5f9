"""What the window needs from the user's folders when the program starts, read in one place.

``ui/app.py`` starts the program with it, and the tests start it the same way: the
preferences first (all the window needs to be shown), the history and the saved
match once it is on screen.  Nothing here fails: what could not be used is said
in ``notices``, one sentence each, and the program goes on with defaults.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine import FRIEND, MatchDocument
from .files import LEFTOVER_SECONDS, remove_leftovers
from .preferences import Preferences, PreferencesFile

if TYPE_CHECKING:
    from .keeper import Keeper


@dataclass(frozen=True)
class PreferencesRead:
    preferences: Preferences
    file: PreferencesFile
    notice: str | None  # why the file could not be used, if it could not


@dataclass
class Stored:
    preferences: Preferences
    preferences_file: PreferencesFile
    keeper: Keeper
    saved: MatchDocument | None  # a match to offer to continue (see ``resumable``)
    notices: list[str]


def read_preferences(alone: bool = False) -> PreferencesRead:
    """The preferences alone: what the window needs before it is first shown.

    ``alone``: this program holds the data folder's lock, so every temporary file
    a killed write left behind can go (otherwise only old ones).
    """
    preferences_file = PreferencesFile()
    remove_leftovers(preferences_file.path, older_than=_leftover_age(alone))
    preferences, notice = preferences_file.load()
    return PreferencesRead(preferences, preferences_file, notice)


def open_storage(alone: bool = False, read: PreferencesRead | None = None) -> Stored:
    """Preferences (``read`` already, or read now), history and the saved match, with the history brought
    level with the save and given the finished deals that waited for it."""
    from .keeper import Keeper  # sqlite3 and the history: loaded once the window is on screen

    read = read or read_preferences(alone)
    keeper = Keeper()
    remove_leftovers(keeper.saves.path, older_than=_leftover_age(alone))
    saved, stored_notices = keeper.load_saved(older_than=_leftover_age(alone))
    notices = [text for text in (read.notice, *stored_notices) if text]
    return Stored(read.preferences, read.file, keeper, saved, notices)


def _leftover_age(alone: bool) -> float:
    return 0.0 if alone else LEFTOVER_SECONDS


def resumable(document: MatchDocument | None) -> bool:
    """Whether a saved match is one the player can go on with: not over, with the player at the table, and not
    one of a table with friends (the server keeps that: the player goes back to it there)."""
    return (
        document is not None
        and not document.match.is_over
        and any(seat.is_human for seat in document.seats)
        and not any(seat.player == FRIEND for seat in document.seats)
    )
