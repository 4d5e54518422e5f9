"""Load on the table server: N tables of three scripted clients each playing at once, on 127.0.0.1 only.

    python benchmarks/server_load.py --tables 500 [--deals 3] [--seconds 120] [--think 0.5 1.5]
                                     [--clients 1] [--restart] [--json]

Starts ``parlett-table serve`` in a process of its own (a fresh data folder, a free port on 127.0.0.1, no
computer players), and ``--clients`` processes of scripted clients apart from it (1 or 2), so that the clients
never run on the server's event loop.  Each table has three people (no computer seat: every move is a person's,
and every latency is the server's and the network's), created, joined and started by its clients; each client
waits ``--think`` seconds (uniform between the two) before each act, like quick players, and stops once its
table has played ``--deals`` deals.  With ``--restart`` the server is killed (SIGKILL) halfway through the play
and started again on the same data and port; the clients come back by themselves with their tokens.

Reported: moves a second; the time from an act to every seat's view of the move (p50, p95, p99, in ms; acts
the restart interrupted are counted apart); errors; for ``--restart``, how long the tables were away and how
many were lost (a seat refused on rejoining, a client given up, a version gone back, or a table that did not
move again); the server's memory per table (its resident memory with every table open, less before any, over
N); its CPU, and the clients' (in % of one core), and how long each waited, ready to run, for a CPU (the kernel's
scheduler statistics: on a machine busy with other work, that waiting is part of every latency); how late the
clients' event loop woke.  Everything stops by itself: ``--seconds`` bounds the whole run, setting up included,
and everything still running then is killed; the server and the client processes die with this one.

Measured at 50, 200 and 500 tables for docs/hosting.md ("How far one process goes").
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import ctypes
import json
import os
import random
import re
import resource
import signal
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
from parlett_table.server.app import settle_collector  # noqa: E402
from parlett_table.server.client import TableClient  # noqa: E402

GAMES = ("hoodwink", "crescendo", "whoswho", "hamlet")
URL = re.compile(r"listening at (ws://127\.0\.0\.1:\d+)")
TICKS = os.sysconf("SC_CLK_TCK")
TEARDOWN = 15.0  # seconds of ``--seconds`` kept for reporting and stopping


def die_with_parent() -> None:
    """In a child, before it starts: killed when this process ends, however it ends (Linux's PR_SET_PDEATHSIG)."""
    ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)


def more_files() -> None:
    """As many open files as allowed: three connections a table on each side."""
    _, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))


def rss_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def waited_seconds(pid: int) -> float:
    """How long the process's main thread has waited, runnable, for a CPU (the scheduler's statistics)."""
    try:
        return int(Path(f"/proc/{pid}/schedstat").read_text().split()[1]) / 1e9
    except (OSError, IndexError, ValueError):
        return 0.0


