"""Roll & Write situations: a state as JSON, read back only when the rules allow it.

A situation starts at the beginning of a turn: ``"roll"`` (the active player has not
rolled) or ``"choose"`` (the five dice are rolled, nothing else done yet this turn).
It stores the primary facts; points, coats of arms, the last round and the start
player's box are recomputed from them.

    {"phase": "choose", "active": 0, "round": 3,
     "dice": ["red", "red", "blue", "white", "yellow"],        # "choose" only
     "crossed": ["red-4b", "blue-4b", ...],                     # single-use shapes crossed out
     "players": [{"building": ["....." x 9, top floor first; "O" window, "X" brick],
                  "tracks": {"red": "xxn......", ...},          # see below
                  "used": {"red": [2], "blue": [1]},            # boxes whose + or star is struck
                  "printed_rerolls_used": 1}, ...]}

A track is 9 boxes left to right: ``x`` marked before the player's latest roll (its
symbol usable), ``n`` marked since (usable from their next turn), ``.`` empty. Missing
tracks, ``used`` and ``printed_rerolls_used`` mean nothing marked or used. The game's
options (players, start player, crossed at setup, start tracks, rules version) are the
record's, passed in; ``docs/situations.md`` lists what is checked.
"""

from __future__ import annotations

import enum
from functools import cache

from copenhagen_gui.core import situation as sit
from copenhagen_gui.core.building import GROUND_MASK, unsupported_pieces

from .components import (
    CELL_COUNT,
    COAT_LINES,
    DICE_COUNT,
    FACES,
    HEIGHT,
    PLACEMENT_MASKS,
    PRINTED_REROLLS,
    SHAPES,
    SHAPES_BY_ID,
    TRACK_COLOURS,
    TRACK_LENGTH,
    TRACKS,
    WIDTH,
    WINNING_POINTS,
    Colour,
    bit,
)
from .scoring import breakdown
from .state import GameOptions, GameState, Phase, PlayerSheet, Turn


class SituationReason(str, enum.Enum):
    """Why a well-formed situation is not one the rules can reach."""

    FLOATING_CELL = "floating_cell"  # where: (x, y): no drawing order supports it
    TRACK_OUT_OF_ORDER = "track_out_of_order"  # where: colour: a gap, or an old box after a new one
    SYMBOL_NOT_UNLOCKED = "symbol_not_unlocked"  # where: (colour, box): struck before it was usable
    NO_SYMBOL = "no_symbol"  # where: (colour, box): that box has no + or star to strike
    TOO_MANY_USES = "too_many_uses"  # more rerolls than printed stars, or a box struck twice
    MARKED_AFTER_ROLL = "marked_after_roll"  # where: colour: the active player's box is new after the roll
    NOT_SINGLE_USE = "not_single_use"  # where: shape id: an unlimited shape is never crossed out
    SETUP_SHAPE_NOT_CROSSED = "setup_shape_not_crossed"  # where: shape id
    START_TRACK_MISSING = "start_track_missing"  # where: colour: the two-player start boxes
    WRONG_DICE_COUNT = "wrong_dice_count"  # five dice, no more, no fewer
    GAME_ALREADY_OVER = "game_already_over"  # a new round with 12 points reached: it ended


ROLL, CHOOSE = "roll", "choose"
SITUATION_PHASES = {ROLL: Phase.ROLL, CHOOSE: Phase.CHOOSE}
_PHASE_NAMES = {v: k for k, v in SITUATION_PHASES.items()}
_FACES = {c.value: c for c in FACES}
_TRACK_NAMES = {c.value: c for c in TRACK_COLOURS}
_READY, _NEW, _EMPTY = "x", "n", "."


# --- which states a situation can start from -------------------------------------------


def can_start_from(state: GameState) -> bool:
    """Whether ``state`` is at a situation's starting point (``state_to_json`` takes it)."""
    if state.phase is Phase.ROLL:
        return state.turn == Turn()
    if state.phase is Phase.CHOOSE:
        return (state.turn == Turn(dice=state.turn.dice)
                and state.sheet.ready == state.sheet.tracks)
    return False


# --- state -> JSON -----------------------------------------------------------------------


def state_to_json(state: GameState) -> dict:
    if not can_start_from(state):
        raise ValueError("a situation starts before the roll or right after it")
    data = {
        "phase": _PHASE_NAMES[state.phase],
        "active": state.active,
        "round": state.round,
        "crossed": sorted(state.crossed),
        "players": [_sheet_to_json(sheet) for sheet in state.players],
    }
    if state.phase is Phase.CHOOSE:
        data["dice"] = [face.value for face in state.turn.dice]
    return data


