"""The building blocks of a rules page, and the small markup its texts use.

A page is plain data: sections of blocks (paragraphs, lists, tables, house
rules, options, worked examples of cards).  Nothing here knows about Qt: the
rules window turns the data into a styled document and the card codes into
pictures.

Texts are small HTML fragments (``<b>``, ``<i>``, ``<a href="#play">``) with
one extra piece of markup: a card or suit code in braces.

>>> plain("Lead the {TH}; {H} are trumps.")
'Lead the 10♥; ♥ are trumps.'
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Union

from ..engine.language import translate

SUIT_SYMBOLS = {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}
RED_SUITS = ("H", "D")
RANK_TEXT = {"T": "10"}
COURT_LETTERS = "AKQJ"  # translated where shown (the catalogue's context RankLetters, as on the table)

# {AS}, {TH}, {JK}, {JK1} or a lone suit letter {H}
_CODE = re.compile(r"\{(JK[12]?|[2-9TJQKA][SHDC]|[SHDC])\}")
_TAG = re.compile(r"<[^>]+>")


def _code_text(code: str) -> tuple[str, str]:
    """(rank text, suit letter) of a code; the joker has no suit letter."""
    if code.startswith("JK"):
        return translate("Cards", "joker"), ""
    if len(code) == 1:
        return "", code
    if code[0] in COURT_LETTERS:  # as the table writes them: D and B for a German Queen and Jack
        return translate("RankLetters", code[0]), code[1]
    return RANK_TEXT.get(code[0], code[0]), code[1]


def expand(text: str, suit_html: bool = True) -> str:
    """``text`` with every ``{code}`` written out; with ``suit_html`` a red suit sits in ``<span class="red">``."""

    def replace(match: re.Match[str]) -> str:
        rank, suit = _code_text(match.group(1))
        if not suit:
            return rank
        symbol = SUIT_SYMBOLS[suit]
        if suit_html:
            symbol = f'<span class="{"red" if suit in RED_SUITS else "black"}">{symbol}</span>'
        return rank + symbol

    return _CODE.sub(replace, text)


def plain(text: str) -> str:
    """``text`` as a reader sees it, without tags: for searches, tests and the originality check."""
    return html.unescape(_TAG.sub("", expand(text, suit_html=False)))


# --- blocks ----------------------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class Para:
    """A paragraph; ``kind`` is ``""``, ``"lead"`` (a larger opening paragraph) or ``"note"`` (small print)."""

    text: str
    kind: str = ""


@dataclass(frozen=True)
class Bullets:
    """A list; ``numbered`` for steps in order."""

    items: tuple[str, ...]
    numbered: bool = False


@dataclass(frozen=True)
class Heading:
    """A sub-heading inside a section; with an ``anchor``, links and ``show_game`` can reach it."""

    title: str
    anchor: str = ""


@dataclass(frozen=True)
class Table:
    """A table with a header row; ``align`` has one letter per column (``l``, ``c`` or ``r``; left if short)."""

    head: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    align: str = ""
    caption: str = ""


@dataclass(frozen=True)
class HouseRule:
    """A ruling of this program where Parlett's text is silent or unclear (a "Decision" in RULES.md).

    ``topic`` names the ruling in a word or three; ``text`` says what the
    program does and why, in one or two sentences.
    """

    topic: str
    text: str


@dataclass(frozen=True)
class Shown:
    """One card of a worked example.

    ``label`` is written under the card (``\\n`` starts a new line).  ``mark``
    is ``""``, ``"win"`` (the card that takes the trick: outlined in gold and
    labelled), ``"play"`` (a card you may play: outlined and ticked) or
    ``"dim"`` (a card you may not play: faded and crossed).
    """

    code: str
    label: str = ""
    mark: str = ""


@dataclass(frozen=True)
class Cards:
    """A worked example drawn with real cards: a row of cards, a title and an explanation beside them.

    ``gap_after`` puts a little space after that many cards (between the card
    led and a hand, say).
    """

    cards: tuple[Shown, ...]
    text: str
    title: str = ""
    gap_after: int = 0


@dataclass(frozen=True)
class Strip:
    """A row of small cards inline with the text (a suit in rank order, say), with an optional caption."""

    codes: tuple[str, ...]
    caption: str = ""


@dataclass(frozen=True)
class Option:
    """One game option as the new-game dialog and deal records name it.

    ``values`` pairs each value's JSON text (``"free"`` is written ``free``,
    booleans ``false`` / ``true``) with what it does; a free integer option
    has no values and says its range in ``text``.  ``default`` is the
    default's JSON text.  ``more`` holds any further blocks (house rules).
    """

    id: str
    label: str
    text: str
    default: str
    values: tuple[tuple[str, str], ...] = ()
    more: tuple[Block, ...] = ()


Block = Union[Para, Bullets, Heading, Table, HouseRule, Cards, Strip, Option]


@dataclass(frozen=True)
class Section:
    """A top-level section of a page: its stable anchor, its title in the table of contents, its blocks."""

    anchor: str
    title: str
    blocks: tuple[Block, ...]


@dataclass(frozen=True)
class Page:
    """One game's rules page.

    ``facts`` is a short row of (label, value) shown under the title;
    ``joker_title`` is what the game's joker card says on its face.
    """

    game_id: str
    title: str
    tagline: str
    facts: tuple[tuple[str, str], ...]
    sections: tuple[Section, ...]
    joker_title: str = "Joker"
    credit: str = "A game by David Parlett"
    anchors: tuple[str, ...] = field(init=False, default=())

    def __post_init__(self) -> None:
        # Every anchor on the page, top-level sections first: what links and show_game may aim at.
        found = [section.anchor for section in self.sections]
        for section in self.sections:
            for block in walk(section.blocks):
                if isinstance(block, Heading) and block.anchor:
                    found.append(block.anchor)
                elif isinstance(block, Option):
                    found.append(option_anchor(block.id))
        if len(set(found)) != len(found):
            raise ValueError(f"{self.game_id}: an anchor is used twice in {found}")
        object.__setattr__(self, "anchors", tuple(found))

    def section(self, anchor: str) -> Section:
        """The top-level section with this anchor; ``KeyError`` if there is none."""
        for section in self.sections:
            if section.anchor == anchor:
                return section
        raise KeyError(anchor)


def option_anchor(option_id: str) -> str:
    """The anchor of an option's entry in the options section."""
    return f"option-{option_id}"


