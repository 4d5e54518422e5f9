"""Where the table's start-up goes: the program's start cut into phases, beside bare Qt windows.

    python benchmarks/startup_phases.py [--rounds N]

``parlett-table bench`` gives the start-up as two figures against an empty
window: the window on screen (its menus and bare felt, painted before the
table's own modules load) and the first deal on the table.  This script says
what fills the difference: each
child process notes the time at the end of each phase of the program's own
start (the same ``launch`` a player's start runs, as a returning player with
the walkthrough seen), from the moment the parent started it.  Beside it,
three yardsticks: a bare PySide6 window (nothing imported from this program);
the same with one line of text in it (what a first paint of any text costs:
Qt loads its fonts); and the least a card table needs, a main window with
three menus and a graphics view showing thirteen cards with a number on each
(what any Qt card table pays before it has rules, art, files or players).
Each figure is the best of the rounds, the programs alternating, so a machine
briefly busier affects them all alike.  Offscreen: no screen needed.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

# The program's start, each phase's end noted with time.time(); the marks printed as JSON.
TABLE = r"""
import json, time
marks = {}
def mark(name):
    marks.setdefault(name, time.time())
mark("Python started")
from parlett_table import cli  # what the command imports before it decides to open the window
mark("the command line's modules imported (the rules engine)")
from PySide6.QtWidgets import QApplication
mark("PySide6 imported (QtCore, QtGui, QtWidgets)")
from parlett_table.ui import app
mark("the window's modules imported")
from parlett_table.ui.window.firstpaint import FirstPaint, quit_application

def noted(function, name):
    def wrapped(*args, **kwargs):
        result = function(*args, **kwargs)
        mark(name)
        return result
    return wrapped

app.start = noted(app.start, "preferences read, the window built and shown")
app.open_storage = noted(app.open_storage, "the history and the saved match read")
app.begin = noted(app.begin, "the table's modules loaded, the table set, the first deal set out")
launched = app.launch()
window = launched.session.window
on_screen = FirstPaint(lambda: None, parent=window)
window.centralWidget().installEventFilter(on_screen)
painted = window.after_first_deal_painted(quit_application)
launched.run()
marks["the window painted (menus, bare felt)"] = on_screen.painted_at
marks["the table painted"] = painted.painted_at
print(json.dumps(marks))
"""

# The end of each yardstick: note the first paint of WATCHED (its window or view), then quit.
FIRST_PAINT = r"""
painted = {}
class Watch(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and not painted:
            painted["at"] = time.time()
            QTimer.singleShot(0, application.quit)
        return False
watch = Watch()
WATCHED.installEventFilter(watch)
window.show()
application.exec()
print(json.dumps({"painted": painted["at"]}))
"""

BARE = r"""
import json, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QLabel, QWidget
application = QApplication([])
window = QWidget()
window.resize(1280, 800)
if WITH_TEXT:
    QLabel("Parlett Table", window)
""" + FIRST_PAINT.replace("WATCHED", "window")

# The floor for any card table in Qt: a main window with menus, a graphics view, thirteen "cards" with text.
MINIMAL_TABLE = r"""
import json, time
from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer
from PySide6.QtGui import QBrush, QColor, QPainter, QPen
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsSimpleTextItem, QGraphicsView, QMainWindow
application = QApplication([])
window = QMainWindow()
window.resize(1280, 800)
for title in ("&Game", "&View", "&Help"):
    window.menuBar().addMenu(title).addAction("New").setShortcut("Ctrl+N")
scene = QGraphicsScene()
scene.setBackgroundBrush(QColor("#1d5c3a"))
for i in range(13):
    card = scene.addRect(QRectF(200 + i * 60, 500, 90, 130), QPen(QColor("black")), QBrush(QColor("white")))
    QGraphicsSimpleTextItem(str(i + 2), card).setPos(205 + i * 60, 505)
view = QGraphicsView(scene)
view.setRenderHint(QPainter.RenderHint.Antialiasing)
view.setAlignment(Qt.AlignmentFlag.AlignCenter)
window.setCentralWidget(view)
""" + FIRST_PAINT.replace("WATCHED", "view.viewport()")


def run_child(code: str, home: str) -> dict[str, float]:
    """Milliseconds from starting the child to each of its marks."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PARLETT_TABLE_HOME": home}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # as installed: compiled modules used
    (Path(home) / "data" / "match-in-progress.json").unlink(missing_ok=True)  # each start a fresh deal
    started = time.time()
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=120)
    if done.returncode != 0:
        raise SystemExit(f"the child failed: {done.stderr.strip()[-1500:]}")
    marks = json.loads(done.stdout.strip().splitlines()[-1])
    return {name: (at - started) * 1000 for name, at in marks.items()}


def returning_player(home: str) -> None:
    """A first start creates the files; then the walkthrough is marked seen, as for a returning player."""
    from parlett_table.engine import GAMES
    from parlett_table.storage.preferences import FILE_NAME, PreferencesFile

    run_child(TABLE, home)
    preferences = PreferencesFile(Path(home) / "config" / FILE_NAME)
    seen, _notice = preferences.load()
    preferences.save(seen.with_changes(tours_done=tuple(GAMES)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=9)
    rounds = parser.parse_args().rounds
    best: dict[str, float] = {}
    with tempfile.TemporaryDirectory(prefix="parlett-phases-") as home:
        returning_player(home)
        for _ in range(rounds):
            children = (
                ("bare", BARE.replace("WITH_TEXT", "False")),
                ("text", BARE.replace("WITH_TEXT", "True")),
                ("minimal", MINIMAL_TABLE),
                ("table", TABLE),
            )
            for kind, code in children:
                for name, ms in run_child(code, home).items():
                    key = f"{kind}: {name}"
                    best[key] = min(best.get(key, float("inf")), ms)
    bare, text = best["bare: painted"], best["text: painted"]
    print(f"best of {rounds}, milliseconds from starting the process\n")
    print(f"{'a bare PySide6 window painted':66} {bare:6.1f}")
    print(f"{'the same with one line of text':66} {text:6.1f}   ({text / bare:.2f}× bare)")
    minimal = best["minimal: painted"]
    label = "a minimal card table (menus, a graphics view, 13 cards)"
    print(f"{label:66} {minimal:6.1f}   ({minimal / bare:.2f}× bare)")
    print("\nthe table's start, phase by phase (each phase's end; its own length)")
    previous = 0.0
    for key, ms in sorted(((k, v) for k, v in best.items() if k.startswith("table: ")), key=lambda kv: kv[1]):
        print(f"  {key.removeprefix('table: '):64} {ms:6.1f}   +{ms - previous:5.1f}")
        previous = ms
    window, table = best["table: the window painted (menus, bare felt)"], best["table: the table painted"]
    print(f"\nthe window ÷ a bare window: {window / bare:.2f}×; ÷ a window with text: {window / text:.2f}×")
    print(f"the table ÷ a bare window: {table / bare:.2f}×; ÷ a window with text: {table / text:.2f}×")


if __name__ == "__main__":
    main()
