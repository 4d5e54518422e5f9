"""Helpers of the table server's tests: a server in the test's own event loop on 127.0.0.1, clocks the test
steps, seated clients, and the checks every message must pass (the schema, no hidden card)."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import random
import re
from collections.abc import AsyncIterator, Callable, Iterable
from pathlib import Path
from typing import Any

import jsonschema

from parlett_table.engine import Card, Deal, Phase, create_game
from parlett_table.server.app import listening
from parlett_table.server.client import TableClient
from parlett_table.server.connection import Limits
from parlett_table.server.players import Thinkers
from parlett_table.server.service import Service
from parlett_table.server.store import Store

SCHEMA_PATH = Path(__file__).resolve().parent.parent / "parlett_table" / "server" / "schema.json"
SCHEMA = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)
NAMES = ("Ann", "Bob", "Cy", "Dee", "Eve")
# Generous limits: the tests' clients play as fast as they can; the abuse tests set their own.
FAST = Limits(rate=10_000.0, burst=10_000, strikes=10_000)


class Clock:
    """A clock the test steps: ``clock()`` is the time, ``clock.step(s)`` moves it on."""

    def __init__(self, start: float = 1_000_000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now

    def step(self, seconds: float) -> None:
        self.now += seconds


def counting_seeds(first: int = 500) -> Callable[[], int]:
    """Deal seeds 500, 501, …: a seeded match, the same every run."""
    return itertools.count(first).__next__


def make_service(data: Path, limits: Limits = FAST, workers: int = 0, **kwargs: Any) -> Service:
    service = Service(Store(data), Thinkers(workers, 0.05), limits, **kwargs)
    service.load()
    return service


@contextlib.asynccontextmanager
async def running(service: Service) -> AsyncIterator[str]:
    """The service listening on 127.0.0.1 (a free port) while in the block: its URL."""
    try:
        async with listening(service, "127.0.0.1", 0) as (_, url):
            yield url
    finally:
        service.close()


async def seated(
    url: str, game: str, players: int | None = None, keep: bool = True, **create: Any
) -> list[TableClient]:
    """A table of ``game`` created by the first client and joined by the others, not yet started."""
    count = create_game(game, players, create.get("options")).players
    clients = [TableClient(url, NAMES[seat], keep=keep) for seat in range(count)]
    for client in clients:
        await client.connect()
    await clients[0].create(game, players, **create)
    assert clients[0].code is not None, clients[0].errors
    for client in clients[1:]:
        await client.join(clients[0].code)
        assert client.seat is not None, client.errors
    return clients


async def close_all(clients: Iterable[TableClient]) -> None:
    for client in clients:
        await client.close()


def check_schema(message: dict[str, Any]) -> None:
    errors = sorted(VALIDATOR.iter_errors(message), key=lambda error: error.path)
    assert not errors, f"{message.get('type')}: {errors[0].message}"


CARD_TOKEN = re.compile(r"(?<![A-Za-z0-9_-])([2-9TJQKA][SHDC]|JK[12]?)(?![A-Za-z0-9_-])")


def card_tokens(value: object, key: str = "") -> set[Card]:
    """Every card named anywhere in a message's strings (a code or a token excepted)."""
    if isinstance(value, dict):
        return set().union(*(card_tokens(item, name) for name, item in value.items()))
    if isinstance(value, list):
        return set().union(*(card_tokens(item, key) for item in value))
    if isinstance(value, str) and key not in ("code", "token"):
        return {Card.parse(match) for match in CARD_TOKEN.findall(value)}
    return set()


def hidden_from(deal: Deal, seat: int) -> set[Card]:
    """The cards ``seat`` may not see in ``deal``: the others' hands and the undealt cards, less any revealed
    proposal (a proposed card stays in its hand, face up)."""
    hidden = set(deal.undealt)
    for other in range(deal.players):
        if other != seat:
            hidden.update(deal.hand(other))
    if deal.game.has_proposals and deal.phase != Phase.PROPOSE:
        hidden.difference_update(card for card in deal.proposals if card is not None)
    return hidden


def deal_at(deals: list[Deal], index: int, actions: int) -> Deal:
    """Deal ``index`` of a match after its first ``actions`` actions (from the true, whole deal)."""
    whole = deals[index]
    assert whole.seed is not None
    deal = Deal.start(whole.game, whole.seed, whole.dealer)
    for action in whole.actions[:actions]:
        deal, _ = deal.apply(action)
    return deal


def check_wire(client: TableClient, deals: list[Deal]) -> int:
    """Every message the client received: of the schema, and naming no card its seat may not see at that
    moment of the true deal.  The number of views checked."""
    assert client.seat is not None
    views = 0
    for text, message in client.received:
        check_schema(message)
        named = card_tokens(message)
        kind = message["type"]
        if kind == "view":
            truth = deal_at(deals, message["deal"], message["actions"])
            leaked = named & hidden_from(truth, client.seat)
            assert not leaked, f"seat {client.seat} was sent {sorted(map(str, leaked))}: {text[:200]}"
            views += 1
        elif kind not in ("deal_over", "error"):  # a record is sent once its deal is over; an error echoes its act
            assert not named, f"a {kind} message named cards: {text[:200]}"
    return views


async def until(condition: Callable[[], bool], what: str, timeout: float = 10.0) -> None:
    """Wait for ``condition`` (checked every 10 ms) at most ``timeout`` seconds: a bounded wait on a state,
    never a sleep that hopes."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        if loop.time() > deadline:
            raise AssertionError(f"waited {timeout:g} s for {what}")
        await asyncio.sleep(0.01)


async def play_moves(
    clients: list[TableClient], count: int, rng: random.Random, stop: Callable[[], bool] = lambda: False
) -> None:
    """``count`` moves of the clients' seats (computer seats move by themselves in between), or fewer if
    ``stop()`` comes true first."""
    for _ in range(count):
        await until(lambda: stop() or any(c.my_turn() for c in clients) or all(c.match_over for c in clients), "a turn")
        movers = [client for client in clients if client.my_turn()]
        if stop() or not movers:
            return
        mover = movers[0]
        assert mover.view is not None
        version = mover.view["version"]
        await mover.act(rng.choice(mover.view["view"]["legal"]))
        await until(lambda v=version: all(c.view is not None and c.view["version"] > v for c in clients), "the move")


def status_of(client: TableClient, seat: int) -> str:
    return str(client.seats["seats"][seat]["status"]) if client.seats else ""
