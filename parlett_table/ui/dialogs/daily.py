"""Game ▸ Deal of the day: each game's deal of today, whether it was played and how (score, par, accuracy), the days
in a row and the best accuracy; a button plays it (``ui/window/daily.py``)."""

from __future__ import annotations

import datetime
from collections.abc import Callable, Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QDialogButtonBox, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from ...engine import GAMES
from ...engine.language import decimal, translate
from ...kept.daily_rows import DailyRow
from ...play.daily import streak
from ..look.fit import ContentScroll, FittedDialog, fit_to_content
from ..look.style import dialog_buttons, dress, plain_buttons, text_label
from .error_notice import on_click

TEXT_WIDTH = 260  # a game's day, under its name: room for a few words a line at the smallest window


def today_text(row: DailyRow | None) -> str:
    """How today's deal of a game went, in a sentence (or that it waits)."""
    if row is None:
        return translate("Daily", "Not played yet today.")
    if row.par is None:
        words = translate("Daily", "You scored {score}.")
    else:
        words = translate("Daily", "You scored {score}; par was {par}.")
    if row.accuracy is not None:
        words += " " + translate("Daily", "Accuracy {accuracy}.").format(accuracy=decimal(row.accuracy, 0))
    return words.format(score=row.score, par=row.par)


def days_text(rows: Sequence[DailyRow], today: datetime.date) -> str:
    """The days in a row and the best accuracy of one game's deals of the day ("" for a game never played)."""
    if not rows:
        return ""
    days = streak((datetime.date.fromisoformat(row.day) for row in rows), today)
    words = translate("Daily", "%n days in a row.", None, days) if days else translate("Daily", "No days in a row now.")
    accuracies = [row.accuracy for row in rows if row.accuracy is not None]
    if accuracies:
        best = translate("Daily", "Best accuracy {accuracy}.").format(accuracy=decimal(max(accuracies), 0))
        words = f"{words} {best}"
    return words


class DailyDialog(FittedDialog):
    """Today's deal of every game; ``play_requested`` names the game to play."""

    play_requested = Signal(str)

    def __init__(self, rows: Sequence[DailyRow], today: datetime.date, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Daily", "Deal of the day"))
        root = dress(self)
        layout = QVBoxLayout(root)
        layout.setContentsMargins(20, 16, 20, 14)
        layout.setSpacing(10)
        layout.addWidget(text_label(translate("Daily", "Deal of the day"), "heading"))
        layout.addWidget(text_label(translate(
            "Daily", "One deal of each game a day, the same on every computer: play it, compare with friends, and "
                     "see what the expert would have scored in your seat (par). Only your first play of it counts.",
        ), "caption", wrap=True))  # fmt: skip
        content = QWidget()
        games = QVBoxLayout(content)  # scrolls on a screen too small for four games' days
        games.setContentsMargins(0, 0, 0, 0)
        games.setSpacing(10)
        self.buttons: dict[str, QPushButton] = {}
        self.texts: dict[str, str] = {}
        day = today.isoformat()
        for game_id, game in GAMES.items():
            played = [row for row in rows if row.game == game_id]
            now = next((row for row in played if row.day == day), None)
            self.texts[game_id] = " ".join(filter(None, (today_text(now), days_text(played, today))))
            # The game's name with its day under it, and the Play button beside both: the day's words take the
            # width the button leaves, so they wrap instead of running under it in a narrow window.
            about = QVBoxLayout()
            about.setSpacing(2)
            about.addWidget(text_label(game.name, "title"))
            words = text_label(self.texts[game_id], wrap=True)
            words.setMinimumWidth(TEXT_WIDTH)
            about.addWidget(words)
            button = QPushButton(translate("Daily", "Play") if now is None else translate("Daily", "Play again"))
            button.setAccessibleName(translate("Daily", "Play today's {game} deal").format(game=game.name))
            on_click(button, self._player(game_id))
            line = QHBoxLayout()
            line.setSpacing(16)
            line.addLayout(about, 1)
            line.addWidget(button, 0, Qt.AlignmentFlag.AlignVCenter)
            games.addLayout(line)
            self.buttons[game_id] = button
        layout.addWidget(ContentScroll(content), 1)
        plain_buttons(list(self.buttons.values()))
        buttons = dialog_buttons(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_to_content(self)

    def _player(self, game_id: str) -> Callable[[], None]:
        """The command of ``game_id``'s Play button."""

        def play() -> None:
            self.accept()
            self.play_requested.emit(game_id)

        return play
