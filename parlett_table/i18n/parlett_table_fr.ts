<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>About</name>
        <message>
            <source>David Parlett's trick-taking games Hoodwink, Crescendo, Who's Who and Hamlet, at a card table, against computer players.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Card art: SVG-cards by David Bellot and Huub de Beer ({licence}), and the Clear deck drawn for this program.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Built with Qt {qt} and PySide6 {pyside}, and Python.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Licences: {links}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>About Parlett Table</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Parlett Table</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>the standard error output</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Something went wrong ({error}); details are in {where}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Parlett Table</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Beginner</name>
        <message>
            <source>A hunch.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A card of a suit I like.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Leading from my hand.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Winning the trick as cheaply as I can.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Throwing my least useful card.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>CardBacks</name>
        <message>
            <source>Blue lattice</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Red harlequin</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Green stripes</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Charcoal dots</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <source>joker</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{rank} of {suit}</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Charts</name>
        <message>
            <source>Nothing to show yet.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>W</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>S</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>L</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>No finished matches yet.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Recent results</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The last {count} matches, oldest first: {words}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>win rate</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>won</source>
            <comment>the share of deals won, a column heading</comment>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>deals</source>
            <comment>the number of deals, a column heading</comment>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>How you score in each role will show here.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Average score per deal by role</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{role}: {average} a deal over {deals} deals, {won}% won</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Widen the window to see the roles.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your score in each deal will be drawn here.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Score per deal</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{deals} deals; average of the last {window}: {average} points.</source>
            <translation type="unfinished"></translation>
        </message>
        <message numerus="yes">
            <source>%n deals.</source>
            <translation type="unfinished">
                <numerusform></numerusform>
            </translation>
        </message>
        <message>
            <source>Deal {number}: {score} points</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Average of the last {window}: {average}</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Claim</name>
        <message>
            <source>Play out the rest</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Nothing left in this deal can change anyone's score: play it out at once (P)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play out the rest of the deal</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message>
            <source>Nothing the search tried scored more than your choice.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{better} rather than {chosen}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{better} looked about {cost} ± {error} points better, too little to tell from the search's noise.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{better} scores about {cost} ± {error} points more on average: of {worlds} ways the unseen cards could lie, given what you had seen, it did better in {ahead} and worse in {behind}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Tell {partner}, your partner, how many tricks you expect to take (everyone hears it), or say nothing.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{leader} is about to lead and asks which suit you want: name a suit to lead or to avoid, or say you have no preference.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You lead this trick.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A joker was led: play one of the raised cards.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Follow suit with a {suit}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A joker was led: you may play any card.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You have no {suit}, so you may play any card.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You have no tricks yet.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You have 1 trick.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You have {count} tricks.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Choose a card to propose its suit as trump; all three cards are shown together. If two of them share a suit, those two players become partners and the third is the Hood, who scores most.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{first} Everyone plays alone: the two who end with equal counts become partners. {counts}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You are {name}'s partner: you both score 10 more if you end with equal counts.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You have {mine} and {name} has {theirs}: catch up.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You have {mine} and {name} has {theirs}: let {name} catch up.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You and {name} are level at {count}: stay level.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{first} {aim} {where}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{first} You are the Hood: you win if {partner_1} and {partner_2}, the partners, end with different counts (now {count_1} and {count_2}). An odd count of your own adds 10, and so does matching a partner's.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>1 point</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{value} points</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your {card} would snap the trick: it has the rank of the card led, and a snap beats the whole suit.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Trick {number} of {count} is worth {worth}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{first} {now} A trick worth {later} is still to come.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{first} {now} No later trick is worth more.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{first} You are the soloist, alone against the other two: you win if you end between their counts, if they end level, or with {majority} tricks or more. {have}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{first} You hold a joker, so you are a partner of whoever holds the other one. The soloist wins by ending between the partners' counts, if the partners end level, or with {majority} tricks or more; otherwise you win.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{first} You and {partner} are partners against {soloist}, the soloist. {soloist} wins by ending between your two counts, if you two end level, or with {majority} tricks or more; otherwise you win.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{first} You hold no joker: if the other two hold one each, you are the soloist; if one of them holds both, that player is the soloist and you are a partner.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your joker is in this trick, so you decide who takes it. {counts}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{first} and {second} played the two jokers, so they are the partners and you, the soloist, decide who takes this trick. {counts}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Choose a suit card to show (not Polonius, the joker); all three are shown together. A suit shown more than once becomes trump, and a King, Queen or Jack among them makes the aim to be Hamlet: the player who ends with the middle count.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{first} The aim is to be Hamlet: whoever ends with the middle count (or the count nobody else has) scores ten times over. {have}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{first} The aim is not to be Hamlet: whoever ends with the middle count (or the count nobody else has) scores least, and the other two score ten times over. {have}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>showing the {card}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>the {card}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>keeping the trick</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>giving the trick to {name}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your play, looked at again</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Joker</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>There is nothing to look at yet: the coach looks at your play once a deal is over.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Looking at your decisions again…</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your play could not be looked at again this time.</source>
            <translation type="unfinished"></translation>
        </message>
        <message numerus="yes">
            <source>You played this deal well: none of your %n decisions cost points clear of the search's noise.</source>
            <translation type="unfinished">
                <numerusform></numerusform>
            </translation>
        </message>
        <message>
            <source>Your costliest decision, of {all}:</source>
            <translation type="unfinished"></translation>
        </message>
        <message numerus="yes">
            <source>Your costliest %n decisions, of {all}:</source>
            <translation type="unfinished">
                <numerusform></numerusform>
            </translation>
        </message>
        <message>
            <source>Your proposal</source>
            <translation type="unfinished"></translation>
        </message>
        <message numerus="yes">
            <source>With %n tricks left</source>
            <translation type="unfinished">
                <numerusform></numerusform>
            </translation>
        </message>
        <message>
            <source>At the last trick</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your hand: {cards}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The trick so far: {cards}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You were to lead.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You chose {chosen}; the expert would have chosen {better}, worth about {cost} ± {error} points more.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Each cost is the expert's estimate over many ways the unseen cards could lie, given only what you had seen then; only costs clear of the search's noise are shown.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Controller</name>
        <message>
            <source>Wait for {name} to play.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>First say who takes this trick.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>First answer your partner.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The rules choose your proposal: the {card}, top of your longest suit.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Core</name>
        <message>
            <source>You do not hold the {card}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>There is no such player at this table.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>There is no such player to give the trick to.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>It is not your turn: another player is to propose a card.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>It is not your turn: another player is to talk.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>It is not your turn: another player is to play a card.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>It is not your turn: another player is to say who takes the trick.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>It is not your turn: another player is to act.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Now you must choose a card to show.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Now you must talk to your partner first.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Now you must play a card.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Now you must say who takes the trick.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Now you must wait.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Crescendo</name>
        <message>
            <source>There are no trumps and no partners: each trick's points go to whoever takes it.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>for trick {number}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>In order, the {count} tricks were worth {worth} points.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>CrescendoHints</name>
        <message>
            <source>This is your only legal card.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play the {name}: this trick is worth nothing, and the card is of little use later.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Snap with the {name}: a card of the rank led beats the whole suit led, and this trick is {worth}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Take this trick cheaply with the {name}: it is {worth}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Win this trick with the {name}: no later trick is worth more than this one.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Win this trick with the {name}: you have strong cards to spare for the later tricks.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Win this trick with the {name}: it is {worth}, close to the best a later trick offers.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Save your {saved}: later tricks are worth up to {best_later} points, and this one is {worth}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Lead the {name} and save your {saved}: later tricks are worth up to {best_later} points, and this one is {worth}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Lead the {name}: this trick is {worth}, so keep your strength for later.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play low: your cards that could win this trick would probably be beaten.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play low: you cannot win this trick, so keep your higher {suit}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Throw the {name}: with no {suit} left you may snap when they are led.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Throw the {name}: it has little chance of taking a trick later.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>worth nothing</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>worth {points} points</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>worth only 1 point</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Decks</name>
        <message>
            <source>The {deck} deck could not be loaded ({problem}); the Clear deck is in use.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <source>New game</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Options</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Problem</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Deal</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Game</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Read the &amp;rules…</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The rules of this game, with examples</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Players</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Deal</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Random deal</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Deal &amp;number</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>e.g. 4217</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Deal number</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Practice: you may undo your cards (counted apart in your totals)</source>
            <translation type="unfinished"></translation>
        </message>
        <message numerus="yes">
            <source>%n players</source>
            <translation type="unfinished">
                <numerusform></numerusform>
            </translation>
        </message>
        <message>
            <source>{name} (on your left)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{name} (on your right)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{name} (opposite)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{name}'s level</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The deal number must be a whole number from 1 to {most}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Language</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The system's language</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Used from the next start of Parlett Table</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Language (from the next start)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Sound</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Names</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your &amp;name</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Opponent {number}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Opponents</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The table</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Clear (large indices)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Classic</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>High cards first</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Low cards first</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Four-colour suits (blue diamonds, green clubs)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Sort my hand by suit, trumps first</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Larger cards and text on the table, as far as the window has room</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Finished trick &amp;stays</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Card &amp;deck</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Card o&amp;rder</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Cards and te&amp;xt</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Help while playing</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Show what to do now on the table</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play a card automatically when it is the only one allowed</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source> s</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Expert's &amp;thinking time</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Deal {number}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Total</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{name}: {total} in all</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Scores by deal</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{game} with {players} players, played until someone reaches {target} points.</source>
            <translation type="unfinished"></translation>
        </message>
        <message numerus="yes">
            <source>{game} with {players} players, played over %n deals.</source>
            <translation type="unfinished">
                <numerusform></numerusform>
            </translation>
        </message>
        <message>
            <source>Deal numbers start at {seed}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>No deal has been finished yet.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Winner: {who}, with {total}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Shared win: {who}, with {total} each.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>In the lead: {who}, with {total}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>In the lead: {who}, with {total} each.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Expert</name>
        <message>
            <source>It is your only choice.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>about {mean:.1f} points better</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>a little better</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Tried in {ways} ways the unseen cards could lie, given what you have seen, it came out ahead in {better} and behind in {worse}: {average} for you on average.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Keep this trick rather than give it to {to}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Give this trick to {to} rather than keep it.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Give this trick to {chosen} rather than to {usual}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Show the {chosen} rather than the {usual}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play the {chosen} rather than the {usual}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Lead the {chosen} rather than the {usual}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Do this rather than what the usual rules suggest.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Felts</name>
        <message>
            <source>Green</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Blue</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Red</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Grey</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Dark</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Game</name>
        <message>
            <source>You must follow suit: you hold a {suit}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{joker} may be played only when you cannot follow suit: you hold a {suit}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Partner talk is not part of this game.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>Two to five players, no trumps; snap a trick by matching the rank led, and save strength for the valuable late tricks.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Last trick worth 10 (5 players)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>With five players, the tenth trick is worth 10 instead of 7.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Target score</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The match ends after the deal in which someone reaches this total.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A joker</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Three players; the cards shown decide trump and whether the middle count is the one to have or to avoid.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Polonius</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Three players; the cards shown decide trump and who partners whom, and the Hood tries to unbalance the partners.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Trump proposals</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Free: show any suit card. Longest: everyone must show the top card of their longest suit.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Show any suit card you like.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Show the highest card of your longest suit.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All three show one suit</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Fixed: highest and lowest card are partners. Individual: everyone plays alone, and the tricks settle the partners.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Nobody ties (individual play)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>When everyone plays alone and all three counts differ: who, if anyone, becomes the Hood.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Nobody: everyone scores their tricks only.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The player with the middle count.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Whoever took the last trick.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Whoever took the first trick.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Chosen by trump: ♠ nobody, ♥ middle, ♦ last trick, ♣ first trick.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Standard: small bonuses, played to a target. Fluctuating: big swings over a fixed number of deals.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Number of deals</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>With fluctuating scoring the match lasts this many deals (a multiple of 3).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Partner talk</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Partners may estimate their tricks and, before leading, ask each other for a suit to lead.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Three players, no trumps; the second-highest card wins, and two jokers secretly decide who is partnered with whom.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Pack</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>42 cards (Fives up to Aces) with 14 each, or all 52 with 18 each; two jokers either way.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>42 cards, 14 tricks.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>54 cards, 18 tricks.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>joker</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Hamlet</name>
        <message>
            <source>Polonius, the joker, cannot be shown: choose a suit card.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{trump} were shown more than once, so they are trump.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Three different suits were shown, so the suit nobody showed, {trump}, is trump.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A King, Queen or Jack was shown, so the aim is to be Hamlet: whoever ends with the middle count scores ten times over.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Nobody showed a King, Queen or Jack, so the aim is not to be Hamlet: whoever ends with the middle count scores least, and the other two score ten times over.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You ended with the middle count, so you are Hamlet.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You ended with the count nobody else had, so you are Hamlet.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{name} ended with the middle count, so {name} is Hamlet.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{name} ended with the count nobody else had, so {name} is Hamlet.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>for no tricks</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The aim was to be Hamlet, so Hamlet's score counts ten times over.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The aim was not to be Hamlet, so the other two players' scores count ten times over.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>HamletHints</name>
        <message>
            <source>Show {card}: a King, Queen or Jack makes the aim to be Hamlet, which suits your hand, best with {trumps} as trump.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Show {card}: your hand suits the aim not to be Hamlet, so show no King, Queen or Jack; {trumps} as trump suit you best.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You have no other legal card.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Lead Polonius: the joker always wins a trick he leads. {goal}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play Polonius now: the joker wins only a trick he leads, so he loses this one. {goal}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Take this trick with {card}. {goal}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Lead {card} and let another player take this trick. {goal}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play {card} and let {taker} take this trick. {goal}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The aim is to be Hamlet, so you try to end on {target}, a count nobody else ends with.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The aim is not to be Hamlet, and taking no trick at all pays best.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The aim is not to be Hamlet, so you try to end on {target}, away from the middle count.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>the {card}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>no tricks</source>
            <translation type="unfinished"></translation>
        </message>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation type="unfinished">
                <numerusform></numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Hoodwink</name>
        <message>
            <source>The joker cannot be proposed: show a suit card.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You must propose the highest card of your longest suit, the {card}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You must follow suit: the joker is your only trump, and trumps ({suit}) were led.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You must follow suit: you hold a {suit}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Partner talk is off in this game.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Only the partners may talk to each other.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Now you must tell your partner how many tricks you expect, or say nothing.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Now you must answer your partner: a suit to lead, a suit to avoid, or no preference.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You have already asked your partner about this lead.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You may ask your partner which suit to lead only when you are about to lead.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You may say how many tricks you expect only before the first lead.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Nobody has asked you which suit to lead.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All three counts differ and nobody is the Hood, so everyone scores their tricks.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>for the partners' difference, doubled for matching a partner (20 × {diff})</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>for the partners' difference (10 × {diff})</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>for winning</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>for an odd count</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>for matching a partner</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The partners took {low} and {high} tricks, so the Hood wins.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The Hood's {hood_count} is odd and matches a partner's count: 10 more for each.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The Hood's {hood_count} is odd: 10 more.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The Hood's {hood_count} matches a partner's count: 10 more.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Neither partner took a trick: equal counts, but with this scoring they are worth nothing.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Neither partner took a trick: equal counts, so the partners win.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The partners took 1 trick each: equal counts, so the partners win.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The partners took {level} tricks each: equal counts, so the partners win.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>for ending level</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>for ending level (10 × {won})</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All three counts differ, so the middle count makes {hood} the Hood.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All three counts differ, so taking the last trick makes {hood} the Hood.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All three counts differ, so taking the first trick makes {hood} the Hood.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All three counts differ, and with {trump} as trump the middle count makes {hood} the Hood.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All three counts differ, and with {trump} as trump taking the last trick makes {hood} the Hood.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All three counts differ, and with {trump} as trump taking the first trick makes {hood} the Hood.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You are the Hood, against {first} and {second}, who are partners.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You and {partner} are partners, and {hood} is the Hood.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{first} and {second} are partners, and {hood} is the Hood.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Each card shown was the highest card of its player's longest suit.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All three cards shown are {trump}, so {trump} are trump and everyone plays alone: the trick counts decide the partners.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All three cards shown are {trump}, so {trump} are trump; the highest and lowest cards make the partners, and the middle card makes the Hood.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Two of the cards shown are {shown}, so those two players are partners and the third is the Hood; the Hood's suit, {trump}, is trump.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The three suits shown all differ: the players who showed the two red suits are partners, the third is the Hood, and {trump}, the suit nobody showed, are trump.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The three suits shown all differ: the players who showed the two black suits are partners, the third is the Hood, and {trump}, the suit nobody showed, are trump.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All three counts differ, so nobody is the Hood and everyone scores their tricks only.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Two counts are equal, so those two players are partners and the third is the Hood.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>HoodwinkHints</name>
        <message>
            <source>Show {card}: you must show the highest card of your longest suit.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Show {card}: the others will mostly show suits you are short in, so {plural} give you the best chance ({hood:.0%}) of being the Hood, who scores most.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{low} to {high}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Tell {partner} you expect {amount}: that is what your cards look good for.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Ask for a {suit} lead: you need a trick to end level, and your {suit2} should win one.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Ask {partner} not to lead a {suit}: you would take that trick, and you need no more.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Say you have no preference: no suit {partner} could lead would help you end level.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Ask {partner} which suit to lead: someone else should take this trick, and {partner} knows which.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You have no other legal card.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Lead {card}, the suit {partner} asked for. {goal}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Take this trick with {card}. {goal}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Lead {card} and let another player take this trick. {goal}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play {card} under {partner}'s card. {goal}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play {card} and let {taker} take this trick. {goal}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Everyone plays alone: you aim to end on {target}, hoping to tie with another player.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You and {name}, your partner, have {mine} each, and you both want to end on {target}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You have {mine} and {name}, your partner, has {theirs}; you both want to end on {target}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The partners, {partner_1} and {partner_2}, have {count_1} and {count_2}: you want them to end unequal, and you aim to end on {target}, an odd count.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The partners, {partner_1} and {partner_2}, have {count_1} and {count_2}: you want them to end unequal, and you aim to end on {target}.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Hud</name>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation type="unfinished">
                <numerusform></numerusform>
            </translation>
        </message>
        <message>
            <source>thinking…</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Scores</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Instance</name>
        <message>
            <source>Parlett Table is already open on this data folder but does not answer; close it and start again.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Random</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Standard</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Expert</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>LookSettings</name>
        <message>
            <source>Preview of the table</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{felt} felt, {back} back</source>
            <comment>the preview of the table's look</comment>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>High contrast on the table (no faint text, playable cards outlined)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Felt</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Card &amp;back</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Matches</name>
        <message>
            <source>{game} (practice) — Parlett Table</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>&amp;Game</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Restart this deal</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Re&amp;view the last deal</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Open a deal record…</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Score sheet</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>S&amp;tatistics</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Play</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Undo my last card (practice)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Suggest a move</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Play out the rest</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Full screen (Esc leaves it)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Sound</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Show the &amp;walkthrough again</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;About Parlett Table</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Months</name>
        <message>
            <source>Jan</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Feb</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Mar</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Apr</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>May</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Jun</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Jul</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Aug</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Sep</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Oct</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Nov</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Dec</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Narration</name>
        <message>
            <source>You may play: {cards}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your hand: {cards}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{player} the {card}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{player} plays the {card}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{taker} takes trick {number}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{taker} takes trick {number}, given by {giver}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Cards shown: {cards}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Trump is {suit}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You are the Hood.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You are a {role}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Roles: {roles}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{summary} Scores: {scores}.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Offer</name>
        <message>
            <source>Continue your match?</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Continue</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Continue your {game} practice game?</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Continue your {game} match?</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Left after deal {deal} of {deals}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Left in deal {deal} of {deals}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Left after deal {deal}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Left in deal {deal}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{where}. Totals: {totals}.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>OpenFile</name>
        <message>
            <source>{name} was not opened, so that your match in progress is kept: open it from Game ▸ Open a deal record when you want to set the match aside.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Open a deal record</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Parlett Table</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>Free</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Longest</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Fixed</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Individual</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Plain</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Middle</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Last</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>First</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>By suit</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Standard</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Fluctuating</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>On</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Off</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Panels</name>
        <message>
            <source>your partner</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your joker is in this trick: who takes it?</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Both jokers are in this trick, so you, the soloist, decide: who takes it?</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Keep it</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Give to {name}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>On your left</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>On your right</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Tell {partner} how many tricks you expect to take.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Everyone hears it, the Hood included.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>I expect</source>
            <comment>an estimate: I expect 2 to 3 tricks</comment>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>lowest estimate</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>highest estimate</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>to</source>
            <comment>an estimate: I expect 2 to 3 tricks</comment>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>tricks</source>
            <comment>an estimate: I expect 2 to 3 tricks</comment>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Say it</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Say nothing</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{partner} is about to lead and asks which suit you want led, or not led.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Lead</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Don't lead</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>No preference</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You lead next. You may first ask {partner} which suit to lead:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Ask {partner}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Hint</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Suggest a move, with the reason (H)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Suggest a move</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>This deal</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Total</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>why?</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Review the deal</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>How did I play?</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>New match</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Players</name>
        <message>
            <source>Chosen at random.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Presenter</name>
        <message>
            <source>Deal no. {number}  ·  deal {deal} of {count}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Deal no. {number}  ·  to {target}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Dealer: {dealer}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Trump: {trump}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Trump: to be chosen</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>No trumps</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Aim: to be Hamlet</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Aim: not to be Hamlet</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>PrintSizes</name>
        <message>
            <source>Normal</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Large</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Larger</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>RankLetters</name>
        <message>
            <source>A</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>K</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Q</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>J</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Ranks</name>
        <message>
            <source>Two</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Three</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Four</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Five</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Six</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Seven</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Eight</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Nine</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Ten</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Jack</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Queen</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>King</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Ace</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>Review of {game}, deal no. {seed}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{game}, deal no. {seed}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Review of {game}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Review</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Save deal record…</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play this deal &amp;again</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{name}'s hand</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>How the deal went</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>◀ &amp;Previous</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Next ▶</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Trick</source>
            <translation type="unfinished"></translation>
        </message>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation type="unfinished">
                <numerusform></numerusform>
            </translation>
        </message>
        <message>
            <source>Trick {number} of {count}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The hands as dealt</source>
            <translation type="unfinished"></translation>
        </message>
        <message numerus="yes">
            <source>%n tricks were played. Step through them with Next.</source>
            <translation type="unfinished">
                <numerusform></numerusform>
            </translation>
        </message>
        <message>
            <source>{leader} led; {took} took it with the {card}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{leader} led; {took} took it ({giver} gave it) with the {card}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Save deal record</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Deal records (*.parlett)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The deal could not be saved: {problem}.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Roles</name>
        <message>
            <source>Hood</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Partner</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Soloist</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Hamlet</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Courtier</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>Hoodwink</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Three players · trumps · new partners every deal</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A game by David Parlett</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Joker</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Players</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Cards</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>33, one a joker</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Each hand</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>11 cards</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Match</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>to 100 points</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Overview</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Hoodwink is a trick-taking game for three players, with trumps and a twist. At the start of each deal everyone shows one card, and those three cards pick the trump suit and split the table into two &lt;b&gt;partners&lt;/b&gt; and a lone player called the &lt;b&gt;Hood&lt;/b&gt;. The partners are not out to win lots of tricks: they succeed if they finish the deal with exactly as many tricks as each other. The Hood wins by upsetting that balance, and scores extra for doing it with an odd number of tricks or by matching one partner's count exactly.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The cards</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Hoodwink is played with 33 cards: the Ace, King, Queen, Jack, 10, 9, 8 and 7 of each suit, plus one joker. In every suit the Ace is the top card and the 7 the bottom one.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Each suit from high to low, and the joker.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The joker always belongs to the trump suit, whichever suit that turns out to be, as its very lowest card: even the 7 of trumps outranks it (see &lt;a href='#joker'&gt;The joker&lt;/a&gt;).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All 33 cards are dealt, 11 to each player, so every deal has 11 tricks and no card is left over. There are always exactly three players.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The deal</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The dealer shuffles and deals the cards face down, one at a time, starting with the player on their left and going round to the left until everyone holds 11. The first lead belongs to the player sitting on the dealer's left. For the next deal, the dealer's seat moves one place to the left.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>First dealer</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The program picks the first dealer of a match at random, and after each deal the deal passes to the left. Parlett's rules leave the first dealer open, so a fair random pick stands in for cutting the pack.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Trumps and partners</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Before a card is played, each player secretly chooses one card from their hand: any suit card, but never the joker. Its suit is the suit you put forward as trumps. Nobody sees anyone else's choice until all three are made; then the three cards are turned face up together. The program keeps every choice hidden until the last one is in, from the computer players as much as from you.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The card you show</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>After the reveal your card goes back into your hand and is played later like any other; the table has simply seen it. All 33 cards are needed for the 11 tricks, and the original rules don't set it aside.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Reading the three cards</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Cards shown</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Partners</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Hood</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Trumps</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All three in one suit</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>whoever showed the highest card of it, and whoever showed the lowest</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>the player whose card ranks in between</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>that suit</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Two in one suit, one in another</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>the two who showed the same suit</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>the odd one out</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>the Hood's suit</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Three different suits</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>the two whose suits are the same colour</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>the third player</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>the fourth suit, the one nobody showed</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Spades {S} and clubs {C} are the black suits; hearts {H} and diamonds {D} the red ones. When three different suits are shown, exactly two of them always share a colour, so there is never any doubt.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Examples</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>One suit</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All hearts. Ada's Ace is the highest and Ben's 7 the lowest, so they are the partners; Cleo's Jack sits in between, which makes her the Hood. Hearts are trumps.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Ada</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>partner</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Ben</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Cleo</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Two match</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Ada and Ben both showed spades, so they are partners and Cleo is the Hood. Trumps are the Hood's suit: diamonds.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Ada and Cleo match in clubs and become partners. Ben is the Hood, and his heart makes hearts trumps.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Three suits</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Three suits. Spades and clubs are both black, so Ada and Ben are partners and Cleo is the Hood. Nobody showed a heart, so hearts are trumps.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Three suits again; the ranks don't matter here. The black pair, Ada and Cleo, are partners, Ben is the Hood, and diamonds, the suit left out, are trumps.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>What each side is after</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;The partners&lt;/b&gt; want to end the deal level: exactly the same number of tricks each. Any number will do, although more tricks mean more points.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;The Hood&lt;/b&gt; wins whenever the partners' counts differ, and earns extra for ending on an odd number of tricks or on the same number as either partner.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Because the three cards lie face up, everybody knows the partnerships and the trump suit before the first lead. The exception is the &lt;a href='#option-same_suit'&gt;individual play&lt;/a&gt; option. With the &lt;a href='#option-trump_selection'&gt;longest suit&lt;/a&gt; option the program picks each player's card by a fixed rule instead of letting them choose.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Playing the tricks</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Whoever sits on the dealer's left makes the opening lead, and after that each trick's winner leads again. Play goes round to the left, one card each.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Follow suit.&lt;/b&gt; If you hold a card of the suit that was led, you must play one. If you don't, you may play any card, a trump included.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Taking the trick.&lt;/b&gt; If any trumps were played, the highest trump takes the trick. If none were, it goes to the best card in the suit that was led. A card of any other suit never wins.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Your own pile.&lt;/b&gt; Everybody keeps the tricks they take in front of them, partners included: what counts is how many each player takes, not how many a side takes.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The joker</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The joker is the lowest trump, and it behaves as a card of the trump suit in every way:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>When trumps are led and the joker is your only trump, you must play it.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Leading the joker counts as leading trumps, so the others must play trumps if they have any.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>When you can't follow a plain suit, you may play the joker as a trump: it beats every card that isn't a trump.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Against any other trump it loses; even the 7 of trumps beats it.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Who takes the trick?</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Trumps {H}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Spades are led and the third player, out of spades, plays the joker. It is the only trump in the trick, so it wins.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>led</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>2nd</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>3rd</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>★ wins</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Two trumps this time. The {7H} is the higher of them, because the joker ranks below every other trump.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Leading the joker leads trumps, and the {8H} is a higher trump. The {KS} comes from a player with no hearts left and cannot win.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>No trump is played, so the highest club wins. The {AD} is off-suit and counts for nothing.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Which cards may I play?</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Trumps {H}; a heart is led</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Trumps are led and the joker is your only trump, so it has to go.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>✓ may play</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>✗ may not</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Trumps {H}; a club is led</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You hold a club, so you must play it. The joker is a heart in this deal, not a club.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>No clubs in your hand, so anything goes: the joker or the {9H} to trump, or the {AS} to throw away.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>When the 11 tricks are over, every player earns a point per trick in their own pile. Then one side gets a bonus:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Partners level.&lt;/b&gt; If the two partners took the same number of tricks, each of them adds 10. The Hood scores tricks only.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Partners apart.&lt;/b&gt; Otherwise the Hood has won and adds 10, then another 10 for an odd number of tricks, and another 10 for the same number as either partner. The partners score tricks only.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>So a winning Hood can add up to 30, when both extras come together.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Worked examples</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Partners' tricks</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Hood's tricks</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Partners score</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Hood scores</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>How the Hood's score is made</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>5 and 1</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;35&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>5 tricks + 10 + 10 odd + 10 level with a partner: the best a Hood can do</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>5 and 5</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;15&lt;/b&gt; each</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>partners level: 5 + 10 each; the Hood scores the one trick</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>0 and 0</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>10 each</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>partners level with no tricks: the bonus alone</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>3 and 5</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;33&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>3 + 10 + 10 odd + 10 level</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>1 and 9</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;31&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>1 + 10 + 10 odd + 10 level</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>2 and 0</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;29&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>9 + 10 + 10 odd; nobody else has 9</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>4 and 3</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;24&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>4 + 10 + 10 level; 4 is even</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>5 and 2</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;14&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>4 + 10: even, and no match</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>4 and 4</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;14&lt;/b&gt; each</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>partners level: 4 + 10 each</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>6 and 2</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;23&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>3 + 10 + 10 odd</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Notice that 11 is odd: whenever the partners finish level, the Hood is left with an odd number of tricks, but that earns nothing unless the partners are apart.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Fluctuating scoring</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>With the &lt;a href='#option-scoring'&gt;fluctuating&lt;/a&gt; option everyone still scores 1 per trick, but the bonuses grow with the size of the result:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Partners level:&lt;/b&gt; each partner scores 11 for every trick they took instead of 1, so five each is worth 55 apiece. Level on no tricks at all scores them nothing.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Partners apart:&lt;/b&gt; the Hood adds 10 for each trick of difference between the partners, or 20 for each when the Hood has matched one partner's count. An odd count earns nothing extra.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Working</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>4 and 2</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;25&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;43&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>3 + 20 × 2, doubled for matching a partner's 3</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>11 and 0</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;220&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>0 + 20 × 11: the Hood's 0 matches a partner's, the largest score there is</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;55&lt;/b&gt; each</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>partners level: 11 × 5 each</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The match</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>With standard scoring you play towards a target, 100 points unless you set another. As soon as a deal finishes with at least one running total on or past the target, the match is over, and the highest total wins.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>With fluctuating scoring you agree the length in deals instead: 9 unless you set another, always a multiple of 3 so that everyone deals equally often. The highest total after the last deal wins.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Tied totals</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>If two players share the highest total when a match to a target would end, the program plays another deal, and more if needed, until one total is highest. After a fixed number of deals, equal highest totals are a shared win. The original rules don't say how to settle a tie.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Options</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Choose these in the new-game dialog. The short names in grey are the ones used in saved deals and deal records.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Target score</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play stops at the end of the first deal that brings somebody's total up to this number (any whole number from 1). Fluctuating scoring ignores it and counts deals instead.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Trump proposals</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>How each player's card for the reveal is chosen.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Show any suit card you like.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You must show the highest card of your longest suit. The joker doesn't count towards any suit. When two suits are equally long, the stronger one is chosen: compare their best cards, then their second-best, and so on down. The program makes every player's proposal under this rule and tells you why your card was chosen.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Equal longest suits</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>If two suits match card for card, the program prefers spades, then hearts, then diamonds, then clubs (♠ ♥ ♦ ♣). The original rule stops short of this case, and a proposal has to be made somehow.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All three show the same suit</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>What happens when every card shown is of one suit.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The highest and lowest cards are partners, as in the table above.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>That suit is trumps, but nobody is partnered yet: everyone plays for themselves. When the tricks are counted, any two players on the same number turn out to have been partners, and successful ones; the remaining player is the Hood. With three different counts, the next option decides.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>When nobody ties</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Only with individual play: who, if anyone, becomes the Hood when all three counts are different.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Nobody: there are no bonuses, and everyone scores just their tricks.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The player with the middle count is the Hood.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Whoever took the 11th trick is the Hood.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Whoever took the first trick is the Hood.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The trump suit picks one of the four above: &lt;code&gt;plain&lt;/code&gt; when spades are trumps, &lt;code&gt;middle&lt;/code&gt; for hearts, &lt;code&gt;last&lt;/code&gt; for diamonds and &lt;code&gt;first&lt;/code&gt; for clubs.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Once a Hood is named this way, the other two count as partners who missed, so the Hood collects the winner's bonuses. For example, with diamonds trumps under &lt;code&gt;by_suit&lt;/code&gt;, Ada takes 5 tricks, Ben 4 and Cleo 2, and Ben took the last trick: Ben is the Hood and scores 4 + 10 = 14 (even, no match), while Ada scores 5 and Cleo 2.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>First-trick Hood</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>With &lt;code&gt;first&lt;/code&gt;, as with every choice here, the first trick names the Hood only when all three counts end up different; two players who tie are still the partners. That is how the original lists these alternatives, although it remarks that this one would show the Hood from the start.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Rule by trump suit</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Parlett suggests letting the trump suit choose among the alternatives but doesn't pair them up; the program takes them in the order he lists them, from spades to clubs.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Which way deals are scored.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Small bonuses, played to a target score; see &lt;a href='#scoring'&gt;Scoring&lt;/a&gt;.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Big swings over a fixed number of deals; see &lt;a href='#fluctuating'&gt;Fluctuating scoring&lt;/a&gt;.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Number of deals</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Only with fluctuating scoring: how many deals make a match, a multiple of 3.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Partner talk</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Whether the partners may speak to each other during the deal.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The partners play in silence; only their cards speak.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The partners may talk, within strict limits. When the sides are known and nobody has led yet, each partner may say roughly how many tricks their hand should make, as a range like 1–2. Later, whenever a partner has the lead, they may invite a request; the other can reply with one suit to lead (“lead ♠”), one suit to avoid (“don't lead ♥”), or “no preference”. That is all the talk there is, and the Hood hears every word. Computer partners estimate honestly, invite requests when it helps, always reply, and bear a request in mind when they lead.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Tips</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Partners: balance, don't hoard.&lt;/b&gt; Five tricks each is the partners' best result, 15 points apiece. Watch both piles as the deal goes on; once one of you is ahead, that partner should start losing tricks on purpose, throwing high cards away rather than winning with them.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Hood: you needn't win tricks.&lt;/b&gt; Your bonus depends on the partners being apart, not on your own pile. Pushing one more trick onto the partner who already has more is often worth more than taking it yourself.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Hood: go for a match.&lt;/b&gt; The big scores come from finishing level with a partner, best of all on an odd number: three and three, or five and five, with the other partner somewhere else.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Mind what you show.&lt;/b&gt; Your proposal card stays in your hand and everyone remembers it. A low card gives little away; an Ace tells the table where a sure winner is.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;The joker is a quiet trump.&lt;/b&gt; It loses to every other trump, yet it still takes a plain-suit trick you can't follow. That makes it a handy way to add exactly one trick late in the deal, when the counts matter most.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Crescendo</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Two to five players · no trumps · tricks that grow in value</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>2 to 5 (best 3–4)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>24, 36 or 52</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>none: snaps</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>a deal each</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Crescendo is a trick-taking game for two to five players, at its best with three or four. There are no trumps, and tricks are not all worth the same: each is worth more than the one before, until the values drop back and climb again. A player who can't follow suit may &lt;b&gt;snap&lt;/b&gt; a trick with a card that matches the rank of the lead. Your aim is the highest score over the match, and that means taking the valuable tricks rather than the most tricks.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The pack depends on how many are playing (you choose 2, 3, 4 or 5 players in the new-game dialog; 3 unless you change it). Cards rank in the usual order, Ace high.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Cards of each suit</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Pack</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Each player</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Set aside</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A K Q J 10 9</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>none</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A K Q J 10 9 8 7 6</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A down to 2</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>2 cards, face down</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A suit of the three-player pack, high to low.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>With five players the two cards left over after the deal are put aside face down. Nobody looks at them and they play no part in the deal. There are no jokers in Crescendo.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The dealer deals the cards face down one at a time, starting with the player on their left and going round to the left, until everyone has their share. The first lead belongs to the player sitting on the dealer's left. For the next deal, the dealer's seat moves one place to the left, so over a match everybody deals once.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Whoever sits on the dealer's left makes the opening lead, and after that each trick's winner leads again. Play goes round to the left. There is no trump suit.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Follow suit.&lt;/b&gt; If you hold a card of the suit that was led, you must play one. If you don't, you may play any card.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Snap.&lt;/b&gt; When you can't follow suit, you may answer the lead with a card of its &lt;i&gt;rank&lt;/i&gt;: a 7 on a 7, a Queen on a Queen. That is a snap, and it can take the trick. You never have to snap; you may throw any other card instead.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Only the led card counts.&lt;/b&gt; Matching the rank of some other card in the trick is not a snap, just a card of the wrong suit.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Taking the trick.&lt;/b&gt; If anyone snapped, the last snap played takes the trick, whatever else is in it. With no snap, the best card in the suit that was led wins.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Four players</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The {7H} snaps the {7C} that was led, and a snap beats every club, even the Ace played after it.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>snap</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>4th</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Two players snap. The later snap, the {7D}, takes the trick.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The {KH} is not a 7, so it is only a discard. The {9C} is the highest club and wins.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>discard</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The {9H} matches the 9 played second, not the 7 that was led: no snap. The {9C} wins.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Two players</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The second player has no spades and snaps the Queen led with the {QD}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A club is led</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You hold a club, so you must follow with it. A snap is only for a player who has no card of the suit led.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Each trick has a value that depends on its place in the deal, and whoever takes it scores that many points. The values depend on the number of players:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Trick</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>2 players</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>3 players</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>4 players</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>5 players</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>* 10 with the &lt;a href='#option-five_jokers'&gt;five_jokers&lt;/a&gt; option. A dash: there is no such trick.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Why do the values fall back? Parlett scores Crescendo with the cards themselves: whoever takes a trick keeps as many cards as the trick is worth, face down, as counters. By the middle of the deal the spare cards run short and the count has to start again. The program keeps the score for you, but the values come from that method. That is why, with three players, they add up to exactly 36, the size of the pack, and with five to 52 (the 50 cards dealt and the 2 set aside).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Tricks taken</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Score</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>the 5th, 6th and 12th</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>5 + 0 + 6 = &lt;b&gt;11&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>only the 6th</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;0&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>the 1st, 7th and 13th</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>1 + 1 + 7 = &lt;b&gt;9&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>all 13</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;49&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>the 9th and 10th</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>9 + 7 = &lt;b&gt;16&lt;/b&gt; (9 + 10 = 19 with five_jokers)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>the 1st, 2nd, 7th, 8th and 12th</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>0 + 2 + 0 + 2 + 6 = &lt;b&gt;10&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Over one deal the players share 40 points between them with two players, 36 with three, 49 with four and 52 with five (55 with five_jokers).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A match lasts one deal per player, so that each player deals once, the deal passing to the left. Scores are added up over the deals, and the highest total wins.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>If two or more players finish level on the highest total, they share the win. The original rules don't cover ties, and an extra deal would give somebody a second turn as dealer.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Choose the number of players and this option in the new-game dialog. The short name in grey is the one used in saved deals and deal records.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Last trick worth 10</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Only for five players; with any other number it stays off. When cards are kept as counters, the taker of the 10th trick is due 10 but only 7 are left with five players; Parlett's remedy is three jokers put into the supply. In the program nothing is added to the pack (no joker is dealt or played): the option only changes what the 10th trick is worth.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The 10th trick is worth 7.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The 10th trick is worth 10.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Save strength for the finish.&lt;/b&gt; The late tricks are worth the most, so an Ace spent on the first trick is usually wasted. Lose the cheap early tricks with cards you don't need.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Know where the values dip.&lt;/b&gt; With three players the 6th trick is worth nothing; with two, the 1st and 7th. They are good tricks to lose, but remember that the winner leads next.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Make a void to snap.&lt;/b&gt; You can only snap in a suit you have run out of, so shedding a short suit early gives you the chance to snap later.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Lead with snaps in mind.&lt;/b&gt; Before you lead, think about who is out of the suit and which ranks have gone. A rank whose other cards have all been played can't be snapped.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Who's Who</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Three players · no trumps · secret sides</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>42, two are jokers</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>14 cards</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Who's Who is a trick-taking game for three players, with no trumps and hidden sides. Two jokers are dealt with the other cards, and where they land decides the teams: one player, the &lt;b&gt;soloist&lt;/b&gt;, plays against the other two, the &lt;b&gt;partners&lt;/b&gt;. Nobody announces who is who; the sides come to light as the jokers are played. Tricks are unusual too: the &lt;i&gt;second&lt;/i&gt;-highest card takes them, and a joker lets its player hand a trick to anyone. The soloist is after a middling share of the tricks, and the partners try to stop that.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The usual pack has 42 cards: the Ace down to the 5 in each suit (40 cards) and two jokers. Each player gets 14 cards, so a deal has 14 tricks and nothing is left over. Within a suit the Ace is highest and the 5 lowest.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A suit, high to low, and the two jokers.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>With the &lt;a href='#option-deck'&gt;54-card&lt;/a&gt; option the whole pack is used, Ace down to 2, plus the two jokers: 18 cards each and 18 tricks.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The two jokers are identical in play. (Saved deals call them JK1 and JK2 only to tell them apart.)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The dealer deals the cards face down one at a time, starting with the player on their left and going round to the left, until everyone has 14 (or 18). The first lead belongs to the player sitting on the dealer's left. For the next deal, the dealer's seat moves one place to the left.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Who's who</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Look at your jokers: they decide the sides.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>If the jokers are &lt;b&gt;split&lt;/b&gt;, one each in two hands, those two players are partners, and the one without a joker is the soloist.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>When a single player has &lt;b&gt;both&lt;/b&gt; jokers, they play alone as the soloist against the other two.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Keep it to yourself. Nobody may reveal, by word or sign, whether they hold a joker; the only way to show one is to play it. The table marks a player's role only once you could have worked it out yourself, and never gives a computer player's role away sooner.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>What your own hand tells you</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Jokers you hold</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>What you know</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>two</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You are the soloist; the other two are partners against you.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>one</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You are a partner. Your partner holds the other joker, but you won't know who that is until it is played.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You can't be sure yet. If the other two hold one joker each, you are the soloist; if one of them holds both, you are a partner.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>No joker in hand</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Holding no joker makes you the soloist if, and only if, each of the others holds one. Parlett's text says a player with one joker or none is never the soloist, which clashes with his own rule for split jokers; the program follows the definition, and its hints tell you plainly that a hand without a joker may belong to the soloist.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Unmasking</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Everything is settled the moment the second joker hits the table. Two different hands played the two jokers? Then those two are on the same side. One hand played both? Then that hand is the soloist's.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The soloist succeeds by bringing off any one of these:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;The middle:&lt;/b&gt; all three players take different numbers of tricks, and the soloist's number is the middle one.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;The odd one out:&lt;/b&gt; the two partners take the same number of tricks, and the soloist a different number.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;A majority:&lt;/b&gt; the soloist takes more than half the tricks: at least 8 of the 14, or at least 10 of the 18 with the 54-card pack.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The partners succeed by preventing all three.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Whoever sits on the dealer's left makes the opening lead, and after that each trick's winner leads again. Play goes round to the left. There are no trumps.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Leading.&lt;/b&gt; Lead any card except a joker. Only when you hold nothing but jokers may you lead one.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Following.&lt;/b&gt; Follow suit if you can. If you can't, play any card, a joker included.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;A joker led.&lt;/b&gt; When a joker opens the trick, nobody has a suit to follow: the other two play whatever they like.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Jokers have no suit</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Except as a lead, a joker belongs to no suit, so you may play it only when you cannot follow the suit led. The original doesn't say; this keeps the follow-suit rule whole, so a joker can't be used to dodge a suit you hold.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>With no joker in it, a trick goes to the &lt;b&gt;second-best&lt;/b&gt; card in the suit that was led. Cards of other suits count for nothing. If only one player followed the leader's suit, the lower of those two cards wins; if nobody followed, the leader takes the trick.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Three spades: King, 9, 5. The second-highest is the {9S}, so the leader wins.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The {KS} is second only to the Ace, and takes the trick.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Just two spades. The lower of them, the {9S}, is the second-highest and wins.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Two spades again, and this time the lower is the {5S}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Nobody followed suit, so the leader takes the trick.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Jokers in the trick</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;One joker:&lt;/b&gt; whoever played it decides who takes the trick: themselves, or either of the other two players.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Both jokers:&lt;/b&gt; they must come from two different players, which makes those two the partners. The soloist then decides: keep the trick, or give it to either partner.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Whoever ends up with the trick leads to the next one. When the choice is yours, the table asks you who should take it.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A joker decides</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Ben had no spade and played a joker, so the trick is his to place: he may keep it, or hand it to Ada or to Cleo, whichever suits the counts. Whoever gets it leads next.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>decides</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your lead</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You are leading, and a joker may be led only when nothing else is left, so the {7C} it is.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A spade is led</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You can follow with a spade, so you must. The joker has no suit.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>No spade: either the joker or the {AH} may go.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A joker is led</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A joker was led, so any card is fine.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Every deal is worth &lt;b&gt;10, plus 1 for each trick the soloist took&lt;/b&gt;: between 10 and 24 with the 42-card pack. If the soloist succeeded, the soloist scores that amount; if not, each partner scores it.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Soloist</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Result</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Soloist scores</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Each partner</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>6 and 3</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>all different, soloist in the middle: success</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;15&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>partners level, soloist different: success</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;16&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>1 and 5</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>a majority, 8 of 14: success</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;18&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>5 and 6</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>all different, but the soloist is lowest: failure</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;13&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>5 and 4</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>tied with one partner and short of a majority: failure</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>7 and 7</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;10&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>6 and 6</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>54-card pack, nobody different: failure</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>With 14 tricks, partners who finish level always leave the soloist a different number, so a tie between the partners is always a soloist's success in the 42-card game. With 18 tricks all three can take 6, and that counts as a loss for the soloist.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You play towards a target, 100 points unless you set another. As soon as a deal finishes with at least one running total on or past the target, the match is over, and the highest total wins.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>If two players share the highest total when the match would end, the program plays another deal, and more if needed, until one total is highest. The original rules don't say how to settle a tie.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Which pack to play with; two jokers either way.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Ace down to 5 in each suit: 14 cards each, 14 tricks; a majority is 8.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The full pack, Ace down to 2: 18 cards each, 18 tricks; a majority is 10.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play stops at the end of the first deal that brings somebody's total up to this number (any whole number from 1).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Top cards hand tricks out.&lt;/b&gt; An Ace can take a trick only when it is led and nobody follows suit. The rest of the time your high cards decide which of the others wins, so use them to steer tricks where you want them.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Play last, pick the winner.&lt;/b&gt; When you play third and the other two cards are both of the suit led, you often get to choose: slip a card between them to win, or go above or below both to give the trick to one of the others.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Keep a joker for the end.&lt;/b&gt; A joker places one trick exactly where you want it, and that is worth most in the last few tricks, when every count matters. Played early it reveals your side for little gain.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Watch where tricks are sent.&lt;/b&gt; When someone plays a joker, notice who they give the trick to: it says a lot about which side they are on.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Hamlet</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Three players · trumps · to be or not to be</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Polonius</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>33, one is Polonius</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>to 250 points</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Hamlet is a trick-taking game for three players, with trumps and a Shakespearean cast. When the tricks are over, one player is named &lt;b&gt;Hamlet&lt;/b&gt;: the one with the middle number of tricks, or the odd one out if the other two tie. At the start of each deal, the cards the players show decide the trump suit and the question of the deal: &lt;b&gt;to be&lt;/b&gt;, when everyone wants to end up as Hamlet, or &lt;b&gt;not to be&lt;/b&gt;, when nobody does. The joker is &lt;b&gt;Polonius&lt;/b&gt;, who wins a trick if he leads it and loses it otherwise.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Hamlet is played with 33 cards: the Ace, King, Queen, Jack, 10, 9, 8 and 7 of each suit, plus one joker, Polonius. In every suit the Ace is the top card and the 7 the bottom one.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Each suit from high to low, and Polonius.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All 33 cards are dealt, 11 to each player, so every deal has 11 tricks and no card is left over.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>For the first deal everyone draws a card and the highest card deals. The program makes the draw for you: Polonius stays out of it, and players who draw cards of equal rank draw again.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The dealer deals the cards face down one at a time, starting with the player on their left and going round to the left until everyone holds 11. The first lead belongs to the player sitting on the dealer's left.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>After that the deal doesn't simply pass round the table: whoever was Hamlet in a deal deals the next one, so the player on Hamlet's left leads to it.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>To be or not to be</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Once the cards are dealt, each player secretly chooses one card from their hand, any card except Polonius, and the three are turned face up together. The program keeps each choice hidden until all three are made, from the computer players as much as from you.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>After the reveal your card goes back into your hand and is played later like any other; the table has simply seen it. All 33 cards are needed for the 11 tricks, and the original rules don't say.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>If two or all three of the cards are of the same suit, that suit is trumps.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>If all three suits are different, the fourth suit, the one nobody showed, is trumps.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The question of the deal</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The deal is</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Everyone wants</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>at least one King, Queen or Jack</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;to be&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>to be Hamlet</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>no King, Queen or Jack</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;not to be&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>not to be Hamlet</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Only Kings, Queens and Jacks count; an Ace or a 10 does not make a deal “to be”.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>To be</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Two spades make spades trumps, and Ben's King makes this a &lt;i&gt;to be&lt;/i&gt; deal.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Not to be</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Three different suits, so spades, which nobody showed, are trumps. No King, Queen or Jack: the deal is &lt;i&gt;not to be&lt;/i&gt;.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All clubs: clubs are trumps, and with a Queen and a Jack on view the deal is &lt;i&gt;to be&lt;/i&gt;.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Who is Hamlet?</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>After the 11th trick, compare the three players' counts:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>If they are all different, Hamlet is whoever sits in the middle. Tricks of 2, 4 and 5: the player with 4 is Hamlet.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>If two are equal, Hamlet is the player with the other count. Tricks of 4, 4 and 3: the player with 3 is Hamlet.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All three counts can never be equal, since 11 doesn't divide by three. The other two players are the courtiers, Rosencrantz and Guildenstern.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Whoever sits on the dealer's left makes the opening lead, and after that each trick's winner leads again. Play goes round to the left.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Taking the trick.&lt;/b&gt; If any trumps were played, the highest trump takes the trick. If none were, it goes to the best card in the suit that was led.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Led,&lt;/b&gt; Polonius takes the trick, whatever is played to it, and the other two may play any cards they like, without following suit.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Played second or third,&lt;/b&gt; he loses: he ranks below every other card. You may play him this way only when you have no card of the suit led.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Trumps {D}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Polonius is led, so he takes the trick, even against a trump.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Played second, Polonius loses. The {9S} is the highest spade.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The {7D} is a trump, and any trump beats the spades.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You hold a spade, so you must play it. Polonius can't be used to get out of following suit.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>No spades: Polonius or the {AH}, as you please.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Polonius is led</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Polonius was led, so you may play anything.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>First work out everyone's &lt;b&gt;basic score&lt;/b&gt;: a point for each trick, with 10 instead for a player who took none. Then the question of the deal decides who scores ten times as much:</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;To be:&lt;/b&gt; Hamlet's basic score is multiplied by ten; the two courtiers keep theirs as it is.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Not to be:&lt;/b&gt; both courtiers multiply their basic scores by ten; Hamlet keeps his as it is.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>So a player who takes no tricks and ends up on the favoured side scores 100.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Deal</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Scores</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>to be</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>the 4</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>2, &lt;b&gt;40&lt;/b&gt;, 5</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Hamlet 4 × 10</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>not to be</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;20&lt;/b&gt;, 4, &lt;b&gt;50&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>courtiers 2 × 10 and 5 × 10</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>the 3</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>4, 4, &lt;b&gt;30&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Hamlet 3 × 10</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;40&lt;/b&gt;, &lt;b&gt;40&lt;/b&gt;, 3</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>courtiers 4 × 10 each</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>the 11</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>10, 10, &lt;b&gt;110&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>courtiers 10 each for no tricks</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;100&lt;/b&gt;, &lt;b&gt;100&lt;/b&gt;, 11</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>courtiers 10 × 10 each</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>the 5</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>10, &lt;b&gt;50&lt;/b&gt;, 6</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Hamlet 5 × 10</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;100&lt;/b&gt;, 5, &lt;b&gt;60&lt;/b&gt;</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>courtiers 10 × 10 and 6 × 10</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You play towards a target, 250 points unless you set another (usually around nine deals). As soon as a deal finishes with at least one running total on or past the target, the match is over, and the highest total wins.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Choose this in the new-game dialog. The short name in grey is the one used in saved deals and deal records.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;A blank is never Hamlet.&lt;/b&gt; Take no tricks and you can't be Hamlet: nobody can be below you, and the other two can't split 11 tricks evenly. In a &lt;i&gt;not to be&lt;/i&gt; deal that is a safe 100 points.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Polonius is a trick on call.&lt;/b&gt; Whenever you have the lead, leading him wins, so he lets you add one trick exactly when you need it. Late in the deal, that can settle who ends up in the middle.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Your card sets the question.&lt;/b&gt; Showing a King, Queen or Jack makes the deal &lt;i&gt;to be&lt;/i&gt; for certain. If you would rather play &lt;i&gt;not to be&lt;/i&gt;, show a low card and hope the others do too.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&lt;b&gt;Know who your rivals are.&lt;/b&gt; In a &lt;i&gt;to be&lt;/i&gt; deal only Hamlet scores big, so it is every player for themselves. In a &lt;i&gt;not to be&lt;/i&gt; deal both courtiers score tenfold, so the two players out of the middle share an interest in keeping the third one there.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>RulesPage</name>
        <message>
            <source>House rule</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Explained here in Parlett Table's own words.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>default</source>
            <comment>the option's default value</comment>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Default:</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>RulesWindow</name>
        <message>
            <source>Rules</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Sections</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>At the table, F1 opens the part of the rules you need right now.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>How to play</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Go to section</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Rules of {game}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Rules · {game}</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Scores</name>
        <message>
            <source>trick</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>tricks</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>SoundSettings</name>
        <message>
            <source>Volume</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Mute all sounds</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>&amp;Volume</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Speeds</name>
        <message>
            <source>Off</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Fast</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Normal</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Slow</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>Show statistics for {game}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Average per deal</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Winning streak</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Best match</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Hints used</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Score per deal</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>your average points a deal</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>By role</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your latest games could not be added to these figures ({problem}).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>How things count: practice matches are left out. A match is won with the highest total alone; a tie for the top is a shared win. Abandoned matches are not in the win rate or streaks, but their finished deals are in the averages. A deal is won when your score was the highest, ties included.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>All games</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{day} {month} {year}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Today, {time}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Yesterday, {time}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{day} {month}, {time}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Won</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Shared</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Lost</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Abandoned</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Practice</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>In progress</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Unreadable</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>No role</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>No matches yet</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play a match against the computer and your statistics will build up here: your win rate and streaks, your best match, and how you score in each role.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>No {name} matches yet</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play a match of {name} and your results in it will show here.</source>
            <translation type="unfinished"></translation>
        </message>
        <message numerus="yes">
            <source>(%n practice matches so far: practice is not counted.)</source>
            <translation type="unfinished">
                <numerusform></numerusform>
            </translation>
        </message>
        <message>
            <source>no deals finished yet</source>
            <translation type="unfinished"></translation>
        </message>
        <message numerus="yes">
            <source>over %n deals</source>
            <translation type="unfinished">
                <numerusform></numerusform>
            </translation>
        </message>
        <message>
            <source>best: {count} in a row</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>no finished match yet</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>finish a match to set one</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>one in {count} deals</source>
            <translation type="unfinished"></translation>
        </message>
        <message numerus="yes">
            <source>in %n deals</source>
            <translation type="unfinished">
                <numerusform></numerusform>
            </translation>
        </message>
        <message>
            <source>none asked for</source>
            <translation type="unfinished"></translation>
        </message>
        <message numerus="yes">
            <source>Win rate {rate}: %n matches played, {won} won, {shared} shared.</source>
            <translation type="unfinished">
                <numerusform></numerusform>
            </translation>
        </message>
        <message>
            <source>dots: your deals, oldest first · line: average of the last {window}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>your deals, oldest first</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{when}, {game}: {result}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>with {total}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>This forgets every match you have played in every game ({matches} and {deals}, practice included): your win rate, streaks, best match and the score sheets of past matches.</source>
            <translation type="unfinished"></translation>
        </message>
        <message numerus="yes">
            <source>%n matches</source>
            <translation type="unfinished">
                <numerusform></numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n deals</source>
            <translation type="unfinished">
                <numerusform></numerusform>
            </translation>
        </message>
        <message>
            <source>The match in progress is kept.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>It cannot be undone.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>When</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Game</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Result</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your total</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Winner</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Stats</name>
        <message>
            <source>Statistics</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Problem</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>How things count</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>No matches yet</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>empty-title</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>empty-text</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play a match</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Matches</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Recent form</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Reset statistics…</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Open the score sheet of the selected match</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Close statistics</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>StatsParts</name>
        <message>
            <source>played</source>
            <comment>matches played</comment>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>won</source>
            <comment>matches won</comment>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>shared</source>
            <comment>matches shared</comment>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Matches</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Matches played, newest first</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message numerus="yes">
            <source>%n matches</source>
            <translation type="unfinished">
                <numerusform></numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n deals</source>
            <translation type="unfinished">
                <numerusform></numerusform>
            </translation>
        </message>
        <message>
            <source>{matches} and {deals}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Some of your history could not be read, so it is left out of these figures: {what}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>damaged</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>written by a newer version of Parlett Table</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>a folder, not a file</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>a symbolic link that leads back to itself</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>could not be opened ({reason})</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>was {damage} and could not be moved aside</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your game history could not be saved ({reason}).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your game history could not be read ({reason}).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>That match could not be read back ({reason}).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>damaged ({reason})</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>was {damage} and was kept as {file}, but a new one cannot be made ({reason})</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your game history was {damage}, so it was kept as {file} and a new one was started.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your game history {what_happened}, so it is left as it is and this session's games are kept only until you close the program.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>There is no match {number} in your history.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>That match could not be read back (its entry in your history is damaged).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>That match has no finished deal to show.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your match could not be saved</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your saved match could not be removed</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{failed} ({reason}).</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your preferences could not be read ({reason}), so the defaults are in use and the file is left as it is.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your preferences file was {problem} and could not be moved aside, so the defaults are in use.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your preferences file was {problem}, so it was kept as {file} and the defaults are in use.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>not a preferences file</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>this session's match will not be saved</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your saved match could not be read ({reason}), so it is left as it is and {not_saved}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your saved match could not be resumed ({problem}) nor moved aside, so {not_saved}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your saved match could not be resumed ({problem}), so it was kept as {file}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>a database of another program</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>damaged ({missing} is missing)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>its table {table}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>the column {column} of its table {table}</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Suits</name>
        <message>
            <source>spade</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>heart</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>diamond</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>club</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>spades</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>hearts</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>clubs</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>TableParts</name>
        <message>
            <source>Your hand</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Trick</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Scores</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Prompt</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>nothing yet</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>TablePresenter</name>
        <message>
            <source>{giver} gave the trick to {taker}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Deal {deal} of {count}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Deal {deal}  ·  playing to {target}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{names} share the win with {total}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You win the match with {total}!</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{name} wins the match with {total}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Click the table (or press Space) for the next trick.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Hint: {reason}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Hint: the {card}. {reason}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>(cannot be played now)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>No trick has been played yet.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Last trick: you took it</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Last trick: {taker} took it</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Talk</name>
        <message>
            <source>No estimate.</source>
            <translation type="unfinished"></translation>
        </message>
        <message numerus="yes">
            <source>I expect %n tricks.</source>
            <translation type="unfinished">
                <numerusform></numerusform>
            </translation>
        </message>
        <message>
            <source>I expect {low} to {high} tricks.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Any requests?</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Lead a {suit}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Don't lead a {suit}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>No preference.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Tour</name>
        <message>
            <source>First everyone chooses a card to show. All are turned up together, and they decide trump (and, in Hoodwink, who partners whom). Click the card you want to show.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>These are your cards. The ones you may play now stand a little higher; click one, or choose with ← → and press Enter.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The game, the deal number, who dealt, and trump once it is known.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Each player's name, the tricks they have taken and, as soon as it is known, their role.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The running totals of the match.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Stuck? Hint (or H) suggests a move and says why. F1 opens the rules at the part that matters now.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Each trick goes to the pile of whoever took it. Press L to look at the last trick again.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>How every score was made, line by line. 'why?' opens the rule behind a line, and Review steps through the whole deal with every hand face up.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Skip the tour</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Next</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{number} of {total}</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>TrickPauses</name>
        <message>
            <source>Until I click</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Short</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Normal</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Long</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>TrickWords</name>
        <message>
            <source>You</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>you</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You take the trick</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{taker} takes the trick</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>card</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Leading the joker calls for trumps, and the {card} is the highest.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The {card} is a trump, and beats the {led} led.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The joker led counts as a trump, and nobody played a higher one.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The joker counts as a trump (the lowest), and it is the only trump here.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Snap: the {card} matches the {led} led, and the last snap wins.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Snap: the {card} matches the {led} led, and beats all the {suit}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The second-highest card wins: the {card}, under the {highest}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Nobody else played a {noun}, so the card led wins.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{joker} was led, and when led he wins the trick.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Both jokers were played, so {chooser} chose, and kept it.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Both jokers were played, so {chooser} chose, and gave it to {taker}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{chooser} played a joker, and kept it.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{chooser} played a joker, and gave it to {taker}.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>WhosWho</name>
        <message>
            <source>{first} and {second}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You held both jokers, so you were the soloist, playing alone against {pair}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{soloist} held both jokers, so {soloist} was the soloist, playing alone against {pair}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{pair} held a joker each, so they were partners and you were the soloist.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You and {partner} held a joker each, so you were partners and {soloist} was the soloist.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{pair} held a joker each, so they were partners and {soloist} was the soloist.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A joker may not be led while you hold other cards.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The soloist's count, {soloist_count}, lies between the partners' {low} and {high}, so the soloist wins.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The partners took 1 trick each, so the soloist wins.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The partners took {count} tricks each, so the soloist wins.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The soloist took {soloist_count} of the {hand_size} tricks, more than half, so the soloist wins.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The soloist's count, {soloist_count}, is the lowest, so the partners win.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The soloist's count, {soloist_count}, equals a partner's, with no more than half the tricks, so the partners win.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>The soloist's count, {soloist_count}, is the highest but no more than half the tricks, so the partners win.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>for winning</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>for the soloist's tricks</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>WhosWhoHints</name>
        <message>
            <source>This is your only legal card.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>As the soloist, you win with the middle count, with the partners level, or with more than half the tricks.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>As a partner, you want the soloist to end lowest, or level with one of you.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>You hold no joker, so you are the soloist only if the other two hold one each.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play your joker: then you choose who takes this trick. {goal}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Throw the {name}: the other two cards decide this trick.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Take this trick with the {name}, the second-highest card of the suit led. {why}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play the {name} so that {taker} takes this trick. {why}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Lead the {name}: who takes this trick hardly matters yet, so lead from your longest suit.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play the {name}: who takes this trick hardly matters yet.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Lead the {name}: it gives you the best chance of taking this trick. {goal}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play the {name}: it gives you the best chance of taking this trick. {goal}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Lead the {name}: it gives the best chance that {wanted} takes this trick. {goal}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play the {name}: it gives the best chance that {wanted} takes this trick. {goal}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Keep this trick. {why}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Give this trick to {taker}. {why}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>That gives you more than half the tricks.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>That gives {solo} more than half the tricks.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>That leaves the partners level.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>That puts your count between the partners'.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>That puts {solo} between the partners.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>That leaves {solo}, the soloist, lowest, with the partners unequal.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>That leaves {solo}, the soloist, level with a partner, and the partners unequal.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>That leaves {solo}, the soloist, highest without more than half the tricks, and the partners unequal.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>Parlett Table</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Card table</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Undo is for practice games: start one from Game ▸ New game.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Thinking about your move…</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>A suggestion is for when it is your turn.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Play out the rest is offered when nothing left in the deal can change a score.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>There is no finished deal to review yet.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Open a deal record</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Deal records (*.parlett *.json);;All files (*)</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>That deal cannot be played: {problem}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Statistics are kept only when the program keeps a history.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Your preferences could not be saved: {problem}.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
    <context>
        <name>Words</name>
        <message>
            <source>you</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>{first} showed the {card_1}, {second} the {card_2} and {third} the {card_3}.</source>
            <translation type="unfinished"></translation>
        </message>
        <message>
            <source>Tricks taken: {counts}.</source>
            <translation type="unfinished"></translation>
        </message>
    </context>
</TS>
