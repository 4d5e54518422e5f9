"""Run the strength tournaments of docs/strength.md and write the page's table.

    python benchmarks/strength.py [--deals-expert 300] [--deals 300] [--seed 5000] [--time-limit 0.25]
                                  [--only KEY,...] [--pairs expert,standard,...] [--jobs 1] [--quick]

Every game, player count and option that changes play is a setting (``--list`` names them).  For each
setting and match-up this runs a real ``parlett-table tournament`` command.  Its output goes into
docs/strength-tournaments.md, replacing that setting's and match-up's earlier run (so settings can be run
a few at a time), and the table between the markers in docs/strength.md is written again from every run in
that file.  ``--quick`` plays two deals of each, prints what it would write and writes nothing: a smoke test.

The expert's search is capped at the table's 0.25 s by default, so the figures hold at the table but
depend a little on the machine's load; ``--time-limit 0`` leaves the cap out (the same figures anywhere).
"""

from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "strength-tournaments.md"
DOC = ROOT / "docs" / "strength.md"
BEGIN, END = "<!-- strength table: begin -->", "<!-- strength table: end -->"
TABLE_SECONDS = 0.25  # the table's cap on an expert decision (preference expert_seconds)


@dataclass(frozen=True)
class Setting:
    key: str
    label: str
    game: str
    players: int
    options: dict[str, object] = field(default_factory=dict)

    def matches(self, game: str, players: int, options: dict[str, str]) -> bool:
        return (game, players, options) == (self.game, self.players, option_words(self.options))


def option_words(options: dict[str, object]) -> dict[str, str]:
    """Options as the command line spells them: ``partner_talk=true``, ``deck=54``."""
    return {key: str(value).lower() if isinstance(value, bool) else str(value) for key, value in options.items()}


SETTINGS = [
    Setting("hoodwink", "Hoodwink (3p)", "hoodwink", 3),
    Setting("hoodwink-longest", "Hoodwink, longest-suit trump proposals", "hoodwink", 3,
            {"trump_selection": "longest"}),
    # Individual play changes a deal only when all three show one suit; each tie rule then differs
    # ("by_suit" picks one of the other four by trump, so it is covered by them).
    *(Setting(f"hoodwink-individual-{rule}", f"Hoodwink, individual play, no tie: {rule}", "hoodwink", 3,
              {"same_suit": "individual", "no_tie": rule}) for rule in ("plain", "middle", "last", "first")),
    Setting("hoodwink-fluctuating", "Hoodwink, fluctuating scoring", "hoodwink", 3, {"scoring": "fluctuating"}),
    Setting("hoodwink-talk", "Hoodwink, partner talk", "hoodwink", 3, {"partner_talk": True}),
    *(Setting(f"crescendo-{n}p", f"Crescendo ({n}p)", "crescendo", n) for n in (2, 3, 4, 5)),
    Setting("crescendo-5p-last10", "Crescendo (5p), last trick worth 10", "crescendo", 5, {"five_jokers": True}),
    Setting("whoswho", "Who's Who (3p), 42 cards", "whoswho", 3),
    Setting("whoswho-54", "Who's Who (3p), 54 cards", "whoswho", 3, {"deck": 54}),
    Setting("hamlet", "Hamlet (3p)", "hamlet", 3),
]  # fmt: skip
PAIRS = [("expert", "standard"), ("standard", "beginner"), ("beginner", "random")]


def command(setting: Setting, strong: str, weak: str, deals: int, seed: int, time_limit: float) -> list[str]:
    seats = ",".join([strong] + [weak] * (setting.players - 1))
    argv = ["parlett-table", "tournament", "--game", setting.game, "--players", str(setting.players),
            "--seats", seats, "--deals", str(deals), "--seed", str(seed)]  # fmt: skip
    for key, value in option_words(setting.options).items():
        argv += ["--option", f"{key}={value}"]
    if time_limit > 0 and strong == "expert":
        argv += ["--time-limit", f"{time_limit:g}"]
    return argv


def run(argv: list[str]) -> str:
    exe = [sys.executable, "-m", "parlett_table", *argv[1:]]
    return subprocess.run(exe, check=True, capture_output=True, text=True, cwd=ROOT).stdout


@dataclass(frozen=True)
class Run:
    """One tournament's command line and output, as docs/strength-tournaments.md shows it."""

    argv: list[str]
    output: str

    def block(self) -> str:
        return f"```\n$ {' '.join(self.argv)}\n{self.output.rstrip()}\n```\n"

    def flag(self, name: str, default: str = "") -> str:
        return self.argv[self.argv.index(name) + 1] if name in self.argv else default

    def place(self) -> tuple[Setting, tuple[str, str]] | None:
        """The setting and match-up this run measured, or None if it is no longer one of them."""
        options: dict[str, str] = {}
        for i, word in enumerate(self.argv):
            if word == "--option":
                key, _, value = self.argv[i + 1].partition("=")
                options[key] = value
        seats = self.flag("--seats").split(",")
        pair = (seats[0], seats[-1])
        for setting in SETTINGS:
            if setting.matches(self.flag("--game"), int(self.flag("--players", "0")), options) and pair in PAIRS:
                return setting, pair
        return None

    def row(self, setting: Setting) -> str:
        """This run's line in the table of docs/strength.md."""
        strong = self.flag("--seats").split(",")[0]
        weak = self.flag("--seats").split(",")[-1]
        margins = re.findall(rf"^{strong} - {weak}(?:#\d+)?\s+([+-]\d+\.\d+)\s+(\[[^\]]+\])(.*)$",
                             self.output, re.MULTILINE)  # fmt: skip
        text = "; ".join(f"{mean} {interval}" for mean, interval, _ in margins)
        wins = sum("excludes 0" in verdict and mean.startswith("+") for mean, _, verdict in margins)
        verdict = "?" if not margins else "yes" if wins == len(margins) else "no" if wins == 0 else "partly"
        capped = re.search(r"decisions \(([\d.]+)%\) reached the ([\d.]+) s cap", self.output)
        cap = f"{capped.group(2)} s ({capped.group(1)}%)" if capped else "–"
        deals = re.match(r"(\d+) deals", self.output)
        first = self.flag("--seed", "1")
        return (f"| {setting.label} | {strong} vs {weak} | {deals.group(1) if deals else '?'} | {first} | {cap} "
                f"| {text} | {verdict} |")  # fmt: skip


