"""The look of every window over the table: the felt, one style sheet, one palette.

The look is the Statistics window's (dark green felt, cream buttons, gold for
what matters).  Body text keeps the system's font and size (the player's own
setting); headings, titles and captions have the sizes the style sheet's
label roles give them.  A dialog builds its content in the widget ``dress(dialog)``
returns; a message box comes from ``message_box`` (or ``warn``).  The colours
come from ``theme.DIALOG``; this module only says where they go.

The style sheet is set on the dialog's content, never on the application, so
the table itself and the system's file dialogs keep their own look.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QDir
from PySide6.QtGui import QColor, QFont, QIcon, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QDialogButtonBox,
    QFrame,
    QLabel,
    QMessageBox,
    QWidget,
)

from ...system.resources import asset_path
from .felt import on_felt
from .theme import DIALOG, DialogColours, css, font, with_alpha

ROOT_NAME = "feltRoot"  # the object name of every dialog's content widget


def _with_alpha(colour: QColor, alpha: int) -> str:
    return css(with_alpha(colour, alpha))


T = DIALOG  # the colours change in place with the system's scheme: the sheets are built when asked for


@dataclass(frozen=True)
class _Sheet:
    """The colours the style sheet names most, written as it writes them (``t``: the scheme itself)."""

    t: DialogColours
    text: str
    caption: str
    quiet: str
    ink: str
    paper: str
    button: str
    accent: str
    accent_text: str
    disabled_button: str
    disabled_ink: str


def _sheet() -> _Sheet:
    return _Sheet(
        T, css(T.text), css(T.text_caption), css(T.text_quiet), css(T.ink), css(T.paper), css(T.button),
        css(T.accent), css(T.accent_text), _with_alpha(T.button, 70), _with_alpha(T.ink, 150),
    )


_PRINT = [1.0]  # the Cards and text preference's scale, for the text of every window over the table


def set_print_scale(scale: float) -> None:
    """Text in every dialog and window over the table at ``scale`` (Preferences ▸ Cards and text), as on the table;
    the open ones follow at once."""
    if scale != _PRINT[0]:
        _PRINT[0] = scale
        restyle_dialogs()


def print_scale() -> float:
    return _PRINT[0]


def scaled_sheet(sheet: str) -> str:
    """``sheet`` with every text size in pixels at the print scale."""
    scale = _PRINT[0]
    if scale == 1.0:
        return sheet
    return re.sub(r"font-size: (\d+)px", lambda found: f"font-size: {round(int(found.group(1)) * scale)}px", sheet)


def body_font() -> QFont:
    """The system's text at the print scale: what a dialog's plain words are written in."""
    chosen = QFont(QApplication.font())
    if chosen.pointSizeF() > 0:
        chosen.setPointSizeF(chosen.pointSizeF() * _PRINT[0])
    elif chosen.pixelSize() > 0:
        chosen.setPixelSize(round(chosen.pixelSize() * _PRINT[0]))
    return chosen


def dialog_font(pixels: float, bold: bool = False) -> QFont:
    """A font drawn in a dialog (charts, Review's names) at ``pixels`` times the print scale."""
    return font(pixels * _PRINT[0], bold)


def dialog_style() -> str:
    """The style sheet of every dialog's content, in the current scheme's colours, its text at the print scale."""
    c = _sheet()
    return scaled_sheet(_labels_and_buttons(c) + _fields_and_boxes(c) + _lists_and_scrolling(c))


def _labels_and_buttons(c: _Sheet) -> str:
    return f"""QWidget#{ROOT_NAME} {{ background: transparent; }}
QLabel {{ color: {c.text}; background: transparent; }}
QLabel[role="heading"] {{ font-size: 22px; font-weight: 600; }}
QLabel[role="title"] {{ font-size: 15px; font-weight: 600; }}
QLabel[role="field"] {{ font-weight: 600; }}
QLabel[role="caption"] {{ color: {c.caption}; font-size: 12px; }}
QLabel[role="small"] {{ color: {c.quiet}; font-size: 11px; }}
QLabel[role="value"] {{ font-size: 28px; font-weight: 600; }}
QLabel[role="figure"] {{ font-size: 17px; font-weight: 600; }}
QLabel[role="empty-title"] {{ font-size: 22px; font-weight: 600; }}
QLabel[role="empty-text"] {{ color: {css(c.t.text_empty)}; font-size: 14px; }}
QLabel[role="notice"] {{
    background: {css(c.t.refusal)}; color: {css(c.t.refusal_text)}; border-radius: 8px; padding: 6px 12px;
    font-weight: 600;
}}
QLabel:disabled, QLabel[role="caption"]:disabled {{ color: {css(c.t.text_disabled)}; }}
QFrame[card="true"] {{
    background: {css(c.t.card)}; border: 1px solid {css(c.t.card_border)}; border-radius: 12px;
}}
QFrame#segments {{
    background: {css(c.t.shade)}; border: 1px solid {_with_alpha(c.t.button_hover, 30)}; border-radius: 17px;
}}
QPushButton {{
    background: {c.button}; color: {c.ink}; border: 2px solid transparent; border-radius: 8px;
    padding: 5px 16px; font-weight: 600;
}}
QPushButton:hover {{ background: {css(c.t.button_hover)}; }}
QPushButton:focus {{ border: 2px solid {c.accent}; }}
QPushButton:disabled {{ background: {c.disabled_button}; color: {c.disabled_ink}; }}
QPushButton[accent="true"] {{ background: {c.accent}; color: {c.accent_text}; }}
QPushButton[accent="true"]:hover {{ background: {css(c.t.accent_hover)}; }}
QPushButton[accent="true"]:focus {{ border: 2px solid {c.text}; }}
QPushButton[accent="true"]:disabled {{ background: {c.disabled_button}; color: {c.disabled_ink}; }}
QPushButton[quiet="true"] {{
    background: transparent; color: {c.text}; border: 1px solid {_with_alpha(c.t.button_hover, 80)};
}}
QPushButton[quiet="true"]:hover {{ background: {css(c.t.hover)}; }}
QPushButton[quiet="true"]:focus {{ border: 2px solid {c.accent}; padding: 4px 15px; }}
QPushButton[quiet="true"]:disabled {{
    color: {_with_alpha(c.t.text, 90)}; border-color: {_with_alpha(c.t.button_hover, 30)};
}}
QPushButton[segment="true"] {{
    background: transparent; color: {c.text}; border-radius: 13px; padding: 4px 14px; font-weight: 600;
}}
QPushButton[segment="true"]:hover {{ background: {css(c.t.hover)}; }}
QPushButton[segment="true"]:checked {{ background: {c.accent}; color: {c.accent_text}; }}
QPushButton[segment="true"]:focus {{ border: 2px solid {c.text}; }}
"""


def _fields_and_boxes(c: _Sheet) -> str:
    return f"""QComboBox, QLineEdit, QSpinBox, QDoubleSpinBox {{
    background: {c.paper}; color: {c.ink}; border: 2px solid transparent; border-radius: 7px; padding: 3px 8px;
    selection-background-color: {c.accent}; selection-color: {c.accent_text};
}}
QComboBox:focus, QLineEdit:focus, QSpinBox:focus, QDoubleSpinBox:focus {{ border: 2px solid {c.accent}; }}
QComboBox:disabled, QLineEdit:disabled, QSpinBox:disabled, QDoubleSpinBox:disabled {{
    background: {c.disabled_button}; color: {c.disabled_ink};
}}
QComboBox {{ padding-right: 26px; }}
QComboBox::drop-down {{ border: none; width: 24px; }}
QComboBox::down-arrow {{ image: url(controls:arrow-down.svg); width: 12px; height: 8px; }}
QComboBox QAbstractItemView {{
    background: {c.paper}; color: {c.ink}; border: 1px solid {css(c.t.line)}; outline: none; padding: 2px;
    selection-background-color: {c.accent}; selection-color: {c.accent_text};
}}
QSpinBox, QDoubleSpinBox {{ padding-right: 24px; }}
QSpinBox::up-button, QDoubleSpinBox::up-button {{
    subcontrol-origin: border; subcontrol-position: top right; width: 22px; border: none;
}}
QSpinBox::down-button, QDoubleSpinBox::down-button {{
    subcontrol-origin: border; subcontrol-position: bottom right; width: 22px; border: none;
}}
QSpinBox::up-arrow, QDoubleSpinBox::up-arrow {{ image: url(controls:arrow-up.svg); width: 10px; height: 7px; }}
QSpinBox::down-arrow, QDoubleSpinBox::down-arrow {{
    image: url(controls:arrow-down.svg); width: 10px; height: 7px;
}}
QCheckBox, QRadioButton {{ color: {c.text}; spacing: 8px; background: transparent; }}
QCheckBox:disabled, QRadioButton:disabled {{ color: {c.quiet}; }}
QCheckBox::indicator, QRadioButton::indicator {{
    width: 16px; height: 16px; background: {c.paper}; border: 2px solid transparent;
}}
QCheckBox::indicator {{ border-radius: 5px; }}
QRadioButton::indicator {{ border-radius: 10px; }}
QCheckBox::indicator:focus, QRadioButton::indicator:focus {{ border: 2px solid {c.accent}; }}
QCheckBox::indicator:checked {{ background: {c.accent}; image: url(controls:check.svg); }}
QRadioButton::indicator:checked {{
    background: qradialgradient(cx: 0.5, cy: 0.5, radius: 0.5, fx: 0.5, fy: 0.5,
        stop: 0 {c.accent_text}, stop: 0.42 {c.accent_text}, stop: 0.5 {c.accent}, stop: 1 {c.accent});
}}
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled {{ background: {c.disabled_button}; }}
QSlider {{ background: transparent; min-height: 22px; }}
QSlider::groove:horizontal {{ height: 6px; background: {css(c.t.shade)}; border: none; border-radius: 3px; }}
QSlider::sub-page:horizontal {{ background: {c.accent}; border: none; border-radius: 3px; }}
QSlider::add-page:horizontal {{ background: {css(c.t.shade)}; border: none; border-radius: 3px; }}
QSlider::handle:horizontal {{
    background: {c.button}; width: 14px; margin: -6px 0; border-radius: 9px; border: 2px solid {c.button};
}}
QSlider::handle:horizontal:hover {{ background: {css(c.t.button_hover)}; }}
QSlider::handle:horizontal:focus {{ border: 2px solid {c.accent}; }}
"""


def _lists_and_scrolling(c: _Sheet) -> str:
    return f"""QTreeWidget, QTableView {{
    background: transparent; color: {c.text}; border: none; font-size: 13px; gridline-color: {css(c.t.line)};
    alternate-background-color: {css(c.t.faint)}; outline: none;
    selection-background-color: {css(c.t.selection)}; selection-color: {css(c.t.button_hover)};
}}
QTreeWidget:focus, QTableView:focus {{ border: 1px solid {_with_alpha(c.t.accent, 150)}; border-radius: 6px; }}
QTreeWidget::item, QTableView::item {{ padding: 4px 2px; border: none; }}
QTreeWidget::item:selected {{ background: {css(c.t.selection)}; color: {css(c.t.button_hover)}; }}
QTableView::item:selected {{ color: {css(c.t.button_hover)}; }}
QHeaderView {{ background: transparent; }}
QHeaderView::section {{
    background: transparent; color: {c.quiet}; border: none;
    border-bottom: 1px solid {css(c.t.line)}; padding: 3px 6px; font-size: 12px;
}}
QHeaderView::section:vertical {{ border: none; padding: 3px 14px 3px 6px; }}
QTableCornerButton::section {{ background: transparent; border: none; }}
QScrollArea {{ background: transparent; border: none; }}
QScrollArea > QWidget > QWidget {{ background: transparent; }}
QScrollBar:vertical {{ background: transparent; width: 10px; margin: 2px; }}
QScrollBar::handle:vertical {{ background: {_with_alpha(c.t.button_hover, 60)}; border-radius: 3px; min-height: 24px; }}
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{ height: 0; }}
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical {{ background: transparent; }}
QToolTip {{ background: {c.paper}; color: {c.ink}; border: 1px solid {css(c.t.line)}; padding: 4px 6px; }}
"""


def message_style() -> str:
    """A message box has no felt widget behind it: the felt is its background."""
    ACCENT, ACCENT_TEXT, TEXT = css(T.accent), css(T.accent_text), css(T.text)
    return f"""QMessageBox {{
    background: qradialgradient(cx: 0.5, cy: 0.3, radius: 0.9, fx: 0.5, fy: 0.3,
        stop: 0 {css(T.felt_centre)}, stop: 1 {css(T.felt_edge)});
}}
QMessageBox QLabel#qt_msgbox_label {{ font-size: 15px; font-weight: 600; }}
QMessageBox QPushButton {{ min-width: 80px; }}
QMessageBox QPushButton:default {{ background: {ACCENT}; color: {ACCENT_TEXT}; }}
QMessageBox QPushButton:default:focus {{ border: 2px solid {TEXT}; }}
""".replace("font-size: 15px", f"font-size: {round(15 * _PRINT[0])}px")


def register_control_images() -> None:
    """The ``controls:`` prefix the style sheet's arrows and ticks are found under (once)."""
    if QDir.searchPaths("controls"):
        return
    try:
        QDir.setSearchPaths("controls", [str(asset_path("controls"))])
    except FileNotFoundError:
        QDir.setSearchPaths("controls", ["."])  # the controls keep working, drawn without their arrows


def palette() -> QPalette:
    """The felt's colours for what the style sheet does not reach (text selection, focus, disabled text)."""
    result = QPalette()
    for role, colour in (
        (QPalette.ColorRole.Window, T.felt_edge),
        (QPalette.ColorRole.WindowText, T.text),
        (QPalette.ColorRole.Base, T.paper),
        (QPalette.ColorRole.AlternateBase, T.button),
        (QPalette.ColorRole.Text, T.ink),
        (QPalette.ColorRole.Button, T.button),
        (QPalette.ColorRole.ButtonText, T.ink),
        (QPalette.ColorRole.Highlight, T.accent),
        (QPalette.ColorRole.HighlightedText, T.accent_text),
        (QPalette.ColorRole.ToolTipBase, T.paper),
        (QPalette.ColorRole.ToolTipText, T.ink),
        (QPalette.ColorRole.Link, T.accent),
        (QPalette.ColorRole.PlaceholderText, T.text_quiet),
    ):
        result.setColor(role, colour)
    result.setColor(QPalette.ColorGroup.Disabled, QPalette.ColorRole.WindowText, T.text_quiet)
    return result


def dress(dialog: QWidget, extra_style: str = "") -> QWidget:
    """Lay the felt over ``dialog`` and return the styled widget to build its content in."""
    register_control_images()
    root = on_felt(dialog, ROOT_NAME, dialog_style() + scaled_sheet(extra_style))
    root.setProperty("extraStyle", extra_style)  # kept for a restyle when the system's scheme changes
    root.setPalette(palette())
    root.setFont(body_font())
    return root


def restyle_dialogs() -> None:
    """Dress every open dialog and message box again, in the colours of the scheme now in use."""
    for widget in QApplication.allWidgets():
        if widget.objectName() == ROOT_NAME:
            widget.setStyleSheet(dialog_style() + scaled_sheet(str(widget.property("extraStyle") or "")))
            widget.setPalette(palette())
            widget.setFont(body_font())
            (widget.parentWidget() or widget).update()  # the felt behind it
        elif isinstance(widget, StyledMessageBox):
            widget.setStyleSheet(dialog_style() + message_style())
            widget.setPalette(palette())
            widget.setFont(body_font())


def text_label(text: str = "", role: str = "", wrap: bool = False) -> QLabel:
    """A label in one of the style sheet's roles (heading, title, field, caption, small, notice)."""
    label = QLabel(text)
    if role:
        label.setProperty("role", role)
    label.setWordWrap(wrap)
    return label


def card_frame() -> QFrame:
    """A framed, darker group on the felt."""
    frame = QFrame()
    frame.setProperty("card", True)
    return frame


class StyledMessageBox(QMessageBox):
    """A message box in the dialogs' look (see ``message_box``)."""

    def showEvent(self, event: QShowEvent) -> None:
        plain_buttons(self.buttons())  # some desktops put icons on standard buttons; the style has none
        for button in self.buttons():  # never narrower than its words, however narrow the screen makes the box
            button.ensurePolished()
            button.setMinimumWidth(button.sizeHint().width())
        super().showEvent(event)


def message_box(
    parent: QWidget | None,
    title: str,
    text: str,
    informative: str = "",
    icon: QMessageBox.Icon = QMessageBox.Icon.NoIcon,
) -> QMessageBox:
    """A message box in the dialogs' look; add its buttons, then ``exec()`` it."""
    register_control_images()
    box = StyledMessageBox(parent)
    box.setStyleSheet(dialog_style() + message_style())
    box.setPalette(palette())
    box.setFont(body_font())
    box.setWindowTitle(title)
    box.setIcon(icon)
    box.setText(text)
    if informative:
        box.setInformativeText(informative)
    return box


def warn(parent: QWidget | None, title: str, text: str) -> None:
    """Tell the player something went wrong, in a styled box with one OK button, and wait for it."""
    box = message_box(parent, title, text, icon=QMessageBox.Icon.Warning)
    box.addButton(QMessageBox.StandardButton.Ok)
    box.exec()


def dialog_buttons(buttons: QDialogButtonBox.StandardButton) -> QDialogButtonBox:
    """The row of standard buttons at the foot of a dialog (OK, Cancel, Close), without icons."""
    box = QDialogButtonBox(buttons)
    plain_buttons(box.buttons())
    return box


def plain_buttons(buttons: Iterable[QAbstractButton]) -> None:
    for button in buttons:
        button.setIcon(QIcon())
