"""Packaging and desktop integration: the files in ``packaging/``, the icons, ``install_desktop_entry``.

Fast checks only; the real build (``packaging/build-linux.sh``) runs from ``.ci/run``.
The validators ``desktop-file-validate`` and ``appstreamcli`` are used when
installed (Debian's desktop-file-utils and appstream) and skipped otherwise.
"""

from __future__ import annotations

import ast
import configparser
import os
import re
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from parlett_table import __version__
from parlett_table.system import desktop
from parlett_table.system.desktop import (
    APP_ID,
    ICON_NAME,
    ICON_SIZES,
    MIME_TYPE,
    install_desktop_entry,
    remove_desktop_entry,
)

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
LINUX = PACKAGING / "linux"
DESKTOP_FILE = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
MIME_FILE = LINUX / f"{APP_ID}.mime.xml"
ICONS = ROOT / "assets" / "icons"


def read_entry(path: Path) -> dict[str, str]:
    """The ``[Desktop Entry]`` group of a desktop file, keys as written."""
    parser = configparser.ConfigParser(interpolation=None, delimiters=("=",))
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(path, encoding="utf-8")
    return dict(parser["Desktop Entry"])


def validate(tool: str, *args: str) -> subprocess.CompletedProcess[str]:
    if shutil.which(tool) is None:
        pytest.skip(f"{tool} is not installed")
    return subprocess.run([tool, *args], capture_output=True, text=True, timeout=30, check=False)


def png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR", f"{path} is not a PNG"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def exec_program(entry: dict[str, str]) -> str:
    """The program an Exec value starts, its quoting and escapes undone (Desktop Entry Specification)."""
    value = entry["Exec"].replace("\\\\", "\\")  # the string-level escape of backslashes
    if not value.startswith('"'):
        return value.split(" ", 1)[0].replace("%%", "%")
    program, escaped = "", False
    for char in value[1:]:
        if escaped:
            assert char in '"`$\\', f"{char!r} may not be escaped in a quoted Exec argument"
            program, escaped = program + char, False
        elif char == "\\":
            escaped = True
        elif char == '"':
            return program.replace("%%", "%")
        else:
            program += char
    raise AssertionError(f"unterminated quote in Exec={entry['Exec']}")


# --- the desktop entry and the AppStream metainfo ----------------------------------------------


def test_desktop_file_and_metainfo_exist() -> None:
    assert DESKTOP_FILE.is_file()
    assert METAINFO.is_file()


def test_desktop_file_launches_the_gui_script_as_a_card_game() -> None:
    entry = read_entry(DESKTOP_FILE)
    assert entry["Exec"] == "parlett-table-gui %f"  # %f: a deal record opened with it
    assert entry["MimeType"] == f"{MIME_TYPE};"
    assert entry["Type"] == "Application"
    assert entry["Terminal"] == "false"
    assert entry["Icon"] == ICON_NAME
    categories = entry["Categories"].split(";")
    assert "Game" in categories and "CardGame" in categories
    assert entry["Categories"].startswith("Game;CardGame;")
    for key in ("Name", "GenericName", "Comment", "Keywords"):
        assert entry[key].strip(), key


def test_desktop_file_passes_desktop_file_validate() -> None:
    result = validate("desktop-file-validate", str(DESKTOP_FILE))
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_metainfo_passes_appstreamcli_validate() -> None:
    result = validate("appstreamcli", "validate", "--no-net", "--no-color", str(METAINFO))
    assert result.returncode == 0, result.stdout + result.stderr


def test_metainfo_names_this_version_the_desktop_file_and_the_screenshots() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    releases = root.findall("releases/release")
    assert releases, "no release"
    assert releases[0].get("version") == __version__
    assert releases[0].get("date")
    assert root.findtext("launchable") == DESKTOP_FILE.name
    assert root.find("launchable").get("type") == "desktop-id"  # type: ignore[union-attr]
    assert root.findtext("project_license") and "MIT" in root.findtext("project_license", "")
    assert root.find("content_rating") is not None
    assert root.findtext("url[@type='homepage']")
    for image in root.findall("screenshots/screenshot/image"):
        name = (image.text or "").rsplit("/docs/", 1)[-1]
        assert (ROOT / "docs" / name).is_file(), f"the screenshot {name} is not in docs/"
    assert len(root.findall("screenshots/screenshot")) >= 3


# --- the icons ------------------------------------------------------------------------------------


def test_every_png_icon_has_its_size() -> None:
    for size in ICON_SIZES:
        assert png_size(ICONS / f"{ICON_NAME}-{size}.png") == (size, size)


def test_windows_and_macos_icons_exist() -> None:
    assert (ICONS / f"{ICON_NAME}.ico").read_bytes()[:4] == b"\x00\x00\x01\x00"
    assert (ICONS / f"{ICON_NAME}.icns").read_bytes()[:4] == b"icns"


def test_the_svg_icon_renders(qapp: object) -> None:
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QColor, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(ICONS / f"{ICON_NAME}.svg"))
    assert renderer.isValid()
    assert (renderer.defaultSize().width(), renderer.defaultSize().height()) == (512, 512)
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, 64, 64))
    painter.end()
    assert image.pixelColor(0, 0).alpha() == 0, "the corners stay transparent"
    centre = image.pixelColor(32, 32)
    assert centre.alpha() == 255
    felt = image.pixelColor(6, 32)
    assert felt.green() > felt.red() and felt.green() > felt.blue(), f"green felt at the edge, not {felt.name()}"
    assert centre != QColor(0, 0, 0)


# --- install_desktop_entry ------------------------------------------------------------------------


@pytest.fixture
def data_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "xdg data"
    monkeypatch.setenv("XDG_DATA_HOME", str(home))
    monkeypatch.setattr(sys, "platform", "linux")
    return home


