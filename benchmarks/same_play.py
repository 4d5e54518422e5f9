"""What trying each play once gives the expert's search, and what Crescendo's old endgame rule got wrong.

    python benchmarks/same_play.py [--positions 200] [--proposals 120] [--reference-sims 30000] [--seeds 4]

Positions come from seeded deals of standard players from deal 9000 (never used for tuning).

1. For each game, how many choices a decision has and how many different plays they make
   (``ai/equivalence.py``): touching cards and, in Hamlet, shown cards of one suit and kind.  A fixed budget
   of simulations then searches that many times as many deals.
2. Hamlet's proposals, where it matters most: the expert's choice with its table budget (600 simulations),
   trying each play once or every card, against the values of one search 50 times as large; the regret is
   the points a choice is worth less than the best by those values (the standard player's too, for scale).
   Both are the same search with the same quick playouts: this measures the noise the budget leaves, not
   how good the playouts are.
3. Crescendo's exact endgame: how often its old rule (cards following the suit led are alike) changed the
   values, and picked a worse card, against a search trying every card, and what a solve costs by each.  The
   rule now (``interchangeable``) changes nothing (tests/test_equivalence.py checks it too).
"""

from __future__ import annotations

import argparse
import itertools
import random
import statistics
import sys
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlett_table.ai import expert
from parlett_table.ai.endgame import Endgame
from parlett_table.ai.expert import ExpertPlayer, utility
from parlett_table.ai.knowledge import tricks_left
from parlett_table.ai.standard import StandardPlayer
from parlett_table.bench import standard_decisions
from parlett_table.engine import Action, Deal, Phase, SeatView, create_game
from parlett_table.engine.cards import JK

FIRST_DEAL = 9000
GAMES = [("hamlet", 3), ("hoodwink", 3), ("whoswho", 3), ("crescendo", 3), ("crescendo", 4), ("crescendo", 5)]
CRESCENDO_ENDGAMES = [(3, 4), (4, 3), (5, 3)]  # players, tricks left: where the expert solves exactly


def decisions(game_id: str, players: int, phase: Phase) -> Iterator[tuple[Deal, SeatView]]:
    """Decisions with a real choice in ``phase``, from seeded deals of standard players."""
    for deal, view in standard_decisions(game_id, players, FIRST_DEAL):
        if view.phase is phase and len(view.legal_actions) > 1:
            yield deal, view


def plays_tried(views: list[SeatView]) -> tuple[float, float]:
    """Mean choices a decision, and mean different plays among them."""
    choices = [len(view.legal_actions) for view in views]
    plays = [len(set(expert.same_play(view, list(view.legal_actions)))) for view in views]
    return statistics.fmean(choices), statistics.fmean(plays)


def every_card(view: SeatView, actions: Sequence[Action]) -> list[int]:
    """Every choice a play of its own: the search as it was."""
    return list(range(len(actions)))


def proposal_regrets(count: int, reference_sims: int, seeds: int) -> dict[str, list[float]]:
    """Each choice's regret at Hamlet's proposals against a search ``reference_sims`` large."""
    views = [view for _, view in itertools.islice(decisions("hamlet", 3, Phase.PROPOSE), count)]
    regrets: dict[str, list[float]] = {"each play once": [], "every card": [], "standard player": []}
    tried_once = expert.same_play
    for k, view in enumerate(views):
        actions = list(view.legal_actions)
        rows = ExpertPlayer(sims=reference_sims).evaluate(view, actions, random.Random(10_000 + k))
        worth = [statistics.fmean(row[i] for row in rows) for i in range(len(actions))]
        best = max(worth)
        usual = StandardPlayer().decide(view, random.Random(k)).action
        regrets["standard player"].append(best - worth[actions.index(usual)])
        for label, grouping in (("each play once", tried_once), ("every card", every_card)):
            expert.same_play = grouping
            try:
                for seed in range(seeds):
                    chosen = ExpertPlayer().decide(view, random.Random(seed)).action
                    regrets[label].append(best - worth[actions.index(chosen)])
            finally:
                expert.same_play = tried_once
    return regrets


