"""Kills the real program at random moments and counts what survives it (Linux: processes found in /proc).

    python benchmarks/kill_soak.py [--runs 60] [--signal kill|term] [--seed 1]

Each run starts ``parlett-table`` offscreen with a folder of its own (every
other run a demo, the others a player's normal start with a computer seat
thinking), waits 0.2 to 3 s, sends the signal to the window, and then counts:
runs that left a process of ours alive 3 s later (the worker, the resource
tracker), runs whose exit status was not 0 after SIGTERM, and runs whose log or
standard error holds a traceback.  All three should be 0.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from processes import command_line, descendants, is_alive  # noqa: E402  (the tests' /proc helpers)


def ours(pid: int) -> bool:
    return "multiprocessing" in command_line(pid)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=60)
    parser.add_argument("--signal", choices=["kill", "term"], default="kill")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if not sys.platform.startswith("linux"):
        sys.exit("kill_soak.py finds processes through /proc: Linux only")
    number = signal.SIGKILL if args.signal == "kill" else signal.SIGTERM
    rng = random.Random(args.seed)
    folder = Path(tempfile.mkdtemp(prefix="parlett-kill-soak-"))
    orphaned = bad_exits = tracebacks = 0
    started = time.monotonic()
    for run in range(args.runs):
        home = folder / str(run)
        home.mkdir()
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PARLETT_TABLE_HOME": str(home)}
        demo = ["--demo", "--speed", "fast", "--deals", "5", "--seed", str(run)] if run % 2 else []
        with (home / "stderr.txt").open("wb") as err:
            process = subprocess.Popen(
                [sys.executable, "-m", "parlett_table", *demo], cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=err
            )
        seen: set[int] = set()
        moment = time.monotonic() + rng.uniform(0.2, 3.0)
        while time.monotonic() < moment:
            seen |= set(descendants(process.pid))
            time.sleep(0.01)
        seen |= set(descendants(process.pid))
        process.send_signal(number)
        status = process.wait(15)
        bad_exits += number == signal.SIGTERM and status != 0
        time.sleep(3)
        left = [pid for pid in seen if is_alive(pid) and ours(pid)]
        if left:
            orphaned += 1
            for pid in left:
                os.kill(pid, signal.SIGKILL)
        log = home / "data" / "parlett-table.log"
        text = (home / "stderr.txt").read_text(errors="replace")
        text += log.read_text(errors="replace") if log.exists() else ""
        tracebacks += "Traceback" in text
    seconds = time.monotonic() - started
    print(f"SIG{args.signal.upper()} at random moments: {args.runs} runs in {seconds:.0f} s")
    print(f"  runs leaving a process of ours alive 3 s later: {orphaned}")
    print(f"  runs not ending with status 0 (SIGTERM only): {bad_exits}")
    print(f"  runs with a traceback in the log or on standard error: {tracebacks}")
    print(f"  folders kept in {folder}")


if __name__ == "__main__":
    main()
