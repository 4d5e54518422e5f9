"""Dialogs sized to their content and to the screen, and the main window placed on it.

A dialog whose content can be taller than the screen puts it in a
``ContentScroll``: the scroll area asks for the content's whole height at its
width (word-wrapped text included), so the dialog opens with nothing clipped and
no empty band, and only scrolls when the screen is too small.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QShowEvent
from PySide6.QtWidgets import QDialog, QFrame, QLayout, QLayoutItem, QScrollArea, QWidget


def broken_in_two(text: str, at: str = " ") -> str:
    """``text`` on two lines, broken at the ``at`` nearest its middle (as it is if it has none): for a label
    that must grow taller rather than wider, with a size its layout knows before it is laid out (a word-wrapped
    label's height depends on the width it is given)."""
    places = [i for i in range(len(text)) if text.startswith(at, i)]
    if not places:
        return text
    middle = min(places, key=lambda i: abs(2 * i + len(at) - len(text)))
    return text[:middle].rstrip() + "\n" + text[middle + len(at) :].lstrip()


def sizes_changed(widget: QWidget) -> None:
    """Every widget and layout in ``widget`` works out its sizes again now (before a window is first shown, a
    changed label does not reach the layouts above its own)."""
    for child in widget.findChildren(QWidget):
        child.updateGeometry()
    for layout in widget.findChildren(QLayout):
        layout.invalidate()


SMALLEST_SCROLL_HEIGHT = 140  # below its whole height the content scrolls, but never in less than this
SMALLEST_SCROLL_WIDTH = 240


class ContentScroll(QScrollArea):
    """Scrolls ``content`` vertically; asks for its whole height at ``width`` (or its minimum width if more).

    Without ``width`` it asks for the content's own preferred width.
    """

    def __init__(self, content: QWidget, width: int | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.preferred_width = width
        self.content = content
        self.setWidget(content)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.viewport().setAutoFillBackground(False)
        content.setAutoFillBackground(False)

    def _content_height(self, width: int) -> int:
        if self.content.hasHeightForWidth():
            return self.content.heightForWidth(width)
        return self.content.sizeHint().height()

    def _minimum_width(self) -> int:
        # Room for the scroll bar too, so the content never has to be narrower than its minimum.
        return self.content.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()

    def _preferred_width(self) -> int:
        content = self.content
        wanted = content.sizeHint().width() if self.preferred_width is None else self.preferred_width
        return max(wanted, content.minimumSizeHint().width())

    def sizeHint(self) -> QSize:
        width = self._preferred_width()
        return QSize(max(width, self._minimum_width()), self._content_height(width))

    def minimumSizeHint(self) -> QSize:
        height = min(SMALLEST_SCROLL_HEIGHT, self._content_height(self._preferred_width()))
        return QSize(self._minimum_width(), height)


class LastResortScroll(QScrollArea):
    """Holds a dialog's whole body at the body's own size; scrolls it both ways only on a screen too small for it.

    Some bodies cannot narrow past a point (cards of a readable size side by
    side); on a smaller screen they scroll rather than push the dialog off it.
    """

    def __init__(self, body: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.body = body
        self.setWidget(body)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.viewport().setAutoFillBackground(False)
        body.setAutoFillBackground(False)

    def sizeHint(self) -> QSize:
        hint = self.body.sizeHint()
        if self.body.hasHeightForWidth():
            hint.setHeight(self.body.heightForWidth(hint.width()))
        return hint

    def minimumSizeHint(self) -> QSize:
        return self.body.minimumSizeHint().boundedTo(QSize(SMALLEST_SCROLL_WIDTH, SMALLEST_SCROLL_HEIGHT))


def available_geometry(widget: QWidget) -> QRect:
    """The part of the widget's screen a window may cover (the primary screen's before it is shown)."""
    screen = widget.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry()


def place_window(window: QWidget, wanted: QSize, saved: QByteArray) -> None:
    """Put ``window`` where it was (``saved``, from ``saveGeometry``), or at ``wanted`` in the middle of its
    screen, never larger than the screen.

    Qt refuses a saved place from a screen of another size or scale (it returns
    False), and a first start may be on a screen smaller than ``wanted``: a
    window then reaching under the task bar or off the screen would hide the
    player's hand, so it takes at most nine tenths of the screen's free area.
    """
    if not saved.isEmpty() and window.restoreGeometry(saved):
        return  # Qt has checked the place against the screens it is on now
    room = available_geometry(window)
    size = wanted.boundedTo(QSize(room.width() * 9 // 10, room.height() * 9 // 10))
    window.resize(size)
    window.move(room.center() - QRect(QPoint(0, 0), size).center())


TITLE_BAR = 36  # logical pixels a window manager's title bar may take, when the real one is not known yet
FRAME_SIDE = 4  # and each side of its frame


def frame_allowance(window: QWidget) -> QSize:
    """What the window manager's frame adds to ``window``: the real frame once it is known, else room for a title bar
    and borders (before the first show, and at it, a window manager has not said yet; without one, there is none,
    and the window is that much smaller than the screen)."""
    known = window.frameGeometry().size() - window.size() if window.isVisible() else QSize(0, 0)
    if known.height() > 0:
        return known
    return QSize(2 * FRAME_SIDE, TITLE_BAR + FRAME_SIDE)


def fit_to_screen(dialog: QWidget, wanted: QSize) -> None:
    """Resize ``dialog`` to ``wanted``, no larger than its screen with its title bar, and keep a shown dialog on
    that screen."""
    room = available_geometry(dialog)
    frame = frame_allowance(dialog)
    size = wanted.expandedTo(dialog.minimumSize()).boundedTo(room.size() - frame)
    dialog.resize(size)
    if dialog.isVisible():
        rect = dialog.frameGeometry()
        x = max(room.left(), min(rect.left(), room.right() + 1 - rect.width()))
        y = max(room.top(), min(rect.top(), room.bottom() + 1 - rect.height()))
        dialog.move(x, y)


def fit_to_content(dialog: QWidget) -> None:
    """Resize ``dialog`` to what its layout asks for now (its content may have changed), within the screen.

    Its minimum size is set here too: the narrowest its layout allows, and at
    that width tall enough for every wrapped line (Qt's own minimum for a
    window ignores how wrapped text grows when it narrows).
    """
    forget_sizes(dialog)
    layout = dialog.layout()
    if layout is not None:
        layout.activate()
        smallest = layout.totalMinimumSize()
        if layout.hasHeightForWidth():
            smallest.setHeight(max(smallest.height(), layout.totalMinimumHeightForWidth(smallest.width())))
        dialog.setMinimumSize(smallest.boundedTo(available_geometry(dialog).size() - frame_allowance(dialog)))
    fit_to_screen(dialog, dialog.sizeHint())


class FittedDialog(QDialog):
    """A dialog that, once shown, keeps its frame (title bar included) on the screen."""

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_to_screen(self, self.size())


def forget_sizes(dialog: QWidget) -> None:
    """Polish every widget and drop every cached size in the dialog, so its size hint is right at once.

    Widgets added since the dialog was built are only polished (given the
    style sheet's fonts and padding) when shown, and layouts keep the sizes
    they measured before; both would make the new size hint wrong.
    """
    for widget in (dialog, *dialog.findChildren(QWidget)):
        widget.ensurePolished()
        layout = widget.layout()
        if layout is not None:
            _invalidate(layout)
        widget.updateGeometry()


def _invalidate(item: QLayoutItem) -> None:
    item.invalidate()
    layout = item.layout()
    if layout is not None:
        for index in range(layout.count()):
            child = layout.itemAt(index)
            if child is not None:
                _invalidate(child)
