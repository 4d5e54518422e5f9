"""Crescendo's rules page (RULES.md section 2), written for a player learning at the table."""

from __future__ import annotations

from ...rulebook.common import Bullets, Heading, HouseRule, Option, Page, Para, Section, Strip, Table, choice, trick

# The house rulings on this page: (topic, words its text must contain), one per
# "Decision" of RULES.md that concerns Crescendo.  The tests hold the page to it.
HOUSE_RULES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("First dealer", ("random", "left")),
    ("Tied totals", ("share the win",)),
)
# The section between the deal and the play (None: none), and the section a player asking for help is shown in
# each phase (``rulebook.section_for_phase``; "play" where not given).
PRE_PLAY: str | None = None
PHASE_ANCHORS = {"propose": "play", "talk": "play", "give": "play"}

OVERVIEW = Section(
    "overview",
    "Overview",
    (
        Para(
            "Crescendo is a trick-taking game for two to five players, at its best with three or four. There are no "
            "trumps, and tricks are not all worth the same: each is worth more than the one before, until the values "
            "drop back and climb again. A player who can't follow suit may <b>snap</b> a trick with a card that "
            "matches the rank of the lead. Your aim is the highest score over the match, and that means taking the "
            "valuable tricks rather than the most tricks.",
            "lead",
        ),
    ),
)

CARDS = Section(
    "cards",
    "The cards",
    (
        Para(
            "The pack depends on how many are playing (you choose 2, 3, 4 or 5 players in the new-game dialog; 3 "
            "unless you change it). Cards rank in the usual order, Ace high."
        ),
        Table(
            ("Players", "Cards of each suit", "Pack", "Each player", "Tricks", "Set aside"),
            (
                ("2", "A K Q J 10 9", "24", "12", "12", "none"),
                ("3", "A K Q J 10 9 8 7 6", "36", "12", "12", "none"),
                ("4", "A down to 2", "52", "13", "13", "none"),
                ("5", "A down to 2", "52", "10", "10", "2 cards, face down"),
            ),
            align="clcccc",
        ),
        Strip(("AH", "KH", "QH", "JH", "TH", "9H", "8H", "7H", "6H"), "A suit of the three-player pack, high to low."),
        Para(
            "With five players the two cards left over after the deal are put aside face down. Nobody looks at them "
            "and they play no part in the deal. There are no jokers in Crescendo."
        ),
    ),
)

DEAL = Section(
    "deal",
    "The deal",
    (
        Para(
            "The dealer deals the cards face down one at a time, starting with the player on their left and going "
            "round to the left, until everyone has their share. The first lead belongs to the player sitting on "
            "the dealer's left. For the next deal, the dealer's seat moves one place to the left, so over a match "
            "everybody deals once."
        ),
        HouseRule(
            "First dealer",
            "The program picks the first dealer of a match at random, and after each deal the deal passes to the "
            "left. Parlett's rules leave the first dealer open, so a fair random pick stands in for cutting the pack.",
        ),
    ),
)

PLAY = Section(
    "play",
    "Playing the tricks",
    (
        Para(
            "Whoever sits on the dealer's left makes the opening lead, and after that each trick's winner "
            "leads again. Play goes round to the left. There is no trump suit."
        ),
        Bullets(
            (
                "<b>Follow suit.</b> If you hold a card of the suit that was led, you must play one. If you don't, "
                "you may play any card.",
                "<b>Snap.</b> When you can't follow suit, you may answer the lead with a card of its <i>rank</i>: "
                "a 7 on a 7, a Queen on a Queen. That is a snap, and it can take the trick. You never "
                "have to snap; you may throw any other card instead.",
                "<b>Only the led card counts.</b> Matching the rank of some other card in the trick is not a snap, "
                "just a card of the wrong suit.",
                "<b>Taking the trick.</b> If anyone snapped, the last snap played takes the trick, whatever else is "
                "in it. With no snap, the best card in the suit that was led wins.",
            )
        ),
        Heading("Who takes the trick?", "trick-examples"),
        trick(
            "7C KC 7H AC",
            2,
            "The {7H} snaps the {7C} that was led, and a snap beats every club, even the Ace played after it.",
            "Four players",
            notes={2: "snap"},
        ),
        trick(
            "7C 7H 7D 2C",
            2,
            "Two players snap. The later snap, the {7D}, takes the trick.",
            "Four players",
            notes={1: "snap", 2: "snap"},
        ),
        trick(
            "7C 9C KH 8C",
            1,
            "The {KH} is not a 7, so it is only a discard. The {9C} is the highest club and wins.",
            "Four players",
            notes={2: "discard"},
        ),
        trick(
            "7C 9C 9H 8C",
            1,
            "The {9H} matches the 9 played second, not the 7 that was led: no snap. The {9C} wins.",
            "Four players",
            notes={2: "discard"},
        ),
        trick(
            "QS QD",
            1,
            "The second player has no spades and snaps the Queen led with the {QD}.",
            "Two players",
            notes={1: "snap"},
        ),
        Heading("Which cards may I play?", "legal-examples"),
        choice(
            "2C 7H AS",
            "2C",
            "You hold a club, so you must follow with it. A snap is only for a player who has no card of the suit led.",
            "A club is led",
            led="7C",
        ),
    ),
)

