"""A finished trick in words: who takes it and, when it is not simply the highest card of the suit led, why.

The reason itself is the engine's (``Game.trick_reason``); this module only words it.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine import Card, Trick, TrickReason
from ...engine.language import QT_TRANSLATE_NOOP, translate


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
    cards = [short_card(card, joker) for card in reason.cards] + ["", ""]
    suit = reason.cards[1 if reason.kind == "snap" else 0].suit if reason.cards else None
    chooser = who(trick.winner, first=len(reason.cards) != 2)
    why = _why(trick, reason).format(
        card=cards[0], led=cards[1], highest=cards[1], joker=joker, chooser=chooser,
        taker=who(trick.taker, first=False),
        suit=suit.plural if suit is not None else translate("TrickWords", "card"),
        noun=suit.noun if suit is not None else translate("TrickWords", "card"),
    )  # fmt: skip
    return takes, why


def _why(trick: Trick, reason: TrickReason) -> str:
    """Why the trick went where it did, with slots for the cards ({card}, {led}, {highest}), the {joker}, the
    {suit} or its {noun}, and who chose ({chooser}) and took it ({taker}); "" for the plain rule."""
    kind, count = reason.kind, len(reason.cards)
    if kind == "trump" and reason.cards[1].is_joker:
        return translate("TrickWords", "Leading the joker calls for trumps, and the {card} is the highest.")
    if kind == "trump":
        return translate("TrickWords", "The {card} is a trump, and beats the {led} led.")
    if kind == "joker_trump" and count == 1:
        return translate("TrickWords", "The joker led counts as a trump, and nobody played a higher one.")
    if kind == "joker_trump":
        return translate("TrickWords", "The joker counts as a trump (the lowest), and it is the only trump here.")
    if kind == "snap" and count > 2:
        return translate("TrickWords", "Snap: the {card} matches the {led} led, and the last snap wins.")
    if kind == "snap":
        return translate("TrickWords", "Snap: the {card} matches the {led} led, and beats all the {suit}.")
    if kind == "second":
        return translate("TrickWords", "The second-highest card wins: the {card}, under the {highest}.")
    if kind == "unfollowed":
        return translate("TrickWords", "Nobody else played a {noun}, so the card led wins.")
    if kind == "joker_led":
        return translate("TrickWords", "{joker} was led, and when led he wins the trick.")
    if kind == "joker_choice":
        kept = trick.taker == trick.winner
        if count == 2 and kept:
            return translate("TrickWords", "Both jokers were played, so {chooser} chose, and kept it.")
        if count == 2:
            return translate("TrickWords", "Both jokers were played, so {chooser} chose, and gave it to {taker}.")
        if kept:
            return translate("TrickWords", "{chooser} played a joker, and kept it.")
        return translate("TrickWords", "{chooser} played a joker, and gave it to {taker}.")
    return ""  # "highest": the plain rule needs no words
