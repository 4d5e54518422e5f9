"""The window's client of the table server (``play/friends/link.py``) on Qt's loop, against a real server on
127.0.0.1: a table created, joined, started and a whole seeded deal played by three clients, whose deal
record replays to the scores they were told; a connection lost mid-deal comes back by itself with nothing
lost or played twice; a deliberate close does not come back.  Every wait is on a signal, bounded in time."""

from __future__ import annotations

from pathlib import Path

import pytest
from friends_support import server_thread
from pytestqt.qtbot import QtBot

from parlett_table.engine import deal_from_record, replay_report
from parlett_table.play.friends.link import CLOSED, CONNECTED, RECONNECTING, TableLink

WAIT_MS = 10_000
MOVES = 200  # more than a deal of any game has


def seated(qtbot: QtBot, url: str, game: str = "hoodwink", count: int = 3) -> list[TableLink]:
    links = [TableLink(name) for name in ("Ann", "Bob", "Cy")[:count]]
    host = links[0]
    with qtbot.waitSignal(host.welcomed, timeout=WAIT_MS):
        host.open(url)
        host.create(game)
    assert host.code is not None and host.seat == 0
    for link in links[1:]:
        with qtbot.waitSignal(link.welcomed, timeout=WAIT_MS):
            link.open(url)
            link.join(host.code)
    assert [link.seat for link in links] == list(range(count))
    return links


def close_all(qtbot: QtBot, links: list[TableLink]) -> None:
    """Close every link for good, and let the closing handshakes finish (the server then stops at once)."""
    for link in links:
        link.close()
    qtbot.waitUntil(lambda: all(not link.connected for link in links), timeout=WAIT_MS)


def play_until(qtbot: QtBot, links: list[TableLink], done: object, moves: int = MOVES) -> int:
    """Each seat to move plays its first legal action until ``done()``; the moves made."""
    made = 0
    for _ in range(moves):
        if done():  # type: ignore[operator]
            return made
        movers = [link for link in links if link.my_turn and link.status == CONNECTED]
        if movers:
            mover = movers[0]
            assert mover.seat_view is not None and mover.view is not None
            version = mover.view["version"]
            with qtbot.waitSignal(mover.view_arrived, timeout=WAIT_MS,
                                  check_params_cb=lambda m, v=version: m["version"] > v):  # fmt: skip
                mover.act(mover.seat_view.legal_actions[0])
            made += 1
        else:
            qtbot.waitUntil(lambda: done() or any(link.my_turn and link.status == CONNECTED for link in links),
                            timeout=WAIT_MS)  # type: ignore[operator]  # fmt: skip
    raise AssertionError("the deal did not end")


def test_three_clients_play_a_whole_seeded_deal_and_its_record_replays_to_their_scores(
    qtbot: QtBot, tmp_path: Path
) -> None:
    with server_thread(tmp_path) as url:
        links = seated(qtbot, url)
        with qtbot.waitSignals([link.view_arrived for link in links], timeout=WAIT_MS):
            links[0].start()
        assert links[0].seats["started"] and all(link.seat_view is not None for link in links)
        assert all(link.seat_view.seat == link.seat for link in links if link.seat_view)
        play_until(qtbot, links, lambda: all(0 in link.deals_over for link in links))
        records = [link.deals_over[0]["record"] for link in links]
        assert records[0] == records[1] == records[2] and records[0]["seed"] == 500
        replayed = replay_report(deal_from_record(records[0]))
        assert replayed["complete"] is True
        for link in links:
            assert link.deals_over[0]["scores"] == replayed["scores"]
            assert link.deals_over[0]["totals"] == replayed["scores"]
        close_all(qtbot, links)
        assert all(link.status == CLOSED for link in links)


def test_a_connection_lost_mid_deal_comes_back_with_nothing_lost_or_played_twice(
    qtbot: QtBot, tmp_path: Path
) -> None:
    with server_thread(tmp_path) as url:
        links = seated(qtbot, url)
        with qtbot.waitSignals([link.view_arrived for link in links], timeout=WAIT_MS):
            links[0].start()
        play_until(qtbot, links, lambda: links[1].view is not None and links[1].view["actions"] >= 7)
        bob = links[1]
        statuses: list[str] = []
        bob.status_changed.connect(statuses.append)
        with qtbot.waitSignal(bob.welcomed, timeout=WAIT_MS):
            bob.drop()
        qtbot.waitUntil(lambda: bob.status == CONNECTED, timeout=WAIT_MS)
        assert statuses[:2] == [RECONNECTING, CONNECTED] and 1 <= len(bob.tries) <= 12
        assert bob.seat == 1 and bob.code == links[0].code
        play_until(qtbot, links, lambda: all(0 in link.deals_over for link in links))
        record = links[0].deals_over[0]["record"]
        assert bob.deals_over[0]["record"] == record
        deal = deal_from_record(record)  # every action once: the record replays, legal to the end
        assert deal.is_over and len(record["actions"]) == len(deal.actions)
        close_all(qtbot, links)


def test_a_deliberate_close_does_not_come_back(qtbot: QtBot, tmp_path: Path) -> None:
    with server_thread(tmp_path) as url:
        links = seated(qtbot, url, count=1)
        ann = links[0]
        statuses: list[str] = []
        ann.status_changed.connect(statuses.append)
        close_all(qtbot, [ann])
        qtbot.wait(300)  # time for a wrongly started reconnecting's first try (about 0.1 s)
        assert statuses == [CLOSED] and ann.status == CLOSED and ann.tries == []


@pytest.mark.parametrize("address", ["127.0.0.1:1", "ws://127.0.0.1:1"])
def test_nobody_listening_and_no_seat_yet_is_closed_not_retried(qtbot: QtBot, address: str) -> None:
    link = TableLink("Ann")
    with qtbot.waitSignal(link.status_changed, timeout=WAIT_MS, check_params_cb=lambda s: s == CLOSED):
        link.open(address)
    assert link.tries == []
