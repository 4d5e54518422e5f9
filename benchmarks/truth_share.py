"""How much of the reading's weight the true deal keeps, read as the standard player or as a mixture of styles.

    python benchmarks/truth_share.py GAME PLAYERS beginner|expert DEALS TRICKS

Deals from 80000 on (never used for tuning) are played by a standard player in seat 0 and beginners or experts
(60 simulations, no cap) in the other seats, up to seat 0's first decision with a choice after ``TRICKS`` tricks.
There, the true deal's likelihood (the product over the other seats, ``posterior.HandLikelihood``) is divided by
the mean likelihood of 200 deals drawn at random among those consistent with seat 0's view: 1 means the truth is
as likely as the average consistent deal, near 0 that the reading all but rules it out.  Printed: the median over
the positions and how many keep at least a tenth, read as the standard player with noise (as before issue 44)
and as the mixture of ``ai/styles.py`` at its prior weights.
"""

from __future__ import annotations

import math
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlett_table.ai.base import Player
from parlett_table.ai.beginner import BeginnerPlayer
from parlett_table.ai.expert import ExpertPlayer
from parlett_table.ai.game_parts import tuning
from parlett_table.ai.inference import model_for
from parlett_table.ai.posterior import HandLikelihood
from parlett_table.ai.sampling import sample_world
from parlett_table.ai.standard import StandardPlayer
from parlett_table.ai.styles import PRIOR
from parlett_table.engine import Deal, create_game
from parlett_table.engine.inference import hidden_cards


def positions(game_id: str, players: int, kind: str, seeds: range, tricks: int) -> list[Deal]:
    out = []
    for seed in seeds:
        deal = Deal.start(create_game(game_id, players), seed)
        others: list[Player] = [
            BeginnerPlayer() if kind == "beginner" else ExpertPlayer(sims=60) for _ in range(1, players)
        ]
        seats: list[Player] = [StandardPlayer(), *others]
        rng = random.Random(seed)
        while not deal.is_over:
            seat = deal.to_move
            assert seat is not None
            if seat == 0 and len(deal.tricks) >= tricks and len(deal.view(0).legal_actions) > 1:
                out.append(deal)
                break
            deal, _ = deal.apply(seats[seat].decide(deal.view(seat), rng).action)
    return out


def share(deal: Deal, styles: list[tuple[float, ...]] | None, draws: int = 200) -> float:
    view = deal.view(0)
    likelihood = HandLikelihood(view, tuning(view.game_id).posterior or 0.1, model_for(view), styles)

    def weigh(dealt: list[int], undealt: int) -> float:
        return math.prod(likelihood.of(seat, dealt, undealt) for seat in range(1, view.players))

    truth = deal.simulator().core
    rng, hidden = random.Random(1), hidden_cards(view)
    mean = statistics.fmean(
        weigh(list(core.dealt), core.undealt) for core in (sample_world(view, rng, hidden).core for _ in range(draws))
    )
    return weigh(list(truth.dealt), truth.undealt) / mean if mean > 0 else math.inf


def main() -> None:
    game_id, players, kind, deals, tricks = (
        sys.argv[1],
        int(sys.argv[2]),
        sys.argv[3],
        int(sys.argv[4]),
        int(sys.argv[5]),
    )
    found = positions(game_id, players, kind, range(80000, 80000 + deals), tricks)
    for label, styles in (("standard player", None), ("mixture", [PRIOR] * players)):
        shares = [share(deal, styles) for deal in found]
        kept = sum(value >= 0.1 for value in shares)
        print(
            f"{game_id} {players}p vs {kind}, {len(found)} positions, read as {label}: "
            f"median {statistics.median(shares):.3g}, at least a tenth in {kept}"
        )


if __name__ == "__main__":
    main()
