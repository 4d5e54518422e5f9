"""The licences a bundle carries (``packaging/bundle_licenses.py``), and the About box that links them.

The real bundle is checked by ``packaging/build-linux.sh`` (from ``.ci/run``) with
``bundle_licenses.py check``; here the same check runs on a bundle assembled from
stand-ins, so that a licence left out of the collection fails the suite.
"""

from __future__ import annotations

import ast
import importlib.util
import json
import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest

from parlett_table.system import licenses
from parlett_table.system.licenses import CARD_ART_LICENCE, LICENCES, SHARED_LIBRARIES

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
    ("PySide6/Qt/lib/libQt6WaylandClient.so.6", "/site-packages/PySide6/Qt/lib/libQt6WaylandClient.so.6", "BINARY"),
    ("PySide6/Qt/lib/libicuuc.so.73", "/site-packages/PySide6/Qt/lib/libicuuc.so.73", "BINARY"),
    ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", "/site-packages/PySide6/Qt/plugins/iconengines/libqsvgicon.so",
     "BINARY"),
    ("PySide6/QtCore.abi3.so", "/site-packages/PySide6/QtCore.abi3.so", "EXTENSION"),
    ("PySide6/libpyside6.abi3.so.6.11", "/site-packages/PySide6/libpyside6.abi3.so.6.11", "BINARY"),
    ("libssl.so.3", "/usr/lib/x86_64-linux-gnu/libssl.so.3", "BINARY"),
    ("libstdc++.so.6", "/usr/lib/x86_64-linux-gnu/libstdc++.so.6", "BINARY"),
    ("libpython3.11.so.1.0", "/opt/python/lib/libpython3.11.so.1.0", "BINARY"),
    ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
    ("base_library.zip", "/build/base_library.zip", "DATA"),
]
OWNERS = {"/usr/lib/x86_64-linux-gnu/libssl.so.3": "libssl3", "/usr/lib/x86_64-linux-gnu/libstdc++.so.6": "libstdc++6"}
SOURCE_PACKAGES = {"libssl3": ("openssl", "3.0.15-1~deb12u1"), "libstdc++6": ("gcc-12", "12.2.0-14")}
VERSIONS = bundle_licenses.Versions(qt="6.11.3", pyside="6.11.3", python="3.11.7")


def owners(paths: list[str]) -> dict[str, str]:
    return {path: OWNERS[path] for path in paths if path in OWNERS}


@pytest.fixture
def docs(tmp_path: Path) -> Path:
    """A stand-in /usr/share/doc with the two packages' copyright files."""
    for package in ("libssl3", "libstdc++6"):
        (tmp_path / "doc" / package).mkdir(parents=True)
        (tmp_path / "doc" / package / "copyright").write_text(f"Files: *\nLicense: of {package}\n", encoding="utf-8")
    return tmp_path / "doc"


def assembled(tmp_path: Path, docs: Path, binaries: list[tuple[str, str, str]] = BINARIES) -> Path:
    """A bundle with the licences of ``binaries``, and stand-ins for the binaries themselves."""
    bundle = tmp_path / "dist" / "parlett-table"
    bundle_licenses.assemble(
        bundle / "_internal" / "licenses", binaries, python=ROOT / "LICENSE",  # a stand-in for Python's LICENSE.txt
        owners=owners, docs=docs, versions=VERSIONS, sources=lambda packages: SOURCE_PACKAGES,
    )  # fmt: skip
    for dest, _, kind in binaries:
        if kind != "DATA":
            (bundle / "_internal" / dest).parent.mkdir(parents=True, exist_ok=True)
            if kind == "SYMLINK":
                (bundle / "_internal" / dest).symlink_to(bundle / "_internal" / _)
            else:
                (bundle / "_internal" / dest).write_bytes(b"\x7fELF")
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
    assert "UNICODE, INC. LICENSE AGREEMENT" in (folder / "ICU-LICENSE.txt").read_text(encoding="utf-8")
    assert not (folder / "LGPL-2.1.txt").exists()  # no FFmpeg in this bundle


