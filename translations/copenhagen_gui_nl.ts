<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl_NL" sourcelanguage="en">
<context>
    <name>AboutBox</name>
    <message>
        <source>About %1</source>
        <translation>Over %1</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Versie %1</translation>
    </message>
    <message>
        <source>Board games to play at one computer, passing it around or against computer players: %1.</source>
        <translation>Bordspellen voor één computer, door hem door te geven of tegen computerspelers: %1.</translation>
    </message>
    <message>
        <source>This is an unofficial fan implementation, not made or endorsed by the designers or the publishers.</source>
        <translation>Dit is een onofficiële fanversie, niet gemaakt of goedgekeurd door de ontwerpers of de uitgevers.</translation>
    </message>
    <message>
        <source>This program is free software under the MIT License (see details).</source>
        <translation>Dit programma is vrije software onder de MIT-licentie (zie details).</translation>
    </message>
    <message>
        <source>Made with Qt %1 and PySide6 %2 (LGPL 3).</source>
        <translation>Gemaakt met Qt %1 en PySide6 %2 (LGPL 3).</translation>
    </message>
</context>
<context>
    <name>AutosaveKeeper</name>
    <message>
        <source>They were saved for another game than the one kept.</source>
        <translation>Ze zijn opgeslagen voor een ander spel dan het bewaarde.</translation>
    </message>
    <message>
        <source>The file that holds them is damaged.</source>
        <translation>Het bestand waarin ze staan is beschadigd.</translation>
    </message>
    <message>
        <source>One of them is a move the rules do not allow.</source>
        <translation>Een ervan is een zet die de regels niet toestaan.</translation>
    </message>
    <message>
        <source>The game is back with every move that could be restored. Their file was kept as %1.</source>
        <translation>Het spel is terug met elke zet die kon worden hersteld. Het bestand met deze zetten is bewaard als %1.</translation>
    </message>
    <message>
        <source>Their file was kept as %1.</source>
        <translation>Het bestand met deze zetten is bewaard als %1.</translation>
    </message>
    <message>
        <source>Unfinished game</source>
        <translation>Onafgemaakt spel</translation>
    </message>
    <message>
        <source>The latest moves of the unfinished game cannot all be restored.</source>
        <translation>De laatste zetten van het onafgemaakte spel kunnen niet allemaal worden hersteld.</translation>
    </message>
</context>
<context>
    <name>AutosaveMarker</name>
    <message>
        <source>Games are not being saved</source>
        <translation>Spellen worden niet opgeslagen</translation>
    </message>
    <message>
        <source>Your games cannot be saved automatically in %1: %2.
Click here to save this game somewhere else (Save As).</source>
        <translation>Je spellen kunnen niet automatisch worden opgeslagen in %1: %2.
Klik hier om dit spel ergens anders op te slaan (Opslaan als).</translation>
    </message>
</context>
<context>
    <name>BotDriver</name>
    <message>
        <source>Human</source>
        <translation>Mens</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Makkelijk</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normaal</translation>
    </message>
    <message>
        <source>Strong</source>
        <translation>Sterk</translation>
    </message>
</context>
<context>
    <name>ColourPopover</name>
    <message>
        <source>New face:</source>
        <translation>Nieuwe kant:</translation>
    </message>
</context>
<context>
    <name>CopenhagenConfirmTurns</name>
    <message>
        <source>Confirm each turn</source>
        <translation>Elke beurt bevestigen</translation>
    </message>
    <message>
        <source>A finished turn waits for End turn, so that its steps can still be undone</source>
        <translation>Een afgeronde beurt wacht op ‘Beurt beëindigen’, zodat je de stappen nog ongedaan kunt maken</translation>
    </message>
</context>
<context>
    <name>CopenhagenKeys</name>
    <message>
        <source>Take, place or end the turn</source>
        <translation>Pakken, leggen of beurt beëindigen</translation>
    </message>
    <message>
        <source>Enter: take the card or place the tile the ring is on, play the hint shown, or end a finished turn</source>
        <translation>Enter: de kaart pakken of de tegel leggen waar het kader op staat, de getoonde tip spelen, of een afgeronde beurt beëindigen</translation>
    </message>
    <message>
        <source>Next facade tile</source>
        <translation>Volgende geveltegel</translation>
    </message>
    <message>
        <source>Previous facade tile</source>
        <translation>Vorige geveltegel</translation>
    </message>
    <message>
        <source>Take a harbour card</source>
        <translation>Een kaart uit de haven pakken</translation>
    </message>
    <message>
        <source>Harbour card %1</source>
        <translation>Havenkaart %1</translation>
    </message>
    <message>
        <source>Move the ring</source>
        <translation>Kader verplaatsen</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Naar links</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Naar rechts</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Omhoog</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Omlaag</translation>
    </message>
    <message>
        <source>%1: your turn is done. End the turn (Enter), or undo a step (Ctrl+Z).</source>
        <translation>%1: je beurt is klaar. Beëindig de beurt (Enter) of maak een stap ongedaan (Ctrl+Z).</translation>
    </message>
    <message>
        <source>End the turn: the harbour is refilled and the next player plays (E or Enter)</source>
        <translation>Beurt beëindigen: de haven wordt aangevuld en de volgende speler is aan de beurt (E of Enter)</translation>
    </message>
</context>
<context>
    <name>CopenhagenOptions</name>
    <message>
        <source>First player</source>
        <translation>Eerste speler</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Willekeurig</translation>
    </message>
    <message>
        <source>Start player:</source>
        <translation>Startspeler:</translation>
    </message>
    <message>
        <source>Show my hand</source>
        <translation>Mijn hand tonen</translation>
    </message>
</context>
<context>
    <name>CopenhagenResult</name>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Rijen</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Kolommen</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Empty squares</source>
        <translation>Lege vakjes</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winnaar</translation>
    </message>
    <message>
        <source>Most points wins; a tie goes to the fewest empty squares.</source>
        <translation>Wie de meeste punten heeft, wint; bij gelijke stand wie de minste lege vakjes heeft.</translation>
    </message>
</context>
<context>
    <name>CopenhagenSituation</name>
    <message>
        <source>These squares are no whole tiles: each tile has its own shape and exactly one brick square, where the tile has it.</source>
        <translation>Deze vakjes vormen geen hele tegels: elke tegel heeft zijn eigen vorm en precies één bakstenen vakje, op de plek waar de tegel het heeft.</translation>
    </message>
    <message>
        <source>A tile cannot float: each one rests on the ground or on tiles built before it.</source>
        <translation>Een tegel kan niet zweven: elke tegel rust op de grond of op eerder gebouwde tegels.</translation>
    </message>
    <message>
        <source>The game has no more tiles of that kind for this many players.</source>
        <translation>Het spel heeft voor dit aantal spelers geen tegels van die soort meer.</translation>
    </message>
    <message>
        <source>The tiles left and the tiles built do not add up to the game&apos;s stack.</source>
        <translation>De overgebleven en de gebouwde tegels tellen niet op tot de stapel van het spel.</translation>
    </message>
    <message>
        <source>The game has no more cards of that colour: hands, harbour and discard pile hold them all.</source>
        <translation>Het spel heeft geen kaarten van die kleur meer: handen, haven en aflegstapel hebben ze allemaal.</translation>
    </message>
    <message>
        <source>A turn starts with at most 7 cards in hand.</source>
        <translation>Een beurt begint met hoogstens 7 kaarten in de hand.</translation>
    </message>
    <message>
        <source>A turn starts with 7 cards in the harbour.</source>
        <translation>Een beurt begint met 7 kaarten in de haven.</translation>
    </message>
    <message>
        <source>A player owns each ability tile once at most.</source>
        <translation>Een speler heeft elke vaardigheidstegel hoogstens één keer.</translation>
    </message>
    <message>
        <source>Every player keeps the Any Cards tile they started with.</source>
        <translation>Elke speler houdt de tegel ‘Willekeurige kaarten’ waarmee hij begon.</translation>
    </message>
    <message>
        <source>Special tiles and new ability tiles come from coats of arms: this house has not earned that many.</source>
        <translation>Speciale tegels en nieuwe vaardigheidstegels komen van wapenschilden: dit huis heeft er niet zoveel verdiend.</translation>
    </message>
    <message>
        <source>With two players the End of Game card is in the deck; once it is revealed the game is over.</source>
        <translation>Met twee spelers zit de eindkaart in de trekstapel; is ze omgedraaid, dan is het spel afgelopen.</translation>
    </message>
    <message>
        <source>A player has 12 points: the game has ended.</source>
        <translation>Een speler heeft 12 punten: het spel is afgelopen.</translation>
    </message>
</context>
<context>
    <name>CopenhagenSituationEditor</name>
    <message>
        <source>Tile to build</source>
        <translation>Te bouwen tegel</translation>
    </message>
    <message>
        <source>T&amp;urn the tile</source>
        <translation>Tegel &amp;draaien</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Shown on the table:</source>
        <translation>Getoond op tafel:</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Aflegstapel</translation>
    </message>
    <message>
        <source>End of Game card:</source>
        <translation>Eindkaart:</translation>
    </message>
    <message>
        <source>In the deck</source>
        <translation>In de trekstapel</translation>
    </message>
    <message>
        <source>Click a stack of facade tiles, then an empty square of a house.</source>
        <translation>Klik op een stapel geveltegels en daarna op een leeg vakje van een huis.</translation>
    </message>
    <message>
        <source>Tile: %1, %2 squares. Click the square for its brick square.</source>
        <translation>Tegel: %1, %2 vakjes. Klik op het vakje waar het vakje met bakstenen komt.</translation>
    </message>
    <message>
        <source>Click a stack, then a square of a house to build that tile there (right click: turn it); a built square takes its tiles away. Click a harbour card to change its colour, a card of the hand for one more, an ability tile to turn it.</source>
        <translation>Klik op een stapel en dan op een vakje van een huis om die tegel daar te bouwen (rechtermuisklik: draaien); een bebouwd vakje haalt zijn tegels weg. Klik op een kaart in de haven om de kleur te veranderen, op een kaart in de hand voor nog één, op een vaardigheidstegel om hem om te draaien.</translation>
    </message>
    <message>
        <source>End of Game card</source>
        <translation>Eindkaart</translation>
    </message>
    <message>
        <source>%1:</source>
        <translation>%1:</translation>
    </message>
    <message>
        <source>Set aside (before the first reshuffle)</source>
        <translation>Apart gelegd (vóór het eerste schudden)</translation>
    </message>
    <message>
        <source>Tile: %1, a single square. Click the square it goes on.</source>
        <translation>Tegel: %1, één vakje. Klik op het vakje waar de tegel komt.</translation>
    </message>
    <message>
        <source>Start of the turn</source>
        <translation>Begin van de beurt</translation>
    </message>
    <message>
        <source>Take tiles away</source>
        <translation>Tegels weghalen</translation>
    </message>
    <message>
        <source>Build a tile</source>
        <translation>Tegel bouwen</translation>
    </message>
    <message>
        <source>Harbour card</source>
        <translation>Havenkaart</translation>
    </message>
    <message>
        <source>Ability tile</source>
        <translation>Vaardigheidstegel</translation>
    </message>
</context>
<context>
    <name>CopenhagenTable</name>
    <message>
        <source>Harbour</source>
        <translation>Haven</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Trekstapel</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>Aflegstapel</translation>
    </message>
    <message numerus="yes">
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Trekstapel: %n kaart</numerusform>
            <numerusform>Trekstapel: %n kaarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard: %n card(s)</source>
        <translation>
            <numerusform>Aflegstapel: %n kaart</numerusform>
            <numerusform>Aflegstapel: %n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>End of Game card: set aside until the deck is reshuffled</source>
        <translation>Eindkaart: apart gelegd tot de trekstapel opnieuw geschud wordt</translation>
    </message>
    <message>
        <source>End of Game card revealed: the game is over</source>
        <translation>Eindkaart omgedraaid: het spel is afgelopen</translation>
    </message>
    <message>
        <source>End of Game card: in the deck, it may come up at the next refill</source>
        <translation>Eindkaart: in de trekstapel; ze kan bij het volgende aanvullen tevoorschijn komen</translation>
    </message>
    <message>
        <source>End of Game card: among the bottom 10 cards of the deck</source>
        <translation>Eindkaart: tussen de onderste 10 kaarten van de trekstapel</translation>
    </message>
    <message>
        <source>Facade tiles</source>
        <translation>Geveltegels</translation>
    </message>
    <message>
        <source>Special tiles</source>
        <translation>Speciale tegels</translation>
    </message>
    <message>
        <source>×%1</source>
        <translation>×%1</translation>
    </message>
    <message>
        <source>%1&apos;s hand</source>
        <translation>Hand van %1</translation>
    </message>
    <message>
        <source>Hands are hidden</source>
        <translation>De handen zijn verborgen</translation>
    </message>
    <message>
        <source>Hidden: Reveal hand shows it</source>
        <translation>Verborgen: ‘Hand onthullen’ toont hem</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n kaart in de hand</numerusform>
            <numerusform>%n kaarten in de hand</numerusform>
        </translation>
    </message>
    <message>
        <source>to play</source>
        <translation>aan de beurt</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>winnaar</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n kaart</numerusform>
            <numerusform>%n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>Pass to %1</source>
        <translation>Geef door aan %1</translation>
    </message>
    <message>
        <source>Click here (or press Space) when ready: your hand will be shown.</source>
        <translation>Klik hier (of druk op de spatiebalk) als je klaar bent: je hand wordt dan getoond.</translation>
    </message>
    <message>
        <source>END</source>
        <translation>EINDE</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rood</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>geel</translation>
    </message>
    <message>
        <source>green</source>
        <translation>groen</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blauw</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>paars</translation>
    </message>
    <message>
        <source>white</source>
        <translation>wit</translation>
    </message>
    <message>
        <source>Any Cards</source>
        <translation>Willekeurige kaarten</translation>
    </message>
    <message>
        <source>Additional Card</source>
        <translation>Extra kaart</translation>
    </message>
    <message>
        <source>Construction Discount</source>
        <translation>Bouwkorting</translation>
    </message>
    <message>
        <source>Change of Colors</source>
        <translation>Kleurwissel</translation>
    </message>
    <message>
        <source>Both Actions</source>
        <translation>Beide acties</translation>
    </message>
    <message>
        <source>The 2 cards taken need not be next to each other.</source>
        <translation>De 2 gepakte kaarten hoeven niet naast elkaar te liggen.</translation>
    </message>
    <message>
        <source>Take a 3rd card, from any slot.</source>
        <translation>Pak een 3e kaart van een willekeurige plaats.</translation>
    </message>
    <message>
        <source>A facade costs 1 card less.</source>
        <translation>Een gevel kost 1 kaart minder.</translation>
    </message>
    <message>
        <source>Cards of one other colour pay as the tile&apos;s colour.</source>
        <translation>Kaarten van één andere kleur tellen als kaarten in de kleur van de tegel.</translation>
    </message>
    <message>
        <source>Take cards, then construct a facade, in one turn.</source>
        <translation>In één beurt eerst kaarten pakken en daarna een gevel bouwen.</translation>
    </message>
    <message>
        <source>not owned</source>
        <translation>niet in bezit</translation>
    </message>
    <message>
        <source>active</source>
        <translation>actief</translation>
    </message>
    <message>
        <source>used</source>
        <translation>gebruikt</translation>
    </message>
    <message>
        <source>a red card</source>
        <translation>een rode kaart</translation>
    </message>
    <message>
        <source>a yellow card</source>
        <translation>een gele kaart</translation>
    </message>
    <message>
        <source>a green card</source>
        <translation>een groene kaart</translation>
    </message>
    <message>
        <source>a blue card</source>
        <translation>een blauwe kaart</translation>
    </message>
    <message>
        <source>a purple card</source>
        <translation>een paarse kaart</translation>
    </message>
    <message>
        <source>a red tile</source>
        <translation>een rode tegel</translation>
    </message>
    <message>
        <source>a yellow tile</source>
        <translation>een gele tegel</translation>
    </message>
    <message>
        <source>a green tile</source>
        <translation>een groene tegel</translation>
    </message>
    <message>
        <source>a blue tile</source>
        <translation>een blauwe tegel</translation>
    </message>
    <message>
        <source>a purple tile</source>
        <translation>een paarse tegel</translation>
    </message>
