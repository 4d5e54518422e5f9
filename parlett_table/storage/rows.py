"""The history's rows as values, and the reading of their JSON columns (a damaged row is left out, never fatal).

Text is read through ``text`` (the connections' ``text_factory``): a column whose bytes are not UTF-8 reads as an
``Unreadable`` value, which no reader takes for a string, instead of raising in the middle of a query.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..engine import Seat
from ..kept.history_rows import MatchRow

if TYPE_CHECKING:
    from .history import History


class Damaged(Exception):
    """A row's JSON cannot be read, or does not fit its match."""


class Unreadable:
    """Text in the history that is not UTF-8, as read back: never a string, so it matches nothing and parses as
    nothing."""

    __slots__ = ("raw",)

    def __init__(self, raw: bytes) -> None:
        self.raw = raw

    def __repr__(self) -> str:
        return f"Unreadable({len(self.raw)} bytes)"


def text(raw: bytes) -> str | Unreadable:
    """SQLite's text as Python reads it: a string, or ``Unreadable`` if the bytes are not UTF-8."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return Unreadable(raw)


def _json(text: object) -> Any:
    if not isinstance(text, (str, bytes)):
        raise Damaged
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as error:
        raise Damaged from error


def json_or_none(text: object) -> Any:
    """A JSON column's value, or None if it cannot be read."""
    try:
        return _json(text)
    except Damaged:
        return None


def int_list(text: object) -> list[int]:
    value = _json(text)
    if not isinstance(value, list) or not all(type(item) is int for item in value):
        raise Damaged
    return value


def _is_seat(seat: object) -> bool:
    return isinstance(seat, dict) and all(isinstance(seat.get(key), str) for key in ("name", "player"))


def _match_row(row: tuple[Any, ...]) -> MatchRow:
    """A row of ``SELECT * FROM matches`` as a value; ``Damaged`` if it cannot be read."""
    options, seats = _json(row[3]), _json(row[4])
    totals = int_list(row[11]) if row[11] else None
    winners = int_list(row[12]) if row[12] else None
    human_seat = row[5]
    if not isinstance(row[1], str) or not isinstance(row[10], str):
        raise Damaged  # the game or the status
    if not isinstance(options, dict) or not isinstance(seats, list) or not all(_is_seat(s) for s in seats):
        raise Damaged
    if human_seat is not None and (
        type(human_seat) is not int
        or not 0 <= human_seat < len(seats)
        or (totals is not None and human_seat >= len(totals))
    ):
        raise Damaged
    if not _is_time(row[8]) or (row[9] is not None and not _is_time(row[9])):
        raise Damaged  # the list prints them as dates
    return MatchRow(
        id=row[0], game_id=row[1], players=row[2], options=options,
        seats=tuple(Seat(seat["name"], seat["player"]) for seat in seats),
        human_seat=human_seat, practice=bool(row[6]), first_seed=row[7], started=row[8], ended=row[9], status=row[10],
        totals=totals, winners=winners,
    )  # fmt: skip


def _is_time(value: object) -> bool:
    """Seconds since the epoch that make a date (from 1970 to the year 3000)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value < 32_503_680_000


def readable_match(row: tuple[Any, ...]) -> MatchRow | None:
    try:
        return _match_row(row)
    except Damaged:
        return None


def match_summary(row: tuple[Any, ...]) -> tuple[int | None, str | None, int]:
    """(the player's total, the result of a finished match, readable) for a row of ``SELECT * FROM matches``."""
    try:
        match = _match_row(row)
    except Damaged:
        return None, None, 0
    seat = match.human_seat
    total = match.totals[seat] if seat is not None and match.totals else None
    result = None
    if match.status == "finished" and seat is not None:
        result = "won" if match.won else "shared" if match.shared else "lost"
    return total, result, 1


def deal_lists(roles: object, tricks_won: object, scores: object, human_seat: object) -> tuple[list[Any], ...]:
    """A stored deal's roles, tricks won and scores (JSON), read and checked against its match's player seat."""
    return _checked_deal(_json(roles), int_list(tricks_won), int_list(scores), human_seat)


def _checked_deal(roles: Any, tricks_won: list[int], scores: list[int], human_seat: object) -> tuple[list[Any], ...]:
    if not isinstance(roles, list) or not all(role is None or isinstance(role, str) for role in roles):
        raise Damaged
    if not scores or not len(roles) == len(tricks_won) == len(scores):
        raise Damaged
    if human_seat is not None and (type(human_seat) is not int or not 0 <= human_seat < len(scores)):
        raise Damaged
    return roles, tricks_won, scores


Summary = tuple[int | None, str | None, int | None, int]  # the player's score, role, top score (1/0), readable


def deal_summary(roles: list[Any], tricks_won: list[int], scores: list[int], human_seat: object) -> Summary:
    """A deal's summary columns, from its outcome's lists."""
    try:
        _checked_deal(roles, tricks_won, scores, human_seat)
    except Damaged:
        return None, None, None, 0
    if not isinstance(human_seat, int):
        return None, None, None, 1  # no player at this table
    score = scores[human_seat]
    return score, roles[human_seat], int(score == max(scores)), 1


def stored_deal_summary(roles: object, tricks_won: object, scores: object, human_seat: object) -> Summary:
    """A deal's summary columns, from its stored JSON."""
    try:
        role_list, trick_list, score_list = deal_lists(roles, tricks_won, scores, human_seat)
    except Damaged:
        return None, None, None, 0
    return deal_summary(role_list, trick_list, score_list, human_seat)


class LazyMatches(Sequence[MatchRow | None]):
    """Matches by id, each read from the history when first asked for, with its neighbours (None if unreadable)."""

    PAGE = 64  # rows read at once: about what a list shows

    def __init__(self, history: History | None, ids: list[int]) -> None:
        self._history = history
        self._ids = ids
        self._rows: dict[int, MatchRow | None] = {}

    def __len__(self) -> int:
        return len(self._ids)

    def __getitem__(self, index: int) -> MatchRow | None:  # type: ignore[override]
        index = range(len(self._ids))[index]  # negative indexes, and IndexError past the end
        match_id = self._ids[index]
        if match_id not in self._rows and self._history is not None:
            page = self._ids[index - index % self.PAGE :][: self.PAGE]
            marks = ", ".join("?" * len(page))
            for row in self._history.query(f"SELECT * FROM matches WHERE id IN ({marks})", page):
                self._rows[row[0]] = self._history.match_row(row)
        return self._rows.get(match_id)

    def id(self, index: int) -> int:
        """The id of the match at ``index``, without reading its row."""
        return self._ids[index]
