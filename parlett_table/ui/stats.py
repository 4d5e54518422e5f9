"""The statistics window: how the player has done, over all games or one.

Everything it shows comes from ``storage.stats.load``, which adds the figures
up in the database; this module only lays them out (tiles, charts, the list
of matches) and words them.  The list reads a match's row only when it comes
into view, so a history of any size opens at once.  A storage failure is
shown as the history's own sentence, never as a traceback, and so are rows
that could not be read.
"""

from __future__ import annotations

import datetime
import itertools

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QKeyEvent,
    QPainter,
    QPaintEvent,
    QResizeEvent,
    QShowEvent,
    QTransform,
)
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ..engine import GAMES, Card
from ..storage.history import History, LazyMatches, MatchRow, StorageError
from ..storage.stats import Stats, compute, load, reset_scope, unreadable_text
from .charts import (
    SHARED,
    FormResult,
    FormStrip,
    Marker,
    RingGauge,
    RoleBar,
    RoleChart,
    ScoreChart,
    average_window,
    signed,
)
from .dialogs import ScoreSheetDialog
from .drawn_deck import DrawnDeck
from .layout import CARD_ASPECT
from .style import STYLE, card_frame, dress, message_box, text_label
from .theme import ROLE_COLOURS

# The same rules as the stats module's docstring, in the player's words.
HOW_COUNTED = (
    "How things count: practice matches are left out. A match is won with the highest total alone; a tie for the top "
    "is a shared win. Abandoned matches are not in the win rate or streaks, but their finished deals are in the "
    "averages. A deal is won when your score was the highest, ties included."
)

NO_ROLE_COLOUR = "#d9d2bf"  # Crescendo has no roles: a cream bar


# Below this height the tiles tighten, so the charts and the list keep room to be read.
COMPACT_BELOW = 660
COMPACT_STYLE = """
QLabel[role="value"] { font-size: 22px; }
QLabel[role="figure"] { font-size: 15px; }
QLabel[role="heading"] { font-size: 19px; }
"""

RESULT_COLOURS = {
    "Won": QColor("#f2c14e"),
    "Shared": SHARED,
    "Lost": QColor("#f4f1e8"),
}
DIM = QColor(244, 241, 232, 150)


def game_name(game_id: str | None) -> str:
    """The game's name for the player ("All games" for None; the id itself for a game this version lacks)."""
    if game_id is None:
        return "All games"
    game = GAMES.get(game_id)
    return game.name if game is not None else game_id


# English month names whatever the C locale says (Qt sets it from the system), like the rest of the window.
MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


def day_text(seconds: float) -> str:
    """A date as "3 Mar 2025"."""
    moment = datetime.datetime.fromtimestamp(seconds)
    return f"{moment.day} {MONTHS[moment.month - 1]} {moment.year}"


def when_text(seconds: float, now: float | None = None) -> str:
    """When a match was played, for the list: "Today, 14:05", "Yesterday, 09:12", "3 Mar, 14:05", "3 Mar 2024"."""
    moment = datetime.datetime.fromtimestamp(seconds)
    today = datetime.datetime.fromtimestamp(now).date() if now is not None else datetime.date.today()
    if moment.date() == today:
        return f"Today, {moment:%H:%M}"
    if moment.date() == today - datetime.timedelta(days=1):
        return f"Yesterday, {moment:%H:%M}"
    if moment.year == today.year:
        return f"{moment.day} {MONTHS[moment.month - 1]}, {moment:%H:%M}"
    return day_text(seconds)


RESULT_TEXTS = ("Won", "Shared", "Lost", "Abandoned", "Practice", "In progress", "Unreadable")


def result_text(match: MatchRow) -> str:
    """How a match went for the player: Won, Shared, Lost, Abandoned, Practice or In progress."""
    if match.practice:
        return "Practice"
    if match.status == "playing":
        return "In progress"
    if match.status == "abandoned":
        return "Abandoned"
    if match.won:
        return "Won"
    return "Shared" if match.shared else "Lost"


def player_total(match: MatchRow) -> int | None:
    if match.totals is None or match.human_seat is None or match.human_seat >= len(match.totals):
        return None
    return match.totals[match.human_seat]


def winner_text(match: MatchRow) -> str:
    if match.status != "finished" or not match.winners:
        return "—"
    names = [
        match.seats[seat].get("name", f"Seat {seat + 1}") if seat < len(match.seats) else "?" for seat in match.winners
    ]
    return " & ".join(names)


