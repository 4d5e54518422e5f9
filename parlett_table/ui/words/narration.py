"""What a screen reader hears at the table: the events in words, the player's hand, and what was said.

The cards are drawn, not widgets, so a listener learns of the game only
through what is announced here.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QWidget

from ...engine import (
    CardPlayed,
    DealScored,
    Event,
    Play,
    ProposalsRevealed,
    Propose,
    RolesRevealed,
    SeatView,
    TrickWon,
    TrumpSettled,
)
from ...engine.cards import describe_card
from ...engine.language import translate
from ...engine.words import your_role
from .announce import announce
from .game_words import role_label
from .table_access import TableParts

REMEMBERED = 50  # how many of the latest announcements are kept (tests and the log read them)


class Narrator:
    """Announces to assistive technology through ``widget`` (the table's view) and keeps the latest words."""

    def __init__(self, widget: QWidget) -> None:
        self.widget = widget
        self.announcements: list[str] = []  # the latest things said to screen readers, newest last
        self.parts = TableParts(widget)  # the hand, the trick, the scores and the prompt, for a screen reader

    def say(self, text: str) -> None:
        """Tell screen readers, and remember it."""
        if text:
            self.announcements = [*self.announcements[-(REMEMBERED - 1):], text]
            announce(self.widget, text)

    def describe_hand(self, view: SeatView, names: Sequence[str] = ()) -> None:
        """Your hand and what you may play (the view's description too), and the trick on the table."""
        hand = ", ".join(describe_card(int(card)) for card in view.hand)
        playable = [describe_card(int(a.card)) for a in view.legal_actions if isinstance(a, (Play, Propose))]
        if playable:
            allowed = " " + translate("Narration", "You may play: {cards}.").format(cards=", ".join(playable))
        else:
            allowed = ""
        description = translate("Narration", "Your hand: {cards}.").format(cards=hand) + allowed
        self.widget.setAccessibleDescription(description)
        self.parts.set("Your hand", f"{hand}.{allowed}" if hand else "")
        seats = [(view.leader + k) % view.players for k in range(len(view.current_trick))]
        each = translate("Narration", "{player} the {card}")
        played = [
            each.format(player=_name(names, seat), card=describe_card(int(card)))
            for seat, card in zip(seats, view.current_trick, strict=True)
        ]
        self.parts.set("Trick", ", ".join(played))

    def describe_scores(self, rows: Sequence[tuple[str, int]]) -> None:
        self.parts.set("Scores", ", ".join(f"{name} {score}" for name, score in rows))

    def show_prompt(self, text: str) -> None:
        """The line above the hand (what to do now, a hint, a refusal), kept for a screen reader to read again."""
        self.parts.set("Prompt", text)


def _name(names: Sequence[str], seat: int) -> str:
    return names[seat] if seat < len(names) else translate("Narration", "Seat {number}").format(number=seat + 1)


def event_words(event: Event, names: Sequence[str], viewer: int) -> str:
    """An event in words for a listener: what a sighted player sees happen."""
    if isinstance(event, CardPlayed):
        words = translate("Narration", "{player} plays the {card}.")
        return words.format(player=names[event.seat], card=describe_card(int(event.card)))
    if isinstance(event, TrickWon):
        trick = event.trick
        if trick.winner == trick.taker:
            words = translate("Narration", "{taker} takes trick {number}.")
        else:
            words = translate("Narration", "{taker} takes trick {number}, given by {giver}.")
        return words.format(taker=names[trick.taker], number=event.number, giver=names[trick.winner])
    if isinstance(event, ProposalsRevealed):
        each = translate("Narration", "{player} the {card}")
        shown = ", ".join(
            each.format(player=names[s], card=describe_card(int(card))) for s, card in enumerate(event.cards)
        )
        return translate("Narration", "Cards shown: {cards}.").format(cards=shown)
    if isinstance(event, TrumpSettled):
        trump = "" if event.trump is None else translate(
            "Narration",
            "Trump is {suit}.",
        ).format(suit=event.trump.plural)
        mine = event.roles[viewer] if event.roles else None
        if mine is None:
            return trump
        return f"{trump} {your_role(mine)}"
    if isinstance(event, RolesRevealed):
        roles = ", ".join(
            translate("Narration", "{name} ({role})").format(name=names[s], role=role_label(role))
            for s, role in enumerate(event.roles)
            if role
        )
        return translate("Narration", "Roles: {roles}.").format(roles=roles)
    if isinstance(event, DealScored):
        scores = ", ".join(f"{names[s]} {score}" for s, score in enumerate(event.outcome.scores))
        return translate(
            "Narration",
            "{summary} Scores: {scores}.",
        ).format(summary=event.outcome.summary, scores=scores)
    return ""
