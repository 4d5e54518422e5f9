"""A seat's view: exactly what one seat may know, and nothing more.

Computer players receive only this.  Hidden cards are out of reach by
construction: the view is built from public facts and the seat's own hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from .actions import Action
from .cards import Card, Suit, card_of, cards_of
from .core import DONE, PROPOSE, Core, Phase, to_trick
from .game import Game, OptionValue
from .outcome import Trick


@dataclass(frozen=True)
class SeatView:
    """What ``seat`` knows at one moment of a deal."""

    game_id: str
    game: Game  # the game and options in force (its id is also ``game_id``)
    players: int
    options: Mapping[str, OptionValue]
    seat: int
    dealer: int
    phase: Phase
    to_move: int | None
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    own_proposal: Card | None
    proposals: tuple[Card, ...] | None  # everyone's, once all are revealed
    trump: Suit | None
    aim: str | None
    roles: tuple[str | None, ...]  # as far as this seat can know them
    leader: int
    current_trick: tuple[Card, ...]
    tricks: tuple[Trick, ...]
    tricks_won: tuple[int, ...]
    talk: tuple[Action, ...]
    asked: bool  # the seat about to lead has already asked for requests
    undealt_count: int
    legal_actions: tuple[Action, ...]  # empty unless this seat is to move

    @property
    def played(self) -> tuple[Card, ...]:
        """Every card played so far, in order."""
        cards = [card for trick in self.tricks for card in trick.cards]
        return tuple(cards) + self.current_trick

    @property
    def tricks_so_far(self) -> list[tuple[int, tuple[Card, ...]]]:
        """Each trick's leader and cards in play order, the trick in play (if begun) last."""
        tricks = [(trick.leader, trick.cards) for trick in self.tricks]
        if self.current_trick:
            tricks.append((self.leader, self.current_trick))
        return tricks

    @property
    def is_my_turn(self) -> bool:
        return self.to_move == self.seat


def make_view(game: Game, core: Core, seat: int) -> SeatView:
    """What ``seat`` may know of the deal ``core`` of ``game``."""
    if not 0 <= seat < core.n:
        raise ValueError(f"there is no seat {seat} at this {core.n}-player table")
    revealed = core.phase != PROPOSE and game.has_proposals
    own = core.proposals[seat]
    my_turn = core.phase != DONE and core.to_move == seat
    return SeatView(
        game_id=game.id,
        game=game,
        players=core.n,
        options=dict(game.options),  # a plain copy: views travel to worker processes
        seat=seat,
        dealer=core.dealer,
        phase=core.phase,
        to_move=None if core.phase == DONE else core.to_move,
        hand=tuple(cards_of(core.hands[seat])),
        hand_sizes=tuple(hand.bit_count() for hand in core.hands),
        own_proposal=None if own < 0 else card_of(own),
        proposals=tuple(map(card_of, core.proposals)) if revealed else None,
        trump=None if core.trump < 0 else Suit(core.trump),
        aim=core.aim,
        roles=game.known_roles(core, seat),
        leader=core.leader,
        current_trick=tuple(map(card_of, core.trick)),
        tricks=tuple(to_trick(raw) for raw in core.tricks),
        tricks_won=tuple(core.won),
        talk=tuple(core.talk),
        asked=core.asked,
        undealt_count=core.undealt.bit_count(),
        legal_actions=tuple(core.legal_actions()) if my_turn else (),
    )


def make_views(game: Game, core: Core, seats: Sequence[int]) -> list[SeatView]:
    """What each of ``seats`` may know of the deal: ``make_view`` for each, what they all know alike (the
    tricks, the talk …) built once, for the first, and shared by the others' views."""
    views: list[SeatView] = []
    for seat in seats:
        if not views:
            views.append(make_view(game, core, seat))
            continue
        if not 0 <= seat < core.n:
            raise ValueError(f"there is no seat {seat} at this {core.n}-player table")
        own = core.proposals[seat]
        my_turn = core.phase != DONE and core.to_move == seat
        views.append(replace(
            views[0], options=dict(game.options), seat=seat, hand=tuple(cards_of(core.hands[seat])),
            own_proposal=None if own < 0 else card_of(own), roles=game.known_roles(core, seat),
            legal_actions=tuple(core.legal_actions()) if my_turn else (),
        ))  # fmt: skip
    return views
