"""The ghost's geometry: where a picked shape lands under the pointer."""

from copenhagen_gui.games.copenhagen_rw.rules.components import HEIGHT, SHAPES, WIDTH, rotations
from copenhagen_gui.games.copenhagen_rw.ui.ghost import ghost_cells, rotation_count


def _normalised(cells):
    mx = min(x for x, _ in cells)
    my = min(y for _, y in cells)
    return tuple(sorted((x - mx, y - my) for x, y in cells))


def test_the_ghost_is_the_rotated_shape_inside_the_grid_under_the_pointer():
    for shape in SHAPES:
        forms = rotations(shape.cells)
        assert rotation_count(shape.id) == len(forms)
        for rotation in range(len(forms)):
            for x in range(WIDTH):
                for y in range(HEIGHT):
                    cells = ghost_cells(shape.id, rotation, (x, y))
                    assert _normalised(cells) == forms[rotation]
                    assert all(0 <= cx < WIDTH and 0 <= cy < HEIGHT for cx, cy in cells)
                    # Pushed back inside only at the edges: the pointer's column and
                    # row are still covered by the shape's bounding box.
                    xs = [cx for cx, _ in cells]
                    ys = [cy for _, cy in cells]
                    assert min(xs) <= x <= max(xs) or x < min(xs) == 0 or x > max(xs) == WIDTH - 1
                    assert min(ys) <= y <= max(ys) or y < min(ys) == 0 or y > max(ys) == HEIGHT - 1


def test_rotations_wrap_around():
    assert ghost_cells("purple-3", 2, (2, 4)) == ghost_cells("purple-3", 0, (2, 4))
    assert ghost_cells("purple-3", 1, (2, 4)) == ((1, 4), (2, 4), (3, 4))  # lying down, centred
    assert rotation_count("red-4a") == 1  # a square never turns


def test_the_domino_hangs_from_its_lower_cell():
    # The vertical domino's lower cell is its anchor: it never floats above the pointer.
    assert ghost_cells("red-2", 0, (3, 0)) == ((3, 0), (3, 1))
    assert ghost_cells("red-2", 0, (3, 8)) == ((3, 7), (3, 8))  # pushed down from the top
