"""What a client may send the table server, read and checked: every problem is a ``ProtocolError`` whose
one-line message names the field.

Every message is a JSON object ``{"v": 1, "type": ..., ...}`` (``docs/protocol.md``; ``schema.json`` is the
same in JSON Schema).  Nothing here touches a table: a message that fails here changes nothing.

>>> parse('{"v": 1, "type": "chat", "text": "hi"}')
{'v': 1, 'type': 'chat', 'text': 'hi'}
>>> parse('{"v": 2, "type": "chat", "text": "hi"}')
Traceback (most recent call last):
...
parlett_table.server.protocol.ProtocolError: v: version 2 is not spoken here (this server speaks 1)
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Callable
from typing import Any

from ..ai import LEVELS
from ..engine import GAMES
from ..engine.jsonform import json_type
from ..net.wire import MAX_CHAT as MAX_CHAT
from ..net.wire import MAX_NAME as MAX_NAME
from ..net.wire import VERSION as VERSION

MAX_MESSAGE_BYTES = 8192  # a client's message: an act is about 80 bytes, a create with every option under 400
MAX_OPTIONS = 16
MAX_CODE = 32
MAX_TOKEN = 64
GRACE = (10, 86_400)  # a table's grace time, seconds

# Every error a client can be sent, by its ``error`` field.
ERRORS = (
    "malformed",  # not JSON, not an object, a field missing, unknown or of the wrong kind
    "version",  # a protocol version this server does not speak
    "too_big",  # larger than MAX_MESSAGE_BYTES
    "flood",  # too many messages too fast
    "not_seated",  # a table message before create, join or rejoin
    "seated",  # create, join or rejoin on a connection that already has a seat
    "unknown_table",  # no table with that code (or it was removed)
    "bad_token",  # the token is not that table's
    "table_full",  # every seat is taken
    "too_many_tables",  # this address has as many open tables as it may
    "bad_options",  # the game, its players or options are not allowed
    "not_host",  # only the table's creator starts it
    "started",  # the match has started (start again, join an empty seat)
    "not_started",  # an act before the match starts
    "stale",  # the act answers an older state of the table
    "not_your_seat",  # the act names another seat
    "not_your_turn",  # the seat is not the one to move
    "illegal",  # the rules forbid it
    "over",  # the match is over
    "busy",  # the server has as many tables as it takes
)


class ProtocolError(Exception):
    """A message the server refuses: ``error`` is one of ``ERRORS``, ``field`` where, ``message`` why."""

    def __init__(self, error: str, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}" if field else message)
        self.error = error
        self.field = field
        self.message = message


def malformed(field: str, message: str) -> ProtocolError:
    return ProtocolError("malformed", field, message)


def decode(data: str | bytes) -> dict[str, Any]:
    """A frame's text to a JSON object, within the size; any problem is a ``ProtocolError``."""
    if isinstance(data, bytes):
        raise malformed("", "expected a text frame of JSON, got a binary frame")
    if len(data) > MAX_MESSAGE_BYTES or len(data.encode("utf-8", "surrogatepass")) > MAX_MESSAGE_BYTES:
        raise ProtocolError("too_big", "", f"a message is at most {MAX_MESSAGE_BYTES} bytes")
    try:
        value = json.loads(data, parse_constant=_no_constant)
    except json.JSONDecodeError as error:
        raise malformed("", f"not JSON: {error.msg} at column {error.colno}") from None
    except RecursionError:
        raise malformed("", "not JSON this server reads: nested too deeply") from None
    except ValueError as error:  # a constant, or an integer of too many digits
        raise malformed("", f"not JSON this server reads: {error}") from None
    if not isinstance(value, dict):
        raise malformed("", f"expected a JSON object, got {json_type(value)}")
    return value


def _no_constant(name: str) -> object:
    raise ValueError(f"{name} is not a JSON value")


