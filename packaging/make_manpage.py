"""parlett-table(6): the command's manual page, written from its own argument parser.

    python packaging/make_manpage.py OUTPUT_FILE        # build-deb.sh: .../man6/parlett-table.6

Every option and subcommand, with its help, its choices and its default, comes from
``parlett_table.cli.build_parser()``, so the page says what ``parlett-table --help`` says and cannot fall
behind it; the rest (what the program is, its files, its environment) is written here.  Plain roff with the
``man`` macros: no dependency beyond the package itself.  The date is the newest release's in the AppStream
metainfo, so building the same commit twice gives the same page.
"""

from __future__ import annotations

import argparse
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
METAINFO = ROOT / "packaging" / "linux" / "io.github.parlett_table.ParlettTable.metainfo.xml"
HOMEPAGE = "https://github.com/parlett-table/parlett-table"


def roff(text: str) -> str:
    """Text made safe for roff: backslashes, hyphens that are minus signs, a leading dot or quote."""
    text = text.replace("\\", "\\e").replace("-", "\\-")
    return "\\&" + text if text.startswith((".", "'")) else text


def release_date() -> str:
    """The newest release's date in the metainfo (``2026-11-23``)."""
    release = ET.parse(METAINFO).getroot().find("releases/release")
    return release.get("date", "") if release is not None else ""


def _metavar(action: argparse.Action) -> str:
    if action.metavar is not None:
        return str(action.metavar)
    return action.dest.upper()


def _synopsis(action: argparse.Action) -> str:
    """``\\fB\\-\\-game\\fR \\fIGAME\\fR`` (the option and its value, as a heading)."""
    names = ", ".join(f"\\fB{roff(name)}\\fR" for name in action.option_strings) or f"\\fI{roff(_metavar(action))}\\fR"
    takes_value = action.option_strings and action.nargs != 0
    return names + (f" \\fI{roff(_metavar(action))}\\fR" if takes_value else "")


def _help(action: argparse.Action, parser: argparse.ArgumentParser) -> str:
    words = (action.help or "").replace("%(prog)s", parser.prog).replace("%%", "%")
    words = words[:1].upper() + words[1:] if words else words
    if words and not words.endswith("."):
        words += "."
    if action.choices and not isinstance(action, argparse._SubParsersAction):
        words += " One of: " + ", ".join(str(choice) for choice in action.choices) + "."
    if action.required and action.option_strings:
        words += " Required."
    default = action.default
    if action.option_strings and action.nargs != 0 and default not in (None, [], argparse.SUPPRESS):
        words += f" Default: {default}."
    return roff(words)


def _options(parser: argparse.ArgumentParser) -> list[str]:
    lines = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction) or action.help == argparse.SUPPRESS:
            continue
        lines += [".TP", _synopsis(action), _help(action, parser)]
    return lines


def _commands(parser: argparse.ArgumentParser) -> list[tuple[str, str, argparse.ArgumentParser]]:
    """(name, help, parser) of each subcommand, in the parser's order."""
    found = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {choice.dest: choice.help or "" for choice in action._choices_actions}
            found += [(name, helps.get(name, ""), sub) for name, sub in action.choices.items()]
    return found


def page(parser: argparse.ArgumentParser, version: str, date: str) -> str:
    """The manual page of ``parser`` as roff."""
    usage = parser.usage or parser.prog
    usages = [part.strip().replace("%(prog)s", parser.prog) for part in usage.split(" | ")]
    lines = [
        '.\\" The manual page of parlett-table, written by packaging/make_manpage.py from the command line parser.',
        f'.TH PARLETT\\-TABLE 6 "{date}" "Parlett Table {roff(version)}" "Games"',
        ".SH NAME",
        "parlett\\-table, parlett\\-table\\-gui \\- David Parlett's trick\\-taking card games at a desktop card table",
        ".SH SYNOPSIS",
    ]
    for number, line in enumerate(usages):
        program, _, rest = line.partition(" ")
        lines += ([".br"] if number else []) + [f".B {roff(program)}", roff(rest)]
    lines += [
        ".SH DESCRIPTION",
        roff(parser.description or ""),
        ".PP",
        "Without a command it opens the card table: a match of the game played last, against computer players, "
        "with the rules, hints and a review of every deal at hand. "
        "\\fBparlett\\-table\\-gui\\fR is the same program, started without a terminal (the desktop menu's entry).",
        ".PP",
        "Deal records (\\fI.parlett\\fR files, JSON inside) replay a deal: the table opens one named on the "
        "command line, and the commands below check, analyse and make them.",
        ".SH OPTIONS",
        *_options(parser),
        ".SH COMMANDS",
    ]
    for name, words, sub in _commands(parser):
        positionals = " ".join(f"\\fI{roff(_metavar(a))}\\fR" for a in sub._actions if not a.option_strings)
        lines += [f'.SS "{parser.prog} {name}"'.replace("-", "\\-") + (f" {positionals}" if positionals else "")]
        lines += [roff(words[:1].upper() + words[1:] + ("." if words and not words.endswith(".") else ""))]
        lines += _options(sub)
    lines += [
        ".SH EXIT STATUS",
        "0 on success; 2 when the command line or a deal record is wrong (one line on standard error says what and "
        "where); 130 when interrupted.",
        ".SH ENVIRONMENT",
        ".TP",
        ".B PARLETT_TABLE_HOME",
        "Keep the preferences, the history and the log in \\fI$PARLETT_TABLE_HOME/config\\fR and "
        "\\fI$PARLETT_TABLE_HOME/data\\fR instead of the user's folders.",
        ".TP",
        ".B QT_QPA_PLATFORM",
        "Qt's window system: \\fBxcb\\fR or \\fBwayland\\fR to choose one, \\fBoffscreen\\fR to open no window "
        "(with \\fB\\-\\-demo \\-\\-quit\\fR, a check that the program runs).",
        ".SH FILES",
        ".TP",
        ".I ~/.config/parlett\\-table/preferences.json",
        "The preferences (\\fI$XDG_CONFIG_HOME\\fR if set).",
        ".TP",
        ".I ~/.local/share/parlett\\-table/",
        "The history of every deal and match (\\fIhistory.sqlite3\\fR), the match in progress "
        "(\\fImatch\\-in\\-progress.json\\fR) and the log (\\fIparlett\\-table.log\\fR) "
        "(\\fI$XDG_DATA_HOME\\fR if set).",
        ".SH SEE ALSO",
        f"{roff(HOMEPAGE)}: the rules of the four games, the deal record format and the source.",
        "",
    ]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python packaging/make_manpage.py OUTPUT_FILE", file=sys.stderr)
        return 2
    from parlett_table import __version__
    from parlett_table.cli import build_parser

    Path(argv[0]).write_text(page(build_parser(), __version__, release_date()), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
