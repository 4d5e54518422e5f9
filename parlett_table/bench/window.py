"""The window's measurements, each run in a child process by ``bench.py`` and printing one line of JSON.

They drive the real window offscreen: computer players in their worker,
animations at their real speed, the player's seat played by a quick bot.
"""

from __future__ import annotations

import itertools
import json
import random
import sys
import time
from collections.abc import Callable

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget

from ..engine import GAMES, create_game
from ..ui.window.firstpaint import FirstPaint, quit_application

GAME_CYCLE = (("hoodwink", 3), ("whoswho", 3), ("hamlet", 3), ("crescendo", 4), ("crescendo", 5), ("crescendo", 2))


def _report(values: dict[str, object]) -> None:
    print(json.dumps(values), flush=True)


def _window(thinker: object, speed: str):  # type: ignore[no-untyped-def]
    from ..storage.preferences import Preferences
    from ..ui.window.main_window import MainWindow

    prefs = Preferences(animation_speed=speed, trick_pause="short", tours_done=tuple(GAMES))
    window = MainWindow(thinker, prefs)  # type: ignore[arg-type]
    window.resize(1280, 800)
    window.show()
    return window


def _keep_playing(  # type: ignore[no-untyped-def]
    window, bot: Callable[[], None], next_game_each_deal: bool = True, level: str = "expert"
) -> Callable[[], None]:
    """Play the player's seat with ``bot`` and keep dealing; the function that starts the next game's match.

    After each deal comes a deal of the next game (so every game comes round), or with
    ``next_game_each_deal`` off, the next deal of the same match (a new match when it ends).
    """
    from ..play.controller import Stage

    games = iter(GAME_CYCLE * 1000)
    numbers = random.Random(5)
    current: list[tuple[str, int]] = []

    def start(game: tuple[str, int]) -> None:
        game_id, players = game
        window.start_match(create_game(game_id, players), numbers.randrange(1, 10**6), [level] * (players - 1))

    def next_game() -> None:
        current[:] = [next(games)]
        start(current[0])

    def on_stage(stage: Stage) -> None:
        if stage is Stage.HUMAN:
            QTimer.singleShot(150, bot)
        elif stage is Stage.DEAL_OVER:
            QTimer.singleShot(300, next_game if next_game_each_deal else window.controller.next_deal)
        elif stage is Stage.MATCH_OVER:
            QTimer.singleShot(300, next_game if next_game_each_deal else lambda: start(current[0]))

    window.controller.stage_changed.connect(on_stage)
    next_game()
    return next_game


def frame_gaps(kind: str, seconds: float) -> None:
    """Ticks of a 16 ms timer on the window's thread while the game runs; the gaps between them."""
    from ..ai.worker import WorkerThinker
    from ..play.controller import Stage

    app = QApplication.instance() or QApplication([])
    thinker = WorkerThinker(threads=kind == "thread")
    thinker.warm_up()
    window = _window(thinker, "normal")
    decisions = [0]
    window.controller.thinking.connect(lambda seat: decisions.__setitem__(0, decisions[0] + 1))
    rng = random.Random(7)

    def bot() -> None:
        if window.controller.stage is Stage.HUMAN:
            actions = window.controller.view().legal_actions
            window.controller.act(actions[int(rng.random() * len(actions))])

    _keep_playing(window, bot)
    ticks: list[float] = []
    timer = QTimer()
    timer.setTimerType(Qt.TimerType.PreciseTimer)
    timer.setInterval(16)
    timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
    QTimer.singleShot(1500, timer.start)  # after start-up and the first deal's set-up
    QTimer.singleShot(int(1500 + seconds * 1000), app.quit)
    app.exec()
    gaps = sorted((b - a) * 1000 for a, b in itertools.pairwise(ticks))
    window.controller.shutdown()
    _report({
        "max_gap_ms": gaps[-1] if gaps else 0.0,
        "p99_ms": gaps[int(0.99 * (len(gaps) - 1))] if gaps else 0.0,
        "late": sum(1 for gap in gaps if gap > 33.0),
        "ticks": len(ticks),
        "decisions": decisions[0],
    })  # fmt: skip


