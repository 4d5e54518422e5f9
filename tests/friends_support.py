"""Helpers of the tests of a table with friends: the table server in a thread of its own (its own asyncio loop)
on 127.0.0.1 and a free port, with a temporary data folder and seeded deals, while the test runs Qt's loop."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from server_support import counting_seeds, make_service

from parlett_table.server.app import listening

START_SECONDS = 10.0


@contextlib.contextmanager
def server_thread(data: Path, **service: Any) -> Iterator[str]:
    """The table server on 127.0.0.1 (any free port) in a thread while in the block: its URL."""
    service.setdefault("seeds", counting_seeds())
    ready = threading.Event()
    found: dict[str, Any] = {}

    async def serve() -> None:
        stop = asyncio.Event()
        found["stop"] = (asyncio.get_running_loop(), stop)
        served = make_service(data, **service)
        try:
            async with listening(served, "127.0.0.1", 0) as (_, url):
                found["url"] = url
                ready.set()
                await stop.wait()
        finally:
            served.close()
            ready.set()

    thread = threading.Thread(target=asyncio.run, args=(serve(),), daemon=True)
    thread.start()
    assert ready.wait(START_SECONDS) and "url" in found, "the server did not start"
    try:
        yield str(found["url"])
    finally:
        loop, stop = found["stop"]
        loop.call_soon_threadsafe(stop.set)
        thread.join(START_SECONDS)
