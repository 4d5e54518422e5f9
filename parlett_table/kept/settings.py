"""The player's settings as one typed value, and the choices each setting offers (no files here).

``storage.preferences`` reads and writes this value; the window and its
dialogs show and change it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import asdict, dataclass, field, replace
from typing import Any

from ..engine import GAMES
from ..engine.language import QT_TRANSLATE_NOOP, translate

FORMAT = "parlett-preferences"
VERSION = 1

LEVELS = ("random", "beginner", "standard", "expert")  # the computer players' levels (ai.LEVELS)
# Labels are translated where they are shown (translate(context, label)).
LEVEL_LABELS = {
    "random": QT_TRANSLATE_NOOP("Levels", "Random"),
    "beginner": QT_TRANSLATE_NOOP("Levels", "Beginner"),
    "standard": QT_TRANSLATE_NOOP("Levels", "Standard"),
    "expert": QT_TRANSLATE_NOOP("Levels", "Expert"),
}
DECK_LABELS = {  # ui.decks: the drawn deck and the SVG one
    "clear": QT_TRANSLATE_NOOP("Dialogs", "Clear (large indices)"),
    "classic": QT_TRANSLATE_NOOP("Dialogs", "Classic"),
}
DECKS = tuple(DECK_LABELS)
HAND_ORDERS = ("high_first", "low_first")
PRINT_SIZES = ("normal", "large", "larger")  # the table's cards and text (ui.layout.PRINT_SCALES)
PRINT_SIZE_LABELS = {
    "normal": QT_TRANSLATE_NOOP("PrintSizes", "Normal"),
    "large": QT_TRANSLATE_NOOP("PrintSizes", "Large"),
    "larger": QT_TRANSLATE_NOOP("PrintSizes", "Larger"),
}
DEFAULT_NAMES = ("Ada", "Ben", "Cleo", "Dev")
FELT_LABELS = {  # ui.theme.FELTS
    "green": QT_TRANSLATE_NOOP("Felts", "Green"),
    "blue": QT_TRANSLATE_NOOP("Felts", "Blue"),
    "red": QT_TRANSLATE_NOOP("Felts", "Red"),
    "grey": QT_TRANSLATE_NOOP("Felts", "Grey"),
    "dark": QT_TRANSLATE_NOOP("Felts", "Dark"),
}
FELTS = tuple(FELT_LABELS)
CARD_BACK_LABELS = {  # ui.theme.BACKS
    "lattice": QT_TRANSLATE_NOOP("CardBacks", "Blue lattice"),
    "harlequin": QT_TRANSLATE_NOOP("CardBacks", "Red harlequin"),
    "stripes": QT_TRANSLATE_NOOP("CardBacks", "Green stripes"),
    "dots": QT_TRANSLATE_NOOP("CardBacks", "Charcoal dots"),
}
CARD_BACKS = tuple(CARD_BACK_LABELS)
# The player's name until they choose one: stored in English, shown in the player's language (``name_at_table``).
DEFAULT_PLAYER = QT_TRANSLATE_NOOP("Players", "You")
LANGUAGES = ("system", "en", "de", "fr")  # "system" follows the locale (parlett_table.i18n)
LANGUAGE_LABELS = {"en": "English", "de": "Deutsch", "fr": "Français"}  # each language in its own words


@dataclass(frozen=True)
class Preferences:
    """Every setting the table offers.  Opponents are listed by seat, from the player's left."""

    player_name: str = DEFAULT_PLAYER
    opponent_names: tuple[str, ...] = DEFAULT_NAMES
    opponent_levels: tuple[str, ...] = ("standard",) * 4
    animation_speed: str = "normal"
    trick_pause: str = "normal"
    shown_cards: str = "click"  # how long the cards shown in Hoodwink and Hamlet stay (a trick pause's choices)
    sort_hand: bool = True
    hand_order: str = "high_first"
    print_size: str = "normal"
    deck: str = "clear"
    four_colour: bool = False
    felt: str = "green"
    card_back: str = "lattice"
    high_contrast: bool = False  # stronger outlines and no faint text on the table
    hints: bool = True
    auto_play: bool = False
    expert_seconds: float = 0.25
    window_geometry: str = ""  # Qt's saveGeometry(), base64
    last_game: str = next(iter(GAMES))  # the registry's first game
    last_players: Mapping[str, int] = field(default_factory=dict)
    last_options: Mapping[str, Mapping[str, Any]] = field(default_factory=dict)
    tours_done: tuple[str, ...] = ()  # games whose first-game walkthrough was finished or skipped
    sound_volume: int = 70  # 0–100
    sound_muted: bool = False
    language: str = "system"  # applied at the next start
    friends_table: str = ""  # the table with friends the player sits at, to go back to: "<its link> <the seat's token>"

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["opponent_names"] = list(self.opponent_names)
        data["opponent_levels"] = list(self.opponent_levels)
        data["tours_done"] = list(self.tours_done)
        data["last_players"] = dict(self.last_players)
        data["last_options"] = {game: dict(options) for game, options in self.last_options.items()}
        return {"format": FORMAT, "version": VERSION, **data}

    def name_at_table(self) -> str:
        """The player's name as the table shows it: the default one in the player's language."""
        return translate("Players", DEFAULT_PLAYER) if self.player_name == DEFAULT_PLAYER else self.player_name

    def with_changes(self, **changes: Any) -> Preferences:
        return replace(self, **changes)
