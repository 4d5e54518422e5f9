"""The table's piles (``ui/table/piles.py``): a card moved from pile to pile, and nobody but ``Piles`` changing one."""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Any

import pytest

from parlett_table.engine import Card
from parlett_table.ui.cards.decks import CardPixmaps, make_deck
from parlett_table.ui.table.card_item import CardItem
from parlett_table.ui.table.piles import Pile, PileKind, Piles

ROOT = Path(__file__).resolve().parent.parent
PILES_MODULE = ROOT / "parlett_table" / "ui" / "table" / "piles.py"
# Who may call ``Piles``' changes: the scene lays the piles out from a view, the animator moves the cards of the
# engine's events, and this file tests them.
MOVERS = {"parlett_table/ui/table/scene.py", "parlett_table/ui/table/animator.py", "tests/test_piles.py"}
PILES_CHANGES = {"move", "clear", "sort"}
PILE_INSIDES = {"_add", "_take", "_sort", "_items", "_played_by"}  # a Pile's own list and its changes


@pytest.fixture
def cards(qapp: Any) -> list[CardItem]:
    art = CardPixmaps(make_deck("clear"))
    return [CardItem(art, Card.parse(name), True, 100.0, "Joker") for name in ("AS", "KS", "QH", "JD", "TC")]


def test_a_moved_card_leaves_one_pile_for_the_top_of_another_in_order(cards: list[CardItem]) -> None:
    piles = Piles()
    piles.clear(3)
    hand, trick = piles.hands[1], piles.trick
    for item in cards[:4]:
        piles.move(item, None, hand)  # dealt: a new card onto the table
    piles.move(cards[4], None, trick, 0)  # seat 0 led
    piles.move(cards[1], hand, trick)
    assert hand.cards == (cards[0], cards[2], cards[3])  # the rest of the hand as it was
    assert trick.cards == (cards[4], cards[1])  # on top of the card led
    assert trick.played() == ((0, cards[4]), (1, cards[1]))  # each remembers who played it
    assert trick.seat_of(cards[1]) == 1 and hand.seat_of(cards[0]) == 1
    assert piles.pile_of(cards[1]) is trick and piles.pile_of(cards[0]) is hand
    assert piles.all_cards() == [cards[0], cards[2], cards[3], cards[4], cards[1]]

    piles.move(cards[1], trick, piles.taken[2])
    piles.move(cards[4], trick, None)  # off the table
    assert not trick and piles.taken[2].cards == (cards[1],) and piles.pile_of(cards[4]) is None
    assert trick.played() == ()


def test_a_card_not_in_the_source_is_refused_and_nothing_moves(cards: list[CardItem]) -> None:
    piles = Piles()
    piles.clear(2)
    piles.move(cards[0], None, piles.hands[0])
    with pytest.raises(ValueError, match="hand of seat 1"):
        piles.move(cards[0], piles.hands[1], piles.trick, 1)
    with pytest.raises(ValueError, match="trick"):
        piles.move(cards[1], piles.trick, piles.hands[0])
    with pytest.raises(ValueError, match="already in the <Pile hand of seat 0"):  # a card lies in one pile at most
        piles.move(cards[0], None, piles.trick, 0)
    assert piles.hands[0].cards == (cards[0],) and not piles.trick and not piles.hands[1]


def test_proposals_go_by_seat_and_a_reader_cannot_change_them(cards: list[CardItem]) -> None:
    piles = Piles()
    piles.clear(3)
    for seat in (2, 0):
        piles.move(cards[seat], None, piles.hands[seat])
        piles.move(cards[seat], piles.hands[seat], piles.proposal[seat])
    shown = piles.proposals()
    assert dict(shown) == {0: cards[0], 2: cards[2]}
    shown.pop(0)  # type: ignore[attr-defined]  # a copy: the piles keep their cards
    assert piles.proposals() == {0: cards[0], 2: cards[2]}
    assert piles.proposal[0].kind is PileKind.PROPOSAL and piles.proposal[0].name == "proposal of seat 0"


