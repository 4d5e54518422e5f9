"""Each computer seat's reading of the others, kept for its match at the table.

The expert reads every other seat as a mixture of ways of playing (``styles.py``) and carries each seat's weights
from one deal to the next (``StyleMemory``), as it does in the tournaments where one expert lives for the match.
At the table a new player answers each decision (in the worker process), so the memories live here instead, one
for each reader: a seat of a match (``par.reader_of``).  Only the latest few matches' are kept.
"""

from __future__ import annotations

from collections import OrderedDict

from .base import Player
from .styles import StyleMemory

READERS_KEPT = 32  # a match has at most four computer seats: the last several matches' readings


_memories: OrderedDict[str, StyleMemory] = OrderedDict()


def memory_of(reader: str) -> StyleMemory:
    """The reading kept for ``reader`` (a new one the first time), the most recently used kept longest."""
    memory = _memories.get(reader)
    if memory is None:
        memory = _memories[reader] = StyleMemory()
        while len(_memories) > READERS_KEPT:
            _memories.popitem(last=False)
    _memories.move_to_end(reader)
    return memory


def with_memory(player: Player, reader: str | None) -> Player:
    """``player`` reading with ``reader``'s memory, where it reads the others at all (the expert)."""
    if reader is not None and isinstance(getattr(player, "memory", None), StyleMemory):
        player.memory = memory_of(reader)  # type: ignore[attr-defined]
    return player


def forget_all() -> None:
    """Every reading kept goes (a test's table starts as a new worker would)."""
    _memories.clear()
