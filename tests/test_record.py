"""Deal records (``parlett-deal/1``) and match documents, as specified in ``shared/spec/deal-record.md``.

Round trips through JSON for every game and player count, the ten keys of the
replay report in every state, and every way a record can be broken: each
rejection is checked for the exact ``where`` and a message that names the rule.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from support import arrange, cards

from parlett_table.engine import (
    GAMES,
    Deal,
    Game,
    Give,
    Match,
    MatchDocument,
    Phase,
    Play,
    RecordError,
    Seat,
    create_game,
    deal_to_record,
    match_from_document,
    read_deal,
    replay_report,
)

Record = dict[str, Any]

REPORT_KEYS = {"game", "players", "complete", "trump", "aim", "roles", "tricks", "tricks_won", "scores", "to_move"}

# Every game at every player count, and the options that change how a deal is played.
CONFIGS: list[tuple[str, int, dict[str, object]]] = [
    ("hoodwink", 3, {}),
    ("hoodwink", 3, {"partner_talk": True}),
    ("hoodwink", 3, {"same_suit": "individual", "no_tie": "middle"}),
    ("hoodwink", 3, {"trump_selection": "longest", "scoring": "fluctuating"}),
    ("crescendo", 2, {}),
    ("crescendo", 3, {}),
    ("crescendo", 4, {}),
    ("crescendo", 5, {}),
    ("crescendo", 5, {"five_jokers": True}),
    ("whoswho", 3, {}),
    ("whoswho", 3, {"deck": 54}),
    ("hamlet", 3, {}),
]
CONFIG_IDS = [
    f"{game}-{players}-{'-'.join(map(str, options.values())) or 'default'}" for game, players, options in CONFIGS
]

# The options of RULES.md "Options at a glance", with their defaults.
DEFAULT_OPTIONS: dict[str, dict[str, object]] = {
    "hoodwink": {
        "target": 100,
        "trump_selection": "free",
        "same_suit": "fixed",
        "no_tie": "plain",
        "scoring": "standard",
        "deals": 9,
        "partner_talk": False,
    },
    "crescendo": {"five_jokers": False},
    "whoswho": {"deck": 42, "target": 100},
    "hamlet": {"target": 250},
}


# --- helpers ----------------------------------------------------------------------------


def played(
    game: Game,
    seed: int,
    dealer: int | None = 0,
    steps: int | None = None,
    policy_seed: int = 1,
    stop: Callable[[Deal], bool] | None = None,
) -> Deal:
    """Deal ``seed`` played by a seeded uniform choice among the legal actions, for ``steps`` actions or to the end."""
    deal = Deal.start(game, seed, dealer)
    rng = random.Random(policy_seed)
    taken = 0
    while not deal.is_over and (steps is None or taken < steps) and not (stop and stop(deal)):
        deal, _ = deal.apply(rng.choice(deal.legal_actions()))
        taken += 1
    return deal


def record_of(deal: Deal) -> Record:
    """The record as a reader gets it: through JSON text."""
    return json.loads(json.dumps(deal_to_record(deal)))


@cache
def _complete_text(game_id: str, players: int | None = None) -> str:
    return json.dumps(deal_to_record(played(create_game(game_id, players), seed=5, dealer=0)))


def complete_record(game_id: str, players: int | None = None) -> Record:
    """A fully played record of a game with default options (a fresh copy to break)."""
    return json.loads(_complete_text(game_id, players))


def fresh_record(game_id: str, players: int | None = None, options: dict[str, object] | None = None) -> Record:
    return record_of(Deal.start(create_game(game_id, players, options), seed=5, dealer=0))


def rejection(record: object) -> RecordError:
    """The error reading this record (a value, or JSON text) raises; its text is one readable line."""
    text = record if isinstance(record, str) else json.dumps(record)
    with pytest.raises(RecordError) as info:
        read_deal(text)
    error = info.value
    assert error.message and "\n" not in str(error)
    assert str(error) == (f"{error.where}: {error.message}" if error.where else error.message)
    return error


def report_of(deal: Deal) -> dict[str, Any]:
    """The replay report, typed for the tests' convenience."""
    return replay_report(deal)


def holder(record: Record, code: str) -> int:
    return next(seat for seat, hand in enumerate(record["hands"]) if code in hand)


def arranged_record(deal: Deal, *actions: dict[str, object]) -> Record:
    record = record_of(deal)
    record["actions"] = list(actions)
    return record


def hamlet_by_rules(won: list[int]) -> int:
    """RULES.md: the middle count when all three differ, otherwise the count nobody shares."""
    if len(set(won)) == 3:
        return sorted(range(3), key=lambda seat: won[seat])[1]
    return next(seat for seat in range(3) if won.count(won[seat]) == 1)


def hood_by_tie(won: tuple[int, ...] | list[int]) -> int:
    """The seat whose count differs from the other two, equal, ones."""
    return next(seat for seat in range(3) if won.count(won[seat]) == 1)


# --- round trips --------------------------------------------------------------------------


