"""Game ▸ Play with friends: the dialogs to create a table at a table server, to join one, and the lobby where
the players gather until the creator starts the match (empty seats get computer players)."""

from __future__ import annotations

import urllib.parse
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialogButtonBox,
    QGridLayout,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine import GAMES, OptionError, OptionValue, create_game
from ...engine.language import translate
from ...kept.settings import LEVEL_LABELS
from ...play.friends.link import TableLink
from ..look.fit import FittedDialog
from ..look.style import dialog_buttons, dress, text_label
from .form import add_rows, choice_box, titled_card
from .new_game import choice_text

DEFAULT_SERVER = "127.0.0.1:8765"


@dataclass(frozen=True)
class TableChoice:
    """A table to create, or (``code`` set) one to join."""

    server: str
    name: str
    game: str = ""
    players: int | None = None
    level: str = "standard"
    code: str = ""
    options: Mapping[str, OptionValue] = field(default_factory=dict)
    levels: tuple[str, ...] = ()  # one for each seat after the creator's (a computer's, if nobody takes it)


def read_invitation(text: str, server: str) -> tuple[str, str]:
    """(server, code) from what a friend sent: a link (``ws://host:port/t/<code>``) or a code alone.

    >>> read_invitation("ws://127.0.0.1:8765/t/abc123", "x"), read_invitation(" abc123 ", "127.0.0.1:8765")
    (('ws://127.0.0.1:8765', 'abc123'), ('127.0.0.1:8765', 'abc123'))
    """
    text = text.strip()
    if "/t/" in text:
        parts = urllib.parse.urlsplit(text)
        base = parts.path.split("/t/", 1)[0]
        return urllib.parse.urlunsplit((parts.scheme, parts.netloc, base, "", "")), text.rsplit("/t/", 1)[1]
    return server, text


def invitation(link: TableLink) -> str:
    """The link a friend joins with: the server's address and the table's code."""
    return link.url


