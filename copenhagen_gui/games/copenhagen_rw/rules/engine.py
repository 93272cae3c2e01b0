"""The rules: what is legal (``check``, ``legal_actions``) and what happens (``apply``).

``apply(state, action)`` is pure: it returns a new state, or raises ``IllegalAction``
with a ``Reason`` and leaves the given state as it was. The engine advances through
forced steps by itself (a coat of arms with no possible action, a phase-3 player with
nothing to mark, the end of a turn), so every state it returns waits for a decision.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache, lru_cache
from itertools import combinations
from operator import attrgetter

import attrs

from . import scoring
from .actions import (
    Action,
    ChangeColour,
    ChooseShape,
    CoatCell,
    CoatTrack,
    DrawOneX,
    EndTurn,
    MarkTrack,
    MarkX,
    Pass,
    Place,
    Reroll,
    Roll,
    SkipTrack,
    UseBonus,
    UseNoX,
)
from .boxes import BoxStatus, status_reason
from .boxes import status as _box_status
from .components import (
    COAT_LINES,
    DICE_COUNT,
    FACES,
    MAX_BONUSES_PER_COLOUR,
    MIRROR_MASKS,
    PLACEMENT_BY_MASK,
    PLACEMENT_MASKS,
    PLACEMENTS,
    PRINTED_REROLLS,
    SHAPES,
    SHAPES_BY_ID,
    TRACK_COLOURS,
    TRACK_COMPLETE_POINTS,
    TRACK_LENGTH,
    TRACK_OF_ABILITY,
    TRACKS,
    WINNING_POINTS,
    Ability,
    Cell,
    Colour,
    Placement,
    Symbol,
    bit,
    cells_to_mask,
    in_grid,
    mask_to_cells,
    supported_cells,
)
from .state import (
    FIRST_RULES_VERSION,
    RULES_VERSION,
    Event,
    EventKind,
    GameOptions,
    GameState,
    NothingToMark,
    Phase,
    PlayerSheet,
    Reason,
    Turn,
)


def _replace(instance, **changes):
    """``attrs.evolve`` without its per-call introspection (hot path). Only for the
    engine's own state classes, which have no converters or validators."""
    cls = type(instance)
    read_all, position = _FIELDS[cls]
    values = list(read_all(instance))  # one C call reads every field
    for name, value in changes.items():
        values[position[name]] = value
    return cls(*values)


def _fields(cls) -> tuple[Callable, dict[str, int]]:
    names = tuple(a.name for a in attrs.fields(cls))
    return attrgetter(*names), {n: i for i, n in enumerate(names)}


_FIELDS = {cls: _fields(cls) for cls in (PlayerSheet, Turn, GameState)}


class IllegalAction(ValueError):
    """An action the rules refuse; ``reason`` says why."""

    def __init__(self, reason: Reason, action: Action | None = None):
        super().__init__(reason.value)
        self.reason = reason
        self.action = action


# --- a new game --------------------------------------------------------------------


def new_game(options: GameOptions) -> GameState:
    n = options.player_count
    if not 2 <= n <= 4:
        raise ValueError(f"Copenhagen is for 2 to 4 players, not {n}")
    if not 0 <= options.start_player < n:
        raise ValueError(f"no player {options.start_player} to start")
    for shape_id in options.crossed_at_setup:
        if shape_id not in SHAPES_BY_ID or SHAPES_BY_ID[shape_id].size != 4:
            raise ValueError(f"{shape_id!r} is not a 4-cell shape")
    if n == 2:  # one 4-cell shape of each colour is crossed out at setup
        colours = sorted(SHAPES_BY_ID[sid].colour.index for sid in options.crossed_at_setup)
        if colours != list(range(len(TRACK_COLOURS))):
            raise ValueError("cross out exactly one 4-cell shape of each colour")
    if len(options.start_tracks) != n:
        raise ValueError("start_tracks needs one entry per player")
    if not FIRST_RULES_VERSION <= options.rules_version <= RULES_VERSION:
        raise ValueError(f"no rules version {options.rules_version}")
    if n != 2 and (options.crossed_at_setup or any(options.start_tracks)):
        raise ValueError("setup crossings and start tracks are two-player rules")
    players = []
    for i, colour in enumerate(options.start_tracks):
        tracks = [0] * len(TRACK_COLOURS)
        if colour is not None:
            tracks[colour.index] = 2
        players.append(
            PlayerSheet(
                tracks=tuple(tracks), ready=tuple(tracks), start_player=i == options.start_player
            )
        )
    return GameState(
        options=options,
        players=tuple(players),
        crossed=frozenset(options.crossed_at_setup),
        active=options.start_player,
    )


# --- symbols on the tracks ---------------------------------------------------------


def usable_boxes(sheet: PlayerSheet, track: int, symbol: Symbol) -> list[int]:
    """Boxes of ``track`` whose symbol is unlocked for this turn and not struck out."""
    return list(_usable(track, symbol, sheet.tracks[track], sheet.ready[track], sheet.used[track]))


@cache
def _usable(track: int, symbol: Symbol, marked: int, ready: int, used: frozenset[int]) -> tuple[int, ...]:
    # Cached: asked many times per state (every ability and bonus), few distinct keys.
    return tuple(b for b in TRACKS[track].boxes_with(symbol)
                 if _box_status(marked, ready, used, b) is BoxStatus.READY)


def _symbol_reason(sheet: PlayerSheet, track: int, symbol: Symbol) -> Reason | None:
    return _box_reason(track, symbol, sheet.tracks[track], sheet.ready[track], sheet.used[track])


@cache
def _box_reason(track: int, symbol: Symbol, marked: int, ready: int, used: frozenset[int]) -> Reason | None:
    # Cached: every state asks about several abilities, again and again (legal lists,
    # advancing, the buttons), and one track has few distinct states. The best box
    # speaks: a ready one, else one unlocked this turn, else none is to be had.
    found = {_box_status(marked, ready, used, b) for b in TRACKS[track].boxes_with(symbol)}
    best = next((s for s in (BoxStatus.READY, BoxStatus.PENDING) if s in found), BoxStatus.LOCKED)
    return status_reason(best, symbol)