def _sheet_to_json(sheet: PlayerSheet) -> dict:
    data = {
        "building": building_rows(sheet.filled, sheet.crosses),
        "tracks": {c.value: _track_text(sheet.tracks[c.index], sheet.ready[c.index])
                   for c in TRACK_COLOURS if sheet.tracks[c.index]},
    }
    used = {c.value: sorted(sheet.used[c.index]) for c in TRACK_COLOURS if sheet.used[c.index]}
    if used:
        data["used"] = used
    if sheet.printed_rerolls_used:
        data["printed_rerolls_used"] = sheet.printed_rerolls_used
    return data


def building_rows(filled: int, crosses: int) -> list[str]:
    """The building as 9 rows, the top floor first: '.' empty, 'O' window, 'X' brick."""
    return ["".join("X" if crosses & bit(x, y) else "O" if filled & bit(x, y) else "."
                    for x in range(WIDTH)) for y in reversed(range(HEIGHT))]


def _track_text(marked: int, ready: int) -> str:
    return _READY * ready + _NEW * (marked - ready) + _EMPTY * (TRACK_LENGTH - marked)


# --- JSON -> state -----------------------------------------------------------------------


def state_from_json(data, options: GameOptions) -> GameState:
    """The state ``data`` describes, played with ``options``; raises SituationError."""
    data = sit.fields(data, "situation", {"phase", "active", "players"},
                      {"round", "dice", "crossed"})
    n = options.player_count
    phase = sit.choice(data["phase"], "phase", SITUATION_PHASES)
    active = sit.integer(data["active"], "active", 0, n - 1)
    round_ = sit.integer(data.get("round", 1), "round", 1, sit.MAX_ROUND)
    players = sit.listed(data["players"], "players", n, n)
    sheets = [_read_sheet(raw, seat, options) for seat, raw in enumerate(players)]
    crossed = _read_crossed(data.get("crossed", []), options)
    turn = Turn()
    if phase is Phase.CHOOSE:
        turn = Turn(dice=_read_dice(data.get("dice")))
        new = [c.value for c in TRACK_COLOURS if sheets[active].ready[c.index] != sheets[active].tracks[c.index]]
        if new:
            raise sit.impossible(SituationReason.MARKED_AFTER_ROLL, "boxes are usable once rolled",
                                 active, new[0])
    elif data.get("dice") not in (None, []):
        raise sit.malformed("dice are rolled in the choose phase only")
    last_round = any(s.points >= WINNING_POINTS for s in sheets)
    if last_round and phase is Phase.ROLL and active == options.start_player:
        raise sit.impossible(SituationReason.GAME_ALREADY_OVER,
                             "the round ended with 12 points reached")
    return GameState(options, tuple(sheets), frozenset(crossed), active, round_, phase, turn,
                     last_round)


def _read_dice(raw) -> tuple[Colour, ...]:
    faces = sit.listed(raw, "dice", 0, 20)
    if len(faces) != DICE_COUNT:
        raise sit.impossible(SituationReason.WRONG_DICE_COUNT, f"{len(faces)} dice")
    return tuple(sit.choice(f, "a die", _FACES) for f in faces)


def _read_crossed(raw, options: GameOptions) -> set[str]:
    names = sit.listed(raw, "crossed", 0, len(SHAPES))
    crossed = set()
    for name in names:
        shape = sit.choice(name, "a crossed shape", SHAPES_BY_ID)
        if not shape.single_use:
            raise sit.impossible(SituationReason.NOT_SINGLE_USE, "", None, shape.id)
        crossed.add(shape.id)
    for shape_id in options.crossed_at_setup:
        if shape_id not in crossed:
            raise sit.impossible(SituationReason.SETUP_SHAPE_NOT_CROSSED, "", None, shape_id)
    return crossed


def _read_sheet(raw, seat: int, options: GameOptions) -> PlayerSheet:
    data = sit.fields(raw, f"player {seat}", {"building"},
                      {"tracks", "used", "printed_rerolls_used"})
    lines = sit.rows(data["building"], f"player {seat} building", HEIGHT, WIDTH, ".OX")
    filled = crosses = 0
    for row, line in enumerate(lines):
        y = HEIGHT - 1 - row
        for x, char in enumerate(line):
            if char != ".":
                filled |= bit(x, y)
            if char == "X":
                crosses |= bit(x, y)
    if (cell := floating_cell(filled)) is not None:
        raise sit.impossible(SituationReason.FLOATING_CELL, "", seat, cell)
    tracks, ready = _read_tracks(data.get("tracks", {}), seat)
    used = _read_used(data.get("used", {}), seat, ready)
    rerolls = sit.integer(data.get("printed_rerolls_used", 0), "printed_rerolls_used", 0, 1_000)
    if rerolls > PRINTED_REROLLS:
        raise sit.impossible(SituationReason.TOO_MANY_USES, f"{rerolls} printed rerolls", seat,
                             Colour.RED.value)
    start_track = options.start_tracks[seat]
    if start_track is not None and tracks[start_track.index] < 2:
        raise sit.impossible(SituationReason.START_TRACK_MISSING, "", seat, start_track.value)
    sheet = PlayerSheet(filled, crosses, tracks, ready, used, rerolls, 0,
                        _coats(filled), seat == options.start_player)
    return PlayerSheet(filled, crosses, tracks, ready, used, rerolls, breakdown(sheet).total,
                       sheet.coats, sheet.start_player)


