"""Sound: the effects' files, the service (silent and logged once whatever fails), the cues heard at the table,
the preferences, and QtMultimedia kept off the start-up path."""

from __future__ import annotations

import importlib.util
import json
import logging
import os
import random
import shutil
import subprocess
import sys
import wave
from array import array
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from parlett_table.engine import MatchOver, Play, create_game
from parlett_table.play.controller import Stage
from parlett_table.storage.preferences import Preferences, PreferencesFile, from_json
from parlett_table.ui.dialogs.preferences_dialog import PreferencesDialog
from parlett_table.ui.sound.effects import EFFECTS, RecordingSound, SoundEffects, _Voice, mix
from parlett_table.ui.window.main_window import MainWindow

ROOT = Path(__file__).resolve().parent.parent
SOUNDS = ROOT / "assets" / "sounds"


# --- the files ---------------------------------------------------------------------------------------------


def test_the_script_makes_the_committed_sounds_byte_for_byte(tmp_path: Path) -> None:
    spec = importlib.util.spec_from_file_location("make_sounds", SOUNDS / "make_sounds.py")
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    script.main(tmp_path)
    made = sorted(path.name for path in tmp_path.glob("*.wav"))
    assert made == sorted(f"{name}.wav" for name in EFFECTS)
    for name in made:
        assert (tmp_path / name).read_bytes() == (SOUNDS / name).read_bytes(), f"{name} differs from its script"


@pytest.mark.parametrize("name", EFFECTS)
def test_every_effect_is_short_quiet_and_ends_in_silence(name: str) -> None:
    with wave.open(str(SOUNDS / f"{name}.wav")) as sound:
        assert (sound.getnchannels(), sound.getsampwidth(), sound.getframerate()) == (1, 2, 44100)
        frames = sound.readframes(sound.getnframes())
        seconds = sound.getnframes() / sound.getframerate()
    samples = [int.from_bytes(frames[i : i + 2], "little", signed=True) for i in range(0, len(frames), 2)]
    assert seconds <= 1.5
    assert max(abs(s) for s in samples) <= 0.6 * 32767  # well under full scale: cards, not alarms
    assert samples[-1] == 0


# --- the service -------------------------------------------------------------------------------------------


@pytest.fixture
def sound_log() -> Iterator[list[str]]:
    """The lines the program's log receives during the test."""
    lines: list[str] = []

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            lines.append(record.getMessage())

    logger = logging.getLogger("parlett_table")
    handler, level = Keep(), logger.level
    logger.addHandler(handler)
    logger.setLevel(logging.INFO)
    yield lines
    logger.removeHandler(handler)
    logger.setLevel(level)


def test_mute_and_volume_decide_what_is_heard() -> None:
    sound = RecordingSound(volume=40)
    sound.play("deal")
    sound.set_muted(True)
    sound.play("play")
    sound.set_muted(False)
    sound.set_volume(0)
    sound.play("gather")
    sound.set_volume(250)
    sound.play("illegal")
    assert sound.played == ["deal", "illegal"] and sound.volumes == [40, 100]
    with pytest.raises(ValueError, match="no sound effect"):
        sound.play("trumpet")


def test_a_missing_sound_file_means_silence_and_one_line_in_the_log(
    qtbot: QtBot, tmp_path: Path, sound_log: list[str]
) -> None:
    sound = SoundEffects(folder=tmp_path)  # an empty folder
    sound.start()
    for name in EFFECTS * 3:
        sound.play(name)
    assert sound.failed is not None and "deal.wav is missing" in sound.failed
    assert len(sound_log) == 1 and sound_log[0].startswith("Sound is off for this session")


def test_without_qtmultimedia_the_table_is_silent_and_says_so_once(
    monkeypatch: pytest.MonkeyPatch, sound_log: list[str]
) -> None:
    monkeypatch.setitem(sys.modules, "PySide6.QtMultimedia", None)  # importing it raises ImportError
    sound = SoundEffects()
    sound.start()
    for name in EFFECTS:
        sound.play(name)
    assert sound.failed is not None and sound.failed.startswith("Qt's audio module could not be loaded")
    assert len(sound_log) == 1


