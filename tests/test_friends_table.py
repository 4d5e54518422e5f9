"""The controller at a table with friends (``play/friends/table.py``), against a real server on 127.0.0.1:
three of the program's own controllers, each with its Qt client, create, join and play a whole seeded deal;
each shows the scores ``parlett-table replay`` gives the deal's record, keeps the real deal in its history
marked as played with friends, and one that loses its connection mid-deal comes back with nothing lost or
played twice.  Every wait is on the controllers' state, bounded in time and in moves."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

import pytest
from friends_support import server_thread
from pytestqt.qtbot import QtBot

from parlett_table.engine import (
    FRIEND,
    HUMAN,
    Deal,
    Match,
    Seat,
    SeatView,
    create_game,
    deal_from_record,
    replay_report,
)
from parlett_table.play.collaborators import InlineThinker
from parlett_table.play.controller import Stage, TableController
from parlett_table.play.friends.link import CONNECTED, RECONNECTING, TableLink
from parlett_table.play.friends.shadow import shadow_deal
from parlett_table.play.friends.table import FriendsTable
from parlett_table.play.timings import Timings

WAIT_MS = 15_000
MOVES = 200
NAMES = ("Ann", "Bob", "Cy")


class Kept:
    """A MatchKeeper noting what it is given (the real one is storage's)."""

    def __init__(self) -> None:
        self.deals: list[tuple[Deal, tuple[Seat, ...]]] = []
        self.moves = 0
        self.pending = False

    def retry(self) -> bool:
        return False

    def begin(self, match: Match, seats: Sequence[Seat], practice: bool) -> None: ...
    def resume(self, match: Match, seats: Sequence[Seat], practice: bool) -> None: ...

    def moved(self, match: Match, seats: Sequence[Seat], practice: bool) -> None:
        self.moves += 1

    def deal_finished(self, match: Match, seats: Sequence[Seat], practice: bool, hints: int) -> None:
        self.deals.append((match.current, tuple(seats)))

    def match_finished(self, match: Match) -> None: ...
    def close(self) -> None: ...
    def statistics(self) -> object: ...


def table(qtbot: QtBot, url: str, game: str, players: int, people: int | None = None,
          first: TableController | None = None) -> list[tuple[TableController, TableLink, Kept]]:  # fmt: skip
    """``people`` controllers (all the seats if None; ``first`` in seat 0 if given) seated at a new table of
    ``game``."""
    sitting: list[tuple[TableController, TableLink, Kept]] = []
    for seat in range(players if people is None else people):
        kept = Kept()
        controller = TableController(InlineThinker(), kept) if first is None or seat else first  # type: ignore[arg-type]
        controller.timings = Timings("off")
        link = TableLink(NAMES[seat])
        FriendsTable(link, controller, controller)
        with qtbot.waitSignal(link.welcomed, timeout=WAIT_MS):
            link.open(url)
            if seat == 0:
                link.create(game, players)
            else:
                assert sitting[0][1].code is not None
                link.join(sitting[0][1].code)
        sitting.append((controller, link, kept))
    return sitting


def shut_down(qtbot: QtBot, sitting: list[tuple[TableController, TableLink, Kept]]) -> None:
    """Each window closes: its controller shuts down, closing its link; the closings finish (the server then stops
    at once)."""
    for controller, _, _ in sitting:
        controller.shutdown()
    qtbot.waitUntil(lambda: all(not link.connected for _, link, _ in sitting), timeout=WAIT_MS)


def play_deal(qtbot: QtBot, sitting: list[tuple[TableController, TableLink, Kept]], until_actions: int | None = None
              ) -> None:  # fmt: skip
    """Each controller whose turn it is plays its first legal action, until every one shows the deal's result
    (or the players' view has ``until_actions`` actions)."""
    controllers = [controller for controller, _, _ in sitting]

    def done() -> bool:
        if until_actions is not None:
            return all(c.match is not None and len(c.deal.actions) >= until_actions and c.stage is not Stage.ANIMATING
                       for c in controllers)  # fmt: skip
        return all(c.stage in (Stage.DEAL_OVER, Stage.MATCH_OVER) for c in controllers)

    for _ in range(MOVES):
        qtbot.waitUntil(lambda: done() or any(c.your_turn for c in controllers), timeout=WAIT_MS)
        if done():
            return
        mover = next(c for c in controllers if c.your_turn)
        assert mover.act(mover.view().legal_actions[0])
    raise AssertionError("the deal did not end")


@pytest.mark.parametrize(("game", "players", "people"), [("hoodwink", 3, 3), ("crescendo", 3, 2)])
def test_three_controllers_play_a_seeded_deal_and_show_the_scores_the_record_replays_to(
    qtbot: QtBot, tmp_path: Path, game: str, players: int, people: int
) -> None:
    with server_thread(tmp_path) as url:
        sitting = table(qtbot, url, game, players, people)
        host = sitting[0][1]
        told: list[str] = []
        sitting[0][0].told.connect(told.append)
        with qtbot.waitSignals([link.view_arrived for _, link, _ in sitting], timeout=WAIT_MS):
            host.start()
        qtbot.waitUntil(lambda: all(c.match is not None for c, _, _ in sitting), timeout=WAIT_MS)
        assert any("Hints and undo are off" in line for line in told)
        play_deal(qtbot, sitting)
        record = host.deals_over[0]["record"]
        assert record["seed"] == 500
        replayed = replay_report(deal_from_record(record))
        for controller, link, kept in sitting:
            shown = controller.deal
            assert shown.seed == 500 and list(shown.outcome().scores) == replayed["scores"]
            assert list(controller.match.totals) == link.deals_over[0]["totals"] == replayed["scores"]  # type: ignore[union-attr]
            assert controller.suggest() is False and not controller.can_undo
            assert kept.moves == 0 and len(kept.deals) == 1  # the real deal, once, and no imagined hand saved
            deal, seats = kept.deals[0]
            assert deal.seed == 500 and deal.actions == shown.actions
            assert seats[link.seat or 0].player == HUMAN  # type: ignore[index]
            assert sum(seat.player == FRIEND for seat in seats) == people - 1  # marked: played with friends
            assert sum(seat.player == "standard" for seat in seats) == players - people, (seats, link.seats)
        # The next deal, dealt already, waits until the player moves on.
        first = sitting[0][0]
        assert first.stage is Stage.DEAL_OVER and len(first.match.deals) == 1  # type: ignore[union-attr]
        first.next_deal()
        qtbot.waitUntil(lambda: len(first.match.deals) == 2, timeout=WAIT_MS)  # type: ignore[union-attr]
        shut_down(qtbot, sitting)


def test_a_controller_that_loses_its_connection_mid_deal_comes_back_and_nothing_is_played_twice(
    qtbot: QtBot, tmp_path: Path
) -> None:
    with server_thread(tmp_path) as url:
        sitting = table(qtbot, url, "hoodwink", 3)
        with qtbot.waitSignals([link.view_arrived for _, link, _ in sitting], timeout=WAIT_MS):
            sitting[0][1].start()
        play_deal(qtbot, sitting, until_actions=8)
        bob = sitting[1][1]
        ann_told: list[str] = []
        sitting[0][0].told.connect(ann_told.append)
        told: list[str] = []
        sitting[1][0].told.connect(told.append)
        statuses: list[str] = []
        bob.status_changed.connect(statuses.append)
        with qtbot.waitSignal(bob.welcomed, timeout=WAIT_MS):
            bob.drop()
        qtbot.waitUntil(lambda: bob.status == CONNECTED, timeout=WAIT_MS)
        assert statuses[:2] == [RECONNECTING, CONNECTED]
        assert told[:2] == ["The connection to the table was lost: reconnecting…", "Back at the table."]
        qtbot.waitUntil(lambda: "Bob is back." in ann_told, timeout=WAIT_MS)  # the others are told
        assert "Bob lost the connection: the table waits for them." in ann_told
        play_deal(qtbot, sitting)
        record = sitting[0][1].deals_over[0]["record"]
        replayed = replay_report(deal_from_record(record))
        for controller, link, kept in sitting:
            assert link.deals_over[0]["record"] == record
            assert list(controller.deal.outcome().scores) == replayed["scores"]
            assert len(kept.deals) == 1 and kept.deals[0][0].actions == controller.deal.actions
        shut_down(qtbot, sitting)


def test_the_imagined_deal_shows_each_seat_exactly_its_view_in_every_game() -> None:
    """The deal a table with friends is shown from: its view for the seat is the server's, at every move."""
    for game_id in ("hoodwink", "crescendo", "whoswho", "hamlet"):
        game = create_game(game_id)
        deal = Deal.start(game, 11)
        rng = random.Random(11)
        while not deal.is_over:
            for seat in range(game.players):
                view: SeatView = deal.view(seat)
                assert shadow_deal(view, len(deal.actions)).view(seat) == view
            deal, _ = deal.apply(rng.choice(deal.legal_actions()))


def test_the_real_history_keeps_the_deal_in_a_row_of_its_own_marked_as_played_with_friends(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from parlett_table.storage.history import History
    from parlett_table.storage.keeper import Keeper
    from parlett_table.storage.saves import SavedMatch

    with server_thread(tmp_path / "server") as url:
        history = History(tmp_path / "h.sqlite3")
        ann = TableController(InlineThinker(), Keeper(history, SavedMatch(tmp_path / "s.json")))
        local = [Seat("Ann", HUMAN), Seat("Ada", "standard"), Seat("Ben", "standard")]
        ann.new_match(create_game("hoodwink"), local, 7)  # a match at home first, left for the table with friends
        sitting = table(qtbot, url, "hoodwink", 3, first=ann)
        with qtbot.waitSignals([link.view_arrived for _, link, _ in sitting], timeout=WAIT_MS):
            sitting[0][1].start()
        play_deal(qtbot, sitting)
        rows = history.matches()
        friends = [row for row in rows if any(seat.player == FRIEND for seat in row.seats)]
        assert len(friends) == 1 and [seat.player for seat in friends[0].seats] == [HUMAN, FRIEND, FRIEND]
        deals = history.deals()
        assert len(deals) == 1 and deals[0].match_id == friends[0].id
        shut_down(qtbot, sitting)
