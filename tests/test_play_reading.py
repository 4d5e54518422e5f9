"""The expert reading the others' card play (ai/play_reading.py): a losing card given, or the last card taking a
trick, says the seat held no cheaper card of its suit with the same effect; a lead says the seat held a hand from
which the standard player leads that card.  Searched deals that break either weigh ``epsilon``."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator, Sequence

import pytest
from support import arrange, play

from parlett_table.ai.expert import ExpertPlayer
from parlett_table.ai.game_parts import tuning
from parlett_table.ai.play_reading import BOTH, LEADS, Denial, LeadReplay, PlayReading, denials, reading_for
from parlett_table.ai.sampling import sample_world
from parlett_table.ai.standard import StandardPlayer
from parlett_table.engine import GAMES, Card, Deal, Game, Play, Simulator, create_game
from parlett_table.engine.cards import iter_bits, mask_of
from parlett_table.engine.inference import hidden_cards


def mask(text: str) -> int:
    return mask_of([Card.parse(code) for code in text.split()])


def standard_positions(game: Game, deals: int) -> Iterator[Deal]:
    """Every position, in order, of deals 0 to ``deals - 1`` of ``game`` played by standard players."""
    standard = StandardPlayer()
    for seed in range(deals):
        deal = Deal.start(game, seed)
        rng = random.Random(seed)
        while not deal.is_over:
            yield deal
            deal, _ = deal.apply(standard.decide(deal.view(deal.to_move or 0), rng).action)


def clubs_led_and_ducked() -> Deal:
    """Three-player Crescendo: seat 0 leads the King of clubs, seat 1 gives the Nine under it; seat 2 to play."""
    deal = arrange("crescendo", {0: "KC", 1: "9C AH", 2: "8C"}, dealer=2, fill_seed=5)
    assert deal.to_move == 0
    return play(deal, "KC", "9C")


def test_a_losing_card_followed_denies_the_lower_cards_of_its_suit() -> None:
    view = clubs_led_and_ducked().view(2)
    # The Eight is the viewer's own, but a denial lists every unplayed card: no world gives seat 1 the Eight.
    assert denials(view) == [Denial(1, mask("8C 7C 6C"))]


def test_a_card_that_takes_the_lead_denies_nothing() -> None:
    deal = arrange("crescendo", {0: "9C", 1: "KC", 2: "8C"}, dealer=2, fill_seed=5)
    view = play(deal, "9C", "KC").view(2)
    assert denials(view) == []  # the lead says nothing, and the King took the lead


def test_the_viewers_own_cards_deny_nothing_to_itself() -> None:
    view = clubs_led_and_ducked().view(1)
    assert denials(view) == []


def test_a_discard_denies_the_lower_cards_of_its_own_suit_but_not_the_snap() -> None:
    """Void in clubs, seat 1 throws the King of hearts on the Eight of clubs: it may still hold the Eight of hearts,
    which would have snapped (a card that can take the trick), but no other lower heart."""
    hearts_and_diamonds = "KH 8H AD KD QD JD TD 9D 8D 7D 6D AS"
    deal = arrange("crescendo", {0: "8C", 1: hearts_and_diamonds}, dealer=2, fill_seed=5)
    view = play(deal, "8C", "KH").view(2)
    assert denials(view) == [Denial(1, mask("QH JH TH 9H 7H 6H"))]


def test_a_deal_that_breaks_a_denial_weighs_epsilon_per_denial_broken() -> None:
    view = clubs_led_and_ducked().view(2)
    reading = PlayReading(view, epsilon=0.1)
    rng = random.Random(1)
    hidden = hidden_cards(view)
    seen = {0: 0, 1: 0}
    for _ in range(200):
        world = sample_world(view, rng, hidden)
        breaks = bool(world.core.hands[1] & mask("7C 6C"))
        assert reading.weight(world) == pytest.approx(0.1 if breaks else 1.0)
        seen[breaks] += 1
    assert seen[0] and seen[1]  # both kinds of deal came up


def test_only_crescendo_has_rules_to_read_its_play_by() -> None:
    view = clubs_led_and_ducked().view(2)
    assert reading_for(view) is not None
    assert {game for game in GAMES if tuning(game).reading_epsilon is not None} == {"crescendo"}
    hamlet = Deal.start(create_game("hamlet"), 3)
    assert reading_for(hamlet.view(0)) is None


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_standard_crescendo_player_never_gives_a_higher_losing_card_than_it_must(players: int) -> None:
    """The model's premise, for every player count: the true hands break no denial read from any seat's view
    when everyone plays the standard player's cards."""
    checked = 0
    for deal in standard_positions(create_game("crescendo", players), 30):
        for seat in range(players):
            for denial in denials(deal.view(seat)):
                assert not mask_of(deal.hand(denial.seat)) & denial.cards, (deal.seed, seat, denial)
                checked += 1
    assert checked > 200  # two players: one follower a trick