def plural(count: int, word: str) -> str:
    """A count and its noun: 1 deal, 2 deals, 3 matches."""
    if count == 1:
        return f"{count} {word}"
    return f"{count} {word}{'es' if word.endswith(('ch', 'sh', 's', 'x')) else 's'}"


class ElidedLabel(QLabel):
    """One line of text that ends in "…" when it does not fit (the whole text is its tooltip)."""

    def __init__(self, text: str = "", role: str = "") -> None:
        super().__init__(text)
        if role:
            self.setProperty("role", role)
        # Never holds its neighbours wider than their share.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setToolTip(text)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        painter.setFont(self.font())
        rect = self.contentsRect()
        text = self.fontMetrics().elidedText(self.text(), Qt.TextElideMode.ElideRight, rect.width())
        painter.drawText(rect, int(self.alignment()), text)
        painter.end()


class Tile(QFrame):
    """A headline figure: a caption, a big value and a line or two of detail."""

    def __init__(self, caption: str) -> None:
        super().__init__()
        self.setProperty("card", True)
        # Preferred height: every tile in the row grows to the tallest one.
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout = self._box = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(0)
        self.caption = text_label(caption, "caption")
        self.value = text_label("—", "value")
        self.detail = text_label("", "small", wrap=True)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.caption)
        layout.addWidget(self.value)
        layout.addWidget(self.detail)
        layout.addStretch(1)

    def set_compact(self, compact: bool) -> None:
        self._box.setContentsMargins(12, 6 if compact else 10, 12, 6 if compact else 10)

    def show_figure(self, value: str, detail: str) -> None:
        self.value.setText(value)
        self.detail.setText(detail)
        # A screen reader reads the tile as one sentence.
        self.setAccessibleName(f"{self.caption.text()}: {value}. {detail}")


class WinTile(QFrame):
    """The headline tile: the win rate as a ring, beside matches played, won and shared."""

    def __init__(self) -> None:
        super().__init__()
        self.setProperty("card", True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        layout = self._box = QHBoxLayout(self)
        layout.setContentsMargins(12, 8, 14, 8)
        layout.setSpacing(14)
        self.ring = RingGauge()
        self.ring.setFixedSize(92, 92)
        layout.addWidget(self.ring)
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(0)
        self.finished = text_label("0", "figure")
        self.won = text_label("0", "figure")
        self.shared = text_label("0", "figure")
        rows = ((self.finished, "played"), (self.won, "won"), (self.shared, "shared"))
        for row, (figure, caption) in enumerate(rows):
            figure.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(figure, row, 0)
            if caption != "played":  # the ring's colours, in the form strip's shapes
                grid.addWidget(Marker(caption), row, 1, Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(text_label(caption, "caption"), row, 2)
        grid.setColumnStretch(3, 1)
        column = QVBoxLayout()
        column.setSpacing(2)
        column.addWidget(text_label("Matches", "caption"))
        column.addLayout(grid)
        column.addStretch(1)
        layout.addLayout(column, 1)

    def set_compact(self, compact: bool) -> None:
        side = 72 if compact else 92
        self.ring.setFixedSize(side, side)
        self._box.setContentsMargins(12, 4 if compact else 8, 14, 4 if compact else 8)

    def show_stats(self, stats: Stats) -> None:
        finished = stats.finished
        self.ring.set_value(stats.win_rate, stats.shared / finished if finished else 0.0)
        self.finished.setText(str(finished))
        self.won.setText(str(stats.won))
        self.shared.setText(str(stats.shared))
        self.setAccessibleName(
            f"Win rate {self.ring.text()}: {plural(finished, 'match')} played, {stats.won} won, {stats.shared} shared."
        )


class MatchListModel(QAbstractTableModel):
    """The player's matches, newest first, as the list's rows; a row is read from the history when first shown."""

    HEADERS = ("When", "Game", "Result", "Your total", "Winner")

    def __init__(self) -> None:
        super().__init__()
        self._matches = LazyMatches(None, [])
        self._texts: dict[int, tuple[str, ...]] = {}

    def set_matches(self, matches: LazyMatches) -> None:
        self.beginResetModel()
        self._matches = matches
        self._texts = {}
        self.endResetModel()

    def match_id(self, row: int) -> int:
        return self._matches.id(row)

    def texts(self, row: int) -> tuple[str, ...]:
        """The row's five cells as the player reads them."""
        if row not in self._texts:
            match = self._matches[row]
            if match is None:  # damaged since the history summarised it
                self._texts[row] = ("—", "—", "Unreadable", "—", "—")
            else:
                total = player_total(match)
                self._texts[row] = (
                    when_text(match.ended or match.started),
                    game_name(match.game_id),
                    result_text(match),
                    "—" if total is None else signed(total),
                    winner_text(match),
                )
        return self._texts[row]

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._matches)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self.HEADERS)

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid():
            return None
        row, column = index.row(), index.column()
        if role == Qt.ItemDataRole.DisplayRole:
            return self.texts(row)[column]
        if role == Qt.ItemDataRole.UserRole:
            return self.match_id(row)
        if role == Qt.ItemDataRole.TextAlignmentRole and column == 3:
            return Qt.AlignmentFlag.AlignCenter
        result = self.texts(row)[2]
        if role == Qt.ItemDataRole.ForegroundRole:
            if column == 2:
                return RESULT_COLOURS.get(result, DIM)
            return DIM if result in ("Abandoned", "Practice", "In progress", "Unreadable") else None
        if role == Qt.ItemDataRole.FontRole and column == 2 and result in ("Won", "Shared"):
            bold = QFont()
            bold.setBold(True)
            return bold
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self.HEADERS[section]
        if role == Qt.ItemDataRole.TextAlignmentRole and section == 3:
            return Qt.AlignmentFlag.AlignCenter
        return None


