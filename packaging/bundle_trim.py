"""What a bundle leaves out of what PyInstaller collects: Qt plugins the program never loads, and the libraries
only they need.

``parlett-table.spec`` calls :func:`trim` on ``a.binaries`` and ``a.datas``.  A plugin is left out when its
path contains one of :data:`DROPPED_PLUGINS`; a shared library is then left out too when a left-out plugin
needs it (directly or through other libraries) and nothing kept needs it: nothing kept can miss it.  What
"needs" means is the binaries' own import tables (PyInstaller's ``get_imports``: ``ldd`` on Linux, the PE
import table on Windows), followed from library to library.  On macOS the libraries are frameworks (folders
with their resources, signed as a whole), so only the plugins are left out there.

Tested in ``tests/test_packaging.py`` with stand-in import tables; ``packaging/check_libraries.py`` then checks
that every library left in a Linux bundle loads.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import PurePosixPath

# Qt plugins for embedded screens, touch panels, VNC and the GTK 3 theme (which would drag in the build
# machine's cairo, pango and gdk-pixbuf but not GTK itself): not for a desktop card game.  Kept on Linux: the
# xcb and Wayland platforms (with xcbglintegrations and the wayland-* plugins), offscreen and minimal, the
# xdg-desktop-portal theme, input methods, image formats and the SVG icon engine.
DROPPED_PLUGINS = (
    "/plugins/egldeviceintegrations/",
    "/plugins/generic/",
    "/plugins/platforms/libqeglfs",
    "/plugins/platforms/libqlinuxfb",
    "/plugins/platforms/libqminimalegl",
    "/plugins/platforms/libqvkkhrdisplay",
    "/plugins/platforms/libqvnc",
    "/plugins/platformthemes/libqgtk3",
    # PySide6-Addons (kept for QtMultimedia) also brings a PDF image format and the on-screen keyboard,
    # which would drag in QtPdf, QtQml and QtQuick (Linux and macOS names, then Windows').
    "/plugins/imageformats/libqpdf",
    "/plugins/platforminputcontexts/libqtvirtualkeyboardplugin",
    "/plugins/imageformats/qpdf",
    "/plugins/platforminputcontexts/qtvirtualkeyboardplugin",
    # Network information (connman, NetworkManager, GLib's GIO, which brings libmount, libblkid and libselinux)
    # and TLS backends: the program's only networking is the local socket by which a second start hands over to
    # the first window (QLocalSocket), which needs neither.
    "/plugins/networkinformation/",
    "/plugins/tls/",
    # QtMultimedia's media backends (FFmpeg on every system, plus the native ones on Windows and macOS): they
    # play media files and streams (QMediaPlayer).  The program's effects go through QtMultimedia's own audio
    # output (QAudioSink: PulseAudio on Linux, WASAPI on Windows, Core Audio on macOS), which lives in the
    # QtMultimedia library itself; without a backend Qt says "No QtMultimedia backends found. Only
    # QMediaDevices, QAudioDevice, QSoundEffect, QAudioSink, and QAudioSource are available.", which is all
    # the program uses.  The FFmpeg backend alone would bring FFmpeg, Qt's FFmpeg stubs, QtQml and QtQuick:
    # 36 MB of the Linux bundle.
    "/plugins/multimedia/",
)

Entry = tuple[str, str, str]  # PyInstaller's (dest, source, kind)
Imports = Callable[[str], Iterable[str]]  # a binary's source path -> the names of the libraries it imports


def dropped(dest: str) -> bool:
    """Whether ``dest`` (a path in the bundle, either slash) is a plugin the bundle leaves out."""
    dest = "/" + dest.replace("\\", "/")
    return any(part in dest for part in DROPPED_PLUGINS)


def is_library(dest: str) -> bool:
    """A shared library that is in the bundle only because something links it: beside the executable, in Qt's
    lib folder (Linux, macOS), or a DLL anywhere but among the plugins (Windows).  Not an extension module
    (``.abi3.so``, ``.pyd``) nor a plugin: those are what the program loads, the roots of what it needs."""
    dest = dest.replace("\\", "/")
    if "/plugins/" in "/" + dest or dest.lower().endswith(".pyd"):
        return False
    return "/" not in dest or dest.startswith("PySide6/Qt/lib/") or dest.lower().endswith(".dll")


def _name(path: str) -> str:
    return PurePosixPath(path.replace("\\", "/")).name.casefold()  # Windows' names are case-insensitive


def needed(starts: Iterable[str], libraries: dict[str, str], imports: Imports) -> set[str]:
    """The (case-folded) names of the bundle's ``libraries`` (name -> source) that the binaries ``starts``
    need, directly or through one another."""
    seen: set[str] = set()
    stack = list(starts)
    while stack:
        for imported in imports(stack.pop()):
            name = _name(imported)
            if name in libraries and name not in seen:
                seen.add(name)
                stack.append(libraries[name])
    return seen


def trim(binaries: list[Entry], datas: list[Entry], imports: Imports, prune: bool = True) -> tuple[list, list]:
    """``binaries`` without the dropped plugins (and, with ``prune``, the libraries only they need), and
    ``datas`` without the links PyInstaller made to the libraries left out."""
    gone = [entry for entry in binaries if dropped(entry[0])]
    kept = [entry for entry in binaries if not dropped(entry[0])]
    if not prune or not gone:
        return kept, datas
    libraries = {_name(dest): src for dest, src, kind in kept if kind != "SYMLINK" and is_library(dest)}
    roots = [src for dest, src, kind in kept if kind != "SYMLINK" and not is_library(dest)]
    orphans = needed([src for _, src, _ in gone], libraries, imports) - needed(roots, libraries, imports)
    kept = [entry for entry in kept if not (is_library(entry[0]) and _name(entry[0]) in orphans)]
    # PyInstaller links each library beside the executable to its copy in Qt's lib folder (SYMLINK entries,
    # in either list): drop the links whose copy is gone.
    present = {dest for dest, _, kind in kept + datas if kind != "SYMLINK"}
    kept, datas = ([e for e in toc if e[2] != "SYMLINK" or e[1] in present] for toc in (kept, datas))
    return kept, datas
