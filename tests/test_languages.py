"""The German and French translations as players get them: complete, faithful to every placeholder, and fitting
every table and dialog at every size; and the real start-up following the system's language.

The pseudo-language (``test_pseudo_language.py``) finds strings that escaped translation; these tests take the
real catalogues through the same tables, phases and dialogs.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from parlett_table.i18n import catalogue_files, install, uninstall
from parlett_table.ui.window.main_window import MainWindow
from tests.invariants import problems
from tests.phases import MATCH_OVER_TABLES, TABLES, moments, resize
from tests.test_pseudo_language import checked_dialogs, open_table, unique

ROOT = Path(__file__).resolve().parent.parent
FOLDER = ROOT / "parlett_table" / "i18n"
CODES = ("de", "fr")
# What a translation must keep as the source has it: placeholders, the count, and the kinds of HTML tags.
KEPT = re.compile(r"\{[a-z_]*\}|%n|<(/?\w+)[^>]*>")


def messages(code: str) -> Iterator[tuple[str, ET.Element]]:
    tree = ET.parse(FOLDER / f"parlett_table_{code}.ts")
    for context in tree.getroot().iter("context"):
        for message in context.iter("message"):
            yield context.findtext("name") or "", message


def kept(text: str) -> list[str]:
    return sorted(match[1] or match[0] for match in KEPT.finditer(text))


@pytest.mark.parametrize("code", CODES)
def test_the_catalogue_is_complete_and_keeps_every_placeholder(code: str) -> None:
    wrong = []
    for context, message in messages(code):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        assert translation is not None
        forms = [form.text or "" for form in translation.iter("numerusform")] or [translation.text or ""]
        where = f"{context}: {source[:70]!r}"
        if translation.get("type") in ("unfinished", "obsolete", "vanished") or not all(forms):
            wrong.append(f"{where}: not translated")
            continue
        for form in forms:
            if kept(form) != kept(source):
                wrong.append(f"{where}: keeps {kept(form)}, the source has {kept(source)}")
    assert not wrong, f"{len(wrong)} messages, the first:\n" + "\n".join(wrong[:30])


@pytest.fixture(params=CODES)
def real_language(request: pytest.FixtureRequest) -> Iterator[str]:
    app = QApplication.instance() or QApplication([])
    translators = install(app, catalogue_files(request.param))
    assert translators, f"the {request.param} catalogue did not load"
    try:
        yield request.param
    finally:
        uninstall(translators)


@pytest.mark.parametrize("size", [(1280, 800), (900, 600)], ids=["1280x800", "900x600"])
def test_every_table_fits_at_every_phase(real_language: str, size: tuple[int, int]) -> None:
    window = open_table()
    resize(window, *size)
    unfit = unfit_tables(window)
    assert not unfit, f"{real_language}: {len(unfit)} problems, the first:\n" + "\n".join(unfit[:30])


def unfit_tables(window: MainWindow) -> list[str]:
    """What does not fit at every moment of every table, played through at the window's size; the window closed."""
    unfit = []
    for table in TABLES + MATCH_OVER_TABLES:
        for moment in moments(window, table):
            unfit += [f"{table.name}, {moment}: {problem}" for problem in problems(window)]
    window.close()
    return unique(unfit)


@pytest.mark.parametrize("real_language", ["de"], indirect=True)
def test_in_german_every_table_fits_the_smallest_window(real_language: str) -> None:
    """German's longer words at the smallest table: the game panel widens for its deal line and the message above
    the hand has a line more.  (French's longest prompts, a Hamlet proposal's advice, still need a line more than
    the smallest table has.)"""
    window = open_table()
    least = window.minimumSize()
    resize(window, least.width(), least.height())  # and kept there, as a player would: words change under it
    unfit = unfit_tables(window)
    assert not unfit, f"{len(unfit)} problems, the first:\n" + "\n".join(unfit[:30])


@pytest.mark.parametrize("size", [(1280, 800), (900, 600)], ids=["1280x800", "900x600"])
def test_every_dialog_fits_in_every_language(tmp_path: Path, size: tuple[int, int]) -> None:
    """New game for every game and player count, Preferences, score sheets, Review, the coach, About and
    Statistics on a screen of this size, in each language and the pseudo-language: no text that fits in English
    but not in the language, and in the pseudo-language no English left (one process for them all: English is
    laid out once).  On the larger screen Statistics is left to the smaller one, where its captions take two
    lines and every text must fit."""
    found = checked_dialogs(tmp_path, *size, codes=(*CODES, "pseudo"))
    if size == (1280, 800):
        found["pseudo"] = [line for line in found["pseudo"] if not line.startswith("does not fit: Statistics")]
    for code, lines in found.items():
        assert not lines, f"{code}: {len(lines)} problems, the first:\n" + "\n".join(lines[:30])