</context>
<context>
    <name>CopenhagenTexts</name>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Je bent niet aan de beurt.</translation>
    </message>
    <message>
        <source>That does not belong to this step of the turn.</source>
        <translation>Dat hoort niet bij deze stap van de beurt.</translation>
    </message>
    <message>
        <source>The cards have not been drawn yet.</source>
        <translation>De kaarten zijn nog niet getrokken.</translation>
    </message>
    <message>
        <source>Those cards cannot come out of the deck.</source>
        <translation>Die kaarten kunnen niet uit de trekstapel komen.</translation>
    </message>
    <message>
        <source>The harbour has no such place.</source>
        <translation>Zo’n plaats heeft de haven niet.</translation>
    </message>
    <message>
        <source>That place in the harbour is empty.</source>
        <translation>Die plaats in de haven is leeg.</translation>
    </message>
    <message>
        <source>There are no white cards.</source>
        <translation>Er zijn geen witte kaarten.</translation>
    </message>
    <message>
        <source>You have no card of that colour.</source>
        <translation>Je hebt geen kaart van die kleur.</translation>
    </message>
    <message>
        <source>There is no such tile.</source>
        <translation>Die tegel bestaat niet.</translation>
    </message>
    <message>
        <source>Special tiles come only from coats of arms.</source>
        <translation>Speciale tegels krijg je alleen via wapenschilden.</translation>
    </message>
    <message>
        <source>No tile of that kind is left.</source>
        <translation>Er is geen tegel van die soort meer over.</translation>
    </message>
    <message>
        <source>The tile would stick out of the house.</source>
        <translation>De tegel zou buiten het huis uitsteken.</translation>
    </message>
    <message>
        <source>Those squares are not the shape of the tile.</source>
        <translation>Die vakjes hebben niet de vorm van de tegel.</translation>
    </message>
    <message>
        <source>The tile would cover a square already built.</source>
        <translation>De tegel zou een vakje bedekken dat al bebouwd is.</translation>
    </message>
    <message>
        <source>The tile needs a square on the ground floor or right above a built one.</source>
        <translation>De tegel heeft een vakje op de begane grond of direct boven een bebouwd vakje nodig.</translation>
    </message>
    <message>
        <source>That tile fits nowhere in your house.</source>
        <translation>Die tegel past nergens in je huis.</translation>
    </message>
    <message>
        <source>Your cards cannot pay for that tile there.</source>
        <translation>Met je kaarten kun je die tegel daar niet betalen.</translation>
    </message>
    <message>
        <source>That is not the number of cards the tile costs.</source>
        <translation>Dat is niet het aantal kaarten dat de tegel kost.</translation>
    </message>
    <message>
        <source>The second card must lie next to the first one (unless you use “Any Cards”).</source>
        <translation>De tweede kaart moet naast de eerste liggen (tenzij je ‘Willekeurige kaarten’ gebruikt).</translation>
    </message>
    <message>
        <source>The brick square is not where this tile has its brick.</source>
        <translation>Het bakstenen vakje zit niet waar het op deze tegel hoort.</translation>
    </message>
    <message>
        <source>Building after taking cards needs an active “Both Actions” tile.</source>
        <translation>Om na het pakken van kaarten te bouwen, heb je een actieve tegel ‘Beide acties’ nodig.</translation>
    </message>
    <message>
        <source>Pay with cards of the tile&apos;s colour (or use “Change of Colors”).</source>
        <translation>Betaal met kaarten in de kleur van de tegel (of gebruik ‘Kleurwissel’).</translation>
    </message>
    <message>
        <source>“Change of Colors” turns one colour only.</source>
        <translation>‘Kleurwissel’ verandert maar één kleur.</translation>
    </message>
    <message>
        <source>You do not have that ability tile.</source>
        <translation>Je hebt die vaardigheidstegel niet.</translation>
    </message>
    <message>
        <source>That ability tile is used; a coat of arms can refresh it.</source>
        <translation>Die vaardigheidstegel is gebruikt; een wapenschild kan hem opnieuw activeren.</translation>
    </message>
    <message>
        <source>Not at this moment of the turn.</source>
        <translation>Niet op dit moment van de beurt.</translation>
    </message>
    <message>
        <source>No special tile is left.</source>
        <translation>Er is geen speciale tegel meer over.</translation>
    </message>
    <message>
        <source>You already have that ability tile.</source>
        <translation>Je hebt die vaardigheidstegel al.</translation>
    </message>
    <message>
        <source>None of your ability tiles is used.</source>
        <translation>Geen van je vaardigheidstegels is gebruikt.</translation>
    </message>
    <message>
        <source>See the rule</source>
        <translation>Zie de regel</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 speelt…</translation>
    </message>
    <message>
        <source>%1: take a card from the harbour, or choose a facade tile to build.</source>
        <translation>%1: pak een kaart uit de haven, of kies een geveltegel om te bouwen.</translation>
    </message>
    <message>
        <source>%1: take a second card, next to the first one.</source>
        <translation>%1: pak een tweede kaart, naast de eerste.</translation>
    </message>
    <message>
        <source>%1: more than 7 cards — click a card of your hand to discard it.</source>
        <translation>%1: meer dan 7 kaarten — klik op een kaart in je hand om hem af te leggen.</translation>
    </message>
    <message>
        <source>%1: take a third card, build a facade, or end your turn.</source>
        <translation>%1: pak een derde kaart, bouw een gevel of beëindig je beurt.</translation>
    </message>
    <message>
        <source>%1: coat of arms — place a special tile, take an ability tile or refresh.</source>
        <translation>%1: wapenschild — leg een speciale tegel, pak een vaardigheidstegel of activeer je tegels opnieuw.</translation>
    </message>
    <message>
        <source>%1: take a third card or end your turn.</source>
        <translation>%1: pak een derde kaart of beëindig je beurt.</translation>
    </message>
    <message>
        <source>%1: build a facade or end your turn.</source>
        <translation>%1: bouw een gevel of beëindig je beurt.</translation>
    </message>
    <message>
        <source>%1 reached 12 points and wins.</source>
        <translation>%1 haalt 12 punten en wint.</translation>
    </message>
    <message>
        <source>The End of Game card came up. Winner: %1.</source>
        <translation>De eindkaart is opengedraaid. Winnaar: %1.</translation>
    </message>
    <message>
        <source>The game ends when the End of Game card comes up at a refill, or once a player has 12 points.</source>
        <translation>Het spel eindigt wanneer de eindkaart bij het aanvullen tevoorschijn komt, of zodra iemand 12 punten heeft.</translation>
    </message>
    <message>
        <source>The cards are dealt</source>
        <translation>De kaarten worden uitgedeeld</translation>
    </message>
    <message>
        <source>The harbour is refilled</source>
        <translation>De haven wordt aangevuld</translation>
    </message>
    <message>
        <source>%1 takes the card in harbour place %2</source>
        <translation>%1 pakt de kaart op havenplaats %2</translation>
    </message>
    <message>
        <source>%1 discards %2</source>
        <translation>%1 legt %2 af</translation>
    </message>
    <message>
        <source>%1 builds %2 of %3 squares</source>
        <translation>%1 bouwt %2 van %3 vakjes</translation>
    </message>
    <message>
        <source>%1 ends the turn</source>
        <translation>%1 beëindigt de beurt</translation>
    </message>
    <message>
        <source>%1 places a special tile</source>
        <translation>%1 legt een speciale tegel</translation>
    </message>
    <message>
        <source>%1 takes the ability tile “%2”</source>
        <translation>%1 pakt de vaardigheidstegel ‘%2’</translation>
    </message>
    <message>
        <source>The End of Game card comes up.</source>
        <translation>De eindkaart komt tevoorschijn.</translation>
    </message>
    <message>
        <source>%1 uses “%2”.</source>
        <translation>%1 gebruikt ‘%2’.</translation>
    </message>
    <message>
        <source>%1 takes the ability tile “%2”.</source>
        <translation>%1 pakt de vaardigheidstegel ‘%2’.</translation>
    </message>
    <message>
        <source>Hint: take the ability tile “%1”.</source>
        <translation>Tip: pak de vaardigheidstegel ‘%1’.</translation>
    </message>
    <message>
        <source>Take “%1”</source>
        <translation>‘%1’ pakken</translation>
    </message>
    <message>
        <source>%1 refreshes the ability tiles</source>
        <translation>%1 activeert de vaardigheidstegels opnieuw</translation>
    </message>
    <message>
        <source>%1: take a second card, from any place with “%2”.</source>
        <translation>%1: pak een tweede kaart, met ‘%2’ van elke plek.</translation>
    </message>
    <message>
        <source>End of Game card: may come at the next refill</source>
        <translation>Eindkaart: kan bij het volgende aanvullen komen</translation>
    </message>
    <message numerus="yes">
        <source>End of Game card: after %n more card(s)</source>
        <translation>
            <numerusform>Eindkaart: na nog %n kaart</numerusform>
            <numerusform>Eindkaart: na nog %n kaarten</numerusform>
        </translation>
    </message>
    <message>
        <source>End of Game card: set aside until the reshuffle</source>
        <translation>Eindkaart: apart gelegd tot het schudden</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) dealt to %1</source>
        <translation>
            <numerusform>%n kaart uitgedeeld aan %1</numerusform>
            <numerusform>%n kaarten uitgedeeld aan %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Harbour place %1: %2.</source>
        <translation>Havenplaats %1: %2.</translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new deck of %n card(s).</source>
        <translation>
            <numerusform>De aflegstapel wordt geschud tot een nieuwe trekstapel van %n kaart.</numerusform>
            <numerusform>De aflegstapel wordt geschud tot een nieuwe trekstapel van %n kaarten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The End of Game card is now among the bottom 10 cards of the deck.</source>
        <translation>De eindkaart zit nu tussen de onderste 10 kaarten van de trekstapel.</translation>
    </message>
    <message>
        <source>%1 takes %2.</source>
        <translation>%1 pakt %2.</translation>
    </message>
    <message>
        <source>%1 discards %2.</source>
        <translation>%1 legt %2 af.</translation>
    </message>
    <message numerus="yes">
        <source>%1 builds a facade for %n card(s).</source>
        <translation>
            <numerusform>%1 bouwt een gevel voor %n kaart.</numerusform>
            <numerusform>%1 bouwt een gevel voor %n kaarten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 places a special tile.</source>
        <translation>%1 legt een speciale tegel.</translation>
    </message>
    <message numerus="yes">
        <source>%1 completes a row: %n point(s).</source>
        <translation>
            <numerusform>%1 maakt een rij vol: %n punt.</numerusform>
            <numerusform>%1 maakt een rij vol: %n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes a column: %n point(s).</source>
        <translation>
            <numerusform>%1 maakt een kolom vol: %n punt.</numerusform>
            <numerusform>%1 maakt een kolom vol: %n punten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 earns a coat of arms.</source>
        <translation>%1 verdient een wapenschild.</translation>
    </message>
    <message numerus="yes">
        <source>%1 turns %n ability tile(s) back to the active side.</source>
        <translation>
            <numerusform>%1 draait %n vaardigheidstegel terug naar de actieve kant.</numerusform>
            <numerusform>%1 draait %n vaardigheidstegels terug naar de actieve kant.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 can do nothing with %n coat(s) of arms.</source>
        <translation>
            <numerusform>%1 kan niets doen met %n wapenschild.</numerusform>
            <numerusform>%1 kan niets doen met %n wapenschilden.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1&apos;s turn ends.</source>
        <translation>De beurt van %1 eindigt.</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niets</translation>
    </message>
    <message>
        <source>Pay %1</source>
        <translation>Betalen: %1</translation>
    </message>
    <message>
        <source>Hint: build %1 of %2 squares where it is marked.</source>
        <translation>Tip: bouw %1 van %2 vakjes op de gemarkeerde plek.</translation>
    </message>
    <message>
        <source>Hint: discard %1.</source>
        <translation>Tip: leg %1 af.</translation>
    </message>
    <message>
        <source>Hint: end your turn.</source>
        <translation>Tip: beëindig je beurt.</translation>
    </message>
    <message>
        <source>Hint: place a special tile where it is marked.</source>
        <translation>Tip: leg een speciale tegel op de gemarkeerde plek.</translation>
    </message>
    <message numerus="yes">
        <source>It costs %n card(s).</source>
        <translation>
            <numerusform>Deze zet kost %n kaart.</numerusform>
            <numerusform>Deze zet kost %n kaarten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: take %1 from harbour place %2.</source>
        <translation>Tip: pak %1 op havenplaats %2.</translation>
    </message>
    <message>
        <source>It uses “%1”.</source>
        <translation>Deze zet gebruikt ‘%1’.</translation>
    </message>
    <message numerus="yes">
        <source>It scores %n point(s).</source>
        <translation>
            <numerusform>Deze zet levert %n punt op.</numerusform>
            <numerusform>Deze zet levert %n punten op.</numerusform>
        </translation>
    </message>
    <message>
        <source>That wins the game at once.</source>
        <translation>Daarmee win je meteen het spel.</translation>
    </message>
    <message numerus="yes">
        <source>It earns %n coat(s) of arms.</source>
        <translation>
            <numerusform>Deze zet levert %n wapenschild op.</numerusform>
            <numerusform>Deze zet levert %n wapenschilden op.</numerusform>
        </translation>
    </message>
    <message>
        <source>Hint: refresh your ability tiles.</source>
        <translation>Tip: activeer je vaardigheidstegels opnieuw.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Beurt beëindigen</translation>
    </message>
    <message>
        <source>Refresh abilities</source>
        <translation>Vaardigheden opnieuw activeren</translation>
    </message>
    <message>
        <source>Rotate tile</source>
        <translation>Tegel draaien</translation>
    </message>
    <message>
        <source>Mirror tile</source>
        <translation>Tegel spiegelen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Reveal &amp;hand</source>
        <translation>&amp;Hand onthullen</translation>
    </message>
    <message>
        <source>Presenter view: show the hand of the player at the screen to the room</source>
        <translation>Presentatieweergave: de hand van de speler aan het scherm aan de zaal tonen</translation>
    </message>
    <message>
        <source>How do you pay?</source>
        <translation>Hoe betaal je?</translation>
    </message>
    <message numerus="yes">
        <source>%1 builds %2 of %3 squares on the ground floor, column %4, for %n card(s).</source>
        <translation>
            <numerusform>%1 bouwt %2 van %3 vakjes op de begane grond, kolom %4, voor %n kaart.</numerusform>
            <numerusform>%1 bouwt %2 van %3 vakjes op de begane grond, kolom %4, voor %n kaarten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 builds %2 of %3 squares on floor %4, column %5, for %n card(s).</source>
        <translation>
            <numerusform>%1 bouwt %2 van %3 vakjes op verdieping %4, kolom %5, voor %n kaart.</numerusform>
            <numerusform>%1 bouwt %2 van %3 vakjes op verdieping %4, kolom %5, voor %n kaarten.</numerusform>
        </translation>
    </message>
    <message>
        <source>It takes %1: its cards now pay for %2 of %3 squares.</source>
        <translation>Deze zet levert %1 op: daarmee is nu %2 van %3 vakjes te betalen.</translation>
    </message>
    <message numerus="yes">
        <source>It takes %1, saving up for %2 of %3 squares: %n more card(s) needed.</source>
        <translation>
            <numerusform>Deze zet levert %1 op; doel: %2 van %3 vakjes, nog %n kaart nodig.</numerusform>
            <numerusform>Deze zet levert %1 op; doel: %2 van %3 vakjes, nog %n kaarten nodig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It takes %1 and now holds %n of that colour.</source>
        <translation>
            <numerusform>Deze zet levert %1 op: nu %n kaart van die kleur in de hand.</numerusform>
            <numerusform>Deze zet levert %1 op: nu %n kaarten van die kleur in de hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is more than %n cards: it must discard one.</source>
        <translation>
            <numerusform>Dat is meer dan %n kaart: er moet er een worden afgelegd.</numerusform>
            <numerusform>Dat zijn meer dan %n kaarten: er moet er een worden afgelegd.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its turn ends, and the End of Game card may come at this refill.</source>
        <translation>De beurt eindigt, en bij deze aanvulling kan de eindkaart komen.</translation>
    </message>
    <message>
        <source>With it, your cards pay for %1 of %2 squares.</source>
        <translation>Daarmee kun je %1 van %2 vakjes betalen.</translation>
    </message>
    <message numerus="yes">
        <source>You save up for %1 of %2 squares: %n more card(s) needed.</source>
        <translation>
            <numerusform>Doel: %1 van %2 vakjes, nog %n kaart nodig.</numerusform>
            <numerusform>Doel: %1 van %2 vakjes, nog %n kaarten nodig.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You then hold more than %n cards and must discard one.</source>
        <translation>
            <numerusform>Dan heb je meer dan %n kaart en moet je er een afleggen.</numerusform>
            <numerusform>Dan heb je meer dan %n kaarten en moet je er een afleggen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CopenhagenTutorial</name>
    <message>
        <source>Click the card in harbour place %1.</source>
        <translation>Klik op de kaart op havenplaats %1.</translation>
    </message>
    <message>
        <source>Click %1 in your hand to discard it.</source>
        <translation>Klik in je hand op %1 om die af te leggen.</translation>
    </message>
    <message>
        <source>Choose the lit tile in the supply, move it onto the marked squares and click; then choose how to pay.</source>
        <translation>Kies de gemarkeerde tegel in de voorraad, schuif hem op de gemarkeerde vakjes en klik; kies dan hoe je betaalt.</translation>
    </message>
    <message>
        <source>Click the marked square of your house.</source>
        <translation>Klik op het gemarkeerde vakje van je huis.</translation>
    </message>
    <message>
        <source>Take the ability tile “%1”: its button is under the table.</source>
        <translation>Pak de vaardigheidstegel ‘%1’: de knop staat onder de tafel.</translation>
    </message>
    <message>
        <source>Click “%1” under the table.</source>
        <translation>Klik onder de tafel op ‘%1’.</translation>
    </message>
    <message>
        <source>Welcome to Copenhagen</source>
        <translation>Welkom in Kopenhagen</translation>
    </message>
    <message>
        <source>Taking cards</source>
        <translation>Kaarten pakken</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>Naast elkaar</translation>
    </message>
    <message>
        <source>The harbour fills up again</source>
        <translation>De haven loopt weer vol</translation>
    </message>
    <message>
        <source>Seven cards at most</source>
        <translation>Hoogstens zeven kaarten</translation>
    </message>
    <message>
        <source>Back down to seven</source>
        <translation>Terug naar zeven</translation>
    </message>
    <message>
        <source>Building a facade</source>
        <translation>Een gevel bouwen</translation>
    </message>
    <message>
        <source>Turning and mirroring</source>
        <translation>Draaien en spiegelen</translation>
    </message>
    <message>
        <source>A coat of arms</source>
        <translation>Een wapenschild</translation>
    </message>
    <message>
        <source>Ability tiles</source>
        <translation>Vaardigheidstegels</translation>
    </message>
    <message>
        <source>Next to its own colour</source>
        <translation>Naast de eigen kleur</translation>
    </message>
    <message>
        <source>The deck and the End of Game card</source>
        <translation>De trekstapel en de eindkaart</translation>
    </message>
    <message>
        <source>Using Construction Discount</source>
        <translation>‘Bouwkorting’ gebruiken</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Opnieuw activeren</translation>
    </message>
    <message>
        <source>Additional Card: a third card</source>
        <translation>Extra kaart: een derde kaart</translation>
    </message>
    <message>
        <source>Both Actions: take, then build</source>
        <translation>Beide acties: pakken, dan bouwen</translation>
    </message>
    <message>
        <source>Change of Colors</source>
        <translation>Kleurwissel</translation>
    </message>
    <message>
        <source>Points for a column</source>
        <translation>Punten voor een kolom</translation>
    </message>
    <message>
        <source>The white special tile</source>
        <translation>De witte speciale tegel</translation>
    </message>
    <message>
        <source>One ability tile of each kind</source>
        <translation>Eén vaardigheidstegel van elke soort</translation>
    </message>
    <message>
        <source>Three players: the End of Game card waits</source>
        <translation>Met drie spelers: de eindkaart wacht</translation>
    </message>
    <message>
        <source>The deck runs out</source>
        <translation>De trekstapel raakt op</translation>
    </message>
    <message>
        <source>The End of Game card joins the deck</source>
        <translation>De eindkaart gaat in de trekstapel</translation>
    </message>
    <message>
        <source>The End of Game card comes up</source>
        <translation>De eindkaart verschijnt</translation>
    </message>
    <message>
        <source>The game ends at once</source>
        <translation>Het spel is meteen afgelopen</translation>
    </message>
    <message>
        <source>Twelve points win at once</source>
        <translation>Twaalf punten winnen meteen</translation>
    </message>
    <message>
        <source>The second card must lie right next to the first one: the places on either side of the gap. The two ends of the harbour are not neighbours. (Your ability tile “Any Cards” lifts that rule once; more about it later.) Take the purple card beside it. Your turn ends there.</source>
        <translation>De tweede kaart moet direct naast de eerste liggen: op een van de plaatsen links en rechts van het gat. De twee uiteinden van de haven zijn geen buren. (Je vaardigheidstegel ‘Willekeurige kaarten’ heft die regel één keer op; daarover later meer.) Pak de paarse kaart ernaast. Daarmee eindigt je beurt.</translation>
    </message>
    <message>
        <source>A tile that touches a square of its own colour costs one card less (white squares never count). The red tile of 3 squares, placed on your red tile, costs 2 red cards instead of 3. Turn and mirror it until it fits the marked squares.</source>
        <translation>Een tegel die een vakje van zijn eigen kleur raakt, kost één kaart minder (witte vakjes tellen nooit mee). De rode tegel van 3 vakjes kost op je rode tegel 2 rode kaarten in plaats van 3. Draai en spiegel hem tot hij op de gemarkeerde vakjes past.</translation>
    </message>
    <message>
        <source>Your tile completes the two bottom rows. A complete row scores 1 point, 2 if its five squares are all windows. You now have 2 points.</source>
        <translation>Je tegel maakt de twee onderste rijen vol. Een volle rij levert 1 punt op, 2 als alle vijf vakjes ramen zijn. Je hebt nu 2 punten.</translation>
    </message>
    <message>
        <source>Now a game further on: you own four ability tiles, earned with coats of arms, all active. You may use several of them in one turn. “Additional Card”: after your two cards, take a third one from any place. Take the two blue cards side by side, then the blue card at the end.</source>
        <translation>Nu een spel dat al verder is: je hebt vier vaardigheidstegels, verdiend met wapenschilden, allemaal actief. Je mag er in één beurt meerdere gebruiken. ‘Extra kaart’: na je twee kaarten pak je een derde van een willekeurige plaats. Pak de twee blauwe kaarten naast elkaar, en dan de blauwe kaart aan het eind.</translation>
    </message>
    <message>
        <source>Taking cards normally ends your turn. “Both Actions” lets you build a facade after taking cards, in the same turn, never the other way round (over 7 cards, you discard first). Build the blue tile with your three blue cards.</source>
        <translation>Normaal eindigt je beurt als je kaarten hebt gepakt. Met ‘Beide acties’ bouw je na het pakken nog een gevel in dezelfde beurt, nooit andersom (boven 7 kaarten leg je eerst af). Bouw de blauwe tegel met je drie blauwe kaarten.</translation>
    </message>
    <message>
        <source>“Change of Colors”: for one build, the cards of one other colour count as the tile’s colour, in any mix. Stand the purple tile upright in the second column and pay with your 2 yellow cards and your purple card.</source>
        <translation>‘Kleurwissel’: voor één bouw tellen de kaarten van één andere kleur als de kleur van de tegel, in elke mengeling. Zet de paarse tegel rechtop in de tweede kolom en betaal met je 2 gele kaarten en je paarse kaart.</translation>
    </message>
    <message>
        <source>The purple tile completes the second column: a complete column scores 2 points, 4 if its nine squares are all windows. The tile also covers a coat of arms.</source>
        <translation>De paarse tegel maakt de tweede kolom vol: een volle kolom levert 2 punten op, 4 als alle negen vakjes ramen zijn. De tegel bedekt ook een wapenschild.</translation>
    </message>
    <message>
        <source>This time take the special tile as your reward: one white window square, free, built at once by the usual rules. A special tile can earn a coat of arms in its turn: put it on the marked one.</source>
        <translation>Kies deze keer de speciale tegel als beloning: één wit raamvakje, gratis, meteen gebouwd volgens de gewone regels. Ook een speciale tegel kan een wapenschild opleveren: leg hem op het gemarkeerde.</translation>
    </message>
    <message>
        <source>Now a game of three: you, %1 and %2. With three or four players the End of Game card is not in the deck at first: it waits aside, as the harbour’s heading says. Only 1 card is left in the deck. Take the two purple cards and watch the harbour fill up.</source>
        <translation>Nu een spel met z’n drieën: jij, %1 en %2. Met drie of vier spelers zit de eindkaart eerst niet in de trekstapel: ze ligt apart, zoals de kop van de haven zegt. Er is nog maar 1 kaart in de trekstapel. Pak de twee paarse kaarten en kijk hoe de haven zich vult.</translation>
    </message>
    <message>
        <source>With that first new deck the End of Game card went in too, among its bottom 10 cards, as with two players. %1 and %2 have played their turns: 38 cards are left, so it cannot come up for a long while yet. Under the table you see after how many more cards it may come.</source>
        <translation>Met die eerste nieuwe trekstapel ging ook de eindkaart erin, ergens in de onderste 10 kaarten, net als met twee spelers. %1 en %2 hebben hun beurt gespeeld: er zijn nog 38 kaarten, dus ze kan nog lang niet komen. Onder de tafel zie je na hoeveel kaarten ze kan komen.</translation>
    </message>
    <message>
        <source>Another game, near its end: 4 cards are left in the deck, and the End of Game card is among them. Take the two green cards and watch the harbour fill up.</source>
        <translation>Een ander spel, vlak voor het einde: er zijn nog 4 kaarten in de trekstapel, en de eindkaart zit ertussen. Pak de twee groene kaarten en kijk hoe de haven zich vult.</translation>
    </message>
    <message>
        <source>The End of Game card came up: the game ends at once, nobody plays again. The most points win: you beat %1, 4 to 1. On a tie, the fewest empty squares in the house win; if that is equal too, the victory is shared.</source>
        <translation>De eindkaart is verschenen: het spel is meteen afgelopen, niemand speelt nog. De meeste punten winnen: je verslaat %1 met 4 tegen 1. Bij gelijke stand wint wie de minste lege vakjes in het huis heeft; is dat ook gelijk, dan wordt de overwinning gedeeld.</translation>
    </message>
    <message>
        <source>A last game: you have 11 points. As soon as a player has 12 points or more, the game ends and that player wins, even in the middle of a turn: coats of arms not yet used are lost. Build the blue tile on the marked squares: it completes a row and a column. You have now met every rule of the game; start a game of your own from the Game menu.</source>
        <translation>Een laatste spel: je hebt 11 punten. Zodra iemand 12 punten of meer heeft, is het spel uit en wint die speler, zelfs midden in een beurt: wapenschilden die nog niet gebruikt zijn, gaan verloren. Bouw de blauwe tegel op de gemarkeerde vakjes: hij maakt een rij en een kolom vol. Je kent nu alle regels van het spel; begin een eigen spel via het menu Spel.</translation>
    </message>
    <message>
        <source>Rows and Refresh</source>
        <translation>Rijen en opnieuw activeren</translation>
    </message>
    <message>
        <source>More ability tiles</source>
        <translation>Meer vaardigheidstegels</translation>
    </message>
    <message>
        <source>Three or four players</source>
        <translation>Met drie of vier spelers</translation>
    </message>
    <message>
        <source>How the game ends</source>
        <translation>Hoe het spel eindigt</translation>
    </message>
    <message>
        <source>The grid in front of you is your house: 5 squares wide, 9 floors high. You fill it with facade tiles that you pay for with colour cards. Every complete row and column scores points, and whoever reaches 12 points wins at once. You make every move of your house yourself; %1 plays the other one.</source>
        <translation>Het raster vóór je is je huis: 5 vakjes breed, 9 verdiepingen hoog. Je vult het met geveltegels die je met kleurkaarten betaalt. Elke volle rij en kolom levert punten op, en wie als eerste 12 punten haalt, wint meteen. Alle zetten voor je eigen huis doe je zelf; %1 speelt het andere.</translation>
    </message>
    <message>
        <source>Points for rows</source>
        <translation>Punten voor rijen</translation>
    </message>
    <message>
        <source>The harbour shows 7 cards face up. On your turn you either take cards or build a facade. Taking means two cards. Start with the lit purple card.</source>
        <translation>De haven toont 7 open kaarten. In je beurt pak je kaarten of bouw je een gevel. Pakken betekent: twee kaarten. Begin met de gemarkeerde paarse kaart.</translation>
    </message>
    <message>
        <source>At the end of every turn the empty places of the harbour get new cards from the deck. %1 has taken two cards as well: everybody sees how many cards a player holds, never which ones. Take two more cards side by side.</source>
        <translation>Aan het eind van elke beurt krijgen de lege plaatsen van de haven nieuwe kaarten van de trekstapel. Ook %1 heeft twee kaarten gepakt: iedereen ziet hoeveel kaarten iemand heeft, nooit welke. Pak nog twee kaarten naast elkaar.</translation>
    </message>
    <message>
        <source>You hold 6 cards. Nobody may keep more than 7. Take the two lit cards anyway and see what happens.</source>
        <translation>Je hebt 6 kaarten. Niemand mag er meer dan 7 houden. Pak toch de twee gemarkeerde kaarten en kijk wat er gebeurt.</translation>
    </message>
    <message>
        <source>With 8 cards you are one over the limit: you choose a card and put it on the discard pile, face up. You have no use for the yellow card now, so let it go.</source>
        <translation>Met 8 kaarten zit je er één boven de limiet: je kiest een kaart en legt die open op de aflegstapel. De gele kaart heb je nu niet nodig, dus die mag weg.</translation>
    </message>
    <message>
        <source>Instead of taking cards you may build one facade tile. A tile costs one card per square, all of its colour: the red tile of 2 squares costs 2 red cards. It must stand on the ground floor or on a square already built. The cost shows under the pointer before you click.</source>
        <translation>In plaats van kaarten te pakken mag je één geveltegel bouwen. Een tegel kost één kaart per vakje, allemaal in zijn kleur: de rode tegel van 2 vakjes kost 2 rode kaarten. Hij moet op de begane grond staan of op een vakje dat al gebouwd is. De kosten staan bij de muisaanwijzer voordat je klikt.</translation>
    </message>
    <message>
        <source>A tile may be turned (R key, right mouse button or wheel) and mirrored (M key). Stand the purple tile of 3 squares upright in the middle column: it costs 3 purple cards.</source>
        <translation>Een tegel kun je draaien (toets R, rechtermuisknop of scrollwiel) en spiegelen (toets M). Zet de paarse tegel van 3 vakjes rechtop in de middelste kolom: hij kost 3 paarse kaarten.</translation>
    </message>
    <message>
        <source>Your tile covers a coat of arms. Each coat of arms gives one action of your choice: place a free special tile (one white square), take a new ability tile, or refresh your used ability tiles. Take the ability tile “Construction Discount”.</source>
        <translation>Je tegel bedekt een wapenschild. Elk wapenschild geeft één actie naar keuze: gratis een speciale tegel leggen (één wit vakje), een nieuwe vaardigheidstegel pakken of je gebruikte vaardigheidstegels opnieuw activeren. Pak de vaardigheidstegel ‘Bouwkorting’.</translation>
    </message>
    <message>
        <source>An ability tile helps once, then turns to its used side. Everybody starts with “Any Cards”: with it your two cards need not lie side by side. Take the two red cards that are apart; “Any Cards” is then used.</source>
        <translation>Een vaardigheidstegel helpt één keer en wordt dan op zijn gebruikte kant gedraaid. Iedereen begint met ‘Willekeurige kaarten’: daarmee hoeven je twee kaarten niet naast elkaar te liggen. Pak de twee rode kaarten die uit elkaar liggen; daarna is ‘Willekeurige kaarten’ gebruikt.</translation>
    </message>
    <message>
        <source>The deck shows how many cards are left. With two players the End of Game card lies among its bottom 10 cards: it can come up once 10 cards or fewer are left. (With three or four players it starts aside; a later chapter shows it.) Take the two red cards side by side.</source>
        <translation>De trekstapel toont hoeveel kaarten er nog zijn. Met twee spelers zit de eindkaart ergens in de onderste 10 kaarten: ze kan tevoorschijn komen zodra er nog 10 kaarten of minder zijn. (Met drie of vier spelers ligt ze eerst apart; een later hoofdstuk laat dat zien.) Pak de twee rode kaarten naast elkaar.</translation>
    </message>
    <message>
        <source>Build the red square tile in the bottom right corner. It costs 4 cards; “Construction Discount” takes one off. Choose the payment that uses it: 3 red cards.</source>
        <translation>Bouw de vierkante rode tegel in de hoek rechtsonder. Hij kost 4 kaarten; ‘Bouwkorting’ haalt er één af. Kies de betaling die de korting gebruikt: 3 rode kaarten.</translation>
    </message>
    <message>
        <source>The second row has a coat of arms at its end, so you get another action. Both of your ability tiles are used: refreshing turns every used tile back to its active side.</source>
        <translation>De tweede rij heeft aan het eind een wapenschild, dus je krijgt nog een actie. Je beide vaardigheidstegels zijn gebruikt: opnieuw activeren draait alle gebruikte tegels terug naar hun actieve kant.</translation>
    </message>
    <message>
        <source>The special tile earns one more reward. A new ability tile must be of a kind you do not own yet: you own four kinds, so only “Construction Discount” is offered. Take it.</source>
        <translation>De speciale tegel levert nog een beloning op. Een nieuwe vaardigheidstegel moet van een soort zijn die je nog niet hebt: je hebt vier soorten, dus alleen ‘Bouwkorting’ wordt aangeboden. Pak hem.</translation>
    </message>
    <message>
        <source>The deck ran out while the harbour was filling up: the discard pile, with every card paid or discarded so far, was shuffled into a new deck of 42 cards, and the harbour went on filling from it.</source>
        <translation>De trekstapel raakte op terwijl de haven zich vulde: de aflegstapel, met alle kaarten die tot nu toe betaald of afgelegd zijn, werd geschud tot een nieuwe trekstapel van 42 kaarten, en de haven vulde zich daaruit verder.</translation>
    </message>
    <message>
        <source>Cards from the harbour</source>
        <translation>Kaarten uit de haven</translation>
    </message>
    <message>
        <source>Building facades</source>
        <translation>Gevels bouwen</translation>
    </message>
    <message>
        <source>Ability tiles and the deck</source>
        <translation>Vaardigheidstegels en de trekstapel</translation>
    </message>
</context>
<context>
    <name>CopenhagenWhatsThis</name>
    <message>
        <source>Everyone&apos;s hand is hidden: the table stays covered until the next player is at the screen.</source>
        <translation>Ieders hand is verborgen: de tafel blijft afgedekt tot de volgende speler voor het scherm zit.</translation>
    </message>
    <message>
        <source>When the deck runs out, the discard pile is shuffled into a new deck.</source>
        <translation>Is de trekstapel op, dan wordt de aflegstapel geschud tot een nieuwe trekstapel.</translation>
    </message>
    <message>
        <source>Cards paid for a facade and cards over the hand limit go here face up. When the deck runs out, they are shuffled into a new deck.</source>
        <translation>Kaarten betaald voor een gevel en kaarten boven de handlimiet komen hier open te liggen. Is de trekstapel op, dan worden ze geschud tot een nieuwe trekstapel.</translation>
    </message>
    <message>
        <source>End of Game card</source>
        <translation>Eindkaart</translation>
    </message>
    <message>
        <source>The End of Game card came up while the harbour was filled again: the game ended at once.</source>
        <translation>De eindkaart kwam tevoorschijn toen de haven werd aangevuld: het spel was meteen afgelopen.</translation>
    </message>
    <message>
        <source>Harbour place %1</source>
        <translation>Havenplaats %1</translation>
    </message>
    <message>
        <source>Empty. Places emptied during a turn stay empty until its end; then the harbour is filled again from the deck, from left to right.</source>
        <translation>Leeg. Plaatsen die tijdens een beurt leeg raken, blijven leeg tot het einde ervan; dan wordt de haven aangevuld uit de trekstapel, van links naar rechts.</translation>
    </message>
    <message>
        <source>Harbour place %1: %2</source>
        <translation>Havenplaats %1: %2</translation>
    </message>
    <message>
        <source>Take cards: one card from the harbour, then a second one that lay right next to it (the two ends are not neighbours).</source>
        <translation>Kaarten pakken: één kaart uit de haven, dan een tweede die er direct naast lag (de twee uiteinden zijn geen buren).</translation>
    </message>
    <message>
        <source>Taking it now uses “%1”.</source>
        <translation>Als je haar nu pakt, gebruik je ‘%1’.</translation>
    </message>
    <message>
        <source>You may take it now.</source>
        <translation>Je mag haar nu pakken.</translation>
    </message>
    <message>
        <source>A special tile is a single window square. You get one only from a coat of arms, and build it at once for free.</source>
        <translation>Een speciale tegel is één raamvakje. Je krijgt er alleen een door een wapenschild, en bouwt hem meteen gratis.</translation>
    </message>
    <message>
        <source>Facade tiles: %1, %2 squares</source>
        <translation>Geveltegels: %1, %2 vakjes</translation>
    </message>
    <message>
        <source>A tile costs as many cards of its colour as it has squares, one card less when it touches a square of the same colour in your house.</source>
        <translation>Een tegel kost evenveel kaarten van zijn kleur als hij vakjes heeft, één kaart minder als hij een vakje van dezelfde kleur in je huis raakt.</translation>
    </message>
    <message>
        <source>You can build it now: the table lights where it fits.</source>
        <translation>Je kunt hem nu bouwen: de tafel licht op waar hij past.</translation>
    </message>
    <message>
        <source>You pay for a facade tile with cards of its colour. You may hold at most 7 cards: above that, you discard one at once.</source>
        <translation>Een geveltegel betaal je met kaarten van zijn kleur. Je mag hoogstens 7 kaarten houden: daarboven leg je er meteen een af.</translation>
    </message>
    <message>
        <source>Seven cards lie face up here. On your turn you either take cards from the harbour or construct a facade.</source>
        <translation>Hier liggen zeven kaarten open. In je beurt pak je kaarten uit de haven of bouw je een gevel.</translation>
    </message>
    <message>
        <source>One stack per colour and size; the number on each stack says how many tiles are left.</source>
        <translation>Eén stapel per kleur en grootte; het getal op elke stapel zegt hoeveel tegels er nog zijn.</translation>
    </message>
    <message>
        <source>House of %1: column %2, floor %3</source>
        <translation>Huis van %1: kolom %2, verdieping %3</translation>
    </message>
    <message>
        <source>A brick square. A complete row holding bricks scores 1 point, a column 2 points.</source>
        <translation>Een vakje met bakstenen. Een volle rij met bakstenen levert 1 punt op, een kolom 2 punten.</translation>
    </message>
    <message>
        <source>A window. A complete row of windows only scores 2 points, a column of windows only 4.</source>
        <translation>Een raam. Een volle rij met alleen ramen levert 2 punten op, een kolom met alleen ramen 4.</translation>
    </message>
    <message>
        <source>Covering this coat-of-arms square earned a coat of arms.</source>
        <translation>Het bedekken van dit wapenschildvakje leverde een wapenschild op.</translation>
    </message>
    <message>
        <source>A coat-of-arms square: covering it earns a coat of arms (a special tile, a new ability tile or a refresh).</source>
        <translation>Een wapenschildvakje: wie het bedekt, krijgt een wapenschild (een speciale tegel, een nieuwe vaardigheidstegel of opnieuw activeren).</translation>
    </message>
    <message>
        <source>An empty square of a lighter row: completing the row earns a coat of arms.</source>
        <translation>Een leeg vakje van een lichtere rij: wie de rij voltooit, krijgt een wapenschild.</translation>
    </message>
    <message>
        <source>An empty square. A tile may cover it when at least one of its squares stands on the street or on a square built before.</source>
        <translation>Een leeg vakje. Een tegel mag het bedekken als minstens één van zijn vakjes op de straat of op een eerder gebouwd vakje staat.</translation>
    </message>
    <message numerus="yes">
        <source>The chosen tile fits here: it costs %n card(s).</source>
        <translation>
            <numerusform>De gekozen tegel past hier: hij kost %n kaart.</numerusform>
            <numerusform>De gekozen tegel past hier: hij kost %n kaarten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not owned: a coat of arms can bring a new ability tile, which arrives active.</source>
        <translation>Niet in bezit: een wapenschild kan een nieuwe vaardigheidstegel opleveren, die actief binnenkomt.</translation>
    </message>
    <message>
        <source>Active: use it on your turn; it then turns to its used side.</source>
        <translation>Actief: gebruik hem in je beurt; daarna gaat hij naar zijn gebruikte kant.</translation>
    </message>
    <message>
        <source>Used: a refresh from a coat of arms turns it back to its active side.</source>
        <translation>Gebruikt: opnieuw activeren via een wapenschild draait hem terug naar de actieve kant.</translation>
    </message>
    <message>
        <source>Column %1</source>
        <translation>Kolom %1</translation>
    </message>
    <message>
        <source>Complete: it scored %1.</source>
        <translation>Vol: ze leverde %1 op.</translation>
    </message>
    <message>
        <source>A complete column of 9 squares scores 2 points, or 4 if all its squares are windows.</source>
        <translation>Een volle kolom van 9 vakjes levert 2 punten op, of 4 als al zijn vakjes ramen zijn.</translation>
    </message>
    <message>
        <source>%1, %2. Whoever reaches 12 points first wins at once; if the End of Game card comes up first, the most points win.</source>
        <translation>%1, %2. Wie als eerste 12 punten haalt, wint meteen; komt de eindkaart eerder, dan winnen de meeste punten.</translation>
    </message>
    <message>
        <source>House of %1</source>
        <translation>Huis van %1</translation>
    </message>
    <message>
        <source>Row %1</source>
        <translation>Rij %1</translation>
    </message>
    <message>
        <source>Its coat of arms was earned.</source>
        <translation>Het wapenschild ervan is behaald.</translation>
    </message>
    <message>
        <source>Completing this lighter row earns a coat of arms: a special tile, a new ability tile or a refresh.</source>
        <translation>Wie deze lichtere rij voltooit, krijgt een wapenschild: een speciale tegel, een nieuwe vaardigheidstegel of opnieuw activeren.</translation>
    </message>
    <message>
        <source>A complete row of 5 squares scores 1 point, or 2 if all its squares are windows.</source>
        <translation>Een volle rij van 5 vakjes levert 1 punt op, of 2 als al zijn vakjes ramen zijn.</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <source>Unexpected error</source>
        <translation>Onverwachte fout</translation>
    </message>
    <message>
        <source>Something went wrong inside the game.</source>
        <translation>Er is iets misgegaan in het spel.</translation>
    </message>
    <message>
        <source>Your game in progress is safe: it is saved automatically after every move and is offered again when you next start the game.</source>
        <translation>Je lopende spel is veilig: het wordt na elke zet automatisch opgeslagen en bij de volgende start opnieuw aangeboden.</translation>
    </message>
    <message>
        <source>A report was written to %1.</source>
        <translation>Er is een rapport geschreven naar %1.</translation>
    </message>
    <message>
        <source>Your game is NOT saved: saving it automatically fails (%1), and no copy of this game is on disk.</source>
        <translation>Je spel is NIET opgeslagen: automatisch opslaan mislukt (%1) en er staat geen kopie van dit spel op de schijf.</translation>
    </message>
    <message numerus="yes">
        <source>The last %n change(s) to your game are NOT saved: saving it automatically fails (%1). The last good save is %2, from %3.</source>
        <translation>
            <numerusform>%n wijziging aan je spel is NIET opgeslagen: automatisch opslaan mislukt (%1). De laatste goede kopie is %2 (opgeslagen om %3).</numerusform>
            <numerusform>De laatste %n wijzigingen aan je spel zijn NIET opgeslagen: automatisch opslaan mislukt (%1). De laatste goede kopie is %2 (opgeslagen om %3).</numerusform>
        </translation>
    </message>
    <message>
        <source>Use Save As in the Game menu to keep the game somewhere else.</source>
        <translation>Gebruik Opslaan als in het menu Spel om het spel ergens anders te bewaren.</translation>
    </message>
