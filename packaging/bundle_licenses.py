"""The ``licenses/`` folder of a bundle: assembled at build time from what it holds, checked in the built bundle.

``parlett-table.spec`` calls :func:`assemble` with the binaries PyInstaller is about to copy.  Each shared
library and extension module is attributed to the component it comes from (:func:`attribute`): Qt (and which
Qt module), PySide6 and Shiboken6, ICU, FFmpeg, Python, the Microsoft C++ runtime, or, on Debian and Ubuntu,
the package ``dpkg -S`` names.  A library that none of these accounts for stops the build
(:class:`UnattributedLibraries`): it would ship without its licence.  The folder then holds:

- one text per entry of ``parlett_table.system.licenses.LICENCES`` (the program's MIT licence, Qt/PySide6's
  LGPL-3.0 and the GPL-3.0 it builds on, the building Python's licence, the card art's and the sounds');
- ``Qt-third-party-notices.txt``: the third-party code inside the Qt modules the bundle holds, with its
  copyright lines and licence texts (from ``licenses/qt-third-party.json``);
- ``ICU-LICENSE.txt`` and ``LGPL-2.1.txt`` (FFmpeg's) when the bundle holds ICU or FFmpeg;
- ``libraries/<package>.copyright``: each Debian package's ``/usr/share/doc/<package>/copyright``;
- ``shared-libraries.txt``: every library of the bundle with its component, licence and the files above
  that cover it;
- ``SOURCES.txt``: the written offer of the LGPL components' source code, and where each component's source
  is (the Qt and PySide6 release, ICU, FFmpeg, Python, each Debian source package and version).

Check a built bundle (exit status 1 and one line per problem: a missing licence, a file the list names but
the folder lacks, a library of the bundle the list does not name):

    python packaging/bundle_licenses.py check build/linux/dist/parlett-table
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import sysconfig
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from parlett_table import __version__
from parlett_table.system.licenses import FOLDER, LICENCES, SHARED_LIBRARIES

ROOT = Path(__file__).resolve().parent.parent
REPOSITORY = "https://github.com/parlett-table/parlett-table"
LIBRARY_COPYRIGHTS = "libraries"  # the Debian copyright files, in licenses/libraries/<package>.copyright
QT_LICENCE = next(licence.file for licence in LICENCES if licence.part.startswith("Qt"))
PYTHON_LICENCE = next(licence.file for licence in LICENCES if licence.part == "Python")
QT_NOTICES = "Qt-third-party-notices.txt"
ICU_LICENCE = "ICU-LICENSE.txt"
LGPL_21 = "LGPL-2.1.txt"
SOURCES = "SOURCES.txt"
THIRD_PARTY = ROOT / "licenses" / "third-party"  # the licence texts the Qt notices quote, by SPDX id
QT_THIRD_PARTY = ROOT / "licenses" / "qt-third-party.json"
LIBRARY_SUFFIXES = (".so", ".dll", ".dylib", ".pyd")

# The Qt module (source repository) of each Qt library, by the name after "Qt6" (libQt6Core.so.6, Qt6Core.dll).
QT_LIBRARIES = {
    "qtbase": ("Core", "Gui", "Widgets", "Network", "DBus", "OpenGL", "OpenGLWidgets", "XcbQpa", "Concurrent",
               "PrintSupport", "Sql", "Test", "Xml", "EglFSDeviceIntegration", "EglFsKmsSupport",
               "EglFsKmsGbmSupport"),
    "qtsvg": ("Svg", "SvgWidgets"),
    "qtwayland": ("WaylandClient", "WlShellIntegration", "WaylandEglClientHwIntegration"),
    "qtmultimedia": ("Multimedia", "MultimediaWidgets", "FFmpegStub"),
    "qtwebsockets": ("WebSockets",),
    "qtdeclarative": ("Qml", "QmlMeta", "QmlModels", "QmlWorkerScript", "Quick", "QuickWidgets"),
}  # fmt: skip
# The Qt module of each plugin folder, and the plugins of other modules in a folder of qtbase.
QT_PLUGIN_FOLDERS = {
    "platforms": "qtbase", "platformthemes": "qtbase", "platforminputcontexts": "qtbase", "imageformats": "qtbase",
    "iconengines": "qtsvg", "xcbglintegrations": "qtbase", "tls": "qtbase", "networkinformation": "qtbase",
    "styles": "qtbase", "generic": "qtbase", "egldeviceintegrations": "qtbase", "permissions": "qtbase",
    "multimedia": "qtmultimedia",
    "wayland-decoration-client": "qtwayland", "wayland-graphics-integration-client": "qtwayland",
    "wayland-shell-integration": "qtwayland",
}  # fmt: skip
QT_PLUGIN_OVERRIDES = (
    (re.compile(r"^(lib)?qsvg"), "qtsvg"),
    (re.compile(r"^(lib)?q(icns|tga|tiff|wbmp|webp|macheif|macjp2|jp2|mng)\b"), "qtimageformats"),
    (re.compile(r"^(lib)?qwayland"), "qtwayland"),
)
QT_LIBRARY = re.compile(r"^(?:lib)?Qt6([A-Za-z]+?)(?:-[\w-]+)?(?:\.so|\.dll|\.\d|$)")
PYSIDE = re.compile(r"^(PySide6/[^/]+\.(abi3\.so|pyd)|PySide6/(lib)?pyside6\S*|shiboken6/.+)$", re.IGNORECASE)
ICU = re.compile(r"^(lib)?icu(uc|i18n|data|dt|in)(\d+)?[.\d]*\.(so|dll|dylib)[.\d]*$", re.IGNORECASE)
FFMPEG = re.compile(r"^(lib)?(avcodec|avformat|avutil|avdevice|avfilter|swresample|swscale|postproc)[-.]\d",
                    re.IGNORECASE)  # fmt: skip
# Libraries that come with PyInstaller's collection of PySide6 on Windows: component, licence, texts.
WINDOWS_EXTRAS = {
    re.compile(r"^(msvcp140(_\d|_codecvt_ids)?|vcruntime140(_\d)?|concrt140)\.dll$", re.IGNORECASE): (
        "the Microsoft Visual C++ runtime, redistributable under the Visual Studio licence terms",
        "LicenseRef-Microsoft-Visual-C-Redistributable", ()),
    re.compile(r"^d3dcompiler_\d+\.dll$", re.IGNORECASE): (
        "Microsoft's Direct3D shader compiler, redistributable under the Windows SDK licence terms",
        "LicenseRef-Microsoft-DirectX-Redistributable", ()),
    re.compile(r"^opengl32sw\.dll$", re.IGNORECASE): (
        "Mesa 3D's llvmpipe (Qt's software OpenGL), Copyright (C) 1999-2007 Brian Paul and others", "MIT",
        ("MIT.txt",)),
    re.compile(r"^lib(ssl|crypto)-3(-x64)?\.dll$", re.IGNORECASE): (
        "OpenSSL 3, Copyright (c) 1998-2025 The OpenSSL Project Authors", "Apache-2.0", ("Apache-2.0.txt",)),
}  # fmt: skip
EXTRA_TEXTS = {"MIT.txt": THIRD_PARTY / "MIT.txt", "Apache-2.0.txt": THIRD_PARTY / "Apache-2.0.txt"}


# The Python packages the program needs besides PySide6 (pyproject's dependencies) and their licences: each one's
# licence file, as its wheel ships it, goes into every bundle, and a compiled module of theirs (websockets'
# speedups) is attributed to them.
PYTHON_PACKAGES = {"platformdirs": "MIT", "websockets": "BSD-3-Clause"}


def package_licence(name: str) -> Path:
    """The licence file the installed distribution ``name`` ships (in its ``.dist-info``)."""
    from importlib.metadata import distribution

    found = distribution(name)
    files = [file for file in found.files or () if "LICEN" in file.name.upper()]
    if not files:
        raise FileNotFoundError(f"the installed {name} ships no licence file")
    return Path(str(found.locate_file(files[0])))


class UnattributedLibraries(ValueError):
    """Libraries of the bundle whose licence nobody knows: the bundle cannot be built with them."""


@dataclass(frozen=True)
class Attribution:
    """Where a library comes from, its licence, and the files of ``licenses/`` that cover it."""

    component: str
    licence: str  # an SPDX expression
    files: tuple[str, ...]
    qt_module: str | None = None  # the Qt module (qtbase, qtsvg...) whose third-party notices apply
    package: str | None = None  # the Debian package


@dataclass
class Versions:
    """The versions the bundle is made of, for the source pointers."""

    qt: str
    pyside: str
    python: str = field(default_factory=lambda: ".".join(map(str, sys.version_info[:3])))


def installed_versions() -> Versions:
    """The Qt and PySide6 of the environment the build runs in."""
    from importlib.metadata import version

    from PySide6.QtCore import qVersion

    return Versions(qt=qVersion(), pyside=version("PySide6_Essentials"))


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
    """Each licence text every bundle carries, by its file name in ``licenses/``, and the file it is copied from."""
    sources = {
        "Parlett-Table-MIT.txt": root / "LICENSE",
        QT_LICENCE: root / "licenses" / "LGPL-3.0.txt",
        "GPL-3.0.txt": root / "licenses" / "GPL-3.0.txt",
        PYTHON_LICENCE: python or python_licence(),
    }
    for path in sorted((root / "assets").glob("*/LICENSE*")):  # the card art's, the sounds'
        sources[path.name] = path
    for package in PYTHON_PACKAGES:
        sources[f"{package}-LICENSE.txt"] = package_licence(package)
    assert {licence.file for licence in LICENCES} <= set(sources), "a licence of LICENCES has no source"
    return sources


def is_library(name: str) -> bool:
    """A shared library or extension module (``libfoo.so.1``, ``QtCore.abi3.so``, ``foo.dll``, ``foo.pyd``)."""
    name = name.lower()
    return any(name.endswith(suffix) or f"{suffix}." in name for suffix in LIBRARY_SUFFIXES)


DebianOwners = Callable[[list[str]], dict[str, str]]
DebianSources = Callable[[list[str]], dict[str, tuple[str, str]]]


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


def debian_sources(packages: list[str]) -> dict[str, tuple[str, str]]:
    """Each installed package's source package and its version (``libssl3`` -> ``("openssl", "3.0.15-1")``)."""
    if not packages or shutil.which("dpkg-query") is None:
        return {}
    result = subprocess.run(["dpkg-query", "-W", "-f=${Package}\t${source:Package}\t${source:Version}\n", *packages],
                            capture_output=True, text=True, check=False)  # fmt: skip
    rows = (line.split("\t") for line in result.stdout.splitlines())
    return {row[0]: (row[1], row[2]) for row in rows if len(row) == 3 and row[1]}


