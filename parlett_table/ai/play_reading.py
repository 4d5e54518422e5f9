"""Reading the other players' card play: what a card played says about the cards kept.

A player giving a card that does not take the trick gives it away cheaply:
nearly every player, and the standard Crescendo player always, gives the
lowest such card it holds.  So a seat that played the Nine of clubs under a
higher club, or threw it away when void in the suit led, most likely held no
lower club then: the Eight, Seven, and so on, if it still holds one in a deal
the expert might search, make that deal unlikely.  Likewise the last player
to a trick takes it as cheaply as it can: taking it with the King over a Ten
says it held neither Jack nor Queen.

Each such play is a *denial*: a seat and the unplayed cards it was then shown
not to hold.  A deal in which the seat holds one of them is weighed
``epsilon`` (the chance a player gives a higher card than needed) per
denial it breaks, others 1; ``inference.resample`` draws the searched deals
by these weights together with those of the proposals.

A lead says more, but only about the whole hand: which card the standard
player leads depends on every card it holds.  So each lead of another seat
is *replayed*: in each deal the expert might search, the hand that seat held
then is put to the standard player, and a deal in which it would have led
another card weighs ``epsilon`` more.  This is dearer (a policy answer per
lead and deal, remembered by hand), so a deal already unlikely by its
denials is not replayed.

Only Crescendo is read so far: its standard player always follows the
denials (``tests/test_play_reading.py`` checks it over thousands of
positions), and with no trumps nothing else decides which card to give.  The
other games' standard players keep low cards for reasons of their own
(trumps, the aim) and break the rules more often; reading Hamlet by them was
measured and gained nothing clear of noise.  The rules are stated for any
game (a cheaper card is one with the same effect on the trick, by the game's
own rule for who wins it), so another game is read by setting its tuning's
``reading_epsilon`` and ``reading_rules`` (``ai/tuning.py``).

Crescendo's expert now draws its deals by a walk towards every card the
others played (``posterior.py``), which reads all that these rules read and
more; the weights here are what it used before, kept as the yardstick the
walk is measured against (``benchmarks/inference_gain.py --base-weighed``).
No Qt.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine import Game, SeatView, Simulator
from ..engine.cards import SUIT_MASKS, iter_bits
from ..engine.core import Core
from ..engine.view import make_view
from .game_parts import tuning
from .standard import CardPolicy, card_policy_for

LOSING = "losing"  # a card that did not take the lead: the lowest such card of its suit
LAST = "last"  # the last card of a trick, taking it by following suit: the lowest that would
LEADS = "leads"  # a lead: the standard player's, from the hand the seat held then
BOTH = frozenset({LOSING, LAST})
# The chance a player gives a dearer card than it must (tuned on deals below 1000, docs/strength.md) and which of
# its plays each game's player is read by (the denials, and the leads replayed) are each game's tuning's
# ``reading_epsilon`` and ``reading_rules``.  A game whose tuning sets no epsilon is not read.
UNLIKELY = 3  # a deal this many times epsilon down is not read further: it is searched too rarely to matter
CARDS_REMEMBERED = 100_000  # standard players' cards remembered (by position and hand) before starting again
# The standard player's card by (game, dealer, proposals, seat, cards played before, hand then): shared by
# every reading in the process (and ``posterior.py``), as a position recurs in the deals drawn for one
# decision and the next.
_CARDS: dict[tuple[object, ...], int] = {}


@dataclass(frozen=True)
class Denial:
    """``seat`` was shown, by a card it gave, not to hold any of ``cards`` (a mask of unplayed cards)."""

    seat: int
    cards: int


def denials(view: SeatView, rules: frozenset[str] = BOTH) -> list[Denial]:
    """What the other seats' cards, in the tricks so far, say they did not hold: under ``LOSING``, a card that
    did not take the lead denies the lower ones of its suit that would not have either; under ``LAST``, the
    last card of a trick, taking it by following suit, denies the lower ones that would also have taken it.
    Leads (``LeadReplay`` reads them) and cards taking the lead with others still to play deny nothing."""
    unplayed = view.game.pack_mask
    for card in view.played:
        unplayed &= ~(1 << card)
    found: list[Denial] = []
    trump = -1 if view.trump is None else int(view.trump)

    def winner(cards: Sequence[int], leader: int) -> int:
        return view.game.trick_winner(cards, leader, trump)[0]

    for leader, cards in view.tricks_so_far:
        led = cards[0]
        for at in range(1, len(cards)):
            seat, card = (leader + at) % view.players, cards[at]
            if seat == view.seat or card.is_joker or led.is_joker:
                continue  # its own cards tell the viewer nothing; a joker has no suit to be low in
            takes = winner(cards[: at + 1], leader) == seat
            last_following = at == view.players - 1 and card >> 4 == led >> 4
            if not (LAST in rules and last_following if takes else LOSING in rules):
                continue  # e.g. a card that took the lead with others still to play: it may have been the safest
            lower = 0
            for cheaper in iter_bits(SUIT_MASKS[card >> 4] & ((1 << card) - 1) & unplayed):
                if (winner([*cards[:at], cheaper], leader) == seat) == takes:  # the same effect on the trick
                    lower |= 1 << cheaper
            if lower:
                found.append(Denial(seat, lower))
    return found


class LeadReplay:
    """The other seats' leads so far, to be put to the standard player again in each deal searched."""

    def __init__(self, view: SeatView) -> None:
        self.game: Game = view.game
        self.dealer = view.dealer
        self.proposals = view.proposals
        self.choose = card_policy_for(view.game_id)
        # Every card played up to the last lead to check, each with its position's key if it is such a lead.
        self.plays: list[tuple[int, tuple[object, ...] | None]] = []
        played: list[int] = []
        for leader, cards in view.tricks_so_far:
            position = None if leader == view.seat else (view.game, view.dealer, view.proposals, leader, tuple(played))
            self.plays.extend((int(card), position if at == 0 else None) for at, card in enumerate(cards))
            played.extend(int(card) for card in cards)
        while self.plays and self.plays[-1][1] is None:
            self.plays.pop()  # the cards after the last lead read need no replaying
        self.leads = sum(1 for _, position in self.plays if position is not None)

    def weight(self, world: Simulator, weight: float, epsilon: float, floor: float) -> float:
        """``weight`` times ``epsilon`` for each lead the standard player would not have made in ``world``,
        stopping at ``floor``."""
        core = Core.start(self.game, world.core.dealt, self.dealer, world.core.undealt)
        if self.proposals is not None:
            for _ in self.proposals:
                core.propose(int(self.proposals[core.to_move]))
        for card, position in self.plays:
            if position is not None and self.lead(core, position) != card:
                weight *= epsilon
                if weight <= floor:
                    return weight
            core.play(card)
        return weight

    def lead(self, core: Core, position: tuple[object, ...]) -> int:
        """The standard player's lead, for the seat to lead in ``core``, remembered by position and hand."""
        return standard_card(self.choose, core, position)


