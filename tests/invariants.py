"""What a player must always be able to see on the table, checked on a live window.

``problems(window)`` lists, in words, everything wrong with the table as it
stands: a text that does not fit where it is drawn (clipped, cut short or
squeezed), anything outside the view, and a panel over the table (the
message line, the decision bar, the result panel, a walkthrough note, the
caption of a finished trick, the Hint button) covering the player's hand, the
trick, a name plate or a pile of tricks, or another of those panels.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QPainterPath
from PySide6.QtWidgets import QAbstractButton, QGraphicsItem, QLabel, QWidget

from parlett_table.ui.table.card_item import CardItem
from parlett_table.ui.table.hud import DrawnText
from parlett_table.ui.window.main_window import MainWindow

SLACK = 0.75  # pixels of rounding allowed


def text_problems(window: MainWindow) -> list[str]:
    """Every text drawn on the table and in its panels, checked against the room it is drawn in."""
    found = []
    view = QRectF(window.view.viewport().rect())
    for item in window.scene.items():
        drawn = getattr(item, "drawn_texts", None)
        if drawn is None or not item.isVisible():
            continue
        found += overlapping_texts(item, drawn())
        for text in drawn():
            needed = QFontMetricsF(text.font).boundingRect(text.rect, text.flags, text.text)
            if needed.width() > text.rect.width() + SLACK or needed.height() > text.rect.height() + SLACK:
                found.append(
                    f"{type(item).__name__} text {text.text!r} needs {needed.width():.0f}×{needed.height():.0f} px "
                    f"but has {text.rect.width():.0f}×{text.rect.height():.0f}"
                )
            if "…" in text.text and not text.text.endswith(("thinking…", "move…")):
                found.append(f"{type(item).__name__} text {text.text!r} is cut short")
            where = item.mapRectToScene(text.rect)
            if not view.adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(where):
                found.append(f"{type(item).__name__} text {text.text!r} lies outside the view at {_show(where)}")
    for panel in overlays(window):
        if isinstance(panel, QAbstractButton) and panel.text():  # Hint, Play out the rest
            found += _button_problems(panel)
        for label in panel.findChildren(QLabel):
            if label.isVisibleTo(panel) and label.text():
                found += _label_problems(label)
        for button in panel.findChildren(QAbstractButton):
            if button.isVisibleTo(panel) and button.text():
                found += _button_problems(button)
    return found


def overlapping_texts(item: QGraphicsItem, texts: list[DrawnText]) -> list[str]:
    """Words of one item written over each other: each text's ink (where its font puts it in its box) against
    every other's, and against the item's edge."""
    inked = [(text.text, QFontMetricsF(text.font).boundingRect(text.rect, text.flags, text.text)) for text in texts]
    found = []
    for index, (words, ink) in enumerate(inked):
        for other, other_ink in inked[index + 1 :]:
            overlap = ink.intersected(other_ink)
            if overlap.width() > SLACK and overlap.height() > SLACK:
                size = f"{overlap.width():.0f}×{overlap.height():.0f}"
                found.append(f"{type(item).__name__} text {words!r} overlaps {other!r} by {size}")
        if not item.boundingRect().adjusted(-SLACK, -SLACK, SLACK, SLACK).contains(ink):
            found.append(f"{type(item).__name__} text {words!r} spills over the item's edge at {_show(ink)}")
    return found


def _label_problems(label: QLabel) -> list[str]:
    room = label.contentsRect()
    if label.wordWrap():
        height = label.heightForWidth(label.width())
        if height > label.height() + SLACK:
            return [f"label {label.text()[:60]!r} needs {height} px of height, has {label.height()}"]
        return []
    hint = label.sizeHint()
    if hint.width() > label.width() + SLACK or hint.height() > label.height() + SLACK:
        return [f"label {label.text()[:60]!r} needs {hint.width()}×{hint.height()}, has {room.width()}×{room.height()}"]
    return []


def _button_problems(button: QAbstractButton) -> list[str]:
    metrics = QFontMetricsF(button.font())
    words = max(metrics.horizontalAdvance(line) for line in button.text().replace("&", "").split("\n"))
    icon = button.iconSize().width() + 4 if not button.icon().isNull() else 0
    if words + icon > button.width() + SLACK:
        return [f"button {button.text()!r} needs {words + icon:.0f} px, has {button.width()}"]
    return []


def overlays(window: MainWindow) -> list[QWidget]:
    """The visible panels laid over the table (decision bar, result, walkthrough note, Hint and the others)."""
    return [panel for panel in window.view.overlays if panel.isVisible()]


def _show(rect: QRectF) -> str:
    return f"({rect.left():.0f}, {rect.top():.0f}, {rect.width():.0f}×{rect.height():.0f})"


def card_path(item: CardItem) -> QPainterPath:
    return item.mapToScene(item.shape())


def placed_problems(window: MainWindow) -> list[str]:
    """Cards, panels and overlays inside the view."""
    found = []
    view = QRectF(window.view.viewport().rect()).adjusted(-1, -1, 1, 1)
    for item in window.scene.items():
        if not item.isVisible():
            continue
        if isinstance(item, CardItem):
            where = card_path(item).boundingRect()
        elif hasattr(item, "rect") and callable(item.rect) and hasattr(item, "drawn_texts"):
            where = item.mapRectToScene(item.rect())  # type: ignore[attr-defined]
            pill = getattr(item, "pill_rect", None)
            if pill is not None:
                where = item.mapRectToScene(pill())
        else:
            continue
        if not where.isEmpty() and not view.contains(where):
            found.append(f"{_describe(item)} lies outside the view at {_show(where)}")
    for panel in overlays(window):
        where = QRectF(panel.geometry())
        if not view.contains(where):
            found.append(f"{type(panel).__name__} lies outside the view at {_show(where)}")
    return found


def _describe(item: QGraphicsItem) -> str:
    if isinstance(item, CardItem):
        return f"card {item.card}" if item.card is not None else "a face-down card"
    return type(item).__name__


def protected(window: MainWindow) -> list[tuple[str, QPainterPath]]:
    """What a panel may never cover: the player's hand, the trick, every name plate and pile of tricks."""
    scene = window.scene
    shapes: list[tuple[str, QPainterPath]] = []
    if scene.piles.hands:
        for item in scene.piles.hands[scene.viewer]:
            shapes.append((f"your {item.card}", card_path(item)))
    for seat, item in scene.piles.trick.played():
        shapes.append((f"{scene.labels[seat].name}'s {item.card} in the trick", card_path(item)))
    for seat, plate in enumerate(scene.plates):
        path = QPainterPath()
        path.addRect(plate.mapRectToScene(plate.rect()))
        shapes.append((f"{plate.name}'s name plate", path))
        for item in scene.piles.taken[seat] if seat < len(scene.piles.taken) else []:
            shapes.append((f"{plate.name}'s pile", card_path(item)))
    return shapes


