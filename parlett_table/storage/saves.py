"""The match in progress, saved after every action so it can be resumed exactly where it was.

The file is a ``parlett-match/1`` document (spec/deal-record.md), checked by
the engine when read back.  A file that cannot be resumed is set aside and
the player is told why in a sentence; one that cannot be read at all
(permission denied) is left where it is, and this session saves nothing over it.
"""

from __future__ import annotations

import json
from pathlib import Path

from ..engine import MatchDocument, RecordError, match_from_document, parse_json
from ..engine.language import QT_TRANSLATE_NOOP
from ..notices import Notice
from .files import FileTrouble, atomic_write, read_bytes, remove, set_aside
from .paths import data_dir

FILE_NAME = "match-in-progress.json"
NOT_SAVED = Notice(QT_TRANSLATE_NOOP("Storage", "this session's match will not be saved"))


class SavedMatch:
    """The save file of the match in progress."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / FILE_NAME
        self.left_alone = False  # a save we could not read or move stays as it is: nothing is written over it

    def save(self, document: MatchDocument, durable: bool = False) -> None:
        """Replace the save.  Always atomic; ``durable`` also syncs it to disk (at the end of a deal)."""
        if self.left_alone:
            return
        text = json.dumps(document.to_json(), ensure_ascii=False, separators=(",", ":"))
        atomic_write(self.path, text.encode("utf-8"), durable=durable)

    def load(self) -> tuple[MatchDocument | None, str | None]:
        """(the saved match or None, a sentence for the player if the save could not be used)."""
        try:
            raw = read_bytes(self.path)
        except FileTrouble as trouble:
            if not trouble.damaged:
                self.left_alone = True
                reason = trouble.reason
                return None, Notice(QT_TRANSLATE_NOOP(
                    "Storage", "Your saved match could not be read ({reason}), so it is left as it is and {not_saved}."
                ), reason=reason, not_saved=NOT_SAVED)
            return None, self._set_aside(trouble.reason)
        if raw is None:
            return None, None
        try:
            document = match_from_document(parse_json(raw.decode("utf-8")))
        except (UnicodeDecodeError, RecordError, ValueError, RecursionError) as error:
            return None, self._set_aside(str(error))
        return document, None

    def _set_aside(self, problem: str) -> str:
        aside = set_aside(self.path)
        if aside is None:
            self.left_alone = True
            return Notice(QT_TRANSLATE_NOOP(
                "Storage", "Your saved match could not be resumed ({problem}) nor moved aside, so {not_saved}."
            ), problem=problem, not_saved=NOT_SAVED)
        return Notice(QT_TRANSLATE_NOOP(
            "Storage", "Your saved match could not be resumed ({problem}), so it was kept as {file}."
        ), problem=problem, file=aside.name)

    def clear(self) -> None:
        if not self.left_alone:
            remove(self.path)
