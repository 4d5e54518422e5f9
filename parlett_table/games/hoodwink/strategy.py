"""The standard Hoodwink player: as a partner, steer your count to meet your partner's; as the Hood, keep them apart.

Every card decision asks who should take the trick in play.  What a trick
to each player is worth comes from the score of the final counts it leads to:
you steer your own count towards the best final count your cards allow (the
further from what they would take anyway, the less surely), a partner steers
with you towards a common count, and the others' tricks fall by their shares
(partly steered, as the Hood expects of the partners).  Each legal card is
then judged by the chances it gives each player of taking the trick (read from
the cards still unseen and the suits each player is known to lack) and by what
it leaves in your hand.  The last two tricks (three, once led to) are counted
out over every way the unseen cards may lie.

The proposal looks for the suit most likely to make you the Hood, the role
that scores most; a partner who may talk gives an honest estimate, asks for
requests when someone else should take the trick it leads, and answers by
asking for its winning suit when it needs a trick, or warning off it when not.

Reading the table and steering a count are shared with Hamlet, the other
33-card trump game with a joker (``tricks.py``), and so is counting out the end
(``count_out.py``).
"""

from __future__ import annotations

import functools
import itertools
import random
from collections.abc import Callable, Sequence

from ...ai.base import Decision, name_of
from ...ai.knowledge import in_suit, legal_cards, tricks_left, winner_with, winning_so_far
from ...ai.strategy.count_out import endgame_values
from ...ai.strategy.steering import Points
from ...ai.strategy.tricks import (
    WILLING,
    Plan,
    Table,
    Willing,
    card_value,
    expected_tricks,
    is_trump_card,
    likely_taker,
    make_plan,
    read_table,
    the,
    tricks_words,
    utility,
    win_chance,
    with_trump,
)
from ...engine import Answer, Ask, Card, Estimate, Play, Propose, SeatView, Suit
from ...engine.cards import make_card
from ...engine.language import percent, translate
from .rules import Hoodwink, settle_proposals
from .words import HOOD, NO_TIE_BY_SUIT, PARTNER

# Hoodwink.
HOOD_WORTH = 20.0  # how much more the Hood tends to score than a partner, against the others' average
SUIT_SIZE = 8  # cards of each suit in the pack
MIDDLE_RANK = 9  # the Jack: a card in the middle of a suit
SEVEN_RANK = 5  # the lowest rank in the pack
HOODWINK_LIKELY_WIN = 0.45  # steering for an exact count, count only on fairly sure winners
ESTIMATE_MARGIN = 0.6  # an estimate runs this far either side of the tricks you expect
REQUEST_WEIGHT = 0.3  # how much a partner's request counts, as a share of what is at stake in the trick
REQUEST_CHANCE = 0.5  # ask for a lead (or warn off it) when you would win it at least this surely


# --- Hoodwink: roles and what a count is worth -------------------------------------------------


def hoodwink_rules(view: SeatView) -> Hoodwink:
    rules = view.game
    assert isinstance(rules, Hoodwink)
    return rules


def fixed_hood(view: SeatView) -> int | None:
    """The Hood, when the proposals fixed one (not when everyone plays alone)."""
    return view.roles.index(HOOD) if HOOD in view.roles else None


def partner_of(view: SeatView) -> int | None:
    hood = fixed_hood(view)
    if hood is None or hood == view.seat:
        return None
    return 3 - hood - view.seat


def hood_by_counts(view: SeatView, won: tuple[int, ...], first: int, last: int) -> int | None:
    """Everyone alone: who ends as the Hood for these counts (as the rules settle it at the end)."""
    for seat in range(3):
        a, b = [won[s] for s in range(3) if s != seat]
        if a == b:
            return seat  # the two with equal counts are the partners
    scenario = view.options["no_tie"]
    if scenario == "by_suit":
        scenario = NO_TIE_BY_SUIT[int(view.trump) if view.trump is not None else 0]
    if scenario == "middle":
        return sorted(range(3), key=lambda s: won[s])[1]
    if scenario == "first":
        return first
    if scenario == "last":
        return last
    return None


