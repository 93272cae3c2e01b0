<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR" sourcelanguage="en">
<context>
    <name>AboutBox</name>
    <message>
        <source>About %1</source>
        <translation>À propos de %1</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Board games to play at one computer, passing it around or against computer players: %1.</source>
        <translation>Des jeux de société à jouer sur un seul ordinateur, en se le passant ou contre des joueurs virtuels&#xa0;: %1.</translation>
    </message>
    <message>
        <source>This is an unofficial fan implementation, not made or endorsed by the designers or the publishers.</source>
        <translation>Ceci est une adaptation non officielle réalisée par des fans, ni créée ni approuvée par les auteurs ou les éditeurs.</translation>
    </message>
    <message>
        <source>This program is free software under the MIT License (see details).</source>
        <translation>Ce programme est un logiciel libre sous licence MIT (voir les détails).</translation>
    </message>
    <message>
        <source>Made with Qt %1 and PySide6 %2 (LGPL 3).</source>
        <translation>Réalisé avec Qt %1 et PySide6 %2 (LGPL 3).</translation>
    </message>
</context>
<context>
    <name>AutosaveKeeper</name>
    <message>
        <source>They were saved for another game than the one kept.</source>
        <translation>Ils ont été enregistrés pour une autre partie que celle conservée.</translation>
    </message>
    <message>
        <source>The file that holds them is damaged.</source>
        <translation>Le fichier qui les contient est endommagé.</translation>
    </message>
    <message>
        <source>One of them is a move the rules do not allow.</source>
        <translation>L’un d’eux est un coup interdit par les règles.</translation>
    </message>
    <message>
        <source>The game is back with every move that could be restored. Their file was kept as %1.</source>
        <translation>La partie est de retour avec tous les coups qui ont pu être restaurés. Le fichier de ces coups a été conservé sous le nom %1.</translation>
    </message>
    <message>
        <source>Their file was kept as %1.</source>
        <translation>Le fichier de ces coups a été conservé sous le nom %1.</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Partie inachevée</translation>
    </message>
    <message>
        <source>The latest moves of the unfinished game cannot all be restored.</source>
        <translation>Les derniers coups de la partie inachevée ne peuvent pas tous être restaurés.</translation>
    </message>
</context>
<context>
    <name>AutosaveMarker</name>
    <message>
        <source>Games are not being saved</source>
        <translation>Les parties ne sont pas enregistrées</translation>
    </message>
    <message>
        <source>Your games cannot be saved automatically in %1: %2.
Click here to save this game somewhere else (Save As).</source>
        <translation>Vos parties ne peuvent pas être enregistrées automatiquement dans %1&#xa0;: %2.
Cliquez ici pour enregistrer cette partie ailleurs (Enregistrer sous).</translation>
    </message>
</context>
<context>
    <name>BotDriver</name>
    <message>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Fort</translation>
    </message>
</context>
<context>
    <name>ColourPopover</name>
    <message>
        <source>New face:</source>
        <translation>Nouvelle face&#xa0;:</translation>
    </message>
</context>
<context>
    <name>CopenhagenConfirmTurns</name>
    <message>
        <source>Confirm each turn</source>
        <translation>Confirmer chaque tour</translation>
    </message>
    <message>
        <source>A finished turn waits for End turn, so that its steps can still be undone</source>
        <translation>Un tour fini attend «&#xa0;Terminer le tour&#xa0;», pour que ses étapes puissent encore être annulées</translation>
    </message>
</context>
<context>
    <name>CopenhagenKeys</name>
    <message>
        <source>Take, place or end the turn</source>
        <translation>Prendre, poser ou terminer le tour</translation>
    </message>
    <message>
        <source>Enter: take the card or place the tile the ring is on, play the hint shown, or end a finished turn</source>
        <translation>Entrée&#xa0;: prendre la carte ou poser la tuile sous le cadre, jouer le conseil affiché, ou terminer un tour fini</translation>
    </message>
    <message>
        <source>Next facade tile</source>
        <translation>Tuile Façade suivante</translation>
    </message>
    <message>
        <source>Previous facade tile</source>
        <translation>Tuile Façade précédente</translation>
    </message>
    <message>
        <source>Take a harbour card</source>
        <translation>Prendre une carte du port</translation>
    </message>
    <message>
        <source>Harbour card %1</source>
        <translation>Carte %1 du port</translation>
    </message>
    <message>
        <source>Move the ring</source>
        <translation>Déplacer le cadre</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Vers la gauche</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Vers la droite</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Vers le haut</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Vers le bas</translation>
    </message>
    <message>
        <source>%1: your turn is done. End the turn (Enter), or undo a step (Ctrl+Z).</source>
        <translation>%1&#xa0;: votre tour est fini. Terminez le tour (Entrée) ou annulez une étape (Ctrl+Z).</translation>
    </message>
    <message>
        <source>End the turn: the harbour is refilled and the next player plays (E or Enter)</source>
        <translation>Terminer le tour&#xa0;: le port est rempli et le joueur suivant joue (E ou Entrée)</translation>
    </message>
</context>
<context>
    <name>CopenhagenOptions</name>
    <message>
        <source>First player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Au hasard</translation>
    </message>
    <message>
        <source>Start player:</source>
        <translation>Premier joueur&#xa0;:</translation>
    </message>
    <message>
        <source>Show my hand</source>
        <translation>Montrer ma main</translation>
    </message>
</context>
<context>
    <name>CopenhagenResult</name>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Lignes</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonnes</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Empty squares</source>
        <translation>Cases vides</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>Most points wins; a tie goes to the fewest empty squares.</source>
        <translation>Le joueur qui a le plus de points gagne&#xa0;; en cas d’égalité, celui qui a le moins de cases vides.</translation>
    </message>
</context>
<context>
    <name>CopenhagenSituation</name>
    <message>
        <source>These squares are no whole tiles: each tile has its own shape and exactly one brick square, where the tile has it.</source>
        <translation>Ces cases ne forment pas des tuiles entières&#xa0;: chaque tuile a sa forme et exactement une case de briques, à sa place sur la tuile.</translation>
    </message>
    <message>
        <source>A tile cannot float: each one rests on the ground or on tiles built before it.</source>
        <translation>Une tuile ne peut pas flotter&#xa0;: chacune repose sur le sol ou sur des tuiles construites avant elle.</translation>
    </message>
    <message>
        <source>The game has no more tiles of that kind for this many players.</source>
        <translation>Le jeu n’a plus de tuiles de ce type pour ce nombre de joueurs.</translation>
    </message>
    <message>
        <source>The tiles left and the tiles built do not add up to the game&apos;s stack.</source>
        <translation>Les tuiles restantes et les tuiles construites ne font pas le compte de la pile du jeu.</translation>
    </message>
    <message>
        <source>The game has no more cards of that colour: hands, harbour and discard pile hold them all.</source>
        <translation>Le jeu n’a plus de cartes de cette couleur&#xa0;: les mains, le port et la défausse les ont toutes.</translation>
    </message>
    <message>
        <source>A turn starts with at most 7 cards in hand.</source>
        <translation>Un tour commence avec 7 cartes en main au plus.</translation>
    </message>
    <message>
        <source>A turn starts with 7 cards in the harbour.</source>
        <translation>Un tour commence avec 7 cartes dans le port.</translation>
    </message>
    <message>
        <source>A player owns each ability tile once at most.</source>
        <translation>Un joueur possède chaque tuile Capacité une fois au plus.</translation>
    </message>
    <message>
        <source>Every player keeps the Any Cards tile they started with.</source>
        <translation>Chaque joueur garde la tuile «&#xa0;Cartes au choix&#xa0;» reçue au départ.</translation>
    </message>
    <message>
        <source>Special tiles and new ability tiles come from coats of arms: this house has not earned that many.</source>
        <translation>Les tuiles spéciales et les nouvelles tuiles Capacité viennent des blasons&#xa0;: cette maison n’en a pas gagné autant.</translation>
    </message>
    <message>
        <source>With two players the End of Game card is in the deck; once it is revealed the game is over.</source>
        <translation>À deux joueurs, la carte «&#xa0;Fin du jeu&#xa0;» est dans la pioche&#xa0;; une fois révélée, la partie est terminée.</translation>
    </message>
    <message>
        <source>A player has 12 points: the game has ended.</source>
        <translation>Un joueur a 12 points&#xa0;: la partie est terminée.</translation>
    </message>
