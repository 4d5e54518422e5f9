"""The dialogs follow the system's colour scheme (dark, light, or the felt when the system names none)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication

from .theme import use_dialog_scheme

SCHEME_NAMES = {Qt.ColorScheme.Dark: "dark", Qt.ColorScheme.Light: "light"}


def scheme_name(scheme: Qt.ColorScheme) -> str:
    return SCHEME_NAMES.get(scheme, "felt")


def follow_colour_scheme() -> None:
    """Use the system's scheme now, and again whenever it changes (dialogs already open are restyled)."""
    hints = QGuiApplication.styleHints()
    use_dialog_scheme(scheme_name(hints.colorScheme()))
    hints.colorSchemeChanged.connect(scheme_changed)


def scheme_changed(scheme: Qt.ColorScheme) -> None:
    from .style import restyle_dialogs  # the dialogs' look, loaded when there is something to restyle

    use_dialog_scheme(scheme_name(scheme))
    restyle_dialogs()
