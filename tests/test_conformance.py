"""One conformance suite, generated from the registry, run against every game (in the spirit of OpenSpiel's
``random_sim_test``), and against the tests' own toy game (``tests/toy_game/``), which reaches everything through
the registry alone.

For every game, player count and deal-changing option value: seeded random play to the end with the core's
invariants, the same seed playing alike, the deal record written and replayed, and every seat's view hiding what it
must.  For every game: the prompt line, the players' reasons, the explanations and the score in every language, the
rules page with its sections, and the expert and the coach (the analysis after a deal) on its positions.  What one
game's rules say is tested in its own ``test_<id>.py``; this suite holds every game to the protocol.
"""

from __future__ import annotations

import dataclasses
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication
from toy_game.rules import PlainTricks

from parlett_table.ai.analysis import analyse_deal
from parlett_table.ai.expert import ExpertPlayer
from parlett_table.ai.prompts import prompt_line
from parlett_table.ai.standard import StandardPlayer
from parlett_table.engine import (
    GAMES,
    Card,
    Core,
    Deal,
    Game,
    Phase,
    SeatView,
    Simulator,
    create_game,
    deal_to_record,
    read_deal,
    replay_report,
)
from parlett_table.engine.inference import hidden_cards
from parlett_table.i18n import catalogue_files, install, uninstall
from parlett_table.rulebook import PHASES, page, required_sections, section_for_phase

SEEDS = (3, 11)  # random deals per configuration: the property suites (test_playout.py) play many more
NAMES = ["Ann", "Ben", "Cleo", "Dev", "Eve"]
LANGUAGES = ("en", "de", "fr")
Config = tuple[type[Game], int, dict[str, object]]


def configurations(games: list[type[Game]]) -> list[Config]:
    """Every game at every player count with its default options, then each deal-changing choice alone (with the
    option it applies under, at a player count that allows it)."""
    configs: list[Config] = []
    for game in games:
        configs += [(game, players, {}) for players in game.player_counts]
        for spec in game.option_specs:
            if spec.match_level or not spec.choices:
                continue
            for value in spec.choices:
                if value == spec.default:
                    continue
                options: dict[str, object] = {spec.id: value}
                if spec.applies_when:
                    options[spec.applies_when[0]] = spec.applies_when[1]
                configs.append((game, spec.players[0] if spec.players else game.default_players, options))
    return configs


GAME_CLASSES = [*GAMES.values(), PlainTricks]
CONFIGS = configurations(GAME_CLASSES)


def config_id(config: Config) -> str:
    game, players, options = config
    return f"{game.id}-{players}" + "".join(f"-{key}={value}" for key, value in options.items())


@pytest.fixture
def registered(request: pytest.FixtureRequest) -> Iterator[None]:
    """The toy game registered for a test of it (the built-in games always are)."""
    if request.getfixturevalue("game_class") is PlainTricks:
        request.getfixturevalue("toy_game")
    yield


@pytest.fixture(params=CONFIGS, ids=config_id)
def config(request: pytest.FixtureRequest) -> Config:
    return request.param  # type: ignore[no-any-return]


@pytest.fixture
def game_class(config: Config) -> type[Game]:
    return config[0]


@pytest.fixture(params=GAME_CLASSES, ids=lambda game: game.id)
def each_game(request: pytest.FixtureRequest) -> Iterator[Game]:
    """Each game at its usual player count (the toy game registered for the test)."""
    if request.param is PlainTricks:
        request.getfixturevalue("toy_game")
    yield create_game(request.param.id)


