"""The table's clock (``play/clock.py``): the stepped one the tests move does what Qt's timers and animations do,
in the clock's own time."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QObject, QParallelAnimationGroup, QPauseAnimation, QVariantAnimation
from pytestqt.qtbot import QtBot

from parlett_table.play.clock import Clock, SteppedClock


def test_timed_calls_come_in_the_order_they_fall_due_and_not_before(qapp: object) -> None:
    clock, heard = SteppedClock(), []
    clock.later(50, lambda: heard.append(("fifty", clock.time_ms)))
    clock.later(30, lambda: heard.append(("thirty", clock.time_ms)))
    clock.advance(29)
    assert heard == [] and clock.pending
    clock.advance(100)
    assert heard == [("thirty", 30), ("fifty", 50)] and clock.time_ms == 129 and not clock.pending


def test_a_call_whose_owner_is_gone_is_not_made(qapp: object) -> None:
    from shiboken6 import Shiboken

    clock, heard, owner = SteppedClock(), [], QObject()
    clock.later(10, lambda: heard.append("late"), owner)
    Shiboken.delete(owner)
    clock.advance(20)
    assert heard == []


def test_a_call_after_no_time_is_the_event_loops_next_turn(qtbot: QtBot) -> None:
    clock, heard = SteppedClock(), []
    clock.later(0, lambda: heard.append("now"))
    assert heard == [] and not clock.pending
    clock.run_for(0)  # one turn of the event loop, no time at all
    assert heard == ["now"]


def test_animations_are_stepped_to_the_clocks_time_and_finish_at_their_end(qapp: object) -> None:
    clock, finished = SteppedClock(), []
    animation = QVariantAnimation()
    animation.setStartValue(0.0)
    animation.setEndValue(100.0)
    animation.setDuration(200)
    animation.finished.connect(lambda: finished.append(clock.time_ms))
    clock.run(animation)
    assert animation.state() == animation.State.Paused and animation.currentTime() == 0
    clock.advance(50)
    assert animation.currentTime() == 50 and animation.currentValue() == pytest.approx(25.0)
    clock.advance(150)
    assert finished == [200] and animation.state() == animation.State.Stopped and not clock.pending


def test_a_group_and_an_animation_of_no_length(qapp: object) -> None:
    clock, heard = SteppedClock(), []
    empty = QPauseAnimation(0)
    empty.finished.connect(lambda: heard.append("empty"))
    clock.run(empty)
    assert heard == ["empty"] and not clock.pending
    group = QParallelAnimationGroup()
    group.addAnimation(QPauseAnimation(40))
    group.addAnimation(QPauseAnimation(90))
    group.finished.connect(lambda: heard.append("group"))
    clock.run(group)
    clock.run_until(lambda: "group" in heard, 1_000)
    assert 90 <= clock.time_ms < 90 + SteppedClock.STEP_MS


def test_run_until_gives_up_after_the_clocks_budget(qapp: object) -> None:
    clock = SteppedClock()
    with pytest.raises(TimeoutError):
        clock.run_until(lambda: False, 160)
    assert clock.time_ms == 160


def test_the_real_clock_is_qts(qtbot: QtBot) -> None:
    clock, heard = Clock(), []
    clock.later(1, lambda: heard.append("timer"))
    animation = QPauseAnimation(1)
    clock.run(animation)
    assert animation.state() == animation.State.Running
    qtbot.waitUntil(lambda: heard == ["timer"] and animation.state() == animation.State.Stopped, timeout=5_000)
    assert clock.seconds() > 0
