"""The program in the player's language: which catalogues to load, and loading them (QtCore only).

The catalogues are ``parlett_table_<code>.ts`` beside this file (made by
``packaging/update_translations.py``, translated with Qt Linguist) and their
compiled ``.qm`` twins, which are checked in (``tests/test_translations.py``
checks they are fresh).  Qt's own ``qtbase_<code>.qm`` comes along so that the
standard buttons (OK, Cancel) speak the same language.  Loading is all that
happens at start-up: a few small files read, nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from ..engine import language
from ..kept.settings import LANGUAGES

FOLDER = Path(__file__).resolve().parent
SHIPPED = tuple(code for code in LANGUAGES if code not in ("system", "en"))  # with a catalogue


def chosen_language(preference: str, system: str | None = None) -> str:
    """The language code to use: the preference, or for "system" the locale's language if one is shipped."""
    if preference in SHIPPED or preference == "en":
        return preference
    name = system if system is not None else QLocale.system().name()  # "de_DE", "fr_CA", "C"
    code = name.split("_")[0].lower()
    return code if code in SHIPPED else "en"


def catalogue_files(code: str) -> list[Path]:
    """The compiled catalogues for ``code``: Qt's own first, then the program's (the later one wins)."""
    if code not in SHIPPED:
        return []
    found = []
    qt_own = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)) / f"qtbase_{code}.qm"
    if qt_own.is_file():
        found.append(qt_own)
    ours = FOLDER / f"parlett_table_{code}.qm"
    if ours.is_file():
        found.append(ours)
    return found


def load(files: Sequence[Path | str]) -> list[QTranslator]:
    """A translator for each file that loads (a missing or damaged file is simply left out: English shows)."""
    translators = []
    for path in files:
        translator = QTranslator()
        if translator.load(str(path)):
            translators.append(translator)
    return translators


def install(app: QCoreApplication, files: Sequence[Path | str]) -> list[QTranslator]:
    """Load ``files`` into ``app`` and word the engine's and the players' sentences through them too.

    The translators are returned: they work only while something holds them.
    """
    translators = load(files)
    for translator in translators:
        app.installTranslator(translator)
    if translators:
        language.install(_qt_translate, tuple(str(path) for path in files))
    return translators


def uninstall(translators: Sequence[QTranslator]) -> None:
    """Undo ``install`` (and ``install_language``): ``translators`` removed from the application, the engine's
    words English again, Qt's numbers the system's."""
    for translator in translators:
        QCoreApplication.removeTranslator(translator)
    language.uninstall()
    QLocale.setDefault(QLocale.system())


def install_language(app: QCoreApplication, preference: str) -> list[QTranslator]:
    """The player's language (the Language preference, or the system's) installed into ``app``.

    Qt's own numbers follow it too (a spin box's "0,25" in German): the default locale becomes the chosen
    language's, unless the system's locale already speaks it (then its country's ways are kept).
    """
    code = chosen_language(preference)
    if QLocale.system().name().split("_")[0].lower() != code:
        QLocale.setDefault(QLocale(code))
    return install(app, catalogue_files(code))


def _qt_translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    found = QCoreApplication.translate(context, text, disambiguation, n)
    if n >= 0 and found == text.replace("%n", str(n)):  # not translated yet: English's own plural, "1 trick"
        return language.english(context, text, disambiguation, n)
    return found


class FileTranslator:
    """``language.translate`` from catalogue files without an application (the computer players' worker)."""

    def __init__(self, files: Sequence[Path | str]) -> None:
        self.translators = load(files)

    def __call__(self, context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        for translator in reversed(self.translators):  # the last loaded wins, as in QCoreApplication
            found = translator.translate(context, text, disambiguation, n)
            if found:
                return found.replace("%n", str(n)) if n >= 0 else found
        return language.english(context, text, disambiguation, n)


def install_in_worker(files: Sequence[Path | str]) -> None:
    """Word the computer players' reasons in the worker process through the window's catalogues."""
    language.install(FileTranslator(files), tuple(str(path) for path in files))


_DEFAULT_NAMES: frozenset[str] | None = None


def default_player_names() -> frozenset[str]:
    """The player's default name ("You") in every shipped language: a match begun in one language and set out in
    another shows it in the new one (a name the player chose is theirs, in any language)."""
    global _DEFAULT_NAMES
    if _DEFAULT_NAMES is None:
        from ..kept.settings import DEFAULT_PLAYER

        names = {DEFAULT_PLAYER}
        for code in SHIPPED:
            for translator in load([FOLDER / f"parlett_table_{code}.qm"]):
                names.add(translator.translate("Players", DEFAULT_PLAYER) or DEFAULT_PLAYER)
        _DEFAULT_NAMES = frozenset(names)
    return _DEFAULT_NAMES
