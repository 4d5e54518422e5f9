"""Hoodwink's prompt line (``ai/prompts.py``): partner talk, the card to show, and the partners' and the Hood's aims
as the counts stand."""

from __future__ import annotations

from collections.abc import Sequence

from ...ai.prompts import follow
from ...engine import Estimate, Phase, SeatView
from ...engine.language import translate
from ...engine.words import counts_sentence


def prompt(view: SeatView, names: Sequence[str]) -> str:
    """What the seat to move should do now and what matters: partner talk, the card to show, or the card to play."""
    if view.phase is Phase.TALK:
        return talk(view, names)
    if view.phase is Phase.PROPOSE:
        return translate(
            "Coach",
            "Choose a card to propose its suit as trump; all three cards are shown together. If two of them "
            "share a suit, those two players become partners and the third is the Hood, who scores most.",
        )
    won, roles, me = view.tricks_won, view.roles, view.seat
    first = follow(view)
    if roles[me] is None:
        counts = counts_sentence(names, me, won)
        return translate(
            "Coach",
            "{first} Everyone plays alone: the two who end with equal counts become partners. {counts}",
        ).format(first=first, counts=counts)
    if roles[me] == "partner":
        partner = next(s for s in range(3) if s != me and roles[s] == "partner")
        name = names[partner]
        aim = translate(
            "Coach",
            "You are {name}'s partner: you both score 10 more if you end with equal counts.",
        ).format(name=name)
        if won[me] < won[partner]:
            where = translate(
                "Coach",
                "You have {mine} and {name} has {theirs}: catch up.",
            ).format(mine=won[me], name=name, theirs=won[partner])
        elif won[me] > won[partner]:
            where = translate(
                "Coach",
                "You have {mine} and {name} has {theirs}: let {name} catch up.",
            ).format(mine=won[me], name=name, theirs=won[partner])
        else:
            where = translate(
                "Coach",
                "You and {name} are level at {count}: stay level.",
            ).format(name=name, count=won[me])
        return translate("Coach", "{first} {aim} {where}").format(first=first, aim=aim, where=where)
    a, b = [s for s in range(3) if s != me]
    return translate(
        "Coach",
        "{first} You are the Hood: you win if {partner_1} and {partner_2}, the partners, end with different "
        "counts (now {count_1} and {count_2}). An odd count of your own adds 10, and so does matching a "
        "partner's.",
    ).format(first=first, partner_1=names[a], partner_2=names[b], count_1=won[a], count_2=won[b])


def talk(view: SeatView, names: Sequence[str]) -> str:
    """Partner talk: an estimate to give, or a suit to ask for."""
    if any(isinstance(a, Estimate) for a in view.legal_actions):
        partner = next(s for s in range(3) if s != view.seat and view.roles[s] == "partner")
        return translate(
            "Coach",
            "Tell {partner}, your partner, how many tricks you expect to take (everyone hears it), or say nothing.",
        ).format(partner=names[partner])
    return (  # the partner about to lead is the one asking
        translate(
            "Coach",
            "{leader} is about to lead and asks which suit you want: name a suit to lead or to avoid, or say "
            "you have no preference.",
        ).format(leader=names[view.leader])
    )
