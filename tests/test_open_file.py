"""``parlett-table some.parlett``: the deal record opens at the table, in this program or the one already running;
macOS's QFileOpenEvent does the same; a record that cannot be played is said in a sentence and the program starts
as usual."""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from parlett_table import cli
from parlett_table.engine import Deal, create_game, deal_to_record
from parlett_table.ui.process.open_file import FileOpenEvents, open_or_begin


def record_file(folder: Path, name: str = "hamlet-4219.parlett") -> tuple[Path, Deal]:
    deal = Deal.start(create_game("hamlet", 3), 4219, 1)
    path = folder / name
    path.write_text(json.dumps(deal_to_record(deal)), encoding="utf-8")
    return path, deal


class Opener:
    def __init__(self, works: bool = True) -> None:
        self.opened: list[str | None] = []
        self.works = works

    def open_record(self, path: str | None = None) -> bool:
        self.opened.append(path)
        return self.works


def test_a_record_opens_at_the_table_in_place_of_the_usual_start(window: Any, tmp_path: Path) -> None:
    path, deal = record_file(tmp_path)
    begun: list[bool] = []
    open_or_begin(window, str(path), lambda: begun.append(True))
    assert not begun
    match = window.controller.match
    assert match.game.id == "hamlet" and match.deals[0].seed == 4219 and window.controller.practice
    assert [match.deals[0].dealt_hand(seat) for seat in range(3)] == [deal.dealt_hand(seat) for seat in range(3)]


