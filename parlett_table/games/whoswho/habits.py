"""Who's Who's habits in the quick playouts (``ai/rollout.py``): whether a seat wants the current trick, and to whom
the joker's player gives it."""

from __future__ import annotations

from ...engine import Core, Game
from ...engine.cards import JK1, JK2
from .strategy import soloist_odds_for

JOKER_BITS = (1 << JK1) | (1 << JK2)


def motive(core: Core, seat: int) -> bool:
    won, roles = core.won, core.roles
    others = [won[s] for s in range(3) if s != seat]
    if roles[seat] == "soloist":
        return won[seat] < max(others) - 1 or others[0] == others[1]  # stay in the middle
    partner = next(s for s in range(3) if s != seat and roles[s] == "partner")
    soloist = roles.index("soloist")
    return won[seat] <= won[partner] or won[soloist] >= won[seat]  # keep the soloist lowest


def give(game: Game, core: Core) -> None:
    """The joker's player gives the trick where its side's chances are best.

    The chances are the standard player's: the later tricks fall at random, except that jokers
    still in hand place one each where their side wants it.
    """
    giver = core.to_move
    soloist = core.roles.index("soloist")
    odds = soloist_odds_for(game)
    placed = (JOKER_BITS & ~core.played).bit_count()
    by_soloist = core.dealt[soloist] & JOKER_BITS == JOKER_BITS
    remaining = game.tricks_per_deal - len(core.tricks) - 1
    won = core.won
    best, best_value = giver, 0.0
    for taker in range(3):
        counts = (won[0] + (taker == 0), won[1] + (taker == 1), won[2] + (taker == 2))
        value = odds.expected(counts, soloist, remaining, placed, by_soloist)
        if giver != soloist:
            value = -value
        if taker == 0 or value > best_value:
            best, best_value = taker, value
    core.give(best)
