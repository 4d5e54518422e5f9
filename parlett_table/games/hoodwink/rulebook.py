"""Hoodwink's rules page (RULES.md section 1), written for a player learning at the table."""

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
# "Decision" of RULES.md that concerns Hoodwink.  The tests hold the page to it.
HOUSE_RULES: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("First dealer", ("random", "left")),
    ("The card you show", ("back into your hand",)),
    ("Tied totals", ("another deal", "shared win")),
    ("Equal longest suits", ("♠ ♥ ♦ ♣",)),
    ("First-trick Hood", ("all three counts",)),
    ("Rule by trump suit", ("spades", "clubs")),
)
# The section between the deal and the play (None: none), and the section a player asking for help is shown in
# each phase (``rulebook.section_for_phase``; "play" where not given).
PRE_PLAY: str | None = "proposal"
PHASE_ANCHORS = {"propose": "proposal", "talk": "option-partner_talk", "give": "play"}

OVERVIEW = Section(
    "overview",
    "Overview",
    (
        Para(
            "Hoodwink is a trick-taking game for three players, with trumps and a twist. At the start of each deal "
            "everyone shows one card, and those three cards pick the trump suit and split the table into two "
            "<b>partners</b> and a lone player called the <b>Hood</b>. The partners are not out to win lots of "
            "tricks: they succeed if they finish the deal with exactly as many tricks as each other. The Hood "
            "wins by upsetting that balance, and scores extra for doing it with an odd number of tricks or by "
            "matching one partner's count exactly.",
            "lead",
        ),
    ),
)

CARDS = Section(
    "cards",
    "The cards",
    (
        Para(
            "Hoodwink is played with 33 cards: the Ace, King, Queen, Jack, 10, 9, 8 and 7 of each suit, plus one "
            "joker. In every suit the Ace is the top card and the 7 the bottom one."
        ),
        Strip(("AS", "KS", "QS", "JS", "TS", "9S", "8S", "7S", "JK"), "Each suit from high to low, and the joker."),
        Para(
            "The joker always belongs to the trump suit, whichever suit that turns out to be, as its very lowest "
            "card: even the 7 of trumps outranks it (see <a href='#joker'>The joker</a>)."
        ),
        Para(
            "All 33 cards are dealt, 11 to each player, so every deal has 11 tricks and no card is left over. There "
            "are always exactly three players."
        ),
    ),
)

DEAL = Section(
    "deal",
    "The deal",
    (
        Para(
            "The dealer shuffles and deals the cards face down, one at a time, starting with the player on their "
            "left and going round to the left until everyone holds 11. The first lead belongs to the player sitting "
            "on the dealer's left. For the next deal, the dealer's seat moves one place to the left."
        ),
        HouseRule(
            "First dealer",
            "The program picks the first dealer of a match at random, and after each deal the deal passes to the "
            "left. Parlett's rules leave the first dealer open, so a fair random pick stands in for cutting the pack.",
        ),
    ),
)