SCORING = Section(
    "scoring",
    "Scoring",
    (
        Para(
            "Each trick has a value that depends on its place in the deal, and whoever takes it scores that many "
            "points. The values depend on the number of players:"
        ),
        Table(
            ("Trick", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10", "11", "12", "13"),
            (
                ("2 players", "0", "2", "3", "4", "5", "6", "0", "2", "3", "4", "5", "6", "–"),
                ("3 players", "1", "2", "3", "4", "5", "0", "1", "2", "3", "4", "5", "6", "–"),
                ("4 players", "1", "2", "3", "4", "5", "6", "1", "2", "3", "4", "5", "6", "7"),
                ("5 players", "1", "2", "3", "4", "5", "6", "7", "8", "9", "7*", "–", "–", "–"),
            ),
            align="lcccccccccccccc",
            caption=(
                "* 10 with the <a href='#option-five_jokers'>five_jokers</a> option. A dash: there is no such trick."
            ),
        ),
        Para(
            "Why do the values fall back? Parlett scores Crescendo with the cards themselves: whoever takes a trick "
            "keeps as many cards as the trick is worth, face down, as counters. By the middle of the deal the spare "
            "cards run short and the count has to start again. The program keeps the score for you, but the values "
            "come from that method. That is why, with three players, they add up to exactly 36, the size of the "
            "pack, and with five to 52 (the 50 cards dealt and the 2 set aside)."
        ),
        Heading("Worked examples", "score-examples"),
        Table(
            ("Players", "Tricks taken", "Score"),
            (
                ("3", "the 5th, 6th and 12th", "5 + 0 + 6 = <b>11</b>"),
                ("3", "only the 6th", "<b>0</b>"),
                ("4", "the 1st, 7th and 13th", "1 + 1 + 7 = <b>9</b>"),
                ("4", "all 13", "<b>49</b>"),
                ("5", "the 9th and 10th", "9 + 7 = <b>16</b> (9 + 10 = 19 with five_jokers)"),
                ("2", "the 1st, 2nd, 7th, 8th and 12th", "0 + 2 + 0 + 2 + 6 = <b>10</b>"),
            ),
            align="cll",
        ),
        Para(
            "Over one deal the players share 40 points between them with two players, 36 with three, 49 with four "
            "and 52 with five (55 with five_jokers).",
            "note",
        ),
    ),
)

MATCH = Section(
    "match",
    "The match",
    (
        Para(
            "A match lasts one deal per player, so that each player deals once, the deal passing to the left. "
            "Scores are added up over the deals, and the highest total wins."
        ),
        HouseRule(
            "Tied totals",
            "If two or more players finish level on the highest total, they share the win. The original rules don't "
            "cover ties, and an extra deal would give somebody a second turn as dealer.",
        ),
    ),
)

OPTIONS = Section(
    "options",
    "Options",
    (
        Para(
            "Choose the number of players and this option in the new-game dialog. The short name in grey is the "
            "one used in saved deals and deal records.",
            "note",
        ),
        Option(
            "five_jokers",
            "Last trick worth 10",
            "Only for five players; with any other number it stays off. When cards are kept as counters, the "
            "taker of the 10th trick is due 10 but only 7 are left with five players; Parlett's remedy is three "
            "jokers put into the supply. "
            "In the program nothing is added to the pack (no joker is dealt or played): the option only changes "
            "what the 10th trick is worth.",
            "false",
            (
                ("false", "The 10th trick is worth 7."),
                ("true", "The 10th trick is worth 10."),
            ),
        ),
    ),
)

TIPS = Section(
    "tips",
    "Tips",
    (
        Bullets(
            (
                "<b>Save strength for the finish.</b> The late tricks are worth the most, so an Ace spent on the "
                "first trick is usually wasted. Lose the cheap early tricks with cards you don't need.",
                "<b>Know where the values dip.</b> With three players the 6th trick is worth nothing; with two, the "
                "1st and 7th. They are good tricks to lose, but remember that the winner leads next.",
                "<b>Make a void to snap.</b> You can only snap in a suit you have run out of, so shedding a short "
                "suit early gives you the chance to snap later.",
                "<b>Lead with snaps in mind.</b> Before you lead, think about who is out of the suit and which ranks "
                "have gone. A rank whose other cards have all been played can't be snapped.",
            )
        ),
    ),
)

PAGE = Page(
    "crescendo",
    "Crescendo",
    "Two to five players · no trumps · tricks that grow in value",
    (
        ("Players", "2 to 5 (best 3–4)"),
        ("Cards", "24, 36 or 52"),
        ("Trumps", "none: snaps"),
        ("Match", "a deal each"),
    ),
    (OVERVIEW, CARDS, DEAL, PLAY, SCORING, MATCH, OPTIONS, TIPS),
)
