"""Coming back after a lost connection, as every client of the table server does (docs/protocol.md, "Dropping
out and coming back"): which closings are final, the bounded backoff between tries, and the URL of a table's
process.  Pure: the asyncio client (``server/client.py``) and the window's Qt client (``play/friends``) share it.
"""

from __future__ import annotations

import random
import urllib.parse

# Closings after which the client does not come back: normal, misbehaving, seat taken by a newer connection,
# table removed.  After any other (a network's, a server's restart: 1001, 1006, 1011, 1012) it does.
FINAL = (1000, 1008, 4000, 4001)
RETRIES = 12  # tries to reconnect before giving up (18 to 36 s of waiting in all)
FIRST_DELAY, MAX_DELAY = 0.1, 5.0


def table_url(url: str, code: str) -> str:
    """The URL to reach table ``code`` at the server of ``url``: its path ends in ``/t/<code>``, by which a
    reverse proxy sends every connection of a table to the process that keeps it (docs/hosting.md).

    >>> table_url("wss://cards.example.org/play/", "b-jcnkku7z8wg3")
    'wss://cards.example.org/play/t/b-jcnkku7z8wg3'
    >>> table_url("ws://127.0.0.1:8765", "x"), table_url("ws://127.0.0.1:8765/t/old", "new")
    ('ws://127.0.0.1:8765/t/x', 'ws://127.0.0.1:8765/t/new')
    """
    parts = urllib.parse.urlsplit(url)
    base = parts.path.split("/t/", 1)[0].rstrip("/")
    return urllib.parse.urlunsplit((parts.scheme, parts.netloc, f"{base}/t/{code}", "", ""))


def backoff(rng: random.Random | None = None) -> list[float]:
    """The waits before each try to reconnect: 0.1 s doubling up to 5 s, each cut to between half and all of
    it at random (``rng``; none, the waits themselves).

    >>> backoff()[:8] == [0.1, 0.2, 0.4, 0.8, 1.6, 3.2, 5.0, 5.0] and len(backoff()) == RETRIES
    True
    """
    delays, delay = [], FIRST_DELAY
    for _ in range(RETRIES):
        delays.append(delay if rng is None else delay * (0.5 + 0.5 * rng.random()))
        delay = min(delay * 2, MAX_DELAY)
    return delays