def ability_reason(sheet: PlayerSheet, ability: Ability) -> Reason | None:
    """None when the player may use ``ability`` now, otherwise why not."""
    if ability is Ability.REROLL and sheet.printed_rerolls_used < PRINTED_REROLLS:
        return None
    track = TRACK_OF_ABILITY[ability]
    return _box_reason(track, Symbol.STAR, sheet.tracks[track], sheet.ready[track], sheet.used[track])


def ability_uses_left(sheet: PlayerSheet, ability: Ability) -> int:
    track = TRACK_OF_ABILITY[ability]
    count = len(_usable(track, Symbol.STAR, sheet.tracks[track], sheet.ready[track], sheet.used[track]))
    if ability is Ability.REROLL:
        count += PRINTED_REROLLS - sheet.printed_rerolls_used
    return count


def _strike(sheet: PlayerSheet, track: int, box: int) -> PlayerSheet:
    used = list(sheet.used)
    used[track] = used[track] | {box}
    return _replace(sheet, used=tuple(used))


def _use_ability(sheet: PlayerSheet, ability: Ability) -> PlayerSheet:
    if ability is Ability.REROLL and sheet.printed_rerolls_used < PRINTED_REROLLS:
        return _replace(sheet, printed_rerolls_used=sheet.printed_rerolls_used + 1)
    track = TRACK_OF_ABILITY[ability]
    return _strike(sheet, track, _usable(track, Symbol.STAR, sheet.tracks[track], sheet.ready[track],
                                         sheet.used[track])[0])


# --- drawing -----------------------------------------------------------------------


def cell_reason(filled: int, cell: Cell) -> Reason | None:
    """Why a single cell cannot be drawn, or None."""
    x, y = cell
    if not in_grid(x, y):
        return Reason.OUT_OF_GRID
    b = bit(x, y)
    if filled & b:
        return Reason.OVERLAP
    if not supported_cells(filled) & b:
        return Reason.UNSUPPORTED
    return None


def single_cells(filled: int) -> list[Cell]:
    """Every cell where a single cell may be drawn now."""
    return list(mask_to_cells(supported_cells(filled)))


@lru_cache(maxsize=4096)
def _placements(filled: int, shape_id: str) -> tuple[Placement, ...]:
    # Cached: the same building is asked about many times (legal lists, pad dimming).
    support = supported_cells(filled)
    return tuple(p for p in PLACEMENTS[shape_id] if not p.mask & filled and p.mask & support)


def placements(filled: int, shape_id: str) -> list[Placement]:
    """Every legal placement of a shape (each rotation and position) in a building."""
    return list(_placements(filled, shape_id))


@lru_cache(maxsize=8192)
def has_placement(filled: int, shape_id: str) -> bool:
    support = supported_cells(filled)
    for mask in PLACEMENT_MASKS[shape_id]:
        if not mask & filled and mask & support:
            return True
    return False


def _room_left(filled: int, turn: Turn, cell_mask: int) -> bool:
    """A single cell drawn before the chosen shape must leave the shape somewhere to go."""
    if turn.shape is None or turn.drawn or turn.placed:
        return True
    return has_placement(filled | cell_mask, turn.shape)


def _single_cell_reason(sheet: PlayerSheet, turn: Turn, cell: Cell) -> Reason | None:
    """Why a One X or coat-of-arms cell cannot be drawn on ``cell`` now, or None."""
    if not supported_cells(sheet.filled):
        return Reason.NO_CELL
    if reason := cell_reason(sheet.filled, cell):
        return reason
    if not _room_left(sheet.filled, turn, bit(*cell)):
        return Reason.NO_ROOM
    return None


def single_cell_reason(state: GameState, cell: Cell) -> Reason | None:
    """Why the active player cannot draw a One X or coat-of-arms cell on ``cell`` now
    (besides the drawing rules, a chosen shape not yet drawn must still fit)."""
    return _single_cell_reason(state.sheet, state.turn, cell)


def single_cell_choices(state: GameState) -> list[Cell]:
    """Cells where the active player may draw a One X or coat-of-arms cell now."""
    return _single_cell_options(state.sheet, state.turn)


def _single_cell_options(sheet: PlayerSheet, turn: Turn) -> list[Cell]:
    """Cells a One X or coat-of-arms cell may go to now."""
    waiting = turn.shape if turn.shape is not None and not (turn.drawn or turn.placed) else None
    return list(_cell_options(sheet.filled, waiting))


@lru_cache(maxsize=4096)
def _cell_options(filled: int, waiting_shape: str | None) -> tuple[Cell, ...]:
    """Cells a single cell may go to; a chosen shape still to draw must keep room."""
    cells = mask_to_cells(supported_cells(filled))
    if waiting_shape is None:
        return cells
    return tuple(c for c in cells if has_placement(filled | bit(*c), waiting_shape))


def placement_reason(filled: int, shape_id: str, cells: Iterable[Cell]) -> Reason | None:
    """Why these cells are not a legal drawing of the shape, or None."""
    cells = list(cells)
    if any(not in_grid(x, y) for x, y in cells):
        return Reason.OUT_OF_GRID
    mask = cells_to_mask(cells)
    if len(cells) != mask.bit_count() or mask not in PLACEMENT_BY_MASK[shape_id]:
        return Reason.MIRRORED if mask in MIRROR_MASKS[shape_id] else Reason.WRONG_SHAPE
    if mask & filled:
        return Reason.OVERLAP
    if not mask & supported_cells(filled):
        return Reason.UNSUPPORTED
    return None


# --- the mutable draft used while applying one action -------------------------------


