"""Every duration at the table, in one place, scaled by the animation-speed preference.

Values are milliseconds at "normal" speed.  "off" makes every animation and
pause instant (tests run that way), except waiting for a click, which a
player asked for.
"""

from __future__ import annotations

from .engine.language import QT_TRANSLATE_NOOP

SPEEDS: dict[str, float] = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
SPEED_LABELS: dict[str, str] = {
    "off": QT_TRANSLATE_NOOP("Speeds", "Off"),
    "fast": QT_TRANSLATE_NOOP("Speeds", "Fast"),
    "normal": QT_TRANSLATE_NOOP("Speeds", "Normal"),
    "slow": QT_TRANSLATE_NOOP("Speeds", "Slow"),
}

BASE_MS: dict[str, int] = {
    "deal_gap": 45,  # between two cards of the deal leaving the pack
    "deal_flight": 300,  # one card of the deal travelling to its hand
    "propose": 320,  # a proposal card moving out in front of its player
    "reveal_flip": 320,  # the proposals turning face up together
    "reveal_hold": 1600,  # time to take in the revealed proposals
    "play": 340,  # a card travelling from a hand to the trick
    "gather": 420,  # a finished trick sliding to its taker
    "fan": 220,  # a hand closing up or re-sorting
    "think_min": 550,  # the shortest time a computer player seems to think
    "panel": 260,  # a panel fading in
    "speech": 2600,  # how long a speech bubble stays
    "demo_next_deal": 3000,  # in a demo, the pause on the score before the next deal
    "roles_flash": 900,  # a role badge pulsing when it becomes known
}

# How long a finished trick stays in the middle before it is gathered ("click": until the player clicks).
TRICK_PAUSES: dict[str, int | None] = {"click": None, "short": 600, "normal": 1300, "long": 2600}
TRICK_PAUSE_LABELS: dict[str, str] = {
    "click": QT_TRANSLATE_NOOP("TrickPauses", "Until I click"),
    "short": QT_TRANSLATE_NOOP("TrickPauses", "Short"),
    "normal": QT_TRANSLATE_NOOP("TrickPauses", "Normal"),
    "long": QT_TRANSLATE_NOOP("TrickPauses", "Long"),
}


class Timings:
    """Durations for one speed setting and one trick-pause setting."""

    def __init__(self, speed: str = "normal", trick_pause: str = "normal") -> None:
        if speed not in SPEEDS:
            raise ValueError(f"unknown animation speed {speed!r}")
        if trick_pause not in TRICK_PAUSES:
            raise ValueError(f"unknown trick pause {trick_pause!r}")
        self.speed = speed
        self.trick_pause_setting = trick_pause
        self.factor = SPEEDS[speed]

    @property
    def instant(self) -> bool:
        return self.factor == 0.0

    def ms(self, name: str) -> int:
        """The duration called ``name`` at this speed."""
        return round(BASE_MS[name] * self.factor)

    def trick_pause(self) -> int | None:
        """Milliseconds a finished trick stays, or None to wait for a click."""
        pause = TRICK_PAUSES[self.trick_pause_setting]
        if pause is None:
            return None
        # The pause is for reading the trick, so it shrinks less than the animations do.
        return 0 if self.instant else round(pause * (0.5 + 0.5 * self.factor))
