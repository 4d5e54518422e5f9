"""Quick playouts for the expert's search: a plausible way to finish a deal, fast.

Every seat follows one habit: decide whether it wants this trick (each game's
own motive, its kit's ``habits`` part), then take it as cheaply as it can or
duck under it with its highest card that loses.  A share of moves is random,
so the playouts stay varied.  Where a trick is given (Who's Who), the game's
habits give it, or a random choice where they have no way.  Proposals are random, or chosen by the expert's model of
each seat (``inference.py``) when one is given; talk is random.  It works
on the simulator's bitmasks directly: thousands of playouts fit in a move.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ..engine import Core, Phase, Simulator
from .game_parts import Motive, give, motive

EXPLORE = 0.15  # share of random moves

Proposer = Callable[[Core, int, Callable[[], float]], int]  # (core, seat, draw) -> the card that seat shows


def playout(sim: Simulator, rng: random.Random, propose: Proposer | None = None) -> list[int]:
    """Play ``sim`` to the end by the habits above; the points scored.  ``propose`` picks proposals."""
    core = sim.core
    game = sim.game
    wants: Motive = motive(game.id)
    gives = give(game.id)
    draw = rng.random
    trick_winner = game.trick_winner
    DONE, GIVE, PLAY, PROPOSE = Phase.DONE, Phase.GIVE, Phase.PLAY, Phase.PROPOSE  # locals: the loop is hot
    while True:
        phase = core.phase
        if phase == DONE:
            return game.points(core)
        if phase == GIVE and gives is not None:
            gives(game, core)
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
            core.play(cards[-1] if wants(core, seat) else cards[0])
            continue
        leader, trump = core.leader, core.trump
        if wants(core, seat):
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