def parse(data: str | bytes) -> dict[str, Any]:
    """A client's message, checked: its version, its type and each of its fields."""
    message = decode(data)
    if "v" not in message:
        raise ProtocolError("version", "v", f"missing: every message names the protocol version ({VERSION})")
    version = message["v"]
    if version != VERSION or not _is_int(version):
        spoken = f"this server speaks {VERSION}"
        raise ProtocolError("version", "v", f"version {_shown(version)} is not spoken here ({spoken})")
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in CHECKS:
        raise malformed("type", f"expected one of {', '.join(CHECKS)}, got {_shown(kind)}")
    check = CHECKS[kind]
    fields, required = FIELDS[kind]
    for key in message:
        if key not in ("v", "type", *fields):
            raise malformed(_key(key), f"unknown field of a {kind} message")
    for key in required:
        if key not in message:
            raise malformed(key, f"missing from a {kind} message")
    check(message)
    return message


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _shown(value: object) -> str:
    text = json.dumps(value, ensure_ascii=True)
    return text if len(text) <= 24 else text[:21] + "..."


def _key(key: str) -> str:
    """A key as a field name in a one-line message."""
    return clean(key, MAX_NAME) or "?"


def clean(text: str, limit: int) -> str:
    """``text`` without control, format or unassigned characters, its white space runs made one space, and cut
    to ``limit`` characters.

    >>> clean("Ann\\x1b[31m\\u202e  Lee\\n", 24)
    'Ann[31m Lee'
    """
    kept = "".join(" " if c.isspace() else c for c in text if c.isspace() or unicodedata.category(c)[0] != "C")
    return " ".join(kept.split())[:limit]


def _string(message: dict[str, Any], key: str, limit: int, optional: bool = False) -> None:
    """The field is a string; cleaned in place (a name, a chat line), and not empty after cleaning."""
    if optional and key not in message:
        return
    value = message[key]
    if not isinstance(value, str):
        raise malformed(key, f"expected a string, got {json_type(value)}")
    if len(value) > 4 * limit:
        raise malformed(key, f"at most {limit} characters")
    cleaned = clean(value, limit)
    if not cleaned:
        raise malformed(key, "empty")
    message[key] = cleaned


def _token_like(message: dict[str, Any], key: str, limit: int) -> None:
    """A code or a token: a string of letters, digits, ``-`` and ``_``, as the server makes them."""
    value = message[key]
    if not isinstance(value, str):
        raise malformed(key, f"expected a string, got {json_type(value)}")
    if not 0 < len(value) <= limit or not all(c.isascii() and (c.isalnum() or c in "-_") for c in value):
        raise malformed(key, f"expected up to {limit} letters, digits, - and _")


def _check_create(message: dict[str, Any]) -> None:
    game = message["game"]
    if not isinstance(game, str) or game not in GAMES:
        raise ProtocolError("bad_options", "game", f"expected one of {', '.join(GAMES)}, got {_shown(game)}")
    players = message.get("players")
    if players is not None and not _is_int(players):
        raise malformed("players", f"expected an integer or null, got {json_type(players)}")
    options = message.get("options", {})
    if not isinstance(options, dict):
        raise malformed("options", f"expected an object, got {json_type(options)}")
    if len(options) > MAX_OPTIONS:
        raise malformed("options", f"at most {MAX_OPTIONS} options")
    for key, value in options.items():
        if not (value is None or isinstance(value, (bool, int, str))) or (isinstance(value, str) and len(value) > 40):
            raise malformed(f"options.{_key(key)}", "expected a short string, a number or a boolean")
    level = message.get("level", "standard")
    if level not in LEVELS:
        raise ProtocolError("bad_options", "level", f"expected one of {', '.join(LEVELS)}, got {_shown(level)}")
    _check_levels(message)
    grace = message.get("grace")
    if grace is not None and (not _is_int(grace) or not GRACE[0] <= grace <= GRACE[1]):
        raise malformed("grace", f"expected whole seconds from {GRACE[0]} to {GRACE[1]}, got {_shown(grace)}")
    _string(message, "name", MAX_NAME)


