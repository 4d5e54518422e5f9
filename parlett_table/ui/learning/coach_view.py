""" "Your play, looked at again": the coach's verdict on the deal just played, in a dialog on the felt.

It shows the controller's ``CoachReport`` and follows it as it changes (looking, then the verdict): the
costliest few decisions, each with the position drawn in the player's own deck (the hand, the card chosen
raised and the expert's ringed in gold, and the trick under its players' names), what the expert would have
played, the estimated cost with its uncertainty and the reason; or that the deal was played well.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from PySide6.QtCore import Qt, SignalInstance
from PySide6.QtWidgets import QDialogButtonBox, QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...engine import Card, Give, Play, Propose
from ...engine.cards import describe_card
from ...engine.language import QT_TRANSLATE_NOOP, decimal, translate
from ...engine.words import action_words
from ...play.coach_report import CoachNote, CoachReport
from ..dialogs.error_notice import on_click
from ..look.fit import ContentScroll, FittedDialog, LastResortScroll, fit_to_content, forget_sizes
from ..look.style import card_frame, dialog_buttons, dress, text_label
from ..table.card_item import CardArt
from ..table.hand_order import hand_sort_key
from .review import CardRow, TrickView

TITLE = QT_TRANSLATE_NOOP("Coach", "Your play, looked at again")


NOTES_WIDTH = 520  # the notes' width when their cards need less: a comfortable line to read
HINDSIGHT_SAME = 1.0  # points: a smaller difference in hindsight is within the luck of its playouts
RAISE = 16  # how far the card the player chose stands above the rest of the hand (as at the table)

HandOrder = Callable[[Card, int], tuple[int, int]]  # where a card goes in the hand, given the trump (-1: none)
Reviewer = Callable[[int, QWidget], None]  # shows the deal in Review at the action of that index, over a dialog
Trier = Callable[[int, QWidget], object]  # sets the decision at that index out again at the table, closing the dialog


def table_order(card: Card, trump: int) -> tuple[int, int]:
    """The table's order at its default setting: the trump first, suits alternating in colour, high cards
    first."""
    return hand_sort_key(card, None, trump, True)


def card_text(card: Card, joker: str = "") -> str:
    """A card in a few characters: ``A♣``, ``10♥``, or the joker's name (``joker``, "Joker" if none)."""
    if card.is_joker or card.suit is None:
        return joker or translate("Coach", "Joker")
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
            "Coach", "You played this deal well: the expert found no clear improvement on any of your %n decisions.",
            None, decisions,
        )  # fmt: skip
    count = len(report.notes)
    if count == 1:
        costliest = translate("Coach", "Your costliest decision, of {all}:")
    else:
        costliest = translate("Coach", "Your costliest %n decisions, of {all}:", None, count)
    return costliest.format(all=report.decisions)


def par_text(report: CoachReport | None) -> str:
    """What the expert would have scored in the player's seat on the same cards (docs/coach.md), or what is being
    done about it; "" when there is no par to tell."""
    if report is None or report.looking:
        return ""
    if report.par_looking:
        return translate("Coach", "The expert is playing the deal again in your seat…")
    par = report.par
    if par is None:
        return ""
    if par.diverged_trick is None:
        words = translate("Coach", "Par: the expert would have played every card as you did, for the same {par}.")
    elif par.diverged_trick == 0:
        words = translate("Coach", "Par: the expert would have scored {par} in your seat (you scored {score}); "
                                   "it proposed another card, and from there the others' play may differ too.")
    else:
        words = translate("Coach", "Par: the expert would have scored {par} in your seat (you scored {score}); it "
                                   "first chose otherwise in trick {trick}, and from there the others' play may "
                                   "differ too.")  # fmt: skip
    return words.format(par=par.score, score=par.played, trick=par.diverged_trick)


def when_words(note: CoachNote) -> str:
    """When the decision was made: the proposal, or how many tricks were left."""
    if isinstance(note.chosen, Propose):
        return translate("Coach", "Your proposal")
    if note.tricks_left > 1:
        tricks_left = note.tricks_left
        return translate("Coach", "With %n tricks left", None, tricks_left)
    return translate("Coach", "At the last trick")


def hand_in_order(note: CoachNote, order: HandOrder = table_order) -> list[Card]:
    """The player's hand then, in the order the table showed it."""
    return sorted(note.hand, key=lambda card: order(card, note.trump))


def hand_words(note: CoachNote, joker: str = "", order: HandOrder = table_order) -> str:
    cards = " ".join(card_text(card, joker) for card in hand_in_order(note, order))
    return translate("Coach", "Your hand: {cards}").format(cards=cards)