class FollowingSuitAlike(Endgame):
    """The exact endgame as it was: in Crescendo, cards following the suit led taken as alike when touching."""

    def _choices(self, seat: int) -> list[int]:
        core = self.core
        mask = self.game.legal_play_mask(core, seat)
        led_suit = core.trick[0] >> 4 if core.trick else -1
        live = core.played ^ self.game.pack_mask
        for card in core.trick:
            live |= 1 << card
        elsewhere = live & ~core.hands[seat]
        out: list[int] = []
        previous = -1
        for card in (card for card in range(JK) if mask >> card & 1):
            alike = previous >= 0 and previous >> 4 == card >> 4 == led_suit
            if alike and not elsewhere & ((1 << card) - (2 << previous)):
                previous = card
                continue
            previous = card
            out.append(card)
        return out


class EveryCard(Endgame):
    def _choices(self, seat: int) -> list[int]:
        mask = self.game.legal_play_mask(self.core, seat)
        return [card for card in range(JK) if mask >> card & 1]


def old_rule_errors(players: int, tricks: int, count: int) -> tuple[int, int, float, list[float]]:
    """Positions whose values the old rule changed, whose best card it changed, the mean loss a position, and the
    mean milliseconds a position takes to solve by the old rule, the rule now and trying every card."""
    positions = (
        (deal, view) for deal, view in decisions("crescendo", players, Phase.PLAY) if tricks_left(view) == tricks
    )
    changed = worse = 0
    lost = 0.0
    seconds = [0.0, 0.0, 0.0]
    for deal, view in itertools.islice(positions, count):
        actions = list(view.legal_actions)
        values = []
        for k, solver in enumerate((FollowingSuitAlike, Endgame, EveryCard)):
            start = time.perf_counter()
            found = solver(deal.game, utility, 10**7).action_values(deal.simulator(), actions)
            seconds[k] += time.perf_counter() - start
            values.append([value[view.seat] for value in found])
        old, now, true = values
        assert now == true, "the rule now must change nothing"
        changed += old != true
        picked = true[max(range(len(actions)), key=old.__getitem__)]
        worse += picked < max(true) - 1e-9
        lost += max(true) - picked
    return changed, worse, lost / count, [1000 * total / count for total in seconds]


def interval(values: list[float]) -> str:
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else float("nan")
    return f"{statistics.fmean(values):.2f} ± {half:.2f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--positions", type=int, default=200, help="decisions per game and phase (parts 1 and 3)")
    parser.add_argument("--proposals", type=int, default=120, help="Hamlet proposals (part 2)")
    parser.add_argument("--reference-sims", type=int, default=30_000)
    parser.add_argument("--seeds", type=int, default=4, help="decisions per proposal, each with its own seed")
    args = parser.parse_args()
    print(f"1. choices a decision and different plays among them ({args.positions} decisions each)")
    for game_id, players in GAMES:
        phases = (Phase.PROPOSE, Phase.PLAY) if create_game(game_id, players).has_proposals else (Phase.PLAY,)
        for phase in phases:
            views = [view for _, view in itertools.islice(decisions(game_id, players, phase), args.positions)]
            choices, plays = plays_tried(views)
            print(f"{game_id} ({players}p) {phase.name.lower()}: {choices:.2f} choices, {plays:.2f} plays, "
                  f"{choices / plays:.2f}× the deals searched")  # fmt: skip
    print(f"2. Hamlet's proposals: regret against a search of {args.reference_sims} simulations "
          f"({args.proposals} positions × {args.seeds} seeds)")  # fmt: skip
    regrets = proposal_regrets(args.proposals, args.reference_sims, args.seeds)
    for label, values in regrets.items():
        print(f"{label}: {interval(values)} points a proposal")
    paired = [a - b for a, b in zip(regrets["every card"], regrets["each play once"], strict=True)]
    print(f"every card − each play once, paired: {interval(paired)}")
    print(f"3. Crescendo's exact endgame under the old rule ({args.positions} positions each)")
    for players, tricks in CRESCENDO_ENDGAMES:
        changed, worse, lost, ms = old_rule_errors(players, tricks, args.positions)
        print(f"{players} players, {tricks} tricks left: values changed in {changed}, a worse card in {worse}, "
              f"{lost:.3f} points lost a position; a solve {ms[0]:.1f} ms by the old rule, {ms[1]:.1f} by the rule "
              f"now, {ms[2]:.1f} trying every card")  # fmt: skip


if __name__ == "__main__":
    main()
