"""The table's sound effects: short WAV files mixed into one audio output, never in the table's way.

QtMultimedia is imported by ``SoundEffects.start`` alone, which the program calls after the window's first
paint (importing it and reaching the audio backend would cost the start-up).  Before that, and for good once
anything goes wrong (no QtMultimedia, no audio device, a missing or damaged file, a failing backend), every
effect is silent, and the first trouble is written to the log in one line.

The effects are read into memory once (``wave``, 16-bit mono at 44.1 kHz: what ``make_sounds.py`` writes) and
mixed here, on the window's thread, into a single ``QAudioSink`` in push mode: a timer writes a few
hundredths of a second ahead while anything plays.  Qt's ``QSoundEffect`` is not used: in Qt 6.10 and later
it can free a playing voice on the audio thread, whose socket notifier then belongs to a thread that no
longer watches it, and the window's event loop spins on "QSocketNotifier: Invalid socket" for ever (the exit
that hung while writing gigabytes to standard error).  Every Qt object here lives and dies on the window's
thread.

``RecordingSound`` has the same interface and writes down what would be heard: the tests listen with it.
"""

from __future__ import annotations

import contextlib
import logging
import sys
import wave
from array import array
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    QIODevice,
    QMessageLogContext,
    QObject,
    QTimer,
    QtMsgType,
    qFormatLogMessage,
    qInstallMessageHandler,
)

from ...system.resources import asset_path

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QAudioSink

EFFECTS = ("deal", "play", "gather", "your-turn", "illegal", "deal-won", "deal-lost", "match-won")
DEFAULT_VOLUME = 70
SAMPLE = "play"  # what the Preferences dialog plays when the volume is set
RATE = 44_100  # samples a second, in the files and at the output
LONGEST_SECONDS = 5  # an effect is a moment; a longer file is not one of ours
TICK_MS = 10  # how often the mixer writes while something plays
STALLED_TICKS = 200  # an output that takes nothing for two seconds is not playing: what was to be heard is dropped
AHEAD_BYTES = RATE * 2 * 60 // 1000  # written ahead of the output: 60 ms, more than a tick late, not heard as lag

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

    def stop(self) -> None:
        """Nothing more is heard (the window is closing)."""

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
    """The effects heard at the table, from ``assets/sounds/<effect>.wav``, mixed into one audio output."""

    def __init__(
        self,
        volume: int = DEFAULT_VOLUME,
        muted: bool = False,
        parent: QObject | None = None,
        folder: Path | None = None,
    ) -> None:
        super().__init__(volume, muted, parent)
        self.folder = folder  # None: the program's own sounds, found when started
        self.samples: dict[str, array[int]] = {}  # every effect, read once
        self.started = False
        self.failed: str | None = None  # why sound is off for good, once something went wrong
        self.frames_written = 0  # how much sound has gone to the output (the tests listen for it)
        self._voices: list[_Voice] = []  # the effects playing now
        self._stalled = 0  # ticks in a row the output took nothing
        self._sink: QAudioSink | None = None
        self._output: QIODevice | None = None  # where the mixed sound is written (push mode)
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(self._feed)

    @property
    def ready(self) -> bool:
        """The effects are loaded and an audio output is open: ``play`` is heard."""
        return self.failed is None and self._sink is not None

    @property
    def playing(self) -> list[str]:
        """The effects being heard now, oldest first."""
        return [voice.name for voice in self._voices]

    def start(self) -> None:
        """Read the effects and open the audio output (after the first paint)."""
        if self.started:
            return
        self.started = True
        try:
            folder = self.folder or asset_path("sounds")
            quieten_qt_multimedia()
            from PySide6.QtMultimedia import QAudioFormat, QAudioSink, QMediaDevices
        except ImportError as error:  # PySide6-Essentials alone, or (Linux) no libpulse.so.0
            self._fail(f"Qt's audio module could not be loaded ({error})")
            return
        except Exception as error:  # the sounds folder missing
            self._fail(f"{type(error).__name__}: {error}")
            return
        for name in EFFECTS:
            path = folder / f"{name}.wav"
            if not path.is_file():
                self._fail(f"{name}.wav is missing")
                return
            try:
                self.samples[name] = read_effect(path)
            except Exception as error:  # the wave module's errors for a damaged file are of several kinds
                self._fail(f"{name}.wav could not be read ({type(error).__name__}: {error})")
                return
        device = QMediaDevices.defaultAudioOutput()
        if device.isNull():
            self._fail("there is no audio output")
            return
        audio = QAudioFormat()
        audio.setSampleRate(RATE)
        audio.setChannelCount(1)
        audio.setSampleFormat(QAudioFormat.SampleFormat.Int16)
        if not device.isFormatSupported(audio):
            self._fail(f"the audio output ({device.description()}) does not take 16-bit sound at {RATE} Hz")
            return
        self._sink = QAudioSink(device, audio, self)

    def _play(self, effect: str, volume: int) -> None:
        samples = self.samples.get(effect)
        if self.failed is not None or samples is None or self._sink is None:  # not started, or silent for good
            return
        self._voices.append(_Voice(effect, samples, (volume / 100) ** 2))  # loudness is heard on a log scale
        if not self._timer.isActive():
            self._feed()
            self._timer.start()

    def set_muted(self, muted: bool) -> None:
        super().set_muted(muted)
        if muted:
            self._voices.clear()  # silence now, not once the effects playing have ended

    def stop(self) -> None:
        """The window is closing: the output is closed here, on the window's thread, and nothing more plays."""
        self._voices.clear()
        self._timer.stop()
        if self._sink is not None:
            self._sink.stop()
            self._sink = None
            self._output = None
        self.failed = self.failed or "stopped"

    def _feed(self) -> None:
        """Write the mixed effects a little ahead of what the output is playing; stop once all have ended."""
        sink = self._sink
        if sink is None or not self._voices:
            self._timer.stop()
            return
        try:
            if self._output is None:
                self._output = sink.start()
            queued = sink.bufferSize() - sink.bytesFree()
            frames = min(sink.bytesFree(), AHEAD_BYTES - queued) // 2
            if frames > 0:
                self._output.write(mix(self._voices, frames))
                self.frames_written += frames
                self._voices = [voice for voice in self._voices if not voice.done]
                self._stalled = 0
            else:
                self._stalled += 1
                if self._stalled >= STALLED_TICKS:
                    self._voices.clear()  # stopped on the next tick, heard again at the next effect
            if sink.error().name in ("OpenError", "FatalError"):  # running short of sound is no failure
                self._fail(f"the audio output failed ({sink.error().name})")
        except Exception as error:
            self._fail(f"{type(error).__name__}: {error}")

    def _fail(self, why: str) -> None:
        """Sound off for the rest of the session, said once in the log."""
        if self.failed is not None:
            return
        self.failed = why
        self._voices.clear()
        self._timer.stop()
        log.warning("Sound is off for this session: %s.", why)


