"""The statistics window: how the player has done, over all games or one.

Everything it shows comes from the statistics query (``storage.stats.load`` adds the figures up in the database)
and is worded by ``stats_content``; this module only lays them out (tiles, charts, the list of matches).  The list
reads a match's row only when it comes into view, so a history of any size opens at once.  A storage failure is
shown as the history's own sentence, never as a traceback, and so are rows that could not be read.
"""

from __future__ import annotations

import itertools
from functools import partial

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QMessageBox,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine import GAMES
from ...engine.language import translate
from ...kept.history_rows import MatchList, NoMatches, StatisticsQuery, Stats, StorageError, compute
from ...kept.notices import worded
from ..dialogs.error_notice import on_click
from ..dialogs.score_sheet import ScoreSheetDialog
from ..look.fit import broken_in_two, fit_to_screen, frame_allowance, sizes_changed
from ..look.segments import Segments
from ..look.style import card_frame, dialog_style, dress, message_box, scaled_sheet, text_label
from ..look.theme import DIALOG, ROLE_COLOURS
from .accuracy_card import ChartPages
from .form_marks import FormResult, FormStrip
from .role_chart import RoleBar, RoleChart
from .score_chart import ScoreChart
from .stats_content import (
    HOW_COUNTED,
    game_name,
    invitation,
    recent_form,
    reset_question,
    role_heading,
    score_subtitle,
    tile_figures,
)
from .stats_parts import ElidedLabel, EmptyArt, MatchListModel, Tile, WinTile, chart_card, match_table

# Below this height the tiles tighten, so the charts and the list keep room to be read.
COMPACT_BELOW = 660
COMPACT_STYLE = """
QLabel[role="value"] { font-size: 22px; }
QLabel[role="figure"] { font-size: 15px; }
QLabel[role="heading"] { font-size: 19px; }
"""


MINIMUM = QSize(720, 540)  # the smallest the window may be made, when its words allow it


