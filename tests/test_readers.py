"""The table's computer experts read the others across the match (``ai/readers.py``), as the tournaments' experts do:
each decision names its reader (a seat of a match), and the worker goes on with that reader's weights of the styles
from one deal to the next."""

from __future__ import annotations

import random

from pytestqt.qtbot import QtBot
from test_controller import make, wait_for

from parlett_table.ai import readers
from parlett_table.ai.beginner import BeginnerPlayer
from parlett_table.ai.par import reader_of
from parlett_table.ai.styles import PRIOR
from parlett_table.ai.worker import decide
from parlett_table.engine import Deal, Seat, create_game
from parlett_table.play.collaborators import InlineThinker
from parlett_table.play.controller import Stage


class Listening(InlineThinker):
    """Records whose reading each decision asks for, and answers as the table's worker does."""

    def __init__(self) -> None:
        super().__init__()
        self.readers: list[tuple[int, str | None]] = []  # (deal number, reader)

    def think(self, level, view, seed, sims=None, time_limit=None, reader=None):  # type: ignore[no-untyped-def, override]
        self.readers.append((int(seed.split("/")[0]), reader))
        return super().think(level, view, seed, 4, None, reader)


def test_each_seat_of_a_match_reads_with_one_memory_across_its_deals(qtbot: QtBot) -> None:
    thinker = Listening()
    controller = make(thinker, demo_deals=2)
    seats = [Seat("Ada", "standard"), Seat("Ben", "standard"), Seat("Cleo", "standard")]
    with qtbot.waitSignal(controller.demo_finished, timeout=60_000):
        controller.new_match(create_game("crescendo", 3), seats, seed=40)
    wait_for(qtbot, controller, Stage.DEAL_OVER, Stage.MATCH_OVER, Stage.IDLE)
    deals = {deal for deal, _ in thinker.readers}
    assert deals == {40, 41}  # two deals, each seat asked in both
    for deal in deals:
        assert {reader for number, reader in thinker.readers if number == deal} == {
            "crescendo/40/0", "crescendo/40/1", "crescendo/40/2"
        }  # fmt: skip
    assert reader_of(None, 0) is None  # no match: nothing to go on with


def test_the_worker_carries_a_readers_weights_into_its_next_deal() -> None:
    """An expert in seat 0 among beginners: what one deal's decisions say of each seat becomes the next deal's
    prior for that reader; a decision with no reader keeps nothing."""
    game = create_game("crescendo", 3)
    reader = "crescendo/9100/0"
    for number in (9100, 9101):
        deal, rng = Deal.start(game, number), random.Random(number)
        while not deal.is_over:
            seat = deal.to_move
            assert seat is not None
            view = deal.view(seat)
            if seat == 0:
                action = decide("expert", view, f"{number}/{len(deal.actions)}", 40, None, reader).action
            else:
                action = BeginnerPlayer().decide(view, rng).action
            deal, _ = deal.apply(action)
        if number == 9100:
            fits = dict(readers.memory_of(reader).fits)
            assert set(fits) == {1, 2}  # the deal said something of both other seats
    memory = readers.memory_of(reader)
    weights = memory.weights
    assert set(weights) == {1, 2} and all(weights[seat] != PRIOR for seat in (1, 2)), weights
    # The beginners' own style (the third) weighs more than it did before any deal.
    assert all(weights[seat][2] > PRIOR[2] for seat in (1, 2)), weights
    decide("expert", Deal.start(game, 9102).view(Deal.start(game, 9102).to_move or 0), "x", 4, None, None)
    assert len(readers._memories) == 1  # no reader, no memory


def test_only_the_latest_readers_are_kept() -> None:
    first = readers.memory_of("hoodwink/1/1")
    assert readers.memory_of("hoodwink/1/1") is first
    for k in range(readers.READERS_KEPT):
        readers.memory_of(f"hamlet/{k}/1")
    assert readers.memory_of("hoodwink/1/1") is not first  # the oldest went
