"""Dialogs: a new game, preferences, and the match's score sheet.

The new-game form is built from the engine's registry (games, player counts,
options with their help), so a new option appears here without UI changes;
the engine checks the choice before the dialog closes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine import GAMES, Game, Match, OptionError, OptionSpec, OptionValue, create_game
from ..seeds import new_deal_number
from ..storage.preferences import LEVEL_LABELS, LEVELS, PRINT_SIZE_LABELS, Preferences
from ..timings import SPEED_LABELS, TRICK_PAUSE_LABELS

MAX_SEED = 2**31 - 1


@dataclass(frozen=True)
class NewGameChoice:
    game: Game
    seed: int
    levels: tuple[str, ...]  # the computer players, from the player's left
    practice: bool


def _choice_text(spec: OptionSpec, value: OptionValue) -> str:
    if isinstance(value, bool):
        return "On" if value else "Off"
    return str(value).replace("_", " ").capitalize()


class NewGameDialog(QDialog):
    """Choose a game, its options, the opponents and the deal number."""

    rules_requested = Signal(str)  # a game id: show its rules page

    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("New game")
        self.preferences = preferences
        self.choice: NewGameChoice | None = None
        self._option_widgets: dict[str, QWidget] = {}
        layout = QVBoxLayout(self)

        top = QFormLayout()
        self.game_box = QComboBox()
        for game_id, game in GAMES.items():
            self.game_box.addItem(game.name, game_id)
        self.game_box.setAccessibleName("Game")
        top.addRow("&Game", self.game_box)
        self.description = QLabel()
        self.description.setWordWrap(True)
        self.rules_button = QPushButton("Read the &rules…")
        self.rules_button.setToolTip("The rules of this game, with examples")
        self.rules_button.clicked.connect(lambda: self.rules_requested.emit(self.game_id))
        about = QHBoxLayout()
        about.addWidget(self.description, 1)
        about.addWidget(self.rules_button)
        top.addRow("", about)
        self.players_box = QComboBox()
        self.players_box.setAccessibleName("Number of players")
        top.addRow("&Players", self.players_box)
        layout.addLayout(top)

        self.options_group = QGroupBox("Options")
        self.options_form = QFormLayout(self.options_group)
        layout.addWidget(self.options_group)

        self.opponents_group = QGroupBox("Opponents")
        self.opponents_form = QFormLayout(self.opponents_group)
        layout.addWidget(self.opponents_group)

        deal = QGroupBox("Deal")
        deal_layout = QHBoxLayout(deal)
        self.random_deal = QRadioButton("&Random deal")
        self.chosen_deal = QRadioButton("Deal &number")
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText("e.g. 4217")
        self.seed_edit.setAccessibleName("Deal number")
        self.random_deal.setChecked(True)
        self.seed_edit.setEnabled(False)
        self.chosen_deal.toggled.connect(self.seed_edit.setEnabled)
        for widget in (self.random_deal, self.chosen_deal, self.seed_edit):
            deal_layout.addWidget(widget)
        layout.addWidget(deal)

        self.practice = QCheckBox("&Practice: you may undo your cards (marked as practice in your totals)")
        layout.addWidget(self.practice)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b3261e;")
        self.error.setWordWrap(True)
        self.error.hide()
        layout.addWidget(self.error)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText("&Deal")
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.players_box.currentIndexChanged.connect(self._players_changed)
        index = self.game_box.findData(preferences.last_game)
        self.game_box.setCurrentIndex(max(0, index))
        self._game_changed()

    # --- building the form for a game -----------------------------------------------------

    @property
    def game_id(self) -> str:
        return str(self.game_box.currentData())

    def _game_changed(self) -> None:
        game = GAMES[self.game_id]
        self.description.setText(game.description)
        self.players_box.blockSignals(True)
        self.players_box.clear()
        for count in game.player_counts:
            self.players_box.addItem(f"{count} players", count)
        wanted = self.preferences.last_players.get(self.game_id, game.default_players)
        self.players_box.setCurrentIndex(max(0, self.players_box.findData(wanted)))
        self.players_box.setEnabled(len(game.player_counts) > 1)
        self.players_box.blockSignals(False)
        self._build_options(game, self.preferences.last_options.get(self.game_id, {}))
        self._players_changed()

    def _build_options(self, game: type[Game], remembered: Mapping[str, object]) -> None:
        while self.options_form.rowCount():
            self.options_form.removeRow(0)
        self._option_widgets = {}
        for spec in game.option_specs:
            value = remembered.get(spec.id, spec.default)
            if spec.choices:
                box = QComboBox()
                for at, choice in enumerate(spec.choices):
                    box.addItem(_choice_text(spec, choice), choice)
                    if at < len(spec.choice_help):
                        box.setItemData(at, spec.choice_help[at], Qt.ItemDataRole.ToolTipRole)
                found = next((i for i, c in enumerate(spec.choices) if c == value and type(c) is type(value)), -1)
                box.setCurrentIndex(max(0, found))
                box.currentIndexChanged.connect(self._update_enabled)
                widget: QWidget = box
            else:
                spin = QSpinBox()
                spin.setRange(spec.minimum or 1, 100_000)
                spin.setSingleStep(spec.multiple_of)
                spin.setValue(value if isinstance(value, int) and not isinstance(value, bool) else int(spec.default))
                widget = spin
            widget.setAccessibleName(spec.label)
            widget.setToolTip(spec.help)
            help_label = QLabel(spec.help)
            help_label.setWordWrap(True)
            help_label.setStyleSheet("color: palette(placeholder-text); font-size: 11px;")
            column = QVBoxLayout()
            column.setSpacing(2)
            column.addWidget(widget)
            column.addWidget(help_label)
            holder = QWidget()
            holder.setLayout(column)
            self.options_form.addRow(spec.label, holder)
            self._option_widgets[spec.id] = widget
        self.options_group.setVisible(bool(game.option_specs))

    def _players_changed(self) -> None:
        players = int(self.players_box.currentData() or GAMES[self.game_id].default_players)
        while self.opponents_form.rowCount():
            self.opponents_form.removeRow(0)
        self._level_boxes: list[QComboBox] = []
        names = self.preferences.opponent_names
        for k in range(players - 1):
            box = QComboBox()
            for level in LEVELS:
                box.addItem(LEVEL_LABELS[level], level)
            box.setCurrentIndex(LEVELS.index(self.preferences.opponent_levels[k]))
            where = "on your left" if k == 0 else ("on your right" if k == players - 2 else "opposite")
            box.setAccessibleName(f"{names[k]}'s level")
            self.opponents_form.addRow(f"{names[k]} ({where})", box)
            self._level_boxes.append(box)
        self._update_enabled()

    def _update_enabled(self) -> None:
        """Options that apply only under another option, or at some player counts, are greyed out otherwise."""
        game = GAMES[self.game_id]
        players = int(self.players_box.currentData() or game.default_players)
        for spec in game.option_specs:
            widget = self._option_widgets[spec.id]
            enabled = not spec.players or players in spec.players
            if spec.applies_when is not None:
                other, wanted = spec.applies_when
                enabled = enabled and self._value(other) == wanted
            widget.setEnabled(enabled)

    def _value(self, option_id: str) -> OptionValue:
        widget = self._option_widgets[option_id]
        if isinstance(widget, QComboBox):
            return widget.currentData()  # type: ignore[no-any-return]
        assert isinstance(widget, QSpinBox)
        return widget.value()

    # --- the result ----------------------------------------------------------------------

    def options(self) -> dict[str, OptionValue]:
        """The options chosen; one that does not apply here (greyed out) takes its default."""
        return {
            spec.id: self._value(spec.id) if self._option_widgets[spec.id].isEnabled() else spec.default
            for spec in GAMES[self.game_id].option_specs
        }

    def accept(self) -> None:
        try:
            game = create_game(self.game_id, int(self.players_box.currentData()), self.options())
            seed = self._seed()
        except (OptionError, ValueError) as error:
            self.error.setText(str(error))
            self.error.show()
            return
        levels = tuple(str(box.currentData()) for box in self._level_boxes)
        self.choice = NewGameChoice(game, seed, levels, self.practice.isChecked())
        super().accept()

    def _seed(self) -> int:
        if self.random_deal.isChecked():
            return new_deal_number()
        text = self.seed_edit.text().strip()
        if not text.isdigit() or not 0 < int(text) <= MAX_SEED:
            raise ValueError(f"The deal number must be a whole number from 1 to {MAX_SEED}.")
        return int(text)


class PreferencesDialog(QDialog):
    """Every setting of the table, changed in one place."""

    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Preferences")
        self.result_preferences = preferences
        self._start = preferences
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.name = QLineEdit(preferences.player_name)
        self.name.setMaxLength(24)
        form.addRow("Your &name", self.name)
        self.opponent_names = [QLineEdit(name) for name in preferences.opponent_names]
        for k, edit in enumerate(self.opponent_names):
            edit.setMaxLength(24)
            form.addRow(f"Opponent {k + 1}", edit)
        self.speed = self._combo(SPEED_LABELS, preferences.animation_speed)
        form.addRow("&Animation speed", self.speed)
        self.pause = self._combo(TRICK_PAUSE_LABELS, preferences.trick_pause)
        form.addRow("Finished trick &stays", self.pause)
        self.deck = self._combo({"clear": "Clear (large indices)", "classic": "Classic"}, preferences.deck)
        form.addRow("Card &deck", self.deck)
        self.four_colour = QCheckBox("Four-colour suits (blue diamonds, green clubs)")
        self.four_colour.setChecked(preferences.four_colour)
        form.addRow("", self.four_colour)
        self.sort_hand = QCheckBox("Sort my hand by suit, trumps first")
        self.sort_hand.setChecked(preferences.sort_hand)
        form.addRow("", self.sort_hand)
        orders = {"high_first": "High cards first", "low_first": "Low cards first"}
        self.order = self._combo(orders, preferences.hand_order)
        form.addRow("Card &order", self.order)
        self.print_size = self._combo(PRINT_SIZE_LABELS, preferences.print_size)
        self.print_size.setToolTip("Larger cards and text on the table, as far as the window has room")
        form.addRow("Cards and te&xt", self.print_size)
        self.hints = QCheckBox("Show what to do now on the table")
        self.hints.setChecked(preferences.hints)
        form.addRow("", self.hints)
        self.auto_play = QCheckBox("Play a card automatically when it is the only one allowed")
        self.auto_play.setChecked(preferences.auto_play)
        form.addRow("", self.auto_play)
        self.expert_seconds = QDoubleSpinBox()
        self.expert_seconds.setRange(0.1, 5.0)
        self.expert_seconds.setSingleStep(0.05)
        self.expert_seconds.setSuffix(" s")
        self.expert_seconds.setValue(preferences.expert_seconds)
        form.addRow("Expert's &thinking time", self.expert_seconds)
        layout.addLayout(form)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    @staticmethod
    def _combo(labels: Mapping[str, str], current: str) -> QComboBox:
        box = QComboBox()
        for key, label in labels.items():
            box.addItem(label, key)
        box.setCurrentIndex(max(0, box.findData(current)))
        return box

    def accept(self) -> None:
        def name(edit: QLineEdit, fallback: str) -> str:
            return edit.text().strip() or fallback

        self.result_preferences = self._start.with_changes(
            player_name=name(self.name, "You"),
            opponent_names=tuple(
                name(edit, old) for edit, old in zip(self.opponent_names, self._start.opponent_names, strict=True)
            ),
            animation_speed=self.speed.currentData(),
            trick_pause=self.pause.currentData(),
            deck=self.deck.currentData(),
            four_colour=self.four_colour.isChecked(),
            sort_hand=self.sort_hand.isChecked(),
            hand_order=self.order.currentData(),
            print_size=self.print_size.currentData(),
            hints=self.hints.isChecked(),
            auto_play=self.auto_play.isChecked(),
            expert_seconds=round(self.expert_seconds.value(), 2),
        )
        super().accept()


class ScoreSheetDialog(QDialog):
    """Every deal of the match: each seat's score and role, with running totals."""

    def __init__(self, match: Match, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle("Score sheet")
        layout = QVBoxLayout(self)
        outcomes = match.outcomes
        goal = f"to {match.target}" if match.target is not None else f"{match.deals_to_play} deals"
        layout.addWidget(QLabel(f"{match.game.name}, {goal}. Deal numbers from {match.first_seed}."))
        table = QTableWidget(len(outcomes) + 1, len(names))
        table.setHorizontalHeaderLabels(list(names))
        table.setVerticalHeaderLabels([f"Deal {k + 1}" for k in range(len(outcomes))] + ["Total"])
        totals = [0] * len(names)
        for row, outcome in enumerate(outcomes):
            for seat, line in enumerate(outcome.lines):
                totals[seat] += line.total
                role = f" ({line.role})" if line.role else ""
                item = QTableWidgetItem(f"{line.total}{role}")
                item.setToolTip(line.text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                table.setItem(row, seat, item)
        for seat, total in enumerate(totals):
            item = QTableWidgetItem(str(total))
            font = item.font()
            font.setBold(True)
            item.setFont(font)
            item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            table.setItem(len(outcomes), seat, item)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        layout.addWidget(table)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(120 + 130 * len(names), 160 + 32 * (len(outcomes) + 1))
