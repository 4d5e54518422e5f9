"""Each computer seat's level (issue 39): a create's ``levels``, one a seat after the creator's, checked by the
protocol, given to the empty seats at the start, kept for a person's seat that a computer takes over, and stored."""

from __future__ import annotations

import asyncio
import json
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from server_support import check_schema, close_all, make_service, play_moves, running, status_of, until

from parlett_table.engine import Action, SeatView
from parlett_table.server import protocol
from parlett_table.server.client import TableClient
from parlett_table.server.players import Thinkers
from parlett_table.server.store import Store


def create(**fields: Any) -> dict[str, Any]:
    return protocol.parse(json.dumps({"v": 1, "type": "create", "game": "hoodwink", "name": "Ann", **fields}))


def refusal(**fields: Any) -> tuple[str, str]:
    with pytest.raises(protocol.ProtocolError) as caught:
        create(**fields)
    return caught.value.error, caught.value.field


def test_a_create_may_give_each_seat_after_the_creators_its_level() -> None:
    assert create(levels=["beginner", "expert"])["levels"] == ["beginner", "expert"]
    assert create(game="crescendo", players=5, levels=["random", "beginner", "standard", "expert"])
    assert create(level="expert")["level"] == "expert"  # one level for every computer seat, as before
    assert "levels" not in create()


def test_levels_are_refused_with_the_field_that_is_wrong() -> None:
    assert refusal(level="expert", levels=["beginner", "expert"]) == ("malformed", "levels")
    assert refusal(levels="expert") == ("malformed", "levels")
    assert refusal(levels=["beginner"]) == ("bad_options", "levels")
    assert refusal(levels=["beginner", "expert", "expert"]) == ("bad_options", "levels")
    assert refusal(game="crescendo", players=4, levels=["beginner", "expert"]) == ("bad_options", "levels")
    assert refusal(levels=["beginner", "grandmaster"]) == ("bad_options", "levels.1")
    assert refusal(levels=["beginner", None]) == ("bad_options", "levels.1")
    assert create(players=9, levels=["beginner"])  # a count the game has not: the server's players error
    with pytest.raises(protocol.ProtocolError, match="expected 2 levels, one for each seat after yours, got 1"):
        create(levels=["beginner"])


async def alone(url: str, game: str, players: int | None = None, **fields: Any) -> TableClient:
    """A table created by Ann, nobody else seated."""
    ann = TableClient(url, "Ann")
    await ann.connect()
    await ann.create(game, players, **fields)
    assert ann.code is not None, ann.errors
    return ann


class Recording(Thinkers):
    """Thinkers that note the level each seat was played at."""

    def __init__(self) -> None:
        super().__init__(0, 0.05)
        self.levels: dict[int, set[str]] = {}

    async def decide(self, level: str, view: SeatView) -> Action:
        self.levels.setdefault(view.seat, set()).add(level)
        return view.legal_actions[0]


async def levels_at_start(data: Path) -> None:
    service = make_service(data)
    thinkers = service.thinkers = Recording()
    async with running(service) as url:
        ann = await alone(url, "hoodwink", levels=["beginner", "expert"])
        code = ann.code
        assert code is not None and ann.welcome["level"] == "standard"
        await ann.start()
        await until(lambda: bool(ann.seats.get("started")), "the seats after the start")
        seats = ann.seats["seats"]
        check_schema(ann.seats)
        assert [seat.get("level") for seat in seats] == [None, "beginner", "expert"]
        assert [seat["player"] for seat in seats] == ["human", "computer", "computer"]
        both = lambda: {1, 2} <= set(thinkers.levels)  # noqa: E731
        await play_moves([ann], 12, random.Random(1), stop=both)  # Ann moves when it is her turn
        assert both()
        assert thinkers.levels[1] == {"beginner"} and thinkers.levels[2] == {"expert"}
        await close_all([ann])
    table = make_service(data).tables[code]  # stored: read back with the levels
    assert [table.level_of(seat) for seat in (1, 2)] == ["beginner", "expert"]


def test_a_table_created_with_levels_has_them_in_its_seats_after_the_start(tmp_path: Path) -> None:
    asyncio.run(levels_at_start(tmp_path / "data"))


async def person_taken_over(data: Path) -> None:
    service = make_service(data)
    async with running(service) as url:
        ann = await alone(url, "hoodwink", levels=["expert", "beginner"])
        assert ann.code is not None
        bob = TableClient(url, "Bob")
        await bob.connect()
        await bob.join(ann.code)
        await until(lambda: len(ann.seats.get("seats", ())) == 3 and status_of(ann, 1) == "here", "Bob seated")
        assert bob.seat == 1 and "level" not in bob.seats["seats"][1]  # a person sits there: no level shown
        await ann.start()
        await bob.send({"type": "leave"})
        await until(lambda: status_of(ann, 1) == "left", "Bob gone for good")
        assert ann.seats["seats"][1]["level"] == "expert" and ann.seats["seats"][2]["level"] == "beginner"
        await close_all([ann, bob])


def test_a_seat_a_person_leaves_is_played_at_its_own_level(tmp_path: Path) -> None:
    asyncio.run(person_taken_over(tmp_path / "data"))


async def default_level(data: Path) -> None:
    service = make_service(data)
    async with running(service) as url:
        ann = await alone(url, "crescendo", players=2, level="random")
        await ann.start()
        await until(lambda: bool(ann.seats.get("started")), "the seats after the start")
        assert ann.seats["seats"][1]["level"] == "random"
        await close_all([ann])


def test_without_levels_every_computer_plays_at_the_tables_level(tmp_path: Path) -> None:
    asyncio.run(default_level(tmp_path / "data"))


def test_a_store_from_before_seat_levels_is_read_and_gains_them(tmp_path: Path) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    db = sqlite3.connect(folder / "tables.sqlite3")
    db.execute(
        "CREATE TABLE seats (code TEXT NOT NULL, seat INTEGER NOT NULL, name TEXT NOT NULL, player TEXT NOT NULL,"
        " token_hash TEXT NOT NULL, gone INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (code, seat))"
    )
    db.execute("INSERT INTO seats VALUES ('c', 0, 'Ann', 'human', 'h', 0)")
    db.commit()
    db.close()
    store = Store(folder)
    try:
        assert store._db.execute("SELECT level FROM seats").fetchall() == [("",)]
    finally:
        store.close()
