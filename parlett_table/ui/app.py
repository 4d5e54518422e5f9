"""Starting the window: the application, preferences, the worker for computer players, and errors.

A player never sees a traceback: an unexpected error is written to the log
in the data folder and reported in one sentence on the table, and the
program carries on.  In a demo run with ``--quit`` any such error makes the
exit status 1, so checks notice it.
"""

from __future__ import annotations

import contextlib
import functools
import os
import sys
import traceback
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Qt, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QWidget

from .. import APP_ID
from ..engine import Card, Game, MatchDocument, language
from ..engine.language import translate
from ..i18n import install_in_worker, install_language
from ..kept.notices import worded
from ..play.clock import Clock
from ..play.timings import Timings
from ..storage.paths import data_dir
from ..storage.startup import PreferencesRead, open_storage, read_preferences, resumable
from ..system import logbook
from ..system.resources import asset_path
from .look.schemes import follow_colour_scheme
from .process import early_quit
from .process.instance import SingleInstance
from .process.open_file import FileOpenEvents, open_or_begin
from .window.firstpaint import FirstPaint
from .window.main_window import MainWindow

if TYPE_CHECKING:
    from ..play.collaborators import Thinker
    from ..storage.keeper import Keeper
    from .process.quit_signals import QuitOnSignal

@dataclass(frozen=True)
class Demo:
    game: Game
    deals: int
    speed: str
    seed: int
    quit: bool


class ErrorReporter:
    """``sys.excepthook`` for the window: log the traceback, tell the player in a sentence (``ui/error_notice.py``:
    what did not work and what to do, in front of every window), go on."""

    def __init__(self, window: MainWindow | None = None, log_path: Path | None = None) -> None:
        self.window = window
        self.log_path = log_path  # None: the log goes to standard error
        self.count = 0

    def __call__(self, kind: type[BaseException], error: BaseException, trace: TracebackType | None) -> None:
        self.count += 1
        text = "".join(traceback.format_exception(kind, error, trace))
        logbook.log.error(text.rstrip("\n"))
        if os.environ.get("PARLETT_TABLE_DEBUG") and sys.stderr is not None:
            sys.stderr.write(text)
        if self.window is not None:  # a sentence in front of everything: what did not work and what to do
            from .dialogs.error_notice import command_of

            self.window.show_error_notice(command_of(error))


def start_log() -> Path | None:
    """The log and crash dumps into the data folder (standard error if it cannot be used); the log file."""
    try:
        folder: Path | None = data_dir()
    except OSError:
        folder = None
    return logbook.start(folder)


def begin(
    window: MainWindow, keeper: Keeper, saved: MatchDocument | None, notices: list[str], game: Game | None = None
) -> None:
    """The first thing the player sees: the saved match (offered, or simply set out again) or a fresh deal,
    then anything that had to be set aside, over the table.

    ``game`` is the game asked for on the command line, played when there is no saved match worth resuming.
    """
    if window.closed:  # before it began (SIGTERM at start-up)
        return
    if saved is None or not resumable(saved) or (game is not None and not player_has_moved(saved)):
        if saved is not None:
            keeper.abandon()
        window.quick_start(game)
    elif not player_has_moved(saved):  # nothing of the player's to lose or to ask about: the same deal again
        window.resume(saved)
    else:

        def start_afresh() -> None:
            keeper.abandon()
            window.quick_start(game)

        window.offer_resume(saved, start_afresh)
    if notices:
        from .look.style import warn  # the dialogs' look, loaded only when there is something to say

        warn(window, translate("App", "Parlett Table"), "\n\n".join(worded(notice) for notice in notices))


def player_has_moved(saved: MatchDocument) -> bool:
    """Whether the player has made a move in the saved match (computer players' moves alone do not count)."""
    humans = {seat for seat, info in enumerate(saved.seats) if info.is_human}
    return any(action.seat in humans for deal in saved.match.deals for action in deal.actions)


@dataclass
class Session:
    """A running program: its window, the worker for computer players and the error reporter."""

    window: MainWindow
    reporter: ErrorReporter
    thinker: Thinker | None = None  # set when the table is furnished
    signals: QuitOnSignal | None = None  # the quit signals close the window (from its frame on)
    file_events: FileOpenEvents | None = None  # records the desktop opens in the program (macOS)
    translators: list[Any] = field(default_factory=list)  # QTranslators: they work only while held


