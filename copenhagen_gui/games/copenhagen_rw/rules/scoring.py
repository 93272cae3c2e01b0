"""Points, the end of the game and the tiebreak, as pure functions of sheets."""

from __future__ import annotations

import attrs

from .components import (
    CELL_COUNT,
    LINES,
    TRACK_COMPLETE_POINTS,
    TRACK_LENGTH,
    Line,
)
from .state import PlayerSheet

_LINE_MASKS: tuple[tuple[Line, int], ...] = tuple((ln, ln.mask) for ln in LINES)


def completed_lines(filled: int, within: int) -> list[Line]:
    """Lines that are full and touch the cells ``within`` (newly drawn cells)."""
    return [ln for ln, mask in _LINE_MASKS if mask & within and mask & filled == mask]


def line_points(line: Line, crosses: int) -> int:
    return line.points(all_windows=not (crosses & line.mask))


def empty_cells(sheet: PlayerSheet) -> int:
    return CELL_COUNT - sheet.filled.bit_count()


@attrs.frozen
class Breakdown:
    rows: int
    columns: int
    tracks: int

    @property
    def total(self) -> int:
        return self.rows + self.columns + self.tracks


def breakdown(sheet: PlayerSheet) -> Breakdown:
    """Points recomputed from the sheet: every complete row and column, every full
    track. Equals ``sheet.points`` (the engine keeps that total as it goes)."""
    full = [ln for ln, mask in _LINE_MASKS if mask & sheet.filled == mask]
    rows = sum(line_points(ln, sheet.crosses) for ln in full if ln.kind.value == "row")
    columns = sum(line_points(ln, sheet.crosses) for ln in full if ln.kind.value == "column")
    tracks = TRACK_COMPLETE_POINTS * sum(1 for t in sheet.tracks if t == TRACK_LENGTH)
    return Breakdown(rows, columns, tracks)


def winners(players: tuple[PlayerSheet, ...]) -> tuple[int, ...]:
    """Most points; tie: fewest empty cells; still tied: everyone tied wins."""
    best = max((p.points, -empty_cells(p)) for p in players)
    return tuple(i for i, p in enumerate(players) if (p.points, -empty_cells(p)) == best)


def ranking(players: tuple[PlayerSheet, ...]) -> list[tuple[int, int]]:
    """(place, player) pairs, best first; tied players share a place."""
    keys = [(-p.points, empty_cells(p)) for p in players]
    order = sorted(range(len(players)), key=lambda i: (keys[i], i))
    result = []
    for i in order:
        place = 1 + sum(1 for k in keys if k < keys[i])
        result.append((place, i))
    return result
