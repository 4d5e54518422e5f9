"""The table server's work: connections take seats at tables, acts are checked, stored and sent on.

Everything that touches a table runs on the event loop between two awaits, so two acts never interleave: of
two clients racing the same act, the first is applied and the second answers an older version (``stale``).
An accepted act is stored before anyone hears of it.  Computer players think in worker processes
(``players``); the loop only waits for their answers, and an answer that comes when the table has moved on,
or when the person it played for is back, is dropped.

The service keeps two clocks: ``clock`` (monotonic) for grace times, ``wall`` for when a table was last
touched (stored, so that it survives a restart).  Tests step both.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import sqlite3
import time
from collections.abc import Callable
from typing import Any

from websockets.asyncio.server import ServerConnection
from websockets.exceptions import ConnectionClosed

from ..engine import Action, Event, OptionError, create_game
from .connection import CLOSE_MISBEHAVING, CLOSE_REMOVED, CLOSE_REPLACED, Connection, Limits
from .players import Thinkers
from .protocol import VERSION, ProtocolError, encode, parse
from .store import Store
from .table import AWAY, HERE, LEFT, RECONNECTING, Table

log = logging.getLogger("parlett_table.server")
DEFAULT_GRACE = 120  # seconds a person may be gone before a computer plays for them


def new_seed() -> int:
    """A deal's seed: 63 random bits from the system, kept by the server until the deal is over."""
    return secrets.randbelow(2**63)


