"""The controller at a table with friends: ``FriendsTable`` is the ``RemoteTable`` it is handed.

The server's views become the controller's match: each one a deal the player cannot tell from the server's
(``shadow.py``), the move that led to it replayed there for its events, so the table shows it as it shows a
move at home (animations, prompts, the rules' refusals on the player's own view).  When a deal is over the
server's record is the deal itself: the result, the review, the coach and the history have the real one.  The
player's actions go to the server with the version of the view they answer; the other seats' moves (people,
or the server's computer players) come as views.  Moves wait here while the table is still showing the last,
and a new deal waits while the player looks at the last result.
"""

from __future__ import annotations

import random
from collections import deque
from typing import Any

from PySide6.QtCore import QObject, Signal, Slot

from ...engine import FRIEND, HUMAN, Action, Deal, Event, Match, Seat, deal_from_record
from ...engine.language import QT_TRANSLATE_NOOP, translate
from ..controller import TableController
from ..stage import Stage
from .link import CLOSED, CONNECTED, RECONNECTING, TableLink
from .shadow import ShadowError, shadow_deal

# What the table says when another seat's status changes (docs/protocol.md, "Dropping out and coming back").
STATUS_WORDS = {
    "reconnecting": QT_TRANSLATE_NOOP("Friends", "{name} lost the connection: the table waits for them."),
    "away": QT_TRANSLATE_NOOP("Friends", "{name} is away: a computer player plays for them until they come back."),
    "here": QT_TRANSLATE_NOOP("Friends", "{name} is back."),
    "left": QT_TRANSLATE_NOOP("Friends", "{name} left the table: a computer player takes the seat."),
}
Step = tuple[Match, list[Event] | None, bool]  # the match, the events to show (None: set out afresh), a new deal


def seats_of(link: TableLink) -> tuple[Seat, ...]:
    """Who sits where, for the controller: the player (HUMAN), the others (FRIEND) and the computer players
    (each at its seat's level, or the table's)."""
    level = str(link.welcome.get("level", "standard"))
    seats = []
    for info in link.seats.get("seats", []):
        name = str(info["name"])
        if info["seat"] == link.seat:
            seats.append(Seat(name, HUMAN))
        elif info["player"] == "human":
            seats.append(Seat(name, FRIEND))
        else:
            words = translate("Friends", "Computer {seat}").format(seat=info["seat"] + 1)
            seats.append(Seat(name or words, str(info.get("level", level))))
    return tuple(seats)


def before_last(deal: Deal) -> Deal:
    """``deal`` before its last action (the same hands)."""
    hands = [deal.dealt_hand(seat) for seat in range(deal.players)]
    start = Deal.from_hands(deal.game, hands, deal.dealer, deal.undealt, deal.seed)
    for action in deal.actions[:-1]:
        start, _ = start.apply(action)
    return start


