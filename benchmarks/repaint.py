"""What one frame of the table costs: full repaints of a dealt table, still and with every card moving.

    QT_QPA_PLATFORM=offscreen python benchmarks/repaint.py [--game hoodwink] [--players 3] [--frames 40]

The window is 1280 × 800 with a seeded deal laid out (animations off).  "still"
repaints the whole table as it stands: what every frame costs while a card or a
panel changes somewhere.  "all cards moving" nudges and turns every card before
each repaint, as in the deal's flight.  "a card's paint" draws one upright card
into an image at a fraction of a pixel, which is what a card's cache costs when
it must be redrawn.
Frames at 60 Hz have 16.7 ms.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PARLETT_TABLE_HOME", tempfile.mkdtemp(prefix="parlett-repaint-"))

from PySide6.QtCore import QEventLoop, Qt, QTimer
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QApplication, QStyleOptionGraphicsItem

from parlett_table.engine import GAMES, create_game
from parlett_table.play.collaborators import InlineThinker
from parlett_table.storage.preferences import Preferences
from parlett_table.ui.table.card_item import CardItem
from parlett_table.ui.window.main_window import MainWindow


def per_call_ms(action: object, count: int) -> float:
    start = time.perf_counter()
    for k in range(count):
        action(k)  # type: ignore[operator]
    return (time.perf_counter() - start) / count * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", default="hoodwink")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--frames", type=int, default=40)
    args = parser.parse_args()

    app = QApplication.instance() or QApplication([])
    window = MainWindow(InlineThinker(), Preferences(animation_speed="off", tours_done=tuple(GAMES)))
    window.resize(1280, 800)
    window.show()
    window.start_match(create_game(args.game, args.players), 12345, ["standard"] * (args.players - 1))
    settle = QEventLoop()
    QTimer.singleShot(500, settle.quit)
    settle.exec()
    viewport = window.view.viewport()
    cards = [item for item in window.scene.items() if isinstance(item, CardItem) and item.isVisible()]
    app.processEvents()

    still = per_call_ms(lambda _k: viewport.repaint(), args.frames)

    def moving_frame(k: int) -> None:
        step = 1 if k % 2 else -1
        for item in cards:
            item.tilt = item.tilt + 0.5 * step
            item.setPos(item.x() + step, item.y())
        viewport.repaint()

    moving = per_call_ms(moving_frame, args.frames)

    card = cards[-1]
    card.tilt, card.zoom = 0.0, 1.0  # upright at the table's card size, as most resting cards are
    bounds = card.boundingRect()
    image = QImage(int(bounds.width()) + 2, int(bounds.height()) + 2, QImage.Format.Format_ARGB32_Premultiplied)
    option = QStyleOptionGraphicsItem()

    def paint_card(_k: int) -> None:
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.translate(-bounds.left() + 0.4, -bounds.top() + 0.6)
        card.paint(painter, option)
        painter.end()

    one_card = per_call_ms(paint_card, 400)
    window.controller.shutdown()
    print(f"{args.game} {args.players}p, {len(cards)} cards on a 1280 × 800 table")
    print(f"full repaint, still              {still:7.2f} ms")
    print(f"full repaint, all cards moving   {moving:7.2f} ms")
    print(f"a card's paint (into its cache)  {one_card:7.3f} ms")


if __name__ == "__main__":
    main()
