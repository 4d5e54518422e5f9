"""The panel that floats over the table (its look, fitting and fading in), and what every panel over it shares.

The panels themselves are ``decision_bar`` (decisions that are not cards), ``result_panel`` (the result of
a deal), ``offer`` (continuing a saved match), ``hint`` and ``claim`` (buttons beside the hand).

They are ordinary widgets (so the keyboard and screen readers reach them)
laid over the table's view.  The choices a panel offers are the engine's legal
actions; a panel only words them.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve, QPropertyAnimation, QRect
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QGraphicsOpacityEffect,
    QLabel,
    QLayout,
    QWidget,
)

from ...play.clock import Clock
from ..look.layout import Box, TableLayout
from ..look.theme import THEME as T
from ..look.theme import css

SMALLEST_TEXT = 10  # pixels, as on the table


def px(pixels: float, smallest: float = SMALLEST_TEXT) -> int:
    return max(round(smallest), round(pixels))


def panel_style(unit: float) -> str:
    """The panels' look at the table's interface scale: text and padding grow and shrink with the table."""
    u = unit
    return f"""
QFrame#panel {{
    background: {css(T.panel_solid)};
    border: 1px solid {css(T.panel_solid_border)};
    border-radius: {px(14 * u, 6)}px;
}}
QFrame#panel QLabel {{ color: {css(T.text)}; background: transparent; font-size: {px(14 * u)}px; }}
QFrame#panel QLabel[role="title"] {{ font-size: {px(19 * u, 12)}px; font-weight: 600; }}
QFrame#panel QLabel[role="dim"] {{ color: {css(T.text_caption)}; }}
QFrame#panel QLabel[role="total"] {{ font-weight: 600; }}
QFrame#panel QPushButton {{
    background: {css(T.button)}; color: {css(T.ink)}; border: 2px solid transparent; border-radius: {px(8 * u, 4)}px;
    padding: {px(7 * u, 3) - 2}px {px(16 * u, 6) - 2}px; font-weight: 600; min-width: {px(72 * u, 40)}px;
    font-size: {px(14 * u)}px;
}}
QFrame#panel QPushButton:hover {{ background: {css(T.button_hover)}; }}
QFrame#panel QPushButton:focus {{ outline: none; border: 2px solid {css(T.focus)}; }}
QFrame#panel QPushButton[accent="true"] {{ background: {css(T.accent)}; }}
QFrame#panel QPushButton[accent="true"]:hover {{ background: {css(T.accent_hover)}; }}
QFrame#panel QScrollBar:vertical {{
    background: transparent; width: {px(8 * u, 6)}px; margin: 0; border: none;
}}
QFrame#panel QScrollBar::handle:vertical {{
    background: {css(T.text_caption)}; border-radius: {px(4 * u, 3)}px; min-height: 24px;
}}
QFrame#panel QScrollBar::add-line:vertical, QFrame#panel QScrollBar::sub-line:vertical {{ height: 0; border: none; }}
QFrame#panel QScrollBar::add-page:vertical, QFrame#panel QScrollBar::sub-page:vertical {{ background: none; }}
QFrame#panel QSpinBox {{
    background: {css(T.button)}; color: {css(T.ink)}; border: 2px solid transparent; border-radius: {px(6 * u, 3)}px;
    padding: {px(3 * u, 2)}px {px(22 * u, 16)}px {px(3 * u, 2)}px {px(6 * u, 3)}px;
    min-width: {px(34 * u, 22)}px; font-size: {px(14 * u)}px;
}}
QFrame#panel QSpinBox:focus {{ border: 2px solid {css(T.focus)}; }}
QFrame#panel QSpinBox::up-button, QFrame#panel QSpinBox::down-button {{
    subcontrol-origin: border; width: {px(20 * u, 14)}px; border: none;
}}
QFrame#panel QSpinBox::up-button {{ subcontrol-position: top right; }}
QFrame#panel QSpinBox::down-button {{ subcontrol-position: bottom right; }}
QFrame#panel QSpinBox::up-arrow {{
    image: url(controls:arrow-up.svg); width: {px(10 * u, 7)}px; height: {px(7 * u, 5)}px;
}}
QFrame#panel QSpinBox::down-arrow {{
    image: url(controls:arrow-down.svg); width: {px(10 * u, 7)}px; height: {px(7 * u, 5)}px;
}}
"""


PANEL_STYLE = panel_style(1.0)


def to_rect(box: Box) -> QRect:
    return QRect(round(box.left), round(box.top), round(box.width), round(box.height))


class OverlayPanel(QFrame):
    """A rounded panel floating over the table, faded in when shown."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setStyleSheet(PANEL_STYLE)
        self.table: TableLayout | None = None  # the table's geometry: where the panel may go, how large its text
        self._unit = 1.0  # the interface scale the panel is styled for
        self.turnable: list[QBoxLayout] = []  # rows of buttons that may stand one above another when room is short
        self.scrolls = False  # whether its words scroll where the room is too low for them all
        self._effect = QGraphicsOpacityEffect(self)
        self._effect.setOpacity(1.0)
        self.setGraphicsEffect(self._effect)
        self._fade = QPropertyAnimation(self._effect, b"opacity", self)
        self.clock = Clock()  # the fade's (the window hands in the table's)
        self.hide()

    def set_table(self, layout: TableLayout) -> None:
        """Follow the table's geometry (a resize, larger print)."""
        self.table = layout
        self._style_for(layout.unit)

    def _style_for(self, unit: float) -> None:
        if abs(unit - self._unit) > 0.005:
            self._unit = unit
            self.setStyleSheet(panel_style(unit))
            self._margins(unit)

    def _margins(self, unit: float) -> None:
        """Padding inside the panel at ``unit`` (panels with a layout set theirs)."""

    def area(self) -> QRect:
        """Where on the table the panel may go (the whole table unless a panel says otherwise)."""
        parent = self.parentWidget()
        return parent.rect() if parent is not None else QRect()

    def middle_to_bottom(self) -> QRect:
        """The middle of the table down to its bottom edge, for a panel shown when the hand is done with (the
        deal's result, the answer to a try): the name plates and the piles stay clear."""
        if self.table is None:
            return OverlayPanel.area(self)
        middle = self.table.middle
        return to_rect(Box.from_edges(middle.left, middle.top, middle.right, self.table.height - self.table.margin))

    def needed_width(self) -> int:
        """The narrowest the panel can be with every word fitting (wrapped labels may wrap; buttons may not)."""
        least = self.minimumSizeHint().width()
        inner = self.layout()
        if inner is not None:
            margins = inner.contentsMargins()
            for row in self.turnable:
                least = max(least, row.sizeHint().width() + margins.left() + margins.right())
        return least

    def fit_into(self, area: QRect, width: int, bottom: bool = False, turn: bool = True) -> bool:
        """Take ``width`` (at most the area's) and the height the contents need there, and sit centred in the
        area (at its bottom when ``bottom``).  When the area is short of room the text gets smaller, down to
        six tenths of the table's, and rows of buttons may stand one above another (unless not ``turn``).
        False when even so the words do not fit.  A panel whose words scroll (``scrolls``) then takes the area's
        height, its buttons turned if that lets them fit across, and scrolls the rest."""
        base = self.table.unit if self.table is not None else 1.0
        best: tuple[bool, float, bool, bool] | None = None  # (turned, unit, fits, fits across)
        for turned in (False, True) if self.turnable and turn else (False,):
            unit = base
            while True:
                wide, high = self._size_at(unit, turned, area, width)
                across = self.needed_width() <= area.width()
                fits = high <= area.height() and across
                if fits or unit * 0.9 < base * 0.6:
                    break
                unit *= 0.9
            if fits and (best is None or not best[2] or unit > best[1]):
                best = (turned, unit, True, True)
            elif best is None or (self.scrolls and across and not best[3]):
                best = (turned, unit, False, across)  # nothing fits: smallest text, rows turned if that fits across
        assert best is not None
        wide, high = self._size_at(best[1], best[0], area, width)
        if self.scrolls:
            high = min(high, area.height())
        self.resize(wide, high)
        x = area.left() + (area.width() - wide) // 2
        y = area.bottom() + 1 - high if bottom else area.top() + (area.height() - high) // 2
        self.move(x, max(area.top(), y))
        return best[2]

    def _size_at(self, unit: float, turned: bool, area: QRect, width: int) -> tuple[int, int]:
        """(width, height) the panel takes in ``area`` with text at ``unit`` and its rows of buttons turned or not."""
        for row in self.turnable:
            row.setDirection(QBoxLayout.Direction.TopToBottom if turned else QBoxLayout.Direction.LeftToRight)
        self._style_for(unit)
        self.ensurePolished()
        inner = self.layout()
        if inner is not None:
            inner.activate()
        wide = min(area.width(), max(width, self.needed_width()))
        high = self.heightForWidth(wide) if self.hasHeightForWidth() else self.sizeHint().height()
        return wide, max(high, self.minimumSizeHint().height())

    def appear(self, duration: int) -> None:
        self.adjustSize()
        self.reposition()
        self.show()
        self.raise_()
        if duration > 0:
            self._fade.stop()
            self._fade.setDuration(duration)
            self._fade.setStartValue(0.0)
            self._fade.setEndValue(1.0)
            self._fade.setEasingCurve(QEasingCurve.Type.OutCubic)
            self.clock.run(self._fade)
        else:
            self._effect.setOpacity(1.0)

    @property
    def fading(self) -> bool:
        return self._fade.state() != QPropertyAnimation.State.Stopped  # a stepped clock's is paused between steps

    def reposition(self) -> None:
        """Keep the panel where it belongs in its parent (called on resize)."""
        parent = self.parentWidget()
        if parent is not None:
            self.move((parent.width() - self.width()) // 2, (parent.height() - self.height()) // 2)



def clear_layout(layout: QLayout) -> None:
    """Empty ``layout``: its widgets hidden and let go, the layouts inside it emptied too."""
    while (child := layout.takeAt(0)) is not None:
        widget, inner = child.widget(), child.layout()
        if widget is not None:
            widget.hide()  # gone from the panel now, not only when Qt next deletes what was let go
            widget.setParent(None)
            widget.deleteLater()
        elif inner is not None:
            clear_layout(inner)


def panel_label(text: str, role: str = "", wrap: bool = False) -> QLabel:
    """A label in one of the panels' text roles ("title", "dim", "total"; see ``panel_style``)."""
    label = QLabel(text)
    if role:
        label.setProperty("role", role)
    label.setWordWrap(wrap)
    return label
