"""The rules engine of Parlett Table: pure Python, standard library only.

The public protocol:

>>> from parlett_table.engine import Deal, create_game
>>> deal = Deal.start(create_game("hamlet"), seed=42, dealer=2)
>>> deal.phase.name, deal.to_move
('PROPOSE', 0)
"""

from .actions import Action, Answer, Ask, Estimate, Give, Play, Propose, action_from_json
from .cards import Card, Suit
from .core import Core, Phase
from .deal import Deal
from .errors import IllegalActionError, OptionError, RecordError, RecordFileError
from .events import (
    CardPlayed,
    DealScored,
    Event,
    MatchOver,
    ProposalMade,
    ProposalsRevealed,
    RolesRevealed,
    Said,
    TrickWon,
    TrumpSettled,
)
from .game import Game, OptionSpec, OptionValue
from .match import Match
from .outcome import Outcome, SeatScore, Trick, TrickReason
from .record import (
    DEAL_FORMAT,
    MATCH_FORMAT,
    RECORD_BYTES,
    MatchDocument,
    deal_from_bytes,
    deal_from_record,
    deal_to_record,
    match_from_document,
    parse_json,
    read_deal,
    read_deal_file,
    replay_report,
)
from .registry import GAMES, create_game, game_class
from .seat import FRIEND, HUMAN, Seat
from .simulator import Simulator
from .view import SeatView

__all__ = [
    "DEAL_FORMAT",
    "FRIEND",
    "GAMES",
    "HUMAN",
    "MATCH_FORMAT",
    "RECORD_BYTES",
    "Action",
    "Answer",
    "Ask",
    "Card",
    "CardPlayed",
    "Core",
    "Deal",
    "DealScored",
    "Estimate",
    "Event",
    "Game",
    "Give",
    "IllegalActionError",
    "Match",
    "MatchDocument",
    "MatchOver",
    "OptionError",
    "OptionSpec",
    "OptionValue",
    "Outcome",
    "Phase",
    "Play",
    "ProposalMade",
    "ProposalsRevealed",
    "Propose",
    "RecordError",
    "RecordFileError",
    "RolesRevealed",
    "Said",
    "Seat",
    "SeatScore",
    "SeatView",
    "Simulator",
    "Suit",
    "Trick",
    "TrickReason",
    "TrickWon",
    "TrumpSettled",
    "action_from_json",
    "create_game",
    "deal_from_bytes",
    "deal_from_record",
    "deal_to_record",
    "game_class",
    "match_from_document",
    "parse_json",
    "read_deal",
    "read_deal_file",
    "replay_report",
]  # fmt: skip
