"""A finished trick in words: who takes it and, when it is not simply the highest card of the suit led, why.

The reason itself is the engine's (``Game.trick_reason``); this module only words it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Card, Trick, TrickReason
from ..engine.language import QT_TRANSLATE_NOOP, translate


def short_card(card: Card, joker: str = "joker") -> str:
    """``10♦``, ``Q♠``, or the joker's name."""
    if card.is_joker or card.suit is None:
        return joker
    rank = "10" if card.rank_char == "T" else translate("RankLetters", RANK_LETTERS.get(card.rank_char, card.rank_char))
    return f"{rank}{card.suit.symbol}"


# The letters of the court cards and the Ace as short card names show them (K♠), translated where used.
RANK_LETTERS = {
    "A": QT_TRANSLATE_NOOP("RankLetters", "A"), "K": QT_TRANSLATE_NOOP("RankLetters", "K"),
    "Q": QT_TRANSLATE_NOOP("RankLetters", "Q"), "J": QT_TRANSLATE_NOOP("RankLetters", "J"),
}  # fmt: skip


def trick_caption(
    trick: Trick, reason: TrickReason, names: Sequence[str], you: int | None, joker: str = "joker"
) -> tuple[str, str]:
    """(who takes the trick, why or ""), naming the player ``you`` as "you"."""

    def who(seat: int, first: bool = True) -> str:
        if seat == you:
            return translate("TrickWords", "You") if first else translate("TrickWords", "you")
        return names[seat]

    if trick.taker == you:
        takes = translate("TrickWords", "You take the trick")
    else:
        takes = translate("TrickWords", "{taker} takes the trick").format(taker=names[trick.taker])
    cards = [short_card(card, joker) for card in reason.cards]
    kind = reason.kind
    if kind == "trump":
        if reason.cards[1].is_joker:
            why = translate(
                "TrickWords",
                "Leading the joker calls for trumps, and the {card} is the highest.",
            ).format(card=cards[0])
        else:
            why = translate(
                "TrickWords",
                "The {card} is a trump, and beats the {led} led.",
            ).format(card=cards[0], led=cards[1])
    elif kind == "joker_trump":
        if len(cards) == 1:
            why = translate("TrickWords", "The joker led counts as a trump, and nobody played a higher one.")
        else:
            why = translate("TrickWords", "The joker counts as a trump (the lowest), and it is the only trump here.")
    elif kind == "snap":
        led = reason.cards[1]
        suit = led.suit.plural if led.suit is not None else translate("TrickWords", "card")
        if len(cards) > 2:
            why = translate("TrickWords", "Snap: the {card} matches the {led} led, and the last snap wins.")
        else:
            why = translate("TrickWords", "Snap: the {card} matches the {led} led, and beats all the {suit}.")
        why = why.format(card=cards[0], led=cards[1], suit=suit)
    elif kind == "second":
        why = translate(
            "TrickWords",
            "The second-highest card wins: the {card}, under the {highest}.",
        ).format(card=cards[0], highest=cards[1])
    elif kind == "unfollowed":
        suit = reason.cards[0].suit
        noun = suit.noun if suit is not None else translate("TrickWords", "card")
        why = translate("TrickWords", "Nobody else played a {noun}, so the card led wins.").format(noun=noun)
    elif kind == "joker_led":
        why = translate("TrickWords", "{joker} was led, and when led he wins the trick.").format(joker=joker)
    elif kind == "joker_choice":
        kept = trick.taker == trick.winner
        if len(reason.cards) == 2:
            if kept:
                why = translate("TrickWords", "Both jokers were played, so {chooser} chose, and kept it.")
            else:
                why = translate("TrickWords", "Both jokers were played, so {chooser} chose, and gave it to {taker}.")
            chooser = who(trick.winner, first=False)
        else:
            if kept:
                why = translate("TrickWords", "{chooser} played a joker, and kept it.")
            else:
                why = translate("TrickWords", "{chooser} played a joker, and gave it to {taker}.")
            chooser = who(trick.winner)
        why = why.format(chooser=chooser, taker=who(trick.taker, first=False))
    else:  # "highest": the plain rule needs no words
        why = ""
    return takes, why
