"""The ``serve`` command's options, every number bounded (added to the command's parser by ``cli``).

Kept apart from ``app`` so that building the command's parser imports no ``websockets``.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Callable
from typing import Any

PORTS = (0, 65_535)
WORKERS = (0, 64)
GRACE_SECONDS = (10, 86_400)
TABLES = (1, 1_000_000)
SHARD = re.compile(r"[a-z0-9]{1,8}")


def shard_name(text: str) -> str:
    """An argparse type: a shard's name, 1 to 8 lower-case letters and digits."""
    if not SHARD.fullmatch(text):
        raise argparse.ArgumentTypeError(f"expected 1 to 8 lower-case letters and digits, got {text[:20]!r}")
    return text


def add_serve(
    commands: Any, whole: Callable[[int, int], Callable[[str], int]], seconds: Callable[[str], float]
) -> None:
    serve = commands.add_parser(
        "serve", help="run a table server that friends join over the network (see docs/hosting.md)"
    )
    serve.add_argument("--host", default="127.0.0.1", help="the address to listen on (127.0.0.1 if not given)")
    serve.add_argument("--port", type=whole(*PORTS), default=8765, help="the port (8765; 0 for any free one)")
    serve.add_argument("--data", metavar="DIR", help="the folder that keeps the tables (the user's data folder)")
    serve.add_argument("--certfile", metavar="F", help="TLS certificate chain (PEM), for wss://")
    serve.add_argument("--keyfile", metavar="F", help="its private key (PEM)")
    serve.add_argument("--workers", type=whole(*WORKERS), default=1,
                       help="worker processes for computer players (1; 0 thinks in a thread)")  # fmt: skip
    serve.add_argument("--think", type=seconds, default=0.25, metavar="SECONDS",
                       help="the cap on a computer player's decision (0.25 s)")  # fmt: skip
    serve.add_argument("--grace", type=whole(*GRACE_SECONDS), default=120, metavar="SECONDS",
                       help="how long a table waits for a lost player before a computer plays for them")  # fmt: skip
    serve.add_argument("--tables-per-address", type=whole(*TABLES), default=5,
                       help="open tables one address may create (5)")  # fmt: skip
    serve.add_argument("--max-tables", type=whole(*TABLES), default=20_000, help="tables in all (20000)")
    serve.add_argument("--trust-proxy", action="store_true",
                       help="behind a reverse proxy: take the client's address from X-Forwarded-For")  # fmt: skip
    serve.add_argument("--shard", type=shard_name, metavar="NAME",
                       help="begin every table code with NAME- (see docs/hosting.md)")  # fmt: skip
    serve.add_argument("--durable", action="store_true",
                       help="flush every move to disk (survives a power cut, not only a crash; slower)")  # fmt: skip


def run(args: argparse.Namespace) -> int:
    try:
        from .app import run_serve
    except ImportError as error:  # an install without the server's dependency (pip's --no-deps, a bundle)
        if error.name is None or not error.name.startswith("websockets"):
            raise
        print("parlett-table serve: the table server needs the websockets package (pip install websockets).",
              file=sys.stderr)  # fmt: skip
        return 2
    return run_serve(args)
