<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>AboutBox</name>
    <message>
        <source>About %1</source>
        <translation>Über %1</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Board games to play at one computer, passing it around or against computer players: %1.</source>
        <translation>Brettspiele für einen Computer, reihum oder gegen Computerspieler: %1.</translation>
    </message>
    <message>
        <source>This is an unofficial fan implementation, not made or endorsed by the designers or the publishers.</source>
        <translation>Dies ist eine inoffizielle Fan-Umsetzung, weder von den Autoren noch von den Verlagen erstellt oder unterstützt.</translation>
    </message>
    <message>
        <source>This program is free software under the MIT License (see details).</source>
        <translation>Dieses Programm ist freie Software unter der MIT-Lizenz (siehe Details).</translation>
    </message>
    <message>
        <source>Made with Qt %1 and PySide6 %2 (LGPL 3).</source>
        <translation>Erstellt mit Qt %1 und PySide6 %2 (LGPL 3).</translation>
    </message>
</context>
<context>
    <name>AutosaveKeeper</name>
    <message>
        <source>They were saved for another game than the one kept.</source>
        <translation>Sie wurden für ein anderes Spiel gespeichert als das aufbewahrte.</translation>
    </message>
    <message>
        <source>The file that holds them is damaged.</source>
        <translation>Die Datei, die sie enthält, ist beschädigt.</translation>
    </message>
    <message>
        <source>One of them is a move the rules do not allow.</source>
        <translation>Einer davon ist ein Zug, den die Regeln nicht erlauben.</translation>
    </message>
    <message>
        <source>The game is back with every move that could be restored. Their file was kept as %1.</source>
        <translation>Das Spiel ist mit allen Zügen zurück, die wiederhergestellt werden konnten. Die Datei mit diesen Zügen wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Their file was kept as %1.</source>
        <translation>Die Datei mit diesen Zügen wurde als %1 aufbewahrt.</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Unfertiges Spiel</translation>
    </message>
    <message>
        <source>The latest moves of the unfinished game cannot all be restored.</source>
        <translation>Die letzten Züge des unfertigen Spiels können nicht alle wiederhergestellt werden.</translation>
    </message>
</context>
<context>
    <name>AutosaveMarker</name>
    <message>
        <source>Games are not being saved</source>
        <translation>Spiele werden nicht gespeichert</translation>
    </message>
    <message>
        <source>Your games cannot be saved automatically in %1: %2.
Click here to save this game somewhere else (Save As).</source>
        <translation>Deine Spiele können nicht automatisch in %1 gespeichert werden: %2.
Klicke hier, um dieses Spiel woanders zu speichern (Speichern unter).</translation>
    </message>
</context>
<context>
    <name>BotDriver</name>
    <message>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Stark</translation>
    </message>
</context>
<context>
    <name>ColourPopover</name>
    <message>
        <source>New face:</source>
        <translation>Neue Seite:</translation>
    </message>
</context>
<context>
    <name>CopenhagenConfirmTurns</name>
    <message>
        <source>Confirm each turn</source>
        <translation>Jeden Zug bestätigen</translation>
    </message>
    <message>
        <source>A finished turn waits for End turn, so that its steps can still be undone</source>
        <translation>Ein fertiger Zug wartet auf „Zug beenden“, damit sich seine Schritte noch zurücknehmen lassen</translation>
    </message>
</context>
<context>
    <name>CopenhagenKeys</name>
    <message>
        <source>Take, place or end the turn</source>
        <translation>Nehmen, legen oder Zug beenden</translation>
    </message>
    <message>
        <source>Enter: take the card or place the tile the ring is on, play the hint shown, or end a finished turn</source>
        <translation>Eingabe: die Karte nehmen oder das Plättchen legen, auf dem der Rahmen steht, den angezeigten Tipp spielen oder einen fertigen Zug beenden</translation>
    </message>
    <message>
        <source>Next facade tile</source>
        <translation>Nächstes Fassadenplättchen</translation>
    </message>
    <message>
        <source>Previous facade tile</source>
        <translation>Vorheriges Fassadenplättchen</translation>
    </message>
    <message>
        <source>Take a harbour card</source>
        <translation>Eine Karte aus dem Hafen nehmen</translation>
    </message>
    <message>
        <source>Harbour card %1</source>
        <translation>Hafenkarte %1</translation>
    </message>
    <message>
        <source>Move the ring</source>
        <translation>Rahmen bewegen</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Nach links</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Nach rechts</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Nach unten</translation>
    </message>
    <message>
        <source>%1: your turn is done. End the turn (Enter), or undo a step (Ctrl+Z).</source>
        <translation>%1: Dein Zug ist fertig. Beende den Zug (Eingabe) oder nimm einen Schritt zurück (Strg+Z).</translation>
    </message>
    <message>
        <source>End the turn: the harbour is refilled and the next player plays (E or Enter)</source>
        <translation>Zug beenden: Der Hafen wird aufgefüllt und der nächste Spieler ist dran (E oder Eingabe)</translation>
    </message>
</context>
<context>
    <name>CopenhagenOptions</name>
    <message>
        <source>First player</source>
        <translation>Erster Spieler</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
    <message>
        <source>Start player:</source>
        <translation>Startspieler:</translation>
    </message>
    <message>
        <source>Show my hand</source>
        <translation>Meine Hand zeigen</translation>
    </message>
</context>
<context>
    <name>CopenhagenResult</name>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Reihen</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Spalten</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Empty squares</source>
        <translation>Leere Felder</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Most points wins; a tie goes to the fewest empty squares.</source>
        <translation>Wer die meisten Punkte hat, gewinnt; bei Gleichstand, wer die wenigsten leeren Felder hat.</translation>
    </message>
</context>
<context>
    <name>CopenhagenSituation</name>
    <message>
        <source>These squares are no whole tiles: each tile has its own shape and exactly one brick square, where the tile has it.</source>
        <translation>Diese Felder ergeben keine ganzen Plättchen: Jedes Plättchen hat seine Form und genau ein Mauerwerksfeld, dort, wo das Plättchen es hat.</translation>
    </message>
    <message>
        <source>A tile cannot float: each one rests on the ground or on tiles built before it.</source>
        <translation>Ein Plättchen kann nicht schweben: Jedes ruht auf dem Boden oder auf vorher gebauten Plättchen.</translation>
    </message>
    <message>
        <source>The game has no more tiles of that kind for this many players.</source>
        <translation>Das Spiel hat für so viele Spieler keine weiteren Plättchen dieser Art.</translation>
    </message>
    <message>
        <source>The tiles left and the tiles built do not add up to the game&apos;s stack.</source>
        <translation>Übrige und gebaute Plättchen ergeben zusammen nicht den Stapel des Spiels.</translation>
    </message>
    <message>
        <source>The game has no more cards of that colour: hands, harbour and discard pile hold them all.</source>
        <translation>Das Spiel hat keine weiteren Karten dieser Farbe: Hände, Hafen und Ablagestapel haben sie alle.</translation>
    </message>
    <message>
        <source>A turn starts with at most 7 cards in hand.</source>
        <translation>Ein Zug beginnt mit höchstens 7 Handkarten.</translation>
    </message>
    <message>
        <source>A turn starts with 7 cards in the harbour.</source>
        <translation>Ein Zug beginnt mit 7 Karten im Hafen.</translation>
    </message>
    <message>
        <source>A player owns each ability tile once at most.</source>
        <translation>Jedes Fähigkeitsplättchen besitzt ein Spieler höchstens einmal.</translation>
    </message>
    <message>
        <source>Every player keeps the Any Cards tile they started with.</source>
        <translation>Jeder Spieler behält das Plättchen „Beliebige Karten“, mit dem er begonnen hat.</translation>
    </message>
    <message>
        <source>Special tiles and new ability tiles come from coats of arms: this house has not earned that many.</source>
        <translation>Spezialplättchen und neue Fähigkeitsplättchen kommen von Wappen: Dieses Haus hat nicht so viele verdient.</translation>
    </message>
    <message>
        <source>With two players the End of Game card is in the deck; once it is revealed the game is over.</source>
        <translation>Zu zweit liegt die Spielendekarte im Nachziehstapel; ist sie aufgedeckt, ist das Spiel vorbei.</translation>
    </message>
    <message>
        <source>A player has 12 points: the game has ended.</source>
        <translation>Jemand hat 12 Punkte: Das Spiel ist zu Ende.</translation>
    </message>
</context>
<context>
    <name>CopenhagenSituationEditor</name>
    <message>
        <source>Tile to build</source>
        <translation>Zu bauendes Plättchen</translation>
    </message>
    <message>
        <source>T&amp;urn the tile</source>
        <translation>Plättchen &amp;drehen</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Shown on the table:</source>
        <translation>Auf dem Tisch gezeigt:</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>End of Game card:</source>
        <translation>Spielendekarte:</translation>
    </message>
    <message>
        <source>In the deck</source>
        <translation>Im Nachziehstapel</translation>
    </message>
    <message>
        <source>Click a stack of facade tiles, then an empty square of a house.</source>
        <translation>Klicke einen Stapel der Fassadenplättchen an, dann ein leeres Feld eines Hauses.</translation>
    </message>
    <message>
        <source>Tile: %1, %2 squares. Click the square for its brick square.</source>
        <translation>Plättchen: %1, %2 Felder. Klicke das Feld an, auf das sein Mauerwerk kommt.</translation>
    </message>
    <message>
        <source>Click a stack, then a square of a house to build that tile there (right click: turn it); a built square takes its tiles away. Click a harbour card to change its colour, a card of the hand for one more, an ability tile to turn it.</source>
        <translation>Klicke einen Stapel an, dann ein Feld eines Hauses, um dieses Plättchen dort zu bauen (Rechtsklick: drehen); ein bebautes Feld nimmt seine Plättchen wieder weg. Klicke eine Hafenkarte an, um ihre Farbe zu ändern, eine Handkarte für eine weitere, ein Fähigkeitsplättchen, um es umzudrehen.</translation>
    </message>
    <message>
        <source>End of Game card</source>
        <translation>Spielendekarte</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Set aside (before the first reshuffle)</source>
        <translation>Beiseitegelegt (vor dem ersten Neumischen)</translation>
    </message>
    <message>
        <source>Tile: %1, a single square. Click the square it goes on.</source>
        <translation>Plättchen: %1, ein einzelnes Feld. Klicke das Feld an, auf das es kommt.</translation>
    </message>
    <message>
        <source>Start of the turn</source>
        <translation>Beginn des Zugs</translation>
    </message>
    <message>
        <source>Take tiles away</source>
        <translation>Plättchen entfernen</translation>
    </message>
    <message>
        <source>Build a tile</source>
        <translation>Plättchen bauen</translation>
    </message>
    <message>
        <source>Harbour card</source>
        <translation>Hafenkarte</translation>
    </message>
    <message>
        <source>Ability tile</source>
        <translation>Fähigkeitsplättchen</translation>
    </message>
</context>
<context>
    <name>CopenhagenTable</name>
    <message>
        <source>Harbour</source>
        <translation>Hafen</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Nachziehstapel</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Nachziehstapel: %n Karte</numerusform>
            <numerusform>Nachziehstapel: %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard: %n card(s)</source>
        <translation>
            <numerusform>Ablagestapel: %n Karte</numerusform>
            <numerusform>Ablagestapel: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>End of Game card: set aside until the deck is reshuffled</source>
        <translation>Spielendekarte: beiseitegelegt, bis der Nachziehstapel neu gemischt wird</translation>
    </message>
    <message>
        <source>End of Game card revealed: the game is over</source>
        <translation>Spielendekarte aufgedeckt: Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>End of Game card: in the deck, it may come up at the next refill</source>
        <translation>Spielendekarte: im Nachziehstapel; sie kann beim nächsten Auffüllen aufgedeckt werden</translation>
    </message>
    <message>
        <source>End of Game card: among the bottom 10 cards of the deck</source>
        <translation>Spielendekarte: in den untersten 10 Karten des Nachziehstapels</translation>
    </message>
    <message>
        <source>Facade tiles</source>
        <translation>Fassadenplättchen</translation>
    </message>
    <message>
        <source>Special tiles</source>
        <translation>Spezialplättchen</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>Hand von %1</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <translation>Die Handkarten sind verdeckt</translation>
    </message>
    <message>
        <source>Hidden: Reveal hand shows it</source>
        <translation>Verdeckt: „Hand aufdecken“ zeigt sie</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n Karte auf der Hand</numerusform>
            <numerusform>%n Karten auf der Hand</numerusform>
        </translation>
    </message>
    <message>
        <source>to play</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>Sieger</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n Karte</numerusform>
            <numerusform>%n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Weitergeben an %1</translation>
    </message>
    <message>
        <source>Click here (or press Space) when ready: your hand will be shown.</source>
        <translation>Klicke hier (oder drücke die Leertaste), sobald du bereit bist: Dann werden deine Handkarten gezeigt.</translation>
    </message>
    <message>
        <source>END</source>
        <translation>ENDE</translation>
    </message>
    <message>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>white</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Any Cards</source>
        <translation>Beliebige Karten</translation>
    </message>
    <message>
        <source>Additional Card</source>
        <translation>Zusätzliche Karte</translation>
    </message>
    <message>
        <source>Construction Discount</source>
        <translation>Baurabatt</translation>
    </message>
    <message>
        <source>Change of Colors</source>
        <translation>Farbwechsel</translation>
    </message>
    <message>
        <source>Both Actions</source>
        <translation>Beide Aktionen</translation>
    </message>
    <message>
        <source>The 2 cards taken need not be next to each other.</source>
        <translation>Die 2 genommenen Karten müssen nicht nebeneinander liegen.</translation>
    </message>
    <message>
        <source>Take a 3rd card, from any slot.</source>
        <translation>Nimm eine 3. Karte von einem beliebigen Platz.</translation>
    </message>
    <message>
        <source>A facade costs 1 card less.</source>
        <translation>Eine Fassade kostet 1 Karte weniger.</translation>
    </message>
    <message>
        <source>Cards of one other colour pay as the tile&apos;s colour.</source>
        <translation>Karten einer anderen Farbe zählen als Karten in der Farbe des Plättchens.</translation>
    </message>
    <message>
        <source>Take cards, then construct a facade, in one turn.</source>
        <translation>Im selben Zug erst Karten nehmen, dann eine Fassade bauen.</translation>
    </message>
    <message>
        <source>not owned</source>
        <translation>nicht im Besitz</translation>
    </message>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>used</source>
        <translation>benutzt</translation>
    </message>
    <message>
        <source>a red card</source>
        <translation>eine rote Karte</translation>
    </message>
    <message>
        <source>a yellow card</source>
        <translation>eine gelbe Karte</translation>
    </message>
    <message>
        <source>a green card</source>
        <translation>eine grüne Karte</translation>
    </message>
    <message>
        <source>a blue card</source>
        <translation>eine blaue Karte</translation>
    </message>
    <message>
        <source>a purple card</source>
        <translation>eine lila Karte</translation>
    </message>
    <message>
        <source>a red tile</source>
        <translation>ein rotes Plättchen</translation>
    </message>
    <message>
        <source>a yellow tile</source>
        <translation>ein gelbes Plättchen</translation>
    </message>
    <message>
        <source>a green tile</source>
        <translation>ein grünes Plättchen</translation>
    </message>
    <message>
        <source>a blue tile</source>
        <translation>ein blaues Plättchen</translation>
    </message>
    <message>
        <source>a purple tile</source>
        <translation>ein lila Plättchen</translation>
    </message>