def percentile(values: list[float], share: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return round(ordered[min(len(ordered) - 1, int(share * len(ordered)))], 1)


# --- a process of clients ----------------------------------------------------------------------------------


async def open_table(url: str, number: int) -> list[TableClient]:
    clients = [TableClient(url, f"P{number}-{seat}", rng=random.Random(number * 3 + seat)) for seat in range(3)]
    for client in clients:
        await client.connect()
    await clients[0].create(GAMES[number % len(GAMES)])
    assert clients[0].code is not None, clients[0].errors
    for client in clients[1:]:
        await client.join(clients[0].code)
        assert client.seat is not None, client.errors
    await clients[0].start()
    return clients


async def watch(
    clients: list[TableClient], seen: dict[int, int], dropped: dict[int, int], away: dict[int, list[float]]
) -> None:
    """Every 20 ms: each client's latest version while connected, the version it had when it was lost, and
    when it was lost and back (perf_counter)."""
    while True:
        now = time.perf_counter()
        for index, client in enumerate(clients):
            if client.status == "connected" and client.view is not None:
                seen[index] = client.view["version"]
                if index in away and len(away[index]) == 1:
                    away[index].append(now)
            elif client.status == "reconnecting" and index not in dropped:
                dropped[index], away[index] = seen.get(index, 0), [now]
        await asyncio.sleep(0.02)


async def loop_lag(lags: list[float], every: float = 0.05) -> None:
    """How late this process's event loop wakes (ms): the clients' own delay, part of every latency."""
    while True:
        start = time.perf_counter()
        await asyncio.sleep(every)
        lags.append((time.perf_counter() - start - every) * 1000)


def act_times(tables: list[list[TableClient]]) -> list[tuple[float, float]]:
    """(when sent, ms until every seat had the move's view) of every act answered."""
    times = []
    for clients in tables:
        for client in clients:
            for version, sent in client.acts.items():
                arrived = [other.arrivals.get(version + 1) for other in clients]
                if all(a is not None for a in arrived):
                    times.append((sent, (max(a for a in arrived if a is not None) - sent) * 1000))
    return times


def lost_tables(tables: list[list[TableClient]], dropped: dict[int, int]) -> list[str]:
    """The codes of tables a restart lost: a seat refused or given up, or a version that went back."""
    lost, index = set(), 0
    for clients in tables:
        for client in clients:
            refused = any(e["error"] in ("unknown_table", "bad_token") for e in client.errors)
            back = index in dropped and (client.view is None or client.view["version"] < dropped[index])
            if refused or back or client.status != "connected":
                lost.add(str(client.code))
            index += 1
    return sorted(lost)


async def clients_process(args: argparse.Namespace) -> dict[str, Any]:
    more_files()
    numbers = range(args.first, args.first + args.count)
    opened = time.perf_counter()
    tables = []
    for start in range(0, len(numbers), 50):
        tables += await asyncio.gather(*(open_table(args.url, n) for n in numbers[start : start + 50]))
    settle_collector()  # as the server does: else its full passes over 1500 clients stopped them 100 ms and more
    print(json.dumps({"ready": round(time.perf_counter() - opened, 1)}), flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)  # "go"
    everyone = [client for clients in tables for client in clients]
    seen: dict[int, int] = {}
    dropped: dict[int, int] = {}
    away: dict[int, list[float]] = {}
    lags: list[float] = []
    rng = random.Random(args.seed)
    low, high = args.think
    helpers = [asyncio.create_task(watch(everyone, seen, dropped, away)), asyncio.create_task(loop_lag(lags))]
    go, cpu, waited = time.perf_counter(), os.times(), waited_seconds(os.getpid())
    plays = [
        asyncio.create_task(client.play(
            random.Random(rng.random()), think=lambda: rng.uniform(low, high), timeout=args.until - go + 5,
            stop=lambda c=client: len(c.deals_over) >= args.deals,  # type: ignore[misc]
        ))
        for client in everyone
    ]  # fmt: skip
    done, _ = await asyncio.wait(plays, timeout=max(0.0, args.until - time.perf_counter()))
    elapsed = time.perf_counter() - go
    used = os.times()
    for task in [*plays, *helpers]:
        task.cancel()
    await asyncio.gather(*plays, *helpers, return_exceptions=True)
    failed = [str(task.exception()) for task in done if not task.cancelled() and task.exception() is not None]
    result = {
        "acts": [(round(sent, 4), round(ms, 2)) for sent, ms in act_times(tables)],
        "lags": [round(lag, 2) for lag in lags], "elapsed": elapsed, "failed": failed[:5],
        "errors": [e["error"] for c in everyone for e in c.errors], "lost": lost_tables(tables, dropped),
        "dropped": len(dropped), "back": [times[-1] for times in away.values() if len(times) == 2],
        "cpu": used.user + used.system - cpu.user - cpu.system,
        "waited": waited_seconds(os.getpid()) - waited,
        "last_moves": [max(t[0].arrivals.values(), default=0.0) for t in tables],
        "done": [all(c.match_over or len(c.deals_over) >= args.deals for c in t) for t in tables],
    }  # fmt: skip
    for client in everyone:
        client.auto_reconnect = False
    await asyncio.gather(*(client.close() for client in everyone), return_exceptions=True)
    return result


# --- the server, and the run ----------------------------------------------------------------------------------


async def start_server(
    data: Path, port: int, tables: int, profile: str | None = None
) -> tuple[asyncio.subprocess.Process, str]:
    profiling = ["-m", "cProfile", "-o", profile] if profile else []
    process = await asyncio.create_subprocess_exec(
        sys.executable, *profiling, "-m", "parlett_table", "serve", "--host", "127.0.0.1", "--port", str(port),
        "--data", str(data), "--workers", "0", "--tables-per-address", str(tables + 10),
        "--max-tables", str(tables + 10), stdout=asyncio.subprocess.PIPE,
        stderr=(data / "server.log").open("ab"), env={**os.environ, "PYTHONUNBUFFERED": "1"},
        preexec_fn=die_with_parent,
    )  # fmt: skip
    assert process.stdout is not None
    line = (await asyncio.wait_for(process.stdout.readline(), 120)).decode()
    found = URL.search(line)
    if not found:
        process.kill()
        raise SystemExit(f"the server did not start: {line!r}")
    return process, found.group(1)


async def start_clients(args: argparse.Namespace, url: str) -> list[asyncio.subprocess.Process]:
    """The client processes, each with its share of the tables, once they have all opened them."""
    processes, share = [], -(-args.tables // args.clients)
    for first in range(0, args.tables, share):
        processes.append(await asyncio.create_subprocess_exec(
            sys.executable, __file__, "--as-clients", "--url", url, "--first", str(first),
            "--count", str(min(share, args.tables - first)), "--deals", str(args.deals),
            "--seed", str(args.seed + first), "--think", str(args.think[0]), str(args.think[1]),
            "--until", repr(args.until),
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE, limit=1 << 26, preexec_fn=die_with_parent,
        ))  # fmt: skip
    for process in processes:
        assert process.stdout is not None
        line = await process.stdout.readline()
        if not line.startswith(b'{"ready"'):
            raise SystemExit(f"a client process did not open its tables: {line[:200]!r}")
    return processes


async def restart(process: asyncio.subprocess.Process, data: Path, url: str, tables: int) -> tuple[Any, float]:
    """SIGKILL the server and start it again on the same data and port: (the new process, when it was killed)."""
    killed = time.perf_counter()
    process.send_signal(signal.SIGKILL)
    await process.wait()
    again, _ = await start_server(data, int(url.rsplit(":", 1)[1]), tables)
    return again, killed


async def run(args: argparse.Namespace, data: Path, servers: list[asyncio.subprocess.Process]) -> dict[str, Any]:
    process, url = await start_server(data, 0, args.tables, args.profile)
    servers.append(process)
    rss_empty = rss_kib(process.pid)
    opened = time.perf_counter()
    clients = await start_clients(args, url)
    servers.extend(clients)
    setup = time.perf_counter() - opened
    rss_open = rss_kib(process.pid)
    for client in clients:
        assert client.stdin is not None
        client.stdin.write(b"go\n")
    go, cpu_before, killed, back, cpu_killed = time.perf_counter(), cpu_seconds(process.pid), 0.0, 0.0, 0.0
    waited, waited_killed = waited_seconds(process.pid), 0.0
    if args.restart:
        await asyncio.sleep((args.until - go) / 2)
        cpu_killed, waited_killed = cpu_seconds(process.pid) - cpu_before, waited_seconds(process.pid) - waited
        process, killed = await restart(process, data, url, args.tables)
        servers.append(process)
        back, cpu_before, waited = time.perf_counter(), cpu_seconds(process.pid), waited_seconds(process.pid)
    reports = await asyncio.gather(*(client.communicate() for client in clients))
    waited = waited_killed + waited_seconds(process.pid) - waited
    rss_end = rss_kib(process.pid)
    server_cpu = cpu_killed + cpu_seconds(process.pid) - cpu_before
    if args.profile:  # stopped as a supervisor stops it, so that the profile is written
        process.send_signal(signal.SIGTERM)
        await asyncio.wait_for(process.wait(), TEARDOWN)
    results = [json.loads(out.decode().strip().splitlines()[-1]) for out, _ in reports]
    return summary(args, results, {
        "setup": setup, "go": go, "killed": killed, "back": back, "server_cpu": server_cpu,
        "rss_empty": rss_empty, "rss_open": rss_open, "rss_end": rss_end, "server_waited": waited,
    })  # fmt: skip


def summary(args: argparse.Namespace, results: list[dict[str, Any]], server: dict[str, float]) -> dict[str, Any]:
    elapsed = max(result["elapsed"] for result in results)
    acts = [act for result in results for act in result["acts"]]
    killed, back = server["killed"], server["back"]
    window = (killed - 1.0, back + 1.0) if killed else (float("inf"), float("inf"))
    times = [ms for sent, ms in acts if not window[0] <= sent <= window[1]]
    errors = [error for result in results for error in result["errors"]]
    done = [flag for result in results for flag in result["done"]]
    last = [moved for result in results for moved in result["last_moves"]]
    still = [not finished and moved < back for finished, moved in zip(done, last, strict=True)] if killed else []
    return {
        "tables": args.tables, "clients": 3 * args.tables, "client_processes": args.clients,
        "think_seconds": list(args.think), "setup_seconds": round(server["setup"], 1),
        "play_seconds": round(elapsed, 1), "moves": len(acts), "moves_per_second": round(len(acts) / elapsed, 1),
        "act_to_every_seat_ms": {"p50": percentile(times, 0.5), "p95": percentile(times, 0.95),
                                 "p99": percentile(times, 0.99), "max": percentile(times, 1.0),
                                 "samples": len(times)},
        "client_loop_lag_ms": {"p50": percentile([x for r in results for x in r["lags"]], 0.5),
                               "p95": percentile([x for r in results for x in r["lags"]], 0.95)},
        "errors": {kind: errors.count(kind) for kind in sorted(set(errors))},
        "client_failures": [f for result in results for f in result["failed"]][:5],
        "tables_finished": sum(done),
        "server_kib_per_table": round((server["rss_open"] - server["rss_empty"]) / args.tables, 1),
        "server_rss_mib": {"empty": round(server["rss_empty"] / 1024, 1), "open": round(server["rss_open"] / 1024, 1),
                           "end": round(server["rss_end"] / 1024, 1)},
        "server_cpu_percent_of_one_core": round(100 * server["server_cpu"] / elapsed, 1),
        "server_cpu_ms_per_move": round(1000 * server["server_cpu"] / max(1, len(acts)), 2),
        "clients_cpu_percent_of_one_core": round(100 * sum(r["cpu"] for r in results) / elapsed, 1),
        "waiting_for_a_cpu_percent": {"server": round(100 * server["server_waited"] / elapsed, 1),
                                      "clients": round(100 * max(r["waited"] for r in results) / elapsed, 1)},
        "restart": None if not killed else {
            "away_seconds": round(back - killed, 1), "acts_interrupted": len(acts) - len(times),
            "clients_dropped": sum(r["dropped"] for r in results),
            "clients_back": sum(len(r["back"]) for r in results),
            "all_back_seconds_after_kill": round(max([t for r in results for t in r["back"]] or [killed]) - killed, 1),
            "tables_lost": len({code for r in results for code in r["lost"]}),
            "tables_that_did_not_move_again": sum(still),
        },
        "load_average": [round(x, 2) for x in os.getloadavg()],
    }  # fmt: skip


async def bounded(args: argparse.Namespace) -> dict[str, Any]:
    """The run within ``--seconds``; whatever is still running at the end is killed."""
    more_files()
    processes: list[asyncio.subprocess.Process] = []
    with tempfile.TemporaryDirectory(prefix="parlett-server-load-") as folder:
        try:
            return await asyncio.wait_for(run(args, Path(folder), processes), args.seconds)
        finally:
            for process in processes:
                with contextlib.suppress(ProcessLookupError):
                    process.kill()
                await process.wait()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=500, choices=range(1, 2001), metavar="1..2000")
    parser.add_argument("--deals", type=int, default=3, help="deals each table plays at most (3)")
    parser.add_argument("--seconds", type=float, default=120.0, help="the whole run, at most 900 (120)")
    parser.add_argument("--think", type=float, nargs=2, default=(0.5, 1.5), metavar=("LOW", "HIGH"))
    parser.add_argument("--clients", type=int, default=1, choices=(1, 2), help="client processes (1)")
    parser.add_argument("--restart", action="store_true", help="SIGKILL the server halfway and start it again")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--profile", metavar="FILE", help="run the server under cProfile, its profile to FILE")
    parser.add_argument("--as-clients", action="store_true", help=argparse.SUPPRESS)
    for name in ("--url", "--first", "--count", "--until"):
        parser.add_argument(name, help=argparse.SUPPRESS, type=str if name == "--url" else float)
    args = parser.parse_args()
    if args.as_clients:
        args.first, args.count = int(args.first), int(args.count)
        print(json.dumps(asyncio.run(clients_process(args))), flush=True)
        return
    args.seconds = min(max(args.seconds, 30.0), 900.0)
    args.until = time.perf_counter() + args.seconds - TEARDOWN  # play ends then (perf_counter: the system's clock)
    result = asyncio.run(bounded(args))
    if args.json:
        print(json.dumps(result))
        return
    for key, value in result.items():
        print(f"{key:32} {value}")


if __name__ == "__main__":
    main()
