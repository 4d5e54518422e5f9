"""The phase hint: what to do now, and what matters, in a sentence or two from the player's own view.

It reads only the seat's view (as every player here does) and asks the
engine's game for anything rule-specific (trick values, hand sizes).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ..engine import Estimate, Give, Phase, Play, SeatView
from ..engine.cards import describe_card

Coach = Callable[[SeatView, Sequence[str]], str]


def phase_hint(view: SeatView, names: Sequence[str]) -> str:
    """What the seat to move should do now and what matters; empty when it has nothing to decide."""
    if not view.legal_actions:
        return ""
    phase = Phase(view.phase)
    if phase is Phase.GIVE or any(isinstance(a, Give) for a in view.legal_actions):
        return _give(view, names)
    if phase is Phase.TALK:
        if any(isinstance(a, Estimate) for a in view.legal_actions):
            return "Tell your partner how many tricks you expect (everyone hears it), or say nothing."
        return "Your partner asks for requests: name a suit to lead or to avoid, or say you have no preference."
    return COACHES[view.game](view, names)


def _follow(view: SeatView, names: Sequence[str]) -> str:
    """The first half of a play hint: lead, follow, or play anything."""
    plays = [a for a in view.legal_actions if isinstance(a, Play)]
    if not view.current_trick:
        return "Your lead."
    if len(plays) < len(view.hand):
        led = view.current_trick[0]
        if led.suit is None:
            return "Follow the lead: the raised cards are the ones you may play."
        return f"Follow suit with a {led.suit.noun}."
    return f"You cannot follow {names[view.leader]}'s lead: any card will do."


def _count(n: int) -> str:
    return f"{n} trick" + ("" if n == 1 else "s")


# --- Hoodwink ------------------------------------------------------------------------------


def _hoodwink(view: SeatView, names: Sequence[str]) -> str:
    if Phase(view.phase) is Phase.PROPOSE:
        return (
            "Choose a card to propose its suit as trump; all three are shown together. Two of a suit make "
            "partners, and the odd one out is the Hood, who scores most."
        )
    won, roles, me = view.tricks_won, view.roles, view.seat
    if roles[me] is None:
        counts = ", ".join(f"{names[s]} {won[s]}" for s in range(3))
        return f"{_follow(view, names)} Everyone plays alone; equal counts at the end make the partners ({counts})."
    if roles[me] == "partner":
        partner = next(s for s in range(3) if s != me and roles[s] == "partner")
        if won[me] < won[partner]:
            aim = f"you have {won[me]}, {names[partner]} {won[partner]}: catch up"
        elif won[me] > won[partner]:
            aim = f"you have {won[me]}, {names[partner]} {won[partner]}: let {names[partner]} catch up"
        else:
            aim = f"you are level with {names[partner]} at {won[me]}: stay level"
        return f"{_follow(view, names)} You are a partner, aiming to end level with {names[partner]}; {aim}."
    a, b = [s for s in range(3) if s != me]
    return (
        f"{_follow(view, names)} You are the Hood: keep {names[a]} ({won[a]}) and {names[b]} ({won[b]}) apart; "
        f"an odd count, or one matching a partner's, adds 10 each."
    )


# --- Crescendo -----------------------------------------------------------------------------


def _crescendo(view: SeatView, names: Sequence[str]) -> str:
    values: Sequence[int] = view.rules.trick_values  # type: ignore[attr-defined]
    number = len(view.tricks)
    worth = values[number]
    later = max(values[number:])
    first = _follow(view, names)
    if view.current_trick and first.startswith("You cannot follow"):
        led = view.current_trick[0]
        snaps = [card for card in view.hand if card.rank == led.rank]
        if snaps:
            first += f" Your {describe_card(snaps[0])} would snap the trick (it matches the card led)."
    tail = f"a trick worth {later} is still to come" if later > worth else "none left is worth more"
    return f"{first} Trick {number + 1} of {len(values)} is worth {worth}; {tail}."


# --- Who's Who -------------------------------------------------------------------------------


def _whoswho(view: SeatView, names: Sequence[str]) -> str:
    jokers = sum(1 for card in view.hand if card.is_joker)
    me, roles, won = view.seat, view.roles, view.tricks_won
    first = _follow(view, names)
    if roles[me] == "soloist":
        majority = view.rules.tricks_per_deal // 2 + 1
        return (
            f"{first} You are the soloist: win by ending with the middle count, with the partners level, or with "
            f"{majority} tricks or more (you have {won[me]})."
        )
    if roles[me] == "partner":
        partner = next((s for s in range(3) if s != me and roles[s] == "partner"), None)
        who = f"with {names[partner]}" if partner is not None else "with whoever holds the other joker"
        return f"{first} You are a partner {who}: keep the soloist at the bottom, or level with one of you."
    if jokers == 0:
        return f"{first} You hold no joker: you are the soloist if the jokers are split, a partner otherwise."
    return first


def _give(view: SeatView, names: Sequence[str]) -> str:
    counts = ", ".join(f"{names[s]} {view.tricks_won[s]}" for s in range(3))
    return f"Your joker is in this trick: say who takes it. The counts so far: {counts}."


# --- Hamlet -----------------------------------------------------------------------------------


def _hamlet(view: SeatView, names: Sequence[str]) -> str:
    if Phase(view.phase) is Phase.PROPOSE:
        return (
            "Choose a card to show (never Polonius): suits shown twice make trump, and any King, Queen or Jack "
            "makes the aim 'to be'. Everyone shows at once."
        )
    won, me = view.tricks_won, view.seat
    first = _follow(view, names)
    if view.aim == "be":
        return (
            f"{first} To be: Hamlet (the middle count, or the one nobody shares) scores ten times over; "
            f"you have {_count(won[me])}."
        )
    return (
        f"{first} Not to be: Hamlet (the middle count, or the one nobody shares) scores least, the others ten "
        f"times over, so keep out of that place; you have {_count(won[me])}."
    )


COACHES: dict[str, Coach] = {
    "hoodwink": _hoodwink,
    "crescendo": _crescendo,
    "whoswho": _whoswho,
    "hamlet": _hamlet,
}