</context>
<context>
    <name>CopenhagenSituationEditor</name>
    <message>
        <source>Tile to build</source>
        <translation>Tuile à construire</translation>
    </message>
    <message>
        <source>T&amp;urn the tile</source>
        <translation>Tourner la t&amp;uile</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Main</translation>
    </message>
    <message>
        <source>Shown on the table:</source>
        <translation>Montrée sur la table&#xa0;:</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>End of Game card:</source>
        <translation>Carte «&#xa0;Fin du jeu&#xa0;»&#xa0;:</translation>
    </message>
    <message>
        <source>In the deck</source>
        <translation>Dans la pioche</translation>
    </message>
    <message>
        <source>Click a stack of facade tiles, then an empty square of a house.</source>
        <translation>Cliquez sur une pile de tuiles Façade, puis sur une case vide d’une maison.</translation>
    </message>
    <message>
        <source>Tile: %1, %2 squares. Click the square for its brick square.</source>
        <translation>Tuile&#xa0;: %1, %2 cases. Cliquez là où va sa case de briques.</translation>
    </message>
    <message>
        <source>Click a stack, then a square of a house to build that tile there (right click: turn it); a built square takes its tiles away. Click a harbour card to change its colour, a card of the hand for one more, an ability tile to turn it.</source>
        <translation>Cliquez sur une pile, puis sur une case d’une maison pour y construire cette tuile (clic droit&#xa0;: la tourner)&#xa0;; une case construite retire ses tuiles. Cliquez sur une carte du port pour changer sa couleur, sur une carte de la main pour en ajouter une, sur une tuile Capacité pour la retourner.</translation>
    </message>
    <message>
        <source>End of Game card</source>
        <translation>Carte «&#xa0;Fin du jeu&#xa0;»</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1&#xa0;:</translation>
    </message>
    <message>
        <source>Set aside (before the first reshuffle)</source>
        <translation>Mise de côté (avant le premier mélange)</translation>
    </message>
    <message>
        <source>Tile: %1, a single square. Click the square it goes on.</source>
        <translation>Tuile&#xa0;: %1, une seule case. Cliquez sur la case où elle va.</translation>
    </message>
    <message>
        <source>Start of the turn</source>
        <translation>Début du tour</translation>
    </message>
    <message>
        <source>Take tiles away</source>
        <translation>Retirer des tuiles</translation>
    </message>
    <message>
        <source>Build a tile</source>
        <translation>Construire une tuile</translation>
    </message>
    <message>
        <source>Harbour card</source>
        <translation>Carte du port</translation>
    </message>
    <message>
        <source>Ability tile</source>
        <translation>Tuile Capacité</translation>
    </message>
</context>
<context>
    <name>CopenhagenTable</name>
    <message>
        <source>Harbour</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Pioche&#xa0;: %n carte</numerusform>
            <numerusform>Pioche&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard: %n card(s)</source>
        <translation>
            <numerusform>Défausse&#xa0;: %n carte</numerusform>
            <numerusform>Défausse&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>End of Game card: set aside until the deck is reshuffled</source>
        <translation>Carte «&#xa0;Fin du jeu&#xa0;»&#xa0;: mise de côté jusqu’au mélange de la pioche</translation>
    </message>
    <message>
        <source>End of Game card revealed: the game is over</source>
        <translation>Carte «&#xa0;Fin du jeu&#xa0;» révélée&#xa0;: la partie est terminée</translation>
    </message>
    <message>
        <source>End of Game card: in the deck, it may come up at the next refill</source>
        <translation>Carte «&#xa0;Fin du jeu&#xa0;»&#xa0;: dans la pioche, elle peut sortir au prochain remplissage</translation>
    </message>
    <message>
        <source>End of Game card: among the bottom 10 cards of the deck</source>
        <translation>Carte «&#xa0;Fin du jeu&#xa0;»&#xa0;: parmi les 10 dernières cartes de la pioche</translation>
    </message>
    <message>
        <source>Facade tiles</source>
        <translation>Tuiles Façade</translation>
    </message>
    <message>
        <source>Special tiles</source>
        <translation>Tuiles spéciales</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>Main&#xa0;: %1</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <translation>Les mains sont cachées</translation>
    </message>
    <message>
        <source>Hidden: Reveal hand shows it</source>
        <translation>Cachée&#xa0;: «&#xa0;Dévoiler la main&#xa0;» l’affiche</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n carte en main</numerusform>
            <numerusform>%n cartes en main</numerusform>
        </translation>
    </message>
    <message>
        <source>to play</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>gagnant</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Laissez la place à %1</translation>
    </message>
    <message>
        <source>Click here (or press Space) when ready: your hand will be shown.</source>
        <translation>Cliquez ici (ou appuyez sur Espace) pour afficher votre main.</translation>
    </message>
    <message>
        <source>END</source>
        <translation>FIN</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rouge</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>jaune</translation>
    </message>
    <message>
        <source>green</source>
        <translation>vert</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>bleu</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>violet</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <source>Any Cards</source>
        <translation>Cartes au choix</translation>
    </message>
    <message>
        <source>Additional Card</source>
        <translation>Carte supplémentaire</translation>
    </message>
    <message>
        <source>Construction Discount</source>
        <translation>Réduction de construction</translation>
    </message>
    <message>
        <source>Change of Colors</source>
        <translation>Changement de couleur</translation>
    </message>
    <message>
        <source>Both Actions</source>
        <translation>Les deux actions</translation>
    </message>
    <message>
        <source>The 2 cards taken need not be next to each other.</source>
        <translation>Les 2 cartes prises n’ont pas besoin d’être voisines.</translation>
    </message>
    <message>
        <source>Take a 3rd card, from any slot.</source>
        <translation>Prenez une 3e carte, n’importe où dans le port.</translation>
    </message>
    <message>
        <source>A facade costs 1 card less.</source>
        <translation>Une façade coûte 1 carte de moins.</translation>
    </message>
    <message>
        <source>Cards of one other colour pay as the tile&apos;s colour.</source>
        <translation>Les cartes d’une autre couleur comptent comme des cartes de la couleur de la tuile.</translation>
    </message>
    <message>
        <source>Take cards, then construct a facade, in one turn.</source>
        <translation>Prenez des cartes, puis construisez une façade, dans le même tour.</translation>
    </message>
    <message>
        <source>not owned</source>
        <translation>non possédée</translation>
    </message>
    <message>
        <source>active</source>
        <translation>active</translation>
    </message>
    <message>
        <source>used</source>
        <translation>utilisée</translation>
    </message>
    <message>
        <source>a red card</source>
        <translation>une carte rouge</translation>
    </message>
    <message>
        <source>a yellow card</source>
        <translation>une carte jaune</translation>
    </message>
    <message>
        <source>a green card</source>
        <translation>une carte verte</translation>
    </message>
    <message>
        <source>a blue card</source>
        <translation>une carte bleue</translation>
    </message>
    <message>
        <source>a purple card</source>
        <translation>une carte violette</translation>
    </message>
    <message>
        <source>a red tile</source>
        <translation>une tuile rouge</translation>
    </message>
    <message>
        <source>a yellow tile</source>
        <translation>une tuile jaune</translation>
    </message>
    <message>
        <source>a green tile</source>
        <translation>une tuile verte</translation>
    </message>
    <message>
        <source>a blue tile</source>
        <translation>une tuile bleue</translation>
    </message>
    <message>
        <source>a purple tile</source>
        <translation>une tuile violette</translation>
    </message>
</context>
<context>
    <name>CopenhagenTexts</name>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n’est pas votre tour.</translation>
    </message>
    <message>
        <source>That does not belong to this step of the turn.</source>
        <translation>Cela ne fait pas partie de cette étape du tour.</translation>
    </message>
    <message>
        <source>The cards have not been drawn yet.</source>
        <translation>Les cartes n’ont pas encore été tirées.</translation>
    </message>
    <message>
        <source>Those cards cannot come out of the deck.</source>
        <translation>Ces cartes ne peuvent pas sortir de la pioche.</translation>
    </message>
    <message>
        <source>The harbour has no such place.</source>
        <translation>Cette place n’existe pas dans le port.</translation>
    </message>
    <message>
        <source>That place in the harbour is empty.</source>
        <translation>Cette place du port est vide.</translation>
    </message>
    <message>
        <source>There are no white cards.</source>
        <translation>Il n’y a pas de cartes blanches.</translation>
    </message>
    <message>
        <source>You have no card of that colour.</source>
        <translation>Vous n’avez aucune carte de cette couleur.</translation>
    </message>
    <message>
        <source>There is no such tile.</source>
        <translation>Cette tuile n’existe pas.</translation>
    </message>
    <message>
        <source>Special tiles come only from coats of arms.</source>
        <translation>Les tuiles spéciales s’obtiennent uniquement grâce aux blasons.</translation>
    </message>
    <message>
        <source>No tile of that kind is left.</source>
        <translation>Il ne reste aucune tuile de ce type.</translation>
    </message>
    <message>
        <source>The tile would stick out of the house.</source>
        <translation>La tuile dépasserait de la maison.</translation>
    </message>
    <message>
        <source>Those squares are not the shape of the tile.</source>
        <translation>Ces cases n’ont pas la forme de la tuile.</translation>
    </message>
    <message>
        <source>The tile would cover a square already built.</source>
        <translation>La tuile couvrirait une case déjà construite.</translation>
    </message>
    <message>
        <source>The tile needs a square on the ground floor or right above a built one.</source>
        <translation>La tuile doit avoir une case au rez-de-chaussée ou juste au-dessus d’une case construite.</translation>
    </message>
    <message>
        <source>That tile fits nowhere in your house.</source>
        <translation>Cette tuile ne tient nulle part dans votre maison.</translation>
    </message>
    <message>
        <source>Your cards cannot pay for that tile there.</source>
        <translation>Vos cartes ne suffisent pas pour cette tuile à cet endroit.</translation>
    </message>
    <message>
        <source>That is not the number of cards the tile costs.</source>
        <translation>Ce n’est pas le nombre de cartes que coûte la tuile.</translation>
    </message>
    <message>
        <source>The second card must lie next to the first one (unless you use “Any Cards”).</source>
        <translation>La deuxième carte doit être voisine de la première (sauf avec la tuile «&#xa0;Cartes au choix&#xa0;»).</translation>
    </message>
    <message>
        <source>The brick square is not where this tile has its brick.</source>
        <translation>La case de briques n’est pas à sa place sur cette tuile.</translation>
    </message>
    <message>
        <source>Building after taking cards needs an active “Both Actions” tile.</source>
        <translation>Pour construire après avoir pris des cartes, il faut la tuile «&#xa0;Les deux actions&#xa0;» face active.</translation>
    </message>
    <message>
        <source>Pay with cards of the tile&apos;s colour (or use “Change of Colors”).</source>
        <translation>Payez avec des cartes de la couleur de la tuile (ou utilisez la tuile «&#xa0;Changement de couleur&#xa0;»).</translation>
    </message>
    <message>
        <source>“Change of Colors” turns one colour only.</source>
        <translation>La tuile «&#xa0;Changement de couleur&#xa0;» ne change qu’une seule couleur.</translation>
    </message>
    <message>
        <source>You do not have that ability tile.</source>
        <translation>Vous n’avez pas cette tuile Capacité.</translation>
    </message>
    <message>
        <source>That ability tile is used; a coat of arms can refresh it.</source>
        <translation>Cette tuile Capacité est utilisée&#xa0;; un blason peut la réactiver.</translation>
    </message>
    <message>
        <source>Not at this moment of the turn.</source>
        <translation>Pas à ce moment du tour.</translation>
    </message>
    <message>
        <source>No special tile is left.</source>
        <translation>Il ne reste aucune tuile spéciale.</translation>
    </message>
    <message>
        <source>You already have that ability tile.</source>
        <translation>Vous avez déjà cette tuile Capacité.</translation>
    </message>
    <message>
        <source>None of your ability tiles is used.</source>
        <translation>Aucune de vos tuiles Capacité n’est utilisée.</translation>
    </message>
    <message>
        <source>See the rule</source>
        <translation>Voir la règle</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 joue…</translation>
    </message>
    <message>
        <source>%1: take a card from the harbour, or choose a facade tile to build.</source>
        <translation>%1&#xa0;: prenez une carte du port, ou choisissez une tuile Façade à construire.</translation>
    </message>
    <message>
        <source>%1: take a second card, next to the first one.</source>
        <translation>%1&#xa0;: prenez une deuxième carte, voisine de la première.</translation>
    </message>
    <message>
        <source>%1: more than 7 cards — click a card of your hand to discard it.</source>
        <translation>%1&#xa0;: plus de 7 cartes — cliquez sur une carte de votre main pour la défausser.</translation>
    </message>
    <message>
        <source>%1: take a third card, build a facade, or end your turn.</source>
        <translation>%1&#xa0;: prenez une troisième carte, construisez une façade ou terminez votre tour.</translation>
    </message>
    <message>
        <source>%1: coat of arms — place a special tile, take an ability tile or refresh.</source>
        <translation>%1&#xa0;: blason — posez une tuile spéciale, prenez une tuile Capacité ou réactivez vos tuiles.</translation>
    </message>
    <message>
        <source>%1: take a third card or end your turn.</source>
        <translation>%1&#xa0;: prenez une troisième carte ou terminez votre tour.</translation>
    </message>
    <message>
        <source>%1: build a facade or end your turn.</source>
        <translation>%1&#xa0;: construisez une façade ou terminez votre tour.</translation>
    </message>
    <message>
        <source>%1 reached 12 points and wins.</source>
        <translation>%1 atteint 12 points et gagne.</translation>
    </message>
    <message>
        <source>The End of Game card came up. Winner: %1.</source>
        <translation>La carte «&#xa0;Fin du jeu&#xa0;» est sortie. Vainqueur&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The game ends when the End of Game card comes up at a refill, or once a player has 12 points.</source>
        <translation>La partie s’arrête quand la carte «&#xa0;Fin du jeu&#xa0;» sort lors d’un remplissage, ou dès qu’un joueur a 12&#xa0;points.</translation>
    </message>
    <message>
        <source>The cards are dealt</source>
        <translation>Les cartes sont distribuées</translation>
    </message>
    <message>
        <source>The harbour is refilled</source>
        <translation>Le port est rempli</translation>
    </message>
    <message>
        <source>%1 takes the card in harbour place %2</source>
        <translation>%1 prend la carte de la place %2 du port</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 défausse %2</translation>
    </message>
    <message>
        <source>%1 builds %2 of %3 squares</source>
        <translation>%1 construit %2 de %3 cases</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <translation>%1 termine son tour</translation>
    </message>
    <message>
        <source>%1 places a special tile</source>
        <translation>%1 pose une tuile spéciale</translation>
    </message>
    <message>
        <source>%1 takes the ability tile “%2”</source>
        <translation>%1 prend la tuile Capacité «&#xa0;%2&#xa0;»</translation>
    </message>
    <message>
        <source>The End of Game card comes up.</source>
        <translation>La carte «&#xa0;Fin du jeu&#xa0;» sort.</translation>
    </message>
    <message>
        <source>%1 uses “%2”.</source>
        <translation>%1 utilise la tuile «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>%1 takes the ability tile “%2”.</source>
        <translation>%1 prend la tuile Capacité «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>Hint: take the ability tile “%1”.</source>
        <translation>Conseil&#xa0;: prenez la tuile Capacité «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Take “%1”</source>
        <translation>Prendre «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>%1 refreshes the ability tiles</source>
        <translation>%1 réactive ses tuiles Capacité</translation>
    </message>
    <message>
        <source>%1: take a second card, from any place with “%2”.</source>
        <translation>%1&#xa0;: prenez une deuxième carte, à n’importe quelle place grâce à «&#xa0;%2&#xa0;».</translation>
    </message>
    <message>
        <source>End of Game card: may come at the next refill</source>
        <translation>Carte «&#xa0;Fin du jeu&#xa0;»&#xa0;: peut sortir au prochain remplissage</translation>
    </message>
    <message numerus="yes">
        <source>End of Game card: after %n more card(s)</source>
        <translation>
            <numerusform>Carte «&#xa0;Fin du jeu&#xa0;»&#xa0;: après encore %n carte</numerusform>
            <numerusform>Carte «&#xa0;Fin du jeu&#xa0;»&#xa0;: après encore %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>End of Game card: set aside until the reshuffle</source>
        <translation>Carte «&#xa0;Fin du jeu&#xa0;»&#xa0;: mise de côté jusqu’au mélange</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) dealt to %1</source>
        <translation>
            <numerusform>%n carte distribuée à %1</numerusform>
            <numerusform>%n cartes distribuées à %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Harbour place %1: %2.</source>
        <translation>Place %1 du port&#xa0;: %2.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new deck of %n card(s).</source>
        <translation>
            <numerusform>La défausse est mélangée pour former une nouvelle pioche de %n carte.</numerusform>
            <numerusform>La défausse est mélangée pour former une nouvelle pioche de %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The End of Game card is now among the bottom 10 cards of the deck.</source>
        <translation>La carte «&#xa0;Fin du jeu&#xa0;» est maintenant parmi les 10 dernières cartes de la pioche.</translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1 prend %2.</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1 défausse %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 builds a facade for %n card(s).</source>
        <translation>
            <numerusform>%1 construit une façade pour %n carte.</numerusform>
            <numerusform>%1 construit une façade pour %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 places a special tile.</source>
        <translation>%1 pose une tuile spéciale.</translation>
    </message>
    <message numerus="yes">
        <source>%1 completes a row: %n point(s).</source>
        <translation>
            <numerusform>%1 complète une ligne&#xa0;: %n point.</numerusform>
            <numerusform>%1 complète une ligne&#xa0;: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes a column: %n point(s).</source>
        <translation>
            <numerusform>%1 complète une colonne&#xa0;: %n point.</numerusform>
            <numerusform>%1 complète une colonne&#xa0;: %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 earns a coat of arms.</source>
        <translation>%1 gagne un blason.</translation>
    </message>
    <message numerus="yes">
        <source>%1 turns %n ability tile(s) back to the active side.</source>
        <translation>
            <numerusform>%1 remet %n tuile Capacité sur sa face active.</numerusform>
            <numerusform>%1 remet %n tuiles Capacité sur leur face active.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 can do nothing with %n coat(s) of arms.</source>
        <translation>
            <numerusform>%1 ne peut rien faire de %n blason.</numerusform>
            <numerusform>%1 ne peut rien faire de %n blasons.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s turn ends.</source>
        <translation>%1 a fini son tour.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>Pay %1</source>
        <translation>Payer %1</translation>
    </message>
    <message>
        <source>Hint: build %1 of %2 squares where it is marked.</source>
        <translation>Conseil&#xa0;: construisez %1 de %2 cases à l’endroit marqué.</translation>
    </message>
    <message>
        <source>Hint: discard %1.</source>
        <translation>Conseil&#xa0;: défaussez %1.</translation>
    </message>
    <message>
        <source>Hint: end your turn.</source>
        <translation>Conseil&#xa0;: terminez votre tour.</translation>
    </message>
    <message>
        <source>Hint: place a special tile where it is marked.</source>
        <translation>Conseil&#xa0;: posez une tuile spéciale à l’endroit marqué.</translation>
    </message>
    <message numerus="yes">
        <source>It costs %n card(s).</source>
        <translation>
            <numerusform>Ce coup coûte %n carte.</numerusform>
            <numerusform>Ce coup coûte %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: take %1 from harbour place %2.</source>
        <translation>Conseil&#xa0;: prenez %1 à la place %2 du port.</translation>
    </message>
    <message>
        <source>It uses “%1”.</source>
        <translation>Ce coup utilise «&#xa0;%1&#xa0;».</translation>
    </message>
    <message numerus="yes">
        <source>It scores %n point(s).</source>
        <translation>
            <numerusform>Ce coup rapporte %n point.</numerusform>
            <numerusform>Ce coup rapporte %n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>That wins the game at once.</source>
        <translation>Ce coup fait gagner la partie aussitôt.</translation>
    </message>
    <message numerus="yes">
        <source>It earns %n coat(s) of arms.</source>
        <translation>
            <numerusform>Ce coup vous vaut %n blason.</numerusform>
            <numerusform>Ce coup vous vaut %n blasons.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: refresh your ability tiles.</source>
        <translation>Conseil&#xa0;: réactivez vos tuiles Capacité.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminer le tour</translation>
    </message>
    <message>
        <source>Refresh abilities</source>
        <translation>Réactiver les capacités</translation>
    </message>
    <message>
        <source>Rotate tile</source>
        <translation>Tourner la tuile</translation>
    </message>
    <message>
        <source>Mirror tile</source>
        <translation>Retourner la tuile</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Reveal &amp;hand</source>
        <translation>Dévoiler la &amp;main</translation>
    </message>
    <message>
        <source>Presenter view: show the hand of the player at the screen to the room</source>
        <translation>Mode présentateur&#xa0;: montrer à la salle la main du joueur devant l’écran</translation>
    </message>
    <message>
        <source>How do you pay?</source>
        <translation>Comment payez-vous&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>%1 builds %2 of %3 squares on the ground floor, column %4, for %n card(s).</source>
        <translation>
            <numerusform>%1 construit %2 de %3 cases au rez-de-chaussée, colonne %4, pour %n carte.</numerusform>
            <numerusform>%1 construit %2 de %3 cases au rez-de-chaussée, colonne %4, pour %n cartes.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 builds %2 of %3 squares on floor %4, column %5, for %n card(s).</source>
        <translation>
            <numerusform>%1 construit %2 de %3 cases à l’étage %4, colonne %5, pour %n carte.</numerusform>
            <numerusform>%1 construit %2 de %3 cases à l’étage %4, colonne %5, pour %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>It takes %1: its cards now pay for %2 of %3 squares.</source>
        <translation>Ce coup lui apporte %1&#xa0;: ses cartes paient désormais %2 de %3 cases.</translation>
    </message>
    <message numerus="yes">
        <source>It takes %1, saving up for %2 of %3 squares: %n more card(s) needed.</source>
        <translation>
            <numerusform>Ce coup lui apporte %1&#xa0;; objectif&#xa0;: %2 de %3 cases, encore %n carte à réunir.</numerusform>
            <numerusform>Ce coup lui apporte %1&#xa0;; objectif&#xa0;: %2 de %3 cases, encore %n cartes à réunir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It takes %1 and now holds %n of that colour.</source>
        <translation>
            <numerusform>Ce coup lui apporte %1&#xa0;: %n carte de cette couleur en main.</numerusform>
            <numerusform>Ce coup lui apporte %1&#xa0;: %n cartes de cette couleur en main.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is more than %n cards: it must discard one.</source>
        <translation>
            <numerusform>Plus de %n carte en main&#xa0;: il faut en défausser une.</numerusform>
            <numerusform>Plus de %n cartes en main&#xa0;: il faut en défausser une.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its turn ends, and the End of Game card may come at this refill.</source>
        <translation>Son tour s’achève, et la carte «&#xa0;Fin du jeu&#xa0;» peut sortir à ce remplissage du port.</translation>
    </message>
    <message>
        <source>With it, your cards pay for %1 of %2 squares.</source>
        <translation>Vos cartes paient alors %1 de %2 cases.</translation>
    </message>
    <message numerus="yes">
        <source>You save up for %1 of %2 squares: %n more card(s) needed.</source>
        <translation>
            <numerusform>Objectif&#xa0;: %1 de %2 cases, encore %n carte à réunir.</numerusform>
            <numerusform>Objectif&#xa0;: %1 de %2 cases, encore %n cartes à réunir.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You then hold more than %n cards and must discard one.</source>
        <translation>
            <numerusform>Vous aurez alors plus de %n carte et devrez en défausser une.</numerusform>
            <numerusform>Vous aurez alors plus de %n cartes et devrez en défausser une.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CopenhagenTutorial</name>
    <message>
        <source>Click the card in harbour place %1.</source>
        <translation>Cliquez sur la carte de la place %1 du port.</translation>
    </message>
    <message>
        <source>Click %1 in your hand to discard it.</source>
        <translation>Cliquez sur %1 de votre main pour la défausser.</translation>
    </message>
    <message>
        <source>Choose the lit tile in the supply, move it onto the marked squares and click; then choose how to pay.</source>
        <translation>Choisissez la tuile mise en évidence dans la réserve, amenez-la sur les cases marquées et cliquez, puis choisissez comment payer.</translation>
    </message>
    <message>
        <source>Click the marked square of your house.</source>
        <translation>Cliquez sur la case marquée de votre maison.</translation>
    </message>
    <message>
        <source>Take the ability tile “%1”: its button is under the table.</source>
        <translation>Prenez la tuile Capacité «&#xa0;%1&#xa0;»&#xa0;: son bouton est sous la table.</translation>
    </message>
    <message>
        <source>Click “%1” under the table.</source>
        <translation>Cliquez sur «&#xa0;%1&#xa0;» sous la table.</translation>
    </message>
    <message>
        <source>Welcome to Copenhagen</source>
        <translation>Bienvenue à Copenhague</translation>
    </message>
    <message>
        <source>Taking cards</source>
        <translation>Prendre des cartes</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Côte à côte</translation>
    </message>
    <message>
        <source>The harbour fills up again</source>
        <translation>Le port se remplit</translation>
    </message>
    <message>
        <source>Seven cards at most</source>
        <translation>Sept cartes au plus</translation>
    </message>
    <message>
        <source>Back down to seven</source>
        <translation>Retour à sept</translation>
    </message>
    <message>
        <source>Building a facade</source>
        <translation>Construire une façade</translation>
    </message>
    <message>
        <source>Turning and mirroring</source>
        <translation>Tourner et retourner</translation>
    </message>
    <message>
        <source>A coat of arms</source>
        <translation>Un blason</translation>
    </message>
    <message>
        <source>Ability tiles</source>
        <translation>Les tuiles Capacité</translation>
    </message>
    <message>
        <source>Next to its own colour</source>
        <translation>À côté de sa couleur</translation>
    </message>
    <message>
        <source>The deck and the End of Game card</source>
        <translation>La pioche et la carte «&#xa0;Fin du jeu&#xa0;»</translation>
    </message>
    <message>
        <source>Using Construction Discount</source>
        <translation>Utiliser «&#xa0;Réduction de construction&#xa0;»</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Réactiver</translation>
    </message>
    <message>
        <source>Additional Card: a third card</source>
        <translation>Carte supplémentaire&#xa0;: une troisième carte</translation>
    </message>
    <message>
        <source>Both Actions: take, then build</source>
        <translation>Les deux actions&#xa0;: prendre, puis construire</translation>
    </message>
    <message>
        <source>Change of Colors</source>
        <translation>Changement de couleur</translation>
    </message>
    <message>
        <source>Points for a column</source>
        <translation>Les points d’une colonne</translation>
    </message>
    <message>
        <source>The white special tile</source>
        <translation>La tuile spéciale blanche</translation>
    </message>
    <message>
        <source>One ability tile of each kind</source>
        <translation>Une tuile Capacité de chaque sorte</translation>
    </message>
    <message>
        <source>Three players: the End of Game card waits</source>
        <translation>À trois joueurs&#xa0;: la carte «&#xa0;Fin du jeu&#xa0;» attend</translation>
    </message>
    <message>
        <source>The deck runs out</source>
        <translation>La pioche s’épuise</translation>
    </message>
    <message>
        <source>The End of Game card joins the deck</source>
        <translation>La carte «&#xa0;Fin du jeu&#xa0;» rejoint la pioche</translation>
    </message>
    <message>
        <source>The End of Game card comes up</source>
        <translation>La carte «&#xa0;Fin du jeu&#xa0;» sort</translation>
    </message>
    <message>
        <source>The game ends at once</source>
        <translation>La partie s’arrête aussitôt</translation>
    </message>
    <message>
        <source>Twelve points win at once</source>
        <translation>Douze points gagnent aussitôt</translation>
    </message>
    <message>
        <source>The second card must lie right next to the first one: the places on either side of the gap. The two ends of the harbour are not neighbours. (Your ability tile “Any Cards” lifts that rule once; more about it later.) Take the purple card beside it. Your turn ends there.</source>
        <translation>La deuxième carte doit être juste à côté de la première&#xa0;: une des places de part et d’autre du vide. Les deux bouts du port ne sont pas voisins. (Votre tuile Capacité «&#xa0;Cartes au choix&#xa0;» lève cette règle une fois&#xa0;; nous y reviendrons.) Prenez la carte violette voisine. Votre tour s’arrête là.</translation>
    </message>
    <message>
        <source>A tile that touches a square of its own colour costs one card less (white squares never count). The red tile of 3 squares, placed on your red tile, costs 2 red cards instead of 3. Turn and mirror it until it fits the marked squares.</source>
        <translation>Une tuile qui touche une case de sa couleur coûte une carte de moins (les cases blanches ne comptent jamais). La tuile rouge de 3 cases, posée sur votre tuile rouge, coûte 2 cartes rouges au lieu de 3. Tournez-la et retournez-la jusqu’à ce qu’elle couvre les cases marquées.</translation>
    </message>
    <message>
        <source>Your tile completes the two bottom rows. A complete row scores 1 point, 2 if its five squares are all windows. You now have 2 points.</source>
        <translation>Votre tuile complète les deux lignes du bas. Une ligne complète rapporte 1 point, 2 si ses cinq cases sont toutes des fenêtres. Vous avez maintenant 2 points.</translation>
    </message>
    <message>
        <source>Now a game further on: you own four ability tiles, earned with coats of arms, all active. You may use several of them in one turn. “Additional Card”: after your two cards, take a third one from any place. Take the two blue cards side by side, then the blue card at the end.</source>
        <translation>Voici une partie plus avancée&#xa0;: vous possédez quatre tuiles Capacité, gagnées grâce à des blasons, toutes actives. Vous pouvez en utiliser plusieurs dans le même tour. «&#xa0;Carte supplémentaire&#xa0;»&#xa0;: après vos deux cartes, prenez-en une troisième à n’importe quelle place. Prenez les deux cartes bleues côte à côte, puis la carte bleue du bout.</translation>
    </message>
    <message>
        <source>Taking cards normally ends your turn. “Both Actions” lets you build a facade after taking cards, in the same turn, never the other way round (over 7 cards, you discard first). Build the blue tile with your three blue cards.</source>
        <translation>D’ordinaire, prendre des cartes termine votre tour. «&#xa0;Les deux actions&#xa0;» vous permet de construire une façade après avoir pris des cartes, dans le même tour, jamais dans l’autre sens (au-delà de 7 cartes, vous défaussez d’abord). Construisez la tuile bleue avec vos trois cartes bleues.</translation>
    </message>
    <message>
        <source>“Change of Colors”: for one build, the cards of one other colour count as the tile’s colour, in any mix. Stand the purple tile upright in the second column and pay with your 2 yellow cards and your purple card.</source>
        <translation>Avec «&#xa0;Changement de couleur&#xa0;», le temps d’une construction, les cartes d’une autre couleur comptent comme la couleur de la tuile, mélangées à votre guise. Dressez la tuile violette à la verticale dans la deuxième colonne et payez avec vos 2 cartes jaunes et votre carte violette.</translation>
    </message>
    <message>
        <source>The purple tile completes the second column: a complete column scores 2 points, 4 if its nine squares are all windows. The tile also covers a coat of arms.</source>
        <translation>La tuile violette complète la deuxième colonne&#xa0;: une colonne complète rapporte 2 points, 4 si ses neuf cases sont toutes des fenêtres. La tuile recouvre aussi un blason.</translation>
    </message>
    <message>
        <source>This time take the special tile as your reward: one white window square, free, built at once by the usual rules. A special tile can earn a coat of arms in its turn: put it on the marked one.</source>
        <translation>Cette fois, choisissez la tuile spéciale comme récompense&#xa0;: une case fenêtre blanche, gratuite, construite aussitôt selon les règles habituelles. Une tuile spéciale peut à son tour gagner un blason&#xa0;: posez-la sur celui qui est marqué.</translation>
    </message>
    <message>
        <source>Now a game of three: you, %1 and %2. With three or four players the End of Game card is not in the deck at first: it waits aside, as the harbour’s heading says. Only 1 card is left in the deck. Take the two purple cards and watch the harbour fill up.</source>
        <translation>Voici une partie à trois&#xa0;: vous, %1 et %2. À trois ou quatre joueurs, la carte «&#xa0;Fin du jeu&#xa0;» n’est pas dans la pioche au début&#xa0;: elle attend de côté, comme l’indique l’en-tête du port. Il ne reste qu’une carte dans la pioche. Prenez les deux cartes violettes et regardez le port se remplir.</translation>
    </message>
    <message>
        <source>With that first new deck the End of Game card went in too, among its bottom 10 cards, as with two players. %1 and %2 have played their turns: 38 cards are left, so it cannot come up for a long while yet. Under the table you see after how many more cards it may come.</source>
        <translation>Avec cette première nouvelle pioche, la carte «&#xa0;Fin du jeu&#xa0;» y est entrée aussi, parmi ses 10 dernières cartes, comme à deux joueurs. %1 et %2 ont joué leur tour&#xa0;: il reste 38 cartes, elle ne peut donc pas sortir avant longtemps. Sous la table, vous voyez après combien de cartes elle pourra sortir.</translation>
    </message>
    <message>
        <source>Another game, near its end: 4 cards are left in the deck, and the End of Game card is among them. Take the two green cards and watch the harbour fill up.</source>
        <translation>Une autre partie, proche de sa fin&#xa0;: il reste 4 cartes dans la pioche, et la carte «&#xa0;Fin du jeu&#xa0;» est parmi elles. Prenez les deux cartes vertes et regardez le port se remplir.</translation>
    </message>
    <message>
        <source>The End of Game card came up: the game ends at once, nobody plays again. The most points win: you beat %1, 4 to 1. On a tie, the fewest empty squares in the house win; if that is equal too, the victory is shared.</source>
        <translation>La carte «&#xa0;Fin du jeu&#xa0;» est sortie&#xa0;: la partie s’arrête aussitôt, personne ne rejoue. Le plus de points l’emporte&#xa0;: vous battez %1, 4 à 1. En cas d’égalité, c’est le moins de cases vides dans la maison qui gagne&#xa0;; si c’est encore égal, la victoire est partagée.</translation>
    </message>
    <message>
        <source>A last game: you have 11 points. As soon as a player has 12 points or more, the game ends and that player wins, even in the middle of a turn: coats of arms not yet used are lost. Build the blue tile on the marked squares: it completes a row and a column. You have now met every rule of the game; start a game of your own from the Game menu.</source>
        <translation>Une dernière partie&#xa0;: vous avez 11 points. Dès qu’un joueur a 12 points ou plus, la partie s’arrête et il gagne, même au milieu d’un tour&#xa0;: les blasons pas encore utilisés sont perdus. Construisez la tuile bleue sur les cases marquées&#xa0;: elle complète une ligne et une colonne. Vous avez maintenant vu toutes les règles du jeu&#xa0;; commencez votre propre partie depuis le menu Partie.</translation>
    </message>
    <message>
        <source>Rows and Refresh</source>
        <translation>Les lignes et la réactivation</translation>
    </message>
    <message>
        <source>More ability tiles</source>
        <translation>D’autres tuiles Capacité</translation>
    </message>
    <message>
        <source>Three or four players</source>
        <translation>À trois ou quatre joueurs</translation>
    </message>
    <message>
        <source>How the game ends</source>
        <translation>La fin de la partie</translation>
    </message>
    <message>
        <source>The grid in front of you is your house: 5 squares wide, 9 floors high. You fill it with facade tiles that you pay for with colour cards. Every complete row and column scores points, and whoever reaches 12 points wins at once. You make every move of your house yourself; %1 plays the other one.</source>
        <translation>La grille devant vous est votre maison&#xa0;: 5 cases de large, 9 étages de haut. Vous la remplissez de tuiles Façade, payées avec des cartes de couleur. Chaque ligne et chaque colonne complète rapporte des points, et le premier qui atteint 12 points gagne aussitôt. Vous jouez vous-même tous les coups de votre maison&#xa0;; %1 joue l’autre.</translation>
    </message>
    <message>
        <source>Points for rows</source>
        <translation>Les points des lignes</translation>
    </message>
    <message>
        <source>The harbour shows 7 cards face up. On your turn you either take cards or build a facade. Taking means two cards. Start with the lit purple card.</source>
        <translation>Le port montre 7 cartes face visible. À votre tour, vous prenez des cartes ou vous construisez une façade. Prendre, c’est prendre deux cartes. Commencez par la carte violette mise en évidence.</translation>
    </message>
    <message>
        <source>At the end of every turn the empty places of the harbour get new cards from the deck. %1 has taken two cards as well: everybody sees how many cards a player holds, never which ones. Take two more cards side by side.</source>
        <translation>À la fin de chaque tour, les places vides du port reçoivent de nouvelles cartes de la pioche. %1 a pris deux cartes elle aussi&#xa0;: chacun voit combien de cartes un joueur a en main, jamais lesquelles. Prenez encore deux cartes côte à côte.</translation>
    </message>
    <message>
        <source>You hold 6 cards. Nobody may keep more than 7. Take the two lit cards anyway and see what happens.</source>
        <translation>Vous avez 6 cartes. Personne ne peut en garder plus de 7. Prenez quand même les deux cartes mises en évidence, et voyez ce qui se passe.</translation>
    </message>
    <message>
        <source>With 8 cards you are one over the limit: you choose a card and put it on the discard pile, face up. You have no use for the yellow card now, so let it go.</source>
        <translation>Avec 8 cartes, vous dépassez la limite d’une carte&#xa0;: vous en choisissez une et la posez face visible sur la défausse. La carte jaune ne vous sert à rien pour l’instant&#xa0;: défaussez-la.</translation>
    </message>
    <message>
        <source>Instead of taking cards you may build one facade tile. A tile costs one card per square, all of its colour: the red tile of 2 squares costs 2 red cards. It must stand on the ground floor or on a square already built. The cost shows under the pointer before you click.</source>
        <translation>Au lieu de prendre des cartes, vous pouvez construire une tuile Façade. Une tuile coûte une carte par case, toutes de sa couleur&#xa0;: la tuile rouge de 2 cases coûte 2 cartes rouges. Elle doit reposer sur le rez-de-chaussée ou sur une case déjà construite. Le coût s’affiche sous le pointeur avant que vous cliquiez.</translation>
    </message>
    <message>
        <source>A tile may be turned (R key, right mouse button or wheel) and mirrored (M key). Stand the purple tile of 3 squares upright in the middle column: it costs 3 purple cards.</source>
        <translation>Une tuile peut être tournée (touche R, bouton droit ou molette) et retournée en miroir (touche M). Dressez la tuile violette de 3 cases à la verticale dans la colonne du milieu&#xa0;: elle coûte 3 cartes violettes.</translation>
    </message>
    <message>
        <source>Your tile covers a coat of arms. Each coat of arms gives one action of your choice: place a free special tile (one white square), take a new ability tile, or refresh your used ability tiles. Take the ability tile “Construction Discount”.</source>
        <translation>Votre tuile recouvre un blason. Chaque blason donne une action au choix&#xa0;: poser gratuitement une tuile spéciale (une case blanche), prendre une nouvelle tuile Capacité ou réactiver vos tuiles Capacité utilisées. Prenez la tuile «&#xa0;Réduction de construction&#xa0;».</translation>
    </message>
    <message>
        <source>An ability tile helps once, then turns to its used side. Everybody starts with “Any Cards”: with it your two cards need not lie side by side. Take the two red cards that are apart; “Any Cards” is then used.</source>
        <translation>Une tuile Capacité sert une fois, puis passe sur sa face utilisée. Chacun commence avec «&#xa0;Cartes au choix&#xa0;»&#xa0;: grâce à elle, vos deux cartes n’ont pas à être voisines. Prenez les deux cartes rouges éloignées&#xa0;; «&#xa0;Cartes au choix&#xa0;» est alors utilisée.</translation>
    </message>
    <message>
        <source>The deck shows how many cards are left. With two players the End of Game card lies among its bottom 10 cards: it can come up once 10 cards or fewer are left. (With three or four players it starts aside; a later chapter shows it.) Take the two red cards side by side.</source>
        <translation>La pioche indique combien de cartes il reste. À deux joueurs, la carte «&#xa0;Fin du jeu&#xa0;» se trouve parmi ses 10 dernières cartes&#xa0;: elle peut sortir dès qu’il reste 10 cartes ou moins. (À trois ou quatre joueurs, elle commence de côté&#xa0;; un chapitre suivant le montre.) Prenez les deux cartes rouges côte à côte.</translation>
    </message>
    <message>
        <source>Build the red square tile in the bottom right corner. It costs 4 cards; “Construction Discount” takes one off. Choose the payment that uses it: 3 red cards.</source>
        <translation>Construisez la tuile rouge carrée dans le coin en bas à droite. Elle coûte 4 cartes&#xa0;; «&#xa0;Réduction de construction&#xa0;» en retire une. Choisissez le paiement qui l’utilise&#xa0;: 3 cartes rouges.</translation>
    </message>
    <message>
        <source>The second row has a coat of arms at its end, so you get another action. Both of your ability tiles are used: refreshing turns every used tile back to its active side.</source>
        <translation>La deuxième ligne porte un blason à son extrémité&#xa0;: vous avez droit à une autre action. Vos deux tuiles Capacité sont utilisées&#xa0;: réactiver les remet toutes sur leur face active.</translation>
    </message>
    <message>
        <source>The special tile earns one more reward. A new ability tile must be of a kind you do not own yet: you own four kinds, so only “Construction Discount” is offered. Take it.</source>
        <translation>La tuile spéciale vous vaut une récompense de plus. Une nouvelle tuile Capacité doit être d’une sorte que vous n’avez pas encore&#xa0;: vous en possédez quatre sortes, seule «&#xa0;Réduction de construction&#xa0;» est donc proposée. Prenez-la.</translation>
    </message>
    <message>
        <source>The deck ran out while the harbour was filling up: the discard pile, with every card paid or discarded so far, was shuffled into a new deck of 42 cards, and the harbour went on filling from it.</source>
        <translation>La pioche s’est épuisée pendant que le port se remplissait&#xa0;: la défausse, avec toutes les cartes payées ou défaussées jusqu’ici, a été mélangée pour former une nouvelle pioche de 42 cartes, et le port a continué de se remplir avec elle.</translation>
    </message>
    <message>
        <source>Cards from the harbour</source>
        <translation>Les cartes du port</translation>
    </message>
    <message>
        <source>Building facades</source>
        <translation>Construire des façades</translation>
    </message>
    <message>
        <source>Ability tiles and the deck</source>
        <translation>Les tuiles Capacité et la pioche</translation>
    </message>
</context>
<context>
    <name>CopenhagenWhatsThis</name>
    <message>
        <source>Everyone&apos;s hand is hidden: the table stays covered until the next player is at the screen.</source>
        <translation>La main de chacun est cachée&#xa0;: la table reste couverte jusqu’à ce que le joueur suivant soit devant l’écran.</translation>
    </message>
    <message>
        <source>When the deck runs out, the discard pile is shuffled into a new deck.</source>
        <translation>Quand la pioche est épuisée, la défausse est mélangée pour former une nouvelle pioche.</translation>
    </message>
    <message>
        <source>Cards paid for a facade and cards over the hand limit go here face up. When the deck runs out, they are shuffled into a new deck.</source>
        <translation>Les cartes payées pour une façade et celles au-delà de la limite de cartes y sont posées face visible. Quand la pioche est épuisée, elles sont mélangées pour former une nouvelle pioche.</translation>
    </message>
    <message>
        <source>End of Game card</source>
        <translation>Carte «&#xa0;Fin du jeu&#xa0;»</translation>
    </message>
    <message>
        <source>The End of Game card came up while the harbour was filled again: the game ended at once.</source>
        <translation>La carte «&#xa0;Fin du jeu&#xa0;» est apparue pendant que le port était complété&#xa0;: la partie s’est terminée aussitôt.</translation>
    </message>
    <message>
        <source>Harbour place %1</source>
        <translation>Place du port %1</translation>
    </message>
    <message>
        <source>Empty. Places emptied during a turn stay empty until its end; then the harbour is filled again from the deck, from left to right.</source>
        <translation>Vide. Les places vidées pendant un tour restent vides jusqu’à sa fin&#xa0;; le port est alors complété depuis la pioche, de gauche à droite.</translation>
    </message>
    <message>
        <source>Harbour place %1: %2</source>
        <translation>Place du port %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Take cards: one card from the harbour, then a second one that lay right next to it (the two ends are not neighbours).</source>
        <translation>Prendre des cartes&#xa0;: une carte du port, puis une deuxième qui se trouvait juste à côté (les deux bouts ne sont pas voisins).</translation>
    </message>
    <message>
        <source>Taking it now uses “%1”.</source>
        <translation>La prendre maintenant utilise «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>You may take it now.</source>
        <translation>Vous pouvez la prendre maintenant.</translation>
    </message>
    <message>
        <source>A special tile is a single window square. You get one only from a coat of arms, and build it at once for free.</source>
        <translation>Une tuile spéciale est une seule case fenêtre. Vous n’en obtenez qu’avec un blason, et la construisez aussitôt, gratuitement.</translation>
    </message>
    <message>
        <source>Facade tiles: %1, %2 squares</source>
        <translation>Tuiles Façade&#xa0;: %1, %2 cases</translation>
    </message>
    <message>
        <source>A tile costs as many cards of its colour as it has squares, one card less when it touches a square of the same colour in your house.</source>
        <translation>Une tuile coûte autant de cartes de sa couleur qu’elle a de cases, une carte de moins si elle touche une case de la même couleur dans votre maison.</translation>
    </message>
    <message>
        <source>You can build it now: the table lights where it fits.</source>
        <translation>Vous pouvez la construire maintenant&#xa0;: la table éclaire où elle tient.</translation>
    </message>
    <message>
        <source>You pay for a facade tile with cards of its colour. You may hold at most 7 cards: above that, you discard one at once.</source>
        <translation>Une tuile Façade se paie avec des cartes de sa couleur. Vous pouvez garder au plus 7 cartes&#xa0;: au-delà, vous en défaussez une aussitôt.</translation>
    </message>
    <message>
        <source>Seven cards lie face up here. On your turn you either take cards from the harbour or construct a facade.</source>
        <translation>Sept cartes sont posées ici face visible. À votre tour, vous prenez des cartes du port ou vous construisez une façade.</translation>
    </message>
    <message>
        <source>One stack per colour and size; the number on each stack says how many tiles are left.</source>
        <translation>Une pile par couleur et par taille&#xa0;; le nombre sur chaque pile indique combien de tuiles il reste.</translation>
    </message>
    <message>
        <source>House of %1: column %2, floor %3</source>
        <translation>Maison de %1&#xa0;: colonne %2, étage %3</translation>
    </message>
    <message>
        <source>A brick square. A complete row holding bricks scores 1 point, a column 2 points.</source>
        <translation>Une case de briques. Une ligne complète avec des briques rapporte 1 point, une colonne 2 points.</translation>
    </message>
    <message>
        <source>A window. A complete row of windows only scores 2 points, a column of windows only 4.</source>
        <translation>Une fenêtre. Une ligne complète de fenêtres seulement rapporte 2 points, une colonne de fenêtres seulement 4.</translation>
    </message>
    <message>
        <source>Covering this coat-of-arms square earned a coat of arms.</source>
        <translation>Couvrir cette case blason a rapporté un blason.</translation>
    </message>
    <message>
        <source>A coat-of-arms square: covering it earns a coat of arms (a special tile, a new ability tile or a refresh).</source>
        <translation>Une case blason&#xa0;: la couvrir rapporte un blason (une tuile spéciale, une nouvelle tuile Capacité ou une réactivation).</translation>
    </message>
    <message>
        <source>An empty square of a lighter row: completing the row earns a coat of arms.</source>
        <translation>Une case vide d’une ligne plus claire&#xa0;: compléter la ligne rapporte un blason.</translation>
    </message>
    <message>
        <source>An empty square. A tile may cover it when at least one of its squares stands on the street or on a square built before.</source>
        <translation>Une case vide. Une tuile peut la couvrir si au moins une de ses cases repose sur la rue ou sur une case déjà construite.</translation>
    </message>
    <message numerus="yes">
        <source>The chosen tile fits here: it costs %n card(s).</source>
        <translation>
            <numerusform>La tuile choisie tient ici&#xa0;: elle coûte %n carte.</numerusform>
            <numerusform>La tuile choisie tient ici&#xa0;: elle coûte %n cartes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not owned: a coat of arms can bring a new ability tile, which arrives active.</source>
        <translation>Pas possédée&#xa0;: un blason peut apporter une nouvelle tuile Capacité, qui arrive active.</translation>
    </message>
    <message>
        <source>Active: use it on your turn; it then turns to its used side.</source>
        <translation>Active&#xa0;: utilisez-la pendant votre tour&#xa0;; elle passe alors sur sa face utilisée.</translation>
    </message>
    <message>
        <source>Used: a refresh from a coat of arms turns it back to its active side.</source>
        <translation>Utilisée&#xa0;: réactiver avec un blason la remet sur sa face active.</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Colonne %1</translation>
    </message>
    <message>
        <source>Complete: it scored %1.</source>
        <translation>Complète&#xa0;: elle a rapporté %1.</translation>
    </message>
    <message>
        <source>A complete column of 9 squares scores 2 points, or 4 if all its squares are windows.</source>
        <translation>Une colonne complète de 9 cases rapporte 2 points, ou 4 si toutes ses cases sont des fenêtres.</translation>
    </message>
    <message>
        <source>%1, %2. Whoever reaches 12 points first wins at once; if the End of Game card comes up first, the most points win.</source>
        <translation>%1, %2. Le premier à atteindre 12 points gagne aussitôt&#xa0;; si la carte «&#xa0;Fin du jeu&#xa0;» apparaît avant, le plus de points l’emporte.</translation>
    </message>
    <message>
        <source>House of %1</source>
        <translation>Maison de %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Ligne %1</translation>
    </message>
    <message>
        <source>Its coat of arms was earned.</source>
        <translation>Son blason a été obtenu.</translation>
    </message>
    <message>
        <source>Completing this lighter row earns a coat of arms: a special tile, a new ability tile or a refresh.</source>
        <translation>Compléter cette ligne plus claire rapporte un blason&#xa0;: une tuile spéciale, une nouvelle tuile Capacité ou une réactivation.</translation>
    </message>
    <message>
        <source>A complete row of 5 squares scores 1 point, or 2 if all its squares are windows.</source>
        <translation>Une ligne complète de 5 cases rapporte 1 point, ou 2 si toutes ses cases sont des fenêtres.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Unexpected error</source>
        <translation>Erreur inattendue</translation>
    </message>
    <message>
        <source>Something went wrong inside the game.</source>
        <translation>Un problème est survenu dans le jeu.</translation>
    </message>
    <message>
        <source>Your game in progress is safe: it is saved automatically after every move and is offered again when you next start the game.</source>
        <translation>Votre partie en cours est à l’abri&#xa0;: elle est enregistrée automatiquement après chaque coup et vous sera proposée au prochain lancement du jeu.</translation>
    </message>
    <message>
        <source>A report was written to %1.</source>
        <translation>Un rapport a été écrit dans %1.</translation>
    </message>
    <message>
        <source>Your game is NOT saved: saving it automatically fails (%1), and no copy of this game is on disk.</source>
        <translation>Votre partie n’est PAS enregistrée&#xa0;: l’enregistrement automatique échoue (%1) et aucune copie de cette partie n’existe sur le disque.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n change(s) to your game are NOT saved: saving it automatically fails (%1). The last good save is %2, from %3.</source>
        <translation>
            <numerusform>%n modification récente de votre partie n’est PAS enregistrée&#xa0;: l’enregistrement automatique échoue (%1). La dernière sauvegarde valide est %2, faite à %3.</numerusform>
            <numerusform>Les %n dernières modifications de votre partie ne sont PAS enregistrées&#xa0;: l’enregistrement automatique échoue (%1). La dernière sauvegarde valide est %2, faite à %3.</numerusform>
        </translation>
    </message>
    <message>
        <source>Use Save As in the Game menu to keep the game somewhere else.</source>
        <translation>Utilisez Enregistrer sous dans le menu Partie pour garder la partie ailleurs.</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Historique</translation>
    </message>
    <message>
        <source>Show all &amp;legal spots</source>
        <translation>Afficher tous les emp&amp;lacements permis</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>A&amp;ccueil</translation>
    </message>
    <message>
        <source>&amp;Zoom to fit</source>
        <translation>&amp;Ajuster à la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Presenter view</source>
        <translation>Mode &amp;présentateur</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles du jeu</translation>
    </message>
    <message>
        <source>&amp;What is this?</source>
        <translation>&amp;Qu’est-ce que c’est&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;About Copenhagen</source>
        <translation>À &amp;propos de Copenhagen</translation>
    </message>
    <message>
        <source>Show the &amp;result</source>
        <translation>Afficher le &amp;résultat</translation>
    </message>
    <message>
        <source>Count the scores &amp;step by step</source>
        <translation>&amp;Compter les points pas à pas</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>&amp;Learn the game</source>
        <translation>&amp;Apprendre à jouer</translation>
    </message>
    <message>
        <source>&amp;Watch a game</source>
        <translation>&amp;Regarder une partie</translation>
    </message>
    <message>
        <source>&amp;Replay a game…</source>
        <translation>Revoir une &amp;partie…</translation>
    </message>
    <message>
        <source>Replay &amp;this game</source>
        <translation>Revoir &amp;cette partie</translation>
    </message>
    <message>
        <source>Set &amp;up a situation…</source>
        <translation>Préparer une si&amp;tuation…</translation>
    </message>
    <message>
        <source>Save &amp;picture of the table…</source>
        <translation>Enregistrer une ima&amp;ge de la table…</translation>
    </message>
    <message>
        <source>Print &amp;blank sheets…</source>
        <translation>Imprimer des feuilles &amp;vierges…</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Lente</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normale</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Rapide</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Instantanée</translation>
    </message>
    <message>
        <source>The home screen: continue the game, choose a game, learn it, read its rules</source>
        <translation>L’écran d’accueil&#xa0;: continuer la partie, choisir un jeu, l’apprendre, lire ses règles</translation>
    </message>
    <message>
        <source>Then click a piece of the table: what it is and which rule applies (also a right click on the piece)</source>
        <translation>Cliquez ensuite sur un élément de la table&#xa0;: ce que c’est et quelle règle s’applique (ou faites un clic droit dessus)</translation>
    </message>
    <message>
        <source>The result screen shows the points one part at a time, the winner last</source>
        <translation>L’écran du résultat affiche les points une partie après l’autre, le gagnant en dernier</translation>
    </message>
    <message>
        <source>Play a saved game forward and back, move by move, with the narration of each move</source>
        <translation>Parcourir une partie enregistrée en avant et en arrière, coup par coup, avec le récit de chaque coup</translation>
    </message>
    <message>
        <source>Play the game on the table forward and back from its start, with the narration</source>
        <translation>Parcourir la partie sur la table en avant et en arrière depuis son début, avec le récit</translation>
    </message>
    <message>
        <source>Set up any table to explain a rule, then play on from it or save it</source>
        <translation>Préparer n’importe quelle table pour expliquer une règle, puis jouer à partir d’elle ou l’enregistrer</translation>
    </message>
    <message>
        <source>Full screen, the table and its texts larger, private hands hidden: for explaining a game to a room (F11 or Escape leaves)</source>
        <translation>Plein écran, la table et ses textes en plus grand, les mains cachées&#xa0;: pour expliquer un jeu à une salle (F11 ou Échap pour en sortir)</translation>
    </message>
    <message>
        <source>This game has no guided game yet</source>
        <translation>Ce jeu n’a pas encore de partie guidée</translation>
    </message>
    <message>
        <source>&amp;Roll the dice</source>
        <translation>&amp;Lancer les dés</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Valider</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Rotate the shape</source>
        <translation>Tourner la tuile</translation>
    </message>
    <message>
        <source>Rotate the shape back</source>
        <translation>Tourner la tuile dans l’autre sens</translation>
    </message>
    <message>
        <source>Next shape</source>
        <translation>Tuile suivante</translation>
    </message>
    <message>
        <source>Previous shape</source>
        <translation>Tuile précédente</translation>
    </message>
    <message>
        <source>&amp;Pass (nothing fits)</source>
        <translation>&amp;Passer (aucune tuile possible)</translation>
    </message>
    <message>
        <source>&amp;End the turn</source>
        <translation>&amp;Terminer le tour</translation>
    </message>
    <message>
        <source>&amp;Skip (mark nothing)</source>
        <translation>&amp;Ne rien cocher</translation>
    </message>
    <message>
        <source>Roll the five dice (Space)</source>
        <translation>Lancer les cinq dés (Espace)</translation>
    </message>
    <message>
        <source>Reroll the picked dice, draw at the keyboard cursor, or go on (Enter)</source>
        <translation>Relancer les dés choisis, dessiner au curseur du clavier ou continuer (Entrée)</translation>
    </message>
    <message>
        <source>Rotate the picked shape (R, mouse wheel or right click)</source>
        <translation>Tourner la tuile choisie (R, molette ou clic droit)</translation>
    </message>
    <message>
        <source>No available shape can be drawn: draw nothing this turn</source>
        <translation>Aucune tuile disponible ne peut être dessinée&#xa0;: ne rien dessiner ce tour-ci</translation>
    </message>
    <message>
        <source>Finish the turn without using “One X”</source>
        <translation>Terminer le tour sans utiliser «&#xa0;Une case X&#xa0;»</translation>
    </message>
    <message>
        <source>New</source>
        <comment>toolbar button: a new game</comment>
        <translation>Nouveau</translation>
    </message>
    <message>
        <source>Roll</source>
        <comment>toolbar button</comment>
        <translation>Lancer</translation>
    </message>
    <message>
        <source>Spots</source>
        <comment>toolbar button</comment>
        <translation>Emplacements</translation>
    </message>
    <message>
        <source>Rules</source>
        <comment>toolbar button</comment>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>toolbar button</comment>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <comment>toolbar button</comment>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Red bonus (+)</source>
        <translation>Bonus rouge (+)</translation>
    </message>
    <message>
        <source>Blue bonus (+)</source>
        <translation>Bonus bleu (+)</translation>
    </message>
    <message>
        <source>Purple bonus (+)</source>
        <translation>Bonus violet (+)</translation>
    </message>
    <message>
        <source>Green bonus (+)</source>
        <translation>Bonus vert (+)</translation>
    </message>
    <message>
        <source>Yellow bonus (+)</source>
        <translation>Bonus jaune (+)</translation>
    </message>
    <message>
        <source>Mark the red track</source>
        <translation>Cocher la piste rouge</translation>
    </message>
    <message>
        <source>Mark the blue track</source>
        <translation>Cocher la piste bleue</translation>
    </message>
    <message>
        <source>Mark the purple track</source>
        <translation>Cocher la piste violette</translation>
    </message>
    <message>
        <source>Mark the green track</source>
        <translation>Cocher la piste verte</translation>
    </message>
    <message>
        <source>Mark the yellow track</source>
        <translation>Cocher la piste jaune</translation>
    </message>
    <message>
        <source>Mark no track with the dice that are left</source>
        <translation>Ne cocher aucune piste avec les dés restants</translation>
    </message>
    <message>
        <source>Highlight every cell where the picked shape can be drawn</source>
        <translation>Mettre en évidence toutes les cases où la tuile choisie peut être dessinée</translation>
    </message>
    <message>
        <source>Show what a strong player would do now, and why (H)</source>
        <translation>Montrer ce que ferait maintenant un joueur fort, et pourquoi (H)</translation>
    </message>
    <message>
        <source>A guided game that teaches the rules step by step</source>
        <translation>Une partie guidée qui enseigne les règles pas à pas</translation>
    </message>
    <message>
        <source>Computer players play a whole game, with a running commentary</source>
        <translation>Des joueurs ordinateur jouent une partie entière, commentée en direct</translation>
    </message>
    <message>
        <source>Move the cursor left</source>
        <translation>Déplacer le curseur à gauche</translation>
    </message>
    <message>
        <source>Move the cursor right</source>
        <translation>Déplacer le curseur à droite</translation>
    </message>
    <message>
        <source>Move the cursor up</source>
        <translation>Déplacer le curseur vers le haut</translation>
    </message>
    <message>
        <source>Move the cursor down</source>
        <translation>Déplacer le curseur vers le bas</translation>
    </message>
    <message>
        <source>Die %1</source>
        <translation>Dé %1</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <source>Copenhagen</source>
        <translation>Copenhagen</translation>
    </message>
    <message>
        <source>Collect cards, build a facade of tiles, win abilities.</source>
        <translation>Collectez des cartes, bâtissez une façade de tuiles, gagnez des pouvoirs.</translation>
    </message>
    <message>
        <source>A game by Daniel Skjold Pedersen and Asger Harding Granerud, published by Queen Games.</source>
        <translation>Un jeu de Daniel Skjold Pedersen et Asger Harding Granerud, édité par Queen Games.</translation>
    </message>
    <message>
        <source>Copenhagen Roll &amp; Write</source>
        <translation>Copenhagen Roll &amp; Write</translation>
    </message>
    <message>
        <source>Roll the dice, draw facade shapes, score rows and columns.</source>
        <translation>Lancez les dés, dessinez des formes sur la façade, marquez des lignes et des colonnes.</translation>
    </message>
    <message>
        <source>Lost Cities Roll &amp; Write</source>
        <translation>Lost Cities Roll &amp; Write</translation>
    </message>
    <message>
        <source>Pick dice to push your expeditions forward.</source>
        <translation>Choisissez des dés pour faire avancer vos expéditions.</translation>
    </message>
    <message>
        <source>A game by Reiner Knizia, published by KOSMOS.</source>
        <translation>Un jeu de Reiner Knizia, édité par KOSMOS.</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>this unlocks a bonus (+)</source>
        <translation>cela débloque un bonus (+)</translation>
    </message>
    <message>
        <source>Roll the dice: every turn begins with a roll.</source>
        <translation>Lancez les dés&#xa0;: chaque tour commence par un lancer.</translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s): the dice showing now offer little.</source>
        <translation>
            <numerusform>Relancez %n dé&#xa0;: les dés actuels offrent peu.</numerusform>
            <numerusform>Relancez %n dés&#xa0;: les dés actuels offrent peu.</numerusform>
        </translation>
    </message>
    <message>
        <source>this unlocks a “%1” star</source>
        <translation>cela débloque une étoile «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>this completes it for %1</source>
        <translation>elle est alors complète (+%1)</translation>
    </message>
    <message>
        <source>Mark the red track (%1): %2.</source>
        <translation>Cochez la piste rouge (%1)&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Mark the blue track (%1): %2.</source>
        <translation>Cochez la piste bleue (%1)&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Mark the purple track (%1): %2.</source>
        <translation>Cochez la piste violette (%1)&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Mark the green track (%1): %2.</source>
        <translation>Cochez la piste verte (%1)&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Mark the yellow track (%1): %2.</source>
        <translation>Cochez la piste jaune (%1)&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Use a bonus (+) of the red track (%1): %2.</source>
        <translation>Utilisez un bonus (+) de la piste rouge (%1)&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Use a bonus (+) of the blue track (%1): %2.</source>
        <translation>Utilisez un bonus (+) de la piste bleue (%1)&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Use a bonus (+) of the purple track (%1): %2.</source>
        <translation>Utilisez un bonus (+) de la piste violette (%1)&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Use a bonus (+) of the green track (%1): %2.</source>
        <translation>Utilisez un bonus (+) de la piste verte (%1)&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Use a bonus (+) of the yellow track (%1): %2.</source>
        <translation>Utilisez un bonus (+) de la piste jaune (%1)&#xa0;: %2.</translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s) and keep the red ones: more dice of one colour make a bigger shape.</source>
        <translation>
            <numerusform>Relancez %n dé et gardez les rouges&#xa0;: plus de dés d’une même couleur, c’est une plus grande tuile.</numerusform>
            <numerusform>Relancez %n dés et gardez les rouges&#xa0;: plus de dés d’une même couleur, c’est une plus grande tuile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s) and keep the blue ones: more dice of one colour make a bigger shape.</source>
        <translation>
            <numerusform>Relancez %n dé et gardez les bleus&#xa0;: plus de dés d’une même couleur, c’est une plus grande tuile.</numerusform>
            <numerusform>Relancez %n dés et gardez les bleus&#xa0;: plus de dés d’une même couleur, c’est une plus grande tuile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s) and keep the purple ones: more dice of one colour make a bigger shape.</source>
        <translation>
            <numerusform>Relancez %n dé et gardez les violets&#xa0;: plus de dés d’une même couleur, c’est une plus grande tuile.</numerusform>
            <numerusform>Relancez %n dés et gardez les violets&#xa0;: plus de dés d’une même couleur, c’est une plus grande tuile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s) and keep the green ones: more dice of one colour make a bigger shape.</source>
        <translation>
            <numerusform>Relancez %n dé et gardez les verts&#xa0;: plus de dés d’une même couleur, c’est une plus grande tuile.</numerusform>
            <numerusform>Relancez %n dés et gardez les verts&#xa0;: plus de dés d’une même couleur, c’est une plus grande tuile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s) and keep the yellow ones: more dice of one colour make a bigger shape.</source>
        <translation>
            <numerusform>Relancez %n dé et gardez les jaunes&#xa0;: plus de dés d’une même couleur, c’est une plus grande tuile.</numerusform>
            <numerusform>Relancez %n dés et gardez les jaunes&#xa0;: plus de dés d’une même couleur, c’est une plus grande tuile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Use “Colour change”: %n die(s) turn to %1, so you can take the %2.</source>
        <translation>
            <numerusform>Utilisez «&#xa0;Changement de couleur&#xa0;»&#xa0;: %n dé passe au %1, et vous pouvez prendre la %2.</numerusform>
            <numerusform>Utilisez «&#xa0;Changement de couleur&#xa0;»&#xa0;: %n dés passent au %1, et vous pouvez prendre la %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Use “Colour change”: %n die(s) turn to %1.</source>
        <translation>
            <numerusform>Utilisez «&#xa0;Changement de couleur&#xa0;»&#xa0;: %n dé passe au %1.</numerusform>
            <numerusform>Utilisez «&#xa0;Changement de couleur&#xa0;»&#xa0;: %n dés passent au %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>with it you can take the %1</source>
        <translation>il vous permet de prendre la %1</translation>
    </message>
    <message>
        <source>it counts as one more die</source>
        <translation>il compte comme un dé de plus</translation>
    </message>
    <message>
        <source>Use “No X”: with windows only, this drawing scores %1.</source>
        <translation>Utilisez «&#xa0;Pas de X&#xa0;»&#xa0;: avec uniquement des fenêtres, ce dessin rapporte %1.</translation>
    </message>
    <message>
        <source>Use “No X”: only windows in %1, which may then score double.</source>
        <translation>Utilisez «&#xa0;Pas de X&#xa0;»&#xa0;: uniquement des fenêtres dans %1, pour des points doublés.</translation>
    </message>
    <message>
        <source>Use “No X”: this drawing gets windows only.</source>
        <translation>Utilisez «&#xa0;Pas de X&#xa0;»&#xa0;: ce dessin ne reçoit que des fenêtres.</translation>
    </message>
    <message>
        <source>Use “No X” now: your next “One X” cell gets a window instead of an X.</source>
        <translation>Utilisez «&#xa0;Pas de X&#xa0;» maintenant&#xa0;: la prochaine case dessinée avec «&#xa0;Une case X&#xa0;» reçoit une fenêtre au lieu d’un X.</translation>
    </message>
    <message>
        <source>Use “One X” in %1: the extra cell completes %2 for %3.</source>
        <translation>Utilisez «&#xa0;Une case X&#xa0;» en %1&#xa0;: la case en plus complète %2 (+%3).</translation>
    </message>
    <message>
        <source>Use “One X” in %1: the extra cell fills a gap in your building.</source>
        <translation>Utilisez «&#xa0;Une case X&#xa0;» en %1&#xa0;: la case en plus comble un trou de votre bâtiment.</translation>
    </message>
    <message>
        <source>Use “New choice” and take a crossed-out shape: %1.</source>
        <translation>Utilisez «&#xa0;Nouveau choix&#xa0;» et prenez une tuile barrée&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Choose this shape: %1. It suits your building best now.</source>
        <translation>Choisissez cette tuile&#xa0;: %1. C’est celle qui convient le mieux à votre bâtiment maintenant.</translation>
    </message>
    <message>
        <source>Pass: no available shape fits your dice and your building.</source>
        <translation>Passez&#xa0;: aucune tuile disponible ne convient à vos dés et à votre bâtiment.</translation>
    </message>
    <message>
        <source>Draw it on the highlighted cells: it completes %1 for %2.</source>
        <translation>Dessinez-la sur les cases en surbrillance&#xa0;: elle complète %1 (+%2).</translation>
    </message>
    <message>
        <source>Draw it on the highlighted cells: %1 will then be only one or two cells short.</source>
        <translation>Dessinez-la sur les cases en surbrillance&#xa0;: il ne manquera plus qu’une ou deux cases à %1.</translation>
    </message>
    <message>
        <source>Draw it on the highlighted cells: it stays low and leaves no hole underneath.</source>
        <translation>Dessinez-la sur les cases en surbrillance&#xa0;: elle reste basse et ne laisse aucun trou dessous.</translation>
    </message>
    <message>
        <source>Draw it on the highlighted cells: of all spots, it spoils the least.</source>
        <translation>Dessinez-la sur les cases en surbrillance&#xa0;: de tous les emplacements, c’est celui qui gâche le moins.</translation>
    </message>
    <message>
        <source>Coat of arms: draw the free window in %1; it completes %2 for %3.</source>
        <translation>Blason&#xa0;: dessinez la fenêtre offerte en %1&#xa0;; elle complète %2 (+%3).</translation>
    </message>
    <message>
        <source>Coat of arms: draw the free window in %1; it fills a gap.</source>
        <translation>Blason&#xa0;: dessinez la fenêtre offerte en %1&#xa0;; elle comble un trou.</translation>
    </message>
    <message>
        <source>End the turn and keep “One X” for a later turn.</source>
        <translation>Terminez le tour et gardez «&#xa0;Une case X&#xa0;» pour plus tard.</translation>
    </message>
    <message>
        <source>Put the X on the highlighted cell: it spoils no line that has only windows so far.</source>
        <translation>Placez le X sur la case en surbrillance&#xa0;: il ne gâche aucune ligne ou colonne qui n’a encore que des fenêtres.</translation>
    </message>
    <message>
        <source>its next symbol comes closer</source>
        <translation>son prochain symbole se rapproche</translation>
    </message>
    <message>
        <source>Coat of arms: mark two boxes on the red track (%1); %2.</source>
        <translation>Blason&#xa0;: cochez deux cases de la piste rouge (%1)&#xa0;; %2.</translation>
    </message>
    <message>
        <source>Coat of arms: mark two boxes on the blue track (%1); %2.</source>
        <translation>Blason&#xa0;: cochez deux cases de la piste bleue (%1)&#xa0;; %2.</translation>
    </message>
    <message>
        <source>Coat of arms: mark two boxes on the purple track (%1); %2.</source>
        <translation>Blason&#xa0;: cochez deux cases de la piste violette (%1)&#xa0;; %2.</translation>
    </message>
    <message>
        <source>Coat of arms: mark two boxes on the green track (%1); %2.</source>
        <translation>Blason&#xa0;: cochez deux cases de la piste verte (%1)&#xa0;; %2.</translation>
    </message>
    <message>
        <source>Coat of arms: mark two boxes on the yellow track (%1); %2.</source>
        <translation>Blason&#xa0;: cochez deux cases de la piste jaune (%1)&#xa0;; %2.</translation>
    </message>
    <message>
        <source>Choose this shape: %1. Drawn as shown, it completes %2 for %3.</source>
        <translation>Choisissez cette tuile&#xa0;: %1. Placée comme indiqué, elle complète %2 (+%3).</translation>
    </message>
    <message>
        <source>Put the X on the highlighted cell: you still score %1 for %2.</source>
        <translation>Placez le X sur la case en surbrillance&#xa0;: vous gardez %1 pour %2.</translation>
    </message>
    <message>
        <source>Mark nothing: no die that is left is worth taking.</source>
        <translation>Ne cochez rien&#xa0;: aucun dé restant ne vaut la peine.</translation>
    </message>
    <message>
        <source>Hint for %1: %2</source>
        <translation>Conseil pour %1&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>Start of the game</source>
        <translation>Début de la partie</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Manche %1</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Le jeu</translation>
    </message>
    <message>
        <source>%1’s turn</source>
        <translation>Tour&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Replay from here</source>
        <translation>&amp;Revoir à partir d’ici</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>%1 %2–%3 players.</source>
        <comment>what a game is about, then how many it seats</comment>
        <translation>%1 %2 à %3 joueurs.</translation>
    </message>
    <message>
        <source>Board games for one table: pass the computer around, or play against computer players.</source>
        <translation>Des jeux de société pour une même table&#xa0;: passez-vous l’ordinateur, ou jouez contre des joueurs virtuels.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Choisissez un jeu</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Learn the game</source>
        <translation>Apprendre le jeu</translation>
    </message>
    <message>
        <source>Today’s game</source>
        <translation>Partie du jour</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Statistiques…</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>%1’s turn</source>
        <translation>C’est à %1 de jouer</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 joue…</translation>
    </message>
    <message>
        <source>Well done: that was the lesson’s last move!</source>
        <translation>Bravo&#xa0;: c’était le dernier coup de la leçon&#xa0;!</translation>
    </message>
    <message>
        <source>Well done! Click Next to go on.</source>
        <translation>Bravo&#xa0;! Cliquez sur Suivant pour continuer.</translation>
    </message>
    <message>
        <source>The rules allow that, but this lesson follows a prepared game. %1</source>
        <translation>Les règles le permettent, mais cette leçon suit une partie préparée. %1</translation>
    </message>
    <message>
        <source>Wait a moment: %1 is playing.</source>
        <translation>Un instant&#xa0;: %1 joue.</translation>
    </message>
    <message>
        <source>Read this step, then click Next.</source>
        <translation>Lisez cette étape, puis cliquez sur Suivant.</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Leave the lesson: this game goes on against the computer, and “Learn the game” takes you back to this step later.</source>
        <translation>Quitter la leçon&#xa0;: cette partie continue contre l’ordinateur, et «&#xa0;Apprendre à jouer&#xa0;» vous ramènera plus tard à cette étape.</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>Go back to the lesson’s first step</source>
        <translation>Revenir à la première étape de la leçon</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Terminer</translation>
    </message>
    <message>
        <source>&amp;Play on</source>
        <translation>&amp;Continuer</translation>
    </message>
    <message>
        <source>Close the lesson</source>
        <translation>Fermer la leçon</translation>
    </message>
    <message>
        <source>Close the lesson and play this game on against the computer</source>
        <translation>Fermer la leçon et continuer cette partie contre l’ordinateur</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <source>Chapter %1 of %2</source>
        <translation>Chapitre %1 sur %2</translation>
    </message>
    <message>
        <source>Jump to a chapter of the lesson</source>
        <translation>Aller à un chapitre de la leçon</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>a chapter in the list</comment>
        <translation>%1. %2</translation>
    </message>
</context>
<context>
    <name>LostCitiesHints</name>
    <message>
        <source>It writes %1 in square %2.</source>
        <translation>%1 s’écrit alors dans la case %2.</translation>
    </message>
    <message>
        <source>That expedition will score double.</source>
        <translation>Cette expédition comptera double.</translation>
    </message>
    <message>
        <source>It ticks the artifact at the top.</source>
        <translation>Cela coche l’artefact du sommet.</translation>
    </message>
    <message>
        <source>That square has an arrow: you may accelerate.</source>
        <translation>Cette case porte une flèche&#xa0;: vous pourrez accélérer.</translation>
    </message>
    <message>
        <source>It hatches an artifact.</source>
        <translation>Cela hachure un artefact.</translation>
    </message>
    <message>
        <source>It crosses %1 first: 20 points.</source>
        <translation>Cela traverse %1 en premier&#xa0;: 20 points.</translation>
    </message>
    <message>
        <source>It hatches dice symbol %1 of 9.</source>
        <translation>Cela hachure le symbole Dés %1 sur 9.</translation>
    </message>
    <message>
        <source>That exhausts you: the dice column then scores 0.</source>
        <translation>Vous êtes alors épuisé&#xa0;: la colonne des dés rapporte 0.</translation>
    </message>
    <message>
        <source>That is exhaustion: the dice column now scores 0.</source>
        <translation>C’est l’épuisement&#xa0;: la colonne des dés rapporte désormais 0.</translation>
    </message>
    <message>
        <source>Points: %1 → %2.</source>
        <extracomment>%1 and %2: the player&apos;s total now and after the move; → is an arrow.</extracomment>
        <translation>Points&#xa0;: %1 → %2.</translation>
    </message>
</context>
<context>
    <name>LostCitiesSheetEditor</name>
    <message>
        <source>Your sheet</source>
        <translation>Votre fiche</translation>
    </message>
    <message>
        <source>The sheet could not be saved: %1. Its file is as it was; what you entered is still here.</source>
        <translation>La fiche n’a pas pu être enregistrée&#xa0;: %1. Son fichier est resté tel quel&#xa0;; ce que vous avez saisi est toujours là.</translation>
    </message>
    <message>
        <source>Enter your printed sheet</source>
        <translation>Saisir votre fiche imprimée</translation>
    </message>
    <message>
        <source>Edit sheet</source>
        <translation>Modifier la fiche</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nom&#xa0;:</translation>
    </message>
    <message>
        <source>for example: My printed pad</source>
        <translation>par exemple&#xa0;: Mon bloc imprimé</translation>
    </message>
    <message>
        <source>Point values printed on the two scales, top row first:</source>
        <translation>Les points imprimés sur les deux échelles, de la ligne du haut vers le bas&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Every value here is checked against my printed sheet</source>
        <translation>Toutes les valeurs ici sont &amp;vérifiées sur ma fiche imprimée</translation>
    </message>
    <message>
        <source>Then the whole sheet counts as checked on paper: its results are no longer marked provisional.</source>
        <translation>Toute la fiche compte alors comme vérifiée sur papier&#xa0;: ses résultats ne sont plus marqués comme provisoires.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Expedition</source>
        <translation>Expédition</translation>
    </message>
    <message>
        <source>Artifacts / dice</source>
        <translation>Artefacts / dés</translation>
    </message>
    <message>
        <source>Click a number square to change its symbol: none, acceleration (arrow), artifact (vase). Keyboard: arrow keys move the blue frame, Space changes the square under it.</source>
        <translation>Cliquez sur une case chiffre pour changer son symbole&#xa0;: aucun, accélération (flèche), artefact (vase). Au clavier&#xa0;: les flèches déplacent le cadre bleu, Espace change la case encadrée.</translation>
    </message>
    <message>
        <source>no symbol</source>
        <translation>aucun symbole</translation>
    </message>
    <message>
        <source>acceleration</source>
        <translation>accélération</translation>
    </message>
    <message>
        <source>artifact</source>
        <translation>artefact</translation>
    </message>
    <message>
        <source>Square %1 %2: %3.</source>
        <extracomment>%2 is an expedition in its &quot;of&quot; form: &quot;of the red expedition&quot;, German genitive &quot;der roten Expedition&quot;.</extracomment>
        <translation>Case %1 %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Give the sheet a name.</source>
        <translation>Donnez un nom à la fiche.</translation>
    </message>
    <message>
        <source>The rulebook fixes this value at %1.</source>
        <translation>La règle fixe cette valeur à %1.</translation>
    </message>
    <message>
        <source>Must be higher than the value below it (%1).</source>
        <translation>Doit être supérieur à la valeur du dessous (%1).</translation>
    </message>
    <message>
        <source>Must be below 0: the lowest levels lose points.</source>
        <translation>Doit être inférieur à 0&#xa0;: les niveaux les plus bas font perdre des points.</translation>
    </message>
    <message>
        <source>Must be above 0: from the fourth level on, points are won.</source>
        <translation>Doit être supérieur à 0&#xa0;: à partir du quatrième niveau, on gagne des points.</translation>
    </message>
    <message>
        <source>Must be 0.</source>
        <translation>Doit valoir 0.</translation>
    </message>
    <message>
        <source>The file is not readable sheet data.</source>
        <translation>Le fichier ne contient pas de fiche lisible.</translation>
    </message>
    <message>
        <source>The file is not readable sheet data (%1).</source>
        <translation>Le fichier ne contient pas de fiche lisible (%1).</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Le fichier ne peut pas être lu.</translation>
    </message>
    <message>
        <source>It is not an ordinary file (a folder, a pipe or a device), so it was not read.</source>
        <translation>Ce n’est pas un fichier ordinaire (c’est un dossier, un tube ou un périphérique)&#xa0;: il n’a pas été lu.</translation>
    </message>
    <message>
        <source>The file is far too large to be a sheet, so it was not read.</source>
        <translation>Le fichier est bien trop volumineux pour être une fiche&#xa0;: il n’a pas été lu.</translation>
    </message>
    <message>
        <source>It holds a number far longer than any value of a sheet.</source>
        <translation>Il contient un nombre bien plus long que toute valeur d’une fiche.</translation>
    </message>
    <message>
        <source>Its id “%1” may hold only letters, digits, - and _.</source>
        <translation>Son identifiant «&#xa0;%1&#xa0;» ne peut contenir que des lettres, des chiffres, - et _.</translation>
    </message>
    <message>
        <source>A text holds characters that are not allowed (control or broken ones).</source>
        <translation>Un texte contient des caractères non autorisés (caractères de contrôle ou invalides).</translation>
    </message>
    <message>
        <source>The name is longer than %1 characters.</source>
        <translation>Le nom compte plus de %1 caractères.</translation>
    </message>
    <message>
        <source>Its id “%1” is the house sheet&apos;s.</source>
        <translation>Son identifiant «&#xa0;%1&#xa0;» est celui de la fiche maison.</translation>
    </message>
    <message>
        <source>Its id “%1” is already used by %2.</source>
        <translation>Son identifiant «&#xa0;%1&#xa0;» est déjà utilisé par %2.</translation>
    </message>
    <message>
        <source>Not a valid sheet (%1 at %2).</source>
        <translation>Fiche non valide (%1 à %2).</translation>
    </message>
    <message>
        <source>Expedition:</source>
        <translation>Expédition&#xa0;:</translation>
    </message>
    <message>
        <source>Artifacts / dice:</source>
        <translation>Artefacts / dés&#xa0;:</translation>
    </message>
</context>
<context>
    <name>LostCitiesSituation</name>
    <message>
        <source>A square holds a number from 1 to 10.</source>
        <translation>Une case contient un nombre de 1 à 10.</translation>
    </message>
    <message>
        <source>Numbers rise up an expedition: none is lower than the one below it.</source>
        <translation>Les nombres montent dans une expédition&#xa0;: aucun n’est plus petit que celui du dessous.</translation>
    </message>
    <message>
        <source>A 0 (written 10) cannot start an expedition in this game.</source>
        <translation>Un 0 (écrit 10) ne peut pas commencer une expédition dans cette partie.</translation>
    </message>
    <message>
        <source>An expedition has 9 squares.</source>
        <translation>Une expédition a 9 cases.</translation>
    </message>
    <message>
        <source>The first number of an expedition strikes its open circle.</source>
        <translation>Le premier nombre d’une expédition raye sa case ronde ouverte.</translation>
    </message>
    <message>
        <source>A circle is struck only by the expedition&apos;s first number.</source>
        <translation>Une case ronde n’est rayée que par le premier nombre de l’expédition.</translation>
    </message>
    <message>
        <source>The artifact above a column is ticked only once the column is full.</source>
        <translation>L’artefact au-dessus d’une colonne ne se coche qu’une fois la colonne pleine.</translation>
    </message>
    <message>
        <source>The artifact column was already full: no more artifacts can be ticked.</source>
        <translation>La colonne des artefacts était déjà pleine&#xa0;: plus aucun artefact ne peut être coché.</translation>
    </message>
    <message>
        <source>More artifacts are hatched than the squares written give.</source>
        <translation>Plus d’artefacts sont hachurés que les cases écrites n’en donnent.</translation>
    </message>
    <message>
        <source>Every artifact square written hatches an artifact.</source>
        <translation>Chaque case artefact écrite fait hachurer un artefact.</translation>
    </message>
    <message>
        <source>The dice column has 9 symbols.</source>
        <translation>La colonne des dés a 9 symboles.</translation>
    </message>
    <message>
        <source>A bridge is won only by a player whose column crossed it.</source>
        <translation>Un pont n’est gagné que par un joueur dont la colonne l’a franchi.</translation>
    </message>
    <message>
        <source>A bridge that was crossed has a winner: the first player to cross it.</source>
        <translation>Un pont franchi a un gagnant&#xa0;: le premier joueur à l’avoir franchi.</translation>
    </message>
    <message>
        <source>A bridge is claimed in a past turn, and only once someone crossed it.</source>
        <translation>Un pont est pris lors d’un tour passé, et seulement une fois que quelqu’un l’a franchi.</translation>
    </message>
    <message>
        <source>A roll is three number dice (0 to 9) and three colour dice.</source>
        <translation>Un lancer, c’est trois dés chiffre (0 à 9) et trois dés couleur.</translation>
    </message>
    <message>
        <source>Every bridge is claimed or every player is exhausted: the game has ended.</source>
        <translation>Tous les ponts sont pris ou tous les joueurs sont épuisés&#xa0;: la partie est terminée.</translation>
    </message>
</context>
<context>
    <name>LostCitiesSituationEditor</name>
    <message>
        <source>Numbers</source>
        <translation>Nombres</translation>
    </message>
    <message>
        <source>Num&amp;ber to write:</source>
        <translation>Nom&amp;bre à écrire&#xa0;:</translation>
    </message>
    <message>
        <source>10 stands for the 0 die. Artifacts, bridges crossed and the turn they were crossed in follow from the squares.</source>
        <translation>10 tient lieu du dé 0. Les artefacts, les ponts franchis et le tour où ils l’ont été découlent des cases.</translation>
    </message>
    <message>
        <source>Click an empty square to write the number chosen beside the table (the squares below too), a written one to rub it out. Click a circle, the artifact above a full column, the dice column, a bridge or a die to change it.</source>
        <translation>Cliquez sur une case vide pour y écrire le nombre choisi à côté de la table (et dans les cases en dessous), sur une case écrite pour l’effacer. Cliquez sur une case ronde, l’artefact au-dessus d’une colonne pleine, la colonne des dés, un pont ou un dé pour le changer.</translation>
    </message>
    <message>
        <source>Before the roll</source>
        <translation>Avant le lancer</translation>
    </message>
    <message>
        <source>Dice rolled</source>
        <translation>Dés lancés</translation>
    </message>
    <message>
        <source>T&amp;urn:</source>
        <translation>To&amp;ur&#xa0;:</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Tour</translation>
    </message>
    <message>
        <source>Top artifact</source>
        <translation>Artefact du sommet</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Case ronde</translation>
    </message>
    <message>
        <source>Dice symbols</source>
        <translation>Symboles Dés</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Pont</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dé</translation>
    </message>
</context>
<context>
    <name>LostCitiesTable</name>
    <message>
        <source>Turn %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <source>Previous roll: waiting for the next roll</source>
        <translation>Lancer précédent&#xa0;: en attente du prochain lancer</translation>
    </message>
    <message>
        <source>The dice have not been rolled yet</source>
        <translation>Les dés n’ont pas encore été lancés</translation>
    </message>
    <message>
        <source>%1 rolled: take one number die and one colour die</source>
        <translation>%1 a lancé&#xa0;: prenez un dé chiffre et un dé couleur</translation>
    </message>
    <message>
        <source>Faded dice: taken by %1. The others choose from the dice left</source>
        <translation>Dés grisés&#xa0;: pris par %1. Les autres choisissent parmi les dés restants</translation>
    </message>
    <message>
        <source>%1 refused: all six dice are left for the others</source>
        <translation>%1 a refusé&#xa0;: les six dés restent pour les autres</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fini</translation>
    </message>
    <message>
        <source>to decide</source>
        <translation>doit choisir</translation>
    </message>
    <message>
        <source>accelerates</source>
        <translation>accélère</translation>
    </message>
    <message>
        <source>rolls</source>
        <translation>lance les dés</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>ordinateur</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>pts</source>
        <translation>pts</translation>
    </message>
    <message>
        <source>House sheet — the printed sheet may differ</source>
        <translation>Fiche maison — la fiche imprimée peut différer</translation>
    </message>
    <message>
        <source>Sheet: %1</source>
        <translation>Fiche&#xa0;: %1</translation>
    </message>
    <message>
        <source>Totals so far</source>
        <translation>Totaux en cours</translation>
    </message>
    <message>
        <source>Totals are provisional: the sheet is not all checked on paper</source>
        <translation>Totaux provisoires&#xa0;: fiche pas entièrement vérifiée sur papier</translation>
    </message>
    <message>
        <source>Totals so far, provisional: the sheet is not all checked on paper</source>
        <translation>Totaux en cours, provisoires&#xa0;: fiche pas entièrement vérifiée</translation>
    </message>
</context>
<context>
    <name>LostCitiesTexts</name>
    <message>
        <source>the red expedition</source>
        <extracomment>The plain form (subject or object of a sentence); see also &quot;of the … expedition&quot;.</extracomment>
        <translation>l’expédition rouge</translation>
    </message>
    <message>
        <source>the orange expedition</source>
        <extracomment>The plain form (subject or object of a sentence); see also &quot;of the … expedition&quot;.</extracomment>
        <translation>l’expédition orange</translation>
    </message>
    <message>
        <source>the yellow expedition</source>
        <extracomment>The plain form (subject or object of a sentence); see also &quot;of the … expedition&quot;.</extracomment>
        <translation>l’expédition jaune</translation>
    </message>
    <message>
        <source>the green expedition</source>
        <extracomment>The plain form (subject or object of a sentence); see also &quot;of the … expedition&quot;.</extracomment>
        <translation>l’expédition verte</translation>
    </message>
    <message>
        <source>the blue expedition</source>
        <extracomment>The plain form (subject or object of a sentence); see also &quot;of the … expedition&quot;.</extracomment>
        <translation>l’expédition bleue</translation>
    </message>
    <message>
        <source>the purple expedition</source>
        <extracomment>The plain form (subject or object of a sentence); see also &quot;of the … expedition&quot;.</extracomment>
        <translation>l’expédition violette</translation>
    </message>
    <message>
        <source>of the red expedition</source>
        <extracomment>The &quot;of&quot; form (owner of a square): French &quot;de l’expédition …&quot;, German genitive &quot;der … Expedition&quot;.</extracomment>
        <translation>de l’expédition rouge</translation>
    </message>
    <message>
        <source>of the orange expedition</source>
        <extracomment>The &quot;of&quot; form (owner of a square): French &quot;de l’expédition …&quot;, German genitive &quot;der … Expedition&quot;.</extracomment>
        <translation>de l’expédition orange</translation>
    </message>
    <message>
        <source>of the yellow expedition</source>
        <extracomment>The &quot;of&quot; form (owner of a square): French &quot;de l’expédition …&quot;, German genitive &quot;der … Expedition&quot;.</extracomment>
        <translation>de l’expédition jaune</translation>
    </message>
    <message>
        <source>of the green expedition</source>
        <extracomment>The &quot;of&quot; form (owner of a square): French &quot;de l’expédition …&quot;, German genitive &quot;der … Expedition&quot;.</extracomment>
        <translation>de l’expédition verte</translation>
    </message>
    <message>
        <source>of the blue expedition</source>
        <extracomment>The &quot;of&quot; form (owner of a square): French &quot;de l’expédition …&quot;, German genitive &quot;der … Expedition&quot;.</extracomment>
        <translation>de l’expédition bleue</translation>
    </message>
    <message>
        <source>of the purple expedition</source>
        <extracomment>The &quot;of&quot; form (owner of a square): French &quot;de l’expédition …&quot;, German genitive &quot;der … Expedition&quot;.</extracomment>
        <translation>de l’expédition violette</translation>
    </message>
    <message>
        <source>Red (heart)</source>
        <translation>Rouge (cœur)</translation>
    </message>
    <message>
        <source>Orange (circle)</source>
        <translation>Orange (rond)</translation>
    </message>
    <message>
        <source>Yellow (square)</source>
        <translation>Jaune (carré)</translation>
    </message>
    <message>
        <source>Green (triangle)</source>
        <translation>Vert (triangle)</translation>
    </message>
    <message>
        <source>Blue (cross)</source>
        <translation>Bleu (croix)</translation>
    </message>
    <message>
        <source>Purple (star)</source>
        <translation>Violet (étoile)</translation>
    </message>
    <message>
        <source>the bridge of the red expedition</source>
        <translation>le pont de l’expédition rouge</translation>
    </message>
    <message>
        <source>the bridge of the orange expedition</source>
        <translation>le pont de l’expédition orange</translation>
    </message>
    <message>
        <source>the bridge of the yellow expedition</source>
        <translation>le pont de l’expédition jaune</translation>
    </message>
    <message>
        <source>the bridge of the green expedition</source>
        <translation>le pont de l’expédition verte</translation>
    </message>
    <message>
        <source>the bridge of the blue expedition</source>
        <translation>le pont de l’expédition bleue</translation>
    </message>
    <message>
        <source>the bridge of the purple expedition</source>
        <translation>le pont de l’expédition violette</translation>
    </message>
    <message>
        <source>the bridge of the artifact column</source>
        <translation>le pont de la colonne des artefacts</translation>
    </message>
    <message>
        <source>the bridge of the dice column</source>
        <translation>le pont de la colonne des dés</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Ce joueur n’existe pas.</translation>
    </message>
    <message>
        <source>Not now: this player has nothing to decide.</source>
        <translation>Pas maintenant&#xa0;: ce joueur n’a rien à décider.</translation>
    </message>
    <message>
        <source>Not now: roll the dice first, or wait for your turn.</source>
        <translation>Pas maintenant&#xa0;: lancez d’abord les dés, ou attendez votre tour.</translation>
    </message>
    <message>
        <source>A roll needs three number dice and three colour dice.</source>
        <translation>Un lancer se fait avec trois dés chiffre et trois dés couleur.</translation>
    </message>
    <message>
        <source>Use or decline the acceleration first.</source>
        <translation>Accélérez d’abord, ou renoncez à l’accélération.</translation>
    </message>
    <message>
        <source>There is no acceleration to use.</source>
        <translation>Il n’y a aucune accélération à utiliser.</translation>
    </message>
    <message>
        <source>No die in the middle shows this number.</source>
        <translation>Aucun dé au milieu ne montre ce chiffre.</translation>
    </message>
    <message>
        <source>No die in the middle shows this colour.</source>
        <translation>Aucun dé au milieu ne montre cette couleur.</translation>
    </message>
    <message>
        <source>Only a 0 marks the double-points circle.</source>
        <translation>Seul un 0 coche la case compte double.</translation>
    </message>
    <message>
        <source>The circle is already marked or struck.</source>
        <translation>La case ronde est déjà cochée ou rayée.</translation>
    </message>
    <message>
        <source>The expedition has started: too late for the circle.</source>
        <translation>L’expédition est commencée&#xa0;: trop tard pour la case ronde.</translation>
    </message>
    <message>
        <source>A 0 cannot start an expedition (it marks the circle instead).</source>
        <translation>Un 0 ne peut pas commencer une expédition (il sert à cocher la case ronde).</translation>
    </message>
    <message>
        <source>Lower than the expedition&apos;s top number: numbers never go down.</source>
        <translation>Inférieur au chiffre le plus élevé de l’expédition&#xa0;: les chiffres ne descendent jamais.</translation>
    </message>
    <message>
        <source>This expedition&apos;s top artifact is already ticked.</source>
        <translation>L’artefact du sommet de cette expédition est déjà coché.</translation>
    </message>
    <message>
        <source>All 9 artifacts are hatched: the top artifact is closed.</source>
        <translation>Les 9 artefacts sont hachurés&#xa0;: l’artefact du sommet est fermé.</translation>
    </message>
    <message>
        <source>%1 rolled the dice.</source>
        <translation>%1 a lancé les dés.</translation>
    </message>
    <message>
        <source>%1 took %2 for %3.</source>
        <translation>%1 a pris le %2 pour %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 refused the dice (%n of 9 dice symbols hatched).</source>
        <translation>
            <numerusform>%1 a refusé les dés (%n symbole Dés hachuré sur 9).</numerusform>
            <numerusform>%1 a refusé les dés (%n symboles Dés hachurés sur 9).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is exhausted: the dice column now scores 0.</source>
        <translation>%1 a hachuré son 9e symbole Dés&#xa0;: la colonne des dés rapporte désormais 0.</translation>
    </message>
    <message>
        <source>%1 started %2 without its circle.</source>
        <translation>%1 a commencé %2 sans sa case ronde.</translation>
    </message>
    <message>
        <source>%1 filled an acceleration square: accelerate, or decline.</source>
        <translation>%1 a écrit sur une case d’accélération&#xa0;: accélérez, ou renoncez.</translation>
    </message>
    <message>
        <source>%1 accelerated in %2.</source>
        <translation>%1 a accéléré dans %2.</translation>
    </message>
    <message>
        <source>%1 declined the acceleration.</source>
        <translation>%1 a renoncé à l’accélération.</translation>
    </message>
    <message>
        <source>%1 hatched an artifact (%2 of 9).</source>
        <translation>%1 a hachuré un artefact (%2 sur 9).</translation>
    </message>
    <message>
        <source>%1 crossed %2 first: 20 points.</source>
        <translation>%1 a traversé %2 en premier&#xa0;: 20 points.</translation>
    </message>
    <message>
        <source>%1 crossed %2, but it was already taken.</source>
        <translation>%1 a traversé %2, mais il était déjà pris.</translation>
    </message>
    <message>
        <source>Turn %1 is over.</source>
        <translation>Le tour %1 est terminé.</translation>
    </message>
    <message>
        <source>All eight bridges are taken: the game is over.</source>
        <translation>Les huit ponts sont pris&#xa0;: la partie est terminée.</translation>
    </message>
    <message>
        <source>Every player is exhausted: the game is over.</source>
        <translation>Tous les joueurs sont épuisés&#xa0;: la partie est terminée.</translation>
    </message>
    <message>
        <source>%1 rolls the dice</source>
        <translation>%1 lance les dés</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 a lancé %2</translation>
    </message>
    <message>
        <source>%1 took %2 for %3</source>
        <translation>%1 a pris le %2 pour %3</translation>
    </message>
    <message>
        <source>%1 refused the dice</source>
        <translation>%1 a refusé les dés</translation>
    </message>
    <message>
        <source>%1 accelerated in %2</source>
        <translation>%1 a accéléré dans %2</translation>
    </message>
    <message>
        <source>%1 declined the acceleration</source>
        <translation>%1 a renoncé à l’accélération</translation>
    </message>
    <message>
        <source>%1: roll the dice (Space).</source>
        <translation>%1&#xa0;: lancez les dés (Espace).</translation>
    </message>
    <message>
        <source>%1: take a number die and a colour die, or refuse.</source>
        <translation>%1&#xa0;: prenez un dé chiffre et un dé couleur, ou refusez.</translation>
    </message>
    <message>
        <source>%1: take a combination from the dice left, or refuse.</source>
        <translation>%1&#xa0;: prenez une combinaison parmi les dés restants, ou refusez.</translation>
    </message>
    <message>
        <source>%1: accelerate — click a lit square (Ctrl+1 to Ctrl+6), or decline (D).</source>
        <translation>%1&#xa0;: accélérez — cliquez sur une case éclairée (Ctrl+1 à Ctrl+6), ou renoncez (D).</translation>
    </message>
    <message>
        <source>Waiting for %1 (computer)…</source>
        <translation>%1 (ordinateur) joue…</translation>
    </message>
    <message>
        <source>Bridges crossed: %1 of %2</source>
        <extracomment>The strip&apos;s gauge of how close the end is: &quot;Bridges crossed: 3 of 8&quot;.</extracomment>
        <translation>Ponts traversés&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>Exhausted: %1 of %2 players</source>
        <extracomment>The strip&apos;s gauge of how close the end is: &quot;Exhausted: 1 of 3 players&quot;.</extracomment>
        <translation>Joueurs épuisés&#xa0;: %1 sur %2</translation>
    </message>
    <message>
        <source>The game ends after the turn in which every bridge has been crossed, or every player is exhausted (9 Dice symbols hatched).</source>
        <translation>La partie s’arrête à la fin du tour où tous les ponts ont été traversés, ou bien où tous les joueurs sont épuisés (9&#xa0;symboles Dés hachurés).</translation>
    </message>
    <message>
        <source>The game is over. See the result.</source>
        <translation>La partie est terminée. Consultez le résultat.</translation>
    </message>
    <message>
        <source>Several number dice fit this square: pick the number die.</source>
        <translation>Plusieurs dés chiffre conviennent à cette case&#xa0;: choisissez-en un.</translation>
    </message>
    <message>
        <source>This pair can go to the circle or to a square: click the one you want.</source>
        <translation>Cette paire peut aller dans la case ronde ou dans une case carrée&#xa0;: cliquez sur celle que vous voulez.</translation>
    </message>
    <message>
        <source>Click one of the lit squares of this expedition.</source>
        <translation>Cliquez sur une des cases éclairées de cette expédition.</translation>
    </message>
    <message>
        <source>This die is not in the middle for you now.</source>
        <translation>Ce dé n’est pas disponible pour vous en ce moment.</translation>
    </message>
    <message>
        <source>%1 decides now: write on the sheet framed in blue.</source>
        <translation>C’est à %1 de choisir&#xa0;: écrivez sur la fiche encadrée de bleu.</translation>
    </message>
    <message>
        <source>&amp;Roll the dice</source>
        <translation>&amp;Lancer les dés</translation>
    </message>
    <message>
        <source>Re&amp;fuse the dice</source>
        <translation>Re&amp;fuser les dés</translation>
    </message>
    <message>
        <source>&amp;Take the chosen dice</source>
        <translation>&amp;Prendre les dés choisis</translation>
    </message>
    <message>
        <source>&amp;Decline the acceleration</source>
        <translation>Renoncer à l’accé&amp;lération</translation>
    </message>
    <message>
        <source>Accelerate in %1</source>
        <translation>Accélérer dans %1</translation>
    </message>
    <message>
        <source>Pick number die %1</source>
        <translation>Choisir le dé chiffre %1</translation>
    </message>
    <message>
        <source>Pick colour die %1</source>
        <translation>Choisir le dé couleur %1</translation>
    </message>
    <message>
        <source>Put the dice back</source>
        <translation>Reposer les dés</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>Sheet:</source>
        <translation>Fiche&#xa0;:</translation>
    </message>
    <message>
        <source>The point scales and special squares the game is played with. The house sheet&apos;s special squares are invented; if you own the pad, enter your printed sheet once.</source>
        <translation>Les échelles de points et les cases spéciales de la partie. Les cases spéciales de la fiche maison sont inventées&#xa0;; si vous avez le bloc, saisissez une fois votre fiche imprimée.</translation>
    </message>
    <message>
        <source>Expeditions: %1</source>
        <extracomment>The result screen counts the points in: %1 is the expedition counted now, &quot;Red (heart)&quot;.</extracomment>
        <translation>Expéditions&#xa0;: %1</translation>
    </message>
    <message>
        <source>Enter your printed sheet…</source>
        <translation>Saisir votre fiche imprimée…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Modifier…</translation>
    </message>
    <message>
        <source>%1 (broken)</source>
        <translation>%1 (illisible)</translation>
    </message>
    <message>
        <source>%1 cannot be used and was left as it is: %2</source>
        <translation>%1 est inutilisable et a été laissé tel quel&#xa0;: %2</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>%1 marked the circle %2: it scores double.</source>
        <extracomment>%2 is an expedition in its &quot;of&quot; form: &quot;of the red expedition&quot;, German genitive &quot;der roten Expedition&quot;.</extracomment>
        <translation>%1 a coché la case ronde %2&#xa0;: elle compte double.</translation>
    </message>
    <message>
        <source>%1 wrote %2 in square %3 %4.</source>
        <extracomment>%4 is an expedition in its &quot;of&quot; form: &quot;of the red expedition&quot;, German genitive &quot;der roten Expedition&quot;.</extracomment>
        <translation>%1 a écrit %2 dans la case %3 %4.</translation>
    </message>
    <message>
        <source>%1 ticked the top artifact %2.</source>
        <extracomment>%2 is an expedition in its &quot;of&quot; form: &quot;of the red expedition&quot;, German genitive &quot;der roten Expedition&quot;.</extracomment>
        <translation>%1 a coché l’artefact du sommet %2.</translation>
    </message>
    <message>
        <source>The others strike out %1: it is taken.</source>
        <translation>Les autres joueurs rayent %1&#xa0;: il est pris.</translation>
    </message>
    <message>
        <source>%1 marked the circle %2</source>
        <extracomment>%2 is an expedition in its &quot;of&quot; form: &quot;of the red expedition&quot;, German genitive &quot;der roten Expedition&quot;.</extracomment>
        <translation>%1 a coché la case ronde %2</translation>
    </message>
    <message>
        <source>Hint for %1: roll the dice.</source>
        <translation>Conseil pour %1&#xa0;: lancez les dés.</translation>
    </message>
    <message>
        <source>Hint for %1: mark the circle %2 with the 0.</source>
        <extracomment>%2 is an expedition in its &quot;of&quot; form: &quot;of the red expedition&quot;, German genitive &quot;der roten Expedition&quot;.</extracomment>
        <translation>Conseil pour %1&#xa0;: cochez la case ronde %2 avec le 0.</translation>
    </message>
    <message>
        <source>Hint for %1: take %2 for %3.</source>
        <translation>Conseil pour %1&#xa0;: prenez le %2 pour %3.</translation>
    </message>
    <message>
        <source>Hint for %1: refuse the dice.</source>
        <translation>Conseil pour %1&#xa0;: refusez les dés.</translation>
    </message>
    <message>
        <source>Hint for %1: accelerate in %2.</source>
        <translation>Conseil pour %1&#xa0;: accélérez dans %2.</translation>
    </message>
    <message>
        <source>Hint for %1: decline the acceleration.</source>
        <translation>Conseil pour %1&#xa0;: renoncez à l’accélération.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Expeditions</source>
        <translation>Expéditions</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>Artefacts</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Bridges</source>
        <translation>Ponts</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Shared win: %1.</source>
        <translation>Victoire partagée&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 gagne.</translation>
    </message>
    <message>
        <source>Tied players share their place: the game has no tie-break.</source>
        <translation>Les joueurs à égalité partagent leur place&#xa0;: le jeu n’a pas de départage.</translation>
    </message>
    <message>
        <source>Played on the house sheet: totals are provisional and not comparable with the printed game.</source>
        <translation>Joué sur la fiche maison&#xa0;: les totaux sont provisoires et non comparables au jeu imprimé.</translation>
    </message>
    <message>
        <source>Some values of this sheet were not checked on paper: totals are provisional.</source>
        <translation>Certaines valeurs de cette fiche n’ont pas été vérifiées sur papier&#xa0;: les totaux sont provisoires.</translation>
    </message>
</context>
<context>
    <name>LostCitiesTutorial</name>
    <message>
        <source>Your move</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>Welcome to Lost Cities</source>
        <translation>Bienvenue dans Lost Cities</translation>
    </message>
    <message>
        <source>The roll</source>
        <translation>Le lancer</translation>
    </message>
    <message>
        <source>Your pick: one number, one colour</source>
        <translation>Votre choix&#xa0;: un chiffre, une couleur</translation>
    </message>
    <message>
        <source>The others pick from the dice left</source>
        <translation>Les autres choisissent parmi les dés restants</translation>
    </message>
    <message>
        <source>Starting an expedition</source>
        <translation>Commencer une expédition</translation>
    </message>
    <message>
        <source>Numbers never go down</source>
        <translation>Les chiffres ne descendent jamais</translation>
    </message>
    <message>
        <source>The circle: double or nothing</source>
        <translation>La case ronde&#xa0;: double ou rien</translation>
    </message>
    <message>
        <source>A 0 counts as 10</source>
        <translation>Un 0 compte comme 10</translation>
    </message>
    <message>
        <source>Acceleration</source>
        <translation>L’accélération</translation>
    </message>
    <message>
        <source>Accelerating in the same expedition</source>
        <translation>Accélérer dans la même expédition</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>Les artefacts</translation>
    </message>
    <message>
        <source>Refusing and the dice column</source>
        <translation>Refuser et la colonne des dés</translation>
    </message>
    <message>
        <source>A chain of accelerations</source>
        <translation>Une chaîne d’accélérations</translation>
    </message>
    <message>
        <source>The artifact at the top</source>
        <translation>L’artefact du sommet</translation>
    </message>
    <message>
        <source>Exhausted</source>
        <translation>Épuisé</translation>
    </message>
    <message>
        <source>When the active player refuses</source>
        <translation>Quand le joueur actif refuse</translation>
    </message>
    <message>
        <source>Bridges</source>
        <translation>Les ponts</translation>
    </message>
    <message>
        <source>Crossing in the same turn</source>
        <translation>Traverser au même tour</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>La fin de la partie</translation>
    </message>
    <message>
        <source>Scoring an expedition</source>
        <translation>Le décompte d’une expédition</translation>
    </message>
    <message>
        <source>Short expeditions lose points</source>
        <translation>Les expéditions courtes coûtent des points</translation>
    </message>
    <message>
        <source>A circle alone</source>
        <translation>Une case ronde seule</translation>
    </message>
    <message>
        <source>Scoring the two columns</source>
        <translation>Le décompte des deux colonnes</translation>
    </message>
    <message>
        <source>The total and the winner</source>
        <translation>Le total et la victoire</translation>
    </message>
    <message>
        <source>Nothing new here: make the move below.</source>
        <translation>Rien de nouveau ici&#xa0;: jouez le coup indiqué ci-dessous.</translation>
    </message>
    <message>
        <source>You play the left sheet against Karen. Each of you writes numbers into six coloured expeditions, bottom to top; each colour also has a shape, the same on the dice. On the right are an artifact column and a dice column. The frame shows your sheet&apos;s score boxes: the higher your expeditions climb, the more they are worth.</source>
        <translation>Vous jouez la fiche de gauche contre Karen. Chacun écrit des chiffres dans six expéditions de couleur, de bas en haut&#xa0;; chaque couleur a aussi une forme, la même que sur les dés. À droite se trouvent la colonne des artefacts et la colonne des dés. Le cadre montre les cases de score de votre fiche&#xa0;: plus vos expéditions montent, plus elles rapportent.</translation>
    </message>
    <message>
        <source>It is your turn: you are the active player. Roll the three number dice (0 to 9) and the three colour dice (framed). Turns pass clockwise: each turn, the next player rolls.</source>
        <translation>C’est votre tour&#xa0;: vous êtes le joueur actif. Lancez les trois dés chiffre (0 à 9) et les trois dés couleur (encadrés). Le jeu tourne dans le sens des aiguilles d’une montre&#xa0;: à chaque tour, le joueur suivant lance les dés.</translation>
    </message>
    <message>
        <source>Then every other player takes one number and one colour from the dice you left (faded dice are yours). Karen took the 6 and the blue die. Several players may use the same die; the app asks them one after another, clockwise.</source>
        <translation>Ensuite, chaque autre joueur prend un chiffre et une couleur parmi les dés que vous avez laissés (les dés grisés sont ceux que vous avez pris). Karen a pris le 6 et le dé bleu. Plusieurs joueurs peuvent utiliser le même dé&#xa0;; l’application les interroge l’un après l’autre, dans le sens des aiguilles d’une montre.</translation>
    </message>
    <message>
        <source>Your 3 started the orange expedition in its lowest square. A column is written bottom to top; 1 is the lowest number, so any number can start one. Start low and avoid big jumps, or your expeditions will soon be stuck.</source>
        <translation>Votre 3 a commencé l’expédition orange dans sa case du bas. Une colonne s’écrit de bas en haut&#xa0;; 1 est le plus petit chiffre, donc n’importe quel chiffre peut en commencer une. Commencez bas et évitez les grands sauts, sinon vos expéditions seront vite bloquées.</translation>
    </message>
    <message>
        <source>Below each expedition is a circle. Before the first number, a 0 may mark it: that expedition then scores double, losses included. Once a number is written the circle is struck for good (your orange one is). Roll, then mark the red circle with the 0.</source>
        <translation>Sous chaque expédition se trouve une case ronde. Avant le premier chiffre, un 0 peut la cocher&#xa0;: l’expédition compte alors double, pertes comprises. Dès qu’un chiffre est écrit, la case ronde est rayée pour de bon (c’est le cas de l’orange). Lancez les dés, puis cochez la case ronde rouge avec le 0.</translation>
    </message>
    <message>
        <source>Once an expedition has started, a 0 counts as 10, the highest number. Take the 0 with the orange die: a 10 goes above your 5. A 0 cannot start an expedition, though: before the first number, it can only mark the circle.</source>
        <translation>Une fois l’expédition commencée, un 0 compte comme 10, le plus haut chiffre. Prenez le 0 avec le dé orange&#xa0;: un 10 va au-dessus de votre 5. En revanche, un 0 ne peut pas commencer une expédition&#xa0;: avant le premier chiffre, il peut seulement cocher la case ronde.</translation>
    </message>
    <message>
        <source>Red&apos;s second square carries an arrow too. An acceleration may go into the very expedition you just wrote in: its top number again, one square higher. Roll, take the 2 and the red die, then accelerate into red: a second 2.</source>
        <translation>La deuxième case rouge porte elle aussi une flèche. Une accélération peut aller dans l’expédition même où vous venez d’écrire&#xa0;: son chiffre du haut encore une fois, une case plus haut. Lancez les dés, prenez le 2 et le dé rouge, puis accélérez dans l’expédition rouge&#xa0;: un second 2.</translation>
    </message>
    <message>
        <source>Writing on a square with a vase hatches the next artifact in the artifact column (framed). The artifact column scores on the right-hand scale. Once all nine are hatched, vase squares can still be written but hatch nothing. Roll, then write the 5 in red.</source>
        <translation>Écrire sur une case avec un vase hachure l’artefact suivant de la colonne des artefacts (encadrée). Cette colonne rapporte des points selon l’échelle de droite. Une fois les neuf artefacts hachurés, on peut encore écrire sur les cases à vase, mais elles ne hachurent plus rien. Lancez les dés, puis écrivez le 5 dans l’expédition rouge.</translation>
    </message>
    <message>
        <source>Karen left you a 9 and an 8: they would only start green so high that little could follow. You may always refuse instead of writing, and must when nothing fits: hatch the next symbol of your dice column. The more symbols, the more the column scores, up to 70 for eight. Refuse now.</source>
        <translation>Karen vous a laissé un 9 et un 8&#xa0;: ils ne pourraient que commencer l’expédition verte si haut que presque rien ne pourrait suivre. Vous pouvez toujours refuser au lieu d’écrire, et vous le devez si rien ne convient&#xa0;: hachurez le symbole suivant de votre colonne des dés. Plus il y a de symboles, plus la colonne rapporte, jusqu’à 70 pour huit. Refusez maintenant.</translation>
    </message>
    <message>
        <source>A later game, near its end: seven bridges are taken. Write the 5 on green&apos;s arrow and accelerate into blue: blue&apos;s 6 is written again, on blue&apos;s own arrow, so you accelerate once more. Go back to green: its 5 again, right below its bridge. An acceleration never marks a circle.</source>
        <translation>Une autre partie, vers sa fin&#xa0;: sept ponts sont pris. Écrivez le 5 sur la flèche de l’expédition verte et accélérez dans l’expédition bleue&#xa0;: son 6 est écrit à nouveau, sur sa propre flèche, donc vous accélérez encore. Revenez à l’expédition verte&#xa0;: son 5 encore une fois, juste sous son pont. Une accélération ne coche jamais une case ronde.</translation>
    </message>
    <message>
        <source>Your orange expedition is full. A combination that could continue it (at least its 8; the 0 counts as 10) is not written: it ticks the artifact at the top and hatches one more artifact. That works once per expedition, while the artifact column has room, and it adds no level. An acceleration into a full expedition does the same. Take the 0 and the orange die.</source>
        <translation>Votre expédition orange est pleine. Une combinaison qui pourrait la continuer (au moins son 8&#xa0;; le 0 compte comme 10) ne s’écrit pas&#xa0;: elle coche l’artefact du sommet et hachure un artefact de plus. Cela ne marche qu’une fois par expédition, tant que la colonne des artefacts a de la place, et n’ajoute aucun niveau. Une accélération dans une expédition pleine fait de même. Prenez le 0 et le dé orange.</translation>
    </message>
    <message>
        <source>Roll: none of these dice will fit your sheet, so you must refuse. That hatches your ninth dice symbol: you are exhausted, and your dice column scores 0 instead of 70. You keep playing; refusing again changes nothing more.</source>
        <translation>Lancez les dés&#xa0;: aucun ne conviendra à votre fiche, vous devrez donc refuser. Cela hachure votre neuvième symbole Dés&#xa0;: vous êtes épuisé, et votre colonne des dés rapporte 0 au lieu de 70. Vous continuez à jouer&#xa0;; refuser de nouveau ne change plus rien.</translation>
    </message>
    <message>
        <source>You refused as the active player, so all six dice stayed in the middle: Karen chose from three numbers and three colours. She took the 4 and a red die.</source>
        <translation>Vous avez refusé en tant que joueur actif, donc les six dés sont restés au milieu&#xa0;: Karen a choisi parmi trois chiffres et trois couleurs. Elle a pris le 4 et un dé rouge.</translation>
    </message>
    <message>
        <source>Each of the eight columns, the artifact and dice columns included, has a bridge above its 6th square. Karen wrote her 7th green square: she is the first to cross the green bridge and scores 20. Whoever crosses a bridge in a later turn gets nothing for it. At a real table, say aloud when you reach an arrow, a vase or a bridge.</source>
        <translation>Chacune des huit colonnes, celles des artefacts et des dés comprises, a un pont au-dessus de sa 6e case. Karen a rempli sa 7e case verte&#xa0;: elle traverse la première le pont vert et marque 20. Qui traverse un pont lors d’un tour suivant n’obtient rien. À une vraie table, annoncez à voix haute quand vous atteignez une flèche, un vase ou un pont.</translation>
    </message>
    <message>
        <source>Exhausted, you still write, and you keep the bridges you win. Crossing a bridge in the same turn as the first player scores 20 too. Take the 7 and a green die: you both win the green bridge.</source>
        <translation>Même épuisé, vous écrivez encore, et vous gardez les ponts que vous gagnez. Traverser un pont au même tour que le premier rapporte aussi 20. Prenez le 7 et un dé vert&#xa0;: vous gagnez tous les deux le pont vert.</translation>
    </message>
    <message>
        <source>The game ends at the end of a turn in which all eight bridges have been crossed, or in which every player is exhausted. The eighth bridge is crossed: this game is over.</source>
        <translation>La partie prend fin au terme d’un tour au cours duquel les huit ponts ont été traversés, ou bien tous les joueurs sont épuisés. Le huitième pont vient d’être traversé&#xa0;: cette partie est terminée.</translation>
    </message>
    <message>
        <source>Each expedition scores the value beside its highest filled square on the left scale, doubled when its circle is marked. Your full orange expedition scores 50.</source>
        <translation>Chaque expédition rapporte la valeur placée en face de sa plus haute case remplie, sur l’échelle de gauche, doublée si sa case ronde est cochée. Votre expédition orange, pleine, rapporte 50.</translation>
    </message>
    <message>
        <source>Three numbers or fewer lose points; four or more win. Your yellow expedition has two numbers: −15. Start only the expeditions you can take far.</source>
        <translation>Trois chiffres ou moins font perdre des points&#xa0;; quatre ou plus en rapportent. Votre expédition jaune a deux chiffres&#xa0;: −15. Ne commencez que les expéditions que vous pouvez mener loin.</translation>
    </message>
    <message>
        <source>An expedition left empty scores nothing, but a marked circle with no number above it scores the lowest value of the scale, doubled: −50 × 2 = −100. That is your purple expedition: start every expedition whose circle you mark.</source>
        <translation>Une expédition restée vide ne rapporte rien, mais une case ronde cochée sans aucun chiffre au-dessus rapporte la plus basse valeur de l’échelle, doublée&#xa0;: −50 × 2 = −100. C’est le cas de votre expédition violette&#xa0;: commencez toute expédition dont vous cochez la case ronde.</translation>
    </message>
    <message>
        <source>The artifact and dice columns score the value beside their highest hatched symbol on the right-hand scale. Nine artifacts score 100. Eight dice symbols score 70, but the ninth drops the column to 0, as yours did.</source>
        <translation>Les colonnes des artefacts et des dés rapportent la valeur placée en face de leur plus haut symbole hachuré, sur l’échelle de droite. Neuf artefacts rapportent 100. Huit symboles Dés rapportent 70, mais le neuvième fait tomber la colonne à 0, comme la vôtre.</translation>
    </message>
    <message>
        <source>Add the nine score boxes: six expeditions, two columns and 20 for each bridge you won (bridges are never doubled). The highest total wins; players who tie share the win. You have learned the whole game.</source>
        <translation>Additionnez les neuf cases de score&#xa0;: six expéditions, deux colonnes et 20 par pont gagné (les ponts ne sont jamais doublés). Le plus haut total l’emporte&#xa0;; en cas d’égalité, les joueurs se partagent la victoire. Vous connaissez maintenant tout le jeu.</translation>
    </message>
    <message>
        <source>Take the %1 and the colour die for %2: click the two dice (or the lit artifact at the top).</source>
        <translation>Prenez le %1 et le dé couleur pour %2&#xa0;: cliquez sur les deux dés (ou sur l’artefact éclairé au sommet).</translation>
    </message>
    <message>
        <source>Refusing the dice</source>
        <translation>Refuser les dés</translation>
    </message>
    <message>
        <source>The top of an expedition</source>
        <translation>Le sommet d’une expédition</translation>
    </message>
    <message>
        <source>Bridges and the end</source>
        <translation>Les ponts et la fin</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Le décompte</translation>
    </message>
    <message>
        <source>As the active player you take exactly one number die and one colour die. Take the 3 and the orange die: the 3 goes into the orange expedition.</source>
        <translation>Joueur actif, vous prenez exactement un dé chiffre et un dé couleur. Prenez le 3 et le dé orange&#xa0;: le 3 va dans l’expédition orange.</translation>
    </message>
    <message>
        <source>Now you pick from the dice Karen left. In a started expedition the next number must be at least the one below it: equal is fine, lower never. Write the 5 above your 3.</source>
        <translation>Vous choisissez maintenant parmi les dés laissés par Karen. Dans une expédition commencée, le chiffre suivant doit être au moins égal à celui du dessous&#xa0;: égal, oui&#xa0;; plus petit, jamais. Écrivez le 5 au-dessus de votre 3.</translation>
    </message>
    <message>
        <source>That square carries an arrow: acceleration. You may repeat any expedition&apos;s top number in its next square (an expedition not started gets a 1). It is optional. Accelerate into the red expedition: its doubled circle stays, and a 1 starts it.</source>
        <translation>Cette case porte une flèche&#xa0;: l’accélération. Vous pouvez répéter le chiffre du haut d’une expédition de votre choix dans sa case suivante (une expédition pas encore commencée reçoit un 1). C’est facultatif. Accélérez dans l’expédition rouge&#xa0;: sa case ronde cochée reste valable, et l’expédition commence par un 1.</translation>
    </message>
    <message>
        <source>Roll the dice: press Space.</source>
        <translation>Lancez les dés&#xa0;: appuyez sur Espace.</translation>
    </message>
    <message>
        <source>Refuse the dice: press R.</source>
        <translation>Refusez les dés&#xa0;: appuyez sur R.</translation>
    </message>
    <message>
        <source>Decline the acceleration: press D.</source>
        <translation>Renoncez à l’accélération&#xa0;: appuyez sur D.</translation>
    </message>
    <message>
        <source>Accelerate into %1: click its lit square or press Ctrl+%2.</source>
        <translation>Accélérez dans %1&#xa0;: cliquez sur sa case éclairée ou appuyez sur Ctrl+%2.</translation>
    </message>
    <message>
        <source>Take the 0 and the colour die for %1, then click the lit circle.</source>
        <translation>Prenez le 0 et le dé couleur pour %1, puis cliquez sur la case ronde éclairée.</translation>
    </message>
    <message>
        <source>Take the %1 and the colour die for %2: click the two dice (or the lit square).</source>
        <translation>Prenez le %1 et le dé couleur pour %2&#xa0;: cliquez sur les deux dés (ou sur la case éclairée).</translation>
    </message>
    <message>
        <source>Your first turn</source>
        <translation>Votre premier tour</translation>
    </message>
    <message>
        <source>Climbing the expeditions</source>
        <translation>Faire monter les expéditions</translation>
    </message>
</context>
<context>
    <name>LostCitiesWhatsThis</name>
    <message>
        <source>Number die: %1</source>
        <translation>Dé chiffre&#xa0;: %1</translation>
    </message>
    <message>
        <source>Number die</source>
        <translation>Dé chiffre</translation>
    </message>
    <message>
        <source>Numbers go from 1 up; once an expedition has started, a 0 counts as 10. A 0 with a colour die may mark the circle of that expedition instead.</source>
        <translation>Les nombres commencent à 1&#xa0;; une fois l’expédition commencée, un 0 vaut 10. Un 0 avec un dé couleur peut plutôt marquer la case ronde de cette expédition.</translation>
    </message>
    <message>
        <source>Colour die: %1</source>
        <translation>Dé couleur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Colour die</source>
        <translation>Dé couleur</translation>
    </message>
    <message>
        <source>Together with a number die, it says which expedition the number is written in.</source>
        <translation>Avec un dé chiffre, il indique dans quelle expédition le nombre est inscrit.</translation>
    </message>
    <message>
        <source>The player who rolled took it: the others choose from the four dice left.</source>
        <translation>Le joueur qui a lancé l’a pris&#xa0;: les autres choisissent parmi les quatre dés restants.</translation>
    </message>
    <message>
        <source>These are the faces of the last roll; the next player rolls all six dice.</source>
        <translation>Ce sont les faces du dernier lancer&#xa0;; le joueur suivant lance les six dés.</translation>
    </message>
    <message>
        <source>Each expedition has its own colour and shape; the colour dice show the same shapes.</source>
        <translation>Chaque expédition a sa couleur et sa forme&#xa0;; les dés couleur montrent les mêmes formes.</translation>
    </message>
    <message>
        <source>Sheet of %1</source>
        <translation>Fiche de %1</translation>
    </message>
    <message>
        <source>Each expedition scores the value beside its highest square, the artifact and dice columns the value beside their highest mark, and each bridge won 20 points.</source>
        <translation>Chaque expédition rapporte la valeur à côté de sa case la plus haute, les colonnes des artefacts et des dés la valeur à côté de leur symbole hachuré le plus haut, et chaque pont gagné 20 points.</translation>
    </message>
    <message>
        <source>Circle %1</source>
        <translation>Case ronde %1</translation>
    </message>
    <message>
        <source>Marked with a 0 and a die of this colour before the first number, it doubles the expedition&apos;s points at the end, won or lost.</source>
        <translation>Marquée avec un 0 et un dé de cette couleur avant le premier nombre, elle double les points de l’expédition à la fin, gagnés ou perdus.</translation>
    </message>
    <message>
        <source>Marked: this expedition&apos;s points count double at the end, won or lost.</source>
        <translation>Marquée&#xa0;: les points de cette expédition comptent double à la fin, gagnés ou perdus.</translation>
    </message>
    <message>
        <source>Struck: the expedition started without it, so nothing doubles it any more.</source>
        <translation>Barrée&#xa0;: l’expédition a commencé sans elle, plus rien ne la double.</translation>
    </message>
    <message>
        <source>Top artifact %1</source>
        <translation>Artefact du sommet %1</translation>
    </message>
    <message>
        <source>Ticked: it hatched one artifact.</source>
        <translation>Coché&#xa0;: un artefact a été hachuré grâce à lui.</translation>
    </message>
    <message>
        <source>Once all nine squares are filled, a number that could continue the expedition ticks it and hatches one artifact instead (once).</source>
        <translation>Une fois les neuf cases remplies, un nombre qui pourrait prolonger l’expédition le coche à la place et fait hachurer un artefact (une seule fois).</translation>
    </message>
    <message>
        <source>Square %1 %2</source>
        <translation>Case %1 %2</translation>
    </message>
    <message>
        <source>Lit: the chosen dice can be written here.</source>
        <translation>Éclairée&#xa0;: les dés choisis peuvent être inscrits ici.</translation>
    </message>
    <message>
        <source>Holds a %1.</source>
        <translation>Contient un %1.</translation>
    </message>
    <message>
        <source>The next number of this expedition goes here: %1 or higher.</source>
        <translation>Le prochain nombre de cette expédition va ici&#xa0;: %1 ou plus.</translation>
    </message>
    <message>
        <source>The first number starts the expedition; its circle is struck unless it was marked before.</source>
        <translation>Le premier nombre commence l’expédition&#xa0;; sa case ronde est barrée si elle n’a pas été marquée avant.</translation>
    </message>
    <message>
        <source>Acceleration square: writing here lets you write the same number at once in any expedition.</source>
        <translation>Case d’accélération&#xa0;: écrire ici vous permet d’inscrire aussitôt le même nombre dans n’importe quelle expédition.</translation>
    </message>
    <message>
        <source>Artifact square: writing here hatches an artifact.</source>
        <translation>Case artefact&#xa0;: écrire ici fait hachurer un artefact.</translation>
    </message>
    <message>
        <source>Writing in this 7th square crosses the bridge below it.</source>
        <translation>Écrire dans cette 7ᵉ case franchit le pont juste en dessous.</translation>
    </message>
    <message>
        <source>Numbers fill the squares from the bottom and never go down.</source>
        <translation>Les nombres remplissent les cases depuis le bas et ne descendent jamais.</translation>
    </message>
    <message>
        <source>Artifact %1 of 9</source>
        <translation>Artefact %1 sur 9</translation>
    </message>
    <message>
        <source>Artifacts are hatched from the bottom up, one for each number written on a vase square; nine score 100 points.</source>
        <translation>Les artefacts sont hachurés de bas en haut, un pour chaque nombre inscrit sur une case artefact&#xa0;; neuf rapportent 100 points.</translation>
    </message>
    <message>
        <source>Dice symbol %1 of 9</source>
        <translation>Symbole Dés %1 sur 9</translation>
    </message>
    <message>
        <source>Refusing the dice hatches the next dice symbol. After the ninth you are exhausted: the column scores 0.</source>
        <translation>Refuser les dés fait hachurer le symbole Dés suivant. Après le neuvième, vous êtes épuisé&#xa0;: la colonne rapporte 0.</translation>
    </message>
    <message>
        <source>Hatched.</source>
        <translation>Hachuré.</translation>
    </message>
    <message>
        <source>Bridge of the artifact column</source>
        <translation>Pont de la colonne des artefacts</translation>
    </message>
    <message>
        <source>Bridge of the dice column</source>
        <translation>Pont de la colonne des dés</translation>
    </message>
    <message>
        <source>Bridge %1</source>
        <translation>Pont %1</translation>
    </message>
    <message>
        <source>The first to reach the 7th square or symbol above it scores 20 points (all who reach it in that same turn); the others strike it out.</source>
        <translation>Le premier à atteindre la 7ᵉ case ou le 7ᵉ symbole au-dessus marque 20 points (tous ceux qui y arrivent dans ce même tour)&#xa0;; les autres le barrent.</translation>
    </message>
    <message>
        <source>Circled: crossed first, it scores 20 points.</source>
        <translation>Entouré&#xa0;: franchi en premier, il rapporte 20 points.</translation>
    </message>
    <message>
        <source>Struck out: another player crossed it first.</source>
        <translation>Barré&#xa0;: un autre joueur l’a franchi en premier.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Édition</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Tour</translation>
    </message>
    <message>
        <source>&amp;Bonuses</source>
        <translation>&amp;Bonus</translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <translation>Réduire les &amp;animations</translation>
    </message>
    <message>
        <source>Show the rolled dice at once, without the tumbling animation</source>
        <translation>Afficher aussitôt les dés lancés, sans animation de roulement</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a move in the History: the dice it rolled</comment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Computer speed</source>
        <translation>&amp;Vitesse de l’ordinateur</translation>
    </message>
    <message>
        <source>Commentary</source>
        <translation>Commentaire</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Barre d’outils</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>%1[*] — %2</source>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <source>The unfinished game is back on the table.</source>
        <translation>La partie inachevée est de retour sur la table.</translation>
    </message>
    <message>
        <source>Another window of the game is open: this one plays a game of its own, saved separately.</source>
        <translation>Une autre fenêtre du jeu est ouverte&#xa0;: celle-ci joue sa propre partie, enregistrée à part.</translation>
    </message>
    <message>
        <source>The unfinished game saved automatically cannot be restored.</source>
        <translation>La partie inachevée enregistrée automatiquement ne peut pas être restaurée.</translation>
    </message>
    <message>
        <source>The file was kept as %1. A new game starts.</source>
        <translation>Le fichier a été conservé sous le nom %1. Une nouvelle partie commence.</translation>
    </message>
    <message>
        <source>New game — %1 starts</source>
        <translation>Nouvelle partie — %1 commence</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The file was kept as %1. The home screen opens.</source>
        <translation>Le fichier a été conservé sous %1. L’écran d’accueil s’ouvre.</translation>
    </message>
    <message>
        <source>Kept %1</source>
        <translation>Conservée le %1</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Annuler&#xa0;: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Rétablir&#xa0;: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Annulé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Rétabli&#xa0;: %1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Échec de l’enregistrement automatique&#xa0;: %1</translation>
    </message>
    <message>
        <source>Copenhagen games (*.json);;All files (*)</source>
        <translation>Parties Copenhagen (*.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>The game could not be saved to %1:
%2.
Nothing was changed on the disk.</source>
        <translation>La partie n’a pas pu être enregistrée dans %1&#xa0;:
%2.
Rien n’a été modifié sur le disque.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Enregistrée dans %1</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Le fichier ne peut pas être lu.</translation>
    </message>
    <message>
        <source>The file is damaged or is not a saved game (it is not valid JSON).</source>
        <translation>Le fichier est endommagé ou n’est pas une partie enregistrée (ce n’est pas du JSON valide).</translation>
    </message>
    <message>
        <source>This file is not a saved game of this app.</source>
        <translation>Ce fichier n’est pas une partie enregistrée par cette application.</translation>
    </message>
    <message>
        <source>This file holds a game this version of the app does not have.</source>
        <translation>Ce fichier contient un jeu que cette version de l’application ne connaît pas.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of the program.</source>
        <translation>Cette partie a été enregistrée par une version plus récente du programme.</translation>
    </message>
    <message>
        <source>The saved game is damaged: some of its data is missing or wrong.</source>
        <translation>La partie enregistrée est endommagée&#xa0;: certaines données manquent ou sont erronées.</translation>
    </message>
    <message>
        <source>The saved game is damaged: a move in it is unreadable.</source>
        <translation>La partie enregistrée est endommagée&#xa0;: un coup est illisible.</translation>
    </message>
    <message>
        <source>The saved game is damaged: it contains a move the rules do not allow.</source>
        <translation>La partie enregistrée est endommagée&#xa0;: elle contient un coup interdit par les règles.</translation>
    </message>
    <message>
        <source>The file is far too large to be a saved game: it was not read.</source>
        <translation>Le fichier est bien trop volumineux pour être une partie enregistrée&#xa0;: il n’a pas été lu.</translation>
    </message>
    <message>
        <source>This is not an ordinary file (it is a folder, a device or a pipe): it was not read.</source>
        <translation>Ce n’est pas un fichier ordinaire (c’est un dossier, un périphérique ou un tube)&#xa0;: il n’a pas été lu.</translation>
    </message>
    <message>
        <source>The situation this game starts from cannot be opened: it is damaged, or the rules never reach it.</source>
        <translation>La situation de départ de cette partie ne peut pas être ouverte&#xa0;: elle est endommagée, ou les règles ne l’atteignent jamais.</translation>
    </message>
    <message>
        <source>The saved game is damaged: a player&apos;s name is empty, longer than %1 characters or contains characters that are not allowed.</source>
        <translation>La partie enregistrée est endommagée&#xa0;: le nom d’un joueur est vide, dépasse %1 caractères ou contient des caractères non autorisés.</translation>
    </message>
    <message>
        <source>The saved game cannot be opened.</source>
        <translation>La partie enregistrée ne peut pas être ouverte.</translation>
    </message>
    <message>
        <source>%1 could not be opened.</source>
        <translation>%1 n’a pas pu être ouvert.</translation>
    </message>
    <message>
        <source>The file was left unchanged.</source>
        <translation>Le fichier n’a pas été modifié.</translation>
    </message>
    <message>
        <source>Leave the unfinished game?</source>
        <translation>Quitter la partie en cours&#xa0;?</translation>
    </message>
    <message>
        <source>The game of %1 is not finished. The new game takes its place at the table; save a copy first to come back to it later.</source>
        <translation>La partie en cours (%1) n’est pas terminée. La nouvelle partie prend sa place sur la table&#xa0;; enregistrez-en d’abord une copie pour y revenir plus tard.</translation>
    </message>
    <message>
        <source>&amp;Save a copy first…</source>
        <translation>&amp;Enregistrer d’abord une copie…</translation>
    </message>
    <message>
        <source>&amp;Leave it</source>
        <translation>&amp;La quitter</translation>
    </message>
</context>
<context>
    <name>MoveNarrator</name>
    <message>
        <source>%1 — %2</source>
        <extracomment>A move told while watching the computer play: %1 what it did, %2 why it is good.</extracomment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>Narrator</name>
    <message>
        <source>— Round %1 —</source>
        <translation>— Tour de table %1 —</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Nombre de joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>Player &amp;%1:</source>
        <translation>Joueur &amp;%1&#xa0;:</translation>
    </message>
    <message>
        <source>A person, or a computer player of this strength</source>
        <translation>Une personne, ou un joueur ordinateur de ce niveau</translation>
    </message>
    <message>
        <source>Fixed &amp;random seed:</source>
        <translation>&amp;Graine aléatoire fixe&#xa0;:</translation>
    </message>
    <message>
        <source>The same dice or cards every time: to play a game again or compare</source>
        <translation>Les mêmes dés ou cartes à chaque fois&#xa0;: pour rejouer une partie ou comparer</translation>
    </message>
    <message>
        <source>&amp;Start player:</source>
        <translation>&amp;Premier joueur&#xa0;:</translation>
    </message>
    <message>
        <source>Two-player setup</source>
        <translation>Mise en place à deux joueurs</translation>
    </message>
    <message>
        <source>With two players one 4-cell shape of each colour is crossed out on the pad. When the game starts, each player chooses a track whose first two boxes are marked.</source>
        <translation>À deux joueurs, une tuile de 4 cases de chaque couleur est barrée sur le bloc Façade. Au début de la partie, chaque joueur choisit une piste dont les deux premières cases sont cochées.</translation>
    </message>
    <message>
        <source>Cross out (%1):</source>
        <comment>%1: a colour inside a sentence</comment>
        <translation>Barrer (%1)&#xa0;:</translation>
    </message>
    <message>
        <source>%1, first on the pad</source>
        <translation>%1, la première sur le bloc</translation>
    </message>
    <message>
        <source>%1, second on the pad</source>
        <translation>%1, la seconde sur le bloc</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
</context>
<context>
    <name>OsErrors</name>
    <message>
        <source>there is no space left on the disk</source>
        <translation>il n’y a plus de place sur le disque</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>le disque est en lecture seule</translation>
    </message>
    <message>
        <source>you are not allowed to write there</source>
        <translation>vous n’avez pas le droit d’écrire à cet endroit</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>le dossier n’existe pas</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>une partie du chemin n’est pas un dossier</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>c’est un dossier</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>le nom est trop long</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>le disque a signalé une erreur</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Le dossier %1 n’existe pas.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation>%1 est un dossier, pas un fichier.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2. Nothing was changed on the disk.</source>
        <translation>%1 ne peut pas être écrit&#xa0;: %2. Rien n’a été modifié sur le disque.</translation>
    </message>
    <message>
        <source>%1 is not an ordinary file (a device or a pipe): it was not replaced.</source>
        <translation>%1 n’est pas un fichier ordinaire (c’est un périphérique ou un tube)&#xa0;: il n’a pas été remplacé.</translation>
    </message>
</context>
<context>
    <name>Paper</name>
    <message>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Facade pad: cross out each single-use shape when it is built</source>
        <translation>Bloc Façade&#xa0;: barrez chaque tuile à usage unique dès qu’elle est construite</translation>
    </message>
    <message>
        <source>Player sheets</source>
        <translation>Feuilles des joueurs</translation>
    </message>
</context>
<context>
    <name>PictureExport</name>
    <message>
        <source>Choose a file ending in .png, .svg or .pdf.</source>
        <translation>Choisissez un fichier se terminant par .png, .svg ou .pdf.</translation>
    </message>
    <message>
        <source>The picture could not be encoded.</source>
        <translation>L’image n’a pas pu être encodée.</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>Image PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>Dessin SVG (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Save picture of the table</source>
        <translation>Enregistrer une image de la table</translation>
    </message>
    <message>
        <source>The picture could not be saved.</source>
        <translation>L’image n’a pas pu être enregistrée.</translation>
    </message>
</context>
<context>
    <name>PresenterControl</name>
    <message>
        <source>Leave the presenter view (F11)</source>
        <translation>Quitter le mode présentateur (F11)</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <source>Print blank sheets</source>
        <translation>Imprimer des feuilles vierges</translation>
    </message>
    <message>
        <source>Sheets to play on paper, as a PDF file to print.</source>
        <translation>Des feuilles pour jouer sur papier, dans un fichier PDF à imprimer.</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>Lettre US</translation>
    </message>
    <message>
        <source>One copy holds the paper for one game at a full table.</source>
        <translation>Un exemplaire contient le papier d’une partie à table complète.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Paper size:</source>
        <translation>Format du &amp;papier&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Copies:</source>
        <translation>E&amp;xemplaires&#xa0;:</translation>
    </message>
    <message>
        <source>Save the sheets as PDF</source>
        <translation>Enregistrer les feuilles en PDF</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>Document PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>This game is not played on paper: there are no sheets to print.</source>
        <translation>Ce jeu ne se joue pas sur papier&#xa0;: il n’y a pas de feuilles à imprimer.</translation>
    </message>
    <message>
        <source>Unknown paper size: %1</source>
        <translation>Format de papier inconnu&#xa0;: %1</translation>
    </message>
    <message>
        <source>There is nothing to print.</source>
        <translation>Il n’y a rien à imprimer.</translation>
    </message>
</context>
<context>
    <name>ProgressGauges</name>
    <message>
        <source>The game ends once a player has %1 points.</source>
        <translation>La partie s’arrête dès qu’un joueur a %1&#xa0;points.</translation>
    </message>
    <message>
        <source>In the lead: %1 (%2/%3 points)</source>
        <translation>En tête&#xa0;: %1 (%2/%3&#xa0;points)</translation>
    </message>
    <message>
        <source>Level in the lead: %1/%2 points</source>
        <translation>Égalité en tête&#xa0;: %1/%2&#xa0;points</translation>
    </message>
    <message>
        <source>In the lead: %1.</source>
        <translation>En tête&#xa0;: %1.</translation>
    </message>
</context>
<context>
    <name>RecapLine</name>
    <message>
        <source>Last turn: %1</source>
        <translation>Dernier tour&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Replay a game</source>
        <translation>Revoir une partie</translation>
    </message>
    <message>
        <source>%1 cannot show a past moment of its games: they cannot be replayed.</source>
        <translation>%1 ne peut pas montrer un moment passé de ses parties&#xa0;: elles ne peuvent pas être revues.</translation>
    </message>
    <message>
        <source>No move has been made yet: there is nothing to replay.</source>
        <translation>Aucun coup n’a encore été joué&#xa0;: il n’y a rien à revoir.</translation>
    </message>
    <message>
        <source>Replay: move %1 of %2 — click here to leave it</source>
        <translation>Revoir la partie&#xa0;: coup %1 sur %2 — cliquez ici pour en sortir</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Revoir la partie</translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <source>The situation the game starts from</source>
        <translation>La situation de départ de la partie</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <translation>Le début de la partie</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Coup %1 sur %2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Lecture</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Au début</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Coup précédent</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Coup suivant</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>À la fin</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Vitesse&#xa0;:</translation>
    </message>
    <message>
        <source>%1 s per move</source>
        <translation>%1&#xa0;s par coup</translation>
    </message>
    <message>
        <source>Leave the replay</source>
        <translation>Arrêter de revoir la partie</translation>
    </message>
    <message>
        <source>Back to the table as it was before the replay (Escape)</source>
        <translation>Revenir à la table telle qu’elle était avant (Échap)</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gagne&#xa0;!</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>Victoire partagée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Place</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Rows → points</source>
        <translation>Lignes → points</translation>
    </message>
    <message>
        <source>Columns → points</source>
        <translation>Colonnes → points</translation>
    </message>
    <message>
        <source>Windows only</source>
        <translation>Fenêtres seules</translation>
    </message>
    <message>
        <source>Full tracks → points</source>
        <translation>Pistes complètes → points</translation>
    </message>
    <message>
        <source>Empty cells</source>
        <translation>Cases vides</translation>
    </message>
    <message>
        <source>Complete rows and columns without an X: they score double</source>
        <translation>Lignes et colonnes complètes sans X&#xa0;: elles rapportent le double</translation>
    </message>
    <message>
        <source>Tracks marked to their ninth box: 2 points each</source>
        <translation>Pistes cochées jusqu’à leur neuvième case&#xa0;: 2 points chacune</translation>
    </message>
    <message>
        <source>Most points wins; on a tie, fewer empty cells in the building wins.</source>
        <translation>Le plus de points l’emporte&#xa0;; en cas d’égalité, le moins de cases vides dans le bâtiment.</translation>
    </message>
    <message>
        <source>%1 are level on %2 points and have as many empty cells: they share the victory.</source>
        <translation>%1 sont à égalité avec %2 points et autant de cases vides&#xa0;: ils se partagent la victoire.</translation>
    </message>
    <message>
        <source>Tie-break: %1 are level on %2 points, so the fewest empty cells decide (%3): %4 wins.</source>
        <translation>Départage&#xa0;: %1 sont à égalité avec %2 points, donc le moins de cases vides décide (%3)&#xa0;: %4 gagne.</translation>
    </message>
</context>
<context>
    <name>ResultExtras</name>
    <message>
        <source>Save &amp;picture of the table…</source>
        <translation>Enregistrer une &amp;image de la table…</translation>
    </message>
</context>
<context>
    <name>ResultScreen</name>
    <message>
        <source>Show &amp;all</source>
        <translation>Tout &amp;afficher</translation>
    </message>
    <message>
        <source>Back to the &amp;table</source>
        <translation>Retour à la &amp;table</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Play again with the same players</source>
        <translation>&amp;Rejouer avec les mêmes joueurs</translation>
    </message>
    <message>
        <source>Counting the points…</source>
        <translation>Décompte des points…</translation>
    </message>
</context>
<context>
    <name>RollAndWriteSituation</name>
    <message>
        <source>A cell cannot float: it stands on the ground or on a cell, or belongs to a shape resting on cells drawn before it.</source>
        <translation>Une case ne peut pas flotter&#xa0;: elle repose sur le sol ou sur une case, ou appartient à une tuile posée sur des cases dessinées avant elle.</translation>
    </message>
    <message>
        <source>A track is marked from left to right, without gaps.</source>
        <translation>Une piste se coche de gauche à droite, sans trou.</translation>
    </message>
    <message>
        <source>A + or a star is used only once its box was marked, before the player&apos;s latest roll.</source>
        <translation>Un + ou une étoile ne s’utilise qu’une fois sa case cochée, avant le dernier lancer du joueur.</translation>
    </message>
    <message>
        <source>That box has no + or star to use.</source>
        <translation>Cette case n’a ni + ni étoile à utiliser.</translation>
    </message>
    <message>
        <source>Each + and star is used once, and there are only two printed Reroll stars.</source>
        <translation>Chaque + et chaque étoile ne s’utilisent qu’une fois, et il n’y a que deux étoiles «&#xa0;Nouveau lancer&#xa0;» imprimées.</translation>
    </message>
    <message>
        <source>Once the dice are rolled, every box the active player marked is usable: none can be new.</source>
        <translation>Une fois les dés lancés, chaque case cochée par le joueur actif est utilisable&#xa0;: aucune ne peut être nouvelle.</translation>
    </message>
    <message>
        <source>Only the shapes printed under × are crossed out; this one may be drawn again and again.</source>
        <translation>Seules les tuiles imprimées sous × sont barrées&#xa0;; celle-ci peut être dessinée encore et encore.</translation>
    </message>
    <message>
        <source>The shapes crossed out at the start of a two-player game stay crossed out.</source>
        <translation>Les tuiles barrées au début d’une partie à deux joueurs restent barrées.</translation>
    </message>
    <message>
        <source>A player&apos;s two start boxes of a two-player game stay marked.</source>
        <translation>Les deux cases de départ d’un joueur restent cochées dans une partie à deux.</translation>
    </message>
    <message>
        <source>A roll is five dice.</source>
        <translation>Un lancer, c’est cinq dés.</translation>
    </message>
    <message>
        <source>Someone has 12 points and the round is over: the game has ended.</source>
        <translation>Quelqu’un a 12 points et la manche est finie&#xa0;: la partie est terminée.</translation>
    </message>
</context>
<context>
    <name>RollAndWriteSituationEditor</name>
    <message>
        <source>Click a cell: empty, window, brick. Click a track box to mark the track up to it (a marked box unmarks it). Click a + to use it, a star button to use its ability. Click a die to change its colour, a × shape to cross it out.</source>
        <translation>Cliquez sur une case&#xa0;: vide, fenêtre, brique. Cliquez sur une case de piste pour cocher la piste jusqu’à elle (une case cochée la décoche). Cliquez sur un + pour l’utiliser, sur un bouton étoile pour utiliser sa capacité. Cliquez sur un dé pour changer sa couleur, sur une tuile × pour la barrer.</translation>
    </message>
    <message>
        <source>Before the roll</source>
        <translation>Avant le lancer</translation>
    </message>
    <message>
        <source>Dice rolled</source>
        <translation>Dés lancés</translation>
    </message>
    <message>
        <source>Building cell</source>
        <translation>Case du bâtiment</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Piste</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Capacité</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dé</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Tuile</translation>
    </message>
</context>
<context>
    <name>RollAndWriteWhatsThis</name>
    <message>
        <source>%1. The game ends once the round in which somebody reaches 12 points is over; the most points win.</source>
        <translation>%1. La partie s’arrête à la fin du tour de table où quelqu’un atteint 12 points&#xa0;; le plus de points l’emporte.</translation>
    </message>
    <message>
        <source>Score of %1</source>
        <translation>Score de %1</translation>
    </message>
    <message>
        <source>Points for rows and columns</source>
        <translation>Points des lignes et des colonnes</translation>
    </message>
    <message>
        <source>Facade pad</source>
        <translation>Bloc Façade</translation>
    </message>
    <message>
        <source>Five shapes in each colour. Anyone may take a shape under ∞ again and again; each shape under × can be drawn only once in the whole game.</source>
        <translation>Cinq tuiles par couleur. Chacun peut prendre une tuile sous ∞ encore et encore&#xa0;; chaque tuile sous × ne peut être dessinée qu’une fois dans toute la partie.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dés</translation>
    </message>
    <message>
        <source>Five dice, each with the five colours and a joker face that may stand for any one of them.</source>
        <translation>Cinq dés, chacun avec les cinq couleurs et une face joker qui peut remplacer n’importe laquelle.</translation>
    </message>
    <message>
        <source>Building of %1: %2</source>
        <translation>Bâtiment de %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>A brick (X). A complete row holding an X scores 1 point, a column 2 points.</source>
        <translation>Une brique (X). Une ligne complète contenant un X rapporte 1 point, une colonne 2 points.</translation>
    </message>
    <message>
        <source>A window (O). A complete row of windows only scores 2 points, a column of windows only 4.</source>
        <translation>Une fenêtre (O). Une ligne complète de fenêtres seulement rapporte 2 points, une colonne de fenêtres seulement 4.</translation>
    </message>
    <message>
        <source>An empty cell. A shape may cover it when at least one of the shape&apos;s cells rests on the ground floor or on a cell filled before.</source>
        <translation>Une case vide. Une tuile peut la couvrir si au moins une de ses cases repose sur le rez-de-chaussée ou sur une case déjà remplie.</translation>
    </message>
    <message>
        <source>Completing %1 earns its coat of arms.</source>
        <translation>Compléter %1 rapporte son blason.</translation>
    </message>
    <message>
        <source>Coat of arms: %1</source>
        <translation>Blason&#xa0;: %1</translation>
    </message>
    <message>
        <source>Crossed out: this line is complete and its extra action was taken.</source>
        <translation>Barré&#xa0;: cette ligne est complète et son action bonus a été jouée.</translation>
    </message>
    <message>
        <source>Complete this row to take an extra action at once: draw a single window (O), or mark two boxes on one track.</source>
        <translation>Complétez cette ligne pour jouer aussitôt une action bonus&#xa0;: dessiner une seule fenêtre (O), ou cocher deux cases d’une même piste.</translation>
    </message>
    <message>
        <source>Complete this column to take an extra action at once: draw a single window (O), or mark two boxes on one track.</source>
        <translation>Complétez cette colonne pour jouer aussitôt une action bonus&#xa0;: dessiner une seule fenêtre (O), ou cocher deux cases d’une même piste.</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <translation>Points&#xa0;: %1</translation>
    </message>
    <message>
        <source>Complete: it scored %1.</source>
        <translation>Complète&#xa0;: elle a rapporté %1.</translation>
    </message>
    <message>
        <source>This one has been crossed out.</source>
        <translation>Celle-ci a été barrée.</translation>
    </message>
    <message>
        <source>Every sheet starts with two “Reroll” stars, unlocked from the very first turn.</source>
        <translation>Chaque feuille commence avec deux étoiles «&#xa0;Nouveau lancer&#xa0;», débloquées dès le tout premier tour.</translation>
    </message>
    <message>
        <source>Printed “Reroll” star</source>
        <translation>Étoile «&#xa0;Nouveau lancer&#xa0;» imprimée</translation>
    </message>
    <message>
        <source>The other players mark this track in phase 3 with an unused die of its colour (a joker: any track), one box at a time from the left.</source>
        <translation>Les autres joueurs cochent cette piste en phase 3 avec un dé inutilisé de sa couleur (un joker&#xa0;: n’importe quelle piste), une case à la fois depuis la gauche.</translation>
    </message>
    <message>
        <source>%1, box %2</source>
        <translation>%1, case %2</translation>
    </message>
    <message>
        <source>Marked. Tracks are marked from left to right, without gaps.</source>
        <translation>Cochée. Les pistes se cochent de gauche à droite, sans trou.</translation>
    </message>
    <message>
        <source>Marking this last box scores 2 points at once.</source>
        <translation>Cocher cette dernière case rapporte aussitôt 2 points.</translation>
    </message>
    <message>
        <source>Tracks are marked from left to right, without gaps.</source>
        <translation>Les pistes se cochent de gauche à droite, sans trou.</translation>
    </message>
    <message>
        <source>You may mark it now.</source>
        <translation>Vous pouvez la cocher maintenant.</translation>
    </message>
    <message>
        <source>Bonus (+): %1</source>
        <translation>Bonus (+)&#xa0;: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n star(s) left to use.</source>
        <translation>
            <numerusform>Il reste %n étoile à utiliser.</numerusform>
            <numerusform>Il reste %n étoiles à utiliser.</numerusform>
        </translation>
    </message>
    <message>
        <source>Crossed out: only the ability “New choice” can take it again.</source>
        <translation>Barrée&#xa0;: seule la capacité «&#xa0;Nouveau choix&#xa0;» permet de la reprendre.</translation>
    </message>
    <message>
        <source>A shape under ×: it can be drawn only once in the whole game, then it is crossed out for everybody.</source>
        <translation>Une tuile sous ×&#xa0;: elle ne peut être dessinée qu’une fois dans toute la partie, puis elle est barrée pour tout le monde.</translation>
    </message>
    <message>
        <source>A shape under ∞: anyone may take it again and again.</source>
        <translation>Une tuile sous ∞&#xa0;: chacun peut la prendre encore et encore.</translation>
    </message>
    <message>
        <source>It can be chosen now.</source>
        <translation>Elle peut être choisie maintenant.</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dé</translation>
    </message>
    <message>
        <source>The player whose turn it is rolls all five dice to begin.</source>
        <translation>Le joueur dont c’est le tour commence par lancer les cinq dés.</translation>
    </message>
    <message>
        <source>Die: %1</source>
        <translation>Dé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Assigned to the shape of this turn.</source>
        <translation>Attribué à la tuile de ce tour.</translation>
    </message>
    <message>
        <source>Taken in phase 3 to mark a track.</source>
        <translation>Pris en phase 3 pour cocher une piste.</translation>
    </message>
    <message>
        <source>Each cell of the shape needs a die of the shape&apos;s colour; a joker may stand for any colour.</source>
        <translation>Chaque case de la tuile demande un dé de sa couleur&#xa0;; un joker peut remplacer n’importe quelle couleur.</translation>
    </message>
    <message>
        <source>Not used for the shape: the other players may mark the track of its colour with it (a joker: any track).</source>
        <translation>Pas utilisé pour la tuile&#xa0;: les autres joueurs peuvent cocher avec lui la piste de sa couleur (un joker&#xa0;: n’importe quelle piste).</translation>
    </message>
    <message>
        <source>Marking this box unlocks a star of “%1”, usable from the next turn on.</source>
        <translation>Cocher cette case débloque une étoile «&#xa0;%1&#xa0;», utilisable à partir du tour suivant.</translation>
    </message>
    <message>
        <source>Marking this box unlocks a bonus (+): from the next turn on, it counts as one more die of this track&apos;s colour.</source>
        <translation>Cocher cette case débloque un bonus (+)&#xa0;: à partir du tour suivant, il compte comme un dé de plus de la couleur de cette piste.</translation>
    </message>
    <message>
        <source>Marked during this turn: its symbol can be used from the next turn on.</source>
        <translation>Cochée pendant ce tour&#xa0;: son symbole peut servir à partir du tour suivant.</translation>
    </message>
    <message>
        <source>Its symbol has been crossed out: it is used up for good.</source>
        <translation>Son symbole a été barré&#xa0;: il est épuisé pour de bon.</translation>
    </message>
    <message>
        <source>Its star is unlocked: crossing it out uses “%1” once.</source>
        <translation>Son étoile est débloquée&#xa0;: la barrer utilise «&#xa0;%1&#xa0;» une fois.</translation>
    </message>
    <message>
        <source>Its bonus is unlocked: crossing it out counts as one more die of this track&apos;s colour (at most two bonuses of a colour per turn).</source>
        <translation>Son bonus est débloqué&#xa0;: le barrer compte comme un dé de plus de la couleur de cette piste (au plus deux bonus d’une même couleur par tour).</translation>
    </message>
</context>
<context>
    <name>RulebookDialog</name>
    <message>
        <source>Rules — %1</source>
        <translation>Règles — %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Against the easy computer player</source>
        <translation>Contre le joueur ordinateur facile</translation>
    </message>
    <message>
        <source>Against the normal computer player</source>
        <translation>Contre le joueur ordinateur normal</translation>
    </message>
    <message>
        <source>Against the strong computer player</source>
        <translation>Contre le joueur ordinateur fort</translation>
    </message>
    <message>
        <source>Against people only</source>
        <translation>Contre des personnes seulement</translation>
    </message>
    <message>
        <source>Today&apos;s game</source>
        <translation>Partie du jour</translation>
    </message>
    <message>
        <source>Scores over time</source>
        <translation>Points au fil du temps</translation>
    </message>
    <message>
        <source>Games: %1; scores from %2 to %3</source>
        <translation>Parties&#xa0;: %1&#xa0;; points de %2 à %3</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>Aucune partie terminée pour l’instant</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
</context>
<context>
    <name>SituationEditor</name>
    <message>
        <source>Whose turn</source>
        <translation>Au tour de</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Set up a situation — %1</source>
        <translation>Préparer une situation — %1</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>Le tour</translation>
    </message>
    <message>
        <source>&amp;Whose turn:</source>
        <translation>&amp;Au tour de&#xa0;:</translation>
    </message>
    <message>
        <source>P&amp;hase:</source>
        <translation>P&amp;hase&#xa0;:</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Recommencer</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Joueurs&#xa0;:</translation>
    </message>
    <message>
        <source>From a &amp;new game</source>
        <translation>À partir d’une &amp;nouvelle partie</translation>
    </message>
    <message>
        <source>From the game on the &amp;table</source>
        <translation>À partir de la partie sur la &amp;table</translation>
    </message>
    <message>
        <source>&amp;Open situation…</source>
        <translation>&amp;Ouvrir une situation…</translation>
    </message>
    <message>
        <source>&amp;Save situation…</source>
        <translation>&amp;Enregistrer la situation…</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Manche&#xa0;:</translation>
    </message>
    <message>
        <source>Pla&amp;y from here…</source>
        <translation>Jouer à &amp;partir d’ici…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Annuler&#xa0;: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Rétablir&#xa0;: %1</translation>
    </message>
    <message>
        <source>By keyboard: Tab to the table, the arrows to a spot, Enter or Space to change it.</source>
        <translation>Au clavier&#xa0;: Tab pour aller sur la table, les flèches pour aller sur un emplacement, Entrée ou Espace pour le modifier.</translation>
    </message>
    <message>
        <source>the situation would not be one of this game.</source>
        <translation>ce ne serait pas une situation de ce jeu.</translation>
    </message>
    <message>
        <source>Not possible for %1: %2</source>
        <translation>Impossible pour %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>Not possible: %1</source>
        <translation>Impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>Une nouvelle partie</translation>
    </message>
    <message>
        <source>The game on the table has no moment a situation can start from.</source>
        <translation>La partie sur la table n’a aucun moment d’où une situation peut partir.</translation>
    </message>
    <message>
        <source>The game on the table</source>
        <translation>La partie sur la table</translation>
    </message>
    <message>
        <source>situation</source>
        <translation>situation</translation>
    </message>
    <message>
        <source>Save situation</source>
        <translation>Enregistrer la situation</translation>
    </message>
    <message>
        <source>The situation could not be saved to %1:
%2.
Nothing was changed on the disk.</source>
        <translation>La situation n’a pas pu être enregistrée dans %1&#xa0;:
%2.
Rien n’a été modifié sur le disque.</translation>
    </message>
    <message>
        <source>Saved to %1. Game ▸ Open plays it; this editor opens it too.</source>
        <translation>Enregistrée dans %1. Partie ▸ Ouvrir la joue&#xa0;; cet éditeur l’ouvre aussi.</translation>
    </message>
    <message>
        <source>Open situation</source>
        <translation>Ouvrir une situation</translation>
    </message>
    <message>
        <source>%1 holds a game of %2, not of %3.</source>
        <translation>%1 contient une partie de %2, pas de %3.</translation>
    </message>
    <message>
        <source>The game in this file has no moment a situation can start from.</source>
        <translation>La partie de ce fichier n’a aucun moment d’où une situation peut partir.</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Ouvrir %1</translation>
    </message>
    <message>
        <source>The game goes on from the situation you set up.</source>
        <translation>La partie continue à partir de la situation que vous avez préparée.</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jouer à partir d’ici</translation>
    </message>
    <message>
        <source>The rules never reach this situation.</source>
        <translation>Les règles n’atteignent jamais cette situation.</translation>
    </message>
</context>
<context>
    <name>StartTrackPicker</name>
    <message>
        <source>%1, choose your start track</source>
        <translation>%1, choisissez votre piste de départ</translation>
    </message>
    <message>
        <source>Two-player setup: the first two boxes of the track you choose are marked before the first roll, and what they unlock is yours from your first turn. Click a track on your sheet, or a button.</source>
        <translation>Mise en place à deux joueurs&#xa0;: les deux premières cases de la piste choisie sont cochées avant le premier lancer, et ce qu’elles débloquent est à vous dès votre premier tour. Cliquez sur une piste de votre feuille, ou sur un bouton.</translation>
    </message>
    <message>
        <source>No start track</source>
        <translation>Aucune piste de départ</translation>
    </message>
    <message>
        <source>Start with all tracks empty</source>
        <translation>Commencer avec toutes les pistes vides</translation>
    </message>
</context>
<context>
    <name>StatisticsHub</name>
    <message>
        <source>Player 1</source>
        <translation>Joueur 1</translation>
    </message>
    <message>
        <source>Today&apos;s game of %1: the same dice for everyone today, against the strong computer player.</source>
        <translation>Partie du jour du %1&#xa0;: les mêmes dés pour tous aujourd’hui, contre le joueur ordinateur fort.</translation>
    </message>
    <message>
        <source>Best score of the day so far: %1 (%2).</source>
        <translation>Meilleur score du jour jusqu’ici&#xa0;: %1 (%2).</translation>
    </message>
    <message>
        <source>Today&apos;s game of %1 — best score of the day on this computer so far: %2 (%3).</source>
        <translation>Partie du jour du %1 — meilleur score du jour sur cet ordinateur jusqu’ici&#xa0;: %2 (%3).</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istiques…</translation>
    </message>
    <message>
        <source>Games, wins and scores per player</source>
        <translation>Parties, victoires et points par joueur</translation>
    </message>
    <message>
        <source>&amp;Today&apos;s game</source>
        <translation>Partie du &amp;jour</translation>
    </message>
    <message>
        <source>Today&apos;s dice, the same for everyone, against the strong computer player</source>
        <translation>Les dés du jour, les mêmes pour tous, contre le joueur ordinateur fort</translation>
    </message>
</context>
<context>
    <name>StatisticsNotice</name>
    <message>
        <source>The statistics file was damaged.</source>
        <translation>Le fichier des statistiques était endommagé.</translation>
    </message>
    <message>
        <source>The statistics file stayed locked by another program.</source>
        <translation>Le fichier des statistiques est resté verrouillé par un autre programme.</translation>
    </message>
    <message>
        <source>It was kept as %1 and a new one was started.</source>
        <translation>Il a été conservé sous le nom %1 et un nouveau a été commencé.</translation>
    </message>
    <message>
        <source>A new one was started.</source>
        <translation>Un nouveau a été commencé.</translation>
    </message>
    <message>
        <source>The statistics file was made by a newer version of this program and is left as it is. Games finished now are counted only until the program is closed.</source>
        <translation>Le fichier des statistiques a été créé par une version plus récente de ce programme et reste tel quel. Les parties terminées maintenant ne sont comptées que jusqu’à la fermeture du programme.</translation>
    </message>
    <message>
        <source>The statistics file cannot be written (%1). Games finished now are counted only until the program is closed.</source>
        <translation>Le fichier des statistiques ne peut pas être écrit (%1). Les parties terminées maintenant ne sont comptées que jusqu’à la fermeture du programme.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>no games</source>
        <translation>aucune partie</translation>
    </message>
    <message>
        <source>%1 of %2 won (%3)</source>
        <translation>%1 gagnées sur %2 (%3)</translation>
    </message>
    <message numerus="yes">
        <source>Damaged entries skipped: %n. The statistics file was left as it is.</source>
        <translation>
            <numerusform>Entrée endommagée ignorée&#xa0;: %n. Le fichier des statistiques a été laissé tel quel.</numerusform>
            <numerusform>Entrées endommagées ignorées&#xa0;: %n. Le fichier des statistiques a été laissé tel quel.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (today&apos;s game)</source>
        <translation>%1 (partie du jour)</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>fort</translation>
    </message>
    <message>
        <source>%1 (computer, %2)</source>
        <translation>%1 (ordinateur, %2)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>This game&apos;s record in the statistics file is damaged and cannot be opened. The file was left as it is.</source>
        <translation>L’enregistrement de cette partie dans le fichier des statistiques est endommagé et ne peut pas être ouvert. Le fichier a été laissé tel quel.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur&#xa0;:</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Chiffres</translation>
    </message>
    <message>
        <source>Scores over time</source>
        <translation>Points au fil du temps</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Parties passées</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Parties jouées&#xa0;:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Parties gagnées&#xa0;:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Taux de victoire&#xa0;:</translation>
    </message>
    <message>
        <source>Average score:</source>
        <translation>Moyenne des points&#xa0;:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Meilleur score&#xa0;:</translation>
    </message>
    <message>
        <source>Against the easy computer player:</source>
        <translation>Contre le joueur ordinateur facile&#xa0;:</translation>
    </message>
    <message>
        <source>Against the normal computer player:</source>
        <translation>Contre le joueur ordinateur normal&#xa0;:</translation>
    </message>
    <message>
        <source>Against the strong computer player:</source>
        <translation>Contre le joueur ordinateur fort&#xa0;:</translation>
    </message>
    <message>
        <source>Against people only:</source>
        <translation>Contre des personnes seulement&#xa0;:</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>&amp;Open read-only</source>
        <translation>&amp;Ouvrir en lecture seule</translation>
    </message>
    <message>
        <source>Double-click a game, or press Enter, to look through it move by move.</source>
        <translation>Double-cliquez sur une partie, ou appuyez sur Entrée, pour la revoir coup par coup.</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage: %1 is the number</comment>
        <translation>%1&#xa0;%</translation>
    </message>
</context>
<context>
    <name>TableCounts</name>
    <message numerus="yes">
        <source>%n of 9 boxes marked</source>
        <translation>
            <numerusform>%n case cochée sur 9</numerusform>
            <numerusform>%n cases cochées sur 9</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TablePreview</name>
    <message>
        <source>Looking at an earlier moment — click to return to the game</source>
        <translation>Vous regardez un moment passé — cliquez pour revenir à la partie</translation>
    </message>
    <message>
        <source>Looking at round %1 — click to return to the game</source>
        <translation>Vous regardez la manche %1 — cliquez pour revenir à la partie</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Start player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>Ordinateur (facile)</translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation>Ordinateur (normal)</translation>
    </message>
    <message>
        <source>Computer (strong)</source>
        <translation>Ordinateur (fort)</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Playing</source>
        <comment>badge on the sheet of the player whose turn it is</comment>
        <translation>Joue</translation>
    </message>
    <message>
        <source>Choosing</source>
        <comment>sheet of the player choosing a die in phase 3</comment>
        <translation>Choisit</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <source>Crossed out</source>
        <translation>Barrée</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Ligne</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>A complete row scores 1 point, 2 if it holds no X. A complete column scores 2 points, 4 if it holds no X.</source>
        <translation>Une ligne complète rapporte 1 point, 2 si elle ne contient aucun X. Une colonne complète rapporte 2 points, 4 si elle ne contient aucun X.</translation>
    </message>
    <message>
        <source>Column %1, row %2</source>
        <translation>Colonne %1, ligne %2</translation>
    </message>
    <message>
        <source>Bonus +: counts as one more red die this turn</source>
        <translation>Bonus +&#xa0;: compte comme un dé rouge de plus ce tour-ci</translation>
    </message>
    <message>
        <source>Bonus +: counts as one more blue die this turn</source>
        <translation>Bonus +&#xa0;: compte comme un dé bleu de plus ce tour-ci</translation>
    </message>
    <message>
        <source>Bonus +: counts as one more purple die this turn</source>
        <translation>Bonus +&#xa0;: compte comme un dé violet de plus ce tour-ci</translation>
    </message>
    <message>
        <source>Bonus +: counts as one more green die this turn</source>
        <translation>Bonus +&#xa0;: compte comme un dé vert de plus ce tour-ci</translation>
    </message>
    <message>
        <source>Bonus +: counts as one more yellow die this turn</source>
        <translation>Bonus +&#xa0;: compte comme un dé jaune de plus ce tour-ci</translation>
    </message>
    <message>
        <source>Coat of arms: complete this row to draw a single window or mark two boxes on one track</source>
        <translation>Blason&#xa0;: complétez cette ligne pour dessiner une seule fenêtre ou cocher deux cases d’une piste</translation>
    </message>
    <message>
        <source>Coat of arms: complete this column to draw a single window or mark two boxes on one track</source>
        <translation>Blason&#xa0;: complétez cette colonne pour dessiner une seule fenêtre ou cocher deux cases d’une piste</translation>
    </message>
    <message>
        <source>Die showing %1</source>
        <comment>%1: a colour inside a sentence</comment>
        <translation>Dé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Completed: %1</source>
        <translation>Complété&#xa0;: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Score&#xa0;: %1</translation>
    </message>
    <message>
        <source>Die (not rolled yet)</source>
        <translation>Dé (pas encore lancé)</translation>
    </message>
    <message>
        <source>Joker: counts as any colour</source>
        <translation>Joker&#xa0;: compte pour n’importe quelle couleur</translation>
    </message>
    <message>
        <source>used for the shape</source>
        <translation>utilisé pour la tuile</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Jaune</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>red</source>
        <comment>colour as a noun inside a sentence</comment>
        <translation>rouge</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>colour as a noun inside a sentence</comment>
        <translation>bleu</translation>
    </message>
    <message>
        <source>purple</source>
        <comment>colour as a noun inside a sentence</comment>
        <translation>violet</translation>
    </message>
    <message>
        <source>green</source>
        <comment>colour as a noun inside a sentence</comment>
        <translation>vert</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>colour as a noun inside a sentence</comment>
        <translation>jaune</translation>
    </message>
    <message>
        <source>joker</source>
        <comment>colour as a noun inside a sentence</comment>
        <translation>joker</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Nouveau lancer</translation>
    </message>
    <message>
        <source>No X</source>
        <translation>Pas de X</translation>
    </message>
    <message>
        <source>One X</source>
        <translation>Une case X</translation>
    </message>
    <message>
        <source>Colour change</source>
        <translation>Changement de couleur</translation>
    </message>
    <message>
        <source>New choice</source>
        <translation>Nouveau choix</translation>
    </message>
    <message>
        <source>Before choosing a shape, roll any of the dice again.</source>
        <translation>Avant de choisir une tuile, relancez les dés de votre choix.</translation>
    </message>
    <message>
        <source>Draw one extra single cell with an X, before or after your shape.</source>
        <translation>Dessinez une case X supplémentaire (une seule case), avant ou après votre tuile.</translation>
    </message>
    <message>
        <source>Turn any number of dice showing the same colour to another colour.</source>
        <translation>Tournez autant de dés de même couleur que vous voulez sur une autre couleur.</translation>
    </message>
    <message>
        <source>Take a single-use shape that is already crossed out on the facade pad.</source>
        <translation>Prenez une tuile à usage unique déjà barrée sur le bloc Façade.</translation>
    </message>
    <message numerus="yes">
        <source>red %n-cell shape</source>
        <translation>
            <numerusform>tuile Façade rouge de %n case</numerusform>
            <numerusform>tuile Façade rouge de %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>blue %n-cell shape</source>
        <translation>
            <numerusform>tuile Façade bleue de %n case</numerusform>
            <numerusform>tuile Façade bleue de %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>purple %n-cell shape</source>
        <translation>
            <numerusform>tuile Façade violette de %n case</numerusform>
            <numerusform>tuile Façade violette de %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>green %n-cell shape</source>
        <translation>
            <numerusform>tuile Façade verte de %n case</numerusform>
            <numerusform>tuile Façade verte de %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>yellow %n-cell shape</source>
        <translation>
            <numerusform>tuile Façade jaune de %n case</numerusform>
            <numerusform>tuile Façade jaune de %n cases</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n use(s) left</source>
        <translation>
            <numerusform>%n utilisation restante</numerusform>
            <numerusform>%n utilisations restantes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>list of names, all but the last</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <comment>list of names, the last two</comment>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>Phase 1: roll and choose a shape</source>
        <translation>Phase 1&#xa0;: lancer les dés et choisir une tuile</translation>
    </message>
    <message>
        <source>Phase 2: draw the shape</source>
        <translation>Phase 2&#xa0;: dessiner la tuile</translation>
    </message>
    <message>
        <source>Coat of arms</source>
        <translation>Blason</translation>
    </message>
    <message>
        <source>Phase 3: the other players mark a track</source>
        <translation>Phase 3&#xa0;: les autres joueurs cochent une piste</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>That is not possible at this point of the turn.</source>
        <translation>Ce n’est pas possible à ce moment du tour.</translation>
    </message>
    <message>
        <source>It is another player&apos;s turn to act.</source>
        <translation>C’est à un autre joueur d’agir.</translation>
    </message>
    <message>
        <source>The roll does not have the right number of dice.</source>
        <translation>Le lancer ne comporte pas le bon nombre de dés.</translation>
    </message>
    <message>
        <source>There is no such die.</source>
        <translation>Ce dé n’existe pas.</translation>
    </message>
    <message>
        <source>The same die was chosen twice.</source>
        <translation>Le même dé a été choisi deux fois.</translation>
    </message>
    <message>
        <source>Choose at least one die first.</source>
        <translation>Choisissez d’abord au moins un dé.</translation>
    </message>
    <message>
        <source>These dice already show that colour.</source>
        <translation>Ces dés montrent déjà cette couleur.</translation>
    </message>
    <message>
        <source>There is no such shape on the facade pad.</source>
        <translation>Cette tuile n’existe pas sur le bloc Façade.</translation>
    </message>
    <message>
        <source>Only dice of the shape&apos;s colour, or jokers, can be used for it.</source>
        <translation>Seuls des dés de la couleur de la tuile, ou des jokers, peuvent servir à la prendre.</translation>
    </message>
    <message>
        <source>Not enough dice of this colour (with jokers and bonuses) for this shape.</source>
        <translation>Pas assez de dés de cette couleur (jokers et bonus compris) pour cette tuile.</translation>
    </message>
    <message>
        <source>More dice and bonuses than the shape has cells.</source>
        <translation>Plus de dés et de bonus que la tuile n’a de cases.</translation>
    </message>
    <message>
        <source>The building has no room left for the shape.</source>
        <translation>Le bâtiment n’a plus de place pour la tuile.</translation>
    </message>
    <message>
        <source>The shape must stay inside the building.</source>
        <translation>La tuile doit rester à l’intérieur du bâtiment.</translation>
    </message>
    <message>
        <source>Cells that are already filled cannot be drawn on.</source>
        <translation>On ne peut pas dessiner sur des cases déjà remplies.</translation>
    </message>
    <message>
        <source>At least one cell must be on the ground floor or right above a filled cell.</source>
        <translation>Au moins une case doit être au rez-de-chaussée ou juste au-dessus d’une case remplie.</translation>
    </message>
    <message>
        <source>These cells do not form the chosen shape.</source>
        <translation>Ces cases ne forment pas la tuile choisie.</translation>
    </message>
    <message>
        <source>Shapes may be turned but not mirrored: this is the mirror image.</source>
        <translation>Les tuiles se tournent mais ne se retournent pas&#xa0;: ceci est l’image en miroir.</translation>
    </message>
    <message>
        <source>The X must go in a cell of the shape just drawn.</source>
        <translation>Le X doit aller dans une case de la tuile qui vient d’être dessinée.</translation>
    </message>
    <message>
        <source>At most two bonuses of the same colour can be used in one turn.</source>
        <translation>Au maximum deux bonus de la même couleur par tour.</translation>
    </message>
    <message>
        <source>No unlocked bonus of this colour is left.</source>
        <translation>Il ne reste aucun bonus débloqué de cette couleur.</translation>
    </message>
    <message>
        <source>Unlocked during this turn: it can be used from your next turn on.</source>
        <translation>Débloqué pendant ce tour&#xa0;: utilisable à partir de votre prochain tour.</translation>
    </message>
    <message>
        <source>This ability is not unlocked, or all its stars are used.</source>
        <translation>Cette capacité n’est pas débloquée, ou toutes ses étoiles sont utilisées.</translation>
    </message>
    <message>
        <source>One star covers one tile: your shape this turn gets only windows (O), no X. Used after the shape, or as a second star, it gives your next “One X” cell a window.</source>
        <translation>Une étoile couvre une seule tuile&#xa0;: votre tuile de ce tour ne reçoit que des fenêtres (O), aucun X. Utilisée après la tuile, ou comme deuxième étoile, elle donne une fenêtre à la prochaine case dessinée avec «&#xa0;Une case X&#xa0;».</translation>
    </message>
    <message>
        <source>Red track (%1)</source>
        <comment>a label; %1 is the ability</comment>
        <translation>Piste rouge (%1)</translation>
    </message>
    <message>
        <source>Blue track (%1)</source>
        <comment>a label; %1 is the ability</comment>
        <translation>Piste bleue (%1)</translation>
    </message>
    <message>
        <source>Purple track (%1)</source>
        <comment>a label; %1 is the ability</comment>
        <translation>Piste violette (%1)</translation>
    </message>
    <message>
        <source>Green track (%1)</source>
        <comment>a label; %1 is the ability</comment>
        <translation>Piste verte (%1)</translation>
    </message>
    <message>
        <source>Yellow track (%1)</source>
        <comment>a label; %1 is the ability</comment>
        <translation>Piste jaune (%1)</translation>
    </message>
    <message>
        <source>row %1</source>
        <comment>inside a sentence</comment>
        <translation>la ligne %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <comment>inside a sentence</comment>
        <translation>la colonne %1</translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <comment>a cell inside a sentence</comment>
        <translation>colonne %1, ligne %2</translation>
    </message>
    <message>
        <source>“Colour change” only turns dice that show the same colour.</source>
        <translation>«&#xa0;Changement de couleur&#xa0;» ne change que des dés qui montrent la même couleur.</translation>
    </message>
    <message>
        <source>This shape is crossed out. Only the “New choice” ability can take it again.</source>
        <translation>Cette tuile est barrée. Seule la capacité «&#xa0;Nouveau choix&#xa0;» permet de la reprendre.</translation>
    </message>
    <message>
        <source>This shape is crossed out, and your “New choice” star was unlocked during this turn: it can be used from your next turn on.</source>
        <translation>Cette tuile est barrée, et votre étoile «&#xa0;Nouveau choix&#xa0;» a été débloquée pendant ce tour&#xa0;: elle est utilisable à partir de votre prochain tour.</translation>
    </message>
    <message>
        <source>“No X” is already in use this turn.</source>
        <translation>La capacité «&#xa0;Pas de X&#xa0;» est déjà utilisée ce tour-ci.</translation>
    </message>
    <message>
        <source>A “No X” star already waits for your next “One X” cell.</source>
        <translation>Une étoile «&#xa0;Pas de X&#xa0;» attend déjà la prochaine case dessinée avec «&#xa0;Une case X&#xa0;».</translation>
    </message>
    <message>
        <source>One “No X” star covers one tile: your shape is already covered or drawn, and no “One X” cell can follow.</source>
        <translation>Une étoile «&#xa0;Pas de X&#xa0;» couvre une seule tuile&#xa0;: votre tuile est déjà couverte ou dessinée, et vous ne pouvez plus dessiner de case avec «&#xa0;Une case X&#xa0;».</translation>
    </message>
    <message>
        <source>This ability track is already full.</source>
        <translation>Cette piste de capacités est déjà pleine.</translation>
    </message>
    <message>
        <source>This die was used for the shape: only unused dice can be chosen.</source>
        <translation>Ce dé a servi pour la tuile&#xa0;: seuls les dés inutilisés peuvent être choisis.</translation>
    </message>
    <message>
        <source>You have already taken this die.</source>
        <translation>Vous avez déjà pris ce dé.</translation>
    </message>
    <message>
        <source>This die shows another colour: it marks only the track of its colour.</source>
        <translation>Ce dé montre une autre couleur&#xa0;: il ne coche que la piste de sa couleur.</translation>
    </message>
    <message>
        <source>No unused die shows this colour: this track cannot be marked now.</source>
        <translation>Aucun dé inutilisé ne montre cette couleur&#xa0;: cette piste ne peut pas être cochée maintenant.</translation>
    </message>
    <message>
        <source>A shape can still be drawn, so you cannot pass.</source>
        <translation>Une tuile peut encore être dessinée&#xa0;: vous ne pouvez pas passer.</translation>
    </message>
    <message>
        <source>No single cell can be drawn anywhere in the building.</source>
        <translation>Aucune case seule ne peut plus être dessinée dans le bâtiment.</translation>
    </message>
    <message>
        <source>The joker has no ability track of its own.</source>
        <translation>Le joker n’a pas de piste de capacités à lui.</translation>
    </message>
    <message>
        <source>Roll the dice first: bonuses, abilities and the shape come after the roll.</source>
        <translation>Lancez d’abord les dés&#xa0;: bonus, capacités et tuile viennent après le lancer.</translation>
    </message>
    <message>
        <source>The dice are already rolled: only the “Reroll” ability rolls them again.</source>
        <translation>Les dés sont déjà lancés&#xa0;: seule la capacité «&#xa0;Nouveau lancer&#xa0;» les relance.</translation>
    </message>
    <message>
        <source>Rerolls come before choosing a shape, and this turn&apos;s shape is already chosen.</source>
        <translation>Les relances se font avant de choisir une tuile, et la tuile de ce tour est déjà choisie.</translation>
    </message>
    <message>
        <source>Bonuses come before choosing a shape, and this turn&apos;s shape is already chosen.</source>
        <translation>Les bonus s’utilisent avant de choisir une tuile, et la tuile de ce tour est déjà choisie.</translation>
    </message>
    <message>
        <source>“Colour change” comes before choosing a shape, and this turn&apos;s shape is already chosen.</source>
        <translation>«&#xa0;Changement de couleur&#xa0;» s’utilise avant de choisir une tuile, et la tuile de ce tour est déjà choisie.</translation>
    </message>
    <message>
        <source>This turn&apos;s shape is already chosen (or you passed).</source>
        <translation>La tuile de ce tour est déjà choisie (ou vous avez passé).</translation>
    </message>
    <message>
        <source>Choose a shape on the facade pad first.</source>
        <translation>Choisissez d’abord une tuile sur le bloc Façade.</translation>
    </message>
    <message>
        <source>Draw this turn&apos;s shape first.</source>
        <translation>Dessinez d’abord la tuile de ce tour.</translation>
    </message>
    <message>
        <source>This turn&apos;s shape is already drawn.</source>
        <translation>La tuile de ce tour est déjà dessinée.</translation>
    </message>
    <message>
        <source>First choose the cell of your new shape that gets the X.</source>
        <translation>Choisissez d’abord la case de votre nouvelle tuile qui reçoit le X.</translation>
    </message>
    <message>
        <source>First use your coat of arms: draw a single window, or mark two boxes on one track.</source>
        <translation>Utilisez d’abord votre blason&#xa0;: dessinez une seule fenêtre ou cochez deux cases sur une piste.</translation>
    </message>
    <message>
        <source>No coat of arms is waiting for its action.</source>
        <translation>Aucun blason n’attend son action.</translation>
    </message>
    <message>
        <source>Tracks are marked in phase 3, by the other players, with the dice left over.</source>
        <translation>Les pistes se cochent en phase 3, par les autres joueurs, avec les dés restants.</translation>
    </message>
    <message>
        <source>See the rule</source>
        <translation>Voir la règle</translation>
    </message>
    <message>
        <source>%1 marks a box on the red track.</source>
        <translation>%1 coche une case de la piste rouge.</translation>
    </message>
    <message>
        <source>%1 marks a box on the blue track.</source>
        <translation>%1 coche une case de la piste bleue.</translation>
    </message>
    <message>
        <source>%1 marks a box on the purple track.</source>
        <translation>%1 coche une case de la piste violette.</translation>
    </message>
    <message>
        <source>%1 marks a box on the green track.</source>
        <translation>%1 coche une case de la piste verte.</translation>
    </message>
    <message>
        <source>%1 marks a box on the yellow track.</source>
        <translation>%1 coche une case de la piste jaune.</translation>
    </message>
    <message>
        <source>%1 marks two boxes on the red track.</source>
        <translation>%1 coche deux cases de la piste rouge.</translation>
    </message>
    <message>
        <source>%1 marks two boxes on the blue track.</source>
        <translation>%1 coche deux cases de la piste bleue.</translation>
    </message>
    <message>
        <source>%1 marks two boxes on the purple track.</source>
        <translation>%1 coche deux cases de la piste violette.</translation>
    </message>
    <message>
        <source>%1 marks two boxes on the green track.</source>
        <translation>%1 coche deux cases de la piste verte.</translation>
    </message>
    <message>
        <source>%1 marks two boxes on the yellow track.</source>
        <translation>%1 coche deux cases de la piste jaune.</translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the red track: +%n point(s).</source>
        <translation>
            <numerusform>%1 complète la piste rouge&#xa0;: +%n point.</numerusform>
            <numerusform>%1 complète la piste rouge&#xa0;: +%n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the blue track: +%n point(s).</source>
        <translation>
            <numerusform>%1 complète la piste bleue&#xa0;: +%n point.</numerusform>
            <numerusform>%1 complète la piste bleue&#xa0;: +%n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the purple track: +%n point(s).</source>
        <translation>
            <numerusform>%1 complète la piste violette&#xa0;: +%n point.</numerusform>
            <numerusform>%1 complète la piste violette&#xa0;: +%n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the green track: +%n point(s).</source>
        <translation>
            <numerusform>%1 complète la piste verte&#xa0;: +%n point.</numerusform>
            <numerusform>%1 complète la piste verte&#xa0;: +%n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the yellow track: +%n point(s).</source>
        <translation>
            <numerusform>%1 complète la piste jaune&#xa0;: +%n point.</numerusform>
            <numerusform>%1 complète la piste jaune&#xa0;: +%n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 uses a red bonus: one more red die.</source>
        <translation>%1 utilise un bonus rouge&#xa0;: un dé rouge de plus.</translation>
    </message>
    <message>
        <source>%1 uses a blue bonus: one more blue die.</source>
        <translation>%1 utilise un bonus bleu&#xa0;: un dé bleu de plus.</translation>
    </message>
    <message>
        <source>%1 uses a purple bonus: one more purple die.</source>
        <translation>%1 utilise un bonus violet&#xa0;: un dé violet de plus.</translation>
    </message>
    <message>
        <source>%1 uses a green bonus: one more green die.</source>
        <translation>%1 utilise un bonus vert&#xa0;: un dé vert de plus.</translation>
    </message>
    <message>
        <source>%1 uses a yellow bonus: one more yellow die.</source>
        <translation>%1 utilise un bonus jaune&#xa0;: un dé jaune de plus.</translation>
    </message>
    <message>
        <source>%1 unlocks a red bonus (usable from their next turn).</source>
        <translation>%1 débloque un bonus rouge (utilisable dès son prochain tour).</translation>
    </message>
    <message>
        <source>%1 unlocks a blue bonus (usable from their next turn).</source>
        <translation>%1 débloque un bonus bleu (utilisable dès son prochain tour).</translation>
    </message>
    <message>
        <source>%1 unlocks a purple bonus (usable from their next turn).</source>
        <translation>%1 débloque un bonus violet (utilisable dès son prochain tour).</translation>
    </message>
    <message>
        <source>%1 unlocks a green bonus (usable from their next turn).</source>
        <translation>%1 débloque un bonus vert (utilisable dès son prochain tour).</translation>
    </message>
    <message>
        <source>%1 unlocks a yellow bonus (usable from their next turn).</source>
        <translation>%1 débloque un bonus jaune (utilisable dès son prochain tour).</translation>
    </message>
    <message>
        <source>Use a red bonus (%1)</source>
        <translation>Utiliser un bonus rouge (%1)</translation>
    </message>
    <message>
        <source>Use a blue bonus (%1)</source>
        <translation>Utiliser un bonus bleu (%1)</translation>
    </message>
    <message>
        <source>Use a purple bonus (%1)</source>
        <translation>Utiliser un bonus violet (%1)</translation>
    </message>
    <message>
        <source>Use a green bonus (%1)</source>
        <translation>Utiliser un bonus vert (%1)</translation>
    </message>
    <message>
        <source>Use a yellow bonus (%1)</source>
        <translation>Utiliser un bonus jaune (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: two boxes on the red track (%1)</source>
        <translation>Blason&#xa0;: deux cases sur la piste rouge (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: two boxes on the blue track (%1)</source>
        <translation>Blason&#xa0;: deux cases sur la piste bleue (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: two boxes on the purple track (%1)</source>
        <translation>Blason&#xa0;: deux cases sur la piste violette (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: two boxes on the green track (%1)</source>
        <translation>Blason&#xa0;: deux cases sur la piste verte (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: two boxes on the yellow track (%1)</source>
        <translation>Blason&#xa0;: deux cases sur la piste jaune (%1)</translation>
    </message>
    <message>
        <source>Mark the red track (%1)</source>
        <translation>Cocher la piste rouge (%1)</translation>
    </message>
    <message>
        <source>Mark the blue track (%1)</source>
        <translation>Cocher la piste bleue (%1)</translation>
    </message>
    <message>
        <source>Mark the purple track (%1)</source>
        <translation>Cocher la piste violette (%1)</translation>
    </message>
    <message>
        <source>Mark the green track (%1)</source>
        <translation>Cocher la piste verte (%1)</translation>
    </message>
    <message>
        <source>Mark the yellow track (%1)</source>
        <translation>Cocher la piste jaune (%1)</translation>
    </message>
    <message>
        <source>%1 rolls: %2.</source>
        <translation>%1 lance&#xa0;: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 rerolls %n dice: %2.</source>
        <translation>
            <numerusform>%1 relance %n dé&#xa0;: %2.</numerusform>
            <numerusform>%1 relance %n dés&#xa0;: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 turns %n dice to %2.</source>
        <translation>
            <numerusform>%1 tourne %n dé sur le %2.</numerusform>
            <numerusform>%1 tourne %n dés sur le %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 uses “No X”: the next “One X” cell gets a window.</source>
        <translation>%1 utilise «&#xa0;Pas de X&#xa0;»&#xa0;: la prochaine case de «&#xa0;Une case X&#xa0;» reçoit une fenêtre.</translation>
    </message>
    <message>
        <source>%1 uses “No X”: the shape gets only windows.</source>
        <translation>%1 utilise «&#xa0;Pas de X&#xa0;»&#xa0;: la tuile ne reçoit que des fenêtres.</translation>
    </message>
    <message>
        <source>%1 uses “One X” and draws a single cell.</source>
        <translation>%1 utilise «&#xa0;Une case X&#xa0;» et dessine une seule case.</translation>
    </message>
    <message>
        <source>%1 uses “New choice” to take a crossed-out shape.</source>
        <translation>%1 utilise «&#xa0;Nouveau choix&#xa0;» pour prendre une tuile barrée.</translation>
    </message>
    <message>
        <source>%1 unlocks the coat of arms of row %2.</source>
        <translation>%1 débloque le blason de la ligne %2.</translation>
    </message>
    <message>
        <source>%1 unlocks the coat of arms of column %2.</source>
        <translation>%1 débloque le blason de la colonne %2.</translation>
    </message>
    <message>
        <source>%1 used all five dice: nobody marks a track in phase 3.</source>
        <translation>%1 a utilisé les cinq dés&#xa0;: personne ne coche de piste en phase&#xa0;3.</translation>
    </message>
    <message>
        <source>%1 marks no track in phase 3: the dice left fit only full tracks.</source>
        <translation>%1 ne coche aucune piste en phase&#xa0;3&#xa0;: les dés restants ne vont que sur des pistes déjà pleines.</translation>
    </message>
    <message>
        <source>%1 unlocks a “%2” star (usable from their next turn).</source>
        <translation>%1 débloque une étoile «&#xa0;%2&#xa0;» (utilisable dès son prochain tour).</translation>
    </message>
    <message>
        <source>Use “No X” (%1)</source>
        <translation>Utiliser «&#xa0;Pas de X&#xa0;» (%1)</translation>
    </message>
    <message>
        <source>Draw a single cell with “One X” (%1)</source>
        <translation>Dessiner une case avec «&#xa0;Une case X&#xa0;» (%1)</translation>
    </message>
    <message>
        <source>%1, you may still use “One X”, or end your turn.</source>
        <translation>%1, vous pouvez encore utiliser «&#xa0;Une case X&#xa0;» ou terminer votre tour.</translation>
    </message>
    <message>
        <source>%1 chooses the %2.</source>
        <translation>%1 choisit la %2.</translation>
    </message>
    <message>
        <source>%1 draws the %2.</source>
        <translation>%1 dessine la %2.</translation>
    </message>
    <message>
        <source>%1 marks the X.</source>
        <translation>%1 place le X.</translation>
    </message>
    <message numerus="yes">
        <source>%1 completes row %2: +%n point(s).</source>
        <translation>
            <numerusform>%1 complète la ligne %2&#xa0;: +%n point.</numerusform>
            <numerusform>%1 complète la ligne %2&#xa0;: +%n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes column %2: +%n point(s).</source>
        <translation>
            <numerusform>%1 complète la colonne %2&#xa0;: +%n point.</numerusform>
            <numerusform>%1 complète la colonne %2&#xa0;: +%n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 draws a single window for the coat of arms.</source>
        <translation>%1 dessine une seule fenêtre grâce au blason.</translation>
    </message>
    <message>
        <source>%1 cannot use the coat of arms: nothing is left to do.</source>
        <translation>%1 ne peut pas utiliser le blason&#xa0;: plus rien n’est possible.</translation>
    </message>
    <message>
        <source>%1 cannot draw any shape and passes.</source>
        <translation>%1 ne peut dessiner aucune tuile et passe.</translation>
    </message>
    <message>
        <source>%1 does not mark a track.</source>
        <translation>%1 ne coche aucune piste.</translation>
    </message>
    <message>
        <source>End of %1&apos;s turn.</source>
        <translation>%1 a fini son tour.</translation>
    </message>
    <message>
        <source>%1 has %2 points or more: this round is the last one.</source>
        <translation>%1 a %2 points de victoire ou plus&#xa0;: ce tour de table est le dernier.</translation>
    </message>
    <message>
        <source>Game over: %1 wins!</source>
        <translation>Partie terminée&#xa0;: %1 gagne&#xa0;!</translation>
    </message>
    <message>
        <source>Game over: %1 share the win!</source>
        <translation>Partie terminée&#xa0;: %1 se partagent la victoire&#xa0;!</translation>
    </message>
    <message>
        <source>Roll the dice (%1)</source>
        <translation>Lancer les dés (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n dice (%1)</source>
        <translation>
            <numerusform>Relancer %n dé (%1)</numerusform>
            <numerusform>Relancer %n dés (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn %n dice to %2 (%1)</source>
        <translation>
            <numerusform>Tourner %n dé sur le %2 (%1)</numerusform>
            <numerusform>Tourner %n dés sur le %2 (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the %2 (%1)</source>
        <translation>Choisir la %2 (%1)</translation>
    </message>
    <message>
        <source>Draw the shape (%1)</source>
        <translation>Dessiner la tuile (%1)</translation>
    </message>
    <message>
        <source>Mark the X (%1)</source>
        <translation>Placer le X (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: draw a single window (%1)</source>
        <translation>Blason&#xa0;: dessiner une seule fenêtre (%1)</translation>
    </message>
    <message>
        <source>Pass: no shape can be drawn (%1)</source>
        <translation>Passer&#xa0;: aucune tuile ne peut être dessinée (%1)</translation>
    </message>
    <message>
        <source>End the turn (%1)</source>
        <translation>Terminer le tour (%1)</translation>
    </message>
    <message>
        <source>Do not mark a track (%1)</source>
        <translation>Ne cocher aucune piste (%1)</translation>
    </message>
    <message>
        <source>%1, roll the dice.</source>
        <translation>%1, lancez les dés.</translation>
    </message>
    <message>
        <source>%1, no shape can be drawn: use an ability or pass.</source>
        <translation>%1, aucune tuile ne peut être dessinée&#xa0;: utilisez une capacité ou passez.</translation>
    </message>
    <message>
        <source>%1, choose a shape on the facade pad (bonuses and abilities first if you like).</source>
        <translation>%1, choisissez une tuile sur le bloc Façade (bonus et capacités d’abord si vous le souhaitez).</translation>
    </message>
    <message>
        <source>%1, draw the %2 in your building; turn it as you like.</source>
        <translation>%1, dessinez la %2 dans votre bâtiment&#xa0;; tournez-la comme vous voulez.</translation>
    </message>
    <message>
        <source>%1, choose the cell of the new shape that gets the X.</source>
        <translation>%1, choisissez la case de la nouvelle tuile qui reçoit le X.</translation>
    </message>
    <message>
        <source>%1, coat of arms: draw a single window, or mark two boxes on one track.</source>
        <translation>%1, blason&#xa0;: dessinez une seule fenêtre ou cochez deux cases sur une piste.</translation>
    </message>
    <message>
        <source>%1, choose a second unused die to mark a track, or stop.</source>
        <translation>%1, choisissez un second dé inutilisé pour cocher une piste, ou arrêtez.</translation>
    </message>
    <message>
        <source>%1, choose up to two unused dice to mark tracks, or skip.</source>
        <translation>%1, choisissez jusqu’à deux dés inutilisés pour cocher des pistes, ou passez.</translation>
    </message>
    <message>
        <source>%1, choose an unused die to mark a track, or skip.</source>
        <translation>%1, choisissez un dé inutilisé pour cocher une piste, ou passez.</translation>
    </message>
    <message>
        <source>Last round: %1</source>
        <translation>Dernier tour de table&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>TurnController</name>
    <message>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <source>Round %1 ends — round %2 begins</source>
        <translation>Fin du tour de table %1 — le tour de table %2 commence</translation>
    </message>
    <message>
        <source>12 points reached: this is the last round</source>
        <translation>12 points atteints&#xa0;: c’est le dernier tour de table</translation>
    </message>
    <message>
        <source>%1, your turn</source>
        <translation>%1, à vous de jouer</translation>
    </message>
    <message>
        <source>A new game begins: %1 starts.</source>
        <translation>Une nouvelle partie commence&#xa0;: %1 joue en premier.</translation>
    </message>
    <message>
        <source>Pick a facade shape on the pad: the dice it needs are taken automatically.</source>
        <translation>Choisissez une tuile Façade sur le bloc&#xa0;: les dés nécessaires sont pris automatiquement.</translation>
    </message>
    <message>
        <source>Joker: click the track you want to mark.</source>
        <translation>Joker&#xa0;: cliquez sur la piste à cocher.</translation>
    </message>
    <message>
        <source>Reroll: click the dice to roll again, then confirm (Enter).</source>
        <translation>Nouveau lancer&#xa0;: cliquez sur les dés à relancer, puis validez (Entrée).</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>Colour change: click the dice of one colour on the tray, then pick their new face beside them.</source>
        <translation>Changement de couleur&#xa0;: cliquez sur les dés d’une couleur dans le plateau, puis choisissez leur nouvelle face à côté d’eux.</translation>
    </message>
    <message>
        <source>One X: click a highlighted cell of your building for the extra X.</source>
        <translation>Une case X&#xa0;: cliquez sur une case en surbrillance de votre bâtiment pour le X supplémentaire.</translation>
    </message>
    <message>
        <source>New choice: you may now pick a crossed-out shape on the pad.</source>
        <translation>Nouveau choix&#xa0;: vous pouvez maintenant choisir une tuile barrée sur le bloc.</translation>
    </message>
    <message>
        <source>This turn&apos;s shape is already chosen; undo to choose another one.</source>
        <translation>La tuile de ce tour est déjà choisie&#xa0;; annulez pour en choisir une autre.</translation>
    </message>
    <message>
        <source>%1: move it over your building, rotate with the wheel, R or a right click, and click to draw it.</source>
        <translation>%1&#xa0;: déplacez-la sur votre bâtiment, tournez-la avec la molette, R ou un clic droit, et cliquez pour la dessiner.</translation>
    </message>
    <message>
        <source>Only the active player draws in their building.</source>
        <translation>Seul le joueur actif dessine dans son bâtiment.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Lancez d’abord les dés.</translation>
    </message>
    <message>
        <source>Pick a facade shape on the pad first.</source>
        <translation>Choisissez d’abord une tuile Façade sur le bloc.</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 est en train de jouer…</translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n dice</source>
        <translation>
            <numerusform>Relancer %n dé</numerusform>
            <numerusform>Relancer %n dés</numerusform>
        </translation>
    </message>
    <message>
        <source>Reroll: pick dice</source>
        <translation>Nouveau lancer&#xa0;: choisissez les dés</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Valider</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Dernier tour de table</translation>
    </message>
    <message>
        <source>A player reached 12 points: the game ends with this round.</source>
        <translation>Un joueur a atteint 12&#xa0;points&#xa0;: la partie s’arrête à la fin de ce tour de table.</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Terminé</translation>
    </message>
    <message>
        <source>&amp;Skip (mark nothing)</source>
        <translation>&amp;Ne rien cocher</translation>
    </message>
    <message>
        <source>Or mark two boxes on:</source>
        <translation>Ou cochez deux cases sur&#xa0;:</translation>
    </message>
    <message>
        <source>%1 marks:</source>
        <translation>%1 coche&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Click the unlocked bonus (+) under your red track.</source>
        <translation>Cliquez sur le bonus (+) débloqué sous votre piste rouge.</translation>
    </message>
    <message>
        <source>Click the unlocked bonus (+) under your blue track.</source>
        <translation>Cliquez sur le bonus (+) débloqué sous votre piste bleue.</translation>
    </message>
    <message>
        <source>Click the unlocked bonus (+) under your purple track.</source>
        <translation>Cliquez sur le bonus (+) débloqué sous votre piste violette.</translation>
    </message>
    <message>
        <source>Click the unlocked bonus (+) under your green track.</source>
        <translation>Cliquez sur le bonus (+) débloqué sous votre piste verte.</translation>
    </message>
    <message>
        <source>Click the unlocked bonus (+) under your yellow track.</source>
        <translation>Cliquez sur le bonus (+) débloqué sous votre piste jaune.</translation>
    </message>
    <message>
        <source>Click die %1 to mark a box on your red track.</source>
        <translation>Cliquez sur le dé %1 pour cocher une case de votre piste rouge.</translation>
    </message>
    <message>
        <source>Click die %1 to mark a box on your blue track.</source>
        <translation>Cliquez sur le dé %1 pour cocher une case de votre piste bleue.</translation>
    </message>
    <message>
        <source>Click die %1 to mark a box on your purple track.</source>
        <translation>Cliquez sur le dé %1 pour cocher une case de votre piste violette.</translation>
    </message>
    <message>
        <source>Click die %1 to mark a box on your green track.</source>
        <translation>Cliquez sur le dé %1 pour cocher une case de votre piste verte.</translation>
    </message>
    <message>
        <source>Click die %1 to mark a box on your yellow track.</source>
        <translation>Cliquez sur le dé %1 pour cocher une case de votre piste jaune.</translation>
    </message>
    <message>
        <source>Later in a game, on a prepared table:</source>
        <translation>Plus tard dans une partie, dans une situation préparée&#xa0;:</translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation>Pour commencer</translation>
    </message>
    <message>
        <source>Your first turn</source>
        <translation>Votre premier tour</translation>
    </message>
    <message>
        <source>The leftover dice</source>
        <translation>Les dés restants</translation>
    </message>
    <message>
        <source>Bonuses, rows and coats of arms</source>
        <translation>Bonus, lignes et blasons</translation>
    </message>
    <message>
        <source>More abilities</source>
        <translation>D’autres capacités</translation>
    </message>
    <message>
        <source>“One X” and columns</source>
        <translation>«&#xa0;Une case X&#xa0;» et les colonnes</translation>
    </message>
    <message>
        <source>The last round and the end</source>
        <translation>Le dernier tour de table et la fin</translation>
    </message>
    <message>
        <source>Click “%1” under the table (or press Space).</source>
        <translation>Cliquez sur «&#xa0;%1&#xa0;» sous la table (ou appuyez sur Espace).</translation>
    </message>
    <message>
        <source>Click the “Reroll” button at the end of your red track, click the dice %1, then confirm with Enter.</source>
        <translation>Cliquez sur le bouton «&#xa0;Nouveau lancer&#xa0;» au bout de votre piste rouge, cliquez sur les dés %1, puis validez avec Entrée.</translation>
    </message>
    <message>
        <source>Click the “New choice” button at the end of your yellow track, then pick this crossed-out shape: %1. Draw it on the highlighted cells.</source>
        <translation>Cliquez sur le bouton «&#xa0;Nouveau choix&#xa0;» au bout de votre piste jaune, puis choisissez cette tuile barrée&#xa0;: %1. Dessinez-la sur les cases en surbrillance.</translation>
    </message>
    <message>
        <source>Pick this shape on the facade pad: %1. Then move it over your building, turn it with R or the mouse wheel, and click to draw it on the highlighted cells.</source>
        <translation>Choisissez cette tuile sur le bloc Façade&#xa0;: %1. Déplacez-la ensuite sur votre bâtiment, tournez-la avec R ou la molette, et cliquez pour la dessiner sur les cases en surbrillance.</translation>
    </message>
    <message>
        <source>Draw the shape on the highlighted cells (turn it with R or the mouse wheel).</source>
        <translation>Dessinez la tuile sur les cases en surbrillance (tournez-la avec R ou la molette).</translation>
    </message>
    <message>
        <source>Click the highlighted cell: it gets the X.</source>
        <translation>Cliquez sur la case en surbrillance&#xa0;: elle reçoit le X.</translation>
    </message>
    <message>
        <source>Click the highlighted cell to draw the free window.</source>
        <translation>Cliquez sur la case en surbrillance pour dessiner la fenêtre offerte.</translation>
    </message>
    <message>
        <source>Click the button “%1” under the table: two boxes of that track get marked.</source>
        <translation>Cliquez sur le bouton «&#xa0;%1&#xa0;» sous la table&#xa0;: deux cases de cette piste sont cochées.</translation>
    </message>
    <message>
        <source>Click die %1 (the joker), then the button “%2” under the table.</source>
        <translation>Cliquez sur le dé %1 (le joker), puis sur le bouton «&#xa0;%2&#xa0;» sous la table.</translation>
    </message>
    <message>
        <source>Click the “One X” button at the end of your purple track, then the highlighted cell.</source>
        <translation>Cliquez sur le bouton «&#xa0;Une case X&#xa0;» au bout de votre piste violette, puis sur la case en surbrillance.</translation>
    </message>
    <message numerus="yes">
        <source>Click the “Colour change” button at the end of your green track and turn %n die(s) from %1 to %2.</source>
        <translation>
            <numerusform>Cliquez sur le bouton «&#xa0;Changement de couleur&#xa0;» au bout de votre piste verte et faites passer %n dé du %1 au %2.</numerusform>
            <numerusform>Cliquez sur le bouton «&#xa0;Changement de couleur&#xa0;» au bout de votre piste verte et faites passer %n dés du %1 au %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the “No X” button at the end of your blue track.</source>
        <translation>Cliquez sur le bouton «&#xa0;Pas de X&#xa0;» au bout de votre piste bleue.</translation>
    </message>
    <message>
        <source>Click “%1” under the table.</source>
        <translation>Cliquez sur «&#xa0;%1&#xa0;» sous la table.</translation>
    </message>
    <message>
        <source>Click “Skip” (or “Done”) under the table: you mark no more track.</source>
        <translation>Cliquez sur «&#xa0;Ne rien cocher&#xa0;» (ou «&#xa0;Terminé&#xa0;») sous la table&#xa0;: vous ne cochez plus de piste.</translation>
    </message>
</context>
<context>
    <name>WatchPanel</name>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reprendre</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>Coup &amp;suivant</translation>
    </message>
    <message>
        <source>Make the next computer move now</source>
        <translation>Jouer tout de suite le prochain coup de l’ordinateur</translation>
    </message>
</context>
<context>
    <name>WatchWhy</name>
    <message>
        <source>It completes %1 for %2.</source>
        <translation>Ce coup complète %1 et rapporte %2.</translation>
    </message>
    <message numerus="yes">
        <source>It earns %n coat(s) of arms.</source>
        <translation>
            <numerusform>Ce coup rapporte %n blason.</numerusform>
            <numerusform>Ce coup rapporte %n blasons.</numerusform>
        </translation>
    </message>
    <message>
        <source>It completes the track for %1.</source>
        <translation>Ce coup complète la piste et rapporte %1.</translation>
    </message>
    <message>
        <source>a bonus (+)</source>
        <translation>un bonus (+)</translation>
    </message>
    <message>
        <source>a “%1” star</source>
        <translation>une étoile «&#xa0;%1&#xa0;»</translation>
    </message>
    <message numerus="yes">
        <source>%n more box(es) to its next symbol.</source>
        <translation>
            <numerusform>Encore %n case avant son prochain symbole.</numerusform>
            <numerusform>Encore %n cases avant son prochain symbole.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more box(es) to complete it.</source>
        <translation>
            <numerusform>Encore %n case pour la compléter.</numerusform>
            <numerusform>Encore %n cases pour la compléter.</numerusform>
        </translation>
    </message>
    <message>
        <source>No die was worth keeping.</source>
        <translation>Aucun dé ne valait la peine d’être gardé.</translation>
    </message>
    <message>
        <source>Kept: %1. More dice of one colour make a bigger shape.</source>
        <translation>Dés gardés&#xa0;: %1. Plus de dés d’une même couleur, c’est une plus grande tuile.</translation>
    </message>
    <message>
        <source>Now it can take the %1.</source>
        <translation>Désormais, la %1 peut être prise.</translation>
    </message>
    <message>
        <source>Only windows in %1: double points.</source>
        <translation>Que des fenêtres dans %1&#xa0;: points doublés.</translation>
    </message>
    <message>
        <source>It unlocks %1 for later turns.</source>
        <translation>Ce coup débloque %1 pour les tours suivants.</translation>
    </message>
    <message>
        <source>The X spares %1, which can still score double.</source>
        <translation>Le X épargne %1&#xa0;: des points doubles y restent possibles.</translation>
    </message>
    <message>
        <source>No line of the drawing keeps windows only.</source>
        <translation>Aucune ligne du dessin ne garde que des fenêtres.</translation>
    </message>
    <message>
        <source>It fills %1.</source>
        <translation>Ce coup remplit la case %1.</translation>
    </message>
    <message>
        <source>It keeps “One X” for a later turn.</source>
        <translation>«&#xa0;Une case X&#xa0;» reste pour un tour suivant.</translation>
    </message>
    <message>
        <source>Its next “One X” cell gets a window instead of an X.</source>
        <translation>Sa prochaine case de «&#xa0;Une case X&#xa0;» reçoit une fenêtre au lieu d’un X.</translation>
    </message>
    <message>
        <source>Only windows in %1, which may then score double.</source>
        <translation>Uniquement des fenêtres dans %1&#xa0;: points doublés possibles.</translation>
    </message>
    <message>
        <source>The drawing gets windows only.</source>
        <translation>Le dessin ne reçoit que des fenêtres.</translation>
    </message>
    <message>
        <source>The only shape it can take.</source>
        <translation>La seule tuile possible.</translation>
    </message>
    <message>
        <source>No bigger shape is possible.</source>
        <translation>Aucune tuile plus grande n’est possible.</translation>
    </message>
    <message numerus="yes">
        <source>It uses %n joker(s).</source>
        <translation>
            <numerusform>Ce coup utilise %n joker.</numerusform>
            <numerusform>Ce coup utilise %n jokers.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left for the others&apos; tracks: %1.</source>
        <translation>Pour les pistes des autres&#xa0;: %1.</translation>
    </message>
    <message>
        <source>It takes all five dice: none is left to the others.</source>
        <translation>Ce coup prend les cinq dés&#xa0;: il n’en reste aucun aux autres.</translation>
    </message>
    <message>
        <source>The only place where it fits.</source>
        <translation>Le seul endroit où elle tient.</translation>
    </message>
    <message>
        <source>It fills %1; the X decides the points.</source>
        <translation>Ce coup remplit %1&#xa0;; le X décidera des points.</translation>
    </message>
    <message>
        <source>It leaves %1 one or two cells short.</source>
        <translation>Il ne manque plus qu’une ou deux cases à %1.</translation>
    </message>
    <message>
        <source>It stays low and leaves no hole underneath.</source>
        <translation>Elle reste basse et ne laisse aucun trou dessous.</translation>
    </message>
    <message>
        <source>Its dice allow the %1, but it fits nowhere.</source>
        <translation>Ses dés permettent la %1, mais elle ne tient nulle part.</translation>
    </message>
    <message>
        <source>No shape left on the pad matches its dice.</source>
        <translation>Aucune tuile restante ne correspond à ses dés.</translation>
    </message>
</context>
<context>
    <name>WhatsThis</name>
    <message>
        <source>See the rule</source>
        <translation>Voir la règle</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>What is this?</source>
        <translation>Qu’est-ce que c’est&#xa0;?</translation>
    </message>
</context>
</TS>
