"""Preferences: one typed, versioned record, kept as JSON in the user's config folder.

A file that cannot be read (corrupt, truncated, not JSON, from a newer
version, a folder, FIFO or device in its place, far too large) is set aside
with a timestamp and the defaults are used; one that is only out of reach
(permission denied) is left alone and not saved over.  A file that can be read
but not used whole (a value of the wrong type, out of range or NaN, a key this
version does not know) keeps every value that can be read, one by one, and
the rest fall back to their defaults; a copy of the file as it was is written
beside it first (``preferences.json.broken-…``), before anything replaces it,
and if no copy can be made nothing is written over it this session.  Either
way the caller gets one sentence to show the player, and the log the details.
"""

from __future__ import annotations

import base64
import binascii
import json
import logging
import re
from collections.abc import Callable, Mapping
from dataclasses import fields
from pathlib import Path
from typing import Any

from ..kept.notices import (
    DAMAGED,
    NEWER,
    NOT_PREFERENCES,
    PREFERENCES_NOT_MOVED,
    PREFERENCES_PARTLY,
    PREFERENCES_PARTLY_LEFT,
    PREFERENCES_SET_ASIDE,
    PREFERENCES_UNREADABLE,
    Notice,
    why_not_read,
)
from ..kept.settings import (  # the value and its choices live beside the program; this module keeps the file
    CARD_BACKS,
    DECKS,
    DEFAULT_NAMES,
    FELTS,
    FORMAT,
    HAND_ORDERS,
    LANGUAGES,
    LEVEL_LABELS,
    LEVELS,
    PRINT_SIZE_LABELS,
    PRINT_SIZES,
    VERSION,
    Preferences,
)
from ..play.timings import SPEEDS, TRICK_PAUSES
from .files import FileTrouble, atomic_write, keep_copy, read_bytes, set_aside
from .paths import config_dir

FILE_NAME = "preferences.json"
log = logging.getLogger("parlett_table")
__all__ = [
    "DECKS",
    "DEFAULT_NAMES",
    "FILE_NAME",
    "FORMAT",
    "HAND_ORDERS",
    "LEVELS",
    "LEVEL_LABELS",
    "PRINT_SIZES",
    "PRINT_SIZE_LABELS",
    "VERSION",
    "Preferences",
    "PreferencesFile",
    "from_json",
]


def _is_text(value: object) -> bool:
    return isinstance(value, str) and len(value) <= 10_000


def _is_base64(value: object) -> bool:
    """Qt's saved geometry: base64 text, nothing else (anything else could not be decoded)."""
    if not isinstance(value, str) or len(value) > 10_000 or not value.isascii():
        return False
    try:
        base64.b64decode(value, validate=True)
    except (binascii.Error, ValueError):
        return False
    return True


def _is_name(value: object) -> bool:
    return isinstance(value, str) and 0 < len(value.strip()) <= 24


def _names(value: object) -> bool:
    return isinstance(value, list) and len(value) == 4 and all(_is_name(name) for name in value)


def _levels(value: object) -> bool:
    return isinstance(value, list) and len(value) == 4 and all(level in LEVELS for level in value)


def _players(value: object) -> bool:
    return isinstance(value, dict) and all(_is_count(count) for count in value.values())


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= 10


def _options(value: object) -> bool:
    """Each game's last options: plain values only, of sizes the option widgets can hold."""
    return isinstance(value, dict) and all(
        isinstance(options, dict) and all(_is_option_value(item) for item in options.values())
        for options in value.values()
    )


def _is_option_value(value: object) -> bool:
    if isinstance(value, int):  # bool included
        return -(10**9) <= value <= 10**9
    return value is None or (isinstance(value, str) and len(value) <= 100)


def _game_ids(value: object) -> bool:
    return isinstance(value, list) and len(value) <= 20 and all(isinstance(item, str) for item in value)


def _choice(*allowed: object) -> Callable[[object], bool]:
    return lambda value: isinstance(value, str) and value in allowed


def _flag(value: object) -> bool:
    return isinstance(value, bool)


