"""Run the strength tournaments of docs/strength.md and write the page.

    python benchmarks/strength.py [--deals-expert 300] [--deals 300] [--jobs 2]

Each line of the page is a real ``parlett-table tournament`` command and its
output.  The tournaments run in parallel, one per core.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = [("hoodwink", 3), ("crescendo", 3), ("crescendo", 4), ("whoswho", 3), ("hamlet", 3)]
PAIRS = [("expert", "standard"), ("standard", "beginner"), ("beginner", "random")]


def command(game: str, players: int, strong: str, weak: str, deals: int) -> list[str]:
    seats = ",".join([strong] + [weak] * (players - 1))
    return ["parlett-table", "tournament", "--game", game, "--players", str(players),
            "--seats", seats, "--deals", str(deals), "--seed", "1"]  # fmt: skip


def run(argv: list[str]) -> str:
    exe = [sys.executable, "-m", "parlett_table", *argv[1:]]
    return subprocess.run(exe, check=True, capture_output=True, text=True, cwd=ROOT).stdout


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals-expert", type=int, default=300)
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--out", default=str(ROOT / "docs" / "strength-tournaments.md"))
    args = parser.parse_args()
    jobs = [
        command(game, players, strong, weak, args.deals_expert if strong == "expert" else args.deals)
        for game, players in GAMES
        for strong, weak in PAIRS
    ]
    with ThreadPoolExecutor(args.jobs) as pool:
        outputs = list(pool.map(run, jobs))
    parts = []
    for argv, output in zip(jobs, outputs, strict=True):
        parts.append(f"```\n$ {' '.join(argv)}\n{output.rstrip()}\n```\n")
    Path(args.out).write_text("\n".join(parts), encoding="utf-8")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
