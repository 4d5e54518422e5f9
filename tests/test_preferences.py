"""Preferences: defaults, round trips, and files that cannot be read set aside with a sentence."""

from __future__ import annotations

import json
from pathlib import Path

from parlett_table.storage.paths import config_dir, data_dir
from parlett_table.storage.preferences import FORMAT, VERSION, Preferences, PreferencesFile


def test_missing_file_gives_defaults_quietly(tmp_path: Path) -> None:
    assert PreferencesFile(tmp_path / "p.json").load() == (Preferences(), None)


def test_saved_preferences_load_back_equal(tmp_path: Path) -> None:
    file = PreferencesFile(tmp_path / "p.json")
    prefs = Preferences(player_name="Maud", deck="classic", opponent_levels=("expert",) * 4,
                        last_options={"hoodwink": {"target": 50}}, last_players={"crescendo": 5})  # fmt: skip
    file.save(prefs)
    loaded, notice = file.load()
    assert notice is None and loaded == prefs
    assert [p.name for p in tmp_path.iterdir()] == ["p.json"]  # no temporary file left behind


def test_a_bad_value_falls_back_to_its_default_and_keeps_the_rest(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    data = Preferences(player_name="Maud").to_json() | {"deck": "tarot", "four_colour": "yes", "unknown": 1}
    raw = json.dumps(data).encode()
    path.write_bytes(raw)
    loaded, notice = PreferencesFile(path).load()
    assert (loaded.player_name, loaded.deck, loaded.four_colour) == ("Maud", "clear", False)
    # The file as it was is kept before anything replaces it; the file then holds what could be read.
    (copy,) = [p for p in tmp_path.iterdir() if p.name.startswith("p.json.broken-")]
    assert copy.read_bytes() == raw
    assert notice == (
        f"Some of your preferences could not be read and are back to their defaults; the file as it was is kept as "
        f"{copy.name}."
    )
    assert PreferencesFile(path).load() == (loaded, None)  # told once: the file is whole now


def test_nan_and_values_of_another_schema_keep_every_value_that_can_be_read(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    raw = (b'{"format": "parlett-preferences", "version": 1, "player_name": "Maud", "expert_seconds": NaN,'
           b' "sound_volume": Infinity, "opponent_names": {"a": 1}, "deck": "classic", "felt": ["blue"]}')  # fmt: skip
    path.write_bytes(raw)
    loaded, notice = PreferencesFile(path).load()
    assert (loaded.player_name, loaded.deck) == ("Maud", "classic")
    assert (loaded.expert_seconds, loaded.sound_volume, loaded.felt) == (
        Preferences().expert_seconds, Preferences().sound_volume, Preferences().felt
    )
    assert notice is not None and "kept as p.json.broken-" in notice
    assert [p.read_bytes() for p in tmp_path.iterdir() if p.name.startswith("p.json.broken-")] == [raw]


def test_preferences_that_cannot_be_copied_are_not_written_over(tmp_path: Path, monkeypatch: object) -> None:
    import pytest

    from parlett_table.storage import preferences

    path = tmp_path / "p.json"
    raw = json.dumps(Preferences(player_name="Maud").to_json() | {"deck": "tarot"}).encode()
    path.write_bytes(raw)
    assert isinstance(monkeypatch, pytest.MonkeyPatch)
    monkeypatch.setattr(preferences, "keep_copy", lambda path, data: None)  # a read-only folder, say
    file = PreferencesFile(path)
    loaded, notice = file.load()
    assert loaded.player_name == "Maud" and notice is not None and "no copy of it could be made" in notice
    file.save(loaded.with_changes(player_name="Other"))
    assert path.read_bytes() == raw


def test_a_preferences_file_far_too_large_is_set_aside_unread(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    with path.open("wb") as file:  # 20 MB of a name: sparse, so the test writes almost nothing
        file.write(b'{"format": "parlett-preferences", "version": 1, "player_name": "')
        file.seek(20 * 1024 * 1024)
        file.write(b'"}')
    size = path.stat().st_size
    loaded, notice = PreferencesFile(path).load()
    assert loaded == Preferences() and notice is not None and "far too large" in notice
    (aside,) = [p for p in tmp_path.iterdir() if p.name.startswith("p.json.broken-")]
    assert aside.stat().st_size == size and not path.exists()


def test_unreadable_files_are_set_aside_and_reported(tmp_path: Path) -> None:
    cases = {
        "damaged": b'{"format": "parlett-preferences", "version": 1, "deck": "cl',  # truncated
        "not a preferences file": b'{"hello": 1}',
        "newer version": json.dumps({"format": FORMAT, "version": VERSION + 1}).encode(),
        "not UTF-8": b"\xff\xfe\x00junk",
    }
    for name, raw in cases.items():
        folder = tmp_path / name.replace(" ", "-")
        folder.mkdir()
        path = folder / "preferences.json"
        path.write_bytes(raw)
        loaded, notice = PreferencesFile(path).load()
        assert loaded == Preferences(), name
        assert notice is not None and "defaults" in notice and "kept as preferences.json.broken-" in notice, name
        aside = [p for p in folder.iterdir() if p.name.startswith("preferences.json.broken-")]
        assert len(aside) == 1 and aside[0].read_bytes() == raw, name  # nothing lost
        assert not path.exists()


def test_the_folders_follow_the_test_home(private_home: Path) -> None:
    assert config_dir() == private_home / "config" and config_dir().is_dir()
    assert data_dir() == private_home / "data" and data_dir().is_dir()


def test_the_looks_are_remembered_and_a_bad_one_falls_back_alone(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    chosen = Preferences(felt="blue", card_back="harlequin", high_contrast=True)
    PreferencesFile(path).save(chosen)
    assert PreferencesFile(path).load() == (chosen, None)
    bad = chosen.to_json() | {"felt": "tartan", "card_back": 3, "high_contrast": "on"}
    path.write_text(json.dumps(bad | {"player_name": "Maud"}), encoding="utf-8")
    loaded, notice = PreferencesFile(path).load()
    assert notice is not None and "kept as p.json.broken-" in notice
    assert (loaded.felt, loaded.card_back, loaded.high_contrast, loaded.player_name) == (
        "green", "lattice", False, "Maud"
    )
    chosen_back = chosen.to_json() | {"felt": "tartan"}
    path.write_text(json.dumps(chosen_back), encoding="utf-8")
    assert PreferencesFile(path).load()[0] == chosen.with_changes(felt="green")


def test_every_felt_and_back_offered_has_its_colours_in_the_theme() -> None:
    from parlett_table.kept.settings import CARD_BACKS, FELTS
    from parlett_table.ui.cards.card_backs import PATTERNS
    from parlett_table.ui.look.theme import BACKS
    from parlett_table.ui.look.theme import FELTS as FELT_COLOURS

    assert set(FELTS) == set(FELT_COLOURS) and {"green", "blue", "red", "grey", "dark"} <= set(FELTS)
    assert set(CARD_BACKS) == set(BACKS) and len(CARD_BACKS) >= 4
    assert {design.pattern for design in BACKS.values()} <= set(PATTERNS)
    assert Preferences().felt == "green" and Preferences().card_back == "lattice"  # the table as it always was
