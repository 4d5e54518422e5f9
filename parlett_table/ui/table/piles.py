"""The table's piles of cards: the hands, the trick, the tricks taken, the proposals and the dealer's pack.

Each pile is a ``Pile``: what it is (a seat's hand, the trick, ...) and its card items in order, which anyone may
read and nobody but ``Piles`` may change.  ``Piles`` (the scene's ``piles``) holds them all and moves a card from
one to another with ``move`` (as KPat's ``moveCardToPile``): the animator moves a card and then asks the scene to
fly it to its place (``TableScene.move``); ``TableScene.rebuild`` lays the piles out afresh from a view through the
same door, each new card moved from nowhere onto its pile.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from enum import Enum
from typing import overload

from ...engine import Card
from .card_item import CardItem

SortKey = Callable[[CardItem], tuple[int, int]]  # where a card goes in the player's hand


class PileKind(Enum):
    """What a pile is, which says where its cards lie on the table."""

    HAND = "hand"  # a seat's hand: the viewer's face up, the others' face down
    TRICK = "trick"  # the cards played to the trick in progress, each remembering who played it
    TAKEN = "taken"  # a seat's tricks taken: one face-down card stands for each
    PROPOSAL = "proposal"  # a seat's proposal (Hoodwink, Hamlet), face down before the table until shown
    PACK = "pack"  # the dealer's pack


class Pile(Sequence[CardItem]):
    """A pile of card items in order, read as a sequence (``len``, ``in``, ``index``, iteration, ``cards``).

    Only ``Piles`` changes it (the methods with a leading underscore), so a card is always in one pile at most."""

    def __init__(self, kind: PileKind, seat: int | None = None) -> None:
        self.kind = kind
        self.seat = seat  # whose pile it is (None for the trick and the pack)
        self._items: list[CardItem] = []
        self._played_by: dict[CardItem, int] = {}  # the trick's cards: the seat that played each

    @property
    def name(self) -> str:
        """Its name for a reader (a test's message, a log): "hand of seat 1", "trick"."""
        return self.kind.value if self.seat is None else f"{self.kind.value} of seat {self.seat}"

    def __repr__(self) -> str:
        return f"<Pile {self.name}: {len(self._items)} cards>"

    @property
    def cards(self) -> tuple[CardItem, ...]:
        """The card items, bottom first (in a hand: left to right; in the trick: in the order played)."""
        return tuple(self._items)

    @overload
    def __getitem__(self, index: int) -> CardItem: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[CardItem, ...]: ...

    def __getitem__(self, index: int | slice) -> CardItem | tuple[CardItem, ...]:
        if isinstance(index, slice):
            return tuple(self._items[index])
        return self._items[index]

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[CardItem]:
        return iter(tuple(self._items))  # a copy: a reader may move cards while it walks the pile

    def __contains__(self, item: object) -> bool:
        return any(held is item for held in self._items)

    def seat_of(self, item: CardItem) -> int | None:
        """Who ``item`` belongs to: in the trick the seat that played it, elsewhere the pile's seat."""
        return self._played_by.get(item, self.seat)

    def played(self) -> tuple[tuple[int, CardItem], ...]:
        """The trick as (seat, card item) in the order played."""
        return tuple((self._played_by[item], item) for item in self._items)

    # --- changed by Piles alone --------------------------------------------------------------

    def _add(self, item: CardItem, seat: int | None) -> None:
        self._items.append(item)
        if self.kind is PileKind.TRICK:
            assert seat is not None, "a card in the trick remembers who played it"
            self._played_by[item] = seat

    def _take(self, item: CardItem) -> None:
        if item not in self:
            raise ValueError(f"the card is not in the {self.name}")
        self._items.remove(item)
        self._played_by.pop(item, None)

    def _sort(self, key: SortKey) -> None:
        self._items.sort(key=key)


class Piles:
    """Every pile on the table, by seat: the one place that changes them (``move``, ``clear``, ``sort``)."""

    def __init__(self) -> None:
        self.hands: tuple[Pile, ...] = ()  # by seat
        self.taken: tuple[Pile, ...] = ()  # by seat
        self.proposal: tuple[Pile, ...] = ()  # by seat: at most one card each
        self.trick = Pile(PileKind.TRICK)
        self.pack = Pile(PileKind.PACK)

    def clear(self, players: int) -> None:
        """Empty piles for ``players`` seats (the scene takes the old cards off the table first)."""
        self.hands = tuple(Pile(PileKind.HAND, seat) for seat in range(players))
        self.taken = tuple(Pile(PileKind.TAKEN, seat) for seat in range(players))
        self.proposal = tuple(Pile(PileKind.PROPOSAL, seat) for seat in range(players))
        self.trick = Pile(PileKind.TRICK)
        self.pack = Pile(PileKind.PACK)

    def every_pile(self) -> tuple[Pile, ...]:
        """The hands, the trick, the tricks taken, the proposals and the pack."""
        return (*self.hands, self.trick, *self.taken, *self.proposal, self.pack)

    def all_cards(self) -> list[CardItem]:
        """Every card item on the table, pile by pile."""
        return [item for pile in self.every_pile() for item in pile._items]

    def pile_of(self, item: CardItem) -> Pile | None:
        """The pile holding ``item`` (None for a card on its way off the table)."""
        return next((pile for pile in self.every_pile() if item in pile), None)

    def proposals(self) -> Mapping[int, CardItem]:
        """The cards proposed so far, by seat."""
        return {seat: pile._items[0] for seat, pile in enumerate(self.proposal) if pile._items}

    def move(self, item: CardItem, source: Pile | None, target: Pile | None, seat: int | None = None) -> None:
        """``item`` leaves ``source`` for the top of ``target`` (as KPat's ``moveCardToPile``).  A source of None
        brings a new card onto the table, a target of None takes it off; a card not in ``source`` (or, new, already
        on the table) is refused (``ValueError``).  A card joining the trick remembers who played it: ``seat``, or
        the seat of the hand it comes from."""
        if source is not None:
            source._take(item)
        elif self.pile_of(item) is not None:
            raise ValueError(f"the card is already in the {self.pile_of(item)!r}")
        if target is not None:
            played_by = seat if seat is not None else source.seat if source is not None else None
            target._add(item, played_by)

    def sort(self, pile: Pile, key: SortKey) -> None:
        """Put ``pile`` in the order of ``key`` (the player's hand, sorted)."""
        pile._sort(key)

    def leaving_hand(self, seat: int, card: Card | None, viewer: int) -> CardItem | None:
        """The item that leaves ``seat``'s hand for ``card``: the card itself, or for an opponent's hand any
        face-down one, from the middle.  None when the hand is empty, or the viewer does not hold ``card``."""
        hand = self.hands[seat]
        if not hand:
            return None
        item = next((i for i in hand if i.card == card), None) if card is not None else None
        if item is None:
            if seat == viewer and card is not None:
                return None  # not in the player's hand: the view decides, so leave the hand alone
            item = hand[len(hand) // 2]
        return item