class _Draft:
    """A working copy of a state for one ``apply``; frozen again at the end."""

    def __init__(self, state: GameState):
        self.state = state
        self.players = list(state.players)
        self.crossed = state.crossed
        self.active = state.active
        self.round = state.round
        self.phase = state.phase
        self.turn = state.turn
        self.last_round = state.last_round
        self.winners = state.winners
        self.events: list[Event] = []

    @property
    def n(self) -> int:
        return len(self.players)

    def emit(self, kind: EventKind, player: int, value: object = None, points: int = 0):
        self.events.append(Event(kind, player, value, points))

    def set_turn(self, **changes):
        self.turn = _replace(self.turn, **changes)

    def sheet(self, player: int) -> PlayerSheet:
        return self.players[player]

    def add_points(self, player: int, points: int):
        sheet = self.players[player]
        self.players[player] = _replace(sheet, points=sheet.points + points)
        if not self.last_round and self.players[player].points >= WINNING_POINTS:
            self.last_round = True
            self.emit(EventKind.LAST_ROUND, player)

    def mark_track(self, player: int, track: int, boxes: int):
        """Mark up to ``boxes`` boxes of a track, left to right."""
        sheet = self.players[player]
        before = sheet.tracks[track]
        after = min(TRACK_LENGTH, before + boxes)
        tracks = list(sheet.tracks)
        tracks[track] = after
        self.players[player] = _replace(sheet, tracks=tuple(tracks))
        colour = TRACK_COLOURS[track]
        for box in range(before + 1, after + 1):
            if TRACKS[track].symbol_at(box):
                self.emit(EventKind.SYMBOL_UNLOCKED, player, (colour, box))
        if after == TRACK_LENGTH and before < TRACK_LENGTH:
            self.emit(EventKind.TRACK_COMPLETED, player, colour, TRACK_COMPLETE_POINTS)
            self.add_points(player, TRACK_COMPLETE_POINTS)

    def draw(self, player: int, mask: int, crosses: int):
        """Draw cells (``crosses`` of them get an X), then score what they complete."""
        sheet = self.players[player]
        self.players[player] = _replace(
            sheet, filled=sheet.filled | mask, crosses=sheet.crosses | crosses
        )
        self.score(player, mask)

    def score(self, player: int, new_cells: int):
        sheet = self.players[player]
        coats = sheet.coats
        earned = 0
        for line in scoring.completed_lines(sheet.filled, new_cells):
            points = scoring.line_points(line, sheet.crosses)
            kind = EventKind.ROW_SCORED if line.kind.value == "row" else EventKind.COLUMN_SCORED
            self.emit(kind, player, line, points)
            self.add_points(player, points)
            if line in COAT_LINES and line not in coats:
                coats = coats | {line}
                earned += 1
                self.emit(EventKind.COAT_EARNED, player, line)
        if earned:
            self.players[player] = _replace(self.players[player], coats=coats)
            self.set_turn(pending_coats=self.turn.pending_coats + earned)

    def freeze(self) -> GameState:
        return GameState(  # positional: the fields in their declared order (hot path)
            self.state.options,
            tuple(self.players),
            self.crossed,
            self.active,
            self.round,
            self.phase,
            self.turn,
            self.last_round,
            self.winners,
            tuple(self.events),
        )


# --- the flow between decisions -----------------------------------------------------


def _coat_possible(sheet: PlayerSheet, turn: Turn) -> bool:
    if any(t < TRACK_LENGTH for t in sheet.tracks):
        return True
    return bool(_single_cell_options(sheet, turn))


def _one_x_possible(sheet: PlayerSheet, turn: Turn) -> bool:
    if ability_reason(sheet, Ability.ONE_X) is not None:
        return False
    return bool(_single_cell_options(sheet, turn))


def _pick_limit(n: int) -> int:
    return 2 if n == 2 else 1


def _free_dice(turn: Turn) -> list[int]:
    return [d for d in range(len(turn.dice)) if d not in turn.assigned and d not in turn.picked]


def _track_picks(sheet: PlayerSheet, turn: Turn) -> tuple[tuple[int, Colour], ...]:
    """(die, colour) pairs a phase-3 player may mark, one die per face."""
    return _picks(sheet.tracks, turn.dice, turn.assigned, turn.picked)


@lru_cache(maxsize=16384)
def _picks(
    tracks: tuple[int, ...], dice: tuple[Colour, ...], assigned: tuple[int, ...], picked: tuple[int, ...]
) -> tuple[tuple[int, Colour], ...]:
    # Cached: phase 3 asks it for each chooser, in legal_actions and while advancing.
    picks = []
    seen = set()
    for d, face in enumerate(dice):
        if face in seen or d in assigned or d in picked:
            continue
        seen.add(face)
        picks.extend((d, c) for track, c in _TRACKS_OF_FACE[face] if tracks[track] < TRACK_LENGTH)
    return tuple(picks)


# (track, colour) a die face may mark in phase 3: its own, or any for the joker.
_TRACKS_OF_FACE = {
    face: tuple((c.index, c) for c in (TRACK_COLOURS if face.is_joker else (face,))) for face in FACES
}


def _advance(d: _Draft):
    """Move on from the current decision to the next one that needs a player."""
    while True:
        turn = d.turn
        if d.phase is Phase.TRACKS:
            if not turn.choosers:
                _end_turn(d)
                return
            chooser = turn.choosers[0]
            if len(turn.picked) < _pick_limit(d.n) and _track_picks(d.sheet(chooser), turn):
                return
            if not turn.picked and _free_dice(turn):  # (no die left: said once, below)
                d.emit(EventKind.NOTHING_TO_MARK, chooser, NothingToMark.TRACKS_FULL)
            d.set_turn(choosers=turn.choosers[1:], picked=())
            continue
        if turn.placed:
            d.phase = Phase.MARK_X
            return
        if turn.pending_coats:
            if _coat_possible(d.sheet(d.active), turn):
                d.phase = Phase.COAT
                return
            d.emit(EventKind.COAT_LOST, d.active)
            d.set_turn(pending_coats=turn.pending_coats - 1)
            continue
        if not turn.drawn:
            d.phase = Phase.PLACE if turn.shape else Phase.CHOOSE
            return
        if _one_x_possible(d.sheet(d.active), turn):
            d.phase = Phase.AFTER
            return
        _start_phase_three(d)
        # the loop goes on to the first phase-3 chooser


def _start_phase_three(d: _Draft):
    choosers = tuple((d.active + k) % d.n for k in range(1, d.n))
    d.phase = Phase.TRACKS
    d.set_turn(choosers=choosers, picked=())
    if not _free_dice(d.turn):
        d.emit(EventKind.NOTHING_TO_MARK, d.active, NothingToMark.NO_DIE_LEFT)


def _end_turn(d: _Draft):
    d.emit(EventKind.TURN_ENDED, d.active)
    following = (d.active + 1) % d.n
    start = d.state.options.start_player
    if following == start and any(p.points >= WINNING_POINTS for p in d.players):
        d.phase = Phase.GAME_OVER
        d.winners = scoring.winners(tuple(d.players))
        d.emit(EventKind.GAME_ENDED, d.active, d.winners)
        return
    if following == start:
        d.round += 1
    d.active = following
    d.phase = Phase.ROLL
    d.turn = _NEW_TURN


