"""All colours come from the theme module: no colour is written anywhere else in the program."""

from __future__ import annotations

import ast
import io
import re
import tokenize
from pathlib import Path

import parlett_table

PACKAGE = Path(parlett_table.__file__).parent
# The theme: theme.py, and the rules pages' colours beside it, apart because the page is made without Qt.
THEME_MODULES = {PACKAGE / "ui" / "look" / "theme.py", PACKAGE / "ui" / "look" / "rules_colours.py"}
# Written in a string: #rgb, #rrggbb, #aarrggbb, rgb()/rgba(), or a colour named in a style sheet.
HEX = re.compile(r"#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\b")
FUNCTION = re.compile(r"\b(?:rgba?|hsla?|hsva?)\(\s*\d")
NAMED = re.compile(
    r"(?:color|background|border[a-z-]*)\s*:\s*(?:[^;{}]*\s)?(?:white|black|red|green|blue|gr[ae]y|yellow)\b"
)
# Qt's colour constants; ``transparent`` is the one allowed: it clears a pixmap before drawing, no colour at all.
ALLOWED_GLOBAL_COLOURS = {"transparent"}
COLOUR_MAKERS = {"QColor", "fromRgb", "fromRgbF", "fromHsv", "fromHsl", "fromString", "rgba", "hex_colour"}


def _strings(source: str) -> list[tuple[int, str]]:
    """(line, text) of every string literal, f-strings' literal parts included."""
    kinds = {tokenize.STRING, getattr(tokenize, "FSTRING_MIDDLE", tokenize.STRING)}
    tokens = tokenize.generate_tokens(io.StringIO(source).readline)
    return [(token.start[0], token.string) for token in tokens if token.type in kinds]


def _constant_colours(tree: ast.AST) -> list[tuple[int, str]]:
    """Colours built from constants (``QColor(0, 0, 0)``, ``QColor("#fff")``) and Qt's colour constants."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
            if name in COLOUR_MAKERS and node.args and all(isinstance(arg, ast.Constant) for arg in node.args):
                found.append((node.lineno, ast.unparse(node)))
        elif (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Attribute)
            and node.value.attr == "GlobalColor"
            and node.attr not in ALLOWED_GLOBAL_COLOURS
        ):
            found.append((node.lineno, ast.unparse(node)))
    return found


def colour_literals(source: str) -> list[tuple[int, str]]:
    """Every colour written in ``source``: (line, what was written)."""
    hits = _constant_colours(ast.parse(source))
    for line, text in _strings(source):
        hits += [(line, match.group(0)) for pattern in (HEX, FUNCTION, NAMED) for match in pattern.finditer(text)]
    return sorted(hits)


def test_no_colour_is_written_outside_the_theme_module() -> None:
    found = [
        f"{path.relative_to(PACKAGE.parent)}:{line}: {text}"
        for path in sorted(PACKAGE.rglob("*.py"))
        if path not in THEME_MODULES
        for line, text in colour_literals(path.read_text(encoding="utf-8"))
    ]
    assert found == [], "colours belong in parlett_table/ui/look/theme.py:\n" + "\n".join(found)


def test_the_scan_finds_each_way_of_writing_a_colour() -> None:
    sample = (
        "from PySide6.QtCore import Qt\nfrom PySide6.QtGui import QColor\n"
        "A = QColor(1, 2, 3)\nB = QColor('#abc')\nC = Qt.GlobalColor.white\nD = Qt.GlobalColor.transparent\n"
        "E = 'QLabel { color: #1d2a22; }'\nF = f'QFrame {{ background: rgba(1, 2, 3, 4); }} {A}'\n"
        "G = 'QLabel { color: white; }'\nH = '<a href=\"#deal\">'\nI = QColor(A)\n"
    )
    lines = sorted({line for line, _ in colour_literals(sample)})
    assert lines == [3, 4, 5, 7, 8, 9]