def _other_usr_form(path: str) -> str:
    """/lib/x is /usr/lib/x on a merged-/usr system, and dpkg knows only the form the package lists."""
    return path[len("/usr") :] if path.startswith("/usr/lib/") else "/usr" + path if path.startswith("/lib") else path


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


def qt_module(dest: str) -> str | None:
    """The Qt module (source repository) of a Qt library or plugin, or None if it is not one this file knows."""
    parts = dest.split("/")
    name = parts[-1]
    if "plugins" in parts[:-1]:
        folder = parts[parts.index("plugins") + 1] if parts.index("plugins") + 1 < len(parts) - 1 else ""
        for pattern, module in QT_PLUGIN_OVERRIDES:
            if pattern.match(name):
                return module
        return QT_PLUGIN_FOLDERS.get(folder)
    match = QT_LIBRARY.match(name)
    if match is None:
        return None
    return next((module for module, names in QT_LIBRARIES.items() if match.group(1) in names), None)


def attribute(dest: str, src: str, versions: Versions, python_dirs: tuple[str, ...], packages: dict[str, str],
              docs: Path) -> Attribution | None:  # fmt: skip
    """Where the library ``dest`` (copied from ``src``) comes from, or None if that is not known."""
    name = dest.rsplit("/", 1)[-1]
    qt_files = (QT_LICENCE, "GPL-3.0.txt")
    if ICU.match(name):
        return Attribution("ICU (International Components for Unicode), as the PySide6 wheel ships it",
                           "Unicode-DFS-2016 AND ICU", (ICU_LICENCE,))  # fmt: skip
    if FFMPEG.match(name):
        return Attribution("FFmpeg, as The Qt Company builds it for the PySide6 wheel", "LGPL-2.1-or-later",
                           (LGPL_21,))  # fmt: skip
    if dest.split("/", 1)[0] in ("PySide6", "shiboken6"):
        if PYSIDE.match(dest) and qt_module(dest) is None:
            # A binding (QtMultimedia.abi3.so) holds its Qt module's notices too: on macOS, where Qt's libraries
            # are frameworks this list does not see, the bindings and plugins are what says which modules are in.
            binding = re.match(r"^Qt(\w+)\.(abi3\.so|pyd)$", name)
            module = next((module for module, names in QT_LIBRARIES.items() if binding and binding.group(1) in names),
                          None)  # fmt: skip
            files = (*qt_files, QT_NOTICES) if module else qt_files
            return Attribution(f"PySide6 and Shiboken6 {versions.pyside}", "LGPL-3.0-only", files, module)
        module = qt_module(dest)
        if module is not None:
            return Attribution(f"Qt {versions.qt} ({module})", "LGPL-3.0-only", (*qt_files, QT_NOTICES), module)
    if _from_python(src, python_dirs):
        return Attribution(f"Python {versions.python}", "PSF-2.0", (PYTHON_LICENCE,))
    owner = dest.split("/", 1)[0]
    if owner in PYTHON_PACKAGES:
        return Attribution(f"the Python package {owner}", PYTHON_PACKAGES[owner], (f"{owner}-LICENSE.txt",))
    for pattern, (component, licence, files) in WINDOWS_EXTRAS.items():
        if pattern.match(name):
            return Attribution(component, licence, files)
    if src in packages:
        package = packages[src]
        if (docs / package / "copyright").is_file():
            copyright_file = f"{LIBRARY_COPYRIGHTS}/{package}.copyright"
            return Attribution(f"the Debian package {package}", "see its copyright file", (copyright_file,),
                               package=package)  # fmt: skip
    return None


