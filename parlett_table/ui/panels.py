"""Panels over the table: decisions that are not cards, and the result of a deal.

They are ordinary widgets (so the keyboard and screen readers reach them)
laid over the table's view.  The choices a panel offers are the engine's legal
actions; a panel only words them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGraphicsOpacityEffect,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine import Action, Answer, Ask, Estimate, Give, Outcome, SeatView
from ..engine.whoswho import joker_players
from .suits import suit_icon

PANEL_STYLE = """
QFrame#panel {
    background: rgba(10, 30, 21, 232);
    border: 1px solid rgba(255, 255, 255, 50);
    border-radius: 14px;
}
QFrame#panel QLabel { color: #f4f1e8; background: transparent; }
QFrame#panel QLabel[role="title"] { font-size: 19px; font-weight: 600; }
QFrame#panel QLabel[role="dim"] { color: rgba(244, 241, 232, 170); }
QFrame#panel QLabel[role="total"] { font-weight: 600; }
QFrame#panel QPushButton {
    background: #f4f1e8; color: #1d2a22; border: none; border-radius: 8px;
    padding: 7px 16px; font-weight: 600; min-width: 72px;
}
QFrame#panel QPushButton:hover { background: #ffffff; }
QFrame#panel QPushButton:focus { outline: none; border: 2px solid #f2c14e; }
QFrame#panel QPushButton[accent="true"] { background: #f2c14e; }
QFrame#panel QPushButton[accent="true"]:hover { background: #f7d27a; }
QFrame#panel QSpinBox { background: #f4f1e8; color: #1d2a22; border-radius: 6px; padding: 3px 6px; min-width: 46px; }
"""


class OverlayPanel(QFrame):
    """A rounded panel floating over the table, faded in when shown."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE)
        self._effect = QGraphicsOpacityEffect(self)
        self._effect.setOpacity(1.0)
        self.setGraphicsEffect(self._effect)
        self._fade = QPropertyAnimation(self._effect, b"opacity", self)
        self.hide()

    def appear(self, duration: int) -> None:
        self.adjustSize()
        self.reposition()
        self.show()
        self.raise_()
        if duration > 0:
            self._fade.stop()
            self._fade.setDuration(duration)
            self._fade.setStartValue(0.0)
            self._fade.setEndValue(1.0)
            self._fade.setEasingCurve(QEasingCurve.Type.OutCubic)
            self._fade.start()
        else:
            self._effect.setOpacity(1.0)

    @property
    def fading(self) -> bool:
        return self._fade.state() == QPropertyAnimation.State.Running

    def reposition(self) -> None:
        """Keep the panel where it belongs in its parent (called on resize)."""
        parent = self.parentWidget()
        if parent is not None:
            self.move((parent.width() - self.width()) // 2, (parent.height() - self.height()) // 2)


def _clear(layout: QVBoxLayout | QHBoxLayout | QGridLayout) -> None:
    while layout.count():
        child = layout.takeAt(0)
        widget = child.widget()
        if widget is not None:
            widget.deleteLater()
        elif child.layout() is not None:
            _clear(child.layout())  # type: ignore[arg-type]


def _escaped(text: str) -> str:
    """Plain text made safe inside rich text (the html module's table of entities is slow to load)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def _label(text: str, role: str = "", wrap: bool = False) -> QLabel:
    label = QLabel(text)
    if role:
        label.setProperty("role", role)
    label.setWordWrap(wrap)
    return label


class DecisionBar(OverlayPanel):
    """Choices that are not cards: who takes a Who's Who trick, and Hoodwink partner talk."""

    chosen = Signal(object)  # Action

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(18, 14, 18, 14)
        self._layout.setSpacing(10)
        self.bottom_gap = 0  # distance kept from the bottom of the table (above the hand)
        self.buttons: dict[Action, QPushButton] = {}
        self._estimate_boxes: tuple[QSpinBox, QSpinBox] | None = None

    def offer(self, view: SeatView, names: Sequence[str], duration: int) -> bool:
        """Show the non-card choices among the view's legal actions; False (and hidden) when there are none."""
        _clear(self._layout)
        self.buttons = {}
        self._estimate_boxes = None
        actions = view.legal_actions
        gives = [a for a in actions if isinstance(a, Give)]
        estimates = [a for a in actions if isinstance(a, Estimate)]
        answers = [a for a in actions if isinstance(a, Answer)]
        asks = [a for a in actions if isinstance(a, Ask)]
        partner = next((s for s, role in enumerate(view.roles) if role == "partner" and s != view.seat), None)
        partner_name = names[partner] if partner is not None else "your partner"
        if gives:
            self._offer_gives(gives, names, view)
        elif estimates:
            self._offer_estimates(estimates, partner_name)
        elif answers:
            self._offer_answers(answers, partner_name)
        elif asks:
            self._offer_ask(asks[0], partner_name)
        else:
            self.hide()
            return False
        self.appear(duration)
        buttons = self.findChildren(QPushButton)
        if buttons:
            buttons[0].setFocus()
        return True

    def _row(self) -> QHBoxLayout:
        row = QHBoxLayout()
        row.setSpacing(8)
        self._layout.addLayout(row)
        return row

    def _button(self, row: QHBoxLayout, text: str, action: Action, accent: bool = False) -> QPushButton:
        button = QPushButton(text)
        button.setProperty("accent", accent)
        button.clicked.connect(lambda: self.chosen.emit(action))
        button.setAccessibleName(text)
        row.addWidget(button)
        self.buttons[action] = button
        return button

    def highlight(self, action: Action) -> bool:
        """Point at the choice ``action`` (a suggestion); False if it is not offered here."""
        if isinstance(action, Estimate) and action.low is not None and self._estimate_boxes is not None:
            low, high = self._estimate_boxes
            high.setValue(action.high or action.low)
            low.setValue(action.low)
            button = self.buttons.get(Estimate(action.seat, -1, -1))
        else:
            button = self.buttons.get(action)
        if button is None:
            return False
        button.setProperty("accent", True)
        button.style().unpolish(button)
        button.style().polish(button)
        button.setFocus()
        return True

    def _offer_gives(self, gives: list[Give], names: Sequence[str], view: SeatView) -> None:
        seat = view.seat
        if seat in joker_players(view.current_trick, view.leader):
            title = "Your joker is in this trick: who takes it?"
        else:  # both jokers, played by the partners: the soloist decides
            title = "Both jokers are in this trick, so you, the soloist, decide: who takes it?"
        self._layout.addWidget(_label(title, "title", wrap=True))
        row = self._row()
        n = len(names)
        for give in sorted(gives, key=lambda g: (g.to - seat) % n):
            if give.to == seat:
                text = "Keep it"
            else:
                where = "on your left" if give.to == (seat + 1) % n else "on your right"
                text = f"Give to {names[give.to]} ({where})"
            self._button(row, text, give, accent=give.to == seat)

    def _offer_estimates(self, estimates: list[Estimate], partner: str) -> None:
        ranges = [(e.low, e.high) for e in estimates if e.low is not None and e.high is not None]
        seat = estimates[0].seat
        self._layout.addWidget(_label(f"Tell {partner} how many tricks you expect to take.", "title", wrap=True))
        self._layout.addWidget(_label("Everyone hears it, the Hood included.", "dim", wrap=True))
        row = self._row()
        row.addWidget(_label("I expect"))
        low, high = QSpinBox(), QSpinBox()
        top = max((h for _, h in ranges), default=11)
        for box in (low, high):
            box.setRange(0, top)
            box.setAccessibleName("lowest estimate" if box is low else "highest estimate")
        low.setValue(2)
        high.setValue(3)
        low.valueChanged.connect(lambda value: high.setValue(max(high.value(), value)))
        high.valueChanged.connect(lambda value: low.setValue(min(low.value(), value)))
        row.addWidget(low)
        row.addWidget(_label("to"))
        row.addWidget(high)
        row.addWidget(_label("tricks"))
        buttons = self._row()
        say = QPushButton("Say it")
        say.setProperty("accent", True)
        say.clicked.connect(lambda: self.chosen.emit(Estimate(seat, low.value(), high.value())))
        buttons.addWidget(say)
        self.buttons[Estimate(seat, -1, -1)] = say  # stands for any range: the boxes say which
        self._estimate_boxes = (low, high)
        if any(e.low is None for e in estimates):
            self._button(buttons, "Say nothing", Estimate(seat, None, None))

    def _offer_answers(self, answers: list[Answer], partner: str) -> None:
        title = f"{partner} is about to lead and asks which suit you want led, or not led."
        self._layout.addWidget(_label(title, "title", wrap=True))
        for kind, words in (("lead", "Lead"), ("avoid", "Don't lead")):
            row = self._row()
            row.addWidget(_label(words))
            for answer in answers:
                if answer.kind == kind and answer.suit is not None:
                    button = self._button(row, answer.suit.plural.capitalize(), answer)
                    button.setIcon(suit_icon(answer.suit))
        for answer in answers:
            if answer.kind == "none":
                self._button(self._row(), "No preference", answer)

    def _offer_ask(self, ask: Ask, partner: str) -> None:
        row = self._row()
        row.addWidget(_label(f"You lead next. You may first ask {partner} which suit to lead:"))
        self._button(row, f"Ask {partner}", ask)

    def reposition(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            y = parent.height() - self.height() - self.bottom_gap
            self.move((parent.width() - self.width()) // 2, max(0, y))


class ResultPanel(OverlayPanel):
    """After a deal: how it was won, each seat's score line by line, and the way on."""

    next_deal = Signal()
    new_match = Signal()
    score_sheet = Signal()
    review = Signal()
    rule_requested = Signal(str)  # a section of the game's rules page ("scoring")

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(24, 18, 24, 18)
        self._layout.setSpacing(10)
        self.setMinimumWidth(420)

    def show_outcome(
        self,
        title: str,
        outcome: Outcome,
        names: Sequence[str],
        totals: Sequence[int],
        match_over: str | None,
        duration: int,
        explanation: Sequence[str] = (),
    ) -> None:
        """``match_over`` is the winner's sentence when the match ended with this deal;
        ``explanation`` says how trump and roles were settled."""
        _clear(self._layout)
        self._layout.addWidget(_label(match_over or title, "title"))
        for line in explanation:
            self._layout.addWidget(_label(line, "dim", wrap=True))
        self._layout.addWidget(_label(outcome.summary, "total", wrap=True))
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(6)
        right = Qt.AlignmentFlag.AlignRight
        for column, heading in enumerate(("", "Tricks", "This deal", "Total")):
            grid.addWidget(_label(heading, "dim"), 0, column, alignment=right if column else Qt.AlignmentFlag.AlignLeft)
        for seat, line in enumerate(outcome.lines):
            row = 1 + 2 * seat
            role = f"  ·  {line.role.capitalize()}" if line.role else ""
            grid.addWidget(_label(f"{names[seat]}{role}", "total"), row, 0)
            grid.addWidget(_label(str(outcome.tricks_won[seat])), row, 1, alignment=right)
            grid.addWidget(_label(str(line.total), "total"), row, 2, alignment=right)
            grid.addWidget(_label(str(totals[seat]), "total"), row, 3, alignment=right)
            breakdown = _escaped(line.text.split(": ", 1)[-1] if line.role else line.text)
            why = _label(f'{breakdown} &nbsp;<a href="scoring" style="color:#f2c14e">why?</a>', "dim", wrap=True)
            why.setTextFormat(Qt.TextFormat.RichText)
            why.linkActivated.connect(self.rule_requested.emit)
            why.setAccessibleName(f"{names[seat]}: {line.text}")
            grid.addWidget(why, row + 1, 0, 1, 4)
        self._layout.addLayout(grid)
        row = QHBoxLayout()
        row.addStretch(1)
        review = QPushButton("Review the deal")
        review.clicked.connect(self.review.emit)
        row.addWidget(review)
        sheet = QPushButton("Score sheet")
        sheet.clicked.connect(self.score_sheet.emit)
        row.addWidget(sheet)
        go = QPushButton("New match" if match_over else "Next deal")
        go.setProperty("accent", True)
        go.setDefault(True)
        go.clicked.connect(self.new_match.emit if match_over else self.next_deal.emit)
        row.addWidget(go)
        self._layout.addLayout(row)
        self.appear(duration)
        go.setFocus()


class HintButton(QPushButton):
    """The "Hint" button at the table's lower right, above the hand."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__("Hint", parent)
        self.setObjectName("hint")
        self.setToolTip("Suggest a move, with the reason (H)")
        self.setAccessibleName("Suggest a move")
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self.setStyleSheet(
            "QPushButton#hint { background: rgba(10, 30, 21, 200); color: #f4f1e8; border: 1px solid "
            "rgba(255, 255, 255, 60); border-radius: 15px; padding: 6px 18px; font-weight: 600; }"
            "QPushButton#hint:hover { border-color: #f2c14e; color: #f2c14e; }"
            "QPushButton#hint:disabled { color: rgba(244, 241, 232, 80); border-color: rgba(255, 255, 255, 25); }"
        )
        self.bottom_gap = 0

    def reposition(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.adjustSize()
            self.move(parent.width() - self.width() - 16, parent.height() - self.height() - self.bottom_gap)