class _FormDialog(FittedDialog):
    """A dialog of one card of rows over OK and Cancel; ``choice`` once accepted."""

    def __init__(self, title: str, card_title: str, parent: QWidget | None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.choice: TableChoice | None = None
        root = dress(self)
        layout = self.layout_of_root = QVBoxLayout(root)
        card, self.grid = titled_card(card_title)
        layout.addWidget(card)
        self.buttons = dialog_buttons(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    @Slot()
    def _accept(self) -> None:
        self.choice = self.made()
        self.accept()

    def made(self) -> TableChoice:
        raise NotImplementedError


def _clear_rows(grid: QGridLayout) -> None:
    """A card's rows gone, its title kept."""
    while grid.count() > 1:
        item = grid.takeAt(grid.count() - 1)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.deleteLater()


class CreateTableDialog(_FormDialog):
    """Game ▸ Play with friends ▸ Create a table: the server, one's name, the game, its players and each other
    seat's level (that of a computer player, if nobody takes the seat), as New game asks each opponent's."""

    def __init__(self, name: str, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(translate("Friends", "Create a table"), translate("Friends", "A table for friends"), parent)
        self.server = QLineEdit(DEFAULT_SERVER)
        self.name = QLineEdit(name)
        self.game = choice_box({key: create_game(key).name for key in GAMES}, game_id)
        self.players = QSpinBox()
        add_rows(self.grid, [
            (translate("Friends", "&Server"), self.server), (translate("Friends", "Your &name"), self.name),
            (translate("Friends", "&Game"), self.game), (translate("Friends", "&Players"), self.players),
        ])  # fmt: skip
        self.levels_card, self.levels_grid = titled_card(translate("Friends", "Computer players"))
        self.level_boxes: list[QComboBox] = []
        self.options_card, self.options_grid = titled_card(translate("Friends", "Options"))
        self.problem = text_label("", "notice", wrap=True)
        root_layout = self.layout_of_root
        root_layout.insertWidget(1, self.levels_card)
        root_layout.insertWidget(2, self.options_card)
        root_layout.insertWidget(3, self.problem)
        self.problem.hide()  # until the rules refuse what was chosen
        self.option_boxes: dict[str, QComboBox | QSpinBox] = {}
        self.game.currentIndexChanged.connect(lambda: self._game_chosen())
        self.players.valueChanged.connect(lambda: self._players_changed())
        self._game_chosen()

    def _players_changed(self) -> None:
        """One level box for each seat after the creator's, each keeping the level chosen while it stays."""
        kept = [str(box.currentData()) for box in self.level_boxes]
        _clear_rows(self.levels_grid)
        self.level_boxes = []
        rows: list[tuple[str, QWidget]] = []
        labels = {key: translate("Levels", words) for key, words in LEVEL_LABELS.items()}
        for seat in range(2, self.players.value() + 1):
            box = choice_box(labels, kept[seat - 2] if seat - 2 < len(kept) else "standard")
            words = translate("Friends", "Seat {seat}: the computer player's level, if nobody takes the seat")
            box.setAccessibleName(words.format(seat=seat))
            self.level_boxes.append(box)
            rows.append((translate("Friends", "Seat {seat}").format(seat=seat), box))
        add_rows(self.levels_grid, rows)
        self._update_enabled()

    @Slot()
    def _game_chosen(self) -> None:
        game_class = GAMES[str(self.game.currentData())]
        counts = game_class.player_counts
        self.players.setRange(min(counts), max(counts))
        self.players.setValue(game_class.default_players)
        self._players_changed()  # also when the count stays the same
        _clear_rows(self.options_grid)
        self.option_boxes = {}
        rows: list[tuple[str, QWidget]] = []
        for spec in game_class.option_specs:
            box: QComboBox | QSpinBox
            if spec.choices:
                box = QComboBox()
                for choice in spec.choices:
                    box.addItem(choice_text(spec, choice), choice)
                box.setCurrentIndex(max(0, spec.choices.index(spec.default)))
            else:
                box = QSpinBox()
                box.setRange(spec.minimum or 1, 100_000)
                box.setSingleStep(spec.multiple_of)
                box.setValue(int(spec.default))
            box.setToolTip(translate("Games", spec.help))
            changed = box.currentIndexChanged if isinstance(box, QComboBox) else box.valueChanged
            changed.connect(lambda: self._update_enabled())
            self.option_boxes[spec.id] = box
            rows.append((translate("Games", spec.label), box))
        add_rows(self.options_grid, rows)
        self.options_card.setVisible(bool(rows))
        self._update_enabled()

    def _update_enabled(self) -> None:
        """As in New game: an option that applies only at some player counts, or under another option, can be chosen
        only where it applies (elsewhere it keeps the game's default)."""
        for spec in GAMES[str(self.game.currentData())].option_specs:
            box = self.option_boxes.get(spec.id)
            if box is None:  # the game's boxes are being made
                continue
            box.setEnabled(spec.applies(self.players.value(), self._value))

    def _value(self, option_id: str) -> OptionValue:
        box = self.option_boxes[option_id]
        return box.currentData() if isinstance(box, QComboBox) else box.value()

    def options(self) -> dict[str, OptionValue]:
        """The options chosen that differ from the game's (the server fills in the rest)."""
        chosen: dict[str, OptionValue] = {}
        for spec in GAMES[str(self.game.currentData())].option_specs:
            value = self._value(spec.id)
            if self.option_boxes[spec.id].isEnabled() and value != spec.default:
                chosen[spec.id] = value
        return chosen

    @Slot()
    def _accept(self) -> None:
        """Only a game the rules allow is asked for (an option at this number of players, say)."""
        try:
            create_game(str(self.game.currentData()), self.players.value(), self.options())
        except OptionError as error:
            self.problem.setText(str(error))
            self.problem.show()
            return
        super()._accept()

    def made(self) -> TableChoice:
        server = self.server.text().strip() or DEFAULT_SERVER
        game, levels = str(self.game.currentData()), tuple(str(box.currentData()) for box in self.level_boxes)
        options = self.options()
        return TableChoice(server, self.name.text().strip(), game, self.players.value(), options=options, levels=levels)


class JoinTableDialog(_FormDialog):
    """Game ▸ Play with friends ▸ Join a table: the code or link a friend sent, and one's name."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(translate("Friends", "Join a table"), translate("Friends", "A friend's table"), parent)
        self.server = QLineEdit(DEFAULT_SERVER)
        self.code = QLineEdit()
        self.code.setPlaceholderText(translate("Friends", "the code or the link you were sent"))
        self.name = QLineEdit(name)
        add_rows(self.grid, [
            (translate("Friends", "&Code or link"), self.code), (translate("Friends", "Your &name"), self.name),
            (translate("Friends", "&Server"), self.server),
        ])  # fmt: skip

    def made(self) -> TableChoice:
        server, code = read_invitation(self.code.text(), self.server.text().strip() or DEFAULT_SERVER)
        return TableChoice(server, self.name.text().strip(), code=code)


def seat_words(info: dict[str, Any], yours: bool) -> str:
    """A seat of the lobby in words: who sits there and how they are, or the computer player an open seat gets."""
    level = translate("Levels", LEVEL_LABELS.get(str(info.get("level", "")), "Standard"))
    status, name = info.get("status"), str(info.get("name", ""))
    if info.get("player") == "open":
        return translate("Friends", "open: a computer player ({level}) if nobody comes").format(level=level)
    if info.get("player") == "computer":
        return translate("Friends", "{name}: a computer player ({level})").format(name=name, level=level)
    if yours:
        return translate("Friends", "{name} (you)").format(name=name)
    words = {
        "reconnecting": translate("Friends", "{name}: connection lost, coming back…"),
        "away": translate("Friends", "{name}: away, a computer player ({level}) plays for them"),
        "left": translate("Friends", "{name}: left, a computer player ({level}) plays the seat"),
    }.get(str(status), "{name}")
    return words.format(name=name, level=level)


class LobbyDialog(FittedDialog):
    """Who sits where until the match starts; the creator starts it (``Start``), everyone may leave."""

    started = Signal()

    def __init__(self, link: TableLink, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.link = link
        self.setWindowTitle(translate("Friends", "Table with friends"))
        root = dress(self)
        layout = QVBoxLayout(root)
        self.status = text_label(translate("Friends", "Connecting…"), "caption", wrap=True)
        self.code = text_label("", "title")
        self.seats = QListWidget()
        self.copy = QPushButton(translate("Friends", "&Copy the link"))
        self.copy.clicked.connect(lambda: self.copy_link())  # not Qt's ``checked``
        self.start = QPushButton(translate("Friends", "&Start"))
        self.start.setEnabled(False)
        self.start.clicked.connect(lambda: self._start())
        self.buttons = dialog_buttons(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.addButton(self.start, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.rejected.connect(self.reject)
        for widget in (self.status, self.code, self.copy, self.seats, self.buttons):
            layout.addWidget(widget)
        link.welcomed.connect(self._show_welcome)
        link.seats_changed.connect(self._show_seats)
        link.error.connect(self._show_error)
        link.status_changed.connect(self._show_status)

    @Slot()
    def copy_link(self) -> None:
        QGuiApplication.clipboard().setText(invitation(self.link))

    @Slot()
    def _start(self) -> None:
        self.link.start()

    @Slot(object)
    def _show_welcome(self, message: dict[str, Any]) -> None:
        words = translate("Friends", "Table code: {code}")
        self.code.setText(words.format(code=message["code"]))
        self.status.setText(translate("Friends", "Send the code or the link to your friends."))

    @Slot(object)
    def _show_seats(self, message: dict[str, Any]) -> None:
        self.seats.clear()
        for info in message["seats"]:
            self.seats.addItem(f"{info['seat'] + 1}. {seat_words(info, info['seat'] == self.link.seat)}")
        host = message["host"] == self.link.seat
        self.start.setEnabled(host and not message["started"])
        if not host:
            self.status.setText(translate("Friends", "Waiting for the table's creator to start."))
        if message["started"]:
            self.started.emit()
            self.accept()

    @Slot(object)
    def _show_error(self, message: dict[str, Any]) -> None:
        self.status.setText(translate("Friends", "The server said: {message}").format(message=message["message"]))

    @Slot(str)
    def _show_status(self, status: str) -> None:
        if status == "closed" and not self.link.welcome:
            self.status.setText(translate("Friends", "No table server answered at that address."))
        elif status == "reconnecting":
            self.status.setText(translate("Friends", "Reconnecting…"))
