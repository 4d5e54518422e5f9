"""The match in progress, saved after every action so it can be resumed exactly where it was.

The file is a ``parlett-match/1`` document (spec/deal-record.md), checked by
the engine when read back.  A file that cannot be resumed is set aside and
the player is told why in a sentence.
"""

from __future__ import annotations

import json
from pathlib import Path

from ..engine import MatchDocument, RecordError, match_from_document, parse_json
from .files import atomic_write, set_aside
from .paths import data_dir

FILE_NAME = "match-in-progress.json"


class SavedMatch:
    """The save file of the match in progress."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or data_dir() / FILE_NAME

    def save(self, document: MatchDocument, durable: bool = False) -> None:
        """Replace the save.  Always atomic; ``durable`` also syncs it to disk (at the end of a deal)."""
        text = json.dumps(document.to_json(), ensure_ascii=False, separators=(",", ":"))
        atomic_write(self.path, text.encode("utf-8"), durable=durable)

    def load(self) -> tuple[MatchDocument | None, str | None]:
        """(the saved match or None, a sentence for the player if the save had to be set aside)."""
        try:
            raw = self.path.read_bytes()
        except FileNotFoundError:
            return None, None
        except OSError as error:
            return None, f"Your saved match could not be read ({error.strerror})."
        try:
            document = match_from_document(parse_json(raw.decode("utf-8")))
        except (UnicodeDecodeError, RecordError, ValueError) as error:
            aside = set_aside(self.path)
            where = f" It was kept as {aside.name}." if aside else ""
            return None, f"Your saved match could not be resumed ({error}).{where}"
        return document, None

    def clear(self) -> None:
        self.path.unlink(missing_ok=True)
