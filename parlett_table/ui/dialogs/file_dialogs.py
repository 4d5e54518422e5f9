"""Choosing a file to open or to save, in the system's file dialog, or in Qt's own where the desktop has none.

Qt's own dialog writes the files' dates in the system's locale, which in a plain "C" locale reads "2 12 2026";
here they are written as the player's language writes them (``QLocale()``, which ``i18n`` sets).
"""

from __future__ import annotations

from PySide6.QtCore import QIdentityProxyModel, QLocale, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtWidgets import QFileDialog, QFileSystemModel, QWidget

DATE_COLUMN = 3  # QFileSystemModel's columns: name, size, type, date modified


class LocalDates(QIdentityProxyModel):
    """The file system as Qt's own file dialog shows it, each date in the player's language's short form."""

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        source = self.sourceModel()
        if role == Qt.ItemDataRole.DisplayRole and index.column() == DATE_COLUMN and isinstance(source,
                                                                                                QFileSystemModel):
            when = source.lastModified(self.mapToSource(index))
            return QLocale().toString(when, QLocale.FormatType.ShortFormat)
        return super().data(index, role)


def _dialog(parent: QWidget | None, title: str, kinds: str, suggested: str = "") -> QFileDialog:
    dialog = QFileDialog(parent, title, suggested, kinds)
    dialog.setProxyModel(LocalDates(dialog))  # Qt's own dialog only: a native one keeps the system's ways
    return dialog


def open_file_name(parent: QWidget | None, title: str, kinds: str) -> str:
    """The file chosen to open, or "" if none."""
    dialog = _dialog(parent, title, kinds)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
    return dialog.selectedFiles()[0] if dialog.exec() and dialog.selectedFiles() else ""


def save_file_name(parent: QWidget | None, title: str, suggested: str, kinds: str) -> str:
    """Where to save, or "" if cancelled (a name without one of ``kinds``' endings gets the first)."""
    dialog = _dialog(parent, title, kinds, suggested)
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setDefaultSuffix("parlett")
    return dialog.selectedFiles()[0] if dialog.exec() and dialog.selectedFiles() else ""
