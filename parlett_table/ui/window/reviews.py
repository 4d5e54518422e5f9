"""Opening Review: the match's last finished deal (Ctrl+E, the result panel, the coach's "Show in Review"), or any
deal of the history (Statistics ▸ a match's score sheet ▸ Review this deal).

Review marks the play of any seat: the player's deal just finished with the coach's report, followed as it
arrives; any other deal or seat through Review's own errands in the worker (``DealCoach.analyst``), asked by the
controller's side so the window never imports the computer players.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from ...engine import Deal, MatchDocument

if TYPE_CHECKING:
    from ...play.controller import TableController
    from ..learning.review import ReviewDialog
    from ..table.card_item import CardArt


def review(
    controller: TableController,
    deal: Deal,
    names: Sequence[str],
    art: CardArt,
    over: QWidget,
    reader: int | None,
    deal_number: int | None = None,
) -> ReviewDialog:
    """Review of a finished ``deal`` (not yet shown), its ``reader``'s play marked; ``deal_number``: the deal's
    number in the match at the table, whose coach's report (if it is on this deal) marks the reader's play."""
    from ..learning.review import ReviewDialog

    dialog = ReviewDialog(deal, names, art, over, reader)
    coach = controller.coach
    report = coach.report if coach.report is not None and coach.report.deal_number == deal_number else None
    analyst = coach.analyst(deal, controller.expert_seconds)
    if analyst is not None:
        analyst.setParent(dialog)  # goes with the dialog
    dialog.study_play(analyst, report, coach.reported if report is not None else None)
    return dialog


def review_stored(
    controller: TableController,
    document: MatchDocument,
    index: int,
    art: CardArt,
    over: QWidget,
    play_again: Callable[[Deal], object],
) -> ReviewDialog:
    """Review of deal ``index`` of a match from the history, the player's seat marked (any other on asking)."""
    names = [seat.name for seat in document.seats]
    reader = next((number for number, seat in enumerate(document.seats) if seat.is_human), None)
    dialog = review(controller, document.match.deals[index], names, art, over, reader)
    dialog.play_again.connect(play_again)
    return dialog