</context>
<context>
    <name>CopenhagenTexts</name>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist vorbei.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Du bist nicht am Zug.</translation>
    </message>
    <message>
        <source>That does not belong to this step of the turn.</source>
        <translation>Das gehört nicht zu diesem Schritt des Zuges.</translation>
    </message>
    <message>
        <source>The cards have not been drawn yet.</source>
        <translation>Die Karten wurden noch nicht gezogen.</translation>
    </message>
    <message>
        <source>Those cards cannot come out of the deck.</source>
        <translation>Diese Karten können nicht aus dem Nachziehstapel kommen.</translation>
    </message>
    <message>
        <source>The harbour has no such place.</source>
        <translation>Diesen Platz gibt es im Hafen nicht.</translation>
    </message>
    <message>
        <source>That place in the harbour is empty.</source>
        <translation>Dieser Platz im Hafen ist leer.</translation>
    </message>
    <message>
        <source>There are no white cards.</source>
        <translation>Es gibt keine weißen Karten.</translation>
    </message>
    <message>
        <source>You have no card of that colour.</source>
        <translation>Du hast keine Karte dieser Farbe.</translation>
    </message>
    <message>
        <source>There is no such tile.</source>
        <translation>Dieses Plättchen gibt es nicht.</translation>
    </message>
    <message>
        <source>Special tiles come only from coats of arms.</source>
        <translation>Spezialplättchen gibt es nur über Wappen.</translation>
    </message>
    <message>
        <source>No tile of that kind is left.</source>
        <translation>Von diesem Plättchen ist keines mehr übrig.</translation>
    </message>
    <message>
        <source>The tile would stick out of the house.</source>
        <translation>Das Plättchen würde über das Haus hinausragen.</translation>
    </message>
    <message>
        <source>Those squares are not the shape of the tile.</source>
        <translation>Diese Felder haben nicht die Form des Plättchens.</translation>
    </message>
    <message>
        <source>The tile would cover a square already built.</source>
        <translation>Das Plättchen würde ein schon bebautes Feld bedecken.</translation>
    </message>
    <message>
        <source>The tile needs a square on the ground floor or right above a built one.</source>
        <translation>Das Plättchen braucht ein Feld im Erdgeschoss oder direkt über einem bebauten Feld.</translation>
    </message>
    <message>
        <source>That tile fits nowhere in your house.</source>
        <translation>Dieses Plättchen passt nirgends in dein Haus.</translation>
    </message>
    <message>
        <source>Your cards cannot pay for that tile there.</source>
        <translation>Deine Karten reichen für dieses Plättchen an dieser Stelle nicht.</translation>
    </message>
    <message>
        <source>That is not the number of cards the tile costs.</source>
        <translation>Das ist nicht die Anzahl Karten, die das Plättchen kostet.</translation>
    </message>
    <message>
        <source>The second card must lie next to the first one (unless you use “Any Cards”).</source>
        <translation>Die zweite Karte muss neben der ersten liegen (außer mit „Beliebige Karten“).</translation>
    </message>
    <message>
        <source>The brick square is not where this tile has its brick.</source>
        <translation>Das Mauerwerksfeld liegt nicht dort, wo dieses Plättchen sein Mauerwerk hat.</translation>
    </message>
    <message>
        <source>Building after taking cards needs an active “Both Actions” tile.</source>
        <translation>Um nach dem Kartennehmen zu bauen, brauchst du ein aktives Plättchen „Beide Aktionen“.</translation>
    </message>
    <message>
        <source>Pay with cards of the tile&apos;s colour (or use “Change of Colors”).</source>
        <translation>Bezahle mit Karten in der Farbe des Plättchens (oder nutze „Farbwechsel“).</translation>
    </message>
    <message>
        <source>“Change of Colors” turns one colour only.</source>
        <translation>„Farbwechsel“ ändert nur eine Farbe.</translation>
    </message>
    <message>
        <source>You do not have that ability tile.</source>
        <translation>Du hast dieses Fähigkeitsplättchen nicht.</translation>
    </message>
    <message>
        <source>That ability tile is used; a coat of arms can refresh it.</source>
        <translation>Dieses Fähigkeitsplättchen ist benutzt; ein Wappen kann es neu aktivieren.</translation>
    </message>
    <message>
        <source>Not at this moment of the turn.</source>
        <translation>Nicht an dieser Stelle des Zuges.</translation>
    </message>
    <message>
        <source>No special tile is left.</source>
        <translation>Es ist kein Spezialplättchen mehr übrig.</translation>
    </message>
    <message>
        <source>You already have that ability tile.</source>
        <translation>Du hast dieses Fähigkeitsplättchen schon.</translation>
    </message>
    <message>
        <source>None of your ability tiles is used.</source>
        <translation>Keines deiner Fähigkeitsplättchen ist benutzt.</translation>
    </message>
    <message>
        <source>See the rule</source>
        <translation>Zur Regel</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 ist am Zug…</translation>
    </message>
    <message>
        <source>%1: take a card from the harbour, or choose a facade tile to build.</source>
        <translation>%1: Nimm eine Karte aus dem Hafen oder wähle ein Fassadenplättchen zum Bauen.</translation>
    </message>
    <message>
        <source>%1: take a second card, next to the first one.</source>
        <translation>%1: Nimm eine zweite Karte, direkt neben der ersten.</translation>
    </message>
    <message>
        <source>%1: more than 7 cards — click a card of your hand to discard it.</source>
        <translation>%1: mehr als 7 Karten — klicke eine Handkarte an, um sie abzulegen.</translation>
    </message>
    <message>
        <source>%1: take a third card, build a facade, or end your turn.</source>
        <translation>%1: Nimm eine dritte Karte, baue eine Fassade oder beende deinen Zug.</translation>
    </message>
    <message>
        <source>%1: coat of arms — place a special tile, take an ability tile or refresh.</source>
        <translation>%1: Wappen — lege ein Spezialplättchen, nimm ein Fähigkeitsplättchen oder aktiviere deine Plättchen neu.</translation>
    </message>
    <message>
        <source>%1: take a third card or end your turn.</source>
        <translation>%1: Nimm eine dritte Karte oder beende deinen Zug.</translation>
    </message>
    <message>
        <source>%1: build a facade or end your turn.</source>
        <translation>%1: Baue eine Fassade oder beende deinen Zug.</translation>
    </message>
    <message>
        <source>%1 reached 12 points and wins.</source>
        <translation>%1 erreicht 12 Punkte und gewinnt.</translation>
    </message>
    <message>
        <source>The End of Game card came up. Winner: %1.</source>
        <translation>Die Spielendekarte wurde aufgedeckt. Sieger: %1.</translation>
    </message>
    <message>
        <source>The game ends when the End of Game card comes up at a refill, or once a player has 12 points.</source>
        <translation>Das Spiel endet, wenn die Spielendekarte beim Auffüllen aufgedeckt wird oder sobald jemand 12 Punkte hat.</translation>
    </message>
    <message>
        <source>The cards are dealt</source>
        <translation>Die Karten werden verteilt</translation>
    </message>
    <message>
        <source>The harbour is refilled</source>
        <translation>Der Hafen wird aufgefüllt</translation>
    </message>
    <message>
        <source>%1 takes the card in harbour place %2</source>
        <translation>%1 nimmt die Karte von Hafenplatz %2</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 legt %2 ab</translation>
    </message>
    <message>
        <source>%1 builds %2 of %3 squares</source>
        <translation>%1 baut %2 mit %3 Feldern</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <translation>%1 beendet den Zug</translation>
    </message>
    <message>
        <source>%1 places a special tile</source>
        <translation>%1 legt ein Spezialplättchen</translation>
    </message>
    <message>
        <source>%1 takes the ability tile “%2”</source>
        <translation>%1 nimmt das Fähigkeitsplättchen „%2“</translation>
    </message>
    <message>
        <source>The End of Game card comes up.</source>
        <translation>Die Spielendekarte wird aufgedeckt.</translation>
    </message>
    <message>
        <source>%1 uses “%2”.</source>
        <translation>%1 nutzt „%2“.</translation>
    </message>
    <message>
        <source>%1 takes the ability tile “%2”.</source>
        <translation>%1 nimmt das Fähigkeitsplättchen „%2“.</translation>
    </message>
    <message>
        <source>Hint: take the ability tile “%1”.</source>
        <translation>Tipp: Nimm das Fähigkeitsplättchen „%1“.</translation>
    </message>
    <message>
        <source>Take “%1”</source>
        <translation>„%1“ nehmen</translation>
    </message>
    <message>
        <source>%1 refreshes the ability tiles</source>
        <translation>%1 aktiviert die Fähigkeitsplättchen neu</translation>
    </message>
    <message>
        <source>%1: take a second card, from any place with “%2”.</source>
        <translation>%1: Nimm eine zweite Karte, dank „%2“ von einem beliebigen Platz.</translation>
    </message>
    <message>
        <source>End of Game card: may come at the next refill</source>
        <translation>Spielendekarte: kann beim nächsten Auffüllen kommen</translation>
    </message>
    <message numerus="yes">
        <source>End of Game card: after %n more card(s)</source>
        <translation>
            <numerusform>Spielendekarte: nach %n weiteren Karte</numerusform>
            <numerusform>Spielendekarte: nach %n weiteren Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>End of Game card: set aside until the reshuffle</source>
        <translation>Spielendekarte: beiseitegelegt bis zum Neumischen</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) dealt to %1</source>
        <translation>
            <numerusform>%n Karte an %1 verteilt</numerusform>
            <numerusform>%n Karten an %1 verteilt</numerusform>
        </translation>
    </message>
    <message>
        <source>Harbour place %1: %2.</source>
        <translation>Hafenplatz %1: %2.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new deck of %n card(s).</source>
        <translation>
            <numerusform>Der Ablagestapel wird zu einem neuen Nachziehstapel mit %n Karte gemischt.</numerusform>
            <numerusform>Der Ablagestapel wird zu einem neuen Nachziehstapel mit %n Karten gemischt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The End of Game card is now among the bottom 10 cards of the deck.</source>
        <translation>Die Spielendekarte steckt jetzt in den untersten 10 Karten des Nachziehstapels.</translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1 nimmt %2.</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1 legt %2 ab.</translation>
    </message>
    <message numerus="yes">
        <source>%1 builds a facade for %n card(s).</source>
        <translation>
            <numerusform>%1 baut eine Fassade für %n Karte.</numerusform>
            <numerusform>%1 baut eine Fassade für %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 places a special tile.</source>
        <translation>%1 legt ein Spezialplättchen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 completes a row: %n point(s).</source>
        <translation>
            <numerusform>%1 vervollständigt eine Reihe: %n Punkt.</numerusform>
            <numerusform>%1 vervollständigt eine Reihe: %n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes a column: %n point(s).</source>
        <translation>
            <numerusform>%1 vervollständigt eine Spalte: %n Punkt.</numerusform>
            <numerusform>%1 vervollständigt eine Spalte: %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 earns a coat of arms.</source>
        <translation>%1 erhält ein Wappen.</translation>
    </message>
    <message numerus="yes">
        <source>%1 turns %n ability tile(s) back to the active side.</source>
        <translation>
            <numerusform>%1 dreht %n Fähigkeitsplättchen zurück auf die aktive Seite.</numerusform>
            <numerusform>%1 dreht %n Fähigkeitsplättchen zurück auf die aktive Seite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 can do nothing with %n coat(s) of arms.</source>
        <translation>
            <numerusform>%1 kann mit %n Wappen nichts anfangen.</numerusform>
            <numerusform>%1 kann mit %n Wappen nichts anfangen.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s turn ends.</source>
        <translation>Der Zug von %1 endet.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>Pay %1</source>
        <translation>Bezahlen: %1</translation>
    </message>
    <message>
        <source>Hint: build %1 of %2 squares where it is marked.</source>
        <translation>Tipp: Baue %1 mit %2 Feldern an der markierten Stelle.</translation>
    </message>
    <message>
        <source>Hint: discard %1.</source>
        <translation>Tipp: Lege %1 ab.</translation>
    </message>
    <message>
        <source>Hint: end your turn.</source>
        <translation>Tipp: Beende deinen Zug.</translation>
    </message>
    <message>
        <source>Hint: place a special tile where it is marked.</source>
        <translation>Tipp: Lege ein Spezialplättchen an die markierte Stelle.</translation>
    </message>
    <message numerus="yes">
        <source>It costs %n card(s).</source>
        <translation>
            <numerusform>Der Zug kostet %n Karte.</numerusform>
            <numerusform>Der Zug kostet %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: take %1 from harbour place %2.</source>
        <translation>Tipp: Nimm %1 von Hafenplatz %2.</translation>
    </message>
    <message>
        <source>It uses “%1”.</source>
        <translation>Der Zug nutzt „%1“.</translation>
    </message>
    <message numerus="yes">
        <source>It scores %n point(s).</source>
        <translation>
            <numerusform>Der Zug bringt %n Punkt.</numerusform>
            <numerusform>Der Zug bringt %n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>That wins the game at once.</source>
        <translation>Damit gewinnst du sofort das Spiel.</translation>
    </message>
    <message numerus="yes">
        <source>It earns %n coat(s) of arms.</source>
        <translation>
            <numerusform>Der Zug bringt %n Wappen.</numerusform>
            <numerusform>Der Zug bringt %n Wappen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: refresh your ability tiles.</source>
        <translation>Tipp: Aktiviere deine Fähigkeitsplättchen neu.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <source>Refresh abilities</source>
        <translation>Fähigkeiten neu aktivieren</translation>
    </message>
    <message>
        <source>Rotate tile</source>
        <translation>Plättchen drehen</translation>
    </message>
    <message>
        <source>Mirror tile</source>
        <translation>Plättchen spiegeln</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Reveal &amp;hand</source>
        <translation>&amp;Hand aufdecken</translation>
    </message>
    <message>
        <source>Presenter view: show the hand of the player at the screen to the room</source>
        <translation>Präsentationsansicht: die Hand der Person am Bildschirm dem Publikum zeigen</translation>
    </message>
    <message>
        <source>How do you pay?</source>
        <translation>Wie bezahlst du?</translation>
    </message>
    <message numerus="yes">
        <source>%1 builds %2 of %3 squares on the ground floor, column %4, for %n card(s).</source>
        <translation>
            <numerusform>%1 baut %2 mit %3 Feldern im Erdgeschoss, Spalte %4, für %n Karte.</numerusform>
            <numerusform>%1 baut %2 mit %3 Feldern im Erdgeschoss, Spalte %4, für %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 builds %2 of %3 squares on floor %4, column %5, for %n card(s).</source>
        <translation>
            <numerusform>%1 baut %2 mit %3 Feldern in Stockwerk %4, Spalte %5, für %n Karte.</numerusform>
            <numerusform>%1 baut %2 mit %3 Feldern in Stockwerk %4, Spalte %5, für %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>It takes %1: its cards now pay for %2 of %3 squares.</source>
        <translation>Der Zug bringt %1: Damit reichen die Karten jetzt für %2 mit %3 Feldern.</translation>
    </message>
    <message numerus="yes">
        <source>It takes %1, saving up for %2 of %3 squares: %n more card(s) needed.</source>
        <translation>
            <numerusform>Der Zug bringt %1; Ziel: %2 mit %3 Feldern, es fehlt noch %n Karte.</numerusform>
            <numerusform>Der Zug bringt %1; Ziel: %2 mit %3 Feldern, es fehlen noch %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It takes %1 and now holds %n of that colour.</source>
        <translation>
            <numerusform>Der Zug bringt %1: Jetzt ist %n Karte dieser Farbe auf der Hand.</numerusform>
            <numerusform>Der Zug bringt %1: Jetzt sind %n Karten dieser Farbe auf der Hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is more than %n cards: it must discard one.</source>
        <translation>
            <numerusform>Das ist mehr als %n Karte: Eine muss abgelegt werden.</numerusform>
            <numerusform>Das sind mehr als %n Karten: Eine muss abgelegt werden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its turn ends, and the End of Game card may come at this refill.</source>
        <translation>Der Zug endet, und bei diesem Auffüllen kann die Spielendekarte kommen.</translation>
    </message>
    <message>
        <source>With it, your cards pay for %1 of %2 squares.</source>
        <translation>Damit reichen deine Karten für %1 mit %2 Feldern.</translation>
    </message>
    <message numerus="yes">
        <source>You save up for %1 of %2 squares: %n more card(s) needed.</source>
        <translation>
            <numerusform>Ziel: %1 mit %2 Feldern, es fehlt noch %n Karte.</numerusform>
            <numerusform>Ziel: %1 mit %2 Feldern, es fehlen noch %n Karten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You then hold more than %n cards and must discard one.</source>
        <translation>
            <numerusform>Dann hast du mehr als %n Karte und musst eine abwerfen.</numerusform>
            <numerusform>Dann hast du mehr als %n Karten und musst eine abwerfen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CopenhagenTutorial</name>
    <message>
        <source>Click the card in harbour place %1.</source>
        <translation>Klicke die Karte auf Hafenplatz %1 an.</translation>
    </message>
    <message>
        <source>Click %1 in your hand to discard it.</source>
        <translation>Klicke in deiner Hand auf %1, um sie abzulegen.</translation>
    </message>
    <message>
        <source>Choose the lit tile in the supply, move it onto the marked squares and click; then choose how to pay.</source>
        <translation>Wähle das hervorgehobene Plättchen im Vorrat, schieb es auf die markierten Felder und klicke; dann wähle, wie du bezahlst.</translation>
    </message>
    <message>
        <source>Click the marked square of your house.</source>
        <translation>Klicke auf das markierte Feld deines Hauses.</translation>
    </message>
    <message>
        <source>Take the ability tile “%1”: its button is under the table.</source>
        <translation>Nimm das Fähigkeitsplättchen „%1“: Die Schaltfläche dafür ist unter dem Tisch.</translation>
    </message>
    <message>
        <source>Click “%1” under the table.</source>
        <translation>Klicke unter dem Tisch auf „%1“.</translation>
    </message>
    <message>
        <source>Welcome to Copenhagen</source>
        <translation>Willkommen in Kopenhagen</translation>
    </message>
    <message>
        <source>Taking cards</source>
        <translation>Karten nehmen</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Nebeneinander</translation>
    </message>
    <message>
        <source>The harbour fills up again</source>
        <translation>Der Hafen füllt sich wieder</translation>
    </message>
    <message>
        <source>Seven cards at most</source>
        <translation>Höchstens sieben Karten</translation>
    </message>
    <message>
        <source>Back down to seven</source>
        <translation>Zurück auf sieben</translation>
    </message>
    <message>
        <source>Building a facade</source>
        <translation>Eine Fassade bauen</translation>
    </message>
    <message>
        <source>Turning and mirroring</source>
        <translation>Drehen und spiegeln</translation>
    </message>
    <message>
        <source>A coat of arms</source>
        <translation>Ein Wappen</translation>
    </message>
    <message>
        <source>Ability tiles</source>
        <translation>Fähigkeitsplättchen</translation>
    </message>
    <message>
        <source>Next to its own colour</source>
        <translation>Neben der eigenen Farbe</translation>
    </message>
    <message>
        <source>The deck and the End of Game card</source>
        <translation>Nachziehstapel und Spielendekarte</translation>
    </message>
    <message>
        <source>Using Construction Discount</source>
        <translation>„Baurabatt“ nutzen</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Neu aktivieren</translation>
    </message>
    <message>
        <source>Additional Card: a third card</source>
        <translation>Zusätzliche Karte: eine dritte Karte</translation>
    </message>
    <message>
        <source>Both Actions: take, then build</source>
        <translation>Beide Aktionen: nehmen, dann bauen</translation>
    </message>
    <message>
        <source>Change of Colors</source>
        <translation>Farbwechsel</translation>
    </message>
    <message>
        <source>Points for a column</source>
        <translation>Punkte für eine Spalte</translation>
    </message>
    <message>
        <source>The white special tile</source>
        <translation>Das weiße Spezialplättchen</translation>
    </message>
    <message>
        <source>One ability tile of each kind</source>
        <translation>Ein Fähigkeitsplättchen jeder Art</translation>
    </message>
    <message>
        <source>Three players: the End of Game card waits</source>
        <translation>Zu dritt: Die Spielendekarte wartet</translation>
    </message>
    <message>
        <source>The deck runs out</source>
        <translation>Der Nachziehstapel ist aufgebraucht</translation>
    </message>
    <message>
        <source>The End of Game card joins the deck</source>
        <translation>Die Spielendekarte kommt in den Nachziehstapel</translation>
    </message>
    <message>
        <source>The End of Game card comes up</source>
        <translation>Die Spielendekarte wird aufgedeckt</translation>
    </message>
    <message>
        <source>The game ends at once</source>
        <translation>Das Spiel endet sofort</translation>
    </message>
    <message>
        <source>Twelve points win at once</source>
        <translation>Zwölf Punkte gewinnen sofort</translation>
    </message>
    <message>
        <source>The second card must lie right next to the first one: the places on either side of the gap. The two ends of the harbour are not neighbours. (Your ability tile “Any Cards” lifts that rule once; more about it later.) Take the purple card beside it. Your turn ends there.</source>
        <translation>Die zweite Karte muss direkt neben der ersten liegen: auf einem der Plätze links und rechts der Lücke. Die beiden Enden des Hafens sind keine Nachbarn. (Dein Fähigkeitsplättchen „Beliebige Karten“ hebt diese Regel einmal auf; dazu später mehr.) Nimm die lila Karte daneben. Damit endet dein Zug.</translation>
    </message>
    <message>
        <source>A tile that touches a square of its own colour costs one card less (white squares never count). The red tile of 3 squares, placed on your red tile, costs 2 red cards instead of 3. Turn and mirror it until it fits the marked squares.</source>
        <translation>Ein Plättchen, das ein Feld seiner eigenen Farbe berührt, kostet eine Karte weniger (weiße Felder zählen nie). Das rote Plättchen mit 3 Feldern kostet auf deinem roten Plättchen 2 rote Karten statt 3. Dreh und spiegle es, bis es auf die markierten Felder passt.</translation>
    </message>
    <message>
        <source>Your tile completes the two bottom rows. A complete row scores 1 point, 2 if its five squares are all windows. You now have 2 points.</source>
        <translation>Dein Plättchen vervollständigt die beiden unteren Reihen. Eine volle Reihe bringt 1 Punkt, 2, wenn alle fünf Felder Fenster sind. Du hast jetzt 2 Punkte.</translation>
    </message>
    <message>
        <source>Now a game further on: you own four ability tiles, earned with coats of arms, all active. You may use several of them in one turn. “Additional Card”: after your two cards, take a third one from any place. Take the two blue cards side by side, then the blue card at the end.</source>
        <translation>Jetzt eine Partie, die schon weiter ist: Du besitzt vier Fähigkeitsplättchen, mit Wappen verdient, alle aktiv. Du darfst mehrere davon im selben Zug benutzen. „Zusätzliche Karte“: Nach deinen zwei Karten nimmst du eine dritte von einem beliebigen Platz. Nimm die beiden blauen Karten nebeneinander, dann die blaue Karte am Ende.</translation>
    </message>
    <message>
        <source>Taking cards normally ends your turn. “Both Actions” lets you build a facade after taking cards, in the same turn, never the other way round (over 7 cards, you discard first). Build the blue tile with your three blue cards.</source>
        <translation>Normalerweise endet dein Zug, wenn du Karten genommen hast. Mit „Beide Aktionen“ baust du nach dem Kartennehmen im selben Zug noch eine Fassade, nie umgekehrt (über 7 Karten legst du zuerst ab). Baue das blaue Plättchen mit deinen drei blauen Karten.</translation>
    </message>
    <message>
        <source>“Change of Colors”: for one build, the cards of one other colour count as the tile’s colour, in any mix. Stand the purple tile upright in the second column and pay with your 2 yellow cards and your purple card.</source>
        <translation>„Farbwechsel“: Für einen Bau zählen die Karten einer anderen Farbe als die Farbe des Plättchens, beliebig gemischt. Stell das lila Plättchen senkrecht in die zweite Spalte und bezahle mit deinen 2 gelben Karten und deiner lila Karte.</translation>
    </message>
    <message>
        <source>The purple tile completes the second column: a complete column scores 2 points, 4 if its nine squares are all windows. The tile also covers a coat of arms.</source>
        <translation>Das lila Plättchen vervollständigt die zweite Spalte: Eine volle Spalte bringt 2 Punkte, 4, wenn alle neun Felder Fenster sind. Das Plättchen bedeckt außerdem ein Wappen.</translation>
    </message>
    <message>
        <source>This time take the special tile as your reward: one white window square, free, built at once by the usual rules. A special tile can earn a coat of arms in its turn: put it on the marked one.</source>
        <translation>Nimm diesmal das Spezialplättchen als Belohnung: ein weißes Fensterfeld, kostenlos, sofort nach den üblichen Regeln gebaut. Auch ein Spezialplättchen kann ein Wappen verdienen: Leg es auf das markierte.</translation>
    </message>
    <message>
        <source>Now a game of three: you, %1 and %2. With three or four players the End of Game card is not in the deck at first: it waits aside, as the harbour’s heading says. Only 1 card is left in the deck. Take the two purple cards and watch the harbour fill up.</source>
        <translation>Jetzt eine Partie zu dritt: du, %1 und %2. Zu dritt oder zu viert steckt die Spielendekarte anfangs nicht im Nachziehstapel: Sie liegt beiseite, wie die Überschrift des Hafens sagt. Im Nachziehstapel ist nur noch 1 Karte. Nimm die beiden lila Karten und sieh zu, wie sich der Hafen füllt.</translation>
    </message>
    <message>
        <source>With that first new deck the End of Game card went in too, among its bottom 10 cards, as with two players. %1 and %2 have played their turns: 38 cards are left, so it cannot come up for a long while yet. Under the table you see after how many more cards it may come.</source>
        <translation>Mit diesem ersten neuen Nachziehstapel kam auch die Spielendekarte hinein, irgendwo in seine untersten 10 Karten, wie zu zweit. %1 und %2 haben ihre Züge gemacht: Es sind noch 38 Karten übrig, sie kann also noch lange nicht kommen. Unter dem Tisch siehst du, nach wie vielen Karten sie kommen kann.</translation>
    </message>
    <message>
        <source>Another game, near its end: 4 cards are left in the deck, and the End of Game card is among them. Take the two green cards and watch the harbour fill up.</source>
        <translation>Eine andere Partie, kurz vor Schluss: Im Nachziehstapel sind noch 4 Karten, und die Spielendekarte ist darunter. Nimm die beiden grünen Karten und sieh zu, wie sich der Hafen füllt.</translation>
    </message>
    <message>
        <source>The End of Game card came up: the game ends at once, nobody plays again. The most points win: you beat %1, 4 to 1. On a tie, the fewest empty squares in the house win; if that is equal too, the victory is shared.</source>
        <translation>Die Spielendekarte ist aufgedeckt: Das Spiel endet sofort, niemand ist mehr am Zug. Die meisten Punkte gewinnen: Du schlägst %1 mit 4 zu 1. Bei Gleichstand gewinnt, wer die wenigsten leeren Felder im Haus hat; ist auch das gleich, teilt man sich den Sieg.</translation>
    </message>
    <message>
        <source>A last game: you have 11 points. As soon as a player has 12 points or more, the game ends and that player wins, even in the middle of a turn: coats of arms not yet used are lost. Build the blue tile on the marked squares: it completes a row and a column. You have now met every rule of the game; start a game of your own from the Game menu.</source>
        <translation>Eine letzte Partie: Du hast 11 Punkte. Sobald jemand 12 Punkte oder mehr hat, endet das Spiel und diese Person gewinnt, auch mitten im Zug: Noch nicht genutzte Wappen verfallen. Baue das blaue Plättchen auf die markierten Felder: Es vervollständigt eine Reihe und eine Spalte. Jetzt hast du alle Regeln des Spiels kennengelernt; beginne über das Menü Spiel eine eigene Partie.</translation>
    </message>
    <message>
        <source>Rows and Refresh</source>
        <translation>Reihen und neu aktivieren</translation>
    </message>
    <message>
        <source>More ability tiles</source>
        <translation>Weitere Fähigkeitsplättchen</translation>
    </message>
    <message>
        <source>Three or four players</source>
        <translation>Zu dritt oder zu viert</translation>
    </message>
    <message>
        <source>How the game ends</source>
        <translation>Wie das Spiel endet</translation>
    </message>
    <message>
        <source>The grid in front of you is your house: 5 squares wide, 9 floors high. You fill it with facade tiles that you pay for with colour cards. Every complete row and column scores points, and whoever reaches 12 points wins at once. You make every move of your house yourself; %1 plays the other one.</source>
        <translation>Das Raster vor dir ist dein Haus: 5 Felder breit, 9 Stockwerke hoch. Du füllst es mit Fassadenplättchen, die du mit Farbkarten bezahlst. Jede volle Reihe und Spalte bringt Punkte, und wer zuerst 12 Punkte hat, gewinnt sofort. Alle Züge für dein Haus machst du selbst; %1 spielt das andere.</translation>
    </message>
    <message>
        <source>Points for rows</source>
        <translation>Punkte für Reihen</translation>
    </message>
    <message>
        <source>The harbour shows 7 cards face up. On your turn you either take cards or build a facade. Taking means two cards. Start with the lit purple card.</source>
        <translation>Der Hafen zeigt 7 offene Karten. In deinem Zug nimmst du entweder Karten oder baust eine Fassade. Nehmen heißt: zwei Karten. Beginne mit der hervorgehobenen lila Karte.</translation>
    </message>
    <message>
        <source>At the end of every turn the empty places of the harbour get new cards from the deck. %1 has taken two cards as well: everybody sees how many cards a player holds, never which ones. Take two more cards side by side.</source>
        <translation>Am Ende jedes Zuges bekommen die leeren Plätze des Hafens neue Karten vom Nachziehstapel. Auch %1 hat zwei Karten genommen: Alle sehen, wie viele Karten jemand hält, aber nie welche. Nimm noch zwei Karten nebeneinander.</translation>
    </message>
    <message>
        <source>You hold 6 cards. Nobody may keep more than 7. Take the two lit cards anyway and see what happens.</source>
        <translation>Du hast 6 Karten. Niemand darf mehr als 7 behalten. Nimm trotzdem die beiden hervorgehobenen Karten und sieh, was passiert.</translation>
    </message>
    <message>
        <source>With 8 cards you are one over the limit: you choose a card and put it on the discard pile, face up. You have no use for the yellow card now, so let it go.</source>
        <translation>Mit 8 Karten bist du eine über dem Limit: Du wählst eine Karte und legst sie offen auf den Ablagestapel. Die gelbe Karte nützt dir gerade nichts, also weg damit.</translation>
    </message>
    <message>
        <source>Instead of taking cards you may build one facade tile. A tile costs one card per square, all of its colour: the red tile of 2 squares costs 2 red cards. It must stand on the ground floor or on a square already built. The cost shows under the pointer before you click.</source>
        <translation>Statt Karten zu nehmen, darfst du ein Fassadenplättchen bauen. Ein Plättchen kostet eine Karte pro Feld, alle in seiner Farbe: Das rote Plättchen mit 2 Feldern kostet 2 rote Karten. Es muss im Erdgeschoss oder auf einem schon gebauten Feld stehen. Die Kosten stehen am Mauszeiger, bevor du klickst.</translation>
    </message>
    <message>
        <source>A tile may be turned (R key, right mouse button or wheel) and mirrored (M key). Stand the purple tile of 3 squares upright in the middle column: it costs 3 purple cards.</source>
        <translation>Ein Plättchen lässt sich drehen (Taste R, rechte Maustaste oder Mausrad) und spiegeln (Taste M). Stell das lila Plättchen mit 3 Feldern aufrecht in die mittlere Spalte: Es kostet 3 lila Karten.</translation>
    </message>
    <message>
        <source>Your tile covers a coat of arms. Each coat of arms gives one action of your choice: place a free special tile (one white square), take a new ability tile, or refresh your used ability tiles. Take the ability tile “Construction Discount”.</source>
        <translation>Dein Plättchen bedeckt ein Wappen. Jedes Wappen bringt eine Aktion deiner Wahl: ein Spezialplättchen (ein weißes Feld) gratis legen, ein neues Fähigkeitsplättchen nehmen oder deine benutzten Fähigkeitsplättchen neu aktivieren. Nimm das Fähigkeitsplättchen „Baurabatt“.</translation>
    </message>
    <message>
        <source>An ability tile helps once, then turns to its used side. Everybody starts with “Any Cards”: with it your two cards need not lie side by side. Take the two red cards that are apart; “Any Cards” is then used.</source>
        <translation>Ein Fähigkeitsplättchen hilft einmal und wird dann auf die benutzte Seite gedreht. Alle beginnen mit „Beliebige Karten“: Damit müssen deine zwei Karten nicht nebeneinander liegen. Nimm die beiden roten Karten, die auseinander liegen; danach ist „Beliebige Karten“ benutzt.</translation>
    </message>
    <message>
        <source>The deck shows how many cards are left. With two players the End of Game card lies among its bottom 10 cards: it can come up once 10 cards or fewer are left. (With three or four players it starts aside; a later chapter shows it.) Take the two red cards side by side.</source>
        <translation>Der Nachziehstapel zeigt, wie viele Karten übrig sind. Zu zweit steckt die Spielendekarte irgendwo in seinen untersten 10 Karten: Sie kann kommen, sobald noch 10 Karten oder weniger übrig sind. (Zu dritt oder zu viert liegt sie zunächst beiseite; ein späteres Kapitel zeigt das.) Nimm die beiden roten Karten nebeneinander.</translation>
    </message>
    <message>
        <source>Build the red square tile in the bottom right corner. It costs 4 cards; “Construction Discount” takes one off. Choose the payment that uses it: 3 red cards.</source>
        <translation>Bau das quadratische rote Plättchen in die Ecke unten rechts. Es kostet 4 Karten; „Baurabatt“ zieht eine ab. Wähle die Bezahlung, die ihn nutzt: 3 rote Karten.</translation>
    </message>
    <message>
        <source>The second row has a coat of arms at its end, so you get another action. Both of your ability tiles are used: refreshing turns every used tile back to its active side.</source>
        <translation>Die zweite Reihe hat an ihrem Ende ein Wappen, also bekommst du noch eine Aktion. Deine beiden Fähigkeitsplättchen sind benutzt: Neu aktivieren dreht alle benutzten Plättchen zurück auf ihre aktive Seite.</translation>
    </message>
    <message>
        <source>The special tile earns one more reward. A new ability tile must be of a kind you do not own yet: you own four kinds, so only “Construction Discount” is offered. Take it.</source>
        <translation>Das Spezialplättchen bringt eine weitere Belohnung. Ein neues Fähigkeitsplättchen muss von einer Art sein, die du noch nicht besitzt: Du hast vier Arten, also wird nur „Baurabatt“ angeboten. Nimm es.</translation>
    </message>
    <message>
        <source>The deck ran out while the harbour was filling up: the discard pile, with every card paid or discarded so far, was shuffled into a new deck of 42 cards, and the harbour went on filling from it.</source>
        <translation>Der Nachziehstapel ging aus, während sich der Hafen füllte: Der Ablagestapel mit allen bisher bezahlten oder abgeworfenen Karten wurde zu einem neuen Nachziehstapel mit 42 Karten gemischt, und der Hafen füllte sich daraus weiter.</translation>
    </message>
    <message>
        <source>Cards from the harbour</source>
        <translation>Karten aus dem Hafen</translation>
    </message>
    <message>
        <source>Building facades</source>
        <translation>Fassaden bauen</translation>
    </message>
    <message>
        <source>Ability tiles and the deck</source>
        <translation>Fähigkeitsplättchen und der Nachziehstapel</translation>
    </message>
