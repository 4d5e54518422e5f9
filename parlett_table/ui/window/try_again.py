"""Try again: a decision of a finished deal set out again at the table, with the same cards and what the player
knew then (the deal replayed to that action), for the player to choose again; then the answer.

The position is a match of its own at the table, played through the controller like a table with friends: the
player's choice goes to a ``TryTable`` (the controller's ``RemoteTable``), not into any match kept, so nothing of
a try reaches the history, the totals or the saved match.  The engine still decides what may be chosen (the
controller asks it before handing the choice on); the other seats never move (the try ends at the player's one
decision).  The match at the table waits meanwhile, set aside as for a deal record when it is at stake, and comes
back as it was left (``back``): its deal's result, the coach's report and all.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QWidget

from ...engine import (
    HUMAN,
    Action,
    Deal,
    Event,
    Match,
    MatchDocument,
    RecordError,
    Seat,
    deal_from_record,
    deal_to_record,
)
from ...engine.language import translate
from ...kept.history_rows import StorageError
from ...kept.notices import worded
from ...kept.practice import PracticeBook, PracticePosition
from ...play.stage import Stage
from ..table.message_board import MessageLifetime

if TYPE_CHECKING:
    from ...play.collaborators import MatchKeeper
    from ...play.controller import TableController
    from ..panels.try_answer import TryAnswer
    from ..table.table_presenter import TablePresenter
    from .matches import Matches


def position_deal(position: PracticePosition) -> Deal:
    """The deal of ``position`` replayed to the decision: every action before it played, the player to choose.
    ``RecordError`` if the record cannot be replayed or it is not that seat's turn there."""
    actions = position.record.get("actions")
    if not isinstance(actions, list) or not 0 <= position.action_index < len(actions):
        raise RecordError("actions", "no such decision in the deal")
    deal = deal_from_record({**position.record, "actions": actions[: position.action_index]})
    if deal.to_move != position.seat:
        raise RecordError("actions", "not the seat's turn at that decision")
    return deal


@dataclass(frozen=True)
class Back:
    """Where the player goes back to after trying: the match at the table then (None: none), its keeper, the hints
    used in its deal, and whether it is the match ``Matches`` holds set aside."""

    document: MatchDocument | None
    keeper: MatchKeeper | None
    hints: int
    aside: bool


class TryTable:
    """The controller's ``RemoteTable`` while a position is tried: the player's one choice comes here."""

    def __init__(self, chosen: Callable[[Action], bool], closed: Callable[[TryTable], None]) -> None:
        self._chosen, self._closed = chosen, closed

    def send(self, action: Action) -> bool:
        return self._chosen(action)

    def go_on(self) -> None:
        """Nothing follows a deal's result here (a try ends before one)."""

    def close(self) -> None:
        self._closed(self)


