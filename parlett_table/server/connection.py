"""One client's connection: its limits (message rate, bad messages), its seat once it has one, and sending.

Sending never waits: a message is written to the connection's buffer at once (``websockets``' broadcast), so
a slow client never holds up a table; one whose buffer grows past ``MAX_BUFFERED`` is closed, and coming back
it is sent the table as it is then.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Any

from websockets.asyncio.server import ServerConnection, broadcast

from .protocol import ProtocolError, encode, error_message

MAX_BUFFERED = 1 << 20  # bytes waiting to be sent to one client
CLOSE_MISBEHAVING = 1008  # policy violation
CLOSE_REPLACED = 4000  # the seat was taken up by a newer connection with its token
CLOSE_REMOVED = 4001  # the table was removed
CLOSE_SLOW = 4002  # the client did not read what it was sent


@dataclass
class Limits:
    """What one client and one address may do; the defaults suit friends' tables on the open internet."""

    rate: float = 10.0  # messages a second, on average
    burst: int = 30  # messages at once
    strikes: int = 20  # refused messages (less one for each accepted) before the connection is closed
    tables_per_address: int = 5  # tables not over, created from one address
    max_tables: int = 20_000  # tables in all
    max_connections: int = 50_000
    unseated_seconds: float = 60.0  # a connection that takes no seat in this time is closed
    keep_finished: float = 2 * 86_400.0  # a finished match's table is removed after this long
    keep_idle: float = 14 * 86_400.0  # any table after this long without a move or a seat change


@dataclass(eq=False)
class Connection:
    """A client connected to the server, and the seat it holds (``code`` and ``seat``) once it has one."""

    socket: ServerConnection
    address: str
    limits: Limits
    opened: float
    code: str | None = None
    seat: int = -1
    strikes: float = 0.0
    _tokens: float = field(default=0.0, repr=False)
    _last: float = field(default=0.0, repr=False)

    def __post_init__(self) -> None:
        self._tokens = float(self.limits.burst)
        self._last = time.monotonic()

    @property
    def seated(self) -> bool:
        return self.code is not None

    def within_rate(self) -> bool:
        """Count one message against the rate: whether it is within it."""
        now = time.monotonic()
        limits = self.limits
        self._tokens = min(float(limits.burst), self._tokens + (now - self._last) * limits.rate)
        self._last = now
        if self._tokens < 1.0:
            return False
        self._tokens -= 1.0
        return True

    def accepted(self) -> None:
        self.strikes = max(0.0, self.strikes - 1.0)

    def refused(self, error: ProtocolError, reply_to: str | None) -> bool:
        """Answer a refused message; True when the connection has misbehaved enough to be closed."""
        self.send(error_message(error, reply_to))
        self.strikes += 1.0
        return self.strikes >= self.limits.strikes

    def send(self, message: dict[str, Any]) -> None:
        self.send_text(encode(message))

    def send_text(self, text: str) -> None:
        transport = self.socket.transport
        if transport is not None and transport.get_write_buffer_size() > MAX_BUFFERED:
            self.close(CLOSE_SLOW, "too slow to read the table")
            return
        broadcast([self.socket], text)

    def close(self, code: int, reason: str) -> None:
        """Start closing the connection (its closing handshake runs on, bounded by its close timeout)."""
        task = asyncio.get_running_loop().create_task(self.socket.close(code, reason))
        _closing.add(task)
        task.add_done_callback(_closing.discard)


_closing: set[asyncio.Task[None]] = set()  # closings under way, kept from the garbage collector
