"""A small scripted asyncio client of the table server, for tests, the load benchmark and scripts.

It keeps what a program's client keeps (its code, seat and token, the seats, the latest view, the deals over)
and, when its connection is lost, comes back by itself: it tries again after about 0.1 s, then doubling up to
5 s (each wait between half and all of that, at random, so that the clients of a restarted server do not all
come at once), at most ``RETRIES`` times, and rejoins with its token, saying how many deals over it has
already been sent.  It does not come back after its own ``close()`` nor after a closing the server meant
(``FINAL``).  The waiting is ``sleep`` (``asyncio.sleep``; a test passes one it steps).

>>> TableClient("ws://127.0.0.1:8765", "Ann").status
'new'
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import ssl
import time
from collections.abc import Awaitable, Callable
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from ..net.reconnect import FINAL, FIRST_DELAY, MAX_DELAY, RETRIES, backoff, table_url
from ..net.wire import VERSION

__all__ = ["FINAL", "FIRST_DELAY", "MAX_DELAY", "RETRIES", "TableClient", "backoff", "random_legal", "table_url"]

Pick = Callable[[dict[str, Any], random.Random], dict[str, Any]]
def random_legal(view: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A legal action of the view, at random."""
    legal: list[dict[str, Any]] = view["legal"]
    return rng.choice(legal)


