"""Modules stay small enough to have one job, and functions short enough to read at once."""

from __future__ import annotations

import ast
from pathlib import Path

from parlett_table.games import BUILT_IN

PACKAGE = Path(__file__).resolve().parent.parent / "parlett_table"
MAX_MODULE_LINES = 500
MAX_FUNCTION_LINES = 60

# Rules pages are content (the text of the rules), not code: exempt.
CONTENT = (*(kit.module("rulebook").replace(".", "/").removeprefix("parlett_table/") + ".py" for kit in BUILT_IN),
           "rulebook/common.py")  # fmt: skip


def _code_files() -> list[tuple[str, Path]]:
    files = [(path.relative_to(PACKAGE).as_posix(), path) for path in sorted(PACKAGE.rglob("*.py"))]
    return [(name, path) for name, path in files if name not in CONTENT]


def _function_lengths(path: Path) -> list[tuple[str, int]]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    return [
        (node.name, (node.end_lineno or node.lineno) - node.lineno + 1)
        for node in ast.walk(tree)
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
    ]


def test_no_module_is_too_long() -> None:
    long = [
        f"{name}: {count} lines"
        for name, path in _code_files()
        if (count := len(path.read_text(encoding="utf-8").splitlines())) > MAX_MODULE_LINES
    ]
    assert not long, f"over {MAX_MODULE_LINES} lines: split by job: " + "; ".join(long)


def test_no_function_is_too_long() -> None:
    long = [
        f"{name} {function}: {count} lines"
        for name, path in _code_files()
        for function, count in _function_lengths(path)
        if count > MAX_FUNCTION_LINES
    ]
    assert not long, f"functions over {MAX_FUNCTION_LINES} lines: " + "; ".join(long)


def test_the_exemptions_name_files_that_exist() -> None:
    assert [name for name in CONTENT if not (PACKAGE / name).is_file()] == []
    assert _function_lengths(PACKAGE / "engine" / "core.py")  # the measure sees functions (and methods)
