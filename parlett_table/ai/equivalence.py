"""Which of a seat's choices lead to the same play, so that the search tries one of each.

Two cards of a suit with nothing still in play between them but the player's own
cards (touching cards, in bridge players' words) win and lose the same tricks now
and later, wherever the other cards lie, in every game whose ranks count only by
their order (``Game.ranks_by_order``).  In Crescendo a snap matches a rank, so there
they are alike only while no card of either rank in another suit is still in play
elsewhere.  Shown cards that the game reads alike (``Game.proposal_effect``: in
Hamlet the suit and whether it is a court card) settle the deal alike, and the card
stays in hand.  The others learn which card it was; the search's playouts read
nothing of it.

The exact endgame (``endgame.py``) skips touching cards by the same rule inside its search.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence

from ..engine import Action, Play, Propose, SeatView
from ..engine.cards import JK, SUIT_MASKS, suit_cards

RANK_MASKS = tuple(suit_cards((rank,)) for rank in range(13))  # each rank in every suit


def interchangeable(lower: int, higher: int, elsewhere: int, ranks_by_order: bool) -> bool:
    """Whether two cards of one hand, ``lower`` below ``higher``, take the same tricks, now and later.

    ``elsewhere`` holds the cards still in play outside that hand (the trick on the table's among them).
    """
    if higher >= JK or lower >> 4 != higher >> 4 or elsewhere & ((1 << higher) - (2 << lower)):
        return False
    if ranks_by_order:
        return True
    same_ranks = (RANK_MASKS[lower & 15] | RANK_MASKS[higher & 15]) & ~SUIT_MASKS[lower >> 4]
    return not elsewhere & same_ranks  # nothing that could meet either card in a snap


def same_play(view: SeatView, actions: Sequence[Action]) -> list[int]:
    """For each of ``actions`` (the seat's to take now), the index of the first one that leads to the same play."""
    game = view.game
    firsts: dict[Hashable, int] = {}
    out = []
    touching = _touching_runs(view, actions)
    for index, action in enumerate(actions):
        key: Hashable = action
        if isinstance(action, Propose):
            key = ("shown", game.proposal_effect(int(action.card)))
        elif isinstance(action, Play):
            key = ("run", touching[int(action.card)])
        out.append(firsts.setdefault(key, index))
    return out


def _touching_runs(view: SeatView, actions: Sequence[Action]) -> dict[int, int]:
    """Each card among ``actions``' plays -> the lowest card of its run of interchangeable cards."""
    game = view.game
    hand = sum(1 << card for card in view.hand)
    gone = sum(1 << card for trick in view.tricks for card in trick.cards)  # out of play; the table's trick is not
    elsewhere = game.pack_mask & ~gone & ~hand
    run: dict[int, int] = {}
    previous = -1
    for card in sorted(int(action.card) for action in actions if isinstance(action, Play)):
        touching = previous >= 0 and interchangeable(previous, card, elsewhere, game.ranks_by_order)
        run[card] = run[previous] if touching else card
        previous = card
    return run
