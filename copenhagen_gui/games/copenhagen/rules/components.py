"""The printed components of the Copenhagen card-and-tile game (Queen Games 2019, as
Board Game Arena runs it): colours, cards, facade tiles with their brick, the tile
supply per player count, coats of arms and ability tiles.

Constant data. Building coordinates and masks come from ``core.building``: x 0..4 from
the left, y 0..8 from the ground floor, cell (x, y) is bit ``y * 5 + x``.
"""

from __future__ import annotations

import enum
from functools import cache

import attrs

from copenhagen_gui.core.building import (
    SYMMETRIES,
    Cell,
    bit,
    cells_to_mask,
    neighbours,
    offsets,
    transform,
)

HARBOUR_SLOTS = 7
HAND_LIMIT = 7
WINNING_POINTS = 12
# The End card lies uniformly among the bottom END_CARD_DEPTH cards of its pile.
END_CARD_DEPTH = 10
WHITE_TILE_COUNT = 12
STARTING_HAND_SIZES = (2, 3, 3, 4)  # by position in turn order


class Colour(str, enum.Enum):
    """A card colour, and the colour of a tile. WHITE is only a tile colour."""

    RED = "red"
    YELLOW = "yellow"
    GREEN = "green"
    BLUE = "blue"
    PURPLE = "purple"
    WHITE = "white"

    @property
    def index(self) -> int:
        """Position in ``COLOURS`` (card counts are tuples in that order)."""
        return _COLOUR_INDEX[self]


CARD_COLOURS: tuple[Colour, ...] = (
    Colour.RED,
    Colour.YELLOW,
    Colour.GREEN,
    Colour.BLUE,
    Colour.PURPLE,
)
COLOURS: tuple[Colour, ...] = CARD_COLOURS + (Colour.WHITE,)
_COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)}
NO_CARDS: tuple[int, ...] = (0,) * len(CARD_COLOURS)


def cards_per_colour(player_count: int) -> int:
    return 12 if player_count == 3 else 14


def full_deck(player_count: int) -> tuple[int, ...]:
    """Colour cards per colour (the End card is not a colour card)."""
    return (cards_per_colour(player_count),) * len(CARD_COLOURS)


class Ability(str, enum.Enum):
    ANY_CARDS = "any_cards"  # the 2nd card need not be next to the 1st
    ADDITIONAL_CARD = "additional_card"  # a 3rd card from any slot
    CONSTRUCTION_DISCOUNT = "construction_discount"  # a build costs 1 card less
    CHANGE_OF_COLORS = "change_of_colors"  # one other colour pays as the tile's colour
    BOTH_ACTIONS = "both_actions"  # take cards, then build

    @property
    def index(self) -> int:
        return _ABILITY_INDEX[self]


ABILITIES: tuple[Ability, ...] = tuple(Ability)
_ABILITY_INDEX = {a: i for i, a in enumerate(ABILITIES)}
STARTING_ABILITY = Ability.ANY_CARDS


class Side(str, enum.Enum):
    """The side of an owned ability tile that shows."""

    ACTIVE = "active"
    USED = "used"


# --- coats of arms ---------------------------------------------------------------------

COAT_SQUARES: tuple[Cell, ...] = ((2, 2), (4, 4), (1, 6), (3, 8))
COAT_SQUARE_MASK = cells_to_mask(COAT_SQUARES)
COAT_ROWS: tuple[int, ...] = (1, 3, 5)


# --- facade tiles ----------------------------------------------------------------------


@attrs.frozen
class TileSpec:
    """One stack of identical tiles. ``cells`` in the default orientation; the brick
    is ``cells[0]`` for coloured tiles, white tiles have none."""

    id: str
    colour: Colour
    cells: tuple[Cell, ...]
    has_brick: bool

    @property
    def size(self) -> int:
        return len(self.cells)

    @property
    def brick(self) -> Cell | None:
        return self.cells[0] if self.has_brick else None


def _tile(colour: Colour, brick: Cell, *others: Cell) -> TileSpec:
    cells = (brick,) + others
    return TileSpec(f"{colour.value}-{len(cells)}", colour, cells, True)


