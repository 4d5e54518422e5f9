"""Remake the translation catalogues from the source: ``parlett_table/i18n/parlett_table_<code>.ts`` and ``.qm``.

    python packaging/update_translations.py          # every catalogue
    python packaging/update_translations.py --check  # exit 1 if a catalogue is out of date (changes nothing)

``pyside6-lupdate`` finds every ``translate("Context", "text")`` and ``QT_TRANSLATE_NOOP("Context", "text")`` in
the package, and the rules pages' texts (data, not calls) are handed to it as ``QT_TRANSLATE_NOOP`` lines of the
context ``Rules``, the desktop entry's and the AppStream metainfo's (``packaging/linux/``) as lines of the context
``Desktop`` (``packaging/desktop_l10n.py``).
Its Python reader misses three things, which this script makes up for: plural forms (a text
with ``%n`` is made a numerus message, as ``translate(..., n)`` needs), translators' plural forms (lupdate's own
merge drops them), and a plural whose count is not a plain name (reported, so it is fixed rather than left
English).  So lupdate writes a fresh extraction into a temporary file, and this script merges the existing
translations into it by (context, text, disambiguation); texts no longer in the source are dropped.  Then
``pyside6-lrelease`` compiles each ``.ts`` into its ``.qm``.
"""

from __future__ import annotations

import argparse
import ast
import json
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "parlett_table"
FOLDER = PACKAGE / "i18n"
LANGUAGES = ("de", "fr")
SKIPPED = ("bench", "cli.py")  # command-line output and measurements stay English (they are data)

Key = tuple[str, str, str]  # context, source text, disambiguation


def tool(name: str) -> str:
    """A Qt tool of the PySide6 in use: beside this Python first, then on the path."""
    beside = Path(sys.executable).parent / name
    found = str(beside) if beside.exists() else shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} was not found: install the dev extra (pip install -e '.[dev]').")
    return found


def sources() -> list[Path]:
    """Every Python file whose strings a player may see."""
    return [
        path
        for path in sorted(PACKAGE.rglob("*.py"))
        if not any(part in SKIPPED for part in path.relative_to(PACKAGE).parts)
    ]


def rules_source(folder: Path) -> Path:
    """The rules pages' texts as ``QT_TRANSLATE_NOOP`` calls lupdate can read (the pages are data, not calls)."""
    sys.path.insert(0, str(ROOT))
    from parlett_table.rulebook import PAGES
    from parlett_table.rulebook.common import CONTEXT, page_texts

    texts = dict.fromkeys(text for page in PAGES.values() for text in page_texts(page))  # once each, in order
    path = folder / "rules_texts.py"
    lines = (f"QT_TRANSLATE_NOOP({json.dumps(CONTEXT)}, {json.dumps(text, ensure_ascii=False)})\n" for text in texts)
    path.write_text("".join(lines), encoding="utf-8")
    return path


def desktop_source(folder: Path) -> Path:
    """The words of the desktop entry, the AppStream metainfo and the file type (packaging/linux/), as calls lupdate
    can read: the context ``Desktop``, which packaging/desktop_l10n.py writes into those files at build time."""
    sys.path.insert(0, str(ROOT / "packaging"))
    from desktop_l10n import translate_calls

    path = folder / "desktop_texts.py"
    path.write_text(translate_calls(), encoding="utf-8")
    return path


def extract(folder: Path) -> ET.ElementTree:
    """What lupdate finds in the package, the rules pages and the desktop files, as a fresh .ts tree."""
    listing = folder / "sources.lst"
    files = [*sources(), rules_source(folder), desktop_source(folder)]
    listing.write_text("\n".join(str(path) for path in files) + "\n", encoding="utf-8")
    fresh = folder / "fresh.ts"
    subprocess.run(
        [tool("pyside6-lupdate"), f"@{listing}", "-ts", str(fresh), "-locations", "none", "-silent"],
        check=True,
    )
    return ET.parse(fresh)


def missed(fresh: ET.ElementTree) -> list[str]:
    """Literal ``translate``/``QT_TRANSLATE_NOOP`` calls lupdate did not extract, as ``file:line: text``.

    lupdate's Python reader drops a plural whose count is not a plain name (``translate(..., None, len(x))``):
    such a call would stay English in every language, so it is reported rather than left to be found late.
    """
    found = {
        (c.findtext("name"), m.findtext("source")) for c in fresh.getroot().iter("context") for m in c.iter("message")
    }
    lost = []
    for path in sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            context, text = node.args[:2]
            if (
                name in ("translate", "QT_TRANSLATE_NOOP")
                and isinstance(context, ast.Constant)
                and isinstance(text, ast.Constant)
                and (context.value, text.value) not in found
            ):
                lost.append(f"{path.relative_to(ROOT)}:{node.lineno}: {text.value!r}")
    return lost


def key(message: ET.Element, context: str) -> Key:
    return context, message.findtext("source") or "", message.findtext("comment") or ""


def translations(path: Path) -> dict[Key, ET.Element]:
    """The <translation> element of every message in an existing catalogue."""
    if not path.exists():
        return {}
    found = {}
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None:
                found[key(message, name)] = translation
    return found


def merged(fresh: ET.ElementTree, old: dict[Key, ET.Element], code: str) -> bytes:
    """The catalogue for ``code``: every fresh message, with its old translation if it had one."""
    root = ET.Element("TS", {"version": "2.1", "language": code})
    for context in fresh.getroot().iter("context"):
        name = context.findtext("name") or ""
        out_context = ET.SubElement(root, "context")
        ET.SubElement(out_context, "name").text = name
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            plural = "%n" in source
            out = ET.SubElement(out_context, "message", {"numerus": "yes"} if plural else {})
            ET.SubElement(out, "source").text = source
            if message.findtext("comment"):
                ET.SubElement(out, "comment").text = message.findtext("comment")
            translation = old.get(key(message, name))
            if translation is None:
                translation = ET.Element("translation", {"type": "unfinished"})
                if plural:
                    ET.SubElement(translation, "numerusform")
            out.append(translation)
    ET.indent(root, space="    ")
    body = ET.tostring(root, encoding="unicode", short_empty_elements=False)  # as lupdate and Linguist write it
    return ('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n").encode("utf-8")


def compile_catalogue(ts: Path, qm: Path) -> None:
    subprocess.run([tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only say whether the catalogues are up to date")
    args = parser.parse_args(argv)
    stale = []
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch)
        fresh = extract(folder)
        lost = missed(fresh)
        if lost:
            print("lupdate did not find these (give a plural's count as a plain name):\n" + "\n".join(lost))
            return 1
        for code in LANGUAGES:
            ts = FOLDER / f"parlett_table_{code}.ts"
            qm = FOLDER / f"parlett_table_{code}.qm"
            text = merged(fresh, translations(ts), code)
            compiled = folder / qm.name
            (folder / ts.name).write_bytes(text)
            compile_catalogue(folder / ts.name, compiled)
            for target, content in ((ts, text), (qm, compiled.read_bytes())):
                if not target.exists() or target.read_bytes() != content:
                    stale.append(target.name)
                    if not args.check:
                        target.write_bytes(content)
    if args.check:
        if stale:
            print("out of date: " + ", ".join(stale) + " (run python packaging/update_translations.py)")
            return 1
        print("the catalogues are up to date")
        return 0
    print("updated: " + ", ".join(stale) if stale else "the catalogues were already up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
