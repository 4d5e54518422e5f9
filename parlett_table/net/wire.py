"""What the table server sends (and the program's client reads back): a seat's view and the public events,
as JSON, and back.

``view_to_wire`` is the one function that turns what a seat may know (``Deal.view``) into what it is sent, so
nothing else can leak a card: a seat's hand, its own proposal, the roles as it knows them and the legal actions
are its own (``own_to_wire``); everything else in a ``SeatView`` is public (``public_to_wire``), the same in
every seat's view of one moment.  ``view_from_wire`` gives a client the same ``SeatView`` back, for its table
and its computer players' hints.

>>> from parlett_table.engine import Deal, create_game
>>> deal = Deal.start(create_game("hoodwink"), seed=7, dealer=0)
>>> wire = view_to_wire(deal.view(1))
>>> wire["phase"], wire["to_move"], len(wire["hand"]), wire["legal"][0]["seat"]
('propose', 1, 11, 1)
>>> view_from_wire(deal.game, wire) == deal.view(1)
True
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..engine import (
    Card,
    CardPlayed,
    DealScored,
    Event,
    Game,
    MatchOver,
    Phase,
    ProposalMade,
    ProposalsRevealed,
    RolesRevealed,
    Said,
    SeatView,
    Suit,
    Trick,
    TrickWon,
    TrumpSettled,
    action_from_json,
)

VERSION = 1  # the protocol's version (docs/protocol.md): every message, both ways, says it
MAX_NAME = 24  # characters of a player's name, once cleaned
MAX_CHAT = 300  # characters of a chat line, once cleaned


class _Codes(dict[Card, str]):
    """Each card's code, kept once asked for."""

    def __missing__(self, card: Card) -> str:
        code = self[card] = str(card)
        return code


_CODES = _Codes()


def codes(cards: Sequence[Card]) -> list[str]:
    """Cards' codes (a look-up each: a view names every card of every trick so far, for each seat)."""
    return list(map(_CODES.__getitem__, cards))


def trick_to_wire(trick: Trick) -> dict[str, Any]:
    return {"leader": trick.leader, "cards": codes(trick.cards), "winner": trick.winner, "taker": trick.taker}


def view_to_wire(view: SeatView) -> dict[str, Any]:
    """A seat's view as sent to that seat (the game and its options are in the welcome, once): its own part,
    then the public part."""
    return {**own_to_wire(view), **public_to_wire(view)}


def own_to_wire(view: SeatView) -> dict[str, Any]:
    """What only ``view.seat`` may know, or what differs from seat to seat: its hand, its proposal, the roles as
    it knows them, its legal actions."""
    return {
        "seat": view.seat,
        "hand": codes(view.hand),
        "own_proposal": None if view.own_proposal is None else str(view.own_proposal),
        "roles": list(view.roles),
        "legal": [action.to_json() for action in view.legal_actions],
    }


def public_to_wire(view: SeatView) -> dict[str, Any]:
    """What every seat's view holds alike at one moment of a deal (so a server may turn it into text once for
    every seat)."""
    return {
        "dealer": view.dealer,
        "phase": view.phase.name.lower(),
        "to_move": view.to_move,
        "hand_sizes": list(view.hand_sizes),
        "proposals": None if view.proposals is None else codes(view.proposals),
        "trump": None if view.trump is None else view.trump.letter,
        "aim": view.aim,
        "leader": view.leader,
        "current_trick": codes(view.current_trick),
        "tricks": [trick_to_wire(trick) for trick in view.tricks],
        "tricks_won": list(view.tricks_won),
        "talk": [action.to_json() for action in view.talk],
        "asked": view.asked,
        "undealt_count": view.undealt_count,
    }


def _cards(values: Sequence[str]) -> tuple[Card, ...]:
    return tuple(Card.parse(code) for code in values)


def view_from_wire(game: Game, wire: dict[str, Any]) -> SeatView:
    """The ``SeatView`` a view message carries, for ``game`` (the welcome's game, players and options);
    ``ValueError`` (or an ``ActionFormatError``, one) for a view that is not of this form."""
    return SeatView(
        game_id=game.id,
        game=game,
        players=game.players,
        options=dict(game.options),
        seat=wire["seat"],
        dealer=wire["dealer"],
        phase=Phase[wire["phase"].upper()],
        to_move=wire["to_move"],
        hand=_cards(wire["hand"]),
        hand_sizes=tuple(wire["hand_sizes"]),
        own_proposal=None if wire["own_proposal"] is None else Card.parse(wire["own_proposal"]),
        proposals=None if wire["proposals"] is None else _cards(wire["proposals"]),
        trump=None if wire["trump"] is None else Suit.parse(wire["trump"]),
        aim=wire["aim"],
        roles=tuple(wire["roles"]),
        leader=wire["leader"],
        current_trick=_cards(wire["current_trick"]),
        tricks=tuple(
            Trick(trick["leader"], _cards(trick["cards"]), trick["winner"], trick["taker"]) for trick in wire["tricks"]
        ),
        tricks_won=tuple(wire["tricks_won"]),
        talk=tuple(action_from_json(action) for action in wire["talk"]),
        asked=wire["asked"],
        undealt_count=wire["undealt_count"],
        legal_actions=tuple(action_from_json(action) for action in wire["legal"]),
    )


def event_to_wire(event: Event) -> dict[str, Any]:
    """One public event (``engine.events``: they hold nothing a seat may not see)."""
    if isinstance(event, ProposalMade):
        return {"event": "proposal_made", "seat": event.seat}
    if isinstance(event, ProposalsRevealed):
        return {"event": "proposals_revealed", "cards": codes(event.cards)}
    if isinstance(event, TrumpSettled):
        trump = None if event.trump is None else event.trump.letter
        return {"event": "trump_settled", "trump": trump, "aim": event.aim, "roles": list(event.roles)}
    if isinstance(event, Said):
        return {"event": "said", "action": event.say.to_json()}
    if isinstance(event, CardPlayed):
        return {"event": "card_played", "seat": event.seat, "card": str(event.card)}
    if isinstance(event, TrickWon):
        return {"event": "trick_won", "number": event.number, "trick": trick_to_wire(event.trick)}
    if isinstance(event, RolesRevealed):
        return {"event": "roles_revealed", "roles": list(event.roles)}
    if isinstance(event, DealScored):
        return {"event": "deal_scored", "scores": list(event.outcome.scores)}
    if isinstance(event, MatchOver):
        return {"event": "match_over", "totals": list(event.totals), "winners": list(event.winners)}
    raise TypeError(f"not an event: {event!r}")


def view_message(
    view: SeatView, version: int, deal: int, actions: int, totals: Sequence[int], events: Sequence[Event] = ()
) -> dict[str, Any]:
    """The view message: what ``view.seat`` may know at table version ``version`` (deal ``deal`` of the match,
    counted from 0, after ``actions`` of its actions), with the events that led there."""
    return {
        "v": VERSION,
        "type": "view",
        "version": version,
        "deal": deal,
        "actions": actions,
        "totals": list(totals),
        "view": view_to_wire(view),
        "events": [event_to_wire(event) for event in events],
    }
