"""The view of the table: a QGraphicsView that never scrolls, the scene always the size of the window."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent, QPainter, QResizeEvent
from PySide6.QtWidgets import QGraphicsView, QWidget

from ..look.felt import TABLE_MINIMUM
from .scene import TableScene

# Keys the table answers to (in MainWindow.keyPressEvent); the view passes them on rather than scroll with them.
TABLE_KEYS = frozenset({Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space,
                        Qt.Key.Key_Escape})  # fmt: skip


class TableView(QGraphicsView):
    """The view of the table: no scrolling, the scene always the size of the window."""

    resized = Signal()

    def __init__(self, scene: TableScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.table = scene
        # A viewport made here, in Python: asked for Qt's own, PySide6 first looks through every widget
        # class to find its type, which cost 28 ms of the start-up.
        self.setViewport(QWidget())
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setFrameShape(QGraphicsView.Shape.NoFrame)
        # Only what moves is repainted; the felt is drawn once per size (redrawing it every frame is slow).
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setCacheMode(QGraphicsView.CacheModeFlag.CacheBackground)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(*TABLE_MINIMUM)
        self.overlays: list[QWidget] = []
        scene.layout_changed.connect(self._follow_layout)

    def _follow_layout(self) -> None:
        """Panels over the table take their place and text size from the table's layout."""
        for overlay in self.overlays:
            follow = getattr(overlay, "set_table", None)
            if follow is not None:
                follow(self.table.layout)
            if overlay.isVisible():
                overlay.reposition()  # type: ignore[attr-defined]

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in TABLE_KEYS:
            # Not for scrolling (the view would take the arrows and never scroll): on to the window.
            event.ignore()
            return
        super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        size = self.viewport().size()
        self.table.dpr = self.devicePixelRatioF()
        self.table.resize_table(size.width(), size.height())
        self.setSceneRect(0, 0, size.width(), size.height())
        for overlay in self.overlays:
            if overlay.isVisible():
                overlay.reposition()  # type: ignore[attr-defined]
        self.resized.emit()
