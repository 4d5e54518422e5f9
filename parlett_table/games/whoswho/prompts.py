"""Who's Who's prompt line (``ai/prompts.py``): the roles as far as they are known, and who decides a joker trick."""

from __future__ import annotations

from collections.abc import Sequence

from ...ai.prompts import follow, tricks_you_have
from ...engine import Give, Phase, SeatView
from ...engine.language import translate
from ...engine.words import counts_sentence
from .rules import joker_players


def prompt(view: SeatView, names: Sequence[str]) -> str:
    """Who takes a joker trick, or the card to play and what the roles known so far ask of it."""
    if view.phase is Phase.GIVE or any(isinstance(a, Give) for a in view.legal_actions):
        return give(view, names)
    jokers = sum(1 for card in view.hand if card.is_joker)
    me, roles, won = view.seat, view.roles, view.tricks_won
    first = follow(view)
    majority = view.game.tricks_per_deal // 2 + 1
    have = tricks_you_have(won[me])
    if roles[me] == "soloist":
        return translate(
            "Coach",
            "{first} You are the soloist, alone against the other two: you win if you end between their "
            "counts, if they end level, or with {majority} tricks or more. {have}",
        ).format(first=first, majority=majority, have=have)
    if roles[me] == "partner":
        partner = next((s for s in range(3) if s != me and roles[s] == "partner"), None)
        if partner is None and jokers:
            return translate(
                "Coach",
                "{first} You hold a joker, so you are a partner of whoever holds the other one. The soloist "
                "wins by ending between the partners' counts, if the partners end level, or with {majority} "
                "tricks or more; otherwise you win.",
            ).format(first=first, majority=majority)
        if partner is None:
            return translate(
                "Coach",
                "{first} You played a joker, so you are a partner of whoever holds the other one. The soloist "
                "wins by ending between the partners' counts, if the partners end level, or with {majority} "
                "tricks or more; otherwise you win.",
            ).format(first=first, majority=majority)
        soloist = names[3 - me - partner]
        return translate(
            "Coach",
            "{first} You and {partner} are partners against {soloist}, the soloist. {soloist} wins by ending "
            "between your two counts, if you two end level, or with {majority} tricks or more; otherwise you "
            "win.",
        ).format(first=first, partner=names[partner], soloist=soloist, majority=majority)
    if jokers == 0:
        return translate(
            "Coach",
            "{first} You hold no joker: if the other two hold one each, you are the soloist; if one of them "
            "holds both, that player is the soloist and you are a partner.",
        ).format(first=first)
    return first


def give(view: SeatView, names: Sequence[str]) -> str:
    """Why you decide who takes this trick: your own joker is in it, or both jokers are and you are the soloist."""
    counts = counts_sentence(names, view.seat, view.tricks_won)
    jokers = joker_players(view.current_trick, view.leader)
    if view.seat in jokers:
        return translate(
            "Coach",
            "Your joker is in this trick, so you decide who takes it. {counts}",
        ).format(counts=counts)
    a, b = jokers
    return translate(
        "Coach",
        "{first} and {second} played the two jokers, so they are the partners and you, the soloist, decide who "
        "takes this trick. {counts}",
    ).format(first=names[a], second=names[b], counts=counts)
