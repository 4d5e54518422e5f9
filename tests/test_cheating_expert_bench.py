"""``benchmarks/cheating_expert.py --start``: the shares can be checked on other deals."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parent.parent / "benchmarks" / "cheating_expert.py"


def load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("cheating_expert", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_start_names_the_first_deal_played() -> None:
    bench = load()
    args = bench.parse_args(["--game", "hamlet", "--deals", "3", "--start", "40"])
    assert list(bench.deal_numbers(args.start, args.deals)) == [40, 41, 42]
    default = bench.parse_args(["--game", "hamlet", "--deals", "2"])
    assert list(bench.deal_numbers(default.start, default.deals)) == [1000, 1001]


def test_start_changes_the_deals_played() -> None:
    bench = load()
    margins = bench.margins
    # Without the proposals read, so no walks: the deals played are what is checked, in a few seconds.
    moved = margins("hamlet", 3, range(40, 42), 8, cheat=False, inference=False)
    assert moved != margins("hamlet", 3, range(1000, 1002), 8, cheat=False, inference=False)
    assert margins("hamlet", 3, range(41, 42), 8, cheat=False, inference=False) == moved[1:]  # deal 41 is deal 41


def test_the_share_and_its_interval() -> None:
    bench = load()
    ratio, half = bench.share([1.0, 2.0, 3.0], [2.0, 4.0, 6.0])  # the honest margin always half the cheat's
    assert ratio == 0.5 and half == 0.0
    ratio, half = bench.share([0.0, 2.0, 1.0, 3.0], [2.0, 2.0, 2.0, 2.0])
    assert ratio == 0.75 and half > 0.5  # the same mean share, from scattered deals


def test_pool_reports_the_saved_runs_together_and_pairs_the_cheats(tmp_path: Path) -> None:
    bench = load()

    def saved(name: str, deals: list[int], honest: list[float], cheat: list[float], cheat_in: str) -> Path:
        path = tmp_path / name
        path.write_text(json.dumps({"deals": deals, "honest": honest, "cheat": cheat, "cheat_in": cheat_in}))
        return path

    runs = [
        saved("a.json", [10, 12], [1.0, 2.0], [2.0, 4.0], "all"),
        saved("b.json", [20, 21], [3.0], [6.0], "all"),
        saved("c.json", [10, 12], [1.0, 2.0], [1.5, 3.0], "play"),
        saved("d.json", [20, 21], [3.0], [4.5], "play"),
    ]
    lines = bench.pooled(runs)
    assert lines[0] == "pooled: deals 10-11, 20-20 (3 deals)"
    assert lines[1].startswith("honest expert - standard: +2.00")
    assert lines[2].startswith("cheating expert - standard: +4.00") and lines[2].endswith("honest share 50% ± 0%")
    assert "(seeing the cards in the play phase only) - standard: +3.00" in lines[3]
    assert lines[4].startswith("the play-only cheat's share of the full cheat's margin: 75% ± 0%")
    with pytest.raises(SystemExit, match="same deals"):
        bench.pooled(runs[:3])
    with pytest.raises(SystemExit, match="honest expert's margins differ"):
        bench.pooled([*runs[:3], saved("e.json", [20, 21], [2.0], [4.5], "play")])
    assert bench.parse_args(["--pool", str(runs[0])]).game is None  # no game needed to pool


def test_cheat_from_takes_the_cheats_margins_of_the_deals_asked_for_only(tmp_path: Path) -> None:
    bench = load()
    path = tmp_path / "run.json"
    path.write_text(json.dumps({"deals": [10, 12], "honest": [1.0, 2.0], "cheat": [2.0, 4.0], "cheat_in": "all"}))
    assert bench.saved_cheat(path, range(10, 12), "all") == [2.0, 4.0]
    assert bench.saved_cheat(path, range(11, 12), "all") == [4.0]  # a part of the saved deals
    with pytest.raises(SystemExit, match="not deals 9-10 with all"):
        bench.saved_cheat(path, range(9, 11), "all")
    with pytest.raises(SystemExit, match="not deals 10-12 with all"):
        bench.saved_cheat(path, range(10, 13), "all")
    with pytest.raises(SystemExit, match="with the cheat seeing all, not deals 10-11 with play"):
        bench.saved_cheat(path, range(10, 12), "play")


def test_the_cheat_plays_the_true_deal_out_at_the_proposals_where_it_sees_the_cards() -> None:
    bench = load()
    from parlett_table.engine import Deal, Phase, create_game

    deal = Deal.start(create_game("hamlet"), 9000, 0)
    view = deal.view(deal.to_move or 0)
    cheat = bench.CheatingExpert()
    assert not cheat.learns_proposals(view)  # it sees every hand: the true deal, played out
    cheat.phases = bench.CHEAT_PHASES["play"]
    assert cheat.learns_proposals(view)  # it sees them in the play only: at the proposals, as the honest expert
    assert bench.ExpertPlayer().learns_proposals(view) and view.phase == Phase.PROPOSE
    learned = bench.CheatingExpert()
    learned.learned = True  # --learned-cheat: the learned values, in the true deal
    assert learned.learns_proposals(view)
    assert bench.cheat_label(None, True) == "all+learned" and bench.cheat_label("play", False) == "play"
    assert bench.cheat_words("all+learned") == " (valuing its proposals by the learned model)"


def test_the_hands_only_cheat_sees_the_hands_but_guesses_the_proposals_made_face_down() -> None:
    import random

    from parlett_table.ai.inference import ProposalModel
    from parlett_table.engine import Deal, Propose, create_game

    bench = load()
    deal = Deal.start(create_game("hamlet"), 9000, 0)
    first = deal.to_move or 0
    shown = [action for action in deal.view(first).legal_actions if isinstance(action, Propose)][-1]
    deal, _ = deal.apply(shown)  # the first seat shows a card, face down
    view = deal.view(deal.to_move or 0)
    truth = deal.simulator().core
    cheat = bench.CheatingExpert()
    cheat.truth = deal
    full = list(cheat.worlds(view, random.Random(1), None, 40, None))
    assert {world.core.proposals[first] for world in full} == {shown.card}  # the full cheat reads it
    cheat.hands_only = True
    for model in (None, ProposalModel(1.0)):  # at random, without a model or with one all noise
        guessed = list(cheat.worlds(view, random.Random(1), None, 40, model))
        assert all(world.core.hands == truth.hands for world in guessed)  # every hand as it truly is
        assert len({world.core.proposals[first] for world in guessed}) > 3  # the face-down card guessed
    standard = ProposalModel(0.0)  # the model without noise: the standard player's card from the true hand
    guessed = list(cheat.worlds(view, random.Random(1), None, 5, standard))
    expected = standard.policy(view.game, view.dealer, first, truth.dealt)
    assert {world.core.proposals[first] for world in guessed} == {expected}
    assert bench.cheat_label(None, True, True) == "all+learned+hands"
    assert bench.cheat_words("all+learned+hands").endswith("(seeing the hands, not the proposals made face down)")


def test_honest_from_takes_the_honest_experts_margins_of_the_deals_asked_for(tmp_path: Path) -> None:
    bench = load()
    path = tmp_path / "run.json"
    path.write_text(json.dumps({"deals": [10, 13], "honest": [1.0, 2.0, 3.0], "cheat": [], "cheat_in": "all"}))
    assert bench.saved_honest(path, range(11, 13)) == [2.0, 3.0]
    with pytest.raises(SystemExit, match="no honest margins of deals 12-13"):
        bench.saved_honest(path, range(12, 14))
    path.write_text(json.dumps({"deals": [10, 13], "honest": [], "cheat": [1.0, 2.0, 3.0], "cheat_in": "all"}))
    with pytest.raises(SystemExit, match="no honest margins"):
        bench.saved_honest(path, range(10, 13))


def test_pool_pairs_runs_of_the_cheat_alone(tmp_path: Path) -> None:
    bench = load()

    def saved(name: str, honest: list[float], cheat: list[float], cheat_in: str) -> Path:
        path = tmp_path / name
        path.write_text(json.dumps({"deals": [10, 12], "honest": honest, "cheat": cheat, "cheat_in": cheat_in}))
        return path

    alone = [saved("a.json", [], [2.0, 4.0], "all+learned"), saved("b.json", [], [1.0, 2.0], "play")]
    lines = bench.pooled(alone)
    assert lines == [
        "pooled: deals 10-11 (2 deals)",
        "cheating expert (valuing its proposals by the learned model) - standard: +3.00 ± 12.71",
        "cheating expert (seeing the cards in the play phase only) - standard: +1.50 ± 6.36",
        "the play-only cheat's share of the full cheat's (valuing its proposals by the learned model) margin: "
        "50% ± 0%; seeing the cards in the other phase too: +1.50 ± 6.36",
    ]
    with_honest = bench.pooled([*alone, saved("c.json", [1.0, 1.0], [3.0, 3.0], "all")])
    assert with_honest[1].startswith("honest expert - standard: +1.00")  # from the one run that has it
    assert "honest share 33% ± " in with_honest[2]


def test_one_side_at_a_time_comes_from_a_file_or_is_left_out() -> None:
    bench = load()
    with pytest.raises(SystemExit):
        bench.parse_args(["--game", "hamlet", "--cheat-only", "--honest-from", "run.json"])
    with pytest.raises(SystemExit):
        bench.parse_args(["--game", "hamlet", "--cheat-from", "a.json", "--honest-from", "b.json"])
    assert bench.parse_args(["--game", "hamlet", "--cheat-only"]).cheat_only
