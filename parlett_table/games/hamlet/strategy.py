"""The standard Hamlet player: steer your count to where it pays, whether the aim is to be Hamlet or not to be.

The aim decides what a count is worth.  "To be": the player with the middle
(or the unshared) count scores ten times over, so a count of three or four is
the usual goal.  "Not to be": the other two score ten times over, so you want
few tricks (none is best: ten, then a hundred) or very many.  Card play uses
the trick reading shared with Hoodwink: the chances each card gives every
player of taking the trick, and how many tricks your remaining cards can
still take; the last tricks are counted out.  Polonius wins only when he
leads, so he is a trick whenever you want one and a safe discard otherwise.
"""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Callable, Sequence

from ...ai.base import Decision, name_of
from ...ai.knowledge import legal_cards
from ...ai.strategy.count_out import endgame_values
from ...ai.strategy.steering import Outlook, Points, Prospects, outlook
from ...ai.strategy.tricks import (
    Plan,
    Table,
    card_value,
    likely_taker,
    make_plan,
    read_table,
    the,
    utility,
    win_chance,
    with_trump,
)
from ...engine import Card, Game, Play, Propose, SeatView, Suit
from ...engine.language import translate
from .rules import BE, COURT_RANKS, NOT_BE, Hamlet

COURT_SHOWN = 0.4  # the chance another player shows a court card
NO_ESTIMATES: tuple[None, None, None] = (None, None, None)


def decide(view: SeatView, rng: random.Random) -> Decision:
    """The standard player's decision for ``view``: the card to show, or the card to play."""
    if isinstance(view.legal_actions[0], Propose):
        return propose(view)
    return play(view)


# --- what a count is worth -----------------------------------------------------------------


def hamlet_rules(view: SeatView) -> Hamlet:
    rules = view.game
    assert isinstance(rules, Hamlet)
    return rules


def scores_for(view: SeatView, aim: str) -> Callable[[tuple[int, ...]], Sequence[float]]:
    """Everyone's points for final counts under ``aim``."""
    rules = hamlet_rules(view)

    def scores(won: tuple[int, ...]) -> Sequence[float]:
        return rules.cached_points((won, aim), lambda: rules.score_counts(won, aim))

    return scores


def points_if(view: SeatView, aim: str) -> Callable[[int], Points]:
    """Your utility for final counts, whoever takes the trick in play (in Hamlet it makes no difference)."""
    scores = scores_for(view, aim)

    def points(won: tuple[int, ...]) -> float:
        return utility(scores(won), view.seat)

    return lambda taker: points


# --- to be or not to be --------------------------------------------------------------------


def settle(suits: Sequence[int], courts: Sequence[bool]) -> tuple[int, str]:
    """(trump, aim) for the suits shown and whether each card shown was a court card (as the rules settle it)."""
    shared = [suit for suit in suits if suits.count(suit) > 1]
    trump = shared[0] if shared else ({0, 1, 2, 3} - set(suits)).pop()
    return trump, BE if any(courts) else NOT_BE


def deal_values(view: SeatView) -> dict[tuple[int, str], float]:
    """By (trump, aim), your expected utility for the whole deal, steering your count as best you can."""
    tricks = view.game.tricks_per_deal
    values = {}
    seen = read_table(view)
    for trump in range(4):
        table = with_trump(seen, trump)  # what is seen is the same for each
        hand = outlook([win_chance(table, card) for card in view.hand], tricks)
        for aim in (BE, NOT_BE):
            values[(trump, aim)] = opening_value(view, aim, hand)
    return values


_OPENING_VALUES: dict[tuple[Game, int, str, Outlook], float] = {}


def opening_value(view: SeatView, aim: str, hand: Outlook) -> float:
    """Your expected utility for the deal ahead under ``aim``, for a hand's outlook; remembered (few outlooks recur)."""
    key = (view.game, view.seat, aim, hand)
    value = _OPENING_VALUES.get(key)
    if value is None:
        tricks = view.game.tricks_per_deal
        prospects = Prospects(view.seat, points_if(view, aim), (0, 0, 0), tricks, NO_ESTIMATES)
        value = _OPENING_VALUES[key] = prospects.value(-1, hand)
    return value


def showing_value(suit: int, court: bool, values: dict[tuple[int, str], float]) -> float:
    """Your expected utility for showing a card of ``suit`` (a court card or not), the others showing at random."""
    return sum(chance * values[settled] for chance, settled in showings(suit, court))