PROPOSAL = Section(
    "proposal",
    "Trumps and partners",
    (
        Para(
            "Before a card is played, each player secretly chooses one card from their hand: any suit card, but "
            "never the joker. Its suit is the suit you put forward as trumps. Nobody sees anyone else's choice until "
            "all three are made; then the three cards are turned face up together. The program keeps every choice "
            "hidden until the last one is in, from the computer players as much as from you."
        ),
        HouseRule(
            "The card you show",
            "After the reveal your card goes back into your hand and is played later like any other; the table has "
            "simply seen it. All 33 cards are needed for the 11 tricks, and the original rules don't set it aside.",
        ),
        Heading("Reading the three cards"),
        Table(
            ("Cards shown", "Partners", "Hood", "Trumps"),
            (
                (
                    "All three in one suit",
                    "whoever showed the highest card of it, and whoever showed the lowest",
                    "the player whose card ranks in between",
                    "that suit",
                ),
                (
                    "Two in one suit, one in another",
                    "the two who showed the same suit",
                    "the odd one out",
                    "the Hood's suit",
                ),
                (
                    "Three different suits",
                    "the two whose suits are the same colour",
                    "the third player",
                    "the fourth suit, the one nobody showed",
                ),
            ),
        ),
        Para(
            "Spades {S} and clubs {C} are the black suits; hearts {H} and diamonds {D} the red ones. When three "
            "different suits are shown, exactly two of them always share a colour, so there is never any doubt."
        ),
        Heading("Examples", "proposal-examples"),
        reveal(
            (("Ada", "AH", "partner"), ("Ben", "7H", "partner"), ("Cleo", "JH", "Hood")),
            "All hearts. Ada's Ace is the highest and Ben's 7 the lowest, so they are the partners; Cleo's Jack sits "
            "in between, which makes her the Hood. Hearts are trumps.",
            "One suit",
        ),
        reveal(
            (("Ada", "KS", "partner"), ("Ben", "9S", "partner"), ("Cleo", "QD", "Hood")),
            "Ada and Ben both showed spades, so they are partners and Cleo is the Hood. Trumps are the Hood's suit: "
            "diamonds.",
            "Two match",
        ),
        reveal(
            (("Ada", "8C", "partner"), ("Ben", "AH", "Hood"), ("Cleo", "7C", "partner")),
            "Ada and Cleo match in clubs and become partners. Ben is the Hood, and his heart makes hearts trumps.",
            "Two match",
        ),
        reveal(
            (("Ada", "KS", "partner"), ("Ben", "9C", "partner"), ("Cleo", "QD", "Hood")),
            "Three suits. Spades and clubs are both black, so Ada and Ben are partners and Cleo is the Hood. Nobody "
            "showed a heart, so hearts are trumps.",
            "Three suits",
        ),
        reveal(
            (("Ada", "JS", "partner"), ("Ben", "JH", "Hood"), ("Cleo", "JC", "partner")),
            "Three suits again; the ranks don't matter here. The black pair, Ada and Cleo, are partners, Ben is the "
            "Hood, and diamonds, the suit left out, are trumps.",
            "Three suits",
        ),
        Heading("What each side is after"),
        Bullets(
            (
                "<b>The partners</b> want to end the deal level: exactly the same number of tricks each. Any number "
                "will do, although more tricks mean more points.",
                "<b>The Hood</b> wins whenever the partners' counts differ, and earns extra for ending on an odd "
                "number of tricks or on the same number as either partner.",
            )
        ),
        Para(
            "Because the three cards lie face up, everybody knows the partnerships and the trump suit before the "
            "first lead. The exception is the <a href='#option-same_suit'>individual play</a> option. With the "
            "<a href='#option-trump_selection'>longest suit</a> option the program picks each player's card by a "
            "fixed rule instead of letting them choose."
        ),
    ),
)

