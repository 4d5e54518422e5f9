"""Cards, suits and packs.

A card is a small integer: ``suit * 16 + rank`` for suit cards, where rank 0
is the Two and rank 12 the Ace, and 64, 65, 66 for the jokers ``JK``, ``JK1``
and ``JK2``.  The spacing of 16 lets a hand be a bitmask in which every suit
occupies its own block of bits, which is what makes the engine fast.

>>> card = Card.parse("TS")
>>> card.suit, card.rank_char, str(card)
(<Suit.S: 0>, 'T', 'TS')
>>> Card.parse("JK2").is_joker
True
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from enum import IntEnum

from .language import QT_TRANSLATE_NOOP, translate

_SUIT_NOUNS = (
    QT_TRANSLATE_NOOP("Suits", "spade"), QT_TRANSLATE_NOOP("Suits", "heart"),
    QT_TRANSLATE_NOOP("Suits", "diamond"), QT_TRANSLATE_NOOP("Suits", "club"),
)
_SUIT_PLURALS = (
    QT_TRANSLATE_NOOP("Suits", "spades"), QT_TRANSLATE_NOOP("Suits", "hearts"),
    QT_TRANSLATE_NOOP("Suits", "diamonds"), QT_TRANSLATE_NOOP("Suits", "clubs"),
)


class Suit(IntEnum):
    """The four suits, in the order ♠ ♥ ♦ ♣ used wherever a tie is broken by suit."""

    S = 0
    H = 1
    D = 2
    C = 3

    @property
    def letter(self) -> str:
        return self.name

    def __str__(self) -> str:
        return self.name

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]

    @property
    def noun(self) -> str:
        """The suit's name in the singular: ``spade``."""
        return translate("Suits", _SUIT_NOUNS[self])

    @property
    def plural(self) -> str:
        """The suit's name in the plural, in the player's language: ``spades``."""
        return translate("Suits", _SUIT_PLURALS[self])

    @property
    def record_noun(self) -> str:
        """The suit's name in the singular in English, for the record's words (data, never translated)."""
        return _SUIT_NOUNS[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.H, Suit.D)

    @classmethod
    def parse(cls, letter: str) -> Suit:
        """The suit with this letter (``"S"``); raises ``ValueError`` otherwise."""
        if not isinstance(letter, str) or letter not in ("S", "H", "D", "C"):
            raise ValueError(f"{letter!r} is not a suit letter (S, H, D or C)")
        return cls[letter]


RANK_CHARS = "23456789TJQKA"
RANK_NAMES = (
    QT_TRANSLATE_NOOP("Ranks", "Two"), QT_TRANSLATE_NOOP("Ranks", "Three"), QT_TRANSLATE_NOOP("Ranks", "Four"),
    QT_TRANSLATE_NOOP("Ranks", "Five"), QT_TRANSLATE_NOOP("Ranks", "Six"), QT_TRANSLATE_NOOP("Ranks", "Seven"),
    QT_TRANSLATE_NOOP("Ranks", "Eight"), QT_TRANSLATE_NOOP("Ranks", "Nine"), QT_TRANSLATE_NOOP("Ranks", "Ten"),
    QT_TRANSLATE_NOOP("Ranks", "Jack"), QT_TRANSLATE_NOOP("Ranks", "Queen"), QT_TRANSLATE_NOOP("Ranks", "King"),
    QT_TRANSLATE_NOOP("Ranks", "Ace"),
)  # in English; translate("Ranks", name) words one for a player

# Ranks by index, for readable rule code.
TWO, THREE, FOUR, FIVE, SIX, SEVEN, EIGHT, NINE, TEN, JACK, QUEEN, KING, ACE = range(13)

JK, JK1, JK2 = 64, 65, 66
JOKERS_MASK = (1 << JK) | (1 << JK1) | (1 << JK2)
SUIT_MASKS = tuple(0x1FFF << (16 * s) for s in range(4))
ALL_SUITS_MASK = SUIT_MASKS[0] | SUIT_MASKS[1] | SUIT_MASKS[2] | SUIT_MASKS[3]


class Card(int):
    """One card, an ``int`` with a text form (``"TS"``, ``"JK1"``) that round-trips."""

    __slots__ = ()

    @property
    def is_joker(self) -> bool:
        return self >= JK

    @property
    def suit(self) -> Suit | None:
        """The printed suit, or None for a joker (a game may treat it otherwise)."""
        return None if self >= JK else Suit(self >> 4)

    @property
    def rank(self) -> int:
        """0 for a Two up to 12 for an Ace; -1 for a joker."""
        return -1 if self >= JK else self & 15

    @property
    def rank_char(self) -> str:
        return "" if self >= JK else RANK_CHARS[self & 15]

    @property
    def code(self) -> str:
        return _CODES[self]

    @property
    def bit(self) -> int:
        return 1 << self

    def __str__(self) -> str:
        return _CODES[self]

    def __repr__(self) -> str:
        return f"Card('{_CODES[self]}')"

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (card_of, (int(self),))

    @classmethod
    def parse(cls, code: str) -> Card:
        """The card with this code; raises ``ValueError`` for anything else."""
        try:
            return _BY_CODE[code]
        except (KeyError, TypeError):
            raise ValueError(f"{code!r} is not a card code") from None


_CODES: dict[int, str] = {}
_BY_CODE: dict[str, Card] = {}
_CARDS: dict[int, Card] = {}
for _suit in Suit:
    for _rank, _char in enumerate(RANK_CHARS):
        _index = _suit * 16 + _rank
        _CODES[_index] = _char + _suit.name
for _index, _code in ((JK, "JK"), (JK1, "JK1"), (JK2, "JK2")):
    _CODES[_index] = _code
for _index, _code in _CODES.items():
    _CARDS[_index] = Card(_index)
    _BY_CODE[_code] = _CARDS[_index]


def card_of(index: int) -> Card:
    """The shared ``Card`` value for a card index."""
    return _CARDS[index]


def make_card(rank: int, suit: Suit) -> Card:
    return _CARDS[suit * 16 + rank]


def cards_of(mask: int) -> list[Card]:
    """The cards of a bitmask, lowest index first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(_CARDS[low.bit_length() - 1])
        mask ^= low
    return out


def mask_of(cards: Iterable[int]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def iter_bits(mask: int) -> Iterator[int]:
    """The set bit indices of ``mask``, lowest first."""
    while mask:
        low = mask & -mask
        yield low.bit_length() - 1
        mask ^= low


def suit_cards(ranks: Iterable[int]) -> int:
    """A mask of the given ranks in every suit."""
    mask = 0
    for suit in range(4):
        for rank in ranks:
            mask |= 1 << (suit * 16 + rank)
    return mask


def describe_card(card: int) -> str:
    """A card's name in words: ``Ten of spades``, ``joker``."""
    if card >= JK:
        return translate("Cards", "joker")
    rank = translate("Ranks", RANK_NAMES[card & 15])
    return translate("Cards", "{rank} of {suit}").format(rank=rank, suit=Suit(card >> 4).plural)


def sort_key(card: int) -> tuple[int, int]:
    """Suits in ♠ ♥ ♦ ♣ order, high cards first, jokers last."""
    if card >= JK:
        return (4, card)
    return (card >> 4, -(card & 15))
