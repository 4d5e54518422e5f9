"""One deal as an immutable value: the state machine every game shares, with checks and events.

``Deal.apply`` checks an action once (``Core.check``) and returns a new deal
and the events the action caused.  The state itself is a ``Core`` (``core.py``),
which the game module's hooks read and update, so every rule is written once
and serves play, replay and search (``Simulator``) alike.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from .actions import SAY_TYPES, Action, Play, Propose
from .cards import Card, Suit, card_of, cards_of
from .core import DONE, PROPOSE, Core, Phase, shuffled, to_trick
from .errors import IllegalActionError, RecordError
from .events import (
    CardPlayed,
    DealScored,
    Event,
    ProposalMade,
    ProposalsRevealed,
    RolesRevealed,
    Said,
    TrickWon,
    TrumpSettled,
)
from .game import Game
from .outcome import Outcome, Trick, plural
from .settle import settled_points
from .simulator import Simulator
from .view import SeatView, make_view, make_views


def deal_hands(game: Game, seed: int, dealer: int | None = None) -> tuple[list[int], int, int]:
    """(hands, undealt mask, dealer) for deal number ``seed``.

    The pack is shuffled with ``random.Random(seed)``; the dealer, when not
    given, is drawn from the same generator afterwards; cards then go one at a
    time from the top, starting at the dealer's left.
    """
    rng = random.Random(seed)
    order = shuffled(game.pack(), rng)
    if dealer is None:
        dealer = game.first_dealer(rng)
    n = game.players
    hands = [0] * n
    dealt = n * game.hand_size
    bit = (1).__lshift__
    for k in range(n):  # every n-th card, from the k-th, goes to the k-th seat from the dealer's left
        hands[(dealer + 1 + k) % n] = sum(map(bit, order[k:dealt:n]))  # distinct bits: their sum is their union
    return hands, sum(map(bit, order[dealt:])), dealer


class Deal:
    """The state of one deal, as an immutable value.

    >>> from parlett_table.engine import create_game
    >>> deal = Deal.start(create_game("hoodwink"), seed=7, dealer=0)
    >>> deal.phase, deal.to_move
    (<Phase.PROPOSE: 0>, 1)
    >>> deal, events = deal.apply(deal.legal_actions()[0])
    >>> [str(event) for event in events]
    ['1 proposed']
    """

    __slots__ = ("_core", "_game")

    def __init__(self, game: Game, core: Core) -> None:
        self._game = game  # the same game as ``core.game``, which knows it only by its hooks
        self._core = core

    # --- starting -----------------------------------------------------------

    @classmethod
    def start(cls, game: Game, seed: int, dealer: int | None = None) -> Deal:
        """Deal number ``seed``, dealt by ``dealer`` (drawn from the seed if None)."""
        if dealer is not None:
            _check_dealer(game, dealer)
        hands, undealt, dealer = deal_hands(game, seed, dealer)
        return cls(game, Core.start(game, hands, dealer, undealt, seed))

    @classmethod
    def from_hands(
        cls,
        game: Game,
        hands: Sequence[Iterable[int]],
        dealer: int,
        undealt: Iterable[int] = (),
        seed: int | None = None,
    ) -> Deal:
        """A deal with the given hands; raises ``RecordError`` unless they are exactly the pack."""
        _check_dealer(game, dealer)
        if len(hands) != game.players:
            raise RecordError("hands", f"{len(hands)} hands for {game.players} players")
        masks = []
        seen = 0
        for seat, hand in enumerate(hands):
            cards = list(hand)
            if len(cards) != game.hand_size:
                raise RecordError(f"hands[{seat}]", f"{plural(len(cards), 'card')}, {game.name} deals {game.hand_size}")
            mask = 0
            for at, card in enumerate(cards):
                _check_card(game, card, seen | mask, f"hands[{seat}][{at}]", "hands")
                mask |= 1 << card
            seen |= mask
            masks.append(mask)
        rest = 0
        for at, card in enumerate(undealt):
            _check_card(game, card, seen | rest, f"undealt[{at}]", "undealt")
            rest |= 1 << card
        seen |= rest
        if rest.bit_count() != game.undealt_count:
            raise RecordError("undealt", f"{plural(rest.bit_count(), 'card')}, expected {game.undealt_count}")
        missing = game.pack_mask & ~seen
        if missing:  # not reachable with the right sizes and no duplicates; kept as the last guard
            raise RecordError("hands", f"{card_of(cards_of(missing)[0])} missing")
        return cls(game, Core.start(game, masks, dealer, rest, seed))

    # --- what the state is ------------------------------------------------------

    @property
    def game(self) -> Game:
        return self._game

    @property
    def players(self) -> int:
        return self._core.n

    @property
    def dealer(self) -> int:
        return self._core.dealer

    @property
    def seed(self) -> int | None:
        return self._core.seed

    @property
    def phase(self) -> Phase:
        return self._core.phase

    @property
    def to_move(self) -> int | None:
        """The seat that must act next, or None when the deal is over."""
        return None if self._core.phase == DONE else self._core.to_move

    @property
    def is_over(self) -> bool:
        return self._core.phase == DONE

    def hand(self, seat: int) -> tuple[Card, ...]:
        return tuple(cards_of(self._core.hands[seat]))

    def dealt_hand(self, seat: int) -> tuple[Card, ...]:
        return tuple(cards_of(self._core.dealt[seat]))

    @property
    def undealt(self) -> tuple[Card, ...]:
        return tuple(cards_of(self._core.undealt))

    @property
    def proposals(self) -> tuple[Card | None, ...]:
        """Every seat's proposal so far (the engine's truth: not for showing before the reveal)."""
        return tuple(None if card < 0 else card_of(card) for card in self._core.proposals)

    @property
    def trump(self) -> Suit | None:
        return None if self._core.trump < 0 else Suit(self._core.trump)

    @property
    def aim(self) -> str | None:
        return self._core.aim

    @property
    def roles(self) -> tuple[str | None, ...]:
        """The roles as a replay reports them (see the deal-record spec)."""
        return self._game.record_roles(self._core)

    @property
    def public_roles(self) -> tuple[str | None, ...]:
        """The roles every seat can know at this moment."""
        return self._game.public_roles(self._core)

    @property
    def leader(self) -> int:
        """The seat that led (or is to lead) the current trick."""
        return self._core.leader

    @property
    def current_trick(self) -> tuple[Card, ...]:
        """Cards played to the trick in progress, from the leader on."""
        return tuple(card_of(card) for card in self._core.trick)

    @property
    def tricks(self) -> tuple[Trick, ...]:
        return tuple(to_trick(raw) for raw in self._core.tricks)

    @property
    def tricks_won(self) -> tuple[int, ...]:
        return tuple(self._core.won)

    @property
    def talk(self) -> tuple[Action, ...]:
        return tuple(self._core.talk)

    @property
    def actions(self) -> tuple[Action, ...]:
        return tuple(self._core.log or ())

    # --- acting -----------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        """Every action the seat to move may take (empty once the deal is over)."""
        return self._core.legal_actions()

    def check(self, action: Action) -> None:
        """Raise ``IllegalActionError`` (with the rule broken) unless ``action`` is legal."""
        self._core.check(action)

    def is_legal(self, action: Action) -> bool:
        try:
            self._core.check(action)
        except IllegalActionError:
            return False
        return True

    def apply(self, action: Action) -> tuple[Deal, list[Event]]:
        """The deal after ``action``, and the events it caused, in order."""
        old = self._core
        old.check(action)
        new = old.copy()
        new.do(action)
        return Deal(self._game, new), _events(self._game, old, new, action)

    def settled(self) -> bool:
        """Whether the rest of the deal is settled: every way of playing it gives every seat the same score.

        Asked only near the end (see ``settle.py``); False before the cards are played and after the end.
        """
        return self.settled_scores() is not None

    def settled_scores(self) -> tuple[int, ...] | None:
        """Every seat's score for the deal when ``settled``, else None."""
        return settled_points(self._core)

    def outcome(self) -> Outcome:
        """How the finished deal came out; raises ``ValueError`` before the end."""
        core = self._core
        if core.phase != DONE:
            raise ValueError("the deal is not finished")
        roles, lines, summary = self._game.score(core)
        return Outcome(
            game_id=self._game.id,
            trump=self.trump,
            aim=core.aim,
            roles=roles,
            tricks=self.tricks,
            tricks_won=tuple(core.won),
            lines=lines,
            summary=summary,
        )

    def explain(self, names: Sequence[str] | None = None, reader: int | None = None) -> list[str]:
        """How trump and roles were settled, in sentences naming seats by ``names`` ("Seat 0" … if None).

        ``reader`` is the seat of the person reading, called "you" rather than by name.  Only what
        everyone may know at this moment: in Who's Who nothing until the deal is over.
        """
        core = self._core
        return self._game.explain(core, names or [f"Seat {seat}" for seat in range(core.n)], reader)

    def view(self, seat: int) -> SeatView:
        """Exactly what ``seat`` may know now."""
        return make_view(self._game, self._core, seat)

    def views(self, seats: Sequence[int]) -> list[SeatView]:
        """``view`` of each of ``seats``, what they know alike built once."""
        return make_views(self._game, self._core, seats)

    def simulator(self) -> Simulator:
        """A mutable copy of this deal for search."""
        core = self._core.copy()
        core.log = None
        return Simulator(self._game, core)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Deal):
            return NotImplemented
        a, b = self._core, other._core
        return (a.game, a.dealer, a.dealt, a.undealt, a.log) == (b.game, b.dealer, b.dealt, b.undealt, b.log)

    def __hash__(self) -> int:
        core = self._core
        return hash((core.game, core.dealer, core.dealt, tuple(core.log or ())))

    def __repr__(self) -> str:
        core = self._core
        return f"<Deal {core.game.id} seed={core.seed} dealer={core.dealer} actions={len(core.log or ())}>"


