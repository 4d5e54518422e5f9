"""Who's Who: its rules, words, standard strategy, playout habits, the expert's tuning, prompt line and rules page
(``parlett_table/games/kit.py``)."""

from __future__ import annotations

from ..kit import GameKit
from .rules import WhosWho

KIT = GameKit(WhosWho, __name__)