def run(demo: Demo | None = None, first_game: Game | None = None, record: str | None = None) -> int:
    """Open the window and run until it closes; the exit status.

    ``first_game`` (from ``--game``/``--players``) is the game of the first match unless a saved one is resumed;
    ``record`` (an absolute path, ``parlett-table FILE``) a deal record to open at the table instead.
    """
    launched = launch(demo, first_game, record)
    if isinstance(launched, int):
        return launched
    return launched.run()


@dataclass
class Launched:
    """A program started but not yet running its event loop (a measurement may watch its window first)."""

    app: QApplication
    session: Session
    instance: SingleInstance
    demo: Demo | None

    def run(self) -> int:
        """Run until the window closes, then end the worker and let go of the data folder; the exit status."""
        status = self.app.exec()
        session = self.session
        if session.signals is not None:
            session.signals.uninstall()
        if session.thinker is not None:
            session.thinker.close()
        self.instance.release()
        if self.demo is not None and self.demo.quit and session.reporter.count:
            return 1
        return status


def launch(demo: Demo | None = None, first_game: Game | None = None, record: str | None = None) -> Launched | int:
    """The application and the window, shown, up to the event loop; or the exit status when another start of
    the program on the same data folder takes over."""
    QApplication.setHighDpiScaleFactorRoundingPolicy(Qt.HighDpiScaleFactorRoundingPolicy.PassThrough)
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("Parlett Table")
    # QGuiApplication's settings are called on the class: instance() is typed as a QCoreApplication.
    QApplication.setApplicationDisplayName("Parlett Table")
    QApplication.setDesktopFileName(APP_ID)  # so desktops match the window to its menu entry and icon
    with contextlib.suppress(FileNotFoundError):  # a missing icon is no reason not to play
        QApplication.setWindowIcon(QIcon(str(asset_path("icons", "parlett-table.svg"))))
    follow_colour_scheme()
    if early_quit.asked():  # Ctrl+C, SIGTERM or SIGHUP while Qt was loading: nothing has begun
        return 0
    instance = SingleInstance(data_dir())  # a second start on the same data folder hands over and writes nothing
    if not instance.claim(record):
        return instance.exit_status
    if early_quit.asked():
        instance.release()
        return 0
    session = start(demo, first_game=first_game, alone=instance.alone, record=record)
    window = session.window
    # Later starts come to this window once it shows a deal (the network module loads then).
    window.after_first_deal_painted(lambda: instance.serve(window))
    return Launched(app, session, instance, demo)  # type: ignore[arg-type]


def start(
    demo: Demo | None = None,
    thinker: Thinker | None = None,
    first_game: Game | None = None,
    alone: bool = False,
    record: str | None = None,
    clock: Clock | None = None,
) -> Session:
    """Everything before the event loop: the preferences read and the window shown with the bare felt.

    At the felt's first paint the table is set (``set_the_table``): the player sees the window as soon as a bare
    Qt window would appear, and the rest of the program loads behind it.  ``thinker`` replaces the worker
    process (tests decide on the window's thread); ``alone``: this program holds the data folder's lock (see
    ``storage.startup``); ``record``: a deal record to open first; ``clock``: the table's clock (the tests
    step theirs; the program runs on Qt's).
    """
    reporter = ErrorReporter(log_path=start_log())
    sys.excepthook = reporter
    read = read_preferences(alone=alone)
    translators = install_player_language(read.preferences.language)
    window = MainWindow(preferences=read.preferences, preferences_file=read.file, furnished=False, clock=clock)
    bare_table = window.centralWidget()
    assert bare_table is not None
    session = Session(window, reporter, translators=translators)
    listen_for_signals(session)  # from the frame on, a quit signal closes the window as Quit does
    application = QApplication.instance()
    # Only macOS opens records by event (elsewhere the desktop names them on the command line). Anywhere else
    # the application-wide filter would only cost: PySide6 converts every event of every object it sees, and
    # made most of Qt's Python enums on the way (30 ms before the first paint).
    if application is not None and sys.platform == "darwin":
        session.file_events = FileOpenEvents(application, holder=window)  # records wait for the table

    def set_table() -> None:
        if not window.closed:  # closed before its first paint (SIGTERM at start-up)
            set_the_table(session, read, demo, thinker, first_game, alone, record)

    # Held by the window: start() returns before that paint, and a filter nobody held would be collected.
    bare_table.installEventFilter(FirstPaint(set_table, parent=window))
    window.show()
    window.activateWindow()  # window managers do this; without one (a bare X server) the keys would go nowhere
    return session


