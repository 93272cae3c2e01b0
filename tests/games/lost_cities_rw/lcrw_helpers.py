"""Compact builders for the Lost Cities R&W rules tests: columns from strings, sheets
with special squares where a test needs them, states placed at any point of a turn."""

from __future__ import annotations

import copy
import json

import attrs
import pytest

from copenhagen_gui.games.lost_cities_rw.rules import engine
from copenhagen_gui.games.lost_cities_rw.rules.actions import Roll
from copenhagen_gui.games.lost_cities_rw.rules.components import Colour
from copenhagen_gui.games.lost_cities_rw.rules.engine import IllegalAction
from copenhagen_gui.games.lost_cities_rw.rules.options import Options
from copenhagen_gui.games.lost_cities_rw.rules.sheet import house_sheet
from copenhagen_gui.games.lost_cities_rw.rules.sheet_codec import sheet_from_json, sheet_to_json
from copenhagen_gui.games.lost_cities_rw.rules.state import (
    Circle,
    Dice,
    Expedition,
    GameState,
    PlayerSheet,
)

R, Or, Y, G, B, P = Colour
_LETTER = {"R": R, "O": Or, "Y": Y, "G": G, "B": B, "P": P}


def house_json() -> dict:
    return sheet_to_json(house_sheet())


def custom_sheet(special: dict[str, str] | None = None, **changes):
    """The house sheet with some columns' squares replaced: ``{"red": "a-r------"}`` puts
    an acceleration on square 1 and an artifact on square 3 (bottom first)."""
    data = house_json()
    for key, pattern in (special or {}).items():
        symbols = {"-": "-", "a": "acc", "r": "art"}
        data["special_squares"][key] = [
            {"symbol": symbols[ch], "status": "verified", "source": "test"} for ch in pattern]
    data.update(changes)
    return sheet_from_json(data)


PLAIN = {c: "-" * 9 for c in ("red", "orange", "yellow", "green", "blue", "purple")}


def plain_sheet(**columns: str):
    """A sheet with no special square except the ones given per colour name."""
    return custom_sheet({**PLAIN, **columns})


def col(numbers: str = "", circle: str = "", top: bool = False) -> Expedition:
    """'1 3 3 10' -> a column with those numbers; circle 'doubled'/'struck' (default: struck
    if started, else open)."""
    values = tuple(int(v) for v in numbers.split())
    state = Circle(circle) if circle else (Circle.STRUCK if values else Circle.OPEN)
    return Expedition(state, values, top)


def sheet(artifacts: int = 0, dice_marks: int = 0, bridges=(), **columns: Expedition) -> PlayerSheet:
    """A player sheet; columns by colour name: sheet(red=col('1 2'), blue=col(circle='doubled'))."""
    exps = [Expedition() for _ in Colour]
    for name, exp in columns.items():
        exps[Colour.from_key(name)] = exp
    return PlayerSheet(tuple(exps), artifacts, dice_marks, frozenset(bridges))


def dice(text: str) -> Dice:
    """'5 0 9 / R G G' -> number faces 5 0 9 and colour faces red green green."""
    numbers, colours = text.split("/")
    return Dice(tuple(int(n) for n in numbers.split()), tuple(_LETTER[c] for c in colours.split()))


def roll(seat: int, text: str) -> Roll:
    d = dice(text)
    return Roll(seat, d.numbers, d.colours)


def game(seats: int = 3, sheet_data=None, first: int = 0, zero_starts_as_ten: bool = False,
         sheets: dict[int, PlayerSheet] | None = None, **changes) -> GameState:
    """A fresh game (house sheet unless given), with some sheets replaced."""
    options = Options(seats, sheet_data or house_sheet(), first, zero_starts_as_ten)
    state = engine.new_game(options)
    all_sheets = list(state.sheets)
    for seat, s in (sheets or {}).items():
        all_sheets[seat] = s
    return attrs.evolve(state, sheets=tuple(all_sheets), **changes)


def rolled(state: GameState, text: str) -> GameState:
    """The active seat rolls these faces."""
    return engine.apply(state, roll(state.active, text))


def play(state: GameState, *actions) -> GameState:
    for action in actions:
        state = engine.apply(state, action)
    return state


def refused(state: GameState, action, reason) -> None:
    """check and apply both reject ``action`` with ``reason``, leaving the state untouched."""
    before = copy.deepcopy(state)
    assert engine.check(state, action) is reason
    with pytest.raises(IllegalAction) as info:
        engine.apply(state, action)
    assert info.value.reason is reason
    assert state == before


def kinds(state: GameState) -> list:
    return [e.kind for e in state.events]


def json_copy(data):
    return json.loads(json.dumps(data))