def test_a_damaged_sound_file_means_silence_and_one_line_in_the_log(
    qtbot: QtBot, tmp_path: Path, sound_log: list[str]
) -> None:
    for name in EFFECTS:
        shutil.copy(SOUNDS / f"{name}.wav", tmp_path)
    (tmp_path / "gather.wav").write_bytes(b"RIFF\x10\x00\x00\x00WAVEnot a sound at all")
    sound = SoundEffects(folder=tmp_path)
    sound.start()
    for name in EFFECTS * 2:
        sound.play(name)
    assert sound.failed is not None and sound.failed.startswith("gather.wav could not be read")
    assert not sound.ready and sound.playing == []
    assert len(sound_log) == 1


@pytest.mark.parametrize(
    ("channels", "width", "rate", "seconds"), [(2, 2, 44100, 0.1), (1, 1, 44100, 0.1), (1, 2, 22050, 0.1),
                                               (1, 2, 44100, 6.0)],
)  # fmt: skip
def test_a_sound_file_of_another_kind_means_silence_and_one_line_in_the_log(
    tmp_path: Path, sound_log: list[str], channels: int, width: int, rate: int, seconds: float
) -> None:
    for name in EFFECTS:
        shutil.copy(SOUNDS / f"{name}.wav", tmp_path)
    with wave.open(str(tmp_path / "deal.wav"), "wb") as odd:
        odd.setnchannels(channels)
        odd.setsampwidth(width)
        odd.setframerate(rate)
        odd.writeframes(bytes(int(rate * seconds) * channels * width))
    sound = SoundEffects(folder=tmp_path)
    sound.start()
    sound.play("deal")
    assert sound.failed is not None and sound.failed.startswith("deal.wav could not be read")
    assert len(sound_log) == 1


def test_the_mixer_adds_the_effects_playing_clips_them_and_moves_each_on() -> None:
    loud = array("h", [20000] * 5)
    quiet = array("h", [-1000, 1000, -1000])
    voices = [_Voice("deal", loud, 1.0), _Voice("play", quiet, 0.5), _Voice("gather", loud, 1.0)]
    chunk = array("h")
    chunk.frombytes(mix(voices, 4))
    if sys.byteorder != "little":
        chunk.byteswap()
    assert list(chunk) == [32767, 32767, 32767, 32767]  # 40,000 clipped, whatever the quiet one adds
    assert [voice.position for voice in voices] == [4, 4, 4] and voices[1].done and not voices[0].done
    chunk = array("h")
    chunk.frombytes(mix(voices[1:2], 3))  # a voice that has ended adds silence
    assert list(chunk) == [0, 0, 0]


def test_muting_silences_the_effects_playing_at_once(qtbot: QtBot, sound_log: list[str]) -> None:
    sound = SoundEffects(volume=30)
    sound.start()
    if not sound.ready:
        pytest.skip("no audio output here: the silent path is tested by the no-device test")
    sound.play("match-won")
    assert sound.playing == ["match-won"]
    sound.set_muted(True)
    sound.play("deal")
    assert sound.playing == []


def test_the_effects_load_and_play_on_a_real_audio_output(qtbot: QtBot, sound_log: list[str]) -> None:
    """Where there is an audio output (CI starts a PulseAudio null sink): every effect is read, mixed and written
    to it, and the mixer stops once they have ended."""
    sound = SoundEffects(volume=30)
    sound.start()
    if not sound.ready:
        pytest.skip("no audio output here: the silent path is tested by the no-device test")
    for name in EFFECTS:
        sound.play(name)
    assert sound.playing == list(EFFECTS)
    longest = max(len(sound.samples[name]) for name in EFFECTS)
    qtbot.waitUntil(lambda: sound.playing == [], timeout=10_000)  # the output took every effect to its end
    assert sound.frames_written >= longest
    sound.stop()
    assert sound.failed == "stopped" and sound_log == []


NO_DEVICE_SCRIPT = """
import logging, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from parlett_table.ui.sound.effects import EFFECTS, SoundEffects

lines = []
class Keep(logging.Handler):
    def emit(self, record):
        lines.append(record.getMessage())
logging.getLogger("parlett_table").addHandler(Keep())
app = QApplication([])
sound = SoundEffects()
sound.start()
def check():
    if sound.failed is None:
        return
    for name in EFFECTS * 2:
        sound.play(name)
    QTimer.singleShot(200, app.quit)
timer = QTimer()
timer.timeout.connect(check)
timer.start(50)
QTimer.singleShot(10_000, app.quit)
app.exec()
print("LOG", len(lines), sound.failed, flush=True)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="no audio device is forced through PulseAudio")
def test_with_no_audio_device_qt_says_nothing_and_the_log_one_line(tmp_path: Path) -> None:
    env = dict(os.environ, PULSE_SERVER=f"unix:{tmp_path}/no-such-socket", QT_QPA_PLATFORM="offscreen")
    env.pop("QT_LOGGING_RULES", None)
    done = subprocess.run(
        [sys.executable, "-c", NO_DEVICE_SCRIPT], env=env, capture_output=True, text=True, timeout=60, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("LOG 1 "), done.stdout  # silent: one line in the log
    assert "None" not in done.stdout.split(" ", 2)[2]
    assert done.stderr == ""  # no "PulseAudioService", "QSoundEffect" or qt.multimedia lines for the player


FIRST_PAINT_SCRIPT = """
import sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from parlett_table.play.collaborators import InlineThinker
from parlett_table.ui import app as app_module
from parlett_table.ui.window.firstpaint import FirstPaint

