"""Errors the engine raises, each carrying structured fields and readable text."""

from __future__ import annotations


class IllegalActionError(ValueError):
    """An action the rules forbid.

    ``str(error)`` is the sentence for the player ("You must follow suit: you
    hold a spade"); ``record_line`` is the sentence for a replay report
    ("seat 2 must follow suit (holds a spade), played 9H").  ``rule`` is a
    stable identifier of the rule broken, for tests and programs.
    """

    def __init__(
        self,
        seat: int,
        rule: str,
        action: object,
        player_text: str,
        record_text: str,
    ) -> None:
        super().__init__(player_text)
        self.seat = seat
        self.rule = rule
        self.action = action
        self.player_text = player_text
        self.record_text = record_text

    @property
    def record_line(self) -> str:
        return f"seat {self.seat} {self.record_text}"


class OptionError(ValueError):
    """A game option, player count or game id that is not allowed; ``field`` says which."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}" if field else message)
        self.field = field
        self.message = message


class RecordError(ValueError):
    """A deal record that breaks the format or the rules; ``where`` is the path in it."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}" if where else message)
        self.where = where
        self.message = message


class RecordFileError(RecordError):
    """A file that cannot hold a deal record at all (not an ordinary file, too large, not UTF-8, unreadable)."""

    def __init__(self, message: str) -> None:
        super().__init__("", message)