</context>
<context>
    <name>GameActions</name>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Openen…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>Op&amp;slaan</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Opslaan &amp;als…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>A&amp;fsluiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Ongedaan maken</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>Opnieuw &amp;uitvoeren</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Geschiedenis</translation>
    </message>
    <message>
        <source>Show all &amp;legal spots</source>
        <translation>Alle &amp;toegestane plekken tonen</translation>
    </message>
    <message>
        <source>&amp;Home</source>
        <translation>Startsc&amp;herm</translation>
    </message>
    <message>
        <source>&amp;Zoom to fit</source>
        <translation>&amp;Passend zoomen</translation>
    </message>
    <message>
        <source>&amp;Presenter view</source>
        <translation>Pre&amp;sentatieweergave</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Spelregels</translation>
    </message>
    <message>
        <source>&amp;What is this?</source>
        <translation>&amp;Wat is dit?</translation>
    </message>
    <message>
        <source>&amp;About Copenhagen</source>
        <translation>&amp;Over Copenhagen</translation>
    </message>
    <message>
        <source>Show the &amp;result</source>
        <translation>&amp;Uitslag tonen</translation>
    </message>
    <message>
        <source>Count the scores &amp;step by step</source>
        <translation>Punten stap voor stap &amp;tellen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>&amp;Learn the game</source>
        <translation>Spel &amp;leren</translation>
    </message>
    <message>
        <source>&amp;Watch a game</source>
        <translation>Een spel &amp;bekijken</translation>
    </message>
    <message>
        <source>&amp;Replay a game…</source>
        <translation>Een spel te&amp;rugkijken…</translation>
    </message>
    <message>
        <source>Replay &amp;this game</source>
        <translation>Dit spel &amp;terugkijken</translation>
    </message>
    <message>
        <source>Set &amp;up a situation…</source>
        <translation>Een situatie &amp;klaarzetten…</translation>
    </message>
    <message>
        <source>Save &amp;picture of the table…</source>
        <translation>Afbeelding van de &amp;tafel opslaan…</translation>
    </message>
    <message>
        <source>Print &amp;blank sheets…</source>
        <translation>Lege bladen afdr&amp;ukken…</translation>
    </message>
    <message>
        <source>&amp;Slow</source>
        <translation>&amp;Langzaam</translation>
    </message>
    <message>
        <source>&amp;Normal</source>
        <translation>&amp;Normaal</translation>
    </message>
    <message>
        <source>&amp;Fast</source>
        <translation>&amp;Snel</translation>
    </message>
    <message>
        <source>&amp;Instant</source>
        <translation>&amp;Direct</translation>
    </message>
    <message>
        <source>The home screen: continue the game, choose a game, learn it, read its rules</source>
        <translation>Het startscherm: verder spelen, een spel kiezen, het leren, de regels lezen</translation>
    </message>
    <message>
        <source>Then click a piece of the table: what it is and which rule applies (also a right click on the piece)</source>
        <translation>Klik daarna op een onderdeel van de tafel: wat het is en welke regel geldt (of klik er met rechts op)</translation>
    </message>
    <message>
        <source>The result screen shows the points one part at a time, the winner last</source>
        <translation>Het uitslagscherm toont de punten deel voor deel, de winnaar als laatste</translation>
    </message>
    <message>
        <source>Play a saved game forward and back, move by move, with the narration of each move</source>
        <translation>Een opgeslagen spel vooruit en achteruit afspelen, zet voor zet, met het verslag van elke zet</translation>
    </message>
    <message>
        <source>Play the game on the table forward and back from its start, with the narration</source>
        <translation>Het spel op tafel vanaf het begin vooruit en achteruit afspelen, met het verslag</translation>
    </message>
    <message>
        <source>Set up any table to explain a rule, then play on from it or save it</source>
        <translation>Een willekeurige tafel klaarzetten om een regel uit te leggen, en er dan op verder spelen of hem opslaan</translation>
    </message>
    <message>
        <source>Full screen, the table and its texts larger, private hands hidden: for explaining a game to a room (F11 or Escape leaves)</source>
        <translation>Volledig scherm, de tafel en de teksten groter, handen verborgen: om een spel aan een zaal uit te leggen (F11 of Esc sluit hem af)</translation>
    </message>
    <message>
        <source>This game has no guided game yet</source>
        <translation>Dit spel heeft nog geen begeleid spel</translation>
    </message>
    <message>
        <source>&amp;Roll the dice</source>
        <translation>&amp;Gooien</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Bevestigen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuleren</translation>
    </message>
    <message>
        <source>Rotate the shape</source>
        <translation>Vorm draaien</translation>
    </message>
    <message>
        <source>Rotate the shape back</source>
        <translation>Vorm terugdraaien</translation>
    </message>
    <message>
        <source>Next shape</source>
        <translation>Volgende vorm</translation>
    </message>
    <message>
        <source>Previous shape</source>
        <translation>Vorige vorm</translation>
    </message>
    <message>
        <source>&amp;Pass (nothing fits)</source>
        <translation>&amp;Passen (niets past)</translation>
    </message>
    <message>
        <source>&amp;End the turn</source>
        <translation>Beurt b&amp;eëindigen</translation>
    </message>
    <message>
        <source>&amp;Skip (mark nothing)</source>
        <translation>&amp;Niets aankruisen</translation>
    </message>
    <message>
        <source>Roll the five dice (Space)</source>
        <translation>De vijf dobbelstenen gooien (spatiebalk)</translation>
    </message>
    <message>
        <source>Reroll the picked dice, draw at the keyboard cursor, or go on (Enter)</source>
        <translation>Gekozen dobbelstenen opnieuw gooien, tekenen bij de toetsenbordcursor of doorgaan (Enter)</translation>
    </message>
    <message>
        <source>Rotate the picked shape (R, mouse wheel or right click)</source>
        <translation>Gekozen vorm draaien (R, scrollwiel of rechtermuisklik)</translation>
    </message>
    <message>
        <source>No available shape can be drawn: draw nothing this turn</source>
        <translation>Geen beschikbare vorm past: deze beurt niets tekenen</translation>
    </message>
    <message>
        <source>Finish the turn without using “One X”</source>
        <translation>Beurt beëindigen zonder “Eén X” te gebruiken</translation>
    </message>
    <message>
        <source>New</source>
        <comment>toolbar button: a new game</comment>
        <translation>Nieuw</translation>
    </message>
    <message>
        <source>Roll</source>
        <comment>toolbar button</comment>
        <translation>Gooien</translation>
    </message>
    <message>
        <source>Spots</source>
        <comment>toolbar button</comment>
        <translation>Plekken</translation>
    </message>
    <message>
        <source>Rules</source>
        <comment>toolbar button</comment>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Undo</source>
        <comment>toolbar button</comment>
        <translation>Ongedaan</translation>
    </message>
    <message>
        <source>Redo</source>
        <comment>toolbar button</comment>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>Red bonus (+)</source>
        <translation>Rode bonus (+)</translation>
    </message>
    <message>
        <source>Blue bonus (+)</source>
        <translation>Blauwe bonus (+)</translation>
    </message>
    <message>
        <source>Purple bonus (+)</source>
        <translation>Paarse bonus (+)</translation>
    </message>
    <message>
        <source>Green bonus (+)</source>
        <translation>Groene bonus (+)</translation>
    </message>
    <message>
        <source>Yellow bonus (+)</source>
        <translation>Gele bonus (+)</translation>
    </message>
    <message>
        <source>Mark the red track</source>
        <translation>Het rode spoor aankruisen</translation>
    </message>
    <message>
        <source>Mark the blue track</source>
        <translation>Het blauwe spoor aankruisen</translation>
    </message>
    <message>
        <source>Mark the purple track</source>
        <translation>Het paarse spoor aankruisen</translation>
    </message>
    <message>
        <source>Mark the green track</source>
        <translation>Het groene spoor aankruisen</translation>
    </message>
    <message>
        <source>Mark the yellow track</source>
        <translation>Het gele spoor aankruisen</translation>
    </message>
    <message>
        <source>Mark no track with the dice that are left</source>
        <translation>Met de overgebleven dobbelstenen geen spoor aankruisen</translation>
    </message>
    <message>
        <source>Highlight every cell where the picked shape can be drawn</source>
        <translation>Alle vakjes markeren waar de gekozen vorm getekend kan worden</translation>
    </message>
    <message>
        <source>Show what a strong player would do now, and why (H)</source>
        <translation>Tonen wat een sterke speler nu zou doen, en waarom (H)</translation>
    </message>
    <message>
        <source>A guided game that teaches the rules step by step</source>
        <translation>Een begeleid spel dat de regels stap voor stap uitlegt</translation>
    </message>
    <message>
        <source>Computer players play a whole game, with a running commentary</source>
        <translation>Computerspelers spelen een heel spel, met doorlopend commentaar</translation>
    </message>
    <message>
        <source>Move the cursor left</source>
        <translation>Cursor naar links</translation>
    </message>
    <message>
        <source>Move the cursor right</source>
        <translation>Cursor naar rechts</translation>
    </message>
    <message>
        <source>Move the cursor up</source>
        <translation>Cursor omhoog</translation>
    </message>
    <message>
        <source>Move the cursor down</source>
        <translation>Cursor omlaag</translation>
    </message>
    <message>
        <source>Die %1</source>
        <translation>Dobbelsteen %1</translation>
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
        <translation>Verzamel kaarten, bouw een gevel van tegels, win vaardigheden.</translation>
    </message>
    <message>
        <source>A game by Daniel Skjold Pedersen and Asger Harding Granerud, published by Queen Games.</source>
        <translation>Een spel van Daniel Skjold Pedersen en Asger Harding Granerud, uitgegeven door Queen Games.</translation>
    </message>
    <message>
        <source>Copenhagen Roll &amp; Write</source>
        <translation>Copenhagen Roll &amp; Write</translation>
    </message>
    <message>
        <source>Roll the dice, draw facade shapes, score rows and columns.</source>
        <translation>Gooi de dobbelstenen, teken gevelvormen, scoor rijen en kolommen.</translation>
    </message>
    <message>
        <source>Lost Cities Roll &amp; Write</source>
        <translation>Lost Cities Roll &amp; Write</translation>
    </message>
    <message>
        <source>Pick dice to push your expeditions forward.</source>
        <translation>Kies dobbelstenen om je expedities vooruit te helpen.</translation>
    </message>
    <message>
        <source>A game by Reiner Knizia, published by KOSMOS.</source>
        <translation>Een spel van Reiner Knizia, uitgegeven door KOSMOS.</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>this unlocks a bonus (+)</source>
        <translation>dat ontgrendelt een bonus (+)</translation>
    </message>
    <message>
        <source>Roll the dice: every turn begins with a roll.</source>
        <translation>Gooi de dobbelstenen: elke beurt begint met een worp.</translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s): the dice showing now offer little.</source>
        <translation>
            <numerusform>Gooi %n dobbelsteen opnieuw: de huidige dobbelstenen bieden weinig.</numerusform>
            <numerusform>Gooi %n dobbelstenen opnieuw: de huidige dobbelstenen bieden weinig.</numerusform>
        </translation>
    </message>
    <message>
        <source>this unlocks a “%1” star</source>
        <translation>dat ontgrendelt een ster “%1”</translation>
    </message>
    <message>
        <source>this completes it for %1</source>
        <translation>dan is het vol (+%1)</translation>
    </message>
    <message>
        <source>Mark the red track (%1): %2.</source>
        <translation>Kruis het rode spoor (%1) aan: %2.</translation>
    </message>
    <message>
        <source>Mark the blue track (%1): %2.</source>
        <translation>Kruis het blauwe spoor (%1) aan: %2.</translation>
    </message>
    <message>
        <source>Mark the purple track (%1): %2.</source>
        <translation>Kruis het paarse spoor (%1) aan: %2.</translation>
    </message>
    <message>
        <source>Mark the green track (%1): %2.</source>
        <translation>Kruis het groene spoor (%1) aan: %2.</translation>
    </message>
    <message>
        <source>Mark the yellow track (%1): %2.</source>
        <translation>Kruis het gele spoor (%1) aan: %2.</translation>
    </message>
    <message>
        <source>Use a bonus (+) of the red track (%1): %2.</source>
        <translation>Gebruik een bonus (+) van het rode spoor (%1): %2.</translation>
    </message>
    <message>
        <source>Use a bonus (+) of the blue track (%1): %2.</source>
        <translation>Gebruik een bonus (+) van het blauwe spoor (%1): %2.</translation>
    </message>
    <message>
        <source>Use a bonus (+) of the purple track (%1): %2.</source>
        <translation>Gebruik een bonus (+) van het paarse spoor (%1): %2.</translation>
    </message>
    <message>
        <source>Use a bonus (+) of the green track (%1): %2.</source>
        <translation>Gebruik een bonus (+) van het groene spoor (%1): %2.</translation>
    </message>
    <message>
        <source>Use a bonus (+) of the yellow track (%1): %2.</source>
        <translation>Gebruik een bonus (+) van het gele spoor (%1): %2.</translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s) and keep the red ones: more dice of one colour make a bigger shape.</source>
        <translation>
            <numerusform>Gooi %n dobbelsteen opnieuw en houd de rode: meer dobbelstenen van één kleur geven een grotere vorm.</numerusform>
            <numerusform>Gooi %n dobbelstenen opnieuw en houd de rode: meer dobbelstenen van één kleur geven een grotere vorm.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s) and keep the blue ones: more dice of one colour make a bigger shape.</source>
        <translation>
            <numerusform>Gooi %n dobbelsteen opnieuw en houd de blauwe: meer dobbelstenen van één kleur geven een grotere vorm.</numerusform>
            <numerusform>Gooi %n dobbelstenen opnieuw en houd de blauwe: meer dobbelstenen van één kleur geven een grotere vorm.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s) and keep the purple ones: more dice of one colour make a bigger shape.</source>
        <translation>
            <numerusform>Gooi %n dobbelsteen opnieuw en houd de paarse: meer dobbelstenen van één kleur geven een grotere vorm.</numerusform>
            <numerusform>Gooi %n dobbelstenen opnieuw en houd de paarse: meer dobbelstenen van één kleur geven een grotere vorm.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s) and keep the green ones: more dice of one colour make a bigger shape.</source>
        <translation>
            <numerusform>Gooi %n dobbelsteen opnieuw en houd de groene: meer dobbelstenen van één kleur geven een grotere vorm.</numerusform>
            <numerusform>Gooi %n dobbelstenen opnieuw en houd de groene: meer dobbelstenen van één kleur geven een grotere vorm.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s) and keep the yellow ones: more dice of one colour make a bigger shape.</source>
        <translation>
            <numerusform>Gooi %n dobbelsteen opnieuw en houd de gele: meer dobbelstenen van één kleur geven een grotere vorm.</numerusform>
            <numerusform>Gooi %n dobbelstenen opnieuw en houd de gele: meer dobbelstenen van één kleur geven een grotere vorm.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Use “Colour change”: %n die(s) turn to %1, so you can take the %2.</source>
        <translation>
            <numerusform>Gebruik “Kleurwissel”: %n dobbelsteen wordt %1, zo kun je de %2 nemen.</numerusform>
            <numerusform>Gebruik “Kleurwissel”: %n dobbelstenen worden %1, zo kun je de %2 nemen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Use “Colour change”: %n die(s) turn to %1.</source>
        <translation>
            <numerusform>Gebruik “Kleurwissel”: %n dobbelsteen wordt %1.</numerusform>
            <numerusform>Gebruik “Kleurwissel”: %n dobbelstenen worden %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>with it you can take the %1</source>
        <translation>daarmee kun je de %1 nemen</translation>
    </message>
    <message>
        <source>it counts as one more die</source>
        <translation>hij telt als een extra dobbelsteen</translation>
    </message>
    <message>
        <source>Use “No X”: with windows only, this drawing scores %1.</source>
        <translation>Gebruik “Geen X”: met alleen ramen levert deze tekening %1 op.</translation>
    </message>
    <message>
        <source>Use “No X”: only windows in %1, which may then score double.</source>
        <translation>Gebruik “Geen X”: alleen ramen in %1, voor dubbele punten.</translation>
    </message>
    <message>
        <source>Use “No X”: this drawing gets windows only.</source>
        <translation>Gebruik “Geen X”: deze tekening krijgt alleen ramen.</translation>
    </message>
    <message>
        <source>Use “No X” now: your next “One X” cell gets a window instead of an X.</source>
        <translation>Gebruik nu “Geen X”: je volgende vakje met “Eén X” krijgt een raam in plaats van een X.</translation>
    </message>
    <message>
        <source>Use “One X” in %1: the extra cell completes %2 for %3.</source>
        <translation>Gebruik “Eén X” in %1: het extra vakje voltooit %2 (+%3).</translation>
    </message>
    <message>
        <source>Use “One X” in %1: the extra cell fills a gap in your building.</source>
        <translation>Gebruik “Eén X” in %1: het extra vakje vult een gat in je gebouw.</translation>
    </message>
    <message>
        <source>Use “New choice” and take a crossed-out shape: %1.</source>
        <translation>Gebruik “Opnieuw kiezen” en neem een doorgestreepte vorm: %1.</translation>
    </message>
    <message>
        <source>Choose this shape: %1. It suits your building best now.</source>
        <translation>Kies deze vorm: %1. Die past nu het best bij je gebouw.</translation>
    </message>
    <message>
        <source>Pass: no available shape fits your dice and your building.</source>
        <translation>Pas: geen beschikbare vorm past bij je dobbelstenen en je gebouw.</translation>
    </message>
    <message>
        <source>Draw it on the highlighted cells: it completes %1 for %2.</source>
        <translation>Teken hem op de gemarkeerde vakjes: hij voltooit %1 voor %2.</translation>
    </message>
    <message>
        <source>Draw it on the highlighted cells: %1 will then be only one or two cells short.</source>
        <translation>Teken hem op de gemarkeerde vakjes: dan mist %1 nog maar een of twee vakjes.</translation>
    </message>
    <message>
        <source>Draw it on the highlighted cells: it stays low and leaves no hole underneath.</source>
        <translation>Teken hem op de gemarkeerde vakjes: hij blijft laag en laat geen gat eronder.</translation>
    </message>
    <message>
        <source>Draw it on the highlighted cells: of all spots, it spoils the least.</source>
        <translation>Teken hem op de gemarkeerde vakjes: van alle plekken bederft hij daar het minst.</translation>
    </message>
    <message>
        <source>Coat of arms: draw the free window in %1; it completes %2 for %3.</source>
        <translation>Wapenschild: teken het gratis raam in %1; het voltooit %2 (+%3).</translation>
    </message>
    <message>
        <source>Coat of arms: draw the free window in %1; it fills a gap.</source>
        <translation>Wapenschild: teken het gratis raam in %1; het vult een gat.</translation>
    </message>
    <message>
        <source>End the turn and keep “One X” for a later turn.</source>
        <translation>Beëindig de beurt en bewaar “Eén X” voor later.</translation>
    </message>
    <message>
        <source>Put the X on the highlighted cell: it spoils no line that has only windows so far.</source>
        <translation>Zet de X op het gemarkeerde vakje: hij bederft geen rij of kolom die tot nu toe alleen ramen heeft.</translation>
    </message>
    <message>
        <source>its next symbol comes closer</source>
        <translation>het volgende symbool komt dichterbij</translation>
    </message>
    <message>
        <source>Coat of arms: mark two boxes on the red track (%1); %2.</source>
        <translation>Wapenschild: kruis twee vakjes op het rode spoor (%1) aan; %2.</translation>
    </message>
    <message>
        <source>Coat of arms: mark two boxes on the blue track (%1); %2.</source>
        <translation>Wapenschild: kruis twee vakjes op het blauwe spoor (%1) aan; %2.</translation>
    </message>
    <message>
        <source>Coat of arms: mark two boxes on the purple track (%1); %2.</source>
        <translation>Wapenschild: kruis twee vakjes op het paarse spoor (%1) aan; %2.</translation>
    </message>
    <message>
        <source>Coat of arms: mark two boxes on the green track (%1); %2.</source>
        <translation>Wapenschild: kruis twee vakjes op het groene spoor (%1) aan; %2.</translation>
    </message>
    <message>
        <source>Coat of arms: mark two boxes on the yellow track (%1); %2.</source>
        <translation>Wapenschild: kruis twee vakjes op het gele spoor (%1) aan; %2.</translation>
    </message>
    <message>
        <source>Choose this shape: %1. Drawn as shown, it completes %2 for %3.</source>
        <translation>Kies deze vorm: %1. Getekend zoals getoond, voltooit hij %2 voor %3.</translation>
    </message>
    <message>
        <source>Put the X on the highlighted cell: you still score %1 for %2.</source>
        <translation>Zet de X op het gemarkeerde vakje: zo houd je %1 voor %2.</translation>
    </message>
    <message>
        <source>Mark nothing: no die that is left is worth taking.</source>
        <translation>Kruis niets aan: geen overgebleven dobbelsteen is de moeite waard.</translation>
    </message>
    <message>
        <source>Hint for %1: %2</source>
        <translation>Tip voor %1: %2</translation>
    </message>
</context>
<context>
    <name>HistoryPanel</name>
    <message>
        <source>Start of the game</source>
        <translation>Begin van het spel</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Ronde %1</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Het spel</translation>
    </message>
    <message>
        <source>%1’s turn</source>
        <translation>Beurt van %1</translation>
    </message>
    <message>
        <source>&amp;Replay from here</source>
        <translation>Vanaf hier &amp;terugkijken</translation>
    </message>
</context>
<context>
    <name>HomeScreen</name>
    <message>
        <source>%1 %2–%3 players.</source>
        <comment>what a game is about, then how many it seats</comment>
        <translation>%1 %2–%3 spelers.</translation>
    </message>
    <message>
        <source>Board games for one table: pass the computer around, or play against computer players.</source>
        <translation>Bordspellen voor één tafel: geef de computer door, of speel tegen computerspelers.</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Verder spelen</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Kies een spel</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nieuw spel…</translation>
    </message>
    <message>
        <source>Learn the game</source>
        <translation>Spel leren</translation>
    </message>
    <message>
        <source>Today’s game</source>
        <translation>Spel van de dag</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regels</translation>
    </message>
    <message>
        <source>Statistics…</source>
        <translation>Statistieken…</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <source>%1’s turn</source>
        <translation>%1 is aan de beurt</translation>
    </message>
    <message>
        <source>Your move</source>
        <translation>Jouw zet</translation>
    </message>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 speelt…</translation>
    </message>
    <message>
        <source>Well done: that was the lesson’s last move!</source>
        <translation>Goed gedaan: dat was de laatste zet van de les!</translation>
    </message>
    <message>
        <source>Well done! Click Next to go on.</source>
        <translation>Goed gedaan! Klik op Volgende om verder te gaan.</translation>
    </message>
    <message>
        <source>The rules allow that, but this lesson follows a prepared game. %1</source>
        <translation>De regels staan dat toe, maar deze les volgt een voorbereid spel. %1</translation>
    </message>
    <message>
        <source>Wait a moment: %1 is playing.</source>
        <translation>Even wachten: %1 is aan zet.</translation>
    </message>
    <message>
        <source>Read this step, then click Next.</source>
        <translation>Lees deze stap en klik dan op Volgende.</translation>
    </message>
</context>
<context>
    <name>LessonPanel</name>
    <message>
        <source>Step %1 of %2</source>
        <translation>Stap %1 van %2</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>Verlaten</translation>
    </message>
    <message>
        <source>Leave the lesson: this game goes on against the computer, and “Learn the game” takes you back to this step later.</source>
        <translation>De les verlaten: dit spel gaat verder tegen de computer, en “Spel leren” brengt je later terug naar deze stap.</translation>
    </message>
    <message>
        <source>Start over</source>
        <translation>Opnieuw beginnen</translation>
    </message>
    <message>
        <source>Go back to the lesson’s first step</source>
        <translation>Terug naar de eerste stap van de les</translation>
    </message>
    <message>
        <source>&amp;Back</source>
        <translation>&amp;Vorige</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Voltooien</translation>
    </message>
    <message>
        <source>&amp;Play on</source>
        <translation>Verder &amp;spelen</translation>
    </message>
    <message>
        <source>Close the lesson</source>
        <translation>De les sluiten</translation>
    </message>
    <message>
        <source>Close the lesson and play this game on against the computer</source>
        <translation>De les sluiten en dit spel verder spelen tegen de computer</translation>
    </message>
    <message>
        <source>&amp;Next</source>
        <translation>V&amp;olgende</translation>
    </message>
    <message>
        <source>Chapter %1 of %2</source>
        <translation>Hoofdstuk %1 van %2</translation>
    </message>
    <message>
        <source>Jump to a chapter of the lesson</source>
        <translation>Naar een hoofdstuk van de les gaan</translation>
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
        <translation>Daarmee komt %1 in vakje %2.</translation>
    </message>
    <message>
        <source>That expedition will score double.</source>
        <translation>Die expeditie telt dan dubbel.</translation>
    </message>
    <message>
        <source>It ticks the artifact at the top.</source>
        <translation>Daarmee kruis je het bovenste artefact af.</translation>
    </message>
    <message>
        <source>That square has an arrow: you may accelerate.</source>
        <translation>Op dat vakje staat een pijl: je mag versnellen.</translation>
    </message>
    <message>
        <source>It hatches an artifact.</source>
        <translation>Daarmee kruis je een artefact af.</translation>
    </message>
    <message>
        <source>It crosses %1 first: 20 points.</source>
        <translation>Daarmee steek je %1 als eerste over: 20 punten.</translation>
    </message>
    <message>
        <source>It hatches dice symbol %1 of 9.</source>
        <translation>Daarmee kruis je dobbelsteensymbool %1 van 9 af.</translation>
    </message>
    <message>
        <source>That exhausts you: the dice column then scores 0.</source>
        <translation>Dan ben je uitgeput: de dobbelsteenkolom levert 0 op.</translation>
    </message>
    <message>
        <source>That is exhaustion: the dice column now scores 0.</source>
        <translation>Dat is uitputting: de dobbelsteenkolom levert nu 0 op.</translation>
    </message>
    <message>
        <source>Points: %1 → %2.</source>
        <extracomment>%1 and %2: the player&apos;s total now and after the move; → is an arrow.</extracomment>
        <translation>Punten: %1 → %2.</translation>
    </message>