def attributions(binaries: Iterable[tuple[str, str, str]], versions: Versions, owners: DebianOwners = debian_owners,
                 docs: Path = Path("/usr/share/doc")) -> dict[str, Attribution]:  # fmt: skip
    """Each library of PyInstaller's ``(dest, source, kind)`` binaries (links aside) and its attribution.

    Raises :class:`UnattributedLibraries` naming every library that cannot be attributed.
    """
    libraries = sorted(
        {(dest.replace("\\", "/"), src) for dest, src, kind in binaries if kind != "SYMLINK" and is_library(dest)}
    )
    python_dirs = _python_folders()
    packages = owners([src for dest, src in libraries if not dest.startswith(("PySide6/", "shiboken6/"))])
    found: dict[str, Attribution] = {}
    unknown = []
    for dest, src in libraries:
        attribution = attribute(dest, src, versions, python_dirs, packages, docs)
        if attribution is None:
            unknown.append(f"{dest} (from {src})")
        else:
            found[dest] = attribution
    if unknown:
        raise UnattributedLibraries(
            "no licence is known for " + ", ".join(unknown) + ": leave the library out of the bundle "
            "(packaging/bundle_trim.py) or teach packaging/bundle_licenses.py where it comes from"
        )
    return found


def library_list(found: dict[str, Attribution]) -> str:
    """``shared-libraries.txt``: one line per library, its component, licence and the files that cover it."""
    lines = [
        "The shared libraries and extension modules in this bundle: where each comes from, its licence",
        "(an SPDX expression), and the files of this folder that hold its licence and notices.",
        f"Where to get the source code of each: {SOURCES}.",
        "",
    ]
    for dest, attribution in sorted(found.items()):
        see = f"; see {', '.join(attribution.files)}" if attribution.files else ""
        lines.append(f"{dest}\t{attribution.component} ({attribution.licence}){see}")
    return "\n".join(lines) + "\n"


