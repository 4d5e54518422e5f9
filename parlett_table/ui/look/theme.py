"""Colours and fonts of the program, in one place: no other module writes a colour.

``THEME`` holds the table's colours and ``DIALOG`` those of the windows over the
table.  Their colours are shared ``QColor`` objects that the player's choices
change in place (``use_felt``, ``use_contrast``, ``use_dialog_scheme``), so every
painter that reads them at paint time follows at once.  The choices themselves
(felts, backs, schemes) are named here by the ids ``settings`` lists.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtGui import QColor

from .rules_colours import RULES_CSS

if TYPE_CHECKING:
    from PySide6.QtGui import QFont


def rgba(red: int, green: int, blue: int, alpha: int = 255) -> QColor:
    return QColor(red, green, blue, alpha)


def hex_colour(name: str) -> QColor:
    return QColor(name)


def css(colour: QColor) -> str:
    """A colour as a style sheet (or an HTML page) writes it."""
    if colour.alpha() == 255:
        return colour.name()
    return f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, {colour.alpha()})"


def with_alpha(colour: QColor, alpha: int) -> QColor:
    faded = QColor(colour)
    faded.setAlpha(alpha)
    return faded


class Theme:
    """The table's colours (one shared instance, ``THEME``)."""

    felt_centre = hex_colour("#2a7a52")
    felt_edge = hex_colour("#0f3d28")
    felt_line = rgba(255, 255, 255, 26)  # the faint ring around the trick area
    felt_ring = rgba(255, 255, 255, 8)  # inside that ring
    panel = rgba(8, 28, 19, 178)
    panel_border = rgba(255, 255, 255, 38)
    panel_solid = rgba(10, 30, 21, 238)  # the panels over the table (results, the score sheet's summary)
    panel_solid_border = rgba(255, 255, 255, 50)
    pack_panel = rgba(12, 38, 26)  # behind the pack of the cards left over
    prompt_panel = rgba(8, 28, 19, 225)  # the pill of what to do now
    hint_button = rgba(10, 30, 21, 200)
    hint_border = rgba(255, 255, 255, 60)
    hint_border_disabled = rgba(255, 255, 255, 25)
    text = hex_colour("#f4f1e8")
    text_dim = rgba(244, 241, 232, 165)
    text_caption = rgba(244, 241, 232, 170)
    text_disabled = rgba(244, 241, 232, 80)
    accent = hex_colour("#f2c14e")  # whose turn it is, the focused card
    accent_hover = hex_colour("#f7d27a")
    accent_text = hex_colour("#2b1d00")
    focus = hex_colour("#f2c14e")
    playable = rgba(242, 193, 78, 0)  # the outline of a playable card: none unless in high contrast
    message = rgba(250, 246, 235, 235)
    message_text = hex_colour("#1d2a22")
    refusal = hex_colour("#fbe3d6")
    refusal_text = hex_colour("#7a1f0c")
    red_suit = hex_colour("#e0483c")
    black_suit = hex_colour("#1b1b1b")
    ink = hex_colour("#1d2a22")  # dark text on light chips, buttons and bubbles
    button = hex_colour("#f4f1e8")
    button_hover = hex_colour("#ffffff")
    chip = hex_colour("#f4f1e8")  # the dealer's chip
    disc_idle = rgba(255, 255, 255, 40)  # a seat's initial when it is not its turn; an empty trump tile
    trump_tile = hex_colour("#fbfaf5")
    badge_edge = rgba(0, 0, 0, 60)
    bubble = hex_colour("#fffdf6")
    bubble_edge = rgba(0, 0, 0, 70)
    card_shadow = rgba(0, 0, 0, 45)  # under a card or a pack; its alpha is the darkest layer's
    card_edge = rgba(0, 0, 0, 70)  # between the cards of a pack
    card_shade = rgba(10, 20, 15, 105)  # over a card that may not be played
    # The Clear deck (drawn_deck.py): near-black ink rather than pure black, a warm red, and for the
    # four-colour option the blue and green of the decks used in tournament bridge and poker.
    deck_ink = hex_colour("#1c1c22")
    deck_red = hex_colour("#c8102e")
    deck_blue = hex_colour("#0f5bb5")
    deck_green = hex_colour("#137a3a")
    deck_paper = hex_colour("#fdfcf8")
    deck_edge = hex_colour("#8b8f98")
    deck_gold = hex_colour("#b8912f")
    # The Classic deck (SVG-cards): its red, its black, and the four-colour suits.
    svg_red = hex_colour("#e6180a")
    svg_black = hex_colour("#000000")
    svg_back = hex_colour("#1f4b8e")  # what SVG-cards' own back ("fill:inherit") would be filled with
    svg_diamond = hex_colour("#1060c0")
    svg_club = hex_colour("#138a3e")


