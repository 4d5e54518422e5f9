"""A deal the player cannot tell from the one the server keeps: the table with friends is shown from it.

The server sends a seat only its view (its hand, what is public).  The table, the controller, the prompts,
the rules' refusals and the review all work on an engine ``Deal``; ``shadow_deal`` builds one whose view for
the seat is exactly the server's: the unseen cards are dealt as a computer player imagines them (``ai``'s
sampling: every void and revealed card respected), each seat's cards played so far put back in its hand,
and the public history replayed in order (proposals, talk, cards, who took each trick).  A proposal not yet
revealed is any the seat's imagined hand allows.  The real deal replaces it when the server sends the deal's
record, with every hand.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from ...ai.sampling import sample_hands
from ...engine import Action, Card, Deal, Give, Phase, Play, Propose, SeatView
from ...engine.cards import iter_bits
from ...engine.errors import IllegalActionError

TRIES = 8  # imagined worlds tried before giving up (the first nearly always does)
BUDGET = 4000  # positions looked at, in all, while ordering the public history


class ShadowError(Exception):
    """No deal with this view was found (the view is not one the engine could have made)."""


def shadow_deal(view: SeatView, actions: int, rng: random.Random | None = None) -> Deal:
    """A deal whose ``view(view.seat)`` is ``view``, after its first ``actions`` actions."""
    rng = rng or random.Random(0)
    for _ in range(TRIES):
        start = _dealt(view, rng)
        found = _replay(start, view, actions, [BUDGET])
        if found is not None:
            return found
    raise ShadowError(f"no deal shows seat {view.seat} this view")


def _dealt(view: SeatView, rng: random.Random) -> Deal:
    hands, undealt = sample_hands(view, rng)
    for leader, cards in view.tricks_so_far:
        for at, card in enumerate(cards):
            hands[(leader + at) % view.players] |= 1 << card
    return Deal.from_hands(view.game, [list(iter_bits(hand)) for hand in hands], view.dealer, iter_bits(undealt))


def _plays(view: SeatView) -> list[Play]:
    return [Play((leader + at) % view.players, card) for leader, cards in view.tricks_so_far
            for at, card in enumerate(cards)]  # fmt: skip


def _replay(deal: Deal, view: SeatView, actions: int, budget: list[int]) -> Deal | None:
    """Depth first over the few places the order is not told (a talk before a card, a give), each step checked
    against the view's public history, the whole against the view."""
    budget[0] -= 1
    if budget[0] < 0 or not _agrees(deal, view):
        return None
    if len(deal.actions) == actions:
        return deal if deal.view(view.seat) == view else None
    for action in _candidates(deal, view):
        try:
            after, _ = deal.apply(action)
        except IllegalActionError:
            continue
        found = _replay(after, view, actions, budget)
        if found is not None:
            return found
    return None


def _candidates(deal: Deal, view: SeatView) -> Iterator[Action]:
    seat, phase = deal.to_move, deal.phase
    if seat is None:
        return
    talked = len(deal.talk)
    if talked < len(view.talk) and view.talk[talked].seat == seat:
        yield view.talk[talked]
    if phase is Phase.PROPOSE:
        yield from _proposals(deal, view, seat)
    elif phase is Phase.PLAY:
        plays = _plays(view)
        played = sum(len(trick.cards) for trick in deal.tricks) + len(deal.view(seat).current_trick)
        if played < len(plays):
            yield plays[played]
    elif phase is Phase.GIVE:
        yield from (action for action in deal.legal_actions() if isinstance(action, Give))


def _proposals(deal: Deal, view: SeatView, seat: int) -> Iterator[Action]:
    known: Card | None = None
    if seat == view.seat:
        known = view.own_proposal
    elif view.proposals is not None:
        known = view.proposals[seat]
    if known is not None:
        yield Propose(seat, known)
        return
    yield from (action for action in deal.legal_actions() if isinstance(action, Propose))


def _agrees(deal: Deal, view: SeatView) -> bool:
    """What the deal has done so far is the start of what the view shows was done."""
    done, shown = deal.tricks, view.tricks
    return (
        len(done) <= len(shown)
        and all(a == b for a, b in zip(done, shown, strict=False))
        and deal.talk == view.talk[: len(deal.talk)]
    )
