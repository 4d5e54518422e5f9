"""The first-game walkthrough: a few notes that point at each part of the table as it becomes relevant.

The window tells the tour about moments of the deal ("turn", "propose",
"trick", "result"); at each moment the tour shows that moment's notes one
after another, each pointing at its part of the table.  Skipping ends the
tour; either way the game is remembered as toured (preferences).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from .panels import OverlayPanel
from .theme import THEME

Target = Callable[[], QRectF]  # where on the table (scene = viewport pixels) a note points


@dataclass(frozen=True)
class Note:
    moment: str  # "turn", "propose", "trick" or "result"
    target: str  # a name the window resolves to a rectangle
    text: str
    games: tuple[str, ...] = ()  # only in these games (all when empty)


NOTES = (
    Note("propose", "hand", "First everyone chooses a card to show. All are turned up together, and they decide "
         "trump (and, in Hoodwink, who partners whom). Click the card you want to show.", ("hoodwink", "hamlet")),
    Note("turn", "hand", "These are your cards. The ones you may play now stand a little higher; click one, or "
         "choose with ← → and press Enter."),
    Note("turn", "info", "The game, the deal number, who dealt, and trump once it is known."),
    Note("turn", "plate", "Each player's name, the tricks they have taken and, as soon as it is known, their role."),
    Note("turn", "scores", "The running totals of the match."),
    Note("turn", "hint", "Stuck? Hint (or H) suggests a move and says why. F1 opens the rules at the part that "
         "matters now."),
    Note("trick", "taken", "Each trick goes to the pile of whoever took it. Press L to look at the last trick again."),
    Note("result", "result", "How every score was made, line by line. 'why?' opens the rule behind a line, and "
         "Review steps through the whole deal with every hand face up."),
)  # fmt: skip


class Spotlight(QGraphicsObject):
    """A glowing outline around the part of the table a note is about."""

    def __init__(self) -> None:
        super().__init__()
        self.area = QRectF()
        self.setZValue(990)
        self._pulse = 0.0
        self.animation = QPropertyAnimation(self, b"opacity", self)
        self.animation.setStartValue(0.35)
        self.animation.setEndValue(1.0)
        self.animation.setDuration(900)
        self.animation.setEasingCurve(QEasingCurve.Type.InOutSine)

    def show_on(self, area: QRectF, animated: bool) -> None:
        self.prepareGeometryChange()
        self.area = area.adjusted(-8, -8, 8, 8)
        self.show()
        if animated:
            self.animation.setLoopCount(2)
            self.animation.start()

    def boundingRect(self) -> QRectF:
        return self.area.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for width, alpha in ((9.0, 50), (3.0, 255)):
            colour = QColor(THEME.accent)
            colour.setAlpha(alpha)
            painter.setPen(QPen(colour, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.area, 14, 14)


class Callout(OverlayPanel):
    """A note of the tour, with Next and Skip."""

    next_clicked = Signal()
    skip_clicked = Signal()

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.text.setMinimumWidth(300)
        self.text.setMaximumWidth(380)
        layout.addWidget(self.text)
        row = QHBoxLayout()
        self.counter = QLabel()
        self.counter.setProperty("role", "dim")
        row.addWidget(self.counter)
        row.addStretch(1)
        self.skip = QPushButton("Skip the tour")
        self.next = QPushButton("Next")
        self.next.setProperty("accent", True)
        row.addWidget(self.skip)
        row.addWidget(self.next)
        layout.addLayout(row)
        self.next.clicked.connect(self.next_clicked.emit)
        self.skip.clicked.connect(self.skip_clicked.emit)
        self.anchor = QRectF()

    def point_at(self, area: QRectF, text: str, counter: str, duration: int) -> None:
        self.text.setText(text)
        self.counter.setText(counter)
        self.anchor = area
        self.appear(duration)
        self.next.setFocus()

    def reposition(self) -> None:
        """Beside the area it is about: above it if there is room, otherwise below, kept inside the table."""
        parent = self.parentWidget()
        if parent is None:
            return
        self.adjustSize()
        area = self.anchor
        x = area.center().x() - self.width() / 2
        y = area.top() - self.height() - 14
        if y < 8:
            y = area.bottom() + 14
        if y + self.height() > parent.height() - 8:  # no room above or below: beside it, at mid-height
            y = max(8, area.center().y() - self.height() / 2)
            x = area.right() + 14 if area.center().x() < parent.width() / 2 else area.left() - self.width() - 14
        x = min(max(8, x), parent.width() - self.width() - 8)
        self.move(int(x), int(min(max(8, y), parent.height() - self.height() - 8)))


class Tour:
    """The walkthrough of one game, driven by the window's moments."""

    def __init__(self, game_id: str, targets: dict[str, Target], callout: Callout, spotlight: Spotlight,
                 finished: Callable[[str], None], duration: Callable[[], int]) -> None:  # fmt: skip
        self.game_id = game_id
        self.targets = targets
        self.callout = callout
        self.spotlight = spotlight
        self.finished = finished
        self.duration = duration
        self.pending = [note for note in NOTES if not note.games or game_id in note.games]
        self.total = len(self.pending)
        self.showing: list[Note] = []
        self.active = True
        callout.next_clicked.connect(self._next)
        callout.skip_clicked.connect(self.stop)

    def moment(self, moment: str) -> None:
        """Something happened at the table; show the notes that belong to it (once each)."""
        if not self.active or self.showing:
            return
        self.showing = [note for note in self.pending if note.moment == moment]
        self.pending = [note for note in self.pending if note.moment != moment]
        if self.showing:
            self._show()

    def _show(self) -> None:
        note = self.showing[0]
        area = self.targets[note.target]()
        number = self.total - len(self.pending) - len(self.showing) + 1
        self.spotlight.show_on(area, animated=self.duration() > 0)
        self.callout.point_at(area, note.text, f"{number} of {self.total}", self.duration())

    def _next(self) -> None:
        self.showing = self.showing[1:]
        if self.showing:
            self._show()
            return
        self._hide()
        if not self.pending:
            self.stop()

    def stop(self) -> None:
        """End the tour (skipped or finished): it will not come back for this game unless asked."""
        if not self.active:
            return
        self.active = False
        self.showing = []
        self._hide()
        self.finished(self.game_id)

    def dismiss(self) -> None:
        """Put the tour away without counting it as done (another match is starting)."""
        self.active = False
        self.showing = []
        self._hide()

    def _hide(self) -> None:
        self.callout.hide()
        self.spotlight.animation.stop()
        self.spotlight.hide()

    def refresh(self) -> None:
        """After a resize: point again at where the current note's target now is."""
        if self.showing:
            self._show()
