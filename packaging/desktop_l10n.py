"""The desktop entry, AppStream metainfo and file type of ``packaging/linux/``, with their words translated.

    python packaging/desktop_l10n.py OUTPUT_FOLDER

``packaging/linux/`` holds the three files in English.  Their words for people (the desktop entry's Name,
GenericName, Comment and Keywords; the metainfo's name, summary, description, screenshot captions and
keywords; the file type's comment) are messages of the context ``Desktop`` in the program's own catalogues,
``parlett_table/i18n/parlett_table_<code>.ts``: ``packaging/update_translations.py`` takes them from these
files, translators translate them with the rest (``docs/translating.md``), and this script writes the three
files into OUTPUT_FOLDER with every translation added (``Name[de]=``, ``xml:lang="de"``), as desktop games
such as KPat and Aisleriot ship theirs.  ``build-deb.sh`` installs what it writes.  A text some catalogue
has not translated stops it: the files would be half translated.

Standard library only (no Qt): it reads the ``.ts`` files, which are XML.
"""

from __future__ import annotations

import re
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LINUX = ROOT / "packaging" / "linux"
CATALOGUES = ROOT / "parlett_table" / "i18n"
APP_ID = "io.github.parlett_table.ParlettTable"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
MIME = LINUX / f"{APP_ID}.mime.xml"
CONTEXT = "Desktop"
DESKTOP_KEYS = ("Name", "GenericName", "Comment", "Keywords")
KEYWORDS_NOTE = "the menu's search words: a semicolon after each word or phrase"
METAINFO_PATHS = ("name", "summary", "description//p", "description//li", "screenshots/screenshot/caption",
                  "keywords/keyword")  # fmt: skip
MIME_NAMESPACE = "http://www.freedesktop.org/standards/shared-mime-info"
XML_LANG = "{http://www.w3.org/XML/1998/namespace}lang"

Message = tuple[str, str]  # source text, disambiguation ("" if none)


class Untranslated(ValueError):
    """A catalogue lacks the translation of one of the files' texts."""


def _words(element: ET.Element) -> str:
    """An element's text with its white space made single spaces (the metainfo wraps its paragraphs)."""
    return " ".join("".join(element.itertext()).split())


def desktop_messages(path: Path = DESKTOP) -> list[Message]:
    """The translatable values of the desktop entry, in order."""
    found = []
    for line in path.read_text(encoding="utf-8").splitlines():
        key, sep, value = line.partition("=")
        if sep and key in DESKTOP_KEYS:
            found.append((value, KEYWORDS_NOTE if key == "Keywords" else ""))
    return found


def _untranslated(root: ET.Element, path: str) -> list[ET.Element]:
    return [element for element in root.findall(path) if XML_LANG not in element.attrib]


def metainfo_messages(path: Path = METAINFO) -> list[Message]:
    """The translatable texts of the AppStream metainfo, in order (its release notes stay English)."""
    root = ET.parse(path).getroot()
    return [(_words(element), "") for where in METAINFO_PATHS for element in _untranslated(root, where)]


def mime_messages(path: Path = MIME) -> list[Message]:
    root = ET.parse(path).getroot()
    return [(_words(element), "") for element in root.iter(f"{{{MIME_NAMESPACE}}}comment")
            if XML_LANG not in element.attrib]  # fmt: skip


def messages() -> list[Message]:
    """Every text of the three files to translate, once each, in order."""
    return list(dict.fromkeys([*desktop_messages(), *metainfo_messages(), *mime_messages()]))


def languages(folder: Path = CATALOGUES) -> list[str]:
    """The language codes of the catalogues (``de``, ``fr``)."""
    return sorted(path.stem.removeprefix("parlett_table_") for path in folder.glob("parlett_table_*.ts"))


def catalogue(code: str, folder: Path = CATALOGUES) -> dict[Message, str]:
    """The finished translations of the context ``Desktop`` in the catalogue of ``code``."""
    found = {}
    for context in ET.parse(folder / f"parlett_table_{code}.ts").getroot().iter("context"):
        if context.findtext("name") != CONTEXT:
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") in ("unfinished", "obsolete", "vanished"):
                continue
            text = "".join(translation.itertext())
            if text.strip():
                found[(message.findtext("source") or "", message.findtext("comment") or "")] = text
    return found


