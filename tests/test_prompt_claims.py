"""What the prompts, hints and why-nots say about a hand is true of that hand, in every game, option and player count.

Thousands of positions, each reached by seeded random play: at every decision, the claims the prompt above the
hand makes (``ai/coach.prompt_claims``: who leads, a void, the suit to follow, the only legal card, a snap) are
checked against the hand, the trick and the rules' legal actions, and so is the prompt's text itself, read back;
every card the rules refuse is refused with a reason that is true of the hand; and the reasons of a forced choice
say so only when it is.
"""

from __future__ import annotations

import itertools
import random
import re
from collections.abc import Iterator

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from parlett_table.ai.prompts import Claim, claim_words, prompt_claims, prompt_line
from parlett_table.ai.standard import StandardPlayer
from parlett_table.engine import (
    GAMES,
    Deal,
    Game,
    IllegalActionError,
    Match,
    OptionError,
    Phase,
    Play,
    Propose,
    SeatView,
)
from parlett_table.engine.cards import Card, Suit, cards_of

NAMES = ("You", "Ada", "Ben", "Cleo", "Dev")


def configurations() -> Iterator[Game]:
    """Every game of the registry at every player count, with every combination of its options' choices."""
    for game_class in GAMES.values():
        for players in game_class.player_counts:
            specs = [spec for spec in game_class.option_specs  # the options a deal's play can depend on
                     if spec.choices and not spec.match_level and players in (spec.players or (players,))]
            for values in itertools.product(*(spec.choices for spec in specs)):
                try:
                    yield game_class(players, {spec.id: value for spec, value in zip(specs, values, strict=True)})
                except OptionError:
                    continue


CONFIGURATIONS = list(configurations())


def positions(game: Game, seed: int) -> Iterator[Deal]:
    """Every decision of one deal of ``game``, played by a seeded coin."""
    rng = random.Random(seed)
    deal = Match.start(game, seed).current
    while not deal.is_over:
        yield deal
        deal, _ = deal.apply(rng.choice(deal.legal_actions()))


def suit_named(word: str, form: str) -> Suit:
    return next(suit for suit in Suit if getattr(suit, form) == word)


def legal_cards(view: SeatView) -> set[Card]:
    return {action.card for action in view.legal_actions if isinstance(action, (Play, Propose))}


def follows(view: SeatView, card: Card) -> bool:
    """Whether ``card`` follows the card led, by the game's own rule."""
    trump = int(view.trump) if view.trump is not None else -1
    return bool(view.game.follow_set(trump, int(view.current_trick[0])) >> int(card) & 1)


def check_claim(claim: Claim, view: SeatView) -> None:
    hand, legal, trick = set(view.hand), legal_cards(view), view.current_trick
    of_suit = {card for card in hand if card.suit is claim.suit}
    where = f"{claim}: hand {sorted(map(str, hand))}, trick {[str(c) for c in trick]}, legal {sorted(map(str, legal))}"
    if claim.kind in ("lead", "lead_no_joker"):
        assert not trick and view.to_move == view.seat, where
        assert legal == (hand if claim.kind == "lead" else {card for card in hand if not card.is_joker}), where
        return
    assert trick, where
    led = trick[0]
    if claim.kind == "snap":
        assert claim.card in hand and claim.card.rank == led.rank and claim.card.suit is not led.suit, where
        assert not any(card.suit is led.suit for card in hand), where  # a snap is for a player who cannot follow
        return
    if claim.kind == "joker_led_any":
        assert led.is_joker and legal == hand and not any(follows(view, card) for card in hand), where
        return
    if claim.kind in ("void", "joker_led_void"):
        assert legal == hand, where
        assert not of_suit and not any(follows(view, card) for card in hand), where
        assert led.is_joker if claim.kind == "joker_led_void" else led.suit is claim.suit, where
        return
    assert of_suit or claim.kind == "only_joker", where  # the rest say you can follow
    if claim.kind == "follow":
        assert not led.is_joker and led.suit is claim.suit and legal == of_suit, where
    elif claim.kind == "follow_or_joker":
        assert legal == of_suit | {card for card in hand if card.is_joker} and any(c.is_joker for c in legal), where
    elif claim.kind == "only_joker":
        assert not of_suit and len(legal) == 1 and next(iter(legal)).is_joker and led.suit is claim.suit, where
    elif claim.kind == "joker_led_follow":
        assert led.is_joker and view.trump is claim.suit and legal == of_suit | (legal & hand - of_suit), where
        assert all(follows(view, card) for card in legal), where
    else:
        raise AssertionError(f"a claim the test does not know: {claim}")


