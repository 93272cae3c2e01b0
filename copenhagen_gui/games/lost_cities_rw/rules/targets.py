"""Where a combination or an acceleration would be written on one sheet, or why not.

This is the number rule of the game in one place (rules reference 3.3, 3.5, 3.7):
1 is the lowest number, a 0 reads as 10 once an expedition has started, the circle only
comes before the first number, numbers never go down, and a full column's combination
(or acceleration) ticks its top artifact once, while the artifact column has room.
"""

from __future__ import annotations

import enum

import attrs

from .components import SQUARES, TRACK_LENGTH, Colour, read_number
from .reasons import Reason
from .state import Circle, PlayerSheet


class TargetKind(str, enum.Enum):
    CIRCLE = "circle"  # the double-points circle under the column
    SQUARE = "square"  # the next empty number square
    TOP_ARTIFACT = "top_artifact"  # the artifact above a full column


@attrs.frozen
class Target:
    kind: TargetKind
    colour: Colour
    square: int | None = None  # SQUARE: its index, 0 = bottom
    value: int | None = None  # SQUARE: the number written (1-10)


def take_target(sheet: PlayerSheet, number: int, colour: int, circle: bool,
                zero_starts_as_ten: bool) -> Target | Reason:
    """The effect of taking number die ``number`` (face 0-9) with colour ``colour``."""
    exp = sheet.expeditions[colour]
    level = len(exp.numbers)
    if circle:
        if number != 0:
            return Reason.CIRCLE_NEEDS_ZERO
        if level:
            return Reason.EXPEDITION_STARTED
        if exp.circle is not Circle.OPEN:
            return Reason.CIRCLE_NOT_OPEN
        return Target(TargetKind.CIRCLE, Colour(colour))
    if level == 0:
        if number == 0 and not zero_starts_as_ten:
            return Reason.ZERO_CANNOT_START
        return Target(TargetKind.SQUARE, Colour(colour), 0, read_number(number))
    value = read_number(number)
    if value < exp.numbers[-1]:
        return Reason.NUMBER_TOO_LOW
    if level < SQUARES:
        return Target(TargetKind.SQUARE, Colour(colour), level, value)
    return _top_artifact(sheet, colour)


def acceleration_target(sheet: PlayerSheet, colour: int) -> Target | Reason:
    """The effect of an acceleration into column ``colour``: its top number again, a 1 in
    an empty column (never the circle), or the top artifact of a full column."""
    exp = sheet.expeditions[colour]
    level = len(exp.numbers)
    if level < SQUARES:
        return Target(TargetKind.SQUARE, Colour(colour), level, exp.numbers[-1] if level else 1)
    return _top_artifact(sheet, colour)


def _top_artifact(sheet: PlayerSheet, colour: int) -> Target | Reason:
    if sheet.expeditions[colour].top_artifact:
        return Reason.TOP_ARTIFACT_TAKEN
    if sheet.artifacts >= TRACK_LENGTH:
        return Reason.ARTIFACTS_FULL
    return Target(TargetKind.TOP_ARTIFACT, Colour(colour))
