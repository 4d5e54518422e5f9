"""The rules window: each game's rules page, with worked examples drawn in the program's own cards.

The words live in :mod:`parlett_table.rulebook` (no Qt); this module turns a page
into a styled document for a ``QTextBrowser`` and draws the example cards as
image resources named ``card:<code>/<mark>/<width>`` (``card:9S/win/64``).

The table opens it at the part a player needs::

    window.rules_window.show_game(game_id, section_for_phase(game_id, "propose"))
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager, suppress
from functools import partial

from PySide6.QtCore import QPointF, QSize, Qt, QTimer, QUrl
from PySide6.QtGui import (
    QFont,
    QImage,
    QKeySequence,
    QPainter,
    QPaintEvent,
    QPalette,
    QPolygonF,
    QResizeEvent,
    QShortcut,
    QShowEvent,
    QTextDocument,
)
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFrame,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...engine import GAMES
from ...engine.language import translate
from ...rulebook import PAGES, page, section_for_phase
from ..look.fit import fit_to_screen, frame_allowance
from ..look.segments import Segments
from ..look.style import dress, print_scale, text_label
from ..look.theme import DIALOG as D
from ..look.theme import RULES, css, with_alpha
from .rules_cards import CardImages
from .rules_html import PAPER, Metrics, base_font_px, mnemonic_labels, page_html, style_sheet

__all__ = ["RulesWindow", "section_for_phase"]


# The page's colours: cream paper and dark green ink, as on the table's message chips.
# --- the window ------------------------------------------------------------------------------------------------------


FIRST_GAME = next(iter(GAMES))  # the page shown when none is asked for


class RulesBrowser(QTextBrowser):
    """The page: a read-only rich-text view whose ``card:`` images are drawn on request."""

    def __init__(self, window: RulesWindow) -> None:
        super().__init__()
        self._window = window

    def resizeEvent(self, event: QResizeEvent) -> None:
        with self._window.moving():  # the new width moves the text, not the reader
            super().resizeEvent(event)
        self._window.viewport_resized()

    def loadResource(self, kind: int, name: QUrl | str) -> object:
        # Images are added when the page is built; this covers a lookup after the cache was cleared.
        url = QUrl(name)
        if url.scheme() == "card":
            image = self._window.card_image(url)
            if image is not None:
                return image
        return super().loadResource(kind, name)


class _SectionBox(QComboBox):
    """The drop-down of sections, with its arrow drawn here (the style sheet removes the native one)."""

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(D.ink)
        x, y = self.width() - 16.0, self.height() / 2 - 2.0
        painter.drawPolygon(QPolygonF([QPointF(x - 5, y), QPointF(x + 5, y), QPointF(x, y + 6)]))
        painter.end()


# The rules window's own parts; everything else is the shared dialog style (style.py).
def window_style() -> str:
    """The rules window's own parts in the dialogs' current scheme."""
    return f"""
