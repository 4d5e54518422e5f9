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
    for line, module in _imports(PACKAGE / "play" / "controller.py"):
        if module.startswith("PySide6"):
            assert module == "PySide6.QtCore", f"play/controller.py:{line} imports {module}"
        assert "ui" not in module.split("."), f"play/controller.py:{line} imports {module}"
    source = (PACKAGE / "play" / "controller.py").read_text(encoding="utf-8")
    assert "from ..ui" not in source


# --- the window's layer: ui/ asks the controller; only the composition root touches storage and ai -------------

UI = PACKAGE / "ui"
COMPOSITION_ROOT = UI / "app.py"


def _all_imports(path: Path) -> list[tuple[int, str]]:
    """Every module ``path`` imports (see ``_imports_in``)."""
    package = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts[:-1])
    return _imports_in(path.read_text(encoding="utf-8"), package)


def _imports_in(source: str, package: str) -> list[tuple[int, str]]:
    """Every module a module of ``package`` imports, relative imports resolved to full names, wherever they
    stand (inside functions and under TYPE_CHECKING too); ``from . import x`` counts as importing ``x``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            if node.module is None:  # from . import x: the modules x
                found += [(node.lineno, f"{module}.{alias.name}") for alias in node.names]
            else:
                found.append((node.lineno, module))
    return found


def _ui_files() -> list[Path]:
    return sorted(UI.rglob("*.py"))


def _layer(module: str) -> str | None:
    """The program's layer a module belongs to (``storage``, ``ai``, ``ui`` …), None outside the program."""
    parts = module.split(".")
    return parts[1] if parts[0] == "parlett_table" and len(parts) > 1 else None


@pytest.mark.parametrize("path", _ui_files(), ids=lambda p: str(p.relative_to(UI)))
def test_only_the_composition_root_touches_storage_and_ai(path: Path) -> None:
    """The window asks the controller (and the values it hands out); ``ui/app.py`` alone builds storage and ai."""
    if path == COMPOSITION_ROOT:
        return
    for line, module in _all_imports(path):
        assert _layer(module) not in ("storage", "ai"), f"ui/{path.relative_to(UI)}:{line} imports {module}"


def test_the_import_rule_sees_every_kind_of_import() -> None:
    """The check above is not blind: imports in functions, under TYPE_CHECKING and relative ones are all found."""
    source = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from ..storage.keeper import Keeper\n"
        "def later():\n    from ..ai import coach\n"
        "from .. import storage\n"
        "import parlett_table.ai.worker\n"
    )
    found = sorted(module for _, module in _imports_in(source, "parlett_table.ui"))
    assert found == ["parlett_table.ai", "parlett_table.ai.worker", "parlett_table.storage",
                     "parlett_table.storage.keeper", "typing"]  # fmt: skip
    assert all(_layer(module) in ("storage", "ai") for module in found if module != "typing")


def test_the_controller_imports_nothing_of_the_window() -> None:
    for line, module in _all_imports(PACKAGE / "play" / "controller.py"):
        assert _layer(module) != "ui", f"play/controller.py:{line} imports {module}"


def test_no_import_cycle_inside_ui() -> None:
    """Modules of ui/ import each other one way only (any import, at any depth, counts)."""
    graph = {
        ".".join(path.relative_to(UI).with_suffix("").parts): {
            module.removeprefix("parlett_table.ui.") for _, module in _all_imports(path)
            if module.startswith("parlett_table.ui.") and module.count(".") >= 2}
        for path in _ui_files()
    }  # fmt: skip
    cycles = []
    for start in graph:
        stack = [(start, [start])]
        seen = set()
        while stack:
            node, trail = stack.pop()
            for nxt in graph.get(node, ()):
                if nxt == start:
                    cycles.append(" → ".join([*trail, start]))
                elif nxt not in seen:
                    seen.add(nxt)
                    stack.append((nxt, [*trail, nxt]))
    assert not cycles, "import cycles in ui/: " + "; ".join(sorted(set(cycles)))


def test_the_program_holds_no_hooks_for_its_benchmarks() -> None:
    """The bench package measures from outside: only the command line (``parlett-table bench``) imports it, and
    no module of the program keeps a global set by a measurement."""
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.relative_to(PACKAGE).parts[0] == "bench" or path.name == "cli.py":
            continue
        for line, module in _all_imports(path):
            assert _layer(module) != "bench", f"{path.relative_to(PACKAGE)}:{line} imports {module}"
    assert "FIRST_PAINT_QUITS" not in (UI / "app.py").read_text(encoding="utf-8")