def trick_words(note: CoachNote, joker: str = "") -> str:
    """The trick so far in words; "" for a proposal (no trick yet)."""
    if note.trick:
        cards = " ".join(card_text(card, joker) for card in note.trick)
        return translate("Coach", "The trick so far: {cards}").format(cards=cards)
    if isinstance(note.chosen, Propose):
        return ""
    return translate("Coach", "You were to lead.")


def choice_words(note: CoachNote, names: list[str]) -> str:
    """What the player did and what the expert would have done, in the words of that kind of decision (the numbers
    come after the card-play reason: ``cost_words``)."""
    chosen, better = note.chosen, note.better
    if type(chosen) is type(better) and isinstance(chosen, Propose | Play) and isinstance(better, Propose | Play):
        if isinstance(chosen, Propose):
            words = translate("Coach", "You showed the {chosen}; the expert would have shown the {better}.")
        else:
            words = translate("Coach", "You played the {chosen}; the expert would have played the {better}.")
        return words.format(chosen=describe_card(chosen.card), better=describe_card(better.card))
    if isinstance(chosen, Give) and isinstance(better, Give):
        if chosen.to == chosen.seat:
            words = translate("Coach", "You kept the trick; the expert would have given it to {better}.")
        elif better.to == better.seat:
            words = translate("Coach", "You gave the trick to {chosen}; the expert would have kept it.")
        else:
            words = translate("Coach", "You gave the trick to {chosen}; the expert would have given it to {better}.")
        return words.format(chosen=names[chosen.to], better=names[better.to])
    words = translate("Coach", "You chose {chosen}; the expert would have chosen {better}.")
    name = names.__getitem__
    return words.format(chosen=action_words(chosen, name), better=action_words(better, name))


def cost_words(note: CoachNote) -> str:
    """What the expert's choice was worth, as a player reads it (the uncertainty is in ``detail_words``)."""
    return translate("Coach", "It was worth about {cost} points more on average.").format(cost=decimal(note.cost))


def detail_words(note: CoachNote) -> str:
    """How the cost was worked out: the estimate with its uncertainty."""
    return translate(
        "Coach", "The expert's estimate: {cost} ± {error} points, over the ways the unseen cards could lie."
    ).format(cost=decimal(note.cost), error=decimal(note.error))  # fmt: skip


def hindsight_words(note: CoachNote) -> str:
    """How the two choices would have fared in the cards as they lay, every hand known ("" if not looked at)."""
    if note.hindsight is None:
        return ""
    points = decimal(abs(note.hindsight))
    if note.hindsight >= HINDSIGHT_SAME:
        words = translate(
            "Coach",
            "In hindsight, with every hand known, the expert's choice would have scored about {points} points more "
            "than yours in this deal.",
        )
    elif note.hindsight <= -HINDSIGHT_SAME:
        words = translate(
            "Coach",
            "In hindsight, with every hand known, yours would have scored about {points} points more than the "
            "expert's in this deal: the cards lay in your favour.",
        )
    else:
        words = translate("Coach", "In hindsight, with every hand known, both would have scored about the same in this "
                                   "deal.")  # fmt: skip
    return words.format(points=points)


