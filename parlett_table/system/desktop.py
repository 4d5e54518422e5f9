"""A menu entry and icons for people who installed Parlett Table with pip on Linux.

:func:`install_desktop_entry` (behind ``parlett-table --install-desktop-entry``)
writes the desktop entry that ``packaging/linux/`` ships, with ``Exec`` pointing
at this installation's ``parlett-table-gui``, into ``$XDG_DATA_HOME/applications``
(``~/.local/share/applications`` by default), the icons into the hicolor theme
under ``$XDG_DATA_HOME/icons``, and the deal records' file type (``.parlett``)
into ``$XDG_DATA_HOME/mime/packages``.  Running it again rewrites the same files;
:func:`remove_desktop_entry` (``--remove-desktop-entry``) deletes them again.
Every failure is a ``ValueError`` carrying a sentence for the player.  No Qt here.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

from .. import APP_ID
from .resources import asset_path

ICON_NAME = "parlett-table"
GUI_SCRIPT = "parlett-table-gui"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
MIME_TYPE = "application/x-parlett-deal"
"""The deal records' file type (``*.parlett``, JSON inside): packaging/linux/<APP_ID>.mime.xml."""
RECORD_SUFFIX = ".parlett"

# The keys of packaging/linux/<APP_ID>.desktop, less Exec and TryExec (tests keep the two alike).
ENTRY: tuple[tuple[str, str], ...] = (
    ("Type", "Application"),
    ("Version", "1.4"),
    ("Name", "Parlett Table"),
    ("GenericName", "Card Games"),
    ("Comment", "Play David Parlett's trick-taking card games against computer players"),
    ("Icon", ICON_NAME),
    ("Terminal", "false"),
    ("Categories", "Game;CardGame;"),
    ("MimeType", f"{MIME_TYPE};"),
    ("Keywords", "cards;card game;trick-taking;tricks;Parlett;Hoodwink;Crescendo;Who's Who;Hamlet;"),
    ("StartupNotify", "true"),
    ("StartupWMClass", "Parlett Table"),
)

MIME_XML = f"""<?xml version="1.0" encoding="UTF-8"?>
<mime-info xmlns="http://www.freedesktop.org/standards/shared-mime-info">
  <mime-type type="{MIME_TYPE}">
    <comment>Parlett Table deal record</comment>
    <sub-class-of type="application/json"/>
    <generic-icon name="application-json"/>
    <glob pattern="*{RECORD_SUFFIX}"/>
  </mime-type>
</mime-info>
"""
"""packaging/linux/<APP_ID>.mime.xml without its comment (a test keeps the two alike)."""

# Characters that make an Exec argument need quotes (Desktop Entry Specification, "The Exec key").
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def install_desktop_entry() -> list[Path]:
    """Write the desktop entry and the icons for the current user; the files written.

    Raises ``ValueError`` with a sentence if this is not Linux, if
    ``parlett-table-gui`` cannot be found, or if a file cannot be written.
    """
    _linux_only()
    command = gui_command()
    home = data_home()
    entry, icons, mime = _installed_files(home)
    copies = [(asset_path("icons", _icon_source(target)), target) for target in icons]
    written: list[Path] = []
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        _write_atomically(entry, desktop_entry_text(command).encode("utf-8"))
        written.append(entry)
        for source, target in copies:
            target.parent.mkdir(parents=True, exist_ok=True)
            _write_atomically(target, source.read_bytes())
            written.append(target)
        mime.parent.mkdir(parents=True, exist_ok=True)
        _write_atomically(mime, MIME_XML.encode("utf-8"))
        written.append(mime)
    except OSError as error:
        where = error.filename or home
        raise ValueError(f"Cannot write the desktop entry to {where}: {error.strerror or error}.") from None
    _refresh_caches(home)
    return written


def remove_desktop_entry() -> list[Path]:
    """Delete what :func:`install_desktop_entry` writes, for the current user; the files deleted.

    Files that are not there are skipped (removing twice is no error).  Raises ``ValueError`` with a
    sentence if this is not Linux or a file cannot be deleted.
    """
    _linux_only()
    home = data_home()
    entry, icons, mime = _installed_files(home)
    removed: list[Path] = []
    for path in (entry, *icons, mime):
        try:
            path.unlink()
        except FileNotFoundError:
            continue
        except OSError as error:
            raise ValueError(f"Cannot delete {path}: {error.strerror or error}.") from None
        removed.append(path)
    _refresh_caches(home)
    return removed


