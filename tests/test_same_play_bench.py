"""``benchmarks/same_play.py``: the plays the search tries, the proposals' regret and the old endgame rule."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "same_play.py"
NUMBER = r"\d+\.\d\d"


def test_it_prints_each_part_as_figures() -> None:
    command = [sys.executable, str(SCRIPT), "--positions", "3", "--proposals", "2", "--reference-sims", "600",
               "--seeds", "1"]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "1. choices a decision and different plays among them (3 decisions each)"
    searched = [re.fullmatch(rf"(\w+) \((\d)p\) (propose|play): ({NUMBER}) choices, ({NUMBER}) plays, {NUMBER}× the "
                             r"deals searched", line) for line in lines[1:9]]  # fmt: skip
    assert all(searched), lines[1:9]
    assert [(m[1], m[2], m[3]) for m in searched if m] == [
        ("hamlet", "3", "propose"), ("hamlet", "3", "play"), ("hoodwink", "3", "propose"), ("hoodwink", "3", "play"),
        ("whoswho", "3", "play"), ("crescendo", "3", "play"), ("crescendo", "4", "play"), ("crescendo", "5", "play"),
    ]  # fmt: skip
    assert all(float(m[5]) <= float(m[4]) for m in searched if m)
    hamlet_proposals = searched[0]
    assert hamlet_proposals and float(hamlet_proposals[5]) < float(hamlet_proposals[4])  # suits and kinds merge
    assert lines[9] == "2. Hamlet's proposals: regret against a search of 600 simulations (2 positions × 1 seeds)"
    for line, label in zip(lines[10:13], ("each play once", "every card", "standard player"), strict=True):
        assert re.fullmatch(rf"{label}: {NUMBER} ± ({NUMBER}|nan) points a proposal", line), line
    assert re.fullmatch(rf"every card − each play once, paired: -?{NUMBER} ± ({NUMBER}|nan)", lines[13]), lines[13]
    assert lines[14] == "3. Crescendo's exact endgame under the old rule (3 positions each)"
    for line, (players, tricks) in zip(lines[15:], ((3, 4), (4, 3), (5, 3)), strict=True):
        pattern = (rf"{players} players, {tricks} tricks left: values changed in \d, a worse card in \d, "
                   r"\d\.\d\d\d points lost a position; a solve [\d.]+ ms by the old rule, [\d.]+ by the rule now, "
                   r"[\d.]+ trying every card")  # fmt: skip
        assert re.fullmatch(pattern, line), line
