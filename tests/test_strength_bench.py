"""``benchmarks/strength.py``: every setting has its tournaments, ``--quick`` runs them, the page's table is built."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path
from types import ModuleType

from parlett_table.engine import create_game

BENCH = Path(__file__).resolve().parent.parent / "benchmarks" / "strength.py"


def load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("strength", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up while being built
    spec.loader.exec_module(module)
    return module


def test_every_player_count_and_option_that_changes_play_is_a_setting() -> None:
    bench = load()
    counts = {(s.game, s.players) for s in bench.SETTINGS}
    assert counts == {("hoodwink", 3), ("whoswho", 3), ("hamlet", 3), *(("crescendo", n) for n in (2, 3, 4, 5))}
    options = [s.options for s in bench.SETTINGS]
    for wanted in ({"trump_selection": "longest"}, {"scoring": "fluctuating"}, {"partner_talk": True},
                   {"deck": 54}, {"five_jokers": True}):  # fmt: skip
        assert wanted in options
    tie_rules = {o.get("no_tie") for o in options if o.get("same_suit") == "individual"}
    assert tie_rules == {"plain", "middle", "last", "first"}
    for setting in bench.SETTINGS:  # each one a game the engine accepts
        create_game(setting.game, setting.players, setting.options)


def test_a_command_names_its_options_and_the_cap_and_is_read_back_to_its_setting() -> None:
    bench = load()
    talk = next(s for s in bench.SETTINGS if s.key == "hoodwink-talk")
    argv = bench.command(talk, "expert", "standard", 100, 5000, 0.25)
    assert argv[-4:] == ["--option", "partner_talk=true", "--time-limit", "0.25"]
    assert "--time-limit" not in bench.command(talk, "standard", "beginner", 100, 5000, 0.25)
    output = (
        "100 deals, each played 3 times with the seats rotated\n\n"
        "expert - standard#1                   +1.62   [+0.97, +2.27]  (excludes 0)\n"
        "expert - standard#2                   -0.20   [-0.90, +0.50]\n\n"
        "expert: 12 of 3,000 decisions (0.4%) reached the 0.25 s cap\n"
    )
    run = bench.Run(argv, output)
    assert run.place() == (talk, ("expert", "standard"))
    row = run.row(talk)
    assert "| 100 | 5000 | 0.25 s (0.4%) | +1.62 [+0.97, +2.27]; -0.20 [-0.90, +0.50] | partly |" in row
    other = bench.Run(bench.command(talk, "expert", "standard", 100, 5000, 0.25)[:-4], output)
    assert other.place()[0].key == "hoodwink"  # without the option it is plain Hoodwink


def test_quick_runs_the_smallest_setting_and_writes_nothing() -> None:
    before = (BENCH.parent.parent / "docs" / "strength-tournaments.md").read_text(encoding="utf-8")
    out = subprocess.run(
        [sys.executable, str(BENCH), "--quick", "--only", "crescendo-2p"],
        check=True, capture_output=True, text=True, timeout=300,
    ).stdout  # fmt: skip
    for pair in ("expert vs standard", "standard vs beginner", "beginner vs random"):
        assert f"| Crescendo (2p) | {pair} | 2 | 5000 |" in out
    assert "$ parlett-table tournament --game crescendo --players 2 --seats expert,standard" in out
    assert (BENCH.parent.parent / "docs" / "strength-tournaments.md").read_text(encoding="utf-8") == before
