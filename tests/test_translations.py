"""The translation plumbing: the engine's hook, the catalogues (fresh, loaded), and the Language preference."""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from parlett_table.engine import language
from parlett_table.kept.settings import Preferences
from parlett_table.storage.preferences import PreferencesFile, from_json

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def english_afterwards() -> Iterator[None]:
    yield
    language.uninstall()


def test_english_is_the_text_as_written_with_n_filled_in() -> None:
    assert language.translate("Ctx", "{name} leads.") == "{name} leads."
    assert language.translate("Ctx", "%n tricks", None, 3) == "3 tricks"
    assert language.translate("Ctx", "100%n") == "100%n"  # no n: nothing to fill in


def test_an_installed_translator_words_the_engine(english_afterwards: None) -> None:
    language.install(lambda context, text, disambiguation, n: f"<{context}:{text}:{n}>", ("x.qm",))
    assert language.translate("Ctx", "Hi", None, 2) == "<Ctx:Hi:2>"
    assert language.catalogues() == ("x.qm",)
    language.uninstall()
    assert language.translate("Ctx", "Hi") == "Hi" and language.catalogues() == ()


def test_the_catalogues_are_fresh() -> None:
    """Every wrapped string is in the .ts files, and each .qm is what lrelease makes of its .ts."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "packaging" / "update_translations.py"), "--check"],
        capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_language_follows_the_system_unless_chosen() -> None:
    from parlett_table.i18n import chosen_language

    assert chosen_language("system", "de_AT") == "de"
    assert chosen_language("system", "fr_CA") == "fr"
    assert chosen_language("system", "ja_JP") == "en"
    assert chosen_language("system", "C") == "en"
    assert chosen_language("en", "de_DE") == "en"
    assert chosen_language("fr", "de_DE") == "fr"


def test_catalogues_include_qts_own_for_standard_buttons() -> None:
    from parlett_table.i18n import catalogue_files

    for code in ("de", "fr"):
        names = [path.name for path in catalogue_files(code)]
        assert names == [f"qtbase_{code}.qm", f"parlett_table_{code}.qm"]
    assert catalogue_files("en") == []


def test_the_file_translator_words_without_an_application(tmp_path: Path) -> None:
    """What the computer players' worker uses: a .qm read with QTranslator alone, plurals chosen by n."""
    from parlett_table.i18n import FileTranslator

    ts = tmp_path / "t.ts"
    ts.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="de">\n'
        "<context><name>Ctx</name>"
        "<message><source>Hello</source><translation>Hallo</translation></message>"
        '<message numerus="yes"><source>%n tricks</source><translation>'
        "<numerusform>%n Stich</numerusform><numerusform>%n Stiche</numerusform></translation></message>"
        "</context></TS>\n",
        encoding="utf-8",
    )
    qm = tmp_path / "t.qm"
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(qm)], check=True)
    words = FileTranslator([qm])
    assert words("Ctx", "Hello") == "Hallo"
    assert words("Ctx", "%n tricks", None, 1) == "1 Stich"
    assert words("Ctx", "%n tricks", None, 4) == "4 Stiche"
    assert words("Ctx", "Not there") == "Not there"
    assert FileTranslator([tmp_path / "missing.qm"])("Ctx", "Hello") == "Hello"


def test_the_language_preference_is_remembered_and_a_bad_value_falls_back_alone(tmp_path: Path) -> None:
    file = PreferencesFile(tmp_path / "preferences.json")
    file.save(Preferences(language="fr", player_name="Zoe"))
    assert file.load()[0].language == "fr"
    data = json.loads((tmp_path / "preferences.json").read_text(encoding="utf-8"))
    for bad in ("klingon", 3, None):
        prefs = from_json({**data, "language": bad})
        assert (prefs.language, prefs.player_name) == ("system", "Zoe")


