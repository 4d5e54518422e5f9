"""The phase hint: what to do now, and what matters, in a sentence or two from the player's own view.

It reads only the seat's view (as every player here does) and asks the
engine's game for anything rule-specific (trick values, hand sizes).  The
player is "you"; everyone else is called by name.  Each sentence is whole,
so that it can be translated whole.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..engine import Estimate, Give, Phase, Play, SeatView
from ..engine.cards import describe_card
from ..engine.whoswho import joker_players
from ..engine.words import counts_sentence

Coach = Callable[[SeatView, Sequence[str]], str]


def phase_hint(view: SeatView, names: Sequence[str]) -> str:
    """What the seat to move should do now and what matters; empty when it has nothing to decide."""
    if not view.legal_actions:
        return ""
    phase = view.phase
    if phase is Phase.GIVE or any(isinstance(a, Give) for a in view.legal_actions):
        return _give(view, names)
    if phase is Phase.TALK:
        if any(isinstance(a, Estimate) for a in view.legal_actions):
            partner = next(s for s in range(3) if s != view.seat and view.roles[s] == "partner")
            return (
                f"Tell {names[partner]}, your partner, how many tricks you expect to take (everyone hears it), "
                "or say nothing."
            )
        return (  # the partner about to lead is the one asking
            f"{names[view.leader]} is about to lead and asks which suit you want: name a suit to lead or to avoid, "
            "or say you have no preference."
        )
    return COACHES[view.game_id](view, names)


def _follow(view: SeatView, names: Sequence[str]) -> str:
    """The first sentence of a play hint: lead, follow, or play anything."""
    plays = [a for a in view.legal_actions if isinstance(a, Play)]
    if not view.current_trick:
        return "You lead this trick."
    led = view.current_trick[0]
    if len(plays) < len(view.hand):
        if led.suit is None:
            return "A joker was led: play one of the raised cards."
        return f"Follow suit with a {led.suit.noun}."
    if led.suit is None:
        return "A joker was led: you may play any card."
    return f"You have no {led.suit.plural}, so you may play any card."


def _tricks_you_have(count: int) -> str:
    if count == 0:
        return "You have no tricks yet."
    if count == 1:
        return "You have 1 trick."
    return f"You have {count} tricks."


# --- Hoodwink ------------------------------------------------------------------------------


def _hoodwink(view: SeatView, names: Sequence[str]) -> str:
    if view.phase is Phase.PROPOSE:
        return (
            "Choose a card to propose its suit as trump; all three cards are shown together. If two of them share "
            "a suit, those two players become partners and the third is the Hood, who scores most."
        )
    won, roles, me = view.tricks_won, view.roles, view.seat
    first = _follow(view, names)
    if roles[me] is None:
        counts = counts_sentence(names, me, won)
        return f"{first} Everyone plays alone: the two who end with equal counts become partners. {counts}"
    if roles[me] == "partner":
        partner = next(s for s in range(3) if s != me and roles[s] == "partner")
        name = names[partner]
        aim = f"You are {name}'s partner: you both score 10 more if you end with equal counts."
        if won[me] < won[partner]:
            where = f"You have {won[me]} and {name} has {won[partner]}: catch up."
        elif won[me] > won[partner]:
            where = f"You have {won[me]} and {name} has {won[partner]}: let {name} catch up."
        else:
            where = f"You and {name} are level at {won[me]}: stay level."
        return f"{first} {aim} {where}"
    a, b = [s for s in range(3) if s != me]
    return (
        f"{first} You are the Hood: you win if {names[a]} and {names[b]}, the partners, end with different "
        f"counts (now {won[a]} and {won[b]}). An odd count of your own adds 10, and so does matching a partner's."
    )


# --- Crescendo -----------------------------------------------------------------------------


def _points(value: int) -> str:
    if value == 0:
        return "nothing"
    return "1 point" if value == 1 else f"{value} points"


def _crescendo(view: SeatView, names: Sequence[str]) -> str:
    values: Sequence[int] = view.game.trick_values  # type: ignore[attr-defined]
    number = len(view.tricks)
    worth = values[number]
    later = max(values[number:])
    first = _follow(view, names)
    led = view.current_trick[0] if view.current_trick else None
    if led is not None and led.suit is not None and not any(card.suit == led.suit for card in view.hand):
        snaps = [card for card in view.hand if card.rank == led.rank]
        if snaps:
            first += (
                f" Your {describe_card(snaps[0])} would snap the trick: it has the rank of the card led, "
                "and a snap beats the whole suit."
            )
    now = f"Trick {number + 1} of {len(values)} is worth {_points(worth)}."
    if later > worth:
        return f"{first} {now} A trick worth {_points(later)} is still to come."
    return f"{first} {now} No later trick is worth more."


# --- Who's Who -------------------------------------------------------------------------------


def _whoswho(view: SeatView, names: Sequence[str]) -> str:
    jokers = sum(1 for card in view.hand if card.is_joker)
    me, roles, won = view.seat, view.roles, view.tricks_won
    first = _follow(view, names)
    majority = view.game.tricks_per_deal // 2 + 1
    have = _tricks_you_have(won[me])
    if roles[me] == "soloist":
        return (
            f"{first} You are the soloist, alone against the other two: you win if you end between their "
            f"counts, if they end level, or with {majority} tricks or more. {have}"
        )
    if roles[me] == "partner":
        partner = next((s for s in range(3) if s != me and roles[s] == "partner"), None)
        if partner is None:
            return (
                f"{first} You hold a joker, so you are a partner of whoever holds the other one. The soloist wins "
                f"by ending between the partners' counts, if the partners end level, or with {majority} tricks or "
                "more; otherwise you win."
            )
        soloist = names[3 - me - partner]
        return (
            f"{first} You and {names[partner]} are partners against {soloist}, the soloist. {soloist} wins by "
            f"ending between your two counts, if you two end level, or with {majority} tricks or more; "
            "otherwise you win."
        )
    if jokers == 0:
        return (
            f"{first} You hold no joker: if the other two hold one each, you are the soloist; if one of them "
            "holds both, that player is the soloist and you are a partner."
        )
    return first


def _give(view: SeatView, names: Sequence[str]) -> str:
    """Why you decide who takes this trick: your own joker is in it, or both jokers are and you are the soloist."""
    counts = counts_sentence(names, view.seat, view.tricks_won)
    jokers = joker_players(view.current_trick, view.leader)
    if view.seat in jokers:
        return f"Your joker is in this trick, so you decide who takes it. {counts}"
    a, b = jokers
    return (
        f"{names[a]} and {names[b]} played the two jokers, so they are the partners and you, the soloist, "
        f"decide who takes this trick. {counts}"
    )


# --- Hamlet -----------------------------------------------------------------------------------


def _hamlet(view: SeatView, names: Sequence[str]) -> str:
    if view.phase is Phase.PROPOSE:
        return (
            "Choose a suit card to show (not Polonius, the joker); all three are shown together. A suit shown "
            "more than once becomes trump, and a King, Queen or Jack among them makes the aim to be Hamlet: the "
            "player who ends with the middle count."
        )
    first = _follow(view, names)
    have = _tricks_you_have(view.tricks_won[view.seat])
    if view.aim == "be":
        return (
            f"{first} The aim is to be Hamlet: whoever ends with the middle count (or the count nobody else has) "
            f"scores ten times over. {have}"
        )
    return (
        f"{first} The aim is not to be Hamlet: whoever ends with the middle count (or the count nobody else has) "
        f"scores least, and the other two score ten times over. {have}"
    )


COACHES: dict[str, Coach] = {
    "hoodwink": _hoodwink,
    "crescendo": _crescendo,
    "whoswho": _whoswho,
    "hamlet": _hamlet,
}
