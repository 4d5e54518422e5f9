"""Dropping out and coming back: a lost connection rejoins with its token and loses nothing; past the table's
grace time (the test's clock, stepped) a computer plays for the absent person, and the others are told; they
come back and play on.  Tables are removed after their time."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

from server_support import (
    Clock,
    check_wire,
    close_all,
    counting_seeds,
    make_service,
    play_moves,
    running,
    seated,
    status_of,
    until,
)

from parlett_table.engine import Card, Deal
from parlett_table.server.client import TableClient

GRACE = 60


def true_deal(service: object, code: str) -> Deal:
    return service.tables[code].deal  # type: ignore[attr-defined, no-any-return]


async def finish(clients: list[TableClient]) -> None:
    await asyncio.gather(*(client.play(random.Random(seat), timeout=60) for seat, client in enumerate(clients)))


async def within_grace(data: Path) -> None:
    clock = Clock()
    service = make_service(data, clock=clock, seeds=counting_seeds(), grace=GRACE)
    async with running(service) as url:
        ann, bob, cy = clients = await seated(url, "hoodwink", options={"target": 40}, grace=GRACE)
        code = ann.code
        assert code is not None
        await ann.start()
        await play_moves(clients, 5, random.Random(1))
        before = true_deal(service, code)
        bob.drop(reconnect=False)
        await until(lambda: status_of(ann, 1) == "reconnecting" == status_of(cy, 1), "the others told")
        bobs_turn = lambda: ann.view is not None and ann.view["view"]["to_move"] == 1  # noqa: E731
        await play_moves([ann, cy], 40, random.Random(2), stop=bobs_turn)  # the table waits for Bob
        clock.step(GRACE - 1)
        service.sweep()
        assert status_of(ann, 1) == "reconnecting"
        waiting = true_deal(service, code)
        assert waiting.to_move == 1 and waiting.actions[: len(before.actions)] == before.actions
        await bob.reconnect()
        now = service.tables[code].version
        await until(lambda: bob.status == "connected" and bob.view is not None and bob.view["version"] == now, "rejoin")
        assert bob.view is not None
        assert [Card.parse(c) for c in bob.view["view"]["hand"]] == list(waiting.hand(1))
        await until(lambda: status_of(ann, 1) == "here", "Bob back")
        await finish(clients)
        match = service.tables[code].match
        assert match is not None and match.is_over
        deals = list(match.deals)
        for client in clients:
            check_wire(client, deals)
            assert client.errors == []
        assert sorted(bob.deals_over) == list(range(len(deals)))
        await close_all(clients)


def test_a_client_that_drops_and_comes_back_within_the_grace_time_loses_nothing(tmp_path: Path) -> None:
    asyncio.run(within_grace(tmp_path / "data"))


async def past_grace(data: Path) -> None:
    clock = Clock()
    service = make_service(data, clock=clock, seeds=counting_seeds(), grace=GRACE)
    async with running(service) as url:
        ann, bob, cy = clients = await seated(url, "crescendo", grace=GRACE, level="random")
        code = ann.code
        assert code is not None
        await ann.start()
        await play_moves(clients, 4, random.Random(1))
        bob.drop(reconnect=False)
        await until(lambda: status_of(ann, 1) == "reconnecting", "the others told")
        gone_at = service.tables[code].version
        clock.step(GRACE)
        service.sweep()
        await until(lambda: status_of(ann, 1) == "away" == status_of(cy, 1), "the others told a computer plays")
        await play_moves([ann, cy], 30, random.Random(2))
        table = service.tables[code]
        assert table.match is not None
        played_for_bob = [a for deal in table.match.deals for a in deal.actions if a.seat == 1]
        assert len(played_for_bob) >= 10, "a computer played Bob's turns"
        assert table.version > gone_at
        await bob.reconnect()
        await until(lambda: status_of(ann, 1) == "here" and bob.view is not None, "Bob back")
        await finish(clients)  # Bob plays on, and the match ends
        match = service.tables[code].match
        assert match is not None and match.is_over
        assert sorted(bob.deals_over) == list(range(len(match.deals)))  # the deals he missed, sent on rejoining
        for client in clients:
            check_wire(client, list(match.deals))
        await close_all(clients)


def test_past_the_grace_time_a_computer_plays_for_the_absent_until_they_come_back(tmp_path: Path) -> None:
    asyncio.run(past_grace(tmp_path / "data"))


async def reconnecting_by_itself(data: Path) -> None:
    service = make_service(data, seeds=counting_seeds())
    async with running(service) as url:
        ann, bob, _ = clients = await seated(url, "crescendo")
        await ann.start()
        await play_moves(clients, 3, random.Random(1))
        bob.drop()  # lost: the client comes back by itself, with backoff
        await until(lambda: bob.status == "reconnecting", "the client reconnecting")
        await until(lambda: bob.status == "connected" and status_of(ann, 1) == "here", "back", timeout=20)
        await finish(clients)
        assert all(client.match_over is not None for client in clients)
        assert [client.errors for client in clients] == [[], [], []]
        await close_all(clients)


def test_a_lost_connection_reconnects_by_itself(tmp_path: Path) -> None:
    asyncio.run(reconnecting_by_itself(tmp_path / "data"))


async def second_connection(data: Path) -> None:
    service = make_service(data)
    async with running(service) as url:
        ann, bob = (await seated(url, "crescendo", players=2))[:2]
        assert ann.code is not None and bob.token is not None
        other = TableClient(url, "Bob again")
        await other.connect()
        bob.auto_reconnect = False
        await other.send({"type": "rejoin", "code": ann.code, "token": bob.token})
        await other.until(lambda: other.seat == 1, "the seat")
        await until(lambda: bob.status == "closed", "the older connection closed")
        thief = TableClient(url, "Mallory")
        await thief.connect()
        await thief.send({"type": "rejoin", "code": ann.code, "token": "A" * 22})
        await thief.until(lambda: bool(thief.errors), "an error")
        assert thief.errors[0]["error"] == "bad_token" and thief.seat is None
        await close_all([ann, bob, other, thief])


def test_a_newer_connection_with_the_token_takes_the_seat_and_a_wrong_token_none(tmp_path: Path) -> None:
    asyncio.run(second_connection(tmp_path / "data"))


async def leaving_and_removal(data: Path) -> None:
    wall = Clock()
    service = make_service(data, wall=wall, seeds=counting_seeds())
    async with running(service) as url:
        ann, bob, cy = clients = await seated(url, "crescendo", level="random")
        code = ann.code
        assert code is not None
        await ann.start()
        await cy.send({"type": "leave"})
        await until(lambda: status_of(ann, 2) == "left", "Cy gone for good")
        await asyncio.gather(*(client.play(random.Random(seat), timeout=60) for seat, client in enumerate([ann, bob])))
        assert service.store.records(code) != []
        wall.step(service.limits.keep_finished + 1)
        service.sweep()
        assert code not in service.tables and service.store.records(code) == []
        await until(lambda: ann.status == "closed", "its connections closed")
        await close_all(clients)


def test_a_seat_given_up_is_played_by_a_computer_and_finished_tables_are_removed(tmp_path: Path) -> None:
    asyncio.run(leaving_and_removal(tmp_path / "data"))
