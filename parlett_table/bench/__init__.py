"""``parlett-table bench``: what users feel, measured in one run, each figure a ratio or against a limit.

The default run takes a few minutes on two cores; ``--full`` adds the memory
run, the click soak and more positions.  Window measurements run in child
processes with Qt's offscreen platform, so the benchmark needs no screen and
never touches the user's files (each child gets a temporary PARLETT_TABLE_HOME).
"""

from __future__ import annotations

import itertools
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path

from ..engine import Deal, SeatView, create_game

# (game, players, options) measured for engine speed; every Crescendo player count.
ENGINE_CONFIGS: tuple[tuple[str, int, dict[str, object]], ...] = (
    ("hoodwink", 3, {}),
    ("crescendo", 2, {}),
    ("crescendo", 3, {}),
    ("crescendo", 4, {}),
    ("crescendo", 5, {}),
    ("whoswho", 3, {}),
    ("whoswho", 3, {"deck": 54}),
    ("hamlet", 3, {}),
)
AI_GAMES: tuple[tuple[str, int], ...] = (
    ("hoodwink", 3),
    ("crescendo", 3),
    ("crescendo", 4),
    ("whoswho", 3),
    ("hamlet", 3),
)
TABLE_EXPERT_SECONDS = 0.25  # the table's default wall-clock cap for the expert (preference expert_seconds)

DECISION_GOAL_MS = 300.0
FRAME_GOAL_MS = 33.0
STARTUP_GOAL = 1.3  # the window on screen (issue 14)
DEALT_GOAL = 1.5  # the first deal on the table
MEMORY_GOAL_MB = 250.0
STATISTICS_GOAL_MS = 300.0
STATISTICS_DEALS = 50_000


@dataclass(frozen=True)
class Figure:
    """One measurement: its value, how it compares with its goal (if it has one), and a note."""

    section: str
    name: str
    value: float
    unit: str
    goal: str = ""
    met: bool | None = None
    note: str = ""

    def cells(self) -> list[str]:
        verdict = "" if self.met is None else ("yes" if self.met else "NO")
        value = f"{self.value:,.0f}" if abs(self.value) >= 100 else f"{self.value:.2f}"
        return [self.section, self.name, f"{value} {self.unit}".strip(), self.goal, verdict, self.note]


# --- engine -------------------------------------------------------------------------------------


def deals_per_second(game_id: str, players: int, options: dict[str, object], seconds: float) -> float:
    """Random full deals per second on the engine's simulator (what a computer player's search costs)."""
    game = create_game(game_id, players, options)
    rng = random.Random(1)
    return _rate(lambda number: Deal.start(game, number).simulator().random_playout(rng), seconds)


def checked_deals_per_second(game_id: str, players: int, options: dict[str, object], seconds: float) -> float:
    """Random full deals per second through the immutable ``Deal`` value, with checks and events (as the table)."""
    game = create_game(game_id, players, options)
    rng = random.Random(1)

    def play(number: int) -> None:
        deal = Deal.start(game, number)
        while not deal.is_over:
            actions = deal.legal_actions()
            deal, _ = deal.apply(actions[int(rng.random() * len(actions))])

    return _rate(play, seconds)


def _rate(play: Callable[[int], object], seconds: float) -> float:
    """How many times a second ``play(deal number)`` runs, over about ``seconds``."""
    end = time.perf_counter() + seconds
    start, deals = time.perf_counter(), 0
    while time.perf_counter() < end:
        play(deals)
        deals += 1
    return deals / (time.perf_counter() - start)


def engine_figures(seconds: float) -> Iterator[Figure]:
    for game_id, players, options in ENGINE_CONFIGS:
        name = f"{game_id} {players}p" + "".join(f" {k}={v}" for k, v in options.items())
        rate = deals_per_second(game_id, players, options, seconds)
        checked = checked_deals_per_second(game_id, players, options, seconds / 2)
        yield Figure("engine", f"{name} random deals", rate, "/s", note=f"{checked:,.0f}/s with checks and events")


# --- computer players ---------------------------------------------------------------------------


def positions(game_id: str, players: int, count: int, seed: int = 2026) -> list[SeatView]:
    """Seeded positions with a real choice (two or more legal actions), from deals played by random moves."""
    game = create_game(game_id, players)
    rng = random.Random(seed)
    views: list[SeatView] = []
    number = 0
    while len(views) < count:
        deal = Deal.start(game, number)
        number += 1
        for _ in range(rng.randrange(game.tricks_per_deal * players)):
            actions = deal.legal_actions()
            deal, _ = deal.apply(actions[rng.randrange(len(actions))])
            if deal.is_over:
                break
        if not deal.is_over and len(deal.legal_actions()) > 1:
            views.append(deal.view(deal.to_move or 0))
    return views


