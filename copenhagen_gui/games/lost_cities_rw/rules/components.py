"""The fixed parts of the game: colours, columns, dice and sizes.

Everything that is printed on the sheet and uncertain (point scales, special squares)
lives in the sheet data instead (``sheet.py``); only what the rules text fixes is here.
"""

from __future__ import annotations

import enum


class Colour(enum.IntEnum):
    """The six expeditions, in sheet order left to right; also the colour die faces."""

    RED = 0
    ORANGE = 1
    YELLOW = 2
    GREEN = 3
    BLUE = 4
    PURPLE = 5

    @property
    def key(self) -> str:
        return self.name.lower()

    @classmethod
    def from_key(cls, key: str) -> Colour:
        return cls[key.upper()]


COLOURS: tuple[Colour, ...] = tuple(Colour)
# The shape printed under each expedition (and on the colour dice) for colour-blind players.
SHAPE_OF = {
    Colour.RED: "heart",
    Colour.ORANGE: "circle",
    Colour.YELLOW: "square",
    Colour.GREEN: "triangle",
    Colour.BLUE: "cross",
    Colour.PURPLE: "star",
}


class Bridge(enum.IntEnum):
    """The eight bridges: one per expedition (same value as its Colour), then the
    artifact column and the dice column on the right of the sheet."""

    RED = 0
    ORANGE = 1
    YELLOW = 2
    GREEN = 3
    BLUE = 4
    PURPLE = 5
    ARTIFACTS = 6
    DICE = 7

    @property
    def key(self) -> str:
        return self.name.lower()


BRIDGES: tuple[Bridge, ...] = tuple(Bridge)

SQUARES = 9  # number squares per expedition column
TRACK_LENGTH = 9  # symbols in the artifact column and in the dice column
BRIDGE_LEVEL = 7  # the bridge lies between square (symbol) 6 and 7: filling the 7th crosses it
DICE_PER_KIND = 3  # three number dice (d10, faces 0-9) and three colour dice (d6)
NUMBER_FACES: tuple[int, ...] = tuple(range(10))
TEN = 10  # a number die showing 0 is read as 10 once an expedition has started
MIN_SEATS = 2
MAX_SEATS = 5


def read_number(face: int) -> int:
    """The value a number die gives inside a started expedition: 0 counts as 10."""
    return TEN if face == 0 else face
