"""Hoodwink's words: its roles, and how trump, the partners and the Hood were settled, in sentences for a player.

The rules are in ``rules.py``; the sentences that explain them, each whole and in the player's language, are
here, with the role names and the ``no_tie`` choices they speak of.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...engine.cards import Suit
from ...engine.core import Core, Phase
from ...engine.language import QT_TRANSLATE_NOOP, translate
from ...engine.words import counts_sentence, reader_first, shown_sentence, who

PARTNER, HOOD = "partner", "hood"
ROLE_NAMES = {  # a role's id: its name as players read it (on name plates, score lines, statistics)
    HOOD: QT_TRANSLATE_NOOP("Roles", "Hood"),
    PARTNER: QT_TRANSLATE_NOOP("Roles", "Partner"),
}
ROLE_SENTENCES = {  # the sentence that tells the player their role
    HOOD: QT_TRANSLATE_NOOP("Narration", "You are the Hood."),
    PARTNER: QT_TRANSLATE_NOOP("Narration", "You are a partner."),
}
NO_TIE_BY_SUIT = ("plain", "middle", "last", "first")  # spades, hearts, diamonds, clubs

# How three different counts made the Hood, when everyone played alone (the ``no_tie`` option).
NO_TIE_WORDS = {
    "middle": QT_TRANSLATE_NOOP("Hoodwink", "All three counts differ, so the middle count makes {hood} the Hood."),
    "last": QT_TRANSLATE_NOOP("Hoodwink", "All three counts differ, so taking the last trick makes {hood} the Hood."),
    "first": QT_TRANSLATE_NOOP("Hoodwink", "All three counts differ, so taking the first trick makes {hood} the Hood."),
}
NO_TIE_BY_SUIT_WORDS = {
    "middle": QT_TRANSLATE_NOOP(
        "Hoodwink", "All three counts differ, and with {trump} as trump the middle count makes {hood} the Hood."
    ),
    "last": QT_TRANSLATE_NOOP(
        "Hoodwink", "All three counts differ, and with {trump} as trump taking the last trick makes {hood} the Hood."
    ),
    "first": QT_TRANSLATE_NOOP(
        "Hoodwink", "All three counts differ, and with {trump} as trump taking the first trick makes {hood} the Hood."
    ),
}


def sides_sentence(names: Sequence[str], reader: int | None, hood: int) -> str:
    """Who is the Hood and who the partners, said to the reader ("You and Ben are partners, and …")."""
    a, b = reader_first([seat for seat in range(3) if seat != hood], reader)
    if reader == hood:
        return translate("Hoodwink", "You are the Hood, against {first} and {second}, who are partners.").format(
            first=names[a], second=names[b]
        )
    if reader == a:
        return translate("Hoodwink", "You and {partner} are partners, and {hood} is the Hood.").format(
            partner=names[b], hood=names[hood]
        )
    return translate("Hoodwink", "{first} and {second} are partners, and {hood} is the Hood.").format(
        first=names[a], second=names[b], hood=names[hood]
    )


def explanation(
    core: Core, names: Sequence[str], reader: int | None, hood: int | None, longest: bool, individual: bool, no_tie: str
) -> list[str]:
    """How trump and the sides were settled, said to ``reader``: ``hood`` is the Hood's seat if known, ``longest``
    and ``individual`` the trump-selection and same-suit options, ``no_tie`` the option of that name."""
    cards = core.proposals
    lines = [shown_sentence(names, reader, cards)]
    if longest:
        lines.append(translate("Hoodwink", "Each card shown was the highest card of its player's longest suit."))
    suits = [Suit(card >> 4) for card in cards]
    trump = Suit(core.trump)
    if suits[0] == suits[1] == suits[2]:
        if individual:
            lines.append(
                translate(
                    "Hoodwink",
                    "All three cards shown are {trump}, so {trump} are trump and everyone plays alone: the "
                    "trick counts decide the partners.",
                ).format(trump=trump.plural)
            )
            if core.phase == Phase.DONE:
                lines += individual_end(core, names, reader, hood, no_tie)
            return lines
        lines.append(
            translate(
                "Hoodwink",
                "All three cards shown are {trump}, so {trump} are trump; the highest and lowest cards make "
                "the partners, and the middle card makes the Hood.",
            ).format(trump=trump.plural)
        )
    else:
        assert hood is not None
        a, b = [seat for seat in range(3) if seat != hood]
        if suits[a] == suits[b]:
            lines.append(
                translate(
                    "Hoodwink",
                    "Two of the cards shown are {shown}, so those two players are partners and the third is "
                    "the Hood; the Hood's suit, {trump}, is trump.",
                ).format(shown=suits[a].plural, trump=trump.plural)
            )
        elif suits[a].is_red:
            lines.append(
                translate(
                    "Hoodwink",
                    "The three suits shown all differ: the players who showed the two red suits are partners, "
                    "the third is the Hood, and {trump}, the suit nobody showed, are trump.",
                ).format(trump=trump.plural)
            )
        else:
            lines.append(
                translate(
                    "Hoodwink",
                    "The three suits shown all differ: the players who showed the two black suits are "
                    "partners, the third is the Hood, and {trump}, the suit nobody showed, are trump.",
                ).format(trump=trump.plural)
            )
    assert hood is not None
    lines.append(sides_sentence(names, reader, hood))
    return lines

def individual_end(core: Core, names: Sequence[str], reader: int | None, hood: int | None, no_tie: str) -> list[str]:
    """How the trick counts settled the roles when everyone played alone."""
    lines = [counts_sentence(names, reader, core.won)]
    if hood is None:
        lines.append(
            translate(
                "Hoodwink", "All three counts differ, so nobody is the Hood and everyone scores their tricks only."
            )
        )
        return lines
    others = [core.won[s] for s in range(3) if s != hood]
    if others[0] == others[1]:
        lines.append(
            translate(
                "Hoodwink", "Two counts are equal, so those two players are partners and the third is the Hood."
            )
        )
    else:
        scenario = no_tie
        if scenario == "by_suit":
            scenario = NO_TIE_BY_SUIT[core.trump]
            sentence = translate("Hoodwink", NO_TIE_BY_SUIT_WORDS[scenario])
        else:
            sentence = translate("Hoodwink", NO_TIE_WORDS[scenario])
        lines.append(sentence.format(hood=who(names, reader, hood), trump=Suit(core.trump).plural))
    lines.append(sides_sentence(names, reader, hood))
    return lines

