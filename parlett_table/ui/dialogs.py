"""Dialogs: a new game, preferences, and the match's score sheet.

The new-game form is built from the engine's registry (games, player counts,
options with their help), so a new option appears here without UI changes;
the engine checks the choice before the dialog closes.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLayoutItem,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..engine import GAMES, Game, Match, OptionError, OptionSpec, OptionValue, create_game
from ..engine.language import QT_TRANSLATE_NOOP, translate
from ..engine.words import listing
from ..seeds import new_deal_number
from ..settings import LANGUAGE_LABELS, LEVEL_LABELS, LEVELS, PRINT_SIZE_LABELS, Preferences
from ..timings import SPEED_LABELS, TRICK_PAUSE_LABELS
from .fit import ContentScroll, FittedDialog, fit_to_content
from .game_words import role_label
from .sound import SoundBase
from .sound_settings import SoundSettings
from .style import card_frame, dialog_buttons, dress, text_label
from .theme import THEME

MAX_SEED = 2**31 - 1
CONTROL_WIDTH = 200  # the column of drop-down lists and boxes on the right of every card


@dataclass(frozen=True)
class NewGameChoice:
    game: Game
    seed: int
    levels: tuple[str, ...]  # the computer players, from the player's left
    practice: bool


# The games' option choices as the New game dialog shows them: the choice's id in words, translated.
CHOICE_WORDS = (
    QT_TRANSLATE_NOOP("Options", "Free"), QT_TRANSLATE_NOOP("Options", "Longest"),
    QT_TRANSLATE_NOOP("Options", "Fixed"), QT_TRANSLATE_NOOP("Options", "Individual"),
    QT_TRANSLATE_NOOP("Options", "Plain"), QT_TRANSLATE_NOOP("Options", "Middle"),
    QT_TRANSLATE_NOOP("Options", "Last"), QT_TRANSLATE_NOOP("Options", "First"),
    QT_TRANSLATE_NOOP("Options", "By suit"), QT_TRANSLATE_NOOP("Options", "Standard"),
    QT_TRANSLATE_NOOP("Options", "Fluctuating"),
)  # fmt: skip


def _choice_text(spec: OptionSpec, value: OptionValue) -> str:
    if isinstance(value, bool):
        return translate("Options", "On") if value else translate("Options", "Off")
    return translate("Options", str(value).replace("_", " ").capitalize())


def _field(text: str, buddy: QWidget) -> QLabel:
    """The name of a control, in bold on its left; its mnemonic (the letter after "&") moves to the control."""
    label = text_label(text, "field")
    label.setBuddy(buddy)
    return label


def _titled_card(title: str) -> tuple[QFrame, QGridLayout]:
    """A card with a title on its first row and a two-column grid (names, controls) under it."""
    card = card_frame()
    grid = QGridLayout(card)
    grid.setContentsMargins(14, 10, 14, 12)
    grid.setHorizontalSpacing(12)
    grid.setVerticalSpacing(10)
    grid.addWidget(text_label(title, "title"), 0, 0, 1, 2)
    grid.setColumnStretch(0, 1)  # the words take the room; the controls line up in one column on the right
    grid.setColumnMinimumWidth(1, CONTROL_WIDTH)
    return card, grid


def _add_rows(grid: QGridLayout, rows: Sequence[tuple[str, QWidget]]) -> None:
    """Rows under a card's title: a control with its name on the left, or (no name) across both columns."""
    for at, (name, widget) in enumerate(rows, start=1):
        if name:
            grid.addWidget(_field(name, widget), at, 0)
            grid.addWidget(widget, at, 1)
        else:
            grid.addWidget(widget, at, 0, 1, 2)


def _show_new_rows(grid: QGridLayout) -> None:
    """Rows added to a dialog already shown count in its size at once (Qt would show them a moment later)."""
    for index in range(grid.count()):
        item = grid.itemAt(index)
        widget = item.widget() if item is not None else None
        if widget is not None and not widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide):
            widget.show()


def _clear_rows(grid: QGridLayout) -> None:
    """Remove every row under a card's title (the rows of a game or player count no longer chosen)."""
    while grid.count() > 1:  # the title, added first, stays
        _discard(grid.takeAt(grid.count() - 1))


