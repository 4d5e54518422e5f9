"""The table's clock: every timed call and every animation of the table goes through one, handed in from the
composition root.  The program runs on ``Clock`` (Qt's timers and animations, on the wall clock); the tests hand
in a ``SteppedClock`` and move its time themselves, so no test waits for time to pass."""

from __future__ import annotations

import heapq
import itertools
import time
from collections.abc import Callable

from PySide6.QtCore import QAbstractAnimation, QCoreApplication, QEvent, QObject, QTimer
from shiboken6 import Shiboken


def _handle_events() -> None:
    """What a turn of the event loop does: the events waiting handled, and the objects handed to ``deleteLater``
    deleted (which ``processEvents`` alone leaves to the event loop)."""
    app = QCoreApplication.instance()
    if app is not None:
        app.processEvents()
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


class Clock:
    """Qt's wall clock: timed calls on ``QTimer``, animations run by Qt."""

    def seconds(self) -> float:
        """The time in seconds, from some start: only differences mean anything."""
        return time.perf_counter()

    def later(self, ms: int, call: Callable[[], object], owner: QObject | None = None) -> None:
        """``call`` once after ``ms`` milliseconds, unless ``owner`` is gone by then."""
        if owner is None:
            QTimer.singleShot(ms, call)
        else:
            QTimer.singleShot(ms, owner, call)

    def run(self, animation: QAbstractAnimation) -> None:
        """Start ``animation``."""
        animation.start()


class SteppedClock(Clock):
    """A clock whose time moves only when it is told to (``advance``, ``run_until``): the tests' clock.

    Timed calls wait in the order they fall due; animations are started, paused at once and stepped to the
    clock's time (stepped to their end, they stop and send ``finished`` as they would on their own)."""

    STEP_MS = 16  # one frame

    def __init__(self) -> None:
        self.time_ms = 0  # milliseconds since the clock was made
        self._calls: list[tuple[int, int, Callable[[], object], QObject | None]] = []
        self._order = itertools.count()
        self._animations: list[tuple[QAbstractAnimation, int]] = []  # each with the time it was started

    def later(self, ms: int, call: Callable[[], object], owner: QObject | None = None) -> None:
        """A call after no time at all is the event loop's next turn, as on Qt's clock (``processEvents``
        makes it); any later one waits for the clock to be moved on."""
        if ms <= 0:
            super().later(0, call, owner)
            return
        heapq.heappush(self._calls, (self.time_ms + ms, next(self._order), call, owner))

    def run(self, animation: QAbstractAnimation) -> None:
        self._animations = [(other, started) for other, started in self._animations if other is not animation]
        animation.start()
        if animation.state() == QAbstractAnimation.State.Running:  # an animation of no length has already ended
            animation.pause()
            self._animations.append((animation, self.time_ms))

    def seconds(self) -> float:
        return self.time_ms / 1000

    @property
    def pending(self) -> bool:
        """Something waits for time to pass: a timed call, or an animation not yet at its end."""
        self._forget_stopped()
        return bool(self._calls or self._animations)

    def advance(self, ms: int) -> None:
        """Time moves on by ``ms``: the calls falling due in it are made in their order, with the animations
        stepped to each one's time, and then to the end of it."""
        end = self.time_ms + ms
        while self._calls and self._calls[0][0] <= end:
            due, _, call, owner = heapq.heappop(self._calls)
            self.time_ms = max(self.time_ms, due)
            self._step_animations()
            if owner is None or Shiboken.isValid(owner):
                call()
        self.time_ms = end
        self._step_animations()

    def run_until(self, condition: Callable[[], bool], most_ms: int = 60_000) -> None:
        """Time moves on a frame at a time, with Qt's events handled after each, until ``condition`` holds;
        ``TimeoutError`` once ``most_ms`` of the clock's time has gone by without it."""
        spent = 0
        while True:
            _handle_events()
            if condition():
                return
            if spent >= most_ms:
                raise TimeoutError(f"not there after {most_ms} ms of the stepped clock")
            self.advance(self.STEP_MS)
            spent += self.STEP_MS

    def run_for(self, ms: int) -> None:
        """Time moves on by ``ms``, a frame at a time, with Qt's events handled after each frame."""
        spent = 0
        while spent < ms:
            _handle_events()
            step = min(self.STEP_MS, ms - spent)
            self.advance(step)
            spent += step
        _handle_events()

    def _step_animations(self) -> None:
        for animation, started in list(self._animations):
            if Shiboken.isValid(animation) and animation.state() == QAbstractAnimation.State.Paused:
                animation.setCurrentTime(self.time_ms - started)
        self._forget_stopped()

    def _forget_stopped(self) -> None:
        self._animations = [
            (animation, started) for animation, started in self._animations
            if Shiboken.isValid(animation) and animation.state() != QAbstractAnimation.State.Stopped
        ]  # fmt: skip