class TryAgain(QObject):
    """Sets a position out at the table, takes the player's choice, shows the answer and goes back."""

    tried = Signal(object, bool)  # (PracticePosition, solved): the player chose in a position

    def __init__(self, controller: TableController, matches: Matches, presenter: TablePresenter,
                 book: Callable[[], PracticeBook | None], tell: Callable[[str, bool], None],
                 overlays: list[QWidget]) -> None:  # fmt: skip
        super().__init__(controller)
        self.overlays = overlays  # the view's panels that follow its size (the answer joins them)
        self.controller, self.matches, self.presenter = controller, matches, presenter
        self._book, self._tell = book, tell
        self.position: PracticePosition | None = None  # the position at the table
        self.practising = False  # from Practise my mistakes (the answer offers the next one)
        self.answer: TryAnswer | None = None  # made when first shown
        self.chosen: Action | None = None  # the player's choice, once made
        self._back: Back | None = None
        self._table: TryTable | None = None
        self._after: Match | None = None  # the position after the choice, shown with the answer
        controller.stage_changed.connect(self._stage_changed)

    @property
    def trying(self) -> bool:
        return self._table is not None and self.controller.remote is self._table

    # --- setting the position out -------------------------------------------------------------------

    def start(self, position: PracticePosition, practising: bool = False) -> bool:
        """``position`` at the table for the player to choose again; False (and why, told) if it cannot be."""
        c = self.controller
        if c.remote is not None and not self.trying:
            self._tell(translate("Practice", "Positions are tried again away from a table with friends: leave the "
                                             "table first, or practise them later from Help ▸ Practise my "
                                             "mistakes."), True)  # fmt: skip
            return False
        try:
            deal = position_deal(position)
        except RecordError:
            self._tell(translate("Practice", "This position could not be set out again: its deal is not one this "
                                             "version can replay."), True)  # fmt: skip
            return False
        if self._back is None:
            self._back = self._leave_table()
        self.position, self.practising, self.chosen, self._after = position, practising, None, None
        seats = [Seat(name, HUMAN if at == position.seat else "standard") for at, name in enumerate(position.names)]
        self._table = None  # the try before (if any) closes as a try replaced, not abandoned
        self._hide_answer()
        self.matches.set_table(deal.game, seats, practice=True, viewer=position.seat)
        c.keeper = None  # a try keeps nothing
        c.load(self._match_of(deal, position), seats, practice=True)
        self._table = c.remote = TryTable(self._on_choice, self._closed)
        c.go_on()
        self.presenter.tell(translate("Practice", "Try again: what do you choose here? The answer shows once you "
                                                  "have chosen."), lifetime=MessageLifetime.DECISION)  # fmt: skip
        return True

    def _match_of(self, deal: Deal, position: PracticePosition) -> Match:
        """The match the position is tried in: the deals before it too, when it is the last deal of the match the
        player comes from (the scores then are part of what the player knew), else the deal alone."""
        back = self._back.document if self._back is not None else None
        if back is not None and deal_to_record(back.match.current) == position.record:
            return Match(deal.game, back.match.first_seed, (*back.match.deals[:-1], deal))
        return Match(deal.game, deal.seed if deal.seed is not None else 0, (deal,))

    def _leave_table(self) -> Back:
        """The match at the table, waiting for the player to come back: set aside if at stake, else as it is."""
        c, matches = self.controller, self.matches
        if c.match is None:
            return Back(None, c.keeper, 0, False)
        hints = c.hints_used
        if matches.set_aside_for_practice():
            return Back(matches.set_aside, None, hints, True)
        return Back(MatchDocument(c.match, tuple(c.seats), c.practice), c.keeper, hints, False)

    # --- the player's choice and the answer ---------------------------------------------------------------

    def _on_choice(self, action: Action) -> bool:
        """The player chose (the engine allowed it): shown played, then the answer."""
        c, position = self.controller, self.position
        if position is None or self.chosen is not None or c.match is None:
            return False
        self.chosen = action
        solved = position.is_fine(action)
        self._mark(position, solved)
        self.tried.emit(position, solved)
        after, events = c.match.apply(action)
        if after.current.is_over:  # the deal's last decision: its result is no part of the answer
            self._after = c.match
            c.clock.later(0, self._show_answer, self)
        else:
            self._after = after
            self._show_played(after, events)
        return True

    def _show_played(self, after: Match, events: list[Event]) -> None:
        self.controller.remote_moved(after, events)  # animated as any move; the answer when the table is still

    def _stage_changed(self, stage: Stage) -> None:
        if self.trying and self.chosen is not None and stage not in (Stage.ANIMATING, Stage.IDLE):
            self.controller.clock.later(0, self._show_answer, self)

    def _show_answer(self) -> None:
        """The table still after the choice: frozen there (nobody moves on), and the answer over it."""
        c, position, action = self.controller, self.position, self.chosen
        if not self.trying or position is None or action is None or self._after is None:
            return
        if self.answer is not None and self.answer.isVisible():
            return
        c.load(self._after, c.seats, practice=True)  # the others never move: the try ends here
        self.presenter.stage_changed(Stage.IDLE)
        self.presenter.end_message(MessageLifetime.DECISION)  # the question is answered
        from ..panels.try_answer import TryAnswer

        if self.answer is None:
            self.answer = TryAnswer(self.presenter.view.viewport())
            self.answer.set_table(self.presenter.scene.layout)
            self.answer.clock = c.clock
            self.answer.back.connect(self.back)
            self.answer.next_position.connect(self.next_position)
            self.overlays.append(self.answer)  # it follows the table's size
        back = self._back
        to_match = back is not None and back.document is not None and not back.document.match.is_over
        words = translate("Practice", "Back to my match") if to_match else translate("Practice", "Back to the table")
        more = self.practising and self._next_unsolved() is not None
        self.answer.show_answer(position, action, self.presenter.names, words, more,
                                self.presenter.animator.timings.ms("panel"))  # fmt: skip

    def _mark(self, position: PracticePosition, solved: bool) -> None:
        """A position of the practice list solved: marked so (a failure is told, and play goes on)."""
        book = self._book()
        if book is None or not solved:
            return
        try:
            if any(kept.key == position.key for kept in book.positions()):
                book.mark_solved(position.key, time.time())
        except StorageError as error:
            self._tell(worded(error), True)

    def _next_unsolved(self) -> PracticePosition | None:
        book = self._book()
        if book is None or self.position is None:
            return None
        try:
            kept = book.positions()
        except StorageError:
            return None
        return next((item for item in kept if item.solved is None and item.key != self.position.key), None)

    def next_position(self) -> None:
        """The next position of the practice list not solved yet, at the table."""
        following = self._next_unsolved()
        if following is not None:
            self.start(following, practising=True)

    # --- going back ------------------------------------------------------------------------------------

    def back(self) -> None:
        """The match the player came from, back at the table as it was left (its coach's report too)."""
        back, self._back = self._back, None
        self._hide_answer()
        self._table, self.position, self.chosen = None, None, None  # closed as a try ended, not abandoned
        c = self.controller
        if back is None or back.document is None:  # nothing was at the table: a fresh deal
            c.keeper = back.keeper if back is not None else c.keeper
            self.matches.quick_start()
            return
        if back.aside and self.matches.set_aside is back.document:
            self.matches.give_up_set_aside()  # its keeper comes back with it
        else:
            c.keeper = back.keeper
        document = back.document
        viewer = next((at for at, seat in enumerate(document.seats) if seat.is_human), 0)
        self.matches.set_table(document.match.game, document.seats, document.practice, viewer)
        c.load(document.match, document.seats, document.practice)
        # Set out and gone on from as it stood: its deal is neither looked at by the coach nor kept again.
        c.remote_moved(document.match, None)
        c.hints_used = back.hints

    def _closed(self, table: TryTable) -> None:
        """The try's table closed: by the try itself (a new try, back), or by another command (New game, a deal
        record, Resume my match, a table with friends), which abandons the try; the keeper returns unless the
        match it keeps waits set aside (a deal record's deal keeps nothing meanwhile)."""
        if table is not self._table:
            return
        back, self._back, self._table, self.position = self._back, None, None, None
        self._hide_answer()
        c = self.controller
        if back is not None and c.keeper is None and not (back.aside and self.matches.set_aside is back.document):
            c.keeper = back.keeper

    def _hide_answer(self) -> None:
        if self.answer is not None:
            self.presenter.hide_panel(self.answer)
