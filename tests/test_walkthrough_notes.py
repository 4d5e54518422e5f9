"""The walkthrough says what is true of the game at the table, keeps its Next button still from note to note,
ends with Done, and covers nobody's cards."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRectF
from pytestqt.qtbot import QtBot
from test_table import active_window, take_turn, wait_turn

from parlett_table.engine import GAMES, create_game
from parlett_table.storage.preferences import Preferences
from parlett_table.ui.learning.tour import notes_for
from parlett_table.ui.window.main_window import MainWindow


@pytest.fixture
def first_timer(qtbot: QtBot, no_running_animations: None) -> Iterator[MainWindow]:
    yield from active_window(qtbot, Preferences(animation_speed="off"))


@pytest.mark.parametrize("game_id", list(GAMES))
def test_each_note_is_true_of_its_game(game_id: str) -> None:
    game = create_game(game_id)
    texts = [note.text for note in notes_for(game)]
    words = " ".join(texts)
    if not game.has_trumps:
        assert "trump once" not in words and "no trumps" in words
    if not game.has_proposals:
        assert not any(note.moment in ("propose", "shown") for note in notes_for(game))
    if game_id != "hoodwink":
        assert "in Hoodwink" not in words and "who partners whom" not in words
    if game_id == "crescendo":
        assert "role" not in words and "points in this deal" in words


def callout_next(window: MainWindow) -> QPoint:
    callout = window.callout
    assert callout is not None and callout.isVisible()
    return callout.next.mapTo(window, QPoint(0, 0))


def test_next_stays_put_through_a_moments_notes_and_the_last_note_says_done(
    qtbot: QtBot, first_timer: MainWindow
) -> None:
    window = first_timer
    window.start_match(create_game("crescendo", 4), seed=4, levels=["standard", "standard", "standard"])
    wait_turn(qtbot, window)
    callout = window.callout
    assert callout is not None
    places, counters = set(), []
    while callout.isVisible() and window.controller.stage.name == "HUMAN":
        places.add((callout_next(window).x(), callout_next(window).y(), callout.next.width()))
        counters.append(callout.counter.text())
        covered(window)
        callout.next.click()
    assert len(counters) == 5 and len(places) == 1, (counters, places)  # the five notes of the first turn
    rng = random.Random(2)
    while window.controller.stage.name == "HUMAN":  # the deal played on, each later note stepped past
        take_turn(qtbot, window, rng)
        wait_turn(qtbot, window)
        if callout.isVisible() and callout.next.text() != "Done":
            callout.next.click()
    assert callout.isVisible() and callout.next.text() == "Done" and callout.counter.text() == "7 of 7"


def covered(window: MainWindow) -> None:
    """The note covers no card: not the player's, not the others' (face down), not the trick's."""
    note = QRectF(window.callout.geometry())  # type: ignore[union-attr]
    scene = window.scene
    for hand in scene.piles.hands:
        for item in hand:
            rect = item.mapToScene(item.shape()).boundingRect()
            assert not note.intersects(rect), f"the note covers a card of seat {scene.piles.hands.index(hand)}"


def test_notes_leave_the_others_cards_uncovered_in_every_game(qtbot: QtBot, first_timer: MainWindow) -> None:
    for game_id in GAMES:
        game = create_game(game_id)
        first_timer.update_preferences(first_timer.preferences.with_changes(tours_done=()))
        first_timer.start_match(game, seed=6, levels=["standard"] * (game.players - 1))
        rng = random.Random(3)
        for _ in range(4):
            wait_turn(qtbot, first_timer)
            callout = first_timer.callout
            while callout is not None and callout.isVisible() and first_timer.controller.stage.name == "HUMAN":
                covered(first_timer)
                callout.next.click()
            if first_timer.controller.stage.name != "HUMAN":
                break
            take_turn(qtbot, first_timer, rng)
