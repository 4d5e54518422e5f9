"""The ``parlett-table`` command: the window by default, and the subcommands.

Every failure a person can cause (a missing file, a bad record, a wrong
option) ends in one readable line on standard error and exit status 2, never
a traceback.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from . import __version__
from .engine import (
    GAMES,
    RECORD_BYTES,
    Deal,
    OptionError,
    RecordError,
    RecordFileError,
    create_game,
    deal_from_bytes,
    deal_to_record,
    read_deal_file,
    replay_report,
)
from .play.seeds import new_deal_number
from .play.timings import SPEEDS
from .server.options import add_serve
from .server.options import run as run_serve
from .ui.process.early_quit import note_quit_signals, stop_noting

EXIT_USAGE = 2


class Usage(Exception):
    """A problem with what the user asked for; the message is shown as it is."""


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise Usage(f"{self.prog}: {message}")


# The sane range of every number the command takes; a number outside it is refused in one line.
PLAYERS = (1, 9)
SEEDS = (0, 2**63 - 1)
DEMO_DEALS = (1, 10_000)
TOURNAMENT_DEALS = (1, 100_000)
SIMS = (1, 100_000)
SEATS = (0, 8)
LONGEST_SECONDS = 60.0


def whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high``."""

    def number(text: str) -> int:
        try:
            value = int(text)
        except ValueError:  # not a number, or one of more digits than Python reads
            value = None
        if value is None or not low <= value <= high:
            raise argparse.ArgumentTypeError(f"expected a whole number from {low} to {high}, got {_shown(text)}")
        return value

    return number


def seconds(text: str) -> float:
    """An argparse type: a number of seconds above 0, at most ``LONGEST_SECONDS``."""
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not 0 < value <= LONGEST_SECONDS:  # NaN and infinities too
        raise argparse.ArgumentTypeError(
            f"expected a number of seconds above 0, at most {LONGEST_SECONDS:g}, got {_shown(text)}"
        )
    return value


def _shown(text: str) -> str:
    """What the user typed, short enough for a one-line message."""
    return repr(text if len(text) <= 24 else text[:21] + "...")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="parlett-table",
        usage="%(prog)s [options] [RECORD.parlett] | %(prog)s {replay,analyse,deal,tournament,bench,serve} ...",
        description="Play David Parlett's trick-taking games: Hoodwink, Crescendo, Who's Who and Hamlet. "
        "Name a deal record (.parlett or .json) to open it at the table.",
    )
    parser.add_argument("--version", action="version", version=f"parlett-table {__version__}")
    parser.add_argument("--demo", action="store_true", help="watch computer players play every seat")
    parser.add_argument("--game", choices=sorted(GAMES), help="the game to open, or the demo's (Hoodwink if not given)")
    parser.add_argument("--players", type=whole(*PLAYERS), help="its number of players")
    parser.add_argument("--deals", type=whole(*DEMO_DEALS), default=1, help="how many deals the demo plays")
    parser.add_argument("--speed", choices=list(SPEEDS), default="normal", help="the demo's animation speed")
    parser.add_argument("--seed", type=whole(*SEEDS), help="the demo's first deal number")
    parser.add_argument("--quit", action="store_true", help="close the window after the demo's last deal")
    parser.add_argument(
        "--install-desktop-entry", action="store_true",
        help="add Parlett Table to your desktop's menu, with its icon and its records' file type (Linux, pip installs)",
    )  # fmt: skip
    parser.add_argument(
        "--remove-desktop-entry", action="store_true", help="remove what --install-desktop-entry added"
    )
    commands = parser.add_subparsers(dest="command", parser_class=_Parser, prog="parlett-table")

    replay = commands.add_parser("replay", help="check a deal record and print its outcome as JSON")
    replay.add_argument("file", help="the deal record (- for standard input)")

    _add_analyse(commands)
    deal = commands.add_parser("deal", help="print a new deal record")
    deal.add_argument("--game", required=True, choices=sorted(GAMES))
    deal.add_argument("--players", type=whole(*PLAYERS), help="number of players, as the game allows")
    deal.add_argument("--seed", type=whole(*SEEDS), help="deal number (random if not given)")
    deal.add_argument("--dealer", type=whole(*SEATS), help="the dealer's seat (drawn from the seed if not given)")
    deal.add_argument(
        "--option", action="append", default=[], metavar="ID=VALUE",
        help="a game option, for example same_suit=individual or deck=54",
    )  # fmt: skip
    tournament = commands.add_parser(
        "tournament", help="play computer players against each other and compare them with confidence intervals"
    )
    tournament.add_argument("--game", required=True, choices=sorted(GAMES))
    tournament.add_argument("--players", type=whole(*PLAYERS), help="number of players, as the game allows")
    tournament.add_argument("--seats", required=True, help="levels by seat, e.g. expert,standard,standard")
    tournament.add_argument("--deals", type=whole(*TOURNAMENT_DEALS), default=100,
                            help="distinct deals (each played once per seat rotation)")  # fmt: skip
    tournament.add_argument("--seed", type=whole(*SEEDS), default=1, help="the first deal number")
    tournament.add_argument("--sims", type=whole(*SIMS), help="the expert's simulations per decision")
    tournament.add_argument("--time-limit", type=seconds, metavar="SECONDS",
                            help="cap the expert's search as the table does (0.25 s)")  # fmt: skip
    tournament.add_argument("--option", action="append", default=[], metavar="ID=VALUE", help="a game option")
    tournament.add_argument("--json", action="store_true", help="print the results as JSON")
    bench = commands.add_parser(
        "bench", help="measure the engine, the computer players and the window's responsiveness against their goals"
    )
    bench.add_argument("--full", action="store_true", help="add the memory run, the click soak and more positions")
    bench.add_argument("--json", action="store_true", help="print the figures as JSON")
    add_serve(commands, whole, seconds)
    return parser


