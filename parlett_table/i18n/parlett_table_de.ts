<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
    <context>
        <name>About</name>
        <message>
            <source>David Parlett's trick-taking games Hoodwink, Crescendo, Who's Who and Hamlet, at a card table, against computer players.</source>
            <translation>David Parletts Stichspiele Hoodwink, Crescendo, Who's Who und Hamlet am Kartentisch, gegen Computerspieler.</translation>
        </message>
        <message>
            <source>Card art: SVG-cards by David Bellot and Huub de Beer ({licence}), and the Clear deck drawn for this program.</source>
            <translation>Kartenbilder: SVG-cards von David Bellot und Huub de Beer ({licence}) sowie das für dieses Programm gezeichnete Blatt „Klar“.</translation>
        </message>
        <message>
            <source>Built with Qt {qt} and PySide6 {pyside}, and Python.</source>
            <translation>Erstellt mit Qt {qt}, PySide6 {pyside} und Python.</translation>
        </message>
        <message>
            <source>Licences: {links}.</source>
            <translation>Lizenzen: {links}.</translation>
        </message>
        <message>
            <source>About Parlett Table</source>
            <translation>Über Parlett Table</translation>
        </message>
        <message>
            <source>Parlett Table</source>
            <translation>Parlett Table</translation>
        </message>
        <message>
            <source>Version {version}</source>
            <translation>Version {version}</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>Parlett Table</source>
            <translation>Parlett Table</translation>
        </message>
    </context>
    <context>
        <name>Beginner</name>
        <message>
            <source>A hunch.</source>
            <translation>Ein Bauchgefühl.</translation>
        </message>
        <message>
            <source>A card of a suit I like.</source>
            <translation>Eine Karte aus einer Farbe, die ich mag.</translation>
        </message>
        <message>
            <source>Leading from my hand.</source>
            <translation>Ich spiele aus meiner Hand aus.</translation>
        </message>
        <message>
            <source>Winning the trick as cheaply as I can.</source>
            <translation>Ich nehme den Stich so billig wie möglich.</translation>
        </message>
        <message>
            <source>Throwing my least useful card.</source>
            <translation>Ich werfe meine schwächste Karte ab.</translation>
        </message>
    </context>
    <context>
        <name>CardBacks</name>
        <message>
            <source>Blue lattice</source>
            <translation>Blaues Gitter</translation>
        </message>
        <message>
            <source>Red harlequin</source>
            <translation>Roter Harlekin</translation>
        </message>
        <message>
            <source>Green stripes</source>
            <translation>Grüne Streifen</translation>
        </message>
        <message>
            <source>Charcoal dots</source>
            <translation>Anthrazit-Punkte</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <source>joker</source>
            <translation>Joker</translation>
        </message>
        <message>
            <source>{rank} of {suit}</source>
            <translation>{suit}-{rank}</translation>
        </message>
    </context>
    <context>
        <name>Charts</name>
        <message>
            <source>Your accuracy in each deal the coach looks at will be drawn here.</source>
            <translation>Deine Genauigkeit in jeder analysierten Runde wird hier gezeichnet.</translation>
        </message>
        <message>
            <source>Accuracy per deal</source>
            <translation>Genauigkeit pro Runde</translation>
        </message>
        <message numerus="yes">
            <source>%n deals.</source>
            <translation>
                <numerusform>%n Runde.</numerusform>
                <numerusform>%n Runden.</numerusform>
            </translation>
        </message>
        <message>
            <source>{deals} deals; accuracy, average of the last {window}: {average}.</source>
            <translation>{deals} Runden; Genauigkeit, Schnitt der letzten {window}: {average}.</translation>
        </message>
        <message>
            <source>Deal {number}: accuracy {accuracy}</source>
            <translation>Runde {number}: Genauigkeit {accuracy}</translation>
        </message>
        <message>
            <source>Nothing to show yet.</source>
            <translation>Noch nichts zu zeigen.</translation>
        </message>
        <message>
            <source>won</source>
            <translation>gewonnen</translation>
        </message>
        <message>
            <source>shared</source>
            <translation>geteilt</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>verloren</translation>
        </message>
        <message>
            <source>W</source>
            <translation>G</translation>
        </message>
        <message>
            <source>S</source>
            <translation>T</translation>
        </message>
        <message>
            <source>L</source>
            <translation>V</translation>
        </message>
        <message>
            <source>No finished matches yet.</source>
            <translation>Noch keine beendeten Partien.</translation>
        </message>
        <message>
            <source>Recent results</source>
            <translation>Letzte Ergebnisse</translation>
        </message>
        <message>
            <source>The last {count} matches, oldest first: {words}.</source>
            <translation>Die letzten {count} Partien, älteste zuerst: {words}.</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Siegquote</translation>
        </message>
        <message>
            <source>win rate</source>
            <translation>Siegquote</translation>
        </message>
        <message>
            <source>won</source>
            <comment>the share of deals won, a column heading</comment>
            <translation>Siege</translation>
        </message>
        <message>
            <source>deals</source>
            <comment>the number of deals, a column heading</comment>
            <translation>Runden</translation>
        </message>
        <message>
            <source>How you score in each role will show here.</source>
            <translation>Hier siehst du, wie du in jeder Rolle punktest.</translation>
        </message>
        <message>
            <source>Average score per deal by role</source>
            <translation>Durchschnittliche Punkte pro Runde nach Rolle</translation>
        </message>
        <message>
            <source>{role}: {average} a deal over {deals} deals, {won} won</source>
            <translation>{role}: {average} pro Runde in {deals} Runden, {won} gewonnen</translation>
        </message>
        <message>
            <source>Widen the window to see the roles.</source>
            <translation>Mach das Fenster breiter, um die Rollen zu sehen.</translation>
        </message>
        <message>
            <source>Your score in each deal will be drawn here.</source>
            <translation>Hier wird deine Punktzahl in jeder Runde eingezeichnet.</translation>
        </message>
        <message>
            <source>Score per deal</source>
            <translation>Punkte pro Runde</translation>
        </message>
        <message>
            <source>{deals} deals; average of the last {window}: {average} points.</source>
            <translation>{deals} Runden; Durchschnitt der letzten {window}: {average} Punkte.</translation>
        </message>
        <message>
            <source>Deal {number}: {score} points</source>
            <translation>Runde {number}: {score} Punkte</translation>
        </message>
        <message>
            <source>Average of the last {window}: {average}</source>
            <translation>Durchschnitt der letzten {window}: {average}</translation>
        </message>
    </context>
    <context>
        <name>Claim</name>
        <message>
            <source>Play out the rest</source>
            <translation>Rest durchspielen</translation>
        </message>
        <message>
            <source>Nothing left in this deal can change anyone's score: play it out at once (P)</source>
            <translation>Der Rest dieser Runde ändert an keinem Punktestand mehr etwas: sofort zu Ende spielen (P)</translation>
        </message>
        <message>
            <source>Play out the rest of the deal</source>
            <translation>Den Rest der Runde durchspielen</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message numerus="yes">
            <source>Where every card lay was known then: in %n playouts of the rest, the expert's choice did better in {ahead} and worse in {behind}.</source>
            <translation>
                <numerusform>Wo jede Karte lag, war da bekannt: in %n Durchgang des Rests war die Wahl des Experten in {ahead} besser und in {behind} schlechter.</numerusform>
                <numerusform>Wo jede Karte lag, war da bekannt: in %n Durchgängen des Rests war die Wahl des Experten in {ahead} besser und in {behind} schlechter.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Of %n ways the unseen cards could lie, given what you had seen, the expert's choice did better in {ahead} and worse in {behind}.</source>
            <translation>
                <numerusform>Von %n möglichen Verteilung der unbekannten Karten, passend zu dem, was du gesehen hattest, war die Wahl des Experten in {ahead} besser und in {behind} schlechter.</numerusform>
                <numerusform>Von %n möglichen Verteilungen der unbekannten Karten, passend zu dem, was du gesehen hattest, war die Wahl des Experten in {ahead} besser und in {behind} schlechter.</numerusform>
            </translation>
        </message>
        <message>
            <source>The search prefers {search}; the expert plays {expert}, because the search's lead is too small to tell from its noise, and then the usual play stands.</source>
            <translation>Die Suche bevorzugt {search}; der Experte spielt {expert}, weil der Vorsprung der Suche zu klein ist, um ihn von ihrem Rauschen zu unterscheiden – dann bleibt es beim üblichen Spiel.</translation>
        </message>
        <message>
            <source>The search prefers {search}; the expert plays {expert}, because only that beat the usual play by more than the search's noise.</source>
            <translation>Die Suche bevorzugt {search}; der Experte spielt {expert}, weil nur das die übliche Wahl um mehr als das Rauschen der Suche übertraf.</translation>
        </message>
        <message>
            <source>Nothing the search tried scored more than your choice.</source>
            <translation>Nichts, was die Suche ausprobiert hat, brachte mehr Punkte als deine Wahl.</translation>
        </message>
        <message>
            <source>{better} rather than {chosen}</source>
            <translation>{better} statt {chosen}</translation>
        </message>
        <message>
            <source>{better} looked about {cost} ± {error} points better, too little to tell from the search's noise.</source>
            <translation>{better}: etwa {cost} ± {error} Punkte besser – zu wenig, um es vom Rauschen der Suche zu unterscheiden.</translation>
        </message>
        <message>
            <source>{better} scores about {cost} ± {error} points more on average: where every card lay was known then, and in {worlds} playouts of the rest it did better in {ahead} and worse in {behind}.</source>
            <translation>{better}: im Schnitt etwa {cost} ± {error} Punkte mehr. Wo jede Karte lag, war da bekannt; in {worlds} Durchgängen des Rests war das in {ahead} besser und in {behind} schlechter.</translation>
        </message>
        <message>
            <source>{better} scores about {cost} ± {error} points more on average: of {worlds} ways the unseen cards could lie, given what you had seen, it did better in {ahead} and worse in {behind}.</source>
            <translation>{better}: im Schnitt etwa {cost} ± {error} Punkte mehr. Von {worlds} möglichen Verteilungen der unbekannten Karten, passend zu dem, was du gesehen hattest, war das in {ahead} besser und in {behind} schlechter.</translation>
        </message>
        <message>
            <source>You lead this trick.</source>
            <translation>Du spielst diesen Stich aus.</translation>
        </message>
        <message>
            <source>You lead this trick: any card but a joker, which may be led only from a hand of jokers.</source>
            <translation>Du spielst diesen Stich aus: jede Karte außer einem Joker, der nur aus einer Hand voller Joker ausgespielt werden darf.</translation>
        </message>
        <message>
            <source>{joker} was led: you may play any card.</source>
            <translation>{joker} wurde ausgespielt: Du darfst jede Karte spielen.</translation>
        </message>
        <message>
            <source>Your {card} would snap the trick: you cannot follow, it has the rank of the card led, and a snap beats the whole suit.</source>
            <translation>Mit {card} würdest du den Stich schnappen: Du kannst nicht bedienen, die Karte hat den Rang der ausgespielten, und ein Schnapp schlägt die ganze Farbe.</translation>
        </message>
        <message>
            <source>The joker was led and counts as a trump; you have no {suit}, so you may play any card.</source>
            <translation>Der Joker wurde ausgespielt und zählt als Trumpf; du hast kein {suit}, also darfst du jede Karte spielen.</translation>
        </message>
        <message>
            <source>The joker was led and counts as a trump: play one of your {suit}.</source>
            <translation>Der Joker wurde ausgespielt und zählt als Trumpf: Spiel eine deiner {suit}-Karten.</translation>
        </message>
        <message>
            <source>{suit} were led and the joker is your only trump: you must play it.</source>
            <translation>Trumpf ({suit}) wurde ausgespielt, und der Joker ist dein einziger Trumpf: Du musst ihn spielen.</translation>
        </message>
        <message>
            <source>Follow suit with a {suit}; the joker counts as one.</source>
            <translation>Bekenne Farbe und spiel {suit}; der Joker zählt dazu.</translation>
        </message>
        <message>
            <source>Follow suit with a {suit}.</source>
            <translation>Bekenne Farbe und spiel {suit}.</translation>
        </message>
        <message>
            <source>You have no {suit}, so you may play any card.</source>
            <translation>Du hast kein {suit}, also darfst du jede Karte spielen.</translation>
        </message>
        <message>
            <source>You have no tricks yet.</source>
            <translation>Du hast noch keinen Stich.</translation>
        </message>
        <message>
            <source>You have 1 trick.</source>
            <translation>Du hast 1 Stich.</translation>
        </message>
        <message>
            <source>You have {count} tricks.</source>
            <translation>Du hast {count} Stiche.</translation>
        </message>
        <message>
            <source>showing the {card}</source>
            <translation>{card} zeigen</translation>
        </message>
        <message>
            <source>the {card}</source>
            <translation>{card}</translation>
        </message>
        <message>
            <source>keeping the trick</source>
            <translation>den Stich behalten</translation>
        </message>
        <message>
            <source>giving the trick to {name}</source>
            <translation>den Stich an {name} geben</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>nichts</translation>
        </message>
        <message>
            <source>1 point</source>
            <translation>1 Punkt</translation>
        </message>
        <message>
            <source>{value} points</source>
            <translation>{value} Punkte</translation>
        </message>
        <message>
            <source>Trick {number} of {count} is worth {worth}.</source>
            <translation>Stich {number} von {count} ist {worth} wert.</translation>
        </message>
        <message>
            <source>{first} {now} A trick worth {later} is still to come.</source>
            <translation>{first} {now} Ein Stich im Wert von {later} kommt noch.</translation>
        </message>
        <message>
            <source>{first} {now} No later trick is worth more.</source>
            <translation>{first} {now} Kein späterer Stich ist mehr wert.</translation>
        </message>
        <message>
            <source>Choose a suit card to show (not Polonius, the joker); all three are shown together. A suit shown more than once becomes trump, and a King, Queen or Jack among them makes the aim to be Hamlet: the player who ends with the middle count.</source>
            <translation>Wähle eine Farbkarte zum Zeigen (nicht Polonius, den Joker); alle drei werden gleichzeitig gezeigt. Eine mehrfach gezeigte Farbe wird Trumpf, und ein König, eine Dame oder ein Bube darunter macht es zum Ziel, Hamlet zu sein (Hamlet ist, wer am Ende die mittlere Stichzahl hat).</translation>
        </message>
        <message>
            <source>{first} The aim is to be Hamlet: whoever ends with the middle count (or the count nobody else has) scores ten times over. {have}</source>
            <translation>{first} Ziel ist, Hamlet zu sein: Wer am Ende die mittlere Stichzahl hat (oder die Stichzahl, die sonst niemand hat), bekommt zehnfache Punkte. {have}</translation>
        </message>
        <message>
            <source>{first} The aim is not to be Hamlet: whoever ends with the middle count (or the count nobody else has) scores least, and the other two score ten times over. {have}</source>
            <translation>{first} Ziel ist, nicht Hamlet zu sein: Wer am Ende die mittlere Stichzahl hat (oder die Stichzahl, die sonst niemand hat), punktet am wenigsten, und die anderen beiden bekommen zehnfache Punkte. {have}</translation>
        </message>
        <message>
            <source>Choose a card to propose its suit as trump; all three cards are shown together. If two of them share a suit, those two players become partners and the third is the Hood, who scores most.</source>
            <translation>Wähle eine Karte, deren Farbe du als Trumpf vorschlägst; alle drei Karten werden gleichzeitig gezeigt. Haben zwei davon dieselbe Farbe, werden diese beiden Spieler Partner, und der dritte ist der Hood, der am meisten punktet.</translation>
        </message>
        <message>
            <source>{first} Everyone plays alone: the two who end with equal counts become partners. {counts}</source>
            <translation>{first} Jeder spielt allein: Die beiden, die mit gleicher Stichzahl enden, werden Partner. {counts}</translation>
        </message>
        <message>
            <source>You are {name}'s partner: you both score 10 more if you end with equal counts.</source>
            <translation>Du bist Partner von {name}: Ihr bekommt beide 10 Punkte mehr, wenn ihr mit gleicher Stichzahl endet.</translation>
        </message>
        <message>
            <source>You have {mine} and {name} has {theirs}: catch up.</source>
            <translation>Du hast {mine} und {name} hat {theirs}: Hol auf.</translation>
        </message>
        <message>
            <source>You have {mine} and {name} has {theirs}: let {name} catch up.</source>
            <translation>Du hast {mine} und {name} hat {theirs}: Lass {name} aufholen.</translation>
        </message>
        <message>
            <source>You and {name} are level at {count}: stay level.</source>
            <translation>Du und {name} habt beide {count}: Bleibt gleichauf.</translation>
        </message>
        <message>
            <source>{first} {aim} {where}</source>
            <translation>{first} {aim} {where}</translation>
        </message>
        <message>
            <source>{first} You are the Hood: you win if {partner_1} and {partner_2}, the partners, end with different counts (now {count_1} and {count_2}). An odd count of your own adds 10, and so does matching a partner's.</source>
            <translation>{first} Du bist der Hood: Du gewinnst, wenn {partner_1} und {partner_2}, die Partner, mit verschiedenen Stichzahlen enden (jetzt {count_1} und {count_2}). Eine ungerade eigene Stichzahl bringt 10 mehr, ebenso die gleiche Stichzahl wie ein Partner.</translation>
        </message>
        <message>
            <source>Tell {partner}, your partner, how many tricks you expect to take (everyone hears it), or say nothing.</source>
            <translation>Sag {partner}, deinem Partner, wie viele Stiche du erwartest (alle hören mit), oder sag nichts.</translation>
        </message>
        <message>
            <source>{leader} is about to lead and asks which suit you want: name a suit to lead or to avoid, or say you have no preference.</source>
            <translation>{leader} spielt gleich aus und fragt, welche Farbe du willst: Nenne eine Farbe zum Ausspielen oder zum Meiden, oder sag, dass du keine Vorliebe hast.</translation>
        </message>
        <message>
            <source>{first} You are the soloist, alone against the other two: you win if you end between their counts, if they end level, or with {majority} tricks or more. {have}</source>
            <translation>{first} Du bist der Solist, allein gegen die anderen beiden: Du gewinnst mit einer Stichzahl zwischen ihren, wenn sie gleichauf enden, oder mit {majority} oder mehr Stichen. {have}</translation>
        </message>
        <message>
            <source>{first} You hold a joker, so you are a partner of whoever holds the other one. The soloist wins by ending between the partners' counts, if the partners end level, or with {majority} tricks or more; otherwise you win.</source>
            <translation>{first} Du hast einen Joker, also spielst du mit dem zusammen, der den anderen hat. Der Solist gewinnt mit einer Stichzahl zwischen denen der Partner, wenn die Partner gleichauf enden, oder mit {majority} oder mehr Stichen; sonst gewinnt ihr.</translation>
        </message>
        <message>
            <source>{first} You played a joker, so you are a partner of whoever holds the other one. The soloist wins by ending between the partners' counts, if the partners end level, or with {majority} tricks or more; otherwise you win.</source>
            <translation>{first} Du hast einen Joker gespielt, also spielst du mit dem zusammen, der den anderen hat. Der Solist gewinnt mit einer Stichzahl zwischen denen der Partner, wenn die Partner gleichauf enden, oder mit {majority} oder mehr Stichen; sonst gewinnt ihr.</translation>
        </message>
        <message>
            <source>{first} You and {partner} are partners against {soloist}, the soloist. {soloist} wins by ending between your two counts, if you two end level, or with {majority} tricks or more; otherwise you win.</source>
            <translation>{first} Du und {partner} seid Partner gegen {soloist}, den Solisten. {soloist} gewinnt mit einer Stichzahl zwischen euren beiden, wenn ihr beide gleichauf endet, oder mit {majority} oder mehr Stichen; sonst gewinnt ihr.</translation>
        </message>
        <message>
            <source>{first} You hold no joker: if the other two hold one each, you are the soloist; if one of them holds both, that player is the soloist and you are a partner.</source>
            <translation>{first} Du hast keinen Joker: Haben die anderen beiden je einen, bist du der Solist; hat einer von ihnen beide, ist er der Solist und du bist Partner.</translation>
        </message>
        <message>
            <source>Your joker is in this trick, so you decide who takes it. {counts}</source>
            <translation>Dein Joker liegt in diesem Stich, also entscheidest du, wer ihn bekommt. {counts}</translation>
        </message>
        <message>
            <source>{first} and {second} played the two jokers, so they are the partners and you, the soloist, decide who takes this trick. {counts}</source>
            <translation>{first} und {second} haben die beiden Joker gespielt, sind also die Partner, und du als Solist entscheidest, wer diesen Stich bekommt. {counts}</translation>
        </message>
        <message>
            <source>Your play, looked at again</source>
            <translation>Spielanalyse</translation>
        </message>
        <message>
            <source>Joker</source>
            <translation>Joker</translation>
        </message>
        <message>
            <source>There is nothing to look at yet: the coach looks at your play once a deal is over.</source>
            <translation>Noch nichts zu analysieren: Die Spielanalyse sieht sich dein Spiel an, sobald eine Runde vorbei ist.</translation>
        </message>
        <message>
            <source>Looking at your decisions again…</source>
            <translation>Deine Entscheidungen werden analysiert…</translation>
        </message>
        <message>
            <source>Your play could not be looked at again this time.</source>
            <translation>Dein Spiel konnte diesmal nicht analysiert werden.</translation>
        </message>
        <message numerus="yes">
            <source>You played this deal well: the expert found no clear improvement on any of your %n decisions.</source>
            <translation>
                <numerusform>Gut gespielt: Der Experte fand bei keiner deiner %n Entscheidungen eine klare Verbesserung.</numerusform>
                <numerusform>Gut gespielt: Der Experte fand bei keiner deiner %n Entscheidungen eine klare Verbesserung.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your costliest decision, of {all}:</source>
            <translation>Deine teuerste Entscheidung von {all}:</translation>
        </message>
        <message numerus="yes">
            <source>Your costliest %n decisions, of {all}:</source>
            <translation>
                <numerusform>Deine %n teuerste Entscheidung von {all}:</numerusform>
                <numerusform>Deine %n teuersten Entscheidungen von {all}:</numerusform>
            </translation>
        </message>
        <message>
            <source>The expert is playing the deal again in your seat…</source>
            <translation>Der Experte spielt die Runde noch einmal auf deinem Platz…</translation>
        </message>
        <message>
            <source>Par: the expert would have played every card as you did, for the same {par}.</source>
            <translation>Par: Der Experte hätte jede Karte so gespielt wie du, für dieselben {par}.</translation>
        </message>
        <message>
            <source>Par: the expert would have scored {par} in your seat (you scored {score}); it proposed another card, and from there the others' play may differ too.</source>
            <translation>Par: Der Experte hätte auf deinem Platz {par} erzielt (du: {score}); er hätte eine andere Karte vorgeschlagen, und ab da kann auch das Spiel der anderen anders verlaufen.</translation>
        </message>
        <message>
            <source>Par: the expert would have scored {par} in your seat (you scored {score}); it first chose otherwise in trick {trick}, and from there the others' play may differ too.</source>
            <translation>Par: Der Experte hätte auf deinem Platz {par} erzielt (du: {score}); zum ersten Mal anders entschieden hätte er im {trick}. Stich, und ab da kann auch das Spiel der anderen anders verlaufen.</translation>
        </message>
        <message>
            <source>Your proposal</source>
            <translation>Dein Vorschlag</translation>
        </message>
        <message numerus="yes">
            <source>With %n tricks left</source>
            <translation>
                <numerusform>Noch %n Stich</numerusform>
                <numerusform>Noch %n Stiche</numerusform>
            </translation>
        </message>
        <message>
            <source>At the last trick</source>
            <translation>Beim letzten Stich</translation>
        </message>
        <message>
            <source>Your hand: {cards}</source>
            <translation>Deine Hand: {cards}</translation>
        </message>
        <message>
            <source>The trick so far: {cards}</source>
            <translation>Der Stich bisher: {cards}</translation>
        </message>
        <message>
            <source>You were to lead.</source>
            <translation>Du warst mit dem Ausspiel dran.</translation>
        </message>
        <message>
            <source>You showed the {chosen}; the expert would have shown the {better}.</source>
            <translation>Du hast {chosen} gezeigt; der Experte hätte {better} gezeigt.</translation>
        </message>
        <message>
            <source>You played the {chosen}; the expert would have played the {better}.</source>
            <translation>Du hast {chosen} gespielt; der Experte hätte {better} gespielt.</translation>
        </message>
        <message>
            <source>You kept the trick; the expert would have given it to {better}.</source>
            <translation>Du hast den Stich behalten; der Experte hätte ihn {better} gegeben.</translation>
        </message>
        <message>
            <source>You gave the trick to {chosen}; the expert would have kept it.</source>
            <translation>Du hast den Stich {chosen} gegeben; der Experte hätte ihn behalten.</translation>
        </message>
        <message>
            <source>You gave the trick to {chosen}; the expert would have given it to {better}.</source>
            <translation>Du hast den Stich {chosen} gegeben; der Experte hätte ihn {better} gegeben.</translation>
        </message>
        <message>
            <source>You chose {chosen}; the expert would have chosen {better}.</source>
            <translation>Du hast {chosen} gewählt; der Experte hätte {better} gewählt.</translation>
        </message>
        <message>
            <source>It was worth about {cost} points more on average.</source>
            <translation>Das war im Schnitt etwa {cost} Punkte mehr wert.</translation>
        </message>
        <message>
            <source>The expert's estimate: {cost} ± {error} points, over the ways the unseen cards could lie.</source>
            <translation>Die Schätzung des Experten: {cost} ± {error} Punkte, über die möglichen Verteilungen der unbekannten Karten.</translation>
        </message>
        <message>
            <source>In hindsight, with every hand known, the expert's choice would have scored about {points} points more than yours in this deal.</source>
            <translation>Im Nachhinein, mit allen Händen offen, hätte die Wahl des Experten in dieser Runde etwa {points} Punkte mehr gebracht als deine.</translation>
        </message>
        <message>
            <source>In hindsight, with every hand known, yours would have scored about {points} points more than the expert's in this deal: the cards lay in your favour.</source>
            <translation>Im Nachhinein, mit allen Händen offen, hätte deine Wahl in dieser Runde etwa {points} Punkte mehr gebracht als die des Experten: Die Karten lagen günstig für dich.</translation>
        </message>
        <message>
            <source>In hindsight, with every hand known, both would have scored about the same in this deal.</source>
            <translation>Im Nachhinein, mit allen Händen offen, hätten beide in dieser Runde etwa gleich viel gebracht.</translation>
        </message>
        <message>
            <source>In each hand the card you chose stands raised, and the expert's choice is ringed in gold.</source>
            <translation>In jeder Hand steht die Karte, die du gewählt hast, erhöht, und die Wahl des Experten ist golden umrandet.</translation>
        </message>
        <message>
            <source>Each cost is the expert's estimate over many ways the unseen cards could lie, given only what you had seen then; only clear differences are shown.</source>
            <translation>Jeder Verlust ist die Schätzung des Experten über viele mögliche Verteilungen der unbekannten Karten, nur nach dem, was du damals gesehen hattest; nur deutliche Unterschiede werden gezeigt.</translation>
        </message>
        <message>
            <source>{game}, deal {number}</source>
            <translation>{game}, Runde {number}</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Noch einmal versuchen</translation>
        </message>
        <message>
            <source>This position at the table again, as you saw it then: choose again, then see the answer.</source>
            <translation>Diese Stellung noch einmal am Tisch, so wie du sie damals gesehen hast: wähle neu, dann siehst du die Antwort.</translation>
        </message>
        <message>
            <source>Show in Review</source>
            <translation>Im Rückblick zeigen</translation>
        </message>
        <message>
            <source>The deal in Review at this trick, every hand face up.</source>
            <translation>Die Runde im Rückblick bei diesem Stich, alle Hände offen.</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Deine Hand</translation>
        </message>
        <message>
            <source>The trick so far</source>
            <translation>Der Stich bis dahin</translation>
        </message>
        <message>
            <source>The usual play here, and why: {reason}</source>
            <translation>Der übliche Zug hier, und warum: {reason}</translation>
        </message>
        <message>
            <source>How this was worked out</source>
            <translation>Wie das ermittelt wurde</translation>
        </message>
        <message>
            <source>Shows or hides the search's figures for this decision</source>
            <translation>Zeigt oder verbirgt die Zahlen der Suche zu dieser Entscheidung</translation>
        </message>
    </context>
    <context>
        <name>Controller</name>
        <message>
            <source>First say who takes this trick.</source>
            <translation>Sag zuerst, wer diesen Stich bekommt.</translation>
        </message>
        <message>
            <source>First answer your partner.</source>
            <translation>Antworte zuerst deinem Partner.</translation>
        </message>
        <message>
            <source>The rules choose your proposal: the {card}, top of your longest suit.</source>
            <translation>Die Regeln bestimmen deinen Vorschlag: {card}, die höchste Karte deiner längsten Farbe.</translation>
        </message>
    </context>
    <context>
        <name>Core</name>
        <message>
            <source>You do not hold the {card}.</source>
            <translation>Du hast {card} nicht auf der Hand.</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>Die Runde ist vorbei.</translation>
        </message>
        <message>
            <source>There is no such player at this table.</source>
            <translation>An diesem Tisch gibt es keinen solchen Spieler.</translation>
        </message>
        <message>
            <source>There is no such player to give the trick to.</source>
            <translation>Es gibt keinen solchen Spieler, dem der Stich gegeben werden könnte.</translation>
        </message>
        <message>
            <source>It is not your turn: another player is to propose a card.</source>
            <translation>Du bist nicht dran: Ein anderer Spieler muss eine Karte zeigen.</translation>
        </message>
        <message>
            <source>It is not your turn: another player is to talk.</source>
            <translation>Du bist nicht dran: Ein anderer Spieler muss sprechen.</translation>
        </message>
        <message>
            <source>It is not your turn: another player is to play a card.</source>
            <translation>Du bist nicht dran: Ein anderer Spieler muss eine Karte spielen.</translation>
        </message>
        <message>
            <source>It is not your turn: another player is to say who takes the trick.</source>
            <translation>Du bist nicht dran: Ein anderer Spieler muss sagen, wer den Stich bekommt.</translation>
        </message>
        <message>
            <source>It is not your turn: another player is to act.</source>
            <translation>Du bist nicht dran: Ein anderer Spieler ist am Zug.</translation>
        </message>
        <message>
            <source>Now you must choose a card to show.</source>
            <translation>Jetzt musst du eine Karte zum Zeigen wählen.</translation>
        </message>
        <message>
            <source>Now you must talk to your partner first.</source>
            <translation>Jetzt musst du zuerst mit deinem Partner sprechen.</translation>
        </message>
        <message>
            <source>Now you must play a card.</source>
            <translation>Jetzt musst du eine Karte spielen.</translation>
        </message>
        <message>
            <source>Now you must say who takes the trick.</source>
            <translation>Jetzt musst du sagen, wer den Stich bekommt.</translation>
        </message>
        <message>
            <source>Now you must wait.</source>
            <translation>Jetzt musst du warten.</translation>
        </message>
    </context>
    <context>
        <name>Crescendo</name>
        <message>
            <source>There are no trumps and no partners: each trick's points go to whoever takes it.</source>
            <translation>Es gibt keine Trümpfe und keine Partner: Die Punkte jedes Stichs bekommt, wer ihn macht.</translation>
        </message>
        <message>
            <source>for trick {number}</source>
            <translation>für Stich {number}</translation>
        </message>
        <message>
            <source>In order, the {count} tricks were worth {worth} points.</source>
            <translation>Der Reihe nach waren die {count} Stiche {worth} Punkte wert.</translation>
        </message>
    </context>
    <context>
        <name>CrescendoHints</name>
        <message>
            <source>This is your only legal card.</source>
            <translation>Das ist deine einzige erlaubte Karte.</translation>
        </message>
        <message>
            <source>Play the {name}: this trick is worth nothing, and the card is of little use later.</source>
            <translation>Spiel {name}: Dieser Stich ist nichts wert, und die Karte nützt dir später wenig.</translation>
        </message>
        <message>
            <source>Snap with the {name}: a card of the rank led beats the whole suit led, and this trick is {worth}.</source>
            <translation>Schnapp mit {name}: Eine Karte vom ausgespielten Rang schlägt die ganze ausgespielte Farbe, und dieser Stich ist {worth}.</translation>
        </message>
        <message>
            <source>Take this trick cheaply with the {name}: it is {worth}.</source>
            <translation>Nimm diesen Stich billig mit {name}: Er ist {worth}.</translation>
        </message>
        <message>
            <source>Win this trick with the {name}: no later trick is worth more than this one.</source>
            <translation>Gewinne diesen Stich mit {name}: Kein späterer Stich ist mehr wert als dieser.</translation>
        </message>
        <message>
            <source>Win this trick with the {name}: you have strong cards to spare for the later tricks.</source>
            <translation>Gewinne diesen Stich mit {name}: Du hast genug starke Karten für die späteren Stiche übrig.</translation>
        </message>
        <message>
            <source>Win this trick with the {name}: it is {worth}, close to the best a later trick offers.</source>
            <translation>Gewinne diesen Stich mit {name}: Er ist {worth}, fast so viel, wie ein späterer Stich bestenfalls bringt.</translation>
        </message>
        <message>
            <source>Save your {saved}: later tricks are worth up to {best_later} points, and this one is {worth}.</source>
            <translation>Heb dir {saved} auf: Spätere Stiche sind bis zu {best_later} Punkte wert, und dieser ist {worth}.</translation>
        </message>
        <message>
            <source>Lead the {name} and save your {saved}: later tricks are worth up to {best_later} points, and this one is {worth}.</source>
            <translation>Spiel {name} aus und heb dir {saved} auf: Spätere Stiche sind bis zu {best_later} Punkte wert, und dieser ist {worth}.</translation>
        </message>
        <message>
            <source>Lead the {name}: this trick is {worth}, so keep your strength for later.</source>
            <translation>Spiel {name} aus: Dieser Stich ist {worth}, also spar dir deine Stärke für später.</translation>
        </message>
        <message>
            <source>Play low: your cards that could win this trick would probably be beaten.</source>
            <translation>Spiel niedrig: Deine Karten, die diesen Stich gewinnen könnten, würden wahrscheinlich geschlagen.</translation>
        </message>
        <message>
            <source>Play low: you cannot win this trick, so keep your higher {suit}.</source>
            <translation>Spiel niedrig: Du kannst diesen Stich nicht gewinnen, also behalte deine höheren {suit}-Karten.</translation>
        </message>
        <message>
            <source>Throw the {name}: with no {suit} left you may snap when they are led.</source>
            <translation>Wirf {name} ab: Ohne {suit} kannst du schnappen, wenn die Farbe ausgespielt wird.</translation>
        </message>
        <message>
            <source>Throw the {name}: it has little chance of taking a trick later.</source>
            <translation>Wirf {name} ab: Mit dieser Karte machst du später kaum einen Stich.</translation>
        </message>
        <message>
            <source>worth nothing</source>
            <translation>nichts wert</translation>
        </message>
        <message>
            <source>worth {points} points</source>
            <translation>{points} Punkte wert</translation>
        </message>
        <message>
            <source>worth only 1 point</source>
            <translation>nur 1 Punkt wert</translation>
        </message>
    </context>
    <context>
        <name>Daily</name>
        <message>
            <source>Not played yet today.</source>
            <translation>Heute noch nicht gespielt.</translation>
        </message>
        <message>
            <source>You scored {score}.</source>
            <translation>Du hast {score} erzielt.</translation>
        </message>
        <message>
            <source>You scored {score}; par was {par}.</source>
            <translation>Du hast {score} erzielt; Par war {par}.</translation>
        </message>
        <message>
            <source>Accuracy {accuracy}.</source>
            <translation>Genauigkeit {accuracy}.</translation>
        </message>
        <message numerus="yes">
            <source>%n days in a row.</source>
            <translation>
                <numerusform>%n Tag in Folge.</numerusform>
                <numerusform>%n Tage in Folge.</numerusform>
            </translation>
        </message>
        <message>
            <source>No days in a row now.</source>
            <translation>Zurzeit keine Serie.</translation>
        </message>
        <message>
            <source>Best accuracy {accuracy}.</source>
            <translation>Beste Genauigkeit {accuracy}.</translation>
        </message>
        <message>
            <source>Deal of the day</source>
            <translation>Runde des Tages</translation>
        </message>
        <message>
            <source>One deal of each game a day, the same on every computer: play it, compare with friends, and see what the expert would have scored in your seat (par). Only your first play of it counts.</source>
            <translation>Jeden Tag eine Runde jedes Spiels, auf jedem Computer dieselbe: Spiel sie, vergleiche dich mit Freunden und sieh, was der Experte auf deinem Platz erzielt hätte (Par). Nur dein erstes Spiel zählt.</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Spielen</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Noch einmal spielen</translation>
        </message>
        <message>
            <source>Play today's {game} deal</source>
            <translation>Die heutige {game}-Runde spielen</translation>
        </message>
        <message>
            <source>deal of the day</source>
            <translation>Runde des Tages</translation>
        </message>
        <message>
            <source>Today's {game} deal: your first play of it counts. The same cards are dealt on every computer today, so friends can compare.</source>
            <translation>Die heutige {game}-Runde: Dein erstes Spiel zählt. Heute werden auf jedem Computer dieselben Karten gegeben, so könnt ihr euch vergleichen.</translation>
        </message>
        <message>
            <source>You played today's {game} deal already (you scored {score}): this time is practice.</source>
            <translation>Du hast die heutige {game}-Runde schon gespielt ({score} Punkte): Diesmal ist es Übung.</translation>
        </message>
        <message>
            <source>Play today's {game} deal?</source>
            <translation>Die heutige {game}-Runde spielen?</translation>
        </message>
        <message>
            <source>Your {game} match is in progress, in deal {deal}. It is set aside, not lost, while you play the deal of the day: it comes back after that deal, or from Game ▸ Resume my match.</source>
            <translation>Deine {game}-Partie läuft noch, in Runde {deal}. Sie wird beiseitegelegt, nicht verloren, während du die Runde des Tages spielst: Sie kommt nach dieser Runde zurück, oder über Spiel ▸ Meine Partie fortsetzen.</translation>
        </message>
        <message>
            <source>&amp;Play the deal of the day</source>
            <translation>Runde des Tages &amp;spielen</translation>
        </message>
        <message>
            <source>&amp;Continue my match</source>
            <translation>Meine Partie &amp;weiterspielen</translation>
        </message>
        <message>
            <source>Par for today's deal: the expert would have scored {par} in your seat; you scored {score}.</source>
            <translation>Par der heutigen Runde: Der Experte hätte auf deinem Platz {par} erzielt; du hast {score} erzielt.</translation>
        </message>
        <message>
            <source>Today's deal could not be kept in your history: {why}</source>
            <translation>Die heutige Runde konnte nicht in deinem Verlauf gespeichert werden: {why}</translation>
        </message>
    </context>
    <context>
        <name>Decks</name>
        <message>
            <source>The {deck} deck could not be loaded ({problem}); the Clear deck is in use.</source>
            <translation>Das Kartenbild „{deck}“ konnte nicht geladen werden ({problem}); stattdessen wird „Klar“ verwendet.</translation>
        </message>
    </context>
    <context>
        <name>Desktop</name>
        <message>
            <source>Parlett Table</source>
            <translation>Parlett Table</translation>
        </message>
        <message>
            <source>Card Games</source>
            <translation>Kartenspiele</translation>
        </message>
        <message>
            <source>Play David Parlett's trick-taking card games against computer players</source>
            <translation>David Parletts Stichspiele gegen Computerspieler spielen</translation>
        </message>
        <message>
            <source>cards;card game;trick-taking;tricks;Parlett;Hoodwink;Crescendo;Who's Who;Hamlet;</source>
            <comment>the menu's search words: a semicolon after each word or phrase</comment>
            <translation>Karten;Kartenspiel;Stichspiel;Stiche;Parlett;Hoodwink;Crescendo;Who's Who;Hamlet;</translation>
        </message>
        <message>
            <source>Play David Parlett's trick-taking card games</source>
            <translation>David Parletts Stichspiele spielen</translation>
        </message>
        <message>
            <source>Parlett Table deals four original trick-taking games by the card-game author David Parlett at a desktop card table, with computer players in the other seats. Learn the rules as you play, and keep your totals from one session to the next.</source>
            <translation>An einem Kartentisch auf dem Bildschirm spielst du vier Stichspiele, die der Kartenspielautor David Parlett erfunden hat, mit Computerspielern auf den anderen Plätzen. Du lernst die Regeln beim Spielen, und deine Punktstände bleiben von einer Sitzung zur nächsten erhalten.</translation>
        </message>
        <message>
            <source>Four levels of computer player, from beginner to an expert that searches over the deals consistent with what it has seen, and never peeks at hidden cards. Cards you may play are raised, a shaded card tells you why it cannot be played, and a hint is one click away. Every deal has a number, so a friend can play the same cards.</source>
            <translation>Computerspieler in vier Stufen, vom Anfänger bis zum Experten, der die Verteilungen durchrechnet, die zu dem passen, was er gesehen hat, und nie in verdeckte Karten schaut. Karten, die du spielen darfst, sind angehoben, eine ausgegraute Karte sagt dir, warum sie nicht gespielt werden kann, und ein Tipp ist nur einen Klick entfernt. Jede Runde hat eine Nummer, so kann ein Freund dieselben Karten spielen.</translation>
        </message>
        <message>
            <source>Hoodwink (3 players): the cards shown before play decide trump and who partners whom</source>
            <translation>Hoodwink (3 Spieler): Die vor dem Spiel gezeigten Karten bestimmen Trumpf und wer mit wem spielt</translation>
        </message>
        <message>
            <source>Crescendo (2 to 5 players): no trumps, snap a trick with the rank led, and tricks rise in value as the deal goes on</source>
            <translation>Crescendo (2 bis 5 Spieler): ohne Trumpf, schnapp dir einen Stich mit dem ausgespielten Rang, und die Stiche werden im Lauf der Runde mehr wert</translation>
        </message>
        <message>
            <source>Who's Who (3 players): the second-highest card wins, and hidden jokers decide the partnerships</source>
            <translation>Who's Who (3 Spieler): Die zweithöchste Karte gewinnt, und verdeckte Joker entscheiden, wer mit wem spielt</translation>
        </message>
        <message>
            <source>Hamlet (3 players): the cards shown decide trump and whether the middle trick count is the one to be, or not to be</source>
            <translation>Hamlet (3 Spieler): Die gezeigten Karten bestimmen Trumpf und ob die mittlere Stichzahl die richtige ist – Sein oder Nichtsein</translation>
        </message>
        <message>
            <source>A Hoodwink deal in progress, with your hand at the bottom and two computer players</source>
            <translation>Eine laufende Runde Hoodwink, mit deiner Hand unten und zwei Computerspielern</translation>
        </message>
        <message>
            <source>The result of a deal: tricks, roles and every player's score</source>
            <translation>Das Ergebnis einer Runde: Stiche, Rollen und die Punkte jedes Spielers</translation>
        </message>
        <message>
            <source>Your totals and history across sessions</source>
            <translation>Deine Punktstände und dein Verlauf über alle Sitzungen</translation>
        </message>
        <message>
            <source>cards</source>
            <translation>Karten</translation>
        </message>
        <message>
            <source>card game</source>
            <translation>Kartenspiel</translation>
        </message>
        <message>
            <source>trick-taking</source>
            <translation>Stichspiel</translation>
        </message>
        <message>
            <source>Hoodwink</source>
            <translation>Hoodwink</translation>
        </message>
        <message>
            <source>Crescendo</source>
            <translation>Crescendo</translation>
        </message>
        <message>
            <source>Hamlet</source>
            <translation>Hamlet</translation>
        </message>
        <message>
            <source>Parlett Table deal record</source>
            <translation>Rundenprotokoll von Parlett Table</translation>
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <source>Clear (large indices)</source>
            <translation>Klar (große Indizes)</translation>
        </message>
        <message>
            <source>Classic</source>
            <translation>Klassisch</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Optionen</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Gegner</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>Problem</translation>
        </message>
        <message>
            <source>&amp;Deal</source>
            <translation>&amp;Geben</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Anzahl der Spieler</translation>
        </message>
        <message>
            <source>Read the &amp;rules…</source>
            <translation>&amp;Regeln lesen…</translation>
        </message>
        <message>
            <source>The rules of this game, with examples</source>
            <translation>Die Regeln dieses Spiels, mit Beispielen</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <source>&amp;Players</source>
            <translation>S&amp;pieler</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Runde</translation>
        </message>
        <message>
            <source>&amp;Random deal</source>
            <translation>&amp;Zufällig gemischt</translation>
        </message>
        <message>
            <source>Deal &amp;number</source>
            <translation>Runden&amp;nummer</translation>
        </message>
        <message>
            <source>e.g. 4217</source>
            <translation>z. B. 4217</translation>
        </message>
        <message>
            <source>Deal number</source>
            <translation>Rundennummer</translation>
        </message>
        <message>
            <source>&amp;Practice: you may undo your cards (counted apart in your totals)</source>
            <translation>Ü&amp;bungspartie: Karten zurücknehmen erlaubt (getrennt gezählt)</translation>
        </message>
        <message numerus="yes">
            <source>%n players</source>
            <translation>
                <numerusform>%n Spieler</numerusform>
                <numerusform>%n Spieler</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} (on your left)</source>
            <translation>{name} (links von dir)</translation>
        </message>
        <message>
            <source>{name} (on your right)</source>
            <translation>{name} (rechts von dir)</translation>
        </message>
        <message>
            <source>{name} (opposite)</source>
            <translation>{name} (gegenüber)</translation>
        </message>
        <message>
            <source>{name}'s level</source>
            <translation>Stufe von {name}</translation>
        </message>
        <message>
            <source>The deal number must be a whole number from 1 to {most}.</source>
            <translation>Die Rundennummer muss eine ganze Zahl von 1 bis {most} sein.</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <source>The system's language</source>
            <translation>Sprache des Systems</translation>
        </message>
        <message>
            <source>Used from the next start of Parlett Table</source>
            <translation>Gilt ab dem nächsten Start von Parlett Table</translation>
        </message>
        <message>
            <source>&amp;Language (from the next start)</source>
            <translation>&amp;Sprache (ab dem nächsten Start)</translation>
        </message>
        <message>
            <source>Sound</source>
            <translation>Ton</translation>
        </message>
        <message>
            <source>Names</source>
            <translation>Namen</translation>
        </message>
        <message>
            <source>Your &amp;name</source>
            <translation>Dein &amp;Name</translation>
        </message>
        <message>
            <source>Opponent {number}</source>
            <translation>Gegner {number}</translation>
        </message>
        <message>
            <source>&amp;Opponents</source>
            <translation>&amp;Gegner</translation>
        </message>
        <message>
            <source>The table</source>
            <translation>Der Tisch</translation>
        </message>
        <message>
            <source>How long the cards shown at the start of a Hoodwink or Hamlet deal stay turned up (not at all with animations off)</source>
            <translation>Wie lange die zu Beginn einer Runde Hoodwink oder Hamlet gezeigten Karten offen liegen bleiben (ohne Animationen gar nicht)</translation>
        </message>
        <message>
            <source>High cards first</source>
            <translation>Hohe Karten zuerst</translation>
        </message>
        <message>
            <source>Low cards first</source>
            <translation>Niedrige Karten zuerst</translation>
        </message>
        <message>
            <source>Four-colour suits (blue diamonds, green clubs)</source>
            <translation>Vierfarbenblatt (blaues Karo, grünes Kreuz)</translation>
        </message>
        <message>
            <source>Sort my hand by suit, trumps first</source>
            <translation>Meine Hand nach Farben sortieren, Trümpfe zuerst</translation>
        </message>
        <message>
            <source>Larger cards and text on the table, as far as the window has room</source>
            <translation>Größere Karten und Schrift auf dem Tisch, soweit das Fenster Platz hat</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>&amp;Animationstempo</translation>
        </message>
        <message>
            <source>Finished trick &amp;stays</source>
            <translation>Stich bleibt &amp;liegen</translation>
        </message>
        <message>
            <source>Cards s&amp;hown stay</source>
            <translation>Gezeigte Karten &amp;bleiben</translation>
        </message>
        <message>
            <source>Card &amp;deck</source>
            <translation>&amp;Kartenbild</translation>
        </message>
        <message>
            <source>Card o&amp;rder</source>
            <translation>Kartenreihen&amp;folge</translation>
        </message>
        <message>
            <source>Cards and te&amp;xt</source>
            <translation>Karten und Te&amp;xt</translation>
        </message>
        <message>
            <source>Help while playing</source>
            <translation>Hilfe beim Spielen</translation>
        </message>
        <message>
            <source>Show what to do now on the table</source>
            <translation>Auf dem Tisch zeigen, was jetzt zu tun ist</translation>
        </message>
        <message>
            <source>Play a card automatically when it is the only one allowed</source>
            <translation>Eine Karte automatisch spielen, wenn sie die einzige erlaubte ist</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>Expert's &amp;thinking time</source>
            <translation>&amp;Bedenkzeit des Experten</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Punkteblatt</translation>
        </message>
        <message>
            <source>Deal {number}</source>
            <translation>Runde {number}</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <source>{name}: {total} in all</source>
            <translation>{name}: {total} insgesamt</translation>
        </message>
        <message>
            <source>Scores by deal</source>
            <translation>Punkte nach Runden</translation>
        </message>
        <message>
            <source>&amp;Review this deal</source>
            <translation>Runde im &amp;Rückblick ansehen</translation>
        </message>
        <message>
            <source>{game} with {players} players, played until someone reaches {target} points.</source>
            <translation>{game} mit {players} Spielern, gespielt, bis jemand {target} Punkte erreicht.</translation>
        </message>
        <message numerus="yes">
            <source>{game} with {players} players, played over %n deals.</source>
            <translation>
                <numerusform>{game} mit {players} Spielern, gespielt über %n Runde.</numerusform>
                <numerusform>{game} mit {players} Spielern, gespielt über %n Runden.</numerusform>
            </translation>
        </message>
        <message>
            <source>Deal numbers start at {seed}.</source>
            <translation>Die Rundennummern beginnen bei {seed}.</translation>
        </message>
        <message>
            <source>No deal has been finished yet.</source>
            <translation>Noch keine Runde beendet.</translation>
        </message>
        <message>
            <source>Winner: {who}, with {total}.</source>
            <translation>Sieger: {who}, mit {total}.</translation>
        </message>
        <message>
            <source>Shared win: {who}, with {total} each.</source>
            <translation>Geteilter Sieg: {who}, mit je {total}.</translation>
        </message>
        <message>
            <source>In the lead: {who}, with {total}.</source>
            <translation>In Führung: {who}, mit {total}.</translation>
        </message>
        <message>
            <source>In the lead: {who}, with {total} each.</source>
            <translation>In Führung: {who}, mit je {total}.</translation>
        </message>
    </context>
    <context>
        <name>Effects</name>
        <message>
            <source>Lead the {card}: no higher {noun} is still out.</source>
            <translation>Spiel {card} aus: Kein höheres {noun} ist mehr im Spiel.</translation>
        </message>
        <message>
            <source>Lead the {card}, your lowest {noun}: your {kept} stays for later.</source>
            <translation>Spiel {card} aus, dein niedrigstes {noun}: {kept} bleibt dir für später.</translation>
        </message>
        <message>
            <source>Lead the {card}.</source>
            <translation>Spiel {card} aus.</translation>
        </message>
        <message>
            <source>Play the {card}: you then decide who takes the trick.</source>
            <translation>Spiel {card}: Dann entscheidest du, wer den Stich bekommt.</translation>
        </message>
        <message>
            <source>Play the {card}: it takes the trick.</source>
            <translation>Spiel {card}: Damit machst du den Stich.</translation>
        </message>
        <message>
            <source>Play the {card}: it wins the trick for now, and your {kept} stays for later.</source>
            <translation>Spiel {card}: Damit liegst du im Stich vorn, und {kept} bleibt dir für später.</translation>
        </message>
        <message>
            <source>Play the {card}: it wins the trick for now.</source>
            <translation>Spiel {card}: Damit liegst du im Stich vorn.</translation>
        </message>
        <message>
            <source>Play the {card}: it leaves the trick to {player}, and your {kept} stays for later.</source>
            <translation>Spiel {card}: Damit bleibt der Stich bei {player}, und {kept} bleibt dir für später.</translation>
        </message>
        <message>
            <source>Play the {card}: it leaves the trick to {player}.</source>
            <translation>Spiel {card}: Damit bleibt der Stich bei {player}.</translation>
        </message>
        <message>
            <source>The {card} was the highest {noun} still out.</source>
            <translation>{card} war das höchste {noun}, das noch im Spiel war.</translation>
        </message>
        <message>
            <source>The {card} was your lowest {noun}, and kept your {kept} for later.</source>
            <translation>{card} war dein niedrigstes {noun} und hätte dir {kept} für später gelassen.</translation>
        </message>
        <message>
            <source>The {card} would have let you decide who takes the trick.</source>
            <translation>Mit {card} hättest du entschieden, wer den Stich bekommt.</translation>
        </message>
        <message>
            <source>The {card} would have taken the trick.</source>
            <translation>Mit {card} hättest du den Stich gemacht.</translation>
        </message>
        <message>
            <source>The {card} would have won the trick for the moment, and kept your {kept} for later.</source>
            <translation>Mit {card} hättest du im Stich vorn gelegen und {kept} für später behalten.</translation>
        </message>
        <message>
            <source>The {card} would have won the trick for the moment.</source>
            <translation>Mit {card} hättest du im Stich vorn gelegen.</translation>
        </message>
        <message>
            <source>The {card} would have left the trick to {player}, and kept your {kept} for later.</source>
            <translation>Mit {card} wäre der Stich bei {player} geblieben, und du hättest {kept} für später behalten.</translation>
        </message>
        <message>
            <source>The {card} would have left the trick to {player}.</source>
            <translation>Mit {card} wäre der Stich bei {player} geblieben.</translation>
        </message>
    </context>
    <context>
        <name>ErrorNotice</name>
        <message>
            <source>“{command}” did not work: something went wrong inside Parlett Table.</source>
            <translation>„{command}“ hat nicht geklappt: In Parlett Table ist etwas schiefgegangen.</translation>
        </message>
        <message>
            <source>Something went wrong inside Parlett Table, and what you asked for may not have been done.</source>
            <translation>In Parlett Table ist etwas schiefgegangen, und was du wolltest, ist vielleicht nicht geschehen.</translation>
        </message>
        <message>
            <source>You can carry on: your match is kept. If it happens again, {help} ▸ {log} shows the details to send with a report.</source>
            <translation>Du kannst weiterspielen: Deine Partie bleibt erhalten. Passiert es wieder, zeigt {help} ▸ {log} die Einzelheiten, die du mit einer Meldung schicken kannst.</translation>
        </message>
        <message>
            <source>Something went wrong</source>
            <translation>Etwas ist schiefgegangen</translation>
        </message>
        <message numerus="yes">
            <source>It has happened %n times since this notice appeared.</source>
            <translation>
                <numerusform>Seit dieser Hinweis erschien, ist es %n-mal passiert.</numerusform>
                <numerusform>Seit dieser Hinweis erschien, ist es %n-mal passiert.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Expert</name>
        <message>
            <source>It is your only choice.</source>
            <translation>Du hast keine andere Wahl.</translation>
        </message>
        <message>
            <source>Searched over the ways the unseen cards could lie, it scores about {mean} points more than the usual play here.</source>
            <translation>Über die möglichen Verteilungen der unbekannten Karten gerechnet, bringt das etwa {mean} Punkte mehr als der übliche Zug hier.</translation>
        </message>
        <message>
            <source>Searched over the ways the unseen cards could lie, it scores a little more than the usual play here.</source>
            <translation>Über die möglichen Verteilungen der unbekannten Karten gerechnet, bringt das etwas mehr als der übliche Zug hier.</translation>
        </message>
        <message>
            <source>Where every card lies is known: played out {ways} times from here, it came out ahead of the usual play ({usual}) in {better} and behind in {worse}.</source>
            <translation>Wo jede Karte liegt, ist bekannt: {ways}-mal von hier zu Ende gespielt, lag dieser Zug gegenüber dem üblichen ({usual}) {better}-mal vorn und {worse}-mal hinten.</translation>
        </message>
        <message>
            <source>Tried in {ways} ways the unseen cards could lie, given what you have seen, it came out ahead of the usual play ({usual}) in {better} and behind in {worse}.</source>
            <translation>Durchgespielt mit {ways} möglichen Verteilungen der unbekannten Karten, passend zu dem, was du gesehen hast, lag dieser Zug gegenüber dem üblichen ({usual}) in {better} vorn und in {worse} hinten.</translation>
        </message>
        <message>
            <source>Keep this trick.</source>
            <translation>Behalte diesen Stich.</translation>
        </message>
        <message>
            <source>Give this trick to {to}.</source>
            <translation>Gib diesen Stich {to}.</translation>
        </message>
        <message>
            <source>Show the {card}.</source>
            <translation>Zeig {card}.</translation>
        </message>
        <message>
            <source>Do this rather than what the usual rules suggest.</source>
            <translation>Mach diesen Zug statt des Zugs, den die üblichen Regeln nahelegen.</translation>
        </message>
    </context>
    <context>
        <name>Felts</name>
        <message>
            <source>Green</source>
            <translation>Grün</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Blau</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Rot</translation>
        </message>
        <message>
            <source>Grey</source>
            <translation>Grau</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Dunkel</translation>
        </message>
    </context>
    <context>
        <name>Friends</name>
        <message>
            <source>{name} lost the connection: the table waits for them.</source>
            <translation>{name} hat die Verbindung verloren: Der Tisch wartet.</translation>
        </message>
        <message>
            <source>{name} is away: a computer player plays for them until they come back.</source>
            <translation>{name} ist weg: Ein Computerspieler spielt für diese Person, bis sie zurückkommt.</translation>
        </message>
        <message>
            <source>{name} is back.</source>
            <translation>{name} ist zurück.</translation>
        </message>
        <message>
            <source>{name} left the table: a computer player takes the seat.</source>
            <translation>{name} hat den Tisch verlassen: Ein Computerspieler übernimmt den Platz.</translation>
        </message>
        <message>
            <source>Computer {seat}</source>
            <translation>Computer {seat}</translation>
        </message>
        <message>
            <source>The connection to the table was lost: reconnecting…</source>
            <translation>Die Verbindung zum Tisch ist unterbrochen: verbinde neu…</translation>
        </message>
        <message>
            <source>Back at the table.</source>
            <translation>Wieder am Tisch.</translation>
        </message>
        <message>
            <source>The table could not be reached again.</source>
            <translation>Der Tisch ist nicht mehr erreichbar.</translation>
        </message>
        <message>
            <source>Hints and undo are off at a table with other people.</source>
            <translation>An einem Tisch mit anderen Menschen gibt es keine Tipps und kein Zurücknehmen.</translation>
        </message>
        <message>
            <source>{name}: {text}</source>
            <translation>{name}: {text}</translation>
        </message>
        <message>
            <source>Chat</source>
            <translation>Chat</translation>
        </message>
        <message>
            <source>Chat at the table</source>
            <translation>Chat am Tisch</translation>
        </message>
        <message>
            <source>What was said at the table</source>
            <translation>Was am Tisch gesagt wurde</translation>
        </message>
        <message>
            <source>Say something to the table</source>
            <translation>Sag etwas in die Runde</translation>
        </message>
        <message>
            <source>Your line</source>
            <translation>Deine Nachricht</translation>
        </message>
        <message>
            <source>&amp;Send</source>
            <translation>&amp;Senden</translation>
        </message>
        <message>
            <source>Create a table</source>
            <translation>Tisch eröffnen</translation>
        </message>
        <message>
            <source>A table for friends</source>
            <translation>Ein Tisch für Freunde</translation>
        </message>
        <message>
            <source>&amp;Server</source>
            <translation>&amp;Server</translation>
        </message>
        <message>
            <source>Your &amp;name</source>
            <translation>Dein &amp;Name</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <source>&amp;Players</source>
            <translation>S&amp;pieler</translation>
        </message>
        <message>
            <source>Computer players</source>
            <translation>Computerspieler</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Optionen</translation>
        </message>
        <message>
            <source>Seat {seat}: the computer player's level, if nobody takes the seat</source>
            <translation>Platz {seat}: Stufe des Computerspielers, falls niemand den Platz einnimmt</translation>
        </message>
        <message>
            <source>Seat {seat}</source>
            <translation>Platz {seat}</translation>
        </message>
        <message>
            <source>Join a table</source>
            <translation>Einem Tisch beitreten</translation>
        </message>
        <message>
            <source>A friend's table</source>
            <translation>Der Tisch eines Freundes</translation>
        </message>
        <message>
            <source>the code or the link you were sent</source>
            <translation>der Code oder Link, den du bekommen hast</translation>
        </message>
        <message>
            <source>&amp;Code or link</source>
            <translation>&amp;Code oder Link</translation>
        </message>
        <message>
            <source>open: a computer player ({level}) if nobody comes</source>
            <translation>frei: ein Computerspieler ({level}), falls niemand kommt</translation>
        </message>
        <message>
            <source>{name}: a computer player ({level})</source>
            <translation>{name}: ein Computerspieler ({level})</translation>
        </message>
        <message>
            <source>{name} (you)</source>
            <translation>{name} (du)</translation>
        </message>
        <message>
            <source>{name}: connection lost, coming back…</source>
            <translation>{name}: Verbindung verloren, kommt zurück…</translation>
        </message>
        <message>
            <source>{name}: away, a computer player ({level}) plays for them</source>
            <translation>{name}: abwesend, ein Computerspieler ({level}) spielt für diese Person</translation>
        </message>
        <message>
            <source>{name}: left, a computer player ({level}) plays the seat</source>
            <translation>{name}: gegangen, ein Computerspieler ({level}) spielt den Platz</translation>
        </message>
        <message>
            <source>Table with friends</source>
            <translation>Tisch mit Freunden</translation>
        </message>
        <message>
            <source>Connecting…</source>
            <translation>Verbinde…</translation>
        </message>
        <message>
            <source>&amp;Copy the link</source>
            <translation>Link &amp;kopieren</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Starten</translation>
        </message>
        <message>
            <source>Table code: {code}</source>
            <translation>Tisch-Code: {code}</translation>
        </message>
        <message>
            <source>Send the code or the link to your friends.</source>
            <translation>Schick den Code oder den Link an deine Freunde.</translation>
        </message>
        <message>
            <source>Waiting for the table's creator to start.</source>
            <translation>Warte, bis der Gastgeber des Tisches startet.</translation>
        </message>
        <message>
            <source>The server said: {message}</source>
            <translation>Der Server meldet: {message}</translation>
        </message>
        <message>
            <source>No table server answered at that address.</source>
            <translation>Unter dieser Adresse hat kein Tisch-Server geantwortet.</translation>
        </message>
        <message>
            <source>Reconnecting…</source>
            <translation>Verbinde neu…</translation>
        </message>
        <message>
            <source>You were at a table with friends. Go back to it?</source>
            <translation>Du warst an einem Tisch mit Freunden. Zurück an den Tisch?</translation>
        </message>
        <message>
            <source>Your turn at the table with friends.</source>
            <translation>Du bist am Zug am Tisch mit Freunden.</translation>
        </message>
    </context>
    <context>
        <name>Game</name>
        <message>
            <source>You must follow suit: you hold a {suit}.</source>
            <translation>Du musst Farbe bekennen: Du hast noch {suit}.</translation>
        </message>
        <message>
            <source>{joker} may be played only when you cannot follow suit: you hold a {suit}.</source>
            <translation>{joker} darf nur gespielt werden, wenn du nicht bedienen kannst: Du hast noch {suit}.</translation>
        </message>
        <message>
            <source>Partner talk is not part of this game.</source>
            <translation>Partnergespräche gibt es in diesem Spiel nicht.</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>Target score</source>
            <translation>Zielpunktzahl</translation>
        </message>
        <message>
            <source>The match ends after the deal in which someone reaches this total.</source>
            <translation>Die Partie endet nach der Runde, in der jemand diese Summe erreicht.</translation>
        </message>
        <message>
            <source>A joker</source>
            <translation>Ein Joker</translation>
        </message>
        <message>
            <source>Two to five players, no trumps; snap a trick by matching the rank led, and save strength for the valuable late tricks.</source>
            <translation>Zwei bis fünf Spieler, ohne Trumpf; schnapp dir einen Stich mit dem ausgespielten Rang, und spar deine Stärke für die wertvollen späten Stiche.</translation>
        </message>
        <message>
            <source>Last trick worth 10 (5 players)</source>
            <translation>Letzter Stich zählt 10 (5 Spieler)</translation>
        </message>
        <message>
            <source>With five players, the tenth trick is worth 10 instead of 7.</source>
            <translation>Bei fünf Spielern ist der zehnte Stich 10 statt 7 wert.</translation>
        </message>
        <message>
            <source>Three players; the cards shown decide trump and whether the middle count is the one to have or to avoid.</source>
            <translation>Drei Spieler; die gezeigten Karten bestimmen Trumpf und ob man die mittlere Stichzahl haben oder meiden muss.</translation>
        </message>
        <message>
            <source>Polonius</source>
            <translation>Polonius</translation>
        </message>
        <message>
            <source>Three players; the cards shown decide trump and who partners whom, and the Hood tries to unbalance the partners.</source>
            <translation>Drei Spieler; die gezeigten Karten bestimmen Trumpf und wer mit wem spielt, und der Hood versucht, die Partner auseinanderzubringen.</translation>
        </message>
        <message>
            <source>Trump proposals</source>
            <translation>Trumpfvorschläge</translation>
        </message>
        <message>
            <source>Free: show any suit card. Longest: everyone must show the top card of their longest suit.</source>
            <translation>Frei: beliebige Farbkarte zeigen. Längste: Jeder muss die höchste Karte seiner längsten Farbe zeigen.</translation>
        </message>
        <message>
            <source>Show any suit card you like.</source>
            <translation>Zeig eine beliebige Farbkarte.</translation>
        </message>
        <message>
            <source>Show the highest card of your longest suit.</source>
            <translation>Zeig die höchste Karte deiner längsten Farbe.</translation>
        </message>
        <message>
            <source>All three show one suit</source>
            <translation>Alle drei zeigen dieselbe Farbe</translation>
        </message>
        <message>
            <source>Fixed: highest and lowest card are partners. Individual: everyone plays alone, and the tricks settle the partners.</source>
            <translation>Fest: Höchste und niedrigste Karte sind Partner. Einzeln: Jeder spielt allein, und die Stiche bestimmen die Partner.</translation>
        </message>
        <message>
            <source>Nobody ties (individual play)</source>
            <translation>Niemand gleichauf (Einzelspiel)</translation>
        </message>
        <message>
            <source>When everyone plays alone and all three counts differ: who, if anyone, becomes the Hood.</source>
            <translation>Wenn jeder allein spielt und alle drei Stichzahlen verschieden sind: wer, wenn überhaupt, der Hood wird.</translation>
        </message>
        <message>
            <source>Nobody: everyone scores their tricks only.</source>
            <translation>Niemand: Jeder bekommt nur seine Stiche.</translation>
        </message>
        <message>
            <source>The player with the middle count.</source>
            <translation>Der Spieler mit der mittleren Stichzahl.</translation>
        </message>
        <message>
            <source>Whoever took the last trick.</source>
            <translation>Wer den letzten Stich gemacht hat.</translation>
        </message>
        <message>
            <source>Whoever took the first trick.</source>
            <translation>Wer den ersten Stich gemacht hat.</translation>
        </message>
        <message>
            <source>Chosen by trump: ♠ nobody, ♥ middle, ♦ last trick, ♣ first trick.</source>
            <translation>Nach Trumpf: ♠ niemand, ♥ Mitte, ♦ letzter Stich, ♣ erster Stich.</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Wertung</translation>
        </message>
        <message>
            <source>Standard: small bonuses, played to a target. Fluctuating: big swings over a fixed number of deals.</source>
            <translation>Standard: kleine Boni, gespielt bis zu einer Zielpunktzahl. Schwankend: große Ausschläge über eine feste Zahl von Runden.</translation>
        </message>
        <message>
            <source>Number of deals</source>
            <translation>Anzahl der Runden</translation>
        </message>
        <message>
            <source>With fluctuating scoring the match lasts this many deals (a multiple of 3).</source>
            <translation>Bei schwankender Wertung dauert die Partie so viele Runden (ein Vielfaches von 3).</translation>
        </message>
        <message>
            <source>Partner talk</source>
            <translation>Partnergespräch</translation>
        </message>
        <message>
            <source>Partners may estimate their tricks and, before leading, ask each other for a suit to lead.</source>
            <translation>Partner dürfen ihre Stiche schätzen und sich vor dem Ausspielen gegenseitig nach einer Farbe fragen.</translation>
        </message>
        <message>
            <source>Three players, no trumps; the second-highest card wins, and two jokers secretly decide who is partnered with whom.</source>
            <translation>Drei Spieler, ohne Trumpf; die zweithöchste Karte gewinnt, und zwei Joker entscheiden heimlich, wer mit wem spielt.</translation>
        </message>
        <message>
            <source>Pack</source>
            <translation>Blatt</translation>
        </message>
        <message>
            <source>42 cards (Fives up to Aces) with 14 each, or all 52 with 18 each; two jokers either way.</source>
            <translation>42 Karten (Fünfen bis Asse) mit je 14, oder alle 52 mit je 18; in beiden Fällen zwei Joker.</translation>
        </message>
        <message>
            <source>42 cards, 14 tricks.</source>
            <translation>42 Karten, 14 Stiche.</translation>
        </message>
        <message>
            <source>54 cards, 18 tricks.</source>
            <translation>54 Karten, 18 Stiche.</translation>
        </message>
        <message>
            <source>joker</source>
            <translation>Joker</translation>
        </message>
    </context>
    <context>
        <name>Hamlet</name>
        <message>
            <source>Polonius, the joker, cannot be shown: choose a suit card.</source>
            <translation>Polonius, der Joker, kann nicht gezeigt werden: Wähle eine Farbkarte.</translation>
        </message>
        <message>
            <source>{trump} were shown more than once, so they are trump.</source>
            <translation>{trump} wurde mehr als einmal gezeigt und ist damit Trumpf.</translation>
        </message>
        <message>
            <source>Three different suits were shown, so the suit nobody showed, {trump}, is trump.</source>
            <translation>Drei verschiedene Farben wurden gezeigt, also ist die Farbe, die niemand gezeigt hat, Trumpf: {trump}.</translation>
        </message>
        <message>
            <source>A King, Queen or Jack was shown, so the aim is to be Hamlet: whoever ends with the middle count scores ten times over.</source>
            <translation>Ein König, eine Dame oder ein Bube wurde gezeigt, also ist das Ziel, Hamlet zu sein: Wer am Ende die mittlere Stichzahl hat, bekommt zehnfache Punkte.</translation>
        </message>
        <message>
            <source>Nobody showed a King, Queen or Jack, so the aim is not to be Hamlet: whoever ends with the middle count scores least, and the other two score ten times over.</source>
            <translation>Niemand hat König, Dame oder Bube gezeigt, also ist das Ziel, nicht Hamlet zu sein: Wer am Ende die mittlere Stichzahl hat, punktet am wenigsten, und die anderen beiden bekommen zehnfache Punkte.</translation>
        </message>
        <message>
            <source>You ended with the middle count, so you are Hamlet.</source>
            <translation>Du hattest am Ende die mittlere Stichzahl, also bist du Hamlet.</translation>
        </message>
        <message>
            <source>You ended with the count nobody else had, so you are Hamlet.</source>
            <translation>Du hattest am Ende die Stichzahl, die sonst niemand hatte, also bist du Hamlet.</translation>
        </message>
        <message>
            <source>{name} ended with the middle count, so {name} is Hamlet.</source>
            <translation>{name} hatte am Ende die mittlere Stichzahl, also ist {name} Hamlet.</translation>
        </message>
        <message>
            <source>{name} ended with the count nobody else had, so {name} is Hamlet.</source>
            <translation>{name} hatte am Ende die Stichzahl, die sonst niemand hatte, also ist {name} Hamlet.</translation>
        </message>
        <message>
            <source>for no tricks</source>
            <translation>für keinen Stich</translation>
        </message>
        <message>
            <source>The aim was to be Hamlet, so Hamlet's score counts ten times over.</source>
            <translation>Ziel war, Hamlet zu sein, also zählen Hamlets Punkte zehnfach.</translation>
        </message>
        <message>
            <source>The aim was not to be Hamlet, so the other two players' scores count ten times over.</source>
            <translation>Ziel war, nicht Hamlet zu sein, also zählen die Punkte der anderen beiden Spieler zehnfach.</translation>
        </message>
    </context>
    <context>
        <name>HamletHints</name>
        <message>
            <source>Show {card}: a King, Queen or Jack makes the aim to be Hamlet, which suits your hand, best with {trumps} as trump.</source>
            <translation>Zeig {card}: Ein König, eine Dame oder ein Bube macht es zum Ziel, Hamlet zu sein. Das passt zu deiner Hand, am besten mit {trumps} als Trumpf.</translation>
        </message>
        <message>
            <source>Show {card}: your hand suits the aim not to be Hamlet, so show no King, Queen or Jack; {trumps} as trump suit you best.</source>
            <translation>Zeig {card}: Deine Hand passt zum Ziel, nicht Hamlet zu sein, also zeig keinen König, keine Dame und keinen Buben; {trumps} als Trumpf passt dir am besten.</translation>
        </message>
        <message>
            <source>You have no other legal card.</source>
            <translation>Du hast keine andere erlaubte Karte.</translation>
        </message>
        <message>
            <source>Lead Polonius: the joker always wins a trick he leads. {goal}</source>
            <translation>Spiel Polonius aus: Der Joker gewinnt immer den Stich, wenn er ausgespielt wird. {goal}</translation>
        </message>
        <message>
            <source>Play Polonius now: the joker wins only a trick he leads, so he loses this one. {goal}</source>
            <translation>Spiel Polonius jetzt: Der Joker gewinnt nur, wenn er ausgespielt wird, also verliert er diesen Stich. {goal}</translation>
        </message>
        <message>
            <source>Take this trick with {card}. {goal}</source>
            <translation>Nimm diesen Stich mit {card}. {goal}</translation>
        </message>
        <message>
            <source>Lead {card} and let another player take this trick. {goal}</source>
            <translation>Spiel {card} aus und lass einen anderen Spieler den Stich nehmen. {goal}</translation>
        </message>
        <message>
            <source>Play {card} and let {taker} take this trick. {goal}</source>
            <translation>Spiel {card} und lass {taker} den Stich nehmen. {goal}</translation>
        </message>
        <message>
            <source>The aim is to be Hamlet, so you try to end on {target}, a count nobody else ends with.</source>
            <translation>Ziel ist, Hamlet zu sein, also willst du auf {target} kommen, eine Stichzahl, die sonst keiner erreicht.</translation>
        </message>
        <message>
            <source>The aim is not to be Hamlet, and taking no trick at all pays best.</source>
            <translation>Ziel ist, nicht Hamlet zu sein, und gar keinen Stich zu machen bringt am meisten.</translation>
        </message>
        <message>
            <source>The aim is not to be Hamlet, so you try to end on {target}, away from the middle count.</source>
            <translation>Ziel ist, nicht Hamlet zu sein, also willst du auf {target} kommen, weg von der mittleren Stichzahl.</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>the {card}</source>
            <translation>{card}</translation>
        </message>
        <message>
            <source>no tricks</source>
            <translation>keine Stiche</translation>
        </message>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation>
                <numerusform>%n Stich</numerusform>
                <numerusform>%n Stiche</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Hoodwink</name>
        <message>
            <source>The joker cannot be proposed: show a suit card.</source>
            <translation>Der Joker kann nicht vorgeschlagen werden: Zeig eine Farbkarte.</translation>
        </message>
        <message>
            <source>You must propose the highest card of your longest suit, the {card}.</source>
            <translation>Du musst die höchste Karte deiner längsten Farbe vorschlagen: {card}.</translation>
        </message>
        <message>
            <source>You must follow suit: the joker is your only trump, and trumps ({suit}) were led.</source>
            <translation>Du musst Farbe bekennen: Der Joker ist dein einziger Trumpf, und Trumpf ({suit}) wurde ausgespielt.</translation>
        </message>
        <message>
            <source>You must follow suit: you hold a {suit}.</source>
            <translation>Du musst Farbe bekennen: Du hast noch {suit}.</translation>
        </message>
        <message>
            <source>Partner talk is off in this game.</source>
            <translation>Partnergespräche sind in diesem Spiel ausgeschaltet.</translation>
        </message>
        <message>
            <source>Only the partners may talk to each other.</source>
            <translation>Nur die Partner dürfen miteinander sprechen.</translation>
        </message>
        <message>
            <source>Now you must tell your partner how many tricks you expect, or say nothing.</source>
            <translation>Jetzt musst du deinem Partner sagen, wie viele Stiche du erwartest, oder nichts sagen.</translation>
        </message>
        <message>
            <source>Now you must answer your partner: a suit to lead, a suit to avoid, or no preference.</source>
            <translation>Jetzt musst du deinem Partner antworten: eine Farbe zum Ausspielen, eine zum Meiden oder keine Vorliebe.</translation>
        </message>
        <message>
            <source>You have already asked your partner about this lead.</source>
            <translation>Du hast deinen Partner zu diesem Ausspiel schon gefragt.</translation>
        </message>
        <message>
            <source>You may ask your partner which suit to lead only when you are about to lead.</source>
            <translation>Du darfst deinen Partner nur dann nach einer Farbe fragen, wenn du gleich ausspielst.</translation>
        </message>
        <message>
            <source>You may say how many tricks you expect only before the first lead.</source>
            <translation>Wie viele Stiche du erwartest, darfst du nur vor dem ersten Ausspiel sagen.</translation>
        </message>
        <message>
            <source>Nobody has asked you which suit to lead.</source>
            <translation>Niemand hat dich gefragt, welche Farbe ausgespielt werden soll.</translation>
        </message>
        <message>
            <source>All three counts differ and nobody is the Hood, so everyone scores their tricks.</source>
            <translation>Alle drei Stichzahlen sind verschieden und niemand ist der Hood, also zählt jeder seine Stiche.</translation>
        </message>
        <message>
            <source>for the partners' difference, doubled for matching a partner (20 × {diff})</source>
            <translation>für den Unterschied der Partner, verdoppelt wegen gleicher Stichzahl wie ein Partner (20 × {diff})</translation>
        </message>
        <message>
            <source>for the partners' difference (10 × {diff})</source>
            <translation>für den Unterschied der Partner (10 × {diff})</translation>
        </message>
        <message>
            <source>for winning</source>
            <translation>für den Sieg</translation>
        </message>
        <message>
            <source>for an odd count</source>
            <translation>für ungerade Stichzahl</translation>
        </message>
        <message>
            <source>for matching a partner</source>
            <translation>für gleiche Stichzahl wie ein Partner</translation>
        </message>
        <message>
            <source>The partners took {low} and {high} tricks, so the Hood wins.</source>
            <translation>Die Partner machten {low} und {high} Stiche, also gewinnt der Hood.</translation>
        </message>
        <message>
            <source>The Hood's {hood_count} is odd and matches a partner's count: 10 more for each.</source>
            <translation>Die Stichzahl des Hoods, {hood_count}, ist ungerade und gleich der eines Partners: je 10 mehr.</translation>
        </message>
        <message>
            <source>The Hood's {hood_count} is odd: 10 more.</source>
            <translation>Die Stichzahl des Hoods, {hood_count}, ist ungerade: 10 mehr.</translation>
        </message>
        <message>
            <source>The Hood's {hood_count} matches a partner's count: 10 more.</source>
            <translation>Die Stichzahl des Hoods, {hood_count}, ist gleich der eines Partners: 10 mehr.</translation>
        </message>
        <message>
            <source>Neither partner took a trick: equal counts, but with this scoring they are worth nothing.</source>
            <translation>Keiner der Partner hat einen Stich gemacht: gleiche Stichzahlen, aber bei dieser Wertung bringen sie nichts.</translation>
        </message>
        <message>
            <source>Neither partner took a trick: equal counts, so the partners win.</source>
            <translation>Keiner der Partner hat einen Stich gemacht: gleiche Stichzahlen, also gewinnen die Partner.</translation>
        </message>
        <message>
            <source>The partners took 1 trick each: equal counts, so the partners win.</source>
            <translation>Die Partner machten je 1 Stich: gleiche Stichzahlen, also gewinnen die Partner.</translation>
        </message>
        <message>
            <source>The partners took {level} tricks each: equal counts, so the partners win.</source>
            <translation>Die Partner machten je {level} Stiche: gleiche Stichzahlen, also gewinnen die Partner.</translation>
        </message>
        <message>
            <source>for ending level</source>
            <translation>für Gleichstand</translation>
        </message>
        <message>
            <source>for ending level (10 × {won})</source>
            <translation>für Gleichstand (10 × {won})</translation>
        </message>
        <message>
            <source>All three counts differ, so the middle count makes {hood} the Hood.</source>
            <translation>Alle drei Stichzahlen sind verschieden, also ist der Hood, wer die mittlere Stichzahl hat: {hood}.</translation>
        </message>
        <message>
            <source>All three counts differ, so taking the last trick makes {hood} the Hood.</source>
            <translation>Alle drei Stichzahlen sind verschieden, also ist der Hood, wer den letzten Stich gemacht hat: {hood}.</translation>
        </message>
        <message>
            <source>All three counts differ, so taking the first trick makes {hood} the Hood.</source>
            <translation>Alle drei Stichzahlen sind verschieden, also ist der Hood, wer den ersten Stich gemacht hat: {hood}.</translation>
        </message>
        <message>
            <source>All three counts differ, and with {trump} as trump the middle count makes {hood} the Hood.</source>
            <translation>Alle drei Stichzahlen sind verschieden, und mit {trump} als Trumpf ist der Hood, wer die mittlere Stichzahl hat: {hood}.</translation>
        </message>
        <message>
            <source>All three counts differ, and with {trump} as trump taking the last trick makes {hood} the Hood.</source>
            <translation>Alle drei Stichzahlen sind verschieden, und mit {trump} als Trumpf ist der Hood, wer den letzten Stich gemacht hat: {hood}.</translation>
        </message>
        <message>
            <source>All three counts differ, and with {trump} as trump taking the first trick makes {hood} the Hood.</source>
            <translation>Alle drei Stichzahlen sind verschieden, und mit {trump} als Trumpf ist der Hood, wer den ersten Stich gemacht hat: {hood}.</translation>
        </message>
        <message>
            <source>You are the Hood, against {first} and {second}, who are partners.</source>
            <translation>Du bist der Hood, gegen {first} und {second}, die Partner sind.</translation>
        </message>
        <message>
            <source>You and {partner} are partners, and {hood} is the Hood.</source>
            <translation>Du und {partner} seid Partner, und {hood} ist der Hood.</translation>
        </message>
        <message>
            <source>{first} and {second} are partners, and {hood} is the Hood.</source>
            <translation>{first} und {second} sind Partner, und {hood} ist der Hood.</translation>
        </message>
        <message>
            <source>Each card shown was the highest card of its player's longest suit.</source>
            <translation>Jede gezeigte Karte war die höchste Karte der längsten Farbe ihres Spielers.</translation>
        </message>
        <message>
            <source>All three cards shown are {trump}, so {trump} are trump and everyone plays alone: the trick counts decide the partners.</source>
            <translation>Alle drei gezeigten Karten sind {trump}, also ist {trump} Trumpf und jeder spielt allein: Die Stichzahlen entscheiden über die Partner.</translation>
        </message>
        <message>
            <source>All three cards shown are {trump}, so {trump} are trump; the highest and lowest cards make the partners, and the middle card makes the Hood.</source>
            <translation>Alle drei gezeigten Karten sind {trump}, also ist {trump} Trumpf; die höchste und die niedrigste Karte bestimmen die Partner, die mittlere Karte den Hood.</translation>
        </message>
        <message>
            <source>Two of the cards shown are {shown}, so those two players are partners and the third is the Hood; the Hood's suit, {trump}, is trump.</source>
            <translation>Zwei der gezeigten Karten sind {shown}, also sind diese beiden Spieler Partner und der dritte ist der Hood; die Farbe des Hoods, {trump}, ist Trumpf.</translation>
        </message>
        <message>
            <source>The three suits shown all differ: the players who showed the two red suits are partners, the third is the Hood, and {trump}, the suit nobody showed, are trump.</source>
            <translation>Die drei gezeigten Farben sind alle verschieden: Die beiden Spieler, die die roten Farben gezeigt haben, sind Partner, der dritte ist der Hood, und {trump}, die Farbe, die keiner gezeigt hat, ist Trumpf.</translation>
        </message>
        <message>
            <source>The three suits shown all differ: the players who showed the two black suits are partners, the third is the Hood, and {trump}, the suit nobody showed, are trump.</source>
            <translation>Die drei gezeigten Farben sind alle verschieden: Die beiden Spieler, die die schwarzen Farben gezeigt haben, sind Partner, der dritte ist der Hood, und {trump}, die Farbe, die keiner gezeigt hat, ist Trumpf.</translation>
        </message>
        <message>
            <source>All three counts differ, so nobody is the Hood and everyone scores their tricks only.</source>
            <translation>Alle drei Stichzahlen sind verschieden, also ist niemand der Hood und jeder zählt nur seine Stiche.</translation>
        </message>
        <message>
            <source>Two counts are equal, so those two players are partners and the third is the Hood.</source>
            <translation>Zwei Stichzahlen sind gleich, also sind diese beiden Spieler Partner und der dritte ist der Hood.</translation>
        </message>
    </context>
    <context>
        <name>HoodwinkHints</name>
        <message>
            <source>Show {card}: you must show the highest card of your longest suit.</source>
            <translation>Zeig {card}: Du musst die höchste Karte deiner längsten Farbe zeigen.</translation>
        </message>
        <message>
            <source>Show {card}: the others will mostly show suits you are short in, so {plural} give you the best chance ({hood}) of being the Hood, who scores most.</source>
            <translation>Zeig {card}: Die anderen zeigen meist Farben, in denen du kurz bist, also hast du mit {plural} die beste Chance ({hood}), der Hood zu werden, der am meisten punktet.</translation>
        </message>
        <message>
            <source>{low} to {high}</source>
            <translation>{low} bis {high}</translation>
        </message>
        <message>
            <source>Tell {partner} you expect {amount}: that is what your cards look good for.</source>
            <translation>Sag {partner}, dass du {amount} erwartest: So viel sollten deine Karten bringen.</translation>
        </message>
        <message>
            <source>Ask for a {suit} lead: you need a trick to end level, and your {suit2} should win one.</source>
            <translation>Bitte darum, dass {suit} ausgespielt wird: Du brauchst einen Stich zum Gleichstand, und deine {suit2}-Karten sollten einen machen.</translation>
        </message>
        <message>
            <source>Ask {partner} not to lead a {suit}: you would take that trick, and you need no more.</source>
            <translation>Bitte {partner}, kein {suit} auszuspielen: Den Stich würdest du machen, und du brauchst keinen mehr.</translation>
        </message>
        <message>
            <source>Say you have no preference: no suit {partner} could lead would help you end level.</source>
            <translation>Sag, dass du keine Vorliebe hast: Keine Farbe, die {partner} ausspielen könnte, würde dir zum Gleichstand helfen.</translation>
        </message>
        <message>
            <source>Ask {partner} which suit to lead: someone else should take this trick, and {partner} knows which.</source>
            <translation>Frag {partner}, welche Farbe du ausspielen sollst: Jemand anders sollte diesen Stich machen, und {partner} weiß, mit welcher Farbe.</translation>
        </message>
        <message>
            <source>You have no other legal card.</source>
            <translation>Du hast keine andere erlaubte Karte.</translation>
        </message>
        <message>
            <source>Lead {card}, the suit {partner} asked for. {goal}</source>
            <translation>Spiel {card} aus, in der Farbe, die sich {partner} gewünscht hat. {goal}</translation>
        </message>
        <message>
            <source>Take this trick with {card}. {goal}</source>
            <translation>Nimm diesen Stich mit {card}. {goal}</translation>
        </message>
        <message>
            <source>Lead {card} and let another player take this trick. {goal}</source>
            <translation>Spiel {card} aus und lass einen anderen Spieler den Stich nehmen. {goal}</translation>
        </message>
        <message>
            <source>Play {card} under {partner}'s card. {goal}</source>
            <translation>Spiel {card} unter die Karte von {partner}. {goal}</translation>
        </message>
        <message>
            <source>Play {card} and let {taker} take this trick. {goal}</source>
            <translation>Spiel {card} und lass {taker} den Stich nehmen. {goal}</translation>
        </message>
        <message>
            <source>Everyone plays alone: you aim to end on {target}, the count that scores best with the cards you hold, hoping to tie with another player.</source>
            <translation>Jeder spielt allein: Du willst auf {target} kommen, die Stichzahl, die mit deinen Karten am meisten bringt, und hoffst, mit einem anderen Spieler gleichzuziehen.</translation>
        </message>
        <message>
            <source>You and {name}, your partner, have {mine} each, and you both want to end on {target}, the count that scores best with the cards you hold.</source>
            <translation>Du und {name}, dein Partner, habt je {mine}, und ihr wollt beide auf {target} kommen, die Stichzahl, die mit deinen Karten am meisten bringt.</translation>
        </message>
        <message>
            <source>You have {mine} and {name}, your partner, has {theirs}; you both want to end on {target}, the count that scores best with the cards you hold.</source>
            <translation>Du hast {mine} und {name}, dein Partner, hat {theirs}; ihr wollt beide auf {target} kommen, die Stichzahl, die mit deinen Karten am meisten bringt.</translation>
        </message>
        <message>
            <source>The partners, {partner_1} and {partner_2}, have {count_1} and {count_2}: you want them to end unequal, and you aim to end on {target}: an odd count of your own adds 10.</source>
            <translation>Die Partner, {partner_1} und {partner_2}, haben {count_1} und {count_2}: Du willst, dass sie ungleich enden, und selbst auf {target} kommen: Eine ungerade eigene Stichzahl bringt 10 dazu.</translation>
        </message>
        <message>
            <source>The partners, {partner_1} and {partner_2}, have {count_1} and {count_2}: you want them to end unequal, and you aim to end on {target}, the count that scores best with the cards you hold.</source>
            <translation>Die Partner, {partner_1} und {partner_2}, haben {count_1} und {count_2}: Du willst, dass sie ungleich enden, und selbst auf {target} kommen, die Stichzahl, die mit deinen Karten am meisten bringt.</translation>
        </message>
    </context>
    <context>
        <name>Hud</name>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation>
                <numerusform>%n Stich</numerusform>
                <numerusform>%n Stiche</numerusform>
            </translation>
        </message>
        <message>
            <source>thinking…</source>
            <translation>überlegt…</translation>
        </message>
        <message>
            <source>D</source>
            <comment>the dealer's mark on a name plate</comment>
            <translation>G</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>deal</source>
            <translation>Runde</translation>
        </message>
        <message>
            <source>total</source>
            <translation>gesamt</translation>
        </message>
    </context>
    <context>
        <name>Instance</name>
        <message>
            <source>Parlett Table is already open on this data folder but does not answer; close it and start again.</source>
            <translation>Parlett Table ist für diesen Datenordner schon geöffnet, antwortet aber nicht; schließe es und starte neu.</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Random</source>
            <translation>Zufall</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Anfänger</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Experte</translation>
        </message>
    </context>
    <context>
        <name>LookSettings</name>
        <message>
            <source>Preview of the table</source>
            <translation>Vorschau des Tisches</translation>
        </message>
        <message>
            <source>{felt} felt, {back} back</source>
            <comment>the preview of the table's look</comment>
            <translation>Tischtuch {felt}, Rückseite {back}</translation>
        </message>
        <message>
            <source>High contrast on the table (no faint text, playable cards outlined)</source>
            <translation>Hoher Kontrast auf dem Tisch (keine blasse Schrift, spielbare Karten umrandet)</translation>
        </message>
        <message>
            <source>&amp;Felt</source>
            <translation>&amp;Tischtuch</translation>
        </message>
        <message>
            <source>Card &amp;back</source>
            <translation>Karten&amp;rückseite</translation>
        </message>
    </context>
    <context>
        <name>Marks</name>
        <message>
            <source>best</source>
            <translation>beste</translation>
        </message>
        <message>
            <source>good</source>
            <translation>gut</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>Ungenauigkeit</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>Fehler</translation>
        </message>
        <message>
            <source>blunder</source>
            <translation>grober Fehler</translation>
        </message>
        <message>
            <source>proposals</source>
            <translation>Vorschläge</translation>
        </message>
        <message>
            <source>tricks given</source>
            <translation>vergebene Stiche</translation>
        </message>
        <message>
            <source>card play</source>
            <translation>Kartenspiel</translation>
        </message>
    </context>
    <context>
        <name>Matches</name>
        <message>
            <source>Your {game} match is set aside, not lost: it comes back after this deal, or from Game ▸ Resume my match.</source>
            <translation>Deine {game}-Partie ist beiseitegelegt, nicht verloren: Sie kommt nach dieser Runde zurück, oder über Spiel ▸ Meine Partie fortsetzen.</translation>
        </message>
        <message>
            <source>{game} (practice) — Parlett Table</source>
            <translation>{game} (Übung) — Parlett Table</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>Open the &amp;log folder</source>
            <translation>&amp;Protokollordner öffnen</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <source>&amp;Play</source>
            <translation>Spie&amp;len</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Neues Spiel…</translation>
        </message>
        <message>
            <source>&amp;Restart this deal</source>
            <translation>Runde neu &amp;starten</translation>
        </message>
        <message>
            <source>Re&amp;view the last deal</source>
            <translation>Letzte Runde &amp;ansehen</translation>
        </message>
        <message>
            <source>&amp;Open a deal record…</source>
            <translation>Rundenprotokoll ö&amp;ffnen…</translation>
        </message>
        <message>
            <source>&amp;Deal of the day…</source>
            <translation>&amp;Runde des Tages…</translation>
        </message>
        <message>
            <source>Play with &amp;friends</source>
            <translation>Mit &amp;Freunden spielen</translation>
        </message>
        <message>
            <source>&amp;Create a table…</source>
            <translation>Tisch &amp;eröffnen…</translation>
        </message>
        <message>
            <source>&amp;Join a table…</source>
            <translation>Einem Tisch &amp;beitreten…</translation>
        </message>
        <message>
            <source>C&amp;hat…</source>
            <translation>C&amp;hat…</translation>
        </message>
        <message>
            <source>Resume &amp;my match</source>
            <translation>&amp;Meine Partie fortsetzen</translation>
        </message>
        <message>
            <source>&amp;Score sheet</source>
            <translation>&amp;Punkteblatt</translation>
        </message>
        <message>
            <source>S&amp;tatistics</source>
            <translation>S&amp;tatistik</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Einstellungen…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <source>&amp;Undo my last card (practice)</source>
            <translation>Letzte Karte &amp;zurücknehmen (Übung)</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Tipp</translation>
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation>&amp;Letzter Stich</translation>
        </message>
        <message>
            <source>&amp;Cards shown</source>
            <translation>&amp;Gezeigte Karten</translation>
        </message>
        <message>
            <source>&amp;Play out the rest</source>
            <translation>&amp;Rest durchspielen</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Vollbild</translation>
        </message>
        <message>
            <source>Full screen (Esc leaves it)</source>
            <translation>Vollbild (Esc beendet es)</translation>
        </message>
        <message>
            <source>&amp;Sound</source>
            <translation>&amp;Ton</translation>
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation>&amp;Regeln dieses Spiels</translation>
        </message>
        <message>
            <source>Show the &amp;walkthrough again</source>
            <translation>&amp;Einführung erneut zeigen</translation>
        </message>
        <message>
            <source>&amp;Practise my mistakes…</source>
            <translation>Meine &amp;Fehler üben…</translation>
        </message>
        <message>
            <source>&amp;About Parlett Table</source>
            <translation>Ü&amp;ber Parlett Table</translation>
        </message>
    </context>
    <context>
        <name>Months</name>
        <message>
            <source>Jan</source>
            <translation>Jan</translation>
        </message>
        <message>
            <source>Feb</source>
            <translation>Feb</translation>
        </message>
        <message>
            <source>Mar</source>
            <translation>Mär</translation>
        </message>
        <message>
            <source>Apr</source>
            <translation>Apr</translation>
        </message>
        <message>
            <source>May</source>
            <translation>Mai</translation>
        </message>
        <message>
            <source>Jun</source>
            <translation>Jun</translation>
        </message>
        <message>
            <source>Jul</source>
            <translation>Jul</translation>
        </message>
        <message>
            <source>Aug</source>
            <translation>Aug</translation>
        </message>
        <message>
            <source>Sep</source>
            <translation>Sep</translation>
        </message>
        <message>
            <source>Oct</source>
            <translation>Okt</translation>
        </message>
        <message>
            <source>Nov</source>
            <translation>Nov</translation>
        </message>
        <message>
            <source>Dec</source>
            <translation>Dez</translation>
        </message>
    </context>
    <context>
        <name>Narration</name>
        <message>
            <source>Your role: {role}.</source>
            <translation>Deine Rolle: {role}.</translation>
        </message>
        <message>
            <source>You are Hamlet.</source>
            <translation>Du bist Hamlet.</translation>
        </message>
        <message>
            <source>You are a courtier.</source>
            <translation>Du bist ein Höfling.</translation>
        </message>
        <message>
            <source>You are the Hood.</source>
            <translation>Du bist der Hood.</translation>
        </message>
        <message>
            <source>You are a partner.</source>
            <translation>Du bist Partner.</translation>
        </message>
        <message>
            <source>You are the soloist.</source>
            <translation>Du bist der Solist.</translation>
        </message>
        <message>
            <source>You may play: {cards}.</source>
            <translation>Spielbar: {cards}.</translation>
        </message>
        <message>
            <source>Your hand: {cards}.</source>
            <translation>Deine Hand: {cards}.</translation>
        </message>
        <message>
            <source>{player} the {card}</source>
            <translation>{player}: {card}</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Platz {number}</translation>
        </message>
        <message>
            <source>{player} plays the {card}.</source>
            <translation>{player} spielt {card}.</translation>
        </message>
        <message>
            <source>{taker} takes trick {number}.</source>
            <translation>{taker} macht Stich {number}.</translation>
        </message>
        <message>
            <source>{taker} takes trick {number}, given by {giver}.</source>
            <translation>{taker} bekommt Stich {number}, gegeben von {giver}.</translation>
        </message>
        <message>
            <source>Cards shown: {cards}.</source>
            <translation>Gezeigte Karten: {cards}.</translation>
        </message>
        <message>
            <source>Trump is {suit}.</source>
            <translation>Trumpf ist {suit}.</translation>
        </message>
        <message>
            <source>{name} ({role})</source>
            <translation>{name} ({role})</translation>
        </message>
        <message>
            <source>Roles: {roles}.</source>
            <translation>Rollen: {roles}.</translation>
        </message>
        <message>
            <source>{summary} Scores: {scores}.</source>
            <translation>{summary} Punkte: {scores}.</translation>
        </message>
    </context>
    <context>
        <name>Numbers</name>
        <message>
            <source>.</source>
            <comment>the decimal sign, as in 3.5</comment>
            <translation>,</translation>
        </message>
        <message>
            <source>{number}%</source>
            <comment>a percentage</comment>
            <translation>{number} %</translation>
        </message>
    </context>
    <context>
        <name>Offer</name>
        <message>
            <source>Continue your match?</source>
            <translation>Partie fortsetzen?</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>&amp;Neues Spiel</translation>
        </message>
        <message>
            <source>&amp;Continue</source>
            <translation>&amp;Weiterspielen</translation>
        </message>
        <message>
            <source>Continue your {game} practice game?</source>
            <translation>Deine Übungspartie {game} fortsetzen?</translation>
        </message>
        <message>
            <source>Continue your {game} match?</source>
            <translation>Deine Partie {game} fortsetzen?</translation>
        </message>
        <message>
            <source>You stopped after deal {deal} of {deals}</source>
            <translation>Du hast nach Runde {deal} von {deals} aufgehört</translation>
        </message>
        <message>
            <source>You stopped in the middle of deal {deal} of {deals}</source>
            <translation>Du hast mitten in Runde {deal} von {deals} aufgehört</translation>
        </message>
        <message>
            <source>You stopped after deal {deal}</source>
            <translation>Du hast nach Runde {deal} aufgehört</translation>
        </message>
        <message>
            <source>You stopped in the middle of deal {deal}</source>
            <translation>Du hast mitten in Runde {deal} aufgehört</translation>
        </message>
        <message>
            <source>{where}. Totals: {totals}.</source>
            <translation>{where}. Stand: {totals}.</translation>
        </message>
    </context>
    <context>
        <name>OpenFile</name>
        <message>
            <source>Parlett Table</source>
            <translation>Parlett Table</translation>
        </message>
    </context>
    <context>
        <name>Options</name>
        <message>
            <source>Free</source>
            <translation>Frei</translation>
        </message>
        <message>
            <source>Longest</source>
            <translation>Längste</translation>
        </message>
        <message>
            <source>Fixed</source>
            <translation>Fest</translation>
        </message>
        <message>
            <source>Individual</source>
            <translation>Einzeln</translation>
        </message>
        <message>
            <source>Plain</source>
            <translation>Niemand</translation>
        </message>
        <message>
            <source>Middle</source>
            <translation>Mitte</translation>
        </message>
        <message>
            <source>Last</source>
            <translation>Letzter</translation>
        </message>
        <message>
            <source>First</source>
            <translation>Erster</translation>
        </message>
        <message>
            <source>By suit</source>
            <translation>Nach Trumpf</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Fluctuating</source>
            <translation>Schwankend</translation>
        </message>
        <message>
            <source>On</source>
            <translation>An</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Aus</translation>
        </message>
    </context>
    <context>
        <name>Panels</name>
        <message>
            <source>{points} in proposals</source>
            <translation>{points} bei den Vorschlägen</translation>
        </message>
        <message>
            <source>{points} in tricks given</source>
            <translation>{points} beim Vergeben von Stichen</translation>
        </message>
        <message>
            <source>{points} in card play</source>
            <translation>{points} im Kartenspiel</translation>
        </message>
        <message>
            <source>Accuracy {accuracy}</source>
            <translation>Genauigkeit {accuracy}</translation>
        </message>
        <message>
            <source>{accuracy}  ·  played as the expert would</source>
            <translation>{accuracy}  ·  gespielt wie der Experte</translation>
        </message>
        <message>
            <source>lost {where}</source>
            <translation>verloren: {where}</translation>
        </message>
        <message>
            <source>your partner</source>
            <translation>deinen Partner</translation>
        </message>
        <message>
            <source>Your joker is in this trick: who takes it?</source>
            <translation>Dein Joker liegt in diesem Stich: Wer bekommt ihn?</translation>
        </message>
        <message>
            <source>Both jokers are in this trick, so you, the soloist, decide: who takes it?</source>
            <translation>Beide Joker liegen in diesem Stich, also entscheidest du als Solist: Wer bekommt ihn?</translation>
        </message>
        <message>
            <source>Keep it</source>
            <translation>Behalten</translation>
        </message>
        <message>
            <source>Me</source>
            <comment>who takes the trick: me</comment>
            <translation>Ich</translation>
        </message>
        <message>
            <source>Give to {name}</source>
            <translation>An {name} geben</translation>
        </message>
        <message>
            <source>On your left</source>
            <translation>Links von dir</translation>
        </message>
        <message>
            <source>On your right</source>
            <translation>Rechts von dir</translation>
        </message>
        <message>
            <source>Tell {partner} how many tricks you expect to take.</source>
            <translation>Lass {partner} wissen, wie viele Stiche du erwartest.</translation>
        </message>
        <message>
            <source>Everyone hears it, the Hood included.</source>
            <translation>Alle hören es, auch der Hood.</translation>
        </message>
        <message>
            <source>I expect</source>
            <comment>an estimate: I expect 2 to 3 tricks</comment>
            <translation>Ich erwarte</translation>
        </message>
        <message>
            <source>lowest estimate</source>
            <translation>niedrigste Schätzung</translation>
        </message>
        <message>
            <source>highest estimate</source>
            <translation>höchste Schätzung</translation>
        </message>
        <message>
            <source>to</source>
            <comment>an estimate: I expect 2 to 3 tricks</comment>
            <translation>bis</translation>
        </message>
        <message>
            <source>tricks</source>
            <comment>an estimate: I expect 2 to 3 tricks</comment>
            <translation>Stiche</translation>
        </message>
        <message>
            <source>Say it</source>
            <translation>Sagen</translation>
        </message>
        <message>
            <source>Say nothing</source>
            <translation>Nichts sagen</translation>
        </message>
        <message>
            <source>{partner} is about to lead and asks which suit you want led, or not led.</source>
            <translation>{partner} spielt gleich aus und fragt, welche Farbe du ausgespielt haben willst – oder nicht.</translation>
        </message>
        <message>
            <source>Lead</source>
            <translation>Ausspielen</translation>
        </message>
        <message>
            <source>Don't lead</source>
            <translation>Nicht ausspielen</translation>
        </message>
        <message>
            <source>No preference</source>
            <translation>Keine Vorliebe</translation>
        </message>
        <message>
            <source>You lead next. You may first ask {partner} which suit to lead:</source>
            <translation>Du spielst als Nächstes aus. Du kannst vorher {partner} fragen, welche Farbe du ausspielen sollst:</translation>
        </message>
        <message>
            <source>Ask {partner}</source>
            <translation>{partner} fragen</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Tipp</translation>
        </message>
        <message>
            <source>Suggest a move, with the reason (H); ask again for how it was worked out</source>
            <translation>Schlägt einen Zug mit Begründung vor (H); noch einmal gefragt, wie er ermittelt wurde</translation>
        </message>
        <message>
            <source>Suggest a move</source>
            <translation>Zug vorschlagen</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Stiche</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>Diese Runde</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Gesamt</translation>
        </message>
        <message>
            <source>why?</source>
            <translation>warum?</translation>
        </message>
        <message>
            <source>Review the deal</source>
            <translation>Runde ansehen</translation>
        </message>
        <message>
            <source>How did I play?</source>
            <translation>Wie habe ich gespielt?</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Punkteblatt</translation>
        </message>
        <message>
            <source>Back to my match</source>
            <translation>Zurück zu meiner Partie</translation>
        </message>
        <message>
            <source>New match</source>
            <translation>Neue Partie</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Nächste Runde</translation>
        </message>
    </context>
    <context>
        <name>Players</name>
        <message>
            <source>Chosen at random.</source>
            <translation>Zufällig gewählt.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Du</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>Practise my mistakes</source>
            <translation>Meine Fehler üben</translation>
        </message>
        <message>
            <source>You played the {card}: {mark}</source>
            <translation>Du hast {card} gespielt: {mark}</translation>
        </message>
        <message>
            <source>You showed the {card}: {mark}</source>
            <translation>Du hast {card} gezeigt: {mark}</translation>
        </message>
        <message>
            <source>You kept the trick: {mark}</source>
            <translation>Du hast den Stich behalten: {mark}</translation>
        </message>
        <message>
            <source>You gave the trick to {name}: {mark}</source>
            <translation>Du hast den Stich {name} gegeben: {mark}</translation>
        </message>
        <message>
            <source>Not solved yet</source>
            <translation>Noch nicht gelöst</translation>
        </message>
        <message>
            <source>Solved {date}</source>
            <translation>Gelöst am {date}</translation>
        </message>
        <message>
            <source>No positions to practise yet: after each deal the coach keeps your clear mistakes and blunders here.</source>
            <translation>Noch keine Stellungen zum Üben: Nach jedem Spiel legt der Trainer deine klaren Fehler und groben Fehler hier ab.</translation>
        </message>
        <message numerus="yes">
            <source>%n positions kept from your mistakes; {unsolved} not solved yet.</source>
            <translation>
                <numerusform>%n Stellung aus deinen Fehlern aufgehoben; {unsolved} noch nicht gelöst.</numerusform>
                <numerusform>%n Stellungen aus deinen Fehlern aufgehoben; {unsolved} noch nicht gelöst.</numerusform>
            </translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Decision</source>
            <translation>Entscheidung</translation>
        </message>
        <message>
            <source>Kept</source>
            <translation>Aufgehoben</translation>
        </message>
        <message>
            <source>Solved?</source>
            <translation>Gelöst?</translation>
        </message>
        <message>
            <source>Positions to practise</source>
            <translation>Stellungen zum Üben</translation>
        </message>
        <message>
            <source>Each position is set out at the table as it was when you chose: choose again, and the answer shows. A position is solved when your choice is as good as the expert's.</source>
            <translation>Jede Stellung wird am Tisch so aufgebaut, wie sie bei deiner Wahl war: Wähle neu, dann erscheint die Antwort. Gelöst ist eine Stellung, wenn deine Wahl so gut ist wie die des Experten.</translation>
        </message>
        <message>
            <source>&amp;Try this position</source>
            <translation>Diese Stellung &amp;versuchen</translation>
        </message>
        <message>
            <source>&amp;Next unsolved</source>
            <translation>&amp;Nächste ungelöste</translation>
        </message>
        <message>
            <source>the {card}</source>
            <translation>{card}</translation>
        </message>
        <message>
            <source>keep the trick</source>
            <translation>den Stich behalten</translation>
        </message>
        <message>
            <source>give the trick to {name}</source>
            <translation>den Stich {name} geben</translation>
        </message>
        <message>
            <source>Solved!</source>
            <translation>Gelöst!</translation>
        </message>
        <message>
            <source>You chose {chosen}: the expert's own choice.</source>
            <translation>Du hast {chosen} gewählt: genau die Wahl des Experten.</translation>
        </message>
        <message>
            <source>You chose {chosen}: as good as the expert's choice, {expert}, within the search's margin.</source>
            <translation>Du hast {chosen} gewählt: im Rahmen der Rechengenauigkeit so gut wie die Wahl des Experten, {expert}.</translation>
        </message>
        <message>
            <source>Not this time</source>
            <translation>Diesmal nicht</translation>
        </message>
        <message>
            <source>That was not the decision to solve here; the expert's choice is {expert}.</source>
            <translation>Das war nicht die Entscheidung, um die es hier geht; der Experte wählt {expert}.</translation>
        </message>
        <message>
            <source>You chose {chosen}; the expert's choice, {expert}, is worth about {points} points more on average.</source>
            <translation>Du hast {chosen} gewählt; die Wahl des Experten, {expert}, bringt im Schnitt etwa {points} Punkte mehr.</translation>
        </message>
        <message>
            <source>your choice</source>
            <translation>deine Wahl</translation>
        </message>
        <message>
            <source>the expert's</source>
            <translation>die des Experten</translation>
        </message>
        <message>
            <source>as good</source>
            <translation>genauso gut</translation>
        </message>
        <message>
            <source>{points} points</source>
            <translation>{points} Punkte</translation>
        </message>
        <message>
            <source>Next position</source>
            <translation>Nächste Stellung</translation>
        </message>
        <message>
            <source>This decision can be tried again once the coach has looked at it.</source>
            <translation>Diese Entscheidung kannst du noch einmal versuchen, sobald der Trainer sie angesehen hat.</translation>
        </message>
        <message>
            <source>Your mistakes are kept to practise only when the program keeps a history.</source>
            <translation>Deine Fehler werden nur zum Üben aufgehoben, wenn das Programm einen Spielverlauf führt.</translation>
        </message>
        <message>
            <source>Positions are tried again away from a table with friends: leave the table first, or practise them later from Help ▸ Practise my mistakes.</source>
            <translation>Stellungen werden nicht am Tisch mit Freunden geübt: Verlasse erst den Tisch oder übe sie später über Hilfe ▸ Meine Fehler üben.</translation>
        </message>
        <message>
            <source>This position could not be set out again: its deal is not one this version can replay.</source>
            <translation>Diese Stellung lässt sich nicht wieder aufbauen: Dieses Spiel kann diese Version nicht nachspielen.</translation>
        </message>
        <message>
            <source>Try again: what do you choose here? The answer shows once you have chosen.</source>
            <translation>Noch einmal: Was wählst du hier? Die Antwort erscheint, sobald du gewählt hast.</translation>
        </message>
        <message>
            <source>Back to my match</source>
            <translation>Zurück zu meiner Partie</translation>
        </message>
        <message>
            <source>Back to the table</source>
            <translation>Zurück zum Tisch</translation>
        </message>
    </context>
    <context>
        <name>Presenter</name>
        <message>
            <source>Deal no. {number}  ·  deal {deal} of {count}</source>
            <translation>Nr. {number}  ·  Runde {deal} von {count}</translation>
        </message>
        <message>
            <source>Deal no. {number}  ·  to {target}</source>
            <translation>Nr. {number}  ·  bis {target}</translation>
        </message>
        <message>
            <source>Dealer: {dealer}</source>
            <translation>Geber: {dealer}</translation>
        </message>
        <message>
            <source>Trump: {trump}</source>
            <translation>Trumpf: {trump}</translation>
        </message>
        <message>
            <source>Trump: to be chosen</source>
            <translation>Trumpf: noch offen</translation>
        </message>
        <message>
            <source>No trumps</source>
            <translation>Ohne Trumpf</translation>
        </message>
        <message>
            <source>Aim: to be Hamlet</source>
            <translation>Ziel: Hamlet sein</translation>
        </message>
        <message>
            <source>Aim: not to be Hamlet</source>
            <translation>Ziel: nicht Hamlet sein</translation>
        </message>
        <message>
            <source>{game}  (practice)</source>
            <translation>{game}  (Übung)</translation>
        </message>
        <message>
            <source>{game}  ({occasion})</source>
            <translation>{game}  ({occasion})</translation>
        </message>
    </context>
    <context>
        <name>PrintSizes</name>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Large</source>
            <translation>Groß</translation>
        </message>
        <message>
            <source>Larger</source>
            <translation>Größer</translation>
        </message>
    </context>
    <context>
        <name>RankLetters</name>
        <message>
            <source>A</source>
            <translation>A</translation>
        </message>
        <message>
            <source>K</source>
            <translation>K</translation>
        </message>
        <message>
            <source>Q</source>
            <translation>D</translation>
        </message>
        <message>
            <source>J</source>
            <translation>B</translation>
        </message>
    </context>
    <context>
        <name>Ranks</name>
        <message>
            <source>Two</source>
            <translation>Zwei</translation>
        </message>
        <message>
            <source>Three</source>
            <translation>Drei</translation>
        </message>
        <message>
            <source>Four</source>
            <translation>Vier</translation>
        </message>
        <message>
            <source>Five</source>
            <translation>Fünf</translation>
        </message>
        <message>
            <source>Six</source>
            <translation>Sechs</translation>
        </message>
        <message>
            <source>Seven</source>
            <translation>Sieben</translation>
        </message>
        <message>
            <source>Eight</source>
            <translation>Acht</translation>
        </message>
        <message>
            <source>Nine</source>
            <translation>Neun</translation>
        </message>
        <message>
            <source>Ten</source>
            <translation>Zehn</translation>
        </message>
        <message>
            <source>Jack</source>
            <translation>Bube</translation>
        </message>
        <message>
            <source>Queen</source>
            <translation>Dame</translation>
        </message>
        <message>
            <source>King</source>
            <translation>König</translation>
        </message>
        <message>
            <source>Ace</source>
            <translation>Ass</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>&amp;Hindsight: every hand known</source>
            <translation>&amp;Im Nachhinein: alle Hände bekannt</translation>
        </message>
        <message>
            <source>Each choice's points as the cards really lay, which nobody could know at the table.</source>
            <translation>Die Punkte jeder Wahl, wie die Karten wirklich lagen – was am Tisch niemand wissen konnte.</translation>
        </message>
        <message>
            <source>In hindsight: each choice's points with every hand known, as nobody could know them then.</source>
            <translation>Im Nachhinein: die Punkte jeder Wahl mit allen Händen bekannt, wie sie damals niemand kennen konnte.</translation>
        </message>
        <message>
            <source>Each choice's expected points, from what was known then.</source>
            <translation>Die erwarteten Punkte jeder Wahl, nach dem, was damals bekannt war.</translation>
        </message>
        <message>
            <source>Working out every choice with every hand known…</source>
            <translation>Jede Wahl wird mit allen Händen bekannt berechnet…</translation>
        </message>
        <message>
            <source>This could not be worked out just now.</source>
            <translation>Das ließ sich gerade nicht berechnen.</translation>
        </message>
        <message>
            <source>{sign} {mark}: {choice}, {where}</source>
            <translation>{sign} {mark}: {choice}, {where}</translation>
        </message>
        <message>
            <source>(lost {points})</source>
            <translation>({points} verloren)</translation>
        </message>
        <message>
            <source>★ the expert's</source>
            <translation>★ Wahl des Experten</translation>
        </message>
        <message>
            <source>◀ chosen</source>
            <translation>◀ gewählt</translation>
        </message>
        <message>
            <source>Review of {game}, deal no. {seed}</source>
            <translation>Rückblick auf {game}, Runde Nr. {seed}</translation>
        </message>
        <message>
            <source>{game}, deal no. {seed}</source>
            <translation>{game}, Runde Nr. {seed}</translation>
        </message>
        <message>
            <source>Review of {game}</source>
            <translation>Rückblick auf {game}</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Rückblick</translation>
        </message>
        <message>
            <source>&amp;Save deal record…</source>
            <translation>Protokoll &amp;speichern…</translation>
        </message>
        <message>
            <source>Play this deal &amp;again</source>
            <translation>Diese Runde &amp;nochmal spielen</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>{name}'s hand</source>
            <translation>Hand von {name}</translation>
        </message>
        <message>
            <source>How the deal went</source>
            <translation>Wie die Runde lief</translation>
        </message>
        <message>
            <source>◀ &amp;Previous</source>
            <translation>◀ &amp;Zurück</translation>
        </message>
        <message>
            <source>&amp;Next ▶</source>
            <translation>&amp;Weiter ▶</translation>
        </message>
        <message>
            <source>Trick</source>
            <translation>Stich</translation>
        </message>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation>
                <numerusform>%n Stich</numerusform>
                <numerusform>%n Stiche</numerusform>
            </translation>
        </message>
        <message>
            <source>Trick {number} of {count}</source>
            <translation>Stich {number} von {count}</translation>
        </message>
        <message>
            <source>The hands as dealt</source>
            <translation>Die Hände wie gegeben</translation>
        </message>
        <message numerus="yes">
            <source>%n tricks were played. Step through them with Next.</source>
            <translation>
                <numerusform>%n Stich wurde gespielt. Geh ihn mit „Weiter“ durch.</numerusform>
                <numerusform>%n Stiche wurden gespielt. Geh sie mit „Weiter“ durch.</numerusform>
            </translation>
        </message>
        <message>
            <source>You led.</source>
            <translation>Du hast ausgespielt.</translation>
        </message>
        <message>
            <source>{leader} led.</source>
            <translation>{leader} hat ausgespielt.</translation>
        </message>
        <message>
            <source>You took it with the {card}.</source>
            <translation>Du hast den Stich mit {card} gemacht.</translation>
        </message>
        <message>
            <source>{took} took it with the {card}.</source>
            <translation>{took} hat den Stich mit {card} gemacht.</translation>
        </message>
        <message>
            <source>You gave it to {took} with the {card}.</source>
            <translation>Du hast den Stich mit {card} an {took} gegeben.</translation>
        </message>
        <message>
            <source>{giver} gave it to you with the {card}.</source>
            <translation>{giver} hat dir den Stich mit {card} gegeben.</translation>
        </message>
        <message>
            <source>{giver} gave it to {took} with the {card}.</source>
            <translation>{giver} hat den Stich mit {card} an {took} gegeben.</translation>
        </message>
        <message>
            <source>Save deal record</source>
            <translation>Rundenprotokoll speichern</translation>
        </message>
        <message>
            <source>Deal records (*.parlett)</source>
            <translation>Rundenprotokolle (*.parlett)</translation>
        </message>
        <message>
            <source>The deal could not be saved: {problem}.</source>
            <translation>Die Runde konnte nicht gespeichert werden: {problem}.</translation>
        </message>
        <message>
            <source>trick {number}</source>
            <translation>Stich {number}</translation>
        </message>
        <message>
            <source>after trick {number}</source>
            <translation>nach Stich {number}</translation>
        </message>
        <message>
            <source>the proposals</source>
            <translation>die Vorschläge</translation>
        </message>
        <message>
            <source>{sign} {choice} — {where}, lost {points}</source>
            <translation>{sign} {choice} — {where}, {points} verloren</translation>
        </message>
        <message>
            <source>The coach is looking at your play…</source>
            <translation>Dein Spiel wird analysiert…</translation>
        </message>
        <message>
            <source>Looking at {name}'s play…</source>
            <translation>Das Spiel von {name} wird analysiert…</translation>
        </message>
        <message>
            <source>The play could not be looked at this time.</source>
            <translation>Das Spiel ließ sich diesmal nicht analysieren.</translation>
        </message>
        <message>
            <source>There was no choice to make in this deal.</source>
            <translation>In dieser Runde gab es nichts zu entscheiden.</translation>
        </message>
        <message numerus="yes">
            <source>Accuracy {accuracy} of 100, over %n decisions.</source>
            <translation>
                <numerusform>Genauigkeit {accuracy} von 100, über %n Entscheidung.</numerusform>
                <numerusform>Genauigkeit {accuracy} von 100, über %n Entscheidungen.</numerusform>
            </translation>
        </message>
        <message>
            <source>Errors (choose one to see its trick):</source>
            <translation>Fehler (wähle einen, um seinen Stich zu sehen):</translation>
        </message>
        <message>
            <source>Errors</source>
            <translation>Fehler</translation>
        </message>
        <message>
            <source>No inaccuracy, mistake or blunder.</source>
            <translation>Keine Ungenauigkeit, kein Fehler, kein Patzer.</translation>
        </message>
        <message>
            <source>Whose play is marked</source>
            <translation>Wessen Spiel bewertet wird</translation>
        </message>
        <message>
            <source>&amp;Marks for</source>
            <translation>&amp;Bewertung für</translation>
        </message>
        <message>
            <source>The deal</source>
            <translation>Die Runde</translation>
        </message>
        <message>
            <source>Marks</source>
            <translation>Bewertung</translation>
        </message>
        <message>
            <source>The marks of every decision</source>
            <translation>Die Bewertung jeder Entscheidung</translation>
        </message>
        <message>
            <source>Choices</source>
            <translation>Optionen</translation>
        </message>
        <message>
            <source>The value of every choice here</source>
            <translation>Der Wert jeder Option hier</translation>
        </message>
        <message>
            <source>Looking…</source>
            <translation>Wird analysiert…</translation>
        </message>
        <message>
            <source>You had no choice to make here.</source>
            <translation>Hier hattest du nichts zu entscheiden.</translation>
        </message>
        <message>
            <source>{name} had no choice to make here.</source>
            <translation>{name} hatte hier nichts zu entscheiden.</translation>
        </message>
    </context>
    <context>
        <name>Roles</name>
        <message>
            <source>Hamlet</source>
            <translation>Hamlet</translation>
        </message>
        <message>
            <source>Courtier</source>
            <translation>Höfling</translation>
        </message>
        <message>
            <source>Hood</source>
            <translation>Hood</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>Partner</translation>
        </message>
        <message>
            <source>Soloist</source>
            <translation>Solist</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>Hoodwink</source>
            <translation>Hoodwink</translation>
        </message>
        <message>
            <source>Three players · trumps · new partners every deal</source>
            <translation>Drei Spieler · Trumpf · jede Runde neue Partner</translation>
        </message>
        <message>
            <source>A game by David Parlett</source>
            <translation>Ein Spiel von David Parlett</translation>
        </message>
        <message>
            <source>Joker</source>
            <translation>Joker</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Karten</translation>
        </message>
        <message>
            <source>33, one a joker</source>
            <translation>33, davon ein Joker</translation>
        </message>
        <message>
            <source>Each hand</source>
            <translation>Pro Hand</translation>
        </message>
        <message>
            <source>11 cards</source>
            <translation>11 Karten</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Partie</translation>
        </message>
        <message>
            <source>to 100 points</source>
            <translation>bis 100 Punkte</translation>
        </message>
        <message>
            <source>Overview</source>
            <translation>Überblick</translation>
        </message>
        <message>
            <source>Hoodwink is a trick-taking game for three players, with trumps and a twist. At the start of each deal everyone shows one card, and those three cards pick the trump suit and split the table into two &lt;b&gt;partners&lt;/b&gt; and a lone player called the &lt;b&gt;Hood&lt;/b&gt;. The partners are not out to win lots of tricks: they succeed if they finish the deal with exactly as many tricks as each other. The Hood wins by upsetting that balance, and scores extra for doing it with an odd number of tricks or by matching one partner's count exactly.</source>
            <translation>Hoodwink ist ein Stichspiel für drei Spieler, mit Trumpf und einem besonderen Kniff. Zu Beginn jeder Runde zeigt jeder eine Karte, und diese drei Karten bestimmen die Trumpffarbe und teilen den Tisch in zwei &lt;b&gt;Partner&lt;/b&gt; und einen Einzelgänger, den &lt;b&gt;Hood&lt;/b&gt;. Die Partner wollen gar nicht möglichst viele Stiche machen: Sie haben Erfolg, wenn sie die Runde mit genau gleich vielen Stichen beenden. Der Hood gewinnt, wenn er dieses Gleichgewicht stört, und bekommt Extrapunkte, wenn ihm das mit einer ungeraden Stichzahl gelingt oder wenn er genau die Stichzahl eines Partners trifft.</translation>
        </message>
        <message>
            <source>The cards</source>
            <translation>Die Karten</translation>
        </message>
        <message>
            <source>Hoodwink is played with 33 cards: the Ace, King, Queen, Jack, 10, 9, 8 and 7 of each suit, plus one joker. In every suit the Ace is the top card and the 7 the bottom one.</source>
            <translation>Hoodwink wird mit 33 Karten gespielt: Ass, König, Dame, Bube, 10, 9, 8 und 7 jeder Farbe, dazu ein Joker. In jeder Farbe ist das Ass die höchste Karte und die 7 die niedrigste.</translation>
        </message>
        <message>
            <source>Each suit from high to low, and the joker.</source>
            <translation>Jede Farbe von hoch nach niedrig, dazu der Joker.</translation>
        </message>
        <message>
            <source>The joker always belongs to the trump suit, whichever suit that turns out to be, as its very lowest card: even the 7 of trumps outranks it (see &lt;a href='#joker'&gt;The joker&lt;/a&gt;).</source>
            <translation>Der Joker gehört immer zur Trumpffarbe, welche Farbe das auch sein mag, und zwar als ihre allerniedrigste Karte: Selbst die Trumpf-7 steht über ihm (siehe &lt;a href='#joker'&gt;Der Joker&lt;/a&gt;).</translation>
        </message>
        <message>
            <source>All 33 cards are dealt, 11 to each player, so every deal has 11 tricks and no card is left over. There are always exactly three players.</source>
            <translation>Alle 33 Karten werden ausgeteilt, 11 an jeden Spieler; jede Runde hat also 11 Stiche, und keine Karte bleibt übrig. Es spielen immer genau drei Spieler.</translation>
        </message>
        <message>
            <source>The deal</source>
            <translation>Das Geben</translation>
        </message>
        <message>
            <source>The dealer shuffles and deals the cards face down, one at a time, starting with the player on their left and going round to the left until everyone holds 11. The first lead belongs to the player sitting on the dealer's left. For the next deal, the dealer's seat moves one place to the left.</source>
            <translation>Der Geber mischt und teilt die Karten verdeckt einzeln aus, beginnend mit dem Spieler zu seiner Linken und weiter reihum nach links, bis jeder 11 Karten hat. Das erste Ausspiel hat der Spieler links vom Geber. In der nächsten Runde gibt der Spieler links vom bisherigen Geber.</translation>
        </message>
        <message>
            <source>First dealer</source>
            <translation>Erster Geber</translation>
        </message>
        <message>
            <source>The program picks the first dealer of a match at random, and after each deal the deal passes to the left. Parlett's rules leave the first dealer open, so a fair random pick stands in for cutting the pack.</source>
            <translation>Das Programm bestimmt den ersten Geber einer Partie per Zufall, und nach jeder Runde wandert das Geben nach links weiter. Parletts Regeln lassen offen, wer zuerst gibt; eine faire Zufallswahl ersetzt deshalb das Abheben.</translation>
        </message>
        <message>
            <source>Trumps and partners</source>
            <translation>Trumpf und Partner</translation>
        </message>
        <message>
            <source>Before a card is played, each player secretly chooses one card from their hand: any suit card, but never the joker. Its suit is the suit you put forward as trumps. Nobody sees anyone else's choice until all three are made; then the three cards are turned face up together. The program keeps every choice hidden until the last one is in, from the computer players as much as from you.</source>
            <translation>Bevor die erste Karte gespielt wird, wählt jeder Spieler verdeckt eine Karte aus seiner Hand: eine beliebige Farbkarte, aber nie den Joker. Ihre Farbe ist die Farbe, die du als Trumpf vorschlägst. Niemand sieht die Wahl der anderen, bevor alle drei gewählt haben; dann werden die drei Karten gleichzeitig aufgedeckt. Das Programm hält jede Wahl geheim, bis die letzte getroffen ist – vor den Computerspielern genauso wie vor dir.</translation>
        </message>
        <message>
            <source>The card you show</source>
            <translation>Deine gezeigte Karte</translation>
        </message>
        <message>
            <source>After the reveal your card goes back into your hand and is played later like any other; the table has simply seen it. All 33 cards are needed for the 11 tricks, and the original rules don't set it aside.</source>
            <translation>Nach dem Aufdecken kommt deine Karte zurück in deine Hand und wird später wie jede andere gespielt; der Tisch hat sie nur gesehen. Alle 33 Karten werden für die 11 Stiche gebraucht, und die Originalregeln legen sie nicht beiseite.</translation>
        </message>
        <message>
            <source>Reading the three cards</source>
            <translation>Was die drei Karten bedeuten</translation>
        </message>
        <message>
            <source>Cards shown</source>
            <translation>Gezeigte Karten</translation>
        </message>
        <message>
            <source>Partners</source>
            <translation>Partner</translation>
        </message>
        <message>
            <source>Hood</source>
            <translation>Hood</translation>
        </message>
        <message>
            <source>Trumps</source>
            <translation>Trumpf</translation>
        </message>
        <message>
            <source>All three in one suit</source>
            <translation>Alle drei in einer Farbe</translation>
        </message>
        <message>
            <source>whoever showed the highest card of it, and whoever showed the lowest</source>
            <translation>wer die höchste Karte dieser Farbe gezeigt hat und wer die niedrigste</translation>
        </message>
        <message>
            <source>the player whose card ranks in between</source>
            <translation>der Spieler, dessen Karte dazwischen liegt</translation>
        </message>
        <message>
            <source>that suit</source>
            <translation>diese Farbe</translation>
        </message>
        <message>
            <source>Two in one suit, one in another</source>
            <translation>Zwei in einer Farbe, eine in einer anderen</translation>
        </message>
        <message>
            <source>the two who showed the same suit</source>
            <translation>die beiden, die dieselbe Farbe gezeigt haben</translation>
        </message>
        <message>
            <source>the odd one out</source>
            <translation>der Spieler mit der anderen Farbe</translation>
        </message>
        <message>
            <source>the Hood's suit</source>
            <translation>die Farbe des Hoods</translation>
        </message>
        <message>
            <source>Three different suits</source>
            <translation>Drei verschiedene Farben</translation>
        </message>
        <message>
            <source>the two whose suits are the same colour</source>
            <translation>die beiden, deren Farben beide rot oder beide schwarz sind</translation>
        </message>
        <message>
            <source>the third player</source>
            <translation>der dritte Spieler</translation>
        </message>
        <message>
            <source>the fourth suit, the one nobody showed</source>
            <translation>die vierte Farbe, die niemand gezeigt hat</translation>
        </message>
        <message>
            <source>Spades {S} and clubs {C} are the black suits; hearts {H} and diamonds {D} the red ones. When three different suits are shown, exactly two of them always share a colour, so there is never any doubt.</source>
            <translation>Pik {S} und Kreuz {C} sind die schwarzen Farben, Herz {H} und Karo {D} die roten. Werden drei verschiedene Farben gezeigt, sind immer genau zwei davon rot oder genau zwei schwarz; Zweifel gibt es also nie.</translation>
        </message>
        <message>
            <source>Examples</source>
            <translation>Beispiele</translation>
        </message>
        <message>
            <source>One suit</source>
            <translation>Eine Farbe</translation>
        </message>
        <message>
            <source>All hearts. Ada's Ace is the highest and Ben's 7 the lowest, so they are the partners; Cleo's Jack sits in between, which makes her the Hood. Hearts are trumps.</source>
            <translation>Alles Herz. Adas Ass ist die höchste Karte und Bens 7 die niedrigste, also sind die beiden Partner; Cleos Bube liegt dazwischen, damit ist sie der Hood. Herz ist Trumpf.</translation>
        </message>
        <message>
            <source>Ada</source>
            <translation>Ada</translation>
        </message>
        <message>
            <source>partner</source>
            <translation>Partner</translation>
        </message>
        <message>
            <source>Ben</source>
            <translation>Ben</translation>
        </message>
        <message>
            <source>Cleo</source>
            <translation>Cleo</translation>
        </message>
        <message>
            <source>Two match</source>
            <translation>Zwei gleiche</translation>
        </message>
        <message>
            <source>Ada and Ben both showed spades, so they are partners and Cleo is the Hood. Trumps are the Hood's suit: diamonds.</source>
            <translation>Ada und Ben haben beide Pik gezeigt, sind also Partner, und Cleo ist der Hood. Trumpf ist die Farbe des Hoods: Karo.</translation>
        </message>
        <message>
            <source>Ada and Cleo match in clubs and become partners. Ben is the Hood, and his heart makes hearts trumps.</source>
            <translation>Ada und Cleo haben beide Kreuz gezeigt und werden Partner. Ben ist der Hood, und sein Herz macht Herz zu Trumpf.</translation>
        </message>
        <message>
            <source>Three suits</source>
            <translation>Drei Farben</translation>
        </message>
        <message>
            <source>Three suits. Spades and clubs are both black, so Ada and Ben are partners and Cleo is the Hood. Nobody showed a heart, so hearts are trumps.</source>
            <translation>Drei Farben. Pik und Kreuz sind beide schwarz, also sind Ada und Ben Partner, und Cleo ist der Hood. Niemand hat Herz gezeigt, also ist Herz Trumpf.</translation>
        </message>
        <message>
            <source>Three suits again; the ranks don't matter here. The black pair, Ada and Cleo, are partners, Ben is the Hood, and diamonds, the suit left out, are trumps.</source>
            <translation>Wieder drei Farben; die Kartenwerte spielen hier keine Rolle. Das schwarze Paar, Ada und Cleo, sind Partner, Ben ist der Hood, und Karo, die ausgelassene Farbe, ist Trumpf.</translation>
        </message>
        <message>
            <source>What each side is after</source>
            <translation>Worum es jeder Partei geht</translation>
        </message>
        <message>
            <source>&lt;b&gt;The partners&lt;/b&gt; want to end the deal level: exactly the same number of tricks each. Any number will do, although more tricks mean more points.</source>
            <translation>&lt;b&gt;Die Partner&lt;/b&gt; wollen die Runde gleichauf beenden: jeder mit genau gleich vielen Stichen. Jede Anzahl ist recht, wobei mehr Stiche mehr Punkte bringen.</translation>
        </message>
        <message>
            <source>&lt;b&gt;The Hood&lt;/b&gt; wins whenever the partners' counts differ, and earns extra for ending on an odd number of tricks or on the same number as either partner.</source>
            <translation>&lt;b&gt;Der Hood&lt;/b&gt; gewinnt, sobald die Stichzahlen der Partner verschieden sind, und bekommt Extrapunkte, wenn er mit einer ungeraden Stichzahl endet oder mit derselben wie einer der Partner.</translation>
        </message>
        <message>
            <source>Because the three cards lie face up, everybody knows the partnerships and the trump suit before the first lead. The exception is the &lt;a href='#option-same_suit'&gt;individual play&lt;/a&gt; option. With the &lt;a href='#option-trump_selection'&gt;longest suit&lt;/a&gt; option the program picks each player's card by a fixed rule instead of letting them choose.</source>
            <translation>Weil die drei Karten offen liegen, kennt jeder die Partnerschaften und die Trumpffarbe schon vor dem ersten Ausspiel. Die Ausnahme ist die Option &lt;a href='#option-same_suit'&gt;Einzelspiel&lt;/a&gt;. Mit der Option &lt;a href='#option-trump_selection'&gt;längste Farbe&lt;/a&gt; wählt das Programm die Karte jedes Spielers nach einer festen Regel aus, statt ihn selbst wählen zu lassen.</translation>
        </message>
        <message>
            <source>Playing the tricks</source>
            <translation>Spielablauf</translation>
        </message>
        <message>
            <source>Whoever sits on the dealer's left makes the opening lead, and after that each trick's winner leads again. Play goes round to the left, one card each.</source>
            <translation>Wer links vom Geber sitzt, spielt als Erster aus; danach spielt jeweils aus, wer den letzten Stich gemacht hat. Gespielt wird reihum nach links, jeder eine Karte.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Follow suit.&lt;/b&gt; If you hold a card of the suit that was led, you must play one. If you don't, you may play any card, a trump included.</source>
            <translation>&lt;b&gt;Farbe bekennen.&lt;/b&gt; Hast du eine Karte der ausgespielten Farbe, musst du eine davon spielen. Hast du keine, darfst du jede beliebige Karte spielen, auch einen Trumpf.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Taking the trick.&lt;/b&gt; If any trumps were played, the highest trump takes the trick. If none were, it goes to the best card in the suit that was led. A card of any other suit never wins.</source>
            <translation>&lt;b&gt;Wer den Stich bekommt.&lt;/b&gt; Wurde Trumpf gespielt, macht der höchste Trumpf den Stich. Wenn nicht, geht er an die höchste Karte der ausgespielten Farbe. Eine Karte einer anderen Farbe gewinnt nie.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your own pile.&lt;/b&gt; Everybody keeps the tricks they take in front of them, partners included: what counts is how many each player takes, not how many a side takes.</source>
            <translation>&lt;b&gt;Eigener Stapel.&lt;/b&gt; Jeder legt seine Stiche vor sich ab, auch die Partner: Es zählt, wie viele Stiche jeder einzelne Spieler macht, nicht wie viele eine Partei macht.</translation>
        </message>
        <message>
            <source>The joker</source>
            <translation>Der Joker</translation>
        </message>
        <message>
            <source>The joker is the lowest trump, and it behaves as a card of the trump suit in every way:</source>
            <translation>Der Joker ist der niedrigste Trumpf und verhält sich in jeder Hinsicht wie eine Karte der Trumpffarbe:</translation>
        </message>
        <message>
            <source>When trumps are led and the joker is your only trump, you must play it.</source>
            <translation>Wird Trumpf ausgespielt und ist der Joker dein einziger Trumpf, musst du ihn spielen.</translation>
        </message>
        <message>
            <source>Leading the joker counts as leading trumps, so the others must play trumps if they have any.</source>
            <translation>Den Joker auszuspielen heißt Trumpf auszuspielen; die anderen müssen also Trumpf zugeben, wenn sie welchen haben.</translation>
        </message>
        <message>
            <source>When you can't follow a plain suit, you may play the joker as a trump: it beats every card that isn't a trump.</source>
            <translation>Kannst du eine ausgespielte Farbe, die nicht Trumpf ist, nicht bedienen, darfst du den Joker als Trumpf spielen: Er schlägt jede Karte, die kein Trumpf ist.</translation>
        </message>
        <message>
            <source>Against any other trump it loses; even the 7 of trumps beats it.</source>
            <translation>Gegen jeden anderen Trumpf verliert er; sogar die Trumpf-7 schlägt ihn.</translation>
        </message>
        <message>
            <source>Who takes the trick?</source>
            <translation>Wer bekommt den Stich?</translation>
        </message>
        <message>
            <source>Trumps {H}</source>
            <translation>Trumpf {H}</translation>
        </message>
        <message>
            <source>Spades are led and the third player, out of spades, plays the joker. It is the only trump in the trick, so it wins.</source>
            <translation>Pik wird ausgespielt, und der dritte Spieler, der kein Pik mehr hat, spielt den Joker. Er ist der einzige Trumpf im Stich und gewinnt deshalb.</translation>
        </message>
        <message>
            <source>led</source>
            <translation>Ausspiel</translation>
        </message>
        <message>
            <source>2nd</source>
            <translation>2.</translation>
        </message>
        <message>
            <source>3rd</source>
            <translation>3.</translation>
        </message>
        <message>
            <source>★ wins</source>
            <translation>★ gewinnt</translation>
        </message>
        <message>
            <source>Two trumps this time. The {7H} is the higher of them, because the joker ranks below every other trump.</source>
            <translation>Diesmal zwei Trümpfe. Die {7H} ist die höhere Karte, denn der Joker steht unter jedem anderen Trumpf.</translation>
        </message>
        <message>
            <source>Leading the joker leads trumps, and the {8H} is a higher trump. The {KS} comes from a player with no hearts left and cannot win.</source>
            <translation>Wer den Joker ausspielt, spielt Trumpf aus, und die {8H} ist ein höherer Trumpf. Der {KS} kommt von einem Spieler ohne Herz und kann nicht gewinnen.</translation>
        </message>
        <message>
            <source>No trump is played, so the highest club wins. The {AD} is off-suit and counts for nothing.</source>
            <translation>Es wird kein Trumpf gespielt, also gewinnt das höchste Kreuz. Das {AD} gehört nicht zur ausgespielten Farbe und zählt nichts.</translation>
        </message>
        <message>
            <source>Which cards may I play?</source>
            <translation>Welche Karten darf ich spielen?</translation>
        </message>
        <message>
            <source>Trumps {H}; a heart is led</source>
            <translation>Trumpf {H}; Herz ist ausgespielt</translation>
        </message>
        <message>
            <source>Trumps are led and the joker is your only trump, so it has to go.</source>
            <translation>Trumpf ist ausgespielt und der Joker dein einziger Trumpf, also muss er raus.</translation>
        </message>
        <message>
            <source>✓ may play</source>
            <translation>✓ erlaubt</translation>
        </message>
        <message>
            <source>✗ may not</source>
            <translation>✗ verboten</translation>
        </message>
        <message>
            <source>Trumps {H}; a club is led</source>
            <translation>Trumpf {H}; Kreuz ist ausgespielt</translation>
        </message>
        <message>
            <source>You hold a club, so you must play it. The joker is a heart in this deal, not a club.</source>
            <translation>Du hast ein Kreuz, also musst du es spielen. Der Joker ist in dieser Runde ein Herz, kein Kreuz.</translation>
        </message>
        <message>
            <source>No clubs in your hand, so anything goes: the joker or the {9H} to trump, or the {AS} to throw away.</source>
            <translation>Kein Kreuz auf der Hand, also ist alles erlaubt: der Joker oder die {9H} zum Stechen oder das {AS} zum Abwerfen.</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Wertung</translation>
        </message>
        <message>
            <source>When the 11 tricks are over, every player earns a point per trick in their own pile. Then one side gets a bonus:</source>
            <translation>Nach den 11 Stichen bekommt jeder Spieler einen Punkt für jeden Stich in seinem eigenen Stapel. Dann erhält eine Partei einen Bonus:</translation>
        </message>
        <message>
            <source>&lt;b&gt;Partners level.&lt;/b&gt; If the two partners took the same number of tricks, each of them adds 10. The Hood scores tricks only.</source>
            <translation>&lt;b&gt;Partner gleichauf.&lt;/b&gt; Haben die beiden Partner gleich viele Stiche gemacht, bekommt jeder von ihnen 10 dazu. Der Hood zählt nur seine Stiche.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Partners apart.&lt;/b&gt; Otherwise the Hood has won and adds 10, then another 10 for an odd number of tricks, and another 10 for the same number as either partner. The partners score tricks only.</source>
            <translation>&lt;b&gt;Partner ungleich.&lt;/b&gt; Andernfalls hat der Hood gewonnen und bekommt 10 dazu, weitere 10 für eine ungerade Stichzahl und noch einmal 10 für dieselbe Stichzahl wie einer der Partner. Die Partner zählen nur ihre Stiche.</translation>
        </message>
        <message>
            <source>So a winning Hood can add up to 30, when both extras come together.</source>
            <translation>Ein siegreicher Hood kann also bis zu 30 dazubekommen, wenn beide Extras zusammenkommen.</translation>
        </message>
        <message>
            <source>Worked examples</source>
            <translation>Rechenbeispiele</translation>
        </message>
        <message>
            <source>Partners' tricks</source>
            <translation>Stiche der Partner</translation>
        </message>
        <message>
            <source>Hood's tricks</source>
            <translation>Stiche des Hoods</translation>
        </message>
        <message>
            <source>Partners score</source>
            <translation>Punkte der Partner</translation>
        </message>
        <message>
            <source>Hood scores</source>
            <translation>Punkte des Hoods</translation>
        </message>
        <message>
            <source>How the Hood's score is made</source>
            <translation>So entstehen die Punkte des Hoods</translation>
        </message>
        <message>
            <source>5 and 1</source>
            <translation>5 und 1</translation>
        </message>
        <message>
            <source>&lt;b&gt;35&lt;/b&gt;</source>
            <translation>&lt;b&gt;35&lt;/b&gt;</translation>
        </message>
        <message>
            <source>5 tricks + 10 + 10 odd + 10 level with a partner: the best a Hood can do</source>
            <translation>5 Stiche + 10 + 10 ungerade + 10 gleichauf mit einem Partner: mehr geht für den Hood nicht</translation>
        </message>
        <message>
            <source>5 and 5</source>
            <translation>5 und 5</translation>
        </message>
        <message>
            <source>&lt;b&gt;15&lt;/b&gt; each</source>
            <translation>je &lt;b&gt;15&lt;/b&gt;</translation>
        </message>
        <message>
            <source>partners level: 5 + 10 each; the Hood scores the one trick</source>
            <translation>Partner gleichauf: je 5 + 10; der Hood zählt seinen einen Stich</translation>
        </message>
        <message>
            <source>0 and 0</source>
            <translation>0 und 0</translation>
        </message>
        <message>
            <source>10 each</source>
            <translation>je 10</translation>
        </message>
        <message>
            <source>partners level with no tricks: the bonus alone</source>
            <translation>Partner gleichauf ohne Stiche: nur der Bonus</translation>
        </message>
        <message>
            <source>3 and 5</source>
            <translation>3 und 5</translation>
        </message>
        <message>
            <source>&lt;b&gt;33&lt;/b&gt;</source>
            <translation>&lt;b&gt;33&lt;/b&gt;</translation>
        </message>
        <message>
            <source>3 + 10 + 10 odd + 10 level</source>
            <translation>3 + 10 + 10 ungerade + 10 gleichauf</translation>
        </message>
        <message>
            <source>1 and 9</source>
            <translation>1 und 9</translation>
        </message>
        <message>
            <source>&lt;b&gt;31&lt;/b&gt;</source>
            <translation>&lt;b&gt;31&lt;/b&gt;</translation>
        </message>
        <message>
            <source>1 + 10 + 10 odd + 10 level</source>
            <translation>1 + 10 + 10 ungerade + 10 gleichauf</translation>
        </message>
        <message>
            <source>2 and 0</source>
            <translation>2 und 0</translation>
        </message>
        <message>
            <source>&lt;b&gt;29&lt;/b&gt;</source>
            <translation>&lt;b&gt;29&lt;/b&gt;</translation>
        </message>
        <message>
            <source>9 + 10 + 10 odd; nobody else has 9</source>
            <translation>9 + 10 + 10 ungerade; sonst hat niemand 9</translation>
        </message>
        <message>
            <source>4 and 3</source>
            <translation>4 und 3</translation>
        </message>
        <message>
            <source>&lt;b&gt;24&lt;/b&gt;</source>
            <translation>&lt;b&gt;24&lt;/b&gt;</translation>
        </message>
        <message>
            <source>4 + 10 + 10 level; 4 is even</source>
            <translation>4 + 10 + 10 gleichauf; 4 ist gerade</translation>
        </message>
        <message>
            <source>5 and 2</source>
            <translation>5 und 2</translation>
        </message>
        <message>
            <source>&lt;b&gt;14&lt;/b&gt;</source>
            <translation>&lt;b&gt;14&lt;/b&gt;</translation>
        </message>
        <message>
            <source>4 + 10: even, and no match</source>
            <translation>4 + 10: gerade und keine gleiche Stichzahl</translation>
        </message>
        <message>
            <source>4 and 4</source>
            <translation>4 und 4</translation>
        </message>
        <message>
            <source>&lt;b&gt;14&lt;/b&gt; each</source>
            <translation>je &lt;b&gt;14&lt;/b&gt;</translation>
        </message>
        <message>
            <source>partners level: 4 + 10 each</source>
            <translation>Partner gleichauf: je 4 + 10</translation>
        </message>
        <message>
            <source>6 and 2</source>
            <translation>6 und 2</translation>
        </message>
        <message>
            <source>&lt;b&gt;23&lt;/b&gt;</source>
            <translation>&lt;b&gt;23&lt;/b&gt;</translation>
        </message>
        <message>
            <source>3 + 10 + 10 odd</source>
            <translation>3 + 10 + 10 ungerade</translation>
        </message>
        <message>
            <source>Notice that 11 is odd: whenever the partners finish level, the Hood is left with an odd number of tricks, but that earns nothing unless the partners are apart.</source>
            <translation>Beachte, dass 11 ungerade ist: Wenn die Partner gleichauf enden, bleibt dem Hood immer eine ungerade Stichzahl, doch die bringt nur dann etwas, wenn die Partner ungleich sind.</translation>
        </message>
        <message>
            <source>Fluctuating scoring</source>
            <translation>Schwankende Wertung</translation>
        </message>
        <message>
            <source>With the &lt;a href='#option-scoring'&gt;fluctuating&lt;/a&gt; option everyone still scores 1 per trick, but the bonuses grow with the size of the result:</source>
            <translation>Mit der Option &lt;a href='#option-scoring'&gt;schwankend&lt;/a&gt; bekommt weiterhin jeder 1 Punkt pro Stich, aber die Boni wachsen mit der Höhe des Ergebnisses:</translation>
        </message>
        <message>
            <source>&lt;b&gt;Partners level:&lt;/b&gt; each partner scores 11 for every trick they took instead of 1, so five each is worth 55 apiece. Level on no tricks at all scores them nothing.</source>
            <translation>&lt;b&gt;Partner gleichauf:&lt;/b&gt; Jeder Partner bekommt für jeden seiner Stiche 11 statt 1; fünf Stiche für jeden bringen also je 55. Gleichauf ganz ohne Stich bringt ihnen nichts.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Partners apart:&lt;/b&gt; the Hood adds 10 for each trick of difference between the partners, or 20 for each when the Hood has matched one partner's count. An odd count earns nothing extra.</source>
            <translation>&lt;b&gt;Partner ungleich:&lt;/b&gt; Der Hood bekommt 10 für jeden Stich Unterschied zwischen den Partnern, oder 20 für jeden, wenn er die Stichzahl eines Partners getroffen hat. Eine ungerade Stichzahl bringt nichts extra.</translation>
        </message>
        <message>
            <source>Working</source>
            <translation>Rechnung</translation>
        </message>
        <message>
            <source>4 and 2</source>
            <translation>4 und 2</translation>
        </message>
        <message>
            <source>&lt;b&gt;25&lt;/b&gt;</source>
            <translation>&lt;b&gt;25&lt;/b&gt;</translation>
        </message>
        <message>
            <source>&lt;b&gt;43&lt;/b&gt;</source>
            <translation>&lt;b&gt;43&lt;/b&gt;</translation>
        </message>
        <message>
            <source>3 + 20 × 2, doubled for matching a partner's 3</source>
            <translation>3 + 20 × 2, doppelt, weil er die 3 eines Partners trifft</translation>
        </message>
        <message>
            <source>11 and 0</source>
            <translation>11 und 0</translation>
        </message>
        <message>
            <source>&lt;b&gt;220&lt;/b&gt;</source>
            <translation>&lt;b&gt;220&lt;/b&gt;</translation>
        </message>
        <message>
            <source>0 + 20 × 11: the Hood's 0 matches a partner's, the largest score there is</source>
            <translation>0 + 20 × 11: Die 0 des Hoods trifft die eines Partners – die höchste mögliche Punktzahl</translation>
        </message>
        <message>
            <source>&lt;b&gt;55&lt;/b&gt; each</source>
            <translation>je &lt;b&gt;55&lt;/b&gt;</translation>
        </message>
        <message>
            <source>partners level: 11 × 5 each</source>
            <translation>Partner gleichauf: je 11 × 5</translation>
        </message>
        <message>
            <source>The match</source>
            <translation>Die Partie</translation>
        </message>
        <message>
            <source>With standard scoring you play towards a target, 100 points unless you set another. As soon as a deal finishes with at least one running total on or past the target, the match is over, and the highest total wins.</source>
            <translation>Bei Standardwertung spielst du auf eine Zielpunktzahl: 100 Punkte, sofern du keine andere einstellst. Sobald nach einer Runde mindestens ein Spieler mit seinen Gesamtpunkten das Ziel erreicht oder überschreitet, ist die Partie vorbei, und die höchste Summe gewinnt.</translation>
        </message>
        <message>
            <source>With fluctuating scoring you agree the length in deals instead: 9 unless you set another, always a multiple of 3 so that everyone deals equally often. The highest total after the last deal wins.</source>
            <translation>Bei schwankender Wertung legst du stattdessen die Länge in Runden fest: 9, sofern du keine andere Zahl einstellst, immer ein Vielfaches von 3, damit jeder gleich oft gibt. Nach der letzten Runde gewinnt die höchste Summe.</translation>
        </message>
        <message>
            <source>Tied totals</source>
            <translation>Gleichstand</translation>
        </message>
        <message>
            <source>If two players share the highest total when a match to a target would end, the program plays another deal, and more if needed, until one total is highest. After a fixed number of deals, equal highest totals are a shared win. The original rules don't say how to settle a tie.</source>
            <translation>Teilen sich zwei Spieler die höchste Summe, wenn eine Partie auf Zielpunktzahl enden würde, spielt das Programm eine weitere Runde, bei Bedarf auch mehrere, bis eine Summe allein vorn liegt. Nach einer festen Rundenzahl teilen sich Spieler mit gleicher höchster Summe den Sieg. Die Originalregeln sagen nicht, wie ein Gleichstand aufgelöst wird.</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Optionen</translation>
        </message>
        <message>
            <source>Choose these in the new-game dialog. The short names in grey are the ones used in saved deals and deal records.</source>
            <translation>Diese Optionen wählst du beim Start eines neuen Spiels. Die grauen Kurznamen sind die, die in gespeicherten Runden und Rundenprotokollen stehen.</translation>
        </message>
        <message>
            <source>Target score</source>
            <translation>Zielpunktzahl</translation>
        </message>
        <message>
            <source>Play stops at the end of the first deal that brings somebody's total up to this number (any whole number from 1). Fluctuating scoring ignores it and counts deals instead.</source>
            <translation>Die Partie endet nach der ersten Runde, die jemanden mit seinen Gesamtpunkten auf diese Zahl bringt (jede ganze Zahl ab 1). Die schwankende Wertung beachtet sie nicht und zählt stattdessen Runden.</translation>
        </message>
        <message>
            <source>Trump proposals</source>
            <translation>Trumpfvorschläge</translation>
        </message>
        <message>
            <source>How each player's card for the reveal is chosen.</source>
            <translation>Wie die Karte gewählt wird, die jeder Spieler aufdeckt.</translation>
        </message>
        <message>
            <source>Show any suit card you like.</source>
            <translation>Zeige eine beliebige Farbkarte.</translation>
        </message>
        <message>
            <source>You must show the highest card of your longest suit. The joker doesn't count towards any suit. When two suits are equally long, the stronger one is chosen: compare their best cards, then their second-best, and so on down. The program makes every player's proposal under this rule and tells you why your card was chosen.</source>
            <translation>Du musst die höchste Karte deiner längsten Farbe zeigen. Der Joker zählt zu keiner Farbe. Sind zwei Farben gleich lang, wird die stärkere gewählt: Vergleiche ihre besten Karten, dann die zweitbesten und so weiter. Das Programm macht den Vorschlag jedes Spielers nach dieser Regel und sagt dir, warum deine Karte gewählt wurde.</translation>
        </message>
        <message>
            <source>Equal longest suits</source>
            <translation>Gleich lange Farben</translation>
        </message>
        <message>
            <source>If two suits match card for card, the program prefers spades, then hearts, then diamonds, then clubs (♠ ♥ ♦ ♣). The original rule stops short of this case, and a proposal has to be made somehow.</source>
            <translation>Gleichen sich zwei Farben Karte für Karte, bevorzugt das Programm Pik, dann Herz, dann Karo, dann Kreuz (♠ ♥ ♦ ♣). Die Originalregel geht auf diesen Fall nicht mehr ein, und irgendwie muss ein Vorschlag gemacht werden.</translation>
        </message>
        <message>
            <source>All three show the same suit</source>
            <translation>Alle drei zeigen dieselbe Farbe</translation>
        </message>
        <message>
            <source>What happens when every card shown is of one suit.</source>
            <translation>Was passiert, wenn alle gezeigten Karten dieselbe Farbe haben.</translation>
        </message>
        <message>
            <source>The highest and lowest cards are partners, as in the table above.</source>
            <translation>Die höchste und die niedrigste Karte sind Partner, wie in der Tabelle oben.</translation>
        </message>
        <message>
            <source>That suit is trumps, but nobody is partnered yet: everyone plays for themselves. When the tricks are counted, any two players on the same number turn out to have been partners, and successful ones; the remaining player is the Hood. With three different counts, the next option decides.</source>
            <translation>Diese Farbe ist Trumpf, aber noch ist niemand Partner: Jeder spielt für sich. Beim Zählen der Stiche stellen sich zwei Spieler mit gleicher Stichzahl als Partner heraus, und zwar als erfolgreiche; der übrige Spieler ist der Hood. Bei drei verschiedenen Stichzahlen entscheidet die nächste Option.</translation>
        </message>
        <message>
            <source>When nobody ties</source>
            <translation>Ohne Gleichstand</translation>
        </message>
        <message>
            <source>Only with individual play: who, if anyone, becomes the Hood when all three counts are different.</source>
            <translation>Nur beim Einzelspiel: wer, wenn überhaupt, der Hood wird, wenn alle drei Stichzahlen verschieden sind.</translation>
        </message>
        <message>
            <source>Nobody: there are no bonuses, and everyone scores just their tricks.</source>
            <translation>Niemand: Es gibt keine Boni, und jeder zählt nur seine Stiche.</translation>
        </message>
        <message>
            <source>The player with the middle count is the Hood.</source>
            <translation>Der Spieler mit der mittleren Stichzahl ist der Hood.</translation>
        </message>
        <message>
            <source>Whoever took the 11th trick is the Hood.</source>
            <translation>Wer den 11. Stich gemacht hat, ist der Hood.</translation>
        </message>
        <message>
            <source>Whoever took the first trick is the Hood.</source>
            <translation>Wer den ersten Stich gemacht hat, ist der Hood.</translation>
        </message>
        <message>
            <source>The trump suit picks one of the four above: &lt;code&gt;plain&lt;/code&gt; when spades are trumps, &lt;code&gt;middle&lt;/code&gt; for hearts, &lt;code&gt;last&lt;/code&gt; for diamonds and &lt;code&gt;first&lt;/code&gt; for clubs.</source>
            <translation>Die Trumpffarbe wählt eine der vier Regeln oben: &lt;code&gt;plain&lt;/code&gt;, wenn Pik Trumpf ist, &lt;code&gt;middle&lt;/code&gt; bei Herz, &lt;code&gt;last&lt;/code&gt; bei Karo und &lt;code&gt;first&lt;/code&gt; bei Kreuz.</translation>
        </message>
        <message>
            <source>Once a Hood is named this way, the other two count as partners who missed, so the Hood collects the winner's bonuses. For example, with diamonds trumps under &lt;code&gt;by_suit&lt;/code&gt;, Ada takes 5 tricks, Ben 4 and Cleo 2, and Ben took the last trick: Ben is the Hood and scores 4 + 10 = 14 (even, no match), while Ada scores 5 and Cleo 2.</source>
            <translation>Wird auf diese Weise ein Hood bestimmt, gelten die anderen beiden als Partner, die ihr Ziel verfehlt haben; der Hood bekommt also die Boni des Siegers. Ein Beispiel mit Karo als Trumpf unter &lt;code&gt;by_suit&lt;/code&gt;: Ada macht 5 Stiche, Ben 4 und Cleo 2, und Ben hat den letzten Stich gemacht. Ben ist der Hood und bekommt 4 + 10 = 14 (gerade, keine gleiche Stichzahl), Ada bekommt 5 und Cleo 2.</translation>
        </message>
        <message>
            <source>First-trick Hood</source>
            <translation>Hood durch ersten Stich</translation>
        </message>
        <message>
            <source>With &lt;code&gt;first&lt;/code&gt;, as with every choice here, the first trick names the Hood only when all three counts end up different; two players who tie are still the partners. That is how the original lists these alternatives, although it remarks that this one would show the Hood from the start.</source>
            <translation>Mit &lt;code&gt;first&lt;/code&gt; bestimmt der erste Stich, wie bei jeder Wahl hier, den Hood nur dann, wenn am Ende alle drei Stichzahlen verschieden sind; zwei Spieler mit gleicher Stichzahl sind weiterhin die Partner. So führt das Original diese Alternativen auf, auch wenn es anmerkt, dass diese hier den Hood schon von Anfang an verraten würde.</translation>
        </message>
        <message>
            <source>Rule by trump suit</source>
            <translation>Regel nach Trumpffarbe</translation>
        </message>
        <message>
            <source>Parlett suggests letting the trump suit choose among the alternatives but doesn't pair them up; the program takes them in the order he lists them, from spades to clubs.</source>
            <translation>Parlett schlägt vor, die Trumpffarbe unter den Alternativen wählen zu lassen, ordnet sie den Farben aber nicht zu; das Programm nimmt sie in der Reihenfolge, in der er sie aufführt, von Pik bis Kreuz.</translation>
        </message>
        <message>
            <source>Which way deals are scored.</source>
            <translation>Wie die Runden gewertet werden.</translation>
        </message>
        <message>
            <source>Small bonuses, played to a target score; see &lt;a href='#scoring'&gt;Scoring&lt;/a&gt;.</source>
            <translation>Kleine Boni, gespielt bis zu einer Zielpunktzahl; siehe &lt;a href='#scoring'&gt;Wertung&lt;/a&gt;.</translation>
        </message>
        <message>
            <source>Big swings over a fixed number of deals; see &lt;a href='#fluctuating'&gt;Fluctuating scoring&lt;/a&gt;.</source>
            <translation>Große Ausschläge über eine feste Zahl von Runden; siehe &lt;a href='#fluctuating'&gt;Schwankende Wertung&lt;/a&gt;.</translation>
        </message>
        <message>
            <source>Number of deals</source>
            <translation>Anzahl der Runden</translation>
        </message>
        <message>
            <source>Only with fluctuating scoring: how many deals make a match, a multiple of 3.</source>
            <translation>Nur bei schwankender Wertung: wie viele Runden eine Partie hat, ein Vielfaches von 3.</translation>
        </message>
        <message>
            <source>Partner talk</source>
            <translation>Partnergespräch</translation>
        </message>
        <message>
            <source>Whether the partners may speak to each other during the deal.</source>
            <translation>Ob die Partner während der Runde miteinander sprechen dürfen.</translation>
        </message>
        <message>
            <source>The partners play in silence; only their cards speak.</source>
            <translation>Die Partner spielen schweigend; nur ihre Karten sprechen.</translation>
        </message>
        <message>
            <source>The partners may talk, within strict limits. When the sides are known and nobody has led yet, each partner may say roughly how many tricks their hand should make, as a range like 1–2. Later, whenever a partner has the lead, they may invite a request; the other can reply with one suit to lead (“lead ♠”), one suit to avoid (“don't lead ♥”), or “no preference”. That is all the talk there is, and the Hood hears every word. Computer partners estimate honestly, invite requests when it helps, always reply, and bear a request in mind when they lead.</source>
            <translation>Die Partner dürfen reden, aber in engen Grenzen. Wenn die Parteien feststehen und noch niemand ausgespielt hat, darf jeder Partner ungefähr sagen, wie viele Stiche seine Hand machen sollte, als Spanne wie 1–2. Später darf ein Partner, wann immer er am Ausspiel ist, um einen Wunsch bitten; der andere kann mit einer Farbe antworten, die ausgespielt werden soll („spiel ♠ aus“), einer Farbe, die vermieden werden soll („spiel kein ♥ aus“), oder mit „kein Wunsch“. Mehr wird nicht gesprochen, und der Hood hört jedes Wort. Computerpartner schätzen ehrlich, bitten um Wünsche, wenn es hilft, antworten immer und berücksichtigen einen Wunsch, wenn sie ausspielen.</translation>
        </message>
        <message>
            <source>Tips</source>
            <translation>Tipps</translation>
        </message>
        <message>
            <source>&lt;b&gt;Partners: balance, don't hoard.&lt;/b&gt; Five tricks each is the partners' best result, 15 points apiece. Watch both piles as the deal goes on; once one of you is ahead, that partner should start losing tricks on purpose, throwing high cards away rather than winning with them.</source>
            <translation>&lt;b&gt;Partner: ausgleichen, nicht horten.&lt;/b&gt; Fünf Stiche für jeden sind das beste Ergebnis der Partner, je 15 Punkte. Behalte im Lauf der Runde beide Stapel im Auge; sobald einer von euch vorn liegt, sollte dieser Partner absichtlich Stiche abgeben und hohe Karten lieber abwerfen, als mit ihnen zu gewinnen.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Hood: you needn't win tricks.&lt;/b&gt; Your bonus depends on the partners being apart, not on your own pile. Pushing one more trick onto the partner who already has more is often worth more than taking it yourself.</source>
            <translation>&lt;b&gt;Hood: Du musst keine Stiche machen.&lt;/b&gt; Dein Bonus hängt davon ab, dass die Partner ungleich sind, nicht von deinem eigenen Stapel. Dem Partner, der ohnehin mehr hat, noch einen Stich zuzuschieben, ist oft mehr wert, als ihn selbst zu nehmen.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Hood: go for a match.&lt;/b&gt; The big scores come from finishing level with a partner, best of all on an odd number: three and three, or five and five, with the other partner somewhere else.</source>
            <translation>&lt;b&gt;Hood: Zieh mit einem Partner gleich.&lt;/b&gt; Die großen Punkte gibt es, wenn du gleichauf mit einem Partner endest, am besten mit einer ungeraden Zahl: drei und drei oder fünf und fünf, während der andere Partner woanders liegt.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Mind what you show.&lt;/b&gt; Your proposal card stays in your hand and everyone remembers it. A low card gives little away; an Ace tells the table where a sure winner is.</source>
            <translation>&lt;b&gt;Überleg, was du zeigst.&lt;/b&gt; Deine Vorschlagskarte bleibt in deiner Hand, und alle merken sie sich. Eine niedrige Karte verrät wenig; ein Ass zeigt dem Tisch, wo ein sicherer Stich liegt.</translation>
        </message>
        <message>
            <source>&lt;b&gt;The joker is a quiet trump.&lt;/b&gt; It loses to every other trump, yet it still takes a plain-suit trick you can't follow. That makes it a handy way to add exactly one trick late in the deal, when the counts matter most.</source>
            <translation>&lt;b&gt;Der Joker ist ein leiser Trumpf.&lt;/b&gt; Er verliert gegen jeden anderen Trumpf, macht aber trotzdem einen Stich in einer Farbe, die du nicht bedienen kannst. Damit eignet er sich gut, um spät in der Runde genau einen Stich dazuzuholen, wenn die Stichzahlen am meisten zählen.</translation>
        </message>
        <message>
            <source>Crescendo</source>
            <translation>Crescendo</translation>
        </message>
        <message>
            <source>Two to five players · no trumps · tricks that grow in value</source>
            <translation>Zwei bis fünf Spieler · ohne Trumpf · Stiche mit steigendem Wert</translation>
        </message>
        <message>
            <source>2 to 5 (best 3–4)</source>
            <translation>2 bis 5 (am besten 3–4)</translation>
        </message>
        <message>
            <source>24, 36 or 52</source>
            <translation>24, 36 oder 52</translation>
        </message>
        <message>
            <source>none: snaps</source>
            <translation>keiner, dafür Schnapp</translation>
        </message>
        <message>
            <source>a deal each</source>
            <translation>jeder gibt einmal</translation>
        </message>
        <message>
            <source>Crescendo is a trick-taking game for two to five players, at its best with three or four. There are no trumps, and tricks are not all worth the same: each is worth more than the one before, until the values drop back and climb again. A player who can't follow suit may &lt;b&gt;snap&lt;/b&gt; a trick with a card that matches the rank of the lead. Your aim is the highest score over the match, and that means taking the valuable tricks rather than the most tricks.</source>
            <translation>Crescendo ist ein Stichspiel für zwei bis fünf Spieler, am schönsten zu dritt oder zu viert. Es gibt keinen Trumpf, und nicht alle Stiche sind gleich viel wert: Jeder ist mehr wert als der vorige, bis die Werte wieder abfallen und erneut ansteigen. Wer nicht Farbe bekennen kann, darf einen Stich &lt;b&gt;schnappen&lt;/b&gt;, und zwar mit einer Karte vom selben Rang wie die ausgespielte. Dein Ziel ist die höchste Punktzahl über die ganze Partie, und dafür brauchst du die wertvollen Stiche, nicht die meisten Stiche.</translation>
        </message>
        <message>
            <source>The pack depends on how many are playing (you choose 2, 3, 4 or 5 players in the new-game dialog; 3 unless you change it). Cards rank in the usual order, Ace high.</source>
            <translation>Welches Kartenspiel verwendet wird, hängt davon ab, wie viele mitspielen (beim Start eines neuen Spiels wählst du 2, 3, 4 oder 5 Spieler; 3, wenn du nichts änderst). Die Karten haben die übliche Reihenfolge, das Ass ist am höchsten.</translation>
        </message>
        <message>
            <source>Cards of each suit</source>
            <translation>Karten je Farbe</translation>
        </message>
        <message>
            <source>Pack</source>
            <translation>Kartenspiel</translation>
        </message>
        <message>
            <source>Each player</source>
            <translation>Pro Spieler</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Stiche</translation>
        </message>
        <message>
            <source>Set aside</source>
            <translation>Beiseite gelegt</translation>
        </message>
        <message>
            <source>A K Q J 10 9</source>
            <translation>A K D B 10 9</translation>
        </message>
        <message>
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <source>A K Q J 10 9 8 7 6</source>
            <translation>A K D B 10 9 8 7 6</translation>
        </message>
        <message>
            <source>A down to 2</source>
            <translation>A bis 2</translation>
        </message>
        <message>
            <source>2 cards, face down</source>
            <translation>2 Karten, verdeckt</translation>
        </message>
        <message>
            <source>A suit of the three-player pack, high to low.</source>
            <translation>Eine Farbe des Kartenspiels für drei Spieler, von hoch nach niedrig.</translation>
        </message>
        <message>
            <source>With five players the two cards left over after the deal are put aside face down. Nobody looks at them and they play no part in the deal. There are no jokers in Crescendo.</source>
            <translation>Bei fünf Spielern werden die zwei Karten, die nach dem Geben übrig bleiben, verdeckt beiseitegelegt. Niemand sieht sie an, und sie spielen in dieser Runde keine Rolle. In Crescendo gibt es keine Joker.</translation>
        </message>
        <message>
            <source>The dealer deals the cards face down one at a time, starting with the player on their left and going round to the left, until everyone has their share. The first lead belongs to the player sitting on the dealer's left. For the next deal, the dealer's seat moves one place to the left, so over a match everybody deals once.</source>
            <translation>Der Geber teilt die Karten verdeckt einzeln aus, beginnend mit dem Spieler zu seiner Linken und weiter reihum nach links, bis jeder seinen Anteil hat. Das erste Ausspiel hat der Spieler links vom Geber. In der nächsten Runde gibt der Spieler links vom bisherigen Geber, sodass im Lauf einer Partie jeder einmal gibt.</translation>
        </message>
        <message>
            <source>Whoever sits on the dealer's left makes the opening lead, and after that each trick's winner leads again. Play goes round to the left. There is no trump suit.</source>
            <translation>Wer links vom Geber sitzt, spielt als Erster aus; danach spielt jeweils aus, wer den letzten Stich gemacht hat. Gespielt wird reihum nach links. Es gibt keine Trumpffarbe.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Follow suit.&lt;/b&gt; If you hold a card of the suit that was led, you must play one. If you don't, you may play any card.</source>
            <translation>&lt;b&gt;Farbe bekennen.&lt;/b&gt; Hast du eine Karte der ausgespielten Farbe, musst du eine davon spielen. Hast du keine, darfst du jede beliebige Karte spielen.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Snap.&lt;/b&gt; When you can't follow suit, you may answer the lead with a card of its &lt;i&gt;rank&lt;/i&gt;: a 7 on a 7, a Queen on a Queen. That is a snap, and it can take the trick. You never have to snap; you may throw any other card instead.</source>
            <translation>&lt;b&gt;Schnapp.&lt;/b&gt; Kannst du nicht Farbe bekennen, darfst du auf das Ausspiel mit einer Karte desselben &lt;i&gt;Rangs&lt;/i&gt; antworten: eine 7 auf eine 7, eine Dame auf eine Dame. Das ist ein Schnapp, und er kann den Stich holen. Schnappen musst du nie; du darfst stattdessen jede andere Karte abwerfen.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Only the led card counts.&lt;/b&gt; Matching the rank of some other card in the trick is not a snap, just a card of the wrong suit.</source>
            <translation>&lt;b&gt;Nur die ausgespielte Karte zählt.&lt;/b&gt; Den Rang einer anderen Karte im Stich zu treffen ist kein Schnapp, sondern bloß eine Karte der falschen Farbe.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Taking the trick.&lt;/b&gt; If anyone snapped, the last snap played takes the trick, whatever else is in it. With no snap, the best card in the suit that was led wins.</source>
            <translation>&lt;b&gt;Wer den Stich bekommt.&lt;/b&gt; Hat jemand geschnappt, bekommt der zuletzt gespielte Schnapp den Stich, egal was sonst darin liegt. Ohne Schnapp gewinnt die höchste Karte der ausgespielten Farbe.</translation>
        </message>
        <message>
            <source>Four players</source>
            <translation>Vier Spieler</translation>
        </message>
        <message>
            <source>The {7H} snaps the {7C} that was led, and a snap beats every club, even the Ace played after it.</source>
            <translation>Die {7H} schnappt die ausgespielte {7C}, und ein Schnapp schlägt jedes Kreuz, sogar das danach gespielte Ass.</translation>
        </message>
        <message>
            <source>snap</source>
            <translation>Schnapp</translation>
        </message>
        <message>
            <source>4th</source>
            <translation>4.</translation>
        </message>
        <message>
            <source>Two players snap. The later snap, the {7D}, takes the trick.</source>
            <translation>Zwei Spieler schnappen. Der spätere Schnapp, die {7D}, bekommt den Stich.</translation>
        </message>
        <message>
            <source>The {KH} is not a 7, so it is only a discard. The {9C} is the highest club and wins.</source>
            <translation>Der {KH} ist keine 7, also nur ein Abwurf. Die {9C} ist das höchste Kreuz und gewinnt.</translation>
        </message>
        <message>
            <source>discard</source>
            <translation>Abwurf</translation>
        </message>
        <message>
            <source>The {9H} matches the 9 played second, not the 7 that was led: no snap. The {9C} wins.</source>
            <translation>Die {9H} passt zu der 9, die als zweite Karte kam, nicht zur ausgespielten 7: kein Schnapp. Die {9C} gewinnt.</translation>
        </message>
        <message>
            <source>Two players</source>
            <translation>Zwei Spieler</translation>
        </message>
        <message>
            <source>The second player has no spades and snaps the Queen led with the {QD}.</source>
            <translation>Der zweite Spieler hat kein Pik und schnappt die ausgespielte Dame mit der {QD}.</translation>
        </message>
        <message>
            <source>A club is led</source>
            <translation>Kreuz ist ausgespielt</translation>
        </message>
        <message>
            <source>You hold a club, so you must follow with it. A snap is only for a player who has no card of the suit led.</source>
            <translation>Du hast ein Kreuz, also musst du damit bedienen. Schnappen darf nur, wer keine Karte der ausgespielten Farbe hat.</translation>
        </message>
        <message>
            <source>Each trick has a value that depends on its place in the deal, and whoever takes it scores that many points. The values depend on the number of players:</source>
            <translation>Jeder Stich hat einen Wert, der von seiner Stelle in der Runde abhängt, und wer ihn macht, bekommt so viele Punkte. Die Werte hängen von der Zahl der Spieler ab:</translation>
        </message>
        <message>
            <source>Trick</source>
            <translation>Stich</translation>
        </message>
        <message>
            <source>2 players</source>
            <translation>2 Spieler</translation>
        </message>
        <message>
            <source>3 players</source>
            <translation>3 Spieler</translation>
        </message>
        <message>
            <source>4 players</source>
            <translation>4 Spieler</translation>
        </message>
        <message>
            <source>5 players</source>
            <translation>5 Spieler</translation>
        </message>
        <message>
            <source>* 10 with the &lt;a href='#option-five_jokers'&gt;five_jokers&lt;/a&gt; option. A dash: there is no such trick.</source>
            <translation>* 10 mit der Option &lt;a href='#option-five_jokers'&gt;five_jokers&lt;/a&gt;. Ein Strich: Diesen Stich gibt es nicht.</translation>
        </message>
        <message>
            <source>Why do the values fall back? Parlett scores Crescendo with the cards themselves: whoever takes a trick keeps as many cards as the trick is worth, face down, as counters. By the middle of the deal the spare cards run short and the count has to start again. The program keeps the score for you, but the values come from that method. That is why, with three players, they add up to exactly 36, the size of the pack, and with five to 52 (the 50 cards dealt and the 2 set aside).</source>
            <translation>Warum fallen die Werte wieder ab? Parlett zählt bei Crescendo mit den Karten selbst: Wer einen Stich macht, bekommt so viele Karten, wie der Stich wert ist, und legt sie verdeckt als Zählmarken vor sich. Um die Mitte der Runde werden die übrigen Karten knapp, und die Zählung muss von vorn beginnen. Das Programm führt die Punkte für dich, aber die Werte stammen aus dieser Methode. Deshalb ergeben sie bei drei Spielern genau 36, die Größe des Kartenspiels, und bei fünf 52 (die 50 ausgeteilten Karten und die 2 beiseitegelegten).</translation>
        </message>
        <message>
            <source>Tricks taken</source>
            <translation>Gemachte Stiche</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>the 5th, 6th and 12th</source>
            <translation>der 5., 6. und 12.</translation>
        </message>
        <message>
            <source>5 + 0 + 6 = &lt;b&gt;11&lt;/b&gt;</source>
            <translation>5 + 0 + 6 = &lt;b&gt;11&lt;/b&gt;</translation>
        </message>
        <message>
            <source>only the 6th</source>
            <translation>nur der 6.</translation>
        </message>
        <message>
            <source>&lt;b&gt;0&lt;/b&gt;</source>
            <translation>&lt;b&gt;0&lt;/b&gt;</translation>
        </message>
        <message>
            <source>the 1st, 7th and 13th</source>
            <translation>der 1., 7. und 13.</translation>
        </message>
        <message>
            <source>1 + 1 + 7 = &lt;b&gt;9&lt;/b&gt;</source>
            <translation>1 + 1 + 7 = &lt;b&gt;9&lt;/b&gt;</translation>
        </message>
        <message>
            <source>all 13</source>
            <translation>alle 13</translation>
        </message>
        <message>
            <source>&lt;b&gt;49&lt;/b&gt;</source>
            <translation>&lt;b&gt;49&lt;/b&gt;</translation>
        </message>
        <message>
            <source>the 9th and 10th</source>
            <translation>der 9. und 10.</translation>
        </message>
        <message>
            <source>9 + 7 = &lt;b&gt;16&lt;/b&gt; (9 + 10 = 19 with five_jokers)</source>
            <translation>9 + 7 = &lt;b&gt;16&lt;/b&gt; (9 + 10 = 19 mit five_jokers)</translation>
        </message>
        <message>
            <source>the 1st, 2nd, 7th, 8th and 12th</source>
            <translation>der 1., 2., 7., 8. und 12.</translation>
        </message>
        <message>
            <source>0 + 2 + 0 + 2 + 6 = &lt;b&gt;10&lt;/b&gt;</source>
            <translation>0 + 2 + 0 + 2 + 6 = &lt;b&gt;10&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Over one deal the players share 40 points between them with two players, 36 with three, 49 with four and 52 with five (55 with five_jokers).</source>
            <translation>In einer Runde teilen sich die Spieler insgesamt 40 Punkte bei zwei Spielern, 36 bei drei, 49 bei vier und 52 bei fünf (55 mit five_jokers).</translation>
        </message>
        <message>
            <source>A match lasts one deal per player, so that each player deals once, the deal passing to the left. Scores are added up over the deals, and the highest total wins.</source>
            <translation>Eine Partie dauert eine Runde pro Spieler, sodass jeder einmal gibt; das Geben wandert nach links. Die Punkte werden über alle Runden addiert, und die höchste Summe gewinnt.</translation>
        </message>
        <message>
            <source>If two or more players finish level on the highest total, they share the win. The original rules don't cover ties, and an extra deal would give somebody a second turn as dealer.</source>
            <translation>Liegen zwei oder mehr Spieler mit der höchsten Summe gleichauf, teilen sie sich den Sieg. Die Originalregeln behandeln Gleichstände nicht, und eine zusätzliche Runde würde jemanden ein zweites Mal geben lassen.</translation>
        </message>
        <message>
            <source>Choose the number of players and this option in the new-game dialog. The short name in grey is the one used in saved deals and deal records.</source>
            <translation>Die Spielerzahl und diese Option wählst du beim Start eines neuen Spiels. Der graue Kurzname ist der, der in gespeicherten Runden und Rundenprotokollen steht.</translation>
        </message>
        <message>
            <source>Last trick worth 10</source>
            <translation>Letzter Stich zählt 10</translation>
        </message>
        <message>
            <source>Only for five players; with any other number it stays off. When cards are kept as counters, the taker of the 10th trick is due 10 but only 7 are left with five players; Parlett's remedy is three jokers put into the supply. In the program nothing is added to the pack (no joker is dealt or played): the option only changes what the 10th trick is worth.</source>
            <translation>Nur bei fünf Spielern; bei jeder anderen Spielerzahl bleibt sie aus. Wenn mit Karten als Zählmarken gezählt wird, stehen dem Gewinner des 10. Stichs 10 zu, bei fünf Spielern sind aber nur noch 7 übrig; Parletts Abhilfe sind drei Joker, die zum Vorrat gelegt werden. Im Programm kommt nichts zum Kartenspiel hinzu (kein Joker wird ausgeteilt oder gespielt): Die Option ändert nur, was der 10. Stich wert ist.</translation>
        </message>
        <message>
            <source>The 10th trick is worth 7.</source>
            <translation>Der 10. Stich ist 7 wert.</translation>
        </message>
        <message>
            <source>The 10th trick is worth 10.</source>
            <translation>Der 10. Stich ist 10 wert.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Save strength for the finish.&lt;/b&gt; The late tricks are worth the most, so an Ace spent on the first trick is usually wasted. Lose the cheap early tricks with cards you don't need.</source>
            <translation>&lt;b&gt;Spar dir Kraft fürs Ende auf.&lt;/b&gt; Die späten Stiche sind am meisten wert; ein Ass im ersten Stich ist also meist verschenkt. Gib die billigen frühen Stiche mit Karten ab, die du nicht brauchst.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Know where the values dip.&lt;/b&gt; With three players the 6th trick is worth nothing; with two, the 1st and 7th. They are good tricks to lose, but remember that the winner leads next.</source>
            <translation>&lt;b&gt;Merk dir, wo die Werte absacken.&lt;/b&gt; Bei drei Spielern ist der 6. Stich nichts wert, bei zwei der 1. und der 7. Diese Stiche kannst du gut abgeben, aber denk daran, dass der Gewinner als Nächstes ausspielt.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Make a void to snap.&lt;/b&gt; You can only snap in a suit you have run out of, so shedding a short suit early gives you the chance to snap later.</source>
            <translation>&lt;b&gt;Mach dich blank, um zu schnappen.&lt;/b&gt; Schnappen kannst du nur in einer Farbe, die du nicht mehr hast; wirst du eine kurze Farbe früh los, kannst du später schnappen.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Lead with snaps in mind.&lt;/b&gt; Before you lead, think about who is out of the suit and which ranks have gone. A rank whose other cards have all been played can't be snapped.</source>
            <translation>&lt;b&gt;Denk beim Ausspielen ans Schnappen.&lt;/b&gt; Bevor du ausspielst, überleg, wer in der Farbe blank ist und welche Ränge schon weg sind. Sind alle anderen Karten eines Rangs schon gespielt, kann ihn niemand mehr schnappen.</translation>
        </message>
        <message>
            <source>Who's Who</source>
            <translation>Who's Who</translation>
        </message>
        <message>
            <source>Three players · no trumps · secret sides</source>
            <translation>Drei Spieler · ohne Trumpf · geheime Parteien</translation>
        </message>
        <message>
            <source>42, two are jokers</source>
            <translation>42, davon zwei Joker</translation>
        </message>
        <message>
            <source>14 cards</source>
            <translation>14 Karten</translation>
        </message>
        <message>
            <source>Who's Who is a trick-taking game for three players, with no trumps and hidden sides. Two jokers are dealt with the other cards, and where they land decides the teams: one player, the &lt;b&gt;soloist&lt;/b&gt;, plays against the other two, the &lt;b&gt;partners&lt;/b&gt;. Nobody announces who is who; the sides come to light as the jokers are played. Tricks are unusual too: the &lt;i&gt;second&lt;/i&gt;-highest card takes them, and a joker lets its player hand a trick to anyone. The soloist is after a middling share of the tricks, and the partners try to stop that.</source>
            <translation>Who's Who ist ein Stichspiel für drei Spieler, ohne Trumpf und mit verdeckten Parteien. Zwei Joker werden mit den übrigen Karten ausgeteilt, und wo sie landen, entscheidet über die Teams: Ein Spieler, der &lt;b&gt;Solist&lt;/b&gt;, spielt gegen die beiden anderen, die &lt;b&gt;Partner&lt;/b&gt;. Niemand sagt an, wer wer ist; die Parteien kommen ans Licht, wenn die Joker gespielt werden. Auch die Stiche sind ungewöhnlich: Die &lt;i&gt;zweit&lt;/i&gt;höchste Karte macht sie, und wer einen Joker spielt, kann den Stich jedem beliebigen Spieler zuteilen. Der Solist will einen mittleren Anteil der Stiche, und die Partner versuchen, das zu verhindern.</translation>
        </message>
        <message>
            <source>The usual pack has 42 cards: the Ace down to the 5 in each suit (40 cards) and two jokers. Each player gets 14 cards, so a deal has 14 tricks and nothing is left over. Within a suit the Ace is highest and the 5 lowest.</source>
            <translation>Das übliche Kartenspiel hat 42 Karten: Ass bis 5 in jeder Farbe (40 Karten) und zwei Joker. Jeder Spieler bekommt 14 Karten; eine Runde hat also 14 Stiche, und nichts bleibt übrig. Innerhalb einer Farbe ist das Ass am höchsten und die 5 am niedrigsten.</translation>
        </message>
        <message>
            <source>A suit, high to low, and the two jokers.</source>
            <translation>Eine Farbe von hoch nach niedrig, dazu die beiden Joker.</translation>
        </message>
        <message>
            <source>With the &lt;a href='#option-deck'&gt;54-card&lt;/a&gt; option the whole pack is used, Ace down to 2, plus the two jokers: 18 cards each and 18 tricks.</source>
            <translation>Mit der Option &lt;a href='#option-deck'&gt;54 Karten&lt;/a&gt; wird das ganze Kartenspiel verwendet, Ass bis 2, dazu die beiden Joker: 18 Karten für jeden und 18 Stiche.</translation>
        </message>
        <message>
            <source>The two jokers are identical in play. (Saved deals call them JK1 and JK2 only to tell them apart.)</source>
            <translation>Die beiden Joker sind im Spiel völlig gleich. (Gespeicherte Runden nennen sie JK1 und JK2, nur um sie auseinanderzuhalten.)</translation>
        </message>
        <message>
            <source>The dealer deals the cards face down one at a time, starting with the player on their left and going round to the left, until everyone has 14 (or 18). The first lead belongs to the player sitting on the dealer's left. For the next deal, the dealer's seat moves one place to the left.</source>
            <translation>Der Geber teilt die Karten verdeckt einzeln aus, beginnend mit dem Spieler zu seiner Linken und weiter reihum nach links, bis jeder 14 (oder 18) hat. Das erste Ausspiel hat der Spieler links vom Geber. In der nächsten Runde gibt der Spieler links vom bisherigen Geber.</translation>
        </message>
        <message>
            <source>Who's who</source>
            <translation>Wer ist wer</translation>
        </message>
        <message>
            <source>Look at your jokers: they decide the sides.</source>
            <translation>Schau dir deine Joker an: Sie entscheiden über die Parteien.</translation>
        </message>
        <message>
            <source>If the jokers are &lt;b&gt;split&lt;/b&gt;, one each in two hands, those two players are partners, and the one without a joker is the soloist.</source>
            <translation>Sind die Joker &lt;b&gt;verteilt&lt;/b&gt;, je einer in zwei Händen, sind diese beiden Spieler Partner, und der Spieler ohne Joker ist der Solist.</translation>
        </message>
        <message>
            <source>When a single player has &lt;b&gt;both&lt;/b&gt; jokers, they play alone as the soloist against the other two.</source>
            <translation>Hat ein einzelner Spieler &lt;b&gt;beide&lt;/b&gt; Joker, spielt er allein als Solist gegen die beiden anderen.</translation>
        </message>
        <message>
            <source>Keep it to yourself. Nobody may reveal, by word or sign, whether they hold a joker; the only way to show one is to play it. The table marks a player's role only once you could have worked it out yourself, and never gives a computer player's role away sooner.</source>
            <translation>Behalte es für dich. Niemand darf durch Wort oder Zeichen verraten, ob er einen Joker hat; zeigen kann man ihn nur, indem man ihn spielt. Der Tisch kennzeichnet die Rolle eines Spielers erst, wenn du sie selbst hättest erschließen können, und verrät die Rolle eines Computerspielers nie früher.</translation>
        </message>
        <message>
            <source>What your own hand tells you</source>
            <translation>Was dir deine eigene Hand verrät</translation>
        </message>
        <message>
            <source>Jokers you hold</source>
            <translation>Deine Joker</translation>
        </message>
        <message>
            <source>What you know</source>
            <translation>Was du weißt</translation>
        </message>
        <message>
            <source>two</source>
            <translation>zwei</translation>
        </message>
        <message>
            <source>You are the soloist; the other two are partners against you.</source>
            <translation>Du bist der Solist; die beiden anderen sind Partner gegen dich.</translation>
        </message>
        <message>
            <source>one</source>
            <translation>einer</translation>
        </message>
        <message>
            <source>You are a partner. Your partner holds the other joker, but you won't know who that is until it is played.</source>
            <translation>Du bist Partner. Dein Partner hat den anderen Joker, aber wer das ist, weißt du erst, wenn er ihn spielt.</translation>
        </message>
        <message>
            <source>You can't be sure yet. If the other two hold one joker each, you are the soloist; if one of them holds both, you are a partner.</source>
            <translation>Du kannst noch nicht sicher sein. Haben die beiden anderen je einen Joker, bist du der Solist; hat einer von ihnen beide, bist du Partner.</translation>
        </message>
        <message>
            <source>No joker in hand</source>
            <translation>Kein Joker auf der Hand</translation>
        </message>
        <message>
            <source>Holding no joker makes you the soloist if, and only if, each of the others holds one. Parlett's text says a player with one joker or none is never the soloist, which clashes with his own rule for split jokers; the program follows the definition, and its hints tell you plainly that a hand without a joker may belong to the soloist.</source>
            <translation>Ohne Joker bist du genau dann der Solist, wenn jeder der beiden anderen einen hat. Parletts Text sagt, ein Spieler mit einem oder keinem Joker sei nie der Solist; das widerspricht seiner eigenen Regel für verteilte Joker. Das Programm folgt der Definition, und seine Tipps sagen dir klar, dass eine Hand ohne Joker dem Solisten gehören kann.</translation>
        </message>
        <message>
            <source>Unmasking</source>
            <translation>Die Enthüllung</translation>
        </message>
        <message>
            <source>Everything is settled the moment the second joker hits the table. Two different hands played the two jokers? Then those two are on the same side. One hand played both? Then that hand is the soloist's.</source>
            <translation>Alles ist klar, sobald der zweite Joker auf dem Tisch liegt. Zwei verschiedene Hände haben die beiden Joker gespielt? Dann gehören diese beiden zur selben Partei. Eine Hand hat beide gespielt? Dann ist das die Hand des Solisten.</translation>
        </message>
        <message>
            <source>The soloist succeeds by bringing off any one of these:</source>
            <translation>Der Solist hat Erfolg, wenn ihm eines davon gelingt:</translation>
        </message>
        <message>
            <source>&lt;b&gt;The middle:&lt;/b&gt; all three players take different numbers of tricks, and the soloist's number is the middle one.</source>
            <translation>&lt;b&gt;Die Mitte:&lt;/b&gt; Alle drei Spieler machen unterschiedlich viele Stiche, und der Solist liegt mit seiner Zahl in der Mitte.</translation>
        </message>
        <message>
            <source>&lt;b&gt;The odd one out:&lt;/b&gt; the two partners take the same number of tricks, and the soloist a different number.</source>
            <translation>&lt;b&gt;Der Außenseiter:&lt;/b&gt; Die beiden Partner machen gleich viele Stiche, der Solist eine andere Zahl.</translation>
        </message>
        <message>
            <source>&lt;b&gt;A majority:&lt;/b&gt; the soloist takes more than half the tricks: at least 8 of the 14, or at least 10 of the 18 with the 54-card pack.</source>
            <translation>&lt;b&gt;Die Mehrheit:&lt;/b&gt; Der Solist macht mehr als die Hälfte der Stiche: mindestens 8 von 14 oder, mit dem Kartenspiel zu 54 Karten, mindestens 10 von 18.</translation>
        </message>
        <message>
            <source>The partners succeed by preventing all three.</source>
            <translation>Die Partner haben Erfolg, wenn sie alle drei verhindern.</translation>
        </message>
        <message>
            <source>Whoever sits on the dealer's left makes the opening lead, and after that each trick's winner leads again. Play goes round to the left. There are no trumps.</source>
            <translation>Wer links vom Geber sitzt, spielt als Erster aus; danach spielt jeweils aus, wer den letzten Stich gemacht hat. Gespielt wird reihum nach links. Es gibt keinen Trumpf.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Leading.&lt;/b&gt; Lead any card except a joker. Only when you hold nothing but jokers may you lead one.</source>
            <translation>&lt;b&gt;Ausspielen.&lt;/b&gt; Spiel eine beliebige Karte aus, nur keinen Joker. Nur wenn du nichts als Joker hast, darfst du einen ausspielen.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Following.&lt;/b&gt; Follow suit if you can. If you can't, play any card, a joker included.</source>
            <translation>&lt;b&gt;Zugeben.&lt;/b&gt; Bekenne Farbe, wenn du kannst. Wenn nicht, spiel eine beliebige Karte, auch einen Joker.</translation>
        </message>
        <message>
            <source>&lt;b&gt;A joker led.&lt;/b&gt; When a joker opens the trick, nobody has a suit to follow: the other two play whatever they like.</source>
            <translation>&lt;b&gt;Joker ausgespielt.&lt;/b&gt; Eröffnet ein Joker den Stich, gibt es keine Farbe zu bedienen: Die beiden anderen spielen, was sie wollen.</translation>
        </message>
        <message>
            <source>Jokers have no suit</source>
            <translation>Joker haben keine Farbe</translation>
        </message>
        <message>
            <source>Except as a lead, a joker belongs to no suit, so you may play it only when you cannot follow the suit led. The original doesn't say; this keeps the follow-suit rule whole, so a joker can't be used to dodge a suit you hold.</source>
            <translation>Außer beim Ausspielen gehört ein Joker zu keiner Farbe; du darfst ihn also nur spielen, wenn du die ausgespielte Farbe nicht bedienen kannst. Das Original sagt dazu nichts; so bleibt die Pflicht zum Farbebekennen unangetastet, und niemand kann sich mit einem Joker vor einer Farbe drücken, die er hat.</translation>
        </message>
        <message>
            <source>With no joker in it, a trick goes to the &lt;b&gt;second-best&lt;/b&gt; card in the suit that was led. Cards of other suits count for nothing. If only one player followed the leader's suit, the lower of those two cards wins; if nobody followed, the leader takes the trick.</source>
            <translation>Ohne Joker geht ein Stich an die &lt;b&gt;zweithöchste&lt;/b&gt; Karte der ausgespielten Farbe. Karten anderer Farben zählen nicht. Hat nur ein Spieler die Farbe des Ausspielers bedient, gewinnt die niedrigere der beiden Karten; hat niemand bedient, bekommt der Ausspieler den Stich.</translation>
        </message>
        <message>
            <source>Three spades: King, 9, 5. The second-highest is the {9S}, so the leader wins.</source>
            <translation>Drei Pik: König, 9, 5. Die zweithöchste ist die {9S}, also gewinnt der Ausspieler.</translation>
        </message>
        <message>
            <source>The {KS} is second only to the Ace, and takes the trick.</source>
            <translation>Der {KS} ist nur dem Ass unterlegen und macht den Stich.</translation>
        </message>
        <message>
            <source>Just two spades. The lower of them, the {9S}, is the second-highest and wins.</source>
            <translation>Nur zwei Pik. Die niedrigere davon, die {9S}, ist die zweithöchste und gewinnt.</translation>
        </message>
        <message>
            <source>Two spades again, and this time the lower is the {5S}.</source>
            <translation>Wieder zwei Pik, und diesmal ist die {5S} die niedrigere.</translation>
        </message>
        <message>
            <source>Nobody followed suit, so the leader takes the trick.</source>
            <translation>Niemand hat Farbe bekannt, also bekommt der Ausspieler den Stich.</translation>
        </message>
        <message>
            <source>Jokers in the trick</source>
            <translation>Joker im Stich</translation>
        </message>
        <message>
            <source>&lt;b&gt;One joker:&lt;/b&gt; whoever played it decides who takes the trick: themselves, or either of the other two players.</source>
            <translation>&lt;b&gt;Ein Joker:&lt;/b&gt; Wer ihn gespielt hat, entscheidet, wer den Stich bekommt: er selbst oder einer der beiden anderen Spieler.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Both jokers:&lt;/b&gt; they must come from two different players, which makes those two the partners. The soloist then decides: keep the trick, or give it to either partner.</source>
            <translation>&lt;b&gt;Beide Joker:&lt;/b&gt; Sie müssen von zwei verschiedenen Spielern kommen, und diese beiden sind damit die Partner. Dann entscheidet der Solist: Er behält den Stich oder gibt ihn einem der Partner.</translation>
        </message>
        <message>
            <source>Whoever ends up with the trick leads to the next one. When the choice is yours, the table asks you who should take it.</source>
            <translation>Wer den Stich am Ende bekommt, spielt zum nächsten aus. Liegt die Wahl bei dir, fragt dich der Tisch, wer ihn bekommen soll.</translation>
        </message>
        <message>
            <source>A joker decides</source>
            <translation>Ein Joker entscheidet</translation>
        </message>
        <message>
            <source>Ben had no spade and played a joker, so the trick is his to place: he may keep it, or hand it to Ada or to Cleo, whichever suits the counts. Whoever gets it leads next.</source>
            <translation>Ben hatte kein Pik und hat einen Joker gespielt, also vergibt er den Stich: Er kann ihn behalten oder Ada oder Cleo geben, je nachdem, was zu den Stichzahlen passt. Wer ihn bekommt, spielt als Nächstes aus.</translation>
        </message>
        <message>
            <source>decides</source>
            <translation>entscheidet</translation>
        </message>
        <message>
            <source>Your lead</source>
            <translation>Du spielst aus</translation>
        </message>
        <message>
            <source>You are leading, and a joker may be led only when nothing else is left, so the {7C} it is.</source>
            <translation>Du spielst aus, und einen Joker darfst du nur ausspielen, wenn sonst nichts mehr übrig ist – also die {7C}.</translation>
        </message>
        <message>
            <source>A spade is led</source>
            <translation>Pik ist ausgespielt</translation>
        </message>
        <message>
            <source>You can follow with a spade, so you must. The joker has no suit.</source>
            <translation>Du kannst mit Pik bedienen, also musst du es auch. Der Joker hat keine Farbe.</translation>
        </message>
        <message>
            <source>No spade: either the joker or the {AH} may go.</source>
            <translation>Kein Pik: Du darfst den Joker oder das {AH} spielen.</translation>
        </message>
        <message>
            <source>A joker is led</source>
            <translation>Ein Joker ist ausgespielt</translation>
        </message>
        <message>
            <source>A joker was led, so any card is fine.</source>
            <translation>Ein Joker wurde ausgespielt, also ist jede Karte erlaubt.</translation>
        </message>
        <message>
            <source>Every deal is worth &lt;b&gt;10, plus 1 for each trick the soloist took&lt;/b&gt;: between 10 and 24 with the 42-card pack. If the soloist succeeded, the soloist scores that amount; if not, each partner scores it.</source>
            <translation>Jede Runde ist &lt;b&gt;10 wert, plus 1 für jeden Stich des Solisten&lt;/b&gt;: zwischen 10 und 24 mit dem Kartenspiel zu 42 Karten. Hat der Solist Erfolg, bekommt er diese Punkte; wenn nicht, bekommt sie jeder Partner.</translation>
        </message>
        <message>
            <source>Soloist</source>
            <translation>Solist</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Soloist scores</source>
            <translation>Punkte des Solisten</translation>
        </message>
        <message>
            <source>Each partner</source>
            <translation>Je Partner</translation>
        </message>
        <message>
            <source>6 and 3</source>
            <translation>6 und 3</translation>
        </message>
        <message>
            <source>all different, soloist in the middle: success</source>
            <translation>alle verschieden, Solist in der Mitte: Erfolg</translation>
        </message>
        <message>
            <source>&lt;b&gt;15&lt;/b&gt;</source>
            <translation>&lt;b&gt;15&lt;/b&gt;</translation>
        </message>
        <message>
            <source>partners level, soloist different: success</source>
            <translation>Partner gleichauf, Solist anders: Erfolg</translation>
        </message>
        <message>
            <source>&lt;b&gt;16&lt;/b&gt;</source>
            <translation>&lt;b&gt;16&lt;/b&gt;</translation>
        </message>
        <message>
            <source>1 and 5</source>
            <translation>1 und 5</translation>
        </message>
        <message>
            <source>a majority, 8 of 14: success</source>
            <translation>Mehrheit, 8 von 14: Erfolg</translation>
        </message>
        <message>
            <source>&lt;b&gt;18&lt;/b&gt;</source>
            <translation>&lt;b&gt;18&lt;/b&gt;</translation>
        </message>
        <message>
            <source>5 and 6</source>
            <translation>5 und 6</translation>
        </message>
        <message>
            <source>all different, but the soloist is lowest: failure</source>
            <translation>alle verschieden, aber der Solist hat am wenigsten: Misserfolg</translation>
        </message>
        <message>
            <source>&lt;b&gt;13&lt;/b&gt;</source>
            <translation>&lt;b&gt;13&lt;/b&gt;</translation>
        </message>
        <message>
            <source>5 and 4</source>
            <translation>5 und 4</translation>
        </message>
        <message>
            <source>tied with one partner and short of a majority: failure</source>
            <translation>gleichauf mit einem Partner und keine Mehrheit: Misserfolg</translation>
        </message>
        <message>
            <source>7 and 7</source>
            <translation>7 und 7</translation>
        </message>
        <message>
            <source>&lt;b&gt;10&lt;/b&gt;</source>
            <translation>&lt;b&gt;10&lt;/b&gt;</translation>
        </message>
        <message>
            <source>6 and 6</source>
            <translation>6 und 6</translation>
        </message>
        <message>
            <source>54-card pack, nobody different: failure</source>
            <translation>Kartenspiel zu 54 Karten, keiner weicht ab: Misserfolg</translation>
        </message>
        <message>
            <source>With 14 tricks, partners who finish level always leave the soloist a different number, so a tie between the partners is always a soloist's success in the 42-card game. With 18 tricks all three can take 6, and that counts as a loss for the soloist.</source>
            <translation>Bei 14 Stichen lassen Partner, die gleichauf enden, dem Solisten immer eine andere Zahl; ein Gleichstand der Partner ist im Spiel mit 42 Karten also immer ein Erfolg des Solisten. Bei 18 Stichen können alle drei 6 machen, und das zählt als Niederlage des Solisten.</translation>
        </message>
        <message>
            <source>You play towards a target, 100 points unless you set another. As soon as a deal finishes with at least one running total on or past the target, the match is over, and the highest total wins.</source>
            <translation>Du spielst auf eine Zielpunktzahl: 100 Punkte, sofern du keine andere einstellst. Sobald nach einer Runde mindestens ein Spieler mit seinen Gesamtpunkten das Ziel erreicht oder überschreitet, ist die Partie vorbei, und die höchste Summe gewinnt.</translation>
        </message>
        <message>
            <source>If two players share the highest total when the match would end, the program plays another deal, and more if needed, until one total is highest. The original rules don't say how to settle a tie.</source>
            <translation>Teilen sich zwei Spieler die höchste Summe, wenn die Partie enden würde, spielt das Programm eine weitere Runde, bei Bedarf auch mehrere, bis eine Summe allein vorn liegt. Die Originalregeln sagen nicht, wie ein Gleichstand aufgelöst wird.</translation>
        </message>
        <message>
            <source>Which pack to play with; two jokers either way.</source>
            <translation>Mit welchem Kartenspiel gespielt wird; zwei Joker gibt es in jedem Fall.</translation>
        </message>
        <message>
            <source>Ace down to 5 in each suit: 14 cards each, 14 tricks; a majority is 8.</source>
            <translation>Ass bis 5 in jeder Farbe: 14 Karten für jeden, 14 Stiche; die Mehrheit beginnt bei 8.</translation>
        </message>
        <message>
            <source>The full pack, Ace down to 2: 18 cards each, 18 tricks; a majority is 10.</source>
            <translation>Das volle Kartenspiel, Ass bis 2: 18 Karten für jeden, 18 Stiche; die Mehrheit beginnt bei 10.</translation>
        </message>
        <message>
            <source>Play stops at the end of the first deal that brings somebody's total up to this number (any whole number from 1).</source>
            <translation>Die Partie endet nach der ersten Runde, die jemanden mit seinen Gesamtpunkten auf diese Zahl bringt (jede ganze Zahl ab 1).</translation>
        </message>
        <message>
            <source>&lt;b&gt;Top cards hand tricks out.&lt;/b&gt; An Ace can take a trick only when it is led and nobody follows suit. The rest of the time your high cards decide which of the others wins, so use them to steer tricks where you want them.</source>
            <translation>&lt;b&gt;Hohe Karten verteilen Stiche.&lt;/b&gt; Ein Ass macht nur dann einen Stich, wenn es ausgespielt wird und niemand Farbe bekennt. Sonst entscheiden deine hohen Karten, wer von den anderen gewinnt; nutze sie also, um Stiche dorthin zu lenken, wo du sie haben willst.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Play last, pick the winner.&lt;/b&gt; When you play third and the other two cards are both of the suit led, you often get to choose: slip a card between them to win, or go above or below both to give the trick to one of the others.</source>
            <translation>&lt;b&gt;Als Letzter spielen, den Sieger wählen.&lt;/b&gt; Spielst du als Dritter und haben beide anderen Karten die ausgespielte Farbe, hast du oft die Wahl: Schieb eine Karte dazwischen, um selbst zu gewinnen, oder geh über oder unter beide, um den Stich einem der anderen zu geben.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Keep a joker for the end.&lt;/b&gt; A joker places one trick exactly where you want it, and that is worth most in the last few tricks, when every count matters. Played early it reveals your side for little gain.</source>
            <translation>&lt;b&gt;Heb einen Joker fürs Ende auf.&lt;/b&gt; Ein Joker legt einen Stich genau dorthin, wo du ihn haben willst, und das ist in den letzten Stichen am meisten wert, wenn jede Stichzahl zählt. Früh gespielt verrät er deine Partei, ohne viel zu bringen.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Watch where tricks are sent.&lt;/b&gt; When someone plays a joker, notice who they give the trick to: it says a lot about which side they are on.</source>
            <translation>&lt;b&gt;Achte darauf, wohin Stiche gehen.&lt;/b&gt; Spielt jemand einen Joker, merk dir, wem er den Stich gibt: Das verrät viel darüber, zu welcher Partei er gehört.</translation>
        </message>
        <message>
            <source>Hamlet</source>
            <translation>Hamlet</translation>
        </message>
        <message>
            <source>Three players · trumps · to be or not to be</source>
            <translation>Drei Spieler · Trumpf · Sein oder Nichtsein</translation>
        </message>
        <message>
            <source>Polonius</source>
            <translation>Polonius</translation>
        </message>
        <message>
            <source>33, one is Polonius</source>
            <translation>33, darunter Polonius</translation>
        </message>
        <message>
            <source>to 250 points</source>
            <translation>bis 250 Punkte</translation>
        </message>
        <message>
            <source>Hamlet is a trick-taking game for three players, with trumps and a Shakespearean cast. When the tricks are over, one player is named &lt;b&gt;Hamlet&lt;/b&gt;: the one with the middle number of tricks, or the odd one out if the other two tie. At the start of each deal, the cards the players show decide the trump suit and the question of the deal: &lt;b&gt;to be&lt;/b&gt;, when everyone wants to end up as Hamlet, or &lt;b&gt;not to be&lt;/b&gt;, when nobody does. The joker is &lt;b&gt;Polonius&lt;/b&gt;, who wins a trick if he leads it and loses it otherwise.</source>
            <translation>Hamlet ist ein Stichspiel für drei Spieler, mit Trumpf und Figuren aus Shakespeare. Nach dem letzten Stich wird ein Spieler zum &lt;b&gt;Hamlet&lt;/b&gt; erklärt: der mit der mittleren Stichzahl oder, wenn die anderen beiden gleich viele haben, der mit der abweichenden Zahl. Zu Beginn jeder Runde bestimmen die gezeigten Karten die Trumpffarbe und die Frage der Runde: &lt;b&gt;Sein&lt;/b&gt;, wenn jeder am Ende Hamlet sein will, oder &lt;b&gt;Nichtsein&lt;/b&gt;, wenn es keiner sein will. Der Joker ist &lt;b&gt;Polonius&lt;/b&gt;: Er gewinnt einen Stich, wenn er ausgespielt wird, und verliert ihn sonst.</translation>
        </message>
        <message>
            <source>Hamlet is played with 33 cards: the Ace, King, Queen, Jack, 10, 9, 8 and 7 of each suit, plus one joker, Polonius. In every suit the Ace is the top card and the 7 the bottom one.</source>
            <translation>Hamlet wird mit 33 Karten gespielt: Ass, König, Dame, Bube, 10, 9, 8 und 7 jeder Farbe, dazu ein Joker, Polonius. In jeder Farbe ist das Ass die höchste Karte und die 7 die niedrigste.</translation>
        </message>
        <message>
            <source>Each suit from high to low, and Polonius.</source>
            <translation>Jede Farbe von hoch nach niedrig, dazu Polonius.</translation>
        </message>
        <message>
            <source>All 33 cards are dealt, 11 to each player, so every deal has 11 tricks and no card is left over.</source>
            <translation>Alle 33 Karten werden ausgeteilt, 11 an jeden Spieler; jede Runde hat also 11 Stiche, und keine Karte bleibt übrig.</translation>
        </message>
        <message>
            <source>For the first deal everyone draws a card and the highest card deals. The program makes the draw for you: Polonius stays out of it, and players who draw cards of equal rank draw again.</source>
            <translation>Für die erste Runde zieht jeder eine Karte, und wer die höchste zieht, gibt. Das Programm zieht für dich: Polonius bleibt dabei außen vor, und wer gleich hohe Karten zieht, zieht noch einmal.</translation>
        </message>
        <message>
            <source>The dealer deals the cards face down one at a time, starting with the player on their left and going round to the left until everyone holds 11. The first lead belongs to the player sitting on the dealer's left.</source>
            <translation>Der Geber teilt die Karten verdeckt einzeln aus, beginnend mit dem Spieler zu seiner Linken und weiter reihum nach links, bis jeder 11 Karten hat. Das erste Ausspiel hat der Spieler links vom Geber.</translation>
        </message>
        <message>
            <source>After that the deal doesn't simply pass round the table: whoever was Hamlet in a deal deals the next one, so the player on Hamlet's left leads to it.</source>
            <translation>Danach wandert das Geben nicht einfach reihum: Wer in einer Runde Hamlet war, gibt die nächste, und der Spieler links von Hamlet spielt dann als Erster aus.</translation>
        </message>
        <message>
            <source>To be or not to be</source>
            <translation>Sein oder Nichtsein</translation>
        </message>
        <message>
            <source>Once the cards are dealt, each player secretly chooses one card from their hand, any card except Polonius, and the three are turned face up together. The program keeps each choice hidden until all three are made, from the computer players as much as from you.</source>
            <translation>Nach dem Geben wählt jeder Spieler verdeckt eine Karte aus seiner Hand, jede außer Polonius, und die drei Karten werden gleichzeitig aufgedeckt. Das Programm hält jede Wahl geheim, bis alle drei getroffen sind – vor den Computerspielern genauso wie vor dir.</translation>
        </message>
        <message>
            <source>After the reveal your card goes back into your hand and is played later like any other; the table has simply seen it. All 33 cards are needed for the 11 tricks, and the original rules don't say.</source>
            <translation>Nach dem Aufdecken kommt deine Karte zurück in deine Hand und wird später wie jede andere gespielt; der Tisch hat sie nur gesehen. Alle 33 Karten werden für die 11 Stiche gebraucht, und die Originalregeln sagen dazu nichts.</translation>
        </message>
        <message>
            <source>If two or all three of the cards are of the same suit, that suit is trumps.</source>
            <translation>Haben zwei oder alle drei Karten dieselbe Farbe, ist diese Farbe Trumpf.</translation>
        </message>
        <message>
            <source>If all three suits are different, the fourth suit, the one nobody showed, is trumps.</source>
            <translation>Sind alle drei Farben verschieden, ist die vierte Farbe Trumpf, die niemand gezeigt hat.</translation>
        </message>
        <message>
            <source>The question of the deal</source>
            <translation>Die Frage der Runde</translation>
        </message>
        <message>
            <source>The deal is</source>
            <translation>Die Runde ist</translation>
        </message>
        <message>
            <source>Everyone wants</source>
            <translation>Jeder will</translation>
        </message>
        <message>
            <source>at least one King, Queen or Jack</source>
            <translation>mindestens ein König, eine Dame oder ein Bube</translation>
        </message>
        <message>
            <source>&lt;b&gt;to be&lt;/b&gt;</source>
            <translation>&lt;b&gt;Sein&lt;/b&gt;</translation>
        </message>
        <message>
            <source>to be Hamlet</source>
            <translation>Hamlet sein</translation>
        </message>
        <message>
            <source>no King, Queen or Jack</source>
            <translation>kein König, keine Dame, kein Bube</translation>
        </message>
        <message>
            <source>&lt;b&gt;not to be&lt;/b&gt;</source>
            <translation>&lt;b&gt;Nichtsein&lt;/b&gt;</translation>
        </message>
        <message>
            <source>not to be Hamlet</source>
            <translation>nicht Hamlet sein</translation>
        </message>
        <message>
            <source>Only Kings, Queens and Jacks count; an Ace or a 10 does not make a deal “to be”.</source>
            <translation>Nur Könige, Damen und Buben zählen; ein Ass oder eine 10 macht eine Runde nicht zu „Sein“.</translation>
        </message>
        <message>
            <source>To be</source>
            <translation>Sein</translation>
        </message>
        <message>
            <source>Two spades make spades trumps, and Ben's King makes this a &lt;i&gt;to be&lt;/i&gt; deal.</source>
            <translation>Zwei Pik machen Pik zu Trumpf, und Bens König macht diese Runde zu einer &lt;i&gt;Sein&lt;/i&gt;-Runde.</translation>
        </message>
        <message>
            <source>Not to be</source>
            <translation>Nichtsein</translation>
        </message>
        <message>
            <source>Three different suits, so spades, which nobody showed, are trumps. No King, Queen or Jack: the deal is &lt;i&gt;not to be&lt;/i&gt;.</source>
            <translation>Drei verschiedene Farben, also ist Pik Trumpf, das niemand gezeigt hat. Kein König, keine Dame, kein Bube: Die Runde ist &lt;i&gt;Nichtsein&lt;/i&gt;.</translation>
        </message>
        <message>
            <source>All clubs: clubs are trumps, and with a Queen and a Jack on view the deal is &lt;i&gt;to be&lt;/i&gt;.</source>
            <translation>Alles Kreuz: Kreuz ist Trumpf, und mit einer Dame und einem Buben auf dem Tisch ist die Runde &lt;i&gt;Sein&lt;/i&gt;.</translation>
        </message>
        <message>
            <source>Who is Hamlet?</source>
            <translation>Wer ist Hamlet?</translation>
        </message>
        <message>
            <source>After the 11th trick, compare the three players' counts:</source>
            <translation>Nach dem 11. Stich werden die Stichzahlen der drei Spieler verglichen:</translation>
        </message>
        <message>
            <source>If they are all different, Hamlet is whoever sits in the middle. Tricks of 2, 4 and 5: the player with 4 is Hamlet.</source>
            <translation>Sind alle verschieden, ist Hamlet, wer in der Mitte liegt. Bei 2, 4 und 5 Stichen ist der Spieler mit 4 Hamlet.</translation>
        </message>
        <message>
            <source>If two are equal, Hamlet is the player with the other count. Tricks of 4, 4 and 3: the player with 3 is Hamlet.</source>
            <translation>Sind zwei gleich, ist Hamlet der Spieler mit der anderen Zahl. Bei 4, 4 und 3 Stichen ist der Spieler mit 3 Hamlet.</translation>
        </message>
        <message>
            <source>All three counts can never be equal, since 11 doesn't divide by three. The other two players are the courtiers, Rosencrantz and Guildenstern.</source>
            <translation>Alle drei Stichzahlen können nie gleich sein, denn 11 ist nicht durch drei teilbar. Die anderen beiden Spieler sind die Höflinge, Rosenkranz und Güldenstern.</translation>
        </message>
        <message>
            <source>Whoever sits on the dealer's left makes the opening lead, and after that each trick's winner leads again. Play goes round to the left.</source>
            <translation>Wer links vom Geber sitzt, spielt als Erster aus; danach spielt jeweils aus, wer den letzten Stich gemacht hat. Gespielt wird reihum nach links.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Taking the trick.&lt;/b&gt; If any trumps were played, the highest trump takes the trick. If none were, it goes to the best card in the suit that was led.</source>
            <translation>&lt;b&gt;Wer den Stich bekommt.&lt;/b&gt; Wurde Trumpf gespielt, macht der höchste Trumpf den Stich. Wenn nicht, geht er an die höchste Karte der ausgespielten Farbe.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Led,&lt;/b&gt; Polonius takes the trick, whatever is played to it, and the other two may play any cards they like, without following suit.</source>
            <translation>&lt;b&gt;Ausgespielt&lt;/b&gt; macht Polonius den Stich, egal was dazugespielt wird, und die beiden anderen dürfen beliebige Karten spielen, ohne Farbe bekennen zu müssen.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Played second or third,&lt;/b&gt; he loses: he ranks below every other card. You may play him this way only when you have no card of the suit led.</source>
            <translation>&lt;b&gt;Als zweite oder dritte Karte&lt;/b&gt; verliert er: Er steht unter jeder anderen Karte. So darfst du ihn nur spielen, wenn du keine Karte der ausgespielten Farbe hast.</translation>
        </message>
        <message>
            <source>Trumps {D}</source>
            <translation>Trumpf {D}</translation>
        </message>
        <message>
            <source>Polonius is led, so he takes the trick, even against a trump.</source>
            <translation>Polonius wird ausgespielt, also macht er den Stich, sogar gegen einen Trumpf.</translation>
        </message>
        <message>
            <source>Played second, Polonius loses. The {9S} is the highest spade.</source>
            <translation>Als zweite Karte gespielt, verliert Polonius. Die {9S} ist das höchste Pik.</translation>
        </message>
        <message>
            <source>The {7D} is a trump, and any trump beats the spades.</source>
            <translation>Die {7D} ist Trumpf, und jeder Trumpf schlägt die Pik.</translation>
        </message>
        <message>
            <source>You hold a spade, so you must play it. Polonius can't be used to get out of following suit.</source>
            <translation>Du hast ein Pik, also musst du es spielen. Mit Polonius kannst du dich nicht vor dem Farbebekennen drücken.</translation>
        </message>
        <message>
            <source>No spades: Polonius or the {AH}, as you please.</source>
            <translation>Kein Pik: Polonius oder das {AH}, wie du willst.</translation>
        </message>
        <message>
            <source>Polonius is led</source>
            <translation>Polonius ist ausgespielt</translation>
        </message>
        <message>
            <source>Polonius was led, so you may play anything.</source>
            <translation>Polonius wurde ausgespielt, also darfst du alles spielen.</translation>
        </message>
        <message>
            <source>First work out everyone's &lt;b&gt;basic score&lt;/b&gt;: a point for each trick, with 10 instead for a player who took none. Then the question of the deal decides who scores ten times as much:</source>
            <translation>Zuerst bekommt jeder seine &lt;b&gt;Grundpunkte&lt;/b&gt;: einen Punkt pro Stich, aber 10 für einen Spieler ohne Stich. Dann entscheidet die Frage der Runde, wer zehnmal so viel bekommt:</translation>
        </message>
        <message>
            <source>&lt;b&gt;To be:&lt;/b&gt; Hamlet's basic score is multiplied by ten; the two courtiers keep theirs as it is.</source>
            <translation>&lt;b&gt;Sein:&lt;/b&gt; Hamlets Grundpunkte werden verzehnfacht; die beiden Höflinge behalten ihre, wie sie sind.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Not to be:&lt;/b&gt; both courtiers multiply their basic scores by ten; Hamlet keeps his as it is.</source>
            <translation>&lt;b&gt;Nichtsein:&lt;/b&gt; Die Grundpunkte beider Höflinge werden verzehnfacht; Hamlet behält seine, wie sie sind.</translation>
        </message>
        <message>
            <source>So a player who takes no tricks and ends up on the favoured side scores 100.</source>
            <translation>Ein Spieler ohne Stich, der auf der begünstigten Seite landet, bekommt also 100.</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Runde</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>to be</source>
            <translation>Sein</translation>
        </message>
        <message>
            <source>the 4</source>
            <translation>der mit 4</translation>
        </message>
        <message>
            <source>2, &lt;b&gt;40&lt;/b&gt;, 5</source>
            <translation>2, &lt;b&gt;40&lt;/b&gt;, 5</translation>
        </message>
        <message>
            <source>Hamlet 4 × 10</source>
            <translation>Hamlet 4 × 10</translation>
        </message>
        <message>
            <source>not to be</source>
            <translation>Nichtsein</translation>
        </message>
        <message>
            <source>&lt;b&gt;20&lt;/b&gt;, 4, &lt;b&gt;50&lt;/b&gt;</source>
            <translation>&lt;b&gt;20&lt;/b&gt;, 4, &lt;b&gt;50&lt;/b&gt;</translation>
        </message>
        <message>
            <source>courtiers 2 × 10 and 5 × 10</source>
            <translation>Höflinge 2 × 10 und 5 × 10</translation>
        </message>
        <message>
            <source>the 3</source>
            <translation>der mit 3</translation>
        </message>
        <message>
            <source>4, 4, &lt;b&gt;30&lt;/b&gt;</source>
            <translation>4, 4, &lt;b&gt;30&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Hamlet 3 × 10</source>
            <translation>Hamlet 3 × 10</translation>
        </message>
        <message>
            <source>&lt;b&gt;40&lt;/b&gt;, &lt;b&gt;40&lt;/b&gt;, 3</source>
            <translation>&lt;b&gt;40&lt;/b&gt;, &lt;b&gt;40&lt;/b&gt;, 3</translation>
        </message>
        <message>
            <source>courtiers 4 × 10 each</source>
            <translation>Höflinge je 4 × 10</translation>
        </message>
        <message>
            <source>the 11</source>
            <translation>der mit 11</translation>
        </message>
        <message>
            <source>10, 10, &lt;b&gt;110&lt;/b&gt;</source>
            <translation>10, 10, &lt;b&gt;110&lt;/b&gt;</translation>
        </message>
        <message>
            <source>courtiers 10 each for no tricks</source>
            <translation>Höflinge je 10 ohne Stich</translation>
        </message>
        <message>
            <source>&lt;b&gt;100&lt;/b&gt;, &lt;b&gt;100&lt;/b&gt;, 11</source>
            <translation>&lt;b&gt;100&lt;/b&gt;, &lt;b&gt;100&lt;/b&gt;, 11</translation>
        </message>
        <message>
            <source>courtiers 10 × 10 each</source>
            <translation>Höflinge je 10 × 10</translation>
        </message>
        <message>
            <source>the 5</source>
            <translation>der mit 5</translation>
        </message>
        <message>
            <source>10, &lt;b&gt;50&lt;/b&gt;, 6</source>
            <translation>10, &lt;b&gt;50&lt;/b&gt;, 6</translation>
        </message>
        <message>
            <source>Hamlet 5 × 10</source>
            <translation>Hamlet 5 × 10</translation>
        </message>
        <message>
            <source>&lt;b&gt;100&lt;/b&gt;, 5, &lt;b&gt;60&lt;/b&gt;</source>
            <translation>&lt;b&gt;100&lt;/b&gt;, 5, &lt;b&gt;60&lt;/b&gt;</translation>
        </message>
        <message>
            <source>courtiers 10 × 10 and 6 × 10</source>
            <translation>Höflinge 10 × 10 und 6 × 10</translation>
        </message>
        <message>
            <source>You play towards a target, 250 points unless you set another (usually around nine deals). As soon as a deal finishes with at least one running total on or past the target, the match is over, and the highest total wins.</source>
            <translation>Du spielst auf eine Zielpunktzahl: 250 Punkte, sofern du keine andere einstellst (meist etwa neun Runden). Sobald nach einer Runde mindestens ein Spieler mit seinen Gesamtpunkten das Ziel erreicht oder überschreitet, ist die Partie vorbei, und die höchste Summe gewinnt.</translation>
        </message>
        <message>
            <source>Choose this in the new-game dialog. The short name in grey is the one used in saved deals and deal records.</source>
            <translation>Diese Option wählst du beim Start eines neuen Spiels. Der graue Kurzname ist der, der in gespeicherten Runden und Rundenprotokollen steht.</translation>
        </message>
        <message>
            <source>&lt;b&gt;A blank is never Hamlet.&lt;/b&gt; Take no tricks and you can't be Hamlet: nobody can be below you, and the other two can't split 11 tricks evenly. In a &lt;i&gt;not to be&lt;/i&gt; deal that is a safe 100 points.</source>
            <translation>&lt;b&gt;Ohne Stich nie Hamlet.&lt;/b&gt; Machst du keinen Stich, kannst du nicht Hamlet sein: Niemand kann unter dir liegen, und die anderen beiden können 11 Stiche nicht gleichmäßig aufteilen. In einer &lt;i&gt;Nichtsein&lt;/i&gt;-Runde sind das sichere 100 Punkte.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Polonius is a trick on call.&lt;/b&gt; Whenever you have the lead, leading him wins, so he lets you add one trick exactly when you need it. Late in the deal, that can settle who ends up in the middle.</source>
            <translation>&lt;b&gt;Polonius ist ein Stich auf Abruf.&lt;/b&gt; Wann immer du am Ausspiel bist, gewinnt er, wenn du ihn ausspielst; so holst du genau dann einen Stich dazu, wenn du ihn brauchst. Spät in der Runde kann das entscheiden, wer in der Mitte landet.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your card sets the question.&lt;/b&gt; Showing a King, Queen or Jack makes the deal &lt;i&gt;to be&lt;/i&gt; for certain. If you would rather play &lt;i&gt;not to be&lt;/i&gt;, show a low card and hope the others do too.</source>
            <translation>&lt;b&gt;Deine Karte stellt die Frage.&lt;/b&gt; Zeigst du einen König, eine Dame oder einen Buben, ist die Runde sicher &lt;i&gt;Sein&lt;/i&gt;. Willst du lieber &lt;i&gt;Nichtsein&lt;/i&gt; spielen, zeig eine niedrige Karte und hoffe, dass die anderen es auch tun.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Know who your rivals are.&lt;/b&gt; In a &lt;i&gt;to be&lt;/i&gt; deal only Hamlet scores big, so it is every player for themselves. In a &lt;i&gt;not to be&lt;/i&gt; deal both courtiers score tenfold, so the two players out of the middle share an interest in keeping the third one there.</source>
            <translation>&lt;b&gt;Kenne deine Rivalen.&lt;/b&gt; In einer &lt;i&gt;Sein&lt;/i&gt;-Runde punktet nur Hamlet groß, also spielt jeder für sich. In einer &lt;i&gt;Nichtsein&lt;/i&gt;-Runde punkten beide Höflinge zehnfach; die beiden Spieler außerhalb der Mitte haben also ein gemeinsames Interesse daran, den dritten dort festzuhalten.</translation>
        </message>
    </context>
    <context>
        <name>RulesPage</name>
        <message>
            <source>House rule</source>
            <translation>Hausregel</translation>
        </message>
        <message>
            <source>Explained here in Parlett Table's own words.</source>
            <translation>Hier von Parlett Table in eigenen Worten erklärt.</translation>
        </message>
        <message>
            <source>default</source>
            <comment>the option's default value</comment>
            <translation>voreingestellt</translation>
        </message>
        <message>
            <source>Default:</source>
            <translation>Voreinstellung:</translation>
        </message>
    </context>
    <context>
        <name>RulesWindow</name>
        <message>
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <source>Sections</source>
            <translation>Abschnitte</translation>
        </message>
        <message>
            <source>At the table, F1 opens the part of the rules you need right now.</source>
            <translation>Am Tisch öffnet F1 genau den Teil der Regeln, den du gerade brauchst.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>So wird gespielt</translation>
        </message>
        <message>
            <source>Go to section</source>
            <translation>Zum Abschnitt</translation>
        </message>
        <message>
            <source>Rules of {game}</source>
            <translation>Regeln von {game}</translation>
        </message>
        <message>
            <source>Rules · {game}</source>
            <translation>Regeln · {game}</translation>
        </message>
    </context>
    <context>
        <name>Scores</name>
        <message>
            <source>trick</source>
            <translation>Stich</translation>
        </message>
        <message>
            <source>tricks</source>
            <translation>Stiche</translation>
        </message>
    </context>
    <context>
        <name>SoundSettings</name>
        <message>
            <source>Volume</source>
            <translation>Lautstärke</translation>
        </message>
        <message>
            <source>Mute all sounds</source>
            <translation>Alle Töne stumm</translation>
        </message>
        <message>
            <source>&amp;Volume</source>
            <translation>La&amp;utstärke</translation>
        </message>
    </context>
    <context>
        <name>Speeds</name>
        <message>
            <source>Off</source>
            <translation>Aus</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Schnell</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Langsam</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message numerus="yes">
            <source>{accuracy} on average over the %n deals the coach looked at</source>
            <translation>
                <numerusform>im Schnitt {accuracy} über %n analysierte Runde</numerusform>
                <numerusform>im Schnitt {accuracy} über %n analysierte Runden</numerusform>
            </translation>
        </message>
        <message>
            <source>line: average of the last {window}</source>
            <translation>Linie: Schnitt der letzten {window}</translation>
        </message>
        <message numerus="yes">
            <source>%n deals without the coach's verdict are left out (played before it was kept, or not looked at).</source>
            <translation>
                <numerusform>%n Runde ohne Analyse bleibt außen vor (gespielt, bevor Analysen gespeichert wurden, oder nicht analysiert).</numerusform>
                <numerusform>%n Runden ohne Analyse bleiben außen vor (gespielt, bevor Analysen gespeichert wurden, oder nicht analysiert).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>over %n deals</source>
            <translation>
                <numerusform>über %n Runde</numerusform>
                <numerusform>über %n Runden</numerusform>
            </translation>
        </message>
        <message>
            <source>Accuracy</source>
            <translation>Genauigkeit</translation>
        </message>
        <message>
            <source>Where points go</source>
            <translation>Wo Punkte verloren gehen</translation>
        </message>
        <message>
            <source>Points lost per deal</source>
            <translation>Verlorene Punkte pro Runde</translation>
        </message>
        <message>
            <source>Accuracy by role</source>
            <translation>Genauigkeit nach Rolle</translation>
        </message>
        <message>
            <source>Points a decision gave up against the expert's choice, where clear of the search's noise.</source>
            <translation>Punkte, die eine Entscheidung gegenüber der Wahl des Experten hergab, wo der Unterschied über dem Rauschen der Suche liegt.</translation>
        </message>
        <message>
            <source>Show the accuracy</source>
            <translation>Genauigkeit zeigen</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>Show the scores</source>
            <translation>Punkte zeigen</translation>
        </message>
        <message>
            <source>How things count: practice matches are left out. A match is won with the highest total alone; a tie for the top is a shared win. Abandoned matches are not in the win rate or streaks, but their finished deals are in the averages. A deal is won when your score was the highest, ties included.</source>
            <translation>So wird gezählt: Übungspartien zählen nicht. Eine Partie ist gewonnen, wenn deine Summe allein die höchste ist; ein Gleichstand an der Spitze ist ein geteilter Sieg. Abgebrochene Partien zählen nicht für Siegquote und Serien, ihre beendeten Runden aber für die Durchschnitte. Eine Runde ist gewonnen, wenn deine Punktzahl die höchste war, auch bei Gleichstand.</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Alle Spiele</translation>
        </message>
        <message>
            <source>{day} {month} {year}</source>
            <translation>{day}. {month} {year}</translation>
        </message>
        <message>
            <source>Today, {time}</source>
            <translation>Heute, {time}</translation>
        </message>
        <message>
            <source>Yesterday, {time}</source>
            <translation>Gestern, {time}</translation>
        </message>
        <message>
            <source>{day} {month}, {time}</source>
            <translation>{day}. {month}, {time}</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gewonnen</translation>
        </message>
        <message>
            <source>Shared</source>
            <translation>Geteilt</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Verloren</translation>
        </message>
        <message>
            <source>Abandoned</source>
            <translation>Abgebrochen</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Übung</translation>
        </message>
        <message>
            <source>In progress</source>
            <translation>Läuft</translation>
        </message>
        <message>
            <source>Unreadable</source>
            <translation>Unlesbar</translation>
        </message>
        <message>
            <source>No role</source>
            <translation>Keine Rolle</translation>
        </message>
        <message>
            <source>No matches yet</source>
            <translation>Noch keine Partien</translation>
        </message>
        <message>
            <source>Play a match against the computer and your statistics will build up here: your win rate and streaks, your best match, and how you score in each role.</source>
            <translation>Spiel eine Partie gegen den Computer, dann entsteht hier deine Statistik: Siegquote und Serien, deine beste Partie und wie du in jeder Rolle punktest.</translation>
        </message>
        <message>
            <source>No {name} matches yet</source>
            <translation>Noch keine {name}-Partien</translation>
        </message>
        <message>
            <source>Play a match of {name} and your results in it will show here.</source>
            <translation>Spiel eine Partie {name}, dann erscheinen hier deine Ergebnisse.</translation>
        </message>
        <message numerus="yes">
            <source>(%n practice matches so far: practice is not counted.)</source>
            <translation>
                <numerusform>(Bisher %n Übungspartie: Übung wird nicht gezählt.)</numerusform>
                <numerusform>(Bisher %n Übungspartien: Übung wird nicht gezählt.)</numerusform>
            </translation>
        </message>
        <message>
            <source>no deals finished yet</source>
            <translation>noch keine Runde beendet</translation>
        </message>
        <message>
            <source>best: {count} in a row</source>
            <translation>beste: {count} in Folge</translation>
        </message>
        <message>
            <source>no finished match yet</source>
            <translation>noch keine Partie beendet</translation>
        </message>
        <message>
            <source>finish a match to set one</source>
            <translation>erscheint nach deiner ersten Partie</translation>
        </message>
        <message>
            <source>one in {count} deals</source>
            <translation>einmal alle {count} Runden</translation>
        </message>
        <message numerus="yes">
            <source>in %n deals</source>
            <translation>
                <numerusform>in %n Runde</numerusform>
                <numerusform>in %n Runden</numerusform>
            </translation>
        </message>
        <message>
            <source>none asked for</source>
            <translation>keine genutzt</translation>
        </message>
        <message numerus="yes">
            <source>Win rate {rate}: %n matches played, {won} won, {shared} shared.</source>
            <translation>
                <numerusform>Siegquote {rate}: %n Partie gespielt, {won} gewonnen, {shared} geteilt.</numerusform>
                <numerusform>Siegquote {rate}: %n Partien gespielt, {won} gewonnen, {shared} geteilt.</numerusform>
            </translation>
        </message>
        <message>
            <source>dots: your deals, oldest first · line: average of the last {window}</source>
            <translation>Kreise: deine Runden · Linie: Schnitt der letzten {window}</translation>
        </message>
        <message>
            <source>your deals, oldest first</source>
            <translation>deine Runden, älteste zuerst</translation>
        </message>
        <message>
            <source>{when}, {game}: {result}</source>
            <translation>{when}, {game}: {result}</translation>
        </message>
        <message>
            <source>with {total}</source>
            <translation>mit {total}</translation>
        </message>
        <message>
            <source>This forgets every match you have played in every game ({matches} and {deals}, practice included): your win rate, streaks, best match and the score sheets of past matches.</source>
            <translation>Damit wird jede Partie vergessen, die du in irgendeinem Spiel gespielt hast ({matches} und {deals}, Übung eingeschlossen): deine Siegquote, Serien, beste Partie und die Punkteblätter vergangener Partien.</translation>
        </message>
        <message numerus="yes">
            <source>%n matches</source>
            <translation>
                <numerusform>%n Partie</numerusform>
                <numerusform>%n Partien</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n deals</source>
            <translation>
                <numerusform>%n Runde</numerusform>
                <numerusform>%n Runden</numerusform>
            </translation>
        </message>
        <message>
            <source>The match in progress is kept.</source>
            <translation>Die laufende Partie bleibt erhalten.</translation>
        </message>
        <message>
            <source>It cannot be undone.</source>
            <translation>Das lässt sich nicht rückgängig machen.</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Wann</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Ergebnis</translation>
        </message>
        <message>
            <source>Your total</source>
            <translation>Deine Summe</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Sieger</translation>
        </message>
        <message>
            <source>Show statistics for {game}</source>
            <translation>Statistik für {game} anzeigen</translation>
        </message>
        <message>
            <source>Average per deal</source>
            <translation>Schnitt pro Runde</translation>
        </message>
        <message>
            <source>Winning streak</source>
            <translation>Siegesserie</translation>
        </message>
        <message>
            <source>Best match</source>
            <translation>Beste Partie</translation>
        </message>
        <message>
            <source>Hints used</source>
            <translation>Genutzte Tipps</translation>
        </message>
        <message>
            <source>Score per deal</source>
            <translation>Punkte pro Runde</translation>
        </message>
        <message>
            <source>your average points a deal</source>
            <translation>Ø Punkte pro Runde</translation>
        </message>
        <message>
            <source>By role</source>
            <translation>Nach Rolle</translation>
        </message>
        <message>
            <source>Your latest games could not be added to these figures just now.</source>
            <translation>Deine letzten Spiele konnten gerade nicht in diese Zahlen aufgenommen werden.</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Statistik zurücksetzen</translation>
        </message>
    </context>
    <context>
        <name>Stats</name>
        <message>
            <source>Statistics</source>
            <translation>Statistik</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>Problem</translation>
        </message>
        <message>
            <source>How things count</source>
            <translation>So wird gezählt</translation>
        </message>
        <message>
            <source>No matches yet</source>
            <translation>Noch keine Partien</translation>
        </message>
        <message>
            <source>Play a match</source>
            <translation>Partie spielen</translation>
        </message>
        <message>
            <source>Matches</source>
            <translation>Partien</translation>
        </message>
        <message>
            <source>Recent form</source>
            <translation>Formkurve</translation>
        </message>
        <message>
            <source>Reset statistics…</source>
            <translation>Statistik zurücksetzen…</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Statistik zurücksetzen</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Punkteblatt</translation>
        </message>
        <message>
            <source>Open the score sheet of the selected match</source>
            <translation>Punkteblatt der gewählten Partie öffnen</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <source>Close statistics</source>
            <translation>Statistik schließen</translation>
        </message>
    </context>
    <context>
        <name>StatsParts</name>
        <message>
            <source>played</source>
            <comment>matches played</comment>
            <translation>gespielt</translation>
        </message>
        <message>
            <source>won</source>
            <comment>matches won</comment>
            <translation>gewonnen</translation>
        </message>
        <message>
            <source>shared</source>
            <comment>matches shared</comment>
            <translation>geteilt</translation>
        </message>
        <message>
            <source>Matches</source>
            <translation>Partien</translation>
        </message>
        <message>
            <source>Matches played, newest first</source>
            <translation>Gespielte Partien, neueste zuerst</translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message numerus="yes">
            <source>%n matches</source>
            <translation>
                <numerusform>%n Partie</numerusform>
                <numerusform>%n Partien</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n deals</source>
            <translation>
                <numerusform>%n Runde</numerusform>
                <numerusform>%n Runden</numerusform>
            </translation>
        </message>
        <message>
            <source>{matches} and {deals}</source>
            <translation>{matches} und {deals}</translation>
        </message>
        <message>
            <source>Some of your history could not be read, so it is left out of these figures: {what}.</source>
            <translation>Ein Teil deines Spielverlaufs konnte nicht gelesen werden und fehlt daher in diesen Zahlen: {what}.</translation>
        </message>
        <message>
            <source>damaged</source>
            <translation>beschädigt</translation>
        </message>
        <message>
            <source>written by a newer version of Parlett Table</source>
            <translation>von einer neueren Version von Parlett Table geschrieben</translation>
        </message>
        <message>
            <source>a folder, not a file</source>
            <translation>ein Ordner statt einer Datei</translation>
        </message>
        <message>
            <source>a symbolic link that leads back to itself</source>
            <translation>ein symbolischer Link, der auf sich selbst verweist</translation>
        </message>
        <message>
            <source>not an ordinary file</source>
            <translation>keine gewöhnliche Datei</translation>
        </message>
        <message>
            <source>far too large</source>
            <translation>viel zu groß</translation>
        </message>
        <message>
            <source>a database of another program</source>
            <translation>eine Datenbank eines anderen Programms</translation>
        </message>
        <message>
            <source>not a preferences file</source>
            <translation>keine Einstellungsdatei</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>der Datenträger ist voll</translation>
        </message>
        <message>
            <source>another program is using it</source>
            <translation>ein anderes Programm greift gerade darauf zu</translation>
        </message>
        <message>
            <source>the program may not write there</source>
            <translation>das Programm darf dort nicht schreiben</translation>
        </message>
        <message>
            <source>the program may not read it</source>
            <translation>das Programm hat keine Leseberechtigung</translation>
        </message>
        <message>
            <source>the system reported an error</source>
            <translation>das System hat einen Fehler gemeldet</translation>
        </message>
        <message>
            <source>Your preferences could not be read ({why}), so the defaults are in use and the file is left as it is.</source>
            <translation>Deine Einstellungen konnten nicht gelesen werden ({why}), daher gelten die Standardwerte, und die Datei bleibt unverändert.</translation>
        </message>
        <message>
            <source>Your preferences file was {problem}, so it was kept as {file} and the defaults are in use.</source>
            <translation>Deine Einstellungsdatei war {problem}, daher wurde sie als {file} aufbewahrt, und die Standardwerte gelten.</translation>
        </message>
        <message>
            <source>Your preferences file was {problem} and could not be moved aside, so the defaults are in use.</source>
            <translation>Deine Einstellungsdatei war {problem} und konnte nicht beiseitegelegt werden, daher gelten die Standardwerte.</translation>
        </message>
        <message>
            <source>Some of your preferences could not be read and are back to their defaults; the file as it was is kept as {file}.</source>
            <translation>Einige deiner Einstellungen konnten nicht gelesen werden und stehen wieder auf ihren Standardwerten; die Datei, wie sie war, wurde als {file} aufbewahrt.</translation>
        </message>
        <message>
            <source>Some of your preferences could not be read and are back to their defaults for now; the file is left as it is, since no copy of it could be made.</source>
            <translation>Einige deiner Einstellungen konnten nicht gelesen werden und stehen vorerst auf ihren Standardwerten; die Datei bleibt unverändert, da keine Kopie davon angelegt werden konnte.</translation>
        </message>
        <message>
            <source>Your saved match could not be read ({why}), so it is left as it is and this session's match will not be saved.</source>
            <translation>Deine gespeicherte Partie konnte nicht gelesen werden ({why}), daher bleibt sie unverändert, und die Partie dieser Sitzung wird nicht gespeichert.</translation>
        </message>
        <message>
            <source>Your saved match was {problem}, so it could not be continued and was kept as {file}.</source>
            <translation>Deine gespeicherte Partie war {problem}, daher konnte sie nicht fortgesetzt werden und wurde als {file} aufbewahrt.</translation>
        </message>
        <message>
            <source>Your saved match was {problem} and could not be moved aside, so this session's match will not be saved.</source>
            <translation>Deine gespeicherte Partie war {problem} und konnte nicht beiseitegelegt werden, daher wird die Partie dieser Sitzung nicht gespeichert.</translation>
        </message>
        <message>
            <source>Your saved match has no seat for you, so it could not be continued and was kept as {file}.</source>
            <translation>In deiner gespeicherten Partie gibt es keinen Platz für dich, daher konnte sie nicht fortgesetzt werden und wurde als {file} aufbewahrt.</translation>
        </message>
        <message>
            <source>Your saved match has no seat for you, so it could not be continued and is left as it is.</source>
            <translation>In deiner gespeicherten Partie gibt es keinen Platz für dich, daher konnte sie nicht fortgesetzt werden und bleibt unverändert.</translation>
        </message>
        <message>
            <source>Your match could not be saved just now ({why}); play goes on, and it is saved as soon as it can be.</source>
            <translation>Deine Partie konnte gerade nicht gespeichert werden ({why}); es wird weitergespielt, und sie wird gespeichert, sobald es wieder geht.</translation>
        </message>
        <message>
            <source>Your saved match could not be removed just now ({why}); it will be at the next start.</source>
            <translation>Deine gespeicherte Partie konnte gerade nicht entfernt werden ({why}); das geschieht beim nächsten Start.</translation>
        </message>
        <message>
            <source>Some finished deals waiting to be added to your game history were {problem}, so they were kept as {file}.</source>
            <translation>Eine Datei mit beendeten Runden, die noch in deinen Spielverlauf eingetragen werden sollten, war {problem}, daher wurde sie als {file} aufbewahrt.</translation>
        </message>
        <message>
            <source>Your game history cannot be written just now ({why}), so your finished deals are kept and added to it as soon as it can be.</source>
            <translation>Dein Spielverlauf kann gerade nicht geschrieben werden ({why}), daher werden deine beendeten Runden aufbewahrt und eingetragen, sobald es wieder geht.</translation>
        </message>
        <message>
            <source>Your game history could not be read just now ({why}).</source>
            <translation>Dein Spielverlauf konnte gerade nicht gelesen werden ({why}).</translation>
        </message>
        <message>
            <source>Your game history could not be opened ({why}), so it is left as it is and this session's games are kept to be added to it once it can be.</source>
            <translation>Dein Spielverlauf konnte nicht geöffnet werden ({why}), daher bleibt er unverändert, und die Spiele dieser Sitzung werden aufbewahrt und eingetragen, sobald es geht.</translation>
        </message>
        <message>
            <source>Your game history was {problem}, so it was kept as {file} and a new one was started.</source>
            <translation>Dein Spielverlauf war {problem}, daher wurde er als {file} aufbewahrt und ein neuer angelegt.</translation>
        </message>
        <message>
            <source>Your game history was {problem} and could not be moved aside, so it is left as it is and this session's games are kept to be added to it once it can be used.</source>
            <translation>Dein Spielverlauf war {problem} und konnte nicht beiseitegelegt werden, daher bleibt er unverändert, und die Spiele dieser Sitzung werden aufbewahrt und eingetragen, sobald er sich wieder verwenden lässt.</translation>
        </message>
        <message>
            <source>Your game history was {problem} and was kept as {file}, but a new one could not be made ({why}), so this session's games are kept to be added to it once it can be.</source>
            <translation>Dein Spielverlauf war {problem} und wurde als {file} aufbewahrt, aber ein neuer konnte nicht angelegt werden ({why}), daher werden die Spiele dieser Sitzung aufbewahrt und eingetragen, sobald es geht.</translation>
        </message>
        <message>
            <source>Some of your game history could not be read, so it is left out of your statistics and a copy of the file as it was is kept as {file}.</source>
            <translation>Ein Teil deines Spielverlaufs konnte nicht gelesen werden und fehlt daher in deinen Statistiken; eine Kopie der Datei, wie sie war, wurde als {file} aufbewahrt.</translation>
        </message>
        <message>
            <source>That match could not be read back (its entry in your history is damaged).</source>
            <translation>Diese Partie konnte nicht wieder eingelesen werden (ihr Eintrag in deinem Spielverlauf ist beschädigt).</translation>
        </message>
        <message>
            <source>There is no match {number} in your history.</source>
            <translation>In deinem Spielverlauf gibt es keine Partie {number}.</translation>
        </message>
        <message>
            <source>That match has no finished deal to show.</source>
            <translation>Diese Partie hat keine beendete Runde zum Anzeigen.</translation>
        </message>
        <message>
            <source>Your list of positions to practise was {problem}, so it was kept as {file} and a new list begun.</source>
            <translation>Deine Liste der Stellungen zum Üben war {problem}; sie wurde als {file} aufbewahrt und eine neue Liste begonnen.</translation>
        </message>
        <message>
            <source>Your list of positions to practise was {problem} and could not be moved aside, so it is not kept this time.</source>
            <translation>Deine Liste der Stellungen zum Üben war {problem} und ließ sich nicht beiseitelegen; diesmal wird sie nicht fortgeführt.</translation>
        </message>
        <message>
            <source>Your list of positions to practise could not be read ({why}), so it is left as it is this time.</source>
            <translation>Deine Liste der Stellungen zum Üben konnte nicht gelesen werden ({why}); sie bleibt diesmal unverändert.</translation>
        </message>
        <message>
            <source>Your list of positions to practise could not be saved just now ({why}); it is tried again later.</source>
            <translation>Deine Liste der Stellungen zum Üben konnte gerade nicht gespeichert werden ({why}); das wird später noch einmal versucht.</translation>
        </message>
    </context>
    <context>
        <name>Suits</name>
        <message>
            <source>spade</source>
            <translation>Pik</translation>
        </message>
        <message>
            <source>heart</source>
            <translation>Herz</translation>
        </message>
        <message>
            <source>diamond</source>
            <translation>Karo</translation>
        </message>
        <message>
            <source>club</source>
            <translation>Kreuz</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>Pik</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>Herz</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>Karo</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>Kreuz</translation>
        </message>
    </context>
    <context>
        <name>TableParts</name>
        <message>
            <source>Your hand</source>
            <translation>Deine Hand</translation>
        </message>
        <message>
            <source>Trick</source>
            <translation>Stich</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <source>Prompt</source>
            <translation>Hinweiszeile</translation>
        </message>
        <message>
            <source>nothing yet</source>
            <translation>noch nichts</translation>
        </message>
    </context>
    <context>
        <name>TablePresenter</name>
        <message>
            <source>{giver} gave the trick to {taker}.</source>
            <translation>{giver} gab den Stich an {taker}.</translation>
        </message>
        <message>
            <source>Trump is {trump}, and the aim is to be Hamlet.</source>
            <translation>Trumpf: {trump}, und das Ziel ist, Hamlet zu sein.</translation>
        </message>
        <message>
            <source>Trump is {trump}, and the aim is not to be Hamlet.</source>
            <translation>Trumpf: {trump}, und das Ziel ist, nicht Hamlet zu sein.</translation>
        </message>
        <message>
            <source>Trump is {trump}, and everyone plays alone.</source>
            <translation>Trumpf: {trump}, und jeder spielt allein.</translation>
        </message>
        <message>
            <source>Trump is {trump}; you are the Hood, against {first} and {second}.</source>
            <translation>Trumpf: {trump}; du bist der Hood, gegen {first} und {second}.</translation>
        </message>
        <message>
            <source>Trump is {trump}; you and {partner} are partners, and {hood} is the Hood.</source>
            <translation>Trumpf: {trump}; du und {partner} seid Partner, und {hood} ist der Hood.</translation>
        </message>
        <message>
            <source>Trump is {trump}; {first} and {second} are partners, and {hood} is the Hood.</source>
            <translation>Trumpf: {trump}; {first} und {second} sind Partner, und {hood} ist der Hood.</translation>
        </message>
        <message>
            <source>{decided} Click the table (or press Space) to go on.</source>
            <translation>{decided} Klick auf den Tisch (oder drück die Leertaste), um weiterzuspielen.</translation>
        </message>
        <message>
            <source>The cards are not shown yet: everyone chooses one first.</source>
            <translation>Die Karten sind noch nicht gezeigt: Zuerst wählt jeder eine.</translation>
        </message>
        <message>
            <source>{game} starts without cards shown.</source>
            <translation>{game} beginnt ohne gezeigte Karten.</translation>
        </message>
        <message>
            <source>The cards shown</source>
            <translation>Die gezeigten Karten</translation>
        </message>
        <message>
            <source>Deal {deal} of {count}</source>
            <translation>Runde {deal} von {count}</translation>
        </message>
        <message>
            <source>Deal {deal}  ·  playing to {target}</source>
            <translation>Runde {deal}  ·  bis {target}</translation>
        </message>
        <message>
            <source>{names} share the win with {total}.</source>
            <translation>{names} teilen sich den Sieg mit {total}.</translation>
        </message>
        <message>
            <source>You win the match with {total}!</source>
            <translation>Du gewinnst die Partie mit {total}!</translation>
        </message>
        <message>
            <source>{name} wins the match with {total}.</source>
            <translation>{name} gewinnt die Partie mit {total}.</translation>
        </message>
        <message>
            <source>Click the table (or press Space) for the next trick.</source>
            <translation>Klick auf den Tisch (oder drück die Leertaste) für den nächsten Stich.</translation>
        </message>
        <message>
            <source>How the hint was worked out: {detail}</source>
            <translation>So wurde der Tipp ermittelt: {detail}</translation>
        </message>
        <message>
            <source>Hint: {reason}</source>
            <translation>Tipp: {reason}</translation>
        </message>
        <message>
            <source>Hint: {joker}. {reason}</source>
            <translation>Tipp: {joker}. {reason}</translation>
        </message>
        <message>
            <source>Hint: the {card}. {reason}</source>
            <translation>Tipp: {card}. {reason}</translation>
        </message>
        <message>
            <source>(cannot be played now)</source>
            <translation>(jetzt nicht spielbar)</translation>
        </message>
        <message>
            <source>No trick has been played yet.</source>
            <translation>Es wurde noch kein Stich gespielt.</translation>
        </message>
        <message>
            <source>Last trick: you took it</source>
            <translation>Letzter Stich: an dich</translation>
        </message>
        <message>
            <source>Last trick: {taker} took it</source>
            <translation>Letzter Stich: an {taker}</translation>
        </message>
    </context>
    <context>
        <name>Talk</name>
        <message>
            <source>No estimate.</source>
            <translation>Keine Schätzung.</translation>
        </message>
        <message numerus="yes">
            <source>I expect %n tricks.</source>
            <translation>
                <numerusform>Ich erwarte %n Stich.</numerusform>
                <numerusform>Ich erwarte %n Stiche.</numerusform>
            </translation>
        </message>
        <message>
            <source>I expect {low} to {high} tricks.</source>
            <translation>Ich erwarte {low} bis {high} Stiche.</translation>
        </message>
        <message>
            <source>Any requests?</source>
            <translation>Welche Farbe?</translation>
        </message>
        <message>
            <source>Lead a {suit}.</source>
            <translation>Spiel {suit} aus.</translation>
        </message>
        <message>
            <source>Don't lead a {suit}.</source>
            <translation>Spiel kein {suit} aus.</translation>
        </message>
        <message>
            <source>No preference.</source>
            <translation>Keine Vorliebe.</translation>
        </message>
    </context>
    <context>
        <name>Tour</name>
        <message>
            <source>First everyone chooses a suit card to show. All three are turned up together, and they decide trump and whether the aim is to be Hamlet. Click the card you want to show.</source>
            <translation>Zuerst wählt jeder eine Farbkarte zum Zeigen. Alle drei werden gleichzeitig aufgedeckt und bestimmen Trumpf und ob das Ziel ist, Hamlet zu sein. Klick die Karte an, die du zeigen willst.</translation>
        </message>
        <message>
            <source>The game, the deal number, who dealt, and trump and the aim once the cards shown decide them.</source>
            <translation>Das Spiel, die Rundennummer, wer gegeben hat, und Trumpf und Ziel, sobald die gezeigten Karten sie bestimmen.</translation>
        </message>
        <message>
            <source>First everyone chooses a card to show. All three are turned up together, and they decide trump and who partners whom. Click the card you want to show.</source>
            <translation>Zuerst wählt jeder eine Karte zum Zeigen. Alle drei werden gleichzeitig aufgedeckt und bestimmen Trumpf und wer mit wem spielt. Klick die Karte an, die du zeigen willst.</translation>
        </message>
        <message>
            <source>First everyone chooses a card to show. All are turned up together, and they decide how the deal is played. Click the card you want to show.</source>
            <translation>Zuerst wählt jeder eine Karte zum Zeigen. Alle werden gleichzeitig aufgedeckt und bestimmen, wie die Runde gespielt wird. Klick die Karte an, die du zeigen willst.</translation>
        </message>
        <message>
            <source>The cards shown, each in front of its player; the line above your hand says what they decided. Click the table or press Space to go on; C shows them again later in the deal.</source>
            <translation>Die gezeigten Karten, jede vor ihrem Spieler; die Zeile über deiner Hand sagt, was sie bestimmt haben. Klick auf den Tisch oder drück die Leertaste, um weiterzuspielen; C zeigt sie später in der Runde noch einmal.</translation>
        </message>
        <message>
            <source>The game, the deal number, who dealt, and trump once the cards shown decide it.</source>
            <translation>Das Spiel, die Rundennummer, wer gegeben hat, und Trumpf, sobald die gezeigten Karten ihn bestimmen.</translation>
        </message>
        <message>
            <source>The game, the deal number, who dealt, and trump once it is known.</source>
            <translation>Das Spiel, die Rundennummer, wer gegeben hat und Trumpf, sobald er feststeht.</translation>
        </message>
        <message>
            <source>The game, the deal number and who dealt. There are no trumps in this game: the highest card of the suit led wins.</source>
            <translation>Das Spiel, die Rundennummer und wer gegeben hat. In diesem Spiel gibt es keinen Trumpf: Die höchste Karte der ausgespielten Farbe gewinnt.</translation>
        </message>
        <message>
            <source>Each player's name, the tricks they have taken and, as soon as it is known, their role.</source>
            <translation>Der Name jedes Spielers, seine gemachten Stiche und, sobald bekannt, seine Rolle.</translation>
        </message>
        <message>
            <source>Each player's name and the tricks they have taken.</source>
            <translation>Der Name jedes Spielers und seine gemachten Stiche.</translation>
        </message>
        <message>
            <source>The running totals of the match.</source>
            <translation>Der laufende Punktestand der Partie.</translation>
        </message>
        <message>
            <source>The running totals of the match and, beside them, each player's points in this deal so far.</source>
            <translation>Der laufende Punktestand der Partie und daneben die Punkte jedes Spielers in dieser Runde bis jetzt.</translation>
        </message>
        <message>
            <source>These are your cards. The ones you may play now stand a little higher; click one, or choose with ← → and press Enter.</source>
            <translation>Das sind deine Karten. Die Karten, die du jetzt spielen darfst, stehen etwas höher; klick eine an oder wähle mit ← → und drück Enter.</translation>
        </message>
        <message>
            <source>Stuck? Hint (or H) suggests a move and says why. F1 opens the rules at the part that matters now.</source>
            <translation>Nicht weiter? „Tipp“ (oder H) schlägt einen Zug vor und sagt, warum. F1 öffnet die Regeln an der Stelle, die gerade zählt.</translation>
        </message>
        <message>
            <source>Each trick goes to the pile of whoever took it. Press L to look at the last trick again.</source>
            <translation>Jeder Stich kommt auf den Stapel dessen, der ihn gemacht hat. Drück L, um dir den letzten Stich noch einmal anzusehen.</translation>
        </message>
        <message>
            <source>How every score was made, line by line. 'why?' opens the rule behind a line, and Review steps through the whole deal with every hand face up.</source>
            <translation>Wie jede Punktzahl zustande kam, Zeile für Zeile. „warum?“ öffnet die Regel hinter einer Zeile, und „Runde ansehen“ geht die ganze Runde mit allen Händen offen durch.</translation>
        </message>
        <message>
            <source>Skip the tour</source>
            <translation>Überspringen</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Weiter</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Fertig</translation>
        </message>
        <message>
            <source>{number} of {total}</source>
            <translation>{number} von {total}</translation>
        </message>
    </context>
    <context>
        <name>TrickPauses</name>
        <message>
            <source>Until I click</source>
            <translation>Bis ich klicke</translation>
        </message>
        <message>
            <source>Short</source>
            <translation>Kurz</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Long</source>
            <translation>Lang</translation>
        </message>
    </context>
    <context>
        <name>TrickWords</name>
        <message>
            <source>You</source>
            <translation>dich</translation>
        </message>
        <message>
            <source>you</source>
            <translation>dich</translation>
        </message>
        <message>
            <source>You take the trick</source>
            <translation>Du machst den Stich</translation>
        </message>
        <message>
            <source>{taker} takes the trick</source>
            <translation>{taker} macht den Stich</translation>
        </message>
        <message>
            <source>card</source>
            <translation>Karte</translation>
        </message>
        <message>
            <source>Leading the joker calls for trumps, and the {card} is the highest.</source>
            <translation>Der ausgespielte Joker fordert Trumpf, und {card} ist der höchste Trumpf.</translation>
        </message>
        <message>
            <source>The {card} is a trump, and beats the {led} led.</source>
            <translation>{card} ist Trumpf und schlägt {led}, die ausgespielte Karte.</translation>
        </message>
        <message>
            <source>The joker led counts as a trump, and nobody played a higher one.</source>
            <translation>Der ausgespielte Joker zählt als Trumpf, und niemand hat einen höheren gespielt.</translation>
        </message>
        <message>
            <source>The joker counts as a trump (the lowest), and it is the only trump here.</source>
            <translation>Der Joker zählt als Trumpf (der niedrigste), und hier ist er der einzige Trumpf.</translation>
        </message>
        <message>
            <source>Snap: the {card} matches the {led} led, and the last snap wins.</source>
            <translation>Schnapp: {card} hat den Rang von {led}, der ausgespielten Karte, und der letzte Schnapp gewinnt.</translation>
        </message>
        <message>
            <source>Snap: the {card} matches the {led} led, and beats all the {suit}.</source>
            <translation>Schnapp: {card} hat den Rang von {led}, der ausgespielten Karte, und schlägt die ganze Farbe {suit}.</translation>
        </message>
        <message>
            <source>The second-highest card wins: the {card}, under the {highest}.</source>
            <translation>Die zweithöchste Karte gewinnt: {card}, unter {highest}.</translation>
        </message>
        <message>
            <source>Nobody else played a {noun}, so the card led wins.</source>
            <translation>Sonst hat niemand {noun} gespielt, also gewinnt die ausgespielte Karte.</translation>
        </message>
        <message>
            <source>{joker} was led, and when led he wins the trick.</source>
            <translation>{joker} wurde ausgespielt, und als ausgespielte Karte gewinnt er den Stich.</translation>
        </message>
        <message>
            <source>Both jokers were played, so {chooser} chose, and kept it.</source>
            <translation>Beide Joker wurden gespielt, das ließ {chooser} wählen: Stich behalten.</translation>
        </message>
        <message>
            <source>Both jokers were played, so {chooser} chose, and gave it to {taker}.</source>
            <translation>Beide Joker wurden gespielt, das ließ {chooser} wählen: Stich an {taker}.</translation>
        </message>
        <message>
            <source>{chooser} played a joker, and kept it.</source>
            <translation>Der Joker ließ {chooser} wählen: Stich behalten.</translation>
        </message>
        <message>
            <source>{chooser} played a joker, and gave it to {taker}.</source>
            <translation>Der Joker ließ {chooser} wählen: Stich an {taker}.</translation>
        </message>
    </context>
    <context>
        <name>WhosWho</name>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} und {second}</translation>
        </message>
        <message>
            <source>You held both jokers, so you were the soloist, playing alone against {pair}.</source>
            <translation>Du hattest beide Joker und warst damit Solist, allein gegen {pair}.</translation>
        </message>
        <message>
            <source>{soloist} held both jokers, so {soloist} was the soloist, playing alone against {pair}.</source>
            <translation>{soloist} hatte beide Joker, also war {soloist} Solist und spielte allein; die Partner waren {pair}.</translation>
        </message>
        <message>
            <source>{pair} held a joker each, so they were partners and you were the soloist.</source>
            <translation>{pair} hatten je einen Joker und waren damit Partner, und du warst Solist.</translation>
        </message>
        <message>
            <source>You and {partner} held a joker each, so you were partners and {soloist} was the soloist.</source>
            <translation>Du und {partner} hattet je einen Joker und wart damit Partner, und {soloist} war Solist.</translation>
        </message>
        <message>
            <source>{pair} held a joker each, so they were partners and {soloist} was the soloist.</source>
            <translation>{pair} hatten je einen Joker und waren damit Partner, und {soloist} war Solist.</translation>
        </message>
        <message>
            <source>A joker may not be led while you hold other cards.</source>
            <translation>Ein Joker darf nicht ausgespielt werden, solange du andere Karten hast.</translation>
        </message>
        <message>
            <source>The soloist's count, {soloist_count}, lies between the partners' {low} and {high}, so the soloist wins.</source>
            <translation>Die Stichzahl des Solisten, {soloist_count}, liegt zwischen denen der Partner, {low} und {high}, also gewinnt der Solist.</translation>
        </message>
        <message>
            <source>The partners took 1 trick each, so the soloist wins.</source>
            <translation>Die Partner machten je 1 Stich, also gewinnt der Solist.</translation>
        </message>
        <message>
            <source>The partners took {count} tricks each, so the soloist wins.</source>
            <translation>Die Partner machten je {count} Stiche, also gewinnt der Solist.</translation>
        </message>
        <message>
            <source>The soloist took {soloist_count} of the {hand_size} tricks, more than half, so the soloist wins.</source>
            <translation>Der Solist machte {soloist_count} der {hand_size} Stiche, mehr als die Hälfte, also gewinnt der Solist.</translation>
        </message>
        <message>
            <source>The soloist's count, {soloist_count}, is the lowest, so the partners win.</source>
            <translation>Die Stichzahl des Solisten, {soloist_count}, ist die niedrigste, also gewinnen die Partner.</translation>
        </message>
        <message>
            <source>The soloist's count, {soloist_count}, equals a partner's, with no more than half the tricks, so the partners win.</source>
            <translation>Die Stichzahl des Solisten, {soloist_count}, ist gleich der eines Partners, ohne mehr als die Hälfte der Stiche, also gewinnen die Partner.</translation>
        </message>
        <message>
            <source>The soloist's count, {soloist_count}, is the highest but no more than half the tricks, so the partners win.</source>
            <translation>Die Stichzahl des Solisten, {soloist_count}, ist die höchste, aber nicht mehr als die Hälfte der Stiche, also gewinnen die Partner.</translation>
        </message>
        <message>
            <source>for winning</source>
            <translation>für den Sieg</translation>
        </message>
        <message>
            <source>for the soloist's tricks</source>
            <translation>für die Stiche des Solisten</translation>
        </message>
    </context>
    <context>
        <name>WhosWhoHints</name>
        <message>
            <source>This is your only legal card.</source>
            <translation>Das ist deine einzige erlaubte Karte.</translation>
        </message>
        <message>
            <source>As the soloist, you win with the middle count, with the partners level, or with more than half the tricks.</source>
            <translation>Als Solist gewinnst du mit der mittleren Stichzahl, bei Gleichstand der Partner oder mit mehr als der Hälfte der Stiche.</translation>
        </message>
        <message>
            <source>As a partner, you want the soloist to end lowest, or level with one of you.</source>
            <translation>Als Partner willst du, dass der Solist mit der niedrigsten Stichzahl endet oder gleichauf mit einem von euch.</translation>
        </message>
        <message>
            <source>You hold no joker, so you are the soloist only if the other two hold one each.</source>
            <translation>Du hast keinen Joker, also bist du nur dann Solist, wenn die anderen beiden je einen haben.</translation>
        </message>
        <message>
            <source>Play your joker: then you choose who takes this trick. {goal}</source>
            <translation>Spiel deinen Joker: Dann entscheidest du, wer diesen Stich bekommt. {goal}</translation>
        </message>
        <message>
            <source>Throw the {name}: the other two cards decide this trick.</source>
            <translation>Wirf {name} ab: Die anderen beiden Karten entscheiden diesen Stich.</translation>
        </message>
        <message>
            <source>Take this trick with the {name}, the second-highest card of the suit led. {why}</source>
            <translation>Nimm diesen Stich mit {name}, der zweithöchsten Karte der ausgespielten Farbe. {why}</translation>
        </message>
        <message>
            <source>Play the {name} so that {taker} takes this trick. {why}</source>
            <translation>Spiel {name}, damit {taker} diesen Stich bekommt. {why}</translation>
        </message>
        <message>
            <source>Lead the {name}: who takes this trick hardly matters yet, so lead from your longest suit.</source>
            <translation>Spiel {name} aus: Wer diesen Stich bekommt, ist noch fast egal, also spiel aus deiner längsten Farbe aus.</translation>
        </message>
        <message>
            <source>Play the {name}: who takes this trick hardly matters yet.</source>
            <translation>Spiel {name}: Wer diesen Stich bekommt, ist noch fast egal.</translation>
        </message>
        <message>
            <source>Lead the {name}: it gives you the best chance of taking this trick. {goal}</source>
            <translation>Spiel {name} aus: So hast du die beste Chance, diesen Stich zu machen. {goal}</translation>
        </message>
        <message>
            <source>Play the {name}: it gives you the best chance of taking this trick. {goal}</source>
            <translation>Spiel {name}: So hast du die beste Chance, diesen Stich zu machen. {goal}</translation>
        </message>
        <message>
            <source>Lead the {name}: it gives the best chance that {wanted} takes this trick. {goal}</source>
            <translation>Spiel {name} aus: So ist die Chance am größten, dass {wanted} diesen Stich bekommt. {goal}</translation>
        </message>
        <message>
            <source>Play the {name}: it gives the best chance that {wanted} takes this trick. {goal}</source>
            <translation>Spiel {name}: So ist die Chance am größten, dass {wanted} diesen Stich bekommt. {goal}</translation>
        </message>
        <message>
            <source>Keep this trick. {why}</source>
            <translation>Behalte diesen Stich. {why}</translation>
        </message>
        <message>
            <source>Give this trick to {taker}. {why}</source>
            <translation>Gib diesen Stich an {taker}. {why}</translation>
        </message>
        <message>
            <source>That gives you more than half the tricks.</source>
            <translation>Damit hast du mehr als die Hälfte der Stiche.</translation>
        </message>
        <message>
            <source>That gives {solo} more than half the tricks.</source>
            <translation>Damit hat {solo} mehr als die Hälfte der Stiche.</translation>
        </message>
        <message>
            <source>That leaves the partners level.</source>
            <translation>Damit bleiben die Partner gleichauf.</translation>
        </message>
        <message>
            <source>That puts your count between the partners'.</source>
            <translation>Damit liegt deine Stichzahl zwischen denen der Partner.</translation>
        </message>
        <message>
            <source>That puts {solo} between the partners.</source>
            <translation>Damit liegt {solo} zwischen den Partnern.</translation>
        </message>
        <message>
            <source>That leaves {solo}, the soloist, lowest, with the partners unequal.</source>
            <translation>Damit liegt {solo}, der Solist, ganz unten, und die Partner sind ungleich.</translation>
        </message>
        <message>
            <source>That leaves {solo}, the soloist, level with a partner, and the partners unequal.</source>
            <translation>Damit liegt {solo}, der Solist, gleichauf mit einem Partner, und die Partner sind ungleich.</translation>
        </message>
        <message>
            <source>That leaves {solo}, the soloist, highest without more than half the tricks, and the partners unequal.</source>
            <translation>Damit liegt {solo}, der Solist, ganz oben, aber ohne mehr als die Hälfte der Stiche, und die Partner sind ungleich.</translation>
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>This time the log goes to the standard error output: there is no log folder to open.</source>
            <translation>Diesmal geht das Protokoll in die Standardfehlerausgabe: Es gibt keinen Protokollordner zu öffnen.</translation>
        </message>
        <message>
            <source>The log folder could not be opened: it is {folder}.</source>
            <translation>Der Protokollordner ließ sich nicht öffnen: Er liegt unter {folder}.</translation>
        </message>
        <message>
            <source>Parlett Table</source>
            <translation>Parlett Table</translation>
        </message>
        <message>
            <source>Card table</source>
            <translation>Kartentisch</translation>
        </message>
        <message>
            <source>Chat is for a table with friends: create or join one first (Game ▸ Play with friends).</source>
            <translation>Der Chat ist für einen Tisch mit Freunden: Eröffne zuerst einen oder setz dich an einen (Spiel ▸ Mit Freunden spielen).</translation>
        </message>
        <message>
            <source>Undo is for practice games: start one from Game ▸ New game.</source>
            <translation>Rückgängig gibt es nur in Übungspartien: Starte eine über Spiel ▸ Neues Spiel.</translation>
        </message>
        <message>
            <source>No hints here: this position is yours to solve.</source>
            <translation>Hier gibt es keine Tipps: Diese Stellung löst du selbst.</translation>
        </message>
        <message>
            <source>Thinking about your move…</source>
            <translation>Suche einen Zug für dich…</translation>
        </message>
        <message>
            <source>A suggestion is for when it is your turn.</source>
            <translation>Einen Zugvorschlag gibt es, wenn du am Zug bist.</translation>
        </message>
        <message>
            <source>Play out the rest is offered when nothing left in the deal can change a score.</source>
            <translation>„Rest durchspielen“ gibt es, wenn sich am Rest der Runde kein Punktestand mehr ändern kann.</translation>
        </message>
        <message>
            <source>There is no finished deal to review yet.</source>
            <translation>Es gibt noch keine beendete Runde zum Ansehen.</translation>
        </message>
        <message>
            <source>No match is set aside: Resume my match brings back a match set aside to play a deal record.</source>
            <translation>Keine Partie ist beiseitegelegt: „Meine Partie fortsetzen“ holt eine Partie zurück, die für ein Rundenprotokoll beiseitegelegt wurde.</translation>
        </message>
        <message>
            <source>Statistics are kept only when the program keeps a history.</source>
            <translation>Statistik wird nur geführt, wenn das Programm einen Verlauf speichert.</translation>
        </message>
        <message>
            <source>Your preferences could not be saved: {problem}.</source>
            <translation>Deine Einstellungen konnten nicht gespeichert werden: {problem}.</translation>
        </message>
        <message>
            <source>Open a deal record</source>
            <translation>Rundenprotokoll öffnen</translation>
        </message>
        <message>
            <source>Deal records (*.parlett *.json);;All files (*)</source>
            <translation>Rundenprotokolle (*.parlett *.json);;Alle Dateien (*)</translation>
        </message>
        <message>
            <source>That deal cannot be played: {problem}</source>
            <translation>Diese Runde kann nicht gespielt werden: {problem}</translation>
        </message>
        <message>
            <source>Open {record} as a practice deal?</source>
            <translation>{record} als Übungsrunde öffnen?</translation>
        </message>
        <message>
            <source>Your {game} practice game is in progress, in deal {deal}.</source>
            <translation>Deine {game}-Übungspartie läuft noch, in Runde {deal}.</translation>
        </message>
        <message>
            <source>Your {game} match is in progress, in deal {deal}.</source>
            <translation>Deine {game}-Partie läuft noch, in Runde {deal}.</translation>
        </message>
        <message>
            <source>It is set aside, not lost, while you play the record's deal: it comes back after that deal, or from Game ▸ Resume my match.</source>
            <translation>Sie wird beiseitegelegt, nicht verloren, während du die Runde aus dem Protokoll spielst: Sie kommt nach dieser Runde zurück, oder über Spiel ▸ Meine Partie fortsetzen.</translation>
        </message>
        <message>
            <source>Open as &amp;practice</source>
            <translation>Als &amp;Übung öffnen</translation>
        </message>
        <message>
            <source>&amp;Continue my match</source>
            <translation>Meine Partie &amp;weiterspielen</translation>
        </message>
    </context>
    <context>
        <name>Words</name>
        <message>
            <source>you</source>
            <translation>du</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first} und {last}</translation>
        </message>
        <message>
            <source>{first} showed the {card_1}, {second} the {card_2} and {third} the {card_3}.</source>
            <translation>Gezeigte Karten – {first}: {card_1}, {second}: {card_2}, {third}: {card_3}.</translation>
        </message>
        <message>
            <source>Tricks taken: {counts}.</source>
            <translation>Gemachte Stiche: {counts}.</translation>
        </message>
    </context>
</TS>