_NEW_TURN = Turn()  # immutable: every turn starts from the same value


# --- checks and effects, one pair per action type -----------------------------------


def _dice_reason(turn: Turn, dice: tuple[int, ...]) -> Reason | None:
    if any(not 0 <= i < len(turn.dice) for i in dice):
        return Reason.BAD_DIE
    if len(set(dice)) != len(dice):
        return Reason.DUPLICATE_DIE
    return None


def _check_roll(s: GameState, a: Roll) -> Reason | None:
    if len(a.faces) != DICE_COUNT:
        return Reason.BAD_FACES
    return None


def _apply_roll(d: _Draft, a: Roll):
    sheet = d.sheet(a.player)
    d.players[a.player] = _replace(sheet, ready=sheet.tracks)
    d.set_turn(dice=a.faces)
    d.emit(EventKind.ROLLED, a.player, a.faces)


def _check_reroll(s: GameState, a: Reroll) -> Reason | None:
    if not a.dice:
        return Reason.NO_DICE_CHOSEN
    if reason := _dice_reason(s.turn, a.dice):
        return reason
    if len(a.faces) != len(a.dice):
        return Reason.BAD_FACES
    return ability_reason(s.sheet, Ability.REROLL)


def _apply_reroll(d: _Draft, a: Reroll):
    d.players[a.player] = _use_ability(d.sheet(a.player), Ability.REROLL)
    dice = list(d.turn.dice)
    for i, face in zip(a.dice, a.faces):
        dice[i] = face
    d.set_turn(dice=tuple(dice))
    d.emit(EventKind.REROLLED, a.player, tuple(zip(a.dice, a.faces)))


def _check_change_colour(s: GameState, a: ChangeColour) -> Reason | None:
    if not a.dice:
        return Reason.NO_DICE_CHOSEN
    if reason := _dice_reason(s.turn, a.dice):
        return reason
    faces = {s.turn.dice[i] for i in a.dice}
    if len(faces) > 1:
        return Reason.MIXED_FACES
    if a.face in faces:
        return Reason.SAME_FACE
    return ability_reason(s.sheet, Ability.COLOUR_CHANGE)


def _apply_change_colour(d: _Draft, a: ChangeColour):
    d.players[a.player] = _use_ability(d.sheet(a.player), Ability.COLOUR_CHANGE)
    dice = list(d.turn.dice)
    old = dice[a.dice[0]]
    for i in a.dice:
        dice[i] = a.face
    d.set_turn(dice=tuple(dice))
    d.emit(EventKind.COLOUR_CHANGED, a.player, (old, a.face, a.dice))


def _check_use_bonus(s: GameState, a: UseBonus) -> Reason | None:
    if a.colour.is_joker:
        return Reason.NOT_A_TRACK
    track = a.colour.index
    if s.turn.bonuses[track] >= MAX_BONUSES_PER_COLOUR:
        return Reason.BONUS_LIMIT
    return _symbol_reason(s.sheet, track, Symbol.BONUS)


def _apply_use_bonus(d: _Draft, a: UseBonus):
    track = a.colour.index
    sheet = d.sheet(a.player)
    d.players[a.player] = _strike(sheet, track, usable_boxes(sheet, track, Symbol.BONUS)[0])
    bonuses = list(d.turn.bonuses)
    bonuses[track] += 1
    d.set_turn(bonuses=tuple(bonuses))
    d.emit(EventKind.BONUS_USED, a.player, a.colour)


# What a No X star covers (the value of the NO_X_USED event).
NO_X_SHAPE = "shape"
NO_X_CELL = "cell"


def _no_x_target(s: GameState) -> str:
    """Ruling 9: a star used before the shape has its X covers the shape; a second star,
    or one used after the shape, covers the next One X cell."""
    if s.options.rules_version < 2 or not (s.turn.no_x or s.turn.drawn):
        return NO_X_SHAPE
    return NO_X_CELL


def _check_use_no_x(s: GameState, a: UseNoX) -> Reason | None:
    if s.options.rules_version < 2:
        if s.turn.no_x:  # rules 1: one activation covered the whole turn
            return Reason.ALREADY_ACTIVE
    elif _no_x_target(s) == NO_X_CELL:
        if s.turn.no_x_cell:
            return Reason.NO_X_CELL_WAITING
        if not _one_x_possible(s.sheet, s.turn):
            return Reason.NO_X_ONE_TILE
    return ability_reason(s.sheet, Ability.NO_X)


def _apply_use_no_x(d: _Draft, a: UseNoX):
    target = _no_x_target(d.state)
    d.players[a.player] = _use_ability(d.sheet(a.player), Ability.NO_X)
    d.emit(EventKind.NO_X_USED, a.player, target)
    if target == NO_X_CELL:
        d.set_turn(no_x_cell=True)
        return
    d.set_turn(no_x=True)
    if d.turn.placed:  # the shape waits for its X: it keeps only windows instead
        placed = d.turn.placed
        d.set_turn(placed=0, drawn=True)
        d.score(a.player, placed)


def one_x_gets_window(state: GameState) -> bool:
    """Whether a One X cell drawn now gets an O instead of an X."""
    if state.options.rules_version < 2:
        return state.turn.no_x
    return state.turn.no_x_cell


def _check_draw_one_x(s: GameState, a: DrawOneX) -> Reason | None:
    if reason := ability_reason(s.sheet, Ability.ONE_X):
        return reason
    # In phase PLACE the chosen shape must still fit somewhere afterwards.
    return _single_cell_reason(s.sheet, s.turn, a.cell)


def _apply_draw_one_x(d: _Draft, a: DrawOneX):
    window = one_x_gets_window(d.state)
    d.players[a.player] = _use_ability(d.sheet(a.player), Ability.ONE_X)
    cell = bit(*a.cell)
    d.emit(EventKind.ONE_X_DRAWN, a.player, a.cell)
    if d.state.options.rules_version >= 2:
        d.set_turn(no_x_cell=False)  # its star is spent on this cell
    d.draw(a.player, cell, 0 if window else cell)