def _add_analyse(commands: Any) -> None:
    analyse = commands.add_parser(
        "analyse", help="look again at every decision of one seat in a deal record: what the expert finds each cost"
    )
    analyse.add_argument("file", help="the deal record (- for standard input)")
    analyse.add_argument("--seat", type=whole(*SEATS), default=0,
                         help="the seat whose decisions are looked at (0 if not given)")
    analyse.add_argument("--sims", type=whole(*SIMS), help="simulations per decision (the expert's 600 if not given)")
    analyse.add_argument("--seed", type=whole(*SEEDS), default=0,
                         help="the search's seed: the same seed gives the same analysis")
    analyse.add_argument("--json", action="store_true", help="print the analysis as JSON")


def main(argv: Sequence[str] | None = None) -> int:
    try:
        status = _run(argv)
        if sys.stdout is not None:
            sys.stdout.flush()  # here, so that a reader gone away is noticed inside the ``try``
        return status
    except BrokenPipeError:
        # The reader stopped reading (``| head -c1``): nothing is wrong and nothing more can be said.
        _silence_standard_output()
        return 1
    except OutputTrouble as trouble:
        _silence_standard_output()
        if sys.stderr is not None:
            print(f"parlett-table: the output could not be written: {one_line(str(trouble))}", file=sys.stderr)
        return 1


def _silence_standard_output() -> None:
    """Standard output to devnull, as Python's documentation advises, so that the flush at exit does not fail
    again with a traceback."""
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, sys.stdout.fileno())


COMMANDS = ("replay", "analyse", "deal", "tournament", "bench", "serve")


def split_record(parser: argparse.ArgumentParser, argv: Sequence[str]) -> tuple[list[str], str | None]:
    """The arguments without the deal record named as the first word that is no option, option value or command
    (``parlett-table some.parlett``, ``parlett-table --speed fast -- -odd-name.parlett``), and that record.

    A bare word that looks like no file (``parlett-table shuffle``) is left to argparse as a mistyped command.
    """
    takes_value = {name for action in parser._actions for name in action.option_strings if action.nargs != 0}
    words = list(argv)
    index = 0
    while index < len(words):
        word = words[index]
        if word == "--":
            rest = words[index + 1 :]
            return words[:index] + rest[1:], rest[0] if rest else None
        if word in COMMANDS:
            return words, None
        if word.startswith("-") and word != "-":
            index += 2 if word in takes_value else 1
            continue
        if not _looks_like_a_record(word):  # a mistyped command: argparse says which commands there are
            return words, None
        return words[:index] + words[index + 1 :], word
    return words, None


def _looks_like_a_record(word: str) -> bool:
    """A path (as a file manager passes it), a name ending .parlett or .json, or a file that is there."""
    return os.sep in word or "/" in word or word.lower().endswith((".parlett", ".json")) or os.path.isfile(word)


