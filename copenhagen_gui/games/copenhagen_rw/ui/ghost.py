"""Where a picked shape lands when the pointer is over a building cell: pure geometry,
no Qt, so the controller and its tests share one definition.

The shape is rotated, then positioned so that its cell nearest to its own centre sits
under the pointer; near an edge it is pushed back inside the grid, so the player can
reach the border cells without aiming at half a shape."""

from __future__ import annotations

from copenhagen_gui.games.copenhagen_rw.rules.components import HEIGHT, SHAPES_BY_ID, WIDTH, Cell, rotations


def rotation_count(shape_id: str) -> int:
    """How many distinct quarter turns the shape has (1 for a square, 2 for a bar...)."""
    return len(rotations(SHAPES_BY_ID[shape_id].cells))


def rotated_cells(shape_id: str, rotation: int) -> tuple[Cell, ...]:
    forms = rotations(SHAPES_BY_ID[shape_id].cells)
    return forms[rotation % len(forms)]


def _anchor(cells: tuple[Cell, ...]) -> Cell:
    cx = (max(x for x, _ in cells) + min(x for x, _ in cells)) / 2
    cy = (max(y for _, y in cells) + min(y for _, y in cells)) / 2
    return min(cells, key=lambda c: ((c[0] - cx) ** 2 + (c[1] - cy) ** 2, c))


def ghost_cells(shape_id: str, rotation: int, cell: Cell) -> tuple[Cell, ...]:
    """The building cells the shape covers with the pointer over ``cell``."""
    form = rotated_cells(shape_id, rotation)
    ax, ay = _anchor(form)
    width = max(x for x, _ in form) + 1
    height = max(y for _, y in form) + 1
    ox = min(max(cell[0] - ax, 0), WIDTH - width)
    oy = min(max(cell[1] - ay, 0), HEIGHT - height)
    return tuple(sorted((x + ox, y + oy) for x, y in form))
