"""The coach's analysis in the worker: the same as in-process, and stopped by ``cancel`` between decisions."""

from __future__ import annotations

from pathlib import Path

from parlett_table.ai.analysis import decision_points
from parlett_table.ai.worker import WorkerThinker
from parlett_table.engine import deal_to_record, read_deal
from parlett_table.play.collaborators import InlineThinker

BLUNDER = read_deal((Path(__file__).parent / "data" / "coach-blunder.parlett").read_text(encoding="utf-8"))
RECORD = deal_to_record(BLUNDER)


def test_the_worker_process_analyses_a_deal_as_the_program_does() -> None:
    thinker = WorkerThinker()
    try:
        ticket, future = thinker.analyse(RECORD, 0, 40, "coach/1")
        looked = future.result(timeout=120)
        assert thinker.is_current(ticket)
    finally:
        thinker.close()
    _, inline = InlineThinker().analyse(RECORD, 0, 40, "coach/1")  # ``analyse_deal`` on the record, in this process
    assert inline.result() == looked


def test_a_new_deal_stops_the_analysis_under_way_and_the_next_question_is_answered() -> None:
    thinker = WorkerThinker(threads=True)  # a thread, so that the test can see the analysis has started
    try:
        # many simulations a decision: the whole deal would take minutes; one decision a second or two
        ticket, future = thinker.analyse(RECORD, 0, 4000, "coach/1")
        while not future.running():
            pass
        thinker.cancel()  # what the controller does for a new deal
        assert not thinker.is_current(ticket)
        looked = future.result(timeout=120)
        assert len(looked) < len(decision_points(BLUNDER, 0))  # stopped part way
        view = decision_points(BLUNDER, 0)[1][1]
        _, answer = thinker.think("standard", view, "next deal")
        assert answer.result(timeout=120).action in view.legal_actions
    finally:
        thinker.close()


def test_reviews_errands_are_left_alone_by_the_tables_cancel_and_stopped_by_their_own() -> None:
    """Review analyses any seat and values a decision in hindsight in the worker; the table's ``cancel`` (a new deal,
    a computer player's move undone) does not touch them, and ``cancel_reviews`` stops the analysis under way."""
    from parlett_table.ai.hindsight import hindsight_at

    thinker = WorkerThinker(threads=True)
    try:
        index = decision_points(BLUNDER, 1)[0][0]
        _, valued = thinker.review_hindsight(RECORD, 1, index, 40, "review/1")
        _, future = thinker.review_analyse(RECORD, 1, 4000, "review/1")
        thinker.cancel()  # the table's
        assert valued.result(timeout=120) == hindsight_at(BLUNDER, 1, index, 40, "review/1")
        while not future.running():
            pass
        assert not future.cancelled()
        thinker.cancel_reviews()  # Review's: a new seat chosen, or Review closed
        looked = future.result(timeout=120)
        assert len(looked) < len(decision_points(BLUNDER, 1))  # stopped part way
        _, queued = thinker.review_hindsight(RECORD, 1, index, 40, "review/1")
        thinker.cancel_reviews()
        assert queued.cancelled() or queued.result(timeout=120)  # dropped if it had not begun
    finally:
        thinker.close()
