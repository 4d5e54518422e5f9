"""Odd things where the program's files should be, and files it can use only in part: kept, told once, played on.

Each case starts the program the way ``ui/app.py`` does (``open_storage``, the window, ``app.begin``) in a fresh
folder of a returning player (``test_damaged_files.good_files``), with one file replaced: by a FIFO, a link to a
device, a file far too large, preferences with values of the wrong kind, a history with rows that cannot be read
or of the first version.  After it: what was there still exists (set aside, the same file, or a copy of it), the
window opened, exactly one notice was shown about it (none for a migration), nothing raised, and the next deal
was recorded.  The second start says nothing more about it.  A FIFO in place of the preferences or the save is
also given to the real command, which once waited on it for good.
"""

from __future__ import annotations

import json
import os
import sqlite3
import stat
import subprocess
import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from faults import recorded_errors
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot
from test_damaged_files import FILES, good_files
from test_stats import insert_deal, insert_match, version_one

from parlett_table.engine import Match, create_game, deal_to_record
from parlett_table.play.collaborators import InlineThinker
from parlett_table.play.controller import Stage
from parlett_table.play.timings import Timings
from parlett_table.storage.history import History
from parlett_table.storage.preferences import Preferences, PreferencesFile
from parlett_table.storage.schema import SCHEMA_VERSION
from parlett_table.storage.startup import open_storage
from parlett_table.ui import app
from parlett_table.ui.look import style
from parlett_table.ui.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent
WORDS = ("Your ", "Some ")  # how the player's notices about files begin


# --- what is put in place of a file -------------------------------------------------------------------------------


def fifo(path: Path) -> None:
    path.unlink()
    os.mkfifo(path)


def device(path: Path) -> None:
    path.unlink()
    os.symlink("/dev/zero", path)  # read whole, it never ends


def far_too_large(path: Path) -> None:
    with path.open("r+b") as file:  # the file as it was, then 300 MB of nothing (sparse: nothing is written)
        file.truncate(300 * 1024 * 1024)


def partly_readable(path: Path) -> None:
    data = json.loads(path.read_text()) | {"opponent_names": "Ada", "felt": None, "expert_seconds": float("nan")}
    path.write_text(json.dumps(data))  # Python writes NaN, as some editors and programs do


def unreadable_rows(path: Path) -> None:
    db = sqlite3.connect(path)
    db.execute("UPDATE matches SET seats = CAST(X'5BFF5D' AS TEXT), readable = NULL WHERE id = 1")
    db.execute("UPDATE deals SET scores = 'not json', readable = NULL WHERE id = 2")
    db.commit()
    db.close()


def first_version(path: Path) -> None:
    """The history as the first version left it: its schema, a finished match, no summaries."""
    for sidecar in path.parent.glob(path.name + "*"):
        sidecar.unlink()
    db = version_one(path)
    game = create_game("hamlet")
    match = Match.start(game, 5, 0)
    while not match.current.is_over:
        match, _ = match.apply(match.current.legal_actions()[0])
    match_id = insert_match(db, "hamlet", 3, json.dumps([{"name": "You", "player": "human"}] * 3), 0, False, 5, 1.0)
    outcome = match.current.outcome()
    insert_deal(db, match_id, 1, json.dumps(deal_to_record(match.current)), json.dumps(list(outcome.roles)),
                json.dumps(list(outcome.tricks_won)), json.dumps(list(outcome.scores)), 0, 2.0)  # fmt: skip
    db.commit()
    db.close()


@dataclass(frozen=True)
class Case:
    file: str
    name: str
    apply: Callable[[Path], None]
    kept: str  # "set aside": the same file renamed; "copied": a copy beside it, the file used in part
    told: str | None  # how the one notice about it begins (None: nothing to tell)


CASES = [
    Case("preferences", "a link to a device", device, "set aside", "Your preferences file was not an ordinary file"),
    Case("preferences", "far too large", far_too_large, "set aside", "Your preferences file was far too large"),
    Case("preferences", "values NaN and of the wrong kind", partly_readable, "copied", "Some of your preferences"),
    Case("save", "a FIFO", fifo, "set aside", "Your saved match was not an ordinary file"),
    Case("save", "a link to a device", device, "set aside", "Your saved match was not an ordinary file"),
    Case("save", "far too large", far_too_large, "set aside", "Your saved match was far too large"),
    Case("history", "a FIFO", fifo, "set aside", "Your game history was not an ordinary file"),
    Case("history", "a link to a device", device, "set aside", "Your game history was not an ordinary file"),
    Case("history", "rows that cannot be read", unreadable_rows, "copied", "Some of your game history"),
    Case("history", "of the first version", first_version, "copied", None),
]
POSIX_ONLY = pytest.mark.skipif(os.name != "posix", reason="FIFOs and /dev/zero are POSIX")
PARAMETERS = [
    pytest.param(case, id=f"{case.file}: {case.name}", marks=[POSIX_ONLY] if case.apply in (fifo, device) else [])
    for case in CASES
]


# --- one start of the program ---------------------------------------------------------------------------------


