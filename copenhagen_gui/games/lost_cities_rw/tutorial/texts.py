"""The lesson's words (context "LostCitiesTutorial"): a title and a few sentences per
idea, the chapters' titles and the instruction for each prepared move of the learner."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from copenhagen_gui.shell.text import fill

from ..rules.actions import Accelerate, DeclineAcceleration, Refuse, Roll, Take
from ..ui import texts as table_texts
from .script import Topic


def topic_title(topic: Topic | None) -> str:
    return {
        None: QCoreApplication.translate("LostCitiesTutorial", "Keep going"),
        Topic.WELCOME: QCoreApplication.translate("LostCitiesTutorial", "Welcome to Lost Cities"),
        Topic.ROLL: QCoreApplication.translate("LostCitiesTutorial", "The roll"),
        Topic.ACTIVE_PICK: QCoreApplication.translate("LostCitiesTutorial", "Your pick: one number, one colour"),
        Topic.OTHERS_PICK: QCoreApplication.translate("LostCitiesTutorial", "The others pick from the dice left"),
        Topic.START: QCoreApplication.translate("LostCitiesTutorial", "Starting an expedition"),
        Topic.RISING: QCoreApplication.translate("LostCitiesTutorial", "Numbers never go down"),
        Topic.CIRCLE: QCoreApplication.translate("LostCitiesTutorial", "The circle: double or nothing"),
        Topic.ZERO_TEN: QCoreApplication.translate("LostCitiesTutorial", "A 0 counts as 10"),
        Topic.ACCELERATION: QCoreApplication.translate("LostCitiesTutorial", "Acceleration"),
        Topic.ARTIFACT: QCoreApplication.translate("LostCitiesTutorial", "Artifacts"),
        Topic.REFUSAL: QCoreApplication.translate("LostCitiesTutorial", "Refusing and the dice column"),
        Topic.BRIDGE: QCoreApplication.translate("LostCitiesTutorial", "Bridges"),
        Topic.END: QCoreApplication.translate("LostCitiesTutorial", "The end of the game"),
        Topic.SCORING: QCoreApplication.translate("LostCitiesTutorial", "Scoring"),
    }[topic]


def topic_text(topic: Topic | None) -> str:
    return {
        None: QCoreApplication.translate("LostCitiesTutorial", "Nothing new here: make the move below."),
        Topic.WELCOME: QCoreApplication.translate("LostCitiesTutorial",
            "You play the left sheet against Karen. Each of you writes numbers into six coloured "
            "expeditions, bottom to top. The frame shows your sheet's score boxes: the higher your "
            "expeditions climb, the more they are worth."),
        Topic.ROLL: QCoreApplication.translate("LostCitiesTutorial",
            "It is your turn: you are the active player. Roll the three number dice and the three "
            "colour dice (framed)."),
        Topic.ACTIVE_PICK: QCoreApplication.translate("LostCitiesTutorial",
            "As the active player you take exactly one number die and one colour die. Take the 3 and "
            "the orange die: the 3 goes into the orange expedition."),
        Topic.OTHERS_PICK: QCoreApplication.translate("LostCitiesTutorial",
            "Then every other player takes one number and one colour from the dice you left (faded "
            "dice are yours). Karen took the 6 and the blue die. Several players may use the same die."),
        Topic.START: QCoreApplication.translate("LostCitiesTutorial",
            "Your 3 started the orange expedition in its lowest square. A column is written bottom to "
            "top; 1 is the lowest number, so any number can start one."),
        Topic.RISING: QCoreApplication.translate("LostCitiesTutorial",
            "Now you pick from the dice Karen left. In a started expedition the next number must be at "
            "least the one below it: equal is fine, lower never. Write the 5 above your 3."),
        Topic.CIRCLE: QCoreApplication.translate("LostCitiesTutorial",
            "Below each expedition is a circle. Before the first number, a 0 may mark it: that "
            "expedition then scores double, losses included. Once a number is written the circle is "
            "struck for good (your orange one is). Mark the red circle with the 0."),
        Topic.ZERO_TEN: QCoreApplication.translate("LostCitiesTutorial",
            "Once an expedition has started, a 0 counts as 10, the highest number. Take the 0 with "
            "the orange die: a 10 goes above your 5."),
        Topic.ACCELERATION: QCoreApplication.translate("LostCitiesTutorial",
            "That square carries an arrow: acceleration. You may repeat any expedition's top number "
            "in its next square (an expedition not started gets a 1). It is optional. Accelerate into "
            "the red expedition: its doubled circle stays, and a 1 starts it."),
        Topic.ARTIFACT: QCoreApplication.translate("LostCitiesTutorial",
            "Writing on a square with a vase hatches the next artifact in the artifact column (framed). "
            "The artifact column scores on the right-hand scale. Write the 5 in red."),
        Topic.REFUSAL: QCoreApplication.translate("LostCitiesTutorial",
            "You may always refuse instead of writing (and must when nothing fits): hatch the next "
            "symbol of your dice column. The more you hatch, the more it scores, until the 9th: then "
            "you are exhausted and it scores 0. Refuse now."),
        Topic.BRIDGE: QCoreApplication.translate("LostCitiesTutorial",
            "Each column has a bridge above its 6th square. The first to cross it scores 20; if several "
            "cross in the same turn, each scores 20; later crossers get nothing. This refusal hatches "
            "your 7th dice symbol: you and Karen cross the dice bridge together."),
        Topic.END: QCoreApplication.translate("LostCitiesTutorial",
            "The game ends at the end of a turn in which every player is exhausted, or all eight "
            "bridges have been crossed. You are both exhausted: this game is over."),
        Topic.SCORING: QCoreApplication.translate("LostCitiesTutorial",
            "Each expedition scores its level on the left scale (doubled with its circle), the artifact "
            "and dice columns on the right scale, plus 20 per bridge. A short game stays low: in a real "
            "one, climb higher before you refuse. You have learned the whole game."),
    }[topic]


def instruction(action, names) -> str:
    """What to do now, with its key."""
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
    shown = 0 if action.number == 0 else action.number
    return fill(QCoreApplication.translate(
        "LostCitiesTutorial", "Take the %1 and the colour die for %2: click the two dice (or the lit square)."),
        str(shown), table_texts.expedition(action.colour).plain)


def chapter_titles() -> list[str]:
    """The chapters' titles, in the order of ``script.CHAPTERS``."""
    return [QCoreApplication.translate("LostCitiesTutorial", "Your first turn"),
            QCoreApplication.translate("LostCitiesTutorial", "Climbing the expeditions"),
            QCoreApplication.translate("LostCitiesTutorial", "Refusing and bridges"),
            QCoreApplication.translate("LostCitiesTutorial", "The end and the scores")]