class EmptyArt(QWidget):
    """A small fanned hand (A♠ K♥ Q♦ in the Clear deck): the picture of the empty state."""

    CARDS = ("AS", "KH", "QD")

    def __init__(self) -> None:
        super().__init__()
        self.setFixedSize(190, 132)
        self.setAttribute(Qt.WidgetAttribute.WA_TranslucentBackground)
        self._deck = DrawnDeck()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        width = 68.0
        card = QRectF(-width / 2, -width * CARD_ASPECT - 150, width, width * CARD_ASPECT)  # 150 px above the pivot
        turns = [QTransform().rotate(angle) for angle in (-13, 0, 13)]
        fan = turns[0].mapRect(card).united(turns[2].mapRect(card)).united(card)
        # Centre the whole fan in the widget, shadows included.
        shift = QPointF(self.width() / 2, self.height() / 2) - fan.center()
        for turn, code in zip(turns, self.CARDS, strict=True):
            painter.save()
            painter.setTransform(turn * QTransform.fromTranslate(shift.x(), shift.y()))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 50))
            painter.drawRoundedRect(card.translated(1.5, 2.5), 6, 6)  # a soft shadow on the felt
            self._deck.paint_face(painter, card, Card.parse(code))
            painter.restore()
        painter.end()


class StatsDialog(QDialog):
    """The statistics window over ``history``.

    Opens on "All games"; the game row switches the figures.  The window may
    connect ``play_requested`` (the empty state then offers "Play a match",
    which emits it and closes); unconnected, the empty state only invites in
    words.  ``refresh()`` rereads the history (after a match ends while the
    window is open, say).
    """

    play_requested = Signal()

    def __init__(self, history: History, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history = history
        self.setWindowTitle("Statistics")
        self.setMinimumSize(720, 540)
        self.resize(1000, 720)
        self._game: str | None = None
        self._unreadable = ""  # the sentence about rows that could not be read, shown whenever no other is
        # What each game filter showed, until refresh() reads the history again (as the rows once were).
        self._by_game: dict[str | None, tuple[Stats, LazyMatches, bool]] = {}
        self.stats: Stats = compute([], [], None)

        root = dress(self)
        self._root = root
        self._compact = False
        layout = self._layout = QVBoxLayout(root)
        layout.setContentsMargins(20, 16, 20, 14)
        layout.setSpacing(12)

        layout.addLayout(self._build_header())
        self.pages = QStackedWidget()
        self.pages.addWidget(self._build_empty_page())
        self.pages.addWidget(self._build_content_page())
        layout.addWidget(self.pages, 1)

        self.notice = text_label("", "notice", wrap=True)
        self.notice.setAccessibleName("Problem")
        self.notice.hide()
        layout.addWidget(self.notice)
        how = text_label(HOW_COUNTED, "small", wrap=True)
        how.setAccessibleName("How things count")
        layout.addWidget(how)
        layout.addLayout(self._build_buttons())

        self._set_tab_order()
        self.refresh()

    # --- building ---------------------------------------------------------------------------

    def _build_header(self) -> QHBoxLayout:
        header = QHBoxLayout()
        header.setSpacing(16)
        self.heading = text_label("Statistics", "heading")
        header.addWidget(self.heading)
        header.addStretch(1)
        segments = QFrame()
        segments.setObjectName("segments")
        row = QHBoxLayout(segments)
        row.setContentsMargins(3, 3, 3, 3)
        row.setSpacing(2)
        self.game_buttons: dict[str | None, QPushButton] = {}
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)
        for game_id in (None, *GAMES):
            button = QPushButton(game_name(game_id))
            button.setProperty("segment", True)
            button.setCheckable(True)
            button.setAutoDefault(False)
            button.setCursor(Qt.CursorShape.PointingHandCursor)
            button.setAccessibleName(
                f"Show statistics for {game_name(game_id).lower() if game_id is None else game_name(game_id)}"
            )
            button.clicked.connect(lambda _checked=False, g=game_id: self.select_game(g))
            self._group.addButton(button)
            self.game_buttons[game_id] = button
            row.addWidget(button)
        self.game_buttons[None].setChecked(True)
        header.addWidget(segments)
        return header

    def _build_empty_page(self) -> QWidget:
        page = QWidget()
        outer = QVBoxLayout(page)
        outer.addStretch(2)
        panel = card_frame()
        panel.setFixedWidth(500)
        column = QVBoxLayout(panel)
        column.setContentsMargins(36, 26, 36, 28)
        column.setSpacing(8)
        column.addWidget(EmptyArt(), 0, Qt.AlignmentFlag.AlignHCenter)
        column.addSpacing(6)
        self.empty_title = text_label("No matches yet", "empty-title")
        self.empty_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(self.empty_title)
        self.empty_text = text_label("", "empty-text", wrap=True)
        self.empty_text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        column.addWidget(self.empty_text)
        column.addSpacing(8)
        self.play_button = QPushButton("Play a match")
        self.play_button.setProperty("accent", True)
        self.play_button.setAutoDefault(False)
        self.play_button.setAccessibleName("Play a match")
        self.play_button.clicked.connect(self._play)
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
        self.average_tile = Tile("Average per deal")
        self.streak_tile = Tile("Winning streak")
        self.best_tile = Tile("Best match")
        self.hints_tile = Tile("Hints used")
        tiles.addWidget(self.win_tile, 5)
        for tile in (self.average_tile, self.streak_tile, self.best_tile, self.hints_tile):
            tiles.addWidget(tile, 3)
        column.addLayout(tiles)

        charts = QHBoxLayout()
        charts.setSpacing(10)
        self.score_chart = ScoreChart()
        self.score_subtitle = ElidedLabel("", "small")
        charts.addWidget(self._chart_card("Score per deal", self.score_subtitle, self.score_chart), 3)
        self.role_chart = RoleChart()
        role_subtitle = ElidedLabel("your average points a deal", "small")
        charts.addWidget(self._chart_card("By role", role_subtitle, self.role_chart), 2)
        column.addLayout(charts, 5)

        matches = card_frame()
        box = QVBoxLayout(matches)
        box.setContentsMargins(14, 10, 14, 8)
        box.setSpacing(6)
        top = QHBoxLayout()
        top.addWidget(text_label("Matches", "title"))
        top.addSpacing(24)  # the form strip gives up marks before it crowds the title
        top.addStretch(1)
        top.addWidget(text_label("Recent form", "small"))
        top.addSpacing(4)
        self.form_strip = FormStrip()
        top.addWidget(self.form_strip)
        box.addLayout(top)
        self.match_model = MatchListModel()
        # A table view lays out only the rows in view (a tree view walks every row whenever the list changes).
        self.match_list = QTableView()
        self.match_list.setModel(self.match_model)
        self.match_list.setAccessibleName("Matches played, newest first")
        self.match_list.setShowGrid(False)
        self.match_list.setWordWrap(False)
        self.match_list.setTabKeyNavigation(False)  # Tab leaves the list, as from any other control
        self.match_list.setCornerButtonEnabled(False)
        self.match_list.setAlternatingRowColors(True)
        self.match_list.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.match_list.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.match_list.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        rows = self.match_list.verticalHeader()
        rows.hide()
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        list_font = QFont(self.match_list.font())
        list_font.setPixelSize(13)  # the style sheet's, which the list only takes on once it is shown
        rows.setDefaultSectionSize(QFontMetrics(list_font).height() + 9)  # and the items' padding
        header = self.match_list.horizontalHeader()
        header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        header.setHighlightSections(False)
        header.setStretchLastSection(True)
        header.setSectionsMovable(False)
        header.setMinimumSectionSize(90)
        # The result and total columns are as wide as their widest possible text (fitting them to the rows would
        # read every match); the others share the rest.
        bold = QFont(list_font)
        bold.setBold(True)
        widest = max(QFontMetrics(bold).horizontalAdvance(text) for text in (*RESULT_TEXTS, "−888"))
        for section, width in ((2, widest), (3, QFontMetrics(list_font).horizontalAdvance("Your total"))):
            header.setSectionResizeMode(section, QHeaderView.ResizeMode.Fixed)
            header.resizeSection(section, max(90, width + 24))
        for section in (0, 1, 4):
            header.setSectionResizeMode(section, QHeaderView.ResizeMode.Stretch)
        self.match_list.activated.connect(lambda _index: self.open_score_sheet())
        self.match_list.selectionModel().currentChanged.connect(lambda *_: self._update_buttons())
        self.match_list.setMinimumHeight(96)
        box.addWidget(self.match_list)
        column.addWidget(matches, 4)
        return page

    def _chart_card(self, title: str, subtitle: QLabel, chart: QWidget) -> QFrame:
        card = card_frame()
        box = QVBoxLayout(card)
        box.setContentsMargins(14, 10, 14, 10)
        box.setSpacing(4)
        top = QHBoxLayout()
        top.addWidget(text_label(title, "title"))
        top.addSpacing(6)
        top.addWidget(subtitle, 1, Qt.AlignmentFlag.AlignBottom)
        box.addLayout(top)
        box.addWidget(chart, 1)
        return card

    def _build_buttons(self) -> QHBoxLayout:
        row = QHBoxLayout()
        self.reset_button = QPushButton("Reset statistics…")
        self.reset_button.setProperty("quiet", True)
        self.reset_button.setAccessibleName("Reset statistics")
        self.reset_button.setAutoDefault(False)
        self.reset_button.clicked.connect(self.confirm_reset)
        row.addWidget(self.reset_button)
        row.addStretch(1)
        self.sheet_button = QPushButton("Score sheet")
        self.sheet_button.setAccessibleName("Open the score sheet of the selected match")
        self.sheet_button.setAutoDefault(False)
        self.sheet_button.clicked.connect(self.open_score_sheet)
        row.addWidget(self.sheet_button)
        self.close_button = QPushButton("Close")
        self.close_button.setProperty("accent", True)
        self.close_button.setAccessibleName("Close statistics")
        # Not a default button: Enter in the list opens a score sheet, it must not also close the window.
        self.close_button.setAutoDefault(False)
        self.close_button.clicked.connect(self.accept)
        row.addWidget(self.close_button)
        return row

    def _set_tab_order(self) -> None:
        chain: list[QWidget] = [
            *self.game_buttons.values(),
            self.play_button,
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
            self.history.summarise()  # rows written since (a match just ended), or from an older version
        except StorageError as error:
            notes.append(f"Your latest games could not be added to these figures ({error.__cause__ or error}).")
        try:
            notes.append(unreadable_text(*self.history.unreadable()))
        except StorageError as error:
            notes.append(str(error))
        self._unreadable = " ".join(note for note in notes if note)
        self.show_notice("")
        self._show()

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
                self._by_game[game] = (load(self.history, game), self.history.player_matches(game),
                                    self.history.has_player_matches())  # fmt: skip
            except StorageError as error:
                self.show_notice(str(error))
        stats, listed, forgettable = self._by_game.get(game, (compute([], [], game), LazyMatches(None, []), False))
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
        name = game_name(self._game)
        if self._game is None:
            self.empty_title.setText("No matches yet")
            text = (
                "Play a match against the computer and your statistics will build up here: your win rate and "
                "streaks, your best match, and how you score in each role."
            )
        else:
            self.empty_title.setText(f"No {name} matches yet")
            text = f"Play a match of {name} and your results in it will show here."
        if stats.practice:
            text += f" ({plural(stats.practice, 'practice match')} so far: practice is not counted.)"
        self.empty_text.setText(text)
        self.play_button.setVisible(self._play_wired())

    def _show_tiles(self, stats: Stats) -> None:
        self.win_tile.show_stats(stats)
        if stats.average is None:
            self.average_tile.show_figure("—", "no deals finished yet")
        else:
            self.average_tile.show_figure(signed(stats.average, 1), f"over {plural(stats.deals, 'deal')}")
        streak_detail = f"best: {stats.best_streak} in a row" if stats.finished else "no finished match yet"
        self.streak_tile.show_figure(str(stats.current_streak), streak_detail)
        best = stats.best_match
        total = player_total(best) if best is not None else None
        if best is None or total is None:
            self.best_tile.show_figure("—", "finish a match to set one")
        else:
            when = day_text(best.ended or best.started)
            detail = when if self._game is not None else f"{game_name(best.game_id)}\n{when}"
            self.best_tile.show_figure(signed(total), detail)
        if stats.hints:
            per = stats.deals / stats.hints
            hint_detail = f"one in {per:.0f} deals" if per >= 1.5 else f"in {plural(stats.deals, 'deal')}"
        else:
            hint_detail = "none asked for"
        self.hints_tile.show_figure(str(stats.hints), hint_detail)

    def _show_charts(self, stats: Stats, listed: LazyMatches) -> None:
        scores = [score for _, score in stats.deal_scores]
        self.score_chart.set_scores(scores)
        if scores:
            window = average_window(len(scores))
            self.score_subtitle.setText(
                f"dots: your deals, oldest first · line: average of the last {window}"
                if len(scores) >= window
                else "your deals, oldest first"
            )
        else:
            self.score_subtitle.setText("")
        self.role_chart.set_bars(
            [
                RoleBar(
                    role.name,
                    role.average,
                    role.deals,
                    role.won,
                    QColor(ROLE_COLOURS[role.role][0] if role.role in ROLE_COLOURS else NO_ROLE_COLOUR),
                )
                for role in stats.roles
            ]
        )
        finished = []  # the latest finished real matches, as many as the form strip draws
        for index in range(len(listed)):
            match = listed[index]
            if match is not None and match.status == "finished" and not match.practice:
                finished.append(match)
                if len(finished) == FormStrip.most:
                    break
        self.form_strip.set_results(
            [
                FormResult(
                    "won" if m.won else "shared" if m.shared else "lost",
                    f"{when_text(m.ended or m.started)}, {game_name(m.game_id)}: {result_text(m).lower()}"
                    + (f" with {signed(total)}" if (total := player_total(m)) is not None else ""),
                )
                for m in reversed(finished)
            ]
        )

    def _fill_list(self, listed: LazyMatches) -> None:
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

    def showEvent(self, event: QShowEvent) -> None:
        # The window connects play_requested after building the dialog; look again when it appears.
        if self.is_empty():
            self.play_button.setVisible(self._play_wired())
        super().showEvent(event)

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
            document = self.history.match_document(match_id)
        except StorageError as error:
            self.show_notice(str(error))
            return None
        self.show_notice("")
        sheet = ScoreSheetDialog(document.match, [seat.get("name", "?") for seat in document.seats], self)
        sheet.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        sheet.open()
        return sheet

    def confirm_reset(self) -> bool:
        """Ask, then forget the whole history; True when it was reset."""
        try:
            matches, deals, playing = reset_scope(self.history)
        except StorageError as error:
            self.show_notice(str(error))
            return False
        text = (
            f"This forgets every match you have played in every game ({plural(matches, 'match')} and "
            f"{plural(deals, 'deal')}, practice included): your win rate, streaks, best match and the score sheets "
            "of past matches." + (" The match in progress is kept." if playing else "") + "\n\nIt cannot be undone."
        )
        box = message_box(self, "Reset statistics", text, icon=QMessageBox.Icon.Warning)
        box.setStandardButtons(QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        if box.exec() != QMessageBox.StandardButton.Reset:
            return False
        try:
            self.history.reset()
        except StorageError as error:
            self.show_notice(str(error))
            return False
        self.show_notice("")
        self.refresh()
        return True

    def sizeHint(self) -> QSize:
        return QSize(1000, 720)

    def resizeEvent(self, event: QResizeEvent) -> None:
        compact = event.size().height() < COMPACT_BELOW
        if compact != self._compact:
            self._compact = compact
            self._root.setStyleSheet(STYLE + (COMPACT_STYLE if compact else ""))  # the shared style, tightened
            self.win_tile.set_compact(compact)
            for tile in (self.average_tile, self.streak_tile, self.best_tile, self.hints_tile):
                tile.set_compact(compact)
            self._layout.setSpacing(8 if compact else 12)
            self._content_layout.setSpacing(8 if compact else 12)
        super().resizeEvent(event)