def _choice_reason(s: GameState, shape_id: str, dice: tuple[int, ...]) -> Reason | None:
    shape = SHAPES_BY_ID.get(shape_id)
    if shape is None:
        return Reason.UNKNOWN_SHAPE
    if shape_id in s.crossed and (reason := _new_choice_reason(s.sheet)):
        return reason
    if reason := _dice_reason(s.turn, dice):
        return reason
    if any(s.turn.dice[i] not in (shape.colour, Colour.WHITE) for i in dice):
        return Reason.DIE_WRONG_COLOUR
    count = len(dice) + s.turn.bonuses[shape.colour.index]
    if count < shape.size:
        return Reason.NOT_ENOUGH_DICE
    if count > shape.size:
        return Reason.TOO_MANY_DICE
    if not has_placement(s.sheet.filled, shape_id):
        return Reason.NO_ROOM
    return None


def _new_choice_reason(sheet: PlayerSheet) -> Reason | None:
    """Why a crossed-out shape cannot be taken, or None when New choice allows it."""
    reason = ability_reason(sheet, Ability.NEW_CHOICE)
    if reason is Reason.NOT_UNLOCKED_YET:
        return Reason.NEW_CHOICE_NEXT_TURN  # the star is there, but from the next turn
    return None if reason is None else Reason.SHAPE_CROSSED_OUT


def _check_choose_shape(s: GameState, a: ChooseShape) -> Reason | None:
    return _choice_reason(s, a.shape, a.dice)


def _apply_choose_shape(d: _Draft, a: ChooseShape):
    if a.shape in d.crossed:
        d.players[a.player] = _use_ability(d.sheet(a.player), Ability.NEW_CHOICE)
        d.emit(EventKind.NEW_CHOICE_USED, a.player, a.shape)
    d.set_turn(shape=a.shape, assigned=tuple(sorted(a.dice)))
    d.emit(EventKind.SHAPE_CHOSEN, a.player, a.shape)


_mask_of = lru_cache(maxsize=8192)(cells_to_mask)  # Place cells are tuples: hashable


def _check_place(s: GameState, a: Place) -> Reason | None:
    return placement_reason(s.sheet.filled, s.turn.shape, a.cells)


def _apply_place(d: _Draft, a: Place):
    shape = SHAPES_BY_ID[d.turn.shape]
    if shape.single_use and shape.id not in d.crossed:
        d.crossed = d.crossed | {shape.id}
    mask = _mask_of(a.cells)
    d.emit(EventKind.SHAPE_DRAWN, a.player, shape.id)
    if d.turn.no_x:
        d.set_turn(drawn=True)
        d.draw(a.player, mask, 0)
    else:  # drawn as windows for now; scoring waits for the X
        sheet = d.sheet(a.player)
        d.players[a.player] = _replace(sheet, filled=sheet.filled | mask)
        d.set_turn(placed=mask)


def _check_mark_x(s: GameState, a: MarkX) -> Reason | None:
    x, y = a.cell
    if not in_grid(x, y) or not s.turn.placed & bit(x, y):
        return Reason.NOT_IN_SHAPE
    return None


def _apply_mark_x(d: _Draft, a: MarkX):
    placed = d.turn.placed
    sheet = d.sheet(a.player)
    d.players[a.player] = _replace(sheet, crosses=sheet.crosses | bit(*a.cell))
    d.set_turn(placed=0, drawn=True)
    d.emit(EventKind.X_MARKED, a.player, a.cell)
    d.score(a.player, placed)


def _check_coat_cell(s: GameState, a: CoatCell) -> Reason | None:
    # A coat earned by a One X cell before the shape must leave the shape room too.
    return _single_cell_reason(s.sheet, s.turn, a.cell)


def _apply_coat_cell(d: _Draft, a: CoatCell):
    d.set_turn(pending_coats=d.turn.pending_coats - 1)
    d.emit(EventKind.COAT_CELL_DRAWN, a.player, a.cell)
    d.draw(a.player, bit(*a.cell), 0)


def _check_coat_track(s: GameState, a: CoatTrack) -> Reason | None:
    if a.colour.is_joker:
        return Reason.NOT_A_TRACK
    if s.sheet.tracks[a.colour.index] >= TRACK_LENGTH:
        return Reason.TRACK_FULL
    return None


def _apply_coat_track(d: _Draft, a: CoatTrack):
    d.set_turn(pending_coats=d.turn.pending_coats - 1)
    d.emit(EventKind.COAT_TRACK_MARKED, a.player, a.colour)
    d.mark_track(a.player, a.colour.index, 2)


def _check_pass(s: GameState, a: Pass) -> Reason | None:
    if _shape_choices(s, include_crossed=False):
        return Reason.MUST_DRAW
    return None


def _apply_pass(d: _Draft, a: Pass):
    d.set_turn(drawn=True, assigned=())
    d.emit(EventKind.PASSED, a.player)


def _check_end_turn(s: GameState, a: EndTurn) -> Reason | None:
    return None


def _apply_end_turn(d: _Draft, a: EndTurn):
    _start_phase_three(d)


def _check_mark_track(s: GameState, a: MarkTrack) -> Reason | None:
    turn = s.turn
    if not 0 <= a.die < len(turn.dice):
        return Reason.BAD_DIE
    if a.die in turn.assigned:
        return Reason.DIE_ALREADY_USED
    if a.die in turn.picked:
        return Reason.DIE_ALREADY_PICKED
    if a.colour.is_joker:
        return Reason.NOT_A_TRACK
    face = turn.dice[a.die]
    if not face.is_joker and face is not a.colour:
        return Reason.DIE_COLOUR_MISMATCH
    if s.players[a.player].tracks[a.colour.index] >= TRACK_LENGTH:
        return Reason.TRACK_FULL
    return None


# The checks of a phase-3 mark, in the order _check_mark_track makes them: when no die
# marks a track (or a die marks none), the refusal is the try that got furthest.
_MARK_CHECKS = (Reason.BAD_DIE, Reason.DIE_ALREADY_USED, Reason.DIE_ALREADY_PICKED,
                Reason.NOT_A_TRACK, Reason.DIE_COLOUR_MISMATCH, Reason.TRACK_FULL)


def die_reason(state: GameState, die: int) -> Reason | None:
    """Why the phase-3 chooser cannot mark any track with ``die`` now (None: it can)."""
    if state.phase is Phase.GAME_OVER:
        return Reason.GAME_OVER
    faces = state.turn.dice
    own = (faces[die],) if 0 <= die < len(faces) and not faces[die].is_joker else TRACK_COLOURS
    return _furthest([check(state, _mark_track(state.chooser, die, c)) for c in own])


