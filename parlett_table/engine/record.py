"""Deal records (``parlett-deal/1``) and match documents (``parlett-match/1``).

The format is specified in ``shared/spec/deal-record.md``.  Reading checks the
format and then every action against the rules; any problem raises
``RecordError`` whose text names the place: ``actions[17]: seat 2 must follow
suit (holds a spade), played 9H``.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .actions import ActionFormatError, action_from_json
from .cards import Card, sort_key
from .deal import Deal
from .errors import IllegalActionError, OptionError, RecordError, RecordFileError
from .game import Game
from .jsonform import is_int, join_path, json_type, key_segment
from .match import Match
from .registry import game_class
from .seat import Seat

DEAL_FORMAT = "parlett-deal/1"
MATCH_FORMAT = "parlett-match/1"
DEAL_KEYS = ("format", "game", "players", "options", "dealer", "hands", "undealt", "actions", "seed")
DEAL_REQUIRED = ("format", "game", "players", "dealer", "hands", "actions")
MATCH_KEYS = ("format", "game", "players", "options", "seats", "practice", "deals")
REPORT_KEYS = (
    "game", "players", "complete", "trump", "aim", "roles", "tricks", "tricks_won", "scores", "to_move",
)  # fmt: skip


def parse_json(text: str) -> Any:
    """JSON text to a value; ``RecordError`` saying where it is malformed."""
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except json.JSONDecodeError as error:
        raise RecordError("", f"not valid JSON: {error.msg} at line {error.lineno} column {error.colno}") from None
    except RecordError:
        raise
    except RecursionError:
        raise RecordError("", "not valid JSON: nested too deeply") from None
    except ValueError:  # an integer of more digits than Python converts
        raise RecordError("", "not valid JSON: a number has too many digits") from None


def _reject_constant(name: str) -> object:
    raise RecordError("", f"not valid JSON: {name} is not a JSON value")


# --- reading ------------------------------------------------------------------------


def _game_of(obj: Mapping[str, Any], where: str = "") -> Game:
    prefix = f"{where}." if where else ""
    try:
        cls = game_class(obj["game"])
    except OptionError as error:
        raise RecordError(f"{prefix}game", error.message) from None
    players = obj["players"]
    if not is_int(players):
        raise RecordError(f"{prefix}players", f"expected an integer, got {json_type(players)}")
    options = obj.get("options", {})
    if not isinstance(options, dict):
        raise RecordError(f"{prefix}options", f"expected an object, got {json_type(options)}")
    try:
        return cls(players, options)
    except OptionError as error:
        raise RecordError(join_path(where, error.field), error.message) from None


def _cards(value: object, where: str) -> list[Card]:
    if not isinstance(value, list):
        raise RecordError(where, f"expected an array of card codes, got {json_type(value)}")
    cards = []
    for i, code in enumerate(value):
        if not isinstance(code, str):
            raise RecordError(f"{where}[{i}]", f"expected a card code, got {json_type(code)}")
        try:
            cards.append(Card.parse(code))
        except ValueError as error:
            raise RecordError(f"{where}[{i}]", str(error)) from None
    return cards


def _check_keys(obj: object, allowed: tuple[str, ...], required: tuple[str, ...], where: str) -> None:
    if not isinstance(obj, dict):
        raise RecordError(where, f"expected a JSON object, got {json_type(obj)}")
    for key in obj:
        if key not in allowed:
            raise RecordError(join_path(where, key_segment(key)), "unknown key")
    for key in required:
        if key not in obj:
            raise RecordError(join_path(where, key), "missing")


def deal_from_record(obj: object, where: str = "") -> Deal:
    """The deal a record describes, with every action checked and applied."""
    prefix = f"{where}." if where else ""
    if isinstance(obj, dict) and obj.get("format") == MATCH_FORMAT and not where:
        raise RecordError("format", "this is a match (parlett-match/1); replay takes one deal")
    _check_keys(obj, DEAL_KEYS, DEAL_REQUIRED, where)
    assert isinstance(obj, dict)
    if obj["format"] != DEAL_FORMAT:
        raise RecordError(f"{prefix}format", f'expected "{DEAL_FORMAT}", got {json.dumps(obj["format"])}')
    game = _game_of(obj, where)
    dealer = obj["dealer"]
    if not is_int(dealer):
        raise RecordError(f"{prefix}dealer", f"expected an integer, got {json_type(dealer)}")
    seed = obj.get("seed")
    if "seed" in obj and not is_int(seed):
        raise RecordError(f"{prefix}seed", f"expected an integer, got {json_type(seed)}")
    hands = obj["hands"]
    if not isinstance(hands, list) or len(hands) != game.players:
        got = f"{len(hands)} hands" if isinstance(hands, list) else json_type(hands)
        raise RecordError(f"{prefix}hands", f"expected an array of {game.players} hands, got {got}")
    parsed = [_cards(hand, f"{prefix}hands[{seat}]") for seat, hand in enumerate(hands)]
    undealt = _cards(obj.get("undealt", []), f"{prefix}undealt")
    try:
        deal = Deal.from_hands(game, parsed, dealer, undealt, seed)
    except RecordError as error:
        raise RecordError(join_path(where, error.where), error.message) from None
    actions = obj["actions"]
    if not isinstance(actions, list):
        raise RecordError(f"{prefix}actions", f"expected an array, got {json_type(actions)}")
    for i, raw in enumerate(actions):
        place = f"{prefix}actions[{i}]"
        try:
            deal, _ = deal.apply(action_from_json(raw))
        except ActionFormatError as error:
            raise RecordError(join_path(place, error.field), error.message) from None
        except IllegalActionError as error:
            raise RecordError(place, error.record_line) from None
    return deal


def read_deal(text: str) -> Deal:
    """A deal record's text to the deal it describes (a byte-order mark before it is no part of it)."""
    return deal_from_record(parse_json(text.removeprefix("\ufeff")))


