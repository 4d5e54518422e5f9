"""Remake the gallery of the table, docs/gallery/: every game and phase at 1280 × 800 and 900 × 600, the looks,
and the program in German and French.

    python docs/screenshots.py [--out docs/gallery] [--only NAME] [--sizes 1280x800,900x600]

The pictures come from a real X server: when DISPLAY is not set and Xvfb is
installed, the script starts its own Xvfb for the run.  Each table starts a
seeded match with animations off, the player's seat played by the standard
computer player (``tests/phases.py``); at each moment the window is resized
through the sizes and grabbed.  The pictures are WebP (Qt writes them; at
quality 85 the felt's gradient stays smooth and the text crisp, about 50 kB a
picture), and ``README.md`` in the gallery lists them all.  The README's
pictures of the table (docs/table.webp and the others) are copied from the
gallery.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("PARLETT_TABLE_HOME", tempfile.mkdtemp(prefix="parlett-shots-"))

SIZES = ((1280, 800), (900, 600))
# The moments shown of each table: together every phase of every game, each player count's trick, and no
# picture twice (the gallery is kept in the repository, so it stays small).
SHOWN = {
    "hoodwink": ("proposal", "mid-trick", "explained-trick", "hint", "refusal", "last-trick", "claim", "result"),
    "hoodwink-talk": ("estimate", "answer", "ask"),
    "hoodwink-match": ("match-over",),
    "crescendo-2": ("finished-trick", "match-over"),
    "crescendo-3": ("finished-trick",),
    "crescendo-4": ("finished-trick",),
    "crescendo-5": ("mid-trick", "explained-trick", "last-trick", "result"),
    "whoswho-42": ("give", "explained-trick", "hint", "refusal", "result"),
    "whoswho-54": ("give",),
    "whoswho-match": ("match-over",),
    "hamlet": ("proposal", "mid-trick", "explained-trick", "hint", "refusal", "last-trick", "result"),
    "hamlet-match": ("match-over",),
}
# The README's pictures, taken from the gallery.
README_PICTURES = {
    "table.webp": "hoodwink-mid-trick-1280x800.webp",
    "table-small.webp": "hamlet-mid-trick-900x600.webp",
    "table-five-players.webp": "crescendo-5-mid-trick-1280x800.webp",
    "hint-line.webp": "hoodwink-proposal-1280x800.webp",
    "suggestion.webp": "whoswho-42-hint-1280x800.webp",
    "why-not.webp": "whoswho-42-refusal-1280x800.webp",
    "deal-result.webp": "hoodwink-result-1280x800.webp",
}
# The screenshots the AppStream metadata (packaging/linux) links to.
APPSTREAM_PICTURES = {
    "table.png": "hoodwink-mid-trick-1280x800.webp",
    "deal-result.png": "hoodwink-result-1280x800.webp",
}
GAME_NAMES = {"hoodwink": "Hoodwink", "crescendo": "Crescendo", "whoswho": "Who's Who", "hamlet": "Hamlet"}
MOMENT_WORDS = {
    "proposal": "choosing a card to show",
    "give": "deciding who takes a trick (decision bar)",
    "estimate": "partner talk: the estimate (decision bar)",
    "ask": "partner talk: asking before the lead (decision bar)",
    "answer": "partner talk: answering a request (decision bar)",
    "mid-trick": "a trick in play",
    "finished-trick": "a finished trick: the winning card outlined, who takes it",
    "explained-trick": "a finished trick won for a reason worth saying",
    "hint": "a hint shown",
    "refusal": "a card refused, with the reason",
    "last-trick": "the last trick (L)",
    "result": "the result of a deal",
    "match-over": "the match over",
    "claim": "nothing left can change a score: Play out the rest offered",
    "offer": "starting again: the saved match set out, and the offer to continue it",
    "note": "a walkthrough note",
    "dealing": "the cards being dealt",
}


def sentence(words: str) -> str:
    """``words`` with a capital first letter (and the rest as written)."""
    return words[:1].upper() + words[1:]


def start_display() -> subprocess.Popen[bytes] | None:
    """A private Xvfb when there is no display (and none is wanted from the platform plugin)."""
    if os.environ.get("DISPLAY") or os.environ.get("QT_QPA_PLATFORM") or shutil.which("Xvfb") is None:
        return None
    for number in range(140, 200):
        if not Path(f"/tmp/.X11-unix/X{number}").exists() and not Path(f"/tmp/.X{number}-lock").exists():
            break
    server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "2000x1200x24", "-nolisten", "tcp"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)  # fmt: skip
    os.environ["DISPLAY"] = f":{number}"
    end = time.monotonic() + 10
    while not Path(f"/tmp/.X11-unix/X{number}").exists():
        if time.monotonic() > end or server.poll() is not None:
            raise SystemExit("Xvfb did not start")
        time.sleep(0.05)
    return server


def save_small(image: object, path: Path) -> None:
    """Save a grabbed picture as WebP at quality 85 (smooth felt, crisp text, a twentieth of a full PNG)."""
    from PySide6.QtGui import QImage

    assert isinstance(image, QImage)
    if not image.save(str(path), "WEBP", 85):
        raise SystemExit(f"{path}: Qt could not write WebP (its imageformats plugin is missing)")


class Gallery:
    def __init__(self, out: Path, sizes: tuple[tuple[int, int], ...]) -> None:
        self.out = out
        self.sizes = sizes
        self.shots: list[tuple[str, str, str, list[str]]] = []  # (section, caption, name, files)

    def shoot(self, window: object, section: str, caption: str, name: str) -> None:
        from tests.phases import resize, settle

        files = []
        for width, height in self.sizes:
            resize(window, width, height)  # type: ignore[arg-type]
            settle(rounds=5)
            file = f"{name}-{width}x{height}.webp"
            save_small(window.grab().toImage(), self.out / file)  # type: ignore[attr-defined]
            files.append(file)
        resize(window, *self.sizes[0])  # type: ignore[arg-type]
        self.shots.append((section, caption, name, files))
        print(name, flush=True)

    def shoot_once(self, widget: object, section: str, caption: str, name: str) -> None:
        """A dialog or window as it is shown, at its own size (not resized through the gallery's sizes)."""
        from tests.phases import settle

        widget.show()  # type: ignore[attr-defined]
        settle(rounds=5)
        file = f"{name}.webp"
        save_small(widget.grab().toImage(), self.out / file)  # type: ignore[attr-defined]
        self.shots.append((section, caption, name, [file]))
        widget.close()  # type: ignore[attr-defined]

    def write_index(self) -> None:
        lines = [
            "# The table, phase by phase",
            "",
            "Every game and phase at 1280 × 800 and 900 × 600, remade by `python docs/screenshots.py` (it starts "
            "its own Xvfb when there is no display). Seeded deals; your seat is played by the standard computer "
            "player.",
            "",
        ]
        section = ""
        for shot_section, caption, _name, files in self.shots:
            if shot_section != section:
                section = shot_section
                lines += [f"## {section}", ""]
            lines.append(f"**{caption}**")
            lines.append("")
            sizes = (Path(file).stem.rsplit("-", 1)[1].replace("x", " × ") for file in files)
            lines.append(" ".join(f"![{caption}, {size}]({file})" for size, file in zip(sizes, files, strict=True)))
            lines.append("")
        (self.out / "README.md").write_text("\n".join(lines), encoding="utf-8")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--out", default=str(ROOT / "docs" / "gallery"))
    parser.add_argument("--only", help="only the tables whose name contains this")
    parser.add_argument("--sizes", default=",".join(f"{w}x{h}" for w, h in SIZES))
    args = parser.parse_args()
    sizes = tuple(tuple(int(n) for n in size.split("x")) for size in args.sizes.split(","))
    server = start_display()
    try:
        make(Path(args.out), sizes, args.only)  # type: ignore[arg-type]
    finally:
        if server is not None:
            server.terminate()
            server.wait()


def make(out: Path, sizes: tuple[tuple[int, int], ...], only: str | None) -> None:
    from PySide6.QtWidgets import QApplication

    from parlett_table.engine import create_game
    from tests.phases import MATCH_OVER_TABLES, TABLES, Table, moments, open_window, settle

    app = QApplication.instance() or QApplication([])
    out.mkdir(parents=True, exist_ok=True)
    if not only:
        for old in (*out.glob("*.png"), *out.glob("*.webp")):
            old.unlink()
    gallery = Gallery(out, sizes)

    def wanted(table: Table) -> bool:
        return not only or only in table.name

    for table in (*TABLES, *MATCH_OVER_TABLES):
        if not wanted(table):
            continue
        window = open_window()
        section = f"{GAME_NAMES[table.game]}, {table.players} players" + (
            ", partner talk" if table.options.get("partner_talk") else ""
        ) + (", 54 cards" if table.options.get("deck") == 54 else "")  # fmt: skip
        for moment in moments(window, table):
            if moment in SHOWN.get(table.name, ()):
                gallery.shoot(window, section, sentence(MOMENT_WORDS[moment]), f"{table.name}-{moment}")
            if table.name == "hoodwink" and moment == "mid-trick":
                offer_again(window)
                gallery.shoot(window, section, sentence(MOMENT_WORDS["offer"]), f"{table.name}-offer")
                assert window.resume_offer is not None
                window.resume_offer.continue_button.click()
                settle(app)
        window.close()
        window.deleteLater()
        settle(app)

    if not only or "walkthrough" in only:
        window = open_window(tour=True)
        notes = (moment for moment in moments(window, Table("walkthrough", "hamlet", 3, 31)) if moment == "note")
        for number, _ in enumerate(notes, start=1):
            gallery.shoot(window, "The walkthrough (Hamlet)", f"Note {number}", f"walkthrough-{number:02d}")
        window.close()

    if not only or "dealing" in only:
        from tests.phases import resize

        window = open_window(print_size="normal")
        from parlett_table.play.timings import Timings

        for width, height in sizes:
            resize(window, width, height)
            window.set_timings(Timings("normal", "click"))
            window.start_match(create_game("crescendo", 4), 7, ["standard"] * 3)
            end = time.monotonic() + 0.9
            while time.monotonic() < end:
                app.processEvents()
            file = f"dealing-{width}x{height}.webp"
            save_small(window.grab().toImage(), out / file)
            gallery.shots.append(("Dealing", "The cards being dealt (Crescendo, 4 players)", "dealing", [file]))
        window.close()

    if not only or "larger" in only:
        window = open_window(print_size="larger")
        for moment in moments(window, Table("larger", "whoswho", 3, 3)):
            if moment in ("give", "explained-trick", "result"):
                gallery.shoot(window, "Larger print (Who's Who)", sentence(MOMENT_WORDS[moment]), f"larger-{moment}")
        window.close()

    if not only or "looks" in only:
        shoot_looks(gallery)

    for code in LANGUAGES:
        if not only or "languages" in only or code in (only or "").split(","):
            shoot_language(gallery, code)

    if not only:
        merge_dealing(gallery)
        gallery.write_index()
        if out == ROOT / "docs" / "gallery":
            for picture, source in README_PICTURES.items():
                shutil.copyfile(out / source, out.parent / picture)
            from PySide6.QtGui import QImage

            for picture, source in APPSTREAM_PICTURES.items():  # AppStream takes PNG (or JPEG), not WebP
                QImage(str(out / source)).save(str(out.parent / picture), "PNG")


def shoot_looks(gallery: Gallery) -> None:
    """Every felt (each with another back), high contrast, and the dialogs in the dark and light schemes."""
    from parlett_table.kept.settings import CARD_BACK_LABELS, CARD_BACKS, FELT_LABELS, FELTS
    from parlett_table.ui.dialogs.preferences_dialog import PreferencesDialog
    from parlett_table.ui.look.theme import use_dialog_scheme
    from tests.phases import Table, moments, open_window, settle

    def looks_at(window: object, name: str, caption: str, **look: object) -> None:
        window.update_preferences(window.preferences.with_changes(**look))  # type: ignore[attr-defined]
        settle(rounds=5)
        gallery.shoot(window, "Looks", caption, name)

    window = open_window()
    for moment in moments(window, Table("looks", "hoodwink", 3, 11)):
        if moment != "mid-trick":
            continue
        for k, felt in enumerate(FELTS):
            back = CARD_BACKS[k % len(CARD_BACKS)]
            caption = f"{FELT_LABELS[felt]} felt, {CARD_BACK_LABELS[back].lower()} backs"
            looks_at(window, f"looks-{felt}-{back}", caption, felt=felt, card_back=back)
        looks_at(window, "looks-high-contrast", "High contrast (green felt)", felt="green", card_back=CARD_BACKS[0],
                 high_contrast=True)  # fmt: skip
        looks_at(window, "looks-classic-deck", "The Classic deck", high_contrast=False, deck="classic")
        break
    for scheme in ("dark", "light"):
        use_dialog_scheme(scheme)
        dialog = PreferencesDialog(window.preferences, window)  # type: ignore[attr-defined]
        caption = f"Preferences in the system's {scheme} scheme"
        gallery.shoot_once(dialog, "Looks", caption, f"looks-preferences-{scheme}")
    use_dialog_scheme("felt")
    window.close()  # type: ignore[attr-defined]


LANGUAGES = {"de": "German", "fr": "French"}
LANGUAGE_MOMENTS = {
    "hoodwink": ("proposal", "explained-trick", "hint", "result"),
    "whoswho-42": ("give", "refusal"),
    "hamlet": ("explained-trick", "result"),
    "crescendo-5": ("mid-trick",),
}


def shoot_language(gallery: Gallery, code: str) -> None:
    """The table, the walkthrough, a rules page and the preferences in a language, as its players see them."""
    from PySide6.QtWidgets import QApplication

    from parlett_table.i18n import install_language, uninstall
    from parlett_table.ui.dialogs.preferences_dialog import PreferencesDialog
    from parlett_table.ui.learning.rules_window import RulesWindow
    from tests.phases import TABLES, Table, moments, open_window, settle

    app = QApplication.instance()
    translators = install_language(app, code)
    section = f"In {LANGUAGES[code]}"
    try:
        for table in TABLES:
            wanted = LANGUAGE_MOMENTS.get(table.name, ())
            if not wanted:
                continue
            window = open_window()
            for moment in moments(window, table):
                if moment in wanted:
                    caption = f"{GAME_NAMES[table.game]}: {MOMENT_WORDS[moment]}"
                    gallery.shoot(window, section, sentence(caption), f"{code}-{table.name}-{moment}")
            window.close()
            window.deleteLater()
            settle(app)
        window = open_window(tour=True)
        for moment in moments(window, Table("walkthrough", "hamlet", 3, 31)):
            if moment == "note":
                gallery.shoot(window, section, "A walkthrough note (Hamlet)", f"{code}-walkthrough")
                break
        preferences = PreferencesDialog(window.preferences, window)  # type: ignore[attr-defined]
        gallery.shoot_once(preferences, section, "Preferences", f"{code}-preferences")
        window.close()  # type: ignore[attr-defined]
        rules = RulesWindow()
        rules.resize(1000, 720)
        rules.show()
        rules.show_game("hoodwink")
        gallery.shoot_once(rules, section, "The rules of Hoodwink", f"{code}-rules-hoodwink")
    finally:
        uninstall(translators)


def offer_again(window: object) -> None:
    """The match as a player finds it on starting again: set out as it was, the offer to continue over it."""
    from parlett_table.storage.keeper import Keeper
    from tests.phases import settle

    c = window.controller  # type: ignore[attr-defined]
    window.offer_resume(Keeper.document(c.match, c.seats, c.practice), lambda: None)  # type: ignore[attr-defined]
    settle(rounds=5)


def merge_dealing(gallery: Gallery) -> None:
    """The dealing shots, one per size, as one entry."""
    dealing = [shot for shot in gallery.shots if shot[2] == "dealing"]
    if dealing:
        gallery.shots = [shot for shot in gallery.shots if shot[2] != "dealing"]
        gallery.shots.append((dealing[0][0], dealing[0][1], "dealing", [f for shot in dealing for f in shot[3]]))


if __name__ == "__main__":
    main()
