"""The positions the player keeps to practise again (``kept.practice``), in a small JSON file of the data folder.

A file that cannot be used (damaged, from a newer version, not an ordinary file) is set aside as every file of
the program's is (``files.set_aside``) and the player told so once in a sentence; a position in it that cannot
be read is left out and the rest kept.  One that cannot be read at all (permission denied) is left where it is and
nothing is written over it this sitting.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from pathlib import Path

from ..engine.language import QT_TRANSLATE_NOOP
from ..kept.history_rows import StorageError
from ..kept.notices import DAMAGED, NEWER, Notice, why_not_read, why_not_written
from ..kept.practice import PracticePosition
from .files import FileTrouble, atomic_write, read_bytes, set_aside
from .paths import data_dir

FILE_NAME = "practice.json"
FORMAT = "parlett-practice/1"
MOST_KEPT = 500  # the oldest solved positions make room beyond this many
log = logging.getLogger("parlett_table")

PRACTICE_SET_ASIDE = QT_TRANSLATE_NOOP(
    "Storage", "Your list of positions to practise was {problem}, so it was kept as {file} and a new list begun."
)
PRACTICE_NOT_MOVED = QT_TRANSLATE_NOOP(
    "Storage", "Your list of positions to practise was {problem} and could not be moved aside, so it is not kept "
    "this time."
)  # fmt: skip
PRACTICE_UNREADABLE = QT_TRANSLATE_NOOP(
    "Storage", "Your list of positions to practise could not be read ({why}), so it is left as it is this time."
)
PRACTICE_NOT_WRITTEN = QT_TRANSLATE_NOOP(
    "Storage", "Your list of positions to practise could not be saved just now ({why}); it is tried again later."
)


class PracticeFile:
    """The positions to practise (a ``kept.practice.PracticeBook``), read once and written after each change."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / FILE_NAME
        self.left_alone = False  # a file we could not read or move stays as it is: nothing is written over it
        self._notice: str | None = None
        self._positions: list[PracticePosition] | None = None  # read when first asked for

    def positions(self) -> list[PracticePosition]:
        if self._positions is None:
            self._positions = self._read()
        return list(self._positions)

    def add(self, positions: Sequence[PracticePosition]) -> int:
        kept = self.positions()
        known = {position.key for position in kept}
        new = []
        for position in positions:
            if position.key not in known:
                known.add(position.key)
                new.append(position)
        if new:
            kept += new
            while len(kept) > MOST_KEPT:  # the oldest solved first, else the oldest
                solved = next((at for at, position in enumerate(kept) if position.solved is not None), 0)
                del kept[solved]
            self._positions = kept
            self._write()
        return len(new)

    def mark_solved(self, key: str, when: float) -> None:
        kept = self.positions()
        self._positions = [position.solved_at(when) if position.key == key else position for position in kept]
        self._write()

    def take_notice(self) -> str | None:
        self.positions()
        notice, self._notice = self._notice, None
        return notice

    def _read(self) -> list[PracticePosition]:
        try:
            raw = read_bytes(self.path)
        except FileTrouble as trouble:
            if not trouble.damaged:
                self.left_alone = True
                log.warning("The practice file %s could not be read: %s", self.path, trouble.reason)
                self._notice = Notice(PRACTICE_UNREADABLE, why=why_not_read(trouble.error or OSError(trouble.reason)))
                return []
            return self._set_aside(trouble.reason, trouble.reason)
        if raw is None:
            return []
        try:
            obj = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError) as error:
            return self._set_aside(DAMAGED, str(error))
        if not isinstance(obj, dict) or not isinstance(obj.get("positions"), list):
            return self._set_aside(DAMAGED, "not a list of positions")
        if obj.get("format") != FORMAT:
            newer = isinstance(obj.get("format"), str) and str(obj["format"]).startswith("parlett-practice/")
            return self._set_aside(NEWER if newer else DAMAGED, f"format {obj.get('format')!r}")
        positions = []
        for at, item in enumerate(obj["positions"]):
            try:
                positions.append(PracticePosition.from_json(item))
            except (KeyError, TypeError, ValueError, AttributeError) as error:  # that one is left out, not the rest
                log.warning("Position %d of the practice file could not be read: %r", at, error)
        return positions

    def _set_aside(self, problem: str, detail: str) -> list[PracticePosition]:
        log.warning("The practice file %s could not be used: %s", self.path, detail)
        aside = set_aside(self.path)
        if aside is None:
            self.left_alone = True
            self._notice = Notice(PRACTICE_NOT_MOVED, problem=problem)
        else:
            self._notice = Notice(PRACTICE_SET_ASIDE, problem=problem, file=aside.name)
        return []

    def _write(self) -> None:
        if self.left_alone:
            return
        document = {"format": FORMAT, "positions": [position.to_json() for position in self._positions or []]}
        try:
            atomic_write(self.path, json.dumps(document, ensure_ascii=False).encode("utf-8"))
        except OSError as error:
            log.warning("The practice file %s could not be written: %s", self.path, error)
            notice = Notice(PRACTICE_NOT_WRITTEN, why=why_not_written(error))
            raise StorageError(notice, cause="practice-write") from error
