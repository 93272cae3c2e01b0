<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>CopenhagenTable</name>
    <message numerus="yes">
        <source>Deck: %n card(s)</source>
        <translation>
            <numerusform>Deck: %n card</numerusform>
            <numerusform>Deck: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discard: %n card(s)</source>
        <translation>
            <numerusform>Discard: %n card</numerusform>
            <numerusform>Discard: %n cards</numerusform>
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
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CopenhagenTexts</name>
    <message numerus="yes">
        <source>End of Game card: after %n more card(s)</source>
        <translation>
            <numerusform>End of Game card: after %n more card</numerusform>
            <numerusform>End of Game card: after %n more cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) dealt to %1</source>
        <translation>
            <numerusform>%n card dealt to %1</numerusform>
            <numerusform>%n cards dealt to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The discard pile is shuffled into a new deck of %n card(s).</source>
        <translation>
            <numerusform>The discard pile is shuffled into a new deck of %n card.</numerusform>
            <numerusform>The discard pile is shuffled into a new deck of %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 builds a facade for %n card(s).</source>
        <translation>
            <numerusform>%1 builds a facade for %n card.</numerusform>
            <numerusform>%1 builds a facade for %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes a row: %n point(s).</source>
        <translation>
            <numerusform>%1 completes a row: %n point.</numerusform>
            <numerusform>%1 completes a row: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes a column: %n point(s).</source>
        <translation>
            <numerusform>%1 completes a column: %n point.</numerusform>
            <numerusform>%1 completes a column: %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 turns %n ability tile(s) back to the active side.</source>
        <translation>
            <numerusform>%1 turns %n ability tile back to the active side.</numerusform>
            <numerusform>%1 turns %n ability tiles back to the active side.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 can do nothing with %n coat(s) of arms.</source>
        <translation>
            <numerusform>%1 can do nothing with %n coat of arms.</numerusform>
            <numerusform>%1 can do nothing with %n coats of arms.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It costs %n card(s).</source>
        <translation>
            <numerusform>It costs %n card.</numerusform>
            <numerusform>It costs %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It scores %n point(s).</source>
        <translation>
            <numerusform>It scores %n point.</numerusform>
            <numerusform>It scores %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It earns %n coat(s) of arms.</source>
        <translation>
            <numerusform>It earns %n coat of arms.</numerusform>
            <numerusform>It earns %n coats of arms.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 builds %2 of %3 squares on the ground floor, column %4, for %n card(s).</source>
        <translation>
            <numerusform>%1 builds %2 of %3 squares on the ground floor, column %4, for %n card.</numerusform>
            <numerusform>%1 builds %2 of %3 squares on the ground floor, column %4, for %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 builds %2 of %3 squares on floor %4, column %5, for %n card(s).</source>
        <translation>
            <numerusform>%1 builds %2 of %3 squares on floor %4, column %5, for %n card.</numerusform>
            <numerusform>%1 builds %2 of %3 squares on floor %4, column %5, for %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It takes %1, saving up for %2 of %3 squares: %n more card(s) needed.</source>
        <translation>
            <numerusform>It takes %1, saving up for %2 of %3 squares: %n more card needed.</numerusform>
            <numerusform>It takes %1, saving up for %2 of %3 squares: %n more cards needed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It takes %1 and now holds %n of that colour.</source>
        <translation>
            <numerusform>It takes %1 and now holds %n of that colour.</numerusform>
            <numerusform>It takes %1 and now holds %n of that colour.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>That is more than %n cards: it must discard one.</source>
        <translation>
            <numerusform>That is more than %n card: it must discard one.</numerusform>
            <numerusform>That is more than %n cards: it must discard one.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You save up for %1 of %2 squares: %n more card(s) needed.</source>
        <translation>
            <numerusform>You save up for %1 of %2 squares: %n more card needed.</numerusform>
            <numerusform>You save up for %1 of %2 squares: %n more cards needed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You then hold more than %n cards and must discard one.</source>
        <translation>
            <numerusform>You then hold more than %n card and must discard one.</numerusform>
            <numerusform>You then hold more than %n cards and must discard one.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CopenhagenWhatsThis</name>
    <message numerus="yes">
        <source>The chosen tile fits here: it costs %n card(s).</source>
        <translation>
            <numerusform>The chosen tile fits here: it costs %n card.</numerusform>
            <numerusform>The chosen tile fits here: it costs %n cards.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message numerus="yes">
        <source>The last %n change(s) to your game are NOT saved: saving it automatically fails (%1). The last good save is %2, from %3.</source>
        <translation>
            <numerusform>The last %n change to your game is NOT saved: saving it automatically fails (%1). The last good save is %2, from %3.</numerusform>
            <numerusform>The last %n changes to your game are NOT saved: saving it automatically fails (%1). The last good save is %2, from %3.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message numerus="yes">
        <source>Reroll %n die(s) and keep the red ones: more dice of one colour make a bigger shape.</source>
        <translation>
            <numerusform>Reroll %n die and keep the red ones: more dice of one colour make a bigger shape.</numerusform>
            <numerusform>Reroll %n dice and keep the red ones: more dice of one colour make a bigger shape.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s) and keep the blue ones: more dice of one colour make a bigger shape.</source>
        <translation>
            <numerusform>Reroll %n die and keep the blue ones: more dice of one colour make a bigger shape.</numerusform>
            <numerusform>Reroll %n dice and keep the blue ones: more dice of one colour make a bigger shape.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s) and keep the purple ones: more dice of one colour make a bigger shape.</source>
        <translation>
            <numerusform>Reroll %n die and keep the purple ones: more dice of one colour make a bigger shape.</numerusform>
            <numerusform>Reroll %n dice and keep the purple ones: more dice of one colour make a bigger shape.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s) and keep the green ones: more dice of one colour make a bigger shape.</source>
        <translation>
            <numerusform>Reroll %n die and keep the green ones: more dice of one colour make a bigger shape.</numerusform>
            <numerusform>Reroll %n dice and keep the green ones: more dice of one colour make a bigger shape.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s) and keep the yellow ones: more dice of one colour make a bigger shape.</source>
        <translation>
            <numerusform>Reroll %n die and keep the yellow ones: more dice of one colour make a bigger shape.</numerusform>
            <numerusform>Reroll %n dice and keep the yellow ones: more dice of one colour make a bigger shape.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n die(s): the dice showing now offer little.</source>
        <translation>
            <numerusform>Reroll %n die: the dice showing now offer little.</numerusform>
            <numerusform>Reroll %n dice: the dice showing now offer little.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Use “Colour change”: %n die(s) turn to %1, so you can take the %2.</source>
        <translation>
            <numerusform>Use “Colour change”: %n die turns to %1, so you can take the %2.</numerusform>
            <numerusform>Use “Colour change”: %n dice turn to %1, so you can take the %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Use “Colour change”: %n die(s) turn to %1.</source>
        <translation>
            <numerusform>Use “Colour change”: %n die turns to %1.</numerusform>
            <numerusform>Use “Colour change”: %n dice turn to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LostCitiesTexts</name>
    <message numerus="yes">
        <source>%1 refused the dice (%n of 9 dice symbols hatched).</source>
        <translation>
            <numerusform>%1 refused the dice (%n of 9 dice symbols hatched).</numerusform>
            <numerusform>%1 refused the dice (%n of 9 dice symbols hatched).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RollAndWriteWhatsThis</name>
    <message numerus="yes">
        <source>%n star(s) left to use.</source>
        <translation>
            <numerusform>%n star left to use.</numerusform>
            <numerusform>%n stars left to use.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message numerus="yes">
        <source>Damaged entries skipped: %n. The statistics file was left as it is.</source>
        <translation>
            <numerusform>Damaged entries skipped: %n. The statistics file was left as it is.</numerusform>
            <numerusform>Damaged entries skipped: %n. The statistics file was left as it is.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableCounts</name>
    <message numerus="yes">
        <source>%n of 9 boxes marked</source>
        <translation>
            <numerusform>%n of 9 boxes marked</numerusform>
            <numerusform>%n of 9 boxes marked</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message numerus="yes">
        <source>red %n-cell shape</source>
        <translation>
            <numerusform>red %n-cell shape</numerusform>
            <numerusform>red %n-cell shape</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>blue %n-cell shape</source>
        <translation>
            <numerusform>blue %n-cell shape</numerusform>
            <numerusform>blue %n-cell shape</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>purple %n-cell shape</source>
        <translation>
            <numerusform>purple %n-cell shape</numerusform>
            <numerusform>purple %n-cell shape</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>green %n-cell shape</source>
        <translation>
            <numerusform>green %n-cell shape</numerusform>
            <numerusform>green %n-cell shape</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>yellow %n-cell shape</source>
        <translation>
            <numerusform>yellow %n-cell shape</numerusform>
            <numerusform>yellow %n-cell shape</numerusform>
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
            <numerusform>%n use left</numerusform>
            <numerusform>%n uses left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the red track: +%n point(s).</source>
        <translation>
            <numerusform>%1 completes the red track: +%n point.</numerusform>
            <numerusform>%1 completes the red track: +%n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the blue track: +%n point(s).</source>
        <translation>
            <numerusform>%1 completes the blue track: +%n point.</numerusform>
            <numerusform>%1 completes the blue track: +%n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the purple track: +%n point(s).</source>
        <translation>
            <numerusform>%1 completes the purple track: +%n point.</numerusform>
            <numerusform>%1 completes the purple track: +%n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the green track: +%n point(s).</source>
        <translation>
            <numerusform>%1 completes the green track: +%n point.</numerusform>
            <numerusform>%1 completes the green track: +%n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes the yellow track: +%n point(s).</source>
        <translation>
            <numerusform>%1 completes the yellow track: +%n point.</numerusform>
            <numerusform>%1 completes the yellow track: +%n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 rerolls %n dice: %2.</source>
        <translation>
            <numerusform>%1 rerolls %n die: %2.</numerusform>
            <numerusform>%1 rerolls %n dice: %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 turns %n dice to %2.</source>
        <translation>
            <numerusform>%1 turns %n die to %2.</numerusform>
            <numerusform>%1 turns %n dice to %2.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes row %2: +%n point(s).</source>
        <translation>
            <numerusform>%1 completes row %2: +%n point.</numerusform>
            <numerusform>%1 completes row %2: +%n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 completes column %2: +%n point(s).</source>
        <translation>
            <numerusform>%1 completes column %2: +%n point.</numerusform>
            <numerusform>%1 completes column %2: +%n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Reroll %n dice (%1)</source>
        <translation>
            <numerusform>Reroll %n die (%1)</numerusform>
            <numerusform>Reroll %n dice (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Turn %n dice to %2 (%1)</source>
        <translation>
            <numerusform>Turn %n die to %2 (%1)</numerusform>
            <numerusform>Turn %n dice to %2 (%1)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TurnPanel</name>
    <message numerus="yes">
        <source>Reroll %n dice</source>
        <translation>
            <numerusform>Reroll %n die</numerusform>
            <numerusform>Reroll %n dice</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message numerus="yes">
        <source>Click the “Colour change” button at the end of your green track and turn %n die(s) from %1 to %2.</source>
        <translation>
            <numerusform>Click the “Colour change” button at the end of your green track and turn %n die from %1 to %2.</numerusform>
            <numerusform>Click the “Colour change” button at the end of your green track and turn %n dice from %1 to %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>WatchWhy</name>
    <message numerus="yes">
        <source>It earns %n coat(s) of arms.</source>
        <translation>
            <numerusform>It earns %n coat of arms.</numerusform>
            <numerusform>It earns %n coats of arms.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more box(es) to its next symbol.</source>
        <translation>
            <numerusform>%n more box to its next symbol.</numerusform>
            <numerusform>%n more boxes to its next symbol.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n more box(es) to complete it.</source>
        <translation>
            <numerusform>%n more box to complete it.</numerusform>
            <numerusform>%n more boxes to complete it.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It uses %n joker(s).</source>
        <translation>
            <numerusform>It uses %n joker.</numerusform>
            <numerusform>It uses %n jokers.</numerusform>
        </translation>
    </message>
</context>
</TS>
