"""The statistics added up in SQL (``stats.load``) against the Python computation (``stats.compute``).

Histories of the first schema version are written here as that version wrote
them (its schema is ``MIGRATIONS[0]``, its rows the JSON columns alone), then
opened: the migration to version 2 must summarise every row and the figures
must be those the old code computed from the JSON.
"""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlett_table.ai import make_player
from parlett_table.ai.arena import play_deal
from parlett_table.engine import GAMES as REGISTERED
from parlett_table.engine import Match, Seat, create_game, deal_to_record
from parlett_table.storage.history import DealRow, History, MatchRow, StorageError
from parlett_table.storage.schema import MIGRATIONS, SCHEMA_VERSION
from parlett_table.storage.stats import Stats, compute, load, reset_scope, unreadable_text

GAMES = (None, *REGISTERED)
SUMMARY = "SELECT match_id, number, human_score, human_role, human_top, readable FROM deals ORDER BY match_id, number"


def version_one(path: Path) -> sqlite3.Connection:
    """An empty history as the first version made it."""
    db = sqlite3.connect(path)
    db.executescript(f"BEGIN; {MIGRATIONS[0]} PRAGMA user_version = 1; COMMIT;")
    return db


def insert_match(db: sqlite3.Connection, game_id: str, players: int, seats: str, human: int | None, practice: bool,
                 first_seed: int, started: float) -> int:  # fmt: skip
    """``History.begin_match`` of the first version (the seats' JSON as given, so it can be damaged)."""
    cursor = db.execute(
        "INSERT INTO matches (game, players, options, seats, human_seat, practice, first_seed, started, status)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'playing')",
        (game_id, players, "{}", seats, human, int(practice), first_seed, started),
    )
    return cursor.lastrowid or 0


def insert_deal(db: sqlite3.Connection, match_id: int, number: int, record: str, roles: str, tricks_won: str,
                scores: str, hints: int, ended: float) -> None:  # fmt: skip
    """``History.record_deal`` of the first version (the JSON columns as given, so they can be damaged)."""
    db.execute(
        "INSERT OR REPLACE INTO deals (match_id, number, seed, record, roles, tricks_won, scores, hints, ended)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (match_id, number, number, record, roles, tricks_won, scores, hints, ended),
    )


def end_match(db: sqlite3.Connection, match_id: int, status: str, ended: float, totals: str | None,
              winners: str | None) -> None:  # fmt: skip
    db.execute(
        "UPDATE matches SET status = ?, ended = ?, totals = ?, winners = ? WHERE id = ?",
        (status, ended, totals, winners, match_id),
    )


def old_rows(path: Path) -> tuple[list[MatchRow], list[DealRow]]:
    """The rows as the first version read them (``json.loads`` on every column), to compute as it did."""
    db = sqlite3.connect(path)
    matches = [
        MatchRow(r[0], r[1], r[2], json.loads(r[3]), tuple(Seat(**seat) for seat in json.loads(r[4])), r[5], bool(r[6]),
                 r[7], r[8], r[9], r[10],
                 json.loads(r[11]) if r[11] else None, json.loads(r[12]) if r[12] else None)
        for r in db.execute("SELECT * FROM matches ORDER BY id")
    ]  # fmt: skip
    deals = [
        DealRow(r[0], r[1], r[2], r[3], json.loads(r[4]), json.loads(r[5]), json.loads(r[6]), r[7], r[8], r[9],
                bool(r[10]))
        for r in db.execute(
            "SELECT d.match_id, d.number, m.game, d.seed, d.roles, d.tricks_won, d.scores, d.hints, d.ended,"
            " m.human_seat, m.practice FROM deals d JOIN matches m ON m.id = d.match_id ORDER BY d.ended, d.id"
        )
    ]  # fmt: skip
    db.close()
    return matches, deals


def play_real_matches(db: sqlite3.Connection) -> None:
    """Real matches of every game through the first version's writes: finished, shared, practice, abandoned."""
    clock = 1_700_000_000.0
    plan = [("hoodwink", 3, 21), ("crescendo", 4, 22), ("whoswho", 3, 23), ("hamlet", 3, 24), ("crescendo", 3, 25),
            ("hoodwink", 3, 26), ("hamlet", 3, 27)]  # fmt: skip
    for k, (game_id, players, seed) in enumerate(plan):
        game = create_game(game_id, players)
        human = None if k == 5 else 0  # one match the computers played alone
        seats = [{"name": "You" if n == human else f"P{n}", "player": "human" if n == human else "random"}
                 for n in range(players)]  # fmt: skip
        match_id = insert_match(db, game_id, players, json.dumps(seats), human, k == 4, seed, clock)
        match = Match.start(game, seed)
        random_players = [make_player("random") for _ in range(players)]
        while True:
            deal = play_deal(game, match.deal_number, match.current.dealer, random_players)
            match = Match(game, seed, match.deals[:-1] + (deal,))
            outcome = deal.outcome()
            clock += 60
            insert_deal(db, match_id, len(match.deals), json.dumps(deal_to_record(deal)),
                        json.dumps(list(outcome.roles)), json.dumps(list(outcome.tricks_won)),
                        json.dumps(list(outcome.scores)), len(match.deals) % 2, clock)  # fmt: skip
            if match.is_over or (k == 6 and len(match.deals) == 2):
                break
            match = match.next_deal()
        if match.is_over:
            winners = list(match.winners) if k != 1 else [0, 1]  # one tie for the top with the player in it
            end_match(db, match_id, "finished", clock, json.dumps(list(match.totals)), json.dumps(winners))
        else:
            end_match(db, match_id, "abandoned", clock, json.dumps(list(match.totals)), None)
    db.commit()


