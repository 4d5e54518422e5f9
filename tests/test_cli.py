"""The ``parlett-table`` command: ``replay`` and ``deal`` as specified in ``shared/spec/deal-record.md``.

Most cases call ``cli.main`` in-process; a few run the real command in a
subprocess to check what a shell sees: exit status, the two streams, no traceback.
"""

from __future__ import annotations

import io
import json
import os
import random
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from parlett_table import __version__
from parlett_table.cli import main
from parlett_table.engine import Deal, create_game, deal_to_record, read_deal, replay_report

ROOT = Path(__file__).resolve().parent.parent
REPORT_KEYS = {"game", "players", "complete", "trump", "aim", "roles", "tricks", "tricks_won", "scores", "to_move"}


def finished_record(game_id: str = "hoodwink", players: int | None = None, seed: int = 12) -> dict[str, Any]:
    deal = Deal.start(create_game(game_id, players), seed, dealer=1)
    rng = random.Random(seed)
    while not deal.is_over:
        deal, _ = deal.apply(rng.choice(deal.legal_actions()))
    return json.loads(json.dumps(deal_to_record(deal)))


def run(
    *args: str, stdin: str | bytes | None = None, env: dict[str, str] | None = None, timeout: float = 60
) -> subprocess.CompletedProcess[str]:
    """The real command, as a shell runs it."""
    data = stdin.encode() if isinstance(stdin, str) else stdin
    result = subprocess.run(
        [sys.executable, "-m", "parlett_table", *args],
        input=data, capture_output=True, cwd=ROOT, timeout=timeout, env=env,
    )  # fmt: skip
    return subprocess.CompletedProcess(
        result.args, result.returncode, result.stdout.decode("utf-8"), result.stderr.decode("utf-8")
    )


def call(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """``main`` in-process: (exit status, stdout, stderr)."""
    status = main(list(args))
    out, err = capsys.readouterr()
    return status, out, err


def assert_usage_error(status: int, out: str, err: str, *fragments: str) -> None:
    """Exit 2, nothing on stdout, exactly one line on stderr naming the problem, no traceback."""
    assert status == 2
    assert out == ""
    assert err.endswith("\n") and len(err.splitlines()) == 1, err
    assert "Traceback" not in err
    for fragment in fragments:
        assert fragment in err, err


def deal_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, Any]:
    status, out, err = call(capsys, "deal", *args)
    assert (status, err) == (0, "")
    return json.loads(out)


# --- replay -------------------------------------------------------------------------------------


def test_replay_prints_the_report_of_a_record_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = finished_record()
    path = tmp_path / "deal.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    status, out, err = call(capsys, "replay", str(path))
    assert (status, err) == (0, "")
    report = json.loads(out)  # exactly one JSON value, or this raises
    assert set(report) == REPORT_KEYS
    assert report == replay_report(read_deal(json.dumps(record)))
    assert report["complete"] is True and report["to_move"] is None
    assert out.endswith("\n")


def test_replay_reads_standard_input_for_a_dash(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    record = finished_record("crescendo", 4)
    monkeypatch.setattr(sys, "stdin", io.StringIO(json.dumps(record)))
    status, out, err = call(capsys, "replay", "-")
    assert (status, err) == (0, "")
    assert json.loads(out) == replay_report(read_deal(json.dumps(record)))


def test_replay_of_an_unfinished_deal(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = finished_record("whoswho")
    record["actions"] = record["actions"][:4]
    path = tmp_path / "part.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    status, out, _ = call(capsys, "replay", str(path))
    report = json.loads(out)
    assert status == 0
    assert report["complete"] is False and report["scores"] is None
    assert len(report["tricks"]) == 1 and report["to_move"] is not None


@pytest.mark.parametrize(
    ("change", "fragments"),
    [
        (lambda r: r["hands"][1].__setitem__(4, "ZZ"), ("hands[1][4]", "ZZ")),
        (lambda r: r.__setitem__("players", 4), ("players", "4")),
        (lambda r: r["actions"][3].__setitem__("seat", 9), ("actions[3]", "seat 9")),
        (lambda r: r.__setitem__("extra", 1), ("extra", "unknown key")),
        (lambda r: r["options"].__setitem__("same_suit", "mixed"), ("options.same_suit", "mixed")),
        (lambda r: r.__setitem__("format", "parlett-match/1"), ("replay takes one deal",)),
    ],
)
def test_replay_of_a_broken_record_fails_with_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], change: Any, fragments: tuple[str, ...]
) -> None:
    record = finished_record()
    change(record)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert_usage_error(*call(capsys, "replay", str(path)), *fragments)