def check_prompt_text(text: str, view: SeatView) -> None:
    """The prompt read back: every sentence of the kinds that make a claim is true of the hand."""
    hand = set(view.hand)
    for word in re.findall(r"You have no (\w+), so you may play any card", text):
        suit = suit_named(word, "plural")
        assert not any(card.suit is suit for card in hand), f"{text!r} with {sorted(map(str, hand))}"
    for word in re.findall(r"Follow suit with an? (\w+)", text):
        suit = suit_named(word, "noun")
        assert any(card.suit is suit for card in hand), f"{text!r} with {sorted(map(str, hand))}"
    if "You lead this trick" in text:
        assert not view.current_trick, text
    for card in re.findall(r"Your (.+?) would snap the trick", text):
        assert any(card == describe(c) for c in hand), text


def describe(card: Card) -> str:
    from parlett_table.engine.cards import describe_card

    return describe_card(card)


def check_refusal(deal: Deal, card: Card) -> None:
    """A card the rules refuse: its reason, read back, is true of the hand."""
    seat = deal.to_move
    assert seat is not None
    view = deal.view(seat)
    action = Propose(seat, card) if deal.phase is Phase.PROPOSE else Play(seat, card)
    try:
        deal.apply(action)
    except IllegalActionError as error:
        text = error.player_text
    else:
        raise AssertionError(f"{card} was refused by legal_actions but taken by apply")
    hand = set(view.hand)
    if found := re.fullmatch(r"You must follow suit: you hold an? (\w+)\.", text):
        suit = suit_named(found.group(1), "noun")
        assert any(c.suit is suit for c in hand) and card.suit is not suit, (text, card)
    elif found := re.fullmatch(r"(.+) may be played only when you cannot follow suit: you hold an? (\w+)\.", text):
        assert card.is_joker and any(c.suit is suit_named(found.group(2), "noun") for c in hand), (text, card)
    elif found := re.fullmatch(r"You must follow suit: the joker is your only trump, and trumps \((\w+)\) were led\.",
                               text):  # fmt: skip
        trump = suit_named(found.group(1), "plural")
        assert view.trump is trump and not any(c.suit is trump for c in hand), (text, card)
        assert any(c.is_joker for c in hand) and not card.is_joker, (text, card)
    elif text == "A joker may not be led while you hold other cards.":
        assert not view.current_trick and card.is_joker and any(not c.is_joker for c in hand), (text, card)
    elif text in ("The joker cannot be proposed: show a suit card.",
                  "Polonius, the joker, cannot be shown: choose a suit card."):  # fmt: skip
        assert card.is_joker, (text, card)
    elif found := re.fullmatch(r"You must propose the highest card of your longest suit, the (.+)\.", text):
        assert any(describe(c) == found.group(1) for c in legal_cards(view)), (text, card)
    else:
        raise AssertionError(f"a refusal the test cannot check: {text!r}")


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), which=st.integers(0, len(CONFIGURATIONS) - 1))
def test_every_claim_of_a_prompt_is_true_of_the_hand(seed: int, which: int) -> None:
    game = CONFIGURATIONS[which]
    for deal in positions(game, seed):
        seat = deal.to_move
        assert seat is not None
        view = deal.view(seat)
        names = list(NAMES[: game.players])
        text = prompt_line(view, names)
        claims = prompt_claims(view)
        if view.phase is Phase.PLAY:
            assert claims, "a prompt at a card to play says what may be played"
        for claim in claims:
            check_claim(claim, view)
            assert claim_words(claim, view) in text
        check_prompt_text(text, view)


