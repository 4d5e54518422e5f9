"""The standard Who's Who player: steer who takes each trick toward a result your side wins.

How many tricks you take matters less than who takes them: the soloist wants
the middle count, or the partners level, or a majority; the partners want the
opposite.  Each choice is weighed by how likely the counts it leads to are to
end well for your side: the later tricks fall at random, except that each
joker still in hand places one of the last tricks where its side wants it (so
a joker is worth keeping until a trick matters more than that).  When your
role is unknown (you hold no joker), each case is weighed by its chance.
"""

from __future__ import annotations

import random
from bisect import bisect_left
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from math import comb

from ...ai.base import Decision, name_of
from ...ai.knowledge import legal_cards, tricks_left
from ...engine import Card, Game, Give, Play, SeatView, Suit
from ...engine.cards import JK1, JK2, SUIT_MASKS, card_of, describe_card, iter_bits, make_card
from ...engine.inference import hidden_cards
from ...engine.language import translate
from .rules import WhosWho
from .words import standing_sentence

SOLOIST = "soloist"
JOKERS = (JK1, JK2)


@dataclass(frozen=True)
class WhosWhoTable:
    """What one decision needs to know, read once from the view."""

    view: SeatView
    soloist: tuple[float, ...]  # the chance each seat is the soloist
    take: tuple[float, ...]  # your expected result if each seat takes the trick in play
    take_spent: tuple[float, ...]  # the same when you play one of your jokers to it
    holds: tuple[dict[int, float], ...]  # per seat, the chance it holds each unseen card
    by_suit: tuple[tuple[list[tuple[Card, float]], ...], ...]  # the same, per seat and suit
    allies: tuple[float, ...]  # the chance each seat is on your side
    unseen: int  # mask


def decide(view: SeatView, rng: random.Random) -> Decision:
    """The standard player's card to play, or seat to give the trick to."""
    table = read_table(view)
    if any(isinstance(action, Give) for action in view.legal_actions):
        return give(table)
    plays = legal_cards(view)
    if len(plays) == 1:
        return Decision(Play(view.seat, plays[0]), translate("WhosWhoHints", "This is your only legal card."))
    best = max(play_values(table, plays), key=lambda item: item[0])[1]
    return Decision(Play(view.seat, best), explain_play(table, best))


# --- who is who ---------------------------------------------------------------------


def read_table(view: SeatView) -> WhosWhoTable:
    hidden = hidden_cards(view)
    holds: list[dict[int, float]] = [{} for _ in range(3)]
    others = [seat for seat in range(3) if seat != view.seat and hidden.sizes[seat]]
    for card in iter_bits(hidden.unseen):
        eligible = [seat for seat in others if not hidden.excluded[seat] >> card & 1]
        room = sum(hidden.sizes[seat] for seat in eligible)
        for seat in eligible:
            holds[seat][card] = hidden.sizes[seat] / room
    soloist = soloist_chances(view, hidden.sizes)
    take = take_values(view, soloist, spent=False)
    take_spent = take_values(view, soloist, spent=True) if jokers_in_hand(view) else take
    by_suit = tuple(
        tuple([(card_of(card), chance) for card, chance in chances.items() if card >> 4 == suit] for suit in range(4))
        for chances in holds
    )
    allies = tuple(ally_chance(view.seat, soloist, seat) for seat in range(3))
    return WhosWhoTable(view, soloist, take, take_spent, tuple(holds), by_suit, allies, hidden.unseen)


def soloist_chances(view: SeatView, sizes: Sequence[int]) -> tuple[float, ...]:
    """The chance each seat is the soloist, from your jokers and the jokers played."""
    if SOLOIST in view.roles:
        return tuple(1.0 if role == SOLOIST else 0.0 for role in view.roles)
    me = view.seat
    left, right = (me + 1) % 3, (me + 2) % 3
    played_by = joker_players(view)
    mine = jokers_dealt(view, played_by)
    chances = [0.0, 0.0, 0.0]
    total = sizes[left] + sizes[right]
    if total == 0:
        return (1 / 3, 1 / 3, 1 / 3)
    on_left = sizes[left] / total  # the chance one unseen joker is on your left
    if mine == 1:
        # The other joker marks your partner; the seat without it is the soloist.
        chances[right], chances[left] = on_left, 1.0 - on_left
    elif played_by:  # one joker played by another seat, you have none
        shown = played_by[0]
        same = sizes[shown] / total  # the other joker is with the same seat: it is the soloist
        chances[shown], chances[me] = same, 1.0 - same
    else:
        pairs = total * (total - 1)
        chances[left] = sizes[left] * (sizes[left] - 1) / pairs
        chances[right] = sizes[right] * (sizes[right] - 1) / pairs
        chances[me] = 1.0 - chances[left] - chances[right]  # the jokers are split
    return tuple(chances)


