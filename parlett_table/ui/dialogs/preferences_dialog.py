"""The Preferences dialog: every setting of the table, changed in one place."""

from __future__ import annotations

from collections.abc import Mapping

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFrame,
    QGridLayout,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from ...engine.language import translate
from ...kept.settings import DECK_LABELS, DEFAULT_PLAYER, LANGUAGE_LABELS, PRINT_SIZE_LABELS, Preferences
from ...play.timings import SPEED_LABELS, TRICK_PAUSE_LABELS
from ..look.fit import ContentScroll, FittedDialog, fit_to_content
from ..look.style import dialog_buttons, dress, text_label
from ..sound.effects import SoundBase
from .form import CONTROL_WIDTH, add_rows, choice_box, field_label, titled_card
from .look_settings import LookSettings
from .sound_settings import SoundSettings


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

        body.addWidget(self._names_card(preferences))
        body.addWidget(self._table_card(preferences))
        body.addWidget(self._help_card(preferences))
        body.addWidget(self._language_card(preferences))
        body.addWidget(self._sound_card(preferences, sound))

        self.content_scroll = ContentScroll(content, self.CONTENT_WIDTH)
        layout.addWidget(self.content_scroll, 1)
        buttons = dialog_buttons(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setProperty("accent", True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        fit_to_content(self)

    def _language_card(self, preferences: Preferences) -> QFrame:
        """The program's language (from the next start)."""
        card, grid = titled_card(translate("Dialogs", "Language"))
        languages = {"system": translate("Dialogs", "The system's language"), **LANGUAGE_LABELS}
        self.language = choice_box(languages, preferences.language)
        self.language.setToolTip(translate("Dialogs", "Used from the next start of Parlett Table"))
        add_rows(grid, [(translate("Dialogs", "&Language (from the next start)"), self.language)])
        return card

    def _sound_card(self, preferences: Preferences, sound: SoundBase | None) -> QFrame:
        """Volume and mute (a sample plays on ``sound`` as the volume is set)."""
        card, grid = titled_card(translate("Dialogs", "Sound"))
        self.sound = SoundSettings(preferences, sound)
        add_rows(grid, self.sound.rows())
        return card

    def _names_card(self, preferences: Preferences) -> QFrame:
        """Your name and the computer players'."""
        names, grid = titled_card(translate("Dialogs", "Names"))
        self.name = QLineEdit(preferences.name_at_table())
        self.name.setMaxLength(24)
        grid.addWidget(field_label(translate("Dialogs", "Your &name"), self.name), 1, 0)
        grid.addWidget(self.name, 1, 1)
        self.opponent_names = [QLineEdit(name) for name in preferences.opponent_names]
        opponents = QGridLayout()
        opponents.setSpacing(8)
        for k, edit in enumerate(self.opponent_names):
            edit.setMaxLength(24)
            edit.setAccessibleName(translate("Dialogs", "Opponent {number}").format(number=k + 1))
            opponents.addWidget(edit, k // 2, k % 2)
        grid.addWidget(
            field_label(translate("Dialogs", "&Opponents"), self.opponent_names[0]), 2, 0, Qt.AlignmentFlag.AlignTop
        )
        grid.addLayout(opponents, 2, 1)
        grid.setColumnMinimumWidth(1, 2 * CONTROL_WIDTH)
        return names

    def _table_card(self, preferences: Preferences) -> QFrame:
        """How the table looks and moves."""
        table, grid = titled_card(translate("Dialogs", "The table"))
        self.speed = choice_box(_translated("Speeds", SPEED_LABELS), preferences.animation_speed)
        self.pause = choice_box(_translated("TrickPauses", TRICK_PAUSE_LABELS), preferences.trick_pause)
        self.shown = choice_box(_translated("TrickPauses", TRICK_PAUSE_LABELS), preferences.shown_cards)
        self.shown.setToolTip(translate("Dialogs", "How long the cards shown at the start of a Hoodwink or Hamlet deal "
                                                   "stay turned up (not at all with animations off)"))  # fmt: skip
        self.deck = choice_box(_translated("Dialogs", DECK_LABELS), preferences.deck)
        orders = {
            "high_first": translate("Dialogs", "High cards first"),
            "low_first": translate("Dialogs", "Low cards first"),
        }
        self.order = choice_box(orders, preferences.hand_order)
        self.four_colour = QCheckBox(translate("Dialogs", "Four-colour suits (blue diamonds, green clubs)"))
        self.four_colour.setChecked(preferences.four_colour)
        self.sort_hand = QCheckBox(translate("Dialogs", "Sort my hand by suit, trumps first"))
        self.sort_hand.setChecked(preferences.sort_hand)
        self.print_size = choice_box(_translated("PrintSizes", PRINT_SIZE_LABELS), preferences.print_size)
        self.print_size.setToolTip(
            translate("Dialogs", "Larger cards and text on the table, as far as the window has room")
        )
        rows: list[tuple[str, QWidget]] = [
            (translate("Dialogs", "&Animation speed"), self.speed),
            (translate("Dialogs", "Finished trick &stays"), self.pause),
            (translate("Dialogs", "Cards s&hown stay"), self.shown),
            (translate("Dialogs", "Card &deck"), self.deck),
            ("", self.four_colour),
            ("", self.sort_hand),
            (translate("Dialogs", "Card o&rder"), self.order),
            (translate("Dialogs", "Cards and te&xt"), self.print_size),
        ]
        self.looks = LookSettings(preferences, self.deck, self.four_colour)
        add_rows(grid, rows + self.looks.rows())
        return table

    def _help_card(self, preferences: Preferences) -> QFrame:
        """The help the table gives while you play."""
        help_card, grid = titled_card(translate("Dialogs", "Help while playing"))
        self.hints = QCheckBox(translate("Dialogs", "Show what to do now on the table"))
        self.hints.setChecked(preferences.hints)
        self.auto_play = QCheckBox(translate("Dialogs", "Play a card automatically when it is the only one allowed"))
        self.auto_play.setChecked(preferences.auto_play)
        self.expert_seconds = QDoubleSpinBox()
        self.expert_seconds.setRange(0.1, 5.0)
        self.expert_seconds.setSingleStep(0.05)
        self.expert_seconds.setSuffix(translate("Dialogs", " s"))
        self.expert_seconds.setValue(preferences.expert_seconds)
        add_rows(
            grid,
            [
                ("", self.hints),
                ("", self.auto_play),
                (translate("Dialogs", "Expert's &thinking time"), self.expert_seconds),
            ],
        )
        return help_card

    def accept(self) -> None:
        def name(edit: QLineEdit, fallback: str) -> str:
            return edit.text().strip() or fallback

        typed = self.name.text().strip()
        # The default name left as shown stays the default (shown in whatever language is chosen later).
        player = self._start.player_name if typed == self._start.name_at_table() else typed or DEFAULT_PLAYER
        self.result_preferences = self._start.with_changes(
            player_name=player,
            opponent_names=tuple(
                name(edit, old) for edit, old in zip(self.opponent_names, self._start.opponent_names, strict=True)
            ),
            animation_speed=self.speed.currentData(),
            trick_pause=self.pause.currentData(),
            shown_cards=self.shown.currentData(),
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
            **self.looks.changes(),
        )
        super().accept()
