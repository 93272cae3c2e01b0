"""Lost Cities situations: a state as JSON, read back only when the rules allow it.

A situation starts at the beginning of a turn: ``"roll"`` (the active seat has not
rolled; ``dice`` may keep the previous turn's faces for the table) or ``"active"`` (the
six dice are rolled, nobody has chosen yet). It stores the primary facts; scores are
recomputed, and the artifacts hatched are checked against the squares that give them.

    {"phase": "active", "active": 1, "round": 4,
     "dice": {"numbers": [3, 0, 7], "colours": ["red", "blue", "blue"]},
     "players": [{"expeditions": {"red": {"circle": "struck", "numbers": [2, 5, 5]},
                                  "blue": {"circle": "doubled"}},
                  "artifacts": 0,            # optional: checked when given
                  "dice_symbols": 2,         # dice symbols hatched (refusals)
                  "bridges": ["red"]}, ...], # bridges this seat won
     "bridge_claims": {"red": 5}}            # optional: the turn (from 0) each was first crossed

An expedition not listed is empty with its circle open; ``top_artifact`` (true/false)
is the artifact above a full column. The sheet (its special squares), the first seat
and rule Q1 are the game's options, passed in. ``docs/situations.md`` lists what is
checked.
"""

from __future__ import annotations

import enum

from copenhagen_gui.core import situation as sit

from .components import BRIDGES, COLOURS, DICE_PER_KIND, SQUARES, TEN, TRACK_LENGTH, Colour
from .options import Options
from .sheet import Symbol
from .state import Circle, Dice, Expedition, GameState, Phase, PlayerSheet


class SituationReason(str, enum.Enum):
    """Why a well-formed situation is not one the rules can reach."""

    NUMBER_OUT_OF_RANGE = "number_out_of_range"  # where: (colour, square): written numbers are 1-10
    NUMBER_LOWER_THAN_BELOW = "number_lower_than_below"  # where: (colour, square)
    ZERO_CANNOT_START = "zero_cannot_start"  # where: colour: a 10 first needs rule Q1
    TOO_MANY_NUMBERS = "too_many_numbers"  # where: colour: 9 squares
    CIRCLE_NOT_STRUCK = "circle_not_struck"  # where: colour: the first number strikes an open circle
    CIRCLE_STRUCK_UNSTARTED = "circle_struck_unstarted"  # where: colour
    TOP_ARTIFACT_BEFORE_FULL = "top_artifact_before_full"  # where: colour
    TOP_ARTIFACT_NO_ROOM = "top_artifact_no_room"  # the artifact column was full before the tick
    ARTIFACT_WITHOUT_SQUARE = "artifact_without_square"  # more hatched than squares and ticks give
    ARTIFACT_NOT_HATCHED = "artifact_not_hatched"  # fewer hatched than squares and ticks give
    TOO_MANY_DICE_SYMBOLS = "too_many_dice_symbols"  # the column has 9
    BRIDGE_NOT_CROSSED = "bridge_not_crossed"  # where: bridge: won without reaching it
    BRIDGE_WITHOUT_WINNER = "bridge_without_winner"  # where: bridge: crossed, so someone won it
    BRIDGE_CLAIMS_MISMATCH = "bridge_claims_mismatch"  # where: bridge: claimed iff crossed, in a past turn
    WRONG_DICE = "wrong_dice"  # three number dice (0-9) and three colour dice
    GAME_ALREADY_OVER = "game_already_over"  # every bridge claimed, or every seat exhausted


ROLL, ACTIVE = "roll", "active"
SITUATION_PHASES = {ROLL: Phase.ROLL, ACTIVE: Phase.ACTIVE}
_PHASE_NAMES = {v: k for k, v in SITUATION_PHASES.items()}
_COLOUR_NAMES = {c.key: c for c in COLOURS}
_BRIDGE_NAMES = {b.key: b for b in BRIDGES}
_CIRCLE_NAMES = {c.value: c for c in Circle}


# --- which states a situation can start from -------------------------------------------


def can_start_from(state: GameState) -> bool:
    """Whether ``state`` is at a situation's starting point (``state_to_json`` takes it)."""
    if state.phase not in _PHASE_NAMES or state.pending != frozenset({state.active}):
        return False
    if state.accelerating or state.offer is not None or state.active_choice is not None:
        return False
    return state.phase is Phase.ROLL or state.roll is not None


# --- state -> JSON -----------------------------------------------------------------------


