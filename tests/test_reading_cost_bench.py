"""``benchmarks/reading_cost.py``: the expert's decision time reading nothing, weighing random deals and walking
to the likely ones, in every player count where Crescendo hides cards."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "reading_cost.py"


def test_it_prints_the_three_times_for_three_to_five_players() -> None:
    done = subprocess.run([sys.executable, str(SCRIPT), "--positions", "4"], capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stderr
    lines = re.findall(r"^crescendo (\d)p, 4 positions: expert p95 ([\d.]+) ms nothing read, ([\d.]+) ms weighing, "
                       r"([\d.]+) ms walking$", done.stdout, re.MULTILINE)
    assert [players for players, *_ in lines] == ["3", "4", "5"], done.stdout
    for _players, *times in lines:
        assert all(float(figure) > 0 for figure in times)