def joker_players(view: SeatView) -> list[int]:
    """The seats that have played a joker so far, in order."""
    seats = [seat for trick in view.tricks for seat, card in trick.plays() if card.is_joker]
    for at, card in enumerate(view.current_trick):
        if card.is_joker:
            seats.append((view.leader + at) % 3)
    return seats


def jokers_dealt(view: SeatView, played_by: list[int]) -> int:
    """How many jokers you were dealt: those in your hand and those you played."""
    return jokers_in_hand(view) + played_by.count(view.seat)


def ally_chance(me: int, soloist: Sequence[float], seat: int) -> float:
    """The chance ``seat`` is on your side: both of you partners, so the third seat is the soloist."""
    return 1.0 if seat == me else soloist[3 - me - seat]


# --- what the counts are worth -----------------------------------------------------


def take_values(view: SeatView, soloist: Sequence[float], spent: bool) -> tuple[float, ...]:
    """Your expected result for each seat taking the trick in play (``spent``: you play a joker to it)."""
    odds = soloist_odds_for(view.game)
    remaining = tricks_left(view) - 1
    values = []
    for taker in range(3):
        counts = plus_one(view.tricks_won, taker)
        value = 0.0
        for seat, chance in enumerate(soloist):
            if chance:
                placed, by_soloist = joker_placements(view, seat, spent)
                result = odds.expected(counts, seat, remaining, placed, by_soloist)
                # Your score minus the others' average: the soloist's whole stake, or half for a partner.
                value += chance * (result if seat == view.seat else -result / 2)
        values.append(value)
    return tuple(values)


def joker_placements(view: SeatView, soloist: int, spent: bool) -> tuple[int, bool]:
    """(how many later tricks jokers will place, whether the soloist places them) if ``soloist`` is the soloist.

    Jokers are either both the soloist's or one with each partner.
    """
    played_by = joker_players(view)
    mine = jokers_dealt(view, played_by)
    if mine:
        soloist_holds = mine == 2
    elif played_by:
        soloist_holds = played_by[0] == soloist
    else:
        soloist_holds = soloist != view.seat
    return 2 - len(played_by) - spent, soloist_holds


class SoloistOdds:
    """The soloist's prospects from any counts, for one configured game, remembered as worked out."""

    def __init__(self, rules: WhosWho) -> None:
        self.rules = rules
        self._results: dict[tuple[tuple[int, ...], int], int] = {}
        self._placed: dict[tuple[tuple[int, ...], int, int, bool], int] = {}
        self._expected: dict[tuple[tuple[int, ...], int, int, int, bool], float] = {}
        # Every final count once, up front: later decisions then never wait for the scoring rules.
        for counts, _ in spreads(rules.tricks_per_deal):
            for soloist in range(3):
                self.result(counts, soloist)

    def result(self, won: tuple[int, ...], soloist: int) -> int:
        """+worth if the soloist succeeds with these final counts, -worth if the partners win."""
        key = (won, soloist)
        if key not in self._results:
            lines = self.rules.score_counts(won, soloist)[1]
            soloist_points = lines[soloist].total
            self._results[key] = soloist_points if soloist_points else -lines[(soloist + 1) % 3].total
        return self._results[key]

    def expected(self, won: tuple[int, ...], soloist: int, remaining: int, placed: int, by_soloist: bool) -> float:
        """The soloist's expected result (the deal's worth, won or lost) with the rest of the tricks.

        The last ``placed`` tricks are placed by joker holders, who know the counts by then: the
        soloist if it holds the jokers (to its best), the partners otherwise (to its worst).  The
        others fall at random.
        """
        placed = min(placed, remaining)
        key = (won, soloist, remaining, placed, by_soloist)
        if key not in self._expected:
            total = 0.0
            for extra, chance in spreads(remaining - placed):
                final = (won[0] + extra[0], won[1] + extra[1], won[2] + extra[2])
                total += chance * self.placed(final, soloist, placed, by_soloist)
            self._expected[key] = total
        return self._expected[key]

    def placed(self, won: tuple[int, ...], soloist: int, placed: int, by_soloist: bool) -> int:
        """The soloist's result once ``placed`` more tricks go where the side holding the jokers wants them."""
        if not placed:
            return self.result(won, soloist)
        key = (won, soloist, placed, by_soloist)
        if key not in self._placed:
            results = [self.placed(plus_one(won, taker), soloist, placed - 1, by_soloist) for taker in range(3)]
            self._placed[key] = max(results) if by_soloist else min(results)
        return self._placed[key]