def _coats(filled: int) -> frozenset:
    return frozenset(line for line in COAT_LINES if filled & line.mask == line.mask)


def _read_tracks(raw, seat: int) -> tuple[tuple[int, ...], tuple[int, ...]]:
    found = sit.fields(raw, f"player {seat} tracks", optional=set(_TRACK_NAMES))
    marked, ready = [0] * len(TRACK_COLOURS), [0] * len(TRACK_COLOURS)
    for name, text in found.items():
        if not isinstance(text, str) or len(text) != TRACK_LENGTH or set(text) - {_READY, _NEW, _EMPTY}:
            raise sit.malformed(f"track {name}: {TRACK_LENGTH} characters of 'x', 'n' and '.'", seat)
        old = len(text) - len(text.lstrip(_READY))
        new = len(text[old:]) - len(text[old:].lstrip(_NEW))
        if text[old + new:].strip(_EMPTY):
            raise sit.impossible(SituationReason.TRACK_OUT_OF_ORDER, text, seat, name)
        index = _TRACK_NAMES[name].index
        marked[index], ready[index] = old + new, old
    return tuple(marked), tuple(ready)


def _read_used(raw, seat: int, ready: tuple[int, ...]) -> tuple[frozenset[int], ...]:
    found = sit.fields(raw, f"player {seat} used", optional=set(_TRACK_NAMES))
    used = [frozenset()] * len(TRACK_COLOURS)
    for name, boxes in found.items():
        colour = _TRACK_NAMES[name]
        boxes = [sit.integer(b, f"used {name}", 1, TRACK_LENGTH)
                 for b in sit.listed(boxes, f"used {name}", 0, 100)]
        if len(set(boxes)) != len(boxes):
            raise sit.impossible(SituationReason.TOO_MANY_USES, "a box struck twice", seat, name)
        for box in boxes:
            if TRACKS[colour.index].symbol_at(box) is None:
                raise sit.impossible(SituationReason.NO_SYMBOL, "", seat, (name, box))
            if box > ready[colour.index]:
                raise sit.impossible(SituationReason.SYMBOL_NOT_UNLOCKED, "", seat, (name, box))
        used[colour.index] = frozenset(boxes)
    return tuple(used)


# --- could the building have been drawn? -------------------------------------------------

# A search for a drawing order gives up after this many steps (a hostile building):
# real buildings need a few dozen.
_SEARCH_LIMIT = 5_000


def floating_cell(filled: int) -> tuple[int, int] | None:
    """A cell of the building no drawing could have supported, or None when it could have
    been drawn. A cell on the ground or right above a filled cell can be drawn on its
    own (One X, a coat of arms, or as part of a shape); a cell over an empty one must
    belong to a pad shape (any, rotated) that rests on cells drawn before it. Which
    shapes and X's were used is not checked: a building does not record them."""
    overhangs = filled & ~(GROUND_MASK | (filled << WIDTH))
    if not overhangs:
        return None
    options = {}
    for index in range(CELL_COUNT):
        if overhangs >> index & 1:
            options[index] = [m for m in _masks_through(index) if m & filled == m
                              and m & (GROUND_MASK | ((filled & ~m) << WIDTH))]
            if not options[index]:
                return _cell(index)
    # The most constrained cells first.
    cells = sorted(options, key=lambda i: (len(options[i]), i))
    if _cover(cells, options, 0, filled, [], [_SEARCH_LIMIT]):
        return None
    return _cell(cells[0])


def _cell(index: int) -> tuple[int, int]:
    return (index % WIDTH, index // WIDTH)


def _cover(cells: list[int], options: dict[int, list[int]], taken: int, filled: int,
           pieces: list[int], budget: list[int]) -> bool:
    """Cover every overhanging cell with a pad shape resting on other cells; then every
    other cell is drawn alone, and some order must support them all."""
    budget[0] -= 1
    if budget[0] < 0:
        return False
    index = next((i for i in cells if not taken >> i & 1), None)
    if index is None:
        singles = [1 << i for i in range(CELL_COUNT) if (filled & ~taken) >> i & 1]
        return not unsupported_pieces(pieces + singles)
    for mask in options[index]:
        if not mask & taken:
            pieces.append(mask)
            if _cover(cells, options, taken | mask, filled, pieces, budget):
                return True
            pieces.pop()
    return False


@cache
def _masks_through(index: int) -> tuple[int, ...]:
    """Every placement of every pad shape that covers this cell (distinct masks, the
    smallest shapes first)."""
    b = 1 << index
    masks = {m for shape in SHAPES for m in PLACEMENT_MASKS[shape.id] if m & b}
    return tuple(sorted(masks, key=lambda m: (m.bit_count(), m)))