def _volume(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 100


def _seconds(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and 0.05 <= value <= 10


FRIENDS_TABLE = re.compile(r"wss?://[^\s/]{1,300}(/[^\s]{0,300})?/t/[A-Za-z0-9_-]{1,32} [A-Za-z0-9_-]{1,64}")


def _friends_table(value: object) -> bool:
    """"" or a table's link and a seat's token (``TableLink.url``, ``TableLink.token``)."""
    return isinstance(value, str) and (value == "" or FRIENDS_TABLE.fullmatch(value) is not None)


VALID: dict[str, Callable[[object], bool]] = {
    "player_name": _is_name,
    "opponent_names": _names,
    "opponent_levels": _levels,
    "animation_speed": _choice(*SPEEDS),
    "trick_pause": _choice(*TRICK_PAUSES),
    "shown_cards": _choice(*TRICK_PAUSES),
    "sort_hand": _flag,
    "hand_order": _choice(*HAND_ORDERS),
    "print_size": _choice(*PRINT_SIZES),
    "deck": _choice(*DECKS),
    "four_colour": _flag,
    "felt": _choice(*FELTS),
    "card_back": _choice(*CARD_BACKS),
    "high_contrast": _flag,
    "hints": _flag,
    "auto_play": _flag,
    "expert_seconds": _seconds,
    "window_geometry": _is_base64,
    "last_game": _is_text,
    "last_players": _players,
    "last_options": _options,
    "tours_done": _game_ids,
    "sound_volume": _volume,
    "sound_muted": _flag,
    "language": _choice(*LANGUAGES),
    "friends_table": _friends_table,
}
TUPLES = ("opponent_names", "opponent_levels", "tours_done")

# Upgrades from older versions: MIGRATIONS[v] turns a version-v document into version v + 1.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def from_json(data: Mapping[str, Any]) -> Preferences:
    """Preferences from a current-version document: unknown keys are ignored, bad values take defaults."""
    return _values(data)[0]


def _values(data: Mapping[str, Any]) -> tuple[Preferences, list[str]]:
    """Preferences from a current-version document, value by value, and the keys that could not be used."""
    values: dict[str, Any] = {}
    known = {spec.name for spec in fields(Preferences)}
    unused = [key for key in data if key not in known and key not in ("format", "version")]
    for spec in fields(Preferences):
        if spec.name not in data:
            continue
        if VALID[spec.name](data[spec.name]):
            value = data[spec.name]
            values[spec.name] = tuple(value) if spec.name in TUPLES else value
        else:
            unused.append(spec.name)
    if "player_name" in values:
        values["player_name"] = values["player_name"].strip()
    return Preferences(**values), unused


class PreferencesFile:
    """The preferences file: ``load`` never fails, ``save`` replaces it atomically."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or config_dir() / FILE_NAME
        self.left_alone = False  # a file we could not read stays as it is: this session saves nothing over it

    def load(self) -> tuple[Preferences, str | None]:
        """(preferences, a sentence for the player if the file could not be used whole)."""
        try:
            raw = read_bytes(self.path)
        except FileTrouble as trouble:
            if not trouble.damaged:
                self.left_alone = True
                log.warning("The preferences %s could not be read: %s", self.path, trouble.reason)
                why = why_not_read(trouble.error or OSError(trouble.reason))
                return Preferences(), Notice(PREFERENCES_UNREADABLE, why=why)
            return Preferences(), self._set_aside(trouble.reason, trouble.reason)
        if raw is None:
            return Preferences(), None
        data, problem, detail = _document(raw)
        if data is None:
            return Preferences(), self._set_aside(problem, detail)
        preferences, unused = _values(_upgrade(data))
        if not unused:
            return preferences, None
        log.warning("The preferences %s had values that could not be used: %s", self.path, ", ".join(unused))
        return preferences, self._keep_original(raw, preferences)

    def _set_aside(self, problem: str, detail: str) -> str:
        log.warning("The preferences %s could not be used (%s).", self.path, detail)
        aside = set_aside(self.path)
        if aside is None:
            self.left_alone = True
            return Notice(PREFERENCES_NOT_MOVED, problem=problem)
        return Notice(PREFERENCES_SET_ASIDE, problem=problem, file=aside.name)

    def _keep_original(self, raw: bytes, preferences: Preferences) -> str:
        """A copy of a file not used whole, before anything replaces it; the file then holds what could be read."""
        copy = keep_copy(self.path, raw)
        if copy is None:
            self.left_alone = True  # nothing is written over the only copy
            return Notice(PREFERENCES_PARTLY_LEFT)
        try:
            self.save(preferences)  # at once, so the copy is made once, not at every start
        except OSError as error:
            log.warning("The preferences %s could not be written: %s", self.path, error)
        return Notice(PREFERENCES_PARTLY, file=copy.name)

    def save(self, preferences: Preferences) -> None:
        if self.left_alone:
            return
        text = json.dumps(preferences.to_json(), indent=2, ensure_ascii=False) + "\n"
        atomic_write(self.path, text.encode("utf-8"))


def _document(raw: bytes) -> tuple[dict[str, Any] | None, str, str]:
    """(the preferences document, or None with why it is not one we can read: in words, and in detail)."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError) as error:
        return None, DAMAGED, str(error)
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return None, NOT_PREFERENCES, "no preferences format"
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        return None, DAMAGED, f"version {version!r}"
    if version > VERSION:
        return None, NEWER, f"version {version}"
    return data, "", ""


def _upgrade(data: dict[str, Any]) -> dict[str, Any]:
    version = data["version"]
    while version < VERSION:
        data = MIGRATIONS[version](data)
        version += 1
    return data