def plus_one(won: tuple[int, ...], taker: int) -> tuple[int, ...]:
    """The counts after ``taker`` takes one more trick."""
    return tuple(count + (seat == taker) for seat, count in enumerate(won))


@lru_cache(maxsize=32)
def spreads(tricks: int) -> list[tuple[tuple[int, int, int], float]]:
    """Every way ``tricks`` tricks falling at random can split among the three seats, with its chance."""
    out = []
    for first in range(tricks + 1):
        for second in range(tricks - first + 1):
            ways = comb(tricks, first) * comb(tricks - first, second)
            out.append(((first, second, tricks - first - second), ways / 3.0**tricks))
    return out


@lru_cache(maxsize=8)
def soloist_odds_for(rules: Game) -> SoloistOdds:
    assert isinstance(rules, WhosWho)
    return SoloistOdds(rules)


# --- the Give ------------------------------------------------------------------------


def give(table: WhosWhoTable) -> Decision:
    view = table.view
    best = max(range(3), key=lambda seat: (table.take[seat], seat == view.seat))
    return Decision(Give(view.seat, best), explain_give(table, best))


# --- weighing a card -------------------------------------------------------------------


def play_values(table: WhosWhoTable, plays: list[Card]) -> list[tuple[float, Card]]:
    """Each legal card with its value; cards that no unseen card separates are worth the same."""
    values: dict[tuple[int, int], float] = {}
    out = []
    for card in plays:
        kind = card_kind(table, card)
        if kind not in values:
            values[kind] = play_value(table, card)
        out.append((values[kind] - tie_break(table.view, card), card))
    return out


def card_kind(table: WhosWhoTable, card: Card) -> tuple[int, int]:
    """Cards of one kind have the same effect on the trick: the same suit and no unseen card between them."""
    view = table.view
    if card.is_joker:
        return (-1, 0)
    if view.current_trick and not view.current_trick[0].is_joker and card.suit != view.current_trick[0].suit:
        return (-2, 0)  # a discard leaves the trick to the other cards
    below = table.unseen & SUIT_MASKS[card >> 4] & ((1 << card) - 1)
    in_trick = sum(1 for other in view.current_trick if other.suit == card.suit and other.rank < card.rank)
    return (card >> 4, below.bit_count() + in_trick)


def play_value(table: WhosWhoTable, card: Card) -> float:
    view = table.view
    if card.is_joker:
        table = replace(table, take=table.take_spent)
    trick = [*view.current_trick, card]
    to_play = [(view.leader + at) % 3 for at in range(len(trick), 3)]
    return expected(table, trick, to_play)


def jokers_in_hand(view: SeatView) -> int:
    return sum(1 for card in view.hand if card.is_joker)


def tie_break(view: SeatView, card: Card) -> float:
    """A tiny cost that settles equal choices: play high, and from your longest suit.

    Keeping your short suits lets you follow, and so choose, when they are led.
    """
    if card.is_joker:
        return 0.0
    length = sum(1 for other in view.hand if other >> 4 == card >> 4)
    return -0.001 * card.rank - 0.01 * length


def expected(table: WhosWhoTable, trick: list[Card], to_play: list[int]) -> float:
    """Your expected result once the seats ``to_play`` have added their cards to ``trick``."""
    if trick[0].is_joker:  # after a joker lead any card will do: the joker's player places the trick
        return settled(table, trick + [off_suit(trick[0])] * len(to_play))
    if len(to_play) == 2:
        return second_player(table, trick, to_play[0], to_play[1])
    if len(to_play) == 1:
        return last_player(table, trick, to_play[0], 0)
    return settled(table, trick)