def empty_window() -> None:
    """The yardstick for start-up: Qt started and an empty window painted."""
    app = QApplication.instance() or QApplication([])
    widget = QWidget()
    widget.resize(1280, 800)
    quitter = FirstPaint(quit_application)
    widget.installEventFilter(quitter)
    widget.show()
    app.exec()
    _report({"painted_at": quitter.painted_at})


def first_table() -> None:
    """The program's own start-up (preferences, history, worker, window, a fresh deal): when the window was first
    painted (its bare felt) and when it first showed a table with a deal on it."""
    from ..ui.app import launch

    launched = launch()
    assert not isinstance(launched, int), "another start of the program holds the data folder"
    window = launched.session.window
    # Measured from outside: each filter notes the time of the paint it waits for, whichever filter hears it first.
    on_screen = FirstPaint(lambda: None, parent=window)
    bare_table = window.centralWidget()
    assert bare_table is not None
    bare_table.installEventFilter(on_screen)
    dealt = window.after_first_deal_painted(quit_application)
    launched.run()
    _report({"window_at": on_screen.painted_at, "painted_at": dealt.painted_at})


def demo_memory(deals: int) -> None:
    """Peak memory of the window's process after ``deals`` demo deals (and of its worker process)."""
    import resource  # POSIX only, like this measurement

    from ..ui.app import Demo, run

    status = run(Demo(create_game("hoodwink"), deals, "off", 11, quit=True))
    scale = 1024 * 1024 if sys.platform == "darwin" else 1024  # ru_maxrss is bytes on macOS, KiB on Linux
    _report({
        "status": status,
        "window_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / scale,
        "worker_mb": resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / scale,
    })  # fmt: skip


def statistics_window() -> None:
    """Statistics over the history in PARLETT_TABLE_HOME: opened and painted, then each game filter switched.

    The history is opened first, untimed, as the table has it open before the player asks for Statistics.
    """
    from PySide6.QtCore import QEvent, QObject

    from ..storage.history import History
    from ..storage.stats import StatsQuery
    from ..ui.stats.stats_window import StatsDialog

    app = QApplication.instance() or QApplication([])
    history = History()

    class Painted(QObject):
        """Notes when each watched widget was last painted."""

        def __init__(self) -> None:
            super().__init__()
            self.at: dict[QObject, float] = {}

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.Paint:
                self.at[watched] = time.perf_counter()
            return False

    def until_painted(watched: list[QWidget], since: float) -> float:
        """Milliseconds from ``since`` until every watched widget has been painted after it."""
        deadline = time.perf_counter() + 60
        while any(painted.at.get(widget, 0.0) < since for widget in watched) and time.perf_counter() < deadline:
            app.processEvents()
        return (max(painted.at.get(widget, 0.0) for widget in watched) - since) * 1000

    painted = Painted()
    opened: list[float] = []
    switches: dict[str, float] = {}  # the slowest of the three openings, for each game
    for _ in range(3):
        start = time.perf_counter()
        dialog = StatsDialog(StatsQuery(history))
        dialog.resize(1000, 720)
        watched = [dialog.score_chart, dialog.match_list.viewport()]
        for widget in watched:
            widget.installEventFilter(painted)
        dialog.show()
        opened.append(until_painted(watched, start))
        for game in (*GAMES, None):  # each game a first time, then back to all games (read when it opened)
            start = time.perf_counter()
            dialog.game_buttons[game].click()
            took = until_painted(watched, start)
            switches[game or "back to all"] = max(took, switches.get(game or "back to all", 0.0))
        dialog.close()
        dialog.deleteLater()
        app.processEvents()
    _report({"opened_ms": opened, "switched_ms": switches})
