"""Finished deals the history has not taken yet, kept on disk until it has.

When the history cannot be written (read-only, held by another program, a
full disk) a finished deal stays in the save of its match.  Before that save
is replaced (a new match) or removed (the match ended, or was given up), its
match is written here, in the ``unrecorded`` folder beside the save: one
``parlett-match/1`` document per match, written atomically and durably, named
``match-<row>-<n>.json`` after the history row it was played in (``new`` if the
history had none; the name is only a hint, checked against the deals).  The
keeper records them when it can and removes each one only once the history
holds every finished deal of it.  A file here that cannot be read is set
aside like any other.
"""

from __future__ import annotations

import contextlib
import logging
import os
import re
import time
from dataclasses import dataclass
from functools import partial
from pathlib import Path

from ..engine import MatchDocument
from ..kept.notices import WAITING_SET_ASIDE, Notice
from .files import FileTrouble, atomic_write, read_bytes, remove, set_aside
from .saves import encoded, read_document

FOLDER_NAME = "unrecorded"
NAME = re.compile(r"match-(\d+|new)-\d+\.json")
log = logging.getLogger("parlett_table")


@dataclass
class Waiting:
    """A match with finished deals the history may lack."""

    document: MatchDocument
    row: int | None  # the history row it was played in, when the history had one (checked, never trusted)
    path: Path | None  # its file here, or None while it could not be written


class WaitingDeals:
    """The folder of matches waiting for the history."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder

    def load(self, older_than: float) -> tuple[list[Waiting], list[str]]:
        """Every match waiting here, oldest first, and a sentence for each file that had to be set aside.

        Temporary files of writes killed more than ``older_than`` seconds ago are removed.
        """
        try:
            names = sorted(os.listdir(self.folder))
        except FileNotFoundError:
            return [], []
        except OSError as error:
            log.warning("The folder %s could not be read: %s", self.folder, error)
            return [], []
        found: list[Waiting] = []
        notices: list[str] = []
        now = time.time()
        for name in names:
            path = self.folder / name
            if name.startswith(".") and name.endswith(".tmp"):
                with contextlib.suppress(OSError):
                    if now - path.lstat().st_mtime >= older_than:
                        os.unlink(path)
                continue
            matched = NAME.fullmatch(name)
            if matched is None:
                continue  # not ours (a file set aside, or something the player put here)
            try:
                raw = read_bytes(path)
            except FileTrouble as trouble:
                if trouble.damaged:
                    notices.append(self._set_aside(path, trouble.reason, trouble.reason))
                else:
                    log.warning("The unrecorded deals %s could not be read: %s", path, trouble.reason)
                continue
            if raw is None:
                continue
            document, notice = read_document(raw, partial(self._set_aside, path))
            if document is None:
                notices.append(notice or "")
                continue
            row = matched.group(1)
            found.append(Waiting(document, None if row == "new" else int(row), path))
        return found, [notice for notice in notices if notice]

    def _set_aside(self, path: Path, problem: str, detail: str) -> str:
        log.warning("The unrecorded deals %s could not be read: %s", path, detail)
        aside = set_aside(path)
        if aside is None:
            return ""  # left where it is, and tried again at the next start
        return Notice(WAITING_SET_ASIDE, problem=problem, file=f"{FOLDER_NAME}/{aside.name}")

    def put(self, document: MatchDocument, row: int | None) -> Path:
        """Write a match here, durably (``OSError`` if it cannot be)."""
        path = self.folder / f"match-{row if row is not None else 'new'}-{time.time_ns()}.json"
        atomic_write(path, encoded(document), durable=True)
        return path

    def remove(self, path: Path) -> None:
        remove(path)
