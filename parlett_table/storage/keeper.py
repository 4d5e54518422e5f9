"""What the controller tells storage as a match goes on: it began, a move was made, a deal or the match ended.

The match in progress is saved after every move (atomically, so a crash
leaves the last move or the one before); each finished deal goes into the
history at once, and the save is synced to disk then too.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..engine import Match, MatchDocument
from .history import History, StorageError
from .saves import SavedMatch


class Keeper:
    """The history and the save file, kept in step with one match."""

    def __init__(self, history: History | None = None, saves: SavedMatch | None = None) -> None:
        self.history = history or History()
        self.saves = saves or SavedMatch()
        self.match_id: int | None = None

    @staticmethod
    def document(match: Match, seats: Sequence[Mapping[str, str]], practice: bool) -> MatchDocument:
        return MatchDocument(match, tuple(dict(seat) for seat in seats), practice)

    def begin(self, match: Match, seats: Sequence[Mapping[str, str]], practice: bool) -> None:
        """A new match: any unfinished one is abandoned."""
        self.match_id = None
        self.saves.clear()
        self.match_id = self.history.begin_match(match.game, [dict(s) for s in seats], match.first_seed, practice)
        self.moved(match, seats, practice)

    def resume(self, match: Match, seats: Sequence[Mapping[str, str]], practice: bool) -> None:
        """Go on with a saved match, in the history row it began (or a new row if the history lost it)."""
        self.match_id = self.history.playing_match()
        if self.match_id is None:
            self.match_id = self.history.begin_match(match.game, [dict(s) for s in seats], match.first_seed, practice)
            for number, deal in enumerate(match.deals, start=1):
                if deal.is_over:
                    self.history.record_deal(self.match_id, number, deal)

    def moved(self, match: Match, seats: Sequence[Mapping[str, str]], practice: bool) -> None:
        """After every move: the save follows the match."""
        try:
            self.saves.save(self.document(match, seats, practice))
        except OSError as error:
            raise StorageError(f"Your match could not be saved ({error.strerror or error}).") from error

    def deal_finished(self, match: Match, seats: Sequence[Mapping[str, str]], practice: bool, hints: int) -> None:
        if self.match_id is not None:
            self.history.record_deal(self.match_id, len(match.deals), match.current, hints)
        try:
            self.saves.save(self.document(match, seats, practice), durable=True)
        except OSError as error:
            raise StorageError(f"Your match could not be saved ({error.strerror or error}).") from error

    def match_finished(self, match: Match) -> None:
        if self.match_id is not None:
            self.history.end_match(self.match_id, match.totals, match.winners)
        self.match_id = None
        self.saves.clear()

    def abandon(self) -> None:
        """The player chose not to go on with the saved match."""
        self.history.abandon_unfinished()
        self.match_id = None
        self.saves.clear()

    def close(self) -> None:
        self.history.close()
