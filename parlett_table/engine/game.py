"""The protocol every game module implements, and game options.

A ``Game`` subclass holds one game's rules; an instance is that game configured
with a player count and options.  The fast state (``core.py``) calls the
hooks below (its ``GameHooks`` protocol); each hook reads or updates that
``Core``, where hands are bitmasks (``cards.py``).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, ClassVar, Union

from .cards import JK, SUIT_MASKS, Suit
from .errors import IllegalActionError, OptionError
from .jsonform import join_path, key_segment
from .language import QT_TRANSLATE_NOOP, translate
from .outcome import SeatScore, Trick, TrickReason

if TYPE_CHECKING:
    from .actions import Action, Play, Propose
    from .core import Core

OptionValue = Union[bool, int, str]
# (roles, each seat's score, a one-sentence summary) of a finished deal
Scored = tuple[tuple[Union[str, None], ...], tuple[SeatScore, ...], str]


@dataclass(frozen=True)
class OptionSpec:
    """One option of a game, as in RULES.md "Options at a glance"."""

    id: str
    label: str
    help: str
    default: OptionValue
    choices: tuple[OptionValue, ...] = ()
    choice_help: tuple[str, ...] = ()
    minimum: int | None = None  # for free integer options
    multiple_of: int = 1
    players: tuple[int, ...] = ()  # counts at which a non-default value is allowed
    applies_when: tuple[str, OptionValue] | None = None  # (option id, value)
    match_level: bool = False  # changes the match, never a single deal

    def applies(self, players: int, value_of: Callable[[str], OptionValue]) -> bool:
        """Whether a player may choose this option at ``players`` with the other options as ``value_of`` gives them
        (the dialogs offer it only then; elsewhere it keeps its default)."""
        if self.players and players not in self.players:
            return False
        return self.applies_when is None or value_of(self.applies_when[0]) == self.applies_when[1]

    def check(self, value: object, players: int) -> OptionValue:
        """The value if allowed; raises ``OptionError`` naming the option otherwise."""
        field = f"options.{self.id}"
        if self.choices:
            allowed = ", ".join(_json(choice) for choice in self.choices)
            matching = [c for c in self.choices if c == value and type(c) is type(value)]
            if not matching:
                raise OptionError(field, f"{_json(value)} is not one of {allowed}")
            result: OptionValue = matching[0]
        else:
            if not isinstance(value, int) or isinstance(value, bool):
                raise OptionError(field, f"expected an integer, got {_json(value)}")
            if self.minimum is not None and value < self.minimum:
                raise OptionError(field, f"must be at least {self.minimum}, got {value}")
            if value % self.multiple_of:
                raise OptionError(field, f"must be a multiple of {self.multiple_of}, got {value}")
            result = value
        if self.players and result != self.default and players not in self.players:
            counts = " or ".join(str(p) for p in self.players)
            raise OptionError(field, f"{_json(result)} needs {counts} players, not {players}")
        return result


def target_option(default: int) -> OptionSpec:
    """The score that ends a match (the games played to a target share it; only the default differs)."""
    return OptionSpec(
        "target",
        QT_TRANSLATE_NOOP("Games", "Target score"),
        QT_TRANSLATE_NOOP("Games", "The match ends after the deal in which someone reaches this total."),
        default, minimum=1, match_level=True,
    )  # fmt: skip


def _json(value: object) -> str:
    """A value as JSON writes it, on one line: a string's line breaks and control characters are escaped."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value)  # ASCII escapes, like the record's messages: no character can break the line
    if value is None:
        return "null"
    if isinstance(value, (int, float)):
        return str(value)
    return type(value).__name__