RECORD_BYTES = 1 << 20  # a deal record is a few kilobytes: a file of over a megabyte is not one


def deal_from_bytes(data: bytes) -> Deal:
    """A deal record's bytes (UTF-8, a byte-order mark allowed) to its deal; ``RecordFileError`` for bytes that
    cannot be a record's, ``RecordError`` for a record that breaks the format or the rules."""
    if len(data) > RECORD_BYTES:
        raise RecordFileError(f"larger than {RECORD_BYTES // (1 << 20)} MB: not a deal record")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise RecordFileError("not a text file in UTF-8") from None
    return read_deal(text)


def read_deal_file(path: str | os.PathLike[str]) -> Deal:
    """The deal a record file describes; ``RecordFileError`` in a line for a file that cannot be a record.

    Only an ordinary file is read, and at most ``RECORD_BYTES`` of it: a FIFO is opened without waiting for a
    writer and refused, a device (``/dev/zero``) is never read, a folder is said to be one.
    """
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0)
    try:
        descriptor = os.open(path, flags)
    except IsADirectoryError:
        raise RecordFileError("a folder, not a file") from None
    except OSError as error:
        raise RecordFileError(f"cannot read: {error.strerror or error}") from None
    except ValueError:  # a NUL in the name
        raise RecordFileError("not a possible file name") from None
    try:
        kind = os.fstat(descriptor).st_mode
        if stat.S_ISDIR(kind):
            raise RecordFileError("a folder, not a file")
        if not stat.S_ISREG(kind):
            raise RecordFileError("not an ordinary file (a pipe, a device or a socket)")
        data = b""
        while len(data) <= RECORD_BYTES:
            chunk = os.read(descriptor, RECORD_BYTES + 1 - len(data))
            if not chunk:
                break
            data += chunk
    except OSError as error:
        raise RecordFileError(f"cannot read: {error.strerror or error}") from None
    finally:
        os.close(descriptor)
    return deal_from_bytes(data)


# --- writing ------------------------------------------------------------------------


def deal_to_record(deal: Deal) -> dict[str, object]:
    """The record of a deal: its options in full, its hands and every action so far."""
    game = deal.game
    record: dict[str, object] = {
        "format": DEAL_FORMAT,
        "game": game.id,
        "players": game.players,
        "options": dict(game.options),
        "dealer": deal.dealer,
        "hands": [_codes(deal.dealt_hand(seat)) for seat in range(game.players)],
        "undealt": _codes(deal.undealt),
        "actions": [action.to_json() for action in deal.actions],
    }
    if deal.seed is not None:
        record["seed"] = deal.seed
    return record


