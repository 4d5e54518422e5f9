"""Every dialog laid out and looked at where a player looks.

For each dialog (New game for every game and player count, Preferences, the
score sheet, Review at several tricks, the coach's report, About, and the styled message boxes),
at its natural size and at its minimum size: every label's text fits its box,
no button's text is cut, nothing lies outside the dialog (or outside its
scrolled content), no content is wider than its scroll area, and the dialog
fits the available screen.

``tests/test_dialogs.py`` runs this file in a subprocess, because the scale
factor and the screen size must be set before the QApplication exists::

    QT_QPA_PLATFORM=offscreen:configfile=SCREEN.json QT_SCALE_FACTOR=2 python tests/dialog_checks.py

It prints one line per problem and exits with status 1 if there is any.
The helpers are imported by the in-process tests too.
"""

from __future__ import annotations

import itertools
import random
import sys
from collections.abc import Callable, Iterator

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractScrollArea,
    QApplication,
    QGridLayout,
    QHeaderView,
    QLabel,
    QLayout,
    QMessageBox,
    QScrollBar,
    QWidget,
)

from parlett_table.engine import GAMES, Match, create_game
from parlett_table.storage.preferences import Preferences

NAMES = ("You", "Ada", "Ben", "Cleo", "Dev")
LONG_NAMES = ("Maximilian", "Bartholomew", "Wilhelmina", "Constantine", "Evangeline")


def played_match(game_id: str, players: int, deals: int, seed: int = 7, **options: object) -> Match:
    """A match of ``deals`` finished deals (fewer if it ends sooner), every action chosen by a seeded coin."""
    rng = random.Random(seed)
    match = Match.start(create_game(game_id, players, options or None), seed)  # type: ignore[arg-type]
    while deals:
        while not match.current.is_over:
            match, _ = match.apply(rng.choice(match.current.legal_actions()))
        if match.is_over or len(match.deals) >= deals:
            return match
        match = match.next_deal()
    return match


def card_art() -> object:
    from parlett_table.ui.cards.decks import CardPixmaps, make_deck

    return CardPixmaps(make_deck("clear"))


def new_game_dialogs() -> Iterator[tuple[str, Callable[[], QWidget]]]:
    from parlett_table.ui.dialogs.new_game import NewGameDialog

    for game_id, game in GAMES.items():
        for players in game.player_counts:
            prefs = Preferences(last_game=game_id, last_players={game_id: players})
            yield f"New game {game_id} {players} players", lambda prefs=prefs: NewGameDialog(prefs)
    # Every option shown (the ones that apply only under another option too), and an error under the form.
    every_option = Preferences(last_options={"hoodwink": {"same_suit": "individual", "scoring": "fluctuating"}})

    def with_error() -> QWidget:
        dialog = NewGameDialog(every_option)
        dialog.chosen_deal.setChecked(True)
        dialog.seed_edit.setText("twelve")
        dialog.accept()
        return dialog

    yield "New game hoodwink every option, with an error", with_error


DEALS = (  # (game, players, options): the deals Review and the coach are checked on
    ("hoodwink", 3, {}),
    ("crescendo", 2, {}),
    ("crescendo", 5, {}),
    ("whoswho", 3, {"deck": 54}),
    ("hamlet", 3, {}),
)


def review_dialogs() -> Iterator[tuple[str, Callable[[], QWidget]]]:
    from parlett_table.ui.learning.review import ReviewDialog

    for game_id, players, options in DEALS:
        deal = played_match(game_id, players, 1, **options).deals[0]
        for step in (0, 1, len(deal.tricks)):

            def make(deal: object = deal, step: int = step, players: int = players) -> QWidget:
                dialog = ReviewDialog(deal, LONG_NAMES[:players], card_art())  # type: ignore[arg-type]
                dialog.show_step(step)
                return dialog

            yield f"Review {game_id} {players} players, step {step}", make
        yield from studied_reviews(game_id, players, deal)


