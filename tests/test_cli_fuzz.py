"""A fuzz of the command line: whatever the arguments, one readable line or a result, never a traceback.

``main`` runs in-process on arbitrary option values, file names, record texts and
argument lists for ``deal``, ``replay``, ``tournament`` (tiny deal counts) and the
top-level parser.  Each run must end with exit status 0 or 2, at most one line on
standard error and no traceback, and for ``deal`` and ``replay`` a status of 0
means valid JSON on standard output.  (The record parser has its own, larger
fuzz in ``test_record.py``.)
"""

from __future__ import annotations

import contextlib
import io
import json
import sys
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, assume, event, given, settings
from hypothesis import strategies as st

from parlett_table import cli
from parlett_table.engine import GAMES, Deal, create_game, deal_to_record

FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
# Characters a terminal would break a line on, and others that tend to find mistakes, mixed into text.
ODD = st.sampled_from(["\n", "\r", "\u2028", "\u2029", "\x85", "\x0b", "\x00", "\t", "\udcff", "=", ",", "-", '"'])
TEXT = st.text(st.one_of(st.characters(), ODD), max_size=12)
GAME_IDS = sorted(GAMES)
OPTION_IDS = sorted({spec.id for game in GAMES.values() for spec in game.option_specs})
KEY = st.sampled_from(OPTION_IDS) | TEXT
JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | TEXT,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(KEY, inner, max_size=3),
    max_leaves=6,
)
NUMBER = st.integers(-3, 7).map(str) | st.integers().map(str) | TEXT


def mostly(good: st.SearchStrategy[str], odd: st.SearchStrategy[str], odd_share: int = 4) -> st.SearchStrategy[str]:
    """One draw in ``odd_share`` from ``odd``, the rest from ``good``: most runs get past the parser, so the
    rest of the path is fuzzed too."""
    return st.integers(1, odd_share).flatmap(lambda pick: odd if pick == 1 else good)


def good_option(game_id: str) -> st.SearchStrategy[str]:
    """``ID=VALUE`` for one of the game's options, with a value it may well accept."""
    specs = GAMES[game_id].option_specs
    if not specs:
        return st.nothing()
    return st.sampled_from(specs).flatmap(
        lambda spec: (st.sampled_from(spec.choices) if spec.choices else st.integers(-3, 400)).map(
            lambda value: f"{spec.id}={json.dumps(value) if not isinstance(value, str) else value}"
        )
    )


ODD_VALUE = st.one_of(
    st.builds(json.dumps, JSONISH),
    TEXT,
    st.sampled_from([2, 1000, 3000, 100_000]).map(lambda depth: "[" * depth + "]" * depth),
    st.sampled_from(["9" * 5000, "1e400", "NaN", "-0", "54.0", ""]),
)
ODD_OPTION = st.tuples(KEY, ODD_VALUE).map("=".join) | TEXT  # TEXT: no "=", or one anywhere


@st.composite
def game_arguments(draw: st.DrawFn, odd_options: int = 4) -> list[str]:
    """``--game G [--players N] [--option ID=VALUE ...]``, mostly sensible; one option in ``odd_options`` odd."""
    game = draw(mostly(st.sampled_from(GAME_IDS), TEXT))
    args = ["--game", game]
    if draw(st.booleans()):
        counts = GAMES[game].player_counts if game in GAMES else (3,)
        args += ["--players", draw(mostly(st.sampled_from(counts).map(str), NUMBER))]
    good = good_option(game) if game in GAMES else st.nothing()
    for option in draw(st.lists(mostly(good, ODD_OPTION, odd_options) if game in GAMES else ODD_OPTION, max_size=3)):
        args += ["--option", option]
    return args


def run_main(args: Sequence[str], stdin: str = "") -> tuple[int, str, str]:
    """``main`` as the shell sees it: (status, stdout, stderr); a ``SystemExit`` (``--help``) counts too."""
    out, err = io.StringIO(), io.StringIO()
    previous_stdin = sys.stdin
    sys.stdin = io.StringIO(stdin)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            try:
                status = cli.main(list(args))
            except SystemExit as stop:
                status = stop.code if isinstance(stop.code, int) else 2
    finally:
        sys.stdin = previous_stdin
    return status, out.getvalue(), err.getvalue()


def check(status: int, out: str, err: str, json_out: bool) -> None:
    event(f"exit status {status}")  # shown by --hypothesis-show-statistics: how often a run got through
    assert status in (0, 2), (status, err)
    assert "Traceback" not in err
    if status == 2:
        assert out == "" and err.endswith("\n") and len(err.splitlines()) == 1, err
    else:
        # A tournament's progress redraws one line with carriage returns; anything else says nothing.
        assert len(err.split("\n")) <= 2 and "\n" not in err.rstrip("\n"), err
        if json_out:
            json.loads(out)


