"""The first-game walkthrough at the table: when it starts, what its notes point at, and what they avoid.

``tour.py`` holds the notes and their look; this module fits them to the
table (its layout, its panels) and remembers, through ``finished``, which
games the player has been shown.  The tour's widgets load when a walkthrough
first starts, not at start-up.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QWidget

from ...engine import Game, Phase
from ...play.controller import TableController
from ...play.stage import Stage
from ..look.layout import Box
from ..table.scene import TableScene

if TYPE_CHECKING:
    from .tour import Callout, Spotlight, Tour


class Walkthrough:
    """Starts, replays and feeds the tour of the game at the table."""

    def __init__(self, controller: TableController, scene: TableScene, viewport: QWidget,
                 panels: dict[str, QWidget], overlays: list[QWidget], panel_ms: Callable[[], int],
                 finished: Callable[[str], None]) -> None:  # fmt: skip
        self.controller = controller
        self.scene = scene
        self.viewport = viewport
        self.panels = panels  # "decision", "result", "hint": the panels over the table a note points at or avoids
        self.overlays = overlays  # the view's list of panels that follow its size (the callout joins it)
        self.panel_ms = panel_ms
        self.finished = finished
        self.tour: Tour | None = None
        self.callout: Callout | None = None  # made when a walkthrough first starts
        self.spotlight: Spotlight | None = None
        self.stage = controller.stage
        controller.stage_changed.connect(self._stage_changed)
        controller.deal_started.connect(self._moved_on)

    def start(self, game: Game, wanted: bool) -> None:
        """A new match of ``game``: its tour from the start if ``wanted`` (the player has not been shown it)."""
        if self.tour is not None:
            self.tour.dismiss()
        self.tour = None
        if not wanted:
            return
        from .tour import Callout, Spotlight, Tour, notes_for

        if self.callout is None or self.spotlight is None:
            self.callout = Callout(self.viewport, self._obstacles)
            self.callout.set_table(self.scene.layout)
            self.callout.clock = self.controller.clock
            self.overlays.append(self.callout)
            self.spotlight = Spotlight()
            self.spotlight.clock = self.controller.clock
            self.spotlight.hide()
            self.scene.addItem(self.spotlight)
        # The cards shown are held up for the player unless nothing at the table waits (animations off).
        holds_shown = not self.controller.timings.instant
        notes = [note for note in notes_for(game) if note.moment != "shown" or holds_shown]
        self.tour = Tour(game, notes, self._targets(), self.callout, self.spotlight, self.finished, self.panel_ms)

    def replay(self, game: Game) -> None:
        """The tour of ``game`` again, from the moment the deal is at (Help ▸ Show the walkthrough again)."""
        self.start(game, wanted=True)
        if self.controller.your_turn:
            self.moment("propose" if self.controller.view().phase == Phase.PROPOSE else "turn")

    def moment(self, moment: str) -> None:
        """A moment of the deal ("propose", "shown", "turn", "trick", "result"): its notes, if the tour is on."""
        if self.tour is not None:
            self.tour.moment(moment)

    def _stage_changed(self, stage: Stage) -> None:
        if self.stage is Stage.HUMAN and stage is not Stage.HUMAN:  # the player has acted
            self._moved_on()
        self.stage = stage

    def _moved_on(self) -> None:
        if self.tour is not None:
            self.tour.moved_on()

    def refresh(self) -> None:
        if self.tour is not None:
            self.tour.refresh()

    def message_changed(self) -> None:
        """The line above the hand may have grown under the note: it finds its place again."""
        if self.callout is not None and self.callout.isVisible():
            self.callout.reposition()

    def _targets(self) -> dict[str, Callable[[], QRectF]]:
        scene = self.scene

        def box(b: Box) -> QRectF:
            return QRectF(b.left, b.top, b.width, b.height)

        def taken() -> QRectF:  # the pile (and name plate) of whoever took the last trick
            tricks = self.controller.view().tricks
            where = scene.seat_on_screen(tricks[-1].taker if tricks else 0)
            pile = scene.layout.taken_place(where, 0)
            w, h = scene.layout.card_width * pile.scale, scene.layout.card_height * pile.scale
            return QRectF(pile.x - w / 2, pile.y - h / 2, w, h).united(box(scene.layout.plate(where)))

        def hand() -> QRectF:
            return box(scene.layout.hand_extent(0, max(1, len(scene.piles.hands[scene.viewer]))))

        def shown() -> QRectF:  # the cards shown, each in front of its player
            rects = [item.mapToScene(item.shape()).boundingRect() for item in scene.piles.proposals().values()]
            found = QRectF()
            for rect in rects:
                found = found.united(rect)
            return found if rects else hand()

        return {
            "hand": hand,
            "shown": shown,
            "info": lambda: box(scene.layout.info_box(len(scene.info.lines))),
            "plate": lambda: box(scene.layout.plate(1)),
            "scores": lambda: box(scene.layout.score_box()),
            "hint": lambda: QRectF(self.panels["hint"].geometry()),
            "taken": taken,
            "result": lambda: QRectF(self.panels["result"].geometry()),
        }

    def _obstacles(self) -> list[QRectF]:
        """What a note must not cover: the table's own (hand, trick, plates, piles, message) and the other panels
        over it."""
        panels = [self.panels[name] for name in ("decision", "result", "hint")]
        return self.scene.occupied() + [QRectF(panel.geometry()) for panel in panels if panel.isVisible()]
