"""Plain Tricks' prompt line: what may be played, and the count."""

from __future__ import annotations

from collections.abc import Sequence

from parlett_table.ai.prompts import follow, tricks_you_have
from parlett_table.engine import SeatView
from parlett_table.engine.language import translate


def prompt(view: SeatView, names: Sequence[str]) -> str:
    have = tricks_you_have(view.tricks_won[view.seat])
    return translate("PlainTricks", "{first} Every trick scores a point. {have}").format(first=follow(view), have=have)
