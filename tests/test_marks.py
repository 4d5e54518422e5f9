"""The coach's marks and a deal's accuracy (``ai/marks.py``, docs/coach.md), on hand-made decisions."""

from __future__ import annotations

import math
import random

import pytest

from parlett_table.ai import game_parts
from parlett_table.ai.marks import KINDS, Mark, MarkedCost, MarkScale, accuracy, points_lost
from parlett_table.engine import GAMES

SCALE = MarkScale(inaccuracy=1.0, mistake=2.5, blunder=5.0)


def test_the_experts_own_choice_is_best_whatever_its_cost_reads() -> None:
    assert SCALE.mark(9.0, clear=True, experts=True) is Mark.BEST
    assert SCALE.mark(0.0, clear=False, experts=True) is Mark.BEST


@pytest.mark.parametrize("cost", [0.5, 3.0, 40.0])
def test_a_cost_within_the_noise_is_never_marked_an_error(cost: float) -> None:
    assert SCALE.mark(cost, clear=False, experts=False) is Mark.GOOD


@pytest.mark.parametrize(
    ("cost", "mark"),
    [(0.9, Mark.GOOD), (1.0, Mark.INACCURACY), (2.4, Mark.INACCURACY), (2.5, Mark.MISTAKE), (5.0, Mark.BLUNDER)],
)
def test_a_clear_cost_is_marked_by_the_games_scale(cost: float, mark: Mark) -> None:
    assert SCALE.mark(cost, clear=True, experts=False) is mark


def test_a_blunder_on_one_games_scale_may_be_an_inaccuracy_on_anothers() -> None:
    hamlet, crescendo = game_parts.tuning("hamlet").marks, game_parts.tuning("crescendo").marks
    assert crescendo.mark(6.0, clear=True, experts=False) is Mark.BLUNDER
    assert hamlet.mark(6.0, clear=True, experts=False) is Mark.INACCURACY


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_games_scale_rises(game_id: str) -> None:
    scale = game_parts.tuning(game_id).marks
    assert 0 < scale.inaccuracy < scale.mistake < scale.blunder


def test_a_deal_played_as_the_expert_would_is_100() -> None:
    decisions = [MarkedCost("play", 0.0, False, True), MarkedCost("proposal", 0.7, False, False)]
    assert accuracy(decisions, SCALE) == 100.0


def test_accuracy_by_hand() -> None:
    # Two decisions: the expert's, and a clear mistake of 2.5 points (one mistake's worth: e^-1).
    decisions = [MarkedCost("play", 0.0, False, True), MarkedCost("play", 2.5, True, False)]
    assert accuracy(decisions, SCALE) == pytest.approx((100 + 100 / math.e) / 2)


def test_a_cost_within_the_noise_costs_no_accuracy_and_no_points() -> None:
    decisions = [MarkedCost("give", 3.0, False, False)]
    assert accuracy(decisions, SCALE) == 100.0
    assert points_lost(decisions) == dict.fromkeys(KINDS, 0.0)


def test_no_decision_no_accuracy() -> None:
    assert accuracy([], SCALE) is None


def test_points_lost_by_kind() -> None:
    decisions = [MarkedCost("proposal", 4.0, True, False), MarkedCost("play", 1.5, True, False),
                 MarkedCost("play", 2.0, True, False), MarkedCost("give", 9.0, False, False)]  # fmt: skip
    assert points_lost(decisions) == {"proposal": 4.0, "give": 0.0, "play": 3.5}


def test_the_coachs_verdict_marks_every_decision_it_looked_at() -> None:
    from parlett_table.ai.analysis import analyse_deal
    from parlett_table.ai.beginner import BeginnerPlayer
    from parlett_table.engine import Deal, create_game
    from parlett_table.play.coach_report import MARKS
    from parlett_table.play.coaching import verdict

    deal, player, rng = Deal.start(create_game("crescendo", 3), 5), BeginnerPlayer(), random.Random(5)
    while not deal.is_over:
        deal, _ = deal.apply(player.decide(deal.view(deal.to_move or 0), rng).action)
    looked = analyse_deal(deal, 0, 60, "marks")
    report = verdict(1, looked, "crescendo")
    assert len(report.marked) == report.decisions == len(looked) > 0
    for item, mark in zip(looked, report.marked, strict=True):
        assert mark.mark in MARKS
        assert (mark.mark == "best") == (item.chosen == item.expert)
        assert not mark.is_error or item.clear
        assert len(mark.fine) == len(mark.actions) and mark.fine[mark.actions.index(mark.expert)]
        assert mark.fine[mark.actions.index(mark.chosen)] == (not item.clear)
    assert report.accuracy is not None and 0 <= report.accuracy <= 100
    assert sum(points for _, points in report.lost) == pytest.approx(sum(i.cost for i in looked if i.clear))
