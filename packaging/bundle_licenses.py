"""The ``licenses/`` folder of a bundle: assembled at build time, checked in the built bundle.

``parlett-table.spec`` calls :func:`assemble` with the binaries PyInstaller is
about to copy; it writes one text per entry of ``parlett_table.licenses.LICENCES``
(the project's MIT licence, Qt/PySide6's LGPL-3.0 and the GPL-3.0 it builds on,
the licence of the Python that runs the build, the card art's), the licence of
every other asset folder that has one (``assets/<folder>/LICENSE*``), and
``shared-libraries.txt``: each shared library in the bundle with where it comes
from and its licence.  On Debian and Ubuntu a library's package is found with
``dpkg -S`` and its ``/usr/share/doc/<package>/copyright`` copied beside the list.

Check a built bundle (exit status 1 and one line per missing file if it lacks one):

    python packaging/bundle_licenses.py check build/linux/dist/parlett-table
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Callable, Iterable
from pathlib import Path

from parlett_table.licenses import FOLDER, LICENCES, SHARED_LIBRARIES

ROOT = Path(__file__).resolve().parent.parent
LIBRARY_COPYRIGHTS = "libraries"  # the Debian copyright files, in licenses/libraries/<package>.copyright
QT_LICENCE = next(licence.file for licence in LICENCES if licence.part.startswith("Qt"))
PYTHON_LICENCE = next(licence.file for licence in LICENCES if licence.part == "Python")
LIBRARY_SUFFIXES = (".so", ".dll", ".dylib", ".pyd")
# Binaries whose folder is one of these came with the PySide6 and shiboken6 wheels (Qt's libraries among them).
QT_FOLDERS = ("PySide6", "shiboken6")


def python_licence(base_prefix: str = sys.base_prefix, version: tuple[int, int] = sys.version_info[:2]) -> Path:
    """The licence of the Python running the build: ``LICENSE.txt`` in its standard library or its base folder.

    Raises ``FileNotFoundError`` naming where it looked.
    """
    base = Path(base_prefix)
    candidates = [
        base / "lib" / f"python{version[0]}.{version[1]}" / "LICENSE.txt",  # Linux, macOS, pyenv
        base / "LICENSE.txt",  # Windows (python.org installer, setup-python)
        Path(f"/usr/lib/python{version[0]}.{version[1]}/LICENSE.txt"),  # Debian's python3.X, also in a venv
    ]
    for candidate in candidates:
        if candidate.is_file():
            return candidate
    raise FileNotFoundError(f"Python's LICENSE.txt is not in {', '.join(map(str, candidates))}")


def fixed_texts(root: Path = ROOT, python: Path | None = None) -> dict[str, Path]:
    """Each licence text a bundle carries, by its file name in ``licenses/``, and the file it is copied from."""
    sources = {
        "Parlett-Table-MIT.txt": root / "LICENSE",
        QT_LICENCE: root / "licenses" / "LGPL-3.0.txt",
        "GPL-3.0.txt": root / "licenses" / "GPL-3.0.txt",
        PYTHON_LICENCE: python or python_licence(),
    }
    for path in sorted((root / "assets").glob("*/LICENSE*")):  # the card art's, and the sounds' when there are any
        sources[path.name] = path
    assert {licence.file for licence in LICENCES} <= set(sources), "a licence of LICENCES has no source"
    return sources


def is_library(name: str) -> bool:
    """A shared library or extension module (``libfoo.so.1``, ``QtCore.abi3.so``, ``foo.dll``, ``foo.pyd``)."""
    name = name.lower()
    return any(name.endswith(suffix) or f"{suffix}." in name for suffix in LIBRARY_SUFFIXES)


DebianOwners = Callable[[list[str]], dict[str, str]]


def debian_owners(paths: list[str]) -> dict[str, str]:
    """The Debian package (``libssl3``) owning each path, for the paths ``dpkg -S`` knows; {} without dpkg."""
    if not paths or shutil.which("dpkg") is None:
        return {}
    queries = {}
    for path in paths:
        real = os.path.realpath(path)
        for candidate in (path, real, _other_usr_form(path), _other_usr_form(real)):
            queries.setdefault(candidate, path)
    result = subprocess.run(["dpkg", "-S", *queries], capture_output=True, text=True, check=False)
    owners: dict[str, str] = {}
    for line in result.stdout.splitlines():
        package, sep, path = line.partition(": ")
        if sep and path in queries and "," not in package and " " not in package:
            owners.setdefault(queries[path], package.split(":")[0])  # libssl3:amd64 is libssl3
    return owners


def _other_usr_form(path: str) -> str:
    """/lib/x is /usr/lib/x on a merged-/usr system, and dpkg knows only the form the package lists."""
    return path[len("/usr") :] if path.startswith("/usr/lib/") else "/usr" + path if path.startswith("/lib") else path


def library_list(
    binaries: Iterable[tuple[str, str, str]], owners: DebianOwners = debian_owners, docs: Path = Path("/usr/share/doc")
) -> tuple[str, dict[str, Path]]:
    """``shared-libraries.txt`` for PyInstaller's ``(dest, source, kind)`` binaries, and the Debian copyright
    files it names (by package)."""
    libraries = sorted(
        {(dest.replace("\\", "/"), src) for dest, src, kind in binaries if kind != "SYMLINK" and is_library(dest)}
    )
    python_dirs = _python_folders()
    others = [src for dest, src in libraries if not _from_qt(dest) and not _from_python(src, python_dirs)]
    packages = owners(others)
    copyrights: dict[str, Path] = {}
    lines = [
        "The shared libraries and extension modules in this bundle, where each comes from, and its licence.",
        f"Qt and PySide6: {QT_LICENCE} (with GPL-3.0.txt); Python's own: {PYTHON_LICENCE};",
        f"a Debian or Ubuntu package's: {LIBRARY_COPYRIGHTS}/<package>.copyright"
        " (its /usr/share/doc/<package>/copyright).",
        "",
    ]
    for dest, src in libraries:
        if _from_qt(dest):
            origin = f"Qt 6 / PySide6 (the PySide6 wheel): {QT_LICENCE}"
        elif _from_python(src, python_dirs):
            origin = f"Python: {PYTHON_LICENCE}"
        elif src in packages:
            package = packages[src]
            copyright_file = docs / package / "copyright"
            if copyright_file.is_file():
                copyrights[package] = copyright_file
                origin = f"Debian package {package}: {LIBRARY_COPYRIGHTS}/{package}.copyright"
            else:
                origin = f"Debian package {package} (it has no copyright file)"
        else:
            origin = f"copied from {src} (its package is not known)"
        lines.append(f"{dest}\t{origin}")
    return "\n".join(lines) + "\n", copyrights


def _from_qt(dest: str) -> bool:
    return dest.split("/", 1)[0] in QT_FOLDERS


def _python_folders() -> tuple[str, ...]:
    """The folders of the build's Python standard library and its extension modules (lib-dynload, DLLs)."""
    folders = {sysconfig.get_path(name, vars={"base": sys.base_prefix, "platbase": sys.base_prefix})
               for name in ("stdlib", "platstdlib")}  # fmt: skip
    folders.add(os.path.join(sys.base_prefix, "DLLs"))  # Windows
    if os.path.realpath(sys.base_prefix) not in ("/usr", "/usr/local"):  # a Python of its own (pyenv, python.org):
        folders.add(os.path.join(sys.base_prefix, "lib"))  # the libraries it was built with (OpenSSL on macOS)
    return tuple(os.path.realpath(folder) + os.sep for folder in folders)


