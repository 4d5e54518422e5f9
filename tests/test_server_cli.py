"""``parlett-table serve``: every bad input (a port out of range or in use, an address that is none, a
certificate or key that cannot be read or used, a data folder that cannot be written, a store that is not
one) is one plain sentence on standard error and status 2, never a traceback; and with a certificate and its
key the server speaks TLS (wss://) on 127.0.0.1."""

from __future__ import annotations

import asyncio
import shutil
import socket
import ssl
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from server_support import make_service

from parlett_table.server.app import listening, tls_context
from parlett_table.server.client import TableClient


def self_signed(folder: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 and its key, made by openssl (the test is skipped without it)."""
    if shutil.which("openssl") is None:
        pytest.skip("no openssl to make a certificate")
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1",
         "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True, timeout=60,
    )  # fmt: skip
    return cert, key


def busy_port(folder: Path) -> list[str]:
    """A port on 127.0.0.1 that another socket listens on (kept open by the test's module)."""
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    _HELD.append(taken)
    return ["--port", str(taken.getsockname()[1])]


_HELD: list[socket.socket] = []


def written(name: str, text: str) -> Callable[[Path], Path]:
    def make(folder: Path) -> Path:
        (folder / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / name).write_text(text, encoding="utf-8")
        return folder / name

    return make


CASES: dict[str, tuple[Callable[[Path], list[str]], str]] = {
    "port out of range": (lambda f: ["--port", "70000"], "argument --port: expected a whole number from 0 to 65535"),
    "port not a number": (lambda f: ["--port", "http"], "argument --port: expected a whole number"),
    "port in use": (busy_port, "the port is in use"),
    "shard not a name": (lambda f: ["--shard", "Big/One"], "argument --shard: expected 1 to 8 lower-case letters"),
    "no such address": (lambda f: ["--host", "256.1.1.1"], "cannot listen at 256.1.1.1:0: "),
    "cert alone": (lambda f: ["--certfile", str(written("c.pem", "x")(f))], "--certfile and --keyfile go together"),
    "cert missing": (lambda f: ["--certfile", str(f / "no.pem"), "--keyfile", str(f / "no.key")],
                     "no.pem cannot be read: No such file or directory."),
    "key a folder": (lambda f: ["--certfile", str(written("c.pem", "x")(f)), "--keyfile", str(f)],
                     "cannot be read: Is a directory."),
    "cert not PEM": (lambda f: ["--certfile", str(written("c.pem", "x")(f)), "--keyfile", str(written("k", "y")(f))],
                     "are not a PEM certificate chain and its private key"),
    "data a file": (lambda f: ["--data", str(written("file", "x")(f))], "cannot be written: it is a file."),
    "data under a file": (lambda f: ["--data", str(written("file", "x")(f) / "sub")],
                          "cannot be written: Not a directory."),
    "store not a database": (lambda f: ["--data", str(written("d/tables.sqlite3", "not SQLite " * 200)(f).parent)],
                             "cannot be read or written: file is not a database."),
}  # fmt: skip


@pytest.mark.parametrize("case", list(CASES))
def test_a_bad_input_is_one_plain_sentence_and_status_2(tmp_path: Path, case: str) -> None:
    arguments, expected = CASES[case]
    command = [sys.executable, "-m", "parlett_table", "serve", "--host", "127.0.0.1", "--port", "0",
               "--data", str(tmp_path / "data"), "--workers", "0", *arguments(tmp_path)]  # fmt: skip
    done = subprocess.run(command, capture_output=True, text=True, timeout=60)
    lines = done.stderr.strip().splitlines()
    assert done.returncode == 2 and len(lines) == 1, done.stderr
    assert lines[0].startswith("parlett-table serve: ") and expected in lines[0], lines[0]
    assert "Traceback" not in done.stderr and "listening" not in done.stdout
    for held in _HELD:
        held.close()
    _HELD.clear()


def test_without_websockets_serve_says_so_in_a_sentence(tmp_path: Path) -> None:
    hide = "import sys; sys.modules['websockets'] = None; from parlett_table.cli import main; raise SystemExit(main())"
    command = [sys.executable, "-c", hide, "serve", "--port", "0", "--data", str(tmp_path / "data")]
    done = subprocess.run(command, capture_output=True, text=True, timeout=60)
    assert done.returncode == 2 and done.stderr == (
        "parlett-table serve: the table server needs the websockets package (pip install websockets).\n"
    ), done.stderr


async def over_tls(data: Path, cert: Path, key: Path) -> None:
    service = make_service(data)
    try:
        async with listening(service, "127.0.0.1", 0, tls_context(str(cert), str(key))) as (_, url):
            assert url.startswith("wss://127.0.0.1:")
            trusting = ssl.create_default_context(cafile=str(cert))
            client = TableClient(url, "Ann", tls=trusting)
            await client.connect()
            await client.create("crescendo")
            assert client.code is not None and client.errors == []
            await client.close()
            doubting = TableClient(url, "Bob")  # a client that does not trust the certificate is refused
            doubting.tls = ssl.create_default_context()
            with pytest.raises(ssl.SSLCertVerificationError):
                await doubting.connect()
    finally:
        service.close()


def test_with_a_certificate_and_its_key_the_server_speaks_tls(tmp_path: Path) -> None:
    cert, key = self_signed(tmp_path)
    asyncio.run(over_tls(tmp_path / "data", cert, key))