def test_a_first_version_history_opens_with_the_same_figures(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    db = version_one(path)
    play_real_matches(db)
    db.close()
    matches, deals = old_rows(path)
    before = {game_id: compute(matches, deals, game_id) for game_id in GAMES}
    assert before[None].finished == 4 and before[None].shared == 1 and before[None].abandoned == 1
    assert before[None].practice == 1 and before["hamlet"].deals > 2
    history = History(path)
    assert history.notice is None
    assert history.query("PRAGMA user_version") == [(SCHEMA_VERSION,)] == [(3,)]
    assert history.query("SELECT COUNT(*) FROM deals WHERE readable IS NOT 1") == [(0,)]  # every row summarised
    for game_id in GAMES:
        assert load(history, game_id) == before[game_id], game_id
        assert compute(history.matches(), history.deals(), game_id) == before[game_id], game_id
    assert history.unreadable() == (0, 0)


def test_summaries_written_with_each_deal_equal_those_filled_in_later(tmp_path: Path) -> None:
    old = tmp_path / "old.sqlite3"
    db = version_one(old)
    play_real_matches(db)
    db.close()
    migrated = History(old)
    # The same matches recorded by this version, deal by deal.
    fresh = History(tmp_path / "new.sqlite3")
    for match in migrated.matches():
        game = create_game(match.game_id, match.players)
        match_id = fresh.begin_match(game, match.seats, match.first_seed, match.practice)
        document = migrated.match_document(match.id)
        for number, deal in enumerate(document.match.deals, start=1):
            fresh.record_deal(match_id, number, deal)
        fresh.abandon_unfinished()
    assert fresh.query(SUMMARY) == migrated.query(SUMMARY)
    assert fresh.query("SELECT COUNT(*), COUNT(human_score) FROM deals WHERE readable = 1")[0][1] > 20


# --- random histories -------------------------------------------------------------------------------------

ROLES = st.sampled_from([None, "hood", "partner", "soloist", "hamlet"])
DAMAGE = ("not json {", "[1, 2", '"a string"', "{}", "[]", "[1.5, 2, 3]", "[null, 1, 2]", "")


@st.composite
def histories(draw: st.DrawFn) -> list[dict[str, Any]]:
    """Matches of a few games, with deals; now and then a tie, an odd status, or a damaged JSON value."""
    matches = []
    for _ in range(draw(st.integers(0, 7))):
        players = draw(st.integers(2, 4))
        deals = []
        for _ in range(draw(st.integers(0, 4))):
            deals.append({
                "roles": draw(st.lists(ROLES, min_size=players, max_size=players)),
                "tricks": draw(st.lists(st.integers(0, 10), min_size=players, max_size=players)),
                "scores": draw(st.lists(st.integers(-60, 60), min_size=players, max_size=players)),
                "hints": draw(st.integers(0, 3)),
                "ended": draw(st.sampled_from([100.0, 200.0, 300.0, 400.0])),  # ties, ordered by id then
                "damage": draw(st.none() | st.tuples(st.sampled_from(["roles", "tricks", "scores"]),
                                                      st.sampled_from(DAMAGE))),
            })  # fmt: skip
        totals = [sum(d["scores"][s] for d in deals) for s in range(players)]
        matches.append({
            "game": draw(st.sampled_from(["hoodwink", "crescendo", "hamlet"])),
            "players": players,
            "human": draw(st.none() | st.integers(0, players - 1)),
            "practice": draw(st.booleans()),
            "status": draw(st.sampled_from(["finished", "finished", "abandoned", "playing"])),
            "winners": draw(st.lists(st.integers(0, players - 1), min_size=1, max_size=2, unique=True)),
            "totals": totals if draw(st.booleans()) else [draw(st.integers(-5, 5)) for _ in range(players)],
            "ended": draw(st.sampled_from([None, 50.0, 500.0])),
            "damage": draw(st.none() | st.tuples(st.sampled_from(["seats", "totals", "winners", "started"]),
                                                  st.sampled_from(DAMAGE))),
            "deals": deals,
        })  # fmt: skip
    return matches


def write(db: sqlite3.Connection, history: list[dict[str, Any]]) -> None:
    """A random history in the first version's columns."""
    for match in history:
        seats = json.dumps([{"name": f"P{k}", "player": "human" if k == match["human"] else "random"}
                            for k in range(match["players"])])  # fmt: skip
        columns: dict[str, Any] = {"seats": seats, "totals": json.dumps(match["totals"]),
                                   "winners": json.dumps(match["winners"])}  # fmt: skip
        if match["damage"]:
            columns[match["damage"][0]] = match["damage"][1]
        match_id = insert_match(db, match["game"], match["players"], columns["seats"], match["human"],
                                match["practice"], 1, columns.get("started", 10.0))  # fmt: skip
        for number, deal in enumerate(match["deals"], start=1):
            fields = {key: json.dumps(deal[key]) for key in ("roles", "tricks", "scores")}
            if deal["damage"]:
                fields[deal["damage"][0]] = deal["damage"][1]
            insert_deal(db, match_id, number, "{}", fields["roles"], fields["tricks"], fields["scores"],
                        deal["hints"], deal["ended"])  # fmt: skip
        if match["status"] != "playing":
            winners = columns["winners"] if match["status"] == "finished" else None
            end_match(db, match_id, match["status"], match["ended"], columns["totals"], winners)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(history=histories())
def test_sql_statistics_equal_the_python_computation(tmp_path: Path, history: list[dict[str, Any]]) -> None:
    path = tmp_path / "random.sqlite3"
    path.unlink(missing_ok=True)
    for sidecar in tmp_path.glob("random.sqlite3-*"):
        sidecar.unlink()
    db = version_one(path)
    write(db, history)
    db.commit()
    db.close()
    opened = History(path)
    matches, deals = opened.matches(), opened.deals()
    for game_id in GAMES:
        assert load(opened, game_id) == compute(matches, deals, game_id), game_id
    # The same through this version's own summaries: a match changed now is summarised again.
    opened.abandon_unfinished()
    matches, deals = opened.matches(), opened.deals()
    assert load(opened, None) == compute(matches, deals, None)
    # Every row is either read by both or counted as unreadable.
    all_matches = opened.query("SELECT COUNT(*) FROM matches")[0][0]
    all_deals = opened.query("SELECT COUNT(*) FROM deals")[0][0]
    assert opened.unreadable() == (all_matches - len(matches), all_deals - len(deals))
    opened.close()


# --- damaged rows --------------------------------------------------------------------------------------------


def test_a_damaged_row_is_left_out_and_counted(tmp_path: Path) -> None:
    path = tmp_path / "h.sqlite3"
    db = version_one(path)
    play_real_matches(db)
    # Match 7 is the Hamlet match left after two deals: say the program stopped in it, and its second deal is damaged.
    db.execute("UPDATE deals SET scores = 'not json' WHERE match_id = 7 AND number = 2")
    db.execute("UPDATE matches SET status = 'playing', totals = NULL WHERE id = 7")
    db.execute("UPDATE matches SET totals = '{\"oops\": 1' WHERE id = 2")
    db.commit()
    db.close()
    history = History(path)
    assert history.unreadable() == (1, 1)
    assert unreadable_text(*history.unreadable()) == (
        "Some of your history could not be read, so it is left out of these figures: 1 match and 1 deal."
    )
    stats = load(history)
    assert stats == compute(history.matches(), history.deals())
    assert 2 not in {m.id for m in history.matches()}
    assert {d.number for d in history.deals() if d.match_id == 7} == {1}
    with pytest.raises(StorageError, match="damaged"):
        history.match_document(2)
    assert len(history.match_document(7).match.deals) == 2  # its records can still be read
    assert reset_scope(history)[0] == 5  # the damaged match is still there to be forgotten
    # Starting a match abandons the one left: its totals are added up without the damaged deal.
    history.begin_match(create_game("hamlet"), [Seat("You", "human")] * 3, 1, False)
    left = history.match(7)
    assert left is not None and left.status == "abandoned"
    assert left.totals == [d.scores[s] for d in history.deals() if d.match_id == 7 for s in range(3)]
    assert load(history) == compute(history.matches(), history.deals())


def test_the_unreadable_sentence() -> None:
    assert unreadable_text(0, 0) == ""
    assert unreadable_text(0, 1).endswith("could not be read, so it is left out of these figures: 1 deal.")
    assert unreadable_text(2, 0).endswith(": 2 matches.")


def test_statistics_of_an_empty_history(tmp_path: Path) -> None:
    history = History(tmp_path / "h.sqlite3")
    assert load(history) == compute([], [], None) == Stats(None, 0, 0, 0, 0, 0, 0, 0, None, 0, None, (), (), (), 0)
