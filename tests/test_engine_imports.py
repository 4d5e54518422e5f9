"""The engine (and the computer players) use the standard library only: no Qt, no packages."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "parlett_table"
PURE_LAYERS = ("engine", "ai")


def _imports(path: Path) -> list[tuple[int, str]]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.append((node.lineno, node.module))
    return found


def _pure_files() -> list[Path]:
    return [path for layer in PURE_LAYERS for path in sorted((PACKAGE / layer).rglob("*.py"))]


def test_there_are_engine_files_to_check() -> None:
    assert len(_pure_files()) >= 10


@pytest.mark.parametrize("path", _pure_files(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_imports_only_the_standard_library(path: Path) -> None:
    layer = path.relative_to(PACKAGE).parts[0]
    allowed_own = {"engine": ("parlett_table.engine",), "ai": ("parlett_table.engine", "parlett_table.ai")}[layer]
    for line, module in _imports(path):
        top = module.split(".")[0]
        if module.startswith(allowed_own):
            continue
        assert top in sys.stdlib_module_names, f"{path.name}:{line} imports {module}, which is not the standard library"


def test_engine_imports_without_qt_loaded() -> None:
    """Importing the engine (and running a deal) in a fresh interpreter never loads Qt."""
    code = (
        "import sys, parlett_table.engine as e\n"
        "d = e.Deal.start(e.create_game('hoodwink'), 1)\n"
        "loaded = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6')]\n"
        "assert not loaded, loaded\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_storage_imports_no_qt() -> None:
    for path in sorted((PACKAGE / "storage").rglob("*.py")):
        for line, module in _imports(path):
            assert module.split(".")[0] not in ("PySide6", "shiboken6"), f"{path.name}:{line} imports {module}"


def test_controller_uses_qtcore_only() -> None:
    """The controller runs without a window: no widgets, no scene, nothing from ui/."""
    for line, module in _imports(PACKAGE / "controller.py"):
        if module.startswith("PySide6"):
            assert module == "PySide6.QtCore", f"controller.py:{line} imports {module}"
        assert "ui" not in module.split("."), f"controller.py:{line} imports {module}"
    source = (PACKAGE / "controller.py").read_text(encoding="utf-8")
    assert "from .ui" not in source