def qt_notices(modules: Iterable[str], versions: Versions, data: Path = QT_THIRD_PARTY,
               texts: Path = THIRD_PARTY) -> str:  # fmt: skip
    """``Qt-third-party-notices.txt``: the third-party parts of the given Qt modules, then their licence texts."""
    catalogue = json.loads(data.read_text(encoding="utf-8"))
    modules = sorted(set(modules))
    missing = [module for module in modules if module not in catalogue["modules"]]
    if missing:
        raise UnattributedLibraries(f"no third-party notices for the Qt modules {', '.join(missing)}: add them to "
                                    f"{data.relative_to(ROOT) if data.is_relative_to(ROOT) else data}")  # fmt: skip
    lines = [
        f"Third-party code in the Qt {versions.qt} libraries and plugins of this bundle",
        "=" * 72,
        "",
        "Qt is The Qt Company's, under the LGPL-3.0 (Qt-PySide6-LGPL-3.0.txt). Its libraries and plugins also",
        "contain code by others, under their own licences, which The Qt Company asks programs that use Qt to",
        "acknowledge. These are the parts of the Qt modules this bundle holds, as Qt's qt_attribution.json",
        f"files declare them for Qt {catalogue['qt']} (some are used only on other systems than this bundle's);",
        "the licence texts follow the list.",
        "",
        "Qt modules: " + ", ".join(modules) + ".",
        "",
    ]
    used: dict[str, None] = {}
    for module in modules:
        lines += [module, "-" * len(module), ""]
        for part in catalogue["modules"][module]:
            lines.append(f"{part['name']}: {part['used']}.")
            lines += [f"    {line}" for line in part["copyright"]]
            lines += [f"    Licence: {part['licence']} (the text of {', '.join(part['texts'])} below)", ""]
            used.update(dict.fromkeys(part["texts"]))
    for text in used:
        path = texts / f"{text}.txt" if text != "LGPL-2.1" else texts.parent / LGPL_21
        lines += ["=" * 72, f"{text}", "=" * 72, "", path.read_text(encoding="utf-8").rstrip(), ""]
    return "\n".join(lines) + "\n"