def test_a_record_that_cannot_be_played_is_said_and_the_program_starts_as_usual(
    window: Any, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from parlett_table.ui.look import style

    said: list[str] = []
    monkeypatch.setattr(style, "warn", lambda parent, title, text, *more: said.append(text))
    broken = tmp_path / "broken.parlett"
    broken.write_text('{"format": "parlett-deal", "version": 1', encoding="utf-8")
    for path in (broken, tmp_path / "missing.parlett"):
        begun: list[bool] = []
        open_or_begin(window, str(path), lambda begun=begun: begun.append(True))
        assert begun == [True]
    assert len(said) == 2 and all(text.startswith("That deal cannot be played:") for text in said)
    begun = []
    open_or_begin(Opener(), None, lambda: begun.append(True))
    assert begun == [True]


def test_with_a_match_in_progress_the_program_begins_and_then_the_window_asks_about_the_record(
    tmp_path: Path,
) -> None:
    opener, begun = Opener(), []
    path = str(tmp_path / "hamlet-4219.parlett")
    open_or_begin(opener, path, lambda: begun.append(not opener.opened), match_to_keep=True)
    assert begun == [True] and opener.opened == [path]  # the match set out first, then the record (which asks)


def test_what_was_set_aside_at_start_is_still_said_over_an_opened_record(monkeypatch: pytest.MonkeyPatch) -> None:
    from parlett_table.ui.look import style

    said: list[str] = []
    monkeypatch.setattr(style, "warn", lambda parent, title, text, *more: said.append(text))
    opener, begun = Opener(), []
    open_or_begin(opener, "/records/a.parlett", lambda: begun.append(True), notices=["One.", "Two."])
    assert opener.opened == ["/records/a.parlett"] and not begun and said == ["One.\n\nTwo."]


def test_a_file_open_event_opens_the_record(qapp: Any) -> None:
    from PySide6.QtGui import QFileOpenEvent
    from PySide6.QtWidgets import QApplication

    opener = Opener()
    events = FileOpenEvents(qapp, opener)
    try:
        QApplication.sendEvent(qapp, QFileOpenEvent("/Users/me/Downloads/hamlet-4219.parlett"))
        QApplication.sendEvent(qapp, QFileOpenEvent(""))  # a URL it does not handle: nothing to open
        assert opener.opened == ["/Users/me/Downloads/hamlet-4219.parlett"]
    finally:
        qapp.removeEventFilter(events)
        events.deleteLater()


def test_the_command_line_hands_the_window_the_records_absolute_path(monkeypatch: pytest.MonkeyPatch) -> None:
    from parlett_table.ui import app

    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    calls: list[dict[str, Any]] = []
    monkeypatch.setattr(app, "run", lambda **kwargs: calls.append(kwargs) or 0)
    assert cli.main(["--speed", "fast", "some deal.parlett"]) == 0
    assert calls == [{"first_game": None, "record": os.path.abspath("some deal.parlett")}]
    assert cli.main(["--", "-odd.json"]) == 0
    assert calls[-1]["record"] == os.path.abspath("-odd.json")


@pytest.mark.parametrize(
    ("argv", "words", "record"),
    [
        (["a.parlett"], [], "a.parlett"),
        (["--game", "hamlet"], ["--game", "hamlet"], None),
        (["--deals", "2", "a.json", "--speed", "off"], ["--deals", "2", "--speed", "off"], "a.json"),
        (["--deals=2", "a.json"], ["--deals=2"], "a.json"),
        (["replay", "a.parlett"], ["replay", "a.parlett"], None),
        (["--", "--odd.parlett"], [], "--odd.parlett"),
        ([], [], None),
        (["shuffle"], ["shuffle"], None),  # a mistyped command, which argparse explains
        (["records/shuffle"], [], "records/shuffle"),
    ],
)
def test_the_record_is_the_first_word_that_is_no_option_value_or_command(
    argv: list[str], words: list[str], record: str | None
) -> None:
    assert cli.split_record(cli.build_parser(), argv) == (words, record)


def test_a_record_with_a_demo_or_a_game_is_refused_in_a_sentence(capsys: pytest.CaptureFixture[str]) -> None:
    for argv in (["a.parlett", "--demo"], ["--game", "hamlet", "a.parlett"]):
        assert cli.main(argv) == cli.EXIT_USAGE
        assert capsys.readouterr().err == (
            "parlett-table: a.parlett: a deal record opens on its own (not with --demo or --game)\n"
        )
    assert cli.main(["a.parlett", "--install-desktop-entry"]) == cli.EXIT_USAGE
    assert "goes with no other command" in capsys.readouterr().err


@pytest.mark.skipif(sys.platform == "win32", reason="the test kills processes with POSIX signals")
def test_a_second_start_with_a_record_hands_it_to_the_first_window(
    private_home: Path, qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    from test_instance import first_window, kill, program

    first, window, _requests = first_window(qtbot)
    opened: list[str] = []
    monkeypatch.setattr(window, "open_record", lambda path: opened.append(path))
    second = program(private_home, "relative deal.parlett")
    try:
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=60_000)
    finally:
        kill(second)
    assert second.returncode == 0
    qtbot.waitUntil(lambda: bool(opened), timeout=10_000)
    assert opened == [os.path.abspath("relative deal.parlett")]  # the child's working folder is this one
    first.release()
    window.controller.shutdown()


@pytest.fixture
def program(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, no_running_animations: None
) -> Iterator[Callable[[str], Any]]:
    """The program started as ``run`` does with ``parlett-table RECORD`` (the test's event loop is used)."""
    from test_table import QUIET

    from parlett_table.play.collaborators import InlineThinker
    from parlett_table.storage.preferences import PreferencesFile
    from parlett_table.ui import app

    PreferencesFile().save(QUIET)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # start() installs the error reporter
    sessions: list[Any] = []

    def open_program(record: str) -> Any:
        session = app.start(thinker=InlineThinker(), record=record)
        window = session.window
        qtbot.addWidget(window)
        sessions.append(session)
        qtbot.waitUntil(lambda: window.furnished and window.controller.match is not None)
        return window

    yield open_program
    for session in sessions:
        if session.signals is not None:  # installed at the first paint: the next test's handlers must be its own
            session.signals.uninstall()
        window = session.window
        window.animator.stop()
        window.controller.shutdown()
        if window.keeper is not None:
            window.keeper.close()


def test_the_program_started_with_a_record_opens_it(program: Callable[[str], Any], tmp_path: Path) -> None:
    path, _ = record_file(tmp_path)
    window = program(str(path))
    assert window.controller.match.game.id == "hamlet" and window.controller.match.deals[0].seed == 4219


def test_the_program_started_with_a_record_asks_before_setting_a_match_in_progress_aside(
    program: Callable[[str], Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from test_resume import keep, saved_match
    from test_set_aside import answer

    match = saved_match("hoodwink", lambda m: len(m.current.tricks) >= 2 and m.current.to_move == 0)
    keep(match)
    path, _ = record_file(tmp_path)
    asked = answer(monkeypatch, "&Continue my match")
    window = program(str(path))
    assert len(asked) == 1 and "hamlet-4219.parlett" in asked[0]
    assert window.controller.match == match and window.resume_offer.isVisible()  # kept, and still offered
