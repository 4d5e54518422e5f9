"""Writing files so that a crash never leaves half of one, reading them, and setting aside what cannot be read.

A file that is damaged (or a folder, a loop of links, a FIFO, a device or
anything else that is not an ordinary file, or a file far too large to be
ours, standing where the file should be) is set aside, renamed beside itself;
a file that is merely out of reach (permission denied, a full disk, a
read-only folder) is left exactly where it is, so nothing is ever lost to a
passing problem.  ``read_bytes`` never blocks and never reads more than its
limit: it opens without waiting (a FIFO would wait for a writer for good) and
looks at what it opened before reading a byte of it.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
import time
from pathlib import Path

from ..kept.notices import A_FOLDER, A_LOOP, NOT_A_FILE, TOO_LARGE

LEFTOVER_SECONDS = 600.0  # a temporary file this old belongs to no write in progress
MAX_BYTES = 16 * 1024 * 1024  # the most read of a file of ours: a save of a long match is some hundred kilobytes


class FileTrouble(Exception):
    """A file could not be read; ``damaged`` when what stands there should be set aside, not left alone."""

    def __init__(self, reason: str, damaged: bool, error: OSError | None = None) -> None:
        super().__init__(reason)
        self.reason = reason  # in words: what stands there (damaged), or the system's error text (out of reach)
        self.damaged = damaged
        self.error = error  # the system's error, when the file was out of reach


def reason(error: OSError) -> str:
    """An OS error in words for a sentence: "permission denied", "no space left on device"."""
    text = error.strerror or str(error) or type(error).__name__
    return text[:1].lower() + text[1:]


def examine(error: OSError, path: Path) -> FileTrouble:
    """Why ``path`` could not be opened, and whether what stands there is damage to set aside."""
    if isinstance(error, IsADirectoryError) or _is_folder(path):  # Windows says "permission denied" for a folder
        return FileTrouble(A_FOLDER, damaged=True)
    if error.errno == errno.ELOOP:
        return FileTrouble(A_LOOP, damaged=True)
    if error.errno == errno.ENXIO:  # a socket, or a FIFO opened for writing with no reader
        return FileTrouble(NOT_A_FILE, damaged=True)
    return FileTrouble(reason(error), damaged=False, error=error)


def _is_folder(path: Path) -> bool:
    try:
        return path.is_dir()
    except OSError:
        return False


def read_bytes(path: Path, limit: int = MAX_BYTES) -> bytes | None:
    """The file's bytes, or None when there is no file; ``FileTrouble`` when it is there but cannot be read.

    Anything that is not an ordinary file (a FIFO, a device, a socket, a folder, or a link to one) and any
    file longer than ``limit`` bytes is damage: it is not read.
    """
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        descriptor = os.open(path, flags)
    except FileNotFoundError:
        return None
    except OSError as error:
        raise examine(error, path) from error
    try:
        found = os.fstat(descriptor)
        if not stat.S_ISREG(found.st_mode):
            raise FileTrouble(A_FOLDER if stat.S_ISDIR(found.st_mode) else NOT_A_FILE, damaged=True)
        if found.st_size > limit:
            raise FileTrouble(TOO_LARGE, damaged=True)
        chunks, size = [], 0
        while size <= limit:  # the file may grow while it is read
            chunk = os.read(descriptor, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:
            raise FileTrouble(TOO_LARGE, damaged=True)
        return b"".join(chunks)
    except OSError as error:
        raise examine(error, path) from error
    finally:
        os.close(descriptor)


def examine_place(path: Path) -> None:
    """Nothing if ``path`` is an ordinary file or absent; ``FileTrouble`` if anything else stands there or it is out
    of reach (SQLite would only say "unable to open" of a folder or a loop of links, and wait for good on a FIFO)."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        return
    except OSError as error:
        raise examine(error, path) from error
    if stat.S_ISDIR(mode):
        raise FileTrouble(A_FOLDER, damaged=True)
    if not stat.S_ISREG(mode):
        raise FileTrouble(NOT_A_FILE, damaged=True)


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


def free_name(path: Path, label: str = "broken") -> Path:
    """A name beside ``path`` that nothing has yet: ``name.broken-YYYYmmdd-HHMMSS`` (``label`` for "broken")."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.{label}-{stamp}")
    counter = 1
    while os.path.lexists(target):
        counter += 1
        target = path.with_name(f"{path.name}.{label}-{stamp}-{counter}")
    return target


def set_aside(path: Path) -> Path | None:
    """Rename ``path`` to ``name.broken-YYYYmmdd-HHMMSS`` beside it; the new path, or None if it could not be moved."""
    target = free_name(path)
    return target if move(path, target) else None  # a symbolic link is renamed itself, never what it points to


def keep_copy(path: Path, data: bytes) -> Path | None:
    """Write ``data`` (what ``path`` held) durably beside it as ``name.broken-…``, leaving ``path`` as it is; the copy,
    or None if it could not be written."""
    target = free_name(path)
    try:
        atomic_write(target, data)
    except OSError:
        return None
    return target


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
