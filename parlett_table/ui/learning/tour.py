"""The first-game walkthrough: a few notes that point at each part of the table as it becomes relevant.

The window tells the tour about moments of the deal ("turn", "propose",
"trick", "result"); at each moment the tour shows that moment's notes one
after another, each pointing at its part of the table.  A note stays until
Next or Escape, or until the player acts or a new deal begins; the moment's
notes not yet shown then wait for it to come again.  Skipping ends the tour;
either way the game is remembered as toured (preferences).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QEasingCurve, QEvent, QObject, QPropertyAnimation, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QApplication,
    QBoxLayout,
    QGraphicsObject,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyleOptionGraphicsItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import Game
from ...engine.language import QT_TRANSLATE_NOOP, translate
from ...play.clock import Clock
from ..look.theme import THEME
from ..panels.overlay import OverlayPanel, px

Target = Callable[[], QRectF]  # where on the table (scene = viewport pixels) a note points
Obstacles = Callable[[], list[QRectF]]  # what a note must never cover: hand, trick, plates, piles, other panels
ARROWS = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down)
SPOT_PAD = 3.0  # how far the highlight frame stands off its target: less than the gap between plates


@dataclass(frozen=True)
class Note:
    moment: str  # "propose", "shown", "turn", "trick" or "result"
    target: str  # a name the window resolves to a rectangle
    text: str


PROPOSE_NOTE = QT_TRANSLATE_NOOP(
    "Tour",
    "First everyone chooses a card to show. All are turned up together, and they decide how the deal is played. "
    "Click the card you want to show.",
)
SHOWN_NOTE = QT_TRANSLATE_NOOP(
    "Tour",
    "The cards shown, each in front of its player; the line above your hand says what they decided. Click the "
    "table or press Space to go on; C shows them again later in the deal.",
)
INFO_AFTER_SHOWN = QT_TRANSLATE_NOOP("Tour", "The game, the deal number, who dealt, and trump once the cards shown "
                                             "decide it.")  # fmt: skip
INFO_TRUMPS = QT_TRANSLATE_NOOP("Tour", "The game, the deal number, who dealt, and trump once it is known.")
INFO_NO_TRUMPS = QT_TRANSLATE_NOOP("Tour", "The game, the deal number and who dealt. There are no trumps in this "
                                           "game: the highest card of the suit led wins.")  # fmt: skip
PLATE_ROLES = QT_TRANSLATE_NOOP(
    "Tour", "Each player's name, the tricks they have taken and, as soon as it is known, their role."
)
PLATE_PLAIN = QT_TRANSLATE_NOOP("Tour", "Each player's name and the tricks they have taken.")
SCORES_NOTE = QT_TRANSLATE_NOOP("Tour", "The running totals of the match.")
SCORES_RUNNING = QT_TRANSLATE_NOOP(
    "Tour", "The running totals of the match and, beside them, each player's points in this deal so far."
)
HAND_NOTE = QT_TRANSLATE_NOOP(
    "Tour",
    "These are your cards. The ones you may play now stand a little higher; click one, or choose with ← → and press "
    "Enter.",
)
HINT_NOTE = QT_TRANSLATE_NOOP(
    "Tour", "Stuck? Hint (or H) suggests a move and says why. F1 opens the rules at the part that matters now."
)
TAKEN_NOTE = QT_TRANSLATE_NOOP(
    "Tour", "Each trick goes to the pile of whoever took it. Press L to look at the last trick again."
)
RESULT_NOTE = QT_TRANSLATE_NOOP(
    "Tour",
    "How every score was made, line by line. 'why?' opens the rule behind a line, and Review steps through the "
    "whole deal with every hand face up.",
)


def notes_for(game: Game) -> list[Note]:
    """The walkthrough of ``game``: its notes, in order, each saying only what is true of that game."""
    notes = []
    if game.has_proposals:
        notes.append(Note("propose", "hand", game.tour_propose or PROPOSE_NOTE))
        notes.append(Note("shown", "shown", SHOWN_NOTE))
    if not game.has_trumps:
        info = INFO_NO_TRUMPS
    else:
        info = game.tour_info or (INFO_AFTER_SHOWN if game.has_proposals else INFO_TRUMPS)
    notes += [
        Note("turn", "hand", HAND_NOTE),
        Note("turn", "info", info),
        Note("turn", "plate", PLATE_ROLES if game.has_roles else PLATE_PLAIN),
        Note("turn", "scores", SCORES_RUNNING if game.trick_points(1) is not None else SCORES_NOTE),
        Note("turn", "hint", HINT_NOTE),
        Note("trick", "taken", TAKEN_NOTE),
        Note("result", "result", RESULT_NOTE),
    ]
    return notes


def _cuts(frame: QRectF, rect: QRectF) -> bool:
    return frame.intersects(rect) and not frame.contains(rect)


class Spotlight(QGraphicsObject):
    """A glowing outline around the part of the table a note is about."""

    def __init__(self) -> None:
        super().__init__()
        self.area = QRectF()
        self.setZValue(990)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._pulse = 0.0
        self.animation = QPropertyAnimation(self, b"opacity", self)
        self.animation.setStartValue(0.35)
        self.animation.setEndValue(1.0)
        self.animation.setDuration(900)
        self.animation.setEasingCurve(QEasingCurve.Type.InOutSine)
        self.clock = Clock()  # the pulse's (the walkthrough hands in the table's)

    def show_on(self, area: QRectF, animated: bool, clear_of: Sequence[QRectF] = ()) -> None:
        """Frame ``area``, standing off it less where that would cut through one of ``clear_of`` (a neighbour
        close by on a small table)."""
        pad = SPOT_PAD
        while pad > 0 and any(_cuts(area.adjusted(-pad, -pad, pad, pad), rect) for rect in clear_of):
            pad -= 0.5
        self.prepareGeometryChange()
        self.area = area.adjusted(-pad, -pad, pad, pad)
        self.show()
        if animated:
            self.animation.setLoopCount(2)
            self.clock.run(self.animation)

    def boundingRect(self) -> QRectF:
        return self.area.adjusted(-6, -6, 6, 6)

    def shape(self) -> QPainterPath:
        return QPainterPath()  # an outline only, never under the pointer: the cards it frames take the clicks

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for width, alpha in ((7.0, 50), (2.5, 255)):
            colour = QColor(THEME.accent)
            colour.setAlpha(alpha)
            painter.setPen(QPen(colour, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self.area, 14, 14)


class Callout(OverlayPanel):
    """A note of the tour, with Next and Skip."""

    next_clicked = Signal()
    skip_clicked = Signal()
    put_away = Signal()  # Escape: this note, not the tour

    def __init__(self, parent: QWidget, obstacles: Obstacles = list) -> None:
        """``obstacles``: what the note must not cover besides its own target (the table's parts, other panels)."""
        super().__init__(parent)
        self._inner = QVBoxLayout(self)
        self._inner.setContentsMargins(16, 12, 16, 12)
        self.text = QLabel()
        self.text.setWordWrap(True)
        self._inner.addWidget(self.text)
        # The counter, then the buttons at the right; the counter above them where the note is narrow.
        row = self._foot = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        self.counter = QLabel()
        self.counter.setProperty("role", "dim")
        row.addWidget(self.counter)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.skip = QPushButton(translate("Tour", "Skip the tour"))
        self.next = QPushButton(translate("Tour", "Next"))
        self.next.setProperty("accent", True)
        buttons.addWidget(self.skip)
        buttons.addWidget(self.next)
        row.addLayout(buttons, 1)
        self._inner.addLayout(row)
        self.next.clicked.connect(self.next_clicked.emit)
        self.skip.clicked.connect(self.skip_clicked.emit)
        for button in (self.skip, self.next):
            button.installEventFilter(self)
        self.anchor = QRectF()
        self.obstacles = obstacles
        # The targets and words of the notes now in sequence, which share one place (``hold_place``).
        self._held: tuple[list[QRectF], list[str]] = ([], [])

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The arrows choose cards, as the notes say, even while Next has the keyboard: they go to the table.
        Escape puts the note away, as it does a panel."""
        if not isinstance(event, QKeyEvent) or event.type() != QEvent.Type.KeyPress:
            return super().eventFilter(watched, event)
        if event.key() == Qt.Key.Key_Escape:
            self.put_away.emit()
            return True
        if event.key() in ARROWS:
            self.give_back_focus()
            table = QApplication.focusWidget()
            if table is not None and table is not watched:
                QApplication.sendEvent(table, QKeyEvent(event.type(), event.key(), event.modifiers(), event.text()))
                return True
        return super().eventFilter(watched, event)

    def give_back_focus(self) -> None:
        """The keyboard back to the table (the view behind the note), if the note has it."""
        focus, table = QApplication.focusWidget(), self.parentWidget()
        if focus is not None and table is not None and self.isAncestorOf(focus):
            table.setFocus()

    def _margins(self, unit: float) -> None:
        self._inner.setContentsMargins(px(16 * unit, 8), px(12 * unit, 6), px(16 * unit, 8), px(12 * unit, 6))

    def hold_place(self, areas: list[QRectF], texts: list[str]) -> None:
        """The notes about to be shown one after another (their targets and words) take one place, as large as the
        largest of them and clear of every target, so that Next does not move from note to note."""
        self._held = (areas, texts)

    def point_at(self, area: QRectF, text: str, counter: str, duration: int, last: bool = False) -> None:
        """Show ``text`` about ``area``; the last note of the tour ends it with Done rather than Next."""
        self.text.setText(text)
        self.counter.setText(counter)
        self.next.setText(translate("Tour", "Done") if last else translate("Tour", "Next"))
        self.anchor = area
        self.appear(duration)
        self.next.setFocus()

    def reposition(self) -> None:
        """Near the part of the table it is about, covering neither that part nor anything a player needs to
        see (the hand, the trick, a name plate or pile, another panel): the free place nearest to it, as wide
        as the words like, narrower if that is what it takes."""
        parent = self.parentWidget()
        if parent is None:
            return
        unit = self.table.unit if self.table is not None else 1.0
        view = QRectF(parent.rect()).adjusted(4, 4, -4, -4)
        texts = self._held[1] if self.anchor in self._held[0] else []
        blocked = [*(area.adjusted(-4, -4, 4, 4) for area in self._targets()),
                   *(rect.adjusted(-3, -3, 3, 3) for rect in self.obstacles())]  # fmt: skip
        fallback: tuple[float, QRectF] | None = None
        for width in (380 * unit, 320 * unit, 260 * unit, 210 * unit):
            size = self._held_size_at(max(160, round(width)), texts)
            guess = self._least_covering(size.width(), size.height(), view, blocked)
            if guess[0] == 0:  # a free place
                self._place_at(guess[1])
                return
            if fallback is None or guess[0] < fallback[0]:
                fallback = guess
        assert fallback is not None
        self._place_at(fallback[1])

    def _held_size_at(self, text_width: int, texts: list[str]) -> QSize:
        """The note's size at ``text_width`` for the largest of ``texts`` (the note's own words if none)."""
        shown = self.text.text()
        sizes = []
        for text in texts or [shown]:
            self.text.setText(text)
            sizes.append(self._note_size_at(text_width))
        self.text.setText(shown)
        self._note_size_at(text_width)
        return QSize(max(size.width() for size in sizes), max(size.height() for size in sizes))

    def _note_size_at(self, text_width: int) -> QSize:
        """The note's size with its words ``text_width`` wide (or as wide as its buttons), as tall as they wrap
        to at that width (a layout's size hint takes a wrapping label at a width of its own choosing)."""
        self.ensurePolished()  # the style sheet's font, which a note not yet shown does not have
        margins = self._inner.contentsMargins()
        sides = margins.left() + margins.right()
        self._foot.setDirection(QBoxLayout.Direction.LeftToRight)
        if self._foot.sizeHint().width() > text_width:
            self._foot.setDirection(QBoxLayout.Direction.TopToBottom)
        width = max(text_width, self._foot.sizeHint().width()) + sides
        self.text.setFixedWidth(width - sides)  # the whole inside, as the layout measures it
        self._inner.activate()
        return QSize(width, self._inner.totalHeightForWidth(width))

    def _place_at(self, spot: QRectF) -> None:
        """The note takes ``spot``: that size, in that place."""
        self.resize(round(spot.width()), round(spot.height()))
        self.move(round(spot.left()), round(spot.top()))

    def _candidates(self, width: float, height: float, view: QRectF) -> list[tuple[float, float]]:
        """Top-left corners for the note, nearest to its target (the first of the notes sharing its place) first.
        Plain numbers, not rectangles: a resize weighs thousands of places."""
        area, gap = self._targets()[0], 12.0
        left, top, right, bottom = area.left(), area.top(), area.right(), area.bottom()
        centre_x, centre_y = (left + right) / 2, (top + bottom) / 2
        places: list[tuple[float, float]] = []
        step = max(12.0, view.width() / 90)
        y = view.top()
        while y + height <= view.bottom():
            x = view.left()
            while x + width <= view.right():
                places.append((x, y))
                x += step
            places.append((view.right() - width, y))
            y += step
        # Just above, below, left and right of the target, then everything else by distance.
        for x, y in (
            (centre_x - width / 2, top - gap - height), (centre_x - width / 2, bottom + gap),
            (left - gap - width, centre_y - height / 2), (right + gap, centre_y - height / 2),
        ):  # fmt: skip
            x = min(max(view.left(), x), view.right() - width)
            y = min(max(view.top(), y), view.bottom() - height)
            places.append((x, y))

        def distance(place: tuple[float, float]) -> float:
            dx = max(left - place[0] - width, place[0] - right, 0.0)
            dy = max(top - place[1] - height, place[1] - bottom, 0.0)
            return dx * dx + dy * dy

        return sorted(places, key=distance)

    def _targets(self) -> list[QRectF]:
        areas = self._held[0]
        return areas if self.anchor in areas else [self.anchor]

    def _least_covering(self, width: float, height: float, view: QRectF, blocked: list[QRectF]) -> tuple[float, QRectF]:
        """The place nearest the target that covers the least of ``blocked``, and how much it covers: the first
        free place (covering nothing) if there is one."""
        rows: dict[float, list[tuple[float, float, float]]] = {}  # by a place's top: what its rows could meet
        best: tuple[float, float, float] | None = None  # (covered, x, y)
        for x, y in self._candidates(width, height, view):
            if y not in rows:
                rows[y] = _across(y, height, blocked)
            covered = sum(max(0.0, min(x1, x + width) - max(x0, x)) * tall for x0, x1, tall in rows[y])
            if best is None or covered < best[0]:
                best = (covered, x, y)
                if covered == 0:
                    break
        assert best is not None, "the view has room for the note somewhere"
        return best[0], QRectF(best[1], best[2], width, height)


def _across(y: float, height: float, blocked: list[QRectF]) -> list[tuple[float, float, float]]:
    """The blocked rectangles a place from ``y`` to ``y + height`` could meet: each one's left, right and how much
    of the place's height it spans (only those that span some)."""
    return [
        (rect.left(), rect.right(), tall)
        for rect in blocked
        if (tall := min(rect.bottom(), y + height) - max(rect.top(), y)) > 0
    ]


class Tour:
    """The walkthrough of one game, driven by the window's moments."""

    def __init__(self, game: Game, notes: list[Note], targets: dict[str, Target], callout: Callout,
                 spotlight: Spotlight, finished: Callable[[str], None],
                 duration: Callable[[], int]) -> None:  # fmt: skip
        self.game_id = game.id
        self.targets = targets
        self.callout = callout
        self.spotlight = spotlight
        self.finished = finished
        self.duration = duration
        self.pending = list(notes)  # ``notes_for(game)``, less any the table will have no moment for
        self.total = len(self.pending)
        self.showing: list[Note] = []
        self.active = True
        callout.next_clicked.connect(self._next)
        callout.skip_clicked.connect(self.stop)
        callout.put_away.connect(self.moved_on)

    def moment(self, moment: str) -> None:
        """Something happened at the table; show the notes that belong to it (once each)."""
        if not self.active or self.showing:
            return
        if moment == "turn":  # the cards shown were not held up (animations off): their note has nothing to show
            done = self.done
            self.pending = [note for note in self.pending if note.moment != "shown"]
            self.total = len(self.pending) + done
        self.showing = [note for note in self.pending if note.moment == moment]
        self.pending = [note for note in self.pending if note.moment != moment]
        if self.showing:
            # The moment's notes share one place, clear of all their targets: Next stays under the pointer.
            self.callout.hold_place([self.targets[note.target]() for note in self.showing],
                                    [translate("Tour", note.text) for note in self.showing])  # fmt: skip
            self._show()

    @property
    def done(self) -> int:
        """Notes shown and gone by so far."""
        return self.total - len(self.pending) - len(self.showing)

    def _show(self) -> None:
        note = self.showing[0]
        area = self.targets[note.target]()
        number = self.done + 1
        self.spotlight.show_on(area, animated=self.duration() > 0, clear_of=self.callout.obstacles())
        step = translate("Tour", "{number} of {total}").format(number=number, total=self.total)
        self.callout.point_at(area, translate("Tour", note.text), step, self.duration(), last=number == self.total)

    def _next(self) -> None:
        self.showing = self.showing[1:]
        if self.showing:
            self._show()
            return
        self._hide()
        if not self.pending:
            self.stop()

    def moved_on(self) -> None:
        """The player has acted, put the note away (Escape) or a new deal begins: the note on show has served (it
        stays no longer over a table that has moved past it); the others of its moment wait for it to come again."""
        if not self.active or not self.showing:
            return
        self.pending = self.showing[1:] + self.pending
        self.showing = []
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
        self.callout.give_back_focus()
        self.callout.hold_place([], [])
        self.callout.hide()
        self.spotlight.animation.stop()
        self.spotlight.hide()

    def refresh(self) -> None:
        """After a resize: point again at where the current note's target now is."""
        if self.showing:
            self._show()