def track_reason(state: GameState, colour: Colour) -> Reason | None:
    """Why the phase-3 chooser cannot mark the track of ``colour`` with any die now
    (None: some die marks it)."""
    if state.phase is Phase.GAME_OVER:
        return Reason.GAME_OVER
    dice = range(len(state.turn.dice)) or (0,)
    reason = _furthest([check(state, _mark_track(state.chooser, d, Colour(colour))) for d in dice])
    # Asked of the track, not of a die: every unused die shows another colour.
    return Reason.NO_DIE_OF_COLOUR if reason is Reason.DIE_COLOUR_MISMATCH else reason


def _furthest(reasons: list[Reason | None]) -> Reason | None:
    if None in reasons:
        return None
    return max(reasons, key=lambda r: _MARK_CHECKS.index(r) if r in _MARK_CHECKS else -1)


def _apply_mark_track(d: _Draft, a: MarkTrack):
    picked = d.turn.picked + (a.die,)
    if len(picked) < _pick_limit(d.n):
        d.set_turn(picked=picked)
    else:  # this chooser is done: the next one chooses (what _advance would do)
        d.set_turn(choosers=d.turn.choosers[1:], picked=())
    d.emit(EventKind.TRACK_MARKED, a.player, a.colour)
    d.mark_track(a.player, a.colour.index, 1)


def _check_skip_track(s: GameState, a: SkipTrack) -> Reason | None:
    return None


def _apply_skip_track(d: _Draft, a: SkipTrack):
    d.emit(EventKind.TRACK_SKIPPED, a.player)
    d.set_turn(choosers=d.turn.choosers[1:], picked=())


@attrs.frozen
class _Rule:
    phases: frozenset[Phase]
    check: Callable[[GameState, Action], Reason | None]
    effect: Callable[[_Draft, Action], None]


_RULES: dict[type, _Rule] = {
    Roll: _Rule(frozenset({Phase.ROLL}), _check_roll, _apply_roll),
    Reroll: _Rule(frozenset({Phase.CHOOSE}), _check_reroll, _apply_reroll),
    ChangeColour: _Rule(frozenset({Phase.CHOOSE}), _check_change_colour, _apply_change_colour),
    UseBonus: _Rule(frozenset({Phase.CHOOSE}), _check_use_bonus, _apply_use_bonus),
    UseNoX: _Rule(
        frozenset({Phase.CHOOSE, Phase.PLACE, Phase.MARK_X, Phase.AFTER}),
        _check_use_no_x,
        _apply_use_no_x,
    ),
    DrawOneX: _Rule(
        frozenset({Phase.CHOOSE, Phase.PLACE, Phase.AFTER}), _check_draw_one_x, _apply_draw_one_x
    ),
    ChooseShape: _Rule(frozenset({Phase.CHOOSE}), _check_choose_shape, _apply_choose_shape),
    Place: _Rule(frozenset({Phase.PLACE}), _check_place, _apply_place),
    MarkX: _Rule(frozenset({Phase.MARK_X}), _check_mark_x, _apply_mark_x),
    CoatCell: _Rule(frozenset({Phase.COAT}), _check_coat_cell, _apply_coat_cell),
    CoatTrack: _Rule(frozenset({Phase.COAT}), _check_coat_track, _apply_coat_track),
    Pass: _Rule(frozenset({Phase.CHOOSE}), _check_pass, _apply_pass),
    EndTurn: _Rule(frozenset({Phase.AFTER}), _check_end_turn, _apply_end_turn),
    MarkTrack: _Rule(frozenset({Phase.TRACKS}), _check_mark_track, _apply_mark_track),
    SkipTrack: _Rule(frozenset({Phase.TRACKS}), _check_skip_track, _apply_skip_track),
}


# --- the public interface -----------------------------------------------------------


def check(state: GameState, action: Action) -> Reason | None:
    """None if ``action`` is legal in ``state``, otherwise the reason it is not."""
    if state.phase is Phase.GAME_OVER:
        return Reason.GAME_OVER
    rule = _RULES.get(type(action))
    if rule is None:
        raise TypeError(f"not an action: {action!r}")
    if action.player != state.chooser:
        return Reason.WRONG_PLAYER
    if state.phase not in rule.phases:
        return out_of_order_reason(state, type(action))
    return rule.check(state, action)


def out_of_order_reason(state: GameState, kind: type) -> Reason | None:
    """None when an action of this type belongs to the current step of the turn;
    otherwise the step it belongs to (ruling 11: a refusal names the rule)."""
    phase = state.phase
    if phase is Phase.GAME_OVER:
        return Reason.GAME_OVER
    if phase in _RULES[kind].phases:
        return None
    if phase is Phase.TRACKS:  # only the phase-3 choices; the turn is someone else's
        return Reason.WRONG_PLAYER
    if kind in (MarkTrack, SkipTrack):
        return Reason.TRACKS_IN_PHASE_THREE
    if phase is Phase.COAT:
        return Reason.COAT_FIRST
    if kind in (CoatCell, CoatTrack):
        return Reason.NO_COAT_WAITING
    if phase is Phase.ROLL:
        return Reason.NOT_ROLLED_YET
    if kind is Roll:
        return Reason.ALREADY_ROLLED
    late = {Reroll: Reason.REROLL_TOO_LATE, UseBonus: Reason.BONUS_TOO_LATE,
            ChangeColour: Reason.COLOUR_CHANGE_TOO_LATE, ChooseShape: Reason.SHAPE_ALREADY_CHOSEN,
            Pass: Reason.SHAPE_ALREADY_CHOSEN}
    if kind in late:  # phase 1 is over: the shape is chosen, or the turn passed
        return late[kind]
    if phase is Phase.MARK_X:
        return Reason.MARK_X_FIRST
    if kind is Place:
        return Reason.NO_SHAPE_CHOSEN if phase is Phase.CHOOSE else Reason.SHAPE_ALREADY_DRAWN
    if kind in (MarkX, EndTurn) and phase in (Phase.CHOOSE, Phase.PLACE):
        return Reason.SHAPE_NOT_DRAWN
    return Reason.WRONG_PHASE  # the last resort: nothing more specific applies


