"""A compact, mutable copy of the sheets for the bots' look-ahead.

The engine's immutable states are right for records and undo but too slow to play
hundreds of imagined games per move. ``Pad`` holds one sheet as small lists; ``Layout``
holds the sheet data as plain tables; ``Sim`` holds a whole game. The rules here mirror
rules/targets.py and rules/engine.py (tests compare both on random games), but only the
bots use them: the engine stays the one authority on what is legal.
"""

from __future__ import annotations

import random

from ..rules.components import BRIDGE_LEVEL, SQUARES, TRACK_LENGTH, Bridge
from ..rules.sheet import Sheet, Symbol
from ..rules.state import Circle, GameState, PlayerSheet

OPEN, DOUBLED, STRUCK = 0, 1, 2
_CIRCLE = {Circle.OPEN: OPEN, Circle.DOUBLED: DOUBLED, Circle.STRUCK: STRUCK}
ART_BRIDGE, DICE_BRIDGE = int(Bridge.ARTIFACTS), int(Bridge.DICE)
# A move: (kind, colour, value). kind: CIRCLE marks the circle, SQUARE writes value,
# TOP ticks the top artifact, REFUSE hatches a dice symbol (colour, value unused).
CIRCLE, SQUARE, TOP, REFUSE = 0, 1, 2, 3


class Layout:
    """The sheet data as plain tables."""

    __slots__ = ("exp", "track", "dice_full", "bridge", "acc", "art")

    def __init__(self, sheet: Sheet):
        self.exp = list(sheet.expedition_points)
        self.track = list(sheet.track_points)
        self.dice_full = int(sheet.dice_exhausted.value)
        self.bridge = int(sheet.bridge_points.value)
        self.acc = [[s is Symbol.ACCELERATION for s in column] for column in sheet.symbols]
        self.art = [[s is Symbol.ARTIFACT for s in column] for column in sheet.symbols]


_layouts: dict[int, tuple[Sheet, Layout]] = {}


def layout_for(sheet: Sheet) -> Layout:
    cached = _layouts.get(id(sheet))
    if cached is None or cached[0] is not sheet:
        cached = (sheet, Layout(sheet))
        _layouts[id(sheet)] = cached
    return cached[1]


class Pad:
    """One sheet: per column its level, top number (0 = not started), circle and top
    artifact; the artifact and dice counts; the bridges won as a bit mask."""

    __slots__ = ("level", "top", "circle", "tops", "artifacts", "dice", "won")

    def __init__(self, level, top, circle, tops, artifacts, dice, won):
        self.level = level
        self.top = top
        self.circle = circle
        self.tops = tops
        self.artifacts = artifacts
        self.dice = dice
        self.won = won

    @classmethod
    def of(cls, sheet: PlayerSheet) -> Pad:
        exps = sheet.expeditions
        return cls([len(e.numbers) for e in exps], [e.numbers[-1] if e.numbers else 0 for e in exps],
                   [_CIRCLE[e.circle] for e in exps], [e.top_artifact for e in exps],
                   sheet.artifacts, sheet.dice_marks, sum(1 << b for b in sheet.bridges_won))

    def copy(self) -> Pad:
        return Pad(self.level[:], self.top[:], self.circle[:], self.tops[:], self.artifacts, self.dice, self.won)

    def score(self, lay: Layout) -> int:
        total = 0
        for c in range(6):
            k = self.level[c]
            if k or self.circle[c] == DOUBLED:
                total += lay.exp[k] * (2 if self.circle[c] == DOUBLED else 1)
        total += lay.track[self.artifacts]
        total += lay.dice_full if self.dice == TRACK_LENGTH else lay.track[self.dice]
        return total + lay.bridge * bin(self.won).count("1")


def moves(pad: Pad, numbers, colours, zero_ten: bool) -> list[tuple[int, int, int]]:
    """Every legal (kind, colour, value) for these dice; refusing is not listed."""
    found = []
    for c in set(colours):
        k = pad.level[c]
        if k == 0:
            for n in set(numbers):
                if n == 0:
                    if pad.circle[c] == OPEN:
                        found.append((CIRCLE, c, 0))
                    if zero_ten:
                        found.append((SQUARE, c, 10))
                else:
                    found.append((SQUARE, c, n))
            continue
        top = pad.top[c]
        best_top = False
        for n in set(numbers):
            value = 10 if n == 0 else n
            if value < top:
                continue
            if k < SQUARES:
                found.append((SQUARE, c, value))
            else:
                best_top = True
        if best_top and not pad.tops[c] and pad.artifacts < TRACK_LENGTH:
            found.append((TOP, c, 0))
    return found


def acceleration_moves(pad: Pad) -> list[tuple[int, int, int]]:
    found = []
    for c in range(6):
        k = pad.level[c]
        if k < SQUARES:
            found.append((SQUARE, c, pad.top[c] if k else 1))
        elif not pad.tops[c] and pad.artifacts < TRACK_LENGTH:
            found.append((TOP, c, 0))
    return found


class Claims:
    """The bridges' claims during an imagined game: the turn each was first crossed."""

    __slots__ = ("turn_of",)

    def __init__(self, claims):
        self.turn_of = list(claims)

    def cross(self, pad: Pad, bridge: int, turn: int) -> None:
        claim = self.turn_of[bridge]
        if claim is None or claim == turn:
            self.turn_of[bridge] = turn
            pad.won |= 1 << bridge


def play_move(pad: Pad, move, lay: Layout, claims: Claims, turn: int) -> bool:
    """Apply ``move``; True when it filled an acceleration square."""
    kind, c, value = move
    if kind == REFUSE:
        if pad.dice < TRACK_LENGTH:
            pad.dice += 1
            if pad.dice == BRIDGE_LEVEL:
                claims.cross(pad, DICE_BRIDGE, turn)
        return False
    if kind == CIRCLE:
        pad.circle[c] = DOUBLED
        return False
    if kind == TOP:
        pad.tops[c] = True
        _hatch(pad, claims, turn)
        return False
    square = pad.level[c]
    if square == 0 and pad.circle[c] == OPEN:
        pad.circle[c] = STRUCK
    pad.level[c] = square + 1
    pad.top[c] = value
    if lay.art[c][square]:
        _hatch(pad, claims, turn)
    if square + 1 == BRIDGE_LEVEL:
        claims.cross(pad, c, turn)
    return lay.acc[c][square]


def _hatch(pad: Pad, claims: Claims, turn: int) -> None:
    if pad.artifacts < TRACK_LENGTH:
        pad.artifacts += 1
        if pad.artifacts == BRIDGE_LEVEL:
            claims.cross(pad, ART_BRIDGE, turn)


def roll_dice(rng: random.Random) -> tuple[list[int], list[int]]:
    r = rng.random
    return [int(r() * 10) for _ in range(3)], [int(r() * 6) for _ in range(3)]


def pads_of(state: GameState) -> list[Pad]:
    return [Pad.of(s) for s in state.sheets]
