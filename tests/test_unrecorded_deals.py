"""No finished deal is lost while the history cannot be written, and none is recorded twice.

Each test starts the program's storage as ``ui/app.py`` does (``open_storage``) in the test's fresh
``PARLETT_TABLE_HOME``, plays through the real controller, and reads the history straight from the file at the
end: every finished deal is there exactly once.  The retries the controller's timer makes are driven directly
(``keeping.retry``), so nothing waits on a clock.
"""

from __future__ import annotations

import contextlib
import json
import os
import sqlite3
import subprocess
import time
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from faults import recorded_errors
from PySide6.QtCore import QCoreApplication
from test_storage_faults import Run, rows, start

from parlett_table.engine import HUMAN, Match, MatchDocument, Seat, create_game, deal_to_record
from parlett_table.kept.history_rows import StorageError
from parlett_table.play.controller import Stage
from parlett_table.storage import history_file as history_module
from parlett_table.storage.history import History
from parlett_table.storage.keeper import Keeper
from parlett_table.storage.saves import SavedMatch
from parlett_table.storage.startup import open_storage

GAME = create_game("hamlet", 3, {"target": 40})
LONGER = create_game("hamlet", 3)  # to the usual target: more than one deal
SEATS = (Seat("You", HUMAN), Seat("Ada", "random"), Seat("Ben", "random"))
HISTORY_WRITE = "Your game history cannot be written just now"