def start_and_play(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, deal: bool) -> tuple[list[str], MainWindow]:
    """Start as ``ui/app.py`` does, continue the saved match if offered, play to the end of the deal if ``deal``,
    close: (the notices about files shown at start, the window)."""
    stored = open_storage(alone=True)
    window = MainWindow(InlineThinker(), stored.preferences, stored.preferences_file, stored.keeper)
    qtbot.addWidget(window)
    window.set_timings(Timings("off"))
    shown: list[str] = []
    told: list[str] = []
    monkeypatch.setattr(window, "tell", lambda text, refusal=False, lifetime=None: told.append(text))
    monkeypatch.setattr(window, "offer_resume", lambda document, new_game: window.resume(document))
    monkeypatch.setattr(style, "warn", lambda parent, title, text: shown.extend(text.split("\n\n")))
    window.show()
    app.begin(window, stored.keeper, stored.saved, stored.notices)
    controller = window.controller
    assert controller.match is not None  # the window came up with a deal on the table
    events = QCoreApplication.instance()
    assert events is not None
    for _ in range(100_000):
        if not deal or controller.stage in (Stage.DEAL_OVER, Stage.MATCH_OVER):
            break
        if controller.stage is Stage.HUMAN:
            controller.act(controller.view().legal_actions[0])
        else:
            events.processEvents()
    else:
        raise AssertionError(f"the table is stuck in {controller.stage}")
    window.close()
    assert not [text for text in told if text.startswith(WORDS)]  # nothing more said about files while playing
    return [text for text in shown if text.startswith(WORDS)], window


def identity(path: Path) -> tuple[int, int]:
    """What stands at ``path`` (not followed if a link): its device and inode, which a rename keeps."""
    found = path.lstat()
    return found.st_dev, found.st_ino


def deals_in(path: Path) -> int:
    db = sqlite3.connect(path)
    try:
        return int(db.execute("SELECT COUNT(*) FROM deals").fetchone()[0])
    finally:
        db.close()


@pytest.mark.parametrize("case", PARAMETERS)
def test_an_odd_file_is_kept_told_once_and_play_goes_on(
    case: Case, private_home: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    good_files(private_home)
    path = private_home / FILES[case.file][0]
    case.apply(path)
    original = identity(path)
    raw = path.read_bytes() if stat.S_ISREG(path.lstat().st_mode) and case.kept == "copied" else b""
    history = private_home / FILES["history"][0]
    with recorded_errors() as errors:
        notices, window = start_and_play(qtbot, monkeypatch, deal=True)
        assert [notice for notice in notices if notice.startswith(case.told or "\0")] == notices
        assert len(notices) == (1 if case.told else 0), notices
        recorded = deals_in(history)
        again, _ = start_and_play(qtbot, monkeypatch, deal=False)
        assert again == [], again  # told once
    assert errors == []
    assert window.controller.match is not None and window.controller.match.current.is_over
    assert deals_in(history) == recorded >= 1  # the deal played is in the history (a new one, if it had to be)
    kept = sorted(p for p in path.parent.iterdir() if p.name.startswith(path.name + ".") and "tmp" not in p.name)
    if case.kept == "set aside":
        assert [identity(p) for p in kept if p.name.startswith(path.name + ".broken-")] == [original]
        assert not os.path.lexists(path) or identity(path) != original
    elif case.file == "preferences":
        (copy,) = kept
        assert copy.read_bytes() == raw and notices == [
            f"Some of your preferences could not be read and are back to their defaults; the file as it was is kept as "
            f"{copy.name}."
        ]
        preferences, notice = PreferencesFile(path).load()
        assert notice is None and preferences.player_name == "Maud" and preferences.felt == Preferences().felt
    else:
        (copy,) = [p for p in kept if not p.name.endswith(("-wal", "-shm"))]
        db = sqlite3.connect(copy)
        try:
            if case.name == "of the first version":
                assert copy.name == f"history.sqlite3.before-v{SCHEMA_VERSION}"
                assert db.execute("PRAGMA user_version").fetchone()[0] == 1
                assert db.execute("SELECT COUNT(*) FROM deals").fetchone()[0] == 1
            else:
                assert copy.name.startswith("history.sqlite3.broken-")
                seats = db.execute("SELECT CAST(seats AS BLOB) FROM matches WHERE id = 1").fetchone()[0]
                assert seats == b"[\xff]"  # the row as it was
        finally:
            db.close()
        if case.name == "rows that cannot be read":
            assert History(path).unreadable() == (1, 1)


@POSIX_ONLY
@pytest.mark.parametrize("relative", [FILES["preferences"][0], FILES["save"][0]])
def test_a_fifo_in_place_of_a_file_does_not_stop_the_real_command(tmp_path: Path, relative: str) -> None:
    home = tmp_path / "home"
    path = home / relative
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    original = identity(path)
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PARLETT_TABLE_HOME": str(home), "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-c", "import sys; from parlett_table.cli import main; sys.exit(main(sys.argv[1:]))",
         "--demo", "--deals", "1", "--speed", "off", "--seed", "3", "--quit"],
        capture_output=True, text=True, env=env, timeout=180,
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    (aside,) = [p for p in path.parent.iterdir() if p.name.startswith(path.name + ".broken-")]
    assert identity(aside) == original and stat.S_ISFIFO(aside.lstat().st_mode)
