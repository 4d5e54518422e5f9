"""``benchmarks/startup_phases.py``: the start-up cut into phases runs and says where the time went."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "startup_phases.py"


def test_every_phase_of_the_start_is_timed_in_order() -> None:
    done = subprocess.run([sys.executable, str(SCRIPT), "--rounds", "1"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    phases = re.findall(r"^  (.+?)\s+(\d+\.\d)\s+\+\s*(\d+\.\d)$", done.stdout, re.MULTILINE)
    assert [name for name, _end, _length in phases] == [
        "Python started",
        "the command line's modules imported (the rules engine)",
        "PySide6 imported (QtCore, QtGui, QtWidgets)",
        "the program's modules imported",
        "storage read, window built and shown",
        "the window's first paint (bare felt), the first deal set out",
        "the table painted",
    ]
    ends = [float(end) for _name, end, _length in phases]
    assert ends == sorted(ends) and ends[0] > 0
    assert "the table ÷ a bare window" in done.stdout


def test_the_minimal_card_table_is_measured_beside_the_bare_window() -> None:
    done = subprocess.run([sys.executable, str(SCRIPT), "--rounds", "1"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    found = re.search(r"^a minimal card table \(menus, a graphics view, 13 cards\)\s+(\d+\.\d)\s+\((\d\.\d\d)× bare\)$",
                      done.stdout, re.MULTILINE)
    assert found is not None, done.stdout
    assert float(found.group(2)) > 1.0  # a table, however small, costs more than a bare window