def state_to_json(state: GameState) -> dict:
    if not can_start_from(state):
        raise ValueError("a situation starts before the roll or right after it")
    n = state.seat_count
    data = {
        "phase": _PHASE_NAMES[state.phase],
        "active": state.active,
        "round": state.turn // n + 1,
        "players": [_sheet_to_json(sheet) for sheet in state.sheets],
        "bridge_claims": {b.key: state.bridge_claims[b] for b in BRIDGES
                          if state.bridge_claims[b] is not None},
    }
    if state.roll is not None:
        data["dice"] = {"numbers": list(state.roll.numbers),
                        "colours": [Colour(c).key for c in state.roll.colours]}
    return data


def _sheet_to_json(sheet: PlayerSheet) -> dict:
    expeditions = {}
    for colour, exp in zip(COLOURS, sheet.expeditions):
        if exp != Expedition():
            entry: dict = {"circle": exp.circle.value, "numbers": list(exp.numbers)}
            if exp.top_artifact:
                entry["top_artifact"] = True
            expeditions[colour.key] = entry
    return {
        "expeditions": expeditions,
        "artifacts": sheet.artifacts,
        "dice_symbols": sheet.dice_marks,
        "bridges": [b.key for b in BRIDGES if b in sheet.bridges_won],
    }


# --- JSON -> state -----------------------------------------------------------------------


def state_from_json(data, options: Options) -> GameState:
    """The state ``data`` describes, played with ``options``; raises SituationError."""
    data = sit.fields(data, "situation", {"phase", "active", "players"},
                      {"round", "dice", "bridge_claims"})
    n = options.seat_count
    phase = sit.choice(data["phase"], "phase", SITUATION_PHASES)
    active = sit.integer(data["active"], "active", 0, n - 1)
    round_ = sit.integer(data.get("round", 1), "round", 1, sit.MAX_ROUND)
    turn = (round_ - 1) * n + (active - options.first_seat) % n
    raw = sit.listed(data["players"], "players", n, n)
    sheets = tuple(_read_sheet(entry, seat, options) for seat, entry in enumerate(raw))
    claims = _read_claims(data.get("bridge_claims"), sheets, turn)
    dice = None if data.get("dice") is None else _read_dice(data["dice"])
    if phase is Phase.ACTIVE and dice is None:
        raise sit.impossible(SituationReason.WRONG_DICE, "the dice are rolled")
    if all(s.exhausted for s in sheets) or all(c is not None for c in claims):
        raise sit.impossible(SituationReason.GAME_ALREADY_OVER)
    return GameState(options=options, sheets=sheets, active=active, turn=turn, phase=phase,
                     roll=dice, pending=frozenset({active}), bridge_claims=claims)


def _read_dice(raw) -> Dice:
    data = sit.fields(raw, "dice", {"numbers", "colours"})
    numbers = sit.listed(data["numbers"], "dice numbers", 0, 20)
    colours = sit.listed(data["colours"], "dice colours", 0, 20)
    if len(numbers) != DICE_PER_KIND or len(colours) != DICE_PER_KIND:
        raise sit.impossible(SituationReason.WRONG_DICE, f"{len(numbers)} + {len(colours)} dice")
    faces = tuple(sit.integer(v, "a number die", 0, 1_000) for v in numbers)
    if any(f > 9 for f in faces):
        raise sit.impossible(SituationReason.WRONG_DICE, "a number die shows 0 to 9")
    return Dice(faces, tuple(sit.choice(c, "a colour die", _COLOUR_NAMES) for c in colours))


def _read_sheet(raw, seat: int, options: Options) -> PlayerSheet:
    data = sit.fields(raw, f"player {seat}", optional={"expeditions", "artifacts",
                                                       "dice_symbols", "bridges"})
    found = sit.fields(data.get("expeditions", {}), f"player {seat} expeditions",
                       optional=set(_COLOUR_NAMES))
    expeditions = [Expedition()] * len(COLOURS)
    for name, entry in found.items():
        colour = _COLOUR_NAMES[name]
        expeditions[colour] = _read_expedition(entry, seat, colour, options)
    artifacts = _artifacts(expeditions, seat, options)
    if "artifacts" in data:
        given = sit.integer(data["artifacts"], "artifacts", 0, 1_000)
        if given != artifacts:
            reason = (SituationReason.ARTIFACT_WITHOUT_SQUARE if given > artifacts
                      else SituationReason.ARTIFACT_NOT_HATCHED)
            raise sit.impossible(reason, f"{given} hatched, the squares give {artifacts}", seat)
    marks = sit.integer(data.get("dice_symbols", 0), "dice_symbols", 0, 1_000)
    if marks > TRACK_LENGTH:
        raise sit.impossible(SituationReason.TOO_MANY_DICE_SYMBOLS, f"{marks}", seat)
    sheet = PlayerSheet(tuple(expeditions), artifacts, marks)
    won = set()
    for name in sit.listed(data.get("bridges", []), "bridges", 0, len(BRIDGES)):
        bridge = sit.choice(name, "a bridge", _BRIDGE_NAMES)
        if not sheet.crossed(bridge):
            raise sit.impossible(SituationReason.BRIDGE_NOT_CROSSED, "", seat, bridge.key)
        won.add(bridge)
    return PlayerSheet(sheet.expeditions, artifacts, marks, frozenset(won))


