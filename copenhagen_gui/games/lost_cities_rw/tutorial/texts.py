"""The lesson's words (context "LostCitiesTutorial"): a title and a few sentences per
idea, the chapters' titles and the instruction for each prepared move of the learner."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from copenhagen_gui.shell.text import fill

from ..rules import engine
from ..rules.actions import Accelerate, DeclineAcceleration, Refuse, Roll, Take
from ..rules.targets import Target, TargetKind
from ..ui import texts as table_texts
from .script import Topic


def topic_title(topic: Topic | None) -> str:
    return {
        None: QCoreApplication.translate("LostCitiesTutorial", "Your move"),
        Topic.WELCOME: QCoreApplication.translate("LostCitiesTutorial", "Welcome to Lost Cities"),
        Topic.ROLL: QCoreApplication.translate("LostCitiesTutorial", "The roll"),
        Topic.ACTIVE_PICK: QCoreApplication.translate("LostCitiesTutorial", "Your pick: one number, one colour"),
        Topic.OTHERS_PICK: QCoreApplication.translate("LostCitiesTutorial", "The others pick from the dice left"),
        Topic.START: QCoreApplication.translate("LostCitiesTutorial", "Starting an expedition"),
        Topic.RISING: QCoreApplication.translate("LostCitiesTutorial", "Numbers never go down"),
        Topic.CIRCLE: QCoreApplication.translate("LostCitiesTutorial", "The circle: double or nothing"),
        Topic.ZERO_TEN: QCoreApplication.translate("LostCitiesTutorial", "A 0 counts as 10"),
        Topic.ACCELERATION: QCoreApplication.translate("LostCitiesTutorial", "Acceleration"),
        Topic.SAME_EXPEDITION: QCoreApplication.translate("LostCitiesTutorial", "Accelerating in the same expedition"),
        Topic.ARTIFACT: QCoreApplication.translate("LostCitiesTutorial", "Artifacts"),
        Topic.REFUSAL: QCoreApplication.translate("LostCitiesTutorial", "Refusing and the dice column"),
        Topic.CHAIN: QCoreApplication.translate("LostCitiesTutorial", "A chain of accelerations"),
        Topic.TOP_ARTIFACT: QCoreApplication.translate("LostCitiesTutorial", "The artifact at the top"),
        Topic.EXHAUSTED: QCoreApplication.translate("LostCitiesTutorial", "Exhausted"),
        Topic.ACTIVE_REFUSED: QCoreApplication.translate("LostCitiesTutorial", "When the active player refuses"),
        Topic.BRIDGE: QCoreApplication.translate("LostCitiesTutorial", "Bridges"),
        Topic.BRIDGE_SHARED: QCoreApplication.translate("LostCitiesTutorial", "Crossing in the same turn"),
        Topic.END: QCoreApplication.translate("LostCitiesTutorial", "The end of the game"),
        Topic.SCORING: QCoreApplication.translate("LostCitiesTutorial", "Scoring an expedition"),
        Topic.NEGATIVE: QCoreApplication.translate("LostCitiesTutorial", "Short expeditions lose points"),
        Topic.CIRCLE_ALONE: QCoreApplication.translate("LostCitiesTutorial", "A circle alone"),
        Topic.COLUMNS_SCORE: QCoreApplication.translate("LostCitiesTutorial", "Scoring the two columns"),
        Topic.WINNER: QCoreApplication.translate("LostCitiesTutorial", "The total and the winner"),
    }[topic]


def topic_text(topic: Topic | None) -> str:
    return {
        None: QCoreApplication.translate("LostCitiesTutorial", "Nothing new here: make the move below."),
        Topic.WELCOME: QCoreApplication.translate("LostCitiesTutorial",
            "You play the left sheet against Karen. Each of you writes numbers into six coloured "
            "expeditions, bottom to top; each colour also has a shape, the same on the dice. On the right "
            "are an artifact column and a dice column. The frame "
            "shows your sheet's score boxes: the higher your expeditions climb, the more they are worth."),
        Topic.ROLL: QCoreApplication.translate("LostCitiesTutorial",
            "It is your turn: you are the active player. Roll the three number dice (0 to 9) and the "
            "three colour dice (framed). Turns pass clockwise: each turn, the next player rolls."),
        Topic.ACTIVE_PICK: QCoreApplication.translate("LostCitiesTutorial",
            "As the active player you take exactly one number die and one colour die. Take the 3 and "
            "the orange die: the 3 goes into the orange expedition."),
        Topic.OTHERS_PICK: QCoreApplication.translate("LostCitiesTutorial",
            "Then every other player takes one number and one colour from the dice you left (faded "
            "dice are yours). Karen took the 6 and the blue die. Several players may use the same die; "
            "the app asks them one after another, clockwise."),
        Topic.START: QCoreApplication.translate("LostCitiesTutorial",
            "Your 3 started the orange expedition in its lowest square. A column is written bottom to "
            "top; 1 is the lowest number, so any number can start one. Start low and avoid big jumps, or "
            "your expeditions will soon be stuck."),
        Topic.RISING: QCoreApplication.translate("LostCitiesTutorial",
            "Now you pick from the dice Karen left. In a started expedition the next number must be at "
            "least the one below it: equal is fine, lower never. Write the 5 above your 3."),
        Topic.CIRCLE: QCoreApplication.translate("LostCitiesTutorial",
            "Below each expedition is a circle. Before the first number, a 0 may mark it: that "
            "expedition then scores double, losses included. Once a number is written the circle is "
            "struck for good (your orange one is). Roll, then mark the red circle with the 0."),
        Topic.ZERO_TEN: QCoreApplication.translate("LostCitiesTutorial",
            "Once an expedition has started, a 0 counts as 10, the highest number. Take the 0 with "
            "the orange die: a 10 goes above your 5. A 0 cannot start an expedition, though: "
            "before the first number, it can only mark the circle."),
        Topic.ACCELERATION: QCoreApplication.translate("LostCitiesTutorial",
            "That square carries an arrow: acceleration. You may repeat any expedition's top number "
            "in its next square (an expedition not started gets a 1). It is optional. Accelerate into "
            "the red expedition: its doubled circle stays, and a 1 starts it."),
        Topic.SAME_EXPEDITION: QCoreApplication.translate("LostCitiesTutorial",
            "Red's second square carries an arrow too. An acceleration may go into the very expedition "
            "you just wrote in: its top number again, one square higher. Roll, take the 2 and the red "
            "die, then accelerate into red: a second 2."),
        Topic.ARTIFACT: QCoreApplication.translate("LostCitiesTutorial",
            "Writing on a square with a vase hatches the next artifact in the artifact column (framed). "
            "The artifact column scores on the right-hand scale. Once all nine are hatched, vase squares "
            "can still be written but hatch nothing. Roll, then write the 5 in red."),
        Topic.REFUSAL: QCoreApplication.translate("LostCitiesTutorial",
            "Karen left you a 9 and an 8: they would only start green so high that little could follow. "
            "You may always refuse instead of writing, and must when nothing fits: hatch the next symbol "
            "of your dice column. The more symbols, the more the column scores, up to 70 for eight. "
            "Refuse now."),
        Topic.CHAIN: QCoreApplication.translate("LostCitiesTutorial",
            "A later game, near its end: seven bridges are taken. Write the 5 on green's arrow and "
            "accelerate into blue: blue's 6 is written again, on blue's own arrow, so you accelerate once "
            "more. Go back to green: its 5 again, right below its bridge. An acceleration never marks a "
            "circle."),
        Topic.TOP_ARTIFACT: QCoreApplication.translate("LostCitiesTutorial",
            "Your orange expedition is full. A combination that could continue it (at least its 8; the "
            "0 counts as 10) is not written: it ticks the artifact at the top and hatches one more "
            "artifact. That works once per expedition, while the artifact column has room, and it adds no "
            "level. An acceleration into a full expedition does the same. Take the 0 and the orange die."),
        Topic.EXHAUSTED: QCoreApplication.translate("LostCitiesTutorial",
            "Roll: none of these dice will fit your sheet, so you must refuse. That hatches your ninth "
            "dice symbol: you are exhausted, and your dice column scores 0 instead of 70. You keep "
            "playing; refusing again changes nothing more."),
        Topic.ACTIVE_REFUSED: QCoreApplication.translate("LostCitiesTutorial",
            "You refused as the active player, so all six dice stayed in the middle: Karen chose from "
            "three numbers and three colours. She took the 4 and a red die."),
        Topic.BRIDGE: QCoreApplication.translate("LostCitiesTutorial",
            "Each of the eight columns, the artifact and dice columns included, has a bridge above its "
            "6th square. Karen wrote her 7th green square: she is the first to cross the green bridge and "
            "scores 20. Whoever crosses a bridge in a later turn gets nothing for it. At a real table, say "
            "aloud when you reach an arrow, a vase or a bridge."),
        Topic.BRIDGE_SHARED: QCoreApplication.translate("LostCitiesTutorial",
            "Exhausted, you still write, and you keep the bridges you win. Crossing a bridge in the same "
            "turn as the first player scores 20 too. Take the 7 and a green die: you both win the green bridge."),
        Topic.END: QCoreApplication.translate("LostCitiesTutorial",
            "The game ends at the end of a turn in which all eight bridges have been crossed, or in which "
            "every player is exhausted. The eighth bridge is crossed: this game is over."),
        Topic.SCORING: QCoreApplication.translate("LostCitiesTutorial",
            "Each expedition scores the value beside its highest filled square on the left scale, doubled "
            "when its circle is marked. Your full orange expedition scores 50."),
        Topic.NEGATIVE: QCoreApplication.translate("LostCitiesTutorial",
            "Three numbers or fewer lose points; four or more win. Your yellow expedition has two numbers: "
            "−15. Start only the expeditions you can take far."),
        Topic.CIRCLE_ALONE: QCoreApplication.translate("LostCitiesTutorial",
            "An expedition left empty scores nothing, but a marked circle with no number above it scores "
            "the lowest value of the scale, doubled: "
            "−50 × 2 = −100. That is your purple expedition: start every expedition whose circle you mark."),
        Topic.COLUMNS_SCORE: QCoreApplication.translate("LostCitiesTutorial",
            "The artifact and dice columns score the value beside their highest hatched symbol on the "
            "right-hand scale. Nine artifacts score 100. Eight dice symbols score 70, but the ninth drops "
            "the column to 0, as yours did."),
        Topic.WINNER: QCoreApplication.translate("LostCitiesTutorial",
            "Add the nine score boxes: six expeditions, two columns and 20 for each bridge you won "
            "(bridges are never doubled). The highest total wins; players who tie share the win. You have "
            "learned the whole game."),
    }[topic]


def instruction(action, names, state=None) -> str:
    """What to do now, with its key (``state``: the game the move is made in)."""
    if type(action) is Roll:
        return QCoreApplication.translate("LostCitiesTutorial", "Roll the dice: press Space.")
    if type(action) is Refuse:
        return QCoreApplication.translate("LostCitiesTutorial", "Refuse the dice: press R.")
    if type(action) is DeclineAcceleration:
        return QCoreApplication.translate("LostCitiesTutorial", "Decline the acceleration: press D.")
    if type(action) is Accelerate:
        return fill(QCoreApplication.translate(
            "LostCitiesTutorial", "Accelerate into %1: click its lit square or press Ctrl+%2."),
            table_texts.expedition(action.colour).plain, str(int(action.colour) + 1))
    if type(action) is Take and action.circle:
        return fill(QCoreApplication.translate(
            "LostCitiesTutorial", "Take the 0 and the colour die for %1, then click the lit circle."),
            table_texts.expedition(action.colour).plain)
    if state is not None and _ticks_top(action, state):
        return fill(QCoreApplication.translate(
            "LostCitiesTutorial", "Take the %1 and the colour die for %2: click the two dice (or the lit "
            "artifact at the top)."), str(action.number), table_texts.expedition(action.colour).plain)
    return fill(QCoreApplication.translate(
        "LostCitiesTutorial", "Take the %1 and the colour die for %2: click the two dice (or the lit square)."),
        str(action.number), table_texts.expedition(action.colour).plain)


def _ticks_top(action: Take, state) -> bool:
    """The take ticks the artifact at the top of a full expedition (the rules say)."""
    target = engine.take_reason(state, action)
    return isinstance(target, Target) and target.kind is TargetKind.TOP_ARTIFACT


def chapter_titles() -> list[str]:
    """The chapters' titles, in the order of ``script.CHAPTERS``."""
    return [QCoreApplication.translate("LostCitiesTutorial", "Your first turn"),
            QCoreApplication.translate("LostCitiesTutorial", "Climbing the expeditions"),
            QCoreApplication.translate("LostCitiesTutorial", "Refusing the dice"),
            QCoreApplication.translate("LostCitiesTutorial", "A chain of accelerations"),
            QCoreApplication.translate("LostCitiesTutorial", "The top of an expedition"),
            QCoreApplication.translate("LostCitiesTutorial", "Exhausted"),
            QCoreApplication.translate("LostCitiesTutorial", "Bridges and the end"),
            QCoreApplication.translate("LostCitiesTutorial", "Scoring")]
