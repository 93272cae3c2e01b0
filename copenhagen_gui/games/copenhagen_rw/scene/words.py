"""The names of the game's things and the refusals, in the current language: what the
table itself shows (tooltips of dice, shapes, tracks, abilities and bonuses, the reason
under a red ghost) and what the turn's texts (``ui/texts.py``) build their sentences
from.

All messages use the fixed context "Texts" (``Texts.tr``), as ``ui/texts.py`` does. A
capitalised colour label ("Red") stands only on its own (a button, a list); inside a
sentence a colour is ``colour_noun`` ("turn two dice to blue"). Sentences that put a
colour next to a noun are written out once per colour, because adjectives agree with
their noun in French, German and Dutch."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject

from copenhagen_gui.shell.text import fill

from ..rules.components import SHAPES_BY_ID, TRACKS, Ability, Colour
from ..rules.state import Reason


class Texts(QObject):
    """Owner of the "Texts" translation context. ``Texts.tr(...)`` is called on the
    class: pyside6-lupdate takes the context from that qualifier and, unlike with
    ``QCoreApplication.translate``, also recognises plural (``%n``) messages."""


def colour_name(colour: Colour) -> str:
    """A colour (die face) as a stand-alone label, e.g. in a tooltip or a list."""
    return {
        Colour.RED: lambda: Texts.tr("Red"),
        Colour.BLUE: lambda: Texts.tr("Blue"),
        Colour.PURPLE: lambda: Texts.tr("Purple"),
        Colour.GREEN: lambda: Texts.tr("Green"),
        Colour.YELLOW: lambda: Texts.tr("Yellow"),
        Colour.WHITE: lambda: Texts.tr("Joker"),
    }[Colour(colour)]()


def colour_noun(colour: Colour) -> str:
    """A colour used as a noun inside a sentence ("turn two dice to blue")."""
    return {
        Colour.RED: lambda: Texts.tr("red", "colour as a noun inside a sentence"),
        Colour.BLUE: lambda: Texts.tr("blue", "colour as a noun inside a sentence"),
        Colour.PURPLE: lambda: Texts.tr("purple", "colour as a noun inside a sentence"),
        Colour.GREEN: lambda: Texts.tr("green", "colour as a noun inside a sentence"),
        Colour.YELLOW: lambda: Texts.tr("yellow", "colour as a noun inside a sentence"),
        Colour.WHITE: lambda: Texts.tr("joker", "colour as a noun inside a sentence"),
    }[Colour(colour)]()


def ability_name(ability: Ability) -> str:
    """The printed name of an ability (glossary terms)."""
    return {
        Ability.REROLL: lambda: Texts.tr("Reroll"),
        Ability.NO_X: lambda: Texts.tr("No X"),
        Ability.ONE_X: lambda: Texts.tr("One X"),
        Ability.COLOUR_CHANGE: lambda: Texts.tr("Colour change"),
        Ability.NEW_CHOICE: lambda: Texts.tr("New choice"),
    }[Ability(ability)]()


def ability_help(ability: Ability) -> str:
    """One sentence saying what an ability does (tooltips)."""
    return {
        Ability.REROLL: lambda: Texts.tr(
            "Before choosing a shape, roll any of the dice again."
        ),
        Ability.NO_X: lambda: Texts.tr(
            "One star covers one tile: your shape this turn gets only windows (O), no X. "
            "Used after the shape, or as a second star, it gives your next “One X” cell a window."
        ),
        Ability.ONE_X: lambda: Texts.tr(
            "Draw one extra single cell with an X, before or after your shape."
        ),
        Ability.COLOUR_CHANGE: lambda: Texts.tr(
            "Turn any number of dice showing the same colour to another colour."
        ),
        Ability.NEW_CHOICE: lambda: Texts.tr(
            "Take a single-use shape that is already crossed out on the facade pad."
        ),
    }[Ability(ability)]()


def track_name(colour: Colour) -> str:
    """An ability track as a label ("Red track (Reroll)"): its colour and its ability."""
    colour = Colour(colour)
    return fill(_TRACK_LABEL[colour](), ability_name(TRACKS[colour.index].ability))


_TRACK_LABEL = {
    Colour.RED: lambda: Texts.tr("Red track (%1)", "a label; %1 is the ability"),
    Colour.BLUE: lambda: Texts.tr("Blue track (%1)", "a label; %1 is the ability"),
    Colour.PURPLE: lambda: Texts.tr("Purple track (%1)", "a label; %1 is the ability"),
    Colour.GREEN: lambda: Texts.tr("Green track (%1)", "a label; %1 is the ability"),
    Colour.YELLOW: lambda: Texts.tr("Yellow track (%1)", "a label; %1 is the ability"),
}


def shape_phrase(colour: Colour, size: int) -> str:
    """A shape inside a sentence, without article ("the %2" in the templates)."""
    return {
        Colour.RED: lambda n: Texts.tr("red %n-cell shape", None, n),
        Colour.BLUE: lambda n: Texts.tr("blue %n-cell shape", None, n),
        Colour.PURPLE: lambda n: Texts.tr("purple %n-cell shape", None, n),
        Colour.GREEN: lambda n: Texts.tr("green %n-cell shape", None, n),
        Colour.YELLOW: lambda n: Texts.tr("yellow %n-cell shape", None, n),
    }[colour](size)


def shape_name(shape_id: str) -> str:
    """A facade shape as a label: colour and size, capitalised ("Red 3-cell shape")."""
    shape = SHAPES_BY_ID[shape_id]
    phrase = shape_phrase(shape.colour, shape.size)
    return phrase[:1].upper() + phrase[1:]


def points_text(n: int) -> str:
    return Texts.tr("%n point(s)", None, n)


def uses_left_text(n: int) -> str:
    """How many more times an ability can be used ("2 uses left")."""
    return Texts.tr("%n use(s) left", None, n)


def reason_text(reason: Reason) -> str:
    """Why a move is refused, as a full sentence."""
    return _REASONS[Reason(reason)]()


_REASONS: dict[Reason, Callable[[], str]] = {
    Reason.GAME_OVER: lambda: Texts.tr("The game is over."),
    Reason.WRONG_PHASE: lambda: Texts.tr("That is not possible at this point of the turn."),
    Reason.WRONG_PLAYER: lambda: Texts.tr("It is another player's turn to act."),
    Reason.BAD_FACES: lambda: Texts.tr("The roll does not have the right number of dice."),
    Reason.BAD_DIE: lambda: Texts.tr("There is no such die."),
    Reason.DUPLICATE_DIE: lambda: Texts.tr("The same die was chosen twice."),
    Reason.NO_DICE_CHOSEN: lambda: Texts.tr("Choose at least one die first."),
    Reason.MIXED_FACES: lambda: Texts.tr(
        "“Colour change” only turns dice that show the same colour."
    ),
    Reason.SAME_FACE: lambda: Texts.tr("These dice already show that colour."),
    Reason.UNKNOWN_SHAPE: lambda: Texts.tr("There is no such shape on the facade pad."),
    Reason.SHAPE_CROSSED_OUT: lambda: Texts.tr(
        "This shape is crossed out. Only the “New choice” ability can take it again."
    ),
    Reason.NEW_CHOICE_NEXT_TURN: lambda: Texts.tr(
        "This shape is crossed out, and your “New choice” star was unlocked during this turn: "
        "it can be used from your next turn on."
    ),
    Reason.DIE_WRONG_COLOUR: lambda: Texts.tr(
        "Only dice of the shape's colour, or jokers, can be used for it."
    ),
    Reason.NOT_ENOUGH_DICE: lambda: Texts.tr(
        "Not enough dice of this colour (with jokers and bonuses) for this shape."
    ),
    Reason.TOO_MANY_DICE: lambda: Texts.tr(
        "More dice and bonuses than the shape has cells."
    ),
    Reason.NO_ROOM: lambda: Texts.tr(
        "The building has no room left for the shape."
    ),
    Reason.OUT_OF_GRID: lambda: Texts.tr("The shape must stay inside the building."),
    Reason.OVERLAP: lambda: Texts.tr("Cells that are already filled cannot be drawn on."),
    Reason.UNSUPPORTED: lambda: Texts.tr(
        "At least one cell must be on the ground floor or right above a filled cell."
    ),
    Reason.WRONG_SHAPE: lambda: Texts.tr("These cells do not form the chosen shape."),
    Reason.MIRRORED: lambda: Texts.tr(
        "Shapes may be turned but not mirrored: this is the mirror image."
    ),
    Reason.NOT_IN_SHAPE: lambda: Texts.tr("The X must go in a cell of the shape just drawn."),
    Reason.BONUS_LIMIT: lambda: Texts.tr(
        "At most two bonuses of the same colour can be used in one turn."
    ),
    Reason.NO_BONUS: lambda: Texts.tr("No unlocked bonus of this colour is left."),
    Reason.NOT_UNLOCKED_YET: lambda: Texts.tr(
        "Unlocked during this turn: it can be used from your next turn on."
    ),
    Reason.NOT_UNLOCKED: lambda: Texts.tr("This ability is not unlocked, or all its stars are used."),
    Reason.ALREADY_ACTIVE: lambda: Texts.tr("“No X” is already in use this turn."),
    Reason.NO_X_CELL_WAITING: lambda: Texts.tr(
        "A “No X” star already waits for your next “One X” cell."
    ),
    Reason.NO_X_ONE_TILE: lambda: Texts.tr(
        "One “No X” star covers one tile: your shape is already covered or drawn, "
        "and no “One X” cell can follow."
    ),
    Reason.TRACK_FULL: lambda: Texts.tr("This ability track is already full."),
    Reason.DIE_ALREADY_USED: lambda: Texts.tr(
        "This die was used for the shape: only unused dice can be chosen."
    ),
    Reason.DIE_ALREADY_PICKED: lambda: Texts.tr("You have already taken this die."),
    Reason.DIE_COLOUR_MISMATCH: lambda: Texts.tr(
        "This die shows another colour: it marks only the track of its colour."
    ),
    Reason.NO_DIE_OF_COLOUR: lambda: Texts.tr(
        "No unused die shows this colour: this track cannot be marked now."
    ),
    Reason.MUST_DRAW: lambda: Texts.tr(
        "A shape can still be drawn, so you cannot pass."
    ),
    Reason.NO_CELL: lambda: Texts.tr("No single cell can be drawn anywhere in the building."),
    Reason.NOT_A_TRACK: lambda: Texts.tr("The joker has no ability track of its own."),
    # Moves out of order name the step they belong to (ruling 11).
    Reason.NOT_ROLLED_YET: lambda: Texts.tr(
        "Roll the dice first: bonuses, abilities and the shape come after the roll."
    ),
    Reason.ALREADY_ROLLED: lambda: Texts.tr(
        "The dice are already rolled: only the “Reroll” ability rolls them again."
    ),
    Reason.REROLL_TOO_LATE: lambda: Texts.tr(
        "Rerolls come before choosing a shape, and this turn's shape is already chosen."
    ),
    Reason.BONUS_TOO_LATE: lambda: Texts.tr(
        "Bonuses come before choosing a shape, and this turn's shape is already chosen."
    ),
    Reason.COLOUR_CHANGE_TOO_LATE: lambda: Texts.tr(
        "“Colour change” comes before choosing a shape, and this turn's shape is already chosen."
    ),
    Reason.SHAPE_ALREADY_CHOSEN: lambda: Texts.tr(
        "This turn's shape is already chosen (or you passed)."
    ),
    Reason.NO_SHAPE_CHOSEN: lambda: Texts.tr("Choose a shape on the facade pad first."),
    Reason.SHAPE_NOT_DRAWN: lambda: Texts.tr("Draw this turn's shape first."),
    Reason.SHAPE_ALREADY_DRAWN: lambda: Texts.tr("This turn's shape is already drawn."),
    Reason.MARK_X_FIRST: lambda: Texts.tr(
        "First choose the cell of your new shape that gets the X."
    ),
    Reason.COAT_FIRST: lambda: Texts.tr(
        "First use your coat of arms: draw a single window, or mark two boxes on one track."
    ),
    Reason.NO_COAT_WAITING: lambda: Texts.tr("No coat of arms is waiting for its action."),
    Reason.TRACKS_IN_PHASE_THREE: lambda: Texts.tr(
        "Tracks are marked in phase 3, by the other players, with the dice left over."
    ),
}
