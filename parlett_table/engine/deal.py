"""One deal: the state machine every game shares, as a value and as a simulator.

``Deal`` is the public state: an immutable value whose ``apply`` returns a new
deal and the events the action caused.  ``Simulator`` is the same machine made
mutable and unchecked, for search.  Both wrap a ``Core``, the private mutable
representation with hands as bitmasks; the game module's hooks read and update
it, so every rule is written once and serves play, replay and search alike.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from enum import IntEnum
from typing import TYPE_CHECKING

from .actions import SAY_TYPES, Action, Answer, Ask, Estimate, Give, Play, Propose
from .cards import Card, Suit, card_of, cards_of, describe_card, mask_of
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
from .game import DONE, GIVE, PLAY, PROPOSE, TALK, Game
from .outcome import Outcome, Trick, plural

if TYPE_CHECKING:
    from .view import SeatView


class Phase(IntEnum):
    """What kind of decision the seat to move faces."""

    PROPOSE = 0  # choose a card for the simultaneous reveal
    TALK = 1  # Hoodwink partner talk: an estimate, or the answer to a request
    PLAY = 2  # play a card (a partner about to lead may also ask for requests)
    GIVE = 3  # Who's Who: say who takes a trick holding a joker
    DONE = 4


RawTrick = tuple[int, tuple[int, ...], int, int]  # leader, cards, winner, taker


def shuffled(cards: Sequence[int], rng: random.Random) -> list[int]:
    """Fisher–Yates over ``rng.random()``: the same seed shuffles alike everywhere."""
    out = list(cards)
    draw = rng.random
    for i in range(len(out) - 1, 0, -1):
        j = int(draw() * (i + 1))
        out[i], out[j] = out[j], out[i]
    return out


class Core:
    """The mutable state of a deal.  Private to the engine: use ``Deal`` or ``Simulator``."""

    __slots__ = (
        "aim",
        "asked",
        "dealer",
        "dealt",
        "game",
        "hands",
        "leader",
        "log",
        "n",
        "phase",
        "played",
        "proposals",
        "roles",
        "seed",
        "talk",
        "talk_queue",
        "to_move",
        "trick",
        "tricks",
        "trump",
        "undealt",
        "won",
    )  # fmt: skip

    def __init__(
        self,
        game: Game,
        hands: Sequence[int],
        dealer: int,
        undealt: int = 0,
        seed: int | None = None,
    ) -> None:
        n = game.players
        self.game = game
        self.n = n
        self.dealer = dealer
        self.seed = seed
        self.dealt = tuple(hands)
        self.undealt = undealt
        self.hands = list(hands)
        self.proposals = [-1] * n
        self.phase = PROPOSE if game.has_proposals else PLAY
        self.leader = (dealer + 1) % n
        self.to_move = self.leader
        self.trump = -1
        self.aim: str | None = None
        self.roles: tuple[str | None, ...] = (None,) * n
        self.trick: list[int] = []
        self.tricks: list[RawTrick] = []
        self.won = [0] * n
        self.played = 0
        self.talk: list[Action] = []  # partner talk, public, in order
        self.talk_queue: tuple[int, ...] = ()  # seats still to give an estimate
        self.asked = False  # the current leader has asked for requests
        self.log: list[Action] | None = []
        game.start(self)

    def copy(self) -> Core:
        new = object.__new__(Core)
        new.game = self.game
        new.n = self.n
        new.dealer = self.dealer
        new.seed = self.seed
        new.dealt = self.dealt
        new.undealt = self.undealt
        new.hands = self.hands[:]
        new.proposals = self.proposals[:]
        new.phase = self.phase
        new.to_move = self.to_move
        new.trump = self.trump
        new.aim = self.aim
        new.roles = self.roles
        new.leader = self.leader
        new.trick = self.trick[:]
        new.tricks = self.tricks[:]
        new.won = self.won[:]
        new.played = self.played
        new.talk = self.talk[:]
        new.talk_queue = self.talk_queue
        new.asked = self.asked
        new.log = None if self.log is None else self.log[:]
        return new

    # --- applying actions (unchecked) -----------------------------------------

    def propose(self, card: int) -> None:
        seat = self.to_move
        self.proposals[seat] = card
        next_seat = (seat + 1) % self.n
        if next_seat != (self.dealer + 1) % self.n:
            self.to_move = next_seat
            return
        self.phase = PLAY
        self.to_move = self.leader
        self.game.settle(self)

    def play(self, card: int) -> None:
        seat = self.to_move
        bit = 1 << card
        self.hands[seat] ^= bit
        self.played |= bit
        trick = self.trick
        trick.append(card)
        self.asked = False
        if len(trick) < self.n:
            self.to_move = (seat + 1) % self.n
            return
        winner, decide = self.game.trick_winner(trick, self.leader, self.trump)
        if decide:
            self.phase = GIVE
            self.to_move = winner
        else:
            self.finish_trick(winner, winner)

    def give(self, taker: int) -> None:
        self.finish_trick(self.to_move, taker)

    def finish_trick(self, winner: int, taker: int) -> None:
        self.tricks.append((self.leader, tuple(self.trick), winner, taker))
        self.won[taker] += 1
        self.trick = []
        self.leader = self.to_move = taker
        self.phase = PLAY
        if len(self.tricks) == self.game.tricks_per_deal:
            self.phase = DONE
            self.to_move = -1
        else:
            self.game.after_trick(self)

    def do(self, action: Action) -> None:
        """Apply an action already known to be legal."""
        kind = type(action)
        if kind is Play:
            self.play(action.card)  # type: ignore[union-attr]
        elif kind is Propose:
            self.propose(action.card)  # type: ignore[union-attr]
        elif kind is Give:
            self.give(action.to)  # type: ignore[union-attr]
        else:
            self.game.apply_say(self, action)
        if self.log is not None:
            self.log.append(action)

    # --- legality ---------------------------------------------------------------

    def legal_actions(self) -> list[Action]:
        seat, phase, game = self.to_move, self.phase, self.game
        if phase == PLAY:
            plays: list[Action] = [Play(seat, card) for card in cards_of(game.legal_play_mask(self, seat))]
            return plays + game.legal_says(self, seat)
        if phase == PROPOSE:
            return [Propose(seat, card) for card in cards_of(game.legal_proposal_mask(self, seat))]
        if phase == TALK:
            return game.legal_says(self, seat)
        if phase == GIVE:
            return [Give(seat, taker) for taker in range(self.n)]
        return []

    def check(self, action: Action) -> None:
        """Raise ``IllegalActionError`` unless ``action`` is legal now."""
        seat = action.seat
        if self.phase == DONE:
            raise IllegalActionError(
                seat, "deal_over", action, "The deal is over.", f"acted after the deal ended: {action}"
            )
        if not 0 <= seat < self.n:
            raise IllegalActionError(
                seat, "no_such_seat", action,
                "There is no such player at this table.", f"is not at this {self.n}-player table",
            )  # fmt: skip
        if seat != self.to_move:
            raise IllegalActionError(
                seat, "turn", action,
                f"It is not your turn: another player is to {_VERB[self.phase]}.",
                f"acted out of turn (seat {self.to_move} is to {_VERB[self.phase]})",
            )  # fmt: skip
        kind = type(action)
        if kind in SAY_TYPES and self.phase in (TALK, PLAY):
            error = self.game.say_error(self, action)
            if error is not None:
                raise error
            return
        expected = _EXPECTED[self.phase]
        if kind is not expected:
            verb = _VERB[self.phase]
            raise IllegalActionError(
                seat, "wrong_decision", action,
                f"Now you must {_PLAYER_VERB[self.phase]}.", f"must {verb}, not {_DOES[kind]}",
            )  # fmt: skip
        if kind is Give:
            to = action.to  # type: ignore[union-attr]
            if not 0 <= to < self.n:
                raise IllegalActionError(
                    seat, "no_such_seat", action,
                    "There is no such player to give the trick to.",
                    f"gave the trick to seat {to}, who is not at the table",
                )  # fmt: skip
            return
        card = action.card  # type: ignore[union-attr]
        if not self.hands[seat] >> card & 1:
            raise IllegalActionError(
                seat, "not_held", action,
                f"You do not hold the {describe_card(card)}.",
                f"does not hold {card_of(card)}, {_DOES[kind]} {card_of(card)}",
            )  # fmt: skip
        if kind is Propose:
            error = self.game.proposal_error(self, action)  # type: ignore[arg-type]
            if error is not None:
                raise error
        elif not self.game.legal_play_mask(self, seat) >> card & 1:
            raise self.game.play_error(self, action)  # type: ignore[arg-type]


_EXPECTED = {PROPOSE: Propose, PLAY: Play, GIVE: Give, TALK: Estimate}
_VERB = {
    PROPOSE: "propose a card",
    TALK: "talk",
    PLAY: "play a card",
    GIVE: "say who takes the trick",
    DONE: "act",
}
_PLAYER_VERB = {  # what the player must do, in their words (the record's words above stay as they are)
    PROPOSE: "choose a card to show",
    TALK: "talk to your partner first",
    PLAY: "play a card",
    GIVE: "say who takes the trick",
    DONE: "wait",
}
_DOES = {Propose: "proposed", Play: "played", Give: "gave a trick", Estimate: "talked", Ask: "talked", Answer: "talked"}


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
    for k in range(dealt):
        hands[(dealer + 1 + k) % n] |= 1 << order[k]
    return hands, mask_of(order[dealt:]), dealer


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

    __slots__ = ("_core",)

    def __init__(self, core: Core) -> None:
        self._core = core

    # --- starting -----------------------------------------------------------

    @classmethod
    def start(cls, game: Game, seed: int, dealer: int | None = None) -> Deal:
        """Deal number ``seed``, dealt by ``dealer`` (drawn from the seed if None)."""
        if dealer is not None:
            _check_dealer(game, dealer)
        hands, undealt, dealer = deal_hands(game, seed, dealer)
        return cls(Core(game, hands, dealer, undealt, seed))

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
        return cls(Core(game, masks, dealer, rest, seed))

    # --- what the state is ------------------------------------------------------

    @property
    def game(self) -> Game:
        return self._core.game

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
        return Phase(self._core.phase)

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
        return self._core.game.record_roles(self._core)

    @property
    def public_roles(self) -> tuple[str | None, ...]:
        """The roles every seat can know at this moment."""
        return self._core.game.public_roles(self._core)

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
        return Deal(new), _events(old, new, action)

    def settled(self) -> bool:
        """Whether the rest of the deal is settled: every way of playing it gives every seat the same score.

        Asked only near the end (see ``settle.py``); False before the cards are played and after the end.
        """
        return self.settled_scores() is not None

    def settled_scores(self) -> tuple[int, ...] | None:
        """Every seat's score for the deal when ``settled``, else None."""
        from .settle import settled_points

        return settled_points(self._core)

    def outcome(self) -> Outcome:
        """How the finished deal came out; raises ``ValueError`` before the end."""
        core = self._core
        if core.phase != DONE:
            raise ValueError("the deal is not finished")
        roles, lines, summary = core.game.score(core)
        return Outcome(
            game=core.game.id,
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
        return core.game.explain(core, names or [f"Seat {seat}" for seat in range(core.n)], reader)

    def view(self, seat: int) -> SeatView:
        """Exactly what ``seat`` may know now."""
        from .view import make_view

        return make_view(self._core, seat)

    def simulator(self) -> Simulator:
        """A mutable copy of this deal for search."""
        return Simulator(self)

    def to_record(self) -> dict[str, object]:
        from .record import deal_to_record

        return deal_to_record(self)

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


class Simulator:
    """A deal as a mutable machine for search: no checks, no events, no history of actions.

    Cards are plain integers (``Card`` values work too).  Use ``Deal`` for
    anything a person sees.
    """

    __slots__ = ("core",)

    def __init__(self, deal: Deal) -> None:
        self.core = deal._core.copy()
        self.core.log = None

    @classmethod
    def from_view(
        cls,
        view: SeatView,
        hands: Sequence[int],
        undealt: int = 0,
        rng: random.Random | None = None,
    ) -> Simulator:
        """A world consistent with what ``view`` shows, for search over the hidden cards.

        ``hands[seat]`` is the mask of cards each seat holds now (the viewer's
        own as in the view) and ``undealt`` the cards out of play.  Proposals
        already made but not yet revealed are guessed with ``rng`` among the
        cards those seats could have proposed.  Nothing is checked: the caller
        samples consistently.
        """
        game = view.rules
        n = view.players
        played_by = [0] * n
        raw_tricks: list[RawTrick] = []
        for trick in view.tricks:
            raw_tricks.append((trick.leader, tuple(trick.cards), trick.winner, trick.taker))
            for at, card in enumerate(trick.cards):
                played_by[(trick.leader + at) % n] |= 1 << card
        for at, card in enumerate(view.current_trick):
            played_by[(view.leader + at) % n] |= 1 << card
        core = object.__new__(Core)
        core.game = game
        core.n = n
        core.dealer = view.dealer
        core.seed = None
        core.dealt = tuple(hands[seat] | played_by[seat] for seat in range(n))
        core.undealt = undealt
        core.hands = list(hands)
        if view.proposals is not None:
            core.proposals = [int(card) for card in view.proposals]
        else:
            core.proposals = [-1] * n
        core.phase = view.phase
        core.to_move = -1 if view.to_move is None else view.to_move
        core.trump = -1 if view.trump is None else int(view.trump)
        core.aim = view.aim
        core.roles = view.roles
        core.leader = view.leader
        core.trick = [int(card) for card in view.current_trick]
        core.tricks = raw_tricks
        core.won = list(view.tricks_won)
        core.played = 0
        for mask in played_by:
            core.played |= mask
        core.talk = list(view.talk)
        estimated = {say.seat for say in view.talk if isinstance(say, Estimate)}
        first = (view.dealer + 1) % n
        in_order = [(first + k) % n for k in range(n)]
        core.talk_queue = ()
        if view.phase == TALK and len(estimated) < 2:
            core.talk_queue = tuple(s for s in in_order if view.roles[s] == "partner" and s not in estimated)
        core.asked = view.asked
        core.log = None
        game.start(core)  # roles that follow from the dealt hands (Who's Who)
        if view.phase == PROPOSE:
            draw = (rng or random.Random(0)).random
            seat = (view.dealer + 1) % n
            while seat != view.to_move:  # these seats have proposed, face down
                options = cards_of(game.legal_proposal_mask(core, seat))
                core.proposals[seat] = options[int(draw() * len(options))]
                seat = (seat + 1) % n
        new = object.__new__(Simulator)
        new.core = core
        return new

    def copy(self) -> Simulator:
        new = object.__new__(Simulator)
        new.core = self.core.copy()
        return new

    @property
    def phase(self) -> int:
        return self.core.phase

    @property
    def to_move(self) -> int:
        return self.core.to_move

    @property
    def is_over(self) -> bool:
        return self.core.phase == DONE

    def legal_play_mask(self) -> int:
        return self.core.game.legal_play_mask(self.core, self.core.to_move)

    def legal_actions(self) -> list[Action]:
        return self.core.legal_actions()

    def play(self, card: int) -> None:
        self.core.play(card)

    def apply(self, action: Action) -> None:
        self.core.do(action)

    def points(self) -> list[int]:
        return self.core.game.points(self.core)

    def random_playout(self, rng: random.Random) -> list[int]:
        """Play to the end choosing uniformly among legal actions; the points scored."""
        core = self.core
        game = core.game
        draw = rng.random
        talk = bool(game.options.get("partner_talk"))  # asking is a legal action then
        legal_play_mask = game.legal_play_mask
        play = core.play
        while True:
            phase = core.phase
            if phase == PLAY:
                mask = legal_play_mask(core, core.to_move)
                if talk:  # a partner about to lead may ask for requests instead
                    says = game.legal_says(core, core.to_move)
                    pick = int(draw() * (mask.bit_count() + len(says)))
                    if pick >= mask.bit_count():
                        core.do(says[pick - mask.bit_count()])
                        continue
            elif phase == PROPOSE:
                mask = game.legal_proposal_mask(core, core.to_move)
            elif phase == DONE:
                return game.points(core)
            else:
                actions = core.legal_actions()
                core.do(actions[int(draw() * len(actions))])
                continue
            # A uniformly drawn set bit of the mask: clear k lowest bits, take the next.
            k = int(draw() * mask.bit_count())
            while k:
                mask &= mask - 1
                k -= 1
            card = (mask & -mask).bit_length() - 1
            if phase == PLAY:
                play(card)
            else:
                core.propose(card)


def _check_dealer(game: Game, dealer: int) -> None:
    if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < game.players:
        raise RecordError("dealer", f"{dealer!r} is not a seat of a {game.players}-player table")


def _check_card(game: Game, card: int, seen: int, where: str, group: str) -> None:
    if not game.pack_mask >> card & 1:
        raise RecordError(where, f"{card_of(card)} is not in the {game.name} pack")
    if seen >> card & 1:
        raise RecordError(group, f"{card_of(card)} dealt twice")


def to_trick(raw: RawTrick) -> Trick:
    """The public value of a trick the core keeps as a tuple."""
    leader, cards, winner, taker = raw
    return Trick(leader, tuple(card_of(card) for card in cards), winner, taker)


def _events(old: Core, new: Core, action: Action) -> list[Event]:
    """The events between two consecutive states, derived from what changed."""
    game = new.game
    events: list[Event] = []
    kind = type(action)
    if kind is Propose:
        events.append(ProposalMade(action.seat))
        if new.phase != PROPOSE:
            events.append(ProposalsRevealed(tuple(card_of(card) for card in new.proposals)))
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
        events.append(DealScored(Deal(new).outcome()))
    return events