FinalScores = Callable[[tuple[int, ...], int, int], Sequence[float]]  # (counts, first taker, last taker) -> points


def final_scores(view: SeatView) -> FinalScores:
    """Everyone's points for final counts (and, when everyone plays alone, who took the first and last trick)."""
    rules = hoodwink_rules(view)
    hood = fixed_hood(view)

    def scores(won: tuple[int, ...], first: int, last: int) -> Sequence[float]:
        who = hood if hood is not None else hood_by_counts(view, won, first, last)
        return rules.cached_points((won, who), lambda: rules.score_counts(won, who))

    return scores


def points_if(view: SeatView) -> Callable[[int], Points]:
    """For each taker of the trick in play, your utility for final counts."""
    scores = final_scores(view)
    seat = view.seat
    last_trick = tricks_left(view) == 1

    def for_taker(taker: int) -> Points:
        first = view.tricks[0].taker if view.tricks else taker

        def points(won: tuple[int, ...]) -> float:
            if last_trick:
                return utility(scores(won, first, taker), seat)
            # Who takes the last trick (which may settle the Hood) is still open: count each seat alike.
            return sum(utility(scores(won, first, last), seat) for last in range(3)) / 3

        return points

    return for_taker


def partner_name(view: SeatView) -> str:
    """The slot for your partner's name (partner talk happens only between partners)."""
    partner = partner_of(view)
    assert partner is not None
    return name_of(partner)


def announced(view: SeatView) -> list[float | None]:
    """By seat, how many more tricks it said it would take (the middle of its estimate), or None."""
    said: list[float | None] = [None, None, None]
    for action in view.talk:
        if isinstance(action, Estimate) and action.low is not None and action.high is not None:
            said[action.seat] = max((action.low + action.high) / 2 - view.tricks_won[action.seat], 0.0)
    return said


def plan_for(table: Table) -> Plan:
    view = table.view
    hood = fixed_hood(view)
    # Everything points_if reads: the rules, your seat, the Hood, the trump (which may settle the Hood), who took
    # the first trick and whether this is the last.
    first = view.tricks[0].taker if view.tricks else None
    scoring = (view.game, view.seat, hood, view.trump, first, tricks_left(view) == 1)
    return make_plan(
        table, points_if(view), announced(view), partner_of(view), hood == view.seat, HOODWINK_LIKELY_WIN, scoring
    )


def cooperation(view: SeatView, plan: Plan) -> Willing:
    """Your partner overtakes a card only when the trick is better in their hands; the others, when they can."""
    partner = partner_of(view)

    def willing(seat: int, winner: int) -> float:
        if seat == partner:
            return 0.9 if plan.values[seat] > plan.values[winner] else 0.1
        return WILLING

    return willing


# --- decisions -------------------------------------------------------------------------------


def decide(view: SeatView, rng: random.Random) -> Decision:
    """The standard player's decision for ``view``: a proposal, partner talk, or a card."""
    first = view.legal_actions[0]
    if isinstance(first, Propose):
        return propose(view)
    if isinstance(first, Estimate):
        return estimate(view)
    if isinstance(first, Answer):
        return answer(view)
    return play(view)


def propose(view: SeatView) -> Decision:
    options = [action.card for action in view.legal_actions if isinstance(action, Propose)]
    if len(options) == 1:
        card = options[0]
        reason = translate(
            "HoodwinkHints",
            "Show {card}: you must show the highest card of your longest suit.",
        ).format(card=the(card))
        return Decision(Propose(view.seat, card), reason)
    seen = read_table(view)  # what is seen is the same whichever suit is trump
    strength = {int(suit): expected_tricks(with_trump(seen, int(suit))) for suit in Suit}
    shown = showing_chances(view)
    worth = {card: proposal_value(view, card, shown, strength) for card in options}
    card = max(options, key=lambda c: (worth[c], -abs(c.rank - MIDDLE_RANK)))
    hood = sum(chance for (role, _), chance in outcomes(view, card, shown).items() if role == HOOD)
    plural = Suit(card >> 4).plural
    reason = (
        translate(
            "HoodwinkHints",
            "Show {card}: the others will mostly show suits you are short in, so {plural} give you the best chance "
            "({hood}) of being the Hood, who scores most.",
        ).format(card=the(card), plural=plural, hood=percent(hood))
    )
    return Decision(Propose(view.seat, card), reason)