def random_deal(game: Game, seed: int) -> Deal:
    """A deal played to the end by seeded random legal actions, checking the core's invariants at every step."""
    deal = Deal.start(game, seed)
    rng = random.Random(seed)
    dealt = [set(deal.hand(seat)) for seat in range(game.players)]
    pack = {Card(index) for index in game.pack()}
    assert set().union(*dealt) | set(deal.undealt) == pack and sum(map(len, dealt)) + len(deal.undealt) == len(pack)
    assert all(len(hand) == game.hand_size for hand in dealt) and len(deal.undealt) == game.undealt_count
    while not deal.is_over:
        actions = deal.legal_actions()
        assert actions and deal.to_move is not None
        assert all(action.seat == deal.to_move for action in actions)
        deal, events = deal.apply(actions[int(rng.random() * len(actions))])
        assert events
        held = [set(deal.hand(seat)) for seat in range(game.players)]
        played = {card for trick in deal.tricks for card in trick.cards} | set(deal.current_trick)
        assert all(hand <= dealt[seat] for seat, hand in enumerate(held)) and not played & set().union(*held)
    assert deal.legal_actions() == [] and deal.to_move is None
    assert len(deal.tricks) == game.tricks_per_deal and all(len(trick.cards) == game.players for trick in deal.tricks)
    assert not any(deal.hand(seat) for seat in range(game.players))
    outcome = deal.outcome()
    assert sum(outcome.tricks_won) == game.tricks_per_deal and len(outcome.scores) == game.players
    assert outcome.summary and all(line.text for line in outcome.lines)
    return deal


@pytest.mark.usefixtures("registered")
def test_seeded_random_play_reaches_the_end_alike(config: Config) -> None:
    game_class, players, options = config
    game = create_game(game_class.id, players, options)
    for seed in SEEDS:
        deal = random_deal(game, seed)
        assert random_deal(game, seed).actions == deal.actions  # the same seed, the same deal and play


