"""Immutable game state. Everything a table shows is here or derived by ``views.py``:
the dice, each seat's sheet (six expeditions, artifact and dice columns, bridges), the
bridges' claims, who still decides this turn, and the events of the last action."""

from __future__ import annotations

import enum

import attrs

from .components import BRIDGE_LEVEL, SQUARES, TRACK_LENGTH, Bridge, Colour
from .events import EndReason, Event
from .options import Options


class Circle(str, enum.Enum):
    """The round double-points box under an expedition."""

    OPEN = "open"
    DOUBLED = "doubled"  # marked with a 0: the expedition scores double
    STRUCK = "struck"  # the expedition started without it: lost for good


class Phase(str, enum.Enum):
    ROLL = "roll"  # the active seat rolls
    ACTIVE = "active"  # the active seat takes a combination or refuses
    OTHERS = "others"  # every other seat does the same from the dice left, in any order
    OVER = "over"


@attrs.frozen
class Expedition:
    circle: Circle = Circle.OPEN
    numbers: tuple[int, ...] = ()  # the values written, bottom square first (1-10)
    top_artifact: bool = False  # the artifact above square 9 is ticked

    @property
    def level(self) -> int:
        return len(self.numbers)

    @property
    def top(self) -> int | None:
        return self.numbers[-1] if self.numbers else None

    @property
    def full(self) -> bool:
        return len(self.numbers) == SQUARES

    @property
    def started(self) -> bool:
        return bool(self.numbers)


EMPTY_EXPEDITIONS: tuple[Expedition, ...] = tuple(Expedition() for _ in Colour)


@attrs.frozen
class PlayerSheet:
    expeditions: tuple[Expedition, ...] = EMPTY_EXPEDITIONS
    artifacts: int = 0  # artifact symbols hatched (0-9)
    dice_marks: int = 0  # dice symbols hatched (0-9); 9 = exhausted
    bridges_won: frozenset[Bridge] = frozenset()

    @property
    def exhausted(self) -> bool:
        return self.dice_marks == TRACK_LENGTH

    def crossed(self, bridge: Bridge) -> bool:
        """Has this sheet reached the square or symbol above the bridge?"""
        if bridge is Bridge.ARTIFACTS:
            return self.artifacts >= BRIDGE_LEVEL
        if bridge is Bridge.DICE:
            return self.dice_marks >= BRIDGE_LEVEL
        return self.expeditions[bridge].level >= BRIDGE_LEVEL


@attrs.frozen
class Dice:
    numbers: tuple[int, ...]  # number dice faces, 0-9
    colours: tuple[Colour, ...]


@attrs.frozen
class GameState:
    options: Options
    sheets: tuple[PlayerSheet, ...]
    active: int  # the seat whose turn it is (rolls and chooses first)
    turn: int = 0  # turns played before this one
    phase: Phase = Phase.ROLL
    roll: Dice | None = None  # this turn's faces (in ROLL: the previous turn's, or None)
    offer: Dice | None = None  # the dice left in the middle for the other seats
    active_choice: tuple[int, Colour] | None = None  # (number face, colour) the active seat took
    pending: frozenset[int] = frozenset()  # seats that still decide in this phase
    accelerating: frozenset[int] = frozenset()  # seats that must use or decline an acceleration
    bridge_claims: tuple[int | None, ...] = (None,) * len(Bridge)  # turn each bridge was first crossed
    events: tuple[Event, ...] = ()  # what the last action did
    end: EndReason | None = None

    @property
    def seat_count(self) -> int:
        return len(self.sheets)

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER
