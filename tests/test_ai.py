"""Computer players: they see only their view, decide deterministically, and play whole deals."""

from __future__ import annotations

import json
import random
import re

import pytest

from parlett_table.ai import LEVELS, RandomPlayer, make_player
from parlett_table.ai.arena import play_deal
from parlett_table.ai.endgame import Endgame, TooBig, average_values
from parlett_table.ai.expert import ENDGAME_COST, ExpertPlayer, utility
from parlett_table.ai.knowledge import legal_cards
from parlett_table.ai.rollout import playout
from parlett_table.ai.sampling import sample_world
from parlett_table.ai.strategy.count_out import endgame_values, possible_hands
from parlett_table.ai.strategy.tricks import read_table
from parlett_table.ai.strategy.tricks import utility as tricks_utility
from parlett_table.ai.tournament import estimate, player_names, run_tournament
from parlett_table.ai.worker import WorkerThinker
from parlett_table.cli import main
from parlett_table.engine import GAMES, Deal, Give, IllegalActionError, Phase, Play, SeatView, Simulator, create_game
from parlett_table.engine.cards import cards_of

CONFIGS = [
    ("hoodwink", 3, {}),
    ("hoodwink", 3, {"partner_talk": True, "same_suit": "individual"}),
    ("crescendo", 4, {}),
    ("crescendo", 5, {"five_jokers": True}),
    ("whoswho", 3, {}),
    ("hamlet", 3, {}),
]
FAST = {"expert": 24}  # simulations for tests: few, so the suite stays quick


def player(level: str) -> object:
    return make_player(level, FAST.get(level))


def rehidden(deal: Deal, seat: int, rng: random.Random) -> Deal | None:
    """The same deal with every card ``seat`` cannot see dealt again, consistently with its view."""
    world = sample_world(deal.view(seat), rng).core
    played = [0] * deal.players
    for trick in deal.tricks:
        for who, card in trick.plays():
            played[who] |= 1 << card
    for at, card in enumerate(deal.current_trick):
        played[(deal.leader + at) % deal.players] |= 1 << card
    hands = [cards_of(world.hands[s] | played[s]) for s in range(deal.players)]
    other = Deal.from_hands(deal.game, hands, deal.dealer, cards_of(world.undealt))
    try:
        for action in deal.actions:
            other, _ = other.apply(action)
    except IllegalActionError:
        return None  # a face-down proposal the seat could not know about: not the same position
    return other


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("game_id", "players", "options"), CONFIGS)
def test_a_player_decides_the_same_whatever_the_hidden_cards(
    level: str, game_id: str, players: int, options: dict[str, object]
) -> None:
    """The no-peek check: same view, same seed, same decision, however the unseen cards lie."""
    game = create_game(game_id, players, options)
    rng = random.Random(11)
    ai = player(level)
    # The expert's own play is checked in test_every_level_plays_whole_deals: here the standard player moves the
    # deal on between the expert's checks, at a tenth of the time.
    mover = player("standard") if level == "expert" else ai
    share = 0.1 if level == "expert" else 0.3  # of the positions checked: the expert's, each two searches, fewer
    checked = 0
    for seed in range(3):
        deal = Deal.start(game, seed)
        while not deal.is_over:
            seat = deal.to_move
            assert seat is not None
            view = deal.view(seat)
            if rng.random() < share:
                first = ai.decide(view, random.Random(5))  # type: ignore[attr-defined]
                for _ in range(2):
                    other = rehidden(deal, seat, rng)
                    if other is None:
                        continue
                    assert other.view(seat) == view
                    if other.hand((seat + 1) % players) != deal.hand((seat + 1) % players):
                        checked += 1
                    again = ai.decide(other.view(seat), random.Random(5))  # type: ignore[attr-defined]
                    assert first.action == again.action
            decision = mover.decide(view, rng)  # type: ignore[attr-defined]
            assert decision.action in view.legal_actions and decision.reason
            deal, _ = deal.apply(decision.action)
    assert checked >= 5  # the hidden cards really were different


def test_estimates_and_tournament_statistics() -> None:
    assert estimate([1.0, 2.0, 3.0]).mean == 2.0
    assert estimate([1.0, 2.0, 3.0]).half_width == pytest.approx(4.30 * 1.0 / 3**0.5)
    assert player_names(["expert", "standard", "standard"]) == ("expert", "standard#1", "standard#2")


