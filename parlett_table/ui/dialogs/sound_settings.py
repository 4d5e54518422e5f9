"""The Sound group of the Preferences dialog (the View menu's Sound toggle is in ``menus.py``)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QCheckBox, QHBoxLayout, QLabel, QSlider, QWidget

from ...engine.language import percent, translate
from ...kept.settings import Preferences
from ..sound.effects import SoundBase


class SoundSettings:
    """A volume slider with its value and a mute box; a sample plays when the slider is let go."""

    def __init__(self, preferences: Preferences, sound: SoundBase | None) -> None:
        self.sound = sound  # None: nothing to play the sample on
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, 100)
        self.slider.setPageStep(10)
        self.slider.setValue(preferences.sound_volume)
        self.slider.setAccessibleName(translate("SoundSettings", "Volume"))
        self.value = QLabel()
        self.value.setMinimumWidth(self.value.fontMetrics().horizontalAdvance("100%"))
        self.value.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.volume = QWidget()
        row = QHBoxLayout(self.volume)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.slider, 1)
        row.addWidget(self.value)
        self.muted = QCheckBox(translate("SoundSettings", "Mute all sounds"))
        self.muted.setChecked(preferences.sound_muted)
        self._show_value()
        self.slider.valueChanged.connect(self._moved)
        self.slider.sliderReleased.connect(self.sample)

    def rows(self) -> list[tuple[str, QWidget]]:
        """(name, control) rows for the dialog's grid."""
        return [(translate("SoundSettings", "&Volume"), self.volume), ("", self.muted)]

    def changes(self) -> dict[str, Any]:
        return {"sound_volume": self.slider.value(), "sound_muted": self.muted.isChecked()}

    def sample(self) -> None:
        if self.sound is not None and not self.muted.isChecked():
            self.sound.preview(self.slider.value())

    def _moved(self) -> None:
        self._show_value()
        if not self.slider.isSliderDown():  # keys and clicks on the groove; a drag is heard when let go
            self.sample()

    def _show_value(self) -> None:
        self.value.setText(percent(self.slider.value() / 100))