# The action through which each ability is used (New choice: taking a crossed-out shape).
_ABILITY_ACTIONS = {
    Ability.REROLL: Reroll,
    Ability.COLOUR_CHANGE: ChangeColour,
    Ability.NEW_CHOICE: ChooseShape,
    Ability.NO_X: UseNoX,
    Ability.ONE_X: DrawOneX,
}


def ability_step_reason(state: GameState, ability: Ability) -> Reason | None:
    """None when this step of the turn allows the ability, otherwise why not (for
    buttons: whether the player holds a usable star is ``ability_reason``)."""
    return out_of_order_reason(state, _ABILITY_ACTIONS[Ability(ability)])


def apply(state: GameState, action: Action) -> GameState:
    """The state after ``action``; raises IllegalAction (state untouched) if illegal."""
    reason = check(state, action)
    if reason is not None:
        raise IllegalAction(reason, action)
    return apply_unchecked(state, action)


def apply_unchecked(state: GameState, action: Action) -> GameState:
    """The state after an action already known to be legal (a replayed record, a bot
    choosing among ``legal_actions``). An illegal one gives an undefined state."""
    draft = _Draft(state)
    _RULES[type(action)].effect(draft, action)
    _advance(draft)
    return draft.freeze()


def shape_reason(state: GameState, shape_id: str) -> Reason | None:
    """Why the active player cannot take this shape now with the dice shown and the
    bonuses used (None if some assignment of dice works). For dimming the pad."""
    if reason := out_of_order_reason(state, ChooseShape):
        return reason
    if shape_id not in SHAPES_BY_ID:
        return Reason.UNKNOWN_SHAPE
    if shape_id in state.crossed and (reason := _new_choice_reason(state.sheet)):
        return reason
    dice = best_dice(state, shape_id)
    if dice is None:
        return Reason.NOT_ENOUGH_DICE
    return _choice_reason(state, shape_id, dice)


def best_dice(state: GameState, shape_id: str, jokers_last: bool = True) -> tuple[int, ...] | None:
    """A natural set of dice for a shape: its colour first, jokers only as needed."""
    options = _dice_options(state, shape_id)
    if not options:
        return None
    return options[0] if jokers_last else options[-1]


def _dice_options(state: GameState, shape_id: str) -> tuple[tuple[int, ...], ...]:
    """Distinct assignments of dice to a shape, from fewest jokers to most."""
    shape = SHAPES_BY_ID.get(shape_id)
    if shape is None or not state.turn.dice:
        return ()
    needed = shape.size - state.turn.bonuses[shape.colour.index]
    return _assignments(state.turn.dice, shape.colour, needed)


def _assignments(dice: tuple[Colour, ...], colour: Colour, needed: int) -> tuple[tuple[int, ...], ...]:
    """Ways to give ``needed`` dice of ``colour`` (jokers included), one per joker count."""
    matching = [i for i, f in enumerate(dice) if f is colour]
    jokers = [i for i, f in enumerate(dice) if f is Colour.WHITE]
    return _combine(matching, jokers, needed)


def _combine(matching: list[int], jokers: list[int], needed: int) -> tuple[tuple[int, ...], ...]:
    if needed < 0 or needed > len(matching) + len(jokers):
        return ()
    return tuple(
        tuple(sorted(matching[: needed - j] + jokers[:j]))
        for j in range(min(needed, len(jokers)) + 1)
        if needed - j <= len(matching)
    )


# Actions are immutable values: the legal lists reuse one instance per distinct action
# instead of running the attrs converters again for every state.
_roll = lru_cache(maxsize=None)(Roll)
_change_colour = lru_cache(maxsize=None)(ChangeColour)
_use_bonus = lru_cache(maxsize=None)(UseBonus)
_use_no_x = lru_cache(maxsize=None)(UseNoX)
_draw_one_x = lru_cache(maxsize=None)(DrawOneX)
_choose_shape = lru_cache(maxsize=None)(ChooseShape)
_mark_x = lru_cache(maxsize=None)(MarkX)
_coat_cell = lru_cache(maxsize=None)(CoatCell)
_coat_track = lru_cache(maxsize=None)(CoatTrack)
_pass = lru_cache(maxsize=None)(Pass)
_end_turn_action = lru_cache(maxsize=None)(EndTurn)
_mark_track = lru_cache(maxsize=None)(MarkTrack)
_skip_track = lru_cache(maxsize=None)(SkipTrack)


@cache
def _place_actions(player: int, shape_id: str) -> tuple[tuple[int, Place], ...]:
    """(mask, Place action) for every placement of a shape."""
    return tuple((pl.mask, Place(player, pl.cells)) for pl in PLACEMENTS[shape_id])


@lru_cache(maxsize=4096)
def _place_choices(player: int, filled: int, shape_id: str) -> tuple[Place, ...]:
    support = supported_cells(filled)
    return tuple(a for m, a in _place_actions(player, shape_id) if not m & filled and m & support)


@lru_cache(maxsize=4096)
def _mark_x_choices(player: int, placed: int) -> tuple[MarkX, ...]:
    return tuple(_mark_x(player, c) for c in mask_to_cells(placed))


def _shape_choices(state: GameState, include_crossed: bool) -> list[ChooseShape]:
    filled = state.sheet.filled
    new_choice = include_crossed and ability_reason(state.sheet, Ability.NEW_CHOICE) is None
    crossed = state.crossed
    choices = []
    player = state.active
    bonuses = state.turn.bonuses
    by_colour, jokers = _dice_positions(state.turn.dice)
    for track, matching in enumerate(by_colour):
        for shape_id, actions in _colour_choices(player, track, matching, jokers, bonuses[track]):
            if shape_id in crossed and not new_choice:
                continue
            if has_placement(filled, shape_id):
                choices.extend(actions)
    return choices


@lru_cache(maxsize=8192)
def _dice_positions(dice: tuple[Colour, ...]) -> tuple[tuple[tuple[int, ...], ...], tuple[int, ...]]:
    """The positions of the dice showing each track colour, and of the jokers."""
    return (
        tuple(tuple(i for i, f in enumerate(dice) if f is c) for c in TRACK_COLOURS),
        tuple(i for i, f in enumerate(dice) if f is Colour.WHITE),
    )


