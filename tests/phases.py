"""Bring a real table window to each moment a player meets, deterministically.

Used by the layout invariant tests and by ``docs/screenshots.py``.  A seeded
match is started with animations off and finished tricks waiting for a click;
the player's seat is played by the standard computer player.  ``moments``
yields the name of each moment when the table shows it (once each), and goes
on when the caller asks for the next one.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from dataclasses import dataclass, field, fields
from typing import Any

from PySide6.QtWidgets import QApplication

from parlett_table.ai import make_player
from parlett_table.ai.base import Decision
from parlett_table.ai.expert import ExpertPlayer
from parlett_table.engine import (
    GAMES,
    Answer,
    Ask,
    Estimate,
    Give,
    Phase,
    Play,
    Propose,
    SeatView,
    create_game,
    language,
)
from parlett_table.engine.language import translate
from parlett_table.play.clock import SteppedClock
from parlett_table.play.collaborators import InlineThinker
from parlett_table.play.controller import Stage
from parlett_table.storage.preferences import Preferences
from parlett_table.ui.window.main_window import MainWindow

SETTLED = (Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER)


@dataclass(frozen=True)
class Table:
    """A game at a table: the name used for it, the game, its player count and options, the deal number."""

    name: str
    game: str
    players: int
    seed: int
    options: dict[str, object] = field(default_factory=dict)
    deals: int = 1  # how many deals to play through


TABLES = (
    Table("hoodwink", "hoodwink", 3, 4217),
    Table("hoodwink-talk", "hoodwink", 3, 1, {"partner_talk": True}),
    Table("crescendo-2", "crescendo", 2, 12, deals=2),  # two deals: the match is over
    Table("crescendo-3", "crescendo", 3, 31),
    Table("crescendo-4", "crescendo", 4, 7),
    Table("crescendo-5", "crescendo", 5, 12),
    Table("whoswho-42", "whoswho", 3, 3),
    Table("whoswho-54", "whoswho", 3, 4, {"deck": 54}),
    Table("hamlet", "hamlet", 3, 31),
)
MATCH_OVER_TABLES = (  # a target of 1: the first deal ends the match
    Table("hoodwink-match", "hoodwink", 3, 5, {"target": 1}),
    Table("whoswho-match", "whoswho", 3, 6, {"target": 1}),
    Table("hamlet-match", "hamlet", 3, 5, {"target": 1}),
)
LEVELS = ("standard", "standard", "standard", "standard")  # deterministic, and quick


# Decisions already made in this process, by what was decided on: the walks replay the same deals at every size,
# print size and language, and a decision depends on nothing else (the seed is its input) but the language its
# reason is worded in (a walk in the pseudo-language before one in English, in the same process, must not lend it
# its reasons).
DECIDED: dict[tuple[object, ...], Decision] = {}


def _decision_key(level: str, view: SeatView, seed: str | int, sims: int | None) -> tuple[object, ...]:
    rest = tuple(getattr(view, name.name) for name in fields(view) if name.name not in ("game", "options"))
    return (level, seed, sims, tuple(sorted(view.options.items())), rest, language.catalogues())


def decide(level: str, view: SeatView, seed: str | int, sims: int | None = None) -> Decision:
    """``make_player(level, sims).decide(view, random.Random(seed))``, made once for each view and seed; the
    expert (the hints) without reading the others' play: the walks look at how a hint is shown, and a reading
    walk costs seconds in Hoodwink and Hamlet, again in every language (its reasons are as long either way)."""
    key = _decision_key(level, view, seed, sims)
    if key not in DECIDED:
        player = make_player(level, sims)
        if isinstance(player, ExpertPlayer):
            player.inference = False
        DECIDED[key] = player.decide(view, random.Random(seed))
    return DECIDED[key]


class RememberingThinker(InlineThinker):
    """``InlineThinker`` that remembers its decisions (``decide``); a time limit is not kept to, as inline."""

    def think(
        self, level: str, view: SeatView, seed: str, sims: int | None = None, time_limit: float | None = None,
        reader: str | None = None,
    ) -> tuple[int, Future[Decision]]:  # fmt: skip
        future: Future[Decision] = Future()
        try:
            future.set_result(decide(level, view, seed, sims))
        except Exception as error:  # delivered through the future, as the worker does
            future.set_exception(error)
        return self._generation, future


def on_screen(qtbot: Any, window: MainWindow) -> Iterator[MainWindow]:
    """A test's ``window`` shown at 1280×800 and exposed; afterwards its animations stopped and its controller shut
    down (a fixture's body: ``yield from on_screen(qtbot, window)``)."""
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.animator.stop()
    window.controller.shutdown()


def open_window(tour: bool = False, print_size: str = "normal", hints: bool = True, painted: bool = True) -> MainWindow:
    """A shown window with animations off and finished tricks waiting for a click, on a clock the caller moves
    (``wait``); not ``painted``, for walks that look at where things are and never at a pixel (``invariants``)."""
    app = QApplication.instance() or QApplication([])
    prefs = Preferences(
        animation_speed="off", trick_pause="click", tours_done=() if tour else tuple(GAMES), print_size=print_size,
        hints=hints,
    )  # fmt: skip
    window = MainWindow(RememberingThinker(), prefs, clock=SteppedClock())
    window.resize(1280, 800)
    window.show()
    window.setUpdatesEnabled(painted)
    settle(app)
    return window


def settle(app: QApplication | None = None, rounds: int = 3) -> None:
    app = app or QApplication.instance()  # type: ignore[assignment]
    for _ in range(rounds):
        app.processEvents()  # type: ignore[union-attr]


def wait(window: MainWindow, done: Callable[[], bool], seconds: float = 30.0) -> None:
    """The window's stepped clock moved on, a frame at a time, until ``done`` (at most ``seconds`` of its time)."""
    clock = window.clock
    assert isinstance(clock, SteppedClock), "a window of open_window()"
    clock.run_until(done, round(seconds * 1000))


def start(window: MainWindow, table: Table) -> None:
    game = create_game(table.game, table.players, table.options)
    window.start_match(game, table.seed, list(LEVELS[: table.players - 1]))


def resize(window: MainWindow, width: int, height: int) -> None:
    window.resize(width, height)
    wait(window, lambda: window.width() == width and window.height() == height, 5.0)
    settle()


def _held_moment(window: MainWindow, proposal: object) -> Iterator[str]:
    """The player's proposal made at a fast speed, and the others' after it: the cards shown are held up until the
    table is clicked; then the table goes on at no speed again."""
    from parlett_table.play.timings import Timings

    before = window.animator.timings
    window.set_timings(Timings("fast", before.trick_pause_setting, "click"))
    window.controller.act(proposal)  # type: ignore[arg-type]
    wait(window, lambda: window.loop.holding_shown or window.controller.stage in SETTLED)
    settle()
    if window.loop.holding_shown:
        yield "shown-held"
        window.scene.felt_clicked.emit()
    wait(window, lambda: window.controller.stage in SETTLED and window.is_still)
    window.set_timings(before)


def decision_kind(actions: tuple[object, ...]) -> str | None:
    """The decision bar a player's choices make, if any."""
    for kind, cls in (("give", Give), ("estimate", Estimate), ("answer", Answer)):
        if any(isinstance(action, cls) for action in actions):
            return kind
    if any(isinstance(action, Ask) for action in actions):
        return "ask"
    return None


def moments(window: MainWindow, table: Table) -> Iterator[str]:
    """Play ``table`` through, yielding each moment once: "proposal", "give", "estimate", "ask", "answer",
    "mid-trick", "finished-trick", "explained-trick" (a finished trick won for a reason worth saying), "hint",
    "refusal", "last-trick", "claim" (Play out the rest offered), "result", "match-over", "note" for every
    walkthrough note, and in the games that begin with cards shown "shown-held" (the cards shown held up, with
    what they decided, played at a fast speed for that moment) and "shown-cards" (Play ▸ Cards shown later)."""
    start(window, table)
    seen: set[str] = set()
    deals = 0

    def first(name: str) -> bool:
        if name in seen:
            return False
        seen.add(name)
        return True

    while True:
        wait(window, lambda: window.animator.waiting or (window.controller.stage in SETTLED and window.is_still))
        settle()
        callout = window.callout
        if callout is not None and callout.isVisible():
            yield "note"
            callout.next.click()
            settle()
            continue
        if window.animator.waiting:
            if first("finished-trick"):
                yield "finished-trick"
            if window.scene.caption.reason and first("explained-trick"):
                yield "explained-trick"
            window.animator.nudge()
            continue
        stage = window.controller.stage
        if stage is Stage.MATCH_OVER:
            yield "match-over"
            return
        if stage is Stage.DEAL_OVER:
            deals += 1
            if first("result"):
                yield "result"
            if deals >= table.deals:
                return
            window.controller.next_deal()
            continue
        view = window.controller.view()
        kind = decision_kind(view.legal_actions)
        if view.phase == Phase.PROPOSE and first("proposal"):
            yield "proposal"
        if view.phase == Phase.PROPOSE and kind is None and first("shown-held"):
            yield from _held_moment(window, decide("standard", view, 0).action)
            continue
        if view.phase == Phase.PLAY and view.proposals is not None and first("shown-cards"):
            window.toggle_shown_cards()
            settle()
            yield "shown-cards"
            window.toggle_shown_cards()
        if kind is not None and first(kind):
            yield kind
        if window.claim.isVisible() and first("claim"):
            yield "claim"
        if view.phase == Phase.PLAY and kind is None:
            if view.current_trick and first("mid-trick"):
                yield "mid-trick"
            legal = {action.card for action in view.legal_actions if isinstance(action, Play)}
            wrong = next((card for card in view.hand if card not in legal), None)
            if wrong is not None and first("refusal"):
                window.controller.card_clicked(wrong)
                settle()
                yield "refusal"
            if view.tricks and first("last-trick"):
                window.toggle_last_trick()
                settle()
                yield "last-trick"
                window.toggle_last_trick()
            if len(view.tricks) >= 2 and first("hint"):
                # The hint has come when the message is neither what it was nor "Thinking…" (in any language).
                waiting = (window.scene.message.text, translate("Window", "Thinking about your move…"))
                window.suggest()
                wait(window, lambda waiting=waiting: window.scene.message.text not in waiting, 60.0)
                settle()
                yield "hint"
        choice = decide("standard", view, 0).action
        if isinstance(choice, (Play, Propose)) or kind is not None:
            window.controller.act(choice)
