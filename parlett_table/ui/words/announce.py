"""Telling screen readers what happens at the table, since the cards themselves are drawn, not widgets."""

from __future__ import annotations

from PySide6.QtWidgets import QWidget


def announce(widget: QWidget, text: str) -> None:
    """Ask assistive technology to read ``text`` (an announcement on Qt 6.8+, a description change before)."""
    if not text:
        return
    from PySide6 import QtGui  # the accessibility classes load with the first announcement, not at start-up
    from PySide6.QtGui import QAccessible, QAccessibleEvent

    announcement = getattr(QtGui, "QAccessibleAnnouncementEvent", None)
    if announcement is not None:
        QAccessible.updateAccessibility(announcement(widget, text))
        return
    widget.setAccessibleDescription(text)
    QAccessible.updateAccessibility(QAccessibleEvent(widget, QAccessible.Event.DescriptionChanged))
