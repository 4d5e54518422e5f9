"""Every kind of damage to each of the three files, each started twice the way ``ui/app.py`` starts the program.

Each start: ``open_storage`` (what ``ui/app.py`` loads), the window, ``app.begin``
(the notices, then the saved match continued or a fresh deal), a few moves, and
closing the window (which saves the preferences).  Conditions a root user's
permissions would bypass (unreadable files and folders, a read-only folder, a
full disk) are injected as the errors the system gives, so this runs everywhere.
"""

from __future__ import annotations

import json
import os
import random
import re
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest
from faults import Disk, recorded_errors
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot
from test_history import whole_match

from parlett_table.engine import GAMES, Match, Seat, create_game
from parlett_table.play.collaborators import InlineThinker
from parlett_table.play.controller import Stage
from parlett_table.play.timings import Timings
from parlett_table.storage.history import History
from parlett_table.storage.keeper import Keeper
from parlett_table.storage.preferences import FORMAT, Preferences, PreferencesFile
from parlett_table.storage.saves import SavedMatch
from parlett_table.storage.schema import SCHEMA_VERSION
from parlett_table.storage.startup import open_storage
from parlett_table.ui import app
from parlett_table.ui.look import style
from parlett_table.ui.window.main_window import MainWindow

SEATS = [Seat("You", "human"), Seat("Ada", "random"), Seat("Ben", "random")]
FILES = {  # the file, and how the player's notices name it
    "preferences": ("config/preferences.json", "Your preferences"),
    "history": ("data/history.sqlite3", "Your game history"),
    "save": ("data/match-in-progress.json", "Your saved match"),
}


def good_files(home: Path) -> None:
    """A returning player's folder: preferences, a history with a finished match, a match in progress."""
    PreferencesFile(home / FILES["preferences"][0]).save(
        Preferences(player_name="Maud", animation_speed="off", tours_done=tuple(GAMES))
    )
    history = History(home / FILES["history"][0])
    whole_match(history, seed=3)
    history.close()
    match = Match.start(create_game("hamlet"), 12, 0)
    for _ in range(5):
        match, _events = match.apply(match.current.legal_actions()[0])
    SavedMatch(home / FILES["save"][0]).save(Keeper.document(match, SEATS, False))


# --- the kinds of damage ------------------------------------------------------------------------------------


def replace(data: bytes) -> Callable[[Path], None]:
    def apply(path: Path) -> None:
        path.write_bytes(data)

    return apply