@pytest.mark.parametrize(("game_id", "players", "options"), CONFIGS, ids=CONFIG_IDS)
def test_record_round_trip_gives_an_equal_deal_and_report_at_every_stage(
    game_id: str, players: int, options: dict[str, object]
) -> None:
    game = create_game(game_id, players, options)
    full = played(game, seed=11, dealer=players - 1)
    total = len(full.actions)
    assert full.is_over and total >= game.tricks_per_deal * players
    for steps in sorted({0, 1, 2, 3, 4, total // 3, total // 2, total - 1, total}):
        deal = played(game, seed=11, dealer=players - 1, steps=steps)
        text = json.dumps(deal_to_record(deal))
        again = read_deal(text)
        assert again == deal
        assert again.seed == 11 and again.dealer == players - 1
        assert report_of(again) == report_of(deal)
        assert json.dumps(deal_to_record(again)) == text
        assert len(json.loads(text)["actions"]) == steps


@pytest.mark.parametrize("missing", ["options", "undealt", "seed"])
@pytest.mark.parametrize(("game_id", "players"), [("hoodwink", 3), ("crescendo", 4), ("whoswho", 3), ("hamlet", 3)])
def test_optional_keys_may_be_left_out(game_id: str, players: int, missing: str) -> None:
    record = complete_record(game_id, players)
    expected = read_deal(json.dumps(record))
    del record[missing]
    deal = read_deal(json.dumps(record))
    assert deal == expected
    assert deal.game == create_game(game_id, players)
    assert report_of(deal) == report_of(expected)
    if missing == "seed":
        assert deal.seed is None
        assert "seed" not in deal_to_record(deal)
    else:
        assert deal.seed == 5


def test_missing_undealt_is_an_error_when_cards_must_be_set_aside() -> None:
    record = complete_record("crescendo", 5)
    del record["undealt"]
    error = rejection(record)
    assert error.where == "undealt"
    assert "expected 2" in error.message


def test_missing_option_ids_take_their_defaults() -> None:
    record = fresh_record("hoodwink")
    record["options"] = {"partner_talk": True}
    deal = read_deal(json.dumps(record))
    assert deal.game.options == {**DEFAULT_OPTIONS["hoodwink"], "partner_talk": True}


@pytest.mark.parametrize(
    ("game_id", "players"), [("hoodwink", 3), ("crescendo", 2), ("crescendo", 5), ("whoswho", 3), ("hamlet", 3)]
)
def test_deal_to_record_writes_every_option_in_full(game_id: str, players: int) -> None:
    record = deal_to_record(Deal.start(create_game(game_id, players), seed=3, dealer=0))
    # Compared as JSON text, so that false is not taken for 0 nor 54 for "54".
    assert json.dumps(record["options"], sort_keys=True) == json.dumps(DEFAULT_OPTIONS[game_id], sort_keys=True)
    assert list(record)[:8] == ["format", "game", "players", "options", "dealer", "hands", "undealt", "actions"]
    assert record["format"] == "parlett-deal/1" and record["seed"] == 3


def test_deal_to_record_writes_chosen_options_with_their_json_types() -> None:
    options = {"deck": 54, "target": 60}
    record = record_of(Deal.start(create_game("whoswho", 3, options), seed=3, dealer=1))
    assert record["options"] == options
    assert all(len(hand) == 18 for hand in record["hands"])
    talk = record_of(Deal.start(create_game("hoodwink", 3, {"partner_talk": True}), seed=3, dealer=1))
    assert talk["options"]["partner_talk"] is True


def test_deal_to_record_lists_hands_and_undealt_cards_exactly() -> None:
    game = create_game("crescendo", 5)
    deal = played(game, seed=8, dealer=2, steps=7)
    record = record_of(deal)
    assert [sorted(hand) for hand in record["hands"]] == [
        sorted(str(card) for card in deal.dealt_hand(seat)) for seat in range(5)
    ]
    assert len(record["undealt"]) == 2
    dealt = [code for hand in record["hands"] for code in hand] + record["undealt"]
    assert len(dealt) == len(set(dealt)) == 52
    assert record["actions"] == [action.to_json() for action in deal.actions]


# --- the replay report ----------------------------------------------------------------------


def check_report_shape(report: dict[str, Any], players: int, tricks_per_deal: int) -> None:
    """What every report satisfies, whatever the state."""
    assert set(report) == REPORT_KEYS
    assert isinstance(report["complete"], bool)
    roles = report["roles"]
    assert isinstance(roles, list) and len(roles) == players
    tricks = report["tricks"]
    assert isinstance(tricks, list)
    won = [0] * players
    for trick in tricks:
        assert set(trick) == {"leader", "cards", "winner", "taker"}
        assert len(trick["cards"]) == players
        won[trick["taker"]] += 1
    assert report["tricks_won"] == won
    if report["complete"]:
        assert len(tricks) == tricks_per_deal
        assert report["to_move"] is None
        scores = report["scores"]
        assert isinstance(scores, list) and len(scores) == players and all(type(s) is int for s in scores)
    else:
        assert len(tricks) < tricks_per_deal
        assert report["scores"] is None
        assert type(report["to_move"]) is int and 0 <= report["to_move"] < players


@pytest.mark.parametrize(("game_id", "players", "options"), CONFIGS, ids=CONFIG_IDS)
def test_report_has_exactly_the_ten_keys_in_every_state(game_id: str, players: int, options: dict[str, object]) -> None:
    game = create_game(game_id, players, options)
    deal = Deal.start(game, seed=21, dealer=0)
    rng = random.Random(4)
    steps = 0
    while True:
        report = report_of(deal)
        check_report_shape(report, players, game.tricks_per_deal)
        assert report["game"] == game_id and report["players"] == players
        assert json.loads(json.dumps(report)) == report  # plain JSON values only
        check_settled_values(game, deal, report, proposals_made=min(steps, 3) if game.has_proposals else 0)
        if deal.is_over:
            break
        deal, _ = deal.apply(rng.choice(deal.legal_actions()))
        steps += 1


def check_settled_values(game: Game, deal: Deal, report: dict[str, Any], proposals_made: int) -> None:
    """The spec's rules for ``trump``, ``aim`` and ``roles``."""
    complete, roles, n = report["complete"], report["roles"], game.players
    if game.id in ("hoodwink", "hamlet"):
        assert (report["trump"] is None) == (proposals_made < 3)
        assert report["trump"] in (None, "S", "H", "D", "C")
    else:
        assert report["trump"] is None
    if game.id == "hamlet":
        assert report["aim"] in ((None,) if proposals_made < 3 else ("be", "not-be"))
        if complete:
            assert roles == ["hamlet" if s == hamlet_by_rules(report["tricks_won"]) else "courtier" for s in range(3)]
        else:
            assert roles == [None] * 3
    else:
        assert report["aim"] is None
    if game.id == "crescendo":
        assert roles == [None] * n
    if game.id == "whoswho":
        assert sorted(roles) == ["partner", "partner", "soloist"]
    if game.id == "hoodwink":
        shown = deal.proposals
        one_suit = proposals_made == 3 and len({card.suit for card in shown if card is not None}) == 1
        if proposals_made < 3:
            assert roles == [None] * 3
        elif one_suit and game.options["same_suit"] == "individual":
            if not complete:
                assert roles == [None] * 3
            elif len(set(report["tricks_won"])) < 3:
                assert roles[hood_by_tie(report["tricks_won"])] == "hood"
        else:
            assert sorted(roles) == ["hood", "partner", "partner"]


def test_report_before_proposals_has_nothing_settled() -> None:
    for game_id in ("hoodwink", "hamlet"):
        deal = Deal.start(create_game(game_id), seed=4, dealer=1)
        report = report_of(deal)
        assert report == {
            "game": game_id,
            "players": 3,
            "complete": False,
            "trump": None,
            "aim": None,
            "roles": [None, None, None],
            "tricks": [],
            "tricks_won": [0, 0, 0],
            "scores": None,
            "to_move": 2,
        }


@pytest.mark.parametrize(
    ("proposals", "roles", "trump"),
    [
        # The proposal examples of RULES.md (seat 0 proposes first: the dealer is seat 2).
        ("AH 7H JH", ["partner", "partner", "hood"], "H"),
        ("KS 9S QD", ["partner", "partner", "hood"], "D"),
        ("8C AH 7C", ["partner", "hood", "partner"], "H"),
        ("KS 9C QD", ["partner", "partner", "hood"], "H"),
        ("JS JH JC", ["partner", "hood", "partner"], "D"),
    ],
)
def test_hoodwink_report_shows_trump_and_roles_only_from_the_third_proposal(
    proposals: str, roles: list[str], trump: str
) -> None:
    codes = proposals.split()
    deal = arrange("hoodwink", {seat: code for seat, code in enumerate(codes)}, dealer=2, fill_seed=1)
    actions = [{"seat": seat, "propose": code} for seat, code in enumerate(codes)]
    for count in range(3):
        report = report_of(read_deal(json.dumps(arranged_record(deal, *actions[:count]))))
        assert report["trump"] is None and report["roles"] == [None] * 3 and report["to_move"] == count
    report = report_of(read_deal(json.dumps(arranged_record(deal, *actions))))
    assert report["trump"] == trump and report["roles"] == roles and report["aim"] is None
    assert report["to_move"] == 0 and report["tricks"] == []


def test_report_mid_trick_lists_only_finished_tricks() -> None:
    game = create_game("hoodwink")
    deal = played(game, seed=9, dealer=0, steps=3 + 3 + 2)  # proposals, one trick, two cards of the next
    report = report_of(deal)
    assert len(report["tricks"]) == 1
    assert sum(report["tricks_won"]) == 1
    first = report["tricks"][0]
    assert first["leader"] == 1 and first["winner"] == first["taker"]
    assert first["cards"] == [action["play"] for action in record_of(deal)["actions"][3:6]]
    leader = first["taker"]
    assert report["to_move"] == (leader + 2) % 3
    assert report["complete"] is False and report["scores"] is None


@pytest.mark.parametrize(("shown", "aim", "trump"), [("9S 8S AH", "not-be", "S"), ("9S KH 7D", "be", "C")])
def test_hamlet_report_shows_the_aim_from_the_third_proposal_and_roles_once_complete(
    shown: str, aim: str, trump: str
) -> None:
    codes = shown.split()
    deal = arrange("hamlet", {seat: code for seat, code in enumerate(codes)}, dealer=2, fill_seed=3)
    actions = [{"seat": seat, "propose": code} for seat, code in enumerate(codes)]
    for count in range(3):
        report = report_of(read_deal(json.dumps(arranged_record(deal, *actions[:count]))))
        assert report["aim"] is None and report["trump"] is None
    deal = read_deal(json.dumps(arranged_record(deal, *actions)))
    rng = random.Random(2)
    while not deal.is_over:
        report = report_of(deal)
        assert report["aim"] == aim and report["trump"] == trump and report["roles"] == [None] * 3
        deal, _ = deal.apply(rng.choice(deal.legal_actions()))
    report = report_of(deal)
    won = report["tricks_won"]
    assert isinstance(won, list)
    assert report["roles"] == ["hamlet" if seat == hamlet_by_rules(won) else "courtier" for seat in range(3)]
    assert report["aim"] == aim


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_crescendo_report_has_no_trump_aim_or_roles(players: int) -> None:
    game = create_game("crescendo", players)
    for steps in (0, 5, None):
        report = report_of(played(game, seed=2, dealer=1, steps=steps))
        assert report["trump"] is None and report["aim"] is None
        assert report["roles"] == [None] * players
    assert report["complete"] is True
    values = {2: 40, 3: 36, 4: 49, 5: 52}
    assert sum(report["scores"]) == values[players]


def _jokers_last(deal: Deal) -> Deal:
    """Who's Who played holding the jokers back: the first legal card that is not a joker, if any."""
    actions = deal.legal_actions()
    plain = [action for action in actions if not (isinstance(action, Play) and action.card.is_joker)]
    return deal.apply((plain or actions)[0])[0]


def test_whoswho_report_during_a_pending_give() -> None:
    game = create_game("whoswho")
    deal = played(game, seed=6, dealer=0, stop=lambda d: d.phase == Phase.GIVE)
    assert deal.phase == Phase.GIVE
    before = report_of(deal)
    roles = before["roles"]
    assert sorted(roles) == ["partner", "partner", "soloist"] and roles == list(deal.roles)
    assert before["complete"] is False and before["scores"] is None and before["trump"] is None
    finished = len(before["tricks"])
    trick_cards = [a["play"] for a in record_of(deal)["actions"][-3:]]
    assert any(card.startswith("JK") for card in trick_cards)
    decider = before["to_move"]
    assert isinstance(decider, int)
    taker = (decider + 1) % 3  # give it to someone else, to tell winner and taker apart
    deal, _ = deal.apply(Give(decider, taker))
    after = report_of(deal)
    assert len(after["tricks"]) == finished + 1
    last = after["tricks"][-1]
    assert last["cards"] == trick_cards and last["winner"] == decider and last["taker"] == taker
    assert after["to_move"] == taker


def test_whoswho_deal_is_not_complete_until_the_last_trick_is_given() -> None:
    deal = Deal.start(create_game("whoswho"), seed=13, dealer=2)
    roles = report_of(deal)["roles"]
    assert sorted(roles) == ["partner", "partner", "soloist"]
    while deal.phase != Phase.GIVE or len(deal.tricks) < 13:
        deal = _jokers_last(deal)
        assert not deal.is_over
    report = report_of(deal)
    assert report["complete"] is False and report["scores"] is None and len(report["tricks"]) == 13
    assert report["to_move"] is not None and report["roles"] == roles
    deal = deal.apply(Give(report["to_move"], 1))[0]
    report = report_of(deal)
    assert report["tricks"][-1]["taker"] == 1
    assert report["complete"] is True and report["to_move"] is None and len(report["tricks"]) == 14
    assert report["roles"] == roles and report["scores"] is not None


def _individual_deal(no_tie: str, tie: bool, suit: str = "S") -> tuple[Deal, list[dict[str, Any]]]:
    """A Hoodwink deal under ``same_suit: individual`` in which all three propose ``suit``, played out.

    Searches deal numbers for one whose final counts do (``tie``) or do not include two equal counts;
    returns it and the reports after every action.
    """
    game = create_game("hoodwink", 3, {"same_suit": "individual", "no_tie": no_tie})
    for seed in range(300):
        deal = Deal.start(game, seed, dealer=0)
        if not all(any(card.suit is not None and card.suit.letter == suit for card in deal.hand(s)) for s in range(3)):
            continue
        for _ in range(3):
            deal, _ = deal.apply(next(a for a in deal.legal_actions() if str(a).endswith(suit)))
        rng = random.Random(seed)
        reports = [report_of(deal)]
        while not deal.is_over:
            deal, _ = deal.apply(rng.choice(deal.legal_actions()))
            reports.append(report_of(deal))
        if (len(set(deal.tricks_won)) < 3) == tie:
            return deal, reports
    raise AssertionError("no such deal in 300 deal numbers")


def test_hoodwink_individual_roles_are_null_until_complete_and_settled_by_a_tie() -> None:
    deal, reports = _individual_deal("plain", tie=True)
    for report in reports[:-1]:
        assert report["roles"] == [None] * 3 and report["trump"] == "S"
    hood = hood_by_tie(deal.tricks_won)
    final = reports[-1]
    assert final["roles"] == ["hood" if seat == hood else "partner" for seat in range(3)]


def test_hoodwink_individual_roles_stay_null_with_no_partnership_under_plain() -> None:
    deal, reports = _individual_deal("plain", tie=False)
    assert all(report["roles"] == [None] * 3 for report in reports)
    assert reports[-1]["complete"] is True
    assert reports[-1]["scores"] == list(deal.tricks_won)  # everyone scores their tricks only


@pytest.mark.parametrize(
    ("no_tie", "suit", "rule"),
    [
        ("middle", "S", "middle"),
        ("last", "C", "last"),
        ("first", "H", "first"),
        ("by_suit", "S", "plain"),
        ("by_suit", "H", "middle"),
        ("by_suit", "D", "last"),
        ("by_suit", "C", "first"),
    ],
)
def test_hoodwink_individual_roles_when_all_counts_differ_follow_no_tie(no_tie: str, suit: str, rule: str) -> None:
    deal, reports = _individual_deal(no_tie, tie=False, suit=suit)
    assert all(report["roles"] == [None] * 3 for report in reports[:-1])
    assert reports[-1]["trump"] == suit
    won, tricks = deal.tricks_won, reports[-1]["tricks"]
    if rule == "plain":
        assert reports[-1]["roles"] == [None] * 3
        assert reports[-1]["scores"] == list(won)
        return
    hood = {
        "middle": sorted(range(3), key=lambda seat: won[seat])[1],
        "last": tricks[-1]["taker"],
        "first": tricks[0]["taker"],
    }[rule]
    assert reports[-1]["roles"] == ["hood" if seat == hood else "partner" for seat in range(3)]
    # The Hood scores as a winning Hood: tricks, 10 for winning, 10 more if odd, 10 more if matching.
    partners = [won[seat] for seat in range(3) if seat != hood]
    bonus = 10 + 10 * (won[hood] % 2) + 10 * (won[hood] in partners)
    assert reports[-1]["scores"][hood] == won[hood] + bonus


# --- broken records: the document -----------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("[]", "expected a JSON object, got an array"),
        ('"parlett-deal/1"', "expected a JSON object, got a string"),
        ("null", "expected a JSON object, got null"),
        ("3", "expected a JSON object, got an integer"),
    ],
)
def test_record_that_is_not_an_object_is_rejected(text: str, fragment: str) -> None:
    error = rejection(text)
    assert error.where == ""
    assert fragment in error.message


