"""Fixtures for every test: no real user folders, Qt offscreen, and no animation left running."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")  # before anything imports Qt
# The tests read the program's English: a German or French desktop would otherwise put the program (which
# follows the system's language) into German or French, here and in every program a test starts.  The tests of
# the translations choose their language themselves.
for variable in ("LC_ALL", "LC_MESSAGES", "LANG"):
    os.environ[variable] = "C.UTF-8"
os.environ.pop("LANGUAGE", None)

PLATFORM_DIRS = ("user_config_dir", "user_data_dir", "user_config_path", "user_data_path", "user_cache_dir",
                 "user_state_dir", "user_log_dir", "user_documents_dir")  # fmt: skip


# Every test is in exactly one group (a marker; pyproject.toml registers them and leaves ``bench`` out of the
# default run).  Modules are named for the two groups a fixture cannot tell; the rest go by what they use.
GROUPS = ("engine", "window", "processes", "bench")
BENCH_MODULES = frozenset({"test_bench", "test_startup_phases"})  # and every test_*_bench
PROCESS_MODULES = frozenset({
    "test_processes", "test_instance", "test_exits", "test_cli", "test_packaging", "test_docs_scripts",
    "test_server_abuse", "test_server_cli", "test_server_client", "test_server_play", "test_server_reconnect",
    "test_server_restart", "test_server_shards",
})  # fmt: skip
WINDOW_FIXTURES = frozenset({"qtbot", "qapp", "window"})


@pytest.hookimpl(optionalhook=True)  # pytest-xdist's hook: the suite still runs with ``-p no:xdist``
def pytest_xdist_auto_num_workers(config: pytest.Config) -> int:
    """One worker more than the cores the run may use (``--maxprocesses`` caps it): about a third of the suite's
    time is spent waiting on programs it starts, servers, sockets and real timers, and a spare worker runs another
    test meanwhile."""
    return len(os.sched_getaffinity(0)) + 1 if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1) + 1


def group_of(item: pytest.Item) -> str:
    path = Path(str(item.fspath))
    module = path.stem
    if module in BENCH_MODULES or module.endswith("_bench"):
        return "bench"
    if module in PROCESS_MODULES:
        return "processes"
    if WINDOW_FIXTURES & set(getattr(item, "fixturenames", ())) or _builds_widgets(path):
        return "window"
    return "engine"


def _builds_widgets(path: Path, known: dict[Path, bool] = {}) -> bool:  # noqa: B006 - a cache for one run
    """A test module that reaches the window's side (Qt, ``ui``) without asking for a fixture of it."""
    if path not in known:
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            text = ""
        known[path] = path.name.startswith("test_") and ("PySide6" in text or "parlett_table.ui" in text)
    return known[path]


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        item.add_marker(getattr(pytest.mark, group_of(item)))


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every test keeps its files in its own folder; reaching for the real user folders fails the test."""
    home = tmp_path / "home"
    monkeypatch.setenv("PARLETT_TABLE_HOME", str(home))
    try:
        import platformdirs
    except ImportError:  # the engine tests run without it too
        return home

    def refuse(*args: object, **kwargs: object) -> str:
        raise AssertionError("a test reached for the real user directories")

    for name in PLATFORM_DIRS:
        if hasattr(platformdirs, name):
            monkeypatch.setattr(platformdirs, name, refuse)
    return home


@pytest.fixture(autouse=True)
def fresh_readings() -> None:
    """No test's computer experts go on with another test's reading of the others (``ai/readers.py`` keeps a
    seat's reading for its match, in the process)."""
    from parlett_table.ai import readers

    readers.forget_all()


@pytest.fixture
def no_running_animations() -> Iterator[None]:
    """Fails a test that ends while an animation it started is still running."""
    from PySide6.QtCore import QAbstractAnimation

    started: list[QAbstractAnimation] = []
    original = QAbstractAnimation.start

    def start(self: QAbstractAnimation, *args: object) -> None:
        started.append(self)
        original(self, *args)

    QAbstractAnimation.start = start  # type: ignore[method-assign]
    try:
        yield
    finally:
        QAbstractAnimation.start = original  # type: ignore[method-assign]
    running = [animation for animation in started if _is_running(animation)]
    assert not running, f"{len(running)} animation(s) left running: {[_describe(a) for a in running[:3]]}"


def _is_running(animation: object) -> bool:
    try:
        return animation.state() == animation.State.Running  # type: ignore[attr-defined, no-any-return]
    except RuntimeError:  # its Qt object is gone: it is not running
        return False


def _describe(animation: object) -> str:
    name = getattr(animation, "propertyName", None)
    target = getattr(animation, "targetObject", None)
    if name is None or target is None:
        return type(animation).__name__
    return f"{type(target()).__name__}.{bytes(name().data()).decode()}"


@pytest.fixture
def window(qtbot: Any, no_running_animations: None) -> Iterator[Any]:
    """A shown table, 1280 × 800, animations off and no walkthrough, computer players deciding at once; its clock
    moves when the test moves it (``window.clock``, a ``SteppedClock``)."""
    from phases import on_screen

    from parlett_table.engine import GAMES
    from parlett_table.play.clock import SteppedClock
    from parlett_table.play.collaborators import InlineThinker
    from parlett_table.storage.preferences import Preferences
    from parlett_table.ui.window.main_window import MainWindow

    prefs = Preferences(animation_speed="off", tours_done=tuple(GAMES))
    win = MainWindow(InlineThinker(), prefs, clock=SteppedClock())
    yield from on_screen(qtbot, win)


@pytest.fixture
def kept(qtbot: Any, no_running_animations: None) -> Iterator[Any]:
    """A shown table as ``window`` is, which keeps its matches (the save and the history) in the test's folder."""
    from phases import on_screen

    from parlett_table.engine import GAMES
    from parlett_table.play.clock import SteppedClock
    from parlett_table.play.collaborators import InlineThinker
    from parlett_table.storage.keeper import Keeper
    from parlett_table.storage.preferences import Preferences
    from parlett_table.ui.window.main_window import MainWindow

    prefs = Preferences(animation_speed="off", tours_done=tuple(GAMES))
    win = MainWindow(InlineThinker(), prefs, keeper=Keeper(), clock=SteppedClock())
    yield from on_screen(qtbot, win)
    assert win.keeper is not None
    win.keeper.close()


@pytest.fixture
def toy_game() -> Iterator[Any]:
    """Plain Tricks (``tests/toy_game/``), a game of the tests' own, registered for one test and then forgotten: it
    reaches the engine, the computer players, the prompt line, the rulebook and the table through the registry
    alone."""
    from toy_game import KIT

    from parlett_table.games.kit import register, unregister

    register(KIT)
    try:
        yield KIT
    finally:
        unregister(KIT)
