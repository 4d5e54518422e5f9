"""What reading every card would cost in each game: the standard player's card, the walk, and a cheaper model.

    python benchmarks/walk_cost.py [--deals 100] [--positions 20]

Per game (Crescendo with three to five players, Hoodwink, Hamlet), in one run:

- the standard player's card as search replays it (``standard.card_policy_for``): microseconds a card over
  every card played in ``--deals`` deals of standard players, the best of three passes;
- the walk over the hidden cards (``posterior.py``, 8 walks of 40 swaps and 10 between deals, 40 deals
  drawn, as tried in Hoodwink and Hamlet): its median time, from ``--positions`` positions of standard
  players' deals, each game at two points of the deal;
- how often the quick playouts' habit (``rollout.py``) plays the standard player's card where it has a
  choice: a cheaper model of the others is only as good as that.

docs/strength.md ("What an honest player could reach in Hamlet", "Checked on fresh deals") quotes it.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlett_table.ai.game_parts import motive
from parlett_table.ai.inference import model_for
from parlett_table.ai.knowledge import tricks_left
from parlett_table.ai.play_reading import _CARDS
from parlett_table.ai.posterior import posterior_worlds
from parlett_table.ai.standard import StandardPlayer, card_policy_for
from parlett_table.engine import Core, Deal, Game, Phase, SeatView, create_game
from parlett_table.engine.inference import hidden_cards

# (game, players, tricks left at the two points the walk is timed): Crescendo's expert searches only its last
# four tricks (three with five players), Hoodwink's and Hamlet's from the first.
GAMES = (("crescendo", 3, (4, 3)), ("crescendo", 4, (4, 3)), ("crescendo", 5, (3, 2)), ("hoodwink", 3, (9, 6)),
         ("hamlet", 3, (10, 6)))  # fmt: skip
FIRST_DEAL = 9000  # deals no tournament or share was measured on


def standard_positions(game: Game, deals: int) -> list[tuple[Deal, SeatView]]:
    """Every position of ``deals`` seeded deals of standard players, with the view of the seat to act."""
    out = []
    for number in range(deals):
        deal, rng, player = Deal.start(game, FIRST_DEAL + number), random.Random(number), StandardPlayer()
        while not deal.is_over:
            view = deal.view(deal.to_move or 0)
            out.append((deal, view))
            deal, _ = deal.apply(player.decide(view, rng).action)
    return out


def microseconds_a_card(game_id: str, views: list[SeatView]) -> float:
    choose = card_policy_for(game_id)
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for view in views:
            choose(view)
        best = min(best, time.perf_counter() - start)
    return best * 1e6 / len(views)


def walk_ms(views: list[SeatView]) -> float:
    """The median time of the walk drawing 40 deals, each view's remembered standard cards forgotten first."""
    times = []
    for view in views:
        _CARDS.clear()
        start = time.perf_counter()
        posterior_worlds(view, random.Random(1), hidden_cards(view), 40, 0.1, model_for(view), chains=8, burn_in=40,
                         thinning=10)  # fmt: skip
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def habit_card(core: Core) -> int:
    """The quick playouts' card without their random moves: want the trick, take it cheaply; else duck."""
    game, seat = core.game, core.to_move
    mask = game.legal_play_mask(core, seat)
    cards = sorted((card for card in range(67) if mask >> card & 1), key=lambda c: c & 15 if c < 64 else -1)
    wants = motive(game.id)(core, seat)
    if not core.trick:
        return cards[-1] if wants else cards[0]
    def wins(card: int) -> bool:
        return game.trick_winner([*core.trick, card], core.leader, core.trump)[0] == seat
    if wants:
        return next((card for card in cards if wins(card)), cards[0])
    return next((card for card in reversed(cards) if not wins(card)), cards[0])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--positions", type=int, default=20)
    args = parser.parse_args()
    for game_id, players, lefts in GAMES:
        game = create_game(game_id, players)
        plays = [(deal, view) for deal, view in standard_positions(game, args.deals) if view.phase is Phase.PLAY]
        card = microseconds_a_card(game_id, [view for _, view in plays])
        walks = []
        for left in lefts:
            views = [view for _, view in plays if tricks_left(view) == left and not view.current_trick]
            walks.append(f"{walk_ms(views[: args.positions]):.0f} ms ({left} tricks left)")
        chosen = [(deal, view) for deal, view in plays if len(view.legal_actions) > 1]
        choose = card_policy_for(game_id)
        agree = sum(habit_card(deal.simulator().core) == int(choose(view)) for deal, view in chosen)
        share = f"{agree}/{len(chosen)} = {agree / len(chosen):.0%}"
        print(f"{game_id} {players}p: standard card {card:.0f} µs; walk {', '.join(walks)}; "
              f"the playouts' habit plays the standard card in {share} of choices")  # fmt: skip


if __name__ == "__main__":
    main()