_R, _Y, _G, _B, _P = CARD_COLOURS
DOMINO = ((0, 0), (1, 0))
COLOURED_TILES: tuple[TileSpec, ...] = (
    _tile(_R, (0, 0), (1, 0)),
    _tile(_R, (0, 0), (0, 1), (1, 1)),  # L3, brick at an arm's end
    _tile(_R, (0, 0), (1, 0), (0, 1), (1, 1)),  # O4
    _tile(_R, (0, 0), (1, 0), (2, 0), (1, 1), (2, 1)),  # P5, brick sticking out
    _tile(_Y, (0, 0), (1, 0)),
    _tile(_Y, (0, 0), (0, 1), (1, 1)),  # L3
    _tile(_Y, (1, 0), (0, 0), (1, 1), (2, 1)),  # S4, brick where the halves meet
    _tile(_Y, (2, 0), (0, 1), (1, 1), (2, 1), (0, 2)),  # Z5, brick at an end
    _tile(_G, (0, 0), (1, 0)),
    _tile(_G, (0, 0), (1, 0), (2, 0)),  # I3
    _tile(_G, (1, 0), (0, 1), (1, 1), (2, 1)),  # T4, brick in the stem
    _tile(_G, (0, 1), (1, 0), (1, 1), (2, 1), (1, 2)),  # X5, brick at an arm tip
    _tile(_B, (0, 0), (1, 0)),
    _tile(_B, (0, 0), (0, 1), (1, 1)),  # L3
    _tile(_B, (0, 0), (1, 0), (2, 0), (2, 1)),  # L4, brick at the long arm's end
    _tile(_B, (0, 1), (2, 0), (1, 1), (2, 1), (2, 2)),  # T5, brick at the stem tip
    _tile(_P, (0, 0), (1, 0)),
    _tile(_P, (0, 0), (1, 0), (2, 0)),  # I3
    _tile(_P, (0, 0), (1, 0), (2, 0), (3, 0)),  # I4
    _tile(_P, (0, 0), (1, 0), (2, 0), (3, 0), (4, 0)),  # I5
)
WHITE_TILE = TileSpec("white-1", Colour.WHITE, ((0, 0),), False)
TILES: tuple[TileSpec, ...] = COLOURED_TILES + (WHITE_TILE,)
TILES_BY_ID: dict[str, TileSpec] = {t.id: t for t in TILES}
TILE_INDEX: dict[str, int] = {t.id: i for i, t in enumerate(TILES)}
WHITE_INDEX = TILE_INDEX[WHITE_TILE.id]

# Copies of each coloured tile by size, per player count.
_COPIES_BY_SIZE: dict[int, dict[int, int]] = {
    2: {2: 2, 3: 2, 4: 2, 5: 1},
    3: {2: 2, 3: 3, 4: 2, 5: 1},
    4: {2: 3, 3: 3, 4: 3, 5: 1},
}


def starting_supply(player_count: int) -> tuple[int, ...]:
    """Tiles per stack (in ``TILES`` order) at the start of a game."""
    copies = _COPIES_BY_SIZE[player_count]
    return tuple(copies[t.size] for t in COLOURED_TILES) + (WHITE_TILE_COUNT,)


def tile_id(colour: Colour, size: int) -> str:
    return f"{colour.value}-{size}"


# --- placements --------------------------------------------------------------------------


@attrs.frozen
class TilePlacement:
    """A tile turned, maybe mirrored, and moved onto the grid."""

    tile: str
    cells: tuple[Cell, ...]  # sorted
    brick: Cell | None
    mask: int
    brick_mask: int  # 0 for a white tile
    around: int  # cells orthogonally next to the tile (for the same-colour discount)


@attrs.frozen
class PlacementGroup:
    """Placements of one tile that cover the same cells (they differ in the brick)."""

    mask: int
    around: int
    placements: tuple[TilePlacement, ...]


@cache
def placement_groups(tile: str) -> tuple[PlacementGroup, ...]:
    """Every placement of a tile on an empty grid, in all 8 orientations, grouped by
    the cells covered. Computed on first use and kept."""
    spec = TILES_BY_ID[tile]
    by_mask: dict[int, dict[int, TilePlacement]] = {}
    for rotation, mirrored in SYMMETRIES:
        image = transform(spec.cells, rotation, mirrored)
        for dx, dy in offsets(image):
            cells = tuple((x + dx, y + dy) for x, y in image)
            mask = cells_to_mask(cells)
            brick = cells[0] if spec.has_brick else None
            brick_mask = bit(*brick) if brick else 0
            variants = by_mask.setdefault(mask, {})
            if brick_mask not in variants:
                variants[brick_mask] = TilePlacement(
                    tile, tuple(sorted(cells)), brick, mask, brick_mask, neighbours(mask)
                )
    return tuple(
        PlacementGroup(mask, neighbours(mask), tuple(variants.values()))
        for mask, variants in by_mask.items()
    )


@cache
def placement_lookup(tile: str) -> dict[tuple[int, int], TilePlacement]:
    """Placements of a tile by (mask, brick_mask), to recognise a chosen placement."""
    return {
        (p.mask, p.brick_mask): p for group in placement_groups(tile) for p in group.placements
    }


@cache
def shape_masks(tile: str) -> frozenset[int]:
    return frozenset(g.mask for g in placement_groups(tile))