def sources_text(found: dict[str, Attribution], versions: Versions, sources: DebianSources = debian_sources,
                 distribution: str | None = None) -> str:  # fmt: skip
    """``SOURCES.txt``: the written offer for the LGPL components, and where each component's source is."""
    qt_series = ".".join(versions.qt.split(".")[:2])
    components = {attribution.component.split(" (")[0].split(",")[0] for attribution in found.values()}
    modules = sorted({a.qt_module for a in found.values() if a.qt_module})
    lines = [
        "The source code of this build of Parlett Table and of what it carries",
        "=" * 72,
        "",
        "Written offer. Qt, PySide6, Shiboken6 and some of the libraries listed below are free software under",
        "the GNU Lesser General Public License (LGPL), which lets you change them and run the program with your",
        "changed versions. For at least three years after this build was last distributed, the Parlett Table",
        "authors will give anyone who asks the complete corresponding source code of every LGPL and GPL",
        "component of this build, on a medium customarily used for software interchange, for no more than the",
        "cost of physically performing the distribution. Ask at",
        f"{REPOSITORY}/issues, naming the file you downloaded. The same source",
        "is also where each line below points.",
        "",
        f"Parlett Table {__version__} (MIT): {REPOSITORY}, the tag v{__version__}.",
    ]
    if any(component.startswith("Qt ") for component in components):
        lines.append(f"Qt {versions.qt} (LGPL-3.0-only; the modules {', '.join(modules)}): "
                     f"https://download.qt.io/archive/qt/{qt_series}/{versions.qt}/submodules/, the files "
                     f"<module>-everywhere-src-{versions.qt}.tar.xz.")  # fmt: skip
    if any(component.startswith("PySide6") for component in components):
        lines.append(f"PySide6 and Shiboken6 {versions.pyside} (LGPL-3.0-only): "
                     f"https://download.qt.io/official_releases/QtForPython/ (pyside-setup-everywhere-src-"
                     f"{versions.pyside}.tar.xz), or the tag v{versions.pyside} of "
                     "https://code.qt.io/cgit/pyside/pyside-setup.git/.")  # fmt: skip
    icu = sorted({icu_version(dest) for dest in found if ICU.match(dest.rsplit("/", 1)[-1])} - {""})
    if icu:
        lines.append(f"ICU {icu[0]} (Unicode-DFS-2016): https://github.com/unicode-org/icu/releases, "
                     f"the release {icu[0]}.")  # fmt: skip
    if any(component.startswith("FFmpeg") for component in components):
        lines.append(f"FFmpeg (LGPL-2.1-or-later), as built for Qt {qt_series}: https://ffmpeg.org/releases/ "
                     "(the release whose libavcodec has the major version in the library's name), built with "
                     "the scripts in https://code.qt.io/cgit/qt/qt5.git/tree/coin/provisioning.")  # fmt: skip
    lines.append(f"Python {versions.python} (PSF-2.0): https://www.python.org/ftp/python/{versions.python}/ (for a "
                 "distribution's python3, the source package of that distribution's version).")  # fmt: skip
    packages = sorted({a.package for a in found.values() if a.package})
    if packages:
        origins = sources(packages)
        distribution = distribution or _distribution()
        lines += ["", f"The libraries copied from the build machine's {distribution.capitalize()} packages, by "
                      "source package and version:", ""]  # fmt: skip
        by_source: dict[tuple[str, str], list[str]] = {}
        for package in packages:
            by_source.setdefault(origins.get(package, (package, "")), []).append(package)
        for (source, version), binaries in sorted(by_source.items()):
            lines.append(f"{source} {version} ({', '.join(binaries)}): {_source_url(distribution, source, version)}")
    return "\n".join(lines) + "\n"