</context>
<context>
    <name>CopenhagenWhatsThis</name>
    <message>
        <source>Everyone&apos;s hand is hidden: the table stays covered until the next player is at the screen.</source>
        <translation>Die Hand jedes Spielers ist verdeckt: Der Tisch bleibt zugedeckt, bis der nächste Spieler vor dem Bildschirm sitzt.</translation>
    </message>
    <message>
        <source>When the deck runs out, the discard pile is shuffled into a new deck.</source>
        <translation>Ist der Nachziehstapel leer, wird der Ablagestapel zu einem neuen Nachziehstapel gemischt.</translation>
    </message>
    <message>
        <source>Cards paid for a facade and cards over the hand limit go here face up. When the deck runs out, they are shuffled into a new deck.</source>
        <translation>Hier landen offen die für eine Fassade bezahlten Karten und die Karten über dem Handkartenlimit. Ist der Nachziehstapel leer, werden sie zu einem neuen Nachziehstapel gemischt.</translation>
    </message>
    <message>
        <source>End of Game card</source>
        <translation>Spielendekarte</translation>
    </message>
    <message>
        <source>The End of Game card came up while the harbour was filled again: the game ended at once.</source>
        <translation>Die Spielendekarte kam beim Auffüllen des Hafens: Das Spiel endete sofort.</translation>
    </message>
    <message>
        <source>Harbour place %1</source>
        <translation>Hafenplatz %1</translation>
    </message>
    <message>
        <source>Empty. Places emptied during a turn stay empty until its end; then the harbour is filled again from the deck, from left to right.</source>
        <translation>Leer. Im Zug geleerte Plätze bleiben bis zu seinem Ende leer; dann wird der Hafen vom Nachziehstapel aufgefüllt, von links nach rechts.</translation>
    </message>
    <message>
        <source>Harbour place %1: %2</source>
        <translation>Hafenplatz %1: %2</translation>
    </message>
    <message>
        <source>Take cards: one card from the harbour, then a second one that lay right next to it (the two ends are not neighbours).</source>
        <translation>Karten nehmen: eine Karte aus dem Hafen, dann eine zweite, die direkt daneben lag (die beiden Enden sind keine Nachbarn).</translation>
    </message>
    <message>
        <source>Taking it now uses “%1”.</source>
        <translation>Sie jetzt zu nehmen, benutzt „%1“.</translation>
    </message>
    <message>
        <source>You may take it now.</source>
        <translation>Du darfst sie jetzt nehmen.</translation>
    </message>
    <message>
        <source>A special tile is a single window square. You get one only from a coat of arms, and build it at once for free.</source>
        <translation>Ein Spezialplättchen ist ein einzelnes Fensterfeld. Du bekommst es nur durch ein Wappen und baust es sofort kostenlos.</translation>
    </message>
    <message>
        <source>Facade tiles: %1, %2 squares</source>
        <translation>Fassadenplättchen: %1, %2 Felder</translation>
    </message>
    <message>
        <source>A tile costs as many cards of its colour as it has squares, one card less when it touches a square of the same colour in your house.</source>
        <translation>Ein Plättchen kostet so viele Karten seiner Farbe, wie es Felder hat, eine Karte weniger, wenn es ein Feld derselben Farbe in deinem Haus berührt.</translation>
    </message>
    <message>
        <source>You can build it now: the table lights where it fits.</source>
        <translation>Du kannst es jetzt bauen: Der Tisch zeigt leuchtend, wo es passt.</translation>
    </message>
    <message>
        <source>You pay for a facade tile with cards of its colour. You may hold at most 7 cards: above that, you discard one at once.</source>
        <translation>Ein Fassadenplättchen bezahlst du mit Karten seiner Farbe. Du darfst höchstens 7 Karten halten: Darüber legst du sofort eine ab.</translation>
    </message>
    <message>
        <source>Seven cards lie face up here. On your turn you either take cards from the harbour or construct a facade.</source>
        <translation>Hier liegen sieben Karten offen. In deinem Zug nimmst du entweder Karten aus dem Hafen oder baust eine Fassade.</translation>
    </message>
    <message>
        <source>One stack per colour and size; the number on each stack says how many tiles are left.</source>
        <translation>Ein Stapel je Farbe und Größe; die Zahl auf jedem Stapel sagt, wie viele Plättchen übrig sind.</translation>
    </message>
    <message>
        <source>House of %1: column %2, floor %3</source>
        <translation>Haus von %1: Spalte %2, Stockwerk %3</translation>
    </message>
    <message>
        <source>A brick square. A complete row holding bricks scores 1 point, a column 2 points.</source>
        <translation>Ein Feld mit Mauerwerk. Eine volle Reihe mit Mauerwerk bringt 1 Punkt, eine Spalte 2 Punkte.</translation>
    </message>
    <message>
        <source>A window. A complete row of windows only scores 2 points, a column of windows only 4.</source>
        <translation>Ein Fenster. Eine volle Reihe nur aus Fenstern bringt 2 Punkte, eine Spalte nur aus Fenstern 4.</translation>
    </message>
    <message>
        <source>Covering this coat-of-arms square earned a coat of arms.</source>
        <translation>Das Bebauen dieses Wappenfelds brachte ein Wappen.</translation>
    </message>
    <message>
        <source>A coat-of-arms square: covering it earns a coat of arms (a special tile, a new ability tile or a refresh).</source>
        <translation>Ein Wappenfeld: Wer es bebaut, erhält ein Wappen (ein Spezialplättchen, ein neues Fähigkeitsplättchen oder alle neu aktivieren).</translation>
    </message>
    <message>
        <source>An empty square of a lighter row: completing the row earns a coat of arms.</source>
        <translation>Ein leeres Feld einer helleren Reihe: Wer die Reihe vervollständigt, erhält ein Wappen.</translation>
    </message>
    <message>
        <source>An empty square. A tile may cover it when at least one of its squares stands on the street or on a square built before.</source>
        <translation>Ein leeres Feld. Ein Plättchen darf es bedecken, wenn mindestens eines seiner Felder auf der Straße oder auf einem schon bebauten Feld steht.</translation>
    </message>
    <message numerus="yes">
        <source>The chosen tile fits here: it costs %n card(s).</source>
        <translation>
            <numerusform>Das gewählte Plättchen passt hierher: Es kostet %n Karte.</numerusform>
            <numerusform>Das gewählte Plättchen passt hierher: Es kostet %n Karten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not owned: a coat of arms can bring a new ability tile, which arrives active.</source>
        <translation>Nicht im Besitz: Ein Wappen kann ein neues Fähigkeitsplättchen bringen, das aktiv ankommt.</translation>
    </message>
    <message>
        <source>Active: use it on your turn; it then turns to its used side.</source>
        <translation>Aktiv: Nutze es in deinem Zug; dann kommt es auf seine benutzte Seite.</translation>
    </message>
    <message>
        <source>Used: a refresh from a coat of arms turns it back to its active side.</source>
        <translation>Benutzt: Neu aktivieren durch ein Wappen dreht es zurück auf die aktive Seite.</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>Complete: it scored %1.</source>
        <translation>Voll: Sie brachte %1.</translation>
    </message>
    <message>
        <source>A complete column of 9 squares scores 2 points, or 4 if all its squares are windows.</source>
        <translation>Eine volle Spalte aus 9 Feldern bringt 2 Punkte, oder 4, wenn alle ihre Felder Fenster sind.</translation>
    </message>
    <message>
        <source>%1, %2. Whoever reaches 12 points first wins at once; if the End of Game card comes up first, the most points win.</source>
        <translation>%1, %2. Wer zuerst 12 Punkte erreicht, gewinnt sofort; kommt vorher die Spielendekarte, gewinnen die meisten Punkte.</translation>
    </message>
    <message>
        <source>House of %1</source>
        <translation>Haus von %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Reihe %1</translation>
    </message>
    <message>
        <source>Its coat of arms was earned.</source>
        <translation>Ihr Wappen wurde erhalten.</translation>
    </message>
    <message>
        <source>Completing this lighter row earns a coat of arms: a special tile, a new ability tile or a refresh.</source>
        <translation>Wer diese hellere Reihe vervollständigt, erhält ein Wappen: ein Spezialplättchen, ein neues Fähigkeitsplättchen oder alle neu aktivieren.</translation>
    </message>
    <message>
        <source>A complete row of 5 squares scores 1 point, or 2 if all its squares are windows.</source>
        <translation>Eine volle Reihe aus 5 Feldern bringt 1 Punkt, oder 2, wenn alle ihre Felder Fenster sind.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Unexpected error</source>
        <translation>Unerwarteter Fehler</translation>
    </message>
    <message>
        <source>Something went wrong inside the game.</source>
        <translation>Im Spiel ist etwas schiefgelaufen.</translation>
    </message>
    <message>
        <source>Your game in progress is safe: it is saved automatically after every move and is offered again when you next start the game.</source>
        <translation>Dein laufendes Spiel ist sicher: Es wird nach jedem Zug automatisch gespeichert und beim nächsten Start wieder angeboten.</translation>
    </message>
    <message>
        <source>A report was written to %1.</source>
        <translation>Ein Bericht wurde in %1 geschrieben.</translation>
    </message>
    <message>
        <source>Your game is NOT saved: saving it automatically fails (%1), and no copy of this game is on disk.</source>
        <translation>Dein Spiel ist NICHT gespeichert: Das automatische Speichern schlägt fehl (%1), und auf dem Datenträger gibt es keine Kopie dieses Spiels.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n change(s) to your game are NOT saved: saving it automatically fails (%1). The last good save is %2, from %3.</source>
        <translation>
            <numerusform>%n Änderung an deinem Spiel ist NICHT gespeichert: Das automatische Speichern schlägt fehl (%1). Die letzte gültige Sicherung ist %2 (gespeichert um %3).</numerusform>
            <numerusform>Die letzten %n Änderungen an deinem Spiel sind NICHT gespeichert: Das automatische Speichern schlägt fehl (%1). Die letzte gültige Sicherung ist %2 (gespeichert um %3).</numerusform>
        </translation>
    </message>
    <message>
        <source>Use Save As in the Game menu to keep the game somewhere else.</source>
        <translation>Nutze „Speichern unter“ im Menü „Spiel“, um das Spiel woanders zu sichern.</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>Show all &amp;legal spots</source>
        <translation>Alle &amp;erlaubten Plätze zeigen</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>Sta&amp;rtseite</translation>
    </message>
    <message>
        <source>&amp;Zoom to fit</source>
        <translation>An Fenster &amp;anpassen</translation>
    </message>
    <message>
        <source>&amp;Presenter view</source>
        <translation>&amp;Präsentationsansicht</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Spielregeln</translation>
    </message>
    <message>
        <source>&amp;What is this?</source>
        <translation>&amp;Was ist das?</translation>
    </message>
    <message>
        <source>&amp;About Copenhagen</source>
        <translation>Ü&amp;ber Copenhagen</translation>
    </message>
    <message>
        <source>Show the &amp;result</source>
        <translation>Er&amp;gebnis zeigen</translation>
    </message>
    <message>
        <source>Count the scores &amp;step by step</source>
        <translation>Punkte &amp;Schritt für Schritt zählen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>&amp;Learn the game</source>
        <translation>Spiel &amp;lernen</translation>
    </message>
    <message>
        <source>&amp;Watch a game</source>
        <translation>Partie &amp;ansehen</translation>
    </message>
    <message>
        <source>&amp;Replay a game…</source>
        <translation>Partie na&amp;chspielen…</translation>
    </message>
    <message>
        <source>Replay &amp;this game</source>
        <translation>Diese Partie &amp;nachspielen</translation>
    </message>
    <message>
        <source>Set &amp;up a situation…</source>
        <translation>Situation &amp;einrichten…</translation>
    </message>
    <message>
        <source>Save &amp;picture of the table…</source>
        <translation>Bild des Tischs s&amp;peichern…</translation>
    </message>
    <message>
        <source>Print &amp;blank sheets…</source>
        <translation>Leere Bögen &amp;drucken…</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langsam</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Schnell</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>So&amp;fort</translation>
    </message>
    <message>
        <source>The home screen: continue the game, choose a game, learn it, read its rules</source>
        <translation>Die Startseite: weiterspielen, ein Spiel wählen, es lernen, seine Regeln lesen</translation>
    </message>
    <message>
        <source>Then click a piece of the table: what it is and which rule applies (also a right click on the piece)</source>
        <translation>Klicke dann auf ein Teil des Tisches: was es ist und welche Regel gilt (auch per Rechtsklick darauf)</translation>
    </message>
    <message>
        <source>The result screen shows the points one part at a time, the winner last</source>
        <translation>Die Ergebnisanzeige zeigt die Punkte Teil für Teil, den Sieger zuletzt</translation>
    </message>
    <message>
        <source>Play a saved game forward and back, move by move, with the narration of each move</source>
        <translation>Eine gespeicherte Partie vor- und zurückspielen, Zug für Zug, mit der Schilderung jedes Zuges</translation>
    </message>
    <message>
        <source>Play the game on the table forward and back from its start, with the narration</source>
        <translation>Die Partie auf dem Tisch von Beginn an vor- und zurückspielen, mit der Schilderung</translation>
    </message>
    <message>
        <source>Set up any table to explain a rule, then play on from it or save it</source>
        <translation>Einen beliebigen Tisch aufbauen, um eine Regel zu erklären, dann von dort weiterspielen oder ihn speichern</translation>
    </message>
    <message>
        <source>Full screen, the table and its texts larger, private hands hidden: for explaining a game to a room (F11 or Escape leaves)</source>
        <translation>Vollbild, der Tisch und seine Texte größer, Handkarten verdeckt: um einem Publikum ein Spiel zu erklären (F11 oder Esc beendet sie)</translation>
    </message>
    <message>
        <source>This game has no guided game yet</source>
        <translation>Für dieses Spiel gibt es noch keine geführte Partie</translation>
    </message>
    <message>
        <source>&amp;Roll the dice</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Bestätigen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Rotate the shape</source>
        <translation>Form drehen</translation>
    </message>
    <message>
        <source>Rotate the shape back</source>
        <translation>Form zurückdrehen</translation>
    </message>
    <message>
        <source>Next shape</source>
        <translation>Nächste Form</translation>
    </message>
    <message>
        <source>Previous shape</source>
        <translation>Vorige Form</translation>
    </message>
    <message>
        <source>&amp;Pass (nothing fits)</source>
        <translation>&amp;Passen (nichts passt)</translation>
    </message>
    <message>
        <source>&amp;End the turn</source>
        <translation>Zug b&amp;eenden</translation>
    </message>
    <message>
        <source>&amp;Skip (mark nothing)</source>
        <translation>&amp;Nichts ankreuzen</translation>
    </message>
    <message>
        <source>Roll the five dice (Space)</source>
        <translation>Die fünf Würfel werfen (Leertaste)</translation>
    </message>
    <message>
        <source>Reroll the picked dice, draw at the keyboard cursor, or go on (Enter)</source>
        <translation>Gewählte Würfel neu würfeln, am Tastaturcursor zeichnen oder weitermachen (Eingabe)</translation>
    </message>
    <message>
        <source>Rotate the picked shape (R, mouse wheel or right click)</source>
        <translation>Gewählte Form drehen (R, Mausrad oder Rechtsklick)</translation>
    </message>
    <message>
        <source>No available shape can be drawn: draw nothing this turn</source>
        <translation>Keine verfügbare Form passt: in diesem Zug nichts zeichnen</translation>
    </message>
    <message>
        <source>Finish the turn without using “One X”</source>
        <translation>Zug beenden, ohne „Ein X“ zu nutzen</translation>
    </message>
    <message>
        <source>New</source>
        <comment>toolbar button: a new game</comment>
        <translation>Neu</translation>
    </message>
    <message>
        <source>Roll</source>
        <comment>toolbar button</comment>
        <translation>Würfeln</translation>
    </message>
    <message>
        <source>Spots</source>
        <comment>toolbar button</comment>
        <translation>Plätze</translation>
    </message>
    <message>
        <source>Rules</source>
        <comment>toolbar button</comment>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>toolbar button</comment>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <comment>toolbar button</comment>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Red bonus (+)</source>
        <translation>Roter Bonus (+)</translation>
    </message>
    <message>
        <source>Blue bonus (+)</source>
        <translation>Blauer Bonus (+)</translation>
    </message>
    <message>
        <source>Purple bonus (+)</source>
        <translation>Lila Bonus (+)</translation>
    </message>
    <message>
        <source>Green bonus (+)</source>
        <translation>Grüner Bonus (+)</translation>
    </message>
    <message>
        <source>Yellow bonus (+)</source>
        <translation>Gelber Bonus (+)</translation>
    </message>
    <message>
        <source>Mark the red track</source>
        <translation>Rote Leiste ankreuzen</translation>
    </message>
    <message>
        <source>Mark the blue track</source>
        <translation>Blaue Leiste ankreuzen</translation>
    </message>
    <message>
        <source>Mark the purple track</source>
        <translation>Lila Leiste ankreuzen</translation>
    </message>
    <message>
        <source>Mark the green track</source>
        <translation>Grüne Leiste ankreuzen</translation>
    </message>
    <message>
        <source>Mark the yellow track</source>
        <translation>Gelbe Leiste ankreuzen</translation>
    </message>
    <message>
        <source>Mark no track with the dice that are left</source>
        <translation>Mit den übrigen Würfeln keine Leiste ankreuzen</translation>
    </message>
    <message>
        <source>Highlight every cell where the picked shape can be drawn</source>
        <translation>Alle Felder hervorheben, in die die gewählte Form passt</translation>
    </message>
    <message>
        <source>Show what a strong player would do now, and why (H)</source>
        <translation>Zeigen, was ein starker Spieler jetzt tun würde, und warum (H)</translation>
    </message>
    <message>
        <source>A guided game that teaches the rules step by step</source>
        <translation>Eine geführte Partie, die die Regeln Schritt für Schritt erklärt</translation>
    </message>
    <message>
        <source>Computer players play a whole game, with a running commentary</source>
        <translation>Computerspieler spielen eine ganze Partie, mit laufendem Kommentar</translation>
    </message>
    <message>
        <source>Move the cursor left</source>
        <translation>Cursor nach links</translation>
    </message>
    <message>
        <source>Move the cursor right</source>
        <translation>Cursor nach rechts</translation>
    </message>
    <message>
        <source>Move the cursor up</source>
        <translation>Cursor nach oben</translation>
    </message>
    <message>
        <source>Move the cursor down</source>
        <translation>Cursor nach unten</translation>
    </message>
    <message>
        <source>Die %1</source>
        <translation>Würfel %1</translation>
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
        <translation>Karten sammeln, eine Fassade aus Plättchen bauen, Fähigkeiten gewinnen.</translation>
    </message>
    <message>
        <source>A game by Daniel Skjold Pedersen and Asger Harding Granerud, published by Queen Games.</source>
        <translation>Ein Spiel von Daniel Skjold Pedersen und Asger Harding Granerud, erschienen bei Queen Games.</translation>
    </message>
    <message>
        <source>Copenhagen Roll &amp; Write</source>
        <translation>Copenhagen Roll &amp; Write</translation>
    </message>
    <message>
        <source>Roll the dice, draw facade shapes, score rows and columns.</source>
        <translation>Würfeln, Fassadenteile einzeichnen, Reihen und Spalten werten.</translation>
    </message>
    <message>
        <source>Lost Cities Roll &amp; Write</source>
        <translation>Lost Cities Roll &amp; Write</translation>
    </message>
    <message>
        <source>Pick dice to push your expeditions forward.</source>
        <translation>Wählt Würfel, um eure Expeditionen voranzubringen.</translation>
    </message>
    <message>
        <source>A game by Reiner Knizia, published by KOSMOS.</source>
        <translation>Ein Spiel von Reiner Knizia, erschienen bei KOSMOS.</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>this unlocks a bonus (+)</source>
        <translation>Das schaltet einen Bonus (+) frei</translation>
    </message>
    <message>
        <source>Roll the dice: every turn begins with a roll.</source>
        <translation>Würfle: Jeder Zug beginnt mit einem Wurf.</translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s): the dice showing now offer little.</source>
        <translation>
            <numerusform>Würfle %n Würfel neu: Die jetzigen Würfel bieten wenig.</numerusform>
            <numerusform>Würfle %n Würfel neu: Die jetzigen Würfel bieten wenig.</numerusform>
        </translation>
    </message>
    <message>
        <source>this unlocks a “%1” star</source>
        <translation>Das schaltet einen Stern „%1“ frei</translation>
    </message>
    <message>
        <source>this completes it for %1</source>
        <translation>Damit ist sie voll (+%1)</translation>
    </message>
    <message>
        <source>Mark the red track (%1): %2.</source>
        <translation>Kreuze die rote Leiste (%1) an: %2.</translation>
    </message>
    <message>
        <source>Mark the blue track (%1): %2.</source>
        <translation>Kreuze die blaue Leiste (%1) an: %2.</translation>
    </message>
    <message>
        <source>Mark the purple track (%1): %2.</source>
        <translation>Kreuze die lila Leiste (%1) an: %2.</translation>
    </message>
    <message>
        <source>Mark the green track (%1): %2.</source>
        <translation>Kreuze die grüne Leiste (%1) an: %2.</translation>
    </message>
    <message>
        <source>Mark the yellow track (%1): %2.</source>
        <translation>Kreuze die gelbe Leiste (%1) an: %2.</translation>
    </message>
    <message>
        <source>Use a bonus (+) of the red track (%1): %2.</source>
        <translation>Nutze einen Bonus (+) der roten Leiste (%1): %2.</translation>
    </message>
    <message>
        <source>Use a bonus (+) of the blue track (%1): %2.</source>
        <translation>Nutze einen Bonus (+) der blauen Leiste (%1): %2.</translation>
    </message>
    <message>
        <source>Use a bonus (+) of the purple track (%1): %2.</source>
        <translation>Nutze einen Bonus (+) der lila Leiste (%1): %2.</translation>
    </message>
    <message>
        <source>Use a bonus (+) of the green track (%1): %2.</source>
        <translation>Nutze einen Bonus (+) der grünen Leiste (%1): %2.</translation>
    </message>
    <message>
        <source>Use a bonus (+) of the yellow track (%1): %2.</source>
        <translation>Nutze einen Bonus (+) der gelben Leiste (%1): %2.</translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s) and keep the red ones: more dice of one colour make a bigger shape.</source>
        <translation>
            <numerusform>Würfle %n Würfel neu und behalte die roten: Mehr Würfel einer Farbe ergeben eine größere Form.</numerusform>
            <numerusform>Würfle %n Würfel neu und behalte die roten: Mehr Würfel einer Farbe ergeben eine größere Form.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s) and keep the blue ones: more dice of one colour make a bigger shape.</source>
        <translation>
            <numerusform>Würfle %n Würfel neu und behalte die blauen: Mehr Würfel einer Farbe ergeben eine größere Form.</numerusform>
            <numerusform>Würfle %n Würfel neu und behalte die blauen: Mehr Würfel einer Farbe ergeben eine größere Form.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s) and keep the purple ones: more dice of one colour make a bigger shape.</source>
        <translation>
            <numerusform>Würfle %n Würfel neu und behalte die lilafarbenen: Mehr Würfel einer Farbe ergeben eine größere Form.</numerusform>
            <numerusform>Würfle %n Würfel neu und behalte die lilafarbenen: Mehr Würfel einer Farbe ergeben eine größere Form.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s) and keep the green ones: more dice of one colour make a bigger shape.</source>
        <translation>
            <numerusform>Würfle %n Würfel neu und behalte die grünen: Mehr Würfel einer Farbe ergeben eine größere Form.</numerusform>
            <numerusform>Würfle %n Würfel neu und behalte die grünen: Mehr Würfel einer Farbe ergeben eine größere Form.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s) and keep the yellow ones: more dice of one colour make a bigger shape.</source>
        <translation>
            <numerusform>Würfle %n Würfel neu und behalte die gelben: Mehr Würfel einer Farbe ergeben eine größere Form.</numerusform>
            <numerusform>Würfle %n Würfel neu und behalte die gelben: Mehr Würfel einer Farbe ergeben eine größere Form.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Use “Colour change”: %n die(s) turn to %1, so you can take the %2.</source>
        <translation>
            <numerusform>Nutze „Farbwechsel“: %n Würfel wechselt auf %1, so kannst du die %2 nehmen.</numerusform>
            <numerusform>Nutze „Farbwechsel“: %n Würfel wechseln auf %1, so kannst du die %2 nehmen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Use “Colour change”: %n die(s) turn to %1.</source>
        <translation>
            <numerusform>Nutze „Farbwechsel“: %n Würfel wechselt auf %1.</numerusform>
            <numerusform>Nutze „Farbwechsel“: %n Würfel wechseln auf %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>with it you can take the %1</source>
        <translation>Damit kannst du die %1 nehmen</translation>
    </message>
    <message>
        <source>it counts as one more die</source>
        <translation>Er zählt als ein weiterer Würfel</translation>
    </message>
    <message>
        <source>Use “No X”: with windows only, this drawing scores %1.</source>
        <translation>Nutze „Kein X“: Nur mit Fenstern bringt diese Zeichnung %1.</translation>
    </message>
    <message>
        <source>Use “No X”: only windows in %1, which may then score double.</source>
        <translation>Nutze „Kein X“: nur Fenster in %1, für doppelte Punkte.</translation>
    </message>
    <message>
        <source>Use “No X”: this drawing gets windows only.</source>
        <translation>Nutze „Kein X“: Diese Zeichnung bekommt nur Fenster.</translation>
    </message>
    <message>
        <source>Use “No X” now: your next “One X” cell gets a window instead of an X.</source>
        <translation>Nutze jetzt „Kein X“: Dein nächstes Feld mit „Ein X“ bekommt ein Fenster statt eines X.</translation>
    </message>
    <message>
        <source>Use “One X” in %1: the extra cell completes %2 for %3.</source>
        <translation>Nutze „Ein X“ in %1: Das zusätzliche Feld vervollständigt %2 (+%3).</translation>
    </message>
    <message>
        <source>Use “One X” in %1: the extra cell fills a gap in your building.</source>
        <translation>Nutze „Ein X“ in %1: Das zusätzliche Feld füllt eine Lücke in deinem Gebäude.</translation>
    </message>
    <message>
        <source>Use “New choice” and take a crossed-out shape: %1.</source>
        <translation>Nutze „Erneut wählen“ und nimm eine durchgestrichene Form: %1.</translation>
    </message>
    <message>
        <source>Choose this shape: %1. It suits your building best now.</source>
        <translation>Wähle diese Form: %1. Sie passt jetzt am besten zu deinem Gebäude.</translation>
    </message>
    <message>
        <source>Pass: no available shape fits your dice and your building.</source>
        <translation>Passe: Keine verfügbare Form passt zu deinen Würfeln und deinem Gebäude.</translation>
    </message>
    <message>
        <source>Draw it on the highlighted cells: it completes %1 for %2.</source>
        <translation>Zeichne sie auf die hervorgehobenen Felder: Sie vervollständigt %1 für %2.</translation>
    </message>
    <message>
        <source>Draw it on the highlighted cells: %1 will then be only one or two cells short.</source>
        <translation>Zeichne sie auf die hervorgehobenen Felder: Dann fehlen nur noch ein oder zwei Felder in %1.</translation>
    </message>
    <message>
        <source>Draw it on the highlighted cells: it stays low and leaves no hole underneath.</source>
        <translation>Zeichne sie auf die hervorgehobenen Felder: Sie bleibt niedrig und lässt keine Lücke darunter.</translation>
    </message>
    <message>
        <source>Draw it on the highlighted cells: of all spots, it spoils the least.</source>
        <translation>Zeichne sie auf die hervorgehobenen Felder: Von allen Plätzen verdirbt sie dort am wenigsten.</translation>
    </message>
    <message>
        <source>Coat of arms: draw the free window in %1; it completes %2 for %3.</source>
        <translation>Wappen: Zeichne das Gratisfenster in %1 ein; es vervollständigt %2 (+%3).</translation>
    </message>
    <message>
        <source>Coat of arms: draw the free window in %1; it fills a gap.</source>
        <translation>Wappen: Zeichne das Gratisfenster in %1 ein; es füllt eine Lücke.</translation>
    </message>
    <message>
        <source>End the turn and keep “One X” for a later turn.</source>
        <translation>Beende den Zug und hebe „Ein X“ für später auf.</translation>
    </message>
    <message>
        <source>Put the X on the highlighted cell: it spoils no line that has only windows so far.</source>
        <translation>Setze das X auf das hervorgehobene Feld: Es verdirbt keine Reihe oder Spalte, die bisher nur Fenster hat.</translation>
    </message>
    <message>
        <source>its next symbol comes closer</source>
        <translation>Ihr nächstes Symbol rückt näher</translation>
    </message>
    <message>
        <source>Coat of arms: mark two boxes on the red track (%1); %2.</source>
        <translation>Wappen: Kreuze zwei Kästchen auf der roten Leiste (%1) an. %2.</translation>
    </message>
    <message>
        <source>Coat of arms: mark two boxes on the blue track (%1); %2.</source>
        <translation>Wappen: Kreuze zwei Kästchen auf der blauen Leiste (%1) an. %2.</translation>
    </message>
    <message>
        <source>Coat of arms: mark two boxes on the purple track (%1); %2.</source>
        <translation>Wappen: Kreuze zwei Kästchen auf der lila Leiste (%1) an. %2.</translation>
    </message>
    <message>
        <source>Coat of arms: mark two boxes on the green track (%1); %2.</source>
        <translation>Wappen: Kreuze zwei Kästchen auf der grünen Leiste (%1) an. %2.</translation>
    </message>
    <message>
        <source>Coat of arms: mark two boxes on the yellow track (%1); %2.</source>
        <translation>Wappen: Kreuze zwei Kästchen auf der gelben Leiste (%1) an. %2.</translation>
    </message>
    <message>
        <source>Choose this shape: %1. Drawn as shown, it completes %2 for %3.</source>
        <translation>Wähle diese Form: %1. So eingezeichnet wie gezeigt, vervollständigt sie %2 für %3.</translation>
    </message>
    <message>
        <source>Put the X on the highlighted cell: you still score %1 for %2.</source>
        <translation>Setze das X auf das hervorgehobene Feld: So bekommst du weiterhin %1 für %2.</translation>
    </message>
    <message>
        <source>Mark nothing: no die that is left is worth taking.</source>
        <translation>Kreuze nichts an: Kein übriger Würfel lohnt sich.</translation>
    </message>
    <message>
        <source>Hint for %1: %2</source>
        <translation>Tipp für %1: %2</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>Start of the game</source>
        <translation>Spielbeginn</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Das Spiel</translation>
    </message>
    <message>
        <source>%1’s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>&amp;Replay from here</source>
        <translation>Ab hier &amp;nachspielen</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>%1 %2–%3 players.</source>
        <comment>what a game is about, then how many it seats</comment>
        <translation>%1 %2–%3 Spieler.</translation>
    </message>
    <message>
        <source>Board games for one table: pass the computer around, or play against computer players.</source>
        <translation>Brettspiele für einen Tisch: reicht den Computer weiter oder spielt gegen Computerspieler.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Wählt ein Spiel</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Neues Spiel …</translation>
    </message>
    <message>
        <source>Learn the game</source>
        <translation>Spiel lernen</translation>
    </message>
    <message>
        <source>Today’s game</source>
        <translation>Spiel des Tages</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Statistik …</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>%1’s turn</source>
        <translation>%1 ist am Zug</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 spielt …</translation>
    </message>
    <message>
        <source>Well done: that was the lesson’s last move!</source>
        <translation>Gut gemacht: Das war der letzte Zug der Lektion!</translation>
    </message>
    <message>
        <source>Well done! Click Next to go on.</source>
        <translation>Gut gemacht! Klicke auf Weiter.</translation>
    </message>
    <message>
        <source>The rules allow that, but this lesson follows a prepared game. %1</source>
        <translation>Die Regeln erlauben das, aber diese Lektion folgt einer vorbereiteten Partie. %1</translation>
    </message>
    <message>
        <source>Wait a moment: %1 is playing.</source>
        <translation>Einen Moment: %1 ist am Zug.</translation>
    </message>
    <message>
        <source>Read this step, then click Next.</source>
        <translation>Lies diesen Schritt und klicke dann auf Weiter.</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>Schritt %1 von %2</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <source>Leave the lesson: this game goes on against the computer, and “Learn the game” takes you back to this step later.</source>
        <translation>Die Lektion verlassen: Diese Partie geht gegen den Computer weiter, und „Spiel lernen“ bringt dich später zu diesem Schritt zurück.</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Von vorn</translation>
    </message>
    <message>
        <source>Go back to the lesson’s first step</source>
        <translation>Zurück zum ersten Schritt der Lektion</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Zurück</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Fertig</translation>
    </message>
    <message>
        <source>&amp;Play on</source>
        <translation>Weiter&amp;spielen</translation>
    </message>
    <message>
        <source>Close the lesson</source>
        <translation>Die Lektion schließen</translation>
    </message>
    <message>
        <source>Close the lesson and play this game on against the computer</source>
        <translation>Die Lektion schließen und diese Partie gegen den Computer weiterspielen</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Chapter %1 of %2</source>
        <translation>Kapitel %1 von %2</translation>
    </message>
    <message>
        <source>Jump to a chapter of the lesson</source>
        <translation>Zu einem Kapitel der Lektion springen</translation>
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
        <translation>Damit steht %1 in Feld %2.</translation>
    </message>
    <message>
        <source>That expedition will score double.</source>
        <translation>Diese Expedition zählt dann doppelt.</translation>
    </message>
    <message>
        <source>It ticks the artifact at the top.</source>
        <translation>Damit kreuzt du das oberste Artefakt an.</translation>
    </message>
    <message>
        <source>That square has an arrow: you may accelerate.</source>
        <translation>Das Feld trägt einen Pfeil: Du darfst beschleunigen.</translation>
    </message>
    <message>
        <source>It hatches an artifact.</source>
        <translation>Damit kreuzt du ein Artefakt an.</translation>
    </message>
    <message>
        <source>It crosses %1 first: 20 points.</source>
        <translation>Damit überquerst du %1 zuerst: 20 Punkte.</translation>
    </message>
    <message>
        <source>It hatches dice symbol %1 of 9.</source>
        <translation>Damit kreuzt du Würfelsymbol %1 von 9 an.</translation>
    </message>
    <message>
        <source>That exhausts you: the dice column then scores 0.</source>
        <translation>Dann bist du erschöpft: Die Würfelleiste zählt 0.</translation>
    </message>
    <message>
        <source>That is exhaustion: the dice column now scores 0.</source>
        <translation>Das ist die Erschöpfung: Die Würfelleiste zählt jetzt 0.</translation>
    </message>
    <message>
        <source>Points: %1 → %2.</source>
        <extracomment>%1 and %2: the player&apos;s total now and after the move; → is an arrow.</extracomment>
        <translation>Punkte: %1 → %2.</translation>
    </message>
