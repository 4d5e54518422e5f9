"""Statistics shows the coach's verdicts kept with the deals: the accuracy's trend, the points lost per deal by kind
and the accuracy by role, each figure shown equal to the database's own mean over the rows inserted here, and the
deals without a verdict left out and counted."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot
from test_stats_window import filled, history, make_dialog  # noqa: F401  (fixtures)

from parlett_table.engine.language import decimal
from parlett_table.kept.history_rows import AccuracyStats, DealVerdict, StorageError
from parlett_table.storage.history import History
from parlett_table.storage.stats import load, load_accuracy
from parlett_table.ui.stats.accuracy_card import AccuracyChart
from parlett_table.ui.stats.charts import moving_average
from parlett_table.ui.stats.stats_content import average_window

COUNTED = (
    "FROM deals d JOIN matches m ON m.id = d.match_id WHERE m.human_seat IS NOT NULL AND m.practice = 0"
    " AND d.readable = 1 AND d.human_accuracy IS NOT NULL"
)


def give_verdicts(db: History, share: float, seed: int = 5) -> None:
    """The coach's verdict on about ``share`` of every deal (practice and computer-only ones too: not counted)."""
    rng = random.Random(seed)
    for match_id, number in db.query("SELECT match_id, number FROM deals ORDER BY id"):
        if rng.random() < share:
            lost = (round(rng.random() * 2, 1), round(rng.random() * 0.6, 1), round(rng.random() * 4, 1))
            db.record_verdict(match_id, number, DealVerdict(rng.uniform(20, 100), lost, (1, 0, 0)))


def sql(db: History, what: str, game: str | None = None) -> tuple[object, ...]:
    return db.query(f"SELECT {what} {COUNTED}" + (" AND m.game = ?" if game else ""), (game,) if game else ())[0]


def texts(widget: object) -> list[str]:
    return [label.text() for label in widget.findChildren(QLabel) if label.text() and label.isVisible()]  # type: ignore[attr-defined]


@pytest.mark.parametrize("game", [None, "hoodwink", "hamlet"])
def test_the_figures_shown_are_the_databases_means(qtbot: QtBot, filled: History, game: str | None) -> None:  # noqa: F811
    give_verdicts(filled, 0.7)
    dialog = make_dialog(qtbot, filled)
    if game is not None:
        qtbot.mouseClick(dialog.game_buttons[game], Qt.MouseButton.LeftButton)
    assert dialog.accuracy.chart.is_empty()  # the trend is worked out when the accuracy is turned to
    dialog.chart_pages.to_accuracy.click()
    QApplication.processEvents()  # the new figures' labels are shown as the layout takes them in
    row = dialog.accuracy
    count, mean, proposals, given, play = sql(filled, "COUNT(*), AVG(d.human_accuracy), AVG(d.lost_proposals),"
                                              " AVG(d.lost_given), AVG(d.lost_play)", game)  # fmt: skip
    (all_deals,) = history_deals(filled, game)
    assert isinstance(count, int) and 0 < count < all_deals
    subtitle = row.subtitle.text()
    assert subtitle.startswith(f"{decimal(float(mean), 0)} on average over the {count} deals the coach looked at")  # type: ignore[arg-type]
    window = average_window(count)
    assert f"line: average of the last {window}" in subtitle
    assert row.note.text() == (
        f"{all_deals - count} deals without the coach's verdict are left out (played before it was kept, or not "
        "looked at)."
    )
    shown = texts(row.figures)
    expected = sorted([("card play", play), ("proposals", proposals), ("tricks given", given)], key=lambda i: -i[1])  # type: ignore[arg-type, return-value]
    lost_at = shown.index("Points lost per deal")
    assert shown[lost_at + 1 : lost_at + 7] == [word for kind, points in expected for word in (kind, decimal(points))]  # type: ignore[arg-type]
    # By role: each role's mean accuracy, as the database works it out.
    by_role = filled.query(
        f"SELECT d.human_role, AVG(d.human_accuracy), COUNT(*) {COUNTED}" + (" AND m.game = ?" if game else "")
        + " GROUP BY d.human_role ORDER BY COUNT(*) DESC, d.human_role", (game,) if game else ()
    )  # fmt: skip
    roles_at = shown.index("Accuracy by role")
    pairs = dict(zip(shown[roles_at + 1 :: 2], shown[roles_at + 2 :: 2], strict=False))
    assert len(row.roles) == len(by_role)
    for (role, average, deals), (label, figure, over) in zip(by_role, row.roles, strict=True):
        assert pairs[label] == figure == decimal(average, 0) and over == f"over {deals} deals", role
    # The trend: each deal's accuracy in the order played, and the moving average through it.
    trend = [round(value) for (value,) in filled.query(
        f"SELECT d.human_accuracy {COUNTED}" + (" AND m.game = ?" if game else "") + " ORDER BY d.ended, d.id",
        (game,) if game else ())]  # fmt: skip
    assert row.chart.scores == trend
    latest = moving_average(trend, window)[-1]
    assert row.chart.accessibleDescription() == (
        f"{count} deals; accuracy, average of the last {window}: {decimal(latest, 0)}."
    )
    # The window opened with the counts alone; the rest was asked for when it turned to the accuracy.
    assert dialog.stats.accuracy == load(filled, game).accuracy == AccuracyStats(count, all_deals - count)
    assert load_accuracy(filled, game).trend == tuple(value for (value,) in filled.query(
        f"SELECT d.human_accuracy {COUNTED}" + (" AND m.game = ?" if game else "") + " ORDER BY d.ended, d.id",
        (game,) if game else ()))  # fmt: skip


