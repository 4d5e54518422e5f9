"""The fast state of a deal: the engine's declared API for game modules and search.

``Core`` is one deal's mutable state with hands as bitmasks.  The game modules'
hooks read and update it, ``Deal`` wraps it as an immutable value (copying it
for each action), ``Simulator`` runs it for search, and the computer players'
own searches (``ai/``) play on it directly.  Its moves are unchecked:
``Core.check`` is the one place that says whether an action is legal.

What ``Core`` needs of a game is the ``GameHooks`` protocol below, which
``game.Game`` implements; so this module depends on no game and every game
module depends on it, never the other way round.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import IntEnum
from typing import Protocol

from .actions import SAY_TYPES, Action, Answer, Ask, Estimate, Give, Play, Propose
from .cards import card_of, cards_of, describe_card
from .errors import IllegalActionError
from .language import QT_TRANSLATE_NOOP, translate
from .outcome import Trick


class Phase(IntEnum):
    """What kind of decision the seat to move faces."""

    PROPOSE = 0  # choose a card for the simultaneous reveal
    TALK = 1  # Hoodwink partner talk: an estimate, or the answer to a request
    PLAY = 2  # play a card (a partner about to lead may also ask for requests)
    GIVE = 3  # Who's Who: say who takes a trick holding a joker
    DONE = 4


# The members under module-level names, for every hot path (here, ``Deal``, ``Simulator`` and the
# game modules' hooks): a global lookup is several times faster than ``Phase.PLAY`` (an attribute
# of the enum's class), and search compares phases millions of times.  They are the same members.
PROPOSE, TALK, PLAY, GIVE, DONE = Phase

RawTrick = tuple[int, tuple[int, ...], int, int]  # leader, cards, winner, taker


class GameHooks(Protocol):
    """What the fast state needs of a game (``game.Game`` implements it; see there for each hook)."""

    @property
    def id(self) -> str: ...
    @property
    def players(self) -> int: ...
    @property
    def has_proposals(self) -> bool: ...
    @property
    def tricks_per_deal(self) -> int: ...
    @property
    def pack_mask(self) -> int: ...

    def start(self, core: Core) -> None: ...
    def legal_proposal_mask(self, core: Core, seat: int) -> int: ...
    def proposal_error(self, core: Core, action: Propose) -> IllegalActionError | None: ...
    def settle(self, core: Core) -> None: ...
    def legal_play_mask(self, core: Core, seat: int) -> int: ...
    def play_error(self, core: Core, action: Play) -> IllegalActionError: ...
    def trick_winner(self, trick: Sequence[int], leader: int, trump: int) -> tuple[int, bool]: ...
    def after_trick(self, core: Core) -> None: ...
    def legal_says(self, core: Core, seat: int) -> list[Action]: ...
    def say_error(self, core: Core, action: Action) -> IllegalActionError | None: ...
    def apply_say(self, core: Core, action: Action) -> None: ...
    def points(self, core: Core) -> list[int]: ...


@dataclass(slots=True, eq=False)
class Core:
    """The mutable state of one deal (cards are indices, hands and sets of cards are bitmasks).

    The constructor sets every field; ``Core.start`` makes the position after the deal.
    """

    game: GameHooks
    n: int  # players
    dealer: int
    seed: int | None
    dealt: tuple[int, ...]  # each seat's hand as dealt
    undealt: int
    hands: list[int]  # each seat's hand now
    proposals: list[int]  # -1 for none yet
    phase: Phase
    leader: int
    to_move: int  # -1 once the deal is over
    trump: int  # a suit index, -1 for none
    aim: str | None
    roles: tuple[str | None, ...]
    trick: list[int]  # the trick in progress, from the leader on
    tricks: list[RawTrick]
    won: list[int]  # tricks taken by each seat
    played: int  # every card played
    talk: list[Action]  # partner talk, public, in order
    talk_queue: tuple[int, ...]  # seats still to give an estimate
    asked: bool  # the current leader has asked for requests
    log: list[Action] | None  # every action so far; None in search, which needs no history

    @classmethod
    def start(
        cls, game: GameHooks, hands: Sequence[int], dealer: int, undealt: int = 0, seed: int | None = None
    ) -> Core:
        """The position right after the deal: ``hands`` dealt by ``dealer``, nothing played."""
        n = game.players
        leader = (dealer + 1) % n
        # The slots filled directly, as ``copy`` does (every deal search plays starts here);
        # ``tests/test_core.py`` checks that no field is left out.
        core = object.__new__(cls)
        core.game = game
        core.n = n
        core.dealer = dealer
        core.seed = seed
        core.dealt = tuple(hands)
        core.undealt = undealt
        core.hands = list(hands)
        core.proposals = [-1] * n
        core.phase = PROPOSE if game.has_proposals else PLAY
        core.leader = leader
        core.to_move = leader
        core.trump = -1
        core.aim = None
        core.roles = (None,) * n
        core.trick = []
        core.tricks = []
        core.won = [0] * n
        core.played = 0
        core.talk = []
        core.talk_queue = ()
        core.asked = False
        core.log = []
        game.start(core)
        return core

    def copy(self) -> Core:
        """An independent copy (lists copied; tuples and the game shared).

        Every ``Deal.apply`` copies the state, so this fills the slots directly, one assignment
        a line: a third faster than calling the 22-argument constructor, and faster than tuple
        assignments.  ``tests/test_core.py`` checks that no field is left out.
        """
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
        new.leader = self.leader
        new.to_move = self.to_move
        new.trump = self.trump
        new.aim = self.aim
        new.roles = self.roles
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
        """Raise ``IllegalActionError`` unless ``action`` is legal now.

        Every action the table and replays apply passes here, so the legal path is kept
        to the fewest steps: the errors are built by the helpers below.
        """
        seat, phase = action.seat, self.phase
        if seat != self.to_move or phase == DONE:  # a seat not at the table is never to move
            raise self._turn_error(action)
        kind = type(action)
        if kind in SAY_TYPES and phase in (TALK, PLAY):
            error = self.game.say_error(self, action)
            if error is not None:
                raise error
            return
        if kind is not _EXPECTED[phase]:
            raise IllegalActionError(
                seat, "wrong_decision", action,
                translate("Core", _PLAYER_MUST[phase]), f"must {_VERB[phase]}, not {_DOES[kind]}",
            )  # fmt: skip
        if kind is Give:
            self._check_give(action)  # type: ignore[arg-type]
            return
        card = action.card  # type: ignore[union-attr]
        if not self.hands[seat] >> card & 1:
            raise IllegalActionError(
                seat, "not_held", action,
                translate("Core", "You do not hold the {card}.").format(card=describe_card(card)),
                f"does not hold {card_of(card)}, {_DOES[kind]} {card_of(card)}",
            )  # fmt: skip
        if kind is Propose:
            error = self.game.proposal_error(self, action)  # type: ignore[arg-type]
            if error is not None:
                raise error
        elif not self.game.legal_play_mask(self, seat) >> card & 1:
            raise self.game.play_error(self, action)  # type: ignore[arg-type]

    def _turn_error(self, action: Action) -> IllegalActionError:
        """Why ``action`` comes at the wrong moment: the deal is over, no such seat, or not its turn."""
        seat = action.seat
        if self.phase == DONE:
            return IllegalActionError(
                seat, "deal_over", action,
                translate("Core", "The deal is over."), f"acted after the deal ended: {action}",
            )  # fmt: skip
        if not 0 <= seat < self.n:
            return IllegalActionError(
                seat, "no_such_seat", action,
                translate("Core", "There is no such player at this table."), f"is not at this {self.n}-player table",
            )  # fmt: skip
        return IllegalActionError(
            seat, "turn", action,
            translate("Core", _NOT_YOUR_TURN[self.phase]),
            f"acted out of turn (seat {self.to_move} is to {_VERB[self.phase]})",
        )  # fmt: skip

    def _check_give(self, action: Give) -> None:
        if not 0 <= action.to < self.n:
            raise IllegalActionError(
                action.seat, "no_such_seat", action,
                translate("Core", "There is no such player to give the trick to."),
                f"gave the trick to seat {action.to}, who is not at the table",
            )  # fmt: skip


_EXPECTED: dict[int, type[Action]] = {PROPOSE: Propose, PLAY: Play, GIVE: Give, TALK: Estimate}
_VERB = {
    PROPOSE: "propose a card",
    TALK: "talk",
    PLAY: "play a card",
    GIVE: "say who takes the trick",
    DONE: "act",
}
# What the player is told, in their language (the record's words above stay as they are).
_NOT_YOUR_TURN = {
    PROPOSE: QT_TRANSLATE_NOOP("Core", "It is not your turn: another player is to propose a card."),
    TALK: QT_TRANSLATE_NOOP("Core", "It is not your turn: another player is to talk."),
    PLAY: QT_TRANSLATE_NOOP("Core", "It is not your turn: another player is to play a card."),
    GIVE: QT_TRANSLATE_NOOP("Core", "It is not your turn: another player is to say who takes the trick."),
    DONE: QT_TRANSLATE_NOOP("Core", "It is not your turn: another player is to act."),
}
_PLAYER_MUST = {
    PROPOSE: QT_TRANSLATE_NOOP("Core", "Now you must choose a card to show."),
    TALK: QT_TRANSLATE_NOOP("Core", "Now you must talk to your partner first."),
    PLAY: QT_TRANSLATE_NOOP("Core", "Now you must play a card."),
    GIVE: QT_TRANSLATE_NOOP("Core", "Now you must say who takes the trick."),
    DONE: QT_TRANSLATE_NOOP("Core", "Now you must wait."),
}
_DOES: dict[type[Action], str] = {
    Propose: "proposed", Play: "played", Give: "gave a trick", Estimate: "talked", Ask: "talked", Answer: "talked",
}  # fmt: skip


def shuffled(cards: Sequence[int], rng: random.Random) -> list[int]:
    """Fisher–Yates over ``rng.random()``: the same seed shuffles alike everywhere."""
    out = list(cards)
    draw = rng.random
    for i in range(len(out) - 1, 0, -1):
        j = int(draw() * (i + 1))
        card = out[j]  # a swap in three steps: faster than a tuple swap, and every deal starts here
        out[j] = out[i]
        out[i] = card
    return out


def to_trick(raw: RawTrick) -> Trick:
    """The public value of a trick the core keeps as a tuple."""
    leader, cards, winner, taker = raw
    return Trick(leader, tuple(map(card_of, cards)), winner, taker)  # map: faster than a generator