</context>
<context>
    <name>LostCitiesSheetEditor</name>
    <message>
        <source>Your sheet</source>
        <translation>Dein Blatt</translation>
    </message>
    <message>
        <source>The sheet could not be saved: %1. Its file is as it was; what you entered is still here.</source>
        <translation>Das Blatt konnte nicht gespeichert werden: %1. Seine Datei ist unverändert; was du eingegeben hast, ist noch da.</translation>
    </message>
    <message>
        <source>Enter your printed sheet</source>
        <translation>Gedrucktes Blatt eingeben</translation>
    </message>
    <message>
        <source>Edit sheet</source>
        <translation>Blatt bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>for example: My printed pad</source>
        <translation>zum Beispiel: Mein gedruckter Block</translation>
    </message>
    <message>
        <source>Point values printed on the two scales, top row first:</source>
        <translation>Die Punktwerte der beiden gedruckten Leisten, oberste Reihe zuerst:</translation>
    </message>
    <message>
        <source>&amp;Every value here is checked against my printed sheet</source>
        <translation>&amp;Jeder Wert hier ist mit meinem gedruckten Blatt abgeglichen</translation>
    </message>
    <message>
        <source>Then the whole sheet counts as checked on paper: its results are no longer marked provisional.</source>
        <translation>Dann gilt das ganze Blatt als auf Papier geprüft: Seine Ergebnisse sind nicht mehr als vorläufig markiert.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Expedition</source>
        <translation>Expedition</translation>
    </message>
    <message>
        <source>Artifacts / dice</source>
        <translation>Artefakte / Würfel</translation>
    </message>
    <message>
        <source>Click a number square to change its symbol: none, acceleration (arrow), artifact (vase). Keyboard: arrow keys move the blue frame, Space changes the square under it.</source>
        <translation>Klicke ein Zahlenfeld an, um sein Symbol zu wechseln: keins, Beschleunigung (Pfeil), Artefakt (Vase). Tastatur: Die Pfeiltasten bewegen den blauen Rahmen, die Leertaste ändert das Feld darunter.</translation>
    </message>
    <message>
        <source>no symbol</source>
        <translation>kein Symbol</translation>
    </message>
    <message>
        <source>acceleration</source>
        <translation>Beschleunigung</translation>
    </message>
    <message>
        <source>artifact</source>
        <translation>Artefakt</translation>
    </message>
    <message>
        <source>Square %1 %2: %3.</source>
        <extracomment>%2 is an expedition in its &quot;of&quot; form: &quot;of the red expedition&quot;, German genitive &quot;der roten Expedition&quot;.</extracomment>
        <translation>Feld %1 %2: %3.</translation>
    </message>
    <message>
        <source>Give the sheet a name.</source>
        <translation>Gib dem Blatt einen Namen.</translation>
    </message>
    <message>
        <source>The rulebook fixes this value at %1.</source>
        <translation>Die Spielregel legt diesen Wert auf %1 fest.</translation>
    </message>
    <message>
        <source>Must be higher than the value below it (%1).</source>
        <translation>Muss höher sein als der Wert darunter (%1).</translation>
    </message>
    <message>
        <source>Must be below 0: the lowest levels lose points.</source>
        <translation>Muss unter 0 liegen: Die untersten Stufen kosten Punkte.</translation>
    </message>
    <message>
        <source>Must be above 0: from the fourth level on, points are won.</source>
        <translation>Muss über 0 liegen: Ab der vierten Stufe gibt es Pluspunkte.</translation>
    </message>
    <message>
        <source>Must be 0.</source>
        <translation>Muss 0 sein.</translation>
    </message>
    <message>
        <source>The file is not readable sheet data.</source>
        <translation>Die Datei enthält kein lesbares Blatt.</translation>
    </message>
    <message>
        <source>The file is not readable sheet data (%1).</source>
        <translation>Die Datei enthält kein lesbares Blatt (%1).</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Die Datei kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>It is not an ordinary file (a folder, a pipe or a device), so it was not read.</source>
        <translation>Das ist keine gewöhnliche Datei (sondern ein Ordner, eine Pipe oder ein Gerät), daher wurde sie nicht gelesen.</translation>
    </message>
    <message>
        <source>The file is far too large to be a sheet, so it was not read.</source>
        <translation>Die Datei ist viel zu groß für ein Blatt, daher wurde sie nicht gelesen.</translation>
    </message>
    <message>
        <source>It holds a number far longer than any value of a sheet.</source>
        <translation>Sie enthält eine Zahl, die viel länger ist als jeder Wert eines Blatts.</translation>
    </message>
    <message>
        <source>Its id “%1” may hold only letters, digits, - and _.</source>
        <translation>Seine Kennung „%1“ darf nur Buchstaben, Ziffern, - und _ enthalten.</translation>
    </message>
    <message>
        <source>A text holds characters that are not allowed (control or broken ones).</source>
        <translation>Ein Text enthält unzulässige Zeichen (Steuerzeichen oder fehlerhafte Zeichen).</translation>
    </message>
    <message>
        <source>The name is longer than %1 characters.</source>
        <translation>Der Name ist länger als %1 Zeichen.</translation>
    </message>
    <message>
        <source>Its id “%1” is the house sheet&apos;s.</source>
        <translation>Seine Kennung „%1“ gehört dem Blatt der App.</translation>
    </message>
    <message>
        <source>Its id “%1” is already used by %2.</source>
        <translation>Seine Kennung „%1“ wird schon von %2 verwendet.</translation>
    </message>
    <message>
        <source>Not a valid sheet (%1 at %2).</source>
        <translation>Kein gültiges Blatt (%1 bei %2).</translation>
    </message>
    <message>
        <source>Expedition:</source>
        <translation>Expedition:</translation>
    </message>
    <message>
        <source>Artifacts / dice:</source>
        <translation>Artefakte / Würfel:</translation>
    </message>
</context>
<context>
    <name>LostCitiesSituation</name>
    <message>
        <source>A square holds a number from 1 to 10.</source>
        <translation>Ein Feld enthält eine Zahl von 1 bis 10.</translation>
    </message>
    <message>
        <source>Numbers rise up an expedition: none is lower than the one below it.</source>
        <translation>Die Zahlen einer Expedition steigen: Keine ist kleiner als die darunter.</translation>
    </message>
    <message>
        <source>A 0 (written 10) cannot start an expedition in this game.</source>
        <translation>Eine 0 (als 10 eingetragen) kann in diesem Spiel keine Expedition beginnen.</translation>
    </message>
    <message>
        <source>An expedition has 9 squares.</source>
        <translation>Eine Expedition hat 9 Felder.</translation>
    </message>
    <message>
        <source>The first number of an expedition strikes its open circle.</source>
        <translation>Die erste Zahl einer Expedition streicht ihr offenes Verdopplungsfeld.</translation>
    </message>
    <message>
        <source>A circle is struck only by the expedition&apos;s first number.</source>
        <translation>Ein Verdopplungsfeld wird nur durch die erste Zahl der Expedition gestrichen.</translation>
    </message>
    <message>
        <source>The artifact above a column is ticked only once the column is full.</source>
        <translation>Das Artefakt über einer Spalte wird erst angekreuzt, wenn die Spalte voll ist.</translation>
    </message>
    <message>
        <source>The artifact column was already full: no more artifacts can be ticked.</source>
        <translation>Die Artefaktleiste war schon voll: Es kann kein Artefakt mehr angekreuzt werden.</translation>
    </message>
    <message>
        <source>More artifacts are hatched than the squares written give.</source>
        <translation>Es sind mehr Artefakte angekreuzt, als die beschriebenen Felder ergeben.</translation>
    </message>
    <message>
        <source>Every artifact square written hatches an artifact.</source>
        <translation>Jedes beschriebene Artefaktfeld kreuzt ein Artefakt an.</translation>
    </message>
    <message>
        <source>The dice column has 9 symbols.</source>
        <translation>Die Würfelleiste hat 9 Symbole.</translation>
    </message>
    <message>
        <source>A bridge is won only by a player whose column crossed it.</source>
        <translation>Eine Brücke gewinnt nur, wessen Spalte sie überquert hat.</translation>
    </message>
    <message>
        <source>A bridge that was crossed has a winner: the first player to cross it.</source>
        <translation>Eine überquerte Brücke hat einen Gewinner: wer sie als Erster überquert hat.</translation>
    </message>
    <message>
        <source>A bridge is claimed in a past turn, and only once someone crossed it.</source>
        <translation>Eine Brücke wird in einem vergangenen Zug beansprucht, und nur, wenn jemand sie überquert hat.</translation>
    </message>
    <message>
        <source>A roll is three number dice (0 to 9) and three colour dice.</source>
        <translation>Ein Wurf besteht aus drei Zahlenwürfeln (0 bis 9) und drei Farbwürfeln.</translation>
    </message>
    <message>
        <source>Every bridge is claimed or every player is exhausted: the game has ended.</source>
        <translation>Alle Brücken sind beansprucht oder alle Spieler erschöpft: Das Spiel ist zu Ende.</translation>
    </message>
</context>
<context>
    <name>LostCitiesSituationEditor</name>
    <message>
        <source>Numbers</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>Num&amp;ber to write:</source>
        <translation>&amp;Zahl zum Eintragen:</translation>
    </message>
    <message>
        <source>10 stands for the 0 die. Artifacts, bridges crossed and the turn they were crossed in follow from the squares.</source>
        <translation>10 steht für die gewürfelte 0. Artefakte, überquerte Brücken und der Zug, in dem sie überquert wurden, ergeben sich aus den Feldern.</translation>
    </message>
    <message>
        <source>Click an empty square to write the number chosen beside the table (the squares below too), a written one to rub it out. Click a circle, the artifact above a full column, the dice column, a bridge or a die to change it.</source>
        <translation>Klicke ein leeres Feld an, um die neben dem Tisch gewählte Zahl einzutragen (auch in die Felder darunter), ein beschriebenes, um es zu radieren. Klicke ein Verdopplungsfeld, das Artefakt über einer vollen Spalte, die Würfelleiste, eine Brücke oder einen Würfel an, um es zu ändern.</translation>
    </message>
    <message>
        <source>Before the roll</source>
        <translation>Vor dem Wurf</translation>
    </message>
    <message>
        <source>Dice rolled</source>
        <translation>Gewürfelt</translation>
    </message>
    <message>
        <source>T&amp;urn:</source>
        <translation>Zu&amp;g:</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Top artifact</source>
        <translation>Oberstes Artefakt</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Zahl</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Verdopplungsfeld</translation>
    </message>
    <message>
        <source>Dice symbols</source>
        <translation>Würfelsymbole</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Brücke</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
</context>
<context>
    <name>LostCitiesTable</name>
    <message>
        <source>Turn %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Previous roll: waiting for the next roll</source>
        <translation>Voriger Wurf: Der nächste Wurf steht noch aus</translation>
    </message>
    <message>
        <source>The dice have not been rolled yet</source>
        <translation>Es wurde noch nicht gewürfelt</translation>
    </message>
    <message>
        <source>%1 rolled: take one number die and one colour die</source>
        <translation>%1 hat gewürfelt: Nimm einen Zahlenwürfel und einen Farbwürfel</translation>
    </message>
    <message>
        <source>Faded dice: taken by %1. The others choose from the dice left</source>
        <translation>Ausgegraute Würfel: von %1 genommen. Die anderen wählen aus den übrigen Würfeln</translation>
    </message>
    <message>
        <source>%1 refused: all six dice are left for the others</source>
        <translation>%1 hat abgelehnt: Alle sechs Würfel bleiben für die anderen</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist zu Ende</translation>
    </message>
    <message>
        <source>done</source>
        <translation>fertig</translation>
    </message>
    <message>
        <source>to decide</source>
        <translation>wählt noch</translation>
    </message>
    <message>
        <source>accelerates</source>
        <translation>beschleunigt</translation>
    </message>
    <message>
        <source>rolls</source>
        <translation>würfelt</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>pts</source>
        <translation>Pkt.</translation>
    </message>
    <message>
        <source>House sheet — the printed sheet may differ</source>
        <translation>Blatt der App – das gedruckte Blatt kann abweichen</translation>
    </message>
    <message>
        <source>Sheet: %1</source>
        <translation>Wertungsblatt: %1</translation>
    </message>
    <message>
        <source>Totals so far</source>
        <translation>Bisherige Summen</translation>
    </message>
    <message>
        <source>Totals are provisional: the sheet is not all checked on paper</source>
        <translation>Summen vorläufig: Blatt nicht ganz auf Papier geprüft</translation>
    </message>
    <message>
        <source>Totals so far, provisional: the sheet is not all checked on paper</source>
        <translation>Bisherige Summen, vorläufig: Blatt nicht ganz auf Papier geprüft</translation>
    </message>
</context>
<context>
    <name>LostCitiesTexts</name>
    <message>
        <source>the red expedition</source>
        <extracomment>The plain form (subject or object of a sentence); see also &quot;of the … expedition&quot;.</extracomment>
        <translation>die rote Expedition</translation>
    </message>
    <message>
        <source>the orange expedition</source>
        <extracomment>The plain form (subject or object of a sentence); see also &quot;of the … expedition&quot;.</extracomment>
        <translation>die orange Expedition</translation>
    </message>
    <message>
        <source>the yellow expedition</source>
        <extracomment>The plain form (subject or object of a sentence); see also &quot;of the … expedition&quot;.</extracomment>
        <translation>die gelbe Expedition</translation>
    </message>
    <message>
        <source>the green expedition</source>
        <extracomment>The plain form (subject or object of a sentence); see also &quot;of the … expedition&quot;.</extracomment>
        <translation>die grüne Expedition</translation>
    </message>
    <message>
        <source>the blue expedition</source>
        <extracomment>The plain form (subject or object of a sentence); see also &quot;of the … expedition&quot;.</extracomment>
        <translation>die blaue Expedition</translation>
    </message>
    <message>
        <source>the purple expedition</source>
        <extracomment>The plain form (subject or object of a sentence); see also &quot;of the … expedition&quot;.</extracomment>
        <translation>die lila Expedition</translation>
    </message>
    <message>
        <source>of the red expedition</source>
        <extracomment>The &quot;of&quot; form (owner of a square): French &quot;de l’expédition …&quot;, German genitive &quot;der … Expedition&quot;.</extracomment>
        <translation>der roten Expedition</translation>
    </message>
    <message>
        <source>of the orange expedition</source>
        <extracomment>The &quot;of&quot; form (owner of a square): French &quot;de l’expédition …&quot;, German genitive &quot;der … Expedition&quot;.</extracomment>
        <translation>der orangen Expedition</translation>
    </message>
    <message>
        <source>of the yellow expedition</source>
        <extracomment>The &quot;of&quot; form (owner of a square): French &quot;de l’expédition …&quot;, German genitive &quot;der … Expedition&quot;.</extracomment>
        <translation>der gelben Expedition</translation>
    </message>
    <message>
        <source>of the green expedition</source>
        <extracomment>The &quot;of&quot; form (owner of a square): French &quot;de l’expédition …&quot;, German genitive &quot;der … Expedition&quot;.</extracomment>
        <translation>der grünen Expedition</translation>
    </message>
    <message>
        <source>of the blue expedition</source>
        <extracomment>The &quot;of&quot; form (owner of a square): French &quot;de l’expédition …&quot;, German genitive &quot;der … Expedition&quot;.</extracomment>
        <translation>der blauen Expedition</translation>
    </message>
    <message>
        <source>of the purple expedition</source>
        <extracomment>The &quot;of&quot; form (owner of a square): French &quot;de l’expédition …&quot;, German genitive &quot;der … Expedition&quot;.</extracomment>
        <translation>der lila Expedition</translation>
    </message>
    <message>
        <source>Red (heart)</source>
        <translation>Rot (Herz)</translation>
    </message>
    <message>
        <source>Orange (circle)</source>
        <translation>Orange (Kreis)</translation>
    </message>
    <message>
        <source>Yellow (square)</source>
        <translation>Gelb (Quadrat)</translation>
    </message>
    <message>
        <source>Green (triangle)</source>
        <translation>Grün (Dreieck)</translation>
    </message>
    <message>
        <source>Blue (cross)</source>
        <translation>Blau (Kreuz)</translation>
    </message>
    <message>
        <source>Purple (star)</source>
        <translation>Lila (Stern)</translation>
    </message>
    <message>
        <source>the bridge of the red expedition</source>
        <translation>die Brücke der roten Expedition</translation>
    </message>
    <message>
        <source>the bridge of the orange expedition</source>
        <translation>die Brücke der orangen Expedition</translation>
    </message>
    <message>
        <source>the bridge of the yellow expedition</source>
        <translation>die Brücke der gelben Expedition</translation>
    </message>
    <message>
        <source>the bridge of the green expedition</source>
        <translation>die Brücke der grünen Expedition</translation>
    </message>
    <message>
        <source>the bridge of the blue expedition</source>
        <translation>die Brücke der blauen Expedition</translation>
    </message>
    <message>
        <source>the bridge of the purple expedition</source>
        <translation>die Brücke der lila Expedition</translation>
    </message>
    <message>
        <source>the bridge of the artifact column</source>
        <translation>die Brücke der Artefaktleiste</translation>
    </message>
    <message>
        <source>the bridge of the dice column</source>
        <translation>die Brücke der Würfelleiste</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Diesen Spieler gibt es nicht.</translation>
    </message>
    <message>
        <source>Not now: this player has nothing to decide.</source>
        <translation>Jetzt nicht: Dieser Spieler hat nichts zu entscheiden.</translation>
    </message>
    <message>
        <source>Not now: roll the dice first, or wait for your turn.</source>
        <translation>Jetzt nicht: Würfle zuerst oder warte, bis du dran bist.</translation>
    </message>
    <message>
        <source>A roll needs three number dice and three colour dice.</source>
        <translation>Ein Wurf besteht aus drei Zahlenwürfeln und drei Farbwürfeln.</translation>
    </message>
    <message>
        <source>Use or decline the acceleration first.</source>
        <translation>Beschleunige zuerst oder verzichte auf die Beschleunigung.</translation>
    </message>
    <message>
        <source>There is no acceleration to use.</source>
        <translation>Es gibt keine Beschleunigung, die du nutzen kannst.</translation>
    </message>
    <message>
        <source>No die in the middle shows this number.</source>
        <translation>Kein Würfel in der Mitte zeigt diese Zahl.</translation>
    </message>
    <message>
        <source>No die in the middle shows this colour.</source>
        <translation>Kein Würfel in der Mitte zeigt diese Farbe.</translation>
    </message>
    <message>
        <source>Only a 0 marks the double-points circle.</source>
        <translation>Nur eine 0 markiert das Verdopplungsfeld.</translation>
    </message>
    <message>
        <source>The circle is already marked or struck.</source>
        <translation>Das Verdopplungsfeld ist schon markiert oder gestrichen.</translation>
    </message>
    <message>
        <source>The expedition has started: too late for the circle.</source>
        <translation>Die Expedition läuft schon: Für das Verdopplungsfeld ist es zu spät.</translation>
    </message>
    <message>
        <source>A 0 cannot start an expedition (it marks the circle instead).</source>
        <translation>Eine 0 kann keine Expedition beginnen (sie markiert das Verdopplungsfeld).</translation>
    </message>
    <message>
        <source>Lower than the expedition&apos;s top number: numbers never go down.</source>
        <translation>Niedriger als die oberste Zahl der Expedition: Zahlen werden nie kleiner.</translation>
    </message>
    <message>
        <source>This expedition&apos;s top artifact is already ticked.</source>
        <translation>Das oberste Artefakt dieser Expedition ist schon angekreuzt.</translation>
    </message>
    <message>
        <source>All 9 artifacts are hatched: the top artifact is closed.</source>
        <translation>Alle 9 Artefakte sind angekreuzt: Das oberste Artefakt ist gesperrt.</translation>
    </message>
    <message>
        <source>%1 rolled the dice.</source>
        <translation>%1 hat gewürfelt.</translation>
    </message>
    <message>
        <source>%1 took %2 for %3.</source>
        <translation>%1 nahm die %2 für %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 refused the dice (%n of 9 dice symbols hatched).</source>
        <translation>
            <numerusform>%1 hat den Wurf abgelehnt (%n von 9 Würfelsymbolen angekreuzt).</numerusform>
            <numerusform>%1 hat den Wurf abgelehnt (%n von 9 Würfelsymbolen angekreuzt).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is exhausted: the dice column now scores 0.</source>
        <translation>%1 ist erschöpft: Die Würfelleiste zählt jetzt 0.</translation>
    </message>
    <message>
        <source>%1 started %2 without its circle.</source>
        <translation>%1 begann %2 ohne Verdopplungsfeld.</translation>
    </message>
    <message>
        <source>%1 filled an acceleration square: accelerate, or decline.</source>
        <translation>%1 schrieb auf ein Beschleunigungsfeld: Beschleunige oder verzichte.</translation>
    </message>
    <message>
        <source>%1 accelerated in %2.</source>
        <translation>%1 beschleunigte in %2.</translation>
    </message>
    <message>
        <source>%1 declined the acceleration.</source>
        <translation>%1 verzichtete auf die Beschleunigung.</translation>
    </message>
    <message>
        <source>%1 hatched an artifact (%2 of 9).</source>
        <translation>%1 kreuzte ein Artefakt an (%2 von 9).</translation>
    </message>
    <message>
        <source>%1 crossed %2 first: 20 points.</source>
        <translation>%1 hat %2 zuerst überquert: 20 Punkte.</translation>
    </message>
    <message>
        <source>%1 crossed %2, but it was already taken.</source>
        <translation>%1 hat %2 überquert, aber sie war schon vergeben.</translation>
    </message>
    <message>
        <source>Turn %1 is over.</source>
        <translation>Zug %1 ist vorbei.</translation>
    </message>
    <message>
        <source>All eight bridges are taken: the game is over.</source>
        <translation>Alle acht Brücken sind vergeben: Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>Every player is exhausted: the game is over.</source>
        <translation>Alle Spieler sind erschöpft: Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>%1 rolls the dice</source>
        <translation>%1 würfelt</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 würfelte %2</translation>
    </message>
    <message>
        <source>%1 took %2 for %3</source>
        <translation>%1 nahm die %2 für %3</translation>
    </message>
    <message>
        <source>%1 refused the dice</source>
        <translation>%1 hat den Wurf abgelehnt</translation>
    </message>
    <message>
        <source>%1 accelerated in %2</source>
        <translation>%1 beschleunigte in %2</translation>
    </message>
    <message>
        <source>%1 declined the acceleration</source>
        <translation>%1 verzichtete auf die Beschleunigung</translation>
    </message>
    <message>
        <source>%1: roll the dice (Space).</source>
        <translation>%1: Würfle (Leertaste).</translation>
    </message>
    <message>
        <source>%1: take a number die and a colour die, or refuse.</source>
        <translation>%1: Nimm einen Zahlenwürfel und einen Farbwürfel oder lehne ab.</translation>
    </message>
    <message>
        <source>%1: take a combination from the dice left, or refuse.</source>
        <translation>%1: Nimm eine Kombination aus den übrigen Würfeln oder lehne ab.</translation>
    </message>
    <message>
        <source>%1: accelerate — click a lit square (Ctrl+1 to Ctrl+6), or decline (D).</source>
        <translation>%1: Beschleunige – klicke ein leuchtendes Feld an (Strg+1 bis Strg+6) oder verzichte (D).</translation>
    </message>
    <message>
        <source>Waiting for %1 (computer)…</source>
        <translation>Warte auf %1 (Computer)…</translation>
    </message>
    <message>
        <source>Bridges crossed: %1 of %2</source>
        <extracomment>The strip&apos;s gauge of how close the end is: &quot;Bridges crossed: 3 of 8&quot;.</extracomment>
        <translation>Überquerte Brücken: %1 von %2</translation>
    </message>
    <message>
        <source>Exhausted: %1 of %2 players</source>
        <extracomment>The strip&apos;s gauge of how close the end is: &quot;Exhausted: 1 of 3 players&quot;.</extracomment>
        <translation>Erschöpft: %1 von %2 Spielern</translation>
    </message>
    <message>
        <source>The game ends after the turn in which every bridge has been crossed, or every player is exhausted (9 Dice symbols hatched).</source>
        <translation>Das Spiel endet nach dem Zug, in dem alle Brücken überquert sind oder alle erschöpft sind (9 Würfelsymbole schraffiert).</translation>
    </message>
    <message>
        <source>The game is over. See the result.</source>
        <translation>Das Spiel ist zu Ende. Sieh dir das Ergebnis an.</translation>
    </message>
    <message>
        <source>Several number dice fit this square: pick the number die.</source>
        <translation>Mehrere Zahlenwürfel passen in dieses Feld: Wähle einen davon aus.</translation>
    </message>
    <message>
        <source>This pair can go to the circle or to a square: click the one you want.</source>
        <translation>Dieses Paar passt ins Verdopplungsfeld oder in ein Feld: Klicke das gewünschte an.</translation>
    </message>
    <message>
        <source>Click one of the lit squares of this expedition.</source>
        <translation>Klicke eines der leuchtenden Felder dieser Expedition an.</translation>
    </message>
    <message>
        <source>This die is not in the middle for you now.</source>
        <translation>Dieser Würfel steht dir gerade nicht zur Verfügung.</translation>
    </message>
    <message>
        <source>%1 decides now: write on the sheet framed in blue.</source>
        <translation>%1 entscheidet jetzt: Schreib auf das blau umrandete Blatt.</translation>
    </message>
    <message>
        <source>&amp;Roll the dice</source>
        <translation>&amp;Würfeln</translation>
    </message>
    <message>
        <source>Re&amp;fuse the dice</source>
        <translation>Wurf &amp;ablehnen</translation>
    </message>
    <message>
        <source>&amp;Take the chosen dice</source>
        <translation>Gewählte Würfel &amp;nehmen</translation>
    </message>
    <message>
        <source>&amp;Decline the acceleration</source>
        <translation>Auf Beschleunigung &amp;verzichten</translation>
    </message>
    <message>
        <source>Accelerate in %1</source>
        <translation>In %1 beschleunigen</translation>
    </message>
    <message>
        <source>Pick number die %1</source>
        <translation>Zahlenwürfel %1 wählen</translation>
    </message>
    <message>
        <source>Pick colour die %1</source>
        <translation>Farbwürfel %1 wählen</translation>
    </message>
    <message>
        <source>Put the dice back</source>
        <translation>Würfel zurücklegen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Sheet:</source>
        <translation>Wertungsblatt:</translation>
    </message>
    <message>
        <source>The point scales and special squares the game is played with. The house sheet&apos;s special squares are invented; if you own the pad, enter your printed sheet once.</source>
        <translation>Die Punkteleisten und Sonderfelder, mit denen gespielt wird. Auf dem Blatt der App sind die Sonderfelder erfunden; wenn du den Block besitzt, gib dein gedrucktes Blatt einmal ein.</translation>
    </message>
    <message>
        <source>Expeditions: %1</source>
        <extracomment>The result screen counts the points in: %1 is the expedition counted now, &quot;Red (heart)&quot;.</extracomment>
        <translation>Expeditionen: %1</translation>
    </message>
    <message>
        <source>Enter your printed sheet…</source>
        <translation>Gedrucktes Blatt eingeben…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bearbeiten…</translation>
    </message>
    <message>
        <source>%1 (broken)</source>
        <translation>%1 (beschädigt)</translation>
    </message>
    <message>
        <source>%1 cannot be used and was left as it is: %2</source>
        <translation>%1 ist nicht verwendbar und bleibt unverändert: %2</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>%1 marked the circle %2: it scores double.</source>
        <extracomment>%2 is an expedition in its &quot;of&quot; form: &quot;of the red expedition&quot;, German genitive &quot;der roten Expedition&quot;.</extracomment>
        <translation>%1 markierte das Verdopplungsfeld %2: Sie zählt doppelt.</translation>
    </message>
    <message>
        <source>%1 wrote %2 in square %3 %4.</source>
        <extracomment>%4 is an expedition in its &quot;of&quot; form: &quot;of the red expedition&quot;, German genitive &quot;der roten Expedition&quot;.</extracomment>
        <translation>%1 schrieb %2 in Feld %3 %4.</translation>
    </message>
    <message>
        <source>%1 ticked the top artifact %2.</source>
        <extracomment>%2 is an expedition in its &quot;of&quot; form: &quot;of the red expedition&quot;, German genitive &quot;der roten Expedition&quot;.</extracomment>
        <translation>%1 kreuzte das oberste Artefakt %2 an.</translation>
    </message>
    <message>
        <source>The others strike out %1: it is taken.</source>
        <translation>Die anderen streichen %1 durch: Sie ist vergeben.</translation>
    </message>
    <message>
        <source>%1 marked the circle %2</source>
        <extracomment>%2 is an expedition in its &quot;of&quot; form: &quot;of the red expedition&quot;, German genitive &quot;der roten Expedition&quot;.</extracomment>
        <translation>%1 markierte das Verdopplungsfeld %2</translation>
    </message>
    <message>
        <source>Hint for %1: roll the dice.</source>
        <translation>Tipp für %1: Würfle.</translation>
    </message>
    <message>
        <source>Hint for %1: mark the circle %2 with the 0.</source>
        <extracomment>%2 is an expedition in its &quot;of&quot; form: &quot;of the red expedition&quot;, German genitive &quot;der roten Expedition&quot;.</extracomment>
        <translation>Tipp für %1: Markiere mit der 0 das Verdopplungsfeld %2.</translation>
    </message>
    <message>
        <source>Hint for %1: take %2 for %3.</source>
        <translation>Tipp für %1: Nimm die %2 für %3.</translation>
    </message>
    <message>
        <source>Hint for %1: refuse the dice.</source>
        <translation>Tipp für %1: Lehne den Wurf ab.</translation>
    </message>
    <message>
        <source>Hint for %1: accelerate in %2.</source>
        <translation>Tipp für %1: Beschleunige in %2.</translation>
    </message>
    <message>
        <source>Hint for %1: decline the acceleration.</source>
        <translation>Tipp für %1: Verzichte auf die Beschleunigung.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Expeditions</source>
        <translation>Expeditionen</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>Artefakte</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Bridges</source>
        <translation>Brücken</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Summe</translation>
    </message>
    <message>
        <source>Shared win: %1.</source>
        <translation>Geteilter Sieg: %1.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 gewinnt.</translation>
    </message>
    <message>
        <source>Tied players share their place: the game has no tie-break.</source>
        <translation>Spieler mit gleich vielen Punkten teilen sich den Platz; eine weitere Wertung gibt es nicht.</translation>
    </message>
    <message>
        <source>Played on the house sheet: totals are provisional and not comparable with the printed game.</source>
        <translation>Auf dem Blatt der App gespielt: Die Summen sind vorläufig und nicht mit dem gedruckten Spiel vergleichbar.</translation>
    </message>
    <message>
        <source>Some values of this sheet were not checked on paper: totals are provisional.</source>
        <translation>Einige Werte dieses Blatts wurden nicht auf Papier geprüft: Die Summen sind vorläufig.</translation>
    </message>