class FriendsTable(QObject):
    """Plays the table ``link`` is seated at through ``controller`` (which it is handed to as ``remote``)."""

    failed = Signal(str)  # the table could not be followed (a view no deal could show), in a sentence

    def __init__(self, link: TableLink, controller: TableController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.link, self.controller = link, controller
        self.finished: list[Deal] = []  # the deals over, as the server's records tell them
        self._steps: deque[Step] = deque()
        self._at: tuple[int, int] | None = None  # (deal, actions) of the latest state handed on or waiting
        self._go_on = False
        self._pulling = False
        self._told = False
        self._kept = False  # the history has been given this match's row
        self._statuses: dict[int, str] = {}  # each seat's status, as the seats last said
        controller.remote = self
        controller.practice = False
        link.view_arrived.connect(self._on_view)
        link.deal_over.connect(self._on_deal_over)
        link.seats_changed.connect(self._on_seats)
        link.error.connect(self._on_error)
        link.status_changed.connect(self._on_status)
        controller.stage_changed.connect(self._pull)
        if link.view is not None:  # the first view came before the table was set
            self._on_view(link.view)

    # --- RemoteTable ------------------------------------------------------------------------------

    def send(self, action: Action) -> bool:
        return self.link.act(action)

    def go_on(self) -> None:
        self._go_on = True
        self._pull()

    def close(self) -> None:
        self.link.close()

    # --- what the server says ---------------------------------------------------------------------

    @Slot(object)
    def _on_seats(self, message: dict[str, Any]) -> None:
        if message.get("started") or self.controller.match is not None:
            self.controller.seats = seats_of(self.link)
        for info in message.get("seats", []):
            before = self._statuses.get(info["seat"])
            self._statuses[info["seat"]] = status = info["status"]
            words = STATUS_WORDS.get(status) if before is not None and before != status else None
            if status == "here" and before not in ("reconnecting", "away"):
                words = None
            if words and info["seat"] != self.link.seat:
                self.controller.told.emit(translate("Friends", words).format(name=info["name"]))

    @Slot(object)
    def _on_view(self, message: dict[str, Any]) -> None:
        view = self.link.seat_view
        deal, actions = int(message["deal"]), int(message["actions"])
        if view is None or view.phase.name == "DONE" or deal != len(self.finished):
            return  # a deal over is shown from its record (deal_over), which follows
        if (deal, actions) == self._at:
            return  # the same state again (coming back): nothing moved
        try:
            shadow = shadow_deal(view, actions, random.Random(f"{deal}/{actions}"))
        except ShadowError as error:
            self.failed.emit(str(error))
            return
        if not self.controller.seats:
            self.controller.seats = seats_of(self.link)
        self._tell_once()
        if actions and self._at == (deal, actions - 1):  # the next move: shown as a move at home is
            match, events = Match(view.game, 0, (*self.finished, before_last(shadow))).apply(shadow.actions[-1])
            self._queue((match, events, False), (deal, actions))
        else:  # a new deal, or a jump (coming back after a while)
            self._queue((Match(view.game, 0, (*self.finished, shadow)), None, actions == 0), (deal, actions))

    @Slot(object)
    def _on_deal_over(self, message: dict[str, Any]) -> None:
        deal = deal_from_record(message["record"])
        index = int(message["deal"])
        if index != len(self.finished):
            return
        if self._at == (index, len(deal.actions) - 1):
            match, events = Match(deal.game, 0, (*self.finished, before_last(deal))).apply(deal.actions[-1])
            step: Step = (match, events, False)
        else:
            step = (Match(deal.game, 0, (*self.finished, deal)), None, False)
        self.finished.append(deal)
        if not self._kept:  # the history's row of this match: found by its deals (coming back), or a new one
            self._kept = True
            self.controller.keeping.resume(Match(deal.game, 0, tuple(self.finished)), self.controller.seats, False)
        self._queue(step, (index + 1, -1))

    @Slot(object)
    def _on_error(self, message: dict[str, Any]) -> None:
        """An act refused (the table moved on meanwhile): the player's turn is set out again, as it now is."""
        match = self.controller.match
        if message.get("reply_to") == "act" and match is not None and not self._steps:
            self.controller.remote_moved(match, None)

    @Slot(str)
    def _on_status(self, status: str) -> None:
        """The player is told when the connection is lost and when it is back (or given up)."""
        if status == RECONNECTING:
            self.controller.told.emit(translate("Friends", "The connection to the table was lost: reconnecting…"))
        elif status == CONNECTED and self.link.tries and self.controller.match is not None:
            self.controller.told.emit(translate("Friends", "Back at the table."))
        elif status == CLOSED and self.link.tries and not self.link.finished:
            self.controller.told.emit(translate("Friends", "The table could not be reached again."))

    def _tell_once(self) -> None:
        if not self._told:
            self._told = True
            self.controller.told.emit(translate("Friends", "Hints and undo are off at a table with other people."))

    # --- handing the moves on, as the table is ready -------------------------------------------------

    def _queue(self, step: Step, at: tuple[int, int]) -> None:
        self._steps.append(step)
        self._at = at
        self._pull()

    @Slot(object)
    def _pull(self, _stage: object = None) -> None:
        if self._pulling or self.controller.remote is not self:  # left for another match: it moves that no more
            return
        self._pulling = True
        try:
            while self._steps and self._ready(self._steps[0][2]):
                match, events, new_deal = self._steps.popleft()
                if new_deal:
                    self._go_on = False
                self.controller.remote_moved(match, events)
        finally:
            self._pulling = False

    def _ready(self, new_deal: bool) -> bool:
        stage = self.controller.stage
        if stage is Stage.ANIMATING:
            return False
        return not (stage is Stage.DEAL_OVER and new_deal and not self._go_on)
