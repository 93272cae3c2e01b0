"""The sheet as a value: point scales and special squares, each value with its status
and source.

The printed sheet's values are only partly known (see shared/rules/lost-cities-rw.md,
sections 4 and 6), so they are data, never code. The game options carry the whole
``Sheet``, so every record replays on the sheet it was played on. Reading and checking
JSON is ``sheet_codec``'s job; ``house_sheet()`` loads the shipped default.
"""

from __future__ import annotations

import enum
import re
from typing import Any

import attrs

from .components import SQUARES, TRACK_LENGTH, Colour


class Status(str, enum.Enum):
    """How sure a sheet value is (the confidence labels of the rules reference)."""

    VERIFIED = "verified"  # the publisher's text says it, or two sources agree
    LIKELY = "likely"
    INFERRED = "inferred"  # fits a pattern; no source shows the value
    PLACEHOLDER = "placeholder"  # invented so the game is playable


class Symbol(str, enum.Enum):
    """What a number square carries (at most one symbol per square)."""

    NONE = "-"
    ACCELERATION = "acc"
    ARTIFACT = "art"


@attrs.frozen
class Rated:
    """One sheet value with its status and where it comes from."""

    value: Any
    status: Status = attrs.field(converter=Status)
    source: str


# The verified anchors every sheet must keep (the rules reference, sections 4 and 6.2).
EXPEDITION_ANCHORS: dict[int, int] = {0: -50, 8: 35, 9: 50}  # level 0 = circle only (x2 = -100)
TRACK_ANCHORS: dict[int, int] = {8: 70, 9: 100}  # 9 = a full artifact column
DICE_EXHAUSTED_POINTS = 0  # 9 dice symbols hatched
BRIDGE_POINTS = 20
BRIDGE_AFTER_SQUARE = 6
# Sign pattern: levels 0-3 lose points, 4-9 win; marks 1-3 lose, 4-9 win, none scores 0.
EXPEDITION_NEGATIVE_LEVELS = range(0, 4)
TRACK_NEGATIVE_MARKS = range(1, 4)

HOUSE_SHEET_ID = "house-v0"
# A sheet's id: letters, digits, "-" and "_", starting with a letter or digit. Never a
# path, whatever file it came from (a saved sheet's file name may be built from it).
SHEET_ID_MAX_LENGTH = 100
_SHEET_ID = re.compile(rf"[A-Za-z0-9][A-Za-z0-9_-]{{0,{SHEET_ID_MAX_LENGTH - 1}}}")


def is_sheet_id(text: Any) -> bool:
    return isinstance(text, str) and _SHEET_ID.fullmatch(text) is not None


def _check_sheet_id(_sheet, _attribute, value) -> None:
    if not is_sheet_id(value):
        raise ValueError(f"not a sheet id: {str(value)[:40]!r}")


@attrs.frozen
class Sheet:
    """A complete sheet. Scales run from index 0 (expedition: the circle alone; track:
    nothing hatched) to 9. ``special[colour][square]`` runs from square 1 (index 0, the
    bottom) to square 9."""

    sheet_id: str = attrs.field(validator=_check_sheet_id)
    name: str
    notice: str  # shown permanently while any value is not verified
    expedition_scale: tuple[Rated, ...]
    track_scale: tuple[Rated, ...]
    dice_exhausted: Rated
    bridge_after_square: Rated
    bridge_points: Rated
    special: tuple[tuple[Rated, ...], ...]
    sources: tuple[tuple[str, str], ...] = ()  # short source id -> what it is

    # Plain numbers for the engine's hot paths, derived once.
    expedition_points: tuple[int, ...] = attrs.field(init=False, eq=False, repr=False)
    track_points: tuple[int, ...] = attrs.field(init=False, eq=False, repr=False)
    symbols: tuple[tuple[Symbol, ...], ...] = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        object.__setattr__(self, "expedition_points", tuple(int(r.value) for r in self.expedition_scale))
        object.__setattr__(self, "track_points", tuple(int(r.value) for r in self.track_scale))
        object.__setattr__(self, "symbols", tuple(tuple(Symbol(r.value) for r in column) for column in self.special))

    def symbol(self, colour: int, square: int) -> Symbol:
        """The symbol on ``square`` (0 = bottom square) of expedition ``colour``."""
        return self.symbols[colour][square]

    def rated_values(self) -> tuple[Rated, ...]:
        column_values = tuple(r for column in self.special for r in column)
        return (*self.expedition_scale, *self.track_scale, self.dice_exhausted,
                self.bridge_after_square, self.bridge_points, *column_values)

    @property
    def all_verified(self) -> bool:
        """True only for a sheet whose every value is verified (the 'printed' variant)."""
        return all(r.status is Status.VERIFIED for r in self.rated_values())

    @property
    def is_house_sheet(self) -> bool:
        return self.sheet_id == HOUSE_SHEET_ID

    def squares_with(self, symbol: Symbol) -> tuple[tuple[Colour, int], ...]:
        """(colour, square index) of every square carrying ``symbol``."""
        return tuple((Colour(c), s) for c in range(len(self.symbols))
                     for s in range(SQUARES) if self.symbols[c][s] is symbol)


def track_points_for(sheet: Sheet, marks: int, *, dice: bool) -> int:
    """Points of an artifact or dice column with ``marks`` symbols hatched."""
    if dice and marks == TRACK_LENGTH:
        return int(sheet.dice_exhausted.value)
    return sheet.track_points[marks]


def house_sheet() -> Sheet:
    """The shipped default: the 'house sheet' (invented special squares, inferred middle
    values). Loaded once from ``house_sheet.json`` in this package."""
    from .sheet_codec import load_house_sheet

    return load_house_sheet()