</context>
<context>
    <name>LostCitiesTutorial</name>
    <message>
        <source>Your move</source>
        <translation>Du bist dran</translation>
    </message>
    <message>
        <source>Welcome to Lost Cities</source>
        <translation>Willkommen bei Lost Cities</translation>
    </message>
    <message>
        <source>The roll</source>
        <translation>Der Wurf</translation>
    </message>
    <message>
        <source>Your pick: one number, one colour</source>
        <translation>Deine Wahl: eine Zahl, eine Farbe</translation>
    </message>
    <message>
        <source>The others pick from the dice left</source>
        <translation>Die anderen wählen aus den übrigen Würfeln</translation>
    </message>
    <message>
        <source>Starting an expedition</source>
        <translation>Eine Expedition beginnen</translation>
    </message>
    <message>
        <source>Numbers never go down</source>
        <translation>Zahlen sinken nie</translation>
    </message>
    <message>
        <source>The circle: double or nothing</source>
        <translation>Das Verdopplungsfeld: doppelt oder nichts</translation>
    </message>
    <message>
        <source>A 0 counts as 10</source>
        <translation>Eine 0 zählt als 10</translation>
    </message>
    <message>
        <source>Acceleration</source>
        <translation>Beschleunigung</translation>
    </message>
    <message>
        <source>Accelerating in the same expedition</source>
        <translation>Beschleunigen in derselben Expedition</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>Artefakte</translation>
    </message>
    <message>
        <source>Refusing and the dice column</source>
        <translation>Ablehnen und die Würfelleiste</translation>
    </message>
    <message>
        <source>A chain of accelerations</source>
        <translation>Eine Kette von Beschleunigungen</translation>
    </message>
    <message>
        <source>The artifact at the top</source>
        <translation>Das oberste Artefakt</translation>
    </message>
    <message>
        <source>Exhausted</source>
        <translation>Erschöpft</translation>
    </message>
    <message>
        <source>When the active player refuses</source>
        <translation>Wenn der aktive Spieler ablehnt</translation>
    </message>
    <message>
        <source>Bridges</source>
        <translation>Brücken</translation>
    </message>
    <message>
        <source>Crossing in the same turn</source>
        <translation>Im selben Zug überqueren</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Das Spielende</translation>
    </message>
    <message>
        <source>Scoring an expedition</source>
        <translation>Die Wertung einer Expedition</translation>
    </message>
    <message>
        <source>Short expeditions lose points</source>
        <translation>Kurze Expeditionen kosten Punkte</translation>
    </message>
    <message>
        <source>A circle alone</source>
        <translation>Ein Verdopplungsfeld allein</translation>
    </message>
    <message>
        <source>Scoring the two columns</source>
        <translation>Die Wertung der beiden Leisten</translation>
    </message>
    <message>
        <source>The total and the winner</source>
        <translation>Die Summe und der Sieg</translation>
    </message>
    <message>
        <source>Nothing new here: make the move below.</source>
        <translation>Nichts Neues hier: Spiel einfach weiter, wie unten beschrieben.</translation>
    </message>
    <message>
        <source>You play the left sheet against Karen. Each of you writes numbers into six coloured expeditions, bottom to top; each colour also has a shape, the same on the dice. On the right are an artifact column and a dice column. The frame shows your sheet&apos;s score boxes: the higher your expeditions climb, the more they are worth.</source>
        <translation>Du spielst das linke Blatt gegen Karen. Jeder schreibt Zahlen in sechs farbige Expeditionen, von unten nach oben; jede Farbe hat außerdem eine Form, dieselbe wie auf den Würfeln. Rechts liegen die Artefaktleiste und die Würfelleiste. Der Rahmen zeigt die Wertungsfelder deines Blatts: Je höher deine Expeditionen steigen, desto mehr sind sie wert.</translation>
    </message>
    <message>
        <source>It is your turn: you are the active player. Roll the three number dice (0 to 9) and the three colour dice (framed). Turns pass clockwise: each turn, the next player rolls.</source>
        <translation>Du bist am Zug: Du bist der aktive Spieler. Wirf die drei Zahlenwürfel (0 bis 9) und die drei Farbwürfel (eingerahmt). Gespielt wird im Uhrzeigersinn: In jedem Zug würfelt der nächste Spieler.</translation>
    </message>
    <message>
        <source>Then every other player takes one number and one colour from the dice you left (faded dice are yours). Karen took the 6 and the blue die. Several players may use the same die; the app asks them one after another, clockwise.</source>
        <translation>Dann nimmt jeder andere Spieler eine Zahl und eine Farbe aus den Würfeln, die du übrig gelassen hast (die ausgegrauten Würfel hast du genommen). Karen nahm die 6 und den blauen Würfel. Mehrere Spieler dürfen denselben Würfel nutzen; die App fragt sie nacheinander, im Uhrzeigersinn.</translation>
    </message>
    <message>
        <source>Your 3 started the orange expedition in its lowest square. A column is written bottom to top; 1 is the lowest number, so any number can start one. Start low and avoid big jumps, or your expeditions will soon be stuck.</source>
        <translation>Deine 3 hat die orange Expedition in ihrem untersten Feld begonnen. Eine Spalte wird von unten nach oben beschrieben; 1 ist die kleinste Zahl, also kann jede Zahl eine beginnen. Fang niedrig an und vermeide große Sprünge, sonst stecken deine Expeditionen bald fest.</translation>
    </message>
    <message>
        <source>Below each expedition is a circle. Before the first number, a 0 may mark it: that expedition then scores double, losses included. Once a number is written the circle is struck for good (your orange one is). Roll, then mark the red circle with the 0.</source>
        <translation>Unter jeder Expedition liegt ein Verdopplungsfeld. Vor der ersten Zahl darf eine 0 es markieren: Dann zählt die Expedition doppelt, auch ihre Minuspunkte. Sobald eine Zahl dasteht, ist das Feld endgültig gestrichen (wie bei deiner orangen). Würfle, dann markiere das rote Verdopplungsfeld mit der 0.</translation>
    </message>
    <message>
        <source>Once an expedition has started, a 0 counts as 10, the highest number. Take the 0 with the orange die: a 10 goes above your 5. A 0 cannot start an expedition, though: before the first number, it can only mark the circle.</source>
        <translation>Sobald eine Expedition begonnen hat, zählt eine 0 als 10, die höchste Zahl. Nimm die 0 mit dem orangen Würfel: Über deine 5 kommt eine 10. Eine Expedition beginnen kann eine 0 aber nicht: Vor der ersten Zahl kann sie nur das Verdopplungsfeld markieren.</translation>
    </message>
    <message>
        <source>Red&apos;s second square carries an arrow too. An acceleration may go into the very expedition you just wrote in: its top number again, one square higher. Roll, take the 2 and the red die, then accelerate into red: a second 2.</source>
        <translation>Auch das zweite rote Feld trägt einen Pfeil. Eine Beschleunigung darf in genau die Expedition gehen, in die du gerade geschrieben hast: ihre oberste Zahl noch einmal, ein Feld höher. Würfle, nimm die 2 und den roten Würfel und beschleunige dann in die rote Expedition: eine zweite 2.</translation>
    </message>
    <message>
        <source>Writing on a square with a vase hatches the next artifact in the artifact column (framed). The artifact column scores on the right-hand scale. Once all nine are hatched, vase squares can still be written but hatch nothing. Roll, then write the 5 in red.</source>
        <translation>Schreibst du in ein Feld mit einer Vase, kreuzt du das nächste Artefakt in der Artefaktleiste (eingerahmt) an. Die Artefaktleiste zählt auf der rechten Punkteleiste. Sind alle neun angekreuzt, darfst du Vasenfelder weiter beschreiben, aber sie bringen kein Artefakt mehr. Würfle, dann schreib die 5 in die rote Expedition.</translation>
    </message>
    <message>
        <source>Karen left you a 9 and an 8: they would only start green so high that little could follow. You may always refuse instead of writing, and must when nothing fits: hatch the next symbol of your dice column. The more symbols, the more the column scores, up to 70 for eight. Refuse now.</source>
        <translation>Karen hat dir eine 9 und eine 8 gelassen: Damit könntest du nur die grüne Expedition so hoch beginnen, dass kaum noch etwas folgen kann. Du darfst immer ablehnen, statt zu schreiben, und musst es, wenn nichts passt: Kreuz das nächste Symbol deiner Würfelleiste an. Je mehr Symbole, desto mehr zählt die Leiste, bis 70 für acht. Lehne jetzt ab.</translation>
    </message>
    <message>
        <source>A later game, near its end: seven bridges are taken. Write the 5 on green&apos;s arrow and accelerate into blue: blue&apos;s 6 is written again, on blue&apos;s own arrow, so you accelerate once more. Go back to green: its 5 again, right below its bridge. An acceleration never marks a circle.</source>
        <translation>Eine spätere Partie, kurz vor ihrem Ende: Sieben Brücken sind vergeben. Schreib die 5 auf den Pfeil der grünen Expedition und beschleunige in die blaue: Deren 6 wird noch einmal geschrieben, auf ihren eigenen Pfeil, also beschleunigst du noch einmal. Zurück zur grünen: noch einmal ihre 5, direkt unter ihrer Brücke. Eine Beschleunigung markiert nie ein Verdopplungsfeld.</translation>
    </message>
    <message>
        <source>Your orange expedition is full. A combination that could continue it (at least its 8; the 0 counts as 10) is not written: it ticks the artifact at the top and hatches one more artifact. That works once per expedition, while the artifact column has room, and it adds no level. An acceleration into a full expedition does the same. Take the 0 and the orange die.</source>
        <translation>Deine orange Expedition ist voll. Eine Kombination, die sie fortsetzen könnte (mindestens ihre 8; die 0 zählt als 10), wird nicht geschrieben: Sie kreuzt das oberste Artefakt an und damit ein weiteres Artefakt. Das geht einmal pro Expedition, solange die Artefaktleiste Platz hat, und bringt kein Level. Eine Beschleunigung in eine volle Expedition wirkt genauso. Nimm die 0 und den orangen Würfel.</translation>
    </message>
    <message>
        <source>Roll: none of these dice will fit your sheet, so you must refuse. That hatches your ninth dice symbol: you are exhausted, and your dice column scores 0 instead of 70. You keep playing; refusing again changes nothing more.</source>
        <translation>Würfle: Keiner dieser Würfel wird auf dein Blatt passen, also musst du ablehnen. Damit kreuzt du dein neuntes Würfelsymbol an: Du bist erschöpft, und deine Würfelleiste zählt 0 statt 70. Du spielst weiter; weiteres Ablehnen ändert nichts mehr.</translation>
    </message>
    <message>
        <source>You refused as the active player, so all six dice stayed in the middle: Karen chose from three numbers and three colours. She took the 4 and a red die.</source>
        <translation>Du hast als aktiver Spieler abgelehnt, also blieben alle sechs Würfel in der Mitte: Karen wählte aus drei Zahlen und drei Farben. Sie nahm die 4 und einen roten Würfel.</translation>
    </message>
    <message>
        <source>Each of the eight columns, the artifact and dice columns included, has a bridge above its 6th square. Karen wrote her 7th green square: she is the first to cross the green bridge and scores 20. Whoever crosses a bridge in a later turn gets nothing for it. At a real table, say aloud when you reach an arrow, a vase or a bridge.</source>
        <translation>Jede der acht Spalten, auch die Artefakt- und die Würfelleiste, hat eine Brücke über ihrem sechsten Feld. Karen hat ihr siebtes grünes Feld beschrieben: Sie überquert als Erste die grüne Brücke und bekommt 20. Wer eine Brücke in einem späteren Zug überquert, bekommt nichts dafür. Am echten Tisch sagst du laut an, wenn du einen Pfeil, eine Vase oder eine Brücke erreichst.</translation>
    </message>
    <message>
        <source>Exhausted, you still write, and you keep the bridges you win. Crossing a bridge in the same turn as the first player scores 20 too. Take the 7 and a green die: you both win the green bridge.</source>
        <translation>Auch erschöpft schreibst du weiter und behältst die Brücken, die du gewinnst. Wer eine Brücke im selben Zug überquert wie der Erste, bekommt ebenfalls 20. Nimm die 7 und einen grünen Würfel: Ihr gewinnt beide die grüne Brücke.</translation>
    </message>
    <message>
        <source>The game ends at the end of a turn in which all eight bridges have been crossed, or in which every player is exhausted. The eighth bridge is crossed: this game is over.</source>
        <translation>Die Partie endet am Ende eines Zuges, in dem alle acht Brücken überquert wurden oder alle Spieler erschöpft sind. Die achte Brücke ist überquert: Diese Partie ist vorbei.</translation>
    </message>
    <message>
        <source>Each expedition scores the value beside its highest filled square on the left scale, doubled when its circle is marked. Your full orange expedition scores 50.</source>
        <translation>Jede Expedition zählt den Wert neben ihrem höchsten beschriebenen Feld auf der linken Punkteleiste, doppelt, wenn ihr Verdopplungsfeld markiert ist. Deine volle orange Expedition zählt 50.</translation>
    </message>
    <message>
        <source>Three numbers or fewer lose points; four or more win. Your yellow expedition has two numbers: −15. Start only the expeditions you can take far.</source>
        <translation>Drei Zahlen oder weniger kosten Punkte; vier oder mehr bringen welche. Deine gelbe Expedition hat zwei Zahlen: −15. Beginne nur Expeditionen, die du weit bringen kannst.</translation>
    </message>
    <message>
        <source>An expedition left empty scores nothing, but a marked circle with no number above it scores the lowest value of the scale, doubled: −50 × 2 = −100. That is your purple expedition: start every expedition whose circle you mark.</source>
        <translation>Eine leere Expedition zählt nichts, aber ein markiertes Verdopplungsfeld ohne Zahl darüber zählt den niedrigsten Wert der Punkteleiste, verdoppelt: −50 × 2 = −100. So steht deine lila Expedition da: Beginne jede Expedition, deren Verdopplungsfeld du markierst.</translation>
    </message>
    <message>
        <source>The artifact and dice columns score the value beside their highest hatched symbol on the right-hand scale. Nine artifacts score 100. Eight dice symbols score 70, but the ninth drops the column to 0, as yours did.</source>
        <translation>Artefakt- und Würfelleiste zählen den Wert neben ihrem höchsten angekreuzten Symbol auf der rechten Punkteleiste. Neun Artefakte zählen 100. Acht Würfelsymbole zählen 70, aber das neunte lässt die Leiste auf 0 fallen, wie bei dir.</translation>
    </message>
    <message>
        <source>Add the nine score boxes: six expeditions, two columns and 20 for each bridge you won (bridges are never doubled). The highest total wins; players who tie share the win. You have learned the whole game.</source>
        <translation>Zähl die neun Wertungsfelder zusammen: sechs Expeditionen, zwei Leisten und 20 für jede gewonnene Brücke (Brücken werden nie verdoppelt). Die höchste Summe gewinnt; bei Gleichstand teilen sich die Spieler den Sieg. Jetzt kennst du das ganze Spiel.</translation>
    </message>
    <message>
        <source>Take the %1 and the colour die for %2: click the two dice (or the lit artifact at the top).</source>
        <translation>Nimm die %1 und den Farbwürfel für %2: Klicke die beiden Würfel an (oder das leuchtende oberste Artefakt).</translation>
    </message>
    <message>
        <source>Refusing the dice</source>
        <translation>Den Wurf ablehnen</translation>
    </message>
    <message>
        <source>The top of an expedition</source>
        <translation>Die Spitze einer Expedition</translation>
    </message>
    <message>
        <source>Bridges and the end</source>
        <translation>Brücken und das Ende</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Die Wertung</translation>
    </message>
    <message>
        <source>As the active player you take exactly one number die and one colour die. Take the 3 and the orange die: the 3 goes into the orange expedition.</source>
        <translation>Als aktiver Spieler nimmst du genau einen Zahlenwürfel und einen Farbwürfel. Nimm die 3 und den orangen Würfel: Die 3 kommt in die orange Expedition.</translation>
    </message>
    <message>
        <source>Now you pick from the dice Karen left. In a started expedition the next number must be at least the one below it: equal is fine, lower never. Write the 5 above your 3.</source>
        <translation>Jetzt wählst du aus den Würfeln, die Karen übrig ließ. In einer begonnenen Expedition muss die nächste Zahl mindestens so hoch sein wie die darunter: Gleich ist erlaubt, kleiner nie. Schreib die 5 über deine 3.</translation>
    </message>
    <message>
        <source>That square carries an arrow: acceleration. You may repeat any expedition&apos;s top number in its next square (an expedition not started gets a 1). It is optional. Accelerate into the red expedition: its doubled circle stays, and a 1 starts it.</source>
        <translation>Dieses Feld trägt einen Pfeil: Beschleunigung. Du darfst die oberste Zahl einer beliebigen Expedition in ihr nächstes Feld wiederholen (eine noch nicht begonnene bekommt eine 1). Das ist freiwillig. Beschleunige in die rote Expedition: Ihr markiertes Verdopplungsfeld bleibt gültig, und sie beginnt mit einer 1.</translation>
    </message>
    <message>
        <source>Roll the dice: press Space.</source>
        <translation>Würfle: Drücke die Leertaste.</translation>
    </message>
    <message>
        <source>Refuse the dice: press R.</source>
        <translation>Lehne den Wurf ab: Drücke R.</translation>
    </message>
    <message>
        <source>Decline the acceleration: press D.</source>
        <translation>Verzichte auf die Beschleunigung: Drücke D.</translation>
    </message>
    <message>
        <source>Accelerate into %1: click its lit square or press Ctrl+%2.</source>
        <translation>Beschleunige in %1: Klicke ihr leuchtendes Feld an oder drücke Strg+%2.</translation>
    </message>
    <message>
        <source>Take the 0 and the colour die for %1, then click the lit circle.</source>
        <translation>Nimm die 0 und den Farbwürfel für %1 und klicke dann auf das leuchtende Verdopplungsfeld.</translation>
    </message>
    <message>
        <source>Take the %1 and the colour die for %2: click the two dice (or the lit square).</source>
        <translation>Nimm die %1 und den Farbwürfel für %2: Klicke die beiden Würfel an (oder das leuchtende Feld).</translation>
    </message>
    <message>
        <source>Your first turn</source>
        <translation>Dein erster Zug</translation>
    </message>
    <message>
        <source>Climbing the expeditions</source>
        <translation>Die Expeditionen aufbauen</translation>
    </message>
