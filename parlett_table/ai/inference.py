"""Reading the other players: how likely their proposals were in each deal the expert might search.

The sampler (``sampling.py``) deals the hidden cards among the hands that may
hold them, every such deal equally likely.  But a player's proposal says more
than which card it holds: it is the card its hand made it choose.  The model
of how the others choose is the standard player's policy with noise: with
chance ``1 - epsilon`` a seat shows the card the standard player would show
from its hand, otherwise any card it may show, at random.

Two uses.  Once the proposals are face up, ``resample`` draws many candidate
deals, weighs each by how likely every other seat's proposal was in it (and,
with ``play_reading.py``, the cards they played), and draws the search's
deals by those weights (importance resampling).  Before
they are face up, ``choose`` guesses a seat's proposal by the same model: for
the proposals already made face down (in sampling) and for those still to
come (in the quick playouts).

A seat's proposal depends only on its hand as dealt (nothing else is face up
then), so the policy's answers are remembered by (game, dealer, seat, hand):
the same hand recurs across candidate actions, and late in a deal across
decisions (the memory is the process's, shared by every model).  No Qt; the standard player is the only model.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Sequence

from ..engine import Core, Game, Propose, SeatView, Simulator
from ..engine.cards import iter_bits
from ..engine.view import make_view
from .game_parts import tuning
from .standard import StandardPlayer

# The chance a seat does not show the standard player's card is each game's ``Tuning.proposal_epsilon``, measured
# on deals below 1000 (docs/strength.md); a game whose tuning sets none is searched without inference (uniform
# guesses).
CANDIDATES = 3  # candidate deals drawn per deal searched
MAX_CANDIDATES = 120  # at most this many per decision: each costs up to one policy answer per other seat
CACHE_LIMIT = 50_000  # policy answers remembered before the memory starts again
# The standard player's proposal by (game, dealer, seat, hand as dealt): a plain function of these, so
# shared by every model in the process (the worker makes a new player for each decision).
_ANSWERS: dict[tuple[Game, int, int, int], int] = {}


class ProposalModel:
    """The standard player's proposals with noise ``epsilon``, remembered by hand."""

    def __init__(self, epsilon: float) -> None:
        self.epsilon = epsilon
        self.standard = StandardPlayer()

    def policy(self, game: Game, dealer: int, seat: int, dealt: Sequence[int]) -> int:
        """The card the standard player shows from ``dealt[seat]`` (the other hands only give sizes)."""
        key = (game, dealer, seat, dealt[seat])
        card = _ANSWERS.get(key)
        if card is None:
            if len(_ANSWERS) >= CACHE_LIMIT:
                _ANSWERS.clear()
            card = _ANSWERS[key] = self._ask(game, dealer, seat, dealt)
        return card

    def _ask(self, game: Game, dealer: int, seat: int, dealt: Sequence[int]) -> int:
        core = Core.start(game, dealt, dealer)
        core.to_move = seat  # its turn; what the others showed is face down
        view = make_view(game, core, seat)
        action = view.legal_actions[0]
        if len(view.legal_actions) > 1:
            action = self.standard.decide(view, random.Random(0)).action
        assert isinstance(action, Propose)
        return int(action.card)

    def likelihood(self, game: Game, dealer: int, seat: int, dealt: Sequence[int], shown: int) -> float:
        """The chance that ``seat``, dealt ``dealt[seat]``, shows ``shown``."""
        options = _options(game, seat, dealt)
        if not options >> shown & 1:
            return 0.0
        count = options.bit_count()
        if count == 1:
            return 1.0
        noise = self.epsilon / count
        return noise + (1 - self.epsilon) * (self.policy(game, dealer, seat, dealt) == shown)

    @staticmethod
    def options(game: Game, seat: int, dealt: Sequence[int]) -> int:
        """The cards ``seat`` may show from its hand as dealt, as a mask."""
        return _options(game, seat, dealt)

    def weight(self, view: SeatView, world: Simulator) -> float:
        """How likely every other seat's proposal (face up in ``view``) was in ``world``."""
        assert view.proposals is not None
        core = world.core
        weight = 1.0
        for seat, card in enumerate(view.proposals):
            if seat != view.seat:
                weight *= self.likelihood(view.game, view.dealer, seat, core.dealt, int(card))
        return weight

    def choose(self, core: Core, seat: int, draw: Callable[[], float]) -> int:
        """A proposal for ``seat`` in ``core`` by the model: the standard player's card, or at random."""
        game: Game = core.game  # type: ignore[assignment]  # a core's game is always a Game
        if draw() >= self.epsilon:
            return self.policy(game, core.dealer, seat, core.dealt)
        cards = list(iter_bits(_options(game, seat, core.dealt)))
        return cards[int(draw() * len(cards))]

    def guess_face_down(self, view: SeatView, world: Simulator, rng: random.Random) -> None:
        """In the proposal phase: the proposals made before this seat's, face down, guessed by the model."""
        core = world.core
        seat = (view.dealer + 1) % view.players
        while seat != view.to_move:
            core.proposals[seat] = self.choose(core, seat, rng.random)
            seat = (seat + 1) % view.players


def resample(
    rng: random.Random,
    sample: Callable[[], Simulator],
    count: int,
    weigh: Callable[[Simulator], float],
    deadline: float | None = None,
) -> list[Simulator] | None:
    """``count`` deals to search, drawn by ``weigh`` from more candidates (``sample`` draws one).

    Candidates stop at ``deadline`` (``time.perf_counter``), if any, once there are two.  None when the
    weights tell the candidates apart in no way (every weight the same).
    """
    candidates: list[Simulator] = []
    weights: list[float] = []
    for _ in range(max(count, min(MAX_CANDIDATES, CANDIDATES * count))):
        if deadline is not None and len(candidates) >= 2 and time.perf_counter() > deadline:
            break
        candidates.append(sample())
        weights.append(weigh(candidates[-1]))
    total = sum(weights)
    if total <= 0 or max(weights) == min(weights):
        return None
    # Systematic resampling: one random offset, then evenly spaced picks through the cumulative weights.
    step = total / count
    pick = rng.random() * step
    chosen = []
    running, at = weights[0], 0
    for _ in range(count):
        while running < pick and at < len(weights) - 1:
            at += 1
            running += weights[at]
        chosen.append(candidates[at])
        pick += step
    rng.shuffle(chosen)
    return chosen


def _options(game: Game, seat: int, dealt: Sequence[int]) -> int:
    """The cards ``seat`` may show from its hand as dealt (the games' rule reads only the hands)."""
    return game.legal_proposal_mask(_Hands(dealt), seat)  # type: ignore[arg-type]


class _Hands:
    """Just enough of a core for ``legal_proposal_mask``: the hands."""

    __slots__ = ("hands",)

    def __init__(self, hands: Sequence[int]) -> None:
        self.hands = hands


def model_for(view: SeatView) -> ProposalModel | None:
    """A proposal model for this game, or None where inference is off (no proposals, or not measured to help)."""
    epsilon = tuning(view.game_id).proposal_epsilon
    if epsilon is None or not view.game.has_proposals:
        return None
    return ProposalModel(epsilon)
