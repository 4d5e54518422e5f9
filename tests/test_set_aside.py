"""Opening a deal record while a match is in progress asks first; opened, the record's deal is played as practice
while the match waits, set aside (not abandoned), and comes back after that deal or from Game ▸ Resume my match."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox, QPushButton
from pytestqt.qtbot import QtBot
from test_table import play_deal, take_turn, wait_turn

from parlett_table.engine import Deal, create_game, deal_to_record
from parlett_table.play.controller import Stage
from parlett_table.storage.saves import SavedMatch
from parlett_table.ui.window.main_window import MainWindow


def answer(monkeypatch: pytest.MonkeyPatch, button: str) -> list[str]:
    """Every question box is answered with the button of these words; the questions asked, in words."""
    asked: list[str] = []

    def exec_(box: QMessageBox) -> int:
        asked.append(f"{box.text()} {box.informativeText()}")
        chosen = next(b for b in box.buttons() if b.text() == button)
        chosen.click()
        return 0

    monkeypatch.setattr(QMessageBox, "exec", exec_)
    return asked


def record(tmp_path: Path) -> Path:
    deal = Deal.start(create_game("hamlet", 3), 4219, 1)
    path = tmp_path / "hamlet-4219.parlett"
    path.write_text(json.dumps(deal_to_record(deal)), encoding="utf-8")
    return path


def in_progress(qtbot: QtBot, win: MainWindow) -> None:
    """A Crescendo match with three of the player's cards played."""
    win.start_match(create_game("crescendo", 3), seed=11, levels=["standard", "standard"])
    rng = random.Random(1)
    for _ in range(3):
        wait_turn(qtbot, win)
        take_turn(qtbot, win, rng)
    wait_turn(qtbot, win)


def statuses(win: MainWindow) -> list[str]:
    assert win.keeper is not None
    rows = win.keeper.history._db.execute("SELECT status FROM matches ORDER BY id")  # type: ignore[attr-defined]
    return [row[0] for row in rows]


def test_continue_my_match_leaves_it_at_the_table(
    qtbot: QtBot, kept: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    in_progress(qtbot, kept)
    before = kept.controller.match
    asked = answer(monkeypatch, "&Continue my match")
    assert not kept.open_record(str(record(tmp_path)))
    assert len(asked) == 1 and "hamlet-4219.parlett" in asked[0] and "Crescendo" in asked[0]
    assert kept.controller.match is before and statuses(kept) == ["playing"]


def test_a_record_opened_sets_the_match_aside_and_it_comes_back_after_the_records_deal(
    qtbot: QtBot, kept: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    in_progress(qtbot, kept)
    before = kept.controller.match
    assert before is not None
    answer(monkeypatch, "Open as &practice")
    assert kept.open_record(str(record(tmp_path)))
    assert kept.controller.match.game.id == "hamlet" and kept.controller.practice  # type: ignore[union-attr]
    assert kept.resume_action.isEnabled()
    play_deal(qtbot, kept)  # the record's deal, to its end
    assert SavedMatch().load()[0].match == before  # type: ignore[union-attr]  # the save is still the match's
    assert statuses(kept) == ["playing"]  # nothing abandoned, nothing of the record's deal in the history
    back = next(b for b in kept.result.findChildren(QPushButton) if b.text() == "Back to my match" and b.isVisible())
    back.click()
    wait_turn(qtbot, kept)
    assert kept.controller.match == before and kept.controller.stage is Stage.HUMAN
    assert not kept.resume_action.isEnabled()
    rng = random.Random(2)
    take_turn(qtbot, kept, rng)  # and play goes on, kept as ever
    wait_turn(qtbot, kept)
    assert SavedMatch().load()[0].match == kept.controller.match  # type: ignore[union-attr]
    assert statuses(kept) == ["playing"]


def test_resume_my_match_brings_it_back_in_the_middle_of_the_records_deal(
    qtbot: QtBot, kept: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    in_progress(qtbot, kept)
    before = kept.controller.match
    answer(monkeypatch, "Open as &practice")
    kept.open_record(str(record(tmp_path)))
    wait_turn(qtbot, kept)
    take_turn(qtbot, kept, random.Random(3))
    wait_turn(qtbot, kept)
    kept.resume_action.trigger()
    wait_turn(qtbot, kept)
    assert kept.controller.match == before and not kept.controller.practice
    stats, _, _ = kept.keeper.statistics().figures(None)  # type: ignore[union-attr]
    assert stats.abandoned == 0 and statuses(kept) == ["playing"]


def test_a_second_record_while_one_is_played_asks_nothing_and_keeps_the_match_aside(
    qtbot: QtBot, kept: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    in_progress(qtbot, kept)
    before = kept.controller.match
    asked = answer(monkeypatch, "Open as &practice")
    kept.open_record(str(record(tmp_path)))
    wait_turn(qtbot, kept)
    take_turn(qtbot, kept, random.Random(3))
    kept.open_record(str(record(tmp_path)))
    assert len(asked) == 1 and kept.matches.set_aside is not None and kept.matches.set_aside.match == before