def _from_python(src: str, python_dirs: tuple[str, ...]) -> bool:
    """Part of Python: its shared library (libpython3.12.so, python312.dll) or in its standard library's folders.

    Not anything under sys.base_prefix: for Debian's own Python that is /usr, where every library is.
    """
    real = os.path.realpath(src)
    name = Path(real).name.lower()
    shared_library = name.startswith("libpython") or re.fullmatch(r"python3\d*\.dll", name) is not None
    return shared_library or real.startswith(python_dirs)


def assemble(
    folder: Path, binaries: Iterable[tuple[str, str, str]], root: Path = ROOT, python: Path | None = None,
    owners: DebianOwners = debian_owners, docs: Path = Path("/usr/share/doc"),
) -> Path:
    """Write the bundle's ``licenses/`` folder into ``folder`` (emptied first); the folder."""
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    for name, source in fixed_texts(root, python).items():
        shutil.copyfile(source, folder / name)
    text, copyrights = library_list(binaries, owners, docs)
    (folder / SHARED_LIBRARIES).write_text(text, encoding="utf-8")
    if copyrights:
        (folder / LIBRARY_COPYRIGHTS).mkdir()
        for package, source in copyrights.items():
            shutil.copyfile(source, folder / LIBRARY_COPYRIGHTS / f"{package}.copyright")
    return folder


def required(root: Path = ROOT) -> list[str]:
    """The files every bundle's ``licenses/`` folder must hold."""
    return sorted([*{licence.file for licence in LICENCES}, *(p.name for p in (root / "assets").glob("*/LICENSE*")),
                   SHARED_LIBRARIES])  # fmt: skip


def missing(bundle: Path, root: Path = ROOT) -> list[str]:
    """What the built ``bundle`` (a folder, an .app or an installed copy) lacks: a sentence per missing licence."""
    folders = [path for path in bundle.rglob(FOLDER) if path.is_dir() and (path / SHARED_LIBRARIES).exists()]
    if not folders:
        return [f"{bundle} has no {FOLDER}/ folder with {SHARED_LIBRARIES}"]
    folder = folders[0]
    problems = [f"{folder} lacks {name}" for name in required(root) if not (folder / name).is_file()]
    problems += [f"{folder / name} is empty" for name in required(root)
                 if (folder / name).is_file() and not (folder / name).stat().st_size]  # fmt: skip
    listed = (folder / SHARED_LIBRARIES).read_text(encoding="utf-8") if (folder / SHARED_LIBRARIES).is_file() else ""
    for line in listed.splitlines():
        if f"{LIBRARY_COPYRIGHTS}/" in line and "\t" in line:
            named = line.rsplit(" ", 1)[-1]
            if not (folder / named).is_file():
                problems.append(f"{folder} lacks {named}, which {SHARED_LIBRARIES} names")
    return problems


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] != "check":
        print("usage: python packaging/bundle_licenses.py check BUNDLE_FOLDER", file=sys.stderr)
        return 2
    problems = missing(Path(argv[1]))
    for problem in problems:
        print(f"bundle_licenses.py: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
