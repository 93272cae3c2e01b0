"""The words painted on the table, translated (context "LostCitiesTable")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from copenhagen_gui.shell.text import fill


def turn_line(turn: int) -> str:
    return fill(QCoreApplication.translate("LostCitiesTable", "Turn %1"), str(turn + 1))


def previous_roll() -> str:
    return QCoreApplication.translate("LostCitiesTable", "Previous roll: waiting for the next roll")


def no_roll_yet() -> str:
    return QCoreApplication.translate("LostCitiesTable", "The dice have not been rolled yet")


def this_roll(name: str) -> str:
    return fill(QCoreApplication.translate(
        "LostCitiesTable", "%1 rolled: take one number die and one colour die"), name)


def dice_left(name: str) -> str:
    return fill(QCoreApplication.translate(
        "LostCitiesTable", "Faded dice: taken by %1. The others choose from the dice left"), name)


def all_left(name: str) -> str:
    return fill(QCoreApplication.translate(
        "LostCitiesTable", "%1 refused: all six dice are left for the others"), name)


def game_over() -> str:
    return QCoreApplication.translate("LostCitiesTable", "The game is over")


def status_done() -> str:
    return QCoreApplication.translate("LostCitiesTable", "done")


def status_deciding() -> str:
    return QCoreApplication.translate("LostCitiesTable", "to decide")


def status_accelerating() -> str:
    return QCoreApplication.translate("LostCitiesTable", "accelerates")


def status_rolling() -> str:
    return QCoreApplication.translate("LostCitiesTable", "rolls")


def computer() -> str:
    return QCoreApplication.translate("LostCitiesTable", "computer")


def total() -> str:
    return QCoreApplication.translate("LostCitiesTable", "Total")


def points() -> str:
    return QCoreApplication.translate("LostCitiesTable", "pts")


def sheet_name(name: str) -> str:
    """The sheet's name as its data gives it; the house sheet's name is translated."""
    if name == "House sheet — the printed sheet may differ":
        return QCoreApplication.translate("LostCitiesTable", "House sheet — the printed sheet may differ")
    return name


def sheet_caption(name: str) -> str:
    """The line naming the sheet in play: the house sheet's name says what it is; a
    player's sheet is introduced as a sheet."""
    if name == "House sheet — the printed sheet may differ":
        return sheet_name(name)
    return fill(QCoreApplication.translate("LostCitiesTable", "Sheet: %1"), name)


def score_note(over: bool, checked: bool) -> str:
    """What the totals on the sheets are worth now: running totals while the game goes
    on; provisional while the sheet is not all checked on paper."""
    if checked:
        return "" if over else QCoreApplication.translate("LostCitiesTable", "Totals so far")
    if over:
        return QCoreApplication.translate("LostCitiesTable", "Totals are provisional: the sheet is not all "
                                                             "checked on paper")
    return QCoreApplication.translate("LostCitiesTable", "Totals so far, provisional: the sheet is not all "
                                                         "checked on paper")
