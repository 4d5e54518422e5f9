"""What the table is doing (``Stage``): the controller's value the window shares."""

from __future__ import annotations

import enum


class Stage(enum.Enum):
    """What the table is doing (not the deal's phase, ``engine.Phase``); it alone decides whether the player's
    input is taken."""

    IDLE = "idle"  # no match yet
    HUMAN = "human"  # waiting for the player's decision
    ANIMATING = "animating"  # showing what just happened
    THINKING = "thinking"  # a computer player is deciding
    DEAL_OVER = "deal_over"  # the score is shown; the next deal waits for the player
    MATCH_OVER = "match_over"
