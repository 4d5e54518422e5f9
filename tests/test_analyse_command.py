"""``parlett-table analyse``: the analysis of a deal record, as JSON or a table, deterministic for a seed."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_cli import assert_usage_error, call, finished_record

BLUNDER = str(Path(__file__).parent / "data" / "coach-blunder.parlett")
KEYS = {"action_index", "chosen", "best", "search_best", "values", "cost", "error", "shown", "reason", "principle",
        "hindsight"}


def analyse_json(capsys: pytest.CaptureFixture[str], *args: str) -> list[dict[str, object]]:
    status, out, err = call(capsys, "analyse", BLUNDER, "--json", "--sims", "60", *args)
    assert (status, err) == (0, "")
    result: list[dict[str, object]] = json.loads(out)
    return result


def test_analyse_prints_every_decision_of_the_seat_as_json(capsys: pytest.CaptureFixture[str]) -> None:
    decisions = analyse_json(capsys, "--seat", "0")
    record = json.loads(Path(BLUNDER).read_text(encoding="utf-8"))
    assert decisions and all(set(item) == KEYS for item in decisions)
    for item in decisions:
        action = record["actions"][item["action_index"]]
        assert action["seat"] == 0
        assert item["chosen"] == action.get("play", action.get("propose"))
        values = item["values"]
        assert isinstance(values, dict) and item["chosen"] in values and item["best"] in values
        assert item["search_best"] in values and values[item["search_best"]] >= values[item["best"]] - 0.002
        assert item["cost"] == pytest.approx(values[item["best"]] - values[item["chosen"]], abs=0.002)
        assert item["cost"] >= 0 and isinstance(item["reason"], str) and item["reason"]
        if item["shown"]:  # looked at with every hand known too
            assert set(item["hindsight"]) == set(values)
        else:
            assert item["hindsight"] is None
    blunder = next(item for item in decisions if item["action_index"] == 26)
    assert (blunder["chosen"], blunder["best"], blunder["shown"]) == ("7H", "AC", True)
    assert blunder["hindsight"]["AC"] - blunder["hindsight"]["7H"] == pytest.approx(28.5)
    assert str(blunder["principle"]).startswith("Play the Ace of clubs and let seat 2 take this trick.")


def test_analyse_is_the_same_for_the_same_seed(capsys: pytest.CaptureFixture[str]) -> None:
    first = analyse_json(capsys, "--seat", "1", "--seed", "4")
    assert analyse_json(capsys, "--seat", "1", "--seed", "4") == first
    # The search is the expert's own at each position (its luck comes from the position, as at the table): another
    # seed changes only the hindsight's playouts, never the values nor the card credited.
    other = analyse_json(capsys, "--seat", "1", "--seed", "5")
    assert [(item["values"], item["best"]) for item in other] == [(item["values"], item["best"]) for item in first]


def test_analyse_prints_a_table_by_default(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = call(capsys, "analyse", BLUNDER, "--sims", "60")
    assert (status, err) == (0, "")
    assert out.startswith("Hoodwink, seat 0: 11 decisions looked at again")
    assert "action 26: The Ace of clubs rather than the Seven of hearts scores about 28.5" in out
    assert "  the usual play, and why: Play the Ace of clubs and let seat 2 take this trick." in out
    assert "  with every hand known (hindsight), the best action scores +28.5" in out


def test_analyse_of_a_bad_record_fails_as_replay_does(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = finished_record()
    record["actions"][5]["play"] = "ZZ"
    path = tmp_path / "bad.parlett"
    path.write_text(json.dumps(record), encoding="utf-8")
    replayed = call(capsys, "replay", str(path))
    analysed = call(capsys, "analyse", str(path))
    assert analysed == replayed
    assert_usage_error(*analysed, "actions[5]")
    assert_usage_error(*call(capsys, "analyse", str(tmp_path / "missing.parlett")), "cannot read")


@pytest.mark.parametrize(("args", "fragment"), [(("--seat", "3"), "--seat: 3"), (("--sims", "0"), "--sims")])
def test_analyse_with_a_bad_option_fails_with_one_line(
    capsys: pytest.CaptureFixture[str], args: tuple[str, ...], fragment: str
) -> None:
    assert_usage_error(*call(capsys, "analyse", BLUNDER, *args), fragment)
