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
</TS>
