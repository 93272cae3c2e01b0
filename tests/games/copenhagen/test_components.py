"""Components (spec §1): cards, tiles with their brick, supply per player count, coats
of arms, ability tiles."""

import pytest

from copenhagen_gui.core.building import SYMMETRIES, normalise, orientations, transform
from copenhagen_gui.games.copenhagen.rules import components as c


def test_five_card_colours_and_white_only_for_tiles():
    assert [x.value for x in c.CARD_COLOURS] == ["red", "yellow", "green", "blue", "purple"]
    assert c.Colour.WHITE not in c.CARD_COLOURS


@pytest.mark.parametrize("players, per_colour", [(2, 14), (3, 12), (4, 14)])
def test_cards_per_colour(players, per_colour):
    assert c.full_deck(players) == (per_colour,) * 5


def test_every_coloured_tile_has_exactly_one_brick_and_white_none():
    for tile in c.COLOURED_TILES:
        assert tile.has_brick and tile.brick == tile.cells[0]
    assert not c.WHITE_TILE.has_brick and c.WHITE_TILE.size == 1


def test_one_tile_per_colour_and_size():
    ids = {(t.colour, t.size) for t in c.COLOURED_TILES}
    assert ids == {(col, size) for col in c.CARD_COLOURS for size in (2, 3, 4, 5)}


# tile: (cells in the default orientation, brick), from the spec's table §1.5
SPEC_TILES = {
    "purple-3": ({(0, 0), (1, 0), (2, 0)}, (0, 0)),
    "red-3": ({(0, 0), (0, 1), (1, 1)}, (0, 0)),
    "green-4": ({(0, 1), (1, 0), (1, 1), (2, 1)}, (1, 0)),
    "red-4": ({(0, 0), (1, 0), (0, 1), (1, 1)}, (0, 0)),
    "blue-4": ({(0, 0), (1, 0), (2, 0), (2, 1)}, (0, 0)),
    "yellow-4": ({(0, 0), (1, 0), (1, 1), (2, 1)}, (1, 0)),
    "purple-5": ({(x, 0) for x in range(5)}, (0, 0)),
    "green-5": ({(1, 0), (0, 1), (1, 1), (2, 1), (1, 2)}, (0, 1)),
    "red-5": ({(0, 0), (1, 0), (2, 0), (1, 1), (2, 1)}, (0, 0)),
    "blue-5": ({(2, 0), (0, 1), (1, 1), (2, 1), (2, 2)}, (0, 1)),
    "yellow-5": ({(2, 0), (0, 1), (1, 1), (2, 1), (0, 2)}, (2, 0)),
}


@pytest.mark.parametrize("tile_id", sorted(SPEC_TILES))
def test_tile_shapes_and_bricks_match_the_spec(tile_id):
    cells, brick = SPEC_TILES[tile_id]
    tile = c.TILES_BY_ID[tile_id]
    assert set(tile.cells) == cells
    assert tile.brick == brick


# distinct images: cells only / with the brick (spec §1.5, last column)
@pytest.mark.parametrize(
    "tile_id, cells_only, with_brick",
    [
        ("red-2", 2, 4), ("green-3", 2, 4), ("blue-3", 4, 8), ("purple-4", 2, 4),
        ("green-4", 4, 4), ("red-4", 1, 4), ("blue-4", 8, 8), ("yellow-4", 4, 8),
        ("purple-5", 2, 4), ("green-5", 1, 4), ("red-5", 8, 8), ("blue-5", 4, 4),
        ("yellow-5", 4, 8), ("white-1", 1, 1),
    ],
)
def test_distinct_orientations_with_mirroring(tile_id, cells_only, with_brick):
    tile = c.TILES_BY_ID[tile_id]
    assert len(orientations(tile.cells, mirroring=True)) == cells_only
    images = {(normalise(im), im[0]) for im in (transform(tile.cells, r, m) for r, m in SYMMETRIES)}
    assert len(images) == with_brick


def test_placements_keep_the_brick_inside_the_tile_and_are_unique():
    for tile in c.TILES:
        seen = set()
        for group in c.placement_groups(tile.id):
            for p in group.placements:
                assert p.mask == group.mask
                assert (p.brick_mask & p.mask) == p.brick_mask
                assert p.brick_mask.bit_count() == (1 if tile.has_brick else 0)
                key = (p.mask, p.brick_mask)
                assert key not in seen
                seen.add(key)


def test_an_o4_has_one_shape_per_position_but_four_brick_corners():
    groups = c.placement_groups("red-4")
    assert len(groups) == 4 * 8
    assert all(len(g.placements) == 4 for g in groups)


@pytest.mark.parametrize(
    "players, sizes, per_colour, coloured",
    [(2, (2, 2, 2, 1), 7, 35), (3, (2, 3, 2, 1), 8, 40), (4, (3, 3, 3, 1), 10, 50)],
)
def test_supply_per_player_count(players, sizes, per_colour, coloured):
    supply = c.starting_supply(players)
    by_tile = dict(zip((t.id for t in c.TILES), supply))
    for colour in c.CARD_COLOURS:
        assert tuple(by_tile[c.tile_id(colour, s)] for s in (2, 3, 4, 5)) == sizes
    assert sum(supply[:-1]) == coloured
    assert by_tile["white-1"] == 12


def test_coats_of_arms_positions():
    assert set(c.COAT_SQUARES) == {(2, 2), (4, 4), (1, 6), (3, 8)}
    assert c.COAT_ROWS == (1, 3, 5)


def test_five_ability_kinds_and_every_player_starts_with_any_cards():
    assert len(c.ABILITIES) == 5
    assert c.STARTING_ABILITY is c.Ability.ANY_CARDS


def test_harbour_hand_limit_and_winning_points():
    assert (c.HARBOUR_SLOTS, c.HAND_LIMIT, c.WINNING_POINTS) == (7, 7, 12)
    assert c.STARTING_HAND_SIZES == (2, 3, 3, 4)