def translations(folder: Path = CATALOGUES) -> dict[str, dict[Message, str]]:
    """Each language's translation of every message; raises :class:`Untranslated` naming what is missing."""
    wanted = messages()
    found = {code: catalogue(code, folder) for code in languages(folder)}
    missing = [f"{code}: {text!r}" for code, known in found.items()
               for text, note in wanted if (text, note) not in known]  # fmt: skip
    if missing:
        raise Untranslated("not translated in parlett_table/i18n (docs/translating.md): " + "; ".join(missing))
    return found


def translated_desktop(found: dict[str, dict[Message, str]], path: Path = DESKTOP) -> str:
    """The desktop entry with ``Key[code]=`` after each translatable key (where the words differ)."""
    lines = []
    for line in path.read_text(encoding="utf-8").splitlines():
        lines.append(line)
        key, sep, value = line.partition("=")
        if sep and key in DESKTOP_KEYS:
            note = KEYWORDS_NOTE if key == "Keywords" else ""
            for code, known in found.items():
                text = known[(value, note)]
                if key == "Keywords" and not text.endswith(";"):
                    text += ";"
                if text != value:
                    lines.append(f"{key}[{code}]={text}")
    return "\n".join(lines) + "\n"


def _add_translations(parent: ET.Element, element: ET.Element, found: dict[str, dict[Message, str]]) -> None:
    """Put a copy of ``element`` per language right after it, its text translated and ``xml:lang`` set."""
    english = _words(element)
    at = list(parent).index(element)
    for code, known in found.items():
        if known[(english, "")] == english:  # a name the language keeps as it is
            continue
        at += 1
        copy = ET.Element(element.tag, {**element.attrib, XML_LANG: code})
        copy.text = known[(english, "")]
        parent.insert(at, copy)


def translated_metainfo(found: dict[str, dict[Message, str]], path: Path = METAINFO) -> str:
    """The AppStream metainfo with an ``xml:lang`` twin of each translatable element."""
    tree = ET.parse(path, ET.XMLParser(target=ET.TreeBuilder(insert_comments=True)))
    root = tree.getroot()
    parents = {child: parent for parent in root.iter() for child in parent}
    for where in METAINFO_PATHS:
        for element in _untranslated(root, where):
            _add_translations(parents[element], element, found)
    ET.indent(tree, space="  ")
    return _prolog(path) + ET.tostring(root, encoding="unicode") + "\n"


def _prolog(path: Path) -> str:
    """The XML declaration and the comments before the root element (ElementTree keeps neither)."""
    text = path.read_text(encoding="utf-8")
    root = re.search(r"<(?![!?])", re.sub(r"<!--.*?-->", lambda m: " " * len(m.group()), text, flags=re.DOTALL))
    comments = re.findall(r"<!--.*?-->", text[: root.start() if root else 0], re.DOTALL)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + "".join(comment + "\n" for comment in comments)


def translated_mime(found: dict[str, dict[Message, str]], path: Path = MIME) -> str:
    """The file type with an ``xml:lang`` twin of its comment."""
    ET.register_namespace("", MIME_NAMESPACE)
    tree = ET.parse(path)
    root = tree.getroot()
    for mime_type in root:
        for element in [e for e in mime_type if e.tag == f"{{{MIME_NAMESPACE}}}comment" and XML_LANG not in e.attrib]:
            _add_translations(mime_type, element, found)
    ET.indent(tree, space="  ")
    return _prolog(path) + ET.tostring(root, encoding="unicode") + "\n"


def write(folder: Path) -> list[Path]:
    """Write the three files, translated, into ``folder``; their paths."""
    found = translations()
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for source, text in ((DESKTOP, translated_desktop(found)), (METAINFO, translated_metainfo(found)),
                         (MIME, translated_mime(found))):  # fmt: skip
        target = folder / source.name
        target.write_text(text, encoding="utf-8")
        written.append(target)
    return written


def translate_calls() -> str:
    """The messages as calls lupdate reads (``packaging/update_translations.py`` hands it this text)."""
    def literal(text: str) -> str:
        return '"' + re.sub(r'(["\\])', r"\\\1", text) + '"'

    calls = []
    for text, note in messages():
        if note:
            calls.append(f"translate({literal(CONTEXT)}, {literal(text)}, {literal(note)})\n")
        else:
            calls.append(f"QT_TRANSLATE_NOOP({literal(CONTEXT)}, {literal(text)})\n")
    return "".join(calls)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python packaging/desktop_l10n.py OUTPUT_FOLDER", file=sys.stderr)
        return 2
    try:
        for path in write(Path(argv[0])):
            print(path)
    except Untranslated as error:
        print(f"desktop_l10n.py: {error}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
