"""One table: its seats and their tokens, the match, the version counter, and what each seat may be sent.

A ``Table`` does no input or output and keeps no clock: the service calls it, stores what it accepted and sends
what it returns.  Every deal is dealt from a seed drawn by the service (``secrets``), kept in the table and
sent to nobody until that deal is over, when its record carries it.

The version counts the table's moves: the start of each deal and each action.  It is a function of the deals
and their actions alone, so a table read back from the store has the version it had.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from ..engine import Action, Deal, Event, Game, IllegalActionError, Match, action_from_json, deal_to_record
from ..engine.actions import ActionFormatError
from ..net.wire import event_to_wire, own_to_wire, public_to_wire, view_message
from .protocol import VERSION, ProtocolError, encode, malformed

CODE_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz"  # no 0/o, 1/l/i: read out and typed back
CODE_LENGTH = 12  # 31 ** 12, about 2 ** 59
TOKEN_BYTES = 16  # 128 bits

OPEN, HUMAN, COMPUTER = "open", "human", "computer"
HERE, RECONNECTING, AWAY, LEFT = "here", "reconnecting", "away", "left"


def new_code(shard: str = "") -> str:
    """A table's code: ``CODE_LENGTH`` random characters, after ``shard`` and a hyphen when the server has one
    (a reverse proxy sends a table's connections to the process whose shard its code names: docs/hosting.md)."""
    code = "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
    return f"{shard}-{code}" if shard else code


def new_token() -> str:
    return secrets.token_urlsafe(TOKEN_BYTES)


def token_hash(token: str) -> str:
    """What the store keeps of a token: its SHA-256, so that a copy of the data holds no key to a seat."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass
class Seat:
    """One seat: who sits there and, for a person, whether they are connected.

    ``status``: ``here``; ``reconnecting`` (gone less than the grace time); ``away`` (gone longer: a computer
    plays for them until they come back); ``left`` (they gave the seat up: a computer plays it for good).
    """

    name: str
    player: str = OPEN  # OPEN, HUMAN or COMPUTER
    token_hash: str = ""
    status: str = OPEN
    gone_since: float | None = None  # the service's clock, when the connection was lost
    level: str = ""  # the level of a computer playing this seat, as the creator chose it; "": the table's

    @property
    def computer_plays(self) -> bool:
        return self.player == COMPUTER or self.status in (AWAY, LEFT)

    def to_wire(self, seat: int, level: str) -> dict[str, Any]:
        """The seat as sent; where a computer plays it, or will if nobody comes (open), with the ``level`` it plays
        at."""
        wire = {"seat": seat, "name": self.name, "player": self.player, "status": self.status}
        return {**wire, "level": level} if self.computer_plays or self.player == OPEN else wire


@dataclass
class Table:
    """A table of ``game`` with its seats; ``match`` is None until the host starts it."""

    code: str
    game: Game
    level: str  # the computer players' level, for a seat with none of its own
    grace: int  # seconds a person may be gone before a computer plays for them
    seats: list[Seat]
    match: Match | None = None
    touched: float = 0.0  # wall-clock time of the last change, for removing idle tables
    host: int = 0
    address: str = ""  # who created it, for the limit on tables per address
    version: int = 0
    _totals: tuple[tuple[Deal, ...], tuple[int, ...]] | None = field(default=None, repr=False, compare=False)

    @classmethod
    def new(
        cls, game: Game, level: str, grace: int, host_name: str, address: str = "", shard: str = "",
        levels: Sequence[str] = (),
    ) -> tuple[Table, str]:
        """A new table with its creator in seat 0, and the creator's token; ``levels``, if given, one level for
        each seat after the creator's (a person who takes the seat keeps it for a computer playing for them)."""
        token = new_token()
        others = list(levels) or [""] * (game.players - 1)
        seats = [Seat(host_name, HUMAN, token_hash(token), HERE)] + [Seat("", level=level) for level in others]
        return cls(new_code(shard), game, level, grace, seats, address=address), token

    # --- seats -------------------------------------------------------------------------------

    @property
    def started(self) -> bool:
        return self.match is not None

    @property
    def over(self) -> bool:
        return self.match is not None and self.match.is_over

    def join(self, name: str) -> tuple[int, str]:
        """(seat, token) for a newcomer in the first open seat."""
        if self.started:
            raise ProtocolError("started", "", "the match has started: ask the host for a new table")
        for number, seat in enumerate(self.seats):
            if seat.player == OPEN:
                token = new_token()
                self.seats[number] = Seat(name, HUMAN, token_hash(token), HERE, level=seat.level)
                return number, token
        raise ProtocolError("table_full", "", f"every seat of this {self.game.players}-player table is taken")

    def seat_of(self, token: str) -> int:
        """The seat whose token this is (compared in constant time)."""
        wanted = token_hash(token)
        for number, seat in enumerate(self.seats):
            if seat.player == HUMAN and seat.status != LEFT and hmac.compare_digest(seat.token_hash, wanted):
                return number
        raise ProtocolError("bad_token", "token", "not the token of a seat at this table")

    def seats_message(self) -> dict[str, Any]:
        return {
            "v": VERSION,
            "type": "seats",
            "code": self.code,
            "host": self.host,
            "started": self.started,
            "over": self.over,
            "seats": [seat.to_wire(number, self.level_of(number)) for number, seat in enumerate(self.seats)],
        }

    def level_of(self, seat: int) -> str:
        """The level a computer plays ``seat`` at: its own, or the table's."""
        return self.seats[seat].level or self.level

    def reopen(self, seat: int) -> None:
        """A person gave up ``seat`` before the start: it is open again, its level kept."""
        self.seats[seat] = Seat("", level=self.seats[seat].level)

    def welcome(self, seat: int, token: str) -> dict[str, Any]:
        game = self.game
        return {
            "v": VERSION,
            "type": "welcome",
            "code": self.code,
            "seat": seat,
            "token": token,
            "host": self.host,
            "game": game.id,
            "players": game.players,
            "options": dict(game.options),
            "level": self.level,
            "grace": self.grace,
        }

    # --- the match ----------------------------------------------------------------------------

    def start(self, seat: int, seed: int) -> None:
        """The host starts the match: open seats become computer seats, and the first deal is dealt."""
        if seat != self.host:
            raise ProtocolError("not_host", "", "only the table's host starts the match")
        if self.started:
            raise ProtocolError("started", "", "the match has already started")
        for number, place in enumerate(self.seats):
            if place.player == OPEN:
                self.seats[number] = Seat(f"Computer {number}", COMPUTER, "", COMPUTER, level=place.level)
        self.match = Match(self.game, seed, (Deal.start(self.game, seed),))
        self.version += 1

    @property
    def deal(self) -> Deal:
        assert self.match is not None
        return self.match.current

    @property
    def deal_index(self) -> int:
        return 0 if self.match is None else len(self.match.deals) - 1

    def check_act(self, seat: int, version: int, raw: dict[str, Any]) -> Action:
        """The action a seat's act stands for, if it may be applied now; ``ProtocolError`` otherwise."""
        if self.match is None:
            raise ProtocolError("not_started", "", "the match has not started")
        if self.match.is_over:
            raise ProtocolError("over", "", "the match is over")
        try:
            action = action_from_json(raw)
        except ActionFormatError as error:
            raise malformed(f"action.{error.field}" if error.field else "action", error.message) from None
        if action.seat != seat:
            raise ProtocolError("not_your_seat", "action.seat", f"you sit at seat {seat}, not {action.seat}")
        if version != self.version:
            raise ProtocolError("stale", "version", f"the table is at version {self.version}, not {version}")
        deal = self.match.current
        if deal.to_move != seat:
            raise ProtocolError("not_your_turn", "", f"seat {deal.to_move} is to move, not seat {seat}")
        try:
            deal.check(action)
        except IllegalActionError as error:
            raise ProtocolError("illegal", "action", str(error)) from None
        return action

    def apply(self, action: Action) -> list[Event]:
        """Apply a checked action (``check_act``, or a computer's decision on this version)."""
        assert self.match is not None
        self.match, events = self.match.apply(action)
        self.version += 1
        return events

    def next_deal(self, seed: int) -> Deal:
        """The next deal, from its own secret seed, dealt by the next dealer; only after a finished deal."""
        match = self.match
        assert match is not None and match.current.is_over and not match.is_over
        deal = Deal.start(self.game, seed, match.next_dealer())
        self.match = Match(self.game, match.first_seed, match.deals + (deal,))
        self.version += 1
        return deal

    def replay(self, deals: Sequence[tuple[int, int, Sequence[Action]]]) -> None:
        """The match as stored: each deal's (seed, dealer, actions), every action checked again."""
        played: list[Deal] = []
        for seed, dealer, actions in deals:
            deal = Deal.start(self.game, seed, dealer)
            for action in actions:
                deal, _ = deal.apply(action)
            played.append(deal)
        if played:
            self.match = Match(self.game, deals[0][0], tuple(played))
            self.version = len(played) + sum(len(actions) for _, _, actions in deals)

    # --- what each seat is sent -----------------------------------------------------------------

    def view_message(self, seat: int, events: Sequence[Event] = ()) -> dict[str, Any]:
        """What ``seat`` may know now: its view of the deal and the events since the last version."""
        assert self.match is not None
        deal = self.match.current
        return view_message(
            deal.view(seat), self.version, self.deal_index, len(deal.actions), self.totals(), events
        )

    def view_texts(self, seats: Sequence[int], events: Sequence[Event] = ()) -> list[str]:
        """Each of ``seats``' view messages as the text sent, each the same as ``encode(self.view_message(seat,
        events))``: what they are all sent alike (the public part of the view, the events) is made into text
        once, and each seat's own part for that seat alone (three views and their text are most of the server's own
        work a move)."""
        if not seats:
            return []
        assert self.match is not None
        deal = self.match.current
        views = deal.views(seats)
        first = {"v": VERSION, "type": "view", "version": self.version, "deal": self.deal_index,
                 "actions": len(deal.actions), "totals": list(self.totals())}  # fmt: skip
        head = encode(first)[:-1] + ',"view":{'
        public = "," + encode(public_to_wire(views[0]))[1:-1] + "}"
        tail = ',"events":' + encode([event_to_wire(event) for event in events]) + "}"
        return [head + encode(own_to_wire(view))[1:-1] + public + tail for view in views]

    def totals(self) -> tuple[int, ...]:
        """The match's totals, scored again only when another deal has ended (every view carries them, and
        scoring every finished deal for each seat at each move was a fifth of the server's work)."""
        assert self.match is not None
        match = self.match
        done = match.deals if match.current.is_over else match.deals[:-1]
        cached = self._totals
        if cached is None or cached[0] != done:  # the same deals: identical, so compared at once
            cached = self._totals = (done, match.totals)
        return cached[1]

    def deal_over_message(self, index: int) -> dict[str, Any]:
        """Deal ``index``'s record (its hands and seed now public), its scores and the match's totals after it."""
        assert self.match is not None
        deal = self.match.deals[index]
        totals = [0] * self.game.players
        for done in self.match.deals[: index + 1]:
            for seat, score in enumerate(done.outcome().scores):
                totals[seat] += score
        return {
            "v": VERSION,
            "type": "deal_over",
            "deal": index,
            "record": deal_to_record(deal),
            "scores": list(deal.outcome().scores),
            "totals": totals,
        }

    def match_over_message(self) -> dict[str, Any]:
        assert self.match is not None
        match = self.match
        return {"v": VERSION, "type": "match_over", "totals": list(match.totals), "winners": list(match.winners)}
