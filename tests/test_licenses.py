"""The licences a bundle carries (``packaging/bundle_licenses.py``), and the About box that links them.

The real bundle is checked by ``packaging/build-linux.sh`` (from ``.ci/run``) with
``bundle_licenses.py check``; here the same check runs on a bundle assembled from
stand-ins, so that a licence left out of the collection fails the suite.
"""

from __future__ import annotations

import ast
import importlib.util
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from parlett_table import licenses
from parlett_table.licenses import CARD_ART_LICENCE, LICENCES, SHARED_LIBRARIES

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"


def load(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(name, PACKAGING / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


bundle_licenses = load("bundle_licenses")

# PyInstaller's (dest, source, kind) for a few binaries of each origin.
BINARIES = [
    ("PySide6/Qt/lib/libQt6Core.so.6", "/site-packages/PySide6/Qt/lib/libQt6Core.so.6", "BINARY"),
    ("PySide6/QtCore.abi3.so", "/site-packages/PySide6/QtCore.abi3.so", "EXTENSION"),
    ("libssl.so.3", "/usr/lib/x86_64-linux-gnu/libssl.so.3", "BINARY"),
    ("libstdc++.so.6", "/usr/lib/x86_64-linux-gnu/libstdc++.so.6", "BINARY"),
    ("libpython3.11.so.1.0", "/opt/python/lib/libpython3.11.so.1.0", "BINARY"),
    ("libmystery.so.2", "/opt/elsewhere/libmystery.so.2", "BINARY"),
    ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
    ("base_library.zip", "/build/base_library.zip", "DATA"),
]
OWNERS = {"/usr/lib/x86_64-linux-gnu/libssl.so.3": "libssl3", "/usr/lib/x86_64-linux-gnu/libstdc++.so.6": "libstdc++6"}


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    """A stand-in /usr/share/doc with the two packages' copyright files."""
    for package in ("libssl3", "libstdc++6"):
        (tmp_path / "doc" / package).mkdir(parents=True)
        (tmp_path / "doc" / package / "copyright").write_text(f"Files: *\nLicense: of {package}\n", encoding="utf-8")
    return tmp_path / "doc"


def assembled(tmp_path: Path, docs: Path) -> Path:
    bundle = tmp_path / "dist" / "parlett-table"
    bundle_licenses.assemble(
        bundle / "_internal" / "licenses", BINARIES, python=ROOT / "LICENSE",  # a stand-in for Python's LICENSE.txt
        owners=lambda paths: {path: OWNERS[path] for path in paths if path in OWNERS}, docs=docs,
    )  # fmt: skip
    return bundle


def test_an_assembled_bundle_has_every_licence(tmp_path: Path, docs: Path) -> None:
    bundle = assembled(tmp_path, docs)
    assert bundle_licenses.missing(bundle) == []
    folder = bundle / "_internal" / "licenses"
    assert {licence.file for licence in LICENCES} <= {path.name for path in folder.iterdir()}
    assert (folder / "Parlett-Table-MIT.txt").read_bytes() == (ROOT / "LICENSE").read_bytes()
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (folder / "Qt-PySide6-LGPL-3.0.txt").read_text(encoding="utf-8")
    assert "Version 3" in (folder / "Qt-PySide6-LGPL-3.0.txt").read_text(encoding="utf-8")
    assert "GNU GENERAL PUBLIC LICENSE" in (folder / "GPL-3.0.txt").read_text(encoding="utf-8")
    card_art = ROOT / "assets" / "cards" / "LICENSE-svg-cards.txt"
    assert (folder / "LICENSE-svg-cards.txt").read_bytes() == card_art.read_bytes()
    assert (folder / "libraries" / "libssl3.copyright").read_text(encoding="utf-8") == "Files: *\nLicense: of libssl3\n"


@pytest.mark.parametrize("gone", [*sorted({licence.file for licence in LICENCES}), SHARED_LIBRARIES,
                                  "libraries/libstdc++6.copyright"])  # fmt: skip
def test_the_check_fails_when_a_bundle_lacks_a_licence(tmp_path: Path, docs: Path, gone: str) -> None:
    bundle = assembled(tmp_path, docs)
    (bundle / "_internal" / "licenses" / gone).unlink()
    problems = bundle_licenses.missing(bundle)
    assert problems and gone.rsplit("/", 1)[-1] in " ".join(problems)
    assert bundle_licenses.main(["check", str(bundle)]) == 1


def test_the_check_fails_on_a_bundle_without_the_folder(tmp_path: Path) -> None:
    (tmp_path / "bundle" / "_internal").mkdir(parents=True)
    assert bundle_licenses.missing(tmp_path / "bundle") == [f"{tmp_path / 'bundle'} has no licenses/ folder with "
                                                            f"{SHARED_LIBRARIES}"]  # fmt: skip


def test_the_library_list_names_each_library_once_with_its_licence(docs: Path) -> None:
    text, copyrights = bundle_licenses.library_list(
        BINARIES, lambda paths: {path: OWNERS[path] for path in paths if path in OWNERS}, docs
    )
    rows = dict(line.split("\t") for line in text.splitlines() if "\t" in line)
    assert set(rows) == {"PySide6/Qt/lib/libQt6Core.so.6", "PySide6/QtCore.abi3.so", "libssl.so.3", "libstdc++.so.6",
                         "libpython3.11.so.1.0", "libmystery.so.2"}  # fmt: skip
    assert "Qt-PySide6-LGPL-3.0.txt" in rows["PySide6/Qt/lib/libQt6Core.so.6"]
    assert "Python-LICENSE.txt" in rows["libpython3.11.so.1.0"]
    assert rows["libssl.so.3"] == "Debian package libssl3: libraries/libssl3.copyright"
    assert "not known" in rows["libmystery.so.2"]
    assert set(copyrights) == {"libssl3", "libstdc++6"}


def test_the_spec_puts_the_assembled_folder_into_the_bundle_and_strips_on_linux() -> None:
    text = (PACKAGING / "parlett-table.spec").read_text(encoding="utf-8")
    ast.parse(text)
    assert "from bundle_licenses import assemble" in text
    assert re.search(r'assemble\(Path\(workpath\) / "licenses", a\.binaries\)', text)
    assert 'f"licenses/{' in text and "a.datas +=" in text
    assert 'STRIP = sys.platform.startswith("linux")' in text and text.count("strip=STRIP") == 2


def test_the_build_script_checks_the_built_bundles_licences() -> None:
    text = (PACKAGING / "build-linux.sh").read_text(encoding="utf-8")
    assert 'packaging/bundle_licenses.py" check "$DIST"' in text


def test_pythons_licence_is_found_in_the_standard_library_or_the_base_folder(tmp_path: Path) -> None:
    (tmp_path / "lib" / "python3.12").mkdir(parents=True)
    (tmp_path / "lib" / "python3.12" / "LICENSE.txt").write_text("PSF", encoding="utf-8")
    assert bundle_licenses.python_licence(str(tmp_path), (3, 12)) == tmp_path / "lib" / "python3.12" / "LICENSE.txt"
    (tmp_path / "windows").mkdir()
    (tmp_path / "windows" / "LICENSE.txt").write_text("PSF", encoding="utf-8")
    assert bundle_licenses.python_licence(str(tmp_path / "windows"), (3, 99)) == tmp_path / "windows" / "LICENSE.txt"
    with pytest.raises(FileNotFoundError, match=r"LICENSE\.txt"):
        bundle_licenses.python_licence(str(tmp_path / "nowhere"), (3, 99))


def test_a_licence_links_to_the_bundles_file_or_else_to_the_web(tmp_path: Path) -> None:
    licence = LICENCES[0]
    assert licenses.link(licence, tmp_path) == licence.url and licence.url.startswith("https://")
    (tmp_path / licence.file).write_text("MIT", encoding="utf-8")
    assert licenses.link(licence, tmp_path) == (tmp_path / licence.file).as_uri()
    assert licenses.bundle_folder() is None  # not a PyInstaller bundle


def test_the_about_box_credits_qt_and_links_every_licence(qapp: object) -> None:
    from PySide6 import __version__ as pyside_version
    from PySide6.QtCore import qVersion

    from parlett_table.ui.about import AboutDialog

    dialog = AboutDialog()
    words = " ".join(label.text() for label in dialog.findChildren(type(dialog.licences)))
    assert f"Qt {qVersion()}" in words and f"PySide6 {pyside_version}" in words
    for licence in LICENCES:
        assert f'href="{licence.url}"' in dialog.licences.text(), licence.file
    assert dialog.licences.openExternalLinks()
    dialog.deleteLater()


def test_the_card_arts_licence_is_written_one_way_everywhere() -> None:
    assert CARD_ART_LICENCE == "LGPL-2.0-or-later"  # the SVG header: "version 2 ... or any later version"
    header = (ROOT / "assets" / "cards" / "README.md").read_text(encoding="utf-8")
    assert CARD_ART_LICENCE in header
    metainfo = ET.parse(PACKAGING / "linux" / "io.github.parlett_table.ParlettTable.metainfo.xml").getroot()
    assert metainfo.findtext("project_license") == f"MIT AND {CARD_ART_LICENCE}"
    about = (ROOT / "parlett_table" / "ui" / "about.py").read_text(encoding="utf-8")
    assert "CARD_ART_LICENCE" in about
    for path in [ROOT / "README.md", ROOT / "licenses" / "README.md", PACKAGING / "parlett-table.spec",
                 ROOT / "parlett_table" / "ui" / "decks.py"]:  # fmt: skip
        text = path.read_text(encoding="utf-8")
        assert "LGPL-2.1" not in text, f"{path.name} names the card art's licence another way"
