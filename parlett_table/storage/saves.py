"""The match in progress, saved after every action so it can be resumed exactly where it was.

The file is a ``parlett-match/1`` document (docs/deal-record.md), checked by
the engine when read back.  A file that cannot be resumed (damaged, from a
newer version, not an ordinary file, far too large, or a match with no seat
for the player, which this program never saves) is set aside and the player
is told so in a sentence, the parser's words going to the log; one that
cannot be read at all (permission denied) is left where it is, and this
session saves nothing over it.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from pathlib import Path

from ..engine import MatchDocument, RecordError, match_from_document, parse_json
from ..engine.record import MATCH_FORMAT
from ..kept.notices import (
    DAMAGED,
    NEWER,
    SAVE_NO_SEAT,
    SAVE_NO_SEAT_LEFT,
    SAVE_NOT_MOVED,
    SAVE_SET_ASIDE,
    SAVE_UNREADABLE,
    Notice,
    why_not_read,
)
from .files import FileTrouble, atomic_write, read_bytes, remove, set_aside
from .paths import data_dir

FILE_NAME = "match-in-progress.json"
log = logging.getLogger("parlett_table")


class SavedMatch:
    """The save file of the match in progress."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / FILE_NAME
        self.left_alone = False  # a save we could not read or move stays as it is: nothing is written over it

    def save(self, document: MatchDocument, durable: bool = False) -> None:
        """Replace the save.  Always atomic; ``durable`` also syncs it to disk (at the end of a deal)."""
        if self.left_alone:
            return
        atomic_write(self.path, encoded(document), durable=durable)

    def load(self) -> tuple[MatchDocument | None, str | None]:
        """(the saved match or None, a sentence for the player if the save could not be used)."""
        try:
            raw = read_bytes(self.path)
        except FileTrouble as trouble:
            if not trouble.damaged:
                self.left_alone = True
                log.warning("The saved match %s could not be read: %s", self.path, trouble.reason)
                return None, Notice(SAVE_UNREADABLE, why=why_not_read(trouble.error or OSError(trouble.reason)))
            return None, self._set_aside(trouble.reason, trouble.reason)
        if raw is None:
            return None, None
        return read_document(raw, lambda problem, detail: self._set_aside(problem, detail))

    def _set_aside(self, problem: str, detail: str) -> str:
        log.warning("The saved match %s could not be resumed: %s", self.path, detail)
        aside = set_aside(self.path)
        if aside is None:
            self.left_alone = True
            return Notice(SAVE_NOT_MOVED, problem=problem)
        return Notice(SAVE_SET_ASIDE, problem=problem, file=aside.name)

    def set_aside_seatless(self) -> str:
        """Set aside a save with no seat for the player (never one of this program's): not resumed, not recorded."""
        log.warning("The saved match %s has no seat for the player.", self.path)
        aside = set_aside(self.path)
        if aside is None:
            self.left_alone = True
            return Notice(SAVE_NO_SEAT_LEFT)
        return Notice(SAVE_NO_SEAT, file=aside.name)

    def clear(self) -> None:
        if not self.left_alone:
            remove(self.path)


def encoded(document: MatchDocument) -> bytes:
    """A match document as the bytes of its file."""
    return json.dumps(document.to_json(), ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def read_document(raw: bytes, refuse: Callable[[str, str], str]) -> tuple[MatchDocument | None, str | None]:
    """The match document in ``raw``, or None and ``refuse``'s sentence (given why, in words and in detail)."""
    try:
        obj = parse_json(raw.decode("utf-8"))
    except (UnicodeDecodeError, RecordError, ValueError, RecursionError) as error:
        return None, refuse(DAMAGED, str(error))
    form = obj.get("format") if isinstance(obj, dict) else None
    try:
        return match_from_document(obj), None
    except (RecordError, ValueError, RecursionError) as error:
        newer = isinstance(form, str) and form.startswith("parlett-match/") and form != MATCH_FORMAT
        return None, refuse(NEWER if newer else DAMAGED, str(error))
