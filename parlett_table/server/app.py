"""``parlett-table serve``: the table server on asyncio and ``websockets``, until SIGTERM or Ctrl+C.

The server listens on one address (127.0.0.1 unless told otherwise), speaks TLS when given a certificate and
its key (or plain websockets behind a reverse proxy that does), keeps its tables in ``--data`` and answers
``GET /healthz`` with ``ok`` for a proxy's or a supervisor's checks (``docs/hosting.md``).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import sqlite3
import ssl
import sys
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.http11 import Request, Response

from .connection import Limits
from .players import THINK_SECONDS, Thinkers
from .service import DEFAULT_GRACE, Service
from .store import Store

DEFAULT_PORT = 8765
MAX_FRAME = 1 << 16  # a frame larger than this closes the connection (1009); past MAX_MESSAGE_BYTES, an error


@dataclass
class Settings:
    data: Path
    host: str = "127.0.0.1"
    port: int = DEFAULT_PORT
    certfile: str | None = None
    keyfile: str | None = None
    workers: int = 1
    think: float = THINK_SECONDS
    grace: int = DEFAULT_GRACE
    trust_proxy: bool = False
    durable: bool = False
    limits: Limits = field(default_factory=Limits)


def tls_context(certfile: str, keyfile: str) -> ssl.SSLContext:
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.minimum_version = ssl.TLSVersion.TLSv1_2
    context.load_cert_chain(certfile, keyfile)
    return context


def _health(connection: ServerConnection, request: Request) -> Response | None:
    if request.path == "/healthz":
        return connection.respond(200, "ok\n")
    return None


@contextlib.asynccontextmanager
async def listening(
    service: Service, host: str, port: int, tls: ssl.SSLContext | None = None
) -> AsyncIterator[tuple[Server, str]]:
    """Serve ``service`` on ``host:port`` (0: any free port) while in the block: (the server, its URL)."""
    async with serve(
        service.handle, host, port, ssl=tls, max_size=MAX_FRAME, compression=None,
        process_request=_health, server_header="parlett-table", ping_interval=20, ping_timeout=20,
    ) as server:  # fmt: skip
        service.resume()
        sweeper = asyncio.get_running_loop().create_task(service.run_sweeper())
        bound = server.sockets[0].getsockname()
        shown = f"[{bound[0]}]" if ":" in bound[0] else bound[0]
        try:
            yield server, f"{'wss' if tls else 'ws'}://{shown}:{bound[1]}"
        finally:
            sweeper.cancel()


def make_service(settings: Settings, **clocks: Any) -> Service:
    store = Store(settings.data, settings.durable)
    service = Service(
        store, Thinkers(settings.workers, settings.think), settings.limits,
        trust_proxy=settings.trust_proxy, grace=settings.grace, **clocks,
    )  # fmt: skip
    service.load()
    return service


async def run_until_stopped(settings: Settings, say: Callable[[str], None]) -> None:
    tls = tls_context(settings.certfile, settings.keyfile) if settings.certfile and settings.keyfile else None
    service = make_service(settings)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows: Ctrl+C is a KeyboardInterrupt
            loop.add_signal_handler(signum, stop.set)
    try:
        async with listening(service, settings.host, settings.port, tls) as (_, url):
            say(f"parlett-table serve: {len(service.tables)} tables, listening at {url} (data in {settings.data})")
            await stop.wait()
    finally:
        service.close()


def run_serve(args: argparse.Namespace) -> int:
    """The ``serve`` command; a problem a person can fix is one line on standard error and status 2."""
    settings = settings_from(args)
    if (settings.certfile is None) != (settings.keyfile is None):
        return _refuse("--certfile and --keyfile go together")
    try:
        asyncio.run(run_until_stopped(settings, lambda line: print(line, flush=True)))
    except KeyboardInterrupt:
        return 0
    except ssl.SSLError as error:
        return _refuse(f"the certificate or its key cannot be used: {error.reason or error}")
    except sqlite3.Error as error:
        return _refuse(f"the tables in {settings.data} cannot be read or written: {error}")
    except OSError as error:
        where = f"{settings.host}:{settings.port}"
        return _refuse(f"cannot serve at {where} with data in {settings.data}: {error.strerror or error}")
    return 0


def _refuse(message: str) -> int:
    print(f"parlett-table serve: {message}", file=sys.stderr)
    return 2


def settings_from(args: argparse.Namespace) -> Settings:
    limits = Limits(tables_per_address=args.tables_per_address, max_tables=args.max_tables)
    return Settings(
        data=Path(args.data) if args.data else default_data(), host=args.host, port=args.port,
        certfile=args.certfile, keyfile=args.keyfile, workers=args.workers, think=args.think, grace=args.grace,
        trust_proxy=args.trust_proxy, durable=args.durable, limits=limits,
    )  # fmt: skip


def default_data() -> Path:
    import platformdirs

    return Path(platformdirs.user_data_dir("parlett-table", appauthor=False)) / "server"
