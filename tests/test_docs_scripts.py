"""The scripts that make the screenshots in ``docs/`` still run (one had stopped when the history's seats
became ``Seat`` values, and nothing noticed)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.mark.parametrize(
    "script, arguments",
    [("statistics_screenshot.py", ["--matches", "3"]), ("rules_screenshot.py", ["--game", "hamlet"])],
)
def test_the_screenshot_script_makes_its_picture(script: str, arguments: list[str], tmp_path: Path) -> None:
    out = tmp_path / "shot.png"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PARLETT_TABLE_HOME": str(tmp_path / "home")}
    done = subprocess.run(
        [sys.executable, str(ROOT / "docs" / script), "--out", str(out), *arguments],
        env=env, capture_output=True, text=True, timeout=300,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-2000:]
    assert out.stat().st_size > 10_000
