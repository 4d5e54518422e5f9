"""What a screen reader hears at the table: the events in words, the player's hand, and what was said.

The cards are drawn, not widgets, so a listener learns of the game only
through what is announced here.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtWidgets import QWidget

from ..engine import (
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
from ..engine.cards import describe_card
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
        allowed = f" You may play: {', '.join(playable)}." if playable else ""
        self.widget.setAccessibleDescription(f"Your hand: {hand}.{allowed}")
        self.parts.set("Your hand", f"{hand}.{allowed}" if hand else "")
        seats = [(view.leader + k) % view.players for k in range(len(view.current_trick))]
        played = [
            f"{names[seat] if seat < len(names) else f'Seat {seat + 1}'} the {describe_card(int(card))}"
            for seat, card in zip(seats, view.current_trick, strict=True)
        ]
        self.parts.set("Trick", ", ".join(played))

    def describe_scores(self, rows: Sequence[tuple[str, int]]) -> None:
        self.parts.set("Scores", ", ".join(f"{name} {score}" for name, score in rows))

    def show_prompt(self, text: str) -> None:
        """The line above the hand (what to do now, a hint, a refusal), kept for a screen reader to read again."""
        self.parts.set("Prompt", text)


def event_words(event: Event, names: Sequence[str], viewer: int) -> str:
    """An event in words for a listener: what a sighted player sees happen."""
    if isinstance(event, CardPlayed):
        return f"{names[event.seat]} plays the {describe_card(int(event.card))}."
    if isinstance(event, TrickWon):
        trick = event.trick
        given = "" if trick.winner == trick.taker else f", given by {names[trick.winner]}"
        return f"{names[trick.taker]} takes trick {event.number}{given}."
    if isinstance(event, ProposalsRevealed):
        shown = ", ".join(f"{names[s]} the {describe_card(int(card))}" for s, card in enumerate(event.cards))
        return f"Cards shown: {shown}."
    if isinstance(event, TrumpSettled):
        trump = f"Trump is {event.trump.plural}." if event.trump is not None else ""
        mine = event.roles[viewer] if event.roles else None
        if mine is None:
            return trump
        return f"{trump} You are {'the Hood' if mine == 'hood' else 'a ' + role_label(mine).lower()}."
    if isinstance(event, RolesRevealed):
        return "Roles: " + ", ".join(f"{names[s]} {role}" for s, role in enumerate(event.roles) if role) + "."
    if isinstance(event, DealScored):
        scores = ", ".join(f"{names[s]} {score}" for s, score in enumerate(event.outcome.scores))
        return f"{event.outcome.summary} Scores: {scores}."
    return ""
