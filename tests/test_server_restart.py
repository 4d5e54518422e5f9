"""The server killed (SIGKILL) in the middle of deals and started again on the same data: every table goes on
exactly where it was (the same cards, the same actions, the same version), its clients come back by
themselves, and the matches finish with records that replay."""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import re
import signal
import sys
from collections.abc import AsyncIterator
from pathlib import Path

from server_support import check_schema, close_all, play_moves, seated, until

from parlett_table.engine import read_deal
from parlett_table.server.client import TableClient

URL = re.compile(r"listening at (ws://127\.0\.0\.1:\d+)")


@contextlib.asynccontextmanager
async def server_process(data: Path, port: int = 0) -> AsyncIterator[tuple[asyncio.subprocess.Process, str]]:
    """``parlett-table serve`` on 127.0.0.1 in a process of its own: (the process, its URL)."""
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "parlett_table", "serve", "--host", "127.0.0.1", "--port", str(port),
        "--data", str(data), "--workers", "0", "--tables-per-address", "100",
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )  # fmt: skip
    try:
        assert process.stdout is not None
        line = (await asyncio.wait_for(process.stdout.readline(), 60)).decode()
        found = URL.search(line)
        assert found, f"no URL in {line!r}"
        yield process, found.group(1)
    finally:
        if process.returncode is None:
            process.kill()
        await asyncio.wait_for(process.wait(), 30)


def state(clients: list[TableClient]) -> list[tuple[int, list[str], int]]:
    return [(c.view["version"], c.view["view"]["hand"], c.view["actions"]) for c in clients if c.view is not None]


async def killed_and_restarted(data: Path) -> None:
    async with server_process(data) as (process, url):
        tables = [
            await seated(url, "crescendo", keep=False),
            await seated(url, "hoodwink", keep=False, options={"target": 30}),
            await seated(url, "hamlet", keep=False, options={"target": 50}),
        ]
        for number, clients in enumerate(tables):
            await clients[0].start()
            await play_moves(clients, 7 + 3 * number, random.Random(number))
        before = [state(clients) for clients in tables]
        process.send_signal(signal.SIGKILL)
        await asyncio.wait_for(process.wait(), 30)
        everyone = [client for clients in tables for client in clients]
        await until(lambda: all(c.status == "reconnecting" for c in everyone), "the clients reconnecting")
        port = int(url.rsplit(":", 1)[1])
    async with server_process(data, port) as (_, url_again):
        assert url_again == url
        await until(lambda: all(c.status == "connected" for c in everyone), "the clients back", timeout=40)
        await until(lambda: [state(clients) for clients in tables] == before, "every table as it was", timeout=20)
        await asyncio.gather(
            *(
                client.play(random.Random(seat), think=lambda: 0.05, timeout=120)
                for clients in tables
                for seat, client in enumerate(clients)
            )
        )
        for clients in tables:
            assert all(client.match_over == clients[0].match_over is not None for client in clients)
            assert all(client.errors == [] for client in clients)
            for over in clients[0].deals_over.values():
                check_schema(over)
                assert list(read_deal(json.dumps(over["record"])).outcome().scores) == over["scores"]
        await close_all(everyone)


def test_a_server_killed_mid_deal_and_started_again_continues_every_table(tmp_path: Path) -> None:
    asyncio.run(killed_and_restarted(tmp_path / "data"))
