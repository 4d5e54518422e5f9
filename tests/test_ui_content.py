"""What the statistics and rules windows say is worked out without a window: no Qt, no widget, no history file."""

from __future__ import annotations

import subprocess
import sys

from parlett_table.engine import GAMES, Seat
from parlett_table.kept.history_rows import MatchRow, RoleStats, Stats, compute
from parlett_table.rulebook import PAGES, page
from parlett_table.ui.learning.rules_html import Metrics, page_html
from parlett_table.ui.stats.stats_content import (
    invitation,
    match_row,
    recent_form,
    reset_question,
    score_subtitle,
    tile_figures,
)

CONTENT_MODULES = ("parlett_table.ui.stats.stats_content", "parlett_table.ui.learning.rules_html",
                   "parlett_table.ui.table.shown_facts", "parlett_table.ui.table.message_board")


def test_the_content_modules_load_no_qt() -> None:
    code = (
        f"import sys\nfor name in {CONTENT_MODULES!r}:\n    __import__(name)\n"
        "loaded = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6')]\n"
        "assert not loaded, loaded\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def _match(match_id: int, won: bool, total: int, ended: float) -> MatchRow:
    seats = (Seat("You", "human"), Seat("Ada", "random"), Seat("Ben", "random"))
    return MatchRow(id=match_id, game_id="hamlet", players=3, options={}, seats=seats, human_seat=0, practice=False,
                    first_seed=1, started=ended - 60, ended=ended,
                    status="finished", totals=[total, 5, 3], winners=[0] if won else [1])  # fmt: skip


class Listed:
    """A match list as the history hands it out, newest first."""

    def __init__(self, rows: list[MatchRow | None]) -> None:
        self.rows = rows

    def __len__(self) -> int:
        return len(self.rows)

    def __getitem__(self, index: int) -> MatchRow | None:
        return self.rows[index]

    def id(self, index: int) -> int:
        row = self.rows[index]
        return row.id if row is not None else -1


def test_an_empty_history_is_worded_as_an_invitation() -> None:
    stats = compute([], [], "hamlet")
    assert invitation("hamlet", stats) == ("No Hamlet matches yet",
                                           "Play a match of Hamlet and your results in it will show here.")  # fmt: skip
    figures = tile_figures(stats, None)
    assert (figures["average"].value, figures["average"].detail) == ("—", "no deals finished yet")
    assert figures["best"].detail == "finish a match to set one" and figures["hints"].detail == "none asked for"
    assert score_subtitle(0) == ""


def test_figures_and_form_are_worded_from_the_statistics() -> None:
    best = _match(2, True, -3, 2_000_000_000.0)
    stats = Stats(game_id=None, finished=2, won=1, shared=0, abandoned=0, practice=1, current_streak=0, best_streak=1,
                  best_match=best, deals=8, average=-1.25, roles=(RoleStats("hamlet", 8, -1.25, 3),),
                  deal_scores=(), match_results=(), hints=2)  # fmt: skip
    figures = tile_figures(stats, None)
    assert figures["average"].value == "\u22121.2" and figures["average"].detail == "over 8 deals"
    assert figures["best"].value == "\u22123" and figures["best"].detail.startswith("Hamlet\n")
    assert figures["hints"].detail == "one in 4 deals" and figures["streak"].detail == "best: 1 in a row"
    assert "1 practice match so far" in invitation(None, stats)[1]
    listed = Listed([best, None, _match(1, False, 4, 1_900_000_000.0)])
    form = recent_form(listed, most=5)
    assert [kind for kind, _ in form] == ["lost", "won"]  # oldest first; the unreadable row is left out
    assert form[1][1].endswith("Hamlet: won with \u22123")
    assert match_row(None) == ("—", "—", "Unreadable", "—", "—")
    assert match_row(best)[1:] == ("Hamlet", "Won", "\u22123", "You")
    assert reset_question(1, 1, 0).startswith("This forgets every match you have played in every game (1 match and 1 ")
    assert "The match in progress is kept." in reset_question(3, 9, 1)


def test_every_rules_page_becomes_a_document_with_its_example_cards() -> None:
    assert set(PAGES) == set(GAMES)
    for game_id in PAGES:
        text, images = page_html(page(game_id), Metrics(16))
        assert "<h1" in text or "<h2" in text
        assert images and all(url.startswith("card:") for url in images)
        assert all(f'src="{url}"' in text for url in images)
