"""Ways of playing the expert reads the others by: a mixture per seat, not the standard player alone.

``posterior.py`` weighs a deal by how likely each other seat was to make the choices it made, dealt the hand the
deal gives it.  Read by the standard player alone (with a small chance of anything else), a beginner's or an
expert's table makes the true lie of the cards all but impossible, and the walks search deals that exclude it.
So each seat is read as one of several *styles*, its likelihood the mixture of theirs:

- ``standard``: the standard player's card, or with chance ``epsilon`` (the game's tuning) any legal card;
- ``loose``: the same with chance ``LOOSE`` of any card: a player who departs from the rules often, as the expert
  (whose own choice in every deal weighed would be a search each: far too dear) and a noisy player do;
- ``beginner``: the beginner's habits (``beginner.py``), exactly: any card a quarter of the time, else the lowest
  winner, the lowest card, or a lead of its highest or lowest;
- ``random``: any legal card.

The mixture is tempered: no style's weight is below ``FLOOR``, and ``random`` gives every legal card a chance,
so no deal consistent with what was seen is ruled out by a model's guess.  Within a deal the mixture weighs
the styles by the seat's own choices (a product per style, then summed); across a match a ``StyleMemory``
(kept by the expert player, which lives for the match) carries each seat's weights from one deal to the next.
No Qt.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Card, Core
from ..engine.cards import iter_bits
from .beginner import CARELESS

STYLES = ("standard", "loose", "beginner", "random")
PRIOR = (0.6, 0.2, 0.1, 0.1)  # each style's weight before a seat has been seen to play
LOOSE = 0.4  # how often the loose style plays any card rather than the standard player's
FLOOR = 0.03  # the least weight a style keeps, across a match
Weights = tuple[float, ...]


def play_chances(core: Core, seat: int, card: int, legal: int, standard: int, epsilon: float) -> Weights:
    """The chance of ``card`` (legal for ``seat`` in ``core``, ``legal`` the mask) by each style; ``standard``
    is the standard player's card there (-1 where it was not asked: its styles then give the noise alone)."""
    options = legal.bit_count()
    same = standard == card
    return (
        epsilon / options + (1.0 - epsilon) * same,
        LOOSE / options + (1.0 - LOOSE) * same,
        beginner_chance(core, seat, card, legal),
        1.0 / options,
    )


def beginner_chance(core: Core, seat: int, card: int, legal: int) -> float:
    """The chance the beginner (``BeginnerPlayer``) plays ``card`` here, from the legal cards in ``legal``."""
    cards = [Card(index) for index in iter_bits(legal)]
    habit = 0.0
    if not core.trick:
        high = max(cards, key=lambda c: c.rank)
        low = min(cards, key=lambda c: c.rank)
        habit = 0.5 * (card == high) + 0.5 * (card == low)
    else:
        game = core.game
        winners = [c for c in cards if game.trick_winner([*core.trick, c], core.leader, core.trump)[0] == seat]
        winning = game.trick_winner(list(core.trick), core.leader, core.trump)[0]
        pool = winners if winners and winning != seat else cards
        habit = float(card == min(pool, key=lambda c: c.rank))
    return CARELESS / len(cards) + (1.0 - CARELESS) * habit


def proposal_chances(standard_chance: float, options: int) -> Weights:
    """The chance of a proposal by each style: the standard player's model's (``inference.ProposalModel``) for
    the first two, any card the seat may show for the beginner (who shows a suit it likes) and at random."""
    uniform = 1.0 / options if options else 0.0
    return (standard_chance, standard_chance, uniform, uniform)


def tempered(weights: Sequence[float]) -> Weights:
    """``weights`` made to sum to one with no style below ``FLOOR``."""
    total = sum(weights)
    shares = [w / total for w in weights] if total > 0 else list(PRIOR)
    raised = [max(FLOOR, share) for share in shares]
    return tuple(share / sum(raised) for share in raised)


class StyleMemory:
    """Each seat's weights of the styles across a match: the prior of every deal, updated by the last one.

    The expert tells it, at each decision it reads, the deal (``key``) and how the styles fit each seat there
    (``note``); when a new deal begins, the last deal's fits become the seats' weights (tempered), as Bayes'
    rule carries a posterior forward to be the next prior."""

    def __init__(self) -> None:
        self.weights: dict[int, Weights] = {}
        self.deal: object = None
        self.fits: dict[int, Weights] = {}

    def prior(self, key: object, seat: int) -> Weights:
        """``seat``'s weights for the deal ``key`` (a new key closes the last deal)."""
        self.begin(key)
        return self.weights.get(seat, PRIOR)

    def begin(self, key: object) -> None:
        if key != self.deal:
            for seat, fit in self.fits.items():
                self.weights[seat] = tempered(fit)
            self.deal, self.fits = key, {}

    def note(self, key: object, seat: int, fit: Sequence[float]) -> None:
        """What the deal ``key`` says so far of ``seat``'s style (the latest decision's reading replaces any
        earlier one: it saw all that one saw, and more)."""
        self.begin(key)
        self.fits[seat] = tuple(fit)
