"""What reading the other players gains: the expert with inference against the expert without.

    python benchmarks/inference_gain.py --game hamlet [--players N] [--deals 100] [--start 5000] [--sims N]
        [--epsilon E] [--play-epsilon E] [--play-rules R] [--play-only | --base-rules R | --base-weighed]
        [--walk-epsilon E] [--cheat]

Both experts play the same deals against two standard players, each deal once
per seat rotation (``cheating_expert.margins``).  The report gives each
expert's margin over the standard players and the paired difference, deal by
deal, with its 95% interval.  ``--epsilon`` sets the proposal model's noise
for the game, ``--play-epsilon`` the card-play reading's (``play_reading.py``):
for tuning on deals below 1000; measure on deals from 5000.  ``--play-only``
compares the expert with everything read against the same expert not reading
the play (still reading the proposals), rather than against no inference;
``--base-rules`` against the same expert reading the play by fewer rules
(``losing,last``: all but the leads); ``--base-weighed`` against the same
expert drawing its deals by those weights (proposals, denials, leads) rather
than by the walk over the hidden cards (``posterior.py``), in a game where it
walks; ``--walk-epsilon`` sets the walk's noise.  ``--cheat`` also plays the cheating
expert (``cheating_expert.py``) on the same deals and gives each honest
expert's share of its margin.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cheating_expert import margins, share

from parlett_table.ai.expert import DEFAULT_SIMS
from parlett_table.ai.game_parts import retune, tuned, tuning
from parlett_table.ai.tournament import estimate


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--start", type=int, default=5000, help="the first deal number")
    parser.add_argument("--sims", type=int, default=DEFAULT_SIMS)
    parser.add_argument("--epsilon", type=float, help="the chance a seat does not show the standard player's card")
    parser.add_argument("--play-epsilon", type=float, help="the chance a seat gives a higher losing card than it must")
    parser.add_argument("--play-rules", help="which denials to read, e.g. losing,last (play_reading.py)")
    parser.add_argument("--play-only", action="store_true",
                        help="without = the expert reading everything but the play (where both are read)")
    parser.add_argument("--base-rules", help="without = the expert reading the play by these rules only")
    parser.add_argument("--base-weighed", action="store_true",
                        help="without = the expert weighing random deals instead of walking (posterior.py)")
    parser.add_argument("--walk-epsilon", type=float, help="the walk's chance a seat departs from the standard card")
    parser.add_argument("--cheat", action="store_true", help="the cheating expert's margin and the shares too")
    args = parser.parse_args()
    if args.epsilon is not None:
        retune(args.game, proposal_epsilon=args.epsilon)
    if args.play_epsilon is not None:
        retune(args.game, reading_epsilon=args.play_epsilon)
    if args.play_rules is not None:
        retune(args.game, reading_rules=frozenset(args.play_rules.split(",")))
    if args.walk_epsilon is not None:
        retune(args.game, posterior=args.walk_epsilon)
    seeds = range(args.start, args.start + args.deals)
    on = margins(args.game, args.players, seeds, args.sims, cheat=False, inference=True)
    if args.base_weighed:
        with tuned(args.game, posterior=None):
            off = margins(args.game, args.players, seeds, args.sims, cheat=False, inference=True)
    elif args.play_only or args.base_rules is not None:
        # The same expert reading the play by fewer rules: by none, it does not read the play.
        with tuned(args.game, reading_rules=frozenset(args.base_rules.split(",") if args.base_rules else ())):
            off = margins(args.game, args.players, seeds, args.sims, cheat=False, inference=True)
    else:
        off = margins(args.game, args.players, seeds, args.sims, cheat=False, inference=False)
    tuned_now = tuning(args.game)
    epsilon, play_epsilon = tuned_now.proposal_epsilon, tuned_now.reading_epsilon
    deals = f"deals {seeds.start}-{seeds.stop - 1}"
    rules = ",".join(sorted(tuned_now.reading_rules)) or "none"
    walk = tuned_now.posterior
    setting = f"{args.sims} simulations, epsilon {epsilon}, play {play_epsilon} ({rules}), walk {walk}"
    print(f"{args.game} {args.players}p, {deals}, {setting}")
    print(f"expert with inference - standard: {estimate(on)}")
    without = "without reading the play" if args.play_only else "without"
    if args.base_rules is not None:
        without = f"reading only {args.base_rules}"
    if args.base_weighed:
        without = "weighing random deals, not walking"
    print(f"expert {without} - standard: {estimate(off)}")
    print(f"with - without, paired by deal: {estimate([a - b for a, b in zip(on, off, strict=True)])}")
    if args.cheat:
        cheat = margins(args.game, args.players, seeds, args.sims, cheat=True, inference=True)
        print(f"cheating expert - standard: {estimate(cheat)}")
        for label, honest in (("with inference", on), ("without", off)):
            ratio, half = share(honest, cheat)
            print(f"honest share of the cheat's margin, {label}: {ratio:.0%} ± {half:.0%}")


if __name__ == "__main__":
    main()
