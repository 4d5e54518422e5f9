"""How well the expert reasons about hidden cards: against an expert allowed to see every hand.

    python benchmarks/cheating_expert.py --game hoodwink [--deals 100] [--start 1000] [--sims N] [--no-inference]
        [--cheat-in propose|play] [--learned-cheat] [--hands-only] [--save FILE]
        [--cheat-from FILE | --honest-from FILE | --cheat-only]
    python benchmarks/cheating_expert.py --pool FILE [FILE ...]

Both experts play the same deals against two standard players, each deal once
per seat rotation: deal numbers ``--start`` onwards (1000 by default; other
numbers check the shares on deals never looked at before).  The honest expert
samples hidden hands from what it has seen (reading the others' proposals where
its inference is on; ``--no-inference`` turns it off for both); the cheating one
searches the true deal.  The report gives both margins
over the standard players and the honest share of the cheat's margin.
``--cheat-in`` lets the cheat see the hidden cards in one phase only (the
proposals, or the card play) and search as the honest expert does in the
other: how much of its margin each phase's knowledge gives.  Where it sees the
cards at Hamlet's proposals the cheat plays the true deal out; with
``--learned-cheat`` it values them by the learned model instead, as the honest
expert does, in the true deal (the others' true proposals, or the model's pick
from their true hands).  ``--hands-only`` shows the cheat every hand but
not the proposals still face down when it shows its own: proposals are made
together, so it guesses those as the honest expert does, by the model of the
others, but from their true hands.  ``--save``
writes the deal-by-deal margins as JSON, to pair with other runs; ``--pool``
plays nothing and gives the report over saved runs' deals together (runs of
the same deals with a partial cheat pair with the full cheat's).
``--cheat-from`` takes the cheat's margins from a saved run of the same deals (or more)
and plays only the honest expert: a change to how the honest expert reads the
others leaves the cheat, which searches the true deal, as it was;
``--honest-from`` is its twin, for a change to the cheat alone, and
``--cheat-only`` plays the cheat alone (to compare cheats on more deals than
the honest expert, much slower, can play).  This
script is the only place a player sees hidden cards: nothing in the program
can reach it (the coach's hindsight, ``ai/hindsight.py``, searches the true
deal too, but only of a deal that is over, and no player asks it).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from parlett_table.ai import make_player
from parlett_table.ai.arena import seat_rng
from parlett_table.ai.base import Decision
from parlett_table.ai.expert import DEFAULT_SIMS, ExpertPlayer
from parlett_table.ai.inference import ProposalModel
from parlett_table.ai.tournament import estimate
from parlett_table.engine import Deal, Phase, SeatView, Simulator, create_game
from parlett_table.engine.inference import HiddenCards


class CheatingExpert(ExpertPlayer):
    """The expert searching the real deal instead of sampled ones: everything else is the honest expert's."""

    level = "cheat"
    truth: Deal
    phases: frozenset[Phase] | None = None  # where it sees the hidden cards: None for everywhere
    learned = False  # Hamlet's proposals valued by the learned model in the true deal, not played out
    hands_only = False  # at the proposals, the ones made face down guessed from the true hands, not seen

    def worlds(
        self,
        view: SeatView,
        rng: random.Random,
        hidden: HiddenCards,
        count: int,
        model: ProposalModel | None,
        deadline: float | None = None,
    ) -> Iterable[Simulator]:
        if self.phases is not None and view.phase not in self.phases:
            return super().worlds(view, rng, hidden, count, model, deadline)
        if self.hands_only and view.phase == Phase.PROPOSE:
            return (self.true_hands(view, rng, model) for _ in range(count))
        return (self.truth.simulator() for _ in range(count))  # the true proposals too, face down or not

    def true_hands(self, view: SeatView, rng: random.Random, model: ProposalModel | None) -> Simulator:
        """The true hands, with the proposals made face down guessed as the honest expert guesses them (by the
        model, or at random without one), not read from the deal."""
        core = self.truth.simulator().core
        return self.guess_face_down(view, Simulator.from_view(view, list(core.hands), core.undealt, rng), rng, model)

    def learns_proposals(self, view: SeatView) -> bool:
        # Where it sees the hidden cards it plays the true deal out: the learned values read nothing of them.
        sees = self.phases is None or view.phase in self.phases
        return (self.learned or not sees) and super().learns_proposals(view)


# The phases ``--cheat-in`` names: the proposals (Hoodwink's partner talk with them), or the card play.
CHEAT_PHASES = {"propose": frozenset({Phase.PROPOSE, Phase.TALK}), "play": frozenset({Phase.PLAY, Phase.GIVE})}


DEFAULT_START = 1000


def deal_numbers(start: int, deals: int) -> range:
    """The deals played: ``deals`` of them from number ``start``."""
    return range(start, start + deals)


