"""Bad input never crashes the server nor changes a table: races, stale versions, acts for another seat or out
of turn, garbage, truncated, huge and deeply nested messages (a hypothesis fuzz of the protocol), floods, too
many tables.  Each is answered with an error naming what was wrong; a connection that keeps misbehaving is
closed; the table is as it was."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from server_support import FAST, check_schema, close_all, make_service, running, seated, until
from websockets.sync.client import ClientConnection, connect

from parlett_table.server.client import TableClient
from parlett_table.server.connection import Limits
from parlett_table.server.service import Service


def snapshot(service: Service, code: str) -> tuple[object, ...]:
    """Everything about a table that a refused message must leave as it was, in memory and on disk."""
    table = service.tables[code]
    with sqlite3.connect(service.store.path) as db:
        rows = db.execute("SELECT COUNT(*) FROM actions WHERE code = ?", (code,)).fetchone()[0]
    seats = [(seat.name, seat.player, seat.status) for seat in table.seats]
    return table.version, table.match, seats, rows


async def refused(client: TableClient, payload: str | bytes, count: int = 1) -> dict[str, Any]:
    before = len(client.errors)
    await client.send_text(payload)
    await client.until(lambda: len(client.errors) >= before + count, "an error")
    error = client.errors[before]
    check_schema(error)
    return error


async def bad_acts(data: Path) -> None:
    service = make_service(data)
    async with running(service) as url:
        clients = await seated(url, "hoodwink")
        code = clients[0].code
        assert code is not None
        await clients[0].start()
        await until(lambda: all(c.view is not None for c in clients), "the views")
        mover = next(c for c in clients if c.my_turn())
        other = next(c for c in clients if c is not mover)
        assert mover.view is not None and other.view is not None
        version, legal = mover.view["version"], mover.view["view"]["legal"]
        before = snapshot(service, code)

        def act(action: object, at: int = version) -> str:
            return json.dumps({"v": 1, "type": "act", "version": at, "action": action})

        assert (await refused(mover, act(legal[0], version - 1)))["error"] == "stale"
        assert (await refused(other, act(legal[0])))["error"] == "not_your_seat"
        assert (await refused(other, act({**legal[0], "seat": other.seat})))["error"] == "not_your_turn"
        illegal = {"seat": mover.seat, "propose": "JK"} if "propose" in legal[0] else {"seat": mover.seat, "give": 0}
        assert (await refused(mover, act(illegal)))["error"] in ("illegal", "malformed")
        assert (await refused(mover, act({"seat": mover.seat, "play": "ZZ"})))["field"] == "action.play"
        assert snapshot(service, code) == before
        # The race: the same act twice at once (a double click, two windows): the first is taken, the second stale.
        await asyncio.gather(mover.send_text(act(legal[0])), mover.send_text(act(legal[0])))
        await mover.until(lambda: bool(mover.errors) and mover.errors[-1]["error"] == "stale", "the stale answer")
        assert service.tables[code].version == version + 1
        assert snapshot(service, code)[3] == before[3] + 1  # one action stored, not two
        await close_all(clients)


def test_stale_foreign_out_of_turn_illegal_and_racing_acts_are_refused(tmp_path: Path) -> None:
    asyncio.run(bad_acts(tmp_path / "data"))


GARBAGE: list[tuple[str | bytes, str]] = [
    (b"\x00\xff\x10", "malformed"),  # a binary frame
    ("not json", "malformed"),
    ('{"v": 1, "type": "act", "vers', "malformed"),  # truncated
    ("[1, 2, 3]", "malformed"),
    ('{"v": 1, "type": "act", "version": 1}', "malformed"),  # a field missing
    ('{"v": 1, "type": "act", "version": 1, "action": {}, "extra": 1}', "malformed"),
    ('{"v": 1, "type": "teleport"}', "malformed"),
    ('{"type": "chat", "text": "hi"}', "version"),
    ('{"v": 99, "type": "chat", "text": "hi"}', "version"),
    ('{"v": true, "type": "chat", "text": "hi"}', "version"),
    ('{"v": 1, "type": "chat", "text": NaN}', "malformed"),
    ('{"v": 1, "type": "act", "version": 1e400, "action": {}}', "malformed"),
    ('{"v": 1, "type": "chat", "text": "' + "x" * 9000 + '"}', "too_big"),  # over the message limit
    ("[" * 8000 + "]" * 8000, "too_big"),
    ("[" * 4000 + "]" * 4000, "malformed"),  # deeply nested
    ('{"v": 1, "type": "chat", "text": ' + "[" * 3000 + "]" * 3000 + "}", "malformed"),
    ('{"v": 1, "type": "join", "code": "x", "name": "y"}', "seated"),
    ('{"v": 1, "type": "start"}', "not_host"),
    ('{"v": 1, "type": "chat", "text": "\\u0000\\u001b"}', "malformed"),  # nothing left once cleaned
]


async def garbage(data: Path) -> None:
    service = make_service(data)
    async with running(service) as url:
        clients = await seated(url, "crescendo")
        code = clients[0].code
        assert code is not None
        await clients[0].start()
        await until(lambda: all(c.view is not None for c in clients), "the views")
        before = snapshot(service, code)
        for payload, expected in GARBAGE:
            error = await refused(clients[1], payload)
            assert error["error"] == expected, (payload[:40], error)
            assert "\n" not in error["message"]
        assert snapshot(service, code) == before
        clients[1].auto_reconnect = False
        await clients[1].send_text("x" * 100_000)  # over the frame limit: the connection is closed, nothing else
        await until(lambda: clients[1].status == "closed", "the connection closed")
        assert snapshot(service, code)[:2] == before[:2]
        await close_all(clients)


def test_garbage_truncated_huge_and_nested_messages_get_errors_and_change_nothing(tmp_path: Path) -> None:
    asyncio.run(garbage(tmp_path / "data"))


async def misbehaving(data: Path) -> None:
    service = make_service(data, limits=Limits(rate=20.0, burst=10, strikes=15, tables_per_address=2))
    async with running(service) as url:
        ann = TableClient(url, "Ann\x1b[31m\u202e\tthe\nGreat and Terrible of the North", keep=True)
        await ann.connect()
        await ann.create("crescendo")
        await until(lambda: bool(ann.seats), "the seats")
        assert ann.seats["seats"][0]["name"] == "Ann[31m the Great and Te"  # cleaned, and 24 characters
        await ann.send({"type": "chat", "text": "hello\x07 there " + "!" * 400})
        await until(lambda: any(message["type"] == "chat" for _, message in ann.received), "the chat line")
        said = next(message for _, message in ann.received if message["type"] == "chat")
        assert said["text"] == ("hello there " + "!" * 400)[:300] and said["name"] == ann.seats["seats"][0]["name"]
        flooder = TableClient(url, "Flood")
        await flooder.connect()
        flooder.auto_reconnect = False
        await asyncio.gather(*(flooder.send({"type": "chat", "text": "x"}) for _ in range(40)))
        await until(lambda: flooder.status == "closed", "the flooder closed")
        assert {error["error"] for error in flooder.errors} <= {"flood", "not_seated"}
        assert "flood" in {error["error"] for error in flooder.errors}
        more = TableClient(url, "Ann")
        await more.connect()
        await more.create("crescendo")
        assert more.errors == []
        await more.send({"type": "leave"})
        again = TableClient(url, "Ann")
        await again.connect()
        await again.create("hoodwink")
        third = TableClient(url, "Ann")
        await third.connect()
        await third.create("hamlet")
        assert third.errors[-1]["error"] == "too_many_tables", third.errors
        await close_all([ann, flooder, more, again, third])


def test_floods_are_refused_then_closed_and_tables_per_address_are_limited(tmp_path: Path) -> None:
    asyncio.run(misbehaving(tmp_path / "data"))


# --- the fuzz: a server in a thread, a synchronous client ------------------------------------------------------


class ServerThread:
    """The service on its own event loop in a thread, so that hypothesis drives a synchronous client."""

    def __init__(self, service: Service) -> None:
        self.service = service
        self.url = ""
        self._loop = asyncio.new_event_loop()
        self._ready = threading.Event()
        self._stop: asyncio.Event | None = None
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        self._loop.run_until_complete(self._serve())

    async def _serve(self) -> None:
        self._stop = asyncio.Event()
        async with running(self.service) as url:
            self.url = url
            self._ready.set()
            await self._stop.wait()

    def __enter__(self) -> ServerThread:
        self._thread.start()
        assert self._ready.wait(30)
        return self

    def __exit__(self, *exc: object) -> None:
        assert self._stop is not None
        self._loop.call_soon_threadsafe(self._stop.set)
        self._thread.join(30)

    def alive(self) -> bool:
        return self._thread.is_alive()


def rpc(socket: ClientConnection, message: dict[str, Any]) -> dict[str, Any]:
    socket.send(json.dumps(message))
    while True:
        reply: dict[str, Any] = json.loads(socket.recv(timeout=10))
        if reply["type"] in ("welcome", "error"):
            return reply


@pytest.fixture(scope="module")
def fuzz_table(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[ServerThread, ClientConnection, str]]:
    limits = Limits(rate=FAST.rate, burst=FAST.burst, strikes=10**9)
    with (
        ServerThread(make_service(tmp_path_factory.mktemp("fuzz"), limits=limits)) as server,
        connect(server.url, proxy=None) as host,
        connect(server.url, proxy=None) as fuzzer,
    ):
        code = rpc(host, {"v": 1, "type": "create", "game": "hoodwink", "name": "Host"})["code"]
        rpc(fuzzer, {"v": 1, "type": "join", "code": code, "name": "Fuzz"})
        host.send(json.dumps({"v": 1, "type": "start"}))
        table = server.service.tables[code]

        def still() -> bool:  # a person is to move: no computer seat changes the table while the fuzz runs
            seat = table.deal.to_move if table.match is not None else None
            return table.match is not None and (seat is None or not table.seats[seat].computer_plays)

        for _ in range(20):  # each move of the computer seat comes to the fuzzer as a view
            if still():
                break
            fuzzer.recv(timeout=10)
        assert still()
        yield server, fuzzer, code


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
TYPES = st.sampled_from(["create", "join", "rejoin", "start", "act", "chat", "teleport", ""])
FIELDS = st.sampled_from(["game", "name", "code", "token", "version", "action", "text", "seen", "options", "x"])
MESSAGES = st.one_of(
    st.builds(lambda t, extra: {"v": 1, "type": t, **extra}, TYPES, st.dictionaries(FIELDS, JSON, max_size=4)),
    st.builds(lambda v, t: {"v": v, "type": t}, JSON, TYPES),
    JSON,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(message=MESSAGES, cut=st.integers(min_value=0, max_value=3))
def test_fuzzed_messages_get_one_error_each_and_change_no_table(
    fuzz_table: tuple[ServerThread, ClientConnection, str], message: object, cut: int
) -> None:
    server, fuzzer, code = fuzz_table
    if isinstance(message, dict) and message.get("type") == "chat" and isinstance(message.get("text"), str):
        message["text"] = ""  # a well-formed chat is no error
    text = json.dumps(message)
    if cut:  # truncated
        text = text[: len(text) * cut // 4]
    table = server.service.tables[code]
    before = (table.version, table.match)
    fuzzer.send(text)
    reply = json.loads(fuzzer.recv(timeout=10))
    while reply["type"] != "error":  # a seats or view message of the table's own may come first
        assert reply["type"] in ("seats", "view"), reply
        reply = json.loads(fuzzer.recv(timeout=10))
    check_schema(reply)
    assert server.alive()
    assert (table.version, table.match) == before
