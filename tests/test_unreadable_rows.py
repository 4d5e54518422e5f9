"""Rows of the history that cannot be read are left out and counted, never fatal, and never recorded over.

A byte that is not UTF-8 in a row (a damaged disk, another program) once made every query that read the row raise:
the statistics window never opened, and in the match in progress every deal failed to record.  The program is
started here as ``ui/app.py`` starts it, on a history damaged that way.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from pytestqt.qtbot import QtBot
from test_history import whole_match
from test_storage_faults import start
from test_unrecorded_deals import keep, play_until, played, recorded, records

from parlett_table.play.controller import Stage
from parlett_table.storage.history import History
from parlett_table.storage.startup import open_storage
from parlett_table.ui.stats.stats_window import StatsDialog

ONE_MATCH = "Some of your history could not be read, so it is left out of these figures: 1 match."


def garble(path: Path, sql: str) -> None:
    """Put a byte that is not UTF-8 into a text column, as a damaged disk or another program might."""
    db = sqlite3.connect(path)
    db.execute(sql)
    db.commit()
    db.close()


def test_statistics_open_with_an_old_match_whose_text_is_not_utf8(private_home: Path, qtbot: QtBot) -> None:
    path = private_home / "data" / "history.sqlite3"
    history = History(path)
    for seed in (3, 4, 5):
        whole_match(history, seed=seed)
    history.summarise()  # as the statistics window did on an earlier day
    history.close()
    garble(path, "UPDATE matches SET options = CAST(X'7BFF7D' AS TEXT) WHERE id = 2")
    stored = open_storage(alone=True)
    dialog = StatsDialog(stored.keeper.statistics())  # once: StorageError in recent_form, and no window
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.notice.isVisible() and dialog.notice.text() == ONE_MATCH
    assert dialog.stats.finished == 2  # the two that can be read
    dialog.close()
    again = StatsDialog(stored.keeper.statistics())  # counted from now on, before any row is read
    qtbot.addWidget(again)
    assert again.notice.text() == ONE_MATCH and again.stats.finished == 2
    stored.keeper.close()
    copies = [p for p in path.parent.iterdir() if p.name.startswith("history.sqlite3.broken-")]
    assert len(copies) == 1  # the file as it was, before the first row was marked


def test_a_match_with_text_that_is_not_utf8_still_records_its_deals_once(private_home: Path, qapp: object) -> None:
    path = private_home / "data" / "history.sqlite3"
    past = History(path)
    whole_match(past, seed=3)
    past.close()
    saved = played(21, 2)
    keep(saved)
    garble(path, "UPDATE matches SET options = CAST(X'7BFF7D' AS TEXT) WHERE id = 2")  # the match in progress
    run = start()
    stored = run.stored
    assert stored.saved is not None and stored.saved.match == saved  # no new row, nothing recorded again
    run.controller.resume(saved, list(stored.saved.seats), stored.saved.practice)
    play_until(run, Stage.DEAL_OVER)  # where it was left: the second deal's result
    run.controller.next_deal()
    play_until(run, Stage.DEAL_OVER, Stage.MATCH_OVER)
    match = run.controller.match
    assert match is not None and len(match.deals) == 3
    assert [(match_id, deals) for match_id, _, deals in recorded(private_home)][1:] == [(2, records(match))]
    assert not stored.keeper.pending and run.errors == []
    run.controller.shutdown()
    stored.keeper.close()


def test_text_that_is_not_utf8_reads_as_unreadable_everywhere(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    history = History(path)
    first = whole_match(history, seed=3)
    whole_match(history, seed=4)
    history.close()
    garble(path, f"UPDATE matches SET game = CAST(X'68FF' AS TEXT), readable = NULL WHERE id = {first}")
    garble(path, f"UPDATE deals SET record = CAST(X'7BFF' AS TEXT), roles = CAST(X'5BFF' AS TEXT),"
                 f" readable = NULL WHERE match_id = {first}")
    history = History(path)
    assert [row.id for row in history.matches()] == [first + 1]
    assert {deal.match_id for deal in history.deals()} == {first + 1}
    assert history.stored_deals(first) == {}
    assert history.unreadable() == (1, 3)
    history.close()
