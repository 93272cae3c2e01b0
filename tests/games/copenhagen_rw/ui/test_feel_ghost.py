"""Shapes follow the pointer (issue 14): an even-sized shape covers the cell under
the pointer and the neighbour on the pointer's side of it; after a rotation the cell
under the pointer is still covered."""

from __future__ import annotations

import pytest

from copenhagen_gui.games.copenhagen_rw.rules.components import SHAPES
from copenhagen_gui.games.copenhagen_rw.ui.ghost import ghost_cells, rotated_cells, rotation_count

SIDES = [(0, 0), (0, 1), (1, 0), (1, 1)]


def test_a_lying_domino_goes_the_way_the_pointer_leans():
    lying = next(r for r in range(rotation_count("red-2")) if len({y for _, y in rotated_cells("red-2", r)}) == 1)
    assert ghost_cells("red-2", lying, (2, 0), (0, 1)) == ((1, 0), (2, 0))  # left half
    assert ghost_cells("red-2", lying, (2, 0), (1, 1)) == ((2, 0), (3, 0))  # right half
    standing = 1 - lying
    assert ghost_cells("red-2", standing, (2, 4), (1, 0)) == ((2, 3), (2, 4))  # lower half
    assert ghost_cells("red-2", standing, (2, 4), (1, 1)) == ((2, 4), (2, 5))  # upper half


@pytest.mark.parametrize("shape", [s.id for s in SHAPES])
def test_every_form_covers_the_cell_under_the_pointer(shape):
    for rotation in range(rotation_count(shape)):
        for side in SIDES:
            cells = ghost_cells(shape, rotation, (2, 4), side)
            assert (2, 4) in cells, (shape, rotation, side)
            xs = [x for x, _ in cells]
            ys = [y for _, y in cells]
            # The shape's middle is within a cell of the pointer (at its quarter).
            px, py = 2 + 0.25 + 0.5 * side[0], 4 + 0.25 + 0.5 * side[1]
            assert abs((min(xs) + max(xs) + 1) / 2 - px) <= 1.0
            assert abs((min(ys) + max(ys) + 1) / 2 - py) <= 1.0