def walk(blocks: tuple[Block, ...]) -> list[Block]:
    """Every block, with an option's own blocks after it."""
    out: list[Block] = []
    for block in blocks:
        out.append(block)
        if isinstance(block, Option):
            out.extend(walk(block.more))
    return out


def block_text(block: Block) -> str:
    """The words of one block (not of the blocks an option holds), as plain text."""
    if isinstance(block, Para):
        parts = [block.text]
    elif isinstance(block, Bullets):
        parts = list(block.items)
    elif isinstance(block, Heading):
        parts = [block.title]
    elif isinstance(block, Table):
        parts = [" ".join(block.head), *(" ".join(row) for row in block.rows), block.caption]
    elif isinstance(block, HouseRule):
        parts = [f"House rule: {block.topic}.", block.text]
    elif isinstance(block, Cards):
        parts = [block.title, *(card.label for card in block.cards), block.text]
    elif isinstance(block, Strip):
        parts = [block.caption]
    else:
        parts = [block.label, block.id, block.text, f"Default: {block.default}."]
        parts += [f"{value}: {meaning}" for value, meaning in block.values]
    return "\n".join(plain(part) for part in parts if part)


def section_text(section: Section) -> str:
    """A section's words as plain text, options' own blocks included."""
    return "\n".join([plain(section.title), *(block_text(block) for block in walk(section.blocks))])


def page_text(page: Page) -> str:
    """A whole page's words as plain text."""
    head = [page.title, page.tagline, *(f"{label}: {value}" for label, value in page.facts)]
    return "\n".join([*(plain(part) for part in head), *(section_text(section) for section in page.sections)])


def example_codes(page: Page) -> set[str]:
    """The card codes the page draws (worked examples and strips)."""
    codes: set[str] = set()
    for section in page.sections:
        for block in walk(section.blocks):
            if isinstance(block, Cards):
                codes.update(card.code for card in block.cards)
            elif isinstance(block, Strip):
                codes.update(block.codes)
    return codes


# --- helpers for worked examples --------------------------------------------------------------------------------------

ORDINALS = ("led", "2nd", "3rd", "4th", "5th")
WIN_LABEL = "★ wins"
PLAY_LABEL = "✓ may play"
NO_PLAY_LABEL = "✗ may not"


def trick(cards: str, winner: int | None, text: str, title: str = "", notes: dict[int, str] | None = None) -> Cards:
    """A trick in play order (``"AS 7S JK"``); ``winner`` is the index of the card that takes it.

    Each card is labelled with its place in the play; the winner is also
    marked, so the result never depends on colour alone.  ``notes`` adds a
    second line under chosen cards.
    """
    shown = []
    for index, code in enumerate(cards.split()):
        lines = [ORDINALS[index]]
        if notes and index in notes:
            lines.append(notes[index])
        if index == winner:
            lines.append(WIN_LABEL)
        shown.append(Shown(code, "\n".join(lines), "win" if index == winner else ""))
    return Cards(tuple(shown), text, title)