</context>
<context>
    <name>LostCitiesSheetEditor</name>
    <message>
        <source>Your sheet</source>
        <translation>Jouw blad</translation>
    </message>
    <message>
        <source>The sheet could not be saved: %1. Its file is as it was; what you entered is still here.</source>
        <translation>Het blad kon niet worden opgeslagen: %1. Het bestand is ongewijzigd; wat je hebt ingevoerd, staat er nog.</translation>
    </message>
    <message>
        <source>Enter your printed sheet</source>
        <translation>Je gedrukte blad invoeren</translation>
    </message>
    <message>
        <source>Edit sheet</source>
        <translation>Blad bewerken</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Naam:</translation>
    </message>
    <message>
        <source>for example: My printed pad</source>
        <translation>bijvoorbeeld: Mijn gedrukte blok</translation>
    </message>
    <message>
        <source>Point values printed on the two scales, top row first:</source>
        <translation>De puntwaarden op de twee gedrukte schalen, bovenste rij eerst:</translation>
    </message>
    <message>
        <source>&amp;Every value here is checked against my printed sheet</source>
        <translation>&amp;Elke waarde hier is gecontroleerd met mijn gedrukte blad</translation>
    </message>
    <message>
        <source>Then the whole sheet counts as checked on paper: its results are no longer marked provisional.</source>
        <translation>Dan geldt het hele blad als op papier gecontroleerd: de uitslagen ervan zijn niet langer voorlopig.</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Expedition</source>
        <translation>Expeditie</translation>
    </message>
    <message>
        <source>Artifacts / dice</source>
        <translation>Artefacten / dobbelstenen</translation>
    </message>
    <message>
        <source>Click a number square to change its symbol: none, acceleration (arrow), artifact (vase). Keyboard: arrow keys move the blue frame, Space changes the square under it.</source>
        <translation>Klik op een getallenvakje om het symbool te wisselen: geen, versnelling (pijl), artefact (vaas). Toetsenbord: de pijltoetsen verplaatsen het blauwe kader, de spatiebalk wijzigt het vakje eronder.</translation>
    </message>
    <message>
        <source>no symbol</source>
        <translation>geen symbool</translation>
    </message>
    <message>
        <source>acceleration</source>
        <translation>versnelling</translation>
    </message>
    <message>
        <source>artifact</source>
        <translation>artefact</translation>
    </message>
    <message>
        <source>Square %1 %2: %3.</source>
        <extracomment>%2 is an expedition in its &quot;of&quot; form: &quot;of the red expedition&quot;, German genitive &quot;der roten Expedition&quot;.</extracomment>
        <translation>Vakje %1 %2: %3.</translation>
    </message>
    <message>
        <source>Give the sheet a name.</source>
        <translation>Geef het blad een naam.</translation>
    </message>
    <message>
        <source>The rulebook fixes this value at %1.</source>
        <translation>De spelregels leggen deze waarde vast op %1.</translation>
    </message>
    <message>
        <source>Must be higher than the value below it (%1).</source>
        <translation>Moet hoger zijn dan de waarde eronder (%1).</translation>
    </message>
    <message>
        <source>Must be below 0: the lowest levels lose points.</source>
        <translation>Moet onder 0 liggen: de laagste niveaus kosten punten.</translation>
    </message>
    <message>
        <source>Must be above 0: from the fourth level on, points are won.</source>
        <translation>Moet boven 0 liggen: vanaf het vierde niveau win je punten.</translation>
    </message>
    <message>
        <source>Must be 0.</source>
        <translation>Moet 0 zijn.</translation>
    </message>
    <message>
        <source>The file is not readable sheet data.</source>
        <translation>Het bestand bevat geen leesbaar blad.</translation>
    </message>
    <message>
        <source>The file is not readable sheet data (%1).</source>
        <translation>Het bestand bevat geen leesbaar blad (%1).</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Het bestand kan niet gelezen worden.</translation>
    </message>
    <message>
        <source>It is not an ordinary file (a folder, a pipe or a device), so it was not read.</source>
        <translation>Dit is geen gewoon bestand (maar een map, een pipe of een apparaat), dus het is niet gelezen.</translation>
    </message>
    <message>
        <source>The file is far too large to be a sheet, so it was not read.</source>
        <translation>Het bestand is veel te groot voor een blad, dus het is niet gelezen.</translation>
    </message>
    <message>
        <source>It holds a number far longer than any value of a sheet.</source>
        <translation>Het bevat een getal dat veel langer is dan elke waarde van een blad.</translation>
    </message>
    <message>
        <source>Its id “%1” may hold only letters, digits, - and _.</source>
        <translation>De id ‘%1’ mag alleen letters, cijfers, - en _ bevatten.</translation>
    </message>
    <message>
        <source>A text holds characters that are not allowed (control or broken ones).</source>
        <translation>Een tekst bevat tekens die niet zijn toegestaan (stuurtekens of ongeldige tekens).</translation>
    </message>
    <message>
        <source>The name is longer than %1 characters.</source>
        <translation>De naam is langer dan %1 tekens.</translation>
    </message>
    <message>
        <source>Its id “%1” is the house sheet&apos;s.</source>
        <translation>De id ‘%1’ is die van het blad van de app.</translation>
    </message>
    <message>
        <source>Its id “%1” is already used by %2.</source>
        <translation>De id ‘%1’ wordt al gebruikt door %2.</translation>
    </message>
    <message>
        <source>Not a valid sheet (%1 at %2).</source>
        <translation>Geen geldig blad (%1 bij %2).</translation>
    </message>
    <message>
        <source>Expedition:</source>
        <translation>Expeditie:</translation>
    </message>
    <message>
        <source>Artifacts / dice:</source>
        <translation>Artefacten / dobbelstenen:</translation>
    </message>
</context>
<context>
    <name>LostCitiesSituation</name>
    <message>
        <source>A square holds a number from 1 to 10.</source>
        <translation>Een vakje bevat een getal van 1 tot 10.</translation>
    </message>
    <message>
        <source>Numbers rise up an expedition: none is lower than the one below it.</source>
        <translation>De getallen van een expeditie stijgen: geen enkel is lager dan het getal eronder.</translation>
    </message>
    <message>
        <source>A 0 (written 10) cannot start an expedition in this game.</source>
        <translation>Een 0 (geschreven als 10) kan in dit spel geen expeditie beginnen.</translation>
    </message>
    <message>
        <source>An expedition has 9 squares.</source>
        <translation>Een expeditie heeft 9 vakjes.</translation>
    </message>
    <message>
        <source>The first number of an expedition strikes its open circle.</source>
        <translation>Het eerste getal van een expeditie streept haar open cirkel door.</translation>
    </message>
    <message>
        <source>A circle is struck only by the expedition&apos;s first number.</source>
        <translation>Een cirkel wordt alleen doorgestreept door het eerste getal van de expeditie.</translation>
    </message>
    <message>
        <source>The artifact above a column is ticked only once the column is full.</source>
        <translation>Het artefact boven een kolom wordt pas afgekruist als de kolom vol is.</translation>
    </message>
    <message>
        <source>The artifact column was already full: no more artifacts can be ticked.</source>
        <translation>De artefactkolom was al vol: er kan geen artefact meer afgekruist worden.</translation>
    </message>
    <message>
        <source>More artifacts are hatched than the squares written give.</source>
        <translation>Er zijn meer artefacten afgekruist dan de beschreven vakjes opleveren.</translation>
    </message>
    <message>
        <source>Every artifact square written hatches an artifact.</source>
        <translation>Elk beschreven artefactvakje kruist een artefact af.</translation>
    </message>
    <message>
        <source>The dice column has 9 symbols.</source>
        <translation>De dobbelsteenkolom heeft 9 symbolen.</translation>
    </message>
    <message>
        <source>A bridge is won only by a player whose column crossed it.</source>
        <translation>Een brug wordt alleen gewonnen door een speler wiens kolom haar overstak.</translation>
    </message>
    <message>
        <source>A bridge that was crossed has a winner: the first player to cross it.</source>
        <translation>Een overgestoken brug heeft een winnaar: de eerste speler die haar overstak.</translation>
    </message>
    <message>
        <source>A bridge is claimed in a past turn, and only once someone crossed it.</source>
        <translation>Een brug wordt in een eerdere beurt geclaimd, en alleen als iemand haar overstak.</translation>
    </message>
    <message>
        <source>A roll is three number dice (0 to 9) and three colour dice.</source>
        <translation>Een worp bestaat uit drie getallendobbelstenen (0 tot 9) en drie kleurdobbelstenen.</translation>
    </message>
    <message>
        <source>Every bridge is claimed or every player is exhausted: the game has ended.</source>
        <translation>Alle bruggen zijn geclaimd of alle spelers zijn uitgeput: het spel is afgelopen.</translation>
    </message>
</context>
<context>
    <name>LostCitiesSituationEditor</name>
    <message>
        <source>Numbers</source>
        <translation>Getallen</translation>
    </message>
    <message>
        <source>Num&amp;ber to write:</source>
        <translation>Te schrijven &amp;getal:</translation>
    </message>
    <message>
        <source>10 stands for the 0 die. Artifacts, bridges crossed and the turn they were crossed in follow from the squares.</source>
        <translation>10 staat voor de dobbelsteen 0. Artefacten, overgestoken bruggen en de beurt waarin ze overgestoken werden, volgen uit de vakjes.</translation>
    </message>
    <message>
        <source>Click an empty square to write the number chosen beside the table (the squares below too), a written one to rub it out. Click a circle, the artifact above a full column, the dice column, a bridge or a die to change it.</source>
        <translation>Klik op een leeg vakje om het naast de tafel gekozen getal te schrijven (ook in de vakjes eronder), op een beschreven vakje om het uit te gummen. Klik op een cirkel, het artefact boven een volle kolom, de dobbelsteenkolom, een brug of een dobbelsteen om die te veranderen.</translation>
    </message>
    <message>
        <source>Before the roll</source>
        <translation>Vóór de worp</translation>
    </message>
    <message>
        <source>Dice rolled</source>
        <translation>Gegooid</translation>
    </message>
    <message>
        <source>T&amp;urn:</source>
        <translation>&amp;Beurt:</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Beurt</translation>
    </message>
    <message>
        <source>Top artifact</source>
        <translation>Artefact bovenaan</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Getal</translation>
    </message>
    <message>
        <source>Circle</source>
        <translation>Cirkel</translation>
    </message>
    <message>
        <source>Dice symbols</source>
        <translation>Dobbelsteensymbolen</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Brug</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dobbelsteen</translation>
    </message>
</context>
<context>
    <name>LostCitiesTable</name>
    <message>
        <source>Turn %1</source>
        <translation>Beurt %1</translation>
    </message>
    <message>
        <source>Previous roll: waiting for the next roll</source>
        <translation>Vorige worp: wachten op de volgende worp</translation>
    </message>
    <message>
        <source>The dice have not been rolled yet</source>
        <translation>Er is nog niet gegooid</translation>
    </message>
    <message>
        <source>%1 rolled: take one number die and one colour die</source>
        <translation>%1 heeft gegooid: neem een getallendobbelsteen en een kleurdobbelsteen</translation>
    </message>
    <message>
        <source>Faded dice: taken by %1. The others choose from the dice left</source>
        <translation>Vervaagde dobbelstenen: genomen door %1. De anderen kiezen uit de overgebleven dobbelstenen</translation>
    </message>
    <message>
        <source>%1 refused: all six dice are left for the others</source>
        <translation>%1 heeft geweigerd: alle zes dobbelstenen blijven over voor de anderen</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Het spel is afgelopen</translation>
    </message>
    <message>
        <source>done</source>
        <translation>klaar</translation>
    </message>
    <message>
        <source>to decide</source>
        <translation>moet nog kiezen</translation>
    </message>
    <message>
        <source>accelerates</source>
        <translation>versnelt</translation>
    </message>
    <message>
        <source>rolls</source>
        <translation>gooit</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>pts</source>
        <translation>ptn</translation>
    </message>
    <message>
        <source>House sheet — the printed sheet may differ</source>
        <translation>Blad van de app – het gedrukte blad kan afwijken</translation>
    </message>
    <message>
        <source>Sheet: %1</source>
        <translation>Scoreblad: %1</translation>
    </message>
    <message>
        <source>Totals so far</source>
        <translation>Totalen tot nu toe</translation>
    </message>
    <message>
        <source>Totals are provisional: the sheet is not all checked on paper</source>
        <translation>Totalen voorlopig: blad niet helemaal op papier gecontroleerd</translation>
    </message>
    <message>
        <source>Totals so far, provisional: the sheet is not all checked on paper</source>
        <translation>Totalen tot nu toe, voorlopig: blad niet helemaal op papier gecontroleerd</translation>
    </message>
</context>
<context>
    <name>LostCitiesTexts</name>
    <message>
        <source>the red expedition</source>
        <extracomment>The plain form (subject or object of a sentence); see also &quot;of the … expedition&quot;.</extracomment>
        <translation>de rode expeditie</translation>
    </message>
    <message>
        <source>the orange expedition</source>
        <extracomment>The plain form (subject or object of a sentence); see also &quot;of the … expedition&quot;.</extracomment>
        <translation>de oranje expeditie</translation>
    </message>
    <message>
        <source>the yellow expedition</source>
        <extracomment>The plain form (subject or object of a sentence); see also &quot;of the … expedition&quot;.</extracomment>
        <translation>de gele expeditie</translation>
    </message>
    <message>
        <source>the green expedition</source>
        <extracomment>The plain form (subject or object of a sentence); see also &quot;of the … expedition&quot;.</extracomment>
        <translation>de groene expeditie</translation>
    </message>
    <message>
        <source>the blue expedition</source>
        <extracomment>The plain form (subject or object of a sentence); see also &quot;of the … expedition&quot;.</extracomment>
        <translation>de blauwe expeditie</translation>
    </message>
    <message>
        <source>the purple expedition</source>
        <extracomment>The plain form (subject or object of a sentence); see also &quot;of the … expedition&quot;.</extracomment>
        <translation>de paarse expeditie</translation>
    </message>
    <message>
        <source>of the red expedition</source>
        <extracomment>The &quot;of&quot; form (owner of a square): French &quot;de l’expédition …&quot;, German genitive &quot;der … Expedition&quot;.</extracomment>
        <translation>van de rode expeditie</translation>
    </message>
    <message>
        <source>of the orange expedition</source>
        <extracomment>The &quot;of&quot; form (owner of a square): French &quot;de l’expédition …&quot;, German genitive &quot;der … Expedition&quot;.</extracomment>
        <translation>van de oranje expeditie</translation>
    </message>
    <message>
        <source>of the yellow expedition</source>
        <extracomment>The &quot;of&quot; form (owner of a square): French &quot;de l’expédition …&quot;, German genitive &quot;der … Expedition&quot;.</extracomment>
        <translation>van de gele expeditie</translation>
    </message>
    <message>
        <source>of the green expedition</source>
        <extracomment>The &quot;of&quot; form (owner of a square): French &quot;de l’expédition …&quot;, German genitive &quot;der … Expedition&quot;.</extracomment>
        <translation>van de groene expeditie</translation>
    </message>
    <message>
        <source>of the blue expedition</source>
        <extracomment>The &quot;of&quot; form (owner of a square): French &quot;de l’expédition …&quot;, German genitive &quot;der … Expedition&quot;.</extracomment>
        <translation>van de blauwe expeditie</translation>
    </message>
    <message>
        <source>of the purple expedition</source>
        <extracomment>The &quot;of&quot; form (owner of a square): French &quot;de l’expédition …&quot;, German genitive &quot;der … Expedition&quot;.</extracomment>
        <translation>van de paarse expeditie</translation>
    </message>
    <message>
        <source>Red (heart)</source>
        <translation>Rood (hart)</translation>
    </message>
    <message>
        <source>Orange (circle)</source>
        <translation>Oranje (cirkel)</translation>
    </message>
    <message>
        <source>Yellow (square)</source>
        <translation>Geel (vierkant)</translation>
    </message>
    <message>
        <source>Green (triangle)</source>
        <translation>Groen (driehoek)</translation>
    </message>
    <message>
        <source>Blue (cross)</source>
        <translation>Blauw (kruis)</translation>
    </message>
    <message>
        <source>Purple (star)</source>
        <translation>Paars (ster)</translation>
    </message>
    <message>
        <source>the bridge of the red expedition</source>
        <translation>de brug van de rode expeditie</translation>
    </message>
    <message>
        <source>the bridge of the orange expedition</source>
        <translation>de brug van de oranje expeditie</translation>
    </message>
    <message>
        <source>the bridge of the yellow expedition</source>
        <translation>de brug van de gele expeditie</translation>
    </message>
    <message>
        <source>the bridge of the green expedition</source>
        <translation>de brug van de groene expeditie</translation>
    </message>
    <message>
        <source>the bridge of the blue expedition</source>
        <translation>de brug van de blauwe expeditie</translation>
    </message>
    <message>
        <source>the bridge of the purple expedition</source>
        <translation>de brug van de paarse expeditie</translation>
    </message>
    <message>
        <source>the bridge of the artifact column</source>
        <translation>de brug van de artefactkolom</translation>
    </message>
    <message>
        <source>the bridge of the dice column</source>
        <translation>de brug van de dobbelsteenkolom</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Deze speler bestaat niet.</translation>
    </message>
    <message>
        <source>Not now: this player has nothing to decide.</source>
        <translation>Nu niet: deze speler heeft niets te beslissen.</translation>
    </message>
    <message>
        <source>Not now: roll the dice first, or wait for your turn.</source>
        <translation>Nu niet: gooi eerst de dobbelstenen, of wacht op je beurt.</translation>
    </message>
    <message>
        <source>A roll needs three number dice and three colour dice.</source>
        <translation>Voor een worp zijn drie getallendobbelstenen en drie kleurdobbelstenen nodig.</translation>
    </message>
    <message>
        <source>Use or decline the acceleration first.</source>
        <translation>Eerst versnellen of van de versnelling afzien.</translation>
    </message>
    <message>
        <source>There is no acceleration to use.</source>
        <translation>Er is geen versnelling om te gebruiken.</translation>
    </message>
    <message>
        <source>No die in the middle shows this number.</source>
        <translation>Geen dobbelsteen in het midden toont dit getal.</translation>
    </message>
    <message>
        <source>No die in the middle shows this colour.</source>
        <translation>Geen dobbelsteen in het midden toont deze kleur.</translation>
    </message>
    <message>
        <source>Only a 0 marks the double-points circle.</source>
        <translation>Alleen een 0 markeert de verdubbelingscirkel.</translation>
    </message>
    <message>
        <source>The circle is already marked or struck.</source>
        <translation>De cirkel is al aangekruist of doorgestreept.</translation>
    </message>
    <message>
        <source>The expedition has started: too late for the circle.</source>
        <translation>De expeditie is begonnen: te laat voor de cirkel.</translation>
    </message>
    <message>
        <source>A 0 cannot start an expedition (it marks the circle instead).</source>
        <translation>Een 0 kan geen expeditie beginnen (die dient om de cirkel aan te kruisen).</translation>
    </message>
    <message>
        <source>Lower than the expedition&apos;s top number: numbers never go down.</source>
        <translation>Lager dan het hoogste getal van de expeditie: getallen dalen nooit.</translation>
    </message>
    <message>
        <source>This expedition&apos;s top artifact is already ticked.</source>
        <translation>Het artefact bovenaan deze expeditie is al afgekruist.</translation>
    </message>
    <message>
        <source>All 9 artifacts are hatched: the top artifact is closed.</source>
        <translation>Alle 9 artefacten zijn afgekruist: het artefact bovenaan is gesloten.</translation>
    </message>
    <message>
        <source>%1 rolled the dice.</source>
        <translation>%1 heeft gegooid.</translation>
    </message>
    <message>
        <source>%1 took %2 for %3.</source>
        <translation>%1 nam de %2 voor %3.</translation>
    </message>
    <message numerus="yes">
        <source>%1 refused the dice (%n of 9 dice symbols hatched).</source>
        <translation>
            <numerusform>%1 weigerde de dobbelstenen (%n van 9 dobbelsteensymbolen afgekruist).</numerusform>
            <numerusform>%1 weigerde de dobbelstenen (%n van 9 dobbelsteensymbolen afgekruist).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is exhausted: the dice column now scores 0.</source>
        <translation>%1 is uitgeput: de dobbelsteenkolom telt nu 0.</translation>
    </message>
    <message>
        <source>%1 started %2 without its circle.</source>
        <translation>%1 begon %2 zonder cirkel.</translation>
    </message>
    <message>
        <source>%1 filled an acceleration square: accelerate, or decline.</source>
        <translation>%1 schreef in een versnellingsvakje: versnel, of zie ervan af.</translation>
    </message>
    <message>
        <source>%1 accelerated in %2.</source>
        <translation>%1 versnelde in %2.</translation>
    </message>
    <message>
        <source>%1 declined the acceleration.</source>
        <translation>%1 zag af van de versnelling.</translation>
    </message>
    <message>
        <source>%1 hatched an artifact (%2 of 9).</source>
        <translation>%1 kruiste een artefact af (%2 van 9).</translation>
    </message>
    <message>
        <source>%1 crossed %2 first: 20 points.</source>
        <translation>%1 stak %2 als eerste over: 20 punten.</translation>
    </message>
    <message>
        <source>%1 crossed %2, but it was already taken.</source>
        <translation>%1 stak %2 over, maar die was al genomen.</translation>
    </message>
    <message>
        <source>Turn %1 is over.</source>
        <translation>Beurt %1 is voorbij.</translation>
    </message>
    <message>
        <source>All eight bridges are taken: the game is over.</source>
        <translation>Alle acht bruggen zijn genomen: het spel is afgelopen.</translation>
    </message>
    <message>
        <source>Every player is exhausted: the game is over.</source>
        <translation>Alle spelers zijn uitgeput: het spel is afgelopen.</translation>
    </message>
    <message>
        <source>%1 rolls the dice</source>
        <translation>%1 gooit</translation>
    </message>
    <message>
        <source>%1 rolled %2</source>
        <translation>%1 gooide %2</translation>
    </message>
    <message>
        <source>%1 took %2 for %3</source>
        <translation>%1 nam de %2 voor %3</translation>
    </message>
    <message>
        <source>%1 refused the dice</source>
        <translation>%1 weigerde de dobbelstenen</translation>
    </message>
    <message>
        <source>%1 accelerated in %2</source>
        <translation>%1 versnelde in %2</translation>
    </message>
    <message>
        <source>%1 declined the acceleration</source>
        <translation>%1 zag af van de versnelling</translation>
    </message>
    <message>
        <source>%1: roll the dice (Space).</source>
        <translation>%1: gooi de dobbelstenen (spatiebalk).</translation>
    </message>
    <message>
        <source>%1: take a number die and a colour die, or refuse.</source>
        <translation>%1: neem een getallendobbelsteen en een kleurdobbelsteen, of weiger.</translation>
    </message>
    <message>
        <source>%1: take a combination from the dice left, or refuse.</source>
        <translation>%1: neem een combinatie uit de overgebleven dobbelstenen, of weiger.</translation>
    </message>
    <message>
        <source>%1: accelerate — click a lit square (Ctrl+1 to Ctrl+6), or decline (D).</source>
        <translation>%1: versnel — klik op een oplichtend vakje (Ctrl+1 tot Ctrl+6), of zie af (D).</translation>
    </message>
    <message>
        <source>Waiting for %1 (computer)…</source>
        <translation>Wachten op %1 (computer)…</translation>
    </message>
    <message>
        <source>Bridges crossed: %1 of %2</source>
        <extracomment>The strip&apos;s gauge of how close the end is: &quot;Bridges crossed: 3 of 8&quot;.</extracomment>
        <translation>Overgestoken bruggen: %1 van %2</translation>
    </message>
    <message>
        <source>Exhausted: %1 of %2 players</source>
        <extracomment>The strip&apos;s gauge of how close the end is: &quot;Exhausted: 1 of 3 players&quot;.</extracomment>
        <translation>Uitgeput: %1 van %2 spelers</translation>
    </message>
    <message>
        <source>The game ends after the turn in which every bridge has been crossed, or every player is exhausted (9 Dice symbols hatched).</source>
        <translation>Het spel eindigt na de beurt waarin alle bruggen zijn overgestoken of iedereen uitgeput is (9 dobbelsteensymbolen gearceerd).</translation>
    </message>
    <message>
        <source>The game is over. See the result.</source>
        <translation>Het spel is afgelopen. Bekijk de uitslag.</translation>
    </message>
    <message>
        <source>Several number dice fit this square: pick the number die.</source>
        <translation>Meerdere getallendobbelstenen passen in dit vakje: kies er een.</translation>
    </message>
    <message>
        <source>This pair can go to the circle or to a square: click the one you want.</source>
        <translation>Dit paar kan naar de cirkel of naar een vakje: klik op wat je wilt.</translation>
    </message>
    <message>
        <source>Click one of the lit squares of this expedition.</source>
        <translation>Klik op een van de oplichtende vakjes van deze expeditie.</translation>
    </message>
    <message>
        <source>This die is not in the middle for you now.</source>
        <translation>Deze dobbelsteen is nu niet beschikbaar voor jou.</translation>
    </message>
    <message>
        <source>%1 decides now: write on the sheet framed in blue.</source>
        <translation>%1 beslist nu: schrijf op het blauw omrande blad.</translation>
    </message>
    <message>
        <source>&amp;Roll the dice</source>
        <translation>&amp;Dobbelstenen gooien</translation>
    </message>
    <message>
        <source>Re&amp;fuse the dice</source>
        <translation>Dobbelstenen &amp;weigeren</translation>
    </message>
    <message>
        <source>&amp;Take the chosen dice</source>
        <translation>Gekozen dobbelstenen &amp;nemen</translation>
    </message>
    <message>
        <source>&amp;Decline the acceleration</source>
        <translation>Afzien van de &amp;versnelling</translation>
    </message>
    <message>
        <source>Accelerate in %1</source>
        <translation>Versnellen in %1</translation>
    </message>
    <message>
        <source>Pick number die %1</source>
        <translation>Getallendobbelsteen %1 kiezen</translation>
    </message>
    <message>
        <source>Pick colour die %1</source>
        <translation>Kleurdobbelsteen %1 kiezen</translation>
    </message>
    <message>
        <source>Put the dice back</source>
        <translation>Dobbelstenen terugleggen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tip</translation>
    </message>
    <message>
        <source>Sheet:</source>
        <translation>Scoreblad:</translation>
    </message>
    <message>
        <source>The point scales and special squares the game is played with. The house sheet&apos;s special squares are invented; if you own the pad, enter your printed sheet once.</source>
        <translation>De puntenschalen en speciale vakjes waarmee gespeeld wordt. Op het blad van de app zijn de speciale vakjes verzonnen; heb je het blok, voer dan één keer je gedrukte blad in.</translation>
    </message>
    <message>
        <source>Expeditions: %1</source>
        <extracomment>The result screen counts the points in: %1 is the expedition counted now, &quot;Red (heart)&quot;.</extracomment>
        <translation>Expedities: %1</translation>
    </message>
    <message>
        <source>Enter your printed sheet…</source>
        <translation>Je gedrukte blad invoeren…</translation>
    </message>
    <message>
        <source>Edit…</source>
        <translation>Bewerken…</translation>
    </message>
    <message>
        <source>%1 (broken)</source>
        <translation>%1 (beschadigd)</translation>
    </message>
    <message>
        <source>%1 cannot be used and was left as it is: %2</source>
        <translation>%1 is niet bruikbaar en is ongewijzigd gelaten: %2</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Jij</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>%1 marked the circle %2: it scores double.</source>
        <extracomment>%2 is an expedition in its &quot;of&quot; form: &quot;of the red expedition&quot;, German genitive &quot;der roten Expedition&quot;.</extracomment>
        <translation>%1 markeerde de cirkel %2: die telt dubbel.</translation>
    </message>
    <message>
        <source>%1 wrote %2 in square %3 %4.</source>
        <extracomment>%4 is an expedition in its &quot;of&quot; form: &quot;of the red expedition&quot;, German genitive &quot;der roten Expedition&quot;.</extracomment>
        <translation>%1 schreef %2 in vakje %3 %4.</translation>
    </message>
    <message>
        <source>%1 ticked the top artifact %2.</source>
        <extracomment>%2 is an expedition in its &quot;of&quot; form: &quot;of the red expedition&quot;, German genitive &quot;der roten Expedition&quot;.</extracomment>
        <translation>%1 kruiste het bovenste artefact %2 af.</translation>
    </message>
    <message>
        <source>The others strike out %1: it is taken.</source>
        <translation>De anderen strepen %1 door: die is genomen.</translation>
    </message>
    <message>
        <source>%1 marked the circle %2</source>
        <extracomment>%2 is an expedition in its &quot;of&quot; form: &quot;of the red expedition&quot;, German genitive &quot;der roten Expedition&quot;.</extracomment>
        <translation>%1 markeerde de cirkel %2</translation>
    </message>
    <message>
        <source>Hint for %1: roll the dice.</source>
        <translation>Tip voor %1: gooi de dobbelstenen.</translation>
    </message>
    <message>
        <source>Hint for %1: mark the circle %2 with the 0.</source>
        <extracomment>%2 is an expedition in its &quot;of&quot; form: &quot;of the red expedition&quot;, German genitive &quot;der roten Expedition&quot;.</extracomment>
        <translation>Tip voor %1: markeer met de 0 de cirkel %2.</translation>
    </message>
    <message>
        <source>Hint for %1: take %2 for %3.</source>
        <translation>Tip voor %1: neem de %2 voor %3.</translation>
    </message>
    <message>
        <source>Hint for %1: refuse the dice.</source>
        <translation>Tip voor %1: weiger de dobbelstenen.</translation>
    </message>
    <message>
        <source>Hint for %1: accelerate in %2.</source>
        <translation>Tip voor %1: versnel in %2.</translation>
    </message>
    <message>
        <source>Hint for %1: decline the acceleration.</source>
        <translation>Tip voor %1: zie af van de versnelling.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Expeditions</source>
        <translation>Expedities</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>Artefacten</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dobbelstenen</translation>
    </message>
    <message>
        <source>Bridges</source>
        <translation>Bruggen</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totaal</translation>
    </message>
    <message>
        <source>Shared win: %1.</source>
        <translation>Gedeelde overwinning: %1.</translation>
    </message>
    <message>
        <source>%1 wins.</source>
        <translation>%1 wint.</translation>
    </message>
    <message>
        <source>Tied players share their place: the game has no tie-break.</source>
        <translation>Spelers met gelijke stand delen hun plaats: het spel kent geen tiebreak.</translation>
    </message>
    <message>
        <source>Played on the house sheet: totals are provisional and not comparable with the printed game.</source>
        <translation>Gespeeld op het blad van de app: de totalen zijn voorlopig en niet te vergelijken met het gedrukte spel.</translation>
    </message>
    <message>
        <source>Some values of this sheet were not checked on paper: totals are provisional.</source>
        <translation>Sommige waarden van dit blad zijn niet op papier gecontroleerd: de totalen zijn voorlopig.</translation>
    </message>
