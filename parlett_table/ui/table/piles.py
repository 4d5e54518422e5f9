"""The table's piles of cards: the hands, the trick, the tricks taken, the proposals and the dealer's pack.

The animator moves a card from pile to pile through these methods (as KPat's ``moveCardToPile``) and then asks the
scene to fly it to its place (``TableScene.move``); ``TableScene.rebuild`` lays the piles out afresh from a view.
Nothing else writes the piles: the presenter, the walkthrough and the tests only read them.
"""

from __future__ import annotations

from ...engine import Card
from .card_item import CardItem


class Piles:
    """The scene's piles (a mixin of ``TableScene``, which makes them in its ``__init__``)."""

    hands: list[list[CardItem]]  # by seat; the viewer's face up
    trick: list[tuple[int, CardItem]]  # (seat, card) in the order played
    taken: list[list[CardItem]]  # by seat: one card stands for each trick taken
    proposals: dict[int, CardItem]  # by seat: the cards proposed (Hoodwink, Hamlet), face down until shown
    pack: list[CardItem]
    viewer: int  # the seat shown face up at the bottom

    def all_cards(self) -> list[CardItem]:
        """Every card item on the table, pile by pile."""
        items = [item for hand in self.hands for item in hand]
        items += [item for _, item in self.trick]
        items += [item for pile in self.taken for item in pile]
        items += list(self.proposals.values()) + self.pack
        return items

    def take_from_hand(self, seat: int, card: Card | None) -> CardItem | None:
        """Remove the item for ``card`` from a hand (an opponent's: any face-down one, from the middle)."""
        hand = self.hands[seat]
        if not hand:
            return None
        item = next((i for i in hand if i.card == card), None) if card is not None else None
        if item is None:
            if seat == self.viewer and card is not None:
                return None  # not in the player's hand: the view decides, so leave the hand alone
            item = hand[len(hand) // 2]
        hand.remove(item)
        return item

    def to_trick(self, seat: int, item: CardItem) -> None:
        """``item``, played by ``seat``, joins the trick on the table."""
        self.trick.append((seat, item))

    def gather_trick(self, taker: int) -> tuple[CardItem, list[CardItem]] | None:
        """The trick leaves the table for ``taker``'s pile, where one card (the last played, returned first) stands
        for it; the others are returned to fly after it and be forgotten.  None when no trick lies there."""
        items = [item for _, item in self.trick]
        self.trick = []
        if not items:
            return None
        keeper, extras = items[-1], items[:-1]
        self.taken[taker].append(keeper)
        return keeper, extras

    def to_proposals(self, seat: int, item: CardItem) -> None:
        """``item`` leaves ``seat``'s hand as its proposal, face down before the table."""
        self.proposals[seat] = item

    def proposals_to_hands(self) -> dict[int, CardItem]:
        """The proposals go back into their hands; returned by seat, as they were."""
        back, self.proposals = self.proposals, {}
        for seat, item in back.items():
            self.hands[seat].append(item)
        return back
