"""The shared 5x9 house geometry: masks, rows and columns, support, symmetries and
placements (pure, no Qt)."""

import pytest

from copenhagen_gui.core import building as b


def house(text: str) -> int:
    """All non-empty cells of a diagram (top floor first)."""
    masks = b.parse_diagram(text)
    total = 0
    for mask in masks.values():
        total |= mask
    return total


def test_a_cell_is_bit_y_times_5_plus_x():
    assert b.bit(0, 0) == 1
    assert b.bit(4, 0) == 1 << 4
    assert b.bit(0, 1) == 1 << 5
    assert b.bit(4, 8) == 1 << 44
    assert b.CELL_COUNT == 45


def test_cells_and_masks_round_trip_sorted():
    cells = ((3, 8), (0, 0), (2, 4))
    assert b.mask_to_cells(b.cells_to_mask(cells)) == ((0, 0), (2, 4), (3, 8))


def test_row_and_column_masks_cover_the_grid_once():
    rows = 0
    for m in b.ROW_MASKS:
        assert m.bit_count() == 5
        assert not rows & m
        rows |= m
    columns = 0
    for m in b.COLUMN_MASKS:
        assert m.bit_count() == 9
        columns |= m
    assert rows == columns == b.FULL_MASK


def test_complete_rows_and_columns():
    filled = house(
        """
        .X...
        .X...
        .X...
        .X...
        .X...
        .X...
        XXXXX
        .X...
        XXXXX
        """
    )
    assert b.complete_rows(filled) == (0, 2)
    assert b.complete_columns(filled) == (1,)


def test_empty_count():
    assert b.empty_count(0) == 45
    assert b.empty_count(b.ROW_MASKS[0]) == 40
    assert b.empty_count(b.FULL_MASK) == 0


def test_ground_floor_supports_without_anything_built():
    assert b.fits(0, b.cells_to_mask([(0, 0), (1, 0)]))
    assert not b.fits(0, b.cells_to_mask([(0, 1), (1, 1)]))


def test_one_supported_cell_is_enough_and_overhangs_are_allowed():
    filled = house("X....")  # (0,0)
    overhang = b.cells_to_mask([(0, 1), (1, 1), (2, 1)])
    assert b.fits(filled, overhang)


def test_cells_of_the_same_placement_do_not_support_each_other():
    filled = house("X....")
    # a vertical domino in column 2 floating at y=1..2: its lower cell would hold the
    # upper one, but nothing holds the lower cell
    floating = b.cells_to_mask([(2, 1), (2, 2)])
    assert not b.is_supported(filled, floating)
    assert not b.fits(filled, floating)


def test_fits_refuses_overlap():
    filled = house("XX...")
    assert not b.fits(filled, b.cells_to_mask([(1, 0), (2, 0)]))


def test_resting_cells_are_ground_or_above_filled_and_empty():
    filled = house(
        """
        X....
        XX...
        """
    )
    expected = {(2, 0), (3, 0), (4, 0), (1, 1), (0, 2)}
    assert set(b.mask_to_cells(b.resting_cells(filled))) == expected


def test_neighbours_do_not_wrap_around_rows():
    right_edge = b.bit(4, 3)
    around = set(b.mask_to_cells(b.neighbours(right_edge)))
    assert around == {(3, 3), (4, 2), (4, 4)}
    left_corner = b.bit(0, 0)
    assert set(b.mask_to_cells(b.neighbours(left_corner))) == {(1, 0), (0, 1)}


def test_neighbours_exclude_the_shape_itself():
    domino = b.cells_to_mask([(1, 1), (2, 1)])
    assert set(b.mask_to_cells(b.neighbours(domino))) == {
        (0, 1), (3, 1), (1, 0), (2, 0), (1, 2), (2, 2)
    }


def test_normalise_moves_to_origin_and_sorts():
    assert b.normalise([(3, 4), (2, 4), (2, 5)]) == ((0, 0), (0, 1), (1, 0))


def test_transform_keeps_cell_order_so_a_marked_cell_can_be_followed():
    ell = ((0, 0), (0, 1), (1, 1))  # the first cell is the marked one
    turned = b.transform(ell, 1, False)  # (x,y) -> (-y,x): (0,0),(-1,0),(-1,1)
    assert turned == ((1, 0), (0, 0), (0, 1))
    mirrored = b.transform(ell, 0, True)  # (x,y) -> (-x,y)
    assert mirrored == ((1, 0), (1, 1), (0, 1))


def test_four_quarter_turns_are_the_identity():
    shape = ((0, 0), (1, 0), (2, 0), (2, 1))
    assert b.transform(shape, 4, False) == shape


@pytest.mark.parametrize(
    "cells, rotations_only, all_eight",
    [
        (((0, 0),), 1, 1),
        (((0, 0), (1, 0)), 2, 2),
        (((0, 0), (1, 0), (0, 1), (1, 1)), 1, 1),  # O4
        (((0, 0), (1, 0), (2, 0), (2, 1)), 4, 8),  # L4: mirroring gives J4
        (((0, 0), (1, 0), (1, 1), (2, 1)), 2, 4),  # S4 / Z4
        (((1, 0), (0, 1), (1, 1), (2, 1), (1, 2)), 1, 1),  # X5
        (((2, 0), (0, 1), (1, 1), (2, 1), (0, 2)), 2, 4),  # Z5
    ],
)
def test_orientation_counts(cells, rotations_only, all_eight):
    assert len(b.orientations(cells, mirroring=False)) == rotations_only
    assert len(b.orientations(cells, mirroring=True)) == all_eight


def test_orientations_start_with_the_given_one():
    shape = ((0, 0), (1, 0), (2, 0), (2, 1))
    assert b.orientations(shape, mirroring=True)[0] == b.normalise(shape)


def test_placement_masks_of_a_horizontal_five_are_one_per_floor():
    i5 = [(x, 0) for x in range(5)]
    masks = b.placement_masks(i5, mirroring=True)
    # 9 floors lying down, and 5 columns x 5 heights standing up
    assert len(masks) == 9 + 25
    assert b.ROW_MASKS[0] in masks


def test_placement_masks_are_distinct_and_inside_the_grid():
    for shape in (((0, 0), (1, 0)), ((0, 0), (0, 1), (1, 1)), ((1, 0), (0, 1), (1, 1), (2, 1), (1, 2))):
        masks = b.placement_masks(shape, mirroring=True)
        assert len(set(masks)) == len(masks)
        assert all(m & b.FULL_MASK == m and m.bit_count() == len(shape) for m in masks)


def test_placement_masks_are_cached_per_shape_whatever_the_input_position():
    first = b.placement_masks([(3, 3), (4, 3)], mirroring=True)
    again = b.placement_masks([(0, 0), (1, 0)], mirroring=True)
    assert first is again


def test_domino_has_76_placements():
    assert len(b.placement_masks([(0, 0), (1, 0)], mirroring=False)) == 4 * 9 + 5 * 8


def test_fitting_masks_in_an_empty_house_touch_the_ground():
    masks = b.fitting_masks(0, [(0, 0), (0, 1), (1, 1)], mirroring=True)
    assert masks
    assert all(m & b.GROUND_MASK for m in masks)


def test_parse_diagram_reads_the_lowest_floors_when_short():
    masks = b.parse_diagram(
        """
        .R...
        RRB..
        """
    )
    assert b.mask_to_cells(masks["R"]) == ((0, 0), (1, 0), (1, 1))
    assert b.mask_to_cells(masks["B"]) == ((2, 0),)


def test_parse_diagram_refuses_too_wide_floors():
    with pytest.raises(ValueError):
        b.parse_diagram("XXXXXX")
