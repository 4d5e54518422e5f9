"""The statistics window's parts: figure tiles, the win-rate tile, the list of matches and the empty state's
picture."""

from __future__ import annotations

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFont, QFontMetrics, QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from ...engine.language import QT_TRANSLATE_NOOP, translate
from ...kept.history_rows import MatchList, NoMatches, Stats
from ..cards.card_fan import CardFan
from ..look.fit import broken_in_two
from ..look.style import card_frame, text_label
from ..look.theme import DIALOG
from .charts import SHARED
from .form_marks import Marker, RingGauge
from .stats_content import DIM_RESULTS, RESULT_TEXTS, match_row, result_in_english, win_rate_words

RESULT_COLOURS = {
    "Won": DIALOG.accent,
    "Shared": SHARED,
    "Lost": DIALOG.text,
}
DIM = DIALOG.text_quiet


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
        lines = [
            self.fontMetrics().elidedText(line, Qt.TextElideMode.ElideRight, rect.width())
            for line in self.text().split("\n")
        ]
        painter.drawText(rect, int(self.alignment()), "\n".join(lines))
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
        self._caption = caption
        self._detail = ""
        self._narrow = False
        self.value = text_label("—", "value")
        self.detail = text_label("", "small")  # lines of a known number: see set_narrow
        self.detail.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        layout.addWidget(self.caption)
        layout.addWidget(self.value)
        layout.addWidget(self.detail)
        layout.addStretch(1)

    def set_compact(self, compact: bool) -> None:
        self._box.setContentsMargins(12, 6 if compact else 10, 12, 6 if compact else 10)

    def set_narrow(self, narrow: bool) -> None:
        """Caption and detail on two lines each, for a narrow window, or on one (lines of a known number, not
        wrapped, so the window knows its least height before it is laid out)."""
        self._narrow = narrow
        self.caption.setText(broken_in_two(self._caption) if narrow else self._caption)
        self._show_detail()

    def show_figure(self, value: str, detail: str) -> None:
        self.value.setText(value)
        self._detail = detail
        self._show_detail()
        # A screen reader reads the tile as one sentence.
        self.setAccessibleName(f"{self._caption}: {value}. {detail}")

    def _show_detail(self) -> None:
        detail = self._detail
        self.detail.setText(broken_in_two(detail) if self._narrow and "\n" not in detail else detail)


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
        rows = (
            (self.finished, "played", translate("StatsParts", "played", "matches played")),
            (self.won, "won", translate("StatsParts", "won", "matches won")),
            (self.shared, "shared", translate("StatsParts", "shared", "matches shared")),
        )
        for row, (figure, outcome, caption) in enumerate(rows):
            figure.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(figure, row, 0)
            if outcome != "played":  # the ring's colours, in the form strip's shapes
                grid.addWidget(Marker(outcome), row, 1, Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(text_label(caption, "caption"), row, 2)
        grid.setColumnStretch(3, 1)
        column = QVBoxLayout()
        column.setSpacing(2)
        column.addWidget(text_label(translate("StatsParts", "Matches"), "caption"))
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
        self.setAccessibleName(win_rate_words(stats, self.ring.text()))


class MatchListModel(QAbstractTableModel):
    """The player's matches, newest first, as the list's rows; a row is read from the history when first shown."""

    HEADERS = (
        QT_TRANSLATE_NOOP("Statistics", "When"), QT_TRANSLATE_NOOP("Statistics", "Game"),
        QT_TRANSLATE_NOOP("Statistics", "Result"), QT_TRANSLATE_NOOP("Statistics", "Your total"),
        QT_TRANSLATE_NOOP("Statistics", "Winner"),
    )  # fmt: skip

    def __init__(self) -> None:
        super().__init__()
        self._matches: MatchList = NoMatches()
        self._texts: dict[int, tuple[str, ...]] = {}

    def set_matches(self, matches: MatchList) -> None:
        self.beginResetModel()
        self._matches = matches
        self._texts = {}
        self.endResetModel()

    def match_id(self, row: int) -> int:
        return self._matches.id(row)

    def texts(self, row: int) -> tuple[str, ...]:
        """The row's five cells as the player reads them."""
        if row not in self._texts:
            self._texts[row] = match_row(self._matches[row])
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
        result = result_in_english(self.texts(row)[2])
        if role == Qt.ItemDataRole.ForegroundRole:
            if column == 2:
                return RESULT_COLOURS.get(result, DIM)
            return DIM if result in DIM_RESULTS else None
        if role == Qt.ItemDataRole.FontRole and column == 2 and result in ("Won", "Shared"):
            bold = QFont()
            bold.setBold(True)
            return bold
        return None

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return translate("Statistics", self.HEADERS[section])
        if role == Qt.ItemDataRole.TextAlignmentRole and section == 3:
            return Qt.AlignmentFlag.AlignCenter
        return None


class EmptyArt(CardFan):
    """A small fanned hand (A♠ K♥ Q♦ in the Clear deck): the picture of the empty state."""

    def __init__(self) -> None:
        super().__init__(("AS", "KH", "QD"), 68.0, 150, (-13, 0, 13), DIALOG.fan_shadow)
        self.setFixedSize(190, 132)


def match_table(model: MatchListModel) -> QTableView:
    """The list of matches: one row a match, its result and total columns as wide as their widest text."""
    # A table view lays out only the rows in view (a tree view walks every row whenever the list changes).
    view = QTableView()
    view.setModel(model)
    view.setAccessibleName(translate("StatsParts", "Matches played, newest first"))
    view.setShowGrid(False)
    view.setWordWrap(False)
    view.setTabKeyNavigation(False)  # Tab leaves the list, as from any other control
    view.setCornerButtonEnabled(False)
    view.setAlternatingRowColors(True)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    rows = view.verticalHeader()
    rows.hide()
    rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    list_font = QFont(view.font())
    list_font.setPixelSize(13)  # the style sheet's, which the list only takes on once it is shown
    rows.setDefaultSectionSize(QFontMetrics(list_font).height() + 9)  # and the items' padding
    header = view.horizontalHeader()
    header.setDefaultAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
    header.setHighlightSections(False)
    header.setStretchLastSection(True)
    header.setSectionsMovable(False)
    header.setMinimumSectionSize(90)
    # The result and total columns are as wide as their widest possible text (fitting them to the rows would
    # read every match); the others share the rest.
    bold = QFont(list_font)
    bold.setBold(True)
    results = [translate("Statistics", word) for word in RESULT_TEXTS]
    widest = max(QFontMetrics(bold).horizontalAdvance(text) for text in (*results, "−888"))
    for section, width in (
        (2, widest),
        (
            3,
            QFontMetrics(list_font).horizontalAdvance(
                translate(
                    "Statistics",
                    "Your total",
                )
            ),
        ),
    ):
        header.setSectionResizeMode(section, QHeaderView.ResizeMode.Fixed)
        header.resizeSection(section, max(90, width + 24))
    for section in (0, 1, 4):
        header.setSectionResizeMode(section, QHeaderView.ResizeMode.Stretch)
    return view


def chart_card(title: str, subtitle: QLabel, chart: QWidget, beside: QWidget | None = None) -> QFrame:
    """A chart in a framed card, its title and subtitle above it (and ``beside`` them, at the right, if given)."""
    card = card_frame()
    box = QVBoxLayout(card)
    box.setContentsMargins(14, 10, 14, 10)
    box.setSpacing(4)
    top = QHBoxLayout()
    top.addWidget(text_label(title, "title"))
    top.addSpacing(6)
    top.addWidget(subtitle, 1, Qt.AlignmentFlag.AlignBottom)
    if beside is not None:
        top.addWidget(beside, 0, Qt.AlignmentFlag.AlignBottom)
    box.addLayout(top)
    box.addWidget(chart, 1)
    return card
