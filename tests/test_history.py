"""History, saves and statistics: round trips, damaged files set aside, and surviving a killed process."""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from parlett_table.ai import make_player
from parlett_table.ai.arena import play_deal
from parlett_table.engine import Deal, Match, Play, Seat, create_game
from parlett_table.storage.history import History, StorageError
from parlett_table.storage.keeper import Keeper
from parlett_table.storage.saves import SavedMatch
from parlett_table.storage.schema import SCHEMA_VERSION
from parlett_table.storage.stats import compute
from parlett_table.ui.stats.stats_content import role_heading

ROOT = Path(__file__).resolve().parent.parent
YOU = Seat("You", "human")
SEATS = [YOU, Seat("Ada", "standard"), Seat("Ben", "random")]


def played(game_id: str = "hamlet", seed: int = 1, dealer: int = 0) -> Deal:
    game = create_game(game_id)
    return play_deal(game, seed, dealer, [make_player("random") for _ in range(game.players)])


def whole_match(history: History, seed: int, practice: bool = False, finish: bool = True) -> int:
    """A Crescendo match of three deals played by random players, recorded as the player's.

    Unless ``finish``: then it stops after two deals, a match left before its end.
    """
    game = create_game("crescendo", 3)
    match_id = history.begin_match(game, SEATS, seed, practice)
    match = Match.start(game, seed, 0)
    for number in range(1, 4 if finish else 3):
        deal = play_deal(game, seed + number - 1, match.current.dealer, [make_player("random")] * 3)
        match = Match(game, seed, match.deals[:-1] + (deal,))
        history.record_deal(match_id, number, deal, hints=number)
        if number < 3:
            match = match.next_deal()
    if finish:
        history.end_match(match_id, match.totals, match.winners)
    return match_id


def test_a_match_goes_in_and_comes_back_out(tmp_path: Path) -> None:
    history = History(tmp_path / "h.sqlite3")
    assert history.notice is None
    match_id = whole_match(history, seed=40)
    (row,) = history.matches()
    assert (row.id, row.game_id, row.status) == (match_id, "crescendo", "finished")
    assert (row.human_seat, row.practice) == (0, False)
    deals = history.deals()
    assert [d.number for d in deals] == [1, 2, 3] and [d.hints for d in deals] == [1, 2, 3]
    assert row.totals == [sum(d.scores[s] for d in deals) for s in range(3)]
    document = history.match_document(match_id)
    assert [d.seed for d in document.match.deals] == [40, 41, 42] and document.match.totals == tuple(row.totals)
    with pytest.raises(StorageError):
        history.match_document(999)


def test_starting_a_match_abandons_the_one_left_unfinished(tmp_path: Path) -> None:
    history = History(tmp_path / "h.sqlite3")
    first = whole_match(history, seed=1, finish=False)
    assert history.playing_match() == first
    second = history.begin_match(create_game("hamlet"), SEATS, 7, False)
    statuses = {row.id: row.status for row in history.matches()}
    assert statuses == {first: "abandoned", second: "playing"}
    abandoned = next(row for row in history.matches() if row.id == first)
    assert abandoned.totals is not None and sum(abandoned.totals) > 0  # its deals still count


