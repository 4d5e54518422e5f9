"""The scripted client comes back by itself after a lost connection, waiting a bounded backoff between tries,
and not after its own closing nor one the server meant.  The waits are a sleep the test steps: no test here
sleeps and hopes."""

from __future__ import annotations

import asyncio
import itertools
import random
import signal
import urllib.parse
from pathlib import Path

from server_support import close_all, make_service, until

from parlett_table.server.app import listening
from parlett_table.server.client import FIRST_DELAY, MAX_DELAY, RETRIES, TableClient, backoff


class SteppedSleep:
    """A sleep the test steps: each call records its wait, then waits until the test lets one go."""

    def __init__(self, free: bool = False) -> None:
        self.waits: list[float] = []
        self.free = free  # every wait over at once
        self._go = asyncio.Semaphore(0)

    async def __call__(self, delay: float) -> None:
        self.waits.append(delay)
        if not self.free:
            await self._go.acquire()

    def step(self) -> None:
        self._go.release()


def test_the_backoff_doubles_to_its_cap_with_jitter_and_is_bounded() -> None:
    plain = backoff()
    assert len(plain) == RETRIES and plain[0] == FIRST_DELAY and max(plain) == MAX_DELAY
    assert all(later == min(2 * earlier, MAX_DELAY) for earlier, later in itertools.pairwise(plain))
    jittered = backoff(random.Random(3))
    assert all(wait / 2 <= cut <= wait for wait, cut in zip(plain, jittered, strict=True))
    assert len(set(jittered)) == RETRIES and jittered == backoff(random.Random(3))
    assert sum(plain) <= 40.0


async def comes_back_after_a_restart(data: Path) -> None:
    sleep = SteppedSleep()
    client = TableClient("", "Ann", sleep=sleep, rng=random.Random(5))
    service = make_service(data)
    try:
        async with listening(service, "127.0.0.1", 0) as (_, url):
            client.url = url
            await client.connect()
            await client.create("crescendo")
            code, seat, token = client.code, client.seat, client.token
            assert code is not None and token is not None
    finally:
        service.close()  # the server went away (1001): the client waits its first backoff
    await until(lambda: sleep.waits == backoff(random.Random(5))[:1], "the first wait")
    assert client.status == "reconnecting"
    for tries in (2, 3):  # nobody listening: refused, and the next, longer wait
        sleep.step()
        await until(lambda n=tries: len(sleep.waits) == n, f"wait {tries}")  # type: ignore[misc]
    assert client.status == "reconnecting" and sleep.waits == backoff(random.Random(5))[:3]
    assert client.url.endswith(f"/t/{code}")  # coming back to the process that keeps the table
    port = urllib.parse.urlsplit(client.url).port
    service = make_service(data)  # started again on the same data and port
    try:
        async with listening(service, "127.0.0.1", port or 0):
            client.welcome = {}
            sleep.step()
            await until(lambda: client.status == "connected" and bool(client.welcome), "the rejoin")
            assert (client.code, client.seat, client.token) == (code, seat, token)
            await until(lambda: bool(client.seats) and client.seats["seats"][0]["status"] == "here", "seat taken")
            assert len(sleep.waits) == 3 and client.errors == []
            await client.close()
    finally:
        service.close()


def test_a_lost_client_waits_its_backoff_and_rejoins_when_the_server_is_back(tmp_path: Path) -> None:
    asyncio.run(comes_back_after_a_restart(tmp_path / "data"))


async def gives_up(data: Path) -> None:
    sleep = SteppedSleep(free=True)
    client = TableClient("", "Ann", sleep=sleep, rng=random.Random(1))
    service = make_service(data)
    try:
        async with listening(service, "127.0.0.1", 0) as (_, url):
            client.url = url
            await client.connect()
            await client.create("hamlet")
    finally:
        service.close()
    await until(lambda: client.status == "closed", "giving up")
    assert sleep.waits == client.tries == backoff(random.Random(1))  # RETRIES tries, then no more


def test_a_client_gives_up_after_its_last_try(tmp_path: Path) -> None:
    asyncio.run(gives_up(tmp_path / "data"))


async def deliberate(data: Path) -> None:
    service = make_service(data)
    sleeps = [SteppedSleep() for _ in range(5)]
    try:
        async with listening(service, "127.0.0.1", 0) as (_, url):
            everyone = [TableClient(url, name, sleep=sleep) for name, sleep in zip("ABCDE", sleeps, strict=True)]
            ann, bob, cy, dee, eve = everyone
            for client in everyone:
                await client.connect()
            await ann.create("crescendo")
            code = ann.code
            assert code is not None
            await bob.join(code)
            await cy.join(code)
            await bob.close()  # its own closing (1000)
            assert bob.status == "closed"
            cy.drop()  # lost: reconnecting, and closed while it waits
            await until(lambda: len(sleeps[2].waits) == 1, "Cy's first wait")
            await cy.close()
            sleeps[2].step()
            await until(lambda: service.tables[code].seats[2].status == "reconnecting", "Cy gone")
            await dee.create("hamlet")
            assert dee.code is not None
            await eve.join(dee.code)
            await dee.send({"type": "leave"})  # the host closes a table not started: Eve's connection gets 4001
            await until(lambda: eve.status == "closed", "Eve's table removed")
            assert [len(sleep.waits) for sleep in sleeps] == [0, 0, 1, 0, 0]
            assert cy.status == "closed"
            await until(lambda: len(service.connections) == 2, "only Ann's and Dee's connections left")
            await close_all([ann, dee])
    finally:
        service.close()


def test_no_coming_back_after_a_deliberate_closing(tmp_path: Path) -> None:
    asyncio.run(deliberate(tmp_path / "data"))


async def its_turn_while_away(data: Path) -> None:
    service = make_service(data)
    try:
        async with listening(service, "127.0.0.1", 0) as (_, url):
            clients = [TableClient(url, name) for name in "ABC"]
            for client in clients:
                await client.connect()
            await clients[0].create("crescendo")
            assert clients[0].code is not None
            for client in clients[1:]:
                await client.join(clients[0].code)
            await clients[0].start()
            await until(lambda: any(client.my_turn() for client in clients), "someone's turn")
            mover = next(client for client in clients if client.my_turn())
            assert mover.view is not None
            version = mover.view["version"]
            mover.sleep = sleep = SteppedSleep()
            mover.drop()
            await until(lambda: len(sleep.waits) == 1, "the mover away")
            playing = asyncio.get_running_loop().create_task(mover.play(random.Random(1), timeout=30))
            for _ in range(5):  # the play waits for its connection: the loop runs on
                await asyncio.sleep(0)
            assert mover.status == "reconnecting" and not playing.done()
            sleep.step()
            await until(lambda: service.tables[clients[0].code].version > version, "the mover's act, once back")
            playing.cancel()
            await close_all(clients)
    finally:
        service.close()


def test_a_client_whose_turn_it_is_while_it_is_away_waits_for_its_connection(tmp_path: Path) -> None:
    def blocked(signum: int, frame: object) -> None:
        raise AssertionError("the event loop was blocked")

    signal.signal(signal.SIGALRM, blocked)
    signal.alarm(60)
    try:
        asyncio.run(its_turn_while_away(tmp_path / "data"))
    finally:
        signal.alarm(0)