@FUZZ
@given(
    game=game_arguments(),
    seed=st.none() | mostly(st.integers(0, 10**9).map(str), NUMBER),
    dealer=st.none() | mostly(st.integers(0, 2).map(str), NUMBER),
)
def test_deal_with_any_arguments(game: list[str], seed: str | None, dealer: str | None) -> None:
    args = ["deal", *game]
    for flag, value in (("--seed", seed), ("--dealer", dealer)):
        if value is not None:
            args += [flag, value]
    check(*run_main(args), json_out=True)


def record_texts() -> st.SearchStrategy[str]:
    """A deal record with one field replaced by anything, a few actions cut off, or any text at all."""
    deal = Deal.start(create_game("hoodwink"), 7, dealer=0)
    for _ in range(5):
        deal, _ = deal.apply(deal.legal_actions()[0])
    base = json.loads(json.dumps(deal_to_record(deal)))

    def replaced(item: tuple[str, object]) -> str:
        key, value = item
        return json.dumps({**base, key: value}, ensure_ascii=False)

    def cut(length: int) -> str:
        return json.dumps({**base, "actions": base["actions"][:length]})

    fields = st.sampled_from([*base, "extra"])
    options = st.tuples(st.just("options"), st.dictionaries(KEY, TEXT | JSONISH, min_size=1, max_size=2))
    return st.one_of(st.tuples(fields, JSONISH).map(replaced), options.map(replaced), st.integers(0, 5).map(cut), TEXT)


@FUZZ
@given(name=TEXT)
def test_replay_of_any_file_name(tmp_path_factory: pytest.TempPathFactory, name: str) -> None:
    folder = tmp_path_factory.getbasetemp() / "nothing-here"  # names below it do not exist (or are folders)
    check(*run_main(["replay", f"{folder}/{name}"]), json_out=True)


@FUZZ
@given(text=record_texts())
def test_replay_of_any_standard_input(text: str) -> None:
    check(*run_main(["replay", "-"], stdin=text), json_out=True)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    game=game_arguments(odd_options=2),
    seats=mostly(
        st.sampled_from(["random", "beginner", "standard"]).map(lambda level: ",".join([level] * 3)),
        st.lists(st.sampled_from(["random", "standard", "expert"]) | TEXT, min_size=1, max_size=6).map(",".join),
    ),
    # Never many deals: any count above the few played here is only slower, not different.
    deals=mostly(st.integers(1, 2).map(str), st.integers(-3, 0).map(str) | TEXT | st.just("9" * 5000)),
    as_json=st.booleans(),
)
def test_tournament_with_any_arguments(game: list[str], seats: str, deals: str, as_json: bool) -> None:
    args = ["tournament", *game, "--seats", seats, "--deals", deals, *(["--json"] if as_json else [])]
    if "expert" in seats:
        args += ["--sims", "4"]  # a tiny budget: the fuzz is about the arguments, not the search
    check(*run_main(args), json_out=as_json)


WORDS = st.sampled_from(
    ["--demo", "--game", "--players", "--deals", "--speed", "--seed", "--quit", "--version", "--help", "-h",
     "replay", "deal", "tournament", "hoodwink", "crescendo", "fast", "off", "3", "0", "-1", "--", "-"]
)  # fmt: skip


STARTS = st.sampled_from(
    [[], ["--demo"], ["replay"], ["deal", "--game", "hoodwink"], ["tournament", "--game", "hamlet", "--deals", "1"]]
)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="only on Linux does the window need a screen variable")
@FUZZ
@given(start=STARTS, rest=st.lists(WORDS | TEXT, max_size=6))
def test_the_top_level_parser_with_any_arguments(start: list[str], rest: list[str]) -> None:
    args = start + rest
    # Nothing here may open a window, run the benchmark, or write a menu entry: a run that would open
    # the window is told there is no screen once its arguments have been checked.
    assume("bench" not in args and not any(arg.startswith("--i") for arg in args))
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(cli, "_has_screen", lambda: False)
        status, out, err = run_main(args)
    check(status, out, err, json_out=False)


def test_the_fuzz_reaches_past_the_parser() -> None:
    """The fuzz's harness itself: a good request gives JSON, a bad one one line (so the checks can fail)."""
    status, out, _ = run_main(["deal", "--game", "hamlet", "--seed", "4"])
    assert status == 0 and json.loads(out)["game"] == "hamlet"
    status, out, err = run_main(["deal", "--game", "hamlet", "--option", "nope=1"])
    assert (status, out) == (2, "") and len(err.splitlines()) == 1
