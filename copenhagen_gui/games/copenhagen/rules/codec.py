"""Actions and options to and from JSON-ready dicts, validated on the way in.

Every action is ``{"type": <kind>, <field>: <value>, ...}`` with colours and abilities
as their string values and cells as ``[x, y]`` pairs. Anything malformed raises
``ValueError`` saying what is wrong.
"""

from __future__ import annotations

from typing import Any

import attrs

from .actions import ACTION_KINDS, ACTION_TYPES, Action
from .components import CARD_COLOURS, Ability, Colour
from .state import GameOptions

_CARD_NAMES = frozenset(c.value for c in CARD_COLOURS)
_ABILITY_NAMES = frozenset(a.value for a in Ability)


def _plain(value: Any) -> Any:
    if isinstance(value, (Colour, Ability)):
        return value.value
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def action_to_json(action: Action) -> dict:
    data: dict[str, Any] = {"type": ACTION_KINDS[type(action)]}
    for field in attrs.fields(type(action)):
        data[field.name] = _plain(getattr(action, field.name))
    return data


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _need(condition: bool, what: str) -> None:
    if not condition:
        raise ValueError(what)


def _card_list(value: Any, name: str) -> list[str]:
    _need(isinstance(value, list), f"{name} must be a list of card colours")
    for v in value:
        _need(v in _CARD_NAMES, f"{name}: {v!r} is not a card colour")
    return value


def _cell(value: Any, name: str) -> list[int]:
    _need(
        isinstance(value, list) and len(value) == 2 and all(_is_int(v) for v in value),
        f"{name} must be an [x, y] pair of integers",
    )
    return value


def _player(v: Any) -> int:
    _need(_is_int(v) and v >= 0, "player must be a seat number")
    return v


def _slot(v: Any) -> int:
    _need(_is_int(v), "slot must be an integer")
    return v


def _colour(v: Any) -> str:
    _need(v in _CARD_NAMES, f"{v!r} is not a card colour")
    return v


def _tile(v: Any) -> str:
    _need(isinstance(v, str), "tile must be a tile id")
    return v


def _cells(v: Any) -> list:
    _need(isinstance(v, list) and 0 < len(v) <= 5, "cells must be a list of 1 to 5 cells")
    return [_cell(c, "a cell") for c in v]


def _flag(name: str):
    def check(v: Any) -> bool:
        _need(isinstance(v, bool), f"{name} must be true or false")
        return v

    return check


def _ability(v: Any) -> str:
    _need(v in _ABILITY_NAMES, f"{v!r} is not an ability")
    return v


def _optional(check):
    return lambda v: None if v is None else check(v)


def _hands(v: Any) -> list:
    _need(isinstance(v, list), "hands must be a list of hands")
    return [_card_list(h, "a hand") for h in v]


# Per field name: a validator returning the value to pass to the action class.
_FIELDS = {
    "player": _player,
    "slot": _slot,
    "colour": _colour,
    "tile": _tile,
    "cells": _cells,
    "brick": _optional(lambda v: _cell(v, "brick")),
    "cell": lambda v: _cell(v, "cell"),
    "paid": lambda v: _card_list(v, "paid"),
    "discount": _flag("discount"),
    "ability": _ability,
    "harbour": _optional(lambda v: _card_list(v, "harbour")),
    "hands": _optional(_hands),
    "drawn": _optional(lambda v: _card_list(v, "drawn")),
    "end_card": _flag("end_card"),
}


def action_from_json(data: Any) -> Action:
    _need(isinstance(data, dict), "an action must be a JSON object")
    kind = data.get("type")
    cls = ACTION_TYPES.get(kind) if isinstance(kind, str) else None
    _need(cls is not None, f"unknown action type {kind!r}")
    fields = attrs.fields(cls)
    names = {f.name for f in fields}
    extra = set(data) - names - {"type"}
    _need(not extra, f"{kind}: unknown fields {sorted(extra)}")
    values = {}
    for field in fields:
        if field.name not in data:
            _need(field.default is not attrs.NOTHING, f"{kind}: missing field {field.name!r}")
            continue
        values[field.name] = _FIELDS[field.name](data[field.name])
    return cls(**values)


def options_to_json(options: GameOptions) -> dict:
    return {"player_count": options.player_count, "start_player": options.start_player}


def options_from_json(data: Any, seat_count: int) -> GameOptions:
    _need(isinstance(data, dict), "options must be a JSON object")
    extra = set(data) - {"player_count", "start_player"}
    _need(not extra, f"unknown option fields {sorted(extra)}")
    count = data.get("player_count", seat_count)
    _need(_is_int(count) and count == seat_count, f"player_count must be {seat_count}")
    _need(2 <= seat_count <= 4, "the game is for 2 to 4 players")
    start = data.get("start_player", 0)
    _need(_is_int(start) and 0 <= start < seat_count, f"start_player must be 0..{seat_count - 1}")
    return GameOptions(seat_count, start)