def studied_reviews(game_id: str, players: int, deal: object) -> Iterator[tuple[str, Callable[[], QWidget]]]:
    """Review with the reader's play marked (the coach's report, from a brief real analysis): the marks, and the
    choices at the step of the first error (or decision), valued."""
    from parlett_table.ai.analysis import analyse_deal
    from parlett_table.play.coaching import verdict
    from parlett_table.ui.learning.review import ReviewDialog, trick_step

    report = verdict(1, analyse_deal(deal, 0, 2, "checks", 0.01), game_id)  # type: ignore[arg-type]
    first = next((item for item in report.marked if item.is_error), report.marked[0])
    for page in (1, 2):

        def make(page: int = page) -> QWidget:
            dialog = ReviewDialog(deal, LONG_NAMES[:players], card_art(), reader=0)  # type: ignore[arg-type]
            dialog.study_play(None, report)
            dialog.show_step(trick_step(deal, first.action_index))  # type: ignore[arg-type]
            dialog.study.page_buttons[page].click()
            return dialog

        yield f"Review {game_id} {players} players, marked, page {page}", make


def coach_report(deal: object, seat: int = 0) -> object:
    """A ``CoachReport`` on ``deal``'s first, middle and last decisions of ``seat``, each said to have cost points
    against another legal choice and looked at in hindsight (the positions are the real analysis's; its search is
    cut short)."""
    from dataclasses import replace

    from parlett_table.ai.analysis import decision_points, look_again
    from parlett_table.ai.standard import StandardPlayer
    from parlett_table.play.coach_report import CoachReport
    from parlett_table.play.coaching import note

    points = decision_points(deal, seat)  # type: ignore[arg-type]
    notes = []
    for number, (index, view, action) in enumerate((points[0], points[len(points) // 2], points[-1])):
        looked = look_again(view, action, index, sims=2, seed=0, time_limit=0.01)
        usual = StandardPlayer().decide(view, random.Random(0))  # the better choice where it differs, with its why
        other = usual.action if usual.action != action else next(c for c in looked.actions if c != action)
        principle = usual.reason if other == usual.action else ""
        lay = -4.0 if number % 2 else 4.0  # in hindsight the expert's choice did better, then worse, then better
        hindsight = tuple(lay if choice == other else 0.0 for choice in looked.actions)
        notes.append(note(replace(looked, best=other, cost=12.5, error=2.5, hindsight=hindsight, principle=principle)))
    return CoachReport(1, looking=False, decisions=len(points), notes=tuple(notes))


def coach_dialogs() -> Iterator[tuple[str, Callable[[], QWidget]]]:
    from parlett_table.play.coach_report import CoachReport
    from parlett_table.ui.learning.coach_view import CoachDialog

    def make(report: object, players: int) -> QWidget:
        dialog = CoachDialog(list(LONG_NAMES[:players]), card_art(), "Joker", "Hoodwink")  # type: ignore[arg-type]
        dialog.show_report(report)  # type: ignore[arg-type]
        return dialog

    for game_id, players, options in DEALS:
        report = coach_report(played_match(game_id, players, 1, **options).deals[0])
        yield f"Coach {game_id} {players} players", lambda report=report, players=players: make(report, players)
    def with_details(report: object, players: int) -> QWidget:
        dialog = make(report, players)
        for button in dialog.findChildren(QAbstractButton):
            if button.isCheckable():  # each decision's "How this was worked out", opened
                button.setChecked(True)
        return dialog

    report = coach_report(played_match("hoodwink", 3, 1).deals[0])
    yield "Coach hoodwink, every decision's figures shown", lambda: with_details(report, 3)
    yield "Coach looking", lambda: make(CoachReport(1), 3)
    yield "Coach, played well", lambda: make(CoachReport(1, looking=False, decisions=11), 3)


def practice_dialog(count: int) -> QWidget:
    """Help ▸ Practise my mistakes with ``count`` positions of a played deal (the first one solved)."""
    from parlett_table.ai.analysis import decision_points
    from parlett_table.engine import deal_to_record
    from parlett_table.kept.practice import PracticePosition
    from parlett_table.ui.learning.practice_list import PracticeDialog

    deal = played_match("whoswho", 3, 1, deck=54).deals[0]
    positions = []
    for index, view, action in decision_points(deal, 0)[:count]:
        actions = tuple(a for a in view.legal_actions if isinstance(a, type(action)))
        positions.append(PracticePosition(deal_to_record(deal), index, 0, "Who's Who", "play", "blunder", action,
                                          actions[0], actions, (1.0,) * len(actions), (True,) * len(actions),
                                          LONG_NAMES[:3], added=1.8e9, solved=1.8e9 if not positions else None))
    return PracticeDialog(positions)


def daily_dialog(played: bool) -> QWidget:
    """Game ▸ Deal of the day, before any play or with every game played today and the days before."""
    import datetime

    from parlett_table.kept.daily_rows import DailyRow
    from parlett_table.ui.dialogs.daily import DailyDialog

    today = datetime.date(2026, 12, 2)
    rows = [
        DailyRow((today - datetime.timedelta(days=back)).isoformat(), game_id, 58454 + back, -123, -45, 87.5, "{}")
        for game_id in GAMES
        for back in range(3 if played else 0)
    ]
    return DailyDialog(rows, today)


def chat_dialog() -> QWidget:
    """The chat beside a table with friends, after more lines than it shows at once, one of the longest a line."""
    from parlett_table.net.wire import MAX_CHAT
    from parlett_table.ui.dialogs.chat import ChatDialog

    lines = [(LONG_NAMES[n % 3], f"line {n}") for n in range(12)] + [(LONG_NAMES[0], "w" * MAX_CHAT)]
    return ChatDialog(lines, lambda text: None)


def other_dialogs() -> Iterator[tuple[str, Callable[[], QWidget]]]:
    from parlett_table.ui.dialogs.about import AboutDialog
    from parlett_table.ui.dialogs.preferences_dialog import PreferencesDialog
    from parlett_table.ui.dialogs.score_sheet import ScoreSheetDialog
    from parlett_table.ui.look.style import message_box

    yield "Preferences", lambda: PreferencesDialog(Preferences())
    for game_id, players, deals in (("hoodwink", 3, 6), ("crescendo", 5, 5), ("crescendo", 2, 0)):
        match = played_match(game_id, players, deals)

        def sheet(match: Match = match, players: int = players) -> QWidget:
            return ScoreSheetDialog(match, LONG_NAMES[:players])

        yield f"Score sheet {game_id} {players} players, {deals} deals", sheet

        def reviewable(match: Match = match, players: int = players) -> QWidget:
            return ScoreSheetDialog(match, LONG_NAMES[:players], reviewable=True)

        yield f"Score sheet {game_id} {players} players, {deals} deals, from Statistics", reviewable
    yield "About", AboutDialog
    yield "Practise my mistakes, none yet", lambda: practice_dialog(0)
    yield "Practise my mistakes, a deal's", lambda: practice_dialog(12)
    yield "Deal of the day, nothing played", lambda: daily_dialog(played=False)
    yield "Deal of the day, every game played on days in a row", lambda: daily_dialog(played=True)
    yield "Chat, a long conversation", chat_dialog


    def resume_offer() -> QWidget:
        box = message_box(
            None,
            "Continue your match?",
            "You have a Hoodwink match in progress: deal 3, no. 4219.",
            "Totals so far: Maximilian 27  ·  Bartholomew 60  ·  Wilhelmina 37.",
        )
        box.addButton("&Continue", QMessageBox.ButtonRole.AcceptRole)
        box.addButton("&New game", QMessageBox.ButtonRole.RejectRole)
        return box

    def warning() -> QWidget:
        box = message_box(None, "Save deal record", "The deal could not be saved: Permission denied.",
                          icon=QMessageBox.Icon.Warning)  # fmt: skip
        box.addButton(QMessageBox.StandardButton.Ok)
        return box

    yield "Message box: the resume offer", resume_offer
    yield "Message box: a warning", warning

    def error_notice() -> QWidget:
        from parlett_table.engine.language import translate
        from parlett_table.ui.dialogs.error_notice import notice_box, notice_words

        failed, advice = notice_words(translate("Review", "&Save deal record…").replace("&", ""),
                                      translate("Menus", "&Help"), translate("Menus", "Open the &log folder"))
        return notice_box(None, failed, advice)

    def set_aside() -> QWidget:
        from parlett_table.ui.window.records import set_aside_question

        return set_aside_question(None, "hamlet-4219.parlett", "Who's Who", 3, False)[0]

    yield "Message box: the error notice", error_notice
    yield "Message box: open a record with a match in progress", set_aside


def windows() -> Iterator[tuple[str, Callable[[], QWidget]]]:
    """The statistics and the rules: windows of a size of their own, which must fit the screen too."""
    import tempfile
    from pathlib import Path

    from parlett_table.storage.history import History
    from parlett_table.storage.stats import StatsQuery
    from parlett_table.ui.learning.rules_window import RulesWindow
    from parlett_table.ui.stats.stats_window import StatsDialog

    def statistics() -> QWidget:
        return StatsDialog(StatsQuery(History(Path(tempfile.mkdtemp()) / "history.sqlite3")))

    yield "Statistics", statistics
    yield "Rules", lambda: RulesWindow(None, "hoodwink")


def every_dialog() -> Iterator[tuple[str, Callable[[], QWidget]]]:
    yield from new_game_dialogs()
    yield from other_dialogs()
    yield from review_dialogs()
    yield from coach_dialogs()


# --- the checks -------------------------------------------------------------------------------------------------


def _scroll_content(widget: QWidget, dialog: QWidget) -> QWidget | None:
    """The scrolled content ``widget`` lies in (inside a scroll area's viewport), or None."""
    parent = widget.parentWidget()
    while parent is not None and parent is not dialog:
        grand = parent.parentWidget()
        if isinstance(grand, QAbstractScrollArea) and parent is grand.viewport():
            return widget if widget.parentWidget() is parent else _child_of(parent, widget)
        parent = grand
    return None


def _child_of(ancestor: QWidget, widget: QWidget) -> QWidget:
    while widget.parentWidget() is not ancestor:
        parent = widget.parentWidget()
        assert parent is not None
        widget = parent
    return widget


def _where(widget: QWidget) -> str:
    text = widget.text() if isinstance(widget, (QLabel, QAbstractButton)) else ""
    return f"{type(widget).__name__} {text[:50]!r}" if text else type(widget).__name__


def layout_problems(dialog: QWidget) -> list[str]:
    """What a player would see wrong in a shown dialog, one sentence each (an empty list when all is well)."""
    from parlett_table.ui.look.fit import frame_allowance

    problems = []
    screen = dialog.screen().availableGeometry()
    # With the window manager's frame: the real one, or (offscreen, without one) room for a title bar and borders.
    outer = dialog.size() + frame_allowance(dialog)
    if outer.width() > screen.width() or outer.height() > screen.height():
        problems.append(f"the dialog with its frame ({outer.width()}x{outer.height()}) is larger than the screen "
                        f"{screen.size()}")  # fmt: skip
    inside = QRect(QPoint(0, 0), dialog.size())
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisibleTo(dialog) or widget.isWindow():
            continue
        box = QRect(widget.mapTo(dialog, QPoint(0, 0)), widget.size())
        content = _scroll_content(widget, dialog)
        if content is None:
            if not inside.contains(box):
                problems.append(f"{_where(widget)} at {box} lies outside the dialog {inside}")
        elif content is widget:
            viewport = widget.parentWidget()
            assert viewport is not None
            scroll = viewport.parentWidget()
            assert isinstance(scroll, QAbstractScrollArea)
            sideways = scroll.horizontalScrollBarPolicy() != Qt.ScrollBarPolicy.ScrollBarAlwaysOff
            if widget.width() > viewport.width() and not sideways:
                problems.append(f"the scrolled content is wider ({widget.width()}) than its view ({viewport.width()})")
        else:
            within = QRect(widget.mapTo(content, QPoint(0, 0)), widget.size())
            if not QRect(QPoint(0, 0), content.size()).contains(within):
                problems.append(f"{_where(widget)} lies outside the scrolled content")
        if isinstance(widget, QLabel):
            problems += _label_problems(widget)
        elif isinstance(widget, QAbstractButton):
            hint = widget.sizeHint()
            if widget.width() < hint.width() or widget.height() < hint.height():
                problems.append(f"{_where(widget)} is cut: {widget.size()} for {hint}")
        elif not isinstance(widget, (QHeaderView, QScrollBar)):  # their minimum size hints are not a floor
            least = widget.minimumSizeHint()
            if least.isValid() and (widget.width() < least.width() or widget.height() < least.height()):
                problems.append(f"{_where(widget)} is squeezed: {widget.size()} for at least {least}")
    return problems


def _label_problems(label: QLabel) -> list[str]:
    if not label.text() and label.pixmap().isNull():
        return []
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        if needed > label.height():
            return [f"{_where(label)} needs {needed} px of height at width {label.width()}, has {label.height()}"]
        return []
    hint = label.sizeHint()
    if label.width() < hint.width() or label.height() < hint.height():
        return [f"{_where(label)} is clipped: {label.size()} for {hint}"]
    return []


def empty_bands(dialog: QWidget) -> list[str]:
    """Empty space in any layout of the dialog taller than that layout's spacing (above, between or under items)."""
    problems = []
    for widget in (dialog, *dialog.findChildren(QWidget)):
        layout = widget.layout()
        if layout is None or (not widget.isVisibleTo(dialog) and widget is not dialog):
            continue
        for each in _layouts(layout):
            problems += _bands_in(each, widget)
    return problems


def _layouts(layout: QLayout) -> Iterator[QLayout]:
    yield layout
    for index in range(layout.count()):
        item = layout.itemAt(index)
        child = item.layout() if item is not None else None
        if child is not None:
            yield from _layouts(child)


def _bands_in(layout: QLayout, owner: QWidget) -> list[str]:
    spacing = layout.verticalSpacing() if isinstance(layout, QGridLayout) else layout.spacing()
    spacing = max(spacing, 0)
    spans = []
    for index in range(layout.count()):
        item = layout.itemAt(index)
        if item is None or item.isEmpty() or item.spacerItem() is not None:
            continue
        rect = item.geometry()
        spans.append((rect.top(), rect.bottom() + 1))
    if not spans:
        return []
    spans.sort()
    area = layout.contentsRect()
    edges = [(area.top(), area.top())]
    for top, bottom in spans:
        if top <= edges[-1][1]:
            edges[-1] = (edges[-1][0], max(edges[-1][1], bottom))
        else:
            edges.append((top, bottom))
    edges.append((area.bottom() + 1, area.bottom() + 1))
    problems = []
    for (_, above), (below, _) in itertools.pairwise(edges):
        if below - above > spacing + 1:
            problems.append(f"{below - above} px of empty space in {type(owner).__name__}'s layout at y={above}")
    return problems


def check(name: str, make: Callable[[], QWidget], app: QApplication) -> list[str]:
    """The problems of one dialog at its natural size and at its minimum size, each line naming the dialog."""
    dialog = make()
    problems = []
    try:
        dialog.show()
        app.processEvents()
        problems += [f"{name}, natural size: {p}" for p in layout_problems(dialog)]
        dialog.resize(dialog.minimumSize())
        app.processEvents()
        problems += [f"{name}, minimum size: {p}" for p in layout_problems(dialog)]
    finally:
        dialog.close()
        dialog.deleteLater()
    return problems


def main() -> int:
    import os

    app = QApplication.instance() or QApplication(sys.argv[:1])
    assert isinstance(app, QApplication)
    if print_size := os.environ.get("PARLETT_TABLE_PRINT"):  # the Cards and text preference, for every dialog
        from parlett_table.ui.look.layout import PRINT_SCALES
        from parlett_table.ui.look.style import set_print_scale

        set_print_scale(PRINT_SCALES[print_size])
    problems = []
    for name, make in every_dialog():
        problems += check(name, make, app)
    for name, make in windows():  # their own layouts are checked by their own tests: here, only their size
        problems += [problem for problem in check(name, make, app) if "larger than the screen" in problem]
    for problem in problems:
        print(problem)
    screen = app.primaryScreen()
    print(f"checked at {screen.availableGeometry().size().toTuple()} logical px, scale {screen.devicePixelRatio()}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
