"""The rules pages' colours as the page's CSS writes them: part of the theme (theme.RULES holds them as
QColors), kept apart because the page is made by a module that loads no Qt (rules_html).
"""

from __future__ import annotations

RULES_CSS = {
    "paper": "#fbf7ec",
    "ink": "#2a2822",
    "heading": "#173524",
    "muted": "#6e6553",
    "rule_line": "#ddd2b8",
    "table_head": "#e8dfc7",
    "row_even": "#fffdf7",
    "row_odd": "#f6f0e1",
    "example": "#f2ebd9",
    "house_bar": "#c0902a",
    "house_back": "#fbefd3",
    "house_text": "#7b5309",
    "link": "#1c6b47",
    "red": "#c8102e",
    "black": "#1b1b1b",
    "ok": "#145c43",
    "code": "#4a4334",
    "paper_edge": "rgba(0, 0, 0, 60)",
    "scroll": "rgba(80, 62, 30, 70)",
    "scroll_hover": "rgba(80, 62, 30, 120)",
    "win": "#d9a21b",
    "win_edge": "#7b5309",
    "playable": "#1c7a5a",
    "card_shadow": "rgba(60, 40, 10, 40)",
}