@cache
def _colour_choices(
    player: int, track: int, matching: tuple[int, ...], jokers: tuple[int, ...], bonus: int
) -> tuple[tuple[str, tuple[ChooseShape, ...]], ...]:
    """The ChooseShape actions of the shapes of one colour, for the dice showing that
    colour and the jokers: few distinct keys, so every roll reuses them."""
    return tuple(
        (shape_id, tuple(_choose_shape(player, shape_id, o) for o in options))
        for shape_id, options in _colour_table(track, matching, jokers, bonus)
    )


@lru_cache(maxsize=16384)
def _dice_table(
    dice: tuple[Colour, ...], bonuses: tuple[int, ...]
) -> tuple[tuple[str, tuple[tuple[int, ...], ...]], ...]:
    """(shape id, dice assignments) for every shape these dice and bonuses allow,
    whatever the building and the pad: computed once per roll."""
    where: dict[Colour, list[int]] = {}
    for i, face in enumerate(dice):
        where.setdefault(face, []).append(i)
    jokers = tuple(where.get(Colour.WHITE, ()))
    table: list = []
    for colour, track, _ in _SHAPES_BY_COLOUR:
        table.extend(_colour_table(track, tuple(where.get(colour, ())), jokers, bonuses[track]))
    return tuple(table)


@cache
def _colour_table(
    track: int, matching: tuple[int, ...], jokers: tuple[int, ...], bonus: int
) -> tuple[tuple[str, tuple[tuple[int, ...], ...]], ...]:
    """The part of ``_dice_table`` for one colour: few distinct keys, so rolls share it."""
    table = []
    by_need: dict[int, tuple] = {}
    for shape_id, size in _SHAPES_BY_COLOUR[track][2]:
        needed = size - bonus
        if needed not in by_need:
            by_need[needed] = _combine(list(matching), list(jokers), needed)
        if by_need[needed]:
            table.append((shape_id, by_need[needed]))
    return tuple(table)


_SHAPES_BY_COLOUR = tuple(
    (c, c.index, tuple((s.id, s.size) for s in SHAPES if s.colour is c)) for c in TRACK_COLOURS
)


_DIE_SUBSETS: tuple[tuple[int, ...], ...] = tuple(
    c for size in range(1, DICE_COUNT + 1) for c in combinations(range(DICE_COUNT), size)
)


@cache
def _rerolls(player: int) -> tuple[Reroll, ...]:
    return tuple(Reroll(player, dice) for dice in _DIE_SUBSETS)


# The last answer of legal_actions, as one (state, actions) pair swapped atomically: a
# user interface asks again and again about the same state. Right for several windows
# and the computer players alike: the answer depends on the state alone (immutable, and
# held here, so no other object can take its identity); another asker only replaces it.
_last_legal: tuple = (None, ())


def legal_actions(state: GameState) -> list[Action]:
    """Every legal action, with one representative where several are alike (dice of
    the same face are interchangeable). Roll and Reroll come with ``faces=()``."""
    global _last_legal
    cached_state, actions = _last_legal
    if cached_state is not state:
        actions = tuple(_legal_actions(state))
        _last_legal = (state, actions)
    return list(actions)


def _legal_actions(state: GameState) -> list[Action]:
    phase = state.phase
    if phase is Phase.GAME_OVER:
        return []
    if phase is Phase.TRACKS:
        player = state.chooser
        turn = state.turn
        return list(_track_actions(player, state.players[player].tracks, turn.dice, turn.assigned, turn.picked))
    p = state.active
    sheet = state.sheet
    turn = state.turn
    if phase is Phase.ROLL:
        return [_roll(p)]
    actions: list[Action] = []
    if phase is Phase.MARK_X:
        actions.extend(_mark_x_choices(p, turn.placed))
    elif phase is Phase.COAT:
        actions.extend(_coat_cell(p, c) for c in _single_cell_options(sheet, turn))
        actions.extend(
            _coat_track(p, c) for c in TRACK_COLOURS if sheet.tracks[c.index] < TRACK_LENGTH
        )
        return actions
    elif phase is Phase.PLACE:
        actions.extend(_place_choices(p, sheet.filled, turn.shape))
    elif phase is Phase.AFTER:
        actions.append(_end_turn_action(p))
    elif phase is Phase.CHOOSE:
        choices = _shape_choices(state, include_crossed=True)
        actions.extend(choices)
        if not any(c.shape not in state.crossed for c in choices):
            actions.append(_pass(p))
        if ability_reason(sheet, Ability.REROLL) is None:
            actions.extend(_rerolls(p))
        if ability_reason(sheet, Ability.COLOUR_CHANGE) is None:
            actions.extend(_colour_changes(p, turn.dice))
        for track, colour in enumerate(TRACK_COLOURS):
            if turn.bonuses[track] < MAX_BONUSES_PER_COLOUR and _usable(
                track, Symbol.BONUS, sheet.tracks[track], sheet.ready[track], sheet.used[track]
            ):
                actions.append(_use_bonus(p, colour))
    if phase in (Phase.CHOOSE, Phase.PLACE, Phase.AFTER) and _one_x_possible(sheet, turn):
        actions.extend(_draw_one_x(p, c) for c in _single_cell_options(sheet, turn))
    if _check_use_no_x(state, _use_no_x(p)) is None:
        actions.append(_use_no_x(p))
    return actions


@lru_cache(maxsize=16384)
def _track_actions(player: int, tracks, dice, assigned, picked) -> tuple[Action, ...]:
    picks = _picks(tracks, dice, assigned, picked)
    return tuple(_mark_track(player, d, c) for d, c in picks) + (_skip_track(player),)


@lru_cache(maxsize=4096)
def _colour_changes(player: int, dice: tuple[Colour, ...]) -> tuple[ChangeColour, ...]:
    """One representative per (face, how many dice of it, new face). The new face may
    be the joker: the rulebook lets the player set the dice to any face."""
    changes = []
    for face in dict.fromkeys(dice):
        group = tuple(i for i, f in enumerate(dice) if f is face)
        for count in range(1, len(group) + 1):
            for target in FACES:
                if target is not face:
                    changes.append(_change_colour(player, group[:count], target))
    return tuple(changes)


def all_placements(state: GameState, player: int | None = None) -> dict[str, list[Placement]]:
    """Every legal placement of every shape the pad still offers, for one building."""
    sheet = state.players[state.active if player is None else player]
    return {
        s.id: placements(sheet.filled, s.id) for s in SHAPES if s.id not in state.crossed
    }
