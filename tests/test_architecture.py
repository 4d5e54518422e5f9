"""The program's layers, read from the source with one reader of imports.

- The engine uses the standard library only and never imports a game; the computer players use the engine and the
  standard library only; neither imports ``parlett_table.games`` at all (the engine loads the games through its one
  plug-in point, ``engine/plugins.py``, by name).
- A game's rules and words, and its playout habits where they need only the core, are engine-level: they import the
  engine (and the game's own engine-level modules) only.
- No import circle inside the engine, the computer players or a game.
- The table's side: ``kept/`` (the values storage keeps and the window shows) stands on the engine alone,
  ``system/`` on nothing of the program, ``net/`` (what the server and the window's client both speak) on the
  engine alone, ``play/`` (the controller and what it works with) on the engine, the computer players, ``kept/``
  and ``net/`` with Qt's core (and its network modules, for a table with friends) only, and storage reaches into
  ``play/`` for its timings only.
- The window: only the composition root (``ui/app.py``) touches storage and the computer players; nothing of the
  window's side imports a game (it asks the registry, or the view the controller hands out); ``ui/``'s rooms stand
  on one another in one order (``UI_ROOMS``: the table never imports the window, the look nothing of the table), no
  circle inside ``ui/``, and nothing but the command line imports the benchmarks.

Every import counts: at the top, inside functions and under ``TYPE_CHECKING``, since a circle hidden in a function is
still a circle in the design.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from parlett_table.games import BUILT_IN

PACKAGE = Path(__file__).resolve().parent.parent / "parlett_table"
ROOT = PACKAGE.parent
UI = PACKAGE / "ui"
COMPOSITION_ROOT = UI / "app.py"
GAME_FOLDERS = [PACKAGE / "games" / kit.id for kit in BUILT_IN]
# A game's modules that stand on the engine alone (each game's habits may need the computer players' reading:
# Who's Who's gives a trick by its strategy's odds).
ENGINE_LEVEL_PARTS = ("__init__", "rules", "words")


# --- the one reader ----------------------------------------------------------------------------------------------


def module_name(path: Path, root: Path = ROOT) -> str:
    """``parlett_table.engine.deal`` for ``root/parlett_table/engine/deal.py`` (a package by its own name)."""
    parts = path.relative_to(root).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_in(source: str, name: str, is_package: bool = False) -> list[tuple[int, str]]:
    """Every module the module ``name`` imports, as (line, full name): relative imports resolved, wherever they stand;
    ``from . import x`` and ``from .pkg import x`` also count as importing the module ``x`` of that package (whether
    ``x`` is a module or a name in it is for the caller to tell)."""
    package = name if is_package else name.rpartition(".")[0]
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            found.append((node.lineno, target))
            found += [(node.lineno, f"{target}.{alias.name}") for alias in node.names]
    return found


def imports(path: Path) -> list[tuple[int, str]]:
    """Every module ``path`` (a file of the package) imports (``imports_in``)."""
    return imports_in(path.read_text(encoding="utf-8"), module_name(path), path.name == "__init__.py")


def known_modules() -> set[str]:
    return {module_name(path) for path in PACKAGE.rglob("*.py")} | {"parlett_table"}


def program_imports(path: Path, known: set[str]) -> set[str]:
    """The modules of the program ``path`` imports (names that are not modules dropped)."""
    return {module for _, module in imports(path) if module in known and module != module_name(path)}


def layer_of(module: str) -> str | None:
    """The program's layer a module belongs to (``storage``, ``ai``, ``ui``, ``games`` …), None outside it."""
    parts = module.split(".")
    return parts[1] if parts[0] == "parlett_table" and len(parts) > 1 else None


def files(*folders: Path) -> list[Path]:
    return [path for folder in folders for path in sorted(folder.rglob("*.py"))]


def test_the_reader_sees_every_kind_of_import() -> None:
    """Imports in functions, under TYPE_CHECKING and relative ones are all found, with ``from . import x``'s ``x``."""
    source = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from ..storage.keeper import Keeper\n"
        "def later():\n    from ..ai import coach\n"
        "from .. import storage\n"
        "import parlett_table.ai.worker\n"
    )
    found = {module for _, module in imports_in(source, "parlett_table.ui.window")}
    assert {"parlett_table.ai.coach", "parlett_table.ai.worker", "parlett_table.storage",
            "parlett_table.storage.keeper", "typing"} <= found  # fmt: skip
    assert {module for _, module in imports_in("from . import cards", "parlett_table.engine", True)} == {
        "parlett_table.engine", "parlett_table.engine.cards"}  # fmt: skip


# --- the engine, the computer players and the games --------------------------------------------------------------


def _pure_files() -> list[Path]:
    return files(PACKAGE / "engine", PACKAGE / "ai", *GAME_FOLDERS)


