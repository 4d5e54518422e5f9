"""``benchmarks/coach_speed.py`` runs, and prints the analysis's and the par's times for every game and count."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"


def test_the_coach_speed_benchmark_times_the_analysis_and_the_par_of_every_game() -> None:
    done = subprocess.run(
        [sys.executable, str(BENCHMARKS / "coach_speed.py"), "--deals", "1", "--sims", "12", "--time-limit", "0.02"],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    rows = [line.split() for line in lines[1:] if line and line[0].isalpha() and not line.startswith("goal")]
    assert [f"{row[0]} {row[1]}" for row in rows] == ["hoodwink 3p", "hamlet 3p", "whoswho 3p", "crescendo 2p",
                                                       "crescendo 3p", "crescendo 4p", "crescendo 5p"]  # fmt: skip
    assert all(len(row) == 8 and float(row[2]) > 0 for row in rows)
    assert lines[-1].startswith("goal")
