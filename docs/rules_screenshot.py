"""Make docs/rules-page.png: the rules window open at one game's section.

    QT_QPA_PLATFORM=offscreen python docs/rules_screenshot.py [--out docs/rules-page.png]
        [--game hoodwink] [--section trick-examples] [--size 1000x760]

``--all DIR`` instead saves every game at every section start into DIR (for
reviewing the pages), at the given size.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtWidgets import QApplication

from parlett_table.rulebook import PAGES
from parlett_table.ui.learning.rules_window import RulesWindow


def shoot(window: RulesWindow, app: QApplication, game: str, section: str | None, out: Path) -> None:
    """Open ``game`` at ``section`` and save the window as ``out``."""
    window.show_game(game, section)
    app.processEvents()  # let the deferred scroll after showing run before the grab
    window.grab().save(str(out))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent / "rules-page.png")
    parser.add_argument("--game", default="hoodwink", choices=list(PAGES))
    parser.add_argument("--section", default="trick-examples")
    parser.add_argument("--size", default="1000x760")
    parser.add_argument("--all", type=Path, default=None, metavar="DIR")
    args = parser.parse_args()
    width, height = (int(part) for part in args.size.split("x"))
    app = QApplication.instance() or QApplication([])
    window = RulesWindow()
    window.resize(width, height)
    if args.all is None:
        shoot(window, app, args.game, args.section, args.out)
        print(args.out)
    else:
        args.all.mkdir(parents=True, exist_ok=True)
        for game, page in PAGES.items():
            for anchor in page.anchors:
                out = args.all / f"{game}-{anchor}-{width}x{height}.png"
                shoot(window, app, game, anchor, out)
                print(out)
    window.close()


if __name__ == "__main__":
    main()
