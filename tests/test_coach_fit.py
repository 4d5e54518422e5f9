"""The coach as a player meets it: the result panel's "How did I play?" still fits, at the smallest table too,
and clicking it after a real deal opens "Your play, looked at again" on that deal, drawn in the table's cards.

The table-invariant walks run without the coach (they use the in-process thinker), so its button is checked here.
"""

from __future__ import annotations

from typing import Any

import pytest
from dialog_checks import coach_report, layout_problems
from invariants import problems
from phases import Table, moments, open_window, resize, settle, wait
from PySide6.QtWidgets import QPushButton

from parlett_table.ui import app
from parlett_table.ui.learning.coach_view import CoachDialog
from parlett_table.ui.learning.review import CardRow, ReviewDialog
from parlett_table.ui.table.hand_order import hand_sort_key


@pytest.mark.parametrize(("game", "players", "seed"), [("hoodwink", 3, 5), ("crescendo", 5, 7), ("whoswho", 3, 3)])
def test_the_result_panel_with_the_coach_button_fits(game: str, players: int, seed: int) -> None:
    window = open_window()
    coach = window.controller.coach
    coach.enabled, coach.sims = True, 4  # the coach looks, here in process and brief: its button is offered
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


@pytest.mark.parametrize(("game", "players", "seed"), [("hamlet", 3, 31), ("whoswho", 3, 4)])
def test_how_did_i_play_shows_the_deal_just_played_in_the_tables_cards(
    game: str, players: int, seed: int, monkeypatch: Any
) -> None:
    """The real wiring, a real deal and the real button: the dialog names the game and deal, draws each hand as
    the table sorted it, in the table's deck, and is whole on the screen."""
    window = open_window()
    opened: list[CoachDialog] = []
    monkeypatch.setattr(CoachDialog, "exec", lambda dialog: opened.append(dialog) or dialog.show() or 0)
    app.wire_coach(window)
    coach = window.controller.coach
    coach.enabled, coach.sims = True, 4  # the worker's analysis, here in process and brief
    try:
        for moment in moments(window, Table("coach", game, players, seed, {"deck": 54} if game == "whoswho" else {})):
            if moment == "result":
                break
        wait(window, lambda: coach.report is not None and not coach.report.looking)
        match, seat = window.controller.match, window.controller.human_seat
        assert match is not None and seat is not None
        coach.report = planted = coach_report(match.current, seat)  # three decisions, each said to cost points
        button = next(b for b in window.result.findChildren(QPushButton) if b.text() == "How did I play?")
        button.click()
        settle()
        (dialog,) = opened
        assert dialog.caption.text() == f"{match.game.name}, deal 1"
        rows = dialog.findChildren(CardRow)
        assert len(rows) == 3 and all(row.art is window.scene.art for row in rows)
        for row, note in zip(rows, planted.notes, strict=True):  # type: ignore[attr-defined]
            table_order = sorted(note.hand, key=lambda c: hand_sort_key(c, match.game, note.trump, True))
            assert row.cards == table_order
        assert layout_problems(dialog) == []
        reviews: list[ReviewDialog] = []  # "Show in Review" on each decision: the deal at that trick
        monkeypatch.setattr(ReviewDialog, "exec", lambda review: reviews.append(review) or 0)
        buttons = [b for b in dialog.findChildren(QPushButton) if b.text() == "Show in Review"]
        for button, note in zip(buttons, planted.notes, strict=True):  # type: ignore[attr-defined]
            button.click()
            review = reviews[-1]
            assert review.parent() is dialog and review.deal is match.current
            step = review.slider.value()
            if note.trick:
                assert review.trick_row.cards[: len(note.trick)] == list(note.trick)
            else:
                assert step == 0 or note.chosen.card in review.trick_row.cards
        assert len(reviews) == 3
        # Playing the deal again from there closes the coach's dialog too: it speaks of the deal replaced.
        again = next(b for b in reviews[-1].findChildren(QPushButton) if b.text() == "Play this deal &again")
        again.click()
        settle()
        assert not dialog.isVisible()
        assert window.controller.match.current.seed == match.current.seed and not window.controller.deal.tricks
    finally:
        window.animator.stop()
        window.controller.shutdown()
        window.close()