class DialogColours:
    """The colours of every window over the table (one shared instance, ``DIALOG``; see style.py)."""

    felt_centre = hex_colour("#2a7a52")
    felt_edge = hex_colour("#0f3d28")
    text = hex_colour("#f4f1e8")
    text_dim = rgba(244, 241, 232, 165)
    text_caption = rgba(244, 241, 232, 170)
    text_quiet = rgba(244, 241, 232, 150)  # small print
    text_empty = rgba(244, 241, 232, 190)
    text_disabled = rgba(244, 241, 232, 110)
    ink = hex_colour("#1d2a22")  # dark text on light buttons and fields
    paper = hex_colour("#fbf7ec")  # fields, drop-down lists
    button = hex_colour("#f4f1e8")
    button_hover = hex_colour("#ffffff")
    card = rgba(8, 28, 19, 185)  # a framed group of things on the felt
    card_border = rgba(255, 255, 255, 38)
    shade = rgba(0, 0, 0, 60)  # a sunk strip: segmented buttons, the slider's groove
    hover = rgba(255, 255, 255, 26)
    line = rgba(255, 255, 255, 40)  # rules under headings, quiet borders
    faint = rgba(255, 255, 255, 9)  # every other row of a list
    accent = hex_colour("#f2c14e")
    accent_text = hex_colour("#2b1d00")
    accent_hover = hex_colour("#f7d27a")
    selection = rgba(242, 193, 78, 55)
    refusal = hex_colour("#fbe3d6")
    refusal_text = hex_colour("#7a1f0c")
    # Charts (statistics, the score sheet).
    grid = rgba(255, 255, 255, 24)
    axis = rgba(255, 255, 255, 70)
    dot = rgba(244, 241, 232, 80)
    track = rgba(255, 255, 255, 30)
    track_faint = rgba(255, 255, 255, 14)
    mark_ring = rgba(244, 241, 232, 120)
    mark_fill = rgba(255, 255, 255, 10)
    shared = hex_colour("#5fc4b8")  # shared wins: the partner teal, beside the gold of wins
    chart_ink = hex_colour("#1d2a22")  # dark text on gold or cream
    dot_ring = rgba(8, 28, 19)
    no_role = hex_colour("#d9d2bf")  # Crescendo has no roles: a cream bar
    fan_shadow = rgba(0, 0, 0, 50)


class RulesColours:
    """The rules pages: printed paper, the same in every scheme like a rule book (rules_colours.RULES_CSS)."""

    def __getattr__(self, name: str) -> QColor:
        if name not in RULES_CSS:
            raise AttributeError(name)
        text = RULES_CSS[name]
        if text.startswith("rgb"):  # "rgba(r, g, b, a)"
            return rgba(*(int(part) for part in text[text.index("(") + 1 : -1].split(",")))
        return hex_colour(text)


# The coach's marks where Review draws their signs (★ ✓ ?! ? ??): the good ones gold and green, the errors from yellow
# to red, each dark text on it.
MARK_COLOURS: dict[str, QColor] = {
    "best": hex_colour("#f2c14e"),
    "good": hex_colour("#8fd18b"),
    "inaccuracy": hex_colour("#e9dc6a"),
    "mistake": hex_colour("#f29a4a"),
    "blunder": hex_colour("#f0644f"),
}

# Role badges: (label colour, text colour) by role id; ROLE_UNKNOWN for a role without its own.
ROLE_COLOURS: dict[str, tuple[QColor, QColor]] = {
    "hood": (hex_colour("#f2c14e"), hex_colour("#2b1d00")),
    "partner": (hex_colour("#5fc4b8"), hex_colour("#06231f")),
    "soloist": (hex_colour("#b08ae6"), hex_colour("#1c0b33")),
    "hamlet": (hex_colour("#e86f68"), hex_colour("#2e0503")),
    "courtier": (hex_colour("#9fb7d8"), hex_colour("#0c1a2e")),
}
ROLE_UNKNOWN = (hex_colour("#dddddd"), hex_colour("#111111"))

THEME = Theme()
DIALOG = DialogColours()
RULES = RulesColours()


def font(pixels: float, bold: bool = False) -> QFont:
    """The interface font at a pixel size (scaled with the table, so never below a readable size)."""
    from PySide6.QtGui import QFont  # here: its Python enums would cost the window's first paint 2 ms

    result = QFont()
    result.setPixelSize(max(10, round(pixels)))
    if bold:
        result.setWeight(QFont.Weight.DemiBold)
    return result


# --- the player's choices: felts, card backs ------------------------------------------------------------------------


@dataclass(frozen=True)
class FeltColours:
    centre: QColor
    edge: QColor


# By the ids of settings.FELTS; "green" is the table as it always was.
FELTS: dict[str, FeltColours] = {
    "green": FeltColours(hex_colour("#2a7a52"), hex_colour("#0f3d28")),
    "blue": FeltColours(hex_colour("#2b5f8f"), hex_colour("#0f2a45")),
    "red": FeltColours(hex_colour("#8a3036"), hex_colour("#3f1114")),
    "grey": FeltColours(hex_colour("#5b6166"), hex_colour("#26292c")),
    "dark": FeltColours(hex_colour("#2a2d33"), hex_colour("#0c0d10")),
}


