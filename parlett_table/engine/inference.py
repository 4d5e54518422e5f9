"""What a seat can infer about the cards it cannot see, from its view alone.

Computer players sample hidden hands from this.  The rules that drive each
inference (what counts as following, what a lead or a proposal reveals) are
the game module's own, so nothing here restates a rule.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, cards_of, mask_of
from .view import SeatView


@dataclass(frozen=True)
class HiddenCards:
    """The unseen cards and what is known of where they are.

    ``sizes[seat]`` is how many cards that seat holds now (0 for the viewer's
    own seat, whose hand is known); ``known[seat]`` are cards it is known to
    hold (proposals shown and not yet played); ``excluded[seat]`` is a mask of
    cards it cannot hold (suits it failed to follow, and what leads and
    proposals revealed).  ``undealt`` cards (5-player Crescendo) lie out of
    play, unseen.
    """

    seat: int
    unseen: int  # mask
    sizes: tuple[int, ...]
    undealt: int
    known: tuple[int, ...]  # masks
    excluded: tuple[int, ...]  # masks

    @property
    def unseen_cards(self) -> list[Card]:
        return cards_of(self.unseen)

    @property
    def movable(self) -> int:
        """The unseen cards not known to be where they are (a proposal shown stays with its seat): a mask."""
        mask = self.unseen
        for held in self.known:
            mask &= ~held
        return mask

    @property
    def lie_one_way(self) -> bool:
        """Whether the unseen cards could lie only one way: all in one other hand, or all out of play."""
        places = sum(1 for size in self.sizes if size) + (self.undealt > 0)
        return places <= 1


def hidden_cards(view: SeatView) -> HiddenCards:
    game = view.game
    n = view.players
    trump = view.trump if view.trump is not None else -1
    excluded = [0] * n
    played_by = [0] * n
    for leader, cards in view.tricks_so_far:
        follow = game.follow_set(int(trump), cards[0])
        excluded[leader] |= game.lead_excludes(cards[0])
        for at, card in enumerate(cards):
            seat = (leader + at) % n
            played_by[seat] |= 1 << card
            if at and not follow >> card & 1:
                excluded[seat] |= follow  # did not follow: holds none of them
    known = [0] * n
    if view.proposals is not None:
        for seat, card in enumerate(view.proposals):
            excluded[seat] |= game.proposal_excludes(card)
            if not played_by[seat] >> card & 1:
                known[seat] |= 1 << card
    seen = mask_of(view.hand) | mask_of(view.played)
    unseen = game.pack_mask & ~seen
    sizes = tuple(0 if seat == view.seat else size for seat, size in enumerate(view.hand_sizes))
    known[view.seat] = 0
    excluded[view.seat] = 0
    return HiddenCards(
        seat=view.seat,
        unseen=unseen,
        sizes=sizes,
        undealt=view.undealt_count,
        known=tuple(known),
        excluded=tuple(mask & game.pack_mask & ~known[seat] for seat, mask in enumerate(excluded)),
    )
