"""What is heard at the table: the moments of play, each mapped to a sound effect.

- the cards of a new deal going out: ``deal``, once per deal;
- a card landing on the table (when the animator has shown it): ``play``;
- a finished trick gathered into its taker's pile: ``gather``;
- the table starting to wait for the player's decision: ``your-turn`` (not when the only card or proposal
  allowed is about to be played for them);
- a click the rules refuse: ``illegal``;
- a deal's end, from the watched seat's side (the player's, or the seat at the bottom in a demo): ``deal-won``
  when its score for the deal is the highest at the table (shared or not), ``deal-lost`` otherwise;
- the match's end: ``match-won`` when that seat is among the winners, ``deal-lost`` when it is not.

A demo is heard too (it follows the mute like any game).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine import CardPlayed, DealScored, Event, MatchOver, Phase, Play, TrickWon
from ...play.controller import Stage, TableController
from .effects import SoundBase


class Cues(QObject):
    """Listens to the controller, and to the events as the table shows them (``event_shown``, which the window
    connects to the animator's signal), and plays the effect of each moment on ``sound``."""

    def __init__(self, controller: TableController, sound: SoundBase) -> None:
        super().__init__(controller)
        self.controller = controller
        self.sound = sound
        controller.deal_started.connect(self._dealt)
        controller.refused.connect(self._refused)
        controller.stage_changed.connect(self._stage_changed)

    def _dealt(self) -> None:
        self.sound.play("deal")

    def _refused(self, _why: str) -> None:
        self.sound.play("illegal")

    def _stage_changed(self, stage: Stage) -> None:
        if stage is Stage.HUMAN and not self._forced():
            self.sound.play("your-turn")

    def _forced(self) -> bool:
        """Whether the controller is about to make the player's only possible move for them."""
        view = self.controller.view()
        if len(view.legal_actions) != 1:
            return False
        auto_played = self.controller.auto_play and isinstance(view.legal_actions[0], Play)
        return view.phase is Phase.PROPOSE or auto_played

    def event_shown(self, event: Event) -> None:
        """The table has shown ``event``."""
        seat = self.controller.viewing_seat
        if isinstance(event, CardPlayed):
            self.sound.play("play")
        elif isinstance(event, TrickWon):
            self.sound.play("gather")
        elif isinstance(event, DealScored):
            match = self.controller.match
            if match is None or not match.is_over:  # the match's end has its own sound, next
                scores = event.outcome.scores
                self.sound.play("deal-won" if scores[seat] == max(scores) else "deal-lost")
        elif isinstance(event, MatchOver):
            self.sound.play("match-won" if seat in event.winners else "deal-lost")
