"""The result panel with the coach's button ("How did I play?") still fits, at the smallest table too.

The table-invariant walks run without the coach (they use the in-process thinker), so its button is checked here.
"""

from __future__ import annotations

import pytest
from invariants import problems
from phases import Table, moments, open_window, resize, settle
from PySide6.QtWidgets import QPushButton


@pytest.mark.parametrize(("game", "players", "seed"), [("hoodwink", 3, 5), ("crescendo", 5, 7), ("whoswho", 3, 3)])
def test_the_result_panel_with_the_coach_button_fits(game: str, players: int, seed: int) -> None:
    window = open_window()
    window.result.coach_offered = lambda: True
    try:
        for moment in moments(window, Table("coach", game, players, seed)):
            if moment == "result":
                break
        texts = [button.text() for button in window.result.findChildren(QPushButton)]
        assert "How did I play?" in texts
        for width, height in ((900, 600), (1280, 800)):
            resize(window, width, height)
            settle(rounds=5)
            assert problems(window) == [], (width, height)
    finally:
        window.animator.stop()
        window.controller.shutdown()
        window.close()
