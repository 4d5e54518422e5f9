"""Reading the other players' card play: what a card played says about the cards kept.

A player following suit with a card that does not take the trick gives it
away cheaply: nearly every player, and the standard player always, gives the
lowest such card it holds.  So a seat that played the Nine of clubs under a
higher club, or threw it away when void in the suit led, most likely held no
lower club then: the Eight, Seven, and so on, if it still holds one in a deal
the expert might search, make that deal unlikely.  Likewise the last player
to a trick takes it as cheaply as it can: taking it with the King over a Ten
says it held neither Jack nor Queen.

Each such play is a *denial*: a seat and the unplayed cards it was then shown
not to hold.  A deal in which the seat holds one of them is weighed
``epsilon`` (the chance a player gives a higher card than needed) per
denial it breaks, others 1; ``inference.resample`` draws the searched deals
by these weights together with those of the proposals.

Only Crescendo is read so far: its standard player provably follows this
rule (``tests/test_play_reading.py`` checks it over thousands of positions),
and with no trumps nothing else decides which losing card to give.  No Qt.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import SeatView, Simulator
from ..engine.cards import SUIT_MASKS

# The chance a player gives a higher losing card than it must, by game: tuned on deals below 1000
# (docs/strength.md).  A game not listed is not read.
EPSILON = {"crescendo": 0.1}


@dataclass(frozen=True)
class Denial:
    """``seat`` was shown, by a card it gave, not to hold any of ``cards`` (a mask of unplayed cards)."""

    seat: int
    cards: int


def denials(view: SeatView) -> list[Denial]:
    """What the other seats' cards, in the tricks so far, say they did not hold: a losing card denies the
    lower ones of its suit, and the last card of a trick, taking it by following suit, the lower ones that would
    also have taken it.  Leads, and cards taking the lead with others still to play, say nothing."""
    unplayed = view.game.pack_mask
    for card in view.played:
        unplayed &= ~(1 << card)
    found: list[Denial] = []
    tricks = [(trick.leader, trick.cards) for trick in view.tricks]
    if view.current_trick:
        tricks.append((view.leader, view.current_trick))
    trump = -1 if view.trump is None else int(view.trump)
    for leader, cards in tricks:
        led = cards[0]
        for at in range(1, len(cards)):
            seat = (leader + at) % view.players
            if seat == view.seat:
                continue
            if cards[at].is_joker or led.is_joker:
                continue  # a joker has no suit to be low in
            winner, _ = view.game.trick_winner(cards[: at + 1], leader, trump)
            if winner != seat:
                lower = lower_cards(cards[at], led)
            elif at == view.players - 1 and cards[at] >> 4 == led >> 4:
                lower = cheaper_winners(cards[at], cards[:at])
            else:
                continue  # a card that took the lead with others still to play: it may have been the safest
            lower &= unplayed
            if lower:
                found.append(Denial(seat, lower))
    return found


def lower_cards(card: int, led: int) -> int:
    """The cards a player giving ``card`` to a trick led by ``led`` would sooner have given, had it held them:
    the lower cards of its suit, except the one that matches the rank led in another suit (a snap, which may
    take the trick)."""
    suit = card >> 4
    below = SUIT_MASKS[suit] & ((1 << card) - 1)
    if suit != led >> 4:
        below &= ~(1 << (suit << 4 | led & 15))
    return below


def cheaper_winners(card: int, before: Sequence[int]) -> int:
    """The cards the last player, taking the trick by following suit with ``card``, would sooner have taken it
    with: the cards of the suit led between the highest one played before and ``card``."""
    suit = card >> 4
    top = max(other for other in before if other >> 4 == suit)
    return SUIT_MASKS[suit] & ((1 << card) - 1) & ~((2 << top) - 1)


class PlayReading:
    """The denials read off one view, and how likely each searched deal makes them."""

    def __init__(self, view: SeatView, epsilon: float) -> None:
        self.epsilon = epsilon
        self.denials: Sequence[Denial] = denials(view)

    def weight(self, world: Simulator) -> float:
        """``epsilon`` to the power of the denials ``world`` breaks."""
        hands = world.core.hands
        weight = 1.0
        for denial in self.denials:
            if hands[denial.seat] & denial.cards:
                weight *= self.epsilon
        return weight


def reading_for(view: SeatView) -> PlayReading | None:
    """The play reading for this view, or None where the game is not read or nothing has been denied."""
    epsilon = EPSILON.get(view.game_id)
    if epsilon is None:
        return None
    reading = PlayReading(view, epsilon)
    return reading if reading.denials else None