</context>
<context>
    <name>LostCitiesWhatsThis</name>
    <message>
        <source>Number die: %1</source>
        <translation>Zahlenwürfel: %1</translation>
    </message>
    <message>
        <source>Number die</source>
        <translation>Zahlenwürfel</translation>
    </message>
    <message>
        <source>Numbers go from 1 up; once an expedition has started, a 0 counts as 10. A 0 with a colour die may mark the circle of that expedition instead.</source>
        <translation>Zahlen beginnen bei 1; sobald eine Expedition begonnen hat, zählt eine 0 als 10. Eine 0 mit einem Farbwürfel kann stattdessen das Verdopplungsfeld dieser Expedition markieren.</translation>
    </message>
    <message>
        <source>Colour die: %1</source>
        <translation>Farbwürfel: %1</translation>
    </message>
    <message>
        <source>Colour die</source>
        <translation>Farbwürfel</translation>
    </message>
    <message>
        <source>Together with a number die, it says which expedition the number is written in.</source>
        <translation>Zusammen mit einem Zahlenwürfel sagt er, in welche Expedition die Zahl geschrieben wird.</translation>
    </message>
    <message>
        <source>The player who rolled took it: the others choose from the four dice left.</source>
        <translation>Wer gewürfelt hat, hat ihn genommen: Die anderen wählen aus den vier übrigen Würfeln.</translation>
    </message>
    <message>
        <source>These are the faces of the last roll; the next player rolls all six dice.</source>
        <translation>Das sind die Seiten des letzten Wurfs; der nächste Spieler würfelt mit allen sechs Würfeln.</translation>
    </message>
    <message>
        <source>Each expedition has its own colour and shape; the colour dice show the same shapes.</source>
        <translation>Jede Expedition hat ihre eigene Farbe und Form; die Farbwürfel zeigen dieselben Formen.</translation>
    </message>
    <message>
        <source>Sheet of %1</source>
        <translation>Blatt von %1</translation>
    </message>
    <message>
        <source>Each expedition scores the value beside its highest square, the artifact and dice columns the value beside their highest mark, and each bridge won 20 points.</source>
        <translation>Jede Expedition bringt den Wert neben ihrem höchsten Feld, Artefaktleiste und Würfelleiste den Wert neben ihrem höchsten angekreuzten Symbol, und jede gewonnene Brücke 20 Punkte.</translation>
    </message>
    <message>
        <source>Circle %1</source>
        <translation>Verdopplungsfeld %1</translation>
    </message>
    <message>
        <source>Marked with a 0 and a die of this colour before the first number, it doubles the expedition&apos;s points at the end, won or lost.</source>
        <translation>Vor der ersten Zahl mit einer 0 und einem Würfel dieser Farbe markiert, verdoppelt es am Ende die Punkte der Expedition, ob Gewinn oder Verlust.</translation>
    </message>
    <message>
        <source>Marked: this expedition&apos;s points count double at the end, won or lost.</source>
        <translation>Markiert: Die Punkte dieser Expedition zählen am Ende doppelt, ob Gewinn oder Verlust.</translation>
    </message>
    <message>
        <source>Struck: the expedition started without it, so nothing doubles it any more.</source>
        <translation>Durchgestrichen: Die Expedition begann ohne es, nichts verdoppelt sie mehr.</translation>
    </message>
    <message>
        <source>Top artifact %1</source>
        <translation>Oberstes Artefakt %1</translation>
    </message>
    <message>
        <source>Ticked: it hatched one artifact.</source>
        <translation>Angekreuzt: Dafür wurde ein Artefakt angekreuzt.</translation>
    </message>
    <message>
        <source>Once all nine squares are filled, a number that could continue the expedition ticks it and hatches one artifact instead (once).</source>
        <translation>Sind alle neun Felder gefüllt, kreuzt eine Zahl, die die Expedition fortsetzen könnte, stattdessen dieses an und kreuzt ein Artefakt an (einmal).</translation>
    </message>
    <message>
        <source>Square %1 %2</source>
        <translation>Feld %1 %2</translation>
    </message>
    <message>
        <source>Lit: the chosen dice can be written here.</source>
        <translation>Leuchtend: Die gewählten Würfel können hier eingetragen werden.</translation>
    </message>
    <message>
        <source>Holds a %1.</source>
        <translation>Enthält eine %1.</translation>
    </message>
    <message>
        <source>The next number of this expedition goes here: %1 or higher.</source>
        <translation>Die nächste Zahl dieser Expedition kommt hierher: %1 oder höher.</translation>
    </message>
    <message>
        <source>The first number starts the expedition; its circle is struck unless it was marked before.</source>
        <translation>Die erste Zahl beginnt die Expedition; ihr Verdopplungsfeld wird durchgestrichen, wenn es nicht vorher markiert wurde.</translation>
    </message>
    <message>
        <source>Acceleration square: writing here lets you write the same number at once in any expedition.</source>
        <translation>Beschleunigungsfeld: Wer hier schreibt, darf sofort dieselbe Zahl in eine beliebige Expedition schreiben.</translation>
    </message>
    <message>
        <source>Artifact square: writing here hatches an artifact.</source>
        <translation>Artefaktfeld: Wer hier schreibt, kreuzt ein Artefakt an.</translation>
    </message>
    <message>
        <source>Writing in this 7th square crosses the bridge below it.</source>
        <translation>Wer in dieses 7. Feld schreibt, überquert die Brücke darunter.</translation>
    </message>
    <message>
        <source>Numbers fill the squares from the bottom and never go down.</source>
        <translation>Zahlen füllen die Felder von unten und werden nie kleiner.</translation>
    </message>
    <message>
        <source>Artifact %1 of 9</source>
        <translation>Artefakt %1 von 9</translation>
    </message>
    <message>
        <source>Artifacts are hatched from the bottom up, one for each number written on a vase square; nine score 100 points.</source>
        <translation>Artefakte werden von unten nach oben angekreuzt, eines für jede Zahl auf einem Artefaktfeld; neun bringen 100 Punkte.</translation>
    </message>
    <message>
        <source>Dice symbol %1 of 9</source>
        <translation>Würfelsymbol %1 von 9</translation>
    </message>
    <message>
        <source>Refusing the dice hatches the next dice symbol. After the ninth you are exhausted: the column scores 0.</source>
        <translation>Wer den Wurf ablehnt, kreuzt das nächste Würfelsymbol an. Nach dem neunten bist du erschöpft: Die Leiste bringt 0.</translation>
    </message>
    <message>
        <source>Hatched.</source>
        <translation>Angekreuzt.</translation>
    </message>
    <message>
        <source>Bridge of the artifact column</source>
        <translation>Brücke der Artefaktleiste</translation>
    </message>
    <message>
        <source>Bridge of the dice column</source>
        <translation>Brücke der Würfelleiste</translation>
    </message>
    <message>
        <source>Bridge %1</source>
        <translation>Brücke %1</translation>
    </message>
    <message>
        <source>The first to reach the 7th square or symbol above it scores 20 points (all who reach it in that same turn); the others strike it out.</source>
        <translation>Wer als Erster das 7. Feld oder Symbol darüber erreicht, bekommt 20 Punkte (alle, die es im selben Zug erreichen); die anderen streichen sie durch.</translation>
    </message>
    <message>
        <source>Circled: crossed first, it scores 20 points.</source>
        <translation>Eingekreist: als Erster überquert, bringt sie 20 Punkte.</translation>
    </message>
    <message>
        <source>Struck out: another player crossed it first.</source>
        <translation>Durchgestrichen: Ein anderer Spieler hat sie zuerst überquert.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Zug</translation>
    </message>
    <message>
        <source>&amp;Bonuses</source>
        <translation>B&amp;oni</translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <translation>&amp;Bewegung reduzieren</translation>
    </message>
    <message>
        <source>Show the rolled dice at once, without the tumbling animation</source>
        <translation>Die geworfenen Würfel sofort zeigen, ohne Rollanimation</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a move in the History: the dice it rolled</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Computer speed</source>
        <translation>&amp;Computer-Tempo</translation>
    </message>
    <message>
        <source>Commentary</source>
        <translation>Kommentar</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>%1[*] — %2</source>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <source>The unfinished game is back on the table.</source>
        <translation>Das unfertige Spiel liegt wieder auf dem Tisch.</translation>
    </message>
    <message>
        <source>Another window of the game is open: this one plays a game of its own, saved separately.</source>
        <translation>Ein anderes Fenster des Spiels ist geöffnet: Dieses hier spielt ein eigenes Spiel, das getrennt gespeichert wird.</translation>
    </message>
    <message>
        <source>The unfinished game saved automatically cannot be restored.</source>
        <translation>Das automatisch gespeicherte unfertige Spiel kann nicht wiederhergestellt werden.</translation>
    </message>
    <message>
        <source>The file was kept as %1. A new game starts.</source>
        <translation>Die Datei wurde als %1 aufbewahrt. Ein neues Spiel beginnt.</translation>
    </message>
    <message>
        <source>New game — %1 starts</source>
        <translation>Neues Spiel — %1 beginnt</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The file was kept as %1. The home screen opens.</source>
        <translation>Die Datei wurde als %1 aufbewahrt. Die Startseite öffnet sich.</translation>
    </message>
    <message>
        <source>Kept %1</source>
        <translation>Gespeichert am %1</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Rückgängig gemacht: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Wiederholt: %1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Copenhagen games (*.json);;All files (*)</source>
        <translation>Copenhagen-Spiele (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>The game could not be saved to %1:
%2.
Nothing was changed on the disk.</source>
        <translation>Das Spiel konnte nicht in %1 gespeichert werden:
%2.
Auf dem Datenträger wurde nichts verändert.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Gespeichert in %1</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Die Datei kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The file is damaged or is not a saved game (it is not valid JSON).</source>
        <translation>Die Datei ist beschädigt oder kein gespeichertes Spiel (kein gültiges JSON).</translation>
    </message>
    <message>
        <source>This file is not a saved game of this app.</source>
        <translation>Diese Datei ist kein mit dieser App gespeichertes Spiel.</translation>
    </message>
    <message>
        <source>This file holds a game this version of the app does not have.</source>
        <translation>Diese Datei enthält ein Spiel, das diese Version der App nicht kennt.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of the program.</source>
        <translation>Dieses Spiel wurde mit einer neueren Programmversion gespeichert.</translation>
    </message>
    <message>
        <source>The saved game is damaged: some of its data is missing or wrong.</source>
        <translation>Das gespeicherte Spiel ist beschädigt: Einige Daten fehlen oder sind falsch.</translation>
    </message>
    <message>
        <source>The saved game is damaged: a move in it is unreadable.</source>
        <translation>Das gespeicherte Spiel ist beschädigt: Ein Zug darin ist unlesbar.</translation>
    </message>
    <message>
        <source>The saved game is damaged: it contains a move the rules do not allow.</source>
        <translation>Das gespeicherte Spiel ist beschädigt: Es enthält einen Zug, den die Regeln nicht erlauben.</translation>
    </message>
    <message>
        <source>The file is far too large to be a saved game: it was not read.</source>
        <translation>Die Datei ist viel zu groß für ein gespeichertes Spiel: Sie wurde nicht gelesen.</translation>
    </message>
    <message>
        <source>This is not an ordinary file (it is a folder, a device or a pipe): it was not read.</source>
        <translation>Das ist keine gewöhnliche Datei (sondern ein Ordner, ein Gerät oder eine Pipe): Sie wurde nicht gelesen.</translation>
    </message>
    <message>
        <source>The situation this game starts from cannot be opened: it is damaged, or the rules never reach it.</source>
        <translation>Die Ausgangssituation dieses Spiels kann nicht geöffnet werden: Sie ist beschädigt, oder die Regeln erreichen sie nie.</translation>
    </message>
    <message>
        <source>The saved game is damaged: a player&apos;s name is empty, longer than %1 characters or contains characters that are not allowed.</source>
        <translation>Das gespeicherte Spiel ist beschädigt: Ein Spielername ist leer, länger als %1 Zeichen oder enthält unzulässige Zeichen.</translation>
    </message>
    <message>
        <source>The saved game cannot be opened.</source>
        <translation>Das gespeicherte Spiel kann nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>%1 could not be opened.</source>
        <translation>%1 konnte nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>The file was left unchanged.</source>
        <translation>Die Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>Leave the unfinished game?</source>
        <translation>Die laufende Partie verlassen?</translation>
    </message>
    <message>
        <source>The game of %1 is not finished. The new game takes its place at the table; save a copy first to come back to it later.</source>
        <translation>Die Partie von %1 ist noch nicht zu Ende. Die neue Partie nimmt ihren Platz auf dem Tisch ein; speichere zuerst eine Kopie, um später weiterzuspielen.</translation>
    </message>
    <message>
        <source>&amp;Save a copy first…</source>
        <translation>Zuerst eine &amp;Kopie speichern…</translation>
    </message>
    <message>
        <source>&amp;Leave it</source>
        <translation>&amp;Verlassen</translation>
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
        <translation>— Runde %1 —</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>Sp&amp;iel:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Anzahl der Spieler:</translation>
    </message>
    <message>
        <source>Player &amp;%1:</source>
        <translation>Spieler &amp;%1:</translation>
    </message>
    <message>
        <source>A person, or a computer player of this strength</source>
        <translation>Ein Mensch oder ein Computerspieler dieser Stärke</translation>
    </message>
    <message>
        <source>Fixed &amp;random seed:</source>
        <translation>Fester &amp;Zufallsstartwert:</translation>
    </message>
    <message>
        <source>The same dice or cards every time: to play a game again or compare</source>
        <translation>Jedes Mal dieselben Würfel oder Karten: um ein Spiel zu wiederholen oder zu vergleichen</translation>
    </message>
    <message>
        <source>&amp;Start player:</source>
        <translation>&amp;Startspieler:</translation>
    </message>
    <message>
        <source>Two-player setup</source>
        <translation>Aufbau für zwei Spieler</translation>
    </message>
    <message>
        <source>With two players one 4-cell shape of each colour is crossed out on the pad. When the game starts, each player chooses a track whose first two boxes are marked.</source>
        <translation>Zu zweit wird je Farbe eine Form mit 4 Feldern auf dem Fassadenblock durchgestrichen. Zu Spielbeginn wählt jeder Spieler eine Leiste, deren erste zwei Kästchen angekreuzt werden.</translation>
    </message>
    <message>
        <source>Cross out (%1):</source>
        <comment>%1: a colour inside a sentence</comment>
        <translation>Durchstreichen (%1):</translation>
    </message>
    <message>
        <source>%1, first on the pad</source>
        <translation>%1, die erste auf dem Block</translation>
    </message>
    <message>
        <source>%1, second on the pad</source>
        <translation>%1, die zweite auf dem Block</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Zufällig</translation>
    </message>
</context>
<context>
    <name>OsErrors</name>
    <message>
        <source>there is no space left on the disk</source>
        <translation>auf dem Datenträger ist kein Platz mehr frei</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>der Datenträger ist schreibgeschützt</translation>
    </message>
    <message>
        <source>you are not allowed to write there</source>
        <translation>du darfst dort nicht schreiben</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>der Ordner existiert nicht</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>ein Teil des Pfads ist kein Ordner</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>der Name ist zu lang</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>der Datenträger hat einen Fehler gemeldet</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>Der Ordner %1 existiert nicht.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation>%1 ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2. Nothing was changed on the disk.</source>
        <translation>%1 kann nicht geschrieben werden: %2. Auf dem Datenträger wurde nichts verändert.</translation>
    </message>
    <message>
        <source>%1 is not an ordinary file (a device or a pipe): it was not replaced.</source>
        <translation>%1 ist keine gewöhnliche Datei (sondern ein Gerät oder eine Pipe): Sie wurde nicht ersetzt.</translation>
    </message>
</context>
<context>
    <name>Paper</name>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Facade pad: cross out each single-use shape when it is built</source>
        <translation>Fassadenblock: jede einmalige Form durchstreichen, sobald sie gebaut ist</translation>
    </message>
    <message>
        <source>Player sheets</source>
        <translation>Spielerbögen</translation>
    </message>
</context>
<context>
    <name>PictureExport</name>
    <message>
        <source>Choose a file ending in .png, .svg or .pdf.</source>
        <translation>Wählen Sie eine Datei mit der Endung .png, .svg oder .pdf.</translation>
    </message>
    <message>
        <source>The picture could not be encoded.</source>
        <translation>Das Bild konnte nicht kodiert werden.</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-Bild (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-Zeichnung (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
    <message>
        <source>Save picture of the table</source>
        <translation>Bild des Tischs speichern</translation>
    </message>
    <message>
        <source>The picture could not be saved.</source>
        <translation>Das Bild konnte nicht gespeichert werden.</translation>
    </message>
</context>
<context>
    <name>PresenterControl</name>
    <message>
        <source>Leave the presenter view (F11)</source>
        <translation>Präsentationsansicht verlassen (F11)</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <source>Print blank sheets</source>
        <translation>Leere Bögen drucken</translation>
    </message>
    <message>
        <source>Sheets to play on paper, as a PDF file to print.</source>
        <translation>Bögen, um auf Papier zu spielen, als PDF-Datei zum Drucken.</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>US-Letter</translation>
    </message>
    <message>
        <source>One copy holds the paper for one game at a full table.</source>
        <translation>Ein Exemplar enthält das Papier für eine Partie mit voller Besetzung.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>Spie&amp;l:</translation>
    </message>
    <message>
        <source>&amp;Paper size:</source>
        <translation>&amp;Papierformat:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>&amp;Copies:</source>
        <translation>&amp;Exemplare:</translation>
    </message>
    <message>
        <source>Save the sheets as PDF</source>
        <translation>Bögen als PDF speichern</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-Dokument (*.pdf)</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>This game is not played on paper: there are no sheets to print.</source>
        <translation>Dieses Spiel wird nicht auf Papier gespielt: Es gibt keine Bögen zu drucken.</translation>
    </message>
    <message>
        <source>Unknown paper size: %1</source>
        <translation>Unbekanntes Papierformat: %1</translation>
    </message>
    <message>
        <source>There is nothing to print.</source>
        <translation>Es gibt nichts zu drucken.</translation>
    </message>
</context>
<context>
    <name>ProgressGauges</name>
    <message>
        <source>The game ends once a player has %1 points.</source>
        <translation>Das Spiel endet, sobald jemand %1 Punkte hat.</translation>
    </message>
    <message>
        <source>In the lead: %1 (%2/%3 points)</source>
        <translation>An der Spitze: %1 (%2/%3 Punkte)</translation>
    </message>
    <message>
        <source>Level in the lead: %1/%2 points</source>
        <translation>Gleichstand an der Spitze: %1/%2 Punkte</translation>
    </message>
    <message>
        <source>In the lead: %1.</source>
        <translation>An der Spitze: %1.</translation>
    </message>
</context>
<context>
    <name>RecapLine</name>
    <message>
        <source>Last turn: %1</source>
        <translation>Letzter Zug: %1</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Replay a game</source>
        <translation>Partie nachspielen</translation>
    </message>
    <message>
        <source>%1 cannot show a past moment of its games: they cannot be replayed.</source>
        <translation>%1 kann keinen früheren Moment seiner Partien zeigen: Sie lassen sich nicht nachspielen.</translation>
    </message>
    <message>
        <source>No move has been made yet: there is nothing to replay.</source>
        <translation>Es wurde noch kein Zug gemacht: Es gibt nichts nachzuspielen.</translation>
    </message>
    <message>
        <source>Replay: move %1 of %2 — click here to leave it</source>
        <translation>Nachspielen: Zug %1 von %2 – hier klicken, um es zu beenden</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Nachspielen</translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <source>The situation the game starts from</source>
        <translation>Die Ausgangssituation der Partie</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <translation>Der Beginn der Partie</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Zug %1 von %2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Abspielen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Einen Zug vor</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Tempo:</translation>
    </message>
    <message>
        <source>%1 s per move</source>
        <translation>%1 s pro Zug</translation>
    </message>
    <message>
        <source>Leave the replay</source>
        <translation>Nachspielen beenden</translation>
    </message>
    <message>
        <source>Back to the table as it was before the replay (Escape)</source>
        <translation>Zurück zum Tisch, wie er vorher war (Esc)</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 gewinnt!</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>Geteilter Sieg: %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Rows → points</source>
        <translation>Reihen → Punkte</translation>
    </message>
    <message>
        <source>Columns → points</source>
        <translation>Spalten → Punkte</translation>
    </message>
    <message>
        <source>Windows only</source>
        <translation>Nur Fenster</translation>
    </message>
    <message>
        <source>Full tracks → points</source>
        <translation>Volle Leisten → Punkte</translation>
    </message>
    <message>
        <source>Empty cells</source>
        <translation>Leere Felder</translation>
    </message>
    <message>
        <source>Complete rows and columns without an X: they score double</source>
        <translation>Vollständige Reihen und Spalten ohne X: Sie zählen doppelt</translation>
    </message>
    <message>
        <source>Tracks marked to their ninth box: 2 points each</source>
        <translation>Leisten bis zum neunten Kästchen angekreuzt: je 2 Punkte</translation>
    </message>
    <message>
        <source>Most points wins; on a tie, fewer empty cells in the building wins.</source>
        <translation>Die meisten Punkte gewinnen; bei Gleichstand gewinnt, wer weniger leere Felder im Gebäude hat.</translation>
    </message>
    <message>
        <source>%1 are level on %2 points and have as many empty cells: they share the victory.</source>
        <translation>%1 liegen mit %2 Punkten gleichauf und haben gleich viele leere Felder: Sie teilen sich den Sieg.</translation>
    </message>
    <message>
        <source>Tie-break: %1 are level on %2 points, so the fewest empty cells decide (%3): %4 wins.</source>
        <translation>Gleichstand: %1 liegen mit %2 Punkten gleichauf, also entscheiden die wenigsten leeren Felder (%3): %4 gewinnt.</translation>
    </message>
</context>
<context>
    <name>ResultExtras</name>
    <message>
        <source>Save &amp;picture of the table…</source>
        <translation>&amp;Bild des Tischs speichern…</translation>
    </message>
</context>
<context>
    <name>ResultScreen</name>
    <message>
        <source>Show &amp;all</source>
        <translation>&amp;Alles zeigen</translation>
    </message>
    <message>
        <source>Back to the &amp;table</source>
        <translation>Zurück zum &amp;Tisch</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>&amp;Play again with the same players</source>
        <translation>Mit denselben Spielern &amp;erneut spielen</translation>
    </message>
    <message>
        <source>Counting the points…</source>
        <translation>Die Punkte werden gezählt…</translation>
    </message>
</context>
<context>
    <name>RollAndWriteSituation</name>
    <message>
        <source>A cell cannot float: it stands on the ground or on a cell, or belongs to a shape resting on cells drawn before it.</source>
        <translation>Ein Feld kann nicht schweben: Es steht auf dem Boden oder auf einem Feld oder gehört zu einer Form, die auf vorher gezeichneten Feldern ruht.</translation>
    </message>
    <message>
        <source>A track is marked from left to right, without gaps.</source>
        <translation>Eine Leiste wird von links nach rechts angekreuzt, ohne Lücken.</translation>
    </message>
    <message>
        <source>A + or a star is used only once its box was marked, before the player&apos;s latest roll.</source>
        <translation>Ein + oder ein Stern wird erst genutzt, wenn sein Kästchen vor dem letzten Wurf des Spielers angekreuzt war.</translation>
    </message>
    <message>
        <source>That box has no + or star to use.</source>
        <translation>Dieses Kästchen hat kein + und keinen Stern.</translation>
    </message>
    <message>
        <source>Each + and star is used once, and there are only two printed Reroll stars.</source>
        <translation>Jedes + und jeder Stern wird einmal genutzt, und es gibt nur zwei gedruckte Sterne „Erneut würfeln“.</translation>
    </message>
    <message>
        <source>Once the dice are rolled, every box the active player marked is usable: none can be new.</source>
        <translation>Sobald gewürfelt ist, ist jedes angekreuzte Kästchen des aktiven Spielers nutzbar: Keines kann neu sein.</translation>
    </message>
    <message>
        <source>Only the shapes printed under × are crossed out; this one may be drawn again and again.</source>
        <translation>Nur die Formen unter × werden durchgestrichen; diese darf immer wieder gezeichnet werden.</translation>
    </message>
    <message>
        <source>The shapes crossed out at the start of a two-player game stay crossed out.</source>
        <translation>Die zu Beginn eines Spiels zu zweit durchgestrichenen Formen bleiben durchgestrichen.</translation>
    </message>
    <message>
        <source>A player&apos;s two start boxes of a two-player game stay marked.</source>
        <translation>Die zwei Startkästchen eines Spielers bleiben in einem Spiel zu zweit angekreuzt.</translation>
    </message>
    <message>
        <source>A roll is five dice.</source>
        <translation>Ein Wurf besteht aus fünf Würfeln.</translation>
    </message>
    <message>
        <source>Someone has 12 points and the round is over: the game has ended.</source>
        <translation>Jemand hat 12 Punkte und die Runde ist vorbei: Das Spiel ist zu Ende.</translation>
    </message>
</context>
<context>
    <name>RollAndWriteSituationEditor</name>
    <message>
        <source>Click a cell: empty, window, brick. Click a track box to mark the track up to it (a marked box unmarks it). Click a + to use it, a star button to use its ability. Click a die to change its colour, a × shape to cross it out.</source>
        <translation>Klicke ein Feld an: leer, Fenster, Ziegel. Klicke ein Kästchen einer Leiste an, um die Leiste bis dorthin anzukreuzen (ein angekreuztes Kästchen hebt das wieder auf). Klicke ein + an, um es zu nutzen, einen Sternknopf, um seine Fähigkeit zu nutzen. Klicke einen Würfel an, um seine Farbe zu ändern, eine ×-Form, um sie durchzustreichen.</translation>
    </message>
    <message>
        <source>Before the roll</source>
        <translation>Vor dem Wurf</translation>
    </message>
    <message>
        <source>Dice rolled</source>
        <translation>Gewürfelt</translation>
    </message>
    <message>
        <source>Building cell</source>
        <translation>Gebäudefeld</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Leiste</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Fähigkeit</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
</context>
<context>
    <name>RollAndWriteWhatsThis</name>
    <message>
        <source>%1. The game ends once the round in which somebody reaches 12 points is over; the most points win.</source>
        <translation>%1. Das Spiel endet, sobald die Runde vorbei ist, in der jemand 12 Punkte erreicht; die meisten Punkte gewinnen.</translation>
    </message>
    <message>
        <source>Score of %1</source>
        <translation>Punkte von %1</translation>
    </message>
    <message>
        <source>Points for rows and columns</source>
        <translation>Punkte für Reihen und Spalten</translation>
    </message>
    <message>
        <source>Facade pad</source>
        <translation>Fassadenblock</translation>
    </message>
    <message>
        <source>Five shapes in each colour. Anyone may take a shape under ∞ again and again; each shape under × can be drawn only once in the whole game.</source>
        <translation>Fünf Formen je Farbe. Eine Form unter ∞ darf jeder immer wieder nehmen; jede Form unter × darf im ganzen Spiel nur einmal gezeichnet werden.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>Five dice, each with the five colours and a joker face that may stand for any one of them.</source>
        <translation>Fünf Würfel, jeder mit den fünf Farben und einer Jokerseite, die für jede von ihnen stehen darf.</translation>
    </message>
    <message>
        <source>Building of %1: %2</source>
        <translation>Gebäude von %1: %2</translation>
    </message>
    <message>
        <source>A brick (X). A complete row holding an X scores 1 point, a column 2 points.</source>
        <translation>Ein Ziegel (X). Eine volle Reihe mit einem X bringt 1 Punkt, eine Spalte 2 Punkte.</translation>
    </message>
    <message>
        <source>A window (O). A complete row of windows only scores 2 points, a column of windows only 4.</source>
        <translation>Ein Fenster (O). Eine volle Reihe nur aus Fenstern bringt 2 Punkte, eine Spalte nur aus Fenstern 4.</translation>
    </message>
    <message>
        <source>An empty cell. A shape may cover it when at least one of the shape&apos;s cells rests on the ground floor or on a cell filled before.</source>
        <translation>Ein leeres Feld. Eine Form darf es bedecken, wenn mindestens eines ihrer Felder im Erdgeschoss liegt oder auf einem schon gefüllten Feld.</translation>
    </message>
    <message>
        <source>Completing %1 earns its coat of arms.</source>
        <translation>Wer %1 vervollständigt, erhält ihr Wappen.</translation>
    </message>
    <message>
        <source>Coat of arms: %1</source>
        <translation>Wappen: %1</translation>
    </message>
    <message>
        <source>Crossed out: this line is complete and its extra action was taken.</source>
        <translation>Durchgestrichen: Diese Linie ist voll und ihre Zusatzaktion wurde genommen.</translation>
    </message>
    <message>
        <source>Complete this row to take an extra action at once: draw a single window (O), or mark two boxes on one track.</source>
        <translation>Vervollständige diese Reihe für eine sofortige Zusatzaktion: ein einzelnes Fenster (O) zeichnen oder zwei Kästchen einer Leiste ankreuzen.</translation>
    </message>
    <message>
        <source>Complete this column to take an extra action at once: draw a single window (O), or mark two boxes on one track.</source>
        <translation>Vervollständige diese Spalte für eine sofortige Zusatzaktion: ein einzelnes Fenster (O) zeichnen oder zwei Kästchen einer Leiste ankreuzen.</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <source>Complete: it scored %1.</source>
        <translation>Voll: Sie brachte %1.</translation>
    </message>
    <message>
        <source>This one has been crossed out.</source>
        <translation>Dieser ist durchgestrichen.</translation>
    </message>
    <message>
        <source>Every sheet starts with two “Reroll” stars, unlocked from the very first turn.</source>
        <translation>Jedes Blatt beginnt mit zwei Sternen „Erneut würfeln“, freigeschaltet ab dem allerersten Zug.</translation>
    </message>
    <message>
        <source>Printed “Reroll” star</source>
        <translation>Gedruckter Stern „Erneut würfeln“</translation>
    </message>
    <message>
        <source>The other players mark this track in phase 3 with an unused die of its colour (a joker: any track), one box at a time from the left.</source>
        <translation>Die anderen Spieler kreuzen diese Leiste in Phase 3 mit einem ungenutzten Würfel ihrer Farbe an (ein Joker: jede Leiste), ein Kästchen nach dem anderen von links.</translation>
    </message>
    <message>
        <source>%1, box %2</source>
        <translation>%1, Kästchen %2</translation>
    </message>
    <message>
        <source>Marked. Tracks are marked from left to right, without gaps.</source>
        <translation>Angekreuzt. Leisten werden von links nach rechts angekreuzt, ohne Lücken.</translation>
    </message>
    <message>
        <source>Marking this last box scores 2 points at once.</source>
        <translation>Dieses letzte Kästchen anzukreuzen bringt sofort 2 Punkte.</translation>
    </message>
    <message>
        <source>Tracks are marked from left to right, without gaps.</source>
        <translation>Leisten werden von links nach rechts angekreuzt, ohne Lücken.</translation>
    </message>
    <message>
        <source>You may mark it now.</source>
        <translation>Du darfst es jetzt ankreuzen.</translation>
    </message>
    <message>
        <source>Bonus (+): %1</source>
        <translation>Bonus (+): %1</translation>
    </message>
    <message numerus="yes">
        <source>%n star(s) left to use.</source>
        <translation>
            <numerusform>Noch %n Stern zu nutzen.</numerusform>
            <numerusform>Noch %n Sterne zu nutzen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Crossed out: only the ability “New choice” can take it again.</source>
        <translation>Durchgestrichen: Nur die Fähigkeit „Erneut wählen“ kann sie noch einmal nehmen.</translation>
    </message>
    <message>
        <source>A shape under ×: it can be drawn only once in the whole game, then it is crossed out for everybody.</source>
        <translation>Eine Form unter ×: Sie darf im ganzen Spiel nur einmal gezeichnet werden, dann ist sie für alle durchgestrichen.</translation>
    </message>
    <message>
        <source>A shape under ∞: anyone may take it again and again.</source>
        <translation>Eine Form unter ∞: Jeder darf sie immer wieder nehmen.</translation>
    </message>
    <message>
        <source>It can be chosen now.</source>
        <translation>Sie kann jetzt gewählt werden.</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <source>The player whose turn it is rolls all five dice to begin.</source>
        <translation>Wer am Zug ist, würfelt zu Beginn mit allen fünf Würfeln.</translation>
    </message>
    <message>
        <source>Die: %1</source>
        <translation>Würfel: %1</translation>
    </message>
    <message>
        <source>Assigned to the shape of this turn.</source>
        <translation>Der Form dieses Zuges zugeteilt.</translation>
    </message>
    <message>
        <source>Taken in phase 3 to mark a track.</source>
        <translation>In Phase 3 genommen, um eine Leiste anzukreuzen.</translation>
    </message>
    <message>
        <source>Each cell of the shape needs a die of the shape&apos;s colour; a joker may stand for any colour.</source>
        <translation>Jedes Feld der Form braucht einen Würfel in der Farbe der Form; ein Joker darf für jede Farbe stehen.</translation>
    </message>
    <message>
        <source>Not used for the shape: the other players may mark the track of its colour with it (a joker: any track).</source>
        <translation>Nicht für die Form verwendet: Die anderen Spieler dürfen damit die Leiste seiner Farbe ankreuzen (ein Joker: jede Leiste).</translation>
    </message>
    <message>
        <source>Marking this box unlocks a star of “%1”, usable from the next turn on.</source>
        <translation>Dieses Kästchen anzukreuzen schaltet einen Stern „%1“ frei, nutzbar ab dem nächsten Zug.</translation>
    </message>
    <message>
        <source>Marking this box unlocks a bonus (+): from the next turn on, it counts as one more die of this track&apos;s colour.</source>
        <translation>Dieses Kästchen anzukreuzen schaltet einen Bonus (+) frei: Ab dem nächsten Zug zählt er als ein weiterer Würfel in der Farbe dieser Leiste.</translation>
    </message>
    <message>
        <source>Marked during this turn: its symbol can be used from the next turn on.</source>
        <translation>In diesem Zug angekreuzt: Sein Symbol ist ab dem nächsten Zug nutzbar.</translation>
    </message>
    <message>
        <source>Its symbol has been crossed out: it is used up for good.</source>
        <translation>Sein Symbol ist durchgestrichen: Es ist endgültig verbraucht.</translation>
    </message>
    <message>
        <source>Its star is unlocked: crossing it out uses “%1” once.</source>
        <translation>Sein Stern ist freigeschaltet: Ihn durchzustreichen nutzt „%1“ einmal.</translation>
    </message>
    <message>
        <source>Its bonus is unlocked: crossing it out counts as one more die of this track&apos;s colour (at most two bonuses of a colour per turn).</source>
        <translation>Sein Bonus ist freigeschaltet: Ihn durchzustreichen zählt als ein weiterer Würfel in der Farbe dieser Leiste (höchstens zwei Boni einer Farbe pro Zug).</translation>
    </message>
</context>
<context>
    <name>RulebookDialog</name>
    <message>
        <source>Rules — %1</source>
        <translation>Spielregeln — %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Spielregeln</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Against the easy computer player</source>
        <translation>Gegen den leichten Computerspieler</translation>
    </message>
    <message>
        <source>Against the normal computer player</source>
        <translation>Gegen den normalen Computerspieler</translation>
    </message>
    <message>
        <source>Against the strong computer player</source>
        <translation>Gegen den starken Computerspieler</translation>
    </message>
    <message>
        <source>Against people only</source>
        <translation>Nur gegen Menschen</translation>
    </message>
    <message>
        <source>Today&apos;s game</source>
        <translation>Spiel des Tages</translation>
    </message>
    <message>
        <source>Scores over time</source>
        <translation>Punkte im Lauf der Zeit</translation>
    </message>
    <message>
        <source>Games: %1; scores from %2 to %3</source>
        <translation>Partien: %1; Punkte von %2 bis %3</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>Noch keine beendete Partie</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punkte</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
</context>
<context>
    <name>SituationEditor</name>
    <message>
        <source>Whose turn</source>
        <translation>Wer am Zug ist</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Set up a situation — %1</source>
        <translation>Situation einrichten — %1</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>Der Zug</translation>
    </message>
    <message>
        <source>&amp;Whose turn:</source>
        <translation>&amp;Wer ist am Zug:</translation>
    </message>
    <message>
        <source>P&amp;hase:</source>
        <translation>P&amp;hase:</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Neu beginnen</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>From a &amp;new game</source>
        <translation>Aus einem &amp;neuen Spiel</translation>
    </message>
    <message>
        <source>From the game on the &amp;table</source>
        <translation>Aus dem Spiel auf dem &amp;Tisch</translation>
    </message>
    <message>
        <source>&amp;Open situation…</source>
        <translation>Situation ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save situation…</source>
        <translation>Situation spei&amp;chern…</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Runde:</translation>
    </message>
    <message>
        <source>Pla&amp;y from here…</source>
        <translation>Von hier &amp;aus spielen…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Wiederholen</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Rückgängig: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Wiederholen: %1</translation>
    </message>
    <message>
        <source>By keyboard: Tab to the table, the arrows to a spot, Enter or Space to change it.</source>
        <translation>Per Tastatur: Tab führt auf den Tisch, die Pfeiltasten zu einer Stelle, Eingabe oder Leertaste ändert sie.</translation>
    </message>
    <message>
        <source>the situation would not be one of this game.</source>
        <translation>Das wäre keine Situation dieses Spiels.</translation>
    </message>
    <message>
        <source>Not possible for %1: %2</source>
        <translation>Nicht möglich für %1: %2</translation>
    </message>
    <message>
        <source>Not possible: %1</source>
        <translation>Nicht möglich: %1</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>Ein neues Spiel</translation>
    </message>
    <message>
        <source>The game on the table has no moment a situation can start from.</source>
        <translation>Das Spiel auf dem Tisch hat keinen Moment, an dem eine Situation beginnen kann.</translation>
    </message>
    <message>
        <source>The game on the table</source>
        <translation>Das Spiel auf dem Tisch</translation>
    </message>
    <message>
        <source>situation</source>
        <translation>Situation</translation>
    </message>
    <message>
        <source>Save situation</source>
        <translation>Situation speichern</translation>
    </message>
    <message>
        <source>The situation could not be saved to %1:
%2.
Nothing was changed on the disk.</source>
        <translation>Die Situation konnte nicht in %1 gespeichert werden:
%2.
Auf dem Datenträger wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Saved to %1. Game ▸ Open plays it; this editor opens it too.</source>
        <translation>In %1 gespeichert. Spiel ▸ Öffnen spielt sie; dieser Editor öffnet sie auch.</translation>
    </message>
    <message>
        <source>Open situation</source>
        <translation>Situation öffnen</translation>
    </message>
    <message>
        <source>%1 holds a game of %2, not of %3.</source>
        <translation>%1 enthält eine Partie von %2, nicht von %3.</translation>
    </message>
    <message>
        <source>The game in this file has no moment a situation can start from.</source>
        <translation>Das Spiel in dieser Datei hat keinen Moment, an dem eine Situation beginnen kann.</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message>
        <source>The game goes on from the situation you set up.</source>
        <translation>Das Spiel geht von der Situation aus weiter, die du eingerichtet hast.</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Von hier aus spielen</translation>
    </message>
    <message>
        <source>The rules never reach this situation.</source>
        <translation>Nach den Regeln kommt diese Situation nie vor.</translation>
    </message>
</context>
<context>
    <name>StartTrackPicker</name>
    <message>
        <source>%1, choose your start track</source>
        <translation>%1, wähle deine Startleiste</translation>
    </message>
    <message>
        <source>Two-player setup: the first two boxes of the track you choose are marked before the first roll, and what they unlock is yours from your first turn. Click a track on your sheet, or a button.</source>
        <translation>Aufbau für zwei Spieler: Die ersten beiden Kästchen der gewählten Leiste werden vor dem ersten Wurf angekreuzt, und was sie freischalten, kannst du ab deinem ersten Zug nutzen. Klicke auf eine Leiste deines Spielerblocks oder auf eine Schaltfläche.</translation>
    </message>
    <message>
        <source>No start track</source>
        <translation>Keine Startleiste</translation>
    </message>
    <message>
        <source>Start with all tracks empty</source>
        <translation>Mit lauter leeren Leisten beginnen</translation>
    </message>
</context>
<context>
    <name>StatisticsHub</name>
    <message>
        <source>Player 1</source>
        <translation>Spieler 1</translation>
    </message>
    <message>
        <source>Today&apos;s game of %1: the same dice for everyone today, against the strong computer player.</source>
        <translation>Spiel des Tages vom %1: heute für alle dieselben Würfel, gegen den starken Computerspieler.</translation>
    </message>
    <message>
        <source>Best score of the day so far: %1 (%2).</source>
        <translation>Bisher beste Punktzahl des Tages: %1 (%2).</translation>
    </message>
    <message>
        <source>Today&apos;s game of %1 — best score of the day on this computer so far: %2 (%3).</source>
        <translation>Spiel des Tages vom %1 – bisher beste Punktzahl des Tages auf diesem Computer: %2 (%3).</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istik…</translation>
    </message>
    <message>
        <source>Games, wins and scores per player</source>
        <translation>Partien, Siege und Punkte je Spieler</translation>
    </message>
    <message>
        <source>&amp;Today&apos;s game</source>
        <translation>Spiel des &amp;Tages</translation>
    </message>
    <message>
        <source>Today&apos;s dice, the same for everyone, against the strong computer player</source>
        <translation>Die Würfel des Tages, für alle gleich, gegen den starken Computerspieler</translation>
    </message>
</context>
<context>
    <name>StatisticsNotice</name>
    <message>
        <source>The statistics file was damaged.</source>
        <translation>Die Statistikdatei war beschädigt.</translation>
    </message>
    <message>
        <source>The statistics file stayed locked by another program.</source>
        <translation>Die Statistikdatei blieb von einem anderen Programm gesperrt.</translation>
    </message>
    <message>
        <source>It was kept as %1 and a new one was started.</source>
        <translation>Sie wurde als %1 aufbewahrt und eine neue angelegt.</translation>
    </message>
    <message>
        <source>A new one was started.</source>
        <translation>Eine neue wurde angelegt.</translation>
    </message>
    <message>
        <source>The statistics file was made by a newer version of this program and is left as it is. Games finished now are counted only until the program is closed.</source>
        <translation>Die Statistikdatei stammt von einer neueren Version dieses Programms und bleibt unverändert. Jetzt beendete Partien werden nur gezählt, bis das Programm geschlossen wird.</translation>
    </message>
    <message>
        <source>The statistics file cannot be written (%1). Games finished now are counted only until the program is closed.</source>
        <translation>Die Statistikdatei kann nicht geschrieben werden (%1). Jetzt beendete Partien werden nur gezählt, bis das Programm geschlossen wird.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>no games</source>
        <translation>keine Partien</translation>
    </message>
    <message>
        <source>%1 of %2 won (%3)</source>
        <translation>%1 von %2 gewonnen (%3)</translation>
    </message>
    <message numerus="yes">
        <source>Damaged entries skipped: %n. The statistics file was left as it is.</source>
        <translation>
            <numerusform>Übersprungener beschädigter Eintrag: %n. Die Statistikdatei bleibt unverändert.</numerusform>
            <numerusform>Übersprungene beschädigte Einträge: %n. Die Statistikdatei bleibt unverändert.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (today&apos;s game)</source>
        <translation>%1 (Spiel des Tages)</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>stark</translation>
    </message>
    <message>
        <source>%1 (computer, %2)</source>
        <translation>%1 (Computer, %2)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>This game&apos;s record in the statistics file is damaged and cannot be opened. The file was left as it is.</source>
        <translation>Die Aufzeichnung dieser Partie in der Statistikdatei ist beschädigt und lässt sich nicht öffnen. Die Datei bleibt unverändert.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>Spi&amp;eler:</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Zahlen</translation>
    </message>
    <message>
        <source>Scores over time</source>
        <translation>Punkte im Lauf der Zeit</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Frühere Partien</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Gespielte Partien:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Gewonnene Partien:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Siegquote:</translation>
    </message>
    <message>
        <source>Average score:</source>
        <translation>Durchschnittliche Punktzahl:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Beste Punktzahl:</translation>
    </message>
    <message>
        <source>Against the easy computer player:</source>
        <translation>Gegen den leichten Computerspieler:</translation>
    </message>
    <message>
        <source>Against the normal computer player:</source>
        <translation>Gegen den normalen Computerspieler:</translation>
    </message>
    <message>
        <source>Against the strong computer player:</source>
        <translation>Gegen den starken Computerspieler:</translation>
    </message>
    <message>
        <source>Against people only:</source>
        <translation>Nur gegen Menschen:</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>&amp;Open read-only</source>
        <translation>Schreibgeschützt ö&amp;ffnen</translation>
    </message>
    <message>
        <source>Double-click a game, or press Enter, to look through it move by move.</source>
        <translation>Doppelklicken Sie auf eine Partie oder drücken Sie die Eingabetaste, um sie Zug für Zug anzusehen.</translation>
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
            <numerusform>%n von 9 Kästchen angekreuzt</numerusform>
            <numerusform>%n von 9 Kästchen angekreuzt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TablePreview</name>
    <message>
        <source>Looking at an earlier moment — click to return to the game</source>
        <translation>Ihr seht einen früheren Moment – klicken, um zum Spiel zurückzukehren</translation>
    </message>
    <message>
        <source>Looking at round %1 — click to return to the game</source>
        <translation>Ihr seht Runde %1 – klicken, um zum Spiel zurückzukehren</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Start player</source>
        <translation>Startspieler</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>Computer (leicht)</translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation>Computer (normal)</translation>
    </message>
    <message>
        <source>Computer (strong)</source>
        <translation>Computer (stark)</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Playing</source>
        <comment>badge on the sheet of the player whose turn it is</comment>
        <translation>Am Zug</translation>
    </message>
    <message>
        <source>Choosing</source>
        <comment>sheet of the player choosing a die in phase 3</comment>
        <translation>Wählt</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <source>Crossed out</source>
        <translation>Durchgestrichen</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Reihe</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Spalte</translation>
    </message>
    <message>
        <source>A complete row scores 1 point, 2 if it holds no X. A complete column scores 2 points, 4 if it holds no X.</source>
        <translation>Eine volle Reihe bringt 1 Punkt, 2 ohne X. Eine volle Spalte bringt 2 Punkte, 4 ohne X.</translation>
    </message>
    <message>
        <source>Column %1, row %2</source>
        <translation>Spalte %1, Reihe %2</translation>
    </message>
    <message>
        <source>Bonus +: counts as one more red die this turn</source>
        <translation>Bonus +: zählt in diesem Zug als ein weiterer roter Würfel</translation>
    </message>
    <message>
        <source>Bonus +: counts as one more blue die this turn</source>
        <translation>Bonus +: zählt in diesem Zug als ein weiterer blauer Würfel</translation>
    </message>
    <message>
        <source>Bonus +: counts as one more purple die this turn</source>
        <translation>Bonus +: zählt in diesem Zug als ein weiterer lila Würfel</translation>
    </message>
    <message>
        <source>Bonus +: counts as one more green die this turn</source>
        <translation>Bonus +: zählt in diesem Zug als ein weiterer grüner Würfel</translation>
    </message>
    <message>
        <source>Bonus +: counts as one more yellow die this turn</source>
        <translation>Bonus +: zählt in diesem Zug als ein weiterer gelber Würfel</translation>
    </message>
    <message>
        <source>Coat of arms: complete this row to draw a single window or mark two boxes on one track</source>
        <translation>Wappen: Vervollständige diese Reihe, um ein einzelnes Fenster zu zeichnen oder zwei Kästchen einer Leiste anzukreuzen</translation>
    </message>
    <message>
        <source>Coat of arms: complete this column to draw a single window or mark two boxes on one track</source>
        <translation>Wappen: Vervollständige diese Spalte, um ein einzelnes Fenster zu zeichnen oder zwei Kästchen einer Leiste anzukreuzen</translation>
    </message>
    <message>
        <source>Die showing %1</source>
        <comment>%1: a colour inside a sentence</comment>
        <translation>Würfel zeigt %1</translation>
    </message>
    <message>
        <source>Completed: %1</source>
        <translation>Erledigt: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Punkte: %1</translation>
    </message>
    <message>
        <source>Die (not rolled yet)</source>
        <translation>Würfel (noch nicht geworfen)</translation>
    </message>
    <message>
        <source>Joker: counts as any colour</source>
        <translation>Joker: zählt als beliebige Farbe</translation>
    </message>
    <message>
        <source>used for the shape</source>
        <translation>für die Form verwendet</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>red</source>
        <comment>colour as a noun inside a sentence</comment>
        <translation>Rot</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>colour as a noun inside a sentence</comment>
        <translation>Blau</translation>
    </message>
    <message>
        <source>purple</source>
        <comment>colour as a noun inside a sentence</comment>
        <translation>Lila</translation>
    </message>
    <message>
        <source>green</source>
        <comment>colour as a noun inside a sentence</comment>
        <translation>Grün</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>colour as a noun inside a sentence</comment>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>joker</source>
        <comment>colour as a noun inside a sentence</comment>
        <translation>Joker</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Erneut würfeln</translation>
    </message>
    <message>
        <source>No X</source>
        <translation>Kein X</translation>
    </message>
    <message>
        <source>One X</source>
        <translation>Ein X</translation>
    </message>
    <message>
        <source>Colour change</source>
        <translation>Farbwechsel</translation>
    </message>
    <message>
        <source>New choice</source>
        <translation>Erneut wählen</translation>
    </message>
    <message>
        <source>Before choosing a shape, roll any of the dice again.</source>
        <translation>Vor der Wahl einer Form beliebige Würfel noch einmal würfeln.</translation>
    </message>
    <message>
        <source>Draw one extra single cell with an X, before or after your shape.</source>
        <translation>Vor oder nach der Form ein zusätzliches einzelnes Feld mit X einzeichnen.</translation>
    </message>
    <message>
        <source>Turn any number of dice showing the same colour to another colour.</source>
        <translation>Beliebig viele Würfel derselben Farbe auf eine andere Farbe drehen.</translation>
    </message>
    <message>
        <source>Take a single-use shape that is already crossed out on the facade pad.</source>
        <translation>Eine auf dem Fassadenblock bereits durchgestrichene Form nehmen.</translation>
    </message>
    <message numerus="yes">
        <source>red %n-cell shape</source>
        <translation>
            <numerusform>rote Fassadenform mit %n Feld</numerusform>
            <numerusform>rote Fassadenform mit %n Feldern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>blue %n-cell shape</source>
        <translation>
            <numerusform>blaue Fassadenform mit %n Feld</numerusform>
            <numerusform>blaue Fassadenform mit %n Feldern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>purple %n-cell shape</source>
        <translation>
            <numerusform>lila Fassadenform mit %n Feld</numerusform>
            <numerusform>lila Fassadenform mit %n Feldern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>green %n-cell shape</source>
        <translation>
            <numerusform>grüne Fassadenform mit %n Feld</numerusform>
            <numerusform>grüne Fassadenform mit %n Feldern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>yellow %n-cell shape</source>
        <translation>
            <numerusform>gelbe Fassadenform mit %n Feld</numerusform>
            <numerusform>gelbe Fassadenform mit %n Feldern</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n use(s) left</source>
        <translation>
            <numerusform>noch %n Einsatz</numerusform>
            <numerusform>noch %n Einsätze</numerusform>
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
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>Phase 1: roll and choose a shape</source>
        <translation>Phase 1: würfeln und eine Form wählen</translation>
    </message>
    <message>
        <source>Phase 2: draw the shape</source>
        <translation>Phase 2: die Form einzeichnen</translation>
    </message>
    <message>
        <source>Coat of arms</source>
        <translation>Wappen</translation>
    </message>
    <message>
        <source>Phase 3: the other players mark a track</source>
        <translation>Phase 3: die anderen kreuzen eine Leiste an</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Das Spiel ist zu Ende.</translation>
    </message>
    <message>
        <source>That is not possible at this point of the turn.</source>
        <translation>Das geht an dieser Stelle des Zuges nicht.</translation>
    </message>
    <message>
        <source>It is another player&apos;s turn to act.</source>
        <translation>Ein anderer Spieler ist an der Reihe.</translation>
    </message>
    <message>
        <source>The roll does not have the right number of dice.</source>
        <translation>Der Wurf hat nicht die richtige Anzahl Würfel.</translation>
    </message>
    <message>
        <source>There is no such die.</source>
        <translation>Diesen Würfel gibt es nicht.</translation>
    </message>
    <message>
        <source>The same die was chosen twice.</source>
        <translation>Derselbe Würfel wurde zweimal gewählt.</translation>
    </message>
    <message>
        <source>Choose at least one die first.</source>
        <translation>Wähle zuerst mindestens einen Würfel.</translation>
    </message>
    <message>
        <source>These dice already show that colour.</source>
        <translation>Diese Würfel zeigen schon diese Farbe.</translation>
    </message>
    <message>
        <source>There is no such shape on the facade pad.</source>
        <translation>Diese Form gibt es auf dem Fassadenblock nicht.</translation>
    </message>
    <message>
        <source>Only dice of the shape&apos;s colour, or jokers, can be used for it.</source>
        <translation>Dafür zählen nur Würfel in der Farbe der Form oder Joker.</translation>
    </message>
    <message>
        <source>Not enough dice of this colour (with jokers and bonuses) for this shape.</source>
        <translation>Nicht genug Würfel dieser Farbe (mit Jokern und Boni) für diese Form.</translation>
    </message>
    <message>
        <source>More dice and bonuses than the shape has cells.</source>
        <translation>Mehr Würfel und Boni, als die Form Felder hat.</translation>
    </message>
    <message>
        <source>The building has no room left for the shape.</source>
        <translation>Im Gebäude ist kein Platz mehr für die Form.</translation>
    </message>
    <message>
        <source>The shape must stay inside the building.</source>
        <translation>Die Form muss innerhalb des Gebäudes bleiben.</translation>
    </message>
    <message>
        <source>Cells that are already filled cannot be drawn on.</source>
        <translation>Auf bereits gefüllte Felder darf nicht gezeichnet werden.</translation>
    </message>
    <message>
        <source>At least one cell must be on the ground floor or right above a filled cell.</source>
        <translation>Mindestens ein Feld muss im Erdgeschoss oder direkt über einem gefüllten Feld liegen.</translation>
    </message>
    <message>
        <source>These cells do not form the chosen shape.</source>
        <translation>Diese Felder ergeben nicht die gewählte Form.</translation>
    </message>
    <message>
        <source>Shapes may be turned but not mirrored: this is the mirror image.</source>
        <translation>Formen dürfen gedreht, aber nicht gespiegelt werden: Das ist das Spiegelbild.</translation>
    </message>
    <message>
        <source>The X must go in a cell of the shape just drawn.</source>
        <translation>Das X gehört in ein Feld der gerade gezeichneten Form.</translation>
    </message>
    <message>
        <source>At most two bonuses of the same colour can be used in one turn.</source>
        <translation>Pro Zug dürfen höchstens zwei Boni derselben Farbe genutzt werden.</translation>
    </message>
    <message>
        <source>No unlocked bonus of this colour is left.</source>
        <translation>Es ist kein freigeschalteter Bonus dieser Farbe mehr übrig.</translation>
    </message>
    <message>
        <source>Unlocked during this turn: it can be used from your next turn on.</source>
        <translation>In diesem Zug freigeschaltet: nutzbar ab deinem nächsten Zug.</translation>
    </message>
    <message>
        <source>This ability is not unlocked, or all its stars are used.</source>
        <translation>Diese Fähigkeit ist nicht freigeschaltet, oder alle ihre Sterne sind verbraucht.</translation>
    </message>
    <message>
        <source>One star covers one tile: your shape this turn gets only windows (O), no X. Used after the shape, or as a second star, it gives your next “One X” cell a window.</source>
        <translation>Ein Stern gilt für eine Zeichnung: Deine Form bekommt in diesem Zug nur Fenster (O), kein X. Nach der Form oder als zweiter Stern genutzt, bekommt stattdessen dein nächstes Feld mit „Ein X“ ein Fenster.</translation>
    </message>
    <message>
        <source>Red track (%1)</source>
        <comment>a label; %1 is the ability</comment>
        <translation>Rote Leiste (%1)</translation>
    </message>
    <message>
        <source>Blue track (%1)</source>
        <comment>a label; %1 is the ability</comment>
        <translation>Blaue Leiste (%1)</translation>
    </message>
    <message>
        <source>Purple track (%1)</source>
        <comment>a label; %1 is the ability</comment>
        <translation>Lila Leiste (%1)</translation>
    </message>
    <message>
        <source>Green track (%1)</source>
        <comment>a label; %1 is the ability</comment>
        <translation>Grüne Leiste (%1)</translation>
    </message>
    <message>
        <source>Yellow track (%1)</source>
        <comment>a label; %1 is the ability</comment>
        <translation>Gelbe Leiste (%1)</translation>
    </message>
    <message>
        <source>row %1</source>
        <comment>inside a sentence</comment>
        <translation>Reihe %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <comment>inside a sentence</comment>
        <translation>Spalte %1</translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <comment>a cell inside a sentence</comment>
        <translation>Spalte %1, Reihe %2</translation>
    </message>
    <message>
        <source>“Colour change” only turns dice that show the same colour.</source>
        <translation>„Farbwechsel“ dreht nur Würfel, die dieselbe Farbe zeigen.</translation>
    </message>
    <message>
        <source>This shape is crossed out. Only the “New choice” ability can take it again.</source>
        <translation>Diese Form ist durchgestrichen. Nur die Fähigkeit „Erneut wählen“ kann sie noch einmal nehmen.</translation>
    </message>
    <message>
        <source>This shape is crossed out, and your “New choice” star was unlocked during this turn: it can be used from your next turn on.</source>
        <translation>Diese Form ist durchgestrichen, und dein Stern „Erneut wählen“ wurde erst in diesem Zug freigeschaltet: Du kannst ihn ab deinem nächsten Zug nutzen.</translation>
    </message>
    <message>
        <source>“No X” is already in use this turn.</source>
        <translation>„Kein X“ ist in diesem Zug bereits im Einsatz.</translation>
    </message>
    <message>
        <source>A “No X” star already waits for your next “One X” cell.</source>
        <translation>Ein Stern „Kein X“ wartet bereits auf dein nächstes Feld mit „Ein X“.</translation>
    </message>
    <message>
        <source>One “No X” star covers one tile: your shape is already covered or drawn, and no “One X” cell can follow.</source>
        <translation>Ein Stern „Kein X“ gilt für eine einzige Zeichnung: Deine Form ist schon abgedeckt oder gezeichnet, und kein Feld mit „Ein X“ kann mehr folgen.</translation>
    </message>
    <message>
        <source>This ability track is already full.</source>
        <translation>Diese Fähigkeitsleiste ist schon voll.</translation>
    </message>
    <message>
        <source>This die was used for the shape: only unused dice can be chosen.</source>
        <translation>Dieser Würfel wurde für die Form verwendet: Nur ungenutzte Würfel sind wählbar.</translation>
    </message>
    <message>
        <source>You have already taken this die.</source>
        <translation>Diesen Würfel hast du schon genommen.</translation>
    </message>
    <message>
        <source>This die shows another colour: it marks only the track of its colour.</source>
        <translation>Dieser Würfel zeigt eine andere Farbe: Er kreuzt nur die Leiste seiner Farbe an.</translation>
    </message>
    <message>
        <source>No unused die shows this colour: this track cannot be marked now.</source>
        <translation>Kein unbenutzter Würfel zeigt diese Farbe: Diese Leiste kann jetzt nicht angekreuzt werden.</translation>
    </message>
    <message>
        <source>A shape can still be drawn, so you cannot pass.</source>
        <translation>Es lässt sich noch eine Form einzeichnen, also darfst du nicht passen.</translation>
    </message>
    <message>
        <source>No single cell can be drawn anywhere in the building.</source>
        <translation>Nirgends im Gebäude lässt sich ein einzelnes Feld einzeichnen.</translation>
    </message>
    <message>
        <source>The joker has no ability track of its own.</source>
        <translation>Der Joker hat keine eigene Fähigkeitsleiste.</translation>
    </message>
    <message>
        <source>Roll the dice first: bonuses, abilities and the shape come after the roll.</source>
        <translation>Würfle zuerst: Boni, Fähigkeiten und die Form kommen nach dem Wurf.</translation>
    </message>
    <message>
        <source>The dice are already rolled: only the “Reroll” ability rolls them again.</source>
        <translation>Die Würfel sind schon geworfen: Nur die Fähigkeit „Erneut würfeln“ wirft sie noch einmal.</translation>
    </message>
    <message>
        <source>Rerolls come before choosing a shape, and this turn&apos;s shape is already chosen.</source>
        <translation>Neu gewürfelt wird vor der Wahl einer Form, und die Form dieses Zuges ist schon gewählt.</translation>
    </message>
    <message>
        <source>Bonuses come before choosing a shape, and this turn&apos;s shape is already chosen.</source>
        <translation>Boni werden vor der Wahl einer Form genutzt, und die Form dieses Zuges ist schon gewählt.</translation>
    </message>
    <message>
        <source>“Colour change” comes before choosing a shape, and this turn&apos;s shape is already chosen.</source>
        <translation>„Farbwechsel“ kommt vor der Wahl einer Form, und die Form dieses Zuges ist schon gewählt.</translation>
    </message>
    <message>
        <source>This turn&apos;s shape is already chosen (or you passed).</source>
        <translation>Die Form dieses Zuges ist schon gewählt (oder du hast gepasst).</translation>
    </message>
    <message>
        <source>Choose a shape on the facade pad first.</source>
        <translation>Wähle zuerst eine Form auf dem Fassadenblock.</translation>
    </message>
    <message>
        <source>Draw this turn&apos;s shape first.</source>
        <translation>Zeichne zuerst die Form dieses Zuges.</translation>
    </message>
    <message>
        <source>This turn&apos;s shape is already drawn.</source>
        <translation>Die Form dieses Zuges ist schon gezeichnet.</translation>
    </message>
    <message>
        <source>First choose the cell of your new shape that gets the X.</source>
        <translation>Wähle zuerst das Feld deiner neuen Form, das das X bekommt.</translation>
    </message>
    <message>
        <source>First use your coat of arms: draw a single window, or mark two boxes on one track.</source>
        <translation>Nutze zuerst dein Wappen: Zeichne ein einzelnes Fenster oder kreuze zwei Kästchen auf einer Leiste an.</translation>
    </message>
    <message>
        <source>No coat of arms is waiting for its action.</source>
        <translation>Kein Wappen wartet auf seine Bonusaktion.</translation>
    </message>
    <message>
        <source>Tracks are marked in phase 3, by the other players, with the dice left over.</source>
        <translation>Leisten werden in Phase 3 angekreuzt, von den anderen Spielern, mit den übrigen Würfeln.</translation>
    </message>
    <message>
        <source>See the rule</source>
        <translation>Zur Regel</translation>
    </message>
    <message>
        <source>%1 marks a box on the red track.</source>
        <translation>%1 kreuzt ein Kästchen auf der roten Leiste an.</translation>
    </message>
    <message>
        <source>%1 marks a box on the blue track.</source>
        <translation>%1 kreuzt ein Kästchen auf der blauen Leiste an.</translation>
    </message>
    <message>
        <source>%1 marks a box on the purple track.</source>
        <translation>%1 kreuzt ein Kästchen auf der lila Leiste an.</translation>
    </message>
    <message>
        <source>%1 marks a box on the green track.</source>
        <translation>%1 kreuzt ein Kästchen auf der grünen Leiste an.</translation>
    </message>
    <message>
        <source>%1 marks a box on the yellow track.</source>
        <translation>%1 kreuzt ein Kästchen auf der gelben Leiste an.</translation>
    </message>
    <message>
        <source>%1 marks two boxes on the red track.</source>
        <translation>%1 kreuzt zwei Kästchen auf der roten Leiste an.</translation>
    </message>
    <message>
        <source>%1 marks two boxes on the blue track.</source>
        <translation>%1 kreuzt zwei Kästchen auf der blauen Leiste an.</translation>
    </message>
    <message>
        <source>%1 marks two boxes on the purple track.</source>
        <translation>%1 kreuzt zwei Kästchen auf der lila Leiste an.</translation>
    </message>
    <message>
        <source>%1 marks two boxes on the green track.</source>
        <translation>%1 kreuzt zwei Kästchen auf der grünen Leiste an.</translation>
    </message>
    <message>
        <source>%1 marks two boxes on the yellow track.</source>
        <translation>%1 kreuzt zwei Kästchen auf der gelben Leiste an.</translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the red track: +%n point(s).</source>
        <translation>
            <numerusform>%1 vervollständigt die rote Leiste: +%n Punkt.</numerusform>
            <numerusform>%1 vervollständigt die rote Leiste: +%n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the blue track: +%n point(s).</source>
        <translation>
            <numerusform>%1 vervollständigt die blaue Leiste: +%n Punkt.</numerusform>
            <numerusform>%1 vervollständigt die blaue Leiste: +%n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the purple track: +%n point(s).</source>
        <translation>
            <numerusform>%1 vervollständigt die lila Leiste: +%n Punkt.</numerusform>
            <numerusform>%1 vervollständigt die lila Leiste: +%n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the green track: +%n point(s).</source>
        <translation>
            <numerusform>%1 vervollständigt die grüne Leiste: +%n Punkt.</numerusform>
            <numerusform>%1 vervollständigt die grüne Leiste: +%n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the yellow track: +%n point(s).</source>
        <translation>
            <numerusform>%1 vervollständigt die gelbe Leiste: +%n Punkt.</numerusform>
            <numerusform>%1 vervollständigt die gelbe Leiste: +%n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 uses a red bonus: one more red die.</source>
        <translation>%1 nutzt einen roten Bonus: ein roter Würfel mehr.</translation>
    </message>
    <message>
        <source>%1 uses a blue bonus: one more blue die.</source>
        <translation>%1 nutzt einen blauen Bonus: ein blauer Würfel mehr.</translation>
    </message>
    <message>
        <source>%1 uses a purple bonus: one more purple die.</source>
        <translation>%1 nutzt einen lila Bonus: ein lila Würfel mehr.</translation>
    </message>
    <message>
        <source>%1 uses a green bonus: one more green die.</source>
        <translation>%1 nutzt einen grünen Bonus: ein grüner Würfel mehr.</translation>
    </message>
    <message>
        <source>%1 uses a yellow bonus: one more yellow die.</source>
        <translation>%1 nutzt einen gelben Bonus: ein gelber Würfel mehr.</translation>
    </message>
    <message>
        <source>%1 unlocks a red bonus (usable from their next turn).</source>
        <translation>%1 schaltet einen roten Bonus frei (ab dem nächsten eigenen Zug nutzbar).</translation>
    </message>
    <message>
        <source>%1 unlocks a blue bonus (usable from their next turn).</source>
        <translation>%1 schaltet einen blauen Bonus frei (ab dem nächsten eigenen Zug nutzbar).</translation>
    </message>
    <message>
        <source>%1 unlocks a purple bonus (usable from their next turn).</source>
        <translation>%1 schaltet einen lila Bonus frei (ab dem nächsten eigenen Zug nutzbar).</translation>
    </message>
    <message>
        <source>%1 unlocks a green bonus (usable from their next turn).</source>
        <translation>%1 schaltet einen grünen Bonus frei (ab dem nächsten eigenen Zug nutzbar).</translation>
    </message>
    <message>
        <source>%1 unlocks a yellow bonus (usable from their next turn).</source>
        <translation>%1 schaltet einen gelben Bonus frei (ab dem nächsten eigenen Zug nutzbar).</translation>
    </message>
    <message>
        <source>Use a red bonus (%1)</source>
        <translation>Roten Bonus nutzen (%1)</translation>
    </message>
    <message>
        <source>Use a blue bonus (%1)</source>
        <translation>Blauen Bonus nutzen (%1)</translation>
    </message>
    <message>
        <source>Use a purple bonus (%1)</source>
        <translation>Lila Bonus nutzen (%1)</translation>
    </message>
    <message>
        <source>Use a green bonus (%1)</source>
        <translation>Grünen Bonus nutzen (%1)</translation>
    </message>
    <message>
        <source>Use a yellow bonus (%1)</source>
        <translation>Gelben Bonus nutzen (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: two boxes on the red track (%1)</source>
        <translation>Wappen: zwei Kästchen auf der roten Leiste (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: two boxes on the blue track (%1)</source>
        <translation>Wappen: zwei Kästchen auf der blauen Leiste (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: two boxes on the purple track (%1)</source>
        <translation>Wappen: zwei Kästchen auf der lila Leiste (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: two boxes on the green track (%1)</source>
        <translation>Wappen: zwei Kästchen auf der grünen Leiste (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: two boxes on the yellow track (%1)</source>
        <translation>Wappen: zwei Kästchen auf der gelben Leiste (%1)</translation>
    </message>
    <message>
        <source>Mark the red track (%1)</source>
        <translation>Rote Leiste ankreuzen (%1)</translation>
    </message>
    <message>
        <source>Mark the blue track (%1)</source>
        <translation>Blaue Leiste ankreuzen (%1)</translation>
    </message>
    <message>
        <source>Mark the purple track (%1)</source>
        <translation>Lila Leiste ankreuzen (%1)</translation>
    </message>
    <message>
        <source>Mark the green track (%1)</source>
        <translation>Grüne Leiste ankreuzen (%1)</translation>
    </message>
    <message>
        <source>Mark the yellow track (%1)</source>
        <translation>Gelbe Leiste ankreuzen (%1)</translation>
    </message>
    <message>
        <source>%1 rolls: %2.</source>
        <translation>%1 würfelt: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 rerolls %n dice: %2.</source>
        <translation>
            <numerusform>%1 würfelt %n Würfel neu: %2.</numerusform>
            <numerusform>%1 würfelt %n Würfel neu: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 turns %n dice to %2.</source>
        <translation>
            <numerusform>%1 dreht %n Würfel auf %2.</numerusform>
            <numerusform>%1 dreht %n Würfel auf %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 uses “No X”: the next “One X” cell gets a window.</source>
        <translation>%1 nutzt „Kein X“: Das nächste Feld mit „Ein X“ bekommt ein Fenster.</translation>
    </message>
    <message>
        <source>%1 uses “No X”: the shape gets only windows.</source>
        <translation>%1 nutzt „Kein X“: Die Form bekommt nur Fenster.</translation>
    </message>
    <message>
        <source>%1 uses “One X” and draws a single cell.</source>
        <translation>%1 nutzt „Ein X“ und zeichnet ein einzelnes Feld ein.</translation>
    </message>
    <message>
        <source>%1 uses “New choice” to take a crossed-out shape.</source>
        <translation>%1 nutzt „Erneut wählen“ und nimmt eine durchgestrichene Form.</translation>
    </message>
    <message>
        <source>%1 unlocks the coat of arms of row %2.</source>
        <translation>%1 schaltet das Wappen von Reihe %2 frei.</translation>
    </message>
    <message>
        <source>%1 unlocks the coat of arms of column %2.</source>
        <translation>%1 schaltet das Wappen von Spalte %2 frei.</translation>
    </message>
    <message>
        <source>%1 used all five dice: nobody marks a track in phase 3.</source>
        <translation>%1 hat alle fünf Würfel verwendet: In Phase 3 kreuzt niemand eine Leiste an.</translation>
    </message>
    <message>
        <source>%1 marks no track in phase 3: the dice left fit only full tracks.</source>
        <translation>%1 kreuzt in Phase 3 keine Leiste an: Die übrigen Würfel passen nur zu Leisten, die schon voll sind.</translation>
    </message>
    <message>
        <source>%1 unlocks a “%2” star (usable from their next turn).</source>
        <translation>%1 schaltet einen Stern „%2“ frei (ab dem nächsten eigenen Zug nutzbar).</translation>
    </message>
    <message>
        <source>Use “No X” (%1)</source>
        <translation>„Kein X“ nutzen (%1)</translation>
    </message>
    <message>
        <source>Draw a single cell with “One X” (%1)</source>
        <translation>Mit „Ein X“ ein einzelnes Feld einzeichnen (%1)</translation>
    </message>
    <message>
        <source>%1, you may still use “One X”, or end your turn.</source>
        <translation>%1, du kannst noch „Ein X“ nutzen oder deinen Zug beenden.</translation>
    </message>
    <message>
        <source>%1 chooses the %2.</source>
        <translation>%1 wählt die %2.</translation>
    </message>
    <message>
        <source>%1 draws the %2.</source>
        <translation>%1 zeichnet die %2 ein.</translation>
    </message>
    <message>
        <source>%1 marks the X.</source>
        <translation>%1 setzt das X.</translation>
    </message>
    <message numerus="yes">
        <source>%1 completes row %2: +%n point(s).</source>
        <translation>
            <numerusform>%1 vervollständigt Reihe %2: +%n Punkt.</numerusform>
            <numerusform>%1 vervollständigt Reihe %2: +%n Punkte.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes column %2: +%n point(s).</source>
        <translation>
            <numerusform>%1 vervollständigt Spalte %2: +%n Punkt.</numerusform>
            <numerusform>%1 vervollständigt Spalte %2: +%n Punkte.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 draws a single window for the coat of arms.</source>
        <translation>%1 zeichnet für das Wappen ein einzelnes Fenster ein.</translation>
    </message>
    <message>
        <source>%1 cannot use the coat of arms: nothing is left to do.</source>
        <translation>%1 kann das Wappen nicht nutzen: Es ist nichts mehr möglich.</translation>
    </message>
    <message>
        <source>%1 cannot draw any shape and passes.</source>
        <translation>%1 kann keine Form einzeichnen und passt.</translation>
    </message>
    <message>
        <source>%1 does not mark a track.</source>
        <translation>%1 kreuzt keine Leiste an.</translation>
    </message>
    <message>
        <source>End of %1&apos;s turn.</source>
        <translation>Ende des Zuges von %1.</translation>
    </message>
    <message>
        <source>%1 has %2 points or more: this round is the last one.</source>
        <translation>%1 hat %2 oder mehr Punkte: Diese Runde ist die letzte.</translation>
    </message>
    <message>
        <source>Game over: %1 wins!</source>
        <translation>Spielende: %1 gewinnt!</translation>
    </message>
    <message>
        <source>Game over: %1 share the win!</source>
        <translation>Spielende: %1 teilen sich den Sieg!</translation>
    </message>
    <message>
        <source>Roll the dice (%1)</source>
        <translation>Würfeln (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n dice (%1)</source>
        <translation>
            <numerusform>%n Würfel neu würfeln (%1)</numerusform>
            <numerusform>%n Würfel neu würfeln (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn %n dice to %2 (%1)</source>
        <translation>
            <numerusform>%n Würfel auf %2 drehen (%1)</numerusform>
            <numerusform>%n Würfel auf %2 drehen (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the %2 (%1)</source>
        <translation>Die %2 wählen (%1)</translation>
    </message>
    <message>
        <source>Draw the shape (%1)</source>
        <translation>Die Form einzeichnen (%1)</translation>
    </message>
    <message>
        <source>Mark the X (%1)</source>
        <translation>Das X setzen (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: draw a single window (%1)</source>
        <translation>Wappen: ein einzelnes Fenster einzeichnen (%1)</translation>
    </message>
    <message>
        <source>Pass: no shape can be drawn (%1)</source>
        <translation>Passen: keine Form möglich (%1)</translation>
    </message>
    <message>
        <source>End the turn (%1)</source>
        <translation>Zug beenden (%1)</translation>
    </message>
    <message>
        <source>Do not mark a track (%1)</source>
        <translation>Keine Leiste ankreuzen (%1)</translation>
    </message>
    <message>
        <source>%1, roll the dice.</source>
        <translation>%1, würfle.</translation>
    </message>
    <message>
        <source>%1, no shape can be drawn: use an ability or pass.</source>
        <translation>%1, keine Form lässt sich einzeichnen: Nutze eine Fähigkeit oder passe.</translation>
    </message>
    <message>
        <source>%1, choose a shape on the facade pad (bonuses and abilities first if you like).</source>
        <translation>%1, wähle eine Form vom Fassadenblock (vorher nach Wunsch Boni und Fähigkeiten).</translation>
    </message>
    <message>
        <source>%1, draw the %2 in your building; turn it as you like.</source>
        <translation>%1, zeichne die %2 in dein Gebäude ein; drehe sie nach Belieben.</translation>
    </message>
    <message>
        <source>%1, choose the cell of the new shape that gets the X.</source>
        <translation>%1, wähle das Feld der neuen Form, das das X bekommt.</translation>
    </message>
    <message>
        <source>%1, coat of arms: draw a single window, or mark two boxes on one track.</source>
        <translation>%1, Wappen: Zeichne ein einzelnes Fenster ein oder kreuze zwei Kästchen auf einer Leiste an.</translation>
    </message>
    <message>
        <source>%1, choose a second unused die to mark a track, or stop.</source>
        <translation>%1, wähle einen zweiten ungenutzten Würfel für eine Leiste oder hör auf.</translation>
    </message>
    <message>
        <source>%1, choose up to two unused dice to mark tracks, or skip.</source>
        <translation>%1, wähle bis zu zwei ungenutzte Würfel für deine Leisten oder verzichte.</translation>
    </message>
    <message>
        <source>%1, choose an unused die to mark a track, or skip.</source>
        <translation>%1, wähle einen ungenutzten Würfel für eine Leiste oder verzichte.</translation>
    </message>
    <message>
        <source>Last round: %1</source>
        <translation>Letzte Runde: %1</translation>
    </message>
</context>
<context>
    <name>TurnController</name>
    <message>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <source>Round %1 ends — round %2 begins</source>
        <translation>Runde %1 endet — Runde %2 beginnt</translation>
    </message>
    <message>
        <source>12 points reached: this is the last round</source>
        <translation>12 Punkte erreicht: Dies ist die letzte Runde</translation>
    </message>
    <message>
        <source>%1, your turn</source>
        <translation>%1, du bist am Zug</translation>
    </message>
    <message>
        <source>A new game begins: %1 starts.</source>
        <translation>Ein neues Spiel beginnt: %1 fängt an.</translation>
    </message>
    <message>
        <source>Pick a facade shape on the pad: the dice it needs are taken automatically.</source>
        <translation>Wähle eine Fassadenform auf dem Block: Die nötigen Würfel werden automatisch genommen.</translation>
    </message>
    <message>
        <source>Joker: click the track you want to mark.</source>
        <translation>Joker: Klicke auf die Leiste, die du ankreuzen willst.</translation>
    </message>
    <message>
        <source>Reroll: click the dice to roll again, then confirm (Enter).</source>
        <translation>Erneut würfeln: Klicke die Würfel an, die neu gewürfelt werden sollen, dann bestätige (Eingabe).</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Colour change: click the dice of one colour on the tray, then pick their new face beside them.</source>
        <translation>Farbwechsel: Klicke auf die Würfel einer Farbe in der Würfelschale und wähle daneben ihre neue Seite.</translation>
    </message>
    <message>
        <source>One X: click a highlighted cell of your building for the extra X.</source>
        <translation>Ein X: Klicke ein hervorgehobenes Feld deines Gebäudes für das zusätzliche X an.</translation>
    </message>
    <message>
        <source>New choice: you may now pick a crossed-out shape on the pad.</source>
        <translation>Erneut wählen: Du darfst jetzt eine durchgestrichene Form auf dem Block wählen.</translation>
    </message>
    <message>
        <source>This turn&apos;s shape is already chosen; undo to choose another one.</source>
        <translation>Die Form dieses Zuges ist schon gewählt; mache es rückgängig, um eine andere zu wählen.</translation>
    </message>
    <message>
        <source>%1: move it over your building, rotate with the wheel, R or a right click, and click to draw it.</source>
        <translation>%1: Bewege sie über dein Gebäude, drehe sie mit dem Mausrad, R oder einem Rechtsklick und klicke zum Einzeichnen.</translation>
    </message>
    <message>
        <source>Only the active player draws in their building.</source>
        <translation>Nur der aktive Spieler zeichnet in sein Gebäude.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Erst würfeln.</translation>
    </message>
    <message>
        <source>Pick a facade shape on the pad first.</source>
        <translation>Wähle zuerst eine Fassadenform auf dem Block.</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 spielt gerade …</translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n dice</source>
        <translation>
            <numerusform>%n Würfel neu würfeln</numerusform>
            <numerusform>%n Würfel neu würfeln</numerusform>
        </translation>
    </message>
    <message>
        <source>Reroll: pick dice</source>
        <translation>Erneut würfeln: Würfel wählen</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Bestätigen</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Letzte Runde</translation>
    </message>
    <message>
        <source>A player reached 12 points: the game ends with this round.</source>
        <translation>Jemand hat 12 Punkte erreicht: Das Spiel endet mit dieser Runde.</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Fertig</translation>
    </message>
    <message>
        <source>&amp;Skip (mark nothing)</source>
        <translation>&amp;Nichts ankreuzen</translation>
    </message>
    <message>
        <source>Or mark two boxes on:</source>
        <translation>Oder zwei Kästchen ankreuzen auf:</translation>
    </message>
    <message>
        <source>%1 marks:</source>
        <translation>%1 kreuzt an:</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Click the unlocked bonus (+) under your red track.</source>
        <translation>Klicke auf den freigeschalteten Bonus (+) unter deiner roten Leiste.</translation>
    </message>
    <message>
        <source>Click the unlocked bonus (+) under your blue track.</source>
        <translation>Klicke auf den freigeschalteten Bonus (+) unter deiner blauen Leiste.</translation>
    </message>
    <message>
        <source>Click the unlocked bonus (+) under your purple track.</source>
        <translation>Klicke auf den freigeschalteten Bonus (+) unter deiner lila Leiste.</translation>
    </message>
    <message>
        <source>Click the unlocked bonus (+) under your green track.</source>
        <translation>Klicke auf den freigeschalteten Bonus (+) unter deiner grünen Leiste.</translation>
    </message>
    <message>
        <source>Click the unlocked bonus (+) under your yellow track.</source>
        <translation>Klicke auf den freigeschalteten Bonus (+) unter deiner gelben Leiste.</translation>
    </message>
    <message>
        <source>Click die %1 to mark a box on your red track.</source>
        <translation>Klicke auf Würfel %1, um ein Kästchen deiner roten Leiste anzukreuzen.</translation>
    </message>
    <message>
        <source>Click die %1 to mark a box on your blue track.</source>
        <translation>Klicke auf Würfel %1, um ein Kästchen deiner blauen Leiste anzukreuzen.</translation>
    </message>
    <message>
        <source>Click die %1 to mark a box on your purple track.</source>
        <translation>Klicke auf Würfel %1, um ein Kästchen deiner lila Leiste anzukreuzen.</translation>
    </message>
    <message>
        <source>Click die %1 to mark a box on your green track.</source>
        <translation>Klicke auf Würfel %1, um ein Kästchen deiner grünen Leiste anzukreuzen.</translation>
    </message>
    <message>
        <source>Click die %1 to mark a box on your yellow track.</source>
        <translation>Klicke auf Würfel %1, um ein Kästchen deiner gelben Leiste anzukreuzen.</translation>
    </message>
    <message>
        <source>Later in a game, on a prepared table:</source>
        <translation>Später in einer Partie, in einer vorbereiteten Spielsituation:</translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation>Erste Schritte</translation>
    </message>
    <message>
        <source>Your first turn</source>
        <translation>Dein erster Zug</translation>
    </message>
    <message>
        <source>The leftover dice</source>
        <translation>Die übrigen Würfel</translation>
    </message>
    <message>
        <source>Bonuses, rows and coats of arms</source>
        <translation>Boni, Reihen und Wappen</translation>
    </message>
    <message>
        <source>More abilities</source>
        <translation>Weitere Fähigkeiten</translation>
    </message>
    <message>
        <source>“One X” and columns</source>
        <translation>„Ein X“ und Spalten</translation>
    </message>
    <message>
        <source>The last round and the end</source>
        <translation>Die letzte Runde und das Ende</translation>
    </message>
    <message>
        <source>Click “%1” under the table (or press Space).</source>
        <translation>Klicke unter dem Tisch auf „%1“ (oder drücke die Leertaste).</translation>
    </message>
    <message>
        <source>Click the “Reroll” button at the end of your red track, click the dice %1, then confirm with Enter.</source>
        <translation>Klicke auf die Schaltfläche „Erneut würfeln“ am Ende deiner roten Leiste, dann auf die Würfel %1, und bestätige mit der Eingabetaste.</translation>
    </message>
    <message>
        <source>Click the “New choice” button at the end of your yellow track, then pick this crossed-out shape: %1. Draw it on the highlighted cells.</source>
        <translation>Klicke auf die Schaltfläche „Erneut wählen“ am Ende deiner gelben Leiste und wähle dann diese durchgestrichene Form: %1. Zeichne sie auf die hervorgehobenen Felder.</translation>
    </message>
    <message>
        <source>Pick this shape on the facade pad: %1. Then move it over your building, turn it with R or the mouse wheel, and click to draw it on the highlighted cells.</source>
        <translation>Wähle diese Form auf dem Fassadenblock: %1. Bewege sie dann über dein Gebäude, drehe sie mit R oder dem Mausrad und klicke, um sie auf die hervorgehobenen Felder zu zeichnen.</translation>
    </message>
    <message>
        <source>Draw the shape on the highlighted cells (turn it with R or the mouse wheel).</source>
        <translation>Zeichne die Form auf die hervorgehobenen Felder (drehen mit R oder dem Mausrad).</translation>
    </message>
    <message>
        <source>Click the highlighted cell: it gets the X.</source>
        <translation>Klicke auf das hervorgehobene Feld: Es bekommt das X.</translation>
    </message>
    <message>
        <source>Click the highlighted cell to draw the free window.</source>
        <translation>Klicke auf das hervorgehobene Feld, um das Gratisfenster einzuzeichnen.</translation>
    </message>
    <message>
        <source>Click the button “%1” under the table: two boxes of that track get marked.</source>
        <translation>Klicke unter dem Tisch auf die Schaltfläche „%1“: Zwei Kästchen dieser Leiste werden angekreuzt.</translation>
    </message>
    <message>
        <source>Click die %1 (the joker), then the button “%2” under the table.</source>
        <translation>Klicke auf Würfel %1 (den Joker), dann unter dem Tisch auf „%2“.</translation>
    </message>
    <message>
        <source>Click the “One X” button at the end of your purple track, then the highlighted cell.</source>
        <translation>Klicke auf die Schaltfläche „Ein X“ am Ende deiner lila Leiste, dann auf das hervorgehobene Feld.</translation>
    </message>
    <message numerus="yes">
        <source>Click the “Colour change” button at the end of your green track and turn %n die(s) from %1 to %2.</source>
        <translation>
            <numerusform>Klicke auf die Schaltfläche „Farbwechsel“ am Ende deiner grünen Leiste und drehe %n Würfel von %1 auf %2.</numerusform>
            <numerusform>Klicke auf die Schaltfläche „Farbwechsel“ am Ende deiner grünen Leiste und drehe %n Würfel von %1 auf %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the “No X” button at the end of your blue track.</source>
        <translation>Klicke auf die Schaltfläche „Kein X“ am Ende deiner blauen Leiste.</translation>
    </message>
    <message>
        <source>Click “%1” under the table.</source>
        <translation>Klicke unter dem Tisch auf „%1“.</translation>
    </message>
    <message>
        <source>Click “Skip” (or “Done”) under the table: you mark no more track.</source>
        <translation>Klicke unter dem Tisch auf „Nichts ankreuzen“ (oder „Fertig“): Du kreuzt keine Leiste mehr an.</translation>
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
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pause</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Einzelschritt</translation>
    </message>
    <message>
        <source>Make the next computer move now</source>
        <translation>Den nächsten Computerzug jetzt ausführen</translation>
    </message>
</context>
<context>
    <name>WatchWhy</name>
    <message>
        <source>It completes %1 for %2.</source>
        <translation>Der Zug vervollständigt %1 und bringt %2.</translation>
    </message>
    <message numerus="yes">
        <source>It earns %n coat(s) of arms.</source>
        <translation>
            <numerusform>Der Zug bringt %n Wappen.</numerusform>
            <numerusform>Der Zug bringt %n Wappen.</numerusform>
        </translation>
    </message>
    <message>
        <source>It completes the track for %1.</source>
        <translation>Der Zug füllt die Leiste und bringt %1.</translation>
    </message>
    <message>
        <source>a bonus (+)</source>
        <translation>einen Bonus (+)</translation>
    </message>
    <message>
        <source>a “%1” star</source>
        <translation>einen Stern „%1“</translation>
    </message>
    <message numerus="yes">
        <source>%n more box(es) to its next symbol.</source>
        <translation>
            <numerusform>Noch %n Kästchen bis zum nächsten Symbol.</numerusform>
            <numerusform>Noch %n Kästchen bis zum nächsten Symbol.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more box(es) to complete it.</source>
        <translation>
            <numerusform>Noch %n Kästchen, dann ist sie voll.</numerusform>
            <numerusform>Noch %n Kästchen, dann ist sie voll.</numerusform>
        </translation>
    </message>
    <message>
        <source>No die was worth keeping.</source>
        <translation>Kein Würfel war es wert, behalten zu werden.</translation>
    </message>
    <message>
        <source>Kept: %1. More dice of one colour make a bigger shape.</source>
        <translation>Behalten: %1. Mehr Würfel einer Farbe ergeben eine größere Form.</translation>
    </message>
    <message>
        <source>Now it can take the %1.</source>
        <translation>Jetzt ist die %1 möglich.</translation>
    </message>
    <message>
        <source>Only windows in %1: double points.</source>
        <translation>Nur Fenster in %1: doppelte Punkte.</translation>
    </message>
    <message>
        <source>It unlocks %1 for later turns.</source>
        <translation>Der Zug schaltet %1 für spätere Züge frei.</translation>
    </message>
    <message>
        <source>The X spares %1, which can still score double.</source>
        <translation>Das X verschont %1: Dort sind noch doppelte Punkte möglich.</translation>
    </message>
    <message>
        <source>No line of the drawing keeps windows only.</source>
        <translation>Keine Linie der Zeichnung behält nur Fenster.</translation>
    </message>
    <message>
        <source>It fills %1.</source>
        <translation>Der Zug füllt das Feld %1.</translation>
    </message>
    <message>
        <source>It keeps “One X” for a later turn.</source>
        <translation>„Ein X“ bleibt für einen späteren Zug.</translation>
    </message>
    <message>
        <source>Its next “One X” cell gets a window instead of an X.</source>
        <translation>Das nächste Feld mit „Ein X“ bekommt ein Fenster statt eines X.</translation>
    </message>
    <message>
        <source>Only windows in %1, which may then score double.</source>
        <translation>Nur Fenster in %1: doppelte Punkte möglich.</translation>
    </message>
    <message>
        <source>The drawing gets windows only.</source>
        <translation>Die Zeichnung bekommt nur Fenster.</translation>
    </message>
    <message>
        <source>The only shape it can take.</source>
        <translation>Die einzige mögliche Form.</translation>
    </message>
    <message>
        <source>No bigger shape is possible.</source>
        <translation>Eine größere Form ist nicht möglich.</translation>
    </message>
    <message numerus="yes">
        <source>It uses %n joker(s).</source>
        <translation>
            <numerusform>Der Zug nutzt %n Joker.</numerusform>
            <numerusform>Der Zug nutzt %n Joker.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left for the others&apos; tracks: %1.</source>
        <translation>Für die Leisten der anderen: %1.</translation>
    </message>
    <message>
        <source>It takes all five dice: none is left to the others.</source>
        <translation>Der Zug nimmt alle fünf Würfel: Für die anderen bleibt keiner.</translation>
    </message>
    <message>
        <source>The only place where it fits.</source>
        <translation>Der einzige Platz, an den sie passt.</translation>
    </message>
    <message>
        <source>It fills %1; the X decides the points.</source>
        <translation>Der Zug füllt %1; das X entscheidet über die Punkte.</translation>
    </message>
    <message>
        <source>It leaves %1 one or two cells short.</source>
        <translation>Dann fehlen in %1 nur noch ein oder zwei Felder.</translation>
    </message>
    <message>
        <source>It stays low and leaves no hole underneath.</source>
        <translation>Sie bleibt niedrig und lässt keine Lücke darunter.</translation>
    </message>
    <message>
        <source>Its dice allow the %1, but it fits nowhere.</source>
        <translation>Die Würfel erlauben die %1, aber sie passt nirgends hin.</translation>
    </message>
    <message>
        <source>No shape left on the pad matches its dice.</source>
        <translation>Keine verbliebene Form passt zu den Würfeln.</translation>
    </message>
</context>
<context>
    <name>WhatsThis</name>
    <message>
        <source>See the rule</source>
        <translation>Zur Regel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>What is this?</source>
        <translation>Was ist das?</translation>
    </message>
</context>
</TS>