def second_player(table: WhosWhoTable, trick: list[Card], seat: int, last: int) -> float:
    """After your lead: the next player plays any of its cards as likely as another, then the last chooses."""
    suit_cards = table.by_suit[seat][trick[0] >> 4]
    void = 1.0
    held = 0.0
    for _, chance in suit_cards:
        void *= 1.0 - chance
        held += chance
    joker = 1.0 - void_of_jokers(table, seat, trick)
    when_void = last_player(table, [*trick, off_suit(trick[0])], last, 0)
    if joker:
        when_void += joker * (last_player(table, [*trick, card_of(JK1)], last, 0) - when_void)
    if not suit_cards:
        return when_void
    follow = 0.0
    for card, chance in suit_cards:
        follow += chance * last_player(table, [*trick, card], last, 1 << card)
    return (1.0 - void) * follow / held + void * when_void


def last_player(table: WhosWhoTable, trick: list[Card], seat: int, gone: int) -> float:
    """The last player picks what suits its side: the best for you if an ally, the worst if not.

    ``gone``: a mask of unseen cards the previous player put in this trick.
    """
    suit_cards = [(card, chance) for card, chance in table.by_suit[seat][trick[0] >> 4] if not gone >> card & 1]
    void = 1.0
    for _, chance in suit_cards:
        void *= 1.0 - chance
    joker = 1.0 - void_of_jokers(table, seat, trick)
    discard = settled(table, [*trick, off_suit(trick[0])])
    with_joker = settled(table, [*trick, card_of(JK1)]) if joker else discard
    options = [(settled(table, [*trick, card]), chance) for card, chance in by_gap(trick, suit_cards)]
    ally = table.allies[seat]
    result = 0.0
    for weight, favour in ((ally, True), (1.0 - ally, False)):
        if weight:
            result += weight * last_choice(options, void, joker, with_joker, discard, favour)
    return result


def by_gap(trick: list[Card], suit_cards: list[tuple[Card, float]]) -> list[tuple[Card, float]]:
    """The last player's cards of the suit led, one per gap between the trick's cards of that suit.

    Cards in one gap have the same effect, so each gap gets one card and the chance of holding any of them.
    """
    suit = trick[0] >> 4
    played = sorted(card for card in trick if card >> 4 == suit)  # cards of one suit compare by rank
    gaps: dict[int, tuple[Card, float]] = {}
    for card, chance in suit_cards:
        gap = bisect_left(played, card)
        first, missing = gaps.get(gap, (card, 1.0))
        gaps[gap] = (first, missing * (1.0 - chance))
    return [(card, 1.0 - missing) for card, missing in gaps.values()]


def last_choice(
    options: list[tuple[float, float]], void: float, joker: float, with_joker: float, discard: float, favour: bool
) -> float:
    """The expected value of the last player's choice: its favourite among the cards it may hold.

    ``favour``: it plays for you (the best value first), otherwise against you (the worst first).
    """
    value, missing = 0.0, 1.0
    for outcome, chance in sorted(options, key=lambda item: item[0], reverse=favour):
        value += missing * chance * outcome
        missing *= 1.0 - chance
    if void:
        if joker:
            value += void * joker * (max if favour else min)(with_joker, discard)
        value += void * (1.0 - joker) * discard
    return value


def void_of_jokers(table: WhosWhoTable, seat: int, trick: list[Card]) -> float:
    miss = 1.0
    for joker in JOKERS:
        if joker not in trick:
            miss *= 1.0 - table.holds[seat].get(joker, 0.0)
    return miss


def off_suit(led: Card) -> Card:
    """A card of another suit: any discard leaves the trick to the cards of the suit led."""
    return make_card(0, Suit(0 if led.is_joker else ((led >> 4) + 1) % 4))


def settled(table: WhosWhoTable, trick: list[Card]) -> float:
    """Your expected result for a complete trick."""
    seat, decides = table.view.game.trick_winner(trick, table.view.leader, -1)
    if not decides:
        return table.take[seat]
    ally = table.allies[seat]  # whoever places the trick puts it where its side wants it
    return ally * max(table.take) + (1.0 - ally) * min(table.take)


