<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
    <context>
        <name>About</name>
        <message>
            <source>David Parlett's trick-taking games Hoodwink, Crescendo, Who's Who and Hamlet, at a card table, against computer players.</source>
            <translation>Les jeux de plis de David Parlett, Hoodwink, Crescendo, Who's Who et Hamlet, autour d’une table de jeu, contre l’ordinateur.</translation>
        </message>
        <message>
            <source>Card art: SVG-cards by David Bellot and Huub de Beer ({licence}), and the Clear deck drawn for this program.</source>
            <translation>Illustrations des cartes : SVG-cards de David Bellot et Huub de Beer ({licence}), et le jeu Lisible dessiné pour ce programme.</translation>
        </message>
        <message>
            <source>Built with Qt {qt} and PySide6 {pyside}, and Python.</source>
            <translation>Réalisé avec Qt {qt}, PySide6 {pyside} et Python.</translation>
        </message>
        <message>
            <source>Licences: {links}.</source>
            <translation>Licences : {links}.</translation>
        </message>
        <message>
            <source>About Parlett Table</source>
            <translation>À propos de Parlett Table</translation>
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
            <translation>Fermer</translation>
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
            <translation>Une intuition.</translation>
        </message>
        <message>
            <source>A card of a suit I like.</source>
            <translation>Une couleur que j’aime bien.</translation>
        </message>
        <message>
            <source>Leading from my hand.</source>
            <translation>J’entame avec ce que j’ai.</translation>
        </message>
        <message>
            <source>Winning the trick as cheaply as I can.</source>
            <translation>Je prends le pli au moindre coût.</translation>
        </message>
        <message>
            <source>Throwing my least useful card.</source>
            <translation>Je me défausse de ma carte la moins utile.</translation>
        </message>
    </context>
    <context>
        <name>CardBacks</name>
        <message>
            <source>Blue lattice</source>
            <translation>Treillis bleu</translation>
        </message>
        <message>
            <source>Red harlequin</source>
            <translation>Arlequin rouge</translation>
        </message>
        <message>
            <source>Green stripes</source>
            <translation>Rayures vertes</translation>
        </message>
        <message>
            <source>Charcoal dots</source>
            <translation>Pois anthracite</translation>
        </message>
    </context>
    <context>
        <name>Cards</name>
        <message>
            <source>joker</source>
            <translation>joker</translation>
        </message>
        <message>
            <source>{rank} of {suit}</source>
            <translation>{rank} de {suit}</translation>
        </message>
    </context>
    <context>
        <name>Charts</name>
        <message>
            <source>Your accuracy in each deal the coach looks at will be drawn here.</source>
            <translation>Votre précision dans chaque donne analysée sera tracée ici.</translation>
        </message>
        <message>
            <source>Accuracy per deal</source>
            <translation>Précision par donne</translation>
        </message>
        <message numerus="yes">
            <source>%n deals.</source>
            <translation>
                <numerusform>%n donne.</numerusform>
                <numerusform>%n donnes.</numerusform>
            </translation>
        </message>
        <message>
            <source>{deals} deals; accuracy, average of the last {window}: {average}.</source>
            <translation>{deals} donnes ; précision, moyenne des {window} dernières : {average}.</translation>
        </message>
        <message>
            <source>Deal {number}: accuracy {accuracy}</source>
            <translation>Donne {number} : précision {accuracy}</translation>
        </message>
        <message>
            <source>Nothing to show yet.</source>
            <translation>Rien à afficher.</translation>
        </message>
        <message>
            <source>won</source>
            <translation>gagnée</translation>
        </message>
        <message>
            <source>shared</source>
            <translation>partagée</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>perdue</translation>
        </message>
        <message>
            <source>W</source>
            <translation>V</translation>
        </message>
        <message>
            <source>S</source>
            <translation>P</translation>
        </message>
        <message>
            <source>L</source>
            <translation>D</translation>
        </message>
        <message>
            <source>No finished matches yet.</source>
            <translation>Aucune partie terminée.</translation>
        </message>
        <message>
            <source>Recent results</source>
            <translation>Derniers résultats</translation>
        </message>
        <message>
            <source>The last {count} matches, oldest first: {words}.</source>
            <translation>Les {count} dernières parties, par ordre chronologique : {words}.</translation>
        </message>
        <message>
            <source>Win rate</source>
            <translation>Taux de victoire</translation>
        </message>
        <message>
            <source>win rate</source>
            <translation>victoires</translation>
        </message>
        <message>
            <source>won</source>
            <comment>the share of deals won, a column heading</comment>
            <translation>gagnées</translation>
        </message>
        <message>
            <source>deals</source>
            <comment>the number of deals, a column heading</comment>
            <translation>donnes</translation>
        </message>
        <message>
            <source>How you score in each role will show here.</source>
            <translation>Votre score dans chaque rôle s’affichera ici.</translation>
        </message>
        <message>
            <source>Average score per deal by role</source>
            <translation>Score moyen par donne selon le rôle</translation>
        </message>
        <message>
            <source>{role}: {average} a deal over {deals} deals, {won} won</source>
            <translation>{role} : {average} par donne sur {deals} donnes, {won} gagnées</translation>
        </message>
        <message>
            <source>Widen the window to see the roles.</source>
            <translation>Élargissez la fenêtre pour voir les rôles.</translation>
        </message>
        <message>
            <source>Your score in each deal will be drawn here.</source>
            <translation>Votre score à chaque donne sera tracé ici.</translation>
        </message>
        <message>
            <source>Score per deal</source>
            <translation>Score par donne</translation>
        </message>
        <message>
            <source>{deals} deals; average of the last {window}: {average} points.</source>
            <translation>{deals} donnes ; moyenne des {window} dernières : {average} points.</translation>
        </message>
        <message>
            <source>Deal {number}: {score} points</source>
            <translation>Donne {number} : {score} points</translation>
        </message>
        <message>
            <source>Average of the last {window}: {average}</source>
            <translation>Moyenne des {window} dernières : {average}</translation>
        </message>
    </context>
    <context>
        <name>Claim</name>
        <message>
            <source>Play out the rest</source>
            <translation>Jouer la fin</translation>
        </message>
        <message>
            <source>Nothing left in this deal can change anyone's score: play it out at once (P)</source>
            <translation>Plus rien dans cette donne ne peut changer les scores : jouez-la jusqu’au bout d’un coup (P)</translation>
        </message>
        <message>
            <source>Play out the rest of the deal</source>
            <translation>Jouer la fin de la donne</translation>
        </message>
    </context>
    <context>
        <name>Coach</name>
        <message numerus="yes">
            <source>Where every card lay was known then: in %n playouts of the rest, the expert's choice did better in {ahead} and worse in {behind}.</source>
            <translation>
                <numerusform>La place de chaque carte était alors connue : sur %n façon de jouer la suite, le choix de l’expert a fait mieux dans {ahead} cas et moins bien dans {behind}.</numerusform>
                <numerusform>La place de chaque carte était alors connue : sur %n façons de jouer la suite, le choix de l’expert a fait mieux dans {ahead} cas et moins bien dans {behind}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Of %n ways the unseen cards could lie, given what you had seen, the expert's choice did better in {ahead} and worse in {behind}.</source>
            <translation>
                <numerusform>Sur %n répartition possible des cartes cachées, compte tenu de ce que vous aviez vu, le choix de l’expert a fait mieux dans {ahead} cas et moins bien dans {behind}.</numerusform>
                <numerusform>Sur %n répartitions possibles des cartes cachées, compte tenu de ce que vous aviez vu, le choix de l’expert a fait mieux dans {ahead} cas et moins bien dans {behind}.</numerusform>
            </translation>
        </message>
        <message>
            <source>The search prefers {search}; the expert plays {expert}, because the search's lead is too small to tell from its noise, and then the usual play stands.</source>
            <translation>La recherche préfère {search} ; l’expert joue {expert}, car l’avance de la recherche est trop faible pour se distinguer de son bruit, et le jeu habituel s’impose alors.</translation>
        </message>
        <message>
            <source>The search prefers {search}; the expert plays {expert}, because only that beat the usual play by more than the search's noise.</source>
            <translation>La recherche préfère {search} ; l’expert joue {expert}, car seul ce choix a battu le jeu habituel de plus que le bruit de la recherche.</translation>
        </message>
        <message>
            <source>Nothing the search tried scored more than your choice.</source>
            <translation>Rien de ce qu’a essayé la recherche n’a rapporté plus que votre choix.</translation>
        </message>
        <message>
            <source>{better} rather than {chosen}</source>
            <translation>{better} plutôt que {chosen}</translation>
        </message>
        <message>
            <source>{better} looked about {cost} ± {error} points better, too little to tell from the search's noise.</source>
            <translation>{better} : environ {cost} ± {error} points de mieux, trop peu pour se distinguer du bruit de la recherche.</translation>
        </message>
        <message>
            <source>{better} scores about {cost} ± {error} points more on average: where every card lay was known then, and in {worlds} playouts of the rest it did better in {ahead} and worse in {behind}.</source>
            <translation>{better} : environ {cost} ± {error} points de plus en moyenne ; la place de chaque carte était alors connue, et sur {worlds} façons de jouer la suite, ce choix a fait mieux dans {ahead} cas et moins bien dans {behind}.</translation>
        </message>
        <message>
            <source>{better} scores about {cost} ± {error} points more on average: of {worlds} ways the unseen cards could lie, given what you had seen, it did better in {ahead} and worse in {behind}.</source>
            <translation>{better} : environ {cost} ± {error} points de plus en moyenne ; sur {worlds} répartitions possibles des cartes cachées, compte tenu de ce que vous aviez vu, ce choix a fait mieux dans {ahead} cas et moins bien dans {behind}.</translation>
        </message>
        <message>
            <source>You lead this trick.</source>
            <translation>Vous entamez ce pli.</translation>
        </message>
        <message>
            <source>You lead this trick: any card but a joker, which may be led only from a hand of jokers.</source>
            <translation>Vous entamez ce pli : n’importe quelle carte sauf un joker, qui ne s’entame que d’une main faite de jokers.</translation>
        </message>
        <message>
            <source>{joker} was led: you may play any card.</source>
            <translation>{joker} a été entamé : jouez n’importe quelle carte.</translation>
        </message>
        <message>
            <source>Your {card} would snap the trick: you cannot follow, it has the rank of the card led, and a snap beats the whole suit.</source>
            <translation>Votre {card} raflerait le pli : vous ne pouvez pas fournir, elle a le rang de la carte entamée, et une rafle bat toute la couleur.</translation>
        </message>
        <message>
            <source>The joker was led and counts as a trump; you have no {suit}, so you may play any card.</source>
            <translation>Le joker a été entamé et compte comme un atout ; vous n’avez pas de {suit} : jouez n’importe quelle carte.</translation>
        </message>
        <message>
            <source>The joker was led and counts as a trump: play one of your {suit}.</source>
            <translation>Le joker a été entamé et compte comme un atout : jouez un de vos {suit}.</translation>
        </message>
        <message>
            <source>{suit} were led and the joker is your only trump: you must play it.</source>
            <translation>L’atout ({suit}) a été demandé et le joker est votre seul atout : vous devez le jouer.</translation>
        </message>
        <message>
            <source>Follow suit with a {suit}; the joker counts as one.</source>
            <translation>Fournissez du {suit} ; le joker en fait partie.</translation>
        </message>
        <message>
            <source>Follow suit with a {suit}.</source>
            <translation>Fournissez du {suit}.</translation>
        </message>
        <message>
            <source>You have no {suit}, so you may play any card.</source>
            <translation>Vous n’avez pas de {suit} : jouez n’importe quelle carte.</translation>
        </message>
        <message>
            <source>You have no tricks yet.</source>
            <translation>Vous n’avez encore aucun pli.</translation>
        </message>
        <message>
            <source>You have 1 trick.</source>
            <translation>Vous avez 1 pli.</translation>
        </message>
        <message>
            <source>You have {count} tricks.</source>
            <translation>Vous avez {count} plis.</translation>
        </message>
        <message>
            <source>showing the {card}</source>
            <translation>montrer votre {card}</translation>
        </message>
        <message>
            <source>the {card}</source>
            <translation>votre {card}</translation>
        </message>
        <message>
            <source>keeping the trick</source>
            <translation>garder le pli</translation>
        </message>
        <message>
            <source>giving the trick to {name}</source>
            <translation>donner le pli à {name}</translation>
        </message>
        <message>
            <source>nothing</source>
            <translation>0 point</translation>
        </message>
        <message>
            <source>1 point</source>
            <translation>1 point</translation>
        </message>
        <message>
            <source>{value} points</source>
            <translation>{value} points</translation>
        </message>
        <message>
            <source>Trick {number} of {count} is worth {worth}.</source>
            <translation>Le pli {number} sur {count} vaut {worth}.</translation>
        </message>
        <message>
            <source>{first} {now} A trick worth {later} is still to come.</source>
            <translation>{first} {now} Un pli valant {later} reste à jouer.</translation>
        </message>
        <message>
            <source>{first} {now} No later trick is worth more.</source>
            <translation>{first} {now} Aucun pli suivant ne vaut plus.</translation>
        </message>
        <message>
            <source>Choose a suit card to show (not Polonius, the joker); all three are shown together. A suit shown more than once becomes trump, and a King, Queen or Jack among them makes the aim to be Hamlet: the player who ends with the middle count.</source>
            <translation>Choisissez une carte de couleur à montrer (pas Polonius, le joker) ; les trois cartes sont montrées ensemble. Une couleur montrée plus d’une fois devient l’atout, et un Roi, une Dame ou un Valet parmi elles fait que le but est d’être Hamlet : le joueur qui finit avec le nombre de plis intermédiaire.</translation>
        </message>
        <message>
            <source>{first} The aim is to be Hamlet: whoever ends with the middle count (or the count nobody else has) scores ten times over. {have}</source>
            <translation>{first} Le but est d’être Hamlet : celui qui finit avec le nombre de plis intermédiaire (ou le nombre que personne d’autre n’a) marque dix fois ses points. {have}</translation>
        </message>
        <message>
            <source>{first} The aim is not to be Hamlet: whoever ends with the middle count (or the count nobody else has) scores least, and the other two score ten times over. {have}</source>
            <translation>{first} Le but est de ne pas être Hamlet : celui qui finit avec le nombre de plis intermédiaire (ou le nombre que personne d’autre n’a) marque le moins, et les deux autres marquent dix fois leurs points. {have}</translation>
        </message>
        <message>
            <source>Choose a card to propose its suit as trump; all three cards are shown together. If two of them share a suit, those two players become partners and the third is the Hood, who scores most.</source>
            <translation>Choisissez une carte pour proposer sa couleur comme atout ; les trois cartes sont montrées ensemble. Si deux d’entre elles sont de la même couleur, ces deux joueurs deviennent partenaires et le troisième est le Hood, qui marque le plus.</translation>
        </message>
        <message>
            <source>{first} Everyone plays alone: the two who end with equal counts become partners. {counts}</source>
            <translation>{first} Chacun joue seul : les deux joueurs qui finiront avec le même nombre de plis deviendront partenaires. {counts}</translation>
        </message>
        <message>
            <source>You are {name}'s partner: you both score 10 more if you end with equal counts.</source>
            <translation>{name} est votre partenaire : vous marquez tous deux 10 de plus si vous finissez avec le même nombre de plis.</translation>
        </message>
        <message>
            <source>You have {mine} and {name} has {theirs}: catch up.</source>
            <translation>Vous êtes à {mine}, {name} à {theirs} : revenez à sa hauteur.</translation>
        </message>
        <message>
            <source>You have {mine} and {name} has {theirs}: let {name} catch up.</source>
            <translation>Vous êtes à {mine}, {name} à {theirs} : laissez {name} revenir à votre hauteur.</translation>
        </message>
        <message>
            <source>You and {name} are level at {count}: stay level.</source>
            <translation>Vous êtes à égalité avec {name} ({count}) : maintenez l’égalité.</translation>
        </message>
        <message>
            <source>{first} {aim} {where}</source>
            <translation>{first} {aim} {where}</translation>
        </message>
        <message>
            <source>{first} You are the Hood: you win if {partner_1} and {partner_2}, the partners, end with different counts (now {count_1} and {count_2}). An odd count of your own adds 10, and so does matching a partner's.</source>
            <translation>{first} Vous êtes le Hood : vous gagnez si {partner_1} et {partner_2}, les partenaires, finissent avec des nombres de plis différents (actuellement {count_1} et {count_2}). Un nombre impair de plis vous rapporte 10 de plus, tout comme un nombre égal à celui d’un partenaire.</translation>
        </message>
        <message>
            <source>Tell {partner}, your partner, how many tricks you expect to take (everyone hears it), or say nothing.</source>
            <translation>Dites à {partner}, votre partenaire, combien de plis vous pensez faire (tout le monde l’entend), ou ne dites rien.</translation>
        </message>
        <message>
            <source>{leader} is about to lead and asks which suit you want: name a suit to lead or to avoid, or say you have no preference.</source>
            <translation>{leader} va entamer et vous demande quelle couleur vous voulez : indiquez une couleur à jouer ou à éviter, ou dites que vous n’avez pas de préférence.</translation>
        </message>
        <message>
            <source>{first} You are the soloist, alone against the other two: you win if you end between their counts, if they end level, or with {majority} tricks or more. {have}</source>
            <translation>{first} Vous êtes le soliste, seul contre les deux autres : vous gagnez si votre nombre de plis finit entre les leurs, s’ils finissent à égalité, ou avec {majority} plis ou plus. {have}</translation>
        </message>
        <message>
            <source>{first} You hold a joker, so you are a partner of whoever holds the other one. The soloist wins by ending between the partners' counts, if the partners end level, or with {majority} tricks or more; otherwise you win.</source>
            <translation>{first} Vous avez un joker : vous êtes donc le partenaire de celui qui détient l’autre. Le soliste gagne si son nombre de plis finit entre ceux des partenaires, si les partenaires finissent à égalité, ou avec {majority} plis ou plus ; sinon, vous gagnez.</translation>
        </message>
        <message>
            <source>{first} You played a joker, so you are a partner of whoever holds the other one. The soloist wins by ending between the partners' counts, if the partners end level, or with {majority} tricks or more; otherwise you win.</source>
            <translation>{first} Vous avez joué un joker : vous êtes donc le partenaire de celui qui détient l’autre. Le soliste gagne si son nombre de plis finit entre ceux des partenaires, si les partenaires finissent à égalité, ou avec {majority} plis ou plus ; sinon, vous gagnez.</translation>
        </message>
        <message>
            <source>{first} You and {partner} are partners against {soloist}, the soloist. {soloist} wins by ending between your two counts, if you two end level, or with {majority} tricks or more; otherwise you win.</source>
            <translation>{first} {partner} et vous êtes partenaires contre {soloist}, le soliste. {soloist} gagne si son nombre de plis finit entre les vôtres, si vous finissez tous deux à égalité, ou avec {majority} plis ou plus ; sinon, vous gagnez.</translation>
        </message>
        <message>
            <source>{first} You hold no joker: if the other two hold one each, you are the soloist; if one of them holds both, that player is the soloist and you are a partner.</source>
            <translation>{first} Vous n’avez pas de joker : si les deux autres en ont un chacun, vous êtes le soliste ; si l’un d’eux a les deux, c’est lui le soliste et vous êtes partenaire.</translation>
        </message>
        <message>
            <source>Your joker is in this trick, so you decide who takes it. {counts}</source>
            <translation>Votre joker est dans ce pli : c’est donc vous qui décidez qui le prend. {counts}</translation>
        </message>
        <message>
            <source>{first} and {second} played the two jokers, so they are the partners and you, the soloist, decide who takes this trick. {counts}</source>
            <translation>{first} et {second} ont joué les deux jokers : ce sont donc les partenaires, et c’est vous, le soliste, qui décidez qui prend ce pli. {counts}</translation>
        </message>
        <message>
            <source>Your play, looked at again</source>
            <translation>Analyse de votre jeu</translation>
        </message>
        <message>
            <source>Joker</source>
            <translation>Joker</translation>
        </message>
        <message>
            <source>There is nothing to look at yet: the coach looks at your play once a deal is over.</source>
            <translation>Rien à analyser pour l’instant : votre jeu est analysé une fois la donne terminée.</translation>
        </message>
        <message>
            <source>Looking at your decisions again…</source>
            <translation>Analyse de vos décisions…</translation>
        </message>
        <message>
            <source>Your play could not be looked at again this time.</source>
            <translation>Votre jeu n’a pas pu être analysé cette fois-ci.</translation>
        </message>
        <message numerus="yes">
            <source>You played this deal well: the expert found no clear improvement on any of your %n decisions.</source>
            <translation>
                <numerusform>Bien joué : l’expert n’a trouvé de nette amélioration à aucune de vos %n décisions.</numerusform>
                <numerusform>Bien joué : l’expert n’a trouvé de nette amélioration à aucune de vos %n décisions.</numerusform>
            </translation>
        </message>
        <message>
            <source>Your costliest decision, of {all}:</source>
            <translation>Votre décision la plus coûteuse, sur {all} :</translation>
        </message>
        <message numerus="yes">
            <source>Your costliest %n decisions, of {all}:</source>
            <translation>
                <numerusform>Votre décision la plus coûteuse (%n sur {all}) :</numerusform>
                <numerusform>Vos %n décisions les plus coûteuses, sur {all} :</numerusform>
            </translation>
        </message>
        <message>
            <source>The expert is playing the deal again in your seat…</source>
            <translation>L’expert rejoue la donne à votre place…</translation>
        </message>
        <message>
            <source>Par: the expert would have played every card as you did, for the same {par}.</source>
            <translation>Par : l’expert aurait joué chaque carte comme vous, pour le même {par}.</translation>
        </message>
        <message>
            <source>Par: the expert would have scored {par} in your seat (you scored {score}); it proposed another card, and from there the others' play may differ too.</source>
            <translation>Par : l’expert aurait marqué {par} à votre place (vous : {score}) ; il aurait proposé une autre carte, et dès lors le jeu des autres peut lui aussi différer.</translation>
        </message>
        <message>
            <source>Par: the expert would have scored {par} in your seat (you scored {score}); it first chose otherwise in trick {trick}, and from there the others' play may differ too.</source>
            <translation>Par : l’expert aurait marqué {par} à votre place (vous : {score}) ; il a choisi autrement pour la première fois à la levée {trick}, et dès lors le jeu des autres peut lui aussi différer.</translation>
        </message>
        <message>
            <source>Your proposal</source>
            <translation>Votre proposition</translation>
        </message>
        <message numerus="yes">
            <source>With %n tricks left</source>
            <translation>
                <numerusform>Avec %n pli restant</numerusform>
                <numerusform>Avec %n plis restants</numerusform>
            </translation>
        </message>
        <message>
            <source>At the last trick</source>
            <translation>Au dernier pli</translation>
        </message>
        <message>
            <source>Your hand: {cards}</source>
            <translation>Votre main : {cards}</translation>
        </message>
        <message>
            <source>The trick so far: {cards}</source>
            <translation>Pli en cours : {cards}</translation>
        </message>
        <message>
            <source>You were to lead.</source>
            <translation>Vous deviez entamer.</translation>
        </message>
        <message>
            <source>You showed the {chosen}; the expert would have shown the {better}.</source>
            <translation>Vous avez montré votre {chosen} ; l’expert aurait montré votre {better}.</translation>
        </message>
        <message>
            <source>You played the {chosen}; the expert would have played the {better}.</source>
            <translation>Vous avez joué votre {chosen} ; l’expert aurait joué votre {better}.</translation>
        </message>
        <message>
            <source>You kept the trick; the expert would have given it to {better}.</source>
            <translation>Vous avez gardé le pli ; l’expert l’aurait donné à {better}.</translation>
        </message>
        <message>
            <source>You gave the trick to {chosen}; the expert would have kept it.</source>
            <translation>Vous avez donné le pli à {chosen} ; l’expert l’aurait gardé.</translation>
        </message>
        <message>
            <source>You gave the trick to {chosen}; the expert would have given it to {better}.</source>
            <translation>Vous avez donné le pli à {chosen} ; l’expert l’aurait donné à {better}.</translation>
        </message>
        <message>
            <source>You chose {chosen}; the expert would have chosen {better}.</source>
            <translation>Vous avez choisi {chosen} ; l’expert aurait choisi {better}.</translation>
        </message>
        <message>
            <source>It was worth about {cost} points more on average.</source>
            <translation>Cela valait environ {cost} points de plus en moyenne.</translation>
        </message>
        <message>
            <source>The expert's estimate: {cost} ± {error} points, over the ways the unseen cards could lie.</source>
            <translation>L’estimation de l’expert : {cost} ± {error} points, sur les répartitions possibles des cartes cachées.</translation>
        </message>
        <message>
            <source>In hindsight, with every hand known, the expert's choice would have scored about {points} points more than yours in this deal.</source>
            <translation>Après coup, toutes les mains connues, le choix de l'expert aurait rapporté environ {points} points de plus que le vôtre dans cette donne.</translation>
        </message>
        <message>
            <source>In hindsight, with every hand known, yours would have scored about {points} points more than the expert's in this deal: the cards lay in your favour.</source>
            <translation>Après coup, toutes les mains connues, le vôtre aurait rapporté environ {points} points de plus que celui de l'expert dans cette donne : les cartes vous étaient favorables.</translation>
        </message>
        <message>
            <source>In hindsight, with every hand known, both would have scored about the same in this deal.</source>
            <translation>Après coup, toutes les mains connues, les deux auraient rapporté à peu près autant dans cette donne.</translation>
        </message>
        <message>
            <source>In each hand the card you chose stands raised, and the expert's choice is ringed in gold.</source>
            <translation>Dans chaque main, la carte que vous avez choisie est surélevée, et le choix de l'expert est entouré d'or.</translation>
        </message>
        <message>
            <source>Each cost is the expert's estimate over many ways the unseen cards could lie, given only what you had seen then; only clear differences are shown.</source>
            <translation>Chaque coût est l’estimation de l’expert sur de nombreuses répartitions possibles des cartes cachées, compte tenu seulement de ce que vous aviez vu alors ; seules les différences nettes sont montrées.</translation>
        </message>
        <message>
            <source>{game}, deal {number}</source>
            <translation>{game}, donne {number}</translation>
        </message>
        <message>
            <source>Try again</source>
            <translation>Réessayer</translation>
        </message>
        <message>
            <source>This position at the table again, as you saw it then: choose again, then see the answer.</source>
            <translation>Cette position de nouveau sur la table, telle que vous la voyiez alors : choisissez à nouveau, puis voyez la réponse.</translation>
        </message>
        <message>
            <source>Show in Review</source>
            <translation>Revoir ce pli</translation>
        </message>
        <message>
            <source>The deal in Review at this trick, every hand face up.</source>
            <translation>Revoir la donne à ce pli, toutes les mains visibles.</translation>
        </message>
        <message>
            <source>Your hand</source>
            <translation>Votre main</translation>
        </message>
        <message>
            <source>The trick so far</source>
            <translation>Le pli jusque-là</translation>
        </message>
        <message>
            <source>The usual play here, and why: {reason}</source>
            <translation>Le jeu habituel ici, et pourquoi : {reason}</translation>
        </message>
        <message>
            <source>How this was worked out</source>
            <translation>Comment c’est calculé</translation>
        </message>
        <message>
            <source>Shows or hides the search's figures for this decision</source>
            <translation>Montre ou cache les chiffres de la recherche pour cette décision</translation>
        </message>
    </context>
    <context>
        <name>Controller</name>
        <message>
            <source>First say who takes this trick.</source>
            <translation>Dites d’abord qui prend ce pli.</translation>
        </message>
        <message>
            <source>First answer your partner.</source>
            <translation>Répondez d’abord à votre partenaire.</translation>
        </message>
        <message>
            <source>The rules choose your proposal: the {card}, top of your longest suit.</source>
            <translation>Les règles choisissent votre proposition : votre {card}, la plus haute carte de votre couleur la plus longue.</translation>
        </message>
    </context>
    <context>
        <name>Core</name>
        <message>
            <source>You do not hold the {card}.</source>
            <translation>Vous n’avez pas cette carte : {card}.</translation>
        </message>
        <message>
            <source>The deal is over.</source>
            <translation>La donne est terminée.</translation>
        </message>
        <message>
            <source>There is no such player at this table.</source>
            <translation>Il n’y a pas de joueur de ce nom à cette table.</translation>
        </message>
        <message>
            <source>There is no such player to give the trick to.</source>
            <translation>Il n’y a pas de joueur de ce nom à qui donner le pli.</translation>
        </message>
        <message>
            <source>It is not your turn: another player is to propose a card.</source>
            <translation>Ce n’est pas votre tour : un autre joueur doit proposer une carte.</translation>
        </message>
        <message>
            <source>It is not your turn: another player is to talk.</source>
            <translation>Ce n’est pas votre tour : un autre joueur doit parler.</translation>
        </message>
        <message>
            <source>It is not your turn: another player is to play a card.</source>
            <translation>Ce n’est pas votre tour : un autre joueur doit jouer une carte.</translation>
        </message>
        <message>
            <source>It is not your turn: another player is to say who takes the trick.</source>
            <translation>Ce n’est pas votre tour : un autre joueur doit dire qui prend le pli.</translation>
        </message>
        <message>
            <source>It is not your turn: another player is to act.</source>
            <translation>Ce n’est pas votre tour : un autre joueur doit agir.</translation>
        </message>
        <message>
            <source>Now you must choose a card to show.</source>
            <translation>À vous de choisir une carte à montrer.</translation>
        </message>
        <message>
            <source>Now you must talk to your partner first.</source>
            <translation>Parlez d’abord à votre partenaire.</translation>
        </message>
        <message>
            <source>Now you must play a card.</source>
            <translation>À vous de jouer une carte.</translation>
        </message>
        <message>
            <source>Now you must say who takes the trick.</source>
            <translation>À vous de dire qui prend le pli.</translation>
        </message>
        <message>
            <source>Now you must wait.</source>
            <translation>Vous devez attendre.</translation>
        </message>
    </context>
    <context>
        <name>Crescendo</name>
        <message>
            <source>There are no trumps and no partners: each trick's points go to whoever takes it.</source>
            <translation>Il n’y a ni atout ni partenaires : les points de chaque pli vont à celui qui le remporte.</translation>
        </message>
        <message>
            <source>for trick {number}</source>
            <translation>pour le pli {number}</translation>
        </message>
        <message>
            <source>In order, the {count} tricks were worth {worth} points.</source>
            <translation>Dans l’ordre, les {count} plis valaient {worth} points.</translation>
        </message>
    </context>
    <context>
        <name>CrescendoHints</name>
        <message>
            <source>This is your only legal card.</source>
            <translation>C’est votre seule carte jouable.</translation>
        </message>
        <message>
            <source>Play the {name}: this trick is worth nothing, and the card is of little use later.</source>
            <translation>Jouez votre {name} : ce pli ne vaut rien, et cette carte vous servira peu plus tard.</translation>
        </message>
        <message>
            <source>Snap with the {name}: a card of the rank led beats the whole suit led, and this trick is {worth}.</source>
            <translation>Raflez avec votre {name} : une carte du rang entamé bat toute la couleur demandée, et ce pli {worth}.</translation>
        </message>
        <message>
            <source>Take this trick cheaply with the {name}: it is {worth}.</source>
            <translation>Prenez ce pli à peu de frais avec votre {name} : il {worth}.</translation>
        </message>
        <message>
            <source>Win this trick with the {name}: no later trick is worth more than this one.</source>
            <translation>Remportez ce pli avec votre {name} : aucun pli suivant ne vaut plus que celui-ci.</translation>
        </message>
        <message>
            <source>Win this trick with the {name}: you have strong cards to spare for the later tricks.</source>
            <translation>Remportez ce pli avec votre {name} : il vous reste assez de cartes fortes pour les plis suivants.</translation>
        </message>
        <message>
            <source>Win this trick with the {name}: it is {worth}, close to the best a later trick offers.</source>
            <translation>Remportez ce pli avec votre {name} : il {worth}, presque autant que le meilleur pli à venir.</translation>
        </message>
        <message>
            <source>Save your {saved}: later tricks are worth up to {best_later} points, and this one is {worth}.</source>
            <translation>Gardez votre {saved} : les plis suivants valent jusqu’à {best_later} points, et celui-ci {worth}.</translation>
        </message>
        <message>
            <source>Lead the {name} and save your {saved}: later tricks are worth up to {best_later} points, and this one is {worth}.</source>
            <translation>Entamez votre {name} et gardez votre {saved} : les plis suivants valent jusqu’à {best_later} points, et celui-ci {worth}.</translation>
        </message>
        <message>
            <source>Lead the {name}: this trick is {worth}, so keep your strength for later.</source>
            <translation>Entamez votre {name} : ce pli {worth}, gardez donc vos forces pour plus tard.</translation>
        </message>
        <message>
            <source>Play low: your cards that could win this trick would probably be beaten.</source>
            <translation>Jouez petit : vos cartes capables de remporter ce pli seraient probablement battues.</translation>
        </message>
        <message>
            <source>Play low: you cannot win this trick, so keep your higher {suit}.</source>
            <translation>Jouez petit : vous ne pouvez pas remporter ce pli, gardez donc vos cartes de {suit} les plus hautes.</translation>
        </message>
        <message>
            <source>Throw the {name}: with no {suit} left you may snap when they are led.</source>
            <translation>Défaussez votre {name} : n’ayant plus de {suit}, vous pourrez rafler quand cette couleur sera entamée.</translation>
        </message>
        <message>
            <source>Throw the {name}: it has little chance of taking a trick later.</source>
            <translation>Défaussez votre {name} : cette carte a peu de chances de faire un pli plus tard.</translation>
        </message>
        <message>
            <source>worth nothing</source>
            <translation>ne vaut rien</translation>
        </message>
        <message>
            <source>worth {points} points</source>
            <translation>vaut {points} points</translation>
        </message>
        <message>
            <source>worth only 1 point</source>
            <translation>ne vaut qu’un point</translation>
        </message>
    </context>
    <context>
        <name>Daily</name>
        <message>
            <source>Not played yet today.</source>
            <translation>Pas encore jouée aujourd’hui.</translation>
        </message>
        <message>
            <source>You scored {score}.</source>
            <translation>Vous avez marqué {score}.</translation>
        </message>
        <message>
            <source>You scored {score}; par was {par}.</source>
            <translation>Vous avez marqué {score} ; le par était de {par}.</translation>
        </message>
        <message>
            <source>Accuracy {accuracy}.</source>
            <translation>Précision {accuracy}.</translation>
        </message>
        <message numerus="yes">
            <source>%n days in a row.</source>
            <translation>
                <numerusform>%n jour d’affilée.</numerusform>
                <numerusform>%n jours d’affilée.</numerusform>
            </translation>
        </message>
        <message>
            <source>No days in a row now.</source>
            <translation>Aucune série en cours.</translation>
        </message>
        <message>
            <source>Best accuracy {accuracy}.</source>
            <translation>Meilleure précision {accuracy}.</translation>
        </message>
        <message>
            <source>Deal of the day</source>
            <translation>Donne du jour</translation>
        </message>
        <message>
            <source>One deal of each game a day, the same on every computer: play it, compare with friends, and see what the expert would have scored in your seat (par). Only your first play of it counts.</source>
            <translation>Chaque jour une donne de chaque jeu, la même sur tous les ordinateurs : jouez-la, comparez-vous à vos amis et voyez ce que l’expert aurait marqué à votre place (le par). Seule votre première partie compte.</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Jouer</translation>
        </message>
        <message>
            <source>Play again</source>
            <translation>Rejouer</translation>
        </message>
        <message>
            <source>Play today's {game} deal</source>
            <translation>Jouer la donne de {game} du jour</translation>
        </message>
        <message>
            <source>deal of the day</source>
            <translation>donne du jour</translation>
        </message>
        <message>
            <source>Today's {game} deal: your first play of it counts. The same cards are dealt on every computer today, so friends can compare.</source>
            <translation>La donne de {game} du jour : votre première partie compte. Les mêmes cartes sont distribuées aujourd’hui sur tous les ordinateurs, pour que vos amis puissent comparer.</translation>
        </message>
        <message>
            <source>You played today's {game} deal already (you scored {score}): this time is practice.</source>
            <translation>Vous avez déjà joué la donne de {game} du jour (vous avez marqué {score}) : cette fois, c’est de l’entraînement.</translation>
        </message>
        <message>
            <source>Play today's {game} deal?</source>
            <translation>Jouer la donne de {game} du jour ?</translation>
        </message>
        <message>
            <source>Your {game} match is in progress, in deal {deal}. It is set aside, not lost, while you play the deal of the day: it comes back after that deal, or from Game ▸ Resume my match.</source>
            <translation>Votre partie de {game} est en cours, à la donne {deal}. Elle est mise de côté, pas perdue, pendant que vous jouez la donne du jour : elle revient après cette donne, ou par Partie ▸ Reprendre ma partie.</translation>
        </message>
        <message>
            <source>&amp;Play the deal of the day</source>
            <translation>&amp;Jouer la donne du jour</translation>
        </message>
        <message>
            <source>&amp;Continue my match</source>
            <translation>&amp;Continuer ma partie</translation>
        </message>
        <message>
            <source>Par for today's deal: the expert would have scored {par} in your seat; you scored {score}.</source>
            <translation>Par de la donne du jour : l’expert aurait marqué {par} à votre place ; vous avez marqué {score}.</translation>
        </message>
        <message>
            <source>Today's deal could not be kept in your history: {why}</source>
            <translation>La donne du jour n’a pas pu être gardée dans votre historique : {why}</translation>
        </message>
    </context>
    <context>
        <name>Decks</name>
        <message>
            <source>The {deck} deck could not be loaded ({problem}); the Clear deck is in use.</source>
            <translation>Le jeu {deck} n’a pas pu être chargé ({problem}) ; le jeu Lisible est utilisé à la place.</translation>
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
            <translation>Jeux de cartes</translation>
        </message>
        <message>
            <source>Play David Parlett's trick-taking card games against computer players</source>
            <translation>Jouer aux jeux de plis de David Parlett contre l’ordinateur</translation>
        </message>
        <message>
            <source>cards;card game;trick-taking;tricks;Parlett;Hoodwink;Crescendo;Who's Who;Hamlet;</source>
            <comment>the menu's search words: a semicolon after each word or phrase</comment>
            <translation>cartes;jeu de cartes;jeu de plis;plis;Parlett;Hoodwink;Crescendo;Who's Who;Hamlet;</translation>
        </message>
        <message>
            <source>Play David Parlett's trick-taking card games</source>
            <translation>Jouer aux jeux de plis de David Parlett</translation>
        </message>
        <message>
            <source>Parlett Table deals four original trick-taking games by the card-game author David Parlett at a desktop card table, with computer players in the other seats. Learn the rules as you play, and keep your totals from one session to the next.</source>
            <translation>Parlett Table distribue quatre jeux de plis originaux de l’auteur de jeux de cartes David Parlett, autour d’une table de jeu à l’écran, avec l’ordinateur aux autres places. Apprenez les règles en jouant, et retrouvez vos totaux d’une session à l’autre.</translation>
        </message>
        <message>
            <source>Four levels of computer player, from beginner to an expert that searches over the deals consistent with what it has seen, and never peeks at hidden cards. Cards you may play are raised, a shaded card tells you why it cannot be played, and a hint is one click away. Every deal has a number, so a friend can play the same cards.</source>
            <translation>L’ordinateur joue à quatre niveaux, du débutant à un expert qui passe en revue les donnes compatibles avec ce qu’il a vu, sans jamais regarder les cartes cachées. Les cartes jouables sont surélevées, une carte grisée vous dit pourquoi elle ne peut pas être jouée, et un conseil est à un clic. Chaque donne a un numéro, pour qu’un ami puisse jouer les mêmes cartes.</translation>
        </message>
        <message>
            <source>Hoodwink (3 players): the cards shown before play decide trump and who partners whom</source>
            <translation>Hoodwink (3 joueurs) : les cartes montrées avant le jeu décident de l’atout et de qui est partenaire de qui</translation>
        </message>
        <message>
            <source>Crescendo (2 to 5 players): no trumps, snap a trick with the rank led, and tricks rise in value as the deal goes on</source>
            <translation>Crescendo (2 à 5 joueurs) : sans atout, raflez un pli avec le rang entamé, et les plis prennent de la valeur au fil de la donne</translation>
        </message>
        <message>
            <source>Who's Who (3 players): the second-highest card wins, and hidden jokers decide the partnerships</source>
            <translation>Who's Who (3 joueurs) : la deuxième plus haute carte l’emporte, et des jokers cachés décident des partenaires</translation>
        </message>
        <message>
            <source>Hamlet (3 players): the cards shown decide trump and whether the middle trick count is the one to be, or not to be</source>
            <translation>Hamlet (3 joueurs) : les cartes montrées décident de l’atout et indiquent si le nombre de plis intermédiaire est celui qu’il faut viser — être ou ne pas être</translation>
        </message>
        <message>
            <source>A Hoodwink deal in progress, with your hand at the bottom and two computer players</source>
            <translation>Une donne de Hoodwink en cours, avec votre main en bas et deux adversaires joués par l’ordinateur</translation>
        </message>
        <message>
            <source>The result of a deal: tricks, roles and every player's score</source>
            <translation>Le résultat d’une donne : plis, rôles et score de chaque joueur</translation>
        </message>
        <message>
            <source>Your totals and history across sessions</source>
            <translation>Vos totaux et votre historique d’une session à l’autre</translation>
        </message>
        <message>
            <source>cards</source>
            <translation>cartes</translation>
        </message>
        <message>
            <source>card game</source>
            <translation>jeu de cartes</translation>
        </message>
        <message>
            <source>trick-taking</source>
            <translation>jeu de plis</translation>
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
            <translation>Fichier de donne Parlett Table</translation>
        </message>
    </context>
    <context>
        <name>Dialogs</name>
        <message>
            <source>Clear (large indices)</source>
            <translation>Lisible (grands index)</translation>
        </message>
        <message>
            <source>Classic</source>
            <translation>Classique</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Options</translation>
        </message>
        <message>
            <source>Opponents</source>
            <translation>Adversaires</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>Problème</translation>
        </message>
        <message>
            <source>&amp;Deal</source>
            <translation>&amp;Distribuer</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Jeu</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Nombre de joueurs</translation>
        </message>
        <message>
            <source>Read the &amp;rules…</source>
            <translation>Lire les &amp;règles…</translation>
        </message>
        <message>
            <source>The rules of this game, with examples</source>
            <translation>Les règles de ce jeu, avec des exemples</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Jeu</translation>
        </message>
        <message>
            <source>&amp;Players</source>
            <translation>J&amp;oueurs</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Donne</translation>
        </message>
        <message>
            <source>&amp;Random deal</source>
            <translation>Donne &amp;aléatoire</translation>
        </message>
        <message>
            <source>Deal &amp;number</source>
            <translation>&amp;Numéro de donne</translation>
        </message>
        <message>
            <source>e.g. 4217</source>
            <translation>p. ex. 4217</translation>
        </message>
        <message>
            <source>Deal number</source>
            <translation>Numéro de donne</translation>
        </message>
        <message>
            <source>&amp;Practice: you may undo your cards (counted apart in your totals)</source>
            <translation>&amp;Entraînement : vous pouvez annuler vos cartes (partie comptée à part dans vos totaux)</translation>
        </message>
        <message numerus="yes">
            <source>%n players</source>
            <translation>
                <numerusform>%n joueur</numerusform>
                <numerusform>%n joueurs</numerusform>
            </translation>
        </message>
        <message>
            <source>{name} (on your left)</source>
            <translation>{name} (à votre gauche)</translation>
        </message>
        <message>
            <source>{name} (on your right)</source>
            <translation>{name} (à votre droite)</translation>
        </message>
        <message>
            <source>{name} (opposite)</source>
            <translation>{name} (en face)</translation>
        </message>
        <message>
            <source>{name}'s level</source>
            <translation>{name} : niveau</translation>
        </message>
        <message>
            <source>The deal number must be a whole number from 1 to {most}.</source>
            <translation>Le numéro de donne doit être un nombre entier de 1 à {most}.</translation>
        </message>
        <message>
            <source>Preferences</source>
            <translation>Préférences</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Langue</translation>
        </message>
        <message>
            <source>The system's language</source>
            <translation>Langue du système</translation>
        </message>
        <message>
            <source>Used from the next start of Parlett Table</source>
            <translation>Utilisée au prochain démarrage de Parlett Table</translation>
        </message>
        <message>
            <source>&amp;Language (from the next start)</source>
            <translation>&amp;Langue (au prochain démarrage)</translation>
        </message>
        <message>
            <source>Sound</source>
            <translation>Son</translation>
        </message>
        <message>
            <source>Names</source>
            <translation>Noms</translation>
        </message>
        <message>
            <source>Your &amp;name</source>
            <translation>Votre &amp;nom</translation>
        </message>
        <message>
            <source>Opponent {number}</source>
            <translation>Adversaire {number}</translation>
        </message>
        <message>
            <source>&amp;Opponents</source>
            <translation>&amp;Adversaires</translation>
        </message>
        <message>
            <source>The table</source>
            <translation>La table</translation>
        </message>
        <message>
            <source>How long the cards shown at the start of a Hoodwink or Hamlet deal stay turned up (not at all with animations off)</source>
            <translation>Combien de temps les cartes montrées au début d’une donne de Hoodwink ou de Hamlet restent retournées (pas du tout sans animations)</translation>
        </message>
        <message>
            <source>High cards first</source>
            <translation>Cartes hautes d’abord</translation>
        </message>
        <message>
            <source>Low cards first</source>
            <translation>Cartes basses d’abord</translation>
        </message>
        <message>
            <source>Four-colour suits (blue diamonds, green clubs)</source>
            <translation>Jeu quatre couleurs (carreaux bleus, trèfles verts)</translation>
        </message>
        <message>
            <source>Sort my hand by suit, trumps first</source>
            <translation>Trier ma main par couleur, atouts en premier</translation>
        </message>
        <message>
            <source>Larger cards and text on the table, as far as the window has room</source>
            <translation>Cartes et texte plus grands sur la table, autant que la fenêtre le permet</translation>
        </message>
        <message>
            <source>&amp;Animation speed</source>
            <translation>Vit&amp;esse d’animation</translation>
        </message>
        <message>
            <source>Finished trick &amp;stays</source>
            <translation>Affichage du &amp;pli terminé</translation>
        </message>
        <message>
            <source>Cards s&amp;hown stay</source>
            <translation>Cartes &amp;montrées visibles</translation>
        </message>
        <message>
            <source>Card &amp;deck</source>
            <translation>&amp;Jeu de cartes</translation>
        </message>
        <message>
            <source>Card o&amp;rder</source>
            <translation>&amp;Ordre des cartes</translation>
        </message>
        <message>
            <source>Cards and te&amp;xt</source>
            <translation>Cartes et te&amp;xte</translation>
        </message>
        <message>
            <source>Help while playing</source>
            <translation>Aide en cours de jeu</translation>
        </message>
        <message>
            <source>Show what to do now on the table</source>
            <translation>Indiquer sur la table ce qu’il faut faire</translation>
        </message>
        <message>
            <source>Play a card automatically when it is the only one allowed</source>
            <translation>Jouer automatiquement une carte quand c’est la seule autorisée</translation>
        </message>
        <message>
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <source>Expert's &amp;thinking time</source>
            <translation>Temps de &amp;réflexion de l’Expert</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Feuille de marque</translation>
        </message>
        <message>
            <source>Deal {number}</source>
            <translation>Donne {number}</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>{name}: {total} in all</source>
            <translation>{name} : {total} au total</translation>
        </message>
        <message>
            <source>Scores by deal</source>
            <translation>Scores par donne</translation>
        </message>
        <message>
            <source>&amp;Review this deal</source>
            <translation>&amp;Revoir cette donne</translation>
        </message>
        <message>
            <source>{game} with {players} players, played until someone reaches {target} points.</source>
            <translation>{game} à {players} joueurs, jusqu’à ce qu’un joueur atteigne {target} points.</translation>
        </message>
        <message numerus="yes">
            <source>{game} with {players} players, played over %n deals.</source>
            <translation>
                <numerusform>{game} à {players} joueurs, en %n donne.</numerusform>
                <numerusform>{game} à {players} joueurs, en %n donnes.</numerusform>
            </translation>
        </message>
        <message>
            <source>Deal numbers start at {seed}.</source>
            <translation>Les numéros de donne commencent à {seed}.</translation>
        </message>
        <message>
            <source>No deal has been finished yet.</source>
            <translation>Aucune donne n’est encore terminée.</translation>
        </message>
        <message>
            <source>Winner: {who}, with {total}.</source>
            <translation>Vainqueur : {who}, avec {total}.</translation>
        </message>
        <message>
            <source>Shared win: {who}, with {total} each.</source>
            <translation>Victoire partagée : {who}, avec {total} chacun.</translation>
        </message>
        <message>
            <source>In the lead: {who}, with {total}.</source>
            <translation>En tête : {who}, avec {total}.</translation>
        </message>
        <message>
            <source>In the lead: {who}, with {total} each.</source>
            <translation>En tête : {who}, avec {total} chacun.</translation>
        </message>
    </context>
    <context>
        <name>Effects</name>
        <message>
            <source>Lead the {card}: no higher {noun} is still out.</source>
            <translation>Entamez votre {card} : aucun {noun} plus fort n’est encore en jeu.</translation>
        </message>
        <message>
            <source>Lead the {card}, your lowest {noun}: your {kept} stays for later.</source>
            <translation>Entamez votre {card}, votre plus petit {noun} : votre {kept} reste pour plus tard.</translation>
        </message>
        <message>
            <source>Lead the {card}.</source>
            <translation>Entamez votre {card}.</translation>
        </message>
        <message>
            <source>Play the {card}: you then decide who takes the trick.</source>
            <translation>Jouez votre {card} : vous décidez alors qui prend le pli.</translation>
        </message>
        <message>
            <source>Play the {card}: it takes the trick.</source>
            <translation>Jouez votre {card} : elle prend le pli.</translation>
        </message>
        <message>
            <source>Play the {card}: it wins the trick for now, and your {kept} stays for later.</source>
            <translation>Jouez votre {card} : elle mène le pli pour l’instant, et votre {kept} reste pour plus tard.</translation>
        </message>
        <message>
            <source>Play the {card}: it wins the trick for now.</source>
            <translation>Jouez votre {card} : elle mène le pli pour l’instant.</translation>
        </message>
        <message>
            <source>Play the {card}: it leaves the trick to {player}, and your {kept} stays for later.</source>
            <translation>Jouez votre {card} : elle laisse le pli à {player}, et votre {kept} reste pour plus tard.</translation>
        </message>
        <message>
            <source>Play the {card}: it leaves the trick to {player}.</source>
            <translation>Jouez votre {card} : elle laisse le pli à {player}.</translation>
        </message>
        <message>
            <source>The {card} was the highest {noun} still out.</source>
            <translation>Votre {card} était le plus fort {noun} encore en jeu.</translation>
        </message>
        <message>
            <source>The {card} was your lowest {noun}, and kept your {kept} for later.</source>
            <translation>Votre {card} était votre plus petit {noun}, et gardait votre {kept} pour plus tard.</translation>
        </message>
        <message>
            <source>The {card} would have let you decide who takes the trick.</source>
            <translation>Votre {card} vous aurait laissé décider qui prend le pli.</translation>
        </message>
        <message>
            <source>The {card} would have taken the trick.</source>
            <translation>Votre {card} aurait pris le pli.</translation>
        </message>
        <message>
            <source>The {card} would have won the trick for the moment, and kept your {kept} for later.</source>
            <translation>Votre {card} aurait mené le pli pour l’instant, et gardé votre {kept} pour plus tard.</translation>
        </message>
        <message>
            <source>The {card} would have won the trick for the moment.</source>
            <translation>Votre {card} aurait mené le pli pour l’instant.</translation>
        </message>
        <message>
            <source>The {card} would have left the trick to {player}, and kept your {kept} for later.</source>
            <translation>Votre {card} aurait laissé le pli à {player}, et gardé votre {kept} pour plus tard.</translation>
        </message>
        <message>
            <source>The {card} would have left the trick to {player}.</source>
            <translation>Votre {card} aurait laissé le pli à {player}.</translation>
        </message>
    </context>
    <context>
        <name>ErrorNotice</name>
        <message>
            <source>“{command}” did not work: something went wrong inside Parlett Table.</source>
            <translation>« {command} » n’a pas fonctionné : une erreur s’est produite dans Parlett Table.</translation>
        </message>
        <message>
            <source>Something went wrong inside Parlett Table, and what you asked for may not have been done.</source>
            <translation>Une erreur s’est produite dans Parlett Table, et ce que vous avez demandé n’a peut-être pas été fait.</translation>
        </message>
        <message>
            <source>You can carry on: your match is kept. If it happens again, {help} ▸ {log} shows the details to send with a report.</source>
            <translation>Vous pouvez continuer : votre partie est conservée. Si cela se reproduit, {help} ▸ {log} montre les détails à joindre à un signalement.</translation>
        </message>
        <message>
            <source>Something went wrong</source>
            <translation>Une erreur s’est produite</translation>
        </message>
        <message numerus="yes">
            <source>It has happened %n times since this notice appeared.</source>
            <translation>
                <numerusform>C’est arrivé %n fois depuis l’apparition de ce message.</numerusform>
                <numerusform>C’est arrivé %n fois depuis l’apparition de ce message.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Expert</name>
        <message>
            <source>It is your only choice.</source>
            <translation>C’est votre seul choix.</translation>
        </message>
        <message>
            <source>Searched over the ways the unseen cards could lie, it scores about {mean} points more than the usual play here.</source>
            <translation>Sur les répartitions possibles des cartes cachées, cela rapporte environ {mean} points de plus que le coup habituel ici.</translation>
        </message>
        <message>
            <source>Searched over the ways the unseen cards could lie, it scores a little more than the usual play here.</source>
            <translation>Sur les répartitions possibles des cartes cachées, cela rapporte un peu plus que le coup habituel ici.</translation>
        </message>
        <message>
            <source>Where every card lies is known: played out {ways} times from here, it came out ahead of the usual play ({usual}) in {better} and behind in {worse}.</source>
            <translation>L’emplacement de chaque carte est connu : joué {ways} fois jusqu’au bout d’ici, ce choix a fait mieux que le coup habituel ({usual}) {better} fois et moins bien {worse} fois.</translation>
        </message>
        <message>
            <source>Tried in {ways} ways the unseen cards could lie, given what you have seen, it came out ahead of the usual play ({usual}) in {better} and behind in {worse}.</source>
            <translation>Sur {ways} répartitions possibles des cartes cachées, compte tenu de ce que vous avez vu, ce choix a fait mieux que le coup habituel ({usual}) dans {better} cas et moins bien dans {worse}.</translation>
        </message>
        <message>
            <source>Keep this trick.</source>
            <translation>Gardez ce pli.</translation>
        </message>
        <message>
            <source>Give this trick to {to}.</source>
            <translation>Donnez ce pli à {to}.</translation>
        </message>
        <message>
            <source>Show the {card}.</source>
            <translation>Montrez votre {card}.</translation>
        </message>
        <message>
            <source>Do this rather than what the usual rules suggest.</source>
            <translation>Faites ce choix plutôt que celui que suggèrent les règles habituelles.</translation>
        </message>
    </context>
    <context>
        <name>Felts</name>
        <message>
            <source>Green</source>
            <translation>Vert</translation>
        </message>
        <message>
            <source>Blue</source>
            <translation>Bleu</translation>
        </message>
        <message>
            <source>Red</source>
            <translation>Rouge</translation>
        </message>
        <message>
            <source>Grey</source>
            <translation>Gris</translation>
        </message>
        <message>
            <source>Dark</source>
            <translation>Sombre</translation>
        </message>
    </context>
    <context>
        <name>Friends</name>
        <message>
            <source>{name} lost the connection: the table waits for them.</source>
            <translation>{name} a perdu la connexion : la table l’attend.</translation>
        </message>
        <message>
            <source>{name} is away: a computer player plays for them until they come back.</source>
            <translation>{name} est absent : un joueur ordinateur joue à sa place jusqu’à son retour.</translation>
        </message>
        <message>
            <source>{name} is back.</source>
            <translation>{name} est de retour.</translation>
        </message>
        <message>
            <source>{name} left the table: a computer player takes the seat.</source>
            <translation>{name} a quitté la table : un joueur ordinateur prend sa place.</translation>
        </message>
        <message>
            <source>Computer {seat}</source>
            <translation>Ordinateur {seat}</translation>
        </message>
        <message>
            <source>The connection to the table was lost: reconnecting…</source>
            <translation>La connexion à la table est perdue : reconnexion…</translation>
        </message>
        <message>
            <source>Back at the table.</source>
            <translation>De retour à la table.</translation>
        </message>
        <message>
            <source>The table could not be reached again.</source>
            <translation>La table n’a pas pu être jointe à nouveau.</translation>
        </message>
        <message>
            <source>Hints and undo are off at a table with other people.</source>
            <translation>Pas d’indices ni d’annulation à une table avec d’autres personnes.</translation>
        </message>
        <message>
            <source>{name}: {text}</source>
            <translation>{name} : {text}</translation>
        </message>
        <message>
            <source>Chat</source>
            <translation>Discussion</translation>
        </message>
        <message>
            <source>Chat at the table</source>
            <translation>Discussion à la table</translation>
        </message>
        <message>
            <source>What was said at the table</source>
            <translation>Ce qui a été dit à la table</translation>
        </message>
        <message>
            <source>Say something to the table</source>
            <translation>Dites quelque chose à la table</translation>
        </message>
        <message>
            <source>Your line</source>
            <translation>Votre message</translation>
        </message>
        <message>
            <source>&amp;Send</source>
            <translation>&amp;Envoyer</translation>
        </message>
        <message>
            <source>Create a table</source>
            <translation>Créer une table</translation>
        </message>
        <message>
            <source>A table for friends</source>
            <translation>Une table entre amis</translation>
        </message>
        <message>
            <source>&amp;Server</source>
            <translation>&amp;Serveur</translation>
        </message>
        <message>
            <source>Your &amp;name</source>
            <translation>Votre &amp;nom</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Jeu</translation>
        </message>
        <message>
            <source>&amp;Players</source>
            <translation>&amp;Joueurs</translation>
        </message>
        <message>
            <source>Computer players</source>
            <translation>Joueurs ordinateur</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Options</translation>
        </message>
        <message>
            <source>Seat {seat}: the computer player's level, if nobody takes the seat</source>
            <translation>Place {seat} : niveau du joueur ordinateur si personne ne prend la place</translation>
        </message>
        <message>
            <source>Seat {seat}</source>
            <translation>Place {seat}</translation>
        </message>
        <message>
            <source>Join a table</source>
            <translation>Rejoindre une table</translation>
        </message>
        <message>
            <source>A friend's table</source>
            <translation>La table d’un ami</translation>
        </message>
        <message>
            <source>the code or the link you were sent</source>
            <translation>le code ou le lien que vous avez reçu</translation>
        </message>
        <message>
            <source>&amp;Code or link</source>
            <translation>&amp;Code ou lien</translation>
        </message>
        <message>
            <source>open: a computer player ({level}) if nobody comes</source>
            <translation>libre : un joueur ordinateur ({level}) si personne ne vient</translation>
        </message>
        <message>
            <source>{name}: a computer player ({level})</source>
            <translation>{name} : un joueur ordinateur ({level})</translation>
        </message>
        <message>
            <source>{name} (you)</source>
            <translation>{name} (vous)</translation>
        </message>
        <message>
            <source>{name}: connection lost, coming back…</source>
            <translation>{name} : connexion perdue, retour en cours…</translation>
        </message>
        <message>
            <source>{name}: away, a computer player ({level}) plays for them</source>
            <translation>{name} : absent, un joueur ordinateur ({level}) joue à sa place</translation>
        </message>
        <message>
            <source>{name}: left, a computer player ({level}) plays the seat</source>
            <translation>{name} : parti, un joueur ordinateur ({level}) joue la place</translation>
        </message>
        <message>
            <source>Table with friends</source>
            <translation>Table entre amis</translation>
        </message>
        <message>
            <source>Connecting…</source>
            <translation>Connexion…</translation>
        </message>
        <message>
            <source>&amp;Copy the link</source>
            <translation>&amp;Copier le lien</translation>
        </message>
        <message>
            <source>&amp;Start</source>
            <translation>&amp;Commencer</translation>
        </message>
        <message>
            <source>Table code: {code}</source>
            <translation>Code de la table : {code}</translation>
        </message>
        <message>
            <source>Send the code or the link to your friends.</source>
            <translation>Envoyez le code ou le lien à vos amis.</translation>
        </message>
        <message>
            <source>Waiting for the table's creator to start.</source>
            <translation>En attente du lancement par le créateur de la table.</translation>
        </message>
        <message>
            <source>The server said: {message}</source>
            <translation>Le serveur a répondu : {message}</translation>
        </message>
        <message>
            <source>No table server answered at that address.</source>
            <translation>Aucun serveur de tables n’a répondu à cette adresse.</translation>
        </message>
        <message>
            <source>Reconnecting…</source>
            <translation>Reconnexion…</translation>
        </message>
        <message>
            <source>You were at a table with friends. Go back to it?</source>
            <translation>Vous étiez à une table entre amis. Y retourner ?</translation>
        </message>
        <message>
            <source>Your turn at the table with friends.</source>
            <translation>À vous de jouer à la table entre amis.</translation>
        </message>
    </context>
    <context>
        <name>Game</name>
        <message>
            <source>You must follow suit: you hold a {suit}.</source>
            <translation>Vous devez fournir : vous avez du {suit}.</translation>
        </message>
        <message>
            <source>{joker} may be played only when you cannot follow suit: you hold a {suit}.</source>
            <translation>{joker} ne peut être joué que si vous ne pouvez pas fournir : vous avez du {suit}.</translation>
        </message>
        <message>
            <source>Partner talk is not part of this game.</source>
            <translation>Pas de dialogue entre partenaires dans ce jeu.</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>Target score</source>
            <translation>Score à atteindre</translation>
        </message>
        <message>
            <source>The match ends after the deal in which someone reaches this total.</source>
            <translation>La partie se termine après la donne où un joueur atteint ce total.</translation>
        </message>
        <message>
            <source>A joker</source>
            <translation>Un joker</translation>
        </message>
        <message>
            <source>Two to five players, no trumps; snap a trick by matching the rank led, and save strength for the valuable late tricks.</source>
            <translation>De deux à cinq joueurs, sans atout ; raflez un pli en jouant une carte du rang entamé, et gardez vos forces pour les derniers plis, qui valent cher.</translation>
        </message>
        <message>
            <source>Last trick worth 10 (5 players)</source>
            <translation>Dernier pli à 10 (5 joueurs)</translation>
        </message>
        <message>
            <source>With five players, the tenth trick is worth 10 instead of 7.</source>
            <translation>À cinq joueurs, le dixième pli vaut 10 au lieu de 7.</translation>
        </message>
        <message>
            <source>Three players; the cards shown decide trump and whether the middle count is the one to have or to avoid.</source>
            <translation>Trois joueurs ; les cartes montrées décident de l’atout et indiquent s’il faut viser le nombre de plis intermédiaire ou l’éviter.</translation>
        </message>
        <message>
            <source>Polonius</source>
            <translation>Polonius</translation>
        </message>
        <message>
            <source>Three players; the cards shown decide trump and who partners whom, and the Hood tries to unbalance the partners.</source>
            <translation>Trois joueurs ; les cartes montrées décident de l’atout et de qui est partenaire de qui, et le Hood tente de déséquilibrer les partenaires.</translation>
        </message>
        <message>
            <source>Trump proposals</source>
            <translation>Propositions d’atout</translation>
        </message>
        <message>
            <source>Free: show any suit card. Longest: everyone must show the top card of their longest suit.</source>
            <translation>Libre : montrez n’importe quelle carte de couleur. Plus longue : chacun doit montrer la plus haute carte de sa couleur la plus longue.</translation>
        </message>
        <message>
            <source>Show any suit card you like.</source>
            <translation>Montrez la carte de couleur de votre choix.</translation>
        </message>
        <message>
            <source>Show the highest card of your longest suit.</source>
            <translation>Montrez la plus haute carte de votre couleur la plus longue.</translation>
        </message>
        <message>
            <source>All three show one suit</source>
            <translation>Trois cartes de même couleur</translation>
        </message>
        <message>
            <source>Fixed: highest and lowest card are partners. Individual: everyone plays alone, and the tricks settle the partners.</source>
            <translation>Fixe : les joueurs de la plus haute et de la plus basse carte sont partenaires. Individuel : chacun joue seul, et les plis désignent les partenaires.</translation>
        </message>
        <message>
            <source>Nobody ties (individual play)</source>
            <translation>Aucune égalité (jeu individuel)</translation>
        </message>
        <message>
            <source>When everyone plays alone and all three counts differ: who, if anyone, becomes the Hood.</source>
            <translation>Quand chacun joue seul et que les trois nombres de plis diffèrent : qui devient le Hood, s’il y en a un.</translation>
        </message>
        <message>
            <source>Nobody: everyone scores their tricks only.</source>
            <translation>Personne : chacun ne marque que ses plis.</translation>
        </message>
        <message>
            <source>The player with the middle count.</source>
            <translation>Le joueur au nombre de plis intermédiaire.</translation>
        </message>
        <message>
            <source>Whoever took the last trick.</source>
            <translation>Celui qui a remporté le dernier pli.</translation>
        </message>
        <message>
            <source>Whoever took the first trick.</source>
            <translation>Celui qui a remporté le premier pli.</translation>
        </message>
        <message>
            <source>Chosen by trump: ♠ nobody, ♥ middle, ♦ last trick, ♣ first trick.</source>
            <translation>Selon l’atout : ♠ personne, ♥ intermédiaire, ♦ dernier pli, ♣ premier pli.</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Marque</translation>
        </message>
        <message>
            <source>Standard: small bonuses, played to a target. Fluctuating: big swings over a fixed number of deals.</source>
            <translation>Standard : petits bonus, jusqu’à un score à atteindre. Fluctuante : gros écarts, sur un nombre fixe de donnes.</translation>
        </message>
        <message>
            <source>Number of deals</source>
            <translation>Nombre de donnes</translation>
        </message>
        <message>
            <source>With fluctuating scoring the match lasts this many deals (a multiple of 3).</source>
            <translation>En marque fluctuante, la partie dure ce nombre de donnes (un multiple de 3).</translation>
        </message>
        <message>
            <source>Partner talk</source>
            <translation>Dialogue entre partenaires</translation>
        </message>
        <message>
            <source>Partners may estimate their tricks and, before leading, ask each other for a suit to lead.</source>
            <translation>Les partenaires peuvent estimer leurs plis et, avant d’entamer, se demander une couleur à jouer.</translation>
        </message>
        <message>
            <source>Three players, no trumps; the second-highest card wins, and two jokers secretly decide who is partnered with whom.</source>
            <translation>Trois joueurs, sans atout ; la deuxième plus haute carte l’emporte, et deux jokers décident en secret qui est partenaire de qui.</translation>
        </message>
        <message>
            <source>Pack</source>
            <translation>Jeu</translation>
        </message>
        <message>
            <source>42 cards (Fives up to Aces) with 14 each, or all 52 with 18 each; two jokers either way.</source>
            <translation>42 cartes (du Cinq à l’As), 14 par joueur, ou les 52 cartes, 18 par joueur ; deux jokers dans les deux cas.</translation>
        </message>
        <message>
            <source>42 cards, 14 tricks.</source>
            <translation>42 cartes, 14 plis.</translation>
        </message>
        <message>
            <source>54 cards, 18 tricks.</source>
            <translation>54 cartes, 18 plis.</translation>
        </message>
        <message>
            <source>joker</source>
            <translation>joker</translation>
        </message>
    </context>
    <context>
        <name>Hamlet</name>
        <message>
            <source>Polonius, the joker, cannot be shown: choose a suit card.</source>
            <translation>Polonius, le joker, ne peut pas être montré : choisissez une carte de couleur.</translation>
        </message>
        <message>
            <source>{trump} were shown more than once, so they are trump.</source>
            <translation>{trump} a été montré plus d’une fois : c’est donc l’atout.</translation>
        </message>
        <message>
            <source>Three different suits were shown, so the suit nobody showed, {trump}, is trump.</source>
            <translation>Trois couleurs différentes ont été montrées : la couleur que personne n’a montrée, {trump}, est donc l’atout.</translation>
        </message>
        <message>
            <source>A King, Queen or Jack was shown, so the aim is to be Hamlet: whoever ends with the middle count scores ten times over.</source>
            <translation>Un Roi, une Dame ou un Valet a été montré : le but est donc d’être Hamlet ; celui qui finit avec le nombre de plis intermédiaire marque dix fois ses points.</translation>
        </message>
        <message>
            <source>Nobody showed a King, Queen or Jack, so the aim is not to be Hamlet: whoever ends with the middle count scores least, and the other two score ten times over.</source>
            <translation>Personne n’a montré de Roi, de Dame ni de Valet : le but est donc de ne pas être Hamlet ; celui qui finit avec le nombre de plis intermédiaire marque le moins, et les deux autres marquent dix fois leurs points.</translation>
        </message>
        <message>
            <source>You ended with the middle count, so you are Hamlet.</source>
            <translation>Vous avez fini avec le nombre de plis intermédiaire : vous êtes donc Hamlet.</translation>
        </message>
        <message>
            <source>You ended with the count nobody else had, so you are Hamlet.</source>
            <translation>Vous avez fini avec le nombre de plis que personne d’autre n’avait : vous êtes donc Hamlet.</translation>
        </message>
        <message>
            <source>{name} ended with the middle count, so {name} is Hamlet.</source>
            <translation>{name} a fini avec le nombre de plis intermédiaire : {name} est donc Hamlet.</translation>
        </message>
        <message>
            <source>{name} ended with the count nobody else had, so {name} is Hamlet.</source>
            <translation>{name} a fini avec le nombre de plis que personne d’autre n’avait : {name} est donc Hamlet.</translation>
        </message>
        <message>
            <source>for no tricks</source>
            <translation>pour zéro pli</translation>
        </message>
        <message>
            <source>The aim was to be Hamlet, so Hamlet's score counts ten times over.</source>
            <translation>Le but était d’être Hamlet : le score de Hamlet compte donc dix fois.</translation>
        </message>
        <message>
            <source>The aim was not to be Hamlet, so the other two players' scores count ten times over.</source>
            <translation>Le but était de ne pas être Hamlet : les scores des deux autres joueurs comptent donc dix fois.</translation>
        </message>
    </context>
    <context>
        <name>HamletHints</name>
        <message>
            <source>Show {card}: a King, Queen or Jack makes the aim to be Hamlet, which suits your hand, best with {trumps} as trump.</source>
            <translation>Montrez {card} : un Roi, une Dame ou un Valet fera que le but sera d’être Hamlet, ce qui convient à votre main, idéalement avec atout {trumps}.</translation>
        </message>
        <message>
            <source>Show {card}: your hand suits the aim not to be Hamlet, so show no King, Queen or Jack; {trumps} as trump suit you best.</source>
            <translation>Montrez {card} : votre main convient au but de ne pas être Hamlet, ne montrez donc ni Roi, ni Dame, ni Valet ; l’atout {trumps} vous conviendrait le mieux.</translation>
        </message>
        <message>
            <source>You have no other legal card.</source>
            <translation>Vous n’avez pas d’autre carte jouable.</translation>
        </message>
        <message>
            <source>Lead Polonius: the joker always wins a trick he leads. {goal}</source>
            <translation>Entamez Polonius : le joker remporte toujours un pli qu’il entame. {goal}</translation>
        </message>
        <message>
            <source>Play Polonius now: the joker wins only a trick he leads, so he loses this one. {goal}</source>
            <translation>Jouez Polonius maintenant : le joker ne remporte que les plis qu’il entame, il perdra donc celui-ci. {goal}</translation>
        </message>
        <message>
            <source>Take this trick with {card}. {goal}</source>
            <translation>Prenez ce pli avec {card}. {goal}</translation>
        </message>
        <message>
            <source>Lead {card} and let another player take this trick. {goal}</source>
            <translation>Entamez {card} et laissez un autre joueur prendre ce pli. {goal}</translation>
        </message>
        <message>
            <source>Play {card} and let {taker} take this trick. {goal}</source>
            <translation>Jouez {card} et laissez {taker} prendre ce pli. {goal}</translation>
        </message>
        <message>
            <source>The aim is to be Hamlet, so you try to end on {target}, a count nobody else ends with.</source>
            <translation>Le but est d’être Hamlet : vous essayez donc de finir à {target}, un nombre de plis que personne d’autre n’aura.</translation>
        </message>
        <message>
            <source>The aim is not to be Hamlet, and taking no trick at all pays best.</source>
            <translation>Le but est de ne pas être Hamlet, et ne faire aucun pli est ce qui rapporte le plus.</translation>
        </message>
        <message>
            <source>The aim is not to be Hamlet, so you try to end on {target}, away from the middle count.</source>
            <translation>Le but est de ne pas être Hamlet : vous essayez donc de finir à {target}, loin du nombre de plis intermédiaire.</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <source>the {card}</source>
            <translation>votre {card}</translation>
        </message>
        <message>
            <source>no tricks</source>
            <translation>aucun pli</translation>
        </message>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation>
                <numerusform>%n pli</numerusform>
                <numerusform>%n plis</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>Hoodwink</name>
        <message>
            <source>The joker cannot be proposed: show a suit card.</source>
            <translation>Le joker ne peut pas être proposé : montrez une carte de couleur.</translation>
        </message>
        <message>
            <source>You must propose the highest card of your longest suit, the {card}.</source>
            <translation>Vous devez proposer la plus haute carte de votre couleur la plus longue : votre {card}.</translation>
        </message>
        <message>
            <source>You must follow suit: the joker is your only trump, and trumps ({suit}) were led.</source>
            <translation>Vous devez fournir : le joker est votre seul atout, et l’atout ({suit}) a été demandé.</translation>
        </message>
        <message>
            <source>You must follow suit: you hold a {suit}.</source>
            <translation>Vous devez fournir : vous avez du {suit}.</translation>
        </message>
        <message>
            <source>Partner talk is off in this game.</source>
            <translation>Dialogue entre partenaires désactivé dans cette partie.</translation>
        </message>
        <message>
            <source>Only the partners may talk to each other.</source>
            <translation>Seuls les partenaires peuvent se parler.</translation>
        </message>
        <message>
            <source>Now you must tell your partner how many tricks you expect, or say nothing.</source>
            <translation>À vous de dire à votre partenaire combien de plis vous pensez faire, ou de ne rien dire.</translation>
        </message>
        <message>
            <source>Now you must answer your partner: a suit to lead, a suit to avoid, or no preference.</source>
            <translation>À vous de répondre à votre partenaire : une couleur à jouer, une couleur à éviter, ou pas de préférence.</translation>
        </message>
        <message>
            <source>You have already asked your partner about this lead.</source>
            <translation>Vous avez déjà interrogé votre partenaire pour cette entame.</translation>
        </message>
        <message>
            <source>You may ask your partner which suit to lead only when you are about to lead.</source>
            <translation>Vous ne pouvez demander à votre partenaire quelle couleur jouer que lorsque vous allez entamer.</translation>
        </message>
        <message>
            <source>You may say how many tricks you expect only before the first lead.</source>
            <translation>Vous ne pouvez annoncer combien de plis vous pensez faire qu’avant la première entame.</translation>
        </message>
        <message>
            <source>Nobody has asked you which suit to lead.</source>
            <translation>Personne ne vous a demandé quelle couleur jouer.</translation>
        </message>
        <message>
            <source>All three counts differ and nobody is the Hood, so everyone scores their tricks.</source>
            <translation>Les trois nombres de plis diffèrent et personne n’est le Hood : chacun marque ses plis.</translation>
        </message>
        <message>
            <source>for the partners' difference, doubled for matching a partner (20 × {diff})</source>
            <translation>pour l’écart entre les partenaires, doublé pour l’égalité avec un partenaire (20 × {diff})</translation>
        </message>
        <message>
            <source>for the partners' difference (10 × {diff})</source>
            <translation>pour l’écart entre les partenaires (10 × {diff})</translation>
        </message>
        <message>
            <source>for winning</source>
            <translation>pour la victoire</translation>
        </message>
        <message>
            <source>for an odd count</source>
            <translation>pour un nombre impair</translation>
        </message>
        <message>
            <source>for matching a partner</source>
            <translation>pour l’égalité avec un partenaire</translation>
        </message>
        <message>
            <source>The partners took {low} and {high} tricks, so the Hood wins.</source>
            <translation>Les partenaires ont fait {low} et {high} plis : le Hood gagne.</translation>
        </message>
        <message>
            <source>The Hood's {hood_count} is odd and matches a partner's count: 10 more for each.</source>
            <translation>Le nombre de plis du Hood, {hood_count}, est impair et égal à celui d’un partenaire : deux fois 10 de plus.</translation>
        </message>
        <message>
            <source>The Hood's {hood_count} is odd: 10 more.</source>
            <translation>Le nombre de plis du Hood, {hood_count}, est impair : 10 de plus.</translation>
        </message>
        <message>
            <source>The Hood's {hood_count} matches a partner's count: 10 more.</source>
            <translation>Le nombre de plis du Hood, {hood_count}, est égal à celui d’un partenaire : 10 de plus.</translation>
        </message>
        <message>
            <source>Neither partner took a trick: equal counts, but with this scoring they are worth nothing.</source>
            <translation>Aucun partenaire n’a fait de pli : égalité, mais avec cette marque, elle ne rapporte rien.</translation>
        </message>
        <message>
            <source>Neither partner took a trick: equal counts, so the partners win.</source>
            <translation>Aucun partenaire n’a fait de pli : égalité, les partenaires gagnent donc.</translation>
        </message>
        <message>
            <source>The partners took 1 trick each: equal counts, so the partners win.</source>
            <translation>Les partenaires ont fait 1 pli chacun : égalité, les partenaires gagnent donc.</translation>
        </message>
        <message>
            <source>The partners took {level} tricks each: equal counts, so the partners win.</source>
            <translation>Les partenaires ont fait {level} plis chacun : égalité, les partenaires gagnent donc.</translation>
        </message>
        <message>
            <source>for ending level</source>
            <translation>pour l’égalité</translation>
        </message>
        <message>
            <source>for ending level (10 × {won})</source>
            <translation>pour l’égalité (10 × {won})</translation>
        </message>
        <message>
            <source>All three counts differ, so the middle count makes {hood} the Hood.</source>
            <translation>Les trois nombres de plis diffèrent, donc le nombre intermédiaire désigne le Hood : {hood}.</translation>
        </message>
        <message>
            <source>All three counts differ, so taking the last trick makes {hood} the Hood.</source>
            <translation>Les trois nombres de plis diffèrent, donc le dernier pli désigne le Hood : {hood}.</translation>
        </message>
        <message>
            <source>All three counts differ, so taking the first trick makes {hood} the Hood.</source>
            <translation>Les trois nombres de plis diffèrent, donc le premier pli désigne le Hood : {hood}.</translation>
        </message>
        <message>
            <source>All three counts differ, and with {trump} as trump the middle count makes {hood} the Hood.</source>
            <translation>Les trois nombres de plis diffèrent et, avec atout {trump}, le nombre intermédiaire désigne le Hood : {hood}.</translation>
        </message>
        <message>
            <source>All three counts differ, and with {trump} as trump taking the last trick makes {hood} the Hood.</source>
            <translation>Les trois nombres de plis diffèrent et, avec atout {trump}, le dernier pli désigne le Hood : {hood}.</translation>
        </message>
        <message>
            <source>All three counts differ, and with {trump} as trump taking the first trick makes {hood} the Hood.</source>
            <translation>Les trois nombres de plis diffèrent et, avec atout {trump}, le premier pli désigne le Hood : {hood}.</translation>
        </message>
        <message>
            <source>You are the Hood, against {first} and {second}, who are partners.</source>
            <translation>Vous êtes le Hood, contre {first} et {second}, qui sont partenaires.</translation>
        </message>
        <message>
            <source>You and {partner} are partners, and {hood} is the Hood.</source>
            <translation>{partner} et vous êtes partenaires ; {hood} est le Hood.</translation>
        </message>
        <message>
            <source>{first} and {second} are partners, and {hood} is the Hood.</source>
            <translation>{first} et {second} sont partenaires ; {hood} est le Hood.</translation>
        </message>
        <message>
            <source>Each card shown was the highest card of its player's longest suit.</source>
            <translation>Chaque carte montrée était la plus haute de la couleur la plus longue de son joueur.</translation>
        </message>
        <message>
            <source>All three cards shown are {trump}, so {trump} are trump and everyone plays alone: the trick counts decide the partners.</source>
            <translation>Les trois cartes montrées sont de la même couleur ({trump}) : l’atout est donc {trump}, et chacun joue seul ; les nombres de plis désigneront les partenaires.</translation>
        </message>
        <message>
            <source>All three cards shown are {trump}, so {trump} are trump; the highest and lowest cards make the partners, and the middle card makes the Hood.</source>
            <translation>Les trois cartes montrées sont de la même couleur ({trump}) : l’atout est donc {trump} ; la plus haute et la plus basse carte désignent les partenaires, et la carte intermédiaire désigne le Hood.</translation>
        </message>
        <message>
            <source>Two of the cards shown are {shown}, so those two players are partners and the third is the Hood; the Hood's suit, {trump}, is trump.</source>
            <translation>Deux des cartes montrées sont de la même couleur ({shown}) : ces deux joueurs sont partenaires et le troisième est le Hood ; la couleur du Hood, {trump}, est l’atout.</translation>
        </message>
        <message>
            <source>The three suits shown all differ: the players who showed the two red suits are partners, the third is the Hood, and {trump}, the suit nobody showed, are trump.</source>
            <translation>Les trois couleurs montrées sont toutes différentes : les joueurs qui ont montré les deux couleurs rouges sont partenaires, le troisième est le Hood, et {trump}, la couleur que personne n’a montrée, est l’atout.</translation>
        </message>
        <message>
            <source>The three suits shown all differ: the players who showed the two black suits are partners, the third is the Hood, and {trump}, the suit nobody showed, are trump.</source>
            <translation>Les trois couleurs montrées sont toutes différentes : les joueurs qui ont montré les deux couleurs noires sont partenaires, le troisième est le Hood, et {trump}, la couleur que personne n’a montrée, est l’atout.</translation>
        </message>
        <message>
            <source>All three counts differ, so nobody is the Hood and everyone scores their tricks only.</source>
            <translation>Les trois nombres de plis diffèrent : personne n’est donc le Hood, et chacun ne marque que ses plis.</translation>
        </message>
        <message>
            <source>Two counts are equal, so those two players are partners and the third is the Hood.</source>
            <translation>Deux nombres de plis sont égaux : ces deux joueurs sont donc partenaires, et le troisième est le Hood.</translation>
        </message>
    </context>
    <context>
        <name>HoodwinkHints</name>
        <message>
            <source>Show {card}: you must show the highest card of your longest suit.</source>
            <translation>Montrez {card} : vous devez montrer la plus haute carte de votre couleur la plus longue.</translation>
        </message>
        <message>
            <source>Show {card}: the others will mostly show suits you are short in, so {plural} give you the best chance ({hood}) of being the Hood, who scores most.</source>
            <translation>Montrez {card} : les autres montreront surtout des couleurs où vous êtes court, donc la couleur {plural} vous donne la meilleure chance ({hood}) d’être le Hood, qui marque le plus.</translation>
        </message>
        <message>
            <source>{low} to {high}</source>
            <translation>{low} à {high}</translation>
        </message>
        <message>
            <source>Tell {partner} you expect {amount}: that is what your cards look good for.</source>
            <translation>Dites à {partner} que vous prévoyez {amount} : c’est ce que valent vos cartes.</translation>
        </message>
        <message>
            <source>Ask for a {suit} lead: you need a trick to end level, and your {suit2} should win one.</source>
            <translation>Demandez une entame à {suit} : il vous faut un pli pour finir à égalité, et vos cartes de {suit2} devraient en faire un.</translation>
        </message>
        <message>
            <source>Ask {partner} not to lead a {suit}: you would take that trick, and you need no more.</source>
            <translation>Demandez à {partner} de ne pas entamer {suit} : vous prendriez ce pli, et il ne vous en faut pas plus.</translation>
        </message>
        <message>
            <source>Say you have no preference: no suit {partner} could lead would help you end level.</source>
            <translation>Dites que vous n’avez pas de préférence : aucune couleur entamée par {partner} ne vous aiderait à finir à égalité.</translation>
        </message>
        <message>
            <source>Ask {partner} which suit to lead: someone else should take this trick, and {partner} knows which.</source>
            <translation>Demandez à {partner} quelle couleur entamer : un autre joueur devrait prendre ce pli, et {partner} sait lequel.</translation>
        </message>
        <message>
            <source>You have no other legal card.</source>
            <translation>Vous n’avez pas d’autre carte jouable.</translation>
        </message>
        <message>
            <source>Lead {card}, the suit {partner} asked for. {goal}</source>
            <translation>Entamez {card}, la couleur demandée par {partner}. {goal}</translation>
        </message>
        <message>
            <source>Take this trick with {card}. {goal}</source>
            <translation>Prenez ce pli avec {card}. {goal}</translation>
        </message>
        <message>
            <source>Lead {card} and let another player take this trick. {goal}</source>
            <translation>Entamez {card} et laissez un autre joueur prendre ce pli. {goal}</translation>
        </message>
        <message>
            <source>Play {card} under {partner}'s card. {goal}</source>
            <translation>Jouez {card} sous la carte de votre partenaire, {partner}. {goal}</translation>
        </message>
        <message>
            <source>Play {card} and let {taker} take this trick. {goal}</source>
            <translation>Jouez {card} et laissez {taker} prendre ce pli. {goal}</translation>
        </message>
        <message>
            <source>Everyone plays alone: you aim to end on {target}, the count that scores best with the cards you hold, hoping to tie with another player.</source>
            <translation>Chacun joue seul : vous visez de finir à {target}, le nombre qui rapporte le plus avec vos cartes, en espérant être à égalité avec un autre joueur.</translation>
        </message>
        <message>
            <source>You and {name}, your partner, have {mine} each, and you both want to end on {target}, the count that scores best with the cards you hold.</source>
            <translation>Vous et {name}, votre partenaire, êtes à {mine} chacun ; vous voulez tous deux finir à {target}, le nombre qui rapporte le plus avec vos cartes.</translation>
        </message>
        <message>
            <source>You have {mine} and {name}, your partner, has {theirs}; you both want to end on {target}, the count that scores best with the cards you hold.</source>
            <translation>Vous êtes à {mine} et {name}, votre partenaire, à {theirs} ; vous voulez tous deux finir à {target}, le nombre qui rapporte le plus avec vos cartes.</translation>
        </message>
        <message>
            <source>The partners, {partner_1} and {partner_2}, have {count_1} and {count_2}: you want them to end unequal, and you aim to end on {target}: an odd count of your own adds 10.</source>
            <translation>Les partenaires, {partner_1} et {partner_2}, sont à {count_1} et {count_2} : vous voulez qu’ils finissent à des nombres différents, et vous visez de finir à {target} : un nombre impair de plis vous rapporte 10 de plus.</translation>
        </message>
        <message>
            <source>The partners, {partner_1} and {partner_2}, have {count_1} and {count_2}: you want them to end unequal, and you aim to end on {target}, the count that scores best with the cards you hold.</source>
            <translation>Les partenaires, {partner_1} et {partner_2}, sont à {count_1} et {count_2} : vous voulez qu’ils finissent à des nombres différents, et vous visez de finir à {target}, le nombre qui rapporte le plus avec vos cartes.</translation>
        </message>
    </context>
    <context>
        <name>Hud</name>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation>
                <numerusform>%n pli</numerusform>
                <numerusform>%n plis</numerusform>
            </translation>
        </message>
        <message>
            <source>thinking…</source>
            <translation>réflexion…</translation>
        </message>
        <message>
            <source>D</source>
            <comment>the dealer's mark on a name plate</comment>
            <translation>D</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Scores</translation>
        </message>
        <message>
            <source>deal</source>
            <translation>donne</translation>
        </message>
        <message>
            <source>total</source>
            <translation>total</translation>
        </message>
    </context>
    <context>
        <name>Instance</name>
        <message>
            <source>Parlett Table is already open on this data folder but does not answer; close it and start again.</source>
            <translation>Parlett Table est déjà ouvert sur ce dossier de données mais ne répond pas ; fermez-le et relancez le programme.</translation>
        </message>
    </context>
    <context>
        <name>Levels</name>
        <message>
            <source>Random</source>
            <translation>Hasard</translation>
        </message>
        <message>
            <source>Beginner</source>
            <translation>Débutant</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Expert</source>
            <translation>Expert</translation>
        </message>
    </context>
    <context>
        <name>LookSettings</name>
        <message>
            <source>Preview of the table</source>
            <translation>Aperçu de la table</translation>
        </message>
        <message>
            <source>{felt} felt, {back} back</source>
            <comment>the preview of the table's look</comment>
            <translation>Tapis : {felt}, dos : {back}</translation>
        </message>
        <message>
            <source>High contrast on the table (no faint text, playable cards outlined)</source>
            <translation>Contraste élevé sur la table (pas de texte pâle, cartes jouables entourées)</translation>
        </message>
        <message>
            <source>&amp;Felt</source>
            <translation>&amp;Tapis</translation>
        </message>
        <message>
            <source>Card &amp;back</source>
            <translation>&amp;Dos des cartes</translation>
        </message>
    </context>
    <context>
        <name>Marks</name>
        <message>
            <source>best</source>
            <translation>meilleur</translation>
        </message>
        <message>
            <source>good</source>
            <translation>bon</translation>
        </message>
        <message>
            <source>inaccuracy</source>
            <translation>imprécision</translation>
        </message>
        <message>
            <source>mistake</source>
            <translation>erreur</translation>
        </message>
        <message>
            <source>blunder</source>
            <translation>gaffe</translation>
        </message>
        <message>
            <source>proposals</source>
            <translation>propositions</translation>
        </message>
        <message>
            <source>tricks given</source>
            <translation>levées données</translation>
        </message>
        <message>
            <source>card play</source>
            <translation>jeu de la carte</translation>
        </message>
    </context>
    <context>
        <name>Matches</name>
        <message>
            <source>Your {game} match is set aside, not lost: it comes back after this deal, or from Game ▸ Resume my match.</source>
            <translation>Votre partie de {game} est mise de côté, pas perdue : elle revient après cette donne, ou par Partie ▸ Reprendre ma partie.</translation>
        </message>
        <message>
            <source>{game} (practice) — Parlett Table</source>
            <translation>{game} (entraînement) — Parlett Table</translation>
        </message>
    </context>
    <context>
        <name>Menus</name>
        <message>
            <source>Open the &amp;log folder</source>
            <translation>Ouvrir le dossier du &amp;journal</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Partie</translation>
        </message>
        <message>
            <source>&amp;Play</source>
            <translation>&amp;Jeu</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>Aid&amp;e</translation>
        </message>
        <message>
            <source>&amp;New game…</source>
            <translation>&amp;Nouvelle partie…</translation>
        </message>
        <message>
            <source>&amp;Restart this deal</source>
            <translation>&amp;Recommencer cette donne</translation>
        </message>
        <message>
            <source>Re&amp;view the last deal</source>
            <translation>Re&amp;voir la dernière donne</translation>
        </message>
        <message>
            <source>&amp;Open a deal record…</source>
            <translation>&amp;Ouvrir un fichier de donne…</translation>
        </message>
        <message>
            <source>&amp;Deal of the day…</source>
            <translation>&amp;Donne du jour…</translation>
        </message>
        <message>
            <source>Play with &amp;friends</source>
            <translation>Jouer entre &amp;amis</translation>
        </message>
        <message>
            <source>&amp;Create a table…</source>
            <translation>&amp;Créer une table…</translation>
        </message>
        <message>
            <source>&amp;Join a table…</source>
            <translation>&amp;Rejoindre une table…</translation>
        </message>
        <message>
            <source>C&amp;hat…</source>
            <translation>&amp;Discussion…</translation>
        </message>
        <message>
            <source>Resume &amp;my match</source>
            <translation>Reprendre &amp;ma partie</translation>
        </message>
        <message>
            <source>&amp;Score sheet</source>
            <translation>&amp;Feuille de marque</translation>
        </message>
        <message>
            <source>S&amp;tatistics</source>
            <translation>&amp;Statistiques</translation>
        </message>
        <message>
            <source>&amp;Preferences…</source>
            <translation>&amp;Préférences…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <source>&amp;Undo my last card (practice)</source>
            <translation>&amp;Annuler ma dernière carte (entraînement)</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>&amp;Conseil</translation>
        </message>
        <message>
            <source>&amp;Last trick</source>
            <translation>&amp;Dernier pli</translation>
        </message>
        <message>
            <source>&amp;Cards shown</source>
            <translation>Cartes &amp;montrées</translation>
        </message>
        <message>
            <source>&amp;Play out the rest</source>
            <translation>&amp;Jouer la fin</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Plein écran</translation>
        </message>
        <message>
            <source>Full screen (Esc leaves it)</source>
            <translation>Plein écran (Échap pour en sortir)</translation>
        </message>
        <message>
            <source>&amp;Sound</source>
            <translation>&amp;Son</translation>
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation>&amp;Règles de ce jeu</translation>
        </message>
        <message>
            <source>Show the &amp;walkthrough again</source>
            <translation>Revoir la &amp;visite guidée</translation>
        </message>
        <message>
            <source>&amp;Practise my mistakes…</source>
            <translation>S’e&amp;ntraîner sur mes erreurs…</translation>
        </message>
        <message>
            <source>&amp;About Parlett Table</source>
            <translation>À &amp;propos de Parlett Table</translation>
        </message>
    </context>
    <context>
        <name>Months</name>
        <message>
            <source>Jan</source>
            <translation>janv.</translation>
        </message>
        <message>
            <source>Feb</source>
            <translation>févr.</translation>
        </message>
        <message>
            <source>Mar</source>
            <translation>mars</translation>
        </message>
        <message>
            <source>Apr</source>
            <translation>avr.</translation>
        </message>
        <message>
            <source>May</source>
            <translation>mai</translation>
        </message>
        <message>
            <source>Jun</source>
            <translation>juin</translation>
        </message>
        <message>
            <source>Jul</source>
            <translation>juil.</translation>
        </message>
        <message>
            <source>Aug</source>
            <translation>août</translation>
        </message>
        <message>
            <source>Sep</source>
            <translation>sept.</translation>
        </message>
        <message>
            <source>Oct</source>
            <translation>oct.</translation>
        </message>
        <message>
            <source>Nov</source>
            <translation>nov.</translation>
        </message>
        <message>
            <source>Dec</source>
            <translation>déc.</translation>
        </message>
    </context>
    <context>
        <name>Narration</name>
        <message>
            <source>Your role: {role}.</source>
            <translation>Votre rôle : {role}.</translation>
        </message>
        <message>
            <source>You are Hamlet.</source>
            <translation>Vous êtes Hamlet.</translation>
        </message>
        <message>
            <source>You are a courtier.</source>
            <translation>Vous êtes courtisan.</translation>
        </message>
        <message>
            <source>You are the Hood.</source>
            <translation>Vous êtes le Hood.</translation>
        </message>
        <message>
            <source>You are a partner.</source>
            <translation>Vous êtes partenaire.</translation>
        </message>
        <message>
            <source>You are the soloist.</source>
            <translation>Vous êtes le soliste.</translation>
        </message>
        <message>
            <source>You may play: {cards}.</source>
            <translation>Vous pouvez jouer : {cards}.</translation>
        </message>
        <message>
            <source>Your hand: {cards}.</source>
            <translation>Votre main : {cards}.</translation>
        </message>
        <message>
            <source>{player} the {card}</source>
            <translation>{player} : {card}</translation>
        </message>
        <message>
            <source>Seat {number}</source>
            <translation>Place {number}</translation>
        </message>
        <message>
            <source>{player} plays the {card}.</source>
            <translation>Carte jouée par {player} : {card}.</translation>
        </message>
        <message>
            <source>{taker} takes trick {number}.</source>
            <translation>{taker} remporte le pli {number}.</translation>
        </message>
        <message>
            <source>{taker} takes trick {number}, given by {giver}.</source>
            <translation>{taker} remporte le pli {number}, donné par {giver}.</translation>
        </message>
        <message>
            <source>Cards shown: {cards}.</source>
            <translation>Cartes montrées : {cards}.</translation>
        </message>
        <message>
            <source>Trump is {suit}.</source>
            <translation>Atout : {suit}.</translation>
        </message>
        <message>
            <source>{name} ({role})</source>
            <translation>{name} ({role})</translation>
        </message>
        <message>
            <source>Roles: {roles}.</source>
            <translation>Rôles : {roles}.</translation>
        </message>
        <message>
            <source>{summary} Scores: {scores}.</source>
            <translation>{summary} Scores : {scores}.</translation>
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
            <translation>{number} %</translation>
        </message>
    </context>
    <context>
        <name>Offer</name>
        <message>
            <source>Continue your match?</source>
            <translation>Continuer votre partie ?</translation>
        </message>
        <message>
            <source>&amp;New game</source>
            <translation>&amp;Nouvelle partie</translation>
        </message>
        <message>
            <source>&amp;Continue</source>
            <translation>&amp;Continuer</translation>
        </message>
        <message>
            <source>Continue your {game} practice game?</source>
            <translation>Continuer votre partie d’entraînement de {game} ?</translation>
        </message>
        <message>
            <source>Continue your {game} match?</source>
            <translation>Continuer votre partie de {game} ?</translation>
        </message>
        <message>
            <source>You stopped after deal {deal} of {deals}</source>
            <translation>Vous avez arrêté après la donne {deal} sur {deals}</translation>
        </message>
        <message>
            <source>You stopped in the middle of deal {deal} of {deals}</source>
            <translation>Vous avez arrêté au milieu de la donne {deal} sur {deals}</translation>
        </message>
        <message>
            <source>You stopped after deal {deal}</source>
            <translation>Vous avez arrêté après la donne {deal}</translation>
        </message>
        <message>
            <source>You stopped in the middle of deal {deal}</source>
            <translation>Vous avez arrêté au milieu de la donne {deal}</translation>
        </message>
        <message>
            <source>{where}. Totals: {totals}.</source>
            <translation>{where}. Totaux : {totals}.</translation>
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
            <translation>Libre</translation>
        </message>
        <message>
            <source>Longest</source>
            <translation>Plus longue</translation>
        </message>
        <message>
            <source>Fixed</source>
            <translation>Fixe</translation>
        </message>
        <message>
            <source>Individual</source>
            <translation>Individuel</translation>
        </message>
        <message>
            <source>Plain</source>
            <translation>Personne</translation>
        </message>
        <message>
            <source>Middle</source>
            <translation>Intermédiaire</translation>
        </message>
        <message>
            <source>Last</source>
            <translation>Dernier pli</translation>
        </message>
        <message>
            <source>First</source>
            <translation>Premier pli</translation>
        </message>
        <message>
            <source>By suit</source>
            <translation>Selon l’atout</translation>
        </message>
        <message>
            <source>Standard</source>
            <translation>Standard</translation>
        </message>
        <message>
            <source>Fluctuating</source>
            <translation>Fluctuante</translation>
        </message>
        <message>
            <source>On</source>
            <translation>Oui</translation>
        </message>
        <message>
            <source>Off</source>
            <translation>Non</translation>
        </message>
    </context>
    <context>
        <name>Panels</name>
        <message>
            <source>{points} in proposals</source>
            <translation>{points} sur les propositions</translation>
        </message>
        <message>
            <source>{points} in tricks given</source>
            <translation>{points} sur les plis donnés</translation>
        </message>
        <message>
            <source>{points} in card play</source>
            <translation>{points} dans le jeu de la carte</translation>
        </message>
        <message>
            <source>Accuracy {accuracy}</source>
            <translation>Précision {accuracy}</translation>
        </message>
        <message>
            <source>{accuracy}  ·  played as the expert would</source>
            <translation>{accuracy}  ·  joué comme l’expert</translation>
        </message>
        <message>
            <source>lost {where}</source>
            <translation>perdu : {where}</translation>
        </message>
        <message>
            <source>your partner</source>
            <translation>votre partenaire</translation>
        </message>
        <message>
            <source>Your joker is in this trick: who takes it?</source>
            <translation>Votre joker est dans ce pli : qui le prend ?</translation>
        </message>
        <message>
            <source>Both jokers are in this trick, so you, the soloist, decide: who takes it?</source>
            <translation>Les deux jokers sont dans ce pli : c’est vous, le soliste, qui décidez. Qui le prend ?</translation>
        </message>
        <message>
            <source>Keep it</source>
            <translation>Le garder</translation>
        </message>
        <message>
            <source>Me</source>
            <comment>who takes the trick: me</comment>
            <translation>Moi</translation>
        </message>
        <message>
            <source>Give to {name}</source>
            <translation>Donner à {name}</translation>
        </message>
        <message>
            <source>On your left</source>
            <translation>À votre gauche</translation>
        </message>
        <message>
            <source>On your right</source>
            <translation>À votre droite</translation>
        </message>
        <message>
            <source>Tell {partner} how many tricks you expect to take.</source>
            <translation>Dites à {partner} combien de plis vous pensez faire.</translation>
        </message>
        <message>
            <source>Everyone hears it, the Hood included.</source>
            <translation>Tout le monde l’entend, y compris le Hood.</translation>
        </message>
        <message>
            <source>I expect</source>
            <comment>an estimate: I expect 2 to 3 tricks</comment>
            <translation>Je prévois</translation>
        </message>
        <message>
            <source>lowest estimate</source>
            <translation>estimation basse</translation>
        </message>
        <message>
            <source>highest estimate</source>
            <translation>estimation haute</translation>
        </message>
        <message>
            <source>to</source>
            <comment>an estimate: I expect 2 to 3 tricks</comment>
            <translation>à</translation>
        </message>
        <message>
            <source>tricks</source>
            <comment>an estimate: I expect 2 to 3 tricks</comment>
            <translation>plis</translation>
        </message>
        <message>
            <source>Say it</source>
            <translation>Annoncer</translation>
        </message>
        <message>
            <source>Say nothing</source>
            <translation>Ne rien dire</translation>
        </message>
        <message>
            <source>{partner} is about to lead and asks which suit you want led, or not led.</source>
            <translation>{partner} va entamer et vous demande quelle couleur vous voulez voir jouée, ou non.</translation>
        </message>
        <message>
            <source>Lead</source>
            <translation>Entamer</translation>
        </message>
        <message>
            <source>Don't lead</source>
            <translation>Ne pas entamer</translation>
        </message>
        <message>
            <source>No preference</source>
            <translation>Pas de préférence</translation>
        </message>
        <message>
            <source>You lead next. You may first ask {partner} which suit to lead:</source>
            <translation>Vous entamez ensuite. Vous pouvez d’abord demander à {partner} quelle couleur jouer :</translation>
        </message>
        <message>
            <source>Ask {partner}</source>
            <translation>Demander à {partner}</translation>
        </message>
        <message>
            <source>Hint</source>
            <translation>Conseil</translation>
        </message>
        <message>
            <source>Suggest a move, with the reason (H); ask again for how it was worked out</source>
            <translation>Suggère un coup avec sa raison (H) ; redemandez pour savoir comment il a été calculé</translation>
        </message>
        <message>
            <source>Suggest a move</source>
            <translation>Suggérer un coup</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Plis</translation>
        </message>
        <message>
            <source>This deal</source>
            <translation>Cette donne</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>why?</source>
            <translation>pourquoi ?</translation>
        </message>
        <message>
            <source>Review the deal</source>
            <translation>Revoir la donne</translation>
        </message>
        <message>
            <source>How did I play?</source>
            <translation>Comment ai-je joué ?</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Feuille de marque</translation>
        </message>
        <message>
            <source>Back to my match</source>
            <translation>Retour à ma partie</translation>
        </message>
        <message>
            <source>New match</source>
            <translation>Nouvelle partie</translation>
        </message>
        <message>
            <source>Next deal</source>
            <translation>Donne suivante</translation>
        </message>
    </context>
    <context>
        <name>Players</name>
        <message>
            <source>Chosen at random.</source>
            <translation>Choisi au hasard.</translation>
        </message>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
    </context>
    <context>
        <name>Practice</name>
        <message>
            <source>Practise my mistakes</source>
            <translation>S’entraîner sur mes erreurs</translation>
        </message>
        <message>
            <source>You played the {card}: {mark}</source>
            <translation>Vous avez joué votre {card} : {mark}</translation>
        </message>
        <message>
            <source>You showed the {card}: {mark}</source>
            <translation>Vous avez montré votre {card} : {mark}</translation>
        </message>
        <message>
            <source>You kept the trick: {mark}</source>
            <translation>Vous avez gardé le pli : {mark}</translation>
        </message>
        <message>
            <source>You gave the trick to {name}: {mark}</source>
            <translation>Vous avez donné le pli à {name} : {mark}</translation>
        </message>
        <message>
            <source>Not solved yet</source>
            <translation>Pas encore résolue</translation>
        </message>
        <message>
            <source>Solved {date}</source>
            <translation>Résolue le {date}</translation>
        </message>
        <message>
            <source>No positions to practise yet: after each deal the coach keeps your clear mistakes and blunders here.</source>
            <translation>Aucune position à travailler pour l’instant : après chaque donne, l’entraîneur garde ici vos erreurs nettes et vos gaffes.</translation>
        </message>
        <message numerus="yes">
            <source>%n positions kept from your mistakes; {unsolved} not solved yet.</source>
            <translation>
                <numerusform>%n position gardée de vos erreurs ; {unsolved} pas encore résolue(s).</numerusform>
                <numerusform>%n positions gardées de vos erreurs ; {unsolved} pas encore résolue(s).</numerusform>
            </translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Jeu</translation>
        </message>
        <message>
            <source>Decision</source>
            <translation>Décision</translation>
        </message>
        <message>
            <source>Kept</source>
            <translation>Gardée le</translation>
        </message>
        <message>
            <source>Solved?</source>
            <translation>Résolue ?</translation>
        </message>
        <message>
            <source>Positions to practise</source>
            <translation>Positions à travailler</translation>
        </message>
        <message>
            <source>Each position is set out at the table as it was when you chose: choose again, and the answer shows. A position is solved when your choice is as good as the expert's.</source>
            <translation>Chaque position est remise sur la table telle qu’elle était quand vous avez choisi : choisissez à nouveau, et la réponse s’affiche. Une position est résolue quand votre choix vaut celui de l’expert.</translation>
        </message>
        <message>
            <source>&amp;Try this position</source>
            <translation>&amp;Essayer cette position</translation>
        </message>
        <message>
            <source>&amp;Next unsolved</source>
            <translation>&amp;Suivante non résolue</translation>
        </message>
        <message>
            <source>the {card}</source>
            <translation>votre {card}</translation>
        </message>
        <message>
            <source>keep the trick</source>
            <translation>garder le pli</translation>
        </message>
        <message>
            <source>give the trick to {name}</source>
            <translation>donner le pli à {name}</translation>
        </message>
        <message>
            <source>Solved!</source>
            <translation>Résolue !</translation>
        </message>
        <message>
            <source>You chose {chosen}: the expert's own choice.</source>
            <translation>Vous avez choisi {chosen} : le choix même de l’expert.</translation>
        </message>
        <message>
            <source>You chose {chosen}: as good as the expert's choice, {expert}, within the search's margin.</source>
            <translation>Vous avez choisi {chosen} : aussi bon, à la marge de calcul près, que le choix de l’expert, {expert}.</translation>
        </message>
        <message>
            <source>Not this time</source>
            <translation>Pas cette fois</translation>
        </message>
        <message>
            <source>That was not the decision to solve here; the expert's choice is {expert}.</source>
            <translation>Ce n’était pas la décision à résoudre ici ; l’expert choisit {expert}.</translation>
        </message>
        <message>
            <source>You chose {chosen}; the expert's choice, {expert}, is worth about {points} points more on average.</source>
            <translation>Vous avez choisi {chosen} ; le choix de l’expert, {expert}, vaut en moyenne environ {points} points de plus.</translation>
        </message>
        <message>
            <source>your choice</source>
            <translation>votre choix</translation>
        </message>
        <message>
            <source>the expert's</source>
            <translation>celui de l’expert</translation>
        </message>
        <message>
            <source>as good</source>
            <translation>aussi bon</translation>
        </message>
        <message>
            <source>{points} points</source>
            <translation>{points} points</translation>
        </message>
        <message>
            <source>Next position</source>
            <translation>Position suivante</translation>
        </message>
        <message>
            <source>This decision can be tried again once the coach has looked at it.</source>
            <translation>Vous pourrez réessayer cette décision dès que l’entraîneur l’aura examinée.</translation>
        </message>
        <message>
            <source>Your mistakes are kept to practise only when the program keeps a history.</source>
            <translation>Vos erreurs ne sont gardées pour vous entraîner que si le programme tient un historique.</translation>
        </message>
        <message>
            <source>Positions are tried again away from a table with friends: leave the table first, or practise them later from Help ▸ Practise my mistakes.</source>
            <translation>On ne réessaie pas une position à une table entre amis : quittez d’abord la table, ou travaillez-la plus tard depuis Aide ▸ S’entraîner sur mes erreurs.</translation>
        </message>
        <message>
            <source>This position could not be set out again: its deal is not one this version can replay.</source>
            <translation>Cette position n’a pas pu être remise en place : cette version ne peut pas rejouer sa donne.</translation>
        </message>
        <message>
            <source>Try again: what do you choose here? The answer shows once you have chosen.</source>
            <translation>À vous de nouveau : que choisissez-vous ici ? La réponse s’affiche dès que vous avez choisi.</translation>
        </message>
        <message>
            <source>Back to my match</source>
            <translation>Retour à ma partie</translation>
        </message>
        <message>
            <source>Back to the table</source>
            <translation>Retour à la table</translation>
        </message>
    </context>
    <context>
        <name>Presenter</name>
        <message>
            <source>Deal no. {number}  ·  deal {deal} of {count}</source>
            <translation>N° {number}  ·  donne {deal} sur {count}</translation>
        </message>
        <message>
            <source>Deal no. {number}  ·  to {target}</source>
            <translation>N° {number}  ·  objectif {target}</translation>
        </message>
        <message>
            <source>Dealer: {dealer}</source>
            <translation>Donneur : {dealer}</translation>
        </message>
        <message>
            <source>Trump: {trump}</source>
            <translation>Atout : {trump}</translation>
        </message>
        <message>
            <source>Trump: to be chosen</source>
            <translation>Atout : à choisir</translation>
        </message>
        <message>
            <source>No trumps</source>
            <translation>Sans atout</translation>
        </message>
        <message>
            <source>Aim: to be Hamlet</source>
            <translation>But : être Hamlet</translation>
        </message>
        <message>
            <source>Aim: not to be Hamlet</source>
            <translation>But : ne pas être Hamlet</translation>
        </message>
        <message>
            <source>{game}  (practice)</source>
            <translation>{game}  (entraînement)</translation>
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
            <translation>Normale</translation>
        </message>
        <message>
            <source>Large</source>
            <translation>Grande</translation>
        </message>
        <message>
            <source>Larger</source>
            <translation>Plus grande</translation>
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
            <translation>R</translation>
        </message>
        <message>
            <source>Q</source>
            <translation>D</translation>
        </message>
        <message>
            <source>J</source>
            <translation>V</translation>
        </message>
    </context>
    <context>
        <name>Ranks</name>
        <message>
            <source>Two</source>
            <translation>Deux</translation>
        </message>
        <message>
            <source>Three</source>
            <translation>Trois</translation>
        </message>
        <message>
            <source>Four</source>
            <translation>Quatre</translation>
        </message>
        <message>
            <source>Five</source>
            <translation>Cinq</translation>
        </message>
        <message>
            <source>Six</source>
            <translation>Six</translation>
        </message>
        <message>
            <source>Seven</source>
            <translation>Sept</translation>
        </message>
        <message>
            <source>Eight</source>
            <translation>Huit</translation>
        </message>
        <message>
            <source>Nine</source>
            <translation>Neuf</translation>
        </message>
        <message>
            <source>Ten</source>
            <translation>Dix</translation>
        </message>
        <message>
            <source>Jack</source>
            <translation>Valet</translation>
        </message>
        <message>
            <source>Queen</source>
            <translation>Dame</translation>
        </message>
        <message>
            <source>King</source>
            <translation>Roi</translation>
        </message>
        <message>
            <source>Ace</source>
            <translation>As</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <source>&amp;Hindsight: every hand known</source>
            <translation>&amp;Après coup : toutes les mains connues</translation>
        </message>
        <message>
            <source>Each choice's points as the cards really lay, which nobody could know at the table.</source>
            <translation>Les points de chaque choix selon la vraie place des cartes, que personne ne pouvait connaître à la table.</translation>
        </message>
        <message>
            <source>In hindsight: each choice's points with every hand known, as nobody could know them then.</source>
            <translation>Après coup : les points de chaque choix, toutes les mains connues, ce que personne ne pouvait savoir alors.</translation>
        </message>
        <message>
            <source>Each choice's expected points, from what was known then.</source>
            <translation>Les points attendus de chaque choix, d’après ce qu’on savait alors.</translation>
        </message>
        <message>
            <source>Working out every choice with every hand known…</source>
            <translation>Calcul de chaque choix, toutes les mains connues…</translation>
        </message>
        <message>
            <source>This could not be worked out just now.</source>
            <translation>Ce calcul n’a pas pu être fait pour l’instant.</translation>
        </message>
        <message>
            <source>{sign} {mark}: {choice}, {where}</source>
            <translation>{sign} {mark} : {choice}, {where}</translation>
        </message>
        <message>
            <source>(lost {points})</source>
            <translation>({points} perdus)</translation>
        </message>
        <message>
            <source>★ the expert's</source>
            <translation>★ choix de l’expert</translation>
        </message>
        <message>
            <source>◀ chosen</source>
            <translation>◀ choisi</translation>
        </message>
        <message>
            <source>Review of {game}, deal no. {seed}</source>
            <translation>Revoir la donne : {game}, n° {seed}</translation>
        </message>
        <message>
            <source>{game}, deal no. {seed}</source>
            <translation>{game}, donne n° {seed}</translation>
        </message>
        <message>
            <source>Review of {game}</source>
            <translation>Revoir la donne : {game}</translation>
        </message>
        <message>
            <source>Review</source>
            <translation>Revoir la donne</translation>
        </message>
        <message>
            <source>&amp;Save deal record…</source>
            <translation>&amp;Enregistrer la donne…</translation>
        </message>
        <message>
            <source>Play this deal &amp;again</source>
            <translation>&amp;Rejouer cette donne</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>{name}'s hand</source>
            <translation>Main : {name}</translation>
        </message>
        <message>
            <source>How the deal went</source>
            <translation>Déroulement de la donne</translation>
        </message>
        <message>
            <source>◀ &amp;Previous</source>
            <translation>◀ &amp;Précédent</translation>
        </message>
        <message>
            <source>&amp;Next ▶</source>
            <translation>&amp;Suivant ▶</translation>
        </message>
        <message>
            <source>Trick</source>
            <translation>Pli</translation>
        </message>
        <message numerus="yes">
            <source>%n tricks</source>
            <translation>
                <numerusform>%n pli</numerusform>
                <numerusform>%n plis</numerusform>
            </translation>
        </message>
        <message>
            <source>Trick {number} of {count}</source>
            <translation>Pli {number} sur {count}</translation>
        </message>
        <message>
            <source>The hands as dealt</source>
            <translation>Les mains distribuées</translation>
        </message>
        <message numerus="yes">
            <source>%n tricks were played. Step through them with Next.</source>
            <translation>
                <numerusform>%n pli a été joué. Parcourez-le avec Suivant.</numerusform>
                <numerusform>%n plis ont été joués. Parcourez-les avec Suivant.</numerusform>
            </translation>
        </message>
        <message>
            <source>You led.</source>
            <translation>Vous avez entamé.</translation>
        </message>
        <message>
            <source>{leader} led.</source>
            <translation>{leader} a entamé.</translation>
        </message>
        <message>
            <source>You took it with the {card}.</source>
            <translation>Vous avez remporté le pli ({card}).</translation>
        </message>
        <message>
            <source>{took} took it with the {card}.</source>
            <translation>{took} a remporté le pli ({card}).</translation>
        </message>
        <message>
            <source>You gave it to {took} with the {card}.</source>
            <translation>Vous avez donné le pli à {took} ({card}).</translation>
        </message>
        <message>
            <source>{giver} gave it to you with the {card}.</source>
            <translation>{giver} vous a donné le pli ({card}).</translation>
        </message>
        <message>
            <source>{giver} gave it to {took} with the {card}.</source>
            <translation>{giver} a donné le pli à {took} ({card}).</translation>
        </message>
        <message>
            <source>Save deal record</source>
            <translation>Enregistrer la donne</translation>
        </message>
        <message>
            <source>Deal records (*.parlett)</source>
            <translation>Fichiers de donne (*.parlett)</translation>
        </message>
        <message>
            <source>The deal could not be saved: {problem}.</source>
            <translation>La donne n’a pas pu être enregistrée : {problem}.</translation>
        </message>
        <message>
            <source>trick {number}</source>
            <translation>pli {number}</translation>
        </message>
        <message>
            <source>after trick {number}</source>
            <translation>après le pli {number}</translation>
        </message>
        <message>
            <source>the proposals</source>
            <translation>les propositions</translation>
        </message>
        <message>
            <source>{sign} {choice} — {where}, lost {points}</source>
            <translation>{sign} {choice} — {where}, {points} perdus</translation>
        </message>
        <message>
            <source>The coach is looking at your play…</source>
            <translation>Analyse de votre jeu…</translation>
        </message>
        <message>
            <source>Looking at {name}'s play…</source>
            <translation>Analyse du jeu de {name}…</translation>
        </message>
        <message>
            <source>The play could not be looked at this time.</source>
            <translation>Le jeu n’a pas pu être analysé cette fois-ci.</translation>
        </message>
        <message>
            <source>There was no choice to make in this deal.</source>
            <translation>Il n’y avait aucun choix à faire dans cette donne.</translation>
        </message>
        <message numerus="yes">
            <source>Accuracy {accuracy} of 100, over %n decisions.</source>
            <translation>
                <numerusform>Précision : {accuracy} sur 100, pour %n décision.</numerusform>
                <numerusform>Précision : {accuracy} sur 100, pour %n décisions.</numerusform>
            </translation>
        </message>
        <message>
            <source>Errors (choose one to see its trick):</source>
            <translation>Erreurs (choisissez-en une pour voir son pli) :</translation>
        </message>
        <message>
            <source>Errors</source>
            <translation>Erreurs</translation>
        </message>
        <message>
            <source>No inaccuracy, mistake or blunder.</source>
            <translation>Aucune imprécision, erreur ni gaffe.</translation>
        </message>
        <message>
            <source>Whose play is marked</source>
            <translation>Le jeu de qui est évalué</translation>
        </message>
        <message>
            <source>&amp;Marks for</source>
            <translation>É&amp;valuation de</translation>
        </message>
        <message>
            <source>The deal</source>
            <translation>La donne</translation>
        </message>
        <message>
            <source>Marks</source>
            <translation>Évaluation</translation>
        </message>
        <message>
            <source>The marks of every decision</source>
            <translation>L’évaluation de chaque décision</translation>
        </message>
        <message>
            <source>Choices</source>
            <translation>Choix</translation>
        </message>
        <message>
            <source>The value of every choice here</source>
            <translation>La valeur de chaque choix ici</translation>
        </message>
        <message>
            <source>Looking…</source>
            <translation>Analyse en cours…</translation>
        </message>
        <message>
            <source>You had no choice to make here.</source>
            <translation>Vous n’aviez aucun choix à faire ici.</translation>
        </message>
        <message>
            <source>{name} had no choice to make here.</source>
            <translation>{name} n’avait aucun choix à faire ici.</translation>
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
            <translation>Courtisan</translation>
        </message>
        <message>
            <source>Hood</source>
            <translation>Hood</translation>
        </message>
        <message>
            <source>Partner</source>
            <translation>Partenaire</translation>
        </message>
        <message>
            <source>Soloist</source>
            <translation>Soliste</translation>
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
            <translation>Trois joueurs · atout · nouveaux partenaires à chaque donne</translation>
        </message>
        <message>
            <source>A game by David Parlett</source>
            <translation>Un jeu de David Parlett</translation>
        </message>
        <message>
            <source>Joker</source>
            <translation>Joker</translation>
        </message>
        <message>
            <source>Players</source>
            <translation>Joueurs</translation>
        </message>
        <message>
            <source>Cards</source>
            <translation>Cartes</translation>
        </message>
        <message>
            <source>33, one a joker</source>
            <translation>33, dont un joker</translation>
        </message>
        <message>
            <source>Each hand</source>
            <translation>Par main</translation>
        </message>
        <message>
            <source>11 cards</source>
            <translation>11 cartes</translation>
        </message>
        <message>
            <source>Match</source>
            <translation>Partie</translation>
        </message>
        <message>
            <source>to 100 points</source>
            <translation>en 100 points</translation>
        </message>
        <message>
            <source>Overview</source>
            <translation>Présentation</translation>
        </message>
        <message>
            <source>Hoodwink is a trick-taking game for three players, with trumps and a twist. At the start of each deal everyone shows one card, and those three cards pick the trump suit and split the table into two &lt;b&gt;partners&lt;/b&gt; and a lone player called the &lt;b&gt;Hood&lt;/b&gt;. The partners are not out to win lots of tricks: they succeed if they finish the deal with exactly as many tricks as each other. The Hood wins by upsetting that balance, and scores extra for doing it with an odd number of tricks or by matching one partner's count exactly.</source>
            <translation>Hoodwink est un jeu de plis pour trois joueurs, avec atout et une subtilité. Au début de chaque donne, chacun montre une carte ; ces trois cartes désignent la couleur d’atout et partagent la table entre deux &lt;b&gt;partenaires&lt;/b&gt; et un joueur isolé, appelé le &lt;b&gt;Hood&lt;/b&gt;. Les partenaires ne cherchent pas à faire beaucoup de plis : ils réussissent s’ils terminent la donne avec exactement autant de plis l’un que l’autre. Le Hood gagne en rompant cet équilibre, et marque davantage s’il y parvient avec un nombre impair de plis ou en faisant exactement autant de plis que l’un des partenaires.</translation>
        </message>
        <message>
            <source>The cards</source>
            <translation>Les cartes</translation>
        </message>
        <message>
            <source>Hoodwink is played with 33 cards: the Ace, King, Queen, Jack, 10, 9, 8 and 7 of each suit, plus one joker. In every suit the Ace is the top card and the 7 the bottom one.</source>
            <translation>Hoodwink se joue avec 33 cartes : l’As, le Roi, la Dame, le Valet, le 10, le 9, le 8 et le 7 de chaque couleur, plus un joker. Dans chaque couleur, l’As est la plus forte carte et le 7 la plus faible.</translation>
        </message>
        <message>
            <source>Each suit from high to low, and the joker.</source>
            <translation>Chaque couleur de la plus forte à la plus faible, et le joker.</translation>
        </message>
        <message>
            <source>The joker always belongs to the trump suit, whichever suit that turns out to be, as its very lowest card: even the 7 of trumps outranks it (see &lt;a href='#joker'&gt;The joker&lt;/a&gt;).</source>
            <translation>Le joker appartient toujours à la couleur d’atout, quelle qu’elle soit, dont il est la toute dernière carte : même le 7 d’atout le bat (voir &lt;a href='#joker'&gt;Le joker&lt;/a&gt;).</translation>
        </message>
        <message>
            <source>All 33 cards are dealt, 11 to each player, so every deal has 11 tricks and no card is left over. There are always exactly three players.</source>
            <translation>Les 33 cartes sont toutes distribuées, 11 à chaque joueur : chaque donne compte donc 11 plis et il ne reste aucune carte. On joue toujours à trois exactement.</translation>
        </message>
        <message>
            <source>The deal</source>
            <translation>La donne</translation>
        </message>
        <message>
            <source>The dealer shuffles and deals the cards face down, one at a time, starting with the player on their left and going round to the left until everyone holds 11. The first lead belongs to the player sitting on the dealer's left. For the next deal, the dealer's seat moves one place to the left.</source>
            <translation>Le donneur bat les cartes et les distribue face cachée, une à une, en commençant par le joueur à sa gauche et en tournant vers la gauche jusqu’à ce que chacun en ait 11. Le joueur assis à la gauche du donneur entame le premier pli. À la donne suivante, c’est le joueur de gauche qui distribue.</translation>
        </message>
        <message>
            <source>First dealer</source>
            <translation>Premier donneur</translation>
        </message>
        <message>
            <source>The program picks the first dealer of a match at random, and after each deal the deal passes to the left. Parlett's rules leave the first dealer open, so a fair random pick stands in for cutting the pack.</source>
            <translation>Le programme tire au sort le premier donneur de la partie, puis le rôle de donneur passe au joueur de gauche après chaque donne. Les règles de Parlett ne précisent pas qui donne en premier : un tirage au sort équitable tient lieu de coupe.</translation>
        </message>
        <message>
            <source>Trumps and partners</source>
            <translation>Atout et partenaires</translation>
        </message>
        <message>
            <source>Before a card is played, each player secretly chooses one card from their hand: any suit card, but never the joker. Its suit is the suit you put forward as trumps. Nobody sees anyone else's choice until all three are made; then the three cards are turned face up together. The program keeps every choice hidden until the last one is in, from the computer players as much as from you.</source>
            <translation>Avant qu’une carte soit jouée, chaque joueur choisit en secret une carte de sa main : n’importe laquelle, mais jamais le joker. Sa couleur est celle qu’il propose comme atout. Personne ne voit le choix des autres avant que les trois soient faits ; les trois cartes sont alors retournées ensemble, face visible. Le programme garde chaque choix secret jusqu’au dernier, aussi bien pour les joueurs de l’ordinateur que pour vous.</translation>
        </message>
        <message>
            <source>The card you show</source>
            <translation>La carte montrée</translation>
        </message>
        <message>
            <source>After the reveal your card goes back into your hand and is played later like any other; the table has simply seen it. All 33 cards are needed for the 11 tricks, and the original rules don't set it aside.</source>
            <translation>Après le dévoilement, votre carte retourne dans votre main et se joue plus tard comme n’importe quelle autre ; la table l’a simplement vue. Les 33 cartes sont nécessaires aux 11 plis, et les règles d’origine ne la mettent pas de côté.</translation>
        </message>
        <message>
            <source>Reading the three cards</source>
            <translation>Lire les trois cartes</translation>
        </message>
        <message>
            <source>Cards shown</source>
            <translation>Cartes montrées</translation>
        </message>
        <message>
            <source>Partners</source>
            <translation>Partenaires</translation>
        </message>
        <message>
            <source>Hood</source>
            <translation>Hood</translation>
        </message>
        <message>
            <source>Trumps</source>
            <translation>Atout</translation>
        </message>
        <message>
            <source>All three in one suit</source>
            <translation>Toutes trois de la même couleur</translation>
        </message>
        <message>
            <source>whoever showed the highest card of it, and whoever showed the lowest</source>
            <translation>celui qui a montré la plus forte, et celui qui a montré la plus faible</translation>
        </message>
        <message>
            <source>the player whose card ranks in between</source>
            <translation>le joueur dont la carte se situe entre les deux</translation>
        </message>
        <message>
            <source>that suit</source>
            <translation>cette couleur</translation>
        </message>
        <message>
            <source>Two in one suit, one in another</source>
            <translation>Deux d’une couleur, une d’une autre</translation>
        </message>
        <message>
            <source>the two who showed the same suit</source>
            <translation>les deux qui ont montré la même couleur</translation>
        </message>
        <message>
            <source>the odd one out</source>
            <translation>l’intrus</translation>
        </message>
        <message>
            <source>the Hood's suit</source>
            <translation>la couleur du Hood</translation>
        </message>
        <message>
            <source>Three different suits</source>
            <translation>Trois couleurs différentes</translation>
        </message>
        <message>
            <source>the two whose suits are the same colour</source>
            <translation>les deux qui ont montré deux rouges ou deux noires</translation>
        </message>
        <message>
            <source>the third player</source>
            <translation>le troisième joueur</translation>
        </message>
        <message>
            <source>the fourth suit, the one nobody showed</source>
            <translation>la quatrième couleur, celle que personne n’a montrée</translation>
        </message>
        <message>
            <source>Spades {S} and clubs {C} are the black suits; hearts {H} and diamonds {D} the red ones. When three different suits are shown, exactly two of them always share a colour, so there is never any doubt.</source>
            <translation>Pique {S} et trèfle {C} sont les couleurs noires ; cœur {H} et carreau {D}, les rouges. Quand trois couleurs différentes sont montrées, deux d’entre elles sont toujours de la même teinte : il n’y a donc jamais de doute.</translation>
        </message>
        <message>
            <source>Examples</source>
            <translation>Exemples</translation>
        </message>
        <message>
            <source>One suit</source>
            <translation>Une seule couleur</translation>
        </message>
        <message>
            <source>All hearts. Ada's Ace is the highest and Ben's 7 the lowest, so they are the partners; Cleo's Jack sits in between, which makes her the Hood. Hearts are trumps.</source>
            <translation>Que des cœurs. L’As d’Ada est la plus forte carte et le 7 de Ben la plus faible : ce sont eux les partenaires. Le Valet de Cleo se situe entre les deux, ce qui fait d’elle le Hood. L’atout est cœur.</translation>
        </message>
        <message>
            <source>Ada</source>
            <translation>Ada</translation>
        </message>
        <message>
            <source>partner</source>
            <translation>partenaire</translation>
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
            <translation>Deux de même couleur</translation>
        </message>
        <message>
            <source>Ada and Ben both showed spades, so they are partners and Cleo is the Hood. Trumps are the Hood's suit: diamonds.</source>
            <translation>Ada et Ben ont tous deux montré un pique : ils sont partenaires et Cleo est le Hood. L’atout est la couleur du Hood : carreau.</translation>
        </message>
        <message>
            <source>Ada and Cleo match in clubs and become partners. Ben is the Hood, and his heart makes hearts trumps.</source>
            <translation>Ada et Cleo ont toutes deux montré un trèfle et deviennent partenaires. Ben est le Hood, et comme il a montré un cœur, l’atout est cœur.</translation>
        </message>
        <message>
            <source>Three suits</source>
            <translation>Trois couleurs</translation>
        </message>
        <message>
            <source>Three suits. Spades and clubs are both black, so Ada and Ben are partners and Cleo is the Hood. Nobody showed a heart, so hearts are trumps.</source>
            <translation>Trois couleurs. Pique et trèfle sont tous deux noirs : Ada et Ben sont donc partenaires, et Cleo est le Hood. Personne n’a montré de cœur : l’atout est cœur.</translation>
        </message>
        <message>
            <source>Three suits again; the ranks don't matter here. The black pair, Ada and Cleo, are partners, Ben is the Hood, and diamonds, the suit left out, are trumps.</source>
            <translation>Encore trois couleurs ; la hauteur des cartes ne compte pas ici. La paire noire, Ada et Cleo, forme les partenaires, Ben est le Hood, et carreau, la couleur absente, est l’atout.</translation>
        </message>
        <message>
            <source>What each side is after</source>
            <translation>Ce que chaque camp recherche</translation>
        </message>
        <message>
            <source>&lt;b&gt;The partners&lt;/b&gt; want to end the deal level: exactly the same number of tricks each. Any number will do, although more tricks mean more points.</source>
            <translation>&lt;b&gt;Les partenaires&lt;/b&gt; veulent finir la donne à égalité : exactement le même nombre de plis chacun. N’importe quel nombre convient, mais plus de plis rapportent plus de points.</translation>
        </message>
        <message>
            <source>&lt;b&gt;The Hood&lt;/b&gt; wins whenever the partners' counts differ, and earns extra for ending on an odd number of tricks or on the same number as either partner.</source>
            <translation>&lt;b&gt;Le Hood&lt;/b&gt; gagne dès que les partenaires n’ont pas le même nombre de plis, et marque davantage s’il finit avec un nombre impair de plis ou avec autant de plis que l’un des partenaires.</translation>
        </message>
        <message>
            <source>Because the three cards lie face up, everybody knows the partnerships and the trump suit before the first lead. The exception is the &lt;a href='#option-same_suit'&gt;individual play&lt;/a&gt; option. With the &lt;a href='#option-trump_selection'&gt;longest suit&lt;/a&gt; option the program picks each player's card by a fixed rule instead of letting them choose.</source>
            <translation>Comme les trois cartes sont posées face visible, tout le monde connaît les équipes et la couleur d’atout avant la première entame. Seule exception : l’option &lt;a href='#option-same_suit'&gt;jeu individuel&lt;/a&gt;. Avec l’option &lt;a href='#option-trump_selection'&gt;couleur la plus longue&lt;/a&gt;, le programme choisit la carte de chaque joueur selon une règle fixe au lieu de le laisser choisir.</translation>
        </message>
        <message>
            <source>Playing the tricks</source>
            <translation>Le jeu de la carte</translation>
        </message>
        <message>
            <source>Whoever sits on the dealer's left makes the opening lead, and after that each trick's winner leads again. Play goes round to the left, one card each.</source>
            <translation>Le joueur assis à la gauche du donneur entame le premier pli ; ensuite, le gagnant de chaque pli entame le suivant. Le jeu tourne vers la gauche, une carte par joueur.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Follow suit.&lt;/b&gt; If you hold a card of the suit that was led, you must play one. If you don't, you may play any card, a trump included.</source>
            <translation>&lt;b&gt;Fournir.&lt;/b&gt; Si vous avez une carte de la couleur demandée, vous devez en jouer une. Sinon, vous pouvez jouer n’importe quelle carte, y compris un atout.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Taking the trick.&lt;/b&gt; If any trumps were played, the highest trump takes the trick. If none were, it goes to the best card in the suit that was led. A card of any other suit never wins.</source>
            <translation>&lt;b&gt;Qui remporte le pli.&lt;/b&gt; Si des atouts ont été joués, le plus fort atout remporte le pli. Sinon, c’est la plus forte carte de la couleur demandée qui l’emporte. Une carte d’une autre couleur ne gagne jamais.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your own pile.&lt;/b&gt; Everybody keeps the tricks they take in front of them, partners included: what counts is how many each player takes, not how many a side takes.</source>
            <translation>&lt;b&gt;Chacun ses plis.&lt;/b&gt; Chacun garde devant soi les plis qu’il remporte, partenaires compris : ce qui compte, c’est le nombre de plis de chaque joueur, pas celui d’un camp.</translation>
        </message>
        <message>
            <source>The joker</source>
            <translation>Le joker</translation>
        </message>
        <message>
            <source>The joker is the lowest trump, and it behaves as a card of the trump suit in every way:</source>
            <translation>Le joker est le plus petit atout, et il se comporte à tous égards comme une carte de la couleur d’atout :</translation>
        </message>
        <message>
            <source>When trumps are led and the joker is your only trump, you must play it.</source>
            <translation>Quand on entame atout et que le joker est votre seul atout, vous devez le jouer.</translation>
        </message>
        <message>
            <source>Leading the joker counts as leading trumps, so the others must play trumps if they have any.</source>
            <translation>Entamer le joker revient à entamer atout : les autres doivent donc fournir à l’atout s’ils en ont.</translation>
        </message>
        <message>
            <source>When you can't follow a plain suit, you may play the joker as a trump: it beats every card that isn't a trump.</source>
            <translation>Quand vous ne pouvez pas fournir à une couleur ordinaire, vous pouvez couper avec le joker : il bat toute carte qui n’est pas un atout.</translation>
        </message>
        <message>
            <source>Against any other trump it loses; even the 7 of trumps beats it.</source>
            <translation>Face à n’importe quel autre atout, il perd ; même le 7 d’atout le bat.</translation>
        </message>
        <message>
            <source>Who takes the trick?</source>
            <translation>Qui remporte le pli ?</translation>
        </message>
        <message>
            <source>Trumps {H}</source>
            <translation>Atout {H}</translation>
        </message>
        <message>
            <source>Spades are led and the third player, out of spades, plays the joker. It is the only trump in the trick, so it wins.</source>
            <translation>Entame à pique ; le troisième joueur, qui n’a plus de pique, joue le joker. C’est le seul atout du pli : il gagne.</translation>
        </message>
        <message>
            <source>led</source>
            <translation>entame</translation>
        </message>
        <message>
            <source>2nd</source>
            <translation>2e</translation>
        </message>
        <message>
            <source>3rd</source>
            <translation>3e</translation>
        </message>
        <message>
            <source>★ wins</source>
            <translation>★ gagne</translation>
        </message>
        <message>
            <source>Two trumps this time. The {7H} is the higher of them, because the joker ranks below every other trump.</source>
            <translation>Deux atouts cette fois. Le {7H} est le plus fort des deux, car le joker est classé sous tous les autres atouts.</translation>
        </message>
        <message>
            <source>Leading the joker leads trumps, and the {8H} is a higher trump. The {KS} comes from a player with no hearts left and cannot win.</source>
            <translation>Entamer le joker, c’est entamer atout, et le {8H} est un atout plus fort. Le {KS} vient d’un joueur qui n’a plus de cœur : il ne peut pas gagner.</translation>
        </message>
        <message>
            <source>No trump is played, so the highest club wins. The {AD} is off-suit and counts for nothing.</source>
            <translation>Aucun atout n’est joué : le plus fort trèfle gagne. L’{AD} n’est pas de la couleur demandée et ne compte pas.</translation>
        </message>
        <message>
            <source>Which cards may I play?</source>
            <translation>Quelles cartes puis-je jouer ?</translation>
        </message>
        <message>
            <source>Trumps {H}; a heart is led</source>
            <translation>Atout {H} ; entame à cœur</translation>
        </message>
        <message>
            <source>Trumps are led and the joker is your only trump, so it has to go.</source>
            <translation>On a entamé atout et le joker est votre seul atout : vous devez le jouer.</translation>
        </message>
        <message>
            <source>✓ may play</source>
            <translation>✓ jouable</translation>
        </message>
        <message>
            <source>✗ may not</source>
            <translation>✗ interdite</translation>
        </message>
        <message>
            <source>Trumps {H}; a club is led</source>
            <translation>Atout {H} ; entame à trèfle</translation>
        </message>
        <message>
            <source>You hold a club, so you must play it. The joker is a heart in this deal, not a club.</source>
            <translation>Vous avez un trèfle : vous devez le jouer. Dans cette donne, le joker est un cœur, pas un trèfle.</translation>
        </message>
        <message>
            <source>No clubs in your hand, so anything goes: the joker or the {9H} to trump, or the {AS} to throw away.</source>
            <translation>Pas de trèfle en main : tout est permis, le joker ou le {9H} pour couper, ou l’{AS} pour vous défausser.</translation>
        </message>
        <message>
            <source>Scoring</source>
            <translation>Décompte</translation>
        </message>
        <message>
            <source>When the 11 tricks are over, every player earns a point per trick in their own pile. Then one side gets a bonus:</source>
            <translation>À la fin des 11 plis, chaque joueur marque un point par pli de sa pile. Puis l’un des camps reçoit une prime :</translation>
        </message>
        <message>
            <source>&lt;b&gt;Partners level.&lt;/b&gt; If the two partners took the same number of tricks, each of them adds 10. The Hood scores tricks only.</source>
            <translation>&lt;b&gt;Partenaires à égalité.&lt;/b&gt; Si les deux partenaires ont fait le même nombre de plis, chacun d’eux ajoute 10. Le Hood ne marque que ses plis.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Partners apart.&lt;/b&gt; Otherwise the Hood has won and adds 10, then another 10 for an odd number of tricks, and another 10 for the same number as either partner. The partners score tricks only.</source>
            <translation>&lt;b&gt;Partenaires départagés.&lt;/b&gt; Sinon, le Hood a gagné et ajoute 10, puis encore 10 pour un nombre impair de plis, et encore 10 s’il a autant de plis que l’un des partenaires. Les partenaires ne marquent que leurs plis.</translation>
        </message>
        <message>
            <source>So a winning Hood can add up to 30, when both extras come together.</source>
            <translation>Un Hood gagnant peut donc ajouter jusqu’à 30, quand les deux primes supplémentaires se cumulent.</translation>
        </message>
        <message>
            <source>Worked examples</source>
            <translation>Exemples chiffrés</translation>
        </message>
        <message>
            <source>Partners' tricks</source>
            <translation>Plis des partenaires</translation>
        </message>
        <message>
            <source>Hood's tricks</source>
            <translation>Plis du Hood</translation>
        </message>
        <message>
            <source>Partners score</source>
            <translation>Points des partenaires</translation>
        </message>
        <message>
            <source>Hood scores</source>
            <translation>Points du Hood</translation>
        </message>
        <message>
            <source>How the Hood's score is made</source>
            <translation>Calcul des points du Hood</translation>
        </message>
        <message>
            <source>5 and 1</source>
            <translation>5 et 1</translation>
        </message>
        <message>
            <source>&lt;b&gt;35&lt;/b&gt;</source>
            <translation>&lt;b&gt;35&lt;/b&gt;</translation>
        </message>
        <message>
            <source>5 tricks + 10 + 10 odd + 10 level with a partner: the best a Hood can do</source>
            <translation>5 plis + 10 + 10 impair + 10 égalité avec un partenaire : le mieux que puisse faire un Hood</translation>
        </message>
        <message>
            <source>5 and 5</source>
            <translation>5 et 5</translation>
        </message>
        <message>
            <source>&lt;b&gt;15&lt;/b&gt; each</source>
            <translation>&lt;b&gt;15&lt;/b&gt; chacun</translation>
        </message>
        <message>
            <source>partners level: 5 + 10 each; the Hood scores the one trick</source>
            <translation>partenaires à égalité : 5 + 10 chacun ; le Hood marque son unique pli</translation>
        </message>
        <message>
            <source>0 and 0</source>
            <translation>0 et 0</translation>
        </message>
        <message>
            <source>10 each</source>
            <translation>10 chacun</translation>
        </message>
        <message>
            <source>partners level with no tricks: the bonus alone</source>
            <translation>partenaires à égalité sans aucun pli : la prime seule</translation>
        </message>
        <message>
            <source>3 and 5</source>
            <translation>3 et 5</translation>
        </message>
        <message>
            <source>&lt;b&gt;33&lt;/b&gt;</source>
            <translation>&lt;b&gt;33&lt;/b&gt;</translation>
        </message>
        <message>
            <source>3 + 10 + 10 odd + 10 level</source>
            <translation>3 + 10 + 10 impair + 10 égalité</translation>
        </message>
        <message>
            <source>1 and 9</source>
            <translation>1 et 9</translation>
        </message>
        <message>
            <source>&lt;b&gt;31&lt;/b&gt;</source>
            <translation>&lt;b&gt;31&lt;/b&gt;</translation>
        </message>
        <message>
            <source>1 + 10 + 10 odd + 10 level</source>
            <translation>1 + 10 + 10 impair + 10 égalité</translation>
        </message>
        <message>
            <source>2 and 0</source>
            <translation>2 et 0</translation>
        </message>
        <message>
            <source>&lt;b&gt;29&lt;/b&gt;</source>
            <translation>&lt;b&gt;29&lt;/b&gt;</translation>
        </message>
        <message>
            <source>9 + 10 + 10 odd; nobody else has 9</source>
            <translation>9 + 10 + 10 impair ; personne d’autre n’a 9</translation>
        </message>
        <message>
            <source>4 and 3</source>
            <translation>4 et 3</translation>
        </message>
        <message>
            <source>&lt;b&gt;24&lt;/b&gt;</source>
            <translation>&lt;b&gt;24&lt;/b&gt;</translation>
        </message>
        <message>
            <source>4 + 10 + 10 level; 4 is even</source>
            <translation>4 + 10 + 10 égalité ; 4 est pair</translation>
        </message>
        <message>
            <source>5 and 2</source>
            <translation>5 et 2</translation>
        </message>
        <message>
            <source>&lt;b&gt;14&lt;/b&gt;</source>
            <translation>&lt;b&gt;14&lt;/b&gt;</translation>
        </message>
        <message>
            <source>4 + 10: even, and no match</source>
            <translation>4 + 10 : pair, et pas d’égalité</translation>
        </message>
        <message>
            <source>4 and 4</source>
            <translation>4 et 4</translation>
        </message>
        <message>
            <source>&lt;b&gt;14&lt;/b&gt; each</source>
            <translation>&lt;b&gt;14&lt;/b&gt; chacun</translation>
        </message>
        <message>
            <source>partners level: 4 + 10 each</source>
            <translation>partenaires à égalité : 4 + 10 chacun</translation>
        </message>
        <message>
            <source>6 and 2</source>
            <translation>6 et 2</translation>
        </message>
        <message>
            <source>&lt;b&gt;23&lt;/b&gt;</source>
            <translation>&lt;b&gt;23&lt;/b&gt;</translation>
        </message>
        <message>
            <source>3 + 10 + 10 odd</source>
            <translation>3 + 10 + 10 impair</translation>
        </message>
        <message>
            <source>Notice that 11 is odd: whenever the partners finish level, the Hood is left with an odd number of tricks, but that earns nothing unless the partners are apart.</source>
            <translation>Remarquez que 11 est impair : chaque fois que les partenaires finissent à égalité, il reste au Hood un nombre impair de plis, mais cela ne rapporte rien si les partenaires ne sont pas départagés.</translation>
        </message>
        <message>
            <source>Fluctuating scoring</source>
            <translation>Décompte fluctuant</translation>
        </message>
        <message>
            <source>With the &lt;a href='#option-scoring'&gt;fluctuating&lt;/a&gt; option everyone still scores 1 per trick, but the bonuses grow with the size of the result:</source>
            <translation>Avec l’option de décompte &lt;a href='#option-scoring'&gt;fluctuant&lt;/a&gt;, chacun marque toujours 1 par pli, mais les primes augmentent avec l’ampleur du résultat :</translation>
        </message>
        <message>
            <source>&lt;b&gt;Partners level:&lt;/b&gt; each partner scores 11 for every trick they took instead of 1, so five each is worth 55 apiece. Level on no tricks at all scores them nothing.</source>
            <translation>&lt;b&gt;Partenaires à égalité :&lt;/b&gt; chaque partenaire marque 11 par pli remporté au lieu de 1 : avec cinq plis chacun, ils marquent donc 55 chacun. Une égalité à zéro pli ne leur rapporte rien.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Partners apart:&lt;/b&gt; the Hood adds 10 for each trick of difference between the partners, or 20 for each when the Hood has matched one partner's count. An odd count earns nothing extra.</source>
            <translation>&lt;b&gt;Partenaires départagés :&lt;/b&gt; le Hood ajoute 10 par pli d’écart entre les partenaires, ou 20 par pli d’écart s’il a autant de plis que l’un des partenaires. Un nombre impair ne rapporte rien de plus.</translation>
        </message>
        <message>
            <source>Working</source>
            <translation>Calcul</translation>
        </message>
        <message>
            <source>4 and 2</source>
            <translation>4 et 2</translation>
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
            <translation>3 + 20 × 2, doublé pour l’égalité avec les 3 plis d’un partenaire</translation>
        </message>
        <message>
            <source>11 and 0</source>
            <translation>11 et 0</translation>
        </message>
        <message>
            <source>&lt;b&gt;220&lt;/b&gt;</source>
            <translation>&lt;b&gt;220&lt;/b&gt;</translation>
        </message>
        <message>
            <source>0 + 20 × 11: the Hood's 0 matches a partner's, the largest score there is</source>
            <translation>0 + 20 × 11 : le 0 du Hood égale celui d’un partenaire, le plus gros score possible</translation>
        </message>
        <message>
            <source>&lt;b&gt;55&lt;/b&gt; each</source>
            <translation>&lt;b&gt;55&lt;/b&gt; chacun</translation>
        </message>
        <message>
            <source>partners level: 11 × 5 each</source>
            <translation>partenaires à égalité : 11 × 5 chacun</translation>
        </message>
        <message>
            <source>The match</source>
            <translation>La partie</translation>
        </message>
        <message>
            <source>With standard scoring you play towards a target, 100 points unless you set another. As soon as a deal finishes with at least one running total on or past the target, the match is over, and the highest total wins.</source>
            <translation>Avec le décompte standard, la partie se joue jusqu’à un score à atteindre : 100 points, sauf si vous en fixez un autre. Dès qu’une donne se termine avec au moins un total cumulé égal ou supérieur à ce score, la partie est finie, et le plus haut total l’emporte.</translation>
        </message>
        <message>
            <source>With fluctuating scoring you agree the length in deals instead: 9 unless you set another, always a multiple of 3 so that everyone deals equally often. The highest total after the last deal wins.</source>
            <translation>Avec le décompte fluctuant, on fixe plutôt la durée en nombre de donnes : 9, sauf si vous choisissez un autre nombre, toujours un multiple de 3 pour que chacun donne aussi souvent que les autres. Le plus haut total après la dernière donne l’emporte.</translation>
        </message>
        <message>
            <source>Tied totals</source>
            <translation>Égalité au total</translation>
        </message>
        <message>
            <source>If two players share the highest total when a match to a target would end, the program plays another deal, and more if needed, until one total is highest. After a fixed number of deals, equal highest totals are a shared win. The original rules don't say how to settle a tie.</source>
            <translation>Si deux joueurs partagent le plus haut total au moment où une partie en points devrait finir, le programme joue une donne de plus, et d’autres si besoin, jusqu’à ce qu’un seul total soit en tête. Après un nombre fixe de donnes, des totaux égaux en tête donnent une victoire partagée. Les règles d’origine ne disent pas comment départager une égalité.</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Options</translation>
        </message>
        <message>
            <source>Choose these in the new-game dialog. The short names in grey are the ones used in saved deals and deal records.</source>
            <translation>Choisissez-les dans la fenêtre de nouvelle partie. Les noms courts en gris sont ceux qu’utilisent les donnes sauvegardées et les relevés de donnes.</translation>
        </message>
        <message>
            <source>Target score</source>
            <translation>Score à atteindre</translation>
        </message>
        <message>
            <source>Play stops at the end of the first deal that brings somebody's total up to this number (any whole number from 1). Fluctuating scoring ignores it and counts deals instead.</source>
            <translation>Le jeu s’arrête à la fin de la première donne qui amène le total d’un joueur à ce nombre ou au-delà (tout nombre entier à partir de 1). Le décompte fluctuant l’ignore et compte les donnes à la place.</translation>
        </message>
        <message>
            <source>Trump proposals</source>
            <translation>Propositions d’atout</translation>
        </message>
        <message>
            <source>How each player's card for the reveal is chosen.</source>
            <translation>Comment est choisie la carte que chaque joueur montre.</translation>
        </message>
        <message>
            <source>Show any suit card you like.</source>
            <translation>Montrez la carte de votre choix, sauf le joker.</translation>
        </message>
        <message>
            <source>You must show the highest card of your longest suit. The joker doesn't count towards any suit. When two suits are equally long, the stronger one is chosen: compare their best cards, then their second-best, and so on down. The program makes every player's proposal under this rule and tells you why your card was chosen.</source>
            <translation>Vous devez montrer la plus forte carte de votre couleur la plus longue. Le joker ne compte dans aucune couleur. Si deux couleurs sont aussi longues l’une que l’autre, on choisit la plus forte : on compare leurs meilleures cartes, puis les deuxièmes, et ainsi de suite. Le programme fait la proposition de chaque joueur selon cette règle et vous explique pourquoi votre carte a été choisie.</translation>
        </message>
        <message>
            <source>Equal longest suits</source>
            <translation>Couleurs longues à égalité</translation>
        </message>
        <message>
            <source>If two suits match card for card, the program prefers spades, then hearts, then diamonds, then clubs (♠ ♥ ♦ ♣). The original rule stops short of this case, and a proposal has to be made somehow.</source>
            <translation>Si deux couleurs sont identiques carte pour carte, le programme préfère pique, puis cœur, puis carreau, puis trèfle (♠ ♥ ♦ ♣). La règle d’origine ne prévoit pas ce cas, et il faut bien faire une proposition.</translation>
        </message>
        <message>
            <source>All three show the same suit</source>
            <translation>Trois cartes de même couleur</translation>
        </message>
        <message>
            <source>What happens when every card shown is of one suit.</source>
            <translation>Ce qui se passe quand toutes les cartes montrées sont de la même couleur.</translation>
        </message>
        <message>
            <source>The highest and lowest cards are partners, as in the table above.</source>
            <translation>Les joueurs de la plus forte et de la plus faible carte sont partenaires, comme dans le tableau ci-dessus.</translation>
        </message>
        <message>
            <source>That suit is trumps, but nobody is partnered yet: everyone plays for themselves. When the tricks are counted, any two players on the same number turn out to have been partners, and successful ones; the remaining player is the Hood. With three different counts, the next option decides.</source>
            <translation>Cette couleur est l’atout, mais personne n’a encore de partenaire : chacun joue pour soi. Au décompte des plis, deux joueurs qui ont le même nombre de plis se révèlent avoir été partenaires, et partenaires gagnants ; le joueur restant est le Hood. Si les trois nombres sont différents, l’option suivante décide.</translation>
        </message>
        <message>
            <source>When nobody ties</source>
            <translation>Aucune égalité</translation>
        </message>
        <message>
            <source>Only with individual play: who, if anyone, becomes the Hood when all three counts are different.</source>
            <translation>Seulement avec le jeu individuel : qui devient le Hood, s’il y en a un, quand les trois nombres de plis sont tous différents.</translation>
        </message>
        <message>
            <source>Nobody: there are no bonuses, and everyone scores just their tricks.</source>
            <translation>Personne : il n’y a pas de prime, et chacun ne marque que ses plis.</translation>
        </message>
        <message>
            <source>The player with the middle count is the Hood.</source>
            <translation>Le joueur au nombre de plis intermédiaire est le Hood.</translation>
        </message>
        <message>
            <source>Whoever took the 11th trick is the Hood.</source>
            <translation>Celui qui a remporté le 11e pli est le Hood.</translation>
        </message>
        <message>
            <source>Whoever took the first trick is the Hood.</source>
            <translation>Celui qui a remporté le premier pli est le Hood.</translation>
        </message>
        <message>
            <source>The trump suit picks one of the four above: &lt;code&gt;plain&lt;/code&gt; when spades are trumps, &lt;code&gt;middle&lt;/code&gt; for hearts, &lt;code&gt;last&lt;/code&gt; for diamonds and &lt;code&gt;first&lt;/code&gt; for clubs.</source>
            <translation>La couleur d’atout choisit parmi les quatre ci-dessus : &lt;code&gt;plain&lt;/code&gt; quand l’atout est pique, &lt;code&gt;middle&lt;/code&gt; à cœur, &lt;code&gt;last&lt;/code&gt; à carreau et &lt;code&gt;first&lt;/code&gt; à trèfle.</translation>
        </message>
        <message>
            <source>Once a Hood is named this way, the other two count as partners who missed, so the Hood collects the winner's bonuses. For example, with diamonds trumps under &lt;code&gt;by_suit&lt;/code&gt;, Ada takes 5 tricks, Ben 4 and Cleo 2, and Ben took the last trick: Ben is the Hood and scores 4 + 10 = 14 (even, no match), while Ada scores 5 and Cleo 2.</source>
            <translation>Une fois le Hood désigné ainsi, les deux autres comptent comme des partenaires qui ont échoué, et le Hood empoche les primes du gagnant. Par exemple, atout carreau avec &lt;code&gt;by_suit&lt;/code&gt; : Ada fait 5 plis, Ben 4 et Cleo 2, et Ben a remporté le dernier pli. Ben est le Hood et marque 4 + 10 = 14 (pair, pas d’égalité), tandis qu’Ada marque 5 et Cleo 2.</translation>
        </message>
        <message>
            <source>First-trick Hood</source>
            <translation>Hood du premier pli</translation>
        </message>
        <message>
            <source>With &lt;code&gt;first&lt;/code&gt;, as with every choice here, the first trick names the Hood only when all three counts end up different; two players who tie are still the partners. That is how the original lists these alternatives, although it remarks that this one would show the Hood from the start.</source>
            <translation>Avec &lt;code&gt;first&lt;/code&gt;, comme avec tous les choix ici, le premier pli ne désigne le Hood que si les trois nombres de plis finissent tous différents ; deux joueurs à égalité restent partenaires. C’est ainsi que le texte d’origine présente ces variantes, tout en remarquant que celle-ci révélerait le Hood dès le début.</translation>
        </message>
        <message>
            <source>Rule by trump suit</source>
            <translation>Règle selon l’atout</translation>
        </message>
        <message>
            <source>Parlett suggests letting the trump suit choose among the alternatives but doesn't pair them up; the program takes them in the order he lists them, from spades to clubs.</source>
            <translation>Parlett propose de laisser la couleur d’atout choisir entre les variantes, sans dire quelle couleur va avec laquelle ; le programme les prend dans l’ordre où il les énumère, de pique à trèfle.</translation>
        </message>
        <message>
            <source>Which way deals are scored.</source>
            <translation>Comment les donnes sont décomptées.</translation>
        </message>
        <message>
            <source>Small bonuses, played to a target score; see &lt;a href='#scoring'&gt;Scoring&lt;/a&gt;.</source>
            <translation>Petites primes, partie jusqu’à un score à atteindre ; voir &lt;a href='#scoring'&gt;Décompte&lt;/a&gt;.</translation>
        </message>
        <message>
            <source>Big swings over a fixed number of deals; see &lt;a href='#fluctuating'&gt;Fluctuating scoring&lt;/a&gt;.</source>
            <translation>Gros écarts sur un nombre fixe de donnes ; voir &lt;a href='#fluctuating'&gt;Décompte fluctuant&lt;/a&gt;.</translation>
        </message>
        <message>
            <source>Number of deals</source>
            <translation>Nombre de donnes</translation>
        </message>
        <message>
            <source>Only with fluctuating scoring: how many deals make a match, a multiple of 3.</source>
            <translation>Seulement avec le décompte fluctuant : le nombre de donnes d’une partie, un multiple de 3.</translation>
        </message>
        <message>
            <source>Partner talk</source>
            <translation>Dialogue des partenaires</translation>
        </message>
        <message>
            <source>Whether the partners may speak to each other during the deal.</source>
            <translation>Autorise ou non les partenaires à se parler pendant la donne.</translation>
        </message>
        <message>
            <source>The partners play in silence; only their cards speak.</source>
            <translation>Les partenaires jouent en silence ; seules leurs cartes parlent.</translation>
        </message>
        <message>
            <source>The partners may talk, within strict limits. When the sides are known and nobody has led yet, each partner may say roughly how many tricks their hand should make, as a range like 1–2. Later, whenever a partner has the lead, they may invite a request; the other can reply with one suit to lead (“lead ♠”), one suit to avoid (“don't lead ♥”), or “no preference”. That is all the talk there is, and the Hood hears every word. Computer partners estimate honestly, invite requests when it helps, always reply, and bear a request in mind when they lead.</source>
            <translation>Les partenaires peuvent se parler, dans des limites strictes. Une fois les camps connus et avant la première entame, chaque partenaire peut annoncer à peu près combien de plis sa main devrait faire, sous forme de fourchette, par exemple 1–2. Ensuite, chaque fois qu’un partenaire a la main, il peut demander à l’autre s’il a un souhait ; celui-ci peut répondre par une couleur à entamer (« entamez ♠ »), une couleur à éviter (« n’entamez pas ♥ ») ou « pas de préférence ». C’est tout ce qui peut se dire, et le Hood entend chaque mot. Les partenaires joués par l’ordinateur font des estimations honnêtes, posent la question quand c’est utile, répondent toujours et tiennent compte du souhait exprimé quand ils entament.</translation>
        </message>
        <message>
            <source>Tips</source>
            <translation>Conseils</translation>
        </message>
        <message>
            <source>&lt;b&gt;Partners: balance, don't hoard.&lt;/b&gt; Five tricks each is the partners' best result, 15 points apiece. Watch both piles as the deal goes on; once one of you is ahead, that partner should start losing tricks on purpose, throwing high cards away rather than winning with them.</source>
            <translation>&lt;b&gt;Partenaires : équilibrez, n’accumulez pas.&lt;/b&gt; Cinq plis chacun, c’est le meilleur résultat des partenaires : 15 points chacun. Surveillez les deux piles au fil de la donne ; dès que l’un de vous est devant, ce partenaire doit commencer à perdre des plis exprès, en se débarrassant de ses grosses cartes plutôt que de gagner avec.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Hood: you needn't win tricks.&lt;/b&gt; Your bonus depends on the partners being apart, not on your own pile. Pushing one more trick onto the partner who already has more is often worth more than taking it yourself.</source>
            <translation>&lt;b&gt;Hood : inutile de gagner des plis.&lt;/b&gt; Votre prime dépend de l’écart entre les partenaires, pas de votre propre pile. Pousser un pli de plus vers le partenaire qui en a déjà le plus vaut souvent mieux que de le prendre vous-même.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Hood: go for a match.&lt;/b&gt; The big scores come from finishing level with a partner, best of all on an odd number: three and three, or five and five, with the other partner somewhere else.</source>
            <translation>&lt;b&gt;Hood : visez l’égalité avec un partenaire.&lt;/b&gt; Les gros scores viennent d’une égalité avec l’un des partenaires, surtout sur un nombre impair : trois et trois, ou cinq et cinq, l’autre partenaire ayant un autre nombre.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Mind what you show.&lt;/b&gt; Your proposal card stays in your hand and everyone remembers it. A low card gives little away; an Ace tells the table where a sure winner is.</source>
            <translation>&lt;b&gt;Attention à ce que vous montrez.&lt;/b&gt; La carte que vous proposez reste dans votre main et tout le monde s’en souvient. Une petite carte ne révèle pas grand-chose ; un As indique à la table où se trouve une carte maîtresse.</translation>
        </message>
        <message>
            <source>&lt;b&gt;The joker is a quiet trump.&lt;/b&gt; It loses to every other trump, yet it still takes a plain-suit trick you can't follow. That makes it a handy way to add exactly one trick late in the deal, when the counts matter most.</source>
            <translation>&lt;b&gt;Le joker, un atout discret.&lt;/b&gt; Il perd contre tous les autres atouts, mais il remporte quand même un pli d’une couleur ordinaire que vous ne pouvez pas fournir. C’est donc un moyen commode d’ajouter exactement un pli en fin de donne, quand les nombres de plis comptent le plus.</translation>
        </message>
        <message>
            <source>Crescendo</source>
            <translation>Crescendo</translation>
        </message>
        <message>
            <source>Two to five players · no trumps · tricks that grow in value</source>
            <translation>De deux à cinq joueurs · sans atout · des plis de plus en plus précieux</translation>
        </message>
        <message>
            <source>2 to 5 (best 3–4)</source>
            <translation>2 à 5 (idéal : 3–4)</translation>
        </message>
        <message>
            <source>24, 36 or 52</source>
            <translation>24, 36 ou 52</translation>
        </message>
        <message>
            <source>none: snaps</source>
            <translation>aucun (rafles)</translation>
        </message>
        <message>
            <source>a deal each</source>
            <translation>une donne par joueur</translation>
        </message>
        <message>
            <source>Crescendo is a trick-taking game for two to five players, at its best with three or four. There are no trumps, and tricks are not all worth the same: each is worth more than the one before, until the values drop back and climb again. A player who can't follow suit may &lt;b&gt;snap&lt;/b&gt; a trick with a card that matches the rank of the lead. Your aim is the highest score over the match, and that means taking the valuable tricks rather than the most tricks.</source>
            <translation>Crescendo est un jeu de plis pour deux à cinq joueurs, idéal à trois ou quatre. Il n’y a pas d’atout, et les plis n’ont pas tous la même valeur : chacun vaut plus que le précédent, jusqu’à ce que les valeurs retombent puis remontent. Un joueur qui ne peut pas fournir peut &lt;b&gt;rafler&lt;/b&gt; un pli avec une carte de même hauteur que la carte d’entame. Votre but est d’obtenir le plus haut score sur la partie, c’est-à-dire de remporter les plis qui valent cher plutôt que le plus grand nombre de plis.</translation>
        </message>
        <message>
            <source>The pack depends on how many are playing (you choose 2, 3, 4 or 5 players in the new-game dialog; 3 unless you change it). Cards rank in the usual order, Ace high.</source>
            <translation>Le jeu dépend du nombre de joueurs (vous choisissez 2, 3, 4 ou 5 joueurs dans la fenêtre de nouvelle partie ; 3 par défaut). Les cartes se classent dans l’ordre habituel, l’As en tête.</translation>
        </message>
        <message>
            <source>Cards of each suit</source>
            <translation>Cartes par couleur</translation>
        </message>
        <message>
            <source>Pack</source>
            <translation>Jeu</translation>
        </message>
        <message>
            <source>Each player</source>
            <translation>Par joueur</translation>
        </message>
        <message>
            <source>Tricks</source>
            <translation>Plis</translation>
        </message>
        <message>
            <source>Set aside</source>
            <translation>Écart</translation>
        </message>
        <message>
            <source>A K Q J 10 9</source>
            <translation>A R D V 10 9</translation>
        </message>
        <message>
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <source>A K Q J 10 9 8 7 6</source>
            <translation>A R D V 10 9 8 7 6</translation>
        </message>
        <message>
            <source>A down to 2</source>
            <translation>de l’As au 2</translation>
        </message>
        <message>
            <source>2 cards, face down</source>
            <translation>2 cartes, face cachée</translation>
        </message>
        <message>
            <source>A suit of the three-player pack, high to low.</source>
            <translation>Une couleur du jeu à trois joueurs, de la plus forte à la plus faible.</translation>
        </message>
        <message>
            <source>With five players the two cards left over after the deal are put aside face down. Nobody looks at them and they play no part in the deal. There are no jokers in Crescendo.</source>
            <translation>À cinq joueurs, les deux cartes qui restent après la distribution sont écartées face cachée. Personne ne les regarde et elles ne jouent aucun rôle dans la donne. Il n’y a pas de joker au Crescendo.</translation>
        </message>
        <message>
            <source>The dealer deals the cards face down one at a time, starting with the player on their left and going round to the left, until everyone has their share. The first lead belongs to the player sitting on the dealer's left. For the next deal, the dealer's seat moves one place to the left, so over a match everybody deals once.</source>
            <translation>Le donneur distribue les cartes face cachée, une à une, en commençant par le joueur à sa gauche et en tournant vers la gauche, jusqu’à ce que chacun ait sa part. Le joueur assis à la gauche du donneur entame le premier pli. À la donne suivante, c’est le joueur de gauche qui distribue : au cours d’une partie, chacun donne donc une fois.</translation>
        </message>
        <message>
            <source>Whoever sits on the dealer's left makes the opening lead, and after that each trick's winner leads again. Play goes round to the left. There is no trump suit.</source>
            <translation>Le joueur assis à la gauche du donneur entame le premier pli ; ensuite, le gagnant de chaque pli entame le suivant. Le jeu tourne vers la gauche. Il n’y a pas de couleur d’atout.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Follow suit.&lt;/b&gt; If you hold a card of the suit that was led, you must play one. If you don't, you may play any card.</source>
            <translation>&lt;b&gt;Fournir.&lt;/b&gt; Si vous avez une carte de la couleur demandée, vous devez en jouer une. Sinon, vous pouvez jouer n’importe quelle carte.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Snap.&lt;/b&gt; When you can't follow suit, you may answer the lead with a card of its &lt;i&gt;rank&lt;/i&gt;: a 7 on a 7, a Queen on a Queen. That is a snap, and it can take the trick. You never have to snap; you may throw any other card instead.</source>
            <translation>&lt;b&gt;Rafle.&lt;/b&gt; Quand vous ne pouvez pas fournir, vous pouvez répondre à l’entame par une carte de même &lt;i&gt;hauteur&lt;/i&gt; : un 7 sur un 7, une Dame sur une Dame. C’est une rafle, et elle peut remporter le pli. Vous n’êtes jamais obligé de rafler ; vous pouvez jeter n’importe quelle autre carte à la place.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Only the led card counts.&lt;/b&gt; Matching the rank of some other card in the trick is not a snap, just a card of the wrong suit.</source>
            <translation>&lt;b&gt;Seule l’entame compte.&lt;/b&gt; Une carte de même hauteur qu’une autre carte du pli n’est pas une rafle, juste une carte d’une autre couleur.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Taking the trick.&lt;/b&gt; If anyone snapped, the last snap played takes the trick, whatever else is in it. With no snap, the best card in the suit that was led wins.</source>
            <translation>&lt;b&gt;Qui remporte le pli.&lt;/b&gt; Si quelqu’un a raflé, la dernière rafle jouée remporte le pli, quelles que soient les autres cartes. Sans rafle, c’est la plus forte carte de la couleur demandée qui l’emporte.</translation>
        </message>
        <message>
            <source>Four players</source>
            <translation>Quatre joueurs</translation>
        </message>
        <message>
            <source>The {7H} snaps the {7C} that was led, and a snap beats every club, even the Ace played after it.</source>
            <translation>Le {7H} rafle le {7C} d’entame, et une rafle bat tous les trèfles, même l’As joué après elle.</translation>
        </message>
        <message>
            <source>snap</source>
            <translation>rafle</translation>
        </message>
        <message>
            <source>4th</source>
            <translation>4e</translation>
        </message>
        <message>
            <source>Two players snap. The later snap, the {7D}, takes the trick.</source>
            <translation>Deux joueurs raflent. La dernière rafle, le {7D}, remporte le pli.</translation>
        </message>
        <message>
            <source>The {KH} is not a 7, so it is only a discard. The {9C} is the highest club and wins.</source>
            <translation>Le {KH} n’est pas un 7 : ce n’est qu’une défausse. Le {9C} est le plus fort trèfle et gagne.</translation>
        </message>
        <message>
            <source>discard</source>
            <translation>défausse</translation>
        </message>
        <message>
            <source>The {9H} matches the 9 played second, not the 7 that was led: no snap. The {9C} wins.</source>
            <translation>Le {9H} a la même hauteur que le 9 joué en deuxième, pas que le 7 d’entame : pas de rafle. Le {9C} gagne.</translation>
        </message>
        <message>
            <source>Two players</source>
            <translation>Deux joueurs</translation>
        </message>
        <message>
            <source>The second player has no spades and snaps the Queen led with the {QD}.</source>
            <translation>Le deuxième joueur n’a pas de pique et rafle la Dame d’entame avec la {QD}.</translation>
        </message>
        <message>
            <source>A club is led</source>
            <translation>Entame à trèfle</translation>
        </message>
        <message>
            <source>You hold a club, so you must follow with it. A snap is only for a player who has no card of the suit led.</source>
            <translation>Vous avez un trèfle : vous devez fournir avec. La rafle est réservée au joueur qui n’a aucune carte de la couleur demandée.</translation>
        </message>
        <message>
            <source>Each trick has a value that depends on its place in the deal, and whoever takes it scores that many points. The values depend on the number of players:</source>
            <translation>Chaque pli a une valeur qui dépend de sa place dans la donne, et celui qui le remporte marque autant de points. Les valeurs dépendent du nombre de joueurs :</translation>
        </message>
        <message>
            <source>Trick</source>
            <translation>Pli</translation>
        </message>
        <message>
            <source>2 players</source>
            <translation>2 joueurs</translation>
        </message>
        <message>
            <source>3 players</source>
            <translation>3 joueurs</translation>
        </message>
        <message>
            <source>4 players</source>
            <translation>4 joueurs</translation>
        </message>
        <message>
            <source>5 players</source>
            <translation>5 joueurs</translation>
        </message>
        <message>
            <source>* 10 with the &lt;a href='#option-five_jokers'&gt;five_jokers&lt;/a&gt; option. A dash: there is no such trick.</source>
            <translation>* 10 avec l’option &lt;a href='#option-five_jokers'&gt;five_jokers&lt;/a&gt;. Un tiret : ce pli n’existe pas.</translation>
        </message>
        <message>
            <source>Why do the values fall back? Parlett scores Crescendo with the cards themselves: whoever takes a trick keeps as many cards as the trick is worth, face down, as counters. By the middle of the deal the spare cards run short and the count has to start again. The program keeps the score for you, but the values come from that method. That is why, with three players, they add up to exactly 36, the size of the pack, and with five to 52 (the 50 cards dealt and the 2 set aside).</source>
            <translation>Pourquoi les valeurs retombent-elles ? Parlett marque le Crescendo avec les cartes elles-mêmes : celui qui remporte un pli prend, face cachée, autant de cartes que le pli vaut de points, en guise de jetons. Vers le milieu de la donne, les cartes disponibles viennent à manquer et le compte doit repartir du début. Le programme tient le score pour vous, mais les valeurs viennent de cette méthode. C’est pourquoi, à trois joueurs, elles totalisent exactement 36, la taille du jeu, et à cinq, 52 (les 50 cartes distribuées et les 2 écartées).</translation>
        </message>
        <message>
            <source>Tricks taken</source>
            <translation>Plis remportés</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>the 5th, 6th and 12th</source>
            <translation>les 5e, 6e et 12e</translation>
        </message>
        <message>
            <source>5 + 0 + 6 = &lt;b&gt;11&lt;/b&gt;</source>
            <translation>5 + 0 + 6 = &lt;b&gt;11&lt;/b&gt;</translation>
        </message>
        <message>
            <source>only the 6th</source>
            <translation>seulement le 6e</translation>
        </message>
        <message>
            <source>&lt;b&gt;0&lt;/b&gt;</source>
            <translation>&lt;b&gt;0&lt;/b&gt;</translation>
        </message>
        <message>
            <source>the 1st, 7th and 13th</source>
            <translation>les 1er, 7e et 13e</translation>
        </message>
        <message>
            <source>1 + 1 + 7 = &lt;b&gt;9&lt;/b&gt;</source>
            <translation>1 + 1 + 7 = &lt;b&gt;9&lt;/b&gt;</translation>
        </message>
        <message>
            <source>all 13</source>
            <translation>les 13</translation>
        </message>
        <message>
            <source>&lt;b&gt;49&lt;/b&gt;</source>
            <translation>&lt;b&gt;49&lt;/b&gt;</translation>
        </message>
        <message>
            <source>the 9th and 10th</source>
            <translation>les 9e et 10e</translation>
        </message>
        <message>
            <source>9 + 7 = &lt;b&gt;16&lt;/b&gt; (9 + 10 = 19 with five_jokers)</source>
            <translation>9 + 7 = &lt;b&gt;16&lt;/b&gt; (9 + 10 = 19 avec five_jokers)</translation>
        </message>
        <message>
            <source>the 1st, 2nd, 7th, 8th and 12th</source>
            <translation>les 1er, 2e, 7e, 8e et 12e</translation>
        </message>
        <message>
            <source>0 + 2 + 0 + 2 + 6 = &lt;b&gt;10&lt;/b&gt;</source>
            <translation>0 + 2 + 0 + 2 + 6 = &lt;b&gt;10&lt;/b&gt;</translation>
        </message>
        <message>
            <source>Over one deal the players share 40 points between them with two players, 36 with three, 49 with four and 52 with five (55 with five_jokers).</source>
            <translation>Sur une donne, les joueurs se partagent 40 points à deux, 36 à trois, 49 à quatre et 52 à cinq (55 avec five_jokers).</translation>
        </message>
        <message>
            <source>A match lasts one deal per player, so that each player deals once, the deal passing to the left. Scores are added up over the deals, and the highest total wins.</source>
            <translation>Une partie compte une donne par joueur, pour que chacun donne une fois, la donne passant à gauche. Les points s’additionnent d’une donne à l’autre, et le plus haut total l’emporte.</translation>
        </message>
        <message>
            <source>If two or more players finish level on the highest total, they share the win. The original rules don't cover ties, and an extra deal would give somebody a second turn as dealer.</source>
            <translation>Si deux joueurs ou plus finissent à égalité avec le plus haut total, ils se partagent la victoire. Les règles d’origine ne traitent pas des égalités, et une donne supplémentaire donnerait à un joueur un second tour de donneur.</translation>
        </message>
        <message>
            <source>Choose the number of players and this option in the new-game dialog. The short name in grey is the one used in saved deals and deal records.</source>
            <translation>Choisissez le nombre de joueurs et cette option dans la fenêtre de nouvelle partie. Le nom court en gris est celui qu’utilisent les donnes sauvegardées et les relevés de donnes.</translation>
        </message>
        <message>
            <source>Last trick worth 10</source>
            <translation>Dernier pli à 10</translation>
        </message>
        <message>
            <source>Only for five players; with any other number it stays off. When cards are kept as counters, the taker of the 10th trick is due 10 but only 7 are left with five players; Parlett's remedy is three jokers put into the supply. In the program nothing is added to the pack (no joker is dealt or played): the option only changes what the 10th trick is worth.</source>
            <translation>Seulement à cinq joueurs ; avec tout autre nombre de joueurs, elle reste désactivée. Quand on garde les cartes comme jetons, celui qui remporte le 10e pli a droit à 10 cartes, mais il n’en reste que 7 à cinq joueurs ; Parlett y remédie en ajoutant trois jokers à la réserve. Dans le programme, rien n’est ajouté au jeu (aucun joker n’est distribué ni joué) : l’option change seulement la valeur du 10e pli.</translation>
        </message>
        <message>
            <source>The 10th trick is worth 7.</source>
            <translation>Le 10e pli vaut 7.</translation>
        </message>
        <message>
            <source>The 10th trick is worth 10.</source>
            <translation>Le 10e pli vaut 10.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Save strength for the finish.&lt;/b&gt; The late tricks are worth the most, so an Ace spent on the first trick is usually wasted. Lose the cheap early tricks with cards you don't need.</source>
            <translation>&lt;b&gt;Gardez des forces pour la fin.&lt;/b&gt; Les derniers plis valent le plus : un As dépensé au premier pli est donc le plus souvent gâché. Perdez les petits plis du début avec des cartes dont vous n’avez pas besoin.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Know where the values dip.&lt;/b&gt; With three players the 6th trick is worth nothing; with two, the 1st and 7th. They are good tricks to lose, but remember that the winner leads next.</source>
            <translation>&lt;b&gt;Sachez où les valeurs retombent.&lt;/b&gt; À trois joueurs, le 6e pli ne vaut rien ; à deux, le 1er et le 7e. Ce sont de bons plis à perdre, mais n’oubliez pas que le gagnant entame le pli suivant.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Make a void to snap.&lt;/b&gt; You can only snap in a suit you have run out of, so shedding a short suit early gives you the chance to snap later.</source>
            <translation>&lt;b&gt;Créez une chicane pour rafler.&lt;/b&gt; Vous ne pouvez rafler que dans une couleur qui vous manque : en vous débarrassant tôt d’une couleur courte, vous pourrez rafler plus tard.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Lead with snaps in mind.&lt;/b&gt; Before you lead, think about who is out of the suit and which ranks have gone. A rank whose other cards have all been played can't be snapped.</source>
            <translation>&lt;b&gt;Entamez en pensant aux rafles.&lt;/b&gt; Avant d’entamer, demandez-vous qui n’a plus de cette couleur et quelles hauteurs sont déjà tombées. Une hauteur dont toutes les autres cartes ont été jouées ne peut pas être raflée.</translation>
        </message>
        <message>
            <source>Who's Who</source>
            <translation>Who's Who</translation>
        </message>
        <message>
            <source>Three players · no trumps · secret sides</source>
            <translation>Trois joueurs · sans atout · camps secrets</translation>
        </message>
        <message>
            <source>42, two are jokers</source>
            <translation>42, dont deux jokers</translation>
        </message>
        <message>
            <source>14 cards</source>
            <translation>14 cartes</translation>
        </message>
        <message>
            <source>Who's Who is a trick-taking game for three players, with no trumps and hidden sides. Two jokers are dealt with the other cards, and where they land decides the teams: one player, the &lt;b&gt;soloist&lt;/b&gt;, plays against the other two, the &lt;b&gt;partners&lt;/b&gt;. Nobody announces who is who; the sides come to light as the jokers are played. Tricks are unusual too: the &lt;i&gt;second&lt;/i&gt;-highest card takes them, and a joker lets its player hand a trick to anyone. The soloist is after a middling share of the tricks, and the partners try to stop that.</source>
            <translation>Who's Who est un jeu de plis pour trois joueurs, sans atout et avec des camps cachés. Deux jokers sont distribués avec les autres cartes, et l’endroit où ils tombent décide des équipes : un joueur, le &lt;b&gt;soliste&lt;/b&gt;, joue contre les deux autres, les &lt;b&gt;partenaires&lt;/b&gt;. Personne n’annonce qui est qui ; les camps se révèlent à mesure que les jokers sont joués. Les plis aussi sont inhabituels : c’est la &lt;i&gt;deuxième&lt;/i&gt; plus forte carte qui les remporte, et un joker permet à celui qui le joue de donner le pli à qui il veut. Le soliste vise une part moyenne des plis, et les partenaires cherchent à l’en empêcher.</translation>
        </message>
        <message>
            <source>The usual pack has 42 cards: the Ace down to the 5 in each suit (40 cards) and two jokers. Each player gets 14 cards, so a deal has 14 tricks and nothing is left over. Within a suit the Ace is highest and the 5 lowest.</source>
            <translation>Le jeu habituel compte 42 cartes : de l’As au 5 dans chaque couleur (40 cartes) et deux jokers. Chaque joueur reçoit 14 cartes : une donne compte donc 14 plis et il ne reste rien. Dans une couleur, l’As est la plus forte carte et le 5 la plus faible.</translation>
        </message>
        <message>
            <source>A suit, high to low, and the two jokers.</source>
            <translation>Une couleur, de la plus forte à la plus faible, et les deux jokers.</translation>
        </message>
        <message>
            <source>With the &lt;a href='#option-deck'&gt;54-card&lt;/a&gt; option the whole pack is used, Ace down to 2, plus the two jokers: 18 cards each and 18 tricks.</source>
            <translation>Avec l’option &lt;a href='#option-deck'&gt;54 cartes&lt;/a&gt;, on utilise le jeu complet, de l’As au 2, plus les deux jokers : 18 cartes chacun et 18 plis.</translation>
        </message>
        <message>
            <source>The two jokers are identical in play. (Saved deals call them JK1 and JK2 only to tell them apart.)</source>
            <translation>Les deux jokers sont identiques en jeu. (Les donnes sauvegardées les appellent JK1 et JK2 uniquement pour les distinguer.)</translation>
        </message>
        <message>
            <source>The dealer deals the cards face down one at a time, starting with the player on their left and going round to the left, until everyone has 14 (or 18). The first lead belongs to the player sitting on the dealer's left. For the next deal, the dealer's seat moves one place to the left.</source>
            <translation>Le donneur distribue les cartes face cachée, une à une, en commençant par le joueur à sa gauche et en tournant vers la gauche, jusqu’à ce que chacun en ait 14 (ou 18). Le joueur assis à la gauche du donneur entame le premier pli. À la donne suivante, c’est le joueur de gauche qui distribue.</translation>
        </message>
        <message>
            <source>Who's who</source>
            <translation>Qui est qui</translation>
        </message>
        <message>
            <source>Look at your jokers: they decide the sides.</source>
            <translation>Regardez vos jokers : ce sont eux qui décident des camps.</translation>
        </message>
        <message>
            <source>If the jokers are &lt;b&gt;split&lt;/b&gt;, one each in two hands, those two players are partners, and the one without a joker is the soloist.</source>
            <translation>Si les jokers sont &lt;b&gt;partagés&lt;/b&gt;, un dans chacune de deux mains, ces deux joueurs sont partenaires, et celui qui n’a pas de joker est le soliste.</translation>
        </message>
        <message>
            <source>When a single player has &lt;b&gt;both&lt;/b&gt; jokers, they play alone as the soloist against the other two.</source>
            <translation>Quand un seul joueur a les &lt;b&gt;deux&lt;/b&gt; jokers, il joue seul, en soliste, contre les deux autres.</translation>
        </message>
        <message>
            <source>Keep it to yourself. Nobody may reveal, by word or sign, whether they hold a joker; the only way to show one is to play it. The table marks a player's role only once you could have worked it out yourself, and never gives a computer player's role away sooner.</source>
            <translation>Gardez-le pour vous. Personne ne doit révéler, par la parole ou par un signe, s’il a un joker ; la seule façon d’en montrer un est de le jouer. La table n’affiche le rôle d’un joueur qu’à partir du moment où vous auriez pu le déduire vous-même, et ne dévoile jamais plus tôt le rôle d’un joueur de l’ordinateur.</translation>
        </message>
        <message>
            <source>What your own hand tells you</source>
            <translation>Ce que vous dit votre main</translation>
        </message>
        <message>
            <source>Jokers you hold</source>
            <translation>Jokers en main</translation>
        </message>
        <message>
            <source>What you know</source>
            <translation>Ce que vous savez</translation>
        </message>
        <message>
            <source>two</source>
            <translation>deux</translation>
        </message>
        <message>
            <source>You are the soloist; the other two are partners against you.</source>
            <translation>Vous êtes le soliste ; les deux autres sont partenaires contre vous.</translation>
        </message>
        <message>
            <source>one</source>
            <translation>un</translation>
        </message>
        <message>
            <source>You are a partner. Your partner holds the other joker, but you won't know who that is until it is played.</source>
            <translation>Vous êtes partenaire. Votre partenaire a l’autre joker, mais vous ne saurez pas de qui il s’agit avant qu’il soit joué.</translation>
        </message>
        <message>
            <source>You can't be sure yet. If the other two hold one joker each, you are the soloist; if one of them holds both, you are a partner.</source>
            <translation>Impossible d’en être sûr pour l’instant. Si les deux autres ont un joker chacun, vous êtes le soliste ; si l’un d’eux a les deux, vous êtes partenaire.</translation>
        </message>
        <message>
            <source>No joker in hand</source>
            <translation>Aucun joker en main</translation>
        </message>
        <message>
            <source>Holding no joker makes you the soloist if, and only if, each of the others holds one. Parlett's text says a player with one joker or none is never the soloist, which clashes with his own rule for split jokers; the program follows the definition, and its hints tell you plainly that a hand without a joker may belong to the soloist.</source>
            <translation>Sans joker, vous êtes le soliste si, et seulement si, chacun des deux autres en a un. Le texte de Parlett dit qu’un joueur qui a un seul joker ou aucun n’est jamais le soliste, ce qui contredit sa propre règle pour des jokers partagés ; le programme suit la définition, et ses conseils vous disent clairement qu’une main sans joker peut être celle du soliste.</translation>
        </message>
        <message>
            <source>Unmasking</source>
            <translation>Démasquage</translation>
        </message>
        <message>
            <source>Everything is settled the moment the second joker hits the table. Two different hands played the two jokers? Then those two are on the same side. One hand played both? Then that hand is the soloist's.</source>
            <translation>Tout est réglé dès que le second joker tombe sur la table. Deux mains différentes ont joué les deux jokers ? Alors ces deux joueurs sont dans le même camp. Une seule main a joué les deux ? Alors c’est celle du soliste.</translation>
        </message>
        <message>
            <source>The soloist succeeds by bringing off any one of these:</source>
            <translation>Le soliste réussit s’il obtient l’un de ces résultats :</translation>
        </message>
        <message>
            <source>&lt;b&gt;The middle:&lt;/b&gt; all three players take different numbers of tricks, and the soloist's number is the middle one.</source>
            <translation>&lt;b&gt;Le milieu :&lt;/b&gt; les trois joueurs font des nombres de plis différents, et celui du soliste est le nombre intermédiaire.</translation>
        </message>
        <message>
            <source>&lt;b&gt;The odd one out:&lt;/b&gt; the two partners take the same number of tricks, and the soloist a different number.</source>
            <translation>&lt;b&gt;L’intrus :&lt;/b&gt; les deux partenaires font le même nombre de plis, et le soliste un nombre différent.</translation>
        </message>
        <message>
            <source>&lt;b&gt;A majority:&lt;/b&gt; the soloist takes more than half the tricks: at least 8 of the 14, or at least 10 of the 18 with the 54-card pack.</source>
            <translation>&lt;b&gt;La majorité :&lt;/b&gt; le soliste fait plus de la moitié des plis : au moins 8 sur 14, ou au moins 10 sur 18 avec le jeu de 54 cartes.</translation>
        </message>
        <message>
            <source>The partners succeed by preventing all three.</source>
            <translation>Les partenaires réussissent en empêchant ces trois résultats.</translation>
        </message>
        <message>
            <source>Whoever sits on the dealer's left makes the opening lead, and after that each trick's winner leads again. Play goes round to the left. There are no trumps.</source>
            <translation>Le joueur assis à la gauche du donneur entame le premier pli ; ensuite, le gagnant de chaque pli entame le suivant. Le jeu tourne vers la gauche. Il n’y a pas d’atout.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Leading.&lt;/b&gt; Lead any card except a joker. Only when you hold nothing but jokers may you lead one.</source>
            <translation>&lt;b&gt;Entame.&lt;/b&gt; Entamez n’importe quelle carte sauf un joker. Vous ne pouvez entamer un joker que si vous n’avez plus que des jokers.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Following.&lt;/b&gt; Follow suit if you can. If you can't, play any card, a joker included.</source>
            <translation>&lt;b&gt;Fournir.&lt;/b&gt; Fournissez si vous le pouvez. Sinon, jouez n’importe quelle carte, joker compris.</translation>
        </message>
        <message>
            <source>&lt;b&gt;A joker led.&lt;/b&gt; When a joker opens the trick, nobody has a suit to follow: the other two play whatever they like.</source>
            <translation>&lt;b&gt;Entame d’un joker.&lt;/b&gt; Quand un joker ouvre le pli, il n’y a pas de couleur à fournir : les deux autres jouent ce qu’ils veulent.</translation>
        </message>
        <message>
            <source>Jokers have no suit</source>
            <translation>Les jokers n’ont pas de couleur</translation>
        </message>
        <message>
            <source>Except as a lead, a joker belongs to no suit, so you may play it only when you cannot follow the suit led. The original doesn't say; this keeps the follow-suit rule whole, so a joker can't be used to dodge a suit you hold.</source>
            <translation>Sauf à l’entame, un joker n’appartient à aucune couleur : vous ne pouvez donc le jouer que si vous ne pouvez pas fournir à la couleur demandée. Le texte d’origine ne le précise pas ; ainsi, l’obligation de fournir reste entière, et un joker ne peut pas servir à esquiver une couleur que vous avez en main.</translation>
        </message>
        <message>
            <source>With no joker in it, a trick goes to the &lt;b&gt;second-best&lt;/b&gt; card in the suit that was led. Cards of other suits count for nothing. If only one player followed the leader's suit, the lower of those two cards wins; if nobody followed, the leader takes the trick.</source>
            <translation>Sans joker, un pli revient à la &lt;b&gt;deuxième meilleure&lt;/b&gt; carte de la couleur demandée. Les cartes des autres couleurs ne comptent pas. Si un seul joueur a fourni à la couleur de l’entame, la plus faible de ces deux cartes gagne ; si personne n’a fourni, celui qui a entamé remporte le pli.</translation>
        </message>
        <message>
            <source>Three spades: King, 9, 5. The second-highest is the {9S}, so the leader wins.</source>
            <translation>Trois piques : Roi, 9, 5. La deuxième plus forte carte est le {9S} : celui qui a entamé gagne.</translation>
        </message>
        <message>
            <source>The {KS} is second only to the Ace, and takes the trick.</source>
            <translation>Le {KS} n’a que l’As au-dessus de lui : il remporte le pli.</translation>
        </message>
        <message>
            <source>Just two spades. The lower of them, the {9S}, is the second-highest and wins.</source>
            <translation>Seulement deux piques. La plus faible, le {9S}, est la deuxième plus forte et gagne.</translation>
        </message>
        <message>
            <source>Two spades again, and this time the lower is the {5S}.</source>
            <translation>Encore deux piques, et cette fois la plus faible est le {5S}.</translation>
        </message>
        <message>
            <source>Nobody followed suit, so the leader takes the trick.</source>
            <translation>Personne n’a fourni : celui qui a entamé remporte le pli.</translation>
        </message>
        <message>
            <source>Jokers in the trick</source>
            <translation>Les jokers dans le pli</translation>
        </message>
        <message>
            <source>&lt;b&gt;One joker:&lt;/b&gt; whoever played it decides who takes the trick: themselves, or either of the other two players.</source>
            <translation>&lt;b&gt;Un joker :&lt;/b&gt; celui qui l’a joué décide qui remporte le pli : lui-même, ou l’un des deux autres joueurs.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Both jokers:&lt;/b&gt; they must come from two different players, which makes those two the partners. The soloist then decides: keep the trick, or give it to either partner.</source>
            <translation>&lt;b&gt;Les deux jokers :&lt;/b&gt; ils viennent forcément de deux joueurs différents, ce qui fait d’eux les partenaires. Le soliste décide alors : garder le pli, ou le donner à l’un des partenaires.</translation>
        </message>
        <message>
            <source>Whoever ends up with the trick leads to the next one. When the choice is yours, the table asks you who should take it.</source>
            <translation>Celui qui obtient le pli entame le suivant. Quand le choix vous revient, la table vous demande qui doit le prendre.</translation>
        </message>
        <message>
            <source>A joker decides</source>
            <translation>Un joker décide</translation>
        </message>
        <message>
            <source>Ben had no spade and played a joker, so the trick is his to place: he may keep it, or hand it to Ada or to Cleo, whichever suits the counts. Whoever gets it leads next.</source>
            <translation>Ben n’avait pas de pique et a joué un joker : c’est à lui d’attribuer le pli. Il peut le garder, ou le donner à Ada ou à Cleo, selon ce qui arrange les nombres de plis. Celui qui le reçoit entame ensuite.</translation>
        </message>
        <message>
            <source>decides</source>
            <translation>décide</translation>
        </message>
        <message>
            <source>Your lead</source>
            <translation>Votre entame</translation>
        </message>
        <message>
            <source>You are leading, and a joker may be led only when nothing else is left, so the {7C} it is.</source>
            <translation>C’est à vous d’entamer, et un joker ne peut être entamé que s’il ne reste rien d’autre : ce sera donc le {7C}.</translation>
        </message>
        <message>
            <source>A spade is led</source>
            <translation>Entame à pique</translation>
        </message>
        <message>
            <source>You can follow with a spade, so you must. The joker has no suit.</source>
            <translation>Vous pouvez fournir à pique : vous devez donc le faire. Le joker n’a pas de couleur.</translation>
        </message>
        <message>
            <source>No spade: either the joker or the {AH} may go.</source>
            <translation>Pas de pique : le joker ou l’{AH}, au choix.</translation>
        </message>
        <message>
            <source>A joker is led</source>
            <translation>Entame d’un joker</translation>
        </message>
        <message>
            <source>A joker was led, so any card is fine.</source>
            <translation>Un joker a été entamé : n’importe quelle carte convient.</translation>
        </message>
        <message>
            <source>Every deal is worth &lt;b&gt;10, plus 1 for each trick the soloist took&lt;/b&gt;: between 10 and 24 with the 42-card pack. If the soloist succeeded, the soloist scores that amount; if not, each partner scores it.</source>
            <translation>Chaque donne vaut &lt;b&gt;10, plus 1 par pli fait par le soliste&lt;/b&gt; : entre 10 et 24 avec le jeu de 42 cartes. Si le soliste a réussi, il marque ce total ; sinon, chaque partenaire le marque.</translation>
        </message>
        <message>
            <source>Soloist</source>
            <translation>Soliste</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>Soloist scores</source>
            <translation>Points du soliste</translation>
        </message>
        <message>
            <source>Each partner</source>
            <translation>Chaque partenaire</translation>
        </message>
        <message>
            <source>6 and 3</source>
            <translation>6 et 3</translation>
        </message>
        <message>
            <source>all different, soloist in the middle: success</source>
            <translation>tous différents, soliste au milieu : réussite</translation>
        </message>
        <message>
            <source>&lt;b&gt;15&lt;/b&gt;</source>
            <translation>&lt;b&gt;15&lt;/b&gt;</translation>
        </message>
        <message>
            <source>partners level, soloist different: success</source>
            <translation>partenaires à égalité, soliste différent : réussite</translation>
        </message>
        <message>
            <source>&lt;b&gt;16&lt;/b&gt;</source>
            <translation>&lt;b&gt;16&lt;/b&gt;</translation>
        </message>
        <message>
            <source>1 and 5</source>
            <translation>1 et 5</translation>
        </message>
        <message>
            <source>a majority, 8 of 14: success</source>
            <translation>majorité, 8 sur 14 : réussite</translation>
        </message>
        <message>
            <source>&lt;b&gt;18&lt;/b&gt;</source>
            <translation>&lt;b&gt;18&lt;/b&gt;</translation>
        </message>
        <message>
            <source>5 and 6</source>
            <translation>5 et 6</translation>
        </message>
        <message>
            <source>all different, but the soloist is lowest: failure</source>
            <translation>tous différents, mais le soliste a le moins : échec</translation>
        </message>
        <message>
            <source>&lt;b&gt;13&lt;/b&gt;</source>
            <translation>&lt;b&gt;13&lt;/b&gt;</translation>
        </message>
        <message>
            <source>5 and 4</source>
            <translation>5 et 4</translation>
        </message>
        <message>
            <source>tied with one partner and short of a majority: failure</source>
            <translation>à égalité avec un partenaire et sans majorité : échec</translation>
        </message>
        <message>
            <source>7 and 7</source>
            <translation>7 et 7</translation>
        </message>
        <message>
            <source>&lt;b&gt;10&lt;/b&gt;</source>
            <translation>&lt;b&gt;10&lt;/b&gt;</translation>
        </message>
        <message>
            <source>6 and 6</source>
            <translation>6 et 6</translation>
        </message>
        <message>
            <source>54-card pack, nobody different: failure</source>
            <translation>jeu de 54 cartes, tous à égalité : échec</translation>
        </message>
        <message>
            <source>With 14 tricks, partners who finish level always leave the soloist a different number, so a tie between the partners is always a soloist's success in the 42-card game. With 18 tricks all three can take 6, and that counts as a loss for the soloist.</source>
            <translation>Avec 14 plis, des partenaires à égalité laissent toujours au soliste un nombre différent : une égalité entre les partenaires est donc toujours une réussite du soliste dans le jeu à 42 cartes. Avec 18 plis, les trois joueurs peuvent faire 6 chacun, et cela compte comme un échec pour le soliste.</translation>
        </message>
        <message>
            <source>You play towards a target, 100 points unless you set another. As soon as a deal finishes with at least one running total on or past the target, the match is over, and the highest total wins.</source>
            <translation>La partie se joue jusqu’à un score à atteindre : 100 points, sauf si vous en fixez un autre. Dès qu’une donne se termine avec au moins un total cumulé égal ou supérieur à ce score, la partie est finie, et le plus haut total l’emporte.</translation>
        </message>
        <message>
            <source>If two players share the highest total when the match would end, the program plays another deal, and more if needed, until one total is highest. The original rules don't say how to settle a tie.</source>
            <translation>Si deux joueurs partagent le plus haut total au moment où la partie devrait finir, le programme joue une donne de plus, et d’autres si besoin, jusqu’à ce qu’un seul total soit en tête. Les règles d’origine ne disent pas comment départager une égalité.</translation>
        </message>
        <message>
            <source>Which pack to play with; two jokers either way.</source>
            <translation>Le jeu de cartes utilisé ; deux jokers dans les deux cas.</translation>
        </message>
        <message>
            <source>Ace down to 5 in each suit: 14 cards each, 14 tricks; a majority is 8.</source>
            <translation>De l’As au 5 dans chaque couleur : 14 cartes chacun, 14 plis ; la majorité est de 8.</translation>
        </message>
        <message>
            <source>The full pack, Ace down to 2: 18 cards each, 18 tricks; a majority is 10.</source>
            <translation>Le jeu complet, de l’As au 2 : 18 cartes chacun, 18 plis ; la majorité est de 10.</translation>
        </message>
        <message>
            <source>Play stops at the end of the first deal that brings somebody's total up to this number (any whole number from 1).</source>
            <translation>Le jeu s’arrête à la fin de la première donne qui amène le total d’un joueur à ce nombre ou au-delà (tout nombre entier à partir de 1).</translation>
        </message>
        <message>
            <source>&lt;b&gt;Top cards hand tricks out.&lt;/b&gt; An Ace can take a trick only when it is led and nobody follows suit. The rest of the time your high cards decide which of the others wins, so use them to steer tricks where you want them.</source>
            <translation>&lt;b&gt;Les grosses cartes distribuent les plis.&lt;/b&gt; Un As ne peut remporter un pli que s’il est entamé et que personne ne fournit. Le reste du temps, vos grosses cartes décident lequel des autres gagne : servez-vous-en pour envoyer les plis où vous voulez.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Play last, pick the winner.&lt;/b&gt; When you play third and the other two cards are both of the suit led, you often get to choose: slip a card between them to win, or go above or below both to give the trick to one of the others.</source>
            <translation>&lt;b&gt;Jouer en dernier, c’est choisir le gagnant.&lt;/b&gt; Quand vous jouez en troisième et que les deux autres cartes sont de la couleur demandée, vous avez souvent le choix : glissez une carte entre les deux pour gagner, ou jouez au-dessus ou en dessous des deux pour donner le pli à l’un des autres.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Keep a joker for the end.&lt;/b&gt; A joker places one trick exactly where you want it, and that is worth most in the last few tricks, when every count matters. Played early it reveals your side for little gain.</source>
            <translation>&lt;b&gt;Gardez un joker pour la fin.&lt;/b&gt; Un joker place un pli exactement où vous le voulez, et c’est dans les derniers plis que cela vaut le plus, quand chaque pli compte. Joué tôt, il révèle votre camp pour un maigre gain.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Watch where tricks are sent.&lt;/b&gt; When someone plays a joker, notice who they give the trick to: it says a lot about which side they are on.</source>
            <translation>&lt;b&gt;Regardez où vont les plis.&lt;/b&gt; Quand quelqu’un joue un joker, notez à qui il donne le pli : cela en dit long sur son camp.</translation>
        </message>
        <message>
            <source>Hamlet</source>
            <translation>Hamlet</translation>
        </message>
        <message>
            <source>Three players · trumps · to be or not to be</source>
            <translation>Trois joueurs · atout · être ou ne pas être</translation>
        </message>
        <message>
            <source>Polonius</source>
            <translation>Polonius</translation>
        </message>
        <message>
            <source>33, one is Polonius</source>
            <translation>33, dont Polonius</translation>
        </message>
        <message>
            <source>to 250 points</source>
            <translation>en 250 points</translation>
        </message>
        <message>
            <source>Hamlet is a trick-taking game for three players, with trumps and a Shakespearean cast. When the tricks are over, one player is named &lt;b&gt;Hamlet&lt;/b&gt;: the one with the middle number of tricks, or the odd one out if the other two tie. At the start of each deal, the cards the players show decide the trump suit and the question of the deal: &lt;b&gt;to be&lt;/b&gt;, when everyone wants to end up as Hamlet, or &lt;b&gt;not to be&lt;/b&gt;, when nobody does. The joker is &lt;b&gt;Polonius&lt;/b&gt;, who wins a trick if he leads it and loses it otherwise.</source>
            <translation>Hamlet est un jeu de plis pour trois joueurs, avec atout et une distribution shakespearienne. À la fin des plis, un joueur est désigné &lt;b&gt;Hamlet&lt;/b&gt; : celui qui a le nombre de plis intermédiaire, ou l’intrus si les deux autres sont à égalité. Au début de chaque donne, les cartes montrées par les joueurs décident de la couleur d’atout et de la question de la donne : &lt;b&gt;être&lt;/b&gt;, quand chacun veut finir Hamlet, ou &lt;b&gt;ne pas être&lt;/b&gt;, quand personne ne le veut. Le joker est &lt;b&gt;Polonius&lt;/b&gt;, qui remporte le pli s’il l’entame et le perd sinon.</translation>
        </message>
        <message>
            <source>Hamlet is played with 33 cards: the Ace, King, Queen, Jack, 10, 9, 8 and 7 of each suit, plus one joker, Polonius. In every suit the Ace is the top card and the 7 the bottom one.</source>
            <translation>Hamlet se joue avec 33 cartes : l’As, le Roi, la Dame, le Valet, le 10, le 9, le 8 et le 7 de chaque couleur, plus un joker, Polonius. Dans chaque couleur, l’As est la plus forte carte et le 7 la plus faible.</translation>
        </message>
        <message>
            <source>Each suit from high to low, and Polonius.</source>
            <translation>Chaque couleur de la plus forte à la plus faible, et Polonius.</translation>
        </message>
        <message>
            <source>All 33 cards are dealt, 11 to each player, so every deal has 11 tricks and no card is left over.</source>
            <translation>Les 33 cartes sont toutes distribuées, 11 à chaque joueur : chaque donne compte donc 11 plis et il ne reste aucune carte.</translation>
        </message>
        <message>
            <source>For the first deal everyone draws a card and the highest card deals. The program makes the draw for you: Polonius stays out of it, and players who draw cards of equal rank draw again.</source>
            <translation>Pour la première donne, chacun tire une carte et la plus forte désigne le donneur. Le programme fait le tirage pour vous : Polonius en est exclu, et les joueurs qui tirent des cartes de même hauteur tirent à nouveau.</translation>
        </message>
        <message>
            <source>The dealer deals the cards face down one at a time, starting with the player on their left and going round to the left until everyone holds 11. The first lead belongs to the player sitting on the dealer's left.</source>
            <translation>Le donneur distribue les cartes face cachée, une à une, en commençant par le joueur à sa gauche et en tournant vers la gauche jusqu’à ce que chacun en ait 11. Le joueur assis à la gauche du donneur entame le premier pli.</translation>
        </message>
        <message>
            <source>After that the deal doesn't simply pass round the table: whoever was Hamlet in a deal deals the next one, so the player on Hamlet's left leads to it.</source>
            <translation>Ensuite, la donne ne fait pas simplement le tour de la table : celui qui a été Hamlet dans une donne distribue la suivante, et c’est donc le joueur à la gauche de Hamlet qui l’entame.</translation>
        </message>
        <message>
            <source>To be or not to be</source>
            <translation>Être ou ne pas être</translation>
        </message>
        <message>
            <source>Once the cards are dealt, each player secretly chooses one card from their hand, any card except Polonius, and the three are turned face up together. The program keeps each choice hidden until all three are made, from the computer players as much as from you.</source>
            <translation>Une fois les cartes distribuées, chaque joueur choisit en secret une carte de sa main, n’importe laquelle sauf Polonius, et les trois sont retournées ensemble, face visible. Le programme garde chaque choix secret jusqu’à ce que les trois soient faits, aussi bien pour les joueurs de l’ordinateur que pour vous.</translation>
        </message>
        <message>
            <source>After the reveal your card goes back into your hand and is played later like any other; the table has simply seen it. All 33 cards are needed for the 11 tricks, and the original rules don't say.</source>
            <translation>Après le dévoilement, votre carte retourne dans votre main et se joue plus tard comme n’importe quelle autre ; la table l’a simplement vue. Les 33 cartes sont nécessaires aux 11 plis, et les règles d’origine ne disent rien à ce sujet.</translation>
        </message>
        <message>
            <source>If two or all three of the cards are of the same suit, that suit is trumps.</source>
            <translation>Si deux des cartes, ou les trois, sont de la même couleur, cette couleur est l’atout.</translation>
        </message>
        <message>
            <source>If all three suits are different, the fourth suit, the one nobody showed, is trumps.</source>
            <translation>Si les trois couleurs sont différentes, la quatrième, celle que personne n’a montrée, est l’atout.</translation>
        </message>
        <message>
            <source>The question of the deal</source>
            <translation>La question de la donne</translation>
        </message>
        <message>
            <source>The deal is</source>
            <translation>Type de donne</translation>
        </message>
        <message>
            <source>Everyone wants</source>
            <translation>Chacun veut</translation>
        </message>
        <message>
            <source>at least one King, Queen or Jack</source>
            <translation>au moins un Roi, une Dame ou un Valet</translation>
        </message>
        <message>
            <source>&lt;b&gt;to be&lt;/b&gt;</source>
            <translation>&lt;b&gt;être&lt;/b&gt;</translation>
        </message>
        <message>
            <source>to be Hamlet</source>
            <translation>être Hamlet</translation>
        </message>
        <message>
            <source>no King, Queen or Jack</source>
            <translation>ni Roi, ni Dame, ni Valet</translation>
        </message>
        <message>
            <source>&lt;b&gt;not to be&lt;/b&gt;</source>
            <translation>&lt;b&gt;ne pas être&lt;/b&gt;</translation>
        </message>
        <message>
            <source>not to be Hamlet</source>
            <translation>ne pas être Hamlet</translation>
        </message>
        <message>
            <source>Only Kings, Queens and Jacks count; an Ace or a 10 does not make a deal “to be”.</source>
            <translation>Seuls les Rois, les Dames et les Valets comptent ; un As ou un 10 ne fait pas une donne « être ».</translation>
        </message>
        <message>
            <source>To be</source>
            <translation>Être</translation>
        </message>
        <message>
            <source>Two spades make spades trumps, and Ben's King makes this a &lt;i&gt;to be&lt;/i&gt; deal.</source>
            <translation>Deux piques font de pique l’atout, et le Roi de Ben fait de cette donne une donne &lt;i&gt;être&lt;/i&gt;.</translation>
        </message>
        <message>
            <source>Not to be</source>
            <translation>Ne pas être</translation>
        </message>
        <message>
            <source>Three different suits, so spades, which nobody showed, are trumps. No King, Queen or Jack: the deal is &lt;i&gt;not to be&lt;/i&gt;.</source>
            <translation>Trois couleurs différentes : l’atout est donc pique, que personne n’a montré. Ni Roi, ni Dame, ni Valet : c’est une donne &lt;i&gt;ne pas être&lt;/i&gt;.</translation>
        </message>
        <message>
            <source>All clubs: clubs are trumps, and with a Queen and a Jack on view the deal is &lt;i&gt;to be&lt;/i&gt;.</source>
            <translation>Que des trèfles : l’atout est trèfle, et avec une Dame et un Valet en vue, c’est une donne &lt;i&gt;être&lt;/i&gt;.</translation>
        </message>
        <message>
            <source>Who is Hamlet?</source>
            <translation>Qui est Hamlet ?</translation>
        </message>
        <message>
            <source>After the 11th trick, compare the three players' counts:</source>
            <translation>Après le 11e pli, comparez les nombres de plis des trois joueurs :</translation>
        </message>
        <message>
            <source>If they are all different, Hamlet is whoever sits in the middle. Tricks of 2, 4 and 5: the player with 4 is Hamlet.</source>
            <translation>S’ils sont tous différents, Hamlet est celui du milieu. Avec 2, 4 et 5 plis, le joueur qui en a 4 est Hamlet.</translation>
        </message>
        <message>
            <source>If two are equal, Hamlet is the player with the other count. Tricks of 4, 4 and 3: the player with 3 is Hamlet.</source>
            <translation>Si deux sont égaux, Hamlet est le joueur qui a l’autre nombre. Avec 4, 4 et 3 plis, le joueur qui en a 3 est Hamlet.</translation>
        </message>
        <message>
            <source>All three counts can never be equal, since 11 doesn't divide by three. The other two players are the courtiers, Rosencrantz and Guildenstern.</source>
            <translation>Les trois nombres ne peuvent jamais être égaux, puisque 11 n’est pas divisible par trois. Les deux autres joueurs sont les courtisans, Rosencrantz et Guildenstern.</translation>
        </message>
        <message>
            <source>Whoever sits on the dealer's left makes the opening lead, and after that each trick's winner leads again. Play goes round to the left.</source>
            <translation>Le joueur assis à la gauche du donneur entame le premier pli ; ensuite, le gagnant de chaque pli entame le suivant. Le jeu tourne vers la gauche.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Taking the trick.&lt;/b&gt; If any trumps were played, the highest trump takes the trick. If none were, it goes to the best card in the suit that was led.</source>
            <translation>&lt;b&gt;Qui remporte le pli.&lt;/b&gt; Si des atouts ont été joués, le plus fort atout remporte le pli. Sinon, c’est la plus forte carte de la couleur demandée qui l’emporte.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Led,&lt;/b&gt; Polonius takes the trick, whatever is played to it, and the other two may play any cards they like, without following suit.</source>
            <translation>&lt;b&gt;Entamé,&lt;/b&gt; Polonius remporte le pli, quoi qu’on joue dessus, et les deux autres peuvent jouer les cartes qu’ils veulent, sans fournir.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Played second or third,&lt;/b&gt; he loses: he ranks below every other card. You may play him this way only when you have no card of the suit led.</source>
            <translation>&lt;b&gt;Joué en deuxième ou en troisième,&lt;/b&gt; il perd : il est classé sous toutes les autres cartes. Vous ne pouvez le jouer ainsi que si vous n’avez aucune carte de la couleur demandée.</translation>
        </message>
        <message>
            <source>Trumps {D}</source>
            <translation>Atout {D}</translation>
        </message>
        <message>
            <source>Polonius is led, so he takes the trick, even against a trump.</source>
            <translation>Polonius est entamé : il remporte le pli, même contre un atout.</translation>
        </message>
        <message>
            <source>Played second, Polonius loses. The {9S} is the highest spade.</source>
            <translation>Joué en deuxième, Polonius perd. Le {9S} est le plus fort pique.</translation>
        </message>
        <message>
            <source>The {7D} is a trump, and any trump beats the spades.</source>
            <translation>Le {7D} est un atout, et n’importe quel atout bat les piques.</translation>
        </message>
        <message>
            <source>You hold a spade, so you must play it. Polonius can't be used to get out of following suit.</source>
            <translation>Vous avez un pique : vous devez le jouer. Polonius ne permet pas d’échapper à l’obligation de fournir.</translation>
        </message>
        <message>
            <source>No spades: Polonius or the {AH}, as you please.</source>
            <translation>Pas de pique : Polonius ou l’{AH}, au choix.</translation>
        </message>
        <message>
            <source>Polonius is led</source>
            <translation>Entame de Polonius</translation>
        </message>
        <message>
            <source>Polonius was led, so you may play anything.</source>
            <translation>Polonius a été entamé : vous pouvez jouer n’importe quelle carte.</translation>
        </message>
        <message>
            <source>First work out everyone's &lt;b&gt;basic score&lt;/b&gt;: a point for each trick, with 10 instead for a player who took none. Then the question of the deal decides who scores ten times as much:</source>
            <translation>Calculez d’abord le &lt;b&gt;score de base&lt;/b&gt; de chacun : un point par pli, ou 10 pour un joueur qui n’en a fait aucun. Ensuite, la question de la donne décide qui marque dix fois plus :</translation>
        </message>
        <message>
            <source>&lt;b&gt;To be:&lt;/b&gt; Hamlet's basic score is multiplied by ten; the two courtiers keep theirs as it is.</source>
            <translation>&lt;b&gt;Être :&lt;/b&gt; le score de base de Hamlet est multiplié par dix ; les deux courtisans gardent le leur tel quel.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Not to be:&lt;/b&gt; both courtiers multiply their basic scores by ten; Hamlet keeps his as it is.</source>
            <translation>&lt;b&gt;Ne pas être :&lt;/b&gt; les deux courtisans multiplient leur score de base par dix ; Hamlet garde le sien tel quel.</translation>
        </message>
        <message>
            <source>So a player who takes no tricks and ends up on the favoured side scores 100.</source>
            <translation>Un joueur qui ne fait aucun pli et se retrouve du côté favorisé marque donc 100.</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Donne</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>to be</source>
            <translation>être</translation>
        </message>
        <message>
            <source>the 4</source>
            <translation>celui à 4</translation>
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
            <translation>ne pas être</translation>
        </message>
        <message>
            <source>&lt;b&gt;20&lt;/b&gt;, 4, &lt;b&gt;50&lt;/b&gt;</source>
            <translation>&lt;b&gt;20&lt;/b&gt;, 4, &lt;b&gt;50&lt;/b&gt;</translation>
        </message>
        <message>
            <source>courtiers 2 × 10 and 5 × 10</source>
            <translation>courtisans 2 × 10 et 5 × 10</translation>
        </message>
        <message>
            <source>the 3</source>
            <translation>celui à 3</translation>
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
            <translation>courtisans 4 × 10 chacun</translation>
        </message>
        <message>
            <source>the 11</source>
            <translation>celui à 11</translation>
        </message>
        <message>
            <source>10, 10, &lt;b&gt;110&lt;/b&gt;</source>
            <translation>10, 10, &lt;b&gt;110&lt;/b&gt;</translation>
        </message>
        <message>
            <source>courtiers 10 each for no tricks</source>
            <translation>courtisans 10 chacun pour zéro pli</translation>
        </message>
        <message>
            <source>&lt;b&gt;100&lt;/b&gt;, &lt;b&gt;100&lt;/b&gt;, 11</source>
            <translation>&lt;b&gt;100&lt;/b&gt;, &lt;b&gt;100&lt;/b&gt;, 11</translation>
        </message>
        <message>
            <source>courtiers 10 × 10 each</source>
            <translation>courtisans 10 × 10 chacun</translation>
        </message>
        <message>
            <source>the 5</source>
            <translation>celui à 5</translation>
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
            <translation>courtisans 10 × 10 et 6 × 10</translation>
        </message>
        <message>
            <source>You play towards a target, 250 points unless you set another (usually around nine deals). As soon as a deal finishes with at least one running total on or past the target, the match is over, and the highest total wins.</source>
            <translation>La partie se joue jusqu’à un score à atteindre : 250 points, sauf si vous en fixez un autre (en général, environ neuf donnes). Dès qu’une donne se termine avec au moins un total cumulé égal ou supérieur à ce score, la partie est finie, et le plus haut total l’emporte.</translation>
        </message>
        <message>
            <source>Choose this in the new-game dialog. The short name in grey is the one used in saved deals and deal records.</source>
            <translation>Choisissez-la dans la fenêtre de nouvelle partie. Le nom court en gris est celui qu’utilisent les donnes sauvegardées et les relevés de donnes.</translation>
        </message>
        <message>
            <source>&lt;b&gt;A blank is never Hamlet.&lt;/b&gt; Take no tricks and you can't be Hamlet: nobody can be below you, and the other two can't split 11 tricks evenly. In a &lt;i&gt;not to be&lt;/i&gt; deal that is a safe 100 points.</source>
            <translation>&lt;b&gt;Sans pli, jamais Hamlet.&lt;/b&gt; Si vous ne faites aucun pli, vous ne pouvez pas être Hamlet : personne ne peut être en dessous de vous, et les deux autres ne peuvent pas se partager 11 plis à égalité. Dans une donne &lt;i&gt;ne pas être&lt;/i&gt;, ce sont 100 points assurés.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Polonius is a trick on call.&lt;/b&gt; Whenever you have the lead, leading him wins, so he lets you add one trick exactly when you need it. Late in the deal, that can settle who ends up in the middle.</source>
            <translation>&lt;b&gt;Polonius, un pli à la demande.&lt;/b&gt; Chaque fois que vous avez la main, entamer Polonius vous assure le pli : il vous permet d’ajouter un pli exactement quand vous en avez besoin. En fin de donne, cela peut décider de qui finit au milieu.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Your card sets the question.&lt;/b&gt; Showing a King, Queen or Jack makes the deal &lt;i&gt;to be&lt;/i&gt; for certain. If you would rather play &lt;i&gt;not to be&lt;/i&gt;, show a low card and hope the others do too.</source>
            <translation>&lt;b&gt;Votre carte pose la question.&lt;/b&gt; Montrer un Roi, une Dame ou un Valet rend la donne &lt;i&gt;être&lt;/i&gt; à coup sûr. Si vous préférez jouer &lt;i&gt;ne pas être&lt;/i&gt;, montrez une petite carte et espérez que les autres en feront autant.</translation>
        </message>
        <message>
            <source>&lt;b&gt;Know who your rivals are.&lt;/b&gt; In a &lt;i&gt;to be&lt;/i&gt; deal only Hamlet scores big, so it is every player for themselves. In a &lt;i&gt;not to be&lt;/i&gt; deal both courtiers score tenfold, so the two players out of the middle share an interest in keeping the third one there.</source>
            <translation>&lt;b&gt;Sachez qui sont vos rivaux.&lt;/b&gt; Dans une donne &lt;i&gt;être&lt;/i&gt;, seul Hamlet marque gros : c’est chacun pour soi. Dans une donne &lt;i&gt;ne pas être&lt;/i&gt;, les deux courtisans marquent dix fois plus : les deux joueurs qui ne sont pas au milieu ont donc intérêt à y maintenir le troisième.</translation>
        </message>
    </context>
    <context>
        <name>RulesPage</name>
        <message>
            <source>House rule</source>
            <translation>Règle maison</translation>
        </message>
        <message>
            <source>Explained here in Parlett Table's own words.</source>
            <translation>Règles présentées ici par Parlett Table, avec ses propres mots.</translation>
        </message>
        <message>
            <source>default</source>
            <comment>the option's default value</comment>
            <translation>par défaut</translation>
        </message>
        <message>
            <source>Default:</source>
            <translation>Par défaut :</translation>
        </message>
    </context>
    <context>
        <name>RulesWindow</name>
        <message>
            <source>Rules</source>
            <translation>Règles</translation>
        </message>
        <message>
            <source>Sections</source>
            <translation>Sections</translation>
        </message>
        <message>
            <source>At the table, F1 opens the part of the rules you need right now.</source>
            <translation>En jeu, F1 ouvre directement la section des règles utile à ce moment-là.</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>How to play</source>
            <translation>Comment jouer</translation>
        </message>
        <message>
            <source>Go to section</source>
            <translation>Aller à la section</translation>
        </message>
        <message>
            <source>Rules of {game}</source>
            <translation>Règles de {game}</translation>
        </message>
        <message>
            <source>Rules · {game}</source>
            <translation>Règles · {game}</translation>
        </message>
    </context>
    <context>
        <name>Scores</name>
        <message>
            <source>trick</source>
            <translation>pli</translation>
        </message>
        <message>
            <source>tricks</source>
            <translation>plis</translation>
        </message>
    </context>
    <context>
        <name>SoundSettings</name>
        <message>
            <source>Volume</source>
            <translation>Volume</translation>
        </message>
        <message>
            <source>Mute all sounds</source>
            <translation>Couper tous les sons</translation>
        </message>
        <message>
            <source>&amp;Volume</source>
            <translation>&amp;Volume</translation>
        </message>
    </context>
    <context>
        <name>Speeds</name>
        <message>
            <source>Off</source>
            <translation>Aucune</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rapide</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lente</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message numerus="yes">
            <source>{accuracy} on average over the %n deals the coach looked at</source>
            <translation>
                <numerusform>{accuracy} en moyenne sur %n donne analysée</numerusform>
                <numerusform>{accuracy} en moyenne sur les %n donnes analysées</numerusform>
            </translation>
        </message>
        <message>
            <source>line: average of the last {window}</source>
            <translation>ligne : moyenne des {window} dernières</translation>
        </message>
        <message numerus="yes">
            <source>%n deals without the coach's verdict are left out (played before it was kept, or not looked at).</source>
            <translation>
                <numerusform>%n donne sans analyse est laissée de côté (jouée avant que les analyses soient conservées, ou non analysée).</numerusform>
                <numerusform>%n donnes sans analyse sont laissées de côté (jouées avant que les analyses soient conservées, ou non analysées).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>over %n deals</source>
            <translation>
                <numerusform>sur %n donne</numerusform>
                <numerusform>sur %n donnes</numerusform>
            </translation>
        </message>
        <message>
            <source>Accuracy</source>
            <translation>Précision</translation>
        </message>
        <message>
            <source>Where points go</source>
            <translation>Où partent les points</translation>
        </message>
        <message>
            <source>Points lost per deal</source>
            <translation>Points perdus par donne</translation>
        </message>
        <message>
            <source>Accuracy by role</source>
            <translation>Précision par rôle</translation>
        </message>
        <message>
            <source>Points a decision gave up against the expert's choice, where clear of the search's noise.</source>
            <translation>Points qu’une décision a cédés face au choix de l’expert, là où l’écart dépasse le bruit de la recherche.</translation>
        </message>
        <message>
            <source>Show the accuracy</source>
            <translation>Afficher la précision</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Scores</translation>
        </message>
        <message>
            <source>Show the scores</source>
            <translation>Afficher les scores</translation>
        </message>
        <message>
            <source>How things count: practice matches are left out. A match is won with the highest total alone; a tie for the top is a shared win. Abandoned matches are not in the win rate or streaks, but their finished deals are in the averages. A deal is won when your score was the highest, ties included.</source>
            <translation>Comment c’est compté : les parties d’entraînement sont exclues. Une partie est gagnée avec le meilleur total à vous seul ; une égalité en tête est une victoire partagée. Les parties abandonnées ne comptent ni dans le taux de victoire ni dans les séries, mais leurs donnes terminées comptent dans les moyennes. Une donne est gagnée quand votre score était le plus haut, égalités comprises.</translation>
        </message>
        <message>
            <source>All games</source>
            <translation>Tous les jeux</translation>
        </message>
        <message>
            <source>{day} {month} {year}</source>
            <translation>{day} {month} {year}</translation>
        </message>
        <message>
            <source>Today, {time}</source>
            <translation>Aujourd’hui, {time}</translation>
        </message>
        <message>
            <source>Yesterday, {time}</source>
            <translation>Hier, {time}</translation>
        </message>
        <message>
            <source>{day} {month}, {time}</source>
            <translation>{day} {month}, {time}</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Gagnée</translation>
        </message>
        <message>
            <source>Shared</source>
            <translation>Partagée</translation>
        </message>
        <message>
            <source>Lost</source>
            <translation>Perdue</translation>
        </message>
        <message>
            <source>Abandoned</source>
            <translation>Abandonnée</translation>
        </message>
        <message>
            <source>Practice</source>
            <translation>Entraînement</translation>
        </message>
        <message>
            <source>In progress</source>
            <translation>En cours</translation>
        </message>
        <message>
            <source>Unreadable</source>
            <translation>Illisible</translation>
        </message>
        <message>
            <source>No role</source>
            <translation>Sans rôle</translation>
        </message>
        <message>
            <source>No matches yet</source>
            <translation>Pas encore de partie</translation>
        </message>
        <message>
            <source>Play a match against the computer and your statistics will build up here: your win rate and streaks, your best match, and how you score in each role.</source>
            <translation>Jouez une partie contre l’ordinateur et vos statistiques s’afficheront ici : votre taux de victoire et vos séries, votre meilleure partie, et votre score dans chaque rôle.</translation>
        </message>
        <message>
            <source>No {name} matches yet</source>
            <translation>Pas encore de partie de {name}</translation>
        </message>
        <message>
            <source>Play a match of {name} and your results in it will show here.</source>
            <translation>Jouez une partie de {name} et vos résultats s’afficheront ici.</translation>
        </message>
        <message numerus="yes">
            <source>(%n practice matches so far: practice is not counted.)</source>
            <translation>
                <numerusform>(%n partie d’entraînement jusqu’ici : l’entraînement n’est pas compté.)</numerusform>
                <numerusform>(%n parties d’entraînement jusqu’ici : l’entraînement n’est pas compté.)</numerusform>
            </translation>
        </message>
        <message>
            <source>no deals finished yet</source>
            <translation>aucune donne terminée</translation>
        </message>
        <message>
            <source>best: {count} in a row</source>
            <translation>record : {count} d’affilée</translation>
        </message>
        <message>
            <source>no finished match yet</source>
            <translation>aucune partie terminée</translation>
        </message>
        <message>
            <source>finish a match to set one</source>
            <translation>finissez une partie</translation>
        </message>
        <message>
            <source>one in {count} deals</source>
            <translation>une donne sur {count}</translation>
        </message>
        <message numerus="yes">
            <source>in %n deals</source>
            <translation>
                <numerusform>dans %n donne</numerusform>
                <numerusform>dans %n donnes</numerusform>
            </translation>
        </message>
        <message>
            <source>none asked for</source>
            <translation>aucun demandé</translation>
        </message>
        <message numerus="yes">
            <source>Win rate {rate}: %n matches played, {won} won, {shared} shared.</source>
            <translation>
                <numerusform>Taux de victoire {rate} : %n partie jouée ; gagnées : {won}, partagées : {shared}.</numerusform>
                <numerusform>Taux de victoire {rate} : %n parties jouées ; gagnées : {won}, partagées : {shared}.</numerusform>
            </translation>
        </message>
        <message>
            <source>dots: your deals, oldest first · line: average of the last {window}</source>
            <translation>points : vos donnes · ligne : moyenne des {window} dernières</translation>
        </message>
        <message>
            <source>your deals, oldest first</source>
            <translation>vos donnes, par ordre chronologique</translation>
        </message>
        <message>
            <source>{when}, {game}: {result}</source>
            <translation>{when}, {game} : {result}</translation>
        </message>
        <message>
            <source>with {total}</source>
            <translation>avec {total}</translation>
        </message>
        <message>
            <source>This forgets every match you have played in every game ({matches} and {deals}, practice included): your win rate, streaks, best match and the score sheets of past matches.</source>
            <translation>Cette action efface toutes les parties que vous avez jouées, dans tous les jeux ({matches} et {deals}, entraînement compris) : votre taux de victoire, vos séries, votre meilleure partie et les feuilles de marque des parties passées.</translation>
        </message>
        <message numerus="yes">
            <source>%n matches</source>
            <translation>
                <numerusform>%n partie</numerusform>
                <numerusform>%n parties</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n deals</source>
            <translation>
                <numerusform>%n donne</numerusform>
                <numerusform>%n donnes</numerusform>
            </translation>
        </message>
        <message>
            <source>The match in progress is kept.</source>
            <translation>La partie en cours est conservée.</translation>
        </message>
        <message>
            <source>It cannot be undone.</source>
            <translation>Action irréversible.</translation>
        </message>
        <message>
            <source>When</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Jeu</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Résultat</translation>
        </message>
        <message>
            <source>Your total</source>
            <translation>Votre total</translation>
        </message>
        <message>
            <source>Winner</source>
            <translation>Vainqueur</translation>
        </message>
        <message>
            <source>Show statistics for {game}</source>
            <translation>Afficher les statistiques pour {game}</translation>
        </message>
        <message>
            <source>Average per deal</source>
            <translation>Moyenne par donne</translation>
        </message>
        <message>
            <source>Winning streak</source>
            <translation>Série de victoires</translation>
        </message>
        <message>
            <source>Best match</source>
            <translation>Meilleure partie</translation>
        </message>
        <message>
            <source>Hints used</source>
            <translation>Conseils demandés</translation>
        </message>
        <message>
            <source>Score per deal</source>
            <translation>Score par donne</translation>
        </message>
        <message>
            <source>your average points a deal</source>
            <translation>vos points moyens par donne</translation>
        </message>
        <message>
            <source>By role</source>
            <translation>Par rôle</translation>
        </message>
        <message>
            <source>Your latest games could not be added to these figures just now.</source>
            <translation>Vos dernières parties n’ont pas pu être ajoutées à ces chiffres pour le moment.</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Effacer les statistiques</translation>
        </message>
    </context>
    <context>
        <name>Stats</name>
        <message>
            <source>Statistics</source>
            <translation>Statistiques</translation>
        </message>
        <message>
            <source>Problem</source>
            <translation>Problème</translation>
        </message>
        <message>
            <source>How things count</source>
            <translation>Comment c’est compté</translation>
        </message>
        <message>
            <source>No matches yet</source>
            <translation>Pas encore de partie</translation>
        </message>
        <message>
            <source>Play a match</source>
            <translation>Jouer une partie</translation>
        </message>
        <message>
            <source>Matches</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Recent form</source>
            <translation>Forme récente</translation>
        </message>
        <message>
            <source>Reset statistics…</source>
            <translation>Effacer les statistiques…</translation>
        </message>
        <message>
            <source>Reset statistics</source>
            <translation>Effacer les statistiques</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Feuille de marque</translation>
        </message>
        <message>
            <source>Open the score sheet of the selected match</source>
            <translation>Ouvrir la feuille de marque de la partie sélectionnée</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <source>Close statistics</source>
            <translation>Fermer les statistiques</translation>
        </message>
    </context>
    <context>
        <name>StatsParts</name>
        <message>
            <source>played</source>
            <comment>matches played</comment>
            <translation>jouées</translation>
        </message>
        <message>
            <source>won</source>
            <comment>matches won</comment>
            <translation>gagnées</translation>
        </message>
        <message>
            <source>shared</source>
            <comment>matches shared</comment>
            <translation>partagées</translation>
        </message>
        <message>
            <source>Matches</source>
            <translation>Parties</translation>
        </message>
        <message>
            <source>Matches played, newest first</source>
            <translation>Parties jouées, les plus récentes d’abord</translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message numerus="yes">
            <source>%n matches</source>
            <translation>
                <numerusform>%n partie</numerusform>
                <numerusform>%n parties</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n deals</source>
            <translation>
                <numerusform>%n donne</numerusform>
                <numerusform>%n donnes</numerusform>
            </translation>
        </message>
        <message>
            <source>{matches} and {deals}</source>
            <translation>{matches} et {deals}</translation>
        </message>
        <message>
            <source>Some of your history could not be read, so it is left out of these figures: {what}.</source>
            <translation>Une partie de votre historique n'a pas pu être lue et n'est donc pas comptée dans ces chiffres : {what}.</translation>
        </message>
        <message>
            <source>damaged</source>
            <translation>endommagé</translation>
        </message>
        <message>
            <source>written by a newer version of Parlett Table</source>
            <translation>écrit par une version plus récente de Parlett Table</translation>
        </message>
        <message>
            <source>a folder, not a file</source>
            <translation>un dossier et non un fichier</translation>
        </message>
        <message>
            <source>a symbolic link that leads back to itself</source>
            <translation>un lien symbolique qui renvoie à lui-même</translation>
        </message>
        <message>
            <source>not an ordinary file</source>
            <translation>autre chose qu'un fichier ordinaire</translation>
        </message>
        <message>
            <source>far too large</source>
            <translation>beaucoup trop volumineux</translation>
        </message>
        <message>
            <source>a database of another program</source>
            <translation>une base de données d'un autre programme</translation>
        </message>
        <message>
            <source>not a preferences file</source>
            <translation>pas un fichier de préférences</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <translation>le disque est plein</translation>
        </message>
        <message>
            <source>another program is using it</source>
            <translation>un autre programme l'utilise</translation>
        </message>
        <message>
            <source>the program may not write there</source>
            <translation>le programme n'a pas le droit d'y écrire</translation>
        </message>
        <message>
            <source>the program may not read it</source>
            <translation>le programme n'a pas l'autorisation de lecture</translation>
        </message>
        <message>
            <source>the system reported an error</source>
            <translation>le système a signalé une erreur</translation>
        </message>
        <message>
            <source>Your preferences could not be read ({why}), so the defaults are in use and the file is left as it is.</source>
            <translation>Vos préférences n'ont pas pu être lues ({why}) : les réglages par défaut sont utilisés et le fichier est laissé tel quel.</translation>
        </message>
        <message>
            <source>Your preferences file was {problem}, so it was kept as {file} and the defaults are in use.</source>
            <translation>Votre fichier de préférences était {problem} : il a été conservé sous le nom {file} et les réglages par défaut sont utilisés.</translation>
        </message>
        <message>
            <source>Your preferences file was {problem} and could not be moved aside, so the defaults are in use.</source>
            <translation>Votre fichier de préférences était {problem} et n'a pas pu être mis de côté : les réglages par défaut sont utilisés.</translation>
        </message>
        <message>
            <source>Some of your preferences could not be read and are back to their defaults; the file as it was is kept as {file}.</source>
            <translation>Certaines de vos préférences n'ont pas pu être lues et reprennent leur valeur par défaut ; le fichier tel qu'il était est conservé sous le nom {file}.</translation>
        </message>
        <message>
            <source>Some of your preferences could not be read and are back to their defaults for now; the file is left as it is, since no copy of it could be made.</source>
            <translation>Certaines de vos préférences n'ont pas pu être lues et reprennent pour l'instant leur valeur par défaut ; le fichier est laissé tel quel, car aucune copie n'a pu en être faite.</translation>
        </message>
        <message>
            <source>Your saved match could not be read ({why}), so it is left as it is and this session's match will not be saved.</source>
            <translation>Votre partie sauvegardée n'a pas pu être lue ({why}) : elle est laissée telle quelle et la partie de cette session ne sera pas sauvegardée.</translation>
        </message>
        <message>
            <source>Your saved match was {problem}, so it could not be continued and was kept as {file}.</source>
            <translation>Le fichier de votre partie sauvegardée était {problem} : la partie n'a pas pu être reprise et le fichier a été conservé sous le nom {file}.</translation>
        </message>
        <message>
            <source>Your saved match was {problem} and could not be moved aside, so this session's match will not be saved.</source>
            <translation>Le fichier de votre partie sauvegardée était {problem} et n'a pas pu être mis de côté : la partie de cette session ne sera pas sauvegardée.</translation>
        </message>
        <message>
            <source>Your saved match has no seat for you, so it could not be continued and was kept as {file}.</source>
            <translation>Votre partie sauvegardée n'a aucune place pour vous : elle n'a pas pu être reprise et a été conservée sous le nom {file}.</translation>
        </message>
        <message>
            <source>Your saved match has no seat for you, so it could not be continued and is left as it is.</source>
            <translation>Votre partie sauvegardée n'a aucune place pour vous : elle n'a pas pu être reprise et est laissée telle quelle.</translation>
        </message>
        <message>
            <source>Your match could not be saved just now ({why}); play goes on, and it is saved as soon as it can be.</source>
            <translation>Votre partie n'a pas pu être sauvegardée pour le moment ({why}) ; le jeu continue et elle sera sauvegardée dès que possible.</translation>
        </message>
        <message>
            <source>Your saved match could not be removed just now ({why}); it will be at the next start.</source>
            <translation>Votre partie sauvegardée n'a pas pu être supprimée pour le moment ({why}) ; elle le sera au prochain démarrage.</translation>
        </message>
        <message>
            <source>Some finished deals waiting to be added to your game history were {problem}, so they were kept as {file}.</source>
            <translation>Un fichier de donnes terminées en attente d'être ajoutées à votre historique de jeu était {problem} : il a été conservé sous le nom {file}.</translation>
        </message>
        <message>
            <source>Your game history cannot be written just now ({why}), so your finished deals are kept and added to it as soon as it can be.</source>
            <translation>Votre historique de jeu ne peut pas être écrit pour le moment ({why}) : vos donnes terminées sont conservées et y seront ajoutées dès que possible.</translation>
        </message>
        <message>
            <source>Your game history could not be read just now ({why}).</source>
            <translation>Votre historique de jeu n'a pas pu être lu pour le moment ({why}).</translation>
        </message>
        <message>
            <source>Your game history could not be opened ({why}), so it is left as it is and this session's games are kept to be added to it once it can be.</source>
            <translation>Votre historique de jeu n'a pas pu être ouvert ({why}) : il est laissé tel quel et les parties de cette session sont conservées pour y être ajoutées dès que possible.</translation>
        </message>
        <message>
            <source>Your game history was {problem}, so it was kept as {file} and a new one was started.</source>
            <translation>Le fichier de votre historique de jeu était {problem} : il a été conservé sous le nom {file} et un nouveau a été commencé.</translation>
        </message>
        <message>
            <source>Your game history was {problem} and could not be moved aside, so it is left as it is and this session's games are kept to be added to it once it can be used.</source>
            <translation>Le fichier de votre historique de jeu était {problem} et n'a pas pu être mis de côté : il est laissé tel quel et les parties de cette session sont conservées pour y être ajoutées dès qu'il sera utilisable.</translation>
        </message>
        <message>
            <source>Your game history was {problem} and was kept as {file}, but a new one could not be made ({why}), so this session's games are kept to be added to it once it can be.</source>
            <translation>Le fichier de votre historique de jeu était {problem} et a été conservé sous le nom {file}, mais un nouveau n'a pas pu être créé ({why}) : les parties de cette session sont conservées pour y être ajoutées dès que possible.</translation>
        </message>
        <message>
            <source>Some of your game history could not be read, so it is left out of your statistics and a copy of the file as it was is kept as {file}.</source>
            <translation>Une partie de votre historique de jeu n'a pas pu être lue et n'est donc pas comptée dans vos statistiques ; une copie du fichier tel qu'il était est conservée sous le nom {file}.</translation>
        </message>
        <message>
            <source>That match could not be read back (its entry in your history is damaged).</source>
            <translation>Cette partie n'a pas pu être relue (son entrée dans votre historique est endommagée).</translation>
        </message>
        <message>
            <source>There is no match {number} in your history.</source>
            <translation>Il n'y a pas de partie {number} dans votre historique.</translation>
        </message>
        <message>
            <source>That match has no finished deal to show.</source>
            <translation>Cette partie n'a aucune donne terminée à montrer.</translation>
        </message>
        <message>
            <source>Your list of positions to practise was {problem}, so it was kept as {file} and a new list begun.</source>
            <translation>Votre liste de positions à travailler était {problem} : elle a été gardée sous le nom {file} et une nouvelle liste commencée.</translation>
        </message>
        <message>
            <source>Your list of positions to practise was {problem} and could not be moved aside, so it is not kept this time.</source>
            <translation>Votre liste de positions à travailler était {problem} et n’a pas pu être mise de côté : elle n’est pas tenue cette fois-ci.</translation>
        </message>
        <message>
            <source>Your list of positions to practise could not be read ({why}), so it is left as it is this time.</source>
            <translation>Votre liste de positions à travailler n’a pas pu être lue ({why}) : elle est laissée telle quelle cette fois-ci.</translation>
        </message>
        <message>
            <source>Your list of positions to practise could not be saved just now ({why}); it is tried again later.</source>
            <translation>Votre liste de positions à travailler n’a pas pu être enregistrée pour l’instant ({why}) ; le programme réessaiera plus tard.</translation>
        </message>
    </context>
    <context>
        <name>Suits</name>
        <message>
            <source>spade</source>
            <translation>pique</translation>
        </message>
        <message>
            <source>heart</source>
            <translation>cœur</translation>
        </message>
        <message>
            <source>diamond</source>
            <translation>carreau</translation>
        </message>
        <message>
            <source>club</source>
            <translation>trèfle</translation>
        </message>
        <message>
            <source>spades</source>
            <translation>pique</translation>
        </message>
        <message>
            <source>hearts</source>
            <translation>cœur</translation>
        </message>
        <message>
            <source>diamonds</source>
            <translation>carreau</translation>
        </message>
        <message>
            <source>clubs</source>
            <translation>trèfle</translation>
        </message>
    </context>
    <context>
        <name>TableParts</name>
        <message>
            <source>Your hand</source>
            <translation>Votre main</translation>
        </message>
        <message>
            <source>Trick</source>
            <translation>Pli</translation>
        </message>
        <message>
            <source>Scores</source>
            <translation>Scores</translation>
        </message>
        <message>
            <source>Prompt</source>
            <translation>Consigne</translation>
        </message>
        <message>
            <source>nothing yet</source>
            <translation>rien encore</translation>
        </message>
    </context>
    <context>
        <name>TablePresenter</name>
        <message>
            <source>{giver} gave the trick to {taker}.</source>
            <translation>{giver} a donné le pli à {taker}.</translation>
        </message>
        <message>
            <source>Trump is {trump}, and the aim is to be Hamlet.</source>
            <translation>Atout : {trump}, et le but est d’être Hamlet.</translation>
        </message>
        <message>
            <source>Trump is {trump}, and the aim is not to be Hamlet.</source>
            <translation>Atout : {trump}, et le but est de ne pas être Hamlet.</translation>
        </message>
        <message>
            <source>Trump is {trump}, and everyone plays alone.</source>
            <translation>Atout : {trump}, et chacun joue seul.</translation>
        </message>
        <message>
            <source>Trump is {trump}; you are the Hood, against {first} and {second}.</source>
            <translation>Atout : {trump} ; vous êtes le Hood, contre {first} et {second}.</translation>
        </message>
        <message>
            <source>Trump is {trump}; you and {partner} are partners, and {hood} is the Hood.</source>
            <translation>Atout : {trump} ; vous et {partner} êtes partenaires, et {hood} est le Hood.</translation>
        </message>
        <message>
            <source>Trump is {trump}; {first} and {second} are partners, and {hood} is the Hood.</source>
            <translation>Atout : {trump} ; {first} et {second} sont partenaires, et {hood} est le Hood.</translation>
        </message>
        <message>
            <source>{decided} Click the table (or press Space) to go on.</source>
            <translation>{decided} Cliquez sur la table (ou appuyez sur Espace) pour continuer.</translation>
        </message>
        <message>
            <source>The cards are not shown yet: everyone chooses one first.</source>
            <translation>Les cartes ne sont pas encore montrées : chacun en choisit d’abord une.</translation>
        </message>
        <message>
            <source>{game} starts without cards shown.</source>
            <translation>{game} commence sans cartes montrées.</translation>
        </message>
        <message>
            <source>The cards shown</source>
            <translation>Les cartes montrées</translation>
        </message>
        <message>
            <source>Deal {deal} of {count}</source>
            <translation>Donne {deal} sur {count}</translation>
        </message>
        <message>
            <source>Deal {deal}  ·  playing to {target}</source>
            <translation>Donne {deal}  ·  objectif {target} points</translation>
        </message>
        <message>
            <source>{names} share the win with {total}.</source>
            <translation>Victoire partagée : {names}, avec {total}.</translation>
        </message>
        <message>
            <source>You win the match with {total}!</source>
            <translation>Vous remportez la partie avec {total} !</translation>
        </message>
        <message>
            <source>{name} wins the match with {total}.</source>
            <translation>{name} remporte la partie avec {total}.</translation>
        </message>
        <message>
            <source>Click the table (or press Space) for the next trick.</source>
            <translation>Cliquez sur la table (ou appuyez sur Espace) pour le pli suivant.</translation>
        </message>
        <message>
            <source>How the hint was worked out: {detail}</source>
            <translation>Comment le conseil a été calculé : {detail}</translation>
        </message>
        <message>
            <source>Hint: {reason}</source>
            <translation>Conseil : {reason}</translation>
        </message>
        <message>
            <source>Hint: {joker}. {reason}</source>
            <translation>Conseil : {joker}. {reason}</translation>
        </message>
        <message>
            <source>Hint: the {card}. {reason}</source>
            <translation>Conseil : {card}. {reason}</translation>
        </message>
        <message>
            <source>(cannot be played now)</source>
            <translation>(injouable pour l’instant)</translation>
        </message>
        <message>
            <source>No trick has been played yet.</source>
            <translation>Aucun pli n’a encore été joué.</translation>
        </message>
        <message>
            <source>Last trick: you took it</source>
            <translation>Dernier pli : vous l’avez pris</translation>
        </message>
        <message>
            <source>Last trick: {taker} took it</source>
            <translation>Dernier pli : {taker} l’a pris</translation>
        </message>
    </context>
    <context>
        <name>Talk</name>
        <message>
            <source>No estimate.</source>
            <translation>Pas d’estimation.</translation>
        </message>
        <message numerus="yes">
            <source>I expect %n tricks.</source>
            <translation>
                <numerusform>Je prévois %n pli.</numerusform>
                <numerusform>Je prévois %n plis.</numerusform>
            </translation>
        </message>
        <message>
            <source>I expect {low} to {high} tricks.</source>
            <translation>Je prévois {low} à {high} plis.</translation>
        </message>
        <message>
            <source>Any requests?</source>
            <translation>Une préférence ?</translation>
        </message>
        <message>
            <source>Lead a {suit}.</source>
            <translation>Entamez {suit}.</translation>
        </message>
        <message>
            <source>Don't lead a {suit}.</source>
            <translation>N’entamez pas {suit}.</translation>
        </message>
        <message>
            <source>No preference.</source>
            <translation>Pas de préférence.</translation>
        </message>
    </context>
    <context>
        <name>Tour</name>
        <message>
            <source>First everyone chooses a suit card to show. All three are turned up together, and they decide trump and whether the aim is to be Hamlet. Click the card you want to show.</source>
            <translation>D’abord, chacun choisit une carte de couleur à montrer. Les trois sont retournées ensemble et décident de l’atout et du but : être Hamlet ou ne pas l’être. Cliquez sur la carte que vous voulez montrer.</translation>
        </message>
        <message>
            <source>The game, the deal number, who dealt, and trump and the aim once the cards shown decide them.</source>
            <translation>Le jeu, le numéro de donne, le donneur, et l’atout et le but dès que les cartes montrées les décident.</translation>
        </message>
        <message>
            <source>First everyone chooses a card to show. All three are turned up together, and they decide trump and who partners whom. Click the card you want to show.</source>
            <translation>D’abord, chacun choisit une carte à montrer. Les trois sont retournées ensemble et décident de l’atout et de qui est partenaire de qui. Cliquez sur la carte que vous voulez montrer.</translation>
        </message>
        <message>
            <source>First everyone chooses a card to show. All are turned up together, and they decide how the deal is played. Click the card you want to show.</source>
            <translation>D’abord, chacun choisit une carte à montrer. Elles sont retournées ensemble et décident de la façon de jouer la donne. Cliquez sur la carte que vous voulez montrer.</translation>
        </message>
        <message>
            <source>The cards shown, each in front of its player; the line above your hand says what they decided. Click the table or press Space to go on; C shows them again later in the deal.</source>
            <translation>Les cartes montrées, chacune devant son joueur ; la ligne au-dessus de votre main dit ce qu’elles ont décidé. Cliquez sur la table ou appuyez sur Espace pour continuer ; C les montre à nouveau plus tard dans la donne.</translation>
        </message>
        <message>
            <source>The game, the deal number, who dealt, and trump once the cards shown decide it.</source>
            <translation>Le jeu, le numéro de donne, le donneur, et l’atout dès que les cartes montrées le décident.</translation>
        </message>
        <message>
            <source>The game, the deal number, who dealt, and trump once it is known.</source>
            <translation>Le jeu, le numéro de donne, le donneur et l’atout dès qu’il est connu.</translation>
        </message>
        <message>
            <source>The game, the deal number and who dealt. There are no trumps in this game: the highest card of the suit led wins.</source>
            <translation>Le jeu, le numéro de donne et le donneur. Ce jeu n’a pas d’atout : la plus haute carte de la couleur demandée l’emporte.</translation>
        </message>
        <message>
            <source>Each player's name, the tricks they have taken and, as soon as it is known, their role.</source>
            <translation>Le nom de chaque joueur, ses plis et, dès qu’il est connu, son rôle.</translation>
        </message>
        <message>
            <source>Each player's name and the tricks they have taken.</source>
            <translation>Le nom de chaque joueur et ses plis.</translation>
        </message>
        <message>
            <source>The running totals of the match.</source>
            <translation>Les totaux de la partie en cours.</translation>
        </message>
        <message>
            <source>The running totals of the match and, beside them, each player's points in this deal so far.</source>
            <translation>Les totaux de la partie en cours et, à côté, les points de chaque joueur dans cette donne jusqu’ici.</translation>
        </message>
        <message>
            <source>These are your cards. The ones you may play now stand a little higher; click one, or choose with ← → and press Enter.</source>
            <translation>Voici vos cartes. Celles que vous pouvez jouer maintenant sont un peu surélevées ; cliquez sur l’une d’elles, ou choisissez avec ← → et appuyez sur Entrée.</translation>
        </message>
        <message>
            <source>Stuck? Hint (or H) suggests a move and says why. F1 opens the rules at the part that matters now.</source>
            <translation>Bloqué ? Conseil (ou H) suggère un coup et explique pourquoi. F1 ouvre les règles à la section utile en ce moment.</translation>
        </message>
        <message>
            <source>Each trick goes to the pile of whoever took it. Press L to look at the last trick again.</source>
            <translation>Chaque pli va sur la pile de celui qui l’a remporté. Appuyez sur L pour revoir le dernier pli.</translation>
        </message>
        <message>
            <source>How every score was made, line by line. 'why?' opens the rule behind a line, and Review steps through the whole deal with every hand face up.</source>
            <translation>Le détail de chaque score, ligne par ligne. « pourquoi ? » ouvre la règle derrière une ligne, et Revoir la donne parcourt toute la donne, toutes les mains visibles.</translation>
        </message>
        <message>
            <source>Skip the tour</source>
            <translation>Passer la visite</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Suivant</translation>
        </message>
        <message>
            <source>Done</source>
            <translation>Terminé</translation>
        </message>
        <message>
            <source>{number} of {total}</source>
            <translation>{number} sur {total}</translation>
        </message>
    </context>
    <context>
        <name>TrickPauses</name>
        <message>
            <source>Until I click</source>
            <translation>Jusqu’à mon clic</translation>
        </message>
        <message>
            <source>Short</source>
            <translation>Court</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Long</source>
            <translation>Long</translation>
        </message>
    </context>
    <context>
        <name>TrickWords</name>
        <message>
            <source>You</source>
            <translation>Vous</translation>
        </message>
        <message>
            <source>you</source>
            <translation>vous</translation>
        </message>
        <message>
            <source>You take the trick</source>
            <translation>Vous prenez le pli</translation>
        </message>
        <message>
            <source>{taker} takes the trick</source>
            <translation>{taker} prend le pli</translation>
        </message>
        <message>
            <source>card</source>
            <translation>carte</translation>
        </message>
        <message>
            <source>Leading the joker calls for trumps, and the {card} is the highest.</source>
            <translation>Le joker entamé appelle l’atout, et {card} est l’atout le plus fort.</translation>
        </message>
        <message>
            <source>The {card} is a trump, and beats the {led} led.</source>
            <translation>{card} est un atout et bat {led}, la carte entamée.</translation>
        </message>
        <message>
            <source>The joker led counts as a trump, and nobody played a higher one.</source>
            <translation>Le joker entamé compte comme un atout, et personne n’en a joué de plus fort.</translation>
        </message>
        <message>
            <source>The joker counts as a trump (the lowest), and it is the only trump here.</source>
            <translation>Le joker compte comme un atout (le plus faible), et c’est le seul atout ici.</translation>
        </message>
        <message>
            <source>Snap: the {card} matches the {led} led, and the last snap wins.</source>
            <translation>Rafle : {card}, du même rang que la carte entamée ({led}), et la dernière rafle l’emporte.</translation>
        </message>
        <message>
            <source>Snap: the {card} matches the {led} led, and beats all the {suit}.</source>
            <translation>Rafle : {card}, du même rang que la carte entamée ({led}), bat toute la couleur {suit}.</translation>
        </message>
        <message>
            <source>The second-highest card wins: the {card}, under the {highest}.</source>
            <translation>La deuxième plus haute carte l’emporte : {card}, sous {highest}.</translation>
        </message>
        <message>
            <source>Nobody else played a {noun}, so the card led wins.</source>
            <translation>Personne d’autre n’a joué de {noun} : la carte entamée l’emporte.</translation>
        </message>
        <message>
            <source>{joker} was led, and when led he wins the trick.</source>
            <translation>{joker} a été entamé, et quand il entame, il remporte le pli.</translation>
        </message>
        <message>
            <source>Both jokers were played, so {chooser} chose, and kept it.</source>
            <translation>Les deux jokers ont été joués : le soliste ({chooser}) a choisi de garder le pli.</translation>
        </message>
        <message>
            <source>Both jokers were played, so {chooser} chose, and gave it to {taker}.</source>
            <translation>Les deux jokers ont été joués : le soliste ({chooser}) a choisi, et le pli est pour {taker}.</translation>
        </message>
        <message>
            <source>{chooser} played a joker, and kept it.</source>
            <translation>{chooser} : joker joué, pli gardé.</translation>
        </message>
        <message>
            <source>{chooser} played a joker, and gave it to {taker}.</source>
            <translation>{chooser} : joker joué, pli pour {taker}.</translation>
        </message>
    </context>
    <context>
        <name>WhosWho</name>
        <message>
            <source>{first} and {second}</source>
            <translation>{first} et {second}</translation>
        </message>
        <message>
            <source>You held both jokers, so you were the soloist, playing alone against {pair}.</source>
            <translation>Vous aviez les deux jokers : vous étiez donc le soliste, seul contre {pair}.</translation>
        </message>
        <message>
            <source>{soloist} held both jokers, so {soloist} was the soloist, playing alone against {pair}.</source>
            <translation>{soloist} avait les deux jokers : {soloist} était donc le soliste, seul contre {pair}.</translation>
        </message>
        <message>
            <source>{pair} held a joker each, so they were partners and you were the soloist.</source>
            <translation>{pair} avaient chacun un joker : ils étaient donc partenaires, et vous étiez le soliste.</translation>
        </message>
        <message>
            <source>You and {partner} held a joker each, so you were partners and {soloist} was the soloist.</source>
            <translation>{partner} et vous aviez chacun un joker : vous étiez donc partenaires, et {soloist} était le soliste.</translation>
        </message>
        <message>
            <source>{pair} held a joker each, so they were partners and {soloist} was the soloist.</source>
            <translation>{pair} avaient chacun un joker : ils étaient donc partenaires, et {soloist} était le soliste.</translation>
        </message>
        <message>
            <source>A joker may not be led while you hold other cards.</source>
            <translation>Un joker ne peut pas être entamé tant que vous avez d’autres cartes.</translation>
        </message>
        <message>
            <source>The soloist's count, {soloist_count}, lies between the partners' {low} and {high}, so the soloist wins.</source>
            <translation>Le nombre de plis du soliste, {soloist_count}, se situe entre ceux des partenaires, {low} et {high} : le soliste gagne.</translation>
        </message>
        <message>
            <source>The partners took 1 trick each, so the soloist wins.</source>
            <translation>Les partenaires ont fait 1 pli chacun : le soliste gagne.</translation>
        </message>
        <message>
            <source>The partners took {count} tricks each, so the soloist wins.</source>
            <translation>Les partenaires ont fait {count} plis chacun : le soliste gagne.</translation>
        </message>
        <message>
            <source>The soloist took {soloist_count} of the {hand_size} tricks, more than half, so the soloist wins.</source>
            <translation>Le soliste a fait {soloist_count} des {hand_size} plis, plus de la moitié : le soliste gagne.</translation>
        </message>
        <message>
            <source>The soloist's count, {soloist_count}, is the lowest, so the partners win.</source>
            <translation>Le nombre de plis du soliste, {soloist_count}, est le plus bas : les partenaires gagnent.</translation>
        </message>
        <message>
            <source>The soloist's count, {soloist_count}, equals a partner's, with no more than half the tricks, so the partners win.</source>
            <translation>Le nombre de plis du soliste, {soloist_count}, égale celui d’un partenaire, sans dépasser la moitié des plis : les partenaires gagnent.</translation>
        </message>
        <message>
            <source>The soloist's count, {soloist_count}, is the highest but no more than half the tricks, so the partners win.</source>
            <translation>Le nombre de plis du soliste, {soloist_count}, est le plus haut mais ne dépasse pas la moitié des plis : les partenaires gagnent.</translation>
        </message>
        <message>
            <source>for winning</source>
            <translation>pour la victoire</translation>
        </message>
        <message>
            <source>for the soloist's tricks</source>
            <translation>pour les plis du soliste</translation>
        </message>
    </context>
    <context>
        <name>WhosWhoHints</name>
        <message>
            <source>This is your only legal card.</source>
            <translation>C’est votre seule carte jouable.</translation>
        </message>
        <message>
            <source>As the soloist, you win with the middle count, with the partners level, or with more than half the tricks.</source>
            <translation>En tant que soliste, vous gagnez avec le nombre de plis intermédiaire, avec les partenaires à égalité, ou avec plus de la moitié des plis.</translation>
        </message>
        <message>
            <source>As a partner, you want the soloist to end lowest, or level with one of you.</source>
            <translation>En tant que partenaire, vous voulez que le soliste finisse avec le moins de plis, ou à égalité avec l’un de vous deux.</translation>
        </message>
        <message>
            <source>You hold no joker, so you are the soloist only if the other two hold one each.</source>
            <translation>Vous n’avez pas de joker : vous n’êtes donc le soliste que si les deux autres en ont un chacun.</translation>
        </message>
        <message>
            <source>Play your joker: then you choose who takes this trick. {goal}</source>
            <translation>Jouez votre joker : c’est alors vous qui choisirez qui prend ce pli. {goal}</translation>
        </message>
        <message>
            <source>Throw the {name}: the other two cards decide this trick.</source>
            <translation>Défaussez votre {name} : les deux autres cartes décident de ce pli.</translation>
        </message>
        <message>
            <source>Take this trick with the {name}, the second-highest card of the suit led. {why}</source>
            <translation>Prenez ce pli avec votre {name}, la deuxième plus haute carte de la couleur demandée. {why}</translation>
        </message>
        <message>
            <source>Play the {name} so that {taker} takes this trick. {why}</source>
            <translation>Jouez votre {name} pour laisser ce pli à {taker}. {why}</translation>
        </message>
        <message>
            <source>Lead the {name}: who takes this trick hardly matters yet, so lead from your longest suit.</source>
            <translation>Entamez votre {name} : peu importe encore qui prend ce pli, alors entamez dans votre couleur la plus longue.</translation>
        </message>
        <message>
            <source>Play the {name}: who takes this trick hardly matters yet.</source>
            <translation>Jouez votre {name} : peu importe encore qui prend ce pli.</translation>
        </message>
        <message>
            <source>Lead the {name}: it gives you the best chance of taking this trick. {goal}</source>
            <translation>Entamez votre {name} : c’est votre meilleure chance de prendre ce pli. {goal}</translation>
        </message>
        <message>
            <source>Play the {name}: it gives you the best chance of taking this trick. {goal}</source>
            <translation>Jouez votre {name} : c’est votre meilleure chance de prendre ce pli. {goal}</translation>
        </message>
        <message>
            <source>Lead the {name}: it gives the best chance that {wanted} takes this trick. {goal}</source>
            <translation>Entamez votre {name} : c’est ce qui donne à {wanted} la meilleure chance de prendre ce pli. {goal}</translation>
        </message>
        <message>
            <source>Play the {name}: it gives the best chance that {wanted} takes this trick. {goal}</source>
            <translation>Jouez votre {name} : c’est ce qui donne à {wanted} la meilleure chance de prendre ce pli. {goal}</translation>
        </message>
        <message>
            <source>Keep this trick. {why}</source>
            <translation>Gardez ce pli. {why}</translation>
        </message>
        <message>
            <source>Give this trick to {taker}. {why}</source>
            <translation>Donnez ce pli à {taker}. {why}</translation>
        </message>
        <message>
            <source>That gives you more than half the tricks.</source>
            <translation>Cela vous donne plus de la moitié des plis.</translation>
        </message>
        <message>
            <source>That gives {solo} more than half the tricks.</source>
            <translation>Cela donne à {solo} plus de la moitié des plis.</translation>
        </message>
        <message>
            <source>That leaves the partners level.</source>
            <translation>Cela laisse les partenaires à égalité.</translation>
        </message>
        <message>
            <source>That puts your count between the partners'.</source>
            <translation>Cela place votre nombre de plis entre ceux des partenaires.</translation>
        </message>
        <message>
            <source>That puts {solo} between the partners.</source>
            <translation>Cela place {solo} entre les partenaires.</translation>
        </message>
        <message>
            <source>That leaves {solo}, the soloist, lowest, with the partners unequal.</source>
            <translation>Cela laisse {solo}, le soliste, avec le moins de plis, et les partenaires à des nombres différents.</translation>
        </message>
        <message>
            <source>That leaves {solo}, the soloist, level with a partner, and the partners unequal.</source>
            <translation>Cela laisse {solo}, le soliste, à égalité avec un partenaire, et les partenaires à des nombres différents.</translation>
        </message>
        <message>
            <source>That leaves {solo}, the soloist, highest without more than half the tricks, and the partners unequal.</source>
            <translation>Cela laisse {solo}, le soliste, avec le plus de plis sans dépasser la moitié, et les partenaires à des nombres différents.</translation>
        </message>
    </context>
    <context>
        <name>Window</name>
        <message>
            <source>This time the log goes to the standard error output: there is no log folder to open.</source>
            <translation>Cette fois, le journal va vers la sortie d’erreur standard : il n’y a pas de dossier de journal à ouvrir.</translation>
        </message>
        <message>
            <source>The log folder could not be opened: it is {folder}.</source>
            <translation>Le dossier du journal n’a pas pu être ouvert : il se trouve dans {folder}.</translation>
        </message>
        <message>
            <source>Parlett Table</source>
            <translation>Parlett Table</translation>
        </message>
        <message>
            <source>Card table</source>
            <translation>Table de jeu</translation>
        </message>
        <message>
            <source>Chat is for a table with friends: create or join one first (Game ▸ Play with friends).</source>
            <translation>La discussion est pour une table entre amis : créez-en une ou rejoignez-en une d’abord (Partie ▸ Jouer entre amis).</translation>
        </message>
        <message>
            <source>Undo is for practice games: start one from Game ▸ New game.</source>
            <translation>Annuler est réservé aux parties d’entraînement : lancez-en une depuis Partie ▸ Nouvelle partie.</translation>
        </message>
        <message>
            <source>No hints here: this position is yours to solve.</source>
            <translation>Pas d’indice ici : cette position est à vous de la résoudre.</translation>
        </message>
        <message>
            <source>Thinking about your move…</source>
            <translation>Réflexion sur votre coup…</translation>
        </message>
        <message>
            <source>A suggestion is for when it is your turn.</source>
            <translation>Une suggestion n’est possible que lorsque c’est votre tour.</translation>
        </message>
        <message>
            <source>Play out the rest is offered when nothing left in the deal can change a score.</source>
            <translation>« Jouer la fin » n’est proposé que lorsque plus rien dans la donne ne peut changer un score.</translation>
        </message>
        <message>
            <source>There is no finished deal to review yet.</source>
            <translation>Il n’y a encore aucune donne terminée à revoir.</translation>
        </message>
        <message>
            <source>No match is set aside: Resume my match brings back a match set aside to play a deal record.</source>
            <translation>Aucune partie n’est mise de côté : « Reprendre ma partie » ramène une partie mise de côté pour jouer un fichier de donne.</translation>
        </message>
        <message>
            <source>Statistics are kept only when the program keeps a history.</source>
            <translation>Les statistiques ne sont tenues que lorsque le programme conserve un historique.</translation>
        </message>
        <message>
            <source>Your preferences could not be saved: {problem}.</source>
            <translation>Vos préférences n’ont pas pu être enregistrées : {problem}.</translation>
        </message>
        <message>
            <source>Open a deal record</source>
            <translation>Ouvrir un fichier de donne</translation>
        </message>
        <message>
            <source>Deal records (*.parlett *.json);;All files (*)</source>
            <translation>Fichiers de donne (*.parlett *.json);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <source>That deal cannot be played: {problem}</source>
            <translation>Cette donne ne peut pas être jouée : {problem}</translation>
        </message>
        <message>
            <source>Open {record} as a practice deal?</source>
            <translation>Ouvrir {record} comme donne d’entraînement ?</translation>
        </message>
        <message>
            <source>Your {game} practice game is in progress, in deal {deal}.</source>
            <translation>Votre partie d’entraînement de {game} est en cours, à la donne {deal}.</translation>
        </message>
        <message>
            <source>Your {game} match is in progress, in deal {deal}.</source>
            <translation>Votre partie de {game} est en cours, à la donne {deal}.</translation>
        </message>
        <message>
            <source>It is set aside, not lost, while you play the record's deal: it comes back after that deal, or from Game ▸ Resume my match.</source>
            <translation>Elle est mise de côté, pas perdue, pendant que vous jouez la donne du fichier : elle revient après cette donne, ou par Partie ▸ Reprendre ma partie.</translation>
        </message>
        <message>
            <source>Open as &amp;practice</source>
            <translation>Ouvrir en &amp;entraînement</translation>
        </message>
        <message>
            <source>&amp;Continue my match</source>
            <translation>&amp;Continuer ma partie</translation>
        </message>
    </context>
    <context>
        <name>Words</name>
        <message>
            <source>you</source>
            <translation>vous</translation>
        </message>
        <message>
            <source>{first} and {last}</source>
            <translation>{first} et {last}</translation>
        </message>
        <message>
            <source>{first} showed the {card_1}, {second} the {card_2} and {third} the {card_3}.</source>
            <translation>Cartes montrées : {card_1} ({first}), {card_2} ({second}) et {card_3} ({third}).</translation>
        </message>
        <message>
            <source>Tricks taken: {counts}.</source>
            <translation>Plis remportés : {counts}.</translation>
        </message>
    </context>
</TS>
