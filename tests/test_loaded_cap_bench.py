"""``benchmarks/loaded_cap.py`` and ``benchmarks/reading_mixed.py`` run, and say what they measured."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

BENCHMARKS = Path(__file__).resolve().parent.parent / "benchmarks"


def test_the_loaded_cap_benchmark_reports_the_percentiles_and_ends_its_busy_process(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, str(BENCHMARKS / "loaded_cap.py"), "--positions", "3", "--only", "whoswho", "--json"],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    found = json.loads(done.stdout)
    assert set(found) == {"whoswho 3p", "all"} and found["all"]["decisions"] == 3
    assert 0 < found["all"]["p50"] <= found["all"]["p95"] <= found["all"]["p99"] <= found["all"]["max"]


def test_the_mixed_table_benchmark_plays_both_experts_and_summarises_its_log(tmp_path: Path) -> None:
    script = str(BENCHMARKS / "reading_mixed.py")
    done = subprocess.run(
        [sys.executable, script, "--deals", "2", "--sims", "20", "--only", "crescendo-3", "--json"],
        capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    result = json.loads(done.stdout)
    assert result["setting"] == "crescendo-3" and result["deals"] == 2 and result["seeds"] == [70000, 70001]
    log = tmp_path / "deals.log"
    log.write_text(done.stderr, encoding="utf-8")
    summary = subprocess.run([sys.executable, script, "--summarise", str(log)], capture_output=True, text=True)
    assert summary.stdout.startswith("crescendo-3  2 deals (seeds 70000-70001): reading minus not ")
