"""Learning from every deal: Try again (a decision set out again at the table) and Help ▸ Practise my mistakes
(the player's clear mistakes and blunders, kept after each deal to be solved again later).  A mixin of
``MainWindow``: the window has the attributes it names.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from ...engine import Deal
from ...engine.language import translate
from ...kept.history_rows import StorageError
from ...kept.notices import worded
from ...kept.practice import PracticeBook, PracticePosition
from ...play.coach_report import CoachReport
from ..table.message_board import MessageLifetime

if TYPE_CHECKING:
    from ...play.controller import TableController
    from ..table.table_presenter import TablePresenter
    from ..table.table_view import TableView
    from .matches import Matches
    from .try_again import TryAgain


class PracticeCommands:
    """Try again and Practise my mistakes, and the mistakes kept from the coach's reports."""

    practice_book: PracticeBook | None = None  # where the mistakes are kept (``ui/app.py`` hands in the file)
    _trier: TryAgain | None = None
    _coached: tuple[int, Deal, int, tuple[str, ...]] | None = None  # the deal the coach looks at, to keep from

    if TYPE_CHECKING:
        controller: TableController
        matches: Matches
        presenter: TablePresenter
        view: TableView

        def tell(self, text: str, refusal: bool = False, lifetime: MessageLifetime = ...) -> None: ...

    @property
    def trier(self) -> TryAgain:
        """Sets positions out again at the table (made when first needed)."""
        if self._trier is None:
            from .try_again import TryAgain

            def tell(text: str, refusal: bool) -> None:
                self.tell(text, refusal, MessageLifetime.DECISION)

            self._trier = TryAgain(self.controller, self.matches, self.presenter, lambda: self.practice_book, tell,
                                   self.view.overlays)  # fmt: skip
        return self._trier

    @property
    def trying(self) -> bool:
        """Whether a position tried again is at the table."""
        return self._trier is not None and self._trier.trying

    def try_position(self, position: PracticePosition, practising: bool = False) -> bool:
        """``position`` set out at the table for the player to choose again; False (and why, told) if it cannot be."""
        return self.trier.start(position, practising)

    def try_again(self, deal: Deal, seat: int, action_index: int, over: QWidget | None = None) -> bool:
        """The decision at ``action_index`` of ``deal`` (``seat``'s, looked at by the coach: its report on the deal
        just played holds its values) set out again at the table; ``over`` (a dialog it was asked from) closes."""
        from ...play.practice import position_of

        report = self.controller.coach.report
        marked = next((item for item in report.marked if item.action_index == action_index), None) if report else None
        if report is None or marked is None:
            self.tell(translate("Practice", "This decision can be tried again once the coach has looked at it."), True)
            return False
        note = next((item for item in report.notes if item.action_index == action_index), None)
        position = position_of(marked, deal, seat, self.presenter.names, note, time.time())
        if over is not None:
            over.close()
        return self.try_position(position)

    def practise_mistakes(self) -> None:
        """Help ▸ Practise my mistakes: the list of positions kept; the one picked set out at the table."""
        book = self.practice_book
        if book is None:
            self.tell(translate("Practice", "Your mistakes are kept to practise only when the program keeps a "
                                            "history."), True)  # fmt: skip
            return
        from ..learning.practice_list import PracticeDialog

        try:
            positions, notice = book.positions(), book.take_notice()
        except StorageError as error:
            positions, notice = [], worded(error)
        dialog = PracticeDialog(positions, worded(notice) if notice else None, self)  # type: ignore[arg-type]
        if dialog.exec() == PracticeDialog.DialogCode.Accepted and dialog.picked is not None:
            self.try_position(dialog.picked, practising=True)

    def keep_mistakes(self, report: CoachReport) -> None:
        """The coach's report (its ``reported``): the deal it looks at noted, and the player's clear mistakes in
        it kept to practise once the verdict comes.  Only a match of the player's own (not a practice deal, a
        deal record's, a try or a demo); a table with friends is the player's own too."""
        c = self.controller
        if report.looking:
            seat = c.human_seat
            own = c.match is not None and not c.practice and c.match.current.is_over
            names = tuple(self.presenter.names)
            self._coached = (report.deal_number, c.deal, seat, names) if own and seat is not None else None
            return
        coached, book = self._coached, self.practice_book
        if coached is None or book is None or coached[0] != report.deal_number:
            return
        self._coached = None
        from ...play.practice import mistakes_of

        _, deal, seat, names = coached
        try:
            book.add(mistakes_of(report, deal, seat, names, time.time()))
            notice = book.take_notice()  # the list's file set aside as damaged, say: told once, here
        except StorageError as error:
            notice = worded(error)
        if notice:
            self.tell(worded(notice), True, MessageLifetime.DECISION)
