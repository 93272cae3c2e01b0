"""Roll & Write's part of a game record: its game id, and its options and actions in
JSON. The envelope around them (seats, seed, cursor, versions, migrations, safe reading)
is the same for every game: ``copenhagen_gui.core.record``.

Rules versions: RULES_VERSION (2: one No X star covers one tile, ruling 9) lives with
GameOptions in state.py, because each game keeps the rules it was started with. Older
records are not migrated but replay under their own rules: a ruling changes what the
recorded moves did (a One X cell's O or X, its points, the coats of arms that follow).
"""

from __future__ import annotations

from typing import Any

import attrs

from .actions import ACTION_KINDS, ACTION_TYPES, Action
from .components import Colour
from .state import GameOptions

GAME_ID = "copenhagen-rw"


# --- options <-> JSON --------------------------------------------------------------


def options_to_json(options: GameOptions) -> dict:
    return {
        "start_player": options.start_player,
        "crossed_at_setup": list(options.crossed_at_setup),
        "start_tracks": [None if c is None else c.value for c in options.start_tracks],
    }


def options_from_json(data: dict, seat_count: int, rules_version: int) -> GameOptions:
    """Raises ValueError or TypeError with what is wrong."""
    return GameOptions(
        player_count=seat_count,
        start_player=data.get("start_player", 0),
        crossed_at_setup=data.get("crossed_at_setup"),
        start_tracks=data.get("start_tracks"),
        rules_version=rules_version,
    )


# --- actions <-> JSON --------------------------------------------------------------


def _plain(value: Any) -> Any:
    if isinstance(value, Colour):
        return value.value
    if isinstance(value, tuple):
        return [_plain(v) for v in value]
    return value


def action_to_json(action: Action) -> dict:
    data = {"type": ACTION_KINDS[type(action)]}
    for field in attrs.fields(type(action)):
        data[field.name] = _plain(getattr(action, field.name))
    return data


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_cell(value: Any) -> bool:
    return isinstance(value, list) and len(value) == 2 and all(_is_int(v) for v in value)


def _is_face(value: Any) -> bool:
    return isinstance(value, str) and value in _FACE_VALUES


_FACE_VALUES = frozenset(c.value for c in Colour)

# The JSON type each action field must have; values are then checked by the rules.
_FIELD_CHECKS = {
    "player": (_is_int, "a number"),
    "die": (_is_int, "a number"),
    "dice": (lambda v: isinstance(v, list) and all(_is_int(i) for i in v), "a list of numbers"),
    "faces": (lambda v: isinstance(v, list) and all(_is_face(f) for f in v), "a list of faces"),
    "face": (_is_face, "a face"),
    "colour": (_is_face, "a colour"),
    "shape": (lambda v: isinstance(v, str), "a shape id"),
    "cell": (_is_cell, "an [x, y] cell"),
    "cells": (lambda v: isinstance(v, list) and all(_is_cell(c) for c in v), "a list of cells"),
}


def action_from_json(data: Any) -> Action:
    """Build an action from its JSON form; raises ValueError with what is wrong."""
    if not isinstance(data, dict):
        raise ValueError("an action must be an object")
    kind = data.get("type")
    cls = ACTION_TYPES.get(kind) if isinstance(kind, str) else None
    if cls is None:
        raise ValueError(f"unknown action type {kind!r}")
    fields = attrs.fields(cls)
    names = {f.name for f in fields}
    extra = set(data) - names - {"type"}
    if extra:
        raise ValueError(f"unexpected field(s) {sorted(extra)} in {kind}")
    for field in fields:
        if field.name not in data:
            if field.default is attrs.NOTHING:
                raise ValueError(f"{kind}: missing {field.name}")
            continue
        is_valid, expected = _FIELD_CHECKS[field.name]
        if not is_valid(data[field.name]):
            raise ValueError(f"{kind}: {field.name} must be {expected}")
    return cls(**{k: v for k, v in data.items() if k != "type"})
