"""The score sheet: every deal's scores in a table, totals at the foot, the leader marked, the goal and the
standing in words."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QDialogButtonBox,
    QHeaderView,
    QPushButton,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine import Match
from ...engine.language import translate
from ...engine.words import listing
from ..look.fit import FittedDialog, fit_to_content
from ..look.style import dialog_buttons, dress, text_label
from ..look.theme import DIALOG
from ..words.game_words import role_label


class ScoreTable(QTableWidget):
    """The grid of a score sheet: as tall as its rows (no blank rows under them), scrolling only past the screen."""

    def sizeHint(self) -> QSize:
        width = self.verticalHeader().sizeHint().width() + self.horizontalHeader().length() + 2 * self.frameWidth()
        height = self.horizontalHeader().sizeHint().height() + self.verticalHeader().length() + 2 * self.frameWidth()
        return QSize(width, height)

    def minimumSizeHint(self) -> QSize:
        short = self.screen().availableGeometry().height() < 500  # a small screen (or a large scale): fewer
        rows = min(2 if short else 4, self.rowCount())  # the header and a few rows; the rest scroll
        height = self.horizontalHeader().sizeHint().height() + sum(self.rowHeight(row) for row in range(rows))
        return QSize(super().minimumSizeHint().width(), height + 2 * self.frameWidth())


class ScoreSheetDialog(FittedDialog):
    """Every deal of the match: each seat's score and role, the totals, and who leads.

    A ``reviewable`` sheet (from Statistics) lets a deal be chosen (its row) and offers Review this deal, which
    emits ``review_requested`` with the deal's index in the match (a double click or Enter on a row does too)."""

    COLUMN_WIDTH = 118
    review_requested = Signal(int)

    def __init__(
        self, match: Match, names: Sequence[str], parent: QWidget | None = None, reviewable: bool = False
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(translate("Dialogs", "Score sheet"))
        root = dress(self)
        layout = QVBoxLayout(root)
        layout.setContentsMargins(20, 16, 20, 14)
        layout.setSpacing(10)
        outcomes = match.outcomes
        totals = match.totals
        leaders = _leaders(match)
        layout.addWidget(text_label(translate("Dialogs", "Score sheet"), "heading"))
        self.goal = text_label(_goal_text(match), "caption", wrap=True)
        layout.addWidget(self.goal)

        self.table = table = ScoreTable(len(outcomes) + 1, len(names))
        table.setHorizontalHeaderLabels([("★ " if seat in leaders else "") + name for seat, name in enumerate(names)])
        table.setVerticalHeaderLabels(
            [translate("Dialogs", "Deal {number}").format(number=k + 1) for k in range(len(outcomes))]
            + [translate("Dialogs", "Total")]
        )
        for row, outcome in enumerate(outcomes):
            for seat, line in enumerate(outcome.lines):
                text = f"{line.total}" + (f"  {role_label(line.role)}" if line.role else "")
                table.setItem(row, seat, _cell(text, line.text))
        total_row = len(outcomes)
        for seat, total in enumerate(totals):
            cell = _cell(
                str(total),
                translate("Dialogs", "{name}: {total} in all").format(name=names[seat], total=total),
                bold=True,
            )
            cell.setData(LEADER_ROLE, seat in leaders)
            table.setItem(total_row, seat, cell)
        table.setItemDelegate(_SheetDelegate(table))
        bold = table.verticalHeader().font()
        bold.setBold(True)
        table.verticalHeaderItem(total_row).setFont(bold)
        _read_only(table)
        table.setShowGrid(False)
        table.setAlternatingRowColors(True)
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.setSizeAdjustPolicy(QTableWidget.SizeAdjustPolicy.AdjustToContents)
        header = table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        header.setDefaultSectionSize(self.COLUMN_WIDTH)
        header.setMinimumSectionSize(72)
        table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        table.setAccessibleName(translate("Dialogs", "Scores by deal"))
        layout.addWidget(table)

        self.standing = text_label(_standing_text(match, names, leaders), "title", wrap=True)
        layout.addWidget(self.standing)
        layout.addStretch(1)
        buttons = dialog_buttons(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        self.review_button = reviewing(self, table, len(outcomes), buttons) if reviewable else None
        layout.addWidget(buttons)
        fit_to_content(self)


def _read_only(table: QTableWidget) -> None:
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)


def reviewing(sheet: ScoreSheetDialog, table: QTableWidget, deals: int, buttons: QDialogButtonBox) -> QPushButton:
    """A score sheet's deals made choosable, one row at a time, and its Review this deal button among ``buttons``."""
    table.setSelectionMode(QTableWidget.SelectionMode.SingleSelection)
    table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    table.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
    for row in range(deals):
        for column in range(table.columnCount()):
            cell = table.item(row, column)
            if cell is not None:
                cell.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    button = QPushButton(translate("Dialogs", "&Review this deal"))
    button.setAutoDefault(False)

    def chosen() -> None:
        row = table.currentRow()
        if 0 <= row < deals:
            sheet.review_requested.emit(row)

    button.clicked.connect(lambda _checked=False: chosen())
    table.itemActivated.connect(lambda _item: chosen())
    table.itemSelectionChanged.connect(lambda: button.setEnabled(0 <= table.currentRow() < deals))
    if deals:
        table.setCurrentCell(deals - 1, 0)  # the last deal, as Review at the table shows
    button.setEnabled(bool(deals))
    buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
    return button


LEADER_ROLE = Qt.ItemDataRole.UserRole + 1  # True on the total of a seat that leads (or won)


class _SheetDelegate(QStyledItemDelegate):
    """Draws a line over the totals row, and the leader's total on a gold pill."""

    def paint(
        self, painter: QPainter, option: QStyleOptionViewItem, index: QModelIndex | QPersistentModelIndex
    ) -> None:
        last = index.row() == index.model().rowCount() - 1
        leads = bool(index.data(LEADER_ROLE))
        if last or leads:
            painter.save()
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            rect = QRectF(option.rect)
            if last:
                painter.setPen(QPen(DIALOG.text_quiet, 1))
                painter.drawLine(rect.topLeft() + QPointF(0, 0.5), rect.topRight() + QPointF(0, 0.5))
            if leads:
                text_width = option.fontMetrics.horizontalAdvance(str(index.data())) + 28
                pill = QRectF(0, 0, min(rect.width() - 8, text_width), rect.height() - 8)
                pill.moveCenter(rect.center())
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(DIALOG.accent)
                painter.drawRoundedRect(pill, pill.height() / 2, pill.height() / 2)
            painter.restore()
        if leads:
            option.palette.setColor(QPalette.ColorRole.Text, DIALOG.accent_text)
        super().paint(painter, option, index)


def _cell(text: str, tip: str, bold: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    item.setToolTip(tip)
    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled)  # read only, never selected
    if bold:
        font = item.font()
        font.setBold(True)
        item.setFont(font)
    return item


def _leaders(match: Match) -> set[int]:
    """The seats with the highest total (the winners once the match is over); none before a deal is finished."""
    if match.is_over:
        return set(match.winners)
    if not match.outcomes:
        return set()
    best = max(match.totals)
    return {seat for seat, total in enumerate(match.totals) if total == best}


def _goal_text(match: Match) -> str:
    """What the match is played to, and where its deal numbers start."""
    if match.target is not None:
        text = translate(
            "Dialogs", "{game} with {players} players, played until someone reaches {target} points."
        ).format(game=match.game.name, players=match.game.players, target=match.target)
    else:
        deals = match.deals_to_play or 0  # a match without a target is played over a number of deals
        text = translate("Dialogs", "{game} with {players} players, played over %n deals.", None, deals)
        text = text.format(game=match.game.name, players=match.game.players)
    return text + " " + translate("Dialogs", "Deal numbers start at {seed}.").format(seed=match.first_seed)


def _standing_text(match: Match, names: Sequence[str], leaders: set[int]) -> str:
    """Who leads (or won), in one sentence."""
    if not leaders:
        return translate("Dialogs", "No deal has been finished yet.")
    who = listing([names[seat] for seat in sorted(leaders)])
    total = match.totals[min(leaders)]
    # Worded so that any name reads right, "You" included.
    if match.is_over:
        if len(leaders) == 1:
            text = translate("Dialogs", "Winner: {who}, with {total}.")
        else:
            text = translate("Dialogs", "Shared win: {who}, with {total} each.")
    elif len(leaders) == 1:
        text = translate("Dialogs", "In the lead: {who}, with {total}.")
    else:
        text = translate("Dialogs", "In the lead: {who}, with {total} each.")
    return text.format(who=who, total=total)