def _read_expedition(raw, seat: int, colour: Colour, options: Options) -> Expedition:
    data = sit.fields(raw, f"player {seat} {colour.key}", optional={"circle", "numbers", "top_artifact"})
    circle = sit.choice(data.get("circle", Circle.OPEN.value), "circle", _CIRCLE_NAMES)
    numbers = tuple(sit.integer(v, "a number", -1_000, 1_000)
                    for v in sit.listed(data.get("numbers", []), f"{colour.key} numbers", 0, 100))
    top = sit.flag(data.get("top_artifact", False), "top_artifact")
    if len(numbers) > SQUARES:
        raise sit.impossible(SituationReason.TOO_MANY_NUMBERS, f"{len(numbers)}", seat, colour.key)
    for square, value in enumerate(numbers):
        if not 1 <= value <= TEN:
            raise sit.impossible(SituationReason.NUMBER_OUT_OF_RANGE, f"{value}", seat,
                                 (colour.key, square))
        if square and value < numbers[square - 1]:
            raise sit.impossible(SituationReason.NUMBER_LOWER_THAN_BELOW, f"{value}", seat,
                                 (colour.key, square))
    if numbers and numbers[0] == TEN and not options.zero_starts_as_ten:
        raise sit.impossible(SituationReason.ZERO_CANNOT_START, "", seat, colour.key)
    if numbers and circle is Circle.OPEN:
        raise sit.impossible(SituationReason.CIRCLE_NOT_STRUCK, "", seat, colour.key)
    if not numbers and circle is Circle.STRUCK:
        raise sit.impossible(SituationReason.CIRCLE_STRUCK_UNSTARTED, "", seat, colour.key)
    if top and len(numbers) < SQUARES:
        raise sit.impossible(SituationReason.TOP_ARTIFACT_BEFORE_FULL, "", seat, colour.key)
    return Expedition(circle, numbers, top)


def _artifacts(expeditions: list[Expedition], seat: int, options: Options) -> int:
    """Artifacts hatched: one per artifact square written and per top artifact ticked,
    the column holding 9. A top artifact is ticked only while the column has room, after
    its own column's artifact squares: checked in the most favourable order."""
    symbols = options.sheet.symbols
    squares = [sum(1 for s in range(exp.level) if symbols[c][s] is Symbol.ARTIFACT)
               for c, exp in enumerate(expeditions)]
    ticked = sorted(squares[c] for c, exp in enumerate(expeditions) if exp.top_artifact)
    before = 0
    for k, own in enumerate(ticked):
        before += own
        if before + k >= TRACK_LENGTH:  # squares written so far and the earlier ticks
            raise sit.impossible(SituationReason.TOP_ARTIFACT_NO_ROOM, "", seat)
    return min(TRACK_LENGTH, sum(squares) + len(ticked))


def _read_claims(raw, sheets: tuple[PlayerSheet, ...], turn: int) -> tuple[int | None, ...]:
    crossed = [any(s.crossed(b) for s in sheets) for b in BRIDGES]
    for b in BRIDGES:
        if crossed[b] and not any(b in s.bridges_won for s in sheets):
            raise sit.impossible(SituationReason.BRIDGE_WITHOUT_WINNER, "", None, b.key)
    if raw is None:
        given = {b: turn - 1 for b in BRIDGES if crossed[b]}
    else:
        found = sit.fields(raw, "bridge_claims", optional=set(_BRIDGE_NAMES))
        given = {_BRIDGE_NAMES[k]: sit.integer(v, f"bridge_claims {k}", -1_000, sit.MAX_ROUND * 10)
                 for k, v in found.items()}
    for b in BRIDGES:
        if crossed[b] != (b in given) or (b in given and not 0 <= given[b] < turn):
            raise sit.impossible(SituationReason.BRIDGE_CLAIMS_MISMATCH, "", None, b.key)
    return tuple(given.get(b) for b in BRIDGES)

