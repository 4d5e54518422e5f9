"""The whole program in a pseudo-language: nothing left in English, and every text still fits.

The pseudo-language is made from the catalogue at test time: every
translation is its English source with letters accented, made 40% longer and
wrapped in ⟦…⟧, with placeholders (``{name}``, ``%n``), HTML tags, entities and
card codes kept as they are.  Loaded like a real language, it shows at once a
string that escaped translation (letters outside the markers) and one that no
longer fits its box when a translation is longer than the English.

Every game is started at every player count that changes the table and played
through its phases (``tests/phases.py``), every dialog is opened
(``tests/dialog_checks.py``), then the statistics and the rules pages.
"""

from __future__ import annotations

import html
import json
import math
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path

if __name__ == "__main__":  # run as a script by checked_dialogs: the repository and tests/ on the path
    sys.path[:0] = [str(Path(__file__).resolve().parent.parent), str(Path(__file__).resolve().parent)]

import pytest
from PySide6.QtCore import QAbstractListModel, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QLabel,
    QLineEdit,
    QMenu,
    QWidget,
)

from parlett_table.engine import GAMES
from parlett_table.i18n import install, uninstall
from parlett_table.kept.settings import Preferences
from parlett_table.play.clock import SteppedClock
from parlett_table.storage.history import History
from parlett_table.ui.window.main_window import MainWindow
from tests.dialog_checks import (
    LONG_NAMES,
    coach_dialogs,
    layout_problems,
    new_game_dialogs,
    other_dialogs,
    review_dialogs,
)
from tests.dialog_checks import NAMES as DIALOG_NAMES
from tests.invariants import problems
from tests.phases import MATCH_OVER_TABLES, TABLES, RememberingThinker, moments, resize, settle

ROOT = Path(__file__).resolve().parent.parent
CATALOGUE = ROOT / "parlett_table" / "i18n" / "parlett_table_de.ts"
OPEN, CLOSE = "⟦", "⟧"
ACCENTED = str.maketrans("aceinosuyzACEINOSUYZ", "áçéíñóšúýžÁÇÉÍÑÓŠÚÝŽ")
WORD = re.compile(r"[^\W\d_]+")
KEPT = re.compile(r"(\{[^{}]*\}|%n|<[^>]*>|&[a-z]+;|&(?=\w))")  # placeholders, the count, tags, entities, mnemonics
# Names that are the same in every language: the games, the program, its author, what About credits, each language's
# own name in the Language preference, and the players' names the dialog checks use.
PROPER_NAMES = (
    "Who's Who", "Hoodwink", "Crescendo", "Hamlet", "Parlett Table", "David Parlett", "PySide6", "Python", "Qt",
    "English", "Deutsch", "Français", *LONG_NAMES, *DIALOG_NAMES,
)  # fmt: skip
# Qt's own words (OK, Cancel …), which qtbase_<code>.qm translates in a real language: the pseudo-language's too.
QT_BUTTONS = {
    "QPlatformTheme": ("OK", "Save", "Save All", "Open", "&Yes", "Yes to &All", "&No", "N&o to All", "Abort", "Retry",
                       "Ignore", "Close", "Cancel", "Discard", "Help", "Apply", "Reset", "Restore Defaults"),
    "QGnomeTheme": ("&OK", "&Save", "&Cancel", "&Close", "Close without Saving"),
}  # fmt: skip
NAMES = Preferences(
    player_name=f"{OPEN}Mé{CLOSE}",
    opponent_names=tuple(f"{OPEN}{name}{CLOSE}" for name in ("Ádá", "Béñ", "Çléó", "DéV")),
)  # names a translation never touches, marked so that they do not count as English


def pseudo(text: str) -> str:
    """``text`` in the pseudo-language: every word accented and made 40% longer (so it still breaks where the
    English breaks), the whole in markers, placeholders, tags, entities and mnemonics kept."""
    if not text:
        return text

    def longer(word: re.Match[str]) -> str:
        return word[0].translate(ACCENTED) + "~" * math.ceil(0.4 * len(word[0]))

    parts = KEPT.split(text)
    return OPEN + "".join(part if KEPT.fullmatch(part) else WORD.sub(longer, part) for part in parts) + CLOSE


def make_catalogue(folder: Path) -> Path:
    """The pseudo-language's compiled catalogue, from the German one's sources (every wrapped string)."""
    tree = ET.parse(CATALOGUE)
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        old = message.find("translation")
        assert old is not None
        message.remove(old)
        translation = ET.SubElement(message, "translation")
        if message.get("numerus") == "yes":
            for _ in range(2):  # German's two forms
                ET.SubElement(translation, "numerusform").text = pseudo(source)
        else:
            translation.text = pseudo(source)
    for name, sources in QT_BUTTONS.items():
        context = ET.SubElement(tree.getroot(), "context")
        ET.SubElement(context, "name").text = name
        for source in sources:
            message = ET.SubElement(context, "message")
            ET.SubElement(message, "source").text = source
            ET.SubElement(message, "translation").text = pseudo(source)
    ts, qm = folder / "pseudo.ts", folder / "pseudo.qm"
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    subprocess.run([str(lrelease), "-silent", str(ts), "-qm", str(qm)], check=True)
    return qm


