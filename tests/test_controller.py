"""The controller with no window: turns, the player's intents, stale answers, undo, demos."""

from __future__ import annotations

import random
from concurrent.futures import Future
from concurrent.futures.process import BrokenProcessPool

import pytest
from PySide6.QtCore import QCoreApplication
from pytestqt.qtbot import QtBot

from parlett_table.ai import make_player
from parlett_table.ai.base import Decision
from parlett_table.ai.expert import ExpertPlayer
from parlett_table.engine import HUMAN, Deal, Give, Play, Propose, Seat, SeatView, create_game
from parlett_table.engine.cards import describe_card
from parlett_table.play.collaborators import FALLBACK_SIMS, InlineThinker
from parlett_table.play.controller import Stage, TableController
from parlett_table.play.timings import Timings

COMPUTERS = [Seat("Ada", "standard"), Seat("Ben", "beginner"), Seat("Cleo", "random")]
WITH_PLAYER = [Seat("You", HUMAN), Seat("Ada", "standard"), Seat("Ben", "random")]


def make(thinker: object = None, **kwargs: object) -> TableController:
    controller = TableController(thinker or InlineThinker())  # type: ignore[arg-type]
    controller.timings = Timings("off")
    for key, value in kwargs.items():
        setattr(controller, key, value)
    return controller


def wait_for(qtbot: QtBot, controller: TableController, *phases: Stage) -> None:
    qtbot.waitUntil(lambda: controller.stage in phases, timeout=20_000)


def test_computers_play_a_whole_match_demo_and_say_when_done(qtbot: QtBot) -> None:
    controller = make(demo_deals=2)
    scored = []
    controller.deal_finished.connect(scored.append)
    with qtbot.waitSignal(controller.demo_finished, timeout=30_000):
        controller.new_match(create_game("whoswho"), COMPUTERS, seed=11)
    assert controller.match is not None and len(controller.match.deals) == 2
    assert [outcome.scores for outcome in scored] == [o.scores for o in controller.match.outcomes]


def test_the_player_is_asked_and_an_illegal_card_is_refused_with_the_rule(qtbot: QtBot) -> None:
    controller = make()
    refusals: list[str] = []
    controller.refused.connect(refusals.append)
    controller.new_match(create_game("hoodwink"), WITH_PLAYER, seed=3, first_dealer=2)
    wait_for(qtbot, controller, Stage.HUMAN)
    assert controller.deal.to_move == 0
    view = controller.view()
    proposal = next(a for a in view.legal_actions if isinstance(a, Propose))
    joker = next((card for card in view.hand if card.is_joker), None)
    if joker is not None:  # the joker is never a proposal
        controller.card_clicked(joker)
        assert refusals and "joker" in refusals[-1].lower()
    controller.card_clicked(proposal.card)
    wait_for(qtbot, controller, Stage.HUMAN)
    # Now find a card the rules forbid (or end the deal trying).
    while controller.stage is Stage.HUMAN:
        view = controller.view()
        legal = {a.card for a in view.legal_actions if isinstance(a, Play)}
        wrong = next((card for card in view.hand if card not in legal), None)
        if wrong is not None:
            before = len(controller.deal.actions)
            controller.card_clicked(wrong)
            assert len(controller.deal.actions) == before
            assert refusals[-1].startswith("You must follow suit")
            return
        controller.card_clicked(min(legal))
        wait_for(qtbot, controller, Stage.HUMAN, Stage.DEAL_OVER, Stage.MATCH_OVER)
    pytest.fail("seed 3 should give the player a card it may not play")


def test_actions_out_of_turn_or_for_another_seat_are_ignored(qtbot: QtBot) -> None:
    controller = make()
    controller.new_match(create_game("crescendo", 3), WITH_PLAYER, seed=8, first_dealer=2)
    wait_for(qtbot, controller, Stage.HUMAN)
    view = controller.view()
    assert not controller.act(Play(1, view.hand[0]))  # seat 1 is a computer
    assert controller.act(view.legal_actions[0])
    assert not controller.act(view.legal_actions[0])  # no longer the player's turn