@pytest.mark.parametrize(
    "text",
    [
        "",
        "{",
        '{"format": "parlett-deal/1",}',
        "{'format': 'parlett-deal/1'}",
        '{"format": "parlett-deal/1"} trailing',
    ],
)
def test_malformed_json_is_rejected(text: str) -> None:
    error = rejection(text)
    assert "not valid JSON" in error.message


@pytest.mark.parametrize("constant", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_not_json(constant: str) -> None:
    text = _complete_text("hoodwink").replace('"seed": 5', f'"seed": {constant}')
    assert constant in text
    error = rejection(text)
    assert "not valid JSON" in error.message and constant.lstrip("-") in error.message


def test_deeply_nested_json_is_rejected_without_a_crash() -> None:
    error = rejection("[" * 100_000 + "]" * 100_000)
    assert "not valid JSON" in error.message


def test_unknown_key_is_rejected() -> None:
    record = complete_record("hoodwink")
    record["result"] = [1, 2, 3]
    error = rejection(record)
    assert error.where == "result" and "unknown key" in error.message


@pytest.mark.parametrize("key", ["format", "game", "players", "dealer", "hands", "actions"])
def test_missing_required_key_is_rejected(key: str) -> None:
    record = complete_record("hamlet")
    del record[key]
    error = rejection(record)
    assert error.where == key and "missing" in error.message


@pytest.mark.parametrize("value", ["parlett-deal/2", "parlett-deal", 1, None])
def test_wrong_format_is_rejected(value: object) -> None:
    record = complete_record("hoodwink")
    record["format"] = value
    error = rejection(record)
    assert error.where == "format" and "parlett-deal/1" in error.message


def test_match_document_given_as_a_deal_is_rejected_saying_replay_takes_one_deal() -> None:
    game = create_game("hoodwink")
    match = Match(game, 5, (played(game, seed=5, dealer=0),))
    document = MatchDocument(match, (Seat("You", "human"),) * 3).to_json()
    error = rejection(document)
    assert error.where == "format"
    assert "replay takes one deal" in error.message
    bare = rejection({"format": "parlett-match/1"})
    assert "replay takes one deal" in bare.message


@pytest.mark.parametrize("value", ["bridge", "Hoodwink", "", 1, None, ["hoodwink"]])
def test_unknown_game_is_rejected(value: object) -> None:
    record = complete_record("hoodwink")
    record["game"] = value
    error = rejection(record)
    assert error.where == "game" and "unknown game" in error.message


@pytest.mark.parametrize(("game_id", "players"), [("hoodwink", 4), ("hoodwink", 2), ("whoswho", 4), ("hamlet", 2)])
def test_wrong_player_count_is_rejected(game_id: str, players: int) -> None:
    record = complete_record(game_id)
    record["players"] = players
    error = rejection(record)
    assert error.where == "players" and str(players) in error.message


def test_crescendo_player_count_outside_two_to_five_is_rejected() -> None:
    for players in (1, 6, 0, -3):
        record = complete_record("crescendo", 3)
        record["players"] = players
        assert rejection(record).where == "players"


@pytest.mark.parametrize(("value", "kind"), [(True, "a boolean"), (3.0, "a number"), ("3", "a string"), (None, "null")])
def test_players_must_be_an_integer(value: object, kind: str) -> None:
    record = complete_record("hoodwink")
    record["players"] = value
    error = rejection(record)
    assert error.where == "players"
    assert error.message == f"expected an integer, got {kind}"


@pytest.mark.parametrize("value", [[], "default", None, 0])
def test_options_must_be_an_object(value: object) -> None:
    record = complete_record("hoodwink")
    record["options"] = value
    error = rejection(record)
    assert error.where == "options" and "expected an object" in error.message


def test_unknown_option_id_is_rejected() -> None:
    record = complete_record("whoswho")
    record["options"]["jokers"] = 3
    error = rejection(record)
    assert error.where == "options.jokers" and "jokers" in error.message


@pytest.mark.parametrize(
    ("game_id", "option", "value"),
    [
        ("hoodwink", "same_suit", "mixed"),
        ("hoodwink", "trump_selection", "Free"),
        ("hoodwink", "partner_talk", "yes"),
        ("hoodwink", "partner_talk", 1),
        ("hoodwink", "target", "100"),
        ("hoodwink", "target", 0),
        ("hoodwink", "target", 100.5),
        ("hoodwink", "no_tie", "random"),
        ("whoswho", "deck", "54"),
        ("whoswho", "deck", 52),
        ("whoswho", "deck", True),
        ("hamlet", "target", None),
        ("crescendo", "five_jokers", 1),
    ],
)
def test_bad_option_value_is_rejected(game_id: str, option: str, value: object) -> None:
    record = complete_record(game_id)
    record["options"][option] = value
    error = rejection(record)
    assert error.where == f"options.{option}"


@pytest.mark.parametrize("deals", [10, 4, 1])
def test_deals_not_a_multiple_of_three_is_rejected(deals: int) -> None:
    record = complete_record("hoodwink")
    record["options"].update(scoring="fluctuating", deals=deals)
    error = rejection(record)
    assert error.where == "options.deals"
    assert "multiple of 3" in error.message or "at least" in error.message


def test_deals_a_multiple_of_three_is_accepted_with_or_without_fluctuating_scoring() -> None:
    for options in ({"scoring": "fluctuating", "deals": 12}, {"deals": 6}):
        record = complete_record("hoodwink")
        record["options"].update(options)
        assert read_deal(json.dumps(record)).game.options["deals"] == options["deals"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_five_jokers_with_fewer_than_five_players_is_rejected(players: int) -> None:
    record = complete_record("crescendo", players)
    record["options"]["five_jokers"] = True
    error = rejection(record)
    assert error.where == "options.five_jokers"
    assert "5" in error.message


def test_five_jokers_with_five_players_makes_the_tenth_trick_worth_ten() -> None:
    record = complete_record("crescendo", 5)
    plain = report_of(read_deal(json.dumps(record)))
    record["options"]["five_jokers"] = True
    jokers = report_of(read_deal(json.dumps(record)))
    last_taker = jokers["tricks"][-1]["taker"]
    assert sum(jokers["scores"]) == 55 and sum(plain["scores"]) == 52
    assert jokers["scores"][last_taker] == plain["scores"][last_taker] + 3


def test_no_tie_without_individual_play_is_accepted_and_ignored() -> None:
    record = complete_record("hoodwink")
    expected = report_of(read_deal(json.dumps(record)))
    for scenario in ("middle", "last", "first", "by_suit"):
        record["options"]["no_tie"] = scenario
        deal = read_deal(json.dumps(record))
        assert deal.game.options["no_tie"] == scenario
        assert report_of(deal) == expected


@pytest.mark.parametrize(
    ("value", "fragment"), [(3, "3"), (-1, "-1"), (7, "7"), ("0", "expected an integer"), (True, "expected an integer")]
)
def test_dealer_must_be_a_seat(value: object, fragment: str) -> None:
    record = complete_record("hoodwink")
    record["dealer"] = value
    error = rejection(record)
    assert error.where == "dealer" and fragment in error.message


def test_dealer_four_is_a_seat_only_at_five_players() -> None:
    record = fresh_record("crescendo", 5)
    record["dealer"] = 4
    assert read_deal(json.dumps(record)).dealer == 4
    record = fresh_record("crescendo", 4)
    record["dealer"] = 4
    assert rejection(record).where == "dealer"


@pytest.mark.parametrize("value", [None, 1.5, "0"])
def test_seed_must_be_an_integer(value: object) -> None:
    record = complete_record("hoodwink")
    record["seed"] = value
    error = rejection(record)
    assert error.where == "seed" and "expected an integer" in error.message


def test_seed_is_for_information_only() -> None:
    record = complete_record("hoodwink")
    record["seed"] = 999_999_999_999
    assert read_deal(json.dumps(record)).seed == 999_999_999_999


# --- broken records: the cards ---------------------------------------------------------------


def test_wrong_number_of_hands_is_rejected() -> None:
    record = complete_record("hoodwink")
    record["hands"].append([])
    error = rejection(record)
    assert error.where == "hands" and "3 hands" in error.message
    record = complete_record("crescendo", 4)
    record["hands"].pop()
    error = rejection(record)
    assert error.where == "hands" and "4 hands" in error.message


def test_hands_must_be_arrays_of_codes() -> None:
    record = complete_record("hoodwink")
    record["hands"] = "all of them"
    assert rejection(record).where == "hands"
    record = complete_record("hoodwink")
    record["hands"][2] = "AS KS"
    error = rejection(record)
    assert error.where == "hands[2]" and "expected an array" in error.message
    record = complete_record("hoodwink")
    record["hands"][0][3] = 12
    error = rejection(record)
    assert error.where == "hands[0][3]" and "expected a card code" in error.message


def test_hand_of_the_wrong_size_is_rejected() -> None:
    record = complete_record("whoswho")
    record["hands"][1].pop()
    error = rejection(record)
    assert error.where == "hands[1]" and "13" in error.message and "14" in error.message


def test_card_missing_from_the_deal_is_rejected() -> None:
    # With every hand of the right size and no card twice, a missing card shows as a short hand.
    record = complete_record("hamlet")
    record["hands"][1].pop(4)
    error = rejection(record)
    assert error.where == "hands[1]" and "10" in error.message and "11" in error.message
    record = complete_record("crescendo", 5)
    record["undealt"].pop()
    error = rejection(record)
    assert error.where == "undealt" and "expected 2" in error.message


@pytest.mark.parametrize("code", ["XX", "10S", "9h", "as", "jk", "JK3", "S9", " 9S", ""])
def test_bad_card_code_is_rejected_where_it_stands(code: str) -> None:
    record = complete_record("hoodwink")
    record["hands"][1][4] = code
    error = rejection(record)
    assert error.where == "hands[1][4]"
    assert "not a card code" in error.message


@pytest.mark.parametrize(
    ("game_id", "players", "code"),
    [
        ("hoodwink", 3, "2S"),
        ("hamlet", 3, "JK1"),
        ("whoswho", 3, "JK"),
        ("whoswho", 3, "4D"),
        ("crescendo", 3, "5H"),
        ("crescendo", 2, "8C"),
        ("crescendo", 4, "JK"),
    ],
)
def test_card_not_in_the_pack_is_rejected(game_id: str, players: int, code: str) -> None:
    record = complete_record(game_id, players)
    record["actions"] = []
    record["hands"][1][4] = code
    error = rejection(record)
    assert error.where == "hands[1][4]"
    assert f"{code} is not in the" in error.message


def test_card_dealt_twice_is_rejected() -> None:
    record = complete_record("hoodwink")
    record["actions"] = []
    owner = holder(record, "QS")
    other = (owner + 1) % 3
    record["hands"][other][0] = "QS"
    error = rejection(record)
    assert str(error) == "hands: QS dealt twice"


def test_card_dealt_twice_within_one_hand_is_rejected() -> None:
    record = complete_record("crescendo", 4)
    record["actions"] = []
    record["hands"][2][1] = record["hands"][2][0]
    error = rejection(record)
    assert error.where == "hands" and f"{record['hands'][2][0]} dealt twice" in error.message


@pytest.mark.parametrize("keep", [0, 1])
def test_five_player_crescendo_with_too_few_undealt_cards_is_rejected(keep: int) -> None:
    record = fresh_record("crescendo", 5)
    record["undealt"] = record["undealt"][:keep]
    error = rejection(record)
    assert error.where == "undealt"
    assert error.message.startswith(f"{keep} card") and "expected 2" in error.message


def test_five_player_crescendo_with_too_many_undealt_cards_is_rejected() -> None:
    record = fresh_record("crescendo", 5)
    record["undealt"].append(record["hands"][3].pop())
    assert rejection(record).where == "hands[3]"
    record = fresh_record("crescendo", 5)
    record["undealt"].append(record["hands"][3][0])
    error = rejection(record)
    assert str(error) == f"undealt: {record['hands'][3][0]} dealt twice"


def test_undealt_cards_in_a_game_that_deals_everything_are_rejected() -> None:
    record = fresh_record("hoodwink")
    record["undealt"] = ["2S"]
    error = rejection(record)
    assert error.where == "undealt[0]" and "2S is not in the Hoodwink pack" in error.message
    record = fresh_record("crescendo", 4)
    record["undealt"] = [record["hands"][0].pop()]
    assert rejection(record).where == "hands[0]"


def test_card_codes_are_case_sensitive_in_undealt_too() -> None:
    record = fresh_record("crescendo", 5)
    record["undealt"][1] = record["undealt"][1].lower()
    error = rejection(record)
    assert error.where == "undealt[1]" and "not a card code" in error.message


# --- broken records: the actions ----------------------------------------------------------------


def test_actions_must_be_an_array() -> None:
    record = complete_record("hoodwink")
    record["actions"] = {"seat": 1, "propose": "AS"}
    error = rejection(record)
    assert error.where == "actions" and "expected an array" in error.message


@pytest.mark.parametrize("value", [5, "1 play AS", None, ["seat", 1]])
def test_action_that_is_not_an_object_is_rejected(value: object) -> None:
    record = complete_record("hoodwink")
    record["actions"][3] = value
    error = rejection(record)
    assert error.where == "actions[3]" and "expected an object" in error.message


def test_action_with_two_kinds_is_rejected() -> None:
    record = complete_record("hoodwink")
    record["actions"][3]["give"] = 1
    error = rejection(record)
    assert error.where == "actions[3]"
    assert "exactly one" in error.message and "play" in error.message and "give" in error.message


def test_action_with_no_kind_is_rejected() -> None:
    record = complete_record("hoodwink")
    del record["actions"][3]["play"]
    error = rejection(record)
    assert error.where == "actions[3]" and "exactly one" in error.message


def test_action_with_an_unknown_key_is_rejected() -> None:
    record = complete_record("hoodwink")
    record["actions"][3]["card"] = "AS"
    error = rejection(record)
    assert error.where == "actions[3].card" and "unknown key" in error.message


def test_action_without_a_seat_is_rejected() -> None:
    record = complete_record("hoodwink")
    del record["actions"][3]["seat"]
    error = rejection(record)
    assert error.where == "actions[3]" and "seat" in error.message


@pytest.mark.parametrize("value", ["1", 1.0, True, None, [1]])
def test_action_seat_must_be_an_integer(value: object) -> None:
    record = complete_record("hoodwink")
    record["actions"][3]["seat"] = value
    error = rejection(record)
    assert error.where == "actions[3].seat" and "expected an integer" in error.message


@pytest.mark.parametrize("seat", [3, 7, -1])
def test_action_seat_out_of_range_is_rejected(seat: int) -> None:
    record = complete_record("hoodwink")
    record["actions"][3]["seat"] = seat
    error = rejection(record)
    assert error.where == "actions[3]"
    assert f"seat {seat}" in error.message and "3-player" in error.message


def test_action_by_the_wrong_seat_is_rejected() -> None:
    record = complete_record("hoodwink")
    due = record["actions"][3]["seat"]
    record["actions"][3]["seat"] = (due + 1) % 3
    error = rejection(record)
    assert error.where == "actions[3]"
    assert (
        error.message.startswith(f"seat {(due + 1) % 3} ")
        and "turn" in error.message
        and f"seat {due}" in error.message
    )


def test_proposals_must_come_in_seat_order_from_the_dealers_left() -> None:
    record = complete_record("hamlet")
    record["actions"][0], record["actions"][1] = record["actions"][1], record["actions"][0]
    error = rejection(record)
    assert error.where == "actions[0]" and "turn" in error.message


def test_play_during_proposals_is_rejected() -> None:
    record = complete_record("hoodwink")
    first = record["actions"][1]
    record["actions"][1] = {"seat": first["seat"], "play": first["propose"]}
    error = rejection(record)
    assert error.where == "actions[1]" and "propose" in error.message


def test_proposal_of_a_card_not_held_is_rejected() -> None:
    record = complete_record("hamlet")
    seat = record["actions"][0]["seat"]
    other = next(code for code in record["hands"][(seat + 1) % 3] if code != "JK")
    record["actions"][0]["propose"] = other
    error = rejection(record)
    assert error.where == "actions[0]" and other in error.message


@pytest.mark.parametrize("game_id", [game_id for game_id, game in GAMES.items() if game.has_proposals])
def test_joker_may_not_be_proposed(game_id: str) -> None:
    deal = arrange(game_id, {0: "JK AS"}, dealer=2)
    error = rejection(arranged_record(deal, {"seat": 0, "propose": "JK"}))
    assert error.where == "actions[0]" and "JK" in error.message


def test_longest_suit_selection_records_the_forced_proposals_and_rejects_any_other() -> None:
    game = create_game("hoodwink", 3, {"trump_selection": "longest"})
    # Longest suits: seat 0 hearts (5), seat 1 diamonds (8), seat 2 clubs (5). AH AD AC: H and D partner, S trump.
    hands = ["AH QH 9H 8H 7H KC QC JC AS KS JK", "AD KD QD JD TD 9D 8D 7D QS JS TS", "KH JH TH AC TC 9C 8C 7C 9S 8S 7S"]
    deal = Deal.from_hands(game, [cards(hand) for hand in hands], dealer=2)
    forced: list[dict[str, Any]] = [
        {"seat": 0, "propose": "AH"},
        {"seat": 1, "propose": "AD"},
        {"seat": 2, "propose": "AC"},
    ]
    report = report_of(read_deal(json.dumps(arranged_record(deal, *forced))))
    assert report["trump"] == "S" and report["roles"] == ["partner", "partner", "hood"]
    for seat, other in ((0, "QH"), (1, "QS"), (2, "KH")):
        actions = [*forced[:seat], {"seat": seat, "propose": other}]
        error = rejection(arranged_record(deal, *actions))
        assert error.where == f"actions[{seat}]"
        assert forced[seat]["propose"] in error.message and other in error.message


def test_illegal_play_names_the_rule_as_in_the_spec() -> None:
    deal = arrange("hoodwink", {0: "AS AH", 1: "7S 9H 7H", 2: "JH"}, dealer=2)
    actions = [
        {"seat": 0, "propose": "AH"},
        {"seat": 1, "propose": "7H"},
        {"seat": 2, "propose": "JH"},
        {"seat": 0, "play": "AS"},
        {"seat": 1, "play": "9H"},
    ]
    error = rejection(arranged_record(deal, *actions))
    assert error.where == "actions[4]"
    assert str(error) == "actions[4]: seat 1 must follow suit (holds a spade), played 9H"


@pytest.mark.parametrize(
    ("game_id", "players", "hands", "actions", "fragment"),
    [
        # Hoodwink, trump diamonds (two spades and the Hood's diamond): the joker is seat 1's only trump.
        (
            "hoodwink", 3,
            {0: "KS 7D", 1: "JK 9S AS 8S AH KH QH JH AC KC QC", 2: "QD"},
            ["0 propose KS", "1 propose 9S", "2 propose QD", "0 play 7D", "1 play AS"],
            "must follow suit (holds the joker, a trump), played AS",
        ),
        # Crescendo: no snapping while holding a club.
        (
            "crescendo", 3, {0: "7C", 1: "8C 7H"}, ["0 play 7C", "1 play 7H"],
            "must follow suit (holds a club), played 7H",
        ),
        # Who's Who: a joker may not be led while holding other cards.
        ("whoswho", 3, {0: "JK1 JK2 7C"}, ["0 play JK1"], "may not lead a joker"),
        # Who's Who: a joker played by a player who can follow.
        (
            "whoswho", 3, {0: "9S", 1: "JK1 5S"}, ["0 play 9S", "1 play JK1"],
            "must follow suit (holds a spade), played JK1",
        ),
        # Hamlet: Polonius may follow only by a player who cannot follow suit.
        (
            "hamlet", 3, {0: "9S AH", 1: "JK 8S KH", 2: "7H"},
            ["0 propose AH", "1 propose KH", "2 propose 7H", "0 play 9S", "1 play JK"],
            "must follow suit (holds a spade), played JK",
        ),
    ],
)  # fmt: skip
def test_illegal_play_in_each_game_is_rejected_at_its_action(
    game_id: str, players: int, hands: dict[int, str], actions: list[str], fragment: str
) -> None:
    deal = arrange(create_game(game_id, players), hands, dealer=players - 1, fill_seed=5)
    parsed = []
    for text in actions:
        seat, kind, code = text.split()
        parsed.append({"seat": int(seat), kind: code})
    good = arranged_record(deal, *parsed[:-1])
    read_deal(json.dumps(good))  # everything before the last action is legal
    error = rejection(arranged_record(deal, *parsed))
    last = len(parsed) - 1
    assert error.where == f"actions[{last}]"
    assert error.message.startswith(f"seat {parsed[-1]['seat']} ") and fragment in error.message


def test_playing_a_card_not_held_is_rejected() -> None:
    record = complete_record("crescendo", 3)
    seat = record["actions"][0]["seat"]
    record["actions"][0]["play"] = record["hands"][(seat + 1) % 3][0]
    error = rejection(record)
    assert error.where == "actions[0]" and record["actions"][0]["play"] in error.message


def test_playing_a_card_twice_is_rejected() -> None:
    record = complete_record("crescendo", 4)
    leader = record["actions"][4]["seat"]
    first_by_leader = next(a for a in record["actions"][:4] if a["seat"] == leader)
    record["actions"][4]["play"] = first_by_leader["play"]
    error = rejection(record)
    assert error.where == "actions[4]"


def test_action_after_the_deal_is_complete_is_rejected() -> None:
    for game_id in ("hoodwink", "whoswho"):
        record = complete_record(game_id)
        count = len(record["actions"])
        record["actions"].append({"seat": 0, "play": record["hands"][0][0]})
        error = rejection(record)
        assert error.where == f"actions[{count}]"
        assert "after the deal" in error.message


def test_propose_in_a_game_without_proposals_is_rejected() -> None:
    for game_id, players in (("crescendo", 3), ("whoswho", 3)):
        record = complete_record(game_id, players)
        first = record["actions"][0]
        record["actions"][0] = {"seat": first["seat"], "propose": first["play"]}
        error = rejection(record)
        assert error.where == "actions[0]" and "play a card" in error.message


def test_give_when_none_is_due_is_rejected() -> None:
    for game_id in ("whoswho", "hoodwink"):
        record = complete_record(game_id)
        index = 0 if game_id == "whoswho" else 4
        seat = record["actions"][index]["seat"]
        record["actions"][index] = {"seat": seat, "give": seat}
        error = rejection(record)
        assert error.where == f"actions[{index}]" and "play a card" in error.message


def test_play_when_a_give_is_due_is_rejected_and_give_needs_a_seat_at_the_table() -> None:
    record = complete_record("whoswho")
    index = next(i for i, action in enumerate(record["actions"]) if "give" in action)
    seat = record["actions"][index]["seat"]
    broken = copy.deepcopy(record)
    broken["actions"][index] = {"seat": seat, "play": record["hands"][seat][0]}
    error = rejection(broken)
    assert error.where == f"actions[{index}]" and "who takes the trick" in error.message
    broken = copy.deepcopy(record)
    broken["actions"][index]["give"] = 3
    error = rejection(broken)
    assert error.where == f"actions[{index}]" and "3" in error.message
    broken["actions"][index]["give"] = "1"
    assert rejection(broken).where == f"actions[{index}].give"


def test_say_with_partner_talk_off_is_rejected() -> None:
    record = complete_record("hoodwink")
    seat = record["actions"][3]["seat"]
    record["actions"].insert(3, {"seat": seat, "say": {"estimate": [1, 2]}})
    error = rejection(record)
    assert error.where == "actions[3]" and "partner talk is off" in error.message
    record = complete_record("crescendo", 3)
    record["actions"].insert(0, {"seat": record["actions"][0]["seat"], "say": {"ask": True}})
    error = rejection(record)
    assert error.where == "actions[0]" and "talk" in error.message


@pytest.mark.parametrize(
    ("say", "where"),
    [
        ("estimate 2", "actions[3].say"),
        ([1, 2], "actions[3].say"),
        ({}, "actions[3].say"),
        ({"estimate": [5, 2]}, "actions[3].say.estimate"),
        ({"estimate": [0, 12]}, "actions[3].say.estimate"),
        ({"estimate": [-1, 2]}, "actions[3].say.estimate"),
        ({"estimate": [1]}, "actions[3].say.estimate"),
        ({"estimate": [1, 2, 3]}, "actions[3].say.estimate"),
        ({"estimate": [True, 2]}, "actions[3].say.estimate"),
        ({"estimate": [1.0, 2]}, "actions[3].say.estimate"),
        ({"estimate": "1-2"}, "actions[3].say.estimate"),
        ({"estimate": None, "ask": True}, "actions[3].say"),
        ({"ask": False}, "actions[3].say.ask"),
        ({"ask": 1}, "actions[3].say.ask"),
        ({"answer": "lead"}, "actions[3].say"),
        ({"answer": "none", "suit": "S"}, "actions[3].say"),
        ({"answer": "lead", "suit": "X"}, "actions[3].say.suit"),
        ({"answer": "lead", "suit": "s"}, "actions[3].say.suit"),
        ({"answer": "avoid", "suit": "H", "why": "trumps"}, "actions[3].say"),
        ({"answer": "maybe"}, "actions[3].say.answer"),
        ({"request": "lead S"}, "actions[3].say"),
    ],
)
def test_malformed_say_is_rejected(say: object, where: str) -> None:
    deal = arrange(create_game("hoodwink", 3, {"partner_talk": True}), {0: "AH", 1: "7H", 2: "JH"}, dealer=2)
    proposals = [{"seat": 0, "propose": "AH"}, {"seat": 1, "propose": "7H"}, {"seat": 2, "propose": "JH"}]
    read_deal(json.dumps(arranged_record(deal, *proposals, {"seat": 0, "say": {"estimate": [1, 2]}})))
    error = rejection(arranged_record(deal, *proposals, {"seat": 0, "say": say}))
    assert error.where == where


# --- partner talk -----------------------------------------------------------------------------

TALK_PROPOSALS = [{"seat": 0, "propose": "AH"}, {"seat": 1, "propose": "7H"}, {"seat": 2, "propose": "JH"}]


def _talk_deal() -> Deal:
    """Partner talk on; seat 0 leads; proposals AH 7H JH make seats 0 and 1 partners and seat 2 the Hood."""
    game = create_game("hoodwink", 3, {"partner_talk": True})
    return arrange(game, {0: "AH AS KS", 1: "7H QS", 2: "JH JS"}, dealer=2, fill_seed=2)


def say(seat: int, what: dict[str, Any]) -> dict[str, object]:
    return {"seat": seat, "say": what}


SILENT = [say(0, {"estimate": None}), say(1, {"estimate": None})]  # both partners pass their estimates


def test_partner_talk_follows_the_protocol() -> None:
    actions = [
        *TALK_PROPOSALS,
        say(0, {"estimate": [3, 5]}),
        say(1, {"estimate": None}),
        say(0, {"ask": True}),
        say(1, {"answer": "lead", "suit": "S"}),
        {"seat": 0, "play": "AS"},
        {"seat": 1, "play": "QS"},
        {"seat": 2, "play": "JS"},
    ]
    deal = read_deal(json.dumps(arranged_record(_talk_deal(), *actions)))
    report = report_of(deal)
    assert report["roles"] == ["partner", "partner", "hood"] and report["trump"] == "H"
    assert report["tricks"] == [{"leader": 0, "cards": ["AS", "QS", "JS"], "winner": 0, "taker": 0}]
    assert report["to_move"] == 0
    for steps in range(3, len(actions)):
        partial = read_deal(json.dumps(arranged_record(_talk_deal(), *actions[:steps])))
        assert report_of(partial)["to_move"] == actions[steps]["seat"]
    assert [str(action) for action in deal.talk] == [
        "0 say estimate 3-5",
        "1 say estimate none",
        "0 say ask",
        "1 say answer lead S",
    ]


@pytest.mark.parametrize(
    ("actions", "where"),
    [
        # Estimates come first, before any card.
        ([{"seat": 0, "play": "AS"}], "actions[3]"),
        # In seat order from the dealer's left: seat 0 before seat 1.
        ([say(1, {"estimate": [1, 1]})], "actions[3]"),
        # An ask is not an estimate.
        ([say(0, {"ask": True})], "actions[3]"),
        # The Hood never talks.
        ([say(0, {"estimate": [1, 1]}), say(1, {"estimate": [1, 1]}), say(2, {"ask": True})], "actions[5]"),
        # Exactly one estimate each.
        ([say(0, {"estimate": [1, 1]}), say(1, {"estimate": [1, 1]}), say(0, {"estimate": [2, 2]})], "actions[5]"),
        # The answer must be the next action after an ask.
        ([*SILENT, say(0, {"ask": True}), {"seat": 0, "play": "AS"}], "actions[6]"),
        # Only by the other partner.
        ([*SILENT, say(0, {"ask": True}), say(0, {"answer": "none"})], "actions[6]"),
        # Ask once per lead.
        ([*SILENT, say(0, {"ask": True}), say(1, {"answer": "none"}), say(0, {"ask": True})], "actions[7]"),
        # No answer without an ask.
        ([*SILENT, say(1, {"answer": "none"})], "actions[5]"),
        # Only the partner about to lead may ask.
        ([*SILENT, say(1, {"ask": True})], "actions[5]"),
        # Not in the middle of a trick.
        ([*SILENT, {"seat": 0, "play": "AS"}, say(1, {"ask": True})], "actions[6]"),
    ],
)  # fmt: skip
def test_partner_talk_out_of_protocol_is_rejected(actions: list[dict[str, object]], where: str) -> None:
    error = rejection(arranged_record(_talk_deal(), *TALK_PROPOSALS, *actions))
    assert error.where == where


def test_no_talk_happens_without_fixed_partners() -> None:
    game = create_game("hoodwink", 3, {"partner_talk": True, "same_suit": "individual"})
    deal = arrange(game, {0: "AS AH", 1: "7S", 2: "JS"}, dealer=2)
    proposals = [{"seat": 0, "propose": "AS"}, {"seat": 1, "propose": "7S"}, {"seat": 2, "propose": "JS"}]
    settled = read_deal(json.dumps(arranged_record(deal, *proposals)))
    report = report_of(settled)
    assert report["to_move"] == 0 and report["roles"] == [None] * 3 and report["trump"] == "S"
    assert settled.phase == Phase.PLAY
    for what in ({"estimate": None}, {"ask": True}):
        error = rejection(arranged_record(deal, *proposals, say(0, what)))
        assert error.where == "actions[3]"
    read_deal(json.dumps(arranged_record(deal, *proposals, {"seat": 0, "play": "AH"})))


# --- match documents -----------------------------------------------------------------------------

SEATS = (Seat("You", "human"), Seat("Ada", "expert"), Seat("Bo", "novice"))


def _match(game: Game, deals: int, last_steps: int) -> Match:
    match = Match.start(game, seed=40, first_dealer=0)
    rng = random.Random(3)
    for number in range(deals):
        steps = last_steps if number == deals - 1 else None
        taken = 0
        while not match.current.is_over and (steps is None or taken < steps):
            match, _ = match.apply(rng.choice(match.current.legal_actions()))
            taken += 1
        if number < deals - 1:
            match = match.next_deal()
    return match


@pytest.mark.parametrize(("game_id", "players"), [("hoodwink", 3), ("crescendo", 4), ("whoswho", 3), ("hamlet", 3)])
def test_match_document_round_trip(game_id: str, players: int) -> None:
    match = _match(create_game(game_id, players), deals=2, last_steps=5)
    seats = SEATS + (Seat("Cy", "expert"),) * (players - 3)
    document = MatchDocument(match, seats, practice=True)
    text = json.dumps(document.to_json())
    again = match_from_document(json.loads(text))
    assert again.match.deals == match.deals
    assert again.match.first_seed == 40 and again.match.totals == match.totals
    assert again.seats == seats and again.practice is True  # Seat values, in the program as in the file
    assert json.loads(text)["seats"][0] == {"name": "You", "player": "human"}  # the format is unchanged
    assert json.dumps(again.to_json()) == text
    assert [deal["seed"] for deal in json.loads(text)["deals"]] == [40, 41]


def test_deal_with_other_options_than_its_match_is_rejected() -> None:
    game = create_game("hoodwink", 3, {"target": 50})
    document = MatchDocument(_match(game, deals=2, last_steps=4), SEATS).to_json()
    document = json.loads(json.dumps(document))
    document["deals"][1]["options"]["target"] = 100
    with pytest.raises(RecordError) as info:
        match_from_document(document)
    assert info.value.where.startswith("deals[1]")
    assert "options" in info.value.message


def test_deal_with_options_left_out_in_a_match_with_other_options_is_rejected() -> None:
    game = create_game("whoswho", 3, {"target": 60})
    document = json.loads(json.dumps(MatchDocument(_match(game, deals=1, last_steps=4), SEATS).to_json()))
    del document["deals"][0]["options"]
    with pytest.raises(RecordError) as info:
        match_from_document(document)
    assert info.value.where.startswith("deals[0]")


def test_broken_deal_inside_a_match_is_named_by_its_place() -> None:
    game = create_game("hamlet")
    document = json.loads(json.dumps(MatchDocument(_match(game, deals=2, last_steps=4), SEATS).to_json()))
    document["deals"][1]["hands"][1][4] = "ZZ"
    with pytest.raises(RecordError) as info:
        match_from_document(document)
    assert info.value.where == "deals[1].hands[1][4]"
    document["deals"][1]["hands"][1][4] = document["deals"][1]["hands"][1][3]
    with pytest.raises(RecordError) as info:
        match_from_document(document)
    assert info.value.where == "deals[1].hands"
    assert str(info.value).startswith("deals[1].hands: ") and "dealt twice" in str(info.value)


# --- fuzzing ----------------------------------------------------------------------------------------


@cache
def _fuzz_bases() -> tuple[str, ...]:
    bases = [
        (create_game("hoodwink"), None),
        (create_game("hoodwink", 3, {"partner_talk": True}), None),
        (create_game("hoodwink", 3, {"same_suit": "individual"}), 20),
        (create_game("crescendo", 5), None),
        (create_game("crescendo", 2), 9),
        (create_game("whoswho"), None),
        (create_game("hamlet"), 14),
    ]
    return tuple(json.dumps(deal_to_record(played(game, seed=31, dealer=1, steps=steps))) for game, steps in bases)


JSON_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 60) | st.integers() | st.floats(allow_nan=False) | st.text(max_size=4)
    | st.sampled_from(["AS", "JK", "JK1", "2S", "parlett-deal/1", "hoodwink", "individual"]),
    lambda children: st.lists(children, max_size=3) | st.dictionaries(st.text(max_size=6), children, max_size=3),
    max_leaves=6,
)  # fmt: skip