def standard_decisions(game_id: str, players: int | None, first_deal: int) -> Iterator[tuple[Deal, SeatView]]:
    """Every decision, with the deal as it stands, of seeded deals from ``first_deal`` on, played by standard
    players: positions as the others really play them, for the benchmarks that read the play."""
    from ..ai.standard import StandardPlayer

    game = create_game(game_id, players)
    for number in itertools.count():
        deal, rng, player = Deal.start(game, first_deal + number), random.Random(number), StandardPlayer()
        while not deal.is_over:
            view = deal.view(deal.to_move or 0)
            yield deal, view
            deal, _ = deal.apply(player.decide(view, rng).action)


def percentile(values: Sequence[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def decision_figures(count: int) -> Iterator[Figure]:
    from ..ai import LEVELS, make_player

    for game_id, players in AI_GAMES:
        views = positions(game_id, players, count)
        for level in LEVELS:
            player = make_player(level)
            if level == "expert":
                player.time_limit = TABLE_EXPERT_SECONDS  # type: ignore[attr-defined]
            times = []
            for k, view in enumerate(views):
                start = time.perf_counter()
                player.decide(view, random.Random(k))
                times.append((time.perf_counter() - start) * 1000)
            p95 = percentile(times, 0.95)
            yield Figure(
                "players", f"{game_id} {players}p {level} p95", p95, "ms",
                goal=f"≤ {DECISION_GOAL_MS:.0f} ms", met=p95 <= DECISION_GOAL_MS,
                note=f"p50 {statistics.median(times):.1f}, max {max(times):.1f} ms over {len(times)} positions",
            )  # fmt: skip


# --- the window, measured in child processes ---------------------------------------------------


def child(code: str, timeout: float = 600.0, home: str | None = None) -> dict[str, object]:
    """Run ``code`` in a fresh interpreter offscreen, with ``home`` (or a new empty one); the JSON it prints last."""
    result = run_child(code, timeout, home)
    if result.returncode != 0:
        raise RuntimeError(f"measurement failed (exit {result.returncode}): {result.stderr.strip()[-2000:]}")
    return json.loads(result.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def run_child(code: str, timeout: float = 600.0, home: str | None = None) -> subprocess.CompletedProcess[str]:
    """``code`` run in a fresh interpreter offscreen, with ``home`` (or a new empty one), as it ended."""
    with tempfile.TemporaryDirectory(prefix="parlett-bench-") as empty_home:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PARLETT_TABLE_HOME": home or empty_home}
        # As on a player's machine, where installing wrote the compiled modules: let the children use them.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=timeout)


def frame_figures(seconds: float) -> Iterator[Figure]:
    """The longest gap between animation ticks while computer players think and cards move."""
    results = {}
    for kind in ("process", "thread"):
        results[kind] = child(f"from parlett_table.bench.window import frame_gaps; frame_gaps({kind!r}, {seconds})")
    process, thread = results["process"], results["thread"]
    worst = float(process["max_gap_ms"])  # type: ignore[arg-type]
    yield Figure(
        "window", "longest frame gap (worker process)", worst, "ms",
        goal=f"≤ {FRAME_GOAL_MS:.0f} ms", met=worst <= FRAME_GOAL_MS,
        note=f"p99 {process['p99_ms']:.1f} ms, {process['late']} of {process['ticks']} ticks late; "
        f"{process['decisions']} computer decisions",
    )  # fmt: skip
    yield Figure(
        "window", "longest frame gap (worker thread)", float(thread["max_gap_ms"]), "ms",  # type: ignore[arg-type]
        note=f"for comparison: p99 {thread['p99_ms']:.1f} ms, {thread['late']} of {thread['ticks']} ticks late",
    )  # fmt: skip


def startup_figures(rounds: int = 9) -> Iterator[Figure]:
    """Process start to the window on screen, and to the first deal on the table, against starting Qt and
    painting an empty window.

    The window is shown with its menus and the bare felt before the table's own modules load, so it appears
    about as soon as an empty window does; the deal follows.  The table is started as a returning player starts
    it: preferences and history in place, the walkthrough seen, no match left unfinished.  The very first
    start (files to create, the walkthrough to show) is measured once and given in the note.  The same start
    with the Language preference set to German (Qt's German catalogue and the program's loaded) is measured
    beside it, for what loading a translation costs.  The programs alternate, so a machine that is briefly
    busier or quieter affects them all alike.
    """
    with tempfile.TemporaryDirectory(prefix="parlett-bench-") as home, tempfile.TemporaryDirectory(
        prefix="parlett-bench-de-"
    ) as german:
        first = _until_painted("first_table", home)["painted_at"]
        _returning_player(home)
        _until_painted("first_table", german)
        _returning_player(german, language="de")
        empties, starts, translated = [], [], []
        for _ in range(rounds):
            for folder in (home, german):  # the last round quit mid-deal
                (Path(folder) / "data" / "match-in-progress.json").unlink(missing_ok=True)
            empties.append(_until_painted("empty_window")["painted_at"])
            starts.append(_until_painted("first_table", home))
            translated.append(_until_painted("first_table", german))
    empty = min(empties)
    window, dealt = (min(start[key] for start in starts) for key in ("window_at", "painted_at"))
    in_german = min(start["window_at"] for start in translated)
    measured = (
        ("start-up: the window on screen ÷ empty Qt window", window, STARTUP_GOAL,
         f"{window * 1000:.0f} ms against {empty * 1000:.0f} ms, process start to first paint (best of {rounds}): "
         "the menus and the felt, the deal still to come"),
        ("start-up: the first deal on the table ÷ empty Qt window", dealt, DEALT_GOAL,
         f"{dealt * 1000:.0f} ms (best of {rounds}); the very first start, with the walkthrough: "
         f"{first * 1000:.0f} ms"),
        ("start-up in German (a translation loaded) ÷ empty Qt window", in_german, STARTUP_GOAL,
         f"the window on screen in {in_german * 1000:.0f} ms; loading the catalogues adds "
         f"{(in_german - window) * 1000:+.0f} ms to the English start (best of {rounds})"),
    )  # fmt: skip
    for name, seconds, goal, note in measured:
        ratio = seconds / empty
        yield Figure("window", name, ratio, "×", goal=f"≤ {goal}", met=ratio <= goal, note=note)


def _returning_player(home: str, **changes: object) -> None:
    """The preferences in ``home`` as a returning player's: the walkthrough seen (and ``changes``)."""
    from ..engine import GAMES
    from ..storage.preferences import FILE_NAME, PreferencesFile

    preferences = PreferencesFile(Path(home) / "config" / FILE_NAME)
    seen, _notice = preferences.load()
    preferences.save(seen.with_changes(tours_done=tuple(GAMES), **changes))


def _until_painted(function: str, home: str | None = None) -> dict[str, float]:
    """Seconds from starting a child process to each paint it noted (``painted_at``, ``window_at`` …)."""
    start = time.time()
    result = child(f"from parlett_table.bench.window import {function}; {function}()", home=home)
    return {key: float(value) - start for key, value in result.items()}  # type: ignore[arg-type]


def memory_figures(deals: int = 20) -> Iterator[Figure]:
    result = child(f"from parlett_table.bench.window import demo_memory; demo_memory({deals})")
    peak = float(result["window_mb"])  # type: ignore[arg-type]
    yield Figure(
        "window", f"peak memory after {deals} demo deals", peak, "MB",
        goal=f"≤ {MEMORY_GOAL_MB:.0f} MB", met=peak <= MEMORY_GOAL_MB,
        note=f"the window's process; its worker process peaked at {result['worker_mb']:.0f} MB",
    )  # fmt: skip


def soak_figures(events: int, seed: int = 2026) -> Iterator[Figure]:
    """Random clicks, keys and menu commands on the real program, over every game and player count.

    A native crash is the child's exit signal (its Python stack, dumped by ``faulthandler``, in the note); a child
    that floods its standard error (Qt's "QSocketNotifier: Invalid socket" at megabytes a second, once) is
    stopped and counted as failed.
    """
    from .soak import SOAK_SECONDS

    name = f"{events:,} random clicks, keys and commands"
    with tempfile.TemporaryDirectory(prefix="parlett-bench-") as home:
        said = Path(home) / "stderr.txt"
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PARLETT_TABLE_HOME": home}
        code = f"from parlett_table.bench.soak import soak; soak({events}, {seed})"
        with said.open("wb") as err:
            process = subprocess.Popen([sys.executable, "-c", code], env=env, stdout=subprocess.PIPE, stderr=err)
            flooded = _watch(process, said, SOAK_SECONDS + 120)
            out = process.stdout.read().decode() if process.stdout is not None else ""
        tail = said.read_bytes()[-600:].decode(errors="replace").strip()
    if flooded or process.returncode != 0:
        how = "flooded its standard error" if flooded else (
            f"ended with signal {-process.returncode}" if process.returncode < 0 else f"exit {process.returncode}")
        yield Figure("robustness", name, 1.0, "failures", goal="0", met=False, note=f"the program {how}: {tail}")
        return
    result = json.loads(out.strip().splitlines()[-1])
    errors = int(result["exceptions"])
    replayed = bool(result["replayed"])
    yield Figure(
        "robustness", f"{result['events']:,} random clicks, keys and commands", float(errors), "exceptions",
        goal="0, no crash, and every deal replays", met=errors == 0 and replayed,
        note=f"{result['matches']} matches over all {result['games']} games and player counts, {result['deals']} "
        f"deals finished, no crash; every deal replayed: {'yes' if replayed else 'NO'}",
    )  # fmt: skip


SOAK_STDERR_BYTES = 1 << 20  # a soak's child writes a few lines; a megabyte is a flood


def _watch(process: subprocess.Popen[bytes], said: Path, seconds: float) -> bool:
    """Wait for ``process`` (killed after ``seconds``); whether it flooded ``said``, its standard error, and was
    killed for it."""
    deadline = time.monotonic() + seconds
    while process.poll() is None:
        if said.stat().st_size > SOAK_STDERR_BYTES or time.monotonic() > deadline:
            process.kill()
            process.wait()
            return said.stat().st_size > SOAK_STDERR_BYTES
        time.sleep(0.5)
    return False


def statistics_figures(deals: int = STATISTICS_DEALS) -> Iterator[Figure]:
    """Statistics over a history of ``deals`` deals: opened until painted, and each game filter switched."""
    from .history import fill_history

    with tempfile.TemporaryDirectory(prefix="parlett-bench-") as home:
        written = fill_history(Path(home) / "data" / "history.sqlite3", deals)
        result = child("from parlett_table.bench.window import statistics_window; statistics_window()", home=home)
    opened: list[float] = result["opened_ms"]  # type: ignore[assignment]
    switched: dict[str, float] = result["switched_ms"]  # type: ignore[assignment]
    first, slowest = opened[0], max(switched.values())  # "back to all" included, though the window has it at hand
    yield Figure(
        "window", f"Statistics opened and painted, {written:,} deals", first, "ms",
        goal=f"≤ {STATISTICS_GOAL_MS:.0f} ms", met=first <= STATISTICS_GOAL_MS,
        note="the first opening; then " + ", ".join(f"{ms:.0f}" for ms in opened[1:]) + " ms",
    )  # fmt: skip
    yield Figure(
        "window", "Statistics: a game filter switched (slowest)", slowest, "ms",
        goal=f"≤ {STATISTICS_GOAL_MS:.0f} ms", met=slowest <= STATISTICS_GOAL_MS,
        note=", ".join(f"{game} {ms:.0f}" for game, ms in switched.items()) + " ms, the slowest of three openings",
    )  # fmt: skip


# --- the command --------------------------------------------------------------------------------


def run(full: bool = False, as_json: bool = False, progress: Callable[[str], None] | None = None) -> int:
    """Measure and print; exit status 0 when every goal is met, 1 otherwise."""
    say = progress or (lambda text: print(text, file=sys.stderr, flush=True))
    steps: list[tuple[str, Callable[[], Iterator[Figure]]]] = [
        ("engine speed", lambda: engine_figures(2.0 if full else 1.0)),
        ("computer players' decision times", lambda: decision_figures(200 if full else 50)),
        ("frame gaps while computers think", lambda: frame_figures(20.0 if full else 12.0)),
        ("start-up", lambda: startup_figures()),
    ]
    if full:
        steps += [
            ("memory", lambda: memory_figures()),
            ("Statistics over a large history", lambda: statistics_figures()),
            ("click soak", lambda: soak_figures(10_000)),
        ]
    if getattr(sys, "frozen", False):  # a bundled program cannot start Python children: measure what it can
        say("the window's measurements need a Python installation (pip install parlett-table); skipping them")
        steps = steps[:2]
    figures: list[Figure] = []
    started = time.perf_counter()
    for label, step in steps:
        say(f"measuring {label}…")
        figures += list(step())
    elapsed = time.perf_counter() - started
    if as_json:
        print(json.dumps({"seconds": round(elapsed, 1), "figures": [asdict(f) for f in figures]}, indent=2))
    else:
        print(table(figures))
        print(f"\n{len(figures)} figures in {elapsed:.0f} s on {os.cpu_count()} cores.")
    return 0 if all(f.met is not False for f in figures) else 1


def table(figures: Sequence[Figure]) -> str:
    """The figures as an aligned text table."""
    rows = [["", "measure", "value", "goal", "met", "note"]] + [f.cells() for f in figures]
    widths = [max(len(row[i]) for row in rows) for i in range(5)]
    lines = []
    for row in rows:
        lines.append("  ".join(cell.ljust(widths[i]) for i, cell in enumerate(row[:5])) + "  " + row[5])
    return "\n".join(line.rstrip() for line in lines)
