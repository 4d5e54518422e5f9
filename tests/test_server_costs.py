"""What the server does once for a whole table rather than once a seat, and the writes it keeps back, change
nothing a player or a restart sees: each seat's view text is the one its own view message makes, and a move
is in the store the moment it is answered, its table's time of last change by the next sweep."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from parlett_table.engine import GAMES, Event, create_game
from parlett_table.server.protocol import encode
from parlett_table.server.store import Store
from parlett_table.server.table import HUMAN, Seat, Table


def started(game_id: str, seed: int) -> Table:
    game = create_game(game_id)
    table, _ = Table.new(game, "standard", 120, "Ann")
    table.seats = [Seat(f"P{seat}", HUMAN, "", "here") for seat in range(game.players)]
    table.start(0, seed)
    return table


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_seats_view_text_is_its_own_view_message(game_id: str) -> None:
    rng = random.Random(game_id)
    table = started(game_id, 11)
    seats = list(range(len(table.seats)))
    events: list[Event] = []
    checked = 0
    while not table.over:
        for chosen in (seats, seats[1:], [seats[-1]]):  # every seat, or those connected
            assert table.deal.views(chosen) == [table.deal.view(seat) for seat in chosen]
            texts = table.view_texts(chosen, events)
            assert texts == [encode(table.view_message(seat, events)) for seat in chosen]
            checked += 1
        if table.deal.is_over:
            table.next_deal(rng.randrange(2**63))
            events = []
            continue
        action = rng.choice(table.deal.view(table.deal.to_move).legal_actions)
        events = table.apply(action)
    assert checked > 30 and table.view_texts([], events) == []


def test_a_move_is_stored_when_answered_and_the_time_of_change_by_the_sweep(tmp_path: Path) -> None:
    store = Store(tmp_path)
    table = started("crescendo", 5)
    store.add_table(table, 100.0)
    store.start_match(table, 100.0)
    for number in range(4):
        action = table.deal.view(table.deal.to_move).legal_actions[0]
        table.apply(action)
        store.add_action(table, action, 200.0 + number)
    killed = Store(tmp_path)  # a second process reading the file as a SIGKILL left it: nothing closed
    (again,) = killed.load(0.0)
    assert again.version == table.version and again.deal.actions == table.deal.actions
    assert again.touched == 100.0  # kept back: a restart sees the time of the last change up to a second old
    assert store.expired(100.0 + 14 * 86_400 - 1, 2 * 86_400, 14 * 86_400) == []  # written before it looks
    assert killed.load(0.0)[0].touched == 203.0
    action = table.deal.view(table.deal.to_move).legal_actions[0]
    table.apply(action)
    store.add_action(table, action, 150.0)  # a clock set back
    store.write_touched()
    assert killed.load(0.0)[0].touched == 203.0  # never put back
    killed.close()
    store.close()
