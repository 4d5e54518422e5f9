"""Larger print (Preferences ▸ Cards and text) enlarges the words of every window over the table, as it does the
table's: the rules, Statistics, Review, the score sheet and the coach."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from dialog_checks import NAMES, card_art, played_match
from PySide6.QtWidgets import QLabel, QTableWidget, QWidget
from pytestqt.qtbot import QtBot

from parlett_table.ui.look.layout import PRINT_SCALES
from parlett_table.ui.look.style import set_print_scale


@pytest.fixture
def larger() -> Iterator[None]:
    set_print_scale(PRINT_SCALES["larger"])
    yield
    set_print_scale(1.0)


def caption_pixels(widget: QWidget) -> int:
    label = next(label for label in widget.findChildren(QLabel) if label.property("role") == "caption")
    label.ensurePolished()
    return label.font().pixelSize()


def body_points(widget: QWidget) -> float:
    """The size of the dialog's plain words (its content's font, which every label without a role keeps)."""
    from parlett_table.ui.look.style import ROOT_NAME

    root = widget.findChild(QWidget, ROOT_NAME)
    assert root is not None
    return root.font().pointSizeF()


def test_review_and_the_score_sheet_grow_with_the_print(qtbot: QtBot) -> None:
    from parlett_table.ui.dialogs.score_sheet import ScoreSheetDialog
    from parlett_table.ui.learning.review import ReviewDialog

    deal = played_match("hoodwink", 3, 1).deals[0]
    normal = ReviewDialog(deal, NAMES[:3], card_art())  # type: ignore[arg-type]
    sheet = ScoreSheetDialog(played_match("hoodwink", 3, 2), NAMES[:3])
    before, points = caption_pixels(normal), body_points(normal)
    set_print_scale(PRINT_SCALES["larger"])
    try:
        grown = ReviewDialog(deal, NAMES[:3], card_art())  # type: ignore[arg-type]
        grown_sheet = ScoreSheetDialog(played_match("hoodwink", 3, 2), NAMES[:3])
        for dialog in (normal, grown, sheet, grown_sheet):
            qtbot.addWidget(dialog)
        assert caption_pixels(grown) == round(12 * 1.3) > before == 12
        assert body_points(grown) > points
        assert caption_pixels(normal) == round(12 * 1.3)  # an open dialog follows the preference at once
        table = grown_sheet.findChild(QTableWidget)
        table.ensurePolished()
        assert table.font().pixelSize() == round(13 * 1.3)
    finally:
        set_print_scale(1.0)


def test_the_rules_and_statistics_grow_with_the_print(qtbot: QtBot, larger: None, tmp_path: object) -> None:
    from pathlib import Path

    from parlett_table.storage.history import History
    from parlett_table.storage.stats import StatsQuery
    from parlett_table.ui.learning.rules_window import RulesWindow
    from parlett_table.ui.stats.stats_window import StatsDialog

    rules = RulesWindow(None, "hamlet")
    qtbot.addWidget(rules)
    rules.show()
    qtbot.waitExposed(rules)
    rules._adapt_to_size()
    assert rules._metrics.base >= round(13 * 1.3)
    stats = StatsDialog(StatsQuery(History(Path(str(tmp_path)) / "h.sqlite3")))
    qtbot.addWidget(stats)
    heading = next(label for label in stats.findChildren(QLabel) if label.property("role") == "heading")
    heading.ensurePolished()
    assert heading.font().pixelSize() == round(22 * 1.3)
    stats.show()
    qtbot.waitExposed(stats)
    # The empty state's picture, title and words one under another, however large the words (they overlapped).
    from parlett_table.ui.stats.stats_parts import EmptyArt

    art = stats.findChild(EmptyArt)
    words = stats.empty_text
    assert art.geometry().bottom() < stats.empty_title.geometry().top() < words.geometry().top()
    assert words.height() >= words.heightForWidth(words.width())


def test_the_score_chart_joins_two_deals_with_a_line(qtbot: QtBot) -> None:
    """Two deals once showed two grey dots and no line."""
    from PySide6.QtGui import QColor, QImage

    from parlett_table.ui.stats.score_chart import ScoreChart

    chart = ScoreChart()
    qtbot.addWidget(chart)
    chart.resize(400, 200)
    chart.set_scores([-10, 20])
    chart.show()
    qtbot.waitExposed(chart)
    image: QImage = chart.grab().toImage()
    plot = chart._plot
    middle = plot.center()
    # Between the two dots, on the straight line from the first to the second, the line is drawn.
    column = range(round(plot.top()), round(plot.bottom()))
    lit = [QColor(image.pixel(round(middle.x()), y)).lightness() for y in column]
    background = QColor(image.pixel(round(middle.x()) + 60, round(plot.top()) + 2)).lightness()
    assert max(lit) - background > 40