def history_deals(db: History, game: str | None) -> tuple[int]:
    counted = COUNTED.replace(" AND d.human_accuracy IS NOT NULL", "")
    found = db.query(f"SELECT COUNT(*) {counted}" + (" AND m.game = ?" if game else ""), (game,) if game else ())
    return found[0]  # type: ignore[return-value]


def test_the_accuracy_is_offered_only_where_the_coach_looked(qtbot: QtBot, filled: History) -> None:  # noqa: F811
    dialog = make_dialog(qtbot, filled)
    assert not dialog.chart_pages.to_accuracy.isVisible()  # no verdict anywhere: nothing to turn to
    hoodwink = filled.query("SELECT d.match_id, d.number FROM deals d JOIN matches m ON m.id = d.match_id"
                            " WHERE m.game = 'hoodwink' AND m.human_seat IS NOT NULL AND m.practice = 0")  # fmt: skip
    for match_id, number in hoodwink[:5]:
        filled.record_verdict(match_id, number, DealVerdict(80.0, (0.0, 0.0, 1.5), (1, 0, 0)))
    dialog.refresh()
    assert dialog.chart_pages.to_accuracy.isVisible()
    dialog.chart_pages.to_accuracy.click()
    assert dialog.accuracy.isVisible() and dialog.accuracy.chart.scores == [80] * 5
    subtitle = "80 on average over the 5 deals the coach looked at · line: average of the last 3"
    assert dialog.accuracy.subtitle.text() == subtitle
    (deals,) = history_deals(filled, None)
    assert dialog.accuracy.note.text().startswith(f"{deals - 5} deals without the coach's verdict are left out")
    qtbot.mouseClick(dialog.game_buttons["crescendo"], Qt.MouseButton.LeftButton)  # none looked at in Crescendo
    assert not dialog.chart_pages.to_accuracy.isVisible() and dialog.score_chart.isVisible()
    qtbot.mouseClick(dialog.game_buttons["hoodwink"], Qt.MouseButton.LeftButton)
    assert dialog.chart_pages.to_accuracy.isVisible() and dialog.accuracy.chart.empty_text.startswith("Your accuracy")


def test_the_accuracy_is_reached_from_the_keyboard(qtbot: QtBot, filled: History) -> None:  # noqa: F811
    give_verdicts(filled, 1.0)
    dialog = make_dialog(qtbot, filled)
    dialog.game_buttons["hamlet"].setFocus()
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
    assert dialog.focusWidget() is dialog.chart_pages.to_accuracy and not dialog.accuracy.isVisible()
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Space)  # turns to the accuracy
    assert dialog.accuracy.isVisible() and not dialog.score_chart.isVisible()
    reached = [dialog.focusWidget()]
    for _ in range(3):
        qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Tab)
        reached.append(dialog.focusWidget())
    chart = dialog.accuracy.chart
    assert reached == [dialog.chart_pages.to_scores, chart, dialog.accuracy.figures, dialog.match_list]
    assert chart.accessibleDescription().startswith(f"{len(chart.scores)} deals; accuracy")
    description = dialog.accuracy.figures.accessibleDescription()
    assert description.startswith("Points lost per deal ") and "Accuracy by role" in description


def test_the_chart_paints_on_its_whole_scale(qtbot: QtBot) -> None:
    chart = AccuracyChart()
    qtbot.addWidget(chart)
    chart.resize(420, 200)
    chart.set_scores([55, 60, 90, 72])
    assert chart._ranges(160)[1:] == (0, 100)  # 0 to 100 whatever was played
    assert not chart.grab().isNull()
    assert chart.point_words(3) == "Deal 3: accuracy 90"


def test_figures_that_cannot_be_read_are_a_sentence(qtbot: QtBot, filled: History, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: F811, E501
    give_verdicts(filled, 0.5)
    dialog = make_dialog(qtbot, filled)

    def broken(game_id: str | None) -> AccuracyStats:
        raise StorageError("Your history could not be read just now.")

    monkeypatch.setattr(dialog.query, "accuracy", broken)
    dialog.refresh()
    dialog.chart_pages.to_accuracy.click()
    assert dialog.accuracy.note.text() == "Your history could not be read just now."
    assert dialog.accuracy.chart.is_empty() and dialog.accuracy.lost == []
