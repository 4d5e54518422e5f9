"""The worker process that computer players think in: answers, stale tickets, a dead worker replaced."""

from __future__ import annotations

from concurrent.futures import BrokenExecutor

from parlett_table.ai.deferred import DeferredThinker
from parlett_table.ai.worker import WorkerThinker
from parlett_table.engine import Deal, create_game


def test_a_dead_worker_is_replaced_and_stale_tickets_are_told_apart() -> None:
    thinker = WorkerThinker()
    try:
        deal = Deal.start(create_game("hamlet"), 1)
        view = deal.view(deal.to_move or 0)
        ticket, future = thinker.think("standard", view, "seed")
        assert future.result(timeout=120).action in view.legal_actions and thinker.is_current(ticket)
        thinker.cancel()
        assert not thinker.is_current(ticket)
        for process in list(thinker._pool._processes.values()):  # type: ignore[attr-defined]
            process.kill()
        answers = []
        for _ in range(3):  # the pool may need one failed question to learn its worker died
            _, future = thinker.think("random", view, "again")
            try:
                answers.append(future.result(timeout=120))
                break
            except BrokenExecutor:
                continue
        assert answers and answers[0].action in view.legal_actions
    finally:
        thinker.close()


def test_a_question_asked_after_closing_is_dropped_not_an_error() -> None:
    thinker = WorkerThinker(threads=True)
    view = Deal.start(create_game("hamlet"), 1).view(0)
    thinker.close()
    _, future = thinker.think("standard", view, "late")  # the pool would say "cannot schedule new futures"
    assert future.cancelled()


def test_a_deferred_worker_closed_before_it_started_never_starts() -> None:
    thinker = DeferredThinker()
    thinker.close()
    thinker.start()  # the first paint, coming after the window closed
    _, future = thinker.think("standard", Deal.start(create_game("hamlet"), 1).view(0), "late")
    assert future.cancelled() and thinker._thinker is None


def test_a_deferred_worker_starts_once() -> None:
    thinker = DeferredThinker(threads=True)
    try:
        thinker.start()
        first = thinker._thinker
        assert first is not None
        thinker.start()
        deal = Deal.start(create_game("hamlet"), 1)
        _, future = thinker.think("random", deal.view(deal.to_move or 0), "again")
        future.result(timeout=120)
        assert thinker._thinker is first
    finally:
        thinker.close()
