"""Reviewing a finished deal: every hand face up as dealt, and the tricks one by one.

The hands sit on the left, one fanned row per player with the cards already
played faded; the trick being stepped through is on the right, each card under
the name of the player who played it, the winning card raised and outlined and
the player who took it named.  The dialog fits its content and its screen: on
a 900×600 screen nothing scrolls; on a shorter one the hands (and the story of
the deal) scroll, and on one too small for the cards side by side the whole
body does.

From here the deal can be saved as a deal record (to share it, or to check
it with ``parlett-table replay``) or played again from the same cards.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal, SignalInstance
from PySide6.QtGui import QColor, QFont, QPainter, QPaintEvent, QPen, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QDialog,
    QGridLayout,
    QHBoxLayout,
    QPushButton,
    QSizePolicy,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from ...engine import Card, Deal, Trick, deal_to_record
from ...engine.cards import describe_card, sort_key
from ...engine.language import translate
from ..dialogs.error_notice import on_click
from ..dialogs.file_dialogs import save_file_name
from ..look.fit import ContentScroll, FittedDialog, LastResortScroll, fit_to_content, fit_to_screen
from ..look.layout import CARD_ASPECT
from ..look.style import card_frame, dress, text_label, warn
from ..look.style import dialog_font as font  # text at the Cards and text preference's scale
from ..look.theme import DIALOG
from ..table.card_item import CardArt
from ..words.game_words import joker_word, role_label
from .review_marks import trick_step as trick_step  # where the coach's "Show in Review" finds a decision's trick
from .review_study import STUDY_ROOM, ReviewStudy, Signs

if TYPE_CHECKING:
    from ...play.coach_report import CoachReport
    from ...play.review_analysis import DealAnalyst

CARD_WIDTH = 58  # large enough to read every index, at any deck
HAND_STEP = 0.5  # the share of a card's width shown before the next covers it, when there is room
TIGHTEST_STEP = 0.32  # never less: the corner index stays whole
TRICK_GAP = 6
NAME_PIXELS = 13
RAISE = 10  # how far the winning card of a trick stands above the others
CARD_MARGIN = 14  # inside the cards on the right
# The story of the deal and the trick (of up to five cards), inside the cards' margins and 1 px borders.
SIDE_WIDTH = 5 * (CARD_WIDTH + TRICK_GAP) + 2 * CARD_MARGIN + 2


def _card_height() -> float:
    return CARD_WIDTH * CARD_ASPECT


class CardRow(QWidget):
    """A hand, fanned: ``dim`` cards are drawn faded (already played), ``marked`` ones outlined, ``raised`` ones
    standing ``lift`` pixels above the others (a row made with no lift raises none)."""

    def __init__(self, art: CardArt, joker_title: str, parent: QWidget | None = None, lift: int = 0) -> None:
        super().__init__(parent)
        self.art = art
        self.joker_title = joker_title
        self.lift = lift
        self.cards: list[Card] = []
        self.dim: set[Card] = set()
        self.marked: set[Card] = set()
        self.raised: set[Card] = set()
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_cards(
        self, cards: Sequence[Card], dim: Sequence[Card] = (), marked: Sequence[Card] = (), raised: Sequence[Card] = ()
    ) -> None:
        self.cards = list(cards)
        self.dim, self.marked, self.raised = set(dim), set(marked), set(raised)
        self.updateGeometry()
        self.update()

    def _width_for(self, step: float) -> int:
        return round(CARD_WIDTH + CARD_WIDTH * step * max(0, len(self.cards) - 1)) + 4

    def sizeHint(self) -> QSize:
        return QSize(self._width_for(HAND_STEP), self.lift + round(_card_height()) + 4)

    def minimumSizeHint(self) -> QSize:
        return QSize(self._width_for(TIGHTEST_STEP), self.lift + round(_card_height()) + 4)

    def step(self) -> float:
        """How far apart the cards are drawn: as at the size hint when there is room, closer when not."""
        if len(self.cards) < 2:
            return 0.0
        room = (self.width() - 4 - CARD_WIDTH) / (len(self.cards) - 1)
        return max(CARD_WIDTH * TIGHTEST_STEP, min(CARD_WIDTH * HAND_STEP, room))

    def card_rects(self) -> list[QRectF]:
        step = self.step()
        return [
            QRectF(2 + index * step, 2 + (0 if card in self.raised else self.lift), CARD_WIDTH, _card_height())
            for index, card in enumerate(self.cards)
        ]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        dpr = self.devicePixelRatioF()
        for card, rect in zip(self.cards, self.card_rects(), strict=True):
            pixmap = self.art.face(card, CARD_WIDTH, dpr, self.joker_title)
            painter.setOpacity(0.3 if card in self.dim else 1.0)
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
            painter.setOpacity(1.0)
            if card in self.marked:
                painter.setPen(QPen(DIALOG.accent, 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
        painter.end()


class TrickView(QWidget):
    """One trick: each card over the name of its player, in play order; the winning card raised and outlined.

    A name too long for its card's column wraps, between words or, for one
    long word, anywhere: it is always shown whole, never cut short.
    """

    def __init__(self, art: CardArt, joker_title: str, players: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.art = art
        self.joker_title = joker_title
        self.players = len(players)
        self.cards: list[Card] = []
        self.names: list[str] = []
        self.winner: Card | None = None
        self.signs: Signs = {}  # the marks of the reviewed seat's card, drawn at its corner
        # Room for the longest name of the deal in the narrowest column, so no step changes the height.
        self._names_height = max(_wrapped_height(name, font(NAME_PIXELS, bold=True), _NARROWEST) for name in players)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)

    def set_trick(self, cards: Sequence[Card], names: Sequence[str], winner: Card | None) -> None:
        self.cards, self.names, self.winner = list(cards), list(names), winner
        self.update()

    def sizeHint(self) -> QSize:
        width = self.players * _NARROWEST
        return QSize(width, RAISE + round(_card_height()) + 4 + math.ceil(self._names_height))

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def _column_width(self) -> float:
        """Each card's share of the width (its name may use all of it)."""
        return max(_NARROWEST, self.width() / max(1, len(self.cards)))

    def card_rects(self) -> list[QRectF]:
        column = self._column_width()
        left = (self.width() - column * len(self.cards)) / 2 + (column - CARD_WIDTH) / 2
        return [
            QRectF(left + index * column, 0 if card == self.winner else RAISE, CARD_WIDTH, _card_height())
            for index, card in enumerate(self.cards)
        ]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        dpr = self.devicePixelRatioF()
        name_top = RAISE + _card_height() + 4
        column = self._column_width()
        for card, name, rect in zip(self.cards, self.names, self.card_rects(), strict=True):
            wins = card == self.winner
            pixmap = self.art.face(card, CARD_WIDTH, dpr, self.joker_title)
            painter.drawPixmap(rect, pixmap, QRectF(pixmap.rect()))
            if wins:
                painter.setPen(QPen(DIALOG.accent, 3))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-1.5, -1.5, 1.5, 1.5), 5, 5)
            if card in self.signs:
                self._draw_sign(painter, rect, *self.signs[card])
            painter.setPen(DIALOG.accent if wins else DIALOG.text)
            painter.setFont(font(NAME_PIXELS, bold=wins))
            label = QRectF(rect.center().x() - column / 2, name_top, column, self._names_height)
            painter.drawText(label, name, _name_wrapping())
        painter.end()


    def _draw_sign(self, painter: QPainter, card: QRectF, sign: str, colour: QColor) -> None:
        """A mark's sign (★ ?! …) on a disc inside the card's top right corner (no index there), in its colour."""
        painter.setFont(font(12, bold=True))
        width = max(20.0, painter.fontMetrics().horizontalAdvance(sign) + 10.0)
        disc = QRectF(card.right() - width - 2, card.top() + 2, width, 20)
        painter.setPen(QPen(DIALOG.card, 1.5))
        painter.setBrush(colour)
        painter.drawRoundedRect(disc, 10, 10)
        painter.setPen(DIALOG.accent_text)
        painter.drawText(disc, Qt.AlignmentFlag.AlignCenter, sign)


