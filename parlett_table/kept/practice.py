"""The player's mistakes kept to be practised again (Help ▸ Practise my mistakes): each a position of a finished
deal, the choices there with the expert's values, and whether the player has solved it since.

Plain values and the ``PracticeBook`` protocol the window asks (``storage.practice.PracticeFile`` is the
program's); no storage and no Qt here, so the window can show these without reaching into ``storage``.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from ..engine import Action, action_from_json

# Which marks are kept to practise: the clear errors a player should not repeat (an inaccuracy is too fine a
# difference to solve again by eye).
PRACTISED_MARKS = ("mistake", "blunder")


@dataclass(frozen=True)
class PracticePosition:
    """One decision to solve again: the deal's record (``engine.deal_to_record``, every action of it), the index of
    the decision in its actions, the seat that made it, and the expert's values of every choice of that kind."""

    record: dict[str, Any]
    action_index: int
    seat: int
    game: str  # the game's name (as the list shows it); the record holds its id
    kind: str  # "proposal", "give" or "play"
    mark: str  # "mistake" or "blunder"
    chosen: Action  # what the player chose at the table
    expert: Action
    actions: tuple[Action, ...]  # the legal choices of that kind
    values: tuple[float, ...]  # each one's expected points
    fine: tuple[bool, ...]  # each one within the noise of the expert's: choosing one solves the position
    names: tuple[str, ...]  # the players' names at the table then
    reason: str = ""  # why the expert's choice is better, in the player's language then ("" if not known)
    added: float = 0.0  # when it was kept (seconds since the epoch)
    solved: float | None = None  # when the player last chose a fine action here; None: not yet

    @property
    def key(self) -> str:
        """The same decision of the same deal is kept once."""
        text = json.dumps(self.record, sort_keys=True, separators=(",", ":"))
        return f"{hashlib.sha1(text.encode('utf-8')).hexdigest()[:16]}/{self.action_index}"

    def is_fine(self, action: Action) -> bool:
        """Whether choosing ``action`` solves the position (within the noise of the expert's choice)."""
        return action in self.actions and self.fine[self.actions.index(action)]

    def solved_at(self, when: float) -> PracticePosition:
        return replace(self, solved=when)

    def to_json(self) -> dict[str, object]:
        return {
            "record": self.record, "action_index": self.action_index, "seat": self.seat, "game": self.game,
            "kind": self.kind, "mark": self.mark, "chosen": self.chosen.to_json(), "expert": self.expert.to_json(),
            "actions": [action.to_json() for action in self.actions], "values": list(self.values),
            "fine": list(self.fine), "names": list(self.names), "reason": self.reason, "added": self.added,
            "solved": self.solved,
        }  # fmt: skip

    @classmethod
    def from_json(cls, obj: Any) -> PracticePosition:
        """The position ``obj`` describes; ``ValueError`` (or ``KeyError``, ``TypeError``) for one that cannot be."""
        actions = tuple(action_from_json(item) for item in obj["actions"])
        values = tuple(float(value) for value in obj["values"])
        fine = tuple(bool(flag) for flag in obj["fine"])
        if not actions or len(values) != len(actions) or len(fine) != len(actions):
            raise ValueError("the choices, their values and their flags do not match")
        solved = obj.get("solved")
        return cls(
            record=dict(obj["record"]), action_index=int(obj["action_index"]), seat=int(obj["seat"]),
            game=str(obj["game"]), kind=str(obj["kind"]), mark=str(obj["mark"]),
            chosen=action_from_json(obj["chosen"]), expert=action_from_json(obj["expert"]), actions=actions,
            values=values, fine=fine, names=tuple(str(name) for name in obj["names"]),
            reason=str(obj.get("reason", "")),
            added=float(obj.get("added", 0.0)), solved=None if solved is None else float(solved),
        )  # fmt: skip


class PracticeBook(Protocol):
    """Where the positions to practise are kept.  Each method raises ``StorageError`` (a sentence) on failure."""

    def positions(self) -> list[PracticePosition]:
        """Every position kept, oldest first."""
        ...

    def add(self, positions: Sequence[PracticePosition]) -> int:
        """Keep the positions not kept yet; how many were new."""
        ...

    def mark_solved(self, key: str, when: float) -> None: ...

    def take_notice(self) -> str | None:
        """What the player should know of the file (set aside as damaged …), once; None if nothing."""
        ...