@pytest.mark.usefixtures("registered")
def test_a_deal_record_replays(config: Config) -> None:
    game_class, players, options = config
    game = create_game(game_class.id, players, options)
    deal = random_deal(game, SEEDS[0])
    replayed = read_deal(json.dumps(deal_to_record(deal)))
    assert replayed.actions == deal.actions and replayed.game == game
    assert replay_report(replayed) == replay_report(deal)
    half = Deal.start(game, SEEDS[0])
    for action in deal.actions[: len(deal.actions) // 2]:
        half, _ = half.apply(action)
    assert read_deal(json.dumps(deal_to_record(half))).actions == half.actions  # a deal in progress too


def _cards_in(value: Any) -> Iterator[Card]:
    """Every card a value shows, however deep in tuples and dataclasses (the game's rules aside)."""
    if isinstance(value, Card):
        yield value
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from _cards_in(item)
    elif dataclasses.is_dataclass(value) and not isinstance(value, type):
        for field in dataclasses.fields(value):
            if field.name != "game":
                yield from _cards_in(getattr(value, field.name))


def hidden_problems(deal: Deal, seat: int) -> list[str]:
    """What ``seat``'s view shows that it must not: another hand's cards, other than those shown to everyone."""
    view = deal.view(seat)
    shown = set(view.hand) | set(view.proposals or ()) | set(view.current_trick)
    shown |= {card for trick in view.tricks for card in trick.cards}
    others = {card for other in range(deal.players) if other != seat for card in deal.hand(other)} | set(deal.undealt)
    problems = [f"seat {seat} sees {card}" for card in set(_cards_in(view)) - shown if card in others]
    if view.hand != deal.hand(seat):
        problems.append(f"seat {seat}'s view holds {view.hand}, not its hand")
    if view.legal_actions and deal.to_move != seat:
        problems.append(f"seat {seat} may act out of turn")
    unseen = hidden_cards(view).unseen
    problems += [f"{card} not hidden from seat {seat}" for card in others - shown if not unseen >> int(card) & 1]
    return problems


@pytest.mark.usefixtures("registered")
def test_every_seats_view_hides_what_it_must(config: Config) -> None:
    game_class, players, options = config
    deal = random_deal(create_game(game_class.id, players, options), SEEDS[1])
    position = Deal.start(deal.game, SEEDS[1])
    problems = []
    for action in deal.actions:
        problems += [problem for seat in range(players) for problem in hidden_problems(position, seat)]
        position, _ = position.apply(action)
    assert not problems, problems[:5]


@pytest.mark.usefixtures("registered")
def test_the_fast_state_copies_and_is_rebuilt_from_a_view_alike(config: Config) -> None:
    """``Core.start`` fills every slot, a copy keeps them all, and a world built from a view is the same deal."""
    game_class, players, options = config
    deal = Deal.start(create_game(game_class.id, players, options), seed=21, dealer=0)
    core = deal.simulator().core
    fresh = Core.start(core.game, core.dealt, 0, core.undealt, 21)
    assert {field.name for field in dataclasses.fields(Core)} == set(_fields(fresh))
    assert fresh.log == [] and fresh.seed == 21 and fresh.to_move == 1 % players
    rng = random.Random(4)
    while not deal.is_over and len(deal.actions) < 12:
        deal, _ = deal.apply(rng.choice(deal.legal_actions()))
    core = deal.simulator().core
    assert _fields(core.copy()) == _fields(core)
    if deal.to_move is not None:
        world = Simulator.from_view(deal.view(deal.to_move), core.hands, core.undealt).core
        same = ("game", "n", "dealer", "hands", "phase", "leader", "to_move", "trump", "aim", "trick", "tricks", "won")
        assert {name: _fields(world)[name] for name in same} == {name: _fields(core)[name] for name in same}
        assert world.played == core.played


def _fields(core: Core) -> dict[str, object]:
    return {field.name: getattr(core, field.name) for field in dataclasses.fields(core)}


# --- every game: words, rules page, the expert and the coach ------------------------------------------------------


@pytest.fixture(params=LANGUAGES)
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """English, or a catalogue installed as the table installs it."""
    if request.param == "en":
        yield "en"
        return
    app = QApplication.instance() or QApplication([])
    translators = install(app, catalogue_files(request.param))
    assert translators, f"the {request.param} catalogue did not load"
    try:
        yield request.param
    finally:
        uninstall(translators)


def _unfilled(text: str) -> bool:
    return not text.strip() or "{" in text or "}" in text or "%n" in text


def test_every_prompt_reason_and_score_renders_in_every_language(each_game: Game, language: str) -> None:
    """A deal played by standard players: at every decision the prompt line and the player's reason, and at the end
    the explanations, the summary and each score line, all words with every placeholder filled."""
    deal, rng, standard = Deal.start(each_game, 5), random.Random(5), StandardPlayer()
    names = NAMES[: each_game.players]
    bad = []
    while not deal.is_over:
        view = deal.view(deal.to_move or 0)
        decision = standard.decide(view, rng)
        bad += [text for text in (prompt_line(view, names), decision.words(names)) if _unfilled(text)]
        deal, _ = deal.apply(decision.action)
    hint = ExpertPlayer(sims=40).decide(positions(each_game, 5)[-1], random.Random(0))  # as the Hint button asks
    outcome = deal.outcome()
    texts = [hint.words(names), *deal.explain(names, 0), outcome.summary, *(line.text for line in outcome.lines)]
    bad += [text for text in texts if _unfilled(text) and text != ""]
    assert not bad, bad[:5]


def test_the_rules_page_has_its_sections(each_game: Game, language: str) -> None:
    rules = page(each_game.id)
    assert rules.game_id == each_game.id and rules.title
    assert [section.anchor for section in rules.sections] == list(required_sections(each_game.id))
    for phase in PHASES:
        assert section_for_phase(each_game.id, phase) in rules.anchors


def positions(game: Game, seed: int) -> list[SeatView]:
    """Decisions with a choice from a deal of standard players: the first, one mid-deal and one near the end."""
    deal, rng, standard = Deal.start(game, seed), random.Random(seed), StandardPlayer()
    found = []
    while not deal.is_over:
        view = deal.view(deal.to_move or 0)
        if len(view.legal_actions) > 1:
            found.append(view)
        deal, _ = deal.apply(standard.decide(view, rng).action)
    return [found[0], found[len(found) // 2], found[-1]]


def test_the_expert_decides_on_every_kind_of_position(each_game: Game) -> None:
    for view in positions(each_game, 7):
        decision = ExpertPlayer(sims=60).decide(view, random.Random(1))
        assert decision.action in view.legal_actions and decision.reason
        assert ExpertPlayer(sims=60).decide(view, random.Random(1)) == decision  # a seed decides alike
    assert any(view.phase is Phase.PLAY for view in positions(each_game, 7))


def test_the_coach_looks_at_a_finished_deal_again(each_game: Game) -> None:
    deal = random_deal(each_game, 2)
    # Each search capped as at the table (a reading walk of random play costs seconds uncapped); what is checked
    # holds whatever the cap cut short.
    looked = analyse_deal(deal, 0, sims=30, seed=1, time_limit=0.1)
    assert looked and all(item.actions and item.cost >= 0 for item in looked)
