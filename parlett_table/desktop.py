"""A menu entry and icons for people who installed Parlett Table with pip on Linux.

:func:`install_desktop_entry` (behind ``parlett-table --install-desktop-entry``)
writes the desktop entry that ``packaging/linux/`` ships, with ``Exec`` pointing
at this installation's ``parlett-table-gui``, into ``$XDG_DATA_HOME/applications``
(``~/.local/share/applications`` by default), and the icons into the hicolor
theme under ``$XDG_DATA_HOME/icons``.  Running it again rewrites the same files.
Every failure is a ``ValueError`` carrying a sentence for the player.  No Qt here.
"""

from __future__ import annotations

import os
import shutil
import sys
import sysconfig
from pathlib import Path

from .resources import asset_path

APP_ID = "io.github.parlett_table.ParlettTable"
"""The desktop file's name without ``.desktop``: the window's desktop file name and Wayland app id."""
ICON_NAME = "parlett-table"
GUI_SCRIPT = "parlett-table-gui"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)

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
    ("Keywords", "cards;card game;trick-taking;tricks;Parlett;Hoodwink;Crescendo;Who's Who;Hamlet;"),
    ("StartupNotify", "true"),
    ("StartupWMClass", "Parlett Table"),
)

# Characters that make an Exec argument need quotes (Desktop Entry Specification, "The Exec key").
_RESERVED = set(" \t\n\"'\\><~|&;$*?#()`")


def install_desktop_entry() -> list[Path]:
    """Write the desktop entry and the icons for the current user; the files written.

    Raises ``ValueError`` with a sentence if this is not Linux, if
    ``parlett-table-gui`` cannot be found, or if a file cannot be written.
    """
    if not sys.platform.startswith("linux"):
        raise ValueError(
            "Desktop entries are for Linux desktops; on Windows and macOS use the downloadable app, "
            "or start the program with the parlett-table command."
        )
    command = gui_command()
    home = data_home()
    entry = home / "applications" / f"{APP_ID}.desktop"
    copies = [(asset_path("icons", f"{ICON_NAME}-{size}.png"), _icon_dir(home, f"{size}x{size}") / f"{ICON_NAME}.png")
              for size in ICON_SIZES]  # fmt: skip
    copies.append((asset_path("icons", f"{ICON_NAME}.svg"), _icon_dir(home, "scalable") / f"{ICON_NAME}.svg"))
    written: list[Path] = []
    try:
        entry.parent.mkdir(parents=True, exist_ok=True)
        _write_atomically(entry, desktop_entry_text(command).encode("utf-8"))
        written.append(entry)
        for source, target in copies:
            target.parent.mkdir(parents=True, exist_ok=True)
            _write_atomically(target, source.read_bytes())
            written.append(target)
    except OSError as error:
        where = error.filename or home
        raise ValueError(f"Cannot write the desktop entry to {where}: {error.strerror or error}.") from None
    return written


def desktop_entry_text(command: str) -> str:
    """The desktop entry's text, launching the program ``command`` (an absolute path)."""
    lines = ["[Desktop Entry]"]
    for key, value in ENTRY:
        lines.append(f"{key}={value}")
        if key == "Comment":  # Exec and TryExec where packaging/linux has Exec
            lines.append(f"Exec={_exec_argument(command)}")
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
