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
        <source>The roll &amp; write dice game for 2 to 4 players, at one computer.</source>
        <translation>Le jeu de dés « roll &amp; write » pour 2 à 4 joueurs, sur un seul ordinateur.</translation>
    </message>
    <message>
        <source>Game design: Asger Harding Granerud and Daniel Skjold Pedersen. Published by Queen Games.</source>
        <translation>Auteurs : Asger Harding Granerud et Daniel Skjold Pedersen. Édité par Queen Games.</translation>
    </message>
    <message>
        <source>This is an unofficial fan implementation, not made or endorsed by the designers or the publisher.</source>
        <translation>Ceci est une adaptation non officielle réalisée par des fans, ni créée ni approuvée par les auteurs ou l&apos;éditeur.</translation>
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
    <name>ColourChangeDialog</name>
    <message>
        <source>Colour change</source>
        <translation>Changement de couleur</translation>
    </message>
    <message>
        <source>Dice to change</source>
        <translation>Dés à changer</translation>
    </message>
    <message>
        <source>New face</source>
        <translation>Nouvelle face</translation>
    </message>
    <message>
        <source>&amp;How many:</source>
        <translation>&amp;Combien :</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
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
        <translation>Votre partie en cours est à l&apos;abri : elle est enregistrée automatiquement après chaque coup et vous sera proposée au prochain lancement du jeu.</translation>
    </message>
    <message>
        <source>A report was written to %1.</source>
        <translation>Un rapport a été écrit dans %1.</translation>
    </message>
    <message>
        <source>Your game is NOT saved: saving it automatically fails (%1), and no copy of this game is on disk.</source>
        <translation>Votre partie n&apos;est PAS enregistrée&#xa0;: l&apos;enregistrement automatique échoue (%1) et aucune copie de cette partie n&apos;existe sur le disque.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n change(s) to your game are NOT saved: saving it automatically fails (%1). The last good save is %2, from %3.</source>
        <translation>
            <numerusform>%n modification récente de votre partie n&apos;est PAS enregistrée&#xa0;: l&apos;enregistrement automatique échoue (%1). La dernière sauvegarde valide est %2, faite à %3.</numerusform>
            <numerusform>Les %n dernières modifications de votre partie ne sont PAS enregistrées&#xa0;: l&apos;enregistrement automatique échoue (%1). La dernière sauvegarde valide est %2, faite à %3.</numerusform>
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
        <source>&amp;Zoom to fit</source>
        <translation>&amp;Ajuster à la fenêtre</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles du jeu</translation>
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
        <translation>Tourner la tuile dans l&apos;autre sens</translation>
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
        <translation>&amp;Passer (rien ne rentre)</translation>
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
        <translation>Aucune tuile disponible ne peut être dessinée : ne rien dessiner ce tour-ci</translation>
    </message>
    <message>
        <source>Finish the turn without using One X</source>
        <translation>Terminer le tour sans utiliser Une case X</translation>
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
    <message>
        <source>%1 bonus (+)</source>
        <translation>Bonus %1 (+)</translation>
    </message>
    <message>
        <source>Mark the %1 track</source>
        <translation>Cocher la piste %1</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>column %1, floor %2</source>
        <translation>colonne %1, étage %2</translation>
    </message>
    <message>
        <source>this unlocks a bonus (+)</source>
        <translation>cela débloque un bonus (+)</translation>
    </message>
    <message>
        <source>this unlocks a %1 star</source>
        <translation>cela débloque une étoile « %1 »</translation>
    </message>
    <message>
        <source>Roll the dice: every turn begins with a roll.</source>
        <translation>Lancez les dés : chaque tour commence par un lancer.</translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s) and keep the others (%1): more dice of one colour make a bigger shape.</source>
        <translation>
            <numerusform>Relancez %n dé et gardez les autres (%1) : plus de dés d&apos;une même couleur, c&apos;est une plus grande tuile.</numerusform>
            <numerusform>Relancez %n dés et gardez les autres (%1) : plus de dés d&apos;une même couleur, c&apos;est une plus grande tuile.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s): the dice showing now offer little.</source>
        <translation>
            <numerusform>Relancez %n dé : les dés actuels offrent peu.</numerusform>
            <numerusform>Relancez %n dés : les dés actuels offrent peu.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Use Colour change: %n die(s) become %1, so you can take this shape: %2.</source>
        <translation>
            <numerusform>Utilisez Changement de couleur : %n dé prend la couleur %1, et vous pouvez prendre cette tuile : %2.</numerusform>
            <numerusform>Utilisez Changement de couleur : %n dés prennent la couleur %1, et vous pouvez prendre cette tuile : %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Use Colour change: %n die(s) become %1.</source>
        <translation>
            <numerusform>Utilisez Changement de couleur : %n dé prend la couleur %1.</numerusform>
            <numerusform>Utilisez Changement de couleur : %n dés prennent la couleur %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Use a bonus (+) of the %1: with it you can take this shape: %2.</source>
        <translation>Utilisez un bonus (+) de cette piste : %1. Il vous permet de prendre cette tuile : %2.</translation>
    </message>
    <message>
        <source>Use a bonus (+) of the %1: it counts as one more die.</source>
        <translation>Utilisez un bonus (+) de cette piste : %1. Il compte comme un dé de plus.</translation>
    </message>
    <message>
        <source>Use No X: with windows only, this drawing scores %1.</source>
        <translation>Utilisez Pas de X : avec uniquement des fenêtres, ce dessin rapporte %1.</translation>
    </message>
    <message>
        <source>Use No X: %1 keep only windows and may score double.</source>
        <translation>Utilisez Pas de X : que des fenêtres dans %1, pour des points doublés.</translation>
    </message>
    <message>
        <source>Use No X: this drawing gets windows only.</source>
        <translation>Utilisez Pas de X : ce dessin ne reçoit que des fenêtres.</translation>
    </message>
    <message>
        <source>Use One X at %1: the extra cell completes %2 for %3.</source>
        <translation>Utilisez Une case X en %1 : la case en plus complète %2 pour %3.</translation>
    </message>
    <message>
        <source>Use One X at %1: the extra cell fills a gap in your building.</source>
        <translation>Utilisez Une case X en %1 : la case en plus comble un trou de votre bâtiment.</translation>
    </message>
    <message>
        <source>Use New choice and take a crossed-out shape: %1.</source>
        <translation>Utilisez Nouveau choix et prenez une tuile barrée : %1.</translation>
    </message>
    <message>
        <source>Choose this shape: %1. Drawn well, it completes lines for %2.</source>
        <translation>Choisissez cette tuile : %1. Bien placée, elle complète des lignes ou colonnes pour %2.</translation>
    </message>
    <message>
        <source>Choose this shape: %1. It suits your building best now.</source>
        <translation>Choisissez cette tuile : %1. C&apos;est celle qui convient le mieux à votre bâtiment maintenant.</translation>
    </message>
    <message>
        <source>Pass: no available shape fits your dice and your building.</source>
        <translation>Passez : aucune tuile disponible ne convient à vos dés et à votre bâtiment.</translation>
    </message>
    <message>
        <source>Draw it on the highlighted cells: it completes %1 for %2.</source>
        <translation>Dessinez-la sur les cases en surbrillance : elle complète %1 pour %2.</translation>
    </message>
    <message>
        <source>Draw it on the highlighted cells: %1 will then be only one or two cells short.</source>
        <translation>Dessinez-la sur les cases en surbrillance : il ne manquera plus qu&apos;une ou deux cases à %1.</translation>
    </message>
    <message>
        <source>Draw it on the highlighted cells: it stays low and leaves no hole underneath.</source>
        <translation>Dessinez-la sur les cases en surbrillance : elle reste basse et ne laisse aucun trou dessous.</translation>
    </message>
    <message>
        <source>Draw it on the highlighted cells: of all spots, it spoils the least.</source>
        <translation>Dessinez-la sur les cases en surbrillance : de tous les emplacements, c&apos;est celui qui gâche le moins.</translation>
    </message>
    <message>
        <source>Put the X on the highlighted cell: %1 still score %2.</source>
        <translation>Placez le X sur la case en surbrillance. Valeur conservée pour %1 : %2.</translation>
    </message>
    <message>
        <source>Put the X on the highlighted cell: it spoils no line that has only windows so far.</source>
        <translation>Placez le X sur la case en surbrillance : il ne gâche aucune ligne ou colonne qui n&apos;a encore que des fenêtres.</translation>
    </message>
    <message>
        <source>Coat of arms: draw the free window at %1; it completes %2 for %3.</source>
        <translation>Blason : dessinez la fenêtre offerte en %1 ; elle complète %2 pour %3.</translation>
    </message>
    <message>
        <source>Coat of arms: draw the free window at %1; it fills a gap.</source>
        <translation>Blason : dessinez la fenêtre offerte en %1 ; elle comble un trou.</translation>
    </message>
    <message>
        <source>Coat of arms: mark two boxes on the %1; this completes it for %2.</source>
        <translation>Blason : cochez deux cases sur cette piste : %1. Elle est alors complète, pour %2.</translation>
    </message>
    <message>
        <source>Coat of arms: mark two boxes on the %1; %2.</source>
        <translation>Blason : cochez deux cases sur cette piste : %1 ; %2.</translation>
    </message>
    <message>
        <source>Coat of arms: mark two boxes on the %1; its next symbol comes closer.</source>
        <translation>Blason : cochez deux cases sur cette piste : %1 ; son prochain symbole se rapproche.</translation>
    </message>
    <message>
        <source>End the turn and keep One X for a later turn.</source>
        <translation>Terminez le tour et gardez Une case X pour plus tard.</translation>
    </message>
    <message>
        <source>Mark the %1: %2.</source>
        <translation>Cochez cette piste : %1 ; %2.</translation>
    </message>
    <message>
        <source>its next symbol comes closer</source>
        <translation>son prochain symbole se rapproche</translation>
    </message>
    <message>
        <source>Mark the %1: this completes it for %2.</source>
        <translation>Cochez cette piste : %1. Elle est alors complète, pour %2.</translation>
    </message>
    <message>
        <source>Mark the %1: its next symbol comes closer.</source>
        <translation>Cochez cette piste : %1 ; son prochain symbole se rapproche.</translation>
    </message>
    <message>
        <source>Mark nothing: no die that is left is worth taking.</source>
        <translation>Ne cochez rien : aucun dé restant ne vaut la peine.</translation>
    </message>
    <message>
        <source>Hint for %1: %2</source>
        <translation>Conseil pour %1 : %2</translation>
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
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Computer speed</source>
        <translation>&amp;Vitesse de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Learn the game</source>
        <translation>Apprendre à jouer</translation>
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
        <translation>Barre d&apos;outils</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Historique</translation>
    </message>
    <message>
        <source>Start of the game</source>
        <translation>Début de la partie</translation>
    </message>
    <message>
        <source>Copenhagen Roll &amp; Write</source>
        <translation>Copenhagen Roll &amp; Write</translation>
    </message>
    <message>
        <source>Untitled game</source>
        <translation>Partie sans titre</translation>
    </message>
    <message>
        <source>%1[*] — Copenhagen Roll &amp; Write</source>
        <translation>%1[*] — Copenhagen Roll &amp; Write</translation>
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
        <source>Resume game</source>
        <translation>Reprendre la partie</translation>
    </message>
    <message>
        <source>An unfinished game of %1 was saved automatically. Do you want to continue it?</source>
        <translation>Une partie inachevée de %1 a été enregistrée automatiquement. Voulez-vous la continuer ?</translation>
    </message>
    <message>
        <source>&amp;Continue the game</source>
        <translation>&amp;Continuer la partie</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>New game — %1 starts</source>
        <translation>Nouvelle partie — %1 commence</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Annuler : %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Rétablir : %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Rétablir</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Annulé : %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Rétabli : %1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Échec de l&apos;enregistrement automatique : %1</translation>
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
%2</source>
        <translation>La partie n&apos;a pas pu être enregistrée dans %1 :
