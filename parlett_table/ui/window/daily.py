"""Game ▸ Deal of the day at the table: the day's deal of a game played (``play/daily.py``), its first play kept in
the history's deals of the day with the coach's accuracy and the expert's par once they are known.

The deal is played as a deal record's deal is (``Matches.play_record``): as practice, outside the match totals, the
player's match at stake set aside (after asking) and back after it.  Only the first play of a day's deal counts;
playing it again that day is practice, and the table says so.
"""

from __future__ import annotations

import datetime
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Slot
from PySide6.QtWidgets import QMessageBox, QWidget

from ...engine import Deal, Outcome, deal_to_record
from ...engine.language import translate
from ...kept.daily_rows import DailyBook, DailyRow
from ...kept.history_rows import StorageError
from ...play.coach_report import CoachReport
from ...play.daily import LEVEL, daily_game, daily_number
from ..table.message_board import MessageLifetime

if TYPE_CHECKING:
    from ...play.controller import TableController
    from .matches import Matches

log = logging.getLogger("parlett_table")


@dataclass
class DailyPlay:
    """The deal of the day at the table now."""

    day: str  # YYYY-MM-DD
    game_id: str
    number: int
    for_record: bool  # its first play that day, not restarted nor undone: kept
    kept: bool = False  # kept in the history already (its verdict follows)
    starts: int = 0  # how many times it was dealt at the table (a restart is the second)


class DailyTable(QObject):
    """Starts the deal of the day and keeps its first play (``book``: the history's deals of the day, or None when
    no history is kept); ``today`` says the date (the tests set it)."""

    def __init__(
        self,
        parent: QWidget,
        matches: Matches,
        controller: TableController,
        book: Callable[[], DailyBook | None],
        today: Callable[[], datetime.date] = datetime.date.today,
    ) -> None:
        super().__init__(parent)
        self.parent_widget, self.matches, self.controller = parent, matches, controller
        self.book, self.today = book, today
        self.playing: DailyPlay | None = None
        controller.deal_finished.connect(self._deal_finished)
        controller.coach.reported.connect(self._reported)
        controller.deal_started.connect(self._deal_started)
        controller.synced.connect(self._jumped)

    def play(self, game_id: str) -> bool:
        """Today's deal of ``game_id`` at the table; False if the player kept the match in progress instead."""
        day = self.today()
        number, game = daily_number(game_id, day), daily_game(game_id)
        again = self._at_the_table()  # a deal of the day at the table already goes, and is not set aside
        if not again and self.matches.at_stake() and not self._set_aside_agreed(game.name):
            return False
        played = self._played(day.isoformat(), game_id)
        self.playing = DailyPlay(day.isoformat(), game_id, number, for_record=played is None)
        self.matches.presenter.occasion = translate("Daily", "deal of the day")
        self.matches.play_record(Deal.start(game, number), [LEVEL] * (game.players - 1), set_aside=not again)
        if played is None:
            words = translate("Daily", "Today's {game} deal: your first play of it counts. The same cards are dealt "
                                       "on every computer today, so friends can compare.")  # fmt: skip
        else:
            words = translate("Daily", "You played today's {game} deal already (you scored {score}): this time is "
                                       "practice.").format(game=game.name, score=played.score)  # fmt: skip
        self.matches.presenter.tell(words.format(game=game.name), lifetime=MessageLifetime.DECISION)
        return True

    def _played(self, day: str, game_id: str) -> DailyRow | None:
        book = self.book()
        try:
            return None if book is None else book.played(day, game_id)
        except StorageError as error:  # the history cannot be read now: played for the record, kept if it can be
            log.warning("The deals of the day could not be read: %s", error)
            return None

    def _set_aside_agreed(self, game: str) -> bool:
        """Whether the player agrees to set the match in progress aside for the deal of the day."""
        from ..look.style import message_box

        match = self.controller.match
        assert match is not None
        question = translate("Daily", "Play today's {game} deal?").format(game=game)
        where = translate("Daily", "Your {game} match is in progress, in deal {deal}. It is set aside, not lost, "
                                   "while you play the deal of the day: it comes back after that deal, or from Game ▸ "
                                   "Resume my match.").format(game=match.game.name, deal=len(match.deals))  # fmt: skip
        box = message_box(self.parent_widget, translate("Daily", "Deal of the day"), question, where,
                          QMessageBox.Icon.Question)  # fmt: skip
        playing = box.addButton(translate("Daily", "&Play the deal of the day"), QMessageBox.ButtonRole.AcceptRole)
        keep = box.addButton(translate("Daily", "&Continue my match"), QMessageBox.ButtonRole.RejectRole)
        box.setDefaultButton(keep)
        box.setEscapeButton(keep)
        box.exec()
        return box.clickedButton() is playing

    def _at_the_table(self) -> bool:
        """Whether the deal at the table is still the deal of the day being played."""
        match, playing = self.controller.match, self.playing
        if playing is None or match is None:
            return False
        return match.first_seed == playing.number and len(match.deals) == 1

    def _still_here(self) -> DailyPlay | None:
        """The deal of the day being played, if it is still at the table; when another deal or match has come, it
        is over, and the table no longer calls it so."""
        if self.playing is not None and not self._at_the_table():
            self.playing = None
            self.matches.presenter.occasion = ""
        return self.playing

    @Slot()
    def _deal_started(self) -> None:
        playing = self._still_here()
        if playing is not None:
            playing.starts += 1
            if playing.starts > 1:  # dealt again after its cards were seen: practice from now on
                playing.for_record = False

    @Slot()
    def _jumped(self) -> None:
        """An undo in the middle of the deal of the day: from then on it is practice (a match loaded ends it)."""
        playing = self._still_here()
        if playing is not None and self.controller.deal.actions:
            playing.for_record = False

    @Slot(object)
    def _deal_finished(self, outcome: Outcome) -> None:
        playing, seat = self.playing, self.controller.human_seat
        if playing is None or not playing.for_record or seat is None or not self._at_the_table():
            return
        match = self.controller.match
        assert match is not None
        record = json.dumps(deal_to_record(match.current))
        row = DailyRow(playing.day, playing.game_id, playing.number, outcome.scores[seat], None, None, record)
        playing.kept = self._write(lambda book: book.keep(row))  # kept now, or already by another window
        playing.for_record = False  # kept once: an undo and replay of the same deal is not kept again

    @Slot(object)
    def _reported(self, report: CoachReport) -> None:
        playing = self.playing
        if playing is None or not playing.kept or report.looking or report.failed or not self._at_the_table():
            return
        par = None if report.par is None else report.par.score
        self._write(lambda book: book.verdict(playing.day, playing.game_id, report.accuracy, par))
        if report.par is not None:
            words = translate("Daily", "Par for today's deal: the expert would have scored {par} in your seat; you "
                                       "scored {score}.")  # fmt: skip
            self.matches.presenter.tell(words.format(par=report.par.score, score=report.par.played),
                                        lifetime=MessageLifetime.DECISION)  # fmt: skip

    def _write(self, step: Callable[[DailyBook], object]) -> bool:
        """One write to the deals of the day; whether it was made (a failure is told in a sentence, and the play
        goes on)."""
        book = self.book()
        if book is None:
            return False
        try:
            step(book)
            return True
        except StorageError as error:
            self.matches.presenter.tell(translate("Daily", "Today's deal could not be kept in your history: {why}")
                                        .format(why=error), lifetime=MessageLifetime.DECISION)  # fmt: skip
            return False
