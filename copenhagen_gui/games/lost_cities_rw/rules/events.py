"""What the last action did, as typed events for the table and the move history.

``GameState.events`` holds the events of the last action only. An action that ends the
turn also carries the turn's end (bridges closed for the others, the game's end).
"""

from __future__ import annotations

import enum

import attrs

from .components import Bridge, Colour


class EventKind(str, enum.Enum):
    ROLLED = "rolled"  # seat rolled; the faces are state.roll
    COMBINATION_TAKEN = "combination_taken"  # colour + value (the number die's face)
    REFUSED = "refused"  # value: dice symbols hatched afterwards (unchanged once exhausted)
    EXHAUSTED = "exhausted"  # the 9th dice symbol: the dice column now scores 0
    CIRCLE_DOUBLED = "circle_doubled"  # colour
    CIRCLE_STRUCK = "circle_struck"  # colour: started without the circle
    NUMBER_WRITTEN = "number_written"  # colour, square (0 = bottom), value (1-10)
    ACCELERATION_GAINED = "acceleration_gained"  # colour, square: an acceleration square was filled
    ACCELERATED = "accelerated"  # colour: the column chosen for the acceleration
    ACCELERATION_DECLINED = "acceleration_declined"
    TOP_ARTIFACT_TICKED = "top_artifact_ticked"  # colour
    ARTIFACT_HATCHED = "artifact_hatched"  # value: artifacts hatched afterwards
    BRIDGE_WON = "bridge_won"  # bridge: crossed first (alone or with others this turn)
    BRIDGE_MISSED = "bridge_missed"  # bridge: crossed, but claimed in an earlier turn
    BRIDGE_CLOSED = "bridge_closed"  # bridge: claimed this turn; everyone else strikes it
    TURN_ENDED = "turn_ended"  # value: the turn number that ended
    GAME_OVER = "game_over"  # end: why


class EndReason(str, enum.Enum):
    ALL_EXHAUSTED = "all_exhausted"
    ALL_BRIDGES = "all_bridges"


@attrs.frozen
class Event:
    kind: EventKind
    seat: int | None = None
    colour: Colour | None = None
    square: int | None = None
    value: int | None = None
    bridge: Bridge | None = None
    end: EndReason | None = None