@pytest.mark.parametrize("gone", [*sorted({licence.file for licence in LICENCES}), SHARED_LIBRARIES,
                                  "libraries/libstdc++6.copyright", "Qt-third-party-notices.txt", "SOURCES.txt",
                                  "ICU-LICENSE.txt"])  # fmt: skip
def test_the_check_fails_when_a_bundle_lacks_a_licence(tmp_path: Path, docs: Path, gone: str) -> None:
    bundle = assembled(tmp_path, docs)
    (bundle / "_internal" / "licenses" / gone).unlink()
    problems = bundle_licenses.missing(bundle)
    assert problems and gone.rsplit("/", 1)[-1] in " ".join(problems)
    assert bundle_licenses.main(["check", str(bundle)]) == 1


def test_the_check_fails_on_a_library_the_list_does_not_name(tmp_path: Path, docs: Path) -> None:
    bundle = assembled(tmp_path, docs)
    (bundle / "_internal" / "PySide6" / "Qt" / "lib" / "libavcodec.so.61").write_bytes(b"\x7fELF")
    assert bundle_licenses.missing(bundle) == [
        "PySide6/Qt/lib/libavcodec.so.61 is in the bundle but not in shared-libraries.txt: its licence is not known"
    ]


def test_the_check_fails_on_a_bundle_without_the_folder(tmp_path: Path) -> None:
    (tmp_path / "bundle" / "_internal").mkdir(parents=True)
    assert bundle_licenses.missing(tmp_path / "bundle") == [f"{tmp_path / 'bundle'} has no licenses/ folder with "
                                                            f"{SHARED_LIBRARIES}"]  # fmt: skip


def test_a_library_nobody_can_attribute_stops_the_build(tmp_path: Path, docs: Path) -> None:
    strangers = [("libmystery.so.2", "/opt/elsewhere/libmystery.so.2", "BINARY"),
                 ("PySide6/Qt/lib/libQt6Bluetooth.so.6", "/site-packages/PySide6/Qt/lib/libQt6Bluetooth.so.6",
                  "BINARY")]  # fmt: skip
    with pytest.raises(bundle_licenses.UnattributedLibraries) as raised:
        assembled(tmp_path, docs, [*BINARIES, *strangers])
    assert "libmystery.so.2 (from /opt/elsewhere/libmystery.so.2)" in str(raised.value)
    assert "libQt6Bluetooth.so.6" in str(raised.value)
    assert not (tmp_path / "dist").exists()


def test_the_library_list_names_each_library_once_with_its_licence(docs: Path) -> None:
    found = bundle_licenses.attributions(BINARIES, VERSIONS, owners, docs)
    rows = dict(line.split("\t") for line in bundle_licenses.library_list(found).splitlines() if "\t" in line)
    assert set(rows) == {dest for dest, _, kind in BINARIES if kind not in ("SYMLINK", "DATA")}
    assert rows["PySide6/Qt/lib/libQt6Core.so.6"] == (
        "Qt 6.11.3 (qtbase) (LGPL-3.0-only); see Qt-PySide6-LGPL-3.0.txt, GPL-3.0.txt, Qt-third-party-notices.txt"
    )
    assert rows["PySide6/Qt/plugins/iconengines/libqsvgicon.so"].startswith("Qt 6.11.3 (qtsvg)")
    assert rows["PySide6/QtCore.abi3.so"].startswith("PySide6 and Shiboken6 6.11.3 (LGPL-3.0-only)")
    assert rows["PySide6/libpyside6.abi3.so.6.11"].startswith("PySide6 and Shiboken6")
    assert rows["PySide6/Qt/lib/libicuuc.so.73"].endswith("; see ICU-LICENSE.txt")
    assert "Python-LICENSE.txt" in rows["libpython3.11.so.1.0"]
    assert rows["libssl.so.3"] == "the Debian package libssl3 (see its copyright file); see libraries/libssl3.copyright"