# --- saying why ---------------------------------------------------------------------------


def known_soloist(table: WhosWhoTable) -> int | None:
    return next((seat for seat in range(3) if table.soloist[seat] == 1.0), None)


def goal_sentence(table: WhosWhoTable) -> str:
    """What your side wants, as a sentence."""
    me = table.view.seat
    if table.soloist[me] == 1.0:
        return translate("WhosWhoHints", "As the soloist, you win with the middle count, with the partners level, "
                                         "or with more than half the tricks.")  # fmt: skip
    if table.soloist[me] == 0.0:
        return translate("WhosWhoHints", "As a partner, you want the soloist to end lowest, or level with one of you.")
    return translate("WhosWhoHints", "You hold no joker, so you are the soloist only if the other two hold one each.")


def wanted_taker(table: WhosWhoTable) -> int | None:
    """The seat you would most like to take this trick, or None while it hardly matters."""
    if max(table.take) - min(table.take) < 0.05:
        return None
    return max(range(3), key=lambda seat: table.take[seat])


def explain_play(table: WhosWhoTable, card: Card) -> str:
    """What to play, then why: whole sentences (each with slots for the card's {name} and what follows)."""
    view = table.view
    name = describe_card(card)
    if card.is_joker:
        return translate("WhosWhoHints", "Play your joker: then you choose who takes this trick. {goal}").format(
            goal=goal_sentence(table))  # fmt: skip
    led = view.current_trick[0] if view.current_trick else None
    if led is not None and not led.is_joker and card >> 4 != led >> 4:
        return translate("WhosWhoHints", "Throw the {name}: the other two cards decide this trick.").format(name=name)
    if len(view.current_trick) == 2:
        taker, decides = view.game.trick_winner([*view.current_trick, card], view.leader, -1)
        if not decides and taker == view.seat:
            return translate("WhosWhoHints", "Take this trick with the {name}, the second-highest card of the suit "
                             "led. {why}").format(name=name, why=why(table, taker))  # fmt: skip
        if not decides:
            return translate("WhosWhoHints", "Play the {name} so that {taker} takes this trick. {why}").format(
                name=name, taker=name_of(taker), why=why(table, taker))  # fmt: skip
    wanted = wanted_taker(table)
    if wanted is None and led is None:
        return translate("WhosWhoHints", "Lead the {name}: who takes this trick hardly matters yet, so lead from "
                         "your longest suit.").format(name=name)  # fmt: skip
    if wanted is None:
        return translate("WhosWhoHints", "Play the {name}: who takes this trick hardly matters yet.").format(name=name)
    if wanted == view.seat and led is None:
        words = translate("WhosWhoHints", "Lead the {name}: it gives you the best chance of taking this trick. {goal}")
    elif wanted == view.seat:
        words = translate("WhosWhoHints", "Play the {name}: it gives you the best chance of taking this trick. {goal}")
    elif led is None:
        words = translate("WhosWhoHints", "Lead the {name}: it gives the best chance that {wanted} takes this "
                          "trick. {goal}")  # fmt: skip
    else:
        words = translate("WhosWhoHints", "Play the {name}: it gives the best chance that {wanted} takes this "
                          "trick. {goal}")  # fmt: skip
    return words.format(name=name, wanted=name_of(wanted), goal=goal_sentence(table))


def explain_give(table: WhosWhoTable, taker: int) -> str:
    if taker == table.view.seat:
        return translate("WhosWhoHints", "Keep this trick. {why}").format(why=why(table, taker))
    words = translate("WhosWhoHints", "Give this trick to {taker}. {why}")
    return words.format(taker=name_of(taker), why=why(table, taker))


def why(table: WhosWhoTable, taker: int) -> str:
    """Why ``taker`` should take this trick, from the counts it leads to, as a sentence."""
    soloist = known_soloist(table)
    view = table.view
    counts = plus_one(view.tricks_won, taker)
    if soloist is None or (soloist_odds_for(view.game).result(counts, soloist) > 0) != (soloist == view.seat):
        return goal_sentence(table)  # not yet a winning count for your side: say what you are after
    assert isinstance(view.game, WhosWho)
    return standing_sentence(view.seat, view.game.majority, counts, soloist, name_of(soloist))
