"""Random playouts over every game, option value and player count, checking invariants.

The rules of play and scoring are re-stated here independently of the engine,
in the plainest possible form (card codes as strings), so every deal played is
checked against a second reading of RULES.md.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlett_table.engine import (
    GAMES,
    Card,
    CardPlayed,
    Deal,
    DealScored,
    IllegalActionError,
    Phase,
    Play,
    ProposalsRevealed,
    TrickWon,
    create_game,
    deal_to_record,
    read_deal,
    replay_report,
)

RANKS = "23456789TJQKA"


def configurations() -> list[tuple[str, int, dict[str, object]]]:
    """Every game at every player count with default options, then every non-default option value."""
    configs: list[tuple[str, int, dict[str, object]]] = []
    for game_id, cls in GAMES.items():
        for players in cls.player_counts:
            configs.append((game_id, players, {}))
        for spec in cls.option_specs:
            if spec.match_level or not spec.choices:
                continue
            for value in spec.choices:
                if value == spec.default:
                    continue
                options: dict[str, object] = {spec.id: value}
                if spec.applies_when:
                    options[spec.applies_when[0]] = spec.applies_when[1]
                players = spec.players[0] if spec.players else cls.default_players
                configs.append((game_id, players, options))
    # Options that interact: individual play with fluctuating scoring and with partner talk.
    configs.append(("hoodwink", 3, {"same_suit": "individual", "no_tie": "middle", "scoring": "fluctuating"}))
    configs.append(("hoodwink", 3, {"same_suit": "individual", "partner_talk": True}))
    configs.append(("hoodwink", 3, {"trump_selection": "longest", "partner_talk": True}))
    return configs


CONFIGS = configurations()


def config_id(config: tuple[str, int, dict[str, object]]) -> str:
    game_id, players, options = config
    extra = ",".join(f"{k}={v}" for k, v in options.items())
    return f"{game_id}-{players}" + (f"-{extra}" if extra else "")


# --- the rules, restated ----------------------------------------------------------------


def is_joker(code: str) -> bool:
    return code.startswith("JK")


def rank(code: str) -> int:
    return RANKS.index(code[0])


def ref_legal(game: str, hand: list[str], trick: list[str], trump: str | None) -> set[str]:
    if not trick:
        if game == "whoswho" and any(not is_joker(c) for c in hand):
            return {c for c in hand if not is_joker(c)}
        return set(hand)
    led = trick[0]
    if is_joker(led):
        if game == "hoodwink":
            following = {c for c in hand if c == "JK" or c[1] == trump}
            return following or set(hand)
        return set(hand)
    suit = led[1]
    if game == "hoodwink" and suit == trump:
        following = {c for c in hand if c == "JK" or (not is_joker(c) and c[1] == suit)}
    else:
        following = {c for c in hand if not is_joker(c) and c[1] == suit}
    return following or set(hand)


def ref_winner(game: str, cards: list[str], trump: str | None, soloist: int | None) -> tuple[int, bool]:
    """(position in the trick of the winner or decider, whether the trick must be given)."""
    led = cards[0]
    if game == "hoodwink":
        led_suit = trump if led == "JK" else led[1]

        def power(c: str) -> tuple[int, int] | None:
            if c == "JK":
                return (1, -1)
            if c[1] == trump:
                return (1, rank(c))
            return (0, rank(c)) if c[1] == led_suit else None

        powers = [(power(c), i) for i, c in enumerate(cards) if power(c) is not None]
        return max(powers)[1], False
    if game == "crescendo":
        snaps = [i for i, c in enumerate(cards) if i and rank(c) == rank(led) and c[1] != led[1]]
        if snaps:
            return snaps[-1], False
        return max((rank(c), i) for i, c in enumerate(cards) if c[1] == led[1])[1], False
    if game == "whoswho":
        jokers = [i for i, c in enumerate(cards) if is_joker(c)]
        if len(jokers) == 1:
            return jokers[0], True
        if len(jokers) == 2:
            return -1, True  # the soloist decides; the caller checks
        following = sorted(((rank(c), i) for i, c in enumerate(cards) if c[1] == led[1]), reverse=True)
        return (following[1][1] if len(following) > 1 else 0), False
    if led == "JK":
        return 0, False
    trumps = [(rank(c), i) for i, c in enumerate(cards) if not is_joker(c) and c[1] == trump]
    if trumps:
        return max(trumps)[1], False
    return max((rank(c), i) for i, c in enumerate(cards) if not is_joker(c) and c[1] == led[1])[1], False


CRESCENDO_VALUES = {
    2: [0, 2, 3, 4, 5, 6, 0, 2, 3, 4, 5, 6],
    3: [1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6],
    4: [1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 7],
    5: [1, 2, 3, 4, 5, 6, 7, 8, 9, 7],
}


def ref_scores(deal: Deal) -> list[int]:
    game, options = deal.game.id, deal.game.options
    outcome = deal.outcome()
    won = list(outcome.tricks_won)
    roles = outcome.roles
    if game == "crescendo":
        values = list(CRESCENDO_VALUES[deal.players])
        if options["five_jokers"]:
            values[-1] = 10
        scores = [0] * deal.players
        for number, trick in enumerate(outcome.tricks):
            scores[trick.taker] += values[number]
        return scores
    if game == "hoodwink":
        if roles == (None, None, None):
            return won
        hood = roles.index("hood")
        a, b = [s for s in range(3) if s != hood]
        scores = list(won)
        fluctuating = options["scoring"] == "fluctuating"
        if won[a] == won[b]:
            for p in (a, b):
                scores[p] += 10 * won[p] if fluctuating else 10
        elif fluctuating:
            diff = abs(won[a] - won[b])
            scores[hood] += (20 if won[hood] in (won[a], won[b]) else 10) * diff
        else:
            scores[hood] += 10 + 10 * (won[hood] % 2) + 10 * (won[hood] in (won[a], won[b]))
        return scores
    if game == "whoswho":
        soloist = roles.index("soloist")
        a, b = [s for s in range(3) if s != soloist]
        s, pa, pb = won[soloist], won[a], won[b]
        success = (len({s, pa, pb}) == 3 and sorted([s, pa, pb])[1] == s) or (pa == pb and s != pa) or s > sum(won) // 2
        value = 10 + s
        return [value if (seat == soloist) == success else 0 for seat in range(3)]
    hamlet = roles.index("hamlet")
    basic = [w if w else 10 for w in won]
    tenfold = [(seat == hamlet) == (deal.aim == "be") for seat in range(3)]
    return [b * 10 if t else b for b, t in zip(basic, tenfold, strict=True)]


def check_hoodwink_roles(deal: Deal) -> None:
    """The Hood of individual play follows the no_tie rule (RULES.md 1, same_suit)."""
    options = deal.game.options
    outcome = deal.outcome()
    proposals = [str(c) for c in deal.proposals if c is not None]
    all_same = len({c[1] for c in proposals}) == 1
    if not (options["same_suit"] == "individual" and all_same):
        assert "hood" in outcome.roles
        return
    won = outcome.tricks_won
    tied = [s for s in range(3) if sum(1 for t in range(3) if won[t] == won[s]) == 2]
    if tied:
        expected = ({0, 1, 2} - set(tied)).pop()
    else:
        scenario = options["no_tie"]
        if scenario == "by_suit":
            scenario = {"S": "plain", "H": "middle", "D": "last", "C": "first"}[proposals[0][1]]
        expected = {
            "plain": None,
            "middle": sorted(range(3), key=lambda s: won[s])[1],
            "last": outcome.tricks[-1].taker,
            "first": outcome.tricks[0].taker,
        }[str(scenario)]
    hood = outcome.roles.index("hood") if "hood" in outcome.roles else None
    assert hood == expected


# --- the playout ---------------------------------------------------------------------------


def play_out(config: tuple[str, int, dict[str, object]], seed: int, policy_seed: int) -> Deal:
    game_id, players, options = config
    game = create_game(game_id, players, options)
    deal = Deal.start(game, seed)
    assert deal == Deal.start(game, seed), "the same seed deals the same cards"
    rng = random.Random(policy_seed)
    pack = {str(Card(c)) for c in game.pack()}
    dealt = [card for seat in range(players) for card in deal.hand(seat)]
    assert len(dealt) == len(set(dealt)) == players * game.hand_size
    assert {str(c) for c in dealt} | {str(c) for c in deal.undealt} == pack
    played: list[str] = []
    while not deal.is_over:
        seat = deal.to_move
        assert seat is not None
        actions = deal.legal_actions()
        assert actions, "a legal action exists until the deal is over"
        if deal.phase == Phase.PLAY:
            hand = [str(c) for c in deal.hand(seat)]
            trick = [str(c) for c in deal.current_trick]
            trump = deal.trump.letter if deal.trump is not None else None
            legal = {str(a.card) for a in actions if isinstance(a, Play)}
            assert legal == ref_legal(game_id, hand, trick, trump)
            for code in set(hand) - legal:  # every other card is refused with a reason
                with pytest.raises(IllegalActionError) as refused:
                    deal.check(Play(seat, Card.parse(code)))
                assert refused.value.rule in ("follow_suit", "joker_lead")
                assert str(refused.value)
        view = deal.view(seat)
        assert set(view.legal_actions) == set(actions)
        action = actions[int(rng.random() * len(actions))]
        before = deal
        deal, events = deal.apply(action)
        check_step(before, deal, action, events, played)
    assert sorted(played) == sorted(str(c) for c in dealt)
    assert all(not deal.hand(seat) for seat in range(players))
    assert len(deal.tricks) == game.tricks_per_deal
    assert sum(deal.tricks_won) == game.tricks_per_deal
    outcome = deal.outcome()
    assert list(outcome.scores) == ref_scores(deal)
    for line in outcome.lines:
        assert line.text.endswith(f"= {line.total}") or (line.total == 0 and line.text.endswith("0"))
    if game_id == "hoodwink":
        check_hoodwink_roles(deal)
    return deal


def check_step(before: Deal, after: Deal, action: object, events: Sequence[object], played: list[str]) -> None:
    if isinstance(action, Play):
        played.append(str(action.card))
        assert isinstance(events[0], CardPlayed) and events[0].card == action.card
    sizes = [len(after.hand(seat)) for seat in range(after.players)]
    in_trick = len(after.current_trick)
    assert max(sizes) - min(sizes) <= 1
    assert sum(sizes) + len(played) == after.players * after.game.hand_size
    assert in_trick in (0, after.players) or sizes.count(min(sizes)) == in_trick
    if any(isinstance(event, ProposalsRevealed) for event in events):
        for seat in range(after.players):
            assert before.view(seat).proposals is None
            assert after.view(seat).proposals == tuple(after.proposals)
    for event in events:
        if isinstance(event, TrickWon):
            trick = event.trick
            game = after.game.id
            trump = after.trump.letter if after.trump is not None else None
            soloist = after.roles.index("soloist") if game == "whoswho" else None
            position, gives = ref_winner(game, [str(c) for c in trick.cards], trump, soloist)
            expected = soloist if position == -1 else trick.seat_of(position)
            assert trick.winner == expected
            if not gives:
                assert trick.taker == trick.winner
    assert isinstance(events[-1], DealScored) == after.is_over
    for seat in range(after.players):  # a view never shows another seat's unplayed cards
        view = after.view(seat)
        assert view.hand == after.hand(seat)
        hidden = {c for other in range(after.players) if other != seat for c in after.hand(other)}
        shown = set(view.played) | set(view.proposals or ())
        assert not (hidden & set(view.played))
        assert shown & hidden <= set(view.proposals or ())


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), policy_seed=st.integers(0, 2**31 - 1))
def test_random_playout_keeps_every_invariant(
    config: tuple[str, int, dict[str, object]], seed: int, policy_seed: int
) -> None:
    deal = play_out(config, seed, policy_seed)
    record = json.loads(json.dumps(deal_to_record(deal)))
    replayed = read_deal(json.dumps(record))
    assert replayed == deal
    assert replay_report(replayed) == replay_report(deal)
    simulator = Deal.start(deal.game, seed).simulator()
    for action in deal.actions:
        simulator.apply(action)
    assert simulator.is_over and simulator.points() == list(deal.outcome().scores)


@pytest.mark.parametrize("config", CONFIGS, ids=config_id)
def test_simulator_random_playout_finishes_with_consistent_points(config: tuple[str, int, dict[str, object]]) -> None:
    game_id, players, options = config
    game = create_game(game_id, players, options)
    rng = random.Random(5)
    for seed in range(200):
        simulator = Deal.start(game, seed).simulator()
        points = simulator.random_playout(rng)
        assert simulator.is_over
        assert points == simulator.points()
        assert sum(simulator.core.won) == game.tricks_per_deal
