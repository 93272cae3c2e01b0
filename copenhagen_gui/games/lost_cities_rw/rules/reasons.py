"""Why an action is illegal: typed reasons, never sentences (the UI translates them)."""

from __future__ import annotations

import enum


class Reason(str, enum.Enum):
    GAME_OVER = "game_over"
    NO_SUCH_SEAT = "no_such_seat"
    NOT_YOUR_TURN = "not_your_turn"  # this seat has nothing to decide now
    WRONG_PHASE = "wrong_phase"  # e.g. choosing dice before they are rolled, rolling twice
    BAD_FACES = "bad_faces"  # a roll whose faces are not 3 numbers 0-9 and 3 colours
    ACCELERATION_PENDING = "acceleration_pending"  # use or decline the acceleration first
    NO_ACCELERATION = "no_acceleration"  # no acceleration square was just filled
    NUMBER_NOT_AVAILABLE = "number_not_available"  # no die in the middle shows that number
    COLOUR_NOT_AVAILABLE = "colour_not_available"  # no die in the middle shows that colour
    CIRCLE_NEEDS_ZERO = "circle_needs_zero"  # only a 0 marks the double-points circle
    CIRCLE_NOT_OPEN = "circle_not_open"  # already doubled, or struck out
    EXPEDITION_STARTED = "expedition_started"  # the circle only comes before the first number
    ZERO_CANNOT_START = "zero_cannot_start"  # a 0 is read as 10 only once started (option)
    NUMBER_TOO_LOW = "number_too_low"  # below the expedition's current top number
    TOP_ARTIFACT_TAKEN = "top_artifact_taken"  # the column's top artifact is already ticked
    ARTIFACTS_FULL = "artifacts_full"  # all 9 artifacts hatched: the top artifact is closed
