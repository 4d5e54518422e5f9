"""Who's Who's rules page (RULES.md section 3), written for a player learning at the table."""

from __future__ import annotations

from ...rulebook.common import (
    Bullets,
    Cards,
    Heading,
    HouseRule,
    Option,
    Page,
    Para,
    Section,
    Shown,
    Strip,
    Table,
    choice,
    trick,
)

# The house rulings on this page: (topic, words its text must contain), one per
# "Decision" of RULES.md that concerns Who's Who.  The tests hold the page to it.
HOUSE_RULES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("First dealer", ("random", "left")),
    ("No joker in hand", ("soloist", "split")),
    ("Jokers have no suit", ("no suit", "cannot follow")),
    ("Tied totals", ("another deal",)),
)
# The section between the deal and the play (None: none), and the section a player asking for help is shown in
# each phase (``rulebook.section_for_phase``; "play" where not given).
PRE_PLAY: str | None = "roles"
PHASE_ANCHORS = {"propose": "roles", "talk": "play", "give": "jokers"}

OVERVIEW = Section(
    "overview",
    "Overview",
    (
        Para(
            "Who's Who is a trick-taking game for three players, with no trumps and hidden sides. Two jokers are "
            "dealt with the other cards, and where they land decides the teams: one player, the <b>soloist</b>, "
            "plays against the other two, the <b>partners</b>. Nobody announces who is who; the sides come to "
            "light as the jokers are played. Tricks are unusual too: the <i>second</i>-highest card takes them, "
            "and a joker lets its player hand a trick to anyone. The soloist is after a middling share of the "
            "tricks, and the partners try to stop that.",
            "lead",
        ),
    ),
)

CARDS = Section(
    "cards",
    "The cards",
    (
        Para(
            "The usual pack has 42 cards: the Ace down to the 5 in each suit (40 cards) and two jokers. Each player "
            "gets 14 cards, so a deal has 14 tricks and nothing is left over. Within a suit the Ace is highest and "
            "the 5 lowest."
        ),
        Strip(
            ("AS", "KS", "QS", "JS", "TS", "9S", "8S", "7S", "6S", "5S", "JK1", "JK2"),
            "A suit, high to low, and the two jokers.",
        ),
        Para(
            "With the <a href='#option-deck'>54-card</a> option the whole pack is used, Ace down to 2, plus the two "
            "jokers: 18 cards each and 18 tricks."
        ),
        Para(
            "The two jokers are identical in play. (Saved deals call them JK1 and JK2 only to tell them apart.)",
            "note",
        ),
    ),
)

DEAL = Section(
    "deal",
    "The deal",
    (
        Para(
            "The dealer deals the cards face down one at a time, starting with the player on their left and going "
            "round to the left, until everyone has 14 (or 18). The first lead belongs to the player sitting on the "
            "dealer's left. For the next deal, the dealer's seat moves one place to the left."
        ),
        HouseRule(
            "First dealer",
            "The program picks the first dealer of a match at random, and after each deal the deal passes to the "
            "left. Parlett's rules leave the first dealer open, so a fair random pick stands in for cutting the pack.",
        ),
    ),
)