def test_the_expert_searches_mostly_deals_that_agree_with_the_play() -> None:
    """In the position above, about two deals in three give seat 1 the Seven or the Six of clubs when sampled
    uniformly; read, few do."""
    view = clubs_led_and_ducked().view(2)
    hidden = hidden_cards(view)
    expert = ExpertPlayer(sims=600)
    rng = random.Random(7)
    uniform = [sample_world(view, rng, hidden) for _ in range(300)]
    read = list(expert.worlds(view, random.Random(7), hidden, 40, None))
    assert len(read) == 40

    def breaking(worlds: list) -> float:  # type: ignore[type-arg]
        return sum(1 for world in worlds if world.core.hands[1] & mask("7C 6C")) / len(worlds)

    assert breaking(uniform) > 0.4
    assert breaking(read) < 0.25
    unread = list(ExpertPlayer(sims=600, inference=False).worlds(view, random.Random(7), hidden, 40, None))
    assert breaking(unread) > 0.4


def test_the_last_card_taking_the_trick_denies_the_cheaper_cards_that_would_also_have_taken_it() -> None:
    """Seat 2, last to play, takes the Nine of clubs and the Seven with the King: no Queen, Jack or Ten of clubs."""
    deal = arrange("crescendo", {0: "9C", 1: "7C", 2: "KC"}, dealer=2, fill_seed=5)
    view = play(deal, "9C", "7C", "KC").view(0)
    assert denials(view) == [Denial(1, mask("6C")), Denial(2, mask("QC JC TC"))]


def test_a_cheaper_card_is_one_with_the_same_effect_on_the_trick_in_a_trump_game_too() -> None:
    """The rules ask the game who wins (Hamlet has trumps): every denied card is a lower card of the suit of a
    card the seat gave after the lead, and put in its place would have left the trick's taker so far as it was."""
    game = create_game("hamlet")
    checked = 0
    for deal in standard_positions(game, 8):
        view = deal.view(0)
        trump = -1 if view.trump is None else int(view.trump)
        for denial in denials(view):
            assert denial.seat != 0
            for cheaper in iter_bits(denial.cards):
                assert any(
                    same_effect(game, cards, leader, at, cheaper, trump)
                    for leader, cards in view.tricks_so_far
                    for at in range(1, len(cards))
                    if (leader + at) % 3 == denial.seat
                ), (deal.seed, denial, cheaper)
                checked += 1
    assert checked > 100


def same_effect(game: Game, cards: Sequence[int], leader: int, at: int, cheaper: int, trump: int) -> bool:
    """Whether ``cheaper``, a lower card of the suit of ``cards[at]``, in its place leaves the taker so far."""
    card = cards[at]
    if card.is_joker or cheaper >> 4 != card >> 4 or cheaper >= card:
        return False
    seat = (leader + at) % game.players
    took = game.trick_winner(cards[: at + 1], leader, trump)[0] == seat
    return (game.trick_winner([*cards[:at], cheaper], leader, trump)[0] == seat) == took


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_the_true_deal_agrees_with_every_lead_when_everyone_plays_the_standard_players_cards(players: int) -> None:
    """The lead reading's premise: replayed in the true hands, every lead read from any seat's view is the one the
    standard player made."""
    replayed = 0
    for deal in standard_positions(create_game("crescendo", players), 12):
        if not deal.view(0).current_trick:  # at each trick's start, from every seat
            for seat in range(players):
                replay = LeadReplay(deal.view(seat))
                assert replay.weight(deal.simulator(), 1.0, 0.1, 0.0) == 1.0, (deal.seed, seat)
                replayed += replay.leads
    assert replayed > 300


