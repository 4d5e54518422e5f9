"""Make the screenshots in docs/ from seeded deals.

    QT_QPA_PLATFORM=offscreen python docs/screenshots.py [--out docs] [--only NAME]

Each shot starts a seeded match, plays the player's seat by the standard
player's choices up to a chosen moment, and saves the window as a PNG.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PARLETT_TABLE_HOME", tempfile.mkdtemp(prefix="parlett-shots-"))

from PySide6.QtWidgets import QApplication

from parlett_table.ai import make_player
from parlett_table.controller import InlineThinker, Phase
from parlett_table.engine import GAMES, Play, create_game
from parlett_table.storage.preferences import Preferences
from parlett_table.ui.window import MainWindow


def wait(app: QApplication, done: Callable[[], bool], seconds: float = 20.0) -> None:
    end = time.monotonic() + seconds
    while not done():
        if time.monotonic() > end:
            raise TimeoutError("the table did not get there in time")
        app.processEvents()
        time.sleep(0.002)


def human_turn(window: MainWindow) -> Callable[[], bool]:
    return lambda: window.controller.phase in (Phase.HUMAN, Phase.DEAL_OVER, Phase.MATCH_OVER)


def play_human(app: QApplication, window: MainWindow, decisions: int) -> None:
    """Let the player's seat take ``decisions`` turns the way the standard player would."""
    player = make_player("standard")
    for _ in range(decisions):
        wait(app, human_turn(window))
        if window.controller.phase is not Phase.HUMAN:
            return
        choice = player.decide(window.controller.view(), random.Random(0))
        window.controller.act(choice.action)
    wait(app, human_turn(window))


def shoot(name: str, game_id: str, players: int, seed: int, decisions: int, out: Path, size: tuple[int, int],
          illegal: bool = False, suggest: bool = False, options: dict[str, object] | None = None) -> Path:  # fmt: skip
    app = QApplication.instance() or QApplication([])
    prefs = Preferences(animation_speed="off", trick_pause="short", tours_done=tuple(GAMES))
    window = MainWindow(InlineThinker(), prefs)
    window.resize(*size)
    window.show()
    game = create_game(game_id, players, options)
    window.start_match(game, seed, ["standard", "expert", "standard", "beginner"][: players - 1])
    play_human(app, window, decisions)
    if illegal:  # click a card the rules forbid, to show the reason
        view = window.controller.view()
        legal = {a.card for a in view.legal_actions if isinstance(a, Play)}
        wrong = next((card for card in view.hand if card not in legal), None)
        if wrong is not None:
            window.controller.card_clicked(wrong)
    if suggest:  # ask for a hint and wait for the answer
        window.suggest()
        wait(app, lambda: window.scene.message.text.startswith("Hint:"), 60.0)
    for _ in range(30):
        app.processEvents()
        time.sleep(0.01)
    path = out / f"{name}.png"
    window.grab().save(str(path))
    window.close()
    return path


SHOTS = {
    "table": dict(game_id="hoodwink", players=3, seed=4217, decisions=4, size=(1280, 800)),
    "table-small": dict(game_id="hamlet", players=3, seed=31, decisions=5, size=(800, 560)),
    "table-five-players": dict(game_id="crescendo", players=5, seed=12, decisions=3, size=(1280, 800)),
    "why-not": dict(game_id="whoswho", players=3, seed=77, decisions=3, size=(1280, 800), illegal=True),
    "deal-result": dict(game_id="hoodwink", players=3, seed=4217, decisions=40, size=(1280, 800)),
    "hint-line": dict(game_id="hoodwink", players=3, seed=88, decisions=3, size=(1280, 800)),
    "suggestion": dict(game_id="whoswho", players=3, seed=10, decisions=4, size=(1280, 800), suggest=True),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=str(Path(__file__).resolve().parent))
    parser.add_argument("--only", help="one shot by name")
    args = parser.parse_args()
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    for name, spec in SHOTS.items():
        if args.only and name != args.only:
            continue
        print(shoot(name, out=out, **spec))  # type: ignore[arg-type]


if __name__ == "__main__":
    main()
