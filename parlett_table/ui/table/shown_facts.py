"""What the table says, kept in step with what the player has seen, not with the state running ahead.

The controller applies an action at once and hands its events to the
animator, which shows them one after another.  Trump, Hamlet's aim, the
roles, the trick counts and the totals must not appear before the cards that
reveal them, so ``ShownFacts`` holds what has been shown: set wholesale from
the state when the table is redrawn (a new deal, an undo, a resumed match, the
end of an animation) and moved on by each event as it is shown.

No Qt here: plain values the presenter draws.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from ...engine import DealScored, Event, Game, Match, RolesRevealed, SeatView, Suit, TrickWon, TrumpSettled
from ...engine.language import translate
from ..words.game_words import role_label


@dataclass(frozen=True)
class Shown:
    """The facts of the deal the table has shown so far."""

    dealer: int
    trump: Suit | None
    aim: str | None
    roles: tuple[str | None, ...]
    tricks_won: tuple[int, ...]
    totals: tuple[int, ...]
    running: tuple[int, ...] | None = None  # this deal's points so far, where tricks score as they are taken


@dataclass(frozen=True)
class InfoText:
    """What the game panel says."""

    title: str
    lines: list[str]
    trump: Suit | None
    trump_text: str
    has_trumps: bool


class ShownFacts:
    """What the table shows of the deal: synced from the state, then advanced event by event."""

    def __init__(self) -> None:
        self.shown: Shown | None = None
        self.game: Game | None = None

    def sync(self, match: Match, view: SeatView) -> None:
        """Everything as it is now (the table was just redrawn, or every event has been shown)."""
        self.game = match.game
        running: list[int] | None = [0] * view.players if match.game.trick_points(1) is not None else None
        for number, trick in enumerate(view.tricks, start=1):
            worth = match.game.trick_points(number)
            if running is not None and worth is not None:
                running[trick.taker] += worth
        self.shown = Shown(view.dealer, view.trump, view.aim, view.roles, view.tricks_won, match.totals,
                           tuple(running) if running is not None else None)  # fmt: skip

    def event_shown(self, event: Event) -> bool:
        """The animator has shown ``event``; True if anything the table says changed."""
        shown = self.shown
        if shown is None:
            return False
        if isinstance(event, TrumpSettled):
            self.shown = replace(shown, trump=event.trump, aim=event.aim, roles=_learnt(shown.roles, event.roles))
        elif isinstance(event, RolesRevealed):
            self.shown = replace(shown, roles=_learnt(shown.roles, event.roles))
        elif isinstance(event, TrickWon):
            won = list(shown.tricks_won)
            won[event.trick.taker] += 1
            running = shown.running
            worth = self.game.trick_points(event.number) if self.game is not None else None
            if running is not None and worth is not None:
                running = tuple(points + (worth if seat == event.trick.taker else 0)
                                for seat, points in enumerate(running))  # fmt: skip
            self.shown = replace(shown, tricks_won=tuple(won), running=running)
        elif isinstance(event, DealScored):
            totals = tuple(total + score for total, score in zip(shown.totals, event.outcome.scores, strict=True))
            self.shown = replace(shown, totals=totals)
        return self.shown != shown

    def info(self, match: Match, names: Sequence[str], practice: bool, occasion: str = "") -> InfoText:
        assert self.shown is not None
        game = match.game
        deals = match.deals_to_play
        if deals:
            first = translate("Presenter", "Deal no. {number}  ·  deal {deal} of {count}")
        else:
            first = translate("Presenter", "Deal no. {number}  ·  to {target}")
        lines = [
            first.format(number=match.deal_number, deal=len(match.deals), count=deals, target=match.target),
            translate("Presenter", "Dealer: {dealer}").format(dealer=names[self.shown.dealer]),
        ]
        trump = self.shown.trump
        if trump is not None:
            trump_text = translate("Presenter", "Trump: {trump}").format(trump=trump.plural)
        elif game.has_trumps:
            trump_text = translate("Presenter", "Trump: to be chosen")
        else:
            trump_text = translate("Presenter", "No trumps")
        if self.shown.aim is not None:
            lines.append(translate(
                "Presenter",
                "Aim: to be Hamlet",
            ) if self.shown.aim == "be" else translate(
                "Presenter",
                "Aim: not to be Hamlet",
            ))
        title = translate("Presenter", "{game}  (practice)").format(game=game.name) if practice else game.name
        if occasion:
            title = translate("Presenter", "{game}  ({occasion})").format(game=game.name, occasion=occasion)
        return InfoText(title, lines, trump, trump_text, game.has_trumps)

    def score_rows(self, names: Sequence[str]) -> list[tuple[str, int]]:
        assert self.shown is not None
        return list(zip(names, self.shown.totals, strict=True))

    def running_points(self) -> tuple[int, ...] | None:
        """This deal's points so far, seat by seat, where tricks score as they are taken (Crescendo); else None."""
        return self.shown.running if self.shown is not None else None

    def plate(self, seat: int, active: bool, thinking: bool) -> dict[str, object]:
        """The values of a seat's name plate."""
        assert self.shown is not None
        role = self.shown.roles[seat] if seat < len(self.shown.roles) else None
        return {
            "tricks": self.shown.tricks_won[seat] if seat < len(self.shown.tricks_won) else 0,
            "role": role,
            "role_label": role_label(role),
            "dealer": seat == self.shown.dealer,
            "active": active,
            "thinking": thinking,
        }


def _learnt(known: tuple[str | None, ...], revealed: tuple[str | None, ...]) -> tuple[str | None, ...]:
    """Roles known before (the player's own, say) kept, with the newly revealed ones added."""
    return tuple(new if new is not None else old for old, new in zip(known, revealed, strict=True))
