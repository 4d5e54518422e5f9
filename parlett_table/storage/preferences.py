"""Preferences: one typed, versioned record, kept as JSON in the user's config folder.

A file that cannot be read (corrupt, truncated, not JSON, from a newer
version) is set aside with a timestamp and the defaults are used; the caller
gets one sentence to show the player.  A single value of the wrong type or
out of range falls back to its default and keeps the rest.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from ..timings import SPEEDS, TRICK_PAUSES
from .files import atomic_write, set_aside
from .paths import config_dir

FORMAT = "parlett-preferences"
VERSION = 1
FILE_NAME = "preferences.json"

LEVELS = ("random", "beginner", "standard", "expert")  # the computer players' levels (ai.LEVELS)
LEVEL_LABELS = {"random": "Random", "beginner": "Beginner", "standard": "Standard", "expert": "Expert"}
DECKS = ("clear", "classic")
HAND_ORDERS = ("high_first", "low_first")
PRINT_SIZES = ("normal", "large", "larger")  # the table's cards and text (ui.layout.PRINT_SCALES)
PRINT_SIZE_LABELS = {"normal": "Normal", "large": "Large", "larger": "Larger"}
DEFAULT_NAMES = ("Ada", "Ben", "Cleo", "Dev")


@dataclass(frozen=True)
class Preferences:
    """Every setting the table offers.  Opponents are listed by seat, from the player's left."""

    player_name: str = "You"
    opponent_names: tuple[str, ...] = DEFAULT_NAMES
    opponent_levels: tuple[str, ...] = ("standard",) * 4
    animation_speed: str = "normal"
    trick_pause: str = "normal"
    sort_hand: bool = True
    hand_order: str = "high_first"
    print_size: str = "normal"
    deck: str = "clear"
    four_colour: bool = False
    hints: bool = True
    auto_play: bool = False
    expert_seconds: float = 0.25
    window_geometry: str = ""  # Qt's saveGeometry(), base64
    last_game: str = "hoodwink"
    last_players: Mapping[str, int] = field(default_factory=dict)
    last_options: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    tours_done: tuple[str, ...] = ()  # games whose first-game walkthrough was finished or skipped

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["opponent_names"] = list(self.opponent_names)
        data["opponent_levels"] = list(self.opponent_levels)
        data["tours_done"] = list(self.tours_done)
        data["last_players"] = dict(self.last_players)
        data["last_options"] = {game: dict(options) for game, options in self.last_options.items()}
        return {"format": FORMAT, "version": VERSION, **data}

    def with_changes(self, **changes: Any) -> Preferences:
        return replace(self, **changes)


def _is_text(value: object) -> bool:
    return isinstance(value, str) and len(value) <= 10_000


def _is_name(value: object) -> bool:
    return isinstance(value, str) and 0 < len(value.strip()) <= 24


def _names(value: object) -> bool:
    return isinstance(value, list) and len(value) == 4 and all(_is_name(name) for name in value)


def _levels(value: object) -> bool:
    return isinstance(value, list) and len(value) == 4 and all(level in LEVELS for level in value)


def _players(value: object) -> bool:
    return isinstance(value, dict) and all(
        isinstance(count, int) and not isinstance(count, bool) for count in value.values()
    )


def _options(value: object) -> bool:
    return isinstance(value, dict) and all(isinstance(options, dict) for options in value.values())


def _game_ids(value: object) -> bool:
    return isinstance(value, list) and len(value) <= 20 and all(isinstance(item, str) for item in value)


def _choice(*allowed: object) -> Callable[[object], bool]:
    return lambda value: isinstance(value, str) and value in allowed


def _flag(value: object) -> bool:
    return isinstance(value, bool)


def _seconds(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and 0.05 <= value <= 10


VALID: dict[str, Callable[[object], bool]] = {
    "player_name": _is_name,
    "opponent_names": _names,
    "opponent_levels": _levels,
    "animation_speed": _choice(*SPEEDS),
    "trick_pause": _choice(*TRICK_PAUSES),
    "sort_hand": _flag,
    "hand_order": _choice(*HAND_ORDERS),
    "print_size": _choice(*PRINT_SIZES),
    "deck": _choice(*DECKS),
    "four_colour": _flag,
    "hints": _flag,
    "auto_play": _flag,
    "expert_seconds": _seconds,
    "window_geometry": _is_text,
    "last_game": _is_text,
    "last_players": _players,
    "last_options": _options,
    "tours_done": _game_ids,
}
TUPLES = ("opponent_names", "opponent_levels", "tours_done")

# Upgrades from older versions: MIGRATIONS[v] turns a version-v document into version v + 1.
MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {}


def from_json(data: Mapping[str, Any]) -> Preferences:
    """Preferences from a current-version document: unknown keys are ignored, bad values take defaults."""
    values: dict[str, Any] = {}
    for spec in fields(Preferences):
        if spec.name in data and VALID[spec.name](data[spec.name]):
            value = data[spec.name]
            values[spec.name] = tuple(value) if spec.name in TUPLES else value
    if "player_name" in values:
        values["player_name"] = values["player_name"].strip()
    return Preferences(**values)


class PreferencesFile:
    """The preferences file: ``load`` never fails, ``save`` replaces it atomically."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or config_dir() / FILE_NAME

    def load(self) -> tuple[Preferences, str | None]:
        """(preferences, a sentence for the player if the file had to be set aside)."""
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return Preferences(), None
        except OSError as error:
            return Preferences(), f"Your preferences could not be read ({error.strerror}); using the defaults."
        problem = _problem(raw)
        if problem is None:
            return from_json(_upgrade(json.loads(raw))), None
        aside = set_aside(self.path)
        where = f" It was kept as {aside.name}." if aside else ""
        return Preferences(), f"Your preferences file was {problem}, so the defaults are in use.{where}"

    def save(self, preferences: Preferences) -> None:
        text = json.dumps(preferences.to_json(), indent=2, ensure_ascii=False) + "\n"
        atomic_write(self.path, text.encode("utf-8"))


def _problem(raw: bytes) -> str | None:
    """Why ``raw`` is not a preferences document we can read, in words; None if it is."""
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        return "damaged"
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        return "not a preferences file"
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        return "damaged"
    if version > VERSION:
        return "written by a newer version of Parlett Table"
    return None


def _upgrade(data: dict[str, Any]) -> dict[str, Any]:
    version = data["version"]
    while version < VERSION:
        data = MIGRATIONS[version](data)
        version += 1
    return data
