"""``benchmarks/table_walk.py``: what the table's cap leaves of Hamlet's walk, printed as figures."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "table_walk.py"


def test_it_prints_both_experts_times_and_how_many_different_deals_the_walks_gave() -> None:
    done = subprocess.run([sys.executable, str(SCRIPT), "--positions", "2"], capture_output=True, text=True,
                          timeout=300)  # fmt: skip
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "hamlet, 2 positions, the 0.25 s cap"
    for line, label in zip(lines[1:3], ("walking", "proposals only"), strict=True):
        assert re.fullmatch(rf"{label} +p50 +[\d.]+ ms  p95 +[\d.]+ ms  max +[\d.]+ ms", line), line
    walked = re.fullmatch(r"the walks gave (\d+) different deals of (\d+) searched \(\d+%\); "
                          r"all different in (\d+) of 2 decisions", lines[3])  # fmt: skip
    assert walked is not None, lines[3]
    given, wanted = int(walked[1]), int(walked[2])
    assert 8 <= given <= wanted  # each decision's four walks give a deal each at least
