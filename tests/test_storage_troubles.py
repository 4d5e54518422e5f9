"""Storage troubles one by one: a race to create the history, a full disk, a read-only folder at a match's end,
real permissions, bad preference values, temporary files left by killed writes."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import textwrap
import threading
import time
import types
from pathlib import Path
from typing import Any

import pytest
from faults import Disk, recorded_errors
from pytestqt.qtbot import QtBot
from test_history import SEATS, whole_match

from parlett_table.engine import HUMAN, Match, Seat, create_game
from parlett_table.play.collaborators import InlineThinker
from parlett_table.play.controller import Stage, TableController
from parlett_table.play.timings import Timings
from parlett_table.storage import history_file as history_module
from parlett_table.storage.history import History
from parlett_table.storage.keeper import Keeper
from parlett_table.storage.preferences import Preferences, PreferencesFile
from parlett_table.storage.saves import SavedMatch
from parlett_table.storage.startup import open_storage
from parlett_table.ui.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent

# --- the history created by two programs at once ------------------------------------------------------------


class _Paused:
    """A connection that, after its first statement, waits until told to go on (that statement's rows are all
    read first, so it holds no lock while it waits)."""

    def __init__(self, db: sqlite3.Connection, read: threading.Event, go_on: threading.Event) -> None:
        self.db, self.read, self.go_on = db, read, go_on

    def execute(self, sql: str, parameters: Any = ()) -> Any:
        if self.read.is_set():
            return self.db.execute(sql, parameters)
        rows = self.db.execute(sql, parameters).fetchall()
        self.read.set()
        assert self.go_on.wait(30)
        return types.SimpleNamespace(fetchone=lambda: rows[0] if rows else None, fetchall=lambda: rows)

    @property
    def isolation_level(self) -> str | None:
        return self.db.isolation_level

    @isolation_level.setter
    def isolation_level(self, level: Any) -> None:
        self.db.isolation_level = level

    def __enter__(self) -> Any:
        return self.db.__enter__()

    def __exit__(self, *info: Any) -> Any:
        return self.db.__exit__(*info)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.db, name)


def test_two_programs_creating_the_history_at_once_make_one_history(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "history.sqlite3"
    read, go_on = threading.Event(), threading.Event()
    opened: list[History] = []
    first_reader = threading.Thread(target=lambda: opened.append(History(path)))  # reads the new file, then waits
    real_connect = sqlite3.connect

    def connect(database: Any, *args: Any, **kwargs: Any) -> Any:
        db = real_connect(database, *args, **kwargs)
        return _Paused(db, read, go_on) if threading.current_thread() is first_reader else db

    names = {name: getattr(sqlite3, name) for name in dir(sqlite3) if not name.startswith("__")}
    monkeypatch.setattr(history_module, "sqlite3", types.SimpleNamespace(**(names | {"connect": connect})))
    first_reader.start()
    assert read.wait(30)  # it has seen an empty file
    other = History(path)  # meanwhile the other program creates the tables
    go_on.set()
    first_reader.join(30)
    assert other.notice is None and opened and opened[0].notice is None, (other.notice, opened[0].notice)
    assert [p.name for p in tmp_path.iterdir() if ".broken-" in p.name] == []
    whole_match(other, seed=3)
    assert len(History(path).matches()) == 1  # one history, the same for both


# --- a full disk, and a read-only folder at the end of a match ------------------------------------------------


def test_a_full_disk_keeps_the_history_in_place_and_still_shows_it(private_home: Path) -> None:
    path = private_home / "data" / "history.sqlite3"
    good = History(path)
    whole_match(good, seed=3)
    good.close()
    raw = path.read_bytes()
    with pytest.MonkeyPatch.context() as patch:
        Disk(patch).full_folders.append(path.parent)
        for _start in range(2):
            history = History(path)
            assert history.notice == (
                "Your game history could not be opened (the disk is full), so it is left as it is and this session's "
                "games are kept to be added to it once it can be."
            )
            assert not history.durable
            assert [row.status for row in history.matches()] == ["finished"]  # the past is still there to see
            whole_match(history, seed=4)  # and this session's games are kept, in memory
            assert len(history.matches()) == 2
            history.close()
            assert path.read_bytes() == raw and not [p for p in path.parent.iterdir() if ".broken-" in p.name]
    history = History(path)  # space was freed
    assert history.notice is None and len(history.matches()) == 1


class _ReadOnlySave(SavedMatch):
    """The save in a folder that became read-only after it was written: nothing can be written or removed."""

    def save(self, document: object, durable: bool = False) -> None:
        raise OSError(30, "Read-only file system")

    def clear(self) -> None:
        raise OSError(30, "Read-only file system")


def test_a_read_only_folder_is_told_once_and_the_match_is_played_to_its_end(tmp_path: Path, qtbot: QtBot) -> None:
    keeper = Keeper(History(tmp_path / "h.sqlite3"), _ReadOnlySave(tmp_path / "s.json"))
    controller = TableController(InlineThinker(), keeper)
    controller.timings = Timings("off")
    told: list[str] = []
    controller.told.connect(told.append)
    game = create_game("hamlet", 3, {"target": 40})
    with recorded_errors() as errors:
        controller.new_match(game, [Seat("You", HUMAN), Seat("Ada", "random"), Seat("Ben", "random")], 4, 0)
        waiting = (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER)
        while controller.stage is not Stage.MATCH_OVER:
            qtbot.waitUntil(lambda: controller.stage in waiting, timeout=20_000)
            if controller.stage is Stage.HUMAN:
                controller.act(controller.view().legal_actions[0])
            elif controller.stage is Stage.DEAL_OVER:
                controller.next_deal()
    assert errors == []  # not "Something went wrong (OSError)"
    assert told == [  # each cause once, in plain words (the system's in the log)
        "Your saved match could not be removed just now (the program may not write there); it will be at the next "
        "start.",
        "Your match could not be saved just now (the program may not write there); play goes on, and it is saved "
        "as soon as it can be.",
    ]
    (row,) = keeper.history.matches()
    assert row.status == "finished" and row.winners == [0]


# --- real permissions: root's power to ignore them dropped ------------------------------------------------------


def run_without_permission_bypass(script: str, home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    """Run ``script`` in a child that is subject to file permissions (as root: without CAP_DAC_OVERRIDE)."""
    command = [sys.executable, "-c", script, *args]
    if os.geteuid() == 0:
        setpriv = shutil.which("setpriv")
        if setpriv is None:
            pytest.skip("running as root without setpriv: file permissions cannot be made to apply")
        caps = "-dac_override,-dac_read_search,-fowner"
        command = [setpriv, f"--inh-caps={caps}", f"--bounding-set={caps}", *command]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PARLETT_TABLE_HOME": str(home), "PYTHONPATH": str(ROOT)}
    return subprocess.run(command, capture_output=True, text=True, env=env, timeout=120)


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_an_unreadable_data_folder_does_not_stop_the_program(tmp_path: Path) -> None:
    home = tmp_path / "home"
    good = History(home / "data" / "history.sqlite3")
    whole_match(good, seed=3)
    good.close()
    (home / "data").chmod(0)
    try:
        result = run_without_permission_bypass(
            "import sys; from parlett_table.cli import main; sys.exit(main(sys.argv[1:]))",
            home, "--demo", "--deals", "1", "--speed", "off", "--seed", "3", "--quit",
        )  # fmt: skip
    finally:
        (home / "data").chmod(0o755)
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr
    assert len(History(home / "data" / "history.sqlite3").matches()) == 1  # untouched


PERMISSIONS_SCRIPT = textwrap.dedent(
    """
    import json, sys
    from parlett_table.engine import Match, Seat, create_game
    from parlett_table.storage.history import StorageError
    from parlett_table.storage.keeper import Keeper
    from parlett_table.storage.preferences import PreferencesFile
    seats = [Seat(name, "human" if name == "You" else "random") for name in ("You", "Ada", "Ben")]
    told = []
    preferences = PreferencesFile()
    prefs, notice = preferences.load()
    told.append(notice)
    preferences.save(prefs.with_changes(player_name="Other"))
    keeper = Keeper()
    saved, notice = keeper.saves.load()
    told.append(notice)
    match = Match.start(create_game("hamlet"), 5, 0)
    for step in (lambda: keeper.begin(match, seats, False), lambda: keeper.match_finished(match)):
        try:
            step()
        except StorageError as error:
            told.append(str(error))
    print(json.dumps(told))
    """
)


@pytest.mark.skipif(os.name != "posix", reason="POSIX permissions")
def test_unreadable_files_are_left_alone_not_deleted_or_overwritten(tmp_path: Path) -> None:
    home = tmp_path / "home"
    preferences = home / "config" / "preferences.json"
    PreferencesFile(preferences).save(Preferences(player_name="Maud"))
    save = home / "data" / "match-in-progress.json"
    SavedMatch(save).save(Keeper.document(Match.start(create_game("hamlet"), 3, 0), SEATS, False))
    originals = {path: path.read_bytes() for path in (preferences, save)}
    for path in originals:
        path.chmod(0)
    try:
        result = run_without_permission_bypass(PERMISSIONS_SCRIPT, home)
    finally:
        for path in originals:
            path.chmod(0o644)
    assert result.returncode == 0, result.stderr
    told = [text for text in json.loads(result.stdout) if text]
    assert told[0] == (
        "Your preferences could not be read (the program may not read it), so the defaults are in use and the file "
        "is left as it is."
    )
    assert told[1].startswith("Your saved match could not be read (the program may not read it)")
    assert all(text.endswith(".") for text in told)
    assert {path: path.read_bytes() for path in originals} == originals  # neither overwritten nor deleted


# --- preference values, and temporary files ---------------------------------------------------------------------


@pytest.mark.parametrize(
    ("field", "value"),
    [("window_geometry", "géométrie"), ("window_geometry", "not base64!"), ("window_geometry", "QUJ"),
     ("last_players", {"hoodwink": 10**30}), ("last_players", {"crescendo": 0}),
     ("last_options", {"hoodwink": {"target": 10**30}}), ("last_options", {"hoodwink": {"target": [1, 2]}})],
)  # fmt: skip
def test_no_value_in_the_preferences_stops_the_window(field: str, value: object, tmp_path: Path, qtbot: QtBot) -> None:
    from parlett_table.ui.dialogs.new_game import NewGameDialog

    path = tmp_path / "preferences.json"
    path.write_text(json.dumps(Preferences(last_game="hoodwink").to_json() | {field: value}), encoding="utf-8")
    preferences, notice = PreferencesFile(path).load()
    assert getattr(preferences, field) == getattr(Preferences(), field)  # the default, and the file kept first
    assert notice is not None and "kept as preferences.json.broken-" in notice
    window = MainWindow(InlineThinker(), preferences)
    qtbot.addWidget(window)
    window.quick_start()
    qtbot.addWidget(NewGameDialog(preferences, window))
    window.controller.shutdown()


def test_a_valid_geometry_is_kept(tmp_path: Path) -> None:
    path = tmp_path / "preferences.json"
    geometry = "AdnQywADAAAAAAAAAAAAAAAABP8AAAMf"
    path.write_text(json.dumps(Preferences(window_geometry=geometry).to_json()), encoding="utf-8")
    assert PreferencesFile(path).load()[0].window_geometry == geometry


def test_temporary_files_left_by_killed_writes_are_removed_at_start(private_home: Path) -> None:
    config, data = private_home / "config", private_home / "data"
    config.mkdir(parents=True)
    data.mkdir(parents=True)
    ours = [config / ".preferences.json.k2j4.tmp", data / ".match-in-progress.json.x8q1.tmp"]
    old = data / ".match-in-progress.json.old1.tmp"
    theirs = [data / ".notes.txt.a1.tmp", data / "match-in-progress.json.tmp", config / "keep.tmp"]
    for path in [*ours, old, *theirs]:
        path.write_text("partial")
    hour_ago = time.time() - 3600
    os.utime(old, (hour_ago, hour_ago))
    open_storage(alone=False).keeper.close()  # another program may be writing: only the old one goes
    assert not old.exists() and all(path.exists() for path in ours + theirs)
    open_storage(alone=True).keeper.close()  # this program holds the folder's lock: all of ours go
    assert not any(path.exists() for path in ours) and all(path.exists() for path in theirs)


# --- a match saved between two deals ---------------------------------------------------------------------------


def test_a_match_saved_between_two_deals_resumes_with_the_result_and_the_next_deal(qtbot: QtBot) -> None:
    from test_table import QUIET

    match = Match.start(create_game("hamlet"), 30, 0)
    while not match.current.is_over:  # the deal is over, the next not yet dealt (as after a crash at that moment)
        match, _ = match.apply(match.current.legal_actions()[0])
    assert not match.is_over
    window = MainWindow(InlineThinker(), QUIET)
    qtbot.addWidget(window)
    window.show()
    window.resume(Keeper.document(match, SEATS, False))
    qtbot.waitUntil(lambda: window.controller.stage is Stage.DEAL_OVER, timeout=10_000)
    assert window.result.isVisible()  # the score, and the way on
    window.result.next_deal.emit()
    qtbot.waitUntil(lambda: window.controller.stage is Stage.HUMAN, timeout=10_000)
    assert window.controller.match is not None and len(window.controller.match.deals) == 2
    window.controller.shutdown()
