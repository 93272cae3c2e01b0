"""Situations: a game state given as JSON (a lesson's prepared table, a situation file,
the editor's work) and read back only when the rules could have reached it.

Each game's ``rules/situation.py`` writes and reads its own format; this module holds
what the three share: the error a refusal raises, and small readers that check a JSON
value's type and range before anything else looks at it, so a hostile value (a string
where a list belongs, a number of a thousand digits, a list nested a thousand deep)
ends as a ``SituationError``, never as another exception.

A refusal says what kind of problem it is (``SituationProblem``): the JSON is not the
format at all (``MALFORMED``), or it is well formed and describes something the rules
cannot reach (``IMPOSSIBLE``, with the game's own typed ``reason``). ``player`` and
``where`` say where: a seat, and a game-specific place (a cell ``(x, y)``, a track or
expedition colour, a harbour slot, a tile id).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping
from typing import Any, TypeVar

T = TypeVar("T")

# Turn and round counters of a situation stay below this (no game lasts that long, and
# a huge number must not reach arithmetic).
MAX_ROUND = 10_000


class SituationProblem(str, enum.Enum):
    MALFORMED = "malformed"  # a wrong type, a missing or unknown field, an unknown name
    IMPOSSIBLE = "impossible"  # well formed, but the rules never reach it: see ``reason``


class SituationError(ValueError):
    def __init__(self, problem: SituationProblem, detail: str = "", reason: Any = None,
                 player: int | None = None, where: Any = None):
        self.problem = problem
        self.detail = detail
        self.reason = reason  # the game's typed reason (an enum member) when IMPOSSIBLE
        self.player = player
        self.where = where
        super().__init__(self.describe())

    def describe(self) -> str:
        """Plain English, for logs and the command line (an editor translates ``reason``)."""
        who = f"player {self.player}: " if self.player is not None else ""
        if self.problem is SituationProblem.IMPOSSIBLE:
            what = getattr(self.reason, "value", self.reason)
            place = f" at {self.where}" if self.where is not None else ""
            return f"{who}impossible situation ({what}){place}" + (f": {self.detail}" if self.detail else "")
        return f"{who}malformed situation: {self.detail}"


def malformed(detail: str, player: int | None = None) -> SituationError:
    return SituationError(SituationProblem.MALFORMED, detail, player=player)


def impossible(reason: Any, detail: str = "", player: int | None = None,
               where: Any = None) -> SituationError:
    return SituationError(SituationProblem.IMPOSSIBLE, detail, reason, player, where)


# --- readers: each checks type and range, raising a MALFORMED SituationError ----------


def fields(data: Any, what: str, required: frozenset[str] | set[str] = frozenset(),
           optional: frozenset[str] | set[str] = frozenset()) -> dict:
    """``data`` as an object with these keys (no others)."""
    if not isinstance(data, dict):
        raise malformed(f"{what} must be an object")
    unknown = [k for k in data if k not in required and k not in optional]
    if unknown:
        raise malformed(f"{what}: unknown field(s) {', '.join(_show(k) for k in unknown[:5])}")
    missing = [k for k in required if k not in data]
    if missing:
        raise malformed(f"{what}: missing {sorted(missing)}")
    return data


def integer(value: Any, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise malformed(f"{what} must be a whole number")
    if not low <= value <= high:
        raise malformed(f"{what} must be {low} to {high}")
    return value


def flag(value: Any, what: str) -> bool:
    if not isinstance(value, bool):
        raise malformed(f"{what} must be true or false")
    return value


def choice(value: Any, what: str, names: Mapping[str, T]) -> T:
    """The value a name stands for, from ``names``."""
    if not isinstance(value, str) or value not in names:
        raise malformed(f"{what}: {_show(value)} is not one of {sorted(names)[:8]}")
    return names[value]


def _show(value: Any) -> str:
    """A short, safe mention of a value from a file (never its whole repr: it may be
    nested thousands deep)."""
    if isinstance(value, str):
        return repr(value[:30])
    return f"a {type(value).__name__}"


def listed(value: Any, what: str, low: int = 0, high: int = 1_000) -> list:
    if not isinstance(value, list):
        raise malformed(f"{what} must be a list")
    if not low <= len(value) <= high:
        raise malformed(f"{what} must hold {low} to {high} entries")
    return value


def rows(value: Any, what: str, height: int, width: int, alphabet: str) -> list[str]:
    """A grid drawn as ``height`` strings of ``width`` characters from ``alphabet``, the
    top row first."""
    lines = listed(value, what, height, height)
    for line in lines:
        if not isinstance(line, str) or len(line) != width or any(c not in alphabet for c in line):
            raise malformed(f"{what}: each row is {width} characters of {alphabet!r}")
    return lines


def counts(value: Any, what: str, names: Mapping[str, T], high: int) -> dict[T, int]:
    """An object of name -> count (missing names count 0)."""
    data = fields(value, what, optional=set(names))
    return {names[k]: integer(v, f"{what}.{k}", 0, high) for k, v in data.items()}
