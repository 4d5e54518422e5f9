"""Pieces the engine's sentences for a player share: who is meant, and lists of names.

A sentence is written whole, as a template with named placeholders, and
chosen whole for the reader ("You are the Hood.") or for another player
("{hood} is the Hood."), so that a translation can replace it whole.  The
reader is the seat of the person reading, called "you"; every other seat is
called by its name.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from .actions import Action, Give, Play, Propose
from .cards import describe_card
from .language import translate
from .plugins import load_games


def who(names: Sequence[str], reader: int | None, seat: int) -> str:
    """``you`` for the reader's own seat, the seat's name otherwise (mid-sentence form)."""
    return translate("Words", "you") if seat == reader else names[seat]


def capitalized(text: str) -> str:
    """``text`` with its first letter made a capital (for "you" opening a sentence)."""
    return text[:1].upper() + text[1:]


def listing(items: Sequence[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    if len(items) < 2:
        return "".join(items)
    return translate("Words", "{first} and {last}").format(first=", ".join(items[:-1]), last=items[-1])


def reader_first(seats: Sequence[int], reader: int | None) -> list[int]:
    """``seats`` with the reader's own first ("you and Ben", not "Ben and you")."""
    return sorted(seats, key=lambda seat: seat != reader)


def shown_sentence(names: Sequence[str], reader: int | None, cards: Sequence[int]) -> str:
    """The cards three seats showed, as a sentence: ``You showed the Ace of hearts, Ben the Seven of hearts …``."""
    order = reader_first(range(3), reader)
    first, second, third = (who(names, reader, seat) for seat in order)
    card_1, card_2, card_3 = (describe_card(cards[seat]) for seat in order)
    sentence = translate("Words", "{first} showed the {card_1}, {second} the {card_2} and {third} the {card_3}.")
    return capitalized(
        sentence.format(first=first, card_1=card_1, second=second, card_2=card_2, third=third, card_3=card_3)
    )


def counts_sentence(names: Sequence[str], reader: int | None, counts: Sequence[int]) -> str:
    """Every seat's trick count, as a sentence: ``Tricks taken: you 3, Ben 4, Cleo 4.``"""
    order = reader_first(range(len(counts)), reader)
    taken = ", ".join(f"{who(names, reader, seat)} {counts[seat]}" for seat in order)
    return translate("Words", "Tricks taken: {counts}.").format(counts=taken)


# Each registered game's roles' words by its id (``registry.register_game`` sets them from the game's
# ``role_names`` and ``role_sentences``): a role's id is a word ("hood", "partner"), the same in every game that has it.
_ROLES: dict[str, tuple[Mapping[str, str], Mapping[str, str]]] = {}


def set_roles(game_id: str, names: Mapping[str, str], sentences: Mapping[str, str]) -> None:
    """The words of ``game_id``'s roles: each role's name and the sentence telling a player it is theirs."""
    _ROLES[game_id] = (names, sentences)


def forget_roles(game_id: str) -> None:
    _ROLES.pop(game_id, None)


def _role_words(role: str, which: int) -> str | None:
    load_games()
    return next((words[which][role] for words in _ROLES.values() if role in words[which]), None)


def role_name(role: str | None) -> str:
    """A role's name in the player's language ("" for none; an unknown id capitalised)."""
    if not role:
        return ""
    name = _role_words(role, 0)
    return translate("Roles", name) if name is not None else role.capitalize()


def your_role(role: str) -> str:
    """The sentence that tells the player their role (each its own, so every language can word it)."""
    sentence = _role_words(role, 1)
    if sentence is not None:
        return translate("Narration", sentence)
    return translate("Narration", "Your role: {role}.").format(role=role_name(role))


def action_words(action: Action, name: Callable[[int], str]) -> str:
    """A decision as the coach words it ("showing the ace of spades", "the ten of hearts", "keeping the trick");
    ``name`` gives a seat's name."""
    if isinstance(action, Propose):
        return translate("Coach", "showing the {card}").format(card=describe_card(action.card))
    if isinstance(action, Play):
        return translate("Coach", "the {card}").format(card=describe_card(action.card))
    if isinstance(action, Give):
        if action.to == action.seat:
            return translate("Coach", "keeping the trick")
        return translate("Coach", "giving the trick to {name}").format(name=name(action.to))
    return str(action)