def set_the_table(
    session: Session,
    read: PreferencesRead,
    demo: Demo | None,
    thinker: Thinker | None,
    first_game: Game | None,
    alone: bool,
    record: str | None,
) -> None:
    """The window painted: the history and the saved match read, the table furnished, and the first deal (or
    the saved match, the record, the demo) on its way."""
    from ..ai.deferred import DeferredThinker

    window = session.window
    stored = open_storage(alone=alone, read=read)
    worker_language = functools.partial(install_in_worker, language.catalogues()) if language.catalogues() else None
    deferred = DeferredThinker(setup=worker_language) if thinker is None else None
    session.thinker = thinker or deferred
    window.furnish(session.thinker, stored.keeper)
    window.controller.keeping.follow()  # finished deals of an earlier sitting still waiting for the history
    window.controller.coach.enabled = deferred is not None  # the coach's analysis runs in the worker process only
    from ..storage.practice import PracticeFile

    window.practice_book = PracticeFile()  # the mistakes kept to practise (read when first asked for)
    wire_coach(window)
    session.reporter.window = window

    def after_table_painted() -> None:
        window.sound.start()  # QtMultimedia and the sound files: after the paint, so they cost no start-up
        if deferred is not None:  # the table does not wait for the worker
            deferred.start()

    window.after_first_deal_painted(after_table_painted)
    if demo is not None:
        if session.file_events is not None:
            session.file_events.deliver_to(window)  # a demo opens no record, and from now on they open at once
        # The demo's speed is for this run only: the player's preference stays as it is.
        window.set_timings(Timings(demo.speed, "normal"))
        window.start_demo(demo.game, demo.deals, demo.seed)
        if demo.quit:
            window.controller.demo_finished.connect(window.close)
    else:
        keep = stored.saved is not None and resumable(stored.saved) and player_has_moved(stored.saved)

        def first_table() -> None:
            waiting = session.file_events.deliver_to(window) if session.file_events is not None else None
            open_or_begin(window, record or waiting,
                          lambda: begin(window, stored.keeper, stored.saved, stored.notices, first_game),
                          keep, stored.notices)  # fmt: skip
            window.friends.offer_return()  # the table with friends left open when the program closed

        QTimer.singleShot(0, first_table)  # in the next turn of the event loop: the table laid out at its size


def wire_coach(window: MainWindow) -> None:
    """The result panel offers "How did I play?" when the controller's coach looks at the deal, and opens the
    coach's dialog (loaded then: it costs the start-up nothing)."""
    controller, coach = window.controller, window.controller.coach

    def show() -> None:
        from .learning.coach_view import show_coach
        from .table.hand_order import hand_sort_key
        from .words.game_words import joker_title

        match = controller.match
        if match is None:
            return
        rules, high_first = match.game, window.scene.high_first

        def order(card: Card, trump: int) -> tuple[int, int]:  # the hand as the table sorts it
            return hand_sort_key(card, rules, trump, high_first)

        def review(action_index: int, over: QWidget) -> None:  # the deal just played, at that decision
            from .learning.review import trick_step

            window.review_deal(trick_step(match.current, action_index), over)

        def try_again(action_index: int, over: QWidget) -> None:  # that decision at the table again
            seat = controller.human_seat
            if seat is not None:
                window.try_again(match.current, seat, action_index, over)

        show_coach(window, window.names, coach.report, coach.reported, window.scene.art, joker_title(rules), rules.name,
                   order, review, try_again)  # fmt: skip

    window.result.coach.connect(show)  # offered while the coach looks (``TablePresenter.coach_offered``)
    coach.reported.connect(window.keep_mistakes)  # the player's clear mistakes kept to practise


def install_player_language(preference: str) -> list[Any]:
    """The Language preference (or the system's language) installed, before any window is made.

    Once per process: a second start in the same process (tests) keeps the language of the first.
    """
    app = QCoreApplication.instance()
    if app is None or language.catalogues():
        return []
    return install_language(app, preference)


def listen_for_signals(session: Session) -> None:
    """From now on SIGTERM, SIGINT and SIGHUP close the window as Quit does (once: a second call changes nothing)."""
    if session.signals is not None:
        return
    from .process.quit_signals import QuitOnSignal

    session.signals = QuitOnSignal(session.window.close, session.window)
