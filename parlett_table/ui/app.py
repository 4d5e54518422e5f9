"""Starting the window: the application, preferences, the worker for computer players, and errors.

A player never sees a traceback: an unexpected error is written to the log
in the data folder and reported in one sentence on the table, and the
program carries on.  In a demo run with ``--quit`` any such error makes the
exit status 1, so checks notice it.
"""

from __future__ import annotations

import contextlib
import os
import sys
import traceback
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from .. import logbook
from ..ai.deferred import DeferredThinker
from ..desktop import APP_ID
from ..engine import Game, MatchDocument
from ..resources import asset_path
from ..storage.keeper import Keeper
from ..storage.paths import data_dir
from ..storage.preferences import PreferencesFile
from ..timings import Timings
from .firstpaint import FirstPaint, quit_application
from .quit_signals import QuitOnSignal
from .window import MainWindow

FIRST_PAINT_QUITS = False  # set by the start-up benchmark: quit as soon as the first table is painted
first_paint: FirstPaint | None = None  # and when that was


@dataclass(frozen=True)
class Demo:
    game: Game
    deals: int
    speed: str
    seed: int
    quit: bool


class ErrorReporter:
    """``sys.excepthook`` for the window: log the traceback, tell the player in a sentence, go on."""

    def __init__(self, window: MainWindow | None = None, log_path: Path | None = None) -> None:
        self.window = window
        self.log_path = log_path  # None: the log goes to standard error
        self.count = 0

    def __call__(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        self.count += 1
        text = "".join(traceback.format_exception(kind, error, trace))
        logbook.log.error(text.rstrip("\n"))
        where = str(self.log_path) if self.log_path is not None else "the standard error output"
        if os.environ.get("PARLETT_TABLE_DEBUG") and sys.stderr is not None:
            sys.stderr.write(text)
        if self.window is not None:
            self.window.tell(f"Something went wrong ({kind.__name__}); details are in {where}.", refusal=True)


def start_log() -> Path | None:
    """The log and crash dumps into the data folder (standard error if it cannot be used); the log file."""
    try:
        folder: Path | None = data_dir()
    except OSError:
        folder = None
    return logbook.start(folder)


def begin(window: MainWindow, keeper: Keeper, saved: MatchDocument | None, notices: list[str]) -> None:
    """The first thing the player sees: what had to be set aside, then the saved match or a fresh deal."""
    if window.closed:  # before it began (SIGTERM at start-up)
        return
    if notices:
        QMessageBox.warning(window, "Parlett Table", "\n\n".join(notices))
        if window.closed:  # while the notice was shown
            return
    resumable = saved is not None and not saved.match.is_over and any(s["player"] == "human" for s in saved.seats)
    if saved is not None and resumable and window.offer_resume(saved):
        window.resume(saved)
        return
    if window.closed:  # while the question was asked (SIGTERM): the save stays for next time
        return
    if saved is not None:
        keeper.abandon()
    window.quick_start()


def run(demo: Demo | None = None) -> int:
    """Open the window and run until it closes; the exit status."""
    QApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Parlett Table")
    app.setApplicationDisplayName("Parlett Table")
    app.setDesktopFileName(APP_ID)  # so desktops match the window to its menu entry and icon
    with contextlib.suppress(FileNotFoundError):  # a missing icon is no reason not to play
        app.setWindowIcon(QIcon(str(asset_path("icons", "parlett-table.svg"))))
    reporter = ErrorReporter(log_path=start_log())
    sys.excepthook = reporter
    preferences_file = PreferencesFile()
    preferences, notice = preferences_file.load()
    keeper = Keeper()
    saved, saved_notice = keeper.saves.load()
    notices = [text for text in (notice, keeper.history.notice, saved_notice) if text]
    thinker = DeferredThinker()
    window = MainWindow(thinker, preferences, preferences_file, keeper)
    reporter.window = window
    quit_on_signal = QuitOnSignal(window.close)  # SIGTERM and SIGINT: as Quit, the match kept
    # The worker starts once the table is on screen: the window does not wait for it.
    worker_start = FirstPaint(thinker.start)
    window.view.viewport().installEventFilter(worker_start)
    if FIRST_PAINT_QUITS:
        global first_paint
        first_paint = FirstPaint(quit_application, lambda: window.controller.match is not None)
        window.view.viewport().installEventFilter(first_paint)
    window.show()
    if demo is not None:
        # The demo's speed is for this run only: the player's preference stays as it is.
        window.set_timings(Timings(demo.speed, "normal"))
        window.start_demo(demo.game, demo.deals, demo.seed)
        if demo.quit:
            window.controller.demo_finished.connect(window.close)
    else:
        QTimer.singleShot(0, lambda: begin(window, keeper, saved, notices))
    status = app.exec()
    quit_on_signal.uninstall()
    thinker.close()
    if demo is not None and demo.quit and reporter.count:
        return 1
    return status