def _check_dealer(game: Game, dealer: int) -> None:
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < game.players:
        raise RecordError("dealer", f"{dealer!r} is not a seat of a {game.players}-player table")


def _check_card(game: Game, card: int, seen: int, where: str, group: str) -> None:
    if not game.pack_mask >> card & 1:
        raise RecordError(where, f"{card_of(card)} is not in the {game.name} pack")
    if seen >> card & 1:
        raise RecordError(group, f"{card_of(card)} dealt twice")


def _events(game: Game, old: Core, new: Core, action: Action) -> list[Event]:
    """The events between two consecutive states, derived from what changed."""
    events: list[Event] = []
    kind = type(action)
    if kind is Propose:
        events.append(ProposalMade(action.seat))
        if new.phase != PROPOSE:
            events.append(ProposalsRevealed(tuple(map(card_of, new.proposals))))
            trump = None if new.trump < 0 else Suit(new.trump)
            events.append(TrumpSettled(trump, new.aim, game.public_roles(new)))
    elif kind is Play:
        events.append(CardPlayed(action.seat, action.card))  # type: ignore[union-attr]
    elif kind in SAY_TYPES:
        events.append(Said(action))  # type: ignore[arg-type]
    if len(new.tricks) > len(old.tricks):
        events.append(TrickWon(len(new.tricks), to_trick(new.tricks[-1])))
    if kind is not Propose:
        roles = game.public_roles(new)
        if roles != game.public_roles(old):
            events.append(RolesRevealed(roles))
    if new.phase == DONE:
        events.append(DealScored(Deal(game, new).outcome()))
    return events