%2</translation>
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
        <translation>Le fichier est endommagé ou n&apos;est pas une partie enregistrée (ce n&apos;est pas du JSON valide).</translation>
    </message>
    <message>
        <source>This file is not a Copenhagen Roll &amp; Write game.</source>
        <translation>Ce fichier n&apos;est pas une partie de Copenhagen Roll &amp; Write.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of the program.</source>
        <translation>Cette partie a été enregistrée par une version plus récente du programme.</translation>
    </message>
    <message>
        <source>The saved game is damaged: some of its data is missing or wrong.</source>
        <translation>La partie enregistrée est endommagée : certaines données manquent ou sont erronées.</translation>
    </message>
    <message>
        <source>The saved game is damaged: a move in it is unreadable.</source>
        <translation>La partie enregistrée est endommagée : un coup est illisible.</translation>
    </message>
    <message>
        <source>The saved game is damaged: it contains a move the rules do not allow.</source>
        <translation>La partie enregistrée est endommagée : elle contient un coup interdit par les règles.</translation>
    </message>
    <message>
        <source>The file is far too large to be a saved game: it was not read.</source>
        <translation>Le fichier est bien trop volumineux pour être une partie enregistrée&#xa0;: il n&apos;a pas été lu.</translation>
    </message>
    <message>
        <source>This is not an ordinary file (it is a folder, a device or a pipe): it was not read.</source>
        <translation>Ce n&apos;est pas un fichier ordinaire (c&apos;est un dossier, un périphérique ou un tube)&#xa0;: il n&apos;a pas été lu.</translation>
    </message>
    <message>
        <source>The saved game is damaged: a player&apos;s name is empty, longer than %1 characters or contains characters that are not allowed.</source>
        <translation>La partie enregistrée est endommagée&#xa0;: le nom d&apos;un joueur est vide, dépasse %1 caractères ou contient des caractères non autorisés.</translation>
    </message>
    <message>
        <source>The saved game cannot be opened.</source>
        <translation>La partie enregistrée ne peut pas être ouverte.</translation>
    </message>
    <message>
        <source>%1 could not be opened.</source>
        <translation>%1 n&apos;a pas pu être ouvert.</translation>
    </message>
    <message>
        <source>The file was left unchanged.</source>
        <translation>Le fichier n&apos;a pas été modifié.</translation>
    </message>
    <message>
        <source>Unsaved game</source>
        <translation>Partie non enregistrée</translation>
    </message>
    <message>
        <source>The game has unsaved changes. Save it first?</source>
        <translation>La partie comporte des modifications non enregistrées. L&apos;enregistrer d&apos;abord ?</translation>
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
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Nombre de joueurs :</translation>
    </message>
    <message>
        <source>Player &amp;%1:</source>
        <translation>Joueur &amp;%1 :</translation>
    </message>
    <message>
        <source>A person, or a computer player of this strength</source>
        <translation>Une personne, ou un joueur ordinateur de ce niveau</translation>
    </message>
    <message>
        <source>&amp;Start player:</source>
        <translation>&amp;Premier joueur :</translation>
    </message>
    <message>
        <source>Two-player setup</source>
        <translation>Mise en place à deux joueurs</translation>
    </message>
    <message>
        <source>With two players one 4-cell shape of each colour is crossed out on the pad, and each player may mark the first two boxes of one ability track.</source>
        <translation>À deux joueurs, une tuile de 4 cases de chaque couleur est barrée sur le bloc Façade, et chaque joueur peut cocher les deux premières cases d&apos;une piste de capacités.</translation>
    </message>
    <message>
        <source>Cross out (%1):</source>
        <translation>Barrer (%1) :</translation>
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
        <source>None</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Fixed &amp;seed for the dice:</source>
        <translation>&amp;Graine fixe pour les dés :</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Aléatoire</translation>
    </message>
    <message>
        <source>Start track of %1:</source>
        <translation>Piste de départ de %1 :</translation>
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
        <translation>%1 gagne !</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>Victoire partagée : %1</translation>
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
        <source>Empty cells</source>
        <translation>Cases vides</translation>
    </message>
    <message>
        <source>Most points wins; on a tie, fewer empty cells in the building wins.</source>
        <translation>Le plus de points l&apos;emporte ; en cas d&apos;égalité, le moins de cases vides dans le bâtiment.</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Fermer</translation>
    </message>