def showing_chances(view: SeatView) -> dict[tuple[int, int], float]:
    """The chance the other two show each pair of suits, each showing a suit about as often as it holds it.

    Their hands share the cards you lack, so a suit long in one is short in
    the other: their counts are those of a hand dealt from what is left.
    """
    missing = [SUIT_SIZE - len(in_suit(view.hand, suit)) for suit in Suit]
    pool = sum(missing)
    size = pool / 2
    shrink = (pool - size) / (pool - 1)
    mean = [size * m / pool for m in missing]
    chances = {}
    for first, second in itertools.product(range(4), repeat=2):
        if first == second:
            variance = size * (missing[first] / pool) * (1 - missing[first] / pool) * shrink
            both = missing[first] * mean[first] - variance - mean[first] ** 2
        else:
            covariance = -size * (missing[first] / pool) * (missing[second] / pool) * shrink
            both = mean[first] * missing[second] - covariance - mean[first] * mean[second]
        chances[(first, second)] = both / size**2
    return chances


def outcomes(view: SeatView, card: Card, shown: dict[tuple[int, int], float]) -> dict[tuple[str, int], float]:
    """The chances of each (your role, trump) if you show ``card``."""
    result: dict[tuple[str, int], float] = {}
    seat = view.seat
    for (first, second), chance in shown.items():
        trump, hood = settled(seat, int(card), first, second)
        if hood is None:  # all one suit: the middle card is the Hood's
            middle = middle_chance(view, card)
            for role, part in ((HOOD, middle), (PARTNER, 1 - middle)):
                result[(role, trump)] = result.get((role, trump), 0.0) + chance * part
        else:
            role = HOOD if hood == seat else PARTNER
            result[(role, trump)] = result.get((role, trump), 0.0) + chance
    return result


@functools.cache
def settled(seat: int, card: int, first: int, second: int) -> tuple[int, int | None]:
    """(trump, Hood) if ``seat`` shows ``card`` and the others middling cards of suits ``first`` and ``second``."""
    others = [s for s in range(3) if s != seat]
    cards = [0, 0, 0]
    cards[seat], cards[others[0]], cards[others[1]] = card, first * 16 + MIDDLE_RANK, second * 16 + MIDDLE_RANK
    return settle_proposals(cards)


def middle_chance(view: SeatView, card: Card) -> float:
    """The chance ``card`` is the middle one of three of its suit, the other two from the cards you lack."""
    suit = Suit(card >> 4)
    lacking = [rank for rank in range(SEVEN_RANK, 13) if make_card(rank, suit) not in view.hand]
    if not lacking:
        return 0.0
    below = sum(1 for rank in lacking if rank < card.rank) / len(lacking)
    return 2 * below * (1 - below)


def proposal_value(
    view: SeatView, card: Card, shown: dict[tuple[int, int], float], strength: dict[int, float]
) -> float:
    """What showing ``card`` is worth: mostly the chance of being the Hood, then the trumps it tends to bring."""
    return sum(
        chance * ((HOOD_WORTH if role == HOOD else 0.0) + strength[trump])
        for (role, trump), chance in outcomes(view, card, shown).items()
    )


def estimate(view: SeatView) -> Decision:
    """An honest estimate: a range around the tricks your cards look good for."""
    expected = expected_tricks(read_table(view))
    low = max(0, round(expected - ESTIMATE_MARGIN))
    high = min(view.game.tricks_per_deal, round(expected + ESTIMATE_MARGIN))
    amount = tricks_words(low) if low == high else translate(
        "HoodwinkHints",
        "{low} to {high}",
    ).format(low=low, high=tricks_words(high))
    partner = partner_name(view)
    reason = translate(
        "HoodwinkHints",
        "Tell {partner} you expect {amount}: that is what your cards look good for.",
    ).format(partner=partner, amount=amount)
    return Decision(Estimate(view.seat, low, high), reason)


