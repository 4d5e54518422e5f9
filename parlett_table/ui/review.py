"""Reviewing a finished deal: every hand face up as dealt, and the tricks one by one.

From here the deal can be saved as a deal record (to share it, or to check
it with ``parlett-table replay``) or played again from the same cards.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ..engine import Card, Deal, deal_to_record
from ..engine.cards import sort_key
from .card_item import CardArt
from .layout import CARD_ASPECT
from .theme import THEME, font


class CardRow(QWidget):
    """A row of small cards; ``dim`` ones are drawn faded (already played), ``marked`` ones outlined."""

    def __init__(self, art: CardArt, joker_title: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.joker_title = joker_title
        self.cards: list[Card] = []
        self.captions: list[str] = []
        self.dim: set[Card] = set()
        self.marked: set[Card] = set()
        self.overlap = 0.55  # the share of each card hidden by the next
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_cards(self, cards: Sequence[Card], captions: Sequence[str] = (), dim: Sequence[Card] = (),
                  marked: Sequence[Card] = ()) -> None:  # fmt: skip
        self.cards, self.captions = list(cards), list(captions)
        self.dim, self.marked = set(dim), set(marked)
        self.updateGeometry()
        self.update()

    def card_width(self) -> float:
        return 46.0 if self.overlap else 66.0

    def sizeHint(self) -> QSize:
        width = self.card_width()
        step = width * (1 - self.overlap)
        extra = 18 if self.captions else 0
        return QSize(int(width + step * max(0, len(self.cards) - 1)) + 8, int(width * CARD_ASPECT) + 8 + extra)

    def paintEvent(self, event: object) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        width = self.card_width()
        height = width * CARD_ASPECT
        step = width * (1 - self.overlap)
        dpr = self.devicePixelRatioF()
        for index, card in enumerate(self.cards):
            rect = QRectF(4 + index * step, 4, width, height)
            pixmap = self.art.face(card, round(width), dpr, self.joker_title)
            painter.setOpacity(0.28 if card in self.dim else 1.0)
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
            painter.setOpacity(1.0)
            if card in self.marked:
                painter.setPen(QPen(THEME.accent, 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-1, -1, 1, 1), 4, 4)
            if index < len(self.captions):
                painter.setPen(QColor("#1d2a22"))
                painter.setFont(font(12, bold=card in self.marked))
                painter.drawText(QRectF(rect.left() - 10, rect.bottom() + 2, width + 20, 16),
                                 Qt.AlignmentFlag.AlignCenter, self.captions[index])  # fmt: skip
        painter.end()


class ReviewDialog(QDialog):
    """A finished deal, hands face up, stepped through trick by trick."""

    play_again = Signal(object)  # Deal: the same cards, to be played again

    def __init__(
        self, deal: Deal, names: Sequence[str], art: CardArt, parent: QWidget | None = None, reader: int | None = None
    ) -> None:
        """``reader`` is the player's seat, called "you" in the explanation (None in a demo)."""
        super().__init__(parent)
        self.deal = deal
        self.names = list(names)
        number = f" no. {deal.seed}" if deal.seed is not None else ""
        self.setWindowTitle(f"Review of {deal.game.name} deal{number}")
        joker = "Polonius" if deal.game.id == "hamlet" else "Joker"
        layout = QVBoxLayout(self)
        for line in deal.explain(self.names, reader):
            label = QLabel(line)
            label.setWordWrap(True)
            layout.addWidget(label)
        self.rows: list[CardRow] = []
        for seat in range(deal.players):
            layout.addWidget(QLabel(f"<b>{self.names[seat]}</b>: {self._role(seat)}"))
            row = CardRow(art, joker)
            self.rows.append(row)
            layout.addWidget(row)
        self.trick_label = QLabel()
        self.trick_label.setWordWrap(True)
        layout.addWidget(self.trick_label)
        self.trick_row = CardRow(art, joker)
        self.trick_row.overlap = 0.0
        layout.addWidget(self.trick_row, alignment=Qt.AlignmentFlag.AlignHCenter)
        steps = QHBoxLayout()
        self.previous = QPushButton("◀ &Previous")
        self.next = QPushButton("&Next ▶")
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(deal.tricks))
        self.slider.setAccessibleName("Trick")
        steps.addWidget(self.previous)
        steps.addWidget(self.slider, 1)
        steps.addWidget(self.next)
        layout.addLayout(steps)
        buttons = QHBoxLayout()
        save = QPushButton("&Save deal record…")
        again = QPushButton("Play this deal &again")
        close = QPushButton("Close")
        for button in (save, again):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout.addLayout(buttons)
        self.previous.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        self.next.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        self.slider.valueChanged.connect(self.show_step)
        save.clicked.connect(self.save_record)
        again.clicked.connect(self._again)
        close.clicked.connect(self.accept)
        self.show_step(0)
        self.next.setFocus()

    def _role(self, seat: int) -> str:
        roles = self.deal.outcome().roles if self.deal.is_over else self.deal.roles
        role = roles[seat]
        won = self.deal.tricks_won[seat]
        return (role.capitalize() + ", " if role else "") + f"{won} trick" + ("" if won == 1 else "s")

    def show_step(self, step: int) -> None:
        """Step 0: the hands as dealt; step k: after trick k, that trick shown."""
        tricks = self.deal.tricks
        played: list[Card] = [card for trick in tricks[:step] for card in trick.cards]
        for seat, row in enumerate(self.rows):
            cards = sorted(self.deal.dealt_hand(seat), key=sort_key)
            current = [tricks[step - 1].card_of(seat)] if step else []
            row.set_cards(cards, dim=[card for card in played if card not in current], marked=current)
        if step == 0:
            self.trick_label.setText("The hands as dealt. Step through the tricks with Next.")
            self.trick_row.set_cards([])
        else:
            trick = tricks[step - 1]
            names = [self.names[seat] for seat, _ in trick.plays()]
            winner = trick.card_of(trick.winner)
            took = self.names[trick.taker]
            gave = "" if trick.taker == trick.winner else f" ({self.names[trick.winner]} gave it)"
            self.trick_label.setText(f"Trick {step} of {len(tricks)}: {names[0]} led; {took} took it{gave}.")
            self.trick_row.set_cards(list(trick.cards), captions=names, marked=[winner])
        self.previous.setEnabled(step > 0)
        self.next.setEnabled(step < len(tricks))
        if self.slider.value() != step:
            self.slider.setValue(step)

    def save_record(self, path: str | None = None) -> bool:
        """Write the deal record as JSON (asking where when ``path`` is None); False if nothing was written."""
        if path is None:
            suggested = f"{self.deal.game.id}-{self.deal.seed or 'deal'}.json"
            path, _ = QFileDialog.getSaveFileName(self, "Save deal record", suggested, "Deal records (*.json)")
            if not path:
                return False
        try:
            Path(path).write_text(json.dumps(deal_to_record(self.deal), indent=1) + "\n", encoding="utf-8")
        except OSError as error:
            QMessageBox.warning(self, "Save deal record", f"The deal could not be saved: {error.strerror or error}.")
            return False
        return True

    def _again(self) -> None:
        self.play_again.emit(self.deal)
        self.accept()
