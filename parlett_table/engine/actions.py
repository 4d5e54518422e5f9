"""Actions: the small values a seat sends to the engine.

Every action names its seat.  Each has a canonical text form, used in logs and
tests, and a JSON form, used in deal records (``spec/deal-record.md``):

>>> str(Play(2, Card.parse("9S")))
'2 play 9S'
>>> action_from_json({"seat": 1, "give": 2})
Give(seat=1, to=2)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from .cards import Card, Suit
from .jsonform import is_int, json_type, key_segment
from .language import translate


@dataclass(frozen=True)
class Propose:
    """Show a card from the hand for the simultaneous reveal (it stays in hand)."""

    seat: int
    card: Card

    def __str__(self) -> str:
        return f"{self.seat} propose {self.card}"

    def to_json(self) -> dict[str, object]:
        return {"seat": self.seat, "propose": str(self.card)}


@dataclass(frozen=True)
class Play:
    """Play a card to the current trick."""

    seat: int
    card: Card

    def __str__(self) -> str:
        return f"{self.seat} play {self.card}"

    def to_json(self) -> dict[str, object]:
        return {"seat": self.seat, "play": str(self.card)}


@dataclass(frozen=True)
class Give:
    """Who's Who: the seat entitled to place a trick holding a joker says who takes it."""

    seat: int
    to: int

    def __str__(self) -> str:
        return f"{self.seat} give {self.to}"

    def to_json(self) -> dict[str, object]:
        return {"seat": self.seat, "give": self.to}


@dataclass(frozen=True)
class Estimate:
    """Hoodwink partner talk: "I expect lo to hi tricks" (both None: says nothing)."""

    seat: int
    low: int | None
    high: int | None

    def __str__(self) -> str:
        if self.low is None:
            return f"{self.seat} say estimate none"
        return f"{self.seat} say estimate {self.low}-{self.high}"

    @property
    def words(self) -> str:
        if self.low is None or self.high is None:
            return translate("Talk", "No estimate.")
        if self.low == self.high:
            count = self.low  # a plain name: lupdate reads a plural's count only so
            return translate("Talk", "I expect %n tricks.", None, count)
        return translate("Talk", "I expect {low} to {high} tricks.").format(low=self.low, high=self.high)

    def to_json(self) -> dict[str, object]:
        value = None if self.low is None else [self.low, self.high]
        return {"seat": self.seat, "say": {"estimate": value}}


@dataclass(frozen=True)
class Ask:
    """Hoodwink partner talk: a partner about to lead asks "any requests?"."""

    seat: int

    def __str__(self) -> str:
        return f"{self.seat} say ask"

    @property
    def words(self) -> str:
        return translate("Talk", "Any requests?")

    def to_json(self) -> dict[str, object]:
        return {"seat": self.seat, "say": {"ask": True}}


ANSWER_KINDS = ("lead", "avoid", "none")


@dataclass(frozen=True)
class Answer:
    """Hoodwink partner talk: the answer to "any requests?"."""

    seat: int
    kind: str  # "lead", "avoid" or "none"
    suit: Suit | None = None

    def __str__(self) -> str:
        if self.suit is None:
            return f"{self.seat} say answer {self.kind}"
        return f"{self.seat} say answer {self.kind} {self.suit.letter}"

    @property
    def words(self) -> str:
        if self.kind == "lead" and self.suit is not None:
            return translate("Talk", "Lead a {suit}.").format(suit=self.suit.noun)
        if self.kind == "avoid" and self.suit is not None:
            return translate("Talk", "Don't lead a {suit}.").format(suit=self.suit.noun)
        return translate("Talk", "No preference.")

    def to_json(self) -> dict[str, object]:
        say: dict[str, object] = {"answer": self.kind}
        if self.suit is not None:
            say["suit"] = self.suit.letter
        return {"seat": self.seat, "say": say}


Say = Union[Estimate, Ask, Answer]
Action = Union[Propose, Play, Give, Estimate, Ask, Answer]
SAY_TYPES = (Estimate, Ask, Answer)


class ActionFormatError(ValueError):
    """A JSON action that is not of the record format; ``field`` is where, relative to it."""

    def __init__(self, field: str, message: str) -> None:
        super().__init__(message)
        self.field = field
        self.message = message


def _card(value: object, field: str) -> Card:
    if not isinstance(value, str):
        raise ActionFormatError(field, f"expected a card code, got {json_type(value)}")
    try:
        return Card.parse(value)
    except ValueError:
        raise ActionFormatError(field, f"{value!r} is not a card code") from None


def action_from_json(obj: object) -> Action:
    """The action a deal record's JSON object stands for.

    Raises ``ActionFormatError`` naming the offending key for anything that is
    not exactly of the record format (rules are checked later, by the deal).
    """
    if not isinstance(obj, dict):
        raise ActionFormatError("", f"expected an object, got {json_type(obj)}")
    kinds = [key for key in ("propose", "play", "give", "say") if key in obj]
    unknown = sorted(set(obj) - {"seat", "propose", "play", "give", "say"})
    if unknown:
        raise ActionFormatError(key_segment(unknown[0]), f"unknown key {unknown[0]!r}")
    if "seat" not in obj:
        raise ActionFormatError("", "missing key 'seat'")
    seat = obj["seat"]
    if not is_int(seat):
        raise ActionFormatError("seat", f"expected an integer, got {json_type(seat)}")
    if len(kinds) != 1:
        what = "none" if not kinds else " and ".join(kinds)
        raise ActionFormatError("", f"needs exactly one of propose, play, give, say (has {what})")
    kind = kinds[0]
    value = obj[kind]
    if kind == "propose":
        return Propose(seat, _card(value, kind))
    if kind == "play":
        return Play(seat, _card(value, kind))
    if kind == "give":
        if not is_int(value):
            raise ActionFormatError(kind, f"expected a seat number, got {json_type(value)}")
        return Give(seat, value)
    return _say_from_json(seat, value)


def _say_from_json(seat: int, say: object) -> Action:
    if not isinstance(say, dict):
        raise ActionFormatError("say", f"expected an object, got {json_type(say)}")
    keys = set(say)
    if keys == {"estimate"}:
        estimate = say["estimate"]
        if estimate is None:
            return Estimate(seat, None, None)
        if not isinstance(estimate, list) or len(estimate) != 2 or not all(is_int(x) for x in estimate):
            raise ActionFormatError("say.estimate", "expected [low, high] or null")
        low, high = estimate
        if not 0 <= low <= high <= 11:
            raise ActionFormatError("say.estimate", f"[{low}, {high}] is not 0 ≤ low ≤ high ≤ 11")
        return Estimate(seat, low, high)
    if keys == {"ask"}:
        if say["ask"] is not True:
            raise ActionFormatError("say.ask", "expected true")
        return Ask(seat)
    if "answer" in keys:
        kind = say["answer"]
        if kind not in ANSWER_KINDS:
            raise ActionFormatError("say.answer", 'expected "lead", "avoid" or "none"')
        if kind == "none":
            if keys != {"answer"}:
                raise ActionFormatError("say", 'an answer "none" takes no suit')
            return Answer(seat, "none")
        if keys != {"answer", "suit"}:
            raise ActionFormatError("say", f'an answer "{kind}" needs a suit and nothing else')
        try:
            suit = Suit.parse(say["suit"])
        except ValueError as error:
            raise ActionFormatError("say.suit", str(error)) from None
        return Answer(seat, str(kind), suit)
    raise ActionFormatError("say", "expected one of estimate, ask, answer")