class ManualThinker(InlineThinker):
    """Answers only when the test says so, like a slow worker."""

    def __init__(self) -> None:
        super().__init__()
        self.pending: list[tuple[SeatView, Future[Decision]]] = []

    def think(self, level, view, seed, sims=None, time_limit=None, reader=None):  # type: ignore[no-untyped-def, override]
        future: Future[Decision] = Future()
        self.pending.append((view, future))
        return self._generation, future

    def answer(self, index: int = -1) -> None:
        view, future = self.pending[index]
        future.set_result(Decision(view.legal_actions[0], "first"))


def test_an_answer_that_comes_after_a_new_deal_is_dropped(qtbot: QtBot) -> None:
    thinker = ManualThinker()
    controller = make(thinker)
    game = create_game("crescendo", 3)
    controller.new_match(game, COMPUTERS, seed=1, first_dealer=0)
    wait_for(qtbot, controller, Stage.THINKING)
    controller.new_match(game, COMPUTERS, seed=2, first_dealer=0)  # the old question is now stale
    wait_for(qtbot, controller, Stage.THINKING)
    thinker.answer(0)
    for _ in range(5):
        QCoreApplication.processEvents()
    assert controller.deal.actions == () and controller.match is not None and controller.match.deal_number == 2
    thinker.answer(-1)
    qtbot.waitUntil(lambda: len(controller.deal.actions) == 1)


def test_asking_for_a_hint_again_neither_searches_nor_counts_again(qtbot: QtBot) -> None:
    thinker = ManualThinker()
    controller = make(thinker)
    suggestions: list[Decision] = []
    controller.suggested.connect(suggestions.append)
    controller.new_match(create_game("hamlet"), [Seat("You", HUMAN), Seat("Ada", "standard"), Seat("Ben", "random")],
                         seed=5, first_dealer=2)  # fmt: skip
    wait_for(qtbot, controller, Stage.HUMAN)
    asked = len(thinker.pending)
    assert controller.suggest() and controller.suggest()  # pressed twice before the answer comes
    assert len(thinker.pending) == asked + 1 and controller.hints_used == 1
    thinker.answer()
    qtbot.waitUntil(lambda: len(suggestions) == 1)
    assert controller.suggest()  # and again once it has come: shown at once, from memory
    assert len(suggestions) == 2 and suggestions[1] == suggestions[0]
    assert len(thinker.pending) == asked + 1 and controller.hints_used == 1


def test_a_failed_worker_does_not_stop_the_game(qtbot: QtBot) -> None:
    controller = make(Broken(), demo_deals=1)
    with qtbot.waitSignal(controller.demo_finished, timeout=30_000):
        controller.new_match(create_game("hamlet"), COMPUTERS, seed=4)
    assert controller.deal.is_over


class Broken(InlineThinker):
    """A worker that has died: every answer is an error."""

    def think(self, level, view, seed, sims=None, time_limit=None, reader=None):  # type: ignore[no-untyped-def, override]
        future: Future[Decision] = Future()
        future.set_exception(BrokenProcessPool("the worker was killed"))
        return self._generation, future


def test_when_the_worker_fails_each_seat_decides_at_its_own_level(qtbot: QtBot) -> None:
    seats = [Seat("Ada", "random"), Seat("Ben", "beginner"), Seat("Cleo", "random")]
    controller = make(Broken(), demo_deals=1)
    with qtbot.waitSignal(controller.demo_finished, timeout=30_000):
        controller.new_match(create_game("hamlet"), seats, seed=4, first_dealer=2)
    deal = controller.deal
    replayed = Deal.from_hands(deal.game, [deal.dealt_hand(s) for s in range(3)], deal.dealer, deal.undealt, deal.seed)
    by_standard = 0
    for number, action in enumerate(deal.actions):
        seat = action.seat
        rng = f"{controller.match.deal_number}/{seat}/{number}"  # type: ignore[union-attr]
        view = replayed.view(seat)
        assert action == make_player(seats[seat].player).decide(view, random.Random(rng)).action
        by_standard += action == make_player("standard").decide(view, random.Random(rng)).action
        replayed, _ = replayed.apply(action)
    assert by_standard < len(deal.actions)  # the standard player, as before, would have played otherwise