def margins(
    game_id: str,
    players: int,
    seeds: range,
    sims: int,
    cheat: bool,
    inference: bool = True,
    cheat_in: frozenset[Phase] | None = None,
    learned_cheat: bool = False,
    hands_only: bool = False,
) -> list[float]:
    """Per deal: the expert's mean score minus the standard players' mean, over the seat rotations; the cheat
    sees the hidden cards in the phases ``cheat_in`` (None: in all)."""
    game = create_game(game_id, players)
    out = []
    for seed in seeds:
        total = 0.0
        dealer = (seed - DEFAULT_START) % players  # as before --start: deal 1000 dealt by seat 0, 1001 by seat 1 ...
        for rotation in range(players):
            expert = (CheatingExpert if cheat else ExpertPlayer)(sims, inference=inference)
            if isinstance(expert, CheatingExpert):
                expert.phases = cheat_in
                expert.learned = learned_cheat
                expert.hands_only = hands_only
            seats = [expert if seat == rotation else make_player("standard") for seat in range(players)]
            deal = Deal.start(game, seed, dealer)
            rngs = [seat_rng(seed, seat, "x") for seat in range(players)]
            while not deal.is_over:
                seat = deal.to_move or 0
                if isinstance(expert, CheatingExpert):
                    expert.truth = deal
                decision: Decision = seats[seat].decide(deal.view(seat), rngs[seat])
                deal, _ = deal.apply(decision.action)
            scores = deal.outcome().scores
            others = [scores[s] for s in range(players) if s != rotation]
            total += scores[rotation] - sum(others) / len(others)
        out.append(total / players)
    return out


def share(honest: list[float], cheat: list[float]) -> tuple[float, float]:
    """The ratio of the mean margins and its 95% half-width (delta method, paired by deal)."""
    ratio = statistics.fmean(honest) / statistics.fmean(cheat)
    residual = [h - ratio * c for h, c in zip(honest, cheat, strict=True)]
    return ratio, estimate(residual).half_width / abs(statistics.fmean(cheat))


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--game")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--start", type=int, default=DEFAULT_START, help="the first deal number")
    parser.add_argument("--sims", type=int, default=DEFAULT_SIMS)
    parser.add_argument("--no-inference", action="store_true", help="both experts without reading proposals")
    parser.add_argument("--cheat-in", choices=sorted(CHEAT_PHASES), help="the cheat sees the cards in this phase only")
    parser.add_argument("--learned-cheat", action="store_true",
                        help="the cheat values Hamlet's proposals by the learned model in the true deal")  # fmt: skip
    parser.add_argument("--hands-only", action="store_true",
                        help="the cheat sees the hands, not the proposals made face down")  # fmt: skip
    parser.add_argument("--save", type=Path, help="write the deal-by-deal margins to this JSON file")
    one_side = parser.add_mutually_exclusive_group()
    one_side.add_argument("--cheat-from", type=Path, metavar="FILE",
                          help="the cheat's margins from this --save file of these deals: only the honest expert plays")
    one_side.add_argument("--honest-from", type=Path, metavar="FILE",
                          help="the honest expert's margins from this --save file of these deals: only the cheat plays")
    one_side.add_argument("--cheat-only", action="store_true", help="only the cheat plays (its margins, no shares)")
    parser.add_argument("--pool", type=Path, nargs="+", metavar="FILE",
                        help="no play: the report over the deals of these --save files together")  # fmt: skip
    args = parser.parse_args(argv)
    if args.game is None and not args.pool:
        parser.error("--game is required (or --pool)")
    return args


def pooled(files: Sequence[Path]) -> list[str]:
    """The report over the deals of saved runs together: the honest expert's margin, each cheat's (by the
    phases it saw the cards in) and shares, deal by deal.  A run of the same deals with another cheat pairs
    with it: the share of the full cheat's margin each partial cheat makes, and what the rest is worth.  Runs
    of the cheat alone (``--cheat-only``) pair with the others; without the honest expert's margins for every
    deal, the report gives the cheats' only."""
    runs = [json.loads(path.read_text(encoding="utf-8")) for path in files]
    by_cheat: dict[str, dict[tuple[int, int], dict[str, list[float]]]] = {}  # cheat_in -> deals -> that run
    for run in runs:
        by_cheat.setdefault(run["cheat_in"], {})[(run["deals"][0], run["deals"][1])] = run
    ranges = sorted(next(iter(by_cheat.values())))
    if any(sorted(kind) != ranges for kind in by_cheat.values()):
        raise SystemExit("--pool: every cheat needs the same deals")
    honest_of: dict[tuple[int, int], list[float]] = {}
    for deals, run in ((deals, run) for of in by_cheat.values() for deals, run in of.items() if run["honest"]):
        if honest_of.setdefault(deals, run["honest"]) != run["honest"]:
            raise SystemExit("--pool: the honest expert's margins differ between runs of the same deals")
    honest = [margin for deals in ranges for margin in honest_of[deals]] if len(honest_of) == len(ranges) else []
    cheats = {kind: [margin for deals in ranges for margin in of[deals]["cheat"]] for kind, of in by_cheat.items()}
    count = len(next(iter(cheats.values())))
    lines = [f"pooled: deals {', '.join(f'{a}-{b - 1}' for a, b in ranges)} ({count} deals)"]
    if honest:
        lines.append(f"honest expert - standard: {estimate(honest)}")
    for kind, cheat in cheats.items():
        line = f"cheating expert{cheat_words(kind)} - standard: {estimate(cheat)}"
        if honest:
            ratio, half = share(honest, cheat)
            line += f"; honest share {ratio:.0%} ± {half:.0%}"
        lines.append(line)
    fulls = {kind: cheat for kind, cheat in cheats.items() if kind.split("+")[0] == "all"}
    for kind, cheat in cheats.items():
        if kind not in CHEAT_PHASES:
            continue
        for full_kind, full in fulls.items():
            ratio, half = share(cheat, full)
            rest = estimate([a - b for a, b in zip(full, cheat, strict=True)])
            lines.append(f"the {kind}-only cheat's share of the full cheat's{cheat_words(full_kind)} margin: "
                         f"{ratio:.0%} ± {half:.0%}; seeing the cards in the other phase too: {rest}")  # fmt: skip
    return lines