def truncated(path: Path) -> None:
    raw = path.read_bytes()
    path.write_bytes(raw[: len(raw) // 3])


def folder(path: Path) -> None:
    path.unlink()
    path.mkdir()
    (path / "something").write_text("kept")


def loop(path: Path) -> None:
    path.unlink()
    os.symlink(path.name, path)  # a link to itself


def json_edit(change: Callable[[dict[str, object]], dict[str, object]]) -> Callable[[Path], None]:
    def apply(path: Path) -> None:
        path.write_text(json.dumps(change(json.loads(path.read_text()))))

    return apply


def sql(*statements: str) -> Callable[[Path], None]:
    def apply(path: Path) -> None:
        db = sqlite3.connect(path)
        for statement in statements:
            db.execute(statement)
        db.commit()
        db.close()

    return apply


def without_column(table: str, column: str) -> Callable[[Path], None]:
    def apply(path: Path) -> None:
        db = sqlite3.connect(path)
        kept = ", ".join(row[1] for row in db.execute(f"PRAGMA table_info({table})") if row[1] != column)
        db.close()
        sql(f"CREATE TABLE kept AS SELECT {kept} FROM {table}", f"DROP TABLE {table}",
            f"ALTER TABLE kept RENAME TO {table}")(path)  # fmt: skip

    return apply


def foreign_database(path: Path) -> None:
    path.unlink()
    sql("CREATE TABLE photos (id INTEGER, caption TEXT)", "INSERT INTO photos VALUES (1, 'a cat')")(path)


@dataclass(frozen=True)
class Damage:
    name: str
    apply: Callable[[Path], None] | None  # what is done to the file (None: a condition of the folder or the file)
    condition: str | None = None  # "read_only" / "unreadable" / "full" folder, or "unreadable_file"
    damaged: bool = True  # set aside; otherwise left exactly where it is
    told_at_start: bool = True


GARBAGE = random.Random(5).randbytes(5000)
TEXT = b"this is not what the program wrote\n" * 40
COMMON = [
    Damage("truncated", truncated),
    Damage("garbage", replace(GARBAGE)),
    Damage("a folder in its place", folder),
    Damage("a symbolic link loop", loop),
    Damage("unreadable", None, "unreadable_file", damaged=False),
    Damage("an unreadable folder", None, "unreadable", damaged=False),
]
CASES: list[tuple[str, Damage]] = []
for file in FILES:
    CASES += [(file, damage) for damage in COMMON]
CASES += [
    ("preferences", Damage("not JSON", replace(TEXT))),
    ("preferences", Damage("another format", replace(b'{"hello": 1}'))),
    ("preferences", Damage("a newer version", json_edit(lambda data: data | {"version": 99}))),
    ("preferences", Damage("a read-only folder", None, "read_only", damaged=False, told_at_start=False)),
    ("preferences", Damage("a full disk", None, "full", damaged=False, told_at_start=False)),
    ("save", Damage("not JSON", replace(TEXT))),
    ("save", Damage("another format", replace(json.dumps({"format": FORMAT, "version": 1}).encode()))),
    ("save", Damage("a newer version", json_edit(lambda data: data | {"format": "parlett-match/2"}))),
    ("save", Damage("a read-only folder", None, "read_only", damaged=False, told_at_start=False)),
    ("save", Damage("a full disk", None, "full", damaged=False, told_at_start=False)),
    ("history", Damage("not a database", replace(TEXT))),
    ("history", Damage("another program's database", foreign_database)),
    ("history", Damage("a newer version", sql(f"PRAGMA user_version = {SCHEMA_VERSION + 1}"))),
    ("history", Damage("a missing table", sql("DROP TABLE deals"))),
    ("history", Damage("a missing column", without_column("matches", "winners"))),
    ("history", Damage("a read-only folder", None, "read_only", damaged=False)),
    ("history", Damage("a full disk", None, "full", damaged=False)),
]


def about_files(text: str) -> bool:
    """Whether the table is saying something about the player's files (the rest is about the game)."""
    return text.startswith(("Your preferences", "Your game history", "Your saved match", "Your match", "Your finished"))


def one_sentence(text: str) -> bool:
    return text.endswith(".") and re.search(r"[.!?]\s+[A-Z]", text) is None


# --- one start of the program -------------------------------------------------------------------------------


def start_program(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> tuple[list[str], list[str]]:
    """Start as ``ui/app.py`` does, continue the saved match if offered, play a few moves, close: (notices shown
    at start, what the table said while playing)."""
    stored = open_storage(alone=True)
    window = MainWindow(InlineThinker(), stored.preferences, stored.preferences_file, stored.keeper)
    qtbot.addWidget(window)
    window.set_timings(Timings("off"))
    told: list[str] = []
    shown: list[str] = []
    monkeypatch.setattr(
        window, "tell", lambda text, refusal=False, lifetime=None: told.append(text) if about_files(text) else None
    )
    monkeypatch.setattr(window, "offer_resume", lambda document, new_game: window.resume(document))
    monkeypatch.setattr(style, "warn", lambda parent, title, text: shown.append(text))
    window.show()
    app.begin(window, stored.keeper, stored.saved, stored.notices)
    controller = window.controller
    assert controller.match is not None  # the program came up, with a deal on the table
    events = QCoreApplication.instance()
    assert events is not None
    for move in range(4):
        for _ in range(10_000):
            if controller.stage is Stage.HUMAN:
                break
            events.processEvents()
        assert controller.stage is Stage.HUMAN
        if move < 3:
            controller.act(controller.view().legal_actions[0])
    window.close()  # at the player's turn, when nothing is under way that could outlive the window
    assert shown == (["\n\n".join(stored.notices)] if stored.notices else [])
    return stored.notices, told


def snapshot(folder: Path) -> dict[str, object]:
    """What is in a folder: each entry's bytes, or what kind of thing it is."""
    entries: dict[str, object] = {}
    for entry in folder.iterdir():
        if entry.is_symlink():
            entries[entry.name] = ("link", os.readlink(entry))
        elif entry.is_dir():
            entries[entry.name] = "folder"
        else:
            entries[entry.name] = entry.read_bytes()
    return entries


@pytest.mark.parametrize(("file", "damage"), CASES, ids=[f"{file}: {damage.name}" for file, damage in CASES])
def test_a_damaged_file_is_set_aside_and_one_out_of_reach_is_left_alone(
    file: str, damage: Damage, private_home: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    good_files(private_home)
    relative, named = FILES[file]
    path = private_home / relative
    if damage.apply is not None:
        damage.apply(path)
    before = snapshot(path.parent)[path.name]
    disk = Disk(monkeypatch)
    conditions = {
        "read_only": disk.read_only_folders, "unreadable": disk.unreadable_folders, "full": disk.full_folders,
        "unreadable_file": disk.unreadable_files,
    }  # fmt: skip
    if damage.condition is not None:
        conditions[damage.condition].append(path if damage.condition == "unreadable_file" else path.parent)
    with recorded_errors() as errors:
        for start in (1, 2):
            notices, told = start_program(qtbot, monkeypatch)
            assert all(one_sentence(text) for text in notices + told), notices + told
            assert len(told) == len(set(told))  # a problem is told once, not at every move
            about = [text for text in notices if text.startswith(named)]
            if damage.damaged:
                assert len(about) == (1 if start == 1 else 0), (start, notices)
            else:
                assert len(about) == (1 if damage.told_at_start else 0), (start, notices)
            here = snapshot(path.parent)
            aside = [name for name in here if name.startswith(path.name + ".broken-")]
            if damage.damaged:  # set aside once, unchanged; nothing set aside at the second start
                assert len(aside) == 1 and here[aside[0]] == before, here.keys()
            else:  # left exactly where it is
                assert aside == [] and here[path.name] == before
    assert errors == []