def test_the_preferences_dialog_offers_the_languages() -> None:
    from PySide6.QtWidgets import QApplication

    from parlett_table.ui.dialogs.preferences_dialog import PreferencesDialog

    QApplication.instance() or QApplication([])
    dialog = PreferencesDialog(Preferences(language="de"))
    assert [dialog.language.itemData(k) for k in range(dialog.language.count())] == ["system", "en", "de", "fr"]
    assert dialog.language.currentData() == "de"
    dialog.language.setCurrentIndex(dialog.language.findData("fr"))
    dialog.accept()
    assert dialog.result_preferences.language == "fr"


def test_the_worker_words_the_players_reasons_in_their_language(tmp_path: Path) -> None:
    """The expert's and the standard player's reasons are made in the worker process: it loads the same catalogue."""
    import functools

    from test_pseudo_language import english_in, make_catalogue

    from parlett_table.ai.worker import WorkerThinker
    from parlett_table.engine import Deal, create_game
    from parlett_table.i18n import install_in_worker

    qm = make_catalogue(tmp_path)
    deal = Deal.start(create_game("crescendo"), seed=5, dealer=0)
    assert deal.to_move is not None
    thinker = WorkerThinker(setup=functools.partial(install_in_worker, (str(qm),)))
    try:
        _, future = thinker.think("standard", deal.view(deal.to_move), "seed")
        reason = future.result(timeout=120).reason
    finally:
        thinker.close()
    assert reason.startswith("⟦") and english_in(reason) == [], reason
    english = WorkerThinker()  # no catalogue: English, as before
    try:
        _, future = english.think("standard", deal.view(deal.to_move), "seed")
        assert not future.result(timeout=120).reason.startswith("⟦")
    finally:
        english.close()


def test_a_text_not_yet_translated_keeps_englishs_plural(tmp_path: Path, english_afterwards: None) -> None:
    from PySide6.QtWidgets import QApplication
    from test_pseudo_language import make_catalogue

    from parlett_table.i18n import install, uninstall

    app = QApplication.instance() or QApplication([])
    translators = install(app, [make_catalogue(tmp_path)])
    try:
        assert language.translate("Nowhere", "%n tricks", None, 1) == "1 trick"  # in no catalogue
        assert language.translate("Review", "%n tricks were played. Step through them with Next.", None, 1) == (
            "⟦1 tríçkš~~~ wéré~~ pláýéd~~~. Štép~~ thróúgh~~~ thém~~ wíth~~ Ñéxt~~.⟧"
        )
    finally:
        uninstall(translators)


def test_the_default_player_name_is_shown_in_the_players_language_and_stays_the_default(
    qtbot: object, english_afterwards: None
) -> None:
    """"You" is stored in English and shown translated; the Preferences dialog left as it is keeps the default
    (so the name follows a later change of language), and a name the player types is kept as typed."""
    from parlett_table.kept.settings import DEFAULT_PLAYER
    from parlett_table.ui.dialogs.preferences_dialog import PreferencesDialog

    language.install(lambda context, text, disambiguation, n: "Du" if (context, text) == ("Players", "You") else text)
    start = Preferences()
    assert start.player_name == DEFAULT_PLAYER == "You" and start.name_at_table() == "Du"
    assert Preferences(player_name="Ann").name_at_table() == "Ann"
    dialog = PreferencesDialog(start)
    assert dialog.name.text() == "Du"
    dialog.accept()
    assert dialog.result_preferences.player_name == "You"
    dialog = PreferencesDialog(start)
    dialog.name.setText("Ann")
    dialog.accept()
    assert dialog.result_preferences.player_name == "Ann"


def test_the_narration_words_each_role_as_its_own_sentence(english_afterwards: None) -> None:
    from parlett_table.engine.words import your_role

    assert [your_role(role) for role in ("hood", "partner", "soloist", "hamlet", "courtier")] == [
        "You are the Hood.", "You are a partner.", "You are the soloist.", "You are Hamlet.", "You are a courtier.",
    ]  # fmt: skip
    language.install(lambda context, text, disambiguation, n: f"<{text}>")
    assert your_role("partner") == "<You are a partner.>"  # one sentence, no lower-cased role name inside
