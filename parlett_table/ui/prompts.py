"""The line that tells the player what to do now, in words, from their own view."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Estimate, Give, Phase, Play, SeatView

PROPOSE_WORDS = {
    "hoodwink": "Choose a card to propose its suit as trump. Everyone reveals together.",
    "hamlet": "Choose a card to show: the suits shown pick trump, a court card makes the aim 'to be'.",
}


def prompt_for(view: SeatView, names: Sequence[str]) -> str:
    """What the seat to move (the player) should do now; empty when it is not their turn."""
    if not view.legal_actions:
        return ""
    phase = Phase(view.phase)
    if phase is Phase.PROPOSE:
        return PROPOSE_WORDS.get(view.game, "Choose a card to show.")
    if phase is Phase.GIVE or any(isinstance(a, Give) for a in view.legal_actions):
        return "You played a joker to this trick: say who takes it."
    if phase is Phase.TALK:
        if any(isinstance(a, Estimate) for a in view.legal_actions):
            return "Tell your partner how many tricks you expect, or say nothing."
        return "Your partner asks for requests: answer."
    plays = [a for a in view.legal_actions if isinstance(a, Play)]
    if not view.current_trick:
        return "Your lead: play any card." if len(plays) == len(view.hand) else "Your lead."
    led = view.current_trick[0]
    if len(plays) < len(view.hand):
        if led.is_joker:
            return "Follow the lead: the raised cards are the ones you may play."
        return f"Follow suit: play a {led.suit.noun if led.suit is not None else 'card'}."
    leader = names[view.leader]
    return f"You cannot follow {leader}'s lead: play any card."