PLAY = Section(
    "play",
    "Playing the tricks",
    (
        Para(
            "Whoever sits on the dealer's left makes the opening lead, and after that each trick's winner "
            "leads again. Play goes round to the left, one card each."
        ),
        Bullets(
            (
                "<b>Follow suit.</b> If you hold a card of the suit that was led, you must play one. If you don't, "
                "you may play any card, a trump included.",
                "<b>Taking the trick.</b> If any trumps were played, the highest trump takes the trick. If none "
                "were, it goes to the best card in the suit that was led. A card of any other suit never wins.",
                "<b>Your own pile.</b> Everybody keeps the tricks they take in front of them, partners included: "
                "what counts is how many each player takes, not how many a side takes.",
            )
        ),
        Heading("The joker", "joker"),
        Para("The joker is the lowest trump, and it behaves as a card of the trump suit in every way:"),
        Bullets(
            (
                "When trumps are led and the joker is your only trump, you must play it.",
                "Leading the joker counts as leading trumps, so the others must play trumps if they have any.",
                "When you can't follow a plain suit, you may play the joker as a trump: it beats every card that "
                "isn't a trump.",
                "Against any other trump it loses; even the 7 of trumps beats it.",
            )
        ),
        Heading("Who takes the trick?", "trick-examples"),
        trick(
            "AS 7S JK",
            2,
            "Spades are led and the third player, out of spades, plays the joker. It is the only trump in the trick, "
            "so it wins.",
            "Trumps {H}",
        ),
        trick(
            "AS JK 7H",
            2,
            "Two trumps this time. The {7H} is the higher of them, because the joker ranks below every other trump.",
            "Trumps {H}",
        ),
        trick(
            "JK 8H KS",
            1,
            "Leading the joker leads trumps, and the {8H} is a higher trump. The {KS} comes from a player with no "
            "hearts left and cannot win.",
            "Trumps {H}",
        ),
        trick(
            "QC KC AD",
            1,
            "No trump is played, so the highest club wins. The {AD} is off-suit and counts for nothing.",
            "Trumps {H}",
        ),
        Heading("Which cards may I play?", "legal-examples"),
        choice(
            "JK AS 8C",
            "JK",
            "Trumps are led and the joker is your only trump, so it has to go.",
            "Trumps {H}; a heart is led",
            led="KH",
        ),
        choice(
            "JK AS 8C",
            "8C",
            "You hold a club, so you must play it. The joker is a heart in this deal, not a club.",
            "Trumps {H}; a club is led",
            led="TC",
        ),
        choice(
            "JK AS 9H",
            "all",
            "No clubs in your hand, so anything goes: the joker or the {9H} to trump, or the {AS} to throw away.",
            "Trumps {H}; a club is led",
            led="TC",
        ),
    ),
)

SCORING = Section(
    "scoring",
    "Scoring",
    (
        Para(
            "When the 11 tricks are over, every player earns a point per trick in their own pile. Then one side gets "
            "a bonus:"
        ),
        Bullets(
            (
                "<b>Partners level.</b> If the two partners took the same number of tricks, each of them adds 10. "
                "The Hood scores tricks only.",
                "<b>Partners apart.</b> Otherwise the Hood has won and adds 10, then another 10 for an odd number "
                "of tricks, and another 10 for the same number as either partner. The partners score tricks only.",
            )
        ),
        Para("So a winning Hood can add up to 30, when both extras come together."),
        Heading("Worked examples", "score-examples"),
        Table(
            ("Partners' tricks", "Hood's tricks", "Partners score", "Hood scores", "How the Hood's score is made"),
            (
                (
                    "5 and 1",
                    "5",
                    "5 and 1",
                    "<b>35</b>",
                    "5 tricks + 10 + 10 odd + 10 level with a partner: the best a Hood can do",
                ),
                ("5 and 5", "1", "<b>15</b> each", "1", "partners level: 5 + 10 each; the Hood scores the one trick"),
                ("0 and 0", "11", "10 each", "11", "partners level with no tricks: the bonus alone"),
                ("3 and 5", "3", "3 and 5", "<b>33</b>", "3 + 10 + 10 odd + 10 level"),
                ("1 and 9", "1", "1 and 9", "<b>31</b>", "1 + 10 + 10 odd + 10 level"),
                ("2 and 0", "9", "2 and 0", "<b>29</b>", "9 + 10 + 10 odd; nobody else has 9"),
                ("4 and 3", "4", "4 and 3", "<b>24</b>", "4 + 10 + 10 level; 4 is even"),
                ("5 and 2", "4", "5 and 2", "<b>14</b>", "4 + 10: even, and no match"),
                ("4 and 4", "3", "<b>14</b> each", "3", "partners level: 4 + 10 each"),
                ("6 and 2", "3", "6 and 2", "<b>23</b>", "3 + 10 + 10 odd"),
            ),
            align="ccccl",
        ),
        Para(
            "Notice that 11 is odd: whenever the partners finish level, the Hood is left with an odd number of "
            "tricks, but that earns nothing unless the partners are apart.",
            "note",
        ),
        Heading("Fluctuating scoring", "fluctuating"),
        Para(
            "With the <a href='#option-scoring'>fluctuating</a> option everyone still scores 1 per trick, but the "
            "bonuses grow with the size of the result:"
        ),
        Bullets(
            (
                "<b>Partners level:</b> each partner scores 11 for every trick they took instead of 1, so five each "
                "is worth 55 apiece. Level on no tricks at all scores them nothing.",
                "<b>Partners apart:</b> the Hood adds 10 for each trick of difference between the partners, or 20 "
                "for each when the Hood has matched one partner's count. An odd count earns nothing extra.",
            )
        ),
        Table(
            ("Partners' tricks", "Hood's tricks", "Partners score", "Hood scores", "Working"),
            (
                ("4 and 2", "5", "4 and 2", "<b>25</b>", "5 + 10 × 2"),
                ("3 and 5", "3", "3 and 5", "<b>43</b>", "3 + 20 × 2, doubled for matching a partner's 3"),
                (
                    "11 and 0",
                    "0",
                    "11 and 0",
                    "<b>220</b>",
                    "0 + 20 × 11: the Hood's 0 matches a partner's, the largest score there is",
                ),
                ("5 and 5", "1", "<b>55</b> each", "1", "partners level: 11 × 5 each"),
            ),
            align="ccccl",
        ),
    ),
)