DATA = re.compile(r'<code>.*?</code>|<span class="id">.*?</span>', re.S)  # option ids and values, as records write them


def english_in(text: str) -> list[str]:
    """The English words of ``text`` that escaped translation: ASCII words outside the markers."""
    rest = html.unescape(re.sub(r"<[^>]*>", " ", DATA.sub(" ", text)))
    while True:  # translations inside translations: the innermost first
        inner = re.sub(f"{OPEN}[^{OPEN}{CLOSE}]*{CLOSE}", " ", rest)
        if inner == rest:
            break
        rest = inner
    for name in PROPER_NAMES:
        rest = rest.replace(name, " ")
    return re.findall(r"[A-Za-z]{2,}", rest)


@pytest.fixture(scope="module")
def pseudo_language(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    app = QApplication.instance() or QApplication([])
    qm = make_catalogue(tmp_path_factory.mktemp("pseudo"))
    translators = install(app, [qm])
    assert translators, "the pseudo-language did not load"
    try:
        yield
    finally:
        uninstall(translators)


# --- what a player sees ----------------------------------------------------------------------------------------


def widget_texts(root: QWidget) -> Iterator[tuple[str, str]]:
    """(where, text) for every text of ``root`` and its visible children: titles, labels, buttons, lists, tips."""
    yield "window title", root.windowTitle()
    for widget in (root, *root.findChildren(QWidget)):
        if widget is not root and (not widget.isVisibleTo(root) or widget.isWindow()):
            continue
        kind = type(widget).__name__
        yield f"{kind} tooltip", widget.toolTip()
        yield f"{kind} accessible name", widget.accessibleName()
        yield f"{kind} accessible description", widget.accessibleDescription()
        if isinstance(widget, (QLabel, QAbstractButton)):
            yield kind, widget.text()
        elif isinstance(widget, QComboBox):
            for index in range(widget.count()):
                yield kind, widget.itemText(index)
                yield f"{kind} item tooltip", str(widget.itemData(index, Qt.ItemDataRole.ToolTipRole) or "")
        elif isinstance(widget, QLineEdit):
            yield f"{kind} placeholder", widget.placeholderText()
        elif isinstance(widget, QAbstractSpinBox):
            yield kind, widget.text()
        # A QTextBrowser (the rules) is checked from the HTML it shows, where data is marked as code.
        if isinstance(widget, QAbstractItemView) and widget.model() is not None:
            yield from _model_texts(widget)


def _model_texts(view: QAbstractItemView) -> Iterator[tuple[str, str]]:
    model = view.model()
    root = QModelIndex()
    columns = 1 if isinstance(model, QAbstractListModel) else model.columnCount(root)  # a list's is private
    for section in range(columns):
        yield "header", str(model.headerData(section, Qt.Orientation.Horizontal) or "")
    for row in range(model.rowCount(root)):
        for column in range(columns):
            index = model.index(row, column)
            for role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
                value = model.data(index, role)
                if isinstance(value, str):
                    yield "cell", value


def menu_texts(window: MainWindow) -> Iterator[tuple[str, str]]:
    def walk(actions: Iterable[object]) -> Iterator[tuple[str, str]]:
        for action in actions:
            yield "menu", action.text()  # type: ignore[attr-defined]
            yield "menu tooltip", action.toolTip()  # type: ignore[attr-defined]
            menu = action.menu()  # type: ignore[attr-defined]
            if isinstance(menu, QMenu):
                yield from walk(menu.actions())

    yield from walk(window.menuBar().actions())


def table_texts(window: MainWindow) -> Iterator[tuple[str, str]]:
    """Everything the table shows: drawn texts of the scene, its panels, the menus, what screen readers hear."""
    for item in window.scene.items():
        if not item.isVisible():
            continue
        drawn = getattr(item, "drawn_texts", None)
        if drawn is not None:
            for text in drawn():
                yield type(item).__name__, text.text
        if isinstance(item, QGraphicsTextItem):
            yield "text item", item.toPlainText()
        elif isinstance(item, QGraphicsSimpleTextItem):
            yield "text item", item.text()
        yield f"{type(item).__name__} tooltip", item.toolTip()
    yield from widget_texts(window)
    yield from menu_texts(window)
    for said in window.announcements:
        yield "narration", said


def escapes(where: str, texts: Iterable[tuple[str, str]]) -> list[str]:
    found = []
    for kind, text in texts:
        english = english_in(text)
        if english:
            found.append(f"{where}, {kind}: {' '.join(english[:4])!r} escaped in {text[:90]!r}")
    return found


def open_table(tour: bool = False) -> MainWindow:
    app = QApplication.instance() or QApplication([])
    prefs = NAMES.with_changes(animation_speed="off", trick_pause="click", tours_done=() if tour else tuple(GAMES))
    window = MainWindow(RememberingThinker(), prefs, clock=SteppedClock())
    window.resize(1280, 800)
    window.show()
    window.setUpdatesEnabled(False)  # the walks look at where things are and what they say, never at a pixel
    settle(app)
    return window


def unique(found: list[str]) -> list[str]:
    return list(dict.fromkeys(found))


# --- the tests ---------------------------------------------------------------------------------------------------


def test_the_pseudo_language_keeps_what_a_translation_must_keep() -> None:
    made = pseudo("&Give {name} %n tricks: <b>now</b>&nbsp;{TH}")
    assert made.startswith(OPEN) and made.endswith(CLOSE)
    for kept in ("&", "{name}", "%n", "<b>", "</b>", "&nbsp;", "{TH}"):
        assert kept in made
    assert "now" not in made and made.count("~") >= 0.4 * len("Givetricksnow")
    assert english_in(made) == [] and english_in(f"{made} left over") == ["left", "over"]
    assert english_in(f"{OPEN}outer {OPEN}inner{CLOSE} still outer{CLOSE}") == []
    assert english_in("Hoodwink <b>x</b> 10♥") == []


def table_problems(small: bool) -> tuple[list[str], list[str]]:
    """(English that escaped, texts that do not fit) at every moment of every table, at 1280×800 or 900×600."""
    window = open_table()
    if small:
        resize(window, 900, 600)
    escaped, unfit = [], []
    for table in TABLES + MATCH_OVER_TABLES:
        for moment in moments(window, table):
            where = f"{table.name}, {moment}"
            escaped += escapes(where, table_texts(window))
            unfit += [f"{where}: {problem}" for problem in problems(window)]
    window.close()
    return unique(escaped), unique(unfit)


def test_every_table_at_every_phase(pseudo_language: None) -> None:
    """Every game at every player count that changes the table, through its phases, in a 1280×800 window."""
    escaped, unfit = table_problems(small=False)
    found = escaped + unfit
    assert not found, f"{len(found)} problems, the first:\n" + "\n".join(found[:30])


def test_every_table_in_a_small_window(pseudo_language: None) -> None:
    """The same in a 900×600 window: the result panel's narrow grid, the decision bar's shorter buttons, the
    message box's and caption's extra line and the two-line "Play out the rest" take the longer words."""
    escaped, unfit = table_problems(small=True)
    found = escaped + unfit
    assert not found, f"{len(found)} problems, the first:\n" + "\n".join(found[:30])


def walkthrough_problems() -> tuple[list[str], list[str]]:
    """(English that escaped, texts that do not fit) in every note of the walkthrough."""
    window = open_table(tour=True)
    escaped, unfit = [], []
    for table in (TABLES[0], TABLES[6]):  # Hoodwink and Who's Who: every note of the walkthrough between them
        for moment in moments(window, table):
            if moment == "note":
                escaped += escapes(f"{table.name}, note", table_texts(window))
                unfit += [f"{table.name}, note: {problem}" for problem in problems(window)]
    window.close()
    return unique(escaped), unique(unfit)


def test_the_walkthrough_has_no_english_and_its_notes_grow_with_their_words(pseudo_language: None) -> None:
    escaped, unfit = walkthrough_problems()
    assert not escaped, f"{len(escaped)} problems, the first:\n" + "\n".join(escaped[:30])
    assert not unfit, f"{len(unfit)} problems, the first:\n" + "\n".join(unfit[:30])


def dialogs(history: History) -> Iterator[tuple[str, Callable[[], QWidget]]]:
    from parlett_table.storage.stats import StatsQuery
    from parlett_table.ui.stats.stats_window import StatsDialog

    yield from new_game_dialogs()
    yield from ((name, make) for name, make in other_dialogs() if not name.startswith("Message box"))
    yield from review_dialogs()
    yield from coach_dialogs()
    yield "Statistics, empty", lambda: StatsDialog(StatsQuery(History(history.path.with_name("empty.sqlite3"))))
    yield "Statistics", lambda: StatsDialog(StatsQuery(history))


def shape(problem: str) -> str:
    """A layout problem without its texts and sizes: what kind of trouble, so English and pseudo can be compared."""
    return re.sub(r"'[^']*'|\"[^\"]*\"|PySide6\.QtCore\.Q\w+\([^)]*\)|\d+", "_", problem)


def dialog_layouts(
    history: History, on_shown: Callable[[str, QWidget], None] = lambda name, dialog: None
) -> dict[str, list[str]]:
    """Every dialog's layout problems (at its natural and its smallest size) in the language installed now;
    ``on_shown`` looks at each dialog first, as it is shown."""
    app = QApplication.instance()
    found: dict[str, list[str]] = {}
    for name, make in dialogs(history):
        dialog = make()
        dialog.show()
        app.processEvents()
        on_shown(name, dialog)
        problems = list(layout_problems(dialog))
        dialog.resize(dialog.minimumSize())
        app.processEvents()
        problems += [f"smallest: {problem}" for problem in layout_problems(dialog)]
        found[name] = problems
        dialog.close()
        dialog.deleteLater()
    return found


def dialog_problems(folder: Path, codes: list[str]) -> dict[str, list[str]]:
    """Every dialog in English, then in each language of ``codes`` in turn (``pseudo``: the pseudo-language, whose
    English that escaped is found too): per language, the layout problems it has and English has not (longer
    texts no longer fit).  English is laid out once for them all."""
    from test_stats_window import play_match

    from parlett_table.i18n import catalogue_files

    app = QApplication.instance()
    history = History(folder / "history.sqlite3")
    for game_id, seed in (("hoodwink", 11), ("crescendo", 12), ("whoswho", 13)):
        play_match(history, game_id, seed)
    play_match(history, "hamlet", 14, stop_after=1)
    english = dialog_layouts(history)
    by_language = {}
    for code in codes:
        marked = code == "pseudo"
        translators = install(app, [make_catalogue(folder)] if marked else catalogue_files(code))
        assert translators, f"the language {code} did not load"
        found: list[str] = []

        def escaped(name: str, dialog: QWidget, found: list[str] = found) -> None:
            found.extend(f"escaped: {problem}" for problem in escapes(name, widget_texts(dialog)))

        # The pseudo-language's English that escaped, seen in the same pass as the layouts (each dialog made once).
        for name, seen in (dialog_layouts(history, escaped) if marked else dialog_layouts(history)).items():
            known = [shape(problem) for problem in english[name]]
            for problem in seen:
                if shape(problem) in known:
                    known.remove(shape(problem))  # as many as English has of that kind
                else:
                    found.append(f"does not fit: {name}: {problem}")
        uninstall(translators)
        by_language[code] = unique(found)
    return by_language


def checked_dialogs(folder: Path, width: int, height: int, codes: tuple[str, ...]) -> dict[str, list[str]]:
    """The dialogs' problems on a screen of this size (set before Qt starts: in a child process), one a line, in
    each language of ``codes`` (``pseudo``: the pseudo-language)."""
    screen = {"x": 0, "y": 0, "width": width, "height": height, "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}
    config = folder / "screen.json"
    config.write_text(json.dumps({"screens": [{"name": "screen", **screen}]}), encoding="utf-8")
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    run = subprocess.run(
        [sys.executable, __file__, str(folder), *codes], env=env, capture_output=True, text=True, timeout=600,
        check=False,
    )  # fmt: skip
    assert f"checked every dialog at {width}×{height}" in run.stdout, run.stdout[-3000:] + run.stderr[-3000:]
    found: dict[str, list[str]] = {code: [] for code in codes}
    for line in run.stdout.splitlines():
        code, _, problem = line.partition(" ")
        if code in found and problem.startswith(("escaped: ", "does not fit: ")):
            found[code].append(problem)
    return found


def test_the_rules_pages(pseudo_language: None) -> None:
    from parlett_table.rulebook import page
    from parlett_table.ui.learning.rules_html import Metrics, page_html
    from parlett_table.ui.learning.rules_window import RulesWindow

    app = QApplication.instance()
    window = RulesWindow()
    window.resize(1000, 720)
    window.show()
    found = []
    for game_id in GAMES:
        window.show_game(game_id)
        app.processEvents()
        found += escapes(f"rules of {game_id}", widget_texts(window))
        found += escapes(f"rules of {game_id}", [("page", page_html(page(game_id), Metrics(15))[0])])
    window.close()
    found = unique(found)
    assert not found, f"{len(found)} problems, the first:\n" + "\n".join(found[:30])


def main(folder: str, codes: list[str]) -> int:
    """The dialogs' check in this process (run by ``checked_dialogs``): one line per problem, after its language's
    code; status 1 if any."""
    app = QApplication.instance() or QApplication(sys.argv[:1])
    found = dialog_problems(Path(folder), codes)
    print("\n".join(f"{code} {line}" for code, lines in found.items() for line in lines))
    size = app.primaryScreen().availableGeometry().size()
    print(f"checked every dialog at {size.width()}×{size.height()}")
    return 1 if any(found.values()) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2:]))