def test_every_game_option_and_player_count_is_checked_at_thousands_of_positions() -> None:
    """The same checks, deterministically, over a fixed set of seeds of each configuration (the property test
    above draws more at random)."""
    checked = 0
    for game in CONFIGURATIONS:
        for seed in range(12):
            for deal in positions(game, seed * 7919 + 1):
                seat = deal.to_move
                assert seat is not None
                view = deal.view(seat)
                text = prompt_line(view, list(NAMES[: game.players]))
                for claim in prompt_claims(view):
                    check_claim(claim, view)
                check_prompt_text(text, view)
                legal = legal_cards(view)
                for card in sorted(set(view.hand) - legal):
                    if deal.phase in (Phase.PLAY, Phase.PROPOSE):
                        check_refusal(deal, card)
                checked += 1
    assert checked > 5000


def test_all_cards_of_the_suit_led_is_following_not_a_void() -> None:
    """The position of the issue: every card of the hand in the suit led, so every card may be played; the prompt
    once said "You have no hearts, so you may play any card" (Crescendo, four players)."""
    from parlett_table.engine import create_game

    game = create_game("crescendo", 4)
    found = 0
    for seed in range(200):
        for deal in positions(game, seed):
            view = deal.view(deal.to_move)  # type: ignore[arg-type]
            trick = view.current_trick
            if not trick or len(view.hand) < 2 or any(card.suit is not trick[0].suit for card in view.hand):
                continue
            assert legal_cards(view) == set(view.hand)
            text = prompt_line(view, list(NAMES[:4]))
            assert "You have no" not in text and f"Follow suit with a {trick[0].suit.noun}." in text  # type: ignore[union-attr]
            assert prompt_claims(view)[0] == Claim("follow", trick[0].suit)
            found += 1
    assert found > 10


def test_a_standard_players_forced_choice_is_said_only_when_it_is_forced() -> None:
    player = StandardPlayer()
    said = 0
    for game in CONFIGURATIONS:
        for deal in positions(game, 5):
            seat = deal.to_move
            assert seat is not None
            view = deal.view(seat)
            reason = player.decide(view, random.Random(0)).words(list(NAMES[: game.players]))
            if re.search(r"no other legal card|only legal card|only card you may play", reason):
                said += 1
                assert len(legal_cards(view)) == 1, reason
            if "only choice" in reason:
                said += 1
                assert len(view.legal_actions) == 1, reason
    assert said


def check_effect(view: SeatView, card: Card) -> None:
    """What a hint or the coach says a card does (``ai/card_effects.play_effect``), checked against the rules."""
    from parlett_table.ai.card_effects import play_effect

    effect = play_effect(view, card)
    hand, trick = set(view.hand), view.current_trick
    where = f"{effect}: hand {sorted(map(str, hand))}, trick {[str(c) for c in trick]}"
    if effect.kept is not None:
        assert effect.kept in hand and effect.kept != card and effect.kept.suit is card.suit, where
        assert effect.kept.rank > card.rank, where
    if effect.kind.startswith("lead"):
        assert not trick, where
        if effect.kind == "lead_top":
            out = set(cards_of(view.game.pack_mask)) - set(view.played) - hand
            assert not any(other.suit is card.suit and other.rank > card.rank for other in out), where
        if effect.kind == "lead_low":
            assert all(other.rank > card.rank for other in hand if other.suit is card.suit and other != card), where
        return
    assert trick, where
    trump = int(view.trump) if view.trump is not None else -1
    cards = [int(c) for c in trick] + [int(card)]
    winner, decides = view.game.trick_winner(cards, view.leader, trump)
    if effect.kind in ("wins", "takes"):
        assert winner == view.seat and not decides, where
        assert (effect.kind == "takes") == (len(cards) == view.players), where
    elif effect.kind == "decides":
        assert winner == view.seat and decides, where
    else:
        assert effect.kind == "under" and winner == effect.seat != view.seat, where


def test_what_a_hint_says_a_card_does_is_what_the_rules_say_it_does() -> None:
    checked = 0
    for game in CONFIGURATIONS[::3]:
        for seed in range(4):
            for deal in positions(game, seed * 31 + 7):
                view = deal.view(deal.to_move)  # type: ignore[arg-type]
                for action in view.legal_actions:
                    if isinstance(action, Play):
                        check_effect(view, action.card)
                        checked += 1
    assert checked > 3000