MATCH = Section(
    "match",
    "The match",
    (
        Para(
            "With standard scoring you play towards a target, 100 points unless you set another. As soon as a deal "
            "finishes with at least one running total on or past the target, the match is over, and the highest "
            "total wins."
        ),
        Para(
            "With fluctuating scoring you agree the length in deals instead: 9 unless you set another, always a "
            "multiple of 3 so that everyone deals equally often. The highest total after the last deal wins."
        ),
        HouseRule(
            "Tied totals",
            "If two players share the highest total when a match to a target would end, the program plays another "
            "deal, and more if needed, until one total is highest. After a fixed number of deals, equal highest "
            "totals are a shared win. The original rules don't say how to settle a tie.",
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
            "target",
            "Target score",
            "Play stops at the end of the first deal that brings somebody's total up to this number (any whole "
            "number from 1). Fluctuating scoring ignores it and counts deals instead.",
            "100",
        ),
        Option(
            "trump_selection",
            "Trump proposals",
            "How each player's card for the reveal is chosen.",
            "free",
            (
                ("free", "Show any suit card you like."),
                (
                    "longest",
                    "You must show the highest card of your longest suit. The joker doesn't count towards any "
                    "suit. When two suits are equally long, the stronger one is chosen: compare their best cards, "
                    "then their second-best, and so on down. The program makes every player's proposal under this "
                    "rule and tells you why your card was chosen.",
                ),
            ),
            (
                HouseRule(
                    "Equal longest suits",
                    "If two suits match card for card, the program prefers spades, then hearts, then diamonds, then "
                    "clubs (♠ ♥ ♦ ♣). The original rule stops short of this case, and a proposal has to be made "
                    "somehow.",
                ),
            ),
        ),
        Option(
            "same_suit",
            "All three show the same suit",
            "What happens when every card shown is of one suit.",
            "fixed",
            (
                ("fixed", "The highest and lowest cards are partners, as in the table above."),
                (
                    "individual",
                    "That suit is trumps, but nobody is partnered yet: everyone plays for themselves. When the "
                    "tricks are counted, any two players on the same number turn out to have been partners, and "
                    "successful ones; the remaining player is the Hood. With three different counts, the next "
                    "option decides.",
                ),
            ),
        ),
        Option(
            "no_tie",
            "When nobody ties",
            "Only with individual play: who, if anyone, becomes the Hood when all three counts are different.",
            "plain",
            (
                ("plain", "Nobody: there are no bonuses, and everyone scores just their tricks."),
                ("middle", "The player with the middle count is the Hood."),
                ("last", "Whoever took the 11th trick is the Hood."),
                ("first", "Whoever took the first trick is the Hood."),
                (
                    "by_suit",
                    "The trump suit picks one of the four above: <code>plain</code> when spades are "
                    "trumps, <code>middle</code> for hearts, <code>last</code> for diamonds and <code>first</code> for "
                    "clubs.",
                ),
            ),
            (
                Para(
                    "Once a Hood is named this way, the other two count as partners who missed, so the Hood "
                    "collects the winner's bonuses. For example, with diamonds trumps under <code>by_suit</code>, "
                    "Ada takes 5 tricks, Ben 4 and Cleo 2, and Ben took the last trick: Ben is the Hood and scores "
                    "4 + 10 = 14 (even, no match), while Ada scores 5 and Cleo 2."
                ),
                HouseRule(
                    "First-trick Hood",
                    "With <code>first</code>, as with every choice here, the first trick names the Hood only when "
                    "all three counts end up different; two players who tie are still the partners. That is how "
                    "the original lists these alternatives, although it remarks that this one would show the Hood "
                    "from the start.",
                ),
                HouseRule(
                    "Rule by trump suit",
                    "Parlett suggests letting the trump suit choose among the alternatives but doesn't pair them "
                    "up; the program takes them in the order he lists them, from spades to clubs.",
                ),
            ),
        ),
        Option(
            "scoring",
            "Scoring",
            "Which way deals are scored.",
            "standard",
            (
                ("standard", "Small bonuses, played to a target score; see <a href='#scoring'>Scoring</a>."),
                (
                    "fluctuating",
                    "Big swings over a fixed number of deals; see <a href='#fluctuating'>Fluctuating scoring</a>.",
                ),
            ),
        ),
        Option(
            "deals",
            "Number of deals",
            "Only with fluctuating scoring: how many deals make a match, a multiple of 3.",
            "9",
        ),
        Option(
            "partner_talk",
            "Partner talk",
            "Whether the partners may speak to each other during the deal.",
            "false",
            (
                ("false", "The partners play in silence; only their cards speak."),
                (
                    "true",
                    "The partners may talk, within strict limits. When the sides are known and nobody has led yet, "
                    "each partner may say roughly how many tricks their hand should make, as a range like 1–2. "
                    "Later, whenever a partner has the lead, they may invite a request; the other can reply with "
                    "one suit to lead (“lead ♠”), one suit to avoid (“don't lead ♥”), or “no preference”. "
                    "That is all the talk there is, and the Hood hears every word. Computer partners estimate "
                    "honestly, invite requests when it helps, always reply, and bear a request in mind when "
                    "they lead.",
                ),
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
                "<b>Partners: balance, don't hoard.</b> Five tricks each is the partners' best result, 15 points "
                "apiece. Watch both piles as the deal goes on; once one of you is ahead, that partner should start "
                "losing tricks on purpose, throwing high cards away rather than winning with them.",
                "<b>Hood: you needn't win tricks.</b> Your bonus depends on the partners being apart, not on your "
                "own pile. Pushing one more trick onto the partner who already has more is often worth more than "
                "taking it yourself.",
                "<b>Hood: go for a match.</b> The big scores come from finishing level with a partner, best of all "
                "on an odd number: three and three, or five and five, with the other partner somewhere else.",
                "<b>Mind what you show.</b> Your proposal card stays in your hand and everyone remembers it. A low "
                "card gives little away; an Ace tells the table where a sure winner is.",
                "<b>The joker is a quiet trump.</b> It loses to every other trump, yet it still takes a plain-suit "
                "trick you can't follow. That makes it a handy way to add exactly one trick late in the deal, when "
                "the counts matter most.",
            )
        ),
    ),
)

PAGE = Page(
    "hoodwink",
    "Hoodwink",
    "Three players · trumps · new partners every deal",
    (("Players", "3"), ("Cards", "33, one a joker"), ("Each hand", "11 cards"), ("Match", "to 100 points")),
    (OVERVIEW, CARDS, DEAL, PROPOSAL, PLAY, SCORING, MATCH, OPTIONS, TIPS),
)
