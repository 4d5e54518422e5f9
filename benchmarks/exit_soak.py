"""Ends the real program every way a run can end, with sound on a real audio output, and counts what went wrong.

    python benchmarks/exit_soak.py [--runs 50] [--ways quit-off,quit-fast,...] [--offscreen] [--jobs 2]

The ways (all by default):

- ``quit-off``, ``quit-fast``, ``quit-normal``, ``quit-slow``: ``parlett-table --demo --deals 1 --speed S --quit``;
- ``ctrl-q``: a player's start, Ctrl+Q pressed while cards are moving;
- ``sigterm``: a player's start, SIGTERM sent mid-deal;
- ``close-sounding``: a player's start, the window closed while a sound effect plays.

Each run has a fresh data folder.  A run that has not ended 20 s after it was asked to (or after its demo's
time) is killed and counted as a hang; a run whose exit status is not 0, or that writes more than a few lines
to standard error, or that leaves a process of ours behind, is counted too.  Sound plays on a PulseAudio
server of the script's own with a null sink (as ``.ci/run`` starts one) where ``pulseaudio`` is installed,
and the window is on an Xvfb screen of the script's own where ``Xvfb`` is (the hang at exit was seen only
with a real window); ``--offscreen`` uses Qt's offscreen platform instead.  Linux only.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from processes import descendants, is_alive  # noqa: E402  (the tests' /proc helpers)

SPEEDS = ("off", "fast", "normal", "slow")
WAYS = (*(f"quit-{speed}" for speed in SPEEDS), "ctrl-q", "sigterm", "close-sounding")
GRACE_SECONDS = 20.0  # from the moment a run is asked to end
DEMO_SECONDS = {"off": 30.0, "fast": 60.0, "normal": 120.0, "slow": 240.0}  # a demo deal's longest time
MOST_STDERR_LINES = 3

# A player's start (``ui.app.launch``) that ends itself at a chosen moment: Ctrl+Q while cards move, or
# closing the window while an effect plays.  "ASKED" is printed when the end is asked for.
DRIVER = """
import sys
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from parlett_table.ui.app import launch

way = sys.argv[1]
launched = launch()
window = launched.session.window

def moment():
    if not window.furnished or window.controller.match is None:
        return False
    if way == "ctrl-q":
        return window.animator.busy
    return bool(getattr(window.sound, "playing", []))

def look():
    if moment():
        timer.stop()
        print("ASKED", flush=True)
        if way == "ctrl-q":
            QTest.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
        else:
            window.close()

