"""Every duration at the table, in one place, scaled by the animation-speed preference.

Values are milliseconds at "normal" speed.  "off" makes every animation and
pause instant (tests run that way), except waiting for a click, which a
player asked for.
"""

from __future__ import annotations

from ..engine.language import QT_TRANSLATE_NOOP

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
    "reveal_hold": 400,  # the revealed proposals still, before the table holds them (``Timings.shown_pause``)
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


SHOWN_CARDS_FACTOR = 2  # the cards shown stay this many times as long as a finished trick at the same setting
DEMO_SHOWN_MS = 2600  # in a demo, nobody to click: the cards shown stay this long (at normal speed)


class Timings:
    """Durations for one speed setting, one trick-pause setting and how long the cards shown stay (the same
    choices as a trick's pause)."""

    def __init__(self, speed: str = "normal", trick_pause: str = "normal", shown_cards: str = "click") -> None:
        if speed not in SPEEDS:
            raise ValueError(f"unknown animation speed {speed!r}")
        if trick_pause not in TRICK_PAUSES:
            raise ValueError(f"unknown trick pause {trick_pause!r}")
        if shown_cards not in TRICK_PAUSES:
            raise ValueError(f"unknown time for the cards shown {shown_cards!r}")
        self.speed = speed
        self.trick_pause_setting = trick_pause
        self.shown_cards_setting = shown_cards
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

    def shown_pause(self, demo: bool = False) -> int | None:
        """Milliseconds the cards shown in Hoodwink and Hamlet stay turned up, or None to wait until the player goes
        on.  With animations off nothing is held (the player asked for no waiting), and a demo never waits for a
        click."""
        if self.instant:
            return 0
        if demo:
            return round(DEMO_SHOWN_MS * (0.5 + 0.5 * self.factor))
        pause = TRICK_PAUSES[self.shown_cards_setting]
        if pause is None:
            return None
        return round(SHOWN_CARDS_FACTOR * pause * (0.5 + 0.5 * self.factor))
