"""The words painted on the table, translated (context "LostCitiesTable")."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def tr(text: str) -> str:
    return QCoreApplication.translate("LostCitiesTable", text)


def turn_line(turn: int) -> str:
    return tr("Turn %1").replace("%1", str(turn + 1))


def previous_roll() -> str:
    return tr("Previous roll: waiting for the dice to be rolled")


def no_roll_yet() -> str:
    return tr("The dice have not been rolled yet")


def this_roll(name: str) -> str:
    return tr("%1 rolled: take one number die and one colour die").replace("%1", name)


def dice_left(name: str) -> str:
    return tr("Faded dice: taken by %1. The others choose from the dice left").replace("%1", name)


def all_left(name: str) -> str:
    return tr("%1 refused: all six dice are left for the others").replace("%1", name)


def game_over() -> str:
    return tr("The game is over")


def status_done() -> str:
    return tr("done")


def status_deciding() -> str:
    return tr("to decide")


def status_accelerating() -> str:
    return tr("accelerates")


def status_rolling() -> str:
    return tr("rolls")


def computer() -> str:
    return tr("computer")


def total() -> str:
    return tr("Total")


def points() -> str:
    return tr("pts")


def sheet_name(name: str) -> str:
    """The sheet's name as its data gives it; the house sheet's name is translated."""
    if name == "House sheet — the printed sheet may differ":
        return tr("House sheet — the printed sheet may differ")
    return name


def provisional() -> str:
    return tr("Scores are live estimates; totals are provisional")
