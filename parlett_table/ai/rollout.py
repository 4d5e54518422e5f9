"""Quick playouts for the expert's search: a plausible way to finish a deal, fast.

Every seat follows one habit: decide whether it wants this trick (each game's
own motive, below), then take it as cheaply as it can or duck under it with
its highest card that loses.  A share of moves is random, so the playouts
stay varied.  Other decisions (proposals, talk, gives) are random.  It works
on the simulator's bitmasks directly: thousands of playouts fit in a move.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..engine import Simulator
from ..engine.deal import Core
from ..engine.game import DONE, PLAY, PROPOSE

EXPLORE = 0.15  # share of random moves

Motive = Callable[[Core, int], bool]  # does this seat want the current trick?


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
        return partners[0] == partners[1] or won[seat] % 2 == 0  # unbalance them, and make my count odd
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


def playout(sim: Simulator, rng: random.Random) -> list[int]:
    """Play ``sim`` to the end by the habits above; the points scored."""
    core = sim.core
    game = core.game
    motive = MOTIVES[game.id]
    draw = rng.random
    trick_winner = game.trick_winner
    while True:
        phase = core.phase
        if phase == DONE:
            return game.points(core)
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
    if core.phase == PROPOSE:
        mask = game.legal_proposal_mask(core, core.to_move)
    else:
        mask = game.legal_play_mask(core, core.to_move)  # partner talk: a playout never asks
    k = int(draw() * mask.bit_count())
    while k:
        mask &= mask - 1
        k -= 1
    card = (mask & -mask).bit_length() - 1
    if core.phase == PROPOSE:
        core.propose(card)
    else:
        core.play(card)