def test_a_damaged_or_newer_database_is_set_aside_and_a_new_one_started(tmp_path: Path) -> None:
    good = History(tmp_path / "good.sqlite3")
    whole_match(good, seed=3)
    good.close()
    raw = (tmp_path / "good.sqlite3").read_bytes()
    cases = {
        "garbage": os.urandom(5000),
        "truncated": raw[: len(raw) // 3],
        "text": b"this is not a database at all\n" * 40,
    }
    for name, data in cases.items():
        folder = tmp_path / name
        folder.mkdir()
        (folder / "h.sqlite3").write_bytes(data)
        history = History(folder / "h.sqlite3")
        assert history.notice is not None and "new one was started" in history.notice, name
        assert history.matches() == []
        whole_match(history, seed=5)  # and the new one works
        aside = [p for p in folder.iterdir() if ".broken-" in p.name]
        assert aside and any(p.read_bytes() == data for p in aside), name  # the old file is kept, unchanged
    newer = tmp_path / "newer"
    newer.mkdir()
    db = sqlite3.connect(newer / "h.sqlite3")
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    history = History(newer / "h.sqlite3")
    assert history.notice is not None and "newer version" in history.notice


def test_an_empty_database_is_brought_to_the_current_schema(tmp_path: Path) -> None:
    sqlite3.connect(tmp_path / "h.sqlite3").close()
    History(tmp_path / "h.sqlite3").close()
    db = sqlite3.connect(tmp_path / "h.sqlite3")
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


def test_statistics_count_as_the_window_says(tmp_path: Path) -> None:
    history = History(tmp_path / "h.sqlite3")
    ids = [whole_match(history, seed=10 * k) for k in range(4)]
    whole_match(history, seed=99, practice=True)
    whole_match(history, seed=77, finish=False)
    history.begin_match(create_game("hamlet"), SEATS, 5, False)  # abandons the one before
    stats = compute(history.matches(), history.deals())
    rows = {row.id: row for row in history.matches()}
    won = [rows[i].won for i in ids]
    assert stats.finished == 4 and stats.won == sum(won) and stats.practice == 1 and stats.abandoned == 1
    streak = 0
    for result in won:
        streak = streak + 1 if result else 0
    assert stats.current_streak == streak
    assert stats.deals == 14  # four finished matches of three deals, one abandoned after two; practice left out
    real_deals = [d for d in history.deals() if not d.practice]
    assert stats.average == pytest.approx(sum(d.scores[0] for d in real_deals) / 14)
    assert [role_heading(role.role) for role in stats.roles] == ["No role"] and stats.roles[0].deals == 14
    assert stats.hints == 4 * (1 + 2 + 3) + (1 + 2)
    assert compute(history.matches(), history.deals(), "hamlet").finished == 0


def test_a_saved_match_resumes_mid_trick_and_a_bad_save_is_set_aside(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    saves = SavedMatch(tmp_path / "save.json")
    assert saves.load() == (None, None)
    match = Match.start(create_game("whoswho"), 12, 1)
    for _ in range(7):  # two tricks and a card
        match, _ = match.apply(match.current.legal_actions()[0])
    saves.save(Keeper.document(match, SEATS, practice=True))
    document, notice = saves.load()
    assert notice is None and document is not None
    assert document.match.current == match.current and document.practice and list(document.seats) == SEATS
    record = json.loads((tmp_path / "save.json").read_text())
    record["deals"][0]["actions"][3] = {"seat": 0, "play": "AS"}  # an action the rules refuse
    (tmp_path / "save.json").write_text(json.dumps(record))
    document, notice = saves.load()
    assert document is None and notice is not None and "kept as save.json.broken-" in notice
    assert "deals[0].actions[3]" not in notice and "deals[0].actions[3]" in caplog.text  # the detail is in the log
    assert not (tmp_path / "save.json").exists()


def test_the_keeper_follows_a_match_and_resumes_one_the_history_lost(tmp_path: Path) -> None:
    keeper = Keeper(History(tmp_path / "h.sqlite3"), SavedMatch(tmp_path / "s.json"))
    game = create_game("hamlet")
    match = Match.start(game, 30, 0)
    keeper.begin(match, SEATS, practice=False)
    while not match.current.is_over:
        match, _ = match.apply(match.current.legal_actions()[0])
        keeper.moved(match, SEATS, False)
    keeper.deal_finished(match, SEATS, False, hints=2)
    assert [d.hints for d in keeper.history.deals()] == [2]
    assert keeper.saves.load()[0] is not None
    fresh = Keeper(History(tmp_path / "other.sqlite3"), keeper.saves)
    fresh.resume(match, SEATS, False)  # this history never saw the match: it is entered with its deal
    assert len(fresh.history.deals()) == 1 and fresh.history.playing_match() is not None
    while not match.is_over:  # on to the end: the deal that ends the match finishes it in the history too
        match = match.next_deal()
        while not match.current.is_over:
            match, _ = match.apply(match.current.legal_actions()[0])
        keeper.deal_finished(match, SEATS, False, hints=0)
    keeper.match_finished(match)
    (row,) = keeper.history.matches()
    assert keeper.saves.load() == (None, None) and (row.status, row.winners) == ("finished", list(match.winners))


# --- killed in the middle of writing ------------------------------------------------------------------------

WRITER = textwrap.dedent(
    """
    import sys, random
    from pathlib import Path
    sys.path.insert(0, {root!r})
    from parlett_table.ai import make_player
    from parlett_table.ai.arena import play_deal
    from parlett_table.engine import Match, Seat, create_game
    from parlett_table.storage.history import History
    from parlett_table.storage.preferences import Preferences, PreferencesFile
    from parlett_table.storage.saves import SavedMatch
    from parlett_table.storage.keeper import Keeper

    kind, folder = sys.argv[1], Path(sys.argv[2])
    game = create_game("hamlet")
    if kind == "deals":
        history = History(folder / "h.sqlite3")
        match_id = history.begin_match(game, [Seat("You", "human")] * 3, 1, False)
        for number in range(1, 10_000):
            deal = play_deal(game, number, 0, [make_player("random")] * 3)
            history.record_deal(match_id, number, deal)
            print(number, flush=True)
    elif kind == "preferences":
        file = PreferencesFile(folder / "p.json")
        for number in range(1, 100_000):
            file.save(Preferences(player_name=f"P{{number}}", last_options={{"x": {{"n": number}}}}))
            print(number, flush=True)
    else:
        saves = SavedMatch(folder / "s.json")
        match = Match.start(game, 3, 0)
        number = 0
        while True:
            if match.current.is_over:
                match = match.next_deal() if not match.is_over else Match.start(game, 3, 0)
            match, _ = match.apply(match.current.legal_actions()[0])
            number += 1
            saves.save(Keeper.document(match, [Seat("You", "human")] * 3, False))
            print(number, flush=True)
    """
)


def kill_while_writing(kind: str, folder: Path, after: int, rng: random.Random) -> int:
    """Start a writer, let it report ``after`` writes, kill it at a random moment; the last write it reported."""
    script = folder / "writer.py"
    script.write_text(WRITER.format(root=str(ROOT)), encoding="utf-8")
    process = subprocess.Popen([sys.executable, str(script), kind, str(folder)], stdout=subprocess.PIPE, text=True)
    assert process.stdout is not None
    reported = 0
    while reported < after:
        line = process.stdout.readline()
        assert line, "the writer stopped on its own"
        reported = int(line)
    time.sleep(rng.random() * 0.02)  # somewhere inside a later write
    process.send_signal(signal.SIGKILL)
    process.wait()
    for line in process.stdout.read().splitlines():
        reported = int(line)
    return reported


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
@pytest.mark.parametrize("attempt", range(3))
def test_every_deal_finished_before_a_kill_is_kept(tmp_path: Path, attempt: int) -> None:
    committed = kill_while_writing("deals", tmp_path, after=3 + attempt, rng=random.Random(attempt))
    history = History(tmp_path / "h.sqlite3")
    assert history.notice is None
    numbers = [deal.number for deal in history.deals()]
    assert numbers[: committed] == list(range(1, committed + 1))
    assert len(numbers) in (committed, committed + 1)  # the deal being written when killed: all or nothing
    assert sqlite3.connect(tmp_path / "h.sqlite3").execute("PRAGMA integrity_check").fetchone()[0] == "ok"


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL is POSIX")
@pytest.mark.parametrize("kind", ["preferences", "save"])
def test_files_written_when_killed_still_open(tmp_path: Path, kind: str) -> None:
    for attempt in range(3):
        folder = tmp_path / str(attempt)
        folder.mkdir()
        last = kill_while_writing(kind, folder, after=20 + 10 * attempt, rng=random.Random(attempt))
        if kind == "preferences":
            from parlett_table.storage.preferences import PreferencesFile

            prefs, notice = PreferencesFile(folder / "p.json").load()
            assert notice is None
            assert int(prefs.player_name[1:]) in (last, last + 1)  # the last reported write or the one after
        else:
            document, notice = SavedMatch(folder / "s.json").load()
            assert notice is None and document is not None
            assert len(document.match.current.actions) > 0
        leftovers = [p.name for p in folder.iterdir() if p.suffix == ".tmp"]
        assert len(leftovers) <= 1  # at most the temporary file of the write that was cut short


def test_a_play_recorded_through_the_controller_lands_in_the_history(tmp_path: Path, qtbot: object) -> None:
    from parlett_table.engine import HUMAN, Seat
    from parlett_table.play.collaborators import InlineThinker
    from parlett_table.play.controller import Stage, TableController
    from parlett_table.play.timings import Timings

    keeper = Keeper(History(tmp_path / "h.sqlite3"), SavedMatch(tmp_path / "s.json"))
    controller = TableController(InlineThinker(), keeper)
    controller.timings = Timings("off")
    seats = [Seat("You", HUMAN), Seat("Ada", "standard"), Seat("Ben", "random")]
    controller.new_match(create_game("hamlet"), seats, seed=8, practice=True, first_dealer=2)
    while controller.stage is not Stage.DEAL_OVER:
        qtbot.waitUntil(lambda: controller.stage in (Stage.HUMAN, Stage.DEAL_OVER), timeout=20_000)  # type: ignore[attr-defined]
        if controller.stage is Stage.HUMAN:
            document, _ = keeper.saves.load()
            assert document is not None and document.match.current == controller.deal  # saved after every move
            actions = controller.view().legal_actions
            controller.act(next((a for a in actions if isinstance(a, Play)), actions[0]))
    (row,) = keeper.history.matches()
    assert row.practice and row.status == "playing" and len(keeper.history.deals()) == 1
    assert keeper.history.deals()[0].scores == list(controller.deal.outcome().scores)


def test_reset_forgets_past_matches_but_keeps_the_one_in_progress(tmp_path: Path) -> None:
    history = History(tmp_path / "h.sqlite3")
    whole_match(history, seed=1)
    playing = whole_match(history, seed=2, finish=False)
    history.reset()
    assert [row.id for row in history.matches()] == [playing]
    assert {deal.match_id for deal in history.deals()} == {playing}
    game = create_game("crescendo", 3)
    history.record_deal(playing, 4, play_deal(game, 9, 0, [make_player("random")] * 3))  # still recorded