ROLES = Section(
    "roles",
    "Who's who",
    (
        Para("Look at your jokers: they decide the sides."),
        Bullets(
            (
                "If the jokers are <b>split</b>, one each in two hands, those two players are partners, and the "
                "one without a joker is the soloist.",
                "When a single player has <b>both</b> jokers, they play alone as the soloist against the other two.",
            )
        ),
        Para(
            "Keep it to yourself. Nobody may reveal, by word or sign, whether they hold a joker; the only way to show "
            "one is to play it. The table marks a player's role only once you could have worked it out yourself, and "
            "never gives a computer player's role away sooner."
        ),
        Heading("What your own hand tells you", "knowing"),
        Table(
            ("Jokers you hold", "What you know"),
            (
                ("two", "You are the soloist; the other two are partners against you."),
                (
                    "one",
                    "You are a partner. Your partner holds the other joker, but you won't know who that is until "
                    "it is played.",
                ),
                (
                    "none",
                    "You can't be sure yet. If the other two hold one joker each, you are the soloist; if one of "
                    "them holds both, you are a partner.",
                ),
            ),
            align="cl",
        ),
        HouseRule(
            "No joker in hand",
            "Holding no joker makes you the soloist if, and only if, each of the others holds one. Parlett's text "
            "says a player with one joker or none is never the soloist, which clashes with his own rule for split "
            "jokers; the program follows the definition, and its hints tell you plainly that a hand without a joker "
            "may belong to the soloist.",
        ),
        Heading("Unmasking"),
        Para(
            "Everything is settled the moment the second joker hits the table. Two different hands played the two "
            "jokers? Then those two are on the same side. One hand played both? Then that hand is the soloist's."
        ),
        Heading("What each side is after", "aim"),
        Para("The soloist succeeds by bringing off any one of these:"),
        Bullets(
            (
                "<b>The middle:</b> all three players take different numbers of tricks, and the soloist's number "
                "is the middle one.",
                "<b>The odd one out:</b> the two partners take the same number of tricks, and the soloist a "
                "different number.",
                "<b>A majority:</b> the soloist takes more than half the tricks: at least 8 of the 14, or at least "
                "10 of the 18 with the 54-card pack.",
            )
        ),
        Para("The partners succeed by preventing all three."),
    ),
)

PLAY = Section(
    "play",
    "Playing the tricks",
    (
        Para(
            "Whoever sits on the dealer's left makes the opening lead, and after that each trick's winner "
            "leads again. Play goes round to the left. There are no trumps."
        ),
        Bullets(
            (
                "<b>Leading.</b> Lead any card except a joker. Only when you hold nothing but jokers may you lead one.",
                "<b>Following.</b> Follow suit if you can. If you can't, play any card, a joker included.",
                "<b>A joker led.</b> When a joker opens the trick, nobody has a suit to follow: the other two play "
                "whatever they like.",
            )
        ),
        HouseRule(
            "Jokers have no suit",
            "Except as a lead, a joker belongs to no suit, so you may play it only when you cannot follow the "
            "suit led. The original doesn't say; this keeps the follow-suit rule whole, so a "
            "joker can't be used to dodge a suit you hold.",
        ),
        Heading("Who takes the trick?", "trick-examples"),
        Para(
            "With no joker in it, a trick goes to the <b>second-best</b> card in the suit that was led. Cards of other "
            "suits count for nothing. If only one player followed the leader's suit, the lower of those two cards "
            "wins; if nobody followed, the leader takes the trick."
        ),
        trick("9S KS 5S", 0, "Three spades: King, 9, 5. The second-highest is the {9S}, so the leader wins."),
        trick("QS KS AS", 1, "The {KS} is second only to the Ace, and takes the trick."),
        trick("9S KS AH", 0, "Just two spades. The lower of them, the {9S}, is the second-highest and wins."),
        trick("9S 5S AH", 1, "Two spades again, and this time the lower is the {5S}."),
        trick("9S AH AD", 0, "Nobody followed suit, so the leader takes the trick."),
        Heading("Jokers in the trick", "jokers"),
        Bullets(
            (
                "<b>One joker:</b> whoever played it decides who takes the trick: themselves, or either of the "
                "other two players.",
                "<b>Both jokers:</b> they must come from two different players, which makes those two the partners. "
                "The soloist then decides: keep the trick, or give it to either partner.",
                "Whoever ends up with the trick leads to the next one. When the choice is yours, the table asks you "
                "who should take it.",
            )
        ),
        Cards(
            (Shown("9S", "led\nAda"), Shown("JK1", "2nd\nBen\ndecides"), Shown("KS", "3rd\nCleo")),
            "Ben had no spade and played a joker, so the trick is his to place: he may keep it, or hand it to Ada "
            "or to Cleo, whichever suits the counts. Whoever gets it leads next.",
            "A joker decides",
        ),
        Heading("Which cards may I play?", "legal-examples"),
        choice(
            "JK1 JK2 7C",
            "7C",
            "You are leading, and a joker may be led only when nothing else is left, so the {7C} it is.",
            "Your lead",
        ),
        choice(
            "JK1 5S",
            "5S",
            "You can follow with a spade, so you must. The joker has no suit.",
            "A spade is led",
            led="9S",
        ),
        choice("JK1 AH", "all", "No spade: either the joker or the {AH} may go.", "A spade is led", led="9S"),
        choice("KS 6H TC", "all", "A joker was led, so any card is fine.", "A joker is led", led="JK2"),
    ),
)

