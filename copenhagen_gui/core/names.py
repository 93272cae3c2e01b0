"""A player's name, wherever it comes in (a record file, the settings, the new-game
dialog): trimmed, at most NAME_MAX_LENGTH characters, plain printable text.

A name is drawn in the turn panel, the window title and the result table: an endless
one freezes the layout, a control character garbles it, and a lone surrogate can
never be written to a UTF-8 file (every later save would fail)."""

from __future__ import annotations

import enum
import unicodedata

from copenhagen_gui.core.seats import NAME_MAX_LENGTH

# Control characters (C0, DEL, C1), surrogates, and line/paragraph separators.
_REFUSED_CATEGORIES = frozenset({"Cc", "Cs", "Zl", "Zp"})


class NameProblem(str, enum.Enum):
    EMPTY = "empty"
    TOO_LONG = "too_long"
    NOT_TEXT = "not_text"  # not text that UTF-8 can hold (a lone surrogate), or not a string
    CONTROL_CHARACTER = "control_character"


class BadName(ValueError):
    def __init__(self, problem: NameProblem):
        self.problem = problem
        super().__init__(f"player name: {problem.value}")


def name_problem(name) -> NameProblem | None:
    """What is wrong with ``name`` once trimmed, or None."""
    if not isinstance(name, str):
        return NameProblem.NOT_TEXT
    name = name.strip()
    if not name:
        return NameProblem.EMPTY
    if len(name) > NAME_MAX_LENGTH:  # first: the checks below are linear in the length
        return NameProblem.TOO_LONG
    try:
        name.encode("utf-8")
    except UnicodeEncodeError:
        return NameProblem.NOT_TEXT
    if any(unicodedata.category(ch) in _REFUSED_CATEGORIES for ch in name):
        return NameProblem.CONTROL_CHARACTER
    return None


def clean_name(name) -> str:
    """``name`` trimmed; raises BadName when it is not an acceptable name."""
    problem = name_problem(name)
    if problem is not None:
        raise BadName(problem)
    return name.strip()