def _run(argv: Sequence[str] | None) -> int:
    try:
        parser = build_parser()
        words, record = split_record(parser, sys.argv[1:] if argv is None else argv)
        args = parser.parse_args(words)
        if (args.command or args.install_desktop_entry or args.remove_desktop_entry) and stop_noting():
            return 130  # Ctrl+C (or SIGTERM) while a command other than the window was starting
        if args.command == "replay":
            return run_replay(args.file)
        if args.command == "analyse":
            return run_analyse(args)
        if args.command == "deal":
            return run_deal(args)
        if args.command == "tournament":
            return run_tournament(args)
        if args.install_desktop_entry or args.remove_desktop_entry:
            if record is not None:
                raise Usage(f"parlett-table: {one_line(record)}: a deal record goes with no other command")
            return run_desktop_entry(remove=args.remove_desktop_entry and not args.install_desktop_entry)
        if args.command == "serve":
            return run_serve(args)
        if args.command == "bench":
            from .bench import run as run_bench

            return run_bench(args.full, args.json)
        return run_window(args, record)
    except Usage as error:
        if sys.stderr is not None:
            print(one_line(str(error)), file=sys.stderr)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return 130


def one_line(text: str) -> str:
    """A message as one line: a character that would break it or not show (a newline in a file name,
    U+2028, a control character) is written as its escape."""
    return "".join(c if c.isprintable() else c.encode("unicode_escape").decode("ascii") for c in text)


def run_replay(path: str) -> int:
    say(json_text(replay_report(_read_record(path))))
    return 0


def _read_record(path: str) -> Deal:
    """The deal a record file (or ``-``, standard input) describes; a bad file or record is one line for the user."""
    try:
        if path == "-":
            if sys.stdin is None:  # started with standard input closed (``<&-``)
                raise Usage("-: standard input is closed")
            binary = getattr(sys.stdin, "buffer", None)
            if binary is None:  # a text stream put in its place
                return deal_from_bytes(sys.stdin.read(RECORD_BYTES + 1).encode("utf-8", "surrogatepass"))
            return deal_from_bytes(binary.read(RECORD_BYTES + 1))  # never more: /dev/zero has no end
        return read_deal_file(path)
    except RecordFileError as error:
        raise Usage(f"{one_line(path)}: {error}") from None
    except RecordError as error:
        raise Usage(str(error)) from None
    except OSError as error:
        raise Usage(f"{one_line(path)}: cannot read: {error.strerror or error}") from None


class OutputTrouble(Exception):
    """Standard output could not take what was written (a full disk, ``/dev/full``)."""


def say(text: str) -> None:
    """``text`` on standard output, now; a failure to write it is an ``OutputTrouble`` (a reader gone away stays a
    ``BrokenPipeError``)."""
    try:
        print(text, flush=True)
    except BrokenPipeError:
        raise
    except OSError as error:
        raise OutputTrouble(error.strerror or str(error)) from None


def run_analyse(args: argparse.Namespace) -> int:
    from .ai.analysis import analyse_deal
    from .ai.analysis_report import analysis_json, analysis_table
    from .ai.expert import DEFAULT_SIMS

    deal = _read_record(args.file)
    if not 0 <= args.seat < deal.players:
        raise Usage(f"--seat: {args.seat} is not a seat of this {deal.players}-player deal (0 to {deal.players - 1})")
    sims = DEFAULT_SIMS if args.sims is None else args.sims
    looked = analyse_deal(deal, args.seat, sims, args.seed)
    say(json_text(analysis_json(looked, deal.players)) if args.json else analysis_table(deal, args.seat, looked))
    return 0


def json_text(value: object, indent: int = 0) -> str:
    """JSON laid out for people: one line for any array or object of plain values."""
    if _is_flat(value):
        return json.dumps(value, ensure_ascii=False)
    pad = " " * (indent + 2)
    if isinstance(value, dict):
        items = [f"{pad}{json.dumps(key)}: {json_text(item, indent + 2)}" for key, item in value.items()]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    assert isinstance(value, list)
    items = [pad + json_text(item, indent + 2) for item in value]
    return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"


def _is_flat(value: object) -> bool:
    if isinstance(value, dict):
        return all(_is_scalar(item) or _is_scalar_list(item) for item in value.values())
    return _is_scalar(value) or _is_scalar_list(value)


def _is_scalar(value: object) -> bool:
    return not isinstance(value, (dict, list))


def _is_scalar_list(value: object) -> bool:
    return isinstance(value, list) and all(_is_scalar(item) for item in value)


def _option_value(key: str, text: str) -> object:
    """``deck=54`` gives 54, ``partner_talk=true`` True, ``same_suit=individual`` the string."""
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        return text
    except ValueError:  # an integer of more digits than Python converts
        raise Usage(f"--option {key}: the number has too many digits") from None
    except RecursionError:
        raise Usage(f"--option {key}: the value is nested too deeply") from None