def test_an_expert_seat_decides_as_an_expert_when_the_worker_fails(qtbot: QtBot) -> None:
    asked: list[tuple[str, int | None]] = []

    class Watched(ExpertPlayer):  # the real expert, noting the budget it was given
        def decide(self, view: SeatView, rng: random.Random) -> Decision:
            asked.append((self.level, self.sims))
            return super().decide(view, rng)

    controller = make(Broken(), demo_deals=1)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("parlett_table.ai.expert.ExpertPlayer", Watched)
        controller.new_match(create_game("hamlet"), [Seat("Ada", "expert"), *COMPUTERS[1:]], seed=4)
        qtbot.waitUntil(lambda: bool(asked), timeout=10_000)
    controller.shutdown()
    assert asked[0] == ("expert", FALLBACK_SIMS)


def test_nothing_is_asked_or_played_after_shutdown(qtbot: QtBot) -> None:
    from parlett_table.ai.worker import WorkerThinker

    controller = make(WorkerThinker(threads=True), animated=True)  # a table would answer animation_finished
    controller.new_match(create_game("hamlet"), COMPUTERS, seed=4, first_dealer=2)
    assert controller.stage is Stage.ANIMATING  # the deal is being dealt out
    controller.shutdown()  # the window closes...
    controller.animation_finished()  # ...and the animator's last word arrives after it
    for _ in range(5):
        QCoreApplication.processEvents()
    assert controller.stage in (Stage.ANIMATING, Stage.IDLE) and controller.deal.actions == ()


def test_undo_takes_back_the_players_card_in_practice_only(qtbot: QtBot) -> None:
    for practice in (False, True):
        controller = make()
        controller.new_match(create_game("crescendo", 3), WITH_PLAYER, seed=5, practice=practice, first_dealer=2)
        wait_for(qtbot, controller, Stage.HUMAN)
        hand = controller.view().hand
        controller.act(controller.view().legal_actions[0])
        wait_for(qtbot, controller, Stage.HUMAN, Stage.DEAL_OVER)
        assert len(controller.view().hand) == len(hand) - 1
        assert controller.undo() is practice
        wait_for(qtbot, controller, Stage.HUMAN)
        assert len(controller.view().hand) == (len(hand) if practice else len(hand) - 1)


def test_auto_play_plays_a_forced_card(qtbot: QtBot) -> None:
    controller = make(auto_play=True)
    controller.new_match(create_game("crescendo", 3), WITH_PLAYER, seed=6, first_dealer=2)

    # The last card of the deal is always forced: the deal must finish without the player.
    def play_unless_forced() -> bool:
        if controller.stage is Stage.HUMAN and len(controller.view().legal_actions) > 1:
            controller.act(controller.view().legal_actions[0])
        return controller.stage is Stage.DEAL_OVER

    qtbot.waitUntil(play_unless_forced, timeout=30_000)


def test_the_player_gives_a_whoswho_trick(qtbot: QtBot) -> None:
    controller = make()
    rng = random.Random(1)
    controller.new_match(create_game("whoswho"), WITH_PLAYER, seed=4, first_dealer=2)  # seat 0 holds JK2
    gave = False
    while not controller.deal.is_over:
        wait_for(qtbot, controller, Stage.HUMAN, Stage.DEAL_OVER)
        if controller.deal.is_over:
            break
        actions = controller.view().legal_actions
        gives = [a for a in actions if isinstance(a, Give)]
        if gives:
            to = (controller.human_seat or 0) + 1
            assert controller.act(Give(controller.human_seat or 0, to))  # as the decision bar does
            wait_for(qtbot, controller, Stage.HUMAN, Stage.THINKING, Stage.DEAL_OVER)
            assert controller.deal.tricks[-1].taker == to
            gave = True
            continue
        jokers = [a for a in actions if isinstance(a, Play) and a.card.is_joker]
        controller.act(jokers[0] if jokers else actions[int(rng.random() * len(actions))])
    assert gave, "seed 4 should let the player place a trick with a joker"


def test_the_longest_suit_rule_makes_the_players_proposal_and_says_why(qtbot: QtBot) -> None:
    controller = make()
    told: list[str] = []
    controller.told.connect(told.append)
    game = create_game("hoodwink", options={"trump_selection": "longest"})
    controller.new_match(game, WITH_PLAYER, seed=9, first_dealer=2)
    qtbot.waitUntil(lambda: controller.deal.proposals[0] is not None, timeout=10_000)
    proposal = controller.deal.proposals[0]
    assert proposal is not None and told and "longest suit" in told[0]
    assert describe_card(proposal) in told[0]