def test_replay_of_an_illegal_play_names_the_action_and_the_rule(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Dealer 2, seat 0 leads. Proposals AH 7H JH: trump hearts. Seat 1 holds 7S but plays 9H to a spade lead.
    hands = [
        "AS KS AH QH 9D 8D 7D AC KC QC JK",
        "7S 9H 7H QS JS AD KD QD TC 9C 8C",
        "TS 9S 8S KH JH TH 8H JD TD JC 7C",
    ]
    record = {
        "format": "parlett-deal/1",
        "game": "hoodwink",
        "players": 3,
        "dealer": 2,
        "hands": [hand.split() for hand in hands],
        "actions": [
            {"seat": 0, "propose": "AH"},
            {"seat": 1, "propose": "7H"},
            {"seat": 2, "propose": "JH"},
            {"seat": 0, "play": "AS"},
            {"seat": 1, "play": "9H"},
        ],
    }
    path = tmp_path / "illegal.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    status, out, err = call(capsys, "replay", str(path))
    assert_usage_error(status, out, err)
    assert err == "actions[4]: seat 1 must follow suit (holds a spade), played 9H\n"


def test_replay_of_a_missing_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    missing = tmp_path / "nowhere.json"
    assert_usage_error(*call(capsys, "replay", str(missing)), str(missing))


def test_replay_of_a_directory(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert_usage_error(*call(capsys, "replay", str(tmp_path)), str(tmp_path))


def test_replay_of_a_file_not_in_utf8(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "latin1.json"
    path.write_bytes(json.dumps(finished_record()).replace('"hoodwink"', '"hoodw\u00efnk"').encode("latin-1"))
    assert_usage_error(*call(capsys, "replay", str(path)), str(path), "UTF-8")


@pytest.mark.parametrize("content", ["", "   \n", "{}", '{"format": "parlett-deal/1"', "NaN"])
def test_replay_of_an_empty_or_truncated_file(tmp_path: Path, capsys: pytest.CaptureFixture[str], content: str) -> None:
    path = tmp_path / "empty.json"
    path.write_text(content, encoding="utf-8")
    assert_usage_error(*call(capsys, "replay", str(path)))


def test_replay_without_a_file_argument(capsys: pytest.CaptureFixture[str]) -> None:
    assert_usage_error(*call(capsys, "replay"), "file")


# --- deal ---------------------------------------------------------------------------------------


def test_deal_prints_a_new_record_with_options_in_full(capsys: pytest.CaptureFixture[str]) -> None:
    record = deal_json(capsys, "--game", "hoodwink", "--seed", "7")
    assert list(record) == ["format", "game", "players", "options", "dealer", "hands", "undealt", "actions", "seed"]
    assert record["format"] == "parlett-deal/1" and record["game"] == "hoodwink" and record["players"] == 3
    assert record["options"] == {
        "target": 100,
        "trump_selection": "free",
        "same_suit": "fixed",
        "no_tie": "plain",
        "scoring": "standard",
        "deals": 9,
        "partner_talk": False,
    }
    assert record["actions"] == [] and record["undealt"] == [] and record["seed"] == 7
    assert all(len(hand) == 11 for hand in record["hands"])
    deal = read_deal(json.dumps(record))
    assert deal.to_move == (record["dealer"] + 1) % 3


@pytest.mark.parametrize(
    ("game_id", "players"), [("hoodwink", 3), ("crescendo", 2), ("crescendo", 5), ("whoswho", 3), ("hamlet", 3)]
)
def test_deal_deals_what_the_seed_and_dealer_decide(
    capsys: pytest.CaptureFixture[str], game_id: str, players: int
) -> None:
    record = deal_json(capsys, "--game", game_id, "--players", str(players), "--seed", "31", "--dealer", "1")
    expected = deal_to_record(Deal.start(create_game(game_id, players), 31, 1))
    assert record == json.loads(json.dumps(expected))
    assert record["players"] == players and record["dealer"] == 1 and record["seed"] == 31


def test_deal_with_the_same_seed_prints_the_same_record(capsys: pytest.CaptureFixture[str]) -> None:
    outputs = set()
    for _ in range(3):
        status, out, _ = call(capsys, "deal", "--game", "whoswho", "--seed", "123")
        assert status == 0
        outputs.add(out)
    assert len(outputs) == 1
    status, other, _ = call(capsys, "deal", "--game", "whoswho", "--seed", "124")
    assert status == 0 and other not in outputs


def test_deal_without_a_seed_draws_one_and_prints_it(capsys: pytest.CaptureFixture[str]) -> None:
    record = deal_json(capsys, "--game", "hamlet")
    seed = record["seed"]
    assert type(seed) is int
    again = deal_json(capsys, "--game", "hamlet", "--seed", str(seed))
    assert again == record  # the printed seed (and the dealer it draws) reproduce the deal


def test_deal_without_a_dealer_draws_it_from_the_seed(capsys: pytest.CaptureFixture[str]) -> None:
    dealers = set()
    for seed in range(1, 16):
        first = deal_json(capsys, "--game", "crescendo", "--players", "4", "--seed", str(seed))
        second = deal_json(capsys, "--game", "crescendo", "--players", "4", "--seed", str(seed))
        assert first == second
        dealer = first["dealer"]
        assert dealer in range(4)
        dealers.add(dealer)
        # Naming that same dealer gives the very same deal: the draw does not change the shuffle.
        named = deal_json(capsys, "--game", "crescendo", "--players", "4", "--seed", str(seed), "--dealer", str(dealer))
        assert named == first
    assert len(dealers) > 1  # drawn, not fixed


@pytest.mark.parametrize(("game_id", "players"), [("hoodwink", 3), ("crescendo", 4), ("crescendo", 5), ("hamlet", 3)])
def test_deal_with_another_dealer_deals_the_same_shuffle_from_the_new_dealers_left(
    capsys: pytest.CaptureFixture[str], game_id: str, players: int
) -> None:
    args = ["--game", game_id, "--players", str(players), "--seed", "77"]
    by_dealer = {d: deal_json(capsys, *args, "--dealer", str(d)) for d in range(players)}
    base = by_dealer[0]
    for dealer, record in by_dealer.items():
        assert record["dealer"] == dealer and record["seed"] == 77 and record["undealt"] == base["undealt"]
        for offset in range(players):
            # The seat `offset` places left of the dealer's left gets the same cards whoever deals.
            seat, base_seat = (dealer + 1 + offset) % players, (1 + offset) % players
            assert record["hands"][seat] == base["hands"][base_seat]
    assert by_dealer[0]["hands"] != by_dealer[1]["hands"]


@pytest.mark.parametrize(
    ("game_id", "option", "value"),
    [
        ("whoswho", "deck=54", 54),
        ("whoswho", "target=60", 60),
        ("hoodwink", "partner_talk=true", True),
        ("hoodwink", "same_suit=individual", "individual"),
        ("hoodwink", 'same_suit="individual"', "individual"),
        ("hoodwink", "trump_selection=longest", "longest"),
        ("hoodwink", "no_tie=middle", "middle"),
        ("hamlet", "target=300", 300),
    ],
)
def test_deal_options_take_json_values_or_bare_strings(
    capsys: pytest.CaptureFixture[str], game_id: str, option: str, value: object
) -> None:
    record = deal_json(capsys, "--game", game_id, "--seed", "5", "--option", option)
    key = option.partition("=")[0]
    assert json.dumps(record["options"][key]) == json.dumps(value)
    read_deal(json.dumps(record))


def test_deal_with_several_options(capsys: pytest.CaptureFixture[str]) -> None:
    record = deal_json(
        capsys, "--game", "hoodwink", "--seed", "5", "--option", "scoring=fluctuating", "--option", "deals=12",
        "--option", "same_suit=individual", "--option", "no_tie=by_suit",
    )  # fmt: skip
    options = record["options"]
    assert (options["scoring"], options["deals"], options["same_suit"], options["no_tie"]) == (
        "fluctuating",
        12,
        "individual",
        "by_suit",
    )


def test_deal_with_the_54_card_pack_deals_18_each(capsys: pytest.CaptureFixture[str]) -> None:
    record = deal_json(capsys, "--game", "whoswho", "--seed", "9", "--option", "deck=54")
    assert [len(hand) for hand in record["hands"]] == [18, 18, 18]
    assert sum(code.startswith("JK") for hand in record["hands"] for code in hand) == 2


def test_deal_five_jokers_with_five_players(capsys: pytest.CaptureFixture[str]) -> None:
    record = deal_json(capsys, "--game", "crescendo", "--players", "5", "--seed", "2", "--option", "five_jokers=true")
    assert record["options"] == {"five_jokers": True}
    assert len(record["undealt"]) == 2 and all(len(hand) == 10 for hand in record["hands"])


@pytest.mark.parametrize(
    ("args", "fragments"),
    [
        (["--game", "hoodwink", "--option", "colour=red"], ("colour",)),
        (["--game", "whoswho", "--option", "deck=55"], ("deck", "55")),
        (["--game", "whoswho", "--option", "deck=fifty"], ("deck",)),
        (["--game", "hoodwink", "--option", "deals=10"], ("deals", "multiple of 3")),
        (["--game", "crescendo", "--players", "3", "--option", "five_jokers=true"], ("five_jokers",)),
        (["--game", "hoodwink", "--option", "partner_talk"], ("partner_talk", "ID=VALUE")),
        (["--game", "hoodwink", "--option", "=true"], ("ID=VALUE",)),
        (["--game", "hoodwink", "--players", "4"], ("4",)),
        (["--game", "crescendo", "--players", "6"], ("6",)),
        (["--game", "hoodwink", "--dealer", "3"], ("dealer", "3")),
        (["--game", "crescendo", "--players", "4", "--dealer", "-1"], ("dealer",)),
        (["--game", "bridge"], ("bridge",)),
        (["--game", "hoodwink", "--seed", "seven"], ("seed",)),
        (["--players", "3"], ("--game",)),
    ],
)
def test_deal_with_a_bad_request_fails_with_one_line(
    capsys: pytest.CaptureFixture[str], args: list[str], fragments: tuple[str, ...]
) -> None:
    assert_usage_error(*call(capsys, "deal", *args), *fragments)


# --- the command itself ----------------------------------------------------------------------------


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="only Linux can lack a screen this way")
def test_no_arguments_without_a_screen_says_so_in_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    for variable in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        monkeypatch.delenv(variable, raising=False)
    status, out, err = call(capsys)
    assert (status, out) == (2, "")
    assert "no screen" in err and len(err.splitlines()) == 1


@pytest.mark.parametrize(
    ("args", "fragment"),
    [(["--quit"], "--demo"), (["--seed", "3"], "--demo"), (["--demo", "--deals", "0"], "--deals"),
     (["--demo", "--game", "crescendo", "--players", "7"], "players")],
)  # fmt: skip
def test_window_options_that_do_not_fit_fail_with_one_line(
    capsys: pytest.CaptureFixture[str], args: list[str], fragment: str
) -> None:
    assert_usage_error(*call(capsys, *args), fragment)


def test_version_prints_the_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as info:
        main(["--version"])
    assert info.value.code == 0
    assert capsys.readouterr().out.strip() == f"parlett-table {__version__}"


def test_unknown_command_fails_with_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert_usage_error(*call(capsys, "shuffle"), "shuffle")


# --- the real command, in a subprocess --------------------------------------------------------------


def test_command_replays_a_file_and_standard_input(tmp_path: Path) -> None:
    record = finished_record("hamlet")
    path = tmp_path / "hamlet.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    expected = replay_report(read_deal(json.dumps(record)))
    from_file = run("replay", str(path))
    from_stdin = run("replay", "-", stdin=json.dumps(record))
    for result in (from_file, from_stdin):
        assert (result.returncode, result.stderr) == (0, "")
        assert json.loads(result.stdout) == expected


def test_command_deal_then_replay_pipeline() -> None:
    dealt = run("deal", "--game", "hoodwink", "--seed", "2718", "--dealer", "2", "--option", "partner_talk=true")
    assert (dealt.returncode, dealt.stderr) == (0, "")
    replayed = run("replay", "-", stdin=dealt.stdout)
    assert (replayed.returncode, replayed.stderr) == (0, "")
    report = json.loads(replayed.stdout)
    assert report == {
        "game": "hoodwink",
        "players": 3,
        "complete": False,
        "trump": None,
        "aim": None,
        "roles": [None, None, None],
        "tricks": [],
        "tricks_won": [0, 0, 0],
        "scores": None,
        "to_move": 0,
    }


def test_command_rejects_a_bad_record_with_status_2_and_one_line(tmp_path: Path) -> None:
    record = finished_record("crescendo", 3)
    record["actions"][5]["seat"] = (record["actions"][5]["seat"] + 1) % 3
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    for result in (run("replay", str(path)), run("replay", "-", stdin=json.dumps(record))):
        assert result.returncode == 2
        assert result.stdout == ""
        assert len(result.stderr.splitlines()) == 1 and result.stderr.startswith("actions[5]: ")
        assert "Traceback" not in result.stderr


def test_command_reports_unreadable_input_in_one_line(tmp_path: Path) -> None:
    latin = tmp_path / "latin.json"
    latin.write_bytes(b'{"format": "parlett-deal/1", "game": "\xe9"}')
    empty = tmp_path / "empty.json"
    empty.write_bytes(b"")
    for result in (run("replay", str(tmp_path / "missing.json")), run("replay", str(latin)), run("replay", str(empty))):
        assert result.returncode == 2 and result.stdout == ""
        assert len(result.stderr.splitlines()) == 1 and "Traceback" not in result.stderr


def test_command_version_and_no_arguments() -> None:
    version = run("--version")
    assert (version.returncode, version.stdout.strip()) == (0, f"parlett-table {__version__}")


@pytest.mark.parametrize(("game", "players"), [("hoodwink", "3"), ("crescendo", "5")])
def test_demo_plays_whole_deals_in_the_window_and_quits(tmp_path: Path, game: str, players: str) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PARLETT_TABLE_HOME": str(tmp_path)}
    args = ("--demo", "--game", game, "--players", players, "--deals", "2", "--speed", "off", "--seed", "5", "--quit")
    result = run(*args, env=env, timeout=240)
    assert result.returncode == 0, result.stderr
    log = (tmp_path / "data" / "parlett-table.log").read_text(encoding="utf-8")
    # No error was reported (a machine without an audio output logs that sound is off, once: a warning).
    assert not [line for line in log.splitlines() if line.startswith("---") and " WARNING " not in line], log
    assert "Traceback" not in log and log.count("Sound is off") <= 1


# --- one line and never a traceback, even for odd input ---


def test_command_error_is_one_line_even_for_a_key_with_a_newline(tmp_path: Path) -> None:
    record = finished_record()
    record["options"]["x\ny"] = 1
    result = run("replay", "-", stdin=json.dumps(record))
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.splitlines()) == 1


def test_command_rejects_a_record_with_a_huge_integer_without_a_traceback() -> None:
    text = json.dumps(finished_record()).replace('"seed": 12', '"seed": ' + "9" * 5000)
    result = run("replay", "-", stdin=text)
    assert "Traceback" not in result.stderr
    assert result.returncode == 2 and result.stdout == "" and len(result.stderr.splitlines()) == 1


def test_deal_with_a_huge_integer_option_fails_with_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert_usage_error(*call(capsys, "deal", "--game", "whoswho", "--option", "target=" + "9" * 5000), "target")


def test_install_desktop_entry_writes_the_menu_entry_and_says_where(tmp_path: Path) -> None:
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path)}
    result = run("--install-desktop-entry", env=env)
    if not sys.platform.startswith("linux"):
        assert result.returncode == 2 and len(result.stderr.splitlines()) == 1
        return
    assert result.returncode == 0, result.stderr
    written = [Path(line) for line in result.stdout.splitlines()]
    assert any(path.suffix == ".desktop" for path in written) and all(path.exists() for path in written)