def _discard(item: QLayoutItem | None) -> None:
    if item is None:
        return
    widget, layout = item.widget(), item.layout()
    if widget is not None:
        widget.hide()
        widget.deleteLater()
    elif layout is not None:
        while layout.count():
            _discard(layout.takeAt(0))
        layout.deleteLater()


class NewGameDialog(FittedDialog):
    """Choose a game, its options, the opponents and the deal number.

    The dialog is as tall as its content for the game chosen (it grows and
    shrinks when the game or the number of players changes) and scrolls only
    when the screen is shorter than that.
    """

    rules_requested = Signal(str)  # a game id: show its rules page

    CONTENT_WIDTH = 640  # wide enough for most options' help in one or two lines

    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "New game"))
        self.preferences = preferences
        self.choice: NewGameChoice | None = None
        self._option_widgets: dict[str, QWidget] = {}
        self._option_rows: dict[str, tuple[QWidget, ...]] = {}
        self._level_boxes: list[QComboBox] = []
        root = dress(self)
        layout = QVBoxLayout(root)
        layout.setContentsMargins(20, 16, 20, 14)
        layout.setSpacing(12)
        layout.addWidget(text_label(translate("Dialogs", "New game"), "heading"))

        self.content = QWidget()
        body = QVBoxLayout(self.content)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(12)
        body.addWidget(self._build_game_card())
        self.options_group, self.options_form = _titled_card(translate("Dialogs", "Options"))
        body.addWidget(self.options_group)
        self.opponents_group, self.opponents_form = _titled_card(translate("Dialogs", "Opponents"))
        body.addWidget(self.opponents_group)
        body.addWidget(self._build_deal_card())
        self.content_scroll = ContentScroll(self.content, self.CONTENT_WIDTH)
        layout.addWidget(self.content_scroll, 1)

        self.error = text_label("", "notice", wrap=True)
        self.error.setAccessibleName(translate("Dialogs", "Problem"))
        self.error.hide()
        layout.addWidget(self.error)
        buttons = dialog_buttons(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        deal_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        deal_button.setText(translate("Dialogs", "&Deal"))
        deal_button.setProperty("accent", True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.players_box.currentIndexChanged.connect(self._players_changed)
        index = self.game_box.findData(preferences.last_game)
        self.game_box.blockSignals(True)
        self.game_box.setCurrentIndex(max(0, index))
        self.game_box.blockSignals(False)
        self._game_changed()
        self.game_box.setFocus()

    def _build_game_card(self) -> QFrame:
        card = card_frame()
        grid = QGridLayout(card)
        grid.setContentsMargins(14, 12, 14, 12)
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(8)
        self.game_box = QComboBox()
        for game_id, game in GAMES.items():
            self.game_box.addItem(game.name, game_id)
        self.game_box.setAccessibleName(translate("Dialogs", "Game"))
        self.players_box = QComboBox()
        self.players_box.setAccessibleName(translate("Dialogs", "Number of players"))
        self.rules_button = QPushButton(translate("Dialogs", "Read the &rules…"))
        self.rules_button.setProperty("quiet", True)
        self.rules_button.setAutoDefault(False)
        self.rules_button.setToolTip(translate("Dialogs", "The rules of this game, with examples"))
        self.rules_button.clicked.connect(lambda: self.rules_requested.emit(self.game_id))
        self.description = text_label("", "caption", wrap=True)
        grid.addWidget(_field(translate("Dialogs", "&Game"), self.game_box), 0, 0)
        grid.addWidget(self.game_box, 0, 1)
        grid.addWidget(_field(translate("Dialogs", "&Players"), self.players_box), 0, 2)
        grid.addWidget(self.players_box, 0, 3)
        grid.addWidget(self.rules_button, 0, 5)
        grid.setColumnStretch(4, 1)
        grid.setColumnMinimumWidth(2, 60)
        grid.addWidget(self.description, 1, 0, 1, 6)
        return card

    def _build_deal_card(self) -> QFrame:
        card, grid = _titled_card(translate("Dialogs", "Deal"))
        self.random_deal = QRadioButton(translate("Dialogs", "&Random deal"))
        self.chosen_deal = QRadioButton(translate("Dialogs", "Deal &number"))
        self.seed_edit = QLineEdit()
        self.seed_edit.setPlaceholderText(translate("Dialogs", "e.g. 4217"))
        self.seed_edit.setAccessibleName(translate("Dialogs", "Deal number"))
        self.random_deal.setChecked(True)
        self.seed_edit.setEnabled(False)
        self.chosen_deal.toggled.connect(self.seed_edit.setEnabled)
        choice = QHBoxLayout()
        choice.setSpacing(16)
        choice.addWidget(self.random_deal)
        choice.addWidget(self.chosen_deal)
        choice.addWidget(self.seed_edit, 1)
        grid.addLayout(choice, 1, 0, 1, 2)
        practice = translate("Dialogs", "&Practice: you may undo your cards (counted apart in your totals)")
        self.practice = QCheckBox(practice)
        grid.addWidget(self.practice, 2, 0, 1, 2)
        return card

    # --- building the form for a game -----------------------------------------------------

    @property
    def game_id(self) -> str:
        return str(self.game_box.currentData())

    def _game_changed(self) -> None:
        game = GAMES[self.game_id]
        self.description.setText(translate("Games", game.description))
        self.players_box.blockSignals(True)
        self.players_box.clear()
        for count in game.player_counts:
            self.players_box.addItem(translate("Dialogs", "%n players", None, count), count)
        wanted = self.preferences.last_players.get(self.game_id, game.default_players)
        self.players_box.setCurrentIndex(max(0, self.players_box.findData(wanted)))
        self.players_box.setEnabled(len(game.player_counts) > 1)
        self.players_box.blockSignals(False)
        self._build_options(game, self.preferences.last_options.get(self.game_id, {}))
        self._players_changed()

    def _build_options(self, game: type[Game], remembered: Mapping[str, object]) -> None:
        _clear_rows(self.options_form)
        self._option_widgets = {}
        self._option_rows = {}
        for row, spec in enumerate(game.option_specs):
            value = remembered.get(spec.id, spec.default)
            if spec.choices:
                box = QComboBox()
                for at, choice in enumerate(spec.choices):
                    box.addItem(_choice_text(spec, choice), choice)
                    if at < len(spec.choice_help):
                        box.setItemData(at, translate("Games", spec.choice_help[at]), Qt.ItemDataRole.ToolTipRole)
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
            widget.setAccessibleName(translate("Games", spec.label))
            widget.setAccessibleDescription(translate("Games", spec.help))
            label = _field(translate("Games", spec.label), widget)
            help_label = text_label(translate("Games", spec.help), "caption", wrap=True)
            # Each option as a line of settings: its name and help on the left, its control on the right.
            words = QVBoxLayout()
            words.setSpacing(1)
            words.addWidget(label)
            words.addWidget(help_label)
            self.options_form.addLayout(words, 1 + row, 0)
            self.options_form.addWidget(widget, 1 + row, 1)
            self._option_widgets[spec.id] = widget
            self._option_rows[spec.id] = (label, widget, help_label)
        _show_new_rows(self.options_form)

    def _players_changed(self) -> None:
        players = int(self.players_box.currentData() or GAMES[self.game_id].default_players)
        _clear_rows(self.opponents_form)
        self._level_boxes = []
        names = self.preferences.opponent_names
        for k in range(players - 1):
            box = QComboBox()
            for level in LEVELS:
                box.addItem(translate("Levels", LEVEL_LABELS[level]), level)
            box.setCurrentIndex(LEVELS.index(self.preferences.opponent_levels[k]))
            if k == 0:
                label = translate("Dialogs", "{name} (on your left)")
            elif k == players - 2:
                label = translate("Dialogs", "{name} (on your right)")
            else:
                label = translate("Dialogs", "{name} (opposite)")
            box.setAccessibleName(translate("Dialogs", "{name}'s level").format(name=names[k]))
            self.opponents_form.addWidget(_field(label.format(name=names[k]), box), 1 + k, 0)
            self.opponents_form.addWidget(box, 1 + k, 1)
            self._level_boxes.append(box)
        _show_new_rows(self.opponents_form)
        self._update_enabled()

    def _update_enabled(self) -> None:
        """Options that apply only under another option, or at some player counts, show only when they apply.

        The dialog then fits its content again: it grows to show such an
        option and shrinks when it goes.
        """
        game = GAMES[self.game_id]
        players = int(self.players_box.currentData() or game.default_players)
        shown = 0
        for spec in game.option_specs:
            enabled = not spec.players or players in spec.players
            if spec.applies_when is not None:
                other, wanted = spec.applies_when
                enabled = enabled and self._value(other) == wanted
            for part in self._option_rows[spec.id]:
                part.setEnabled(enabled)
                part.setVisible(enabled)
            shown += enabled
        self.options_group.setVisible(shown > 0)
        fit_to_content(self)

    def _value(self, option_id: str) -> OptionValue:
        widget = self._option_widgets[option_id]
        if isinstance(widget, QComboBox):
            return widget.currentData()  # type: ignore[no-any-return]
        assert isinstance(widget, QSpinBox)
        return widget.value()

    # --- the result ----------------------------------------------------------------------

    def options(self) -> dict[str, OptionValue]:
        """The options chosen; one that does not apply here (not shown) takes its default."""
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
            fit_to_content(self)
            return
        levels = tuple(str(box.currentData()) for box in self._level_boxes)
        self.choice = NewGameChoice(game, seed, levels, self.practice.isChecked())
        super().accept()

    def _seed(self) -> int:
        if self.random_deal.isChecked():
            return new_deal_number()
        text = self.seed_edit.text().strip()
        if not text.isdigit() or not 0 < int(text) <= MAX_SEED:
            raise ValueError(
                translate("Dialogs", "The deal number must be a whole number from 1 to {most}.").format(most=MAX_SEED)
            )
        return int(text)


def _translated(context: str, labels: Mapping[str, str]) -> dict[str, str]:
    """A module's labels (marked with QT_TRANSLATE_NOOP) in the player's language."""
    return {key: translate(context, label) for key, label in labels.items()}


class PreferencesDialog(FittedDialog):
    """Every setting of the table, changed in one place."""

    CONTENT_WIDTH = 560

    def __init__(self, preferences: Preferences, parent: QWidget | None = None, sound: SoundBase | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "Preferences"))
        self.result_preferences = preferences
        self._start = preferences
        root = dress(self)
        layout = QVBoxLayout(root)
        layout.setContentsMargins(20, 16, 20, 14)
        layout.setSpacing(12)
        layout.addWidget(text_label(translate("Dialogs", "Preferences"), "heading"))
        content = QWidget()
        body = QVBoxLayout(content)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(12)

        names, grid = _titled_card(translate("Dialogs", "Names"))
        self.name = QLineEdit(preferences.player_name)
        self.name.setMaxLength(24)
        grid.addWidget(_field(translate("Dialogs", "Your &name"), self.name), 1, 0)
        grid.addWidget(self.name, 1, 1)
        self.opponent_names = [QLineEdit(name) for name in preferences.opponent_names]
        opponents = QGridLayout()
        opponents.setSpacing(8)
        for k, edit in enumerate(self.opponent_names):
            edit.setMaxLength(24)
            edit.setAccessibleName(translate("Dialogs", "Opponent {number}").format(number=k + 1))
            opponents.addWidget(edit, k // 2, k % 2)
        grid.addWidget(
            _field(translate("Dialogs", "&Opponents"), self.opponent_names[0]), 2, 0, Qt.AlignmentFlag.AlignTop
        )
        grid.addLayout(opponents, 2, 1)
        grid.setColumnMinimumWidth(1, 2 * CONTROL_WIDTH)
        body.addWidget(names)

        table, grid = _titled_card(translate("Dialogs", "The table"))
        self.speed = self._combo(_translated("Speeds", SPEED_LABELS), preferences.animation_speed)
        self.pause = self._combo(_translated("TrickPauses", TRICK_PAUSE_LABELS), preferences.trick_pause)
        self.deck = self._combo(
            {"clear": translate("Dialogs", "Clear (large indices)"), "classic": translate("Dialogs", "Classic")},
            preferences.deck,
        )
        orders = {
            "high_first": translate("Dialogs", "High cards first"),
            "low_first": translate("Dialogs", "Low cards first"),
        }
        self.order = self._combo(orders, preferences.hand_order)
        self.four_colour = QCheckBox(translate("Dialogs", "Four-colour suits (blue diamonds, green clubs)"))
        self.four_colour.setChecked(preferences.four_colour)
        self.sort_hand = QCheckBox(translate("Dialogs", "Sort my hand by suit, trumps first"))
        self.sort_hand.setChecked(preferences.sort_hand)
        self.print_size = self._combo(_translated("PrintSizes", PRINT_SIZE_LABELS), preferences.print_size)
        self.print_size.setToolTip(
            translate("Dialogs", "Larger cards and text on the table, as far as the window has room")
        )
        rows: list[tuple[str, QWidget]] = [
            (translate("Dialogs", "&Animation speed"), self.speed),
            (translate("Dialogs", "Finished trick &stays"), self.pause),
            (translate("Dialogs", "Card &deck"), self.deck),
            ("", self.four_colour),
            ("", self.sort_hand),
            (translate("Dialogs", "Card o&rder"), self.order),
            (translate("Dialogs", "Cards and te&xt"), self.print_size),
        ]
        _add_rows(grid, rows)
        body.addWidget(table)

        help_card, grid = _titled_card(translate("Dialogs", "Help while playing"))
        self.hints = QCheckBox(translate("Dialogs", "Show what to do now on the table"))
        self.hints.setChecked(preferences.hints)
        self.auto_play = QCheckBox(translate("Dialogs", "Play a card automatically when it is the only one allowed"))
        self.auto_play.setChecked(preferences.auto_play)
        self.expert_seconds = QDoubleSpinBox()
        self.expert_seconds.setRange(0.1, 5.0)
        self.expert_seconds.setSingleStep(0.05)
        self.expert_seconds.setSuffix(translate("Dialogs", " s"))
        self.expert_seconds.setValue(preferences.expert_seconds)
        _add_rows(
            grid,
            [
                ("", self.hints),
                ("", self.auto_play),
                (translate("Dialogs", "Expert's &thinking time"), self.expert_seconds),
            ],
        )
        body.addWidget(help_card)

        language_card, grid = _titled_card(translate("Dialogs", "Language"))
        languages = {"system": translate("Dialogs", "The system's language"), **LANGUAGE_LABELS}
        self.language = self._combo(languages, preferences.language)
        self.language.setToolTip(translate("Dialogs", "Used from the next start of Parlett Table"))
        _add_rows(grid, [(translate("Dialogs", "&Language (from the next start)"), self.language)])
        body.addWidget(language_card)

        sound_card, grid = _titled_card(translate("Dialogs", "Sound"))
        self.sound = SoundSettings(preferences, sound)
        _add_rows(grid, self.sound.rows())
        body.addWidget(sound_card)

        self.content_scroll = ContentScroll(content, self.CONTENT_WIDTH)
        layout.addWidget(self.content_scroll, 1)
        buttons = dialog_buttons(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setProperty("accent", True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_to_content(self)

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
            language=self.language.currentData(),
            **self.sound.changes(),
        )
        super().accept()


class ScoreTable(QTableWidget):
    """The grid of a score sheet: as tall as its rows (no blank rows under them), scrolling only past the screen."""

    def sizeHint(self) -> QSize:
        width = self.verticalHeader().sizeHint().width() + self.horizontalHeader().length() + 2 * self.frameWidth()
        height = self.horizontalHeader().sizeHint().height() + self.verticalHeader().length() + 2 * self.frameWidth()
        return QSize(width, height)

    def minimumSizeHint(self) -> QSize:
        rows = min(4, self.rowCount())  # the header and a few rows; the rest scroll
        height = self.horizontalHeader().sizeHint().height() + sum(self.rowHeight(row) for row in range(rows))
        return QSize(super().minimumSizeHint().width(), height + 2 * self.frameWidth())


class ScoreSheetDialog(FittedDialog):
    """Every deal of the match: each seat's score and role, the totals, and who leads."""

    COLUMN_WIDTH = 118

    def __init__(self, match: Match, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "Score sheet"))
        root = dress(self)
        layout = QVBoxLayout(root)
        layout.setContentsMargins(20, 16, 20, 14)
        layout.setSpacing(10)
        outcomes = match.outcomes
        totals = match.totals
        leaders = _leaders(match)
        layout.addWidget(text_label(translate("Dialogs", "Score sheet"), "heading"))
        self.goal = text_label(_goal_text(match), "caption", wrap=True)
        layout.addWidget(self.goal)

        self.table = table = ScoreTable(len(outcomes) + 1, len(names))
        table.setHorizontalHeaderLabels([("★ " if seat in leaders else "") + name for seat, name in enumerate(names)])
        table.setVerticalHeaderLabels(
            [translate("Dialogs", "Deal {number}").format(number=k + 1) for k in range(len(outcomes))]
            + [translate("Dialogs", "Total")]
        )
        for row, outcome in enumerate(outcomes):
            for seat, line in enumerate(outcome.lines):
                text = f"{line.total}" + (f"  {role_label(line.role)}" if line.role else "")
                table.setItem(row, seat, _cell(text, line.text))
        total_row = len(outcomes)
        for seat, total in enumerate(totals):
            cell = _cell(
                str(total),
                translate("Dialogs", "{name}: {total} in all").format(name=names[seat], total=total),
                bold=True,
            )
            cell.setData(LEADER_ROLE, seat in leaders)
            table.setItem(total_row, seat, cell)
        table.setItemDelegate(_SheetDelegate(table))
        bold = table.verticalHeader().font()
        bold.setBold(True)
        table.verticalHeaderItem(total_row).setFont(bold)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setShowGrid(False)
        table.setAlternatingRowColors(True)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setSizeAdjustPolicy(QTableWidget.SizeAdjustPolicy.AdjustToContents)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setDefaultSectionSize(self.COLUMN_WIDTH)
        header.setMinimumSectionSize(72)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        table.setAccessibleName(translate("Dialogs", "Scores by deal"))
        layout.addWidget(table)

        self.standing = text_label(_standing_text(match, names, leaders), "title", wrap=True)
        layout.addWidget(self.standing)
        layout.addStretch(1)
        buttons = dialog_buttons(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_to_content(self)


LEADER_ROLE = Qt.ItemDataRole.UserRole + 1  # True on the total of a seat that leads (or won)


class _SheetDelegate(QStyledItemDelegate):
    """Draws a line over the totals row, and the leader's total on a gold pill."""

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        last = index.row() == index.model().rowCount() - 1
        leads = bool(index.data(LEADER_ROLE))
        if last or leads:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            rect = QRectF(option.rect)  # type: ignore[attr-defined]
            if last:
                painter.setPen(QPen(THEME.text_quiet, 1))
                painter.drawLine(rect.topLeft() + QPointF(0, 0.5), rect.topRight() + QPointF(0, 0.5))
            if leads:
                text_width = option.fontMetrics.horizontalAdvance(str(index.data())) + 28  # type: ignore[attr-defined]
                pill = QRectF(0, 0, min(rect.width() - 8, text_width), rect.height() - 8)
                pill.moveCenter(rect.center())
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(THEME.accent)
                painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            painter.restore()
        if leads:
            option.palette.setColor(QPalette.ColorRole.Text, THEME.accent_text)  # type: ignore[attr-defined]
        super().paint(painter, option, index)


def _cell(text: str, tip: str, bold: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setToolTip(tip)
    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled)  # read only, never selected
    if bold:
        font = item.font()
        font.setBold(True)
        item.setFont(font)
    return item


def _leaders(match: Match) -> set[int]:
    """The seats with the highest total (the winners once the match is over); none before a deal is finished."""
    if match.is_over:
        return set(match.winners)
    if not match.outcomes:
        return set()
    best = max(match.totals)
    return {seat for seat, total in enumerate(match.totals) if total == best}


def _goal_text(match: Match) -> str:
    """What the match is played to, and where its deal numbers start."""
    if match.target is not None:
        text = translate(
            "Dialogs", "{game} with {players} players, played until someone reaches {target} points."
        ).format(game=match.game.name, players=match.game.players, target=match.target)
    else:
        deals = match.deals_to_play
        text = translate("Dialogs", "{game} with {players} players, played over %n deals.", None, deals)
        text = text.format(game=match.game.name, players=match.game.players)
    return text + " " + translate("Dialogs", "Deal numbers start at {seed}.").format(seed=match.first_seed)


def _standing_text(match: Match, names: Sequence[str], leaders: set[int]) -> str:
    """Who leads (or won), in one sentence."""
    if not leaders:
        return translate("Dialogs", "No deal has been finished yet.")
    who = listing([names[seat] for seat in sorted(leaders)])
    total = match.totals[min(leaders)]
    # Worded so that any name reads right, "You" included.
    if match.is_over:
        if len(leaders) == 1:
            text = translate("Dialogs", "Winner: {who}, with {total}.")
        else:
            text = translate("Dialogs", "Shared win: {who}, with {total} each.")
    elif len(leaders) == 1:
        text = translate("Dialogs", "In the lead: {who}, with {total}.")
    else:
        text = translate("Dialogs", "In the lead: {who}, with {total} each.")
    return text.format(who=who, total=total)