class StatsDialog(QDialog):
    """The statistics window, asking ``query`` (the history's statistics).

    Opens on "All games"; the game row switches the figures.  The window may
    connect ``play_requested`` (the empty state then offers "Play a match",
    which emits it and closes); unconnected, the empty state only invites in
    words.  ``refresh()`` rereads the history (after a match ends while the
    window is open, say).
    """

    play_requested = Signal()
    review_requested = Signal(object, int, object)  # (MatchDocument, a deal's index, the score sheet it was chosen on)

    def __init__(self, query: StatisticsQuery, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.query = query
        self.setWindowTitle(translate("Stats", "Statistics"))
        self.setMinimumSize(MINIMUM)
        self.resize(1000, 720)
        self._game: str | None = None
        self._unreadable = ""  # the sentence about rows that could not be read, shown whenever no other is
        # What each game filter showed, until refresh() reads the history again (as the rows once were).
        self._by_game: dict[str | None, tuple[Stats, MatchList, bool]] = {}
        self.stats: Stats = compute([], [], None)

        root = self._root = dress(self)
        self._compact = False
        self._narrow = False  # captions and subtitles on two lines, for a screen too narrow for them on one
        layout = self._layout = QVBoxLayout(root)
        layout.setContentsMargins(20, 16, 20, 14)
        layout.setSpacing(12)

        layout.addLayout(self._build_header())
        self.pages = QStackedWidget()
        self.pages.addWidget(self._build_empty_page())
        self.pages.addWidget(self._build_content_page())
        layout.addWidget(self.pages, 1)

        self.notice = text_label("", "notice", wrap=True)
        self.notice.setAccessibleName(translate("Stats", "Problem"))
        self.notice.hide()
        layout.addWidget(self.notice)
        how = self.how = text_label(translate("Statistics", HOW_COUNTED), "small", wrap=True)
        how.setAccessibleName(translate("Stats", "How things count"))
        layout.addWidget(how)
        layout.addLayout(self._build_buttons())

        self._set_tab_order()
        self.refresh()

    # --- building ---------------------------------------------------------------------------

    def _build_header(self) -> QHBoxLayout:
        header = QHBoxLayout()
        header.setSpacing(16)
        self.heading = text_label(translate("Stats", "Statistics"), "heading")
        header.addWidget(self.heading)
        header.addStretch(1)
        segments = Segments()
        self.game_buttons: dict[str | None, QPushButton] = {}
        for game_id in (None, *GAMES):
            name = translate("Statistics", "Show statistics for {game}").format(
                game=game_name(game_id).lower() if game_id is None else game_name(game_id)
            )
            self.game_buttons[game_id] = segments.add(game_name(game_id), name, partial(self.select_game, game_id))
        self.game_buttons[None].setChecked(True)
        header.addWidget(segments)
        return header

    def _build_empty_page(self) -> QWidget:
        page = QWidget()
        outer = QVBoxLayout(page)
        outer.addStretch(2)
        panel = self._empty_panel = card_frame()
        panel.setFixedWidth(500)
        column = QVBoxLayout(panel)
        column.setContentsMargins(36, 26, 36, 28)
        column.setSpacing(8)
        column.addWidget(EmptyArt(), 0, Qt.AlignmentFlag.AlignHCenter)
        column.addSpacing(6)
        self.empty_title = text_label(translate("Stats", "No matches yet"), "empty-title")
        self.empty_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(self.empty_title)
        self.empty_text = text_label("", "empty-text", wrap=True)
        self.empty_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(self.empty_text)
        column.addSpacing(8)
        self.play_button = QPushButton(translate("Stats", "Play a match"))
        self.play_button.setProperty("accent", True)
        self.play_button.setAutoDefault(False)
        self.play_button.setAccessibleName(translate("Stats", "Play a match"))
        on_click(self.play_button, self._play)
        self.play_button.hide()
        column.addWidget(self.play_button, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addWidget(panel, 0, Qt.AlignmentFlag.AlignHCenter)
        outer.addStretch(3)
        return page

    def _build_content_page(self) -> QWidget:
        page = QWidget()
        column = self._content_layout = QVBoxLayout(page)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(12)

        tiles = QHBoxLayout()
        tiles.setSpacing(10)
        self.win_tile = WinTile()
        self.average_tile = Tile(translate("Statistics", "Average per deal"))
        self.streak_tile = Tile(translate("Statistics", "Winning streak"))
        self.best_tile = Tile(translate("Statistics", "Best match"))
        self.hints_tile = Tile(translate("Statistics", "Hints used"))
        tiles.addWidget(self.win_tile, 5)
        for tile in (self.average_tile, self.streak_tile, self.best_tile, self.hints_tile):
            tiles.addWidget(tile, 3)
        column.addLayout(tiles)

        self.chart_pages = ChartPages()  # these charts, or the accuracy's (the coach's verdicts)
        self.accuracy = self.chart_pages.accuracy
        charts = QHBoxLayout(self.chart_pages.scores)
        charts.setContentsMargins(0, 0, 0, 0)
        charts.setSpacing(10)
        self.score_chart = ScoreChart()
        self.score_subtitle = ElidedLabel("", "small")
        self._score_words = ""  # the score chart's subtitle, on one line
        charts.addWidget(chart_card(translate(
            "Statistics",
            "Score per deal",
        ), self.score_subtitle, self.score_chart, self.chart_pages.to_accuracy), 3)
        self.role_chart = RoleChart()
        self.role_subtitle = ElidedLabel(translate("Statistics", "your average points a deal"), "small")
        self._role_words = self.role_subtitle.text()
        charts.addWidget(chart_card(translate("Statistics", "By role"), self.role_subtitle, self.role_chart), 2)
        column.addWidget(self.chart_pages, 5)

        matches = card_frame()
        box = QVBoxLayout(matches)
        box.setContentsMargins(14, 10, 14, 8)
        box.setSpacing(6)
        top = QHBoxLayout()
        top.addWidget(text_label(translate("Stats", "Matches"), "title"))
        top.addSpacing(24)  # the form strip gives up marks before it crowds the title
        top.addStretch(1)
        top.addWidget(text_label(translate("Stats", "Recent form"), "small"))
        top.addSpacing(4)
        self.form_strip = FormStrip()
        top.addWidget(self.form_strip)
        box.addLayout(top)
        self.match_model = MatchListModel()
        self.match_list = match_table(self.match_model)
        self.match_list.activated.connect(lambda _index: self.open_score_sheet())
        self.match_list.selectionModel().currentChanged.connect(lambda *_: self._update_buttons())
        self.match_list.setMinimumHeight(96)
        box.addWidget(self.match_list)
        column.addWidget(matches, 4)
        return page

    def _build_buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.reset_button = QPushButton(translate("Stats", "Reset statistics…"))
        self.reset_button.setProperty("quiet", True)
        self.reset_button.setAccessibleName(translate("Stats", "Reset statistics"))
        self.reset_button.setAutoDefault(False)
        on_click(self.reset_button, self.confirm_reset)
        row.addWidget(self.reset_button)
        row.addStretch(1)
        self.sheet_button = QPushButton(translate("Stats", "Score sheet"))
        self.sheet_button.setAccessibleName(translate("Stats", "Open the score sheet of the selected match"))
        self.sheet_button.setAutoDefault(False)
        on_click(self.sheet_button, self.open_score_sheet)
        row.addWidget(self.sheet_button)
        self.close_button = QPushButton(translate("Stats", "Close"))
        self.close_button.setProperty("accent", True)
        self.close_button.setAccessibleName(translate("Stats", "Close statistics"))
        # Not a default button: Enter in the list opens a score sheet, it must not also close the window.
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.accept)
        row.addWidget(self.close_button)
        return row

    def _set_tab_order(self) -> None:
        chain: list[QWidget] = [
            *self.game_buttons.values(),
            self.play_button,
            self.chart_pages.to_accuracy,
            self.chart_pages.to_scores,
            self.accuracy.chart,
            self.accuracy.figures,
            self.match_list,
            self.sheet_button,
            self.reset_button,
            self.close_button,
        ]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    # --- showing ----------------------------------------------------------------------------

    @property
    def game(self) -> str | None:
        """The game shown (an id), or None for all games."""
        return self._game

    def is_empty(self) -> bool:
        """True when the empty state (the invitation to play) is showing."""
        return self.pages.currentIndex() == 0

    def refresh(self) -> None:
        """Reread the history and redraw; a read failure is shown in one sentence."""
        self._by_game = {}
        notes = []
        try:
            self.query.add_latest()  # rows written since (a match just ended), or from an older version
        except StorageError:  # the history cannot be written now: what it says is in the log
            notes.append(translate("Statistics", "Your latest games could not be added to these figures just now."))
        self._unreadable = ""
        self.show_notice("")
        counted = self._unreadable_note()
        self._show()  # the rows in view are read: one damaged since it was summarised is counted from now on
        found = self._unreadable_note()
        if found != counted:  # and left out of the figures too
            self._by_game = {}
            self._show()
        self._unreadable = " ".join(note for note in [*notes, found] if note)
        if not self.notice.text():  # no failure of its own to show
            self.show_notice("")

    def _unreadable_note(self) -> str:
        try:
            return self.query.unreadable_note()
        except StorageError as error:
            return worded(error)

    def select_game(self, game: str | None) -> None:
        """Show one game's figures (its id), or every game's (None)."""
        self._game = game
        button = self.game_buttons.get(game)
        if button is not None and not button.isChecked():
            button.setChecked(True)
        self._show()

    def show_notice(self, sentence: str) -> None:
        """A problem for the player, in a sentence above the buttons (empty text: only rows that could not be read)."""
        text = sentence or self._unreadable
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def _show(self) -> None:
        game = self._game
        if game not in self._by_game:
            try:
                self._by_game[game] = self.query.figures(game)
            except StorageError as error:
                self.show_notice(worded(error))
        stats, listed, forgettable = self._by_game.get(game, (compute([], [], game), NoMatches(), False))
        self.stats = stats
        counted = stats.finished or stats.deals or stats.abandoned
        self.reset_button.setEnabled(forgettable)
        if not counted:
            self._show_empty(stats)
        else:
            self.pages.setCurrentIndex(1)
            self._show_tiles(stats)
            self._show_charts(stats, listed)
        self._fill_list(listed)
        self._update_buttons()

    def _show_empty(self, stats: Stats) -> None:
        self.pages.setCurrentIndex(0)
        title, text = invitation(self._game, stats)
        self.empty_title.setText(title)
        self.empty_text.setText(text)
        self.play_button.setVisible(self._play_wired())

    def _show_tiles(self, stats: Stats) -> None:
        self.win_tile.show_stats(stats)
        figures = tile_figures(stats, self._game)
        tiles = {"average": self.average_tile, "streak": self.streak_tile, "best": self.best_tile,
                 "hints": self.hints_tile}  # fmt: skip
        for name, tile in tiles.items():
            tile.show_figure(figures[name].value, figures[name].detail)

    def _show_charts(self, stats: Stats, listed: MatchList) -> None:
        scores = [score for _, score in stats.deal_scores]
        self.score_chart.set_scores(scores)
        self._score_words = score_subtitle(len(scores))
        self._show_subtitles()
        self.role_chart.set_bars(
            [
                RoleBar(
                    role_heading(role.role),
                    role.average,
                    role.deals,
                    role.won,
                    QColor(ROLE_COLOURS[role.role][0] if role.role in ROLE_COLOURS else DIALOG.no_role),
                )
                for role in stats.roles
            ]
        )
        self.chart_pages.show_stats(stats.accuracy, partial(self.query.accuracy, self._game))
        self.form_strip.set_results([FormResult(kind, words) for kind, words in recent_form(listed, FormStrip.most)])

    def _fill_list(self, listed: MatchList) -> None:
        self.match_model.set_matches(listed)
        self.match_list.setColumnHidden(1, self._game is not None)  # one game: its name on every row says nothing
        if len(listed):
            self.match_list.setCurrentIndex(self.match_model.index(0, 0))

    def _update_buttons(self) -> None:
        self.sheet_button.setVisible(not self.is_empty())
        self.sheet_button.setEnabled(self.match_list.currentIndex().isValid())

    def _play_wired(self) -> bool:
        return self.receivers("2play_requested()") > 0  # "2…" is what Qt's SIGNAL() makes of a signature

    def _play(self) -> None:
        self.play_requested.emit()
        self.accept()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            # This window has no default button: Enter belongs to the focused control.  (QDialog's
            # own handling would look for a default button in child windows too, and "press"
            # the Close of a score sheet that Enter in the list has just opened.)
            focused = self.focusWidget()
            if isinstance(focused, QPushButton) and focused.isEnabled():
                focused.click()
            event.accept()
            return
        super().keyPressEvent(event)

    def showEvent(self, event: QShowEvent) -> None:  # the window connects play_requested after building the dialog
        if self.is_empty():
            self.play_button.setVisible(self._play_wired())
        self._set_least_size()
        layout = self._empty_panel.layout()  # as tall as its wrapped words (in larger print too): nothing overlaps
        self._empty_panel.setMinimumHeight(layout.totalHeightForWidth(500) if layout is not None else 0)
        fit_to_screen(self, self.size())  # title bar and all on the screen
        super().showEvent(event)

    def _set_least_size(self) -> None:
        """Never narrower than its words need (German or French captions are longer); on a narrower screen the
        captions and subtitles take two lines.  The least height is the tightened look's, taken when that short."""
        self._set_compact(True)
        self._set_narrow(False)
        room = self.screen().availableGeometry().size() - frame_allowance(self)
        if self._root.minimumSizeHint().width() > self.screen().availableGeometry().width():
            self._set_narrow(True)
        needed = self._root.minimumSizeHint()  # the content's own (the layouts around it keep their first)
        # The layouts count the wrapped note under the charts as one line: at the narrowest it takes more.
        margins = self._layout.contentsMargins()
        width = max(MINIMUM.width(), needed.width())
        note = self.how.heightForWidth(width - margins.left() - margins.right()) - self.how.minimumSizeHint().height()
        least = QSize(width, max(MINIMUM.height(), needed.height() + max(0, note)))
        self.setMinimumSize(least.boundedTo(room))  # title bar and all on the screen, even a very small one
        self._set_compact(self.height() < COMPACT_BELOW)

    def _set_narrow(self, narrow: bool) -> None:
        if narrow == self._narrow:
            return
        self._narrow = narrow
        for tile in (self.average_tile, self.streak_tile, self.best_tile, self.hints_tile):
            tile.set_narrow(narrow)
        self._layout.setContentsMargins(12 if narrow else 20, 16, 12 if narrow else 20, 14)  # the words' room first
        self._show_subtitles()
        sizes_changed(self)

    def _show_subtitles(self) -> None:
        """The charts' subtitles, on two lines when the window is narrow."""
        narrow = self._narrow
        self.score_subtitle.setText(broken_in_two(self._score_words, " · ") if narrow else self._score_words)
        self.role_subtitle.setText(broken_in_two(self._role_words) if narrow else self._role_words)

    def _set_compact(self, compact: bool) -> None:
        """The tightened look (smaller figures, less room between parts) for a short window, or the usual one."""
        if compact == self._compact:
            return
        self._compact = compact
        self._root.setStyleSheet(dialog_style() + scaled_sheet(COMPACT_STYLE if compact else ""))  # tightened
        self.win_tile.set_compact(compact)
        for tile in (self.average_tile, self.streak_tile, self.best_tile, self.hints_tile):
            tile.set_compact(compact)
        self._layout.setSpacing(8 if compact else 12)
        self._content_layout.setSpacing(8 if compact else 12)
        sizes_changed(self)

    # --- actions ----------------------------------------------------------------------------

    def selected_match(self) -> int | None:
        """The id of the match selected in the list, if any."""
        index = self.match_list.currentIndex()
        return self.match_model.match_id(index.row()) if index.isValid() else None

    def open_score_sheet(self) -> ScoreSheetDialog | None:
        """Open the selected match's score sheet (not modal); a storage problem is shown in a sentence."""
        match_id = self.selected_match()
        if match_id is None:
            return None
        try:
            document = self.query.match_document(match_id)
        except StorageError as error:
            self.show_notice(worded(error))
            return None
        self.show_notice("")
        sheet = ScoreSheetDialog(document.match, [seat.name for seat in document.seats], self, reviewable=True)
        sheet.review_requested.connect(lambda index: self.review_requested.emit(document, index, sheet))
        sheet.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        sheet.open()
        return sheet

    def confirm_reset(self) -> bool:
        """Ask, then forget the whole history; True when it was reset."""
        try:
            matches, deals, playing = self.query.reset_scope()
        except StorageError as error:
            self.show_notice(worded(error))
            return False
        question = reset_question(matches, deals, playing)
        box = message_box(self, translate("Statistics", "Reset statistics"), question, icon=QMessageBox.Icon.Warning)
        box.setStandardButtons(QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        if box.exec() != QMessageBox.StandardButton.Reset:
            return False
        try:
            self.query.reset()
        except StorageError as error:
            self.show_notice(worded(error))
            return False
        self.show_notice("")
        self.refresh()
        return True

    def sizeHint(self) -> QSize:
        return QSize(1000, 720)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._set_compact(event.size().height() < COMPACT_BELOW)
        super().resizeEvent(event)