QListWidget#toc {{
    background: {css(D.card)}; border: 1px solid {css(D.card_border)}; border-radius: 12px;
    color: {css(D.text)}; padding: 8px 6px; outline: none; font-size: 14px;
}}
QListWidget#toc:focus {{ border: 1px solid {css(with_alpha(D.accent, 170))}; }}
QListWidget#toc::item {{ padding: 6px 10px; border-radius: 8px; margin: 1px 0; }}
QListWidget#toc::item:hover {{ background: {css(D.hover)}; }}
QListWidget#toc::item:selected {{ background: {css(D.accent)}; color: {css(D.accent_text)}; }}
QComboBox#sectionBox {{
    background: {css(D.button)}; color: {css(D.ink)}; border: 2px solid transparent; border-radius: 8px;
    padding: 3px 10px; font-weight: 600; min-width: 150px;
}}
QComboBox#sectionBox:focus {{ border: 2px solid {css(D.accent)}; }}
QComboBox#sectionBox::drop-down {{ border: none; width: 22px; }}
QComboBox#sectionBox::down-arrow {{ image: none; }}
QComboBox#sectionBox QAbstractItemView {{
    background: {css(D.paper)}; color: {css(D.ink)}; selection-background-color: {css(D.accent)};
    selection-color: {css(D.accent_text)};
}}
QFrame#paper {{ background: {PAPER}; border-radius: 12px; border: 1px solid {css(RULES.paper_edge)}; }}
QTextBrowser#page {{ background: transparent; border: none; }}
QTextBrowser#page QScrollBar:vertical {{ background: transparent; width: 12px; margin: 6px 3px 6px 0; }}
QTextBrowser#page QScrollBar::handle:vertical {{
    background: {css(RULES.scroll)}; border-radius: 4px; min-height: 30px;
}}
QTextBrowser#page QScrollBar::handle:vertical:hover {{ background: {css(RULES.scroll_hover)}; }}
QTextBrowser#page QScrollBar::add-line:vertical, QTextBrowser#page QScrollBar::sub-line:vertical {{ height: 0; }}
QTextBrowser#page QScrollBar::add-page:vertical, QTextBrowser#page QScrollBar::sub-page:vertical {{ background: none; }}
"""


class RulesWindow(QDialog):
    """The rules of every game, one page per game, with a table of contents.

    Non-modal: the table keeps one and calls :meth:`show_game`.  The game
    buttons (Alt+H, Alt+C, Alt+W, Alt+A; Ctrl+PgUp / Ctrl+PgDown step through
    them), the contents list and the page are all reachable with Tab; links on
    the page follow with Enter.  ``deck_id`` and ``four_colour`` choose the card
    art of the examples (the Clear deck unless the player prefers another).
    """

    def __init__(
        self,
        parent: QWidget | None = None,
        game_id: str = FIRST_GAME,
        deck_id: str = "clear",
        four_colour: bool = False,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("rulesWindow")
        self.setWindowTitle(translate("RulesWindow", "Rules"))
        self.setMinimumSize(520, 400)
        self.resize(1000, 760)
        self._images = CardImages(deck_id, four_colour)
        self._game = ""
        self._metrics = Metrics(16)
        self._image_specs: dict[str, tuple[str, str, int]] = {}
        self._section_tops: list[tuple[float, str]] = []
        self._pending: str | None = None  # an anchor to bring into view once the page is laid out at its size
        self._quiet = 0  # above 0 while the window itself moves or re-lays the page: not the reader's doing
        self._reading = "overview"  # the section at the top when the reader last scrolled

        root = dress(self, window_style())
        layout = QVBoxLayout(root)
        layout.setContentsMargins(18, 14, 18, 14)
        layout.setSpacing(12)
        layout.addLayout(self._build_header())

        layout.addLayout(self._build_body(), 1)
        close = self._build_footer(layout)
        self._keys(close)

        self._adapt_to_size()
        self._set_game(game_id)
        self.browser.setFocus()

    # --- building ---------------------------------------------------------------------------

    def _build_body(self) -> QHBoxLayout:
        """The contents on the left, the page on its paper on the right."""
        body = QHBoxLayout()
        body.setSpacing(14)
        self.toc = QListWidget()
        self.toc.setObjectName("toc")
        self.toc.setAccessibleName(translate("RulesWindow", "Sections"))
        self.toc.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.toc.currentRowChanged.connect(self._toc_row_changed)
        self.toc.itemClicked.connect(lambda item: self._go(item.data(Qt.ItemDataRole.UserRole)))
        body.addWidget(self.toc)

        paper = QFrame()
        paper.setObjectName("paper")
        paper_layout = QVBoxLayout(paper)
        paper_layout.setContentsMargins(2, 2, 2, 2)
        self.browser = RulesBrowser(self)
        self.browser.setObjectName("page")
        self.browser.setOpenLinks(False)  # links are followed here, so a "#section" link also moves the contents
        self.browser.anchorClicked.connect(self._link)
        self.browser.viewport().setAutoFillBackground(False)
        # The column is sized to fit; a table a few pixels too wide is not worth a scroll bar.
        self.browser.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        palette = self.browser.palette()
        palette.setColor(QPalette.ColorRole.Text, RULES.ink)
        palette.setColor(QPalette.ColorRole.Link, RULES.link)
        palette.setColor(QPalette.ColorRole.Highlight, D.accent)
        palette.setColor(QPalette.ColorRole.HighlightedText, D.accent_text)
        self.browser.setPalette(palette)
        self.browser.verticalScrollBar().valueChanged.connect(self._scrolled)
        paper_layout.addWidget(self.browser)
        body.addWidget(paper, 1)
        return body

    def _build_footer(self, layout: QVBoxLayout) -> QPushButton:
        """The line under the page, with its Close button (returned)."""
        footer = QHBoxLayout()
        f1 = translate("RulesWindow", "At the table, F1 opens the part of the rules you need right now.")
        hint = text_label(f1, "caption")
        footer.addWidget(hint, 1)
        close = QPushButton(translate("RulesWindow", "Close"))
        close.setObjectName("close")
        close.setAutoDefault(False)
        close.clicked.connect(self.close)
        footer.addWidget(close)
        layout.addLayout(footer)
        return close

    def _keys(self, close: QPushButton) -> None:
        """Ctrl+PgDown and Ctrl+PgUp (and the platform's next/previous tab) step through the games; Tab goes
        from the games to the sections, the contents, the page and Close."""

        steps = (
            (QKeySequence("Ctrl+PgDown"), 1),
            (QKeySequence("Ctrl+PgUp"), -1),
            (QKeySequence(QKeySequence.StandardKey.NextChild), 1),
            (QKeySequence(QKeySequence.StandardKey.PreviousChild), -1),
        )
        for keys, step in steps:
            shortcut = QShortcut(keys, self)
            shortcut.activated.connect(lambda step=step: self._step_game(step))
        self.setTabOrder(self.game_buttons[list(PAGES)[-1]], self.section_box)
        self.setTabOrder(self.section_box, self.toc)
        self.setTabOrder(self.toc, self.browser)
        self.setTabOrder(self.browser, close)

    def _build_header(self) -> QHBoxLayout:
        header = QHBoxLayout()
        header.setSpacing(16)
        self.heading = text_label(translate("RulesWindow", "How to play"), "heading")
        header.addWidget(self.heading)
        # In a narrow window the contents list gives way to this drop-down of the same sections.
        self.section_box = _SectionBox()
        self.section_box.setObjectName("sectionBox")
        self.section_box.setAccessibleName(translate("RulesWindow", "Go to section"))
        self.section_box.activated.connect(lambda row: self._go(self.section_box.itemData(row)))
        self.section_box.hide()
        header.addWidget(self.section_box)
        header.addStretch(1)
        segments = Segments()
        self.game_buttons: dict[str, QPushButton] = {}
        labels = mnemonic_labels([page(game_id).title for game_id in PAGES])
        for game_id, label in zip(PAGES, labels, strict=True):
            name = translate("RulesWindow", "Rules of {game}").format(game=page(game_id).title)
            self.game_buttons[game_id] = segments.add(label, name, partial(self.show_game, game_id))
        header.addWidget(segments)
        return header

    # --- public -----------------------------------------------------------------------------

    def show_game(self, game_id: str, section: str | None = None) -> None:
        """Show ``game_id``'s page, scrolled to the anchor ``section`` (the top if None), and raise the window.

        ``section`` may be any anchor of the page (see ``Page.anchors``), for
        example what :func:`section_for_phase` returns.  ``ValueError`` for an
        unknown game or anchor; nothing changes then.
        """
        target = page(game_id)
        if section is not None and section not in target.anchors:
            raise ValueError(f"{target.title} has no section {section!r} (anchors: {', '.join(target.anchors)})")
        self._set_game(game_id)
        self._go(section or target.sections[0].anchor)
        self.show()
        self.raise_()
        self.activateWindow()

    @property
    def current_game(self) -> str:
        """The id of the game whose page is shown."""
        return self._game

    def current_section(self) -> str:
        """The anchor of the top-level section at the top of the view."""
        value = self.browser.verticalScrollBar().value()
        current = page(self._game).sections[0].anchor
        for top, anchor in self._section_tops:
            if top <= value + 4:
                current = anchor
        return current

    def anchor_top(self, anchor: str) -> float:
        """Where ``anchor`` sits in the laid-out page, in pixels from the top; ``KeyError`` if it is not there."""
        document = self.browser.document()
        layout = document.documentLayout()
        block = document.begin()
        while block.isValid():
            fragments = block.begin()
            while not fragments.atEnd():
                if anchor in fragments.fragment().charFormat().anchorNames():
                    return float(layout.blockBoundingRect(block).top())
                fragments += 1
            block = block.next()
        raise KeyError(anchor)

    def image_urls(self) -> list[str]:
        """The resource names of the card images on the current page."""
        return list(self._image_specs)

    def card_image(self, url: QUrl) -> QImage | None:
        """The image behind a ``card:`` resource name, or None if the name is not one of ours."""
        spec = self._image_specs.get(url.toString())
        if spec is None:
            return None
        code, mark, width = spec
        return self._images.image(code, mark, width, self.devicePixelRatioF(), page(self._game).joker_title)

    # --- showing a page ---------------------------------------------------------------------

    def _set_game(self, game_id: str) -> None:
        if game_id == self._game:
            return
        self._game = game_id
        game_page = page(game_id)
        self.setWindowTitle(translate("RulesWindow", "Rules · {game}").format(game=game_page.title))
        self.game_buttons[game_id].setChecked(True)
        self.toc.blockSignals(True)
        self.toc.clear()
        self.section_box.clear()
        for section in game_page.sections:
            item = QListWidgetItem(section.title)
            item.setData(Qt.ItemDataRole.UserRole, section.anchor)
            self.toc.addItem(item)
            self.section_box.addItem(section.title, section.anchor)
        self.toc.setCurrentRow(0)
        self.toc.blockSignals(False)
        self.browser.setAccessibleName(translate("RulesWindow", "Rules of {game}").format(game=game_page.title))
        with self.moving():
            self._render()
            self.browser.verticalScrollBar().setValue(0)
        self._reading = game_page.sections[0].anchor

    @contextmanager
    def moving(self) -> Iterator[None]:
        """Within this block, changes of the view are the window's own, not the reader's scrolling."""
        self._quiet += 1
        try:
            yield
        finally:
            self._quiet -= 1

    def _render(self) -> None:
        """Lay the page out afresh at the current metrics (the view's position is the caller's business)."""
        game_page = page(self._game)
        text, self._image_specs = page_html(game_page, self._metrics)
        document = self.browser.document()
        font = QFont(self.font())
        font.setPixelSize(self._metrics.base)
        document.setDefaultFont(font)
        document.setDefaultStyleSheet(style_sheet(self._metrics))
        self.browser.setHtml(text)
        for url in self._image_specs:
            image = self.card_image(QUrl(url))
            document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(url), image)
        self._apply_margins()

    def _apply_margins(self) -> None:
        """Centre a column of comfortable width on the paper, however wide the window."""
        document = self.browser.document()
        width = self.browser.viewport().width()
        side = max(round(self._metrics.base * 1.5), (width - self._metrics.measure) // 2)
        document.setDocumentMargin(0)  # the margins below are the whole story
        frame = document.rootFrame()
        fmt = frame.frameFormat()
        fmt.setLeftMargin(side)
        fmt.setRightMargin(side)
        fmt.setTopMargin(round(self._metrics.base * 0.6))
        fmt.setBottomMargin(self._metrics.base * 2)
        frame.setFrameFormat(fmt)
        self._measure_sections()

    def _measure_sections(self) -> None:
        self._section_tops = []
        for section in page(self._game).sections:
            with suppress(KeyError):  # every section writes its anchor; a missing one is only not tracked
                self._section_tops.append((self.anchor_top(section.anchor), section.anchor))

    def _go(self, anchor: str) -> None:
        """Bring ``anchor`` to the top of the view, and remember it until the page has its final size."""
        self._pending = anchor
        self._scroll_to(anchor)

    def _scroll_to(self, anchor: str) -> None:
        with self.moving():
            if anchor == page(self._game).sections[0].anchor:
                self.browser.verticalScrollBar().setValue(0)  # the title above the first section stays in view
            else:
                self.browser.scrollToAnchor(anchor)
        self._reading = self.current_section()
        self._sync_toc()

    # --- reacting -----------------------------------------------------------------------------

    def _link(self, url: QUrl) -> None:
        anchor = url.fragment()
        if anchor and anchor in page(self._game).anchors:
            self._go(anchor)
            self.browser.setFocus()

    def _toc_row_changed(self, row: int) -> None:
        if 0 <= row < self.toc.count():
            self._go(self.toc.item(row).data(Qt.ItemDataRole.UserRole))

    def _scrolled(self, _value: int) -> None:
        if not self._quiet:
            self._pending = None  # the reader has moved on: a resize now keeps their place, not the old target
            self._reading = self.current_section()
        self._sync_toc()

    def _sync_toc(self) -> None:
        anchors = [section.anchor for section in page(self._game).sections]
        row = anchors.index(self.current_section())
        bar = self.browser.verticalScrollBar()
        if bar.value() >= bar.maximum() > 0 and self._pending in anchors:
            row = anchors.index(self._pending)  # at the very end the last short sections can't reach the top
        if row != self.toc.currentRow():
            self.toc.blockSignals(True)
            self.toc.setCurrentRow(row)
            self.toc.blockSignals(False)
        self.section_box.setCurrentIndex(row)  # "activated" fires only for the reader's own choices

    def _step_game(self, step: int) -> None:
        games = list(PAGES)
        self.show_game(games[(games.index(self._game) + step) % len(games)])

    def _adapt_to_size(self) -> bool:
        """Scale the text with the page's width (and the Cards and text preference); True if the page must be laid out
        again."""
        metrics = Metrics(round(base_font_px(self.browser.viewport().width()) * print_scale()))
        if metrics == self._metrics:
            return False
        self._metrics = metrics
        return True

    def viewport_resized(self) -> None:
        """The page changed size: scale the text, re-centre the column, and keep the reader's place."""
        if not self._game:
            return
        keep = self._pending or self._reading
        with self.moving():
            if self._adapt_to_size():
                self._render()
            else:
                self._apply_margins()
        self._scroll_to(keep)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        # A narrow window gives the contents list's room to the page; the game buttons remain.
        width = event.size().width()
        self.toc.setFixedWidth(max(150, min(220, round(width * 0.2))))
        wide = width >= 700
        self.toc.setVisible(wide)
        self.section_box.setVisible(not wide)
        self.heading.setVisible(wide)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        room = self.screen().availableGeometry().size() - frame_allowance(self)
        self.setMinimumSize(self.minimumSize().boundedTo(room))
        fit_to_screen(self, self.size())  # title bar and all on the screen
        if self._pending:
            anchor = self._pending
            QTimer.singleShot(0, lambda: self._scroll_to(anchor))

    def sizeHint(self) -> QSize:
        return QSize(1000, 760)
