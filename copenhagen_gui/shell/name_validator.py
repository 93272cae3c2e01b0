"""A player-name field refuses what core.names refuses: typing or pasting a control
character, a line break or text past the length limit is simply not taken. An empty
field is fine (the seat's default name is used)."""

from __future__ import annotations

from PySide6.QtGui import QValidator

from copenhagen_gui.core.names import NameProblem, name_problem
from copenhagen_gui.core.seats import NAME_MAX_LENGTH


class NameValidator(QValidator):
    def validate(self, text: str, pos: int):
        if name_problem(text) in (None, NameProblem.EMPTY):
            return QValidator.State.Acceptable, text, pos
        return QValidator.State.Invalid, text, pos


def limit_name_field(edit) -> None:
    """Give a QLineEdit the name rules."""
    edit.setMaxLength(NAME_MAX_LENGTH)
    edit.setValidator(NameValidator(edit))
