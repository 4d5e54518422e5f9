"""Hamlet's rules page (RULES.md section 4), written for a player learning at the table."""

from __future__ import annotations

from ...rulebook.common import (
    Bullets,
    Heading,
    HouseRule,
    Option,
    Page,
    Para,
    Section,
    Strip,
    Table,
    choice,
    reveal,
    trick,
)

# The house rulings on this page: (topic, words its text must contain), one per
# "Decision" of RULES.md that concerns Hamlet.  The tests hold the page to it.
HOUSE_RULES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("The card you show", ("back into your hand",)),
    ("Tied totals", ("another deal",)),
)
# The section between the deal and the play (None: none), and the section a player asking for help is shown in
# each phase (``rulebook.section_for_phase``; "play" where not given).
PRE_PLAY: str | None = "proposal"
PHASE_ANCHORS = {"propose": "proposal", "talk": "play", "give": "play"}

OVERVIEW = Section(
    "overview",
    "Overview",
    (
        Para(
            "Hamlet is a trick-taking game for three players, with trumps and a Shakespearean cast. When the tricks "
            "are over, one player is named <b>Hamlet</b>: the one with the middle number of tricks, or the odd one "
            "out if the other two tie. At the start of each deal, the cards the players show decide the trump suit "
            "and the question of the deal: <b>to be</b>, when everyone wants to end up as Hamlet, or <b>not to "
            "be</b>, when nobody does. The joker is <b>Polonius</b>, who wins a trick if he leads it and loses it "
            "otherwise.",
            "lead",
        ),
    ),
)

CARDS = Section(
    "cards",
    "The cards",
    (
        Para(
            "Hamlet is played with 33 cards: the Ace, King, Queen, Jack, 10, 9, 8 and 7 of each suit, plus one "
            "joker, Polonius. In every suit the Ace is the top card and the 7 the bottom one."
        ),
        Strip(("AD", "KD", "QD", "JD", "TD", "9D", "8D", "7D", "JK"), "Each suit from high to low, and Polonius."),
        Para("All 33 cards are dealt, 11 to each player, so every deal has 11 tricks and no card is left over."),
    ),
)

DEAL = Section(
    "deal",
    "The deal",
    (
        Para(
            "For the first deal everyone draws a card and the highest card deals. The program makes the draw for "
            "you: Polonius stays out of it, and players who draw cards of equal rank draw again."
        ),
        Para(
            "The dealer deals the cards face down one at a time, starting with the player on their left and going "
            "round to the left until everyone holds 11. The first lead belongs to the player sitting on the "
            "dealer's left."
        ),
        Para(
            "After that the deal doesn't simply pass round the table: whoever was Hamlet in a deal deals the next "
            "one, so the player on Hamlet's left leads to it."
        ),
    ),
)

PROPOSAL = Section(
    "proposal",
    "To be or not to be",
    (
        Para(
            "Once the cards are dealt, each player secretly chooses one card from their hand, any card except "
            "Polonius, and the three are turned face up together. The program keeps each choice hidden until all "
            "three are made, from the computer players as much as from you."
        ),
        HouseRule(
            "The card you show",
            "After the reveal your card goes back into your hand and is played later like any other; the table has "
            "simply seen it. All 33 cards are needed for the 11 tricks, and the original rules don't say.",
        ),
        Heading("Trumps"),
        Bullets(
            (
                "If two or all three of the cards are of the same suit, that suit is trumps.",
                "If all three suits are different, the fourth suit, the one nobody showed, is trumps.",
            )
        ),
        Heading("The question of the deal", "aim"),
        Table(
            ("Cards shown", "The deal is", "Everyone wants"),
            (
                ("at least one King, Queen or Jack", "<b>to be</b>", "to be Hamlet"),
                ("no King, Queen or Jack", "<b>not to be</b>", "not to be Hamlet"),
            ),
            align="lcl",
        ),
        Para("Only Kings, Queens and Jacks count; an Ace or a 10 does not make a deal “to be”."),
        Heading("Examples", "proposal-examples"),
        reveal(
            (("Ada", "9S", ""), ("Ben", "KS", ""), ("Cleo", "7D", "")),
            "Two spades make spades trumps, and Ben's King makes this a <i>to be</i> deal.",
            "To be",
        ),
        reveal(
            (("Ada", "8H", ""), ("Ben", "TC", ""), ("Cleo", "AD", "")),
            "Three different suits, so spades, which nobody showed, are trumps. No King, Queen or Jack: the deal "
            "is <i>not to be</i>.",
            "Not to be",
        ),
        reveal(
            (("Ada", "QC", ""), ("Ben", "JC", ""), ("Cleo", "7C", "")),
            "All clubs: clubs are trumps, and with a Queen and a Jack on view the deal is <i>to be</i>.",
            "To be",
        ),
        Heading("Who is Hamlet?", "hamlet"),
        Para("After the 11th trick, compare the three players' counts:"),
        Bullets(
            (
                "If they are all different, Hamlet is whoever sits in the middle. Tricks of 2, 4 and 5: the "
                "player with 4 is Hamlet.",
                "If two are equal, Hamlet is the player with the other count. Tricks of 4, 4 and 3: the player with "
                "3 is Hamlet.",
            )
        ),
        Para(
            "All three counts can never be equal, since 11 doesn't divide by three. The other two players are the "
            "courtiers, Rosencrantz and Guildenstern."
        ),
    ),
)

