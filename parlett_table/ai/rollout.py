"""Quick playouts for the expert's search: a plausible way to finish a deal, fast.

Every seat follows one habit: decide whether it wants this trick (each game's
own motive, below), then take it as cheaply as it can or duck under it with
its highest card that loses.  A share of moves is random, so the playouts
stay varied.  In Who's Who the joker's player gives the trick where its side's
chances are best.  Proposals are random, or chosen by the expert's model of
each seat (``inference.py``) when one is given; talk is random.  It works
on the simulator's bitmasks directly: thousands of playouts fit in a move.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..engine import Core, Game, Phase, Simulator
from ..engine.cards import JK1, JK2
from .strategy.whoswho import soloist_odds_for

EXPLORE = 0.15  # share of random moves

Motive = Callable[[Core, int], bool]  # does this seat want the current trick?
Proposer = Callable[[Core, int, Callable[[], float]], int]  # (core, seat, draw) -> the card that seat shows


def crescendo_motive(core: Core, seat: int) -> bool:
    values: tuple[int, ...] = core.game.trick_values  # type: ignore[attr-defined]
    number = len(core.tricks)
    rest = values[number:]
    return values[number] * len(rest) >= sum(rest)  # worth at least the average of what is left


def hoodwink_motive(core: Core, seat: int) -> bool:
    won, roles = core.won, core.roles
    if roles[seat] == "partner":
        partner = next(s for s in range(3) if s != seat and roles[s] == "partner")
        return won[seat] < won[partner]  # catch up with the other partner, never pull ahead
    if roles[seat] == "hood":
        partners = [won[s] for s in range(3) if s != seat]
        # Level partners are unbalanced by letting one of them take the trick; otherwise take one
        # only to make my count odd.
        return partners[0] != partners[1] and won[seat] % 2 == 0
    return True


def whoswho_motive(core: Core, seat: int) -> bool:
    won, roles = core.won, core.roles
    others = [won[s] for s in range(3) if s != seat]
    if roles[seat] == "soloist":
        return won[seat] < max(others) - 1 or others[0] == others[1]  # stay in the middle
    partner = next(s for s in range(3) if s != seat and roles[s] == "partner")
    soloist = roles.index("soloist")
    return won[seat] <= won[partner] or won[soloist] >= won[seat]  # keep the soloist lowest


def hamlet_motive(core: Core, seat: int) -> bool:
    won = core.won
    others = sorted(won[s] for s in range(3) if s != seat)
    if core.aim == "be":
        return won[seat] < others[1]  # climb to the middle, not beyond
    return won[seat] >= others[1]  # not to be: stay at an extreme


MOTIVES: dict[str, Motive] = {
    "crescendo": crescendo_motive,
    "hoodwink": hoodwink_motive,
    "whoswho": whoswho_motive,
    "hamlet": hamlet_motive,
}


def playout(sim: Simulator, rng: random.Random, propose: Proposer | None = None) -> list[int]:
    """Play ``sim`` to the end by the habits above; the points scored.  ``propose`` picks proposals."""
    core = sim.core
    game = sim.game
    motive = MOTIVES[game.id]
    draw = rng.random
    trick_winner = game.trick_winner
    DONE, GIVE, PLAY, PROPOSE = Phase.DONE, Phase.GIVE, Phase.PLAY, Phase.PROPOSE  # locals: the loop is hot
    while True:
        phase = core.phase
        if phase == DONE:
            return game.points(core)
        if phase == GIVE:
            _give(game, core)
            continue
        if phase == PROPOSE and propose is not None:
            core.propose(propose(core, core.to_move, draw))
            continue
        if phase != PLAY or draw() < EXPLORE:
            if phase in (PROPOSE, PLAY):
                _random_card(core, draw)
            else:
                actions = core.legal_actions()
                core.do(actions[int(draw() * len(actions))])
            continue
        seat = core.to_move
        mask = game.legal_play_mask(core, seat)
        cards = [c for c in range(67) if mask >> c & 1] if mask & (mask - 1) else [mask.bit_length() - 1]
        if len(cards) == 1:
            core.play(cards[0])
            continue
        cards.sort(key=lambda c: c & 15 if c < 64 else -1)
        trick = core.trick
        if not trick:  # leading: a high card to win, a low one to lose
            core.play(cards[-1] if motive(core, seat) else cards[0])
            continue
        leader, trump = core.leader, core.trump
        if motive(core, seat):
            choice = next((c for c in cards if trick_winner([*trick, c], leader, trump)[0] == seat), cards[0])
        else:
            choice = next((c for c in reversed(cards) if trick_winner([*trick, c], leader, trump)[0] != seat), cards[0])
        core.play(choice)


def _random_card(core: Core, draw: Callable[[], float]) -> None:
    game = core.game
    if core.phase == Phase.PROPOSE:
        mask = game.legal_proposal_mask(core, core.to_move)
    else:
        mask = game.legal_play_mask(core, core.to_move)  # partner talk: a playout never asks
    k = int(draw() * mask.bit_count())
    while k:
        mask &= mask - 1
        k -= 1
    card = (mask & -mask).bit_length() - 1
    if core.phase == Phase.PROPOSE:
        core.propose(card)
    else:
        core.play(card)


JOKER_BITS = (1 << JK1) | (1 << JK2)


def _give(game: Game, core: Core) -> None:
    """Who's Who: the joker's player gives the trick where its side's chances are best.

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