@dataclass(frozen=True)
class BackDesign:
    """A card back: a pattern (card_backs.PATTERNS) in a field colour, a line colour and a pale accent."""

    pattern: str
    field: QColor
    line: QColor
    accent: QColor


# By the ids of settings.CARD_BACKS; "lattice" is the Clear deck's back as it always was.
BACKS: dict[str, BackDesign] = {
    "lattice": BackDesign("lattice", hex_colour("#1d3f73"), hex_colour("#3d6aa8"), hex_colour("#e9dfc4")),
    "harlequin": BackDesign("harlequin", hex_colour("#7a1424"), hex_colour("#9a2a38"), hex_colour("#efe2c8")),
    "stripes": BackDesign("stripes", hex_colour("#1f4a34"), hex_colour("#336f50"), hex_colour("#e6dcc0")),
    "dots": BackDesign("dots", hex_colour("#2b2d33"), hex_colour("#c9a54a"), hex_colour("#e9dfc4")),
}


def _set(target: QColor, source: QColor) -> None:
    target.setRgba(source.rgba())


def use_felt(felt_id: str) -> None:
    """Lay the felt ``felt_id`` on the table (an unknown id keeps the green)."""
    felt = FELTS.get(felt_id, FELTS["green"])
    _set(THEME.felt_centre, felt.centre)
    _set(THEME.felt_edge, felt.edge)


# The table in high contrast: no faint text, near-opaque panels, playable cards outlined, a darker shade.
_CONTRASTED = ("text_dim", "text_caption", "text_disabled", "panel", "prompt_panel", "playable", "card_shade")
_NORMAL_CONTRAST = {name: QColor(getattr(THEME, name)) for name in _CONTRASTED}
_HIGH_CONTRAST = {
    "text_dim": hex_colour("#f4f1e8"),
    "text_caption": hex_colour("#f4f1e8"),
    "text_disabled": rgba(244, 241, 232, 200),
    "panel": rgba(4, 14, 9, 235),
    "prompt_panel": rgba(4, 14, 9, 245),
    "playable": hex_colour("#ffffff"),
    "card_shade": rgba(10, 20, 15, 150),
}


def use_contrast(high: bool) -> None:
    """The table's text and outlines in normal or high contrast."""
    for name, colour in (_HIGH_CONTRAST if high else _NORMAL_CONTRAST).items():
        _set(getattr(THEME, name), colour)


# The dialogs' schemes: "felt" (the table's green, when the system names no scheme), "dark" and "light".
_FELT_DIALOGS = {name: QColor(value) for name, value in vars(DialogColours).items() if isinstance(value, QColor)}
_DARK_DIALOGS = _FELT_DIALOGS | {
    "felt_centre": hex_colour("#33363d"),
    "felt_edge": hex_colour("#16171b"),
    "card": rgba(12, 13, 16, 185),
    "dot_ring": rgba(22, 23, 27),
}
_INK = (29, 42, 34)
_LIGHT_DIALOGS = _FELT_DIALOGS | {
    "felt_centre": hex_colour("#fbf8f1"),
    "felt_edge": hex_colour("#e9e2d2"),
    "text": rgba(*_INK),
    "text_dim": rgba(*_INK, 200),
    "text_caption": rgba(*_INK, 205),
    "text_quiet": rgba(*_INK, 190),
    "text_empty": rgba(*_INK, 215),
    "text_disabled": rgba(*_INK, 120),
    "paper": hex_colour("#ffffff"),
    "button": hex_colour("#ffffff"),
    "button_hover": hex_colour("#f3eee3"),
    "card": rgba(120, 100, 60, 22),
    "card_border": rgba(0, 0, 0, 40),
    "shade": rgba(0, 0, 0, 28),
    "hover": rgba(0, 0, 0, 18),
    "line": rgba(0, 0, 0, 45),
    "faint": rgba(0, 0, 0, 8),
    "accent": hex_colour("#e8ad2e"),
    "accent_hover": hex_colour("#f2c14e"),
    "selection": rgba(232, 173, 46, 80),
    "grid": rgba(0, 0, 0, 26),
    "axis": rgba(0, 0, 0, 80),
    "dot": rgba(*_INK, 90),
    "track": rgba(0, 0, 0, 30),
    "track_faint": rgba(0, 0, 0, 14),
    "mark_ring": rgba(*_INK, 130),
    "mark_fill": rgba(0, 0, 0, 8),
    "dot_ring": hex_colour("#ffffff"),
    "shared": hex_colour("#2f9d90"),
    "no_role": hex_colour("#b9b09a"),
    "fan_shadow": rgba(0, 0, 0, 35),
}
DIALOG_SCHEMES = {"felt": _FELT_DIALOGS, "dark": _DARK_DIALOGS, "light": _LIGHT_DIALOGS}


def use_dialog_scheme(name: str) -> None:
    """Colour the dialogs in the scheme ``name`` (DIALOG_SCHEMES; an unknown name keeps the felt)."""
    for role, colour in DIALOG_SCHEMES.get(name, _FELT_DIALOGS).items():
        _set(getattr(DIALOG, role), colour)
