"""Heuristic values of a player's sheet, shared by the normal and the strong bot.

A sheet is worth the points of its complete lines, the promise of its incomplete
lines (a line with few empty cells left is likely to score soon), its unused
abilities and bonuses, and its progress along the ability tracks. Everything works
on the building bitmasks directly: the planner calls these functions thousands of
times per decision, so they avoid building engine states.

``horizon`` (0..1) says how much the future still matters: 1 early in the game, 0
on a player's very last turn, when only points (and the empty-cell tiebreak) count.
"""

from __future__ import annotations

import functools

import attrs

from ..rules.components import (
    COAT_LINES,
    FULL_MASK,
    LINES,
    PRINTED_REROLLS,
    TRACK_COMPLETE_POINTS,
    TRACK_LENGTH,
    TRACKS,
    WIDTH,
    WINNING_POINTS,
    Ability,
    LineKind,
)
from ..rules.state import GameState, Phase, PlayerSheet


@attrs.frozen
class Weights:
    """Tunable constants of the evaluation (one set per bot level)."""

    potential: float = 1.0  # weight of the promise of incomplete lines
    decay: float = 0.55  # a line's promise shrinks by this factor per empty cell
    hard_cell: float = 1.0  # a covered empty cell counts as this many extra empty cells
    covered: float = 0.25  # penalty per empty cell with a filled cell somewhere above
    coat: float = 1.2  # value of a coat of arms action
    height: float = 0.0  # penalty per filled cell per row above the ground
    filled: float = 0.01  # per filled cell (scaled by the horizon): progress everywhere
    bonus: float = 0.35  # value of an unlocked, unused +
    stars: tuple[tuple[Ability, float], ...] = attrs.field(
        default=(
            (Ability.REROLL, 0.35),
            (Ability.NO_X, 0.55),
            (Ability.ONE_X, 0.6),
            (Ability.COLOUR_CHANGE, 0.5),
            (Ability.NEW_CHOICE, 0.45),
        ),
        converter=lambda pairs: tuple((Ability(a), float(v)) for a, v in pairs),
    )  # value of an unlocked, unused star, per ability
    progress: float = 0.6  # a locked symbol is worth its value times this per box to go
    track_end: float = 1.0  # weight of the promise of a track's 2 completion points
    leak: float = 0.0  # weight of what the unassigned dice give to the other players
    horizon_floor: float = 0.35  # the future's weight just before the last round
    horizon_span: float = 8.0  # points from 12 at which the future weighs fully

    def star(self, ability: Ability) -> float:
        return _star_table(self.stars)[ability]


@functools.lru_cache(maxsize=16)
def _star_table(stars) -> dict:
    return dict(stars)