def lead_chance(table: Table, suit: Suit) -> float:
    """Roughly, your chance of taking a trick your partner opens in ``suit``."""
    hand = table.view.hand
    cards = in_suit(hand, suit)
    if cards:
        return max(win_chance(table, card) for card in cards)
    trumps = [card for card in hand if is_trump_card(table, card)]
    if trumps and suit != table.trump:  # void: you may trump it
        return 0.3 + 0.6 * max(win_chance(table, card) for card in trumps)
    return 0.0


def answer(view: SeatView) -> Decision:
    """Answer "any requests?": ask for your winning suit when you need a trick, else warn your partner off it."""
    table = read_table(view)
    plan = plan_for(table)
    chances = {suit: lead_chance(table, suit) for suit in Suit}
    suit = max(Suit, key=lambda s: chances[s])
    partner = partner_name(view)
    if chances[suit] >= REQUEST_CHANCE:
        if plan.preferred() == view.seat:
            reason = (
                translate(
                    "HoodwinkHints",
                    "Ask for a {suit} lead: you need a trick to end level, and your {suit2} should win one.",
                ).format(suit=suit.noun, suit2=suit.plural)
            )
            return Decision(Answer(view.seat, "lead", suit), reason)
        reason = translate(
            "HoodwinkHints",
            "Ask {partner} not to lead a {suit}: you would take that trick, and you need no more.",
        ).format(partner=partner, suit=suit.noun)
        return Decision(Answer(view.seat, "avoid", suit), reason)
    reason = translate(
        "HoodwinkHints",
        "Say you have no preference: no suit {partner} could lead would help you end level.",
    ).format(partner=partner)
    return Decision(Answer(view.seat, "none"), reason)


def requested(view: SeatView) -> Answer | None:
    """Your partner's answer to the request you have just made, if any."""
    if view.asked and view.talk and isinstance(view.talk[-1], Answer):
        return view.talk[-1]
    return None


def request_bonus(view: SeatView, plan: Plan, card: Card) -> float:
    """A lead your partner asked for counts for it, one they warned you off against it."""
    reply = requested(view)
    if reply is None or reply.suit is None or card.suit != reply.suit:
        return 0.0
    sign = 1 if reply.kind == "lead" else -1
    return sign * REQUEST_WEIGHT * (plan.stake + 0.5)


def should_ask(view: SeatView, plan: Plan) -> bool:
    """Ask when someone else should take the trick you lead: your partner knows which suits they can win."""
    suits = {card.suit for card in view.hand if not card.is_joker}
    return len(suits) > 1 and plan.preferred() != view.seat


def level_rule(view: SeatView, plays: list[Card]) -> list[Card]:
    """A partner ahead of the other never takes a trick the other is winning."""
    partner = partner_of(view)
    if partner is None or view.tricks_won[view.seat] <= view.tricks_won[partner] or winning_so_far(view) != partner:
        return plays
    under = [card for card in plays if winner_with(view, card)[0] == partner]
    return under or plays


def play(view: SeatView) -> Decision:
    table = read_table(view)
    plan = plan_for(table)
    if Ask(view.seat) in view.legal_actions and should_ask(view, plan):
        partner = partner_name(view)
        reason = translate(
            "HoodwinkHints",
            "Ask {partner} which suit to lead: someone else should take this trick, and {partner} knows which.",
        ).format(partner=partner)
        return Decision(Ask(view.seat), reason)
    plays = legal_cards(view)
    if len(plays) == 1:
        return Decision(Play(view.seat, plays[0]), translate("HoodwinkHints", "You have no other legal card."))
    best, willing = best_card(table, plan, plays)
    return Decision(Play(view.seat, best), play_reason(table, plan, best, likely_taker(table, best, willing)))