</context>
<context>
    <name>LostCitiesTutorial</name>
    <message>
        <source>Your move</source>
        <translation>Jouw zet</translation>
    </message>
    <message>
        <source>Welcome to Lost Cities</source>
        <translation>Welkom bij Lost Cities</translation>
    </message>
    <message>
        <source>The roll</source>
        <translation>De worp</translation>
    </message>
    <message>
        <source>Your pick: one number, one colour</source>
        <translation>Jouw keuze: één getal, één kleur</translation>
    </message>
    <message>
        <source>The others pick from the dice left</source>
        <translation>De anderen kiezen uit de overgebleven dobbelstenen</translation>
    </message>
    <message>
        <source>Starting an expedition</source>
        <translation>Een expeditie beginnen</translation>
    </message>
    <message>
        <source>Numbers never go down</source>
        <translation>Getallen dalen nooit</translation>
    </message>
    <message>
        <source>The circle: double or nothing</source>
        <translation>De cirkel: dubbel of niets</translation>
    </message>
    <message>
        <source>A 0 counts as 10</source>
        <translation>Een 0 telt als 10</translation>
    </message>
    <message>
        <source>Acceleration</source>
        <translation>Versnelling</translation>
    </message>
    <message>
        <source>Accelerating in the same expedition</source>
        <translation>Versnellen in dezelfde expeditie</translation>
    </message>
    <message>
        <source>Artifacts</source>
        <translation>Artefacten</translation>
    </message>
    <message>
        <source>Refusing and the dice column</source>
        <translation>Weigeren en de dobbelsteenkolom</translation>
    </message>
    <message>
        <source>A chain of accelerations</source>
        <translation>Een keten van versnellingen</translation>
    </message>
    <message>
        <source>The artifact at the top</source>
        <translation>Het bovenste artefact</translation>
    </message>
    <message>
        <source>Exhausted</source>
        <translation>Uitgeput</translation>
    </message>
    <message>
        <source>When the active player refuses</source>
        <translation>Als de actieve speler weigert</translation>
    </message>
    <message>
        <source>Bridges</source>
        <translation>Bruggen</translation>
    </message>
    <message>
        <source>Crossing in the same turn</source>
        <translation>In dezelfde beurt oversteken</translation>
    </message>
    <message>
        <source>The end of the game</source>
        <translation>Het einde van het spel</translation>
    </message>
    <message>
        <source>Scoring an expedition</source>
        <translation>De telling van een expeditie</translation>
    </message>
    <message>
        <source>Short expeditions lose points</source>
        <translation>Korte expedities kosten punten</translation>
    </message>
    <message>
        <source>A circle alone</source>
        <translation>Een cirkel alleen</translation>
    </message>
    <message>
        <source>Scoring the two columns</source>
        <translation>De telling van de twee kolommen</translation>
    </message>
    <message>
        <source>The total and the winner</source>
        <translation>Het totaal en de winnaar</translation>
    </message>
    <message>
        <source>Nothing new here: make the move below.</source>
        <translation>Niets nieuws hier: doe de zet hieronder.</translation>
    </message>
    <message>
        <source>You play the left sheet against Karen. Each of you writes numbers into six coloured expeditions, bottom to top; each colour also has a shape, the same on the dice. On the right are an artifact column and a dice column. The frame shows your sheet&apos;s score boxes: the higher your expeditions climb, the more they are worth.</source>
        <translation>Jij speelt het linkerblad tegen Karen. Ieder schrijft getallen in zes gekleurde expedities, van onder naar boven; elke kleur heeft ook een vorm, dezelfde als op de dobbelstenen. Rechts staan de artefactkolom en de dobbelsteenkolom. Het kader toont de scorevakjes van je blad: hoe hoger je expedities klimmen, hoe meer ze waard zijn.</translation>
    </message>
    <message>
        <source>It is your turn: you are the active player. Roll the three number dice (0 to 9) and the three colour dice (framed). Turns pass clockwise: each turn, the next player rolls.</source>
        <translation>Je bent aan de beurt: jij bent de actieve speler. Gooi de drie getallendobbelstenen (0 tot 9) en de drie kleurdobbelstenen (omkaderd). Er wordt met de klok mee gespeeld: elke beurt gooit de volgende speler.</translation>
    </message>
    <message>
        <source>Then every other player takes one number and one colour from the dice you left (faded dice are yours). Karen took the 6 and the blue die. Several players may use the same die; the app asks them one after another, clockwise.</source>
        <translation>Daarna neemt elke andere speler een getal en een kleur uit de dobbelstenen die jij liet liggen (de vervaagde dobbelstenen heb jij genomen). Karen nam de 6 en de blauwe dobbelsteen. Meerdere spelers mogen dezelfde dobbelsteen gebruiken; de app vraagt ze een voor een, met de klok mee.</translation>
    </message>
    <message>
        <source>Your 3 started the orange expedition in its lowest square. A column is written bottom to top; 1 is the lowest number, so any number can start one. Start low and avoid big jumps, or your expeditions will soon be stuck.</source>
        <translation>Met je 3 is de oranje expeditie begonnen, in haar onderste vakje. Een kolom vul je van onder naar boven; 1 is het laagste getal, dus elk getal kan er een beginnen. Begin laag en vermijd grote sprongen, anders lopen je expedities snel vast.</translation>
    </message>
    <message>
        <source>Below each expedition is a circle. Before the first number, a 0 may mark it: that expedition then scores double, losses included. Once a number is written the circle is struck for good (your orange one is). Roll, then mark the red circle with the 0.</source>
        <translation>Onder elke expeditie staat een cirkel. Vóór het eerste getal mag een 0 hem markeren: die expeditie telt dan dubbel, ook de minpunten. Zodra er een getal staat, is de cirkel voorgoed doorgestreept (zoals bij je oranje). Gooi, en markeer dan de rode cirkel met de 0.</translation>
    </message>
    <message>
        <source>Once an expedition has started, a 0 counts as 10, the highest number. Take the 0 with the orange die: a 10 goes above your 5. A 0 cannot start an expedition, though: before the first number, it can only mark the circle.</source>
        <translation>Zodra een expeditie begonnen is, telt een 0 als 10, het hoogste getal. Neem de 0 met de oranje dobbelsteen: boven je 5 komt een 10. Een expeditie beginnen kan een 0 echter niet: vóór het eerste getal kan hij alleen de cirkel markeren.</translation>
    </message>
    <message>
        <source>Red&apos;s second square carries an arrow too. An acceleration may go into the very expedition you just wrote in: its top number again, one square higher. Roll, take the 2 and the red die, then accelerate into red: a second 2.</source>
        <translation>Ook het tweede rode vakje heeft een pijl. Een versnelling mag naar precies de expeditie gaan waarin je net schreef: haar bovenste getal nog eens, een vakje hoger. Gooi, neem de 2 en de rode dobbelsteen en versnel dan in de rode expeditie: een tweede 2.</translation>
    </message>
    <message>
        <source>Writing on a square with a vase hatches the next artifact in the artifact column (framed). The artifact column scores on the right-hand scale. Once all nine are hatched, vase squares can still be written but hatch nothing. Roll, then write the 5 in red.</source>
        <translation>Schrijf je in een vakje met een vaas, dan kruis je het volgende artefact in de artefactkolom (omkaderd) af. De artefactkolom telt op de rechter puntenschaal. Zijn alle negen afgekruist, dan mag je nog in vaasvakjes schrijven, maar ze leveren niets meer op. Gooi, en schrijf dan de 5 in de rode expeditie.</translation>
    </message>
    <message>
        <source>Karen left you a 9 and an 8: they would only start green so high that little could follow. You may always refuse instead of writing, and must when nothing fits: hatch the next symbol of your dice column. The more symbols, the more the column scores, up to 70 for eight. Refuse now.</source>
        <translation>Karen liet je een 9 en een 8: daarmee kun je alleen de groene expeditie zo hoog beginnen dat er weinig meer kan volgen. Je mag altijd weigeren in plaats van te schrijven, en moet het als niets past: kruis het volgende symbool van je dobbelsteenkolom af. Hoe meer symbolen, hoe meer de kolom oplevert, tot 70 voor acht. Weiger nu.</translation>
    </message>
    <message>
        <source>A later game, near its end: seven bridges are taken. Write the 5 on green&apos;s arrow and accelerate into blue: blue&apos;s 6 is written again, on blue&apos;s own arrow, so you accelerate once more. Go back to green: its 5 again, right below its bridge. An acceleration never marks a circle.</source>
        <translation>Een later spel, bijna aan het einde: zeven bruggen zijn genomen. Schrijf de 5 op de pijl van de groene expeditie en versnel in de blauwe: haar 6 wordt nog eens geschreven, op haar eigen pijl, dus versnel je nog een keer. Terug naar de groene: nog eens haar 5, vlak onder haar brug. Een versnelling markeert nooit een cirkel.</translation>
    </message>
    <message>
        <source>Your orange expedition is full. A combination that could continue it (at least its 8; the 0 counts as 10) is not written: it ticks the artifact at the top and hatches one more artifact. That works once per expedition, while the artifact column has room, and it adds no level. An acceleration into a full expedition does the same. Take the 0 and the orange die.</source>
        <translation>Je oranje expeditie is vol. Een combinatie die haar zou voortzetten (minstens haar 8; de 0 telt als 10) wordt niet geschreven: ze kruist het bovenste artefact af en zo nog een artefact. Dat kan één keer per expeditie, zolang de artefactkolom plaats heeft, en het levert geen niveau op. Een versnelling in een volle expeditie doet hetzelfde. Neem de 0 en de oranje dobbelsteen.</translation>
    </message>
    <message>
        <source>Roll: none of these dice will fit your sheet, so you must refuse. That hatches your ninth dice symbol: you are exhausted, and your dice column scores 0 instead of 70. You keep playing; refusing again changes nothing more.</source>
        <translation>Gooi: geen van deze dobbelstenen zal op je blad passen, dus moet je weigeren. Daarmee kruis je jouw negende dobbelsteensymbool af: je bent uitgeput, en je dobbelsteenkolom levert 0 op in plaats van 70. Je speelt verder; opnieuw weigeren verandert niets meer.</translation>
    </message>
    <message>
        <source>You refused as the active player, so all six dice stayed in the middle: Karen chose from three numbers and three colours. She took the 4 and a red die.</source>
        <translation>Je weigerde als actieve speler, dus bleven alle zes dobbelstenen in het midden: Karen koos uit drie getallen en drie kleuren. Ze nam de 4 en een rode dobbelsteen.</translation>
    </message>
    <message>
        <source>Each of the eight columns, the artifact and dice columns included, has a bridge above its 6th square. Karen wrote her 7th green square: she is the first to cross the green bridge and scores 20. Whoever crosses a bridge in a later turn gets nothing for it. At a real table, say aloud when you reach an arrow, a vase or a bridge.</source>
        <translation>Elk van de acht kolommen, de artefact- en dobbelsteenkolom ook, heeft een brug boven het 6e vakje. Karen vulde haar 7e groene vakje: ze steekt als eerste de groene brug over en krijgt 20. Wie een brug in een latere beurt oversteekt, krijgt er niets voor. Aan een echte tafel zeg je hardop wanneer je een pijl, een vaas of een brug bereikt.</translation>
    </message>
    <message>
        <source>Exhausted, you still write, and you keep the bridges you win. Crossing a bridge in the same turn as the first player scores 20 too. Take the 7 and a green die: you both win the green bridge.</source>
        <translation>Ook uitgeput schrijf je nog, en je houdt de bruggen die je wint. Wie een brug in dezelfde beurt oversteekt als de eerste, krijgt ook 20. Neem de 7 en een groene dobbelsteen: jullie winnen allebei de groene brug.</translation>
    </message>
    <message>
        <source>The game ends at the end of a turn in which all eight bridges have been crossed, or in which every player is exhausted. The eighth bridge is crossed: this game is over.</source>
        <translation>Het spel eindigt aan het eind van een beurt waarin alle acht bruggen zijn overgestoken, of waarin alle spelers uitgeput zijn. De achtste brug is overgestoken: dit spel is afgelopen.</translation>
    </message>
    <message>
        <source>Each expedition scores the value beside its highest filled square on the left scale, doubled when its circle is marked. Your full orange expedition scores 50.</source>
        <translation>Elke expeditie levert de waarde naast haar hoogste ingevulde vakje op de linker puntenschaal op, verdubbeld als haar cirkel gemarkeerd is. Je volle oranje expeditie levert 50 op.</translation>
    </message>
    <message>
        <source>Three numbers or fewer lose points; four or more win. Your yellow expedition has two numbers: −15. Start only the expeditions you can take far.</source>
        <translation>Drie getallen of minder kosten punten; vier of meer leveren punten op. Je gele expeditie heeft twee getallen: −15. Begin alleen expedities die je ver kunt brengen.</translation>
    </message>
    <message>
        <source>An expedition left empty scores nothing, but a marked circle with no number above it scores the lowest value of the scale, doubled: −50 × 2 = −100. That is your purple expedition: start every expedition whose circle you mark.</source>
        <translation>Een lege expeditie levert niets op, maar een gemarkeerde cirkel zonder getal erboven levert de laagste waarde van de schaal op, verdubbeld: −50 × 2 = −100. Zo staat je paarse expeditie ervoor: begin elke expeditie waarvan je de cirkel markeert.</translation>
    </message>
    <message>
        <source>The artifact and dice columns score the value beside their highest hatched symbol on the right-hand scale. Nine artifacts score 100. Eight dice symbols score 70, but the ninth drops the column to 0, as yours did.</source>
        <translation>De artefact- en dobbelsteenkolom leveren de waarde naast hun hoogste afgekruiste symbool op de rechter puntenschaal op. Negen artefacten leveren 100 op. Acht dobbelsteensymbolen leveren 70 op, maar het negende laat de kolom zakken naar 0, zoals bij jou.</translation>
    </message>
    <message>
        <source>Add the nine score boxes: six expeditions, two columns and 20 for each bridge you won (bridges are never doubled). The highest total wins; players who tie share the win. You have learned the whole game.</source>
        <translation>Tel de negen scorevakjes op: zes expedities, twee kolommen en 20 voor elke gewonnen brug (bruggen worden nooit verdubbeld). Het hoogste totaal wint; bij gelijkspel delen de spelers de overwinning. Nu ken je het hele spel.</translation>
    </message>
    <message>
        <source>Take the %1 and the colour die for %2: click the two dice (or the lit artifact at the top).</source>
        <translation>Neem de %1 en de kleurdobbelsteen voor %2: klik op de twee dobbelstenen (of op het oplichtende artefact bovenaan).</translation>
    </message>
    <message>
        <source>Refusing the dice</source>
        <translation>De dobbelstenen weigeren</translation>
    </message>
    <message>
        <source>The top of an expedition</source>
        <translation>De top van een expeditie</translation>
    </message>
    <message>
        <source>Bridges and the end</source>
        <translation>Bruggen en het einde</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>De telling</translation>
    </message>
    <message>
        <source>As the active player you take exactly one number die and one colour die. Take the 3 and the orange die: the 3 goes into the orange expedition.</source>
        <translation>Als actieve speler neem je precies één getallendobbelsteen en één kleurdobbelsteen. Neem de 3 en de oranje dobbelsteen: de 3 gaat in de oranje expeditie.</translation>
    </message>
    <message>
        <source>Now you pick from the dice Karen left. In a started expedition the next number must be at least the one below it: equal is fine, lower never. Write the 5 above your 3.</source>
        <translation>Nu kies je uit de dobbelstenen die Karen liet liggen. In een begonnen expeditie moet het volgende getal minstens even hoog zijn als het getal eronder: gelijk mag, lager nooit. Schrijf de 5 boven je 3.</translation>
    </message>
    <message>
        <source>That square carries an arrow: acceleration. You may repeat any expedition&apos;s top number in its next square (an expedition not started gets a 1). It is optional. Accelerate into the red expedition: its doubled circle stays, and a 1 starts it.</source>
        <translation>Op dit vakje staat een pijl: versnelling. Je mag het bovenste getal van een expeditie naar keuze herhalen in haar volgende vakje (een expeditie die nog niet begonnen is, krijgt een 1). Dat is vrijwillig. Versnel in de rode expeditie: haar gemarkeerde cirkel blijft gelden, en ze begint met een 1.</translation>
    </message>
    <message>
        <source>Roll the dice: press Space.</source>
        <translation>Gooi de dobbelstenen: druk op de spatiebalk.</translation>
    </message>
    <message>
        <source>Refuse the dice: press R.</source>
        <translation>Weiger de dobbelstenen: druk op R.</translation>
    </message>
    <message>
        <source>Decline the acceleration: press D.</source>
        <translation>Zie af van de versnelling: druk op D.</translation>
    </message>
    <message>
        <source>Accelerate into %1: click its lit square or press Ctrl+%2.</source>
        <translation>Versnel in %1: klik op het oplichtende vakje of druk op Ctrl+%2.</translation>
    </message>
    <message>
        <source>Take the 0 and the colour die for %1, then click the lit circle.</source>
        <translation>Neem de 0 en de kleurdobbelsteen voor %1 en klik dan op de oplichtende cirkel.</translation>
    </message>
    <message>
        <source>Take the %1 and the colour die for %2: click the two dice (or the lit square).</source>
        <translation>Neem de %1 en de kleurdobbelsteen voor %2: klik op de twee dobbelstenen (of op het oplichtende vakje).</translation>
    </message>
    <message>
        <source>Your first turn</source>
        <translation>Je eerste beurt</translation>
    </message>
    <message>
        <source>Climbing the expeditions</source>
        <translation>De expedities opbouwen</translation>
    </message>
</context>
<context>
    <name>LostCitiesWhatsThis</name>
    <message>
        <source>Number die: %1</source>
        <translation>Getallendobbelsteen: %1</translation>
    </message>
    <message>
        <source>Number die</source>
        <translation>Getallendobbelsteen</translation>
    </message>
    <message>
        <source>Numbers go from 1 up; once an expedition has started, a 0 counts as 10. A 0 with a colour die may mark the circle of that expedition instead.</source>
        <translation>Getallen beginnen bij 1; zodra een expeditie begonnen is, telt een 0 als 10. Een 0 met een kleurdobbelsteen mag in plaats daarvan de cirkel van die expeditie markeren.</translation>
    </message>
    <message>
        <source>Colour die: %1</source>
        <translation>Kleurdobbelsteen: %1</translation>
    </message>
    <message>
        <source>Colour die</source>
        <translation>Kleurdobbelsteen</translation>
    </message>
    <message>
        <source>Together with a number die, it says which expedition the number is written in.</source>
        <translation>Samen met een getallendobbelsteen bepaalt hij in welke expeditie het getal komt.</translation>
    </message>
    <message>
        <source>The player who rolled took it: the others choose from the four dice left.</source>
        <translation>Wie gooide, heeft hem genomen: de anderen kiezen uit de vier overgebleven dobbelstenen.</translation>
    </message>
    <message>
        <source>These are the faces of the last roll; the next player rolls all six dice.</source>
        <translation>Dit zijn de zijden van de vorige worp; de volgende speler gooit alle zes dobbelstenen.</translation>
    </message>
    <message>
        <source>Each expedition has its own colour and shape; the colour dice show the same shapes.</source>
        <translation>Elke expeditie heeft haar eigen kleur en vorm; de kleurdobbelstenen tonen dezelfde vormen.</translation>
    </message>
    <message>
        <source>Sheet of %1</source>
        <translation>Blad van %1</translation>
    </message>
    <message>
        <source>Each expedition scores the value beside its highest square, the artifact and dice columns the value beside their highest mark, and each bridge won 20 points.</source>
        <translation>Elke expeditie levert de waarde naast haar hoogste vakje op, de artefactkolom en de dobbelsteenkolom de waarde naast hun hoogste afgekruiste symbool, en elke gewonnen brug 20 punten.</translation>
    </message>
    <message>
        <source>Circle %1</source>
        <translation>Cirkel %1</translation>
    </message>
    <message>
        <source>Marked with a 0 and a die of this colour before the first number, it doubles the expedition&apos;s points at the end, won or lost.</source>
        <translation>Gemarkeerd met een 0 en een dobbelsteen van deze kleur vóór het eerste getal, verdubbelt hij aan het eind de punten van de expeditie, winst of verlies.</translation>
    </message>
    <message>
        <source>Marked: this expedition&apos;s points count double at the end, won or lost.</source>
        <translation>Gemarkeerd: de punten van deze expeditie tellen aan het eind dubbel, winst of verlies.</translation>
    </message>
    <message>
        <source>Struck: the expedition started without it, so nothing doubles it any more.</source>
        <translation>Doorgestreept: de expeditie begon zonder hem, niets verdubbelt haar nog.</translation>
    </message>
    <message>
        <source>Top artifact %1</source>
        <translation>Bovenste artefact %1</translation>
    </message>
    <message>
        <source>Ticked: it hatched one artifact.</source>
        <translation>Aangekruist: daarvoor is één artefact afgekruist.</translation>
    </message>
    <message>
        <source>Once all nine squares are filled, a number that could continue the expedition ticks it and hatches one artifact instead (once).</source>
        <translation>Zijn alle negen vakjes gevuld, dan kruist een getal dat de expeditie zou kunnen voortzetten dit in plaats daarvan aan en kruist het één artefact af (één keer).</translation>
    </message>
    <message>
        <source>Square %1 %2</source>
        <translation>Vakje %1 %2</translation>
    </message>
    <message>
        <source>Lit: the chosen dice can be written here.</source>
        <translation>Oplichtend: de gekozen dobbelstenen kunnen hier worden ingevuld.</translation>
    </message>
    <message>
        <source>Holds a %1.</source>
        <translation>Bevat een %1.</translation>
    </message>
    <message>
        <source>The next number of this expedition goes here: %1 or higher.</source>
        <translation>Het volgende getal van deze expeditie komt hier: %1 of hoger.</translation>
    </message>
    <message>
        <source>The first number starts the expedition; its circle is struck unless it was marked before.</source>
        <translation>Het eerste getal begint de expeditie; haar cirkel wordt doorgestreept als hij niet eerder gemarkeerd is.</translation>
    </message>
    <message>
        <source>Acceleration square: writing here lets you write the same number at once in any expedition.</source>
        <translation>Versnellingsvak: wie hier schrijft, mag meteen hetzelfde getal in een willekeurige expeditie schrijven.</translation>
    </message>
    <message>
        <source>Artifact square: writing here hatches an artifact.</source>
        <translation>Artefactvakje: wie hier schrijft, kruist een artefact af.</translation>
    </message>
    <message>
        <source>Writing in this 7th square crosses the bridge below it.</source>
        <translation>Wie in dit 7e vakje schrijft, steekt de brug eronder over.</translation>
    </message>
    <message>
        <source>Numbers fill the squares from the bottom and never go down.</source>
        <translation>Getallen vullen de vakjes van onderen af en worden nooit lager.</translation>
    </message>
    <message>
        <source>Artifact %1 of 9</source>
        <translation>Artefact %1 van 9</translation>
    </message>
    <message>
        <source>Artifacts are hatched from the bottom up, one for each number written on a vase square; nine score 100 points.</source>
        <translation>Artefacten worden van onder naar boven afgekruist, één voor elk getal op een artefactvakje; negen leveren 100 punten op.</translation>
    </message>
    <message>
        <source>Dice symbol %1 of 9</source>
        <translation>Dobbelsteensymbool %1 van 9</translation>
    </message>
    <message>
        <source>Refusing the dice hatches the next dice symbol. After the ninth you are exhausted: the column scores 0.</source>
        <translation>Wie de dobbelstenen weigert, kruist het volgende dobbelsteensymbool af. Na het negende ben je uitgeput: de kolom levert 0 op.</translation>
    </message>
    <message>
        <source>Hatched.</source>
        <translation>Afgekruist.</translation>
    </message>
    <message>
        <source>Bridge of the artifact column</source>
        <translation>Brug van de artefactkolom</translation>
    </message>
    <message>
        <source>Bridge of the dice column</source>
        <translation>Brug van de dobbelsteenkolom</translation>
    </message>
    <message>
        <source>Bridge %1</source>
        <translation>Brug %1</translation>
    </message>
    <message>
        <source>The first to reach the 7th square or symbol above it scores 20 points (all who reach it in that same turn); the others strike it out.</source>
        <translation>Wie als eerste het 7e vakje of symbool erboven bereikt, krijgt 20 punten (iedereen die het in dezelfde beurt bereikt); de anderen strepen hem door.</translation>
    </message>
    <message>
        <source>Circled: crossed first, it scores 20 points.</source>
        <translation>Omcirkeld: als eerste overgestoken, levert hij 20 punten op.</translation>
    </message>
    <message>
        <source>Struck out: another player crossed it first.</source>
        <translation>Doorgestreept: een andere speler stak hem als eerste over.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Be&amp;werken</translation>
    </message>
    <message>
        <source>&amp;Turn</source>
        <translation>&amp;Beurt</translation>
    </message>
    <message>
        <source>&amp;Bonuses</source>
        <translation>B&amp;onussen</translation>
    </message>
    <message>
        <source>Reduce &amp;motion</source>
        <translation>&amp;Beweging beperken</translation>
    </message>
    <message>
        <source>Show the rolled dice at once, without the tumbling animation</source>
        <translation>De gegooide dobbelstenen meteen tonen, zonder rolanimatie</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a move in the History: the dice it rolled</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Beel&amp;d</translation>
    </message>
    <message>
        <source>&amp;Computer speed</source>
        <translation>&amp;Computersnelheid</translation>
    </message>
    <message>
        <source>Commentary</source>
        <translation>Commentaar</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Taal</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>Toolbar</source>
        <translation>Werkbalk</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Geschiedenis</translation>
    </message>
    <message>
        <source>%1[*] — %2</source>
        <translation>%1[*] — %2</translation>
    </message>
    <message>
        <source>The unfinished game is back on the table.</source>
        <translation>Het onafgemaakte spel ligt weer op tafel.</translation>
    </message>
    <message>
        <source>Another window of the game is open: this one plays a game of its own, saved separately.</source>
        <translation>Er is nog een venster van het spel open: dit venster speelt een eigen spel, dat apart wordt opgeslagen.</translation>
    </message>
    <message>
        <source>The unfinished game saved automatically cannot be restored.</source>
        <translation>Het automatisch opgeslagen onafgemaakte spel kan niet worden hersteld.</translation>
    </message>
    <message>
        <source>The file was kept as %1. A new game starts.</source>
        <translation>Het bestand is bewaard als %1. Er begint een nieuw spel.</translation>
    </message>
    <message>
        <source>New game — %1 starts</source>
        <translation>Nieuw spel — %1 begint</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The file was kept as %1. The home screen opens.</source>
        <translation>Het bestand is bewaard als %1. Het startscherm wordt geopend.</translation>
    </message>
    <message>
        <source>Kept %1</source>
        <translation>Bewaard op %1</translation>
    </message>
    <message>
        <source>Undo %1</source>
        <translation>Ongedaan maken: %1</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Redo %1</source>
        <translation>Opnieuw: %1</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>Undone: %1</source>
        <translation>Ongedaan gemaakt: %1</translation>
    </message>
    <message>
        <source>Redone: %1</source>
        <translation>Opnieuw uitgevoerd: %1</translation>
    </message>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisch opslaan mislukt: %1</translation>
    </message>
    <message>
        <source>Copenhagen games (*.json);;All files (*)</source>
        <translation>Copenhagen-spellen (*.json);;Alle bestanden (*)</translation>
    </message>
    <message>
        <source>game</source>
        <translation>spel</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Spel opslaan</translation>
    </message>
    <message>
        <source>The game could not be saved to %1:
