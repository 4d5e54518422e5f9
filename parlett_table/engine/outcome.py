"""Values describing what happened in a deal: tricks, scores and their breakdown."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, Suit


@dataclass(frozen=True)
class Trick:
    """A finished trick: the cards in play order from ``leader``.

    ``winner`` is the seat whose card won by the rules of play (in Who's Who,
    for a trick holding a joker, the seat that decided who takes it);
    ``taker`` is the seat that took it into its count.
    """

    leader: int
    cards: tuple[Card, ...]
    winner: int
    taker: int

    def seat_of(self, position: int) -> int:
        """The seat that played the card at ``position`` (0 is the lead)."""
        return (self.leader + position) % len(self.cards)

    def plays(self) -> list[tuple[int, Card]]:
        """(seat, card) pairs in play order."""
        return [(self.seat_of(i), card) for i, card in enumerate(self.cards)]

    def card_of(self, seat: int) -> Card:
        return self.cards[(seat - self.leader) % len(self.cards)]

    def __str__(self) -> str:
        cards = " ".join(str(card) for card in self.cards)
        return f"{self.leader}: {cards} -> {self.winner} takes {self.taker}"


def plural(count: int, noun: str) -> str:
    """``1 trick``, ``2 tricks``."""
    return f"{count} {noun}" if count == 1 else f"{count} {noun}s"


@dataclass(frozen=True)
class SeatScore:
    """One seat's score for a deal, as items a person can follow.

    ``items`` are (points, words) pairs, each read as "points words", added
    together, then multiplied by ``factor``; ``text`` reads "Hood: 5 tricks +
    10 for winning + 10 for an odd count + 10 for matching a partner = 35".
    """

    role: str | None
    items: tuple[tuple[int, str], ...]
    factor: int = 1

    @property
    def total(self) -> int:
        return sum(points for points, _ in self.items) * self.factor

    @property
    def text(self) -> str:
        prefix = f"{self.role.capitalize()}: " if self.role else ""
        if not self.items:
            return f"{prefix}0"
        parts = " + ".join(f"{points} {words}" for points, words in self.items)
        if self.factor != 1:
            # "5 tricks × 10", but "(10 for no tricks) × 10": brackets wherever the words say more than a count
            plain = len(self.items) == 1 and not self.items[0][1].startswith("for ")
            parts = f"{parts} × {self.factor}" if plain else f"({parts}) × {self.factor}"
        return f"{prefix}{parts} = {self.total}"


@dataclass(frozen=True)
class Outcome:
    """How a finished deal came out."""

    game: str
    trump: Suit | None
    aim: str | None
    roles: tuple[str | None, ...]
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, ...]
    lines: tuple[SeatScore, ...]
    summary: str

    @property
    def scores(self) -> tuple[int, ...]:
        return tuple(line.total for line in self.lines)

    def breakdown(self) -> list[str]:
        """One line per seat: "Seat 1 (Hood): 5 tricks + ... = 35"."""
        return [f"Seat {seat}: {line.text}" for seat, line in enumerate(self.lines)]
