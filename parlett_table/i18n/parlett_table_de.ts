<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
    <context>
        <name>About</name>
        <message>
            <source>About Parlett Table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Parlett Table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>the standard error output</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Something went wrong ({error}); details are in {where}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Parlett Table</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Beginner</name>
        <message>
            <source>A hunch.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A card of a suit I like.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Leading from my hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Winning the trick as cheaply as I can.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Throwing my least useful card.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <source>joker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{rank} of {suit}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Charts</name>
        <message>
            <source>Score per deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Average score per deal by role</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recent results</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Win rate</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Claim</name>
        <message>
            <source>Play out the rest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing left in this deal can change anyone's score: play it out at once (P)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play out the rest of the deal</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message>
            <source>Tell {partner}, your partner, how many tricks you expect to take (everyone hears it), or say nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{leader} is about to lead and asks which suit you want: name a suit to lead or to avoid, or say you have no preference.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You lead this trick.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A joker was led: play one of the raised cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Follow suit with a {suit}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A joker was led: you may play any card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You have no {suit}, so you may play any card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You have no tricks yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You have 1 trick.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You have {count} tricks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a card to propose its suit as trump; all three cards are shown together. If two of them share a suit, those two players become partners and the third is the Hood, who scores most.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} Everyone plays alone: the two who end with equal counts become partners. {counts}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You are {name}'s partner: you both score 10 more if you end with equal counts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You have {mine} and {name} has {theirs}: catch up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You have {mine} and {name} has {theirs}: let {name} catch up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You and {name} are level at {count}: stay level.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} {aim} {where}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} You are the Hood: you win if {partner_1} and {partner_2}, the partners, end with different counts (now {count_1} and {count_2}). An odd count of your own adds 10, and so does matching a partner's.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>1 point</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{value} points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your {card} would snap the trick: it has the rank of the card led, and a snap beats the whole suit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trick {number} of {count} is worth {worth}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} {now} A trick worth {later} is still to come.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} {now} No later trick is worth more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} You are the soloist, alone against the other two: you win if you end between their counts, if they end level, or with {majority} tricks or more. {have}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} You hold a joker, so you are a partner of whoever holds the other one. The soloist wins by ending between the partners' counts, if the partners end level, or with {majority} tricks or more; otherwise you win.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} You and {partner} are partners against {soloist}, the soloist. {soloist} wins by ending between your two counts, if you two end level, or with {majority} tricks or more; otherwise you win.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} You hold no joker: if the other two hold one each, you are the soloist; if one of them holds both, that player is the soloist and you are a partner.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your joker is in this trick, so you decide who takes it. {counts}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} and {second} played the two jokers, so they are the partners and you, the soloist, decide who takes this trick. {counts}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a suit card to show (not Polonius, the joker); all three are shown together. A suit shown more than once becomes trump, and a King, Queen or Jack among them makes the aim to be Hamlet: the player who ends with the middle count.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} The aim is to be Hamlet: whoever ends with the middle count (or the count nobody else has) scores ten times over. {have}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} The aim is not to be Hamlet: whoever ends with the middle count (or the count nobody else has) scores least, and the other two score ten times over. {have}</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Controller</name>
        <message>
            <source>Wait for {name} to play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First say who takes this trick.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First answer your partner.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The rules choose your proposal: the {card}, top of your longest suit.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Core</name>
        <message>
            <source>The deal is over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no such player at this table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no such player to give the trick to.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You do not hold the {card}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It is not your turn: another player is to propose a card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It is not your turn: another player is to talk.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It is not your turn: another player is to play a card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It is not your turn: another player is to say who takes the trick.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>It is not your turn: another player is to act.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now you must choose a card to show.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now you must talk to your partner first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now you must play a card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now you must say who takes the trick.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now you must wait.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Crescendo</name>
        <message>
            <source>There are no trumps and no partners: each trick's points go to whoever takes it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>for trick {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In order, the {count} tricks were worth {worth} points.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CrescendoHints</name>
        <message>
            <source>This is your only legal card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play the {name}: this trick is worth nothing, and the card is of little use later.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Snap with the {name}: a card of the rank led beats the whole suit led, and this trick is {worth}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take this trick cheaply with the {name}: it is {worth}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Win this trick with the {name}: no later trick is worth more than this one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Win this trick with the {name}: you have strong cards to spare for the later tricks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Win this trick with the {name}: it is {worth}, close to the best a later trick offers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save your {saved}: later tricks are worth up to {best_later} points, and this one is {worth}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead the {name} and save your {saved}: later tricks are worth up to {best_later} points, and this one is {worth}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead the {name}: this trick is {worth}, so keep your strength for later.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play low: your cards that could win this trick would probably be beaten.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play low: you cannot win this trick, so keep your higher {suit}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Throw the {name}: with no {suit} left you may snap when they are led.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Throw the {name}: it has little chance of taking a trick later.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>worth nothing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>worth {points} points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>worth only 1 point</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <source>New game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Options</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opponents</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Problem</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Number of players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Read the &amp;rules…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The rules of this game, with examples</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Random deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal &amp;number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>e.g. 4217</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Practice: you may undo your cards (counted apart in your totals)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n players</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>{name} (on your left)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} (on your right)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} (opposite)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}'s level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The deal number must be a whole number from 1 to {most}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Preferences</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Names</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your &amp;name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opponent {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Opponents</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Clear (large indices)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Classic</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>High cards first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Low cards first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Four-colour suits (blue diamonds, green clubs)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sort my hand by suit, trumps first</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Larger cards and text on the table, as far as the window has room</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Finished trick &amp;stays</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card &amp;deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card o&amp;rder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cards and te&amp;xt</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Help while playing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show what to do now on the table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play a card automatically when it is the only one allowed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> s</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Expert's &amp;thinking time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The system's language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Used from the next start of Parlett Table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Language (from the next start)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sound</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal {number}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Total</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name}: {total} in all</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scores by deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{game} with {players} players, played until someone reaches {target} points.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal numbers start at {seed}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No deal has been finished yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Winner: {who}, with {total}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shared win: {who}, with {total} each.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the lead: {who}, with {total}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In the lead: {who}, with {total} each.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Expert</name>
        <message>
            <source>It is your only choice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>about {mean:.1f} points better</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a little better</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tried in {ways} ways the unseen cards could lie, given what you have seen, it came out ahead in {better} and behind in {worse}: {average} for you on average.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep this trick rather than give it to {to}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Give this trick to {to} rather than keep it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Give this trick to {chosen} rather than to {usual}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the {chosen} rather than the {usual}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play the {chosen} rather than the {usual}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead the {chosen} rather than the {usual}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Do this rather than what the usual rules suggest.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Game</name>
        <message>
            <source>You must follow suit: you hold a {suit}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{joker} may be played only when you cannot follow suit: you hold a {suit}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Partner talk is not part of this game.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>Two to five players, no trumps; snap a trick by matching the rank led, and save strength for the valuable late tricks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last trick worth 10 (5 players)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With five players, the tenth trick is worth 10 instead of 7.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A joker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three players; the cards shown decide trump and whether the middle count is the one to have or to avoid.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Polonius</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Target score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The match ends after the deal in which someone reaches this total.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three players; the cards shown decide trump and who partners whom, and the Hood tries to unbalance the partners.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trump proposals</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Free: show any suit card. Longest: everyone must show the top card of their longest suit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show any suit card you like.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the highest card of your longest suit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All three show one suit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fixed: highest and lowest card are partners. Individual: everyone plays alone, and the tricks settle the partners.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nobody ties (individual play)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When everyone plays alone and all three counts differ: who, if anyone, becomes the Hood.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nobody: everyone scores their tricks only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The player with the middle count.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whoever took the last trick.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whoever took the first trick.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Chosen by trump: ♠ nobody, ♥ middle, ♦ last trick, ♣ first trick.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Scoring</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Standard: small bonuses, played to a target. Fluctuating: big swings over a fixed number of deals.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Number of deals</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With fluctuating scoring the match lasts this many deals (a multiple of 3).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Partner talk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Partners may estimate their tricks and, before leading, ask each other for a suit to lead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three players, no trumps; the second-highest card wins, and two jokers secretly decide who is partnered with whom.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>42 cards (Fives up to Aces) with 14 each, or all 52 with 18 each; two jokers either way.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>42 cards, 14 tricks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>54 cards, 18 tricks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>joker</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Hamlet</name>
        <message>
            <source>Polonius, the joker, cannot be shown: choose a suit card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{trump} were shown more than once, so they are trump.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three different suits were shown, so the suit nobody showed, {trump}, is trump.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A King, Queen or Jack was shown, so the aim is to be Hamlet: whoever ends with the middle count scores ten times over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nobody showed a King, Queen or Jack, so the aim is not to be Hamlet: whoever ends with the middle count scores least, and the other two score ten times over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You ended with the middle count, so you are Hamlet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You ended with the count nobody else had, so you are Hamlet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} ended with the middle count, so {name} is Hamlet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{name} ended with the count nobody else had, so {name} is Hamlet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>for no tricks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The aim was to be Hamlet, so Hamlet's score counts ten times over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The aim was not to be Hamlet, so the other two players' scores count ten times over.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HamletHints</name>
        <message>
            <source>Show {card}: a King, Queen or Jack makes the aim to be Hamlet, which suits your hand, best with {trumps} as trump.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show {card}: your hand suits the aim not to be Hamlet, so show no King, Queen or Jack; {trumps} as trump suit you best.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You have no other legal card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead Polonius: the joker always wins a trick he leads. {goal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play Polonius now: the joker wins only a trick he leads, so he loses this one. {goal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take this trick with {card}. {goal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead {card} and let another player take this trick. {goal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play {card} and let {taker} take this trick. {goal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The aim is to be Hamlet, so you try to end on {target}, a count nobody else ends with.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The aim is not to be Hamlet, and taking no trick at all pays best.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The aim is not to be Hamlet, so you try to end on {target}, away from the middle count.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>the {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>no tricks</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>Hoodwink</name>
        <message>
            <source>All three counts differ, so the middle count makes {hood} the Hood.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All three counts differ, so taking the last trick makes {hood} the Hood.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All three counts differ, so taking the first trick makes {hood} the Hood.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All three counts differ, and with {trump} as trump the middle count makes {hood} the Hood.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All three counts differ, and with {trump} as trump taking the last trick makes {hood} the Hood.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All three counts differ, and with {trump} as trump taking the first trick makes {hood} the Hood.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You are the Hood, against {first} and {second}, who are partners.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You and {partner} are partners, and {hood} is the Hood.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} and {second} are partners, and {hood} is the Hood.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The joker cannot be proposed: show a suit card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You must propose the highest card of your longest suit, the {card}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You must follow suit: the joker is your only trump, and trumps ({suit}) were led.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You must follow suit: you hold a {suit}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Partner talk is off in this game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only the partners may talk to each other.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now you must tell your partner how many tricks you expect, or say nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Now you must answer your partner: a suit to lead, a suit to avoid, or no preference.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You have already asked your partner about this lead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You may ask your partner which suit to lead only when you are about to lead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You may say how many tricks you expect only before the first lead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nobody has asked you which suit to lead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Each card shown was the highest card of its player's longest suit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All three cards shown are {trump}, so {trump} are trump and everyone plays alone: the trick counts decide the partners.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All three cards shown are {trump}, so {trump} are trump; the highest and lowest cards make the partners, and the middle card makes the Hood.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two of the cards shown are {shown}, so those two players are partners and the third is the Hood; the Hood's suit, {trump}, is trump.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The three suits shown all differ: the players who showed the two red suits are partners, the third is the Hood, and {trump}, the suit nobody showed, are trump.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The three suits shown all differ: the players who showed the two black suits are partners, the third is the Hood, and {trump}, the suit nobody showed, are trump.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All three counts differ, so nobody is the Hood and everyone scores their tricks only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two counts are equal, so those two players are partners and the third is the Hood.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>All three counts differ and nobody is the Hood, so everyone scores their tricks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>for the partners' difference, doubled for matching a partner (20 × {diff})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>for the partners' difference (10 × {diff})</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>for winning</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>for an odd count</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>for matching a partner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The partners took {low} and {high} tricks, so the Hood wins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hood's {hood_count} is odd and matches a partner's count: 10 more for each.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hood's {hood_count} is odd: 10 more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hood's {hood_count} matches a partner's count: 10 more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Neither partner took a trick: equal counts, but with this scoring they are worth nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Neither partner took a trick: equal counts, so the partners win.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The partners took 1 trick each: equal counts, so the partners win.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The partners took {level} tricks each: equal counts, so the partners win.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>for ending level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>for ending level (10 × {won})</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>HoodwinkHints</name>
        <message>
            <source>Show {card}: you must show the highest card of your longest suit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show {card}: the others will mostly show suits you are short in, so {plural} give you the best chance ({hood:.0%}) of being the Hood, who scores most.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{low} to {high}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tell {partner} you expect {amount}: that is what your cards look good for.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ask for a {suit} lead: you need a trick to end level, and your {suit2} should win one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ask {partner} not to lead a {suit}: you would take that trick, and you need no more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Say you have no preference: no suit {partner} could lead would help you end level.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ask {partner} which suit to lead: someone else should take this trick, and {partner} knows which.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You have no other legal card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead {card}, the suit {partner} asked for. {goal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take this trick with {card}. {goal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead {card} and let another player take this trick. {goal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play {card} under {partner}'s card. {goal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play {card} and let {taker} take this trick. {goal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Everyone plays alone: you aim to end on {target}, hoping to tie with another player.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You and {name}, your partner, have {mine} each, and you both want to end on {target}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You have {mine} and {name}, your partner, has {theirs}; you both want to end on {target}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The partners, {partner_1} and {partner_2}, have {count_1} and {count_2}: you want them to end unequal, and you aim to end on {target}, an odd count.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The partners, {partner_1} and {partner_2}, have {count_1} and {count_2}: you want them to end unequal, and you aim to end on {target}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Hud</name>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <source>thinking…</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Instance</name>
        <message>
            <source>Parlett Table</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Random</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Beginner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Standard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Expert</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Matches</name>
        <message>
            <source>{game} (practice) — Parlett Table</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>&amp;Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Restart this deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re&amp;view the last deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Open a deal record…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Score sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>S&amp;tatistics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Undo my last card (practice)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Suggest a move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Play out the rest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Full screen (Esc leaves it)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Sound</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show the &amp;walkthrough again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;About Parlett Table</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Offer</name>
        <message>
            <source>Continue your match?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;New game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Continue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Continue your {game} practice game?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Continue your {game} match?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left after deal {deal} of {deals}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left in deal {deal} of {deals}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left after deal {deal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Left in deal {deal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{where}. Totals: {totals}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>OpenFile</name>
        <message>
            <source>Open a deal record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Parlett Table</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>Free</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Longest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fixed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Individual</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Plain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Middle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Last</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>First</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>By suit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Standard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fluctuating</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Off</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Panels</name>
        <message>
            <source>your partner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your joker is in this trick: who takes it?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Both jokers are in this trick, so you, the soloist, decide: who takes it?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Give to {name}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On your left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On your right</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tell {partner} how many tricks you expect to take.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Everyone hears it, the Hood included.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>I expect</source>
            <comment>an estimate: I expect 2 to 3 tricks</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>lowest estimate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>highest estimate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>to</source>
            <comment>an estimate: I expect 2 to 3 tricks</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tricks</source>
            <comment>an estimate: I expect 2 to 3 tricks</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Say it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Say nothing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{partner} is about to lead and asks which suit you want led, or not led.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Don't lead</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No preference</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You lead next. You may first ask {partner} which suit to lead:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ask {partner}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tricks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Total</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>why?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Review the deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Suggest a move, with the reason (H)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Suggest a move</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Players</name>
        <message>
            <source>Chosen at random.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>PrintSizes</name>
        <message>
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Large</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Larger</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Ranks</name>
        <message>
            <source>Two</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Four</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Five</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Six</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seven</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Eight</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ten</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Jack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>King</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ace</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>Review</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Save deal record…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play this deal &amp;again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How the deal went</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>◀ &amp;Previous</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Next ▶</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Trick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save deal record</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Roles</name>
        <message>
            <source>Hood</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Partner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Soloist</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hamlet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Courtier</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RulesWindow</name>
        <message>
            <source>Rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sections</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At the table, F1 opens the part of the rules you need right now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How to play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Go to section</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Scores</name>
        <message>
            <source>trick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>tricks</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>SoundSettings</name>
        <message>
            <source>Volume</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mute all sounds</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Speeds</name>
        <message>
            <source>Off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fast</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Slow</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Stats</name>
        <message>
            <source>Statistics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Problem</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How things count</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No matches yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>empty-title</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>empty-text</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play a match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Matches</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Recent form</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reset statistics…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reset statistics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Score sheet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open the score sheet of the selected match</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Close statistics</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>StatsParts</name>
        <message>
            <source>figure</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Matches</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Matches played, newest first</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Suits</name>
        <message>
            <source>spade</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>heart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>diamond</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>club</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>spades</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>hearts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>diamonds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>clubs</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TablePresenter</name>
        <message>
            <source>No trick has been played yet.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Talk</name>
        <message>
            <source>No estimate.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>I expect {low} to {high} tricks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Any requests?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead a {suit}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Don't lead a {suit}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No preference.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Tour</name>
        <message>
            <source>Skip the tour</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TrickPauses</name>
        <message>
            <source>Until I click</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Short</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Long</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>WhosWho</name>
        <message>
            <source>{first} and {second}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You held both jokers, so you were the soloist, playing alone against {pair}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{soloist} held both jokers, so {soloist} was the soloist, playing alone against {pair}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{pair} held a joker each, so they were partners and you were the soloist.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You and {partner} held a joker each, so you were partners and {soloist} was the soloist.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{pair} held a joker each, so they were partners and {soloist} was the soloist.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A joker may not be led while you hold other cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The soloist's count, {soloist_count}, lies between the partners' {low} and {high}, so the soloist wins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The partners took 1 trick each, so the soloist wins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The partners took {count} tricks each, so the soloist wins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The soloist took {soloist_count} of the {hand_size} tricks, more than half, so the soloist wins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The soloist's count, {soloist_count}, is the lowest, so the partners win.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The soloist's count, {soloist_count}, equals a partner's, with no more than half the tricks, so the partners win.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The soloist's count, {soloist_count}, is the highest but no more than half the tricks, so the partners win.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>for winning</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>for the soloist's tricks</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>WhosWhoHints</name>
        <message>
            <source>This is your only legal card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As the soloist, you win with the middle count, with the partners level, or with more than half the tricks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>As a partner, you want the soloist to end lowest, or level with one of you.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>You hold no joker, so you are the soloist only if the other two hold one each.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play your joker: then you choose who takes this trick. {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Throw the {name}: the other two cards decide this trick.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take this trick with the {name}, the second-highest card of the suit led. {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play the {name} so that {taker} takes this trick. {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead the {name}: who takes this trick hardly matters yet, so lead from your longest suit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play the {name}: who takes this trick hardly matters yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead the {name}: it gives you the best chance of taking this trick. {goal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play the {name}: it gives you the best chance of taking this trick. {goal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Lead the {name}: it gives the best chance that {wanted} takes this trick. {goal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play the {name}: it gives the best chance that {wanted} takes this trick. {goal}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Keep this trick. {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Give this trick to {taker}. {why}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That gives you more than half the tricks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That gives {solo} more than half the tricks.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That leaves the partners level.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That puts your count between the partners'.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That puts {solo} between the partners.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That leaves {solo}, the soloist, lowest, with the partners unequal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That leaves {solo}, the soloist, level with a partner, and the partners unequal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That leaves {solo}, the soloist, highest without more than half the tricks, and the partners unequal.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>Parlett Table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo is for practice games: start one from Game ▸ New game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Thinking about your move…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A suggestion is for when it is your turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play out the rest is offered when nothing left in the deal can change a score.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>There is no finished deal to review yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a deal record</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal records (*.parlett *.json);;All files (*)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>That deal cannot be played: {problem}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Statistics are kept only when the program keeps a history.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The {deck} deck could not be loaded ({problem}); the Clear deck is in use.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your preferences could not be saved: {problem}.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Words</name>
        <message>
            <source>you</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>{first} showed the {card_1}, {second} the {card_2} and {third} the {card_3}.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Tricks taken: {counts}.</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