class _Voice:
    """One effect being heard: its samples, how far it has got, and how loud."""

    __slots__ = ("gain", "name", "position", "samples")

    def __init__(self, name: str, samples: array[int], gain: float) -> None:
        self.name = name
        self.samples = samples
        self.position = 0
        self.gain = gain

    @property
    def done(self) -> bool:
        return self.position >= len(self.samples)


def mix(voices: list[_Voice], frames: int) -> bytes:
    """The next ``frames`` samples of all ``voices`` added together (silence after they end), as 16-bit bytes;
    each voice moves on by as much."""
    total = [0.0] * frames
    for voice in voices:
        start = voice.position
        part = voice.samples[start : start + frames]
        gain = voice.gain
        for index, sample in enumerate(part):
            total[index] += sample * gain
        voice.position = start + frames
    mixed = array("h", (max(-32768, min(32767, int(value))) for value in total))
    if sys.byteorder != "little":
        mixed.byteswap()
    return mixed.tobytes()


def read_effect(path: Path) -> array[int]:
    """An effect's samples: a 16-bit mono WAV file at ``RATE`` Hz (``ValueError`` for any other kind)."""
    with wave.open(str(path), "rb") as sound:
        if (sound.getnchannels(), sound.getsampwidth(), sound.getframerate()) != (1, 2, RATE):
            raise ValueError(f"not 16-bit mono sound at {RATE} Hz")
        frames = sound.getnframes()
        if frames > RATE * LONGEST_SECONDS:
            raise ValueError(f"longer than {LONGEST_SECONDS} seconds")
        data = sound.readframes(frames)
    samples = array("h")
    samples.frombytes(data[: len(data) - len(data) % 2])
    if sys.byteorder != "little":
        samples.byteswap()
    return samples


def _clamp(volume: int) -> int:
    return max(0, min(100, int(volume)))


# --- Qt's multimedia messages --------------------------------------------------------------------------

# What QtMultimedia says on standard error when there is no audio device or library (pipewire, VA-API,
# PulseAudio), none of it for a player's eyes: its logging categories are switched off, and the lines it
# writes in the default category are dropped by a message handler that passes everything else on.
QUIET_RULES = "qt.multimedia.*=false\nqt.multimedia.*.warning=false"
# "No QtMultimedia backends found" is the bundle's, which leaves the media players' backends out (sound needs none).
QUIET_PREFIXES = ("PulseAudioService:", "QSoundEffect:", "QAudioSink:", "QAudioOutput:", "QMediaDevices:",
                  "No QtMultimedia backends found")  # fmt: skip
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