def standard_card(choose: CardPolicy, core: Core, position: tuple[object, ...]) -> int:
    """The standard player's card (by ``choose``) for the seat to play in ``core``, whose ``position`` (game,
    dealer, proposals, seat and the cards played before) is a key: remembered by position and hand."""
    seat = core.to_move
    key = (*position, core.hands[seat])
    card = _CARDS.get(key)
    if card is None:
        if len(_CARDS) >= CARDS_REMEMBERED:
            _CARDS.clear()
        card = _CARDS[key] = int(choose(make_view(core.game, core, seat)))  # type: ignore[arg-type]  # a Game
    return card


class PlayReading:
    """The denials and leads read off one view, and how likely each searched deal makes them."""

    def __init__(self, view: SeatView, epsilon: float, rules: frozenset[str] = BOTH) -> None:
        self.epsilon = epsilon
        self.floor = epsilon**UNLIKELY
        self.denials: Sequence[Denial] = denials(view, rules)
        self.replay = LeadReplay(view) if LEADS in rules else None

    @property
    def says_anything(self) -> bool:
        return bool(self.denials) or (self.replay is not None and self.replay.leads > 0)

    def weight(self, world: Simulator) -> float:
        """``epsilon`` to the power of the denials ``world`` breaks and of the leads it makes unlikely."""
        hands = world.core.hands
        weight = 1.0
        for denial in self.denials:
            if hands[denial.seat] & denial.cards:
                weight *= self.epsilon
        if self.replay is None or weight <= self.floor:
            return weight
        return self.replay.weight(world, weight, self.epsilon, self.floor)


def reading_for(view: SeatView) -> PlayReading | None:
    """The play reading for this view, or None where the game is not read or nothing has been read yet (no
    denial, no lead of another seat)."""
    tuned = tuning(view.game_id)
    if tuned.reading_epsilon is None:
        return None
    reading = PlayReading(view, tuned.reading_epsilon, tuned.reading_rules)
    return reading if reading.says_anything else None
