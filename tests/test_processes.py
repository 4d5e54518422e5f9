"""The program's processes, through the real command: nothing of ours outlives the window, however it ends.

The window thinks for computer players in a worker process (and multiprocessing
starts its resource tracker beside it).  Killing the window (SIGKILL, at a few
moments of a demo) must take both with it within a few seconds; killing the
worker alone must not stop the game; SIGTERM and SIGINT must close the window
as Quit does, with the match saved (also while the player is asked whether to
continue it); a native crash must leave its traceback in the log.  Linux only:
processes are found through /proc.
"""

from __future__ import annotations

import contextlib
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest
from processes import catches, command_line, cpu_ticks, descendants, is_alive
from pytestqt.qtbot import QtBot

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="processes are found through /proc")

ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Program:
    """A running ``parlett-table`` with its own folders, and what it wrote to its two streams."""

    process: subprocess.Popen[bytes]
    home: Path
    seen: set[int] = field(default_factory=set)  # every process it was seen to start, for the clean-up

    @property
    def pid(self) -> int:
        return self.process.pid

    def family(self) -> list[int]:
        """The processes it started (and they started) that are running now."""
        found = descendants(self.pid)
        self.seen.update(found)
        return found

    def stderr(self) -> str:
        return (self.home / "stderr.txt").read_text(encoding="utf-8", errors="replace")

    def log(self) -> str:
        path = self.home / "data" / "parlett-table.log"
        return path.read_text(encoding="utf-8", errors="replace") if path.exists() else ""


def start(home: Path, *args: str) -> Program:
    home.mkdir(parents=True, exist_ok=True)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PARLETT_TABLE_HOME": str(home)}
    env.pop("PARLETT_TABLE_DEBUG", None)
    with (home / "stdout.txt").open("wb") as out, (home / "stderr.txt").open("wb") as err:
        process = subprocess.Popen(
            [sys.executable, "-m", "parlett_table", *args], cwd=ROOT, env=env, stdout=out, stderr=err
        )
    return Program(process, home)


@pytest.fixture
def programs() -> Iterator[list[Program]]:
    """Programs a test starts; any still running at its end is killed, with whatever it started."""
    started: list[Program] = []
    yield started
    for program in started:
        leftovers = [pid for pid in program.seen | set(program.family()) if "multiprocessing" in command_line(pid)]
        for pid in [program.pid, *leftovers]:
            with contextlib.suppress(ProcessLookupError):
                os.kill(pid, signal.SIGKILL)
        program.process.wait(10)


def worker_of(program: Program) -> int | None:
    return next((pid for pid in program.family() if "spawn_main" in command_line(pid)), None)