class Game:
    """One game's rules, configured with a player count and options.

    Subclasses set the class attributes and implement the hooks.  Instances are
    immutable values; two with the same id, players and options are equal.
    """

    id: ClassVar[str]
    name: ClassVar[str]
    description: ClassVar[str]
    player_counts: ClassVar[tuple[int, ...]]
    default_players: ClassVar[int]
    option_specs: ClassVar[tuple[OptionSpec, ...]] = ()
    has_proposals: ClassVar[bool] = False
    has_trumps: ClassVar[bool] = False
    gives_tricks: ClassVar[bool] = False  # a trick may be given away while it lies on the table (Who's Who)
    joker_name: ClassVar[str] = QT_TRANSLATE_NOOP("Games", "A joker")  # Hamlet calls his Polonius
    has_roles: ClassVar[bool] = True  # the players have roles (partners, the Hood, Hamlet); in Crescendo none
    # Its roles' words by role id, marked for the catalogues (``QT_TRANSLATE_NOOP``): the name players read (context
    # "Roles") and the sentence telling a player the role is theirs ("Narration").  A role without a name is
    # called by its id, capitalised.
    role_names: ClassVar[Mapping[str, str]] = MappingProxyType({})
    role_sentences: ClassVar[Mapping[str, str]] = MappingProxyType({})
    # The first-game walkthrough's words where the game has its own (``QT_TRANSLATE_NOOP("Tour", …)``; "" for the
    # general ones): what the cards shown decide, and what the game panel says.
    tour_propose: ClassVar[str] = ""
    tour_info: ClassVar[str] = ""
    # Whether a suit card's rank counts only by its order within the suit, so that two cards of a suit
    # with no card still in play between them take the same tricks (not in Crescendo: a snap matches ranks).
    ranks_by_order: ClassVar[bool] = True

    players: int
    options: Mapping[str, OptionValue]
    pack_mask: int  # every card of the pack at this player count
    hand_size: int
    undealt_count: int
    tricks_per_deal: int

    def __init__(self, players: int | None = None, options: Mapping[str, object] | None = None):
        if players is None:
            players = self.default_players
        if not isinstance(players, int) or isinstance(players, bool) or (players not in self.player_counts):
            counts = ", ".join(str(p) for p in self.player_counts)
            raise OptionError("players", f"{self.name} is for {counts} players, not {_json(players)}")
        self.players = players
        given = dict(options or {})
        checked: dict[str, OptionValue] = {}
        for spec in self.option_specs:
            value = given.pop(spec.id, spec.default)
            checked[spec.id] = spec.check(value, players)
        if given:
            unknown = sorted(given)[0]
            raise OptionError(join_path("options", key_segment(unknown)), f"{self.name} has no option {unknown!r}")
        self.options = MappingProxyType(checked)
        self._configure()
        self.tricks_per_deal = self.hand_size
        self._pack = tuple(card_indices(self.pack_mask))  # every deal starts from it: listed once
        self._points_cache: dict[Hashable, list[int]] = {}
        self._hash = hash((self.id, self.players, tuple(sorted(checked.items()))))  # games key many caches

    def _configure(self) -> None:
        """Set ``pack_mask``, ``hand_size`` and ``undealt_count`` for this player count."""
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Game)
            and other.id == self.id
            and other.players == self.players
            and dict(other.options) == dict(self.options)
        )

    def __hash__(self) -> int:
        return self._hash

    def __reduce__(self) -> tuple[object, tuple[object, ...]]:
        # Options live in a read-only mapping, which does not pickle; rebuild from the values.
        return (type(self), (self.players, dict(self.options)))

    def __repr__(self) -> str:
        options = ", ".join(f"{key}={value!r}" for key, value in self.options.items())
        return f"{type(self).__name__}(players={self.players}, {options})"

    def option(self, option_id: str) -> OptionValue:
        return self.options[option_id]

    # --- dealing -------------------------------------------------------------

    def pack(self) -> list[int]:
        """The pack in its canonical order (ascending card index) before shuffling."""
        return list(self._pack)

    def first_dealer(self, rng: random.Random) -> int:
        """The first dealer of a match (a random seat unless the game says otherwise)."""
        return int(rng.random() * self.players)

    def next_dealer(self, dealer: int, roles: Sequence[str | None]) -> int:
        """The next deal's dealer: the deal passes to the left."""
        return (dealer + 1) % self.players

    # --- hooks called by the deal --------------------------------------------

    def start(self, core: Core) -> None:
        """Anything a game settles as soon as the cards are dealt (Who's Who roles)."""

    def proposal_error(self, core: Core, action: Propose) -> IllegalActionError | None:
        """Why this proposal is not allowed, or None (the card is in the hand)."""
        return None

    def legal_proposal_mask(self, core: Core, seat: int) -> int:
        raise NotImplementedError

    def proposal_effect(self, card: int) -> Hashable:
        """What of a shown card the deal's settling reads: cards with the same effect settle it alike."""
        return card

    def settle(self, core: Core) -> None:
        """After the last proposal: set trump, aim and roles on the core."""
        raise NotImplementedError

    def follow_set(self, trump: int, led: int) -> int:
        """The cards that follow the card ``led``: a player holding one must play one.

        Also what a player who did not follow is known to lack.  Plainly the
        suit led; after a joker lead, nothing (anything may be played).
        """
        return SUIT_MASKS[led >> 4] if led < JK else 0

    def lead_excludes(self, card: int) -> int:
        """Cards a player cannot hold once seen leading ``card`` (Who's Who: a joker lead)."""
        return 0

    def proposal_excludes(self, card: int) -> int:
        """Cards a player cannot hold once seen proposing ``card`` (Hoodwink's longest-suit rule)."""
        return 0

    def legal_play_mask(self, core: Core, seat: int) -> int:
        """The cards ``seat`` may play now: follow suit if able (games refine it)."""
        hand = core.hands[seat]
        trick = core.trick
        if trick:
            return hand & self.follow_set(core.trump, trick[0]) or hand
        return hand

    def play_error(self, core: Core, action: Play) -> IllegalActionError:
        """Why a held card may not be played now (called only when it may not).

        The base rule: a player who holds the suit led must follow it, and a
        joker, belonging to no suit, is no way of following.
        """
        led = Suit(core.trick[0] >> 4)
        you = translate("Game", "You must follow suit: you hold a {suit}.")
        if action.card >= JK:
            you = translate("Game", "{joker} may be played only when you cannot follow suit: you hold a {suit}.")
            you = you.replace("{joker}", translate("Games", self.joker_name))
        record = f"must follow suit (holds a {led.record_noun}), played {action.card}"
        return IllegalActionError(action.seat, "follow_suit", action, you.format(suit=led.noun), record)

    def trick_winner(self, trick: Sequence[int], leader: int, trump: int) -> tuple[int, bool]:
        """(winning seat, whether that seat decides who takes the trick) for cards played from ``leader``.

        For a full trick this is the rule of play; for a trick in progress, who
        is winning so far.  When the second value is True (Who's Who jokers)
        the seat is the one that decides, and the deal waits for its ``Give``.
        ``trump`` is a suit index or -1.
        """
        raise NotImplementedError

    def trick_reason(self, trick: Trick, trump: Suit | None) -> TrickReason:
        """Why the finished ``trick`` went to its taker, for the table to say (``TrickReason`` lists the kinds).

        The base rule: the highest trump when one beat the suit led, else the highest card of the suit led.
        """
        led, won = trick.cards[0], trick.card_of(trick.winner)
        if trump is not None and won.suit is trump and led.suit is not trump:
            return TrickReason("trump", (won, led))
        return TrickReason("highest", (won,))

    def after_trick(self, core: Core) -> None:
        """Called after each finished trick, before the next lead."""

    def legal_says(self, core: Core, seat: int) -> list[Action]:
        """Talk actions open to ``seat`` now (Hoodwink partner talk)."""
        return []

    def apply_say(self, core: Core, action: Action) -> None:
        raise NotImplementedError

    def say_error(self, core: Core, action: Action) -> IllegalActionError | None:
        return IllegalActionError(
            action.seat, "no_talk", action,
            translate("Game", "Partner talk is not part of this game."),
            f"may not talk ({self.name} has no partner talk), said {action}",
        )  # fmt: skip

    def score(self, core: Core) -> Scored:
        """(roles, each seat's score, a one-sentence summary) of a finished deal."""
        raise NotImplementedError

    def explain(self, core: Core, names: Sequence[str], reader: int | None = None) -> list[str]:
        """Sentences saying how trump and roles were settled so far, naming seats by ``names``.

        ``reader`` is the seat of the person reading, called "you"; None when nobody at the table reads.
        """
        return []

    def trick_points(self, number: int) -> int | None:
        """The points trick ``number`` (from 1) brings whoever takes it, in a game whose tricks score as they are
        taken (Crescendo's); None where the score is settled only at the deal's end."""
        return None

    def points(self, core: Core) -> list[int]:
        """Each seat's points for a finished deal (what search needs)."""
        return [line.total for line in self.score(core)[1]]

    def cached_points(self, key: Hashable, scored: Callable[[], Scored]) -> list[int]:
        """Points remembered by what decides them (trick counts and roles), for fast search."""
        points = self._points_cache.get(key)
        if points is None:
            points = self._points_cache[key] = [line.total for line in scored()[1]]
        return points[:]

    def known_roles(self, core: Core, seat: int) -> tuple[str | None, ...]:
        """The roles ``seat`` can know at this moment (default: the public roles)."""
        return self.public_roles(core)

    def public_roles(self, core: Core) -> tuple[str | None, ...]:
        """The roles everyone can know at this moment."""
        return core.roles

    def record_roles(self, core: Core) -> tuple[str | None, ...]:
        """The ``roles`` of a replay report (see the deal-record spec)."""
        return core.roles

    # --- match ---------------------------------------------------------------

    def match_target(self) -> int | None:
        """The points that end a match, or None for a fixed number of deals."""
        target = self.options.get("target")
        return target if isinstance(target, int) and not isinstance(target, bool) else None

    def match_deals(self) -> int | None:
        """The fixed number of deals of a match, or None when played to a target."""
        return None


def card_indices(mask: int) -> list[int]:
    """The card indices of a bitmask, lowest first (plain integers, not ``Card`` values)."""
    cards = []
    while mask:
        low = mask & -mask
        cards.append(low.bit_length() - 1)
        mask ^= low
    return cards


def highest_wins(trick: Sequence[int], led_suit: int, trump: int = -1, joker_rank: int | None = None) -> int:
    """The position in ``trick`` of the highest trump, or else of the highest card of the suit led.

    ``joker_rank`` places a joker among the trumps (Hoodwink's, the lowest
    trump, is -1); None means a joker never wins.  With no trumps, pass -1.
    """
    best, best_at = -2, 0
    for at, card in enumerate(trick):
        if card >= JK:
            if joker_rank is None:
                continue
            value = 16 + joker_rank
        elif card >> 4 == trump:
            value = 16 + (card & 15)
        elif card >> 4 == led_suit:
            value = card & 15
        else:
            continue
        if value > best:
            best, best_at = value, at
    return best_at
