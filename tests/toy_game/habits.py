"""Plain Tricks' habit in the quick playouts: every trick is worth having."""

from __future__ import annotations

from parlett_table.engine import Core


def motive(core: Core, seat: int) -> bool:
    return True