</context>
<context>
    <name>RulebookDialog</name>
    <message>
        <source>Rules of Copenhagen Roll &amp; Write</source>
        <translation>Règles de Copenhagen Roll &amp; Write</translation>
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
    <name>Settings</name>
    <message>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Start player</source>
        <translation>Premier joueur</translation>
    </message>
    <message>
        <source>Your turn</source>
        <comment>sheet of the player whose turn it is</comment>
        <translation>À vous</translation>
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
        <source>Column %1, floor %2</source>
        <translation>Colonne %1, étage %2</translation>
    </message>
    <message>
        <source>%1 of 9 boxes marked</source>
        <translation>%1 cases cochées sur 9</translation>
    </message>
    <message>
        <source>Bonus +: counts as one more %1 die this turn</source>
        <translation>Bonus + : compte comme un dé de plus (%1) ce tour-ci</translation>
    </message>
    <message>
        <source>Coat of arms: complete this line to draw a single cell or mark two track boxes</source>
        <translation>Blason : complétez cette ligne pour dessiner une case isolée ou cocher deux cases de piste</translation>
    </message>
    <message>
        <source>Completed: %1</source>
        <translation>Complété : %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Score : %1</translation>
    </message>
    <message>
        <source>Die (not rolled yet)</source>
        <translation>Dé (pas encore lancé)</translation>
    </message>
    <message>
        <source>Joker: counts as any colour</source>
        <translation>Joker : compte pour n&apos;importe quelle couleur</translation>
    </message>
    <message>
        <source>Die showing %1</source>
        <translation>Dé : %1</translation>
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
        <source>The shape drawn this turn gets only windows (O), no X.</source>
        <translation>La tuile dessinée ce tour-ci ne reçoit que des fenêtres (O), aucun X.</translation>
    </message>
    <message>
        <source>Draw one extra single cell with an X, before or after your shape.</source>
        <translation>Dessinez une case isolée supplémentaire avec un X, avant ou après votre tuile.</translation>
    </message>
    <message>
        <source>Turn any number of dice showing the same colour to another colour.</source>
        <translation>Tournez autant de dés de même couleur que vous voulez sur une autre couleur.</translation>
    </message>
    <message>
        <source>Take a single-use shape that is already crossed out on the facade pad.</source>
        <translation>Prenez une tuile à usage unique déjà barrée sur le bloc Façade.</translation>
    </message>
    <message>
        <source>%1 track (%2)</source>
        <comment>colour label, ability name</comment>
        <translation>Piste %1 (%2)</translation>
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
    <message>
        <source>row %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <translation>colonne %1</translation>
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
        <translation>Phase 1 : lancer les dés et choisir une tuile</translation>
    </message>
    <message>
        <source>Phase 2: draw the shape</source>
        <translation>Phase 2 : dessiner la tuile</translation>
    </message>
    <message>
        <source>Coat of arms</source>
        <translation>Blason</translation>
    </message>
    <message>
        <source>Phase 3: the other players mark a track</source>
        <translation>Phase 3 : les autres joueurs cochent une piste</translation>
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
        <translation>Ce n&apos;est pas possible à ce moment du tour.</translation>
    </message>
    <message>
        <source>It is another player&apos;s turn to act.</source>
        <translation>C&apos;est à un autre joueur d&apos;agir.</translation>
    </message>
    <message>
        <source>The roll does not have the right number of dice.</source>
        <translation>Le lancer ne comporte pas le bon nombre de dés.</translation>
    </message>
    <message>
        <source>There is no such die.</source>
        <translation>Ce dé n&apos;existe pas.</translation>
    </message>
    <message>
        <source>The same die was chosen twice.</source>
        <translation>Le même dé a été choisi deux fois.</translation>
    </message>
    <message>
        <source>Choose at least one die first.</source>
        <translation>Choisissez d&apos;abord au moins un dé.</translation>
    </message>
    <message>
        <source>Colour change only turns dice that show the same colour.</source>
        <translation>Le changement de couleur ne tourne que des dés de même couleur.</translation>
    </message>
    <message>
        <source>These dice already show that colour.</source>
        <translation>Ces dés montrent déjà cette couleur.</translation>
    </message>
    <message>
        <source>There is no such shape on the facade pad.</source>
        <translation>Cette tuile n&apos;existe pas sur le bloc Façade.</translation>
    </message>
    <message>
        <source>This shape is crossed out. Only the New choice ability can take it again.</source>
        <translation>Cette tuile est barrée. Seule la capacité Nouveau choix permet de la reprendre.</translation>
    </message>
    <message>
        <source>Only dice of the shape&apos;s colour, or jokers, can be used for it.</source>
        <translation>Seuls des dés de la couleur de la tuile, ou des jokers, peuvent servir pour elle.</translation>
    </message>
    <message>
        <source>Not enough dice of this colour (with jokers and bonuses) for this shape.</source>
        <translation>Pas assez de dés de cette couleur (jokers et bonus compris) pour cette tuile.</translation>
    </message>
    <message>
        <source>More dice and bonuses than the shape has cells.</source>
        <translation>Plus de dés et de bonus que la tuile n&apos;a de cases.</translation>
    </message>
    <message>
        <source>The building has no room left for the shape.</source>
        <translation>Le bâtiment n&apos;a plus de place pour la tuile.</translation>
    </message>
    <message>
        <source>The shape must stay inside the building.</source>
        <translation>La tuile doit rester à l&apos;intérieur du bâtiment.</translation>
    </message>
    <message>
        <source>Cells that are already filled cannot be drawn on.</source>
        <translation>On ne peut pas dessiner sur des cases déjà remplies.</translation>
    </message>
    <message>
        <source>At least one cell must be on the ground floor or right above a filled cell.</source>
        <translation>Au moins une case doit être au rez-de-chaussée ou juste au-dessus d&apos;une case remplie.</translation>
    </message>
    <message>
        <source>These cells do not form the chosen shape.</source>
        <translation>Ces cases ne forment pas la tuile choisie.</translation>
    </message>
    <message>
        <source>Shapes may be turned but not mirrored: this is the mirror image.</source>
        <translation>Les tuiles se tournent mais ne se retournent pas : ceci est l&apos;image en miroir.</translation>
    </message>
    <message>
        <source>The X must go in a cell of the shape just drawn.</source>
        <translation>Le X doit aller dans une case de la tuile qui vient d&apos;être dessinée.</translation>
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
        <translation>Débloqué pendant ce tour : utilisable à partir de votre prochain tour.</translation>
    </message>
    <message>
        <source>This ability is not unlocked, or all its stars are used.</source>
        <translation>Cette capacité n&apos;est pas débloquée, ou toutes ses étoiles sont utilisées.</translation>
    </message>
    <message>
        <source>No X is already in use this turn.</source>
        <translation>Pas de X est déjà utilisé ce tour-ci.</translation>
    </message>
    <message>
        <source>This ability track is already full.</source>
        <translation>Cette piste de capacités est déjà pleine.</translation>
    </message>
    <message>
        <source>This die was used for the shape: only unused dice can be chosen.</source>
        <translation>Ce dé a servi pour la tuile : seuls les dés inutilisés peuvent être choisis.</translation>
    </message>
    <message>
        <source>You have already taken this die.</source>
        <translation>Vous avez déjà pris ce dé.</translation>
    </message>
    <message>
        <source>This die shows another colour: it marks only the track of its colour.</source>
        <translation>Ce dé montre une autre couleur : il ne coche que la piste de sa couleur.</translation>
    </message>
    <message>
        <source>A shape can still be drawn, so you cannot pass.</source>
        <translation>Une tuile peut encore être dessinée : vous ne pouvez pas passer.</translation>
    </message>
    <message>
        <source>No single cell can be drawn anywhere in the building.</source>
        <translation>Aucune case isolée ne peut être dessinée dans le bâtiment.</translation>
    </message>
    <message>
        <source>The joker has no ability track of its own.</source>
        <translation>Le joker n&apos;a pas de piste de capacités à lui.</translation>
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
            <numerusform>%1 complète la piste rouge : +%n point.</numerusform>
            <numerusform>%1 complète la piste rouge : +%n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the blue track: +%n point(s).</source>
        <translation>
            <numerusform>%1 complète la piste bleue : +%n point.</numerusform>
            <numerusform>%1 complète la piste bleue : +%n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the purple track: +%n point(s).</source>
        <translation>
            <numerusform>%1 complète la piste violette : +%n point.</numerusform>
            <numerusform>%1 complète la piste violette : +%n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the green track: +%n point(s).</source>
        <translation>
            <numerusform>%1 complète la piste verte : +%n point.</numerusform>
            <numerusform>%1 complète la piste verte : +%n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the yellow track: +%n point(s).</source>
        <translation>
            <numerusform>%1 complète la piste jaune : +%n point.</numerusform>
            <numerusform>%1 complète la piste jaune : +%n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 uses a red bonus: one more red die.</source>
        <translation>%1 utilise un bonus rouge : un dé rouge de plus.</translation>
    </message>
    <message>
        <source>%1 uses a blue bonus: one more blue die.</source>
        <translation>%1 utilise un bonus bleu : un dé bleu de plus.</translation>
    </message>
    <message>
        <source>%1 uses a purple bonus: one more purple die.</source>
        <translation>%1 utilise un bonus violet : un dé violet de plus.</translation>
    </message>
    <message>
        <source>%1 uses a green bonus: one more green die.</source>
        <translation>%1 utilise un bonus vert : un dé vert de plus.</translation>
    </message>
    <message>
        <source>%1 uses a yellow bonus: one more yellow die.</source>
        <translation>%1 utilise un bonus jaune : un dé jaune de plus.</translation>
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
        <translation>Blason : deux cases sur la piste rouge (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: two boxes on the blue track (%1)</source>
        <translation>Blason : deux cases sur la piste bleue (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: two boxes on the purple track (%1)</source>
        <translation>Blason : deux cases sur la piste violette (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: two boxes on the green track (%1)</source>
        <translation>Blason : deux cases sur la piste verte (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: two boxes on the yellow track (%1)</source>
        <translation>Blason : deux cases sur la piste jaune (%1)</translation>
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
        <translation>%1 lance : %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 rerolls %n dice: %2.</source>
        <translation>
            <numerusform>%1 relance %n dé : %2.</numerusform>
            <numerusform>%1 relance %n dés : %2.</numerusform>
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
        <source>%1 uses No X: only windows this turn.</source>
        <translation>%1 utilise Pas de X : uniquement des fenêtres ce tour-ci.</translation>
    </message>
    <message>
        <source>%1 uses One X and draws a single cell.</source>
        <translation>%1 utilise Une case X et dessine une case isolée.</translation>
    </message>
    <message>
        <source>%1 chooses the %2.</source>
        <translation>%1 choisit la %2.</translation>
    </message>
    <message>
        <source>%1 uses New choice to take a crossed-out shape.</source>
        <translation>%1 utilise Nouveau choix pour prendre une tuile barrée.</translation>
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
            <numerusform>%1 complète la ligne %2 : +%n point.</numerusform>
            <numerusform>%1 complète la ligne %2 : +%n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes column %2: +%n point(s).</source>
        <translation>
            <numerusform>%1 complète la colonne %2 : +%n point.</numerusform>
            <numerusform>%1 complète la colonne %2 : +%n points.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 earns the coat of arms of row %2.</source>
        <translation>%1 obtient le blason de la ligne %2.</translation>
    </message>
    <message>
        <source>%1 earns the coat of arms of column %2.</source>
        <translation>%1 obtient le blason de la colonne %2.</translation>
    </message>
    <message>
        <source>%1 draws a single window for the coat of arms.</source>
        <translation>%1 dessine une fenêtre isolée grâce au blason.</translation>
    </message>
    <message>
        <source>%1 cannot use the coat of arms: nothing is left to do.</source>
        <translation>%1 ne peut pas utiliser le blason : plus rien n&apos;est possible.</translation>
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
        <source>%1 unlocks a %2 star (usable from their next turn).</source>
        <translation>%1 débloque une étoile « %2 » (utilisable dès son prochain tour).</translation>
    </message>
    <message>
        <source>End of %1&apos;s turn.</source>
        <translation>Fin du tour de %1.</translation>
    </message>
    <message>
        <source>%1 has %2 points or more: this round is the last one.</source>
        <translation>%1 a %2 points de victoire ou plus : ce tour de table est le dernier.</translation>
    </message>
    <message>
        <source>Game over: %1 wins!</source>
        <translation>Partie terminée : %1 gagne !</translation>
    </message>
    <message>
        <source>Game over: %1 share the win!</source>
        <translation>Partie terminée : %1 se partagent la victoire !</translation>
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
        <source>Use No X (%1)</source>
        <translation>Utiliser Pas de X (%1)</translation>
    </message>
    <message>
        <source>Draw a single X with One X (%1)</source>
        <translation>Dessiner une case X isolée avec Une case X (%1)</translation>
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
        <translation>Blason : dessiner une fenêtre isolée (%1)</translation>
    </message>
    <message>
        <source>Pass: no shape can be drawn (%1)</source>
        <translation>Passer : aucune tuile ne peut être dessinée (%1)</translation>
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
        <translation>%1, aucune tuile ne peut être dessinée : utilisez une capacité ou passez.</translation>
    </message>
    <message>
        <source>%1, choose a shape on the facade pad (bonuses and abilities first if you like).</source>
        <translation>%1, choisissez une tuile sur le bloc Façade (bonus et capacités d&apos;abord si vous le souhaitez).</translation>
    </message>
    <message>
        <source>%1, draw the %2 in your building; turn it as you like.</source>
        <translation>%1, dessinez la %2 dans votre bâtiment ; tournez-la comme vous voulez.</translation>
    </message>
    <message>
        <source>%1, choose the cell of the new shape that gets the X.</source>
        <translation>%1, choisissez la case de la nouvelle tuile qui reçoit le X.</translation>
    </message>
    <message>
        <source>%1, coat of arms: draw a single window, or mark two boxes on one track.</source>
        <translation>%1, blason : dessinez une fenêtre isolée, ou cochez deux cases sur une piste.</translation>
    </message>
    <message>
        <source>%1, you may still use One X, or end your turn.</source>
        <translation>%1, vous pouvez encore utiliser Une case X, ou terminer votre tour.</translation>
    </message>
    <message>
        <source>%1, choose a second unused die to mark a track, or stop.</source>
        <translation>%1, choisissez un second dé inutilisé pour cocher une piste, ou arrêtez.</translation>
    </message>
    <message>
        <source>%1, choose up to two unused dice to mark tracks, or skip.</source>
        <translation>%1, choisissez jusqu&apos;à deux dés inutilisés pour cocher des pistes, ou passez.</translation>
    </message>
    <message>
        <source>%1, choose an unused die to mark a track, or skip.</source>
        <translation>%1, choisissez un dé inutilisé pour cocher une piste, ou passez.</translation>
    </message>
    <message>
        <source>Last round: %1</source>
        <translation>Dernier tour de table : %1</translation>
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
        <translation>12 points atteints : c&apos;est le dernier tour de table</translation>
    </message>
    <message>
        <source>%1, your turn</source>
        <translation>%1, à vous de jouer</translation>
    </message>
    <message>
        <source>A new game begins: %1 starts.</source>
        <translation>Une nouvelle partie commence : %1 joue en premier.</translation>
    </message>
    <message>
        <source>Pick a facade shape on the pad: the dice it needs are taken automatically.</source>
        <translation>Choisissez une tuile Façade sur le bloc : les dés nécessaires sont pris automatiquement.</translation>
    </message>
    <message>
        <source>Joker: click the track you want to mark.</source>
        <translation>Joker : cliquez sur la piste à cocher.</translation>
    </message>
    <message>
        <source>Reroll: click the dice to roll again, then confirm (Enter).</source>
        <translation>Nouveau lancer : cliquez sur les dés à relancer, puis validez (Entrée).</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Annulé.</translation>
    </message>
    <message>
        <source>One X: click a highlighted cell of your building for the extra X.</source>
        <translation>Une case X : cliquez sur une case en surbrillance de votre bâtiment pour le X supplémentaire.</translation>
    </message>
    <message>
        <source>New choice: you may now pick a crossed-out shape on the pad.</source>
        <translation>Nouveau choix : vous pouvez maintenant choisir une tuile barrée sur le bloc.</translation>
    </message>
    <message>
        <source>This turn&apos;s shape is already chosen; undo to choose another one.</source>
        <translation>La tuile de ce tour est déjà choisie ; annulez pour en choisir une autre.</translation>
    </message>
    <message>
        <source>%1: move it over your building, rotate with the wheel, R or a right click, and click to draw it.</source>
        <translation>%1 : déplacez-la sur votre bâtiment, tournez-la avec la molette, R ou un clic droit, et cliquez pour la dessiner.</translation>
    </message>
    <message>
        <source>Only the active player draws in their building.</source>
        <translation>Seul le joueur actif dessine dans son bâtiment.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Lancez d&apos;abord les dés.</translation>
    </message>
    <message>
        <source>Pick a facade shape on the pad first.</source>
        <translation>Choisissez d&apos;abord une tuile Façade sur le bloc.</translation>
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
        <translation>Nouveau lancer : choisissez les dés</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Valider</translation>
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
        <translation>Ou cochez deux cases sur :</translation>
    </message>
    <message>
        <source>%1 marks:</source>
        <translation>%1 coche :</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Well done! Click Next to go on.</source>
        <translation>Bravo ! Cliquez sur Suivant pour continuer.</translation>
    </message>
    <message>
        <source>Well done: you have played a whole game!</source>
        <translation>Bravo : vous avez joué une partie entière !</translation>
    </message>
    <message>
        <source>Wait a moment: the demo is making its moves.</source>
        <translation>Un instant : la démonstration joue ses coups.</translation>
    </message>
    <message>
        <source>Read the explanation, then click Next to go on.</source>
        <translation>Lisez l&apos;explication, puis cliquez sur Suivant pour continuer.</translation>
    </message>
    <message>
        <source>The rules allow that move, but this demo follows a prepared game: please make the move described above.</source>
        <translation>Les règles permettent ce coup, mais cette démonstration suit une partie préparée : jouez plutôt le coup décrit ci-dessus.</translation>
    </message>
    <message>
        <source>Click “Roll the dice” under the table (or press Space).</source>
        <translation>Cliquez sur « Lancer les dés » sous la table (ou appuyez sur Espace).</translation>
    </message>
    <message>
        <source>Click the Reroll button at the end of your red track, click the dice %1, then confirm with Enter.</source>
        <translation>Cliquez sur le bouton Nouveau lancer au bout de votre piste rouge, cliquez sur les dés %1, puis validez avec Entrée.</translation>
    </message>
    <message>
        <source>Click the unlocked bonus (+) under your %1.</source>
        <translation>Cliquez sur le bonus (+) débloqué de cette piste : %1.</translation>
    </message>
    <message>
        <source>Click the New choice button at the end of your yellow track, then pick this crossed-out shape: %1. Draw it on the highlighted cells.</source>
        <translation>Cliquez sur le bouton Nouveau choix au bout de votre piste jaune, puis choisissez cette tuile barrée : %1. Dessinez-la sur les cases en surbrillance.</translation>
    </message>
    <message>
        <source>Pick this shape on the facade pad: %1. Then move it over your building, turn it with R or the mouse wheel, and click to draw it on the highlighted cells.</source>
        <translation>Choisissez cette tuile sur le bloc Façade : %1. Déplacez-la ensuite sur votre bâtiment, tournez-la avec R ou la molette, et cliquez pour la dessiner sur les cases en surbrillance.</translation>
    </message>
    <message>
        <source>Draw the shape on the highlighted cells (turn it with R or the mouse wheel).</source>
        <translation>Dessinez la tuile sur les cases en surbrillance (tournez-la avec R ou la molette).</translation>
    </message>
    <message>
        <source>Click the highlighted cell: it gets the X.</source>
        <translation>Cliquez sur la case en surbrillance : elle reçoit le X.</translation>
    </message>
    <message>
        <source>Click the highlighted cell to draw the free window.</source>
        <translation>Cliquez sur la case en surbrillance pour dessiner la fenêtre offerte.</translation>
    </message>
    <message>
        <source>Click the button “%1” under the table: two boxes of that track get marked.</source>
        <translation>Cliquez sur le bouton « %1 » sous la table : deux cases de cette piste sont cochées.</translation>
    </message>
    <message>
        <source>Click die %1 (the joker), then the button “%2” under the table.</source>
        <translation>Cliquez sur le dé %1 (le joker), puis sur le bouton « %2 » sous la table.</translation>
    </message>
    <message>
        <source>Click die %1 to mark a box on your %2.</source>
        <translation>Cliquez sur le dé %1 pour cocher une case de cette piste : %2.</translation>
    </message>
    <message>
        <source>Click “Skip” (or “Done”) under the table: you mark no more track.</source>
        <translation>Cliquez sur « Ne rien cocher » (ou « Terminé ») sous la table : vous ne cochez plus de piste.</translation>
    </message>
    <message>
        <source>Click the One X button at the end of your purple track, then the highlighted cell.</source>
        <translation>Cliquez sur le bouton Une case X au bout de votre piste violette, puis sur la case en surbrillance.</translation>
    </message>
    <message numerus="yes">
        <source>Click the Colour change button at the end of your green track and turn %n die(s) showing %1 into %2.</source>
        <translation>
            <numerusform>Cliquez sur le bouton Changement de couleur au bout de votre piste verte et faites passer %n dé de la couleur %1 à la couleur %2.</numerusform>
            <numerusform>Cliquez sur le bouton Changement de couleur au bout de votre piste verte et faites passer %n dés de la couleur %1 à la couleur %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the No X button at the end of your blue track.</source>
        <translation>Cliquez sur le bouton Pas de X au bout de votre piste bleue.</translation>
    </message>
    <message>
        <source>Click “End the turn” under the table.</source>
        <translation>Cliquez sur « Terminer le tour » sous la table.</translation>
    </message>
    <message>
        <source>Click “Pass” under the table.</source>
        <translation>Cliquez sur « Passer » sous la table.</translation>
    </message>
</context>
<context>
    <name>TutorialPanel</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>À vous de jouer</translation>
    </message>
    <message>
        <source>Nothing new here: make the move, as practice.</source>
        <translation>Rien de nouveau ici : jouez le coup pour vous entraîner.</translation>
    </message>
    <message>
        <source>The demo is making the moves up to the next step…</source>
        <translation>La démonstration joue les coups jusqu&apos;à l&apos;étape suivante…</translation>
    </message>
    <message>
        <source>Your move: %1</source>
        <translation>À vous : %1</translation>
    </message>
    <message>
        <source>Click Next to go on.</source>
        <translation>Cliquez sur Suivant pour continuer.</translation>
    </message>
    <message>
        <source>The demo is over. Click Finish to close it.</source>
        <translation>La démonstration est terminée. Cliquez sur Terminer pour la fermer.</translation>
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
        <source>&amp;Next</source>
        <translation>&amp;Suivant</translation>
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
        <translation>Jouer tout de suite le prochain coup de l&apos;ordinateur</translation>
    </message>
</context>
</TS>
