"""The look of every window over the table: the felt, one style sheet, one palette.

The look is the Statistics window's (dark green felt, cream buttons, gold for
what matters).  Body text keeps the system's font and size (the player's own
setting); headings, titles and captions have the sizes the style sheet's
label roles give them.  A dialog builds its content in the widget ``dress(dialog)``
returns; a message box comes from ``message_box`` (or ``warn``).  The colours
come from ``theme.THEME``; this module only says where they go.

The style sheet is set on the dialog's content, never on the application, so
the table itself and the system's file dialogs keep their own look.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QDir
from PySide6.QtGui import QColor, QIcon, QPalette, QShowEvent
from PySide6.QtWidgets import QAbstractButton, QDialogButtonBox, QFrame, QLabel, QMessageBox, QWidget

from ..resources import asset_path
from .felt import on_felt
from .theme import THEME

ROOT_NAME = "feltRoot"  # the object name of every dialog's content widget


def css(colour: QColor) -> str:
    """A colour as a style sheet writes it."""
    if colour.alpha() == 255:
        return colour.name()
    return f"rgba({colour.red()}, {colour.green()}, {colour.blue()}, {colour.alpha()})"


def _with_alpha(colour: QColor, alpha: int) -> str:
    faded = QColor(colour)
    faded.setAlpha(alpha)
    return css(faded)


T = THEME
TEXT, CAPTION, QUIET = css(T.text), css(T.text_caption), css(T.text_quiet)
INK, PAPER, BUTTON, ACCENT, ACCENT_TEXT = css(T.ink), css(T.paper), css(T.button), css(T.accent), css(T.accent_text)
DISABLED_BUTTON, DISABLED_INK = _with_alpha(T.button, 70), _with_alpha(T.ink, 150)

STYLE = f"""
QWidget#{ROOT_NAME} {{ background: transparent; }}
QLabel {{ color: {TEXT}; background: transparent; }}
QLabel[role="heading"] {{ font-size: 22px; font-weight: 600; }}
QLabel[role="title"] {{ font-size: 15px; font-weight: 600; }}
QLabel[role="field"] {{ font-weight: 600; }}
QLabel[role="caption"] {{ color: {CAPTION}; font-size: 12px; }}
QLabel[role="small"] {{ color: {QUIET}; font-size: 11px; }}
QLabel[role="value"] {{ font-size: 28px; font-weight: 600; }}
QLabel[role="figure"] {{ font-size: 17px; font-weight: 600; }}
QLabel[role="empty-title"] {{ font-size: 22px; font-weight: 600; }}
QLabel[role="empty-text"] {{ color: {_with_alpha(T.text, 190)}; font-size: 14px; }}
QLabel[role="notice"] {{
    background: {css(T.refusal)}; color: {css(T.refusal_text)}; border-radius: 8px; padding: 6px 12px;
    font-weight: 600;
}}
QLabel:disabled, QLabel[role="caption"]:disabled {{ color: {_with_alpha(T.text, 110)}; }}
QFrame[card="true"] {{
    background: {css(T.card)}; border: 1px solid {css(T.card_border)}; border-radius: 12px;
}}
QFrame#segments {{
    background: {css(T.shade)}; border: 1px solid {_with_alpha(T.button_hover, 30)}; border-radius: 17px;
}}
QPushButton {{
    background: {BUTTON}; color: {INK}; border: 2px solid transparent; border-radius: 8px;
    padding: 5px 16px; font-weight: 600;
}}
QPushButton:hover {{ background: {css(T.button_hover)}; }}
QPushButton:focus {{ border: 2px solid {ACCENT}; }}
QPushButton:disabled {{ background: {DISABLED_BUTTON}; color: {DISABLED_INK}; }}
QPushButton[accent="true"] {{ background: {ACCENT}; color: {ACCENT_TEXT}; }}
QPushButton[accent="true"]:hover {{ background: {css(T.accent_hover)}; }}
QPushButton[accent="true"]:focus {{ border: 2px solid {TEXT}; }}
QPushButton[accent="true"]:disabled {{ background: {DISABLED_BUTTON}; color: {DISABLED_INK}; }}
QPushButton[quiet="true"] {{
    background: transparent; color: {TEXT}; border: 1px solid {_with_alpha(T.button_hover, 80)};
}}
QPushButton[quiet="true"]:hover {{ background: {css(T.hover)}; }}
QPushButton[quiet="true"]:focus {{ border: 2px solid {ACCENT}; }}
QPushButton[quiet="true"]:disabled {{
    color: {_with_alpha(T.text, 90)}; border-color: {_with_alpha(T.button_hover, 30)};
}}
QPushButton[segment="true"] {{
    background: transparent; color: {TEXT}; border-radius: 13px; padding: 4px 14px; font-weight: 600;
}}
QPushButton[segment="true"]:hover {{ background: {css(T.hover)}; }}
QPushButton[segment="true"]:checked {{ background: {ACCENT}; color: {ACCENT_TEXT}; }}
QPushButton[segment="true"]:focus {{ border: 2px solid {TEXT}; }}
QComboBox, QLineEdit, QSpinBox, QDoubleSpinBox {{
    background: {PAPER}; color: {INK}; border: 2px solid transparent; border-radius: 7px; padding: 3px 8px;
    selection-background-color: {ACCENT}; selection-color: {ACCENT_TEXT};
}}
QComboBox:focus, QLineEdit:focus, QSpinBox:focus, QDoubleSpinBox:focus {{ border: 2px solid {ACCENT}; }}
QComboBox:disabled, QLineEdit:disabled, QSpinBox:disabled, QDoubleSpinBox:disabled {{
    background: {DISABLED_BUTTON}; color: {DISABLED_INK};
}}
QComboBox {{ padding-right: 26px; }}
QComboBox::drop-down {{ border: none; width: 24px; }}
QComboBox::down-arrow {{ image: url(controls:arrow-down.svg); width: 12px; height: 8px; }}
QComboBox QAbstractItemView {{
    background: {PAPER}; color: {INK}; border: 1px solid {css(T.line)}; outline: none; padding: 2px;
    selection-background-color: {ACCENT}; selection-color: {ACCENT_TEXT};
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
QCheckBox, QRadioButton {{ color: {TEXT}; spacing: 8px; background: transparent; }}
QCheckBox:disabled, QRadioButton:disabled {{ color: {QUIET}; }}
QCheckBox::indicator, QRadioButton::indicator {{
    width: 16px; height: 16px; background: {PAPER}; border: 2px solid transparent;
}}
QCheckBox::indicator {{ border-radius: 5px; }}
QRadioButton::indicator {{ border-radius: 10px; }}
QCheckBox::indicator:focus, QRadioButton::indicator:focus {{ border: 2px solid {ACCENT}; }}
QCheckBox::indicator:checked {{ background: {ACCENT}; image: url(controls:check.svg); }}
QRadioButton::indicator:checked {{
    background: qradialgradient(cx: 0.5, cy: 0.5, radius: 0.5, fx: 0.5, fy: 0.5,
        stop: 0 {ACCENT_TEXT}, stop: 0.42 {ACCENT_TEXT}, stop: 0.5 {ACCENT}, stop: 1 {ACCENT});
}}
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled {{ background: {DISABLED_BUTTON}; }}
QSlider {{ background: transparent; min-height: 22px; }}
QSlider::groove:horizontal {{ height: 6px; background: {css(T.shade)}; border: none; border-radius: 3px; }}
QSlider::sub-page:horizontal {{ background: {ACCENT}; border: none; border-radius: 3px; }}
QSlider::add-page:horizontal {{ background: {css(T.shade)}; border: none; border-radius: 3px; }}
QSlider::handle:horizontal {{
    background: {BUTTON}; width: 14px; margin: -6px 0; border-radius: 9px; border: 2px solid {BUTTON};
}}
QSlider::handle:horizontal:hover {{ background: {css(T.button_hover)}; }}
QSlider::handle:horizontal:focus {{ border: 2px solid {ACCENT}; }}
QTreeWidget, QTableView {{
    background: transparent; color: {TEXT}; border: none; font-size: 13px; gridline-color: {css(T.line)};
    alternate-background-color: {css(T.faint)}; outline: none;
    selection-background-color: {css(T.selection)}; selection-color: {css(T.button_hover)};
}}
QTreeWidget:focus, QTableView:focus {{ border: 1px solid {_with_alpha(T.accent, 150)}; border-radius: 6px; }}
QTreeWidget::item, QTableView::item {{ padding: 4px 2px; border: none; }}
QTreeWidget::item:selected {{ background: {css(T.selection)}; color: {css(T.button_hover)}; }}
QTableView::item:selected {{ color: {css(T.button_hover)}; }}
QHeaderView {{ background: transparent; }}
QHeaderView::section {{
    background: transparent; color: {QUIET}; border: none;
    border-bottom: 1px solid {css(T.line)}; padding: 3px 6px; font-size: 12px;
}}
QHeaderView::section:vertical {{ border: none; padding: 3px 14px 3px 6px; }}
QTableCornerButton::section {{ background: transparent; border: none; }}
QScrollArea {{ background: transparent; border: none; }}
QScrollArea > QWidget > QWidget {{ background: transparent; }}
QScrollBar:vertical {{ background: transparent; width: 10px; margin: 2px; }}
QScrollBar::handle:vertical {{ background: {_with_alpha(T.button_hover, 60)}; border-radius: 3px; min-height: 24px; }}
QScrollBar::add-line:vertical, QScrollBar::sub-line:vertical {{ height: 0; }}
QScrollBar::add-page:vertical, QScrollBar::sub-page:vertical {{ background: transparent; }}
QToolTip {{ background: {PAPER}; color: {INK}; border: 1px solid {css(T.line)}; padding: 4px 6px; }}
"""

# A message box has no felt widget behind it: the felt is its background.
MESSAGE_STYLE = f"""
QMessageBox {{
    background: qradialgradient(cx: 0.5, cy: 0.3, radius: 0.9, fx: 0.5, fy: 0.3,
        stop: 0 {css(T.felt_centre)}, stop: 1 {css(T.felt_edge)});
}}
QMessageBox QLabel#qt_msgbox_label {{ font-size: 15px; font-weight: 600; }}
QMessageBox QPushButton {{ min-width: 80px; }}
QMessageBox QPushButton:default {{ background: {ACCENT}; color: {ACCENT_TEXT}; }}
QMessageBox QPushButton:default:focus {{ border: 2px solid {TEXT}; }}
"""


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
    root = on_felt(dialog, ROOT_NAME, STYLE + extra_style)
    root.setPalette(palette())
    return root


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
    box.setStyleSheet(STYLE + MESSAGE_STYLE)
    box.setPalette(palette())
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