def _check_levels(message: dict[str, Any]) -> None:
    """``levels``: one level for each seat after the creator's, instead of one ``level`` for all of them.

    >>> _check_levels({"game": "hoodwink", "levels": ["beginner", "expert"]})
    >>> _check_levels({"game": "hoodwink", "levels": ["expert"]})
    Traceback (most recent call last):
    ...
    parlett_table.server.protocol.ProtocolError: levels: expected 2 levels, one for each seat after yours, got 1
    """
    if "levels" not in message:
        return
    if "level" in message:
        raise malformed("levels", "give level (one for every computer seat) or levels (one a seat), not both")
    levels = message["levels"]
    if not isinstance(levels, list):
        raise malformed("levels", f"expected an array, got {json_type(levels)}")
    for number, level in enumerate(levels):
        if level not in LEVELS:
            got = _shown(level)
            raise ProtocolError("bad_options", f"levels.{number}", f"expected one of {', '.join(LEVELS)}, got {got}")
    game = GAMES[message["game"]]
    players = game.default_players if message.get("players") is None else message["players"]
    if players in game.player_counts and len(levels) != players - 1:  # a count not allowed: the players' error
        expected = f"expected {players - 1} levels, one for each seat after yours, got {len(levels)}"
        raise ProtocolError("bad_options", "levels", expected)


def _check_join(message: dict[str, Any]) -> None:
    _token_like(message, "code", MAX_CODE)
    _string(message, "name", MAX_NAME)


def _check_rejoin(message: dict[str, Any]) -> None:
    _token_like(message, "code", MAX_CODE)
    _token_like(message, "token", MAX_TOKEN)
    seen = message.get("seen", 0)
    if not _is_int(seen) or not 0 <= seen <= 10_000:
        raise malformed("seen", f"expected the number of deals over that you were sent, got {_shown(seen)}")


def _check_act(message: dict[str, Any]) -> None:
    version = message["version"]
    if not _is_int(version) or not 0 <= version < 2**53:
        raise malformed("version", f"expected the table's version, a whole number, got {_shown(version)}")
    if not isinstance(message["action"], dict):
        raise malformed("action", f"expected an object, got {json_type(message['action'])}")


def _check_chat(message: dict[str, Any]) -> None:
    _string(message, "text", MAX_CHAT)


def _check_nothing(message: dict[str, Any]) -> None:
    pass


CHECKS: dict[str, Callable[[dict[str, Any]], None]] = {
    "create": _check_create,
    "join": _check_join,
    "rejoin": _check_rejoin,
    "start": _check_nothing,
    "act": _check_act,
    "chat": _check_chat,
    "leave": _check_nothing,
}
# Each type's fields besides v and type, and those of them it must have.
FIELDS: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "create": (("game", "players", "options", "name", "level", "levels", "grace"), ("game", "name")),
    "join": (("code", "name"), ("code", "name")),
    "rejoin": (("code", "token", "seen"), ("code", "token")),
    "start": ((), ()),
    "act": (("version", "action"), ("version", "action")),
    "chat": (("text",), ("text",)),
    "leave": ((), ()),
}


_ENCODER = json.JSONEncoder(ensure_ascii=False, separators=(",", ":"))  # made once: json.dumps makes one a call


def encode(message: Any) -> str:
    """A message (or a part of one) as the compact JSON text sent."""
    return _ENCODER.encode(message)


def error_message(error: ProtocolError, reply_to: str | None = None) -> dict[str, Any]:
    """The error message that answers a refused message."""
    message: dict[str, Any] = {"v": VERSION, "type": "error", "error": error.error, "message": str(error)}
    if error.field:
        message["field"] = error.field
    if reply_to is not None:
        message["reply_to"] = reply_to
    return message