class TableClient:
    """One seat's client.  ``keep`` keeps every message received, with its text, in ``received``."""

    def __init__(
        self, url: str, name: str, *, tls: ssl.SSLContext | None = None, keep: bool = False,
        sleep: Callable[[float], Awaitable[None]] = asyncio.sleep, rng: random.Random | None = None,
    ) -> None:  # fmt: skip
        self.url, self.name, self.tls, self.keep = url, name, tls, keep
        self.sleep = sleep
        self.rng = rng or random.Random()
        self.tries: list[float] = []  # the waits of the latest reconnecting, as they were waited
        self.status = "new"  # "connected", "reconnecting", "closed"
        self.code: str | None = None
        self.seat: int | None = None
        self.token: str | None = None
        self.welcome: dict[str, Any] = {}
        self.seats: dict[str, Any] = {}
        self.view: dict[str, Any] | None = None
        self.deals_over: dict[int, dict[str, Any]] = {}
        self.match_over: dict[str, Any] | None = None
        self.errors: list[dict[str, Any]] = []
        self.received: list[tuple[str, dict[str, Any]]] = []
        self.arrivals: dict[int, float] = {}  # version: when its view arrived (time.perf_counter)
        self.acts: dict[int, float] = {}  # version answered: when the act was sent
        self.auto_reconnect = True
        self._socket: ClientConnection | None = None
        self._reader: asyncio.Task[None] | None = None
        self._changed = asyncio.Event()
        self._last_act = -1
        self._retry_at = 0.0

    # --- the connection ---------------------------------------------------------------------------

    async def connect(self) -> None:
        self._socket = await connect(
            self.url, ssl=self.tls, proxy=None, compression=None, open_timeout=10, max_size=1 << 22
        )
        if self.status != "reconnecting":  # coming back, it is connected once its rejoin is on its way
            self.status = "connected"
        self._reader = asyncio.get_running_loop().create_task(self._read(self._socket))

    async def close(self) -> None:
        """Close for good: no coming back (a reconnecting under way stops)."""
        self.auto_reconnect = False
        if self.status == "reconnecting" and self._reader is not None:
            self._reader.cancel()
        self.status = "closed"
        if self._socket is not None:
            await self._socket.close()
        if self._reader is not None:
            with contextlib.suppress(asyncio.CancelledError):
                await self._reader
        self._changed.set()

    def drop(self, reconnect: bool = True) -> None:
        """Lose the connection as a network does, at once and without a closing handshake."""
        self.auto_reconnect = reconnect
        if self._socket is not None and self._socket.transport is not None:
            self._socket.transport.abort()

    async def _read(self, socket: ClientConnection) -> None:
        try:
            async for data in socket:
                self._take(data if isinstance(data, str) else data.decode("utf-8"))
        except ConnectionClosed:
            pass
        if self._socket is not socket:  # a newer connection has taken over
            return
        final = socket.close_code in FINAL  # the server meant it: no coming back
        if self.auto_reconnect and not final and self.token is not None:
            await self.reconnect()
        elif self.status != "closed":
            self.status = "closed"
            self._changed.set()

    async def reconnect(self) -> None:
        """Connect again, waiting ``backoff()`` before each try, and rejoin the seat; "closed" after the last
        try fails (or if ``close()`` is called meanwhile)."""
        self.status, self.tries = "reconnecting", []
        self._changed.set()
        for delay in backoff(self.rng):
            self.tries.append(delay)
            await self.sleep(delay)
            if self.status != "reconnecting":
                return
            try:
                await self.connect()
            except (OSError, InvalidHandshake, asyncio.TimeoutError):
                continue
            if self.view is not None:  # an act at the version we were at may never have arrived: it may go again
                self.acts.pop(self.view["version"], None)
            rejoin = {"type": "rejoin", "code": self.code, "token": self.token, "seen": len(self.deals_over)}
            try:
                await self.send(rejoin)
            except ConnectionClosed:  # lost again at once: the new connection's reader comes back again
                return
            if self.status == "reconnecting":  # not closed meanwhile
                self.status = "connected"
            self._changed.set()
            return
        self.status = "closed"
        self._changed.set()

    def _take(self, text: str) -> None:
        message = json.loads(text)
        if self.keep:
            self.received.append((text, message))
        kind = message.get("type")
        if kind == "welcome":
            self.welcome = message
            self.code, self.seat, self.token = message["code"], message["seat"], message["token"]
            self.url = table_url(self.url, self.code)  # coming back, to the process that keeps the table
        elif kind == "seats":
            self.seats = message
        elif kind == "view":
            self.view = message
            self.arrivals.setdefault(message["version"], time.perf_counter())
        elif kind == "deal_over":
            self.deals_over[message["deal"]] = message
        elif kind == "match_over":
            self.match_over = message
        elif kind == "error":
            self.errors.append(message)
            if message.get("reply_to") == "act" and message["error"] in ("flood", "busy"):
                self.acts.pop(self._last_act, None)  # not taken: play tries again a little later
                self._retry_at = time.monotonic() + 0.25
        self._changed.set()

    # --- sending ---------------------------------------------------------------------------------------

    async def send(self, message: dict[str, Any]) -> None:
        await self.send_text(json.dumps({"v": VERSION, **message}))

    async def send_text(self, text: str | bytes) -> None:
        if self._socket is None:
            raise ConnectionError("not connected")
        await self._socket.send(text)

    async def create(self, game: str, players: int | None = None, **fields: Any) -> dict[str, Any]:
        await self.send({"type": "create", "game": game, "players": players, "name": self.name, **fields})
        return await self.until(lambda: bool(self.welcome) or bool(self.errors), "a welcome")

    async def join(self, code: str) -> dict[str, Any]:
        await self.send({"type": "join", "code": code, "name": self.name})
        return await self.until(lambda: bool(self.welcome) or bool(self.errors), "a welcome")

    async def start(self) -> None:
        await self.send({"type": "start"})

    async def act(self, action: dict[str, Any], version: int | None = None) -> None:
        """Send an act answering ``version`` (the latest view's if None)."""
        if version is None:
            assert self.view is not None
            version = int(self.view["version"])
        self.acts.setdefault(version, time.perf_counter())
        self._last_act = version
        await self.send({"type": "act", "version": version, "action": action})

    # --- waiting and playing ----------------------------------------------------------------------------

    async def until(self, done: Callable[[], bool], what: str, timeout: float = 10.0) -> dict[str, Any]:
        """Wait (at most ``timeout`` seconds) until ``done()``; the welcome, for convenience."""

        async def waiting() -> None:
            while not done():
                self._changed.clear()
                await self._changed.wait()

        try:
            await asyncio.wait_for(waiting(), timeout)
        except asyncio.TimeoutError:
            raise TimeoutError(f"{self.name}: no {what} within {timeout:g} s") from None
        return self.welcome

    def my_turn(self) -> bool:
        view = self.view
        return (
            view is not None
            and self.match_over is None
            and view["view"]["to_move"] == self.seat
            and bool(view["view"]["legal"])
            and view["version"] not in self.acts
        )

    async def play(
        self, rng: random.Random, pick: Pick = random_legal, think: Callable[[], float] | None = None,
        timeout: float = 120.0, stop: Callable[[], bool] = lambda: False,
    ) -> None:  # fmt: skip
        """Play every turn of this seat until the match is over or ``stop()`` (else TimeoutError after
        ``timeout`` seconds): ``think()`` seconds before each act (none if None), then ``pick``'s action."""
        deadline = time.monotonic() + timeout
        while self.match_over is None and not stop():
            if self.my_turn() and self.status == "connected":
                assert self.view is not None
                view = self.view
                if think is not None or self._retry_at > time.monotonic():
                    await asyncio.sleep(max(think() if think else 0.0, self._retry_at - time.monotonic()))
                if self.view is view and self.status == "connected":  # nothing moved on while thinking
                    with contextlib.suppress(ConnectionClosed):  # lost: it goes again after the rejoin
                        await self.act(pick(view["view"], rng))
                continue
            left = deadline - time.monotonic()
            if left <= 0 or self.status == "closed":
                raise TimeoutError(f"seat {self.seat}: the match did not end ({self.status})")
            self._changed.clear()
            if not (self.my_turn() and self.status == "connected"):  # its turn while reconnecting: wait too
                with contextlib.suppress(asyncio.TimeoutError):
                    await asyncio.wait_for(self._changed.wait(), left)
