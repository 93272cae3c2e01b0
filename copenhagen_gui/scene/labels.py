"""Translated strings for the table.

Names of colours, abilities and reasons come from ``copenhagen_gui.ui.texts`` (the
one place that turns model values into words). That module is imported lazily; if it
is missing the table falls back to plain English names that are still marked for
translation, so nothing on the table is untranslatable."""

from __future__ import annotations

import importlib

from PySide6.QtCore import QCoreApplication

from ..rules.components import SHAPES_BY_ID, Ability, Colour
from ..rules.state import Reason

CTX = "TableScene"


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(CTX, text, disambiguation, n)


def _texts():
    try:
        return importlib.import_module("copenhagen_gui.ui.texts")
    except ImportError:
        return None


def _from_texts(name: str, *args):
    module = _texts()
    func = getattr(module, name, None) if module else None
    return func(*args) if func else None


def colour_name(colour: Colour) -> str:
    text = _from_texts("colour_name", colour)
    if text is not None:
        return text
    return {
        Colour.RED: tr("red"),
        Colour.BLUE: tr("blue"),
        Colour.PURPLE: tr("purple"),
        Colour.GREEN: tr("green"),
        Colour.YELLOW: tr("yellow"),
        Colour.WHITE: tr("joker"),
    }[colour]


def ability_name(ability: Ability) -> str:
    text = _from_texts("ability_name", ability)
    if text is not None:
        return text
    return {
        Ability.REROLL: tr("Reroll"),
        Ability.NO_X: tr("No X"),
        Ability.ONE_X: tr("One X"),
        Ability.COLOUR_CHANGE: tr("Colour change"),
        Ability.NEW_CHOICE: tr("New choice"),
    }[ability]


def ability_help(ability: Ability) -> str:
    """What an ability does, in a sentence of our own."""
    return {
        Ability.REROLL: tr("Roll any number of the dice again."),
        Ability.NO_X: tr("The shape you draw this turn gets no X: every cell is a window."),
        Ability.ONE_X: tr("Draw one extra single cell with an X in your building."),
        Ability.COLOUR_CHANGE: tr("Turn dice showing the same face to another colour."),
        Ability.NEW_CHOICE: tr("Take a shape that is already crossed out on the pad."),
    }[ability]


def shape_name(shape_id: str) -> str:
    text = _from_texts("shape_name", shape_id)
    if text is not None:
        return text
    shape = SHAPES_BY_ID[shape_id]
    return tr("%1 shape of %2 cells").replace("%1", colour_name(shape.colour)).replace(
        "%2", str(shape.size)
    )


def reason_text(reason: Reason) -> str:
    text = _from_texts("reason_text", reason)
    if text is not None:
        return text
    return _FALLBACK_REASONS.get(reason, lambda: tr("Not possible now."))()


def points_text(n: int) -> str:
    text = _from_texts("points_text", n)
    if text is not None:
        return text
    return tr("%n point(s)", None, n)


_FALLBACK_REASONS = {
    Reason.WRONG_PHASE: lambda: tr("Not possible at this step of the turn."),
    Reason.WRONG_PLAYER: lambda: tr("It is another player's move."),
    Reason.SHAPE_CROSSED_OUT: lambda: tr("This shape is crossed out on the pad."),
    Reason.NOT_ENOUGH_DICE: lambda: tr("Not enough dice of this colour."),
    Reason.NO_ROOM: lambda: tr("This shape fits nowhere in your building."),
    Reason.DIE_WRONG_COLOUR: lambda: tr("A die shows another colour."),
    Reason.TOO_MANY_DICE: lambda: tr("Too many dice for this shape."),
    Reason.NO_BONUS: lambda: tr("No unused + is unlocked on this track."),
    Reason.BONUS_LIMIT: lambda: tr("At most two + of one colour per turn."),
    Reason.NOT_UNLOCKED_YET: lambda: tr("Marked this turn: usable from your next turn."),
    Reason.NOT_UNLOCKED: lambda: tr("No unused star of this ability is unlocked."),
    Reason.ALREADY_ACTIVE: lambda: tr("Already in effect this turn."),
    Reason.GAME_OVER: lambda: tr("The game is over."),
}


# --- strings of the table itself -------------------------------------------------------------


def start_player() -> str:
    return tr("Start player")


def active_mark() -> str:
    return tr("Your turn", "sheet of the player whose turn it is")


def chooser_mark() -> str:
    return tr("Choosing", "sheet of the player choosing a die in phase 3")


def winner_mark() -> str:
    return tr("Winner")


def unlimited_section() -> str:
    return tr("Unlimited shapes: usable any number of times")


def single_use_section() -> str:
    return tr("Single-use shapes: crossed out once drawn")


def crossed_out() -> str:
    return tr("Crossed out")


def row_legend() -> str:
    return tr("Row")


def column_legend() -> str:
    return tr("Column")


def legend_tip() -> str:
    return tr(
        "A complete row scores 1 point, 2 if it holds no X. "
        "A complete column scores 2 points, 4 if it holds no X."
    )


def cell_tip(x: int, y: int) -> str:
    return tr("Column %1, floor %2").replace("%1", str(x + 1)).replace("%2", str(y + 1))


def track_tip(colour: Colour, marked: int) -> str:
    return (
        tr("%1 track: %2 of 9 boxes marked")
        .replace("%1", colour_name(colour).capitalize())
        .replace("%2", str(marked))
    )


def bonus_tip(colour: Colour) -> str:
    return tr("Bonus +: counts as one more %1 die this turn").replace("%1", colour_name(colour))


def coat_tip() -> str:
    return tr("Coat of arms: complete this line to draw a single cell or mark two track boxes")


def line_tip(points: int) -> str:
    return tr("Completed: %1").replace("%1", points_text(points))


def printed_reroll_tip() -> str:
    return tr("Reroll star printed on every sheet, usable from the start")


def uses_left(n: int) -> str:
    return tr("%n use(s) left", None, n)


def score_tip(points: int) -> str:
    return tr("Score: %1").replace("%1", points_text(points))


def die_tip(colour: Colour | None) -> str:
    if colour is None:
        return tr("Die (not rolled yet)")
    if colour is Colour.WHITE:
        return tr("Joker: counts as any colour")
    return tr("Die showing %1").replace("%1", colour_name(colour))


def die_used() -> str:
    return tr("used for the shape")