%2.
Nothing was changed on the disk.</source>
        <translation>Het spel kon niet worden opgeslagen in %1:
%2.
Er is niets gewijzigd op de schijf.</translation>
    </message>
    <message>
        <source>Saved to %1</source>
        <translation>Opgeslagen in %1</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Spel openen</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geopend</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Het bestand kan niet gelezen worden.</translation>
    </message>
    <message>
        <source>The file is damaged or is not a saved game (it is not valid JSON).</source>
        <translation>Het bestand is beschadigd of is geen opgeslagen spel (geen geldige JSON).</translation>
    </message>
    <message>
        <source>This file is not a saved game of this app.</source>
        <translation>Dit bestand is geen spel dat met deze app is opgeslagen.</translation>
    </message>
    <message>
        <source>This file holds a game this version of the app does not have.</source>
        <translation>Dit bestand bevat een spel dat deze versie van de app niet kent.</translation>
    </message>
    <message>
        <source>This game was saved by a newer version of the program.</source>
        <translation>Dit spel is opgeslagen met een nieuwere versie van het programma.</translation>
    </message>
    <message>
        <source>The saved game is damaged: some of its data is missing or wrong.</source>
        <translation>Het opgeslagen spel is beschadigd: sommige gegevens ontbreken of kloppen niet.</translation>
    </message>
    <message>
        <source>The saved game is damaged: a move in it is unreadable.</source>
        <translation>Het opgeslagen spel is beschadigd: een zet erin is onleesbaar.</translation>
    </message>
    <message>
        <source>The saved game is damaged: it contains a move the rules do not allow.</source>
        <translation>Het opgeslagen spel is beschadigd: het bevat een zet die de regels niet toestaan.</translation>
    </message>
    <message>
        <source>The file is far too large to be a saved game: it was not read.</source>
        <translation>Het bestand is veel te groot voor een opgeslagen spel: het is niet gelezen.</translation>
    </message>
    <message>
        <source>This is not an ordinary file (it is a folder, a device or a pipe): it was not read.</source>
        <translation>Dit is geen gewoon bestand (maar een map, een apparaat of een pipe): het is niet gelezen.</translation>
    </message>
    <message>
        <source>The situation this game starts from cannot be opened: it is damaged, or the rules never reach it.</source>
        <translation>De beginsituatie van dit spel kan niet worden geopend: ze is beschadigd, of de regels bereiken haar nooit.</translation>
    </message>
    <message>
        <source>The saved game is damaged: a player&apos;s name is empty, longer than %1 characters or contains characters that are not allowed.</source>
        <translation>Het opgeslagen spel is beschadigd: de naam van een speler is leeg, langer dan %1 tekens of bevat tekens die niet zijn toegestaan.</translation>
    </message>
    <message>
        <source>The saved game cannot be opened.</source>
        <translation>Het opgeslagen spel kan niet geopend worden.</translation>
    </message>
    <message>
        <source>%1 could not be opened.</source>
        <translation>%1 kon niet geopend worden.</translation>
    </message>
    <message>
        <source>The file was left unchanged.</source>
        <translation>Het bestand is niet gewijzigd.</translation>
    </message>
    <message>
        <source>Leave the unfinished game?</source>
        <translation>Het onafgemaakte spel verlaten?</translation>
    </message>
    <message>
        <source>The game of %1 is not finished. The new game takes its place at the table; save a copy first to come back to it later.</source>
        <translation>Het spel van %1 is nog niet af. Het nieuwe spel neemt zijn plaats op tafel in; sla eerst een kopie op om er later op terug te komen.</translation>
    </message>
    <message>
        <source>&amp;Save a copy first…</source>
        <translation>Eerst een &amp;kopie opslaan…</translation>
    </message>
    <message>
        <source>&amp;Leave it</source>
        <translation>&amp;Verlaten</translation>
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
        <translation>— Ronde %1 —</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>New game</source>
        <translation>Nieuw spel</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>Sp&amp;el:</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>&amp;Number of players:</source>
        <translation>&amp;Aantal spelers:</translation>
    </message>
    <message>
        <source>Player &amp;%1:</source>
        <translation>Speler &amp;%1:</translation>
    </message>
    <message>
        <source>A person, or a computer player of this strength</source>
        <translation>Een mens, of een computerspeler van dit niveau</translation>
    </message>
    <message>
        <source>Fixed &amp;random seed:</source>
        <translation>Vaste &amp;willekeurige startwaarde:</translation>
    </message>
    <message>
        <source>The same dice or cards every time: to play a game again or compare</source>
        <translation>Elke keer dezelfde dobbelstenen of kaarten: om een spel opnieuw te spelen of te vergelijken</translation>
    </message>
    <message>
        <source>&amp;Start player:</source>
        <translation>&amp;Startspeler:</translation>
    </message>
    <message>
        <source>Two-player setup</source>
        <translation>Voorbereiding voor twee spelers</translation>
    </message>
    <message>
        <source>With two players one 4-cell shape of each colour is crossed out on the pad. When the game starts, each player chooses a track whose first two boxes are marked.</source>
        <translation>Met twee spelers wordt van elke kleur één vorm van 4 vakjes doorgestreept op het gevelblok. Bij het begin van het spel kiest elke speler een spoor waarvan de eerste twee vakjes worden aangekruist.</translation>
    </message>
    <message>
        <source>Cross out (%1):</source>
        <comment>%1: a colour inside a sentence</comment>
        <translation>Doorstrepen (%1):</translation>
    </message>
    <message>
        <source>%1, first on the pad</source>
        <translation>%1, de eerste op het blok</translation>
    </message>
    <message>
        <source>%1, second on the pad</source>
        <translation>%1, de tweede op het blok</translation>
    </message>
    <message>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Willekeurig</translation>
    </message>
</context>
<context>
    <name>OsErrors</name>
    <message>
        <source>there is no space left on the disk</source>
        <translation>er is geen ruimte meer op de schijf</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>de schijf is alleen-lezen</translation>
    </message>
    <message>
        <source>you are not allowed to write there</source>
        <translation>je mag daar niet schrijven</translation>
    </message>
    <message>
        <source>the folder does not exist</source>
        <translation>de map bestaat niet</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>een deel van het pad is geen map</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>het is een map</translation>
    </message>
    <message>
        <source>the name is too long</source>
        <translation>de naam is te lang</translation>
    </message>
    <message>
        <source>the disk reported an error</source>
        <translation>de schijf heeft een fout gemeld</translation>
    </message>
</context>
<context>
    <name>OutputFile</name>
    <message>
        <source>The folder %1 does not exist.</source>
        <translation>De map %1 bestaat niet.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation>%1 is een map, geen bestand.</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2. Nothing was changed on the disk.</source>
        <translation>%1 kan niet worden geschreven: %2. Er is niets gewijzigd op de schijf.</translation>
    </message>
    <message>
        <source>%1 is not an ordinary file (a device or a pipe): it was not replaced.</source>
        <translation>%1 is geen gewoon bestand (maar een apparaat of een pipe): het is niet vervangen.</translation>
    </message>
</context>
<context>
    <name>Paper</name>
    <message>
        <source>Name:</source>
        <translation>Naam:</translation>
    </message>
    <message>
        <source>Facade pad: cross out each single-use shape when it is built</source>
        <translation>Gevelblok: streep elke eenmalige vorm door zodra hij gebouwd is</translation>
    </message>
    <message>
        <source>Player sheets</source>
        <translation>Spelersbladen</translation>
    </message>
</context>
<context>
    <name>PictureExport</name>
    <message>
        <source>Choose a file ending in .png, .svg or .pdf.</source>
        <translation>Kies een bestand dat eindigt op .png, .svg of .pdf.</translation>
    </message>
    <message>
        <source>The picture could not be encoded.</source>
        <translation>De afbeelding kon niet worden gecodeerd.</translation>
    </message>
    <message>
        <source>PNG image (*.png)</source>
        <translation>PNG-afbeelding (*.png)</translation>
    </message>
    <message>
        <source>SVG drawing (*.svg)</source>
        <translation>SVG-tekening (*.svg)</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-document (*.pdf)</translation>
    </message>
    <message>
        <source>Save picture of the table</source>
        <translation>Afbeelding van de tafel opslaan</translation>
    </message>
    <message>
        <source>The picture could not be saved.</source>
        <translation>De afbeelding kon niet worden opgeslagen.</translation>
    </message>
</context>
<context>
    <name>PresenterControl</name>
    <message>
        <source>Leave the presenter view (F11)</source>
        <translation>Presentatieweergave verlaten (F11)</translation>
    </message>
</context>
<context>
    <name>PrintDialog</name>
    <message>
        <source>Print blank sheets</source>
        <translation>Lege bladen afdrukken</translation>
    </message>
    <message>
        <source>Sheets to play on paper, as a PDF file to print.</source>
        <translation>Bladen om op papier te spelen, als pdf-bestand om af te drukken.</translation>
    </message>
    <message>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <source>Letter</source>
        <translation>US Letter</translation>
    </message>
    <message>
        <source>One copy holds the paper for one game at a full table.</source>
        <translation>Eén exemplaar bevat het papier voor één spel met een volle tafel.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>&amp;Paper size:</source>
        <translation>&amp;Papierformaat:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Taal:</translation>
    </message>
    <message>
        <source>&amp;Copies:</source>
        <translation>&amp;Exemplaren:</translation>
    </message>
    <message>
        <source>Save the sheets as PDF</source>
        <translation>Bladen opslaan als pdf</translation>
    </message>
    <message>
        <source>PDF document (*.pdf)</source>
        <translation>PDF-document (*.pdf)</translation>
    </message>
</context>
<context>
    <name>Printing</name>
    <message>
        <source>This game is not played on paper: there are no sheets to print.</source>
        <translation>Dit spel wordt niet op papier gespeeld: er zijn geen bladen om af te drukken.</translation>
    </message>
    <message>
        <source>Unknown paper size: %1</source>
        <translation>Onbekend papierformaat: %1</translation>
    </message>
    <message>
        <source>There is nothing to print.</source>
        <translation>Er is niets om af te drukken.</translation>
    </message>
</context>
<context>
    <name>ProgressGauges</name>
    <message>
        <source>The game ends once a player has %1 points.</source>
        <translation>Het spel eindigt zodra iemand %1 punten heeft.</translation>
    </message>
    <message>
        <source>In the lead: %1 (%2/%3 points)</source>
        <translation>Aan kop: %1 (%2/%3 punten)</translation>
    </message>
    <message>
        <source>Level in the lead: %1/%2 points</source>
        <translation>Gelijk aan kop: %1/%2 punten</translation>
    </message>
    <message>
        <source>In the lead: %1.</source>
        <translation>Aan kop: %1.</translation>
    </message>
</context>
<context>
    <name>RecapLine</name>
    <message>
        <source>Last turn: %1</source>
        <translation>Laatste beurt: %1</translation>
    </message>
</context>
<context>
    <name>Replay</name>
    <message>
        <source>Replay a game</source>
        <translation>Een spel terugkijken</translation>
    </message>
    <message>
        <source>%1 cannot show a past moment of its games: they cannot be replayed.</source>
        <translation>%1 kan geen eerder moment van zijn spellen tonen: ze kunnen niet worden teruggekeken.</translation>
    </message>
    <message>
        <source>No move has been made yet: there is nothing to replay.</source>
        <translation>Er is nog geen zet gedaan: er is niets om terug te kijken.</translation>
    </message>
    <message>
        <source>Replay: move %1 of %2 — click here to leave it</source>
        <translation>Terugkijken: zet %1 van %2 — klik hier om te stoppen</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>Terugkijken</translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <source>The situation the game starts from</source>
        <translation>De beginsituatie van het spel</translation>
    </message>
    <message>
        <source>The start of the game</source>
        <translation>Het begin van het spel</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Move %1 of %2</source>
        <translation>Zet %1 van %2</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pauzeren</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Afspelen</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>To the start</source>
        <translation>Naar het begin</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Zet terug</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Zet vooruit</translation>
    </message>
    <message>
        <source>To the end</source>
        <translation>Naar het einde</translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation>Snelheid:</translation>
    </message>
    <message>
        <source>%1 s per move</source>
        <translation>%1 s per zet</translation>
    </message>
    <message>
        <source>Leave the replay</source>
        <translation>Stoppen met terugkijken</translation>
    </message>
    <message>
        <source>Back to the table as it was before the replay (Escape)</source>
        <translation>Terug naar de tafel zoals die eerder was (Esc)</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Result</source>
        <translation>Uitslag</translation>
    </message>
    <message>
        <source>%1 wins!</source>
        <translation>%1 wint!</translation>
    </message>
    <message>
        <source>Shared victory: %1</source>
        <translation>Gedeelde overwinning: %1</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Plaats</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Speler</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Rows → points</source>
        <translation>Rijen → punten</translation>
    </message>
    <message>
        <source>Columns → points</source>
        <translation>Kolommen → punten</translation>
    </message>
    <message>
        <source>Windows only</source>
        <translation>Alleen ramen</translation>
    </message>
    <message>
        <source>Full tracks → points</source>
        <translation>Volle sporen → punten</translation>
    </message>
    <message>
        <source>Empty cells</source>
        <translation>Lege vakjes</translation>
    </message>
    <message>
        <source>Complete rows and columns without an X: they score double</source>
        <translation>Volle rijen en kolommen zonder X: die tellen dubbel</translation>
    </message>
    <message>
        <source>Tracks marked to their ninth box: 2 points each</source>
        <translation>Sporen aangekruist tot hun negende vakje: 2 punten per spoor</translation>
    </message>
    <message>
        <source>Most points wins; on a tie, fewer empty cells in the building wins.</source>
        <translation>De meeste punten winnen; bij gelijke stand wint wie minder lege vakjes in het gebouw heeft.</translation>
    </message>
    <message>
        <source>%1 are level on %2 points and have as many empty cells: they share the victory.</source>
        <translation>%1 staan gelijk met %2 punten en hebben evenveel lege vakjes: ze delen de overwinning.</translation>
    </message>
    <message>
        <source>Tie-break: %1 are level on %2 points, so the fewest empty cells decide (%3): %4 wins.</source>
        <translation>Beslissing bij gelijkspel: %1 staan gelijk met %2 punten, dus beslissen de minste lege vakjes (%3): %4 wint.</translation>
    </message>
</context>
<context>
    <name>ResultExtras</name>
    <message>
        <source>Save &amp;picture of the table…</source>
        <translation>&amp;Afbeelding van de tafel opslaan…</translation>
    </message>
</context>
<context>
    <name>ResultScreen</name>
    <message>
        <source>Show &amp;all</source>
        <translation>&amp;Alles tonen</translation>
    </message>
    <message>
        <source>Back to the &amp;table</source>
        <translation>Te&amp;rug naar de tafel</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nieuw spel…</translation>
    </message>
    <message>
        <source>&amp;Play again with the same players</source>
        <translation>&amp;Opnieuw spelen met dezelfde spelers</translation>
    </message>
    <message>
        <source>Counting the points…</source>
        <translation>De punten worden geteld…</translation>
    </message>
</context>
<context>
    <name>RollAndWriteSituation</name>
    <message>
        <source>A cell cannot float: it stands on the ground or on a cell, or belongs to a shape resting on cells drawn before it.</source>
        <translation>Een vakje kan niet zweven: het staat op de grond of op een vakje, of hoort bij een vorm die rust op eerder getekende vakjes.</translation>
    </message>
    <message>
        <source>A track is marked from left to right, without gaps.</source>
        <translation>Een spoor wordt van links naar rechts aangekruist, zonder gaten.</translation>
    </message>
    <message>
        <source>A + or a star is used only once its box was marked, before the player&apos;s latest roll.</source>
        <translation>Een + of een ster wordt pas gebruikt als het vakje ervan vóór de laatste worp van de speler aangekruist was.</translation>
    </message>
    <message>
        <source>That box has no + or star to use.</source>
        <translation>Dit vakje heeft geen + of ster om te gebruiken.</translation>
    </message>
    <message>
        <source>Each + and star is used once, and there are only two printed Reroll stars.</source>
        <translation>Elke + en elke ster wordt één keer gebruikt, en er zijn maar twee gedrukte sterren “Opnieuw gooien”.</translation>
    </message>
    <message>
        <source>Once the dice are rolled, every box the active player marked is usable: none can be new.</source>
        <translation>Zodra er gegooid is, is elk aangekruist vakje van de actieve speler bruikbaar: geen enkel kan nieuw zijn.</translation>
    </message>
    <message>
        <source>Only the shapes printed under × are crossed out; this one may be drawn again and again.</source>
        <translation>Alleen de vormen onder × worden doorgestreept; deze mag steeds opnieuw getekend worden.</translation>
    </message>
    <message>
        <source>The shapes crossed out at the start of a two-player game stay crossed out.</source>
        <translation>De vormen die bij het begin van een spel met twee spelers zijn doorgestreept, blijven doorgestreept.</translation>
    </message>
    <message>
        <source>A player&apos;s two start boxes of a two-player game stay marked.</source>
        <translation>De twee startvakjes van een speler blijven aangekruist in een spel met twee spelers.</translation>
    </message>
    <message>
        <source>A roll is five dice.</source>
        <translation>Een worp bestaat uit vijf dobbelstenen.</translation>
    </message>
    <message>
        <source>Someone has 12 points and the round is over: the game has ended.</source>
        <translation>Iemand heeft 12 punten en de ronde is voorbij: het spel is afgelopen.</translation>
    </message>
</context>
<context>
    <name>RollAndWriteSituationEditor</name>
    <message>
        <source>Click a cell: empty, window, brick. Click a track box to mark the track up to it (a marked box unmarks it). Click a + to use it, a star button to use its ability. Click a die to change its colour, a × shape to cross it out.</source>
        <translation>Klik op een vakje: leeg, raam, baksteen. Klik op een vakje van een spoor om het spoor tot daar aan te kruisen (een aangekruist vakje maakt dat weer ongedaan). Klik op een + om die te gebruiken, op een sterknop om de vaardigheid te gebruiken. Klik op een dobbelsteen om de kleur te veranderen, op een ×-vorm om die door te strepen.</translation>
    </message>
    <message>
        <source>Before the roll</source>
        <translation>Vóór de worp</translation>
    </message>
    <message>
        <source>Dice rolled</source>
        <translation>Gegooid</translation>
    </message>
    <message>
        <source>Building cell</source>
        <translation>Vakje van het gebouw</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Spoor</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>Bonus</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Vaardigheid</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dobbelsteen</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Vorm</translation>
    </message>
</context>
<context>
    <name>RollAndWriteWhatsThis</name>
    <message>
        <source>%1. The game ends once the round in which somebody reaches 12 points is over; the most points win.</source>
        <translation>%1. Het spel eindigt zodra de ronde voorbij is waarin iemand 12 punten haalt; de meeste punten winnen.</translation>
    </message>
    <message>
        <source>Score of %1</source>
        <translation>Score van %1</translation>
    </message>
    <message>
        <source>Points for rows and columns</source>
        <translation>Punten voor rijen en kolommen</translation>
    </message>
    <message>
        <source>Facade pad</source>
        <translation>Gevelblok</translation>
    </message>
    <message>
        <source>Five shapes in each colour. Anyone may take a shape under ∞ again and again; each shape under × can be drawn only once in the whole game.</source>
        <translation>Vijf vormen per kleur. Een vorm onder ∞ mag iedereen steeds opnieuw nemen; elke vorm onder × mag maar één keer in het hele spel getekend worden.</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dobbelstenen</translation>
    </message>
    <message>
        <source>Five dice, each with the five colours and a joker face that may stand for any one of them.</source>
        <translation>Vijf dobbelstenen, elk met de vijf kleuren en een jokerzijde die voor elk ervan mag staan.</translation>
    </message>
    <message>
        <source>Building of %1: %2</source>
        <translation>Gebouw van %1: %2</translation>
    </message>
    <message>
        <source>A brick (X). A complete row holding an X scores 1 point, a column 2 points.</source>
        <translation>Een baksteen (X). Een volle rij met een X levert 1 punt op, een kolom 2 punten.</translation>
    </message>
    <message>
        <source>A window (O). A complete row of windows only scores 2 points, a column of windows only 4.</source>
        <translation>Een raam (O). Een volle rij met alleen ramen levert 2 punten op, een kolom met alleen ramen 4.</translation>
    </message>
    <message>
        <source>An empty cell. A shape may cover it when at least one of the shape&apos;s cells rests on the ground floor or on a cell filled before.</source>
        <translation>Een leeg vakje. Een vorm mag het bedekken als minstens één van haar vakjes op de begane grond rust of op een eerder gevuld vakje.</translation>
    </message>
    <message>
        <source>Completing %1 earns its coat of arms.</source>
        <translation>Wie %1 voltooit, krijgt het wapenschild ervan.</translation>
    </message>
    <message>
        <source>Coat of arms: %1</source>
        <translation>Wapenschild: %1</translation>
    </message>
    <message>
        <source>Crossed out: this line is complete and its extra action was taken.</source>
        <translation>Doorgestreept: deze lijn is vol en de extra actie ervan is genomen.</translation>
    </message>
    <message>
        <source>Complete this row to take an extra action at once: draw a single window (O), or mark two boxes on one track.</source>
        <translation>Voltooi deze rij voor een extra actie meteen: één los raam (O) tekenen, of twee vakjes van één spoor aankruisen.</translation>
    </message>
    <message>
        <source>Complete this column to take an extra action at once: draw a single window (O), or mark two boxes on one track.</source>
        <translation>Voltooi deze kolom voor een extra actie meteen: één los raam (O) tekenen, of twee vakjes van één spoor aankruisen.</translation>
    </message>
    <message>
        <source>Points: %1</source>
        <translation>Punten: %1</translation>
    </message>
    <message>
        <source>Complete: it scored %1.</source>
        <translation>Vol: ze leverde %1 op.</translation>
    </message>
    <message>
        <source>This one has been crossed out.</source>
        <translation>Deze is doorgestreept.</translation>
    </message>
    <message>
        <source>Every sheet starts with two “Reroll” stars, unlocked from the very first turn.</source>
        <translation>Elk blad begint met twee sterren “Opnieuw gooien”, ontgrendeld vanaf de allereerste beurt.</translation>
    </message>
    <message>
        <source>Printed “Reroll” star</source>
        <translation>Gedrukte ster “Opnieuw gooien”</translation>
    </message>
    <message>
        <source>The other players mark this track in phase 3 with an unused die of its colour (a joker: any track), one box at a time from the left.</source>
        <translation>De andere spelers kruisen dit spoor in fase 3 aan met een ongebruikte dobbelsteen van zijn kleur (een joker: elk spoor), één vakje per keer van links.</translation>
    </message>
    <message>
        <source>%1, box %2</source>
        <translation>%1, vakje %2</translation>
    </message>
    <message>
        <source>Marked. Tracks are marked from left to right, without gaps.</source>
        <translation>Aangekruist. Sporen worden van links naar rechts aangekruist, zonder gaten.</translation>
    </message>
    <message>
        <source>Marking this last box scores 2 points at once.</source>
        <translation>Dit laatste vakje aankruisen levert meteen 2 punten op.</translation>
    </message>
    <message>
        <source>Tracks are marked from left to right, without gaps.</source>
        <translation>Sporen worden van links naar rechts aangekruist, zonder gaten.</translation>
    </message>
    <message>
        <source>You may mark it now.</source>
        <translation>Je mag het nu aankruisen.</translation>
    </message>
    <message>
        <source>Bonus (+): %1</source>
        <translation>Bonus (+): %1</translation>
    </message>
    <message numerus="yes">
        <source>%n star(s) left to use.</source>
        <translation>
            <numerusform>Nog %n ster te gebruiken.</numerusform>
            <numerusform>Nog %n sterren te gebruiken.</numerusform>
        </translation>
    </message>
    <message>
        <source>Crossed out: only the ability “New choice” can take it again.</source>
        <translation>Doorgestreept: alleen de vaardigheid “Opnieuw kiezen” kan haar nog eens nemen.</translation>
    </message>
    <message>
        <source>A shape under ×: it can be drawn only once in the whole game, then it is crossed out for everybody.</source>
        <translation>Een vorm onder ×: ze mag maar één keer in het hele spel getekend worden, daarna is ze voor iedereen doorgestreept.</translation>
    </message>
    <message>
        <source>A shape under ∞: anyone may take it again and again.</source>
        <translation>Een vorm onder ∞: iedereen mag haar steeds opnieuw nemen.</translation>
    </message>
    <message>
        <source>It can be chosen now.</source>
        <translation>Ze kan nu gekozen worden.</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>Dobbelsteen</translation>
    </message>
    <message>
        <source>The player whose turn it is rolls all five dice to begin.</source>
        <translation>Wie aan de beurt is, gooit eerst alle vijf dobbelstenen.</translation>
    </message>
    <message>
        <source>Die: %1</source>
        <translation>Dobbelsteen: %1</translation>
    </message>
    <message>
        <source>Assigned to the shape of this turn.</source>
        <translation>Toegewezen aan de vorm van deze beurt.</translation>
    </message>
    <message>
        <source>Taken in phase 3 to mark a track.</source>
        <translation>In fase 3 genomen om een spoor aan te kruisen.</translation>
    </message>
    <message>
        <source>Each cell of the shape needs a die of the shape&apos;s colour; a joker may stand for any colour.</source>
        <translation>Elk vakje van de vorm heeft een dobbelsteen in de kleur van de vorm nodig; een joker mag voor elke kleur staan.</translation>
    </message>
    <message>
        <source>Not used for the shape: the other players may mark the track of its colour with it (a joker: any track).</source>
        <translation>Niet gebruikt voor de vorm: de andere spelers mogen er het spoor van zijn kleur mee aankruisen (een joker: elk spoor).</translation>
    </message>
    <message>
        <source>Marking this box unlocks a star of “%1”, usable from the next turn on.</source>
        <translation>Dit vakje aankruisen ontgrendelt een ster “%1”, te gebruiken vanaf de volgende beurt.</translation>
    </message>
    <message>
        <source>Marking this box unlocks a bonus (+): from the next turn on, it counts as one more die of this track&apos;s colour.</source>
        <translation>Dit vakje aankruisen ontgrendelt een bonus (+): vanaf de volgende beurt telt hij als een extra dobbelsteen in de kleur van dit spoor.</translation>
    </message>
    <message>
        <source>Marked during this turn: its symbol can be used from the next turn on.</source>
        <translation>Deze beurt aangekruist: het symbool ervan is te gebruiken vanaf de volgende beurt.</translation>
    </message>
    <message>
        <source>Its symbol has been crossed out: it is used up for good.</source>
        <translation>Het symbool ervan is doorgestreept: het is voorgoed opgebruikt.</translation>
    </message>
    <message>
        <source>Its star is unlocked: crossing it out uses “%1” once.</source>
        <translation>De ster ervan is ontgrendeld: haar doorstrepen gebruikt “%1” één keer.</translation>
    </message>
    <message>
        <source>Its bonus is unlocked: crossing it out counts as one more die of this track&apos;s colour (at most two bonuses of a colour per turn).</source>
        <translation>De bonus ervan is ontgrendeld: hem doorstrepen telt als een extra dobbelsteen in de kleur van dit spoor (hoogstens twee bonussen van een kleur per beurt).</translation>
    </message>
</context>
<context>
    <name>RulebookDialog</name>
    <message>
        <source>Rules — %1</source>
        <translation>Spelregels — %1</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>Inhoud</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Spelregels</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Against the easy computer player</source>
        <translation>Tegen de makkelijke computerspeler</translation>
    </message>
    <message>
        <source>Against the normal computer player</source>
        <translation>Tegen de normale computerspeler</translation>
    </message>
    <message>
        <source>Against the strong computer player</source>
        <translation>Tegen de sterke computerspeler</translation>
    </message>
    <message>
        <source>Against people only</source>
        <translation>Alleen tegen mensen</translation>
    </message>
    <message>
        <source>Today&apos;s game</source>
        <translation>Spel van de dag</translation>
    </message>
    <message>
        <source>Scores over time</source>
        <translation>Punten door de tijd</translation>
    </message>
    <message>
        <source>Games: %1; scores from %2 to %3</source>
        <translation>Spellen: %1; punten van %2 tot %3</translation>
    </message>
    <message>
        <source>No finished games yet</source>
        <translation>Nog geen uitgespeelde spellen</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punten</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
