"""Chat at a table with friends: the lines said so far, and a line to say something to everyone at the table.

A window beside the table (not modal: play goes on while it is open); each line heard is added as it arrives.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLineEdit, QPlainTextEdit, QPushButton, QVBoxLayout, QWidget

from ...engine.language import translate
from ...net.wire import MAX_CHAT
from ..look.fit import FittedDialog, fit_to_content
from ..look.style import dress, plain_buttons, text_label
from .error_notice import on_click

LINES_SHOWN = 8  # the conversation's height, in lines, before it scrolls
CHAT_WIDTH = 360  # the conversation's least width: it fits the smallest window at twice the scale


def chat_line(name: str, text: str) -> str:
    """A line as the conversation shows it."""
    return translate("Friends", "{name}: {text}").format(name=name, text=text)


class ChatDialog(FittedDialog):
    """The conversation at the table; ``say`` sends a line (the server sends it back to everyone, this player too)."""

    def __init__(self, lines: list[tuple[str, str]], say: Callable[[str], None], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Friends", "Chat"))
        self.setModal(False)
        self._say = say
        root = dress(self)
        layout = QVBoxLayout(root)
        layout.setContentsMargins(20, 16, 20, 14)
        layout.setSpacing(8)
        layout.addWidget(text_label(translate("Friends", "Chat at the table"), "heading"))
        self.conversation = QPlainTextEdit()
        self.conversation.setReadOnly(True)
        self.conversation.setAccessibleName(translate("Friends", "What was said at the table"))
        self.conversation.setMinimumHeight(self.fontMetrics().lineSpacing() * LINES_SHOWN)
        self.conversation.setMinimumWidth(CHAT_WIDTH)
        layout.addWidget(self.conversation)
        row = QHBoxLayout()
        self.line = QLineEdit()
        self.line.setMaxLength(MAX_CHAT)
        self.line.setPlaceholderText(translate("Friends", "Say something to the table"))
        self.line.setAccessibleName(translate("Friends", "Your line"))
        self.line.returnPressed.connect(self.send)
        self.send_button = QPushButton(translate("Friends", "&Send"))
        plain_buttons([self.send_button])
        on_click(self.send_button, self.send)
        row.addWidget(self.line, 1)
        row.addWidget(self.send_button)
        layout.addLayout(row)
        for name, text in lines:
            self.add(name, text)
        self.line.setFocus(Qt.FocusReason.OtherFocusReason)
        fit_to_content(self)

    def add(self, name: str, text: str) -> None:
        """A line heard at the table."""
        self.conversation.appendPlainText(chat_line(name, text))

    def send(self) -> None:
        text = self.line.text().strip()
        if text:
            self._say(text)
            self.line.clear()