def choice(hand: str, playable: str, text: str, title: str = "", led: str = "") -> Cards:
    """A hand (``"JK AS 8C"``) with the cards that may be played marked, after the card ``led`` if any.

    ``playable`` lists the allowed cards, or is ``"all"``.
    """
    allowed = hand.split() if playable == "all" else playable.split()
    shown = [Shown(led, "led")] if led else []
    for code in hand.split():
        ok = code in allowed
        shown.append(Shown(code, PLAY_LABEL if ok else NO_PLAY_LABEL, "play" if ok else "dim"))
    return Cards(tuple(shown), text, title, gap_after=1 if led else 0)


def reveal(shown: tuple[tuple[str, str, str], ...], text: str, title: str = "") -> Cards:
    """The three cards shown in a proposal: (player, card, what they turn out to be, or ``""``)."""
    return Cards(tuple(Shown(code, f"{who}\n{role}" if role else who) for who, code, role in shown), text, title)


def option_value(value: object) -> str:
    """An option value's JSON text, as the options section writes it: ``free``, ``42``, ``true``.

    >>> option_value(False), option_value("by_suit"), option_value(54)
    ('false', 'by_suit', '54')
    """
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


# --- the page in the player's language --------------------------------------------------------------------------------
# Every text of a page is translated whole (a paragraph, a list item, a table cell, a card's label line), with its
# markup and card codes inside it: ``packaging/update_translations.py`` puts each one in the catalogues under the
# context ``Rules``, and ``translated`` words a page through ``engine.language``.

CONTEXT = "Rules"


def page_texts(page: Page) -> list[str]:
    """Every text of ``page`` a translation replaces, in page order (option ids, defaults and values are data)."""
    found = [page.title, page.tagline, page.credit, page.joker_title]
    found += [text for pair in page.facts for text in pair]
    for section in page.sections:
        found.append(section.title)
        for block in walk(section.blocks):
            found += _block_texts(block)
    return [text for text in found if text and any(char.isalpha() for char in text)]


def _block_texts(block: Block) -> list[str]:
    if isinstance(block, Para):
        return [block.text]
    if isinstance(block, Bullets):
        return list(block.items)
    if isinstance(block, Heading):
        return [block.title]
    if isinstance(block, Table):
        return [*block.head, *(cell for row in block.rows for cell in row), block.caption]
    if isinstance(block, HouseRule):
        return [block.topic, block.text]
    if isinstance(block, Cards):
        return [block.title, block.text, *(line for card in block.cards for line in card.label.split("\n"))]
    if isinstance(block, Strip):
        return [block.caption]
    return [block.label, block.text, *(meaning for _, meaning in block.values)]


def translated(page: Page, words: Callable[[str], str]) -> Page:
    """``page`` with every text of ``page_texts`` replaced by ``words(text)`` (anchors and codes kept)."""

    def label(text: str) -> str:
        return "\n".join(words(line) if line else line for line in text.split("\n"))

    def block(item: Block) -> Block:
        if isinstance(item, Para):
            return replace(item, text=words(item.text))
        if isinstance(item, Bullets):
            return replace(item, items=tuple(words(text) for text in item.items))
        if isinstance(item, Heading):
            return replace(item, title=words(item.title))
        if isinstance(item, Table):
            rows = tuple(tuple(words(cell) for cell in row) for row in item.rows)
            head = tuple(words(cell) for cell in item.head)
            return replace(item, head=head, rows=rows, caption=words(item.caption) if item.caption else "")
        if isinstance(item, HouseRule):
            return replace(item, topic=words(item.topic), text=words(item.text))
        if isinstance(item, Cards):
            cards = tuple(replace(card, label=label(card.label)) for card in item.cards)
            return replace(item, cards=cards, text=words(item.text), title=words(item.title) if item.title else "")
        if isinstance(item, Strip):
            return replace(item, caption=words(item.caption) if item.caption else "")
        values = tuple((value, words(meaning)) for value, meaning in item.values)
        more = tuple(block(inner) for inner in item.more)
        return replace(item, label=words(item.label), text=words(item.text), values=values, more=more)

    sections = tuple(
        replace(section, title=words(section.title), blocks=tuple(block(item) for item in section.blocks))
        for section in page.sections
    )
    return replace(
        page,
        title=words(page.title),
        tagline=words(page.tagline),
        facts=tuple((words(name), words(value)) for name, value in page.facts),
        sections=sections,
        joker_title=words(page.joker_title),
        credit=words(page.credit),
    )
