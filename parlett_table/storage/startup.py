"""What the window needs from the user's folders when the program starts, read in one place.

``ui/app.py`` starts the program with it, and the tests start it the same way.
Nothing here fails: what could not be used is said in ``notices``, one
sentence each, and the program goes on with defaults.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine import MatchDocument
from .files import LEFTOVER_SECONDS, remove_leftovers
from .keeper import Keeper
from .preferences import Preferences, PreferencesFile


@dataclass
class Stored:
    preferences: Preferences
    preferences_file: PreferencesFile
    keeper: Keeper
    saved: MatchDocument | None  # a match to offer to continue (see ``resumable``)
    notices: list[str]


def open_storage(alone: bool = False) -> Stored:
    """Preferences, history and the saved match, with the history brought level with the save.

    ``alone``: this program holds the data folder's lock, so every temporary file
    a killed write left behind can go (otherwise only old ones).
    """
    preferences_file = PreferencesFile()
    keeper = Keeper()
    for path in (preferences_file.path, keeper.saves.path):
        remove_leftovers(path, older_than=0.0 if alone else LEFTOVER_SECONDS)
    preferences, preferences_notice = preferences_file.load()
    saved, saved_notice = keeper.load_saved()
    notices = [text for text in (preferences_notice, keeper.history.notice, saved_notice) if text]
    return Stored(preferences, preferences_file, keeper, saved, notices)


def resumable(document: MatchDocument | None) -> bool:
    """Whether a saved match is one the player can go on with: not over, with the player at the table."""
    return (
        document is not None
        and not document.match.is_over
        and any(seat.is_human for seat in document.seats)
    )