# --- bad input from the shell: odd characters, a closed stream, deep nesting (issue 16, items 17-21) ---


LINE_BREAKERS = ["\n", "\r", "\u2028", "\x85"]


@pytest.mark.parametrize("breaker", LINE_BREAKERS)
def test_an_option_value_with_a_line_break_is_named_on_one_line(
    capsys: pytest.CaptureFixture[str], breaker: str
) -> None:
    status, out, err = call(capsys, "deal", "--game", "hoodwink", "--option", f"trump_selection=free{breaker}x")
    assert_usage_error(status, out, err, "options.trump_selection")


@pytest.mark.parametrize("breaker", LINE_BREAKERS)
def test_a_record_option_with_a_line_break_is_named_on_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], breaker: str
) -> None:
    record = finished_record()
    record["options"]["trump_selection"] = f"free{breaker}x"
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert_usage_error(*call(capsys, "replay", str(path)), "options.trump_selection")


@pytest.mark.parametrize("breaker", LINE_BREAKERS)
def test_a_file_name_with_a_line_break_is_shown_on_one_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], breaker: str
) -> None:
    assert_usage_error(*call(capsys, "replay", str(tmp_path / f"no{breaker}file.json")), "cannot read")


def test_an_unknown_argument_with_a_line_break_is_shown_on_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert_usage_error(*call(capsys, "deal", "--game", "hoodwink", "odd\nargument"), "unrecognized")


