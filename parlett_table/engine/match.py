"""A match: a sequence of deals with dealer rotation, totals and an end condition."""

from __future__ import annotations

from dataclasses import dataclass

from .actions import Action
from .deal import Deal
from .events import Event, MatchOver
from .game import Game
from .outcome import Outcome


@dataclass(frozen=True)
class Match:
    """A match in progress or finished, as a value.

    Deal numbers run on from ``first_seed``, one per deal.  The last deal may
    be in progress; every earlier one is finished.

    >>> from parlett_table.engine import create_game
    >>> match = Match.start(create_game("crescendo", 3), seed=100)
    >>> match.deal_number, match.deals_to_play
    (100, 3)
    """

    game: Game
    first_seed: int
    deals: tuple[Deal, ...]

    @classmethod
    def start(cls, game: Game, seed: int, first_dealer: int | None = None) -> Match:
        """A new match whose first deal is number ``seed``; the first dealer is drawn from it if None."""
        return cls(game, seed, (Deal.start(game, seed, first_dealer),))

    @property
    def current(self) -> Deal:
        return self.deals[-1]

    @property
    def deal_number(self) -> int:
        return self.first_seed + len(self.deals) - 1

    @property
    def outcomes(self) -> tuple[Outcome, ...]:
        return tuple(deal.outcome() for deal in self.deals if deal.is_over)

    @property
    def totals(self) -> tuple[int, ...]:
        """Each seat's total over the finished deals."""
        totals = [0] * self.game.players
        for outcome in self.outcomes:
            for seat, score in enumerate(outcome.scores):
                totals[seat] += score
        return tuple(totals)

    @property
    def deals_to_play(self) -> int | None:
        """The fixed number of deals, or None for a match played to a target."""
        return self.game.match_deals()

    @property
    def target(self) -> int | None:
        return self.game.match_target()

    @property
    def is_over(self) -> bool:
        """The end condition was met by the last finished deal.

        To a target: some total reached it and one total is highest (equal
        highest totals play on).  A fixed number of deals: all were played.
        """
        if not self.current.is_over:
            return False
        totals = self.totals
        deals = self.deals_to_play
        if deals is not None:
            return len(self.deals) >= deals
        target = self.target or 0
        best = max(totals)
        return best >= target and totals.count(best) == 1

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with the highest total once the match is over (several share a win)."""
        if not self.is_over:
            return ()
        totals = self.totals
        best = max(totals)
        return tuple(seat for seat, total in enumerate(totals) if total == best)

    def apply(self, action: Action) -> tuple[Match, list[Event]]:
        """The match after an action in the current deal, and the events it caused."""
        deal, events = self.current.apply(action)
        match = Match(self.game, self.first_seed, self.deals[:-1] + (deal,))
        if match.is_over:
            events.append(MatchOver(match.totals, match.winners))
        return match, events

    def next_dealer(self) -> int:
        deal = self.current
        return self.game.next_dealer(deal.dealer, deal.outcome().roles)

    def next_deal(self) -> Match:
        """The match with its next deal started; only after a finished deal of a match not over."""
        if not self.current.is_over:
            raise ValueError("the current deal is not finished")
        if self.is_over:
            raise ValueError("the match is over")
        deal = Deal.start(self.game, self.first_seed + len(self.deals), self.next_dealer())
        return Match(self.game, self.first_seed, self.deals + (deal,))
