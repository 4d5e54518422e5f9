"""The table's sound effects: short WAV files played with Qt's ``QSoundEffect``, never in the table's way.

QtMultimedia is imported by ``SoundEffects.start`` alone, which the program calls after the window's first
paint (importing it and reaching the audio backend would cost the start-up).  Before that, and for good once
anything goes wrong (no QtMultimedia, no audio device, a missing or damaged file, a failing backend), every
effect is silent, and the first trouble is written to the log in one line.  Loading is Qt's own and
asynchronous: ``play`` never waits for a file.

``RecordingSound`` has the same interface and writes down what would be heard: the tests listen with it.
"""

from __future__ import annotations

import contextlib
import logging
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QMessageLogContext, QObject, QtMsgType, QUrl, qFormatLogMessage, qInstallMessageHandler

from ..resources import asset_path

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QSoundEffect

EFFECTS = ("deal", "play", "gather", "your-turn", "illegal", "deal-won", "deal-lost", "match-won")
DEFAULT_VOLUME = 70
SAMPLE = "play"  # what the Preferences dialog plays when the volume is set

log = logging.getLogger("parlett_table")


class SoundBase(QObject):
    """Volume (0–100) and mute, shared by the real effects and the recording ones."""

    def __init__(self, volume: int = DEFAULT_VOLUME, muted: bool = False, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.volume = _clamp(volume)
        self.muted = muted

    @property
    def audible(self) -> bool:
        return not self.muted and self.volume > 0

    def play(self, effect: str) -> None:
        """Play ``effect`` (one of ``EFFECTS``) if sound is on; returns at once."""
        if effect not in EFFECTS:
            raise ValueError(f"no sound effect called {effect!r}")
        if self.audible:
            self._play(effect, self.volume)

    def preview(self, volume: int) -> None:
        """A short sample at ``volume`` (the Preferences dialog's slider, not yet chosen), muted or not."""
        if _clamp(volume) > 0:
            self._play(SAMPLE, _clamp(volume))

    def set_volume(self, volume: int) -> None:
        self.volume = _clamp(volume)

    def set_muted(self, muted: bool) -> None:
        self.muted = muted

    def _play(self, effect: str, volume: int) -> None:
        raise NotImplementedError


class RecordingSound(SoundBase):
    """Plays nothing, and keeps the names of the effects that would have been heard, in order."""

    def __init__(self, volume: int = DEFAULT_VOLUME, muted: bool = False, parent: QObject | None = None) -> None:
        super().__init__(volume, muted, parent)
        self.played: list[str] = []
        self.volumes: list[int] = []  # the volume each was played at

    def _play(self, effect: str, volume: int) -> None:
        self.played.append(effect)
        self.volumes.append(volume)


class SoundEffects(SoundBase):
    """The effects heard at the table, from ``assets/sounds/<effect>.wav``."""

    def __init__(
        self,
        volume: int = DEFAULT_VOLUME,
        muted: bool = False,
        parent: QObject | None = None,
        folder: Path | None = None,
    ) -> None:
        super().__init__(volume, muted, parent)
        self.folder = folder  # None: the program's own sounds, found when started
        self.effects: dict[str, QSoundEffect] = {}
        self.started = False
        self.failed: str | None = None  # why sound is off for good, once something went wrong

    def start(self) -> None:
        """Load the effects (after the first paint): Qt reads the files in the background."""
        if self.started:
            return
        self.started = True
        try:
            folder = self.folder or asset_path("sounds")
            quieten_qt_multimedia()
            from PySide6.QtMultimedia import QSoundEffect
        except ImportError as error:  # PySide6-Essentials alone, or (Linux) no libpulse.so.0
            self._fail(f"Qt's audio module could not be loaded ({error})")
            return
        except Exception as error:  # the sounds folder missing
            self._fail(f"{type(error).__name__}: {error}")
            return
        for name in EFFECTS:
            path = folder / f"{name}.wav"
            if not path.is_file():
                self._fail(f"{path} is missing")
                return
            effect = self.effects[name] = QSoundEffect(self)
            effect.statusChanged.connect(lambda name=name: self._status_changed(name))
            # Known before its source is set: Qt reads the file in a thread of its own, and when that has
            # failed by the time setSource looks (a busy machine), the error is reported before it returns.
            effect.setSource(QUrl.fromLocalFile(str(path)))

    def _status_changed(self, name: str) -> None:
        effect = self.effects.get(name)
        if effect is not None and effect.status() == effect.Status.Error:
            self._fail(f"{name}.wav could not be played (no audio output, or a damaged file)")

    def _play(self, effect: str, volume: int) -> None:
        sound = self.effects.get(effect)
        if self.failed is not None or sound is None:  # not started yet, or silent for good
            return
        try:
            sound.setVolume((volume / 100) ** 2)  # loudness is heard on a log scale: this makes the steps even
            sound.play()
        except Exception as error:
            self._fail(f"{type(error).__name__}: {error}")

    def _fail(self, why: str) -> None:
        """Sound off for the rest of the session, said once in the log."""
        if self.failed is not None:
            return
        self.failed = why
        for effect in self.effects.values():
            with contextlib.suppress(RuntimeError):  # already deleted with its parent
                effect.stop()
        log.warning("Sound is off for this session: %s.", why)


def _clamp(volume: int) -> int:
    return max(0, min(100, int(volume)))


# --- Qt's multimedia messages --------------------------------------------------------------------------

# What QtMultimedia says on standard error when there is no audio device or library (pipewire, VA-API,
# PulseAudio), none of it for a player's eyes: its logging categories are switched off, and the lines it
# writes in the default category are dropped by a message handler that passes everything else on.
QUIET_RULES = "qt.multimedia.*=false\nqt.multimedia.*.warning=false"
QUIET_PREFIXES = ("PulseAudioService:", "QSoundEffect:", "QAudioSink:", "QAudioOutput:", "QMediaDevices:")
_previous_handler: Any = None
_quietened = False


def quieten_qt_multimedia() -> None:
    """Silence QtMultimedia's warnings from now on (once per process)."""
    global _previous_handler, _quietened
    if _quietened:
        return
    _quietened = True
    from PySide6.QtCore import QLoggingCategory

    QLoggingCategory.setFilterRules(QUIET_RULES)
    _previous_handler = qInstallMessageHandler(_message)


def _message(kind: QtMsgType, context: QMessageLogContext, text: str) -> None:
    category = context.category or ""
    if category.startswith("qt.multimedia") or text.startswith(QUIET_PREFIXES):
        return
    if _previous_handler is not None:
        _previous_handler(kind, context, text)
    elif sys.stderr is not None:  # Qt's own handler, as it would have written it
        with contextlib.suppress(OSError, ValueError):
            print(qFormatLogMessage(kind, context, text), file=sys.stderr, flush=True)
