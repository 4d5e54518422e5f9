"""The line above the player's hand, and how long it may stay: a message belongs to a moment and leaves with it.

No Qt here: a plain value the presenter draws (``TablePresenter.tell``).
"""

from __future__ import annotations

import enum


class MessageLifetime(enum.Enum):
    """How long a message above the hand may stay."""

    MOMENT = "moment"  # a prompt, hint or refusal: until the decision is made or the table moves on
    TRICK = "trick"  # words about the finished trick: until it is gathered, or the next decision
    DECISION = "decision"  # a notice (a save that failed): until the player's next decision comes


class MessageBoard:
    """The one line above the hand, and how long it stays."""

    def __init__(self) -> None:
        self.text = ""
        self.refusal = False
        self.lifetime = MessageLifetime.MOMENT

    def tell(self, text: str, refusal: bool = False, lifetime: MessageLifetime = MessageLifetime.MOMENT) -> None:
        self.text, self.refusal, self.lifetime = text, refusal, lifetime

    def end(self, *lifetimes: MessageLifetime) -> bool:
        """Clear the line if its message lives only as long as one of ``lifetimes``; True if it was cleared."""
        if self.text and self.lifetime in lifetimes:
            self.tell("")
            return True
        return False