_NARROWEST = CARD_WIDTH + TRICK_GAP  # a card's column in the trick, when five share the width


def _name_wrapping() -> QTextOption:
    option = QTextOption(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
    option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    return option


def _wrapped_height(text: str, text_font: QFont, width: float) -> float:
    """How tall ``text`` is when wrapped as a name under a trick card, ``width`` wide."""
    layout = QTextLayout(text, text_font)
    layout.setTextOption(_name_wrapping())
    layout.beginLayout()
    height = 0.0
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        line.setPosition(QPointF(0, height))
        height += line.height()
    layout.endLayout()
    return height


class ReviewDialog(FittedDialog):
    """A finished deal, hands face up, stepped through trick by trick."""

    play_again = Signal(object)  # Deal: the same cards, to be played again

    def __init__(
        self, deal: Deal, names: Sequence[str], art: CardArt, parent: QWidget | None = None, reader: int | None = None
    ) -> None:
        """``reader`` is the player's seat, called "you" in the explanation (None in a demo)."""
        super().__init__(parent)
        self.deal, self.names, self.reader = deal, list(names), reader
        if deal.seed is not None:
            title = translate("Review", "Review of {game}, deal no. {seed}")
            subtitle = translate("Review", "{game}, deal no. {seed}")
        else:
            title = translate("Review", "Review of {game}")
            subtitle = "{game}"
        self.setWindowTitle(title.format(game=deal.game.name, seed=deal.seed))
        self.joker = joker_word(deal.game)
        root = dress(self)
        layout = QVBoxLayout(root)
        layout.setContentsMargins(16, 14, 16, 12)
        layout.setSpacing(10)
        header = QHBoxLayout()
        header.addWidget(text_label(translate("Review", "Review"), "heading"))
        header.addSpacing(12)
        caption = text_label(subtitle.format(game=deal.game.name, seed=deal.seed), "caption")
        header.addWidget(caption, 0, Qt.AlignmentFlag.AlignBottom)
        header.addStretch(1)
        self.study = ReviewStudy(deal, self.names, reader, self.joker, self._step_to, self._show_signs, self)
        header.addWidget(self.study.header(), 0, Qt.AlignmentFlag.AlignBottom)  # the seat whose play is marked
        layout.addLayout(header)

        body = QWidget()
        columns = QHBoxLayout(body)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.setSpacing(12)
        self.hands = self._build_hands(art)
        columns.addWidget(self.hands, 1)
        columns.addLayout(self._build_side(art))
        layout.addWidget(LastResortScroll(body), 1)

        buttons = QHBoxLayout()
        save = QPushButton(translate("Review", "&Save deal record…"))
        save.setProperty("quiet", True)
        again = QPushButton(translate("Review", "Play this deal &again"))
        again.setProperty("quiet", True)
        close = QPushButton(translate("Review", "Close"))
        for button in (save, again, close):
            button.setAutoDefault(False)
        buttons.addWidget(save)
        buttons.addWidget(again)
        buttons.addStretch(1)
        buttons.addWidget(close)
        layout.addLayout(buttons)

        self.previous.clicked.connect(lambda: self.slider.setValue(self.slider.value() - 1))
        self.next.clicked.connect(lambda: self.slider.setValue(self.slider.value() + 1))
        self.slider.valueChanged.connect(self.show_step)
        on_click(save, self.save_record)  # never ``clicked``'s ``checked`` as the path
        on_click(again, self._again)
        close.clicked.connect(self.accept)
        self.show_step(0)
        fit_to_content(self)
        self.next.setFocus()

    def _build_hands(self, art: CardArt) -> ContentScroll:
        content = QWidget()
        grid = QGridLayout(content)
        grid.setContentsMargins(0, 0, 0, 0)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(8)
        self.rows: list[CardRow] = []
        for seat in range(self.deal.players):
            words = QVBoxLayout()
            words.setSpacing(0)
            name = text_label(self.names[seat], "field", wrap=True)
            name.setMinimumWidth(72)
            words.addWidget(name)
            words.addWidget(text_label(self._role(seat), "caption", wrap=True))
            words.addStretch(1)
            grid.addLayout(words, seat, 0)
            row = CardRow(art, self.joker)
            row.setAccessibleName(translate("Review", "{name}'s hand").format(name=self.names[seat]))
            self.rows.append(row)
            grid.addWidget(row, seat, 1)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(self.deal.players, 1)
        scroll = ContentScroll(content)
        scroll.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        return scroll

    def _build_side(self, art: CardArt) -> QVBoxLayout:
        side = QVBoxLayout()
        side.setSpacing(10)
        # The story of the deal (and the marks, the choices) scroll on a short screen; the trick under it stays.
        words = QWidget()
        words_layout = QVBoxLayout(words)
        words_layout.setContentsMargins(0, 0, 6, 0)
        words_layout.setSpacing(4)
        words_layout.addWidget(text_label(translate("Review", "How the deal went"), "title"))
        for line in self.deal.explain(self.names, self.reader):
            words_layout.addWidget(text_label(line, "caption", wrap=True))
        words_layout.addStretch(1)
        side.addWidget(self.study.notebook(words, SIDE_WIDTH, CARD_MARGIN), 1)

        trick = card_frame()
        trick.setMinimumWidth(SIDE_WIDTH)  # as wide as the notebook over it
        trick_layout = QVBoxLayout(trick)
        trick_layout.setContentsMargins(CARD_MARGIN, 10, CARD_MARGIN, 12)
        trick_layout.setSpacing(8)
        self.trick_label = text_label("", "title")
        trick_layout.addWidget(self.trick_label)
        self.trick_row = TrickView(art, self.joker, self.names)
        trick_layout.addWidget(self.trick_row)
        self.trick_story = text_label("", "caption", wrap=True)
        self._reserve_story_room(SIDE_WIDTH - 2 * CARD_MARGIN - 2)
        trick_layout.addWidget(self.trick_story)
        steps = QHBoxLayout()
        steps.setSpacing(8)
        self.previous = QPushButton(translate("Review", "◀ &Previous"))
        self.next = QPushButton(translate("Review", "&Next ▶"))
        self.next.setProperty("accent", True)
        for button in (self.previous, self.next):
            button.setAutoDefault(False)
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(self.deal.tricks))
        self.slider.setAccessibleName(translate("Review", "Trick"))
        steps.addWidget(self.previous)
        steps.addWidget(self.slider, 1)
        steps.addWidget(self.next)
        trick_layout.addLayout(steps)
        side.addWidget(trick)
        return side

    def _reserve_story_room(self, width: int) -> None:
        """As tall as the longest trick's sentence, so stepping never squeezes the trick or moves the buttons."""
        self.trick_story.ensurePolished()
        tallest = 0
        for step in range(len(self.deal.tricks) + 1):
            self.trick_story.setText(self._story(step))
            tallest = max(tallest, self.trick_story.heightForWidth(width))
        self.trick_story.setMinimumHeight(tallest)

    def _role(self, seat: int) -> str:
        roles = self.deal.outcome().roles if self.deal.is_over else self.deal.roles
        role = roles[seat]
        won = self.deal.tricks_won[seat]
        tricks = translate("Review", "%n tricks", None, won)
        return f"{role_label(role)}, {tricks}" if role else tricks

    def show_step(self, step: int) -> None:
        """Step 0: the hands as dealt; step k: after trick k, that trick shown."""
        tricks = self.deal.tricks
        played: list[Card] = [card for trick in tricks[:step] for card in trick.cards]
        for seat, row in enumerate(self.rows):
            cards = sorted(self.deal.dealt_hand(seat), key=sort_key)
            current = [tricks[step - 1].card_of(seat)] if step else []
            row.set_cards(cards, dim=[card for card in played if card not in current], marked=current)
        self.trick_label.setText(translate(
            "Review",
            "Trick {number} of {count}",
        ).format(number=step, count=len(tricks)) if step else translate(
            "Review",
            "The hands as dealt",
        ))
        self.trick_story.setText(self._story(step))
        if step == 0:
            self.trick_row.set_trick([], [], None)
        else:
            trick = tricks[step - 1]
            names = [self.names[seat] for seat, _ in trick.plays()]
            self.trick_row.set_trick(trick.cards, names, trick.card_of(trick.winner))
        self.previous.setEnabled(step > 0)
        self.next.setEnabled(step < len(tricks))
        if self.slider.value() != step:
            self.slider.setValue(step)
        self.study.show_step(step)

    def study_play(
        self, analyst: DealAnalyst | None, coach: CoachReport | None = None, reported: SignalInstance | None = None
    ) -> None:
        """Mark the play (``ReviewStudy.begin``) and make room for the marks and choices."""
        self.study.begin(analyst, coach, reported)
        fit_to_content(self)  # every part polished, in the dialog's style
        self.study.widen()
        fit_to_content(self)
        if self.study.studying:  # taller where the screen has room: the marks and choices take it
            fit_to_screen(self, self.size() + QSize(0, STUDY_ROOM))

    def _step_to(self, step: int) -> None:
        self.slider.setValue(step)  # shows it (``show_step``)

    def _show_signs(self, signs: Signs) -> None:
        self.trick_row.signs = signs
        self.trick_row.update()

    def done(self, result: int) -> None:
        self.study.close()  # its errands in the worker stop
        super().done(result)

    def _story(self, step: int) -> str:
        """What happened in trick ``step`` (0: how to step through them), in a sentence."""
        tricks = self.deal.tricks
        if step == 0:
            count = len(tricks)
            return translate("Review", "%n tricks were played. Step through them with Next.", None, count)
        trick = tricks[step - 1]
        return f"{self._lead_words(trick.leader)} {self._take_words(trick)}"

    def _lead_words(self, leader: int) -> str:
        """Who led the trick, in a sentence: "You led." for the reader."""
        if leader == self.reader:
            return translate("Review", "You led.")
        return translate("Review", "{leader} led.").format(leader=self.names[leader])

    def _take_words(self, trick: Trick) -> str:
        """Who took the trick and with which card (and who gave it, when the winner gave it away), in a sentence
        with the reader as "you"."""
        card = self._card_name(trick.card_of(trick.winner))
        names, you = self.names, self.reader
        if trick.taker == trick.winner:
            if trick.taker == you:
                return translate("Review", "You took it with the {card}.").format(card=card)
            return translate("Review", "{took} took it with the {card}.").format(took=names[trick.taker], card=card)
        if trick.winner == you:
            return translate("Review", "You gave it to {took} with the {card}.").format(took=names[trick.taker],
                                                                                     card=card)  # fmt: skip
        if trick.taker == you:
            return translate("Review", "{giver} gave it to you with the {card}.").format(giver=names[trick.winner],
                                                                                      card=card)  # fmt: skip
        return translate("Review", "{giver} gave it to {took} with the {card}.").format(
            giver=names[trick.winner], took=names[trick.taker], card=card)  # fmt: skip

    def _card_name(self, card: Card) -> str:
        return self.joker if card.is_joker else describe_card(card)

    def save_record(self, path: str | None = None) -> bool:
        """Write the deal record as JSON (asking where when ``path`` is None); False if nothing was written."""
        if path is None:
            suggested = f"{self.deal.game.id}-{self.deal.seed or 'deal'}.parlett"  # JSON inside; opens on double-click
            title = translate("Review", "Save deal record")
            path = save_file_name(self, title, suggested, translate("Review", "Deal records (*.parlett)"))
            if not path:
                return False
        try:
            Path(path).write_text(json.dumps(deal_to_record(self.deal), indent=1) + "\n", encoding="utf-8")
        except OSError as error:
            warn(
                self,
                translate("Review", "Save deal record"),
                translate("Review", "The deal could not be saved: {problem}.").format(problem=error.strerror or error),
            )
            return False
        return True

    def _again(self) -> None:
        self.play_again.emit(self.deal)
        self.accept()
        over = self.parentWidget()
        if isinstance(over, QDialog):  # opened over a dialog on the deal just replaced (the coach's): it goes too
            over.reject()