def cheat_label(cheat_in: str | None, learned: bool, hands_only: bool = False) -> str:
    """How a saved run names its cheat: the phase it sees the cards in ("all" for every one), "+learned" where it
    values Hamlet's proposals by the learned model, "+hands" where it does not see the proposals made face down."""
    return (cheat_in or "all") + ("+learned" if learned else "") + ("+hands" if hands_only else "")


def cheat_words(label: str) -> str:
    phase, *more = label.split("+")
    words = "" if phase == "all" else f" (seeing the cards in the {phase} phase only)"
    if "learned" in more:
        words += " (valuing its proposals by the learned model)"
    return words + (" (seeing the hands, not the proposals made face down)" if "hands" in more else "")


def saved_cheat(path: Path, seeds: range, cheat_in: str) -> list[float]:
    """The cheat's deal-by-deal margins from a ``--save`` file, which must hold these deals (or more) and this
    cheat."""
    run = json.loads(path.read_text(encoding="utf-8"))
    first, stop = run["deals"]
    if not first <= seeds.start < seeds.stop <= stop or run["cheat_in"] != cheat_in:
        saved = f"deals {first}-{stop - 1} with the cheat seeing {run['cheat_in']}"
        raise SystemExit(f"--cheat-from {path}: {saved}, not deals {seeds.start}-{seeds.stop - 1} with {cheat_in}")
    cheat: list[float] = run["cheat"][seeds.start - first : seeds.stop - first]
    return cheat


def saved_honest(path: Path, seeds: range) -> list[float]:
    """The honest expert's deal-by-deal margins from a ``--save`` file, which must hold these deals (or more)."""
    run = json.loads(path.read_text(encoding="utf-8"))
    first, stop = run["deals"]
    if not first <= seeds.start < seeds.stop <= stop or not run["honest"]:
        raise SystemExit(f"--honest-from {path}: no honest margins of deals {seeds.start}-{seeds.stop - 1}")
    honest: list[float] = run["honest"][seeds.start - first : seeds.stop - first]
    return honest


def main() -> None:
    args = parse_args()
    if args.pool:
        print("\n".join(pooled(args.pool)))
        return
    seeds = deal_numbers(args.start, args.deals)
    inference = not args.no_inference
    if args.honest_from:
        honest_margins = saved_honest(args.honest_from, seeds)
    elif args.cheat_only:
        honest_margins = []
    else:
        honest_margins = margins(args.game, args.players, seeds, args.sims, cheat=False, inference=inference)
    phases = CHEAT_PHASES[args.cheat_in] if args.cheat_in else None
    label = cheat_label(args.cheat_in, args.learned_cheat, args.hands_only)
    if args.cheat_from:
        cheat_margins = saved_cheat(args.cheat_from, seeds, label)
    else:
        cheat_margins = margins(args.game, args.players, seeds, args.sims, True, inference, phases,
                                args.learned_cheat, args.hands_only)  # fmt: skip
    if args.save:
        args.save.write_text(json.dumps({"deals": [seeds.start, seeds.stop], "honest": honest_margins,
                                         "cheat": cheat_margins, "cheat_in": label}))
    print(f"{args.game} {args.players}p, deals {seeds.start}-{seeds.stop - 1}, {args.sims} simulations per decision")
    if not honest_margins:  # --cheat-only
        print(f"cheating expert{cheat_words(label)} - standard: {estimate(cheat_margins)}")
        return
    print(f"honest expert - standard: {estimate(honest_margins)}")
    print(f"cheating expert{cheat_words(label)} - standard: {estimate(cheat_margins)}")
    ratio, half = share(honest_margins, cheat_margins)
    print(f"honest share of the cheat's margin: {ratio:.0%} ± {half:.0%} (95%, paired by deal)")


if __name__ == "__main__":
    main()