def read_runs(path: Path) -> list[Run]:
    if not path.exists():
        return []
    found = re.findall(r"```\n\$ (.*?)\n(.*?)```\n", path.read_text(encoding="utf-8"), re.DOTALL)
    return [Run(line.split(" "), output) for line, output in found]


def ordered(runs: list[Run]) -> list[tuple[Setting, Run]]:
    """The runs in the order of SETTINGS and PAIRS, the last run of each setting and match-up kept."""
    latest: dict[tuple[str, tuple[str, str]], tuple[Setting, Run]] = {}
    for run_ in runs:
        place = run_.place()
        if place:
            latest[place[0].key, place[1]] = (place[0], run_)
    return [latest[s.key, p] for s in SETTINGS for p in PAIRS if (s.key, p) in latest]


def table(runs: list[tuple[Setting, Run]]) -> str:
    lines = [
        "| setting | match-up | deals | first deal | expert's cap (decisions reaching it) "
        "| strong − each weak (mean [95% interval]) | beats every copy, interval excluding 0 |",
        "|---|---|---|---|---|---|---|",
    ]
    return "\n".join(lines + [run_.row(setting) for setting, run_ in runs])


def write_doc(path: Path, text: str) -> None:
    page = path.read_text(encoding="utf-8")
    start, end = page.index(BEGIN) + len(BEGIN), page.index(END)
    path.write_text(page[:start] + "\n" + text + "\n" + page[end:], encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals-expert", type=int, default=300, help="deals of the expert's match-ups")
    parser.add_argument("--deals", type=int, default=300, help="deals of the other match-ups")
    parser.add_argument("--seed", type=int, default=5000, help="the first deal (tuning used deals below 1000)")
    parser.add_argument("--time-limit", type=float, default=TABLE_SECONDS, help="the expert's cap, 0 for none")
    parser.add_argument("--only", help="comma-separated setting keys (see --list)")
    parser.add_argument("--pairs", help="comma-separated strong levels, e.g. expert,standard")
    parser.add_argument("--jobs", type=int, default=1, help="tournaments at once (1 keeps the cap's timing fair)")
    parser.add_argument("--quick", action="store_true", help="two deals of each, printed, nothing written")
    parser.add_argument("--list", action="store_true", help="print the settings' keys and stop")
    parser.add_argument("--out", type=Path, default=OUT)
    parser.add_argument("--doc", type=Path, default=DOC)
    args = parser.parse_args()
    if args.list:
        for setting in SETTINGS:
            print(f"{setting.key:28} {setting.label}")
        return
    keys = args.only.split(",") if args.only else [s.key for s in SETTINGS]
    unknown = [key for key in keys if key not in {s.key for s in SETTINGS}]
    if unknown:
        parser.error(f"unknown setting {unknown[0]!r} (see --list)")
    strong_levels = args.pairs.split(",") if args.pairs else [strong for strong, _ in PAIRS]
    settings = [s for s in SETTINGS if s.key in keys]
    if args.quick:
        args.deals_expert = args.deals = 2
    jobs = [
        command(s, strong, weak, args.deals_expert if strong == "expert" else args.deals, args.seed, args.time_limit)
        for s in settings
        for strong, weak in PAIRS
        if strong in strong_levels
    ]

    def timed(argv: list[str]) -> Run:
        start = time.perf_counter()
        result = Run(argv, run(argv))
        place = result.place()
        label = f"{place[0].key} {place[1][0]} vs {place[1][1]}" if place else " ".join(argv)
        print(f"{label}: {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
        return result

    with ThreadPoolExecutor(args.jobs) as pool:
        new = list(pool.map(timed, jobs))
    if args.quick:
        print(table(ordered(new)))
        for run_ in new:
            print(run_.block())
        return
    with open(Path(tempfile.gettempdir()) / "parlett-strength.lock", "w") as lock:  # another run may be writing too
        if sys.platform != "win32":
            import fcntl

            fcntl.flock(lock, fcntl.LOCK_EX)
        runs = ordered(read_runs(args.out) + new)
        args.out.write_text("\n".join(run_.block() for _, run_ in runs), encoding="utf-8")
        write_doc(args.doc, table(runs))
    print(f"wrote {args.out} and the table of {args.doc}")


if __name__ == "__main__":
    main()
