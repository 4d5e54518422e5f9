"""A deal as a mutable machine for search: the state of ``core.py`` with no checks and no events."""

from __future__ import annotations

import random
from collections.abc import Sequence

from .actions import Action, Estimate
from .cards import cards_of
from .core import DONE, PLAY, PROPOSE, TALK, Core, Phase, RawTrick
from .game import Game
from .view import SeatView


class Simulator:
    """A deal as a mutable machine for search: no checks, no events, no history of actions.

    Cards are plain integers (``Card`` values work too).  Use ``Deal`` for
    anything a person sees; ``Deal.simulator()`` gives one of its position.
    """

    __slots__ = ("core", "game")

    def __init__(self, game: Game, core: Core) -> None:
        self.game = game  # the same game as ``core.game``, with all its methods
        self.core = core

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
        game = view.game
        n = view.players
        raw_tricks, played_by = _tricks_played(view)
        played = 0
        for mask in played_by:
            played |= mask
        core = Core(
            game=game,
            n=n,
            dealer=view.dealer,
            seed=None,
            dealt=tuple(hands[seat] | played_by[seat] for seat in range(n)),
            undealt=undealt,
            hands=list(hands),
            proposals=[-1] * n if view.proposals is None else [int(card) for card in view.proposals],
            phase=view.phase,
            leader=view.leader,
            to_move=-1 if view.to_move is None else view.to_move,
            trump=-1 if view.trump is None else int(view.trump),
            aim=view.aim,
            roles=view.roles,
            trick=[int(card) for card in view.current_trick],
            tricks=raw_tricks,
            won=list(view.tricks_won),
            played=played,
            talk=list(view.talk),
            talk_queue=_talk_queue(view),
            asked=view.asked,
            log=None,
        )
        game.start(core)  # roles that follow from the dealt hands (Who's Who)
        if view.phase == PROPOSE:
            draw = (rng or random.Random(0)).random
            seat = (view.dealer + 1) % n
            while seat != view.to_move:  # these seats have proposed, face down
                options = cards_of(game.legal_proposal_mask(core, seat))
                core.proposals[seat] = options[int(draw() * len(options))]
                seat = (seat + 1) % n
        return cls(game, core)

    def copy(self) -> Simulator:
        return Simulator(self.game, self.core.copy())

    @property
    def phase(self) -> Phase:
        return self.core.phase

    @property
    def to_move(self) -> int:
        return self.core.to_move

    @property
    def is_over(self) -> bool:
        return self.core.phase == DONE

    def legal_play_mask(self) -> int:
        return self.game.legal_play_mask(self.core, self.core.to_move)

    def legal_actions(self) -> list[Action]:
        return self.core.legal_actions()

    def play(self, card: int) -> None:
        self.core.play(card)

    def apply(self, action: Action) -> None:
        self.core.do(action)

    def points(self) -> list[int]:
        return self.game.points(self.core)

    def random_playout(self, rng: random.Random) -> list[int]:
        """Play to the end choosing uniformly among legal actions; the points scored."""
        core = self.core
        game = self.game
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


def _tricks_played(view: SeatView) -> tuple[list[RawTrick], list[int]]:
    """The tricks as the core keeps them, and the cards each seat has played (masks)."""
    n = view.players
    played_by = [0] * n
    raw_tricks: list[RawTrick] = []
    for trick in view.tricks:
        raw_tricks.append((trick.leader, tuple(trick.cards), trick.winner, trick.taker))
        for at, card in enumerate(trick.cards):
            played_by[(trick.leader + at) % n] |= 1 << card
    for at, card in enumerate(view.current_trick):
        played_by[(view.leader + at) % n] |= 1 << card
    return raw_tricks, played_by


def _talk_queue(view: SeatView) -> tuple[int, ...]:
    """The partners still to give an estimate, in turn from the dealer's left (Hoodwink's partner talk)."""
    estimated = {say.seat for say in view.talk if isinstance(say, Estimate)}
    if view.phase != TALK or len(estimated) >= 2:
        return ()
    first = (view.dealer + 1) % view.players
    in_order = [(first + k) % view.players for k in range(view.players)]
    return tuple(s for s in in_order if view.roles[s] == "partner" and s not in estimated)