</context>
<context>
    <name>SituationEditor</name>
    <message>
        <source>Whose turn</source>
        <translation>Wie aan de beurt is</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Fase</translation>
    </message>
    <message>
        <source>Set up a situation — %1</source>
        <translation>Een situatie klaarzetten — %1</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>De beurt</translation>
    </message>
    <message>
        <source>&amp;Whose turn:</source>
        <translation>&amp;Wie is aan de beurt:</translation>
    </message>
    <message>
        <source>P&amp;hase:</source>
        <translation>F&amp;ase:</translation>
    </message>
    <message>
        <source>Start again</source>
        <translation>Opnieuw beginnen</translation>
    </message>
    <message>
        <source>&amp;Players:</source>
        <translation>&amp;Spelers:</translation>
    </message>
    <message>
        <source>From a &amp;new game</source>
        <translation>Vanuit een &amp;nieuw spel</translation>
    </message>
    <message>
        <source>From the game on the &amp;table</source>
        <translation>Vanuit het spel op &amp;tafel</translation>
    </message>
    <message>
        <source>&amp;Open situation…</source>
        <translation>Situatie &amp;openen…</translation>
    </message>
    <message>
        <source>&amp;Save situation…</source>
        <translation>Situatie o&amp;pslaan…</translation>
    </message>
    <message>
        <source>&amp;Round:</source>
        <translation>&amp;Ronde:</translation>
    </message>
    <message>
        <source>Pla&amp;y from here…</source>
        <translation>Vanaf hier spe&amp;len…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Ongedaan maken</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Opnieuw</translation>
    </message>
    <message>
        <source>Undo: %1</source>
        <translation>Ongedaan maken: %1</translation>
    </message>
    <message>
        <source>Redo: %1</source>
        <translation>Opnieuw: %1</translation>
    </message>
    <message>
        <source>By keyboard: Tab to the table, the arrows to a spot, Enter or Space to change it.</source>
        <translation>Met het toetsenbord: Tab naar de tafel, de pijltjestoetsen naar een plek, Enter of spatiebalk om die te veranderen.</translation>
    </message>
    <message>
        <source>the situation would not be one of this game.</source>
        <translation>dat zou geen situatie van dit spel zijn.</translation>
    </message>
    <message>
        <source>Not possible for %1: %2</source>
        <translation>Niet mogelijk voor %1: %2</translation>
    </message>
    <message>
        <source>Not possible: %1</source>
        <translation>Niet mogelijk: %1</translation>
    </message>
    <message>
        <source>A new game</source>
        <translation>Een nieuw spel</translation>
    </message>
    <message>
        <source>The game on the table has no moment a situation can start from.</source>
        <translation>Het spel op tafel heeft geen moment waarop een situatie kan beginnen.</translation>
    </message>
    <message>
        <source>The game on the table</source>
        <translation>Het spel op tafel</translation>
    </message>
    <message>
        <source>situation</source>
        <translation>situatie</translation>
    </message>
    <message>
        <source>Save situation</source>
        <translation>Situatie opslaan</translation>
    </message>
    <message>
        <source>The situation could not be saved to %1:
%2.
Nothing was changed on the disk.</source>
        <translation>De situatie kon niet worden opgeslagen in %1:
%2.
Er is niets op de schijf veranderd.</translation>
    </message>
    <message>
        <source>Saved to %1. Game ▸ Open plays it; this editor opens it too.</source>
        <translation>Opgeslagen in %1. Spel ▸ Openen speelt ze; deze editor opent ze ook.</translation>
    </message>
    <message>
        <source>Open situation</source>
        <translation>Situatie openen</translation>
    </message>
    <message>
        <source>%1 holds a game of %2, not of %3.</source>
        <translation>%1 bevat een spel van %2, niet van %3.</translation>
    </message>
    <message>
        <source>The game in this file has no moment a situation can start from.</source>
        <translation>Het spel in dit bestand heeft geen moment waarop een situatie kan beginnen.</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 openen</translation>
    </message>
    <message>
        <source>The game goes on from the situation you set up.</source>
        <translation>Het spel gaat verder vanaf de situatie die je hebt klaargezet.</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Vanaf hier spelen</translation>
    </message>
    <message>
        <source>The rules never reach this situation.</source>
        <translation>Volgens de regels komt deze situatie nooit voor.</translation>
    </message>
</context>
<context>
    <name>StartTrackPicker</name>
    <message>
        <source>%1, choose your start track</source>
        <translation>%1, kies je startspoor</translation>
    </message>
    <message>
        <source>Two-player setup: the first two boxes of the track you choose are marked before the first roll, and what they unlock is yours from your first turn. Click a track on your sheet, or a button.</source>
        <translation>Opbouw voor twee spelers: de eerste twee vakjes van het gekozen spoor worden vóór de eerste worp aangekruist, en wat ze ontgrendelen kun je vanaf je eerste beurt gebruiken. Klik op een spoor van je spelersblad, of op een knop.</translation>
    </message>
    <message>
        <source>No start track</source>
        <translation>Geen startspoor</translation>
    </message>
    <message>
        <source>Start with all tracks empty</source>
        <translation>Beginnen met alle sporen leeg</translation>
    </message>
</context>
<context>
    <name>StatisticsHub</name>
    <message>
        <source>Player 1</source>
        <translation>Speler 1</translation>
    </message>
    <message>
        <source>Today&apos;s game of %1: the same dice for everyone today, against the strong computer player.</source>
        <translation>Spel van de dag van %1: vandaag voor iedereen dezelfde dobbelstenen, tegen de sterke computerspeler.</translation>
    </message>
    <message>
        <source>Best score of the day so far: %1 (%2).</source>
        <translation>Beste score van de dag tot nu toe: %1 (%2).</translation>
    </message>
    <message>
        <source>Today&apos;s game of %1 — best score of the day on this computer so far: %2 (%3).</source>
        <translation>Spel van de dag van %1 — beste score van de dag op deze computer tot nu toe: %2 (%3).</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istieken…</translation>
    </message>
    <message>
        <source>Games, wins and scores per player</source>
        <translation>Spellen, overwinningen en punten per speler</translation>
    </message>
    <message>
        <source>&amp;Today&apos;s game</source>
        <translation>Spel van de &amp;dag</translation>
    </message>
    <message>
        <source>Today&apos;s dice, the same for everyone, against the strong computer player</source>
        <translation>De dobbelstenen van vandaag, voor iedereen dezelfde, tegen de sterke computerspeler</translation>
    </message>