@functools.cache
def showings(suit: int, court: bool) -> tuple[tuple[float, tuple[int, str]], ...]:
    """Each way the others may show, as (its chance, the (trump, aim) it settles), when you show ``suit``."""
    out = []
    for suit_a, suit_b in itertools.product(range(4), repeat=2):
        for court_a, court_b in itertools.product((False, True), repeat=2):
            chance = (COURT_SHOWN if court_a else 1 - COURT_SHOWN) * (COURT_SHOWN if court_b else 1 - COURT_SHOWN)
            out.append((chance / 16, settle((suit, suit_a, suit_b), (court, court_a, court_b))))
    return tuple(out)


def propose(view: SeatView) -> Decision:
    options = [action.card for action in view.legal_actions if isinstance(action, Propose)]
    values = deal_values(view)
    kinds = {(card >> 4, card.rank in COURT_RANKS) for card in options}
    suit, court = max(sorted(kinds), key=lambda kind: showing_value(kind[0], kind[1], values))
    # Of the cards of that kind, show the lowest: it gives away the least.
    card = min((c for c in options if c >> 4 == suit and (c.rank in COURT_RANKS) == court), key=lambda c: c.rank)
    trumps = Suit(suit).plural
    if court:
        reason = (
            translate(
                "HamletHints",
                "Show {card}: a King, Queen or Jack makes the aim to be Hamlet, which suits your hand, best with "
                "{trumps} as trump.",
            ).format(card=the(card), trumps=trumps)
        )
    else:
        reason = (
            translate(
                "HamletHints",
                "Show {card}: your hand suits the aim not to be Hamlet, so show no King, Queen or Jack; {trumps} "
                "as trump suit you best.",
            ).format(card=the(card), trumps=trumps)
        )
    return Decision(Propose(view.seat, card), reason)


# --- card play ---------------------------------------------------------------------------------


def plan_for(table: Table) -> Plan:
    view = table.view
    assert view.aim is not None
    return make_plan(table, points_if(view, view.aim), NO_ESTIMATES, scoring=(view.game, view.seat, view.aim))


def choose(view: SeatView) -> Card:
    """The standard player's card for ``view`` without its reason: what search asks when it replays the others."""
    plays = legal_cards(view)
    return plays[0] if len(plays) == 1 else best_card(read_table(view), plays)[0]


def best_card(table: Table, plays: list[Card]) -> tuple[Card, Plan]:
    """The card that steers best (counted out near the end), and the plan that judged it."""
    plan = plan_for(table)
    values = endgame_values(table)
    if values is None:
        values = {card: card_value(table, plan, card) for card in plays}
    return max(plays, key=lambda card: values[card]), plan


def play(view: SeatView) -> Decision:
    plays = legal_cards(view)
    if len(plays) == 1:
        return Decision(Play(view.seat, plays[0]), translate("HamletHints", "You have no other legal card."))
    table = read_table(view)
    best, plan = best_card(table, plays)
    return Decision(Play(view.seat, best), play_reason(table, plan, best))


def play_reason(table: Table, plan: Plan, card: Card) -> str:
    """What to play, then what you steer for: two whole sentences."""
    view = table.view
    taker = likely_taker(table, card)
    goal = goal_sentence(view, plan.target_after(card, taker))
    if card.is_joker:
        if not view.current_trick:
            return translate(
                "HamletHints",
                "Lead Polonius: the joker always wins a trick he leads. {goal}",
            ).format(goal=goal)
        return translate(
            "HamletHints",
            "Play Polonius now: the joker wins only a trick he leads, so he loses this one. {goal}",
        ).format(goal=goal)
    if taker == view.seat:
        return translate("HamletHints", "Take this trick with {card}. {goal}").format(card=the(card), goal=goal)
    if not view.current_trick:
        return translate(
            "HamletHints",
            "Lead {card} and let another player take this trick. {goal}",
        ).format(card=the(card), goal=goal)
    return translate(
        "HamletHints",
        "Play {card} and let {taker} take this trick. {goal}",
    ).format(card=the(card), taker=name_of(taker), goal=goal)


def goal_sentence(view: SeatView, target: int) -> str:
    """The aim and the final count you steer for, as a sentence."""
    if view.aim == BE:
        return translate(
            "HamletHints",
            "The aim is to be Hamlet, so you try to end on {target}, a count nobody else ends with.",
        ).format(target=target)
    if target == 0:
        return translate("HamletHints", "The aim is not to be Hamlet, and taking no trick at all pays best.")
    return translate(
        "HamletHints",
        "The aim is not to be Hamlet, so you try to end on {target}, away from the middle count.",
    ).format(target=target)