PLAY = Section(
    "play",
    "Playing the tricks",
    (
        Para(
            "Whoever sits on the dealer's left makes the opening lead, and after that each trick's winner "
            "leads again. Play goes round to the left."
        ),
        Bullets(
            (
                "<b>Follow suit.</b> If you hold a card of the suit that was led, you must play one. If you don't, "
                "you may play any card, a trump included.",
                "<b>Taking the trick.</b> If any trumps were played, the highest trump takes the trick. If none "
                "were, it goes to the best card in the suit that was led.",
            )
        ),
        Heading("Polonius", "polonius"),
        Bullets(
            (
                "<b>Led,</b> Polonius takes the trick, whatever is played to it, and the other two may play any "
                "cards they like, without following suit.",
                "<b>Played second or third,</b> he loses: he ranks below every other card. You may play him this way "
                "only when you have no card of the suit led.",
            )
        ),
        Heading("Who takes the trick?", "trick-examples"),
        trick("JK AS 7D", 0, "Polonius is led, so he takes the trick, even against a trump.", "Trumps {D}"),
        trick("9S JK 7S", 0, "Played second, Polonius loses. The {9S} is the highest spade.", "Trumps {D}"),
        trick("9S 7D AS", 1, "The {7D} is a trump, and any trump beats the spades.", "Trumps {D}"),
        Heading("Which cards may I play?", "legal-examples"),
        choice(
            "JK 8S AH",
            "8S",
            "You hold a spade, so you must play it. Polonius can't be used to get out of following suit.",
            "A spade is led",
            led="9S",
        ),
        choice("JK AH", "all", "No spades: Polonius or the {AH}, as you please.", "A spade is led", led="9S"),
        choice("8S AH TD", "all", "Polonius was led, so you may play anything.", "Polonius is led", led="JK"),
    ),
)

SCORING = Section(
    "scoring",
    "Scoring",
    (
        Para(
            "First work out everyone's <b>basic score</b>: a point for each trick, with 10 instead for a player who "
            "took none. Then the question of the deal decides who scores ten times as much:"
        ),
        Bullets(
            (
                "<b>To be:</b> Hamlet's basic score is multiplied by ten; the two courtiers keep theirs as it is.",
                "<b>Not to be:</b> both courtiers multiply their basic scores by ten; Hamlet keeps his as it is.",
            )
        ),
        Para("So a player who takes no tricks and ends up on the favoured side scores 100."),
        Heading("Worked examples", "score-examples"),
        Table(
            ("Deal", "Tricks", "Hamlet", "Scores", "Working"),
            (
                ("to be", "2, 4, 5", "the 4", "2, <b>40</b>, 5", "Hamlet 4 × 10"),
                ("not to be", "2, 4, 5", "the 4", "<b>20</b>, 4, <b>50</b>", "courtiers 2 × 10 and 5 × 10"),
                ("to be", "4, 4, 3", "the 3", "4, 4, <b>30</b>", "Hamlet 3 × 10"),
                ("not to be", "4, 4, 3", "the 3", "<b>40</b>, <b>40</b>, 3", "courtiers 4 × 10 each"),
                ("to be", "0, 0, 11", "the 11", "10, 10, <b>110</b>", "courtiers 10 each for no tricks"),
                ("not to be", "0, 0, 11", "the 11", "<b>100</b>, <b>100</b>, 11", "courtiers 10 × 10 each"),
                ("to be", "0, 5, 6", "the 5", "10, <b>50</b>, 6", "Hamlet 5 × 10"),
                ("not to be", "0, 5, 6", "the 5", "<b>100</b>, 5, <b>60</b>", "courtiers 10 × 10 and 6 × 10"),
            ),
            align="cccll",
        ),
    ),
)

MATCH = Section(
    "match",
    "The match",
    (
        Para(
            "You play towards a target, 250 points unless you set another (usually around nine deals). As soon as "
            "a deal finishes with at least one running total on or past the target, the match is over, and the "
            "highest total wins."
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
            "Choose this in the new-game dialog. The short name in grey is the one used in saved deals and deal "
            "records.",
            "note",
        ),
        Option(
            "target",
            "Target score",
            "Play stops at the end of the first deal that brings somebody's total up to this number (any whole "
            "number from 1).",
            "250",
        ),
    ),
)

TIPS = Section(
    "tips",
    "Tips",
    (
        Bullets(
            (
                "<b>A blank is never Hamlet.</b> Take no tricks and you can't be Hamlet: nobody can be below you, and "
                "the other two can't split 11 tricks evenly. In a <i>not to be</i> deal that is a safe 100 points.",
                "<b>Polonius is a trick on call.</b> Whenever you have the lead, leading him wins, so he lets you add "
                "one trick exactly when you need it. Late in the deal, that can settle who ends up in the middle.",
                "<b>Your card sets the question.</b> Showing a King, Queen or Jack makes the deal <i>to be</i> for "
                "certain. If you would rather play <i>not to be</i>, show a low card and hope the others do too.",
                "<b>Know who your rivals are.</b> In a <i>to be</i> deal only Hamlet scores big, so it is every "
                "player for themselves. In a <i>not to be</i> deal both courtiers score tenfold, so the two players "
                "out of the middle share an interest in keeping the third one there.",
            )
        ),
    ),
)

PAGE = Page(
    "hamlet",
    "Hamlet",
    "Three players · trumps · to be or not to be",
    (("Players", "3"), ("Cards", "33, one is Polonius"), ("Each hand", "11 cards"), ("Match", "to 250 points")),
    (OVERVIEW, CARDS, DEAL, PROPOSAL, PLAY, SCORING, MATCH, OPTIONS, TIPS),
    joker_title="Polonius",
)