</context>
<context>
    <name>StatisticsNotice</name>
    <message>
        <source>The statistics file was damaged.</source>
        <translation>Het statistiekbestand was beschadigd.</translation>
    </message>
    <message>
        <source>The statistics file stayed locked by another program.</source>
        <translation>Het statistiekbestand bleef vergrendeld door een ander programma.</translation>
    </message>
    <message>
        <source>It was kept as %1 and a new one was started.</source>
        <translation>Het is bewaard als %1 en er is een nieuw begonnen.</translation>
    </message>
    <message>
        <source>A new one was started.</source>
        <translation>Er is een nieuw begonnen.</translation>
    </message>
    <message>
        <source>The statistics file was made by a newer version of this program and is left as it is. Games finished now are counted only until the program is closed.</source>
        <translation>Het statistiekbestand is gemaakt door een nieuwere versie van dit programma en blijft zoals het is. Spellen die nu worden uitgespeeld, tellen alleen mee tot het programma wordt gesloten.</translation>
    </message>
    <message>
        <source>The statistics file cannot be written (%1). Games finished now are counted only until the program is closed.</source>
        <translation>Het statistiekbestand kan niet worden geschreven (%1). Spellen die nu worden uitgespeeld, tellen alleen mee tot het programma wordt gesloten.</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>no games</source>
        <translation>geen spellen</translation>
    </message>
    <message>
        <source>%1 of %2 won (%3)</source>
        <translation>%1 van %2 gewonnen (%3)</translation>
    </message>
    <message numerus="yes">
        <source>Damaged entries skipped: %n. The statistics file was left as it is.</source>
        <translation>
            <numerusform>Overgeslagen beschadigd item: %n. Het statistiekbestand is ongewijzigd gelaten.</numerusform>
            <numerusform>Overgeslagen beschadigde items: %n. Het statistiekbestand is ongewijzigd gelaten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (today&apos;s game)</source>
        <translation>%1 (spel van de dag)</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>makkelijk</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normaal</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>sterk</translation>
    </message>
    <message>
        <source>%1 (computer, %2)</source>
        <translation>%1 (computer, %2)</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistieken</translation>
    </message>
    <message>
        <source>This game&apos;s record in the statistics file is damaged and cannot be opened. The file was left as it is.</source>
        <translation>De opname van dit spel in het statistiekbestand is beschadigd en kan niet worden geopend. Het bestand is ongewijzigd gelaten.</translation>
    </message>
    <message>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>Spe&amp;ler:</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Cijfers</translation>
    </message>
    <message>
        <source>Scores over time</source>
        <translation>Punten door de tijd</translation>
    </message>
    <message>
        <source>Past games</source>
        <translation>Eerdere spellen</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Gespeelde spellen:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Gewonnen spellen:</translation>
    </message>
    <message>
        <source>Win rate:</source>
        <translation>Winstpercentage:</translation>
    </message>
    <message>
        <source>Average score:</source>
        <translation>Gemiddelde score:</translation>
    </message>
    <message>
        <source>Best score:</source>
        <translation>Beste score:</translation>
    </message>
    <message>
        <source>Against the easy computer player:</source>
        <translation>Tegen de makkelijke computerspeler:</translation>
    </message>
    <message>
        <source>Against the normal computer player:</source>
        <translation>Tegen de normale computerspeler:</translation>
    </message>
    <message>
        <source>Against the strong computer player:</source>
        <translation>Tegen de sterke computerspeler:</translation>
    </message>
    <message>
        <source>Against people only:</source>
        <translation>Alleen tegen mensen:</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spelers</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Punten</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winnaar</translation>
    </message>
    <message>
        <source>&amp;Open read-only</source>
        <translation>&amp;Alleen-lezen openen</translation>
    </message>
    <message>
        <source>Double-click a game, or press Enter, to look through it move by move.</source>
        <translation>Dubbelklik op een spel, of druk op Enter, om het zet voor zet te bekijken.</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>a percentage: %1 is the number</comment>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>TableCounts</name>
    <message numerus="yes">
        <source>%n of 9 boxes marked</source>
        <translation>
            <numerusform>%n van 9 vakjes aangekruist</numerusform>
            <numerusform>%n van 9 vakjes aangekruist</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TablePreview</name>
    <message>
        <source>Looking at an earlier moment — click to return to the game</source>
        <translation>Je bekijkt een eerder moment — klik om terug te gaan naar het spel</translation>
    </message>
    <message>
        <source>Looking at round %1 — click to return to the game</source>
        <translation>Je bekijkt ronde %1 — klik om terug te gaan naar het spel</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Start player</source>
        <translation>Startspeler</translation>
    </message>
    <message>
        <source>Computer (easy)</source>
        <translation>Computer (makkelijk)</translation>
    </message>
    <message>
        <source>Computer (normal)</source>
        <translation>Computer (normaal)</translation>
    </message>
    <message>
        <source>Computer (strong)</source>
        <translation>Computer (sterk)</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Playing</source>
        <comment>badge on the sheet of the player whose turn it is</comment>
        <translation>Aan de beurt</translation>
    </message>
    <message>
        <source>Choosing</source>
        <comment>sheet of the player choosing a die in phase 3</comment>
        <translation>Kiest</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winnaar</translation>
    </message>
    <message>
        <source>Crossed out</source>
        <translation>Doorgestreept</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>Rij</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>Kolom</translation>
    </message>
    <message>
        <source>A complete row scores 1 point, 2 if it holds no X. A complete column scores 2 points, 4 if it holds no X.</source>
        <translation>Een volle rij levert 1 punt op, 2 zonder X. Een volle kolom levert 2 punten op, 4 zonder X.</translation>
    </message>
    <message>
        <source>Column %1, row %2</source>
        <translation>Kolom %1, rij %2</translation>
    </message>
    <message>
        <source>Bonus +: counts as one more red die this turn</source>
        <translation>Bonus +: telt deze beurt als een extra rode dobbelsteen</translation>
    </message>
    <message>
        <source>Bonus +: counts as one more blue die this turn</source>
        <translation>Bonus +: telt deze beurt als een extra blauwe dobbelsteen</translation>
    </message>
    <message>
        <source>Bonus +: counts as one more purple die this turn</source>
        <translation>Bonus +: telt deze beurt als een extra paarse dobbelsteen</translation>
    </message>
    <message>
        <source>Bonus +: counts as one more green die this turn</source>
        <translation>Bonus +: telt deze beurt als een extra groene dobbelsteen</translation>
    </message>
    <message>
        <source>Bonus +: counts as one more yellow die this turn</source>
        <translation>Bonus +: telt deze beurt als een extra gele dobbelsteen</translation>
    </message>
    <message>
        <source>Coat of arms: complete this row to draw a single window or mark two boxes on one track</source>
        <translation>Wapenschild: voltooi deze rij om één los raam te tekenen of twee vakjes van één spoor aan te kruisen</translation>
    </message>
    <message>
        <source>Coat of arms: complete this column to draw a single window or mark two boxes on one track</source>
        <translation>Wapenschild: voltooi deze kolom om één los raam te tekenen of twee vakjes van één spoor aan te kruisen</translation>
    </message>
    <message>
        <source>Die showing %1</source>
        <comment>%1: a colour inside a sentence</comment>
        <translation>Dobbelsteen toont %1</translation>
    </message>
    <message>
        <source>Completed: %1</source>
        <translation>Voltooid: %1</translation>
    </message>
    <message>
        <source>Score: %1</source>
        <translation>Score: %1</translation>
    </message>
    <message>
        <source>Die (not rolled yet)</source>
        <translation>Dobbelsteen (nog niet gegooid)</translation>
    </message>
    <message>
        <source>Joker: counts as any colour</source>
        <translation>Joker: telt als elke kleur</translation>
    </message>
    <message>
        <source>used for the shape</source>
        <translation>gebruikt voor de vorm</translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>Player %1</source>
        <translation>Speler %1</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rood</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blauw</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Paars</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Groen</translation>
    </message>
    <message>
        <source>Yellow</source>
        <translation>Geel</translation>
    </message>
    <message>
        <source>Joker</source>
        <translation>Joker</translation>
    </message>
    <message>
        <source>red</source>
        <comment>colour as a noun inside a sentence</comment>
        <translation>rood</translation>
    </message>
    <message>
        <source>blue</source>
        <comment>colour as a noun inside a sentence</comment>
        <translation>blauw</translation>
    </message>
    <message>
        <source>purple</source>
        <comment>colour as a noun inside a sentence</comment>
        <translation>paars</translation>
    </message>
    <message>
        <source>green</source>
        <comment>colour as a noun inside a sentence</comment>
        <translation>groen</translation>
    </message>
    <message>
        <source>yellow</source>
        <comment>colour as a noun inside a sentence</comment>
        <translation>geel</translation>
    </message>
    <message>
        <source>joker</source>
        <comment>colour as a noun inside a sentence</comment>
        <translation>joker</translation>
    </message>
    <message>
        <source>Reroll</source>
        <translation>Opnieuw gooien</translation>
    </message>
    <message>
        <source>No X</source>
        <translation>Geen X</translation>
    </message>
    <message>
        <source>One X</source>
        <translation>Eén X</translation>
    </message>
    <message>
        <source>Colour change</source>
        <translation>Kleurwissel</translation>
    </message>
    <message>
        <source>New choice</source>
        <translation>Opnieuw kiezen</translation>
    </message>
    <message>
        <source>Before choosing a shape, roll any of the dice again.</source>
        <translation>Gooi vóór het kiezen van een vorm willekeurige dobbelstenen opnieuw.</translation>
    </message>
    <message>
        <source>Draw one extra single cell with an X, before or after your shape.</source>
        <translation>Teken vóór of na je vorm één los extra vakje met een X.</translation>
    </message>
    <message>
        <source>Turn any number of dice showing the same colour to another colour.</source>
        <translation>Draai zoveel dobbelstenen met dezelfde kleur als je wilt naar een andere kleur.</translation>
    </message>
    <message>
        <source>Take a single-use shape that is already crossed out on the facade pad.</source>
        <translation>Neem een vorm die al doorgestreept is op het gevelblok.</translation>
    </message>
    <message numerus="yes">
        <source>red %n-cell shape</source>
        <translation>
            <numerusform>rode gevelvorm van %n vakje</numerusform>
            <numerusform>rode gevelvorm van %n vakjes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>blue %n-cell shape</source>
        <translation>
            <numerusform>blauwe gevelvorm van %n vakje</numerusform>
            <numerusform>blauwe gevelvorm van %n vakjes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>purple %n-cell shape</source>
        <translation>
            <numerusform>paarse gevelvorm van %n vakje</numerusform>
            <numerusform>paarse gevelvorm van %n vakjes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>green %n-cell shape</source>
        <translation>
            <numerusform>groene gevelvorm van %n vakje</numerusform>
            <numerusform>groene gevelvorm van %n vakjes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>yellow %n-cell shape</source>
        <translation>
            <numerusform>gele gevelvorm van %n vakje</numerusform>
            <numerusform>gele gevelvorm van %n vakjes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n use(s) left</source>
        <translation>
            <numerusform>nog %n keer te gebruiken</numerusform>
            <numerusform>nog %n keer te gebruiken</numerusform>
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
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>Phase 1: roll and choose a shape</source>
        <translation>Fase 1: gooien en een vorm kiezen</translation>
    </message>
    <message>
        <source>Phase 2: draw the shape</source>
        <translation>Fase 2: de vorm tekenen</translation>
    </message>
    <message>
        <source>Coat of arms</source>
        <translation>Wapenschild</translation>
    </message>
    <message>
        <source>Phase 3: the other players mark a track</source>
        <translation>Fase 3: de anderen kruisen een spoor aan</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Einde van het spel</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Het spel is afgelopen.</translation>
    </message>
    <message>
        <source>That is not possible at this point of the turn.</source>
        <translation>Dat kan op dit moment van de beurt niet.</translation>
    </message>
    <message>
        <source>It is another player&apos;s turn to act.</source>
        <translation>Een andere speler is aan de beurt.</translation>
    </message>
    <message>
        <source>The roll does not have the right number of dice.</source>
        <translation>De worp heeft niet het juiste aantal dobbelstenen.</translation>
    </message>
    <message>
        <source>There is no such die.</source>
        <translation>Die dobbelsteen bestaat niet.</translation>
    </message>
    <message>
        <source>The same die was chosen twice.</source>
        <translation>Dezelfde dobbelsteen is twee keer gekozen.</translation>
    </message>
    <message>
        <source>Choose at least one die first.</source>
        <translation>Kies eerst minstens één dobbelsteen.</translation>
    </message>
    <message>
        <source>These dice already show that colour.</source>
        <translation>Deze dobbelstenen tonen die kleur al.</translation>
    </message>
    <message>
        <source>There is no such shape on the facade pad.</source>
        <translation>Die vorm staat niet op het gevelblok.</translation>
    </message>
    <message>
        <source>Only dice of the shape&apos;s colour, or jokers, can be used for it.</source>
        <translation>Alleen dobbelstenen in de kleur van de vorm, of jokers, tellen hiervoor.</translation>
    </message>
    <message>
        <source>Not enough dice of this colour (with jokers and bonuses) for this shape.</source>
        <translation>Niet genoeg dobbelstenen van deze kleur (met jokers en bonussen) voor deze vorm.</translation>
    </message>
    <message>
        <source>More dice and bonuses than the shape has cells.</source>
        <translation>Meer dobbelstenen en bonussen dan de vorm vakjes heeft.</translation>
    </message>
    <message>
        <source>The building has no room left for the shape.</source>
        <translation>Er is in het gebouw geen plaats meer voor de vorm.</translation>
    </message>
    <message>
        <source>The shape must stay inside the building.</source>
        <translation>De vorm moet binnen het gebouw blijven.</translation>
    </message>
    <message>
        <source>Cells that are already filled cannot be drawn on.</source>
        <translation>Op vakjes die al gevuld zijn, mag niet getekend worden.</translation>
    </message>
    <message>
        <source>At least one cell must be on the ground floor or right above a filled cell.</source>
        <translation>Minstens één vakje moet op de begane grond of direct boven een gevuld vakje liggen.</translation>
    </message>
    <message>
        <source>These cells do not form the chosen shape.</source>
        <translation>Deze vakjes vormen niet de gekozen vorm.</translation>
    </message>
    <message>
        <source>Shapes may be turned but not mirrored: this is the mirror image.</source>
        <translation>Vormen mogen gedraaid worden, maar niet gespiegeld: dit is het spiegelbeeld.</translation>
    </message>
    <message>
        <source>The X must go in a cell of the shape just drawn.</source>
        <translation>De X hoort in een vakje van de zojuist getekende vorm.</translation>
    </message>
    <message>
        <source>At most two bonuses of the same colour can be used in one turn.</source>
        <translation>Per beurt mogen hoogstens twee bonussen van dezelfde kleur gebruikt worden.</translation>
    </message>
    <message>
        <source>No unlocked bonus of this colour is left.</source>
        <translation>Er is geen ontgrendelde bonus van deze kleur meer over.</translation>
    </message>
    <message>
        <source>Unlocked during this turn: it can be used from your next turn on.</source>
        <translation>Deze beurt ontgrendeld: bruikbaar vanaf je volgende beurt.</translation>
    </message>
    <message>
        <source>This ability is not unlocked, or all its stars are used.</source>
        <translation>Deze vaardigheid is niet ontgrendeld, of al haar sterren zijn gebruikt.</translation>
    </message>
    <message>
        <source>One star covers one tile: your shape this turn gets only windows (O), no X. Used after the shape, or as a second star, it gives your next “One X” cell a window.</source>
        <translation>Eén ster geldt voor één tekening: je vorm krijgt deze beurt alleen ramen (O), geen X. Na de vorm of als tweede ster gebruikt, krijgt in plaats daarvan je volgende vakje met “Eén X” een raam.</translation>
    </message>
    <message>
        <source>Red track (%1)</source>
        <comment>a label; %1 is the ability</comment>
        <translation>Rood spoor (%1)</translation>
    </message>
    <message>
        <source>Blue track (%1)</source>
        <comment>a label; %1 is the ability</comment>
        <translation>Blauw spoor (%1)</translation>
    </message>
    <message>
        <source>Purple track (%1)</source>
        <comment>a label; %1 is the ability</comment>
        <translation>Paars spoor (%1)</translation>
    </message>
    <message>
        <source>Green track (%1)</source>
        <comment>a label; %1 is the ability</comment>
        <translation>Groen spoor (%1)</translation>
    </message>
    <message>
        <source>Yellow track (%1)</source>
        <comment>a label; %1 is the ability</comment>
        <translation>Geel spoor (%1)</translation>
    </message>
    <message>
        <source>row %1</source>
        <comment>inside a sentence</comment>
        <translation>rij %1</translation>
    </message>
    <message>
        <source>column %1</source>
        <comment>inside a sentence</comment>
        <translation>kolom %1</translation>
    </message>
    <message>
        <source>column %1, row %2</source>
        <comment>a cell inside a sentence</comment>
        <translation>kolom %1, rij %2</translation>
    </message>
    <message>
        <source>“Colour change” only turns dice that show the same colour.</source>
        <translation>“Kleurwissel” draait alleen dobbelstenen met dezelfde kleur.</translation>
    </message>
    <message>
        <source>This shape is crossed out. Only the “New choice” ability can take it again.</source>
        <translation>Deze vorm is doorgestreept. Alleen de vaardigheid “Opnieuw kiezen” kan hem nog eens nemen.</translation>
    </message>
    <message>
        <source>This shape is crossed out, and your “New choice” star was unlocked during this turn: it can be used from your next turn on.</source>
        <translation>Deze vorm is doorgestreept, en je ster “Opnieuw kiezen” is pas deze beurt ontgrendeld: je kunt hem vanaf je volgende beurt gebruiken.</translation>
    </message>
    <message>
        <source>“No X” is already in use this turn.</source>
        <translation>De vaardigheid “Geen X” is deze beurt al in gebruik.</translation>
    </message>
    <message>
        <source>A “No X” star already waits for your next “One X” cell.</source>
        <translation>Er wacht al een ster “Geen X” op je volgende vakje met “Eén X”.</translation>
    </message>
    <message>
        <source>One “No X” star covers one tile: your shape is already covered or drawn, and no “One X” cell can follow.</source>
        <translation>Eén ster “Geen X” geldt voor één tekening: je vorm is al gedekt of getekend, en er kan geen vakje met “Eén X” meer volgen.</translation>
    </message>
    <message>
        <source>This ability track is already full.</source>
        <translation>Dit vaardigheidsspoor is al vol.</translation>
    </message>
    <message>
        <source>This die was used for the shape: only unused dice can be chosen.</source>
        <translation>Deze dobbelsteen is voor de vorm gebruikt: alleen ongebruikte dobbelstenen zijn te kiezen.</translation>
    </message>
    <message>
        <source>You have already taken this die.</source>
        <translation>Deze dobbelsteen heb je al genomen.</translation>
    </message>
    <message>
        <source>This die shows another colour: it marks only the track of its colour.</source>
        <translation>Deze dobbelsteen toont een andere kleur: hij kruist alleen het spoor van zijn kleur aan.</translation>
    </message>
    <message>
        <source>No unused die shows this colour: this track cannot be marked now.</source>
        <translation>Geen ongebruikte dobbelsteen toont deze kleur: dit spoor kan nu niet worden aangekruist.</translation>
    </message>
    <message>
        <source>A shape can still be drawn, so you cannot pass.</source>
        <translation>Er kan nog een vorm getekend worden, dus je mag niet passen.</translation>
    </message>
    <message>
        <source>No single cell can be drawn anywhere in the building.</source>
        <translation>Nergens in het gebouw kan nog een los vakje getekend worden.</translation>
    </message>
    <message>
        <source>The joker has no ability track of its own.</source>
        <translation>De joker heeft geen eigen vaardigheidsspoor.</translation>
    </message>
    <message>
        <source>Roll the dice first: bonuses, abilities and the shape come after the roll.</source>
        <translation>Gooi eerst de dobbelstenen: bonussen, vaardigheden en de vorm komen na de worp.</translation>
    </message>
    <message>
        <source>The dice are already rolled: only the “Reroll” ability rolls them again.</source>
        <translation>De dobbelstenen zijn al gegooid: alleen de vaardigheid “Opnieuw gooien” gooit ze opnieuw.</translation>
    </message>
    <message>
        <source>Rerolls come before choosing a shape, and this turn&apos;s shape is already chosen.</source>
        <translation>Je gooit opnieuw vóór het kiezen van een vorm, en de vorm van deze beurt is al gekozen.</translation>
    </message>
    <message>
        <source>Bonuses come before choosing a shape, and this turn&apos;s shape is already chosen.</source>
        <translation>Bonussen gebruik je vóór het kiezen van een vorm, en de vorm van deze beurt is al gekozen.</translation>
    </message>
    <message>
        <source>“Colour change” comes before choosing a shape, and this turn&apos;s shape is already chosen.</source>
        <translation>“Kleurwissel” gebruik je vóór het kiezen van een vorm, en de vorm van deze beurt is al gekozen.</translation>
    </message>
    <message>
        <source>This turn&apos;s shape is already chosen (or you passed).</source>
        <translation>De vorm van deze beurt is al gekozen (of je hebt gepast).</translation>
    </message>
    <message>
        <source>Choose a shape on the facade pad first.</source>
        <translation>Kies eerst een vorm op het gevelblok.</translation>
    </message>
    <message>
        <source>Draw this turn&apos;s shape first.</source>
        <translation>Teken eerst de vorm van deze beurt.</translation>
    </message>
    <message>
        <source>This turn&apos;s shape is already drawn.</source>
        <translation>De vorm van deze beurt is al getekend.</translation>
    </message>
    <message>
        <source>First choose the cell of your new shape that gets the X.</source>
        <translation>Kies eerst het vakje van je nieuwe vorm dat de X krijgt.</translation>
    </message>
    <message>
        <source>First use your coat of arms: draw a single window, or mark two boxes on one track.</source>
        <translation>Gebruik eerst je wapenschild: teken één los raam, of kruis twee vakjes op één spoor aan.</translation>
    </message>
    <message>
        <source>No coat of arms is waiting for its action.</source>
        <translation>Geen wapenschild wacht op zijn actie.</translation>
    </message>
    <message>
        <source>Tracks are marked in phase 3, by the other players, with the dice left over.</source>
        <translation>Sporen worden in fase 3 aangekruist, door de andere spelers, met de overgebleven dobbelstenen.</translation>
    </message>
    <message>
        <source>See the rule</source>
        <translation>Naar de regel</translation>
    </message>
    <message>
        <source>%1 marks a box on the red track.</source>
        <translation>%1 kruist een vakje aan op het rode spoor.</translation>
    </message>
    <message>
        <source>%1 marks a box on the blue track.</source>
        <translation>%1 kruist een vakje aan op het blauwe spoor.</translation>
    </message>
    <message>
        <source>%1 marks a box on the purple track.</source>
        <translation>%1 kruist een vakje aan op het paarse spoor.</translation>
    </message>
    <message>
        <source>%1 marks a box on the green track.</source>
        <translation>%1 kruist een vakje aan op het groene spoor.</translation>
    </message>
    <message>
        <source>%1 marks a box on the yellow track.</source>
        <translation>%1 kruist een vakje aan op het gele spoor.</translation>
    </message>
    <message>
        <source>%1 marks two boxes on the red track.</source>
        <translation>%1 kruist twee vakjes aan op het rode spoor.</translation>
    </message>
    <message>
        <source>%1 marks two boxes on the blue track.</source>
        <translation>%1 kruist twee vakjes aan op het blauwe spoor.</translation>
    </message>
    <message>
        <source>%1 marks two boxes on the purple track.</source>
        <translation>%1 kruist twee vakjes aan op het paarse spoor.</translation>
    </message>
    <message>
        <source>%1 marks two boxes on the green track.</source>
        <translation>%1 kruist twee vakjes aan op het groene spoor.</translation>
    </message>
    <message>
        <source>%1 marks two boxes on the yellow track.</source>
        <translation>%1 kruist twee vakjes aan op het gele spoor.</translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the red track: +%n point(s).</source>
        <translation>
            <numerusform>%1 voltooit het rode spoor: +%n punt.</numerusform>
            <numerusform>%1 voltooit het rode spoor: +%n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the blue track: +%n point(s).</source>
        <translation>
            <numerusform>%1 voltooit het blauwe spoor: +%n punt.</numerusform>
            <numerusform>%1 voltooit het blauwe spoor: +%n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the purple track: +%n point(s).</source>
        <translation>
            <numerusform>%1 voltooit het paarse spoor: +%n punt.</numerusform>
            <numerusform>%1 voltooit het paarse spoor: +%n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the green track: +%n point(s).</source>
        <translation>
            <numerusform>%1 voltooit het groene spoor: +%n punt.</numerusform>
            <numerusform>%1 voltooit het groene spoor: +%n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the yellow track: +%n point(s).</source>
        <translation>
            <numerusform>%1 voltooit het gele spoor: +%n punt.</numerusform>
            <numerusform>%1 voltooit het gele spoor: +%n punten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 uses a red bonus: one more red die.</source>
        <translation>%1 gebruikt een rode bonus: één rode dobbelsteen extra.</translation>
    </message>
    <message>
        <source>%1 uses a blue bonus: one more blue die.</source>
        <translation>%1 gebruikt een blauwe bonus: één blauwe dobbelsteen extra.</translation>
    </message>
    <message>
        <source>%1 uses a purple bonus: one more purple die.</source>
        <translation>%1 gebruikt een paarse bonus: één paarse dobbelsteen extra.</translation>
    </message>
    <message>
        <source>%1 uses a green bonus: one more green die.</source>
        <translation>%1 gebruikt een groene bonus: één groene dobbelsteen extra.</translation>
    </message>
    <message>
        <source>%1 uses a yellow bonus: one more yellow die.</source>
        <translation>%1 gebruikt een gele bonus: één gele dobbelsteen extra.</translation>
    </message>
    <message>
        <source>%1 unlocks a red bonus (usable from their next turn).</source>
        <translation>%1 ontgrendelt een rode bonus (bruikbaar vanaf de volgende eigen beurt).</translation>
    </message>
    <message>
        <source>%1 unlocks a blue bonus (usable from their next turn).</source>
        <translation>%1 ontgrendelt een blauwe bonus (bruikbaar vanaf de volgende eigen beurt).</translation>
    </message>
    <message>
        <source>%1 unlocks a purple bonus (usable from their next turn).</source>
        <translation>%1 ontgrendelt een paarse bonus (bruikbaar vanaf de volgende eigen beurt).</translation>
    </message>
    <message>
        <source>%1 unlocks a green bonus (usable from their next turn).</source>
        <translation>%1 ontgrendelt een groene bonus (bruikbaar vanaf de volgende eigen beurt).</translation>
    </message>
    <message>
        <source>%1 unlocks a yellow bonus (usable from their next turn).</source>
        <translation>%1 ontgrendelt een gele bonus (bruikbaar vanaf de volgende eigen beurt).</translation>
    </message>
    <message>
        <source>Use a red bonus (%1)</source>
        <translation>Rode bonus gebruiken (%1)</translation>
    </message>
    <message>
        <source>Use a blue bonus (%1)</source>
        <translation>Blauwe bonus gebruiken (%1)</translation>
    </message>
    <message>
        <source>Use a purple bonus (%1)</source>
        <translation>Paarse bonus gebruiken (%1)</translation>
    </message>
    <message>
        <source>Use a green bonus (%1)</source>
        <translation>Groene bonus gebruiken (%1)</translation>
    </message>
    <message>
        <source>Use a yellow bonus (%1)</source>
        <translation>Gele bonus gebruiken (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: two boxes on the red track (%1)</source>
        <translation>Wapenschild: twee vakjes op het rode spoor (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: two boxes on the blue track (%1)</source>
        <translation>Wapenschild: twee vakjes op het blauwe spoor (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: two boxes on the purple track (%1)</source>
        <translation>Wapenschild: twee vakjes op het paarse spoor (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: two boxes on the green track (%1)</source>
        <translation>Wapenschild: twee vakjes op het groene spoor (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: two boxes on the yellow track (%1)</source>
        <translation>Wapenschild: twee vakjes op het gele spoor (%1)</translation>
    </message>
    <message>
        <source>Mark the red track (%1)</source>
        <translation>Het rode spoor aankruisen (%1)</translation>
    </message>
    <message>
        <source>Mark the blue track (%1)</source>
        <translation>Het blauwe spoor aankruisen (%1)</translation>
    </message>
    <message>
        <source>Mark the purple track (%1)</source>
        <translation>Het paarse spoor aankruisen (%1)</translation>
    </message>
    <message>
        <source>Mark the green track (%1)</source>
        <translation>Het groene spoor aankruisen (%1)</translation>
    </message>
    <message>
        <source>Mark the yellow track (%1)</source>
        <translation>Het gele spoor aankruisen (%1)</translation>
    </message>
    <message>
        <source>%1 rolls: %2.</source>
        <translation>%1 gooit: %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 rerolls %n dice: %2.</source>
        <translation>
            <numerusform>%1 gooit %n dobbelsteen opnieuw: %2.</numerusform>
            <numerusform>%1 gooit %n dobbelstenen opnieuw: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 turns %n dice to %2.</source>
        <translation>
            <numerusform>%1 draait %n dobbelsteen naar %2.</numerusform>
            <numerusform>%1 draait %n dobbelstenen naar %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 uses “No X”: the next “One X” cell gets a window.</source>
        <translation>%1 gebruikt “Geen X”: het volgende vakje met “Eén X” krijgt een raam.</translation>
    </message>
    <message>
        <source>%1 uses “No X”: the shape gets only windows.</source>
        <translation>%1 gebruikt “Geen X”: de vorm krijgt alleen ramen.</translation>
    </message>
    <message>
        <source>%1 uses “One X” and draws a single cell.</source>
        <translation>%1 gebruikt “Eén X” en tekent één los vakje.</translation>
    </message>
    <message>
        <source>%1 uses “New choice” to take a crossed-out shape.</source>
        <translation>%1 gebruikt “Opnieuw kiezen” en neemt een doorgestreepte vorm.</translation>
    </message>
    <message>
        <source>%1 unlocks the coat of arms of row %2.</source>
        <translation>%1 ontgrendelt het wapenschild van rij %2.</translation>
    </message>
    <message>
        <source>%1 unlocks the coat of arms of column %2.</source>
        <translation>%1 ontgrendelt het wapenschild van kolom %2.</translation>
    </message>
    <message>
        <source>%1 used all five dice: nobody marks a track in phase 3.</source>
        <translation>%1 heeft alle vijf dobbelstenen gebruikt: niemand kruist in fase 3 een spoor aan.</translation>
    </message>
    <message>
        <source>%1 marks no track in phase 3: the dice left fit only full tracks.</source>
        <translation>%1 kruist in fase 3 geen spoor aan: de overgebleven dobbelstenen passen alleen bij sporen die al vol zijn.</translation>
    </message>
    <message>
        <source>%1 unlocks a “%2” star (usable from their next turn).</source>
        <translation>%1 ontgrendelt een ster “%2” (bruikbaar vanaf de volgende eigen beurt).</translation>
    </message>
    <message>
        <source>Use “No X” (%1)</source>
        <translation>“Geen X” gebruiken (%1)</translation>
    </message>
    <message>
        <source>Draw a single cell with “One X” (%1)</source>
        <translation>Met “Eén X” één los vakje tekenen (%1)</translation>
    </message>
    <message>
        <source>%1, you may still use “One X”, or end your turn.</source>
        <translation>%1, je kunt nog “Eén X” gebruiken of je beurt beëindigen.</translation>
    </message>
    <message>
        <source>%1 chooses the %2.</source>
        <translation>%1 kiest de %2.</translation>
    </message>
    <message>
        <source>%1 draws the %2.</source>
        <translation>%1 tekent de %2.</translation>
    </message>
    <message>
        <source>%1 marks the X.</source>
        <translation>%1 zet de X.</translation>
    </message>
    <message numerus="yes">
        <source>%1 completes row %2: +%n point(s).</source>
        <translation>
            <numerusform>%1 voltooit rij %2: +%n punt.</numerusform>
            <numerusform>%1 voltooit rij %2: +%n punten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes column %2: +%n point(s).</source>
        <translation>
            <numerusform>%1 voltooit kolom %2: +%n punt.</numerusform>
            <numerusform>%1 voltooit kolom %2: +%n punten.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 draws a single window for the coat of arms.</source>
        <translation>%1 tekent voor het wapenschild een los raam.</translation>
    </message>
    <message>
        <source>%1 cannot use the coat of arms: nothing is left to do.</source>
        <translation>%1 kan het wapenschild niet gebruiken: er is niets meer mogelijk.</translation>
    </message>
    <message>
        <source>%1 cannot draw any shape and passes.</source>
        <translation>%1 kan geen vorm tekenen en past.</translation>
    </message>
    <message>
        <source>%1 does not mark a track.</source>
        <translation>%1 kruist geen spoor aan.</translation>
    </message>
    <message>
        <source>End of %1&apos;s turn.</source>
        <translation>Einde van de beurt van %1.</translation>
    </message>
    <message>
        <source>%1 has %2 points or more: this round is the last one.</source>
        <translation>%1 heeft %2 of meer punten: dit is de laatste ronde.</translation>
    </message>
    <message>
        <source>Game over: %1 wins!</source>
        <translation>Einde van het spel: %1 wint!</translation>
    </message>
    <message>
        <source>Game over: %1 share the win!</source>
        <translation>Einde van het spel: %1 delen de overwinning!</translation>
    </message>
    <message>
        <source>Roll the dice (%1)</source>
        <translation>Dobbelstenen gooien (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n dice (%1)</source>
        <translation>
            <numerusform>%n dobbelsteen opnieuw gooien (%1)</numerusform>
            <numerusform>%n dobbelstenen opnieuw gooien (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn %n dice to %2 (%1)</source>
        <translation>
            <numerusform>%n dobbelsteen naar %2 draaien (%1)</numerusform>
            <numerusform>%n dobbelstenen naar %2 draaien (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose the %2 (%1)</source>
        <translation>De %2 kiezen (%1)</translation>
    </message>
    <message>
        <source>Draw the shape (%1)</source>
        <translation>De vorm tekenen (%1)</translation>
    </message>
    <message>
        <source>Mark the X (%1)</source>
        <translation>De X zetten (%1)</translation>
    </message>
    <message>
        <source>Coat of arms: draw a single window (%1)</source>
        <translation>Wapenschild: een los raam tekenen (%1)</translation>
    </message>
    <message>
        <source>Pass: no shape can be drawn (%1)</source>
        <translation>Passen: geen vorm te tekenen (%1)</translation>
    </message>
    <message>
        <source>End the turn (%1)</source>
        <translation>Beurt beëindigen (%1)</translation>
    </message>
    <message>
        <source>Do not mark a track (%1)</source>
        <translation>Geen spoor aankruisen (%1)</translation>
    </message>
    <message>
        <source>%1, roll the dice.</source>
        <translation>%1, gooi de dobbelstenen.</translation>
    </message>
    <message>
        <source>%1, no shape can be drawn: use an ability or pass.</source>
        <translation>%1, er kan geen vorm getekend worden: gebruik een vaardigheid of pas.</translation>
    </message>
    <message>
        <source>%1, choose a shape on the facade pad (bonuses and abilities first if you like).</source>
        <translation>%1, kies een vorm op het gevelblok (eerst bonussen en vaardigheden als je wilt).</translation>
    </message>
    <message>
        <source>%1, draw the %2 in your building; turn it as you like.</source>
        <translation>%1, teken de %2 in je gebouw; draai hem zoals je wilt.</translation>
    </message>
    <message>
        <source>%1, choose the cell of the new shape that gets the X.</source>
        <translation>%1, kies het vakje van de nieuwe vorm dat de X krijgt.</translation>
    </message>
    <message>
        <source>%1, coat of arms: draw a single window, or mark two boxes on one track.</source>
        <translation>%1, wapenschild: teken een los raam, of kruis twee vakjes aan op één spoor.</translation>
    </message>
    <message>
        <source>%1, choose a second unused die to mark a track, or stop.</source>
        <translation>%1, kies een tweede ongebruikte dobbelsteen voor een spoor, of stop.</translation>
    </message>
    <message>
        <source>%1, choose up to two unused dice to mark tracks, or skip.</source>
        <translation>%1, kies tot twee ongebruikte dobbelstenen voor je sporen, of sla over.</translation>
    </message>
    <message>
        <source>%1, choose an unused die to mark a track, or skip.</source>
        <translation>%1, kies een ongebruikte dobbelsteen voor een spoor, of sla over.</translation>
    </message>
    <message>
        <source>Last round: %1</source>
        <translation>Laatste ronde: %1</translation>
    </message>
</context>
<context>
    <name>TurnController</name>
    <message>
        <source>The game is over</source>
        <translation>Het spel is afgelopen</translation>
    </message>
    <message>
        <source>Round %1 ends — round %2 begins</source>
        <translation>Ronde %1 eindigt — ronde %2 begint</translation>
    </message>
    <message>
        <source>12 points reached: this is the last round</source>
        <translation>12 punten bereikt: dit is de laatste ronde</translation>
    </message>
    <message>
        <source>%1, your turn</source>
        <translation>%1, jij bent aan de beurt</translation>
    </message>
    <message>
        <source>A new game begins: %1 starts.</source>
        <translation>Een nieuw spel begint: %1 begint.</translation>
    </message>
    <message>
        <source>Pick a facade shape on the pad: the dice it needs are taken automatically.</source>
        <translation>Kies een gevelvorm op het blok: de benodigde dobbelstenen worden automatisch genomen.</translation>
    </message>
    <message>
        <source>Joker: click the track you want to mark.</source>
        <translation>Joker: klik op het spoor dat je wilt aankruisen.</translation>
    </message>
    <message>
        <source>Reroll: click the dice to roll again, then confirm (Enter).</source>
        <translation>Opnieuw gooien: klik op de dobbelstenen die je opnieuw wilt gooien en bevestig (Enter).</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Geannuleerd.</translation>
    </message>
    <message>
        <source>Colour change: click the dice of one colour on the tray, then pick their new face beside them.</source>
        <translation>Kleurwissel: klik op de dobbelstenen van één kleur in de bak en kies ernaast hun nieuwe kant.</translation>
    </message>
    <message>
        <source>One X: click a highlighted cell of your building for the extra X.</source>
        <translation>Eén X: klik op een gemarkeerd vakje van je gebouw voor de extra X.</translation>
    </message>
    <message>
        <source>New choice: you may now pick a crossed-out shape on the pad.</source>
        <translation>Opnieuw kiezen: je mag nu een doorgestreepte vorm op het blok kiezen.</translation>
    </message>
    <message>
        <source>This turn&apos;s shape is already chosen; undo to choose another one.</source>
        <translation>De vorm van deze beurt is al gekozen; maak het ongedaan om een andere te kiezen.</translation>
    </message>
    <message>
        <source>%1: move it over your building, rotate with the wheel, R or a right click, and click to draw it.</source>
        <translation>%1: beweeg hem over je gebouw, draai met het scrollwiel, R of een rechterklik, en klik om hem te tekenen.</translation>
    </message>
    <message>
        <source>Only the active player draws in their building.</source>
        <translation>Alleen de actieve speler tekent in zijn gebouw.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Gooi eerst de dobbelstenen.</translation>
    </message>
    <message>
        <source>Pick a facade shape on the pad first.</source>
        <translation>Kies eerst een gevelvorm op het blok.</translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message>
        <source>%1 is playing…</source>
        <translation>%1 is aan zet…</translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n dice</source>
        <translation>
            <numerusform>%n dobbelsteen opnieuw gooien</numerusform>
            <numerusform>%n dobbelstenen opnieuw gooien</numerusform>
        </translation>
    </message>
    <message>
        <source>Reroll: pick dice</source>
        <translation>Opnieuw gooien: kies dobbelstenen</translation>
    </message>
    <message>
        <source>&amp;Confirm</source>
        <translation>&amp;Bevestigen</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Laatste ronde</translation>
    </message>
    <message>
        <source>A player reached 12 points: the game ends with this round.</source>
        <translation>Iemand heeft 12 punten gehaald: het spel eindigt na deze ronde.</translation>
    </message>
    <message>
        <source>&amp;Done</source>
        <translation>&amp;Klaar</translation>
    </message>
    <message>
        <source>&amp;Skip (mark nothing)</source>
        <translation>&amp;Niets aankruisen</translation>
    </message>
    <message>
        <source>Or mark two boxes on:</source>
        <translation>Of kruis twee vakjes aan op:</translation>
    </message>
    <message>
        <source>%1 marks:</source>
        <translation>%1 kruist aan:</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <source>Click the unlocked bonus (+) under your red track.</source>
        <translation>Klik op de ontgrendelde bonus (+) onder je rode spoor.</translation>
    </message>
    <message>
        <source>Click the unlocked bonus (+) under your blue track.</source>
        <translation>Klik op de ontgrendelde bonus (+) onder je blauwe spoor.</translation>
    </message>
    <message>
        <source>Click the unlocked bonus (+) under your purple track.</source>
        <translation>Klik op de ontgrendelde bonus (+) onder je paarse spoor.</translation>
    </message>
    <message>
        <source>Click the unlocked bonus (+) under your green track.</source>
        <translation>Klik op de ontgrendelde bonus (+) onder je groene spoor.</translation>
    </message>
    <message>
        <source>Click the unlocked bonus (+) under your yellow track.</source>
        <translation>Klik op de ontgrendelde bonus (+) onder je gele spoor.</translation>
    </message>
    <message>
        <source>Click die %1 to mark a box on your red track.</source>
        <translation>Klik op dobbelsteen %1 om een vakje van je rode spoor aan te kruisen.</translation>
    </message>
    <message>
        <source>Click die %1 to mark a box on your blue track.</source>
        <translation>Klik op dobbelsteen %1 om een vakje van je blauwe spoor aan te kruisen.</translation>
    </message>
    <message>
        <source>Click die %1 to mark a box on your purple track.</source>
        <translation>Klik op dobbelsteen %1 om een vakje van je paarse spoor aan te kruisen.</translation>
    </message>
    <message>
        <source>Click die %1 to mark a box on your green track.</source>
        <translation>Klik op dobbelsteen %1 om een vakje van je groene spoor aan te kruisen.</translation>
    </message>
    <message>
        <source>Click die %1 to mark a box on your yellow track.</source>
        <translation>Klik op dobbelsteen %1 om een vakje van je gele spoor aan te kruisen.</translation>
    </message>
    <message>
        <source>Later in a game, on a prepared table:</source>
        <translation>Later in een spel, in een voorbereide spelsituatie:</translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation>Aan de slag</translation>
    </message>
    <message>
        <source>Your first turn</source>
        <translation>Je eerste beurt</translation>
    </message>
    <message>
        <source>The leftover dice</source>
        <translation>De overgebleven dobbelstenen</translation>
    </message>
    <message>
        <source>Bonuses, rows and coats of arms</source>
        <translation>Bonussen, rijen en wapenschilden</translation>
    </message>
    <message>
        <source>More abilities</source>
        <translation>Meer vaardigheden</translation>
    </message>
    <message>
        <source>“One X” and columns</source>
        <translation>“Eén X” en kolommen</translation>
    </message>
    <message>
        <source>The last round and the end</source>
        <translation>De laatste ronde en het einde</translation>
    </message>
    <message>
        <source>Click “%1” under the table (or press Space).</source>
        <translation>Klik onder de tafel op “%1” (of druk op de spatiebalk).</translation>
    </message>
    <message>
        <source>Click the “Reroll” button at the end of your red track, click the dice %1, then confirm with Enter.</source>
        <translation>Klik op de knop “Opnieuw gooien” aan het eind van je rode spoor, klik op de dobbelstenen %1 en bevestig met Enter.</translation>
    </message>
    <message>
        <source>Click the “New choice” button at the end of your yellow track, then pick this crossed-out shape: %1. Draw it on the highlighted cells.</source>
        <translation>Klik op de knop “Opnieuw kiezen” aan het eind van je gele spoor en kies dan deze doorgestreepte vorm: %1. Teken hem op de gemarkeerde vakjes.</translation>
    </message>
    <message>
        <source>Pick this shape on the facade pad: %1. Then move it over your building, turn it with R or the mouse wheel, and click to draw it on the highlighted cells.</source>
        <translation>Kies deze vorm op het gevelblok: %1. Beweeg hem dan over je gebouw, draai hem met R of het scrollwiel en klik om hem op de gemarkeerde vakjes te tekenen.</translation>
    </message>
    <message>
        <source>Draw the shape on the highlighted cells (turn it with R or the mouse wheel).</source>
        <translation>Teken de vorm op de gemarkeerde vakjes (draaien met R of het scrollwiel).</translation>
    </message>
    <message>
        <source>Click the highlighted cell: it gets the X.</source>
        <translation>Klik op het gemarkeerde vakje: het krijgt de X.</translation>
    </message>
    <message>
        <source>Click the highlighted cell to draw the free window.</source>
        <translation>Klik op het gemarkeerde vakje om het gratis raam te tekenen.</translation>
    </message>
    <message>
        <source>Click the button “%1” under the table: two boxes of that track get marked.</source>
        <translation>Klik onder de tafel op de knop “%1”: er worden twee vakjes van dat spoor aangekruist.</translation>
    </message>
    <message>
        <source>Click die %1 (the joker), then the button “%2” under the table.</source>
        <translation>Klik op dobbelsteen %1 (de joker) en dan onder de tafel op “%2”.</translation>
    </message>
    <message>
        <source>Click the “One X” button at the end of your purple track, then the highlighted cell.</source>
        <translation>Klik op de knop “Eén X” aan het eind van je paarse spoor en dan op het gemarkeerde vakje.</translation>
    </message>
    <message numerus="yes">
        <source>Click the “Colour change” button at the end of your green track and turn %n die(s) from %1 to %2.</source>
        <translation>
            <numerusform>Klik op de knop “Kleurwissel” aan het eind van je groene spoor en zet %n dobbelsteen van %1 op %2.</numerusform>
            <numerusform>Klik op de knop “Kleurwissel” aan het eind van je groene spoor en zet %n dobbelstenen van %1 op %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>Click the “No X” button at the end of your blue track.</source>
        <translation>Klik op de knop “Geen X” aan het eind van je blauwe spoor.</translation>
    </message>
    <message>
        <source>Click “%1” under the table.</source>
        <translation>Klik onder de tafel op “%1”.</translation>
    </message>
    <message>
        <source>Click “Skip” (or “Done”) under the table: you mark no more track.</source>
        <translation>Klik onder de tafel op “Niets aankruisen” (of “Klaar”): je kruist geen spoor meer aan.</translation>
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
        <translation>&amp;Hervatten</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pauzeren</translation>
    </message>
    <message>
        <source>&amp;Step</source>
        <translation>&amp;Stap</translation>
    </message>
    <message>
        <source>Make the next computer move now</source>
        <translation>De volgende computerzet nu doen</translation>
    </message>
</context>
<context>
    <name>WatchWhy</name>
    <message>
        <source>It completes %1 for %2.</source>
        <translation>Deze zet voltooit %1 en levert %2 op.</translation>
    </message>
    <message numerus="yes">
        <source>It earns %n coat(s) of arms.</source>
        <translation>
            <numerusform>Deze zet levert %n wapenschild op.</numerusform>
            <numerusform>Deze zet levert %n wapenschilden op.</numerusform>
        </translation>
    </message>
    <message>
        <source>It completes the track for %1.</source>
        <translation>Deze zet vult het spoor en levert %1 op.</translation>
    </message>
    <message>
        <source>a bonus (+)</source>
        <translation>een bonus (+)</translation>
    </message>
    <message>
        <source>a “%1” star</source>
        <translation>een ster “%1”</translation>
    </message>
    <message numerus="yes">
        <source>%n more box(es) to its next symbol.</source>
        <translation>
            <numerusform>Nog %n vakje tot het volgende symbool.</numerusform>
            <numerusform>Nog %n vakjes tot het volgende symbool.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more box(es) to complete it.</source>
        <translation>
            <numerusform>Nog %n vakje tot het spoor vol is.</numerusform>
            <numerusform>Nog %n vakjes tot het spoor vol is.</numerusform>
        </translation>
    </message>
    <message>
        <source>No die was worth keeping.</source>
        <translation>Geen enkele dobbelsteen was het bewaren waard.</translation>
    </message>
    <message>
        <source>Kept: %1. More dice of one colour make a bigger shape.</source>
        <translation>Bewaard: %1. Meer dobbelstenen van één kleur geven een grotere vorm.</translation>
    </message>
    <message>
        <source>Now it can take the %1.</source>
        <translation>Nu kan de %1 genomen worden.</translation>
    </message>
    <message>
        <source>Only windows in %1: double points.</source>
        <translation>Alleen ramen in %1: dubbele punten.</translation>
    </message>
    <message>
        <source>It unlocks %1 for later turns.</source>
        <translation>Deze zet ontgrendelt %1 voor latere beurten.</translation>
    </message>
    <message>
        <source>The X spares %1, which can still score double.</source>
        <translation>De X spaart %1: daar blijven dubbele punten mogelijk.</translation>
    </message>
    <message>
        <source>No line of the drawing keeps windows only.</source>
        <translation>Geen lijn van de tekening houdt alleen ramen.</translation>
    </message>
    <message>
        <source>It fills %1.</source>
        <translation>Deze zet vult het vakje %1.</translation>
    </message>
    <message>
        <source>It keeps “One X” for a later turn.</source>
        <translation>“Eén X” blijft bewaard voor een latere beurt.</translation>
    </message>
    <message>
        <source>Its next “One X” cell gets a window instead of an X.</source>
        <translation>Het volgende vakje met “Eén X” krijgt een raam in plaats van een X.</translation>
    </message>
    <message>
        <source>Only windows in %1, which may then score double.</source>
        <translation>Alleen ramen in %1: dubbele punten mogelijk.</translation>
    </message>
    <message>
        <source>The drawing gets windows only.</source>
        <translation>De tekening krijgt alleen ramen.</translation>
    </message>
    <message>
        <source>The only shape it can take.</source>
        <translation>De enige mogelijke vorm.</translation>
    </message>
    <message>
        <source>No bigger shape is possible.</source>
        <translation>Een grotere vorm is niet mogelijk.</translation>
    </message>
    <message numerus="yes">
        <source>It uses %n joker(s).</source>
        <translation>
            <numerusform>Deze zet gebruikt %n joker.</numerusform>
            <numerusform>Deze zet gebruikt %n jokers.</numerusform>
        </translation>
    </message>
    <message>
        <source>Left for the others&apos; tracks: %1.</source>
        <translation>Voor de sporen van de anderen: %1.</translation>
    </message>
    <message>
        <source>It takes all five dice: none is left to the others.</source>
        <translation>Deze zet neemt alle vijf dobbelstenen: er blijft er geen over voor de anderen.</translation>
    </message>
    <message>
        <source>The only place where it fits.</source>
        <translation>De enige plek waar hij past.</translation>
    </message>
    <message>
        <source>It fills %1; the X decides the points.</source>
        <translation>Deze zet vult %1; de X bepaalt de punten.</translation>
    </message>
    <message>
        <source>It leaves %1 one or two cells short.</source>
        <translation>Dan mist %1 nog maar een of twee vakjes.</translation>
    </message>
    <message>
        <source>It stays low and leaves no hole underneath.</source>
        <translation>Hij blijft laag en laat geen gat eronder.</translation>
    </message>
    <message>
        <source>Its dice allow the %1, but it fits nowhere.</source>
        <translation>De dobbelstenen laten de %1 toe, maar die past nergens.</translation>
    </message>
    <message>
        <source>No shape left on the pad matches its dice.</source>
        <translation>Geen enkele overgebleven vorm past bij de dobbelstenen.</translation>
    </message>
</context>
<context>
    <name>WhatsThis</name>
    <message>
        <source>See the rule</source>
        <translation>Bekijk de regel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Sluiten</translation>
    </message>
    <message>
        <source>What is this?</source>
        <translation>Wat is dit?</translation>
    </message>
</context>
</TS>
