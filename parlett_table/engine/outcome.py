"""Values describing what happened in a deal: tricks, scores and their breakdown."""

from __future__ import annotations

from dataclasses import dataclass

from .cards import Card, Suit
from .language import translate
from .words import role_name


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


@dataclass(frozen=True)
class TrickReason:
    """Why a finished trick went where it did, as a game's rules say (``Game.trick_reason``).

    ``kind`` is one of:

    - ``"highest"``: the highest card of the suit led; ``cards`` is that card.
    - ``"trump"``: the highest trump on a trick that was not led in trumps, or, after a Hoodwink joker
      lead (which leads trumps), the highest trump; ``cards`` is (the winning trump, the card led).
    - ``"joker_trump"``: Hoodwink's joker, the lowest trump, was the only trump; ``cards`` is (the joker,
      the card led) or just the joker when it was led.
    - ``"snap"``: Crescendo, the last card of the led rank from another suit; ``cards`` is (the snap, the
      card led, any earlier snaps).
    - ``"second"``: Who's Who, the second-highest card of the suit led; ``cards`` is (the winner, the
      highest card of the suit, which it sits under).
    - ``"unfollowed"``: Who's Who, nobody followed the card led, so it wins; ``cards`` is the card led.
    - ``"joker_led"``: Hamlet, Polonius led and wins whatever is played; ``cards`` is the joker.
    - ``"joker_choice"``: Who's Who, a joker's player chose who takes the trick (with both jokers in it,
      the third player chose); ``cards`` is the jokers.  The trick's ``winner`` is the seat that chose.
    """

    kind: str
    cards: tuple[Card, ...]


def trick_unit(count: int) -> str:
    """The word after a number of tricks in a score line: ``trick`` or ``tricks``, in the player's language."""
    return translate("Scores", "trick") if count == 1 else translate("Scores", "tricks")


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
        prefix = f"{role_name(self.role)}: " if self.role else ""
        if not self.items:
            return f"{prefix}0"
        parts = " + ".join(f"{points} {words}" for points, words in self.items)
        if self.factor != 1:
            # "5 tricks × 10", but "(10 for no tricks) × 10": brackets wherever the words say more than a count
            plain = len(self.items) == 1 and self.items[0][1] in (trick_unit(1), trick_unit(2))
            parts = f"{parts} × {self.factor}" if plain else f"({parts}) × {self.factor}"
        return f"{prefix}{parts} = {self.total}"


@dataclass(frozen=True)
class Outcome:
    """How a finished deal came out."""

    game_id: str
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