def test_replay_from_a_closed_standard_input_says_so(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", None)  # what Python gives a program started with ``<&-``
    assert_usage_error(*call(capsys, "replay", "-"), "standard input")


@pytest.mark.skipif(sys.platform == "win32", reason="a POSIX shell's <&-")
def test_command_replay_with_standard_input_closed() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "parlett_table", "replay", "-"],
        stdin=subprocess.DEVNULL, capture_output=True, text=True, cwd=ROOT, timeout=60,
        preexec_fn=lambda: os.close(0),
    )  # fmt: skip
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == "-: standard input is closed\n"


@pytest.mark.parametrize("command", [["deal"], ["tournament", "--seats", "random,random,random", "--deals", "1"]])
def test_a_deeply_nested_option_value_fails_with_one_line(
    capsys: pytest.CaptureFixture[str], command: list[str]
) -> None:
    nested = "[" * 3000 + "]" * 3000
    args = [command[0], "--game", "hoodwink", *command[1:], "--option", f"deck={nested}"]
    assert_usage_error(*call(capsys, *args), "--option deck", "nested")


def test_command_with_its_output_closed_ends_quietly() -> None:
    process = subprocess.Popen(
        [sys.executable, "-m", "parlett_table", "deal", "--game", "hoodwink", "--seed", "3"],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
    )  # fmt: skip
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # the reader has gone before anything was written (``| head -c0``)
    err = process.stderr.read().decode()
    process.stderr.close()
    assert process.wait(timeout=60) == 1
    assert err == ""