def _allowed(path: Path) -> tuple[str, ...]:
    """The program's modules a file of the engine, the computer players or a game may import."""
    layer = path.relative_to(PACKAGE).parts[0]
    if layer == "engine":
        return ("parlett_table.engine",)
    if layer == "ai":
        return ("parlett_table.engine", "parlett_table.ai")
    game = module_name(path.parent)
    if path.stem in ENGINE_LEVEL_PARTS:
        # Its kit registers it (games.kit); otherwise the engine and the game's own engine-level modules.
        return ("parlett_table.engine", "parlett_table.games.kit", *(f"{game}.{part}" for part in ENGINE_LEVEL_PARTS),
                game)  # fmt: skip
    return ("parlett_table.engine", "parlett_table.ai", "parlett_table.rulebook", game)


def test_there_are_files_to_check() -> None:
    assert len(_pure_files()) >= 40 and len(GAME_FOLDERS) == len(BUILT_IN) >= 4


@pytest.mark.parametrize("path", _pure_files(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_the_engine_the_players_and_the_games_import_only_their_own_and_the_standard_library(path: Path) -> None:
    allowed = _allowed(path)
    known = known_modules()
    for line, module in imports(path):
        if module.startswith("parlett_table"):
            if module not in known:
                continue  # a name imported from a module, not a module
            assert module.startswith(allowed) or module in ("parlett_table",), f"{path.name}:{line} imports {module}"
        else:
            top = module.split(".")[0]
            assert top in sys.stdlib_module_names, f"{path.name}:{line} imports {module}, not the standard library"


@pytest.mark.parametrize("layer", ["engine", "ai", "rulebook"])
def test_the_engine_the_players_and_the_rulebook_never_import_a_game(layer: str) -> None:
    """They know the games only through what is registered: not even the games' package is imported by them."""
    for path in files(PACKAGE / layer):
        for line, module in imports(path):
            assert layer_of(module) != "games", f"{layer}/{path.name}:{line} imports {module}"


def test_the_engine_loads_the_games_by_name_in_one_place() -> None:
    plugins = (PACKAGE / "engine" / "plugins.py").read_text(encoding="utf-8")
    assert 'BUILT_IN = "parlett_table.games"' in plugins and "importlib.import_module(BUILT_IN)" in plugins
    dynamic = [path.name for path in files(PACKAGE / "engine") if "import_module(" in path.read_text("utf-8")]
    assert dynamic == ["plugins.py"]


def test_engine_imports_without_qt_loaded() -> None:
    """Importing the engine (and running a deal, which loads the games) in a fresh interpreter never loads Qt."""
    code = (
        "import sys, parlett_table.engine as e\n"
        "d = e.Deal.start(e.create_game('hoodwink'), 1)\n"
        "loaded = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'PyQt5', 'PyQt6')]\n"
        "assert not loaded, loaded\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


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


def import_graph(folder: Path) -> dict[str, set[str]]:
    paths = files(folder)
    inside = {module_name(path) for path in paths}
    return {module_name(path): program_imports(path, inside) for path in paths}


def test_find_cycle_finds_a_circle_and_only_a_circle() -> None:
    assert find_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b", "c"}, "b": {"c"}, "c": set()}) is None


@pytest.mark.parametrize("folder", [PACKAGE / "engine", PACKAGE / "ai", *GAME_FOLDERS], ids=lambda f: f.name)
def test_no_import_circle(folder: Path) -> None:
    graph = import_graph(folder)
    assert len(graph) >= 5
    cycle = find_cycle(graph)
    assert cycle is None, f"import circle in {folder.name}/: " + " -> ".join(cycle or [])


# --- the window's layer: ui/ asks the controller; only the composition root touches storage and ai -------------


@pytest.mark.parametrize("package", ["storage", "server", "net"])
def test_storage_and_the_server_import_no_qt(package: str) -> None:
    for path in files(PACKAGE / package):
        for line, module in imports(path):
            assert module.split(".")[0] not in ("PySide6", "shiboken6"), f"{package}/{path.name}:{line}: {module}"


# What each package of the table's side may import of the program, besides itself and the package's root
# (``parlett_table``, for its version).
TABLE_SIDE = {
    "kept": ("engine",),
    "system": (),
    "play": ("engine", "ai", "kept", "net"),
    "storage": ("engine", "kept", "play.timings"),
    "server": ("engine", "ai", "net"),  # the referee and the computer seats: no window, no controller
    "net": ("engine",),  # what the server and the window's client both speak: the wire form, coming back
}


@pytest.mark.parametrize("package", TABLE_SIDE)
def test_the_table_sides_packages_import_only_what_is_beneath_them(package: str) -> None:
    allowed = tuple(f"parlett_table.{name}" for name in (package, *TABLE_SIDE[package]))
    known = known_modules()
    for path in files(PACKAGE / package):
        for line, module in imports(path):
            if module in known and module != "parlett_table":
                assert module.startswith(allowed), f"{package}/{path.name}:{line} imports {module}"


# Qt's modules play/ may use: its core, and the network's for the client of a table with friends (no widgets).
PLAY_QT = ("PySide6.QtCore", "PySide6.QtNetwork", "PySide6.QtWebSockets")


def test_play_uses_qtcore_only() -> None:
    """The controller and what it works with run without a window: no widgets, no scene, nothing from ui/
    (the client of a table with friends speaks through QtWebSockets, on Qt's loop)."""
    for path in files(PACKAGE / "play"):
        for line, module in imports(path):
            if module.startswith("PySide6") and module.count(".") == 1:
                assert module in PLAY_QT, f"play/{path.name}:{line} imports {module}"
            assert layer_of(module) != "ui", f"play/{path.name}:{line} imports {module}"


@pytest.mark.parametrize("path", files(UI), ids=lambda p: str(p.relative_to(UI)))
def test_only_the_composition_root_touches_storage_and_ai(path: Path) -> None:
    """The window asks the controller (and the values it hands out); ``ui/app.py`` alone builds storage and ai."""
    if path == COMPOSITION_ROOT:
        return
    for line, module in imports(path):
        assert layer_of(module) not in ("storage", "ai"), f"ui/{path.relative_to(UI)}:{line} imports {module}"


@pytest.mark.parametrize("package", ["ui", "play", "kept", "storage", "system"])
def test_the_window_side_imports_no_game(package: str) -> None:
    """The table knows a game by what is registered (``engine.registry``) and by the view the controller hands out,
    never by importing the game's package."""
    for path in files(PACKAGE / package):
        for line, module in imports(path):
            assert layer_of(module) != "games", f"{path.relative_to(PACKAGE)}:{line} imports {module}"


# ui/'s rooms, lowest first: a room imports rooms of lower rows only (and itself); ui/app.py, the composition root,
# stands over them all.
UI_ROOMS = (
    ("look", "words"),  # the theme, style, felt and layout; the words said and shown
    ("cards", "sound"),  # the decks' art; the sound effects and cues
    ("dialogs", "process"),  # the dialogs and their form helpers; one program per folder, quit signals
    ("panels", "stats"),  # the widgets over the table; the statistics
    ("table",),  # the scene, its piles and cards, the animator, the presenter, the table's loop
    ("learning",),  # the rules, the review, the coach, the walkthrough
    ("window",),  # the main window, its menus, matches, records and Help
)


def ui_room(module: str) -> str | None:
    """The room of ``parlett_table.ui.<room>`` and its modules; None for ui/ itself and its loose modules (app.py)."""
    parts = module.split(".")
    inside = parts[:2] == ["parlett_table", "ui"] and len(parts) > 2
    return parts[2] if inside and (UI / parts[2] / "__init__.py").is_file() else None


def test_every_room_of_ui_is_in_the_order() -> None:
    rooms = {path.name for path in UI.iterdir() if (path / "__init__.py").is_file()}
    assert rooms == {room for row in UI_ROOMS for room in row}
    assert {path.name for path in UI.glob("*.py")} == {"__init__.py", "app.py"}


@pytest.mark.parametrize("path", [path for path in files(UI) if path != COMPOSITION_ROOT],
                         ids=lambda p: str(p.relative_to(UI)))  # fmt: skip
def test_a_room_of_ui_imports_only_the_rooms_beneath_it(path: Path) -> None:
    """The table never imports the window, nor the look the table: each room stands on those of lower rows."""
    row = {room: at for at, rooms in enumerate(UI_ROOMS) for room in rooms}
    own = ui_room(module_name(path))
    for line, module in imports(path):
        if layer_of(module) != "ui" or module == "parlett_table.ui":
            continue
        target = ui_room(module)
        assert target is not None, f"ui/{path.relative_to(UI)}:{line} imports {module} (only app.py may be above)"
        assert own is not None
        assert target == own or row[target] < row[own], f"ui/{path.relative_to(UI)}:{line} imports {module}"


def test_no_import_cycle_inside_ui() -> None:
    """Modules of ui/ import each other one way only (any import, at any depth, counts)."""
    graph = import_graph(UI)
    cycle = find_cycle(graph)
    assert cycle is None, "import circle in ui/: " + " -> ".join(cycle or [])


def test_the_program_holds_no_hooks_for_its_benchmarks() -> None:
    """The bench package measures from outside: only the command line (``parlett-table bench``) imports it, and
    no module of the program keeps a global set by a measurement."""
    for path in sorted(PACKAGE.rglob("*.py")):
        if path.relative_to(PACKAGE).parts[0] == "bench" or path.name == "cli.py":
            continue
        for line, module in imports(path):
            assert layer_of(module) != "bench", f"{path.relative_to(PACKAGE)}:{line} imports {module}"
    assert "FIRST_PAINT_QUITS" not in (UI / "app.py").read_text(encoding="utf-8")
