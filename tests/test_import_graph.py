"""No import circle inside the engine or inside the computer players.

The graph is read from the source (``ast``), counting every import: at the top,
inside functions and under ``TYPE_CHECKING``, since a circle hidden in a
function is still a circle in the design.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "parlett_table"
LAYERS = ("engine", "ai")


def module_name(path: Path, root: Path = PACKAGE.parent) -> str:
    """``parlett_table.engine.deal`` for ``root/parlett_table/engine/deal.py``."""
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(path: Path, known: set[str], root: Path = PACKAGE.parent) -> set[str]:
    """The modules among ``known`` that ``path`` imports, anywhere in its source."""
    name = module_name(path, root)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.add(target)
            # ``from . import x`` and ``from .pkg import sub`` import the submodule itself.
            found.update(f"{target}.{alias.name}" for alias in node.names if f"{target}.{alias.name}" in known)
    return {module for module in found if module in known and module != name}


def import_graph(layer: str) -> dict[str, set[str]]:
    paths = sorted((PACKAGE / layer).rglob("*.py"))
    known = {module_name(path) for path in paths}
    return {module_name(path): imported_modules(path, known) for path in paths}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One import circle as a list of modules (the first repeated at the end), or None."""
    state: dict[str, int] = {}  # 1 while on the current path, 2 once fully explored
    path: list[str] = []

    def visit(module: str) -> list[str] | None:
        state[module] = 1
        path.append(module)
        for target in sorted(graph[module]):
            if state.get(target) == 1:
                return [*path[path.index(target) :], target]
            if target not in state:
                cycle = visit(target)
                if cycle:
                    return cycle
        path.pop()
        state[module] = 2
        return None

    for module in sorted(graph):
        if module not in state:
            cycle = visit(module)
            if cycle:
                return cycle
    return None


def test_find_cycle_finds_a_circle_and_only_a_circle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None


def test_imports_inside_functions_and_type_checking_count(tmp_path: Path) -> None:
    path = tmp_path / "parlett_table" / "engine" / "deal.py"
    path.parent.mkdir(parents=True)
    path.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from .view import SeatView\n"
        "def f():\n    from .record import deal_to_record\n"
        "from . import cards\n"
        "from ..ai import base\n",
        encoding="utf-8",
    )
    known = {f"parlett_table.engine.{name}" for name in ("view", "record", "cards", "deal")} | {"parlett_table.ai"}
    assert imported_modules(path, known, tmp_path) == known - {"parlett_table.engine.deal"}


@pytest.mark.parametrize("layer", LAYERS)
def test_no_import_circle(layer: str) -> None:
    graph = import_graph(layer)
    assert len(graph) >= 10
    cycle = find_cycle(graph)
    assert cycle is None, f"import circle in {layer}/: " + " -> ".join(cycle or [])