@pytest.fixture
def gui_script(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A stand-in ``parlett-table-gui`` beside a stand-in Python, in a folder whose name needs quoting."""
    scripts = tmp_path / "my $venv's bin"
    scripts.mkdir()
    script = scripts / "parlett-table-gui"
    script.write_text("#!/bin/sh\nexit 0\n")
    script.chmod(0o755)
    monkeypatch.setattr(sys, "executable", str(scripts / "python3"))
    return script


def test_install_desktop_entry_writes_what_it_says(data_home: Path, gui_script: Path) -> None:
    written = install_desktop_entry()
    expected = {data_home / "applications" / f"{APP_ID}.desktop"}
    expected |= {data_home / f"icons/hicolor/{size}x{size}/apps/{ICON_NAME}.png" for size in ICON_SIZES}
    expected.add(data_home / f"icons/hicolor/scalable/apps/{ICON_NAME}.svg")
    expected.add(data_home / f"mime/packages/{APP_ID}.xml")
    assert set(written) == expected and len(written) == len(expected)
    assert written[0].suffix == ".desktop"
    mime_caches = data_home / "mime"  # where update-mime-database writes, besides the packages/ folder it reads
    ours = [path for path in data_home.rglob("*") if path.is_file() and path.name != "mimeinfo.cache"
            and (not path.is_relative_to(mime_caches) or path.parent == mime_caches / "packages")]  # fmt: skip
    assert sorted(ours) == sorted(expected)
    for size in ICON_SIZES:
        assert png_size(data_home / f"icons/hicolor/{size}x{size}/apps/{ICON_NAME}.png") == (size, size)


def test_installed_entry_runs_this_installation(data_home: Path, gui_script: Path) -> None:
    entry_path = install_desktop_entry()[0]
    entry = read_entry(entry_path)
    program = exec_program(entry)
    assert program == str(gui_script)
    assert os.access(program, os.X_OK)
    assert entry["TryExec"].replace("\\\\", "\\") == str(gui_script)
    shipped = read_entry(DESKTOP_FILE)
    assert {k: v for k, v in entry.items() if k not in ("Exec", "TryExec")} == {
        k: v for k, v in shipped.items() if k != "Exec"
    }, "the installed entry and packaging/linux/ differ"
    result = validate("desktop-file-validate", str(entry_path))
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr


def test_the_installed_file_type_is_the_one_packaging_ships(data_home: Path, gui_script: Path) -> None:
    install_desktop_entry()
    installed = ET.parse(data_home / "mime" / "packages" / f"{APP_ID}.xml").getroot()
    shipped = ET.parse(MIME_FILE).getroot()  # its comment aside
    assert ET.tostring(installed) == ET.tostring(shipped)
    namespace = "{http://www.freedesktop.org/standards/shared-mime-info}"
    kind = shipped.find(f"{namespace}mime-type")
    assert kind is not None and kind.get("type") == MIME_TYPE
    assert kind.find(f"{namespace}glob").get("pattern") == "*.parlett"  # type: ignore[union-attr]


def test_the_file_type_passes_update_mime_database(tmp_path: Path) -> None:
    (tmp_path / "mime" / "packages").mkdir(parents=True)
    shutil.copy(MIME_FILE, tmp_path / "mime" / "packages" / MIME_FILE.name)
    result = validate("update-mime-database", "-V", str(tmp_path / "mime"))
    assert result.returncode == 0 and "Error" not in result.stderr + result.stdout, result.stderr
    globs = (tmp_path / "mime" / "globs2").read_text(encoding="utf-8")
    assert f"{MIME_TYPE}:*.parlett" in globs


def test_remove_desktop_entry_deletes_what_install_wrote_and_nothing_else(data_home: Path, gui_script: Path) -> None:
    other = data_home / "applications" / "someone-else.desktop"
    other.parent.mkdir(parents=True)
    other.write_text("[Desktop Entry]\n", encoding="utf-8")
    written = install_desktop_entry()
    assert sorted(remove_desktop_entry()) == sorted(written)
    assert not [path for path in written if path.exists()] and other.is_file()
    assert remove_desktop_entry() == []  # removing twice is no error


def test_installing_twice_gives_the_same_files(data_home: Path, gui_script: Path) -> None:
    first = install_desktop_entry()
    text = first[0].read_text(encoding="utf-8")
    assert install_desktop_entry() == first
    assert first[0].read_text(encoding="utf-8") == text


def test_default_data_home_is_under_the_home_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("XDG_DATA_HOME", raising=False)
    monkeypatch.setenv("HOME", str(tmp_path))
    assert desktop.data_home() == tmp_path / ".local" / "share"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/path")  # the specification says to ignore it
    assert desktop.data_home() == tmp_path / ".local" / "share"


def test_install_desktop_entry_refuses_other_systems(monkeypatch: pytest.MonkeyPatch) -> None:
    for platform in ("win32", "darwin"):
        monkeypatch.setattr(sys, "platform", platform)
        with pytest.raises(ValueError, match="Linux"):
            install_desktop_entry()
        with pytest.raises(ValueError, match="Linux"):
            remove_desktop_entry()


def test_a_folder_that_cannot_be_written_is_a_value_error(data_home: Path, gui_script: Path) -> None:
    data_home.parent.mkdir(parents=True, exist_ok=True)
    data_home.write_text("a file where the folder should be")
    with pytest.raises(ValueError, match="Cannot write the desktop entry"):
        install_desktop_entry()


def test_a_missing_gui_script_is_a_value_error(
    data_home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "executable", str(tmp_path / "nowhere" / "python3"))
    monkeypatch.setattr(desktop.sysconfig, "get_path", lambda *args: str(tmp_path / "nowhere"))
    monkeypatch.setenv("PATH", str(tmp_path / "nowhere"))
    with pytest.raises(ValueError, match="parlett-table-gui"):
        install_desktop_entry()


def test_desktop_module_imports_no_qt() -> None:
    tree = ast.parse((ROOT / "parlett_table" / "system" / "desktop.py").read_text(encoding="utf-8"))
    names = [alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names]
    names += [node.module or "" for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)]
    assert not [name for name in names if "PySide6" in name or "Qt" in name]


# --- the build files ------------------------------------------------------------------------------


def test_pyinstaller_spec_parses_and_names_the_icon_the_assets_and_the_entry_script() -> None:
    text = (PACKAGING / "parlett-table.spec").read_text(encoding="utf-8")
    ast.parse(text)
    for name in ("parlett-table.ico", "parlett-table.icns", '"assets"', "parlett_table/assets", "entry.py",
                 '"hamlet_proposals.json"'):  # fmt: skip
        assert name in text, name
    assert (ROOT / "parlett_table" / "games" / "hamlet" / "hamlet_proposals.json").is_file()  # the expert's, Hamlet's
    assert "console=False" in text  # windowed
    assert (ICONS / "parlett-table.ico").is_file() and (ICONS / "parlett-table.icns").is_file()


def test_entry_script_starts_multiprocessing_support_first() -> None:
    tree = ast.parse((PACKAGING / "entry.py").read_text(encoding="utf-8"))
    main_block = next(node for node in tree.body if isinstance(node, ast.If))
    first = main_block.body[0]
    assert isinstance(first, ast.Expr) and ast.unparse(first) == "multiprocessing.freeze_support()"


def test_pyside6_deploy_configuration_is_complete() -> None:
    parser = configparser.ConfigParser(comment_prefixes="/", strict=False, allow_no_value=True, interpolation=None)
    parser.read(PACKAGING / "pysidedeploy.spec", encoding="utf-8")
    assert parser["app"]["input_file"] == "entry.py"
    assert (PACKAGING / parser["app"]["input_file"]).is_file()
    assert (PACKAGING / parser["app"]["icon"]).is_file()
    assert (PACKAGING / parser["app"]["project_dir"] / "pyproject.toml").is_file()
    assert parser["nuitka"]["mode"] == "standalone"
    assert "--include-data-dir=../assets=parlett_table/assets" in parser["nuitka"]["extra_args"]
    assert "--include-package-data=parlett_table" in parser["nuitka"]["extra_args"]  # the catalogues, the trees
    assert {"Core", "Gui", "Widgets", "Svg"} <= set(parser["qt"]["modules"].split(","))


def qt_modules_imported() -> set[str]:
    """Every PySide6 module the program imports anywhere ("QtCore", "QtNetwork", ...), lazily imported ones too;
    the measurements of ``parlett-table bench`` (QtTest) are not for bundles."""
    found: set[str] = set()
    for path in (ROOT / "parlett_table").rglob("*.py"):
        if path.relative_to(ROOT / "parlett_table").parts[0] == "bench":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("PySide6.Qt"):
                found.add(node.module.split(".")[1])
            elif isinstance(node, ast.Import):
                found |= {alias.name.split(".")[1] for alias in node.names if alias.name.startswith("PySide6.Qt")}
    return found


def test_the_bundles_keep_every_qt_module_the_program_imports() -> None:
    """A module left out of a bundle fails only when the program reaches for it (the single-instance socket's
    QtNetwork once failed only in the built app)."""
    used = qt_modules_imported()
    assert {"QtCore", "QtGui", "QtWidgets", "QtNetwork"} <= used
    tree = ast.parse((PACKAGING / "parlett-table.spec").read_text(encoding="utf-8"))
    excludes = next(
        ast.literal_eval(node.value) for node in tree.body
        if isinstance(node, ast.Assign) and any(getattr(t, "id", "") == "EXCLUDES" for t in node.targets)
    )  # fmt: skip
    assert not {f"PySide6.{module}" for module in used} & set(excludes)
    parser = configparser.ConfigParser(comment_prefixes="/", strict=False, allow_no_value=True, interpolation=None)
    parser.read(PACKAGING / "pysidedeploy.spec", encoding="utf-8")
    assert {module.removeprefix("Qt") for module in used} <= set(parser["qt"]["modules"].split(","))


SCRIPTS = [PACKAGING / "build-linux.sh", PACKAGING / "build-deb.sh", PACKAGING / "macos" / "build-dmg.sh",
           ROOT / ".ci" / "run"]  # fmt: skip
WORKFLOW = ROOT / ".github" / "workflows" / "build.yml"
INNO_SCRIPT = PACKAGING / "windows" / "parlett-table.iss"


@pytest.mark.parametrize("script", SCRIPTS, ids=lambda path: path.name)
def test_build_scripts_are_strict_bash(script: Path) -> None:
    text = script.read_text(encoding="utf-8")
    assert text.startswith("#!/usr/bin/env bash\n") and "set -euo pipefail" in text
    assert os.access(script, os.X_OK)
    if shutil.which("bash"):
        result = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True, check=False)
        assert result.returncode == 0, result.stderr


def workflow() -> dict[str, Any]:
    yaml = pytest.importorskip("yaml")
    document = yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))
    assert isinstance(document, dict)
    return document


def steps_text(job: dict[str, Any]) -> str:
    return "\n".join(str(step.get("run", "")) + str(step.get("uses", "")) for step in job["steps"])


def test_the_workflow_is_where_a_forge_runs_it() -> None:
    assert not (PACKAGING / "ci" / "build.yml").exists()
    document = workflow()
    assert set(document["jobs"]) == {"linux", "windows", "macos"}
    triggers = document.get("on", document.get(True))  # YAML 1.1 reads a bare `on` as True
    assert {"push", "pull_request", "workflow_dispatch"} <= set(triggers)
    for job in document["jobs"].values():
        assert "actions/upload-artifact@v4" in steps_text(job)


def test_the_linux_job_runs_exactly_what_ci_runs() -> None:
    linux = workflow()["jobs"]["linux"]
    assert [step["run"] for step in linux["steps"] if "ci/run" in str(step.get("run", ""))] == [
        "sudo --preserve-env=CI,PIP_DISABLE_PIP_VERSION_CHECK bash .ci/run"
    ]
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "bash packaging/build-linux.sh" in ci and "bash packaging/build-deb.sh" in ci
    assert ci.index("build-linux.sh") < ci.index("build-deb.sh")
    assert "parlett-table_*.deb" in steps_text(linux)


def test_the_windows_job_builds_checks_installs_and_uninstalls_the_installer() -> None:
    text = steps_text(workflow()["jobs"]["windows"])
    for needed in ("packaging/parlett-table.spec", "packaging/bundle_licenses.py check dist/parlett-table",
                   "packaging/windows/parlett-table.iss", '"--version"', '"--demo"', "/VERYSILENT", "unins000.exe",
                   "ParlettTable.DealRecord", "VersionInfo"):  # fmt: skip
        assert needed in text, needed


def test_the_macos_job_builds_a_disk_image_per_architecture() -> None:
    macos = workflow()["jobs"]["macos"]
    assert {entry["arch"] for entry in macos["strategy"]["matrix"]["include"]} == {"arm64", "x86_64"}
    text = steps_text(macos)
    for needed in ("packaging/parlett-table.spec", "packaging/bundle_licenses.py check", "LSMinimumSystemVersion",
                   "CFBundleDocumentTypes", "packaging/macos/build-dmg.sh", "--version", "--demo", "hdiutil attach"):
        assert needed in text, needed
    assert macos["env"]["PARLETT_TARGET_ARCH"] == "${{ matrix.arch }}"


def test_signing_steps_run_only_with_their_secrets() -> None:
    jobs = workflow()["jobs"]
    for name in ("windows", "macos"):
        assert "secrets." in jobs[name]["env"]["SIGNING"]
        for step in jobs[name]["steps"]:
            if "sign" in step.get("name", "").lower() and "skipped" not in step["name"].lower():
                assert step.get("if") == "env.SIGNING == 'true'", step["name"]
    dmg = (PACKAGING / "macos" / "build-dmg.sh").read_text(encoding="utf-8")
    assert "notarisation skipped" in dmg and "ad hoc signature" in dmg


REPOSITORY_PATH = re.compile(r"(?<![\w/.-])((?:packaging|assets|licenses|parlett_table|\.ci|\.github)/[\w./-]*[\w])")


@pytest.mark.parametrize("source", [WORKFLOW, *SCRIPTS, INNO_SCRIPT, PACKAGING / "parlett-table.spec"],
                         ids=lambda path: path.name)  # fmt: skip
def test_every_repository_path_a_build_file_names_exists(source: Path) -> None:
    text = source.read_text(encoding="utf-8").replace("\\", "/")
    named = set(REPOSITORY_PATH.findall(text))
    named |= {ROOT.joinpath(*(p for p in path.split("/") if p)).relative_to(ROOT).as_posix()
              for path in re.findall(r'"\.\./\.\./([^"*{]+)"', text) + re.findall(r"=\.\./\.\./(\S+)", text)
              if not path.startswith("dist")}  # fmt: skip  # the .iss names paths from packaging/windows/
    # parlett_table/assets/ is where bundles and wheels put the top-level assets/ folder
    missing = sorted(path for path in named if not (ROOT / path.replace("parlett_table/assets", "assets", 1)).exists())
    assert not missing, f"{source.name} names {missing}, which the repository does not have"


def test_the_path_check_finds_the_paths_of_each_kind() -> None:
    assert REPOSITORY_PATH.findall('run: packaging/macos/build-dmg.sh "dist/x" and .ci/run;') == [
        "packaging/macos/build-dmg.sh", ".ci/run"
    ]


def test_the_inno_setup_script_installs_a_menu_entry_a_file_type_and_an_uninstaller() -> None:
    text = INNO_SCRIPT.read_text(encoding="utf-8")
    sections = set(re.findall(r"^\[(\w+)\]$", text, re.MULTILINE))
    assert {"Setup", "Files", "Icons", "Registry", "Tasks", "Run"} <= sections
    assert re.search(r"^AppId=\{\{[0-9A-F-]{36}\}$", text, re.MULTILINE)
    assert '#define DistDir "..\\..\\dist\\parlett-table"' in text
    assert "{autoprograms}\\Parlett Table" in text and "ChangesAssociations=yes" in text
    assert 'Subkey: "Software\\Classes\\.parlett"' in text and '""%1""' in text
    assert "VersionInfoVersion={#NumericVersion}" in text and "uninsdeletekey" in text
    assert "Uninstallable=no" not in text


def test_the_macos_app_declares_deal_records_and_the_bundled_qts_minimum() -> None:
    sys.path.insert(0, str(PACKAGING))
    try:
        import macos_plist
    finally:
        sys.path.remove(str(PACKAGING))
    assert macos_plist.minimum_macos("Tag: cp310-abi3-macosx_13_0_universal2\n") == "13.0"
    assert macos_plist.minimum_macos("Tag: cp39-abi3-macosx_11_0_arm64\nTag: cp39-abi3-macosx_12_0_x86_64\n") == "12.0"
    with pytest.raises(ValueError, match="macOS"):
        macos_plist.minimum_macos("Tag: cp310-abi3-manylinux_2_34_x86_64\n")
    keys = macos_plist.document_types()
    declared = keys["UTExportedTypeDeclarations"][0]
    assert keys["CFBundleDocumentTypes"][0]["LSItemContentTypes"] == [declared["UTTypeIdentifier"]]
    assert declared["UTTypeTagSpecification"]["public.filename-extension"] == ["parlett"]
    spec = (PACKAGING / "parlett-table.spec").read_text(encoding="utf-8")
    assert '"LSMinimumSystemVersion": installed_qt_minimum()' in spec and "**document_types()" in spec
    assert 'target_arch=os.environ.get("PARLETT_TARGET_ARCH")' in spec


def test_the_command_line_installs_and_removes_the_desktop_entry(
    data_home: Path, gui_script: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from parlett_table import cli

    assert cli.main(["--install-desktop-entry"]) == 0
    written = capsys.readouterr().out.splitlines()
    assert written[0] == str(data_home / "applications" / f"{APP_ID}.desktop")
    assert cli.main(["--remove-desktop-entry"]) == 0
    assert sorted(capsys.readouterr().out.splitlines()) == sorted(written)
    assert cli.main(["--remove-desktop-entry"]) == 0
    assert capsys.readouterr() == ("", "parlett-table: no desktop entry of Parlett Table was installed for you\n")


# --- what a bundle leaves out, and that what it keeps loads ---------------------------------------------------


def packaging_module(name: str) -> Any:
    sys.path.insert(0, str(PACKAGING))
    try:
        return __import__(name)
    finally:
        sys.path.remove(str(PACKAGING))


# A Windows-like bundle (flat DLLs, .pyd extension modules) whose import tables are given: the FFmpeg backend
# imports FFmpeg, QtQuick and QtConcurrent directly; QtConcurrent is also needed, but only through QtMultimedia,
# by what is kept.
WINDOWS_IMPORTS = {
    "site/PySide6/QtMultimedia.pyd": ["Qt6Multimedia.dll", "pyside6.abi3.dll", "python3.dll"],
    "site/PySide6/Qt6Multimedia.dll": ["Qt6Concurrent.dll", "Qt6Core.dll", "KERNEL32.dll"],
    "site/PySide6/plugins/multimedia/ffmpegmediaplugin.dll": [
        "AVCODEC-61.dll", "Qt6Quick.dll", "Qt6Concurrent.dll", "Qt6Multimedia.dll"
    ],
    "site/PySide6/Qt6Quick.dll": ["Qt6Qml.dll", "Qt6Core.dll"],
    "site/PySide6/avcodec-61.dll": ["avutil-59.dll"],
}
WINDOWS_DLLS = ("Qt6Multimedia.dll", "Qt6Concurrent.dll", "Qt6Core.dll", "Qt6Quick.dll", "Qt6Qml.dll",
                "avcodec-61.dll", "avutil-59.dll", "pyside6.abi3.dll")  # fmt: skip
WINDOWS_BINARIES = [
    ("PySide6/QtMultimedia.pyd", "site/PySide6/QtMultimedia.pyd", "EXTENSION"),
    ("PySide6/plugins/multimedia/ffmpegmediaplugin.dll", "site/PySide6/plugins/multimedia/ffmpegmediaplugin.dll",
     "BINARY"),
    *((f"PySide6/{name}", f"site/PySide6/{name}", "BINARY") for name in WINDOWS_DLLS),
    ("python3.dll", "C:/Python/python3.dll", "BINARY"),
]


def test_the_media_backends_and_the_libraries_only_they_need_are_left_out() -> None:
    bundle_trim = packaging_module("bundle_trim")
    kept, datas = bundle_trim.trim(WINDOWS_BINARIES, [("a.qm", "src/a.qm", "DATA")],
                                   lambda path: WINDOWS_IMPORTS.get(path, []))  # fmt: skip
    names = {dest.rsplit("/", 1)[-1] for dest, _, _ in kept}
    assert names == {"QtMultimedia.pyd", "Qt6Multimedia.dll", "Qt6Concurrent.dll", "Qt6Core.dll",
                     "pyside6.abi3.dll", "python3.dll"}  # fmt: skip
    assert datas == [("a.qm", "src/a.qm", "DATA")]
    kept, _ = bundle_trim.trim(WINDOWS_BINARIES, [], lambda path: WINDOWS_IMPORTS.get(path, []), prune=False)
    assert len(kept) == len(WINDOWS_BINARIES) - 1  # macOS: the plugin alone


def test_links_to_a_library_left_out_go_too() -> None:
    bundle_trim = packaging_module("bundle_trim")
    binaries = [
        ("PySide6/Qt/plugins/multimedia/libffmpegmediaplugin.so", "q/plugins/multimedia/libffmpegmediaplugin.so",
         "BINARY"),
        ("PySide6/Qt/lib/libavcodec.so.61", "q/lib/libavcodec.so.61", "BINARY"),
        ("PySide6/Qt/lib/libQt6Core.so.6", "q/lib/libQt6Core.so.6", "BINARY"),
        ("PySide6/QtCore.abi3.so", "q/QtCore.abi3.so", "EXTENSION"),
        ("libavcodec.so.61", "PySide6/Qt/lib/libavcodec.so.61", "SYMLINK"),
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
    ]
    imports = {"q/plugins/multimedia/libffmpegmediaplugin.so": ["libavcodec.so.61", "libQt6Core.so.6"],
               "q/QtCore.abi3.so": ["libQt6Core.so.6"]}  # fmt: skip
    kept, _ = bundle_trim.trim(binaries, [], lambda path: imports.get(path, []))
    assert [dest for dest, _, _ in kept] == ["PySide6/Qt/lib/libQt6Core.so.6", "PySide6/QtCore.abi3.so",
                                            "libQt6Core.so.6"]  # fmt: skip
    assert bundle_trim.dropped("PySide6\\plugins\\multimedia\\windowsmediaplugin.dll")
    assert not bundle_trim.dropped("PySide6/Qt/plugins/platforms/libqxcb.so")
    assert bundle_trim.is_library("python312.dll") and bundle_trim.is_library("PySide6/Qt6Core.dll")
    assert not bundle_trim.is_library("_ssl.pyd") and not bundle_trim.is_library("PySide6/plugins/styles/x.dll")


def test_the_spec_trims_with_bundle_trim_and_keeps_qtmultimedia() -> None:
    text = (PACKAGING / "parlett-table.spec").read_text(encoding="utf-8")
    assert "from bundle_trim import trim" in text and 'prune=sys.platform != "darwin"' in text
    assert "FFmpeg plugin" not in text and "QSoundEffect decodes" not in text
    assert "QtMultimedia" in qt_modules_imported() or "PySide6.QtMultimedia" not in text
    build = (PACKAGING / "build-linux.sh").read_text(encoding="utf-8")
    for needed in ("libQt6Multimedia.so.6", "libpulse.so.0", "QtMultimedia.abi3.so", "check_libraries.py",
                   "PARLETT_MAX_BUNDLE_MB:-140"):  # fmt: skip
        assert needed in build, needed


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="ELF libraries")
def test_the_library_check_loads_each_library_and_names_one_that_does_not_load(tmp_path: Path) -> None:
    check_libraries = packaging_module("check_libraries")
    import _json  # an extension module of this Python: an ELF library that loads

    internal = tmp_path / "bundle" / "_internal"
    internal.mkdir(parents=True)
    shutil.copy(_json.__file__, internal / "good.so")
    (internal / "broken.so.1").write_bytes(b"\x7fELF" + bytes(60))  # ELF's magic number, then nothing sensible
    (internal / "notes.txt").write_text("not a library", encoding="utf-8")
    assert [path.name for path in check_libraries.libraries(tmp_path / "bundle")] == ["broken.so.1", "good.so"]
    problems = check_libraries.failures(tmp_path / "bundle")
    assert len(problems) == 1 and problems[0].startswith("_internal/broken.so.1 does not load: ")
    (internal / "broken.so.1").unlink()
    assert check_libraries.failures(tmp_path / "bundle") == []
    assert check_libraries.main([str(tmp_path / "bundle")]) == 0


# --- the package's metadata and the versions it claims -----------------------------------------------------------

PYPROJECT = ROOT / "pyproject.toml"
CONSTRAINTS = PACKAGING / "constraints.txt"


def declared_dependencies() -> dict[str, str]:
    """pyproject.toml's dependencies, by name: their version specifiers (read without tomllib, for Python 3.10)."""
    line = next(line for line in PYPROJECT.read_text(encoding="utf-8").splitlines() if line.startswith("dependencies"))
    found = {}
    for requirement in re.findall(r'"([^"]+)"', line.split("#", 1)[0]):
        name = re.match(r"[A-Za-z0-9_.-]+", requirement)
        assert name is not None, requirement
        found[name.group()] = requirement[name.end() :]
    return found


def pinned() -> dict[str, str]:
    """packaging/constraints.txt's pins, by lower-case name."""
    pins = re.findall(r"^([A-Za-z0-9_.-]+)==(\S+)$", CONSTRAINTS.read_text(encoding="utf-8"), re.MULTILINE)
    return {name.lower().replace("_", "-"): version for name, version in pins}


def test_the_declared_floors_are_the_versions_ci_tests_and_the_readme_says_so() -> None:
    dependencies, pins = declared_dependencies(), pinned()
    assert set(dependencies) == {"PySide6", "platformdirs", "websockets"}
    pyside_floor = re.search(r">=([\d.]+)", dependencies["PySide6"]).group(1)  # type: ignore[union-attr]
    assert "!=6.12.0" in dependencies["PySide6"]  # queued slot calls crash
    assert pins["pyside6"].split(".")[:2] == pyside_floor.split(".")[:2], "the PySide6 floor is not what CI tests"
    assert pins["pyside6"] == pins["pyside6-essentials"] == pins["pyside6-addons"] == pins["shiboken6"]
    platformdirs_floor = re.search(r">=([\d.]+)", dependencies["platformdirs"]).group(1)  # type: ignore[union-attr]
    assert pins["platformdirs"].split(".")[0] == platformdirs_floor.split(".")[0]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    python_floor = re.search(r'^requires-python = ">=([\d.]+)"', PYPROJECT.read_text(encoding="utf-8"), re.MULTILINE)
    assert python_floor is not None
    supported = readme.split("### Supported versions", 1)[1].split("\n###", 1)[0]
    websockets_floor = re.search(r">=([\d.]+)", dependencies["websockets"]).group(1)  # type: ignore[union-attr]
    assert int(pins["websockets"].split(".")[0]) >= int(websockets_floor)
    for claim in (f"Python {python_floor.group(1)} or newer", f"PySide6 {pyside_floor} or newer", "not 6.12.0",
                  f"platformdirs {platformdirs_floor} or newer", f"PySide6 {pins['pyside6']}",
                  f"platformdirs {pins['platformdirs']}", f"PyInstaller {pins['pyinstaller']}",
                  f"websockets {websockets_floor} or newer", f"websockets {pins['websockets']}"):  # fmt: skip
        assert claim in supported, claim
    classifiers = re.findall(r'"Programming Language :: Python :: (3\.\d+)"', PYPROJECT.read_text(encoding="utf-8"))
    assert classifiers[0] == python_floor.group(1)
    assert f"Python {python_floor.group(1)} or newer" in readme.split("\n", 3)[2]


def test_the_release_builds_and_ci_install_the_pinned_versions() -> None:
    build = (PACKAGING / "build-linux.sh").read_text(encoding="utf-8")
    assert '-c "$ROOT/packaging/constraints.txt"' in build
    assert '-c packaging/constraints.txt -e ".[test,dev]"' in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    jobs = workflow()["jobs"]
    for name in ("windows", "macos"):
        assert "-c packaging/constraints.txt . pyinstaller" in steps_text(jobs[name]), name
    assert {"pyinstaller", "pyinstaller-hooks-contrib", "pyside6", "platformdirs"} <= set(pinned())


def test_the_metadata_names_the_licences_urls_and_classifiers() -> None:
    text = PYPROJECT.read_text(encoding="utf-8")
    assert 'requires = ["hatchling>=1.27"]' in text  # PEP 639
    assert 'license = "MIT AND LGPL-2.0-or-later AND CC0-1.0"' in text
    from parlett_table.system.licenses import CARD_ART_LICENCE

    assert CARD_ART_LICENCE in 'license = "MIT AND LGPL-2.0-or-later AND CC0-1.0"'
    for path in re.search(r"license-files = \[([^\]]+)\]", text).group(1).split(","):  # type: ignore[union-attr]
        assert (ROOT / path.strip().strip('"')).is_file(), path
    assert "License ::" not in text  # PEP 639: the expression replaces the licence classifiers
    for needed in ("Topic :: Games/Entertainment :: Board Games", "Operating System :: POSIX :: Linux",
                   "Development Status :: ", "[project.urls]", "authors = ", "keywords = "):  # fmt: skip
        assert needed in text, needed


def test_the_wheel_takes_every_asset_but_the_sound_script() -> None:
    text = PYPROJECT.read_text(encoding="utf-8")
    taken = set(re.findall(r'^"(assets/[^"]+)" = "parlett_table/\1"$', text, re.MULTILINE))
    for path in (ROOT / "assets").rglob("*"):
        if path.is_file():
            relative = path.relative_to(ROOT).as_posix()
            covered = any(relative == entry or relative.startswith(entry + "/") for entry in taken)
            assert covered != (path.name == "make_sounds.py"), relative
    assert 'exclude = ["*.ts", "make_sounds.py"]' in text


# --- the desktop files in German and French, the manual page, the .deb's own files -------------------------------

desktop_l10n = packaging_module("desktop_l10n")


def test_every_word_of_the_desktop_files_is_in_the_catalogues_translated() -> None:
    messages = desktop_l10n.messages()
    texts = [text for text, _ in messages]
    assert "Play David Parlett's trick-taking card games against computer players" in texts
    assert "Parlett Table deal record" in texts and "Your totals and history across sessions" in texts
    games = ("Hoodwink (", "Crescendo (", "Who's Who (", "Hamlet (")
    assert len([text for text in texts if text.startswith(games)]) == 4
    found = desktop_l10n.translations()
    assert set(found) == {"de", "fr"}
    for code, known in found.items():
        assert set(messages) <= set(known), code
        keywords = next(key for key in messages if key[1])
        assert known[keywords].endswith(";") and "Hoodwink" in known[keywords], code


def test_an_untranslated_desktop_word_stops_the_build(tmp_path: Path) -> None:
    for source in (ROOT / "parlett_table" / "i18n").glob("*.ts"):
        text = source.read_text(encoding="utf-8")
        if source.stem.endswith("_fr"):
            text = text.replace("<translation>Jeux de cartes</translation>", '<translation type="unfinished"/>')
        (tmp_path / source.name).write_text(text, encoding="utf-8")
    with pytest.raises(desktop_l10n.Untranslated, match="fr: 'Card Games'"):
        desktop_l10n.translations(tmp_path)


def test_the_translated_desktop_files_validate_and_carry_german_and_french(tmp_path: Path) -> None:
    desktop_file, metainfo, mime = desktop_l10n.write(tmp_path)
    entry = read_entry(desktop_file)
    assert entry["Comment[de]"] == "David Parletts Stichspiele gegen Computerspieler spielen"
    assert entry["GenericName[fr]"] == "Jeux de cartes" and "Name[de]" not in entry  # the name is the name
    assert {key: value for key, value in entry.items() if "[" not in key} == read_entry(DESKTOP_FILE)
    root = ET.parse(metainfo).getroot()
    lang = "{http://www.w3.org/XML/1998/namespace}lang"
    for where in ("summary", "description/p", "description/ul/li", "screenshots/screenshot/caption"):
        languages = [element.get(lang) for element in root.findall(where)]
        assert languages.count("de") == languages.count("fr") == languages.count(None) > 0, where
    assert ET.tostring(ET.parse(METAINFO).getroot().find("releases")) == ET.tostring(root.find("releases"))
    comments = ET.parse(mime).getroot().iter("{http://www.freedesktop.org/standards/shared-mime-info}comment")
    assert {comment.get(lang) for comment in comments} == {None, "de", "fr"}
    result = validate("desktop-file-validate", str(desktop_file))
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout + result.stderr
    result = validate("appstreamcli", "validate", "--no-net", "--no-color", str(metainfo))
    assert result.returncode == 0, result.stdout + result.stderr


def test_update_translations_hands_lupdate_the_desktop_words() -> None:
    calls = desktop_l10n.translate_calls()
    for text, note in desktop_l10n.messages():
        assert (f'translate("Desktop", {json_literal(text)}, {json_literal(note)})' if note
                else f'QT_TRANSLATE_NOOP("Desktop", {json_literal(text)})') in calls  # fmt: skip
    tree = ast.parse(calls)
    assert len(tree.body) == len(desktop_l10n.messages())
    assert "desktop_source(folder)" in (PACKAGING / "update_translations.py").read_text(encoding="utf-8")


def json_literal(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


make_manpage = packaging_module("make_manpage")


def manual_page() -> str:
    from parlett_table.cli import build_parser

    return make_manpage.page(build_parser(), __version__, make_manpage.release_date())


def test_the_manual_page_has_every_option_and_command_of_the_parser() -> None:
    import argparse

    from parlett_table.cli import build_parser

    text = manual_page()
    plain = re.sub(r"\\f[BIR]", "", text).replace("\\-", "-").replace("\\e", "\\").replace("\\&", "")
    assert text.startswith('.\\"') and '.TH PARLETT\\-TABLE 6 "' in text and f"Parlett Table {__version__}" in text
    parser = build_parser()
    subparsers = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    assert subparsers and set(subparsers[0].choices) == {"replay", "analyse", "deal", "tournament", "bench", "serve"}
    for sub_parser in [parser, *subparsers[0].choices.values()]:
        for action in sub_parser._actions:
            for option in action.option_strings:
                assert option in plain, option
            if action.help and action.help != argparse.SUPPRESS and not isinstance(action, argparse._SubParsersAction):
                assert " ".join(action.help.split()[:3]).lower() in plain.lower(), action.help
    for name in subparsers[0].choices:
        assert f'.SS "parlett-table {name}"' in plain, name
    for section in ("NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "COMMANDS", "EXIT STATUS", "ENVIRONMENT", "FILES"):
        assert f".SH {section}" in text, section
    assert "PARLETT_TABLE_HOME" in text and make_manpage.release_date() in text


def test_man_reads_the_manual_page_without_a_warning(tmp_path: Path) -> None:
    if shutil.which("man") is None:
        pytest.skip("man is not installed")
    page = tmp_path / "parlett-table.6"
    page.write_text(manual_page(), encoding="utf-8")
    result = subprocess.run(["man", "--warnings", "-E", "UTF-8", "-l", "-Tutf8", "-Z", str(page)], capture_output=True,
                            text=True, env={**os.environ, "LC_ALL": "C.UTF-8", "MANROFFSEQ": "", "MANWIDTH": "80"},
                            timeout=60, check=False)  # fmt: skip  # lintian's check of manual pages
    assert result.returncode == 0 and not result.stderr.strip(), result.stderr


def test_the_debian_changelog_lists_the_metainfos_releases_newest_first() -> None:
    deb_changelog = packaging_module("deb_changelog")
    text = deb_changelog.changelog()
    assert text.startswith(f"parlett-table ({__version__}) unstable; urgency=medium\n\n  * ")
    assert re.search(r"^ -- The Parlett Table authors <[^>]+>  \w{3}, \d\d \w{3} \d{4} 00:00:00 \+0000$", text, re.M)
    if shutil.which("dpkg-parsechangelog"):
        with_file = subprocess.run(["dpkg-parsechangelog", "-l", "-", "-S", "Version"], input=text, text=True,
                                   capture_output=True, check=False)  # fmt: skip
        assert with_file.stdout.strip() == __version__, with_file.stderr


def test_the_deb_is_a_game_with_its_manual_page_changelog_and_lintian_overrides() -> None:
    script = (PACKAGING / "build-deb.sh").read_text(encoding="utf-8")
    for needed in ('"$STAGE/usr/games/$PACKAGE"', "desktop_l10n.py", "make_manpage.py", "deb_changelog.py",
                   '-name "*.so*" -exec chmod 0644', "man6/$PACKAGE.6.gz", "changelog.gz", "gzip -9n",
                   "lintian --fail-on error", "PARLETT_MAX_DEB_MB:-45", "/usr/share/common-licenses/LGPL-3",
                   "Section: games"):  # fmt: skip
        assert needed in script, needed
    assert "/usr/bin/" not in script.replace("#!/usr/bin/env", "")
    overrides = (LINUX / "parlett-table.lintian-overrides").read_text(encoding="utf-8")
    tags = set(re.findall(r"^parlett-table: ([a-z0-9-]+)", overrides, re.MULTILINE))
    assert tags == {"embedded-library", "custom-library-search-path", "library-not-linked-against-libc",
                    "shared-library-lacks-prerequisites", "hardening-no-pie"}  # fmt: skip
    readme = (PACKAGING / "README.md").read_text(encoding="utf-8").split("### lintian", 1)[1].split("\n## ", 1)[0]
    for tag in tags:
        assert f"`{tag}`" in readme, f"packaging/README.md does not explain {tag}"


def test_the_windows_installer_speaks_german_and_french_and_signs_its_uninstaller() -> None:
    raw = INNO_SCRIPT.read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf"), "Inno Setup reads a script as UTF-8 when it starts with a BOM"
    text = raw.decode("utf-8-sig")
    for name, messages in (("english", "Default.isl"), ("german", "Languages\\German.isl"),
                           ("french", "Languages\\French.isl")):  # fmt: skip
        assert f'Name: "{name}"; MessagesFile: "compiler:{messages}"' in text
    used = set(re.findall(r"\{cm:(\w+)", text)) - {"CreateDesktopIcon", "AdditionalIcons", "LaunchProgram"}
    for message in used:
        for language in ("english", "german", "french"):
            assert re.search(rf"^{language}\.{message}=\S", text, re.MULTILINE), (language, message)
    assert re.search(r"^#ifdef Signed\nSignTool=signtool\nSignedUninstaller=yes\n#endif$", text, re.MULTILINE)
    windows = steps_text(workflow()["jobs"]["windows"])
    assert '"/DSigned", "/Ssigntool=' in windows and "if ($env:SIGNING -eq 'true')" in windows
    assert 'Get-AuthenticodeSignature (Join-Path $dir "unins000.exe")' in windows
