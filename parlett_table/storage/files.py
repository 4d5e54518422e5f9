"""Writing files so that a crash never leaves half of one, and setting aside files that cannot be read."""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path


def atomic_write(path: Path, data: bytes, durable: bool = True) -> None:
    """Replace ``path`` with ``data`` all at once: a temporary file, flushed (and synced), then renamed.

    Readers see the old file or the new one, never a mix, even if the process is
    killed.  ``durable`` also syncs to disk, so a power cut keeps the new file;
    leave it off for frequent saves where losing the latest one is acceptable.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "wb") as file:
            file.write(data)
            file.flush()
            if durable:
                os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise
    if durable:
        _sync_folder(path.parent)


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
    """Rename an unreadable file to ``name.broken-YYYYmmdd-HHMMSS`` beside it; the new path, or None if it failed."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.broken-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.broken-{stamp}-{counter}")
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target
