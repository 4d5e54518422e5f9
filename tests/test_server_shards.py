"""Tables sharded by code over several server processes behind one proxy (docs/hosting.md): each process
begins its codes with its shard's name, a client reaches a table at ``/t/<code>``, and a proxy that routes by
that path sends every connection of a table, comings back included, to the process that keeps it.  The proxy
here is a small websockets relay on 127.0.0.1 standing in for nginx's or Caddy's."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import re
from collections.abc import AsyncIterator
from pathlib import Path

from server_support import close_all, make_service, status_of, until
from websockets.asyncio.client import connect
from websockets.asyncio.server import ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from parlett_table.server.app import listening
from parlett_table.server.client import TableClient, table_url

ROUTE = re.compile(r"/t/([a-z0-9]{1,8})-")


@contextlib.asynccontextmanager
async def proxy(shards: dict[str, str]) -> AsyncIterator[str]:
    """A relay on 127.0.0.1: /t/<shard>-… to that shard's server, anything else to each in turn."""
    turns = itertools.cycle(sorted(shards))

    async def relay(downstream: ServerConnection) -> None:
        assert downstream.request is not None
        found = ROUTE.match(downstream.request.path)
        upstream_url = shards[found.group(1) if found else next(turns)]
        async with connect(upstream_url, proxy=None) as upstream:

            async def pump(source: object, sink: object) -> None:
                with contextlib.suppress(ConnectionClosed):
                    async for message in source:  # type: ignore[attr-defined]
                        await sink.send(message)  # type: ignore[attr-defined]
                await sink.close()  # type: ignore[attr-defined]

            await asyncio.gather(pump(downstream, upstream), pump(upstream, downstream))

    async with serve(relay, "127.0.0.1", 0) as server:
        yield f"ws://127.0.0.1:{server.sockets[0].getsockname()[1]}/"


async def sharded(data: Path) -> None:
    services = {name: make_service(data / name, shard=name) for name in ("a", "b")}
    try:
        async with (
            listening(services["a"], "127.0.0.1", 0) as (_, url_a),
            listening(services["b"], "127.0.0.1", 0) as (_, url_b),
            proxy({"a": url_a, "b": url_b}) as front,
        ):
            codes = []
            for table in range(2):  # the proxy sends the two creators to the two processes
                host = TableClient(front, f"Host{table}")
                await host.connect()
                await host.create("crescendo", 2)
                assert host.code is not None and host.url == table_url(front, host.code)
                guest = TableClient(table_url(front, host.code), f"Guest{table}")
                await guest.connect()
                await guest.join(host.code)
                assert guest.seat == 1, guest.errors
                codes.append((host, guest))
            shards = sorted(host.code.split("-")[0] for host, _ in codes if host.code)
            assert shards == ["a", "b"]
            for host, guest in codes:
                assert host.code is not None
                assert host.code in services[host.code[0]].tables and len(host.code) == 2 + 12
                guest.drop()  # back through the proxy, to its table's process
                await until(lambda g=guest: g.status == "reconnecting", "the guest away")  # type: ignore[misc]
                await until(lambda g=guest, h=host: g.status == "connected" and status_of(h, 1) == "here", "back",
                            timeout=20)  # type: ignore[misc]  # fmt: skip
                assert guest.errors == []
            await close_all([client for pair in codes for client in pair])
    finally:
        for service in services.values():
            service.close()


def test_tables_sharded_by_code_behind_a_proxy_reach_their_process_and_come_back_to_it(tmp_path: Path) -> None:
    asyncio.run(sharded(tmp_path))
