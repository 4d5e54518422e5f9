"""``benchmarks/cheating_expert.py --start``: the shares can be checked on other deals."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

BENCH = Path(__file__).resolve().parent.parent / "benchmarks" / "cheating_expert.py"


def load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("cheating_expert", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_start_names_the_first_deal_played() -> None:
    bench = load()
    args = bench.parse_args(["--game", "hamlet", "--deals", "3", "--start", "40"])
    assert list(bench.deal_numbers(args.start, args.deals)) == [40, 41, 42]
    default = bench.parse_args(["--game", "hamlet", "--deals", "2"])
    assert list(bench.deal_numbers(default.start, default.deals)) == [1000, 1001]


def test_start_changes_the_deals_played() -> None:
    bench = load()
    margins = bench.margins
    moved = margins("hamlet", 3, range(40, 42), 8, cheat=False)
    assert moved != margins("hamlet", 3, range(1000, 1002), 8, cheat=False)
    assert margins("hamlet", 3, range(41, 42), 8, cheat=False) == moved[1:]  # deal 41 is deal 41 wherever it falls


def test_the_share_and_its_interval() -> None:
    bench = load()
    ratio, half = bench.share([1.0, 2.0, 3.0], [2.0, 4.0, 6.0])  # the honest margin always half the cheat's
    assert ratio == 0.5 and half == 0.0
    ratio, half = bench.share([0.0, 2.0, 1.0, 3.0], [2.0, 2.0, 2.0, 2.0])
    assert ratio == 0.75 and half > 0.5  # the same mean share, from scattered deals
