"""The New game dialog: the game, its options, the opponents and the deal number.

The form is built from the engine's registry (games, player counts,
options with their help), so a new option appears here without UI changes;
the engine checks the choice before the dialog closes.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLayoutItem,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine import GAMES, Game, OptionError, OptionSpec, OptionValue, create_game
from ...engine.language import QT_TRANSLATE_NOOP, translate
from ...kept.settings import LEVEL_LABELS, LEVELS, Preferences
from ...play.seeds import new_deal_number
from ..look.fit import ContentScroll, FittedDialog, fit_to_content
from ..look.style import card_frame, dialog_buttons, dress, text_label
from .form import field_label, titled_card

MAX_SEED = 2**31 - 1


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


def choice_text(spec: OptionSpec, value: OptionValue) -> str:
    if isinstance(value, bool):
        return translate("Options", "On") if value else translate("Options", "Off")
    return translate("Options", str(value).replace("_", " ").capitalize())


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
        layout.setContentsMargins(20, 14, 20, 12)
        layout.setSpacing(10)
        layout.addWidget(text_label(translate("Dialogs", "New game"), "heading"))

        self.content = QWidget()
        body = QVBoxLayout(self.content)
        body.setContentsMargins(0, 0, 0, 0)
        body.setSpacing(10)
        body.addWidget(self._build_game_card())
        self.options_group, self.options_form = titled_card(translate("Dialogs", "Options"))
        self.options_form.setVerticalSpacing(7)  # many rows (Hoodwink's six): the dialog stays within a small screen
        body.addWidget(self.options_group)
        self.opponents_group, self.opponents_form = titled_card(translate("Dialogs", "Opponents"))
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
        grid.addWidget(field_label(translate("Dialogs", "&Game"), self.game_box), 0, 0)
        grid.addWidget(self.game_box, 0, 1)
        grid.addWidget(field_label(translate("Dialogs", "&Players"), self.players_box), 0, 2)
        grid.addWidget(self.players_box, 0, 3)
        grid.addWidget(self.rules_button, 0, 5)
        grid.setColumnStretch(4, 1)
        grid.setColumnMinimumWidth(2, 60)
        grid.addWidget(self.description, 1, 0, 1, 6)
        return card

    def _build_deal_card(self) -> QFrame:
        """The deal: random or by its number, and practice; its title on the row of the choice (a line less)."""
        card = card_frame()
        grid = QGridLayout(card)
        grid.setContentsMargins(14, 10, 14, 12)
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(8)
        grid.addWidget(text_label(translate("Dialogs", "Deal"), "title"), 0, 0)
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
        grid.addLayout(choice, 0, 1)
        grid.setColumnStretch(1, 1)
        practice = translate("Dialogs", "&Practice: you may undo your cards (counted apart in your totals)")
        self.practice = QCheckBox(practice)
        grid.addWidget(self.practice, 1, 0, 1, 2)
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
                    box.addItem(choice_text(spec, choice), choice)
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
            label = field_label(translate("Games", spec.label), widget)
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
            self.opponents_form.addWidget(field_label(label.format(name=names[k]), box), 1 + k, 0)
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
            enabled = spec.applies(players, self._value)
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