@pytest.mark.parametrize(
    ("args", "option"),
    [
        (["analyse", "-", "--sims", "99999999999999999999999"], "--sims"),
        (["analyse", "-", "--sims", "1" * 5000], "--sims"),  # more digits than Python reads
        (["analyse", "-", "--seat", "-1"], "--seat"),
        (["analyse", "-", "--seed", str(2**64)], "--seed"),
        (["tournament", "--game", "hamlet", "--seats", "standard,standard,standard", "--deals", "0"], "--deals"),
        (["tournament", "--game", "hamlet", "--seats", "standard,standard,standard", "--deals", "10000000"], "--deals"),
        (["tournament", "--game", "hamlet", "--seats", "expert,standard,standard", "--sims", "1000000"], "--sims"),
        (["deal", "--game", "hamlet", "--seed", "-1"], "--seed"),
        (["deal", "--game", "hamlet", "--dealer", "99"], "--dealer"),
        (["deal", "--game", "hamlet", "--players", "10**9"], "--players"),
        (["--demo", "--deals", "100000"], "--deals"),
        (["--demo", "--seed", "-3"], "--seed"),
    ],
)
def test_every_number_is_bounded_with_a_one_line_error(
    capsys: pytest.CaptureFixture[str], args: list[str], option: str
) -> None:
    """A number out of its sane range ends at once with one line and status 2 (``analyse --sims 999…`` ran for
    ever before)."""
    assert main(args) == 2
    said = capsys.readouterr().err
    assert said.count("\n") == 1 and f"argument {option}: expected a whole number from " in said, said
    assert len(said) < 200


