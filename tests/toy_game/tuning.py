"""Plain Tricks' tuning: the last three tricks solved exactly, nothing else measured."""

from __future__ import annotations

from parlett_table.ai.tuning import Tuning

TUNING = Tuning(endgame_tricks=3)