START_AND_SAY = """
import json, sys
from PySide6.QtWidgets import QApplication
from parlett_table.play.collaborators import InlineThinker
from parlett_table.ui import app
application = QApplication(sys.argv[:1])
session = app.start(thinker=InlineThinker())
application.processEvents()
window = session.window
print(json.dumps({"menus": [action.text() for action in window.menuBar().actions()], "title": window.windowTitle()}))
"""


@pytest.mark.parametrize("code", CODES)
def test_the_real_start_up_follows_the_systems_language(code: str, tmp_path: Path) -> None:
    """Started as a player's desktop starts it, with only ``LANG`` saying the language: the menus are in it."""
    env = {name: value for name, value in os.environ.items() if name not in ("LC_ALL", "LC_MESSAGES", "LANGUAGE")}
    env.update(LANG=f"{code}_{code.upper()}.UTF-8", PARLETT_TABLE_HOME=str(tmp_path / "home"))
    run = subprocess.run(
        [sys.executable, "-c", START_AND_SAY], env=env, capture_output=True, text=True, timeout=120, check=False,
        cwd=ROOT,
    )  # fmt: skip
    assert run.returncode == 0, run.stderr[-3000:]
    shown = json.loads(run.stdout.strip().splitlines()[-1])
    translator = QTranslator()
    assert translator.load(str(FOLDER / f"parlett_table_{code}.qm"))
    expected = [translator.translate("Menus", text) for text in ("&Game", "&Play", "&View", "&Help")]
    assert all(expected) and shown["menus"] == expected, shown


def test_no_message_formats_its_own_decimals_or_percentages() -> None:
    """A format like ``{mean:.1f}`` or ``{share:.0%}`` writes "3.5" and "62%" in every language: numbers with
    decimals go through ``language.decimal`` and percentages through ``language.percent``."""
    own_format = re.compile(r"\{\w+:[^}]*[f%]\}")
    found = [
        source for _context, message in messages("de") if own_format.search(source := message.findtext("source") or "")
    ]
    assert not found, found


def test_numbers_are_written_as_the_players_language_writes_them(real_language: str) -> None:
    from parlett_table.engine import Deal, create_game
    from parlett_table.engine.language import decimal, percent
    from parlett_table.games.hoodwink.strategy import propose
    from parlett_table.ui.stats.form_marks import RingGauge
    from parlett_table.ui.stats.stats_content import signed

    space = {"de": "\u00a0", "fr": "\u202f"}[real_language]  # no line break between the number and its sign
    assert decimal(3.25, 2) == "3,25" and signed(-1.5, 1) == "\u22121,5" and signed(7) == "7"
    assert percent(0.623) == f"62{space}%"
    ring = RingGauge()
    ring.set_value(0.5)
    assert ring.text() == f"50{space}%"
    deal = Deal.start(create_game("hoodwink"), 5)
    assert deal.to_move is not None
    view = deal.view(deal.to_move)  # free proposals: the chance of the card chosen is given
    assert f"{space}%)" in propose(view).reason


LANGUAGE_PREFERENCE = """
import json
from PySide6.QtWidgets import QApplication, QDoubleSpinBox
from parlett_table.i18n import install_language
from parlett_table.engine.language import decimal
application = QApplication([])
translators = install_language(application, PREFERENCE)  # held: they work only while held
box = QDoubleSpinBox()
box.setValue(0.25)
print(json.dumps({"spin box": box.text(), "ours": decimal(0.25, 2)}))
"""


@pytest.mark.parametrize(("preference", "written"), [("de", "0,25"), ("fr", "0,25"), ("en", "0.25")])
def test_qt_writes_numbers_in_the_language_chosen_in_preferences(preference: str, written: str) -> None:
    """The Language preference, not only the system's locale, sets how Qt's own widgets write numbers."""
    system = "de_DE.UTF-8" if preference == "en" else "C.UTF-8"
    env = {name: value for name, value in os.environ.items() if name not in ("LC_ALL", "LC_NUMERIC", "LANGUAGE")}
    env.update(LANG=system, QT_QPA_PLATFORM="offscreen")
    code = LANGUAGE_PREFERENCE.replace("PREFERENCE", repr(preference))
    run = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60, cwd=ROOT)
    assert run.returncode == 0, run.stderr[-3000:]
    assert json.loads(run.stdout.strip().splitlines()[-1]) == {"spin box": written, "ours": written}
