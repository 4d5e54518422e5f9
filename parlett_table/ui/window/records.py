"""Opening a deal record at the table: read, explained in a sentence if it cannot be played, and played as practice;
a match of the player's in progress is set aside for it (``Matches.play_record``) only if the player agrees."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QAbstractButton, QMessageBox, QWidget

from ...engine import RecordError, read_deal_file
from ...engine.language import translate

if TYPE_CHECKING:
    from ...play.controller import TableController
    from .matches import Matches


def open_record(parent: QWidget, matches: Matches, path: str | None = None) -> bool:
    """Play a deal from a deal record file again, as practice (asking where when ``path`` is None); False if it was
    not opened (cancelled, a file that cannot be played, or the player kept the match in progress).

    A match of the player's in progress is not thrown away: asked first, the player may keep playing it, or set
    it aside while the record's deal is played (it comes back after that deal, or from Game ▸ Resume my match).
    """
    title = translate("Window", "Open a deal record")
    if path is None:
        from ..dialogs.file_dialogs import open_file_name

        path = open_file_name(parent, title, translate("Window", "Deal records (*.parlett *.json);;All files (*)"))
        if not path:
            return False
    try:
        deal = read_deal_file(path)  # only an ordinary file of a record's size: never a pipe or a device
    except RecordError as error:
        from ..look.style import warn  # looked up when needed (tests answer it)

        warn(parent, title, translate("Window", "That deal cannot be played: {problem}").format(problem=error))
        return False
    if matches.at_stake() and not set_aside_for(parent, matches.controller, Path(path).name):
        return False
    matches.play_record(deal)
    return True


def set_aside_for(parent: QWidget, controller: TableController, record: str) -> bool:
    """Ask whether to set the match in progress aside to play ``record`` (a file's name); True to open it."""
    match = controller.match
    assert match is not None
    box, opening = set_aside_question(parent, record, match.game.name, len(match.deals), controller.practice)
    box.exec()
    return box.clickedButton() is opening


def set_aside_question(
    parent: QWidget | None, record: str, game: str, deal: int, practice: bool
) -> tuple[QMessageBox, QAbstractButton]:
    """The question whether to open ``record`` and set aside the ``game`` match (or practice game) in progress, in
    ``deal``; and its button that opens the record (Continue my match is the default, and Escape's)."""
    from ..look.style import message_box

    question = translate("Window", "Open {record} as a practice deal?").format(record=record)
    if practice:
        where = translate("Window", "Your {game} practice game is in progress, in deal {deal}.")
    else:
        where = translate("Window", "Your {game} match is in progress, in deal {deal}.")
    where = where.format(game=game, deal=deal)
    aside = translate("Window", "It is set aside, not lost, while you play the record's deal: it comes back after "
                                "that deal, or from Game ▸ Resume my match.")  # fmt: skip
    box = message_box(parent, translate("Window", "Open a deal record"), question, f"{where} {aside}",
                      QMessageBox.Icon.Question)  # fmt: skip
    opening = box.addButton(translate("Window", "Open as &practice"), QMessageBox.ButtonRole.AcceptRole)
    keep = box.addButton(translate("Window", "&Continue my match"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(keep)
    box.setEscapeButton(keep)
    return box, opening
