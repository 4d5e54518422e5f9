"""Panels over the table: decisions that are not cards, and the result of a deal.

They are ordinary widgets (so the keyboard and screen readers reach them)
laid over the table's view.  The choices a panel offers are the engine's legal
actions; a panel only words them.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, QRect, Qt, Signal
from PySide6.QtWidgets import (
    QBoxLayout,
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
from ..engine.language import translate
from ..engine.whoswho import joker_players
from .game_words import role_label
from .layout import Box, TableLayout
from .suits import suit_icon

SMALLEST_TEXT = 10  # pixels, as on the table


def px(pixels: float, smallest: float = SMALLEST_TEXT) -> int:
    return max(round(smallest), round(pixels))


def panel_style(unit: float) -> str:
    """The panels' look at the table's interface scale: text and padding grow and shrink with the table."""
    u = unit
    return f"""
QFrame#panel {{
    background: rgba(10, 30, 21, 238);
    border: 1px solid rgba(255, 255, 255, 50);
    border-radius: {px(14 * u, 6)}px;
}}
QFrame#panel QLabel {{ color: #f4f1e8; background: transparent; font-size: {px(14 * u)}px; }}
QFrame#panel QLabel[role="title"] {{ font-size: {px(19 * u, 12)}px; font-weight: 600; }}
QFrame#panel QLabel[role="dim"] {{ color: rgba(244, 241, 232, 170); }}
QFrame#panel QLabel[role="total"] {{ font-weight: 600; }}
QFrame#panel QPushButton {{
    background: #f4f1e8; color: #1d2a22; border: none; border-radius: {px(8 * u, 4)}px;
    padding: {px(7 * u, 3)}px {px(16 * u, 6)}px; font-weight: 600; min-width: {px(72 * u, 40)}px;
    font-size: {px(14 * u)}px;
}}
QFrame#panel QPushButton:hover {{ background: #ffffff; }}
QFrame#panel QPushButton:focus {{ outline: none; border: 2px solid #f2c14e; }}
QFrame#panel QPushButton[accent="true"] {{ background: #f2c14e; }}
QFrame#panel QPushButton[accent="true"]:hover {{ background: #f7d27a; }}
QFrame#panel QSpinBox {{
    background: #f4f1e8; color: #1d2a22; border: 2px solid transparent; border-radius: {px(6 * u, 3)}px;
    padding: {px(3 * u, 2)}px {px(22 * u, 16)}px {px(3 * u, 2)}px {px(6 * u, 3)}px;
    min-width: {px(46 * u, 30)}px; font-size: {px(14 * u)}px;
}}
QFrame#panel QSpinBox:focus {{ border: 2px solid #f2c14e; }}
QFrame#panel QSpinBox::up-button, QFrame#panel QSpinBox::down-button {{
    subcontrol-origin: border; width: {px(20 * u, 14)}px; border: none;
}}
QFrame#panel QSpinBox::up-button {{ subcontrol-position: top right; }}
QFrame#panel QSpinBox::down-button {{ subcontrol-position: bottom right; }}
QFrame#panel QSpinBox::up-arrow {{
    image: url(controls:arrow-up.svg); width: {px(10 * u, 7)}px; height: {px(7 * u, 5)}px;
}}
QFrame#panel QSpinBox::down-arrow {{
    image: url(controls:arrow-down.svg); width: {px(10 * u, 7)}px; height: {px(7 * u, 5)}px;
}}
"""


PANEL_STYLE = panel_style(1.0)


def to_rect(box: Box) -> QRect:
    return QRect(round(box.left), round(box.top), round(box.width), round(box.height))


class OverlayPanel(QFrame):
    """A rounded panel floating over the table, faded in when shown."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE)
        self.table: TableLayout | None = None  # the table's geometry: where the panel may go, how large its text
        self._unit = 1.0  # the interface scale the panel is styled for
        self.turnable: list[QBoxLayout] = []  # rows of buttons that may stand one above another when room is short
        self._effect = QGraphicsOpacityEffect(self)
        self._effect.setOpacity(1.0)
        self.setGraphicsEffect(self._effect)
        self._fade = QPropertyAnimation(self._effect, b"opacity", self)
        self.hide()

    def set_table(self, layout: TableLayout) -> None:
        """Follow the table's geometry (a resize, larger print)."""
        self.table = layout
        self._style_for(layout.unit)

    def _style_for(self, unit: float) -> None:
        if abs(unit - self._unit) > 0.005:
            self._unit = unit
            self.setStyleSheet(panel_style(unit))
            self._margins(unit)

    def _margins(self, unit: float) -> None:
        """Padding inside the panel at ``unit`` (panels with a layout set theirs)."""

    def area(self) -> QRect:
        """Where on the table the panel may go (the whole table unless a panel says otherwise)."""
        parent = self.parentWidget()
        return parent.rect() if parent is not None else QRect()

    def needed_width(self) -> int:
        """The narrowest the panel can be with every word fitting (wrapped labels may wrap; buttons may not)."""
        least = self.minimumSizeHint().width()
        inner = self.layout()
        if inner is not None:
            margins = inner.contentsMargins()
            for row in self.turnable:
                least = max(least, row.sizeHint().width() + margins.left() + margins.right())
        return least

    def fit_into(self, area: QRect, width: int, bottom: bool = False) -> None:
        """Take ``width`` (at most the area's) and the height the contents need there, and sit centred in the
        area (at its bottom when ``bottom``).  When the area is short of room the text gets smaller, down to
        six tenths of the table's, and rows of buttons may stand one above another."""
        base = self.table.unit if self.table is not None else 1.0
        best: tuple[bool, float, bool] | None = None  # (turned, unit, fits)
        for turned in (False, True) if self.turnable else (False,):
            unit = base
            while True:
                wide, high = self._size_at(unit, turned, area, width)
                fits = high <= area.height() and self.needed_width() <= area.width()
                if fits or unit * 0.9 < base * 0.6:
                    break
                unit *= 0.9
            if fits and (best is None or not best[2] or unit > best[1]):
                best = (turned, unit, True)
            elif best is None:
                best = (turned, unit, False)  # nothing fits: the rows as they are, at the smallest text
        assert best is not None
        wide, high = self._size_at(best[1], best[0], area, width)
        self.resize(wide, high)
        x = area.left() + (area.width() - wide) // 2
        y = area.bottom() + 1 - high if bottom else area.top() + (area.height() - high) // 2
        self.move(x, max(area.top(), y))

    def _size_at(self, unit: float, turned: bool, area: QRect, width: int) -> tuple[int, int]:
        """(width, height) the panel takes in ``area`` with text at ``unit`` and its rows of buttons turned or not."""
        for row in self.turnable:
            row.setDirection(QBoxLayout.Direction.TopToBottom if turned else QBoxLayout.Direction.LeftToRight)
        self._style_for(unit)
        self.ensurePolished()
        inner = self.layout()
        if inner is not None:
            inner.activate()
        wide = min(area.width(), max(width, self.needed_width()))
        high = self.heightForWidth(wide) if self.hasHeightForWidth() else self.sizeHint().height()
        return wide, max(high, self.minimumSizeHint().height())

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
            widget.hide()  # gone from the panel now, not only when Qt next deletes what was let go
            widget.setParent(None)  # type: ignore[call-overload]
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
        self._margins(1.0)
        self.buttons: dict[Action, QPushButton] = {}
        self._estimate_boxes: tuple[QSpinBox, QSpinBox] | None = None

    def offer(self, view: SeatView, names: Sequence[str], duration: int) -> bool:
        """Show the non-card choices among the view's legal actions; False (and hidden) when there are none."""
        _clear(self._layout)
        self.buttons = {}
        self.turnable = []
        self._estimate_boxes = None
        actions = view.legal_actions
        gives = [a for a in actions if isinstance(a, Give)]
        estimates = [a for a in actions if isinstance(a, Estimate)]
        answers = [a for a in actions if isinstance(a, Answer)]
        asks = [a for a in actions if isinstance(a, Ask)]
        partner = next((s for s, role in enumerate(view.roles) if role == "partner" and s != view.seat), None)
        partner_name = names[partner] if partner is not None else translate("Panels", "your partner")
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
            title = translate("Panels", "Your joker is in this trick: who takes it?")
        else:  # both jokers, played by the partners: the soloist decides
            title = translate("Panels", "Both jokers are in this trick, so you, the soloist, decide: who takes it?")
        self._layout.addWidget(_label(title, "title", wrap=True))
        row = self._row()
        self.turnable.append(row)
        n = len(names)
        for give in sorted(gives, key=lambda g: (g.to - seat) % n):
            # The names say who; where they sit is in the tooltip, so the bar fits a narrow table.
            if give.to == seat:
                text = translate("Panels", "Keep it")
            else:
                text = translate("Panels", "Give to {name}").format(name=names[give.to])
            button = self._button(row, text, give, accent=give.to == seat)
            if give.to != seat:
                left = give.to == (seat + 1) % n
                button.setToolTip(translate("Panels", "On your left") if left else translate("Panels", "On your right"))

    def _offer_estimates(self, estimates: list[Estimate], partner: str) -> None:
        from .style import register_control_images  # the spin boxes' arrows, found when first needed

        register_control_images()
        ranges = [(e.low, e.high) for e in estimates if e.low is not None and e.high is not None]
        seat = estimates[0].seat
        self._layout.addWidget(
            _label(
                translate("Panels", "Tell {partner} how many tricks you expect to take.").format(partner=partner),
                "title",
                wrap=True,
            )
        )
        self._layout.addWidget(_label(translate("Panels", "Everyone hears it, the Hood included."), "dim", wrap=True))
        row = self._row()
        row.addWidget(_label(translate("Panels", "I expect", "an estimate: I expect 2 to 3 tricks")))
        low, high = QSpinBox(), QSpinBox()
        top = max((h for _, h in ranges), default=11)
        for box in (low, high):
            box.setRange(0, top)
            box.setAccessibleName(
                translate("Panels", "lowest estimate") if box is low else translate("Panels", "highest estimate")
            )
        low.setValue(2)
        high.setValue(3)
        low.valueChanged.connect(lambda value: high.setValue(max(high.value(), value)))
        high.valueChanged.connect(lambda value: low.setValue(min(low.value(), value)))
        row.addWidget(low)
        row.addWidget(_label(translate("Panels", "to", "an estimate: I expect 2 to 3 tricks")))
        row.addWidget(high)
        row.addWidget(_label(translate("Panels", "tricks", "an estimate: I expect 2 to 3 tricks")))
        row.addStretch(1)
        buttons = self._row()
        say = QPushButton(translate("Panels", "Say it"))
        say.setProperty("accent", True)
        say.clicked.connect(lambda: self.chosen.emit(Estimate(seat, low.value(), high.value())))
        buttons.addWidget(say)
        self.buttons[Estimate(seat, -1, -1)] = say  # stands for any range: the boxes say which
        self._estimate_boxes = (low, high)
        if any(e.low is None for e in estimates):
            self._button(buttons, translate("Panels", "Say nothing"), Estimate(seat, None, None))

    def _offer_answers(self, answers: list[Answer], partner: str) -> None:
        title = translate("Panels", "{partner} is about to lead and asks which suit you want led, or not led.").format(
            partner=partner
        )
        self._layout.addWidget(_label(title, "title", wrap=True))
        for kind, words in (("lead", translate("Panels", "Lead")), ("avoid", translate("Panels", "Don't lead"))):
            self._layout.addWidget(_label(words, "dim"))  # above its buttons, so a row of four fits a narrow table
            row = self._row()
            self.turnable.append(row)
            for answer in answers:
                if answer.kind == kind and answer.suit is not None:
                    button = self._button(row, answer.suit.plural.capitalize(), answer)
                    button.setIcon(suit_icon(answer.suit))
        for answer in answers:
            if answer.kind == "none":
                self._button(self._row(), translate("Panels", "No preference"), answer)

    def _offer_ask(self, ask: Ask, partner: str) -> None:
        row = self._row()
        self.turnable.append(row)
        text = translate("Panels", "You lead next. You may first ask {partner} which suit to lead:")
        row.addWidget(_label(text.format(partner=partner)))
        self._button(row, translate("Panels", "Ask {partner}").format(partner=partner), ask)

    def _margins(self, unit: float) -> None:
        self._layout.setContentsMargins(px(18 * unit, 8), px(14 * unit, 6), px(18 * unit, 8), px(14 * unit, 6))
        self._layout.setSpacing(px(10 * unit, 4))

    def needed_width(self) -> int:
        return max(self.minimumSizeHint().width(), self.sizeHint().width())  # its words do not wrap

    def area(self) -> QRect:
        """The band under the trick (Who's Who), else the middle of the table, which is empty at these moments."""
        return to_rect(self.table.decision_area()) if self.table is not None else super().area()

    def reposition(self) -> None:
        """At the bottom of its area, just above the line that says what to do."""
        self.fit_into(self.area(), self.sizeHint().width(), bottom=True)


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
        self._margins(1.0)

    def _margins(self, unit: float) -> None:
        self._layout.setContentsMargins(px(24 * unit, 10), px(18 * unit, 8), px(24 * unit, 10), px(18 * unit, 8))
        self._layout.setSpacing(px(10 * unit, 4))
        for grid in self.findChildren(QGridLayout):
            grid.setHorizontalSpacing(px(16 * unit, 8))
            grid.setVerticalSpacing(px(6 * unit, 3))

    def area(self) -> QRect:
        """The middle of the table down to its bottom edge: the hand is empty by now; plates and piles stay clear."""
        if self.table is None:
            return super().area()
        middle = self.table.middle
        return to_rect(Box.from_edges(middle.left, middle.top, middle.right, self.table.height - self.table.margin))

    def reposition(self) -> None:
        unit = self.table.unit if self.table is not None else 1.0
        self.fit_into(self.area(), max(self.sizeHint().width(), round(480 * unit)))

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
        grid.setHorizontalSpacing(px(16 * self._unit, 8))
        grid.setVerticalSpacing(px(6 * self._unit, 3))
        right = Qt.AlignmentFlag.AlignRight
        headings = ("", translate("Panels", "Tricks"), translate("Panels", "This deal"), translate("Panels", "Total"))
        for column, heading in enumerate(headings):
            grid.addWidget(_label(heading, "dim"), 0, column, alignment=right if column else Qt.AlignmentFlag.AlignLeft)
        for seat, line in enumerate(outcome.lines):
            row = 1 + 2 * seat
            role = f"  ·  {role_label(line.role)}" if line.role else ""
            grid.addWidget(_label(f"{names[seat]}{role}", "total"), row, 0)
            grid.addWidget(_label(str(outcome.tricks_won[seat])), row, 1, alignment=right)
            grid.addWidget(_label(str(line.total), "total"), row, 2, alignment=right)
            grid.addWidget(_label(str(totals[seat]), "total"), row, 3, alignment=right)
            breakdown = _escaped(line.text.split(": ", 1)[-1] if line.role else line.text)
            why_link = translate("Panels", "why?")
            why = _label(f'{breakdown} &nbsp;<a href="scoring" style="color:#f2c14e">{why_link}</a>', "dim", wrap=True)
            why.setTextFormat(Qt.TextFormat.RichText)
            why.linkActivated.connect(self.rule_requested.emit)
            why.setAccessibleName(f"{names[seat]}: {line.text}")
            grid.addWidget(why, row + 1, 0, 1, 4)
        self._layout.addLayout(grid)
        row = QHBoxLayout()
        row.addStretch(1)
        self.turnable = [row]
        review = QPushButton(translate("Panels", "Review the deal"))
        review.clicked.connect(self.review.emit)
        row.addWidget(review)
        sheet = QPushButton(translate("Panels", "Score sheet"))
        sheet.clicked.connect(self.score_sheet.emit)
        row.addWidget(sheet)
        go = QPushButton(translate("Panels", "New match") if match_over else translate("Panels", "Next deal"))
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
        super().__init__(translate("Panels", "Hint"), parent)
        self.setObjectName("hint")
        self.setToolTip(translate("Panels", "Suggest a move, with the reason (H)"))
        self.setAccessibleName(translate("Panels", "Suggest a move"))
        self.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        self._style(30.0)
        self.table: TableLayout | None = None

    def _style(self, height: float) -> None:
        """A pill: its ends as round as the button is high (a radius over half the height draws square ends)."""
        self.setStyleSheet(
            "QPushButton#hint { background: rgba(10, 30, 21, 200); color: #f4f1e8; border: 1px solid "
            f"rgba(255, 255, 255, 60); border-radius: {int(height // 2)}px; padding: 2px 6px; font-weight: 600; }}"
            "QPushButton#hint:hover { border-color: #f2c14e; color: #f2c14e; }"
            "QPushButton#hint:disabled { color: rgba(244, 241, 232, 80); border-color: rgba(255, 255, 255, 25); }"
        )

    def set_table(self, layout: TableLayout) -> None:
        self.table = layout
        self._style(layout.hint.height)
        font = self.font()
        font.setPixelSize(px(13.5 * layout.unit))
        self.setFont(font)

    def reposition(self) -> None:
        """In its place at the right of the line above the hand."""
        if self.table is not None:
            self.setGeometry(to_rect(self.table.hint))