def icu_version(dest: str) -> str:
    """ICU's major version in a library's name (``libicuuc.so.73``, ``icuuc73.dll``, ``libicuuc.73.dylib``)."""
    number = re.search(r"\d+", dest.rsplit("/", 1)[-1].replace("i18n", ""))
    return number.group() if number else ""


def _distribution() -> str:
    """``debian`` or ``ubuntu`` (or another ID of /etc/os-release)."""
    try:
        text = Path("/etc/os-release").read_text(encoding="utf-8")
    except OSError:
        return "debian"
    match = re.search(r"^ID=\"?([\w.-]+)", text, re.MULTILINE)
    return match.group(1) if match else "debian"


def _source_url(distribution: str, source: str, version: str) -> str:
    if not version:
        return f"apt-get source {source}"
    if distribution == "ubuntu":
        return f"https://launchpad.net/ubuntu/+source/{source}/{version}"
    return f"https://snapshot.debian.org/package/{source}/{version}/"


def assemble(
    folder: Path, binaries: Iterable[tuple[str, str, str]], root: Path = ROOT, python: Path | None = None,
    owners: DebianOwners = debian_owners, docs: Path = Path("/usr/share/doc"), versions: Versions | None = None,
    sources: DebianSources = debian_sources,
) -> Path:  # fmt: skip
    """Write the bundle's ``licenses/`` folder into ``folder`` (emptied first); the folder.

    Raises :class:`UnattributedLibraries` if a library cannot be attributed.
    """
    versions = versions or installed_versions()
    found = attributions(binaries, versions, owners, docs)
    if folder.exists():
        shutil.rmtree(folder)
    folder.mkdir(parents=True)
    for name, source in fixed_texts(root, python).items():
        shutil.copyfile(source, folder / name)
    (folder / SHARED_LIBRARIES).write_text(library_list(found), encoding="utf-8")
    modules = {attribution.qt_module for attribution in found.values() if attribution.qt_module}
    (folder / QT_NOTICES).write_text(qt_notices(modules, versions), encoding="utf-8")
    (folder / SOURCES).write_text(sources_text(found, versions, sources), encoding="utf-8")
    named = {name for attribution in found.values() for name in attribution.files}
    if ICU_LICENCE in named:
        shutil.copyfile(THIRD_PARTY / "ICU.txt", folder / ICU_LICENCE)
    if LGPL_21 in named:
        shutil.copyfile(root / "licenses" / LGPL_21, folder / LGPL_21)
    for name in named & set(EXTRA_TEXTS):
        shutil.copyfile(EXTRA_TEXTS[name], folder / name)
    for package in sorted({attribution.package for attribution in found.values() if attribution.package}):
        (folder / LIBRARY_COPYRIGHTS).mkdir(exist_ok=True)
        shutil.copyfile(docs / package / "copyright", folder / LIBRARY_COPYRIGHTS / f"{package}.copyright")
    return folder


