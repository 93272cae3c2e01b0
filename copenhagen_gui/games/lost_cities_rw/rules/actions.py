"""Actions are plain values; each names the seat taking it.

A turn: the active seat ``Roll``s (a chance action: the faces are filled in by
``spec.complete_chance``, so a replay never rolls), then ``Take``s a number die and a
colour die or ``Refuse``s; then every other seat does the same with the dice left.
Filling an acceleration square lets the seat ``Accelerate`` into a column of its choice,
or ``DeclineAcceleration``; it must do one of the two before it is done for the turn.
"""

from __future__ import annotations

from typing import Any

import attrs

from .components import Colour


def _ints(value) -> tuple[int, ...]:
    return tuple(int(v) for v in value)


def _colours(value) -> tuple[Colour, ...]:
    return tuple(Colour(v) for v in value)


@attrs.frozen
class Roll:
    seat: int
    numbers: tuple[int, ...] = attrs.field(default=(), converter=_ints)  # three faces 0-9
    colours: tuple[Colour, ...] = attrs.field(default=(), converter=_colours)  # three colour faces

    @property
    def completed(self) -> bool:
        return bool(self.numbers or self.colours)


@attrs.frozen
class Take:
    """Take the number die showing ``number`` (0-9) and the colour die showing ``colour``
    and write them on the sheet. ``circle`` marks the double-points circle with a 0 instead
    of writing in a square; otherwise the combination goes to the next square (or ticks
    the top artifact of a full column)."""

    seat: int
    number: int = attrs.field(converter=int)
    colour: Colour = attrs.field(converter=Colour)
    circle: bool = False


@attrs.frozen
class Refuse:
    """Choose no combination: hatch the next dice symbol (nothing once exhausted)."""

    seat: int


@attrs.frozen
class Accelerate:
    """Use the acceleration just gained: repeat ``colour``'s top number above it (a 1 in an
    unstarted column; a full column ticks its top artifact instead)."""

    seat: int
    colour: Colour = attrs.field(converter=Colour)


@attrs.frozen
class DeclineAcceleration:
    seat: int


Action = Roll | Take | Refuse | Accelerate | DeclineAcceleration
ACTION_TYPES = {"roll": Roll, "take": Take, "refuse": Refuse, "accelerate": Accelerate,
                "decline_acceleration": DeclineAcceleration}
_TYPE_NAMES = {cls: name for name, cls in ACTION_TYPES.items()}


def action_to_json(action: Action) -> dict:
    data: dict[str, Any] = {"type": _TYPE_NAMES[type(action)], "seat": action.seat}
    if isinstance(action, Roll):
        data["numbers"] = list(action.numbers)
        data["colours"] = [c.key for c in action.colours]
    elif isinstance(action, Take):
        data.update(number=action.number, colour=action.colour.key)
        if action.circle:
            data["circle"] = True
    elif isinstance(action, Accelerate):
        data["colour"] = action.colour.key
    return data


def _colour(key: Any) -> Colour:
    if not isinstance(key, str):
        raise ValueError(f"a colour is a name, not {key!r}")
    try:
        return Colour.from_key(key)
    except KeyError:
        raise ValueError(f"unknown colour {key!r}") from None


def _int(value: Any, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be an integer, not {value!r}")
    return value


def action_from_json(data: Any) -> Action:
    """Raises ValueError with what is wrong."""
    if not isinstance(data, dict):
        raise ValueError("an action is an object")
    kind = ACTION_TYPES.get(data.get("type"))
    if kind is None:
        raise ValueError(f"unknown action type {data.get('type')!r}")
    try:
        seat = _int(data["seat"], "seat")
        if kind is Roll:
            numbers = [_int(n, "a number face") for n in data.get("numbers", [])]
            if not isinstance(data.get("colours", []), list):
                raise ValueError("colours must be a list")
            return Roll(seat, numbers, [_colour(c) for c in data.get("colours", [])])
        if kind is Take:
            circle = data.get("circle", False)
            if not isinstance(circle, bool):
                raise ValueError("circle must be true or false")
            return Take(seat, _int(data["number"], "number"), _colour(data["colour"]), circle)
        if kind is Accelerate:
            return Accelerate(seat, _colour(data["colour"]))
        return kind(seat)
    except KeyError as missing:
        raise ValueError(f"action field {missing} is missing") from None
    except TypeError as error:
        raise ValueError(str(error)) from None
