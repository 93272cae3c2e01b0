"""Points, coats of arms earned and the final ranking, as pure functions of houses."""

from __future__ import annotations

from collections.abc import Sequence

from copenhagen_gui.core.building import (
    COLUMN_MASKS,
    ROW_MASKS,
    Cell,
    bit,
    empty_count,
)

from .components import COAT_ROWS, COAT_SQUARES

ROW_POINTS = 1
COLUMN_POINTS = 2
# A line whose cells are all windows (no brick) scores double.
WINDOWS_FACTOR = 2


def row_points(filled: int, bricks: int, y: int) -> int:
    """Points row y scores now (0 unless complete)."""
    m = ROW_MASKS[y]
    if filled & m != m:
        return 0
    return ROW_POINTS if bricks & m else ROW_POINTS * WINDOWS_FACTOR


def column_points(filled: int, bricks: int, x: int) -> int:
    m = COLUMN_MASKS[x]
    if filled & m != m:
        return 0
    return COLUMN_POINTS if bricks & m else COLUMN_POINTS * WINDOWS_FACTOR


def house_points(filled: int, bricks: int) -> int:
    """The score of a house, recomputed from scratch."""
    total = 0
    for m in ROW_MASKS:
        if filled & m == m:
            total += ROW_POINTS if bricks & m else ROW_POINTS * WINDOWS_FACTOR
    for m in COLUMN_MASKS:
        if filled & m == m:
            total += COLUMN_POINTS if bricks & m else COLUMN_POINTS * WINDOWS_FACTOR
    return total


def completed_rows(filled: int, new: int) -> tuple[int, ...]:
    """Rows full now that contain a cell just covered (= rows just completed)."""
    return tuple(y for y, m in enumerate(ROW_MASKS) if m & new and filled & m == m)


def completed_columns(filled: int, new: int) -> tuple[int, ...]:
    return tuple(x for x, m in enumerate(COLUMN_MASKS) if m & new and filled & m == m)


_COAT_SQUARE_BITS: tuple[tuple[Cell, int], ...] = tuple((c, bit(*c)) for c in COAT_SQUARES)


def coat_squares_covered(new: int) -> tuple[Cell, ...]:
    return tuple(cell for cell, b in _COAT_SQUARE_BITS if new & b)


def coat_rows_completed(filled: int, new: int) -> tuple[int, ...]:
    return tuple(
        y for y in COAT_ROWS if ROW_MASKS[y] & new and filled & ROW_MASKS[y] == ROW_MASKS[y]
    )


def coats_earned(filled: int, new: int) -> int:
    """Coat-of-arms actions earned by covering ``new`` (``filled`` includes it)."""
    return len(coat_squares_covered(new)) + len(coat_rows_completed(filled, new))


def coats_used(filled: int) -> tuple[tuple[Cell, ...], tuple[int, ...]]:
    """The coats of arms a house has already triggered: covered squares, full rows."""
    squares = tuple(cell for cell, b in _COAT_SQUARE_BITS if filled & b)
    rows = tuple(y for y in COAT_ROWS if filled & ROW_MASKS[y] == ROW_MASKS[y])
    return squares, rows


def ranking_key(points: int, filled: int) -> tuple[int, int]:
    """Sorts best first: most points, then fewest empty squares."""
    return (-points, empty_count(filled))


def ranking(houses: Sequence[tuple[int, int]]) -> tuple[int, ...]:
    """Seats best first, from (points, filled) per seat; equal keys keep seat order."""
    keys = [ranking_key(p, f) for p, f in houses]
    return tuple(sorted(range(len(keys)), key=lambda i: (keys[i], i)))


def winners(houses: Sequence[tuple[int, int]]) -> tuple[int, ...]:
    """Everyone tied for the best key shares the win."""
    keys = [ranking_key(p, f) for p, f in houses]
    best = min(keys)
    return tuple(i for i, k in enumerate(keys) if k == best)