def standard_lead(deal: Deal, hands: Sequence[int], played: Sequence[Card]) -> Card:
    """What the standard player leads in ``deal`` dealt as ``hands`` instead, after the same cards ``played``."""
    other = Deal.from_hands(deal.game, [list(iter_bits(hand)) for hand in hands], deal.dealer, deal.undealt)
    for card in played:
        other, _ = other.apply(Play(other.to_move or 0, card))
    action = StandardPlayer().decide(other.view(other.to_move or 0), random.Random(0)).action
    assert isinstance(action, Play)
    return action.card


def test_a_deal_in_which_the_standard_player_would_have_led_another_card_weighs_epsilon() -> None:
    """Four-player Crescendo, three tricks played by standard players.  Seen from seat 0, each swap of one unseen
    card between two other seats is a deal it might search: it weighs 1 where the standard player, dealt those
    hands, leads every card that was led, and 0.1 for each lead it would have made differently (checked by
    dealing the swapped hands and asking the standard player, not by the reading's own replay)."""
    game = create_game("crescendo", 4)
    standard = StandardPlayer()
    deal = Deal.start(game, 11, dealer=3)
    rng = random.Random(11)
    while len(deal.view(0).tricks) < 3:
        deal, _ = deal.apply(standard.decide(deal.view(deal.to_move or 0), rng).action)
    view = deal.view(0)
    reading = PlayReading(view, 0.1, BOTH | {LEADS})
    assert reading.replay is not None and reading.replay.leads >= 2
    truth = deal.simulator()  # the deal itself, as a world the expert might search
    played = list(view.played)
    swaps_by_leads_differing: Counter[int] = Counter()
    for first in (1, 2, 3):
        for second in range(first + 1, 4):
            for give in iter_bits(truth.core.hands[first]):
                for take in iter_bits(truth.core.hands[second]):
                    hands = list(truth.core.hands)
                    hands[first] ^= 1 << give | 1 << take
                    hands[second] ^= 1 << give | 1 << take
                    world = Simulator.from_view(view, hands, truth.core.undealt)
                    if reading.denials and PlayReading(view, 0.1, BOTH).weight(world) < 1:
                        continue  # broken denials weigh too: only the leads are looked at here
                    dealt = world.core.dealt
                    differ = sum(
                        1
                        for trick in view.tricks
                        if trick.leader != 0
                        and standard_lead(deal, dealt, played[: played.index(trick.cards[0])]) != trick.cards[0]
                    )
                    assert reading.weight(world) == pytest.approx(0.1**differ), (first, second, give, take)
                    swaps_by_leads_differing[differ] += 1
    assert swaps_by_leads_differing[0] and swaps_by_leads_differing[1]  # both kinds of swap come up


def test_only_the_leads_of_others_are_replayed() -> None:
    """Seat 0 led the first trick, seat 1 the second: seen from seat 0 one lead is read, from seat 1 one, from
    seat 2 both.  The cards after the last lead read are not replayed."""
    deal = arrange(create_game("crescendo", 4), {0: "AC 9C", 1: "KC 2D", 2: "QC 3D", 3: "JC 4D"}, dealer=3, fill_seed=2)
    deal = play(deal, "9C", "KC", "QC", "JC", "2D")
    assert [len(LeadReplay(deal.view(seat)).plays) for seat in range(3)] == [5, 1, 5]
    assert [LeadReplay(deal.view(seat)).leads for seat in range(3)] == [1, 1, 2]