class Service:
    """Every table of one server process, and every connection to it."""

    def __init__(
        self,
        store: Store,
        thinkers: Thinkers,
        limits: Limits | None = None,
        *,
        clock: Callable[[], float] = time.monotonic,
        wall: Callable[[], float] = time.time,
        seeds: Callable[[], int] = new_seed,
        trust_proxy: bool = False,
        grace: int = DEFAULT_GRACE,
        shard: str = "",
    ) -> None:
        self.store = store
        self.thinkers = thinkers
        self.limits = limits or Limits()
        self.clock = clock
        self.wall = wall
        self.seeds = seeds
        self.trust_proxy = trust_proxy
        self.grace = grace
        self.shard = shard  # the start of every code this process makes (docs/hosting.md)
        self.tables: dict[str, Table] = {}
        self.connections: set[Connection] = set()
        self._seated: dict[tuple[str, int], Connection] = {}
        self._thinking: dict[str, asyncio.Task[None]] = {}

    # --- starting and stopping ------------------------------------------------------------------

    def load(self) -> int:
        """Read every stored table back; call ``resume`` on the loop to play on.  The number of tables."""
        for table in self.store.load(self.clock()):
            self.tables[table.code] = table
        return len(self.tables)

    def resume(self) -> None:
        """Deal on where a deal had ended and let computer players move (on the running loop)."""
        for table in list(self.tables.values()):
            self._continue(table)

    async def run_sweeper(self, every: float = 1.0) -> None:
        """Sweep once every ``every`` seconds, until cancelled."""
        while True:
            await asyncio.sleep(every)
            try:
                self.sweep()
            except Exception:  # one bad sweep must not end the sweeping
                log.exception("sweep failed")

    def close(self) -> None:
        for task in self._thinking.values():
            task.cancel()
        self.thinkers.close()
        self.store.close()

    # --- connections ------------------------------------------------------------------------------

    async def handle(self, socket: ServerConnection) -> None:
        """One connection, from its first message to its end."""
        if len(self.connections) >= self.limits.max_connections:
            await socket.close(1013, "the server is full: try again later")
            return
        connection = Connection(socket, self._address(socket), self.limits, self.clock())
        self.connections.add(connection)
        try:
            async for data in socket:
                if self.receive(connection, data):
                    # Closed at once: the client's unread messages may fill the queue, so no handshake is waited for.
                    socket.protocol.fail(CLOSE_MISBEHAVING, "too many refused messages")
                    socket.send_data()
                    break
        except ConnectionClosed:
            pass
        finally:
            self.connections.discard(connection)
            self._gone(connection)

    def _address(self, socket: ServerConnection) -> str:
        """The client's address: behind a reverse proxy that says so, the proxy's last X-Forwarded-For hop."""
        if self.trust_proxy and socket.request is not None:
            forwarded = socket.request.headers.get("X-Forwarded-For", "")
            if forwarded:
                return forwarded.split(",")[-1].strip()[:64]
        remote = socket.remote_address
        return str(remote[0]) if remote else ""

    def receive(self, connection: Connection, data: str | bytes) -> bool:
        """Handle one message; True when the connection has misbehaved enough to be closed."""
        reply_to = None
        try:
            within = connection.within_rate()
            message = parse(data)
            reply_to = message["type"]
            if not within:
                rate = self.limits.rate
                raise ProtocolError("flood", "", f"at most {rate:g} messages a second: this one was dropped")
            self._dispatch(connection, message)
        except ProtocolError as error:
            return connection.refused(error, reply_to)
        connection.accepted()
        return False

    def _dispatch(self, connection: Connection, message: dict[str, Any]) -> None:
        kind = message["type"]
        if kind in ("create", "join", "rejoin"):
            if connection.seated:
                raise ProtocolError("seated", "", "this connection has a seat already: leave it first")
            {"create": self._create, "join": self._join, "rejoin": self._rejoin}[kind](connection, message)
            return
        if connection.code is None:
            raise ProtocolError("not_seated", "", "create, join or rejoin a table first")
        table = self._table(connection.code)
        handlers = {"start": self._start, "act": self._act, "chat": self._chat, "leave": self._leave}
        handlers[kind](connection, table, message)

    def _table(self, code: str) -> Table:
        table = self.tables.get(code)
        if table is None:
            raise ProtocolError("unknown_table", "code", "no table has this code (or it was removed)")
        return table

    def _bind(self, connection: Connection, table: Table, seat: int) -> None:
        connection.code, connection.seat = table.code, seat
        self._seated[(table.code, seat)] = connection

    def _unbind(self, connection: Connection) -> None:
        if connection.code is not None and self._seated.get((connection.code, connection.seat)) is connection:
            del self._seated[(connection.code, connection.seat)]
        connection.code, connection.seat = None, -1

    def _gone(self, connection: Connection) -> None:
        """A connection ended: its person is reconnecting, for the table's grace time."""
        code, number = connection.code, connection.seat
        if code is None or self._seated.get((code, number)) is not connection:
            return
        self._unbind(connection)
        table = self.tables.get(code)
        if table is None:
            return
        seat = table.seats[number]
        if seat.status == HERE:
            seat.status, seat.gone_since = RECONNECTING, self.clock()
            self._send_all(table, table.seats_message())

    # --- taking seats -------------------------------------------------------------------------------

    def _create(self, connection: Connection, message: dict[str, Any]) -> None:
        limits = self.limits
        if len(self.tables) >= limits.max_tables:
            raise ProtocolError("busy", "", "this server has as many tables as it takes: try again later")
        mine = sum(1 for t in self.tables.values() if t.address == connection.address and not t.over)
        if mine >= limits.tables_per_address:
            raise ProtocolError("too_many_tables", "", f"at most {limits.tables_per_address} open tables an address")
        try:
            game = create_game(message["game"], message.get("players"), message.get("options", {}))
        except OptionError as error:
            raise ProtocolError("bad_options", error.field, error.message) from None
        grace = message.get("grace") or self.grace
        level, name, address = message.get("level", "standard"), message["name"], connection.address
        levels = message.get("levels", ())
        if levels and len(levels) != game.players - 1:  # the protocol checked the count it could know
            raise ProtocolError("bad_options", "levels", f"expected {game.players - 1} levels, got {len(levels)}")
        table, token = Table.new(game, level, grace, name, address, self.shard, levels)
        while table.code in self.tables:  # never in practice: 2 ** 59 codes
            table, token = Table.new(game, level, grace, name, address, self.shard, levels)
        self._store(self.store.add_table, table, self._touch(table))
        self.tables[table.code] = table
        self._bind(connection, table, 0)
        connection.send(table.welcome(0, token))
        self._send_all(table, table.seats_message())

    def _join(self, connection: Connection, message: dict[str, Any]) -> None:
        table = self._table(message["code"])
        seats = list(table.seats)
        seat, token = table.join(message["name"])
        try:
            self._store(self.store.save_seats, table, self._touch(table))
        except ProtocolError:
            table.seats = seats
            raise
        self._bind(connection, table, seat)
        connection.send(table.welcome(seat, token))
        self._send_all(table, table.seats_message())

    def _rejoin(self, connection: Connection, message: dict[str, Any]) -> None:
        """A person comes back with their token: the seat is theirs again, with everything they missed."""
        table = self._table(message["code"])
        number = table.seat_of(message["token"])
        old = self._seated.get((table.code, number))
        if old is not None:
            self._unbind(old)
            old.close(CLOSE_REPLACED, "this seat was taken up by a newer connection")
        self._bind(connection, table, number)
        seat = table.seats[number]
        seat.status, seat.gone_since = HERE, None
        connection.send(table.welcome(number, message["token"]))
        self._send_all(table, table.seats_message())
        if table.match is not None:  # what it missed: the deals over since ``seen``, the view, the end
            for index in range(message.get("seen", 0), len(table.match.deals)):
                if table.match.deals[index].is_over:
                    connection.send(table.deal_over_message(index))
            connection.send(table.view_message(number))
            if table.over:
                connection.send(table.match_over_message())
        self._drive(table)

    def _leave(self, connection: Connection, table: Table, message: dict[str, Any]) -> None:
        """A person gives up their seat: before the start it is open again (the host's leaving closes the
        table); after it, a computer plays it to the end."""
        number = connection.seat
        self._unbind(connection)
        if not table.started and number == table.host:
            self.remove(table.code, "the host closed the table")
            return
        if table.started:
            table.seats[number].status = LEFT
        else:
            table.reopen(number)
        self._store(self.store.save_seats, table, self._touch(table))
        self._send_all(table, table.seats_message())
        connection.send(table.seats_message())
        self._drive(table)

    # --- playing ---------------------------------------------------------------------------------------

    def _start(self, connection: Connection, table: Table, message: dict[str, Any]) -> None:
        seats = list(table.seats)
        table.start(connection.seat, self.seeds())
        try:
            self._store(self.store.start_match, table, self._touch(table))
        except ProtocolError:
            table.seats, table.match, table.version = seats, None, 0  # never half a start
            raise
        self._send_all(table, table.seats_message())
        self._send_views(table, ())
        self._drive(table)

    def _act(self, connection: Connection, table: Table, message: dict[str, Any]) -> None:
        action = table.check_act(connection.seat, message["version"], message["action"])
        self.commit(table, action)

    def commit(self, table: Table, action: Action) -> None:
        """Apply a checked action, store it, then tell every seat; deal on after a finished deal."""
        before = table.match, table.version
        events = table.apply(action)
        try:
            self._store(self.store.add_action, table, action, self._touch(table))
        except ProtocolError:
            table.match, table.version = before
            raise
        self._send_views(table, events)
        if table.deal.is_over:
            self._send_all(table, table.deal_over_message(table.deal_index))
            if table.over:
                self._send_all(table, table.match_over_message())
        self._continue(table)

    def _continue(self, table: Table) -> None:
        """After a finished deal, the next one (if the match goes on); then the computer players' turn."""
        if table.match is not None and table.deal.is_over and not table.over:
            before = table.match, table.version
            table.next_deal(self.seeds())
            try:
                self._store(self.store.add_deal, table, self._touch(table))
            except ProtocolError:
                table.match, table.version = before  # the sweep tries again
                return
            self._send_views(table, ())
        self._drive(table)

    def _drive(self, table: Table) -> None:
        """If a computer plays the seat to move, let it think (one decision at a time per table)."""
        if table.match is None or table.over or table.code in self._thinking:
            return
        seat = table.deal.to_move
        if seat is None or not table.seats[seat].computer_plays:
            return
        task = asyncio.get_running_loop().create_task(self._think(table, seat, table.version))
        self._thinking[table.code] = task

    async def _think(self, table: Table, seat: int, version: int) -> None:
        try:
            action = await self.thinkers.decide(table.level_of(seat), table.deal.view(seat))
        finally:
            self._thinking.pop(table.code, None)
        if self.tables.get(table.code) is not table:
            return
        if table.version == version and table.seats[seat].computer_plays:
            try:
                self.commit(table, action)
            except ProtocolError:
                log.warning("table %s: a computer's move could not be stored", table.code)
                return
        self._drive(table)

    def _chat(self, connection: Connection, table: Table, message: dict[str, Any]) -> None:
        name = table.seats[connection.seat].name
        said = {"v": VERSION, "type": "chat", "seat": connection.seat, "name": name, "text": message["text"]}
        self._send_all(table, said)

    # --- sending ----------------------------------------------------------------------------------------

    def _send_all(self, table: Table, message: dict[str, Any]) -> None:
        """The same message to every connected seat, made into text once."""
        text = encode(message)
        for seat in range(len(table.seats)):
            connection = self._seated.get((table.code, seat))
            if connection is not None:
                connection.send_text(text)

    def _send_views(self, table: Table, events: tuple[Event, ...] | list[Event]) -> None:
        """Each connected seat its own view: the one place a table's state goes out."""
        seated = {seat: self._seated.get((table.code, seat)) for seat in range(len(table.seats))}
        connections = {seat: connection for seat, connection in seated.items() if connection is not None}
        for connection, text in zip(connections.values(), table.view_texts(list(connections), events), strict=True):
            connection.send_text(text)

    # --- storing and sweeping -----------------------------------------------------------------------

    def _touch(self, table: Table) -> float:
        table.touched = now = self.wall()
        return now

    @staticmethod
    def _store(write: Callable[..., None], *args: Any) -> None:
        try:
            write(*args)
        except sqlite3.Error as error:
            log.error("the store refused a write: %s", error)
            raise ProtocolError("busy", "", "the server could not store this: nothing changed, try again") from None

    def sweep(self) -> None:
        """Grace times that ran out (a computer plays on), deals to deal, idle connections and old tables."""
        now = self.clock()
        for table in list(self.tables.values()):
            expired = False
            for seat in table.seats:
                if seat.status == RECONNECTING and seat.gone_since is not None and now - seat.gone_since >= table.grace:
                    seat.status, expired = AWAY, True
            if expired:
                self._send_all(table, table.seats_message())
            self._continue(table)
        for connection in list(self.connections):
            if not connection.seated and now - connection.opened > self.limits.unseated_seconds:
                connection.opened = now  # closed once
                connection.close(CLOSE_MISBEHAVING, "no seat taken")
        limits = self.limits
        for code in self.store.expired(self.wall(), limits.keep_finished, limits.keep_idle):
            self.remove(code, "the table was removed after its time")

    def remove(self, code: str, reason: str) -> None:
        """Remove a table: its connections are closed, its thinking stopped, its rows deleted."""
        table = self.tables.pop(code, None)
        task = self._thinking.pop(code, None)
        if task is not None:
            task.cancel()
        if table is not None:
            for seat in range(len(table.seats)):
                connection = self._seated.get((code, seat))
                if connection is not None:
                    self._unbind(connection)
                    connection.close(CLOSE_REMOVED, reason)
        self.store.remove(code)
