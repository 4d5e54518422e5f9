"""Plain Tricks' rules page: a section of each kind every page has."""

from __future__ import annotations

from parlett_table.rulebook.common import Page, Para, Section

HOUSE_RULES: tuple[tuple[str, tuple[str, ...]], ...] = ()
PRE_PLAY: str | None = None
PHASE_ANCHORS = {"propose": "play", "talk": "play", "give": "play"}

PAGE = Page(
    "plaintricks",
    "Plain Tricks",
    "Two or three players · no trumps · a point a trick",
    (("Players", "2 or 3"), ("Cards", "24")),
    (
        Section("overview", "Overview", (Para("A toy game: take as many tricks as you can.", "lead"),)),
        Section("cards", "The cards", (Para("Nine to Ace of each suit, Ace high."),)),
        Section("deal", "The deal", (Para("All the cards are dealt, one at a time."),)),
        Section("play", "The play", (Para("Follow suit if you can; the highest card of the suit led wins."),)),
        Section("scoring", "Scoring", (Para("A point for each trick."),)),
        Section("match", "The match", (Para("The first to the target wins."),)),
        Section("options", "Options", (Para("The target score."),)),
        Section("tips", "Tips", (Para("Count the cards."),)),
    ),
    credit="A toy game of the tests",
)
