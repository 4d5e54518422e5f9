"""Events: what an applied action caused, in the order it happened.

Events carry only public information (a proposal is announced without its
card until all are revealed), so they can be shown to every seat as they are.
The table animates them; it never looks inside the engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from .actions import Answer, Ask, Estimate
from .cards import Card, Suit
from .outcome import Outcome, Trick


@dataclass(frozen=True)
class ProposalMade:
    """A seat chose its proposal card; the card stays hidden until all have chosen."""

    seat: int

    def __str__(self) -> str:
        return f"{self.seat} proposed"


@dataclass(frozen=True)
class ProposalsRevealed:
    """All proposals turn face up together; ``cards[seat]`` is that seat's card."""

    cards: tuple[Card, ...]

    def __str__(self) -> str:
        return "revealed " + " ".join(str(card) for card in self.cards)


@dataclass(frozen=True)
class TrumpSettled:
    """Trump, aim (Hamlet) and the roles known to everyone (None where not yet known)."""

    trump: Suit | None
    aim: str | None
    roles: tuple[str | None, ...]

    def __str__(self) -> str:
        trump = self.trump.letter if self.trump is not None else "-"
        roles = ",".join(role or "-" for role in self.roles)
        return f"trump {trump} aim {self.aim or '-'} roles {roles}"


@dataclass(frozen=True)
class Said:
    """Hoodwink partner talk, heard by everyone."""

    say: Estimate | Ask | Answer

    def __str__(self) -> str:
        return str(self.say)


@dataclass(frozen=True)
class CardPlayed:
    seat: int
    card: Card

    def __str__(self) -> str:
        return f"{self.seat} played {self.card}"


@dataclass(frozen=True)
class TrickWon:
    """A trick is finished; ``number`` counts from 1."""

    number: int
    trick: Trick

    def __str__(self) -> str:
        return f"trick {self.number} won by {self.trick.winner}, taken by {self.trick.taker}"


@dataclass(frozen=True)
class RolesRevealed:
    """Roles became known to everyone (Who's Who jokers, Hamlet and individual Hoodwink at the end)."""

    roles: tuple[str | None, ...]

    def __str__(self) -> str:
        return "roles " + ",".join(role or "-" for role in self.roles)


@dataclass(frozen=True)
class DealScored:
    outcome: Outcome

    def __str__(self) -> str:
        return "scored " + " ".join(str(score) for score in self.outcome.scores)


@dataclass(frozen=True)
class MatchOver:
    """The match ended with the deal just scored; ``winners`` share the highest total."""

    totals: tuple[int, ...]
    winners: tuple[int, ...]

    def __str__(self) -> str:
        return "match over, won by " + ",".join(str(seat) for seat in self.winners)


Event = Union[
    ProposalMade, ProposalsRevealed, TrumpSettled, Said, CardPlayed, TrickWon,
    RolesRevealed, DealScored, MatchOver,
]  # fmt: skip
