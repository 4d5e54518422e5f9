"""``parlett-table serve``: the table server on asyncio and ``websockets``, until SIGTERM or Ctrl+C.

The server listens on one address (127.0.0.1 unless told otherwise), speaks TLS when given a certificate and
its key (or plain websockets behind a reverse proxy that does), keeps its tables in ``--data`` and answers
``GET /healthz`` with ``ok`` for a proxy's or a supervisor's checks (``docs/hosting.md``).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import errno
import gc
import signal
import sqlite3
import ssl
import sys
import tempfile
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
GC_THRESHOLDS = (20_000, 20, 20)  # the default: (700, 10, 10)
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
    shard: str = ""
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
        trust_proxy=settings.trust_proxy, grace=settings.grace, shard=settings.shard, **clocks,
    )  # fmt: skip
    service.load()
    return service


async def run_until_stopped(settings: Settings, say: Callable[[str], None]) -> None:
    tls = tls_context(settings.certfile, settings.keyfile) if settings.certfile and settings.keyfile else None
    service = make_service(settings)
    settle_collector()
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


def settle_collector() -> None:
    """Keep the garbage collector's passes short: what the start made (modules, the tables read back) is kept
    out of them for good, and the young generation is collected less often.

    Nearly everything the server makes is freed by reference counting; its collector found no cycles under
    load.  But a table's state lives about a second, long enough to be promoted, so with the default
    thresholds full passes came every half minute over every connection's objects, and each stopped every
    table for 100 ms and more on a busy machine (``benchmarks/server_load.py``).
    """
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


def run_serve(args: argparse.Namespace) -> int:
    """The ``serve`` command; a problem a person can fix (a port in use, a certificate that cannot be read, a
    data folder that cannot be written) is one plain sentence on standard error and status 2, no traceback."""
    settings = settings_from(args)
    problem = settings_problem(settings)
    if problem is not None:
        return _refuse(problem)
    where = f"{settings.host}:{settings.port}"
    try:
        asyncio.run(run_until_stopped(settings, lambda line: print(line, flush=True)))
    except KeyboardInterrupt:
        return 0
    except sqlite3.Error as error:
        return _refuse(f"the tables in {_shown(settings.data)} cannot be read or written: {error}.")
    except OSError as error:
        if error.errno == errno.EADDRINUSE:
            return _refuse(f"cannot listen at {where}: the port is in use (another server?).")
        return _refuse(f"cannot listen at {where}: {error.strerror or error}.")
    return 0


def settings_problem(settings: Settings) -> str | None:
    """What keeps the server from starting with these settings, in a sentence (None: nothing)."""
    if (settings.certfile is None) != (settings.keyfile is None):
        return "--certfile and --keyfile go together: give both, or neither."
    if settings.certfile is not None and settings.keyfile is not None:
        for option, path in (("--certfile", settings.certfile), ("--keyfile", settings.keyfile)):
            try:
                Path(path).open("rb").close()
            except OSError as error:
                return f"{option} {_shown(path)} cannot be read: {error.strerror or error}."
        try:
            tls_context(settings.certfile, settings.keyfile)
        except ssl.SSLError:
            return (f"--certfile {_shown(settings.certfile)} and --keyfile {_shown(settings.keyfile)} are not "
                    "a PEM certificate chain and its private key, or the key is not the certificate's.")  # fmt: skip
    return data_problem(settings.data)


def data_problem(data: Path) -> str | None:
    """Whether the data folder can be made and written (a file made and removed in it)."""
    try:
        data.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=data):
            pass
    except OSError as error:
        reason = "it is a file" if data.is_file() else error.strerror or str(error)
        return f"the data folder {_shown(data)} cannot be written: {reason}."
    return None


def _shown(path: object) -> str:
    """A path as one line of text (a newline or control character in it escaped)."""
    text = str(path)
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text)


def _refuse(message: str) -> int:
    print(f"parlett-table serve: {message}", file=sys.stderr)
    return 2


def settings_from(args: argparse.Namespace) -> Settings:
    limits = Limits(tables_per_address=args.tables_per_address, max_tables=args.max_tables)
    return Settings(
        data=Path(args.data) if args.data else default_data(), host=args.host, port=args.port,
        certfile=args.certfile, keyfile=args.keyfile, workers=args.workers, think=args.think, grace=args.grace,
        trust_proxy=args.trust_proxy, durable=args.durable, shard=args.shard or "", limits=limits,
    )  # fmt: skip


def default_data() -> Path:
    import platformdirs

    return Path(platformdirs.user_data_dir("parlett-table", appauthor=False)) / "server"