def required(root: Path = ROOT) -> list[str]:
    """The files every bundle's ``licenses/`` folder must hold."""
    return sorted([*{licence.file for licence in LICENCES}, *(p.name for p in (root / "assets").glob("*/LICENSE*")),
                   *(f"{package}-LICENSE.txt" for package in PYTHON_PACKAGES),
                   SHARED_LIBRARIES, QT_NOTICES, SOURCES])  # fmt: skip


def _library_root(folder: Path) -> Path:
    """Where the bundle's libraries are: beside ``licenses/`` (``_internal``), or in a macOS app's Frameworks."""
    base = folder.parent
    if base.name == "Resources" and (base.parent / "Frameworks").is_dir():
        return base.parent / "Frameworks"
    return base


def missing(bundle: Path, root: Path = ROOT) -> list[str]:
    """What the built ``bundle`` (a folder, an .app or an installed copy) lacks: a sentence per problem."""
    folders = [path for path in bundle.rglob(FOLDER) if path.is_dir() and (path / SHARED_LIBRARIES).exists()]
    if not folders:
        return [f"{bundle} has no {FOLDER}/ folder with {SHARED_LIBRARIES}"]
    folder = folders[0]
    problems = [f"{folder} lacks {name}" for name in required(root) if not (folder / name).is_file()]
    problems += [f"{folder / name} is empty" for name in required(root)
                 if (folder / name).is_file() and not (folder / name).stat().st_size]  # fmt: skip
    listed = (folder / SHARED_LIBRARIES).read_text(encoding="utf-8") if (folder / SHARED_LIBRARIES).is_file() else ""
    rows = dict(line.split("\t", 1) for line in listed.splitlines() if "\t" in line)
    for dest, origin in sorted(rows.items()):
        for named in origin.rpartition("; see ")[2].split(", ") if "; see " in origin else []:
            if not (folder / named).is_file():
                problems.append(f"{folder} lacks {named}, which {SHARED_LIBRARIES} names for {dest}")
    libraries = _library_root(folder)
    for path in sorted(libraries.rglob("*")):
        relative = path.relative_to(libraries).as_posix()
        if is_library(path.name) and path.is_file() and not path.is_symlink() and relative not in rows:
            problems.append(f"{relative} is in the bundle but not in {SHARED_LIBRARIES}: its licence is not known")
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