# (mask, points when it holds an X, all-window points, carries a coat of arms)
_LINE_TABLE: tuple[tuple[int, int, int, bool], ...] = tuple(
    (
        ln.mask,
        1 if ln.kind is LineKind.ROW else 2,
        2 if ln.kind is LineKind.ROW else 4,
        ln in COAT_LINES,
    )
    for ln in LINES
)
_ROW_OF_BIT = [i // WIDTH for i in range(WIDTH * 9)]
_COL_OF_BIT = [i % WIDTH for i in range(WIDTH * 9)]
_TIEBREAK = 0.01  # fewer empty cells break a tie in points


def covered(filled: int) -> int:
    """Empty cells with a filled cell somewhere above them in their column."""
    above = 0
    shifted = filled >> WIDTH
    while shifted:
        above |= shifted
        shifted >>= WIDTH
    return above & ~filled & FULL_MASK


def line_term(mask: int, x_pts: int, o_pts: int, coat: bool, filled: int, crosses: int,
              cov: int, w: Weights, horizon: float) -> float:
    """One line's contribution: its points if complete, else its discounted promise."""
    pts = x_pts if crosses & mask else o_pts
    if coat:
        pts += w.coat
    empty = mask & ~filled
    if not empty:
        return pts
    if not horizon:
        return 0.0
    e = empty.bit_count() + w.hard_cell * (empty & cov).bit_count()
    return horizon * w.potential * pts * w.decay**e


def building_value(filled: int, crosses: int, w: Weights, horizon: float) -> float:
    cov = covered(filled)
    v = 0.0
    for mask, x_pts, o_pts, coat in _LINE_TABLE:
        v += line_term(mask, x_pts, o_pts, coat, filled, crosses, cov, w, horizon)
    v -= horizon * w.covered * cov.bit_count()
    v += (w.filled * horizon + _TIEBREAK) * filled.bit_count()
    if w.height:
        v -= w.height * _height_sum(filled)
    return v


def _height_sum(filled: int) -> int:
    total = 0
    mask = filled >> WIDTH
    row = 1
    while mask:
        total += row * (mask & 0b11111).bit_count()
        mask >>= WIDTH
        row += 1
    return total


def placement_values(filled: int, crosses: int, shape_mask: int, w: Weights,
                     horizon: float) -> tuple[float, int, float]:
    """Values of the building after drawing ``shape_mask``: (best value with an X,
    the bit of that X, value with windows only)."""
    after = filled | shape_mask
    cov = covered(after)
    base = 0.0
    # the X changes only the terms of its own row and column
    with_x: dict[int, float] = {}
    for i, (mask, x_pts, o_pts, coat) in enumerate(_LINE_TABLE):
        term = line_term(mask, x_pts, o_pts, coat, after, crosses, cov, w, horizon)
        base += term
        if mask & shape_mask and not crosses & mask:
            with_x[i] = line_term(mask, x_pts, o_pts, coat, after, crosses | mask, cov, w, horizon) - term
    base -= horizon * w.covered * cov.bit_count()
    base += (w.filled * horizon + _TIEBREAK) * after.bit_count()
    if w.height:
        base -= w.height * _height_sum(after)
    best_delta = None
    best_bit = 0
    m = shape_mask
    while m:
        low = m & -m
        m ^= low
        b = low.bit_length() - 1
        delta = with_x.get(_ROW_OF_BIT[b], 0.0) + with_x.get(9 + _COL_OF_BIT[b], 0.0)
        if best_delta is None or delta > best_delta:
            best_delta, best_bit = delta, low
    return base + best_delta, best_bit, base


def symbol_values(sheet: PlayerSheet, w: Weights, horizon: float) -> float:
    """Unused unlocked symbols, the approach to locked ones, and track completion."""
    v = 0.0
    for t, spec in enumerate(TRACKS):
        marked = sheet.tracks[t]
        used = sheet.used[t]
        star = w.star(spec.ability)
        for boxes, value in ((spec.bonus_boxes, w.bonus), (spec.star_boxes, star)):
            for b in boxes:
                if b <= marked:
                    if b not in used:
                        v += horizon * value
                else:
                    v += horizon * value * w.progress ** (b - marked)
        if marked >= TRACK_LENGTH:
            v += TRACK_COMPLETE_POINTS
        elif horizon:
            v += w.track_end * TRACK_COMPLETE_POINTS * max(horizon, 0.3) * 0.8 ** (TRACK_LENGTH - marked)
    v += horizon * w.star(Ability.REROLL) * (PRINTED_REROLLS - sheet.printed_rerolls_used)
    return v


def tracks_gain(sheet: PlayerSheet, track: int, boxes: int, w: Weights, horizon: float) -> float:
    """What marking ``boxes`` more boxes on a track adds to ``symbol_values``."""
    before = symbol_values(sheet, w, horizon)
    tracks = list(sheet.tracks)
    tracks[track] = min(TRACK_LENGTH, tracks[track] + boxes)
    return symbol_values(attrs.evolve(sheet, tracks=tuple(tracks)), w, horizon) - before


def turns_left(state: GameState, player: int) -> int:
    """In the last round: 1 if ``player`` still has a turn to come (or is playing it),
    else 0. Otherwise a large number."""
    if not state.last_round:
        return 99
    n = state.player_count
    start = state.options.start_player
    mine = (player - start) % n
    now = (state.active - start) % n
    if mine > now:
        return 1
    if mine == now and state.phase is not Phase.TRACKS:
        return 1
    return 0


def horizon(state: GameState, player: int, w: Weights = Weights()) -> float:
    """How much the future matters to ``player`` after the current decision."""
    if state.last_round:
        # the current turn is the last one for the active player; another player
        # who has not played yet in this round still has one turn
        if player == state.active and state.phase is not Phase.TRACKS:
            return 0.0
        return 0.3 if turns_left(state, player) else 0.0
    lead = max(p.points for p in state.players)
    return max(w.horizon_floor, min(1.0, (WINNING_POINTS - lead) / w.horizon_span))