# --- files that are no record at all ---------------------------------------------------------------------------


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="POSIX devices")
@pytest.mark.parametrize("device", ["/dev/zero", "/dev/urandom"])
def test_a_device_as_record_is_refused_at_once(device: str) -> None:
    """``/dev/zero`` read for 15 to 20 s and ended in a traceback: now it is not read at all."""
    for command in ("replay", "analyse"):
        result = run(command, device, timeout=20)
        assert result.returncode == 2 and result.stdout == ""
        assert result.stderr == f"{device}: not an ordinary file (a pipe, a device or a socket)\n"


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX's")
def test_a_pipe_with_no_writer_as_record_is_refused_at_once(tmp_path: Path) -> None:
    """A FIFO waited for a writer for ever."""
    fifo = tmp_path / "deal.parlett"
    os.mkfifo(fifo)
    result = run("replay", str(fifo), timeout=20)
    assert result.returncode == 2 and result.stderr == f"{fifo}: not an ordinary file (a pipe, a device or a socket)\n"


def test_a_record_too_large_to_be_one_is_refused_in_a_line(tmp_path: Path) -> None:
    huge = tmp_path / "huge.parlett"
    huge.write_bytes(b" " * (2 << 20) + b"{}")
    assert run("replay", str(huge)).stderr == f"{huge}: larger than 1 MB: not a deal record\n"
    from_stdin = run("replay", "-", stdin=b" " * (2 << 20))
    assert from_stdin.returncode == 2 and from_stdin.stderr == "-: larger than 1 MB: not a deal record\n"