def _paths(value: object, path: tuple[object, ...] = ()) -> list[tuple[object, ...]]:
    """Every place in a JSON value, the root included."""
    found = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found += _paths(item, (*path, index))
    return found


def _at(record: Any, path: tuple[object, ...]) -> Any:
    for step in path:
        record = record[step]
    return record


def _parent(record: Any, path: tuple[object, ...]) -> Any:
    return _at(record, path[:-1])


def _mutate(record: Record, data: st.DataObject) -> Record | str:
    kind = data.draw(
        st.sampled_from(
            ["delete", "replace", "add_key", "truncate_actions", "shuffle_actions", "swap_cards", "flip_case", "text"]
        )
    )
    if kind in ("delete", "replace"):
        paths = [path for path in _paths(record) if path]
        path = data.draw(st.sampled_from(paths))
        parent = _parent(record, path)
        if kind == "delete":
            del parent[path[-1]]
        else:
            parent[path[-1]] = data.draw(JSON_VALUES)
    elif kind == "add_key":
        objects = [path for path in _paths(record) if isinstance(_at(record, path), dict)]
        path = data.draw(st.sampled_from(objects))
        _at(record, path)[data.draw(st.text(max_size=8))] = data.draw(JSON_VALUES)
    elif kind == "truncate_actions" and isinstance(record.get("actions"), list):
        record["actions"] = record["actions"][: data.draw(st.integers(0, len(record["actions"])))]
    elif kind == "shuffle_actions" and isinstance(record.get("actions"), list):
        record["actions"] = data.draw(st.permutations(record["actions"]))
    elif kind == "swap_cards":
        hands = record.get("hands")
        if isinstance(hands, list) and len(hands) > 1 and all(isinstance(hand, list) and hand for hand in hands):
            a, b = data.draw(st.integers(0, len(hands) - 1)), data.draw(st.integers(0, len(hands) - 1))
            i, j = data.draw(st.integers(0, len(hands[a]) - 1)), data.draw(st.integers(0, len(hands[b]) - 1))
            hands[a][i], hands[b][j] = hands[b][j], hands[a][i]
    elif kind == "flip_case":
        strings = [path for path in _paths(record) if path and isinstance(_at(record, path), str)]
        if strings:
            path = data.draw(st.sampled_from(strings))
            parent = _parent(record, path)
            parent[path[-1]] = parent[path[-1]].swapcase()
    elif kind == "text":
        text = json.dumps(record)
        cut = data.draw(st.integers(0, len(text)))
        return text[:cut] + data.draw(st.text(max_size=3)) + text[cut + data.draw(st.integers(0, 3)) :]
    return record


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_mutated_records_give_a_deal_or_a_record_error(data: st.DataObject) -> None:
    base = json.loads(data.draw(st.sampled_from(_fuzz_bases())))
    mutated: Record | str = base
    for _ in range(data.draw(st.integers(1, 3))):
        mutated = _mutate(mutated, data) if isinstance(mutated, dict) else mutated
    text = mutated if isinstance(mutated, str) else json.dumps(mutated)
    try:
        deal = read_deal(text)
    except RecordError as error:
        assert error.message
        return
    assert isinstance(deal, Deal)
    report = report_of(deal)
    assert set(report) == REPORT_KEYS


# --- one line and never a traceback, even for odd input ---


@pytest.mark.parametrize("place", ["record", "options", "action"])
def test_unknown_key_with_a_newline_still_gives_a_one_line_error(place: str) -> None:
    record = complete_record("hoodwink")
    target = {"record": record, "options": record["options"], "action": record["actions"][3]}[place]
    target["x\ny"] = 1
    with pytest.raises(RecordError) as info:
        read_deal(json.dumps(record))
    assert "\n" not in str(info.value)


def test_integer_too_long_to_convert_is_a_record_error() -> None:
    text = _complete_text("hoodwink").replace('"seed": 5', '"seed": ' + "9" * 5000)
    rejection(text)
