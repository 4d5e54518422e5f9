"""Par: what the expert would have scored in a seat on the same cards (docs/coach.md).

The deal is dealt again exactly as it was (the same hands, dealer and undealt cards) and played from the start:
the seat's every decision by the expert, with its full budget and no time cap (``ExpertPlayer(sims)``: the same
answer on any machine), and every other seat by the player of its level at the table, asked with the seed the
table asks it with (``decision_seed``: the deal number, the seat and how many actions came before).  So the others
play exactly as they did at the table until the expert's first choice that differs from the player's
(``diverged_at``); from there they answer a different position, and their play may differ too.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from ..engine import Deal, Match, Play
from . import make_player
from .base import Player


def decision_seed(deal_number: int, seat: int, actions: int) -> str:
    """The seed of a computer player's decision at the table: the same position always gets the same answer."""
    return f"{deal_number}/{seat}/{actions}"


def reader_of(match: Match | None, seat: int) -> str | None:
    """Whose reading of the others a decision at the table goes on with (``readers.py``): ``seat`` of ``match``."""
    return None if match is None else f"{match.game.id}/{match.first_seed}/{seat}"


@dataclass(frozen=True)
class Par:
    """The deal played again with the expert in ``seat``."""

    seat: int
    score: int  # the expert's score in the seat
    scores: tuple[int, ...]  # every seat's score
    played: int  # the score the player made in the seat
    diverged_at: int | None  # the first action (index into the deal's actions) that differs; None: none did
    diverged_trick: int | None  # the trick (1 for the first) it was in; 0: before the first trick (a proposal)

    @property
    def same_play(self) -> bool:
        """Whether the expert would have played every card as the player did."""
        return self.diverged_at is None


def par(
    deal: Deal,
    seat: int,
    levels: Sequence[str | None],
    deal_number: int,
    sims: int,
    stop: Callable[[], bool] = lambda: False,
) -> Par | None:
    """The expert's par in ``seat`` of the finished ``deal``; ``levels[s]`` is seat ``s``'s computer level (the
    entry for ``seat`` itself is not read).  None when ``stop`` says so before the end."""
    from .expert import ExpertPlayer

    game = deal.game
    players: list[Player | None] = [
        None if s == seat else make_player(levels[s] or "standard") for s in range(game.players)
    ]
    expert = ExpertPlayer(sims=sims)
    replay = Deal.from_hands(game, [deal.dealt_hand(s) for s in range(game.players)], deal.dealer, deal.undealt,
                             deal.seed)  # fmt: skip
    diverged: int | None = None
    while not replay.is_over:
        if stop():
            return None
        mover = replay.to_move
        assert mover is not None
        index = len(replay.actions)
        rng = random.Random(decision_seed(deal_number, mover, index))
        player = players[mover] or expert
        action = player.decide(replay.view(mover), rng).action
        if diverged is None and (index >= len(deal.actions) or deal.actions[index] != action):
            diverged = index
        replay, _ = replay.apply(action)
    trick = None if diverged is None else _trick_of(deal, diverged)
    return Par(seat, replay.outcome().scores[seat], tuple(replay.outcome().scores), deal.outcome().scores[seat],
               diverged, trick)  # fmt: skip


def _trick_of(deal: Deal, index: int) -> int:
    """The trick (1 for the first) the action at ``index`` of ``deal`` belongs to; 0 before the first card."""
    before = sum(1 for action in deal.actions[:index] if isinstance(action, Play))
    if before == 0 and not isinstance(deal.actions[index], Play):
        return 0
    cards = 0
    for number, trick in enumerate(deal.tricks, start=1):
        cards += len(trick.cards)
        if before < cards:
            return number
    return len(deal.tricks)
