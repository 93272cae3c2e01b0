"""Where a picked shape lands when the pointer is over a building cell: pure geometry,
no Qt, so the controller and its tests share one definition.

The shape follows the pointer: its middle sits within half a cell of the pointer, so
an even-sized shape covers the cell under the pointer and the neighbour on the side of
the cell the pointer is in (``side``), instead of snapping to one fixed neighbour. The
cell under the pointer is always one of the shape's cells, also after a rotation. Near
an edge the shape is pushed back inside the grid, so the player can reach the border
cells without aiming at half a shape."""

from __future__ import annotations

import math

from ..rules.components import HEIGHT, SHAPES_BY_ID, WIDTH, Cell, rotations

# The pointer's quarter of its cell: (1 = right half / 0 = left, 1 = upper half / 0 =
# lower). The keyboard's pointer has no quarter: it counts as the upper right one.
Side = tuple[int, int]
KEYBOARD_SIDE: Side = (1, 1)


def rotation_count(shape_id: str) -> int:
    """How many distinct quarter turns the shape has (1 for a square, 2 for a bar...)."""
    return len(rotations(SHAPES_BY_ID[shape_id].cells))


def rotated_cells(shape_id: str, rotation: int) -> tuple[Cell, ...]:
    forms = rotations(SHAPES_BY_ID[shape_id].cells)
    return forms[rotation % len(forms)]


def ghost_cells(shape_id: str, rotation: int, cell: Cell, side: Side | None = None) -> tuple[Cell, ...]:
    """The building cells the shape covers with the pointer over ``cell`` (in the
    ``side`` quarter of it)."""
    form = rotated_cells(shape_id, rotation)
    sx, sy = side or KEYBOARD_SIDE
    px, py = cell[0] + 0.25 + 0.5 * sx, cell[1] + 0.25 + 0.5 * sy  # the pointer, in cells
    width = max(x for x, _ in form) + 1
    height = max(y for _, y in form) + 1
    ox = math.floor(px - width / 2 + 0.5)
    oy = math.floor(py - height / 2 + 0.5)
    if (cell[0] - ox, cell[1] - oy) not in form:
        # The middle of the shape is a gap (an L, a T): the shape's cell nearest the
        # pointer goes under it, so the pointer never rests on an empty spot.
        cx, cy = (width - 1) / 2, (height - 1) / 2
        rx, ry = px - ox - 0.5, py - oy - 0.5
        ax, ay = min(form, key=lambda c: ((c[0] - rx) ** 2 + (c[1] - ry) ** 2,
                                           (c[0] - cx) ** 2 + (c[1] - cy) ** 2, c))
        ox, oy = cell[0] - ax, cell[1] - ay
    ox = min(max(ox, 0), WIDTH - width)
    oy = min(max(oy, 0), HEIGHT - height)
    return tuple(sorted((x + ox, y + oy) for x, y in form))