def _codes(cards: tuple[Card, ...]) -> list[str]:
    return [str(card) for card in sorted(cards, key=sort_key)]


def replay_report(deal: Deal) -> dict[str, object]:
    """The replay output of the spec: exactly its ten keys."""
    complete = deal.is_over
    trump = deal.trump
    return {
        "game": deal.game.id,
        "players": deal.players,
        "complete": complete,
        "trump": None if trump is None else trump.letter,
        "aim": deal.aim,
        "roles": list(deal.roles),
        "tricks": [
            {
                "leader": trick.leader,
                "cards": [str(card) for card in trick.cards],
                "winner": trick.winner,
                "taker": trick.taker,
            }
            for trick in deal.tricks
        ],
        "tricks_won": list(deal.tricks_won),
        "scores": list(deal.outcome().scores) if complete else None,
        "to_move": deal.to_move,
    }


# --- matches --------------------------------------------------------------------------


@dataclass(frozen=True)
class MatchDocument:
    """A match with who sat where, as saved to resume it."""

    match: Match
    seats: tuple[Seat, ...]
    practice: bool = False

    def to_json(self) -> dict[str, object]:
        game = self.match.game
        return {
            "format": MATCH_FORMAT,
            "game": game.id,
            "players": game.players,
            "options": dict(game.options),
            "seats": [seat.to_json() for seat in self.seats],
            "practice": self.practice,
            "deals": [deal_to_record(deal) for deal in self.match.deals],
        }


def match_from_document(obj: object) -> MatchDocument:
    """A match document to the match it holds, every deal checked."""
    _check_keys(obj, MATCH_KEYS, MATCH_KEYS[:3] + ("seats", "deals"), "")
    assert isinstance(obj, dict)
    if obj["format"] != MATCH_FORMAT:
        raise RecordError("format", f'expected "{MATCH_FORMAT}", got {json.dumps(obj["format"])}')
    game = _game_of(obj)
    seats = obj["seats"]
    if not isinstance(seats, list) or len(seats) != game.players:
        raise RecordError("seats", f"expected an array of {game.players} seats")
    for i, seat in enumerate(seats):
        _check_keys(seat, ("name", "player"), ("name", "player"), f"seats[{i}]")
        for key in ("name", "player"):
            if not isinstance(seat[key], str):
                raise RecordError(f"seats[{i}].{key}", f"expected a string, got {json_type(seat[key])}")
    practice = obj.get("practice", False)
    if not isinstance(practice, bool):
        raise RecordError("practice", f"expected a boolean, got {json_type(practice)}")
    raw_deals = obj["deals"]
    if not isinstance(raw_deals, list) or not raw_deals:
        raise RecordError("deals", "expected a non-empty array of deal records")
    deals: list[Deal] = []
    for i, raw in enumerate(raw_deals):
        where = f"deals[{i}]"
        deal = deal_from_record(raw, where)
        if deal.game != game:
            raise RecordError(where, "game, players and options differ from the match's")
        if deals:
            previous = deals[-1]
            if not previous.is_over:
                raise RecordError(f"deals[{i - 1}]", "only the last deal may be unfinished")
            expected = game.next_dealer(previous.dealer, previous.outcome().roles)
            if deal.dealer != expected:
                raise RecordError(f"{where}.dealer", f"expected {expected}, the next dealer, got {deal.dealer}")
        deals.append(deal)
    first_seed = deals[0].seed if deals[0].seed is not None else 0
    for i, deal in enumerate(deals):
        if deal.seed is not None and deal.seed != first_seed + i:
            raise RecordError(f"deals[{i}].seed", f"expected {first_seed + i} (deal numbers run on by one)")
    match = Match(game, first_seed, tuple(deals))
    if len(deals) > 1 and Match(game, first_seed, tuple(deals[:-1])).is_over:
        raise RecordError(f"deals[{len(deals) - 1}]", "the match was already over before this deal")
    return MatchDocument(match, tuple(Seat(seat["name"], seat["player"]) for seat in seats), practice)