class CoachDialog(FittedDialog):
    """The coach's report for the deal just played; ``show_report`` brings it up to date.

    ``art`` draws the cards as the table does (the player's deck and colours) and ``order`` sorts the hand as
    the table does; ``joker`` is the game's name for its joker, as its card face titles it ("Polonius" in
    Hamlet); ``game`` is the game's name; ``review``, if given, opens Review at a decision (every hand shown);
    ``trier``, if given, sets a decision out again at the table for the player to choose again (Try again).
    """

    def __init__(
        self,
        names: list[str],
        art: CardArt,
        joker: str = "",
        game: str = "",
        order: HandOrder = table_order,
        review: Reviewer | None = None,
        parent: QWidget | None = None,
        trier: Trier | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Coach", TITLE))
        self.names, self.art, self.joker, self.game, self.order = names, art, joker, game, order
        self.review, self.trier = review, trier
        root = dress(self)
        outer = QVBoxLayout(root)
        outer.setContentsMargins(16, 14, 16, 12)
        outer.setSpacing(10)
        header = QHBoxLayout()
        header.addWidget(text_label(translate("Coach", TITLE), "heading"))
        header.addSpacing(12)
        self.caption = text_label("", "caption")
        header.addWidget(self.caption, 0, Qt.AlignmentFlag.AlignBottom)
        header.addStretch(1)
        outer.addLayout(header)
        self._header = header
        self.status = text_label("", "title", wrap=True)
        outer.addWidget(self.status)
        self.legend = text_label(translate("Coach", "In each hand the card you chose stands raised, and the expert's "
                                           "choice is ringed in gold."), "small", wrap=True)  # fmt: skip
        outer.addWidget(self.legend)
        notes = QWidget()
        self._notes = QVBoxLayout(notes)
        self._notes.setContentsMargins(0, 0, 0, 0)
        self._notes.setSpacing(10)
        self._scroll = ContentScroll(notes)
        self._notes_area = LastResortScroll(self._scroll)  # scrolls sideways only on a tiny screen
        self._notes_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # one stop for the keys: the notes' own scroll
        outer.addWidget(self._notes_area, 1)
        footnote = text_label(
            translate(
                "Coach",
                "Each cost is the expert's estimate over many ways the unseen cards could lie, given only what you "
                "had seen then; only clear differences are shown.",
            ),
            "small",
            wrap=True,
        )
        outer.addWidget(footnote)
        buttons = dialog_buttons(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self._close = buttons.button(QDialogButtonBox.StandardButton.Close)
        self._readable: list[QLabel] = []  # every line shown, in reading order
        self._review_buttons: list[QPushButton] = []  # each decision's Show in Review, in reading order
        self.try_buttons: list[QPushButton] = []  # each decision's Try again, in reading order
        self._detail_buttons: list[QPushButton] = []  # each decision's How this was worked out, in reading order
        self.show_report(None)

    def show_report(self, report: CoachReport | None) -> None:
        while self._notes.count():
            item = self._notes.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.hide()  # at once: deleteLater waits for the event loop
                widget.deleteLater()
        if report is not None and self.game:
            caption = translate("Coach", "{game}, deal {number}")
            self.caption.setText(caption.format(game=self.game, number=report.deal_number))
        self.status.setText(" ".join(filter(None, (status_text(report), par_text(report)))))
        notes = report.notes if report is not None else ()
        marks = any(isinstance(note.chosen, Play | Propose) for note in notes)
        self.legend.setVisible(marks)
        self._readable = [self.status, self.legend] if marks else [self.status]
        self._review_buttons = []
        self.try_buttons = []
        self._detail_buttons = []
        for note in notes:
            self._notes.addWidget(self._note_card(note))
        # Tab in reading order: the notes, each decision's Show in Review and How this was worked out, Close (made
        # before the notes were).
        per_note = itertools.zip_longest(self.try_buttons, self._review_buttons, self._detail_buttons)
        chain = [self._scroll, *(button for pair in per_note for button in pair if button is not None), self._close]
        for before, after in itertools.pairwise(chain):
            QWidget.setTabOrder(before, after)
        self._notes.addStretch(1)
        self._notes_area.setVisible(bool(notes))
        # The notes' text wraps at the width the dialog will have, so their height is asked for at that width.
        forget_sizes(self)
        notes_width = self._scroll.content.sizeHint().width()
        self._scroll.preferred_width = max(NOTES_WIDTH, notes_width, self._header.sizeHint().width())
        fit_to_content(self)
        if not self.isVisible() or self.focusWidget() is None:  # the keys start on the notes (arrows scroll them)
            (self._scroll if notes else self._close).setFocus()

    def _note_card(self, note: CoachNote) -> QWidget:
        """One costly decision in a framed group: when, the hand and the trick drawn, the choice and the reason."""
        frame = card_frame()
        layout = QVBoxLayout(frame)
        layout.setContentsMargins(14, 10, 14, 12)
        layout.setSpacing(6)
        title = QHBoxLayout()
        title.setSpacing(12)
        layout.addLayout(title)
        self._line(title, text_label(when_words(note), "field"))
        title.addStretch(1)
        if self.trier is not None:
            again = QPushButton(translate("Coach", "Try again"))
            again.setProperty("quiet", True)
            again.setAutoDefault(False)
            again.setToolTip(translate("Coach", "This position at the table again, as you saw it then: choose again, "
                                                "then see the answer."))  # fmt: skip
            trier = self.trier
            on_click(again, lambda: trier(note.action_index, self))
            self.try_buttons.append(again)
            title.addWidget(again, 0, Qt.AlignmentFlag.AlignTop)
        if self.review is not None:
            button = QPushButton(translate("Coach", "Show in Review"))
            button.setProperty("quiet", True)
            button.setAutoDefault(False)
            button.setToolTip(translate("Coach", "The deal in Review at this trick, every hand face up."))
            review = self.review
            on_click(button, lambda: review(note.action_index, self))
            self._review_buttons.append(button)
            title.addWidget(button, 0, Qt.AlignmentFlag.AlignTop)
        position = QGridLayout()
        position.setHorizontalSpacing(16)
        position.setVerticalSpacing(2)
        hand = CardRow(self.art, self.joker, lift=RAISE)
        marked = [note.better.card] if isinstance(note.better, Play | Propose) else []
        raised = [note.chosen.card] if isinstance(note.chosen, Play | Propose) else []
        hand.set_cards(hand_in_order(note, self.order), marked=marked, raised=raised)
        self._pair(position, 0, translate("Coach", "Your hand"), hand, hand_words(note, self.joker, self.order))
        if note.trick:
            names = [self.names[(note.trick_leader + at) % len(self.names)] for at in range(len(note.trick))]
            trick = TrickView(self.art, self.joker, names)
            trick.set_trick(note.trick, names, None)
            self._pair(position, 1, translate("Coach", "The trick so far"), trick, trick_words(note, self.joker))
        position.setColumnStretch(0, 1)
        layout.addLayout(position)
        if not note.trick and not isinstance(note.chosen, Propose):
            self._line(layout, text_label(trick_words(note), "caption", wrap=True))
        # The card-play reason first (what the better card does, the rule of thumb behind it), then the number;
        # how the number was worked out is one click away.
        self._line(layout, text_label(choice_words(note, self.names), wrap=True))
        if note.effect:
            self._line(layout, text_label(note.effect_words(self.names), wrap=True))
        if note.principle:
            usual = translate("Coach", "The usual play here, and why: {reason}")
            usual = usual.format(reason=note.principle_words(self.names))
            self._line(layout, text_label(usual, wrap=True))
        self._line(layout, text_label(cost_words(note), wrap=True))
        self._add_details(layout, note)
        return frame

    def _add_details(self, layout: QVBoxLayout, note: CoachNote) -> None:
        """How the cost was worked out (the estimate, what the search saw, hindsight), behind a button."""
        details = QWidget()
        details.setProperty("details", True)
        lines = QVBoxLayout(details)
        lines.setContentsMargins(0, 0, 0, 0)
        lines.setSpacing(6)
        shown = [text_label(detail_words(note), "caption", wrap=True), text_label(note.reason, "caption", wrap=True)]
        if hindsight := hindsight_words(note):
            shown.append(text_label(hindsight, "caption", wrap=True))
        for label in shown:
            self._line(lines, label, hidden=True)
        details.hide()
        toggle = QPushButton(translate("Coach", "How this was worked out"))
        toggle.setProperty("quiet", True)
        toggle.setAutoDefault(False)
        toggle.setCheckable(True)
        toggle.setAccessibleDescription(translate("Coach", "Shows or hides the search's figures for this decision"))
        toggle.toggled.connect(lambda on: self._show_details(details, on))
        self._detail_buttons.append(toggle)
        layout.addWidget(toggle, 0, Qt.AlignmentFlag.AlignLeft)
        layout.addWidget(details)

    def _pair(self, grid: QGridLayout, column: int, title: str, cards: QWidget, words: str) -> None:
        """A row of cards under its title; a screen reader reads the cards as ``words``."""
        cards.setAccessibleName(words)
        label = text_label(title, "caption")
        label.setBuddy(cards)
        grid.addWidget(label, 0, column)
        grid.addWidget(cards, 1, column, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self._readable.append(label)

    def _line(self, layout: QVBoxLayout | QHBoxLayout, label: QLabel, hidden: bool = False) -> None:
        """A line of the notes, read in order (``hidden``: a detail, read only while its details are shown)."""
        label.setTextFormat(Qt.TextFormat.PlainText)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByKeyboard)
        layout.addWidget(label)
        self._readable.append(label)

    def _show_details(self, details: QWidget, on: bool) -> None:
        """A decision's figures shown or put away; the dialog fits its content again."""
        details.setVisible(on)
        forget_sizes(self)
        fit_to_content(self)

    def texts(self) -> list[str]:
        """Every line shown, in reading order, a row of cards as its words (what a screen reader reads, and what
        tests check)."""
        found = []
        for label in self._readable:
            holder = label.parentWidget()
            if holder is not None and holder.property("details") and holder.isHidden():
                continue  # a detail not shown
            buddy = label.buddy()
            found.append(buddy.accessibleName() if buddy is not None else label.text())
        return found


def show_coach(
    parent: QWidget,
    names: list[str],
    report: CoachReport | None,
    reported: SignalInstance,
    art: CardArt,
    joker: str,
    game: str,
    order: HandOrder,
    review: Reviewer | None = None,
    trier: Trier | None = None,
) -> None:
    """The coach's ``report`` on the deal just played, kept up to date while it is open (each new one comes with
    ``reported``, the coach's signal)."""
    dialog = CoachDialog(names, art, joker, game, order, review, parent, trier)
    dialog.show_report(report)
    reported.connect(dialog.show_report)
    dialog.exec()
    reported.disconnect(dialog.show_report)
