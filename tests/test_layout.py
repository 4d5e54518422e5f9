"""The table's geometry: everything on screen, nothing overlapping, at any size and player count."""

from __future__ import annotations

import itertools

import pytest

from parlett_table.ui.look.layout import SIDES, Box, TableLayout

SIZES = [(1280, 800), (800, 560), (1920, 1080), (2560, 1440), (1024, 768)]
HAND = {2: 12, 3: 14, 4: 13, 5: 10}


def overlaps(a: Box, b: Box) -> bool:
    return a.left < b.right and b.left < a.right and a.top < b.bottom and b.top < a.bottom


@pytest.mark.parametrize(("players", "size"), list(itertools.product(sorted(SIDES), SIZES)))
def test_plates_panels_and_hands_fit_without_overlap(players: int, size: tuple[int, int]) -> None:
    layout = TableLayout(*size, players)
    boxes = [layout.plate(seat) for seat in range(players)] + [layout.info_box(3), layout.score_box()]
    for box in boxes:
        assert box.left >= 0 and box.right <= layout.width and box.top >= 0 and box.bottom <= layout.height
    for a, b in itertools.combinations(boxes, 2):
        assert not overlaps(a, b), (a, b)
    for seat in range(players):
        hand = layout.hand_extent(seat, HAND[players] + 4)  # the 54-card Who's Who hand is the widest
        assert hand.left >= -1 and hand.right <= layout.width + 1 and hand.top >= -1
        assert hand.bottom <= layout.height + 1


@pytest.mark.parametrize("players", sorted(SIDES))
def test_trick_places_are_distinct_and_point_towards_their_seats(players: int) -> None:
    layout = TableLayout(1280, 800, players)
    places = [layout.trick_place(seat, seat) for seat in range(players)]
    assert len({(round(p.x), round(p.y)) for p in places}) == players
    cx, cy = layout.centre
    assert places[0].y > cy  # the player's card lies on the player's side
    for seat in range(players):
        hx, hy = layout.hand_centre(seat)
        px, py = places[seat].x, places[seat].y
        assert (px - cx) * (hx - cx) + (py - cy) * (hy - cy) > 0


def test_the_players_hand_fans_left_to_right_and_shrinks_to_fit() -> None:
    layout = TableLayout(800, 560, 3)
    places = layout.hand_places(0, 18)
    assert [p.x for p in places] == sorted(p.x for p in places)
    assert places[-1].x - places[0].x + layout.card_width <= 800 * 0.8 + 1e-6
    assert [p.z for p in places] == sorted(p.z for p in places)
