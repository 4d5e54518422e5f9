"""The click soak: random input on the real program over every game and player count (``bench.soak_figures``).

The program starts as a player starts it (``ui.app.launch``: storage, the worker, sound, the coach), then random
input arrives from a timer inside its own event loop while cards move: clicks on the table, keys, the player's
own moves, and every menu command (New game, Restart, Open a deal record, Statistics, the rules, Review, …).  A
dialog stays open for a moment of its own event loop and is then answered, as a person would.  The table is
set as a player who knows the games sets it (fast cards, short trick pause, no walkthrough), and the next game
and count comes after each finished deal, or after ``events / counts`` events.  It prints one line of JSON; a
native crash shows as the process's exit signal to whoever started it.
"""

from __future__ import annotations

import faulthandler
import json
import random
import sys
import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog

from ..engine import GAMES, Deal, create_game, deal_to_record, read_deal
from ..play.stage import Stage

KEYS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Space, Qt.Key.Key_Escape, Qt.Key.Key_L,
        Qt.Key.Key_H)  # fmt: skip
SOAK_SECONDS = 3600  # the soak stops by itself, whatever it has reached


def every_game() -> list[tuple[str, int]]:
    """Every game at every player count it allows (from the registry)."""
    return [(game_id, players) for game_id, game in GAMES.items() for players in game.player_counts]


def soak(events: int, seed: int = 2026) -> None:
    """``events`` random clicks, keys and menu commands on the real program; one line of JSON at the end."""
    from ..ui.app import launch

    faulthandler.enable()  # a native crash leaves its Python stack on standard error
    record = Path(tempfile.mkdtemp(prefix="parlett-soak-")) / "deal.parlett"
    QFileDialog.getOpenFileName = staticmethod(lambda *args, **kwargs: (str(record), ""))  # type: ignore[method-assign]
    QFileDialog.getSaveFileName = staticmethod(lambda *args, **kwargs: (str(record), ""))  # type: ignore[method-assign]
    launched = launch()
    assert not isinstance(launched, int), "another start of the program holds the data folder"
    run = Soak(launched.session.window, events, random.Random(seed), record)
    previous_hook = sys.excepthook

    def hook(kind: type[BaseException], error: BaseException, trace: Any) -> None:
        run.errors.append(f"{kind.__name__}: {error}")
        previous_hook(kind, error, trace)

    sys.excepthook = hook
    QTimer.singleShot(SOAK_SECONDS * 1000, run.window.close)
    status = launched.run()
    replayed = all(read_deal(json.dumps(deal_to_record(deal))) == deal for deal in run.finished)
    print(json.dumps({
        "events": run.done, "exceptions": len(run.errors), "deals": len(run.finished), "matches": run.played,
        "games": len(run.games), "replayed": replayed, "status": status, "first_errors": run.errors[:5],
    }), flush=True)  # fmt: skip


class Soak:
    """The random input to one window, event by event from its own event loop."""

    def __init__(self, window: Any, events: int, rng: random.Random, record: Path) -> None:
        self.window = window  # ui.window.MainWindow, not yet furnished
        self.events = events
        self.rng = rng
        self.record = record  # what Open a deal record opens: the first deal of the match at the table
        self.games = every_game()
        self.share = max(1, events // len(self.games))
        self.done = 0
        self.played = 0  # matches started
        self.since = -self.share  # the event the match at the table began at
        self.finished: list[Deal] = []
        self.deals_seen = 0
        self.errors: list[str] = []
        window.table_ready.connect(self.furnished)

    def furnished(self) -> None:
        window = self.window
        # As a player who knows the games sets the table: quick cards, a short look at each trick, no walkthrough.
        window.update_preferences(window.preferences.with_changes(
            animation_speed="fast", trick_pause="short", tours_done=tuple(GAMES)))  # fmt: skip
        c = window.controller
        c.deal_finished.connect(lambda outcome: self.finished.append(c.deal))
        c.stage_changed.connect(self.stage_changed)
        QTimer.singleShot(200, self.one_event)

    def stage_changed(self, stage: Stage) -> None:
        if stage is Stage.HUMAN:
            QTimer.singleShot(self.rng.randrange(50, 600), self.bot)  # the player's moment of thought

    def bot(self) -> None:
        """The player plays too, so deals end and every game comes round."""
        c = self.window.controller
        if c.stage is Stage.HUMAN:
            actions = c.view().legal_actions
            c.act(actions[int(self.rng.random() * len(actions))])
        elif c.stage is Stage.DEAL_OVER and self.rng.random() < 0.3:
            c.next_deal()

    def next_game(self) -> None:
        game_id, players = self.games[self.played % len(self.games)]
        levels = ["standard"] * (players - 1)
        self.window.start_match(create_game(game_id, players), self.rng.randrange(1, 10**6), levels)
        self.played += 1
        self.since = self.done

    def answer_dialog(self) -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QDialog):
            modal.done(self.rng.choice((0, 1)))  # cancelled or accepted, as it comes

    def one_event(self) -> None:
        window, rng = self.window, self.rng
        if self.done >= self.events:
            window.close()
            return
        if window.controller.match is None:
            QTimer.singleShot(20, self.one_event)
            return
        if self.done - self.since >= self.share or len(self.finished) > self.deals_seen:  # a game a deal
            self.deals_seen = len(self.finished)
            self.next_game()
        match = window.controller.match
        if match is not None and match.deals:
            self.record.write_text(json.dumps(deal_to_record(match.deals[0])), encoding="utf-8")
        QTimer.singleShot(rng.randrange(30, 400), self.answer_dialog)  # whatever dialog this opens is answered
        self.one_input(rng.random())
        self.done += 1
        QTimer.singleShot(rng.randrange(0, 25), self.one_event)

    def one_input(self, roll: float) -> None:
        window, rng = self.window, self.rng
        viewport = window.view.viewport()
        if roll < 0.45:
            point = QPoint(rng.randrange(viewport.width()), rng.randrange(viewport.height()))
            QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, point)
        elif roll < 0.8:
            QTest.keyClick(window, rng.choice(KEYS))
        elif roll < 0.99:
            self.bot()
        else:  # rarer, since many end the deal at hand: deals must get to their end too
            actions = [action for action in window.findChildren(QAction)
                       if action.isEnabled() and action.text() and "&Quit" not in action.text()]  # fmt: skip
            rng.choice(actions).trigger()
