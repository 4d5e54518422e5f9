"""How the engine and the computer players word things for a player, in the player's language.

The engine imports no Qt, so its sentences go through this hook: ``translate``
is English (the text as written, ``%n`` replaced by ``n``) until the window's
process (``ui/app.py``) or the computer players' worker installs a translator
that looks texts up in the compiled catalogues (``parlett_table.i18n``).

Call it exactly as ``QCoreApplication.translate`` is called, with a literal
context and text, so that ``pyside6-lupdate`` finds every string::

    translate("Hoodwink", "{hood} is the Hood.").format(hood=name)

``QT_TRANSLATE_NOOP`` marks a text for the catalogues where it is defined and
leaves it as it is; ``translate`` words it where it is shown.
"""

from __future__ import annotations

import re
from collections.abc import Callable

Translator = Callable[[str, str, "str | None", int], str]


_COUNTED = re.compile(r"%n ((?:\w+ )*?)(\w+?)(es|s)\b")  # the noun after the count: "%n practice matches"


def _singular(stem: str, ending: str) -> str:
    if ending == "es" and stem.endswith(("ch", "sh", "ss", "x")):
        return stem  # matches, boxes
    return (stem + ending)[:-1]  # tricks, houses


def english(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """The text as written: the program's own language.  Plural texts are written in the plural ("%n tricks");
    for one, the first word after ``%n`` with a plural ending loses it ("1 trick", "1 practice match")."""
    if n < 0:
        return text
    if n == 1:
        text = _COUNTED.sub(lambda m: "%n " + m[1] + _singular(m[2], m[3]), text, count=1)
    return text.replace("%n", str(n))


_translator: Translator = english
_catalogues: tuple[str, ...] = ()


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the player's language (``%n`` filled with ``n`` and its plural form chosen when ``n`` >= 0)."""
    return _translator(context, text, disambiguation, n)


def decimal_sign() -> str:
    """The sign between a number's whole part and its decimals in the player's language ("." or ",")."""
    return translate("Numbers", ".", "the decimal sign, as in 3.5")


def decimal(value: float, places: int = 1) -> str:
    """``value`` with ``places`` decimals and the player's decimal sign ("3.5" in English, "3,5" in German)."""
    return f"{value:.{places}f}".replace(".", decimal_sign())


def percent(value: float) -> str:
    """``value`` (a share from 0 to 1) as a whole percentage, written as the player's language writes it ("62%";
    "62 %" in German and French, with a space that does not break)."""
    return translate("Numbers", "{number}%", "a percentage").format(number=round(100 * value))


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name lupdate looks for
    """Mark ``text`` for the catalogues and leave it as it is (it is translated where it is shown)."""
    return text


def install(translator: Translator, catalogues: tuple[str, ...] = ()) -> None:
    """Word everything with ``translator`` from now on.

    ``catalogues`` are the compiled files it reads, so that the computer players' worker process can load the
    same ones (``ai.worker``); empty for English.
    """
    global _translator, _catalogues
    _translator = translator
    _catalogues = tuple(catalogues)


def uninstall() -> None:
    """Back to English (tests)."""
    install(english)


def catalogues() -> tuple[str, ...]:
    """The compiled catalogue files the installed translator reads (none for English)."""
    return _catalogues