timer = QTimer()
timer.timeout.connect(look)
timer.start(5)
sys.exit(launched.run())
"""


@dataclass
class Ending:
    way: str
    hung: bool
    status: int | None
    stderr_lines: int
    left_behind: int
    seconds: float
    reached: bool  # the moment to end it came (cards moving, a sound playing); always for the other ways

    @property
    def clean(self) -> bool:
        return (self.reached and not self.hung and self.status == 0 and self.stderr_lines <= MOST_STDERR_LINES
                and not self.left_behind)  # fmt: skip


def one_run(way: str, env: dict[str, str], rng: random.Random) -> Ending:
    """Start the program, end it ``way``, and see how it ended."""
    home = Path(tempfile.mkdtemp(prefix="parlett-exit-"))
    try:
        run_env = {**env, "PARLETT_TABLE_HOME": str(home)}
        if way.startswith("quit-"):
            speed = way.removeprefix("quit-")
            command = [sys.executable, "-m", "parlett_table", "--demo", "--deals", "1", "--speed", speed, "--quit"]
            budget = DEMO_SECONDS[speed] + GRACE_SECONDS
        elif way == "sigterm":
            command = [sys.executable, "-m", "parlett_table"]
            budget = GRACE_SECONDS
        else:
            command = [sys.executable, "-c", DRIVER, way]
            budget = 30.0 + GRACE_SECONDS  # the moment comes within the first deal
        with (home / "stderr.txt").open("wb") as err:
            process = subprocess.Popen(command, cwd=ROOT, env=run_env, stdout=subprocess.PIPE, stderr=err)
        started = time.monotonic()
        seen: set[int] = set()
        if way == "sigterm":
            moment = started + rng.uniform(1.5, 4.0)
            while time.monotonic() < moment and process.poll() is None:
                seen |= set(descendants(process.pid))
                time.sleep(0.02)
            process.send_signal(signal.SIGTERM)
        deadline = time.monotonic() + budget
        while process.poll() is None and time.monotonic() < deadline:
            seen |= set(descendants(process.pid))
            time.sleep(0.02)
        hung = process.poll() is None
        if hung:
            for pid in [process.pid, *descendants(process.pid)]:
                with contextlib.suppress(OSError):
                    os.kill(pid, signal.SIGKILL)
        status = process.wait()
        seconds = time.monotonic() - started
        assert process.stdout is not None
        reached = way in ("sigterm", *(f"quit-{speed}" for speed in SPEEDS)) or b"ASKED" in process.stdout.read()
        time.sleep(0.5)  # the worker follows its window within a moment
        left = [pid for pid in seen if is_alive(pid)]
        for pid in left:
            with contextlib.suppress(OSError):
                os.kill(pid, signal.SIGKILL)
        lines = (home / "stderr.txt").read_bytes().count(b"\n")
        return Ending(way, hung, None if hung else status, lines, len(left), seconds, reached)
    finally:
        shutil.rmtree(home, ignore_errors=True)


def run_seeded(way: str, env: dict[str, str], seed: int) -> Ending:
    return one_run(way, env, random.Random(seed))


@contextlib.contextmanager
def audio_and_screen(offscreen: bool) -> Iterator[dict[str, str]]:
    """The environment of the runs: a null PulseAudio sink and an Xvfb screen of our own where they can start."""
    env = dict(os.environ)
    env.pop("QT_QPA_PLATFORM", None)
    started: list[subprocess.Popen[bytes]] = []
    folder = Path(tempfile.mkdtemp(prefix="parlett-exit-devices-"))
    try:
        if not env.get("PULSE_SERVER") and shutil.which("pulseaudio") and os.geteuid() == 0:
            folder.chmod(0o777)  # the system-wide server runs as the user "pulse"
            socket = folder / "native"
            started.append(subprocess.Popen(
                ["pulseaudio", "--system", "-n", "--disallow-exit", "--exit-idle-time=-1", "--disable-shm=yes",
                 "--use-pid-file=no", f"--load=module-native-protocol-unix auth-anonymous=1 socket={socket}",
                 "--load=module-null-sink"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            ))  # fmt: skip
            for _ in range(50):
                if socket.exists():
                    env["PULSE_SERVER"] = f"unix:{socket}"
                    break
                time.sleep(0.1)
        if offscreen or not shutil.which("Xvfb"):
            env["QT_QPA_PLATFORM"] = "offscreen"
        else:
            display = next(n for n in range(90, 200) if not Path(f"/tmp/.X11-unix/X{n}").exists())
            started.append(subprocess.Popen(["Xvfb", f":{display}", "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))  # fmt: skip
            for _ in range(50):
                if Path(f"/tmp/.X11-unix/X{display}").exists():
                    break
                time.sleep(0.1)
            env["DISPLAY"] = f":{display}"
        yield env
    finally:
        for process in started:
            process.terminate()
            with contextlib.suppress(subprocess.TimeoutExpired):
                process.wait(5)
        shutil.rmtree(folder, ignore_errors=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=50, help="runs of each way")
    parser.add_argument("--ways", default=",".join(WAYS), help="which ways, separated by commas")
    parser.add_argument("--offscreen", action="store_true", help="Qt's offscreen platform instead of Xvfb")
    parser.add_argument("--jobs", type=int, default=2, help="runs at once")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if not sys.platform.startswith("linux"):
        sys.exit("exit_soak.py finds processes through /proc: Linux only")
    ways = [way.strip() for way in args.ways.split(",")]
    unknown = [way for way in ways if way not in WAYS]
    if unknown or not 1 <= args.runs <= 1000 or not 1 <= args.jobs <= 8:
        sys.exit(f"ways are {', '.join(WAYS)}; --runs 1 to 1000; --jobs 1 to 8")
    rng = random.Random(args.seed)
    with audio_and_screen(args.offscreen) as env:
        print(f"sound: {env.get('PULSE_SERVER', 'none')}; screen: {env.get('DISPLAY') or 'offscreen'}", flush=True)
        for way in ways:
            seeds = [rng.randrange(10**9) for _ in range(args.runs)]
            with ThreadPoolExecutor(args.jobs) as pool:
                endings = list(pool.map(functools.partial(run_seeded, way, env), seeds))
            hangs = sum(ending.hung for ending in endings)
            bad = sum(not ending.hung and ending.status != 0 for ending in endings)
            noisy = max(ending.stderr_lines for ending in endings)
            left = sum(ending.left_behind > 0 for ending in endings)
            missed = sum(not ending.reached for ending in endings)
            slowest = max(ending.seconds for ending in endings)
            print(f"{way}: {len(endings)} runs, {hangs} hangs, {bad} other exit statuses, {left} left a process "
                  f"behind, at most {noisy} lines on stderr, slowest {slowest:.1f} s"
                  + (f"; {missed} never reached the moment to end" if missed else ""), flush=True)


if __name__ == "__main__":
    main()
