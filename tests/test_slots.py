"""A button's ``clicked``, an action's ``triggered`` and a box's ``toggled`` pass their ``checked`` to a slot that can
take an argument: a slot whose first parameter is optional (``save_record(path=None)``, ``open_record(path=None)``)
must be connected through a lambda or ``functools.partial`` that fixes it, or it is called with ``False``."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import parlett_table

PACKAGE = Path(parlett_table.__file__).parent
CHECKED_SIGNALS = {"clicked", "triggered", "toggled"}


@dataclass(frozen=True)
class Slot:
    where: str
    optional_first: bool  # the first parameter (after self) has a default


def _slot_of(function: ast.FunctionDef | ast.AsyncFunctionDef, where: str) -> Slot:
    args = [*function.args.posonlyargs, *function.args.args]
    if args and args[0].arg in ("self", "cls"):
        args = args[1:]
    optional = bool(args) and len(args) <= len(function.args.defaults)
    return Slot(f"{where}:{function.lineno} {function.name}", optional or function.args.vararg is not None)


def _parents(tree: ast.AST) -> dict[ast.AST, ast.AST]:
    return {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}


def _enclosing(node: ast.AST, parents: dict[ast.AST, ast.AST], kind: type) -> Iterator[ast.AST]:
    while node in parents:
        node = parents[node]
        if isinstance(node, kind):
            yield node


def _defined_in(scope: ast.AST, name: str, where: str) -> list[Slot]:
    """Functions called ``name`` defined directly in ``scope`` (a class, function or module body)."""
    body = getattr(scope, "body", [])
    return [_slot_of(node, where) for node in body
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name]  # fmt: skip


def connections() -> Iterator[tuple[str, str, list[Slot]]]:
    """Every ``X.clicked/triggered/toggled.connect(slot)`` in the package: where, the slot as written, and the
    functions it may be (none for a lambda, a ``partial``, a Qt method or a signal's ``emit``)."""
    trees = {path: ast.parse(path.read_text(encoding="utf-8")) for path in sorted(PACKAGE.rglob("*.py"))}
    by_name: dict[str, list[Slot]] = {}
    for path, tree in trees.items():
        for node in ast.walk(tree):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                by_name.setdefault(node.name, []).append(_slot_of(node, path.name))
    for path, tree in trees.items():
        parents = _parents(tree)
        for node in ast.walk(tree):
            func = node.func if isinstance(node, ast.Call) else None
            if not (isinstance(func, ast.Attribute) and func.attr == "connect" and node.args  # type: ignore[union-attr]
                    and isinstance(func.value, ast.Attribute) and func.value.attr in CHECKED_SIGNALS):  # fmt: skip
                continue
            slot = node.args[0]  # type: ignore[union-attr]
            where = f"{path.name}:{node.lineno}"
            if isinstance(slot, ast.Lambda) or (
                isinstance(slot, ast.Call) and ast.unparse(slot.func) in ("partial", "functools.partial")
            ):
                yield where, ast.unparse(slot), []
                continue
            if isinstance(slot, ast.Name):  # a function of an enclosing scope, or of the module
                scopes = [*_enclosing(node, parents, (ast.FunctionDef, ast.AsyncFunctionDef)), tree]
                found = next((hits for scope in scopes if (hits := _defined_in(scope, slot.id, path.name))), [])
                yield where, ast.unparse(slot), found
            elif isinstance(slot, ast.Attribute) and slot.attr != "emit":
                found = []
                if isinstance(slot.value, ast.Name) and slot.value.id == "self":  # the class's own method first
                    found = next((_defined_in(cls, slot.attr, path.name)
                                  for cls in _enclosing(node, parents, ast.ClassDef)), [])  # fmt: skip
                yield where, ast.unparse(slot), found or by_name.get(slot.attr, [])
            else:
                yield where, ast.unparse(slot), []


def test_the_check_finds_the_connections_it_is_about() -> None:
    found = {(where.split(":")[0], slot) for where, slot, _ in connections()}
    assert ("error_notice.py", "run") in found  # ``on_click``: Review's Save deal record… and most buttons
    assert ("main_window.py", "self.suggest") in found and ("menus.py", "commands.set_sound") in found  # Hint; Sound


def test_no_slot_with_an_optional_first_parameter_takes_checked() -> None:
    wrong = [f"{where}: {slot} → {', '.join(s.where for s in slots if s.optional_first)}"
             for where, slot, slots in connections() if any(s.optional_first for s in slots)]  # fmt: skip
    assert wrong == [], "connect these through a lambda that fixes the argument:\n" + "\n".join(wrong)