def covering(window: MainWindow) -> list[tuple[str, QRectF]]:
    """The panels laid over the table, where they are."""
    scene = window.scene
    found = [(type(panel).__name__, QRectF(panel.geometry())) for panel in overlays(window)]
    if scene.message.isVisible() and scene.message.text:
        found.append(("the message line", scene.message.mapRectToScene(scene.message.pill_rect())))
    if scene.caption.isVisible():
        found.append(("the trick's caption", scene.caption.mapRectToScene(scene.caption.pill_rect())))
    for seat, bubble in scene.bubbles.items():
        found.append((f"{scene.labels[seat].name}'s speech bubble", bubble.mapRectToScene(bubble.body())))
    return found


def cover_problems(window: MainWindow) -> list[str]:
    found = []
    shapes = protected(window)
    panels = covering(window)
    for name, rect in panels:
        for what, shape in shapes:
            speaker = name.removesuffix("'s speech bubble")
            if speaker != name and what in (f"{speaker}'s name plate", f"{speaker}'s pile"):
                continue  # a bubble points at its own plate and may reach over it and its pile, for a moment
            if shape.intersects(rect.adjusted(1, 1, -1, -1)):
                found.append(f"{name} at {_show(rect)} covers {what}")
    for (a, rect_a), (b, rect_b) in ((x, y) for i, x in enumerate(panels) for y in panels[i + 1 :]):
        if rect_a.adjusted(1, 1, -1, -1).intersects(rect_b):
            found.append(f"{a} at {_show(rect_a)} overlaps {b} at {_show(rect_b)}")
    played = window.scene.piles.trick.played()
    trick = [(f"{window.scene.labels[seat].name}'s {item.card}", card_path(item)) for seat, item in played]
    for i, (a, path_a) in enumerate(trick):
        for b, path_b in trick[i + 1 :]:
            if path_a.intersects(path_b):
                found.append(f"in the trick, {a} overlaps {b}")
    found += _spotlight_problems(window)
    found += _plate_problems(window)
    return found


def _plate_problems(window: MainWindow) -> list[str]:
    """No card lies on a name plate, but for the plate's own pile beside it."""
    scene = window.scene
    found = []
    for seat, plate in enumerate(scene.plates):
        box = plate.mapRectToScene(plate.rect()).adjusted(1, 1, -1, -1)
        own = scene.piles.taken[seat] if seat < len(scene.piles.taken) else []
        for item in scene.piles.all_cards():
            if item.isVisible() and item not in own and card_path(item).intersects(box):
                found.append(f"{_describe(item)} lies on {plate.name}'s name plate")
    return found


def _spotlight_problems(window: MainWindow) -> list[str]:
    """The walkthrough's highlight frame may go round a name plate, but never through one; the note stays
    off what it describes."""
    spotlight = window.spotlight
    if spotlight is None or not spotlight.isVisible():
        return []
    frame = spotlight.mapRectToScene(spotlight.area)
    found = []
    callout = window.callout
    if callout is not None and callout.isVisible() and QRectF(callout.geometry()).intersects(frame):
        note = _show(QRectF(callout.geometry()))
        found.append(f"the walkthrough's note {note} covers what it describes {_show(frame)}")
    for plate in window.scene.plates:
        box = plate.mapRectToScene(plate.rect())
        if frame.intersects(box) and not frame.contains(box):
            found.append(f"the walkthrough's frame {_show(frame)} cuts through {plate.name}'s name plate")
    return found


def problems(window: MainWindow) -> list[str]:
    """Everything wrong with the table as it stands, in words (empty when all is well)."""
    return text_problems(window) + placed_problems(window) + cover_problems(window)
