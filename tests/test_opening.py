"""What opens: `--game` without `--demo` opens that game, and a demo's watched seat has a real name."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from test_table import QUIET, wait_turn

from parlett_table.cli import main
from parlett_table.engine import Game, Match, Seat, create_game
from parlett_table.play.clock import SteppedClock
from parlett_table.play.collaborators import InlineThinker
from parlett_table.storage.history import History
from parlett_table.storage.keeper import Keeper
from parlett_table.storage.saves import SavedMatch
from parlett_table.ui.window.main_window import MainWindow


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[dict[str, object]]:
    """The window's start-up, recorded instead of opened."""
    from parlett_table.ui import app

    calls: list[dict[str, object]] = []
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    monkeypatch.setattr(app, "run", lambda demo=None, first_game=None, record=None: calls.append(
        {"demo": demo, "first_game": first_game}) or 0)  # fmt: skip
    return calls


def test_game_without_demo_opens_that_game(started: list[dict[str, object]]) -> None:
    assert main(["--game", "hamlet"]) == 0
    assert started == [{"demo": None, "first_game": create_game("hamlet")}]
    assert main(["--game", "crescendo", "--players", "5"]) == 0
    assert started[-1]["first_game"] == create_game("crescendo", 5)
    assert main([]) == 0
    assert started[-1] == {"demo": None, "first_game": None}  # the last game played, as before


def test_players_that_do_not_fit_the_game_fail_with_one_line(
    started: list[dict[str, object]], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["--game", "hamlet", "--players", "4"]) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and "Hamlet is for 3 players, not 4" in err
    assert started == []


@pytest.fixture
def window(qtbot: QtBot, tmp_path: Path, no_running_animations: None) -> Iterator[MainWindow]:
    win = MainWindow(
        InlineThinker(), QUIET, keeper=Keeper(History(tmp_path / "h.sqlite3"), SavedMatch(tmp_path / "s.json")),
        clock=SteppedClock(),
    )
    qtbot.addWidget(win)
    win.show()
    yield win
    win.controller.shutdown()


def test_starting_with_a_game_opens_it_unless_a_saved_match_is_resumed(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    from parlett_table.ui import app

    assert window.keeper is not None
    app.begin(window, window.keeper, None, [], create_game("hamlet"))
    wait_turn(qtbot, window)
    assert window.controller.match is not None and window.controller.match.game == create_game("hamlet")
    match = Match.start(create_game("whoswho"), 3, 0)
    while not any(action.seat == 0 for action in match.current.actions):  # the player has made a move
        match, _ = match.apply(match.current.legal_actions()[0])
    seats = [
        Seat("You", "human"),
        Seat("Ada", "standard"),
        Seat("Ben", "standard"),
    ]
    monkeypatch.setattr(window, "offer_resume", lambda document, new_game: window.resume(document))
    app.begin(window, window.keeper, Keeper.document(match, seats, False), [], create_game("hamlet"))
    wait_turn(qtbot, window)
    assert window.controller.match.game == create_game("whoswho")  # the saved match goes on


def demo_names(window: MainWindow, game: Game) -> list[str]:
    window.start_demo(game, deals=1, seed=1)
    names = window.names
    window.controller.shutdown()
    return names


def test_the_demo_calls_the_watched_seat_by_a_name_from_the_preferences(window: MainWindow) -> None:
    assert demo_names(window, create_game("hoodwink")) == ["Cleo", "Ada", "Ben"]
    assert demo_names(window, create_game("crescendo", 4)) == ["Dev", "Ada", "Ben", "Cleo"]
    window.apply_preferences(window.preferences.with_changes(player_name="Zed"))
    assert demo_names(window, create_game("hamlet")) == ["Zed", "Ada", "Ben"]


def test_the_worker_starts_once_the_table_is_painted(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    """Through the program's own start-up: ``start`` returns before the first paint, and what waits for that
    paint must still be there when it comes (a filter nobody held was once collected, and no worker started
    until a computer player had to think)."""
    import gc

    from parlett_table.ai.deferred import DeferredThinker
    from parlett_table.ui import app

    started: list[bool] = []
    monkeypatch.setattr(DeferredThinker, "start", lambda self: started.append(True))
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # start() installs its reporter: put back afterwards
    session = app.start()
    qtbot.addWidget(session.window)
    gc.collect()
    qtbot.waitUntil(lambda: bool(started), timeout=5000)
    qtbot.waitUntil(lambda: session.signals is not None, timeout=5000)  # SIGTERM and SIGINT heard from then on
    session.signals.uninstall()
