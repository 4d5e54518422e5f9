""" "Your play, looked at again": the coach's verdict on the deal just played, in a small dialog.

It shows the controller's ``CoachReport`` and follows it as it changes (looking, then the verdict): the
costliest few decisions with the position (your hand and the trick), what the expert would have played, the
estimated cost with its uncertainty and the reason; or that the deal was played well.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QScrollArea, QVBoxLayout, QWidget

from ..coach_report import CoachNote, CoachReport
from ..coaching import DealCoach
from ..engine import Card, Give, Play, Propose
from ..engine.cards import describe_card
from ..engine.language import QT_TRANSLATE_NOOP, decimal, translate
from ..engine.words import action_words
from .fit import FittedDialog

TITLE = QT_TRANSLATE_NOOP("Coach", "Your play, looked at again")


def card_text(card: Card) -> str:
    """A card in a few characters: ``A♣``, ``10♥``, ``Joker``."""
    if card.is_joker or card.suit is None:
        return translate("Coach", "Joker")
    rank = "10" if card.rank_char == "T" else card.rank_char
    return f"{rank}{card.suit.symbol}"


def status_text(report: CoachReport | None) -> str:
    """The verdict in a sentence (or what is happening)."""
    if report is None:
        return translate("Coach", "There is nothing to look at yet: the coach looks at your play once a deal is over.")
    if report.looking:
        return translate("Coach", "Looking at your decisions again…")
    if report.failed:
        return translate("Coach", "Your play could not be looked at again this time.")
    if report.played_well:
        decisions = report.decisions
        return translate(
            "Coach", "You played this deal well: none of your %n decisions cost points clear of the search's noise.",
            None, decisions,
        )  # fmt: skip
    count = len(report.notes)
    if count == 1:
        costliest = translate("Coach", "Your costliest decision, of {all}:")
    else:
        costliest = translate("Coach", "Your costliest %n decisions, of {all}:", None, count)
    return costliest.format(all=report.decisions)


def note_lines(note: CoachNote, names: list[str]) -> list[str]:
    """One costly decision: when, the position, what was played and what was better, the cost, and why."""
    if isinstance(note.chosen, Propose):
        when = translate("Coach", "Your proposal")
    elif note.tricks_left > 1:
        tricks_left = note.tricks_left
        when = translate("Coach", "With %n tricks left", None, tricks_left)
    else:
        when = translate("Coach", "At the last trick")
    hand = " ".join(card_text(card) for card in note.hand)
    lines = [when, translate("Coach", "Your hand: {cards}").format(cards=hand)]
    if note.trick:
        trick = " ".join(card_text(card) for card in note.trick)
        lines.append(translate("Coach", "The trick so far: {cards}").format(cards=trick))
    elif not isinstance(note.chosen, Propose):
        lines.append(translate("Coach", "You were to lead."))
    lines.append(choice_words(note, names))
    lines.append(note.reason)
    return lines


def choice_words(note: CoachNote, names: list[str]) -> str:
    """What the player did and what the expert would have done, in the words of that kind of decision, and what
    it cost."""
    chosen, better = note.chosen, note.better
    cost = {"cost": decimal(note.cost), "error": decimal(note.error)}
    if type(chosen) is type(better) and isinstance(chosen, Propose | Play) and isinstance(better, Propose | Play):
        if isinstance(chosen, Propose):
            words = translate(
                "Coach",
                "You showed the {chosen}; the expert would have shown the {better}, worth about {cost} ± {error} "
                "points more.",
            )
        else:
            words = translate(
                "Coach",
                "You played the {chosen}; the expert would have played the {better}, worth about {cost} ± {error} "
                "points more.",
            )
        return words.format(chosen=describe_card(chosen.card), better=describe_card(better.card), **cost)
    if isinstance(chosen, Give) and isinstance(better, Give):
        if chosen.to == chosen.seat:
            words = translate(
                "Coach",
                "You kept the trick; the expert would have given it to {better}, worth about {cost} ± {error} points "
                "more.",
            )
        elif better.to == better.seat:
            words = translate(
                "Coach",
                "You gave the trick to {chosen}; the expert would have kept it, worth about {cost} ± {error} points "
                "more.",
            )
        else:
            words = translate(
                "Coach",
                "You gave the trick to {chosen}; the expert would have given it to {better}, worth about {cost} ± "
                "{error} points more.",
            )
        return words.format(chosen=names[chosen.to], better=names[better.to], **cost)
    words = translate(
        "Coach", "You chose {chosen}; the expert would have chosen {better}, worth about {cost} ± {error} points more."
    )  # fmt: skip
    name = names.__getitem__
    return words.format(chosen=action_words(chosen, name), better=action_words(better, name), **cost)


class CoachDialog(FittedDialog):
    """The coach's report for the deal just played; ``show_report`` brings it up to date."""

    def __init__(self, names: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Coach", TITLE))
        self.names = names
        outer = QVBoxLayout(self)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        body = QWidget()
        self._body = QVBoxLayout(body)
        scroll.setWidget(body)
        outer.addWidget(scroll)
        footnote = QLabel(
            translate(
                "Coach",
                "Each cost is the expert's estimate over many ways the unseen cards could lie, given only what you "
                "had seen then; only costs clear of the search's noise are shown.",
            )
        )
        footnote.setWordWrap(True)
        outer.addWidget(footnote)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self.resize(560, 480)
        self.show_report(None)

    def show_report(self, report: CoachReport | None) -> None:
        while self._body.count():
            item = self._body.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # at once: deleteLater waits for the event loop
                widget.deleteLater()
        self._add(status_text(report), bold=True)
        for note in report.notes if report is not None else ():
            self._body.addSpacing(self.fontMetrics().height() // 2)  # each decision apart from the one before
            for number, line in enumerate(note_lines(note, self.names)):
                self._add(line, bold=number == 0)
        self._body.addStretch(1)

    def texts(self) -> list[str]:
        """Every line shown, in order (what a screen reader reads, and what tests check)."""
        found = []
        for index in range(self._body.count()):
            item = self._body.itemAt(index)
            widget = item.widget() if item is not None else None
            if isinstance(widget, QLabel):
                found.append(widget.text())
        return found

    def _add(self, text: str, bold: bool = False) -> None:
        label = QLabel(text)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        if bold:
            font = label.font()
            font.setBold(True)
            label.setFont(font)
        self._body.addWidget(label)


def show_coach(parent: QWidget, names: list[str], coach: DealCoach) -> None:
    """The coach's report on the deal just played, kept up to date while it is open."""
    dialog = CoachDialog(names, parent)
    dialog.show_report(coach.report)
    coach.reported.connect(dialog.show_report)
    dialog.exec()
    coach.reported.disconnect(dialog.show_report)