@pytest.mark.parametrize(("dest", "module"), [
    ("PySide6/Qt/lib/libQt6Gui.so.6", "qtbase"),
    ("PySide6/Qt6Gui.dll", "qtbase"),
    ("PySide6/Qt/lib/libQt6FFmpegStub-va-drm.so.2", "qtmultimedia"),
    ("PySide6/Qt/lib/libQt6WlShellIntegration.so.6", "qtwayland"),
    ("PySide6/Qt/lib/libQt6Quick.so.6", "qtdeclarative"),
    ("PySide6/Qt/plugins/platforms/libqxcb.so", "qtbase"),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", "qtwayland"),
    ("PySide6/plugins/platforms/qwindows.dll", "qtbase"),
    ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", "qtbase"),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", "qtsvg"),
    ("PySide6/plugins/imageformats/qwebp.dll", "qtimageformats"),
    ("PySide6/Qt/plugins/imageformats/libqjpeg.so", "qtbase"),
    ("PySide6/Qt/plugins/wayland-shell-integration/libxdg-shell.so", "qtwayland"),
    ("PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so", "qtmultimedia"),
    ("PySide6/Qt/lib/libQt6Bluetooth.so.6", None),
    ("PySide6/Qt/plugins/permissions/libqdarwinlocationpermission.dylib", "qtbase"),
    ("PySide6/Qt/plugins/sensors/libqtsensors_generic.so", None),
    ("PySide6/QtCore.abi3.so", None),
])  # fmt: skip
def test_each_qt_library_and_plugin_belongs_to_its_qt_module(dest: str, module: str | None) -> None:
    assert bundle_licenses.qt_module(dest) == module


def test_the_windows_and_ffmpeg_libraries_are_attributed(docs: Path) -> None:
    binaries = [(f"PySide6/{name}", f"C:/site/PySide6/{name}", "BINARY")
                for name in ("msvcp140.dll", "VCRUNTIME140_1.dll", "opengl32sw.dll", "avcodec-61.dll", "Qt6Core.dll",
                             "pyside6.abi3.dll", "QtCore.pyd")]  # fmt: skip
    found = bundle_licenses.attributions(binaries, VERSIONS, lambda paths: {}, docs)
    assert found["PySide6/msvcp140.dll"].component.startswith("the Microsoft Visual C++ runtime")
    assert found["PySide6/VCRUNTIME140_1.dll"].licence == "LicenseRef-Microsoft-Visual-C-Redistributable"
    assert found["PySide6/opengl32sw.dll"].files == ("MIT.txt",)
    assert found["PySide6/avcodec-61.dll"].files == ("LGPL-2.1.txt",)
    assert found["PySide6/Qt6Core.dll"].qt_module == "qtbase"
    assert found["PySide6/QtCore.pyd"].component.startswith("PySide6")
    assert found["PySide6/QtCore.pyd"].qt_module == "qtbase"  # macOS: the bindings name the framework's module


def test_a_python_packages_compiled_module_is_that_packages_and_its_licence_file_is_shipped() -> None:
    speedups = "websockets/speedups.cpython-311-x86_64-linux-gnu.so"
    found = bundle_licenses.attributions([(speedups, f"/site/{speedups}", "EXTENSION")], VERSIONS, lambda paths: {})
    assert found[speedups].licence == "BSD-3-Clause"
    assert found[speedups].files == ("websockets-LICENSE.txt",)
    texts = bundle_licenses.fixed_texts()
    for package in ("platformdirs", "websockets"):
        assert "Copyright" in texts[f"{package}-LICENSE.txt"].read_text(encoding="utf-8")
        assert f"{package}-LICENSE.txt" in bundle_licenses.required()


def test_a_bundle_whose_qt_libraries_are_frameworks_still_gets_their_modules_notices(docs: Path) -> None:
    binaries = [("PySide6/QtMultimedia.abi3.so", "/site/PySide6/QtMultimedia.abi3.so", "EXTENSION"),
                ("PySide6/Qt/lib/QtMultimedia.framework/Versions/A/QtMultimedia",
                 "/site/PySide6/Qt/lib/QtMultimedia.framework/Versions/A/QtMultimedia", "BINARY"),
                ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", "/site/PySide6/Qt/plugins/platforms/libqcocoa.dylib",
                 "BINARY")]  # fmt: skip
    found = bundle_licenses.attributions(binaries, VERSIONS, lambda paths: {}, docs)
    assert set(found) == {"PySide6/QtMultimedia.abi3.so", "PySide6/Qt/plugins/platforms/libqcocoa.dylib"}
    assert {attribution.qt_module for attribution in found.values()} == {"qtmultimedia", "qtbase"}


