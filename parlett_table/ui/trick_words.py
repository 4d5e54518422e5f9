"""A finished trick in words: who takes it and, when it is not simply the highest card of the suit led, why.

The reason itself is the engine's (``Game.trick_reason``); this module only words it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Card, Trick, TrickReason


def short_card(card: Card, joker: str = "joker") -> str:
    """``10♦``, ``Q♠``, or the joker's name."""
    if card.is_joker or card.suit is None:
        return joker
    rank = "10" if card.rank_char == "T" else card.rank_char
    return f"{rank}{card.suit.symbol}"


def trick_caption(
    trick: Trick, reason: TrickReason, names: Sequence[str], you: int | None, joker: str = "joker"
) -> tuple[str, str]:
    """(who takes the trick, why or ""), naming the player ``you`` as "you"."""

    def who(seat: int, first: bool = True) -> str:
        if seat == you:
            return "You" if first else "you"
        return names[seat]

    takes = "You take the trick" if trick.taker == you else f"{names[trick.taker]} takes the trick"
    cards = [short_card(card, joker) for card in reason.cards]
    kind = reason.kind
    if kind == "trump":
        if reason.cards[1].is_joker:
            why = f"Leading the joker calls for trumps, and the {cards[0]} is the highest."
        else:
            why = f"The {cards[0]} is a trump, and beats the {cards[1]} led."
    elif kind == "joker_trump":
        if len(cards) == 1:
            why = "The joker led counts as a trump, and nobody played a higher one."
        else:
            why = "The joker counts as a trump (the lowest), and it is the only trump here."
    elif kind == "snap":
        led = reason.cards[1]
        suit = led.suit.plural if led.suit is not None else "card"
        why = f"Snap: the {cards[0]} matches the {cards[1]} led"
        why += ", and the last snap wins." if len(cards) > 2 else f", and beats all the {suit}."
    elif kind == "second":
        why = f"The second-highest card wins: the {cards[0]}, under the {cards[1]}."
    elif kind == "unfollowed":
        noun = reason.cards[0].suit.noun if reason.cards[0].suit is not None else "card"
        why = f"Nobody else played a {noun}, so the card led wins."
    elif kind == "joker_led":
        why = f"{joker} was led, and when led he wins the trick."
    elif kind == "joker_choice":
        chooser = who(trick.winner)
        choice = "kept it" if trick.taker == trick.winner else f"gave it to {who(trick.taker, first=False)}"
        if len(reason.cards) == 2:
            why = f"Both jokers were played, so {who(trick.winner, first=False)} chose, and {choice}."
        else:
            why = f"{chooser} played a joker, and {choice}."
    else:  # "highest": the plain rule needs no words
        why = ""
    return takes, why
