"""Hints for the human's seat: what the expert would do, and why, in a sentence (the worker asks the expert,
``worker.py``, with this budget)."""

from __future__ import annotations

HINT_SIMS = 800  # the expert's simulations for a hint