def wait_for(condition: Callable[[], object], seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {seconds} s for {what}")
        time.sleep(0.02)


def wait_for_worker(program: Program) -> int:
    wait_for(lambda: worker_of(program) is not None or program.process.poll() is not None, 60, "the worker")
    worker = worker_of(program)
    assert worker is not None, f"the program ended first: {program.stderr()}"
    return worker


# --- the window killed: nothing of ours is left ---------------------------------------------------


@pytest.mark.parametrize("moment", [0.0, 0.4, 1.5])
def test_killing_the_window_ends_the_worker_and_the_resource_tracker(
    tmp_path: Path, programs: list[Program], moment: float
) -> None:
    program = start(tmp_path, "--demo", "--speed", "fast", "--deals", "20", "--seed", "7")
    programs.append(program)
    wait_for_worker(program)
    time.sleep(moment)  # at once, while the first turns are thought about, a few tricks in
    family = program.family()
    assert any("resource_tracker" in command_line(pid) for pid in family), [command_line(p) for p in family]
    program.process.send_signal(signal.SIGKILL)
    program.process.wait(10)
    wait_for(lambda: not any(is_alive(pid) for pid in family), 5, "the worker and the tracker to end")


# --- the worker killed: the game goes on ------------------------------------------------------------


def test_killing_the_worker_does_not_stop_the_game(tmp_path: Path, programs: list[Program]) -> None:
    program = start(tmp_path, "--demo", "--speed", "fast", "--deals", "20", "--seed", "7")
    programs.append(program)
    worker = wait_for_worker(program)
    used = [cpu_ticks(worker)]

    def working() -> bool:  # its CPU time grew since the last look (every 20 ms): it is at work right now
        used.append(cpu_ticks(worker))
        return used[-1] > used[-2]

    wait_for(working, 20, "the worker at work")
    os.kill(worker, signal.SIGKILL)
    # The decision under way is made in the window, and the next question starts a new worker.
    wait_for(lambda: worker_of(program) not in (None, worker), 20, "the next question, in a new worker")
    assert program.process.poll() is None
    program.process.send_signal(signal.SIGTERM)
    assert program.process.wait(10) == 0, program.stderr()
    assert "Traceback" not in program.stderr() + program.log()
    wait_for(lambda: not any(is_alive(pid) for pid in program.seen), 5, "the new worker to end")


# --- SIGTERM and SIGINT: closed as Quit closes, the match kept -----------------------------------------


def saved_match(home: Path) -> dict[str, object]:
    return json.loads((home / "data" / "match-in-progress.json").read_text(encoding="utf-8"))  # type: ignore[no-any-return]


@pytest.mark.parametrize("number", [signal.SIGTERM, signal.SIGINT])
def test_a_termination_signal_closes_the_window_as_quit_does(
    tmp_path: Path, programs: list[Program], number: signal.Signals
) -> None:
    program = start(tmp_path)  # a player's normal start: a fresh deal, computer players beside
    programs.append(program)
    wait_for_worker(program)  # the table has been painted
    wait_for(lambda: (tmp_path / "data" / "match-in-progress.json").exists(), 10, "the match to be saved")
    program.process.send_signal(number)
    assert program.process.wait(10) == 0, program.stderr()
    assert saved_match(tmp_path)["format"] == "parlett-match/1"  # the next start offers to continue it
    preferences = json.loads((tmp_path / "config" / "preferences.json").read_text(encoding="utf-8"))
    assert preferences["window_geometry"]  # written by closing the window, as Quit does
    assert "Traceback" not in program.stderr() + program.log()
    wait_for(lambda: not any(is_alive(pid) for pid in program.seen), 5, "the worker to end")


def test_sigterm_while_asked_to_continue_keeps_the_saved_match(tmp_path: Path, programs: list[Program]) -> None:
    first = start(tmp_path)
    programs.append(first)
    wait_for_worker(first)
    wait_for(lambda: (tmp_path / "data" / "match-in-progress.json").exists(), 10, "the match to be saved")
    first.process.send_signal(signal.SIGTERM)
    assert first.process.wait(10) == 0, first.stderr()
    saved = (tmp_path / "data" / "match-in-progress.json").read_bytes()
    second = start(tmp_path)  # asks whether to continue the saved match
    programs.append(second)
    wait_for_worker(second)
    second.process.send_signal(signal.SIGTERM)
    assert second.process.wait(10) == 0, second.stderr()
    assert (tmp_path / "data" / "match-in-progress.json").read_bytes() == saved  # not abandoned
    assert "Traceback" not in second.stderr() + second.log()


# --- a quit signal while the program starts ------------------------------------------------------------

# Seconds after Python itself is up (it handles SIGINT from then on), past its own start-up's imports (site): from
# there on the command's first line notes the quit signals before it imports anything else.
START_MOMENTS = [0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.65, 0.8, 1.0]


@pytest.mark.parametrize("name", ["SIGINT", "SIGTERM", "SIGHUP"])
def test_a_quit_signal_during_the_start_ends_it_cleanly(tmp_path: Path, programs: list[Program], name: str) -> None:
    """At moments through the first second of a player's start: every run ends by itself with status 0, says
    nothing on standard error (no traceback, no "Fatal Python error"), leaves no lock on the data folder and no
    process behind.

    Before, Ctrl+C in that second segfaulted, aborted in shiboken, printed tracebacks, or was lost with a bare
    felt left on screen holding the lock; SIGHUP (the terminal closed) was not heard at all.
    """
    number = getattr(signal, name)
    for index, moment in enumerate(START_MOMENTS):
        program = start(tmp_path / str(index))
        programs.append(program)
        wait_for(lambda program=program: catches(program.pid, signal.SIGINT) or program.process.poll() is not None,
                 30, "Python to start")  # fmt: skip
        time.sleep(moment)  # the moment is the input: whatever the program has reached by then
        program.family()
        program.process.send_signal(number)
        status = program.process.wait(30)
        offscreen = "This plugin does not support"  # the offscreen platform's own lines
        said = "".join(line for line in program.stderr().splitlines(keepends=True) if not line.startswith(offscreen))
        assert status == 0, f"{name} at {moment} s: exit status {status}: {said}"
        assert said == "", f"{name} at {moment} s: {said}"
        assert not (program.home / "data" / "parlett-table.lock").exists(), f"{name} at {moment} s: lock left"
        wait_for(lambda program=program: not any(is_alive(pid) for pid in program.seen), 5, "the worker to end")


# --- a native crash leaves a trace in the log ------------------------------------------------------------


def test_a_native_crash_is_written_to_the_log(tmp_path: Path, programs: list[Program]) -> None:
    program = start(tmp_path, "--demo", "--speed", "fast", "--deals", "20", "--seed", "7")
    programs.append(program)
    wait_for_worker(program)
    program.process.send_signal(signal.SIGSEGV)  # as a fault in Qt's native code would raise it
    assert program.process.wait(10) == -signal.SIGSEGV
    log = program.log()
    assert "Fatal Python error: Segmentation fault" in log and "File " in log, log
    wait_for(lambda: not any(is_alive(pid) for pid in program.seen), 5, "the worker to end")


# --- the handler itself, in this process ------------------------------------------------------------


def test_a_signal_posts_the_close_to_the_event_loop_and_uninstall_puts_back_the_old_handlers(qtbot: QtBot) -> None:
    from parlett_table.ui.process.quit_signals import QuitOnSignal

    before = {number: signal.getsignal(number) for number in (signal.SIGTERM, signal.SIGINT)}
    closed: list[str] = []
    handler = QuitOnSignal(lambda: closed.append("closed"))
    try:
        os.kill(os.getpid(), signal.SIGTERM)
        assert closed == []  # not inside the handler: from the event loop, once it runs
        qtbot.waitUntil(lambda: closed == ["closed"], timeout=5_000)
        os.kill(os.getpid(), signal.SIGINT)  # and no KeyboardInterrupt
        qtbot.waitUntil(lambda: closed == ["closed"] * 2, timeout=5_000)
        assert handler.received == [signal.SIGTERM, signal.SIGINT]
    finally:
        handler.uninstall()
    assert {number: signal.getsignal(number) for number in before} == before