def test_a_pile_offers_its_readers_no_way_to_change_it(cards: list[CardItem]) -> None:
    piles = Piles()
    piles.clear(2)
    piles.move(cards[0], None, piles.hands[0])
    hand = piles.hands[0]
    assert isinstance(hand.cards, tuple) and isinstance(hand[0:1], tuple) and isinstance(piles.hands, tuple)
    public = {name for name in dir(Pile) if not name.startswith("_")}
    assert public == {"cards", "count", "index", "name", "played", "seat_of"}  # readers only
    for item in hand:  # walking a copy: moving the cards meanwhile is safe
        piles.move(item, hand, piles.trick, 0)
    assert not hand and piles.trick.cards == (cards[0],)


def test_sort_orders_a_pile_by_its_key(cards: list[CardItem]) -> None:
    piles = Piles()
    piles.clear(1)
    for item in cards:
        piles.move(item, None, piles.hands[0])
    piles.sort(piles.hands[0], lambda item: (0, -int(item.card)) if item.card is not None else (1, 0))
    assert [item.card for item in piles.hands[0]] == sorted((item.card for item in cards), key=int, reverse=True)


# --- nobody else changes a pile -----------------------------------------------------------------------------


def _is_piles(node: ast.expr) -> bool:
    """``piles`` or ``<something>.piles``: the scene's Piles."""
    named = isinstance(node, ast.Name) and node.id == "piles"
    return named or (isinstance(node, ast.Attribute) and node.attr == "piles")


def pile_writes(source: str) -> tuple[list[str], list[str]]:
    """In ``source``: the calls of Piles' changes (``piles.move(...)``), and the reaches into a pile's insides or
    assignments to the piles' attributes, each as "line: what"."""
    changes: list[str] = []
    reaches: list[str] = []
    for node in ast.walk(ast.parse(source)):
        func = node.func if isinstance(node, ast.Call) else None
        if isinstance(func, ast.Attribute) and func.attr in PILES_CHANGES and _is_piles(func.value):
            changes.append(f"{func.lineno}: piles.{func.attr}")
        if isinstance(node, ast.Attribute):
            if node.attr in PILE_INSIDES:
                reaches.append(f"{node.lineno}: .{node.attr}")
            elif isinstance(node.ctx, (ast.Store, ast.Del)) and _is_piles(node.value):
                reaches.append(f"{node.lineno}: piles.{node.attr} assigned")
    by_line = lambda where: int(where.split(":")[0])  # noqa: E731 - ast.walk goes breadth first
    return sorted(changes, key=by_line), sorted(reaches, key=by_line)


def test_the_reader_of_pile_writes_finds_them() -> None:
    source = (
        "scene.piles.move(a, b, c)\npiles = scene.piles\npiles.sort(h, k)\nscene.piles.hands[0]._add(x, 1)\n"
        "scene.piles.trick = t\nhand.sort()\nscene.piles.hands[0].index(x)\n"
    )
    assert pile_writes(source) == (["1: piles.move", "3: piles.sort"], ["4: ._add", "5: piles.trick assigned"])


def window_and_tests() -> list[Path]:
    """Where the piles are read: the window's side (the piles live in it) and the tests."""
    return sorted((ROOT / "parlett_table" / "ui").rglob("*.py")) + sorted((ROOT / "tests").glob("*.py"))


def test_only_the_scene_and_the_animator_move_cards_and_nobody_reaches_into_a_pile() -> None:
    callers: set[str] = set()
    found: list[str] = []
    for path in window_and_tests():
        if path == PILES_MODULE:
            continue
        name = path.relative_to(ROOT).as_posix()
        changes, reaches = pile_writes(path.read_text(encoding="utf-8"))
        if changes:
            callers.add(name)
        found += [f"{name}:{where}" for where in reaches]
    assert callers == MOVERS  # the scene and the animator do move cards (the check sees them), and no one else
    assert not found, found


def test_only_the_scene_writes_its_panels() -> None:
    """The presenter and the animator say what the game panel, the scores, the name plates and the line above the
    hand show (``TableScene.show_game``, ``show_plate`` ...); the scene alone sets the panels' values."""
    writers: set[str] = set()
    for path in sorted((ROOT / "parlett_table" / "ui").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            func = node.func if isinstance(node, ast.Call) else None
            if isinstance(func, ast.Attribute) and func.attr in ("set_values", "show_text"):  # hud.py's, hud_speech's
                writers.add(path.relative_to(ROOT).as_posix())
    assert writers == {"parlett_table/ui/table/scene.py"}