SCORING = Section(
    "scoring",
    "Scoring",
    (
        Para(
            "Every deal is worth <b>10, plus 1 for each trick the soloist took</b>: between 10 and 24 with the "
            "42-card pack. If the soloist succeeded, the soloist scores that amount; if not, each partner scores it."
        ),
        Heading("Worked examples", "score-examples"),
        Table(
            ("Soloist", "Partners", "Result", "Soloist scores", "Each partner"),
            (
                ("5", "6 and 3", "all different, soloist in the middle: success", "<b>15</b>", "0"),
                ("6", "4 and 4", "partners level, soloist different: success", "<b>16</b>", "0"),
                ("8", "1 and 5", "a majority, 8 of 14: success", "<b>18</b>", "0"),
                ("3", "5 and 6", "all different, but the soloist is lowest: failure", "0", "<b>13</b>"),
                ("5", "5 and 4", "tied with one partner and short of a majority: failure", "0", "<b>15</b>"),
                ("0", "7 and 7", "partners level, soloist different: success", "<b>10</b>", "0"),
                ("6", "6 and 6", "54-card pack, nobody different: failure", "0", "<b>16</b>"),
            ),
            align="cclcc",
        ),
        Para(
            "With 14 tricks, partners who finish level always leave the soloist a different number, so a tie between "
            "the partners is always a soloist's success in the 42-card game. With 18 tricks all three can take 6, "
            "and that counts as a loss for the soloist.",
            "note",
        ),
    ),
)

MATCH = Section(
    "match",
    "The match",
    (
        Para(
            "You play towards a target, 100 points unless you set another. As soon as a deal finishes with at least "
            "one running total on or past the target, the match is over, and the highest total wins."
        ),
        HouseRule(
            "Tied totals",
            "If two players share the highest total when the match would end, the program plays another deal, and "
            "more if needed, until one total is highest. The original rules don't say how to settle a tie.",
        ),
    ),
)

OPTIONS = Section(
    "options",
    "Options",
    (
        Para(
            "Choose these in the new-game dialog. The short names in grey are the ones used in saved deals and deal "
            "records.",
            "note",
        ),
        Option(
            "deck",
            "Pack",
            "Which pack to play with; two jokers either way.",
            "42",
            (
                ("42", "Ace down to 5 in each suit: 14 cards each, 14 tricks; a majority is 8."),
                ("54", "The full pack, Ace down to 2: 18 cards each, 18 tricks; a majority is 10."),
            ),
        ),
        Option(
            "target",
            "Target score",
            "Play stops at the end of the first deal that brings somebody's total up to this number (any whole "
            "number from 1).",
            "100",
        ),
    ),
)

TIPS = Section(
    "tips",
    "Tips",
    (
        Bullets(
            (
                "<b>Top cards hand tricks out.</b> An Ace can take a trick only when it is led and nobody follows "
                "suit. The rest of the time your high cards decide which of the others wins, so use them to steer "
                "tricks where you want them.",
                "<b>Play last, pick the winner.</b> When you play third and the other two cards are both of the suit "
                "led, you often get to choose: slip a card between them to win, or go above or below both to give "
                "the trick to one of the others.",
                "<b>Keep a joker for the end.</b> A joker places one trick exactly where you want it, and that is "
                "worth most in the last few tricks, when every count matters. Played early it reveals your side "
                "for little gain.",
                "<b>Watch where tricks are sent.</b> When someone plays a joker, notice who they give the trick to: "
                "it says a lot about which side they are on.",
            )
        ),
    ),
)

PAGE = Page(
    "whoswho",
    "Who's Who",
    "Three players · no trumps · secret sides",
    (("Players", "3"), ("Cards", "42, two are jokers"), ("Each hand", "14 cards"), ("Match", "to 100 points")),
    (OVERVIEW, CARDS, DEAL, ROLES, PLAY, SCORING, MATCH, OPTIONS, TIPS),
)
