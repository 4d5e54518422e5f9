"""``benchmarks/startup_phases.py``: the start-up cut into phases runs and says where the time went."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "startup_phases.py"


@pytest.fixture(scope="module")
def report() -> str:
    """The script's output for one round (it starts four programs, so the tests share one run)."""
    done = subprocess.run([sys.executable, str(SCRIPT), "--rounds", "1"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_every_phase_of_the_start_is_timed_in_order(report: str) -> None:
    phases = re.findall(r"^  (.+?)\s+(\d+\.\d)\s+\+\s*(\d+\.\d)$", report, re.MULTILINE)
    assert [name for name, _end, _length in phases] == [
        "Python started",
        "the command line's modules imported (the rules engine)",
        "PySide6 imported (QtCore, QtGui, QtWidgets)",
        "the window's modules imported",
        "preferences read, the window built and shown",
        "the window painted (menus, bare felt)",
        "the history and the saved match read",
        "the table's modules loaded, the table set, the first deal set out",
        "the table painted",
    ]
    ends = [float(end) for _name, end, _length in phases]
    assert ends == sorted(ends) and ends[0] > 0
    assert "the window ÷ a bare window" in report and "the table ÷ a bare window" in report


def test_the_minimal_card_table_is_measured_beside_the_bare_window(report: str) -> None:
    found = re.search(r"^a minimal card table \(menus, a graphics view, 13 cards\)\s+(\d+\.\d)\s+\((\d\.\d\d)× bare\)$",
                      report, re.MULTILINE)
    assert found is not None, report
    # Only the figures' presence: which start is quicker is for the benchmark to
    # report on a quiet machine (one round on busy cores has put the bare window behind).
    assert float(found.group(1)) > 0 and float(found.group(2)) > 0
