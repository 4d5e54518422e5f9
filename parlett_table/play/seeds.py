"""Fresh deal numbers: the one place a new deal's seed is drawn (everything after it is deterministic)."""

from __future__ import annotations

import random

LARGEST = 999_999  # short enough to read out and type back in


def new_deal_number() -> int:
    """A deal number drawn from the system's randomness, from 1 to ``LARGEST``."""
    return random.SystemRandom().randrange(1, LARGEST + 1)