class ReadOnlyHistory:
    """The history file made read-only and writable again: while ``on``, SQLite opens it read-only, as it does a
    file the system will not let it write (root ignores file permissions, so they cannot be used here)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.on = False
        real_connect = sqlite3.connect

        def connect(database: Any, *args: Any, **kwargs: Any) -> sqlite3.Connection:
            if self.on and not kwargs.get("uri") and Path(str(database)).name == "history.sqlite3":
                uri = Path(os.path.abspath(database)).as_uri() + "?mode=ro"
                return real_connect(uri, *args, uri=True, **kwargs)
            return real_connect(database, *args, **kwargs)

        names = {name: getattr(sqlite3, name) for name in dir(sqlite3) if not name.startswith("__")}
        monkeypatch.setattr(history_module, "sqlite3", types.SimpleNamespace(**(names | {"connect": connect})))


def play_until(run: Run, *stages: Stage) -> None:
    """The player takes the first legal action (and deals on) until the table reaches one of ``stages``."""
    controller = run.controller
    app = QCoreApplication.instance()
    assert app is not None
    for _ in range(100_000):
        if controller.stage in stages:
            return
        if controller.stage is Stage.DEAL_OVER:
            controller.next_deal()
        elif controller.stage is Stage.HUMAN:
            controller.act(controller.view().legal_actions[0])
        else:
            app.processEvents()
    raise AssertionError(f"the table is stuck in {controller.stage}")


def recorded(home: Path) -> list[tuple[int, str, list[dict[str, Any]]]]:
    """Each match of the history file: (id, status, its deal records in order)."""
    matches, deals = rows(home)
    return [
        (match_id, status, [json.loads(deals.get(match_id, {})[n]) for n in sorted(deals.get(match_id, {}))])
        for match_id, status, _ in matches
    ]


def records(match: Match) -> list[dict[str, object]]:
    return [deal_to_record(deal) for deal in match.deals if deal.is_over]


def waiting_files(home: Path) -> list[str]:
    folder = home / "data" / "unrecorded"
    return sorted(path.name for path in folder.iterdir()) if folder.exists() else []


def told_about_history(run: Run) -> list[str]:
    return [text for text in run.errors if text.startswith(HISTORY_WRITE)]


def test_a_history_read_only_for_a_while_gets_every_finished_deal_once(
    private_home: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    History(private_home / "data" / "history.sqlite3").close()  # a player's history, made read-only by the system
    read_only = ReadOnlyHistory(monkeypatch)
    read_only.on = True
    save = private_home / "data" / "match-in-progress.json"
    with recorded_errors() as errors:
        # The first sitting: a whole match is played, and a deal of the next, with the history read-only.
        run = start()
        controller, keeper = run.controller, run.stored.keeper
        controller.new_match(GAME, SEATS, 4, first_dealer=0)
        play_until(run, Stage.MATCH_OVER)
        first = controller.match
        assert first is not None and len(first.deals) >= 2
        assert keeper.pending and controller.keeping.retry_timer.isActive()
        assert len(waiting_files(private_home)) == 1 and not save.exists()  # kept on disk before its save went
        controller.new_match(LONGER, SEATS, 6, first_dealer=0)  # the next match, over the first one's save
        play_until(run, Stage.DEAL_OVER, Stage.MATCH_OVER)
        assert recorded(private_home) == []
        # The permission comes back: the next retry gives the history everything, and the timer stops.
        read_only.on = False
        controller.keeping.retry()
        assert not keeper.pending and not controller.keeping.retry_timer.isActive()
        second = controller.match
        assert second is not None and not second.is_over
        assert recorded(private_home) == [(1, "finished", records(first)), (2, "playing", records(second))]
        assert waiting_files(private_home) == []
        assert len(told_about_history(run)) == 1  # once in the sitting, whatever failed how often
        controller.shutdown()
        keeper.close()
        # The second sitting, read-only again: the second match goes on, and the program closes in it.
        read_only.on = True
        run = start()
        saved = run.stored.saved
        assert saved is not None and saved.match == second
        run.controller.resume(saved.match, list(saved.seats), saved.practice)
        run.controller.next_deal()
        play_until(run, Stage.DEAL_OVER, Stage.MATCH_OVER)
        second = run.controller.match
        assert second is not None and run.stored.keeper.pending
        run.controller.shutdown()
        run.stored.keeper.close()
        assert told_about_history(run) == [
            HISTORY_WRITE + " (the program may not write there), so your finished deals are kept and added to it as "
            "soon as it can be."
        ]
        assert save.exists()  # the save holds what the history lacks, and nothing removed it
        # The third sitting, writable: what the save holds is recorded at the start, and the match goes on to its end.
        read_only.on = False
        run = start()
        assert run.stored.notices == [] and not run.stored.keeper.pending
        status = "finished" if second.is_over else "playing"
        assert recorded(private_home) == [(1, "finished", records(first)), (2, status, records(second))]
        saved = run.stored.saved
        if saved is not None:
            run.controller.resume(saved.match, list(saved.seats), saved.practice)
            play_until(run, Stage.MATCH_OVER)
            second = run.controller.match
            assert second is not None
        run.controller.shutdown()
        run.stored.keeper.close()
    assert errors == []
    assert recorded(private_home) == [(1, "finished", records(first)), (2, "finished", records(second))]
    assert waiting_files(private_home) == [] and not save.exists()


def test_a_write_lock_held_by_another_program_neither_freezes_the_table_nor_loses_a_deal(
    private_home: Path, qapp: object
) -> None:
    path = private_home / "data" / "history.sqlite3"
    History(path).close()
    other = sqlite3.connect(path, isolation_level=None)  # another program, holding SQLite's write lock
    other.execute("BEGIN IMMEDIATE")
    try:
        started = time.perf_counter()
        run = start()
        opening = time.perf_counter() - started
        controller, keeper = run.controller, run.stored.keeper
        assert run.stored.notices == [] and keeper.history.durable  # the file itself, not a copy in memory
        assert opening < 4.0  # it waited for no lock (it once waited 5 seconds, then kept the sitting in memory)
        controller.new_match(GAME, SEATS, 4, first_dealer=0)
        started = time.perf_counter()
        play_until(run, Stage.DEAL_OVER, Stage.MATCH_OVER)
        assert time.perf_counter() - started < 60 * history_module.BUSY_SECONDS  # each write gave up after a moment
        assert keeper.pending and controller.keeping.retry_timer.isActive()
        assert recorded(private_home) == []
        assert [text for text in run.errors if text.startswith(HISTORY_WRITE)] == [
            HISTORY_WRITE + " (another program is using it), so your finished deals are kept and added to it as soon "
            "as it can be."
        ]
    finally:
        other.rollback()  # a few moments later, the other program lets go
        other.close()
    controller.keeping.retry()
    assert not keeper.pending and not controller.keeping.retry_timer.isActive()
    match = controller.match
    assert match is not None
    assert recorded(private_home) == [(1, "finished" if match.is_over else "playing", records(match))]
    if not match.is_over:  # the next deal goes straight in
        controller.next_deal()
        play_until(run, Stage.DEAL_OVER, Stage.MATCH_OVER)
        assert recorded(private_home)[0][2] == records(controller.match)  # type: ignore[arg-type]
    controller.shutdown()
    keeper.close()


def keep(match: Match, seats: tuple[Seat, ...] = SEATS) -> None:
    """What the program leaves when stopped in ``match``: its finished deals in the history, the match saved."""
    keeper = Keeper()
    keeper.begin(Match(match.game, match.first_seed, match.deals[:1]), seats, False)
    assert keeper.match_id is not None
    for number, deal in enumerate(match.deals, start=1):
        if deal.is_over:
            keeper.history.record_deal(keeper.match_id, number, deal)
    keeper.moved(match, seats, False)
    keeper.close()


def played(seed: int, deals: int) -> Match:
    """A match of at least ``deals`` finished deals (every seat taking its first legal action), not over."""
    match = Match.start(create_game("hoodwink"), seed, 0)
    while True:
        if match.current.is_over:
            if len(match.deals) >= deals:
                assert not match.is_over
                return match
            match = match.next_deal()
        match, _ = match.apply(match.current.legal_actions()[0])


# --- a history only in memory, and matches waiting on disk --------------------------------------------------


def test_a_history_kept_in_memory_is_not_taken_for_recorded(
    private_home: Path, qapp: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    from faults import Disk
    from test_history import whole_match

    path = private_home / "data" / "history.sqlite3"
    history = History(path)
    whole_match(history, seed=3)
    history.close()
    disk = Disk(monkeypatch)
    disk.unreadable_files.append(path)  # permission denied when it is opened
    run = start()
    controller, keeper = run.controller, run.stored.keeper
    assert not keeper.history.durable and len(run.stored.notices) == 1
    controller.new_match(GAME, SEATS, 4, first_dealer=0)
    play_until(run, Stage.DEAL_OVER, Stage.MATCH_OVER)
    assert len(keeper.history.deals()) == 4  # shown from memory: the crescendo match's three, and this one
    assert keeper.pending and controller.keeping.retry_timer.isActive() and run.errors == []  # told at the start only
    disk.unreadable_files.clear()
    controller.keeping.retry()  # the file is opened again, and given what memory held
    assert keeper.history.durable and not keeper.pending
    match = controller.match
    assert match is not None
    assert [(status, deals) for _, status, deals in recorded(private_home)][1:] == [
        ("finished" if match.is_over else "playing", records(match))
    ]
    controller.shutdown()
    keeper.close()


def test_a_waiting_match_that_cannot_be_read_is_set_aside_and_the_others_recorded(private_home: Path) -> None:
    folder = private_home / "data" / "unrecorded"
    folder.mkdir(parents=True)
    match = played(24, 2)
    document = Keeper.document(match, SEATS, False)
    (folder / "match-new-1.json").write_text(json.dumps(document.to_json()))
    (folder / "match-new-2.json").write_bytes(b'{"format": "parlett-match/1", "deals": [')
    (folder / "notes.txt").write_text("the player's own")
    stored = open_storage(alone=True)
    assert [notice.split(" were ")[0] for notice in stored.notices] == [
        "Some finished deals waiting to be added to your game history"
    ]
    assert [(status, deals) for _, status, deals in recorded(private_home)] == [("playing", records(match))]
    assert sorted(p.name.split(".broken-")[0] for p in folder.iterdir()) == ["match-new-2.json", "notes.txt"]
    stored.keeper.close()


def test_deals_that_reach_a_match_given_up_meanwhile_count_in_its_totals(tmp_path: Path) -> None:
    from parlett_table.storage.waiting import WaitingDeals

    history = History(tmp_path / "h.sqlite3")
    match = played(25, 2)
    first = history.begin_match(match.game, SEATS, match.first_seed, False)
    history.record_deal(first, 1, match.deals[0])
    history.begin_match(create_game("hamlet"), SEATS, 9, False)  # the next match: the first is given up
    waiting = WaitingDeals(tmp_path / "unrecorded")
    waiting.put(Keeper.document(match, SEATS, False), first)  # its second deal never reached the history
    keeper = Keeper(history, SavedMatch(tmp_path / "s.json"), waiting)
    keeper.load_saved()
    row = history.match(first)
    assert row is not None and row.status == "abandoned" and row.totals == list(match.totals)
    assert not keeper.pending and list(waiting.folder.iterdir()) == []
    keeper.close()


# --- a save with no seat for the player ---------------------------------------------------------------------------


def test_a_save_without_a_seat_for_the_player_is_kept_aside_and_not_recorded_again(private_home: Path) -> None:
    match = played(22, 2)
    keep(match)
    save = private_home / "data" / "match-in-progress.json"
    document = json.loads(save.read_text())
    document["seats"][0]["player"] = "standard"  # nobody's seat is the player's now
    save.write_text(json.dumps(document))
    before = save.read_bytes()
    for sitting in (1, 2):
        stored = open_storage(alone=True)
        assert stored.saved is None
        about = [notice for notice in stored.notices if notice.startswith("Your saved match")]
        assert len(about) == (1 if sitting == 1 else 0)
        stored.keeper.close()
    (aside,) = [p for p in save.parent.iterdir() if p.name.startswith("match-in-progress.json.broken-")]
    assert about == [] and aside.read_bytes() == before and not save.exists()
    assert [(status, len(deals)) for _, status, deals in recorded(private_home)] == [("playing", 2)]  # not 4


def test_a_waiting_match_goes_to_its_own_row_even_when_its_seats_changed(tmp_path: Path) -> None:
    history = History(tmp_path / "h.sqlite3")
    match = played(23, 2)
    keeper = Keeper(history, SavedMatch(tmp_path / "s.json"))
    keeper.begin(Match(match.game, match.first_seed, match.deals[:1]), SEATS, False)
    assert keeper.match_id is not None
    history.record_deal(keeper.match_id, 1, match.deals[0])
    other = history.begin_match(match.game, SEATS, match.first_seed, False, abandon_others=False)  # a look-alike
    renamed = MatchDocument(match, (Seat("Maud", HUMAN), *SEATS[1:]), False)
    assert history.match_for(renamed) == (keeper.match_id, "playing")  # its deals say whose it is
    assert history.match_for(renamed, hint=other) == (keeper.match_id, "playing")  # a hint is checked, not trusted
    keeper.close()


# --- a nearly full disk --------------------------------------------------------------------------------------


@contextlib.contextmanager
def small_disk(folder: Path, size: str) -> Iterator[None]:
    """``folder`` as a filesystem of ``size`` (tmpfs); the test is skipped where one cannot be mounted."""
    folder.mkdir(parents=True, exist_ok=True)
    try:
        mounted = subprocess.run(
            ["mount", "-t", "tmpfs", "-o", f"size={size}", "tmpfs", str(folder)], capture_output=True, timeout=30
        )
    except (OSError, subprocess.SubprocessError):
        pytest.skip("no mount command here")
    if mounted.returncode != 0:
        pytest.skip(f"a small filesystem cannot be mounted here: {mounted.stderr.decode(errors='replace').strip()}")
    try:
        yield
    finally:
        subprocess.run(["umount", "-l", str(folder)], capture_output=True, timeout=30)


def fill(folder: Path) -> Path:
    """Fill the filesystem of ``folder`` to its last byte; the file that does it."""
    filler = folder / "filler"
    descriptor = os.open(filler, os.O_WRONLY | os.O_CREAT)
    try:
        for size in (4096, 1):
            with contextlib.suppress(OSError):
                while True:
                    os.write(descriptor, b"\0" * size)
    finally:
        os.close(descriptor)
    return filler


def finish_deal(match: Match) -> Match:
    while not match.current.is_over:
        match, _ = match.apply(match.current.legal_actions()[0])
    return match


@pytest.mark.skipif(os.name != "posix", reason="mounts a tmpfs")
def test_a_data_folder_of_256_kib_keeps_every_deal_and_the_saved_match(private_home: Path) -> None:
    data = private_home / "data"
    with small_disk(data, "256k"):
        keeper = open_storage(alone=True).keeper
        seats, game = list(SEATS), create_game("whoswho")
        deals, match = 0, Match.start(game, 100, 0)
        keeper.begin(match, seats, False)
        while deals < 24 or match.is_over:  # the write-ahead log alone once filled this disk after eight deals
            if match.is_over:
                keeper.match_finished(match)
                match = Match.start(game, 100 + deals, 0)
                keeper.begin(match, seats, False)
            elif match.current.is_over:
                match = match.next_deal()
            match = finish_deal(match)
            keeper.deal_finished(match, seats, False, 0)
            deals += 1
            assert not keeper.pending, deals
        assert len(keeper.history.deals()) == deals
        assert (data / "history.sqlite3-wal").stat().st_size < 64 * 1024  # folded back after every deal
        # Another program fills the disk: the next deal cannot be recorded, and the saved match is kept.
        filler = fill(data)
        match = finish_deal(match.next_deal())
        with contextlib.suppress(StorageError):
            keeper.deal_finished(match, seats, False, 0)
        assert keeper.pending and len(keeper.history.deals()) == deals
        if match.is_over:
            with contextlib.suppress(StorageError):
                keeper.match_finished(match)
        assert (data / "match-in-progress.json").exists()  # even if the deal ended the match
        filler.unlink()  # space comes back
        assert keeper.retry() is False
        assert len(keeper.history.deals()) == deals + 1
        assert keeper.history.deals()[-1].scores == list(match.current.outcome().scores)
        assert (data / "match-in-progress.json").exists() != match.is_over
        keeper.close()
