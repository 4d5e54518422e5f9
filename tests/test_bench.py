"""The benchmark's parts that can be checked quickly, and the start-up path it measures."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from dataclasses import replace
from pathlib import Path

from parlett_table.bench import Figure, checked_deals_per_second, deals_per_second, percentile, positions, table


def test_quitting_just_after_the_first_paint_exits_cleanly(tmp_path: Path) -> None:
    """The program, started for real, quits at its first painted table while its worker is still starting.

    This once hung: the process pool's shutdown deadlocked at exit with a worker half started.
    """
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PARLETT_TABLE_HOME": str(tmp_path)}
    code = "from parlett_table.bench.window import first_table; first_table()"
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout.strip().splitlines()[-1])["painted_at"] > 0


def test_engine_measures_count_real_deals() -> None:
    assert deals_per_second("hamlet", 3, {}, 0.05) > 10
    assert checked_deals_per_second("crescendo", 5, {}, 0.05) > 1


def test_positions_always_offer_a_choice_and_are_seeded() -> None:
    first = positions("whoswho", 3, 5)
    assert all(len(view.legal_actions) > 1 for view in first)
    assert [v.hand for v in first] == [v.hand for v in positions("whoswho", 3, 5)]


def test_the_table_of_figures_reads_well() -> None:
    assert percentile([5.0, 1.0, 3.0, 2.0, 4.0], 0.95) == 5.0
    text = table([Figure("window", "start-up", 1.2, "×", "≤ 1.5", True, "note")])
    assert "start-up" in text and "yes" in text and "note" in text


def test_the_generated_history_reads_as_a_players(tmp_path: Path) -> None:
    from parlett_table.bench.history import fill_history
    from parlett_table.kept.history_rows import AccuracyStats
    from parlett_table.storage.history import History
    from parlett_table.storage.stats import compute, load

    path = tmp_path / "data" / "history.sqlite3"
    written = fill_history(path, 150, per_game=1)
    history = History(path)
    assert history.notice is None and written >= 150 and len(history.deals()) == written
    assert history.unreadable() == (0, 0)
    assert abs(max(deal.ended for deal in history.deals()) - time.time()) < 60  # the last deal ended now
    stats = load(history)
    # The rows' JSON holds no verdict of the coach: the figures from it are all but the accuracy's, which the SQL
    # alone reads (four deals in five of the generated history have one).
    assert replace(stats, accuracy=AccuracyStats()) == replace(compute(history.matches(), history.deals()),
                                                               accuracy=AccuracyStats())  # fmt: skip
    assert stats.finished > 10 and stats.deals > 100
    assert stats.accuracy.deals + stats.accuracy.unrated == stats.deals and stats.accuracy.deals > stats.deals / 2


def test_the_statistics_measure_runs_on_a_small_history() -> None:
    from parlett_table.bench import statistics_figures

    opened, switched = list(statistics_figures(deals=300))
    assert opened.name.startswith("Statistics opened") and opened.value > 0 and opened.goal == "≤ 300 ms"
    assert "hoodwink" in switched.note and "all" in switched.note and switched.value > 0


def test_random_input_over_every_game_and_count_neither_crashes_nor_raises() -> None:
    """The click soak, short: the real program under random clicks, keys and menu commands (New game, Restart, Open
    a deal record, Statistics, the rules …) while cards move, every game at every count; a native crash would be
    the child's exit signal, reported as a crash."""
    from parlett_table.bench import soak_figures
    from parlett_table.bench.soak import every_game

    (figure,) = soak_figures(420, seed=11)
    assert figure.unit == "exceptions", figure.note  # not "crashes": the child ended of itself
    assert figure.met, figure.note
    assert f"over all {len(every_game())} games and player counts" in figure.note
