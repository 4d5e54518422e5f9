"""How the expert searches Crescendo (``ai/tuning.py``; every value measured, docs/strength.md)."""

from __future__ import annotations

from ...ai.marks import MarkScale
from ...ai.play_reading import BOTH, LEADS
from ...ai.tuning import Tuning

TUNING = Tuning(
    # The search may overrule the rules only with four tricks left: measured, the timing of the rising trick values
    # is better left to the rules where quick playouts misjudge earlier play.  With five players only the exact
    # endgame's tricks: the playouts' overrules with four tricks left gained nothing a sample resolves (+0.47 ± 1.28
    # points each over 184, benchmarks/departures.py) and widened the margin's spread (±0.24 with them, ±0.15
    # without, 300 deals).
    search_horizon=4,
    search_horizon_by_players=((5, 3),),
    # Solved exactly with as many tricks left as a solve takes a few milliseconds for.
    endgame_tricks=4,
    endgame_tricks_by_players=((4, 3), (5, 3)),
    # Deals drawn by a walk towards everything the others did: on unseen deals it raised the honest share of the
    # cheating expert's margin from 71% to 84% (four players) and 50% to 78% (five), 600 deals.
    posterior=0.1,
    # The others' card play read (the yardstick the walk is measured against: ``play_reading.py``): its standard
    # player always follows the denials, and with no trumps nothing else decides which card to give.
    reading_epsilon=0.1,
    reading_rules=BOTH | {LEADS},
    # The coach's marks: a seat's score in a deal spreads by about 6 to 7 points (standard players, 120
    # deals); a blunder gives up about two thirds of that, a mistake a third, an inaccuracy a sixth (docs/coach.md).
    marks=MarkScale(inaccuracy=1.0, mistake=2.0, blunder=4.0),
)
