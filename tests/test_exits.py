"""The program ends every way a run can end, with sound on a real audio output and, where Xvfb is installed, in
a real window: each way once here (``benchmarks/exit_soak.py`` runs them fifty times each).

The exit that hung for good, writing "QSocketNotifier: Invalid socket" at megabytes a second, was seen only
with an audio device and a real window: these runs have both where the machine can give them (``.ci/run``
installs PulseAudio and Xvfb).
"""

from __future__ import annotations

import random
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parent.parent / "benchmarks" / "exit_soak.py"
sys.path.insert(0, str(SCRIPT.parent))

from exit_soak import audio_and_screen, one_run  # noqa: E402

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="processes are found through /proc")


def _real_window_works(env: dict[str, str]) -> bool:
    """Whether Qt's xcb platform starts on the screen in ``env`` (its libraries may be missing)."""
    if env.get("QT_QPA_PLATFORM") == "offscreen":
        return False
    probe = "from PySide6.QtWidgets import QApplication; QApplication([])"
    done = subprocess.run([sys.executable, "-c", probe], env=env, capture_output=True, timeout=60)
    return done.returncode == 0


@pytest.fixture(scope="module")
def devices() -> Iterator[dict[str, str]]:
    with audio_and_screen(offscreen=False) as env:
        if not _real_window_works(env):
            env = {**env, "QT_QPA_PLATFORM": "offscreen"}
        yield env


@pytest.mark.parametrize("way", ["quit-off", "quit-fast", "ctrl-q", "sigterm", "close-sounding"])
def test_the_program_ends_cleanly(devices: dict[str, str], way: str) -> None:
    if way == "close-sounding" and not devices.get("PULSE_SERVER"):
        pytest.skip("no audio output here (no PulseAudio server), so no effect ever plays")
    ending = one_run(way, devices, random.Random(7))
    where = f"sound {devices.get('PULSE_SERVER', 'none')}, screen {devices.get('DISPLAY') or 'offscreen'}"
    assert ending.reached, f"{way}: the moment to end it never came ({where})"
    assert not ending.hung, f"{way}: still running {ending.seconds:.0f} s after it was asked to end ({where})"
    assert ending.status == 0, f"{way}: exit status {ending.status} ({where})"
    assert ending.stderr_lines <= 3, f"{way}: {ending.stderr_lines} lines on standard error ({where})"
    assert ending.left_behind == 0, f"{way}: a process of ours outlived the window ({where})"

