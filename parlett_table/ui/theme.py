"""Colours and fonts of the table, in one place."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont


class Theme:
    """The table's colours (one shared instance, ``THEME``)."""

    felt_centre = QColor("#2a7a52")
    felt_edge = QColor("#0f3d28")
    felt_line = QColor(255, 255, 255, 26)  # the faint ring around the trick area
    panel = QColor(8, 28, 19, 178)
    panel_border = QColor(255, 255, 255, 38)
    text = QColor("#f4f1e8")
    text_dim = QColor(244, 241, 232, 165)
    accent = QColor("#f2c14e")  # whose turn it is, the focused card
    focus = QColor("#f2c14e")
    message = QColor(250, 246, 235, 235)
    message_text = QColor("#1d2a22")
    refusal = QColor("#fbe3d6")
    refusal_text = QColor("#7a1f0c")
    red_suit = QColor("#e0483c")
    black_suit = QColor("#1b1b1b")
    # The windows over the table (every dialog; see style.py).
    ink = QColor("#1d2a22")  # dark text on light buttons and fields
    paper = QColor("#fbf7ec")  # fields, drop-down lists
    button = QColor("#f4f1e8")
    button_hover = QColor("#ffffff")
    card = QColor(8, 28, 19, 185)  # a framed group of things on the felt
    card_border = QColor(255, 255, 255, 38)
    text_caption = QColor(244, 241, 232, 170)
    text_quiet = QColor(244, 241, 232, 150)  # small print
    shade = QColor(0, 0, 0, 60)  # a sunk strip: segmented buttons, the slider's groove
    hover = QColor(255, 255, 255, 26)
    line = QColor(255, 255, 255, 40)  # rules under headings, quiet borders
    faint = QColor(255, 255, 255, 9)  # every other row of a list
    accent_text = QColor("#2b1d00")
    accent_hover = QColor("#f7d27a")
    selection = QColor(242, 193, 78, 55)


# Role badges: (label colour, text colour) by role id.
ROLE_COLOURS: dict[str, tuple[str, str]] = {
    "hood": ("#f2c14e", "#2b1d00"),
    "partner": ("#5fc4b8", "#06231f"),
    "soloist": ("#b08ae6", "#1c0b33"),
    "hamlet": ("#e86f68", "#2e0503"),
    "courtier": ("#9fb7d8", "#0c1a2e"),
}

THEME = Theme()


def font(pixels: float, bold: bool = False) -> QFont:
    """The interface font at a pixel size (scaled with the table, so never below a readable size)."""
    result = QFont()
    result.setPixelSize(max(10, round(pixels)))
    if bold:
        result.setWeight(QFont.Weight.DemiBold)
    return result