def choose(view: SeatView) -> Card:
    """The standard player's card for ``view`` without its reason: what search asks when it replays the others
    (who, with partner talk, may have asked first: this is the card it plays)."""
    plays = legal_cards(view)
    if len(plays) == 1:
        return plays[0]
    table = read_table(view)
    return best_card(table, plan_for(table), plays)[0]


def best_card(table: Table, plan: Plan, plays: list[Card]) -> tuple[Card, Willing]:
    """The card that steers best (counted out near the end), and how the others were thought to overtake."""
    view = table.view
    willing = cooperation(view, plan)
    values = endgame_values(table)
    if values is None:
        plays = level_rule(view, plays)
        values = {card: card_value(table, plan, card, willing) + request_bonus(view, plan, card) for card in plays}
    return max(plays, key=lambda card: values[card]), willing


# --- reasons ---------------------------------------------------------------------------------


def play_reason(table: Table, plan: Plan, card: Card, taker: int) -> str:
    """What to play, then where the counts stand: two whole sentences."""
    view = table.view
    goal = goal_sentence(view, plan.target_after(card, taker))
    reply = requested(view)
    partner = partner_of(view)
    if reply is not None and reply.kind == "lead" and card.suit == reply.suit and partner is not None:
        return translate(
            "HoodwinkHints",
            "Lead {card}, the suit {partner} asked for. {goal}",
        ).format(card=the(card), partner=name_of(partner), goal=goal)
    if taker == view.seat:
        return translate("HoodwinkHints", "Take this trick with {card}. {goal}").format(card=the(card), goal=goal)
    if not view.current_trick:
        return translate(
            "HoodwinkHints",
            "Lead {card} and let another player take this trick. {goal}",
        ).format(card=the(card), goal=goal)
    if taker == winning_so_far(view) == partner:
        return translate(
            "HoodwinkHints",
            "Play {card} under {partner}'s card. {goal}",
        ).format(card=the(card), partner=name_of(partner), goal=goal)
    return translate(
        "HoodwinkHints",
        "Play {card} and let {taker} take this trick. {goal}",
    ).format(card=the(card), taker=name_of(taker), goal=goal)


def goal_sentence(view: SeatView, target: int) -> str:
    """Where the counts stand and the final count you steer for, as a sentence."""
    won = view.tricks_won
    me, hood, partner = view.seat, fixed_hood(view), partner_of(view)
    if hood is None:
        return translate(
            "HoodwinkHints",
            "Everyone plays alone: you aim to end on {target}, the count that scores best with the cards you hold, "
            "hoping to tie with another player.",
        ).format(target=target)
    if partner is not None:
        mine, theirs, name = won[me], won[partner], name_of(partner)
        if mine == theirs:
            return translate(
                "HoodwinkHints",
                "You and {name}, your partner, have {mine} each, and you both want to end on {target}, the count that "
                "scores best with the cards you hold.",
            ).format(name=name, mine=mine, target=target)
        return translate(
            "HoodwinkHints",
            "You have {mine} and {name}, your partner, has {theirs}; you both want to end on {target}, the count that "
            "scores best with the cards you hold.",
        ).format(mine=mine, name=name, theirs=theirs, target=target)
    a, b = [s for s in range(3) if s != me]
    if target % 2:
        return (
            translate(
                "HoodwinkHints",
                "The partners, {partner_1} and {partner_2}, have {count_1} and {count_2}: you want them to end "
                "unequal, and you aim to end on {target}: an odd count of your own adds 10.",
            ).format(partner_1=name_of(a), partner_2=name_of(b), count_1=won[a], count_2=won[b], target=target)
        )
    return (
        translate(
            "HoodwinkHints",
            "The partners, {partner_1} and {partner_2}, have {count_1} and {count_2}: you want them to end "
            "unequal, and you aim to end on {target}, the count that scores best with the cards you hold.",
        ).format(partner_1=name_of(a), partner_2=name_of(b), count_1=won[a], count_2=won[b], target=target)
    )