application = QApplication([])
session = app_module.start(thinker=InlineThinker())
window = session.window
seen = {}
def painted():
    return "PySide6.QtMultimedia" in sys.modules
probe = FirstPaint(lambda: None, parent=window)
original = probe.eventFilter
def look(watched, event):
    if "at_paint" not in seen and event.type() == event.Type.Paint:
        seen["at_paint"] = painted()
    return original(watched, event)
probe.eventFilter = look
window.table_ready.connect(lambda: window.view.viewport().installEventFilter(probe))
def check():
    if window.sound.started:
        seen["later"] = painted() or (window.sound.failed or "").startswith("Qt's audio")
        window.close()
        application.quit()
timer = QTimer()
timer.timeout.connect(check)
timer.start(20)
QTimer.singleShot(20_000, application.quit)
application.exec()
print("SEEN", seen.get("at_paint"), seen.get("later"), flush=True)
"""


def test_qtmultimedia_is_imported_only_after_the_first_paint(tmp_path: Path) -> None:
    env = dict(os.environ, PARLETT_TABLE_HOME=str(tmp_path / "home"), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", FIRST_PAINT_SCRIPT], env=env, capture_output=True, text=True, timeout=60, cwd=ROOT
    )
    assert done.returncode == 0, done.stderr
    assert "SEEN False True" in done.stdout, done.stdout + done.stderr


# --- the cues at the table -----------------------------------------------------------------------------------


def test_a_whole_deal_is_heard_through_the_controller_and_the_animator(qtbot: QtBot, window: MainWindow) -> None:
    heard = RecordingSound()
    window.cues.sound = heard
    game = create_game("crescendo", 3)
    window.start_match(game, seed=12, levels=["standard", "standard"])
    rng = random.Random(3)
    turns = 0
    refused = False
    while True:
        qtbot.waitUntil(lambda: window.controller.stage in (Stage.HUMAN, Stage.DEAL_OVER) and window.is_still)
        if window.controller.stage is not Stage.HUMAN:
            break
        view = window.controller.view()
        legal = [action.card for action in view.legal_actions if isinstance(action, Play)]
        wrong = [card for card in view.hand if card not in legal]
        if wrong and not refused:  # one illegal click: refused, and heard as such
            window.controller.card_clicked(wrong[0])
            refused = True
            assert heard.played[-1] == "illegal"
        turns += 1
        before = len(window.controller.deal.actions)
        window.controller.card_clicked(rng.choice(legal))
        qtbot.waitUntil(lambda before=before: len(window.controller.deal.actions) > before)
    outcome = window.controller.deal.outcome()
    mine = outcome.scores[window.controller.viewing_seat]
    assert refused
    assert heard.played[0] == "deal" and heard.played.count("deal") == 1
    assert heard.played.count("your-turn") == turns
    assert heard.played.count("illegal") == 1
    cards = [name for name in heard.played if name in ("play", "gather")]
    assert cards == (["play"] * 3 + ["gather"]) * game.tricks_per_deal  # each trick gathered after its cards land
    assert heard.played[-1] == ("deal-won" if mine == max(outcome.scores) else "deal-lost")


def test_the_match_end_is_heard_from_the_players_side(qtbot: QtBot, window: MainWindow) -> None:
    heard = RecordingSound()
    window.cues.sound = heard
    window.start_match(create_game("hamlet"), seed=3, levels=["standard", "standard"])
    qtbot.waitUntil(lambda: window.controller.stage is Stage.HUMAN)
    me = window.controller.viewing_seat
    window.animator.event_shown.emit(MatchOver(totals=(5, 5, 5), winners=(me,)))
    window.animator.event_shown.emit(MatchOver(totals=(5, 5, 5), winners=((me + 1) % 3,)))
    assert heard.played[-2:] == ["match-won", "deal-lost"]


def test_no_turn_sound_when_the_only_card_is_played_for_the_player(
    qtbot: QtBot, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    heard = RecordingSound()
    window.cues.sound = heard
    window.controller.auto_play = True
    window.start_match(create_game("crescendo", 3), seed=12, levels=["standard", "standard"])
    qtbot.waitUntil(lambda: window.controller.stage is Stage.HUMAN)
    view = window.controller.view()
    assert len(view.legal_actions) > 1 and heard.played[-1] == "your-turn"
    heard.played.clear()
    only_one = type("View", (), {"legal_actions": view.legal_actions[:1], "phase": view.phase})()
    monkeypatch.setattr(window.controller, "view", lambda: only_one)  # what the cues see: one card allowed
    window.cues._stage_changed(Stage.HUMAN)
    forced = list(heard.played)
    window.controller.auto_play = False  # a player who plays even a forced card by hand is told it is their turn
    window.cues._stage_changed(Stage.HUMAN)
    monkeypatch.undo()
    assert forced == [] and heard.played == ["your-turn"]


def test_muted_the_table_is_silent(qtbot: QtBot, window: MainWindow) -> None:
    heard = RecordingSound(muted=True)
    window.cues.sound = heard
    window.start_match(create_game("crescendo", 3), seed=12, levels=["standard", "standard"])
    qtbot.waitUntil(lambda: window.controller.stage is Stage.HUMAN)
    view = window.controller.view()
    window.controller.card_clicked(next(action.card for action in view.legal_actions if isinstance(action, Play)))
    qtbot.waitUntil(lambda: window.controller.stage is Stage.HUMAN and window.is_still)
    assert heard.played == []


# --- the preferences --------------------------------------------------------------------------------------


def test_sound_preferences_are_kept_and_a_bad_value_falls_back_alone(tmp_path: Path) -> None:
    file = PreferencesFile(tmp_path / "preferences.json")
    file.save(Preferences(sound_volume=35, sound_muted=True, player_name="Zoe"))
    loaded, notice = file.load()
    assert notice is None and (loaded.sound_volume, loaded.sound_muted) == (35, True)
    data = json.loads((tmp_path / "preferences.json").read_text(encoding="utf-8"))
    for volume, muted in ((101, "yes"), (-1, 1), (True, None), ("70", 0), (50.5, [])):
        prefs = from_json({**data, "sound_volume": volume, "sound_muted": muted})
        assert (prefs.sound_volume, prefs.sound_muted, prefs.player_name) == (70, False, "Zoe")


def test_the_dialogs_sound_group_plays_a_sample_and_returns_the_choice(qtbot: QtBot) -> None:
    heard = RecordingSound(volume=70)
    dialog = PreferencesDialog(Preferences(sound_volume=70), None, heard)
    qtbot.addWidget(dialog)
    group = dialog.sound
    assert group.value.text() == "70%"
    group.slider.setSliderDown(True)  # a drag: nothing until it is let go
    group.slider.setValue(40)
    assert heard.played == [] and group.value.text() == "40%"
    group.slider.setSliderDown(False)  # let go (Qt says sliderReleased)
    assert heard.played == ["play"] and heard.volumes == [40]
    group.muted.setChecked(True)
    group.slider.setValue(20)  # a key or a click on the groove: a sample, unless muted
    assert heard.played == ["play"]
    dialog.accept()
    chosen = dialog.result_preferences
    assert (chosen.sound_volume, chosen.sound_muted) == (20, True)
    assert heard.volume == 70  # the window's sound changes only once the dialog's choice is applied


def test_the_sound_toggle_mutes_at_once_and_is_remembered(qtbot: QtBot, window: MainWindow, tmp_path: Path) -> None:
    window.preferences_file = PreferencesFile(tmp_path / "preferences.json")
    assert window.sound_action.isChecked() and not window.sound.muted
    assert window.sound_action.shortcut().toString() == "M"
    window.sound_action.trigger()
    assert window.sound.muted and window.preferences.sound_muted and not window.sound_action.isChecked()
    assert PreferencesFile(tmp_path / "preferences.json").load()[0].sound_muted
    window.update_preferences(window.preferences.with_changes(sound_muted=False, sound_volume=55))
    assert window.sound_action.isChecked() and not window.sound.muted and window.sound.volume == 55
