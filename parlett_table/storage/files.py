"""Writing files so that a crash never leaves half of one, reading them, and setting aside what cannot be read.

A file that is damaged (or a folder or a loop of links standing where the file
should be) is set aside, renamed beside itself; a file that is merely out of
reach (permission denied, a full disk, a read-only folder) is left exactly
where it is, so nothing is ever lost to a passing problem.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
import time
from pathlib import Path

from ..engine.language import QT_TRANSLATE_NOOP
from ..notices import A_FOLDER, Notice

LEFTOVER_SECONDS = 600.0  # a temporary file this old belongs to no write in progress


class FileTrouble(Exception):
    """A file could not be read; ``damaged`` when what stands there should be set aside, not left alone."""

    def __init__(self, reason: str, damaged: bool) -> None:
        super().__init__(reason)
        self.reason = reason
        self.damaged = damaged


def reason(error: OSError) -> str:
    """An OS error in words for a sentence: "permission denied", "no space left on device"."""
    text = error.strerror or str(error) or type(error).__name__
    return text[:1].lower() + text[1:]


def examine(error: OSError, path: Path) -> FileTrouble:
    """Why ``path`` could not be opened, and whether what stands there is damage to set aside."""
    if isinstance(error, IsADirectoryError) or _is_folder(path):  # Windows says "permission denied" for a folder
        return FileTrouble(A_FOLDER, damaged=True)
    if error.errno == errno.ELOOP:
        loop = QT_TRANSLATE_NOOP("Storage", "a symbolic link that leads back to itself")
        return FileTrouble(Notice(loop), damaged=True)
    return FileTrouble(reason(error), damaged=False)


def _is_folder(path: Path) -> bool:
    try:
        return path.is_dir()
    except OSError:
        return False


def read_bytes(path: Path) -> bytes | None:
    """The file's bytes, or None when there is no file; ``FileTrouble`` when it is there but cannot be read."""
    try:
        with os.fdopen(os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0)), "rb") as file:
            return file.read()
    except FileNotFoundError:
        return None
    except OSError as error:
        raise examine(error, path) from error


def examine_place(path: Path) -> None:
    """Nothing if ``path`` is a file or absent; ``FileTrouble`` if anything else stands there or it is out of reach."""
    try:
        if stat.S_ISDIR(os.stat(path).st_mode):
            raise FileTrouble(A_FOLDER, damaged=True)
    except FileNotFoundError:
        return
    except OSError as error:
        raise examine(error, path) from error


def make_folder(folder: Path) -> None:
    os.makedirs(folder, exist_ok=True)


def move(source: Path, target: Path) -> bool:
    """Rename ``source`` to ``target``; whether it could be done."""
    try:
        os.replace(source, target)
    except OSError:
        return False
    return True


def atomic_write(path: Path, data: bytes, durable: bool = True) -> None:
    """Replace ``path`` with ``data`` all at once: a temporary file, written (and synced), then renamed.

    Readers see the old file or the new one, never a mix, even if the process is
    killed.  ``durable`` also syncs to disk, so a power cut keeps the new file;
    leave it off for frequent saves where losing the latest one is acceptable.
    """
    make_folder(path.parent)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        try:
            view = memoryview(data)
            while view:
                view = view[os.write(handle, view) :]
            if durable:
                os.fsync(handle)
        finally:
            os.close(handle)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    if durable:
        _sync_folder(path.parent)


def remove(path: Path) -> None:
    """Delete ``path`` if it is there."""
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX; Windows has no directory handles to sync)."""
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        descriptor = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


def set_aside(path: Path) -> Path | None:
    """Rename ``path`` to ``name.broken-YYYYmmdd-HHMMSS`` beside it; the new path, or None if it could not be moved."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.broken-{stamp}")
    counter = 1
    while os.path.lexists(target):
        counter += 1
        target = path.with_name(f"{path.name}.broken-{stamp}-{counter}")
    return target if move(path, target) else None  # a symbolic link is renamed itself, never what it points to


def remove_leftovers(path: Path, older_than: float = LEFTOVER_SECONDS) -> None:
    """Delete the temporary files that writes of ``path`` left behind when killed (ours only: ``.name.*.tmp``).

    Only those older than ``older_than`` seconds, which no write still in progress
    can own; 0 when this program alone uses the folder.
    """
    now = time.time()
    with contextlib.suppress(OSError):
        for leftover in path.parent.glob(f".{path.name}.*.tmp"):
            with contextlib.suppress(OSError):
                if now - leftover.lstat().st_mtime >= older_than and leftover.is_file():
                    leftover.unlink()
