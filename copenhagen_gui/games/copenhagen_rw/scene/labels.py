"""Translated strings for the table.

Names of colours, abilities, shapes and the refusals come from ``words`` (the names of
the game's things, shared with the turn's texts in the ui above). The table's own
strings are marked here with literal ``QCoreApplication.translate("TableScene", ...)``
calls so that lupdate finds them."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject

from copenhagen_gui.shell.text import fill

from ..rules.components import Colour, Line, LineKind
from .words import (  # noqa: F401 (the table's items ask labels for every word)
    ability_help,
    ability_name,
    colour_name,
    colour_noun,
    points_text,
    reason_text,
    shape_name,
    track_name,
    uses_left_text,
)

# --- strings of the table itself ------------------------------------------------------------


class TableCounts(QObject):
    """Owner of the "TableCounts" context: ``TableCounts.tr`` on the class is how
    lupdate recognises plural (%n) messages, which it misses in ``translate`` calls."""


def start_player() -> str:
    return QCoreApplication.translate("TableScene", "Start player")


def computer_seat(level: str) -> str:
    """Who plays a computer seat, on its sheet: "Computer (strong)"."""
    levels = {
        "easy": lambda: QCoreApplication.translate("TableScene", "Computer (easy)"),
        "normal": lambda: QCoreApplication.translate("TableScene", "Computer (normal)"),
        "strong": lambda: QCoreApplication.translate("TableScene", "Computer (strong)"),
    }
    return levels.get(level, lambda: QCoreApplication.translate("TableScene", "Computer"))()


def active_mark() -> str:
    # Not "Your turn": in phase 3 someone else is at the table while it shows.
    return QCoreApplication.translate("TableScene", "Playing", "badge on the sheet of the player whose turn it is")


def chooser_mark() -> str:
    return QCoreApplication.translate("TableScene", "Choosing", "sheet of the player choosing a die in phase 3")


def winner_mark() -> str:
    return QCoreApplication.translate("TableScene", "Winner")


def crossed_out() -> str:
    return QCoreApplication.translate("TableScene", "Crossed out")


def row_legend() -> str:
    return QCoreApplication.translate("TableScene", "Row")


def column_legend() -> str:
    return QCoreApplication.translate("TableScene", "Column")


def legend_tip() -> str:
    return QCoreApplication.translate(
        "TableScene",
        "A complete row scores 1 point, 2 if it holds no X. "
        "A complete column scores 2 points, 4 if it holds no X.",
    )


def cell_tip(x: int, y: int) -> str:
    # Rows count from the ground floor (row 1), as in the rulebooks: not "floors".
    text = QCoreApplication.translate("TableScene", "Column %1, row %2")
    return fill(text, str(x + 1), str(y + 1))


def track_tip(colour: Colour, marked: int) -> str:
    boxes = TableCounts.tr("%n of 9 boxes marked", None, marked)
    return track_name(colour) + "\n" + boxes


def bonus_tip(colour: Colour) -> str:
    return {
        Colour.RED: lambda: QCoreApplication.translate(
            "TableScene", "Bonus +: counts as one more red die this turn"),
        Colour.BLUE: lambda: QCoreApplication.translate(
            "TableScene", "Bonus +: counts as one more blue die this turn"),
        Colour.PURPLE: lambda: QCoreApplication.translate(
            "TableScene", "Bonus +: counts as one more purple die this turn"),
        Colour.GREEN: lambda: QCoreApplication.translate(
            "TableScene", "Bonus +: counts as one more green die this turn"),
        Colour.YELLOW: lambda: QCoreApplication.translate(
            "TableScene", "Bonus +: counts as one more yellow die this turn"),
    }[Colour(colour)]()


def coat_tip(line: Line) -> str:
    if line.kind is LineKind.ROW:
        return QCoreApplication.translate(
            "TableScene",
            "Coat of arms: complete this row to draw a single window or mark two boxes on one track")
    return QCoreApplication.translate(
        "TableScene",
        "Coat of arms: complete this column to draw a single window or mark two boxes on one track")


def line_tip(points: int) -> str:
    return fill(QCoreApplication.translate("TableScene", "Completed: %1"), points_text(points))


def uses_left(n: int) -> str:
    return uses_left_text(n)


def score_tip(points: int) -> str:
    return fill(QCoreApplication.translate("TableScene", "Score: %1"), points_text(points))


def die_tip(colour: Colour | None) -> str:
    if colour is None:
        return QCoreApplication.translate("TableScene", "Die (not rolled yet)")
    if colour is Colour.WHITE:
        return QCoreApplication.translate("TableScene", "Joker: counts as any colour")
    text = QCoreApplication.translate("TableScene", "Die showing %1", "%1: a colour inside a sentence")
    return fill(text, colour_noun(colour))


def die_used() -> str:
    return QCoreApplication.translate("TableScene", "used for the shape")