def _linux_only() -> None:
    if not sys.platform.startswith("linux"):
        raise ValueError(
            "Desktop entries are for Linux desktops; on Windows and macOS use the downloadable app, "
            "or start the program with the parlett-table command."
        )


def _installed_files(home: Path) -> tuple[Path, list[Path], Path]:
    """The desktop entry, the icons and the file type's definition, as installed under ``home``."""
    icons = [_icon_dir(home, f"{size}x{size}") / f"{ICON_NAME}.png" for size in ICON_SIZES]
    icons.append(_icon_dir(home, "scalable") / f"{ICON_NAME}.svg")
    return home / "applications" / f"{APP_ID}.desktop", icons, home / "mime" / "packages" / f"{APP_ID}.xml"


def _icon_source(icon: Path) -> str:
    """The asset an installed icon is copied from: ``parlett-table-48.png`` for ``hicolor/48x48/apps/...png``."""
    if icon.suffix == ".svg":
        return icon.name
    return f"{ICON_NAME}-{icon.parent.parent.name.split('x', 1)[0]}.png"


def _refresh_caches(home: Path) -> None:
    """Let the desktop see the change now: the file types' and menu's caches, where their tools are installed."""
    for tool, folder in (("update-mime-database", home / "mime"), ("update-desktop-database", home / "applications")):
        if shutil.which(tool) and folder.is_dir():
            with contextlib.suppress(OSError, subprocess.SubprocessError):
                subprocess.run([tool, str(folder)], capture_output=True, timeout=60, check=False)


def desktop_entry_text(command: str) -> str:
    """The desktop entry's text, launching the program ``command`` (an absolute path)."""
    lines = ["[Desktop Entry]"]
    for key, value in ENTRY:
        lines.append(f"{key}={value}")
        if key == "Comment":  # Exec and TryExec where packaging/linux has Exec
            lines.append(f"Exec={_exec_argument(command)} %f")  # %f: the deal record opened with it, if any
            lines.append(f"TryExec={_escape(command)}")
    return "\n".join(lines) + "\n"


def gui_command() -> str:
    """The absolute path of this installation's ``parlett-table-gui`` (or of the frozen app itself)."""
    if getattr(sys, "frozen", False):  # a PyInstaller build: the program is the executable
        return str(Path(sys.executable).absolute())
    folders = [Path(sys.executable).parent]  # not resolved: a virtualenv's python is a symlink
    for scheme in (sysconfig.get_default_scheme(), f"{os.name}_user"):
        try:
            folders.append(Path(sysconfig.get_path("scripts", scheme)))
        except KeyError:  # no such scheme here
            continue
    for folder in folders:
        candidate = folder / GUI_SCRIPT
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate.absolute())
    found = shutil.which(GUI_SCRIPT)
    if found:
        return str(Path(found).absolute())
    raise ValueError(
        f"Cannot find the {GUI_SCRIPT} command next to {sys.executable} or on PATH; "
        "install Parlett Table with pip (not only as source) and try again."
    )


def data_home() -> Path:
    """``$XDG_DATA_HOME`` if it is set to an absolute path, otherwise ``~/.local/share``."""
    value = os.environ.get("XDG_DATA_HOME", "")
    if value and Path(value).is_absolute():
        return Path(value)
    return Path.home() / ".local" / "share"


def _icon_dir(home: Path, size: str) -> Path:
    return home / "icons" / "hicolor" / size / "apps"


def _exec_argument(path: str) -> str:
    """``path`` as one argument of an Exec value: quoted if it must be, then string-escaped."""
    if any(ord(char) < 32 for char in path):
        raise ValueError(f"Cannot write a desktop entry for a program whose path has control characters: {path!r}.")
    argument = path.replace("%", "%%")
    if any(char in _RESERVED for char in argument):
        escaped = "".join("\\" + char if char in '"`$\\' else char for char in argument)
        argument = f'"{escaped}"'
    return _escape(argument)


def _escape(value: str) -> str:
    """A desktop-entry string value: backslashes doubled (control characters are refused earlier)."""
    return value.replace("\\", "\\\\")


def _write_atomically(path: Path, data: bytes) -> None:
    temporary = path.with_name(f".{path.name}.tmp")
    temporary.write_bytes(data)
    os.replace(temporary, path)