def test_the_qt_notices_hold_the_bundles_qt_modules_and_each_licence_text_once(docs: Path) -> None:
    text = bundle_licenses.qt_notices({"qtbase", "qtsvg"}, VERSIONS)
    assert text.startswith("Third-party code in the Qt 6.11.3 libraries and plugins of this bundle")
    assert "Qt modules: qtbase, qtsvg." in text and "PCRE2: Qt Core: QRegularExpression." in text
    assert "XSVG: Qt SVG: arcs." in text and "TIFF Software Distribution" not in text  # qtimageformats is not there
    for heading in ("MIT", "BSD-3-Clause", "Unicode-3.0", "HPND-sell-variant", "FTL", "LGPL-2.1"):
        assert text.count(f"\n{'=' * 72}\n{heading}\n{'=' * 72}\n") == 1, heading
    with pytest.raises(bundle_licenses.UnattributedLibraries, match="qtbluetooth"):
        bundle_licenses.qt_notices({"qtbase", "qtbluetooth"}, VERSIONS)


def test_every_qt_third_party_part_is_complete_and_its_texts_are_there() -> None:
    catalogue = json.loads((ROOT / "licenses" / "qt-third-party.json").read_text(encoding="utf-8"))
    assert set(catalogue["modules"]) == set(bundle_licenses.QT_LIBRARIES) | {"qtimageformats"}
    for module, parts in catalogue["modules"].items():
        for part in parts:
            assert set(part) == {"name", "used", "licence", "texts", "copyright"}, (module, part)
            assert part["copyright"] and all(line.strip() for line in part["copyright"]), part["name"]
            for text in part["texts"]:
                path = ROOT / "licenses" / ("LGPL-2.1.txt" if text == "LGPL-2.1" else f"third-party/{text}.txt")
                assert path.is_file() and path.stat().st_size > 100, text
                assert text in part["licence"] or text == "LGPL-2.1", (part["name"], text)
    used = {text for parts in catalogue["modules"].values() for part in parts for text in part["texts"]}
    assert {path.stem for path in (ROOT / "licenses" / "third-party").glob("*.txt")} == used - {"LGPL-2.1"} | {"ICU"}


def test_the_sources_file_offers_the_source_and_points_at_each_release(docs: Path) -> None:
    found = bundle_licenses.attributions(BINARIES, VERSIONS, owners, docs)
    text = bundle_licenses.sources_text(found, VERSIONS, lambda packages: SOURCE_PACKAGES, distribution="debian")
    assert text.startswith("The source code of this build of Parlett Table")
    assert "For at least three years" in text and "github.com/parlett-table/parlett-table/issues" in text
    assert "https://download.qt.io/archive/qt/6.11/6.11.3/submodules/" in text
    assert "the modules qtbase, qtsvg, qtwayland" in text
    assert "pyside-setup-everywhere-src-6.11.3.tar.xz" in text and "ICU 73 " in text
    assert "FFmpeg" not in text
    assert "openssl 3.0.15-1~deb12u1 (libssl3): https://snapshot.debian.org/package/openssl/3.0.15-1~deb12u1/" in text
    ubuntu = bundle_licenses.sources_text(found, VERSIONS, lambda packages: SOURCE_PACKAGES, distribution="ubuntu")
    assert "gcc-12 12.2.0-14 (libstdc++6): https://launchpad.net/ubuntu/+source/gcc-12/12.2.0-14" in ubuntu


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

    from parlett_table.ui.dialogs.about import AboutDialog

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
    assert metainfo.findtext("project_license") == f"MIT AND {CARD_ART_LICENCE} AND CC0-1.0"  # the sounds
    about = (ROOT / "parlett_table" / "ui" / "dialogs" / "about.py").read_text(encoding="utf-8")
    assert "CARD_ART_LICENCE" in about
    for path in [ROOT / "README.md", ROOT / "licenses" / "README.md", PACKAGING / "parlett-table.spec",
                 ROOT / "parlett_table" / "ui" / "cards" / "decks.py"]:  # fmt: skip
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"LGPL-2\.1(?!\.txt)", text), f"{path.name} names the card art's licence another way"