def test_a_record_with_a_byte_order_mark_is_read(tmp_path: Path) -> None:
    record = finished_record("hamlet", 3)
    path = tmp_path / "marked.parlett"
    path.write_bytes(b"\xef\xbb\xbf" + json.dumps(record).encode("utf-8"))
    from_file = run("replay", str(path))
    from_stdin = run("replay", "-", stdin=b"\xef\xbb\xbf" + json.dumps(record).encode("utf-8"))
    assert from_file.returncode == 0 and from_stdin.returncode == 0, from_file.stderr + from_stdin.stderr
    plain = run("replay", "-", stdin=json.dumps(record))
    assert json.loads(from_file.stdout) == json.loads(from_stdin.stdout) == json.loads(plain.stdout)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="Linux's full device")
def test_output_to_a_full_device_is_one_line_not_a_traceback(tmp_path: Path) -> None:
    path = tmp_path / "deal.parlett"
    path.write_text(json.dumps(finished_record("hoodwink", 3)), encoding="utf-8")
    with open("/dev/full", "wb") as full:
        result = subprocess.run([sys.executable, "-m", "parlett_table", "replay", str(path)], stdout=full,
                                stderr=subprocess.PIPE, cwd=ROOT, timeout=60, text=True)  # fmt: skip
    assert result.returncode == 1
    assert result.stderr == "parlett-table: the output could not be written: No space left on device\n"
