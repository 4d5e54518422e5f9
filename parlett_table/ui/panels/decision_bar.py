"""The decision bar over the table: the choices that are not cards (gives, estimates, answers, asking), worded
from the engine's legal actions."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QRect, QSize, Signal
from PySide6.QtWidgets import (
    QBoxLayout,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine import Action, Answer, Ask, Estimate, Give, SeatView
from ...engine.language import translate
from ...engine.words import capitalized
from ..cards.suits import suit_icon
from .overlay import OverlayPanel, clear_layout, panel_label, px, to_rect


class CountBox(QSpinBox):
    """A spin box for a count of tricks, no wider than its numbers and arrows need (a spin box's usual width
    allows for long values, and would take the room a narrow bar needs for its words)."""

    def sizeHint(self) -> QSize:
        return self.minimumSizeHint()


class DecisionBar(OverlayPanel):
    """Choices that are not cards: who takes a Who's Who trick, and Hoodwink partner talk."""

    chosen = Signal(object)  # Action

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._layout = QVBoxLayout(self)
        self._margins(1.0)
        self.buttons: dict[Action, QPushButton] = {}
        self._estimate_boxes: tuple[QSpinBox, QSpinBox] | None = None
        self._shorter: dict[QPushButton, tuple[str, str]] = {}  # button: (its words, fewer words for a narrow bar)

    def offer(self, view: SeatView, names: Sequence[str], duration: int) -> bool:
        """Show the non-card choices among the view's legal actions; False (and hidden) when there are none."""
        clear_layout(self._layout)
        self.buttons = {}
        self.turnable = []
        self._estimate_boxes = None
        self._shorter = {}
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

    def _row(self, inside: QBoxLayout | None = None) -> QHBoxLayout:
        """A row of the bar (or of the row ``inside``)."""
        row = QHBoxLayout()
        row.setSpacing(px(8 * self._unit, 4))
        (inside or self._layout).addLayout(row)
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
        for each in {*self.buttons.values(), button}:  # gold for the hinted choice alone (not the default as well)
            each.setProperty("accent", each is button)
            each.style().unpolish(each)
            each.style().polish(each)
        button.setFocus()
        return True

    def _offer_gives(self, gives: list[Give], names: Sequence[str], view: SeatView) -> None:
        seat = view.seat
        # A trick is given only where jokers decide (Who's Who): the card the player put in it says why they decide.
        own = (seat - view.leader) % view.players
        if own < len(view.current_trick) and view.current_trick[own].is_joker:
            title = translate("Panels", "Your joker is in this trick: who takes it?")
        else:  # both jokers, played by the partners: the soloist decides
            title = translate("Panels", "Both jokers are in this trick, so you, the soloist, decide: who takes it?")
        self._layout.addWidget(panel_label(title, "title", wrap=True))
        row = self._row()
        self.turnable.append(row)
        n = len(names)
        for give in sorted(gives, key=lambda g: (g.to - seat) % n):
            # The names say who; where they sit is in the tooltip, so the bar fits a narrow table, and where even
            # so the words do not fit, the buttons answer "who takes it?" with a name alone.
            if give.to == seat:
                text, short = translate("Panels", "Keep it"), translate("Panels", "Me", "who takes the trick: me")
            else:
                text, short = translate("Panels", "Give to {name}").format(name=names[give.to]), names[give.to]
            button = self._button(row, text, give, accent=give.to == seat)
            self._shorter[button] = (text, short)
            if give.to != seat:
                left = give.to == (seat + 1) % n
                button.setToolTip(translate("Panels", "On your left") if left else translate("Panels", "On your right"))

    def _offer_estimates(self, estimates: list[Estimate], partner: str) -> None:
        from ..look.style import register_control_images  # the spin boxes' arrows, found when first needed

        register_control_images()
        ranges = [(e.low, e.high) for e in estimates if e.low is not None and e.high is not None]
        seat = estimates[0].seat
        title = translate("Panels", "Tell {partner} how many tricks you expect to take.").format(partner=partner)
        self._layout.addWidget(panel_label(title, "title", wrap=True))
        everyone = translate("Panels", "Everyone hears it, the Hood included.")
        self._layout.addWidget(panel_label(everyone, "dim", wrap=True))
        # "I expect" beside the boxes, or above them where the bar is narrow.
        outer = self._row()
        self.turnable.append(outer)
        outer.addWidget(panel_label(translate("Panels", "I expect", "an estimate: I expect 2 to 3 tricks")))
        row = self._row(outer)
        low, high = CountBox(), CountBox()
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
        row.addWidget(panel_label(translate("Panels", "to", "an estimate: I expect 2 to 3 tricks")))
        row.addWidget(high)
        row.addWidget(panel_label(translate("Panels", "tricks", "an estimate: I expect 2 to 3 tricks")))
        row.addStretch(1)
        buttons = self._row()
        self.turnable.append(buttons)
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
        self._layout.addWidget(panel_label(title, "title", wrap=True))
        for kind, words in (("lead", translate("Panels", "Lead")), ("avoid", translate("Panels", "Don't lead"))):
            self._layout.addWidget(panel_label(words, "dim"))  # above its buttons, so a row of four fits a narrow table
            row = self._row()
            self.turnable.append(row)
            for answer in answers:
                if answer.kind == kind and answer.suit is not None:
                    name = capitalized(answer.suit.plural)
                    button = self._button(row, name, answer)
                    button.setIcon(suit_icon(answer.suit))
                    button.setToolTip(name)
                    self._shorter[button] = (name, "")  # the suit's sign alone
        for answer in answers:
            if answer.kind == "none":
                self._button(self._row(), translate("Panels", "No preference"), answer)

    def _offer_ask(self, ask: Ask, partner: str) -> None:
        text = translate("Panels", "You lead next. You may first ask {partner} which suit to lead:")
        self._layout.addWidget(panel_label(text.format(partner=partner), wrap=True))  # any language's length
        self._button(self._row(), translate("Panels", "Ask {partner}").format(partner=partner), ask)

    def _margins(self, unit: float) -> None:
        self._layout.setContentsMargins(px(18 * unit, 8), px(14 * unit, 6), px(18 * unit, 8), px(14 * unit, 6))
        self._layout.setSpacing(px(10 * unit, 4))

    def needed_width(self) -> int:
        return max(self.minimumSizeHint().width(), self.sizeHint().width())  # its words do not wrap

    def area(self) -> QRect:
        """The band under the trick (Who's Who), else the middle of the table, which is empty at these moments."""
        return to_rect(self.table.decision_area()) if self.table is not None else super().area()

    def reposition(self) -> None:
        """At the bottom of its area, just above the line that says what to do.  Where the words do not fit in a
        row, its buttons say less (a name, a suit's sign) before they stand one above another."""
        tries = ((False, False), (True, False), (True, True)) if self._shorter else ((False, True),)
        for short, turn in tries:
            for button, (text, fewer) in self._shorter.items():
                button.setText(fewer if short else text)
            if self.fit_into(self.area(), self.sizeHint().width(), bottom=True, turn=turn):
                break