def test_a_tournament_seats_every_player_in_every_seat() -> None:
    seen: dict[str, set[int]] = {}

    class Recorder(RandomPlayer):
        def __init__(self, name: str) -> None:
            self.level = name

        def decide(self, view: SeatView, rng: random.Random):  # type: ignore[no-untyped-def]
            seen.setdefault(self.level, set()).add(view.seat)
            return super().decide(view, rng)

    result = run_tournament(create_game("crescendo", 3), [Recorder("a"), Recorder("b"), Recorder("c")], 4, seed=9)
    assert seen == {"a": {0, 1, 2}, "b": {0, 1, 2}, "c": {0, 1, 2}}
    assert [len(scores) for scores in result.per_deal] == [4, 4, 4]
    for k in range(4):  # every deal hands out all of Crescendo's 36 points, split by the three
        assert sum(result.per_deal[p][k] for p in range(3)) == pytest.approx(36)
    d = result.difference(0, 1)
    assert d.mean == pytest.approx(result.mean(0).mean - result.mean(1).mean)


def test_the_tournament_command(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["tournament", "--game", "hamlet", "--seats", "beginner,random,random", "--deals", "6", "--seed", "3"]
    assert main(args) == 0
    out = capsys.readouterr().out
    assert "beginner - random#1" in out and "95% interval" in out
    assert main([*args, "--json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["deals"] == 6 and [p["player"] for p in report["players"]] == ["beginner", "random#1", "random#2"]
    assert len(report["differences"]) == 3
    assert main(["tournament", "--game", "hamlet", "--seats", "expert,wizard,random"]) == 2
    assert "unknown level 'wizard'" in capsys.readouterr().err
    assert main(["tournament", "--game", "crescendo", "--players", "4", "--seats", "random,random"]) == 2


def test_the_tournament_command_caps_the_expert_as_the_table_does(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["tournament", "--game", "crescendo", "--players", "2", "--seats", "expert,standard", "--deals", "1"]
    assert main([*args, "--time-limit", "0.25"]) == 0
    assert re.search(r"^expert: 0 of \d+ decisions \(0\.0%\) reached the 0\.25 s cap$", capsys.readouterr().out, re.M)
    assert main([*args, "--time-limit", "0.000001", "--json"]) == 0  # every search stops at once
    report = json.loads(capsys.readouterr().out)
    decisions = int(report["capped"][0].split(" of ")[1].split(" ")[0])
    assert report["time_limit"] == 0.000001 and report["capped"][0].startswith(f"expert: {decisions} of {decisions} ")
    for bad in ("0", "-1", "nan", "inf", "61", "1e400"):
        assert main([*args, "--time-limit", bad]) == 2
        said = capsys.readouterr().err
        assert "argument --time-limit: expected a number of seconds above 0, at most 60, got" in said
        assert said.count("\n") == 1


@pytest.mark.parametrize(("game_id", "players", "options"), CONFIGS)
def test_every_level_plays_whole_deals(game_id: str, players: int, options: dict[str, object]) -> None:
    game = create_game(game_id, players, options)
    for level in LEVELS:
        # The expert in one seat among standard players (every seat an expert would only repeat its searches).
        seats = [player(level if seat == 0 or level != "expert" else "standard") for seat in range(players)]
        deal = play_deal(game, 21, 0, seats)  # type: ignore[arg-type]
        assert deal.is_over


def test_a_hint_is_legal_explained_and_repeatable() -> None:
    deal = Deal.start(create_game("hoodwink"), 4)
    for _ in range(5):
        deal, _ = deal.apply(deal.legal_actions()[0])
    view = deal.view(deal.to_move or 0)
    hint = ExpertPlayer(sims=60).decide(view, random.Random(3))  # as the worker answers a hint
    assert hint.action in view.legal_actions and hint.reason.endswith((".", "!"))
    assert ExpertPlayer(sims=60).decide(view, random.Random(3)) == hint


def test_thinking_in_a_worker_process_and_cancelling() -> None:
    deal = Deal.start(create_game("whoswho"), 2)
    view = deal.view(deal.to_move or 0)
    thinker = WorkerThinker()
    try:
        ticket, future = thinker.think("expert", view, "seed", sims=30)
        decision = future.result(timeout=60)
        assert decision.action in view.legal_actions
        assert thinker.is_current(ticket)
        thinker.cancel()
        assert not thinker.is_current(ticket)
    finally:
        thinker.close()


def best_play(sim: Simulator) -> tuple[float, ...]:
    """Every seat's utility with best play to the end, by trying every legal action (the slow, obvious way)."""
    if sim.is_over:
        points = sim.points()
        return tuple(utility(points, seat) for seat in range(len(points)))
    seat = sim.to_move
    best: tuple[float, ...] | None = None
    for action in sim.legal_actions():
        after = sim.copy()
        after.apply(action)
        result = best_play(after)
        if best is None or result[seat] > best[seat] + 1e-9:
            best = result
    assert best is not None
    return best


@pytest.mark.parametrize(
    ("game_id", "players", "tricks"),
    [("hoodwink", 3, 2), ("crescendo", 3, 2), ("crescendo", 3, 4), ("crescendo", 4, 2), ("whoswho", 3, 2),
     ("hamlet", 3, 2)],
)  # fmt: skip
def test_the_endgame_plays_best_and_leaves_the_world_as_it_found_it(game_id: str, players: int, tricks: int) -> None:
    game = create_game(game_id, players)
    rng = random.Random(4)
    for seed in range(4):
        deal = Deal.start(game, seed)
        stop = (game.tricks_per_deal - tricks) * players + seed % players  # a few tricks to go, some cards played
        while len(deal.actions) < stop + (3 if game.has_proposals else 0) or deal.phase.name != "PLAY":
            actions = deal.legal_actions()
            deal, _ = deal.apply(actions[int(rng.random() * len(actions))])
        view = deal.view(deal.to_move or 0)
        world = sample_world(view, rng)
        before = world.copy().core
        solver = Endgame(game, utility, limit=100_000)
        values = solver.action_values(world, list(view.legal_actions))
        for action, value in zip(view.legal_actions, values, strict=True):
            after = world.copy()
            after.apply(action)
            assert value == pytest.approx(best_play(after))
        core = world.core
        assert (core.hands, core.trick, core.won, core.tricks, core.leader, core.to_move, core.phase) == (
            before.hands, before.trick, before.won, before.tricks, before.leader, before.to_move, before.phase
        )  # fmt: skip
        with pytest.raises(TooBig):
            Endgame(game, utility, limit=1).solve(world)


@pytest.mark.parametrize("game_id", [game_id for game_id, game in GAMES.items() if game.has_proposals])
def test_the_standard_players_count_out_is_the_endgame_solver_over_every_lie(game_id: str) -> None:
    """The count-out averages the one solver over the lies the view allows, and gives up by the same exception."""
    game = create_game(game_id)
    rng = random.Random(7)
    checked = 0
    for seed in range(6):
        deal = Deal.start(game, seed)
        while game.tricks_per_deal - len(deal.tricks) > 2 or deal.phase != Phase.PLAY or deal.current_trick:
            actions = deal.legal_actions()
            deal, _ = deal.apply(actions[int(rng.random() * len(actions))])
        view = deal.view(deal.to_move or 0)
        table = read_table(view)
        lies = possible_hands(table)
        values = endgame_values(table)
        assert values is not None and list(values) == legal_cards(view)
        plays = [Play(view.seat, card) for card in values]
        # Each lie solved on its own, with its own memory and no limit to speak of, gives the same averages.
        alone = [
            Endgame(game, tricks_utility, 10**6).action_values(Simulator.from_view(view, lie), plays) for lie in lies
        ]
        for k, card in enumerate(values):
            assert values[card] == pytest.approx(sum(row[k][view.seat] for row in alone) / len(lies))
        with pytest.raises(TooBig):
            average_values(view, lies, plays, tricks_utility, limit=1)
        checked += 1
    assert checked == 6


def test_playouts_give_whos_who_tricks_to_the_givers_side() -> None:
    """On the last trick a give settles the deal: the playout gives it where the giver's side scores most."""
    game = create_game("whoswho")
    rng = random.Random(2)
    checked = 0
    for seed in range(300):
        sim = Deal.start(game, seed).simulator()
        while not sim.is_over and not (sim.phase == Phase.GIVE and len(sim.core.tricks) == game.tricks_per_deal - 1):
            actions = sim.legal_actions()
            sim.apply(actions[int(rng.random() * len(actions))])
        if sim.is_over:
            continue
        giver = sim.to_move
        outcomes = []
        for taker in range(3):
            after = sim.copy()
            after.apply(Give(giver, taker))
            outcomes.append(after.points()[giver])
        playout(sim, rng)
        assert sim.points()[giver] == max(outcomes)  # the giver's side all score alike
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize(("game_id", "players"), [("hoodwink", 3), ("crescendo", 4), ("whoswho", 3)])
def test_near_the_end_the_expert_counts_each_world_out(game_id: str, players: int) -> None:
    game = create_game(game_id, players)
    rng = random.Random(8)
    deal = Deal.start(game, 5)
    while deal.phase.name != "PLAY" or game.tricks_per_deal - len(deal.tricks) > 3 or len(deal.legal_actions()) < 2:
        actions = deal.legal_actions()
        deal, _ = deal.apply(actions[int(rng.random() * len(actions))])
    view = deal.view(deal.to_move or 0)
    expert = ExpertPlayer(sims=60)
    assert expert.solves_exactly(view)
    rows = expert.evaluate(view, list(view.legal_actions), random.Random(1))
    assert len(rows) == 60 // ENDGAME_COST and all(len(row) == len(view.legal_actions) for row in rows)
    decision = expert.decide(view, random.Random(3))
    assert decision.action in view.legal_actions and decision.reason
    assert expert.decide(view, random.Random(3)) == decision