def _options(items: Sequence[str]) -> dict[str, object]:
    options: dict[str, object] = {}
    for item in items:
        key, sep, value = item.partition("=")
        if not sep or not key:
            raise Usage(f"--option {item}: expected ID=VALUE")
        options[key] = _option_value(key, value)
    return options


def run_tournament(args: argparse.Namespace) -> int:
    from .ai import LEVELS, make_player
    from .ai.tournament import TimedPlayer, stderr_progress
    from .ai.tournament import run_tournament as play

    try:
        game = create_game(args.game, args.players, _options(args.option))
    except OptionError as error:
        raise Usage(str(error)) from None
    levels = [level.strip() for level in args.seats.split(",")]
    unknown = [level for level in levels if level not in LEVELS]
    if unknown:
        raise Usage(f"--seats: unknown level {unknown[0]!r} (levels: {', '.join(LEVELS)})")
    if len(levels) != game.players:
        raise Usage(f"--seats: {len(levels)} levels for {game.players} players")
    players = [make_player(level, args.sims, args.time_limit) for level in levels]
    timed = [TimedPlayer(player) for player in players if player.level == "expert"]
    for player in timed:
        players[players.index(player.player)] = player
    result = play(game, players, args.deals, args.seed, stderr_progress())
    report = result.to_json()
    capped = [player.cap_line(args.time_limit) for player in timed] if args.time_limit is not None else []
    if capped:
        report["time_limit"] = args.time_limit
        report["capped"] = capped
    say(json_text(report) if args.json else "\n".join([result.table(), *([""] + capped if capped else [])]))
    return 0


def run_desktop_entry(remove: bool = False) -> int:
    """``--install-desktop-entry`` (the files written) or ``--remove-desktop-entry`` (the files deleted)."""
    from .system.desktop import install_desktop_entry, remove_desktop_entry

    try:
        paths = remove_desktop_entry() if remove else install_desktop_entry()
    except ValueError as error:
        raise Usage(f"parlett-table: {error}") from None
    for path in paths:
        say(str(path))
    if remove and not paths:
        print("parlett-table: no desktop entry of Parlett Table was installed for you", file=sys.stderr)
    return 0


def run_window(args: argparse.Namespace, record: str | None = None) -> int:
    """The card table (or, with ``--demo``, computer players watched at it), opening ``record`` if given."""
    if not args.demo and (args.quit or args.seed is not None):
        raise Usage("--quit and --seed go with --demo")
    if record is not None and (args.demo or args.game is not None or args.players is not None):
        raise Usage(f"parlett-table: {one_line(record)}: a deal record opens on its own (not with --demo or --game)")
    if record is not None:
        record = _absolute(record)
    if sys.platform.startswith("linux") and not _has_screen():
        raise Usage("parlett-table: no screen to open the window on (DISPLAY and WAYLAND_DISPLAY are not set)")
    note_quit_signals()  # before Qt loads (if the command's first moment has not): the start is never cut half-way
    try:
        from .ui.app import Demo, run
    except ImportError as error:
        raise Usage(f"parlett-table: the card table needs Qt (PySide6), which could not be loaded: {error}") from None
    game = None
    if args.demo or args.game is not None or args.players is not None:
        try:
            game = create_game(args.game or "hoodwink", args.players)
        except OptionError as error:
            raise Usage(str(error)) from None
    try:
        if args.demo and game is not None:
            seed = args.seed if args.seed is not None else new_deal_number()
            return run(Demo(game, args.deals, args.speed, seed, args.quit))
        return run(first_game=game, record=record)  # the game asked for opens unless a saved match is resumed
    finally:
        stop_noting()


def _absolute(path: str) -> str:
    """The record's absolute path: a program already running (which is handed it) has its own working folder.
    Whether it can be played is for the window to say, in a dialog a double-click shows too."""
    try:
        return os.path.abspath(path)
    except ValueError:  # a NUL in the name
        raise Usage(f"{one_line(path)}: not a possible file name") from None


def _has_screen() -> bool:
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY") or os.environ.get("QT_QPA_PLATFORM"))


def run_deal(args: argparse.Namespace) -> int:
    options = _options(args.option)
    seed = args.seed if args.seed is not None else new_deal_number()
    try:
        game = create_game(args.game, args.players, options)
        deal = Deal.start(game, seed, args.dealer)
    except (OptionError, RecordError) as error:
        raise Usage(str(error)) from None
    say(json_text(deal_to_record(deal)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
